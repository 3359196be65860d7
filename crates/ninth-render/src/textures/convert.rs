//! Texel conversion on upload: a row of D3D9 texels into the texture's [`Storage`], giving
//! the values D3D9 samples (missing colour channels of float, G16R16 and bump formats read
//! 1, missing alpha reads 1, A8 reads (0, 0, 0, A), luminance is replicated).

use super::format::{Storage, TextureFormat};

/// Whether texels of `format` are stored in `storage` byte for byte.
pub(crate) fn verbatim(format: TextureFormat, storage: Storage) -> bool {
    use TextureFormat::*;
    match format {
        A8R8G8B8 | Q8W8V8U8 | A2B10G10R10 | A16B16G16R16F => true,
        A32B32G32R32F => storage == Storage::Rgba32Float,
        DXT1 | DXT2 | DXT3 | DXT4 | DXT5 => storage.is_block(),
        _ => false,
    }
}

/// Appends `src` (whole texels of `format`, not DXT) converted to `storage`.
pub(crate) fn convert_row(format: TextureFormat, storage: Storage, src: &[u8], dst: &mut Vec<u8>) {
    use TextureFormat::*;
    let size = format.block_bytes() as usize;
    if verbatim(format, storage) {
        dst.extend_from_slice(src);
        return;
    }
    match format {
        X8R8G8B8 | R8G8B8 => map(size, src, dst, |t| [t[0], t[1], t[2], 255]),
        R5G6B5 => map(size, src, dst, |t| {
            let v = u32::from(u16::from_le_bytes([t[0], t[1]]));
            [unorm(v, 0, 5), unorm(v, 5, 6), unorm(v, 11, 5), 255]
        }),
        X1R5G5B5 | A1R5G5B5 => map(size, src, dst, |t| {
            let v = u32::from(u16::from_le_bytes([t[0], t[1]]));
            let a = if format == X1R5G5B5 {
                255
            } else {
                unorm(v, 15, 1)
            };
            [unorm(v, 0, 5), unorm(v, 5, 5), unorm(v, 10, 5), a]
        }),
        A4R4G4B4 | X4R4G4B4 => map(size, src, dst, |t| {
            let v = u32::from(u16::from_le_bytes([t[0], t[1]]));
            let a = if format == X4R4G4B4 {
                255
            } else {
                unorm(v, 12, 4)
            };
            [unorm(v, 0, 4), unorm(v, 4, 4), unorm(v, 8, 4), a]
        }),
        A8 => map(size, src, dst, |t| [0, 0, 0, t[0]]),
        L8 => map(size, src, dst, |t| [t[0], t[0], t[0], 255]),
        A8L8 => map(size, src, dst, |t| [t[0], t[0], t[0], t[1]]),
        A4L4 => map(size, src, dst, |t| {
            let l = unorm(u32::from(t[0]), 0, 4);
            [l, l, l, unorm(u32::from(t[0]), 4, 4)]
        }),
        A8B8G8R8 => map(size, src, dst, |t| [t[2], t[1], t[0], t[3]]),
        X8B8G8R8 => map(size, src, dst, |t| [t[2], t[1], t[0], 255]),
        A2R10G10B10 => map(size, src, dst, |t| {
            // Swap the R and B fields: WebGPU's Rgb10a2 keeps R in the low bits.
            let v = u32::from_le_bytes([t[0], t[1], t[2], t[3]]);
            let swapped = (v & 0xc00f_fc00) | (v >> 20 & 0x3ff) | (v & 0x3ff) << 20;
            swapped.to_le_bytes()
        }),
        V8U8 => map(size, src, dst, |t| [t[0], t[1], 127, 127]),
        L16 => map(size, src, dst, |t| {
            let l = f16_bits(f32::from(u16::from_le_bytes([t[0], t[1]])) / 65535.0);
            halves([l, l, l, ONE_F16])
        }),
        G16R16 => map(size, src, dst, |t| {
            let c = |i: usize| f16_bits(f32::from(u16::from_le_bytes([t[i], t[i + 1]])) / 65535.0);
            halves([c(0), c(2), ONE_F16, ONE_F16])
        }),
        A16B16G16R16 => map(size, src, dst, |t| {
            let c = |i: usize| f16_bits(f32::from(u16::from_le_bytes([t[i], t[i + 1]])) / 65535.0);
            halves([c(0), c(2), c(4), c(6)])
        }),
        V16U16 => map(size, src, dst, |t| {
            let c = |i: usize| {
                let v = f32::from(i16::from_le_bytes([t[i], t[i + 1]]));
                f16_bits((v / 32767.0).max(-1.0))
            };
            halves([c(0), c(2), ONE_F16, ONE_F16])
        }),
        X8L8V8U8 => map(size, src, dst, |t| {
            let s = |b: u8| f16_bits((f32::from(b as i8) / 127.0).max(-1.0));
            halves([s(t[0]), s(t[1]), f16_bits(f32::from(t[2]) / 255.0), ONE_F16])
        }),
        R16F => map(size, src, dst, |t| {
            halves([u16::from_le_bytes([t[0], t[1]]), ONE_F16, ONE_F16, ONE_F16])
        }),
        G16R16F => map(size, src, dst, |t| {
            let c = |i: usize| u16::from_le_bytes([t[i], t[i + 1]]);
            halves([c(0), c(2), ONE_F16, ONE_F16])
        }),
        R32F | G32R32F | A32B32G32R32F => {
            let n = size / 4;
            let wide = storage == Storage::Rgba32Float;
            for t in src.chunks_exact(4 * n) {
                let c = |i: usize| {
                    if i < n {
                        f32::from_le_bytes([t[4 * i], t[4 * i + 1], t[4 * i + 2], t[4 * i + 3]])
                    } else {
                        1.0
                    }
                };
                for i in 0..4 {
                    if wide {
                        dst.extend_from_slice(&c(i).to_le_bytes());
                    } else {
                        dst.extend_from_slice(&f16_bits(c(i)).to_le_bytes());
                    }
                }
            }
        }
        // Verbatim above; DXT and ATI are decoded by block (`dxt.rs`).
        A8R8G8B8 | Q8W8V8U8 | A2B10G10R10 | A16B16G16R16F | DXT1 | DXT2 | DXT3 | DXT4 | DXT5
        | ATI1 | ATI2 => dst.extend_from_slice(src),
    }
}

