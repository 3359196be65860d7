//! Shader model 1 on the programmable paths: `vs_1_1` vertex shaders and `ps_1_1`-`ps_1_4`
//! pixel shaders drawn like any other, with what only they read from the state: the texture
//! stages' bump-environment values (`texbem`, `texbeml`, `bem`: binding 9, packed every draw
//! and never merged across different values), the kind of the texture bound to each stage
//! (SM1 declares none) and D3DTTFF_PROJECTED. Expected pixels come from the D3D9 formulas:
//! `u' = u + M00 du + M10 dv`, `v' = v + M01 du + M11 dv`, texel `floor(16 u')` of a 16 x 16
//! lookup texture whose texels name their own coordinates.

#[allow(dead_code)]
mod batch_util;
mod common;
mod program_util;

use batch_util::{off_and_on, place};
use common::{assert_close, pixel, renderer};
use ninth_render::state::fixed::StageState;
use ninth_render::{
    ContextId, FIXED_VERTEX_SIZE, Primitive, ProgramDrawState, Renderer, ShaderId, TextureDesc,
    TextureFormat, TextureId, TextureRegion,
};
use program_util::*;

/// Places a unit quad with `c0` (scale) and `c1` (offset) (`batch_util::place`), passes its
/// four-component texture coordinate to `oT0` and `oT1` and `c2` to `oD0`.
const VS_1_1: &str = "vs_1_1
dcl_position v0
dcl_texcoord v1
mad oPos, v0, c0, c1
mov oT0, v1
mov oT1, v1
mov oD0, c2";

/// Stage 1 sampled at t1 perturbed by stage 0's (du, dv) through stage 1's BUMPENVMAT.
const PS_TEXBEM: &str = "ps_1_1
tex t0
texbem t1, t0
mov r0, t1";

/// [`PS_TEXBEM`] with the luminance of stage 0 scaled and offset by stage 1's
/// BUMPENVLSCALE / LOFFSET.
const PS_TEXBEML: &str = "ps_1_1
tex t0
texbeml t1, t0
mov r0, t1";

/// `ps_1_4`'s `bem`: stage 1's coordinate perturbed by stage 0's sample through stage 1's
/// BUMPENVMAT (the destination register names the stage), then a dependent read.
const PS_BEM: &str = "ps_1_4
texld r0, t0
texcrd r2.rgb, t1
bem r1.rg, r2, r0
phase
texld r1, r1
mov r0, r1";

/// Samples stage 0 at t0 (whatever kind of texture is bound there).
const PS_TEX: &str = "ps_1_1
tex t0
mov r0, t0";

/// Side of the lookup texture and of each drawn quad.
const SIDE: u32 = 16;

/// The bump map's (du, dv) as V8U8 bytes: 64 / 127 and -48 / 127.
const BUMP: [i8; 2] = [64, -48];

/// Three bump matrices (M00, M01, M10, M11) whose perturbations, in texels, land near texel
/// centres with the bump map's (du, dv), and differ when transposed.
const MATRICES: [[f32; 4]; 3] = [
    [-0.375, -0.75, 1.0, -0.5],
    [0.25, -0.375, -0.5, -1.0],
    [0.75, -0.125, -0.5, -1.0],
];

/// The lookup texture: texel (x, y) is (R, G, B, A) = (16 x + 8, 16 y + 8, 0x40, 0xff).
fn lookup_texture(r: &mut Renderer) -> TextureId {
    let mut bytes = Vec::new();
    for y in 0..SIDE {
        for x in 0..SIDE {
            bytes.extend_from_slice(&[0x40, (16 * y + 8) as u8, (16 * x + 8) as u8, 0xff]);
        }
    }
    r.create_texture(SIDE, SIDE, Some(&bytes)).unwrap()
}

/// The texel a lookup-texture colour names.
fn texel_of(color: u32) -> (i64, i64) {
    let r = i64::from((color >> 16) & 0xff);
    let g = i64::from((color >> 8) & 0xff);
    ((r - 8) / 16, (g - 8) / 16)
}

