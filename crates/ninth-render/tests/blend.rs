//! Blending against the D3D9 blend equation computed on the CPU: every `BlendMode`, raw
//! D3DBLEND factor / D3DBLENDOP combinations (the ones games use, every factor pair with ADD,
//! every operation), `D3DRS_BLENDFACTOR`, `D3DRS_COLORWRITEENABLE` masks, and overlay (HUD)
//! targets, whose source-alpha blending accumulates coverage in alpha and whose pipelines never
//! share a cache entry with world ones. Colour and alpha are checked within 1 per channel.
//!
//! Cases are drawn into distinct 4x4 cells of one target and read back once, so each test
//! compiles its pipelines once (lavapipe compiles at first draw).

mod common;
use common::*;
use ninth_render::state::blend::{d3dblend as f, d3dblendop as op};
use ninth_render::{BlendMode, CustomBlend, Renderer, RhwDrawState};

const CELL: u32 = 4;
const SIDE: u32 = 128;
const PER_ROW: u32 = SIDE / CELL;

/// (source, destination) colour pairs, one cell each; the third has 1 - Ad < As so that
/// SRCALPHASAT takes its other branch.
const PAIRS: [(u32, u32); 3] = [
    (0x9a40_c020, 0x5080_a0f0),
    (0x30f0_8010, 0xc020_4060),
    (0xe0a0_3070, 0xa060_8020),
];

/// D3D9's factor for channel `i` (0 r, 1 g, 2 b, 3 a) given source, destination and blend
/// factor colours. A colour factor's alpha channel is naturally its alpha form.
fn d3d_factor(factor: u32, i: usize, s: [f64; 4], d: [f64; 4], k: [f64; 4]) -> f64 {
    match factor {
        f::ZERO => 0.0,
        f::ONE => 1.0,
        f::SRCCOLOR => s[i],
        f::INVSRCCOLOR => 1.0 - s[i],
        f::SRCALPHA => s[3],
        f::INVSRCALPHA => 1.0 - s[3],
        f::DESTALPHA => d[3],
        f::INVDESTALPHA => 1.0 - d[3],
        f::DESTCOLOR => d[i],
        f::INVDESTCOLOR => 1.0 - d[i],
        f::SRCALPHASAT if i == 3 => 1.0,
        f::SRCALPHASAT => s[3].min(1.0 - d[3]),
        f::BLENDFACTOR => k[i],
        f::INVBLENDFACTOR => 1.0 - k[i],
        other => panic!("no CPU model for D3DBLEND {other}"),
    }
}

/// The D3D9 blend equation for one pixel.
fn d3d_blend(custom: CustomBlend, src: u32, dst: u32, blend_factor: u32) -> u32 {
    let (s, d, k) = (rgba_f(src), rgba_f(dst), rgba_f(blend_factor));
    // BOTHSRCALPHA / BOTHINVSRCALPHA set both factors from the source factor alone.
    let (sf, df) = match custom.src {
        f::BOTHSRCALPHA => (f::SRCALPHA, f::INVSRCALPHA),
        f::BOTHINVSRCALPHA => (f::INVSRCALPHA, f::SRCALPHA),
        _ => (custom.src, custom.dst),
    };
    to_d3dcolor(std::array::from_fn(|i| {
        let a = s[i] * d3d_factor(sf, i, s, d, k);
        let b = d[i] * d3d_factor(df, i, s, d, k);
        match custom.op {
            op::ADD => a + b,
            op::SUBTRACT => a - b,
            op::REVSUBTRACT => b - a,
            op::MIN => s[i].min(d[i]),
            op::MAX => s[i].max(d[i]),
            other => panic!("no CPU model for D3DBLENDOP {other}"),
        }
    }))
}

fn custom(src: u32, dst: u32, op: u32) -> CustomBlend {
    CustomBlend { src, dst, op }
}