/// 1.0 as an IEEE half.
const ONE_F16: u16 = 0x3c00;

/// Appends `f` of every `size`-byte texel of `src`.
fn map<const N: usize>(size: usize, src: &[u8], dst: &mut Vec<u8>, f: impl Fn(&[u8]) -> [u8; N]) {
    for texel in src.chunks_exact(size) {
        dst.extend_from_slice(&f(texel));
    }
}

/// Four halves as 8 little-endian bytes.
fn halves(h: [u16; 4]) -> [u8; 8] {
    let mut out = [0; 8];
    for (chunk, v) in out.chunks_exact_mut(2).zip(h) {
        chunk.copy_from_slice(&v.to_le_bytes());
    }
    out
}

/// The `bits`-wide field at `shift` of `v` as an 8-bit unsigned normalised value, rounded
/// (D3D9 samples a field of n bits as `v / (2^n - 1)`).
fn unorm(v: u32, shift: u32, bits: u32) -> u8 {
    let max = (1 << bits) - 1;
    let field = (v >> shift) & max;
    ((field * 255 + max / 2) / max) as u8
}

/// `x` as IEEE half bits, rounded to nearest even (subnormals kept, overflow to infinity).
pub(crate) fn f16_bits(x: f32) -> u16 {
    let bits = x.to_bits();
    let sign = ((bits >> 16) & 0x8000) as u16;
    let a = x.abs();
    if a.is_nan() {
        return sign | 0x7e00;
    }
    if a >= 65520.0 {
        return sign | 0x7c00;
    }
    if a < 6.103_515_6e-5 {
        // Zero or subnormal: a multiple of 2^-24 (exact scaling by a power of two).
        return sign | (a * 16_777_216.0).round_ties_even() as u16;
    }
    let exponent = ((bits >> 23) & 0xff) + 15 - 127;
    let mantissa = bits & 0x7f_ffff;
    let mut h = (exponent << 10) | (mantissa >> 13);
    let rest = mantissa & 0x1fff;
    if rest > 0x1000 || (rest == 0x1000 && h & 1 == 1) {
        h += 1; // A carry into the exponent is the correct rounding.
    }
    sign | h as u16
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn halves_round_to_nearest_even_and_keep_subnormals() {
        let cases = [
            (1.0, 0x3c00),
            (0.5, 0x3800),
            (-2.0, 0xc000),
            (1.0 / 3.0, 0x3555),
            (65504.0, 0x7bff),
            (1.0e5, 0x7c00),
            (2f32.powi(-14), 0x0400),
            (2f32.powi(-24), 0x0001),
            (2f32.powi(-26), 0x0000),
            (1.0 + 2f32.powi(-11), 0x3c00),
            (1.0 + 3.0 * 2f32.powi(-11), 0x3c02),
            (0.0, 0x0000),
        ];
        for (x, bits) in cases {
            assert_eq!(f16_bits(x), bits, "{x}");
        }
    }

    #[test]
    fn r32f_reads_one_in_missing_channels_at_either_width() {
        let src = 0.25f32.to_le_bytes();
        let mut wide = Vec::new();
        convert_row(TextureFormat::R32F, Storage::Rgba32Float, &src, &mut wide);
        let want: Vec<u8> = [0.25f32, 1.0, 1.0, 1.0]
            .iter()
            .flat_map(|f| f.to_le_bytes())
            .collect();
        assert_eq!(wide, want);
        // Without filterable 32-bit floats: halves.
        let mut narrow = Vec::new();
        convert_row(TextureFormat::R32F, Storage::Rgba16Float, &src, &mut narrow);
        assert_eq!(narrow, [0x00, 0x34, 0x00, 0x3c, 0x00, 0x3c, 0x00, 0x3c]);
    }

    #[test]
    fn storage_follows_the_adapter() {
        use TextureFormat::*;
        assert_eq!(DXT1.storage(true, true), Storage::Bc1);
        assert_eq!(DXT3.storage(true, true), Storage::Bc2);
        assert_eq!(DXT4.storage(true, true), Storage::Bc3);
        assert_eq!(DXT5.storage(false, true), Storage::Bgra8);
        assert_eq!(R32F.storage(false, true), Storage::Rgba32Float);
        assert_eq!(G32R32F.storage(false, false), Storage::Rgba16Float);
        assert_eq!(L8.storage(true, true), Storage::Bgra8);
    }
}
