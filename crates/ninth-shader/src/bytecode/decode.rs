//! Bytecode to [`Shader`]. Every read is bounds-checked; anything malformed is a
//! [`DecodeError`] naming the DWORD offset, never a panic.

use super::ctab;
use super::error::DecodeError;
use super::tokens::*;
use crate::ir::{
    Declaration, DefValue, DestinationParam, Instruction, Opcode, Register, RegisterType,
    RelativeAddress, Shader, ShaderKind, ShaderVersion, SourceModifier, SourceParam,
};

/// Decodes D3D9 shader bytecode (shader models 1.0-3.0).
///
/// Comments are kept raw with the index of the instruction they precede, and a `CTAB` comment
/// is parsed into [`Shader::constant_table`]. Decoding stops at the end token; DWORDs after it
/// are ignored (a D3D9 runtime reads a shader up to its end token, too).
///
/// The address token of SM2+ relative addressing is kept as a register and one component; it
/// is re-encoded the way D3DX writes it (`a0` with a replicated swizzle, `aL` unswizzled), so
/// bytecode written otherwise does not re-encode bit for bit.
pub fn decode(tokens: &[u32]) -> Result<Shader, DecodeError> {
    decode_with_length(tokens).map(|(shader, _)| shader)
}

/// [`decode`], also returning the shader's length in DWORDs up to and including its end token:
/// the part of `tokens` that is the shader (what to hash or copy when the caller only has a
/// pointer-sized view of a larger buffer, as D3D9's `Create*Shader` does).
pub fn decode_with_length(tokens: &[u32]) -> Result<(Shader, usize), DecodeError> {
    let Some(&first) = tokens.first() else {
        return Err(DecodeError::new(0, "empty input: no version token"));
    };
    let version = version_from_token(first).ok_or_else(|| {
        DecodeError::new(
            0,
            format!("0x{first:08x} is not a vs/ps 1.x-3.0 version token"),
        )
    })?;
    let mut shader = Shader {
        version,
        instructions: Vec::new(),
        comments: Vec::new(),
        constant_table: None,
    };
    let mut pos = 1;
    loop {
        let Some(&token) = tokens.get(pos) else {
            return Err(DecodeError::new(pos, "missing end token"));
        };
        if token == END_TOKEN {
            break;
        }
        if token & OPCODE_MASK == Opcode::Comment as u32 && token & PARAM_BIT == 0 {
            let len = ((token & COMMENT_LENGTH_MASK) >> 16) as usize;
            let payload = tokens.get(pos + 1..pos + 1 + len).ok_or_else(|| {
                DecodeError::new(
                    pos,
                    format!("comment of {len} DWORDs runs past the end of the bytecode"),
                )
            })?;
            shader
                .comments
                .push((shader.instructions.len(), payload.to_vec()));
            pos += 1 + len;
            continue;
        }
        let (instruction, next) = decode_instruction(tokens, pos, token, version)?;
        shader.instructions.push(instruction);
        pos = next;
    }
    shader.constant_table = shader
        .comments
        .iter()
        .find_map(|(_, payload)| ctab::parse(payload));
    Ok((shader, pos + 1))
}