/// A 1 x 1 texture of `format` with the texel `bytes`.
fn one_texel(r: &mut Renderer, format: TextureFormat, bytes: &[u8]) -> TextureId {
    let desc = TextureDesc::tex2d(format, 1, 1, 1);
    let id = r.create_texture_desc(&desc).unwrap();
    let region = TextureRegion::level(&desc, 0);
    r.update_texture_region(id, &region, bytes, bytes.len() as u32, 0)
        .unwrap();
    id
}

/// The V8U8 bump map holding [`BUMP`].
fn bump_map(r: &mut Renderer) -> TextureId {
    one_texel(r, TextureFormat::V8U8, &BUMP.map(|b| b as u8))
}

/// The unit quad as FLOAT4 positions (x, y in 0..1) with FLOAT4 texture coordinates
/// `(x, y, 0, 1) * q`.
fn unit_quad(q: f32) -> Vec<u8> {
    let corners = [
        [0.0, 0.0],
        [1.0, 0.0],
        [0.0, 1.0],
        [1.0, 0.0],
        [1.0, 1.0],
        [0.0, 1.0],
    ];
    let mut out = Vec::new();
    for [x, y] in corners {
        for f in [x, y, 0.0f32, 1.0, x * q, y * q, 0.0, q] {
            out.extend_from_slice(&f.to_le_bytes());
        }
    }
    out
}

/// A state drawing [`VS_1_1`] with `ps` from [`unit_quad`] vertices.
fn state(r: &mut Renderer, ps: Option<ShaderId>) -> ProgramDrawState {
    let vs = shader(r, VS_1_1);
    let mut s = ProgramDrawState {
        vertex_shader: Some(vs),
        pixel_shader: ps,
        declaration: decl(&[
            el(0, 0, decltype::FLOAT4, POSITION, 0),
            el(0, 16, decltype::FLOAT4, TEXCOORD, 0),
        ]),
        cull: ninth_render::Cull::None,
        ..Default::default()
    };
    s.depth_stencil.z_enable = false;
    s.streams[0].stride = 32;
    s
}

/// Draws the quad at pixel (x, y), SIDE x SIDE, of a `size` x `size` target.
fn draw_at(r: &mut Renderer, ctx: ContextId, s: &mut ProgramDrawState, size: u32, x: u32, y: u32) {
    draw_at_q(r, ctx, s, size, (x, y), 1.0);
}

fn draw_at_q(
    r: &mut Renderer,
    ctx: ContextId,
    s: &mut ProgramDrawState,
    size: u32,
    (x, y): (u32, u32),
    q: f32,
) {
    place(s, size, [x, y, SIDE, SIDE], 0xffff_ffff);
    r.draw_program(ctx, s, Primitive::TriangleList, &[&unit_quad(q)], None)
        .unwrap();
}

/// Sets stage `n`'s bump-environment matrix.
fn set_matrix(s: &mut ProgramDrawState, n: usize, m: [f32; 4]) {
    s.fixed_pixel.stages[n].bump_mat = m;
}

/// The lookup texel D3D9 samples at pixel (px, py) of a quad whose coordinates run 0..1
/// over SIDE pixels, perturbed by `m` times the bump map's (du, dv); `None` where the
/// perturbed coordinate lies within 0.1 texel of a texel edge (either texel is fair).
fn expected_texel(m: [f32; 4], px: u32, py: u32) -> Option<(i64, i64)> {
    let du = f64::from(BUMP[0]) / 127.0;
    let dv = f64::from(BUMP[1]) / 127.0;
    let [m00, m01, m10, m11] = m.map(f64::from);
    let u = (f64::from(px) + 0.5) / f64::from(SIDE) + m00 * du + m10 * dv;
    let v = (f64::from(py) + 0.5) / f64::from(SIDE) + m01 * du + m11 * dv;
    let side = f64::from(SIDE);
    let (tu, tv) = (u * side, v * side);
    let near_edge = |t: f64| {
        let f = t - t.floor();
        !(0.1..=0.9).contains(&f)
    };
    if near_edge(tu) || near_edge(tv) {
        return None;
    }
    let wrap = |t: f64| (t.floor() as i64).rem_euclid(i64::from(SIDE));
    Some((wrap(tu), wrap(tv)))
}

