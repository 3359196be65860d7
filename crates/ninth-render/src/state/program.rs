//! The state of a programmable draw ([`ProgramDrawState`]): shaders, vertex declaration and
//! streams, render states, textures and sampler states, and both stages' constants, with raw
//! D3D9 values, so a D3D9 front-end keeps one and changes fields as the game sets states.

use crate::draw::Cull;
use crate::shaders::ShaderId;
use crate::state::blend::BlendDesc;
use crate::state::depth_stencil::DepthStencilDesc;
use crate::state::fixed::FixedPixelState;
use crate::state::sampler::SamplerState;
use crate::state::vertex_decl::{MAX_STREAMS, VertexElement};
use crate::textures::TextureId;

/// Pixel shader samplers (`s0`-`s15`).
pub const MAX_PIXEL_SAMPLERS: usize = 16;
/// Vertex texture fetch samplers (D3DVERTEXTEXTURESAMPLER0-3, `s0`-`s3` of a `vs_3_0`).
pub const MAX_VERTEX_SAMPLERS: usize = 4;
/// Vertex shader float constants (`c0`-`c255`).
pub const VERTEX_FLOAT_CONSTANTS: usize = 256;
/// Pixel shader float constants (`c0`-`c223`, ps_3_0's file).
pub const PIXEL_FLOAT_CONSTANTS: usize = 224;
/// `D3DSTREAMSOURCE_INDEXEDDATA`: stream 0's frequency flag, with the instance count below.
pub const D3DSTREAMSOURCE_INDEXEDDATA: u32 = 1 << 30;
/// `D3DSTREAMSOURCE_INSTANCEDATA`: a per-instance stream's flag, with the divisor below.
pub const D3DSTREAMSOURCE_INSTANCEDATA: u32 = 2 << 30;

/// `D3DFILLMODE`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum FillMode {
    /// `D3DFILL_POINT` (1): needs `POLYGON_MODE_POINT`.
    Point = 1,
    /// `D3DFILL_WIREFRAME` (2): needs `POLYGON_MODE_LINE`.
    Wireframe = 2,
    /// `D3DFILL_SOLID` (3, the default).
    #[default]
    Solid = 3,
}

/// One stream's `SetStreamSource` stride and `SetStreamSourceFreq` setting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, bytemuck::Pod, bytemuck::Zeroable)]
#[repr(C)]
pub struct StreamState {
    /// Bytes per vertex (or per instance) of the stream.
    pub stride: u32,
    /// `D3DSTREAMSOURCE_INDEXEDDATA | instances` (stream 0), `D3DSTREAMSOURCE_INSTANCEDATA |
    /// divisor`, or 1 (plain vertex data; 0 means 1 too).
    pub frequency: u32,
}

impl Default for StreamState {
    fn default() -> Self {
        Self {
            stride: 0,
            frequency: 1,
        }
    }
}

/// The alpha test (`D3DRS_ALPHATESTENABLE`, `ALPHAREF`, `ALPHAFUNC`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AlphaTest {
    /// `D3DRS_ALPHATESTENABLE`.
    pub enable: bool,
    /// `D3DRS_ALPHAREF` (0-255).
    pub reference: u32,
    /// `D3DRS_ALPHAFUNC` (`D3DCMP_*`).
    pub func: u32,
}

impl Default for AlphaTest {
    fn default() -> Self {
        Self {
            enable: false,
            reference: 0,
            func: 8,
        }
    }
}

/// User clip planes (`D3DRS_CLIPPLANEENABLE` bits 0-5, `SetClipPlane` 0-5).
pub const MAX_CLIP_PLANES: usize = 6;

/// D3D9's point states for draws with a vertex shader (`D3DRS_POINTSIZE`,
/// `POINTSIZE_MIN`, `POINTSIZE_MAX`, `POINTSPRITEENABLE`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PointState {
    /// `D3DRS_POINTSIZE`: the size of a point whose vertex shader writes no `oPts`.
    pub size: f32,
    /// `D3DRS_POINTSIZE_MIN`: sizes are clamped to `min..max` (the minimum winning).
    pub min: f32,
    /// `D3DRS_POINTSIZE_MAX`.
    pub max: f32,
    /// `D3DRS_POINTSPRITEENABLE`: every texture coordinate runs (0, 0) at a point's
    /// top-left corner to (1, 1) at its bottom-right.
    pub sprite: bool,
}

