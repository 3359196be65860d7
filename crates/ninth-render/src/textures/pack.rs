//! Texture replacement packs: a folder of images named by content key (`{key:016x}.png`, or
//! `.dds` for DXT1-5 data) that replace cached 2D textures of that key when they are
//! created, at any resolution. A PNG replacement is stored as A8B8G8R8 (with a box-filtered
//! chain when the replaced texture has mip levels); a DDS one keeps its blocks and levels.
//! A file that cannot be read is reported once through `tracing` and the game's own texture
//! is used: a pack never stops a program.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use super::cache::CacheKey;
use super::mips::box_chain;
use super::{TextureDesc, TextureFormat};
use crate::error::{Error, Result};

/// Largest side of a replacement image (WebGPU's guaranteed 2D limit is 8192; a larger
/// image the device cannot hold is refused when the texture is made, and the program's own
/// is used).
const MAX_SIDE: u32 = 16384;

/// A replacement: its shape and its levels' bytes (tightly packed rows, level 0 first).
pub(crate) struct Replacement {
    pub desc: TextureDesc,
    pub levels: Vec<Vec<u8>>,
}

/// The files of a pack folder by key, listed once when the pack is opened.
pub(crate) struct TexturePack {
    files: HashMap<u64, PathBuf>,
}

impl TexturePack {
    /// Lists `dir`'s `KEY.png` and `KEY.dds` files (names of 16 hexadecimal digits; other
    /// files are ignored).
    pub fn open(dir: &Path) -> Result<Self> {
        let entries = std::fs::read_dir(dir).map_err(|e| {
            Error::args(format!(
                "texture pack folder {}: {e}",
                dir.to_string_lossy()
            ))
        })?;
        let mut files = HashMap::new();
        for entry in entries.flatten() {
            let path = entry.path();
            let (Some(stem), Some(ext)) = (path.file_stem(), path.extension()) else {
                continue;
            };
            let ext = ext.to_string_lossy().to_ascii_lowercase();
            let stem = stem.to_string_lossy();
            if stem.len() != 16 || !(ext == "png" || ext == "dds") {
                continue;
            }
            if let Ok(key) = u64::from_str_radix(&stem, 16) {
                files.insert(key, path);
            }
        }
        Ok(Self { files })
    }

    /// Images in the pack.
    pub fn len(&self) -> usize {
        self.files.len()
    }

    /// The replacement of the 2D texture `key` of `original`'s shape, if the pack has one
    /// that reads; `None` (logged) for an unreadable file.
    pub fn replacement(&self, key: CacheKey, original: &TextureDesc) -> Option<Replacement> {
        let path = self.files.get(&key.0)?;
        let loaded = match path.extension().map(|e| e.to_ascii_lowercase()) {
            Some(e) if e == "dds" => read_dds(path),
            _ => read_png(path, original.levels > 1),
        };
        match loaded {
            Ok(replacement) => Some(replacement),
            Err(e) => {
                tracing::warn!("texture pack: {} not used: {e}", path.to_string_lossy());
                None
            }
        }
    }
}

/// A PNG as A8B8G8R8 (bytes R, G, B, A), with its box-filtered chain when `mips`.
fn read_png(path: &Path, mips: bool) -> Result<Replacement> {
    let file = std::fs::File::open(path).map_err(|e| Error::args(e.to_string()))?;
    let mut decoder = png::Decoder::new(std::io::BufReader::new(file));
    decoder.set_transformations(png::Transformations::normalize_to_color8());
    let mut reader = decoder
        .read_info()
        .map_err(|e| Error::args(format!("not a PNG: {e}")))?;
    let (w, h) = (reader.info().width, reader.info().height);
    if w > MAX_SIDE || h > MAX_SIDE {
        return Err(Error::args(format!(
            "a {w}x{h} image (at most {MAX_SIDE} per side)"
        )));
    }
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader
        .next_frame(&mut buf)
        .map_err(|e| Error::args(format!("PNG data: {e}")))?;
    let (width, height) = (info.width, info.height);
    let texels = width as usize * height as usize;
    let rgba: Vec<u8> = match info.color_type {
        png::ColorType::Rgba => buf[..texels * 4].to_vec(),
        png::ColorType::Rgb => buf[..texels * 3]
            .chunks_exact(3)
            .flat_map(|t| [t[0], t[1], t[2], 255])
            .collect(),
        png::ColorType::GrayscaleAlpha => buf[..texels * 2]
            .chunks_exact(2)
            .flat_map(|t| [t[0], t[0], t[0], t[1]])
            .collect(),
        png::ColorType::Grayscale => buf[..texels].iter().flat_map(|&l| [l, l, l, 255]).collect(),
        png::ColorType::Indexed => {
            return Err(Error::args("an indexed PNG the decoder did not expand"));
        }
    };
    let mut levels = vec![rgba];
    if mips {
        levels.extend(
            box_chain(width, height, &levels[0])
                .into_iter()
                .map(|(_, _, d)| d),
        );
    }
    let desc = TextureDesc::tex2d(TextureFormat::A8B8G8R8, width, height, levels.len() as u32);
    Ok(Replacement { desc, levels })
}

/// A DDS file of DXT1-5 blocks (legacy header, or the DX10 header with BC1-3),
/// with the levels it holds.
fn read_dds(path: &Path) -> Result<Replacement> {
    let bytes = std::fs::read(path).map_err(|e| Error::args(e.to_string()))?;
    let word = |at: usize| -> Result<u32> {
        bytes
            .get(at..at + 4)
            .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
            .ok_or_else(|| Error::args("a truncated DDS header"))
    };
    if bytes.get(..4) != Some(b"DDS ") || word(4)? != 124 {
        return Err(Error::args("not a DDS file"));
    }
    let (height, width) = (word(12)?, word(16)?);
    let mip_count = word(28)?.max(1);
    let fourcc = word(84)?;
    let (format, mut at) = match &fourcc.to_le_bytes() {
        b"DXT1" => (TextureFormat::DXT1, 128),
        b"DXT2" => (TextureFormat::DXT2, 128),
        b"DXT3" => (TextureFormat::DXT3, 128),
        b"DXT4" => (TextureFormat::DXT4, 128),
        b"DXT5" => (TextureFormat::DXT5, 128),
        b"DX10" => {
            let format = match word(128)? {
                71 | 72 => TextureFormat::DXT1,
                74 | 75 => TextureFormat::DXT3,
                77 | 78 => TextureFormat::DXT5,
                other => return Err(Error::args(format!("DXGI format {other} (BC1-3 only)"))),
            };
            (format, 148)
        }
        other => {
            return Err(Error::args(format!(
                "DDS pixel format {:?} (DXT1-5 only)",
                String::from_utf8_lossy(other)
            )));
        }
    };
    if width == 0 || height == 0 || width > MAX_SIDE || height > MAX_SIDE {
        return Err(Error::args(format!("a {width}x{height} DDS image")));
    }
    let desc = TextureDesc::tex2d(format, width, height, mip_count);
    let levels_possible = desc.full_chain();
    let mut levels = Vec::new();
    for level in 0..mip_count.min(levels_possible) {
        let (w, h, _) = desc.level_size(level);
        let size = w.div_ceil(4) as usize * h.div_ceil(4) as usize * format.block_bytes() as usize;
        let data = bytes
            .get(at..at + size)
            .ok_or_else(|| Error::args(format!("DDS level {level} is truncated")))?;
        levels.push(data.to_vec());
        at += size;
    }
    let desc = TextureDesc {
        levels: levels.len() as u32,
        ..desc
    };
    Ok(Replacement { desc, levels })
}
