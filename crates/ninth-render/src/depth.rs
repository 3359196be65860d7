//! Depth-stencil surfaces, apart from the colour targets they are drawn with: every context
//! owns one of its size (the default), and [`Renderer::create_depth_stencil`] makes more that
//! any context it covers, of its sample count, can use ([`Renderer::set_depth_stencil`]),
//! as D3D9's `SetDepthStencilSurface` shares one surface between render targets. Depth and
//! stencil clears wait on the surface, not on the context, until a pass loads it.

use crate::context::{ContextId, check_size};
use crate::error::{Error, Result};
use crate::renderer::Renderer;

/// Handle of a depth-stencil surface.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DepthId(pub(crate) u32);

pub(crate) struct DepthSurface {
    pub texture: wgpu::Texture,
    pub view: wgpu::TextureView,
    /// Depth and stencil clears waiting for the next pass that loads the surface.
    pub depth: Option<f32>,
    pub stencil: Option<u32>,
    /// The context whose own surface this is (destroyed with it, not on its own).
    pub owner: Option<ContextId>,
    /// A depth texture's (`textures/depth_texture.rs`): its depth-aspect view and the
    /// texture-table entry sampling it.
    pub sampled: Option<(wgpu::TextureView, crate::TextureId)>,
}

impl DepthSurface {
    pub fn size(&self) -> (u32, u32) {
        (self.texture.width(), self.texture.height())
    }

    pub fn samples(&self) -> u32 {
        self.texture.sample_count()
    }

    pub fn has_pending(&self) -> bool {
        self.depth.is_some() || self.stencil.is_some()
    }
}

impl Renderer {
    /// A W x H depth-stencil texture of `samples` samples in the device's depth format, to
    /// be cleared to depth 1.0 and stencil 0 (`sampled`: also a texture binding).
    pub(crate) fn make_depth(
        &self,
        (width, height, samples): (u32, u32, u32),
        owner: Option<ContextId>,
        sampled: bool,
    ) -> DepthSurface {
        let texture = self.gpu.device.create_texture(&wgpu::TextureDescriptor {
            label: Some("depth-stencil"),
            size: wgpu::Extent3d {
                width,
                height,
                depth_or_array_layers: 1,
            },
            mip_level_count: 1,
            sample_count: samples,
            dimension: wgpu::TextureDimension::D2,
            format: self.gpu.info.depth_format,
            usage: if samples == 1 && sampled {
                wgpu::TextureUsages::RENDER_ATTACHMENT
                    | wgpu::TextureUsages::COPY_SRC
                    | wgpu::TextureUsages::TEXTURE_BINDING
            } else if samples == 1 {
                wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC
            } else {
                wgpu::TextureUsages::RENDER_ATTACHMENT
            },
            view_formats: &[],
        });
        DepthSurface {
            view: texture.create_view(&Default::default()),
            texture,
            depth: Some(1.0),
            stencil: Some(0),
            owner,
            sampled: None,
        }
    }

    /// Creates a W x H depth-stencil surface (each side 1..=8192) of `samples` samples
    /// ([`Renderer::check_sample_count`]), initialised to depth 1.0 and stencil 0.
    pub fn create_depth_stencil(
        &mut self,
        width: u32,
        height: u32,
        samples: u32,
    ) -> Result<DepthId> {
        check_size(width, height)?;
        self.check_sample_count(samples)?;
        let surface = self.make_depth((width, height, samples), None, false);
        self.depths
            .insert(surface)
            .map(DepthId)
            .ok_or_else(|| Error::args("too many depth-stencil surfaces"))
    }

    /// Destroys a surface made by [`Renderer::create_depth_stencil`]; contexts using it go
    /// back to their own. A context's own surface goes with the context only.
    pub fn destroy_depth_stencil(&mut self, depth: DepthId) -> Result<()> {
        if self.depth(depth)?.owner.is_some() {
            return Err(Error::args(format!(
                "depth-stencil surface {:#x} is a context's own; destroy the context instead",
                depth.0
            )));
        }
        self.unbind_depth(depth);
        if let Some(surface) = self.depths.remove(depth.0)
            && let Some((_, alias)) = surface.sampled
        {
            self.textures.remove(alias.0);
            self.program.forget_texture(alias);
            self.depth_textures -= 1;
        }
        Ok(())
    }

