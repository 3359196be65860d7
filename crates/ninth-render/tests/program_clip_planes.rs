//! User clip planes of programmable draws (D3DRS_CLIPPLANEENABLE, `SetClipPlane` in clip
//! space): a pixel is drawn where `dot(plane, position) >= 0` for every enabled plane, the
//! position as the vertex shader writes it. Each expectation is worked out from the plane
//! equations at the D3D9 pixel centres (planes are chosen with a margin there, boundaries a
//! quarter pixel from a centre, so a half-pixel error shows), through the clip-distances
//! builtin and through the fallback (distances the pixel stage discards on).

mod common;
mod program_util;

use common::{pixels, renderer};
use ninth_render::state::fixed::StageState;
use ninth_render::{Config, ContextId, ErrorKind, ProgramDrawState, Renderer, ShaderId};
use program_util::*;

const W: u32 = 16;
const H: u32 = 16;
const CLEAR: u32 = 0xff20_2020;
const DRAWN: u32 = 0xff80_bf40;

const VS3_POS: &str = "vs_3_0
dcl_position v0
dcl_position o0
mov o0, v0";

/// Moves the position by c0 (batches merge draws that differ in it).
const VS_OFFSET: &str = "vs_2_0
dcl_position v0
add oPos, v0, c0";

/// Position and oD0 = c1 for the fixed-function pixel stage.
const VS_DIFFUSE: &str = "vs_2_0
dcl_position v0
mov oPos, v0
mov oD0, c1";

/// Clip-space x of D3D9 window coordinate `x` (pixel centres are integers), y likewise.
fn cx(x: f32) -> f32 {
    2.0 * x / W as f32 - 1.0
}

fn cy(y: f32) -> f32 {
    1.0 - 2.0 * y / H as f32
}

/// Keeps x >= `x` (window coordinates), and the other three sides.
fn right_of(x: f32) -> [f32; 4] {
    [1.0, 0.0, 0.0, -cx(x)]
}

fn left_of(x: f32) -> [f32; 4] {
    [-1.0, 0.0, 0.0, cx(x)]
}

fn below(y: f32) -> [f32; 4] {
    [0.0, -1.0, 0.0, cy(y)]
}

fn above(y: f32) -> [f32; 4] {
    [0.0, 1.0, 0.0, -cy(y)]
}

/// Keeps everything (distance w) and nothing (-w).
const ALL: [f32; 4] = [0.0, 0.0, 0.0, 1.0];
const NOTHING: [f32; 4] = [0.0, 0.0, 0.0, -1.0];

/// The pixels a full-target quad (z 0.5, w 1) keeps: every enabled plane >= 0 at the pixel
/// centre. Panics where a plane passes within 0.01 of a centre (a tie the test avoids).
fn expected(planes: &[[f32; 4]; 6], enable: u32) -> Vec<u32> {
    let mut out = Vec::new();
    for y in 0..H {
        for x in 0..W {
            let p = [cx(x as f32), cy(y as f32), 0.5, 1.0];
            let kept = (0..6).filter(|n| enable & 1 << n != 0).all(|n| {
                let d: f32 = (0..4).map(|i| planes[n][i] * p[i]).sum();
                assert!(d.abs() > 0.01, "plane {n} passes through pixel ({x}, {y})");
                d >= 0.0
            });
            out.push(if kept { DRAWN } else { CLEAR });
        }
    }
    out
}

/// Positions of a full-target quad scaled by `w` (the same picture in clip space).
fn scaled_quad(w: f32) -> Vec<u8> {
    quad_positions(W, H, [0, 0, W, H])
        .chunks_exact(4)
        .flat_map(|f| (f32::from_le_bytes(f.try_into().unwrap()) * w).to_le_bytes())
        .collect()
}

