//! Resolving the device's states into the renderer's [`ProgramDrawState`] for draws with
//! shaders. One state is kept between draws (`Device::resolved_program`, its allocations
//! reused): its render-state part is resolved again only when a state it reads changed
//! (`Device::program_valid`); its textures only when a binding, sampler state or texture
//! content changed (`Device::program_textures_valid`), except render-target textures, which
//! are looked up every draw; its constants only where `Set*ShaderConstant*` wrote since
//! (`Device::vs_dirty`, `ps_dirty`); shaders and streams every draw.

use ninth_render::state::program::{MAX_PIXEL_SAMPLERS, MAX_VERTEX_SAMPLERS};
use ninth_render::{
    AlphaTest, FillMode, FixedPixelState, PointState, ProgramDrawState, ShaderId, StreamState,
};

use crate::consts::{rs, samp, tss};
use crate::device::Device;
use crate::device::targets::Target;
use crate::draw::raster_state::sampler_state;
use crate::error::{Error, Result};
use crate::texture_upload;

/// The planes D3D9 has (`D3DMAXUSERCLIPPLANES`); higher bits of CLIPPLANEENABLE are ignored.
const CLIP_PLANE_BITS: u32 = 0x3f;

/// Resolves the render-state part of a programmable draw into `target` into `state`
/// (every field the per-draw refresh does not set; the allocations are reused).
fn resolve_render_state(
    dev: &mut Device,
    target: Target,
    state: &mut ProgramDrawState,
) -> Result<()> {
    let fill_mode = match dev.render_states.get(rs::FILLMODE) {
        1 => FillMode::Point,
        2 => FillMode::Wireframe,
        3 => FillMode::Solid,
        other => return Err(Error::invalid(format!("D3DFILLMODE {other}"))),
    };
    let raster = dev.raster_state(target)?;
    let mut extra_color_write_masks = [0; 3];
    for (n, out) in extra_color_write_masks.iter_mut().enumerate() {
        let mask = dev.render_states.get(rs::COLORWRITEENABLE1 + n as u32);
        // X8 targets keep alpha 255: draws do not write it.
        let x8 = match dev.render_targets[n + 1] {
            Some(surface) => dev.target(surface)?.x8(),
            None => false,
        };
        *out = if x8 { mask & 0x7 } else { mask };
    }
    let r = &dev.render_states;
    state.blend = raster.blend;
    state.color_write_mask = raster.color_write_mask;
    state.extra_color_write_masks = extra_color_write_masks;
    state.blend_factor = raster.blend_factor;
    state.depth_stencil = raster.depth_stencil;
    state.stencil_ref = raster.stencil_ref;
    state.cull = raster.cull;
    state.fill_mode = fill_mode;
    state.depth_bias = raster.depth_bias;
    state.slope_scale_depth_bias = raster.slope_scale_depth_bias;
    state.sample_mask = raster.sample_mask;
    state.flat_shading = r.get(rs::SHADEMODE) == 1;
    state.alpha_test = AlphaTest {
        enable: r.on(rs::ALPHATESTENABLE),
        reference: r.get(rs::ALPHAREF) & 0xff,
        func: r.get(rs::ALPHAFUNC),
    };
    state.scissor = r.on(rs::SCISSORTESTENABLE).then(|| {
        dev.scissor
            .intersect(crate::device::Rect::full(target.width, target.height))
            .xywh()
    });
    // With a vertex shader the planes are in clip space (set every draw); D3DRS_CLIPPING
    // FALSE turns them off too (as wined3d does).
    state.clip_plane_enable = if r.on(rs::CLIPPING) {
        r.get(rs::CLIPPLANEENABLE) & CLIP_PLANE_BITS
    } else {
        0
    };
    state.point = PointState {
        size: r.float(rs::POINTSIZE),
        min: r.float(rs::POINTSIZE_MIN),
        max: r.float(rs::POINTSIZE_MAX),
        sprite: r.on(rs::POINTSPRITEENABLE),
    };
    for n in 0..MAX_PIXEL_SAMPLERS {
        state.samplers[n] = sampler_state(dev, n);
    }
    for n in 0..MAX_VERTEX_SAMPLERS {
        state.vertex_samplers[n] = sampler_state(dev, MAX_PIXEL_SAMPLERS + 1 + n);
    }
    // A draw without a pixel shader sets its own; with one, a shader model 1 pixel shader
    // reads the stages' bump-environment states and D3DTTFF_PROJECTED, and the renderer
    // applies the fog after pixel shaders below 3.0.
    *state.fixed_pixel = FixedPixelState::default();
    stage_shader_states(dev, &mut state.fixed_pixel);
    crate::draw::fixed_state::fog_states(dev, &mut state.fixed_pixel)?;
    dev.tnl_pixel_current = false;
    state.declaration.clear();
    if dev.declaration.is_some() {
        // The FVF's declaration is filled in by draws that read it (`vertex_stage`).
        dev.fill_declaration(&mut state.declaration)?;
    }
    Ok(())
}

