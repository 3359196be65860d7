//! Mip chains built on the CPU with a box filter, as the reference renderer's
//! `create_cached` builds them, and the bytes a chain takes.

/// The size of the level below a side of `n` texels: half, rounded down, at least 1.
pub fn next_side(n: u32) -> u32 {
    (n / 2).max(1)
}

/// Levels of the full chain of a `width` x `height` x `depth` image (down to 1x1x1).
pub fn full_chain_levels(width: u32, height: u32, depth: u32) -> u32 {
    32 - width.max(height).max(depth).max(1).leading_zeros()
}

/// Bytes of `levels` mip levels (0: the full chain) of a `width` x `height` x `depth` image
/// of `bytes_per_texel` bytes per texel; each level halves every side, rounding down, to at
/// least 1 (3x5 RGBA8 with all levels: 15 + 2 + 1 texels = 72 bytes).
pub fn chain_bytes(width: u32, height: u32, depth: u32, bytes_per_texel: u32, levels: u32) -> u64 {
    let full = full_chain_levels(width, height, depth);
    let levels = if levels == 0 { full } else { levels.min(full) };
    let (mut w, mut h, mut d) = (width.max(1), height.max(1), depth.max(1));
    let mut total = 0u64;
    for _ in 0..levels {
        total += u64::from(w) * u64::from(h) * u64::from(d) * u64::from(bytes_per_texel);
        (w, h, d) = (next_side(w), next_side(h), next_side(d));
    }
    total
}

/// The source texels `[start, end)` a destination texel `i` of a side of `to` texels
/// covers on a side of `from`: every source texel falls in exactly one destination texel
/// (a side of 5 halves into texels of 2 and 3).
fn span(i: u32, from: u32, to: u32) -> (u32, u32) {
    let start = (u64::from(i) * u64::from(from) / u64::from(to)) as u32;
    let end = (u64::from(i + 1) * u64::from(from) / u64::from(to)) as u32;
    (start, end.max(start + 1))
}

/// The level below `pixels` (`width` x `height`, 4 bytes per texel of four 8-bit channels,
/// tightly packed rows): each texel the rounded mean, channel by channel, of the source
/// texels it covers.
pub fn box_level(width: u32, height: u32, pixels: &[u8]) -> (u32, u32, Vec<u8>) {
    if width.is_multiple_of(2) && height.is_multiple_of(2) {
        return even_level(width, height, pixels);
    }
    spans_level(width, height, pixels)
}

/// [`box_level`] of any sides, through the spans each texel covers.
fn spans_level(width: u32, height: u32, pixels: &[u8]) -> (u32, u32, Vec<u8>) {
    let (w, h) = (next_side(width), next_side(height));
    let mut out = Vec::with_capacity(w as usize * h as usize * 4);
    for y in 0..h {
        let (y0, y1) = span(y, height, h);
        for x in 0..w {
            let (x0, x1) = span(x, width, w);
            let count = (y1 - y0) * (x1 - x0);
            let mut sum = [0u32; 4];
            for sy in y0..y1 {
                for sx in x0..x1 {
                    let at = (sy as usize * width as usize + sx as usize) * 4;
                    for (c, s) in sum.iter_mut().enumerate() {
                        *s += u32::from(pixels[at + c]);
                    }
                }
            }
            out.extend(sum.iter().map(|s| ((s + count / 2) / count) as u8));
        }
    }
    (w, h, out)
}

/// [`box_level`] of even sides: each texel the rounded mean of a 2x2 block.
fn even_level(width: u32, height: u32, pixels: &[u8]) -> (u32, u32, Vec<u8>) {
    let (w, h) = (width as usize / 2, height as usize / 2);
    let row = width as usize * 4;
    let mut out = Vec::with_capacity(w * h * 4);
    for y in 0..h {
        let (top, bottom) = (&pixels[2 * y * row..], &pixels[(2 * y + 1) * row..]);
        for x in 0..w {
            let at = 8 * x;
            for c in 0..4 {
                let sum = u16::from(top[at + c])
                    + u16::from(top[at + 4 + c])
                    + u16::from(bottom[at + c])
                    + u16::from(bottom[at + 4 + c]);
                out.push(((sum + 2) / 4) as u8);
            }
        }
    }
    (w as u32, h as u32, out)
}

/// Every level of the full chain below `level0` (`width` x `height`, 4 bytes per texel),
/// largest first.
pub fn box_chain(width: u32, height: u32, level0: &[u8]) -> Vec<(u32, u32, Vec<u8>)> {
    let mut levels: Vec<(u32, u32, Vec<u8>)> = Vec::new();
    let (mut w, mut h) = (width, height);
    while w > 1 || h > 1 {
        let above = levels.last().map_or(level0, |(_, _, p)| p.as_slice());
        let next = box_level(w, h, above);
        (w, h) = (next.0, next.1);
        levels.push(next);
    }
    levels
}

