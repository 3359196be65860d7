//! The fixed-function paths' sampler states (`D3DSAMP_*` per stage): MIPFILTER NONE,
//! POINT and LINEAR on a mip chain with MAXMIPLEVEL and MIPMAPLODBIAS, MIRROR, MIRRORONCE
//! and BORDER addressing (border colours WebGPU lacks emulated), bad values, and the
//! sampler cache the programmable path shares.

mod fixed_util;
use fixed_util::*;
use ninth_render::state::sampler::{d3dtaddress, d3dtexf};
use ninth_render::{
    ContextId, ErrorKind, FixedDrawState, Primitive, Renderer, SamplerState, TextureDesc,
    TextureFormat, TextureId, TextureRegion,
};
use ninth_shader::fixed::{D3DTA_TEXTURE, TextureOp};

const SIDE: f32 = 4.0;

/// Stage 0 shows its texture's colour and alpha through `sampler`.
fn textured(texture: TextureId, sampler: SamplerState) -> FixedDrawState {
    let mut s = FixedDrawState::default();
    let stage = &mut s.stages[0];
    stage.texture = Some(texture);
    stage.sampler = sampler;
    stage.state.color_op = TextureOp::SelectArg1.value();
    stage.state.color_args[1] = D3DTA_TEXTURE;
    stage.state.alpha_op = TextureOp::SelectArg1.value();
    stage.state.alpha_args[1] = D3DTA_TEXTURE;
    s
}

/// Cell `i` of a row: a 4x4 quad with texture coordinates from `uv0` to `uv1`.
fn draw_cell(
    r: &mut Renderer,
    ctx: ContextId,
    state: &FixedDrawState,
    i: u32,
    uv: ([f32; 2], [f32; 2]),
) -> ninth_render::Result<()> {
    let x = i as f32 * SIDE;
    let q = rect([x, 0.0, x + SIDE, SIDE], 0.5, 0xffff_ffff, uv, false);
    r.draw_fixed_rhw(ctx, state, Primitive::TriangleList, &q, None)
}

/// Per level of a 16x16 chain: red, green, blue, white, grey (D3DCOLOR).
const LEVELS: [u32; 5] = [
    0xffff_0000,
    0xff00_ff00,
    0xff00_00ff,
    0xffff_ffff,
    0xff80_8080,
];

fn rgba(color: u32) -> [f64; 4] {
    [16, 8, 0, 24].map(|shift| f64::from((color >> shift) & 0xff))
}

/// A sampler, the LOD it is drawn at and the (level, weight) pairs it must blend.
type MipCase = (SamplerState, f32, [(usize, f64); 2]);

#[test]
fn mipfilter_none_point_and_linear_pick_levels_as_d3d9() {
    let mut r = renderer();
    let ctx = r.create_context(36, 4).unwrap();
    let desc = TextureDesc::tex2d(TextureFormat::A8R8G8B8, 16, 16, 0);
    let tex = r.create_texture_desc(&desc).unwrap();
    for (level, color) in LEVELS.iter().enumerate() {
        let region = TextureRegion::level(&desc, level as u32);
        let texels = (region.width * region.height) as usize;
        let pixels = color.to_le_bytes().repeat(texels);
        r.update_texture_region(tex, &region, &pixels, region.width * 4, 0)
            .unwrap();
    }
    // A 4-pixel quad spanning s of the 16-texel texture: LOD = log2(16 s / 4).
    let span = |lod: f32| 2f32.powf(lod) / 4.0;
    let sampler = |mip_filter, max_mip_level| SamplerState {
        mip_filter,
        max_mip_level,
        ..SamplerState::default()
    };
    // (sampler, LOD, level weights).
    let biased = |mip_lod_bias: f32| SamplerState {
        mip_filter: d3dtexf::POINT,
        mip_lod_bias: mip_lod_bias.to_bits(),
        ..SamplerState::default()
    };
    let cases: [MipCase; 9] = [
        // NONE samples the most detailed level allowed only.
        (sampler(d3dtexf::NONE, 0), 2.0, [(0, 1.0), (0, 0.0)]),
        (sampler(d3dtexf::NONE, 1), 2.0, [(1, 1.0), (1, 0.0)]),
        // POINT takes the nearest level.
        (sampler(d3dtexf::POINT, 0), 2.0, [(2, 1.0), (2, 0.0)]),
        (sampler(d3dtexf::POINT, 0), 1.25, [(1, 1.0), (1, 0.0)]),
        // MAXMIPLEVEL 3 clamps LOD 2 to level 3.
        (sampler(d3dtexf::POINT, 3), 2.0, [(3, 1.0), (3, 0.0)]),
        // LINEAR blends the two levels around the LOD.
        (sampler(d3dtexf::LINEAR, 0), 1.25, [(1, 0.75), (2, 0.25)]),
        (sampler(d3dtexf::LINEAR, 0), 1.5, [(1, 0.5), (2, 0.5)]),
        // MIPMAPLODBIAS moves the LOD (applied by the generated sampling code).
        (biased(1.0), 1.0, [(2, 1.0), (2, 0.0)]),
        (biased(-1.0), 2.0, [(1, 1.0), (1, 0.0)]),
    ];
    for (i, (s, lod, _)) in cases.iter().enumerate() {
        let state = textured(tex, *s);
        draw_cell(&mut r, ctx, &state, i as u32, ([0.0; 2], [span(*lod); 2])).unwrap();
    }
    let image = r.read_framebuffer(ctx).unwrap();
    for (i, (s, lod, weights)) in cases.iter().enumerate() {
        let want: Vec<f64> = (0..4)
            .map(|c| weights.iter().map(|(l, w)| w * rgba(LEVELS[*l])[c]).sum())
            .collect();
        let got = rgba_at(&image, 36, i as u32 * 4 + 2, 2);
        // GPUs compute the LOD with an approximate log2 (lavapipe's is off by ~0.05), which
        // moves a LINEAR blend's weights by that much.
        let tolerance = if s.mip_filter == d3dtexf::LINEAR {
            16.0
        } else {
            1.0
        };
        let close = got
            .iter()
            .zip(&want)
            .all(|(g, w)| (f64::from(*g) - w).abs() <= tolerance);
        assert!(
            close,
            "MIPFILTER {} MAXMIPLEVEL {} at LOD {lod}: got {got:?}, want {want:?}",
            s.mip_filter, s.max_mip_level
        );
    }
}

