//! The content-keyed texture cache: bytes counted with mip chains, least-recently-used
//! eviction under the budget, binding scopes that pin, an evicted texture still drawn by the
//! draw recorded before its eviction, equal content found again, and bad input refused.

mod common;
mod texture_util;
use common::*;
use ninth_render::state::fixed::FixedTextureKind;
use ninth_render::{ErrorKind, Renderer, RhwDrawState, TextureFormat};
use texture_util::{UNIT, draw_rect, select_texture};

/// 8x8 A8R8G8B8 of one colour: 256 bytes without mips.
fn solid(color: u32, side: u32) -> Vec<u8> {
    (0..side * side).flat_map(|_| color.to_le_bytes()).collect()
}

fn nomip(r: &mut Renderer, color: u32) -> ninth_render::CacheKey {
    r.create_cached_nomip(TextureFormat::A8R8G8B8, 8, 8, &solid(color, 8))
        .unwrap()
        .0
}

#[test]
fn least_recently_used_textures_go_first_under_a_1_kib_budget() {
    let mut r = renderer();
    r.set_texture_cache_budget(1024);
    let [a, b, c, d] = [1, 2, 3, 4].map(|i| nomip(&mut r, 0xff00_0000 | i));
    assert_eq!(r.texture_cache_usage(), (1024, 4));
    assert!(
        r.find_cached(a).is_some(),
        "A used again: B is now the oldest"
    );
    let e = nomip(&mut r, 0xff00_0005);
    assert_eq!(r.find_cached(b), None, "B evicted");
    for key in [a, c, d, e] {
        assert!(r.find_cached(key).is_some(), "{key} kept");
    }
    assert_eq!(r.texture_cache_usage(), (1024, 4));
    // Use order now: A, C, D, E (the finds above). An 8x8 with its chain is
    // (64 + 16 + 4 + 1) * 4 = 340 bytes: A and C go.
    let (f, _) = r
        .create_cached(TextureFormat::A8R8G8B8, 8, 8, &solid(0xff00_0006, 8))
        .unwrap();
    assert_eq!(r.find_cached(a), None);
    assert_eq!(r.find_cached(c), None);
    assert!(r.find_cached(d).is_some() && r.find_cached(e).is_some());
    assert!(r.find_cached(f).is_some());
    assert_eq!(r.texture_cache_usage(), (512 + 340, 3));
}

#[test]
fn mip_chains_are_counted_whole_and_equal_content_is_found_again() {
    let mut r = renderer();
    let pixels: Vec<u8> = (0..15u32)
        .flat_map(|i| (0xff00_0000 | i).to_le_bytes())
        .collect();
    let (key, id) = r
        .create_cached(TextureFormat::A8R8G8B8, 3, 5, &pixels)
        .unwrap();
    assert_eq!(
        r.texture_cache_usage(),
        (72, 1),
        "3x5 with all levels: 72 bytes"
    );
    assert_eq!(r.texture_desc(id).unwrap().levels, 3);
    assert_eq!(
        r.create_cached(TextureFormat::A8R8G8B8, 3, 5, &pixels)
            .unwrap(),
        (key, id),
        "the same content is the same texture"
    );
    assert_eq!(r.texture_cache_usage(), (72, 1));
    // Without mips it is another entry (the mip policy is part of the key).
    let (other, _) = r
        .create_cached_nomip(TextureFormat::A8R8G8B8, 3, 5, &pixels)
        .unwrap();
    assert_ne!(other, key);
    assert_eq!(r.texture_cache_usage(), (72 + 60, 2));
    let big = solid(0xff80_4020, 256);
    r.create_cached(TextureFormat::X8R8G8B8, 256, 256, &big)
        .unwrap();
    assert_eq!(r.texture_cache_usage(), (72 + 60 + 349_524, 3));
    // Destroying a cached texture takes it out of the cache.
    r.destroy_texture(id).unwrap();
    assert_eq!(r.find_cached(key), None);
    assert_eq!(r.texture_cache_usage(), (60 + 349_524, 2));
}

#[test]
fn a_binding_scope_pins_what_it_resolves() {
    let mut r = renderer();
    r.set_texture_cache_budget(1024);
    r.begin_binding_scope().unwrap();
    let keys = [1, 2, 3, 4].map(|i| nomip(&mut r, 0xff00_0000 | i));
    let full = r
        .create_cached_nomip(TextureFormat::A8R8G8B8, 8, 8, &solid(0xff00_0009, 8))
        .unwrap_err();
    assert_eq!(full.kind, ErrorKind::Texture);
    assert!(full.to_string().contains("pinned"), "{full}");
    assert_eq!(r.texture_cache_usage(), (1024, 4), "nothing evicted");
    r.end_binding_scope().unwrap();
    // After the scope eviction resumes: the oldest goes.
    nomip(&mut r, 0xff00_0009);
    assert_eq!(r.find_cached(keys[0]), None);
    // A texture found inside a scope is pinned too: B survives two creations that evict
    // the two oldest unpinned (C, D).
    r.begin_binding_scope().unwrap();
    assert!(r.find_cached(keys[1]).is_some());
    nomip(&mut r, 0xff00_000a);
    nomip(&mut r, 0xff00_000b);
    r.end_binding_scope().unwrap();
    assert!(r.find_cached(keys[1]).is_some());
    assert_eq!(r.find_cached(keys[2]), None);
    assert_eq!(r.find_cached(keys[3]), None);
}

