//! CPU pixels into textures and targets, staged through the arena and copied on the GPU in
//! recording order (after earlier draws, before later ones); nothing is written from the CPU
//! into a texture the GPU may still be reading.

use crate::context::ContextId;
use crate::error::{Error, Result};
use crate::renderer::Renderer;

const ZEROS: [u8; 256] = [0; 256];

impl Renderer {
    /// Writes BGRA pixels (`row_pitch` bytes per source row, any value >= 4 * width) into
    /// the rectangle `(x, y, width, height)` of a context's colour target.
    #[allow(clippy::too_many_arguments)]
    pub fn write_framebuffer(
        &mut self,
        ctx: ContextId,
        x: u32,
        y: u32,
        width: u32,
        height: u32,
        pixels: &[u8],
        row_pitch: u32,
    ) -> Result<()> {
        self.check_single_sample(ctx, "writing pixels into")?;
        let texture = self.context(ctx)?.targets.color.clone();
        // Waiting clears come before this write.
        self.encode_pending_clears(ctx.0);
        self.color_written(ctx);
        self.stage_pixels(&texture, x, y, width, height, pixels, row_pitch)
    }

    /// Stages a BGRA rectangle in the arena and records its copy into `texture`.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn stage_pixels(
        &mut self,
        texture: &wgpu::Texture,
        x: u32,
        y: u32,
        width: u32,
        height: u32,
        pixels: &[u8],
        row_pitch: u32,
    ) -> Result<()> {
        let (tw, th) = (texture.width(), texture.height());
        if width == 0 || height == 0 {
            return Ok(());
        }
        if u64::from(x) + u64::from(width) > u64::from(tw)
            || u64::from(y) + u64::from(height) > u64::from(th)
        {
            return Err(Error::bounds(format!(
                "rectangle ({x}, {y}) {width}x{height} is outside the {tw}x{th} texture"
            )));
        }
        let row_bytes = width as usize * 4;
        if (row_pitch as usize) < row_bytes {
            return Err(Error::args(format!(
                "row pitch {row_pitch} is below {row_bytes} bytes of a {width}-pixel row"
            )));
        }
        let needed = row_pitch as usize * (height as usize - 1) + row_bytes;
        if pixels.len() < needed {
            return Err(Error::args(format!(
                "{width}x{height} pixels with row pitch {row_pitch} need {needed} bytes, got {}",
                pixels.len()
            )));
        }
        let padded = row_bytes.div_ceil(256) * 256;
        let pad = &ZEROS[..padded - row_bytes];
        let mut parts: Vec<&[u8]> = Vec::with_capacity(height as usize * 2);
        for row in 0..height as usize {
            let start = row * row_pitch as usize;
            parts.push(&pixels[start..start + row_bytes]);
            parts.push(pad);
        }
        let slice = self.arena.push(
            &self.gpu.device,
            &self.gpu.queue,
            &mut self.counters,
            &parts,
        );
        let buffer = self.arena.buffer(slice.buffer).clone();
        self.recorder
            .encoder(&self.gpu.device)
            .copy_buffer_to_texture(
                wgpu::TexelCopyBufferInfo {
                    buffer: &buffer,
                    layout: wgpu::TexelCopyBufferLayout {
                        offset: slice.offset,
                        bytes_per_row: Some(padded as u32),
                        rows_per_image: Some(height),
                    },
                },
                wgpu::TexelCopyTextureInfo {
                    texture,
                    mip_level: 0,
                    origin: wgpu::Origin3d { x, y, z: 0 },
                    aspect: wgpu::TextureAspect::All,
                },
                wgpu::Extent3d {
                    width,
                    height,
                    depth_or_array_layers: 1,
                },
            );
        Ok(())
    }
}
