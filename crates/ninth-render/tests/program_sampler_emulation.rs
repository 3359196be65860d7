//! Sampler states the translated shader emulates on the programmable paths, with exact
//! pixels: D3DSAMP_MAXMIPLEVEL and D3DSAMP_MIPMAPLODBIAS on a mip chain with one solid colour
//! per level (pixel and vertex samplers, `texld` and `texldl`), D3DTADDRESS_MIRRORONCE over
//! coordinates -2..2, and D3DSAMP_SRGBTEXTURE through the sRGB view.

mod common;
mod program_util;

use common::{pixel, renderer};
use ninth_render::state::sampler::d3dtaddress::{MIRROR, MIRRORONCE};
use ninth_render::state::sampler::d3dtexf::POINT;
use ninth_render::{
    ContextId, FIXED_VERTEX_SIZE, Primitive, ProgramDrawState, Renderer, TextureDesc,
    TextureFormat, TextureId, TextureRegion,
};
use program_util::*;

/// Level n of the 8 x 8 chain is solid `LEVELS[n]` (D3DCOLOR).
const LEVELS: [u32; 4] = [0xffff_0000, 0xff00_ff00, 0xff00_00ff, 0xffff_ff00];
const VS_TEX: &str = "vs_2_0
dcl_position v0
dcl_texcoord v1
mov oPos, v0
mov oT0, v1";
const PS_TEX: &str = "ps_2_0
dcl t0.xy
dcl_2d s0
texld r0, t0, s0
mov oC0, r0";

fn mip_chain(r: &mut Renderer) -> TextureId {
    let desc = TextureDesc::tex2d(TextureFormat::A8R8G8B8, 8, 8, 4);
    let id = r.create_texture_desc(&desc).unwrap();
    for (level, color) in LEVELS.iter().enumerate() {
        let region = TextureRegion::level(&desc, level as u32);
        let n = (region.width * region.height) as usize;
        let bytes: Vec<u8> = std::iter::repeat_n(color.to_le_bytes(), n)
            .flatten()
            .collect();
        r.update_texture_region(id, &region, &bytes, 4 * region.width, 0)
            .unwrap();
    }
    id
}

/// POINT min/mag/mip filters.
fn tex_state(r: &mut Renderer, ps: &str) -> ProgramDrawState {
    let vs = shader(r, VS_TEX);
    let ps = shader(r, ps);
    let mut s = pos_state(vs, ps);
    s.declaration = decl(&[
        el(0, 0, decltype::FLOAT4, POSITION, 0),
        el(0, 16, decltype::FLOAT2, TEXCOORD, 0),
    ]);
    s.streams[0].stride = 24;
    s.samplers[0].mip_filter = POINT;
    s
}

/// FLOAT4 position + FLOAT2 texcoord vertices of the pixels `rect` of a `w` x `h` target,
/// the texture coordinates running `lo..hi` on both axes.
fn textured_rect(w: u32, h: u32, rect: [u32; 4], lo: f32, hi: f32) -> Vec<u8> {
    let q = clip_quad(w, h, rect[0], rect[1], rect[2], rect[3]);
    let uv = [[lo, lo], [hi, lo], [lo, hi], [hi, lo], [hi, hi], [lo, hi]];
    let mut out = Vec::new();
    for (p, t) in q.iter().zip(uv) {
        for f in [p[0], p[1], 0.5, 1.0, t[0], t[1]] {
            out.extend_from_slice(&f.to_le_bytes());
        }
    }
    out
}

/// The same rectangle as fixed-record RHW vertices.
fn textured_rhw(rect: [u32; 4], lo: f32, hi: f32) -> Vec<u8> {
    let (l, t) = (rect[0] as f32 - 0.5, rect[1] as f32 - 0.5);
    let (r, b) = (rect[2] as f32 - 0.5, rect[3] as f32 - 0.5);
    let corners = [
        (l, t, lo, lo),
        (r, t, hi, lo),
        (l, b, lo, hi),
        (r, t, hi, lo),
        (r, b, hi, hi),
        (l, b, lo, hi),
    ];
    let mut out = Vec::new();
    for (x, y, u, v) in corners {
        let mut vertex = vec![0u8; FIXED_VERTEX_SIZE];
        for (i, f) in [x, y, 0.5, 1.0, u, v].iter().enumerate() {
            let at = if i < 4 { 4 * i } else { 24 + 4 * (i - 4) };
            vertex[at..at + 4].copy_from_slice(&f.to_le_bytes());
        }
        out.extend_from_slice(&vertex);
    }
    out
}

