//! Per-instruction GPU checks of shader model 1 (`ps_1_1`-`ps_1_4`, `vs_1_1`): for each
//! instruction and modifier a shader computes a value that reaches the render target (or
//! the depth buffer), compared with the value worked out on the CPU from the D3D9 definition
//! (within 1/255; depth within 1e-3).
//!
//! Pixel shader inputs come from a `vs_2_0` that writes `oT0`-`oT5` from `c0`-`c5` and
//! `oD0`/`oD1` from `c6`/`c7`, so every pixel of a case sees the same values. Textures are
//! point sampled at coordinates that land well inside one texel (a test that computes an
//! ambiguous coordinate panics as a test bug, see [`index`]). Bump states
//! (D3DTSS_BUMPENVMAT*, LSCALE, LOFFSET) and D3DTSS_TEXTURETRANSFORMFLAGS are set on the
//! stages of `ProgramDrawState::fixed_pixel`, the textures on `ProgramDrawState::textures`.
//!
//! Each test runs all of its cases and lists every mismatch before it fails.

mod common;
mod program_util;

use std::collections::HashMap;

use common::{pixel, renderer};
use ninth_render::state::fixed::{FixedFog, StageState};
use ninth_render::{
    ContextId, Primitive, ProgramDrawState, Renderer, ShaderId, TextureDesc, TextureFormat,
    TextureId, TextureRegion,
};
use program_util::*;

type V = [f32; 4];

// ---------------------------------------------------------------------------------------
// Small vector arithmetic of the CPU side.

fn splat(x: f32) -> V {
    [x; 4]
}

fn zip(a: V, b: V, f: impl Fn(f32, f32) -> f32) -> V {
    [f(a[0], b[0]), f(a[1], b[1]), f(a[2], b[2]), f(a[3], b[3])]
}

fn zip3(a: V, b: V, c: V, f: impl Fn(f32, f32, f32) -> f32) -> V {
    std::array::from_fn(|i| f(a[i], b[i], c[i]))
}

fn dot3(a: V, b: V) -> f32 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

fn dot4(a: V, b: V) -> f32 {
    dot3(a, b) + a[3] * b[3]
}

/// A colour as a D3DCOLOR, each channel saturated and rounded as a UNORM8 target stores it.
fn d3dcolor(v: V) -> u32 {
    let q = |x: f32| (x.clamp(0.0, 1.0) * 255.0).round() as u32;
    (q(v[3]) << 24) | (q(v[0]) << 16) | (q(v[1]) << 8) | q(v[2])
}

/// Every channel of `a` within 1 of `b` (0.5 is 127 or 128 by the hardware's rounding).
fn near(a: u32, b: u32) -> bool {
    (0..4).all(|k| ((a >> (8 * k)) & 0xff).abs_diff((b >> (8 * k)) & 0xff) <= 1)
}

// ---------------------------------------------------------------------------------------
// Textures: their texels (RGBA bytes), the CPU's point sampling and their creation.

/// The textures the checks bind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Tex {
    /// 4x4 A8R8G8B8, texel (i, j) = [`texel_a`].
    A,
    /// 4x4 A8R8G8B8, texel (i, j) = [`texel_b`].
    B,
    /// 4x1 A8R8G8B8, texel i = [`texel_row`].
    Row,
    /// Cube map of 1x1 faces, face n = `CUBE_FACES[n]`.
    Cube,
    /// 2x2x2 volume, texel (i, j, k) = [`texel_volume`].
    Volume,
    /// 1x1 D3DFMT_V8U8 (du, dv).
    Bump(i8, i8),
    /// 1x1 D3DFMT_X8L8V8U8 (du, dv, luminance).
    BumpL(i8, i8, u8),
    /// 1x1 A8R8G8B8 of these RGBA bytes.
    Color([u8; 4]),
}

fn texel_a(i: u32, j: u32) -> [u8; 4] {
    let n = i + 4 * j;
    [40 + 60 * i, 40 + 60 * j, 250 - 15 * n, 255 - 10 * n].map(|x| x as u8)
}

fn texel_b(i: u32, j: u32) -> [u8; 4] {
    let n = i + 4 * j;
    [230 - 50 * j, 20 + 70 * i, 30 + 12 * n, 200 + 3 * n].map(|x| x as u8)
}

fn texel_row(i: u32) -> [u8; 4] {
    [30 + 60 * i, 200 - 40 * i, 100, 255 - 30 * i].map(|x| x as u8)
}

/// +X, -X, +Y, -Y, +Z, -Z.
const CUBE_FACES: [[u8; 4]; 6] = [
    [255, 0, 0, 255],
    [0, 255, 0, 230],
    [0, 0, 255, 205],
    [255, 255, 0, 180],
    [255, 0, 255, 155],
    [0, 255, 255, 130],
];

fn texel_volume(i: u32, j: u32, k: u32) -> [u8; 4] {
    [
        60 + 120 * i,
        60 + 120 * j,
        60 + 120 * k,
        255 - 20 * (i + 2 * j + 4 * k),
    ]
    .map(|x| x as u8)
}

fn unorm(c: [u8; 4]) -> V {
    c.map(|x| f32::from(x) / 255.0)
}

/// A signed byte of a bump map as the renderer stores it (SNORM: b / 127, at least -1).
fn snorm(b: i8) -> f32 {
    (f32::from(b) / 127.0).max(-1.0)
}

/// The texel a point sampler with WRAP addressing picks at `u` of `n` texels. Panics where
/// `u` lies within a tenth of a texel of a texel edge: the check itself would be ambiguous.
#[track_caller]
fn index(u: f32, n: u32) -> u32 {
    let x = u * n as f32;
    let f = x - x.floor();
    assert!(
        n == 1 || (0.1..=0.9).contains(&f),
        "test bug: coordinate {u} is too close to a texel edge of {n} texels"
    );
    (x.floor() as i64).rem_euclid(i64::from(n)) as u32
}

/// The cube face a direction selects (its largest component, which must clearly dominate).
#[track_caller]
fn cube_face(d: V) -> usize {
    let abs = [d[0].abs(), d[1].abs(), d[2].abs()];
    let major = (0..3).max_by(|&a, &b| abs[a].total_cmp(&abs[b])).unwrap();
    for axis in 0..3 {
        assert!(
            axis == major || abs[axis] * 1.2 < abs[major],
            "test bug: direction {d:?} has no clear major axis"
        );
    }
    2 * major + usize::from(d[major] < 0.0)
}

/// What a point sampler returns from `tex` at `coord` (2D: xy; cube and volume: xyz).
#[track_caller]
fn sample(tex: Tex, coord: V) -> V {
    let [u, v, w, _] = coord;
    match tex {
        Tex::A => unorm(texel_a(index(u, 4), index(v, 4))),
        Tex::B => unorm(texel_b(index(u, 4), index(v, 4))),
        Tex::Row => unorm(texel_row(index(u, 4))),
        Tex::Cube => unorm(CUBE_FACES[cube_face(coord)]),
        Tex::Volume => unorm(texel_volume(index(u, 2), index(v, 2), index(w, 2))),
        Tex::Bump(du, dv) => [snorm(du), snorm(dv), 1.0, 1.0],
        Tex::BumpL(du, dv, l) => [snorm(du), snorm(dv), f32::from(l) / 255.0, 1.0],
        Tex::Color(c) => unorm(c),
    }
}

fn bgra(c: [u8; 4]) -> [u8; 4] {
    [c[2], c[1], c[0], c[3]]
}

fn create_texture(r: &mut Renderer, tex: Tex) -> TextureId {
    let argb = TextureFormat::A8R8G8B8;
    let grid = |r: &mut Renderer, w: u32, h: u32, f: &dyn Fn(u32, u32) -> [u8; 4]| {
        let mut bytes = Vec::new();
        for j in 0..h {
            for i in 0..w {
                bytes.extend_from_slice(&bgra(f(i, j)));
            }
        }
        r.create_texture(w, h, Some(&bytes)).unwrap()
    };
    let one = |r: &mut Renderer, format: TextureFormat, bytes: &[u8]| {
        let desc = TextureDesc::tex2d(format, 1, 1, 1);
        let id = r.create_texture_desc(&desc).unwrap();
        let region = TextureRegion::level(&desc, 0);
        r.update_texture_region(id, &region, bytes, bytes.len() as u32, 0)
            .unwrap();
        id
    };
    match tex {
        Tex::A => grid(r, 4, 4, &texel_a),
        Tex::B => grid(r, 4, 4, &texel_b),
        Tex::Row => grid(r, 4, 1, &|i, _| texel_row(i)),
        Tex::Color(c) => grid(r, 1, 1, &|_, _| c),
        Tex::Cube => {
            let desc = TextureDesc::cube(argb, 1, 1);
            let id = r.create_texture_desc(&desc).unwrap();
            for (face, c) in CUBE_FACES.iter().enumerate() {
                let region = TextureRegion::level(&desc, 0).on_face(face as u32);
                r.update_texture_region(id, &region, &bgra(*c), 4, 0)
                    .unwrap();
            }
            id
        }
        Tex::Volume => {
            let desc = TextureDesc::volume(argb, 2, 2, 2, 1);
            let id = r.create_texture_desc(&desc).unwrap();
            let mut bytes = Vec::new();
            for k in 0..2 {
                for j in 0..2 {
                    for i in 0..2 {
                        bytes.extend_from_slice(&bgra(texel_volume(i, j, k)));
                    }
                }
            }
            let region = TextureRegion::level(&desc, 0);
            r.update_texture_region(id, &region, &bytes, 8, 16).unwrap();
            id
        }
        Tex::Bump(du, dv) => one(r, TextureFormat::V8U8, &[du as u8, dv as u8]),
        Tex::BumpL(du, dv, l) => one(r, TextureFormat::X8L8V8U8, &[du as u8, dv as u8, l, 255]),
    }
}

