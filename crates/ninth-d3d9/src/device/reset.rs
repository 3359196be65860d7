//! `IDirect3DDevice9::Reset`: a new back buffer (and automatic depth-stencil surface) and
//! every state back to a new device's.
//!
//! The new back buffer is made before anything is freed, so a `Reset` refused (bad
//! parameters, a size or sample count the renderer cannot make) leaves the device as it was,
//! drawing into its old back buffer. The resources the caller made (textures, surfaces,
//! buffers, declarations, shaders) survive; which of them D3D9 would make the caller release
//! first (`D3DPOOL_DEFAULT`) is the front-end's rule to enforce.

use super::binding::sample_count;
use super::resources::Surface;
use super::shaders::{Constants, DirtyConstants};
use super::stage_states::{SAMPLER_SLOTS, StageStates};
use super::transforms::TransformState;
use super::{
    Device, DeviceParams, Rect, RenderStates, SurfaceRef, Viewport, check_depth_format,
    check_target_format,
};
use crate::error::Result;

impl Device<'_> {
    /// `Reset`: checks `params` as [`Device::new`] does, makes a back buffer of the new size,
    /// format and multisample type (and the automatic depth-stencil surface, or none), frees
    /// the old ones and returns every state to a new device's values: render, texture-stage
    /// and sampler states, transforms, lights, material, clip planes, the viewport and
    /// scissor rectangle (the whole new back buffer), render target 0 the back buffer and
    /// 1-3 unset, the depth-stencil surface the new automatic one, no FVF, declaration,
    /// stream sources (frequencies 1), indices, shaders or bound textures, and zero shader
    /// constants.
    ///
    /// On an error nothing has changed. Resources the caller made stay valid; a window
    /// surface set with [`Device::set_present_surface`] stays set (the caller configures it
    /// for the new size with [`Device::configure_present_surface`]).
    pub fn reset(&mut self, params: DeviceParams) -> Result<()> {
        check_target_format(params.backbuffer_format)?;
        let samples = sample_count(params.multisample)?;
        if let Some(depth) = params.depth_format {
            check_depth_format(depth)?;
        }
        let ctx =
            self.renderer
                .create_context_multisampled(params.width, params.height, samples)?;
        let own_depth = match self.renderer.context_depth_stencil(ctx) {
            Ok(depth) => depth,
            Err(e) => {
                let _ = self.renderer.destroy_context(ctx);
                return Err(e.into());
            }
        };
        // Nothing below fails: the old back buffer goes, the new one takes its handle.
        self.unbind_all();
        let back = Surface::Target {
            ctx,
            format: params.backbuffer_format,
            width: params.width,
            height: params.height,
        };
        let old_ctx = match self.surfaces.get_mut(self.backbuffer) {
            Ok(slot) => match std::mem::replace(slot, back) {
                Surface::Target { ctx, .. } => Some(ctx),
                Surface::Depth { .. } => None,
            },
            Err(_) => {
                self.backbuffer = self.surfaces.insert(back).into();
                None
            }
        };
        // The old automatic depth surface is its context's own: it goes with the context.
        if let Some(old) = self.auto_depth.take() {
            let _ = self.surfaces.remove(old);
        }
        if let Some(old) = old_ctx {
            let _ = self.renderer.destroy_context(old);
        }
        self.auto_depth = params.depth_format.map(|_| {
            self.surfaces
                .insert(Surface::Depth {
                    width: params.width,
                    height: params.height,
                    depth: own_depth,
                    owned_by_context: true,
                })
                .into()
        });
        self.params = params;
        self.reset_state();
        Ok(())
    }

    /// Unbinds every shader (freeing those released while bound), texture, target, stream
    /// and the indices.
    fn unbind_all(&mut self) {
        // Only a released shader's renderer shader can fail to go; it is the renderer's then.
        let _ = self.set_vertex_shader(None);
        let _ = self.set_pixel_shader(None);
        self.bound_textures = [None; SAMPLER_SLOTS];
        self.render_targets = [Some(SurfaceRef::Backbuffer), None, None, None];
        self.depth_stencil = None;
        self.streams = Default::default();
        self.indices = None;
        self.declaration = None;
        self.fvf = 0;
    }

    /// Every state to a new device's values for `self.params` (the back buffer and automatic
    /// depth surface already made), and every resolved draw state forgotten.
    fn reset_state(&mut self) {
        let p = self.params;
        self.unbind_all();
        self.depth_stencil = self.auto_depth;
        self.render_states = RenderStates::new(self.auto_depth.is_some());
        self.stage_states = StageStates::new();
        self.viewport = Viewport::full(p.width, p.height);
        self.scissor = Rect::full(p.width, p.height);
        self.vs_constants = Constants::new(256, 16, 16);
        self.ps_constants = Constants::new(224, 16, 16);
        self.transforms = TransformState::new();
        self.resolved_fixed = None;
        self.resolved_fixed_pixel = None;
        self.resolved_tnl_pixel = None;
        self.tnl = None;
        self.resolved_program = None;
        self.program_valid = false;
        self.program_textures_valid = false;
        self.program_target_slots = 0;
        self.vs_dirty = DirtyConstants::everything();
        self.ps_dirty = DirtyConstants::everything();
        self.tnl_span = 0;
        self.tnl_pixel_current = false;
        self.bound_targets = None;
        self.applied_viewport = None;
        self.invalidate_state();
    }
}
