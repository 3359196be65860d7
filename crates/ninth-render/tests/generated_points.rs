//! Points of pretransformed draws (`draw_program_rhw`, `draw_program_rhw_points`) by the
//! rule of every vertex stage: a point of size s (the vertex's PSIZE, else D3DRS_POINTSIZE,
//! clamped to POINTSIZE_MIN..MAX) covers the s x s pixels whose centres lie in
//! [x - s/2, x + s/2) x [y - s/2, y + s/2), drawn as a square by the generated vertex
//! stage; with POINTSPRITEENABLE every texture coordinate runs 0..1 across it. Centres are
//! chosen so that no pixel centre lies on an edge, so every expected pixel is exact.

mod common;
mod fixed_util;

use common::pixels;
use fixed_util::{FixedVertex, diffuse_state, pack, renderer};
use ninth_render::state::fixed::StageState;
use ninth_render::{
    ContextId, Cull, ErrorKind, IndexData, Indices, PointState, Primitive, ProgramDrawState,
    Renderer,
};

const W: u32 = 32;
const H: u32 = 32;
const CLEAR: u32 = 0xff10_1010;

/// A point: centre in target pixels, its own size, colour (D3DCOLOR).
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

/// The fixed records of `points` (texture coordinates (0.5, 0.5) everywhere).
fn records(points: &[Pt]) -> Vec<u8> {
    let vertices: Vec<FixedVertex> = points
        .iter()
        .map(|p| FixedVertex {
            pos: [p.x, p.y, 0.5, 1.0],
            diffuse: p.color,
            specular: 0,
            texcoords: [[0.5, 0.5, 0.0, 1.0]; 8],
            fog: 1.0,
        })
        .collect();
    pack(&vertices)
}

/// No pixel shader: the fixed-function stage selecting the diffuse colour.
fn state() -> ProgramDrawState {
    let mut s = ProgramDrawState {
        cull: Cull::None,
        ..Default::default()
    };
    *s.fixed_pixel = diffuse_state().pixel();
    s.depth_stencil.z_enable = false;
    s
}

/// The image of each point drawn as a square of the size beside it, over the clear colour.
fn image(points: &[(Pt, f32)]) -> Vec<u32> {
    let mut out = vec![CLEAR; (W * H) as usize];
    for (p, size) in points {
        let half = size / 2.0;
        for y in 0..H {
            for x in 0..W {
                let (fx, fy) = (x as f32, y as f32);
                assert!((fx - p.x).abs() != half && (fy - p.y).abs() != half);
                if fx >= p.x - half && fx < p.x + half && fy >= p.y - half && fy < p.y + half {
                    out[(y * W + x) as usize] = p.color;
                }
            }
        }
    }
    out
}

#[track_caller]
fn compare(r: &mut Renderer, ctx: ContextId, want: &[u32], what: &str) {
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
fn pointsize_and_per_vertex_sizes_draw_squares() {
    let mut r = renderer();
    let ctx = r.create_context(W, H).unwrap();
    let mut s = state();
    let points = [
        pt(3.0, 3.0, 1.0, 0xffff_0000),
        pt(9.5, 4.5, 2.0, 0xff00_ff00),
        pt(20.0, 6.0, 5.0, 0xff00_00ff),
        pt(6.5, 20.5, 8.0, 0xffff_ff00),
        pt(22.5, 22.5, 12.0, 0xffff_00ff),
    ];
    let data = records(&points);
    // D3DRS_POINTSIZE for every point: 1 (plain points), then squares.
    for size in [1.0, 2.0, 5.0] {
        s.point = PointState {
            size,
            ..PointState::default()
        };
        let sized = |size: f32| {
            // Even sizes around half-integer centres, odd ones around integer centres.
            points
                .iter()
                .filter(|p| (p.x.fract() != 0.0) == (size as u32).is_multiple_of(2))
                .map(|p| (*p, size))
                .collect::<Vec<_>>()
        };
        let chosen = sized(size);
        let data = records(&chosen.iter().map(|(p, _)| *p).collect::<Vec<_>>());
        r.clear_color(ctx, CLEAR).unwrap();
        r.draw_program_rhw(ctx, &s, Primitive::PointList, &data, None)
            .unwrap();
        compare(&mut r, ctx, &image(&chosen), &format!("POINTSIZE {size}"));
    }
    // The vertices' own sizes (D3D9 ignores POINTSIZE then); the maximum still clamps.
    s.point = PointState {
        size: 3.0,
        min: 1.0,
        max: 10.0,
        sprite: false,
    };
    let sizes: Vec<f32> = points.iter().map(|p| p.size).collect();
    r.clear_color(ctx, CLEAR).unwrap();
    r.draw_program_rhw_points(ctx, &s, &data, &sizes, None)
        .unwrap();
    let want = image(&points.map(|p| (p, p.size.min(10.0))));
    compare(&mut r, ctx, &want, "per-vertex sizes");
    // Indexed: the indexed vertices with their sizes.
    let indices = Indices {
        data: IndexData::U16(&[3, 1]),
        base_vertex: 0,
    };
    r.clear_color(ctx, CLEAR).unwrap();
    r.draw_program_rhw_points(ctx, &s, &data, &sizes, Some(indices))
        .unwrap();
    let want = image(&[(points[3], 8.0), (points[1], 2.0)]);
    compare(&mut r, ctx, &want, "indexed");
    // A size per vertex or none.
    let err = r
        .draw_program_rhw_points(ctx, &s, &data, &sizes[1..], None)
        .unwrap_err();
    assert_eq!(err.kind, ErrorKind::Args, "{err}");
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

#[test]
fn sprites_replace_every_coordinate_set() {
    let mut r = renderer();
    let ctx = r.create_context(W, H).unwrap();
    let texture = position_texture(&mut r);
    let mut s = state();
    // Stage 0 samples through coordinate set 5: sprites replace it too.
    s.fixed_pixel.stages[0].state = StageState {
        color_op: 2,           // SELECTARG1
        color_args: [1, 2, 1], // TEXTURE
        alpha_op: 2,
        alpha_args: [1, 2, 1],
        texcoord_index: 5,
        ..StageState::d3d9_default(0)
    };
    s.fixed_pixel.stages[0].texture = Some(texture);
    // Size 8 at (12.5, 12.5) covers pixels 9-16, one texel each.
    let p = pt(12.5, 12.5, 8.0, 0);
    s.point = PointState {
        size: 8.0,
        min: 1.0,
        max: 64.0,
        sprite: true,
    };
    r.clear_color(ctx, CLEAR).unwrap();
    r.draw_program_rhw(ctx, &s, Primitive::PointList, &records(&[p]), None)
        .unwrap();
    let mut want = vec![CLEAR; (W * H) as usize];
    for y in 9..17u32 {
        for x in 9..17u32 {
            let (i, j) = (x - 9, y - 9);
            want[(y * W + x) as usize] = 0xff00_0000 | (32 * i + 16) << 16 | (32 * j + 16) << 8;
        }
    }
    compare(&mut r, ctx, &want, "sprite");
}
