//! RGBA8 images: PNG reading and writing, and the per-pixel comparison.

use std::path::Path;

use super::oracle::Rect;

/// An 8-bit RGBA image.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rgba {
    pub width: u32,
    pub height: u32,
    /// Rows of R, G, B, A bytes, tightly packed.
    pub pixels: Vec<u8>,
}

impl Rgba {
    /// Reads a PNG of any colour type and depth as 8-bit RGBA.
    pub fn read_png(path: &Path) -> Result<Self, String> {
        let file = std::fs::File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let mut decoder = png::Decoder::new(std::io::BufReader::new(file));
        decoder.set_transformations(
            png::Transformations::normalize_to_color8() | png::Transformations::ALPHA,
        );
        let mut reader = decoder
            .read_info()
            .map_err(|e| format!("{}: {e}", path.display()))?;
        let mut buffer = vec![0; reader.output_buffer_size()];
        let info = reader
            .next_frame(&mut buffer)
            .map_err(|e| format!("{}: {e}", path.display()))?;
        buffer.truncate(info.buffer_size());
        let pixels = match info.color_type {
            png::ColorType::Rgba => buffer,
            png::ColorType::GrayscaleAlpha => buffer
                .chunks_exact(2)
                .flat_map(|p| [p[0], p[0], p[0], p[1]])
                .collect(),
            other => {
                return Err(format!(
                    "{}: unexpected PNG colour type {other:?}",
                    path.display()
                ));
            }
        };
        Ok(Self {
            width: info.width,
            height: info.height,
            pixels,
        })
    }

    /// Writes the image as an RGBA PNG.
    pub fn write_png(&self, path: &Path) -> Result<(), String> {
        let file = std::fs::File::create(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), self.width, self.height);
        encoder.set_color(png::ColorType::Rgba);
        encoder.set_depth(png::BitDepth::Eight);
        let mut writer = encoder
            .write_header()
            .map_err(|e| format!("{}: {e}", path.display()))?;
        writer
            .write_image_data(&self.pixels)
            .map_err(|e| format!("{}: {e}", path.display()))
    }
}

/// How two images differ.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    /// Largest difference of any channel (alpha included) at any pixel.
    pub max_channel: u8,
    /// Pixels with a channel differing by more than the tolerance.
    pub pixels_over: usize,
    /// Pixels inside a mask, left out of the comparison (and of `max_channel`).
    pub pixels_masked: usize,
    /// The difference image: each channel's difference times 8, alpha opaque; pixels over
    /// the tolerance drawn in magenta where the amplified difference is faint; masked pixels
    /// drawn as blue diagonal stripes ([`MASKED`]).
    pub image: Rgba,
}

/// The two colours of the stripes that mark masked pixels in a difference image.
pub const MASKED: [[u8; 4]; 2] = [[40, 80, 200, 255], [20, 40, 100, 255]];

/// Compares `actual` with `expected`; sizes must match.
pub fn compare(actual: &Rgba, expected: &Rgba, tolerance: u8) -> Result<Difference, String> {
    compare_masked(actual, expected, tolerance, &[])
}

