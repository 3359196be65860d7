//! StretchRect: exact copies, point and linear scaling against D3D9's pixel-centre mapping
//! computed on the CPU, blits within one surface, and the errors of bad rectangles.

mod common;

use ninth_render::{ErrorKind, Rect, Renderer, StretchFilter};

const SRC: u32 = 16;

/// A texel pattern where every channel differs between neighbours: B, G, R, A.
fn pattern(x: u32, y: u32) -> [u8; 4] {
    [
        (x * 16 + 3) as u8,
        (y * 16 + 5) as u8,
        ((x * 7 + y * 13) % 256) as u8,
        0xff,
    ]
}

fn source(r: &mut Renderer) -> ninth_render::ContextId {
    let ctx = r.create_context(SRC, SRC).unwrap();
    let pixels: Vec<u8> = (0..SRC)
        .flat_map(|y| (0..SRC).flat_map(move |x| pattern(x, y)))
        .collect();
    r.write_framebuffer(ctx, 0, 0, SRC, SRC, &pixels, SRC * 4)
        .unwrap();
    ctx
}

fn pixel(bgra: &[u8], width: u32, x: u32, y: u32) -> [u8; 4] {
    let i = ((y * width + x) * 4) as usize;
    bgra[i..i + 4].try_into().unwrap()
}

fn rect(left: u32, top: u32, right: u32, bottom: u32) -> Rect {
    Rect {
        left,
        top,
        right,
        bottom,
    }
}

/// D3D9's mapping of destination pixel `d` (relative to the rectangle) onto the source axis.
fn source_coord(src_left: u32, src_len: u32, dst_len: u32, d: u32) -> f64 {
    f64::from(src_left) + (f64::from(d) + 0.5) * f64::from(src_len) / f64::from(dst_len)
}

/// Bilinear sample of the pattern at source coordinates (texel centres at +0.5), clamped.
fn bilinear(sx: f64, sy: f64) -> [f64; 4] {
    let clamp = |v: f64| v.clamp(0.0, f64::from(SRC - 1)) as u32;
    let (fx, fy) = (sx - 0.5, sy - 0.5);
    let (x0, y0) = (fx.floor(), fy.floor());
    let (ax, ay) = (fx - x0, fy - y0);
    let mut out = [0.0; 4];
    for (dx, wx) in [(0.0, 1.0 - ax), (1.0, ax)] {
        for (dy, wy) in [(0.0, 1.0 - ay), (1.0, ay)] {
            let t = pattern(clamp(x0 + dx), clamp(y0 + dy));
            for c in 0..4 {
                out[c] += f64::from(t[c]) * wx * wy;
            }
        }
    }
    out
}

#[test]
fn equal_sizes_copy_exactly_and_leave_the_rest() {
    let mut r = common::renderer();
    let src = source(&mut r);
    let dst = r.create_context(20, 20).unwrap();
    r.clear_color(dst, 0xff102030).unwrap();
    r.stretch_rect(
        src,
        Some(rect(2, 3, 10, 7)),
        dst,
        Some(rect(11, 12, 19, 16)),
        StretchFilter::Linear,
    )
    .unwrap();
    let out = r.read_framebuffer(dst).unwrap();
    for y in 0..20 {
        for x in 0..20 {
            let inside = (11..19).contains(&x) && (12..16).contains(&y);
            let expected = if inside {
                pattern(x - 11 + 2, y - 12 + 3)
            } else {
                [0x30, 0x20, 0x10, 0xff]
            };
            assert_eq!(pixel(&out, 20, x, y), expected, "pixel ({x}, {y})");
        }
    }
}