/// One blend case: the state drawn and the D3D9 factors/op that define its result.
struct Case {
    state: RhwDrawState,
    model: CustomBlend,
}

fn cell_origin(index: u32) -> (u32, u32) {
    ((index % PER_ROW) * CELL, (index / PER_ROW) * CELL)
}

/// Draws every case (all destinations in one draw, then one draw per case) into a fresh
/// SIDE x SIDE context, reads back once and checks every pixel of every cell.
fn run_cases(r: &mut Renderer, cases: &[Case]) {
    assert!(cases.len() * PAIRS.len() <= (PER_ROW * PER_ROW) as usize);
    let ctx = r.create_context(SIDE, SIDE).unwrap();
    let cell_quad = |index: u32, color: u32| {
        let (x, y) = cell_origin(index);
        let (x, y) = (x as f32, y as f32);
        quad(x, y, x + CELL as f32, y + CELL as f32, color)
    };
    let mut destinations = Vec::new();
    for c in 0..cases.len() as u32 {
        for (p, &(_, dst)) in PAIRS.iter().enumerate() {
            destinations.extend(cell_quad(c * 3 + p as u32, dst));
        }
    }
    draw(r, ctx, &RhwDrawState::default(), &destinations);
    for (c, case) in cases.iter().enumerate() {
        let sources: Vec<V> = (0..PAIRS.len())
            .flat_map(|p| cell_quad(c as u32 * 3 + p as u32, PAIRS[p].0))
            .collect();
        draw(r, ctx, &case.state, &sources);
    }
    let image = r.read_framebuffer(ctx).unwrap();
    for (c, case) in cases.iter().enumerate() {
        for (p, &(src, dst)) in PAIRS.iter().enumerate() {
            let expected = d3d_blend(case.model, src, dst, case.state.blend_factor);
            let (x, y) = cell_origin(c as u32 * 3 + p as u32);
            let what = format!(
                "case {c} {:?} (model {:?}, factor {:#010x}), src {src:#010x} dst {dst:#010x}",
                case.state.blend, case.model, case.state.blend_factor
            );
            assert_rect(&image, SIDE, x, y, x + CELL, y + CELL, expected, 1, &what);
        }
    }
}

fn case(blend: BlendMode, model: CustomBlend) -> Case {
    Case {
        state: blended(blend),
        model,
    }
}

fn raw(src: u32, dst: u32, op: u32) -> Case {
    let c = custom(src, dst, op);
    case(BlendMode::Custom(c), c)
}

#[test]
fn every_blend_mode_matches_its_d3d9_factors() {
    let add = op::ADD;
    let cases = [
        // Blending off: the source replaces colour and alpha (ONE/ZERO).
        case(BlendMode::None, custom(f::ONE, f::ZERO, add)),
        case(
            BlendMode::SrcAlpha,
            custom(f::SRCALPHA, f::INVSRCALPHA, add),
        ),
        case(BlendMode::Add, custom(f::ONE, f::ONE, add)),
        case(BlendMode::Modulate, custom(f::DESTCOLOR, f::ZERO, add)),
        case(BlendMode::Modulate2, custom(f::DESTCOLOR, f::SRCCOLOR, add)),
        case(BlendMode::SrcAlphaZero, custom(f::SRCALPHA, f::ZERO, add)),
        case(BlendMode::SrcAlphaAdd, custom(f::SRCALPHA, f::ONE, add)),
        case(
            BlendMode::Premultiplied,
            custom(f::ONE, f::INVSRCALPHA, add),
        ),
        case(BlendMode::DestAlphaAdd, custom(f::DESTALPHA, f::ONE, add)),
    ];
    run_cases(&mut renderer(), &cases);
}

