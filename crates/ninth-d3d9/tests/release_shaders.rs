//! Releasing vertex shaders, pixel shaders and vertex declarations: a released handle is
//! stale to every call; a shader released while bound keeps drawing until it is unbound,
//! which frees it and its renderer shader; a bound declaration is refused.

mod common;

use common::*;
use ninth_d3d9::{Device, DeviceParams, ErrorKind, Stage, StreamSource};
use ninth_scene::VertexElement;

const BLACK: u32 = 0xff00_0000;

fn asm(text: &str) -> Vec<u32> {
    ninth_shader::asm::assemble(text).unwrap()
}

/// FLOAT2 POSITION at offset 0 of stream 0.
fn position() -> [VertexElement; 1] {
    [VertexElement {
        stream: 0,
        offset: 0,
        ty: 1,
        method: 0,
        usage: 0,
        usage_index: 0,
    }]
}

fn device(renderer: &mut ninth_render::Renderer) -> Device<'_> {
    let mut d = Device::new(renderer, DeviceParams::new(16, 16)).unwrap();
    d.set_render_state(137, 0).unwrap(); // D3DRS_LIGHTING off
    d.set_render_state(22, 1).unwrap(); // D3DRS_CULLMODE none
    d.set_render_state(7, 0).unwrap(); // D3DRS_ZENABLE off
    d
}

/// A full-viewport fan of FLOAT2 clip-space positions in stream 0.
fn full_quad(d: &mut Device) {
    let quad: Vec<u8> = [[-1.0f32, 1.0], [1.0, 1.0], [1.0, -1.0], [-1.0, -1.0]]
        .iter()
        .flatten()
        .flat_map(|f| f.to_le_bytes())
        .collect();
    let vb = d.create_vertex_buffer(quad.len() as u32, 0).unwrap();
    d.lock_vertex_buffer(vb, 0, 0, 0)
        .unwrap()
        .copy_from_slice(&quad);
    d.unlock_vertex_buffer(vb).unwrap();
    d.set_stream_source(
        0,
        Some(StreamSource {
            buffer: vb,
            offset: 0,
            stride: 8,
        }),
    )
    .unwrap();
}

/// Clears to black, draws the quad, and answers the centre pixel.
fn draw(d: &mut Device) -> [u8; 4] {
    d.clear(&[], 1, BLACK, 1.0, 0).unwrap();
    d.draw_primitive(TRIANGLEFAN, 0, 2).unwrap();
    pixel(&backbuffer(d), 8, 8)
}

fn invalid<T: std::fmt::Debug>(r: ninth_d3d9::Result<T>) {
    assert_eq!(r.unwrap_err().kind, ErrorKind::InvalidCall);
}

#[test]
fn unbound_shaders_and_declarations_are_freed_at_once() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    let vs = d
        .create_vertex_shader(&asm("vs_2_0\ndcl_position v0\nmov oPos, v0\n"))
        .unwrap();
    let ps = d
        .create_pixel_shader(&asm("ps_2_0\nmov oC0, c0\n"))
        .unwrap();
    let decl = d.create_vertex_declaration(&position()).unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    full_quad(&mut d);
    d.set_shader_constant_f(Stage::Pixel, 0, &[[0.0, 1.0, 0.0, 1.0]])
        .unwrap();
    assert_eq!(draw(&mut d), rgba(0xff00_ff00));
    let vs_gpu = d.vertex_shader_gpu(vs).unwrap().expect("made by the draw");
    let ps_gpu = d.pixel_shader_gpu(ps).unwrap().expect("made by the draw");

    // A bound declaration is refused (and stays usable).
    invalid(d.release_vertex_declaration(decl));
    d.set_vertex_declaration(None).unwrap();
    d.set_vertex_shader(None).unwrap();
    d.set_pixel_shader(None).unwrap();
    d.release_vertex_declaration(decl).unwrap();
    d.release_vertex_shader(vs).unwrap();
    d.release_pixel_shader(ps).unwrap();
    assert!(!d.holds_vertex_shader(vs));
    assert!(!d.holds_pixel_shader(ps));
    // Stale: every call refuses the handles, a second release too.
    invalid(d.set_vertex_declaration(Some(decl)));
    invalid(d.set_vertex_shader(Some(vs)));
    invalid(d.set_pixel_shader(Some(ps)));
    invalid(d.release_vertex_declaration(decl));
    invalid(d.release_vertex_shader(vs));
    invalid(d.release_pixel_shader(ps));
    // The renderer shaders went with them.
    assert!(d.renderer().destroy_shader(vs_gpu).is_err());
    assert!(d.renderer().destroy_shader(ps_gpu).is_err());

    // Shaders never drawn with (no renderer shader) are released the same way, and new
    // objects work after.
    let ps2 = d
        .create_pixel_shader(&asm("ps_2_0\nmov oC0, c1\n"))
        .unwrap();
    d.release_pixel_shader(ps2).unwrap();
    invalid(d.set_pixel_shader(Some(ps2)));
    let decl2 = d.create_vertex_declaration(&position()).unwrap();
    assert_ne!(decl2, decl, "a new generation");
    d.set_vertex_declaration(Some(decl2)).unwrap();
}

