//! Workloads W1 ("fixed-function churn": pretransformed `DrawPrimitiveUP` quads, a texture
//! per draw, blend and colour-op changes) and W4 ("fixed-function 3D": W3's frame through the
//! fixed-function vertex pipeline, only the world matrix changing per draw) of
//! `BENCH_WORKLOADS.md`: their D3D9 numbers, vertices, matrices, blend setups and check-image
//! hashes, all computed before the first frame as the definition requires.

use super::workload::DRAWS;

/// The D3D9 values the two workloads pass (as in `d3d9types.h`).
pub mod d3d {
    /// `D3DFVF_XYZ`.
    pub const FVF_XYZ: u32 = 0x002;
    /// `D3DFVF_XYZRHW`.
    pub const FVF_XYZRHW: u32 = 0x004;
    /// `D3DFVF_NORMAL`.
    pub const FVF_NORMAL: u32 = 0x010;
    /// `D3DFVF_DIFFUSE`.
    pub const FVF_DIFFUSE: u32 = 0x040;
    /// `D3DFVF_TEX1`.
    pub const FVF_TEX1: u32 = 0x100;

    /// `D3DRS_ZENABLE`.
    pub const RS_ZENABLE: u32 = 7;
    /// `D3DRS_ZWRITEENABLE`.
    pub const RS_ZWRITEENABLE: u32 = 14;
    /// `D3DRS_SRCBLEND`.
    pub const RS_SRCBLEND: u32 = 19;
    /// `D3DRS_DESTBLEND`.
    pub const RS_DESTBLEND: u32 = 20;
    /// `D3DRS_CULLMODE`.
    pub const RS_CULLMODE: u32 = 22;
    /// `D3DRS_ZFUNC`.
    pub const RS_ZFUNC: u32 = 23;
    /// `D3DRS_ALPHABLENDENABLE`.
    pub const RS_ALPHABLENDENABLE: u32 = 27;
    /// `D3DRS_LIGHTING`.
    pub const RS_LIGHTING: u32 = 137;
    /// `D3DRS_AMBIENT`.
    pub const RS_AMBIENT: u32 = 139;
    /// `D3DRS_NORMALIZENORMALS`.
    pub const RS_NORMALIZENORMALS: u32 = 143;
    /// `D3DRS_BLENDOP`.
    pub const RS_BLENDOP: u32 = 171;

    /// `D3DTSS_COLOROP`.
    pub const TSS_COLOROP: u32 = 1;
    /// `D3DTSS_COLORARG1`.
    pub const TSS_COLORARG1: u32 = 2;
    /// `D3DTSS_COLORARG2`.
    pub const TSS_COLORARG2: u32 = 3;
    /// `D3DTSS_ALPHAOP`.
    pub const TSS_ALPHAOP: u32 = 4;
    /// `D3DTSS_ALPHAARG1`.
    pub const TSS_ALPHAARG1: u32 = 5;
    /// `D3DTSS_ALPHAARG2`.
    pub const TSS_ALPHAARG2: u32 = 6;

    /// `D3DSAMP_ADDRESSU`.
    pub const SAMP_ADDRESSU: u32 = 1;
    /// `D3DSAMP_ADDRESSV`.
    pub const SAMP_ADDRESSV: u32 = 2;
    /// `D3DSAMP_MAGFILTER`.
    pub const SAMP_MAGFILTER: u32 = 5;
    /// `D3DSAMP_MINFILTER`.
    pub const SAMP_MINFILTER: u32 = 6;
    /// `D3DSAMP_MIPFILTER`.
    pub const SAMP_MIPFILTER: u32 = 7;
    /// `D3DTADDRESS_WRAP`.
    pub const TADDRESS_WRAP: u32 = 1;
    /// `D3DTADDRESS_CLAMP`.
    pub const TADDRESS_CLAMP: u32 = 3;
    /// `D3DTEXF_NONE`.
    pub const TEXF_NONE: u32 = 0;
    /// `D3DTEXF_POINT`.
    pub const TEXF_POINT: u32 = 1;

    /// `D3DTOP_DISABLE`.
    pub const TOP_DISABLE: u32 = 1;
    /// `D3DTOP_SELECTARG1`.
    pub const TOP_SELECTARG1: u32 = 2;
    /// `D3DTOP_MODULATE`.
    pub const TOP_MODULATE: u32 = 4;
    /// `D3DTOP_ADD`.
    pub const TOP_ADD: u32 = 7;
    /// `D3DTA_DIFFUSE`.
    pub const TA_DIFFUSE: u32 = 0;
    /// `D3DTA_TEXTURE`.
    pub const TA_TEXTURE: u32 = 2;

    /// `D3DBLEND_ZERO`.
    pub const BLEND_ZERO: u32 = 1;
    /// `D3DBLEND_ONE`.
    pub const BLEND_ONE: u32 = 2;
    /// `D3DBLEND_SRCALPHA`.
    pub const BLEND_SRCALPHA: u32 = 5;
    /// `D3DBLEND_INVSRCALPHA`.
    pub const BLEND_INVSRCALPHA: u32 = 6;
    /// `D3DBLEND_DESTCOLOR`.
    pub const BLEND_DESTCOLOR: u32 = 9;
    /// `D3DBLENDOP_ADD`.
    pub const BLENDOP_ADD: u32 = 1;

