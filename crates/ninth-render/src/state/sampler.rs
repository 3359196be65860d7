//! D3D9 sampler state (`D3DSAMP_*`) mapped to wgpu samplers, with inactive fields normalised
//! so equivalent states share one cached sampler.

use ninth_shader::wgsl::SamplerEmulation;

use crate::error::{Error, Result};

/// `D3DTEXTUREADDRESS` values.
#[allow(missing_docs)]
pub mod d3dtaddress {
    pub const WRAP: u32 = 1;
    pub const MIRROR: u32 = 2;
    pub const CLAMP: u32 = 3;
    pub const BORDER: u32 = 4;
    pub const MIRRORONCE: u32 = 5;
}

/// `D3DTEXTUREFILTERTYPE` values.
#[allow(missing_docs)]
pub mod d3dtexf {
    pub const NONE: u32 = 0;
    pub const POINT: u32 = 1;
    pub const LINEAR: u32 = 2;
    pub const ANISOTROPIC: u32 = 3;
    pub const PYRAMIDALQUAD: u32 = 6;
    pub const GAUSSIANQUAD: u32 = 7;
}

/// The `D3DSAMP_*` states of one sampler, with raw D3D9 values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SamplerState {
    /// `D3DSAMP_ADDRESSU` (`D3DTADDRESS_*`).
    pub address_u: u32,
    /// `D3DSAMP_ADDRESSV`.
    pub address_v: u32,
    /// `D3DSAMP_ADDRESSW`.
    pub address_w: u32,
    /// `D3DSAMP_BORDERCOLOR` (D3DCOLOR).
    pub border_color: u32,
    /// `D3DSAMP_MAGFILTER` (`D3DTEXF_*`).
    pub mag_filter: u32,
    /// `D3DSAMP_MINFILTER`.
    pub min_filter: u32,
    /// `D3DSAMP_MIPFILTER` (NONE, POINT or LINEAR).
    pub mip_filter: u32,
    /// `D3DSAMP_MIPMAPLODBIAS` as the bits of a float.
    pub mip_lod_bias: u32,
    /// `D3DSAMP_MAXMIPLEVEL`: the most detailed level sampled.
    pub max_mip_level: u32,
    /// `D3DSAMP_MAXANISOTROPY` (used only with an anisotropic filter).
    pub max_anisotropy: u32,
    /// `D3DSAMP_SRGBTEXTURE`.
    pub srgb_texture: bool,
}

impl Default for SamplerState {
    /// D3D9's defaults: WRAP, border 0, POINT/POINT/NONE, no bias, level 0, anisotropy 1.
    fn default() -> Self {
        Self {
            address_u: d3dtaddress::WRAP,
            address_v: d3dtaddress::WRAP,
            address_w: d3dtaddress::WRAP,
            border_color: 0,
            mag_filter: d3dtexf::POINT,
            min_filter: d3dtexf::POINT,
            mip_filter: d3dtexf::NONE,
            mip_lod_bias: 0,
            max_mip_level: 0,
            max_anisotropy: 1,
            srgb_texture: false,
        }
    }
}

/// Border colours WebGPU has natively (`ADDRESS_MODE_CLAMP_TO_BORDER`).
pub(crate) fn native_border(color: u32) -> Option<wgpu::SamplerBorderColor> {
    match color {
        0x0000_0000 => Some(wgpu::SamplerBorderColor::TransparentBlack),
        0xff00_0000 => Some(wgpu::SamplerBorderColor::OpaqueBlack),
        0xffff_ffff => Some(wgpu::SamplerBorderColor::OpaqueWhite),
        _ => None,
    }
}

/// How one axis is addressed: the wgpu mode, and whether the translated shader emulates
/// MIRRORONCE or BORDER on it (the sampler then clamps to the edge).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Axis {
    Native(wgpu::AddressMode),
    MirrorOnce,
    Border,
}

fn address(value: u32, axis: &str) -> Result<Axis> {
    use d3dtaddress::*;
    Ok(match value {
        // An address of 0 is WRAP, as in the reference renderer.
        0 | WRAP => Axis::Native(wgpu::AddressMode::Repeat),
        MIRROR => Axis::Native(wgpu::AddressMode::MirrorRepeat),
        CLAMP => Axis::Native(wgpu::AddressMode::ClampToEdge),
        BORDER => Axis::Border,
        MIRRORONCE => Axis::MirrorOnce,
        other => {
            return Err(Error::state(format!(
                "unknown D3DTEXTUREADDRESS {other} in D3DSAMP_ADDRESS{axis}"
            )));
        }
    })
}

