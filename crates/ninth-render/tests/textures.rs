//! Uncached textures: creation with data, region updates (ordered between the draws that
//! sample before and after), nearest sampling with clamp and wrap, destruction while a queued
//! draw still uses the texture, stale ids, and the rules for render-target aliases.

mod common;
use common::*;
use ninth_render::{ContextId, ErrorKind, Renderer, RhwDrawState, TextureId};

/// 4x4 texels, texel (i, j) = 0xAARRGGBB with R = 0x10 * i, G = 0x10 * j, A and B marked.
fn texel(i: u32, j: u32) -> u32 {
    0x8000_0000 | ((0x10 * i) << 16) | ((0x10 * j) << 8) | 0x33
}

fn texels() -> Vec<u8> {
    (0..16)
        .flat_map(|k| texel(k % 4, k / 4).to_le_bytes())
        .collect()
}

/// Draws `id` over the 8x8 context with UVs 0..`uv_max` (nearest), replacing its contents.
fn sample(r: &mut Renderer, ctx: ContextId, id: TextureId, clamp: bool, uv_max: f32) {
    let state = RhwDrawState {
        texture: Some(id),
        address_clamp: clamp,
        ..Default::default()
    };
    let mut q = textured_quad(0.0, 0.0, 8.0, 8.0, 0xffff_ffff);
    for v in &mut q {
        v.u *= uv_max;
        v.v *= uv_max;
    }
    draw(r, ctx, &state, &q);
}

#[test]
fn create_update_and_sample_with_clamp_and_wrap() {
    let mut r = renderer();
    let slots = r.texture_table_len();
    let tex = r.create_texture(4, 4, Some(&texels())).unwrap();
    assert_eq!(r.texture_table_len(), slots + 1);
    let [before, clamped, wrapped] = [0; 3].map(|_| r.create_context(8, 8).unwrap());
    // Sampled before the update: must see the original texels.
    sample(&mut r, before, tex, true, 1.0);
    // Update texels (1..3, 2..4) from rows with an odd pitch.
    let pitch = 2 * 4 + 5;
    let mut update = vec![0xee_u8; pitch * 2];
    let new = |i: u32, j: u32| 0xff00_0000 | ((i * 0x40) << 8) | (j * 0x40);
    for j in 0..2 {
        for i in 0..2 {
            let at = j * pitch + i * 4;
            update[at..at + 4].copy_from_slice(&new(i as u32, j as u32).to_le_bytes());
        }
    }
    r.update_texture(tex, 1, 2, 2, 2, &update, pitch as u32)
        .unwrap();
    let expected = |i: u32, j: u32| {
        if (1..3).contains(&i) && (2..4).contains(&j) {
            new(i - 1, j - 2)
        } else {
            texel(i, j)
        }
    };
    // UVs 0..2 over 8 pixels: pixel x samples u = (x + 0.5) / 4, texel x, wrapped or clamped.
    sample(&mut r, clamped, tex, true, 2.0);
    sample(&mut r, wrapped, tex, false, 2.0);
    let images = [before, clamped, wrapped].map(|c| r.read_framebuffer(c).unwrap());
    for y in 0..8 {
        for x in 0..8 {
            assert_eq!(
                pixel(&images[0], 8, x, y),
                texel(x / 2, y / 2),
                "before update ({x}, {y})"
            );
            let e = expected(x.min(3), y.min(3));
            assert_eq!(pixel(&images[1], 8, x, y), e, "clamp ({x}, {y})");
            assert_eq!(
                pixel(&images[2], 8, x, y),
                expected(x % 4, y % 4),
                "wrap ({x}, {y})"
            );
        }
    }
}

