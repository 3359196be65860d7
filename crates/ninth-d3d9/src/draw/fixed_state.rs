//! Resolving the device's texture-stage, sampler and fog states into the renderer's
//! [`FixedPixelState`] (the fixed-function pixel stage of draws without a pixel shader), only
//! when one of them changed since the last draw (the dirty bits are `Device::resolved_*`),
//! and only for the stages the cascade uses.

use ninth_render::state::fixed::{FixedFog, FixedTextureKind, FogSource, StageState};
use ninth_render::{FixedDrawState, FixedPixelState, FixedStage, SamplerState};

use crate::consts::{rs, samp, tss};
use crate::device::Device;
use crate::device::resources::TextureShape;
use crate::device::targets::Target;
use crate::draw::raster_state::sampler_state;
use crate::error::{Error, Result};
use crate::texture_upload;

const D3DTA_SELECTMASK: u32 = 0xf;
const D3DTA_TEXTURE: u32 = 2;
const D3DTOP_DISABLE: u32 = 1;
/// BUMPENVMAP and BUMPENVMAPLUMINANCE sample their own texture without naming it.
const BUMP_OPS: [u32; 2] = [22, 23];

/// Whether a stage's cascade reads its texture.
fn samples(stage: &[u32; tss::COUNT]) -> bool {
    let args = [
        tss::COLORARG0,
        tss::COLORARG1,
        tss::COLORARG2,
        tss::ALPHAARG0,
        tss::ALPHAARG1,
        tss::ALPHAARG2,
    ];
    BUMP_OPS.contains(&stage[tss::COLOROP as usize])
        || args
            .iter()
            .any(|&a| stage[a as usize] & D3DTA_SELECTMASK == D3DTA_TEXTURE)
}

/// D3D9 runtimes (wined3d's `is_invalid_op`, DXVK alike) treat an op that reads
/// D3DTA_TEXTURE on a stage with no texture as SELECTARG1 CURRENT: the stage passes through.
fn pass_through_without_texture(op: u32, args: [u32; 3]) -> bool {
    const SELECTARG1: u32 = 2;
    const SELECTARG2: u32 = 3;
    const MULTIPLYADD: u32 = 24;
    const LERP: u32 = 25;
    let texture = |a: u32| a & D3DTA_SELECTMASK == D3DTA_TEXTURE;
    op != D3DTOP_DISABLE
        && ((texture(args[1]) && op != SELECTARG2)
            || (texture(args[2]) && op != SELECTARG1)
            || (texture(args[0]) && (op == MULTIPLYADD || op == LERP)))
}

/// The fixed-function fog mode: table fog, else vertex fog (the specular alpha a
/// pretransformed vertex carries, the fog the fixed-function vertex pipeline computes, a
/// vertex shader's `oFog`).
fn fog(dev: &Device) -> Result<FixedFog> {
    let r = &dev.render_states;
    if !r.on(rs::FOGENABLE) {
        return Ok(FixedFog::Off);
    }
    Ok(match r.get(rs::FOGTABLEMODE) {
        0 => FixedFog::Vertex,
        1 => FixedFog::Exp,
        2 => FixedFog::Exp2,
        _ => FixedFog::Linear,
    })
}

/// The fog fields of `pixel` from the render states: the mode (D3DRS_FOGENABLE with the
/// table / vertex mode resolved), FOGCOLOR, FOGSTART, FOGEND and FOGDENSITY; the source is
/// the pixel's depth (draws through the fixed-function vertex pipeline take theirs from
/// [`Device::table_fog_source`]). For draws with a pixel shader, whose fog the renderer
/// applies after shaders below 3.0.
pub(crate) fn fog_states(dev: &Device, pixel: &mut FixedPixelState) -> Result<()> {
    let r = &dev.render_states;
    pixel.fog = fog(dev)?;
    pixel.fog_source = FogSource::Depth;
    pixel.fog_color = r.get(rs::FOGCOLOR);
    pixel.fog_start = r.float(rs::FOGSTART);
    pixel.fog_end = r.float(rs::FOGEND);
    pixel.fog_density = r.float(rs::FOGDENSITY);
    Ok(())
}

/// Which levels of a texture a fixed-function stage samples.
struct Sampling {
    /// The first level sampled (`D3DSAMP_MAXMIPLEVEL`).
    first: u32,
    /// Whether the levels below `first` are sampled (a MIPFILTER other than NONE).
    mipmapped: bool,
}

/// Mip selection of sampler `n` for a texture of `levels` levels; every other sampler state
/// goes to the renderer as it is ([`sampler_state`]).
fn sampling(dev: &Device, n: usize, levels: u32) -> Sampling {
    let s = &dev.stage_states.samplers[n];
    Sampling {
        first: s[samp::MAXMIPLEVEL as usize],
        mipmapped: levels > 1 && s[samp::MIPFILTER as usize] != samp::TEXF_NONE,
    }
}

