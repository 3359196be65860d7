//! A CPU model of the fixed-function pixel pipeline, written from the D3D9 documentation
//! independently of the WGSL emitter: the oracle the renderer's GPU pixel tests compare
//! against (within 1/255), and what this crate's tests check by hand-computed numbers.
//!
//! Colours are `[r, g, b, a]` in 0..1. Textures are sampled through a callback that
//! receives the stage and the final coordinate (after the projective divide and the bump
//! perturbation; `[u, v, 0, 0]` for 2D, `[x, y, z, 0]` for cube and volume).

use super::args::{ArgSource, TextureArg};
use super::fog::{FixedFog, FogSource};
use super::key::{FixedFragmentKey, StageKey, TextureKind};
use super::ops::TextureOp;
use super::uniforms::FixedUniforms;

/// An RGBA colour.
pub type Rgba = [f32; 4];

/// What the pixel receives from the vertex stage and rasteriser.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PixelInputs {
    /// COLOR0 (ignored, white, when the key has no DIFFUSE input).
    pub diffuse: Rgba,
    /// COLOR1 (ignored, zero, when the key has no SPECULAR input).
    pub specular: Rgba,
    /// TEXCOORD0-7.
    pub texcoords: [[f32; 4]; 8],
    /// FOG0's x: the vertex fog factor or the radial eye distance.
    pub fog: f32,
    /// The pixel's depth (0..1).
    pub depth: f32,
    /// The pixel's clip-space w.
    pub w: f32,
}

impl Default for PixelInputs {
    fn default() -> Self {
        PixelInputs {
            diffuse: [1.0; 4],
            specular: [0.0; 4],
            texcoords: [[0.0; 4]; 8],
            fog: 1.0,
            depth: 0.0,
            w: 1.0,
        }
    }
}

fn clamp01(x: f32) -> f32 {
    x.clamp(0.0, 1.0)
}

/// An argument's value after ALPHAREPLICATE and COMPLEMENT.
pub fn modify(value: Rgba, arg: TextureArg) -> Rgba {
    let mut v = value;
    if arg.alpha_replicate {
        v = [value[3]; 4];
    }
    if arg.complement {
        for c in &mut v {
            *c = 1.0 - *c;
        }
    }
    v
}

/// Everything a stage operation may read besides its arguments.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct OpContext {
    /// The diffuse colour (BLENDDIFFUSEALPHA).
    pub diffuse: Rgba,
    /// This stage's texture (BLENDTEXTUREALPHA(PM), PREMODULATE).
    pub texture: Rgba,
    /// The next stage's texture (PREMODULATE; white where there is none).
    pub next_texture: Rgba,
    /// TEXTUREFACTOR (BLENDFACTORALPHA).
    pub tfactor: Rgba,
    /// CURRENT before the stage (BLENDCURRENTALPHA, alpha DISABLE).
    pub current: Rgba,
    /// The stage's result register before the stage (the bump ops keep it).
    pub dst: Rgba,
}

/// One channel of a D3D9 texture op, before the stage's clamp: `a0`, `a1`, `a2` are the
/// channel of each argument, `a1_alpha` the alpha of argument 1, `alphas` =
/// (diffuse, texture, tfactor, current) alpha, `tex` / `next` / `dst` the channel of this
/// stage's texture, the next stage's and the result register. DOTPRODUCT3 is not
/// per-channel: see [`dot3`].
#[allow(clippy::too_many_arguments)]
fn channel(
    op: TextureOp,
    a0: f32,
    a1: f32,
    a2: f32,
    a1_alpha: f32,
    alphas: [f32; 4],
    tex: f32,
    next: f32,
    dst: f32,
    current: f32,
) -> f32 {
    let [da, ta, fa, ca] = alphas;
    match op {
        TextureOp::Disable => current,
        TextureOp::SelectArg1 => a1,
        TextureOp::SelectArg2 => a2,
        TextureOp::Modulate => a1 * a2,
        TextureOp::Modulate2x => 2.0 * (a1 * a2),
        TextureOp::Modulate4x => 4.0 * (a1 * a2),
        TextureOp::Add => a1 + a2,
        TextureOp::AddSigned => a1 + a2 - 0.5,
        TextureOp::AddSigned2x => 2.0 * (a1 + a2 - 0.5),
        TextureOp::Subtract => a1 - a2,
        // Arg1 + Arg2 - Arg1 * Arg2.
        TextureOp::AddSmooth => a1 + a2 - a1 * a2,
        TextureOp::BlendDiffuseAlpha => a1 * da + a2 * (1.0 - da),
        TextureOp::BlendTextureAlpha => a1 * ta + a2 * (1.0 - ta),
        TextureOp::BlendFactorAlpha => a1 * fa + a2 * (1.0 - fa),
        TextureOp::BlendCurrentAlpha => a1 * ca + a2 * (1.0 - ca),
        TextureOp::BlendTextureAlphaPm => a1 + a2 * (1.0 - ta),
        TextureOp::PreModulate => tex * next,
        TextureOp::ModulateAlphaAddColor => a1 + a1_alpha * a2,
        TextureOp::ModulateColorAddAlpha => a1 * a2 + a1_alpha,
        TextureOp::ModulateInvAlphaAddColor => (1.0 - a1_alpha) * a2 + a1,
        TextureOp::ModulateInvColorAddAlpha => (1.0 - a1) * a2 + a1_alpha,
        TextureOp::BumpEnvMap | TextureOp::BumpEnvMapLuminance => dst,
        TextureOp::DotProduct3 => 0.0,
        TextureOp::MultiplyAdd => a1 * a2 + a0,
        TextureOp::Lerp => a0 * a1 + (1.0 - a0) * a2,
    }
}