#[test]
fn custom_factor_and_operation_combinations_used_by_games() {
    let (add, sub, rev) = (op::ADD, op::SUBTRACT, op::REVSUBTRACT);
    let mut cases = vec![
        raw(f::SRCALPHA, f::INVSRCALPHA, add),
        raw(f::ONE, f::ONE, add),
        raw(f::DESTCOLOR, f::ZERO, add),
        raw(f::ZERO, f::SRCCOLOR, add),
        raw(f::ONE, f::INVSRCALPHA, add),
        raw(f::INVDESTCOLOR, f::ONE, add),
        raw(f::SRCALPHASAT, f::ONE, add),
        raw(f::SRCALPHASAT, f::INVSRCALPHA, add),
        raw(f::ZERO, f::INVSRCCOLOR, add),
        raw(f::DESTCOLOR, f::SRCCOLOR, add),
        raw(f::SRCALPHA, f::ONE, add),
        raw(f::DESTALPHA, f::INVDESTALPHA, add),
        raw(f::INVDESTALPHA, f::DESTALPHA, add),
        raw(f::SRCCOLOR, f::INVSRCCOLOR, add),
        raw(f::ONE, f::ZERO, add),
        raw(f::ZERO, f::ONE, add),
        // The destination factor is ignored: BOTH* derive both factors from the source one.
        raw(f::BOTHSRCALPHA, f::ONE, add),
        raw(f::BOTHSRCALPHA, f::ZERO, add),
        raw(f::BOTHINVSRCALPHA, f::ONE, add),
        raw(f::BOTHINVSRCALPHA, f::DESTCOLOR, add),
        raw(f::ONE, f::ONE, sub),
        raw(f::SRCALPHA, f::ONE, sub),
        raw(f::SRCALPHA, f::INVSRCALPHA, sub),
        raw(f::ONE, f::ONE, rev),
        raw(f::SRCALPHA, f::ONE, rev),
        raw(f::DESTCOLOR, f::SRCCOLOR, rev),
        // MIN and MAX ignore the factors.
        raw(f::ONE, f::ONE, op::MIN),
        raw(f::SRCALPHA, f::INVSRCALPHA, op::MIN),
        raw(f::ONE, f::ONE, op::MAX),
        raw(f::ZERO, f::DESTCOLOR, op::MAX),
    ];
    // BLENDFACTOR / INVBLENDFACTOR with two different D3DRS_BLENDFACTOR values (dynamic
    // state: same pipeline, different constant).
    for factor in [0x4080_6020, 0xc010_f0a0] {
        for (src, dst, o) in [
            (f::BLENDFACTOR, f::INVBLENDFACTOR, add),
            (f::INVBLENDFACTOR, f::BLENDFACTOR, add),
            (f::BLENDFACTOR, f::ONE, rev),
        ] {
            let mut c = raw(src, dst, o);
            c.state.blend_factor = factor;
            cases.push(c);
        }
    }
    run_cases(&mut renderer(), &cases);
}

#[test]
fn every_factor_pair_with_add_and_every_operation() {
    let mut cases = Vec::new();
    for src in f::ZERO..=f::INVBLENDFACTOR {
        for dst in f::ZERO..=f::INVBLENDFACTOR {
            if matches!(dst, f::BOTHSRCALPHA | f::BOTHINVSRCALPHA) {
                continue; // source-only factors
            }
            let mut c = raw(src, dst, op::ADD);
            c.state.blend_factor = 0x6633_cc99;
            cases.push(c);
        }
    }
    for o in [op::SUBTRACT, op::REVSUBTRACT, op::MIN, op::MAX] {
        for (src, dst) in [
            (f::SRCCOLOR, f::DESTALPHA),
            (f::INVSRCALPHA, f::INVDESTCOLOR),
        ] {
            cases.push(raw(src, dst, o));
        }
    }
    run_cases(&mut renderer(), &cases);
}

