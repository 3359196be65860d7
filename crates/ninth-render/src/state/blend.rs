//! Blending: D3D9's blend render states ([`BlendDesc`], raw factors and operations) mapped
//! to wgpu blend state, and the reference renderer's blend-mode table ([`BlendMode`], of
//! `draw_rhw`) as such states.

use crate::error::{Error, Result};

/// `D3DBLEND_*` values.
#[allow(missing_docs)]
pub mod d3dblend {
    pub const ZERO: u32 = 1;
    pub const ONE: u32 = 2;
    pub const SRCCOLOR: u32 = 3;
    pub const INVSRCCOLOR: u32 = 4;
    pub const SRCALPHA: u32 = 5;
    pub const INVSRCALPHA: u32 = 6;
    pub const DESTALPHA: u32 = 7;
    pub const INVDESTALPHA: u32 = 8;
    pub const DESTCOLOR: u32 = 9;
    pub const INVDESTCOLOR: u32 = 10;
    pub const SRCALPHASAT: u32 = 11;
    pub const BOTHSRCALPHA: u32 = 12;
    pub const BOTHINVSRCALPHA: u32 = 13;
    pub const BLENDFACTOR: u32 = 14;
    pub const INVBLENDFACTOR: u32 = 15;
    pub const SRCCOLOR2: u32 = 16;
    pub const INVSRCCOLOR2: u32 = 17;
}

/// `D3DBLENDOP_*` values.
#[allow(missing_docs)]
pub mod d3dblendop {
    pub const ADD: u32 = 1;
    pub const SUBTRACT: u32 = 2;
    pub const REVSUBTRACT: u32 = 3;
    pub const MIN: u32 = 4;
    pub const MAX: u32 = 5;
}

/// Raw D3D9 blend factors and operation (`D3DRS_SRCBLEND`, `D3DRS_DESTBLEND`, `D3DRS_BLENDOP`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CustomBlend {
    /// `D3DBLEND_*` source factor.
    pub src: u32,
    /// `D3DBLEND_*` destination factor.
    pub dst: u32,
    /// `D3DBLENDOP_*` operation.
    pub op: u32,
}

/// Blend modes of the RHW path, exactly the reference renderer's table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum BlendMode {
    /// Blending off.
    #[default]
    None,
    /// `SrcA / 1-SrcA` (alpha: `SrcA`, or `One` on overlay targets, `/ 1-SrcA`).
    SrcAlpha,
    /// `One / One`.
    Add,
    /// `DstColor / Zero` (alpha `DstA / Zero`).
    Modulate,
    /// `DstColor / SrcColor` (alpha `DstA / SrcA`).
    Modulate2,
    /// `SrcA / Zero`.
    SrcAlphaZero,
    /// `SrcA / One`.
    SrcAlphaAdd,
    /// `One / 1-SrcA`.
    Premultiplied,
    /// `DstA / One`.
    DestAlphaAdd,
    /// Raw D3D9 factors and operation; colour factors become their alpha forms for alpha.
    Custom(CustomBlend),
}

impl BlendMode {
    /// The mode as D3D9 blend render states (`overlay`: the target is an overlay, where
    /// `SrcAlpha` accumulates coverage in alpha with `One / 1-SrcA`).
    pub fn to_desc(self, overlay: bool) -> BlendDesc {
        use d3dblend::*;
        let pair = |src, dst| CustomBlend {
            src,
            dst,
            op: d3dblendop::ADD,
        };
        let joint = |color: CustomBlend| BlendDesc {
            enable: true,
            color,
            ..BlendDesc::default()
        };
        match self {
            Self::None => BlendDesc::default(),
            Self::SrcAlpha => BlendDesc {
                separate_alpha: true,
                alpha: pair(if overlay { ONE } else { SRCALPHA }, INVSRCALPHA),
                ..joint(pair(SRCALPHA, INVSRCALPHA))
            },
            Self::Add => joint(pair(ONE, ONE)),
            // Colour factors take their alpha forms for alpha (DstA / Zero, DstA / SrcA).
            Self::Modulate => joint(pair(DESTCOLOR, ZERO)),
            Self::Modulate2 => joint(pair(DESTCOLOR, SRCCOLOR)),
            Self::SrcAlphaZero => joint(pair(SRCALPHA, ZERO)),
            Self::SrcAlphaAdd => joint(pair(SRCALPHA, ONE)),
            Self::Premultiplied => joint(pair(ONE, INVSRCALPHA)),
            Self::DestAlphaAdd => joint(pair(DESTALPHA, ONE)),
            Self::Custom(custom) => joint(custom),
        }
    }
}