// ---------------------------------------------------------------------------------------
// Pixel shader cases.

/// `D3DTTFF_COUNT3`, `D3DTTFF_COUNT4`, `D3DTTFF_PROJECTED`.
const D3DTTFF_COUNT3: u32 = 3;
const D3DTTFF_COUNT4: u32 = 4;
const D3DTTFF_PROJECTED: u32 = 0x100;

/// One pixel shader check: the shader text, its inputs and the expected colour (`None`: the
/// pixel is discarded and keeps the clear colour).
#[derive(Clone, Debug)]
struct Ps {
    name: String,
    text: String,
    /// Pixel shader constants (`SetPixelShaderConstantF`).
    c: Vec<(usize, V)>,
    /// Texture coordinates of sets 0-5 (`oT0`-`oT5`).
    t: [V; 6],
    /// `oD0`, `oD1` (saturated by the vertex stage).
    v: [V; 2],
    /// Textures bound to stages.
    tex: Vec<(usize, Tex)>,
    /// Stage bump states: D3DTSS_BUMPENVMAT00, 01, 10, 11, LSCALE, LOFFSET.
    bump: Vec<(usize, [f32; 4], f32, f32)>,
    /// Stage D3DTSS_TEXTURETRANSFORMFLAGS.
    flags: Vec<(usize, u32)>,
    expect: Option<V>,
}

fn ps(name: impl Into<String>, text: impl Into<String>) -> Ps {
    Ps {
        name: name.into(),
        text: text.into(),
        c: Vec::new(),
        t: [[0.0; 4]; 6],
        v: [[0.0; 4]; 2],
        tex: Vec::new(),
        bump: Vec::new(),
        flags: Vec::new(),
        expect: None,
    }
}

impl Ps {
    fn c(mut self, n: usize, v: V) -> Self {
        self.c.push((n, v));
        self
    }
    fn t(mut self, n: usize, v: V) -> Self {
        self.t[n] = v;
        self
    }
    fn v(mut self, n: usize, v: V) -> Self {
        self.v[n] = v;
        self
    }
    fn tex(mut self, stage: usize, tex: Tex) -> Self {
        self.tex.push((stage, tex));
        self
    }
    fn bump(mut self, stage: usize, mat: [f32; 4], lscale: f32, loffset: f32) -> Self {
        self.bump.push((stage, mat, lscale, loffset));
        self
    }
    fn flags(mut self, stage: usize, flags: u32) -> Self {
        self.flags.push((stage, flags));
        self
    }
    fn expect(mut self, v: V) -> Self {
        self.expect = Some(v);
        self
    }
    fn killed(mut self) -> Self {
        self.expect = None;
        self
    }
}

/// Writes `oT0`-`oT5` from `c0`-`c5`, `oD0` from `c6` and `oD1` from `c7`.
const VS_INPUTS: &str = "vs_2_0
dcl_position v0
mov oPos, v0
mov oT0, c0
mov oT1, c1
mov oT2, c2
mov oT3, c3
mov oT4, c4
mov oT5, c5
mov oD0, c6
mov oD1, c7";

/// The clear colour, which discarded pixels keep.
const BACKGROUND: u32 = 0xff13_5779;

/// Shaders and textures made once per renderer (one shader object, hence one pipeline,
/// per distinct text).
struct Objects {
    shaders: HashMap<String, ShaderId>,
    textures: HashMap<Tex, TextureId>,
}

impl Objects {
    fn new() -> Self {
        Self {
            shaders: HashMap::new(),
            textures: HashMap::new(),
        }
    }

    /// The shader of `text`; an assembly or creation failure is the case's failure.
    fn shader(&mut self, r: &mut Renderer, text: &str) -> Result<ShaderId, String> {
        if let Some(id) = self.shaders.get(text) {
            return Ok(*id);
        }
        let tokens =
            ninth_shader::asm::assemble(text).map_err(|e| format!("does not assemble: {e}"))?;
        let id = r
            .create_shader(&tokens)
            .map_err(|e| format!("create_shader refuses it: {e}"))?;
        self.shaders.insert(text.to_string(), id);
        Ok(id)
    }

    fn texture(&mut self, r: &mut Renderer, tex: Tex) -> TextureId {
        *self
            .textures
            .entry(tex)
            .or_insert_with(|| create_texture(r, tex))
    }
}

/// Draws every case into a pixel of its own, then compares; returns the failures.
fn run_pixel_cases(cases: &[Ps]) -> Vec<String> {
    let mut r = renderer();
    let mut objects = Objects::new();
    let w = 16;
    let h = cases.len().div_ceil(w as usize) as u32;
    let ctx = r.create_context(w, h).unwrap();
    r.clear_color(ctx, BACKGROUND).unwrap();
    let vs = objects.shader(&mut r, VS_INPUTS).unwrap();
    let mut failures = Vec::new();
    let mut drawn = vec![false; cases.len()];
    for (k, case) in cases.iter().enumerate() {
        let ps = match objects.shader(&mut r, &case.text) {
            Ok(id) => id,
            Err(e) => {
                failures.push(format!("{}: {e}", case.name));
                continue;
            }
        };
        let mut s = pos_state(vs, ps);
        for (n, t) in case.t.iter().enumerate() {
            s.vs_constants.float[n] = *t;
        }
        s.vs_constants.float[6] = case.v[0];
        s.vs_constants.float[7] = case.v[1];
        for &(n, c) in &case.c {
            s.ps_constants.float[n] = c;
        }
        for &(stage, tex) in &case.tex {
            s.textures[stage] = Some(objects.texture(&mut r, tex));
        }
        for &(stage, mat, lscale, loffset) in &case.bump {
            let st = &mut s.fixed_pixel.stages[stage];
            st.bump_mat = mat;
            st.bump_lscale = lscale;
            st.bump_loffset = loffset;
        }
        for &(stage, flags) in &case.flags {
            s.fixed_pixel.stages[stage].state.transform_flags = flags;
        }
        let (x, y) = (k as u32 % w, k as u32 / w);
        let positions = quad_positions(w, h, [x, y, x + 1, y + 1]);
        match r.draw_program(ctx, &s, Primitive::TriangleList, &[&positions], None) {
            Ok(()) => drawn[k] = true,
            Err(e) => failures.push(format!("{}: the draw fails: {e}", case.name)),
        }
    }
    let image = r.read_framebuffer(ctx).unwrap();
    for (k, case) in cases.iter().enumerate() {
        if !drawn[k] {
            continue;
        }
        let got = pixel(&image, w, k as u32 % w, k as u32 / w);
        let expected = case.expect.map_or(BACKGROUND, d3dcolor);
        let close = common::argb(got)
            .iter()
            .zip(common::argb(expected))
            .all(|(g, e)| g.abs_diff(e) <= 1);
        if !close {
            let what = if case.expect.is_some() {
                ""
            } else {
                " (discarded: the clear colour)"
            };
            failures.push(format!(
                "{}: got {got:#010x}, expected {expected:#010x}{what}",
                case.name
            ));
        }
    }
    failures
}

#[track_caller]
fn report(what: &str, total: usize, failures: &[String]) {
    println!(
        "{what}: {} of {total} checks pass, {} fail",
        total - failures.len(),
        failures.len()
    );
    for f in failures {
        println!("  FAIL {f}");
    }
    assert!(
        failures.is_empty(),
        "{what}: failures:\n{}",
        failures.join("\n")
    );
}

const A: V = [0.25, 0.5, 0.75, 1.0];
const B: V = [0.5, 0.25, 0.125, 0.5];
const D: V = [0.125, 0.25, 0.0625, 0.25];

/// ps_1_x float constants read clamped to [-1, 1].
fn clamp1(v: V) -> V {
    v.map(|x| x.clamp(-1.0, 1.0))
}

