//! Rasterisation of the RHW path against values computed on the CPU: Gouraud colour at pixel
//! centres (D3D9 centres are at integer coordinates), perspective-correct colour and UVs for
//! vertices with different RHW, the half-pixel convention, depth (LESSEQUAL, depth write,
//! ZENABLE false = no test and no write), cull modes with screen-space winding, lines, points,
//! indexed triangle strips, and the viewport acting as a clamped scissor rectangle.

mod common;
use common::*;
use ninth_render::{Cull, Primitive, Renderer, RhwDrawState};

/// Screen-space barycentric coordinates of (px, py) in triangle `t` (y points down).
fn barycentric(t: &[V], px: f64, py: f64) -> [f64; 3] {
    let p = |i: usize| (f64::from(t[i].x), f64::from(t[i].y));
    let ((x0, y0), (x1, y1), (x2, y2)) = (p(0), p(1), p(2));
    let area = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
    let b1 = ((px - x0) * (y2 - y0) - (x2 - x0) * (py - y0)) / area;
    let b2 = ((x1 - x0) * (py - y0) - (px - x0) * (y1 - y0)) / area;
    [1.0 - b1 - b2, b1, b2]
}

/// Perspective-correct interpolation of per-vertex values: sum(b*a*rhw) / sum(b*rhw).
fn perspective(t: &[V], b: [f64; 3], attr: impl Fn(&V) -> f64) -> f64 {
    let (mut num, mut den) = (0.0, 0.0);
    for i in 0..3 {
        let rhw = f64::from(t[i].rhw);
        num += b[i] * attr(&t[i]) * rhw;
        den += b[i] * rhw;
    }
    num / den
}

fn perspective_color(t: &[V], b: [f64; 3]) -> u32 {
    to_d3dcolor(std::array::from_fn(|c| {
        perspective(t, b, |v| rgba_f(v.color)[c])
    }))
}

fn affine_color(t: &[V], b: [f64; 3]) -> u32 {
    to_d3dcolor(std::array::from_fn(|c| {
        (0..3).map(|i| b[i] * rgba_f(t[i].color)[c]).sum()
    }))
}

fn channel_distance(a: u32, b: u32) -> u8 {
    let (a, b) = (argb(a), argb(b));
    (0..4).map(|i| a[i].abs_diff(b[i])).max().unwrap_or(0)
}

/// Checks every pixel centre of a `w` x `h` image clearly inside `t` against `expected` and
/// every one clearly outside against `background`; returns how many inside were checked.
fn check_triangle(
    image: &[u8],
    w: u32,
    h: u32,
    t: &[V],
    background: u32,
    mut expected: impl FnMut(u32, u32, [f64; 3]) -> Option<u32>,
) -> usize {
    let mut checked = 0;
    for y in 0..h {
        for x in 0..w {
            let b = barycentric(t, f64::from(x), f64::from(y));
            let min = b.iter().copied().fold(f64::INFINITY, f64::min);
            let got = pixel(image, w, x, y);
            if min > 0.01 {
                if let Some(e) = expected(x, y, b) {
                    assert_close(
                        got,
                        e,
                        1,
                        &format!("inside at ({x}, {y}), barycentric {b:?}"),
                    );
                    checked += 1;
                }
            } else if min < -0.01 {
                assert_eq!(got, background, "outside at ({x}, {y})");
            }
        }
    }
    checked
}

#[test]
fn gouraud_colours_at_integer_pixel_centres() {
    let mut r = renderer();
    let ctx = r.create_context(32, 32).unwrap();
    r.clear_color(ctx, 0xff00_0000).unwrap();
    // A small triangle, so colours change by ~10 per pixel: sampling at +0.5 instead of the
    // D3D9 integer centres would be off by ~5.
    let t = [
        v(2.0, 2.0, 0xffff_0000),
        v(26.0, 5.0, 0x8000_ff00),
        v(5.0, 29.0, 0x2000_00ff),
    ];
    draw(&mut r, ctx, &RhwDrawState::default(), &t);
    let image = r.read_framebuffer(ctx).unwrap();
    let n = check_triangle(&image, 32, 32, &t, 0xff00_0000, |_, _, b| {
        Some(affine_color(&t, b))
    });
    assert!(n > 200, "only {n} pixels checked");
    // One pixel diagonally in from the first vertex, where an off-by-half sample shows most.
    let b = barycentric(&t, 3.0, 3.0);
    assert_close(
        pixel(&image, 32, 3, 3),
        affine_color(&t, b),
        1,
        "next to the first vertex",
    );

    // A right triangle whose corner vertex sits on pixel (0, 0)'s centre: that pixel is
    // exactly the vertex colour (top and left edges are inside).
    let ctx2 = r.create_context(8, 8).unwrap();
    let corner = [
        v(0.0, 0.0, 0xff12_3456),
        v(7.0, 0.0, 0xff00_ff00),
        v(0.0, 7.0, 0xff00_00ff),
    ];
    draw(&mut r, ctx2, &RhwDrawState::default(), &corner);
    assert_eq!(read_pixel(&mut r, ctx2, 0, 0), 0xff12_3456);
}

