//! `SetTextureStageState` (stages 0-7) and `SetSamplerState` (samplers 0-15 and the four
//! vertex texture samplers) with D3D9's defaults, checked at the call.

use ninth_scene::enums::stage::{D3DSAMP, D3DTSS};

use crate::consts::{samp, tss};
use crate::error::{Error, Result};

/// Texture stages of the fixed-function cascade.
pub const MAX_TEXTURE_STAGES: u32 = 8;
/// Pixel samplers.
pub const MAX_PIXEL_SAMPLERS: u32 = 16;
/// `D3DVERTEXTEXTURESAMPLER0`.
pub const VERTEX_SAMPLER0: u32 = 257;
/// `D3DDMAPSAMPLER`.
pub const DMAP_SAMPLER: u32 = 256;

/// Slot of a sampler index (0-15, 256 displacement map, 257-260 vertex samplers).
pub(crate) fn sampler_slot(sampler: u32) -> Result<usize> {
    match sampler {
        0..MAX_PIXEL_SAMPLERS => Ok(sampler as usize),
        DMAP_SAMPLER..=260 => Ok((sampler - DMAP_SAMPLER + MAX_PIXEL_SAMPLERS) as usize),
        other => Err(Error::invalid(format!(
            "sampler {other} is not 0-15, D3DDMAPSAMPLER or D3DVERTEXTEXTURESAMPLER0-3"
        ))),
    }
}

/// Sampler slots: 16 pixel samplers, the displacement map, four vertex samplers.
pub(crate) const SAMPLER_SLOTS: usize = 21;

/// The texture-stage and sampler tables.
#[derive(Clone, Debug)]
pub(crate) struct StageStates {
    pub stages: [[u32; tss::COUNT]; MAX_TEXTURE_STAGES as usize],
    pub samplers: [[u32; samp::COUNT]; SAMPLER_SLOTS],
}

impl StageStates {
    pub fn new() -> Self {
        let stages = std::array::from_fn(|n| {
            let mut s = [0u32; tss::COUNT];
            let first = n == 0;
            s[tss::COLOROP as usize] = if first { 4 } else { 1 }; // MODULATE / DISABLE
            s[tss::COLORARG1 as usize] = 2; // D3DTA_TEXTURE
            s[tss::COLORARG2 as usize] = 1; // D3DTA_CURRENT
            s[tss::ALPHAOP as usize] = if first { 2 } else { 1 }; // SELECTARG1 / DISABLE
            s[tss::ALPHAARG1 as usize] = 2;
            s[tss::ALPHAARG2 as usize] = 1;
            s[tss::TEXCOORDINDEX as usize] = n as u32;
            s[tss::COLORARG0 as usize] = 1;
            s[tss::ALPHAARG0 as usize] = 1;
            s[tss::RESULTARG as usize] = 1;
            s
        });
        let samplers = std::array::from_fn(|_| {
            let mut s = [0u32; samp::COUNT];
            s[samp::ADDRESSU as usize] = samp::TADDRESS_WRAP;
            s[samp::ADDRESSV as usize] = samp::TADDRESS_WRAP;
            s[samp::ADDRESSW as usize] = samp::TADDRESS_WRAP;
            s[samp::MAGFILTER as usize] = samp::TEXF_POINT;
            s[samp::MINFILTER as usize] = samp::TEXF_POINT;
            s[samp::MAXANISOTROPY as usize] = 1;
            s
        });
        Self { stages, samplers }
    }

    /// Checks and stores a texture stage state; returns whether it changed.
    pub fn set_stage(&mut self, stage: u32, state: u32, value: u32) -> Result<bool> {
        if stage >= MAX_TEXTURE_STAGES {
            return Err(Error::invalid(format!("texture stage {stage} is not 0-7")));
        }
        let Some(name) = D3DTSS.name_of(state) else {
            return Err(Error::invalid(format!(
                "unknown D3DTEXTURESTAGESTATETYPE {state}"
            )));
        };
        let valid = match state {
            tss::COLOROP | tss::ALPHAOP => (1..=26).contains(&value),
            tss::COLORARG1
            | tss::COLORARG2
            | tss::ALPHAARG1
            | tss::ALPHAARG2
            | tss::COLORARG0
            | tss::ALPHAARG0 => value & !0x30 <= 6,
            tss::RESULTARG => value == 1 || value == 5,
            tss::TEXCOORDINDEX => value & 0xffff < 8 && value >> 16 <= 4,
            tss::TEXTURETRANSFORMFLAGS => value & 0xff <= 4 && value & !0x1ff == 0,
            _ => true,
        };
        if !valid {
            return Err(Error::invalid(format!("{name}: {value:#x} is not valid")));
        }
        let slot = &mut self.stages[stage as usize][state as usize];
        let changed = *slot != value;
        *slot = value;
        Ok(changed)
    }

    /// Checks and stores a sampler state; returns whether it changed.
    pub fn set_sampler(&mut self, sampler: u32, state: u32, value: u32) -> Result<bool> {
        let slot = sampler_slot(sampler)?;
        let Some(name) = D3DSAMP.name_of(state) else {
            return Err(Error::invalid(format!(
                "unknown D3DSAMPLERSTATETYPE {state}"
            )));
        };
        let valid = match state {
            samp::ADDRESSU..=samp::ADDRESSW => (1..=5).contains(&value),
            samp::MAGFILTER | samp::MINFILTER | samp::MIPFILTER => {
                matches!(value, 0..=3 | 6 | 7 | 8)
            }
            _ => true,
        };
        if !valid {
            return Err(Error::invalid(format!("{name}: {value} is not valid")));
        }
        let entry = &mut self.samplers[slot][state as usize];
        let changed = *entry != value;
        *entry = value;
        Ok(changed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stages_and_samplers_out_of_range_are_refused() {
        let mut s = StageStates::new();
        assert!(
            s.set_stage(8, tss::COLOROP, 2)
                .unwrap_err()
                .message
                .contains("stage 8")
        );
        assert!(s.set_stage(0, 12, 0).is_err(), "12 is not a D3DTSS value");
        assert!(s.set_stage(0, tss::COLOROP, 27).is_err());
        assert_eq!(s.stages[0][tss::COLOROP as usize], 4, "unchanged");
        assert!(s.set_stage(1, tss::TEXCOORDINDEX, 8).is_err());
        assert!(s.set_stage(1, tss::TEXCOORDINDEX, 0x30001).is_ok());
        assert!(s.set_sampler(16, samp::MAGFILTER, 2).is_err());
        assert!(s.set_sampler(261, samp::MAGFILTER, 2).is_err());
        assert!(s.set_sampler(260, samp::MAGFILTER, 2).unwrap());
        assert_eq!(s.samplers[20][samp::MAGFILTER as usize], 2);
        assert!(s.set_sampler(0, samp::ADDRESSU, 6).is_err());
        assert!(s.set_sampler(0, 14, 0).is_err());
    }
}
