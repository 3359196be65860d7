//! The D3D9 state the fixed-function vertex pipeline reads ([`TnlState`]), with raw D3D9
//! values, and what the vertex provides ([`TnlInput`]). A front-end fills one per draw
//! without a vertex shader; [`super::TnlKey::new`] keeps what changes the code and
//! [`super::constants`] packs the rest into the generated shader's float constants.

/// Lights the pipeline lights a vertex with at once (D3DCAPS9.MaxActiveLights).
pub const MAX_ACTIVE_LIGHTS: usize = 8;
/// Highest world matrix index of indexed vertex blending
/// (D3DCAPS9.MaxVertexBlendMatrixIndex): WORLDMATRIX(0) to WORLDMATRIX(8).
pub const MAX_BLEND_MATRIX_INDEX: usize = 8;
/// World matrices the pipeline can read: WORLDMATRIX(0) .. WORLDMATRIX(MAX_BLEND_MATRIX_INDEX).
pub const WORLD_MATRICES: usize = MAX_BLEND_MATRIX_INDEX + 1;
/// User clip planes.
pub const MAX_CLIP_PLANES: usize = 6;
/// Texture stages (and texture coordinate sets).
pub const STAGES: usize = 8;

/// A row-major D3DMATRIX (`_11 _12 _13 _14 _21 ... _44`); D3D9 multiplies row vectors by it.
pub type Matrix = [f32; 16];

/// The identity matrix.
pub const IDENTITY: Matrix = [
    1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0,
];

/// `D3DLIGHTTYPE`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[repr(u8)]
pub enum LightType {
    /// `D3DLIGHT_POINT` (1).
    Point = 1,
    /// `D3DLIGHT_SPOT` (2).
    Spot = 2,
    /// `D3DLIGHT_DIRECTIONAL` (3).
    #[default]
    Directional = 3,
}

impl LightType {
    /// The type of a `D3DLIGHTTYPE` value; `None` outside 1-3.
    pub fn from_d3d(value: u32) -> Option<LightType> {
        Some(match value {
            1 => Self::Point,
            2 => Self::Spot,
            3 => Self::Directional,
            _ => return None,
        })
    }
}

/// A `D3DLIGHT9` (world space, as `SetLight` takes it).
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct TnlLight {
    /// Type.
    pub ty: LightType,
    /// Diffuse colour RGBA.
    pub diffuse: [f32; 4],
    /// Specular colour RGBA.
    pub specular: [f32; 4],
    /// Ambient colour RGBA.
    pub ambient: [f32; 4],
    /// Position (point and spot lights).
    pub position: [f32; 3],
    /// Direction (spot and directional lights; need not be normalised).
    pub direction: [f32; 3],
    /// Range: a point or spot light does not reach vertices farther than this.
    pub range: f32,
    /// Spot falloff between the inner and outer cone.
    pub falloff: f32,
    /// Constant attenuation.
    pub attenuation0: f32,
    /// Linear attenuation.
    pub attenuation1: f32,
    /// Quadratic attenuation.
    pub attenuation2: f32,
    /// Spot inner cone angle (radians, full angle).
    pub theta: f32,
    /// Spot outer cone angle (radians, full angle).
    pub phi: f32,
}

/// A `D3DMATERIAL9`.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct TnlMaterial {
    /// Diffuse RGBA.
    pub diffuse: [f32; 4],
    /// Ambient RGBA.
    pub ambient: [f32; 4],
    /// Specular RGBA.
    pub specular: [f32; 4],
    /// Emissive RGBA.
    pub emissive: [f32; 4],
    /// Specular power.
    pub power: f32,
}

/// The position the vertex carries (pretransformed XYZRHW vertices never reach this
/// pipeline).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[repr(u8)]
pub enum PositionInput {
    /// `D3DFVF_XYZ` (and the XYZB* formats), or a FLOAT3 POSITION element: w = 1.
    #[default]
    Xyz = 0,
    /// `D3DFVF_XYZW`, or a FLOAT4 POSITION element: w as given.
    Xyzw = 1,
}

