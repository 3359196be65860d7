//! Writing cached 2D textures out by content key, the files a replacement pack (`pack.rs`)
//! is made from: `{key:016x}.png` of level 0 as D3D9 samples it (formats stored as 8-bit
//! BGRA: the 8-bit, 16-bit packed, luminance and alpha formats), `{key:016x}.dds` of every
//! level for DXT1-5. Float, 10-bit, 16-bit-channel and bump formats are not written.

use std::path::Path;

use super::cache::CacheKey;
use super::convert::convert_row;
use super::format::Storage;
use super::{TextureDesc, TextureFormat, TextureType};
use crate::error::{Error, Result};

/// Writes texture `key` of `desc` (`levels`: its levels' bytes, level 0 first) into `dir`;
/// `Ok(false)` when its type or format is not written.
pub(crate) fn dump(
    dir: &Path,
    key: CacheKey,
    desc: &TextureDesc,
    levels: &[&[u8]],
) -> Result<bool> {
    if desc.ty != TextureType::Tex2d || levels.is_empty() {
        return Ok(false);
    }
    let io = |e: std::io::Error| Error::args(format!("texture dump in {}: {e}", dir.display()));
    std::fs::create_dir_all(dir).map_err(io)?;
    if desc.format.is_block() {
        let path = dir.join(format!("{key}.dds"));
        std::fs::write(path, dds(desc, levels)).map_err(io)?;
        return Ok(true);
    }
    if desc.format.storage(false, false) != Storage::Bgra8 {
        return Ok(false);
    }
    let row = (desc.width * desc.format.block_bytes()) as usize;
    let mut bgra = Vec::with_capacity(desc.width as usize * desc.height as usize * 4);
    for src in levels[0].chunks_exact(row).take(desc.height as usize) {
        convert_row(desc.format, Storage::Bgra8, src, &mut bgra);
    }
    for texel in bgra.chunks_exact_mut(4) {
        texel.swap(0, 2);
    }
    let path = dir.join(format!("{key}.png"));
    let file = std::fs::File::create(&path).map_err(io)?;
    let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), desc.width, desc.height);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let png = |e: png::EncodingError| Error::args(format!("{}: {e}", path.display()));
    encoder
        .write_header()
        .map_err(png)?
        .write_image_data(&bgra)
        .map_err(png)?;
    Ok(true)
}

/// A DDS file (legacy header) of DXT blocks with every level.
fn dds(desc: &TextureDesc, levels: &[&[u8]]) -> Vec<u8> {
    let fourcc: &[u8; 4] = match desc.format {
        TextureFormat::DXT1 => b"DXT1",
        TextureFormat::DXT2 => b"DXT2",
        TextureFormat::DXT3 => b"DXT3",
        TextureFormat::DXT4 => b"DXT4",
        _ => b"DXT5",
    };
    // DDSD_CAPS | HEIGHT | WIDTH | PIXELFORMAT | LINEARSIZE, | MIPMAPCOUNT with levels.
    let mut flags = 0x1 | 0x2 | 0x4 | 0x1000 | 0x8_0000;
    // DDSCAPS_TEXTURE, | COMPLEX | MIPMAP with levels.
    let mut caps = 0x1000;
    if levels.len() > 1 {
        flags |= 0x2_0000;
        caps |= 0x8 | 0x40_0000;
    }
    let mut header = [0u32; 32];
    header[0] = u32::from_le_bytes(*b"DDS ");
    header[1] = 124;
    header[2] = flags;
    header[3] = desc.height;
    header[4] = desc.width;
    header[5] = levels[0].len() as u32;
    header[7] = levels.len() as u32;
    // DDS_PIXELFORMAT: size 32, DDPF_FOURCC.
    header[19] = 32;
    header[20] = 0x4;
    header[21] = u32::from_le_bytes(*fourcc);
    header[27] = caps;
    let mut out: Vec<u8> = header.iter().flat_map(|w| w.to_le_bytes()).collect();
    for level in levels {
        out.extend_from_slice(level);
    }
    out
}