fn factor(value: u32, features: wgpu::Features) -> Result<wgpu::BlendFactor> {
    use d3dblend::*;
    use wgpu::BlendFactor as F;
    Ok(match value {
        ZERO => F::Zero,
        ONE => F::One,
        SRCCOLOR => F::Src,
        INVSRCCOLOR => F::OneMinusSrc,
        SRCALPHA | BOTHSRCALPHA => F::SrcAlpha,
        INVSRCALPHA | BOTHINVSRCALPHA => F::OneMinusSrcAlpha,
        DESTALPHA => F::DstAlpha,
        INVDESTALPHA => F::OneMinusDstAlpha,
        DESTCOLOR => F::Dst,
        INVDESTCOLOR => F::OneMinusDst,
        SRCALPHASAT => F::SrcAlphaSaturated,
        BLENDFACTOR => F::Constant,
        INVBLENDFACTOR => F::OneMinusConstant,
        SRCCOLOR2 | INVSRCCOLOR2 => {
            if !features.contains(wgpu::Features::DUAL_SOURCE_BLENDING) {
                return Err(Error::unsupported(format!(
                    "D3DBLEND {value} (second source colour) needs dual-source blending, \
                     which this adapter lacks"
                )));
            }
            if value == SRCCOLOR2 {
                F::Src1
            } else {
                F::OneMinusSrc1
            }
        }
        other => return Err(Error::state(format!("unknown D3DBLEND value {other}"))),
    })
}

/// D3D9 uses the alpha of a colour factor for the alpha channel.
fn alpha_form(f: wgpu::BlendFactor) -> wgpu::BlendFactor {
    use wgpu::BlendFactor as F;
    match f {
        F::Src => F::SrcAlpha,
        F::OneMinusSrc => F::OneMinusSrcAlpha,
        F::Dst => F::DstAlpha,
        F::OneMinusDst => F::OneMinusDstAlpha,
        F::Src1 => F::Src1Alpha,
        F::OneMinusSrc1 => F::OneMinusSrc1Alpha,
        other => other,
    }
}

fn operation(value: u32) -> Result<wgpu::BlendOperation> {
    use d3dblendop::*;
    Ok(match value {
        ADD => wgpu::BlendOperation::Add,
        SUBTRACT => wgpu::BlendOperation::Subtract,
        REVSUBTRACT => wgpu::BlendOperation::ReverseSubtract,
        MIN => wgpu::BlendOperation::Min,
        MAX => wgpu::BlendOperation::Max,
        other => return Err(Error::state(format!("unknown D3DBLENDOP value {other}"))),
    })
}

fn component(
    src: wgpu::BlendFactor,
    dst: wgpu::BlendFactor,
    operation: wgpu::BlendOperation,
) -> wgpu::BlendComponent {
    wgpu::BlendComponent {
        src_factor: src,
        dst_factor: dst,
        operation,
    }
}

/// The D3D9 blend render states, raw values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BlendDesc {
    /// `D3DRS_ALPHABLENDENABLE`.
    pub enable: bool,
    /// `D3DRS_SRCBLEND`, `D3DRS_DESTBLEND`, `D3DRS_BLENDOP`.
    pub color: CustomBlend,
    /// `D3DRS_SEPARATEALPHABLENDENABLE`.
    pub separate_alpha: bool,
    /// `D3DRS_SRCBLENDALPHA`, `D3DRS_DESTBLENDALPHA`, `D3DRS_BLENDOPALPHA`.
    pub alpha: CustomBlend,
}