#[test]
fn colours_interpolate_perspective_correctly_with_per_vertex_rhw() {
    let mut r = renderer();
    let ctx = r.create_context(32, 32).unwrap();
    r.clear_color(ctx, 0xff00_0000).unwrap();
    let mut t = [
        v(1.0, 1.0, 0xffff_0000),
        v(30.0, 2.0, 0x4000_ff00),
        v(3.0, 30.0, 0xc000_00ff),
    ];
    (t[0].rhw, t[1].rhw, t[2].rhw) = (1.0, 0.125, 0.5);
    draw(&mut r, ctx, &RhwDrawState::default(), &t);
    let image = r.read_framebuffer(ctx).unwrap();
    let mut far_from_affine = 0;
    let n = check_triangle(&image, 32, 32, &t, 0xff00_0000, |_, _, b| {
        let e = perspective_color(&t, b);
        if channel_distance(e, affine_color(&t, b)) > 8 {
            far_from_affine += 1;
        }
        Some(e)
    });
    assert!(n > 300, "only {n} pixels checked");
    assert!(
        far_from_affine > 100,
        "the RHWs must make perspective differ from affine"
    );
}

#[test]
fn texture_coordinates_interpolate_perspective_correctly() {
    let mut r = renderer();
    const T: u32 = 64;
    // Texel (i, j): R = 4i, G = 4j, B = 0x80, opaque (BGRA bytes).
    let texels: Vec<u8> = (0..T * T)
        .flat_map(|k| [0x80, ((k / T) * 4) as u8, ((k % T) * 4) as u8, 0xff])
        .collect();
    let tex = r.create_texture(T, T, Some(&texels)).unwrap();
    let ctx = r.create_context(48, 48).unwrap();
    let mut t = [
        vuv(1.0, 1.0, 0xffff_ffff, 0.0, 0.0),
        vuv(46.0, 3.0, 0xffff_ffff, 1.0, 0.1),
        vuv(4.0, 45.0, 0xffff_ffff, 0.2, 1.0),
    ];
    (t[0].rhw, t[1].rhw, t[2].rhw) = (0.25, 1.0, 0.5);
    let state = RhwDrawState {
        texture: Some(tex),
        address_clamp: true,
        ..Default::default()
    };
    draw(&mut r, ctx, &state, &t);
    let image = r.read_framebuffer(ctx).unwrap();
    let texel = |u: f64, vv: f64| {
        let (i, j) = (
            (u * f64::from(T)).floor() as u32,
            (vv * f64::from(T)).floor() as u32,
        );
        0xff00_0080 | ((i * 4) << 16) | ((j * 4) << 8)
    };
    let near_edge = |x: f64| {
        let f = (x * f64::from(T)).fract();
        !(0.05..=0.95).contains(&f)
    };
    let mut differs_from_affine = 0;
    let n = check_triangle(&image, 48, 48, &t, 0xff00_0000, |_, _, b| {
        let u = perspective(&t, b, |v| f64::from(v.u));
        let vv = perspective(&t, b, |v| f64::from(v.v));
        if near_edge(u) || near_edge(vv) {
            return None; // nearest sampling right on a texel boundary could go either way
        }
        let affine_u: f64 = (0..3).map(|i| b[i] * f64::from(t[i].u)).sum();
        let affine_v: f64 = (0..3).map(|i| b[i] * f64::from(t[i].v)).sum();
        if texel(affine_u, affine_v) != texel(u, vv) {
            differs_from_affine += 1;
        }
        Some(texel(u, vv))
    });
    assert!(n > 500, "only {n} pixels checked");
    assert!(
        differs_from_affine > 200,
        "perspective must differ from affine here"
    );
}

