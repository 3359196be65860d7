//! Clears of rectangles: colour, depth and stencil written inside the rectangles only, each
//! channel only when asked, clipped to the target, ordered with draws, with fast paths on and
//! off; bad depth values are errors that clear nothing.

mod common;

use common::*;
use ninth_render::{ClearValues, ErrorKind, Primitive, Rect, RhwDrawState};

const W: u32 = 16;

fn rect(left: u32, top: u32, right: u32, bottom: u32) -> Rect {
    Rect {
        left,
        top,
        right,
        bottom,
    }
}

fn inside(r: &Rect, x: u32, y: u32) -> bool {
    (r.left..r.right).contains(&x) && (r.top..r.bottom).contains(&y)
}

#[test]
fn rectangles_clear_only_what_they_cover() {
    for fast in [false, true] {
        let mut r = renderer();
        r.set_fast_paths(fast);
        let ctx = r.create_context(W, W).unwrap();
        r.clear(
            ctx,
            ClearValues {
                color: Some(0xff000000),
                depth: Some(1.0),
                stencil: Some(0),
            },
        )
        .unwrap();
        let colour_rects = [rect(1, 1, 5, 4), rect(10, 12, 40, 40)];
        r.clear_rects(
            ctx,
            &colour_rects,
            ClearValues {
                color: Some(0x80ff4000),
                ..Default::default()
            },
        )
        .unwrap();
        let depth_rect = rect(0, 8, 8, 16);
        r.clear_rects(
            ctx,
            &[depth_rect],
            ClearValues {
                depth: Some(0.25),
                ..Default::default()
            },
        )
        .unwrap();
        let stencil_rect = rect(4, 0, 12, 6);
        r.clear_rects(
            ctx,
            &[stencil_rect, rect(3, 3, 3, 9)],
            ClearValues {
                stencil: Some(0x1a7),
                ..Default::default()
            },
        )
        .unwrap();
        let color = r.read_framebuffer(ctx).unwrap();
        let depth = r.read_depth(ctx).unwrap();
        let stencil = r.read_stencil(ctx).unwrap();
        for y in 0..W {
            for x in 0..W {
                let i = (y * W + x) as usize;
                let want = if colour_rects.iter().any(|c| inside(c, x, y)) {
                    [0x00, 0x40, 0xff, 0x80]
                } else {
                    [0, 0, 0, 0xff]
                };
                assert_eq!(
                    color[i * 4..i * 4 + 4],
                    want,
                    "fast {fast}: colour ({x}, {y})"
                );
                let z = if inside(&depth_rect, x, y) { 0.25 } else { 1.0 };
                assert_eq!(depth[i], z, "fast {fast}: depth ({x}, {y})");
                let s = if inside(&stencil_rect, x, y) { 0xa7 } else { 0 };
                assert_eq!(stencil[i], s, "fast {fast}: stencil ({x}, {y})");
            }
        }
        // Draws after a rectangle clear bind their own state again.
        let quad = pack(&[
            v(-0.5, -0.5, 0xff00ff00),
            v(15.5, -0.5, 0xff00ff00),
            v(-0.5, 15.5, 0xff00ff00),
        ]);
        r.draw_rhw(
            ctx,
            &RhwDrawState::default(),
            Primitive::TriangleList,
            &quad,
            28,
            None,
        )
        .unwrap();
        let color = r.read_framebuffer(ctx).unwrap();
        assert_eq!(color[0..4], [0, 0xff, 0, 0xff], "fast {fast}: draw after");
    }
}

#[test]
fn bad_values_clear_nothing() {
    let mut r = renderer();
    let ctx = r.create_context(4, 4).unwrap();
    r.clear_color(ctx, 0xff000000).unwrap();
    let e = r
        .clear_rects(
            ctx,
            &[rect(0, 0, 4, 4)],
            ClearValues {
                color: Some(0xffffffff),
                depth: Some(1.5),
                stencil: None,
            },
        )
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::Args);
    let gone = r.create_context(4, 4).unwrap();
    r.destroy_context(gone).unwrap();
    assert!(
        r.clear_rects(gone, &[rect(0, 0, 1, 1)], ClearValues::default())
            .is_err()
    );
    // Nothing asked or nothing covered: no-ops.
    r.clear_rects(ctx, &[rect(0, 0, 4, 4)], ClearValues::default())
        .unwrap();
    r.clear_rects(
        ctx,
        &[rect(9, 9, 12, 12)],
        ClearValues {
            color: Some(0xffffffff),
            ..Default::default()
        },
    )
    .unwrap();
    assert!(
        r.read_framebuffer(ctx)
            .unwrap()
            .chunks(4)
            .all(|p| p == [0, 0, 0, 0xff])
    );
}
