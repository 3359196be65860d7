//! Render-target contexts: a BGRA8 colour target and a depth-stencil target of W x H, viewed
//! onto the shared device (the reference renderer's `mr_context`).

use crate::error::{Error, Result};
use crate::renderer::Renderer;
use crate::textures::{TextureId, TextureSlot};

/// Largest context side.
pub const MAX_TARGET_SIDE: u32 = 8192;
/// Colour target format of every context.
pub const COLOR_FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Bgra8Unorm;

/// Handle of a context.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ContextId(pub(crate) u32);

/// A viewport rectangle in target pixels (already clamped to the target).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Viewport {
    /// Left edge.
    pub x: u32,
    /// Top edge.
    pub y: u32,
    /// Width (0 makes draws no-ops).
    pub width: u32,
    /// Height (0 makes draws no-ops).
    pub height: u32,
}

/// Clears waiting to be folded into the next pass of a context.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(crate) struct PendingClears {
    pub color: Option<wgpu::Color>,
    pub depth: Option<f32>,
    pub stencil: Option<u32>,
}

impl PendingClears {
    pub fn is_empty(&self) -> bool {
        self.color.is_none() && self.depth.is_none() && self.stencil.is_none()
    }
}

pub(crate) struct Targets {
    pub width: u32,
    pub height: u32,
    pub color: wgpu::Texture,
    pub color_view: wgpu::TextureView,
    pub depth: wgpu::Texture,
    pub depth_view: wgpu::TextureView,
    /// Group 0 of the RHW pipeline: the target size for the pixel-to-clip conversion.
    pub rhw_bind_group: wgpu::BindGroup,
}

pub(crate) struct Context {
    pub targets: Targets,
    pub target_id: TextureId,
    pub viewport: Viewport,
    pub pending: PendingClears,
    pub overlay: bool,
}

pub(crate) fn check_size(width: u32, height: u32) -> Result<()> {
    if !(1..=MAX_TARGET_SIDE).contains(&width) || !(1..=MAX_TARGET_SIDE).contains(&height) {
        return Err(Error::args(format!(
            "target size {width}x{height} is outside 1..={MAX_TARGET_SIDE} per side"
        )));
    }
    Ok(())
}

impl Renderer {
    fn make_targets(&self, width: u32, height: u32) -> Targets {
        let device = &self.gpu.device;
        let size = wgpu::Extent3d {
            width,
            height,
            depth_or_array_layers: 1,
        };
        let color = device.create_texture(&wgpu::TextureDescriptor {
            label: Some("context colour"),
            size,
            mip_level_count: 1,
            sample_count: 1,
            dimension: wgpu::TextureDimension::D2,
            format: COLOR_FORMAT,
            usage: wgpu::TextureUsages::RENDER_ATTACHMENT
                | wgpu::TextureUsages::TEXTURE_BINDING
                | wgpu::TextureUsages::COPY_SRC
                | wgpu::TextureUsages::COPY_DST,
            view_formats: &[],
        });
        let depth = device.create_texture(&wgpu::TextureDescriptor {
            label: Some("context depth-stencil"),
            size,
            mip_level_count: 1,
            sample_count: 1,
            dimension: wgpu::TextureDimension::D2,
            format: self.gpu.info.depth_format,
            usage: wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC,
            view_formats: &[],
        });
        let rhw_bind_group = self.rhw.target_bind_group(device, width, height);
        Targets {
            width,
            height,
            color_view: color.create_view(&Default::default()),
            depth_view: depth.create_view(&Default::default()),
            color,
            depth,
            rhw_bind_group,
        }
    }

