//! decode() of hand-written token arrays: every register type, modifiers, both encodings of
//! relative addressing, predication, co-issue, declarations, constants, comments and CTAB.

use ninth_shader::bytecode::{decode, decode_with_length, encode};
use ninth_shader::ir::*;

const VS30: u32 = 0xFFFE_0300;
const PS30: u32 = 0xFFFF_0300;
const END: u32 = 0x0000_FFFF;

fn reg(ty: RegisterType, index: u32) -> Register {
    Register { ty, index }
}

fn src(register: Register, swizzle: [u8; 4], modifier: SourceModifier) -> SourceParam {
    SourceParam {
        register,
        swizzle,
        modifier,
        relative: None,
    }
}

fn dst(register: Register, write_mask: u8) -> DestinationParam {
    DestinationParam {
        register,
        write_mask,
        saturate: false,
        partial_precision: false,
        centroid: false,
        shift: 0,
        relative: None,
    }
}

const XYZW: [u8; 4] = [0, 1, 2, 3];

/// Decodes and checks that encoding gives the tokens back.
fn decode_exact(tokens: &[u32]) -> Shader {
    let shader = decode(tokens).expect("decodes");
    assert_eq!(encode(&shader), tokens, "encode(decode(tokens))");
    assert_eq!(decode(&encode(&shader)).as_ref(), Ok(&shader));
    shader
}

#[test]
fn version_tokens() {
    for (token, kind, major, minor) in [
        (0xFFFE_0101, ShaderKind::Vertex, 1, 1),
        (0xFFFF_0104, ShaderKind::Pixel, 1, 4),
        (0xFFFE_0201, ShaderKind::Vertex, 2, 1),
        (0xFFFF_0300, ShaderKind::Pixel, 3, 0),
    ] {
        let shader = decode_exact(&[token, END]);
        assert_eq!(shader.version, ShaderVersion { kind, major, minor });
        assert!(shader.instructions.is_empty());
    }
}

#[test]
fn every_register_type_as_a_source() {
    // `mov r0, X` in vs_3_0, X one of each D3DSPR_* (type split over bits 28-30 and 11-12).
    let cases: [(u32, RegisterType, u32); 20] = [
        (0x80e4_0005, RegisterType::Temp, 5),
        (0x90e4_0003, RegisterType::Input, 3),
        (0xa0e4_00ff, RegisterType::Const, 255),
        (0xb0e4_0000, RegisterType::AddrOrTexture, 0),
        (0xc0e4_0002, RegisterType::RastOut, 2),
        (0xd0e4_0001, RegisterType::AttrOut, 1),
        (0xe0e4_0007, RegisterType::TexCrdOutOrOutput, 7),
        (0xf0e4_000f, RegisterType::ConstInt, 15),
        (0x80e4_0803, RegisterType::ColorOut, 3),
        (0x90e4_0800, RegisterType::DepthOut, 0),
        (0xa0e4_080f, RegisterType::Sampler, 15),
        (0xb0e4_0801, RegisterType::Const2, 1),
        (0xc0e4_0802, RegisterType::Const3, 2),
        (0xd0e4_0803, RegisterType::Const4, 3),
        (0xe0e4_0807, RegisterType::ConstBool, 7),
        (0xf0e4_0800, RegisterType::Loop, 0),
        (0x80e4_1004, RegisterType::TempFloat16, 4),
        (0x90e4_1001, RegisterType::MiscType, 1),
        (0xa0e4_1009, RegisterType::Label, 9),
        (0xb0e4_1000, RegisterType::Predicate, 0),
    ];
    for (token, ty, index) in cases {
        let shader = decode_exact(&[VS30, 0x0200_0001, 0x800f_0000, token, END]);
        let mov = &shader.instructions[0];
        assert_eq!(
            mov.src,
            vec![src(reg(ty, index), XYZW, SourceModifier::None)]
        );
        assert_eq!(mov.dst, Some(dst(reg(RegisterType::Temp, 0), 0xF)));
    }
}

