//! The C types of the API: limits, error codes, the blend enum, the vertex structs and the
//! draw-state, program-state and fixed-stage structs, laid out as the header declares them.
//! Enumerations are `uint32_t` fields with `MR_*` constants, so an out-of-range value from C
//! is an error code, never undefined behaviour.

use std::ffi::c_void;

/// Vertices per draw.
pub const MR_MAX_VERTS: u32 = 65536;
/// 16-bit indices per draw.
pub const MR_MAX_INDICES: u32 = 196608;
/// Texture table slots (textures and render-target aliases).
pub const MR_MAX_TEX: u32 = 4096;
/// Programmable pipeline entries; here the bound of distinct shaders kept by token content.
pub const MR_MAX_PROGRAMS: u32 = 4096;
/// Bytes per vertex per stream.
pub const MR_MAX_VERTEX_STRIDE: u32 = 256;
/// Largest side of a context's targets (the smallest is 1).
pub const MR_MAX_TARGET_SIDE: u32 = 8192;
/// Fixed-function texture stages.
pub const MR_FIXED_STAGES: u32 = 8;
/// Pixel shader samplers.
pub const MR_PROGRAM_SAMPLERS: u32 = 16;
/// Most elements of a vertex declaration, the end marker included.
pub const MR_MAX_DECL_ELEMENTS: u32 = 65;
/// Vertex shader float constants (`c0`-`c255`).
pub const MR_MAX_VS_CONSTANTS: u32 = 256;
/// Pixel shader float constants (`c0`-`c223`).
pub const MR_MAX_PS_CONSTANTS: u32 = 224;

/// Success.
pub const MR_OK: i32 = 0;
/// A pointer is null, or an argument is out of range or inconsistent (sizes, strides, a bad
/// handle).
pub const MR_ERR_ARGS: i32 = 1;
/// A count or an index is out of bounds.
pub const MR_ERR_BOUNDS: i32 = 2;
/// The primitive type is unknown or not drawable.
pub const MR_ERR_PRIMITIVE: i32 = 3;
/// A texture id is unknown, destroyed, or cannot be used this way.
pub const MR_ERR_TEXTURE: i32 = 4;
/// The GPU device failed (or a panic was caught at the boundary).
pub const MR_ERR_DEVICE: i32 = 5;
/// A shader could not be translated or is unusable.
pub const MR_ERR_SHADER: i32 = 6;
/// A vertex declaration is malformed or does not match the shader.
pub const MR_ERR_DECL: i32 = 7;
/// Valid D3D9 that ninth or the adapter does not support.
pub const MR_ERR_UNSUPPORTED: i32 = 8;
/// A state value is invalid (an unknown enum value).
pub const MR_ERR_STATE: i32 = 9;

/// Blend modes of every draw (the reference renderer's table).
pub type mr_blend = u32;
/// Blending off.
pub const MR_BLEND_NONE: mr_blend = 0;
/// SrcA / 1-SrcA (alpha: SrcA, or One on overlay targets, / 1-SrcA).
pub const MR_BLEND_SRC_ALPHA: mr_blend = 1;
/// One / One.
pub const MR_BLEND_ADD: mr_blend = 2;
/// DstColor / Zero (alpha DstA / Zero).
pub const MR_BLEND_MODULATE: mr_blend = 3;
/// DstColor / SrcColor (alpha DstA / SrcA).
pub const MR_BLEND_MODULATE2: mr_blend = 4;
/// SrcA / Zero.
pub const MR_BLEND_SRC_ALPHA_ZERO: mr_blend = 5;
/// SrcA / One.
pub const MR_BLEND_SRC_ALPHA_ADD: mr_blend = 6;
/// One / 1-SrcA.
pub const MR_BLEND_PREMULTIPLIED: mr_blend = 7;
/// DstA / One.
pub const MR_BLEND_DEST_ALPHA_ADD: mr_blend = 8;
/// Raw D3DBLEND factors and D3DBLENDOP of the state's `blend_src`, `blend_dst`, `blend_op`.
pub const MR_BLEND_CUSTOM: mr_blend = 9;
/// Number of blend modes.
pub const MR_BLEND_COUNT: mr_blend = 10;

