//! Fixed-function fog after pixel shaders below 3.0 (D3D9 blends `rgb = lerp(FOGCOLOR, rgb,
//! f)` into their colour; `ps_3_0` does its own): vertex fog from a `vs_1_1` / `vs_2_0`
//! shader's `oFog` (none written: f = 1, no fog) or from the fog of the pretransformed
//! records, and table fog LINEAR / EXP / EXP2 on the pixel's depth (or its w, where the
//! state's fog source is w), with `ps_1_1` and `ps_2_0` shaders. Expected pixels are worked
//! out here from the D3D9 formulas: LINEAR `f = (end - d) / (end - start)`, EXP
//! `f = exp(-density d)`, EXP2 `f = exp(-(density d)^2)`, `f` saturated.

mod common;
mod program_util;

use common::{assert_close, pixel, renderer, to_d3dcolor};
use ninth_render::state::fixed::{FixedFog, FogSource};
use ninth_render::{ContextId, FIXED_VERTEX_SIZE, Primitive, ProgramDrawState, Renderer};
use program_util::*;

/// Side of each drawn cell, in pixels.
const CELL: u32 = 4;
/// The pixel shaders' colour (`c0`), RGBA.
const COLOR: [f64; 4] = [0.8, 0.4, 0.2, 0.6];
/// D3DRS_FOGCOLOR (its alpha is not used).
const FOG_COLOR: u32 = 0x7f20_40c0;

/// `oFog = c4.x`.
const VS_1_1_FOG: &str = "vs_1_1
dcl_position v0
mov oPos, v0
mov oFog, c4.x";

const VS_2_0_FOG: &str = "vs_2_0
dcl_position v0
mov oPos, v0
mov oFog, c4.x";

/// No `oFog`.
const VS_1_1_NO_FOG: &str = "vs_1_1
dcl_position v0
mov oPos, v0";

const VS_3_0: &str = "vs_3_0
dcl_position v0
dcl_position o0
mov o0, v0";

const PS_1_1: &str = "ps_1_1
mov r0, c0";

const PS_3_0: &str = "ps_3_0
mov oC0, c0";

/// The state of one draw: `vs` and `ps` from FLOAT4 positions, `c0` = [`COLOR`],
/// `c4.x` = the vertex shader's `oFog`, the fixed-function fog `fog` from `source`.
fn fog_state(
    (vs, ps): (ninth_render::ShaderId, ninth_render::ShaderId),
    fog: FixedFog,
    source: FogSource,
    o_fog: f32,
) -> ProgramDrawState {
    let mut s = pos_state(vs, ps);
    set_ps_c(&mut s, 0, COLOR.map(|c| c as f32));
    s.vs_constants.float[4] = [o_fog, 0.0, 0.0, 0.0];
    let f = &mut s.fixed_pixel;
    f.fog = fog;
    f.fog_source = source;
    f.fog_color = FOG_COLOR;
    s
}

/// `rgb = f * colour + (1 - f) * fog colour` (f saturated), the colour's alpha.
fn fogged(color: [f64; 4], f: f64) -> u32 {
    let f = f.clamp(0.0, 1.0);
    let fog = common::rgba_f(FOG_COLOR);
    let rgb: [f64; 3] = std::array::from_fn(|i| f * color[i] + (1.0 - f) * fog[i]);
    to_d3dcolor([rgb[0], rgb[1], rgb[2], color[3]])
}

/// FLOAT4 positions of the pixels `rect` with clip-space w `w` and depth (z / w) `depth`.
fn positions(width: u32, height: u32, rect: [u32; 4], depth: f32, w: f32) -> Vec<u8> {
    let mut out = Vec::new();
    for [x, y] in clip_quad(width, height, rect[0], rect[1], rect[2], rect[3]) {
        for f in [x * w, y * w, depth * w, w] {
            out.extend_from_slice(&f.to_le_bytes());
        }
    }
    out
}

/// Cell `n` of a row of cells.
fn cell(n: u32) -> [u32; 4] {
    [n * CELL, 0, (n + 1) * CELL, CELL]
}

/// Draws cell `n` at `depth` and clip-space `w`.
fn draw_cell(r: &mut Renderer, ctx: ContextId, s: &ProgramDrawState, n: u32, depth: f32, w: f32) {
    let (width, height) = r.context_size(ctx).unwrap();
    let p = positions(width, height, cell(n), depth, w);
    r.draw_program(ctx, s, Primitive::TriangleList, &[&p], None)
        .unwrap();
}

/// Asserts every pixel of each cell (`expected[n]` for cell n) within 1.
#[track_caller]
fn assert_cells(r: &mut Renderer, ctx: ContextId, expected: &[(u32, &str)]) {
    let (width, _) = r.context_size(ctx).unwrap();
    let image = r.read_framebuffer(ctx).unwrap();
    for (n, (want, what)) in expected.iter().enumerate() {
        let [x0, y0, x1, y1] = cell(n as u32);
        for y in y0..y1 {
            for x in x0..x1 {
                let got = pixel(&image, width, x, y);
                assert_close(got, *want, 1, &format!("cell {n} ({what}) at ({x}, {y})"));
            }
        }
    }
}

