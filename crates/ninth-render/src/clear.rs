//! Clears. With fast paths off each clear is its own pass; with fast paths on a clear waits
//! and becomes the load action of the next pass that draws into the context, and any other
//! consumer of the target encodes the waiting clears first.

use crate::context::{ContextId, MAX_COLOR_TARGETS};
use crate::error::{Error, Result};
use crate::record::recorder::{ColorAttachment, Oversize, PassTargets};
use crate::renderer::Renderer;

/// Converts a D3DCOLOR (`0xAARRGGBB`) to a wgpu clear colour.
pub(crate) fn d3dcolor_to_wgpu(color: u32) -> wgpu::Color {
    let channel = |shift: u32| f64::from((color >> shift) & 0xff) / 255.0;
    wgpu::Color {
        r: channel(16),
        g: channel(8),
        b: channel(0),
        a: channel(24),
    }
}

/// What to clear, as D3D9's `Clear` flags and values.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct ClearValues {
    /// Colour as D3DCOLOR `0xAARRGGBB` (D3DCLEAR_TARGET).
    pub color: Option<u32>,
    /// Depth in 0..=1 (D3DCLEAR_ZBUFFER).
    pub depth: Option<f32>,
    /// Stencil value; the low 8 bits are used (D3DCLEAR_STENCIL).
    pub stencil: Option<u32>,
}

impl Renderer {
    /// Clears a context's colour target to a D3DCOLOR.
    pub fn clear_color(&mut self, ctx: ContextId, color: u32) -> Result<()> {
        self.clear(
            ctx,
            ClearValues {
                color: Some(color),
                ..Default::default()
            },
        )
    }

    /// Clears a context's depth to `depth` (0..=1).
    pub fn clear_depth(&mut self, ctx: ContextId, depth: f32) -> Result<()> {
        self.clear(
            ctx,
            ClearValues {
                depth: Some(depth),
                ..Default::default()
            },
        )
    }

    /// Clears a context's stencil to the low 8 bits of `stencil`.
    pub fn clear_stencil(&mut self, ctx: ContextId, stencil: u32) -> Result<()> {
        self.clear(
            ctx,
            ClearValues {
                stencil: Some(stencil),
                ..Default::default()
            },
        )
    }

    /// Clears any combination of colour, depth and stencil of the whole target: the colour
    /// of `ctx`'s own target (not of its extra targets), the depth and stencil of the
    /// depth-stencil surface its draws use.
    pub fn clear(&mut self, ctx: ContextId, values: ClearValues) -> Result<()> {
        if let Some(depth) = values.depth
            && !(0.0..=1.0).contains(&depth)
        {
            return Err(Error::args(format!("clear depth {depth} is outside 0..=1")));
        }
        let context = self.context(ctx)?;
        let depth_id = context.depth;
        let depth_cleared = values.depth.is_some() || values.stencil.is_some();
        // The clear must follow the draws already in the open pass.
        if (values.color.is_some() && self.recorder.pass_uses_context(ctx.0))
            || (depth_cleared && self.recorder.pass_depth() == Some(depth_id.0))
        {
            self.recorder.end_pass();
        }
        if let Some(color) = values.color {
            self.context_mut(ctx)?.pending = Some(d3dcolor_to_wgpu(color));
        }
        let depth = self
            .depths
            .get_mut(depth_id.0)
            .ok_or_else(|| Error::device("a context's depth-stencil surface is missing"))?;
        if let Some(value) = values.depth {
            depth.depth = Some(value);
        }
        if let Some(stencil) = values.stencil {
            depth.stencil = Some(stencil & 0xff);
        }
        if !self.fast_paths {
            self.encode_pending_clears(ctx.0);
        }
        Ok(())
    }

    /// The attachments of a pass drawing into `ctx` (with its extra colour targets when
    /// `with_extra`), taking the clears waiting on each as load actions.
    fn pass_targets(&mut self, ctx: u32, with_extra: bool) -> Option<PassTargets> {
        let context = self.contexts.get_mut(ctx)?;
        let extra = if with_extra {
            context.extra.map(|c| c.map(|c| c.0))
        } else {
            [None; MAX_COLOR_TARGETS - 1]
        };
        let depth = context.depth.0;
        let oversize = self.oversize(ctx);
        let mut colors: [Option<ColorAttachment>; MAX_COLOR_TARGETS] = Default::default();
        for (n, handle) in std::iter::once(Some(ctx)).chain(extra).enumerate() {
            let Some(context) = handle.and_then(|h| self.contexts.get_mut(h)) else {
                continue;
            };
            let t = &context.targets;
            if let (0, Some(o)) = (n, &oversize) {
                colors[0] = Some(ColorAttachment {
                    view: o.scratch.create_view(&Default::default()),
                    resolve: None,
                    clear: context.pending.take(),
                });
                continue;
            }
            colors[n] = Some(match &t.msaa_view {
                Some(samples) => ColorAttachment {
                    view: samples.clone(),
                    resolve: Some(t.color_view.clone()),
                    clear: context.pending.take(),
                },
                None => ColorAttachment {
                    view: t.color_view.clone(),
                    resolve: None,
                    clear: context.pending.take(),
                },
            });
        }
        let surface = self.depths.get_mut(depth)?;
        let oversize = oversize.map(|o| Oversize {
            load: colors[0].as_ref().is_none_or(|c| c.clear.is_none()),
            ..o
        });
        Some(PassTargets {
            oversize,
            ctx,
            extra,
            depth,
            colors,
            depth_view: surface.view.clone(),
            depth_clear: surface.depth.take(),
            stencil_clear: surface.stencil.take(),
        })
    }

