//! The texture table: up to 4096 ids shared by uncached textures and render-target aliases.
//! An alias id names a context's colour target, so a later draw into another context samples
//! it in submission order, with no CPU readback.

use crate::context::{COLOR_FORMAT, ContextId, check_size};
use crate::error::{Error, Result};
use crate::renderer::Renderer;

/// Handle of a texture-table entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TextureId(pub(crate) u32);

pub(crate) enum TextureKind {
    /// A texture ninth owns (BGRA8, one level).
    Uncached {
        texture: wgpu::Texture,
        view: wgpu::TextureView,
    },
    /// The colour target of a context.
    TargetAlias(ContextId),
}

pub(crate) struct TextureSlot {
    pub kind: TextureKind,
    /// Bind groups of this texture with each legacy sampler, made on first use.
    bind_groups: [Option<wgpu::BindGroup>; 4],
}

impl TextureSlot {
    pub fn target_alias(ctx: ContextId) -> Self {
        Self {
            kind: TextureKind::TargetAlias(ctx),
            bind_groups: Default::default(),
        }
    }

    /// Drops cached bind groups (the aliased target was replaced).
    pub fn forget_bind_groups(&mut self) {
        self.bind_groups = Default::default();
    }
}

impl Renderer {
    /// Creates an uncached BGRA8 texture (bytes B, G, R, A per texel, as D3DFMT_A8R8G8B8 in
    /// memory), initialised from `pixels` (tightly packed rows) or to transparent black.
    pub fn create_texture(
        &mut self,
        width: u32,
        height: u32,
        pixels: Option<&[u8]>,
    ) -> Result<TextureId> {
        check_size(width, height)?;
        if let Some(pixels) = pixels {
            let needed = width as usize * height as usize * 4;
            if pixels.len() < needed {
                return Err(Error::args(format!(
                    "texture {width}x{height} needs {needed} bytes, got {}",
                    pixels.len()
                )));
            }
        }
        let texture = self.gpu.device.create_texture(&wgpu::TextureDescriptor {
            label: Some("uncached texture"),
            size: wgpu::Extent3d {
                width,
                height,
                depth_or_array_layers: 1,
            },
            mip_level_count: 1,
            sample_count: 1,
            dimension: wgpu::TextureDimension::D2,
            format: COLOR_FORMAT,
            usage: wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST,
            view_formats: &[],
        });
        let view = texture.create_view(&Default::default());
        let slot = TextureSlot {
            kind: TextureKind::Uncached { texture, view },
            bind_groups: Default::default(),
        };
        let id = self
            .textures
            .insert(slot)
            .map(TextureId)
            .ok_or_else(|| Error::texture("texture table is full (4096 slots)"))?;
        if let Some(pixels) = pixels {
            self.update_texture(id, 0, 0, width, height, pixels, width * 4)?;
        }
        Ok(id)
    }

    /// Writes a region of an uncached texture, ordered after the draws recorded so far and
    /// before later ones (staged through the arena, never a CPU write into a texture in use).
    #[allow(clippy::too_many_arguments)]
    pub fn update_texture(
        &mut self,
        id: TextureId,
        x: u32,
        y: u32,
        width: u32,
        height: u32,
        pixels: &[u8],
        row_pitch: u32,
    ) -> Result<()> {
        let slot = self.textures.get(id.0).ok_or_else(|| stale(id))?;
        let TextureKind::Uncached { texture, .. } = &slot.kind else {
            return Err(Error::texture(format!(
                "texture {:#x} aliases a render target; write it with write_framebuffer",
                id.0
            )));
        };
        let texture = texture.clone();
        self.stage_pixels(&texture, x, y, width, height, pixels, row_pitch)
    }

    /// Frees an uncached texture's slot; queued draws that use it keep it alive.
    pub fn destroy_texture(&mut self, id: TextureId) -> Result<()> {
        match self.textures.get(id.0).map(|s| &s.kind) {
            None => Err(stale(id)),
            Some(TextureKind::TargetAlias(_)) => Err(Error::texture(format!(
                "texture {:#x} aliases a render target; destroy the context instead",
                id.0
            ))),
            Some(TextureKind::Uncached { .. }) => {
                self.textures.remove(id.0);
                self.fixed.forget_texture_groups();
                Ok(())
            }
        }
    }

    /// The id aliasing a context's colour target. Encodes the context's waiting clears and
    /// ends its pass, so a later draw elsewhere samples what was drawn so far.
    pub fn target_texture(&mut self, ctx: ContextId) -> Result<TextureId> {
        let id = self.context(ctx)?.target_id;
        self.encode_pending_clears(ctx.0);
        if self.recorder.pass_context() == Some(ctx.0) {
            self.recorder.end_pass();
        }
        Ok(id)
    }

    /// Checks that a draw into `drawing` may sample `id` (a known id, not its own colour
    /// target) and encodes the aliased context's waiting clears (they precede this draw).
    pub(crate) fn prepare_sampled(&mut self, id: TextureId, drawing: ContextId) -> Result<()> {
        let slot = self.textures.get(id.0).ok_or_else(|| stale(id))?;
        if let TextureKind::TargetAlias(source) = slot.kind {
            if source == drawing {
                return Err(Error::state(format!(
                    "draw into context {:#x} samples its own colour target",
                    drawing.0
                )));
            }
            if !self.context(source)?.pending.is_empty() {
                self.encode_pending_clears(source.0);
            }
        }
        Ok(())
    }

    /// The view of a texture-table entry.
    pub(crate) fn texture_view(&self, id: TextureId) -> Result<wgpu::TextureView> {
        Ok(
            match &self.textures.get(id.0).ok_or_else(|| stale(id))?.kind {
                TextureKind::Uncached { view, .. } => view.clone(),
                TextureKind::TargetAlias(source) => {
                    self.context(*source)?.targets.color_view.clone()
                }
            },
        )
    }

    /// The bind group for sampling `id` with a legacy sampler, from a draw into `drawing`.
    /// Encodes the aliased context's waiting clears first (they precede this draw).
    pub(crate) fn texture_bind_group(
        &mut self,
        id: TextureId,
        sampler: usize,
        drawing: ContextId,
    ) -> Result<wgpu::BindGroup> {
        self.prepare_sampled(id, drawing)?;
        if let Some(group) = self
            .textures
            .get(id.0)
            .and_then(|s| s.bind_groups[sampler].clone())
        {
            return Ok(group);
        }
        let view = self.texture_view(id)?;
        let group =
            self.rhw
                .texture_bind_group(&self.gpu.device, &view, &self.builtins.samplers[sampler]);
        if let Some(slot) = self.textures.get_mut(id.0) {
            slot.bind_groups[sampler] = Some(group.clone());
        }
        Ok(group)
    }
}

fn stale(id: TextureId) -> Error {
    Error::texture(format!("unknown or destroyed texture id {:#x}", id.0))
}
