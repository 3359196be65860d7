//! The `vs_2_0` program of a [`TnlKey`] (assembly text): D3D9's fixed-function vertex
//! processing written with D3D9's own instructions, so the translator makes it a module like
//! any vertex shader. Without blending the position is four `dp4`s with the premultiplied
//! world-view-projection matrix, as a `vs_1_1` shader computes it, so passes that mix the
//! two paths give the same depths.
//!
//! Registers: `r0` object position, `r1` object normal, `r2` camera-space position, `r3`
//! camera-space normal, `r4`-`r7` scratch, `r8` diffuse, `r9` specular and `r10` ambient
//! light sums, `r11` blend weights (then scratch), `r12` scratch; constants as [`TnlLayout`] says, literals at
//! [`LITERALS`] (`c253` = (7, 7 x 255, -1, 7 x 8), `c254` = (0, 1, 0.5, 1e-30), `c255` =
//! (0, 0, 1, 255)).

use std::fmt::Write;

use super::key::{Blend, ColorSource, TexGen, TnlKey, VertexFog};
use super::layout::{BLEND_VECTORS, LIGHT_VECTORS, LITERALS, TnlLayout};
use super::state::{LightType, MAX_BLEND_MATRIX_INDEX};

const ZERO: &str = "c254.x";
const ONE: &str = "c254.y";

/// Input registers of the vertex elements the program reads.
#[derive(Default)]
struct Inputs {
    position: u8,
    weights: Option<u8>,
    indices: Option<u8>,
    normal: Option<u8>,
    psize: Option<u8>,
    diffuse: Option<u8>,
    specular: Option<u8>,
    texcoords: [Option<u8>; 8],
    position1: Option<u8>,
    normal1: Option<u8>,
}

struct Asm {
    text: String,
}

impl Asm {
    fn line(&mut self, s: impl AsRef<str>) {
        self.text.push_str(s.as_ref());
        self.text.push('\n');
    }
}

/// The assembly text of `key`'s program; an error where the key needs more than the 16
/// input registers of `vs_2_0`.
pub fn assembly(key: &TnlKey) -> Result<String, super::TnlError> {
    let layout = TnlLayout::new(key);
    let mut a = Asm {
        text: String::with_capacity(4096),
    };
    a.line("vs_2_0");
    let _ = writeln!(
        a.text,
        "def c{}, 7.0, 1785.0, -1.0, {}.0",
        LITERALS - 1,
        BLEND_VECTORS as usize * MAX_BLEND_MATRIX_INDEX
    );
    let _ = writeln!(a.text, "def c{LITERALS}, 0.0, 1.0, 0.5, 1e-30");
    let _ = writeln!(a.text, "def c{}, 0.0, 0.0, 1.0, 255.0", LITERALS + 1);
    let inputs = declare_inputs(&mut a, key)?;
    position(&mut a, key, &layout, &inputs);
    colors(&mut a, key, &layout, &inputs);
    for n in 0..8 {
        texcoord(&mut a, key, &layout, &inputs, n);
    }
    fog(&mut a, key, &layout, &inputs);
    point_size(&mut a, key, &layout, &inputs);
    Ok(a.text)
}

fn declare_inputs(a: &mut Asm, key: &TnlKey) -> Result<Inputs, super::TnlError> {
    let input = key.input;
    let mut next = 0u8;
    let mut take = |a: &mut Asm, semantic: &str| {
        let r = next;
        a.line(format!("dcl_{semantic} v{r}"));
        next += 1;
        r
    };
    let mut i = Inputs {
        position: take(a, "position0"),
        ..Inputs::default()
    };
    if let Blend::Weights { matrices, indexed } = key.blend {
        if matrices > 1 && input.blend_weights > 0 {
            i.weights = Some(take(a, "blendweight"));
        }
        if indexed {
            i.indices = Some(take(a, "blendindices"));
        }
    }
    let needs_normal = key.needs_eye_normal();
    if input.normal && needs_normal {
        i.normal = Some(take(a, "normal0"));
    }
    if key.points && input.psize {
        i.psize = Some(take(a, "psize"));
    }
    if input.diffuse {
        i.diffuse = Some(take(a, "color0"));
    }
    if input.specular {
        i.specular = Some(take(a, "color1"));
    }
    for t in &key.texcoords {
        let set = t.set as usize;
        if t.enabled
            && t.generation == TexGen::Passthru
            && t.components > 0
            && i.texcoords[set].is_none()
        {
            i.texcoords[set] = Some(take(a, &format!("texcoord{set}")));
        }
    }
    if key.blend == Blend::Tween {
        if input.position1 {
            i.position1 = Some(take(a, "position1"));
        }
        if input.normal1 && input.normal && needs_normal {
            i.normal1 = Some(take(a, "normal1"));
        }
    }
    if next > 16 {
        return Err(super::TnlError::Generate(format!(
            "the vertex needs {next} input registers; vs_2_0 has 16"
        )));
    }
    Ok(i)
}

