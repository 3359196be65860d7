//! Resolving the device's render, texture-stage and sampler states into the renderer's
//! [`FixedDrawState`], only when one of them changed since the last draw (the dirty bit is
//! `Device::resolved_fixed`), and only for the stages the cascade uses.

use ninth_render::state::fixed::{FixedFog, FixedTextureKind, FogSource, StageState};
use ninth_render::state::sampler::{d3dtaddress, d3dtexf};
use ninth_render::{
    BlendDesc, Cull, CustomBlend, DepthStencilDesc, FixedDrawState, FixedStage, SamplerState,
};

use crate::consts::{rs, samp, tss, usage};
use crate::device::Device;
use crate::device::resources::TextureShape;
use crate::device::targets::Target;
use crate::error::{Error, Result};
use crate::texture_upload;

const D3DTA_SELECTMASK: u32 = 0xf;
const D3DTA_TEXTURE: u32 = 2;
const D3DTOP_DISABLE: u32 = 1;
/// BUMPENVMAP and BUMPENVMAPLUMINANCE sample their own texture without naming it.
const BUMP_OPS: [u32; 2] = [22, 23];

/// The blend state of `D3DRS_ALPHABLENDENABLE`, `SRCBLEND`, `DESTBLEND`, `BLENDOP` and
/// the separate alpha states.
fn blend(dev: &Device) -> Result<BlendDesc> {
    let r = &dev.render_states;
    if !r.on(rs::ALPHABLENDENABLE) {
        return Ok(BlendDesc::default());
    }
    let (mut src, mut dst) = (r.get(rs::SRCBLEND), r.get(rs::DESTBLEND));
    // D3DBLEND_BOTHSRCALPHA / BOTHINVSRCALPHA set both factors.
    match src {
        12 => (src, dst) = (5, 6),
        13 => (src, dst) = (6, 5),
        _ => {}
    }
    let op = r.get(rs::BLENDOP);
    if r.on(rs::SEPARATEALPHABLENDENABLE)
        && (
            r.get(rs::SRCBLENDALPHA),
            r.get(rs::DESTBLENDALPHA),
            r.get(rs::BLENDOPALPHA),
        ) != (src, dst, op)
    {
        return Err(Error::unsupported(
            "D3DRS_SEPARATEALPHABLENDENABLE with alpha factors that differ from the colour ones \
             (the renderer's blend state has one factor pair)",
        ));
    }
    Ok(BlendDesc {
        enable: true,
        color: CustomBlend { src, dst, op },
        ..BlendDesc::default()
    })
}

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

/// The fixed-function fog of pretransformed vertices: table fog by z, else vertex fog
/// (the specular alpha the vertex carries).
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

/// How a fixed-function stage samples, as the renderer's legacy samplers have it.
struct Sampling {
    linear: bool,
    clamp: bool,
    /// The first level sampled (`D3DSAMP_MAXMIPLEVEL`).
    first: u32,
    /// Whether the levels below `first` are sampled (MIPFILTER POINT).
    mipmapped: bool,
}

impl Sampling {
    /// The renderer's sampler state: the sampled copy starts at `first`, so MAXMIPLEVEL is
    /// 0 and MIPFILTER POINT only when the copy has the levels below it.
    fn state(&self) -> SamplerState {
        let filter = if self.linear {
            d3dtexf::LINEAR
        } else {
            d3dtexf::POINT
        };
        let address = if self.clamp {
            d3dtaddress::CLAMP
        } else {
            d3dtaddress::WRAP
        };
        SamplerState {
            address_u: address,
            address_v: address,
            address_w: address,
            mag_filter: filter,
            min_filter: filter,
            mip_filter: if self.mipmapped {
                d3dtexf::POINT
            } else {
                d3dtexf::NONE
            },
            ..SamplerState::default()
        }
    }
}

