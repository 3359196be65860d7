//! Linking by semantic: the map from a (usage, usage index) pair to the WebGPU inter-stage
//! `@location` that a vertex output and a pixel input of that semantic share.
//!
//! Both stages of a pipeline are translated with the same [`LinkMap`]
//! (`Options::link_map`), so any vertex shader links with any pixel shader (like DXVK's
//! semantic registry): the vertex shader writes, at each location of its
//! `Options::link_locations` mask (the renderer sets the pixel shader's locations), either
//! its own output of that semantic or the D3D9 default ([`default_value`]).
//!
//! The standard map ([`LinkMap::STANDARD`], the default) covers what almost every shader
//! uses:
//!
//! | semantic             | location |
//! |----------------------|----------|
//! | TEXCOORD0-9          | 0-9      |
//! | COLOR0-1             | 10-11    |
//! | FOG0                 | 12       |
//! | NORMAL0              | 13       |
//! | TANGENT0             | 14       |
//! | BINORMAL0            | 15       |
//!
//! A pixel shader reading another semantic (a `ps_3_0` may read any usage) gets its map from
//! [`LinkMap::for_pixel_shader`]: standard semantics keep their location and the others
//! take the locations that shader leaves free; the renderer then translates the vertex
//! shader with that map too. With a map that lacks a semantic, a vertex shader drops that
//! output and a pixel shader fails with `TranslateError::Unsupported`. POSITION0 is the
//! clip-space position builtin, never a location.

use crate::analyze::Analysis;
use crate::ir::DeclUsage;

/// Number of inter-stage locations (WebGPU's guaranteed minimum).
pub const LOCATION_COUNT: u32 = 16;

const EMPTY: u8 = 0xFF;

/// Which semantic lives at each of the 16 inter-stage locations. Small, `Copy`, `Hash`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LinkMap {
    /// Per location: `usage << 4 | usage_index`, or 0xFF for none.
    slots: [u8; 16],
}

const fn code(usage: DeclUsage, index: u8) -> u8 {
    ((usage as u8) << 4) | (index & 0xF)
}

fn usage_from(v: u8) -> Option<DeclUsage> {
    use DeclUsage as U;
    Some(match v {
        0 => U::Position,
        1 => U::BlendWeight,
        2 => U::BlendIndices,
        3 => U::Normal,
        4 => U::PSize,
        5 => U::TexCoord,
        6 => U::Tangent,
        7 => U::Binormal,
        8 => U::TessFactor,
        9 => U::PositionT,
        10 => U::Color,
        11 => U::Fog,
        12 => U::Depth,
        13 => U::Sample,
        _ => return None,
    })
}

impl Default for LinkMap {
    fn default() -> Self {
        Self::STANDARD
    }
}

impl LinkMap {
    /// The standard map (see the module docs).
    pub const STANDARD: LinkMap = LinkMap {
        slots: [
            code(DeclUsage::TexCoord, 0),
            code(DeclUsage::TexCoord, 1),
            code(DeclUsage::TexCoord, 2),
            code(DeclUsage::TexCoord, 3),
            code(DeclUsage::TexCoord, 4),
            code(DeclUsage::TexCoord, 5),
            code(DeclUsage::TexCoord, 6),
            code(DeclUsage::TexCoord, 7),
            code(DeclUsage::TexCoord, 8),
            code(DeclUsage::TexCoord, 9),
            code(DeclUsage::Color, 0),
            code(DeclUsage::Color, 1),
            code(DeclUsage::Fog, 0),
            code(DeclUsage::Normal, 0),
            code(DeclUsage::Tangent, 0),
            code(DeclUsage::Binormal, 0),
        ],
    };

    /// The location of a semantic, if the map has it.
    pub fn location(&self, usage: DeclUsage, index: u8) -> Option<u32> {
        if index > 15 || usage == DeclUsage::Position && index == 0 {
            return None;
        }
        let c = code(usage, index);
        self.slots.iter().position(|&s| s == c).map(|l| l as u32)
    }

    /// The semantic at a location.
    pub fn semantic(&self, location: u32) -> Option<(DeclUsage, u8)> {
        let s = *self.slots.get(location as usize)?;
        if s == EMPTY {
            return None;
        }
        Some((usage_from(s >> 4)?, s & 0xF))
    }

    /// A map holding every input of a pixel shader: the standard map where it suffices,
    /// else standard semantics at their place and the others in locations the shader does
    /// not read. `None` if the shader reads more than 16 semantics. For a vertex shader:
    /// the standard map.
    pub fn for_pixel_shader(analysis: &Analysis) -> Option<LinkMap> {
        let std = Self::STANDARD;
        let mut map = std;
        if analysis.version.kind != crate::ir::ShaderKind::Pixel {
            return Some(std);
        }
        let mut used: u16 = 0;
        let mut extra = Vec::new();
        for s in &analysis.inputs {
            match std.location(s.usage, s.usage_index) {
                Some(l) => used |= 1 << l,
                None if s.usage_index <= 15 => extra.push(code(s.usage, s.usage_index)),
                None => return None,
            }
        }
        extra.dedup();
        for c in extra {
            let free = (0..16).find(|&l| used & (1 << l) == 0)?;
            used |= 1 << free;
            map.slots[free] = c;
        }
        Some(map)
    }
}

/// What a pixel shader reads for a semantic the vertex shader does not write: (1, 1, 1, 1)
/// for colours (D3D9's default diffuse), (1, 0, 0, 0) for FOG (a vertex shader without
/// `oFog` gives vertex fog the factor 1, no fog, as D3D9 drivers do: DXVK starts `oFog` at
/// 1), (0, 0, 0, 0) for everything else.
pub fn default_value(usage: DeclUsage) -> [f32; 4] {
    match usage {
        DeclUsage::Color => [1.0; 4],
        DeclUsage::Fog => [1.0, 0.0, 0.0, 0.0],
        _ => [0.0; 4],
    }
}
