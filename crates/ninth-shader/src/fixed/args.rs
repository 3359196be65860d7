//! D3DTA: texture-stage arguments (a source register plus the COMPLEMENT and ALPHAREPLICATE
//! modifiers).

/// The register a texture-stage argument reads (`D3DTA_SELECTMASK` part of a `D3DTA_*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum ArgSource {
    /// `D3DTA_DIFFUSE` (0): the interpolated diffuse colour (white without COLOR0).
    Diffuse = 0,
    /// `D3DTA_CURRENT` (1): the previous stage's result (the diffuse colour at stage 0).
    Current = 1,
    /// `D3DTA_TEXTURE` (2): this stage's texture sample.
    Texture = 2,
    /// `D3DTA_TFACTOR` (3): D3DRS_TEXTUREFACTOR (a uniform).
    TFactor = 3,
    /// `D3DTA_SPECULAR` (4): the interpolated specular colour (zero without COLOR1).
    Specular = 4,
    /// `D3DTA_TEMP` (5): the temporary register (zero until a stage writes it).
    Temp = 5,
    /// `D3DTA_CONSTANT` (6): this stage's D3DTSS_CONSTANT (a uniform).
    Constant = 6,
}

/// `D3DTA_SELECTMASK`.
pub const D3DTA_SELECTMASK: u32 = 0x0f;
/// `D3DTA_COMPLEMENT`: `1 - x`.
pub const D3DTA_COMPLEMENT: u32 = 0x10;
/// `D3DTA_ALPHAREPLICATE`: `x.aaaa`.
pub const D3DTA_ALPHAREPLICATE: u32 = 0x20;
/// `D3DTA_DIFFUSE`.
pub const D3DTA_DIFFUSE: u32 = 0;
/// `D3DTA_CURRENT`.
pub const D3DTA_CURRENT: u32 = 1;
/// `D3DTA_TEXTURE`.
pub const D3DTA_TEXTURE: u32 = 2;
/// `D3DTA_TFACTOR`.
pub const D3DTA_TFACTOR: u32 = 3;
/// `D3DTA_SPECULAR`.
pub const D3DTA_SPECULAR: u32 = 4;
/// `D3DTA_TEMP`.
pub const D3DTA_TEMP: u32 = 5;
/// `D3DTA_CONSTANT`.
pub const D3DTA_CONSTANT: u32 = 6;

impl ArgSource {
    /// The source of a `D3DTA_SELECTMASK` value, `None` above 6.
    pub fn from_u32(value: u32) -> Option<ArgSource> {
        Some(match value {
            0 => Self::Diffuse,
            1 => Self::Current,
            2 => Self::Texture,
            3 => Self::TFactor,
            4 => Self::Specular,
            5 => Self::Temp,
            6 => Self::Constant,
            _ => return None,
        })
    }
}

/// A texture-stage argument: a `D3DTA_*` value (source | modifiers).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TextureArg {
    /// The register read.
    pub source: ArgSource,
    /// `D3DTA_COMPLEMENT`: `1 - x` (applied after the replicate).
    pub complement: bool,
    /// `D3DTA_ALPHAREPLICATE`: every channel is the alpha.
    pub alpha_replicate: bool,
}

impl TextureArg {
    /// A plain argument (no modifiers).
    pub const fn new(source: ArgSource) -> TextureArg {
        TextureArg {
            source,
            complement: false,
            alpha_replicate: false,
        }
    }

    /// Parse a `D3DTA_*` value; `None` for a source above 6 or a bit outside
    /// `SELECTMASK | COMPLEMENT | ALPHAREPLICATE`.
    pub fn from_u32(value: u32) -> Option<TextureArg> {
        if value & !(D3DTA_SELECTMASK | D3DTA_COMPLEMENT | D3DTA_ALPHAREPLICATE) != 0 {
            return None;
        }
        Some(TextureArg {
            source: ArgSource::from_u32(value & D3DTA_SELECTMASK)?,
            complement: value & D3DTA_COMPLEMENT != 0,
            alpha_replicate: value & D3DTA_ALPHAREPLICATE != 0,
        })
    }

    /// The `D3DTA_*` value (fits a byte).
    pub fn value(self) -> u8 {
        let mut v = self.source as u8;
        if self.complement {
            v |= D3DTA_COMPLEMENT as u8;
        }
        if self.alpha_replicate {
            v |= D3DTA_ALPHAREPLICATE as u8;
        }
        v
    }

    /// The same argument with COMPLEMENT.
    pub const fn complement(self) -> TextureArg {
        TextureArg {
            complement: true,
            ..self
        }
    }

    /// The same argument with ALPHAREPLICATE.
    pub const fn alpha_replicate(self) -> TextureArg {
        TextureArg {
            alpha_replicate: true,
            ..self
        }
    }
}