/// The texture-stage states a pixel shader reads from `pixel`'s stages: BUMPENVMAT00-11,
/// BUMPENVLSCALE and BUMPENVLOFFSET (`texbem`, `texbeml`, `bem`) and
/// TEXTURETRANSFORMFLAGS (shader model 1 reads divide by w with D3DTTFF_PROJECTED), raw.
fn stage_shader_states(dev: &Device, pixel: &mut FixedPixelState) {
    for (stage, raw) in pixel.stages.iter_mut().zip(&dev.stage_states.stages) {
        let float = |state: u32| f32::from_bits(raw[state as usize]);
        stage.bump_mat = [0, 1, 2, 3].map(|i| float(tss::BUMPENVMAT00 + i));
        stage.bump_lscale = float(tss::BUMPENVLSCALE);
        stage.bump_loffset = float(tss::BUMPENVLOFFSET);
        stage.state.transform_flags = raw[tss::TEXTURETRANSFORMFLAGS as usize];
    }
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
    /// The programmable draw state for a draw into `target` (`tnl`: through the
    /// fixed-function vertex pipeline, which writes its own vertex constants): render
    /// states and textures resolved only when dirty, then this draw's shaders, streams and
    /// the constants set since the last draw. The state is taken out of the device (no copy
    /// per draw); the caller gives it back with [`Device::keep_program_state`] after the
    /// draw.
    pub(crate) fn program_state(
        &mut self,
        target: Target,
        tnl: bool,
    ) -> Result<Box<ProgramDrawState>> {
        let mut state = match self.resolved_program.take() {
            Some(state) => state,
            None => {
                // A new state's constants are all the device's to copy.
                self.vs_dirty.all();
                self.ps_dirty.all();
                self.tnl_span = 0;
                self.program_valid = false;
                self.program_textures_valid = false;
                Box::default()
            }
        };
        if let Err(e) = self.refresh_program_state(&mut state, target, tnl) {
            self.keep_program_state(state);
            return Err(e);
        }
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
        tnl: bool,
    ) -> Result<()> {
        if !self.program_valid {
            self.resolutions += 1;
            resolve_render_state(self, target, state)?;
            self.program_valid = true;
        }
        // `get` first: the renderer shader exists after the first draw (and `get_mut`
        // formats its error message whether or not it fails).
        state.vertex_shader = match self.vertex_shader {
            Some(h) => Some(match self.vertex_shaders.get(h)?.gpu {
                Some(id) => id,
                None => gpu_shader(&mut self.renderer, self.vertex_shaders.get_mut(h)?)?,
            }),
            None => None,
        };
        state.pixel_shader = match self.pixel_shader {
            Some(h) => Some(match self.pixel_shaders.get(h)?.gpu {
                Some(id) => id,
                None => gpu_shader(&mut self.renderer, self.pixel_shaders.get_mut(h)?)?,
            }),
            None => None,
        };
        self.refresh_textures(state, target)?;
        for (out, stream) in state.streams.iter_mut().zip(&self.streams) {
            *out = StreamState {
                stride: stream.source.map_or(0, |s| s.stride),
                frequency: stream.frequency,
            };
        }
        // SetClipPlane does not invalidate the resolved states.
        state.clip_planes = self.transforms.clip_planes;
        if !tnl {
            // Other vertex stages set the pixel stage their own way.
            self.tnl_pixel_current = false;
        }
        if self.pixel_shader.is_some() {
            // Table fog after a pixel shader: w or z by the projection through the
            // fixed-function vertex pipeline (which SetTransform changes without
            // invalidating the resolved states), the depth otherwise.
            state.fixed_pixel.fog_source = if tnl {
                self.table_fog_source()
            } else {
                ninth_render::state::fixed::FogSource::Depth
            };
        }
        if !tnl && self.tnl_span > 0 {
            // Registers the fixed-function vertex pipeline wrote go back to the device's.
            self.vs_dirty.float_range(0, self.tnl_span);
            self.tnl_span = 0;
        }
        self.vs_dirty
            .copy(&mut state.vs_constants, &self.vs_constants);
        self.ps_dirty
            .copy(&mut state.ps_constants, &self.ps_constants);
        Ok(())
    }

    /// The state's textures: every slot when a binding, sampler state or texture changed
    /// since they were resolved, else only the slots holding render-target textures (whose
    /// lookup ends the pass drawing into them and encodes their waiting clears).
    fn refresh_textures(&mut self, state: &mut ProgramDrawState, target: Target) -> Result<()> {
        let slots = if self.program_textures_valid {
            self.program_target_slots
        } else {
            state.textures = [None; MAX_PIXEL_SAMPLERS];
            state.vertex_textures = [None; MAX_VERTEX_SAMPLERS];
            self.bound_slots()
        };
        let mut targets = 0u32;
        let mut rest = slots;
        while rest != 0 {
            let n = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let (id, is_target) = self.program_texture(n, target)?;
            if n < MAX_PIXEL_SAMPLERS {
                state.textures[n] = id;
            } else {
                state.vertex_textures[n - MAX_PIXEL_SAMPLERS - 1] = id;
            }
            if is_target {
                targets |= 1 << n;
            }
        }
        if !self.program_textures_valid {
            self.program_target_slots = targets;
            self.program_textures_valid = true;
        }
        Ok(())
    }

    /// The sampler slots a programmable draw reads (pixel 0-15 and vertex 17-20, bit n:
    /// slot n) that have a texture bound.
    fn bound_slots(&self) -> u32 {
        let vertex = MAX_PIXEL_SAMPLERS + 1..MAX_PIXEL_SAMPLERS + 1 + MAX_VERTEX_SAMPLERS;
        (0..MAX_PIXEL_SAMPLERS)
            .chain(vertex)
            .filter(|&n| self.bound_textures[n].is_some())
            .fold(0, |m, n| m | 1 << n)
    }

    /// The renderer texture bound to sampler slot `n`, from its `MAXMIPLEVEL`, and whether
    /// it is a render-target texture's.
    fn program_texture(
        &mut self,
        n: usize,
        target: Target,
    ) -> Result<(Option<ninth_render::TextureId>, bool)> {
        let Some(handle) = self.bound_textures[n] else {
            return Ok((None, false));
        };
        let is_target = self.textures.get(handle)?.target.is_some();
        let s = &self.stage_states.samplers[n];
        let first = s[samp::MAXMIPLEVEL as usize];
        let mipmapped = s[samp::MIPFILTER as usize] != samp::TEXF_NONE;
        let id = texture_upload::sampled(self, handle, target.ctx, first, mipmapped)?;
        Ok((Some(id), is_target))
    }
}
