//! State of the fixed-function pixel stage ([`FixedPixelState`]: the raw D3D9 texture-stage
//! and render states the texture-stage cascade and fog read, and the `D3DSAMP_*` states of
//! each stage) and of [`crate::Renderer::draw_fixed_rhw`] / `draw_fixed_clip`
//! ([`FixedDrawState`]: the pixel stage with the output states, drawn as a
//! [`ProgramDrawState`] on the one draw path).

pub use ninth_shader::fixed::{
    FixedFog, FogSource, StageState, TextureKind as FixedTextureKind, TextureOp,
};

use ninth_shader::fixed::{
    FixedError, FixedFragmentState, FixedInputs, FixedStageUniforms, FixedUniforms, MAX_STAGES,
    d3dcolor_to_rgba,
};

use crate::draw::Cull;
use crate::error::{Error, Result};
use crate::state::blend::BlendDesc;
use crate::state::depth_stencil::DepthStencilDesc;
use crate::state::program::{AlphaTest, FillMode, PointState, ProgramDrawState};
use crate::state::sampler::{SamplerState, d3dtaddress};
use crate::textures::TextureId;

/// `D3DSHADE_FLAT`.
pub const D3DSHADE_FLAT: u32 = 1;
/// `D3DSHADE_GOURAUD` (D3D9's default).
pub const D3DSHADE_GOURAUD: u32 = 2;
/// `D3DSHADE_PHONG` (drawn as Gouraud, as every D3D9 driver does).
pub const D3DSHADE_PHONG: u32 = 3;

/// One texture stage: its raw `D3DTSS_*` state, the texture bound to it and its sampler
/// state.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FixedStage {
    /// Colour / alpha ops and arguments, RESULTARG, TEXCOORDINDEX, TEXTURETRANSFORMFLAGS and
    /// the kind of texture the stage samples (`state.texture`). A bound texture must be of
    /// that kind; a stage that samples with nothing bound samples opaque black, as D3D9 does.
    pub state: StageState,
    /// The texture of the stage (`SetTexture`); one of another type than `state.texture`
    /// samples opaque black.
    pub texture: Option<TextureId>,
    /// `SetSamplerState(n)`: the stage's `D3DSAMP_*` states.
    pub sampler: SamplerState,
    /// `D3DTSS_CONSTANT` as D3DCOLOR.
    pub constant: u32,
    /// `D3DTSS_BUMPENVMAT00`, `01`, `10`, `11`.
    pub bump_mat: [f32; 4],
    /// `D3DTSS_BUMPENVLSCALE`.
    pub bump_lscale: f32,
    /// `D3DTSS_BUMPENVLOFFSET`.
    pub bump_loffset: f32,
}

impl FixedStage {
    /// D3D9's initial state of stage `n`, nothing bound.
    pub fn d3d9_default(n: usize) -> Self {
        Self {
            state: StageState::d3d9_default(n),
            texture: None,
            sampler: SamplerState::default(),
            constant: 0,
            bump_mat: [0.0; 4],
            bump_lscale: 0.0,
            bump_loffset: 0.0,
        }
    }
}