#[test]
fn a_shader_released_while_bound_draws_until_unbound() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    let vs_tokens = asm("vs_2_0\ndcl_position v0\nmov oPos, v0\n");
    let vs = d.create_vertex_shader(&vs_tokens).unwrap();
    let ps = d
        .create_pixel_shader(&asm("ps_2_0\nmov oC0, c0\n"))
        .unwrap();
    let decl = d.create_vertex_declaration(&position()).unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    full_quad(&mut d);
    d.set_shader_constant_f(Stage::Pixel, 0, &[[1.0, 0.0, 0.0, 1.0]])
        .unwrap();
    assert_eq!(draw(&mut d), rgba(0xffff_0000));
    let ps_gpu = d.pixel_shader_gpu(ps).unwrap().unwrap();

    // Released while bound: the handles are stale, the shaders still draw.
    d.release_vertex_shader(vs).unwrap();
    d.release_pixel_shader(ps).unwrap();
    invalid(d.release_pixel_shader(ps));
    invalid(d.set_pixel_shader(Some(ps)));
    assert!(d.holds_vertex_shader(vs) && d.holds_pixel_shader(ps));
    d.set_shader_constant_f(Stage::Pixel, 0, &[[0.0, 0.0, 1.0, 1.0]])
        .unwrap();
    assert_eq!(draw(&mut d), rgba(0xff00_00ff), "the released pair draws");
    // Other states change without unbinding them.
    d.set_render_state(15, 0).unwrap(); // D3DRS_ALPHATESTENABLE
    assert_eq!(draw(&mut d), rgba(0xff00_00ff));

    // Replacing the pixel shader frees it and its renderer shader; the vertex shader stays
    // until it is replaced too.
    let ps2 = d
        .create_pixel_shader(&asm("ps_2_0\nmov oC0, c1\n"))
        .unwrap();
    d.set_pixel_shader(Some(ps2)).unwrap();
    assert!(!d.holds_pixel_shader(ps));
    assert!(d.renderer().destroy_shader(ps_gpu).is_err());
    d.set_shader_constant_f(Stage::Pixel, 1, &[[1.0, 1.0, 0.0, 1.0]])
        .unwrap();
    assert_eq!(draw(&mut d), rgba(0xffff_ff00));
    assert!(d.holds_vertex_shader(vs));
    let vs2 = d.create_vertex_shader(&vs_tokens).unwrap();
    d.set_vertex_shader(Some(vs2)).unwrap();
    assert!(!d.holds_vertex_shader(vs));
    invalid(d.set_vertex_shader(Some(vs)));
    assert_eq!(draw(&mut d), rgba(0xffff_ff00));
    // Unbinding (None) frees a released shader too.
    d.release_vertex_shader(vs2).unwrap();
    d.set_vertex_shader(None).unwrap();
    assert!(!d.holds_vertex_shader(vs2));
    // The device drops with a released shader still bound.
    d.release_pixel_shader(ps2).unwrap();
    assert!(d.holds_pixel_shader(ps2));
}