/// Draws `rect` with coordinates 0..1 on one path.
fn draw(r: &mut Renderer, ctx: ContextId, s: &ProgramDrawState, rect: [u32; 4], rhw: bool) {
    let (w, h) = r.context_size(ctx).unwrap();
    if rhw {
        let v = textured_rhw(rect, 0.0, 1.0);
        r.draw_program_rhw(ctx, s, Primitive::TriangleList, &v, None)
            .unwrap();
    } else {
        let v = textured_rect(w, h, rect, 0.0, 1.0);
        r.draw_program(ctx, s, Primitive::TriangleList, &[&v], None)
            .unwrap();
    }
}

#[track_caller]
fn assert_solid(bgra: &[u8], w: u32, rect: [u32; 4], want: u32, what: &str) {
    for y in rect[1]..rect[3] {
        for x in rect[0]..rect[2] {
            assert_eq!(pixel(bgra, w, x, y), want, "{what} at ({x}, {y})");
        }
    }
}

/// An 8 x 8 quad samples level 0 at LOD 0; MAXMIPLEVEL n makes level n the most detailed.
fn max_mip_level_picks_the_level(rhw: bool) {
    let mut r = renderer();
    let ctx = r.create_context(32, 8).unwrap();
    let mut s = tex_state(&mut r, PS_TEX);
    s.textures[0] = Some(mip_chain(&mut r));
    for level in 0..4u32 {
        s.samplers[0].max_mip_level = level;
        draw(&mut r, ctx, &s, [8 * level, 0, 8 * level + 8, 8], rhw);
    }
    let bgra = r.read_framebuffer(ctx).unwrap();
    for level in 0..4u32 {
        let rect = [8 * level, 0, 8 * level + 8, 8];
        assert_solid(&bgra, 32, rect, LEVELS[level as usize], "MAXMIPLEVEL");
    }
}

#[test]
fn max_mip_level_0_to_3_on_draw_program() {
    max_mip_level_picks_the_level(false);
}

#[test]
fn max_mip_level_0_to_3_on_draw_program_rhw() {
    max_mip_level_picks_the_level(true);
}

/// An 8 x 8 quad is LOD 0 and a 4 x 4 quad LOD 1 (8 texels over 4 pixels); bias +1 moves the
/// first to level 1, bias -1 the second to level 0, bias 0 leaves both, and a bias of +1
/// with MAXMIPLEVEL 2 stays on level 2.
fn lod_bias_moves_the_level(rhw: bool) {
    let mut r = renderer();
    let ctx = r.create_context(48, 8).unwrap();
    let mut s = tex_state(&mut r, PS_TEX);
    s.textures[0] = Some(mip_chain(&mut r));
    let cases: [(f32, u32, [u32; 4], u32); 5] = [
        (0.0, 0, [0, 0, 8, 8], 0),
        (1.0, 0, [8, 0, 16, 8], 1),
        (0.0, 0, [16, 0, 20, 4], 1),
        (-1.0, 0, [24, 0, 28, 4], 0),
        (1.0, 2, [32, 0, 40, 8], 2),
    ];
    for (bias, max_mip, rect, _) in cases {
        s.samplers[0].mip_lod_bias = bias.to_bits();
        s.samplers[0].max_mip_level = max_mip;
        draw(&mut r, ctx, &s, rect, rhw);
    }
    let bgra = r.read_framebuffer(ctx).unwrap();
    for (bias, _, rect, level) in cases {
        let what = format!("bias {bias}");
        assert_solid(&bgra, 48, rect, LEVELS[level as usize], &what);
    }
    // Bias on/off is code, the value a uniform: one pixel module with, one without.
    assert_eq!(r.program_module_count(), if rhw { 2 } else { 3 });
}

#[test]
fn lod_bias_on_draw_program() {
    lod_bias_moves_the_level(false);
}

