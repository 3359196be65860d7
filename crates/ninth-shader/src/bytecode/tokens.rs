//! Bit layouts of D3D9 shader tokens (`D3DSI_*`, `D3DSP_*`, `D3DVS_*` in d3d9types.h), the
//! value tables of the IR enums, and the operand shape of every opcode (which also gives the
//! instruction lengths of shader model 1, whose instruction tokens carry no length).

use crate::ir::{
    Comparison, DeclUsage, Opcode, RegisterType, SamplerKind, ShaderKind, ShaderVersion,
    SourceModifier,
};

/// `D3DSI_OPCODE_MASK`.
pub const OPCODE_MASK: u32 = 0x0000_FFFF;
/// Instruction-specific control bits 16-23 (`D3DSP_OPCODESPECIFICCONTROL_MASK`).
pub const CONTROL_SHIFT: u32 = 16;
/// `D3DSI_INSTLENGTH_SHIFT`: SM2+ instruction length, bits 24-27.
pub const LENGTH_SHIFT: u32 = 24;
/// `D3DSHADER_INSTRUCTION_PREDICATED` (bit 28).
pub const PREDICATED_BIT: u32 = 1 << 28;
/// `D3DSI_COISSUE` (bit 30).
pub const COISSUE_BIT: u32 = 1 << 30;
/// Bit 31: 0 in instruction tokens, 1 in parameter tokens.
pub const PARAM_BIT: u32 = 1 << 31;
/// Bit 29 of instruction tokens, reserved.
pub const INSTRUCTION_RESERVED: u32 = 1 << 29;

/// `D3DSP_REGNUM_MASK`: register index, bits 0-10.
pub const REGNUM_MASK: u32 = 0x0000_07FF;
/// `D3DSP_REGTYPE_SHIFT2`: register type bits 3-4 live in bits 11-12.
pub const REGTYPE_SHIFT2: u32 = 11;
/// `D3DSP_REGTYPE_SHIFT`: register type bits 0-2 live in bits 28-30.
pub const REGTYPE_SHIFT: u32 = 28;
/// `D3DVS_ADDRMODE_RELATIVE` (bit 13).
pub const RELATIVE_BIT: u32 = 1 << 13;
/// Bits 14-15 of parameter tokens, reserved.
pub const PARAM_RESERVED: u32 = 0x0000_C000;
/// `D3DSP_WRITEMASK_*` shift (bits 16-19).
pub const WRITEMASK_SHIFT: u32 = 16;
/// `D3DSP_DSTMOD_SHIFT` (bits 20-23).
pub const DSTMOD_SHIFT: u32 = 20;
/// `D3DSP_DSTSHIFT_SHIFT` (bits 24-27).
pub const DSTSHIFT_SHIFT: u32 = 24;
/// `D3DVS_SWIZZLE_SHIFT` (bits 16-23).
pub const SWIZZLE_SHIFT: u32 = 16;
/// `D3DSP_SRCMOD_SHIFT` (bits 24-27).
pub const SRCMOD_SHIFT: u32 = 24;
/// `D3DSPDM_SATURATE`.
pub const DSTMOD_SATURATE: u32 = 1;
/// `D3DSPDM_PARTIALPRECISION`.
pub const DSTMOD_PARTIAL_PRECISION: u32 = 2;
/// `D3DSPDM_MSAMPCENTROID`.
pub const DSTMOD_CENTROID: u32 = 4;

/// `D3DSP_DCL_USAGE_MASK` (bits 0-4) of the dcl token.
pub const DCL_USAGE_MASK: u32 = 0x0000_001F;
/// `D3DSP_DCL_USAGEINDEX_SHIFT` (bits 16-19).
pub const DCL_INDEX_SHIFT: u32 = 16;
/// `D3DSP_DCL_USAGEINDEX_MASK`.
pub const DCL_INDEX_MASK: u32 = 0x000F_0000;
/// `D3DSP_TEXTURETYPE_SHIFT` (bits 27-30).
pub const DCL_TEXTURETYPE_SHIFT: u32 = 27;
/// `D3DSP_TEXTURETYPE_MASK`.
pub const DCL_TEXTURETYPE_MASK: u32 = 0x7800_0000;

/// `D3DSIO_COMMENT` length field: bits 16-30.
pub const COMMENT_LENGTH_MASK: u32 = 0x7FFF_0000;
/// The end token.
pub const END_TOKEN: u32 = 0x0000_FFFF;
/// `CTAB` as a little-endian fourcc.
pub const CTAB_FOURCC: u32 = u32::from_le_bytes(*b"CTAB");

