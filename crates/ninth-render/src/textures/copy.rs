//! Texture-to-texture copies (the reference renderer's `mr_blit_texture_copy`): a whole
//! texture into another of the same shape and stored format, recorded on the shared encoder
//! in order with draws (after every draw recorded before it, before every later one).

use crate::error::{Error, Result};
use crate::renderer::Renderer;
use crate::textures::{TextureId, TextureKind, stale};

/// What a copy needs of one side: the texture, its levels and the context it aliases.
struct CopySide {
    texture: wgpu::Texture,
    /// The context whose colour target this is (`None`: an owned texture).
    target: Option<crate::context::ContextId>,
}

impl Renderer {
    fn copy_side(&self, id: TextureId) -> Result<CopySide> {
        match &self.textures.get(id.0).ok_or_else(|| stale(id))?.kind {
            TextureKind::Uncached(owned) => Ok(CopySide {
                texture: owned.texture.clone(),
                target: None,
            }),
            TextureKind::TargetAlias(ctx) => Ok(CopySide {
                texture: self.context(*ctx)?.targets.color.clone(),
                target: Some(*ctx),
            }),
            TextureKind::DepthAlias { .. } => Err(Error::unsupported(
                "copying a depth texture (draws write it; copy its depth with a draw)",
            )),
        }
    }

    /// Copies the whole of texture `src` (every mip level, face and slice) into `dst`,
    /// ordered after the draws recorded so far and before later ones, like a draw. Either
    /// may be a render target's alias ([`Self::target_texture`]); the aliased contexts'
    /// waiting clears are encoded first. The two must differ and have the same size, mip
    /// levels, layers and stored format (an Args error otherwise; an unknown id is a Texture
    /// error, a multisampled destination target Unsupported).
    pub fn copy_texture(&mut self, src: TextureId, dst: TextureId) -> Result<()> {
        if src == dst {
            return Err(Error::args(format!(
                "source and destination are one texture ({:#x})",
                src.0
            )));
        }
        let from = self.copy_side(src)?;
        let to = self.copy_side(dst)?;
        if let Some(ctx) = to.target {
            self.check_single_sample(ctx, "copying a texture into")?;
        }
        let (a, b) = (&from.texture, &to.texture);
        if a.size() != b.size() || a.mip_level_count() != b.mip_level_count() {
            return Err(Error::args(format!(
                "the source is {}x{}x{} with {} levels, the destination {}x{}x{} with {} \
                 (shapes must match)",
                a.width(),
                a.height(),
                a.depth_or_array_layers(),
                a.mip_level_count(),
                b.width(),
                b.height(),
                b.depth_or_array_layers(),
                b.mip_level_count()
            )));
        }
        if a.format() != b.format() || a.dimension() != b.dimension() {
            return Err(Error::args(format!(
                "the source is stored as {:?} ({:?}), the destination as {:?} ({:?}) \
                 (formats must match)",
                a.format(),
                a.dimension(),
                b.format(),
                b.dimension()
            )));
        }
        // Waiting clears of either target come before the copy.
        for ctx in [from.target, to.target].into_iter().flatten() {
            self.encode_pending_clears(ctx.0);
        }
        if let Some(ctx) = to.target {
            self.color_written(ctx);
        }
        // The encoder ends any open pass first, so the copy sits between draws.
        let encoder = self.recorder.encoder(&self.gpu.device);
        for level in 0..a.mip_level_count() {
            let size = a
                .size()
                .mip_level_size(level, a.dimension())
                .physical_size(a.format());
            let at = |texture| wgpu::TexelCopyTextureInfo {
                texture,
                mip_level: level,
                origin: wgpu::Origin3d::ZERO,
                aspect: wgpu::TextureAspect::All,
            };
            encoder.copy_texture_to_texture(at(a), at(b), size);
        }
        Ok(())
    }
}
