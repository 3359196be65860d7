//! Appended batches: small `DrawPrimitiveUP` draws of their own vertices (sprites, text,
//! W1's churn) merge into one draw over all of their vertices, strips kept apart by restart
//! indices, across texture changes through batch textures; every draw still lands where its
//! vertices put it, with its own texture and colours, as with batching off.

mod common;

use common::*;
use ninth_d3d9::{Capture, Device, DeviceParams};

const BLACK: u32 = 0xff00_0000;
const TRIANGLESTRIP: u32 = 5;
/// `D3DFVF_XYZRHW | D3DFVF_DIFFUSE | D3DFVF_TEX1`.
const FVF: u32 = 0x144;
const DRAWS: u32 = 64;
/// D3DTOP_SELECTARG1, D3DTOP_MODULATE.
const SELECTARG1: u32 = 2;
const MODULATE: u32 = 4;

fn device(renderer: &mut ninth_render::Renderer) -> Device<'_> {
    let mut d = Device::new(renderer, DeviceParams::new(32, 32)).unwrap();
    d.set_render_state(22, 1).unwrap(); // D3DRS_CULLMODE none
    d.set_render_state(7, 0).unwrap(); // D3DRS_ZENABLE off
    d.set_texture_stage_state(0, 2, 2).unwrap(); // COLORARG1 TEXTURE
    d.set_texture_stage_state(0, 3, 0).unwrap(); // COLORARG2 DIFFUSE
    d.set_fvf(FVF).unwrap();
    d
}

/// Texture k's colour (opaque; channels distinct per k).
fn texture_color(k: u32) -> u32 {
    0xff00_0000 | (k * 10 + 5) << 16 | (250 - k * 10) << 8 | (k * 37 % 256)
}

/// Draw n's diffuse: each channel 0 or 255, so MODULATE is exact.
fn diffuse(n: u32) -> u32 {
    [0xffff_ffff, 0xff00_ffff, 0xffff_00ff, 0xffff_ff00][(n % 4) as usize]
}

/// Draw n's cell: the 4 x 4 pixels at column n % 8, row n / 8, as a strip with
/// coordinates 0..1 and diffuse `color`.
fn cell_strip(n: u32, color: u32) -> Vec<u8> {
    let (x, y) = ((4 * (n % 8)) as f32, (4 * (n / 8)) as f32);
    let mut q = Vec::new();
    for (cx, cy) in [(0.0f32, 0.0f32), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)] {
        q.extend_from_slice(&v(x + 4.0 * cx - 0.5, y + 4.0 * cy - 0.5, color));
        q.extend_from_slice(&cx.to_le_bytes());
        q.extend_from_slice(&cy.to_le_bytes());
    }
    q
}

/// The same cell as a triangle list (6 vertices).
fn cell_list(n: u32, color: u32) -> Vec<u8> {
    let s = cell_strip(n, color);
    let vert = |i: usize| s[i * 28..i * 28 + 28].to_vec();
    [vert(0), vert(1), vert(2), vert(2), vert(1), vert(3)].concat()
}

/// `color` modulated by `diffuse` whose channels are 0 or 255.
fn modulate(color: u32, diffuse: u32) -> u32 {
    color & diffuse | 0xff00_0000
}

fn check_cells(image: &Capture, color_of: impl Fn(u32) -> u32) {
    for n in 0..DRAWS {
        let (x, y) = (4 * (n % 8), 4 * (n / 8));
        for (dx, dy) in [(0, 0), (3, 0), (0, 3), (3, 3), (1, 2)] {
            assert_eq!(
                pixel(image, x + dx, y + dy),
                rgba(color_of(n)),
                "draw {n} at ({}, {})",
                x + dx,
                y + dy
            );
        }
    }
}

