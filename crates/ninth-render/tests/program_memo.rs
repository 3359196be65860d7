//! A programmable draw reuses the previous draw's validated modules, states and pipeline while
//! the state that decided them is equal: each draw must still see its own constants,
//! textures, indices and every changed state, and a bad one must still be refused.

mod common;
mod program_util;

use common::{assert_rect, renderer};
use ninth_render::{ErrorKind, IndexData, Indices, Primitive, Renderer, TextureId};
use program_util::*;

const PS_TEX: &str = "ps_2_0
dcl t0.xy
dcl_2d s0
texld r0, t0, s0
mov oC0, r0";

fn solid(r: &mut Renderer, bgra: u32) -> TextureId {
    r.create_texture(1, 1, Some(&bgra.to_le_bytes())).unwrap()
}

#[test]
fn repeated_states_still_validate_and_see_each_draws_constants() {
    let mut r = renderer();
    let ctx = r.create_context(8, 8).unwrap();
    let vs = shader(&mut r, VS_POS);
    let ps = shader(&mut r, PS_C0);
    let mut s = pos_state(vs, ps);
    set_ps_c(&mut s, 0, [1.0, 0.0, 0.0, 1.0]);
    draw_rect(&mut r, ctx, &s, [0, 0, 4, 4]);
    // Only a constant changes: the new value is drawn.
    set_ps_c(&mut s, 0, [0.0, 1.0, 0.0, 1.0]);
    draw_rect(&mut r, ctx, &s, [4, 0, 8, 4]);

    // Same state, indices outside the six vertices: refused.
    let positions = quad_positions(8, 8, [0, 4, 8, 8]);
    let bad = Indices {
        data: IndexData::U16(&[0, 1, 6]),
        base_vertex: 0,
    };
    let e = r
        .draw_program(ctx, &s, Primitive::TriangleList, &[&positions], Some(bad))
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::Bounds, "{e}");
    // Same state, a render state made invalid: refused.
    s.color_write_mask = 0x1f;
    let e = r
        .draw_program(ctx, &s, Primitive::TriangleList, &[&positions], None)
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::State, "{e}");
    s.color_write_mask = 0xf;
    // Same state, the pixel shader destroyed: refused.
    r.destroy_shader(ps).unwrap();
    let e = r
        .draw_program(ctx, &s, Primitive::TriangleList, &[&positions], None)
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::Shader, "{e}");

    let bgra = r.read_framebuffer(ctx).unwrap();
    assert_rect(&bgra, 8, 0, 0, 4, 4, 0xffff_0000, 0, "first constant");
    assert_rect(&bgra, 8, 4, 0, 8, 4, 0xff00_ff00, 0, "second constant");
    assert_rect(&bgra, 8, 0, 4, 8, 8, 0xff00_0000, 0, "refused draws");
}

#[test]
fn repeated_states_see_each_draws_texture_and_sampler_state() {
    let mut r = renderer();
    let ctx = r.create_context(8, 8).unwrap();
    let vs = shader(&mut r, VS_POS);
    let ps = shader(&mut r, PS_TEX);
    let mut s = pos_state(vs, ps);
    let (blue, green) = (solid(&mut r, 0xff00_00ff), solid(&mut r, 0xff00_ff00));
    s.textures[0] = Some(blue);
    draw_rect(&mut r, ctx, &s, [0, 0, 4, 4]);
    // Only the texture changes: the new one is sampled.
    s.textures[0] = Some(green);
    draw_rect(&mut r, ctx, &s, [4, 0, 8, 4]);
    // Back to the first: its group again.
    s.textures[0] = Some(blue);
    draw_rect(&mut r, ctx, &s, [0, 4, 4, 8]);

    let positions = quad_positions(8, 8, [4, 4, 8, 8]);
    // A sampler state made invalid: refused.
    s.samplers[0].mag_filter = 9;
    let e = r
        .draw_program(ctx, &s, Primitive::TriangleList, &[&positions], None)
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::State, "{e}");
    s.samplers[0].mag_filter = 1;
    // The bound texture destroyed between two draws of one state: refused.
    draw_rect(&mut r, ctx, &s, [4, 4, 6, 8]);
    r.destroy_texture(blue).unwrap();
    let e = r
        .draw_program(ctx, &s, Primitive::TriangleList, &[&positions], None)
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::Texture, "{e}");

    let bgra = r.read_framebuffer(ctx).unwrap();
    assert_rect(&bgra, 8, 0, 0, 4, 4, 0xff00_00ff, 0, "first texture");
    assert_rect(&bgra, 8, 4, 0, 8, 4, 0xff00_ff00, 0, "second texture");
    assert_rect(&bgra, 8, 0, 4, 4, 8, 0xff00_00ff, 0, "first texture again");
    assert_rect(
        &bgra,
        8,
        4,
        4,
        6,
        8,
        0xff00_00ff,
        0,
        "before the destruction",
    );
    assert_rect(&bgra, 8, 6, 4, 8, 8, 0xff00_0000, 0, "refused draws");
}