/// What the vertex provides: an FVF, or a declaration without a vertex shader, read by
/// usage and usage index (absent components read as D3D9's (0, 0, 0, 1) fill).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct TnlInput {
    /// The position kind.
    pub position: PositionInput,
    /// Blend weights in the vertex (BLENDWEIGHT components, 0-4): an XYZBn FVF has n betas,
    /// less one when the last is the indices (LASTBETA_UBYTE4 / LASTBETA_D3DCOLOR).
    pub blend_weights: u8,
    /// The vertex has BLENDINDICES (four bytes; the front-end fetches them as UBYTE4, or
    /// as D3DCOLOR, which swizzles them, as D3D9 does for LASTBETA_D3DCOLOR).
    pub blend_indices: bool,
    /// The blend indices are a D3DCOLOR (LASTBETA_D3DCOLOR, or a D3DCOLOR BLENDINDICES
    /// element): index k is still byte k of the element, read through the colour swizzle.
    pub blend_indices_color: bool,
    /// NORMAL (three floats).
    pub normal: bool,
    /// POSITION1 (tweening's second position).
    pub position1: bool,
    /// NORMAL1 (tweening's second normal).
    pub normal1: bool,
    /// PSIZE (one float: the point size of each vertex).
    pub psize: bool,
    /// COLOR0 (diffuse).
    pub diffuse: bool,
    /// COLOR1 (specular).
    pub specular: bool,
    /// Components of each TEXCOORDn set (0: absent, 1-4).
    pub texcoords: [u8; STAGES],
}

/// One texture stage's vertex-side state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct TnlStage {
    /// `D3DTSS_TEXCOORDINDEX`: the set in the low 16 bits, a `D3DTSS_TCI_*` generation mode
    /// in the high 16 (0 PASSTHRU, 1 CAMERASPACENORMAL, 2 CAMERASPACEPOSITION,
    /// 3 CAMERASPACEREFLECTIONVECTOR, 4 SPHEREMAP).
    pub texcoord_index: u32,
    /// `D3DTSS_TEXTURETRANSFORMFLAGS`: `D3DTTFF_COUNT1-4`, `| D3DTTFF_PROJECTED` (256).
    pub transform_flags: u32,
}

