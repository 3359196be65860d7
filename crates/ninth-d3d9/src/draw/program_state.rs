//! Resolving the device's states into the renderer's [`ProgramDrawState`] for draws with
//! shaders. The render-state part is kept between draws until a state it reads changes
//! (`Device::resolved_program`); shaders, textures and constants are refreshed every draw,
//! since games change them between draws.

use ninth_render::state::depth_stencil::StencilFace;
use ninth_render::state::program::{MAX_PIXEL_SAMPLERS, MAX_VERTEX_SAMPLERS};
use ninth_render::{
    AlphaTest, BlendDesc, Cull, CustomBlend, D3DDECL_END, DepthStencilDesc, FillMode,
    ProgramDrawState, SamplerState, ShaderId, StreamState, VertexElement,
};

use crate::consts::{rs, samp};
use crate::device::Device;
use crate::device::targets::Target;
use crate::error::{Error, Result};
use crate::texture_upload;

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
/// renderer samples from its level 0.
fn sampler_state(dev: &Device, n: usize) -> SamplerState {
    let s = &dev.stage_states.samplers[n];
    let get = |state: u32| s[state as usize];
    SamplerState {
        address_u: get(samp::ADDRESSU),
        address_v: get(samp::ADDRESSV),
        address_w: get(samp::ADDRESSW),
        border_color: get(samp::BORDERCOLOR),
        mag_filter: get(samp::MAGFILTER),
        min_filter: get(samp::MINFILTER),
        mip_filter: get(samp::MIPFILTER),
        mip_lod_bias: get(samp::MIPMAPLODBIAS),
        max_mip_level: 0,
        max_anisotropy: get(samp::MAXANISOTROPY),
        srgb_texture: get(samp::SRGBTEXTURE) != 0,
    }
}

/// The render-state part of a programmable draw into `target`.
fn render_state(dev: &mut Device, target: Target) -> Result<ProgramDrawState> {
    let r = &dev.render_states;
    if r.get(rs::ZENABLE) == 2 {
        return Err(Error::unsupported("D3DZB_USEW (w-buffering)"));
    }
    if r.on(rs::SRGBWRITEENABLE) {
        return Err(Error::unsupported("D3DRS_SRGBWRITEENABLE"));
    }
    let fill_mode = match r.get(rs::FILLMODE) {
        1 => FillMode::Point,
        2 => FillMode::Wireframe,
        3 => FillMode::Solid,
        other => return Err(Error::invalid(format!("D3DFILLMODE {other}"))),
    };
    let blend = BlendDesc {
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
    };
    let mut state = ProgramDrawState {
        blend,
        color_write_mask: r.get(rs::COLORWRITEENABLE) & if target.x8() { 0x7 } else { 0xf },
        blend_factor: r.get(rs::BLENDFACTOR),
        stencil_ref: r.get(rs::STENCILREF) & 0xff,
        cull: Cull::from_d3d(r.get(rs::CULLMODE))?,
        fill_mode,
        depth_bias: r.float(rs::DEPTHBIAS),
        slope_scale_depth_bias: r.float(rs::SLOPESCALEDEPTHBIAS),
        flat_shading: r.get(rs::SHADEMODE) == 1,
        alpha_test: AlphaTest {
            enable: r.on(rs::ALPHATESTENABLE),
            reference: r.get(rs::ALPHAREF) & 0xff,
            func: r.get(rs::ALPHAFUNC),
        },
        scissor: r.on(rs::SCISSORTESTENABLE).then(|| {
            dev.scissor
                .intersect(crate::device::Rect::full(target.width, target.height))
                .xywh()
        }),
        ..ProgramDrawState::default()
    };
    let (z, z_write, z_func) = (r.get(rs::ZENABLE), r.on(rs::ZWRITEENABLE), r.get(rs::ZFUNC));
    let stencil = r.on(rs::STENCILENABLE);
    let depth_bound = (z == 1 || stencil) && dev.bind_depth(target, false)?;
    let r = &dev.render_states;
    state.depth_stencil = DepthStencilDesc {
        z_enable: depth_bound && z == 1,
        z_write,
        z_func,
        stencil_enable: stencil && depth_bound,
        front: stencil_face(
            dev,
            rs::STENCILFUNC,
            rs::STENCILPASS,
            rs::STENCILFAIL,
            rs::STENCILZFAIL,
        ),
        two_sided: r.on(rs::TWOSIDEDSTENCILMODE),
        ccw: stencil_face(
            dev,
            rs::CCW_STENCILFUNC,
            rs::CCW_STENCILPASS,
            rs::CCW_STENCILFAIL,
            rs::CCW_STENCILZFAIL,
        ),
        read_mask: r.get(rs::STENCILMASK),
        write_mask: r.get(rs::STENCILWRITEMASK),
    };
    for n in 0..MAX_PIXEL_SAMPLERS {
        state.samplers[n] = sampler_state(dev, n);
    }
    for n in 0..MAX_VERTEX_SAMPLERS {
        state.vertex_samplers[n] = sampler_state(dev, MAX_PIXEL_SAMPLERS + 1 + n);
    }
    if let Some(handle) = dev.declaration {
        let elements = dev.declarations.get(handle)?;
        state.declaration = elements
            .iter()
            .map(|e| VertexElement {
                stream: e.stream,
                offset: e.offset,
                ty: e.ty,
                method: e.method,
                usage: e.usage,
                usage_index: e.usage_index,
            })
            .chain(std::iter::once(D3DDECL_END))
            .collect();
    }
    Ok(state)
}

