//! D3DUSAGE_AUTOGENMIPMAP for render targets: a context's colour as level 0 of a texture
//! whose other levels are generated on the GPU, each a linear-filtered half-size blit of the
//! one above (a 2x2 box for even sizes), as D3D9 drivers generate them. The chain is made
//! again only when the context's colour may have changed since (`Context::color_serial`),
//! and is ordered after the draws recorded before it.

use super::format::Storage;
use super::{OwnedTexture, TextureDesc, TextureFormat, TextureId, TextureKind, TextureSlot};
use crate::context::{COLOR_FORMAT, ContextId};
use crate::error::{Error, Result};
use crate::present::stretch::{Rect, StretchFilter};
use crate::renderer::Renderer;

impl Renderer {
    /// The texture of `ctx`'s colour with its whole mip chain generated (for sampling a
    /// D3DUSAGE_AUTOGENMIPMAP render-target texture with mip filtering): made on first use
    /// and again when the context was drawn into, cleared, copied or written since. Its id
    /// stays the same while the context lives; it goes with the context. Unsupported for a
    /// multisampled context.
    pub fn target_mipmaps(&mut self, ctx: ContextId) -> Result<TextureId> {
        self.check_single_sample(ctx, "generating the mip levels of")?;
        let context = self.context(ctx)?;
        let serial = context.color_serial;
        let (width, height) = (context.targets.width, context.targets.height);
        let existing = context.mipmaps;
        if let Some((id, made)) = existing
            && made == serial
        {
            return Ok(id);
        }
        // Waiting clears and the open pass into it come first.
        self.encode_pending_clears(ctx.0);
        if self.recorder.pass_uses_context(ctx.0) {
            self.recorder.end_pass();
        }
        let id = match existing {
            Some((id, _)) => id,
            None => {
                let id = self.insert_mip_chain(width, height)?;
                self.mip_sources.insert(id.0, ctx);
                id
            }
        };
        let texture = match &self.textures.get(id.0).map(|s| &s.kind) {
            Some(TextureKind::Uncached(owned)) => owned.texture.clone(),
            _ => return Err(Error::device("a target's mip chain is missing")),
        };
        let color = self.context(ctx)?.targets.color.clone();
        let size = wgpu::Extent3d {
            width,
            height,
            depth_or_array_layers: 1,
        };
        self.recorder
            .encoder(&self.gpu.device)
            .copy_texture_to_texture(color.as_image_copy(), texture.as_image_copy(), size);
        for level in 1..texture.mip_level_count() {
            let view = |level: u32| {
                texture.create_view(&wgpu::TextureViewDescriptor {
                    label: Some("target mip level"),
                    base_mip_level: level,
                    mip_level_count: Some(1),
                    ..Default::default()
                })
            };
            let (above, below) = (view(level - 1), view(level));
            let side = |s: u32, l: u32| (s >> l).max(1);
            let src = Rect::full(side(width, level - 1), side(height, level - 1));
            let dst = Rect::full(side(width, level), side(height, level));
            self.encode_blit(
                (&above, (src.width(), src.height())),
                src,
                (&below, COLOR_FORMAT),
                dst,
                StretchFilter::Linear,
            );
        }
        if let Some(context) = self.contexts.get_mut(ctx.0) {
            context.mipmaps = Some((id, serial));
        }
        Ok(id)
    }

    /// A `width` x `height` A8R8G8B8 texture with its full chain that passes can draw into.
    fn insert_mip_chain(&mut self, width: u32, height: u32) -> Result<TextureId> {
        let mut desc = TextureDesc::tex2d(TextureFormat::A8R8G8B8, width, height, 0);
        desc.levels = desc.full_chain();
        let texture = self.gpu.device.create_texture(&wgpu::TextureDescriptor {
            label: Some("target mip chain"),
            size: wgpu::Extent3d {
                width,
                height,
                depth_or_array_layers: 1,
            },
            mip_level_count: desc.levels,
            sample_count: 1,
            dimension: wgpu::TextureDimension::D2,
            format: COLOR_FORMAT,
            usage: wgpu::TextureUsages::TEXTURE_BINDING
                | wgpu::TextureUsages::RENDER_ATTACHMENT
                | wgpu::TextureUsages::COPY_DST
                | wgpu::TextureUsages::COPY_SRC,
            view_formats: &[],
        });
        let view = texture.create_view(&Default::default());
        let slot = TextureSlot {
            kind: TextureKind::Uncached(Box::new(OwnedTexture {
                texture,
                view,
                srgb_view: None,
                desc,
                storage: Storage::Bgra8,
            })),
        };
        self.textures
            .insert(slot)
            .map(TextureId)
            .ok_or_else(|| Error::texture("texture table is full (4096 slots)"))
    }
}