/// A 2x1 texture: texel 0 red, texel 1 blue (B, G, R, A bytes).
fn red_blue(r: &mut Renderer) -> TextureId {
    r.create_texture(2, 1, Some(&[0, 0, 255, 255, 255, 0, 0, 255]))
        .unwrap()
}

fn addressed(u: u32, v: u32, border_color: u32) -> SamplerState {
    SamplerState {
        address_u: u,
        address_v: v,
        border_color,
        ..SamplerState::default()
    }
}

#[test]
fn mirror_and_border_addressing_on_the_fixed_path() {
    use d3dtaddress::*;
    let mut r = renderer();
    let ctx = r.create_context(104, 4).unwrap();
    let tex = red_blue(&mut r);
    let (red, blue) = ([255, 0, 0, 255], [0, 0, 255, 255]);
    // (sampler, u, v, expected): MIRROR reflects every other period, WRAP repeats, CLAMP
    // holds the edge texel.
    let mut cases = vec![
        (addressed(MIRROR, WRAP, 0), 1.25, 0.5, blue),
        (addressed(MIRROR, WRAP, 0), 1.75, 0.5, red),
        (addressed(MIRROR, WRAP, 0), -0.25, 0.5, red),
        (addressed(MIRROR, WRAP, 0), 2.25, 0.5, red),
        (addressed(WRAP, WRAP, 0), 1.25, 0.5, red),
        (addressed(CLAMP, WRAP, 0), 1.75, 0.5, blue),
        // MIRRORONCE mirrors about 0 once, then clamps (emulated by the generated code).
        (addressed(MIRRORONCE, WRAP, 0), -0.25, 0.5, red),
        (addressed(MIRRORONCE, WRAP, 0), -0.75, 0.5, blue),
        (addressed(MIRRORONCE, WRAP, 0), -1.75, 0.5, blue),
        (addressed(MIRRORONCE, WRAP, 0), 2.25, 0.5, blue),
        (addressed(MIRRORONCE, WRAP, 0), 0.25, 0.5, red),
        // Border colours WebGPU samplers lack: the generated code returns them outside
        // 0..1 (D3DCOLOR 0xff804020 is RGBA 80 40 20 ff).
        (
            addressed(BORDER, WRAP, 0xff80_4020),
            1.5,
            0.5,
            [0x80, 0x40, 0x20, 0xff],
        ),
        (
            addressed(BORDER, WRAP, 0xff80_4020),
            -0.25,
            0.5,
            [0x80, 0x40, 0x20, 0xff],
        ),
        (addressed(BORDER, WRAP, 0xff80_4020), 0.75, 0.5, blue),
        (
            addressed(WRAP, BORDER, 0x8011_2233),
            1.25,
            -0.5,
            [0x11, 0x22, 0x33, 0x80],
        ),
        (addressed(WRAP, BORDER, 0x8011_2233), 1.25, 0.5, red),
        (addressed(MIRRORONCE, BORDER, 0x8011_2233), -0.75, 0.5, blue),
        (
            addressed(MIRRORONCE, BORDER, 0x8011_2233),
            -0.75,
            1.5,
            [0x11, 0x22, 0x33, 0x80],
        ),
    ];
    // Native border colours (emulated like the others on adapters without
    // ADDRESS_MODE_CLAMP_TO_BORDER).
    let border_cases = [
        (addressed(BORDER, WRAP, 0xffff_ffff), 1.5, 0.5, [255; 4]),
        (
            addressed(BORDER, WRAP, 0xff00_0000),
            -0.5,
            0.5,
            [0, 0, 0, 255],
        ),
        (addressed(BORDER, WRAP, 0), 1.5, 0.5, [0; 4]),
        (addressed(BORDER, WRAP, 0xffff_ffff), 0.25, 0.5, red),
        (addressed(WRAP, BORDER, 0xffff_ffff), 1.75, 1.5, [255; 4]),
        (addressed(WRAP, BORDER, 0xffff_ffff), 1.75, 0.5, blue),
    ];
    cases.extend(border_cases);
    for (i, (s, u, v, _)) in cases.iter().enumerate() {
        let state = textured(tex, *s);
        draw_cell(&mut r, ctx, &state, i as u32, ([*u, *v], [*u, *v])).unwrap();
    }
    let image = r.read_framebuffer(ctx).unwrap();
    for (i, (s, u, v, want)) in cases.iter().enumerate() {
        let got = rgba_at(&image, 104, i as u32 * 4 + 2, 2);
        assert_eq!(
            got, *want,
            "ADDRESSU {} ADDRESSV {} border {:#x} at ({u}, {v})",
            s.address_u, s.address_v, s.border_color
        );
    }
}