#[test]
fn swizzles_and_write_masks() {
    // mov r1.xz, c2.wzyx ; mov r1.y, c2.y
    let shader = decode_exact(&[
        VS30,
        0x0200_0001,
        0x8005_0001,
        0xa01b_0002,
        0x0200_0001,
        0x8002_0001,
        0xa055_0002,
        END,
    ]);
    let [a, b] = &shader.instructions[..] else {
        panic!("two instructions")
    };
    assert_eq!(a.dst.map(|d| d.write_mask), Some(0b0101));
    assert_eq!(a.src[0].swizzle, [3, 2, 1, 0]);
    assert_eq!(b.dst.map(|d| d.write_mask), Some(0b0010));
    assert_eq!(b.src[0].swizzle, [1, 1, 1, 1]);
    assert_eq!(a.offset, 1);
    assert_eq!(b.offset, 4);
}

#[test]
fn every_source_modifier() {
    use SourceModifier::*;
    let all = [
        None, Neg, Bias, BiasNeg, Sign, SignNeg, Comp, X2, X2Neg, Dz, Dw, Abs, AbsNeg, Not,
    ];
    for (bits, modifier) in all.into_iter().enumerate() {
        let token = 0x80e4_0001 | (bits as u32) << 24;
        let shader = decode_exact(&[PS30, 0x0200_0001, 0x800f_0000, token, END]);
        assert_eq!(shader.instructions[0].src[0].modifier, modifier);
    }
}

#[test]
fn result_modifiers_and_shifts() {
    // ps_1_4: mad_x2_sat r1.xyz ; mul_d2 r0 ; mov_pp r0 ; texld_centroid-like bit on a ps_3_0 dcl
    let shader = decode_exact(&[
        0xFFFF_0104,
        0x0000_0004,
        0x8117_0001,
        0x80e4_0000,
        0x80e4_0000,
        0x80e4_0000,
        0x0000_0005,
        0x8f0f_0000,
        0x80e4_0000,
        0x80e4_0000,
        0x0000_0001,
        0x802f_0000,
        0x80e4_0000,
        0x0000_0001,
        0x8d0f_0000,
        0x80e4_0000,
        END,
    ]);
    let d: Vec<DestinationParam> = shader.instructions.iter().filter_map(|i| i.dst).collect();
    assert!(d[0].saturate && !d[0].partial_precision && d[0].shift == 1);
    assert_eq!(d[0].write_mask, 0b0111);
    assert_eq!(d[1].shift, -1);
    assert!(d[2].partial_precision && !d[2].saturate && d[2].shift == 0);
    assert_eq!(d[3].shift, -3);
    let centroid = decode_exact(&[PS30, 0x0200_001f, 0x8000_0005, 0x904f_0000, END]);
    let dcl = &centroid.instructions[0];
    assert!(dcl.dst.is_some_and(|d| d.centroid && !d.saturate));
    assert_eq!(
        dcl.dcl,
        Some(Declaration::Semantic {
            usage: DeclUsage::TexCoord,
            index: 0
        })
    );
}

#[test]
fn relative_addressing_vs_1_1_has_no_address_token() {
    // vs_1_1: mov r0, c[a0.x + 10]
    let shader = decode_exact(&[0xFFFE_0101, 0x0000_0001, 0x800f_0000, 0xa0e4_200a, END]);
    let s = &shader.instructions[0].src[0];
    assert_eq!(s.register, reg(RegisterType::Const, 10));
    assert_eq!(
        s.relative,
        Some(RelativeAddress {
            register: reg(RegisterType::AddrOrTexture, 0),
            component: 0
        })
    );
}