impl Default for BlendDesc {
    /// D3D9's defaults: off, ONE / ZERO / ADD for both.
    fn default() -> Self {
        let one_zero = CustomBlend {
            src: d3dblend::ONE,
            dst: d3dblend::ZERO,
            op: d3dblendop::ADD,
        };
        Self {
            enable: false,
            color: one_zero,
            separate_alpha: false,
            alpha: one_zero,
        }
    }
}

/// A component with colour factors replaced by their alpha forms.
fn alpha_of(c: wgpu::BlendComponent) -> wgpu::BlendComponent {
    component(
        alpha_form(c.src_factor),
        alpha_form(c.dst_factor),
        c.operation,
    )
}

/// One D3D9 factor pair and operation as a wgpu component and its normalised 13-bit key.
fn d3d_component(
    blend: &CustomBlend,
    features: wgpu::Features,
) -> Result<(wgpu::BlendComponent, u32)> {
    use wgpu::BlendFactor as F;
    let op = operation(blend.op)?;
    let mut src = factor(blend.src, features)?;
    let mut dst = factor(blend.dst, features)?;
    let (mut src_raw, mut dst_raw) = (blend.src, blend.dst);
    // BOTHSRCALPHA / BOTHINVSRCALPHA as the source factor override the destination.
    match blend.src {
        d3dblend::BOTHSRCALPHA => (dst, dst_raw) = (F::OneMinusSrcAlpha, 0),
        d3dblend::BOTHINVSRCALPHA => (dst, dst_raw) = (F::SrcAlpha, 0),
        _ => {}
    }
    // MIN and MAX ignore the factors in D3D9; WebGPU requires them to be One.
    if matches!(op, wgpu::BlendOperation::Min | wgpu::BlendOperation::Max) {
        (src, dst, src_raw, dst_raw) = (F::One, F::One, 0, 0);
    }
    let key = (src_raw & 31) | (dst_raw & 31) << 5 | (blend.op & 7) << 10;
    Ok((component(src, dst, op), key))
}