/// DOTPRODUCT3: `4 ((r1 - .5)(r2 - .5) + (g1 - .5)(g2 - .5) + (b1 - .5)(b2 - .5))`, clamped.
pub fn dot3(a1: Rgba, a2: Rgba) -> f32 {
    let s: f32 = (0..3).map(|i| (a1[i] - 0.5) * (a2[i] - 0.5)).sum();
    clamp01(4.0 * s)
}

/// A colour op on full argument values: the clamped rgb (DOTPRODUCT3: replicated).
pub fn color_op(op: TextureOp, args: [Rgba; 3], ctx: &OpContext) -> [f32; 3] {
    if op == TextureOp::DotProduct3 {
        return [dot3(args[1], args[2]); 3];
    }
    let alphas = [
        ctx.diffuse[3],
        ctx.texture[3],
        ctx.tfactor[3],
        ctx.current[3],
    ];
    std::array::from_fn(|i| {
        clamp01(channel(
            op,
            args[0][i],
            args[1][i],
            args[2][i],
            args[1][3],
            alphas,
            ctx.texture[i],
            ctx.next_texture[i],
            ctx.dst[i],
            ctx.current[i],
        ))
    })
}

/// An alpha op on full argument values: the clamped alpha (DOTPRODUCT3 on the arguments'
/// rgb, as the colour op).
pub fn alpha_op(op: TextureOp, args: [Rgba; 3], ctx: &OpContext) -> f32 {
    if op == TextureOp::DotProduct3 {
        return dot3(args[1], args[2]);
    }
    let alphas = [
        ctx.diffuse[3],
        ctx.texture[3],
        ctx.tfactor[3],
        ctx.current[3],
    ];
    clamp01(channel(
        op,
        args[0][3],
        args[1][3],
        args[2][3],
        args[1][3],
        alphas,
        ctx.texture[3],
        ctx.next_texture[3],
        ctx.dst[3],
        ctx.current[3],
    ))
}

/// The table fog factor (unclamped) for distance `d`; `None` for non-table modes. LINEAR
/// with end = start is 0 (everything fogged).
pub fn table_fog(mode: FixedFog, d: f32, start: f32, end: f32, density: f32) -> Option<f32> {
    match mode {
        FixedFog::Linear if end == start => Some(0.0),
        FixedFog::Linear => Some((end - d) / (end - start)),
        FixedFog::Exp => Some((-(density * d)).exp()),
        FixedFog::Exp2 => Some((-(density * d) * (density * d)).exp()),
        _ => None,
    }
}

/// The D3D9 alpha test: `func` (D3DCMPFUNC 1-8) comparing the pixel's 8-bit alpha
/// (`round(a * 255)`, a clamped to 0..1) with the 8-bit reference. True = keep.
pub fn alpha_test(func: u8, alpha: f32, alpha_ref: u32) -> bool {
    let a = (clamp01(alpha) * 255.0).round() as u32;
    let r = alpha_ref & 0xff;
    match func {
        1 => false,
        2 => a < r,
        3 => a == r,
        4 => a <= r,
        5 => a > r,
        6 => a != r,
        7 => a >= r,
        _ => true,
    }
}

/// The texture coordinate a stage samples at (projective divide done, no bump).
pub fn stage_coord(tc: [f32; 4], kind: TextureKind, projected: u8) -> [f32; 4] {
    let n = if kind == TextureKind::Tex2d { 2 } else { 3 };
    let q = match projected {
        2..=4 => tc[usize::from(projected) - 1],
        _ => 1.0,
    };
    std::array::from_fn(|i| if i < n { tc[i] / q } else { 0.0 })
}