#[test]
fn bad_sampler_values_are_errors_and_unread_stages_are_not_checked() {
    let mut r = renderer();
    let ctx = r.create_context(8, 4).unwrap();
    r.clear_color(ctx, 0xff10_2030).unwrap();
    let tex = red_blue(&mut r);
    let nan_bias = SamplerState {
        mip_lod_bias: f32::NAN.to_bits(),
        ..SamplerState::default()
    };
    for bad in [addressed(9, d3dtaddress::WRAP, 0), nan_bias] {
        let e = draw_cell(&mut r, ctx, &textured(tex, bad), 0, ([0.25; 2], [0.25; 2])).unwrap_err();
        assert_eq!(e.kind, ErrorKind::State, "{e}");
    }
    let image = r.read_framebuffer(ctx).unwrap();
    assert_eq!(
        rgba_at(&image, 8, 2, 2),
        [0x10, 0x20, 0x30, 0xff],
        "nothing drawn"
    );
    // Stage 1 is disabled: its sampler state is never resolved.
    let mut state = textured(tex, SamplerState::default());
    state.stages[1].sampler = addressed(d3dtaddress::MIRRORONCE, 9, 0);
    draw_cell(&mut r, ctx, &state, 1, ([0.25; 2], [0.25; 2])).unwrap();
    let image = r.read_framebuffer(ctx).unwrap();
    assert_eq!(rgba_at(&image, 8, 6, 2), [255, 0, 0, 255]);
}

#[test]
fn both_paths_share_one_sampler_cache_keyed_by_the_normalised_state() {
    let mut r = renderer();
    let ctx = r.create_context(16, 4).unwrap();
    let tex = red_blue(&mut r);
    let before = r.sampler_count();
    let linear = SamplerState {
        mag_filter: d3dtexf::LINEAR,
        min_filter: d3dtexf::LINEAR,
        ..SamplerState::default()
    };
    draw_cell(
        &mut r,
        ctx,
        &textured(tex, linear),
        0,
        ([0.25; 2], [0.25; 2]),
    )
    .unwrap();
    let after_one = r.sampler_count();
    assert!(after_one > before, "a new sampler state makes a sampler");
    // The border colour is unused without BORDER addressing: the same sampler.
    let same = SamplerState {
        border_color: 0x1234_5678,
        ..linear
    };
    draw_cell(&mut r, ctx, &textured(tex, same), 1, ([0.25; 2], [0.25; 2])).unwrap();
    assert_eq!(r.sampler_count(), after_one);
    let mirror = SamplerState {
        address_u: d3dtaddress::MIRROR,
        ..linear
    };
    draw_cell(
        &mut r,
        ctx,
        &textured(tex, mirror),
        2,
        ([0.25; 2], [0.25; 2]),
    )
    .unwrap();
    assert_eq!(r.sampler_count(), after_one + 1);
}

#[test]
fn srgbtexture_samples_the_srgb_view() {
    // The stages sample as a pixel shader's samplers do: a code of 0x80 reads 55.
    let mut r = renderer();
    let ctx = r.create_context(8, 4).unwrap();
    let tex = r
        .create_texture(1, 1, Some(&[0x80, 0x40, 0xff, 0x80]))
        .unwrap();
    let srgb = SamplerState {
        srgb_texture: true,
        ..SamplerState::default()
    };
    draw_cell(&mut r, ctx, &textured(tex, srgb), 0, ([0.5; 2], [0.5; 2])).unwrap();
    draw_cell(
        &mut r,
        ctx,
        &textured(tex, SamplerState::default()),
        1,
        ([0.5; 2], [0.5; 2]),
    )
    .unwrap();
    let image = r.read_framebuffer(ctx).unwrap();
    // D3D9 decodes colour, not alpha: (255, 0x40 -> 13, 0x80 -> 55), alpha 0x80.
    assert_eq!(rgba_at(&image, 8, 1, 1), [255, 13, 55, 0x80]);
    assert_eq!(rgba_at(&image, 8, 5, 1), [255, 0x40, 0x80, 0x80]);
}
