//! Render-target contexts: a BGRA8 colour target of W x H (multisampled with a single-sample
//! resolve texture, or not), the depth-stencil surface its draws use (its own by default,
//! `depth.rs`) and up to three more colour targets its draws write (D3D9's render targets
//! 1-3), viewed onto the shared device (the reference renderer's `mr_context`).

use crate::depth::DepthId;
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

/// A viewport rectangle in target pixels (already clamped to the target), and the depth
/// range clip-space z is mapped to.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Viewport {
    /// Left edge.
    pub x: u32,
    /// Top edge.
    pub y: u32,
    /// Width (0 makes draws no-ops).
    pub width: u32,
    /// Height (0 makes draws no-ops).
    pub height: u32,
    /// D3DVIEWPORT9's MinZ (0 by default).
    pub min_depth: f32,
    /// D3DVIEWPORT9's MaxZ (1 by default).
    pub max_depth: f32,
}

impl Default for Viewport {
    fn default() -> Self {
        Self {
            x: 0,
            y: 0,
            width: 0,
            height: 0,
            min_depth: 0.0,
            max_depth: 1.0,
        }
    }
}

impl Viewport {
    /// The WebGPU viewport of this one: x, y, width, height, and the depth range as `f32`
    /// bits (so bound states compare exactly).
    pub(crate) fn wgpu(&self) -> [u32; 6] {
        [
            self.x,
            self.y,
            self.width,
            self.height,
            self.min_depth.to_bits(),
            self.max_depth.to_bits(),
        ]
    }
}

/// The WebGPU viewport covering a whole `width` x `height` target with depths 0..1.
pub(crate) fn full_viewport(width: u32, height: u32) -> [u32; 6] {
    [0, 0, width, height, 0, 1f32.to_bits()]
}

/// Most colour targets one draw writes (D3D9's render targets 0-3).
pub const MAX_COLOR_TARGETS: usize = 4;

pub(crate) struct Targets {
    pub width: u32,
    pub height: u32,
    /// Samples per pixel of the colour target (1 or 4).
    pub samples: u32,
    /// The single-sample colour: what readback, copies, the texture-table alias and
    /// presentation see (the resolve target of a multisampled context).
    pub color: wgpu::Texture,
    pub color_view: wgpu::TextureView,
    /// The multisampled colour a multisampled context's passes draw into; each pass resolves
    /// it into `color`.
    pub msaa_view: Option<wgpu::TextureView>,
}

pub(crate) struct Context {
    pub targets: Targets,
    pub target_id: TextureId,
    pub viewport: Viewport,
    /// A colour clear waiting to be folded into the next pass.
    pub pending: Option<wgpu::Color>,
    pub overlay: bool,
    /// The depth-stencil surface made with the context (of its size and sample count).
    pub own_depth: DepthId,
    /// The depth-stencil surface its passes use.
    pub depth: DepthId,
    /// Colour targets 1-3 its draws also write.
    pub extra: [Option<ContextId>; MAX_COLOR_TARGETS - 1],
    /// The colour its passes draw into while its depth surface is larger than it (of the
    /// surface's size; see `PassTargets::oversize`).
    pub scratch: Option<wgpu::Texture>,
    /// Bumped by everything that may write its colour (passes, copies, CPU writes), so that
    /// its generated mip chain (`textures/autogen.rs`) is made again only when it changed.
    pub color_serial: u64,
    /// Its colour with a generated mip chain and the `color_serial` it was made at.
    pub mipmaps: Option<(TextureId, u64)>,
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
    /// Notes that `ctx`'s colour may change from here on (`Context::color_serial`).
    pub(crate) fn color_written(&mut self, ctx: ContextId) {
        if let Some(context) = self.contexts.get_mut(ctx.0) {
            context.color_serial += 1;
        }
    }

    fn make_targets(&self, width: u32, height: u32, samples: u32) -> Targets {
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
        let msaa_view = (samples > 1).then(|| {
            device
                .create_texture(&wgpu::TextureDescriptor {
                    label: Some("context colour samples"),
                    size,
                    mip_level_count: 1,
                    sample_count: samples,
                    dimension: wgpu::TextureDimension::D2,
                    format: COLOR_FORMAT,
                    usage: wgpu::TextureUsages::RENDER_ATTACHMENT,
                    view_formats: &[],
                })
                .create_view(&Default::default())
        });
        Targets {
            width,
            height,
            samples,
            color_view: color.create_view(&Default::default()),
            color,
            msaa_view,
        }
    }

