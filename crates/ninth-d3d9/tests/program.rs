//! Draws with shaders through the device: vertex and pixel shaders over two streams, indexed
//! with a base vertex, fans, constants changed between draws without re-resolving the render
//! states, a pixel shader with pretransformed vertices, and what each unsupported or bad
//! combination gets. Expected pixels follow from the D3D9 viewport mapping (pixel centres at
//! integers) and the shaders' arithmetic.

mod common;

use common::*;
use ninth_d3d9::{Device, DeviceParams, ErrorKind, Stage, StreamSource, TextureDesc, TextureShape};
use ninth_scene::VertexElement;

const BLACK: u32 = 0xff00_0000;
const D3DDECLTYPE_FLOAT2: u8 = 1;
const D3DDECLTYPE_D3DCOLOR: u8 = 4;
const D3DDECLUSAGE_POSITION: u8 = 0;
const D3DDECLUSAGE_COLOR: u8 = 10;
const TRIANGLESTRIP: u32 = 5;

fn asm(text: &str) -> Vec<u32> {
    ninth_shader::asm::assemble(text).unwrap()
}

fn element(stream: u16, ty: u8, usage: u8) -> VertexElement {
    VertexElement {
        stream,
        offset: 0,
        ty,
        method: 0,
        usage,
        usage_index: 0,
    }
}

/// Clip-space x, y of window position (x, y) on a 16 x 16 viewport.
fn clip(x: f32, y: f32) -> [f32; 2] {
    [x / 8.0 - 1.0, 1.0 - y / 8.0]
}

/// A fan over the window rectangle whose edges sit half a pixel outside pixels
/// [x0, x1) x [y0, y1) (D3D9 pixel centres are at integers): FLOAT2 positions.
fn fan(x0: u32, y0: u32, x1: u32, y1: u32) -> Vec<u8> {
    let (a, b, c, d) = (
        x0 as f32 - 0.5,
        y0 as f32 - 0.5,
        x1 as f32 - 0.5,
        y1 as f32 - 0.5,
    );
    [clip(a, b), clip(c, b), clip(c, d), clip(a, d)]
        .iter()
        .flatten()
        .flat_map(|f| f.to_le_bytes())
        .collect()
}

fn buffer(d: &mut Device, bytes: &[u8]) -> ninth_d3d9::VertexBufferHandle {
    let vb = d.create_vertex_buffer(bytes.len() as u32, 0).unwrap();
    d.lock_vertex_buffer(vb, 0, 0, 0)
        .unwrap()
        .copy_from_slice(bytes);
    d.unlock_vertex_buffer(vb).unwrap();
    vb
}

fn device(renderer: &mut ninth_render::Renderer) -> Device<'_> {
    let mut d = Device::new(renderer, DeviceParams::new(16, 16)).unwrap();
    d.set_render_state(137, 0).unwrap(); // D3DRS_LIGHTING off
    d.set_render_state(22, 1).unwrap(); // D3DRS_CULLMODE none
    d.set_render_state(7, 0).unwrap(); // D3DRS_ZENABLE off
    d.clear(&[], 1, BLACK, 1.0, 0).unwrap();
    d
}

/// vs_2_0: position from stream 0, colour from stream 1 scaled by c0; ps_2_0 passes it on.
fn shaders(d: &mut Device) {
    let vs = asm("vs_2_0\ndcl_position v0\ndcl_color v1\nmov oPos, v0\nmul oD0, v1, c0\n");
    let ps = asm("ps_2_0\ndcl v0\nmov oC0, v0\n");
    let vs = d.create_vertex_shader(&vs).unwrap();
    let ps = d.create_pixel_shader(&ps).unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
}

