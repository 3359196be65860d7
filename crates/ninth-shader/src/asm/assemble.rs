//! Microsoft shader assembly to bytecode, laid out the way D3DX's assembler lays it out.

use super::names::{parse_comparison, parse_mnemonic, parse_sampler, parse_usage};
use super::operand::Cursor;
use crate::bytecode::tokens::{Sources, shape};
use crate::ir::{
    Declaration, DefValue, Instruction, Opcode, RegisterType, Shader, ShaderKind, ShaderVersion,
};

/// An assembly error: the 1-based line and what was wrong there.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {message}")]
pub struct AsmError {
    /// 1-based line number (0 when the whole text is at fault, e.g. no version line).
    pub line: usize,
    /// What was wrong.
    pub message: String,
}

/// Assembles Microsoft-syntax shader assembly (any of vs_1_1, ps_1_1-1_4, vs/ps_2_0, 2_x,
/// 3_0) to bytecode tokens.
///
/// Mnemonics and register names are case-insensitive; `//` and `;` start comments; commas
/// between operands are optional. Like D3DX, the assembler moves declarations and constant
/// definitions in front of the instructions, in D3DX's order: `dcl` of inputs (vPos/vFace
/// first), of outputs, the samplers before the constants below shader model 3, `def`, `defb`,
/// `defi`, and the samplers after them in shader model 3; and it writes `oFog`/`oPts` with
/// a full write mask. No comment (CTAB) is written.
pub fn assemble(text: &str) -> Result<Vec<u32>, AsmError> {
    assemble_with(text, &AsmOptions::default())
}

/// How the assembler lays out a shader.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct AsmOptions {
    /// Assemble exactly what is written: keep every instruction where it is, instead of
    /// moving declarations and constants to the front as D3DX does, and keep the write masks
    /// of `oFog`/`oPts` (which D3DX widens to `.xyzw`). The disassembly of any bytecode
    /// (Microsoft's compiler puts `def` before `dcl`) then assembles back to the same tokens.
    pub keep_order: bool,
}

/// [`assemble`] with options.
pub fn assemble_with(text: &str, options: &AsmOptions) -> Result<Vec<u32>, AsmError> {
    assemble_shader_with(text, options).map(|shader| crate::bytecode::encode(&shader))
}

/// Assembles to the IR, with the D3DX layout and offsets as the bytecode will have them.
pub fn assemble_shader(text: &str) -> Result<Shader, AsmError> {
    assemble_shader_with(text, &AsmOptions::default())
}

/// [`assemble_shader`] with options.
pub fn assemble_shader_with(text: &str, options: &AsmOptions) -> Result<Shader, AsmError> {
    let mut version = None;
    let mut instructions: Vec<(u8, Instruction)> = Vec::new();
    for (number, raw) in text.lines().enumerate() {
        let line = number + 1;
        let code = strip_comment(raw).trim();
        if code.is_empty() {
            continue;
        }
        let err = |message: String| AsmError { line, message };
        let Some(version) = version else {
            version = Some(parse_version(code).ok_or_else(|| {
                err(format!(
                    "expected a version (vs_2_0, ps_3_0, ...), found `{code}`"
                ))
            })?);
            continue;
        };
        let instruction = parse_instruction(code, version).map_err(err)?;
        instructions.push((group(&instruction, version), instruction));
    }
    let version = version.ok_or(AsmError {
        line: 0,
        message: "no version line".into(),
    })?;
    if !options.keep_order {
        // A stable sort keeps the written order inside each group, as D3DX does.
        instructions.sort_by_key(|(g, _)| *g);
        if version.kind == ShaderKind::Vertex && version.major < 3 {
            // D3DX writes the scalar outputs oFog and oPts with a full write mask whatever
            // mask the text gives them.
            for (_, instruction) in &mut instructions {
                if let Some(dst) = &mut instruction.dst
                    && dst.register.ty == RegisterType::RastOut
                    && dst.register.index > 0
                {
                    dst.write_mask = 0xF;
                }
            }
        }
    }
    let mut shader = Shader {
        version,
        instructions: instructions.into_iter().map(|(_, i)| i).collect(),
        comments: Vec::new(),
        constant_table: None,
    };
    // Offsets as decode() will report them.
    let mut offset = 1;
    for instruction in &mut shader.instructions {
        instruction.offset = offset;
        let mut tokens = Vec::new();
        crate::bytecode::encode_instruction(&mut tokens, instruction, version);
        offset += tokens.len();
    }
    Ok(shader)
}