/// Filtering, mip selection and addressing of sampler `n` for a texture of `levels` levels
/// and `shape`. The renderer's samplers filter point or linear on both axes with the
/// nearest mip level and address wrap or clamp on every axis; anything else is refused.
fn sampler(dev: &Device, n: usize, levels: u32, shape: TextureShape) -> Result<Sampling> {
    let s = &dev.stage_states.samplers[n];
    let (mag, min, mip) = (
        s[samp::MAGFILTER as usize],
        s[samp::MINFILTER as usize],
        s[samp::MIPFILTER as usize],
    );
    let linear = |f: u32| f == samp::TEXF_LINEAR;
    let point = |f: u32| f == samp::TEXF_POINT || f == samp::TEXF_NONE;
    let filter = match (mag, min) {
        (a, b) if point(a) && point(b) => false,
        (a, b) if linear(a) && linear(b) => true,
        _ => {
            return Err(Error::unsupported(format!(
                "sampler {n}: MAGFILTER {mag} with MINFILTER {min} (the renderer's samplers \
                 are point or linear for both; anisotropic and mixed filters not yet)"
            )));
        }
    };
    let (bias, max_level) = (
        f32::from_bits(s[samp::MIPMAPLODBIAS as usize]),
        s[samp::MAXMIPLEVEL as usize],
    );
    let mipmapped = levels > 1 && mip != samp::TEXF_NONE;
    if mipmapped && mip != samp::TEXF_POINT {
        return Err(Error::unsupported(format!(
            "sampler {n}: D3DSAMP_MIPFILTER {mip} (the renderer's samplers take the nearest \
             mip level; linear mip filtering not yet)"
        )));
    }
    if mipmapped && bias != 0.0 {
        return Err(Error::unsupported(format!(
            "sampler {n}: D3DSAMP_MIPMAPLODBIAS {bias} (the renderer's samplers have no LOD bias)"
        )));
    }
    let (u, v, w) = (
        s[samp::ADDRESSU as usize],
        s[samp::ADDRESSV as usize],
        s[samp::ADDRESSW as usize],
    );
    // Cube sampling does not address; a volume's W axis does.
    let axes: &[u32] = match shape {
        TextureShape::Cube(_) => &[],
        TextureShape::TwoD(..) => &[u, v],
        TextureShape::Volume(..) => &[u, v, w],
    };
    let clamp = if axes.iter().all(|&a| a == samp::TADDRESS_WRAP) {
        false
    } else if axes.iter().all(|&a| a == samp::TADDRESS_CLAMP) {
        true
    } else {
        return Err(Error::unsupported(format!(
            "sampler {n}: D3DSAMP_ADDRESSU {u} / ADDRESSV {v} / ADDRESSW {w} (the renderer \
             addresses wrap or clamp on every axis; mirror, border and mixed modes not yet)"
        )));
    };
    if s[samp::SRGBTEXTURE as usize] != 0 {
        return Err(Error::unsupported(format!(
            "sampler {n}: D3DSAMP_SRGBTEXTURE"
        )));
    }
    Ok(Sampling {
        linear: filter,
        clamp,
        first: max_level,
        mipmapped,
    })
}

fn stage(
    dev: &mut Device,
    n: usize,
    active: bool,
    tex_sizes: &[u32; 8],
    target: Target,
) -> Result<FixedStage> {
    let raw = dev.stage_states.stages[n];
    let tci = raw[tss::TEXCOORDINDEX as usize];
    if tci >> 16 != 0 {
        return Err(Error::unsupported(format!(
            "stage {n}: D3DTSS_TCI_* texture coordinate generation (the fixed-function vertex pipeline)"
        )));
    }
    let mut flags = raw[tss::TEXTURETRANSFORMFLAGS as usize];
    if flags & 0x100 != 0 && flags & 0xff == 0 {
        flags |= tex_sizes[(tci & 7) as usize];
    }
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
    let (levels, shape) = if texture.target.is_some() {
        (1, texture.desc.shape)
    } else {
        (texture.level_count, texture.desc.shape)
    };
    let autogen = texture.desc.usage & usage::AUTOGENMIPMAP != 0;
    let sampling = sampler(dev, n, levels, shape)?;
    if autogen && sampling.mipmapped {
        // The sub-levels would read as the zeroed CPU copy.
        return Err(Error::unsupported(format!(
            "sampler {n}: mipmapped sampling of a D3DUSAGE_AUTOGENMIPMAP texture (mip \
             generation not yet)"
        )));
    }
    out.sampler = sampling.state();
    out.texture = Some(texture_upload::sampled(
        dev,
        handle,
        target.ctx,
        sampling.first,
        sampling.mipmapped,
    )?);
    Ok(out)
}