fn arithmetic_cases() -> Vec<Ps> {
    let (a, b, d) = (A, B, D);
    let mut out = Vec::new();
    let lrp = zip3(a, b, d, |s, x, y| s * x + (1.0 - s) * y);
    for ver in ["ps_1_1", "ps_1_2", "ps_1_3", "ps_1_4"] {
        let one = |name: &str, code: &str, expect: V| {
            ps(format!("{ver} {name}"), format!("{ver}\n{code}"))
                .c(0, a)
                .c(1, b)
                .c(2, d)
                .expect(expect)
        };
        out.push(one("add", "add r0, c0, c1", zip(a, b, |x, y| x + y)));
        out.push(one("sub", "sub r0, c0, c1", zip(a, b, |x, y| x - y)));
        out.push(one("mul", "mul r0, c0, c1", zip(a, b, |x, y| x * y)));
        out.push(one(
            "mad",
            "mad r0, c0, c1, c2",
            zip3(a, b, d, |x, y, z| x * y + z),
        ));
        out.push(one("lrp", "lrp r0, c0, c1, c2", lrp));
        out.push(one("dp3", "dp3 r0, c0, c1", splat(dot3(a, b))));
        out.push(one("mov", "mov r0, c1", b));
        out.push(one(
            "r0 written as .rgb and .a",
            "mov r0.rgb, c0\nmov r0.a, c1",
            [a[0], a[1], a[2], b[3]],
        ));
        if ver != "ps_1_1" {
            out.push(one("dp4", "dp4 r0, c0, c2", splat(dot4(a, d))));
            // cmp: src0 >= 0 ? src1 : src2 per component.
            let mixed = [-0.5, 0.25, 0.0, -0.125];
            out.push(one("cmp", "cmp r0, c3, c1, c2", [d[0], b[1], b[2], d[3]]).c(3, mixed));
        }
        // Constants read clamped to [-1, 1]: (2, -3, 0.5, 1.5) reads (1, -1, 0.5, 1).
        let big = [2.0, -3.0, 0.5, 1.5];
        let scale = [0.25, -0.25, 1.0, 0.5];
        out.push(
            ps(
                format!("{ver} constant clamped to [-1, 1]"),
                format!("{ver}\nmul r0, c0, c1"),
            )
            .c(0, big)
            .c(1, scale)
            .expect(zip(clamp1(big), scale, |x, y| x * y)),
        );
        // _sat saturates the result (made visible by scaling it afterwards).
        let (s0, s1) = ([0.75, -0.5, 0.25, 0.9], [0.75, 0.25, 0.25, -0.2]);
        out.push(
            ps(
                format!("{ver} add_sat"),
                format!("{ver}\nadd_sat r1, c0, c1\nmad r0, r1, c2, c3"),
            )
            .c(0, s0)
            .c(1, s1)
            .c(2, splat(0.5))
            .c(3, splat(0.25))
            .expect(zip(s0, s1, |x, y| (x + y).clamp(0.0, 1.0) * 0.5 + 0.25)),
        );
        // Co-issued pair: the alpha instruction reads r0.b from before the pair.
        out.push(
            ps(
                format!("{ver} co-issue: alpha reads the colour's old value"),
                format!("{ver}\nmov r0, c0\nmul r0.rgb, r0, c1\n+add r0.a, r0.b, c2"),
            )
            .c(0, a)
            .c(1, b)
            .c(2, [0.0, 0.0, 0.0, 0.125])
            .expect([a[0] * b[0], a[1] * b[1], a[2] * b[2], a[2] + 0.125]),
        );
    }

    // cnd in ps_1_1-1_3: r0.a > 0.5 (strictly) selects src1 for every component.
    for (ver, alpha) in [
        ("ps_1_1", 0.75),
        ("ps_1_1", 0.5),
        ("ps_1_1", 0.25),
        ("ps_1_2", 0.625),
        ("ps_1_3", 0.5),
    ] {
        out.push(
            ps(
                format!("{ver} cnd r0.a = {alpha}"),
                format!("{ver}\nmov r0, c0\ncnd r0, r0.a, c1, c2"),
            )
            .c(0, [0.1, 0.2, 0.3, alpha])
            .c(1, b)
            .c(2, d)
            .expect(if alpha > 0.5 { b } else { d }),
        );
    }
    // cnd in ps_1_4: per component.
    let cond = [0.25, 0.75, 0.5, 0.625];
    out.push(
        ps("ps_1_4 cnd per component", "ps_1_4\ncnd r0, c0, c1, c2")
            .c(0, cond)
            .c(1, b)
            .c(2, d)
            .expect(zip3(cond, b, d, |c, x, y| if c > 0.5 { x } else { y })),
    );

    // Instruction modifiers.
    let modifier = |ver: &str, name: &str, code: &str, c0: V, c1: V, expect: V| {
        ps(format!("{ver} {name}"), format!("{ver}\n{code}"))
            .c(0, c0)
            .c(1, c1)
            .expect(expect)
    };
    for ver in ["ps_1_1", "ps_1_4"] {
        out.push(modifier(
            ver,
            "mul_x2",
            "mul_x2 r0, c0, c1",
            a,
            b,
            zip(a, b, |x, y| 2.0 * x * y),
        ));
        out.push(modifier(
            ver,
            "mul_x4",
            "mul_x4 r0, c0, c1",
            d,
            b,
            zip(d, b, |x, y| 4.0 * x * y),
        ));
        out.push(modifier(
            ver,
            "add_d2",
            "add_d2 r0, c0, c1",
            a,
            b,
            zip(a, b, |x, y| (x + y) / 2.0),
        ));
    }
    let small = [0.125, 0.0625, 0.25, 0.5];
    let quarter = [0.5, 0.5, 0.25, 0.25];
    out.push(modifier(
        "ps_1_4",
        "mul_x8",
        "mul_x8 r0, c0, c1",
        small,
        quarter,
        zip(small, quarter, |x, y| 8.0 * x * y),
    ));
    out.push(modifier(
        "ps_1_4",
        "add_d4",
        "add_d4 r0, c0, c1",
        a,
        b,
        zip(a, b, |x, y| (x + y) / 4.0),
    ));
    out.push(modifier(
        "ps_1_4",
        "add_d8",
        "add_d8 r0, c0, c1",
        a,
        b,
        zip(a, b, |x, y| (x + y) / 8.0),
    ));
    // A shifted result saturated: (a + b) * 2 then _sat, scaled down afterwards.
    out.push(
        ps(
            "ps_1_4 add_x2_sat",
            "ps_1_4\nadd_x2_sat r1, c0, c1\nmul r0, r1, c2",
        )
        .c(0, [0.5, -0.25, 0.125, 0.25])
        .c(1, [0.25, 0.125, 0.0, 0.5])
        .c(2, splat(0.5))
        .expect(zip(
            [0.5, -0.25, 0.125, 0.25],
            [0.25, 0.125, 0.0, 0.5],
            |x, y| (2.0 * (x + y)).clamp(0.0, 1.0) * 0.5,
        )),
    );

    // Source modifiers.
    let half = splat(0.5);
    for ver in ["ps_1_1", "ps_1_4"] {
        out.push(modifier(
            ver,
            "_bias",
            "add r0, c0_bias, c1",
            a,
            b,
            zip(a, b, |x, y| x - 0.5 + y),
        ));
        out.push(
            modifier(
                ver,
                "_bx2",
                "mad r0, c0_bx2, c1, c2",
                a,
                b,
                zip(a, b, |x, y| 2.0 * (x - 0.5) * y + 0.5),
            )
            .c(2, half),
        );
        out.push(modifier(
            ver,
            "1-x",
            "mul r0, 1-c0, c1",
            a,
            b,
            zip(a, b, |x, y| (1.0 - x) * y),
        ));
        out.push(modifier(
            ver,
            "negation",
            "add r0, -c0, c1",
            d,
            b,
            zip(d, b, |x, y| -x + y),
        ));
        let c1 = [0.25, 0.25, 0.75, 1.0];
        out.push(modifier(
            ver,
            "-x_bx2",
            "add r0, -c0_bx2, c1",
            a,
            c1,
            zip(a, c1, |x, y| -(2.0 * (x - 0.5)) + y),
        ));
        out.push(modifier(
            ver,
            "-x_bias",
            "add r0, -c0_bias, c1",
            [0.75, 0.25, 0.5, 0.625],
            b,
            zip([0.75, 0.25, 0.5, 0.625], b, |x, y| -(x - 0.5) + y),
        ));
        // .a replicate.
        out.push(modifier(
            ver,
            ".a replicate",
            "mul r0, c0, c1.a",
            a,
            b,
            a.map(|x| x * b[3]),
        ));
    }
    // .b replicate (ps_1_1-1_3 and ps_1_4).
    for ver in ["ps_1_1", "ps_1_3", "ps_1_4"] {
        out.push(modifier(
            ver,
            ".b replicate",
            "add r0, c0.b, c1",
            d,
            b,
            b.map(|y| d[2] + y),
        ));
    }
    // ps_1_4 _x2 source modifier, negated, and .r/.g replicates.
    let x2 = [0.125, 0.25, -0.125, 0.25];
    let c1 = [0.5, 0.25, 0.375, 0.5];
    out.push(modifier(
        "ps_1_4",
        "_x2",
        "add r0, c0_x2, c1",
        x2,
        c1,
        zip(x2, c1, |x, y| 2.0 * x + y),
    ));
    let nx2 = [0.125, -0.25, 0.25, 0.0];
    out.push(modifier(
        "ps_1_4",
        "-x_x2",
        "mad r0, -c0_x2, c1, c1",
        nx2,
        half,
        nx2.map(|x| -2.0 * x * 0.5 + 0.5),
    ));
    out.push(
        modifier(
            "ps_1_4",
            ".g and .r replicates",
            "mul r1, c0.g, c1\nadd r0, r1, c2.r",
            a,
            b,
            b.map(|y| a[1] * y + d[0]),
        )
        .c(2, d),
    );

    // More co-issue orders.
    let c0 = [0.25, 0.5, 0.75, 0.5];
    out.push(
        ps(
            "ps_1_1 co-issue: the colour reads alpha the pair writes",
            "ps_1_1\nmov r0, c0\nmul r0.rgb, r0, r0.a\n+mov r0.a, c2",
        )
        .c(0, c0)
        .c(2, [0.0, 0.0, 0.0, 0.25])
        .expect([c0[0] * 0.5, c0[1] * 0.5, c0[2] * 0.5, 0.25]),
    );
    out.push(
        ps(
            "ps_1_1 co-issue: alpha first, colour reads the old alpha",
            "ps_1_1\nmov r0, c0\nadd r0.a, r0.a, c1\n+mul r0.rgb, r0, r0.a",
        )
        .c(0, c0)
        .c(1, [0.0, 0.0, 0.0, 0.25])
        .expect([c0[0] * 0.5, c0[1] * 0.5, c0[2] * 0.5, 0.75]),
    );
    out.push(
        ps(
            "ps_1_4 co-issue on r1: alpha reads the colour's old value",
            "ps_1_4\nmov r1, c0\nmul r1.rgb, r1, c1\n+add r1.a, r1.b, c2\nmov r0, r1",
        )
        .c(0, a)
        .c(1, b)
        .c(2, [0.0, 0.0, 0.0, 0.125])
        .expect([a[0] * b[0], a[1] * b[1], a[2] * b[2], a[2] + 0.125]),
    );

    // Colour inputs: oD0 saturated by the vertex stage, v1.
    let v0 = [1.5, -0.5, 0.25, 0.75];
    out.push(
        ps(
            "ps_1_1 v0 (oD0 saturated)",
            "ps_1_1\nmul r1, v0, c1\nadd r0, r1, c2",
        )
        .v(0, v0)
        .c(1, half)
        .c(2, splat(0.25))
        .expect(v0.map(|x| x.clamp(0.0, 1.0) * 0.5 + 0.25)),
    );
    out.push(
        ps("ps_1_3 v0 + v1", "ps_1_3\nadd r0, v0, v1")
            .v(0, d)
            .v(1, b)
            .expect(zip(d, b, |x, y| x + y)),
    );
    out.push(
        ps("ps_1_4 v0 * v1", "ps_1_4\nmul r0, v0, v1")
            .v(0, a)
            .v(1, b)
            .expect(zip(a, b, |x, y| x * y)),
    );
    out
}