#[test]
fn half_pixel_convention_one_pixel_quads_cover_one_column_and_one_row() {
    let mut r = renderer();
    let ctx = r.create_context(20, 20).unwrap();
    let red = 0xffff_0000;
    // x from 9.5 to 10.5 over every row: exactly column 10.
    let column = [
        v(9.5, -0.5, red),
        v(10.5, -0.5, red),
        v(9.5, 19.5, red),
        v(10.5, -0.5, red),
        v(10.5, 19.5, red),
        v(9.5, 19.5, red),
    ];
    // y from 4.5 to 5.5 over columns 0..=3: exactly row 5 there.
    let green = 0xff00_ff00;
    let row = [
        v(-0.5, 4.5, green),
        v(3.5, 4.5, green),
        v(-0.5, 5.5, green),
        v(3.5, 4.5, green),
        v(3.5, 5.5, green),
        v(-0.5, 5.5, green),
    ];
    draw(&mut r, ctx, &RhwDrawState::default(), &column);
    draw(&mut r, ctx, &RhwDrawState::default(), &row);
    let image = r.read_framebuffer(ctx).unwrap();
    for y in 0..20 {
        for x in 0..20 {
            let expected = if x == 10 {
                red
            } else if y == 5 && x < 4 {
                green
            } else {
                0xff00_0000
            };
            assert_eq!(pixel(&image, 20, x, y), expected, "({x}, {y})");
        }
    }
}

fn zquad(x: f32, z: f32, color: u32) -> Vec<V> {
    let mut q = quad(x, 0.0, x + 4.0, 4.0, color);
    for v in &mut q {
        v.z = z;
    }
    q
}

#[test]
fn depth_test_is_lessequal_depth_write_is_honoured_and_zenable_false_ignores_depth() {
    let mut r = renderer();
    let ctx = r.create_context(40, 4).unwrap();
    r.clear_depth(ctx, 0.5).unwrap();
    let test = RhwDrawState {
        depth_test: true,
        ..Default::default()
    };
    let test_write = RhwDrawState {
        depth_write: true,
        ..test
    };
    let no_test_write = RhwDrawState {
        depth_test: false,
        depth_write: true,
        ..Default::default()
    };
    let (a, b) = (0xffaa_0000, 0xff00_00bb);
    draw(&mut r, ctx, &test, &zquad(0.0, 0.4, a)); // 0.4 <= 0.5: drawn
    draw(&mut r, ctx, &test, &zquad(4.0, 0.5, a)); // equal: drawn (LESSEQUAL)
    draw(&mut r, ctx, &test, &zquad(8.0, 0.6, a)); // fails
    draw(&mut r, ctx, &test_write, &zquad(12.0, 0.3, a)); // writes 0.3
    draw(&mut r, ctx, &test, &zquad(12.0, 0.35, b)); // fails against 0.3
    draw(&mut r, ctx, &test, &zquad(16.0, 0.3, a)); // test without write
    draw(&mut r, ctx, &test, &zquad(16.0, 0.35, b)); // passes against 0.5
    draw(&mut r, ctx, &no_test_write, &zquad(20.0, 0.1, a)); // ZENABLE false: no write
    draw(&mut r, ctx, &test, &zquad(20.0, 0.35, b)); // passes against 0.5
    draw(&mut r, ctx, &no_test_write, &zquad(24.0, 0.9, a)); // ZENABLE false: no test
    draw(&mut r, ctx, &test_write, &zquad(28.0, 0.2, a)); // writes 0.2
    draw(&mut r, ctx, &test, &zquad(28.0, 0.2, b)); // equal: drawn
    let expected = [a, a, 0xff00_0000, a, b, b, a, b];
    let expected_depth = [0.5, 0.5, 0.5, 0.3, 0.5, 0.5, 0.5, 0.2, 0.5, 0.5];
    let image = r.read_framebuffer(ctx).unwrap();
    for (cell, &e) in expected.iter().enumerate() {
        let x = cell as u32 * 4;
        assert_rect(&image, 40, x, 0, x + 4, 4, e, 0, &format!("cell {cell}"));
    }
    assert_rect(&image, 40, 32, 0, 40, 4, 0xff00_0000, 0, "untouched");
    match r.read_depth(ctx) {
        Ok(depth) => {
            for (cell, &e) in expected_depth.iter().enumerate() {
                for x in cell as u32 * 4..cell as u32 * 4 + 4 {
                    assert_eq!(depth[x as usize], e as f32, "depth of cell {cell} at x {x}");
                }
            }
        }
        Err(e) => assert_eq!(e.kind, ninth_render::ErrorKind::Unsupported, "{e}"),
    }
}

