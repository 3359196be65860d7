//! Textures and sampler states on the programmable paths: the 25 U/V address combinations
//! with exact pixels on `draw_program` and `draw_program_rhw`, border colours, opaque-black
//! fallbacks, vertex texture fetch, and the bounded sampler cache.

mod common;
mod program_util;

use common::{assert_rect, pixel, renderer};
use ninth_render::state::sampler::d3dtaddress::*;
use ninth_render::{FIXED_VERTEX_SIZE, Primitive, ProgramDrawState, Renderer, TextureId};
use program_util::*;

/// 2 x 2 texels: red, green / blue, white (B, G, R, A bytes).
const TEXELS: [u32; 4] = [0xffff_0000, 0xff00_ff00, 0xff00_00ff, 0xffff_ffff];
const PS_TEX: &str = "ps_2_0
dcl t0.xy
dcl_2d s0
texld r0, t0, s0
mov oC0, r0";
const VS_TEX: &str = "vs_2_0
dcl_position v0
dcl_texcoord v1
mov oPos, v0
mov oT0, v1";
/// Cells are 12 x 12 pixels with texture coordinates -1..2.
const CELL: u32 = 12;

fn texture(r: &mut Renderer) -> TextureId {
    let bytes: Vec<u8> = TEXELS.iter().flat_map(|c| c.to_le_bytes()).collect();
    r.create_texture(2, 2, Some(&bytes)).unwrap()
}

/// The texel index along one axis for texel-space coordinate `t`, or `None` for the border.
fn address(mode: u32, t: f32) -> Option<i32> {
    let i = t.floor() as i32;
    match mode {
        WRAP => Some(i.rem_euclid(2)),
        MIRROR => Some([0, 1, 1, 0][i.rem_euclid(4) as usize]),
        CLAMP => Some(i.clamp(0, 1)),
        BORDER => (0..=1).contains(&i).then_some(i),
        // Normalised clamp(abs(c), 0, 1): the texel of |t|, the last one from 2 on.
        MIRRORONCE => Some((t.abs().floor() as i32).min(1)),
        _ => unreachable!(),
    }
}

/// The D3D9 point-sampled colour at pixel (px, py) of a cell.
fn expected(u_mode: u32, v_mode: u32, px: u32, py: u32, border: u32) -> u32 {
    let t = |p: u32| (-1.0 + 3.0 * (p as f32 + 0.5) / CELL as f32) * 2.0;
    match (address(u_mode, t(px)), address(v_mode, t(py))) {
        (Some(x), Some(y)) => TEXELS[(y * 2 + x) as usize],
        _ => border,
    }
}

/// FLOAT4 position + FLOAT2 texcoord (-1..2) vertices of the cell at (x0, y0) of a W x H
/// target.
fn cell_vertices(w: u32, h: u32, x0: u32, y0: u32) -> Vec<u8> {
    let q = clip_quad(w, h, x0, y0, x0 + CELL, y0 + CELL);
    let uv = [
        [-1.0, -1.0],
        [2.0, -1.0],
        [-1.0, 2.0],
        [2.0, -1.0],
        [2.0, 2.0],
        [-1.0, 2.0],
    ];
    let mut out = Vec::new();
    for (p, t) in q.iter().zip(uv) {
        for f in [p[0], p[1], 0.5, 1.0, t[0], t[1]] {
            out.extend_from_slice(&f.to_le_bytes());
        }
    }
    out
}

/// The fixed record (156 bytes) of RHW vertices for the same cell.
fn cell_rhw_vertices(x0: u32, y0: u32) -> Vec<u8> {
    let (l, t) = (x0 as f32 - 0.5, y0 as f32 - 0.5);
    let (r, b) = (l + CELL as f32, t + CELL as f32);
    let corners = [
        (l, t, -1.0, -1.0),
        (r, t, 2.0, -1.0),
        (l, b, -1.0, 2.0),
        (r, t, 2.0, -1.0),
        (r, b, 2.0, 2.0),
        (l, b, -1.0, 2.0),
    ];
    let mut out = Vec::new();
    for (x, y, u, v) in corners {
        let mut vertex = vec![0u8; FIXED_VERTEX_SIZE];
        for (i, f) in [x, y, 0.5, 1.0].iter().enumerate() {
            vertex[4 * i..4 * i + 4].copy_from_slice(&f.to_le_bytes());
        }
        for (i, f) in [u, v, 0.0f32, 1.0].iter().enumerate() {
            vertex[24 + 4 * i..28 + 4 * i].copy_from_slice(&f.to_le_bytes());
        }
        out.extend_from_slice(&vertex);
    }
    out
}