/// `r0`/`r1` (tweened), `r2`/`r3` (camera space) and `oPos`.
fn position(a: &mut Asm, key: &TnlKey, l: &TnlLayout, i: &Inputs) {
    let p = i.position;
    match i.position1 {
        Some(p1) => {
            // x, y, z tween; w stays POSITION0's.
            a.line(format!("add r4.xyz, v{p1}, -v{p}"));
            a.line(format!("mad r0.xyz, r4, c{}.x, v{p}", l.tween));
            a.line(format!("mov r0.w, v{p}.w"));
        }
        None => a.line(format!("mov r0, v{p}")),
    }
    match (i.normal, i.normal1) {
        (Some(n), Some(n1)) => {
            a.line(format!("add r4.xyz, v{n1}, -v{n}"));
            a.line(format!("mad r1.xyz, r4, c{}.x, v{n}", l.tween));
        }
        (Some(n), None) => a.line(format!("mov r1.xyz, v{n}")),
        (None, _) => a.line(format!("mov r1, {ZERO}")),
    }
    let eye_position = key.needs_eye_position();
    let eye_normal = key.needs_eye_normal();
    match key.blend {
        Blend::Weights { matrices, indexed } => {
            blend(a, key, l, i, matrices, indexed);
            for c in 0..4 {
                let x = ["x", "y", "z", "w"][c];
                a.line(format!("dp4 oPos.{x}, r2, c{}", l.projection + c as u16));
            }
        }
        Blend::None | Blend::Tween => {
            for (c, x) in ["x", "y", "z", "w"].iter().enumerate() {
                a.line(format!("dp4 oPos.{x}, r0, c{}", l.wvp + c as u16));
            }
            if eye_position {
                for (c, x) in ["x", "y", "z", "w"].iter().enumerate() {
                    a.line(format!("dp4 r2.{x}, r0, c{}", l.wv + c as u16));
                }
            }
            if eye_normal {
                for (c, x) in ["x", "y", "z"].iter().enumerate() {
                    a.line(format!("dp3 r3.{x}, r1, c{}", l.normal + c as u16));
                }
            }
        }
    }
    if eye_position {
        // Lighting, texture generation, fog and point scaling see the point x/w, y/w, z/w (w
        // is 1 but for XYZW positions or projective world and view matrices).
        a.line("rcp r4.w, r2.w");
        a.line("mul r2.xyz, r2, r4.w");
    }
    if eye_normal && key.normalize_normals {
        a.line("nrm r4.xyz, r3");
        a.line("mov r3.xyz, r4");
    }
}

