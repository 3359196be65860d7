//! Helpers shared by the renderer's GPU tests (lavapipe in CI).
#![allow(dead_code)]

use ninth_render::{BlendMode, Config, ContextId, Primitive, Renderer, RhwDrawState};

/// A renderer on the default adapter (set `VK_ICD_FILENAMES` to lavapipe in CI).
pub fn renderer() -> Renderer {
    Renderer::new(Config::default()).expect("a GPU adapter (install mesa-vulkan-drivers)")
}

/// One RHW vertex: x, y, z, rhw, D3DCOLOR, u, v.
#[derive(Clone, Copy, Debug)]
pub struct V {
    pub x: f32,
    pub y: f32,
    pub z: f32,
    pub rhw: f32,
    pub color: u32,
    pub u: f32,
    pub v: f32,
}

pub fn v(x: f32, y: f32, color: u32) -> V {
    V {
        x,
        y,
        z: 0.5,
        rhw: 1.0,
        color,
        u: 0.0,
        v: 0.0,
    }
}

pub fn vuv(x: f32, y: f32, color: u32, u: f32, vv: f32) -> V {
    V {
        x,
        y,
        z: 0.5,
        rhw: 1.0,
        color,
        u,
        v: vv,
    }
}

/// Packs vertices into the 28-byte RHW layout.
pub fn pack(vertices: &[V]) -> Vec<u8> {
    let mut out = Vec::with_capacity(vertices.len() * 28);
    for v in vertices {
        for f in [v.x, v.y, v.z, v.rhw] {
            out.extend_from_slice(&f.to_le_bytes());
        }
        out.extend_from_slice(&v.color.to_le_bytes());
        out.extend_from_slice(&v.u.to_le_bytes());
        out.extend_from_slice(&v.v.to_le_bytes());
    }
    out
}

/// Two triangles covering the pixel rectangle [x0, x1) x [y0, y1) exactly (edges half a pixel
/// outside the covered pixel centres), as a triangle list.
pub fn quad(x0: f32, y0: f32, x1: f32, y1: f32, color: u32) -> Vec<V> {
    let (l, t, r, b) = (x0 - 0.5, y0 - 0.5, x1 - 0.5, y1 - 0.5);
    vec![
        v(l, t, color),
        v(r, t, color),
        v(l, b, color),
        v(r, t, color),
        v(r, b, color),
        v(l, b, color),
    ]
}

/// Textured quad with UVs 0..1 over the rectangle.
pub fn textured_quad(x0: f32, y0: f32, x1: f32, y1: f32, color: u32) -> Vec<V> {
    let (l, t, r, b) = (x0 - 0.5, y0 - 0.5, x1 - 0.5, y1 - 0.5);
    vec![
        vuv(l, t, color, 0.0, 0.0),
        vuv(r, t, color, 1.0, 0.0),
        vuv(l, b, color, 0.0, 1.0),
        vuv(r, t, color, 1.0, 0.0),
        vuv(r, b, color, 1.0, 1.0),
        vuv(l, b, color, 0.0, 1.0),
    ]
}

/// Pixel (x, y) of a BGRA readback as D3DCOLOR 0xAARRGGBB.
pub fn pixel(bgra: &[u8], width: u32, x: u32, y: u32) -> u32 {
    let i = ((y * width + x) * 4) as usize;
    u32::from_le_bytes([bgra[i], bgra[i + 1], bgra[i + 2], bgra[i + 3]])
}

/// Reads the colour target and returns pixel (x, y) as 0xAARRGGBB.
pub fn read_pixel(r: &mut Renderer, ctx: ContextId, x: u32, y: u32) -> u32 {
    let (w, _) = r.context_size(ctx).unwrap();
    let data = r.read_framebuffer(ctx).unwrap();
    pixel(&data, w, x, y)
}

/// Channels of a D3DCOLOR as [a, r, g, b].
pub fn argb(c: u32) -> [u8; 4] {
    [(c >> 24) as u8, (c >> 16) as u8, (c >> 8) as u8, c as u8]
}

/// Asserts two D3DCOLORs are within `tol` per channel.
#[track_caller]
pub fn assert_close(actual: u32, expected: u32, tol: u8, what: &str) {
    let (a, e) = (argb(actual), argb(expected));
    for i in 0..4 {
        assert!(
            a[i].abs_diff(e[i]) <= tol,
            "{what}: got {actual:#010x}, expected {expected:#010x} (tolerance {tol})"
        );
    }
}

/// A D3DCOLOR as floats [r, g, b, a] in 0..=1.
pub fn rgba_f(c: u32) -> [f64; 4] {
    let [a, r, g, b] = argb(c);
    [r, g, b, a].map(|x| f64::from(x) / 255.0)
}

/// Floats [r, g, b, a] (clamped to 0..=1, rounded to nearest) as a D3DCOLOR.
pub fn to_d3dcolor(c: [f64; 4]) -> u32 {
    let q = |x: f64| (x.clamp(0.0, 1.0) * 255.0).round() as u32;
    (q(c[3]) << 24) | (q(c[0]) << 16) | (q(c[1]) << 8) | q(c[2])
}

/// Draws a triangle list of RHW vertices with `state`.
#[track_caller]
pub fn draw(r: &mut Renderer, ctx: ContextId, state: &RhwDrawState, vertices: &[V]) {
    r.draw_rhw(
        ctx,
        state,
        Primitive::TriangleList,
        &pack(vertices),
        28,
        None,
    )
    .unwrap();
}

/// A draw state with only the blend mode changed.
pub fn blended(blend: BlendMode) -> RhwDrawState {
    RhwDrawState {
        blend,
        ..Default::default()
    }
}

/// Every pixel of a readback as D3DCOLORs, row by row.
pub fn pixels(bgra: &[u8]) -> Vec<u32> {
    bgra.chunks_exact(4)
        .map(|p| u32::from_le_bytes([p[0], p[1], p[2], p[3]]))
        .collect()
}

/// Asserts every pixel of the rectangle [x0, x1) x [y0, y1) of a readback is within `tol` of
/// `expected`.
#[track_caller]
#[allow(clippy::too_many_arguments)]
pub fn assert_rect(
    bgra: &[u8],
    width: u32,
    x0: u32,
    y0: u32,
    x1: u32,
    y1: u32,
    expected: u32,
    tol: u8,
    what: &str,
) {
    for y in y0..y1 {
        for x in x0..x1 {
            assert_close(
                pixel(bgra, width, x, y),
                expected,
                tol,
                &format!("{what} at ({x}, {y})"),
            );
        }
    }
}

/// A tiny xorshift64* generator, so random sequences are reproducible from a seed.
pub struct Rng(pub u64);

impl Rng {
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// Uniform in 0..n.
    pub fn below(&mut self, n: u32) -> u32 {
        ((self.next_u64() >> 32) % u64::from(n)) as u32
    }

    pub fn chance(&mut self, one_in: u32) -> bool {
        self.below(one_in) == 0
    }

    pub fn color(&mut self) -> u32 {
        (self.next_u64() >> 16) as u32
    }
}
