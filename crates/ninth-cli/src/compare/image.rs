//! RGBA8 images: PNG reading and writing, and the per-pixel comparison.

use std::path::Path;

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
    /// The difference image: each channel's difference times 8, alpha opaque; pixels over
    /// the tolerance drawn in magenta where the amplified difference is faint.
    pub image: Rgba,
}

/// Compares `actual` with `expected`; sizes must match.
pub fn compare(actual: &Rgba, expected: &Rgba, tolerance: u8) -> Result<Difference, String> {
    if (actual.width, actual.height) != (expected.width, expected.height) {
        return Err(format!(
            "size {}x{} differs from the reference's {}x{}",
            actual.width, actual.height, expected.width, expected.height
        ));
    }
    let mut max_channel = 0;
    let mut pixels_over = 0;
    let mut image = Vec::with_capacity(actual.pixels.len());
    for (a, e) in actual
        .pixels
        .chunks_exact(4)
        .zip(expected.pixels.chunks_exact(4))
    {
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
}
