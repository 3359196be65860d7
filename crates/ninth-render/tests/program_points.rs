//! Point sizes and sprites of programmable draws: a point of size s (the vertex shader's
//! `oPts`, else D3DRS_POINTSIZE, clamped to POINTSIZE_MIN..MAX) covers the s x s pixels
//! whose D3D9 centres lie in [x - s/2, x + s/2) x [y - s/2, y + s/2); with
//! POINTSPRITEENABLE every texture coordinate runs 0..1 across it. Centres are chosen so
//! that no pixel centre lies on an edge (half-integer centres for even sizes), so every
//! expected pixel is exact.

mod common;
mod program_util;

use common::{pixels, renderer};
use ninth_render::state::fixed::StageState;
use ninth_render::state::program::D3DSTREAMSOURCE_INDEXEDDATA;
use ninth_render::{
    ContextId, Cull, ErrorKind, IndexData, Indices, PointState, Primitive, ProgramDrawState,
    Renderer, ShaderId,
};
use program_util::*;

const W: u32 = 32;
const H: u32 = 32;
const CLEAR: u32 = 0xff10_1010;

/// Position and colour; vs_3_0 also writes the size from the PSIZE element.
const VS3_PSIZE: &str = "vs_3_0
dcl_position v0
dcl_color v1
dcl_psize v2
dcl_position o0
dcl_color o1
dcl_psize o2.x
mov o0, v0
mov o1, v1
mov o2.x, v2.x";

const VS2_PSIZE: &str = "vs_2_0
dcl_position v0
dcl_color v1
dcl_psize v2
mov oPos, v0
mov oD0, v1
mov oPts, v2.x";

/// Samples s0 at t0.
const PS_TEX: &str = "ps_2_0
dcl t0.xy
dcl_2d s0
texld r0, t0, s0
mov oC0, r0";

/// A point: D3D9 window centre, size (written as PSIZE where the declaration has it), colour.
#[derive(Clone, Copy)]
struct Pt {
    x: f32,
    y: f32,
    size: f32,
    color: u32,
}

fn pt(x: f32, y: f32, size: f32, color: u32) -> Pt {
    Pt { x, y, size, color }
}

/// FLOAT4 position (z 0.5, w 1), D3DCOLOR, FLOAT1 size: 24 bytes a point.
fn vertices(points: &[Pt]) -> Vec<u8> {
    let mut out = Vec::new();
    for p in points {
        let x = 2.0 * p.x / W as f32 - 1.0;
        let y = 1.0 - 2.0 * p.y / H as f32;
        for f in [x, y, 0.5, 1.0] {
            out.extend_from_slice(&f.to_le_bytes());
        }
        out.extend_from_slice(&p.color.to_le_bytes());
        out.extend_from_slice(&p.size.to_le_bytes());
    }
    out
}

/// Position, colour and (with `psize`) the size element.
fn state(vs: ShaderId, ps: ShaderId, psize: bool) -> ProgramDrawState {
    let mut elements = vec![
        el(0, 0, decltype::FLOAT4, POSITION, 0),
        el(0, 16, decltype::D3DCOLOR, COLOR, 0),
    ];
    if psize {
        elements.push(el(0, 20, decltype::FLOAT1, 4, 0));
    }
    let mut s = ProgramDrawState {
        vertex_shader: Some(vs),
        pixel_shader: Some(ps),
        declaration: decl(&elements),
        cull: Cull::None,
        ..Default::default()
    };
    s.depth_stencil.z_enable = false;
    s.streams[0].stride = 24;
    s
}

/// The image of each point drawn as a square of the size beside it, in order, over the
/// clear colour.
fn image(points: &[(Pt, f32)]) -> Vec<u32> {
    let mut out = vec![CLEAR; (W * H) as usize];
    for (p, size) in points {
        let half = size / 2.0;
        for y in 0..H {
            for x in 0..W {
                let (fx, fy) = (x as f32, y as f32);
                // Edges never pass through a centre here.
                assert!((fx - p.x).abs() != half && (fy - p.y).abs() != half);
                if fx >= p.x - half && fx < p.x + half && fy >= p.y - half && fy < p.y + half {
                    out[(y * W + x) as usize] = p.color;
                }
            }
        }
    }
    out
}