    /// Creates a W x H context (each side 1..=8192), initialised to opaque black, depth 1.0
    /// and stencil 0, with its colour target aliased in the texture table.
    pub fn create_context(&mut self, width: u32, height: u32) -> Result<ContextId> {
        self.create_context_multisampled(width, height, 1)
    }

    /// [`Renderer::create_context`] with `samples` samples per pixel (1 or 4, see
    /// [`Renderer::check_sample_count`]), its own depth-stencil surface too. Draws
    /// rasterise every sample; each pass resolves them (the average) into the single-sample
    /// texture that readback, StretchRect, the texture-table alias and presentation see.
    pub fn create_context_multisampled(
        &mut self,
        width: u32,
        height: u32,
        samples: u32,
    ) -> Result<ContextId> {
        check_size(width, height)?;
        self.check_sample_count(samples)?;
        let targets = self.make_targets(width, height, samples);
        let own_depth = self
            .depths
            .insert(self.make_depth((width, height, samples), None, false))
            .map(DepthId)
            .ok_or_else(|| Error::args("too many depth-stencil surfaces"))?;
        // The alias needs the context's handle and the context needs the alias's id, so the
        // slot is taken first and pointed at the context afterwards.
        let target_id = self
            .textures
            .insert(TextureSlot::target_alias(ContextId(0)))
            .map(TextureId)
            .ok_or_else(|| Error::texture("texture table is full (4096 slots)"));
        let target_id = match target_id {
            Ok(id) => id,
            Err(e) => {
                self.depths.remove(own_depth.0);
                return Err(e);
            }
        };
        let context = Context {
            targets,
            target_id,
            viewport: Viewport {
                width,
                height,
                ..Viewport::default()
            },
            pending: Some(wgpu::Color::BLACK),
            overlay: false,
            own_depth,
            depth: own_depth,
            extra: [None; MAX_COLOR_TARGETS - 1],
            scratch: None,
            color_serial: 0,
            mipmaps: None,
        };
        let Some(handle) = self.contexts.insert(context) else {
            self.textures.remove(target_id.0);
            self.depths.remove(own_depth.0);
            return Err(Error::args("too many contexts"));
        };
        if let Some(slot) = self.textures.get_mut(target_id.0) {
            *slot = TextureSlot::target_alias(ContextId(handle));
        }
        if let Some(depth) = self.depths.get_mut(own_depth.0) {
            depth.owner = Some(ContextId(handle));
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

    /// Replaces a context's targets with new W x H ones of the same sample count (opaque
    /// black, its own depth 1, stencil 0) after waiting for queued GPU work; the context
    /// goes back to its own depth-stencil surface and no other colour targets, and other
    /// contexts drawing into it as an extra target stop doing so. Every cache survives
    /// (D3D9 Reset relies on it).
    pub fn resize_context(&mut self, ctx: ContextId, width: u32, height: u32) -> Result<()> {
        check_size(width, height)?;
        let samples = self.context(ctx)?.targets.samples;
        self.commit(true)?;
        self.unbind_target(ctx);
        let targets = self.make_targets(width, height, samples);
        let own = self.make_depth((width, height, samples), Some(ctx), false);
        let context = self.context_mut(ctx)?;
        let own_depth = context.own_depth;
        context.targets = targets;
        context.depth = own_depth;
        context.extra = [None; MAX_COLOR_TARGETS - 1];
        context.scratch = None;
        if let Some(depth) = self.depths.get_mut(own_depth.0) {
            *depth = own;
        }
        self.unbind_depth(own_depth);
        let context = self.context_mut(ctx)?;
        context.viewport = Viewport {
            width,
            height,
            ..Viewport::default()
        };
        context.pending = Some(wgpu::Color::BLACK);
        self.program.forget_texture_groups();
        Ok(())
    }

    /// Flushes queued work, waits for it, and frees the context and its texture-table slot.
    pub fn destroy_context(&mut self, ctx: ContextId) -> Result<()> {
        self.context(ctx)?;
        self.commit(true)?;
        self.unbind_target(ctx);
        let own_depth = self.context(ctx)?.own_depth;
        self.unbind_depth(own_depth);
        if let Some(context) = self.contexts.remove(ctx.0) {
            self.textures.remove(context.target_id.0);
            if let Some((mips, _)) = context.mipmaps {
                self.textures.remove(mips.0);
                self.mip_sources.remove(&mips.0);
            }
            self.depths.remove(own_depth.0);
        }
        self.program.forget_texture_groups();
        Ok(())
    }

    /// Refuses `what` of a multisampled context: copies and CPU writes reach only its
    /// resolve texture, which its next pass overwrites with the resolved samples.
    pub(crate) fn check_single_sample(&self, ctx: ContextId, what: &str) -> Result<()> {
        let samples = self.context(ctx)?.targets.samples;
        if samples > 1 {
            return Err(Error::unsupported(format!(
                "{what} a multisampled ({samples} samples) target"
            )));
        }
        Ok(())
    }

    /// Samples per pixel of a context's colour target.
    pub fn context_samples(&self, ctx: ContextId) -> Result<u32> {
        Ok(self.context(ctx)?.targets.samples)
    }

    /// Makes draws into `ctx` also write `extra[n]` as colour target n + 1 (D3D9's render
    /// targets 1-3; gaps are allowed): location n + 1 of a pixel shader goes there, through
    /// the draw's write mask for that target; draw paths whose pixel stage writes location 0
    /// only leave the other targets unchanged. Every target must be a context other than
    /// `ctx` and each other, of `ctx`'s size and sample count (WebGPU draws into attachments
    /// of one size and sample count). Clears and readback of `ctx` stay its own.
    pub fn set_render_targets(
        &mut self,
        ctx: ContextId,
        extra: [Option<ContextId>; MAX_COLOR_TARGETS - 1],
    ) -> Result<()> {
        let context = self.context(ctx)?;
        if context.extra == extra {
            return Ok(());
        }
        let (w, h, samples) = (
            context.targets.width,
            context.targets.height,
            context.targets.samples,
        );
        if extra.iter().any(Option::is_some) && self.depth(context.depth)?.size() != (w, h) {
            return Err(Error::unsupported(
                "render targets 1-3 with a depth-stencil surface larger than the targets",
            ));
        }
        for (n, target) in extra.iter().enumerate() {
            let Some(target) = *target else { continue };
            let t = &self.context(target)?.targets;
            if target == ctx || extra[..n].contains(&Some(target)) {
                return Err(Error::args(format!(
                    "context {:#x} is bound as two colour targets of one draw",
                    target.0
                )));
            }
            if (t.width, t.height, t.samples) != (w, h, samples) {
                return Err(Error::args(format!(
                    "colour target {} is {}x{} with {} samples; target 0 is {w}x{h} with \
                     {samples} (every target of a draw is one size and sample count)",
                    n + 1,
                    t.width,
                    t.height,
                    t.samples
                )));
            }
        }
        if self.recorder.pass_context() == Some(ctx.0) {
            self.recorder.end_pass();
        }
        self.context_mut(ctx)?.extra = extra;
        Ok(())
    }

    /// Colour targets 1-3 of draws into `ctx`.
    pub fn render_targets(
        &self,
        ctx: ContextId,
    ) -> Result<[Option<ContextId>; MAX_COLOR_TARGETS - 1]> {
        Ok(self.context(ctx)?.extra)
    }

    /// Stops every context drawing into `ctx` as an extra colour target.
    fn unbind_target(&mut self, ctx: ContextId) {
        if self.recorder.pass_uses_context(ctx.0) {
            self.recorder.end_pass();
        }
        for (_, context) in self.contexts.iter_mut() {
            for target in &mut context.extra {
                if *target == Some(ctx) {
                    *target = None;
                }
            }
        }
    }

    /// Says that the samples of multisampled context `ctx` are no longer needed (D3D9's
    /// `Present` with `D3DSWAPEFFECT_DISCARD`, which multisampled back buffers require): with
    /// the fast paths on, the last pass before this point resolves them without storing
    /// them. Its resolved colour is kept. A single-sample context is left as it is.
    pub fn discard_samples(&mut self, ctx: ContextId) -> Result<()> {
        if self.context(ctx)?.targets.samples == 1 {
            return Ok(());
        }
        if self.recorder.pass_uses_context(ctx.0) {
            self.recorder.end_pass();
        }
        self.recorder
            .discard(crate::record::steps::Resource::Color(ctx.0));
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
            ..context.viewport
        };
        Ok(())
    }

    /// Sets the depth range clip-space z maps to (D3DVIEWPORT9's MinZ and MaxZ) for the
    /// programmable path's draws; both must be in 0..=1 with `min <= max`, else an
    /// Args error and nothing changes.
    pub fn set_depth_range(&mut self, ctx: ContextId, min: f32, max: f32) -> Result<()> {
        if !(0.0..=1.0).contains(&min) || !(0.0..=1.0).contains(&max) || min > max {
            return Err(crate::error::Error::args(format!(
                "depth range {min}..{max} is not within 0..=1 with min <= max"
            )));
        }
        let context = self.context_mut(ctx)?;
        context.viewport.min_depth = min;
        context.viewport.max_depth = max;
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
