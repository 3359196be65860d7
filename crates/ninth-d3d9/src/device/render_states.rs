//! `SetRenderState` / `GetRenderState`: every `D3DRENDERSTATETYPE` with D3D9's defaults and
//! its enum values checked at the call.

use ninth_scene::enums::render_state::D3DRS;

use crate::consts::rs;
use crate::error::{Error, Result};

/// Slots of the state table (the largest state is 209).
const SLOTS: usize = 256;

/// The render-state table.
#[derive(Clone, Debug)]
pub(crate) struct RenderStates {
    values: [u32; SLOTS],
}

const ONE: u32 = 0x3f80_0000;

impl RenderStates {
    /// D3D9's defaults; `depth` says whether the device has an automatic depth buffer
    /// (`D3DRS_ZENABLE` defaults to true only then).
    pub fn new(depth: bool) -> Self {
        let mut values = [0u32; SLOTS];
        let defaults: &[(u32, u32)] = &[
            (rs::ZENABLE, u32::from(depth)),
            (rs::FILLMODE, 3),
            (rs::SHADEMODE, 2),
            (rs::ZWRITEENABLE, 1),
            (16, 1), // LASTPIXEL
            (rs::SRCBLEND, 2),
            (rs::DESTBLEND, 1),
            (rs::CULLMODE, 3),
            (rs::ZFUNC, 4),
            (rs::ALPHAFUNC, 8),
            (rs::FOGEND, ONE),
            (rs::FOGDENSITY, ONE),
            (rs::STENCILFAIL, 1),
            (rs::STENCILZFAIL, 1),
            (rs::STENCILPASS, 1),
            (rs::STENCILFUNC, 8),
            (rs::STENCILMASK, u32::MAX),
            (rs::STENCILWRITEMASK, u32::MAX),
            (rs::TEXTUREFACTOR, u32::MAX),
            (rs::CLIPPING, 1),
            (rs::LIGHTING, 1),
            (rs::COLORVERTEX, 1),
            (rs::LOCALVIEWER, 1),
            (rs::DIFFUSEMATERIALSOURCE, 1),
            (rs::SPECULARMATERIALSOURCE, 2),
            (rs::POINTSIZE, ONE),
            (rs::POINTSIZE_MIN, ONE),
            (rs::POINTSCALE_A, ONE),
            (rs::MULTISAMPLEANTIALIAS, 1),
            (rs::MULTISAMPLEMASK, u32::MAX),
            (rs::POINTSIZE_MAX, 0x4280_0000), // 64.0
            (rs::COLORWRITEENABLE, 0xf),
            (rs::BLENDOP, 1),
            (rs::POSITIONDEGREE, 3),
            (rs::NORMALDEGREE, 1),
            (rs::MINTESSELLATIONLEVEL, ONE),
            (rs::MAXTESSELLATIONLEVEL, ONE),
            (rs::ADAPTIVETESS_Z, ONE),
            (rs::CCW_STENCILFAIL, 1),
            (187, 1),
            (188, 1),
            (rs::CCW_STENCILFUNC, 8),
            (190, 0xf),
            (191, 0xf),
            (rs::COLORWRITEENABLE3, 0xf),
            (rs::BLENDFACTOR, u32::MAX),
            (rs::SRCBLENDALPHA, 2),
            (rs::DESTBLENDALPHA, 1),
            (rs::BLENDOPALPHA, 1),
        ];
        for &(state, value) in defaults {
            values[state as usize] = value;
        }
        Self { values }
    }

    /// The value of a state (unchecked: callers pass constants).
    pub fn get(&self, state: u32) -> u32 {
        self.values[state as usize]
    }

    /// The value of a float state.
    pub fn float(&self, state: u32) -> f32 {
        f32::from_bits(self.get(state))
    }

    /// Whether a boolean state is on.
    pub fn on(&self, state: u32) -> bool {
        self.get(state) != 0
    }

    /// Checks `state` and `value`, then stores it; returns whether the value changed.
    pub fn set(&mut self, state: u32, value: u32) -> Result<bool> {
        check(state, value)?;
        let slot = &mut self.values[state as usize];
        let changed = *slot != value;
        *slot = value;
        Ok(changed)
    }