/// Clears, draws `points` as a point list with `state` and compares every pixel with
/// `want`.
#[track_caller]
fn check(
    r: &mut Renderer,
    ctx: ContextId,
    state: &ProgramDrawState,
    points: &[Pt],
    indices: Option<Indices<'_>>,
    want: &[u32],
    what: &str,
) {
    r.clear_color(ctx, CLEAR).unwrap();
    let data = vertices(points);
    r.draw_program(ctx, state, Primitive::PointList, &[&data], indices)
        .unwrap();
    let got = pixels(&r.read_framebuffer(ctx).unwrap());
    for (i, (g, e)) in got.iter().zip(want).enumerate() {
        assert_eq!(
            g,
            e,
            "{what}: pixel ({}, {}): got {g:#010x}, want {e:#010x}",
            i as u32 % W,
            i as u32 / W
        );
    }
}

#[test]
fn d3drs_pointsize_draws_squares_of_1_2_5_and_8_pixels() {
    let mut r = renderer();
    let ctx = r.create_context(W, H).unwrap();
    let vs = shader(&mut r, VS_COLOR);
    let ps = shader(&mut r, PS_COLOR);
    let mut s = state(vs, ps, false);
    // Even sizes around half-integer centres, odd ones around integer centres.
    let cases: [(f32, [Pt; 2]); 4] = [
        (
            1.0,
            [
                pt(3.0, 3.0, 0.0, 0xffff_0000),
                pt(30.0, 20.0, 0.0, 0xff00_ff00),
            ],
        ),
        (
            2.0,
            [
                pt(8.5, 3.5, 0.0, 0xffff_0000),
                pt(20.5, 27.5, 0.0, 0xff00_ff00),
            ],
        ),
        (
            5.0,
            [
                pt(16.0, 5.0, 0.0, 0xffff_0000),
                pt(4.0, 25.0, 0.0, 0xff00_00ff),
            ],
        ),
        (
            8.0,
            [
                pt(26.5, 6.5, 0.0, 0xffff_ff00),
                pt(12.5, 16.5, 0.0, 0xff00_ffff),
            ],
        ),
    ];
    // A triangle draw's vertex module serves plain (size 1) points too; sized ones need
    // the point-quad module.
    let triangle = vertices(&[pt(1.0, 1.0, 0.0, 0); 3]);
    r.draw_program(ctx, &s, Primitive::TriangleList, &[&triangle], None)
        .unwrap();
    let modules = r.program_module_count();
    for (size, points) in cases {
        s.point = PointState {
            size,
            ..PointState::default()
        };
        let want = image(&points.map(|p| (p, size)));
        check(
            &mut r,
            ctx,
            &s,
            &points,
            None,
            &want,
            &format!("size {size}"),
        );
        let added = r.program_module_count() - modules;
        assert_eq!(added, usize::from(size != 1.0), "modules after size {size}");
    }
    // D3D9 never culls points: the squares are drawn whatever D3DRS_CULLMODE says.
    for cull in [Cull::Cw, Cull::Ccw] {
        s.cull = cull;
        let points = cases[3].1;
        check(
            &mut r,
            ctx,
            &s,
            &points,
            None,
            &image(&points.map(|p| (p, 8.0))),
            "culling",
        );
    }
}

#[test]
fn sizes_are_clamped_to_the_minimum_and_maximum() {
    let mut r = renderer();
    let ctx = r.create_context(W, H).unwrap();
    let vs = shader(&mut r, VS_COLOR);
    let ps = shader(&mut r, PS_COLOR);
    let mut s = state(vs, ps, false);
    let points = [
        pt(10.0, 10.0, 0.0, 0xffff_8000),
        pt(22.0, 21.0, 0.0, 0xff80_00ff),
    ];
    // (size, min, max) -> drawn size; the minimum wins over a smaller maximum.
    for (size, min, max, drawn) in [
        (9.0, 1.0, 5.0, 5.0),
        (1.0, 3.0, 64.0, 3.0),
        (1.0, 7.0, 4.0, 7.0),
    ] {
        s.point = PointState {
            size,
            min,
            max,
            sprite: false,
        };
        let want = image(&points.map(|p| (p, drawn)));
        check(
            &mut r,
            ctx,
            &s,
            &points,
            None,
            &want,
            &format!("{size} in {min}..{max}"),
        );
    }
    // A NaN size is a State error.
    s.point.size = f32::NAN;
    let data = vertices(&points);
    let err = r
        .draw_program(ctx, &s, Primitive::PointList, &[&data], None)
        .unwrap_err();
    assert_eq!(err.kind, ErrorKind::State, "{err}");
}

