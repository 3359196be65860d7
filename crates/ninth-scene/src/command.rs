//! The typed commands of a scene, one variant per command of the format. Enum-valued fields
//! hold the raw D3D9 numbers (`D3DFMT_A8R8G8B8` is 21); the `enums` tables name them.

use crate::vertex::{VertexElement, VertexLayout};

/// A parsed scene: its commands in order, each with the line it starts on.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Scene {
    /// The commands after the `scene 1` line, in order.
    pub statements: Vec<Statement>,
}

impl Scene {
    /// The commands in order, without their lines.
    pub fn commands(&self) -> impl Iterator<Item = &Command> {
        self.statements.iter().map(|s| &s.command)
    }
}

/// A command and the 1-based line it starts on (0 for commands made in code).
#[derive(Debug, Clone, PartialEq)]
pub struct Statement {
    /// The line the command starts on.
    pub line: usize,
    /// The command.
    pub command: Command,
}

/// A rectangle as a D3D9 `RECT`: left, top, right, bottom.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rect {
    /// Left edge (inclusive).
    pub left: i32,
    /// Top edge (inclusive).
    pub top: i32,
    /// Right edge (exclusive).
    pub right: i32,
    /// Bottom edge (exclusive).
    pub bottom: i32,
}

/// The shape of a texture created by `texture`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextureShape {
    /// `2d W H`: `CreateTexture`.
    TwoD {
        /// Width in texels.
        width: u32,
        /// Height in texels.
        height: u32,
    },
    /// `cube SIZE`: `CreateCubeTexture`.
    Cube {
        /// Edge length in texels.
        size: u32,
    },
    /// `volume W H D`: `CreateVolumeTexture`.
    Volume {
        /// Width in texels.
        width: u32,
        /// Height in texels.
        height: u32,
        /// Depth in slices.
        depth: u32,
    },
}

/// What `fill` writes into a mip level; colours are `0xAARRGGBB`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Generator {
    /// `solid C`.
    Solid(u32),
    /// `checker CELL C1 C2`: squares of `cell` texels, `first` at 0,0.
    Checker {
        /// Square size in texels.
        cell: u32,
        /// Colour of the square at 0,0.
        first: u32,
        /// The other colour.
        second: u32,
    },
    /// `gradient TL TR BL BR`: bilinear between the corner colours.
    Gradient([u32; 4]),
    /// `bytes { ... }`: the raw level data.
    Bytes(Vec<u8>),
}

/// A surface named by `setrt`, `setds`, `stretchrect` or `capture`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SurfaceRef {
    /// The device's back buffer (`backbuffer`).
    Backbuffer,
    /// A surface, or a level (and face) of a texture: `NAME`, `NAME:LEVEL`,
    /// `NAME:FACE:LEVEL`. A cube texture named without a face means face 0
    /// (`D3DCUBEMAP_FACE_POSITIVE_X`).
    Named {
        /// The object's name.
        name: String,
        /// The cube face (0-5), when given.
        face: Option<u32>,
        /// The mip level (0 unless given).
        level: u32,
    },
}

/// What `setds` binds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DepthStencilRef {
    /// `none`: no depth-stencil surface.
    None,
    /// `default`: the device's own depth-stencil surface.
    Default,
    /// A depth-stencil surface or texture.
    Surface(SurfaceRef),
}

/// The index data of `ib` and `drawindexedup`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Indices {
    /// 16-bit indices (`D3DFMT_INDEX16`).
    U16(Vec<u16>),
    /// 32-bit indices (`D3DFMT_INDEX32`).
    U32(Vec<u32>),
}

impl Indices {
    /// The count of indices.
    pub fn len(&self) -> usize {
        match self {
            Indices::U16(v) => v.len(),
            Indices::U32(v) => v.len(),
        }
    }