/// Blended camera-space position `r2` and normal `r3`.
fn blend(a: &mut Asm, key: &TnlKey, l: &TnlLayout, i: &Inputs, matrices: u8, indexed: bool) {
    let comps = ["x", "y", "z", "w"];
    // r11: the weights, the last one 1 minus the others.
    a.line(format!("mov r11, {ZERO}"));
    let given = (matrices - 1) as usize;
    if let Some(w) = i.weights {
        for c in comps.iter().take(given) {
            a.line(format!("mov r11.{c}, v{w}.{c}"));
        }
    }
    a.line(format!("mov r4.x, {ONE}"));
    for c in comps.iter().take(given) {
        a.line(format!("add r4.x, r4.x, -r11.{c}"));
    }
    a.line(format!("mov r11.{}, r4.x", comps[given]));
    if let Some(ix) = i.indices {
        // r5: each index times the vectors of one matrix's block.
        if key.input.blend_indices_color {
            a.line(format!("mul r5, v{ix}.zyxw, c{}.y", LITERALS - 1));
        } else {
            a.line(format!("mul r5, v{ix}, c{}.x", LITERALS - 1));
        }
        // Indices past MAX_BLEND_MATRIX_INDEX read the last matrix, not other constants.
        a.line(format!("min r5, r5, c{}.w", LITERALS - 1));
    }
    a.line(format!("mov r2, {ZERO}"));
    a.line(format!("mov r3, {ZERO}"));
    let eye_normal = key.needs_eye_normal();
    for (m, c) in comps.iter().enumerate().take(matrices as usize) {
        let reg = if indexed {
            a.line(format!("mova a0.x, r5.{c}"));
            let base = l.blend;
            Box::new(move |k: u16| format!("c[a0.x + {}]", base + k)) as Box<dyn Fn(u16) -> String>
        } else {
            let base = l.blend + BLEND_VECTORS * m as u16;
            Box::new(move |k: u16| format!("c{}", base + k))
        };
        for (k, x) in comps.iter().enumerate() {
            a.line(format!("dp4 r4.{x}, r0, {}", reg(k as u16)));
        }
        a.line(format!("mad r2, r4, r11.{c}, r2"));
        if eye_normal {
            for (k, x) in comps.iter().take(3).enumerate() {
                a.line(format!("dp3 r4.{x}, r1, {}", reg(4 + k as u16)));
            }
            a.line(format!("mad r3.xyz, r4, r11.{c}, r3"));
        }
    }
}

/// The vertex colour registers, or the material's, for each source.
fn source(l: &TnlLayout, i: &Inputs, s: ColorSource, material: u16) -> String {
    match s {
        ColorSource::Diffuse => i.diffuse.map(|r| format!("v{r}")),
        ColorSource::Specular => i.specular.map(|r| format!("v{r}")),
        ColorSource::Material => None,
    }
    .unwrap_or_else(|| format!("c{}", l.material + material))
}