    /// `D3DCULL_NONE`.
    pub const CULL_NONE: u32 = 1;
    /// `D3DCMP_LESSEQUAL`.
    pub const CMP_LESSEQUAL: u32 = 4;
    /// `D3DTS_VIEW`.
    pub const TS_VIEW: u32 = 2;
    /// `D3DTS_PROJECTION`.
    pub const TS_PROJECTION: u32 = 3;
    /// `D3DTS_WORLD` (`D3DTS_WORLDMATRIX(0)`).
    pub const TS_WORLD: u32 = 256;
    /// `D3DLIGHT_DIRECTIONAL`.
    pub const LIGHT_DIRECTIONAL: u32 = 3;
    /// `D3DPT_TRIANGLELIST`.
    pub const PT_TRIANGLELIST: u32 = 4;
    /// `D3DPT_TRIANGLESTRIP`.
    pub const PT_TRIANGLESTRIP: u32 = 5;
    /// `D3DUSAGE_WRITEONLY`.
    pub const USAGE_WRITEONLY: u32 = 0x8;
    /// `D3DFMT_A8R8G8B8`.
    pub const FMT_A8R8G8B8: u32 = 21;
    /// `D3DFMT_INDEX16`.
    pub const FMT_INDEX16: u32 = 101;
    /// `D3DCLEAR_TARGET | D3DCLEAR_ZBUFFER | D3DCLEAR_STENCIL`.
    pub const CLEAR_ALL: u32 = 7;
}

/// SHA-256 of W1's RGB888 back buffer (`BENCH_WORKLOADS.md`).
pub const W1_HASH: &str = "d562c9e3a0a8a26c5606d10d4a5e45aa7763931b88eb739a57a81970d8350528";

/// SHA-256 of W4's RGB888 back buffer. `BENCH_WORKLOADS.md` gives its first 16 digits
/// (`8efcf566474b1ed3`, wined3d's and DXVK's image); the rest is the hash of the image the
/// text defines (every pixel the texel's G and B times 0.7255 and 0.6255, R 0, rounded to
/// nearest), computed from the definition. It is not W3's image (W3 adds `(0, 0.5, 0.25)`).
pub const W4_HASH: &str = "8efcf566474b1ed306822b6c348c20fca92f79b997a6aab7b54f858a0764ae53";

/// W1's vertex format: `XYZRHW | DIFFUSE | TEX1`.
pub const W1_FVF: u32 = d3d::FVF_XYZRHW | d3d::FVF_DIFFUSE | d3d::FVF_TEX1;
/// W1's vertex stride: `x, y, z, rhw, diffuse, u, v`.
pub const W1_STRIDE: usize = 28;
/// W1's textures.
pub const W1_TEXTURES: usize = 64;
/// W4's vertex format: `XYZ | NORMAL | TEX1`.
pub const W4_FVF: u32 = d3d::FVF_XYZ | d3d::FVF_NORMAL | d3d::FVF_TEX1;
/// W4's vertex stride: `x, y, z, nx, ny, nz, u, v`.
pub const W4_STRIDE: usize = 32;

/// One of W1's blend setups: `ALPHABLENDENABLE`, `SRCBLEND`, `DESTBLEND` (`BLENDOP` is ADD).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BlendSetup {
    /// `D3DRS_ALPHABLENDENABLE`.
    pub enable: bool,
    /// `D3DRS_SRCBLEND`.
    pub src: u32,
    /// `D3DRS_DESTBLEND`.
    pub dst: u32,
}

/// W1's blend setups `b = 0..3`.
pub const BLEND_SETUPS: [BlendSetup; 4] = [
    BlendSetup {
        enable: true,
        src: d3d::BLEND_SRCALPHA,
        dst: d3d::BLEND_INVSRCALPHA,
    },
    BlendSetup {
        enable: true,
        src: d3d::BLEND_ONE,
        dst: d3d::BLEND_ONE,
    },
    BlendSetup {
        enable: true,
        src: d3d::BLEND_DESTCOLOR,
        dst: d3d::BLEND_ZERO,
    },
    BlendSetup {
        enable: false,
        src: d3d::BLEND_ONE,
        dst: d3d::BLEND_ZERO,
    },
];

/// W1's stage-0 colour ops, `[(i div 16) mod 3]`.
pub const COLOR_OPS: [u32; 3] = [d3d::TOP_MODULATE, d3d::TOP_ADD, d3d::TOP_SELECTARG1];

/// W1's blend setup of draw `i` (set when `i mod 8 == 0`).
pub fn w1_blend(i: usize) -> usize {
    (i / 8) % 4
}

/// W1's colour op of draw `i` (set when `i mod 16 == 0`), an index into [`COLOR_OPS`].
pub fn w1_color_op(i: usize) -> usize {
    (i / 16) % 3
}