impl Default for PointState {
    fn default() -> Self {
        Self {
            size: 1.0,
            min: 1.0,
            max: 64.0,
            sprite: false,
        }
    }
}

impl PointState {
    /// The size of a point without `oPts`, clamped as D3D9 clamps it.
    pub fn clamped_size(&self) -> f32 {
        self.size.min(self.max).max(self.min)
    }
}

/// One stage's constants as `Set*ShaderConstantF/I/B` leave them.
#[derive(Clone, Debug, PartialEq)]
pub struct StageConstants<const N: usize> {
    /// Float constants `c#`.
    pub float: Box<[[f32; 4]; N]>,
    /// Int constants `i0`-`i15`.
    pub int: [[i32; 4]; 16],
    /// Bool constants `b0`-`b15`.
    pub bool: [bool; 16],
}

impl<const N: usize> Default for StageConstants<N> {
    fn default() -> Self {
        Self {
            float: Box::new([[0.0; 4]; N]),
            int: [[0; 4]; 16],
            bool: [false; 16],
        }
    }
}

/// Everything a programmable draw depends on, with D3D9's device defaults.
#[derive(Clone, Debug, PartialEq)]
pub struct ProgramDrawState {
    /// `SetVertexShader` (ignored by [`crate::Renderer::draw_program_rhw`]).
    pub vertex_shader: Option<ShaderId>,
    /// `SetPixelShader` (`None`: the fixed-function pixel stage of `fixed_pixel`).
    pub pixel_shader: Option<ShaderId>,
    /// `SetVertexDeclaration`: the elements, ending with
    /// [`crate::state::vertex_decl::D3DDECL_END`].
    pub declaration: Vec<VertexElement>,
    /// Stride and frequency per stream.
    pub streams: [StreamState; MAX_STREAMS],
    /// Blending.
    pub blend: BlendDesc,
    /// `D3DRS_COLORWRITEENABLE` bits (1 red, 2 green, 4 blue, 8 alpha).
    pub color_write_mask: u32,
    /// `D3DRS_COLORWRITEENABLE1`-`3`: the write masks of colour targets 1-3
    /// ([`crate::Renderer::set_render_targets`]).
    pub extra_color_write_masks: [u32; 3],
    /// `D3DRS_MULTISAMPLEMASK`: bit n lets the draw write sample n of a multisampled
    /// target (ignored on single-sample ones).
    pub sample_mask: u32,
    /// `D3DRS_BLENDFACTOR` as D3DCOLOR.
    pub blend_factor: u32,
    /// Depth and stencil states.
    pub depth_stencil: DepthStencilDesc,
    /// `D3DRS_STENCILREF`.
    pub stencil_ref: u32,
    /// `D3DRS_CULLMODE`.
    pub cull: Cull,
    /// `D3DRS_FILLMODE`.
    pub fill_mode: FillMode,
    /// `D3DRS_DEPTHBIAS` (a fraction of the depth range).
    pub depth_bias: f32,
    /// `D3DRS_SLOPESCALEDEPTHBIAS`.
    pub slope_scale_depth_bias: f32,
    /// `D3DRS_SHADEMODE` is `D3DSHADE_FLAT`.
    pub flat_shading: bool,
    /// The alpha test.
    pub alpha_test: AlphaTest,
    /// `D3DRS_SCISSORTESTENABLE` with `SetScissorRect` (x, y, width, height); draws are
    /// clipped to it and the viewport.
    pub scissor: Option<[u32; 4]>,
    /// `SetTexture(0-15)`.
    pub textures: [Option<TextureId>; MAX_PIXEL_SAMPLERS],
    /// `SetSamplerState(0-15)`.
    pub samplers: [SamplerState; MAX_PIXEL_SAMPLERS],
    /// `SetTexture(D3DVERTEXTEXTURESAMPLER0-3)`.
    pub vertex_textures: [Option<TextureId>; MAX_VERTEX_SAMPLERS],
    /// `SetSamplerState(D3DVERTEXTEXTURESAMPLER0-3)`.
    pub vertex_samplers: [SamplerState; MAX_VERTEX_SAMPLERS],
    /// Vertex shader constants.
    pub vs_constants: StageConstants<VERTEX_FLOAT_CONSTANTS>,
    /// Pixel shader constants.
    pub ps_constants: StageConstants<PIXEL_FLOAT_CONSTANTS>,
    /// The fixed-function pixel stage a draw without a pixel shader uses (a vertex shader
    /// with the fixed-function pixel pipeline). While `pixel_shader` is set only a shader
    /// model 1 pixel shader reads it: each stage's `bump_mat`, `bump_lscale` and
    /// `bump_loffset` (D3DTSS_BUMPENVMAT00-11, BUMPENVLSCALE, BUMPENVLOFFSET, for `texbem`,
    /// `texbeml` and `bem`) and the D3DTTFF_PROJECTED bit of `state.transform_flags`
    /// (D3DTSS_TEXTURETRANSFORMFLAGS: the stage's texture reads divide by w).
    pub fixed_pixel: Box<FixedPixelState>,
    /// `D3DRS_CLIPPLANEENABLE`: bit n enables `clip_planes[n]` (bits above 5 are an error
    /// while a plane is read). Applies to [`crate::Renderer::draw_program`] only
    /// (pretransformed vertices are not clipped by user planes, as in D3D9).
    pub clip_plane_enable: u32,
    /// The user clip planes in clip space (`SetClipPlane` with a vertex shader; the
    /// fixed-function vertex pipeline's world-space planes transformed to clip space): a
    /// vertex is kept where `dot(plane, position) >= 0`, the position as the vertex shader
    /// writes it (before the half-pixel shift).
    pub clip_planes: [[f32; 4]; MAX_CLIP_PLANES],
    /// Point size and sprites of point lists drawn by [`crate::Renderer::draw_program`]:
    /// a point whose size (`oPts`, else `point.size`, clamped) is not 1, or any point with
    /// sprites or a shader writing `oPts`, is drawn as a square of that many pixels.
    pub point: PointState,
}