/// `oD0` and `oD1`: lit, or the vertex colours.
fn colors(a: &mut Asm, key: &TnlKey, l: &TnlLayout, i: &Inputs) {
    let Some(lighting) = key.lighting else {
        match i.diffuse {
            Some(r) => a.line(format!("mov oD0, v{r}")),
            None => a.line(format!("mov oD0, {ONE}")),
        }
        match i.specular {
            Some(r) => a.line(format!("mov oD1, v{r}")),
            None => a.line(format!("mov oD1, {ZERO}")),
        }
        return;
    };
    let m = l.material;
    a.line(format!("mov r8, {ZERO}"));
    a.line(format!("mov r9, {ZERO}"));
    a.line(format!("mov r10, c{}", m + 5));
    let specular = lighting.specular_enable;
    if specular && lighting.count > 0 {
        // r7: the direction to the viewer.
        if lighting.local_viewer {
            a.line("nrm r7.xyz, -r2");
        } else {
            // D3D9 drivers take the eye as (0, 0, -1) from every vertex.
            a.line(format!("mov r7.xyz, {ZERO}"));
            a.line(format!("mov r7.z, c{}.z", LITERALS - 1));
        }
    }
    for n in 0..lighting.count as usize {
        let c = l.lights + LIGHT_VECTORS * n as u16;
        let ty = lighting.lights[n];
        // r4.xyz: the normalised direction to the light; r6.x: attenuation x spot.
        if ty == LightType::Directional {
            a.line(format!("mov r4.xyz, c{}", c + 1));
            a.line(format!("mov r6.x, {ONE}"));
        } else {
            a.line(format!("add r4.xyz, c{c}, -r2"));
            a.line("dp3 r4.w, r4, r4");
            a.line("rsq r5.w, r4.w");
            a.line("mul r4.xyz, r4, r5.w");
            a.line("mul r5.z, r4.w, r5.w");
            // 1 / (a0 + a1 d + a2 d^2), 0 beyond the range.
            a.line(format!("mad r6.x, c{}.z, r4.w, c{}.x", c + 5, c + 5));
            a.line(format!("mad r6.x, c{}.y, r5.z, r6.x", c + 5));
            a.line("rcp r6.x, r6.x");
            a.line(format!("sge r6.y, c{c}.w, r5.z"));
            a.line("mul r6.x, r6.x, r6.y");
            if ty == LightType::Spot {
                // rho = cos of the angle from the spot axis.
                a.line(format!("dp3 r6.z, r4, -c{}", c + 1));
                a.line(format!("add r6.w, r6.z, -c{}.y", c + 6));
                a.line(format!("mul r6.w, r6.w, c{}.w", c + 6));
                a.line("max r6.w, r6.w, c254.w");
                a.line(format!("min r6.w, r6.w, {ONE}"));
                a.line(format!("pow r6.w, r6.w, c{}.z", c + 6));
                a.line(format!("slt r5.x, c{}.y, r6.z", c + 6));
                a.line("mul r6.w, r6.w, r5.x");
                a.line("mul r6.x, r6.x, r6.w");
            }
        }
        // r5.x: N.L and r5.y: N.H, both saturated (D3D9 drivers clamp them to 0..1, which
        // matters for normals longer than 1); r5.z: N.H ^ power where N.L > 0 and N.H > 0.
        // Not `lit`, which clamps the power to +-128: the material's power is unbounded.
        a.line("dp3 r5.x, r3, r4");
        a.line(format!("max r5.x, r5.x, {ZERO}"));
        a.line(format!("min r5.x, r5.x, {ONE}"));
        if specular {
            a.line("add r11.xyz, r4, r7");
            a.line("nrm r12.xyz, r11");
            a.line("dp3 r5.y, r3, r12");
            a.line(format!("min r5.y, r5.y, {ONE}"));
            a.line(format!("slt r6.y, {ZERO}, r5.x"));
            a.line(format!("slt r6.z, {ZERO}, r5.y"));
            a.line("mul r6.y, r6.y, r6.z");
            a.line("max r5.y, r5.y, c254.w");
            a.line(format!("pow r5.z, r5.y, c{}.x", m + 4));
            a.line("mul r5.z, r5.z, r6.y");
            a.line("mul r5.xz, r5, r6.x");
        } else {
            a.line("mul r5.x, r5.x, r6.x");
        }
        a.line(format!("mad r8.xyz, r5.x, c{}, r8", c + 2));
        if specular {
            // All four channels: the specular alpha is Cs.a * sum(Ls.a * ...) like the colour.
            a.line(format!("mad r9, r5.z, c{}, r9", c + 3));
        }
        a.line(format!("mad r10.xyz, r6.x, c{}, r10", c + 4));
    }
    let md = source(l, i, lighting.diffuse, 0);
    let ma = source(l, i, lighting.ambient, 1);
    let ms = source(l, i, lighting.specular, 2);
    let me = source(l, i, lighting.emissive, 3);
    a.line(format!("mul r4.xyz, r10, {ma}"));
    a.line(format!("add r4.xyz, r4, {me}"));
    a.line(format!("mad r4.xyz, r8, {md}, r4"));
    a.line(format!("mov r4.w, {md}.w"));
    a.line("mov oD0, r4");
    if specular {
        a.line(format!("mul r4, r9, {ms}"));
        a.line("mov oD1, r4");
    } else {
        a.line(format!("mov oD1, {ZERO}"));
    }
}

/// `oTn`: stage n's coordinates, generated or passed, then transformed.
fn texcoord(a: &mut Asm, key: &TnlKey, l: &TnlLayout, i: &Inputs, n: usize) {
    let t = key.texcoords[n];
    if !t.enabled {
        return;
    }
    let comps = ["x", "y", "z", "w"];
    let count = t.transform_count as usize;
    // r4: the source vector.
    match t.generation {
        // The components a set lacks read 0 (not the fetch's w = 1); going into the texture
        // transform, the first of them reads 1, so (u, v) transforms as (u, v, 1, 0). An
        // absent set is (0, 0, 0, 0).
        TexGen::Passthru => match i.texcoords[t.set as usize] {
            Some(r) if t.components < 4 => {
                let k = t.components as usize;
                a.line(format!("mov r4, {ZERO}"));
                a.line(format!("mov r4.{}, v{r}", &"xyzw"[..k]));
                if count > 0 {
                    a.line(format!("mov r4.{}, {ONE}", comps[k]));
                }
            }
            Some(r) => a.line(format!("mov r4, v{r}")),
            None => a.line(format!("mov r4, {ZERO}")),
        },
        TexGen::Normal => {
            a.line("mov r4.xyz, r3");
            a.line(format!("mov r4.w, {ONE}"));
        }
        TexGen::Position => {
            a.line("mov r4.xyz, r2");
            a.line(format!("mov r4.w, {ONE}"));
        }
        TexGen::Reflection | TexGen::SphereMap => {
            // reflect(I, N) = I - 2 (N.I) N with I the normalised eye-to-vertex direction.
            a.line("nrm r5.xyz, r2");
            a.line("dp3 r4.w, r3, r5");
            a.line("add r4.w, r4.w, r4.w");
            a.line("mul r6.xyz, r3, r4.w");
            a.line("add r4.xyz, r5, -r6");
            if t.generation == TexGen::SphereMap {
                // (Rx / m + 0.5, Ry / m + 0.5), m = 2 |(Rx, Ry, Rz + 1)|.
                a.line(format!("add r5.xyz, r4, c{}", LITERALS + 1));
                a.line("dp3 r5.w, r5, r5");
                a.line("rsq r5.w, r5.w");
                a.line("mul r5.w, r5.w, c254.z");
                a.line("mad r4.xy, r4, r5.w, c254.z");
                a.line(format!("mov r4.z, {ZERO}"));
            }
            a.line(format!("mov r4.w, {ONE}"));
        }
    }
    if count == 0 {
        a.line(format!("mov oT{n}, r4"));
        return;
    }
    a.line(format!("mov r5, {ZERO}"));
    for (c, x) in comps.iter().enumerate().take(count) {
        a.line(format!("dp4 r5.{x}, r4, c{}", l.texture[n] + c as u16));
    }
    a.line(format!("mov oT{n}, r5"));
}