/// The version token of `version`.
pub fn version_token(version: ShaderVersion) -> u32 {
    let kind = match version.kind {
        ShaderKind::Vertex => 0xFFFE_0000,
        ShaderKind::Pixel => 0xFFFF_0000,
    };
    kind | (u32::from(version.major) << 8) | u32::from(version.minor)
}

/// The version of a version token, if it names a model ninth knows (vs 1.0-3.0, ps 1.0-3.0,
/// with 2.1 standing for `_2_x`).
pub fn version_from_token(token: u32) -> Option<ShaderVersion> {
    let kind = match token >> 16 {
        0xFFFE => ShaderKind::Vertex,
        0xFFFF => ShaderKind::Pixel,
        _ => return None,
    };
    let major = ((token >> 8) & 0xFF) as u8;
    let minor = (token & 0xFF) as u8;
    let known = match (kind, major) {
        (ShaderKind::Vertex, 1) => minor <= 1,
        (ShaderKind::Pixel, 1) => minor <= 4,
        (_, 2) => minor <= 1,
        (_, 3) => minor == 0,
        _ => false,
    };
    known.then_some(ShaderVersion { kind, major, minor })
}

/// The opcode with token value `value`, if there is one.
pub fn opcode_from_u16(value: u16) -> Option<Opcode> {
    use Opcode::*;
    const TABLE: [Opcode; 97] = [
        Nop,
        Mov,
        Add,
        Sub,
        Mad,
        Mul,
        Rcp,
        Rsq,
        Dp3,
        Dp4,
        Min,
        Max,
        Slt,
        Sge,
        Exp,
        Log,
        Lit,
        Dst,
        Lrp,
        Frc,
        M4x4,
        M4x3,
        M3x4,
        M3x3,
        M3x2,
        Call,
        CallNz,
        Loop,
        Ret,
        EndLoop,
        Label,
        Dcl,
        Pow,
        Crs,
        Sgn,
        Abs,
        Nrm,
        SinCos,
        Rep,
        EndRep,
        If,
        Ifc,
        Else,
        EndIf,
        Break,
        BreakC,
        Mova,
        DefB,
        DefI,
        Nop,
        Nop,
        Nop,
        Nop,
        Nop,
        Nop,
        Nop,
        Nop,
        Nop,
        Nop,
        Nop,
        Nop,
        Nop,
        Nop,
        Nop,
        TexCoord,
        TexKill,
        Tex,
        TexBem,
        TexBemL,
        TexReg2Ar,
        TexReg2Gb,
        TexM3x2Pad,
        TexM3x2Tex,
        TexM3x3Pad,
        TexM3x3Tex,
        Nop,
        TexM3x3Spec,
        TexM3x3VSpec,
        ExpP,
        LogP,
        Cnd,
        Def,
        TexReg2Rgb,
        TexDp3Tex,
        TexM3x2Depth,
        TexDp3,
        TexM3x3,
        TexDepth,
        Cmp,
        Bem,
        Dp2Add,
        Dsx,
        Dsy,
        TexLdd,
        SetP,
        TexLdl,
        BreakP,
    ];
    match value {
        0xFFFD => Some(Phase),
        0xFFFE => Some(Comment),
        0xFFFF => Some(End),
        // 49..=63 and 75 are holes in the opcode space.
        49..=63 | 75 => None,
        v => TABLE.get(usize::from(v)).copied(),
    }
}

/// The register type with token value `value`, if there is one.
pub fn register_type_from_u32(value: u32) -> Option<RegisterType> {
    use RegisterType::*;
    const TABLE: [RegisterType; 20] = [
        Temp,
        Input,
        Const,
        AddrOrTexture,
        RastOut,
        AttrOut,
        TexCrdOutOrOutput,
        ConstInt,
        ColorOut,
        DepthOut,
        Sampler,
        Const2,
        Const3,
        Const4,
        ConstBool,
        Loop,
        TempFloat16,
        MiscType,
        Label,
        Predicate,
    ];
    usize::try_from(value)
        .ok()
        .and_then(|i| TABLE.get(i))
        .copied()
}

/// The usage with token value `value`, if there is one.
pub fn usage_from_u32(value: u32) -> Option<DeclUsage> {
    use DeclUsage::*;
    const TABLE: [DeclUsage; 14] = [
        Position,
        BlendWeight,
        BlendIndices,
        Normal,
        PSize,
        TexCoord,
        Tangent,
        Binormal,
        TessFactor,
        PositionT,
        Color,
        Fog,
        Depth,
        Sample,
    ];
    usize::try_from(value)
        .ok()
        .and_then(|i| TABLE.get(i))
        .copied()
}

