//! The binding contract's numbers, and the binding facts of one translated shader.
//! The contract itself is documented in the [`super`] module docs.

use crate::ir::{SamplerKind, ShaderKind};

/// Version of the binding contract; bumped on any change of a group, binding, struct
/// layout or packing rule.
pub const BINDING_CONTRACT_VERSION: u32 = 8;

/// Bind group of the uniforms (per-draw uniforms and the constant files of both stages).
pub const UNIFORM_GROUP: u32 = 0;
/// Binding of the per-draw uniforms (`NinthDraw`, 64 bytes).
pub const DRAW_BINDING: u32 = 0;
/// Size in bytes of the per-draw uniform struct (its first four fields).
pub const DRAW_SIZE: u64 = 64;
/// Size in bytes of the per-draw uniform struct with its point and clip-plane fields, which
/// a vertex shader with [`crate::wgsl::Options::clip_planes`] or point quads
/// ([`crate::wgsl::Options::points`]) declares.
pub const DRAW_SIZE_EXTENDED: u64 = 176;
/// User clip planes (D3DRS_CLIPPLANEENABLE bits 0-5).
pub const MAX_CLIP_PLANES: u32 = 6;
/// Binding of the vertex shader's packed float constants.
pub const VERTEX_FLOAT_BINDING: u32 = 1;
/// Vectors of a float constant binding's window (4096 bytes): the most a file, or a batch
/// of files ([`crate::wgsl::Options::float_batches`]), may hold.
pub const FLOAT_FILE_VECTORS: u32 = 256;
/// Binding of the pixel shader's packed float constants.
pub const PIXEL_FLOAT_BINDING: u32 = 2;
/// Binding of the vertex shader's int constants (`array<vec4i, 16>`, 256 bytes).
pub const VERTEX_INT_BINDING: u32 = 3;
/// Binding of the pixel shader's int constants.
pub const PIXEL_INT_BINDING: u32 = 4;
/// Binding of the vertex shader's bool constants (`array<vec4u, 4>`, 64 bytes).
pub const VERTEX_BOOL_BINDING: u32 = 5;
/// Binding of the pixel shader's bool constants.
pub const PIXEL_BOOL_BINDING: u32 = 6;
/// Size in bytes of an int constant file.
pub const INT_FILE_SIZE: u64 = 256;
/// Size in bytes of a bool constant file.
pub const BOOL_FILE_SIZE: u64 = 64;
/// Binding of the vertex shader's sampler uniforms (`array<NinthSampler, 4>`, 128 bytes).
pub const VERTEX_SAMPLER_BINDING: u32 = 7;
/// Binding of the pixel shader's sampler uniforms (`array<NinthSampler, 16>`, 512 bytes).
pub const PIXEL_SAMPLER_BINDING: u32 = 8;
/// Size in bytes of one `NinthSampler` (`border_color: vec4f`, `lod_bias: vec4f`).
pub const NINTH_SAMPLER_SIZE: u64 = 32;
/// Number of `NinthSampler` entries in the vertex (D3DVERTEXTEXTURESAMPLER0-3) file.
pub const VERTEX_SAMPLER_COUNT: u32 = 4;
/// Number of `NinthSampler` entries in the pixel file.
pub const PIXEL_SAMPLER_COUNT: u32 = 16;
/// Binding of a shader model 1 pixel shader's bump-environment uniforms
/// (`array<NinthBumpEnv, 8>`, 256 bytes), read by `texbem`, `texbeml` and `bem`.
pub const BUMP_ENV_BINDING: u32 = 9;
/// Size in bytes of one `NinthBumpEnv` (`mat: vec4f` = D3DTSS_BUMPENVMAT00, 01, 10, 11;
/// `luminance: vec4f` = D3DTSS_BUMPENVLSCALE, D3DTSS_BUMPENVLOFFSET, 0, 0).
pub const NINTH_BUMP_ENV_SIZE: u64 = 32;
/// Texture stages of the bump-environment file (entry `n` is stage `n`).
pub const BUMP_ENV_STAGES: u32 = 8;
/// Size in bytes of the bump-environment file.
pub const BUMP_ENV_FILE_SIZE: u64 = NINTH_BUMP_ENV_SIZE * BUMP_ENV_STAGES as u64;
/// Bind group of the pixel shader's textures and samplers.
pub const PIXEL_TEXTURE_GROUP: u32 = 1;
/// Bind group of the vertex shader's textures and samplers (D3DVERTEXTEXTURESAMPLER0-3).
pub const VERTEX_TEXTURE_GROUP: u32 = 2;

/// Binding of the texture of sampler `s#index` (its sampler is at the next binding).
pub const fn texture_binding(index: u32) -> u32 {
    2 * index
}

/// Binding of the sampler of sampler `s#index`.
pub const fn sampler_binding(index: u32) -> u32 {
    2 * index + 1
}