#[test]
fn an_evicted_texture_still_draws_in_the_draw_recorded_before() {
    let mut r = renderer();
    r.set_texture_cache_budget(64);
    let ctx = r.create_context(4, 4).unwrap();
    let red = solid(0xffff_0000, 4);
    let (key, id) = r
        .create_cached_nomip(TextureFormat::A8R8G8B8, 4, 4, &red)
        .unwrap();
    let state = RhwDrawState {
        texture: Some(id),
        ..Default::default()
    };
    draw(
        &mut r,
        ctx,
        &state,
        &textured_quad(0.0, 0.0, 4.0, 4.0, 0xffff_ffff),
    );
    // A second 64-byte texture evicts the first before anything is submitted.
    r.create_cached_nomip(TextureFormat::A8R8G8B8, 4, 4, &solid(0xff00_ff00, 4))
        .unwrap();
    assert_eq!(r.find_cached(key), None);
    assert!(r.texture_desc(id).is_err(), "the evicted id is stale");
    let image = r.read_framebuffer(ctx).unwrap();
    assert_rect(
        &image,
        4,
        0,
        0,
        4,
        4,
        0xffff_0000,
        0,
        "drawn with the evicted texture",
    );
    // A draw with the stale id is refused and draws nothing.
    let err = r
        .draw_rhw(
            ctx,
            &state,
            ninth_render::Primitive::TriangleList,
            &pack(&textured_quad(0.0, 0.0, 4.0, 4.0, 0xffff_ffff)),
            28,
            None,
        )
        .unwrap_err();
    assert!(
        matches!(err.kind, ErrorKind::Texture | ErrorKind::Args),
        "{err}"
    );
}

#[test]
fn bad_input_is_refused_and_changes_nothing() {
    let mut r = renderer();
    let short = r
        .create_cached(TextureFormat::A8R8G8B8, 4, 4, &[0; 63])
        .unwrap_err();
    assert_eq!(short.kind, ErrorKind::Args);
    assert!(short.to_string().contains("64 bytes, got 63"), "{short}");
    let zero = r
        .create_cached_nomip(TextureFormat::A8R8G8B8, 0, 4, &[])
        .unwrap_err();
    assert_eq!(zero.kind, ErrorKind::Args, "{zero}");
    let dxt = r
        .create_cached(TextureFormat::from_d3d(0x3154_5844).unwrap(), 4, 4, &[0; 8])
        .unwrap_err();
    assert_eq!(dxt.kind, ErrorKind::Unsupported, "{dxt}");
    // DXT1 without mips is fine: one 8-byte block.
    r.create_cached_nomip(TextureFormat::from_d3d(0x3154_5844).unwrap(), 4, 4, &[0; 8])
        .unwrap();
    r.set_texture_cache_budget(100);
    let huge = r
        .create_cached_nomip(TextureFormat::A8R8G8B8, 8, 8, &solid(0, 8))
        .unwrap_err();
    assert_eq!(huge.kind, ErrorKind::Texture);
    assert!(huge.to_string().contains("exceeds"), "{huge}");
    assert_eq!(
        r.end_binding_scope().unwrap_err().kind,
        ErrorKind::State,
        "no scope open"
    );
    r.begin_binding_scope().unwrap();
    assert_eq!(r.begin_binding_scope().unwrap_err().kind, ErrorKind::State);
    r.end_binding_scope().unwrap();
    assert_eq!(r.texture_cache_usage(), (8, 1), "only the DXT1 texture");
}

#[test]
fn the_box_filtered_chain_is_what_a_minified_draw_samples() {
    let mut r = renderer();
    // 4x4: the left two columns red, the right two blue. Level 2 (1x1) averages them all.
    let pixels: Vec<u8> = (0..16u32)
        .flat_map(|i| {
            let color: u32 = if i % 4 < 2 { 0xffff_0000 } else { 0xff00_00ff };
            color.to_le_bytes()
        })
        .collect();
    let ctx = r.create_context(1, 1).unwrap();
    for (mips, want) in [(true, 0xff80_0080u32), (false, 0xff00_00ff)] {
        let (_, id) = if mips {
            r.create_cached(TextureFormat::A8R8G8B8, 4, 4, &pixels)
        } else {
            r.create_cached_nomip(TextureFormat::A8R8G8B8, 4, 4, &pixels)
        }
        .unwrap();
        let state = RhwDrawState {
            texture: Some(id),
            ..Default::default()
        };
        // Four texels per pixel: level 2 with the chain; the centre texel (2, 2) of level 0
        // without one.
        draw(
            &mut r,
            ctx,
            &state,
            &textured_quad(0.0, 0.0, 1.0, 1.0, 0xffff_ffff),
        );
        let image = r.read_framebuffer(ctx).unwrap();
        assert_rect(&image, 1, 0, 0, 1, 1, want, 1, &format!("mips {mips}"));
    }
}