/// Evaluate the cascade, specular, fog and alpha test for one pixel: the output colour,
/// `None` where the alpha test discards.
pub fn evaluate(
    key: &FixedFragmentKey,
    u: &FixedUniforms,
    input: &PixelInputs,
    sample: &dyn Fn(usize, [f32; 4]) -> Rgba,
) -> Option<Rgba> {
    use super::key::FixedInputs as I;
    let inputs = key.inputs();
    let diffuse = if inputs.contains(I::DIFFUSE) {
        input.diffuse
    } else {
        [1.0; 4]
    };
    let specular = if inputs.contains(I::SPECULAR) {
        input.specular
    } else {
        [0.0; 4]
    };
    let stages: Vec<StageKey> = key.stages();
    // Texture samples, in stage order (a bump stage perturbs the next stage's sample).
    let mut tex: [Rgba; 8] = [[1.0; 4]; 8];
    for n in 0..8 {
        let Some(t) = key.texture(n) else { continue };
        let mut c = stage_coord(
            input.texcoords[usize::from(t.texcoord)],
            t.kind,
            t.projected,
        );
        let bump = n
            .checked_sub(1)
            .and_then(|p| stages.get(p))
            .map(|s| s.color.op)
            .filter(|op| op.is_bump());
        if bump.is_some() {
            let b = &u.stages[n - 1];
            let (du, dv) = (tex[n - 1][0], tex[n - 1][1]);
            c[0] += b.bump_mat[0] * du + b.bump_mat[2] * dv;
            c[1] += b.bump_mat[1] * du + b.bump_mat[3] * dv;
        }
        for (axis, v) in c.iter_mut().take(3).enumerate() {
            if t.mirror_once & (1 << axis) != 0 {
                *v = v.abs();
            }
        }
        let outside =
            (0..3).any(|axis| t.border & (1 << axis) != 0 && !(0.0..=1.0).contains(&c[axis]));
        let mut s = if outside {
            u.stages[n].border_color
        } else {
            sample(n, c)
        };
        if bump == Some(TextureOp::BumpEnvMapLuminance) {
            let b = &u.stages[n - 1];
            let l = clamp01(tex[n - 1][2] * b.bump_lscale + b.bump_loffset);
            for v in &mut s {
                *v *= l;
            }
        }
        tex[n] = s;
    }
    let mut current = diffuse;
    let mut temp = [0.0f32; 4];
    for (n, s) in stages.iter().enumerate() {
        let value = |a: TextureArg| -> Rgba {
            let v = match a.source {
                ArgSource::Diffuse => diffuse,
                ArgSource::Current => current,
                ArgSource::Texture => tex[n],
                ArgSource::TFactor => u.tfactor,
                ArgSource::Specular => specular,
                ArgSource::Temp => temp,
                ArgSource::Constant => u.stages[n].constant,
            };
            modify(v, a)
        };
        let ctx = OpContext {
            diffuse,
            texture: tex[n],
            next_texture: if n + 1 < 8 && key.texture(n + 1).is_some() {
                tex[n + 1]
            } else {
                [1.0; 4]
            },
            tfactor: u.tfactor,
            current,
            dst: if s.result_temp { temp } else { current },
        };
        let rgb = color_op(s.color.op, s.color.args.map(value), &ctx);
        let a = if s.color.op == TextureOp::DotProduct3 {
            rgb[0]
        } else {
            alpha_op(s.alpha.op, s.alpha.args.map(value), &ctx)
        };
        let result = [rgb[0], rgb[1], rgb[2], a];
        if s.result_temp {
            temp = result;
        } else {
            current = result;
        }
    }
    let mut out = current;
    if key.specular_enable() {
        for (o, s) in out.iter_mut().zip(specular).take(3) {
            *o = clamp01(*o + s);
        }
    }
    let f = match key.fog() {
        FixedFog::Off => None,
        FixedFog::Vertex => Some(input.fog),
        mode => {
            let d = match key.fog_source() {
                FogSource::Depth => input.depth,
                FogSource::W => input.w,
                FogSource::Radial => input.fog,
            };
            table_fog(mode, d, u.fog_start, u.fog_end, u.fog_density)
        }
    };
    if let Some(f) = f {
        let f = clamp01(f);
        for (o, c) in out.iter_mut().zip(u.fog_color).take(3) {
            *o = f * *o + (1.0 - f) * c;
        }
    }
    if let Some(func) = key.alpha_func()
        && !alpha_test(func, out[3], u.alpha_ref)
    {
        return None;
    }
    Some(out)
}
