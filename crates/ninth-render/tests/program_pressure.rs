//! The reference renderer's pressure tests on the programmable path: 192 distinct
//! depth/stencil states cycled through a pipeline cache of 64 with every queued pixel
//! correct, and two-sided stencil with the CCW operations on counter-clockwise triangles.

mod common;
mod program_util;

use common::{assert_rect, pixel, renderer};
use ninth_render::{Config, Primitive, Renderer};
use program_util::*;

/// Whether `reference FUNC value` passes (D3DCMP 1-8).
fn passes(func: u32, reference: f32, value: f32) -> bool {
    match func {
        1 => false,
        2 => reference < value,
        3 => reference == value,
        4 => reference <= value,
        5 => reference > value,
        6 => reference != value,
        7 => reference >= value,
        _ => true,
    }
}

fn color_of(i: u32) -> u32 {
    0xff00_0000 | (i * 37 % 256) << 16 | (255 - i) << 8 | 0x40
}

#[test]
fn depth_stencil_states_beyond_the_cache_bound_all_draw_correctly() {
    let mut r = Renderer::new(Config {
        program_pipeline_capacity: 64,
        ..Config::default()
    })
    .unwrap();
    let ctx = r.create_context(32, 32).unwrap();
    let vs = shader(&mut r, VS_POS);
    let ps = shader(&mut r, PS_C0);
    let mut s = pos_state(vs, ps);
    s.stencil_ref = 1;
    let mut expected = Vec::new();
    for i in 0..192u32 {
        let (z_func, stencil_func, pass_op) =
            (1 + i % 8, 1 + i / 8 % 8, [1, 3, 7][i as usize / 64]);
        let d = &mut s.depth_stencil;
        d.z_enable = true;
        d.z_func = z_func;
        d.stencil_enable = true;
        d.front.func = stencil_func;
        d.front.pass = pass_op;
        let c = color_of(i);
        set_ps_c(
            &mut s,
            0,
            [
                (c >> 16 & 255) as f32 / 255.0,
                (c >> 8 & 255) as f32 / 255.0,
                (c & 255) as f32 / 255.0,
                1.0,
            ],
        );
        let (x, y) = (2 * (i % 16), 2 * (i / 16));
        draw_rect(&mut r, ctx, &s, [x, y, x + 2, y + 2]);
        assert!(r.program_pipeline_count() <= 64);
        // Depth: 0.5 against the cleared 1.0; stencil: ref 1 against the cleared 0.
        let drawn = passes(z_func, 0.5, 1.0) && passes(stencil_func, 1.0, 0.0);
        expected.push(if drawn { c } else { 0xff00_0000 });
    }
    assert_eq!(r.program_pipeline_count(), 64);
    let bgra = r.read_framebuffer(ctx).unwrap();
    for (i, want) in expected.iter().enumerate() {
        let (x, y) = (2 * (i as u32 % 16), 2 * (i as u32 / 16));
        assert_rect(
            &bgra,
            32,
            x,
            y,
            x + 2,
            y + 2,
            *want,
            0,
            &format!("state {i}"),
        );
    }
    let drawn = expected.iter().filter(|c| **c != 0xff00_0000).count();
    assert_eq!(
        drawn,
        192 / 64 * 4 * 4,
        "a quarter of the states pass both tests"
    );
}

#[test]
fn two_sided_stencil_uses_the_ccw_operations_on_counter_clockwise_triangles() {
    let mut r = renderer();
    let ctx = r.create_context(16, 8).unwrap();
    let vs = shader(&mut r, VS_POS);
    let ps = shader(&mut r, PS_C0);
    let mut s = pos_state(vs, ps);
    let d = &mut s.depth_stencil;
    d.stencil_enable = true;
    d.two_sided = true;
    d.front.pass = 3; // REPLACE with ref 2
    d.ccw.pass = 7; // INCR: 0 -> 1
    s.stencil_ref = 2;
    s.color_write_mask = 0;
    // Clockwise quad on the left, the same quad wound counter-clockwise on the right.
    draw_rect(&mut r, ctx, &s, [0, 0, 8, 8]);
    let q = clip_quad(16, 8, 8, 0, 16, 8);
    let mut ccw = Vec::new();
    for p in [q[0], q[2], q[1], q[3], q[5], q[4]] {
        for f in [p[0], p[1], 0.5, 1.0] {
            ccw.extend_from_slice(&f.to_le_bytes());
        }
    }
    r.draw_program(ctx, &s, Primitive::TriangleList, &[&ccw], None)
        .unwrap();
    // Draw white where the stencil equals 1, then red where it equals 2.
    let mut t = pos_state(vs, ps);
    t.depth_stencil.stencil_enable = true;
    t.depth_stencil.front.func = 3;
    for (reference, color) in [(1, [1.0; 4]), (2, [1.0, 0.0, 0.0, 1.0])] {
        t.stencil_ref = reference;
        set_ps_c(&mut t, 0, color);
        draw_rect(&mut r, ctx, &t, [0, 0, 16, 8]);
    }
    let bgra = r.read_framebuffer(ctx).unwrap();
    assert_eq!(
        pixel(&bgra, 16, 3, 3),
        0xffff_0000,
        "clockwise: REPLACE with 2"
    );
    assert_eq!(
        pixel(&bgra, 16, 12, 3),
        0xffff_ffff,
        "counter-clockwise: INCR to 1"
    );
}

#[test]
fn depth_bias_moves_a_coplanar_draw_in_front() {
    let mut r = renderer();
    let ctx = r.create_context(8, 4).unwrap();
    let vs = shader(&mut r, VS_POS);
    let ps = shader(&mut r, PS_C0);
    let mut s = pos_state(vs, ps);
    s.depth_stencil.z_enable = true;
    set_ps_c(&mut s, 0, [0.0, 0.0, 1.0, 1.0]);
    draw_rect(&mut r, ctx, &s, [0, 0, 8, 4]);
    // The same depth again with ZFUNC LESS: only the biased half passes.
    s.depth_stencil.z_func = 2;
    set_ps_c(&mut s, 0, [1.0, 0.0, 0.0, 1.0]);
    draw_rect(&mut r, ctx, &s, [0, 0, 4, 4]);
    s.depth_bias = -0.001;
    draw_rect(&mut r, ctx, &s, [4, 0, 8, 4]);
    let bgra = r.read_framebuffer(ctx).unwrap();
    assert_rect(&bgra, 8, 0, 0, 4, 4, 0xff00_00ff, 0, "no bias: fails LESS");
    assert_rect(
        &bgra,
        8,
        4,
        0,
        8,
        4,
        0xffff_0000,
        0,
        "D3DRS_DEPTHBIAS -0.001: passes",
    );
}