/// State of a fixed-function draw ([`crate::Renderer::draw_fixed_rhw`],
/// [`crate::Renderer::draw_fixed_clip`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FixedDrawState {
    /// The eight texture stages (the cascade stops at the first colour DISABLE).
    pub stages: [FixedStage; MAX_STAGES],
    /// `D3DRS_TEXTUREFACTOR` as D3DCOLOR.
    pub texture_factor: u32,
    /// `D3DRS_SPECULARENABLE`.
    pub specular_enable: bool,
    /// The fog mode (`D3DRS_FOGENABLE` with the table / vertex mode resolved; vertex fog
    /// reads the record's fog float, which the caller fills, e.g. from specular alpha).
    pub fog: FixedFog,
    /// Where table fog takes its distance from.
    pub fog_source: FogSource,
    /// `D3DRS_FOGCOLOR` as D3DCOLOR.
    pub fog_color: u32,
    /// `D3DRS_FOGSTART`.
    pub fog_start: f32,
    /// `D3DRS_FOGEND`.
    pub fog_end: f32,
    /// `D3DRS_FOGDENSITY`.
    pub fog_density: f32,
    /// `D3DRS_ALPHATESTENABLE`.
    pub alpha_test: bool,
    /// `D3DRS_ALPHAFUNC` (`D3DCMPFUNC` 1-8).
    pub alpha_func: u32,
    /// `D3DRS_ALPHAREF` (low 8 bits).
    pub alpha_ref: u32,
    /// `D3DRS_SHADEMODE` (`D3DSHADE_*` 1-3).
    pub shade_mode: u32,
    /// Blending (`D3DRS_ALPHABLENDENABLE`, the colour and separate alpha factors).
    pub blend: BlendDesc,
    /// `D3DRS_COLORWRITEENABLE` bits (1 red, 2 green, 4 blue, 8 alpha).
    pub color_write_mask: u32,
    /// `D3DRS_BLENDFACTOR` as D3DCOLOR.
    pub blend_factor: u32,
    /// Depth and stencil states.
    pub depth_stencil: DepthStencilDesc,
    /// `D3DRS_STENCILREF`.
    pub stencil_ref: u32,
    /// `D3DRS_CULLMODE`.
    pub cull: Cull,
    /// `D3DRS_FILLMODE`.
    pub fill_mode: FillMode,
    /// `D3DRS_DEPTHBIAS` (a fraction of the depth range).
    pub depth_bias: f32,
    /// `D3DRS_SLOPESCALEDEPTHBIAS`.
    pub slope_scale_depth_bias: f32,
    /// `D3DRS_SCISSORTESTENABLE` with `SetScissorRect` (x, y, width, height); draws are
    /// clipped to it and the viewport.
    pub scissor: Option<[u32; 4]>,
    /// `D3DRS_MULTISAMPLEMASK`: bit n lets the draw write sample n of a multisampled
    /// target (ignored on single-sample ones).
    pub sample_mask: u32,
}

impl Default for FixedDrawState {
    /// D3D9's device defaults (with a depth buffer: ZENABLE on, LESSEQUAL; CULL_CCW).
    fn default() -> Self {
        Self {
            stages: std::array::from_fn(FixedStage::d3d9_default),
            texture_factor: 0xffff_ffff,
            specular_enable: false,
            fog: FixedFog::Off,
            fog_source: FogSource::Depth,
            fog_color: 0,
            fog_start: 0.0,
            fog_end: 1.0,
            fog_density: 1.0,
            alpha_test: false,
            alpha_func: 8,
            alpha_ref: 0,
            shade_mode: D3DSHADE_GOURAUD,
            blend: BlendDesc::default(),
            color_write_mask: 0xf,
            blend_factor: 0xffff_ffff,
            depth_stencil: DepthStencilDesc::default(),
            stencil_ref: 0,
            cull: Cull::Ccw,
            fill_mode: FillMode::Solid,
            depth_bias: 0.0,
            slope_scale_depth_bias: 0.0,
            scissor: None,
            sample_mask: u32::MAX,
        }
    }
}

/// The fixed-function pixel stage (the texture-stage cascade, specular add and fog) of a
/// programmable draw without a pixel shader: a vertex shader with the fixed-function pixel
/// pipeline ([`crate::state::program::ProgramDrawState::fixed_pixel`]). The fields mean what
/// they mean in [`FixedDrawState`]; the stages sample their own `texture` with their own
/// `sampler`, and each stage's TEXCOORDINDEX names the vertex shader output (`oT#`) it
/// reads. Alpha test, shading and the output states are the programmable state's.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FixedPixelState {
    /// The eight texture stages.
    pub stages: [FixedStage; MAX_STAGES],
    /// `D3DRS_TEXTUREFACTOR` as D3DCOLOR.
    pub texture_factor: u32,
    /// `D3DRS_SPECULARENABLE` (adds the vertex shader's `oD1`).
    pub specular_enable: bool,
    /// The fog mode (vertex fog reads the vertex shader's `oFog`).
    pub fog: FixedFog,
    /// Where table fog takes its distance from.
    pub fog_source: FogSource,
    /// `D3DRS_FOGCOLOR` as D3DCOLOR.
    pub fog_color: u32,
    /// `D3DRS_FOGSTART`.
    pub fog_start: f32,
    /// `D3DRS_FOGEND`.
    pub fog_end: f32,
    /// `D3DRS_FOGDENSITY`.
    pub fog_density: f32,
}

impl Default for FixedPixelState {
    /// D3D9's device defaults.
    fn default() -> Self {
        FixedDrawState::default().pixel()
    }
}

/// Words of [`FixedPixelState::uniform_source`].
pub(crate) const UNIFORM_SOURCE_WORDS: usize = 6 + 9 * MAX_STAGES;
/// What `NinthFixed` is made of ([`FixedPixelState::uniform_source`]).
pub(crate) type UniformSource = [u32; UNIFORM_SOURCE_WORDS];