impl Device<'_> {
    /// The fixed-function draw state for a draw into `target`, re-resolved only when dirty.
    /// `tex_sizes`: the vertex format's coordinate count per set (for PROJECTED with
    /// D3DTTFF_DISABLE).
    pub(crate) fn fixed_state(
        &mut self,
        target: Target,
        tex_sizes: &[u32; 8],
    ) -> Result<FixedDrawState> {
        if let Some(state) = self.resolved_fixed {
            texture_upload::refresh(self, &state)?;
            return Ok(state);
        }
        let r = &self.render_states;
        let depth_bias = r.get(rs::DEPTHBIAS) != 0 || r.get(rs::SLOPESCALEDEPTHBIAS) != 0;
        let z = r.get(rs::ZENABLE);
        if z == 2 {
            return Err(Error::unsupported("D3DZB_USEW (w-buffering)"));
        }
        if r.on(rs::STENCILENABLE) {
            return Err(Error::unsupported(
                "the stencil test (the renderer's draw paths have no stencil state yet)",
            ));
        }
        if r.on(rs::SRGBWRITEENABLE) {
            return Err(Error::unsupported("D3DRS_SRGBWRITEENABLE"));
        }
        let mut state = FixedDrawState {
            texture_factor: r.get(rs::TEXTUREFACTOR),
            specular_enable: r.on(rs::SPECULARENABLE),
            fog_source: FogSource::Depth,
            fog_color: r.get(rs::FOGCOLOR),
            fog_start: r.float(rs::FOGSTART),
            fog_end: r.float(rs::FOGEND),
            fog_density: r.float(rs::FOGDENSITY),
            alpha_test: r.on(rs::ALPHATESTENABLE),
            alpha_func: r.get(rs::ALPHAFUNC),
            alpha_ref: r.get(rs::ALPHAREF) & 0xff,
            shade_mode: r.get(rs::SHADEMODE),
            color_write_mask: r.get(rs::COLORWRITEENABLE) & if target.x8() { 0x7 } else { 0xf },
            blend_factor: r.get(rs::BLENDFACTOR),
            cull: Cull::from_d3d(r.get(rs::CULLMODE))?,
            depth_stencil: DepthStencilDesc {
                z_enable: false,
                ..DepthStencilDesc::default()
            },
            ..FixedDrawState::default()
        };
        let (z_write, z_func) = (r.on(rs::ZWRITEENABLE), r.get(rs::ZFUNC));
        state.fog = fog(self)?;
        state.blend = blend(self)?;
        const D3DCMP_ALWAYS: u32 = 8;
        // ALWAYS without writes is exactly no depth test.
        let z_used = z == 1 && (z_write || z_func != D3DCMP_ALWAYS);
        if z_used && self.bind_depth(target, false)? {
            if z_func != 4 {
                return Err(Error::unsupported(format!(
                    "D3DRS_ZFUNC {z_func} (the renderer's depth test is LESSEQUAL only)"
                )));
            }
            if depth_bias {
                return Err(Error::unsupported("D3DRS_DEPTHBIAS / SLOPESCALEDEPTHBIAS"));
            }
            state.depth_stencil.z_enable = true;
            state.depth_stencil.z_write = z_write;
        }
        let mut active = true;
        for n in 0..8 {
            // The cascade stops at the first disabled colour stage.
            active &= self.stage_states.stages[n][tss::COLOROP as usize] != D3DTOP_DISABLE;
            state.stages[n] = stage(self, n, active, tex_sizes, target)?;
        }
        self.resolved_fixed = Some(state);
        self.resolutions += 1;
        Ok(state)
    }
}
