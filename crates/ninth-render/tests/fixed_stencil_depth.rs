//! The fixed-function paths' depth-stencil state on `draw_fixed_rhw`: every stencil
//! operation (pass, fail and depth-fail), the comparison order, read and write masks,
//! two-sided stencil, every ZFUNC at a boundary, and depth bias. The stencil buffer is read
//! through probes: a draw with STENCILFUNC EQUAL and the expected value must land, one with
//! another value must not.

mod fixed_util;
use fixed_util::*;
use ninth_render::{ContextId, Cull, DepthStencilDesc, FixedDrawState, Primitive, Renderer};
use ninth_render::{ErrorKind, StencilFace};

/// Cell side in pixels; cells are `COLUMNS` to a row.
const SIDE: u32 = 4;
const COLUMNS: u32 = 16;
const RED: u32 = 0xffff_0000;
const GREEN: u32 = 0xff00_ff00;
const BLUE: u32 = 0xff00_00ff;

// D3DSTENCILOP_*.
const KEEP: u32 = 1;
const ZERO: u32 = 2;
const REPLACE: u32 = 3;
const INCRSAT: u32 = 4;
const DECRSAT: u32 = 5;
const INVERT: u32 = 6;
const INCR: u32 = 7;
const DECR: u32 = 8;
// D3DCMP_*.
const NEVER: u32 = 1;
const LESS: u32 = 2;
const EQUAL: u32 = 3;
const GREATER: u32 = 5;
const ALWAYS: u32 = 8;

fn cell_rect(i: u32) -> [f32; 4] {
    let (x, y) = ((i % COLUMNS * SIDE) as f32, (i / COLUMNS * SIDE) as f32);
    [x, y, x + SIDE as f32, y + SIDE as f32]
}

fn cell_pixel(image: &[u8], i: u32) -> [u8; 4] {
    let (x, y) = (i % COLUMNS * SIDE + SIDE / 2, i / COLUMNS * SIDE + SIDE / 2);
    rgba_at(image, COLUMNS * SIDE, x, y)
}

/// A stencil-only state: depth off, stencil on with `front`.
fn stencil_state(front: StencilFace) -> FixedDrawState {
    let mut s = diffuse_state();
    s.depth_stencil = DepthStencilDesc {
        z_enable: false,
        stencil_enable: true,
        front,
        ..DepthStencilDesc::default()
    };
    s
}

fn face(func: u32, pass: u32, fail: u32, z_fail: u32) -> StencilFace {
    StencilFace {
        func,
        pass,
        fail,
        z_fail,
    }
}

fn draw(r: &mut Renderer, ctx: ContextId, s: &FixedDrawState, i: u32, color: u32, ccw: bool) {
    let q = rect(cell_rect(i), 0.5, color, ([0.0; 2], [0.0; 2]), ccw);
    r.draw_fixed_rhw(ctx, s, Primitive::TriangleList, &q, None)
        .unwrap();
}

/// What D3D9 leaves in an 8-bit stencil after `op` on `value` with reference `reference`.
fn apply(op: u32, value: u32, reference: u32) -> u32 {
    match op {
        KEEP => value,
        ZERO => 0,
        REPLACE => reference,
        INCRSAT => (value + 1).min(255),
        DECRSAT => value.saturating_sub(1),
        INVERT => !value & 0xff,
        INCR => (value + 1) & 0xff,
        DECR => value.wrapping_sub(1) & 0xff,
        _ => unreachable!(),
    }
}

/// A cell's stencil setup: initial value, the state and reference of the draw under test,
/// the winding it is drawn with, and the value expected afterwards.
struct Case {
    name: String,
    initial: u32,
    state: FixedDrawState,
    reference: u32,
    ccw: bool,
    expected: u32,
}