/// The alpha test and shading a fixed fragment is generated with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct FragmentOutput {
    pub alpha_test: bool,
    pub alpha_func: u32,
    pub flat_shading: bool,
}

impl FixedPixelState {
    /// The generator's view of the stage (every input present: the fixed record has all,
    /// and a vertex shader's unwritten outputs read as D3D9's defaults).
    pub(crate) fn fragment_state(
        &self,
        features: wgpu::Features,
        output: FragmentOutput,
    ) -> FixedFragmentState {
        let fog = (self.specular_enable, self.fog, self.fog_source);
        fragment_state_of(&self.stages, fog, features, output)
    }

    /// Whether `other` generates the same fragment and samples with the same states
    /// (textures and the uniform values aside).
    pub(crate) fn same_program(&self, other: &FixedPixelState) -> bool {
        self.specular_enable == other.specular_enable
            && self.fog == other.fog
            && self.fog_source == other.fog_source
            && self
                .stages
                .iter()
                .zip(&other.stages)
                .all(|(a, b)| a.state == b.state && a.sampler == b.sampler)
    }

    /// The raw values `NinthFixed` is made of with `alpha_ref` (equal sources give equal
    /// blocks): D3DRS_TEXTUREFACTOR, FOGCOLOR, the fog floats' bits and the reference, then
    /// per stage its constant, BUMPENVMAT, LSCALE, LOFFSET, LOD bias and border colour.
    pub(crate) fn uniform_source(&self, alpha_ref: u32) -> UniformSource {
        let mut out = [0u32; UNIFORM_SOURCE_WORDS];
        out[..6].copy_from_slice(&[
            self.texture_factor,
            self.fog_color,
            self.fog_start.to_bits(),
            self.fog_end.to_bits(),
            self.fog_density.to_bits(),
            alpha_ref,
        ]);
        for (s, words) in self.stages.iter().zip(out[6..].chunks_exact_mut(9)) {
            let [m0, m1, m2, m3] = s.bump_mat.map(f32::to_bits);
            words.copy_from_slice(&[
                s.constant,
                m0,
                m1,
                m2,
                m3,
                s.bump_lscale.to_bits(),
                s.bump_loffset.to_bits(),
                s.sampler.mip_lod_bias,
                s.sampler.border_color,
            ]);
        }
        out
    }

    /// The values of the `NinthFixed` uniform block with `D3DRS_ALPHAREF` `alpha_ref`.
    pub fn uniforms(&self, alpha_ref: u32) -> FixedUniforms {
        let fog = [self.fog_start, self.fog_end, self.fog_density];
        uniforms_of(
            &self.stages,
            (self.texture_factor, self.fog_color),
            fog,
            alpha_ref,
        )
    }
}

// The two below serve both `FixedPixelState` and `FixedDrawState` from borrowed fields, so a
// fixed draw does not copy its eight stages into a `FixedPixelState` for them.

/// [`FixedPixelState::fragment_state`] of the stages and (specular, fog, fog source).
fn fragment_state_of(
    stages: &[FixedStage; MAX_STAGES],
    (specular_enable, fog, fog_source): (bool, FixedFog, FogSource),
    features: wgpu::Features,
    output: FragmentOutput,
) -> FixedFragmentState {
    FixedFragmentState {
        stages: std::array::from_fn(|n| stages[n].state),
        specular_enable,
        fog,
        fog_source,
        alpha_test: output.alpha_test,
        alpha_func: output.alpha_func,
        flat_shading: output.flat_shading,
        inputs: FixedInputs::EVERYTHING,
        mirror_once: std::array::from_fn(|n| stages[n].sampler.mirror_once_axes()),
        border: std::array::from_fn(|n| stages[n].sampler.emulated_border_axes(features)),
        border_blend: std::array::from_fn(|n| stages[n].sampler.border_blend(features)),
    }
}