impl Default for ProgramDrawState {
    fn default() -> Self {
        Self {
            vertex_shader: None,
            pixel_shader: None,
            declaration: Vec::new(),
            streams: [StreamState::default(); MAX_STREAMS],
            blend: BlendDesc::default(),
            color_write_mask: 0xf,
            extra_color_write_masks: [0xf; 3],
            sample_mask: u32::MAX,
            blend_factor: 0xffff_ffff,
            depth_stencil: DepthStencilDesc::default(),
            stencil_ref: 0,
            cull: Cull::Ccw,
            fill_mode: FillMode::Solid,
            depth_bias: 0.0,
            slope_scale_depth_bias: 0.0,
            flat_shading: false,
            alpha_test: AlphaTest::default(),
            scissor: None,
            textures: [None; MAX_PIXEL_SAMPLERS],
            samplers: [SamplerState::default(); MAX_PIXEL_SAMPLERS],
            vertex_textures: [None; MAX_VERTEX_SAMPLERS],
            vertex_samplers: [SamplerState::default(); MAX_VERTEX_SAMPLERS],
            vs_constants: StageConstants::default(),
            ps_constants: StageConstants::default(),
            fixed_pixel: Box::default(),
            clip_plane_enable: 0,
            clip_planes: [[0.0; 4]; MAX_CLIP_PLANES],
            point: PointState::default(),
        }
    }
}

/// Indices of a programmable draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IndexData<'a> {
    /// `D3DFMT_INDEX16`.
    U16(&'a [u16]),
    /// `D3DFMT_INDEX32`.
    U32(&'a [u32]),
}

impl IndexData<'_> {
    /// Number of indices.
    pub fn len(&self) -> usize {
        match self {
            Self::U16(i) => i.len(),
            Self::U32(i) => i.len(),
        }
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The indices of a `DrawIndexedPrimitive`: the index data and `BaseVertexIndex`, added to
/// every index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Indices<'a> {
    /// The indices drawn.
    pub data: IndexData<'a>,
    /// `BaseVertexIndex`.
    pub base_vertex: i32,
}