/// Compares `actual` with `expected` leaving out the pixels inside `masks` (inclusive
/// rectangles; parts outside the image are ignored); sizes must match.
pub fn compare_masked(
    actual: &Rgba,
    expected: &Rgba,
    tolerance: u8,
    masks: &[Rect],
) -> Result<Difference, String> {
    if (actual.width, actual.height) != (expected.width, expected.height) {
        return Err(format!(
            "size {}x{} differs from the reference's {}x{}",
            actual.width, actual.height, expected.width, expected.height
        ));
    }
    let mut max_channel = 0;
    let mut pixels_over = 0;
    let mut pixels_masked = 0;
    let mut image = Vec::with_capacity(actual.pixels.len());
    let width = actual.width.max(1) as usize;
    for (i, (a, e)) in actual
        .pixels
        .chunks_exact(4)
        .zip(expected.pixels.chunks_exact(4))
        .enumerate()
    {
        let (x, y) = ((i % width) as u32, (i / width) as u32);
        if masks.iter().any(|r| r.contains(x, y)) {
            pixels_masked += 1;
            image.extend_from_slice(&MASKED[((x + y) / 3 % 2) as usize]);
            continue;
        }
        let d = [0, 1, 2, 3].map(|i| a[i].abs_diff(e[i]));
        let worst = d.into_iter().max().unwrap_or(0);
        max_channel = max_channel.max(worst);
        let over = worst > tolerance;
        pixels_over += usize::from(over);
        let amp = |v: u8| v.saturating_mul(8);
        let mut px = [
            amp(d[0].max(d[3])),
            amp(d[1].max(d[3])),
            amp(d[2].max(d[3])),
            255,
        ];
        if over && px[..3].iter().all(|&c| c < 64) {
            px = [255, 0, 255, 255];
        }
        image.extend_from_slice(&px);
    }
    Ok(Difference {
        max_channel,
        pixels_over,
        pixels_masked,
        image: Rgba {
            width: actual.width,
            height: actual.height,
            pixels: image,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn img(pixels: &[[u8; 4]]) -> Rgba {
        Rgba {
            width: pixels.len() as u32,
            height: 1,
            pixels: pixels.concat(),
        }
    }

    #[test]
    fn counts_pixels_over_tolerance_and_the_largest_channel_difference() {
        let a = img(&[[10, 20, 30, 255], [0, 0, 0, 255], [100, 100, 100, 246]]);
        let b = img(&[[12, 20, 30, 255], [0, 9, 0, 255], [100, 100, 100, 255]]);
        let d = compare(&a, &b, 2).unwrap();
        assert_eq!(d.max_channel, 9);
        assert_eq!(d.pixels_over, 2, "the 2-step pixel is within tolerance");
        assert_eq!(&d.image.pixels[4..8], &[0, 72, 0, 255]);
        assert_eq!(
            &d.image.pixels[8..12],
            &[72, 72, 72, 255],
            "alpha differences show in every channel"
        );
        let faint = compare(&img(&[[0, 0, 0, 255]]), &img(&[[5, 0, 0, 255]]), 2).unwrap();
        assert_eq!(
            faint.image.pixels,
            vec![255, 0, 255, 255],
            "faint failures are magenta"
        );
        assert!(
            compare(&a, &img(&[[0; 4]]), 2)
                .unwrap_err()
                .contains("size")
        );
    }

    #[test]
    fn masked_pixels_are_left_out_and_striped() {
        // 4x2: the actual image differs from the expected one by 200 at (1, 0) and (2, 1)
        // and by 9 at (3, 0).
        let expected = Rgba {
            width: 4,
            height: 2,
            pixels: [[0, 0, 0, 255]; 8].concat(),
        };
        let mut actual = expected.clone();
        actual.pixels[4] = 200;
        actual.pixels[(4 + 2) * 4 + 1] = 200;
        actual.pixels[3 * 4 + 2] = 9;
        let whole = compare(&actual, &expected, 2).unwrap();
        assert_eq!((whole.max_channel, whole.pixels_over), (200, 3));
        assert_eq!(whole.pixels_masked, 0);

        let mask = |x0, y0, x1, y1| Rect { x0, y0, x1, y1 };
        let d = compare_masked(&actual, &expected, 2, &[mask(1, 0, 2, 1)]).unwrap();
        assert_eq!(d.pixels_masked, 4, "the inclusive 2x2 rectangle");
        assert_eq!(d.pixels_over, 1, "only (3, 0) is compared and over");
        assert_eq!(d.max_channel, 9, "masked differences do not count");
        let px = |x: usize, y: usize| &d.image.pixels[(y * 4 + x) * 4..][..4];
        assert_eq!(px(1, 0), MASKED[0]);
        assert_eq!(px(2, 1), MASKED[1]);
        assert_eq!(px(0, 0), [0, 0, 0, 255], "unmasked, equal");

        let all = compare_masked(&actual, &expected, 2, &[mask(0, 0, 99, 99)]).unwrap();
        assert_eq!(
            (all.pixels_over, all.pixels_masked, all.max_channel),
            (0, 8, 0)
        );
    }
}