    /// The value of a state, or an error for an unknown state.
    pub fn checked_get(&self, state: u32) -> Result<u32> {
        known(state)?;
        Ok(self.get(state))
    }
}

fn known(state: u32) -> Result<()> {
    if D3DRS.name_of(state).is_none() {
        return Err(Error::invalid(format!(
            "unknown D3DRENDERSTATETYPE {state}"
        )));
    }
    Ok(())
}

/// The valid range of an enum-valued state, with its family's name.
fn range(state: u32) -> Option<(&'static str, std::ops::RangeInclusive<u32>)> {
    Some(match state {
        rs::ZENABLE => ("D3DZBUFFERTYPE", 0..=2),
        rs::FILLMODE => ("D3DFILLMODE", 1..=3),
        rs::SHADEMODE => ("D3DSHADEMODE", 1..=3),
        rs::SRCBLEND | rs::DESTBLEND | rs::SRCBLENDALPHA | rs::DESTBLENDALPHA => {
            ("D3DBLEND", 1..=17)
        }
        rs::CULLMODE => ("D3DCULL", 1..=3),
        rs::ZFUNC | rs::ALPHAFUNC | rs::STENCILFUNC | rs::CCW_STENCILFUNC => ("D3DCMPFUNC", 1..=8),
        rs::STENCILFAIL..=rs::STENCILPASS | rs::CCW_STENCILFAIL..=188 => ("D3DSTENCILOP", 1..=8),
        rs::FOGTABLEMODE | rs::FOGVERTEXMODE => ("D3DFOGMODE", 0..=3),
        rs::BLENDOP | rs::BLENDOPALPHA => ("D3DBLENDOP", 1..=5),
        rs::DIFFUSEMATERIALSOURCE..=rs::EMISSIVEMATERIALSOURCE => ("D3DMATERIALCOLORSOURCE", 0..=2),
        rs::PATCHEDGESTYLE => ("D3DPATCHEDGESTYLE", 0..=1),
        rs::POSITIONDEGREE | rs::NORMALDEGREE => ("D3DDEGREETYPE", 1..=5),
        rs::COLORWRITEENABLE..=rs::COLORWRITEENABLE
        | rs::COLORWRITEENABLE1..=rs::COLORWRITEENABLE3 => ("D3DCOLORWRITEENABLE", 0..=0xf),
        _ => return None,
    })
}

fn check(state: u32, value: u32) -> Result<()> {
    known(state)?;
    if state == rs::VERTEXBLEND && !matches!(value, 0..=3 | 255 | 256) {
        return Err(Error::invalid(format!(
            "D3DVERTEXBLENDFLAGS {value} is not valid"
        )));
    }
    if let Some((family, valid)) = range(state)
        && !valid.contains(&value)
    {
        let name = D3DRS.name_of(state).unwrap_or("?");
        return Err(Error::invalid(format!(
            "{name}: {value} is not a valid {family} value"
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_states_and_values_are_refused_and_change_nothing() {
        let mut states = RenderStates::new(true);
        assert_eq!(states.get(rs::ZENABLE), 1);
        assert_eq!(states.get(rs::CULLMODE), 3);
        let e = states.set(rs::CULLMODE, 4).unwrap_err();
        assert_eq!(e.message, "D3DRS_CULLMODE: 4 is not a valid D3DCULL value");
        assert_eq!(states.get(rs::CULLMODE), 3);
        assert!(
            states
                .set(3, 0)
                .unwrap_err()
                .message
                .contains("D3DRENDERSTATETYPE 3")
        );
        assert!(states.set(rs::ZFUNC, 9).is_err());
        assert!(states.set(rs::COLORWRITEENABLE, 0x10).is_err());
        assert!(states.set(rs::CULLMODE, 1).unwrap());
        assert!(!states.set(rs::CULLMODE, 1).unwrap());
        assert_eq!(RenderStates::new(false).get(rs::ZENABLE), 0);
        assert_eq!(states.float(rs::FOGEND), 1.0);
    }
}