/// Draws every case into its own cell and checks the stencil each leaves by probes.
fn run(cases: &[Case]) {
    let mut r = renderer();
    let rows = (cases.len() as u32).div_ceil(COLUMNS);
    let ctx = r.create_context(COLUMNS * SIDE, rows * SIDE).unwrap();
    r.clear_color(ctx, 0xff00_0000).unwrap();
    r.clear_stencil(ctx, 0).unwrap();
    let mut init = stencil_state(face(ALWAYS, REPLACE, KEEP, KEEP));
    let mut probe = stencil_state(face(EQUAL, KEEP, KEEP, KEEP));
    probe.cull = Cull::None;
    for (i, case) in cases.iter().enumerate() {
        let i = i as u32;
        init.stencil_ref = case.initial;
        draw(&mut r, ctx, &init, i, RED, false);
        let mut s = case.state;
        s.stencil_ref = case.reference;
        draw(&mut r, ctx, &s, i, RED, case.ccw);
        // The right value lands green; then a wrong one would paint blue over it.
        probe.stencil_ref = case.expected;
        draw(&mut r, ctx, &probe, i, GREEN, false);
        probe.stencil_ref = case.expected ^ 0x80;
        draw(&mut r, ctx, &probe, i, BLUE, false);
    }
    let image = r.read_framebuffer(ctx).unwrap();
    let mut failures = Vec::new();
    for (i, case) in cases.iter().enumerate() {
        let got = cell_pixel(&image, i as u32);
        if got != [0, 255, 0, 255] {
            failures.push(format!(
                "{}: want stencil {:#04x}, probe colour {got:?}",
                case.name, case.expected
            ));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn every_stencil_op_saturates_or_wraps_as_d3d9_and_fail_paths_use_their_ops() {
    let mut cases = Vec::new();
    for initial in [0, 5, 255] {
        for op in KEEP..=DECR {
            cases.push(Case {
                name: format!("pass op {op} on {initial}"),
                initial,
                state: stencil_state(face(ALWAYS, op, ZERO, ZERO)),
                reference: 9,
                ccw: false,
                expected: apply(op, initial, 9),
            });
        }
    }
    // STENCILFAIL runs when the comparison fails; the pass op does not.
    cases.push(Case {
        name: "NEVER: fail op REPLACE".into(),
        initial: 5,
        state: stencil_state(face(NEVER, ZERO, REPLACE, ZERO)),
        reference: 9,
        ccw: false,
        expected: 9,
    });
    // D3D9 compares reference FUNC stencil: 3 < 5 passes, 7 < 5 fails.
    for (reference, expected) in [(3, 3), (7, 5)] {
        cases.push(Case {
            name: format!("LESS ref {reference} against 5"),
            initial: 5,
            state: stencil_state(face(LESS, REPLACE, KEEP, KEEP)),
            reference,
            ccw: false,
            expected,
        });
    }
    // STENCILZFAIL runs when the stencil passes and the depth test fails.
    let mut z_fail = stencil_state(face(ALWAYS, ZERO, ZERO, INCR));
    z_fail.depth_stencil.z_enable = true;
    z_fail.depth_stencil.z_func = NEVER;
    cases.push(Case {
        name: "depth NEVER: z-fail op INCR".into(),
        initial: 5,
        state: z_fail,
        reference: 9,
        ccw: false,
        expected: 6,
    });
    // STENCILMASK masks both sides of the comparison: 0xf5 & 0x0f == 0x05.
    let mut read = stencil_state(face(EQUAL, REPLACE, ZERO, ZERO));
    read.depth_stencil.read_mask = 0x0f;
    cases.push(Case {
        name: "read mask 0x0f".into(),
        initial: 0x05,
        state: read,
        reference: 0xf5,
        ccw: false,
        expected: 0xf5,
    });
    // STENCILWRITEMASK keeps the unmasked bits.
    let mut write = stencil_state(face(ALWAYS, INVERT, KEEP, KEEP));
    write.depth_stencil.write_mask = 0x0f;
    cases.push(Case {
        name: "write mask 0x0f".into(),
        initial: 0x35,
        state: write,
        reference: 0,
        ccw: false,
        expected: (!0x35 & 0x0f) | (0x35 & 0xf0),
    });
    run(&cases);
}

#[test]
fn two_sided_stencil_runs_the_ccw_ops_on_counter_clockwise_triangles() {
    let mut two = stencil_state(face(ALWAYS, INCR, KEEP, KEEP));
    two.cull = Cull::None;
    two.depth_stencil.two_sided = true;
    two.depth_stencil.ccw = face(ALWAYS, DECR, KEEP, KEEP);
    let mut ccw_fails = two;
    ccw_fails.depth_stencil.ccw = face(NEVER, ZERO, REPLACE, KEEP);
    let mut one_sided = two;
    one_sided.depth_stencil.two_sided = false;
    let case = |name: &str, state, ccw, expected| Case {
        name: name.into(),
        initial: 5,
        state,
        reference: 9,
        ccw,
        expected,
    };
    run(&[
        case("two-sided, clockwise: front INCR", two, false, 6),
        case("two-sided, counter-clockwise: CCW DECR", two, true, 4),
        case("two-sided, CCW NEVER: CCW fail op", ccw_fails, true, 9),
        case("two-sided, clockwise beside it", ccw_fails, false, 6),
        case(
            "one-sided, counter-clockwise: front ops",
            one_sided,
            true,
            6,
        ),
    ]);
}

#[test]
fn every_zfunc_against_a_cleared_depth_of_one_half() {
    let mut r = renderer();
    let ctx = r.create_context(COLUMNS * SIDE, 2 * SIDE).unwrap();
    r.clear_color(ctx, RED).unwrap();
    r.clear_depth(ctx, 0.5).unwrap();
    let depths = [0.25f32, 0.5, 0.75];
    let mut s = diffuse_state();
    s.depth_stencil.z_write = false;
    let mut expected = Vec::new();
    for func in 1..=8u32 {
        s.depth_stencil.z_func = func;
        for (k, z) in depths.iter().enumerate() {
            let i = (func - 1) * 3 + k as u32;
            let q = rect(cell_rect(i), *z, GREEN, ([0.0; 2], [0.0; 2]), false);
            r.draw_fixed_rhw(ctx, &s, Primitive::TriangleList, &q, None)
                .unwrap();
            // D3D9: the pixel passes when new FUNC stored.
            let passes = match func {
                1 => false,
                2 => *z < 0.5,
                3 => *z == 0.5,
                4 => *z <= 0.5,
                5 => *z > 0.5,
                6 => *z != 0.5,
                7 => *z >= 0.5,
                _ => true,
            };
            expected.push((func, *z, passes));
        }
    }
    let image = r.read_framebuffer(ctx).unwrap();
    for (i, (func, z, passes)) in expected.into_iter().enumerate() {
        let want = if passes {
            [0, 255, 0, 255]
        } else {
            [255, 0, 0, 255]
        };
        assert_eq!(cell_pixel(&image, i as u32), want, "ZFUNC {func}, z {z}");
    }
    // ZWRITEENABLE off left the cleared 0.5: EQUAL at 0.5 still passes.
    s.depth_stencil.z_func = EQUAL;
    let q = rect(cell_rect(COLUMNS), 0.5, BLUE, ([0.0; 2], [0.0; 2]), false);
    r.draw_fixed_rhw(ctx, &s, Primitive::TriangleList, &q, None)
        .unwrap();
    let image = r.read_framebuffer(ctx).unwrap();
    assert_eq!(cell_pixel(&image, COLUMNS), [0, 0, 255, 255]);
}

#[test]
fn depth_bias_and_slope_scale_move_depth_by_d3d9_amounts() {
    let mut r = renderer();
    let ctx = r.create_context(COLUMNS * SIDE, SIDE).unwrap();
    r.clear_color(ctx, RED).unwrap();
    r.clear_depth(ctx, 0.5).unwrap();
    let mut s = diffuse_state();
    s.depth_stencil.z_write = false;
    // (cell, ZFUNC, z, DEPTHBIAS, passes). A bias of 1/1024 is far more than the depth
    // format's resolution and far less than 1/256.
    let constant = [
        (0, LESS, 0.5, 0.0, false),
        (1, LESS, 0.5, -1.0 / 1024.0, true),
        (2, GREATER, 0.5, 1.0 / 1024.0, true),
        (3, LESS, 0.5 + 1.0 / 256.0, -1.0 / 1024.0, false),
        (4, GREATER, 0.5, -1.0 / 1024.0, false),
    ];
    for (i, func, z, bias, _) in constant {
        s.depth_stencil.z_func = func;
        s.depth_bias = bias;
        let q = rect(cell_rect(i), z, GREEN, ([0.0; 2], [0.0; 2]), false);
        r.draw_fixed_rhw(ctx, &s, Primitive::TriangleList, &q, None)
            .unwrap();
    }
    // A ramp rising 1/64 per pixel in x, 1/64 above the stored depth at the sampled pixel:
    // SLOPESCALEDEPTHBIAS -2 moves it 2/64 nearer (passes LESS), -0.5 only 1/128 (fails).
    s.depth_bias = 0.0;
    s.depth_stencil.z_func = LESS;
    for (i, slope, _) in [(5u32, -2.0f32, true), (6, -0.5, false)] {
        s.slope_scale_depth_bias = slope;
        let [x0, y0, x1, y1] = cell_rect(i);
        let centre = x0 + SIDE as f32 / 2.0 + 0.5;
        let z = |x: f32| 0.5 + 1.0 / 64.0 + (x - centre) / 64.0;
        let v = |x: f32, y: f32| FixedVertex {
            pos: [x, y, z(x), 1.0],
            diffuse: GREEN,
            specular: 0,
            texcoords: [[0.0; 4]; 8],
            fog: 1.0,
        };
        let q = pack(&[
            v(x0, y0),
            v(x1, y0),
            v(x0, y1),
            v(x1, y1),
            v(x0, y1),
            v(x1, y0),
        ]);
        r.draw_fixed_rhw(ctx, &s, Primitive::TriangleList, &q, None)
            .unwrap();
    }
    let image = r.read_framebuffer(ctx).unwrap();
    let results = constant
        .iter()
        .map(|c| (c.0, c.4))
        .chain([(5, true), (6, false)]);
    for (i, passes) in results {
        let want = if passes {
            [0, 255, 0, 255]
        } else {
            [255, 0, 0, 255]
        };
        assert_eq!(cell_pixel(&image, i), want, "cell {i}");
    }
}

#[test]
fn bad_depth_stencil_values_are_state_errors_and_draw_nothing() {
    let mut r = renderer();
    let ctx = r.create_context(8, 8).unwrap();
    r.clear_color(ctx, RED).unwrap();
    let q = rect(
        [0.0, 0.0, 8.0, 8.0],
        0.5,
        GREEN,
        ([0.0; 2], [0.0; 2]),
        false,
    );
    let mut bad = Vec::new();
    let mut s = stencil_state(face(ALWAYS, 0, KEEP, KEEP));
    bad.push(("STENCILPASS 0", s));
    s = diffuse_state();
    s.depth_stencil.z_func = 9;
    bad.push(("ZFUNC 9", s));
    s = stencil_state(face(ALWAYS, KEEP, KEEP, KEEP));
    s.depth_stencil.two_sided = true;
    s.depth_stencil.ccw.func = 0;
    bad.push(("CCW_STENCILFUNC 0", s));
    s = diffuse_state();
    s.depth_bias = f32::NAN;
    bad.push(("DEPTHBIAS NaN", s));
    for (name, state) in bad {
        let e = r
            .draw_fixed_rhw(ctx, &state, Primitive::TriangleList, &q, None)
            .unwrap_err();
        assert_eq!(e.kind, ErrorKind::State, "{name}: {e}");
    }
    let image = r.read_framebuffer(ctx).unwrap();
    assert_eq!(rgba_at(&image, 8, 4, 4), [255, 0, 0, 255], "nothing drawn");
    // The renderer stays usable.
    r.draw_fixed_rhw(ctx, &diffuse_state(), Primitive::TriangleList, &q, None)
        .unwrap();
    let image = r.read_framebuffer(ctx).unwrap();
    assert_eq!(rgba_at(&image, 8, 4, 4), [0, 255, 0, 255]);
}