#[test]
fn vertex_and_pixel_shaders_draw_two_streams() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    shaders(&mut d);
    let decl = d
        .create_vertex_declaration(&[
            element(0, D3DDECLTYPE_FLOAT2, D3DDECLUSAGE_POSITION),
            element(1, D3DDECLTYPE_D3DCOLOR, D3DDECLUSAGE_COLOR),
        ])
        .unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    // Stream 0: a small quad, then the left half [0, 8) x [0, 16); stream 1: green for the
    // first four vertices, white for the next four.
    let positions = [fan(12, 12, 14, 14), fan(0, 0, 8, 16)].concat();
    let colours: Vec<u8> = [0xff00_ff00u32; 4]
        .iter()
        .chain(&[0xffff_ffffu32; 4])
        .flat_map(|c| c.to_le_bytes())
        .collect();
    let (p, c) = (buffer(&mut d, &positions), buffer(&mut d, &colours));
    d.set_stream_source(
        0,
        Some(StreamSource {
            buffer: p,
            offset: 0,
            stride: 8,
        }),
    )
    .unwrap();
    d.set_stream_source(
        1,
        Some(StreamSource {
            buffer: c,
            offset: 0,
            stride: 4,
        }),
    )
    .unwrap();
    let ib = d.create_index_buffer(8, 0, 101).unwrap();
    let indices: Vec<u8> = [0u16, 1, 2, 3]
        .iter()
        .flat_map(|i| i.to_le_bytes())
        .collect();
    d.lock_index_buffer(ib, 0, 0, 0)
        .unwrap()
        .copy_from_slice(&indices);
    d.unlock_index_buffer(ib).unwrap();
    d.set_indices(Some(ib)).unwrap();

    // Red: c0 keeps only red of the white vertices; base vertex 4 picks the second quad.
    d.set_shader_constant_f(Stage::Vertex, 0, &[[1.0, 0.0, 0.0, 1.0]])
        .unwrap();
    d.draw_indexed_primitive(TRIANGLEFAN, 4, 0, 4, 0, 2)
        .unwrap();
    let resolved = d.state_resolutions();
    // Only a constant changes: green over the right half, from vertex 0 of a second
    // position buffer; the render states are not resolved again.
    let right = buffer(&mut d, &fan(8, 0, 16, 16));
    d.set_stream_source(
        0,
        Some(StreamSource {
            buffer: right,
            offset: 0,
            stride: 8,
        }),
    )
    .unwrap();
    d.set_shader_constant_f(Stage::Vertex, 0, &[[0.0, 1.0, 0.0, 1.0]])
        .unwrap();
    d.draw_primitive(TRIANGLEFAN, 0, 2).unwrap();
    assert_eq!(
        d.state_resolutions(),
        resolved,
        "constants alone re-resolved the states"
    );

    let image = backbuffer(&mut d);
    for (x, y, color) in [
        (0, 0, 0xffff0000),
        (7, 15, 0xffff0000),
        (8, 0, 0xff00ff00),
        (15, 15, 0xff00ff00),
        (12, 12, 0xff00ff00),
    ] {
        assert_eq!(pixel(&image, x, y), rgba(color), "pixel {x},{y}");
    }
}

#[test]
fn a_pixel_shader_alone_draws_pretransformed_vertices() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    d.set_fvf(FVF_RHW_DIFFUSE).unwrap();
    let ps = asm("ps_2_0\ndef c1, 0, 0, 1, 1\ndcl v0\nmul r0, v0, c1\nmov oC0, r0\n");
    let ps = d.create_pixel_shader(&ps).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    // White vertices times (0, 0, 1, 1): blue over [4, 12) x [4, 12), a strip of 2.
    let quad = rect_fan(4, 4, 12, 12, 0xffffffff);
    let vertex = |i: usize| quad[i * 20..i * 20 + 20].to_vec();
    let strip = [vertex(0), vertex(1), vertex(3), vertex(2)].concat();
    d.draw_primitive_up(TRIANGLESTRIP, 2, &strip, 20).unwrap();
    let image = backbuffer(&mut d);
    assert_eq!(pixel(&image, 4, 4), rgba(0xff0000ff));
    assert_eq!(pixel(&image, 11, 11), rgba(0xff0000ff));
    assert_eq!(pixel(&image, 3, 4), rgba(BLACK));
    assert_eq!(pixel(&image, 12, 11), rgba(BLACK));
}