#[test]
fn cube_and_volume_textures_are_cached_by_shape_and_content() {
    let mut r = renderer();
    // Six 4x4 faces of their own colours, each with its chain: 6 * (16 + 4 + 1) texels.
    let faces: Vec<u8> = (0..6u32)
        .flat_map(|f| solid(0xff00_0000 | (40 * f), 4))
        .collect();
    let (cube_key, cube) = r
        .create_cached_cube(TextureFormat::A8R8G8B8, 4, &faces)
        .unwrap();
    assert_eq!(r.texture_cache_usage(), (6 * 21 * 4, 1));
    let desc = r.texture_desc(cube).unwrap();
    assert_eq!((desc.ty, desc.levels), (ninth_render::TextureType::Cube, 3));
    assert_eq!(
        r.create_cached_cube(TextureFormat::A8R8G8B8, 4, &faces)
            .unwrap(),
        (cube_key, cube)
    );
    let (flat_key, _) = r
        .create_cached_cube_nomip(TextureFormat::A8R8G8B8, 4, &faces)
        .unwrap();
    assert_ne!(flat_key, cube_key, "the mip policy is part of the key");
    // The same bytes as a 4x4x6 volume are another texture.
    let (volume_key, volume) = r
        .create_cached_volume_nomip(TextureFormat::A8R8G8B8, (4, 4, 6), &faces)
        .unwrap();
    assert_ne!(volume_key, flat_key, "the shape is part of the key");
    assert_eq!(
        r.texture_desc(volume).unwrap().ty,
        ninth_render::TextureType::Volume
    );
    assert_eq!(r.texture_cache_usage(), (504 + 384 + 384, 3));
    // Five faces' bytes are refused; so is a non-square cube's count and a mip chain of DXT1.
    let short = r
        .create_cached_cube(TextureFormat::A8R8G8B8, 4, &faces[..5 * 64])
        .unwrap_err();
    assert_eq!(short.kind, ErrorKind::Args, "{short}");
    let dxt = r
        .create_cached_cube(TextureFormat::from_d3d(0x3154_5844).unwrap(), 4, &[0; 48])
        .unwrap_err();
    assert_eq!(dxt.kind, ErrorKind::Unsupported, "{dxt}");
    assert_eq!(r.texture_cache_usage().1, 3);
}

/// A volume's chain is box filtered over all three axes: a 4x4x4 volume of red slices 0-1
/// and blue slices 2-3 has a 2x2x2 level (red slice, blue slice) and a 1x1x1 level of their
/// mean; (64 + 8 + 1) texels are counted. Sampled at w = 0.25 and 0.75 with MAXMIPLEVEL 1 and
/// 2 (point filters) through the fixed-function stage.
#[test]
fn a_volume_chain_is_box_filtered_in_depth_too() {
    let mut r = renderer();
    let slices: Vec<u8> = (0..4u32)
        .flat_map(|z| solid(if z < 2 { 0xffff_0000 } else { 0xff00_00ff }, 4))
        .collect();
    let (_, volume) = r
        .create_cached_volume(TextureFormat::A8R8G8B8, (4, 4, 4), &slices)
        .unwrap();
    assert_eq!(r.texture_desc(volume).unwrap().levels, 3);
    assert_eq!(r.texture_cache_usage(), ((64 + 8 + 1) * 4, 1));
    let ctx = r.create_context(8, 4).unwrap();
    let draws = [(1, 0.25f32, 0), (1, 0.75, 2), (2, 0.25, 4), (2, 0.75, 6)];
    for (level, w, x) in draws {
        let mut s = select_texture(Some(volume), FixedTextureKind::Volume, true);
        s.stages[0].sampler.max_mip_level = level;
        s.stages[0].sampler.mip_filter = 1; // POINT
        let tc = UNIT.map(|[u, v, _, q]| [u, v, w, q]);
        draw_rect(&mut r, ctx, &s, x as f32, 0.0, 2.0, 4.0, tc);
    }
    let image = r.read_framebuffer(ctx).unwrap();
    let px = |x| pixel(&image, 8, x, 1);
    assert_eq!(
        (px(0), px(2)),
        (0xffff_0000, 0xff00_00ff),
        "level 1: red and blue slices"
    );
    for x in [4, 6] {
        let c = px(x).to_le_bytes();
        assert!(
            c[0].abs_diff(128) <= 1 && c[1] == 0 && c[2].abs_diff(128) <= 1,
            "level 2 at {x}: {c:?}"
        );
    }
}