/// Checks the quad at (x0, y0) of a readback sampled the lookup texel of `m` at every pixel
/// that is not on a texel edge; returns how many pixels were checked.
#[track_caller]
fn assert_bumped(image: &[u8], width: u32, (x0, y0): (u32, u32), m: [f32; 4], what: &str) -> u32 {
    let mut checked = 0;
    for py in 0..SIDE {
        for px in 0..SIDE {
            let Some(expected) = expected_texel(m, px, py) else {
                continue;
            };
            let got = pixel(image, width, x0 + px, y0 + py);
            assert_eq!(
                texel_of(got),
                expected,
                "{what}: pixel ({px}, {py}) sampled {got:#010x}"
            );
            checked += 1;
        }
    }
    assert!(checked >= SIDE * SIDE / 2, "{what}: too few pixels checked");
    checked
}

/// A state with [`PS_TEXBEM`]-like `ps`: the bump map on stage 0, the lookup texture on
/// stage 1, stage 1's matrix `MATRICES[0]`.
fn bump_state(r: &mut Renderer, ps: &str) -> ProgramDrawState {
    let ps = shader(r, ps);
    let mut s = state(r, Some(ps));
    s.textures[0] = Some(bump_map(r));
    s.textures[1] = Some(lookup_texture(r));
    set_matrix(&mut s, 1, MATRICES[0]);
    s
}

#[test]
fn texbem_perturbs_by_the_stage_bump_matrix() {
    let mut r = renderer();
    let ctx = r.create_context(SIDE, SIDE).unwrap();
    let mut s = bump_state(&mut r, PS_TEXBEM);
    // The other stages' matrices are not read.
    set_matrix(&mut s, 0, [9.0; 4]);
    set_matrix(&mut s, 2, [7.0; 4]);
    draw_at(&mut r, ctx, &mut s, SIDE, 0, 0);
    let image = r.read_framebuffer(ctx).unwrap();
    assert_bumped(&image, SIDE, (0, 0), MATRICES[0], "texbem");
}

#[test]
fn bem_of_ps_1_4_perturbs_by_the_destination_stage_matrix() {
    let mut r = renderer();
    let ctx = r.create_context(SIDE, SIDE).unwrap();
    let mut s = bump_state(&mut r, PS_BEM);
    set_matrix(&mut s, 1, MATRICES[1]);
    set_matrix(&mut s, 0, [9.0; 4]);
    draw_at(&mut r, ctx, &mut s, SIDE, 0, 0);
    let image = r.read_framebuffer(ctx).unwrap();
    assert_bumped(&image, SIDE, (0, 0), MATRICES[1], "bem");
}

#[test]
fn texbeml_scales_by_the_stage_luminance_scale_and_offset() {
    let mut r = renderer();
    let ctx = r.create_context(SIDE, SIDE).unwrap();
    let mut s = bump_state(&mut r, PS_TEXBEML);
    // X8L8V8U8: U, V, L (255: 1.0), X.
    let bumped = one_texel(
        &mut r,
        TextureFormat::X8L8V8U8,
        &[BUMP[0] as u8, BUMP[1] as u8, 255, 0],
    );
    s.textures[0] = Some(bumped);
    s.fixed_pixel.stages[1].bump_lscale = 0.5;
    s.fixed_pixel.stages[1].bump_loffset = 0.25;
    draw_at(&mut r, ctx, &mut s, SIDE, 0, 0);
    let image = r.read_framebuffer(ctx).unwrap();
    let mut checked = 0;
    for py in 0..SIDE {
        for px in 0..SIDE {
            let Some((x, y)) = expected_texel(MATRICES[0], px, py) else {
                continue;
            };
            // The texel's colour times L * 0.5 + 0.25 = 0.75 (alpha too: D3D9 scales the
            // whole result).
            let scale = |c: i64| ((c as f64 / 255.0 * 0.75) * 255.0).round() as u32;
            let rgb = scale(16 * x + 8) << 16 | scale(16 * y + 8) << 8 | scale(0x40);
            let got = pixel(&image, SIDE, px, py);
            assert_close(
                got & 0x00ff_ffff,
                rgb,
                2,
                &format!("texbeml at ({px}, {py})"),
            );
            checked += 1;
        }
    }
    assert!(checked >= SIDE * SIDE / 2);
}

