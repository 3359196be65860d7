//! Every opcode of every model has a mnemonic that assembles back to it: an instruction of
//! each opcode (with the operand count its shape gives) goes through encode, decode,
//! disassemble and assemble unchanged.

use ninth_shader::asm::{AsmOptions, assemble_with, disassemble};
use ninth_shader::bytecode::tokens::{Sources, opcode_from_u16, shape};
use ninth_shader::bytecode::{decode, encode};
use ninth_shader::ir::*;

fn versions() -> Vec<ShaderVersion> {
    [
        (ShaderKind::Vertex, 1, 1),
        (ShaderKind::Pixel, 1, 1),
        (ShaderKind::Pixel, 1, 3),
        (ShaderKind::Pixel, 1, 4),
        (ShaderKind::Vertex, 2, 0),
        (ShaderKind::Pixel, 2, 1),
        (ShaderKind::Vertex, 3, 0),
        (ShaderKind::Pixel, 3, 0),
    ]
    .into_iter()
    .map(|(kind, major, minor)| ShaderVersion { kind, major, minor })
    .collect()
}

fn register(ty: RegisterType, index: u32) -> Register {
    Register { ty, index }
}

#[test]
fn every_opcode_round_trips_through_text() {
    let mut checked = 0;
    for version in versions() {
        for value in (0..=96u16).chain([0xFFFD]) {
            let Some(opcode) = opcode_from_u16(value) else {
                continue;
            };
            if opcode == Opcode::Nop && value != 0 {
                continue;
            }
            let Some(shape) = shape(opcode, version) else {
                continue;
            };
            let count = match shape.sources {
                Sources::Exactly(n) => n,
                // SM2 sincos reads two constants besides its source.
                Sources::OneOrThree if version.major == 2 => 3,
                Sources::OneOrThree => 1,
            };
            if version.major < 2 && shape.sources == Sources::OneOrThree {
                continue;
            }
            let control = match opcode {
                Opcode::Ifc | Opcode::BreakC | Opcode::SetP => Comparison::Le as u8,
                Opcode::Tex if version.major >= 2 => 2,
                _ => 0,
            };
            let instruction = Instruction {
                opcode,
                control,
                coissue: false,
                dst: shape.dst.then_some(DestinationParam {
                    register: register(RegisterType::Temp, 1),
                    write_mask: 0b1011,
                    saturate: false,
                    partial_precision: false,
                    centroid: false,
                    shift: 0,
                    relative: None,
                }),
                predicate: None,
                src: (0..count)
                    .map(|i| SourceParam {
                        register: register(RegisterType::Const, i as u32 + 2),
                        swizzle: [3, 2, 1, 0],
                        modifier: SourceModifier::Neg,
                        relative: None,
                    })
                    .collect(),
                dcl: None,
                def: None,
                offset: 1,
            };
            let shader = Shader {
                version,
                instructions: vec![instruction],
                comments: Vec::new(),
                constant_table: None,
            };
            let tokens = encode(&shader);
            let decoded = decode(&tokens).unwrap_or_else(|e| panic!("{opcode:?} {version:?}: {e}"));
            assert_eq!(decoded, shader, "{opcode:?} {version:?}");
            let text = disassemble(&decoded);
            let keep = AsmOptions { keep_order: true };
            assert_eq!(
                assemble_with(&text, &keep),
                Ok(tokens),
                "{opcode:?} {version:?}: {text}"
            );
            checked += 1;
        }
    }
    // 78 opcodes with a shape (all but dcl and the three defs), in 8 models, less sincos in
    // the 4 shader model 1 ones.
    assert_eq!(checked, 78 * 8 - 4);
}