#[test]
fn relative_addressing_sm2_uses_an_address_token() {
    // vs_2_0: add r0, r0, c[a0.y + 14] ; add r0, r0, c[aL + 10]
    let shader = decode_exact(&[
        0xFFFE_0200,
        0x0400_0002,
        0x800f_0000,
        0x80e4_0000,
        0xa0e4_200e,
        0xb055_0000,
        0x0400_0002,
        0x800f_0000,
        0x80e4_0000,
        0xa0e4_200a,
        0xf0e4_0800,
        END,
    ]);
    let a = &shader.instructions[0].src[1];
    assert_eq!(a.register, reg(RegisterType::Const, 14));
    assert_eq!(
        a.relative,
        Some(RelativeAddress {
            register: reg(RegisterType::AddrOrTexture, 0),
            component: 1
        })
    );
    let l = &shader.instructions[1].src[1];
    assert_eq!(
        l.relative,
        Some(RelativeAddress {
            register: reg(RegisterType::Loop, 0),
            component: 0
        })
    );
    assert_eq!(shader.instructions[1].offset, 6);
}

#[test]
fn relative_output_in_vs_3_0() {
    // mov o[aL + 1], r0
    let shader = decode_exact(&[
        VS30,
        0x0300_0001,
        0xe00f_2001,
        0xf0e4_0800,
        0x80e4_0000,
        END,
    ]);
    let d = shader.instructions[0].dst.expect("dst");
    assert_eq!(d.register, reg(RegisterType::TexCrdOutOrOutput, 1));
    assert_eq!(d.relative.map(|r| r.register.ty), Some(RegisterType::Loop));
}

#[test]
fn predicate_comes_after_the_destination() {
    // (p0.x) add r0.z, r0.z, c0.y ; (!p0) mov r1, c1
    let shader = decode_exact(&[
        PS30,
        0x1400_0002,
        0x8004_0000,
        0xb000_1000,
        0x80aa_0000,
        0xa055_0000,
        0x1300_0001,
        0x800f_0001,
        0xbde4_1000,
        0xa0e4_0001,
        END,
    ]);
    let add = &shader.instructions[0];
    assert_eq!(
        add.predicate,
        Some(src(
            reg(RegisterType::Predicate, 0),
            [0; 4],
            SourceModifier::None
        ))
    );
    assert_eq!(add.src.len(), 2);
    assert_eq!(add.src[0].swizzle, [2; 4]);
    let mov = &shader.instructions[1];
    assert_eq!(
        mov.predicate.map(|p| (p.modifier, p.swizzle)),
        Some((SourceModifier::Not, XYZW))
    );
    assert_eq!(mov.src[0].register, reg(RegisterType::Const, 1));
}

#[test]
fn coissue_in_ps_1_1() {
    // mul r0.xyz, t0, v0 ; +add_sat r0.w, t0.w, v0.w
    let shader = decode_exact(&[
        0xFFFF_0101,
        0x0000_0005,
        0x8007_0000,
        0xb0e4_0000,
        0x90e4_0000,
        0x4000_0002,
        0x8018_0000,
        0xb0ff_0000,
        0x90ff_0000,
        END,
    ]);
    assert!(!shader.instructions[0].coissue);
    let add = &shader.instructions[1];
    assert!(add.coissue);
    assert_eq!(add.opcode, Opcode::Add);
    assert_eq!(add.offset, 5);
    assert!(add.dst.is_some_and(|d| d.saturate && d.write_mask == 8));
}

#[test]
fn shader_model_1_lengths_come_from_the_table() {
    // ps_1_1: tex t0 ; texm3x3spec t3, t0_bx2, c0 ; texcoord t1 ; ps_1_4: texld r0, t0 ; phase
    let ps11 = decode_exact(&[
        0xFFFF_0101,
        0x0000_0042,
        0xb00f_0000,
        0x0000_004c,
        0xb00f_0003,
        0xb4e4_0000,
        0xa0e4_0000,
        0x0000_0040,
        0xb00f_0001,
        END,
    ]);
    let ops: Vec<(Opcode, usize)> = ps11
        .instructions
        .iter()
        .map(|i| (i.opcode, i.src.len()))
        .collect();
    assert_eq!(
        ops,
        [
            (Opcode::Tex, 0),
            (Opcode::TexM3x3Spec, 2),
            (Opcode::TexCoord, 0)
        ]
    );
    let ps14 = decode_exact(&[
        0xFFFF_0104,
        0x0000_0042,
        0x800f_0000,
        0xb0e4_0000,
        0x0000_fffd,
        END,
    ]);
    assert_eq!(ps14.instructions[0].src.len(), 1);
    assert_eq!(ps14.instructions[1].opcode, Opcode::Phase);
}