    /// Creates a W x H context (each side 1..=8192), initialised to opaque black, depth 1.0
    /// and stencil 0, with its colour target aliased in the texture table.
    pub fn create_context(&mut self, width: u32, height: u32) -> Result<ContextId> {
        check_size(width, height)?;
        let targets = self.make_targets(width, height);
        // The alias needs the context's handle and the context needs the alias's id, so the
        // slot is taken first and pointed at the context afterwards.
        let target_id = self
            .textures
            .insert(TextureSlot::target_alias(ContextId(0)))
            .map(TextureId)
            .ok_or_else(|| Error::texture("texture table is full (4096 slots)"))?;
        let context = Context {
            targets,
            target_id,
            viewport: Viewport {
                x: 0,
                y: 0,
                width,
                height,
            },
            pending: PendingClears {
                color: Some(wgpu::Color::BLACK),
                depth: Some(1.0),
                stencil: Some(0),
            },
            overlay: false,
        };
        let Some(handle) = self.contexts.insert(context) else {
            self.textures.remove(target_id.0);
            return Err(Error::args("too many contexts"));
        };
        if let Some(slot) = self.textures.get_mut(target_id.0) {
            *slot = TextureSlot::target_alias(ContextId(handle));
        }
        Ok(ContextId(handle))
    }

    pub(crate) fn context(&self, ctx: ContextId) -> Result<&Context> {
        self.contexts
            .get(ctx.0)
            .ok_or_else(|| Error::args(format!("unknown or destroyed context {:#x}", ctx.0)))
    }

    pub(crate) fn context_mut(&mut self, ctx: ContextId) -> Result<&mut Context> {
        self.contexts
            .get_mut(ctx.0)
            .ok_or_else(|| Error::args(format!("unknown or destroyed context {:#x}", ctx.0)))
    }

    /// Size of a context's targets.
    pub fn context_size(&self, ctx: ContextId) -> Result<(u32, u32)> {
        let targets = &self.context(ctx)?.targets;
        Ok((targets.width, targets.height))
    }

    /// Replaces a context's targets with new W x H ones (opaque black, depth 1, stencil 0)
    /// after waiting for queued GPU work; every cache survives (D3D9 Reset relies on it).
    pub fn resize_context(&mut self, ctx: ContextId, width: u32, height: u32) -> Result<()> {
        check_size(width, height)?;
        self.context(ctx)?;
        self.commit(true)?;
        let targets = self.make_targets(width, height);
        let context = self.context_mut(ctx)?;
        context.targets = targets;
        context.viewport = Viewport {
            x: 0,
            y: 0,
            width,
            height,
        };
        context.pending = PendingClears {
            color: Some(wgpu::Color::BLACK),
            depth: Some(1.0),
            stencil: Some(0),
        };
        let target_id = context.target_id;
        if let Some(slot) = self.textures.get_mut(target_id.0) {
            slot.forget_bind_groups();
        }
        self.fixed.forget_texture_groups();
        self.program.forget_texture_groups();
        Ok(())
    }

    /// Flushes queued work, waits for it, and frees the context and its texture-table slot.
    pub fn destroy_context(&mut self, ctx: ContextId) -> Result<()> {
        self.context(ctx)?;
        self.commit(true)?;
        if let Some(context) = self.contexts.remove(ctx.0) {
            self.textures.remove(context.target_id.0);
        }
        self.fixed.forget_texture_groups();
        self.program.forget_texture_groups();
        Ok(())
    }

    /// Sets the viewport, clamped to the target; it is applied as the scissor rectangle.
    pub fn set_viewport(
        &mut self,
        ctx: ContextId,
        x: u32,
        y: u32,
        width: u32,
        height: u32,
    ) -> Result<()> {
        let context = self.context_mut(ctx)?;
        let (tw, th) = (context.targets.width, context.targets.height);
        let x = x.min(tw);
        let y = y.min(th);
        context.viewport = Viewport {
            x,
            y,
            width: width.min(tw - x),
            height: height.min(th - y),
        };
        Ok(())
    }

    /// The clamped viewport of a context.
    pub fn viewport(&self, ctx: ContextId) -> Result<Viewport> {
        Ok(self.context(ctx)?.viewport)
    }

    /// Marks a context as an overlay (HUD) target: source-alpha blending accumulates coverage
    /// in alpha (`srcA*1 + dstA*(1-srcA)`) instead of D3D9's world semantics.
    pub fn set_overlay_target(&mut self, ctx: ContextId, overlay: bool) -> Result<()> {
        self.context_mut(ctx)?.overlay = overlay;
        Ok(())
    }
}