/// Largest [`crate::wgsl::Options::batch_textures`].
pub const BATCH_TEXTURES_MAX: u32 = 16;

/// Binding of entry `k` (1-15) of a sampler's batch textures
/// ([`crate::wgsl::Options::batch_textures`]); entry 0 is the sampler's own
/// [`texture_binding`].
pub const fn batch_texture_binding(k: u32) -> u32 {
    32 + k
}

/// A texture + sampler pair the shader binds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct TextureBinding {
    /// Sampler register `s#`.
    pub sampler: u32,
    /// The texture view dimension the module declares.
    pub kind: SamplerKind,
    /// `texture_depth_2d` with a `sampler_comparison` (`Options::shadow_samplers`).
    pub comparison: bool,
    /// `texture_depth_2d` (with a `sampler_comparison` when `comparison`, else a `sampler`:
    /// `Options::depth_samplers`).
    pub depth: bool,
}

/// What a translated module binds, by the contract (serialisable: the renderer's disk
/// cache keeps it with a module's text).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Bindings {
    /// Stage.
    pub stage: ShaderKind,
    /// Uses the per-draw uniforms at (0, 0).
    pub draw: bool,
    /// Bytes of `NinthDraw` the module declares: [`DRAW_SIZE`], [`DRAW_SIZE_EXTENDED`]
    /// (point and clip-plane fields), or 0 where `draw` is false.
    pub draw_size: u64,
    /// Length of the packed float constant array (0: not bound).
    pub float_constants: u32,
    /// Draws whose float constants the file holds one after another, the instance or
    /// vertex index choosing one ([`crate::wgsl::Options::float_batches`]); 1 without
    /// batching.
    pub float_batch: u32,
    /// [`crate::wgsl::Options::pixel_batch`] applied: a vertex shader writes the batch
    /// location; a pixel shader reads it, and its float file (binding 2, `float_constants` =
    /// 256 vectors) is bound at the vertex file's offset.
    pub pixel_batch: bool,
    /// Entries of the only texture binding's batch textures (0: none).
    pub batch_textures: u32,
    /// Binds the int constant file.
    pub int_constants: bool,
    /// Binds the bool constant file.
    pub bool_constants: bool,
    /// Binds the sampler uniforms (`Options::sampler_emulation` with a border or LOD bias).
    pub sampler_uniforms: bool,
    /// Binds the bump-environment uniforms at [`BUMP_ENV_BINDING`] (a shader model 1 pixel
    /// shader with `texbem`, `texbeml` or `bem`).
    pub bump_env: bool,
    /// Textures and samplers, ascending sampler index.
    pub textures: Vec<TextureBinding>,
}

impl Bindings {
    /// A module of `stage` that binds nothing (generated modules start from it).
    pub fn none(stage: ShaderKind) -> Self {
        Self {
            stage,
            draw: false,
            draw_size: 0,
            float_constants: 0,
            float_batch: 1,
            pixel_batch: false,
            batch_textures: 0,
            int_constants: false,
            bool_constants: false,
            sampler_uniforms: false,
            bump_env: false,
            textures: Vec::new(),
        }
    }

    /// Group of this stage's textures.
    pub fn texture_group(&self) -> u32 {
        match self.stage {
            ShaderKind::Vertex => VERTEX_TEXTURE_GROUP,
            ShaderKind::Pixel => PIXEL_TEXTURE_GROUP,
        }
    }

    /// Binding of this stage's float constants.
    pub fn float_binding(&self) -> u32 {
        match self.stage {
            ShaderKind::Vertex => VERTEX_FLOAT_BINDING,
            ShaderKind::Pixel => PIXEL_FLOAT_BINDING,
        }
    }

    /// Binding of this stage's int constants.
    pub fn int_binding(&self) -> u32 {
        match self.stage {
            ShaderKind::Vertex => VERTEX_INT_BINDING,
            ShaderKind::Pixel => PIXEL_INT_BINDING,
        }
    }

    /// Binding of this stage's sampler uniforms.
    pub fn sampler_uniform_binding(&self) -> u32 {
        match self.stage {
            ShaderKind::Vertex => VERTEX_SAMPLER_BINDING,
            ShaderKind::Pixel => PIXEL_SAMPLER_BINDING,
        }
    }

    /// Size in bytes of this stage's sampler uniforms.
    pub fn sampler_uniform_size(&self) -> u64 {
        let n = match self.stage {
            ShaderKind::Vertex => VERTEX_SAMPLER_COUNT,
            ShaderKind::Pixel => PIXEL_SAMPLER_COUNT,
        };
        NINTH_SAMPLER_SIZE * u64::from(n)
    }

    /// Binding of this stage's bool constants.
    pub fn bool_binding(&self) -> u32 {
        match self.stage {
            ShaderKind::Vertex => VERTEX_BOOL_BINDING,
            ShaderKind::Pixel => PIXEL_BOOL_BINDING,
        }
    }
}