/// Twice the signed area with y pointing down: positive for triangles that are clockwise as
/// seen on screen.
fn clockwise_on_screen(t: &[V]) -> bool {
    (t[1].x - t[0].x) * (t[2].y - t[0].y) - (t[2].x - t[0].x) * (t[1].y - t[0].y) > 0.0
}

#[test]
fn cull_modes_use_screen_space_winding() {
    let mut r = renderer();
    let ctx = r.create_context(24, 4).unwrap();
    let color = 0xff33_66cc;
    let mut expected = Vec::new();
    for (m, cull) in [Cull::None, Cull::Cw, Cull::Ccw].into_iter().enumerate() {
        for cw in [true, false] {
            let x = (m * 8 + if cw { 0 } else { 4 }) as f32;
            let mut tris = quad(x, 0.0, x + 4.0, 4.0, color);
            if !cw {
                for t in tris.chunks_exact_mut(3) {
                    t.swap(1, 2);
                }
            }
            for t in tris.chunks_exact(3) {
                assert_eq!(clockwise_on_screen(t), cw);
            }
            let state = RhwDrawState {
                cull,
                ..Default::default()
            };
            draw(&mut r, ctx, &state, &tris);
            // D3DCULL_CW culls clockwise, D3DCULL_CCW counter-clockwise, NONE nothing.
            let culled = match cull {
                Cull::None => false,
                Cull::Cw => cw,
                Cull::Ccw => !cw,
            };
            expected.push((x as u32, if culled { 0xff00_0000 } else { color }, cull, cw));
        }
    }
    assert_eq!(Cull::from_d3d(1).unwrap(), Cull::None);
    assert_eq!(Cull::from_d3d(2).unwrap(), Cull::Cw);
    assert_eq!(Cull::from_d3d(3).unwrap(), Cull::Ccw);
    let image = r.read_framebuffer(ctx).unwrap();
    for (x, e, cull, cw) in expected {
        let what = format!(
            "{cull:?} with a {} triangle pair",
            if cw { "clockwise" } else { "ccw" }
        );
        assert_rect(&image, 24, x, 0, x + 4, 4, e, 0, &what);
    }
}

fn lit(image: &[u8], w: u32, h: u32) -> Vec<(u32, u32)> {
    let mut out = Vec::new();
    for y in 0..h {
        for x in 0..w {
            if pixel(image, w, x, y) != 0xff00_0000 {
                out.push((x, y));
            }
        }
    }
    out
}

#[test]
fn lines_and_points_hit_the_expected_pixels() {
    let mut r = renderer();
    let ctx = r.create_context(16, 8).unwrap();
    let red = 0xffff_0000;
    let line = pack(&[v(2.0, 5.0, red), v(12.0, 5.0, red)]);
    r.draw_rhw(
        ctx,
        &RhwDrawState::default(),
        Primitive::LineList,
        &line,
        28,
        None,
    )
    .unwrap();
    let image = r.read_framebuffer(ctx).unwrap();
    // D3D9's diamond-exit rule: a line between pixel centres covers its first pixel and
    // stops before the last.
    let expected: Vec<(u32, u32)> = (2..12).map(|x| (x, 5)).collect();
    assert_eq!(lit(&image, 16, 8), expected, "line list");
    assert!((2..12).all(|x| pixel(&image, 16, x, 5) == red));

    let ctx = r.create_context(16, 8).unwrap();
    let point = pack(&[v(3.0, 3.0, 0xff00_ff00)]);
    r.draw_rhw(
        ctx,
        &RhwDrawState::default(),
        Primitive::PointList,
        &point,
        28,
        None,
    )
    .unwrap();
    let image = r.read_framebuffer(ctx).unwrap();
    assert_eq!(lit(&image, 16, 8), vec![(3, 3)], "point");
    assert_eq!(pixel(&image, 16, 3, 3), 0xff00_ff00);

    // A vertical line strip of two segments: x = 6, y from 1 through 6.
    let ctx = r.create_context(16, 8).unwrap();
    let strip = pack(&[v(6.0, 1.0, red), v(6.0, 4.0, red), v(6.0, 7.0, red)]);
    r.draw_rhw(
        ctx,
        &RhwDrawState::default(),
        Primitive::LineStrip,
        &strip,
        28,
        None,
    )
    .unwrap();
    let image = r.read_framebuffer(ctx).unwrap();
    let expected: Vec<(u32, u32)> = (1..7).map(|y| (6, y)).collect();
    assert_eq!(lit(&image, 16, 8), expected, "line strip");
}