fn strip_comment(line: &str) -> &str {
    let end = [line.find("//"), line.find(';')]
        .into_iter()
        .flatten()
        .min()
        .unwrap_or(line.len());
    &line[..end]
}

/// `vs_1_1`, `ps_2_x`, `ps.1.4`.
fn parse_version(text: &str) -> Option<ShaderVersion> {
    let lower = text.to_ascii_lowercase();
    let mut parts = lower.split(['_', '.']);
    let kind = match parts.next()? {
        "vs" => ShaderKind::Vertex,
        "ps" => ShaderKind::Pixel,
        _ => return None,
    };
    let major: u8 = parts.next()?.parse().ok()?;
    let minor: u8 = match parts.next()? {
        "x" if major == 2 => 1,
        m => m.parse().ok()?,
    };
    if parts.next().is_some() {
        return None;
    }
    let version = ShaderVersion { kind, major, minor };
    let token = crate::bytecode::tokens::version_token(version);
    crate::bytecode::tokens::version_from_token(token)
}

/// Where D3DX puts an instruction: declarations and constants first, in this order.
fn group(instruction: &Instruction, version: ShaderVersion) -> u8 {
    let sm3 = version.major >= 3;
    match instruction.opcode {
        Opcode::Dcl => match instruction.dst.map(|d| d.register.ty) {
            Some(RegisterType::MiscType) => 0,
            Some(RegisterType::Sampler) if sm3 => 6,
            Some(RegisterType::Sampler) => 2,
            Some(RegisterType::TexCrdOutOrOutput) => 2,
            _ => 1,
        },
        Opcode::Def => 3,
        Opcode::DefB => 4,
        Opcode::DefI => 5,
        _ => 7,
    }
}

/// Modifiers read from the mnemonic's `_` suffixes.
#[derive(Default)]
struct Suffixes {
    saturate: bool,
    partial_precision: bool,
    centroid: bool,
    shift: i8,
    comparison: Option<crate::ir::Comparison>,
    declaration: Option<Declaration>,
}