/// Texel (1, 2) of a 4x4 texture.
const CENTRE_12: V = [0.375, 0.625, 0.0, 1.0];
/// The colour of a "normal" texture read by the texm* instructions: (128, 64, 255).
const NORMAL: [u8; 4] = [128, 64, 255, 255];
/// D3DTSS_BUMPENVMAT00, 01, 10, 11 of the bump checks.
const BUMP_MAT: [f32; 4] = [0.5, 0.5, 0.0, -1.0];

/// (u, v) perturbed by (du, dv) through BUMPENVMAT `m` (00, 01, 10, 11).
fn bump(m: [f32; 4], uv: V, du: f32, dv: f32) -> V {
    [
        uv[0] + m[0] * du + m[2] * dv,
        uv[1] + m[1] * du + m[3] * dv,
        0.0,
        1.0,
    ]
}

/// The reflection of the eye vector `e` about the normal `n`: 2 n (n.e) / (n.n) - e.
fn reflect(n: V, e: V) -> V {
    let k = 2.0 * dot3(n, e) / dot3(n, n);
    [k * n[0] - e[0], k * n[1] - e[1], k * n[2] - e[2], 1.0]
}

fn texture_cases() -> Vec<Ps> {
    let mut out = Vec::new();
    let normal = sample(Tex::Color(NORMAL), [0.0; 4]);
    let sign = |c: V| c.map(|x| 2.0 * x - 1.0);

    // tex / texld.
    out.push(
        ps("ps_1_1 tex", "ps_1_1\ntex t0\nmov r0, t0")
            .t(0, CENTRE_12)
            .tex(0, Tex::A)
            .expect(sample(Tex::A, CENTRE_12)),
    );
    let (t1, t3) = ([0.125, 0.875, 0.0, 1.0], [0.625, 0.375, 0.0, 1.0]);
    out.push(
        ps(
            "ps_1_2 tex of two stages",
            "ps_1_2\ntex t1\ntex t3\nlrp r0, c0, t1, t3",
        )
        .t(1, t1)
        .t(3, t3)
        .tex(1, Tex::A)
        .tex(3, Tex::B)
        .c(0, splat(0.25))
        .expect(zip(sample(Tex::A, t1), sample(Tex::B, t3), |x, y| {
            0.25 * x + 0.75 * y
        })),
    );
    let diffuse = [0.5, 0.25, 1.0, 0.5];
    out.push(
        ps("ps_1_3 tex * v0", "ps_1_3\ntex t0\nmul r0, t0, v0")
            .t(0, CENTRE_12)
            .tex(0, Tex::B)
            .v(0, diffuse)
            .expect(zip(sample(Tex::B, CENTRE_12), diffuse, |x, y| x * y)),
    );
    // D3DTTFF_PROJECTED (honoured by ps_1_1-1_3): the coordinates divided by the last one
    // counted: w for COUNT 0 (DISABLE | PROJECTED, what D3D9 asks for with a vertex shader)
    // and COUNT4, z for COUNT3 (the flag's documented example; wined3d does the same).
    out.push(
        ps(
            "ps_1_2 tex, COUNT3 | PROJECTED",
            "ps_1_2\ntex t1\nmov r0, t1",
        )
        .t(1, [0.75, 1.25, 2.0, 5.0])
        .tex(1, Tex::A)
        .flags(1, D3DTTFF_COUNT3 | D3DTTFF_PROJECTED)
        .expect(sample(Tex::A, CENTRE_12)),
    );
    for (name, flags) in [
        ("DISABLE | PROJECTED", D3DTTFF_PROJECTED),
        ("COUNT4 | PROJECTED", D3DTTFF_COUNT4 | D3DTTFF_PROJECTED),
    ] {
        out.push(
            ps(format!("ps_1_1 tex, {name}"), "ps_1_1\ntex t1\nmov r0, t1")
                .t(1, [0.75, 1.25, 0.5, 2.0])
                .tex(1, Tex::A)
                .flags(1, flags)
                .expect(sample(Tex::A, CENTRE_12)),
        );
    }
    out.push(
        ps(
            "ps_1_3 tex, DISABLE | PROJECTED",
            "ps_1_3\ntex t2\nmov r0, t2",
        )
        .t(2, [1.5, 2.5, 9.0, 4.0])
        .tex(2, Tex::B)
        .flags(2, D3DTTFF_PROJECTED)
        .expect(sample(Tex::B, CENTRE_12)),
    );
    out.push(
        ps("ps_1_4 texld", "ps_1_4\ntexld r0, t0")
            .t(0, CENTRE_12)
            .tex(0, Tex::A)
            .expect(sample(Tex::A, CENTRE_12)),
    );
    out.push(
        ps(
            "ps_1_4 texld r2 (stage 2) at t1",
            "ps_1_4\ntexld r2, t1\nmul r0, r2, c0",
        )
        .t(1, t3)
        .tex(2, Tex::B)
        .c(0, [1.0, 0.5, 1.0, 0.5])
        .expect(zip(sample(Tex::B, t3), [1.0, 0.5, 1.0, 0.5], |x, y| x * y)),
    );

    // texcoord: the coordinates saturated, w = 1.
    let tc = [1.5, -0.5, 0.25, 0.7];
    out.push(
        ps(
            "ps_1_1 texcoord",
            "ps_1_1\ntexcoord t0\nmul r1, t0, c1\nadd r0, r1, c2",
        )
        .t(0, tc)
        .c(1, splat(0.5))
        .c(2, splat(0.25))
        .expect([tc[0], tc[1], tc[2], 1.0].map(|x| x.clamp(0.0, 1.0) * 0.5 + 0.25)),
    );
    out.push(
        ps("ps_1_3 texcoord", "ps_1_3\ntexcoord t2\nmov r0, t2")
            .t(2, [0.2, 0.4, 0.6, 0.3])
            .expect([0.2, 0.4, 0.6, 1.0]),
    );

    // texkill: discarded where any of x, y, z < 0 (w is not tested).
    for ver in ["ps_1_1", "ps_1_4"] {
        let text = format!("{ver}\ntexkill t0\nmov r0, c0");
        for (coord, kill) in [
            ([0.5, -0.25, 0.5, 1.0], true),
            ([0.5, 0.5, -0.125, 1.0], true),
            ([-0.5, 0.5, 0.5, 1.0], true),
            ([0.5, 0.25, 0.5, -1.0], false),
        ] {
            let case = ps(format!("{ver} texkill at {coord:?}"), text.clone())
                .t(0, coord)
                .c(0, A);
            out.push(if kill { case.killed() } else { case.expect(A) });
        }
    }
    // ps_1_4 texkill of a register (phase 2): its xyz.
    for (coord, kill) in [
        ([0.5, -0.25, 0.5, 1.0], true),
        ([0.5, 0.25, 0.5, 1.0], false),
    ] {
        let case = ps(
            format!("ps_1_4 texkill r1 of {coord:?}"),
            "ps_1_4\ntexcrd r1.rgb, t0\nphase\ntexkill r1\nmov r0, c0",
        )
        .t(0, coord)
        .c(0, B);
        out.push(if kill { case.killed() } else { case.expect(B) });
    }

    // texreg2ar / texreg2gb / texreg2rgb.
    let ar = [160, 0, 0, 96];
    let ar_coord = [f32::from(ar[3]) / 255.0, f32::from(ar[0]) / 255.0, 0.0, 1.0];
    out.push(
        ps(
            "ps_1_1 texreg2ar",
            "ps_1_1\ntex t0\ntexreg2ar t1, t0\nmov r0, t1",
        )
        .tex(0, Tex::Color(ar))
        .tex(1, Tex::A)
        .expect(sample(Tex::A, ar_coord)),
    );
    let gb = [0, 32, 224, 255];
    let gb_coord = [f32::from(gb[1]) / 255.0, f32::from(gb[2]) / 255.0, 0.0, 1.0];
    out.push(
        ps(
            "ps_1_1 texreg2gb",
            "ps_1_1\ntex t0\ntexreg2gb t1, t0\nmov r0, t1",
        )
        .tex(0, Tex::Color(gb))
        .tex(1, Tex::B)
        .expect(sample(Tex::B, gb_coord)),
    );
    let rgb = [96, 160, 192, 255];
    out.push(
        ps(
            "ps_1_2 texreg2rgb, 2D",
            "ps_1_2\ntex t0\ntexreg2rgb t1, t0\nmov r0, t1",
        )
        .tex(0, Tex::Color(rgb))
        .tex(1, Tex::A)
        .expect(sample(Tex::A, unorm(rgb))),
    );
    let rgb_v = [64, 192, 192, 255];
    out.push(
        ps(
            "ps_1_3 texreg2rgb, volume",
            "ps_1_3\ntex t0\ntexreg2rgb t2, t0\nmov r0, t2",
        )
        .tex(0, Tex::Color(rgb_v))
        .tex(2, Tex::Volume)
        .expect(sample(Tex::Volume, unorm(rgb_v))),
    );

    // texm3x2pad + texm3x2tex: (t1.xyz . n, t2.xyz . n).
    let (m1, m2) = ([0.5, 0.5, 0.0, 0.0], [0.0, 0.5, 0.5, 0.0]);
    out.push(
        ps(
            "ps_1_1 texm3x2pad + texm3x2tex",
            "ps_1_1\ntex t0\ntexm3x2pad t1, t0\ntexm3x2tex t2, t0\nmov r0, t2",
        )
        .tex(0, Tex::Color(NORMAL))
        .t(1, m1)
        .t(2, m2)
        .tex(2, Tex::A)
        .expect(sample(
            Tex::A,
            [dot3(m1, normal), dot3(m2, normal), 0.0, 1.0],
        )),
    );
    let (m1, m2) = ([0.5, -0.25, 0.25, 0.0], [0.25, 0.0, 0.625, 0.0]);
    let n = sign(normal);
    out.push(
        ps(
            "ps_1_3 texm3x2pad + texm3x2tex of t0_bx2",
            "ps_1_3\ntex t0\ntexm3x2pad t1, t0_bx2\ntexm3x2tex t2, t0_bx2\nmov r0, t2",
        )
        .tex(0, Tex::Color(NORMAL))
        .t(1, m1)
        .t(2, m2)
        .tex(2, Tex::B)
        .expect(sample(Tex::B, [dot3(m1, n), dot3(m2, n), 0.0, 1.0])),
    );

    // texm3x3pad x2 + texm3x3tex: a volume and a cube at (t1.n, t2.n, t3.n).
    let rows = [
        [1.5, 0.0, 0.0, 0.0],
        [0.0, 0.0, 0.75, 0.0],
        [0.5, 1.0, 0.25, 0.0],
    ];
    let m3 = |rows: [V; 3], n: V| [dot3(rows[0], n), dot3(rows[1], n), dot3(rows[2], n), 1.0];
    let texm3x3tex =
        "ps_1_1\ntex t0\ntexm3x3pad t1, t0\ntexm3x3pad t2, t0\ntexm3x3tex t3, t0\nmov r0, t3";
    out.push(
        ps("ps_1_1 texm3x3tex, volume", texm3x3tex)
            .tex(0, Tex::Color(NORMAL))
            .t(1, rows[0])
            .t(2, rows[1])
            .t(3, rows[2])
            .tex(3, Tex::Volume)
            .expect(sample(Tex::Volume, m3(rows, normal))),
    );
    let cube_rows = [
        [0.0, 0.0, -1.0, 0.0],
        [0.5, 0.0, 0.0, 0.0],
        [0.0, 0.5, 0.0, 0.0],
    ];
    out.push(
        ps("ps_1_1 texm3x3tex, cube", texm3x3tex)
            .tex(0, Tex::Color(NORMAL))
            .t(1, cube_rows[0])
            .t(2, cube_rows[1])
            .t(3, cube_rows[2])
            .tex(3, Tex::Cube)
            .expect(sample(Tex::Cube, m3(cube_rows, normal))),
    );
    // texm3x3 (1.2+): (t1.n, t2.n, t3.n, 1).
    let rows3 = [
        [0.5, 0.0, 0.0, 0.0],
        [0.0, 0.0, 0.75, 0.0],
        [0.5, 1.0, 0.25, 0.0],
    ];
    out.push(
        ps(
            "ps_1_2 texm3x3",
            "ps_1_2\ntex t0\ntexm3x3pad t1, t0\ntexm3x3pad t2, t0\ntexm3x3 t3, t0\nmov r0, t3",
        )
        .tex(0, Tex::Color(NORMAL))
        .t(1, rows3[0])
        .t(2, rows3[1])
        .t(3, rows3[2])
        .expect(m3(rows3, normal)),
    );
    // texdp3 (1.2+): t1.n replicated; texdp3tex: a lookup at (t1.n, 0).
    let row = [0.5, 0.5, 0.25, 0.0];
    out.push(
        ps("ps_1_2 texdp3", "ps_1_2\ntex t0\ntexdp3 t1, t0\nmov r0, t1")
            .tex(0, Tex::Color(NORMAL))
            .t(1, row)
            .expect(splat(dot3(row, normal))),
    );
    let row = [0.5, 0.5, 0.0, 0.0];
    out.push(
        ps(
            "ps_1_3 texdp3tex",
            "ps_1_3\ntex t0\ntexdp3tex t1, t0\nmov r0, t1",
        )
        .tex(0, Tex::Color(NORMAL))
        .t(1, row)
        .tex(1, Tex::Row)
        .expect(sample(Tex::Row, [dot3(row, normal), 0.0, 0.0, 1.0])),
    );

    // texm3x3spec (eye from c0) and texm3x3vspec (eye from the w of t1-t3): the normal
    // (0, 0.5, 0) has length 1/2, so R = 2 n (n.e) / (n.n) - e differs from the formula
    // without the division.
    let spec_rows = [
        [0.0, 0.0, 0.0, 0.0],
        [1.0, 0.0, 0.0, 0.0],
        [0.0, 0.0, 0.0, 0.0],
    ];
    let nrm = m3(spec_rows, normal);
    for (ver, eye) in [
        ("ps_1_1", [0.3, 0.8, 0.1, 0.0]),
        ("ps_1_3", [0.9, -0.2, 0.3, 0.0]),
    ] {
        out.push(
            ps(
                format!("{ver} texm3x3spec, eye {eye:?}"),
                format!(
                    "{ver}\ntex t0\ntexm3x3pad t1, t0\ntexm3x3pad t2, t0\n\
                     texm3x3spec t3, t0, c0\nmov r0, t3"
                ),
            )
            .tex(0, Tex::Color(NORMAL))
            .t(1, spec_rows[0])
            .t(2, spec_rows[1])
            .t(3, spec_rows[2])
            .c(0, eye)
            .tex(3, Tex::Cube)
            .expect(sample(Tex::Cube, reflect(nrm, eye))),
        );
        let with_w = |row: V, w: f32| [row[0], row[1], row[2], w];
        out.push(
            ps(
                format!("{ver} texm3x3vspec, eye {eye:?}"),
                format!(
                    "{ver}\ntex t0\ntexm3x3pad t1, t0\ntexm3x3pad t2, t0\n\
                     texm3x3vspec t3, t0\nmov r0, t3"
                ),
            )
            .tex(0, Tex::Color(NORMAL))
            .t(1, with_w(spec_rows[0], eye[0]))
            .t(2, with_w(spec_rows[1], eye[1]))
            .t(3, with_w(spec_rows[2], eye[2]))
            .tex(3, Tex::Cube)
            .expect(sample(Tex::Cube, reflect(nrm, eye))),
        );
    }

    // texbem / texbeml: stage 1's BUMPENVMAT (stage 0 holds another matrix, which must not
    // be used).
    let (du, dv) = (64i8, 32i8);
    let base = [0.125, 0.625, 0.0, 1.0];
    let bumped = bump(BUMP_MAT, base, snorm(du), snorm(dv));
    let other_mat = [-1.0, 0.0, 0.0, 1.0];
    for ver in ["ps_1_1", "ps_1_3"] {
        out.push(
            ps(
                format!("{ver} texbem"),
                format!("{ver}\ntex t0\ntexbem t1, t0\nmov r0, t1"),
            )
            .tex(0, Tex::Bump(du, dv))
            .tex(1, Tex::A)
            .t(1, base)
            .bump(0, other_mat, 0.0, 0.0)
            .bump(1, BUMP_MAT, 0.0, 0.0)
            .expect(sample(Tex::A, bumped)),
        );
    }
    let (lscale, loffset, lum) = (1.5, -0.25, 128u8);
    let factor = f32::from(lum) / 255.0 * lscale + loffset;
    let texel = sample(Tex::A, bumped);
    out.push(
        ps(
            "ps_1_1 texbeml (colour)",
            "ps_1_1\ntex t0\ntexbeml t1, t0\nmov r0.rgb, t1\n+mov r0.a, c0",
        )
        .tex(0, Tex::BumpL(du, dv, lum))
        .tex(1, Tex::A)
        .t(1, base)
        .c(0, splat(0.5))
        .bump(0, other_mat, 0.0, 0.0)
        .bump(1, BUMP_MAT, lscale, loffset)
        .expect([texel[0] * factor, texel[1] * factor, texel[2] * factor, 0.5]),
    );

    // ps_1_4 texcrd (.xyz and .xyw selectors, _dw on t#) and texld with _dw on t# and _dz
    // on r# (phase 2), the forms D3D9 allows: x / w (or z), y / w (or z).
    let tcrd = [0.2, 0.4, 0.6, 0.8];
    out.push(
        ps("ps_1_4 texcrd", "ps_1_4\ntexcrd r0.rgb, t0\nmov r0.a, c0")
            .t(0, tcrd)
            .c(0, splat(0.3))
            .expect([0.2, 0.4, 0.6, 0.3]),
    );
    out.push(
        ps(
            "ps_1_4 texcrd .xyw",
            "ps_1_4\ntexcrd r0.rgb, t0.xyw\nmov r0.a, c0",
        )
        .t(0, tcrd)
        .c(0, splat(0.3))
        .expect([0.2, 0.4, 0.8, 0.3]),
    );
    let tdz = [0.4, 0.2, 0.5, 0.8];
    out.push(
        ps(
            "ps_1_4 texcrd _dw",
            "ps_1_4\ntexcrd r1.rg, t1_dw\nmov r0, c0\nmov r0.rg, r1",
        )
        .t(1, tdz)
        .c(0, [0.0, 0.0, 0.1, 0.9])
        .expect([tdz[0] / tdz[3], tdz[1] / tdz[3], 0.1, 0.9]),
    );
    out.push(
        ps(
            "ps_1_4 texld r#_dz (phase 2)",
            "ps_1_4\ntexcrd r1.rgb, t1\nphase\ntexld r1, r1_dz\nmov r0, r1",
        )
        .t(1, [0.75, 1.25, 2.0, 4.0])
        .tex(1, Tex::A)
        .expect(sample(Tex::A, CENTRE_12)),
    );
    out.push(
        ps("ps_1_4 texld _dw", "ps_1_4\ntexld r1, t1_dw\nmov r0, r1")
            .t(1, [1.5, 2.5, 9.0, 4.0])
            .tex(1, Tex::B)
            .expect(sample(Tex::B, CENTRE_12)),
    );

    // bem: dest.rg = src0.rg + BUMPENVMAT(stage of dest) * src1.rg.
    let bem_mat = [0.5, 0.25, 0.125, -0.5];
    let bem = bump(bem_mat, base, snorm(du), snorm(dv));
    out.push(
        ps(
            "ps_1_4 bem (value)",
            "ps_1_4\ntexld r0, t0\ntexcrd r1.rgb, t1\nbem r2.rg, r1, r0\nmov r0, c0\nmov r0.rg, r2",
        )
        .tex(0, Tex::Bump(du, dv))
        .t(1, base)
        .c(0, [0.0, 0.0, 0.2, 0.7])
        .bump(0, other_mat, 0.0, 0.0)
        .bump(1, other_mat, 0.0, 0.0)
        .bump(2, bem_mat, 0.0, 0.0)
        .expect([bem[0], bem[1], 0.2, 0.7]),
    );
    out.push(
        ps(
            "ps_1_4 bem + phase + texld",
            "ps_1_4\ntexld r0, t0\ntexcrd r1.rgb, t1\nbem r1.rg, r1, r0\nphase\ntexld r1, r1\nmov r0, r1",
        )
        .tex(0, Tex::Bump(du, dv))
        .tex(1, Tex::A)
        .t(1, base)
        .bump(0, other_mat, 0.0, 0.0)
        .bump(1, BUMP_MAT, 0.0, 0.0)
        .expect(sample(Tex::A, bumped)),
    );
    // phase: a dependent texld of a register computed in phase 1 (and phase-1 rgb kept).
    let start = [0.125, 0.375, 0.0, 0.0];
    let shift = [0.25, 0.25, 0.0, 0.0];
    let coord = zip(start, shift, |x, y| x + y);
    let texel = sample(Tex::B, coord);
    out.push(
        ps(
            "ps_1_4 phase, dependent texld",
            "ps_1_4\ntexcrd r2.rgb, t0\nadd r2.rgb, r2, c0\nmov r4, c1\nphase\ntexld r3, r2\n\
             mul r0.rgb, r3, r4\n+mov r0.a, r3",
        )
        .t(0, start)
        .c(0, shift)
        .c(1, splat(0.5))
        .tex(3, Tex::B)
        .expect([texel[0] * 0.5, texel[1] * 0.5, texel[2] * 0.5, texel[3]]),
    );
    out
}

