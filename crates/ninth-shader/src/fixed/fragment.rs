//! WGSL of the fixed-function fragment: the texture-stage cascade, specular add, fog and
//! alpha test for one [`FixedFragmentKey`].

use std::fmt::Write;

use super::args::{ArgSource, TextureArg};
use super::fog;
use super::key::{FixedFragmentKey, FixedInputs, StageKey, TextureKind};
use super::ops::TextureOp;
use super::uniforms::{FIXED_BINDING, FIXED_UNIFORMS_WGSL};
use super::{COLOR0_LOCATION, COLOR1_LOCATION, FLAT_INTERPOLATION, FOG_LOCATION, FixedError};

/// Generate the fixed fragment of `key` and validate it with naga (parse + validate): the
/// pixel stage of a draw without a pixel shader.
///
/// The module's entry point is `@fragment fn main`, writing `@location(0)`. It binds, by
/// the binding contract of translated pixel shaders, `NinthFixed` ([`super::uniforms`]) at
/// (group 0, binding 2), the binding of a pixel shader's float constants, which such a draw
/// has none of, so one pipeline layout and uniform ring serve both kinds of pixel stage;
/// and the texture of stage n as `tex{n}` at (group 1, binding 2n) with its sampler
/// `samp{n}` at (1, 2n + 1), for each stage in [`FixedFragmentKey::textures`]. It reads the
/// inter-stage locations [`FixedFragmentKey::input_locations`] (TEXCOORDn at n, COLOR0 at
/// 10, COLOR1 at 11, FOG0 at 12, as [`crate::link::LinkMap::STANDARD`]), all `vec4f`,
/// colours with `@interpolate(flat)` under flat shading.
///
/// `clip_locations`: the inter-stage locations of user clip distances without the
/// clip-distances builtin (`crate::wgsl::ClipDistances::Varyings`, empty otherwise): each
/// is read as a `vec4f` and the pixel is discarded where a component is negative.
pub fn generate_program_fragment(
    key: &FixedFragmentKey,
    clip_locations: &[u8],
) -> Result<String, FixedError> {
    let text = emit(key, clip_locations, None);
    super::validate(&text)?;
    Ok(text)
}

/// How a fixed fragment of merged draws finds its own uniforms and texture (the
/// translator's batched pixel constants and batch textures, `crate::wgsl` module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FragmentBatch {
    /// The inter-stage location of the flat `u32` the vertex shader writes: the first
    /// vector of its draw's block (`crate::wgsl::Options::pixel_batch`).
    pub location: u8,
    /// Textures the only sampling stage binds (2-16, the batch textures; the header's `x`
    /// names the draw's), where [`batch_textures_apply`]; 0 or 1: its own only.
    pub textures: u8,
}

/// [`generate_program_fragment`] for merged draws that differ in their uniforms (and with
/// batch textures, in the texture of their only sampling stage): the block of each draw,
/// in the pixel float file (binding 2, 256 vectors, bound at the vertex file's offset),
/// holds `draw.half_pixel.w` vectors of vertex constants from the flat input at
/// `batch.location`, then a header (`x`: the batch texture entry), then the first
/// [`batched_uniform_vectors`] vectors of `NinthFixed` (the stages the key uses).
pub fn generate_batched_fragment(
    key: &FixedFragmentKey,
    clip_locations: &[u8],
    batch: FragmentBatch,
) -> Result<String, FixedError> {
    let text = emit(key, clip_locations, Some(batch));
    super::validate(&text)?;
    Ok(text)
}

/// The vectors of `NinthFixed` a batched fragment of `key` reads from its block: the four
/// of the whole cascade and four per stage up to the last it runs or samples.
pub fn batched_uniform_vectors(key: &FixedFragmentKey) -> u32 {
    let sampled = (0..super::MAX_STAGES)
        .rev()
        .find(|&n| key.texture(n).is_some())
        .map_or(0, |n| n + 1);
    (4 + 4 * key.stage_count().max(sampled)) as u32
}

/// Whether `key` may take batch textures: exactly one stage samples, with nothing emulated
/// around its sample (no MIRRORONCE or border colour).
pub fn batch_textures_apply(key: &FixedFragmentKey) -> bool {
    let mut sampled = (0..super::MAX_STAGES).filter_map(|n| key.texture(n));
    matches!(
        (sampled.next(), sampled.next()),
        (Some(t), None) if t.mirror_once == 0 && t.border == 0
    )
}