/// Decodes the instruction whose token `token` is at `pos`; returns it and the offset after it.
fn decode_instruction(
    tokens: &[u32],
    pos: usize,
    token: u32,
    version: ShaderVersion,
) -> Result<(Instruction, usize), DecodeError> {
    let err = |message: String| DecodeError::new(pos, message);
    if token & PARAM_BIT != 0 {
        return Err(err(format!(
            "0x{token:08x} has bit 31 set: a parameter token where an instruction was expected"
        )));
    }
    let opcode = opcode_from_u16((token & OPCODE_MASK) as u16)
        .ok_or_else(|| err(format!("unknown opcode {}", token & OPCODE_MASK)))?;
    if opcode == Opcode::End {
        return Err(err(format!("end token 0x{token:08x} with extra bits set")));
    }
    if token & INSTRUCTION_RESERVED != 0 {
        return Err(err(format!("reserved bit 29 set in 0x{token:08x}")));
    }
    let control = ((token >> CONTROL_SHIFT) & 0xFF) as u8;
    let coissue = token & COISSUE_BIT != 0;
    let sm1 = version.major < 2;
    let shape = shape(opcode, version);
    let (len, predicated) = if sm1 {
        if token & 0x1F00_0000 != 0 {
            return Err(err(format!(
                "shader model 1 instruction 0x{token:08x} has length or predicate bits set"
            )));
        }
        let len = match (opcode, shape) {
            (Opcode::Dcl | Opcode::DefB, _) => 2,
            (Opcode::Def | Opcode::DefI, _) => 5,
            (
                _,
                Some(Shape {
                    dst,
                    sources: Sources::Exactly(n),
                }),
            ) => usize::from(dst) + n,
            _ => {
                return Err(err(format!(
                    "{opcode:?} is not a shader model 1 instruction"
                )));
            }
        };
        (len, false)
    } else {
        (
            ((token >> LENGTH_SHIFT) & 0xF) as usize,
            token & PREDICATED_BIT != 0,
        )
    };
    if predicated
        && matches!(
            opcode,
            Opcode::Dcl | Opcode::Def | Opcode::DefI | Opcode::DefB
        )
    {
        return Err(err(format!("{opcode:?} cannot be predicated")));
    }
    // Only texld (project/bias) and the comparisons use the control bits; anything else there
    // would be lost by the disassembler and ignored by the translator, so it is refused.
    let control_ok = match opcode {
        Opcode::Tex if version.major >= 2 => control <= 2,
        Opcode::Ifc | Opcode::BreakC | Opcode::SetP => comparison_from_u8(control).is_some(),
        _ => control == 0,
    };
    if !control_ok {
        return Err(err(format!(
            "{opcode:?} with invalid control bits {control}"
        )));
    }
    let body_start = pos + 1;
    let body = tokens.get(body_start..body_start + len).ok_or_else(|| {
        err(format!(
            "instruction length {len} runs past the end of the bytecode ({} DWORDs)",
            tokens.len()
        ))
    })?;
    let mut reader = Reader {
        body,
        base: body_start,
        pos: 0,
        version,
        instruction: pos,
    };
    let mut instruction = Instruction {
        opcode,
        control,
        coissue,
        dst: None,
        predicate: None,
        src: Vec::new(),
        dcl: None,
        def: None,
        offset: pos,
    };
    match opcode {
        Opcode::Dcl => {
            let dcl_offset = reader.offset();
            let dcl = reader.next("dcl usage token")?;
            let dst = reader.dst()?;
            instruction.dcl = Some(declaration(dcl, dcl_offset, &dst, version)?);
            instruction.dst = Some(dst);
        }
        Opcode::Def | Opcode::DefI => {
            instruction.dst = Some(reader.dst()?);
            let mut v = [0u32; 4];
            for slot in &mut v {
                *slot = reader.next("constant value")?;
            }
            instruction.def = Some(if opcode == Opcode::Def {
                DefValue::Float(v)
            } else {
                DefValue::Int(v.map(|x| x as i32))
            });
        }
        Opcode::DefB => {
            instruction.dst = Some(reader.dst()?);
            let value_offset = reader.offset();
            let value = reader.next("bool value")?;
            if value > 1 {
                return Err(DecodeError::new(
                    value_offset,
                    format!("defb value {value} is neither 0 nor 1"),
                ));
            }
            instruction.def = Some(DefValue::Bool(value == 1));
        }
        _ => {
            let Some(shape) = shape else {
                return Err(err(format!("unexpected opcode {opcode:?}")));
            };
            if shape.dst {
                instruction.dst = Some(reader.dst()?);
            }
            if predicated {
                let offset = reader.offset();
                let predicate = reader.src()?;
                let valid = predicate.register.ty == RegisterType::Predicate
                    && predicate.register.index == 0
                    && matches!(
                        predicate.modifier,
                        SourceModifier::None | SourceModifier::Not
                    )
                    && predicate.relative.is_none();
                if !valid {
                    return Err(DecodeError::new(
                        offset,
                        "the predicate of a predicated instruction must be p0 or !p0",
                    ));
                }
                instruction.predicate = Some(predicate);
            }
            while !reader.done() {
                instruction.src.push(reader.src()?);
            }
            if !shape.sources.accepts(instruction.src.len()) {
                return Err(err(format!(
                    "{opcode:?} takes {} source parameters, found {}",
                    match shape.sources {
                        Sources::Exactly(n) => n.to_string(),
                        Sources::OneOrThree => "1 or 3".to_string(),
                    },
                    instruction.src.len()
                )));
            }
        }
    }
    if !reader.done() {
        return Err(err(format!(
            "length mismatch: instruction length {len}, but its parameters take {}",
            reader.pos
        )));
    }
    Ok((instruction, body_start + len))
}