#[test]
fn point_and_linear_scaling_follow_d3d9_pixel_centres() {
    let mut r = common::renderer();
    let src = source(&mut r);
    // 2x magnification of an 8x8 region (no point-sampling ties: centres land at x.25/x.75)
    // and 2x minification of the whole source (linear: exact 2x2 averages).
    let big = r.create_context(16, 16).unwrap();
    let small = r.create_context(8, 8).unwrap();
    for filter in [StretchFilter::Point, StretchFilter::Linear] {
        r.stretch_rect(src, Some(rect(4, 4, 12, 12)), big, None, filter)
            .unwrap();
        let out = r.read_framebuffer(big).unwrap();
        for y in 0..16 {
            for x in 0..16 {
                let (sx, sy) = (source_coord(4, 8, 16, x), source_coord(4, 8, 16, y));
                let expected = match filter {
                    StretchFilter::Point => pattern(sx as u32, sy as u32).map(f64::from),
                    StretchFilter::Linear => bilinear(sx, sy),
                };
                let got = pixel(&out, 16, x, y);
                for c in 0..4 {
                    assert!(
                        (f64::from(got[c]) - expected[c]).abs() <= 1.0,
                        "{filter:?} pixel ({x}, {y}) channel {c}: {got:?} vs {expected:?}"
                    );
                }
            }
        }
    }
    r.stretch_rect(src, None, small, None, StretchFilter::Linear)
        .unwrap();
    let out = r.read_framebuffer(small).unwrap();
    for y in 0..8 {
        for x in 0..8 {
            let expected = bilinear(source_coord(0, 16, 8, x), source_coord(0, 16, 8, y));
            let got = pixel(&out, 8, x, y);
            for c in 0..4 {
                assert!((f64::from(got[c]) - expected[c]).abs() <= 1.0);
            }
        }
    }
}

#[test]
fn within_one_surface_when_rectangles_do_not_overlap() {
    let mut r = common::renderer();
    let src = source(&mut r);
    r.stretch_rect(
        src,
        Some(rect(0, 0, 4, 4)),
        src,
        Some(rect(8, 8, 12, 12)),
        StretchFilter::Point,
    )
    .unwrap();
    r.stretch_rect(
        src,
        Some(rect(0, 0, 2, 2)),
        src,
        Some(rect(12, 0, 16, 4)),
        StretchFilter::Point,
    )
    .unwrap();
    let out = r.read_framebuffer(src).unwrap();
    for y in 0..SRC {
        for x in 0..SRC {
            let expected = if (8..12).contains(&x) && (8..12).contains(&y) {
                pattern(x - 8, y - 8)
            } else if (12..16).contains(&x) && y < 4 {
                pattern((x - 12) / 2, y / 2)
            } else {
                pattern(x, y)
            };
            assert_eq!(pixel(&out, SRC, x, y), expected, "pixel ({x}, {y})");
        }
    }
}

#[test]
fn bad_rectangles_and_filters_are_errors_that_change_nothing() {
    let mut r = common::renderer();
    let src = source(&mut r);
    let dst = r.create_context(8, 8).unwrap();
    r.clear_color(dst, 0xff000000).unwrap();
    let cases = [
        (src, Some(rect(4, 4, 4, 8)), dst, None, ErrorKind::Args),
        (src, Some(rect(8, 8, 2, 9)), dst, None, ErrorKind::Args),
        (src, Some(rect(0, 0, 17, 4)), dst, None, ErrorKind::Bounds),
        (src, None, dst, Some(rect(0, 0, 8, 9)), ErrorKind::Bounds),
        (
            src,
            Some(rect(0, 0, 8, 8)),
            src,
            Some(rect(4, 4, 12, 12)),
            ErrorKind::Args,
        ),
    ];
    for (s, sr, d, dr, kind) in cases {
        let error = r
            .stretch_rect(s, sr, d, dr, StretchFilter::Point)
            .unwrap_err();
        assert_eq!(error.kind, kind, "{sr:?} -> {dr:?}: {error}");
    }
    assert_eq!(
        StretchFilter::from_d3d(3).unwrap_err().kind,
        ErrorKind::State
    );
    assert_eq!(StretchFilter::from_d3d(1).unwrap(), StretchFilter::Point);
    let gone = r.create_context(4, 4).unwrap();
    r.destroy_context(gone).unwrap();
    assert!(
        r.stretch_rect(gone, None, dst, None, StretchFilter::Point)
            .is_err()
    );
    // Nothing was drawn, and the renderer still works.
    assert!(
        r.read_framebuffer(dst)
            .unwrap()
            .chunks(4)
            .all(|p| p == [0, 0, 0, 0xff])
    );
    r.stretch_rect(src, Some(rect(0, 0, 8, 8)), dst, None, StretchFilter::Point)
        .unwrap();
    assert_eq!(
        pixel(&r.read_framebuffer(dst).unwrap(), 8, 7, 7),
        pattern(7, 7)
    );
}
