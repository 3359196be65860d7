//! DXT1-5 (BC1-3) and ATI1-2 (BC4-5) decoding on the CPU: ATI always (wgpu has no view
//! swizzle for their D3D9 channel order), DXT for adapters without BC sampling and for textures
//! BC storage cannot hold (volumes, level 0 not a whole number of blocks).

use super::format::TextureFormat;

/// One decoded 4x4 block: BGRA8 texels, row-major.
pub(crate) type Block = [[u8; 4]; 16];

/// Decodes one block of `format` (8 bytes for DXT1, 16 for DXT2-5).
pub(crate) fn decode_block(format: TextureFormat, block: &[u8]) -> Block {
    match format {
        TextureFormat::ATI1 => channel(&block[..8]).map(|x| [x; 4]),
        TextureFormat::ATI2 => {
            let (y, x) = (channel(&block[..8]), channel(&block[8..16]));
            std::array::from_fn(|i| [255, y[i], x[i], 255])
        }
        TextureFormat::DXT1 => colors(block, true),
        TextureFormat::DXT2 | TextureFormat::DXT3 => {
            let mut out = colors(&block[8..], false);
            let alpha = u64::from_le_bytes(block[..8].try_into().unwrap_or_default());
            for (i, texel) in out.iter_mut().enumerate() {
                texel[3] = ((alpha >> (4 * i)) & 0xf) as u8 * 17;
            }
            out
        }
        _ => {
            let mut out = colors(&block[8..], false);
            let alphas = alpha_palette(block[0], block[1]);
            let mut indices = [0u8; 8];
            indices[..6].copy_from_slice(&block[2..8]);
            let indices = u64::from_le_bytes(indices);
            for (i, texel) in out.iter_mut().enumerate() {
                texel[3] = alphas[((indices >> (3 * i)) & 7) as usize];
            }
            out
        }
    }
}

/// One channel of sixteen texels coded like a DXT5 alpha block (BC4): two endpoints and
/// 3-bit indices.
fn channel(block: &[u8]) -> [u8; 16] {
    let values = alpha_palette(block[0], block[1]);
    let mut indices = [0u8; 8];
    indices[..6].copy_from_slice(&block[2..8]);
    let indices = u64::from_le_bytes(indices);
    std::array::from_fn(|i| values[((indices >> (3 * i)) & 7) as usize])
}

/// The colour half of a block: two RGB565 endpoints and 2-bit indices. DXT1 with colour 0
/// <= colour 1 has three colours and transparent black; every other case four colours.
fn colors(block: &[u8], dxt1: bool) -> Block {
    let c0 = u16::from_le_bytes([block[0], block[1]]);
    let c1 = u16::from_le_bytes([block[2], block[3]]);
    let (e0, e1) = (expand565(c0), expand565(c1));
    let mix = |w0: u16, w1: u16, d: u16| -> [u8; 4] {
        std::array::from_fn(|i| {
            if i == 3 {
                255
            } else {
                ((w0 * u16::from(e0[i]) + w1 * u16::from(e1[i]) + d / 2) / d) as u8
            }
        })
    };
    let palette = if !dxt1 || c0 > c1 {
        [e0, e1, mix(2, 1, 3), mix(1, 2, 3)]
    } else {
        [e0, e1, mix(1, 1, 2), [0, 0, 0, 0]]
    };
    let indices = u32::from_le_bytes([block[4], block[5], block[6], block[7]]);
    std::array::from_fn(|i| palette[((indices >> (2 * i)) & 3) as usize])
}

/// RGB565 as BGRA8, opaque.
fn expand565(c: u16) -> [u8; 4] {
    let field = |shift: u16, bits: u16| {
        let max = (1 << bits) - 1;
        let v = (c >> shift) & max;
        ((u32::from(v) * 255 + u32::from(max) / 2) / u32::from(max)) as u8
    };
    [field(0, 5), field(5, 6), field(11, 5), 255]
}

/// The eight alphas of a DXT4/5 block: six interpolated when alpha 0 > alpha 1, else four
/// plus 0 and 255.
fn alpha_palette(a0: u8, a1: u8) -> [u8; 8] {
    let (a0, a1) = (u16::from(a0), u16::from(a1));
    let lerp = |i: u16, d: u16| (((d - i) * a0 + i * a1 + d / 2) / d) as u8;
    if a0 > a1 {
        std::array::from_fn(|k| match k {
            0 => a0 as u8,
            1 => a1 as u8,
            k => lerp(k as u16 - 1, 7),
        })
    } else {
        std::array::from_fn(|k| match k {
            0 => a0 as u8,
            1 => a1 as u8,
            6 => 0,
            7 => 255,
            k => lerp(k as u16 - 1, 5),
        })
    }
}
