//! Fixed-function shader generation: the D3D9 texture-stage cascade (with specular, fog
//! and alpha test) as a WGSL fragment per [`FixedFragmentKey`], the generated vertex stages
//! of pretransformed (RHW) and clip-space records, and the fixed-function vertex pipeline
//! ([`tnl`], a generated vs_2_0 program). Every module is validated by naga before it is
//! returned. The renderer draws all of them on its one draw path, as the pixel stage or the
//! vertex stage of a programmable draw.
//!
//! # Use (the renderer)
//!
//! 1. Fill a [`FixedFragmentState`] from D3D9 state (raw `D3DTSS_*` / `D3DRS_*` values, the
//!    bound texture kinds, what the vertex stage provides) and build the key with
//!    [`FixedFragmentKey::new`] (typed [`FixedError`]s name the stage).
//! 2. Get the fragment text from [`generate_program_fragment`], one module per key.
//! 3. Vertex stage: [`generate_rhw_vertex`] / [`generate_clip_vertex`] with
//!    [`FixedVertexDesc::outputs`] = [`FixedFragmentKey::input_locations`] (the record
//!    layout is in [`vertex`]; with a translated pixel shader the RHW code takes its link
//!    map, locations and centroid mask), or a translated vertex shader with
//!    `Options::link_locations = Some(key.input_locations())`,
//!    `Options::flat_shading = key.flat_shading()` and the standard link map.
//! 4. Bindings, those of translated shaders: `NinthFixed` at (group 0, binding 2), the
//!    pixel float constants' binding ([`FixedUniforms::to_bytes`], 576 bytes, layout in
//!    [`uniforms`]); `NinthDraw` at (0, 0) for the vertex code; textures of stage n at
//!    (1, 2n) with the sampler at (1, 2n + 1) ([`FixedFragmentKey::textures`]), exactly as a
//!    translated pixel shader's `s#n`, so one pipeline layout serves both.
//!
//! ```
//! use ninth_shader::fixed::*;
//!
//! // D3D9's initial state: stage 0 MODULATE(TEXTURE, CURRENT), alpha SELECTARG1(TEXTURE).
//! let mut state = FixedFragmentState::default();
//! state.alpha_test = true;
//! state.alpha_func = 7; // D3DCMP_GREATEREQUAL
//! let key = FixedFragmentKey::new(&state)?;
//!
//! let fragment = generate_program_fragment(&key, &[])?; // validated WGSL
//! let desc = FixedVertexDesc {
//!     outputs: key.input_locations(),
//!     flat_shading: key.flat_shading(),
//!     ..Default::default()
//! };
//! let vertex = generate_rhw_vertex(&desc)?;
//! assert!(fragment.contains("@fragment") && vertex.contains("@vertex"));
//! assert_eq!(key.textures().len(), 1); // stage 0's texture at (1, 0), sampler at (1, 1)
//!
//! let uniforms = FixedUniforms {
//!     tfactor: d3dcolor_to_rgba(0xff80_4020),
//!     alpha_ref: 128,
//!     ..Default::default()
//! };
//! assert_eq!(uniforms.to_bytes().len(), uniforms::FIXED_UNIFORMS_SIZE); // 576
//! # Ok::<(), FixedError>(())
//! ```
//!
//! # Semantics
//!
//! The cascade follows the D3D9 documentation ([`TextureOp`] gives each formula): stages
//! run until the first colour DISABLE; CURRENT starts as the diffuse colour (white without
//! COLOR0; specular is zero without COLOR1; TEMP starts at zero); each stage computes its
//! colour and alpha from the registers as they were before the stage, clamps both to
//! [0, 1] and writes them to CURRENT or TEMP (RESULTARG); an alpha op of DISABLE passes
//! CURRENT's alpha. DOTPRODUCT3 as a colour op fills all four channels (its alpha op is
//! ignored). BUMPENVMAP(LUMINANCE) leave their result register's colour as it was, and
//! perturb the next stage's coordinates by `(M00 du + M10 dv, M01 du + M11 dv)` with
//! `du, dv` = this stage's texture red, green and M its BUMPENVMAT (added after any
//! projective divide); the luminance variant scales the next stage's texture by
//! `saturate(L * LSCALE + LOFFSET)`, L = blue. PREMODULATE gives `t[n] * t[n + 1]` (this
//! stage's texture modulated with the next stage's, arguments ignored; the next stage
//! samples even if it is disabled; at stage 7, `t[7]`). After the cascade: specular add
//! (`rgb = saturate(rgb + specular.rgb)`), fog (`rgb = mix(fog_colour, rgb, saturate(f))`,
//! [`FixedFog`], [`FogSource`]), then the alpha test on `round(saturate(a) * 255)` against
//! ALPHAREF, discarding on failure.
//!
//! Flat shading uses `@interpolate(flat)`: WGSL defines it as `flat, first` (the first
//! vertex of the primitive, as D3D9's D3DSHADE_FLAT). naga 30 parses `@interpolate(flat,
//! first)` too, but records its sampling as `First` where plain `flat` has none, and
//! wgpu-core compares the sampling of the two stages exactly, so the spelling must be the
//! one translated shaders use ([`FLAT_INTERPOLATION`]).
//!
//! [`reference`](mod@reference) evaluates the same cascade on the CPU, written independently from the
//! D3D9 formulas: the oracle for GPU pixel tests.