#[test]
fn a_vertex_shader_without_a_pixel_shader_feeds_the_texture_stages() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    // oD0 = c0, oT0 = c1 (u 0.25: the red texel), oT1 = c2 (u 0.75: the blue texel).
    let vs = asm("vs_2_0\ndcl_position v0\nmov oPos, v0\nmov oD0, c0\nmov oT0, c1\nmov oT1, c2\n");
    let vs = d.create_vertex_shader(&vs).unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    let decl = d
        .create_vertex_declaration(&[element(0, D3DDECLTYPE_FLOAT2, D3DDECLUSAGE_POSITION)])
        .unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    let constants = [
        [0.5, 1.0, 0.25, 1.0],
        [0.25, 0.5, 0.0, 1.0],
        [0.75, 0.5, 0.0, 1.0],
    ];
    d.set_shader_constant_f(Stage::Vertex, 0, &constants)
        .unwrap();
    let texture = d
        .create_texture(TextureDesc {
            shape: TextureShape::TwoD(2, 1),
            format: 21, // A8R8G8B8
            levels: 1,
            usage: 0,
            pool: 1, // managed
        })
        .unwrap();
    let locked = d.lock_texture(texture, 0, 0, None, 0).unwrap();
    let texels = [0xffff_0000u32, 0xff00_00ff].map(u32::to_le_bytes).concat();
    locked.data[..8].copy_from_slice(&texels);
    d.unlock_texture(texture, 0, 0).unwrap();
    d.set_texture(0, Some(texture)).unwrap();
    // D3D9's stage 0 default: MODULATE(TEXTURE, DIFFUSE) = red x (0.5, 1, 0.25).
    d.draw_primitive_up(TRIANGLEFAN, 2, &fan(0, 0, 16, 16), 8)
        .unwrap();
    assert_eq!(pixel(&backbuffer(&mut d), 5, 5), rgba(0xff80_0000));
    // TEXCOORDINDEX belongs to the fixed vertex pipeline: with a vertex shader, stage 0
    // still reads oT0.
    d.set_texture_stage_state(0, 11, 1).unwrap(); // D3DTSS_TEXCOORDINDEX
    d.set_shader_constant_f(Stage::Vertex, 0, &[[1.0; 4]])
        .unwrap();
    d.draw_primitive_up(TRIANGLEFAN, 2, &fan(0, 0, 16, 16), 8)
        .unwrap();
    assert_eq!(pixel(&backbuffer(&mut d), 5, 5), rgba(0xffff_0000));
}

#[test]
fn unsupported_and_bad_shader_draws_are_errors_that_draw_nothing() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    let vs = asm("vs_2_0\ndcl_position v0\nmov oPos, v0\n");
    let vs = d.create_vertex_shader(&vs).unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    let quad = fan(0, 0, 16, 16);
    // A vertex shader with an FVF that has no position.
    d.set_fvf(0x040).unwrap();
    let e = d.draw_primitive_up(TRIANGLEFAN, 2, &quad, 8).unwrap_err();
    assert_eq!(e.kind, ErrorKind::InvalidCall, "{e}");
    let decl = d
        .create_vertex_declaration(&[element(0, D3DDECLTYPE_FLOAT2, D3DDECLUSAGE_POSITION)])
        .unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    // A vertex shader with the fixed-function pixel stage: a colour-only op as the alpha op.
    d.set_texture_stage_state(0, 5, 0).unwrap(); // D3DTSS_ALPHAARG1 DIFFUSE
    d.set_texture_stage_state(0, 4, 22).unwrap(); // D3DTSS_ALPHAOP BUMPENVMAP
    let e = d.draw_primitive_up(TRIANGLEFAN, 2, &quad, 8).unwrap_err();
    assert_eq!(
        e.kind,
        ErrorKind::Renderer(ninth_render::ErrorKind::State),
        "{e}"
    );
    assert!(e.to_string().contains("colour-only"), "{e}");
    d.set_texture_stage_state(0, 4, 2).unwrap(); // D3DTOP_SELECTARG1
    // With a pixel shader: more vertices than the buffer holds.
    shaders(&mut d);
    let vb = buffer(&mut d, &quad);
    d.set_stream_source(
        0,
        Some(StreamSource {
            buffer: vb,
            offset: 0,
            stride: 8,
        }),
    )
    .unwrap();
    let e = d.draw_primitive(TRIANGLEFAN, 1, 2).unwrap_err();
    assert_eq!(e.kind, ErrorKind::InvalidCall, "{e}");
    // The declaration lacks the COLOR0 the vertex shader reads: the renderer's Decl error.
    let e = d.draw_primitive(TRIANGLEFAN, 0, 2).unwrap_err();
    assert!(e.to_string().contains("COLOR0"), "{e}");
    // A shader model 1 pixel shader D3D9 refuses (a texture instruction after arithmetic):
    // created (the device decodes at creation) but its draw is an error naming the rule.
    let ps11 = d
        .create_pixel_shader(&asm("ps_1_1\nmov r0, v0\ntex t0\n"))
        .unwrap();
    d.set_pixel_shader(Some(ps11)).unwrap();
    let e = d.draw_primitive(TRIANGLEFAN, 0, 2).unwrap_err();
    assert!(
        e.to_string()
            .contains("Tex after an arithmetic instruction (texture instructions come first)"),
        "{e}"
    );
    let image = backbuffer(&mut d);
    assert!(
        image.rgba.chunks(4).all(|p| p == rgba(BLACK)),
        "something was drawn"
    );
}