/// The `D3DPRIMITIVETYPE`s drawn: point list (1), line list (2), line strip (3), triangle
/// list (4), triangle strip (5). Fans (6) are refused with `MR_ERR_PRIMITIVE`.
pub type mr_primitive = u32;
/// `D3DPT_POINTLIST`.
pub const MR_PRIM_POINT_LIST: mr_primitive = 1;
/// `D3DPT_LINELIST`.
pub const MR_PRIM_LINE_LIST: mr_primitive = 2;
/// `D3DPT_LINESTRIP`.
pub const MR_PRIM_LINE_STRIP: mr_primitive = 3;
/// `D3DPT_TRIANGLELIST`.
pub const MR_PRIM_TRIANGLE_LIST: mr_primitive = 4;
/// `D3DPT_TRIANGLESTRIP`.
pub const MR_PRIM_TRIANGLE_STRIP: mr_primitive = 5;

/// A render-target context: opaque, never dereferenced by the caller or by ninth.
pub struct mr_context {
    _opaque: [u8; 0],
}

/// Texture id (0 is never an id).
pub type mr_texture_id = u32;

/// Resident buffer id (0 is never an id).
pub type mr_buffer_id = u32;

/// Called once when an `mr_commit_async` completes: `ok` is 1, or 0 on failure (then
/// `mr_last_commit_error` has the text).
pub type mr_commit_done = Option<unsafe extern "C" fn(arg: *mut c_void, ok: i32)>;

/// The vertex of `mr_draw_rhw` (28 bytes): screen position in pixels, depth, 1/w, D3DCOLOR
/// (0xAARRGGBB) and texture coordinates.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct mr_vertex_rhw {
    /// X in target pixels.
    pub x: f32,
    /// Y in target pixels.
    pub y: f32,
    /// Depth 0..1.
    pub z: f32,
    /// Reciprocal of w.
    pub rhw: f32,
    /// D3DCOLOR.
    pub color: u32,
    /// U.
    pub u: f32,
    /// V.
    pub v: f32,
}

/// The vertex of `mr_draw_fixed_rhw` and `mr_draw_program_rhw` (156 bytes): a pretransformed
/// position, diffuse and specular D3DCOLORs, eight texture coordinate sets (u, v, w, q: 2D
/// stages read u, v; cube and volume stages u, v, w) and the vertex fog factor.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct mr_vertex_fixed_rhw {
    /// X in target pixels.
    pub x: f32,
    /// Y in target pixels.
    pub y: f32,
    /// Depth 0..1.
    pub z: f32,
    /// Reciprocal of w.
    pub rhw: f32,
    /// Diffuse D3DCOLOR.
    pub diffuse: u32,
    /// Specular D3DCOLOR.
    pub specular: u32,
    /// Texture coordinate sets 0-7.
    pub tex: [[f32; 4]; 8],
    /// Vertex fog factor (1: no fog, 0: all fog colour).
    pub fog: f32,
}

/// The vertex of `mr_draw_fixed_clip` (156 bytes): [`mr_vertex_fixed_rhw`] with a homogeneous
/// clip-space position, mapped to the context's viewport.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct mr_vertex_fixed_clip {
    /// Clip-space x.
    pub x: f32,
    /// Clip-space y.
    pub y: f32,
    /// Clip-space z.
    pub z: f32,
    /// Clip-space w.
    pub w: f32,
    /// Diffuse D3DCOLOR.
    pub diffuse: u32,
    /// Specular D3DCOLOR.
    pub specular: u32,
    /// Texture coordinate sets 0-7.
    pub tex: [[f32; 4]; 8],
    /// Vertex fog factor.
    pub fog: f32,
}

/// State of `mr_draw_rhw`: the vertex colour, modulated by `texture` when it is not 0.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct mr_draw_state {
    /// Blend mode (`MR_BLEND_*`).
    pub blend: mr_blend,
    /// `D3DBLEND` source factor of `MR_BLEND_CUSTOM`.
    pub blend_src: u32,
    /// `D3DBLEND` destination factor of `MR_BLEND_CUSTOM`.
    pub blend_dst: u32,
    /// `D3DBLENDOP` of `MR_BLEND_CUSTOM`.
    pub blend_op: u32,
    /// `D3DRS_COLORWRITEENABLE` bits (1 red, 2 green, 4 blue, 8 alpha; 15 all).
    pub write_mask: u32,
    /// Depth test (LESSEQUAL) when not 0.
    pub depth_test: u32,
    /// Depth write (with the test) when not 0.
    pub depth_write: u32,
    /// `D3DCULL` (1 none, 2 clockwise, 3 counter-clockwise; 0 means none).
    pub cull: u32,
    /// Texture id, or 0 for none.
    pub texture: mr_texture_id,
    /// Linear (else nearest) filtering when not 0.
    pub linear_filter: u32,
    /// Clamp (else wrap) addressing when not 0.
    pub address_clamp: u32,
}