/// The sampler kind with `D3DSTT_*` value `value`, if ninth supports it (2D, cube, volume).
pub fn sampler_kind_from_u32(value: u32) -> Option<SamplerKind> {
    match value {
        2 => Some(SamplerKind::Tex2d),
        3 => Some(SamplerKind::Cube),
        4 => Some(SamplerKind::Volume),
        _ => None,
    }
}

/// The register-type bits of a parameter token.
pub fn register_type_bits(token: u32) -> u32 {
    ((token >> REGTYPE_SHIFT) & 0x7) | (((token >> REGTYPE_SHIFT2) & 0x3) << 3)
}

/// A parameter token's register bits (bit 31, type, index) for `ty` and `index`.
pub fn register_bits(ty: RegisterType, index: u32) -> u32 {
    let t = ty as u32;
    PARAM_BIT | ((t & 0x7) << REGTYPE_SHIFT) | ((t >> 3) << REGTYPE_SHIFT2) | (index & REGNUM_MASK)
}

/// How many source parameters an opcode takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sources {
    /// Exactly this many.
    Exactly(usize),
    /// `sincos`: one source (SM3) or three (SM2, with the two constant registers).
    OneOrThree,
}

impl Sources {
    /// Whether `n` sources fit.
    pub fn accepts(self, n: usize) -> bool {
        match self {
            Sources::Exactly(m) => n == m,
            Sources::OneOrThree => n == 1 || n == 3,
        }
    }
}

/// The parameters of an opcode: a destination or not, and the sources. `def`, `defi`, `defb`
/// and `dcl` are special-cased by the decoder and encoder and are not described here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    /// Whether the first parameter is a destination.
    pub dst: bool,
    /// Source parameters.
    pub sources: Sources,
}

/// The operand shape of `opcode` in `version`. `None` for the special opcodes (comment, end,
/// dcl, def*) which have their own layouts.
pub fn shape(opcode: Opcode, version: ShaderVersion) -> Option<Shape> {
    use Opcode::*;
    let sm1_ps14 = version.major == 1 && version.minor >= 4;
    let (dst, n) =
        match opcode {
            Nop | Ret | EndLoop | EndRep | Else | EndIf | Break | Phase => (false, 0),
            Call | Label | Rep | If | BreakP => (false, 1),
            CallNz | Loop | Ifc | BreakC => (false, 2),
            Mov | Rcp | Rsq | Exp | Log | Lit | Frc | Abs | Nrm | Mova | ExpP | LogP | Dsx
            | Dsy => (true, 1),
            Add | Sub | Mul | Dp3 | Dp4 | Min | Max | Slt | Sge | Dst | M4x4 | M4x3 | M3x4
            | M3x3 | M3x2 | Pow | Crs | SetP | Bem | TexLdl => (true, 2),
            Mad | Lrp | Sgn | Cnd | Cmp | Dp2Add => (true, 3),
            TexLdd => (true, 4),
            SinCos => {
                return Some(Shape {
                    dst: true,
                    sources: Sources::OneOrThree,
                });
            }
            TexKill | TexDepth => (true, 0),
            // ps_1_4 `texcrd`/`texld` read a source; ps_1_0-1_3 `texcoord`/`tex` do not; SM2+
            // `texld` reads a coordinate and a sampler.
            TexCoord => (true, usize::from(sm1_ps14)),
            Tex if version.major >= 2 => (true, 2),
            Tex => (true, usize::from(sm1_ps14)),
            TexBem | TexBemL | TexReg2Ar | TexReg2Gb | TexM3x2Pad | TexM3x2Tex | TexM3x3Pad
            | TexM3x3Tex | TexM3x3VSpec | TexReg2Rgb | TexDp3Tex | TexM3x2Depth | TexDp3
            | TexM3x3 => (true, 1),
            TexM3x3Spec => (true, 2),
            Dcl | Def | DefI | DefB | Comment | End => return None,
        };
    Some(Shape {
        dst,
        sources: Sources::Exactly(n),
    })
}

/// The comparison with token value `value` (1-6), if there is one.
pub fn comparison_from_u8(value: u8) -> Option<Comparison> {
    use Comparison::*;
    [Gt, Eq, Ge, Lt, Ne, Le]
        .get(usize::from(value).wrapping_sub(1))
        .copied()
}

/// The source modifier with token value `value` (0-13), if there is one.
pub fn source_modifier_from_u8(value: u8) -> Option<SourceModifier> {
    use SourceModifier::*;
    [
        None, Neg, Bias, BiasNeg, Sign, SignNeg, Comp, X2, X2Neg, Dz, Dw, Abs, AbsNeg, Not,
    ]
    .get(usize::from(value))
    .copied()
}