/// Where a stage's texture coordinates come from.
#[derive(Clone, Copy)]
enum Coordinates<'a> {
    /// Vertex data through D3DTSS_TEXCOORDINDEX, with the format's coordinate count per set
    /// (for PROJECTED with D3DTTFF_COUNT unset).
    Vertices(&'a [u32; 8]),
    /// A vertex shader: stage n reads `oT n` (the vertex pipeline's TEXCOORDINDEX mapping
    /// and generation do not apply, as in wined3d and DXVK), four components.
    VertexShader,
    /// The fixed-function vertex pipeline: stage n reads the `oT n` it generated from
    /// TEXCOORDINDEX; PROJECTED without a COUNT divides by the last component of the set
    /// (given per set), or of a generated vector (three components).
    Tnl(&'a [u32; 8]),
}

fn stage(
    dev: &mut Device,
    n: usize,
    active: bool,
    coordinates: Coordinates<'_>,
    target: Target,
) -> Result<FixedStage> {
    let raw = dev.stage_states.stages[n];
    let (tci, tex_sizes) = match coordinates {
        Coordinates::Vertices(sizes) => (raw[tss::TEXCOORDINDEX as usize], sizes),
        Coordinates::VertexShader => (n as u32, &[4; 8]),
        Coordinates::Tnl(sizes) => (raw[tss::TEXCOORDINDEX as usize], sizes),
    };
    if tci >> 16 != 0 && !matches!(coordinates, Coordinates::Tnl(_)) {
        return Err(Error::unsupported(format!(
            "stage {n}: D3DTSS_TCI_* texture coordinate generation with pretransformed vertices"
        )));
    }
    let mut flags = raw[tss::TEXTURETRANSFORMFLAGS as usize];
    if flags & 0x100 != 0 && flags & 0xff == 0 {
        flags |= if tci >> 16 != 0 {
            3
        } else {
            tex_sizes[(tci & 7) as usize].max(1)
        };
    }
    // The vertex pipeline generated and selected the coordinates: stage n reads oTn.
    let tci = match coordinates {
        Coordinates::Tnl(_) => n as u32,
        _ => tci,
    };
    let float = |state: u32| f32::from_bits(raw[state as usize]);
    let mut out = FixedStage {
        state: StageState {
            color_op: raw[tss::COLOROP as usize],
            color_args: [
                raw[tss::COLORARG0 as usize],
                raw[tss::COLORARG1 as usize],
                raw[tss::COLORARG2 as usize],
            ],
            alpha_op: raw[tss::ALPHAOP as usize],
            alpha_args: [
                raw[tss::ALPHAARG0 as usize],
                raw[tss::ALPHAARG1 as usize],
                raw[tss::ALPHAARG2 as usize],
            ],
            result_arg: raw[tss::RESULTARG as usize],
            texture: FixedTextureKind::Tex2d,
            texcoord_index: tci,
            transform_flags: flags,
        },
        texture: None,
        sampler: SamplerState::default(),
        constant: raw[tss::CONSTANT as usize],
        bump_mat: [0, 1, 2, 3].map(|i| float(tss::BUMPENVMAT00 + i)),
        bump_lscale: float(tss::BUMPENVLSCALE),
        bump_loffset: float(tss::BUMPENVLOFFSET),
    };
    let Some(handle) = dev.bound_textures[n] else {
        let s = &mut out.state;
        if pass_through_without_texture(s.color_op, s.color_args) {
            (s.color_op, s.color_args[1]) = (2, 1);
        }
        if pass_through_without_texture(s.alpha_op, s.alpha_args) {
            (s.alpha_op, s.alpha_args[1]) = (2, 1);
        }
        return Ok(out);
    };
    if !active || !samples(&raw) {
        return Ok(out);
    }
    let texture = dev.textures.get(handle)?;
    out.state.texture = match texture.desc.shape {
        TextureShape::TwoD(..) => FixedTextureKind::Tex2d,
        TextureShape::Cube(_) => FixedTextureKind::Cube,
        TextureShape::Volume(..) => FixedTextureKind::Volume,
    };
    let sampling = sampling(dev, n, texture.sampled_levels());
    out.sampler = sampler_state(dev, n);
    out.texture = Some(texture_upload::sampled(
        dev,
        handle,
        target.ctx,
        sampling.first,
        sampling.mipmapped,
    )?);
    Ok(out)
}

/// The pixel-stage part of the fixed-function state (stages, texture factor, specular, fog).
fn pixel_state(
    dev: &mut Device,
    target: Target,
    coordinates: Coordinates<'_>,
) -> Result<FixedPixelState> {
    let r = &dev.render_states;
    let mut state = FixedPixelState {
        texture_factor: r.get(rs::TEXTUREFACTOR),
        specular_enable: r.on(rs::SPECULARENABLE),
        fog: fog(dev)?,
        fog_source: FogSource::Depth,
        fog_color: r.get(rs::FOGCOLOR),
        fog_start: r.float(rs::FOGSTART),
        fog_end: r.float(rs::FOGEND),
        fog_density: r.float(rs::FOGDENSITY),
        ..FixedPixelState::default()
    };
    let mut active = true;
    for n in 0..8 {
        // The cascade stops at the first disabled colour stage.
        active &= dev.stage_states.stages[n][tss::COLOROP as usize] != D3DTOP_DISABLE;
        state.stages[n] = stage(dev, n, active, coordinates, target)?;
    }
    Ok(state)
}

impl Device<'_> {
    /// The fixed-function pixel stage of a draw of pretransformed vertices into `target`,
    /// re-resolved only when dirty: stage n reads the coordinate set its TEXCOORDINDEX
    /// names, which the generated RHW vertex stage writes at that set's location.
    /// `tex_sizes`: the vertex format's coordinate count per set (for PROJECTED with
    /// D3DTTFF_DISABLE).
    pub(crate) fn rhw_pixel_state(
        &mut self,
        target: Target,
        tex_sizes: &[u32; 8],
    ) -> Result<FixedPixelState> {
        // Kept as the pixel part of a `FixedDrawState` (its other fields are unused).
        if let Some(state) = &self.resolved_fixed {
            let mut pixel = state.pixel();
            let coordinates = Coordinates::Vertices(tex_sizes);
            if self.restage(&mut pixel, 0, coordinates, target)? {
                self.resolved_fixed = Some(FixedDrawState::from_pixel(pixel));
            }
            texture_upload::refresh(self, &pixel.stages)?;
            return Ok(pixel);
        }
        let pixel = pixel_state(self, target, Coordinates::Vertices(tex_sizes))?;
        self.stale_texture_stages[0] = 0;
        self.resolved_fixed = Some(FixedDrawState::from_pixel(pixel));
        self.resolutions += 1;
        Ok(pixel)
    }

    /// The fixed-function pixel stage of a draw through the fixed-function vertex pipeline
    /// reading `tex_sizes` components per coordinate set, re-resolved only when dirty; table
    /// fog reads w under a perspective projection and z under an orthographic one (as
    /// D3D9 drivers with w-fog do).
    pub(crate) fn tnl_pixel_state(
        &mut self,
        target: Target,
        tex_sizes: &[u32; 8],
    ) -> Result<FixedPixelState> {
        let mut state = match self.resolved_tnl_pixel {
            Some(mut state) => {
                if self.restage(&mut state, 2, Coordinates::Tnl(tex_sizes), target)? {
                    self.resolved_tnl_pixel = Some(state);
                }
                texture_upload::refresh(self, &state.stages)?;
                state
            }
            None => {
                let state = pixel_state(self, target, Coordinates::Tnl(tex_sizes))?;
                self.stale_texture_stages[2] = 0;
                self.resolved_tnl_pixel = Some(state);
                self.resolutions += 1;
                state
            }
        };
        state.fog_source = self.table_fog_source();
        Ok(state)
    }

    /// Resolves again the stages of `state` (resolved state `which`: 0 RHW, 1 vertex shader,
    /// 2 fixed-function vertex pipeline) whose texture changed since it was made (SetTexture
    /// changes nothing else a stage reads); whether any did.
    fn restage(
        &mut self,
        state: &mut FixedPixelState,
        which: usize,
        coordinates: Coordinates<'_>,
        target: Target,
    ) -> Result<bool> {
        let stale = std::mem::take(&mut self.stale_texture_stages[which]);
        if stale == 0 {
            return Ok(false);
        }
        let mut active = true;
        for n in 0..8 {
            active &= self.stage_states.stages[n][tss::COLOROP as usize] != D3DTOP_DISABLE;
            if stale & (1 << n) != 0 {
                match stage(self, n, active, coordinates, target) {
                    Ok(resolved) => state.stages[n] = resolved,
                    Err(e) => {
                        // Nothing half-patched is kept: the next draw resolves everything.
                        self.invalidate_textures();
                        return Err(e);
                    }
                }
            }
        }
        Ok(true)
    }

    /// The distance table fog reads for draws through the fixed-function vertex pipeline:
    /// w under a perspective projection (D3DTS_PROJECTION's `_14`, `_24`, `_34` not 0 or
    /// `_44` not 1) and z under an orthographic one, as D3D9 drivers with w-fog do.
    pub(crate) fn table_fog_source(&self) -> FogSource {
        let p = self.transforms.matrices.get(&3).copied();
        let orthographic =
            p.is_none_or(|p| p[3] == 0.0 && p[7] == 0.0 && p[11] == 0.0 && p[15] == 1.0);
        if orthographic {
            FogSource::Depth
        } else {
            FogSource::W
        }
    }

    /// The fixed-function pixel stage of a draw with a vertex shader and no pixel shader,
    /// re-resolved only when dirty.
    pub(crate) fn fixed_pixel_state(&mut self, target: Target) -> Result<FixedPixelState> {
        if let Some(mut state) = self.resolved_fixed_pixel {
            if self.restage(&mut state, 1, Coordinates::VertexShader, target)? {
                self.resolved_fixed_pixel = Some(state);
            }
            texture_upload::refresh(self, &state.stages)?;
            return Ok(state);
        }
        let state = pixel_state(self, target, Coordinates::VertexShader)?;
        self.stale_texture_stages[1] = 0;
        self.resolved_fixed_pixel = Some(state);
        self.resolutions += 1;
        Ok(state)
    }
}