/// `(x0, y0)` of draw `i`'s cell: window coordinates, pixel centres at integers.
fn cell_origin(i: usize) -> (f32, f32) {
    let (cx, cy) = ((i % 64) as f32, ((i / 64) % 64) as f32);
    (4.0 * cx - 0.5, 4.0 * cy - 0.5)
}

/// W1's 4 triangle-strip vertices of draw `i` (28 bytes each).
pub fn w1_vertices(i: usize) -> [u8; 4 * W1_STRIDE] {
    let (x0, y0) = cell_origin(i);
    let mut out = [0u8; 4 * W1_STRIDE];
    for (k, v) in out.chunks_exact_mut(W1_STRIDE).enumerate() {
        let (dx, dy) = ((k & 1) as f32, (k >> 1) as f32);
        let floats = [x0 + 4.0 * dx, y0 + 4.0 * dy, 0.5, 1.0];
        for (j, f) in floats.into_iter().enumerate() {
            v[j * 4..j * 4 + 4].copy_from_slice(&f.to_le_bytes());
        }
        v[16..20].copy_from_slice(&0x80ff_ffffu32.to_le_bytes());
        v[20..24].copy_from_slice(&dx.to_le_bytes());
        v[24..28].copy_from_slice(&dy.to_le_bytes());
    }
    out
}

/// W4's static vertex buffer: the unit quad `(0,0,0) (1,0,0) (0,1,0) (1,1,0)`, normal
/// `(0, 0, -1)`, uv `(x, y)`; 128 bytes.
pub fn w4_vertex_buffer() -> Vec<u8> {
    let mut out = Vec::with_capacity(4 * W4_STRIDE);
    for k in 0..4 {
        let (x, y) = ((k & 1) as f32, (k >> 1) as f32);
        for f in [x, y, 0.0, 0.0, 0.0, -1.0, x, y] {
            out.extend_from_slice(&f.to_le_bytes());
        }
    }
    out
}

/// W4's world matrix of draw `i`, row-major `_11 _12 ... _44` (D3D's row-vector convention):
/// the transpose of W2's `c0..c3` with a z scale of 1.
pub fn w4_world(i: usize) -> [f32; 16] {
    let (x0, y0) = cell_origin(i);
    let mut m = [0.0; 16];
    m[0] = 1.0 / 32.0;
    m[5] = -1.0 / 32.0;
    m[10] = 1.0;
    m[12] = x0 / 128.0 - 1.0;
    m[13] = 1.0 - y0 / 128.0;
    m[14] = 0.5;
    m[15] = 1.0;
    m
}

/// W4's world matrices of every draw.
pub fn w4_worlds() -> Vec<[f32; 16]> {
    (0..DRAWS).map(w4_world).collect()
}

/// The identity matrix (W4's view and projection).
pub const IDENTITY: [f32; 16] = [
    1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0,
];

/// W4's material: diffuse and ambient (1, 1, 1, 1), the rest 0.
pub fn w4_material() -> ninth_d3d9::device::transforms::Material {
    ninth_d3d9::device::transforms::Material {
        diffuse: [1.0; 4],
        ambient: [1.0; 4],
        ..Default::default()
    }
}

/// W4's lights 0 and 1: directional, diffuse (0.5, 0.5, 0.5) along (0, 0, 1) and
/// (0.25, 0.125, 0) along (0.6, 0, 0.8).
pub fn w4_lights() -> [ninth_d3d9::device::transforms::Light; 2] {
    let light = |diffuse: [f32; 3], direction| ninth_d3d9::device::transforms::Light {
        ty: d3d::LIGHT_DIRECTIONAL,
        diffuse: [diffuse[0], diffuse[1], diffuse[2], 0.0],
        direction,
        ..Default::default()
    };
    [
        light([0.5, 0.5, 0.5], [0.0, 0.0, 1.0]),
        light([0.25, 0.125, 0.0], [0.6, 0.0, 0.8]),
    ]
}

/// W4's `D3DRS_AMBIENT`: `D3DCOLOR_XRGB(0x20, 0x20, 0x20)`.
pub const W4_AMBIENT: u32 = 0x0020_2020;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn w1_quads_cover_their_cells() {
        let v = w1_vertices(65);
        let f = |at: usize| f32::from_le_bytes([v[at], v[at + 1], v[at + 2], v[at + 3]]);
        // Cell (1, 1): x0 = y0 = 3.5; vertex 3 is the bottom-right corner with uv (1, 1).
        assert_eq!((f(0), f(4)), (3.5, 3.5));
        assert_eq!((f(84), f(88), f(104), f(108)), (7.5, 7.5, 1.0, 1.0));
    }

    #[test]
    fn w4_world_is_w2s_matrix_transposed() {
        let (m, c) = (w4_world(130), super::super::workload::matrix(130));
        for row in 0..2 {
            for col in 0..4 {
                assert_eq!(m[col * 4 + row], c[row][col]);
            }
        }
        assert_eq!((m[10], m[14], m[15]), (1.0, 0.5, 1.0));
    }
}