    /// The scratch colour of a pass into `ctx` when its depth surface is larger than it
    /// (made on first use, remade when the surface's size changes).
    fn oversize(&mut self, ctx: u32) -> Option<Oversize> {
        let context = self.contexts.get(ctx)?;
        let surface = self.depths.get(context.depth.0)?;
        let (w, h) = surface.size();
        let target = context.targets.color.clone();
        if (w, h) == (target.width(), target.height()) {
            return None;
        }
        let scratch = match &context.scratch {
            Some(s) if (s.width(), s.height()) == (w, h) => s.clone(),
            _ => {
                let scratch = self.gpu.device.create_texture(&wgpu::TextureDescriptor {
                    label: Some("context colour under a larger depth surface"),
                    size: wgpu::Extent3d {
                        width: w,
                        height: h,
                        depth_or_array_layers: 1,
                    },
                    mip_level_count: 1,
                    sample_count: 1,
                    dimension: wgpu::TextureDimension::D2,
                    format: crate::context::COLOR_FORMAT,
                    usage: wgpu::TextureUsages::RENDER_ATTACHMENT
                        | wgpu::TextureUsages::COPY_SRC
                        | wgpu::TextureUsages::COPY_DST,
                    view_formats: &[],
                });
                self.contexts.get_mut(ctx)?.scratch = Some(scratch.clone());
                scratch
            }
        };
        Some(Oversize {
            target,
            scratch,
            load: true,
        })
    }

    /// Whether a context's colour or its depth-stencil surface has a clear waiting.
    pub(crate) fn has_pending_clears(&self, handle: u32) -> bool {
        self.contexts.get(handle).is_some_and(|c| {
            c.pending.is_some() || self.depths.get(c.depth.0).is_some_and(|d| d.has_pending())
        })
    }

    /// Encodes the clears waiting on a context's colour and its depth-stencil surface as a
    /// pass of their own.
    pub(crate) fn encode_pending_clears(&mut self, handle: u32) {
        if !self.has_pending_clears(handle) {
            return;
        }
        let Some(targets) = self.pass_targets(handle, false) else {
            return;
        };
        self.counters.passes_begun += 1;
        self.color_written(ContextId(handle));
        self.begin_pass(targets);
        self.recorder.end_pass();
    }

    /// Makes the open pass draw into `ctx` (and its extra colour targets), beginning one
    /// (with waiting clears as load actions) when another pass or none is open.
    pub(crate) fn open_draw_pass(&mut self, ctx: ContextId) -> Result<()> {
        if self.recorder.pass_context() == Some(ctx.0) {
            return Ok(());
        }
        let extra = self.context(ctx)?.extra;
        if !self.fast_paths {
            // Nothing is folded with fast paths off, not even a new context's initial clear.
            self.encode_pending_clears(ctx.0);
            for target in extra.into_iter().flatten() {
                self.encode_pending_clears(target.0);
            }
        }
        let targets = self
            .pass_targets(ctx.0, true)
            .ok_or_else(|| Error::device("a context's targets are missing"))?;
        let folded = targets
            .colors
            .iter()
            .flatten()
            .filter(|c| c.clear.is_some())
            .count() as u64
            + u64::from(targets.depth_clear.is_some())
            + u64::from(targets.stencil_clear.is_some());
        self.counters.clears_folded += folded;
        self.counters.passes_begun += 1;
        self.color_written(ctx);
        for target in extra.into_iter().flatten() {
            self.color_written(target);
        }
        self.begin_pass(targets);
        Ok(())
    }

    fn begin_pass(&mut self, targets: PassTargets) {
        let size = self
            .contexts
            .get(targets.ctx)
            .map_or((0, 0), |c| (c.targets.width, c.targets.height));
        self.recorder.begin_pass(&self.gpu.device, targets, size);
    }
}