/// The declaration held by a `dcl` token for the register `dst`.
fn declaration(
    token: u32,
    offset: usize,
    dst: &DestinationParam,
    version: ShaderVersion,
) -> Result<Declaration, DecodeError> {
    let err = |message: String| DecodeError::new(offset, message);
    if token & PARAM_BIT == 0 {
        return Err(err(format!("dcl token 0x{token:08x} lacks bit 31")));
    }
    if dst.register.ty == RegisterType::Sampler {
        if token & !(PARAM_BIT | DCL_TEXTURETYPE_MASK) != 0 {
            return Err(err(format!(
                "reserved bits set in sampler dcl token 0x{token:08x}"
            )));
        }
        let kind = (token & DCL_TEXTURETYPE_MASK) >> DCL_TEXTURETYPE_SHIFT;
        return sampler_kind_from_u32(kind)
            .map(Declaration::Sampler)
            .ok_or_else(|| err(format!("unsupported sampler texture type {kind}")));
    }
    if token & !(PARAM_BIT | DCL_USAGE_MASK | DCL_INDEX_MASK) != 0 {
        return Err(err(format!("reserved bits set in dcl token 0x{token:08x}")));
    }
    let usage_bits = token & DCL_USAGE_MASK;
    let index = ((token & DCL_INDEX_MASK) >> DCL_INDEX_SHIFT) as u8;
    // Pixel shaders before 3.0 declare t#/v# without a semantic, as do vPos and vFace.
    let plain = usage_bits == 0
        && index == 0
        && ((version.kind == ShaderKind::Pixel && version.major < 3)
            || dst.register.ty == RegisterType::MiscType);
    if plain {
        return Ok(Declaration::Plain);
    }
    let usage =
        usage_from_u32(usage_bits).ok_or_else(|| err(format!("unknown usage {usage_bits}")))?;
    Ok(Declaration::Semantic { usage, index })
}

/// Reads the parameter tokens of one instruction.
struct Reader<'a> {
    body: &'a [u32],
    /// Offset of `body[0]` in the bytecode.
    base: usize,
    pos: usize,
    version: ShaderVersion,
    /// Offset of the instruction token, for errors about the whole instruction.
    instruction: usize,
}

