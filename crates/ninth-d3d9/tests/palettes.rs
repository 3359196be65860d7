//! Paletted textures: D3DFMT_P8 texels sample their palette entry (alpha from `peFlags`),
//! D3DFMT_A8P8 texels the entry's colour with their own alpha; changing the current
//! palette's entries or the current palette reaches the next draw. Drawn blended
//! (SRCALPHA, INVSRCALPHA) over black so that alpha shows: each pixel is colour * alpha.

mod common;

use common::*;
use ninth_d3d9::{
    Device, DeviceParams, ErrorKind, Palette, TextureDesc, TextureHandle, TextureShape,
};

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
    d.set_render_state(27, 1).unwrap(); // ALPHABLENDENABLE
    d.set_render_state(19, 5).unwrap(); // SRCBLEND SRCALPHA
    d.set_render_state(20, 6).unwrap(); // DESTBLEND INVSRCALPHA
    d.set_fvf(FVF_TEX1).unwrap();
    d
}

/// A 2x2 managed texture of `format` with `texels` (row-major, tightly packed).
fn texture(d: &mut Device, format: u32, texels: &[u8]) -> TextureHandle {
    let t = d
        .create_texture(TextureDesc {
            shape: TextureShape::TwoD(2, 2),
            format,
            levels: 1,
            usage: 0,
            pool: 1,
        })
        .unwrap();
    let locked = d.lock_texture(t, 0, 0, None, 0).unwrap();
    let row = texels.len() / 2;
    for y in 0..2 {
        locked.data[y * locked.row_pitch..y * locked.row_pitch + row]
            .copy_from_slice(&texels[y * row..(y + 1) * row]);
    }
    d.unlock_texture(t, 0, 0).unwrap();
    t
}

/// Draws `t` over the 4x4 pixels at (`x`, 0): each texel covers 2x2 pixels.
fn draw_at(d: &mut Device, t: TextureHandle, x: u32) {
    d.set_texture(0, Some(t)).unwrap();
    let q = uv_square(x, 0, 4);
    d.draw_primitive_up(TRIANGLESTRIP, 2, &q, 28).unwrap();
}

fn palette(entries: &[[u8; 4]]) -> Palette {
    let mut p = [[0u8; 4]; 256];
    p[..entries.len()].copy_from_slice(entries);
    p
}

/// The four texels of the 4x4 cell at `x` (top-left pixel of each texel) as RGB.
fn texels(d: &mut Device, x: u32) -> [[u8; 3]; 4] {
    let image = backbuffer(d);
    [(0, 0), (2, 0), (0, 2), (2, 2)].map(|(dx, dy)| {
        let p = pixel(&image, x + dx, dy);
        [p[0], p[1], p[2]]
    })
}

fn close(got: [[u8; 3]; 4], want: [[u8; 3]; 4], what: &str) {
    let ok = got
        .iter()
        .zip(&want)
        .all(|(g, w)| g.iter().zip(w).all(|(a, b)| a.abs_diff(*b) <= 1));
    assert!(ok, "{what}: got {got:?}, want {want:?}");
}

#[test]
fn p8_and_a8p8_sample_the_current_palette_and_follow_its_changes() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    // peRed, peGreen, peBlue, peFlags (alpha for P8).
    let first = [
        [255, 0, 0, 255],
        [0, 255, 0, 128],
        [0, 0, 255, 255],
        [255, 255, 255, 0],
    ];
    d.set_palette_entries(0, &palette(&first)).unwrap();
    let p8 = texture(&mut d, 41, &[0, 1, 2, 3]);
    draw_at(&mut d, p8, 0);
    close(
        texels(&mut d, 0),
        [[255, 0, 0], [0, 128, 0], [0, 0, 255], [0, 0, 0]],
        "P8 through palette 0",
    );
    // A8P8: index low byte, alpha high byte.
    let a8p8 = texture(&mut d, 40, &[0, 64, 1, 255, 2, 0, 3, 255]);
    draw_at(&mut d, a8p8, 4);
    close(
        texels(&mut d, 4),
        [[64, 0, 0], [0, 255, 0], [0, 0, 0], [255, 255, 255]],
        "A8P8: the texel's alpha",
    );
    // New entries for the current palette reach the next draw of the same texture.
    let second = [
        [0, 0, 255, 255],
        [255, 255, 0, 255],
        [255, 0, 0, 64],
        [0, 255, 255, 255],
    ];
    d.set_palette_entries(0, &palette(&second)).unwrap();
    draw_at(&mut d, p8, 8);
    close(
        texels(&mut d, 8),
        [[0, 0, 255], [255, 255, 0], [64, 0, 0], [0, 255, 255]],
        "P8 after SetPaletteEntries",
    );
    // Another current palette.
    d.set_palette_entries(7, &palette(&first)).unwrap();
    d.set_current_texture_palette(7).unwrap();
    assert_eq!(d.current_texture_palette(), 7);
    draw_at(&mut d, p8, 12);
    close(
        texels(&mut d, 12),
        [[255, 0, 0], [0, 128, 0], [0, 0, 255], [0, 0, 0]],
        "P8 through palette 7",
    );
    assert_eq!(d.palette_entries(0).unwrap()[1], [255, 255, 0, 255]);
}

#[test]
fn bad_palette_calls_are_refused_and_change_nothing() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    let p = palette(&[[1, 2, 3, 4]]);
    let err = d.set_palette_entries(1 << 16, &p).unwrap_err();
    assert_eq!(err.kind, ErrorKind::InvalidCall, "{err}");
    assert!(d.palette_entries(1 << 16).is_err());
    let err = d.palette_entries(3).unwrap_err();
    assert_eq!(err.kind, ErrorKind::InvalidCall, "{err}");
    assert!(err.to_string().contains("never set"), "{err}");
    assert!(d.set_current_texture_palette(70_000).is_err());
    assert_eq!(d.current_texture_palette(), 0);
}
