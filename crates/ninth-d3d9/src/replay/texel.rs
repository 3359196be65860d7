//! One 8-bit A, R, G, B colour converted to a texel of a D3D format, by SCENE_FORMAT.md's
//! rules: n-bit UNORM channels `(c * (2^n - 1) + 127) / 255`, 1-bit alpha `c >= 128`,
//! luminance `(299 R + 587 G + 114 B + 500) / 1000`, signed channels `c - 128` (scaled by 256
//! for 16-bit ones), float channels `c / 255`, alpha 255 in X formats.

use ninth_scene::vertex::f32_to_f16;

/// `c` (0-255) as an n-bit UNORM value with maximum `max`.
fn unorm(c: u32, max: u32) -> u32 {
    (c * max + 127) / 255
}

fn signed8(c: u32) -> u8 {
    (c as i32 - 128) as i8 as u8
}

fn half(c: u32) -> [u8; 2] {
    f32_to_f16(c as f32 / 255.0).to_le_bytes()
}

fn float(c: u32) -> [u8; 4] {
    (c as f32 / 255.0).to_le_bytes()
}

/// Appends the texel of `argb` in `format`; false for formats without a conversion (block
/// formats take raw bytes only).
pub(crate) fn encode(format: u32, argb: u32, out: &mut Vec<u8>) -> bool {
    let [b, g, r, a] = argb.to_le_bytes().map(u32::from);
    let l = (299 * r + 587 * g + 114 * b + 500) / 1000;
    let u32le = |v: u32, out: &mut Vec<u8>| out.extend_from_slice(&v.to_le_bytes());
    let u16le = |v: u32, out: &mut Vec<u8>| out.extend_from_slice(&(v as u16).to_le_bytes());
    match format {
        21 => u32le(argb, out),                                    // A8R8G8B8
        22 => u32le(argb | 0xff00_0000, out),                      // X8R8G8B8
        32 => u32le(a << 24 | b << 16 | g << 8 | r, out),          // A8B8G8R8
        33 => u32le(0xff00_0000 | b << 16 | g << 8 | r, out),      // X8B8G8R8
        20 => out.extend_from_slice(&[b as u8, g as u8, r as u8]), // R8G8B8
        23 => u16le(unorm(r, 31) << 11 | unorm(g, 63) << 5 | unorm(b, 31), out),
        24 => u16le(
            0x8000 | unorm(r, 31) << 10 | unorm(g, 31) << 5 | unorm(b, 31),
            out,
        ),
        25 => {
            let alpha = u32::from(a >= 128) << 15;
            u16le(
                alpha | unorm(r, 31) << 10 | unorm(g, 31) << 5 | unorm(b, 31),
                out,
            )
        }
        26 => u16le(
            unorm(a, 15) << 12 | unorm(r, 15) << 8 | unorm(g, 15) << 4 | unorm(b, 15),
            out,
        ),
        30 => u16le(
            0xf000 | unorm(r, 15) << 8 | unorm(g, 15) << 4 | unorm(b, 15),
            out,
        ),
        27 => out.push((unorm(r, 7) << 5 | unorm(g, 7) << 2 | unorm(b, 3)) as u8),
        29 => u16le(
            a << 8 | unorm(r, 7) << 5 | unorm(g, 7) << 2 | unorm(b, 3),
            out,
        ),
        35 => u32le(
            unorm(a, 3) << 30 | unorm(r, 1023) << 20 | unorm(g, 1023) << 10 | unorm(b, 1023),
            out,
        ),
        31 => u32le(
            unorm(a, 3) << 30 | unorm(b, 1023) << 20 | unorm(g, 1023) << 10 | unorm(r, 1023),
            out,
        ),
        34 => [r, g].into_iter().for_each(|c| u16le(c * 257, out)),
        36 => [r, g, b, a].into_iter().for_each(|c| u16le(c * 257, out)),
        28 => out.push(a as u8),                                  // A8
        50 => out.push(l as u8),                                  // L8
        51 => out.extend_from_slice(&[l as u8, a as u8]),         // A8L8
        52 => out.push((unorm(a, 15) << 4 | unorm(l, 15)) as u8), // A4L4
        81 => u16le(l * 257, out),                                // L16
        60 => out.extend_from_slice(&[signed8(r), signed8(g)]),   // V8U8
        63 => out.extend_from_slice(&[signed8(r), signed8(g), signed8(b), signed8(a)]), // Q8W8V8U8
        62 => out.extend_from_slice(&[signed8(r), signed8(g), l as u8, 0xff]), // X8L8V8U8
        64 => [r, g]
            .into_iter()
            .for_each(|c| u16le(((c as i32 - 128) * 256) as i16 as u16 as u32, out)),
        111 => out.extend_from_slice(&half(r)), // R16F
        112 => [r, g]
            .into_iter()
            .for_each(|c| out.extend_from_slice(&half(c))),
        113 => [r, g, b, a]
            .into_iter()
            .for_each(|c| out.extend_from_slice(&half(c))),
        114 => out.extend_from_slice(&float(r)), // R32F
        115 => [r, g]
            .into_iter()
            .for_each(|c| out.extend_from_slice(&float(c))),
        116 => [r, g, b, a]
            .into_iter()
            .for_each(|c| out.extend_from_slice(&float(c))),
        _ => return false,
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texel(format: u32, argb: u32) -> Vec<u8> {
        let mut out = Vec::new();
        assert!(encode(format, argb, &mut out), "format {format}");
        out
    }

    #[test]
    fn conversions_follow_the_scene_format_rules() {
        // R5G6B5 of (r 255, g 128, b 64): 31, (128*63+127)/255 = 32, (64*31+127)/255 = 8.
        assert_eq!(
            texel(23, 0xffff8040),
            ((31u16 << 11) | (32 << 5) | 8).to_le_bytes().to_vec()
        );
        // A1R5G5B5: alpha 0x80 is set, 0x7f is not.
        assert_eq!(texel(25, 0x80000000), 0x8000u16.to_le_bytes().to_vec());
        assert_eq!(texel(25, 0x7f000000), vec![0, 0]);
        // L8 of pure green: (587*255 + 500)/1000 = 150.
        assert_eq!(texel(50, 0xff00ff00), vec![150]);
        // V8U8 of r 0, g 255: -128 and 127.
        assert_eq!(texel(60, 0xff00ff00), vec![0x80, 0x7f]);
        // X8L8V8U8: U, V, L, 255.
        assert_eq!(texel(62, 0x00808080), vec![0, 0, 128, 255]);
        // V16U16 of r 255: 127 * 256.
        assert_eq!(texel(64, 0x00ff8000)[..2], (127i16 * 256).to_le_bytes());
        assert_eq!(
            texel(114, 0x00330000),
            (51.0f32 / 255.0).to_le_bytes().to_vec()
        );
        assert_eq!(
            texel(111, 0x00ff0000),
            0x3c00u16.to_le_bytes().to_vec(),
            "1.0 as a half"
        );
        assert_eq!(texel(22, 0x00123456), vec![0x56, 0x34, 0x12, 0xff]);
        assert_eq!(texel(33, 0x00123456), vec![0x12, 0x34, 0x56, 0xff]);
        assert_eq!(texel(20, 0x00123456), vec![0x56, 0x34, 0x12]);
        assert!(
            !encode(0x31545844, 0, &mut Vec::new()),
            "DXT1 takes bytes only"
        );
    }
}