/// Everything the fixed-function vertex pipeline reads, with raw D3D9 values (render
/// states as `SetRenderState` stores them, floats as their `f32` values).
#[derive(Clone, Debug, PartialEq)]
pub struct TnlState {
    /// What the vertex provides.
    pub input: TnlInput,
    /// `D3DTS_WORLDMATRIX(0..=8)` (`D3DTS_WORLD` is index 0; WORLD1-3 are 1-3).
    pub world: [Matrix; WORLD_MATRICES],
    /// `D3DTS_VIEW`.
    pub view: Matrix,
    /// `D3DTS_PROJECTION`.
    pub projection: Matrix,
    /// `D3DTS_TEXTURE0-7`.
    pub texture_transforms: [Matrix; STAGES],
    /// Texture stages.
    pub stages: [TnlStage; STAGES],
    /// The enabled lights in ascending light index, at most [`MAX_ACTIVE_LIGHTS`] (D3D9
    /// lights with the first eight enabled).
    pub lights: Vec<TnlLight>,
    /// `SetMaterial`.
    pub material: TnlMaterial,
    /// `D3DRS_LIGHTING`.
    pub lighting: bool,
    /// `D3DRS_AMBIENT` (D3DCOLOR).
    pub ambient: u32,
    /// `D3DRS_COLORVERTEX`.
    pub color_vertex: bool,
    /// `D3DRS_DIFFUSEMATERIALSOURCE` (`D3DMCS_MATERIAL` 0, `COLOR1` 1, `COLOR2` 2).
    pub diffuse_source: u32,
    /// `D3DRS_SPECULARMATERIALSOURCE`.
    pub specular_source: u32,
    /// `D3DRS_AMBIENTMATERIALSOURCE`.
    pub ambient_source: u32,
    /// `D3DRS_EMISSIVEMATERIALSOURCE`.
    pub emissive_source: u32,
    /// `D3DRS_SPECULARENABLE`.
    pub specular_enable: bool,
    /// `D3DRS_LOCALVIEWER`.
    pub local_viewer: bool,
    /// `D3DRS_NORMALIZENORMALS`.
    pub normalize_normals: bool,
    /// `D3DRS_FOGENABLE`.
    pub fog_enable: bool,
    /// `D3DRS_FOGVERTEXMODE` (`D3DFOGMODE`: 0 NONE, 1 EXP, 2 EXP2, 3 LINEAR).
    pub fog_vertex_mode: u32,
    /// `D3DRS_FOGTABLEMODE`.
    pub fog_table_mode: u32,
    /// `D3DRS_FOGSTART`.
    pub fog_start: f32,
    /// `D3DRS_FOGEND`.
    pub fog_end: f32,
    /// `D3DRS_FOGDENSITY`.
    pub fog_density: f32,
    /// `D3DRS_RANGEFOGENABLE`.
    pub range_fog: bool,
    /// `D3DRS_VERTEXBLEND` (`D3DVBF_DISABLE` 0, `1WEIGHTS`-`3WEIGHTS` 1-3, `TWEENING` 255,
    /// `0WEIGHTS` 256).
    pub vertex_blend: u32,
    /// `D3DRS_INDEXEDVERTEXBLENDENABLE`.
    pub indexed_vertex_blend: bool,
    /// `D3DRS_TWEENFACTOR`.
    pub tween_factor: f32,
    /// `D3DRS_POINTSIZE`.
    pub point_size: f32,
    /// `D3DRS_POINTSIZE_MIN`.
    pub point_size_min: f32,
    /// `D3DRS_POINTSIZE_MAX`.
    pub point_size_max: f32,
    /// `D3DRS_POINTSCALEENABLE`.
    pub point_scale_enable: bool,
    /// `D3DRS_POINTSCALE_A`, `_B`, `_C`.
    pub point_scale: [f32; 3],
    /// The viewport height in pixels (point scaling is relative to it).
    pub viewport_height: f32,
    /// `D3DRS_CLIPPLANEENABLE` (bit n: plane n).
    pub clip_plane_enable: u32,
    /// `SetClipPlane(0-5)` (world space: `a x + b y + c z + d w >= 0` is kept).
    pub clip_planes: [[f32; 4]; MAX_CLIP_PLANES],
    /// The texture coordinate outputs the pixel stage reads (bit n: the coordinates of
    /// stage n); the others are left out of the generated code.
    pub texcoord_outputs: u8,
    /// The draw is a point list: the stage writes the point size.
    pub points: bool,
}

impl Default for TnlState {
    /// D3D9's device defaults (lighting on, COLORVERTEX on, diffuse from COLOR1, specular
    /// from COLOR2, the rest from the material, point size 1, max size 64).
    fn default() -> Self {
        Self {
            input: TnlInput::default(),
            world: [IDENTITY; WORLD_MATRICES],
            view: IDENTITY,
            projection: IDENTITY,
            texture_transforms: [IDENTITY; STAGES],
            stages: std::array::from_fn(|n| TnlStage {
                texcoord_index: n as u32,
                transform_flags: 0,
            }),
            lights: Vec::new(),
            material: TnlMaterial::default(),
            lighting: true,
            ambient: 0,
            color_vertex: true,
            diffuse_source: 1,
            specular_source: 2,
            ambient_source: 0,
            emissive_source: 0,
            specular_enable: false,
            local_viewer: true,
            normalize_normals: false,
            fog_enable: false,
            fog_vertex_mode: 0,
            fog_table_mode: 0,
            fog_start: 0.0,
            fog_end: 1.0,
            fog_density: 1.0,
            range_fog: false,
            vertex_blend: 0,
            indexed_vertex_blend: false,
            tween_factor: 0.0,
            point_size: 1.0,
            point_size_min: 1.0,
            point_size_max: 64.0,
            point_scale_enable: false,
            point_scale: [1.0, 0.0, 0.0],
            viewport_height: 1.0,
            clip_plane_enable: 0,
            clip_planes: [[0.0; 4]; MAX_CLIP_PLANES],
            texcoord_outputs: 0xff,
            points: false,
        }
    }
}
