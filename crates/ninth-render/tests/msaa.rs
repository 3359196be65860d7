//! Multisampled contexts: every sample is rasterised and each pass resolves them (their
//! average) into the single-sample texture that readback and StretchRect see; what cannot
//! reach a multisampled target's samples is refused.

mod common;
mod program_util;

use common::{assert_rect, draw, pack, quad, read_pixel, renderer, v};
use ninth_render::{ErrorKind, Primitive, RhwDrawState, StretchFilter};

/// Red over x < 4.0 (RHW pixels, D3D9 pixel centres at integers): pixel 4 spans 3.5..4.5,
/// so the edge halves it. The standard 4x pattern puts two samples left of the pixel's
/// middle (x offsets 0.375 and 0.125) and two right of it (0.875 and 0.625).
fn half_pixel_edge() -> Vec<common::V> {
    let red = 0xffff_0000;
    vec![
        v(-4.0, -4.0, red),
        v(4.0, -4.0, red),
        v(-4.0, 12.0, red),
        v(4.0, -4.0, red),
        v(4.0, 12.0, red),
        v(-4.0, 12.0, red),
    ]
}

#[test]
fn resolve_of_a_half_covered_pixel_is_the_average_of_its_samples() {
    let mut r = renderer();
    let ctx = r.create_context_multisampled(8, 8, 4).unwrap();
    assert_eq!(r.context_samples(ctx).unwrap(), 4);
    draw(&mut r, ctx, &RhwDrawState::default(), &half_pixel_edge());
    let image = r.read_framebuffer(ctx).unwrap();
    assert_rect(&image, 8, 0, 0, 4, 8, 0xffff_0000, 0, "covered");
    assert_rect(&image, 8, 5, 0, 8, 8, 0xff00_0000, 0, "not covered");
    // Two of four samples red (255) and two black: 127.5, rounded either way.
    assert_rect(&image, 8, 4, 0, 5, 8, 0xff80_0000, 1, "the edge column");

    // StretchRect from it copies the resolved pixels.
    let plain = r.create_context(8, 8).unwrap();
    r.stretch_rect(ctx, None, plain, None, StretchFilter::Point)
        .unwrap();
    assert_eq!(
        read_pixel(&mut r, plain, 4, 3),
        read_pixel(&mut r, ctx, 4, 3)
    );
    assert_eq!(read_pixel(&mut r, plain, 3, 3), 0xffff_0000);
}

#[test]
fn clears_and_depth_tests_apply_to_every_sample() {
    let mut r = renderer();
    let ctx = r.create_context_multisampled(8, 8, 4).unwrap();
    r.clear_color(ctx, 0xff20_4060).unwrap();
    // A quad at depth 0.5 over the left half, then a depth-tested one at 0.7 over all:
    // it stays behind on the left, in front of the cleared 1.0 on the right.
    let tested = RhwDrawState {
        depth_test: true,
        depth_write: true,
        ..Default::default()
    };
    draw(&mut r, ctx, &tested, &quad(0.0, 0.0, 4.0, 8.0, 0xffff_ffff));
    let back: Vec<common::V> = quad(0.0, 0.0, 8.0, 8.0, 0xff00_00ff)
        .into_iter()
        .map(|p| common::V { z: 0.7, ..p })
        .collect();
    draw(&mut r, ctx, &tested, &back);
    let image = r.read_framebuffer(ctx).unwrap();
    assert_rect(&image, 8, 0, 0, 4, 8, 0xffff_ffff, 0, "front");
    assert_rect(&image, 8, 4, 0, 8, 8, 0xff00_00ff, 0, "back");
}

#[test]
fn what_cannot_reach_the_samples_is_refused() {
    let mut r = renderer();
    for samples in [0, 2, 3, 8, 16] {
        let error = r.create_context_multisampled(8, 8, samples).unwrap_err();
        assert_eq!(error.kind, ErrorKind::Unsupported, "{samples}: {error}");
        assert!(
            error.message.contains(&format!("{samples} samples")),
            "{error}"
        );
    }
    let ctx = r.create_context_multisampled(8, 8, 4).unwrap();
    let plain = r.create_context(8, 8).unwrap();
    let error = r
        .stretch_rect(plain, None, ctx, None, StretchFilter::Point)
        .unwrap_err();
    assert_eq!(error.kind, ErrorKind::Unsupported, "{error}");
    let error = r
        .write_framebuffer(ctx, 0, 0, 1, 1, &[0; 4], 4)
        .unwrap_err();
    assert_eq!(error.kind, ErrorKind::Unsupported, "{error}");
    let error = r.read_stencil(ctx).unwrap_err();
    assert_eq!(error.kind, ErrorKind::Unsupported, "{error}");
    // The context still draws and resolves.
    r.draw_rhw(
        ctx,
        &RhwDrawState::default(),
        Primitive::TriangleList,
        &pack(&quad(0.0, 0.0, 8.0, 8.0, 0xff00_ff00)),
        28,
        None,
    )
    .unwrap();
    assert_eq!(read_pixel(&mut r, ctx, 7, 7), 0xff00_ff00);
}

#[test]
fn the_sample_mask_keeps_the_draw_out_of_the_masked_samples() {
    use program_util::*;
    let mut r = renderer();
    let ctx = r.create_context_multisampled(8, 8, 4).unwrap();
    let vs = shader(&mut r, VS_POS);
    let ps = shader(&mut r, PS_C0);
    let mut state = pos_state(vs, ps);
    set_ps_c(&mut state, 0, [1.0, 1.0, 1.0, 1.0]);
    // Samples 0 and 1 of 4: the resolve is half white over the cleared black.
    state.sample_mask = 0b0011;
    draw_rect(&mut r, ctx, &state, [0, 0, 4, 8]);
    // Bits above the sample count are ignored: 0xf0 masks every sample.
    state.sample_mask = 0xf0;
    draw_rect(&mut r, ctx, &state, [4, 0, 8, 8]);
    let image = r.read_framebuffer(ctx).unwrap();
    assert_rect(&image, 8, 0, 0, 4, 8, 0xff80_8080, 1, "two of four samples");
    assert_rect(&image, 8, 4, 0, 8, 8, 0xff00_0000, 0, "no sample");
    // On a single-sample target the mask is ignored, as in D3D9.
    let plain = r.create_context(8, 8).unwrap();
    state.sample_mask = 0;
    draw_rect(&mut r, plain, &state, [0, 0, 8, 8]);
    assert_eq!(read_pixel(&mut r, plain, 3, 3), 0xffff_ffff);
}