#[test]
fn indexed_triangle_strip_with_16_bit_indices() {
    let mut r = renderer();
    let ctx = r.create_context(16, 16).unwrap();
    let c = 0xff80_40c0;
    let (l, rt, t, m, b) = (1.5, 9.5, 2.5, 6.5, 12.5);
    // Vertices out of order plus an unused decoy; the indices make a two-segment band
    // covering pixels [2, 10) x [3, 13).
    let vertices = [
        v(rt, m, c),      // 0
        v(l, t, c),       // 1
        v(15.0, 15.0, c), // 2: never indexed
        v(rt, t, c),      // 3
        v(l, b, c),       // 4
        v(l, m, c),       // 5
        v(rt, b, c),      // 6
    ];
    let indices: [u16; 6] = [1, 3, 5, 0, 4, 6];
    let vb = pack(&vertices);
    r.draw_rhw(
        ctx,
        &RhwDrawState::default(),
        Primitive::TriangleStrip,
        &vb,
        28,
        Some(&indices),
    )
    .unwrap();
    let image = r.read_framebuffer(ctx).unwrap();
    for y in 0..16 {
        for x in 0..16 {
            let inside = (2..10).contains(&x) && (3..13).contains(&y);
            let e = if inside { c } else { 0xff00_0000 };
            assert_eq!(pixel(&image, 16, x, y), e, "({x}, {y})");
        }
    }
}

/// D3D9 has no primitive restart: index 0xFFFF in a strip is vertex 65535 of a 65536-vertex
/// draw, and the triangle that uses it must be drawn (WebGPU would restart the strip there).
#[test]
fn strip_index_0xffff_is_a_vertex_not_a_restart() {
    let mut r = renderer();
    let ctx = r.create_context(16, 16).unwrap();
    let c = 0xff20_c040;
    let mut vertices = vec![v(0.0, 0.0, c); 65536];
    vertices[0] = v(1.5, 1.5, c);
    vertices[1] = v(13.5, 1.5, c);
    vertices[65535] = v(1.5, 13.5, c);
    vertices[2] = v(13.5, 13.5, c);
    let vb = pack(&vertices);
    // Two triangles: (0, 1, 65535) and, with the odd swap, (65535, 1, 2): the square [2, 14)^2.
    let indices: [u16; 4] = [0, 1, 65535, 2];
    r.draw_rhw(
        ctx,
        &RhwDrawState::default(),
        Primitive::TriangleStrip,
        &vb,
        28,
        Some(&indices),
    )
    .unwrap();
    let image = r.read_framebuffer(ctx).unwrap();
    for (x, y) in [(2, 2), (3, 12), (12, 3), (13, 13), (8, 8)] {
        assert_eq!(pixel(&image, 16, x, y), c, "({x}, {y}) inside");
    }
    for (x, y) in [(1, 1), (14, 14), (0, 8)] {
        assert_eq!(pixel(&image, 16, x, y), 0xff00_0000, "({x}, {y}) outside");
    }
}

fn full_quad(r: &mut Renderer, ctx: ninth_render::ContextId, color: u32) {
    let (w, h) = r.context_size(ctx).unwrap();
    draw(
        r,
        ctx,
        &RhwDrawState::default(),
        &quad(0.0, 0.0, w as f32, h as f32, color),
    );
}

#[test]
fn viewport_is_clamped_and_acts_as_scissor() {
    let mut r = renderer();
    let ctx = r.create_context(32, 32).unwrap();
    r.set_viewport(ctx, 5, 5, 10, 10).unwrap();
    full_quad(&mut r, ctx, 0xff11_2233);
    // Clamped: only [28, 32) x [28, 32) remains.
    r.set_viewport(ctx, 28, 28, 100, 100).unwrap();
    let vp = r.viewport(ctx).unwrap();
    assert_eq!((vp.x, vp.y, vp.width, vp.height), (28, 28, 4, 4));
    full_quad(&mut r, ctx, 0xff44_5566);
    // Entirely outside: empty, draws nothing.
    r.set_viewport(ctx, 40, 3, 10, 10).unwrap();
    assert_eq!(r.viewport(ctx).unwrap().width, 0);
    full_quad(&mut r, ctx, 0xffff_ffff);
    let image = r.read_framebuffer(ctx).unwrap();
    for y in 0..32 {
        for x in 0..32 {
            let e = if (5..15).contains(&x) && (5..15).contains(&y) {
                0xff11_2233
            } else if x >= 28 && y >= 28 {
                0xff44_5566
            } else {
                0xff00_0000
            };
            assert_eq!(pixel(&image, 32, x, y), e, "({x}, {y})");
        }
    }
}