/// W1's pattern: a new texture every draw (24, cycling), the blend setup changed every 8
/// draws and the colour operation every 16. Returns each frame's image and merged draws.
fn w1_frames(batching: bool) -> Vec<(Capture, u64)> {
    let mut renderer = renderer();
    renderer.set_batch_draws(batching);
    let mut d = device(&mut renderer);
    let textures: Vec<_> = (0..24)
        .map(|k| color_texture(&mut d, texture_color(k)))
        .collect();
    let mut frames = Vec::new();
    for _frame in 0..3 {
        d.clear(&[], 1, BLACK, 1.0, 0).unwrap();
        let before = d.renderer().counters().draws_merged;
        for n in 0..DRAWS {
            if n % 8 == 0 {
                // Blending off, or SRCALPHA / INVSRCALPHA (texture alpha 1: the same pixels).
                let blend = (n / 8) % 2;
                d.set_render_state(27, blend).unwrap(); // ALPHABLENDENABLE
                d.set_render_state(19, 5).unwrap(); // SRCBLEND SRCALPHA
                d.set_render_state(20, 6).unwrap(); // DESTBLEND INVSRCALPHA
            }
            if n % 16 == 0 {
                let op = if (n / 16) % 2 == 0 {
                    MODULATE
                } else {
                    SELECTARG1
                };
                d.set_texture_stage_state(0, 1, op).unwrap();
            }
            d.set_texture(0, Some(textures[(n % 24) as usize])).unwrap();
            let strip = cell_strip(n, diffuse(n));
            d.draw_primitive_up(TRIANGLESTRIP, 2, &strip, 28).unwrap();
        }
        let merged = d.renderer().counters().draws_merged - before;
        frames.push((backbuffer(&mut d), merged));
    }
    frames
}

fn w1_color(n: u32) -> u32 {
    let t = texture_color(n % 24);
    if (n / 16).is_multiple_of(2) {
        modulate(t, diffuse(n))
    } else {
        t
    }
}

#[test]
fn pretransformed_sprites_with_a_new_texture_every_draw_merge() {
    let frames = w1_frames(true);
    for (image, _) in &frames {
        check_cells(image, w1_color);
    }
    // Once the pixel stage has learned that its draws differ in their texture, each run of
    // 8 draws between blend changes is one draw: 7 of every 8 merge.
    let (_, merged) = frames[2];
    assert_eq!(merged, 56, "merged draws of the third frame");
    let unbatched = w1_frames(false);
    assert_eq!(unbatched[2].1, 0);
    assert_eq!(frames[2].0.rgba, unbatched[2].0.rgba, "batched and not");
}

/// Draws of one texture differing only in their vertices need nothing learned: one draw
/// for all of them, as lists and as strips (restart indices between the strips).
#[test]
fn lists_and_strips_of_one_texture_are_one_draw() {
    for (primitive, list) in [(TRIANGLESTRIP, false), (TRIANGLELIST, true)] {
        let mut renderer = renderer();
        let mut d = device(&mut renderer);
        let t = color_texture(&mut d, texture_color(3));
        d.set_texture(0, Some(t)).unwrap();
        d.set_texture_stage_state(0, 1, MODULATE).unwrap();
        d.clear(&[], 1, BLACK, 1.0, 0).unwrap();
        let before = d.renderer().counters();
        for n in 0..DRAWS {
            let vertices = if list {
                cell_list(n, diffuse(n))
            } else {
                cell_strip(n, diffuse(n))
            };
            d.draw_primitive_up(primitive, 2, &vertices, 28).unwrap();
        }
        let image = backbuffer(&mut d);
        check_cells(&image, |n| modulate(texture_color(3), diffuse(n)));
        let after = d.renderer().counters();
        assert_eq!(after.draws - before.draws, u64::from(DRAWS));
        assert_eq!(
            after.draws_merged - before.draws_merged,
            u64::from(DRAWS - 1),
            "list {list}"
        );
    }
}

/// Strips of different lengths never share a batch, and each still draws its own cell: a
/// 6-vertex strip (a degenerate last triangle) after every 4-vertex one.
#[test]
fn strips_of_other_lengths_are_drawn_apart() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    let t = color_texture(&mut d, texture_color(7));
    d.set_texture(0, Some(t)).unwrap();
    d.set_texture_stage_state(0, 1, MODULATE).unwrap();
    d.clear(&[], 1, BLACK, 1.0, 0).unwrap();
    for n in 0..DRAWS {
        let mut strip = cell_strip(n, diffuse(n));
        let primitives = if n % 2 == 1 {
            // Two more vertices repeating the last: two degenerate triangles.
            let last = strip[3 * 28..].to_vec();
            strip.extend_from_slice(&last);
            strip.extend_from_slice(&last);
            4
        } else {
            2
        };
        d.draw_primitive_up(TRIANGLESTRIP, primitives, &strip, 28)
            .unwrap();
    }
    let image = backbuffer(&mut d);
    check_cells(&image, |n| modulate(texture_color(7), diffuse(n)));
}
