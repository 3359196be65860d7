//! Multiple render targets and depth-stencil surfaces shared between targets: a pixel
//! shader's oC1-oC3 reach targets 1-3 through their own write masks (gaps allowed), paths
//! that write location 0 only leave the other targets unchanged, one depth surface tests the
//! draws of two targets, and every bad binding gets its error.

mod common;
mod program_util;

use common::{V, assert_rect, draw, quad, read_pixel, renderer, v};
use ninth_render::{ClearValues, ErrorKind, Renderer, RhwDrawState};
use program_util::*;

/// Writes c0, c1 and c3 to oC0, oC1 and oC3 (target 2 is a gap).
const PS_MRT: &str = "ps_2_0
mov oC0, c0
mov oC1, c1
mov oC3, c3";

fn mrt_state(r: &mut Renderer) -> ninth_render::ProgramDrawState {
    let vs = shader(r, VS_POS);
    let ps = shader(r, PS_MRT);
    let mut state = pos_state(vs, ps);
    set_ps_c(&mut state, 0, [1.0, 0.0, 0.0, 1.0]);
    set_ps_c(&mut state, 1, [0.0, 1.0, 0.0, 1.0]);
    set_ps_c(&mut state, 3, [0.0, 0.0, 1.0, 0.5]);
    state
}

#[test]
fn pixel_shader_outputs_reach_each_target_through_its_write_mask() {
    // Folded clears (fast paths on) and clears in passes of their own give the same pixels;
    // and multisampled targets resolve each target.
    for (fast, samples) in [(true, 1), (false, 1), (true, 4)] {
        let mut r = renderer();
        r.set_fast_paths(fast);
        let [t0, t1, t2, t3] =
            [0; 4].map(|_| r.create_context_multisampled(8, 8, samples).unwrap());
        r.clear_color(t1, 0x8010_2030).unwrap();
        r.set_render_targets(t0, [Some(t1), None, Some(t3)])
            .unwrap();
        let mut state = mrt_state(&mut r);
        // Target 1 writes green and alpha only (D3DRS_COLORWRITEENABLE1 = GREEN | ALPHA).
        state.extra_color_write_masks = [0x2 | 0x8, 0xf, 0xf];
        draw_rect(&mut r, t0, &state, [2, 2, 6, 6]);

        let expect = [
            // oC0 = (1, 0, 0, 1).
            (t0, 0xffff_0000, 0xff00_0000),
            // oC1 = (0, 1, 0, 1) through G|A onto 0x80102030: red and blue kept.
            (t1, 0xff10_ff30, 0x8010_2030),
            // Not bound: unchanged.
            (t2, 0xff00_0000, 0xff00_0000),
            // oC3 = (0, 0, 1, 0.5): alpha 0.5 * 255 = 127.5, stored as 127 or 128.
            (t3, 0x8000_00ff, 0xff00_0000),
        ];
        for (n, (ctx, inside, outside)) in expect.into_iter().enumerate() {
            let what = format!("target {n}, fast paths {fast}, {samples} samples");
            let image = r.read_framebuffer(ctx).unwrap();
            assert_rect(&image, 8, 2, 2, 6, 6, inside, 1, &what);
            assert_rect(&image, 8, 0, 0, 8, 2, outside, 0, &format!("{what}, above"));
        }

        // Unbinding the extra targets: the next draw writes target 0 only.
        r.set_render_targets(t0, [None; 3]).unwrap();
        set_ps_c(&mut state, 1, [1.0, 1.0, 1.0, 1.0]);
        draw_rect(&mut r, t0, &state, [0, 0, 2, 2]);
        assert_eq!(read_pixel(&mut r, t1, 0, 0), 0x8010_2030);
        assert_eq!(read_pixel(&mut r, t0, 0, 0), 0xffff_0000);
    }
}

#[test]
fn location_zero_paths_leave_extra_targets_unchanged() {
    let mut r = renderer();
    let [t0, t1] = [0; 2].map(|_| r.create_context(8, 8).unwrap());
    r.clear_color(t1, 0xff20_4060).unwrap();
    r.set_render_targets(t0, [Some(t1), None, None]).unwrap();
    // The RHW path.
    draw(
        &mut r,
        t0,
        &RhwDrawState::default(),
        &quad(0.0, 0.0, 4.0, 8.0, 0xff00_ff00),
    );
    // A pixel shader writing oC0 only.
    let vs = shader(&mut r, VS_POS);
    let ps = shader(&mut r, PS_C0);
    let mut state = pos_state(vs, ps);
    set_ps_c(&mut state, 0, [0.0, 0.0, 1.0, 1.0]);
    draw_rect(&mut r, t0, &state, [4, 0, 8, 8]);
    let image = r.read_framebuffer(t0).unwrap();
    assert_rect(&image, 8, 0, 0, 4, 8, 0xff00_ff00, 0, "rhw into target 0");
    assert_rect(&image, 8, 4, 0, 8, 8, 0xff00_00ff, 0, "oC0 into target 0");
    let image = r.read_framebuffer(t1).unwrap();
    assert_rect(&image, 8, 0, 0, 8, 8, 0xff20_4060, 0, "target 1 unchanged");
}

