//! Writing renderer readbacks (BGRA rows) as RGBA PNG files.

use std::path::Path;

/// Writes `bgra` (tightly packed rows of B, G, R, A) as an 8-bit RGBA PNG.
pub fn write_bgra_png(path: &Path, width: u32, height: u32, bgra: &[u8]) -> Result<(), String> {
    let mut rgba = bgra.to_vec();
    for pixel in rgba.chunks_exact_mut(4) {
        pixel.swap(0, 2);
    }
    let file = std::fs::File::create(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), width, height);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder
        .write_header()
        .map_err(|e| format!("{}: {e}", path.display()))?;
    writer
        .write_image_data(&rgba)
        .map_err(|e| format!("{}: {e}", path.display()))
}