#[test]
fn vertex_fog_from_ofog_blends_after_ps_1_1_and_ps_2_0_but_not_ps_3_0() {
    let mut r = renderer();
    let ctx = r.create_context(9 * CELL, CELL).unwrap();
    let vs11 = shader(&mut r, VS_1_1_FOG);
    let vs20 = shader(&mut r, VS_2_0_FOG);
    let vs11_none = shader(&mut r, VS_1_1_NO_FOG);
    let vs20_none = shader(&mut r, VS_POS);
    let vs30 = shader(&mut r, VS_3_0);
    let ps11 = shader(&mut r, PS_1_1);
    let ps20 = shader(&mut r, PS_C0);
    let ps30 = shader(&mut r, PS_3_0);
    let (vertex, off, depth) = (FixedFog::Vertex, FixedFog::Off, FogSource::Depth);
    let cells = [
        // oFog = 0.25: a quarter of the colour, three quarters of the fog colour.
        (
            vs11,
            ps11,
            vertex,
            0.25,
            fogged(COLOR, 0.25),
            "vs_1_1 + ps_1_1",
        ),
        (
            vs20,
            ps20,
            vertex,
            0.25,
            fogged(COLOR, 0.25),
            "vs_2_0 + ps_2_0",
        ),
        // D3DRS_FOGENABLE off (the same shaders, drawn after the fogged ones).
        (vs11, ps11, off, 0.25, fogged(COLOR, 1.0), "ps_1_1, fog off"),
        (vs20, ps20, off, 0.25, fogged(COLOR, 1.0), "ps_2_0, fog off"),
        // oFog = 0.7 with the modules of the first cells.
        (
            vs20,
            ps20,
            vertex,
            0.7,
            fogged(COLOR, 0.7),
            "ps_2_0, oFog 0.7",
        ),
        // No oFog written: f = 1.
        (
            vs11_none,
            ps11,
            vertex,
            0.25,
            fogged(COLOR, 1.0),
            "vs_1_1 without oFog",
        ),
        (
            vs20_none,
            ps20,
            vertex,
            0.25,
            fogged(COLOR, 1.0),
            "vs_2_0 without oFog",
        ),
        // ps_3_0 does its own fog: nothing applied, vertex or table.
        (
            vs30,
            ps30,
            vertex,
            0.25,
            fogged(COLOR, 1.0),
            "ps_3_0, vertex fog",
        ),
        (
            vs30,
            ps30,
            FixedFog::Linear,
            0.25,
            fogged(COLOR, 1.0),
            "ps_3_0, table fog",
        ),
    ];
    for (n, &(vs, ps, fog, o_fog, _, _)) in cells.iter().enumerate() {
        let mut s = fog_state((vs, ps), fog, depth, o_fog);
        // Table fog that would fog everything (end below the depth).
        (s.fixed_pixel.fog_start, s.fixed_pixel.fog_end) = (0.0, 0.1);
        draw_cell(&mut r, ctx, &s, n as u32, 0.5, 1.0);
    }
    let expected: Vec<(u32, &str)> = cells.iter().map(|c| (c.4, c.5)).collect();
    assert_cells(&mut r, ctx, &expected);
}