#[test]
fn color_write_masks_keep_unwritten_channels() {
    let mut r = renderer();
    let ctx = r.create_context(64, 16).unwrap();
    let (src, dst) = (0x80c0_4020_u32, 0x3366_99cc_u32);
    draw(
        &mut r,
        ctx,
        &RhwDrawState::default(),
        &quad(0.0, 0.0, 64.0, 16.0, dst),
    );
    // Each of the 16 masks over its own 4x4 cell with blending off.
    for mask in 0..16_u32 {
        let state = RhwDrawState {
            color_write_mask: mask,
            ..Default::default()
        };
        let x = (mask * 4) as f32;
        draw(&mut r, ctx, &state, &quad(x, 0.0, x + 4.0, 4.0, src));
    }
    // RGB-only (7) with source-alpha blending: Halo's destination-alpha passes.
    let rgb_only = RhwDrawState {
        color_write_mask: 7,
        ..blended(BlendMode::SrcAlpha)
    };
    draw(&mut r, ctx, &rgb_only, &quad(0.0, 8.0, 8.0, 12.0, src));
    // Alpha only (8) with additive blending.
    let alpha_only = RhwDrawState {
        color_write_mask: 8,
        ..blended(BlendMode::Add)
    };
    draw(&mut r, ctx, &alpha_only, &quad(8.0, 8.0, 16.0, 12.0, src));
    let image = r.read_framebuffer(ctx).unwrap();
    // D3DCOLORWRITEENABLE: 1 red, 2 green, 4 blue, 8 alpha; D3DCOLOR shifts 16, 8, 0, 24.
    for mask in 0..16_u32 {
        let mut expected = 0;
        for (bit, shift) in [(1, 16), (2, 8), (4, 0), (8, 24)] {
            let from = if mask & bit != 0 { src } else { dst };
            expected |= from & (0xff << shift);
        }
        let x = mask * 4;
        assert_rect(
            &image,
            64,
            x,
            0,
            x + 4,
            4,
            expected,
            0,
            &format!("mask {mask:#x}"),
        );
    }
    let blend = d3d_blend(custom(f::SRCALPHA, f::INVSRCALPHA, op::ADD), src, dst, 0);
    let rgb_expected = (blend & 0x00ff_ffff) | (dst & 0xff00_0000);
    assert_rect(
        &image,
        64,
        0,
        8,
        8,
        12,
        rgb_expected,
        1,
        "mask 7 keeps destination alpha",
    );
    let add = d3d_blend(custom(f::ONE, f::ONE, op::ADD), src, dst, 0);
    let alpha_expected = (add & 0xff00_0000) | (dst & 0x00ff_ffff);
    assert_rect(
        &image,
        64,
        8,
        8,
        16,
        12,
        alpha_expected,
        1,
        "mask 8 keeps colour",
    );
    assert_rect(&image, 64, 16, 8, 64, 16, dst, 0, "untouched");
}

/// Draws `src` with SrcAlpha over `dst` into `ctx` at `x` and returns the pixel.
fn src_alpha_over(r: &mut Renderer, ctx: ninth_render::ContextId, x: f32, src: u32, dst: u32) {
    draw(
        r,
        ctx,
        &RhwDrawState::default(),
        &quad(x, 0.0, x + 4.0, 4.0, dst),
    );
    draw(
        r,
        ctx,
        &blended(BlendMode::SrcAlpha),
        &quad(x, 0.0, x + 4.0, 4.0, src),
    );
}

/// The expected alpha of SrcAlpha blending: overlay `srcA + dstA(1-srcA)`, world
/// `srcA*srcA + dstA(1-srcA)`; colour is the same in both.
fn src_alpha_expected(src: u32, dst: u32, overlay: bool) -> u32 {
    let world = d3d_blend(custom(f::SRCALPHA, f::INVSRCALPHA, op::ADD), src, dst, 0);
    let (s, d) = (rgba_f(src), rgba_f(dst));
    let alpha = if overlay {
        s[3] + d[3] * (1.0 - s[3])
    } else {
        s[3] * s[3] + d[3] * (1.0 - s[3])
    };
    (world & 0x00ff_ffff) | (((alpha.clamp(0.0, 1.0) * 255.0).round() as u32) << 24)
}