#[test]
fn lod_bias_on_draw_program_rhw() {
    lod_bias_moves_the_level(true);
}

/// `texldl` (explicit LOD 1 in t0.w via c0) plus bias: -1 reads level 0, +1 level 2.
#[test]
fn lod_bias_adds_to_texldl_lod() {
    let mut r = renderer();
    let ctx = r.create_context(12, 4).unwrap();
    let ps = "ps_3_0
        def c0, 0.5, 0.5, 0, 1
        dcl_2d s0
        texldl r0, c0, s0
        mov oC0, r0";
    let vs = shader(&mut r, VS_POS);
    let ps = shader(&mut r, ps);
    let mut s = pos_state(vs, ps);
    s.samplers[0].mip_filter = POINT;
    s.textures[0] = Some(mip_chain(&mut r));
    for (i, bias) in [0.0f32, -1.0, 1.0].iter().enumerate() {
        s.samplers[0].mip_lod_bias = bias.to_bits();
        let x = 4 * i as u32;
        draw_rect(&mut r, ctx, &s, [x, 0, x + 4, 4]);
    }
    let bgra = r.read_framebuffer(ctx).unwrap();
    for (i, level) in [1usize, 0, 2].iter().enumerate() {
        let x = 4 * i as u32;
        assert_solid(&bgra, 12, [x, 0, x + 4, 4], LEVELS[*level], "texldl + bias");
    }
}

/// D3DVERTEXTEXTURESAMPLER0 with MIPMAPLODBIAS +1 and +2: `texldl` at LOD 0 reads level 1
/// and 2 (the vertex stage's sampler uniforms, binding 7).
#[test]
fn lod_bias_on_a_vertex_sampler() {
    let mut r = renderer();
    let ctx = r.create_context(12, 4).unwrap();
    let vs = shader(
        &mut r,
        "vs_3_0
        def c0, 0.5, 0.5, 0, 0
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
    s.vertex_textures[0] = Some(mip_chain(&mut r));
    s.vertex_samplers[0].mip_filter = POINT;
    for (i, bias) in [0.0f32, 1.0, 2.0].iter().enumerate() {
        s.vertex_samplers[0].mip_lod_bias = bias.to_bits();
        let x = 4 * i as u32;
        draw_rect(&mut r, ctx, &s, [x, 0, x + 4, 4]);
    }
    let bgra = r.read_framebuffer(ctx).unwrap();
    for (i, level) in LEVELS[..3].iter().enumerate() {
        let x = 4 * i as u32;
        assert_solid(&bgra, 12, [x, 0, x + 4, 4], *level, "vertex bias");
    }
}

/// 2 x 2 texels: red, green / blue, white.
const TEXELS: [u32; 4] = [0xffff_0000, 0xff00_ff00, 0xff00_00ff, 0xffff_ffff];
const SIDE: u32 = 16;

/// The D3D9 texel index of MIRRORONCE (`clamp(|c|, 0, 1)`) or MIRROR with point sampling
/// on a 2-texel axis at pixel `p` of a 16-pixel cell with coordinates -2..2.
fn texel(mode: u32, p: u32) -> usize {
    let c = -2.0 + 4.0 * (p as f64 + 0.5) / SIDE as f64;
    match mode {
        MIRRORONCE => ((c.abs().min(1.0) * 2.0).floor() as usize).min(1),
        _ => {
            // MIRROR: period 2 in coordinates, reflected.
            let m = c.rem_euclid(2.0);
            let m = if m > 1.0 { 2.0 - m } else { m };
            ((m * 2.0).floor() as usize).min(1)
        }
    }
}

fn mirror_once(rhw: bool) {
    let mut r = renderer();
    let ctx = r.create_context(3 * SIDE, SIDE).unwrap();
    let mut s = tex_state(&mut r, PS_TEX);
    let bytes: Vec<u8> = TEXELS.iter().flat_map(|c| c.to_le_bytes()).collect();
    s.textures[0] = Some(r.create_texture(2, 2, Some(&bytes)).unwrap());
    s.samplers[0].mip_filter = 0;
    let modes = [
        (MIRRORONCE, MIRRORONCE),
        (MIRRORONCE, MIRROR),
        (MIRROR, MIRRORONCE),
    ];
    for (i, (u, v)) in modes.iter().enumerate() {
        s.samplers[0].address_u = *u;
        s.samplers[0].address_v = *v;
        let x = i as u32 * SIDE;
        let rect = [x, 0, x + SIDE, SIDE];
        if rhw {
            let vertices = textured_rhw(rect, -2.0, 2.0);
            r.draw_program_rhw(ctx, &s, Primitive::TriangleList, &vertices, None)
                .unwrap();
        } else {
            let vertices = textured_rect(3 * SIDE, SIDE, rect, -2.0, 2.0);
            r.draw_program(ctx, &s, Primitive::TriangleList, &[&vertices], None)
                .unwrap();
        }
    }
    let bgra = r.read_framebuffer(ctx).unwrap();
    for (i, (u, v)) in modes.iter().enumerate() {
        for py in 0..SIDE {
            for px in 0..SIDE {
                let want = TEXELS[texel(*v, py) * 2 + texel(*u, px)];
                let got = pixel(&bgra, 3 * SIDE, i as u32 * SIDE + px, py);
                assert_eq!(got, want, "U {u} V {v} at ({px}, {py}) rhw {rhw}");
            }
        }
    }
}

#[test]
fn mirror_once_over_minus_2_to_2_on_draw_program() {
    mirror_once(false);
}

#[test]
fn mirror_once_over_minus_2_to_2_on_draw_program_rhw() {
    mirror_once(true);
}

/// The sRGB-to-linear value of an 8-bit sRGB code, in 8 bits.
fn srgb_to_linear(code: u8) -> u8 {
    let c = f64::from(code) / 255.0;
    let l = if c <= 0.04045 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    };
    (l * 255.0).round() as u8
}

