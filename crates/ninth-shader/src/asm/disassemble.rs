//! [`Shader`] to Microsoft shader assembly, one instruction per line.

use std::fmt::Write as _;

use super::names::{format_float, mnemonic, register_name, sampler_name, usage_name};
use crate::ir::{
    Declaration, DefValue, DestinationParam, Instruction, Opcode, RegisterType, RelativeAddress,
    Shader, ShaderKind, ShaderVersion, SourceModifier, SourceParam,
};

const COMPONENTS: [char; 4] = ['x', 'y', 'z', 'w'];

/// Disassembles a shader into Microsoft's assembly syntax (`vs_3_0`, `dcl_texcoord1 v2`,
/// `mad_sat r0.xyz, r1, c[a0.x + 3], -r2_abs.w`, `if_gt`, `(p0.x) add`, `+mov`, ...), one
/// instruction per line. Comment blocks become `//` lines (the constant table spelled out),
/// which [`super::assemble`] skips. Assembling the text gives the shader's tokens back for any
/// shader laid out the way D3DX lays them out (declarations and constants first).
pub fn disassemble(shader: &Shader) -> String {
    let version = shader.version;
    let mut out = String::new();
    let kind = match version.kind {
        ShaderKind::Vertex => "vs",
        ShaderKind::Pixel => "ps",
    };
    if version.major == 2 && version.minor == 1 {
        let _ = writeln!(out, "{kind}_2_x");
    } else {
        let _ = writeln!(out, "{kind}_{}_{}", version.major, version.minor);
    }
    let mut comments = shader.comments.iter().peekable();
    for (index, instruction) in shader.instructions.iter().enumerate() {
        while let Some((_, payload)) = comments.next_if(|(at, _)| *at <= index) {
            write_comment(&mut out, payload);
        }
        out.push_str(&instruction_text(instruction, version));
        out.push('\n');
    }
    for (_, payload) in comments {
        write_comment(&mut out, payload);
    }
    out
}

/// A comment block as `//` lines: the constant table if it is one, else its size.
fn write_comment(out: &mut String, payload: &[u32]) {
    match crate::bytecode::parse_constant_table(payload) {
        Some(ctab) => {
            let _ = writeln!(
                out,
                "// CTAB: creator \"{}\", target {}",
                ctab.creator, ctab.target
            );
            for c in &ctab.constants {
                let set = match c.register_set {
                    0 => "b",
                    1 => "i",
                    2 => "c",
                    3 => "s",
                    _ => "?",
                };
                let plural = if c.register_count == 1 { "" } else { "s" };
                let _ = writeln!(
                    out,
                    "//   {} {set}{} ({} register{plural})",
                    c.name, c.register_index, c.register_count
                );
            }
        }
        None => {
            let _ = writeln!(out, "// comment, {} DWORDs", payload.len());
        }
    }
}

/// One instruction as a line of assembly (without the newline).
pub fn instruction_text(instruction: &Instruction, version: ShaderVersion) -> String {
    let mut line = String::new();
    if instruction.coissue {
        line.push('+');
    }
    if let Some(predicate) = &instruction.predicate {
        let _ = write!(line, "({}) ", source(predicate, version));
    }
    match instruction.opcode {
        Opcode::Dcl => {
            line.push_str("dcl");
            match instruction.dcl {
                Some(Declaration::Semantic { usage, index }) => {
                    let _ = write!(line, "_{}", usage_name(usage));
                    if index > 0 {
                        let _ = write!(line, "{index}");
                    }
                }
                Some(Declaration::Sampler(kind)) => {
                    let _ = write!(line, "_{}", sampler_name(kind));
                }
                Some(Declaration::Plain) | None => {}
            }
            if let Some(dst) = &instruction.dst {
                line.push_str(&dst_modifiers(dst));
                let _ = write!(line, " {}", destination(dst, version));
            }
            return line;
        }
        _ => line.push_str(&mnemonic(instruction.opcode, instruction.control, version)),
    }
    let mut operands = Vec::new();
    if let Some(dst) = &instruction.dst {
        line.push_str(&dst_modifiers(dst));
        operands.push(destination(dst, version));
    }
    match instruction.def {
        Some(DefValue::Float(v)) => operands.extend(v.iter().map(|&b| format_float(b))),
        Some(DefValue::Int(v)) => operands.extend(v.iter().map(|i| i.to_string())),
        Some(DefValue::Bool(b)) => operands.push(b.to_string()),
        None => {}
    }
    operands.extend(instruction.src.iter().map(|s| source(s, version)));
    if !operands.is_empty() {
        line.push(' ');
        line.push_str(&operands.join(", "));
    }
    line
}