/// Clears, draws the full-target quad (positions times `w`) with `state` and compares
/// every pixel with `expected`.
#[track_caller]
fn check(r: &mut Renderer, ctx: ContextId, state: &ProgramDrawState, w: f32, what: &str) {
    r.clear_color(ctx, CLEAR).unwrap();
    let positions = scaled_quad(w);
    r.draw_program(
        ctx,
        state,
        ninth_render::Primitive::TriangleList,
        &[&positions],
        None,
    )
    .unwrap();
    let got = pixels(&r.read_framebuffer(ctx).unwrap());
    let want = expected(&state.clip_planes, state.clip_plane_enable);
    for (i, (g, e)) in got.iter().zip(&want).enumerate() {
        assert_eq!(
            g,
            e,
            "{what}: pixel ({}, {}) (builtin: {})",
            i as u32 % W,
            i as u32 / W,
            r.clip_distances_builtin()
        );
    }
}

fn c0_state(vs: ShaderId, ps: ShaderId) -> ProgramDrawState {
    let mut state = pos_state(vs, ps);
    set_ps_c(&mut state, 0, [0.5, 0.75, 0.25, 1.0]);
    state
}

/// 1, 2 and 6 planes, planes that keep everything or nothing, disabled planes ignored, a
/// scaled w, with a vs_2_0 and a vs_3_0 shader and the fixed-function pixel stage.
fn plane_cases(r: &mut Renderer) {
    let ctx = r.create_context(W, H).unwrap();
    let ps = shader(r, PS_C0);
    let fixed_vs = shader(r, VS_DIFFUSE);
    let mut fixed = c0_state(fixed_vs, ps);
    fixed.pixel_shader = None;
    fixed.vs_constants.float[1] = [0.5, 0.75, 0.25, 1.0];
    fixed.fixed_pixel.stages[0].state = StageState {
        color_op: 2,           // SELECTARG1
        color_args: [1, 0, 1], // DIFFUSE
        alpha_op: 2,
        alpha_args: [1, 0, 1],
        ..StageState::d3d9_default(0)
    };
    fixed.fixed_pixel.stages[1].state.color_op = 1; // DISABLE
    let vs2 = shader(r, VS_POS);
    let vs3 = shader(r, VS3_POS);
    for (name, base) in [
        ("vs_2_0", c0_state(vs2, ps)),
        ("vs_3_0", c0_state(vs3, ps)),
        ("fixed pixel stage", fixed),
    ] {
        let mut state = base.clone();
        // Disabled planes that would clip everything.
        state.clip_planes = [NOTHING; 6];
        check(r, ctx, &state, 1.0, &format!("{name}: no plane enabled"));

        state.clip_plane_enable = 0b1;
        state.clip_planes[0] = right_of(5.25);
        check(r, ctx, &state, 1.0, &format!("{name}: one plane"));
        // The same picture with w = 2: the distance is taken in clip space.
        check(r, ctx, &state, 2.0, &format!("{name}: one plane, w = 2"));

        state.clip_plane_enable = 0b1_0010;
        state.clip_planes[1] = below(10.25);
        state.clip_planes[4] = [1.0, 1.0, 0.0, 0.3];
        check(r, ctx, &state, 1.0, &format!("{name}: planes 1 and 4"));

        state.clip_plane_enable = 0b11_1111;
        state.clip_planes = [
            right_of(2.25),
            left_of(13.75),
            above(12.25),
            below(1.75),
            [1.0, -1.0, 0.0, 0.55],
            // z = 0.5 against 0.6: keeps everything.
            [0.0, 0.0, -1.0, 0.6],
        ];
        check(r, ctx, &state, 1.0, &format!("{name}: six planes"));

        state.clip_plane_enable = 0b10_0000;
        state.clip_planes[5] = ALL;
        check(
            r,
            ctx,
            &state,
            1.0,
            &format!("{name}: a plane keeping everything"),
        );
        state.clip_planes[5] = NOTHING;
        check(
            r,
            ctx,
            &state,
            1.0,
            &format!("{name}: a plane keeping nothing"),
        );
    }
}