/// A texel of 0x80 reads 0x80 without SRGBTEXTURE and 55 (sRGB decoded) with it.
#[test]
fn srgb_texture_reads_linear_values() {
    assert_eq!(srgb_to_linear(0x80), 55);
    let mut r = renderer();
    let ctx = r.create_context(8, 4).unwrap();
    let mut s = tex_state(&mut r, PS_TEX);
    s.samplers[0].mip_filter = 0;
    let texel = 0xff80_8080u32;
    s.textures[0] = Some(r.create_texture(1, 1, Some(&texel.to_le_bytes())).unwrap());
    draw(&mut r, ctx, &s, [0, 0, 4, 4], false);
    s.samplers[0].srgb_texture = true;
    draw(&mut r, ctx, &s, [4, 0, 8, 4], false);
    let bgra = r.read_framebuffer(ctx).unwrap();
    assert_eq!(pixel(&bgra, 8, 1, 1), texel, "without SRGBTEXTURE");
    let got = pixel(&bgra, 8, 5, 1);
    let want = f64::from(srgb_to_linear(0x80));
    for shift in [0, 8, 16] {
        let channel = f64::from((got >> shift) & 0xff);
        assert!((channel - want).abs() <= 1.0, "sRGB read {got:#010x}");
    }
    assert_eq!(got >> 24, 0xff, "alpha is not decoded");
}

/// DXT1 (BC1, or its decoded copy without the feature) through the sRGB view: a block of
/// 565 colour (16, 32, 16), read as (132, 130, 132) by bit replication, decodes to the sRGB
/// curve's values of those codes (within 2: a BC decoder may round the 565 expansion).
#[test]
fn srgb_texture_on_dxt1() {
    let mut r = renderer();
    let ctx = r.create_context(8, 4).unwrap();
    let mut s = tex_state(&mut r, PS_TEX);
    s.samplers[0].mip_filter = 0;
    let desc = TextureDesc::tex2d(TextureFormat::DXT1, 4, 4, 1);
    let id = r.create_texture_desc(&desc).unwrap();
    let color: u16 = 16 << 11 | 32 << 5 | 16;
    let mut block = [0u8; 8];
    block[..2].copy_from_slice(&color.to_le_bytes());
    block[2..4].copy_from_slice(&color.to_le_bytes());
    r.update_texture_region(id, &TextureRegion::level(&desc, 0), &block, 8, 0)
        .unwrap();
    s.textures[0] = Some(id);
    draw(&mut r, ctx, &s, [0, 0, 4, 4], false);
    s.samplers[0].srgb_texture = true;
    draw(&mut r, ctx, &s, [4, 0, 8, 4], false);
    let bgra = r.read_framebuffer(ctx).unwrap();
    let (plain, srgb) = (pixel(&bgra, 8, 1, 1), pixel(&bgra, 8, 5, 1));
    // B, G, R codes by shift.
    for (shift, code, tolerance) in [(0, 132u8, 1.0), (8, 130, 1.0), (16, 132, 1.0)] {
        let got = f64::from((plain >> shift) & 0xff);
        assert!(
            (got - f64::from(code)).abs() <= tolerance,
            "plain {plain:#010x}"
        );
        let got = f64::from((srgb >> shift) & 0xff);
        let want = f64::from(srgb_to_linear(code));
        assert!(
            (got - want).abs() <= 2.0,
            "sRGB {srgb:#010x} channel {shift}"
        );
    }
    assert_eq!(srgb_to_linear(132), 59);
}