fn parse_instruction(code: &str, version: ShaderVersion) -> Result<Instruction, String> {
    let mut rest = code;
    let coissue = if let Some(r) = rest.strip_prefix('+') {
        rest = r.trim_start();
        true
    } else {
        false
    };
    let mut predicate = None;
    if let Some(r) = rest.strip_prefix('(') {
        let close = r.find(')').ok_or("missing `)` after predicate")?;
        let mut cursor = Cursor::new(&r[..close]);
        let operand = cursor.operand()?;
        if operand.register().ty != RegisterType::Predicate || !cursor.at_end() {
            return Err(format!("bad predicate `({})`", &r[..close]));
        }
        predicate = Some(operand.source()?);
        rest = r[close + 1..].trim_start();
    }
    let split = rest.find(char::is_whitespace).unwrap_or(rest.len());
    let (word, operands) = rest.split_at(split);
    let mut pieces = word.split('_');
    let base = pieces.next().unwrap_or_default();
    let (mut opcode, mut control) =
        parse_mnemonic(base).ok_or_else(|| format!("unknown instruction `{word}`"))?;
    let mut suffixes = Suffixes::default();
    for piece in pieces {
        read_suffix(piece, opcode, &mut suffixes)
            .ok_or_else(|| format!("unknown modifier `_{piece}` in `{word}`"))?;
    }
    if let Some(c) = suffixes.comparison {
        opcode = match opcode {
            Opcode::If | Opcode::Ifc => Opcode::Ifc,
            Opcode::Break | Opcode::BreakC => Opcode::BreakC,
            Opcode::SetP => Opcode::SetP,
            _ => return Err(format!("`{word}` takes no comparison")),
        };
        control = c as u8;
    } else if matches!(opcode, Opcode::Ifc | Opcode::BreakC | Opcode::SetP) {
        return Err(format!("`{word}` needs a comparison (`_gt`, `_lt`, ...)"));
    }
    let mut cursor = Cursor::new(operands);
    let mut instruction = Instruction {
        opcode,
        control,
        coissue,
        dst: None,
        predicate,
        src: Vec::new(),
        dcl: None,
        def: None,
        offset: 0,
    };
    match opcode {
        Opcode::Dcl => {
            let mut dst = cursor.operand()?.destination()?;
            apply(&mut dst, &suffixes);
            instruction.dcl = Some(suffixes.declaration.unwrap_or(Declaration::Plain));
            if matches!(instruction.dcl, Some(Declaration::Sampler(_)))
                != (dst.register.ty == RegisterType::Sampler)
            {
                return Err("dcl_2d/cube/volume go with s# registers only".into());
            }
            instruction.dst = Some(dst);
        }
        Opcode::Def | Opcode::DefI | Opcode::DefB => {
            let mut dst = cursor.operand()?.destination()?;
            apply(&mut dst, &suffixes);
            instruction.dst = Some(dst);
            instruction.def = Some(match opcode {
                Opcode::Def => DefValue::Float([
                    cursor.float()?,
                    cursor.float()?,
                    cursor.float()?,
                    cursor.float()?,
                ]),
                Opcode::DefI => {
                    DefValue::Int([cursor.int()?, cursor.int()?, cursor.int()?, cursor.int()?])
                }
                _ => DefValue::Bool(cursor.bool()?),
            });
        }
        _ => {
            let shape = shape(opcode, version).ok_or_else(|| format!("`{word}` not allowed"))?;
            if shape.dst {
                let mut dst = cursor.operand()?.destination()?;
                apply(&mut dst, &suffixes);
                instruction.dst = Some(dst);
            } else if suffixes.saturate || suffixes.partial_precision || suffixes.shift != 0 {
                return Err(format!("`{word}` has no destination to modify"));
            }
            while !cursor.at_end() {
                instruction.src.push(cursor.operand()?.source()?);
            }
            if !shape.sources.accepts(instruction.src.len()) {
                let want = match shape.sources {
                    Sources::Exactly(n) => n.to_string(),
                    Sources::OneOrThree => "1 or 3".into(),
                };
                return Err(format!(
                    "`{word}` takes {want} source operands, found {}",
                    instruction.src.len()
                ));
            }
        }
    }
    if !cursor.at_end() {
        return Err("extra operands".into());
    }
    if version.major < 2 {
        // Shader model 1 has no address token: its relative bit always means a0.x.
        let relatives = instruction
            .src
            .iter()
            .map(|s| s.relative)
            .chain(instruction.dst.map(|d| d.relative));
        for relative in relatives.flatten() {
            if relative.register.ty != RegisterType::AddrOrTexture || relative.component != 0 {
                return Err("shader model 1 relative addressing is a0.x only".into());
            }
        }
    }
    Ok(instruction)
}

fn apply(dst: &mut crate::ir::DestinationParam, s: &Suffixes) {
    dst.saturate = s.saturate;
    dst.partial_precision = s.partial_precision;
    dst.centroid = s.centroid;
    dst.shift = s.shift;
}

fn read_suffix(piece: &str, opcode: Opcode, s: &mut Suffixes) -> Option<()> {
    let lower = piece.to_ascii_lowercase();
    match lower.as_str() {
        "sat" => s.saturate = true,
        "pp" => s.partial_precision = true,
        "centroid" => s.centroid = true,
        "x2" => s.shift = 1,
        "x4" => s.shift = 2,
        "x8" => s.shift = 3,
        "d2" => s.shift = -1,
        "d4" => s.shift = -2,
        "d8" => s.shift = -3,
        _ if opcode == Opcode::Dcl && s.declaration.is_none() => {
            s.declaration = Some(if let Some(kind) = parse_sampler(&lower) {
                Declaration::Sampler(kind)
            } else {
                let (usage, index) = parse_usage(&lower)?;
                Declaration::Semantic { usage, index }
            });
        }
        _ => {
            s.comparison = Some(parse_comparison(&lower)?);
        }
    }
    Some(())
}
