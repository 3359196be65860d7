//! [`Shader`] to bytecode: the exact inverse of [`super::decode`].

use super::tokens::*;
use crate::ir::{
    Declaration, DefValue, DestinationParam, Instruction, Opcode, RegisterType, RelativeAddress,
    Shader, ShaderVersion, SourceParam,
};

/// Encodes a shader to D3D9 bytecode. Comments are written before the instruction whose index
/// they carry (those with an index past the last instruction go before the end token).
/// SM2+ instruction lengths are computed from the parameters.
pub fn encode(shader: &Shader) -> Vec<u32> {
    let version = shader.version;
    let mut out = vec![version_token(version)];
    let mut comments = shader.comments.iter().peekable();
    for (index, instruction) in shader.instructions.iter().enumerate() {
        while let Some((_, payload)) = comments.next_if(|(at, _)| *at <= index) {
            push_comment(&mut out, payload);
        }
        encode_instruction(&mut out, instruction, version);
    }
    for (_, payload) in comments {
        push_comment(&mut out, payload);
    }
    out.push(END_TOKEN);
    out
}

fn push_comment(out: &mut Vec<u32>, payload: &[u32]) {
    let len = (payload.len() as u32) << 16 & COMMENT_LENGTH_MASK;
    out.push(Opcode::Comment as u32 | len);
    out.extend_from_slice(payload);
}

/// Appends one instruction's tokens.
pub(crate) fn encode_instruction(
    out: &mut Vec<u32>,
    instruction: &Instruction,
    version: ShaderVersion,
) {
    let sm2 = version.major >= 2;
    let mut params = Vec::with_capacity(6);
    if let (Opcode::Dcl, Some(dcl)) = (instruction.opcode, instruction.dcl) {
        params.push(match dcl {
            Declaration::Semantic { usage, index } => {
                PARAM_BIT | usage as u32 | (u32::from(index) << DCL_INDEX_SHIFT) & DCL_INDEX_MASK
            }
            Declaration::Sampler(kind) => PARAM_BIT | (kind as u32) << DCL_TEXTURETYPE_SHIFT,
            Declaration::Plain => PARAM_BIT,
        });
    }
    if let Some(dst) = &instruction.dst {
        push_dst(&mut params, dst, sm2);
    }
    if let Some(def) = instruction.def {
        match def {
            DefValue::Float(v) => params.extend_from_slice(&v),
            DefValue::Int(v) => params.extend(v.iter().map(|&x| x as u32)),
            DefValue::Bool(b) => params.push(u32::from(b)),
        }
    }
    if let Some(predicate) = &instruction.predicate {
        push_src(&mut params, predicate, sm2);
    }
    for src in &instruction.src {
        push_src(&mut params, src, sm2);
    }
    let mut token = instruction.opcode as u32 | u32::from(instruction.control) << CONTROL_SHIFT;
    if instruction.coissue {
        token |= COISSUE_BIT;
    }
    if sm2 {
        token |= ((params.len() as u32) & 0xF) << LENGTH_SHIFT;
        if instruction.predicate.is_some() {
            token |= PREDICATED_BIT;
        }
    }
    out.push(token);
    out.extend_from_slice(&params);
}

fn push_dst(out: &mut Vec<u32>, dst: &DestinationParam, sm2: bool) {
    let mods = if dst.saturate { DSTMOD_SATURATE } else { 0 }
        | if dst.partial_precision {
            DSTMOD_PARTIAL_PRECISION
        } else {
            0
        }
        | if dst.centroid { DSTMOD_CENTROID } else { 0 };
    let mut token = register_bits(dst.register.ty, dst.register.index)
        | u32::from(dst.write_mask & 0xF) << WRITEMASK_SHIFT
        | mods << DSTMOD_SHIFT
        | ((dst.shift as u32) & 0xF) << DSTSHIFT_SHIFT;
    if dst.relative.is_some() {
        token |= RELATIVE_BIT;
    }
    out.push(token);
    push_address(out, dst.relative, sm2);
}

fn push_src(out: &mut Vec<u32>, src: &SourceParam, sm2: bool) {
    let mut token = register_bits(src.register.ty, src.register.index)
        | swizzle_bits(src.swizzle) << SWIZZLE_SHIFT
        | (src.modifier as u32) << SRCMOD_SHIFT;
    if src.relative.is_some() {
        token |= RELATIVE_BIT;
    }
    out.push(token);
    push_address(out, src.relative, sm2);
}

/// The SM2+ address token (vs_1_1 has none): `a0` with the component replicated, `aL`
/// unswizzled, as D3DX writes them.
fn push_address(out: &mut Vec<u32>, relative: Option<RelativeAddress>, sm2: bool) {
    let Some(rel) = relative else { return };
    if !sm2 {
        return;
    }
    let component = rel.component & 3;
    let swizzle = if rel.register.ty == RegisterType::Loop && component == 0 {
        [0, 1, 2, 3]
    } else {
        [component; 4]
    };
    out.push(
        register_bits(rel.register.ty, rel.register.index) | swizzle_bits(swizzle) << SWIZZLE_SHIFT,
    );
}

/// The 8 swizzle bits of `swizzle`.
pub fn swizzle_bits(swizzle: [u8; 4]) -> u32 {
    swizzle
        .iter()
        .enumerate()
        .fold(0, |acc, (i, &c)| acc | u32::from(c & 3) << (2 * i))
}
