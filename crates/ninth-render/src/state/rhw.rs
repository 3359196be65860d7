//! State of [`crate::Renderer::draw_rhw`] ([`RhwDrawState`]): the reference renderer's
//! pretransformed draw (vertex colour modulated by an optional texture, a blend mode, depth
//! and cull switches), drawn as a [`ProgramDrawState`] on the one draw path.

use ninth_shader::fixed::{D3DTA_DIFFUSE, D3DTA_TEXTURE, TextureOp};

use crate::draw::Cull;
use crate::state::blend::BlendMode;
use crate::state::depth_stencil::DepthStencilDesc;
use crate::state::fixed::FixedDrawState;
use crate::state::program::{AlphaTest, FillMode, PointState, ProgramDrawState};
use crate::state::sampler::{SamplerState, d3dtaddress, d3dtexf};
use crate::textures::TextureId;

/// Bytes of the RHW vertex: x, y, z, rhw (f32), D3DCOLOR (u32), u, v (f32).
pub const RHW_VERTEX_SIZE: usize = 28;
/// `D3DCMP_LESSEQUAL`.
const LESS_EQUAL: u32 = 4;

/// State of an RHW draw.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RhwDrawState {
    /// Blend mode.
    pub blend: BlendMode,
    /// `D3DRS_COLORWRITEENABLE` bits (1 red, 2 green, 4 blue, 8 alpha).
    pub color_write_mask: u32,
    /// `D3DRS_BLENDFACTOR` as D3DCOLOR, used by `D3DBLEND_BLENDFACTOR` factors.
    pub blend_factor: u32,
    /// Depth test (`LESSEQUAL`); when off, depth is neither tested nor written (D3D9's
    /// `D3DRS_ZENABLE` false).
    pub depth_test: bool,
    /// Depth write.
    pub depth_write: bool,
    /// Cull mode.
    pub cull: Cull,
    /// Texture modulating the vertex colour; `None` draws the colour alone. A cube or
    /// volume texture samples opaque black.
    pub texture: Option<TextureId>,
    /// Linear (else nearest) filtering of `texture`.
    pub linear_filter: bool,
    /// Clamp (else wrap) addressing of `texture`.
    pub address_clamp: bool,
}

impl Default for RhwDrawState {
    fn default() -> Self {
        Self {
            blend: BlendMode::None,
            color_write_mask: 0xf,
            blend_factor: 0xffff_ffff,
            depth_test: false,
            depth_write: false,
            cull: Cull::None,
            texture: None,
            linear_filter: false,
            address_clamp: false,
        }
    }
}

impl RhwDrawState {
    /// Fills `p` with this state as the fixed-function pixel stage draws it: stage 0
    /// modulates the diffuse colour with the texture (selects the diffuse colour without
    /// one), sampled with the state's filter and addressing and point mips; the blend mode
    /// as D3D9 blend states (`overlay`: the target is an overlay); depth tested LESSEQUAL
    /// when on.
    pub(crate) fn fill_program(&self, p: &mut ProgramDrawState, overlay: bool) {
        let mut fixed = FixedDrawState::default();
        let stage = &mut fixed.stages[0];
        let (op, args) = match self.texture {
            Some(_) => (TextureOp::Modulate, [0, D3DTA_TEXTURE, D3DTA_DIFFUSE]),
            None => (TextureOp::SelectArg1, [0, D3DTA_DIFFUSE, D3DTA_DIFFUSE]),
        };
        (stage.state.color_op, stage.state.color_args) = (op.value(), args);
        (stage.state.alpha_op, stage.state.alpha_args) = (op.value(), args);
        stage.texture = self.texture;
        let filter = if self.linear_filter {
            d3dtexf::LINEAR
        } else {
            d3dtexf::POINT
        };
        let address = if self.address_clamp {
            d3dtaddress::CLAMP
        } else {
            d3dtaddress::WRAP
        };
        stage.sampler = SamplerState {
            address_u: address,
            address_v: address,
            address_w: address,
            mag_filter: filter,
            min_filter: filter,
            mip_filter: d3dtexf::POINT,
            ..SamplerState::default()
        };
        fixed.stages[1].state.color_op = TextureOp::Disable.value();
        p.vertex_shader = None;
        p.pixel_shader = None;
        *p.fixed_pixel = fixed.pixel();
        p.blend = self.blend.to_desc(overlay);
        p.color_write_mask = self.color_write_mask;
        p.sample_mask = u32::MAX;
        p.blend_factor = self.blend_factor;
        p.depth_stencil = DepthStencilDesc {
            z_enable: self.depth_test,
            z_write: self.depth_test && self.depth_write,
            z_func: LESS_EQUAL,
            ..DepthStencilDesc::default()
        };
        p.stencil_ref = 0;
        p.cull = self.cull;
        p.fill_mode = FillMode::Solid;
        (p.depth_bias, p.slope_scale_depth_bias) = (0.0, 0.0);
        p.flat_shading = false;
        p.alpha_test = AlphaTest::default();
        p.scissor = None;
        p.clip_plane_enable = 0;
        p.point = PointState::default();
    }
}