mod args;
mod cache;
mod fog;
mod fragment;
mod key;
mod ops;
pub mod reference;
pub mod tnl;
pub mod uniforms;
pub mod vertex;

pub use args::*;
pub use cache::{fnv1a, text_hash};
pub use fog::{FixedFog, FogSource};
pub use fragment::{
    FragmentBatch, batch_textures_apply, batched_uniform_vectors, generate_batched_fragment,
    generate_program_fragment,
};
pub use key::{
    D3DTTFF_PROJECTED, FixedFragmentKey, FixedFragmentState, FixedInputs, KEY_SIZE, OpKey,
    StageKey, StageState, StageTexture, TextureKind,
};
pub use ops::{ARG0, ARG1, ARG2, TextureOp};
pub use uniforms::{FixedStageUniforms, FixedUniforms, d3dcolor_to_rgba, linear_fog_scale};
pub use vertex::{
    FixedVertexDesc, PositionKind, emit_vertex, generate_clip_vertex, generate_rhw_vertex,
    generate_vertex,
};

/// Number of texture stages.
pub const MAX_STAGES: usize = 8;
/// Inter-stage location of COLOR0 (diffuse) in [`crate::link::LinkMap::STANDARD`].
pub const COLOR0_LOCATION: u32 = 10;
/// Inter-stage location of COLOR1 (specular).
pub const COLOR1_LOCATION: u32 = 11;
/// Inter-stage location of FOG0.
pub const FOG_LOCATION: u32 = 12;
/// The interpolation attribute of flat-shaded colours (the spelling translated shaders
/// use; see the module docs).
pub const FLAT_INTERPOLATION: &str = " @interpolate(flat)";

/// An error of fixed-function generation. Stage numbers are 0-based.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum FixedError {
    /// A colour or alpha op value outside 1-26.
    #[error("fixed stage {stage}: unknown {} operation {value}", if *alpha { "alpha" } else { "colour" })]
    UnknownOp {
        /// Stage.
        stage: usize,
        /// The alpha op (else the colour op).
        alpha: bool,
        /// The value.
        value: u32,
    },
    /// A colour-only op (18-23) used as an alpha op.
    #[error("fixed stage {stage}: {} is a colour-only operation and cannot be an alpha operation", op.d3d_name())]
    ColorOnlyAlphaOp {
        /// Stage.
        stage: usize,
        /// The op.
        op: TextureOp,
    },
    /// An argument the op reads has an unknown `D3DTA_*` value.
    #[error("fixed stage {stage}: unknown {} argument {index} value {value:#x}", if *alpha { "alpha" } else { "colour" })]
    UnknownArg {
        /// Stage.
        stage: usize,
        /// An alpha argument (else colour).
        alpha: bool,
        /// Argument 0, 1 or 2.
        index: u8,
        /// The value.
        value: u32,
    },
    /// D3DTSS_RESULTARG other than CURRENT or TEMP.
    #[error(
        "fixed stage {stage}: result argument {value:#x} is neither D3DTA_CURRENT nor D3DTA_TEMP"
    )]
    ResultArg {
        /// Stage.
        stage: usize,
        /// The value.
        value: u32,
    },
    /// A sampling stage's D3DTSS_TEXCOORDINDEX set is above 7.
    #[error("fixed stage {stage}: texture coordinate index {index} is above 7")]
    TexCoordIndex {
        /// Stage.
        stage: usize,
        /// The set index.
        index: u32,
    },
    /// A sampling stage's D3DTSS_TEXTURETRANSFORMFLAGS are not COUNT0-4 (| PROJECTED).
    #[error("fixed stage {stage}: texture transform flags {value:#x} are invalid")]
    TransformFlags {
        /// Stage.
        stage: usize,
        /// The value.
        value: u32,
    },
    /// A stage samples from a coordinate set the vertex stage does not provide.
    #[error(
        "fixed stage {stage}: samples its texture but the vertex stage does not provide TEXCOORD{set}"
    )]
    MissingTexCoord {
        /// Stage.
        stage: usize,
        /// The set.
        set: u8,
    },
    /// Radial fog without the FOG input (the eye distance).
    #[error("radial fog needs the vertex stage's FOG0 (eye distance) output")]
    MissingFog,
    /// D3DRS_ALPHAFUNC outside 1-8 with the alpha test on.
    #[error("alpha test function {value} is not a D3DCMPFUNC (1-8)")]
    AlphaFunc {
        /// The value.
        value: u32,
    },
    /// Bytes that are not a normalised key.
    #[error("bytes are not a normalised fixed fragment key")]
    KeyBytes,
    /// naga rejected the generated WGSL (a generator bug).
    #[error("generated fixed-function WGSL does not validate: {message}")]
    Validation {
        /// naga's message.
        message: String,
        /// The text.
        wgsl: String,
    },
}

/// Parse and validate with naga (the translator's validation).
fn validate(wgsl: &str) -> Result<(), FixedError> {
    match crate::wgsl::validate(wgsl) {
        Ok(_) => Ok(()),
        Err(crate::error::TranslateError::Validation { message, wgsl }) => {
            Err(FixedError::Validation { message, wgsl })
        }
        Err(e) => Err(FixedError::Validation {
            message: e.to_string(),
            wgsl: wgsl.to_owned(),
        }),
    }
}