    /// Makes every context that uses `depth` use its own surface again.
    pub(crate) fn unbind_depth(&mut self, depth: DepthId) {
        if self.recorder.pass_depth() == Some(depth.0) {
            self.recorder.end_pass();
        }
        for (_, context) in self.contexts.iter_mut() {
            if context.depth == depth {
                context.depth = context.own_depth;
            }
        }
    }

    pub(crate) fn depth(&self, depth: DepthId) -> Result<&DepthSurface> {
        self.depths.get(depth.0).ok_or_else(|| {
            Error::args(format!(
                "unknown or destroyed depth-stencil surface {:#x}",
                depth.0
            ))
        })
    }

    /// Size of a depth-stencil surface.
    pub fn depth_stencil_size(&self, depth: DepthId) -> Result<(u32, u32)> {
        Ok(self.depth(depth)?.size())
    }

    /// Samples per pixel of a depth-stencil surface.
    pub fn depth_stencil_samples(&self, depth: DepthId) -> Result<u32> {
        Ok(self.depth(depth)?.samples())
    }

    /// The surface draws into `ctx` test and write: its own unless another was set.
    pub fn context_depth_stencil(&self, ctx: ContextId) -> Result<DepthId> {
        Ok(self.context(ctx)?.depth)
    }

    /// Makes draws and depth or stencil clears of `ctx` use `depth` (`None`: the context's
    /// own), which must have the context's sample count and cover its size: an Args error
    /// otherwise (D3D9 forbids a smaller one too). A larger surface is used by its top-left
    /// part, as in D3D9: WebGPU needs attachments of one size, so passes then draw into a
    /// scratch colour of the surface's size, loaded from the target and copied back, with
    /// the viewport of the target (Unsupported with multisampling or render targets 1-3).
    /// A depth or stencil [`Renderer::clear`] clears the whole surface.
    pub fn set_depth_stencil(&mut self, ctx: ContextId, depth: Option<DepthId>) -> Result<()> {
        let context = self.context(ctx)?;
        let depth = depth.unwrap_or(context.own_depth);
        if context.depth == depth {
            return Ok(());
        }
        let (tw, th, ts) = (
            context.targets.width,
            context.targets.height,
            context.targets.samples,
        );
        let surface = self.depth(depth)?;
        let ((dw, dh), ds) = (surface.size(), surface.samples());
        if dw < tw || dh < th {
            return Err(Error::args(format!(
                "the {dw}x{dh} depth-stencil surface is smaller than the {tw}x{th} target"
            )));
        }
        if (dw, dh) != (tw, th) && (ts > 1 || context.extra.iter().any(Option::is_some)) {
            return Err(Error::unsupported(format!(
                "a {dw}x{dh} depth-stencil surface with a smaller {tw}x{th} target that is \
                 multisampled or has render targets 1-3"
            )));
        }
        if ds != ts {
            return Err(Error::args(format!(
                "a depth-stencil surface of {ds} samples with a target of {ts} samples"
            )));
        }
        if self.recorder.pass_context() == Some(ctx.0) {
            self.recorder.end_pass();
        }
        self.context_mut(ctx)?.depth = depth;
        Ok(())
    }

    /// Says that the contents of depth-stencil surface `depth` are no longer needed (D3D9's
    /// `D3DPRESENTFLAG_DISCARD_DEPTHSTENCIL` at `Present`): with the fast paths on, the
    /// store of its depth and stencil by the last pass before this point is skipped, and a
    /// later pass that does not clear them finds them undefined (zero on wgpu).
    pub fn discard_depth_stencil(&mut self, depth: DepthId) -> Result<()> {
        self.depth(depth)?;
        if self.recorder.pass_depth() == Some(depth.0) {
            self.recorder.end_pass();
        }
        self.recorder
            .discard(crate::record::steps::Resource::Depth(depth.0));
        Ok(())
    }

    /// The sample counts a context or depth surface may have: 1 and 4, the counts WebGPU
    /// guarantees for render targets. Other counts would need the adapter-specific format
    /// features, which the device does not request; they are Unsupported.
    pub fn check_sample_count(&self, samples: u32) -> Result<()> {
        if samples == 1 || samples == 4 {
            return Ok(());
        }
        Err(Error::unsupported(format!(
            "{samples} samples per pixel (WebGPU guarantees 1 and 4 only)"
        )))
    }
}