/// [`FixedPixelState::uniforms`] of the stages, (TEXTUREFACTOR, FOGCOLOR) and the fog's
/// start, end and density.
fn uniforms_of(
    stages: &[FixedStage; MAX_STAGES],
    (texture_factor, fog_color): (u32, u32),
    [fog_start, fog_end, fog_density]: [f32; 3],
    alpha_ref: u32,
) -> FixedUniforms {
    FixedUniforms {
        tfactor: d3dcolor_to_rgba(texture_factor),
        fog_color: d3dcolor_to_rgba(fog_color),
        fog_start,
        fog_end,
        fog_density,
        alpha_ref,
        stages: std::array::from_fn(|n| {
            let s = &stages[n];
            FixedStageUniforms {
                constant: d3dcolor_to_rgba(s.constant),
                bump_mat: s.bump_mat,
                bump_lscale: s.bump_lscale,
                bump_loffset: s.bump_loffset,
                lod_bias: f32::from_bits(s.sampler.mip_lod_bias),
                border_color: d3dcolor_to_rgba(s.sampler.border_color),
            }
        }),
    }
}

/// A generator error as a renderer error: a state error naming the stage, or a shader
/// error when the generated text does not validate (a generator bug).
pub(crate) fn fixed_error(error: FixedError) -> Error {
    match error {
        FixedError::Validation { .. } => Error::shader(error.to_string()),
        other => Error::state(other.to_string()),
    }
}

/// `D3DRS_SHADEMODE` to flat shading.
pub(crate) fn flat_shading(shade_mode: u32) -> Result<bool> {
    match shade_mode {
        D3DSHADE_FLAT => Ok(true),
        D3DSHADE_GOURAUD | D3DSHADE_PHONG => Ok(false),
        other => Err(Error::state(format!("unknown D3DSHADEMODE {other}"))),
    }
}

impl FixedDrawState {
    /// D3D9's defaults around a pixel stage (the inverse of [`FixedDrawState::pixel`]).
    pub fn from_pixel(pixel: FixedPixelState) -> Self {
        Self {
            stages: pixel.stages,
            texture_factor: pixel.texture_factor,
            specular_enable: pixel.specular_enable,
            fog: pixel.fog,
            fog_source: pixel.fog_source,
            fog_color: pixel.fog_color,
            fog_start: pixel.fog_start,
            fog_end: pixel.fog_end,
            fog_density: pixel.fog_density,
            ..Self::default()
        }
    }

    /// The pixel-stage part of the state.
    pub fn pixel(&self) -> FixedPixelState {
        FixedPixelState {
            stages: self.stages,
            texture_factor: self.texture_factor,
            specular_enable: self.specular_enable,
            fog: self.fog,
            fog_source: self.fog_source,
            fog_color: self.fog_color,
            fog_start: self.fog_start,
            fog_end: self.fog_end,
            fog_density: self.fog_density,
        }
    }

    /// The generator's view of the state (every input present: the fixed record has all),
    /// on an adapter with `ADDRESS_MODE_CLAMP_TO_BORDER` (without it, draws emulate every
    /// BORDER axis: [`FixedDrawState::fragment_state_for`]).
    pub fn fragment_state(&self) -> Result<FixedFragmentState> {
        self.fragment_state_for(wgpu::Features::ADDRESS_MODE_CLAMP_TO_BORDER)
    }

    /// [`FixedDrawState::fragment_state`] for an adapter with `features`.
    pub(crate) fn fragment_state_for(
        &self,
        features: wgpu::Features,
    ) -> Result<FixedFragmentState> {
        let output = FragmentOutput {
            alpha_test: self.alpha_test,
            alpha_func: self.alpha_func,
            flat_shading: flat_shading(self.shade_mode)?,
        };
        let fog = (self.specular_enable, self.fog, self.fog_source);
        Ok(fragment_state_of(&self.stages, fog, features, output))
    }

    /// Fills `p` with this state as a draw without shaders draws it: the pixel stage and
    /// the output states, no user clip planes, 1-pixel points. Fails on an unknown
    /// D3DRS_SHADEMODE.
    pub(crate) fn fill_program(&self, p: &mut ProgramDrawState) -> Result<()> {
        p.vertex_shader = None;
        p.pixel_shader = None;
        *p.fixed_pixel = self.pixel();
        p.blend = self.blend;
        p.color_write_mask = self.color_write_mask;
        p.sample_mask = self.sample_mask;
        p.blend_factor = self.blend_factor;
        p.depth_stencil = self.depth_stencil;
        p.stencil_ref = self.stencil_ref;
        p.cull = self.cull;
        p.fill_mode = self.fill_mode;
        p.depth_bias = self.depth_bias;
        p.slope_scale_depth_bias = self.slope_scale_depth_bias;
        p.flat_shading = flat_shading(self.shade_mode)?;
        p.alpha_test = AlphaTest {
            enable: self.alpha_test,
            reference: self.alpha_ref,
            func: self.alpha_func,
        };
        p.scissor = self.scissor;
        p.clip_plane_enable = 0;
        p.point = PointState::default();
        Ok(())
    }