fn filter(value: u32, what: &str) -> Result<wgpu::FilterMode> {
    use d3dtexf::*;
    Ok(match value {
        NONE | POINT => wgpu::FilterMode::Nearest,
        LINEAR | ANISOTROPIC | PYRAMIDALQUAD | GAUSSIANQUAD => wgpu::FilterMode::Linear,
        other => {
            return Err(Error::state(format!(
                "unknown D3DTEXTUREFILTERTYPE {other} in D3DSAMP_{what}"
            )));
        }
    })
}

/// A validated sampler: the descriptor and a key of its normalised fields (axes the shader
/// emulates, [`SamplerState::emulation`], clamp to the edge).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct ResolvedSampler {
    pub desc: wgpu::SamplerDescriptor<'static>,
    pub key: u64,
}

impl SamplerState {
    /// BORDER is native only with a colour WebGPU has and the adapter's feature; else the
    /// shader returns the colour and the sampler clamps to the edge.
    fn native_border(&self, features: wgpu::Features) -> Option<wgpu::SamplerBorderColor> {
        native_border(self.border_color)
            .filter(|_| features.contains(wgpu::Features::ADDRESS_MODE_CLAMP_TO_BORDER))
    }

    /// Whether an emulated border is blended through the linear filter: the adapter has
    /// border addressing (for the transparent black the sampler then returns outside the
    /// texture) and MAGFILTER is not POINT.
    pub(crate) fn border_blend(&self, features: wgpu::Features) -> bool {
        self.emulation_axes(features).1 != 0
            && features.contains(wgpu::Features::ADDRESS_MODE_CLAMP_TO_BORDER)
            && !matches!(self.mag_filter, d3dtexf::NONE | d3dtexf::POINT)
    }

    /// What the translated shader emulates for this state: MIRRORONCE axes, BORDER axes
    /// without a native colour, a LOD bias. Cheap and unvalidated ([`Self::resolve`]
    /// validates before a draw records anything).
    pub(crate) fn emulation(&self, features: wgpu::Features) -> SamplerEmulation {
        let (mirror_once, border) = self.emulation_axes(features);
        SamplerEmulation {
            mirror_once,
            border,
            border_blend: self.border_blend(features),
            lod_bias: f32::from_bits(self.mip_lod_bias) != 0.0,
        }
    }

    /// The MIRRORONCE axes and the BORDER axes without a native colour (bits 0 u, 1 v, 2 w).
    fn emulation_axes(&self, features: wgpu::Features) -> (u8, u8) {
        let native = self.native_border(features).is_some();
        let (mut mirror_once, mut border) = (0, 0);
        let axes = [self.address_u, self.address_v, self.address_w];
        for (i, value) in axes.into_iter().enumerate() {
            match value {
                d3dtaddress::MIRRORONCE => mirror_once |= 1 << i,
                d3dtaddress::BORDER if !native => border |= 1 << i,
                _ => {}
            }
        }
        (mirror_once, border)
    }