fn tex_state(r: &mut Renderer) -> ProgramDrawState {
    let vs = shader(r, VS_TEX);
    let ps = shader(r, PS_TEX);
    let mut s = pos_state(vs, ps);
    s.declaration = decl(&[
        el(0, 0, decltype::FLOAT4, POSITION, 0),
        el(0, 16, decltype::FLOAT2, TEXCOORD, 0),
    ]);
    s.streams[0].stride = 24;
    s
}

/// Draws the 25 combinations on one path (MIRRORONCE emulated in the shader); all must match
/// D3D9 exactly (BORDER with its colour 0, native where the adapter has the feature).
fn all_address_combinations(rhw: bool) {
    let mut r = renderer();
    let side = 5 * CELL;
    let ctx = r.create_context(side, side).unwrap();
    let mut s = tex_state(&mut r);
    s.textures[0] = Some(texture(&mut r));
    let modes = [WRAP, MIRROR, CLAMP, BORDER, MIRRORONCE];
    for (j, v_mode) in modes.iter().enumerate() {
        for (i, u_mode) in modes.iter().enumerate() {
            s.samplers[0].address_u = *u_mode;
            s.samplers[0].address_v = *v_mode;
            let (x0, y0) = (i as u32 * CELL, j as u32 * CELL);
            let result = if rhw {
                let vertices = cell_rhw_vertices(x0, y0);
                r.draw_program_rhw(ctx, &s, Primitive::TriangleList, &vertices, None)
            } else {
                let vertices = cell_vertices(side, side, x0, y0);
                r.draw_program(ctx, &s, Primitive::TriangleList, &[&vertices], None)
            };
            result.unwrap();
        }
    }
    let bgra = r.read_framebuffer(ctx).unwrap();
    let mut checked = 0;
    for (j, v_mode) in modes.iter().enumerate() {
        for (i, u_mode) in modes.iter().enumerate() {
            for py in 0..CELL {
                for px in 0..CELL {
                    let (x, y) = (i as u32 * CELL + px, j as u32 * CELL + py);
                    let want = expected(*u_mode, *v_mode, px, py, 0);
                    assert_eq!(
                        pixel(&bgra, side, x, y),
                        want,
                        "U {u_mode} V {v_mode} pixel ({px}, {py}) rhw {rhw}"
                    );
                    checked += 1;
                }
            }
        }
    }
    assert_eq!(checked, 25 * 144);
}

#[test]
fn all_25_address_combinations_on_draw_program() {
    all_address_combinations(false);
}

#[test]
fn all_25_address_combinations_on_draw_program_rhw() {
    all_address_combinations(true);
}

/// Native border colours (sampler ClampToBorder where the adapter has it) and colours WebGPU
/// lacks (returned by the translated shader), on both paths, with exact pixels.
#[test]
fn native_and_emulated_border_colours() {
    let mut r = renderer();
    let borders = [
        0x0000_0000,
        0xff00_0000,
        0xffff_ffff,
        0xff00_ff00,
        0x80ff_8000,
    ];
    let w = borders.len() as u32 * CELL;
    let ctx = r.create_context(w, 2 * CELL).unwrap();
    let mut s = tex_state(&mut r);
    s.textures[0] = Some(texture(&mut r));
    s.samplers[0].address_u = BORDER;
    s.samplers[0].address_v = BORDER;
    for (i, border) in borders.iter().enumerate() {
        s.samplers[0].border_color = *border;
        let x0 = i as u32 * CELL;
        let vertices = cell_vertices(w, 2 * CELL, x0, 0);
        r.draw_program(ctx, &s, Primitive::TriangleList, &[&vertices], None)
            .unwrap();
        let rhw = cell_rhw_vertices(x0, CELL);
        r.draw_program_rhw(ctx, &s, Primitive::TriangleList, &rhw, None)
            .unwrap();
    }
    // Native colours need no shader emulation: one pixel module for them, one for the
    // others (every colour is emulated without the adapter feature), plus the vertex module.
    let native = r.info().features.contains(&"ADDRESS_MODE_CLAMP_TO_BORDER");
    assert_eq!(r.program_module_count(), if native { 3 } else { 2 });
    let bgra = r.read_framebuffer(ctx).unwrap();
    for row in 0..2 {
        for (i, border) in borders.iter().enumerate() {
            for py in 0..CELL {
                for px in 0..CELL {
                    let want = expected(BORDER, BORDER, px, py, *border);
                    let got = pixel(&bgra, w, i as u32 * CELL + px, row * CELL + py);
                    assert_eq!(got, want, "border {border:#x} row {row} at ({px}, {py})");
                }
            }
        }
    }
}

