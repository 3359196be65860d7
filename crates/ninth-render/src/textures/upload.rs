//! [`Renderer::update_texture_region`]: D3D9 texels into a box of one level, staged through
//! the arena (converted to the texture's storage on the way) and copied on the GPU in
//! recording order, after earlier draws and before later ones.

use super::TextureId;
use super::convert::{convert_row, verbatim};
use super::desc::{TextureRegion, TextureType};
use super::dxt::decode_block;
use super::format::{Storage, TextureFormat};
use crate::error::{Error, Result};
use crate::record::arena::ARENA_BYTES;
use crate::renderer::Renderer;
use std::ops::Range;

/// WebGPU's row alignment of buffer-to-texture copies.
const ROW_ALIGN: usize = wgpu::COPY_BYTES_PER_ROW_ALIGNMENT as usize;
const ZEROS: [u8; ROW_ALIGN] = [0; ROW_ALIGN];

/// Most bytes staged for one copy: larger boxes are copied in pieces of whole slices or
/// rows, so no staging allocation outgrows an arena or the device's buffer size limit.
const MAX_CHUNK: usize = ARENA_BYTES as usize;

/// One update: where its bytes come from and go.
struct UploadJob {
    texture: wgpu::Texture,
    format: TextureFormat,
    storage: Storage,
    region: TextureRegion,
    /// Array layer (cube face) or first slice of the copy.
    base_z: u32,
    /// Bytes of one staged row before padding, and after.
    staged_row: usize,
    padded: usize,
    layout: SourceLayout,
}

/// Where the source bytes of a region lie.
struct SourceLayout {
    /// Bytes of one row of texels (of blocks for DXT).
    row_bytes: usize,
    /// Rows (block rows for DXT) per slice.
    rows: usize,
    row_pitch: usize,
    slice_pitch: usize,
}

impl SourceLayout {
    fn row<'a>(&self, pixels: &'a [u8], slice: usize, row: usize) -> &'a [u8] {
        let start = slice * self.slice_pitch + row * self.row_pitch;
        &pixels[start..start + self.row_bytes]
    }
}

impl Renderer {
    /// Writes a box of one mip level of a texture: of one cube face (`region.face`), or of
    /// the slices `z..z + depth` of a volume. `pixels` hold the texels in the texture's
    /// D3D9 format, `row_pitch` bytes from one row to the next (one row of 4x4 blocks for
    /// DXT, whose boxes are block aligned) and `slice_pitch` bytes from one slice to the next
    /// (read only when `depth` > 1). Converted to the stored format, staged through the arena
    /// and ordered after the draws recorded so far and before later ones. An empty box writes
    /// nothing.
    pub fn update_texture_region(
        &mut self,
        id: TextureId,
        region: &TextureRegion,
        pixels: &[u8],
        row_pitch: u32,
        slice_pitch: u32,
    ) -> Result<()> {
        let owned = self.owned_texture(id)?;
        let (desc, storage) = (owned.desc, owned.storage);
        let texture = owned.texture.clone();
        region.check(&desc)?;
        if region.width == 0 || region.height == 0 || region.depth == 0 {
            return Ok(());
        }
        let format = desc.format;
        let side = format.block_side();
        let (blocks_w, rows) = (region.width.div_ceil(side), region.height.div_ceil(side));
        let layout = SourceLayout {
            row_bytes: blocks_w as usize * format.block_bytes() as usize,
            rows: rows as usize,
            row_pitch: row_pitch as usize,
            slice_pitch: slice_pitch as usize,
        };
        check_source(&layout, region, format, pixels.len())?;

        let staged_row = if storage.is_block() {
            layout.row_bytes
        } else {
            region.width as usize * storage.block_bytes() as usize
        };
        let job = UploadJob {
            texture,
            format,
            storage,
            region: *region,
            base_z: match desc.ty {
                TextureType::Tex2d => 0,
                TextureType::Cube => region.face,
                TextureType::Volume => region.z,
            },
            staged_row,
            padded: staged_row.div_ceil(ROW_ALIGN) * ROW_ALIGN,
            layout,
        };
        // Staged bytes per source row: a row of blocks decodes to four texel rows.
        let texel_rows = if format.is_block() && !storage.is_block() {
            4
        } else {
            1
        };
        let row_bytes = job.padded * texel_rows;
        let (rows, slices) = (job.layout.rows, region.depth as usize);
        let slice_bytes = row_bytes * rows;
        if slice_bytes <= MAX_CHUNK {
            let step = (MAX_CHUNK / slice_bytes).max(1);
            for first in (0..slices).step_by(step) {
                self.stage_chunk(&job, pixels, first..(first + step).min(slices), 0..rows);
            }
        } else {
            let step = (MAX_CHUNK / row_bytes).max(1);
            for slice in 0..slices {
                for first in (0..rows).step_by(step) {
                    self.stage_chunk(
                        &job,
                        pixels,
                        slice..slice + 1,
                        first..(first + step).min(rows),
                    );
                }
            }
        }
        Ok(())
    }

