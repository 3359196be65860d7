//! The fixed-function paths' blend and raster state: separate alpha blending by D3D9's
//! equations, the scissor rectangle, wireframe fill, and pipeline keys that ignore
//! inactive states.

mod fixed_util;
use fixed_util::*;
use ninth_render::state::blend::{d3dblend, d3dblendop};
use ninth_render::{BlendDesc, CustomBlend, FixedDrawState, Primitive};

fn blend(src: u32, dst: u32, op: u32) -> CustomBlend {
    CustomBlend { src, dst, op }
}

/// One channel of D3D9's blend: `src * fs op dst * fd`, MIN and MAX ignoring factors.
fn channel(src: f64, dst: f64, fs: f64, fd: f64, op: u32) -> f64 {
    let v = match op {
        d3dblendop::ADD => src * fs + dst * fd,
        d3dblendop::SUBTRACT => src * fs - dst * fd,
        d3dblendop::REVSUBTRACT => dst * fd - src * fs,
        d3dblendop::MIN => src.min(dst),
        _ => src.max(dst),
    };
    v.clamp(0.0, 1.0)
}

/// A factor for the alpha channel (colour factors take their alpha forms).
fn alpha_factor(f: u32, src_a: f64, dst_a: f64, constant_a: f64) -> f64 {
    use d3dblend::*;
    match f {
        ZERO => 0.0,
        ONE => 1.0,
        SRCCOLOR | SRCALPHA => src_a,
        INVSRCCOLOR | INVSRCALPHA => 1.0 - src_a,
        DESTCOLOR | DESTALPHA => dst_a,
        INVDESTCOLOR | INVDESTALPHA => 1.0 - dst_a,
        BLENDFACTOR => constant_a,
        INVBLENDFACTOR => 1.0 - constant_a,
        _ => unreachable!(),
    }
}

fn unit(color: u32) -> [f64; 4] {
    [16, 8, 0, 24].map(|s| f64::from((color >> s) & 0xff) / 255.0)
}

#[test]
fn separate_alpha_blend_uses_its_own_factors_and_operation() {
    const DST: u32 = 0x8040_2010;
    const SRC: u32 = 0x40c0_8060;
    const FACTOR: u32 = 0x3300_0000;
    let src_alpha_blend = blend(d3dblend::SRCALPHA, d3dblend::INVSRCALPHA, d3dblendop::ADD);
    let one_one = blend(d3dblend::ONE, d3dblend::ONE, d3dblendop::ADD);
    // (colour, separate alpha).
    let cases = [
        (src_alpha_blend, None),
        (src_alpha_blend, Some(one_one)),
        (
            src_alpha_blend,
            Some(blend(d3dblend::ONE, d3dblend::ONE, d3dblendop::REVSUBTRACT)),
        ),
        (
            one_one,
            Some(blend(
                d3dblend::BLENDFACTOR,
                d3dblend::ZERO,
                d3dblendop::ADD,
            )),
        ),
        (
            blend(d3dblend::ONE, d3dblend::ONE, d3dblendop::MIN),
            Some(blend(d3dblend::ZERO, d3dblend::ZERO, d3dblendop::MAX)),
        ),
    ];
    let mut r = renderer();
    let width = 4 * cases.len() as u32;
    let ctx = r.create_context(width, 4).unwrap();
    r.clear_color(ctx, DST).unwrap();
    for (i, (color, alpha)) in cases.iter().enumerate() {
        let mut s = diffuse_state();
        s.blend_factor = FACTOR;
        s.blend = BlendDesc {
            enable: true,
            color: *color,
            separate_alpha: alpha.is_some(),
            alpha: alpha.unwrap_or(blend(d3dblend::ZERO, d3dblend::ZERO, d3dblendop::SUBTRACT)),
        };
        let x = 4.0 * i as f32;
        let q = rect(
            [x, 0.0, x + 4.0, 4.0],
            0.5,
            SRC,
            ([0.0; 2], [0.0; 2]),
            false,
        );
        r.draw_fixed_rhw(ctx, &s, Primitive::TriangleList, &q, None)
            .unwrap();
    }
    let image = r.read_framebuffer(ctx).unwrap();
    let (src, dst, k) = (unit(SRC), unit(DST), unit(FACTOR));
    for (i, (color, alpha)) in cases.iter().enumerate() {
        let a = alpha.unwrap_or(*color);
        let mut want = [0.0; 4];
        for c in 0..3 {
            // The colour factors of these cases are alpha-only or constant ones.
            let fs = alpha_factor(color.src, src[3], dst[3], k[3]);
            let fd = alpha_factor(color.dst, src[3], dst[3], k[3]);
            want[c] = channel(src[c], dst[c], fs, fd, color.op);
        }
        let fs = alpha_factor(a.src, src[3], dst[3], k[3]);
        let fd = alpha_factor(a.dst, src[3], dst[3], k[3]);
        want[3] = channel(src[3], dst[3], fs, fd, a.op);
        let want = want.map(|v| (v * 255.0).round() as i32);
        let got = rgba_at(&image, width, 4 * i as u32 + 2, 2);
        let close = got
            .iter()
            .zip(want)
            .all(|(g, w)| (i32::from(*g) - w).abs() <= 1);
        assert!(close, "case {i}: got {got:?}, want {want:?}");
    }
}