    /// Validates and maps the state. `force_anisotropy` (1-16) is the quality override:
    /// samplers with a mip filter and a non-point min filter become that anisotropic with
    /// linear mips. `features` decides whether border addressing exists.
    pub(crate) fn resolve(
        &self,
        features: wgpu::Features,
        force_anisotropy: Option<u16>,
    ) -> Result<ResolvedSampler> {
        let axes = [
            address(self.address_u, "U")?,
            address(self.address_v, "V")?,
            address(self.address_w, "W")?,
        ];
        let native_border = self.native_border(features);
        let mut border = None;
        let [u, v, w] = std::array::from_fn(|i| match axes[i] {
            Axis::Native(mode) => mode,
            Axis::MirrorOnce => wgpu::AddressMode::ClampToEdge,
            Axis::Border => match native_border {
                Some(colour) => {
                    border = Some(colour);
                    wgpu::AddressMode::ClampToBorder
                }
                // A colour the sampler cannot have: transparent black outside, to which the
                // shader adds the colour (or which it replaces), where the adapter allows.
                None if features.contains(wgpu::Features::ADDRESS_MODE_CLAMP_TO_BORDER) => {
                    border = Some(wgpu::SamplerBorderColor::TransparentBlack);
                    wgpu::AddressMode::ClampToBorder
                }
                None => wgpu::AddressMode::ClampToEdge,
            },
        });
        let mut mag = filter(self.mag_filter, "MAGFILTER")?;
        let mut min = filter(self.min_filter, "MINFILTER")?;
        let mut mip = match self.mip_filter {
            d3dtexf::NONE => None,
            d3dtexf::POINT => Some(wgpu::MipmapFilterMode::Nearest),
            d3dtexf::LINEAR => Some(wgpu::MipmapFilterMode::Linear),
            other => {
                return Err(Error::state(format!(
                    "D3DSAMP_MIPFILTER {other} is not NONE, POINT or LINEAR"
                )));
            }
        };
        let anisotropic = [self.mag_filter, self.min_filter].contains(&d3dtexf::ANISOTROPIC);
        let mut anisotropy = if anisotropic {
            self.max_anisotropy.clamp(1, 16) as u16
        } else {
            1
        };
        if let Some(forced) = force_anisotropy
            && mip.is_some()
            && self.min_filter != d3dtexf::POINT
            && self.min_filter != d3dtexf::NONE
        {
            anisotropy = forced.clamp(1, 16);
            mip = Some(wgpu::MipmapFilterMode::Linear);
        }
        if anisotropy > 1 {
            // WebGPU requires every filter linear with anisotropy.
            (mag, min) = (wgpu::FilterMode::Linear, wgpu::FilterMode::Linear);
            mip = Some(wgpu::MipmapFilterMode::Linear);
        }
        let lod_min = self.max_mip_level.min(15) as f32;
        // MIPFILTER NONE samples only the most detailed level allowed.
        let lod_max = if mip.is_none() { lod_min } else { 32.0 };
        let mipmap_filter = mip.unwrap_or(wgpu::MipmapFilterMode::Nearest);
        let key = address_code(u)
            | address_code(v) << 3
            | address_code(w) << 6
            | u64::from(mag == wgpu::FilterMode::Linear) << 9
            | u64::from(min == wgpu::FilterMode::Linear) << 10
            | u64::from(mip.map_or(0, |m| 1 + m as u8)) << 11
            | u64::from(anisotropy) << 13
            | u64::from(lod_min as u32) << 18
            | border.map_or(0, |b| 1 + b as u64) << 23;
        Ok(ResolvedSampler {
            desc: wgpu::SamplerDescriptor {
                label: Some("ninth sampler"),
                address_mode_u: u,
                address_mode_v: v,
                address_mode_w: w,
                mag_filter: mag,
                min_filter: min,
                mipmap_filter,
                lod_min_clamp: lod_min,
                lod_max_clamp: lod_max,
                compare: None,
                anisotropy_clamp: anisotropy,
                border_color: border,
            },
            key,
        })
    }
}

fn address_code(mode: wgpu::AddressMode) -> u64 {
    match mode {
        wgpu::AddressMode::Repeat => 0,
        wgpu::AddressMode::MirrorRepeat => 1,
        wgpu::AddressMode::ClampToEdge => 2,
        wgpu::AddressMode::ClampToBorder => 3,
    }
}

