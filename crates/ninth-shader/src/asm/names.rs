//! The spellings of Microsoft's shader assembly: mnemonics, register names, usages, sampler
//! kinds, modifiers, and the float literals of `def`. Shared by the disassembler and assembler
//! so that each name is written and read in one place.

use crate::ir::{
    Comparison, DeclUsage, Opcode, Register, RegisterType, SamplerKind, ShaderKind, ShaderVersion,
};

/// Mnemonics that are the same in every model (opcode, name).
const MNEMONICS: &[(Opcode, &str)] = &[
    (Opcode::Nop, "nop"),
    (Opcode::Mov, "mov"),
    (Opcode::Add, "add"),
    (Opcode::Sub, "sub"),
    (Opcode::Mad, "mad"),
    (Opcode::Mul, "mul"),
    (Opcode::Rcp, "rcp"),
    (Opcode::Rsq, "rsq"),
    (Opcode::Dp3, "dp3"),
    (Opcode::Dp4, "dp4"),
    (Opcode::Min, "min"),
    (Opcode::Max, "max"),
    (Opcode::Slt, "slt"),
    (Opcode::Sge, "sge"),
    (Opcode::Exp, "exp"),
    (Opcode::Log, "log"),
    (Opcode::Lit, "lit"),
    (Opcode::Dst, "dst"),
    (Opcode::Lrp, "lrp"),
    (Opcode::Frc, "frc"),
    (Opcode::M4x4, "m4x4"),
    (Opcode::M4x3, "m4x3"),
    (Opcode::M3x4, "m3x4"),
    (Opcode::M3x3, "m3x3"),
    (Opcode::M3x2, "m3x2"),
    (Opcode::Call, "call"),
    (Opcode::CallNz, "callnz"),
    (Opcode::Loop, "loop"),
    (Opcode::Ret, "ret"),
    (Opcode::EndLoop, "endloop"),
    (Opcode::Label, "label"),
    (Opcode::Dcl, "dcl"),
    (Opcode::Pow, "pow"),
    (Opcode::Crs, "crs"),
    (Opcode::Sgn, "sgn"),
    (Opcode::Abs, "abs"),
    (Opcode::Nrm, "nrm"),
    (Opcode::SinCos, "sincos"),
    (Opcode::Rep, "rep"),
    (Opcode::EndRep, "endrep"),
    (Opcode::If, "if"),
    (Opcode::Ifc, "ifc"),
    (Opcode::Else, "else"),
    (Opcode::EndIf, "endif"),
    (Opcode::Break, "break"),
    (Opcode::BreakC, "breakc"),
    (Opcode::Mova, "mova"),
    (Opcode::DefB, "defb"),
    (Opcode::DefI, "defi"),
    (Opcode::TexKill, "texkill"),
    (Opcode::TexBem, "texbem"),
    (Opcode::TexBemL, "texbeml"),
    (Opcode::TexReg2Ar, "texreg2ar"),
    (Opcode::TexReg2Gb, "texreg2gb"),
    (Opcode::TexM3x2Pad, "texm3x2pad"),
    (Opcode::TexM3x2Tex, "texm3x2tex"),
    (Opcode::TexM3x3Pad, "texm3x3pad"),
    (Opcode::TexM3x3Tex, "texm3x3tex"),
    (Opcode::TexM3x3Spec, "texm3x3spec"),
    (Opcode::TexM3x3VSpec, "texm3x3vspec"),
    (Opcode::ExpP, "expp"),
    (Opcode::LogP, "logp"),
    (Opcode::Cnd, "cnd"),
    (Opcode::Def, "def"),
    (Opcode::TexReg2Rgb, "texreg2rgb"),
    (Opcode::TexDp3Tex, "texdp3tex"),
    (Opcode::TexM3x2Depth, "texm3x2depth"),
    (Opcode::TexDp3, "texdp3"),
    (Opcode::TexM3x3, "texm3x3"),
    (Opcode::TexDepth, "texdepth"),
    (Opcode::Cmp, "cmp"),
    (Opcode::Bem, "bem"),
    (Opcode::Dp2Add, "dp2add"),
    (Opcode::Dsx, "dsx"),
    (Opcode::Dsy, "dsy"),
    (Opcode::TexLdd, "texldd"),
    (Opcode::SetP, "setp"),
    (Opcode::TexLdl, "texldl"),
    (Opcode::BreakP, "breakp"),
    (Opcode::Phase, "phase"),
];

