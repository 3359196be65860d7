//! Clears. With fast paths off each clear is its own pass; with fast paths on a clear waits
//! and becomes the load action of the next pass that draws into the context, and any other
//! consumer of the target encodes the waiting clears first.

use crate::context::ContextId;
use crate::error::{Error, Result};
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

    /// Clears any combination of colour, depth and stencil of the whole target.
    pub fn clear(&mut self, ctx: ContextId, values: ClearValues) -> Result<()> {
        if let Some(depth) = values.depth
            && !(0.0..=1.0).contains(&depth)
        {
            return Err(Error::args(format!("clear depth {depth} is outside 0..=1")));
        }
        self.context(ctx)?;
        // The clear must follow the draws already in the open pass.
        if self.recorder.pass_context() == Some(ctx.0) {
            self.recorder.end_pass();
        }
        let pending = &mut self.context_mut(ctx)?.pending;
        if let Some(color) = values.color {
            pending.color = Some(d3dcolor_to_wgpu(color));
        }
        if let Some(depth) = values.depth {
            pending.depth = Some(depth);
        }
        if let Some(stencil) = values.stencil {
            pending.stencil = Some(stencil & 0xff);
        }
        if !self.fast_paths {
            self.encode_pending_clears(ctx.0);
        }
        Ok(())
    }

    /// Encodes a context's waiting clears as a pass of their own.
    pub(crate) fn encode_pending_clears(&mut self, handle: u32) {
        let Some(context) = self.contexts.get_mut(handle) else {
            return;
        };
        if context.pending.is_empty() {
            return;
        }
        let pending = std::mem::take(&mut context.pending);
        let targets = &context.targets;
        let (color_view, depth_view) = (targets.color_view.clone(), targets.depth_view.clone());
        self.counters.passes_begun += 1;
        self.recorder
            .begin_pass(&self.gpu.device, handle, &color_view, &depth_view, pending);
        self.recorder.end_pass();
    }

    /// Makes the open pass draw into `ctx`, beginning one (with waiting clears as load
    /// actions) when another context's pass or none is open.
    pub(crate) fn open_draw_pass(&mut self, ctx: ContextId) -> Result<()> {
        if self.recorder.pass_context() == Some(ctx.0) {
            return Ok(());
        }
        if !self.fast_paths {
            // Nothing is folded with fast paths off, not even a new context's initial clear.
            self.encode_pending_clears(ctx.0);
        }
        let context = self.context_mut(ctx)?;
        let pending = std::mem::take(&mut context.pending);
        let (color_view, depth_view) = (
            context.targets.color_view.clone(),
            context.targets.depth_view.clone(),
        );
        let folded = u64::from(pending.color.is_some())
            + u64::from(pending.depth.is_some())
            + u64::from(pending.stencil.is_some());
        self.counters.clears_folded += folded;
        self.counters.passes_begun += 1;
        self.recorder
            .begin_pass(&self.gpu.device, ctx.0, &color_view, &depth_view, pending);
        Ok(())
    }
}