fn emit(key: &FixedFragmentKey, clip_locations: &[u8], batch: Option<FragmentBatch>) -> String {
    let batch_textures = match batch {
        Some(b) if b.textures >= 2 && batch_textures_apply(key) => {
            u32::from(b.textures).min(crate::wgsl::BATCH_TEXTURES_MAX)
        }
        _ => 0,
    };
    let mut e = Emitter {
        key,
        clip_locations,
        batch,
        batch_textures,
        out: String::with_capacity(2048),
    };
    e.module();
    e.out
}

struct Emitter<'a> {
    key: &'a FixedFragmentKey,
    /// Locations of clip distances to discard on.
    clip_locations: &'a [u8],
    /// Uniforms from the draw's block of a batch.
    batch: Option<FragmentBatch>,
    /// Textures the sampling stage binds (0: its own only).
    batch_textures: u32,
    out: String,
}

/// What an operation's formula reads, as WGSL names.
struct Operands {
    /// The argument values in the op's channel view (`c1.xyz` / `a1.w`).
    a: [String; 3],
    /// The full vec4 argument names (`c1` / `a1`).
    full: [String; 3],
    /// `.xyz` or `.w`.
    view: &'static str,
    /// This stage's texture, the next stage's texture.
    tex: String,
    next_tex: Option<String>,
    /// The result register (bump ops keep it).
    dst: &'static str,
}

fn arg_wgsl(arg: TextureArg, stage: usize) -> String {
    let base = match arg.source {
        ArgSource::Diffuse => "diffuse".to_owned(),
        ArgSource::Current => "current".to_owned(),
        ArgSource::Texture => format!("t{stage}"),
        ArgSource::TFactor => "fx.tfactor".to_owned(),
        ArgSource::Specular => "specular".to_owned(),
        ArgSource::Temp => "temp".to_owned(),
        ArgSource::Constant => format!("fx.stages[{stage}].constant"),
    };
    let v = if arg.alpha_replicate {
        format!("{base}.wwww")
    } else {
        base
    };
    if arg.complement {
        format!("(vec4f(1.0) - {v})")
    } else {
        v
    }
}

/// The formula of `op` over the operands (`None`: DOT3 colour, handled by the caller).
fn op_wgsl(op: TextureOp, o: &Operands) -> String {
    let [a0, a1, a2] = &o.a;
    let [_, f1, _] = &o.full;
    let v = o.view;
    let blend = |alpha: &str| format!("{a1} * {alpha} + {a2} * (1.0 - {alpha})");
    match op {
        TextureOp::Disable => format!("current{v}"),
        TextureOp::SelectArg1 => a1.clone(),
        TextureOp::SelectArg2 => a2.clone(),
        TextureOp::Modulate => format!("{a1} * {a2}"),
        TextureOp::Modulate2x => format!("{a1} * {a2} * 2.0"),
        TextureOp::Modulate4x => format!("{a1} * {a2} * 4.0"),
        TextureOp::Add => format!("{a1} + {a2}"),
        TextureOp::AddSigned => format!("{a1} + {a2} - 0.5"),
        TextureOp::AddSigned2x => format!("({a1} + {a2} - 0.5) * 2.0"),
        TextureOp::Subtract => format!("{a1} - {a2}"),
        TextureOp::AddSmooth => format!("{a1} + {a2} * (1.0 - {a1})"),
        TextureOp::BlendDiffuseAlpha => blend("diffuse.w"),
        TextureOp::BlendTextureAlpha => blend(&format!("{}.w", o.tex)),
        TextureOp::BlendFactorAlpha => blend("fx.tfactor.w"),
        TextureOp::BlendCurrentAlpha => blend("current.w"),
        TextureOp::BlendTextureAlphaPm => format!("{a1} + {a2} * (1.0 - {}.w)", o.tex),
        TextureOp::PreModulate => match &o.next_tex {
            Some(n) => format!("{}{v} * {n}{v}", o.tex),
            None => format!("{}{v}", o.tex),
        },
        TextureOp::ModulateAlphaAddColor => format!("{a1} + {f1}.w * {a2}"),
        TextureOp::ModulateColorAddAlpha => format!("{a1} * {a2} + {f1}.w"),
        TextureOp::ModulateInvAlphaAddColor => format!("{a1} + (1.0 - {f1}.w) * {a2}"),
        TextureOp::ModulateInvColorAddAlpha => format!("(1.0 - {a1}) * {a2} + {f1}.w"),
        TextureOp::BumpEnvMap | TextureOp::BumpEnvMapLuminance => format!("{}{v}", o.dst),
        TextureOp::DotProduct3 => {
            let [_, c1, c2] = &o.full;
            format!("dot({c1}.xyz * 2.0 - 1.0, {c2}.xyz * 2.0 - 1.0)")
        }
        TextureOp::MultiplyAdd => format!("{a0} + {a1} * {a2}"),
        TextureOp::Lerp => format!("{a0} * {a1} + (1.0 - {a0}) * {a2}"),
    }
}

