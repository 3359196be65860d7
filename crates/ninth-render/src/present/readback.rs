//! Synchronous readback of a context's colour, depth and stencil: a stall by nature (it
//! submits and waits), so callers should count it.

use crate::context::ContextId;
use crate::error::{Error, Result};
use crate::renderer::Renderer;

impl Renderer {
    /// Reads a context's colour target: `height` rows of `width * 4` bytes, B, G, R, A.
    pub fn read_framebuffer(&mut self, ctx: ContextId) -> Result<Vec<u8>> {
        let texture = self.context(ctx)?.targets.color.clone();
        self.read_aspect(ctx, &texture, wgpu::TextureAspect::All, 4)
    }

    /// Reads the depth of the surface a context's draws use as f32 per pixel (of the
    /// surface's size, which may be larger than the context's). Unsupported where the depth format is not
    /// copyable (Depth24Plus), which [`crate::DeviceInfo::depth_format`] tells.
    pub fn read_depth(&mut self, ctx: ContextId) -> Result<Vec<f32>> {
        let texture = self.bound_depth_texture(ctx)?;
        if texture.format() != wgpu::TextureFormat::Depth32FloatStencil8 {
            return Err(Error::unsupported(format!(
                "depth readback needs Depth32FloatStencil8; this device uses {:?}",
                texture.format()
            )));
        }
        let bytes = self.read_aspect(ctx, &texture, wgpu::TextureAspect::DepthOnly, 4)?;
        Ok(bytemuck::pod_collect_to_vec(&bytes))
    }

    /// Reads a context's stencil, one byte per pixel.
    pub fn read_stencil(&mut self, ctx: ContextId) -> Result<Vec<u8>> {
        let texture = self.bound_depth_texture(ctx)?;
        self.read_aspect(ctx, &texture, wgpu::TextureAspect::StencilOnly, 1)
    }

    /// The texture of the depth-stencil surface `ctx` uses; Unsupported when multisampled
    /// (WebGPU copies no multisampled texture, and D3D9 locks none).
    fn bound_depth_texture(&self, ctx: ContextId) -> Result<wgpu::Texture> {
        let texture = self.depth(self.context(ctx)?.depth)?.texture.clone();
        if texture.sample_count() > 1 {
            return Err(Error::unsupported(
                "reading a multisampled depth-stencil surface back",
            ));
        }
        Ok(texture)
    }

    fn read_aspect(
        &mut self,
        ctx: ContextId,
        texture: &wgpu::Texture,
        aspect: wgpu::TextureAspect,
        texel_bytes: u32,
    ) -> Result<Vec<u8>> {
        self.encode_pending_clears(ctx.0);
        let (width, height) = (texture.width(), texture.height());
        let row_bytes = width * texel_bytes;
        let padded = row_bytes.div_ceil(256) * 256;
        let buffer = self.gpu.device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("readback"),
            size: u64::from(padded) * u64::from(height),
            usage: wgpu::BufferUsages::COPY_DST | wgpu::BufferUsages::MAP_READ,
            mapped_at_creation: false,
        });
        self.recorder
            .encoder(&self.gpu.device)
            .copy_texture_to_buffer(
                wgpu::TexelCopyTextureInfo {
                    texture,
                    mip_level: 0,
                    origin: wgpu::Origin3d::ZERO,
                    aspect,
                },
                wgpu::TexelCopyBufferInfo {
                    buffer: &buffer,
                    layout: wgpu::TexelCopyBufferLayout {
                        offset: 0,
                        bytes_per_row: Some(padded),
                        rows_per_image: Some(height),
                    },
                },
                wgpu::Extent3d {
                    width,
                    height,
                    depth_or_array_layers: 1,
                },
            );
        self.commit(true)?;
        let slice = buffer.slice(..);
        let (sender, receiver) = std::sync::mpsc::channel();
        slice.map_async(wgpu::MapMode::Read, move |result| {
            let _ = sender.send(result);
        });
        self.gpu
            .device
            .poll(wgpu::PollType::wait_indefinitely())
            .map_err(|e| Error::device(format!("waiting for readback: {e}")))?;
        receiver
            .recv()
            .map_err(|_| Error::device("readback mapping was dropped"))?
            .map_err(|e| Error::device(format!("mapping readback buffer: {e}")))?;
        let data = slice
            .get_mapped_range()
            .map_err(|e| Error::device(format!("reading readback buffer: {e}")))?;
        let mut out = Vec::with_capacity((row_bytes * height) as usize);
        for row in data.chunks_exact(padded as usize) {
            out.extend_from_slice(&row[..row_bytes as usize]);
        }
        drop(data);
        buffer.unmap();
        Ok(out)
    }
}
