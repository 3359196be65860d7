//! Helpers of the programmable-path tests: shaders from assembly, clip-space quads that cover
//! exact pixel rectangles, declarations and draws.
#![allow(dead_code)]

use ninth_render::{
    ContextId, D3DDECL_END, Primitive, ProgramDrawState, Renderer, ShaderId, VertexElement,
};

/// `D3DDECLTYPE_*`.
pub mod decltype {
    pub const FLOAT1: u8 = 0;
    pub const FLOAT2: u8 = 1;
    pub const FLOAT3: u8 = 2;
    pub const FLOAT4: u8 = 3;
    pub const D3DCOLOR: u8 = 4;
    pub const UBYTE4: u8 = 5;
    pub const SHORT2: u8 = 6;
    pub const SHORT4: u8 = 7;
    pub const UBYTE4N: u8 = 8;
    pub const SHORT2N: u8 = 9;
    pub const SHORT4N: u8 = 10;
    pub const USHORT2N: u8 = 11;
    pub const USHORT4N: u8 = 12;
    pub const UDEC3: u8 = 13;
    pub const DEC3N: u8 = 14;
    pub const FLOAT16_2: u8 = 15;
    pub const FLOAT16_4: u8 = 16;
}

/// `D3DDECLUSAGE_*`.
pub const POSITION: u8 = 0;
pub const TEXCOORD: u8 = 5;
pub const COLOR: u8 = 10;

/// Assembles D3D9 shader text and creates the shader object.
#[track_caller]
pub fn shader(r: &mut Renderer, text: &str) -> ShaderId {
    let tokens = ninth_shader::asm::assemble(text).expect("assembles");
    r.create_shader(&tokens).expect("creates")
}

/// One declaration element.
pub fn el(stream: u16, offset: u16, ty: u8, usage: u8, usage_index: u8) -> VertexElement {
    VertexElement {
        stream,
        offset,
        ty,
        method: 0,
        usage,
        usage_index,
    }
}

/// The declaration `elements` + END.
pub fn decl(elements: &[VertexElement]) -> Vec<VertexElement> {
    let mut d = elements.to_vec();
    d.push(D3DDECL_END);
    d
}

/// Passes POSITION (v0) through and COLOR0 from v1.
pub const VS_COLOR: &str = "vs_2_0
dcl_position v0
dcl_color v1
mov oPos, v0
mov oD0, v1";

/// Writes the interpolated COLOR0.
pub const PS_COLOR: &str = "ps_2_0
dcl v0
mov oC0, v0";

/// Passes POSITION through.
pub const VS_POS: &str = "vs_2_0
dcl_position v0
mov oPos, v0";

/// Writes `c0`.
pub const PS_C0: &str = "ps_2_0
mov oC0, c0";

/// The six clip-space corners (x, y) of two triangles covering the pixels [x0, x1) x
/// [y0, y1) of a W x H target exactly, in D3D9's convention (pixel centres at integers; the
/// translated vertex shader applies the half-pixel shift).
pub fn clip_quad(w: u32, h: u32, x0: u32, y0: u32, x1: u32, y1: u32) -> [[f32; 2]; 6] {
    let x = |p: u32| (p as f32 - 0.5) * 2.0 / w as f32 - 1.0;
    let y = |p: u32| 1.0 - (p as f32 - 0.5) * 2.0 / h as f32;
    let (l, r, t, b) = (x(x0), x(x1), y(y0), y(y1));
    [[l, t], [r, t], [l, b], [r, t], [r, b], [l, b]]
}

/// FLOAT4 positions (z 0.5, w 1) of [`clip_quad`] as bytes.
pub fn quad_positions(w: u32, h: u32, rect: [u32; 4]) -> Vec<u8> {
    let mut out = Vec::new();
    for [x, y] in clip_quad(w, h, rect[0], rect[1], rect[2], rect[3]) {
        for f in [x, y, 0.5, 1.0] {
            out.extend_from_slice(&f.to_le_bytes());
        }
    }
    out
}

/// A state drawing with `vs` and `ps` from a FLOAT4 POSITION stream 0 of stride 16, no
/// culling, depth off.
pub fn pos_state(vs: ShaderId, ps: ShaderId) -> ProgramDrawState {
    let mut s = ProgramDrawState {
        vertex_shader: Some(vs),
        pixel_shader: Some(ps),
        declaration: decl(&[el(0, 0, decltype::FLOAT4, POSITION, 0)]),
        cull: ninth_render::Cull::None,
        ..Default::default()
    };
    s.depth_stencil.z_enable = false;
    s.streams[0].stride = 16;
    s
}

/// Draws the pixels `rect` of a `w` x `h` context with `state` (stream 0 = FLOAT4 positions).
#[track_caller]
pub fn draw_rect(r: &mut Renderer, ctx: ContextId, state: &ProgramDrawState, rect: [u32; 4]) {
    let (w, h) = r.context_size(ctx).unwrap();
    let positions = quad_positions(w, h, rect);
    r.draw_program(ctx, state, Primitive::TriangleList, &[&positions], None)
        .unwrap();
}

/// Floats as constant registers.
pub fn set_ps_c(state: &mut ProgramDrawState, register: usize, value: [f32; 4]) {
    state.ps_constants.float[register] = value;
}