/// `oFog`: the vertex fog factor.
fn fog(a: &mut Asm, key: &TnlKey, l: &TnlLayout, i: &Inputs) {
    match (key.fog, i.specular) {
        (VertexFog::None, _) => return,
        (VertexFog::Specular, Some(r)) => return a.line(format!("mov oFog, v{r}.w")),
        (VertexFog::Specular, None) => return a.line(format!("mov oFog, {ZERO}")),
        _ => {}
    }
    let f = l.fog;
    if key.range_fog {
        a.line("dp3 r4.x, r2, r2");
        a.line("rsq r4.x, r4.x");
        a.line("rcp r4.x, r4.x");
    } else {
        a.line("max r4.x, r2.z, -r2.z");
    }
    match key.fog {
        VertexFog::Linear => {
            a.line(format!("add r4.x, c{f}.x, -r4.x"));
            a.line(format!("mul oFog, r4.x, c{f}.y"));
        }
        VertexFog::Exp => {
            a.line(format!("mul r4.x, r4.x, c{f}.z"));
            a.line(format!("mul r4.x, r4.x, -c{f}.w"));
            a.line("exp oFog, r4.x");
        }
        VertexFog::Exp2 => {
            a.line(format!("mul r4.x, r4.x, c{f}.z"));
            a.line("mul r4.x, r4.x, r4.x");
            a.line(format!("mul r4.x, r4.x, -c{f}.w"));
            a.line("exp oFog, r4.x");
        }
        VertexFog::None | VertexFog::Specular => {}
    }
}

/// `oPts`: the point size, scaled by distance and clamped.
fn point_size(a: &mut Asm, key: &TnlKey, l: &TnlLayout, i: &Inputs) {
    if !key.points {
        return;
    }
    let p = l.point;
    match i.psize {
        Some(r) => a.line(format!("mov r4.x, v{r}.x")),
        None => a.line(format!("mov r4.x, c{p}.x")),
    }
    if key.point_scale {
        // size * H * sqrt(1 / (A + B d + C d^2)), d the distance to the eye.
        a.line("dp3 r5.x, r2, r2");
        a.line("rsq r5.y, r5.x");
        a.line("mul r5.y, r5.x, r5.y");
        a.line(format!("mad r5.z, c{}.z, r5.x, c{}.x", p + 1, p + 1));
        a.line(format!("mad r5.z, c{}.y, r5.y, r5.z", p + 1));
        a.line("rsq r5.z, r5.z");
        a.line("mul r4.x, r4.x, r5.z");
        a.line(format!("mul r4.x, r4.x, c{p}.w"));
    }
    // Cut to POINTSIZE_MAX, then raised to POINTSIZE_MIN: the minimum wins when it is above
    // the maximum, as the renderer clamps every vertex program's point size.
    a.line(format!("min r4.x, r4.x, c{p}.z"));
    a.line(format!("max oPts, r4.x, c{p}.y"));
}