#[test]
fn a_vertex_shader_writing_opts_sizes_each_point() {
    let mut r = renderer();
    let ctx = r.create_context(W, H).unwrap();
    let ps = shader(&mut r, PS_COLOR);
    for text in [VS2_PSIZE, VS3_PSIZE] {
        let vs = shader(&mut r, text);
        let mut s = state(vs, ps, true);
        // D3DRS_POINTSIZE is ignored; the maximum still clamps.
        s.point = PointState {
            size: 3.0,
            min: 1.0,
            max: 10.0,
            sprite: false,
        };
        let points = [
            pt(3.0, 3.0, 1.0, 0xffff_0000),
            pt(9.5, 4.5, 2.0, 0xff00_ff00),
            pt(20.0, 6.0, 5.0, 0xff00_00ff),
            pt(6.5, 20.5, 8.0, 0xffff_ff00),
            pt(22.5, 22.5, 12.0, 0xffff_00ff),
        ];
        let want = image(&points.map(|p| (p, p.size.min(10.0))));
        check(&mut r, ctx, &s, &points, None, &want, text);
    }
}

#[test]
fn indexed_point_lists_draw_the_indexed_vertices() {
    let mut r = renderer();
    let ctx = r.create_context(W, H).unwrap();
    let vs = shader(&mut r, VS_COLOR);
    let ps = shader(&mut r, PS_COLOR);
    let mut s = state(vs, ps, false);
    s.point.size = 4.0;
    let points = [
        pt(4.5, 4.5, 0.0, 0xffff_0000),
        pt(12.5, 4.5, 0.0, 0xff00_ff00),
        pt(20.5, 4.5, 0.0, 0xff00_00ff),
        pt(28.5, 4.5, 0.0, 0xffff_ff00),
    ];
    let drawn = |ids: &[usize]| image(&ids.iter().map(|&i| (points[i], 4.0)).collect::<Vec<_>>());
    let indices = Indices {
        data: IndexData::U16(&[3, 1]),
        base_vertex: 0,
    };
    check(
        &mut r,
        ctx,
        &s,
        &points,
        Some(indices),
        &drawn(&[3, 1]),
        "u16",
    );
    let indices = Indices {
        data: IndexData::U32(&[0, 2]),
        base_vertex: 1,
    };
    check(
        &mut r,
        ctx,
        &s,
        &points,
        Some(indices),
        &drawn(&[1, 3]),
        "u32 + base",
    );
    // An index outside the streams is a Bounds error, as for any draw.
    let data = vertices(&points);
    let indices = Indices {
        data: IndexData::U16(&[4]),
        base_vertex: 0,
    };
    let err = r
        .draw_program(ctx, &s, Primitive::PointList, &[&data], Some(indices))
        .unwrap_err();
    assert_eq!(err.kind, ErrorKind::Bounds, "{err}");
}

/// An 8 x 8 texture whose texel (i, j) is (R, G) = (32 i + 16, 32 j + 16), B 0, A 255.
fn position_texture(r: &mut Renderer) -> ninth_render::TextureId {
    let mut texels = Vec::new();
    for j in 0..8u8 {
        for i in 0..8u8 {
            texels.extend_from_slice(&[0, 32 * j + 16, 32 * i + 16, 255]);
        }
    }
    r.create_texture(8, 8, Some(&texels)).unwrap()
}

/// Pixel (x, y) of a sprite of `size` whose top-left pixel is `left`, `top`, sampling the
/// position texture with point filtering at the sprite coordinate of its centre.
fn sprite_texel(x: u32, y: u32, left: u32, top: u32, size: u32) -> u32 {
    let texel = |p: u32, first: u32| ((p - first) * 2 + 1) * 8 / (2 * size);
    let (i, j) = (texel(x, left), texel(y, top));
    0xff00_0000 | (32 * i + 16) << 16 | (32 * j + 16) << 8
}