    /// Whether there are no indices.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Vertex data packed by a layout (`vb`, `drawup`, `drawindexedup`).
#[derive(Debug, Clone, PartialEq)]
pub struct VertexData {
    /// The stream-0 layout the values were packed by.
    pub layout: VertexLayout,
    /// The vertex size in bytes.
    pub stride: u32,
    /// The packed bytes, `stride` per vertex.
    pub bytes: Vec<u8>,
}

/// A `D3DLIGHT9`; fields not given in the scene are 0.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Light {
    /// `D3DLIGHTTYPE`.
    pub ty: u32,
    /// Diffuse colour R G B A.
    pub diffuse: [f32; 4],
    /// Specular colour R G B A.
    pub specular: [f32; 4],
    /// Ambient colour R G B A.
    pub ambient: [f32; 4],
    /// Position X Y Z.
    pub position: [f32; 3],
    /// Direction X Y Z.
    pub direction: [f32; 3],
    /// Range.
    pub range: f32,
    /// Spot falloff.
    pub falloff: f32,
    /// Constant attenuation.
    pub attenuation0: f32,
    /// Linear attenuation.
    pub attenuation1: f32,
    /// Quadratic attenuation.
    pub attenuation2: f32,
    /// Spot inner cone angle.
    pub theta: f32,
    /// Spot outer cone angle.
    pub phi: f32,
}

/// A `D3DMATERIAL9`; fields not given in the scene are 0.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Material {
    /// Diffuse R G B A.
    pub diffuse: [f32; 4],
    /// Ambient R G B A.
    pub ambient: [f32; 4],
    /// Specular R G B A.
    pub specular: [f32; 4],
    /// Emissive R G B A.
    pub emissive: [f32; 4],
    /// Specular power.
    pub power: f32,
}