#[test]
fn each_draw_reads_its_own_bump_matrix_and_draws_with_different_ones_never_merge() {
    let mut r = renderer();
    let s = bump_state(&mut r, PS_TEXBEM);
    let size = 2 * SIDE;
    let corners = [(0, 0), (SIDE, 0), (0, SIDE), (SIDE, SIDE)];
    // The same matrix for all four: the draws differ only in their vertex constants and
    // merge (the check that the sequence below could merge at all).
    let (off, on, merged) = off_and_on(&mut r, size, |r, ctx| {
        let mut s = s.clone();
        for &(x, y) in &corners {
            draw_at(r, ctx, &mut s, size, x, y);
        }
    });
    assert_eq!(merged, 3, "equal bump matrices merge");
    assert_eq!(on, off);
    for &corner in &corners {
        assert_bumped(&on, size, corner, MATRICES[0], "one matrix");
    }
    // A, B, A, C: each draw its own matrix, none merged, none stale.
    let order = [0, 1, 0, 2];
    let (off, on, merged) = off_and_on(&mut r, size, |r, ctx| {
        let mut s = s.clone();
        for (&(x, y), &m) in corners.iter().zip(&order) {
            set_matrix(&mut s, 1, MATRICES[m]);
            draw_at(r, ctx, &mut s, size, x, y);
        }
    });
    assert_eq!(merged, 0, "draws with different bump matrices merged");
    assert_eq!(on, off);
    for (&corner, &m) in corners.iter().zip(&order) {
        assert_bumped(&on, size, corner, MATRICES[m], &format!("matrix {m}"));
    }
}

#[test]
fn texbem_with_pretransformed_vertices_reads_the_bump_matrix() {
    let mut r = renderer();
    let ctx = r.create_context(SIDE, SIDE).unwrap();
    let mut s = bump_state(&mut r, PS_TEXBEM);
    set_matrix(&mut s, 1, MATRICES[2]);
    // Fixed records over the whole target, t0 = t1 = (u, v, 0, 1).
    let (l, t, rr, b) = (-0.5f32, -0.5f32, SIDE as f32 - 0.5, SIDE as f32 - 0.5);
    let corners = [
        (l, t, 0.0, 0.0),
        (rr, t, 1.0, 0.0),
        (l, b, 0.0, 1.0),
        (rr, t, 1.0, 0.0),
        (rr, b, 1.0, 1.0),
        (l, b, 0.0, 1.0),
    ];
    let mut vertices = Vec::new();
    for (x, y, u, v) in corners {
        let mut vertex = vec![0u8; FIXED_VERTEX_SIZE];
        for (i, f) in [x, y, 0.5, 1.0].iter().enumerate() {
            vertex[4 * i..4 * i + 4].copy_from_slice(&f.to_le_bytes());
        }
        for set in 0..2 {
            for (i, f) in [u, v, 0.0f32, 1.0].iter().enumerate() {
                let at = 24 + 16 * set + 4 * i;
                vertex[at..at + 4].copy_from_slice(&f.to_le_bytes());
            }
        }
        vertices.extend_from_slice(&vertex);
    }
    r.draw_program_rhw(ctx, &s, Primitive::TriangleList, &vertices, None)
        .unwrap();
    let image = r.read_framebuffer(ctx).unwrap();
    assert_bumped(&image, SIDE, (0, 0), MATRICES[2], "texbem, pretransformed");
    // The matrix changes: the next draw reads the new one.
    set_matrix(&mut s, 1, MATRICES[1]);
    r.draw_program_rhw(ctx, &s, Primitive::TriangleList, &vertices, None)
        .unwrap();
    let image = r.read_framebuffer(ctx).unwrap();
    assert_bumped(&image, SIDE, (0, 0), MATRICES[1], "texbem, new matrix");
}