/// `D3DSI_TEXLD_PROJECT` in the control bits of `texld`.
pub const TEXLD_PROJECT: u8 = 1;
/// `D3DSI_TEXLD_BIAS` in the control bits of `texld`.
pub const TEXLD_BIAS: u8 = 2;

fn is_ps14(version: ShaderVersion) -> bool {
    version.kind == ShaderKind::Pixel && version.major == 1 && version.minor >= 4
}

/// The mnemonic of an instruction without modifiers: `texld`/`texldp`/`texldb`/`tex` and
/// `texcrd`/`texcoord` by model and control bits, `if_gt`/`break_ne`/`setp_lt` with the
/// comparison.
pub fn mnemonic(opcode: Opcode, control: u8, version: ShaderVersion) -> String {
    match opcode {
        Opcode::Tex if version.major >= 2 => match control {
            TEXLD_PROJECT => "texldp".into(),
            TEXLD_BIAS => "texldb".into(),
            _ => "texld".into(),
        },
        Opcode::Tex if is_ps14(version) => "texld".into(),
        Opcode::Tex => "tex".into(),
        Opcode::TexCoord if is_ps14(version) => "texcrd".into(),
        Opcode::TexCoord => "texcoord".into(),
        Opcode::Ifc | Opcode::BreakC | Opcode::SetP => {
            let base = match opcode {
                Opcode::Ifc => "if",
                Opcode::BreakC => "break",
                _ => "setp",
            };
            match crate::bytecode::tokens::comparison_from_u8(control) {
                Some(c) => format!("{base}_{}", comparison_name(c)),
                None => base.into(),
            }
        }
        _ => MNEMONICS.iter().find(|(op, _)| *op == opcode).map_or_else(
            || format!("{opcode:?}").to_lowercase(),
            |(_, n)| (*n).into(),
        ),
    }
}

/// The opcode and control bits of a base mnemonic (the part before the first `_`), if any.
/// `if`, `break` and `setp` come back as [`Opcode::If`], [`Opcode::Break`] and
/// [`Opcode::SetP`]; a comparison suffix turns the first two into `ifc`/`breakc`.
pub fn parse_mnemonic(name: &str) -> Option<(Opcode, u8)> {
    let lower = name.to_ascii_lowercase();
    Some(match lower.as_str() {
        "tex" | "texld" => (Opcode::Tex, 0),
        "texldp" => (Opcode::Tex, TEXLD_PROJECT),
        "texldb" => (Opcode::Tex, TEXLD_BIAS),
        "texcrd" | "texcoord" => (Opcode::TexCoord, 0),
        _ => MNEMONICS
            .iter()
            .find(|(_, n)| *n == lower)
            .map(|(op, _)| (*op, 0))?,
    })
}

/// `gt`, `eq`, ...
pub fn comparison_name(c: Comparison) -> &'static str {
    match c {
        Comparison::Gt => "gt",
        Comparison::Eq => "eq",
        Comparison::Ge => "ge",
        Comparison::Lt => "lt",
        Comparison::Ne => "ne",
        Comparison::Le => "le",
    }
}

/// The comparison spelled `name`, if any.
pub fn parse_comparison(name: &str) -> Option<Comparison> {
    [
        Comparison::Gt,
        Comparison::Eq,
        Comparison::Ge,
        Comparison::Lt,
        Comparison::Ne,
        Comparison::Le,
    ]
    .into_iter()
    .find(|&c| name.eq_ignore_ascii_case(comparison_name(c)))
}

