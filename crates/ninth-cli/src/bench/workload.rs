//! Workloads W2 ("shader churn") and W3 ("static batch") of `BENCH_WORKLOADS.md`: shader
//! tokens, textures, the vertex and index buffers, per-draw constants and the check-image
//! hashes, computed before the first frame as the definition requires.

use super::sha256::sha256_hex;

/// Back buffer side.
pub const SIZE: u32 = 256;
/// Draws per frame.
pub const DRAWS: usize = 10_000;
/// `0, 1, 2, 2, 1, 3`.
pub const INDICES: [u16; 6] = [0, 1, 2, 2, 1, 3];
/// D3DCOLOR of the frame's clear.
pub const CLEAR: u32 = 0xff20_2020;

/// Which workload.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Workload {
    /// 8 shader pairs switched every 32 draws, per-draw pixel constant and texture.
    W2,
    /// One shader pair, texture and pixel constant; only the matrix changes per draw.
    W3,
}

impl Workload {
    /// SHA-256 of the RGB888 back buffer.
    pub fn hash(self) -> &'static str {
        match self {
            Self::W2 => "ab06acd64cea878efd183e98222a9130293994617cb0d5dad6e42c574ac0608d",
            Self::W3 => "8b90041281ef5773f9e8cc97298c494b69c3f73e960bdbfd1e6e710ad5d30222",
        }
    }

    /// Number of textures created.
    pub fn textures(self) -> usize {
        match self {
            Self::W2 => 16,
            Self::W3 => 1,
        }
    }

    /// Shader pair of draw `i`.
    pub fn pair(self, i: usize) -> usize {
        match self {
            Self::W2 => (i / 32) % 8,
            Self::W3 => 0,
        }
    }

    /// Texture of draw `i`.
    pub fn texture(self, i: usize) -> usize {
        match self {
            Self::W2 => i % 16,
            Self::W3 => 0,
        }
    }

    /// Pixel shader constant `c0` of draw `i`.
    pub fn ps_constant(self, i: usize) -> [f32; 4] {
        match self {
            Self::W2 => {
                let f = |bits: usize| (bits & 7) as f32 / 8.0 + 1.0 / 8.0;
                [f(i), f(i >> 3), f(i >> 6), 1.0]
            }
            Self::W3 => [1.0; 4],
        }
    }
}

/// Vertex shader constants `c0`-`c3` of draw `i`: the unit quad onto cell `i` at depth 0.5.
pub fn matrix(i: usize) -> [[f32; 4]; 4] {
    let (cx, cy) = ((i % 64) as f32, ((i / 64) % 64) as f32);
    let (x0, y0) = (4.0 * cx - 0.5, 4.0 * cy - 0.5);
    [
        [1.0 / 32.0, 0.0, 0.0, x0 / 128.0 - 1.0],
        [0.0, -1.0 / 32.0, 0.0, 1.0 - y0 / 128.0],
        [0.0, 0.0, 0.0, 0.5],
        [0.0, 0.0, 0.0, 1.0],
    ]
}

/// The static vertex buffer: 4 vertices (x, y, z, u, v), stride 20.
pub fn vertex_buffer() -> Vec<u8> {
    let vertices: [[f32; 5]; 4] = [
        [0.0, 0.0, 0.0, 0.0, 0.0],
        [1.0, 0.0, 0.0, 1.0, 0.0],
        [0.0, 1.0, 0.0, 0.0, 1.0],
        [1.0, 1.0, 0.0, 1.0, 1.0],
    ];
    vertices
        .iter()
        .flatten()
        .flat_map(|f| f.to_le_bytes())
        .collect()
}

/// Texture `t` (4 x 4 A8R8G8B8) as B, G, R, A bytes.
pub fn texture_texels(t: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(64);
    for y in 0..4u32 {
        for x in 0..4u32 {
            let a = if (x + y) % 2 == 1 { 0x80 } else { 0xff };
            let texel = a << 24 | (4 * t as u32) << 16 | (64 * x + 32) << 8 | (64 * y + 32);
            out.extend_from_slice(&texel.to_le_bytes());
        }
    }
    out
}

/// Vertex shader of pair `k`, the tokens of `BENCH_WORKLOADS.md`.
pub fn vs_tokens(k: usize) -> Vec<u32> {
    let s = (k as f32 / 4.0).to_bits();
    vec![
        0xfffe0200, 0x0200001f, 0x80000000, 0x900f0000, 0x0200001f, 0x80000005, 0x900f0001,
        0x05000051, 0xa00f0008, 0x3f800000, 0x3f800000, s, 0x00000000, 0x03000009, 0xc0010000,
        0x90e40000, 0xa0e40000, 0x03000009, 0xc0020000, 0x90e40000, 0xa0e40001, 0x03000009,
        0xc0040000, 0x90e40000, 0xa0e40002, 0x03000009, 0xc0080000, 0x90e40000, 0xa0e40003,
        0x04000004, 0xe0030000, 0x90e40001, 0xa0e40008, 0xa0fe0008, 0x0000ffff,
    ]
}

/// Pixel shader of pair `k`, the tokens of `BENCH_WORKLOADS.md`.
pub fn ps_tokens(k: usize) -> Vec<u32> {
    let t = (k as f32 / 8.0).to_bits();
    let op: &[u32] = match k {
        0 => &[0x03000002, 0x800f0000, 0x80e40000, 0xa0e40001],
        1 => &[0x03000005, 0x800f0000, 0x80e40000, 0xa0e40001],
        2 => &[0x04000004, 0x800f0000, 0x80e40000, 0xa0e40001, 0xa0ff0001],
        3 => &[0x03000003, 0x800f0000, 0x80e40000, 0xa0e40001],
        4 => &[0x0300000b, 0x800f0000, 0x80e40000, 0xa0e40001],
        5 => &[0x0300000a, 0x800f0000, 0x80e40000, 0xa0e40001],
        6 => &[0x04000012, 0x800f0000, 0xa0ff0001, 0x80e40000, 0xa0e40001],
        _ => &[0x03000002, 0x801f0000, 0x80e40000, 0xa0e40001],
    };
    let mut tokens = vec![
        0xffff0200, 0x0200001f, 0x80000000, 0xb0030000, 0x0200001f, 0x90000000, 0xa00f0800,
        0x05000051, 0xa00f0001, t, 0x3f000000, 0x3e800000, 0x3f400000, 0x03000042, 0x800f0000,
        0xb0e40000, 0xa0e40800, 0x03000005, 0x800f0000, 0x80e40000, 0xa0e40000,
    ];
    tokens.extend_from_slice(op);
    tokens.extend_from_slice(&[0x02000001, 0x800f0800, 0x80e40000, 0x0000ffff]);
    tokens
}

/// SHA-256 of a BGRA readback's R, G, B bytes, rows top to bottom.
pub fn rgb_hash(bgra: &[u8]) -> String {
    let rgb: Vec<u8> = bgra
        .chunks_exact(4)
        .flat_map(|p| [p[2], p[1], p[0]])
        .collect();
    sha256_hex(&rgb)
}
