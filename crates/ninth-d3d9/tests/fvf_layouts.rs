//! FVF codes as the declarations they imply, through the fixed-function vertex pipeline:
//! XYZW positions, XYZB1-5 with the last beta as UBYTE4 or D3DCOLOR indices, TEXCOORDSIZE
//! sets. Each draw is checked for where its pixels land, computed from the world matrices
//! the blend weights and indices select.

mod common;

use common::*;
use ninth_d3d9::{Device, DeviceParams};

const BLACK: u32 = 0xff00_0000;
const TRIANGLESTRIP: u32 = 5;
const D3DFVF_XYZW: u32 = 0x4002;
const D3DFVF_XYZB1: u32 = 0x006;
const D3DFVF_XYZB2: u32 = 0x008;
const D3DFVF_XYZB5: u32 = 0x00e;
const D3DFVF_DIFFUSE: u32 = 0x040;
const D3DFVF_LASTBETA_UBYTE4: u32 = 0x1000;
const D3DFVF_LASTBETA_D3DCOLOR: u32 = 0x8000;
const RS_LIGHTING: u32 = 137;
const RS_VERTEXBLEND: u32 = 151;
const RS_INDEXEDVERTEXBLENDENABLE: u32 = 167;

fn device(renderer: &mut ninth_render::Renderer) -> Device<'_> {
    let mut d = Device::new(renderer, DeviceParams::new(16, 16)).unwrap();
    d.set_render_state(22, 1).unwrap(); // D3DRS_CULLMODE none
    d.set_render_state(7, 0).unwrap(); // D3DRS_ZENABLE off
    d.set_render_state(RS_LIGHTING, 0).unwrap();
    d.clear(&[], 1, BLACK, 1.0, 0).unwrap();
    d
}

/// WORLDMATRIX(n) translating by (x, y).
fn translate(d: &mut Device, n: u32, x: f32, y: f32) {
    let mut m = [0.0f32; 16];
    (m[0], m[5], m[10], m[15]) = (1.0, 1.0, 1.0, 1.0);
    (m[12], m[13]) = (x, y);
    d.set_transform(256 + n, m).unwrap();
}

/// The corners of a 4 x 4 pixel square centred on the target's centre with identity
/// transforms (edges half a pixel off pixel centres), as clip-space x, y.
const CORNERS: [[f32; 2]; 4] = [
    [-0.25 - 1.0 / 16.0, 0.25 + 1.0 / 16.0],
    [0.25 - 1.0 / 16.0, 0.25 + 1.0 / 16.0],
    [-0.25 - 1.0 / 16.0, -0.25 + 1.0 / 16.0],
    [0.25 - 1.0 / 16.0, -0.25 + 1.0 / 16.0],
];

/// Vertices of the square: position (with `w` where given), then `extra` floats, then
/// `tail` bytes, then the colour.
fn square(w: Option<f32>, extra: &[f32], tail: Option<[u8; 4]>, color: u32) -> (Vec<u8>, u32) {
    let mut out = Vec::new();
    for [x, y] in CORNERS {
        let s = w.unwrap_or(1.0);
        let mut floats = vec![x * s, y * s, 0.5 * s];
        if w.is_some() {
            floats.push(s);
        }
        floats.extend_from_slice(extra);
        out.extend(floats.iter().flat_map(|f| f.to_le_bytes()));
        if let Some(t) = tail {
            out.extend_from_slice(&t);
        }
        out.extend_from_slice(&color.to_le_bytes());
    }
    let stride = (out.len() / 4) as u32;
    (out, stride)
}

/// Draws the square and checks it covers pixels [x0, x0 + 4) x [y0, y0 + 4) only.
fn draws_at(d: &mut Device, fvf: u32, (bytes, stride): (Vec<u8>, u32), x0: u32, y0: u32) {
    d.clear(&[], 1, BLACK, 1.0, 0).unwrap();
    d.set_fvf(fvf).unwrap();
    d.draw_primitive_up(TRIANGLESTRIP, 2, &bytes, stride)
        .unwrap();
    let image = backbuffer(d);
    for y in 0..16 {
        for x in 0..16 {
            let inside = (x0..x0 + 4).contains(&x) && (y0..y0 + 4).contains(&y);
            let lit = pixel(&image, x, y) != rgba(BLACK);
            assert_eq!(lit, inside, "fvf {fvf:#x}: pixel ({x}, {y})");
        }
    }
}

