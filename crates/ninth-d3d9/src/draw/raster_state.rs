//! The render states both draw paths bake or set per draw (blending, depth, stencil, cull,
//! depth bias) and the sampler states, resolved from the device the same way for the
//! fixed-function and the programmable path.

use ninth_render::state::depth_stencil::StencilFace;
use ninth_render::{BlendDesc, Cull, CustomBlend, DepthStencilDesc, SamplerState};

use crate::consts::{rs, samp};
use crate::device::Device;
use crate::device::targets::Target;
use crate::error::{Error, Result};

/// Render states shared by both paths.
#[derive(Clone, Copy, Debug)]
pub(crate) struct RasterState {
    pub blend: BlendDesc,
    pub color_write_mask: u32,
    pub blend_factor: u32,
    pub depth_stencil: DepthStencilDesc,
    pub stencil_ref: u32,
    pub cull: Cull,
    pub depth_bias: f32,
    pub slope_scale_depth_bias: f32,
    pub sample_mask: u32,
}

/// `D3DBLEND_BOTHSRCALPHA` / `BOTHINVSRCALPHA` set both factors of a pair.
fn blend_pair(src: u32, dst: u32, op: u32) -> CustomBlend {
    let (src, dst) = match src {
        12 => (5, 6),
        13 => (6, 5),
        _ => (src, dst),
    };
    CustomBlend { src, dst, op }
}

fn stencil_face(dev: &Device, func: u32, pass: u32, fail: u32, z_fail: u32) -> StencilFace {
    let r = &dev.render_states;
    StencilFace {
        func: r.get(func),
        pass: r.get(pass),
        fail: r.get(fail),
        z_fail: r.get(z_fail),
    }
}

/// The sampler state of slot `n` (0-15 pixel, 17-20 vertex) as raw D3D9 values. The
/// texture copy a draw binds starts at `MAXMIPLEVEL` (see `texture_upload::sampled`), so the
/// renderer samples from its level 0; a render target's generated chain is bound whole, so
/// its sampler starts at `MAXMIPLEVEL`.
pub(crate) fn sampler_state(dev: &Device, n: usize) -> SamplerState {
    let s = &dev.stage_states.samplers[n];
    let get = |state: u32| s[state as usize];
    let target_chain = dev.bound_textures[n]
        .and_then(|h| dev.textures.get(h).ok())
        .is_some_and(|t| t.target.is_some() && t.sampled_levels() > 1);
    SamplerState {
        address_u: get(samp::ADDRESSU),
        address_v: get(samp::ADDRESSV),
        address_w: get(samp::ADDRESSW),
        border_color: get(samp::BORDERCOLOR),
        mag_filter: get(samp::MAGFILTER),
        min_filter: get(samp::MINFILTER),
        mip_filter: get(samp::MIPFILTER),
        mip_lod_bias: get(samp::MIPMAPLODBIAS),
        max_mip_level: if target_chain {
            get(samp::MAXMIPLEVEL)
        } else {
            0
        },
        max_anisotropy: get(samp::MAXANISOTROPY),
        srgb_texture: get(samp::SRGBTEXTURE) != 0,
    }
}

impl Device<'_> {
    /// The render states of a draw into `target`. The bound depth-stencil surface is made
    /// live in the target's context only when the draw tests or writes depth or stencil.
    pub(crate) fn raster_state(&mut self, target: Target) -> Result<RasterState> {
        let r = &self.render_states;
        let z = r.get(rs::ZENABLE);
        if z == 2 {
            return Err(Error::unsupported("D3DZB_USEW (w-buffering)"));
        }
        if r.on(rs::SRGBWRITEENABLE) {
            return Err(Error::unsupported("D3DRS_SRGBWRITEENABLE"));
        }
        let (z_write, z_func, stencil) = (
            r.on(rs::ZWRITEENABLE),
            r.get(rs::ZFUNC),
            r.on(rs::STENCILENABLE),
        );
        const D3DCMP_ALWAYS: u32 = 8;
        // ALWAYS without writes is exactly no depth test, and needs no depth buffer.
        let z_used = z == 1 && (z_write || z_func != D3DCMP_ALWAYS);
        let depth_bound = (z_used || stencil) && self.depth_for(target)?.is_some();
        if self.renderer.context_samples(target.ctx)? > 1 {
            // WebGPU rasterises every sample of a multisampled target, with no way to give
            // them all the pixel centre's coverage.
            if !self.render_states.on(rs::MULTISAMPLEANTIALIAS) {
                return Err(Error::unsupported(
                    "D3DRS_MULTISAMPLEANTIALIAS FALSE on a multisampled render target",
                ));
            }
        }
        let r = &self.render_states;
        Ok(RasterState {
            blend: BlendDesc {
                enable: r.on(rs::ALPHABLENDENABLE),
                color: blend_pair(
                    r.get(rs::SRCBLEND),
                    r.get(rs::DESTBLEND),
                    r.get(rs::BLENDOP),
                ),
                separate_alpha: r.on(rs::SEPARATEALPHABLENDENABLE),
                alpha: blend_pair(
                    r.get(rs::SRCBLENDALPHA),
                    r.get(rs::DESTBLENDALPHA),
                    r.get(rs::BLENDOPALPHA),
                ),
            },
            color_write_mask: r.get(rs::COLORWRITEENABLE) & if target.x8() { 0x7 } else { 0xf },
            blend_factor: r.get(rs::BLENDFACTOR),
            depth_stencil: DepthStencilDesc {
                z_enable: depth_bound && z_used,
                z_write,
                z_func,
                stencil_enable: depth_bound && stencil,
                front: stencil_face(
                    self,
                    rs::STENCILFUNC,
                    rs::STENCILPASS,
                    rs::STENCILFAIL,
                    rs::STENCILZFAIL,
                ),
                two_sided: r.on(rs::TWOSIDEDSTENCILMODE),
                ccw: stencil_face(
                    self,
                    rs::CCW_STENCILFUNC,
                    rs::CCW_STENCILPASS,
                    rs::CCW_STENCILFAIL,
                    rs::CCW_STENCILZFAIL,
                ),
                read_mask: r.get(rs::STENCILMASK),
                write_mask: r.get(rs::STENCILWRITEMASK),
            },
            stencil_ref: r.get(rs::STENCILREF) & 0xff,
            cull: Cull::from_d3d(r.get(rs::CULLMODE))?,
            depth_bias: r.float(rs::DEPTHBIAS),
            slope_scale_depth_bias: r.float(rs::SLOPESCALEDEPTHBIAS),
            sample_mask: r.get(rs::MULTISAMPLEMASK),
        })
    }
}