/// `D3DSAMP_*` states of one sampler. An address of 0 means WRAP; a mag or min filter of 0
/// means POINT.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct mr_program_sampler {
    /// `D3DTADDRESS` of u (1 wrap, 2 mirror, 3 clamp, 4 border, 5 mirror once).
    pub address_u: u32,
    /// `D3DTADDRESS` of v.
    pub address_v: u32,
    /// `D3DTADDRESS` of w.
    pub address_w: u32,
    /// `D3DSAMP_BORDERCOLOR` (D3DCOLOR).
    pub border_color: u32,
    /// `D3DTEXF` magnification filter.
    pub mag_filter: u32,
    /// `D3DTEXF` minification filter.
    pub min_filter: u32,
    /// `D3DTEXF` mip filter (0 none, 1 point, 2 linear).
    pub mip_filter: u32,
    /// `D3DSAMP_MAXMIPLEVEL`.
    pub max_mip_level: u32,
    /// `D3DSAMP_MAXANISOTROPY` (0 means 1).
    pub max_anisotropy: u32,
}

/// Depth and stencil states (raw `D3DCMP_*` and `D3DSTENCILOP_*`).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct mr_depth_stencil {
    /// `D3DRS_ZENABLE`.
    pub depth_enable: u32,
    /// `D3DRS_ZWRITEENABLE`.
    pub depth_write: u32,
    /// `D3DRS_ZFUNC`.
    pub depth_func: u32,
    /// `D3DRS_STENCILENABLE`.
    pub stencil_enable: u32,
    /// `D3DRS_STENCILFUNC`.
    pub stencil_func: u32,
    /// `D3DRS_STENCILPASS`.
    pub stencil_pass: u32,
    /// `D3DRS_STENCILFAIL`.
    pub stencil_fail: u32,
    /// `D3DRS_STENCILZFAIL`.
    pub stencil_zfail: u32,
    /// `D3DRS_STENCILMASK`.
    pub stencil_read_mask: u32,
    /// `D3DRS_STENCILWRITEMASK`.
    pub stencil_write_mask: u32,
    /// `D3DRS_STENCILREF`.
    pub stencil_ref: u32,
}

/// One fixed-function texture stage (raw `D3DTSS_*` values).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct mr_fixed_stage {
    /// `D3DTSS_COLOROP` (`D3DTEXTUREOP`; 1 disables this and later stages).
    pub color_op: u32,
    /// `D3DTSS_COLORARG0`, `COLORARG1`, `COLORARG2` (`D3DTA_*`).
    pub color_args: [u32; 3],
    /// `D3DTSS_ALPHAOP`.
    pub alpha_op: u32,
    /// `D3DTSS_ALPHAARG0`, `ALPHAARG1`, `ALPHAARG2`.
    pub alpha_args: [u32; 3],
    /// `D3DTSS_RESULTARG` (1 current, 5 temp).
    pub result_arg: u32,
    /// `D3DTSS_TEXCOORDINDEX` (0-7).
    pub texcoord_index: u32,
    /// Kind of texture the stage samples: 0 2D, 1 cube, 2 volume.
    pub texture_kind: u32,
    /// Texture id, or 0 (a stage that samples nothing reads opaque black).
    pub texture: mr_texture_id,
    /// `D3DTSS_CONSTANT` (D3DCOLOR).
    pub constant: u32,
    /// The stage's sampler states.
    pub sampler: mr_program_sampler,
}

/// State of `mr_draw_fixed_rhw` and `mr_draw_fixed_clip` (and the pixel and output states of
/// `mr_program_state`): the texture-stage cascade, fog, alpha test, blending, depth/stencil
/// and culling. `mr_fixed_state_defaults` fills D3D9's defaults.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct mr_fixed_state {
    /// The eight texture stages.
    pub stages: [mr_fixed_stage; 8],
    /// `D3DRS_TEXTUREFACTOR` (D3DCOLOR).
    pub texture_factor: u32,
    /// `D3DRS_SPECULARENABLE`.
    pub specular_enable: u32,
    /// Vertex fog (the vertex's fog factor) when not 0.
    pub fog_enable: u32,
    /// `D3DRS_FOGCOLOR` (D3DCOLOR).
    pub fog_color: u32,
    /// `D3DRS_ALPHATESTENABLE`.
    pub alpha_test: u32,
    /// `D3DRS_ALPHAFUNC` (`D3DCMP_*` 1-8).
    pub alpha_func: u32,
    /// `D3DRS_ALPHAREF` (0-255).
    pub alpha_ref: u32,
    /// Blend mode (`MR_BLEND_*`).
    pub blend: mr_blend,
    /// `D3DBLEND` source factor of `MR_BLEND_CUSTOM`.
    pub blend_src: u32,
    /// `D3DBLEND` destination factor of `MR_BLEND_CUSTOM`.
    pub blend_dst: u32,
    /// `D3DBLENDOP` of `MR_BLEND_CUSTOM`.
    pub blend_op: u32,
    /// `D3DRS_COLORWRITEENABLE` bits.
    pub write_mask: u32,
    /// Depth and stencil.
    pub depth_stencil: mr_depth_stencil,
    /// `D3DCULL` (0 or 1 none, 2 clockwise, 3 counter-clockwise).
    pub cull: u32,
}