#[test]
fn the_scissor_rectangle_clips_fixed_draws() {
    let mut r = renderer();
    let ctx = r.create_context(8, 8).unwrap();
    r.clear_color(ctx, 0xffff_0000).unwrap();
    let mut s = diffuse_state();
    s.scissor = Some([2, 3, 4, 2]);
    let q = rect(
        [0.0, 0.0, 8.0, 8.0],
        0.5,
        0xff00_ff00,
        ([0.0; 2], [0.0; 2]),
        false,
    );
    r.draw_fixed_rhw(ctx, &s, Primitive::TriangleList, &q, None)
        .unwrap();
    let image = r.read_framebuffer(ctx).unwrap();
    for y in 0..8 {
        for x in 0..8 {
            let inside = (2..6).contains(&x) && (3..5).contains(&y);
            let want = if inside {
                [0, 255, 0, 255]
            } else {
                [255, 0, 0, 255]
            };
            assert_eq!(rgba_at(&image, 8, x, y), want, "({x}, {y})");
        }
    }
}

#[test]
fn inactive_states_share_a_pipeline_and_baked_ones_do_not() {
    let mut r = renderer();
    let ctx = r.create_context(8, 8).unwrap();
    let q = rect(
        [0.0, 0.0, 8.0, 8.0],
        0.5,
        0xff00_ff00,
        ([0.0; 2], [0.0; 2]),
        false,
    );
    let draw = |r: &mut ninth_render::Renderer, s: &FixedDrawState| {
        r.draw_fixed_rhw(ctx, s, Primitive::TriangleList, &q, None)
            .unwrap();
        r.program_pipeline_count()
    };
    let base = diffuse_state();
    let n = draw(&mut r, &base);
    let mut unused = base;
    unused.blend.color = blend(d3dblend::SRCALPHA, d3dblend::ONE, d3dblendop::MAX);
    unused.depth_stencil.front.pass = 3;
    unused.depth_stencil.ccw.func = 2;
    unused.depth_stencil.read_mask = 0x12;
    unused.stencil_ref = 7;
    unused.blend_factor = 0x1234_5678;
    unused.scissor = Some([1, 1, 2, 2]);
    assert_eq!(draw(&mut r, &unused), n, "inactive and dynamic states");
    let mut biased = base;
    biased.depth_bias = 1.0 / 4096.0;
    assert_eq!(draw(&mut r, &biased), n + 1, "depth bias");
    let mut stencil = base;
    stencil.depth_stencil.stencil_enable = true;
    assert_eq!(draw(&mut r, &stencil), n + 2, "stencil on");
    let mut func = base;
    func.depth_stencil.z_func = 7;
    assert_eq!(draw(&mut r, &func), n + 3, "ZFUNC");
    // Depth bias applies to triangles only: on lines it is left out of the key.
    let line = pack(&[
        FixedVertex {
            pos: [0.0, 0.5, 0.5, 1.0],
            diffuse: 0xffff_ffff,
            specular: 0,
            texcoords: [[0.0; 4]; 8],
            fog: 1.0,
        },
        FixedVertex {
            pos: [8.0, 0.5, 0.5, 1.0],
            diffuse: 0xffff_ffff,
            specular: 0,
            texcoords: [[0.0; 4]; 8],
            fog: 1.0,
        },
    ]);
    r.draw_fixed_rhw(ctx, &base, Primitive::LineList, &line, None)
        .unwrap();
    let lines = r.program_pipeline_count();
    r.draw_fixed_rhw(ctx, &biased, Primitive::LineList, &line, None)
        .unwrap();
    assert_eq!(r.program_pipeline_count(), lines, "bias on lines");
}

#[test]
fn wireframe_fill_draws_only_the_edges() {
    use ninth_render::state::program::FillMode;
    let mut r = renderer();
    let ctx = r.create_context(16, 16).unwrap();
    r.clear_color(ctx, 0xffff_0000).unwrap();
    let mut s = diffuse_state();
    s.fill_mode = FillMode::Wireframe;
    // One clockwise triangle with edges along x = 1.5, y = 1.5 and the diagonal.
    let v = |x: f32, y: f32| FixedVertex {
        pos: [x, y, 0.5, 1.0],
        diffuse: 0xff00_ff00,
        specular: 0,
        texcoords: [[0.0; 4]; 8],
        fog: 1.0,
    };
    let tri = pack(&[v(1.5, 1.5), v(14.5, 1.5), v(1.5, 14.5)]);
    let result = r.draw_fixed_rhw(ctx, &s, Primitive::TriangleList, &tri, None);
    if !r.info().features.contains(&"POLYGON_MODE_LINE") {
        assert_eq!(
            result.unwrap_err().kind,
            ninth_render::ErrorKind::Unsupported
        );
        return;
    }
    result.unwrap();
    let image = r.read_framebuffer(ctx).unwrap();
    let (green, red) = ([0, 255, 0, 255], [255, 0, 0, 255]);
    assert_eq!(rgba_at(&image, 16, 6, 1), green, "top edge");
    assert_eq!(rgba_at(&image, 16, 1, 6), green, "left edge");
    assert_eq!(rgba_at(&image, 16, 4, 4), red, "interior");
    // Solid fill (the default) covers the interior.
    s.fill_mode = FillMode::Solid;
    r.draw_fixed_rhw(ctx, &s, Primitive::TriangleList, &tri, None)
        .unwrap();
    let image = r.read_framebuffer(ctx).unwrap();
    assert_eq!(rgba_at(&image, 16, 4, 4), green, "interior");
}