    /// The values of the `NinthFixed` uniform block.
    pub fn uniforms(&self) -> FixedUniforms {
        let fog = [self.fog_start, self.fog_end, self.fog_density];
        let colors = (self.texture_factor, self.fog_color);
        uniforms_of(&self.stages, colors, fog, self.alpha_ref)
    }
}

impl SamplerState {
    /// The axes (bits 0 u, 1 v, 2 w) addressed `D3DTADDRESS_MIRRORONCE`, which the fixed
    /// path's generated code emulates (the programmable path's rule, [`Self::emulation`]).
    pub(crate) fn mirror_once_axes(&self) -> u8 {
        self.emulation(wgpu::Features::empty()).mirror_once
    }

    /// The axes addressed `D3DTADDRESS_BORDER` with a border colour WebGPU samplers lack, or
    /// on an adapter without `ADDRESS_MODE_CLAMP_TO_BORDER`: the fixed path's generated code
    /// emulates them.
    pub(crate) fn emulated_border_axes(&self, features: wgpu::Features) -> u8 {
        self.emulation(features).border
    }

    /// The state the fixed path's sampler is made from: MIRRORONCE axes clamp (the code
    /// mirrors), BORDER axes stay (an emulated colour samples transparent black or clamps,
    /// [`SamplerState::resolve`]), and the LOD bias is left to the generated code.
    pub(crate) fn fixed_path_sampler(&self) -> SamplerState {
        let once = self.mirror_once_axes();
        let address = |axis: usize, a: u32| {
            if once & (1 << axis) != 0 {
                d3dtaddress::CLAMP
            } else {
                a
            }
        };
        SamplerState {
            address_u: address(0, self.address_u),
            address_v: address(1, self.address_v),
            address_w: address(2, self.address_w),
            mip_lod_bias: 0,
            ..*self
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emulated_axes_follow_the_colour_and_the_adapter() {
        let border = wgpu::Features::ADDRESS_MODE_CLAMP_TO_BORDER;
        let mut s = SamplerState {
            address_u: d3dtaddress::BORDER,
            address_v: d3dtaddress::MIRRORONCE,
            address_w: d3dtaddress::BORDER,
            border_color: 0xffff_ffff,
            mip_lod_bias: 2.0f32.to_bits(),
            ..SamplerState::default()
        };
        assert_eq!(s.mirror_once_axes(), 0b010);
        assert_eq!(s.emulated_border_axes(border), 0, "native colour");
        assert_eq!(s.emulated_border_axes(wgpu::Features::empty()), 0b101);
        let plain = s.fixed_path_sampler();
        assert_eq!(
            (plain.address_u, plain.address_v, plain.mip_lod_bias),
            (d3dtaddress::BORDER, d3dtaddress::CLAMP, 0)
        );
        s.border_color = 0xff80_4020;
        assert_eq!(s.emulated_border_axes(border), 0b101);
        let emulated = s.fixed_path_sampler();
        // MIRRORONCE clamps; BORDER stays (resolved to transparent black or a clamp).
        assert_eq!(
            [emulated.address_u, emulated.address_v, emulated.address_w],
            [d3dtaddress::BORDER, d3dtaddress::CLAMP, d3dtaddress::BORDER]
        );
        assert!(!s.border_blend(border), "MAGFILTER POINT: no blend");
        s.mag_filter = crate::state::sampler::d3dtexf::LINEAR;
        assert!(s.border_blend(border));
        assert!(
            !s.border_blend(wgpu::Features::empty()),
            "no border addressing"
        );
        let native = s.resolve(border, None).unwrap().desc;
        assert_eq!(
            (native.address_mode_u, native.border_color),
            (
                wgpu::AddressMode::ClampToBorder,
                Some(wgpu::SamplerBorderColor::TransparentBlack)
            )
        );
        let clamped = s.resolve(wgpu::Features::empty(), None).unwrap().desc;
        assert_eq!(clamped.address_mode_u, wgpu::AddressMode::ClampToEdge);
        let mut state = FixedDrawState::default();
        state.stages[2].sampler = s;
        let fragment = state.fragment_state_for(wgpu::Features::empty()).unwrap();
        assert_eq!(
            (fragment.mirror_once[2], fragment.border[2]),
            (0b010, 0b101)
        );
    }
}