/// The weight a bilinear footprint at `c` puts on the texels of a `size`-texel axis (D3D9:
/// texel centres at (i + 0.5) / size, the rest of the footprint reads the border).
fn inside_weight(c: f64, size: f64) -> f64 {
    let p = c * size - 0.5;
    let i0 = p.floor();
    let f = p - i0;
    let inside = |i: f64| (0.0..=size - 1.0).contains(&i);
    (if inside(i0) { 1.0 - f } else { 0.0 }) + if inside(i0 + 1.0) { f } else { 0.0 }
}

/// BORDER with a colour WebGPU samplers lack under LINEAR filtering: the edge texels blend
/// with the border colour across the last half texel, as D3D9 filters border texels.
#[test]
fn a_linear_border_blends_the_edge_texels_with_the_colour() {
    use ninth_render::state::sampler::d3dtaddress::BORDER;
    use ninth_render::state::sampler::d3dtexf::LINEAR;
    const SIDE: u32 = 16;
    let mut r = renderer();
    let ctx = r.create_context(SIDE, SIDE).unwrap();
    let mut s = tex_state(&mut r, PS_TEX);
    // A white 2 x 2 texture, an opaque blue border.
    let white = [0xffu8; 16];
    s.textures[0] = Some(r.create_texture(2, 2, Some(&white)).unwrap());
    let sampler = &mut s.samplers[0];
    (sampler.address_u, sampler.address_v) = (BORDER, BORDER);
    (sampler.mag_filter, sampler.min_filter) = (LINEAR, LINEAR);
    sampler.mip_filter = ninth_render::state::sampler::d3dtexf::NONE;
    sampler.border_color = 0xff00_00ff;
    let (lo, hi) = (-0.5f32, 1.5f32);
    let v = textured_rect(SIDE, SIDE, [0, 0, SIDE, SIDE], lo, hi);
    r.draw_program(ctx, &s, Primitive::TriangleList, &[&v], None)
        .unwrap();
    let bgra = r.read_framebuffer(ctx).unwrap();
    let at = |p: u32| f64::from(lo) + (f64::from(p) + 0.5) / f64::from(SIDE) * f64::from(hi - lo);
    let mut blended = 0;
    for y in 0..SIDE {
        for x in 0..SIDE {
            let w = inside_weight(at(x), 2.0) * inside_weight(at(y), 2.0);
            // white * w + blue * (1 - w): red and green are w, blue 1.
            let rg = (w * 255.0).round() as i32;
            let got = pixel(&bgra, SIDE, x, y);
            let (gr, gg, gb) = (
                (got >> 16) as i32 & 0xff,
                (got >> 8) as i32 & 0xff,
                got as i32 & 0xff,
            );
            assert!(
                (gr - rg).abs() <= 2 && (gg - rg).abs() <= 2 && gb == 255,
                "({x}, {y}): {got:#010x}, want red/green {rg} and blue 255"
            );
            blended += i32::from(rg > 2 && rg < 253);
        }
    }
    // The blend band: coordinates -0.25..0.25 and 0.75..1.25 on each axis.
    assert!(blended >= 4 * SIDE as i32, "only {blended} blended pixels");
}
