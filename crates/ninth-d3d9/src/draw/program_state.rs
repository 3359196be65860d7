//! Resolving the device's states into the renderer's [`ProgramDrawState`] for draws with
//! shaders. The render-state part is kept between draws until a state it reads changes
//! (`Device::resolved_program`); shaders, textures and constants are refreshed every draw,
//! since games change them between draws.

use ninth_render::state::program::{MAX_PIXEL_SAMPLERS, MAX_VERTEX_SAMPLERS};
use ninth_render::{
    AlphaTest, D3DDECL_END, FillMode, PointState, ProgramDrawState, ShaderId, StreamState,
    VertexElement,
};

use crate::consts::{rs, samp};
use crate::device::Device;
use crate::device::targets::Target;
use crate::draw::raster_state::sampler_state;
use crate::error::{Error, Result};
use crate::texture_upload;

/// The planes D3D9 has (`D3DMAXUSERCLIPPLANES`); higher bits of CLIPPLANEENABLE are ignored.
const CLIP_PLANE_BITS: u32 = 0x3f;

/// The render-state part of a programmable draw into `target`.
fn render_state(dev: &mut Device, target: Target) -> Result<ProgramDrawState> {
    let fill_mode = match dev.render_states.get(rs::FILLMODE) {
        1 => FillMode::Point,
        2 => FillMode::Wireframe,
        3 => FillMode::Solid,
        other => return Err(Error::invalid(format!("D3DFILLMODE {other}"))),
    };
    let raster = dev.raster_state(target)?;
    let r = &dev.render_states;
    let mut state = ProgramDrawState {
        blend: raster.blend,
        color_write_mask: raster.color_write_mask,
        blend_factor: raster.blend_factor,
        depth_stencil: raster.depth_stencil,
        stencil_ref: raster.stencil_ref,
        cull: raster.cull,
        fill_mode,
        depth_bias: raster.depth_bias,
        slope_scale_depth_bias: raster.slope_scale_depth_bias,
        sample_mask: raster.sample_mask,
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
        // With a vertex shader the planes are in clip space (set every draw, below);
        // D3DRS_CLIPPING FALSE turns them off too (as wined3d does).
        clip_plane_enable: if r.on(rs::CLIPPING) {
            r.get(rs::CLIPPLANEENABLE) & CLIP_PLANE_BITS
        } else {
            0
        },
        point: PointState {
            size: r.float(rs::POINTSIZE),
            min: r.float(rs::POINTSIZE_MIN),
            max: r.float(rs::POINTSIZE_MAX),
            sprite: r.on(rs::POINTSPRITEENABLE),
        },
        ..ProgramDrawState::default()
    };
    for n in 0..3 {
        let mask = r.get(rs::COLORWRITEENABLE1 + n as u32);
        // X8 targets keep alpha 255: draws do not write it.
        let x8 = match dev.render_targets[n + 1] {
            Some(surface) => dev.target(surface)?.x8(),
            None => false,
        };
        state.extra_color_write_masks[n] = if x8 { mask & 0x7 } else { mask };
    }
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
    /// when dirty, then this draw's shaders, textures, streams and constants. The state is
    /// taken out of the device (no copy per draw); the caller gives it back with
    /// [`Device::keep_program_state`] after the draw.
    pub(crate) fn program_state(&mut self, target: Target) -> Result<Box<ProgramDrawState>> {
        let mut state = match self.resolved_program.take() {
            Some(state) => state,
            None => {
                self.resolutions += 1;
                Box::new(render_state(self, target)?)
            }
        };
        self.refresh_program_state(&mut state, target)?;
        Ok(state)
    }

    /// Keeps a state [`Device::program_state`] handed out, for the next draw to refresh.
    pub(crate) fn keep_program_state(&mut self, state: Box<ProgramDrawState>) {
        self.resolved_program = Some(state);
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
        // SetClipPlane does not invalidate the resolved states.
        state.clip_planes = self.transforms.clip_planes;
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