#[test]
fn declarations() {
    let shader = decode_exact(&[
        VS30,
        0x0200_001f,
        0x8001_0005,
        0x900f_0002,
        0x0200_001f,
        0x8000_000a,
        0xe00f_0001,
        0x0200_001f,
        0x9800_0000,
        0xa00f_0801,
        END,
    ]);
    let decls: Vec<(Option<Declaration>, Register)> = shader
        .instructions
        .iter()
        .map(|i| (i.dcl, i.dst.expect("dst").register))
        .collect();
    assert_eq!(
        decls,
        [
            (
                Some(Declaration::Semantic {
                    usage: DeclUsage::TexCoord,
                    index: 1
                }),
                reg(RegisterType::Input, 2)
            ),
            (
                Some(Declaration::Semantic {
                    usage: DeclUsage::Color,
                    index: 0
                }),
                reg(RegisterType::TexCrdOutOrOutput, 1)
            ),
            (
                Some(Declaration::Sampler(SamplerKind::Cube)),
                reg(RegisterType::Sampler, 1)
            ),
        ]
    );
    // ps_2_0 `dcl t0.xy` and ps_3_0 `dcl vFace` are plain; vs_1_1 dcl has no length field.
    let ps20 = decode_exact(&[0xFFFF_0200, 0x0200_001f, 0x8000_0000, 0xb003_0000, END]);
    assert_eq!(ps20.instructions[0].dcl, Some(Declaration::Plain));
    let face = decode_exact(&[PS30, 0x0200_001f, 0x8000_0000, 0x900f_1001, END]);
    assert_eq!(face.instructions[0].dcl, Some(Declaration::Plain));
    let vs11 = decode_exact(&[0xFFFE_0101, 0x0000_001f, 0x8000_0000, 0x900f_0000, END]);
    assert_eq!(
        vs11.instructions[0].dcl,
        Some(Declaration::Semantic {
            usage: DeclUsage::Position,
            index: 0
        })
    );
}

#[test]
fn constant_definitions() {
    let shader = decode_exact(&[
        VS30,
        0x0500_0051,
        0xa00f_0014,
        0x3f00_0000,
        0xbf80_0000,
        0x7fc0_0000,
        0x0000_0000,
        0x0500_0030,
        0xf00f_0002,
        0x0000_0003,
        0xffff_ffff,
        0x0000_0001,
        0x0000_0000,
        0x0200_002f,
        0xe00f_0803,
        0x0000_0001,
        END,
    ]);
    let defs: Vec<(Option<DefValue>, Register)> = shader
        .instructions
        .iter()
        .map(|i| (i.def, i.dst.expect("dst").register))
        .collect();
    assert_eq!(
        defs,
        [
            (
                Some(DefValue::Float([0x3f00_0000, 0xbf80_0000, 0x7fc0_0000, 0])),
                reg(RegisterType::Const, 20)
            ),
            (
                Some(DefValue::Int([3, -1, 1, 0])),
                reg(RegisterType::ConstInt, 2)
            ),
            (Some(DefValue::Bool(true)), reg(RegisterType::ConstBool, 3)),
        ]
    );
}

