//! Per-instruction GPU checks of the translator: for each arithmetic and flow-control
//! instruction a pixel shader writes its result to `oC0` from constants `c0`-`c2` (and
//! `i0`, `b0`), compared with the D3D9 formula computed on the CPU (within 1/255).

mod common;
mod program_util;

use common::{assert_close, pixel, renderer};
use program_util::*;

type V = [f32; 4];

/// One instruction check: the shader body (after the version line) and the expected `oC0`.
struct Case {
    name: &'static str,
    ps3: bool,
    code: &'static str,
    c: [V; 3],
    i0: [i32; 4],
    b0: bool,
    expect: V,
}

fn dot(a: V, b: V, n: usize) -> f32 {
    (0..n).map(|i| a[i] * b[i]).sum()
}

fn splat(x: f32) -> V {
    [x; 4]
}

fn zip(a: V, b: V, f: impl Fn(f32, f32) -> f32) -> V {
    [f(a[0], b[0]), f(a[1], b[1]), f(a[2], b[2]), f(a[3], b[3])]
}

fn cases() -> Vec<Case> {
    let a: V = [0.25, 0.5, 0.75, 1.0];
    let b: V = [0.5, 0.25, 0.125, 0.5];
    let c2: V = [0.125, 0.25, 0.0625, 0.25];
    let mixed: V = [-0.5, 0.25, 0.0, -0.125];
    let case = |name, code, c: [V; 3], expect| Case {
        name,
        ps3: false,
        code,
        c,
        i0: [0; 4],
        b0: false,
        expect,
    };
    let ps3 = |name, code, c: [V; 3], i0, b0, expect| Case {
        name,
        ps3: true,
        code,
        c,
        i0,
        b0,
        expect,
    };
    let cross = [
        a[1] * b[2] - a[2] * b[1],
        a[2] * b[0] - a[0] * b[2],
        a[0] * b[1] - a[1] * b[0],
    ];
    let len = dot(a, a, 3).sqrt();
    vec![
        case("add", "add r0, c0, c1", [a, b, c2], zip(a, b, |x, y| x + y)),
        case("sub", "sub r0, c0, c1", [a, b, c2], zip(a, b, |x, y| x - y)),
        case("mul", "mul r0, c0, c1", [a, b, c2], zip(a, b, |x, y| x * y)),
        case(
            "mad",
            "mad r0, c0, c1, c2",
            [a, b, c2],
            zip(zip(a, b, |x, y| x * y), c2, |x, y| x + y),
        ),
        case("dp3", "dp3 r0, c0, c1", [a, b, c2], splat(dot(a, b, 3))),
        case("dp4", "dp4 r0, c0, c1", [a, b, c2], splat(dot(a, b, 4))),
        case(
            "dp2add",
            "dp2add r0, c0, c1, c2.x",
            [a, b, c2],
            splat(dot(a, b, 2) + c2[0]),
        ),
        case(
            "rcp",
            "rcp r0, c0.w",
            [[0.0, 0.0, 0.0, 4.0], b, c2],
            splat(0.25),
        ),
        case(
            "rsq |x|",
            "rsq r0, c0.x",
            [[-16.0, 0.0, 0.0, 0.0], b, c2],
            splat(0.25),
        ),
        case(
            "exp",
            "exp r0, c0.x",
            [[-1.5, 0.0, 0.0, 0.0], b, c2],
            splat((-1.5f32).exp2()),
        ),
        case(
            "log |x|",
            "log r0, c0.x",
            [[-1.5, 0.0, 0.0, 0.0], b, c2],
            splat(1.5f32.log2()),
        ),
        case(
            "pow |x|",
            "pow r0, c0.x, c1.x",
            [[-0.25, 0.0, 0.0, 0.0], b, c2],
            splat(0.25f32.powf(0.5)),
        ),
        case("min", "min r0, c0, c1", [a, b, c2], zip(a, b, f32::min)),
        case("max", "max r0, c0, c1", [a, b, c2], zip(a, b, f32::max)),
        case(
            "cmp",
            "cmp r0, c0, c1, c2",
            [mixed, b, c2],
            [c2[0], b[1], b[2], c2[3]],
        ),
        case(
            "lrp",
            "lrp r0, c0, c1, c2",
            [a, b, c2],
            [0, 1, 2, 3].map(|i| a[i] * b[i] + (1.0 - a[i]) * c2[i]),
        ),
        case(
            "frc",
            "frc r0, c0",
            [[1.25, -0.25, 2.75, 0.5], b, c2],
            [0.25, 0.75, 0.75, 0.5],
        ),
        case("abs", "abs r0, c0", [mixed, b, c2], mixed.map(f32::abs)),
        case(
            "mov_sat -x",
            "mov_sat r0, -c0",
            [mixed, b, c2],
            mixed.map(|x| (-x).clamp(0.0, 1.0)),
        ),
        case(
            "nrm",
            "mov r0.w, c1.w\nnrm r0.xyz, c0",
            [a, b, c2],
            [a[0] / len, a[1] / len, a[2] / len, b[3]],
        ),
        case(
            "crs",
            "mov r1, c2\ncrs r1.xyz, c0, c1\nadd r0, r1, c2",
            [a, b, [0.5; 4]],
            [cross[0] + 0.5, cross[1] + 0.5, cross[2] + 0.5, 1.0],
        ),
        case(
            "texkill kills",
            "mov r0, c0\ntexkill r0",
            [mixed, b, c2],
            [0.0, 0.0, 0.0, 1.0],
        ),
        case(
            "texkill keeps",
            "mov r0, c0\ntexkill r0\nmov r0, c1",
            [a, b, c2],
            b,
        ),
        ps3(
            "sincos",
            "sincos r0.xy, c0.x\nmov r0.zw, c1",
            [[0.5, 0.0, 0.0, 0.0], b, c2],
            [0; 4],
            false,
            [0.5f32.cos(), 0.5f32.sin(), b[2], b[3]],
        ),
        ps3(
            "if_gt/else",
            "if_gt c0.x, c1.x\nmov r0, c0\nelse\nmov r0, c1\nendif",
            [a, b, c2],
            [0; 4],
            false,
            b,
        ),
        ps3(
            "if b0",
            "mov r0, c2\nif b0\nadd r0, r0, c1\nendif",
            [a, b, c2],
            [0; 4],
            true,
            zip(c2, b, |x, y| x + y),
        ),
        ps3(
            "rep i0",
            "mov r0, c2\nrep i0\nadd r0, r0, c1\nendrep",
            [a, [0.125; 4], [0.0; 4]],
            [5, 0, 0, 0],
            false,
            splat(0.625),
        ),
        ps3(
            "loop aL with c[aL]",
            "mov r0, c2\nloop aL, i0\nadd r0, r0, c[aL]\nendloop",
            [
                [0.25, 0.0, 0.0, 0.0],
                [0.0, 0.5, 0.0, 0.0],
                [0.0, 0.0, 0.125, 1.0],
            ],
            [2, 0, 1, 0],
            false,
            [0.25, 0.5, 0.125, 1.0],
        ),
        ps3(
            "break_ge",
            "mov r0, c2\nmov r1, c2\nrep i0\nadd r0, r0, c1\nadd r1, r1, c1\nbreak_ge r1.x, c0.x\nendrep",
            [[0.375, 0.0, 0.0, 0.0], [0.125; 4], [0.0; 4]],
            [8, 0, 0, 0],
            false,
            splat(0.375),
        ),
        ps3(
            "setp_gt predicated mov",
            "mov r0, c2\nsetp_gt p0, c0, c1\n(p0) mov r0, c0",
            [a, b, c2],
            [0; 4],
            false,
            [c2[0], a[1], a[2], a[3]],
        ),
        ps3(
            "call/ret",
            "mov r0, c2\ncall l1\nadd r0, r0, c1\nmov oC0, r0\nret\nlabel l1\nadd r0, r0, c0\nret",
            [a, b, [0.0; 4]],
            [0; 4],
            false,
            zip(a, b, |x, y| x + y),
        ),
    ]
}