/// A one-texel cube map whose six faces are `FACES`.
const FACES: [u32; 6] = [
    0xffff_0000,
    0xff00_ff00,
    0xff00_00ff,
    0xffff_ff00,
    0xffff_00ff,
    0xff00_ffff,
];

fn cube_map(r: &mut Renderer) -> TextureId {
    let desc = TextureDesc::cube(TextureFormat::A8R8G8B8, 1, 1);
    let cube = r.create_texture_desc(&desc).unwrap();
    for (face, color) in FACES.iter().enumerate() {
        let region = TextureRegion::level(&desc, 0).on_face(face as u32);
        r.update_texture_region(cube, &region, &color.to_le_bytes(), 4, 0)
            .unwrap();
    }
    cube
}

#[test]
fn tex_samples_the_kind_of_texture_bound_to_its_stage() {
    let mut r = renderer();
    let size = 2 * SIDE;
    let ctx = r.create_context(size, size).unwrap();
    let ps = shader(&mut r, PS_TEX);
    let mut s = state(&mut r, Some(ps));
    let cube = cube_map(&mut r);
    let flat = one_texel(
        &mut r,
        TextureFormat::A8R8G8B8,
        &0xff80_4020u32.to_le_bytes(),
    );
    // The coordinate (1, y, 0, 1): +X of the cube map, a texel of the 2D texture.
    let draw = |r: &mut Renderer, s: &mut ProgramDrawState, texture, corner: (u32, u32)| {
        s.textures[0] = texture;
        place(s, size, [corner.0, corner.1, SIDE, SIDE], 0xffff_ffff);
        let mut vertices = Vec::new();
        for [x, y] in [
            [0.0f32, 0.0],
            [1.0, 0.0],
            [0.0, 1.0],
            [1.0, 0.0],
            [1.0, 1.0],
            [0.0, 1.0],
        ] {
            for f in [x, y, 0.0, 1.0, 1.0, 0.25 * y, 0.0, 1.0] {
                vertices.extend_from_slice(&f.to_le_bytes());
            }
        }
        r.draw_program(ctx, s, Primitive::TriangleList, &[&vertices], None)
            .unwrap();
    };
    draw(&mut r, &mut s, Some(cube), (0, 0));
    draw(&mut r, &mut s, Some(flat), (SIDE, 0));
    let modules = r.program_module_count();
    draw(&mut r, &mut s, Some(cube), (0, SIDE));
    // Nothing bound samples as 2D: opaque black.
    draw(&mut r, &mut s, None, (SIDE, SIDE));
    assert_eq!(
        r.program_module_count(),
        modules,
        "the cube and 2D modules are reused"
    );
    let image = r.read_framebuffer(ctx).unwrap();
    let expect = [
        ((0, 0), FACES[0], "cube"),
        ((SIDE, 0), 0xff80_4020, "2D after a cube"),
        ((0, SIDE), FACES[0], "cube after 2D"),
        ((SIDE, SIDE), 0xff00_0000, "nothing bound"),
    ];
    for ((x, y), color, what) in expect {
        for (px, py) in [(1, 1), (8, 8), (14, 14)] {
            assert_close(pixel(&image, size, x + px, y + py), color, 1, what);
        }
    }
}

/// D3DTTFF_COUNT4.
const COUNT4: u32 = 4;
/// D3DTTFF_PROJECTED.
const PROJECTED: u32 = 0x100;