/// The weight a bilinear footprint at coordinate `c` puts on texels inside a texture of
/// `size` texels along one axis (texel centres at (i + 0.5) / size).
const INSIDE_WEIGHT_WGSL: &str = "fn inside_weight(c: f32, size: f32) -> f32 {
  let p = c * size - 0.5;
  let i0 = floor(p);
  let f = p - i0;
  let w0 = select(0.0, 1.0 - f, i0 >= 0.0 && i0 <= size - 1.0);
  let w1 = select(0.0, f, i0 + 1.0 >= 0.0 && i0 + 1.0 <= size - 1.0);
  return w0 + w1;
}
";

fn cmp_wgsl(func: u8) -> &'static str {
    match func {
        1 => "false",
        2 => "a < r",
        3 => "a == r",
        4 => "a <= r",
        5 => "a > r",
        6 => "a != r",
        7 => "a >= r",
        _ => "true",
    }
}

impl Emitter<'_> {
    fn line(&mut self, s: &str) {
        self.out.push_str(s);
        self.out.push('\n');
    }

    fn module(&mut self) {
        let key = self.key;
        if self.batch_textures > 0 {
            // The batch texture entry is the same for every pixel of a primitive (a flat
            // input), so implicit derivatives stay defined inside the `switch`.
            self.out
                .push_str("diagnostic(off, derivative_uniformity);\n");
        }
        self.out.push_str(FIXED_UNIFORMS_WGSL);
        if self.batch.is_some() {
            let _ = writeln!(
                self.out,
                "struct NinthDraw {{\n  half_pixel: vec4f,\n  fog: vec4f,\n  fog_color: vec4f,\n  alpha_test: vec4f,\n}}\n@group(0) @binding({}) var<uniform> draw: NinthDraw;\n@group(0) @binding({FIXED_BINDING}) var<uniform> block: array<vec4f, {}>;",
                crate::wgsl::DRAW_BINDING,
                crate::wgsl::FLOAT_FILE_VECTORS
            );
        } else {
            let _ = writeln!(
                self.out,
                "@group(0) @binding({}) var<uniform> fx: NinthFixed;",
                FIXED_BINDING
            );
        }
        for t in key.textures() {
            let n = t.sampler;
            let ty = match key.texture(n as usize).map(|t| t.kind) {
                Some(TextureKind::Cube) => "texture_cube<f32>",
                Some(TextureKind::Volume) => "texture_3d<f32>",
                _ => "texture_2d<f32>",
            };
            let _ = writeln!(
                self.out,
                "@group(1) @binding({}) var tex{n}: {ty};\n@group(1) @binding({}) var samp{n}: sampler;",
                2 * n,
                2 * n + 1
            );
            for k in 1..self.batch_textures {
                let _ = writeln!(
                    self.out,
                    "@group(1) @binding({}) var tex{n}_{k}: {ty};",
                    crate::wgsl::batch_texture_binding(k)
                );
            }
        }
        if (0..super::MAX_STAGES).any(|n| key.texture(n).is_some_and(|t| t.border_blend)) {
            self.out.push_str(INSIDE_WEIGHT_WGSL);
        }
        let fields = self.input_fields();
        if !fields.is_empty() {
            self.out.push_str("struct PsIn {\n");
            self.out.push_str(&fields);
            self.out.push_str("}\n");
            self.line("@fragment\nfn main(input: PsIn) -> @location(0) vec4f {");
        } else {
            self.line("@fragment\nfn main() -> @location(0) vec4f {");
        }
        if self.batch.is_some() {
            self.batched_uniforms();
        }
        let inputs = key.inputs();
        if inputs.contains(FixedInputs::DIFFUSE) {
            let _ = writeln!(self.out, "  let diffuse = input.l{COLOR0_LOCATION};");
        } else {
            self.line("  let diffuse = vec4f(1.0);");
        }
        if inputs.contains(FixedInputs::SPECULAR) {
            let _ = writeln!(self.out, "  let specular = input.l{COLOR1_LOCATION};");
        } else {
            self.line("  let specular = vec4f(0.0);");
        }
        self.line("  var current = diffuse;\n  var temp = vec4f(0.0);");
        self.samples();
        for (n, s) in key.stages().iter().enumerate() {
            self.stage(n, s);
        }
        self.tail();
        self.line("}");
    }

    fn input_fields(&self) -> String {
        let key = self.key;
        let mut f = String::new();
        if fog::needs_frag_coord(key.fog(), key.fog_source()) {
            f.push_str("  @builtin(position) frag_coord: vec4f,\n");
        }
        let locs = key.input_locations();
        for l in 0..16u32 {
            if locs & (1 << l) == 0 {
                continue;
            }
            let interp = if key.flat_shading() && (l == COLOR0_LOCATION || l == COLOR1_LOCATION) {
                FLAT_INTERPOLATION
            } else {
                ""
            };
            let _ = writeln!(f, "  @location({l}){interp} l{l}: vec4f,");
        }
        for l in self.clip_locations {
            let _ = writeln!(f, "  @location({l}) clip{l}: vec4f,");
        }
        if let Some(b) = self.batch {
            let _ = writeln!(
                f,
                "  @location({}) @interpolate(flat) batch: u32,",
                b.location
            );
        }
        f
    }

    /// `fx` from the draw's block: the header at `draw.half_pixel.w` vectors after the
    /// block's first vector, `NinthFixed`'s used vectors after it, zeros for stages the
    /// key never reads.
    fn batched_uniforms(&mut self) {
        let used = batched_uniform_vectors(self.key) as usize;
        self.line("  let header = input.batch + u32(draw.half_pixel.w);");
        let v = |i: usize| {
            if i < used {
                format!("block[header + {}u]", i + 1)
            } else {
                "vec4f(0.0)".to_owned()
            }
        };
        let stages: Vec<String> = (0..super::MAX_STAGES)
            .map(|n| {
                let at = 4 + 4 * n;
                format!(
                    "NinthFixedStage({}, {}, {}, {})",
                    v(at),
                    v(at + 1),
                    v(at + 2),
                    v(at + 3)
                )
            })
            .collect();
        let _ = writeln!(
            self.out,
            "  let fx = NinthFixed({}, {}, {}, {}, array<NinthFixedStage, 8>({}));",
            v(0),
            v(1),
            v(2),
            v(3),
            stages.join(", ")
        );
    }

    /// Every texture sample, in stage order (a bump stage's sample perturbs the next one's
    /// coordinates; PREMODULATE reads the next stage's sample).
    fn samples(&mut self) {
        let key = self.key;
        for n in 0..super::MAX_STAGES {
            let Some(t) = key.texture(n) else { continue };
            let tc = format!("input.l{}", t.texcoord);
            let comps = if t.kind == TextureKind::Tex2d {
                "xy"
            } else {
                "xyz"
            };
            let mut coord = match t.projected {
                2..=4 => {
                    let d = ["x", "y", "z", "w"][usize::from(t.projected - 1)];
                    format!("{tc}.{comps} / {tc}.{d}")
                }
                _ => format!("{tc}.{comps}"),
            };
            let bump = n
                .checked_sub(1)
                .and_then(|p| key.stage(p))
                .map(|s| s.color.op)
                .filter(|op| op.is_bump());
            if bump.is_some() {
                let p = n - 1;
                let _ = writeln!(
                    self.out,
                    "  let bump{n} = fx.stages[{p}].bump_mat.xy * t{p}.x + fx.stages[{p}].bump_mat.zw * t{p}.y;"
                );
                coord = if t.kind == TextureKind::Tex2d {
                    format!("{coord} + bump{n}")
                } else {
                    format!("{coord} + vec3f(bump{n}, 0.0)")
                };
            }
            if t.mirror_once != 0 || t.border != 0 {
                let _ = writeln!(self.out, "  let c{n} = {coord};");
                coord = format!("c{n}");
            }
            if t.mirror_once != 0 {
                // MIRRORONCE: mirrored once about 0, then clamped by the sampler.
                let parts: Vec<String> = comps
                    .chars()
                    .enumerate()
                    .map(|(axis, c)| {
                        if t.mirror_once & (1 << axis) != 0 {
                            format!("abs(c{n}.{c})")
                        } else {
                            format!("c{n}.{c}")
                        }
                    })
                    .collect();
                let ty = if comps.len() == 2 { "vec2f" } else { "vec3f" };
                coord = format!("{ty}({})", parts.join(", "));
            }
            // D3DSAMP_MIPMAPLODBIAS: WebGPU samplers have no bias field.
            let mut sample =
                format!("textureSampleBias(tex{n}, samp{n}, {coord}, fx.stages[{n}].bump_lum.z)");
            if t.border != 0 && t.border_blend {
                // BORDER with a colour the sampler cannot have, linearly filtered: the
                // sampler gives transparent black for the footprint outside the texture,
                // where D3D9 reads border texels, so the colour is added with that weight.
                let inside: Vec<String> = comps
                    .chars()
                    .enumerate()
                    .filter(|(axis, _)| t.border & (1 << axis) != 0)
                    .map(|(_, c)| format!("inside_weight(c{n}.{c}, size{n}.{c})"))
                    .collect();
                let _ = writeln!(
                    self.out,
                    "  let size{n} = {}(textureDimensions(tex{n}, 0));",
                    if comps.len() == 2 { "vec2f" } else { "vec3f" }
                );
                sample = format!(
                    "{sample} + fx.stages[{n}].border * (1.0 - {})",
                    inside.join(" * ")
                );
            } else if t.border != 0 {
                // BORDER with a colour the sampler cannot have: the colour outside 0..1.
                let outside: Vec<String> = comps
                    .chars()
                    .enumerate()
                    .filter(|(axis, _)| t.border & (1 << axis) != 0)
                    .map(|(_, c)| format!("c{n}.{c} < 0.0 || c{n}.{c} > 1.0"))
                    .collect();
                sample = format!(
                    "select({sample}, fx.stages[{n}].border, {})",
                    outside.join(" || ")
                );
            }
            if self.batch_textures > 0 {
                // The draw's entry of the batch textures (`switch`: no descriptor indexing).
                let _ = writeln!(self.out, "  var s{n}: vec4f;");
                self.line("  switch (u32(block[header].x)) {");
                for k in 1..self.batch_textures {
                    let other = sample.replace(&format!("tex{n},"), &format!("tex{n}_{k},"));
                    let _ = writeln!(self.out, "    case {k}u: {{\n      s{n} = {other};\n    }}");
                }
                let _ = writeln!(self.out, "    default: {{\n      s{n} = {sample};\n    }}");
                self.line("  }");
                sample = format!("s{n}");
            }
            if bump == Some(TextureOp::BumpEnvMapLuminance) {
                let p = n - 1;
                let _ = writeln!(
                    self.out,
                    "  let t{n} = {sample} * saturate(t{p}.z * fx.stages[{p}].bump_lum.x + fx.stages[{p}].bump_lum.y);"
                );
            } else {
                let _ = writeln!(self.out, "  let t{n} = {sample};");
            }
        }
    }

    fn operands(&self, n: usize, prefix: &str, view: &'static str, dst: &'static str) -> Operands {
        let full: [String; 3] = std::array::from_fn(|i| format!("{prefix}{i}"));
        let a: [String; 3] = std::array::from_fn(|i| format!("{prefix}{i}{view}"));
        let next_tex = if n + 1 < super::MAX_STAGES && self.key.texture(n + 1).is_some() {
            Some(format!("t{}", n + 1))
        } else {
            None
        };
        Operands {
            a,
            full,
            view,
            tex: format!("t{n}"),
            next_tex,
            dst,
        }
    }

    fn stage(&mut self, n: usize, s: &StageKey) {
        let dst = if s.result_temp { "temp" } else { "current" };
        let _ = writeln!(
            self.out,
            "  // stage {n}: {} / {}",
            s.color.op.d3d_name(),
            s.alpha.op.d3d_name()
        );
        self.line("  {");
        for (prefix, op) in [("c", &s.color), ("a", &s.alpha)] {
            let mask = op.op.arg_mask();
            for (i, arg) in op.args.iter().enumerate() {
                if mask & (1 << i) != 0 {
                    let _ = writeln!(self.out, "    let {prefix}{i} = {};", arg_wgsl(*arg, n));
                }
            }
        }
        let c = op_wgsl(s.color.op, &self.operands(n, "c", ".xyz", dst));
        if s.color.op == TextureOp::DotProduct3 {
            let _ = writeln!(self.out, "    {dst} = vec4f(saturate({c}));");
        } else {
            let a = op_wgsl(s.alpha.op, &self.operands(n, "a", ".w", dst));
            let _ = writeln!(self.out, "    {dst} = vec4f(saturate({c}), saturate({a}));");
        }
        self.line("  }");
    }

    fn tail(&mut self) {
        let key = self.key;
        self.line("  var color = current;");
        if key.specular_enable() {
            self.line("  color = vec4f(saturate(color.xyz + specular.xyz), color.w);");
        }
        if let Some(f) = fog::factor_wgsl(key.fog(), key.fog_source(), FOG_LOCATION) {
            let _ = writeln!(
                self.out,
                "  let fog_factor = saturate({f});\n  color = vec4f(mix(fx.fog_color.xyz, color.xyz, fog_factor), color.w);"
            );
        }
        if let Some(func) = key.alpha_func() {
            // D3D9 compares the 8-bit alpha with the 8-bit reference.
            let _ = writeln!(
                self.out,
                "  let a = round(saturate(color.w) * 255.0);\n  let r = fx.alpha.x;\n  if (!({})) {{\n    discard;\n  }}",
                cmp_wgsl(func)
            );
        }
        for l in self.clip_locations {
            // A user clip plane's distance below 0: outside the plane.
            let _ = writeln!(
                self.out,
                "  if (any(input.clip{l} < vec4f(0.0))) {{\n    discard;\n  }}"
            );
        }
        self.line("  return color;");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixed::{FixedFragmentState, StageState};

    fn key(state: &FixedFragmentState) -> FixedFragmentKey {
        FixedFragmentKey::new(state).unwrap()
    }

    /// Batched fragments validate with and without batch textures, read their uniforms from
    /// the draw's block, and zero the stages the key never reads.
    #[test]
    fn batched_fragments_read_the_draws_block() {
        let one = FixedFragmentState::default();
        let mut two = FixedFragmentState::default();
        two.stages[1] = StageState::d3d9_default(0);
        two.fog = crate::fixed::FixedFog::Linear;
        for (state, stages) in [(one, 1), (two, 2)] {
            let k = key(&state);
            assert_eq!(batched_uniform_vectors(&k), 4 + 4 * stages);
            assert_eq!(batch_textures_apply(&k), stages == 1);
            for textures in [0, 16] {
                let batch = FragmentBatch {
                    location: 15,
                    textures,
                };
                let text = generate_batched_fragment(&k, &[14], batch).unwrap();
                assert!(text.contains("@location(15) @interpolate(flat) batch: u32"));
                assert!(text.contains("let header = input.batch + u32(draw.half_pixel.w);"));
                assert!(text.contains("block[header + 1u]"), "{text}");
                let last = format!("block[header + {}u]", 4 + 4 * stages);
                assert!(text.contains(&last), "{text}");
                let beyond = format!("block[header + {}u]", 5 + 4 * stages);
                assert!(!text.contains(&beyond), "{text}");
                let switched = text.contains("case 15u:");
                assert_eq!(switched, textures == 16 && stages == 1, "{text}");
            }
        }
    }
}