/// Validates the programmable path's blend states and maps them by D3D9's rules (colour
/// factors take their alpha forms for alpha; without SEPARATEALPHABLENDENABLE alpha blends
/// like colour). The key is 0 when blending is off, whatever the other fields hold.
pub(crate) fn resolve_blend_desc(
    desc: &BlendDesc,
    features: wgpu::Features,
) -> Result<(Option<wgpu::BlendState>, u32)> {
    if !desc.enable {
        return Ok((None, 0));
    }
    let (color, color_key) = d3d_component(&desc.color, features)?;
    let (alpha, alpha_key) = if desc.separate_alpha {
        d3d_component(&desc.alpha, features)?
    } else {
        (color, color_key)
    };
    Ok((
        Some(wgpu::BlendState {
            color,
            alpha: alpha_of(alpha),
        }),
        1 | color_key << 1 | alpha_key << 14,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn custom(src: u32, dst: u32, op: u32) -> BlendMode {
        BlendMode::Custom(CustomBlend { src, dst, op })
    }

    fn resolve(mode: BlendMode, overlay: bool) -> Result<(Option<wgpu::BlendState>, u32)> {
        resolve_blend_desc(&mode.to_desc(overlay), wgpu::Features::empty())
    }

    #[test]
    fn colour_factors_take_alpha_forms_for_alpha() {
        let custom = custom(d3dblend::SRCCOLOR, d3dblend::INVDESTCOLOR, 1);
        let s = resolve(custom, false).unwrap().0.unwrap();
        assert_eq!(s.color.src_factor, wgpu::BlendFactor::Src);
        assert_eq!(s.alpha.src_factor, wgpu::BlendFactor::SrcAlpha);
        assert_eq!(s.alpha.dst_factor, wgpu::BlendFactor::OneMinusDstAlpha);
        let s = resolve(BlendMode::Modulate2, false).unwrap().0.unwrap();
        assert_eq!(
            (s.color.src_factor, s.color.dst_factor),
            (wgpu::BlendFactor::Dst, wgpu::BlendFactor::Src)
        );
        assert_eq!(
            (s.alpha.src_factor, s.alpha.dst_factor),
            (wgpu::BlendFactor::DstAlpha, wgpu::BlendFactor::SrcAlpha)
        );
    }

    #[test]
    fn min_max_normalise_factors_so_equivalent_states_share_a_key() {
        let a = resolve(custom(5, 6, 4), false).unwrap();
        let b = resolve(custom(2, 2, 4), false).unwrap();
        assert_eq!(a.1, b.1);
        assert_eq!(a.0.unwrap().color.src_factor, wgpu::BlendFactor::One);
    }

    #[test]
    fn d3d_blend_desc_normalises_and_separates_alpha() {
        let f = wgpu::Features::empty();
        let mut d = BlendDesc {
            color: CustomBlend {
                src: 5,
                dst: 6,
                op: 1,
            },
            ..Default::default()
        };
        let off = resolve_blend_desc(&d, f).unwrap();
        assert_eq!(off, (None, 0));
        d.enable = true;
        d.alpha = CustomBlend {
            src: 2,
            dst: 2,
            op: 1,
        };
        let joint = resolve_blend_desc(&d, f).unwrap();
        d.alpha = CustomBlend {
            src: 1,
            dst: 1,
            op: 3,
        };
        assert_eq!(
            resolve_blend_desc(&d, f).unwrap(),
            joint,
            "alpha states unused"
        );
        d.separate_alpha = true;
        d.alpha = CustomBlend {
            src: 9,
            dst: 2,
            op: 1,
        };
        let (state, key) = resolve_blend_desc(&d, f).unwrap();
        assert_ne!(key, joint.1);
        let s = state.unwrap();
        assert_eq!(s.alpha.src_factor, wgpu::BlendFactor::DstAlpha);
        assert_eq!(s.color.src_factor, wgpu::BlendFactor::SrcAlpha);
        d.alpha.op = 9;
        assert!(
            resolve_blend_desc(&d, f)
                .unwrap_err()
                .message
                .contains("D3DBLENDOP value 9")
        );
    }

    #[test]
    fn overlay_changes_only_source_alpha_blending() {
        let world = resolve(BlendMode::Add, false).unwrap();
        let overlay = resolve(BlendMode::Add, true).unwrap();
        assert_eq!(world, overlay, "Add is the same on either target");
        let (w, world_key) = resolve(BlendMode::SrcAlpha, false).unwrap();
        let (o, overlay_key) = resolve(BlendMode::SrcAlpha, true).unwrap();
        assert_ne!(world_key, overlay_key);
        let (w, o) = (w.unwrap(), o.unwrap());
        assert_eq!(w.alpha.src_factor, wgpu::BlendFactor::SrcAlpha);
        assert_eq!(o.alpha.src_factor, wgpu::BlendFactor::One);
        assert_eq!(o.color, w.color);
        assert_eq!(resolve(BlendMode::None, true).unwrap(), (None, 0));
    }

    #[test]
    fn bad_enums_are_state_errors_and_src2_needs_the_feature() {
        let e = resolve(custom(0, 2, 1), false).unwrap_err();
        assert_eq!(e.kind, crate::ErrorKind::State);
        assert!(e.message.contains("D3DBLEND value 0"), "{e}");
        let e = resolve(custom(2, 2, 6), false).unwrap_err();
        assert!(e.message.contains("D3DBLENDOP value 6"), "{e}");
        let e = resolve(custom(16, 2, 1), false).unwrap_err();
        assert_eq!(e.kind, crate::ErrorKind::Unsupported);
    }
}