#[test]
fn bad_target_bindings_are_refused_and_change_nothing() {
    let mut r = renderer();
    let t0 = r.create_context(8, 8).unwrap();
    let t1 = r.create_context(8, 8).unwrap();
    let small = r.create_context(4, 8).unwrap();
    let msaa = r.create_context_multisampled(8, 8, 4).unwrap();
    let cases = [
        ([Some(small), None, None], "another size"),
        ([Some(msaa), None, None], "another sample count"),
        ([Some(t0), None, None], "target 0 again"),
        ([Some(t1), Some(t1), None], "one context twice"),
    ];
    for (extra, what) in cases {
        let error = r.set_render_targets(t0, extra).unwrap_err();
        assert_eq!(error.kind, ErrorKind::Args, "{what}: {error}");
        assert_eq!(r.render_targets(t0).unwrap(), [None; 3], "{what}");
    }
    // Sampling a bound extra target from the draw is a state error.
    r.set_render_targets(t0, [None, Some(t1), None]).unwrap();
    let id = r.target_texture(t1).unwrap();
    let state = RhwDrawState {
        texture: Some(id),
        ..Default::default()
    };
    let error = r
        .draw_rhw(
            t0,
            &state,
            ninth_render::Primitive::TriangleList,
            &common::pack(&quad(0.0, 0.0, 8.0, 8.0, 0xffff_ffff)),
            28,
            None,
        )
        .unwrap_err();
    assert_eq!(error.kind, ErrorKind::State, "{error}");
    // A destroyed extra target is unbound.
    r.destroy_context(t1).unwrap();
    assert_eq!(r.render_targets(t0).unwrap(), [None; 3]);
    // Write masks above 0xf on targets 1-3.
    let mut state = mrt_state(&mut r);
    state.extra_color_write_masks = [0xf, 0x10, 0xf];
    let (w, h) = r.context_size(t0).unwrap();
    let positions = quad_positions(w, h, [0, 0, 8, 8]);
    let error = r
        .draw_program(
            t0,
            &state,
            ninth_render::Primitive::TriangleList,
            &[&positions],
            None,
        )
        .unwrap_err();
    assert_eq!(error.kind, ErrorKind::State, "{error}");
    assert!(error.message.contains("COLORWRITEENABLE2"), "{error}");
}

/// A depth-tested RHW quad over the whole 8x8 target at depth `z`.
fn depth_quad(z: f32, color: u32) -> Vec<V> {
    quad(0.0, 0.0, 8.0, 8.0, color)
        .into_iter()
        .map(|p| V { z, ..p })
        .collect()
}

#[test]
fn one_depth_surface_tests_the_draws_of_two_targets() {
    let mut r = renderer();
    let [a, b] = [0; 2].map(|_| r.create_context(8, 8).unwrap());
    let depth = r.create_depth_stencil(8, 8, 1).unwrap();
    r.set_depth_stencil(a, Some(depth)).unwrap();
    r.set_depth_stencil(b, Some(depth)).unwrap();
    let tested = RhwDrawState {
        depth_test: true,
        depth_write: true,
        ..Default::default()
    };
    // Clearing through a clears the shared surface; a draw into a writes 0.5 to its left half.
    r.clear(
        a,
        ClearValues {
            depth: Some(0.75),
            ..Default::default()
        },
    )
    .unwrap();
    let left: Vec<V> = quad(0.0, 0.0, 4.0, 8.0, 0xffff_0000)
        .into_iter()
        .map(|p| V { z: 0.5, ..p })
        .collect();
    draw(&mut r, a, &tested, &left);
    // Into b at 0.6: behind 0.5 on the left (LESSEQUAL fails), in front of 0.75 on the right.
    draw(&mut r, b, &tested, &depth_quad(0.6, 0xff00_ff00));
    let image = r.read_framebuffer(b).unwrap();
    assert_rect(&image, 8, 0, 0, 4, 8, 0xff00_0000, 0, "b left: rejected");
    assert_rect(&image, 8, 4, 0, 8, 8, 0xff00_ff00, 0, "b right: drawn");
    // The surface holds both draws' depths; b's own surface was never touched.
    if r.info().depth_format == ninth_render::wgpu::TextureFormat::Depth32FloatStencil8 {
        let z = r.read_depth(b).unwrap();
        assert_eq!((z[0], z[7]), (0.5, 0.6));
        r.set_depth_stencil(b, None).unwrap();
        assert_eq!(r.read_depth(b).unwrap(), vec![1.0; 64]);
    }
    // Destroying the surface puts a back on its own (depth 1.0: everything at 0.9 passes).
    r.destroy_depth_stencil(depth).unwrap();
    assert_ne!(r.context_depth_stencil(a).unwrap(), depth);
    draw(&mut r, a, &tested, &depth_quad(0.9, 0xff00_00ff));
    let image = r.read_framebuffer(a).unwrap();
    assert_rect(&image, 8, 0, 0, 8, 8, 0xff00_00ff, 0, "a on its own depth");
}

