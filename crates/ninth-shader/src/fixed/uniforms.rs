//! The fixed fragment's uniform block `NinthFixed` (group 0, binding 7): everything the
//! key leaves out because it does not change the code.
//!
//! Layout (WGSL uniform address space / std140 compatible, 576 bytes, all `f32`):
//!
//! | offset | WGSL field | contents |
//! |--------|------------|----------|
//! | 0   | `tfactor: vec4f`   | D3DRS_TEXTUREFACTOR, RGBA 0..1 |
//! | 16  | `fog_color: vec4f` | D3DRS_FOGCOLOR, RGBA 0..1 (alpha unused) |
//! | 32  | `fog: vec4f`       | `x` D3DRS_FOGSTART, `y` D3DRS_FOGEND, `z` D3DRS_FOGDENSITY, `w` `1 / (end - start)` (0 when end = start: everything fogged) |
//! | 48  | `alpha: vec4f`     | `x` D3DRS_ALPHAREF (0..255, the low 8 bits, as a float), `yzw` 0 |
//! | 64 + 64 n | `stages[n].constant: vec4f` | D3DTSS_CONSTANT of stage n, RGBA 0..1 |
//! | 80 + 64 n | `stages[n].bump_mat: vec4f` | BUMPENVMAT00, BUMPENVMAT01, BUMPENVMAT10, BUMPENVMAT11 of stage n |
//! | 96 + 64 n | `stages[n].bump_lum: vec4f` | `x` BUMPENVLSCALE, `y` BUMPENVLOFFSET, `z` D3DSAMP_MIPMAPLODBIAS (clamped to WGSL's -16..15.99) of stage n, `w` 0 |
//! | 112 + 64 n | `stages[n].border: vec4f` | D3DSAMP_BORDERCOLOR of stage n, RGBA 0..1 (read where the code emulates BORDER addressing) |
//!
//! for n = 0..8. The bump values of a BUMPENVMAP stage are its own (D3D9 reads the matrix
//! of the stage with the bump op, not of the stage it perturbs). [`FixedUniforms::to_bytes`]
//! writes exactly this layout (little-endian f32).

/// Bind group of `NinthFixed` (the uniform group of the binding contract).
pub const FIXED_GROUP: u32 = 0;
/// Binding of `NinthFixed`: the pixel shader's float constants' (a draw without a pixel
/// shader has none).
pub const FIXED_BINDING: u32 = crate::wgsl::PIXEL_FLOAT_BINDING;
/// Size of `NinthFixed` in bytes.
pub const FIXED_UNIFORMS_SIZE: usize = 576;
/// Byte offset of `tfactor`.
pub const OFFSET_TFACTOR: usize = 0;
/// Byte offset of `fog_color`.
pub const OFFSET_FOG_COLOR: usize = 16;
/// Byte offset of `fog` (start, end, density).
pub const OFFSET_FOG: usize = 32;
/// Byte offset of `alpha` (`x`: ALPHAREF 0..255).
pub const OFFSET_ALPHA: usize = 48;
/// Byte offset of `stages[0]`; stage n is at `OFFSET_STAGES + STAGE_STRIDE * n`.
pub const OFFSET_STAGES: usize = 64;
/// Size of one stage's entry.
pub const STAGE_STRIDE: usize = 64;

/// The WGSL structs of the block, as the generated fragment spells them (the variable `fx`
/// follows, at [`FIXED_BINDING`]).
pub const FIXED_UNIFORMS_WGSL: &str = "struct NinthFixedStage {
  constant: vec4f,
  bump_mat: vec4f,
  bump_lum: vec4f,
  border: vec4f,
}
struct NinthFixed {
  tfactor: vec4f,
  fog_color: vec4f,
  fog: vec4f,
  alpha: vec4f,
  stages: array<NinthFixedStage, 8>,
}
";

/// Per-stage uniforms.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct FixedStageUniforms {
    /// D3DTSS_CONSTANT as RGBA 0..1.
    pub constant: [f32; 4],
    /// D3DTSS_BUMPENVMAT00, 01, 10, 11.
    pub bump_mat: [f32; 4],
    /// D3DTSS_BUMPENVLSCALE.
    pub bump_lscale: f32,
    /// D3DTSS_BUMPENVLOFFSET.
    pub bump_loffset: f32,
    /// D3DSAMP_MIPMAPLODBIAS of the stage's sampler (added to the LOD of its sample).
    pub lod_bias: f32,
    /// D3DSAMP_BORDERCOLOR of the stage's sampler as RGBA 0..1.
    pub border_color: [f32; 4],
}

/// The values of `NinthFixed`; [`FixedUniforms::to_bytes`] gives the buffer contents.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct FixedUniforms {
    /// D3DRS_TEXTUREFACTOR as RGBA 0..1 ([`d3dcolor_to_rgba`]).
    pub tfactor: [f32; 4],
    /// D3DRS_FOGCOLOR as RGBA 0..1.
    pub fog_color: [f32; 4],
    /// D3DRS_FOGSTART.
    pub fog_start: f32,
    /// D3DRS_FOGEND.
    pub fog_end: f32,
    /// D3DRS_FOGDENSITY.
    pub fog_density: f32,
    /// D3DRS_ALPHAREF (only the low 8 bits count, as in D3D9).
    pub alpha_ref: u32,
    /// Per stage.
    pub stages: [FixedStageUniforms; 8],
}

/// A `D3DCOLOR` (0xAARRGGBB) as RGBA floats 0..1.
pub fn d3dcolor_to_rgba(c: u32) -> [f32; 4] {
    let ch = |s: u32| ((c >> s) & 0xff) as f32 / 255.0;
    [ch(16), ch(8), ch(0), ch(24)]
}

/// `1 / (end - start)`, 0 when end = start (LINEAR fog then fogs everything, as wined3d
/// does) or when the quotient is not finite.
pub fn linear_fog_scale(start: f32, end: f32) -> f32 {
    let s = 1.0 / (end - start);
    if s.is_finite() { s } else { 0.0 }
}

impl FixedUniforms {
    /// The 576 bytes of `NinthFixed` (little-endian), ready for a uniform buffer.
    pub fn to_bytes(&self) -> [u8; FIXED_UNIFORMS_SIZE] {
        let mut out = [0u8; FIXED_UNIFORMS_SIZE];
        let mut put = |offset: usize, v: [f32; 4]| {
            for (i, x) in v.iter().enumerate() {
                out[offset + 4 * i..offset + 4 * i + 4].copy_from_slice(&x.to_le_bytes());
            }
        };
        put(OFFSET_TFACTOR, self.tfactor);
        put(OFFSET_FOG_COLOR, self.fog_color);
        put(
            OFFSET_FOG,
            [
                self.fog_start,
                self.fog_end,
                self.fog_density,
                linear_fog_scale(self.fog_start, self.fog_end),
            ],
        );
        put(
            OFFSET_ALPHA,
            [(self.alpha_ref & 0xff) as f32, 0.0, 0.0, 0.0],
        );
        for (n, s) in self.stages.iter().enumerate() {
            let base = OFFSET_STAGES + STAGE_STRIDE * n;
            put(base, s.constant);
            put(base + 16, s.bump_mat);
            // WGSL's textureSampleBias takes biases in -16.0..=15.99.
            let bias = if s.lod_bias.is_nan() {
                0.0
            } else {
                s.lod_bias.clamp(-16.0, 15.99)
            };
            put(base + 32, [s.bump_lscale, s.bump_loffset, bias, 0.0]);
            put(base + 48, s.border_color);
        }
        out
    }
}