#[test]
fn clip_planes_through_the_clip_distances_builtin() {
    let mut r = renderer();
    if !r.clip_distances_builtin() {
        eprintln!("skipped: the adapter lacks CLIP_DISTANCES (the fallback test covers it)");
        return;
    }
    plane_cases(&mut r);
}

#[test]
fn clip_planes_through_discarded_inter_stage_distances() {
    let mut r = Renderer::new(Config {
        clip_distances: false,
        ..Config::default()
    })
    .unwrap();
    assert!(!r.clip_distances_builtin());
    plane_cases(&mut r);
}

/// Draws that differ in their planes are never merged into one instanced draw; draws with
/// the same planes still are.
#[test]
fn batches_keep_each_draws_planes() {
    for builtin in [true, false] {
        let mut r = Renderer::new(Config {
            clip_distances: builtin,
            ..Config::default()
        })
        .unwrap();
        let ctx = r.create_context(W, H).unwrap();
        let vs = shader(&mut r, VS_OFFSET);
        let ps = shader(&mut r, PS_C0);
        let mut state = c0_state(vs, ps);
        // The left half's quad, moved right by c0.x for the second draw.
        let positions = quad_positions(W, H, [0, 0, W / 2, H]);
        let draw = |r: &mut Renderer, state: &ProgramDrawState| {
            r.draw_program(
                ctx,
                state,
                ninth_render::Primitive::TriangleList,
                &[&positions],
                None,
            )
            .unwrap();
        };
        r.clear_color(ctx, CLEAR).unwrap();
        state.clip_plane_enable = 1;
        // Draw 1 keeps x >= 3.25, draw 2 (at x 8-15) x >= 11.25.
        state.clip_planes[0] = right_of(3.25);
        let merged = r.counters().draws_merged;
        draw(&mut r, &state);
        state.vs_constants.float[0] = [1.0, 0.0, 0.0, 0.0];
        state.clip_planes[0] = right_of(11.25);
        draw(&mut r, &state);
        let got = pixels(&r.read_framebuffer(ctx).unwrap());
        assert_eq!(r.counters().draws_merged, merged, "different planes merged");
        for y in 0..H {
            for x in 0..W {
                let drawn = (4..8).contains(&x) || x >= 12;
                let want = if drawn { DRAWN } else { CLEAR };
                let got = got[(y * W + x) as usize];
                assert_eq!(got, want, "({x}, {y}), builtin {builtin}");
            }
        }
        // The same planes: merged.
        r.clear_color(ctx, CLEAR).unwrap();
        state.clip_planes[0] = right_of(5.25);
        state.vs_constants.float[0] = [0.0; 4];
        draw(&mut r, &state);
        state.vs_constants.float[0] = [1.0, 0.0, 0.0, 0.0];
        draw(&mut r, &state);
        let got = pixels(&r.read_framebuffer(ctx).unwrap());
        assert_eq!(
            r.counters().draws_merged,
            merged + 1,
            "same planes not merged"
        );
        for x in 0..W {
            let want = if x >= 6 { DRAWN } else { CLEAR };
            assert_eq!(got[x as usize], want, "({x}, 0), builtin {builtin}");
        }
    }
}

#[test]
fn planes_above_5_are_a_state_error() {
    let mut r = renderer();
    let ctx = r.create_context(W, H).unwrap();
    let vs = shader(&mut r, VS_POS);
    let ps = shader(&mut r, PS_C0);
    let mut state = c0_state(vs, ps);
    state.clip_plane_enable = 1 << 6;
    let positions = quad_positions(W, H, [0, 0, W, H]);
    let err = r
        .draw_program(
            ctx,
            &state,
            ninth_render::Primitive::TriangleList,
            &[&positions],
            None,
        )
        .unwrap_err();
    assert_eq!(err.kind, ErrorKind::State, "{err}");
    assert!(err.message.contains("CLIPPLANEENABLE"), "{err}");
}
