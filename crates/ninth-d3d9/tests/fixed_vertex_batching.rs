//! Draw batching serves the fixed-function vertex pipeline: a run of draws that differ only
//! in their world matrix, or also in their texture, is merged into instanced draws (as W3's
//! and W2's are), and every draw still lands where its own matrix puts it, with its own
//! texture.

mod common;

use common::*;
use ninth_d3d9::{Device, DeviceParams};

const BLACK: u32 = 0xff00_0000;
const TRIANGLESTRIP: u32 = 5;
/// `D3DFVF_XYZ | D3DFVF_TEX1`.
const FVF: u32 = 0x102;
const DRAWS: u32 = 64;

fn device(renderer: &mut ninth_render::Renderer) -> Device<'_> {
    let mut d = Device::new(renderer, DeviceParams::new(32, 32)).unwrap();
    d.set_render_state(22, 1).unwrap(); // D3DRS_CULLMODE none
    d.set_render_state(7, 0).unwrap(); // D3DRS_ZENABLE off
    d.set_render_state(137, 0).unwrap(); // D3DRS_LIGHTING off
    d.set_texture_stage_state(0, 1, 2).unwrap(); // COLOROP SELECTARG1
    d.set_texture_stage_state(0, 2, 2).unwrap(); // COLORARG1 TEXTURE
    d.clear(&[], 1, BLACK, 1.0, 0).unwrap();
    d
}

/// The unit square (0, 0)-(1, 1) with texture coordinates, as a strip.
fn unit_square() -> Vec<u8> {
    [[0.0f32, 0.0], [1.0, 0.0], [0.0, 1.0], [1.0, 1.0]]
        .iter()
        .flat_map(|[x, y]| [*x, *y, 0.5, 0.5, 0.5])
        .flat_map(f32::to_le_bytes)
        .collect()
}

/// Draw n's cell: 4 x 4 pixels at column n % 8, row n / 8 (pixels 4 c .. 4 c + 3).
fn world(n: u32) -> [f32; 16] {
    let (c, r) = ((n % 8) as f32, (n / 8) as f32);
    // 4 pixels are 0.25 in clip space; edges half a pixel before the pixel centres.
    let (x0, y0) = (c * 0.25 - 1.0, 1.0 - r * 0.25);
    let mut m = [0.0f32; 16];
    (m[0], m[5], m[10], m[15]) = (0.25, -0.25, 1.0, 1.0);
    (m[12], m[13]) = (x0, y0);
    m
}

fn colors() -> Vec<u32> {
    (0..8)
        .map(|k| 0xff00_0000 | (k * 32 + 16) << 16 | (255 - k * 32) << 8 | 0x40)
        .collect()
}

fn check(d: &mut Device, color_of: impl Fn(u32) -> u32) {
    let image = backbuffer(d);
    for n in 0..DRAWS {
        let (x, y) = (4 * (n % 8), 4 * (n / 8));
        for (dx, dy) in [(0, 0), (3, 0), (0, 3), (3, 3)] {
            assert_eq!(
                pixel(&image, x + dx, y + dy),
                rgba(color_of(n)),
                "draw {n} at ({}, {})",
                x + dx,
                y + dy
            );
        }
    }
}

#[test]
fn fixed_function_draws_differing_in_their_world_matrix_merge() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    let t = color_texture(&mut d, 0xff20_a060);
    d.set_texture(0, Some(t)).unwrap();
    d.set_fvf(FVF).unwrap();
    let square = unit_square();
    let before = d.renderer().counters();
    for n in 0..DRAWS {
        d.set_transform(256, world(n)).unwrap();
        d.draw_primitive_up(TRIANGLESTRIP, 2, &square, 20).unwrap();
    }
    check(&mut d, |_| 0xff20_a060);
    let after = d.renderer().counters();
    let merged = after.draws_merged - before.draws_merged;
    assert!(
        merged >= DRAWS as u64 * 9 / 10,
        "{merged} of {DRAWS} merged"
    );
}

#[test]
fn fixed_function_draws_differing_in_their_texture_merge() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    let textures: Vec<_> = colors()
        .into_iter()
        .map(|c| color_texture(&mut d, c))
        .collect();
    d.set_fvf(FVF).unwrap();
    let square = unit_square();
    let colors = colors();
    // The first frame teaches the pixel stage that its draws differ in their texture; the
    // second is drawn as merged runs.
    let mut merged = 0;
    for _frame in 0..2 {
        d.clear(&[], 1, BLACK, 1.0, 0).unwrap();
        let before = d.renderer().counters();
        for n in 0..DRAWS {
            d.set_transform(256, world(n)).unwrap();
            d.set_texture(0, Some(textures[(n % 8) as usize])).unwrap();
            d.draw_primitive_up(TRIANGLESTRIP, 2, &square, 20).unwrap();
        }
        check(&mut d, |n| colors[(n % 8) as usize]);
        merged = d.renderer().counters().draws_merged - before.draws_merged;
    }
    // Each instanced draw holds as many draws' blocks as the 4096-byte float window takes
    // (16 here): 4 instanced draws for 64 draws.
    assert!(merged >= DRAWS as u64 - 4, "{merged} of {DRAWS} merged");
}
