//! Managed textures through the renderer's content-keyed cache: equal contents share one
//! entry, an entry evicted under the byte budget is made again from the texture's system
//! copy when a draw needs it, the textures of one draw pin each other (one that does not fit
//! is drawn from an owned texture), a rewritten texture leaves the cache, and default-pool
//! textures never enter it.

mod common;

use common::*;
use ninth_d3d9::{Device, DeviceParams, TextureDesc, TextureHandle, TextureShape};

const BLACK: u32 = 0xff00_0000;
/// `D3DFVF_XYZRHW | D3DFVF_DIFFUSE | D3DFVF_TEX1`.
const FVF_TEX1: u32 = 0x144;
const TRIANGLESTRIP: u32 = 5;

fn device(renderer: &mut ninth_render::Renderer) -> Device<'_> {
    let mut d = Device::new(renderer, DeviceParams::new(16, 16)).unwrap();
    d.set_render_state(137, 0).unwrap(); // D3DRS_LIGHTING off
    d.set_render_state(22, 1).unwrap(); // D3DRS_CULLMODE none
    d.clear(&[], 1, BLACK, 1.0, 0).unwrap();
    d.set_texture_stage_state(0, 1, 2).unwrap(); // COLOROP SELECTARG1 (TEXTURE)
    d.set_fvf(FVF_TEX1).unwrap();
    d
}

/// A 2x2 X8R8G8B8 texture of one colour (16 bytes) in `pool` (`usage` DYNAMIC for pool 0).
fn solid(d: &mut Device, color: u32, pool: u32) -> TextureHandle {
    let t = d
        .create_texture(TextureDesc {
            shape: TextureShape::TwoD(2, 2),
            format: 22,
            levels: 1,
            usage: if pool == 0 { 0x200 } else { 0 },
            pool,
        })
        .unwrap();
    let locked = d.lock_texture(t, 0, 0, None, 0).unwrap();
    for texel in locked.data.chunks_exact_mut(4) {
        texel.copy_from_slice(&color.to_le_bytes());
    }
    d.unlock_texture(t, 0, 0).unwrap();
    t
}

/// Draws `texture` (stage 0) over the 2x2 pixels at (`x`, 0).
fn draw_at(d: &mut Device, texture: TextureHandle, x: u32) {
    d.set_texture(0, Some(texture)).unwrap();
    let q = uv_square(x, 0, 2);
    d.draw_primitive_up(TRIANGLESTRIP, 2, &q, 28).unwrap();
}

#[test]
fn equal_managed_contents_share_an_entry_and_default_pool_textures_stay_out() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    let a = solid(&mut d, 0x00ff_0000, 1);
    let b = solid(&mut d, 0x00ff_0000, 1);
    let c = solid(&mut d, 0x0000_ff00, 1);
    let dynamic = solid(&mut d, 0x0000_00ff, 0);
    for (n, t) in [a, b, c, dynamic].into_iter().enumerate() {
        draw_at(&mut d, t, 2 * n as u32);
    }
    assert_eq!(
        d.renderer().texture_cache_usage(),
        (32, 2),
        "A and B share one 16-byte entry; C has one; the dynamic texture none"
    );
    // Releasing A leaves the shared entry to B.
    d.set_texture(0, None).unwrap();
    d.release_texture(a).unwrap();
    draw_at(&mut d, b, 8);
    let image = backbuffer(&mut d);
    for (x, color) in [
        (0, 0xffff_0000),
        (2, 0xffff_0000),
        (4, 0xff00_ff00),
        (6, 0xff00_00ff),
        (8, 0xffff_0000),
    ] {
        assert_eq!(pixel(&image, x, 1), rgba(color), "pixel {x}");
    }
    assert_eq!(d.renderer().texture_cache_usage(), (32, 2));
}

#[test]
fn an_evicted_entry_is_made_again_from_the_system_copy() {
    let mut renderer = renderer();
    renderer.set_texture_cache_budget(32);
    let mut d = device(&mut renderer);
    let colors = [0x00ff_0000u32, 0x0000_ff00, 0x0000_00ff];
    let textures: Vec<_> = colors.iter().map(|&c| solid(&mut d, c, 1)).collect();
    // Two fit: drawing the third evicts the first.
    for (n, &t) in textures.iter().enumerate() {
        draw_at(&mut d, t, 2 * n as u32);
    }
    assert_eq!(d.renderer().texture_cache_evictions(), 1);
    // The first again (its state was resolved before the eviction): made again.
    draw_at(&mut d, textures[0], 6);
    assert_eq!(d.renderer().texture_cache_evictions(), 2);
    assert_eq!(d.renderer().texture_cache_usage(), (32, 2));
    let image = backbuffer(&mut d);
    for (x, color) in [
        (0, 0xffff_0000),
        (2, 0xff00_ff00),
        (4, 0xff00_00ff),
        (6, 0xffff_0000),
    ] {
        assert_eq!(pixel(&image, x, 1), rgba(color), "pixel {x}");
    }
}

#[test]
fn one_draws_textures_pin_each_other_and_a_rewrite_leaves_the_cache() {
    let mut renderer = renderer();
    renderer.set_texture_cache_budget(16);
    let mut d = device(&mut renderer);
    let red = solid(&mut d, 0x00ff_8040, 1);
    let gray = solid(&mut d, 0x0080_8080, 1);
    // Stage 1 modulates stage 0's result with its texture: two textures in one draw where
    // the cache holds one; the second is drawn from an owned texture.
    d.set_texture(1, Some(gray)).unwrap();
    d.set_texture_stage_state(1, 1, 4).unwrap(); // COLOROP MODULATE
    d.set_texture_stage_state(1, 2, 2).unwrap(); // COLORARG1 TEXTURE
    d.set_texture_stage_state(1, 3, 1).unwrap(); // COLORARG2 CURRENT
    d.set_texture_stage_state(1, 11, 0).unwrap(); // TEXCOORDINDEX 0
    draw_at(&mut d, red, 0);
    assert_eq!(d.renderer().texture_cache_usage(), (16, 1));
    assert_eq!(d.renderer().texture_cache_evictions(), 0);
    let image = backbuffer(&mut d);
    // 0xff * 0x80 / 255 = 0x80, 0x80 * 0x80 / 255 = 0x40, 0x40 * 0x80 / 255 = 0x20.
    let [r, g, b, _] = pixel(&image, 1, 1);
    assert!(
        r.abs_diff(0x80) <= 1 && g.abs_diff(0x40) <= 1 && b.abs_diff(0x20) <= 1,
        "{:?}",
        (r, g, b)
    );
    // A managed texture rewritten after a draw sampled it is updated in place.
    d.set_texture(1, None).unwrap();
    let locked = d.lock_texture(red, 0, 0, None, 0).unwrap();
    for texel in locked.data.chunks_exact_mut(4) {
        texel.copy_from_slice(&0x0000_ffffu32.to_le_bytes());
    }
    d.unlock_texture(red, 0, 0).unwrap();
    draw_at(&mut d, red, 4);
    let image = backbuffer(&mut d);
    assert_eq!(pixel(&image, 4, 1), rgba(0xff00_ffff));
}