#[test]
fn bad_depth_bindings_get_their_errors() {
    let mut r = renderer();
    let ctx = r.create_context(8, 8).unwrap();
    let own = r.context_depth_stencil(ctx).unwrap();
    let small = r.create_depth_stencil(4, 8, 1).unwrap();
    let msaa = r.create_depth_stencil(8, 8, 4).unwrap();
    for (depth, kind, what) in [
        (small, ErrorKind::Args, "smaller"),
        (msaa, ErrorKind::Args, "another sample count"),
    ] {
        let error = r.set_depth_stencil(ctx, Some(depth)).unwrap_err();
        assert_eq!(error.kind, kind, "{what}: {error}");
        assert_eq!(r.context_depth_stencil(ctx).unwrap(), own, "{what}");
    }
    let error = r.destroy_depth_stencil(own).unwrap_err();
    assert_eq!(error.kind, ErrorKind::Args, "{error}");
    for samples in [0, 2, 8, 16] {
        let error = r.create_depth_stencil(8, 8, samples).unwrap_err();
        assert_eq!(error.kind, ErrorKind::Unsupported, "{samples}: {error}");
        assert!(error.message.contains(&samples.to_string()), "{error}");
    }
    let error = r.create_depth_stencil(0, 8, 1).unwrap_err();
    assert_eq!(error.kind, ErrorKind::Args, "{error}");
    r.destroy_depth_stencil(small).unwrap();
    let error = r.set_depth_stencil(ctx, Some(small)).unwrap_err();
    assert_eq!(error.kind, ErrorKind::Args, "destroyed: {error}");
    // The renderer still draws.
    draw(
        &mut r,
        ctx,
        &RhwDrawState::default(),
        &[
            v(-1.0, -1.0, 0xffff_ffff),
            v(20.0, -1.0, 0xffff_ffff),
            v(-1.0, 20.0, 0xffff_ffff),
        ],
    );
    assert_eq!(read_pixel(&mut r, ctx, 0, 0), 0xffff_ffff);
}

#[test]
fn a_larger_depth_surface_is_used_by_its_top_left_part() {
    let mut r = renderer();
    let small = r.create_context(8, 8).unwrap();
    let large = r.create_context(16, 16).unwrap();
    let depth = r.create_depth_stencil(16, 16, 1).unwrap();
    r.set_depth_stencil(large, Some(depth)).unwrap();
    r.set_depth_stencil(small, Some(depth)).unwrap();
    let tested = RhwDrawState {
        depth_test: true,
        depth_write: true,
        ..Default::default()
    };
    // Into the 8x8 target: its colour is kept around the pass (cleared red first, a quad
    // over its right half) and the surface's top-left 8x8 gets z 0.25 on that half.
    r.clear_color(small, 0xffff_0000).unwrap();
    let right: Vec<V> = quad(4.0, 0.0, 8.0, 8.0, 0xff00_ff00)
        .into_iter()
        .map(|p| V { z: 0.25, ..p })
        .collect();
    draw(&mut r, small, &tested, &right);
    let image = r.read_framebuffer(small).unwrap();
    assert_rect(&image, 8, 0, 0, 4, 8, 0xffff_0000, 0, "kept");
    assert_rect(&image, 8, 4, 0, 8, 8, 0xff00_ff00, 0, "drawn");
    // Into the 16x16 target at 0.5: behind only where the small target's draw wrote 0.25.
    let all: Vec<V> = quad(0.0, 0.0, 16.0, 16.0, 0xff00_00ff)
        .into_iter()
        .map(|p| V { z: 0.5, ..p })
        .collect();
    draw(&mut r, large, &tested, &all);
    let image = r.read_framebuffer(large).unwrap();
    assert_rect(&image, 16, 4, 0, 8, 8, 0xff00_0000, 0, "behind 0.25");
    assert_rect(&image, 16, 0, 0, 4, 8, 0xff00_00ff, 0, "left of it");
    assert_rect(
        &image,
        16,
        8,
        0,
        16,
        16,
        0xff00_00ff,
        0,
        "outside the small target",
    );
    assert_rect(
        &image,
        16,
        0,
        8,
        8,
        16,
        0xff00_00ff,
        0,
        "below the small target",
    );
    // Render targets 1-3 or multisampling with a larger surface: not yet.
    let other = r.create_context(8, 8).unwrap();
    let error = r
        .set_render_targets(small, [Some(other), None, None])
        .unwrap_err();
    assert_eq!(error.kind, ErrorKind::Unsupported, "{error}");
    let msaa = r.create_context_multisampled(8, 8, 4).unwrap();
    let msaa_depth = r.create_depth_stencil(16, 16, 4).unwrap();
    let error = r.set_depth_stencil(msaa, Some(msaa_depth)).unwrap_err();
    assert_eq!(error.kind, ErrorKind::Unsupported, "{error}");
}
