//! D3DTEXTUREOP: the 26 texture-stage operations, with the operands each one reads.

/// A D3D9 texture-stage operation (`D3DTEXTUREOP`), numeric values as in `d3d9types.h`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum TextureOp {
    /// `D3DTOP_DISABLE`: the cascade stops (colour op) / current alpha passes (alpha op).
    Disable = 1,
    /// `D3DTOP_SELECTARG1`: `a1`.
    SelectArg1 = 2,
    /// `D3DTOP_SELECTARG2`: `a2`.
    SelectArg2 = 3,
    /// `D3DTOP_MODULATE`: `a1 * a2`.
    Modulate = 4,
    /// `D3DTOP_MODULATE2X`: `2 * a1 * a2`.
    Modulate2x = 5,
    /// `D3DTOP_MODULATE4X`: `4 * a1 * a2`.
    Modulate4x = 6,
    /// `D3DTOP_ADD`: `a1 + a2`.
    Add = 7,
    /// `D3DTOP_ADDSIGNED`: `a1 + a2 - 0.5`.
    AddSigned = 8,
    /// `D3DTOP_ADDSIGNED2X`: `2 * (a1 + a2 - 0.5)`.
    AddSigned2x = 9,
    /// `D3DTOP_SUBTRACT`: `a1 - a2`.
    Subtract = 10,
    /// `D3DTOP_ADDSMOOTH`: `a1 + a2 * (1 - a1)`.
    AddSmooth = 11,
    /// `D3DTOP_BLENDDIFFUSEALPHA`: `a1 * d.a + a2 * (1 - d.a)` (d: the diffuse colour).
    BlendDiffuseAlpha = 12,
    /// `D3DTOP_BLENDTEXTUREALPHA`: `a1 * t.a + a2 * (1 - t.a)` (t: this stage's texture).
    BlendTextureAlpha = 13,
    /// `D3DTOP_BLENDFACTORALPHA`: `a1 * f.a + a2 * (1 - f.a)` (f: TEXTUREFACTOR).
    BlendFactorAlpha = 14,
    /// `D3DTOP_BLENDTEXTUREALPHAPM`: `a1 + a2 * (1 - t.a)`.
    BlendTextureAlphaPm = 15,
    /// `D3DTOP_BLENDCURRENTALPHA`: `a1 * c.a + a2 * (1 - c.a)` (c: current).
    BlendCurrentAlpha = 16,
    /// `D3DTOP_PREMODULATE`: this stage's texture modulated with the next stage's texture,
    /// `t[n] * t[n + 1]` (arguments ignored; `t[n]` alone at stage 7).
    PreModulate = 17,
    /// `D3DTOP_MODULATEALPHA_ADDCOLOR`: `a1.rgb + a1.a * a2.rgb` (colour op only).
    ModulateAlphaAddColor = 18,
    /// `D3DTOP_MODULATECOLOR_ADDALPHA`: `a1.rgb * a2.rgb + a1.a` (colour op only).
    ModulateColorAddAlpha = 19,
    /// `D3DTOP_MODULATEINVALPHA_ADDCOLOR`: `a1.rgb + (1 - a1.a) * a2.rgb` (colour op only).
    ModulateInvAlphaAddColor = 20,
    /// `D3DTOP_MODULATEINVCOLOR_ADDALPHA`: `(1 - a1.rgb) * a2.rgb + a1.a` (colour op only).
    ModulateInvColorAddAlpha = 21,
    /// `D3DTOP_BUMPENVMAP`: this stage's texture `(du, dv)` (red, green) through the stage's
    /// BUMPENVMAT perturbs the next stage's coordinates; the stage's own colour result is
    /// its result register unchanged (colour op only).
    BumpEnvMap = 22,
    /// `D3DTOP_BUMPENVMAPLUMINANCE`: as [`TextureOp::BumpEnvMap`], and the next stage's
    /// texture is scaled by `saturate(L * LSCALE + LOFFSET)` (L: blue) (colour op only).
    BumpEnvMapLuminance = 23,
    /// `D3DTOP_DOTPRODUCT3`: `dot(2 a1.rgb - 1, 2 a2.rgb - 1)`; as a colour op the result
    /// goes to all four channels (the alpha op is not evaluated).
    DotProduct3 = 24,
    /// `D3DTOP_MULTIPLYADD`: `a0 + a1 * a2`.
    MultiplyAdd = 25,
    /// `D3DTOP_LERP`: `a0 * a1 + (1 - a0) * a2`.
    Lerp = 26,
}

/// Operand mask bit of argument 0 ([`TextureOp::arg_mask`]).
pub const ARG0: u8 = 1;
/// Operand mask bit of argument 1.
pub const ARG1: u8 = 2;
/// Operand mask bit of argument 2.
pub const ARG2: u8 = 4;

