//! Helpers shared by the GPU tests: a lavapipe renderer and RHW vertex packing.
#![allow(dead_code)]

use ninth_d3d9::{Capture, Device, SurfaceRef, TextureDesc, TextureHandle, TextureShape};

/// `D3DFVF_XYZRHW | D3DFVF_DIFFUSE`.
pub const FVF_RHW_DIFFUSE: u32 = 0x044;
/// `D3DPT_TRIANGLELIST`.
pub const TRIANGLELIST: u32 = 4;
/// `D3DPT_TRIANGLEFAN`.
pub const TRIANGLEFAN: u32 = 6;

pub fn renderer() -> ninth_render::Renderer {
    ninth_render::Renderer::from_env().expect("a Vulkan adapter (lavapipe in CI)")
}

/// An XYZRHW | DIFFUSE vertex (20 bytes).
pub fn v(x: f32, y: f32, color: u32) -> Vec<u8> {
    let mut out = Vec::new();
    for f in [x, y, 0.5, 1.0] {
        out.extend_from_slice(&f.to_le_bytes());
    }
    out.extend_from_slice(&color.to_le_bytes());
    out
}

/// Corners of the pixel rectangle [x0, x1) x [y0, y1): D3D9 pixel centres are at integers,
/// so the edges are half a pixel before them. Order: top-left, top-right, bottom-right,
/// bottom-left (a fan).
pub fn rect_fan(x0: u32, y0: u32, x1: u32, y1: u32, color: u32) -> Vec<u8> {
    let (a, b, c, d) = (
        x0 as f32 - 0.5,
        y0 as f32 - 0.5,
        x1 as f32 - 0.5,
        y1 as f32 - 0.5,
    );
    [
        v(a, b, color),
        v(c, b, color),
        v(c, d, color),
        v(a, d, color),
    ]
    .concat()
}

/// The same rectangle as a triangle list (6 vertices).
pub fn rect_list(x0: u32, y0: u32, x1: u32, y1: u32, color: u32) -> Vec<u8> {
    let f = rect_fan(x0, y0, x1, y1, color);
    let vert = |i: usize| f[i * 20..i * 20 + 20].to_vec();
    [vert(0), vert(1), vert(2), vert(0), vert(2), vert(3)].concat()
}

/// RGBA of pixel (x, y).
pub fn pixel(image: &Capture, x: u32, y: u32) -> [u8; 4] {
    let at = ((y * image.width + x) * 4) as usize;
    image.rgba[at..at + 4].try_into().unwrap()
}

/// D3DCOLOR 0xAARRGGBB as RGBA bytes.
pub fn rgba(color: u32) -> [u8; 4] {
    [
        (color >> 16) as u8,
        (color >> 8) as u8,
        color as u8,
        (color >> 24) as u8,
    ]
}

pub fn backbuffer(device: &mut Device) -> Capture {
    device.read_render_target(SurfaceRef::Backbuffer).unwrap()
}

/// An `XYZRHW | DIFFUSE | TEX1` triangle strip (28-byte white vertices) over the `side` x
/// `side` pixels at (`x`, `y`), texture coordinates 0..1 across it.
pub fn uv_square(x: u32, y: u32, side: u32) -> Vec<u8> {
    let mut q = Vec::new();
    for (cx, cy) in [(0.0f32, 0.0f32), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)] {
        let (px, py) = (x as f32 + cx * side as f32, y as f32 + cy * side as f32);
        q.extend_from_slice(&v(px - 0.5, py - 0.5, 0xffff_ffff));
        q.extend_from_slice(&cx.to_le_bytes());
        q.extend_from_slice(&cy.to_le_bytes());
    }
    q
}

/// A 1 x 1 MANAGED A8R8G8B8 texture of `color` (D3DCOLOR).
pub fn color_texture(d: &mut Device, color: u32) -> TextureHandle {
    let t = d
        .create_texture(TextureDesc {
            shape: TextureShape::TwoD(1, 1),
            format: 21,
            levels: 1,
            usage: 0,
            pool: 1,
        })
        .unwrap();
    let locked = d.lock_texture(t, 0, 0, None, 0).unwrap();
    locked.data[..4].copy_from_slice(&color.to_le_bytes());
    d.unlock_texture(t, 0, 0).unwrap();
    t
}
