//! What the renderer draws into for the bound D3D9 targets: render target 0's context with
//! render targets 1-3 as its extra colour targets, and the bound depth-stencil surface as its
//! depth (one renderer surface shared by every target it is used with). Also D3D9's
//! multisample types as sample counts.

use ninth_render::ContextId;

use crate::consts::rs;
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
    /// `None` without one. A surface smaller than the target, or of another multisample
    /// type, is invalid (D3D9); a larger one is used by its top-left part.
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
    /// for the next draw or clear (`uses_depth`: whether it tests, writes or clears depth
    /// or stencil). A depth surface larger than the target costs the renderer a scratch
    /// colour and two copies per pass, so it is bound only when used; a bad one is left out
    /// and [`Device::depth_for`]'s error comes from the raster state when it is used.
    ///
    /// What it bound is kept until a binding it reads changes (`Device::invalidate_state`,
    /// `Device::renderer`), so draws with nothing changed skip it.
    pub(crate) fn bind_targets(&mut self, target: Target, uses_depth: bool) -> Result<()> {
        if self.bound_targets == Some((target.ctx, uses_depth)) {
            return Ok(());
        }
        self.bound_targets = None;
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
        let depth = self.depth_for(target).ok().flatten().filter(|depth| {
            let same_size = self.renderer.depth_stencil_size(*depth).ok()
                == Some((target.width, target.height));
            uses_depth || same_size
        });
        // A larger depth surface and render targets 1-3 refuse each other, so the one that
        // can go first does (each call is a no-op when nothing changes).
        if extra.iter().all(Option::is_none) {
            self.renderer.set_render_targets(target.ctx, extra)?;
            self.renderer.set_depth_stencil(target.ctx, depth)?;
        } else {
            self.renderer.set_depth_stencil(target.ctx, depth)?;
            self.renderer.set_render_targets(target.ctx, extra)?;
        }
        self.bound_targets = Some((target.ctx, uses_depth));
        Ok(())
    }

    /// Whether a draw with the current render states tests or writes depth or stencil.
    pub(crate) fn draw_uses_depth(&self) -> bool {
        let r = &self.render_states;
        const D3DCMP_ALWAYS: u32 = 8;
        let z_used = r.get(rs::ZENABLE) != 0
            && (r.on(rs::ZWRITEENABLE) || r.get(rs::ZFUNC) != D3DCMP_ALWAYS);
        z_used || r.on(rs::STENCILENABLE)
    }
}