impl TextureOp {
    /// All 26 operations in numeric order.
    pub const ALL: [TextureOp; 26] = [
        Self::Disable,
        Self::SelectArg1,
        Self::SelectArg2,
        Self::Modulate,
        Self::Modulate2x,
        Self::Modulate4x,
        Self::Add,
        Self::AddSigned,
        Self::AddSigned2x,
        Self::Subtract,
        Self::AddSmooth,
        Self::BlendDiffuseAlpha,
        Self::BlendTextureAlpha,
        Self::BlendFactorAlpha,
        Self::BlendTextureAlphaPm,
        Self::BlendCurrentAlpha,
        Self::PreModulate,
        Self::ModulateAlphaAddColor,
        Self::ModulateColorAddAlpha,
        Self::ModulateInvAlphaAddColor,
        Self::ModulateInvColorAddAlpha,
        Self::BumpEnvMap,
        Self::BumpEnvMapLuminance,
        Self::DotProduct3,
        Self::MultiplyAdd,
        Self::Lerp,
    ];

    /// The operation of a `D3DTEXTUREOP` value, `None` outside 1-26.
    pub fn from_u32(value: u32) -> Option<TextureOp> {
        let i = usize::try_from(value).ok()?.checked_sub(1)?;
        Self::ALL.get(i).copied()
    }

    /// The `D3DTEXTUREOP` value.
    pub fn value(self) -> u32 {
        self as u32
    }

    /// The D3D9 name (`D3DTOP_...`).
    pub fn d3d_name(self) -> &'static str {
        const NAMES: [&str; 26] = [
            "D3DTOP_DISABLE",
            "D3DTOP_SELECTARG1",
            "D3DTOP_SELECTARG2",
            "D3DTOP_MODULATE",
            "D3DTOP_MODULATE2X",
            "D3DTOP_MODULATE4X",
            "D3DTOP_ADD",
            "D3DTOP_ADDSIGNED",
            "D3DTOP_ADDSIGNED2X",
            "D3DTOP_SUBTRACT",
            "D3DTOP_ADDSMOOTH",
            "D3DTOP_BLENDDIFFUSEALPHA",
            "D3DTOP_BLENDTEXTUREALPHA",
            "D3DTOP_BLENDFACTORALPHA",
            "D3DTOP_BLENDTEXTUREALPHAPM",
            "D3DTOP_BLENDCURRENTALPHA",
            "D3DTOP_PREMODULATE",
            "D3DTOP_MODULATEALPHA_ADDCOLOR",
            "D3DTOP_MODULATECOLOR_ADDALPHA",
            "D3DTOP_MODULATEINVALPHA_ADDCOLOR",
            "D3DTOP_MODULATEINVCOLOR_ADDALPHA",
            "D3DTOP_BUMPENVMAP",
            "D3DTOP_BUMPENVMAPLUMINANCE",
            "D3DTOP_DOTPRODUCT3",
            "D3DTOP_MULTIPLYADD",
            "D3DTOP_LERP",
        ];
        NAMES[(self as usize - 1) % 26]
    }

    /// Which arguments the operation reads ([`ARG0`] | [`ARG1`] | [`ARG2`]), the
    /// reference renderer's arg-mask rule: SELECTARG1 only arg1, SELECTARG2 only arg2,
    /// MULTIPLYADD and LERP all three, DISABLE, PREMODULATE and the bump-mapping ops none,
    /// everything else arg1 and arg2. Unread arguments create no texture or texture
    /// coordinate dependency and are normalised out of the key.
    pub fn arg_mask(self) -> u8 {
        match self {
            Self::Disable | Self::PreModulate | Self::BumpEnvMap | Self::BumpEnvMapLuminance => 0,
            Self::SelectArg1 => ARG1,
            Self::SelectArg2 => ARG2,
            Self::MultiplyAdd | Self::Lerp => ARG0 | ARG1 | ARG2,
            _ => ARG1 | ARG2,
        }
    }

    /// Whether the operation samples this stage's texture whatever its arguments
    /// (BLENDTEXTUREALPHA, BLENDTEXTUREALPHAPM, PREMODULATE, the bump-mapping ops).
    pub fn reads_stage_texture(self) -> bool {
        matches!(
            self,
            Self::BlendTextureAlpha
                | Self::BlendTextureAlphaPm
                | Self::PreModulate
                | Self::BumpEnvMap
                | Self::BumpEnvMapLuminance
        )
    }

    /// Whether the operation is valid only as a colour op (18-23: the
    /// MODULATE*_ADD* family and the bump-mapping ops).
    pub fn color_only(self) -> bool {
        (18..=23).contains(&(self as u8))
    }

    /// Whether this is one of the bump-mapping ops (22, 23).
    pub fn is_bump(self) -> bool {
        matches!(self, Self::BumpEnvMap | Self::BumpEnvMapLuminance)
    }
}