/// One `D3DVERTEXELEMENT9` (the declaration ends with `{0xFF, 0, 17, 0, 0, 0}`).
///
/// cbindgen:field-names=[stream, offset, type, method, usage, usage_index]
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct mr_vertex_element {
    /// Stream 0-15 (0xFF in the end marker).
    pub stream: u16,
    /// Byte offset in the stream's vertex.
    pub offset: u16,
    /// `D3DDECLTYPE`.
    pub type_: u8,
    /// `D3DDECLMETHOD` (0 only).
    pub method: u8,
    /// `D3DDECLUSAGE`.
    pub usage: u8,
    /// Usage index.
    pub usage_index: u8,
}

/// A secondary vertex stream of `mr_draw_program` (streams 1-15).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct mr_stream {
    /// Stream number, 1-15.
    pub index: u32,
    /// Bytes per vertex (1-256).
    pub stride: u32,
    /// The stream's bytes (`stride` times the draw's vertex count at least).
    pub data: *const c_void,
    /// Bytes at `data`.
    pub size: u32,
}

/// State of `mr_draw_program` and `mr_draw_program_rhw`: D3D9 shader bytecode (tokens, kept
/// by content), the declaration and secondary streams, constants, pixel-shader textures and
/// samplers, and in `fixed` the output states (and, without a pixel shader, the
/// fixed-function stages). `mr_program_state_defaults` fills D3D9's defaults.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct mr_program_state {
    /// Vertex shader tokens (ignored by `mr_draw_program_rhw`).
    pub vs_tokens: *const u32,
    /// Number of vertex shader tokens.
    pub vs_token_count: u32,
    /// Pixel shader tokens, or null for the fixed-function stages of `fixed`.
    pub ps_tokens: *const u32,
    /// Number of pixel shader tokens.
    pub ps_token_count: u32,
    /// The vertex declaration, with its end marker (ignored by `mr_draw_program_rhw`).
    pub declaration: *const mr_vertex_element,
    /// Elements at `declaration`, end marker included (at most `MR_MAX_DECL_ELEMENTS`).
    pub declaration_count: u32,
    /// Streams 1-15 (stream 0 is the draw's vertices).
    pub streams: *const mr_stream,
    /// Entries at `streams`.
    pub stream_count: u32,
    /// Vertex shader float constants from `c0`, four floats each.
    pub vs_constants: *const f32,
    /// Registers at `vs_constants` (at most `MR_MAX_VS_CONSTANTS`).
    pub vs_constant_count: u32,
    /// Pixel shader float constants from `c0`, four floats each.
    pub ps_constants: *const f32,
    /// Registers at `ps_constants` (at most `MR_MAX_PS_CONSTANTS`).
    pub ps_constant_count: u32,
    /// Texture ids of the pixel shader's samplers (0: none, sampled as opaque black).
    pub textures: [mr_texture_id; 16],
    /// Sampler states of the pixel shader's samplers.
    pub samplers: [mr_program_sampler; 16],
    /// Output states, and the fixed-function stages used without a pixel shader.
    pub fixed: mr_fixed_state,
}

/// Cumulative traffic counters of `mr_draw_traffic_stats`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct mr_traffic_stats {
    /// Bytes of vertex streams bound from resident buffers (`mr_buffer_create`) instead of
    /// being copied into the arena.
    pub resident_bytes: u64,
    /// Bytes of vertices, indices and staged pixels copied into the arena.
    pub arena_bytes: u64,
    /// Clears folded into a following pass.
    pub folded_clears: u64,
    /// Draws recorded.
    pub draws: u64,
    /// Render passes begun.
    pub passes: u64,
}