#[test]
fn projected_stages_divide_tex_coordinates_by_w() {
    let mut r = renderer();
    let size = 2 * SIDE;
    let ctx = r.create_context(size, size).unwrap();
    let ps = shader(&mut r, PS_TEX);
    let mut s = state(&mut r, Some(ps));
    s.textures[0] = Some(lookup_texture(&mut r));
    // Coordinates (3u, 3v, 0, 3): projected, texel (x, y) of the pixel; else (3u, 3v),
    // wrapped, texel (3x + 1) mod 16.
    let flags = [PROJECTED | COUNT4, 0, PROJECTED, COUNT4];
    let corners = [(0, 0), (SIDE, 0), (0, SIDE), (SIDE, SIDE)];
    let mut modules = 0;
    for (i, (&flag, &corner)) in flags.iter().zip(&corners).enumerate() {
        s.fixed_pixel.stages[0].state = StageState {
            transform_flags: flag,
            ..StageState::d3d9_default(0)
        };
        // An unsampled stage's flag changes nothing.
        s.fixed_pixel.stages[3].state.transform_flags = PROJECTED ^ flag;
        draw_at_q(&mut r, ctx, &mut s, size, corner, 3.0);
        if i == 1 {
            modules = r.program_module_count();
        }
    }
    // The count does not make another module, nor an unsampled stage's flag.
    assert_eq!(r.program_module_count(), modules, "modules made again");
    let image = r.read_framebuffer(ctx).unwrap();
    for (&flag, &(x0, y0)) in flags.iter().zip(&corners) {
        for py in 0..SIDE {
            for px in 0..SIDE {
                let expected = if flag & PROJECTED != 0 {
                    (i64::from(px), i64::from(py))
                } else {
                    (i64::from(3 * px + 1) % 16, i64::from(3 * py + 1) % 16)
                };
                let got = pixel(&image, size, x0 + px, y0 + py);
                assert_eq!(
                    texel_of(got),
                    expected,
                    "flags {flag:#x}, pixel ({px}, {py}): {got:#010x}"
                );
            }
        }
    }
}

#[test]
fn vs_1_1_with_the_fixed_function_pixel_stage() {
    let mut r = renderer();
    let ctx = r.create_context(SIDE, SIDE).unwrap();
    let mut s = state(&mut r, None);
    // Stage 0 (D3D9's default): texture x diffuse, alpha from the texture.
    s.fixed_pixel.stages[0].texture = Some(lookup_texture(&mut r));
    place(&mut s, SIDE, [0, 0, SIDE, SIDE], 0xff80_8080);
    // Diffuse (0.5, 0.5, 0.5, 1) from c2 through oD0.
    s.vs_constants.float[2] = [0.5, 0.5, 0.5, 1.0];
    r.draw_program(ctx, &s, Primitive::TriangleList, &[&unit_quad(1.0)], None)
        .unwrap();
    let image = r.read_framebuffer(ctx).unwrap();
    for py in 0..SIDE {
        for px in 0..SIDE {
            let half = |c: u32| ((f64::from(c) * 0.5).round()) as u32;
            let expected =
                0xff00_0000 | half(16 * px + 8) << 16 | half(16 * py + 8) << 8 | half(0x40);
            assert_close(
                pixel(&image, SIDE, px, py),
                expected,
                1,
                &format!("pixel ({px}, {py})"),
            );
        }
    }
}

#[test]
fn vs_1_1_and_ps_1_1_constants_and_colours() {
    let mut r = renderer();
    let ctx = r.create_context(SIDE, SIDE).unwrap();
    // v0 (the vertex shader's oD0) times c0, plus a def constant.
    let ps = shader(
        &mut r,
        "ps_1_1
def c1, 0.25, 0.0, 0.0, 0.0
mul r0, v0, c0
add r0, r0, c1",
    );
    let mut s = state(&mut r, Some(ps));
    place(&mut s, SIDE, [0, 0, SIDE, SIDE], 0);
    s.vs_constants.float[2] = [0.5, 1.0, 0.25, 1.0];
    s.ps_constants.float[0] = [0.5, 0.5, 1.0, 1.0];
    r.draw_program(ctx, &s, Primitive::TriangleList, &[&unit_quad(1.0)], None)
        .unwrap();
    // (0.5 * 0.5 + 0.25, 1.0 * 0.5, 0.25 * 1.0, 1.0).
    let expected = common::to_d3dcolor([0.5, 0.5, 0.25, 1.0]);
    assert_close(common::read_pixel(&mut r, ctx, 8, 8), expected, 1, "colour");
}