/// One command of a scene. Variants are named after the D3D9 call they stand for.
#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    /// `device W H [backbuffer=FMT] [depth=FMT|none] [msaa=N]`.
    Device {
        /// Back-buffer width.
        width: u32,
        /// Back-buffer height.
        height: u32,
        /// Back-buffer format (default `D3DFMT_X8R8G8B8`).
        backbuffer: u32,
        /// Auto depth-stencil format (default `D3DFMT_D24S8`); `None` for `depth=none`.
        depth: Option<u32>,
        /// `D3DMULTISAMPLE_TYPE` (default 0).
        msaa: u32,
    },
    /// `rs STATE VALUE`.
    SetRenderState {
        /// `D3DRENDERSTATETYPE`.
        state: u32,
        /// The DWORD value (float states hold IEEE bits).
        value: u32,
    },
    /// `tss STAGE STATE VALUE`.
    SetTextureStageState {
        /// Stage 0-7.
        stage: u32,
        /// `D3DTEXTURESTAGESTATETYPE`.
        state: u32,
        /// The DWORD value (float states hold IEEE bits).
        value: u32,
    },
    /// `samp SAMPLER STATE VALUE`.
    SetSamplerState {
        /// Sampler 0-15 or 256-260.
        sampler: u32,
        /// `D3DSAMPLERSTATETYPE`.
        state: u32,
        /// The DWORD value (float states hold IEEE bits).
        value: u32,
    },
    /// `texture NAME 2d|cube|volume ...`.
    CreateTexture {
        /// The object name.
        name: String,
        /// Shape and size.
        shape: TextureShape,
        /// `D3DFORMAT`.
        format: u32,
        /// Mip levels (0: a full chain).
        levels: u32,
        /// `D3DUSAGE_*` flags.
        usage: u32,
        /// `D3DPOOL`, with the format's default applied when not given.
        pool: u32,
    },
    /// `fill NAME LEVEL [face=F] [slice=Z] GENERATOR ...`.
    Fill {
        /// The texture.
        name: String,
        /// The mip level.
        level: u32,
        /// The cube face (cube textures).
        face: Option<u32>,
        /// The slice (volume textures; `None` writes every slice).
        slice: Option<u32>,
        /// What to write.
        generator: Generator,
    },
    /// `surface NAME rendertarget|depthstencil FMT W H [msaa=N]`.
    CreateSurface {
        /// The object name.
        name: String,
        /// `true` for `depthstencil`, `false` for `rendertarget`.
        depth_stencil: bool,
        /// `D3DFORMAT`.
        format: u32,
        /// Width.
        width: u32,
        /// Height.
        height: u32,
        /// `D3DMULTISAMPLE_TYPE`.
        msaa: u32,
    },
    /// `settexture STAGE NAME|none`.
    SetTexture {
        /// Stage 0-15 or 256-260.
        stage: u32,
        /// The texture, `None` for `none`.
        texture: Option<String>,
    },
    /// `setrt INDEX NAME|backbuffer|none`.
    SetRenderTarget {
        /// Render-target index 0-3.
        index: u32,
        /// The target, `None` for `none`.
        target: Option<SurfaceRef>,
    },
    /// `setds NAME|default|none`.
    SetDepthStencilSurface(DepthStencilRef),
    /// `fvf FLAGS`.
    SetFvf(u32),
    /// `decl NAME { ... }`.
    CreateVertexDeclaration {
        /// The object name.
        name: String,
        /// The elements, without the terminating `D3DDECL_END`.
        elements: Vec<VertexElement>,
    },
    /// `setdecl NAME`.
    SetVertexDeclaration(String),
    /// `vb NAME { VALUES }`.
    CreateVertexBuffer {
        /// The object name.
        name: String,
        /// The packed vertices.
        data: VertexData,
    },
    /// `vbraw NAME { hex bytes }`.
    CreateVertexBufferRaw {
        /// The object name.
        name: String,
        /// The buffer contents.
        bytes: Vec<u8>,
    },
    /// `ib NAME 16|32 { INDICES }`.
    CreateIndexBuffer {
        /// The object name.
        name: String,
        /// The indices.
        indices: Indices,
    },
    /// `stream STREAM NAME|none OFFSET STRIDE`.
    SetStreamSource {
        /// Stream 0-15.
        stream: u32,
        /// The vertex buffer, `None` for `none`.
        buffer: Option<String>,
        /// Byte offset.
        offset: u32,
        /// Vertex stride in bytes.
        stride: u32,
    },
    /// `streamfreq STREAM VALUE`.
    SetStreamSourceFreq {
        /// Stream 0-15.
        stream: u32,
        /// The divider with `D3DSTREAMSOURCE_*` flags.
        value: u32,
    },
    /// `indices NAME|none`.
    SetIndices(Option<String>),
    /// `vs NAME { dwords }`.
    CreateVertexShader {
        /// The object name.
        name: String,
        /// The bytecode tokens.
        tokens: Vec<u32>,
    },
    /// `ps NAME { dwords }`.
    CreatePixelShader {
        /// The object name.
        name: String,
        /// The bytecode tokens.
        tokens: Vec<u32>,
    },
    /// `setvs NAME|none`.
    SetVertexShader(Option<String>),
    /// `setps NAME|none`.
    SetPixelShader(Option<String>),
    /// `vsf START { floats }` (a multiple of 4 values).
    SetVertexShaderConstantF {
        /// First register.
        start: u32,
        /// The values, 4 per register.
        values: Vec<f32>,
    },
    /// `vsi START { ints }` (a multiple of 4 values).
    SetVertexShaderConstantI {
        /// First register.
        start: u32,
        /// The values, 4 per register.
        values: Vec<i32>,
    },
    /// `vsb START { 0|1 }`.
    SetVertexShaderConstantB {
        /// First register.
        start: u32,
        /// The values, 1 per register.
        values: Vec<bool>,
    },
    /// `psf START { floats }` (a multiple of 4 values).
    SetPixelShaderConstantF {
        /// First register.
        start: u32,
        /// The values, 4 per register.
        values: Vec<f32>,
    },
    /// `psi START { ints }` (a multiple of 4 values).
    SetPixelShaderConstantI {
        /// First register.
        start: u32,
        /// The values, 4 per register.
        values: Vec<i32>,
    },
    /// `psb START { 0|1 }`.
    SetPixelShaderConstantB {
        /// First register.
        start: u32,
        /// The values, 1 per register.
        values: Vec<bool>,
    },
    /// `transform D3DTS_* { 16 floats }`.
    SetTransform {
        /// `D3DTRANSFORMSTATETYPE` (world matrices are 256 + N).
        state: u32,
        /// The matrix, row-major: `_11 _12 ... _44`.
        matrix: [f32; 16],
    },
    /// `light INDEX TYPE { ... }`.
    SetLight {
        /// The light index.
        index: u32,
        /// The light.
        light: Light,
    },
    /// `lightenable INDEX 0|1`.
    LightEnable {
        /// The light index.
        index: u32,
        /// Whether it is on.
        enable: bool,
    },
    /// `material { ... }`.
    SetMaterial(Material),
    /// `clipplane INDEX A B C D`.
    SetClipPlane {
        /// Plane 0-5.
        index: u32,
        /// The plane coefficients.
        plane: [f32; 4],
    },
    /// `viewport X Y W H MINZ MAXZ`.
    SetViewport {
        /// Left.
        x: u32,
        /// Top.
        y: u32,
        /// Width.
        width: u32,
        /// Height.
        height: u32,
        /// Near depth.
        min_z: f32,
        /// Far depth.
        max_z: f32,
    },
    /// `scissor LEFT TOP RIGHT BOTTOM`.
    SetScissorRect(Rect),
    /// `clear FLAGS COLOR Z STENCIL [rects { ... }]`.
    Clear {
        /// `D3DCLEAR_*` flags.
        flags: u32,
        /// Colour `0xAARRGGBB`.
        color: u32,
        /// Depth value.
        z: f32,
        /// Stencil value.
        stencil: u32,
        /// Rectangles (empty: the whole viewport).
        rects: Vec<Rect>,
    },
    /// `draw PRIMTYPE START COUNT`.
    DrawPrimitive {
        /// `D3DPRIMITIVETYPE`.
        primitive: u32,
        /// First vertex.
        start_vertex: u32,
        /// Primitive count.
        count: u32,
    },
    /// `drawindexed PRIMTYPE BASEVERTEX MININDEX NUMVERTICES STARTINDEX COUNT`.
    DrawIndexedPrimitive {
        /// `D3DPRIMITIVETYPE`.
        primitive: u32,
        /// Added to every index.
        base_vertex: i32,
        /// Lowest index used.
        min_index: u32,
        /// Vertex range size.
        num_vertices: u32,
        /// First index.
        start_index: u32,
        /// Primitive count.
        count: u32,
    },
    /// `drawup PRIMTYPE COUNT { VALUES }`.
    DrawPrimitiveUp {
        /// `D3DPRIMITIVETYPE`.
        primitive: u32,
        /// Primitive count.
        count: u32,
        /// The vertices.
        vertices: VertexData,
    },
    /// `drawindexedup PRIMTYPE MININDEX NUMVERTICES COUNT 16|32 { INDICES } { VALUES }`.
    DrawIndexedPrimitiveUp {
        /// `D3DPRIMITIVETYPE`.
        primitive: u32,
        /// Lowest index used.
        min_index: u32,
        /// Vertex range size.
        num_vertices: u32,
        /// Primitive count.
        count: u32,
        /// The indices.
        indices: Indices,
        /// The vertices.
        vertices: VertexData,
    },
    /// `stretchrect SRC [L T R B] DST [L T R B] FILTER`.
    StretchRect {
        /// Source surface.
        source: SurfaceRef,
        /// Source rectangle (`None`: all).
        source_rect: Option<Rect>,
        /// Destination surface.
        dest: SurfaceRef,
        /// Destination rectangle (`None`: all).
        dest_rect: Option<Rect>,
        /// `D3DTEXTUREFILTERTYPE`.
        filter: u32,
    },
    /// `capture NAME [SOURCE]`: write `NAME.png`.
    Capture {
        /// The image name.
        name: String,
        /// What to read back (default: the back buffer).
        source: SurfaceRef,
    },
}

/// The count of vertices a primitive type needs for `count` primitives, or `None` for an
/// unknown primitive type.
pub fn vertices_for(primitive: u32, count: u32) -> Option<u64> {
    let n = u64::from(count);
    if count == 0 && (1..=6).contains(&primitive) {
        return Some(0);
    }
    Some(match primitive {
        1 => n,
        2 => 2 * n,
        3 => n + 1,
        4 => 3 * n,
        5 | 6 => n + 2,
        _ => return None,
    })
}