const USAGES: &[(DeclUsage, &str)] = &[
    (DeclUsage::Position, "position"),
    (DeclUsage::BlendWeight, "blendweight"),
    (DeclUsage::BlendIndices, "blendindices"),
    (DeclUsage::Normal, "normal"),
    (DeclUsage::PSize, "psize"),
    (DeclUsage::TexCoord, "texcoord"),
    (DeclUsage::Tangent, "tangent"),
    (DeclUsage::Binormal, "binormal"),
    (DeclUsage::TessFactor, "tessfactor"),
    (DeclUsage::PositionT, "positiont"),
    (DeclUsage::Color, "color"),
    (DeclUsage::Fog, "fog"),
    (DeclUsage::Depth, "depth"),
    (DeclUsage::Sample, "sample"),
];

/// `texcoord`, `color`, ...
pub fn usage_name(usage: DeclUsage) -> &'static str {
    USAGES
        .iter()
        .find(|(u, _)| *u == usage)
        .map_or("position", |(_, n)| n)
}

/// The usage and index of a `dcl_` suffix such as `texcoord1`, if it is one.
pub fn parse_usage(suffix: &str) -> Option<(DeclUsage, u8)> {
    let lower = suffix.to_ascii_lowercase();
    let digits = lower.len() - lower.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    let (name, index) = lower.split_at(lower.len() - digits);
    let usage = USAGES.iter().find(|(_, n)| *n == name)?.0;
    let index = if index.is_empty() {
        0
    } else {
        index.parse::<u8>().ok().filter(|&i| i < 16)?
    };
    Some((usage, index))
}

/// `2d`, `cube`, `volume`.
pub fn sampler_name(kind: SamplerKind) -> &'static str {
    match kind {
        SamplerKind::Tex2d => "2d",
        SamplerKind::Cube => "cube",
        SamplerKind::Volume => "volume",
    }
}

/// The sampler kind of a `dcl_` suffix, if it is one.
pub fn parse_sampler(suffix: &str) -> Option<SamplerKind> {
    match suffix.to_ascii_lowercase().as_str() {
        "2d" => Some(SamplerKind::Tex2d),
        "cube" => Some(SamplerKind::Cube),
        "volume" => Some(SamplerKind::Volume),
        _ => None,
    }
}

/// First register index of the `CONST2`, `CONST3` and `CONST4` files (`c2048` and up).
const CONST_BANK: u32 = 2048;

/// How a register is written: its name without the index, and the index to print (`None` for
/// registers whose name is complete, like `oPos` or `aL`).
pub fn register_name(register: Register, version: ShaderVersion) -> (&'static str, Option<u32>) {
    let i = register.index;
    match register.ty {
        RegisterType::Temp => ("r", Some(i)),
        RegisterType::Input => ("v", Some(i)),
        RegisterType::Const => ("c", Some(i)),
        RegisterType::Const2 => ("c", Some(i + CONST_BANK)),
        RegisterType::Const3 => ("c", Some(i + 2 * CONST_BANK)),
        RegisterType::Const4 => ("c", Some(i + 3 * CONST_BANK)),
        RegisterType::AddrOrTexture if version.kind == ShaderKind::Vertex => ("a", Some(i)),
        RegisterType::AddrOrTexture => ("t", Some(i)),
        RegisterType::RastOut => (["oPos", "oFog", "oPts"][(i as usize).min(2)], None),
        RegisterType::AttrOut => ("oD", Some(i)),
        RegisterType::TexCrdOutOrOutput if version.major >= 3 => ("o", Some(i)),
        RegisterType::TexCrdOutOrOutput => ("oT", Some(i)),
        RegisterType::ConstInt => ("i", Some(i)),
        RegisterType::ColorOut => ("oC", Some(i)),
        RegisterType::DepthOut => ("oDepth", None),
        RegisterType::Sampler => ("s", Some(i)),
        RegisterType::ConstBool => ("b", Some(i)),
        RegisterType::Loop => ("aL", None),
        RegisterType::TempFloat16 => ("h", Some(i)),
        RegisterType::MiscType => (["vPos", "vFace"][(i as usize).min(1)], None),
        RegisterType::Label => ("l", Some(i)),
        RegisterType::Predicate => ("p", Some(i)),
    }
}