#[test]
fn texbem_with_sampler_uniforms_binds_every_uniform_file() {
    let mut r = renderer();
    let ctx = r.create_context(SIDE, SIDE).unwrap();
    let mut s = bump_state(&mut r, PS_TEXBEM);
    // A LOD bias on the sampled stage: the sampler uniforms (bindings 7-8) with the bump
    // environment (9), ten dynamic offsets (one level: the bias changes nothing).
    s.samplers[1].mip_lod_bias = 0.5f32.to_bits();
    place(&mut s, SIDE, [0, 0, SIDE, SIDE], 0xffff_ffff);
    let drawn = r.draw_program(ctx, &s, Primitive::TriangleList, &[&unit_quad(1.0)], None);
    let most = r
        .wgpu_device()
        .limits()
        .max_dynamic_uniform_buffers_per_pipeline_layout;
    if most < 10 {
        let e = drawn.unwrap_err();
        assert!(e.to_string().contains("10 dynamic uniform buffers"), "{e}");
        return;
    }
    drawn.unwrap();
    let image = r.read_framebuffer(ctx).unwrap();
    assert_bumped(&image, SIDE, (0, 0), MATRICES[0], "texbem with a LOD bias");
}

#[test]
fn ps_1_4_texld_ignores_the_projected_flag() {
    let mut r = renderer();
    let ctx = r.create_context(SIDE, SIDE).unwrap();
    let ps = shader(&mut r, "ps_1_4\ntexld r0, t0");
    let mut s = state(&mut r, Some(ps));
    s.textures[0] = Some(lookup_texture(&mut r));
    // (u, v, 0, 1) * 3 unprojected: texel (3 x + 1) mod 16, whatever the flag says.
    let mut modules = 0;
    for flags in [0, PROJECTED | COUNT4] {
        s.fixed_pixel.stages[0].state.transform_flags = flags;
        draw_at_q(&mut r, ctx, &mut s, SIDE, (0, 0), 3.0);
        let image = r.read_framebuffer(ctx).unwrap();
        for py in 0..SIDE {
            for px in 0..SIDE {
                let expected = (i64::from(3 * px + 1) % 16, i64::from(3 * py + 1) % 16);
                let got = pixel(&image, SIDE, px, py);
                assert_eq!(texel_of(got), expected, "flags {flags:#x}: ({px}, {py})");
            }
        }
        if flags == 0 {
            modules = r.program_module_count();
        }
    }
    assert_eq!(r.program_module_count(), modules, "one module for both");
}

/// The unit quad with FLOAT4 texture coordinates `(3x, 3y, 3, 0)`: only a divide by `z`
/// brings them back to `(x, y)`.
fn quad_with_z() -> Vec<u8> {
    let mut out = Vec::new();
    for [x, y] in [
        [0.0, 0.0],
        [1.0, 0.0],
        [0.0, 1.0],
        [1.0, 0.0],
        [1.0, 1.0],
        [0.0, 1.0f32],
    ] {
        for f in [x, y, 0.0f32, 1.0, 3.0 * x, 3.0 * y, 3.0, 0.0] {
            out.extend_from_slice(&f.to_le_bytes());
        }
    }
    out
}

#[test]
fn projected_count3_divides_by_z() {
    let mut r = renderer();
    let ctx = r.create_context(SIDE, SIDE).unwrap();
    let ps = shader(&mut r, PS_TEX);
    let mut s = state(&mut r, Some(ps));
    s.textures[0] = Some(lookup_texture(&mut r));
    s.fixed_pixel.stages[0].state = StageState {
        // D3DTTFF_COUNT3 | D3DTTFF_PROJECTED: the third component is the divisor.
        transform_flags: PROJECTED | 3,
        ..StageState::d3d9_default(0)
    };
    place(&mut s, SIDE, [0, 0, SIDE, SIDE], 0xffff_ffff);
    r.draw_program(ctx, &s, Primitive::TriangleList, &[&quad_with_z()], None)
        .unwrap();
    let image = r.read_framebuffer(ctx).unwrap();
    for py in 0..SIDE {
        for px in 0..SIDE {
            let got = pixel(&image, SIDE, px, py);
            assert_eq!(
                texel_of(got),
                (i64::from(px), i64::from(py)),
                "pixel ({px}, {py}): {got:#010x}"
            );
        }
    }
}