#[test]
fn comparisons_and_texld_controls_are_kept() {
    // setp_ge p0, v1.y, c20.y ; break_gt r0.x, c20.y ; texldp r0, t0, s0
    let shader = decode_exact(&[
        PS30,
        0x0303_005e,
        0xb00f_1000,
        0x9055_0001,
        0xa055_0014,
        0x0201_002d,
        0x8000_0000,
        0xa055_0014,
        0x0301_0042,
        0x800f_0000,
        0x90e4_0000,
        0xa0e4_0800,
        END,
    ]);
    let c: Vec<(Opcode, u8)> = shader
        .instructions
        .iter()
        .map(|i| (i.opcode, i.control))
        .collect();
    assert_eq!(
        c,
        [
            (Opcode::SetP, Comparison::Ge as u8),
            (Opcode::BreakC, Comparison::Gt as u8),
            (Opcode::Tex, 1)
        ]
    );
}

/// A CTAB comment payload: "CTAB", header, one constant `Light` (c3, 4 registers).
fn ctab_payload() -> Vec<u32> {
    let mut bytes = Vec::new();
    for v in [28u32, 54, 0xFFFF_0200, 1, 28, 0, 60] {
        bytes.extend_from_slice(&v.to_le_bytes());
    }
    bytes.extend_from_slice(&48u32.to_le_bytes());
    for v in [2u16, 3, 4, 0] {
        bytes.extend_from_slice(&v.to_le_bytes());
    }
    bytes.extend_from_slice(&[0; 8]);
    bytes.extend_from_slice(b"Light\0ninth\0ps_2_0\0");
    while bytes.len() % 4 != 0 {
        bytes.push(0);
    }
    let mut payload = vec![u32::from_le_bytes(*b"CTAB")];
    payload.extend(
        bytes
            .chunks(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])),
    );
    payload
}

#[test]
fn comments_and_constant_table() {
    let payload = ctab_payload();
    assert_eq!(payload.len(), 18);
    let mut tokens = vec![0xFFFF_0200, 0x0012_fffe];
    tokens.extend_from_slice(&payload);
    tokens.extend_from_slice(&[0x0200_0001, 0x800f_0800, 0xa0e4_0003]);
    tokens.extend_from_slice(&[0x0001_fffe, 0x1234_5678, END]);
    let shader = decode_exact(&tokens);
    assert_eq!(
        shader.comments,
        vec![(0, payload.clone()), (1, vec![0x1234_5678])]
    );
    assert_eq!(shader.instructions[0].offset, 20);
    assert_eq!(
        shader.constant_table,
        Some(ConstantTable {
            creator: "ninth".into(),
            target: "ps_2_0".into(),
            constants: vec![ConstantInfo {
                name: "Light".into(),
                register_set: 2,
                register_index: 3,
                register_count: 4,
            }],
        })
    );
}

#[test]
fn malformed_constant_tables_are_ignored() {
    let good = ctab_payload();
    let mut bad_count = good.clone();
    bad_count[4] = 1000; // constants count
    let mut bad_name = good.clone();
    bad_name[8] = 4000; // name offset of the first constant
    let mut bad_size = good.clone();
    bad_size[1] = 4; // header size
    let truncated = good[..5].to_vec();
    for payload in [bad_count, bad_name, bad_size, truncated] {
        let mut tokens = vec![0xFFFF_0200, 0xfffe | (payload.len() as u32) << 16];
        tokens.extend_from_slice(&payload);
        tokens.push(END);
        let shader = decode_exact(&tokens);
        assert_eq!(shader.constant_table, None);
        assert_eq!(shader.comments.len(), 1);
    }
}

#[test]
fn data_after_the_end_token_is_ignored() {
    let shader = decode(&[0xFFFF_0200, END, 0xdead_beef]).expect("decodes");
    assert!(shader.instructions.is_empty());
    assert_eq!(encode(&shader), [0xFFFF_0200, END]);
    // The length counts the version, a comment, an instruction and the end token.
    let tokens = [
        0xFFFF_0200,
        0x0001_fffe,
        7,
        0x0200_0001,
        0x800f_0800,
        0xa0e4_0000,
        END,
        END,
        0,
    ];
    let (shader, len) = decode_with_length(&tokens).expect("decodes");
    assert_eq!(len, 7);
    assert_eq!(shader.instructions.len(), 1);
}