impl Reader<'_> {
    fn done(&self) -> bool {
        self.pos >= self.body.len()
    }

    fn offset(&self) -> usize {
        self.base + self.pos
    }

    fn next(&mut self, what: &str) -> Result<u32, DecodeError> {
        let token = self.body.get(self.pos).copied().ok_or_else(|| {
            DecodeError::new(
                self.instruction,
                format!(
                    "length mismatch: instruction length {} leaves no room for its {what}",
                    self.body.len()
                ),
            )
        })?;
        self.pos += 1;
        Ok(token)
    }

    /// Reads a parameter token and checks bit 31 and the reserved bits; returns it with its
    /// offset and register.
    fn param(&mut self, what: &str) -> Result<(u32, usize, Register), DecodeError> {
        let offset = self.offset();
        let token = self.next(what)?;
        let err = |message: String| DecodeError::new(offset, message);
        if token & PARAM_BIT == 0 {
            return Err(err(format!(
                "{what} 0x{token:08x} lacks bit 31 (an instruction token inside an instruction?)"
            )));
        }
        if token & PARAM_RESERVED != 0 {
            return Err(err(format!(
                "reserved bits 14-15 set in {what} 0x{token:08x}"
            )));
        }
        let ty_bits = register_type_bits(token);
        let ty = register_type_from_u32(ty_bits)
            .ok_or_else(|| err(format!("invalid register type {ty_bits}")))?;
        let index = token & REGNUM_MASK;
        let limit = match ty {
            RegisterType::RastOut => 2,
            RegisterType::MiscType => 1,
            RegisterType::DepthOut | RegisterType::Loop => 0,
            _ => REGNUM_MASK,
        };
        if index > limit {
            return Err(err(format!("invalid register {ty:?} {index}")));
        }
        Ok((token, offset, Register { ty, index }))
    }

    fn relative(&mut self, token: u32) -> Result<Option<RelativeAddress>, DecodeError> {
        if token & RELATIVE_BIT == 0 {
            return Ok(None);
        }
        if self.version.major < 2 {
            // vs_1_1: no address token, always a0.x.
            return Ok(Some(RelativeAddress {
                register: Register {
                    ty: RegisterType::AddrOrTexture,
                    index: 0,
                },
                component: 0,
            }));
        }
        let (addr, offset, register) = self.param("address register token")?;
        let valid = matches!(
            register.ty,
            RegisterType::AddrOrTexture | RegisterType::Loop
        ) && register.index == 0
            && addr & (RELATIVE_BIT | (0xF << SRCMOD_SHIFT)) == 0;
        if !valid {
            return Err(DecodeError::new(
                offset,
                format!("0x{addr:08x} is not an a0 or aL address token"),
            ));
        }
        Ok(Some(RelativeAddress {
            register,
            component: ((addr >> SWIZZLE_SHIFT) & 3) as u8,
        }))
    }

    fn dst(&mut self) -> Result<DestinationParam, DecodeError> {
        let (token, offset, register) = self.param("destination parameter")?;
        let mods = (token >> DSTMOD_SHIFT) & 0xF;
        if mods & 8 != 0 {
            return Err(DecodeError::new(
                offset,
                format!("unknown destination modifier bits 0x{mods:x}"),
            ));
        }
        let shift_bits = ((token >> DSTSHIFT_SHIFT) & 0xF) as i8;
        // _x2, _x4, _x8 and _d2, _d4, _d8 are the only shifts D3D9 defines.
        if matches!(shift_bits, 4..=12) {
            return Err(DecodeError::new(
                offset,
                format!("invalid result shift bits 0x{shift_bits:x}"),
            ));
        }
        let relative = self.relative(token)?;
        Ok(DestinationParam {
            register,
            write_mask: ((token >> WRITEMASK_SHIFT) & 0xF) as u8,
            saturate: mods & DSTMOD_SATURATE != 0,
            partial_precision: mods & DSTMOD_PARTIAL_PRECISION != 0,
            centroid: mods & DSTMOD_CENTROID != 0,
            shift: if shift_bits > 7 {
                shift_bits - 16
            } else {
                shift_bits
            },
            relative,
        })
    }

    fn src(&mut self) -> Result<SourceParam, DecodeError> {
        let (token, offset, register) = self.param("source parameter")?;
        let modifier_bits = (token >> SRCMOD_SHIFT) & 0xF;
        let modifier = source_modifier_from_u8(modifier_bits as u8).ok_or_else(|| {
            DecodeError::new(offset, format!("invalid source modifier {modifier_bits}"))
        })?;
        let swizzle_bits = token >> SWIZZLE_SHIFT;
        let relative = self.relative(token)?;
        Ok(SourceParam {
            register,
            swizzle: [0, 2, 4, 6].map(|s| ((swizzle_bits >> s) & 3) as u8),
            modifier,
            relative,
        })
    }
}