#[test]
fn table_fog_reads_the_depth_or_w_with_the_fog_uniforms() {
    let mut r = renderer();
    let ctx = r.create_context(9 * CELL, CELL).unwrap();
    let vs11 = shader(&mut r, VS_1_1_FOG);
    let vs20 = shader(&mut r, VS_2_0_FOG);
    let ps11 = shader(&mut r, PS_1_1);
    let ps20 = shader(&mut r, PS_C0);
    let (depth, w) = (FogSource::Depth, FogSource::W);
    // (start, end, density) of each mode.
    let linear = (FixedFog::Linear, 0.1f32, 0.9f32, 0.0f32);
    let exp = (FixedFog::Exp, 0.0, 0.0, 2.0);
    let exp2 = (FixedFog::Exp2, 0.0, 0.0, 1.5);
    // Depth z = 0.3, w = 1.
    let d = 0.3f64;
    let lin = |start: f64, end: f64, d: f64| (end - d) / (end - start);
    let cells = [
        (
            vs11,
            ps11,
            linear,
            depth,
            1.0,
            lin(0.1, 0.9, d),
            "ps_1_1 LINEAR on z",
        ),
        (
            vs20,
            ps20,
            linear,
            depth,
            1.0,
            lin(0.1, 0.9, d),
            "ps_2_0 LINEAR on z",
        ),
        (
            vs11,
            ps11,
            exp,
            depth,
            1.0,
            (-2.0 * d).exp(),
            "ps_1_1 EXP on z",
        ),
        (
            vs20,
            ps20,
            exp,
            depth,
            1.0,
            (-2.0 * d).exp(),
            "ps_2_0 EXP on z",
        ),
        (
            vs11,
            ps11,
            exp2,
            depth,
            1.0,
            (-(1.5 * d).powi(2)).exp(),
            "ps_1_1 EXP2 on z",
        ),
        (
            vs20,
            ps20,
            exp2,
            depth,
            1.0,
            (-(1.5 * d).powi(2)).exp(),
            "ps_2_0 EXP2 on z",
        ),
        // w = 2 (z / w still 0.3): LINEAR 1..5 reads 2 where the source is w.
        (
            vs20,
            ps20,
            (FixedFog::Linear, 1.0, 5.0, 0.0),
            w,
            2.0,
            lin(1.0, 5.0, 2.0),
            "ps_2_0 LINEAR on w",
        ),
        (
            vs11,
            ps11,
            (FixedFog::Exp, 0.0, 0.0, 0.5),
            w,
            2.0,
            (-0.5f64 * 2.0).exp(),
            "ps_1_1 EXP on w",
        ),
        // The same LINEAR 1..5 on the depth 0.3: f = 1.175, saturated to 1.
        (
            vs20,
            ps20,
            (FixedFog::Linear, 1.0, 5.0, 0.0),
            depth,
            2.0,
            1.0,
            "ps_2_0 LINEAR 1..5 on z",
        ),
    ];
    for (n, &(vs, ps, (fog, start, end, density), source, clip_w, _, _)) in cells.iter().enumerate()
    {
        // oFog = 0 (full fog) must not count for table fog.
        let mut s = fog_state((vs, ps), fog, source, 0.0);
        let f = &mut s.fixed_pixel;
        (f.fog_start, f.fog_end, f.fog_density) = (start, end, density);
        draw_cell(&mut r, ctx, &s, n as u32, d as f32, clip_w);
    }
    let expected: Vec<(u32, &str)> = cells.iter().map(|c| (fogged(COLOR, c.5), c.6)).collect();
    assert_cells(&mut r, ctx, &expected);
}

/// The fixed records of two triangles over the pixels `rect` (RHW positions, depth
/// `depth`), diffuse white, specular `specular`, the fog float `fog`.
fn rhw_records(rect: [u32; 4], depth: f32, specular: u32, fog: f32) -> Vec<u8> {
    let (l, t) = (rect[0] as f32 - 0.5, rect[1] as f32 - 0.5);
    let (r, b) = (rect[2] as f32 - 0.5, rect[3] as f32 - 0.5);
    let mut out = Vec::new();
    for (x, y) in [(l, t), (r, t), (l, b), (r, t), (r, b), (l, b)] {
        let mut v = vec![0u8; FIXED_VERTEX_SIZE];
        for (i, f) in [x, y, depth, 1.0].iter().enumerate() {
            v[4 * i..4 * i + 4].copy_from_slice(&f.to_le_bytes());
        }
        v[16..20].copy_from_slice(&0xffff_ffffu32.to_le_bytes());
        v[20..24].copy_from_slice(&specular.to_le_bytes());
        v[152..156].copy_from_slice(&fog.to_le_bytes());
        out.extend_from_slice(&v);
    }
    out
}

#[test]
fn pretransformed_records_fog_a_ps_1_1_by_their_fog_float() {
    let mut r = renderer();
    let ctx = r.create_context(4 * CELL, CELL).unwrap();
    let vs = shader(&mut r, VS_POS);
    let ps11 = shader(&mut r, PS_1_1);
    // Specular alpha 0x40: the fog factor of pretransformed vertices (the device writes it
    // into the records' fog float).
    let specular = 0x4012_3456u32;
    let f = f64::from(specular >> 24) / 255.0;
    let depth = 0.25f32;
    let cells = [
        (
            FixedFog::Vertex,
            fogged(COLOR, f),
            "vertex fog: specular alpha",
        ),
        (FixedFog::Off, fogged(COLOR, 1.0), "fog off"),
        // LINEAR 0..0.5 on the depth 0.25.
        (FixedFog::Linear, fogged(COLOR, 0.5), "LINEAR on z"),
        (
            FixedFog::Exp,
            fogged(COLOR, (-3.0f64 * 0.25).exp()),
            "EXP on z",
        ),
    ];
    for (n, &(fog, _, _)) in cells.iter().enumerate() {
        let mut s = fog_state((vs, ps11), fog, FogSource::Depth, 0.0);
        let p = &mut s.fixed_pixel;
        (p.fog_start, p.fog_end, p.fog_density) = (0.0, 0.5, 3.0);
        let records = rhw_records(cell(n as u32), depth, specular, f as f32);
        r.draw_program_rhw(ctx, &s, Primitive::TriangleList, &records, None)
            .unwrap();
    }
    let expected: Vec<(u32, &str)> = cells.iter().map(|c| (c.1, c.2)).collect();
    assert_cells(&mut r, ctx, &expected);
}
