//! `fill` generators: an 8-bit A, R, G, B colour per texel (SCENE_FORMAT.md's rules),
//! converted to the texture's format, or raw level bytes.

use ninth_scene::Generator;

use crate::error::{Error, Result};
use crate::replay::texel;

/// The colour of texel (x, y) of a `width` x `height` level, as `0xAARRGGBB`.
fn texel(generator: &Generator, x: u32, y: u32, width: u32, height: u32) -> u32 {
    match generator {
        Generator::Solid(c) => *c,
        Generator::Checker {
            cell,
            first,
            second,
        } => {
            let cell = (*cell).max(1);
            if (x / cell + y / cell).is_multiple_of(2) {
                *first
            } else {
                *second
            }
        }
        Generator::Gradient([tl, tr, bl, br]) => {
            let u = if width > 1 {
                x as f64 / (width - 1) as f64
            } else {
                0.0
            };
            let v = if height > 1 {
                y as f64 / (height - 1) as f64
            } else {
                0.0
            };
            let mut out = 0u32;
            for shift in [0, 8, 16, 24] {
                let ch = |c: u32| f64::from((c >> shift) & 0xff);
                let top = ch(*tl) * (1.0 - u) + ch(*tr) * u;
                let bottom = ch(*bl) * (1.0 - u) + ch(*br) * u;
                let value = (top * (1.0 - v) + bottom * v).round() as u32;
                out |= value.min(255) << shift;
            }
            out
        }
        Generator::Bytes(_) => 0,
    }
}

/// The bytes of one `width` x `height` x `depth` level (rows tightly packed), or
/// Unsupported for formats whose conversion is not here yet.
pub(crate) fn level_bytes(
    generator: &Generator,
    format: u32,
    width: u32,
    height: u32,
    depth: u32,
    size: usize,
) -> Result<Vec<u8>> {
    if let Generator::Bytes(bytes) = generator {
        if bytes.len() != size {
            return Err(Error::invalid(format!(
                "fill bytes: {} bytes given, the level holds {size}",
                bytes.len()
            )));
        }
        return Ok(bytes.clone());
    }
    let mut out = Vec::with_capacity(size);
    for _ in 0..depth {
        for y in 0..height {
            for x in 0..width {
                if !texel::encode(format, texel(generator, x, y, width, height), &mut out) {
                    return Err(Error::unsupported(format!(
                        "fill generators for D3DFORMAT {format} (block formats take bytes)"
                    )));
                }
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::consts::fmt;

    #[test]
    fn generators_follow_the_scene_format() {
        let g = Generator::Gradient([0xff000000, 0xffff0000, 0xff0000ff, 0xffffffff]);
        let bytes = level_bytes(&g, fmt::A8R8G8B8, 3, 2, 1, 24).unwrap();
        let px = |i: usize| u32::from_le_bytes(bytes[i * 4..i * 4 + 4].try_into().unwrap());
        assert_eq!(px(0), 0xff000000);
        assert_eq!(px(1), 0xff800000, "127.5 rounds to 128");
        assert_eq!(px(2), 0xffff0000);
        assert_eq!(
            px(4),
            0xff8080ff,
            "bottom middle: (0+255)/2 red and green, blue 255"
        );
        let c = Generator::Checker {
            cell: 2,
            first: 0x11223344,
            second: 0x55667788,
        };
        let bytes = level_bytes(&c, fmt::X8R8G8B8, 4, 1, 1, 16).unwrap();
        assert_eq!(
            &bytes[..4],
            &0xff223344u32.to_le_bytes(),
            "X8 stores alpha 255"
        );
        assert_eq!(&bytes[8..12], &0xff667788u32.to_le_bytes());
        assert!(level_bytes(&Generator::Bytes(vec![1, 2]), 50, 1, 1, 1, 1).is_err());
        let r5g6b5 = level_bytes(&Generator::Solid(0x00ff0000), 23, 1, 1, 1, 2).unwrap();
        assert_eq!(r5g6b5, 0xf800u16.to_le_bytes());
        let dxt1 = 0x3154_5844;
        let e = level_bytes(&Generator::Solid(0), dxt1, 4, 4, 1, 8).unwrap_err();
        assert_eq!(e.kind, crate::ErrorKind::Unsupported);
    }
}