/// The renderer shader of a device shader, made at its first draw.
fn gpu_shader(
    renderer: &mut ninth_render::Renderer,
    shader: &mut crate::device::shaders::Shader,
) -> Result<ShaderId> {
    if let Some(id) = shader.gpu {
        return Ok(id);
    }
    let id = renderer.create_shader(&shader.tokens)?;
    shader.gpu = Some(id);
    Ok(id)
}

impl Device<'_> {
    /// The programmable draw state for a draw into `target`: render states resolved only
    /// when dirty, then this draw's shaders, textures, streams and constants.
    pub(crate) fn program_state(&mut self, target: Target) -> Result<Box<ProgramDrawState>> {
        let mut state = match self.resolved_program.take() {
            Some(state) => state,
            None => {
                self.resolutions += 1;
                Box::new(render_state(self, target)?)
            }
        };
        let result = self.refresh_program_state(&mut state, target);
        if result.is_ok() {
            self.resolved_program = Some(state.clone());
        }
        result.map(|()| state)
    }

    fn refresh_program_state(
        &mut self,
        state: &mut ProgramDrawState,
        target: Target,
    ) -> Result<()> {
        state.vertex_shader = match self.vertex_shader {
            Some(h) => Some(gpu_shader(self.renderer, self.vertex_shaders.get_mut(h)?)?),
            None => None,
        };
        state.pixel_shader = match self.pixel_shader {
            Some(h) => Some(gpu_shader(self.renderer, self.pixel_shaders.get_mut(h)?)?),
            None => None,
        };
        for n in 0..MAX_PIXEL_SAMPLERS {
            state.textures[n] = self.program_texture(n, target)?;
        }
        for n in 0..MAX_VERTEX_SAMPLERS {
            state.vertex_textures[n] = self.program_texture(MAX_PIXEL_SAMPLERS + 1 + n, target)?;
        }
        for (n, stream) in self.streams.iter().enumerate() {
            state.streams[n] = StreamState {
                stride: stream.source.map_or(0, |s| s.stride),
                frequency: stream.frequency,
            };
        }
        copy_constants(&mut state.vs_constants, &self.vs_constants);
        copy_constants(&mut state.ps_constants, &self.ps_constants);
        Ok(())
    }

    /// The renderer texture bound to sampler slot `n`, from its `MAXMIPLEVEL`.
    fn program_texture(
        &mut self,
        n: usize,
        target: Target,
    ) -> Result<Option<ninth_render::TextureId>> {
        let Some(handle) = self.bound_textures[n] else {
            return Ok(None);
        };
        let s = &self.stage_states.samplers[n];
        let first = s[samp::MAXMIPLEVEL as usize];
        let mipmapped = s[samp::MIPFILTER as usize] != samp::TEXF_NONE;
        texture_upload::sampled(self, handle, target.ctx, first, mipmapped).map(Some)
    }
}

fn copy_constants<const N: usize>(
    out: &mut ninth_render::StageConstants<N>,
    from: &crate::device::shaders::Constants,
) {
    let floats = from.float.len().min(N);
    out.float[..floats].copy_from_slice(&from.float[..floats]);
    let ints = from.int.len().min(16);
    out.int[..ints].copy_from_slice(&from.int[..ints]);
    let bools = from.bool.len().min(16);
    out.bool[..bools].copy_from_slice(&from.bool[..bools]);
}