#[test]
fn missing_and_mismatched_textures_sample_opaque_black() {
    let mut r = renderer();
    let ctx = r.create_context(8, 4).unwrap();
    r.clear_color(ctx, 0xffff_ffff).unwrap();
    let mut s = tex_state(&mut r);
    let vertices = cell_vertices(8, 4, 0, 0);
    r.draw_program(ctx, &s, Primitive::TriangleList, &[&vertices], None)
        .unwrap();
    // A cube sampler with a 2D texture bound.
    let cube = shader(
        &mut r,
        "ps_2_0
        dcl t0.xyz
        dcl_cube s0
        texld r0, t0, s0
        mov oC0, r0",
    );
    s.pixel_shader = Some(cube);
    s.textures[0] = Some(texture(&mut r));
    let q = cell_vertices(8, 4, 4, 0);
    r.draw_program(ctx, &s, Primitive::TriangleList, &[&q], None)
        .unwrap();
    let bgra = r.read_framebuffer(ctx).unwrap();
    assert_rect(&bgra, 8, 0, 0, 4, 4, 0xff00_0000, 0, "no texture");
    assert_rect(
        &bgra,
        8,
        4,
        0,
        8,
        4,
        0xff00_0000,
        0,
        "2D texture on a cube sampler",
    );
}

#[test]
fn vertex_texture_fetch_samples_d3dvertextexturesampler0() {
    let mut r = renderer();
    let ctx = r.create_context(4, 4).unwrap();
    let vs = shader(
        &mut r,
        "vs_3_0
        def c0, 0.75, 0.25, 0, 0
        dcl_position v0
        dcl_position o0
        dcl_color o1
        dcl_2d s0
        texldl r0, c0, s0
        mov o0, v0
        mov o1, r0",
    );
    let ps = shader(
        &mut r,
        "ps_3_0
        dcl_color v0
        mov oC0, v0",
    );
    let mut s = pos_state(vs, ps);
    s.vertex_textures[0] = Some(texture(&mut r));
    draw_rect(&mut r, ctx, &s, [0, 0, 4, 4]);
    let bgra = r.read_framebuffer(ctx).unwrap();
    assert_rect(&bgra, 4, 0, 0, 4, 4, TEXELS[1], 0, "texel (1, 0)");
}

#[test]
fn sampler_cache_stays_bounded_under_768_distinct_requests() {
    let mut r = renderer();
    let (w, h) = (32, 24);
    let ctx = r.create_context(w, h).unwrap();
    let mut s = tex_state(&mut r);
    let color = 0xff40_80c0u32;
    s.textures[0] = Some(r.create_texture(1, 1, Some(&color.to_le_bytes())).unwrap());
    let mut n = 0;
    'outer: for max_mip in 0..4 {
        for mip in 0..3 {
            for filters in 0..4 {
                for address in 0..27 {
                    if n == w * h {
                        break 'outer;
                    }
                    let sampler = &mut s.samplers[0];
                    sampler.address_u = 1 + address % 3;
                    sampler.address_v = 1 + address / 3 % 3;
                    sampler.address_w = 1 + address / 9;
                    sampler.mag_filter = 1 + filters % 2;
                    sampler.min_filter = 1 + filters / 2;
                    sampler.mip_filter = mip;
                    sampler.max_mip_level = max_mip;
                    let (x, y) = (n % w, n / w);
                    let q = clip_quad(w, h, x, y, x + 1, y + 1);
                    let mut v = Vec::new();
                    for p in q {
                        for f in [p[0], p[1], 0.5, 1.0, 0.5, 0.5] {
                            v.extend_from_slice(&f.to_le_bytes());
                        }
                    }
                    r.draw_program(ctx, &s, Primitive::TriangleList, &[&v], None)
                        .unwrap();
                    assert!(r.sampler_count() <= 256);
                    n += 1;
                }
            }
        }
    }
    assert_eq!(n, 768);
    assert_eq!(r.sampler_count(), 256);
    let bgra = r.read_framebuffer(ctx).unwrap();
    assert_rect(&bgra, w, 0, 0, w, h, color, 0, "every request drew");
}