/// The level below a `width` x `height` x `depth` volume (slices one after another, 4 bytes
/// per texel of four 8-bit channels): each texel the rounded mean of the source texels it
/// covers on all three axes.
pub fn box_volume_level(
    (width, height, depth): (u32, u32, u32),
    pixels: &[u8],
) -> ((u32, u32, u32), Vec<u8>) {
    let (w, h, d) = (next_side(width), next_side(height), next_side(depth));
    let mut out = Vec::with_capacity(w as usize * h as usize * d as usize * 4);
    for z in 0..d {
        let (z0, z1) = span(z, depth, d);
        for y in 0..h {
            let (y0, y1) = span(y, height, h);
            for x in 0..w {
                let (x0, x1) = span(x, width, w);
                let count = (z1 - z0) * (y1 - y0) * (x1 - x0);
                let mut sum = [0u32; 4];
                for sz in z0..z1 {
                    for sy in y0..y1 {
                        for sx in x0..x1 {
                            let at = ((sz as usize * height as usize + sy as usize)
                                * width as usize
                                + sx as usize)
                                * 4;
                            for (c, total) in sum.iter_mut().enumerate() {
                                *total += u32::from(pixels[at + c]);
                            }
                        }
                    }
                }
                out.extend(sum.iter().map(|t| ((t + count / 2) / count) as u8));
            }
        }
    }
    ((w, h, d), out)
}

/// Every level of a volume's full chain below `level0`, largest first.
pub fn box_volume_chain(size: (u32, u32, u32), level0: &[u8]) -> Vec<((u32, u32, u32), Vec<u8>)> {
    let mut levels: Vec<((u32, u32, u32), Vec<u8>)> = Vec::new();
    let mut side = size;
    while side.0 > 1 || side.1 > 1 || side.2 > 1 {
        let above = levels.last().map_or(level0, |(_, p)| p.as_slice());
        let next = box_volume_level(side, above);
        side = next.0;
        levels.push(next);
    }
    levels
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chain_bytes_count_every_level() {
        assert_eq!(chain_bytes(3, 5, 1, 4, 0), 72);
        assert_eq!(chain_bytes(256, 256, 1, 4, 0), 349_524);
        assert_eq!(chain_bytes(256, 256, 1, 4, 1), 262_144);
        assert_eq!(chain_bytes(1, 1, 1, 4, 0), 4);
        // A volume halves its depth too: 4x4x4 + 2x2x2 + 1 texels.
        assert_eq!(chain_bytes(4, 4, 4, 4, 0), (64 + 8 + 1) * 4);
        assert_eq!(full_chain_levels(3, 5, 1), 3);
        assert_eq!(full_chain_levels(256, 1, 1), 9);
    }

    #[test]
    fn the_even_fast_path_equals_the_general_one() {
        let mut state = 0x1234_5678u32;
        let px: Vec<u8> = (0..8 * 6 * 4)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 17;
                state ^= state << 5;
                state as u8
            })
            .collect();
        assert_eq!(even_level(8, 6, &px), spans_level(8, 6, &px));
        assert_eq!(box_level(8, 6, &px), spans_level(8, 6, &px));
    }

    #[test]
    fn volume_levels_average_across_slices_too() {
        // 2x2x2 -> 1x1x1: the mean of eight texels; a 1x1x3 column -> one of three.
        let px: Vec<u8> = (0..8u8).flat_map(|v| [v * 10, 255, 0, 1]).collect();
        assert_eq!(
            box_volume_level((2, 2, 2), &px),
            ((1, 1, 1), vec![35, 255, 0, 1])
        );
        let px = [30, 0, 0, 0, 60, 0, 0, 0, 91, 0, 0, 0];
        assert_eq!(box_volume_level((1, 1, 3), &px).1, vec![60, 0, 0, 0]);
        // 4x2x8: 2x1x4, 1x1x2, 1x1x1.
        let px = vec![7u8; 4 * 2 * 8 * 4];
        let sizes: Vec<_> = box_volume_chain((4, 2, 8), &px)
            .iter()
            .map(|(s, p)| (*s, p.len()))
            .collect();
        assert_eq!(sizes, vec![((2, 1, 4), 32), ((1, 1, 2), 8), ((1, 1, 1), 4)]);
    }

    #[test]
    fn box_levels_average_the_texels_they_cover() {
        // 2x2 -> 1x1: the rounded mean per channel.
        let px = [0, 10, 255, 1, 2, 20, 255, 2, 4, 30, 0, 3, 6, 41, 0, 4];
        let (w, h, one) = box_level(2, 2, &px);
        assert_eq!((w, h), (1, 1));
        assert_eq!(one, vec![3, 25, 128, 3]);
        // 3x1 -> 1x1: all three texels (a side of 3 halves into one texel of 3).
        let px = [30, 0, 0, 0, 60, 0, 0, 0, 91, 0, 0, 0];
        assert_eq!(box_level(3, 1, &px).2, vec![60, 0, 0, 0]);
        // 5x1 -> 2x1: texels of 2 and 3 source texels.
        let px: Vec<u8> = [10u8, 20, 30, 40, 50]
            .iter()
            .flat_map(|&v| [v, 0, 0, 255])
            .collect();
        assert_eq!(box_level(5, 1, &px).2, vec![15, 0, 0, 255, 40, 0, 0, 255]);
        // The chain of 3x5: 1x2 then 1x1, 18 texels in all.
        let px: Vec<u8> = (0..15u8).flat_map(|v| [v * 10, 0, 0, 0]).collect();
        let chain = box_chain(3, 5, &px);
        let sizes: Vec<_> = chain.iter().map(|(w, h, p)| (*w, *h, p.len())).collect();
        assert_eq!(sizes, vec![(1, 2, 8), (1, 1, 4)]);
        // Level 1: rows 0-1 (texels 0..6, mean 25) and rows 2-4 (texels 6..15, mean 100).
        assert_eq!(chain[0].2, vec![25, 0, 0, 0, 100, 0, 0, 0]);
        assert_eq!(chain[1].2, vec![63, 0, 0, 0]);
    }
}