#[test]
fn xyzw_positions_divide_through_w() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    // Pixels 6..10 square: the same clip position with w = 1 and w = 2.
    draws_at(
        &mut d,
        0x002 | D3DFVF_DIFFUSE,
        square(None, &[], None, 0xffff_ffff),
        6,
        6,
    );
    let doubled = square(Some(2.0), &[], None, 0xffff_ffff);
    draws_at(&mut d, D3DFVF_XYZW | D3DFVF_DIFFUSE, doubled, 6, 6);
}

#[test]
fn blend_weights_and_last_beta_indices_pick_the_world_matrices() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    // Clip space 0.25 is 2 pixels: matrix 3 moves the square 4 pixels left, matrix 5 four
    // right, matrix 0 four up, matrix 1 four down.
    translate(&mut d, 3, -0.5, 0.0);
    translate(&mut d, 5, 0.5, 0.0);
    translate(&mut d, 0, 0.0, 0.5);
    translate(&mut d, 1, 0.0, -0.5);
    // Non-indexed 1WEIGHTS: weight 1 on WORLD (up), weight 0 on WORLD1 (down).
    d.set_render_state(RS_VERTEXBLEND, 1).unwrap();
    draws_at(
        &mut d,
        D3DFVF_XYZB1 | D3DFVF_DIFFUSE,
        square(None, &[1.0], None, !0),
        6,
        2,
    );
    draws_at(
        &mut d,
        D3DFVF_XYZB1 | D3DFVF_DIFFUSE,
        square(None, &[0.0], None, !0),
        6,
        10,
    );
    // Indexed 1WEIGHTS, XYZB2 with the last beta as UBYTE4 indices (3, 5): the weight picks.
    d.set_render_state(RS_INDEXEDVERTEXBLENDENABLE, 1).unwrap();
    let fvf = D3DFVF_XYZB2 | D3DFVF_LASTBETA_UBYTE4 | D3DFVF_DIFFUSE;
    draws_at(
        &mut d,
        fvf,
        square(None, &[1.0], Some([3, 5, 0, 0]), !0),
        2,
        6,
    );
    draws_at(
        &mut d,
        fvf,
        square(None, &[0.0], Some([3, 5, 0, 0]), !0),
        10,
        6,
    );
    // The same indices as a D3DCOLOR DWORD: index k is still byte k.
    let fvf = D3DFVF_XYZB2 | D3DFVF_LASTBETA_D3DCOLOR | D3DFVF_DIFFUSE;
    draws_at(
        &mut d,
        fvf,
        square(None, &[1.0], Some([3, 5, 0, 0]), !0),
        2,
        6,
    );
    draws_at(
        &mut d,
        fvf,
        square(None, &[0.0], Some([3, 5, 0, 0]), !0),
        10,
        6,
    );
    // XYZB5 with UBYTE4 indices under 3WEIGHTS: four weights given, three used; weights
    // (0, 0, 0) put all of it on the fourth index (byte 3 = matrix 1, down).
    d.set_render_state(RS_VERTEXBLEND, 3).unwrap();
    let fvf = D3DFVF_XYZB5 | D3DFVF_LASTBETA_UBYTE4 | D3DFVF_DIFFUSE;
    let weights = [0.0, 0.0, 0.0, 0.9];
    draws_at(
        &mut d,
        fvf,
        square(None, &weights, Some([3, 5, 0, 1]), !0),
        6,
        10,
    );
    // 0WEIGHTS with indices: byte 0 alone.
    d.set_render_state(RS_VERTEXBLEND, 256).unwrap();
    let fvf = D3DFVF_XYZB1 | D3DFVF_LASTBETA_UBYTE4 | D3DFVF_DIFFUSE;
    draws_at(
        &mut d,
        fvf,
        square(None, &[], Some([5, 3, 3, 3]), !0),
        10,
        6,
    );
}