#[test]
fn sprites_replace_texture_coordinates_for_ps_2_0_and_the_fixed_pixel_stage() {
    let mut r = renderer();
    let ctx = r.create_context(W, H).unwrap();
    let texture = position_texture(&mut r);
    let vs = shader(&mut r, VS_COLOR);
    let ps = shader(&mut r, PS_TEX);
    let mut with_ps = state(vs, ps, false);
    with_ps.textures[0] = Some(texture);
    let mut fixed = with_ps.clone();
    fixed.pixel_shader = None;
    fixed.fixed_pixel.stages[0].state = StageState {
        color_op: 2,           // SELECTARG1
        color_args: [1, 2, 1], // TEXTURE
        alpha_op: 2,
        alpha_args: [1, 2, 1],
        ..StageState::d3d9_default(0)
    };
    fixed.fixed_pixel.stages[0].texture = Some(texture);
    fixed.fixed_pixel.stages[1].state.color_op = 1; // DISABLE
    // Size 8 at (12.5, 12.5) covers pixels 9-16, one texel each; size 16 at (8.5, 23.5)
    // covers 1-16 x 16-31, two pixels a texel.
    let points = [pt(12.5, 12.5, 0.0, 0), pt(8.5, 23.5, 0.0, 0)];
    for (name, mut s) in [("ps_2_0", with_ps), ("fixed pixel stage", fixed)] {
        for (p, size, left, top) in [(points[0], 8.0, 9, 9), (points[1], 16.0, 1, 16)] {
            s.point = PointState {
                size,
                min: 1.0,
                max: 64.0,
                sprite: true,
            };
            let mut want = vec![CLEAR; (W * H) as usize];
            let n = size as u32;
            for y in top..top + n {
                for x in left..left + n {
                    want[(y * W + x) as usize] = sprite_texel(x, y, left, top, n);
                }
            }
            check(
                &mut r,
                ctx,
                &s,
                &[p],
                None,
                &want,
                &format!("{name}, size {size}"),
            );
        }
    }
}

#[test]
fn point_quads_are_clipped_by_user_planes_per_pixel() {
    let mut r = renderer();
    let ctx = r.create_context(W, H).unwrap();
    let vs = shader(&mut r, VS_COLOR);
    let ps = shader(&mut r, PS_COLOR);
    let mut s = state(vs, ps, false);
    s.point.size = 8.0;
    // Keeps x >= 14.25: the left half of a point at (14.5, 10.5) (pixels 11-18) goes.
    s.clip_plane_enable = 1;
    s.clip_planes[0] = [1.0, 0.0, 0.0, -(2.0 * 14.25 / W as f32 - 1.0)];
    let p = pt(14.5, 10.5, 0.0, 0xff00_ff00);
    let mut want = image(&[(p, 8.0)]);
    for y in 0..H {
        for x in 0..15 {
            want[(y * W + x) as usize] = CLEAR;
        }
    }
    check(&mut r, ctx, &s, &[p], None, &want, "clipped point");
}

#[test]
fn sized_points_with_d3d9_instancing_are_unsupported() {
    let mut r = renderer();
    let ctx = r.create_context(W, H).unwrap();
    let vs = shader(&mut r, VS_COLOR);
    let ps = shader(&mut r, PS_COLOR);
    let mut s = state(vs, ps, false);
    s.point.sprite = true;
    s.streams[0].frequency = D3DSTREAMSOURCE_INDEXEDDATA | 2;
    let data = vertices(&[pt(4.0, 4.0, 0.0, 0)]);
    let indices = Indices {
        data: IndexData::U16(&[0]),
        base_vertex: 0,
    };
    let err = r
        .draw_program(ctx, &s, Primitive::PointList, &[&data], Some(indices))
        .unwrap_err();
    assert_eq!(err.kind, ErrorKind::Unsupported, "{err}");
    assert!(err.message.contains("instancing"), "{err}");
}