/// The register named `letters` (the alphabetic part, case-insensitive) with the index
/// `index` (`None` when no digits followed). `c2048` and up are the `CONST2-4` files.
pub fn parse_register(letters: &str, index: Option<u32>) -> Option<Register> {
    let lower = letters.to_ascii_lowercase();
    let fixed = |ty, n| (index.is_none()).then_some(Register { ty, index: n });
    let indexed = |ty| index.map(|index| Register { ty, index });
    match lower.as_str() {
        "r" => indexed(RegisterType::Temp),
        "v" => indexed(RegisterType::Input),
        "c" => {
            let i = index?;
            let ty = match i / CONST_BANK {
                0 => RegisterType::Const,
                1 => RegisterType::Const2,
                2 => RegisterType::Const3,
                3 => RegisterType::Const4,
                _ => return None,
            };
            Some(Register {
                ty,
                index: i % CONST_BANK,
            })
        }
        "a" | "t" => indexed(RegisterType::AddrOrTexture),
        "opos" => fixed(RegisterType::RastOut, 0),
        "ofog" => fixed(RegisterType::RastOut, 1),
        "opts" => fixed(RegisterType::RastOut, 2),
        "od" => indexed(RegisterType::AttrOut),
        "ot" | "o" => indexed(RegisterType::TexCrdOutOrOutput),
        "i" => indexed(RegisterType::ConstInt),
        "oc" => indexed(RegisterType::ColorOut),
        "odepth" => fixed(RegisterType::DepthOut, 0),
        "s" => indexed(RegisterType::Sampler),
        "b" => indexed(RegisterType::ConstBool),
        "al" => fixed(RegisterType::Loop, 0),
        "h" => indexed(RegisterType::TempFloat16),
        "vpos" => fixed(RegisterType::MiscType, 0),
        "vface" => fixed(RegisterType::MiscType, 1),
        "l" => indexed(RegisterType::Label),
        "p" => indexed(RegisterType::Predicate),
        _ => None,
    }
    .filter(|r| r.index <= crate::bytecode::tokens::REGNUM_MASK)
}

/// A `def` value as assembly: the shortest decimal that reads back to the same bits through
/// [`parse_float`], in exponent form outside 1e-5..1e9; infinities as MSVC prints them
/// (`1.#INF`), and NaNs as raw hex bits (`0x7fc00000`) so their payload survives.
pub fn format_float(bits: u32) -> String {
    let f = f32::from_bits(bits);
    if f.is_infinite() {
        return if f > 0.0 { "1.#INF" } else { "-1.#INF" }.to_string();
    }
    if f.is_finite() {
        let a = f.abs();
        let text = if a == 0.0 || (1e-5..1e9).contains(&a) {
            format!("{f}")
        } else {
            format!("{f:e}")
        };
        if parse_float(&text) == Some(bits) {
            return text;
        }
    }
    format!("0x{bits:08x}")
}

/// The bits of a float literal: decimal (read as a double and rounded to float, like D3DX),
/// with an optional `f` suffix; raw hex bits (`0x3f800000`); or the MSVC spellings of the
/// non-finite values that Microsoft's disassembler prints (`1.#INF`, `-1.#INF`, `-1.#IND`,
/// `1.#QNAN`).
pub fn parse_float(text: &str) -> Option<u32> {
    if let Some(hex) = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
        return u32::from_str_radix(hex, 16).ok();
    }
    match text.to_ascii_uppercase().as_str() {
        "1.#INF" | "+1.#INF" => return Some(0x7F80_0000),
        "-1.#INF" => return Some(0xFF80_0000),
        "-1.#IND" => return Some(0xFFC0_0000),
        "1.#QNAN" | "1.#IND" => return Some(0x7FC0_0000),
        "-1.#QNAN" => return Some(0xFFC0_0000),
        _ => {}
    }
    let text = text
        .strip_suffix('f')
        .or_else(|| text.strip_suffix('F'))
        .unwrap_or(text);
    let valid = text
        .chars()
        .all(|c| c.is_ascii_digit() || matches!(c, '.' | '-' | '+' | 'e' | 'E'))
        && text.chars().any(|c| c.is_ascii_digit());
    if !valid {
        return None;
    }
    text.parse::<f64>().ok().map(|d| (d as f32).to_bits())
}
