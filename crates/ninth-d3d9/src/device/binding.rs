//! What the renderer draws into for the bound D3D9 targets: render target 0's context with
//! render targets 1-3 as its extra colour targets, and the bound depth-stencil surface as its
//! depth (one renderer surface shared by every target it is used with). Also D3D9's
//! multisample types as sample counts.

use ninth_render::ContextId;

use crate::device::resources::Surface;
use crate::device::targets::Target;
use crate::device::{Device, MAX_RENDER_TARGETS};
use crate::error::{Error, Result};

/// `D3DMULTISAMPLE_NONMASKABLE`: the driver's multisampling; ninth's is 4 samples.
const D3DMULTISAMPLE_NONMASKABLE: u32 = 1;

/// Samples per pixel of a `D3DMULTISAMPLE_TYPE`: NONE is 1, NONMASKABLE 4 (the one count
/// ninth offers besides 1, so quality level 0 of it), 2-16 that many. Counts the renderer
/// cannot make are refused when the surface is made (Unsupported, naming the count).
pub(crate) fn sample_count(multisample: u32) -> Result<u32> {
    match multisample {
        0 => Ok(1),
        D3DMULTISAMPLE_NONMASKABLE => Ok(4),
        2..=16 => Ok(multisample),
        other => Err(Error::invalid(format!(
            "D3DMULTISAMPLE_TYPE {other} is not 0-16"
        ))),
    }
}

impl Device<'_> {
    /// The bound depth-stencil surface's renderer surface when it is usable with `target`:
    /// `None` without one. A surface smaller than the target is invalid (D3D9); a larger one
    /// is Unsupported (WebGPU draws into attachments of one size).
    pub(crate) fn depth_for(&self, target: Target) -> Result<Option<ninth_render::DepthId>> {
        let Some(handle) = self.depth_stencil else {
            return Ok(None);
        };
        let Surface::Depth {
            width,
            height,
            depth,
            ..
        } = *self.surfaces.get(handle)?
        else {
            return Err(Error::invalid(
                "the depth-stencil binding is not a depth surface",
            ));
        };
        if width < target.width || height < target.height {
            return Err(Error::invalid(format!(
                "the {width}x{height} depth-stencil surface is smaller than the {}x{} render target",
                target.width, target.height
            )));
        }
        if (width, height) != (target.width, target.height) {
            return Err(Error::unsupported(format!(
                "a {width}x{height} depth-stencil surface used with a smaller {}x{} render \
                 target (WebGPU draws into attachments of one size)",
                target.width, target.height
            )));
        }
        let samples = self.renderer.context_samples(target.ctx)?;
        let depth_samples = self.renderer.depth_stencil_samples(depth)?;
        if samples != depth_samples {
            return Err(Error::invalid(format!(
                "a depth-stencil surface of {depth_samples} samples with a render target of \
                 {samples} (D3D9 needs one multisample type)"
            )));
        }
        Ok(Some(depth))
    }

    /// Binds render targets 1-3 and the depth-stencil surface to render target 0's context
    /// for the next draw or clear. A depth surface of another size is left out (the context
    /// uses its own), so draws that do not test or write depth still draw; those that do
    /// get [`Device::depth_for`]'s error from the raster state.
    pub(crate) fn bind_targets(&mut self, target: Target) -> Result<()> {
        let mut extra: [Option<ContextId>; MAX_RENDER_TARGETS as usize - 1] = [None; 3];
        for (n, slot) in extra.iter_mut().enumerate() {
            let Some(surface) = self.render_targets[n + 1] else {
                continue;
            };
            let t = self.target(surface)?;
            if (t.width, t.height) != (target.width, target.height) {
                return Err(Error::invalid(format!(
                    "render target {} is {}x{}; render target 0 is {}x{} (D3D9 needs every \
                     render target of a draw to be one size)",
                    n + 1,
                    t.width,
                    t.height,
                    target.width,
                    target.height
                )));
            }
            *slot = Some(t.ctx);
        }
        self.renderer.set_render_targets(target.ctx, extra)?;
        let depth = self.depth_for(target).ok().flatten();
        self.renderer.set_depth_stencil(target.ctx, depth)?;
        Ok(())
    }
}