    /// Stages source rows `rows` of slices `slices` of `job` and records their copy.
    fn stage_chunk(
        &mut self,
        job: &UploadJob,
        pixels: &[u8],
        slices: Range<usize>,
        rows: Range<usize>,
    ) {
        let (format, storage, region) = (job.format, job.storage, &job.region);
        let side = format.block_side() as usize;
        let mut data = Vec::new();
        let mut parts: Vec<&[u8]> = Vec::new();
        if verbatim(format, storage) {
            parts.reserve(2 * slices.len() * rows.len());
            for slice in slices.clone() {
                for row in rows.clone() {
                    parts.push(job.layout.row(pixels, slice, row));
                    parts.push(&ZEROS[..job.padded - job.staged_row]);
                }
            }
        } else {
            data.reserve(job.padded * rows.len() * side * slices.len());
            for slice in slices.clone() {
                for row in rows.clone() {
                    let src = job.layout.row(pixels, slice, row);
                    if format.is_block() {
                        let texel_rows = (region.height as usize - 4 * row).min(4);
                        decode_block_row(
                            format,
                            src,
                            region.width as usize,
                            texel_rows,
                            job.padded,
                            &mut data,
                        );
                    } else {
                        convert_row(format, storage, src, &mut data);
                        data.resize(data.len().next_multiple_of(job.padded), 0);
                    }
                }
            }
            parts.push(&data);
        }
        let slice = self.arena.push(
            &self.gpu.device,
            &self.gpu.queue,
            &mut self.counters,
            &parts,
        );
        let buffer = self.arena.buffer(slice.buffer).clone();
        // BC copies whole blocks (a level smaller than a block has a block's physical size);
        // other copies are in texels, a decoded block row clipped at the box's bottom.
        let first_texel_row = (rows.start * side) as u32;
        let (copy_w, copy_h, rows_per_image) = if storage.is_block() {
            let h = 4 * rows.len() as u32;
            (region.width.div_ceil(4) * 4, h, rows.len() as u32)
        } else {
            let h = (region.height - first_texel_row).min((rows.len() * side) as u32);
            (region.width, h, h)
        };
        self.recorder
            .encoder(&self.gpu.device)
            .copy_buffer_to_texture(
                wgpu::TexelCopyBufferInfo {
                    buffer: &buffer,
                    layout: wgpu::TexelCopyBufferLayout {
                        offset: slice.offset,
                        bytes_per_row: Some(job.padded as u32),
                        rows_per_image: Some(rows_per_image),
                    },
                },
                wgpu::TexelCopyTextureInfo {
                    texture: &job.texture,
                    mip_level: region.level,
                    origin: wgpu::Origin3d {
                        x: region.x,
                        y: region.y + first_texel_row,
                        z: job.base_z + slices.start as u32,
                    },
                    aspect: wgpu::TextureAspect::All,
                },
                wgpu::Extent3d {
                    width: copy_w,
                    height: copy_h,
                    depth_or_array_layers: slices.len() as u32,
                },
            );
    }
}

/// Checks pitches and the byte count of the source of `region`.
fn check_source(
    layout: &SourceLayout,
    region: &TextureRegion,
    format: TextureFormat,
    len: usize,
) -> Result<()> {
    let name = format.name();
    if layout.row_pitch < layout.row_bytes {
        return Err(Error::args(format!(
            "row pitch {} is below the {} bytes of a {}-texel row of {name}",
            layout.row_pitch, layout.row_bytes, region.width
        )));
    }
    let image = layout.row_pitch * (layout.rows - 1) + layout.row_bytes;
    if region.depth > 1 && layout.slice_pitch < image {
        return Err(Error::args(format!(
            "slice pitch {} is below the {image} bytes of one {}x{} slice of {name}",
            layout.slice_pitch, region.width, region.height
        )));
    }
    let needed = layout.slice_pitch * (region.depth as usize - 1) + image;
    if len < needed {
        return Err(Error::args(format!(
            "a {}x{}x{} box of {name} with row pitch {} and slice pitch {} needs {needed} \
             bytes, got {len}",
            region.width, region.height, region.depth, layout.row_pitch, layout.slice_pitch
        )));
    }
    Ok(())
}

/// Decodes one row of DXT blocks into `texel_rows` BGRA8 rows of `width` texels, each
/// padded to `padded` bytes.
fn decode_block_row(
    format: TextureFormat,
    src: &[u8],
    width: usize,
    texel_rows: usize,
    padded: usize,
    out: &mut Vec<u8>,
) {
    let size = format.block_bytes() as usize;
    let blocks: Vec<_> = src
        .chunks_exact(size)
        .map(|b| decode_block(format, b))
        .collect();
    for ty in 0..texel_rows {
        let start = out.len();
        for (bx, block) in blocks.iter().enumerate() {
            for tx in 0..(width - 4 * bx).min(4) {
                out.extend_from_slice(&block[4 * ty + tx]);
            }
        }
        out.resize(start + padded, 0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decoded_rows_are_clipped_to_the_region_and_padded() {
        // Two DXT1 blocks: colour 0 white, colour 1 black, every index 0 (white).
        let block = [0xff, 0xff, 0, 0, 0, 0, 0, 0];
        let src = [block, block].concat();
        let mut out = Vec::new();
        decode_block_row(TextureFormat::DXT1, &src, 6, 2, 256, &mut out);
        assert_eq!(out.len(), 512);
        assert!(out[..24].iter().all(|&b| b == 0xff), "6 white texels");
        assert!(out[24..256].iter().all(|&b| b == 0), "padding");
        assert_eq!(out[256..280], out[..24]);
    }

    #[test]
    fn storage_is_unchanged_by_verbatim_formats() {
        assert!(verbatim(TextureFormat::A8R8G8B8, Storage::Bgra8));
        assert!(!verbatim(TextureFormat::X8R8G8B8, Storage::Bgra8));
        assert!(verbatim(TextureFormat::DXT1, Storage::Bc1));
        assert!(!verbatim(TextureFormat::DXT1, Storage::Bgra8));
        assert!(!verbatim(TextureFormat::R32F, Storage::Rgba32Float));
        assert!(verbatim(TextureFormat::A32B32G32R32F, Storage::Rgba32Float));
        assert!(!verbatim(
            TextureFormat::A32B32G32R32F,
            Storage::Rgba16Float
        ));
    }
}
