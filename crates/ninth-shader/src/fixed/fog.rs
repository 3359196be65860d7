//! Fog of the fixed-function fragment: vertex fog and table (pixel) fog LINEAR / EXP / EXP2,
//! from depth, from w, or from a radial eye distance.

/// The fog the fixed fragment applies: `rgb = mix(fog_colour, rgb, saturate(f))`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[repr(u8)]
pub enum FixedFog {
    /// No fog (D3DRS_FOGENABLE false).
    #[default]
    Off = 0,
    /// Vertex fog: `f` is the interpolated FOG0 value the vertex stage computed
    /// (D3DRS_FOGVERTEXMODE, or a vertex shader's `oFog`). Without a FOG input: no fog.
    Vertex = 1,
    /// Table fog D3DFOG_LINEAR: `f = (end - d) / (end - start)` (0 when end = start).
    Linear = 2,
    /// Table fog D3DFOG_EXP: `f = exp(-density * d)`.
    Exp = 3,
    /// Table fog D3DFOG_EXP2: `f = exp(-(density * d)^2)`.
    Exp2 = 4,
}

impl FixedFog {
    pub(crate) fn from_u8(v: u8) -> Option<FixedFog> {
        Some(match v {
            0 => Self::Off,
            1 => Self::Vertex,
            2 => Self::Linear,
            3 => Self::Exp,
            4 => Self::Exp2,
            _ => return None,
        })
    }

    /// Table fog mode for a `D3DFOGMODE` value (1 EXP, 2 EXP2, 3 LINEAR); `None` for
    /// D3DFOG_NONE and unknown values.
    pub fn table(d3dfogmode: u32) -> Option<FixedFog> {
        match d3dfogmode {
            1 => Some(Self::Exp),
            2 => Some(Self::Exp2),
            3 => Some(Self::Linear),
            _ => None,
        }
    }

    /// Whether this is a table (per-pixel) mode.
    pub fn is_table(self) -> bool {
        matches!(self, Self::Linear | Self::Exp | Self::Exp2)
    }
}

/// The distance `d` of table fog.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[repr(u8)]
pub enum FogSource {
    /// The pixel's depth z (`frag_coord.z`, 0..1): D3D9 with an orthographic projection
    /// (or without D3DPRASTERCAPS_WFOG).
    #[default]
    Depth = 0,
    /// The pixel's clip-space w (`1 / frag_coord.w`, eye-space z): D3D9 "w-fog", used when
    /// the projection matrix is perspective (its `_34` is not 0 or `_44` is not 1). The
    /// renderer decides and sets it.
    W = 1,
    /// The eye distance the vertex stage writes into FOG0's `.x` (radial / range fog).
    Radial = 2,
}

impl FogSource {
    pub(crate) fn from_u8(v: u8) -> Option<FogSource> {
        Some(match v {
            0 => Self::Depth,
            1 => Self::W,
            2 => Self::Radial,
            _ => return None,
        })
    }
}

/// The WGSL expression of the (unsaturated) fog factor, reading `input.frag_coord`,
/// `input.l{fog_location}` and the uniforms `fx.fog` (start, end, density, linear scale); `None` without fog.
pub(crate) fn factor_wgsl(fog: FixedFog, source: FogSource, fog_location: u32) -> Option<String> {
    let d = match source {
        FogSource::Depth => "input.frag_coord.z".to_owned(),
        FogSource::W => "(1.0 / input.frag_coord.w)".to_owned(),
        FogSource::Radial => format!("input.l{fog_location}.x"),
    };
    Some(match fog {
        FixedFog::Off => return None,
        FixedFog::Vertex => format!("input.l{fog_location}.x"),
        FixedFog::Linear => format!("(fx.fog.y - {d}) * fx.fog.w"),
        FixedFog::Exp => format!("exp(-fx.fog.z * {d})"),
        FixedFog::Exp2 => format!("exp(-(fx.fog.z * {d}) * (fx.fog.z * {d}))"),
    })
}

/// Whether the fragment needs `@builtin(position)` for the fog distance.
pub(crate) fn needs_frag_coord(fog: FixedFog, source: FogSource) -> bool {
    fog.is_table() && source != FogSource::Radial
}