fn d3dcolor(v: V) -> u32 {
    let q = |x: f32| (x.clamp(0.0, 1.0) * 255.0).round() as u32;
    q(v[3]) << 24 | q(v[0]) << 16 | q(v[1]) << 8 | q(v[2])
}

#[test]
fn each_instruction_matches_its_d3d9_formula() {
    let mut r = renderer();
    let cases = cases();
    let (w, h) = (32, 2);
    let ctx = r.create_context(w, h).unwrap();
    let vs2 = shader(&mut r, VS_POS);
    let vs3 = shader(
        &mut r,
        "vs_3_0
        dcl_position v0
        dcl_position o0
        mov o0, v0",
    );
    for (i, case) in cases.iter().enumerate() {
        let version = if case.ps3 { "ps_3_0" } else { "ps_2_0" };
        // call/ret writes oC0 itself; the others end with r0.
        let tail = if case.code.contains("oC0") {
            ""
        } else {
            "\nmov oC0, r0"
        };
        let ps = shader(&mut r, &format!("{version}\n{}{tail}", case.code));
        let mut s = pos_state(if case.ps3 { vs3 } else { vs2 }, ps);
        for (n, c) in case.c.iter().enumerate() {
            set_ps_c(&mut s, n, *c);
        }
        s.ps_constants.int[0] = case.i0;
        s.ps_constants.bool[0] = case.b0;
        let x = i as u32;
        draw_rect(&mut r, ctx, &s, [x, 0, x + 1, h]);
    }
    let bgra = r.read_framebuffer(ctx).unwrap();
    for (i, case) in cases.iter().enumerate() {
        assert_close(
            pixel(&bgra, w, i as u32, 0),
            d3dcolor(case.expect),
            1,
            case.name,
        );
    }
}