#[test]
fn overlay_targets_accumulate_coverage_and_never_share_world_pipelines() {
    let (src, dst) = (0x8040_c0ff_u32, 0x6010_2030_u32);
    assert_ne!(
        src_alpha_expected(src, dst, true) >> 24,
        src_alpha_expected(src, dst, false) >> 24,
        "the colours must tell the two alpha rules apart"
    );
    for overlay_first in [false, true] {
        let mut r = renderer();
        let world = r.create_context(8, 4).unwrap();
        let hud = r.create_context(8, 4).unwrap();
        r.set_overlay_target(hud, true).unwrap();
        // Warm the opaque pipeline so only SrcAlpha pipelines are counted below.
        draw(
            &mut r,
            world,
            &RhwDrawState::default(),
            &quad(4.0, 0.0, 8.0, 4.0, dst),
        );
        draw(
            &mut r,
            hud,
            &RhwDrawState::default(),
            &quad(4.0, 0.0, 8.0, 4.0, dst),
        );
        let order = if overlay_first {
            [hud, world]
        } else {
            [world, hud]
        };
        let base = r.program_pipeline_count();
        src_alpha_over(&mut r, order[0], 0.0, src, dst);
        assert_eq!(
            r.program_pipeline_count(),
            base + 1,
            "overlay first: {overlay_first}"
        );
        src_alpha_over(&mut r, order[1], 0.0, src, dst);
        assert_eq!(
            r.program_pipeline_count(),
            base + 2,
            "the second target kind needs its own pipeline (overlay first: {overlay_first})"
        );
        // Drawing again into either reuses its pipeline.
        src_alpha_over(&mut r, order[0], 4.0, src, dst);
        src_alpha_over(&mut r, order[1], 4.0, src, dst);
        assert_eq!(r.program_pipeline_count(), base + 2);
        for (ctx, overlay) in [(world, false), (hud, true)] {
            let image = r.read_framebuffer(ctx).unwrap();
            let expected = src_alpha_expected(src, dst, overlay);
            let what = format!("overlay {overlay} (overlay first: {overlay_first})");
            assert_rect(&image, 8, 0, 0, 8, 4, expected, 1, &what);
        }
    }
}

#[test]
fn overlay_flag_changes_only_source_alpha_blending() {
    // On an overlay target every other mode keeps its D3D9 equation.
    let mut r = renderer();
    let hud = r.create_context(16, 4).unwrap();
    r.set_overlay_target(hud, true).unwrap();
    let (src, dst) = (0x9a40_c020_u32, 0x5080_a0f0_u32);
    let modes = [
        (BlendMode::Add, custom(f::ONE, f::ONE, op::ADD)),
        (
            BlendMode::Premultiplied,
            custom(f::ONE, f::INVSRCALPHA, op::ADD),
        ),
        (BlendMode::Modulate, custom(f::DESTCOLOR, f::ZERO, op::ADD)),
    ];
    for (i, (mode, _)) in modes.iter().enumerate() {
        let x = i as f32 * 4.0;
        draw(
            &mut r,
            hud,
            &RhwDrawState::default(),
            &quad(x, 0.0, x + 4.0, 4.0, dst),
        );
        draw(
            &mut r,
            hud,
            &blended(*mode),
            &quad(x, 0.0, x + 4.0, 4.0, src),
        );
    }
    let image = r.read_framebuffer(hud).unwrap();
    for (i, (mode, model)) in modes.iter().enumerate() {
        let x = i as u32 * 4;
        let expected = d3d_blend(*model, src, dst, 0);
        assert_rect(
            &image,
            16,
            x,
            0,
            x + 4,
            4,
            expected,
            1,
            &format!("overlay {mode:?}"),
        );
    }
}