#[test]
fn ps_1_x_arithmetic_and_modifiers_match_d3d9() {
    let cases = arithmetic_cases();
    let failures = run_pixel_cases(&cases);
    report("ps_1_x arithmetic", cases.len(), &failures);
}

#[test]
fn ps_1_x_texture_addressing_matches_d3d9() {
    let cases = texture_cases();
    let failures = run_pixel_cases(&cases);
    report("ps_1_x texture addressing", cases.len(), &failures);
}

// ---------------------------------------------------------------------------------------
// Depth: texm3x2depth (ps_1_3) and texdepth (ps_1_4).

/// FLOAT4 positions of a quad over `rect` at depth `z`.
fn positions_z(w: u32, h: u32, rect: [u32; 4], z: f32) -> Vec<u8> {
    let mut out = Vec::new();
    for [x, y] in clip_quad(w, h, rect[0], rect[1], rect[2], rect[3]) {
        for f in [x, y, z, 1.0] {
            out.extend_from_slice(&f.to_le_bytes());
        }
    }
    out
}

#[test]
fn texm3x2depth_and_texdepth_write_the_depth_buffer() {
    let normal = sample(Tex::Color(NORMAL), [0.0; 4]);
    let texm3x2depth = "ps_1_3\ntex t0\ntexm3x2pad t1, t0\ntexm3x2depth t2, t0\nmov r0, c0";
    let texdepth = "ps_1_4\nmov r5, c1\nphase\ntexdepth r5\nmov r0, c0";
    let (z1, w1) = ([0.5, 0.0, 0.2, 0.0], [0.0, 1.0, 0.5, 0.0]);
    // (name, text, t1, t2, c1, expected depth)
    let cases: Vec<(&str, &str, V, V, V, f32)> = vec![
        (
            "ps_1_3 without depth output (the quad's 0.5)",
            "ps_1_3\nmov r0, c0",
            [0.0; 4],
            [0.0; 4],
            [0.0; 4],
            0.5,
        ),
        (
            "ps_1_3 texm3x2depth z / w",
            texm3x2depth,
            z1,
            w1,
            [0.0; 4],
            dot3(z1, normal) / dot3(w1, normal),
        ),
        (
            "ps_1_3 texm3x2depth w = 0 gives 1",
            texm3x2depth,
            z1,
            [0.0; 4],
            [0.0; 4],
            1.0,
        ),
        (
            "ps_1_4 texdepth r5.r / r5.g",
            texdepth,
            [0.0; 4],
            [0.0; 4],
            [0.3, 0.6, 0.0, 0.0],
            0.5,
        ),
        (
            "ps_1_4 texdepth r5.g = 0 gives 1",
            texdepth,
            [0.0; 4],
            [0.0; 4],
            [0.3, 0.0, 0.0, 0.0],
            1.0,
        ),
    ];
    let mut r = renderer();
    let mut objects = Objects::new();
    let (w, h) = (cases.len() as u32, 1);
    let ctx = r.create_context(w, h).unwrap();
    r.clear_color(ctx, BACKGROUND).unwrap();
    r.clear_depth(ctx, 0.25).unwrap();
    let vs = objects.shader(&mut r, VS_INPUTS).unwrap();
    let color = [0.25, 0.5, 0.75, 1.0];
    let mut failures = Vec::new();
    let mut drawn = vec![false; cases.len()];
    let state = |vs: ShaderId, ps: ShaderId, t1: V, t2: V, c1: V| {
        let mut s = pos_state(vs, ps);
        s.depth_stencil.z_enable = true;
        s.depth_stencil.z_write = true;
        s.depth_stencil.z_func = 8; // ALWAYS
        s.vs_constants.float[1] = t1;
        s.vs_constants.float[2] = t2;
        s.ps_constants.float[0] = color;
        s.ps_constants.float[1] = c1;
        s
    };
    for (k, &(name, text, t1, t2, c1, _)) in cases.iter().enumerate() {
        let ps = match objects.shader(&mut r, text) {
            Ok(id) => id,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        let mut s = state(vs, ps, t1, t2, c1);
        s.textures[0] = Some(objects.texture(&mut r, Tex::Color(NORMAL)));
        let k = k as u32;
        let positions = positions_z(w, h, [k, 0, k + 1, 1], 0.5);
        match r.draw_program(ctx, &s, Primitive::TriangleList, &[&positions], None) {
            Ok(()) => drawn[k as usize] = true,
            Err(e) => failures.push(format!("{name}: the draw fails: {e}")),
        }
    }
    let image = r.read_framebuffer(ctx).unwrap();
    let depth_readable =
        r.info().depth_format == ninth_render::wgpu::TextureFormat::Depth32FloatStencil8;
    // Row 0 of the surface: index k is pixel (k, 0) whatever the surface's width.
    let depth = depth_readable.then(|| r.read_depth(ctx).unwrap());
    println!(
        "depth checked through {}",
        if depth_readable {
            "read_depth"
        } else {
            "probe quads"
        }
    );
    for (k, &(name, _, _, _, _, expected)) in cases.iter().enumerate() {
        if !drawn[k] {
            continue;
        }
        let got = pixel(&image, w, k as u32, 0);
        if !near(got, d3dcolor(color)) {
            failures.push(format!(
                "{name}: colour {got:#010x}, expected {:#010x}",
                d3dcolor(color)
            ));
        }
        match &depth {
            Some(z) => {
                let got = z[k];
                if (got - expected).abs() > 1e-3 {
                    failures.push(format!("{name}: depth {got}, expected {expected}"));
                }
            }
            None => {
                if let Err(e) = bracket_depth(&mut r, &mut objects, ctx, k as u32, expected) {
                    failures.push(format!("{name}: {e}"));
                }
            }
        }
    }
    report("ps_1_x depth output", cases.len(), &failures);
}

/// Where depth cannot be read back: probes pixel `x` with quads just in front of and just
/// behind `expected` (LESS passes only in front of the stored depth).
fn bracket_depth(
    r: &mut Renderer,
    objects: &mut Objects,
    ctx: ContextId,
    x: u32,
    expected: f32,
) -> Result<(), String> {
    let (w, h) = r.context_size(ctx).unwrap();
    let vs = objects.shader(r, VS_INPUTS).unwrap();
    let ps = objects.shader(r, "ps_2_0\nmov oC0, c0").unwrap();
    let mut s: ProgramDrawState = pos_state(vs, ps);
    s.depth_stencil.z_enable = true;
    s.depth_stencil.z_write = false;
    s.depth_stencil.z_func = 2; // LESS
    let mut passes = |z: f32, color: V| {
        s.ps_constants.float[0] = color;
        let positions = positions_z(w, h, [x, 0, x + 1, 1], z);
        r.draw_program(ctx, &s, Primitive::TriangleList, &[&positions], None)
            .unwrap();
        let image = r.read_framebuffer(ctx).unwrap();
        near(pixel(&image, w, x, 0), d3dcolor(color))
    };
    let front = (expected - 0.005).min(0.999);
    let behind = expected + 0.005;
    let in_front = passes(front, [1.0, 0.0, 0.0, 1.0]);
    let behind_passes = behind <= 1.0 && passes(behind, [0.0, 1.0, 0.0, 1.0]);
    if in_front && !behind_passes {
        Ok(())
    } else {
        Err(format!(
            "stored depth is not near {expected} (probe at {front} passes: {in_front}, at \
             {behind}: {behind_passes})"
        ))
    }
}

// ---------------------------------------------------------------------------------------
// vs_1_1.

/// Writes `t0` (a `vs_1_1` result in `oT0`).
const PS_T0: &str = "ps_2_0\ndcl t0\nmov oC0, t0";

/// One vertex shader check: the code after `mov oPos, v0`, its constants, the pixel shader
/// (and its constants) that writes the result, and the expected colour.
struct Vs {
    name: String,
    code: String,
    c: Vec<(usize, V)>,
    ps: &'static str,
    ps_c: Vec<(usize, V)>,
    expect: V,
}

fn vs(name: impl Into<String>, code: impl Into<String>, c: &[(usize, V)], expect: V) -> Vs {
    Vs {
        name: name.into(),
        code: code.into(),
        c: c.to_vec(),
        ps: PS_T0,
        ps_c: Vec::new(),
        expect,
    }
}

fn vs_cases() -> Vec<Vs> {
    let mut out = Vec::new();
    // mov a0.x rounds down (floor) in vs_1_1.
    let table: [V; 4] = [
        [0.1, 0.2, 0.3, 0.4],
        [0.5, 0.6, 0.7, 0.8],
        [0.9, 0.1, 0.5, 0.3],
        [0.2, 0.9, 0.4, 0.7],
    ];
    for x in [1.7f32, -0.3, 0.999, 2.0] {
        let mut c = vec![(0, [x, 0.0, 0.0, 0.0])];
        c.extend(table.iter().enumerate().map(|(i, v)| (3 + i, *v)));
        let register = x.floor() as i32 + 4;
        out.push(vs(
            format!("mov a0.x from {x}: c[a0.x + 4] = c{register}"),
            "mov a0.x, c0.x\nmov oT0, c[a0.x + 4]",
            &c,
            table[(register - 3) as usize],
        ));
    }
    // expp (vs_1_1): (2^floor(s), s - floor(s), 2^s, 1).
    for s in [-1.5f32, -0.25] {
        out.push(vs(
            format!("expp {s}"),
            "expp r0, c0.x\nmov oT0, r0",
            &[(0, [s, 0.0, 0.0, 0.0])],
            [s.floor().exp2(), s - s.floor(), s.exp2(), 1.0],
        ));
    }
    // logp: z = log2(|s|) (the component every definition agrees on).
    out.push(vs(
        "logp .z",
        "logp r1, c0.x\nmov r0, c1\nmov r0.z, r1.z\nmov oT0, r0",
        &[(0, [-1.5, 0.0, 0.0, 0.0]), (1, [0.1, 0.2, 0.3, 0.4])],
        [0.1, 0.2, 1.5f32.log2(), 0.4],
    ));
    out.push(vs(
        "exp",
        "exp r0, c0.x\nmov oT0, r0",
        &[(0, [-0.5, 0.0, 0.0, 0.0])],
        splat((-0.5f32).exp2()),
    ));
    out.push(vs(
        "log |x|",
        "log r0, c0.x\nmov oT0, r0",
        &[(0, [-1.5, 0.0, 0.0, 0.0])],
        splat(1.5f32.log2()),
    ));
    // lit: (1, max(x, 0), x > 0 && y > 0 ? y^w : 0, 1).
    for src in [
        [0.5f32, 0.25, 0.0, 1.5],
        [-0.5, 0.5, 0.0, 2.0],
        [0.5, -0.25, 0.0, 2.0],
    ] {
        let spec = if src[0] > 0.0 && src[1] > 0.0 {
            src[1].powf(src[3])
        } else {
            0.0
        };
        out.push(vs(
            format!("lit {src:?}"),
            "lit r0, c0\nmov oT0, r0",
            &[(0, src)],
            [1.0, src[0].max(0.0), spec, 1.0],
        ));
    }
    let (s0, s1) = ([0.9, 0.5, 0.25, 0.9], [0.9, 0.75, 0.9, 0.6]);
    out.push(vs(
        "dst",
        "dst r0, c0, c1\nmov oT0, r0",
        &[(0, s0), (1, s1)],
        [1.0, s0[1] * s1[1], s0[2], s1[3]],
    ));
    out.push(vs(
        "frc .xy",
        "mov r0, c1\nfrc r0.xy, c0\nmov oT0, r0",
        &[(0, [1.25, -0.25, 0.0, 0.0]), (1, [0.9, 0.9, 0.3, 0.4])],
        [0.25, 0.75, 0.3, 0.4],
    ));
    let (x, y) = ([0.5, 0.25, 0.75, 0.1], [0.5, 0.5, 0.25, 0.2]);
    let b = |p: bool| if p { 1.0 } else { 0.0 };
    out.push(vs(
        "sge",
        "sge r0, c0, c1\nmov oT0, r0",
        &[(0, x), (1, y)],
        zip(x, y, |p, q| b(p >= q)),
    ));
    out.push(vs(
        "slt",
        "slt r0, c0, c1\nmov oT0, r0",
        &[(0, x), (1, y)],
        zip(x, y, |p, q| b(p < q)),
    ));
    // Matrices: rows c1-c4.
    let v = [0.5, 0.25, 1.0, 0.5];
    let rows: [V; 4] = [
        [0.2, 0.4, 0.1, 0.2],
        [0.5, 0.0, 0.25, 0.0],
        [0.0, 0.8, 0.1, 0.6],
        [0.3, 0.2, 0.05, 0.9],
    ];
    let fill = [0.0, 0.0, 0.15, 0.35];
    let mut mc = vec![(0, v), (5, fill)];
    mc.extend(rows.iter().enumerate().map(|(i, r)| (1 + i, *r)));
    out.push(vs(
        "m4x4",
        "m4x4 r0, c0, c1\nmov oT0, r0",
        &mc,
        rows.map(|r| dot4(v, r)),
    ));
    out.push(vs(
        "m4x3",
        "mov r0, c5\nm4x3 r0.xyz, c0, c1\nmov oT0, r0",
        &mc,
        [
            dot4(v, rows[0]),
            dot4(v, rows[1]),
            dot4(v, rows[2]),
            fill[3],
        ],
    ));
    out.push(vs(
        "m3x3",
        "mov r0, c5\nm3x3 r0.xyz, c0, c1\nmov oT0, r0",
        &mc,
        [
            dot3(v, rows[0]),
            dot3(v, rows[1]),
            dot3(v, rows[2]),
            fill[3],
        ],
    ));
    out.push(vs(
        "m3x4",
        "m3x4 r0, c0, c1\nmov oT0, r0",
        &mc,
        rows.map(|r| dot3(v, r)),
    ));
    out.push(vs(
        "m3x2",
        "mov r0, c5\nm3x2 r0.xy, c0, c1\nmov oT0, r0",
        &mc,
        [dot3(v, rows[0]), dot3(v, rows[1]), fill[2], fill[3]],
    ));
    out.push(vs(
        "rcp",
        "rcp r0, c0.x\nmov oT0, r0",
        &[(0, [4.0, 0.0, 0.0, 0.0])],
        splat(0.25),
    ));
    out.push(vs(
        "rsq",
        "rsq r0, c0.x\nmov oT0, r0",
        &[(0, [16.0, 0.0, 0.0, 0.0])],
        splat(0.25),
    ));
    out.push(vs(
        "mad, min, max",
        "mad r0, c0, c1, c2\nmin r1, r0, c3\nmax oT0, r1, c4",
        &[
            (0, A),
            (1, B),
            (2, D),
            (3, [0.2, 0.5, 0.5, 0.5]),
            (4, [0.0, 0.3, 0.0, 0.6]),
        ],
        [0.2, 0.375, 0.15625, 0.6],
    ));
    out.push(vs(
        "dp3, dp4, add, mul",
        "dp3 r0.x, c0, c1\ndp4 r0.y, c0, c1\nadd r0.z, c0.x, c1.y\nmul r0.w, c0.z, c1.w\nmov oT0, r0",
        &[(0, A), (1, B)],
        [dot3(A, B), dot4(A, B), A[0] + B[1], A[2] * B[3]],
    ));
    // Other oT registers.
    let mut t2 = vs(
        "oT2 (not saturated)",
        "mov oT2, c0",
        &[(0, [1.5, -0.5, 0.25, 0.5])],
        [1.0, 0.25, 0.375, 0.5],
    );
    // The pixel shader shows the unsaturated value: t2 * 0.5 + 0.25.
    t2.ps = "ps_2_0\ndcl t2\nmad r0, t2, c0, c1\nmov oC0, r0";
    t2.ps_c = vec![(0, splat(0.5)), (1, splat(0.25))];
    t2.expect = [1.5f32, -0.5, 0.25, 0.5].map(|x| x * 0.5 + 0.25);
    out.push(t2);
    // oD0 / oD1 saturated.
    let (d0, d1) = ([1.5, -0.5, 0.5, 0.75], [0.25, 0.25, -0.5, -0.5]);
    let mut colors = vs(
        "oD0, oD1 saturated",
        "mov oD0, c0\nmov oD1, c1",
        &[(0, d0), (1, d1)],
        zip(d0, d1, |x, y| x.clamp(0.0, 1.0) * 0.5 + y.clamp(0.0, 1.0)),
    );
    colors.ps = "ps_2_0\ndcl v0\ndcl v1\nmad r0, v0, c0, v1\nmov oC0, r0";
    colors.ps_c = vec![(0, splat(0.5))];
    out.push(colors);
    // vs_1_1 into ps_1_1.
    let mut sm1 = vs(
        "oT0 into ps_1_1 texcoord",
        "mov oT0, c0",
        &[(0, [0.2, 0.4, 0.6, 0.8])],
        [0.2, 0.4, 0.6, 1.0],
    );
    sm1.ps = "ps_1_1\ntexcoord t0\nmov r0, t0";
    out.push(sm1);
    out
}

#[test]
fn vs_1_1_instructions_match_d3d9() {
    let cases = vs_cases();
    let mut r = renderer();
    let mut objects = Objects::new();
    let w = 16;
    let h = cases.len().div_ceil(w as usize) as u32;
    let ctx = r.create_context(w, h).unwrap();
    r.clear_color(ctx, BACKGROUND).unwrap();
    let mut failures = Vec::new();
    let mut drawn = vec![false; cases.len()];
    for (k, case) in cases.iter().enumerate() {
        let text = format!("vs_1_1\ndcl_position v0\nmov oPos, v0\n{}", case.code);
        let (vs, ps) = match (
            objects.shader(&mut r, &text),
            objects.shader(&mut r, case.ps),
        ) {
            (Ok(vs), Ok(ps)) => (vs, ps),
            (Err(e), _) | (_, Err(e)) => {
                failures.push(format!("{}: {e}", case.name));
                continue;
            }
        };
        let mut s = pos_state(vs, ps);
        for &(n, c) in &case.c {
            s.vs_constants.float[n] = c;
        }
        for &(n, c) in &case.ps_c {
            s.ps_constants.float[n] = c;
        }
        let (x, y) = (k as u32 % w, k as u32 / w);
        let positions = quad_positions(w, h, [x, y, x + 1, y + 1]);
        match r.draw_program(ctx, &s, Primitive::TriangleList, &[&positions], None) {
            Ok(()) => drawn[k] = true,
            Err(e) => failures.push(format!("{}: the draw fails: {e}", case.name)),
        }
    }
    let image = r.read_framebuffer(ctx).unwrap();
    for (k, case) in cases.iter().enumerate() {
        if !drawn[k] {
            continue;
        }
        let got = pixel(&image, w, k as u32 % w, k as u32 / w);
        let expected = d3dcolor(case.expect);
        let close = common::argb(got)
            .iter()
            .zip(common::argb(expected))
            .all(|(g, e)| g.abs_diff(e) <= 1);
        if !close {
            failures.push(format!(
                "{}: got {got:#010x}, expected {expected:#010x}",
                case.name
            ));
        }
    }
    report("vs_1_1", cases.len(), &failures);
}

const D3DTOP_SELECTARG1: u32 = 2;
const D3DTOP_MODULATE: u32 = 4;
const D3DTA_DIFFUSE: u32 = 0;
const D3DTA_CURRENT: u32 = 1;
const D3DTA_TEXTURE: u32 = 2;
const D3DTA_TFACTOR: u32 = 3;

fn ff_stage(color_op: u32, color_args: [u32; 2], alpha_op: u32, alpha_arg: u32) -> StageState {
    StageState {
        color_op,
        color_args: [D3DTA_CURRENT, color_args[0], color_args[1]],
        alpha_op,
        alpha_args: [D3DTA_CURRENT, alpha_arg, D3DTA_CURRENT],
        ..StageState::d3d9_default(0)
    }
}

#[test]
fn vs_1_1_outputs_through_the_fixed_function_pixel_stage() {
    let mut r = renderer();
    let mut objects = Objects::new();
    let ctx = r.create_context(3, 1).unwrap();
    r.clear_color(ctx, BACKGROUND).unwrap();
    let vs_text = "vs_1_1\ndcl_position v0\nmov oPos, v0\nmov oD0, c0\nmov oD1, c1\n\
                   mov oT1, c2\nmov oFog, c3.x";
    let vs = objects.shader(&mut r, vs_text).unwrap();
    let base = || {
        let mut s = ProgramDrawState {
            vertex_shader: Some(vs),
            pixel_shader: None,
            declaration: decl(&[el(0, 0, decltype::FLOAT4, POSITION, 0)]),
            cull: ninth_render::Cull::None,
            ..Default::default()
        };
        s.depth_stencil.z_enable = false;
        s.streams[0].stride = 16;
        s
    };
    let mut expected = Vec::new();
    let draw = |r: &mut Renderer, s: &ProgramDrawState, x: u32| {
        let positions = quad_positions(3, 1, [x, 0, x + 1, 1]);
        r.draw_program(ctx, s, Primitive::TriangleList, &[&positions], None)
            .unwrap();
    };

    // oD0 and oD1 saturated: MODULATE(diffuse, TFACTOR 0x80) + specular.
    let (d0, d1) = ([1.5, -0.5, 0.5, 0.75], [0.25, 0.25, -0.5, 0.0]);
    let mut s = base();
    s.vs_constants.float[0] = d0;
    s.vs_constants.float[1] = d1;
    s.fixed_pixel.stages[0].state = ff_stage(
        D3DTOP_MODULATE,
        [D3DTA_DIFFUSE, D3DTA_TFACTOR],
        D3DTOP_SELECTARG1,
        D3DTA_DIFFUSE,
    );
    s.fixed_pixel.texture_factor = 0x8080_8080;
    s.fixed_pixel.specular_enable = true;
    draw(&mut r, &s, 0);
    let tf = 128.0 / 255.0;
    let sat = |x: f32| x.clamp(0.0, 1.0);
    expected.push((
        "oD0 * TFACTOR + oD1, saturated",
        [
            sat(d0[0]) * tf + sat(d1[0]),
            sat(d0[1]) * tf + sat(d1[1]),
            sat(d0[2]) * tf + sat(d1[2]),
            sat(d0[3]),
        ],
    ));

    // oFog: vertex fog, f * colour + (1 - f) * fog colour.
    let diffuse = [0.8, 0.4, 0.2, 1.0];
    let f = 0.25;
    let mut s = base();
    s.vs_constants.float[0] = diffuse;
    s.vs_constants.float[3] = [f, 0.0, 0.0, 0.0];
    s.fixed_pixel.stages[0].state = ff_stage(
        D3DTOP_SELECTARG1,
        [D3DTA_DIFFUSE, D3DTA_DIFFUSE],
        D3DTOP_SELECTARG1,
        D3DTA_DIFFUSE,
    );
    s.fixed_pixel.fog = FixedFog::Vertex;
    s.fixed_pixel.fog_color = 0x0033_6699;
    draw(&mut r, &s, 1);
    let fog = [0x33, 0x66, 0x99].map(|b| f32::from(b as u8) / 255.0);
    expected.push((
        "oFog",
        [
            f * diffuse[0] + (1.0 - f) * fog[0],
            f * diffuse[1] + (1.0 - f) * fog[1],
            f * diffuse[2] + (1.0 - f) * fog[2],
            diffuse[3],
        ],
    ));

    // oT1 as stage 0's coordinates (TEXCOORDINDEX 1).
    let mut s = base();
    s.vs_constants.float[2] = CENTRE_12;
    s.fixed_pixel.stages[0].state = ff_stage(
        D3DTOP_SELECTARG1,
        [D3DTA_TEXTURE, D3DTA_DIFFUSE],
        D3DTOP_SELECTARG1,
        D3DTA_TEXTURE,
    );
    s.fixed_pixel.stages[0].state.texcoord_index = 1;
    s.fixed_pixel.stages[0].texture = Some(objects.texture(&mut r, Tex::A));
    draw(&mut r, &s, 2);
    expected.push(("oT1 through TEXCOORDINDEX 1", sample(Tex::A, CENTRE_12)));

    let image = r.read_framebuffer(ctx).unwrap();
    let mut failures = Vec::new();
    for (x, (name, v)) in expected.iter().enumerate() {
        let got = pixel(&image, 3, x as u32, 0);
        let want = d3dcolor(*v);
        let close = common::argb(got)
            .iter()
            .zip(common::argb(want))
            .all(|(g, e)| g.abs_diff(e) <= 1);
        if !close {
            failures.push(format!("{name}: got {got:#010x}, expected {want:#010x}"));
        }
    }
    report(
        "vs_1_1 + fixed-function pixel stage",
        expected.len(),
        &failures,
    );
}
