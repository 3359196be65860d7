//! Random structured shaders (balanced flow control, registers valid for their role, every
//! option combination) through `translate`: nothing panics, nothing naga rejects. A
//! deterministic generator, so a failure reproduces.
#![allow(clippy::too_many_lines)]

use ninth_shader::error::TranslateError;
use ninth_shader::ir::*;
use ninth_shader::wgsl;

/// Marsaglia xorshift64.
struct R(u64);
impl R {
    /// Next value.
    fn n(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    /// A value below k.
    fn b(&mut self, k: u64) -> u64 {
        self.n() % k
    }
}
fn dreg(r: &mut R, kind: ShaderKind, major: u8) -> Register {
    let (ty, n) = match (kind, major, r.b(6)) {
        (_, _, 0..=3) => (RegisterType::Temp, 6),
        (ShaderKind::Pixel, _, 4) => (RegisterType::ColorOut, 4),
        (ShaderKind::Pixel, _, _) => (RegisterType::DepthOut, 1),
        (ShaderKind::Vertex, 3, _) => (RegisterType::TexCrdOutOrOutput, 6),
        (ShaderKind::Vertex, _, 4) => (RegisterType::RastOut, 3),
        (ShaderKind::Vertex, _, _) => (
            [RegisterType::AttrOut, RegisterType::TexCrdOutOrOutput][r.b(2) as usize],
            2,
        ),
    };
    Register {
        ty,
        index: r.b(n) as u32,
    }
}
fn sreg(r: &mut R, kind: ShaderKind, major: u8) -> SourceParam {
    let ty = match r.b(5) {
        0 | 1 => RegisterType::Temp,
        2 => RegisterType::Const,
        3 if kind == ShaderKind::Pixel && major == 2 => RegisterType::AddrOrTexture,
        4 if kind == ShaderKind::Pixel && major == 3 && r.b(3) == 0 => RegisterType::MiscType,
        _ => RegisterType::Input,
    };
    let idx = if ty == RegisterType::MiscType {
        r.b(2) as u32
    } else {
        r.b(6) as u32
    };
    let rel = if ty == RegisterType::Const && r.b(6) == 0 {
        Some(RelativeAddress {
            register: if kind == ShaderKind::Vertex && r.b(2) == 0 {
                Register {
                    ty: RegisterType::AddrOrTexture,
                    index: 0,
                }
            } else {
                Register {
                    ty: RegisterType::Loop,
                    index: 0,
                }
            },
            component: r.b(4) as u8,
        })
    } else if ty == RegisterType::Input && major == 3 && r.b(8) == 0 {
        Some(RelativeAddress {
            register: Register {
                ty: RegisterType::Loop,
                index: 0,
            },
            component: 0,
        })
    } else {
        None
    };
    SourceParam {
        register: Register { ty, index: idx },
        swizzle: [r.b(4) as u8, r.b(4) as u8, r.b(4) as u8, r.b(4) as u8],
        modifier: [
            SourceModifier::None,
            SourceModifier::Neg,
            SourceModifier::Abs,
            SourceModifier::AbsNeg,
        ][r.b(4) as usize],
        relative: rel,
    }
}
fn body(r: &mut R, out: &mut Vec<Instruction>, kind: ShaderKind, major: u8, depth: u32) {
    const A: &[Opcode] = &[
        Opcode::Mov,
        Opcode::Add,
        Opcode::Sub,
        Opcode::Mad,
        Opcode::Mul,
        Opcode::Rcp,
        Opcode::Rsq,
        Opcode::Dp3,
        Opcode::Dp4,
        Opcode::Min,
        Opcode::Max,
        Opcode::Slt,
        Opcode::Sge,
        Opcode::Exp,
        Opcode::Log,
        Opcode::Lit,
        Opcode::Dst,
        Opcode::Lrp,
        Opcode::Frc,
        Opcode::M4x4,
        Opcode::M4x3,
        Opcode::M3x4,
        Opcode::M3x3,
        Opcode::M3x2,
        Opcode::Pow,
        Opcode::Crs,
        Opcode::Sgn,
        Opcode::Abs,
        Opcode::Nrm,
        Opcode::SinCos,
        Opcode::Mova,
        Opcode::Cmp,
        Opcode::Dp2Add,
        Opcode::Dsx,
        Opcode::Dsy,
        Opcode::Tex,
        Opcode::TexLdl,
        Opcode::TexLdd,
        Opcode::TexKill,
        Opcode::SetP,
        Opcode::ExpP,
        Opcode::LogP,
    ];
    for _ in 0..(1 + r.b(6)) {
        let k = r.b(10);
        if k == 0 && depth < 3 {
            let (open, close) = [
                (Opcode::If, Opcode::EndIf),
                (Opcode::Ifc, Opcode::EndIf),
                (Opcode::Rep, Opcode::EndRep),
                (Opcode::Loop, Opcode::EndLoop),
            ][r.b(4) as usize];
            let src = match open {
                Opcode::If => vec![SourceParam {
                    register: Register {
                        ty: if r.b(2) == 0 {
                            RegisterType::ConstBool
                        } else {
                            RegisterType::Predicate
                        },
                        index: 0,
                    },
                    swizzle: [0; 4],
                    modifier: if r.b(2) == 0 {
                        SourceModifier::Not
                    } else {
                        SourceModifier::None
                    },
                    relative: None,
                }],
                Opcode::Ifc => vec![sreg(r, kind, major), sreg(r, kind, major)],
                Opcode::Rep => vec![SourceParam {
                    register: Register {
                        ty: RegisterType::ConstInt,
                        index: r.b(3) as u32,
                    },
                    swizzle: [0, 1, 2, 3],
                    modifier: SourceModifier::None,
                    relative: None,
                }],
                _ => vec![
                    SourceParam {
                        register: Register {
                            ty: RegisterType::Loop,
                            index: 0,
                        },
                        swizzle: [0, 1, 2, 3],
                        modifier: SourceModifier::None,
                        relative: None,
                    },
                    SourceParam {
                        register: Register {
                            ty: RegisterType::ConstInt,
                            index: r.b(3) as u32,
                        },
                        swizzle: [0, 1, 2, 3],
                        modifier: SourceModifier::None,
                        relative: None,
                    },
                ],
            };
            out.push(Instruction {
                opcode: open,
                control: 1 + r.b(6) as u8,
                coissue: false,
                dst: None,
                predicate: None,
                src,
                dcl: None,
                def: None,
                offset: 0,
            });
            body(r, out, kind, major, depth + 1);
            if matches!(open, Opcode::If | Opcode::Ifc) && r.b(2) == 0 {
                out.push(Instruction {
                    opcode: Opcode::Else,
                    control: 0,
                    coissue: false,
                    dst: None,
                    predicate: None,
                    src: vec![],
                    dcl: None,
                    def: None,
                    offset: 0,
                });
                body(r, out, kind, major, depth + 1);
            }
            if matches!(open, Opcode::Rep | Opcode::Loop) && r.b(3) == 0 {
                out.push(Instruction {
                    opcode: Opcode::BreakC,
                    control: 1 + r.b(6) as u8,
                    coissue: false,
                    dst: None,
                    predicate: None,
                    src: vec![sreg(r, kind, major), sreg(r, kind, major)],
                    dcl: None,
                    def: None,
                    offset: 0,
                });
            }
            out.push(Instruction {
                opcode: close,
                control: 0,
                coissue: false,
                dst: None,
                predicate: None,
                src: vec![],
                dcl: None,
                def: None,
                offset: 0,
            });
            continue;
        }
        let op = A[r.b(A.len() as u64) as usize];
        let mut src: Vec<SourceParam> = (0..4).map(|_| sreg(r, kind, major)).collect();
        if matches!(op, Opcode::Tex | Opcode::TexLdl | Opcode::TexLdd) {
            src[1] = SourceParam {
                register: Register {
                    ty: RegisterType::Sampler,
                    index: r.b(4) as u32,
                },
                swizzle: [0, 1, 2, 3],
                modifier: SourceModifier::None,
                relative: None,
            };
        }
        let mut d = DestinationParam {
            register: dreg(r, kind, major),
            write_mask: 1 + r.b(15) as u8,
            saturate: r.b(4) == 0,
            partial_precision: false,
            centroid: false,
            shift: 0,
            relative: None,
        };
        if op == Opcode::Mova {
            d.register = Register {
                ty: RegisterType::AddrOrTexture,
                index: 0,
            };
        }
        if op == Opcode::SetP {
            d.register = Register {
                ty: RegisterType::Predicate,
                index: 0,
            };
        }
        if d.register.ty == RegisterType::TexCrdOutOrOutput && major == 3 && r.b(5) == 0 {
            d.relative = Some(RelativeAddress {
                register: Register {
                    ty: RegisterType::Loop,
                    index: 0,
                },
                component: 0,
            });
        }
        let pred = if major > 2 || r.b(2) == 0 {
            if r.b(6) == 0 {
                Some(SourceParam {
                    register: Register {
                        ty: RegisterType::Predicate,
                        index: 0,
                    },
                    swizzle: [r.b(4) as u8; 4],
                    modifier: if r.b(2) == 0 {
                        SourceModifier::Not
                    } else {
                        SourceModifier::None
                    },
                    relative: None,
                })
            } else {
                None
            }
        } else {
            None
        };
        out.push(Instruction {
            opcode: op,
            control: if op == Opcode::Tex {
                r.b(3) as u8
            } else if op == Opcode::SetP {
                1 + r.b(6) as u8
            } else {
                0
            },
            coissue: false,
            dst: Some(d),
            predicate: pred,
            src,
            dcl: None,
            def: None,
            offset: 0,
        });
    }
}
#[test]
fn random_structured_shaders_translate_and_validate() {
    let mut r = R(0xdead_beef_1234_5679);
    let mut ok = 0;
    let mut other = std::collections::BTreeMap::new();
    let mut errs = std::collections::BTreeMap::new();
    for _ in 0..4000 {
        let kind = if r.b(2) == 0 {
            ShaderKind::Vertex
        } else {
            ShaderKind::Pixel
        };
        let (major, minor) = [(2, 0), (2, 1), (3, 0)][r.b(3) as usize];
        let mut ins = vec![];
        for i in 0..6u32 {
            ins.push(Instruction {
                opcode: Opcode::Dcl,
                control: 0,
                coissue: false,
                dst: Some(DestinationParam {
                    register: Register {
                        ty: if kind == ShaderKind::Pixel && major == 2 {
                            RegisterType::AddrOrTexture
                        } else {
                            RegisterType::Input
                        },
                        index: i,
                    },
                    write_mask: 15,
                    saturate: false,
                    partial_precision: false,
                    centroid: false,
                    shift: 0,
                    relative: None,
                }),
                predicate: None,
                src: vec![],
                dcl: Some(if kind == ShaderKind::Pixel && major == 2 {
                    Declaration::Plain
                } else {
                    Declaration::Semantic {
                        usage: DeclUsage::TexCoord,
                        index: i as u8,
                    }
                }),
                def: None,
                offset: 0,
            });
        }
        if major == 3 && kind == ShaderKind::Vertex {
            for i in 0..6u32 {
                ins.push(Instruction {
                    opcode: Opcode::Dcl,
                    control: 0,
                    coissue: false,
                    dst: Some(DestinationParam {
                        register: Register {
                            ty: RegisterType::TexCrdOutOrOutput,
                            index: i,
                        },
                        write_mask: 15,
                        saturate: false,
                        partial_precision: false,
                        centroid: false,
                        shift: 0,
                        relative: None,
                    }),
                    predicate: None,
                    src: vec![],
                    dcl: Some(Declaration::Semantic {
                        usage: if i == 0 {
                            DeclUsage::Position
                        } else {
                            DeclUsage::TexCoord
                        },
                        index: i as u8,
                    }),
                    def: None,
                    offset: 0,
                });
            }
        }
        ins.push(Instruction {
            opcode: Opcode::Def,
            control: 0,
            coissue: false,
            dst: Some(DestinationParam {
                register: Register {
                    ty: RegisterType::Const,
                    index: 2,
                },
                write_mask: 15,
                saturate: false,
                partial_precision: false,
                centroid: false,
                shift: 0,
                relative: None,
            }),
            predicate: None,
            src: vec![],
            dcl: None,
            def: Some(DefValue::Float([
                0x3f800000,
                0xbfc00000,
                if r.b(3) == 0 { 0x7f800000 } else { 0 },
                0x80000000,
            ])),
            offset: 0,
        });
        body(&mut r, &mut ins, kind, major, 0);
        for (k, i) in ins.iter_mut().enumerate() {
            i.offset = k;
        }
        let s = Shader {
            version: ShaderVersion { kind, major, minor },
            instructions: ins,
            comments: vec![],
            constant_table: None,
        };
        let o = wgsl::Options {
            zero_times_inf: r.b(2) == 0,
            alpha_test: r.b(2) == 0,
            link_locations: if r.b(2) == 0 { Some(0xFFFF) } else { None },
            shadow_samplers: r.n() as u16,
            flat_shading: r.b(2) == 0,
            centroid_locations: r.n() as u16,
            fog: [
                wgsl::FogMode::Off,
                wgsl::FogMode::Vertex,
                wgsl::FogMode::Exp2,
            ][r.b(3) as usize],
            ..wgsl::Options::default()
        };
        match wgsl::translate(&s, &o) {
            Ok(_) => ok += 1,
            Err(TranslateError::Validation { message, wgsl }) => {
                let k = message.lines().next().unwrap_or("").to_string();
                if !errs.contains_key(&k) {
                    println!(
                        "=== {k}\n{message}\n{wgsl}\n{}",
                        ninth_shader::asm::disassemble(&s)
                    );
                }
                *errs.entry(k).or_insert(0) += 1;
            }
            Err(e) => {
                let m = e.to_string();
                let m = m.split_once(": ").map_or("", |x| x.1).to_string();
                *other.entry(m).or_insert(0) += 1;
            }
        }
    }
    println!("{ok} translated, {} kinds of refusal", other.len());
    assert!(errs.is_empty(), "naga rejected generated WGSL: {errs:?}");
    assert!(ok >= 1000, "only {ok} of 4000 random shaders translated");
}