/// `NINTH_FORCE_ANISO=N` (1-16; empty or 0 leaves it off).
pub(crate) fn force_anisotropy_from_env() -> Result<Option<u16>> {
    let Ok(value) = std::env::var("NINTH_FORCE_ANISO") else {
        return Ok(None);
    };
    let value = value.trim();
    if value.is_empty() || value == "0" {
        return Ok(None);
    }
    match value.parse::<u16>() {
        Ok(n @ 1..=16) => Ok(Some(n)),
        _ => Err(Error::args(format!(
            "NINTH_FORCE_ANISO {value:?} is not 0-16"
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BORDER: wgpu::Features = wgpu::Features::ADDRESS_MODE_CLAMP_TO_BORDER;

    #[test]
    fn inactive_fields_share_a_key() {
        let base = SamplerState::default();
        let mut other = base;
        other.max_anisotropy = 8; // no anisotropic filter: unused
        other.border_color = 0x1234_5678; // no BORDER address: unused
        let a = base.resolve(BORDER, None).unwrap();
        let b = other.resolve(BORDER, None).unwrap();
        assert_eq!(a.key, b.key);
        assert_eq!(a.desc.anisotropy_clamp, 1);
    }

    #[test]
    fn maps_every_address_and_filter_and_emulates_what_webgpu_lacks() {
        let mut s = SamplerState {
            address_u: d3dtaddress::MIRROR,
            address_v: d3dtaddress::CLAMP,
            address_w: d3dtaddress::BORDER,
            border_color: 0xffff_ffff,
            min_filter: d3dtexf::ANISOTROPIC,
            mip_filter: d3dtexf::POINT,
            max_anisotropy: 40,
            max_mip_level: 2,
            ..Default::default()
        };
        let r = s.resolve(BORDER, None).unwrap();
        assert_eq!(r.desc.address_mode_u, wgpu::AddressMode::MirrorRepeat);
        assert_eq!(r.desc.address_mode_v, wgpu::AddressMode::ClampToEdge);
        assert_eq!(r.desc.address_mode_w, wgpu::AddressMode::ClampToBorder);
        assert_eq!(
            r.desc.border_color,
            Some(wgpu::SamplerBorderColor::OpaqueWhite)
        );
        assert_eq!(r.desc.anisotropy_clamp, 16);
        assert_eq!(r.desc.mag_filter, wgpu::FilterMode::Linear);
        assert_eq!(r.desc.lod_min_clamp, 2.0);
        assert_eq!(s.emulation(BORDER), SamplerEmulation::default());
        // Without the feature the shader returns the border colour on that axis.
        let e = s.resolve(wgpu::Features::empty(), None).unwrap();
        assert_eq!(e.desc.address_mode_w, wgpu::AddressMode::ClampToEdge);
        assert_eq!(e.desc.border_color, None);
        assert_eq!(s.emulation(wgpu::Features::empty()).border, 4);
        // A colour WebGPU lacks: transparent black outside, the shader adds or selects the
        // colour (blended unless the magnification filter is POINT).
        s.border_color = 0xff80_0000;
        let e = s.resolve(BORDER, None).unwrap();
        assert_eq!(s.emulation(BORDER).border, 4);
        assert_eq!(
            s.emulation(BORDER).border_blend,
            !matches!(s.mag_filter, d3dtexf::NONE | d3dtexf::POINT)
        );
        assert_eq!(
            (e.desc.address_mode_w, e.desc.border_color),
            (
                wgpu::AddressMode::ClampToBorder,
                Some(wgpu::SamplerBorderColor::TransparentBlack)
            )
        );
        s.address_u = d3dtaddress::MIRRORONCE;
        let e = s.resolve(BORDER, None).unwrap();
        assert_eq!(s.emulation(BORDER).mirror_once, 1);
        assert_eq!(e.desc.address_mode_u, wgpu::AddressMode::ClampToEdge);
        assert!(!s.emulation(BORDER).lod_bias);
        s.address_w = 6;
        assert_eq!(
            s.resolve(BORDER, None).unwrap_err().kind,
            crate::ErrorKind::State
        );
        let bias = SamplerState {
            mip_lod_bias: 0.5f32.to_bits(),
            ..Default::default()
        };
        let b = bias.resolve(BORDER, None).unwrap();
        assert!(bias.emulation(BORDER).lod_bias);
        assert_eq!(
            b.key,
            SamplerState::default().resolve(BORDER, None).unwrap().key
        );
        let bad_mip = SamplerState {
            mip_filter: 3,
            ..Default::default()
        };
        assert_eq!(
            bad_mip.resolve(BORDER, None).unwrap_err().kind,
            crate::ErrorKind::State
        );
    }

    #[test]
    fn forced_anisotropy_applies_only_to_mipmapped_non_point_samplers() {
        let trilinear = SamplerState {
            min_filter: d3dtexf::LINEAR,
            mag_filter: d3dtexf::LINEAR,
            mip_filter: d3dtexf::POINT,
            ..Default::default()
        };
        let r = trilinear.resolve(BORDER, Some(8)).unwrap();
        assert_eq!(r.desc.anisotropy_clamp, 8);
        assert_eq!(r.desc.mipmap_filter, wgpu::MipmapFilterMode::Linear);
        let point = SamplerState::default();
        assert_eq!(
            point
                .resolve(BORDER, Some(8))
                .unwrap()
                .desc
                .anisotropy_clamp,
            1
        );
        let no_mips = SamplerState {
            mip_filter: d3dtexf::NONE,
            ..trilinear
        };
        let r = no_mips.resolve(BORDER, Some(8)).unwrap();
        assert_eq!(r.desc.anisotropy_clamp, 1);
        assert_eq!(r.desc.lod_max_clamp, 0.0);
    }
}