/// `_x2`, `_sat`, `_pp`, `_centroid` in that order.
fn dst_modifiers(dst: &DestinationParam) -> String {
    let mut s = String::new();
    match dst.shift {
        0 => {}
        n @ 1..=3 => {
            let _ = write!(s, "_x{}", 1 << n);
        }
        n @ -3..=-1 => {
            let _ = write!(s, "_d{}", 1 << -n);
        }
        n => {
            let _ = write!(s, "_shift{n}");
        }
    }
    if dst.saturate {
        s.push_str("_sat");
    }
    if dst.partial_precision {
        s.push_str("_pp");
    }
    if dst.centroid {
        s.push_str("_centroid");
    }
    s
}

/// `r0.xyz`, `o[aL + 1]`.
fn destination(dst: &DestinationParam, version: ShaderVersion) -> String {
    let mut s = register_text(dst.register, dst.relative, version);
    if dst.write_mask != 0xF {
        s.push('.');
        for (bit, c) in COMPONENTS.iter().enumerate() {
            if dst.write_mask & (1 << bit) != 0 {
                s.push(*c);
            }
        }
    }
    s
}

/// `-r2_abs.w`, `1 - t1.w`, `!b0`, `c[a0.x + 3]`.
fn source(src: &SourceParam, version: ShaderVersion) -> String {
    use SourceModifier as M;
    let (prefix, suffix) = match src.modifier {
        M::None => ("", ""),
        M::Neg => ("-", ""),
        M::Bias => ("", "_bias"),
        M::BiasNeg => ("-", "_bias"),
        M::Sign => ("", "_bx2"),
        M::SignNeg => ("-", "_bx2"),
        M::Comp => ("1 - ", ""),
        M::X2 => ("", "_x2"),
        M::X2Neg => ("-", "_x2"),
        M::Dz => ("", "_dz"),
        M::Dw => ("", "_dw"),
        M::Abs => ("", "_abs"),
        M::AbsNeg => ("-", "_abs"),
        M::Not => ("!", ""),
    };
    let mut s = format!(
        "{prefix}{}{suffix}",
        register_text(src.register, src.relative, version)
    );
    s.push_str(&swizzle_text(src.swizzle));
    s
}

/// `.x` for a replicated component, nothing for the identity, else all four letters.
pub fn swizzle_text(swizzle: [u8; 4]) -> String {
    if swizzle == [0, 1, 2, 3] {
        return String::new();
    }
    let letters = swizzle.map(|c| COMPONENTS[usize::from(c & 3)]);
    if swizzle.iter().all(|&c| c == swizzle[0]) {
        format!(".{}", letters[0])
    } else {
        format!(".{}", letters.iter().collect::<String>())
    }
}

fn register_text(
    register: crate::ir::Register,
    relative: Option<RelativeAddress>,
    version: ShaderVersion,
) -> String {
    let (name, index) = register_name(register, version);
    match relative {
        None => match index {
            Some(i) => format!("{name}{i}"),
            None => name.to_string(),
        },
        Some(rel) => {
            let (addr, addr_index) = register_name(rel.register, version);
            let mut a = match addr_index {
                Some(i) => format!("{addr}{i}"),
                None => addr.to_string(),
            };
            if !(rel.register.ty == RegisterType::Loop && rel.component == 0) {
                a.push('.');
                a.push(COMPONENTS[usize::from(rel.component & 3)]);
            }
            match index {
                Some(0) | None => format!("{name}[{a}]"),
                Some(i) => format!("{name}[{a} + {i}]"),
            }
        }
    }
}