#[test]
fn modulates_vertex_colour_and_defaults_to_transparent_black() {
    let mut r = renderer();
    let blank = r.create_texture(2, 2, None).unwrap();
    let white = r.create_texture(1, 1, Some(&[0xff; 4])).unwrap();
    let ctx = r.create_context(8, 8).unwrap();
    sample(&mut r, ctx, blank, true, 1.0);
    assert_eq!(
        read_pixel(&mut r, ctx, 3, 3),
        0,
        "created without data: transparent black"
    );
    let state = RhwDrawState {
        texture: Some(white),
        ..Default::default()
    };
    draw(
        &mut r,
        ctx,
        &state,
        &textured_quad(0.0, 0.0, 8.0, 8.0, 0x8040_c0ff),
    );
    assert_eq!(
        read_pixel(&mut r, ctx, 3, 3),
        0x8040_c0ff,
        "white texel keeps the vertex colour"
    );
}

#[test]
fn destroyed_textures_are_stale_and_queued_draws_keep_them_alive() {
    let mut r = renderer();
    let ctx = r.create_context(8, 8).unwrap();
    let slots = r.texture_table_len();
    let tex = r.create_texture(4, 4, Some(&texels())).unwrap();
    sample(&mut r, ctx, tex, true, 1.0);
    r.destroy_texture(tex).unwrap();
    assert_eq!(r.texture_table_len(), slots);
    // The draw queued before the destroy still samples it.
    let image = r.read_framebuffer(ctx).unwrap();
    assert_eq!(pixel(&image, 8, 7, 7), texel(3, 3));

    let state = RhwDrawState {
        texture: Some(tex),
        ..Default::default()
    };
    let q = pack(&textured_quad(0.0, 0.0, 8.0, 8.0, !0));
    let e = r
        .draw_rhw(
            ctx,
            &state,
            ninth_render::Primitive::TriangleList,
            &q,
            28,
            None,
        )
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::Texture, "{e}");
    let e = r.update_texture(tex, 0, 0, 1, 1, &[0; 4], 4).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Texture, "{e}");
    let e = r.destroy_texture(tex).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Texture, "{e}");
    // A new texture may reuse the slot but never the id.
    let reused = r.create_texture(4, 4, None).unwrap();
    assert_ne!(reused, tex);
    assert_eq!(r.destroy_texture(tex).unwrap_err().kind, ErrorKind::Texture);
    assert_eq!(
        r.read_framebuffer(ctx).unwrap(),
        image,
        "nothing drawn by the failed calls"
    );
}

#[test]
fn target_aliases_cannot_be_destroyed_updated_or_sampled_by_their_own_context() {
    let mut r = renderer();
    let ctx = r.create_context(8, 8).unwrap();
    draw(
        &mut r,
        ctx,
        &RhwDrawState::default(),
        &quad(0.0, 0.0, 8.0, 8.0, 0xff12_3456),
    );
    let alias = r.target_texture(ctx).unwrap();
    assert_eq!(
        r.destroy_texture(alias).unwrap_err().kind,
        ErrorKind::Texture
    );
    let e = r.update_texture(alias, 0, 0, 1, 1, &[0; 4], 4).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Texture, "{e}");
    let state = RhwDrawState {
        texture: Some(alias),
        ..Default::default()
    };
    let q = pack(&textured_quad(0.0, 0.0, 8.0, 8.0, !0));
    let e = r
        .draw_rhw(
            ctx,
            &state,
            ninth_render::Primitive::TriangleList,
            &q,
            28,
            None,
        )
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::State, "{e}");
    let image = r.read_framebuffer(ctx).unwrap();
    assert!(
        pixels(&image).iter().all(|&p| p == 0xff12_3456),
        "nothing drawn"
    );
    // Destroying the context frees its alias: the id is then stale.
    let other = r.create_context(8, 8).unwrap();
    r.destroy_context(ctx).unwrap();
    let e = r
        .draw_rhw(
            other,
            &state,
            ninth_render::Primitive::TriangleList,
            &q,
            28,
            None,
        )
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::Texture, "{e}");
    assert_eq!(read_pixel(&mut r, other, 0, 0), 0xff00_0000);
}
