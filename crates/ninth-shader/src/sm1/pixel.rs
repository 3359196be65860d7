//! The rewriting of `ps_1_x` pixel shaders (module docs of [`super`]).

use super::rules::{model, pixel_count, pixel_has};
use super::{BEM_PROJECTABLE, LITERALS, SCRATCH, T_COLOR_BASE, TEXLD_STAGE_PROJECTED};
use crate::error::TranslateError;
use crate::ir::{
    DefValue, DestinationParam, Instruction, Opcode, Register, RegisterType, Shader, ShaderKind,
    SourceModifier, SourceParam,
};

type Result<T = ()> = std::result::Result<T, TranslateError>;

const IDENTITY: [u8; 4] = [0, 1, 2, 3];
/// Scratch temporaries: the computed coordinate, the reflection's terms, the eye vector,
/// the first result of a co-issued pair.
const COORD: u32 = SCRATCH;
const TERMS: u32 = SCRATCH + 1;
const EYE: u32 = SCRATCH + 2;
const PAIR: u32 = SCRATCH + 3;

/// Rewrites a `ps_1_x` shader into the register model of `ps_2_0` (module docs of
/// [`super`]). Errors name the instruction's token offset: instructions and registers the
/// version does not have, texture-addressing instructions after arithmetic, `texm3x*`
/// instructions out of sequence, a misplaced `phase`.
pub fn lower(shader: &Shader) -> Result<Shader> {
    let v = shader.version;
    if v.kind != ShaderKind::Pixel || v.major != 1 || v.minor > 4 {
        return Err(TranslateError::unsupported(
            0,
            format!("{} is not a shader model 1 pixel shader", model(v)),
        ));
    }
    let mut l = Lower {
        minor: v.minor,
        name: model(v),
        out: Vec::with_capacity(shader.instructions.len() + 8),
        offset: 0,
        literals: false,
        pads: Vec::new(),
        arithmetic: false,
        phase: false,
    };
    let all = &shader.instructions;
    l.check_phase_one_inputs(all)?;
    let mut i = 0;
    while i < all.len() {
        let ins = &all[i];
        l.offset = ins.offset;
        if ins.coissue {
            return Err(l.invalid("a co-issued instruction without a first instruction"));
        }
        match all.get(i + 1).filter(|n| n.coissue) {
            Some(second) => {
                l.pair(ins, second)?;
                i += 2;
            }
            None => {
                l.instruction(ins)?;
                i += 1;
            }
        }
    }
    if !l.pads.is_empty() {
        return Err(l.invalid("texm3x2pad/texm3x3pad without the instruction that ends it"));
    }
    let src = l.src(RegisterType::Temp, 0, IDENTITY);
    let dst = dst(RegisterType::ColorOut, 0, 0xF);
    l.emit(Opcode::Mov, Some(dst), vec![src], 0);
    let mut instructions = Vec::with_capacity(l.out.len() + 1);
    if l.literals {
        let one = 1f32.to_bits();
        instructions.push(Instruction {
            def: Some(DefValue::Float([0, one, 0, 0])),
            ..plain(Opcode::Def, Some(dst_c(LITERALS)), Vec::new(), 0, 0)
        });
    }
    instructions.append(&mut l.out);
    Ok(Shader {
        version: v,
        instructions,
        comments: Vec::new(),
        constant_table: shader.constant_table.clone(),
    })
}

struct Lower {
    minor: u8,
    name: String,
    out: Vec<Instruction>,
    /// Token offset of the instruction being rewritten.
    offset: usize,
    /// The literal constant (0, 1, 0, 0) is read.
    literals: bool,
    /// Destinations of the `pad` instructions of the open `texm3x2`/`texm3x3` sequence.
    pads: Vec<u32>,
    /// An arithmetic instruction was seen (in this phase, for `ps_1_4`).
    arithmetic: bool,
    /// `ps_1_4`: the `phase` marker was seen.
    phase: bool,
}

fn plain(
    opcode: Opcode,
    dst: Option<DestinationParam>,
    src: Vec<SourceParam>,
    control: u8,
    offset: usize,
) -> Instruction {
    Instruction {
        opcode,
        control,
        coissue: false,
        dst,
        predicate: None,
        src,
        dcl: None,
        def: None,
        offset,
    }
}

fn dst(ty: RegisterType, index: u32, write_mask: u8) -> DestinationParam {
    DestinationParam {
        register: Register { ty, index },
        write_mask,
        saturate: false,
        partial_precision: false,
        centroid: false,
        shift: 0,
        relative: None,
    }
}

fn dst_c(index: u32) -> DestinationParam {
    dst(RegisterType::Const, index, 0xF)
}

fn temp(index: u32, write_mask: u8) -> DestinationParam {
    dst(RegisterType::Temp, index, write_mask)
}

impl Lower {
    fn ps14(&self) -> bool {
        self.minor >= 4
    }

    fn invalid(&self, what: impl std::fmt::Display) -> TranslateError {
        TranslateError::invalid(self.offset, format!("{what} in {}", self.name))
    }

    fn emit(
        &mut self,
        op: Opcode,
        dst: Option<DestinationParam>,
        src: Vec<SourceParam>,
        control: u8,
    ) {
        self.out.push(plain(op, dst, src, control, self.offset));
    }

    fn src(&self, ty: RegisterType, index: u32, swizzle: [u8; 4]) -> SourceParam {
        SourceParam {
            register: Register { ty, index },
            swizzle,
            modifier: SourceModifier::None,
            relative: None,
        }
    }

    /// The literal constant's component `c` (0: 0.0, 1: 1.0) replicated.
    fn literal(&mut self, c: u8) -> SourceParam {
        self.literals = true;
        self.src(RegisterType::Const, LITERALS, [c; 4])
    }

    /// Stage `n`'s texture coordinate.
    fn coordinate(&self, n: u32) -> SourceParam {
        self.src(RegisterType::AddrOrTexture, n, IDENTITY)
    }

    fn sampler(&self, n: u32) -> SourceParam {
        self.src(RegisterType::Sampler, n, IDENTITY)
    }

    /// Checks that register `ty` `index` exists in this version.
    fn check_register(&self, ty: RegisterType, index: u32, role: &str) -> Result {
        match pixel_count(self.minor, ty) {
            Some(n) if index < n => Ok(()),
            _ => Err(TranslateError::unsupported(
                self.offset,
                format!("{ty:?} register {index} as {role} in {}", self.name),
            )),
        }
    }

    /// A source of an arithmetic instruction (or the colour operand of a texture
    /// instruction), in the rewritten register model.
    fn map_src(&self, s: &SourceParam) -> Result<SourceParam> {
        let r = s.register;
        if s.relative.is_some() {
            return Err(self.invalid("relative addressing"));
        }
        self.check_register(r.ty, r.index, "source")?;
        let modifier_ok = match s.modifier {
            SourceModifier::None
            | SourceModifier::Neg
            | SourceModifier::Bias
            | SourceModifier::BiasNeg
            | SourceModifier::Sign
            | SourceModifier::SignNeg
            | SourceModifier::Comp => true,
            SourceModifier::X2 | SourceModifier::X2Neg => self.ps14(),
            _ => false,
        };
        if !modifier_ok {
            return Err(TranslateError::unsupported(
                self.offset,
                format!("source modifier {:?} in {}", s.modifier, self.name),
            ));
        }
        let mut out = *s;
        if r.ty == RegisterType::AddrOrTexture && !self.ps14() {
            out.register = Register {
                ty: RegisterType::Temp,
                index: T_COLOR_BASE + r.index,
            };
        }
        Ok(out)
    }

    /// A `ps_1_4` texture coordinate operand (`texld`, `texcrd`): `t#` or, for `texld`,
    /// `r#`; `_dz`/`_dw` allowed.
    fn map_coordinate(&self, s: &SourceParam, texld: bool) -> Result<SourceParam> {
        let r = s.register;
        let kind_ok = r.ty == RegisterType::AddrOrTexture || (texld && r.ty == RegisterType::Temp);
        if !kind_ok || s.relative.is_some() {
            return Err(self.invalid(format!("{:?} {} as a texture coordinate", r.ty, r.index)));
        }
        self.check_register(r.ty, r.index, "texture coordinate")?;
        // t# takes _dw (texld and texcrd), r# takes _dz (texld only), as D3D9 documents.
        let ok = match s.modifier {
            SourceModifier::None => true,
            SourceModifier::Dw => r.ty == RegisterType::AddrOrTexture,
            SourceModifier::Dz => r.ty == RegisterType::Temp,
            _ => false,
        };
        if ok {
            Ok(*s)
        } else {
            Err(TranslateError::unsupported(
                self.offset,
                format!(
                    "source modifier {:?} on {:?} {} as a texture coordinate in {}",
                    s.modifier, r.ty, r.index, self.name
                ),
            ))
        }
    }

    /// A destination in the rewritten register model.
    fn map_dst(&self, d: &DestinationParam) -> Result<DestinationParam> {
        let r = d.register;
        let ok = match r.ty {
            RegisterType::Temp => true,
            RegisterType::AddrOrTexture => !self.ps14(),
            _ => false,
        };
        if !ok || d.relative.is_some() {
            return Err(TranslateError::unsupported(
                self.offset,
                format!(
                    "{:?} register {} as destination in {}",
                    r.ty, r.index, self.name
                ),
            ));
        }
        self.check_register(r.ty, r.index, "destination")?;
        let mut out = *d;
        if r.ty == RegisterType::AddrOrTexture {
            out.register = Register {
                ty: RegisterType::Temp,
                index: T_COLOR_BASE + r.index,
            };
        }
        Ok(out)
    }

    fn check_opcode(&self, ins: &Instruction) -> Result {
        if pixel_has(self.minor, ins.opcode) {
            Ok(())
        } else {
            Err(TranslateError::unsupported(
                ins.offset,
                format!("{:?} in {}", ins.opcode, self.name),
            ))
        }
    }

    /// A co-issued pair: both read their sources before either writes.
    fn pair(&mut self, first: &Instruction, second: &Instruction) -> Result {
        if is_texture_op(first.opcode) || is_texture_op(second.opcode) {
            return Err(self.invalid("a texture instruction in a co-issued pair"));
        }
        let a = self.arithmetic_form(first)?;
        self.offset = second.offset;
        let b = self.arithmetic_form(second)?;
        let (Some(ad), Some(bd)) = (a.dst, b.dst) else {
            return Err(self.invalid("a co-issued pair without destinations"));
        };
        if ad.write_mask & bd.write_mask != 0 && ad.register == bd.register {
            return Err(self.invalid("co-issued instructions writing the same components"));
        }
        let reads_first = b.src.iter().any(|s| s.register == ad.register);
        if !reads_first {
            self.out.push(a);
            self.out.push(b);
            return Ok(());
        }
        let mut a = a;
        a.dst = Some(DestinationParam {
            register: Register {
                ty: RegisterType::Temp,
                index: PAIR,
            },
            ..ad
        });
        self.out.push(a);
        self.out.push(b);
        let copy = self.src(RegisterType::Temp, PAIR, IDENTITY);
        let target = DestinationParam {
            saturate: false,
            shift: 0,
            ..ad
        };
        self.emit(Opcode::Mov, Some(target), vec![copy], 0);
        Ok(())
    }

    fn instruction(&mut self, ins: &Instruction) -> Result {
        use Opcode as O;
        match ins.opcode {
            O::Nop | O::Comment | O::End => Ok(()),
            O::Def => {
                self.check_opcode(ins)?;
                if let Some(d) = &ins.dst {
                    self.check_register(d.register.ty, d.register.index, "def")?;
                }
                self.out.push(ins.clone());
                Ok(())
            }
            O::Phase => self.phase_marker(ins),
            op if is_texture_op(op) => {
                self.check_opcode(ins)?;
                if self.arithmetic {
                    return Err(self.invalid(format!(
                        "{op:?} after an arithmetic instruction (texture instructions come first{})",
                        if self.ps14() { " in each phase" } else { "" }
                    )));
                }
                if !matches!(op, O::TexM3x2Pad | O::TexM3x3Pad)
                    && !matches!(
                        op,
                        O::TexM3x2Tex
                            | O::TexM3x2Depth
                            | O::TexM3x3Tex
                            | O::TexM3x3
                            | O::TexM3x3Spec
                            | O::TexM3x3VSpec
                    )
                    && !self.pads.is_empty()
                {
                    return Err(self.invalid(format!("{op:?} inside a texm3x* sequence")));
                }
                if self.ps14() {
                    self.texture_14(ins)
                } else {
                    self.texture_11(ins)
                }
            }
            _ => {
                if !self.pads.is_empty() {
                    return Err(self.invalid("arithmetic inside a texm3x* sequence"));
                }
                let form = self.arithmetic_form(ins)?;
                self.out.push(form);
                Ok(())
            }
        }
    }

    /// `ps_1_4` with a `phase`: the colour inputs `v#` exist only in phase 2.
    fn check_phase_one_inputs(&self, all: &[Instruction]) -> Result {
        let Some(marker) = all.iter().position(|i| i.opcode == Opcode::Phase) else {
            return Ok(());
        };
        for ins in &all[..marker] {
            if ins.src.iter().any(|s| s.register.ty == RegisterType::Input) {
                return Err(TranslateError::invalid(
                    ins.offset,
                    format!("v# read before phase in {}", self.name),
                ));
            }
        }
        Ok(())
    }

    fn phase_marker(&mut self, ins: &Instruction) -> Result {
        self.check_opcode(ins)?;
        if self.phase {
            return Err(self.invalid("a second phase"));
        }
        self.phase = true;
        self.arithmetic = false;
        Ok(())
    }

    /// An arithmetic instruction with its registers mapped.
    fn arithmetic_form(&mut self, ins: &Instruction) -> Result<Instruction> {
        use Opcode as O;
        self.check_opcode(ins)?;
        let Some(d) = &ins.dst else {
            return Err(self.invalid(format!("{:?} without destination", ins.opcode)));
        };
        self.arithmetic = true;
        let mut dst = self.map_dst(d)?;
        // _x2 _x4 _d2, and in ps_1_4 also _x8 _d4 _d8.
        let shifts = if self.ps14() { -3..=3 } else { -1..=2 };
        if !shifts.contains(&dst.shift) {
            return Err(TranslateError::unsupported(
                ins.offset,
                format!("result shift {} in {}", dst.shift, self.name),
            ));
        }
        let mut src = Vec::with_capacity(ins.src.len());
        for (k, s) in ins.src.iter().enumerate() {
            // ps_1_4 reads t# as a coordinate wherever it appears (as drivers do).
            let mapped = if self.ps14() && s.register.ty == RegisterType::AddrOrTexture {
                self.check_register(s.register.ty, s.register.index, "source")?;
                *s
            } else {
                self.map_src(s)?
            };
            if ins.opcode == O::Cnd && k == 0 && !self.ps14() {
                // ps_1_1-1_3 compare one value, the alpha of the condition (r0.a in
                // D3DX-made shaders), for every component.
                src.push(SourceParam {
                    swizzle: [mapped.swizzle[3]; 4],
                    ..mapped
                });
                continue;
            }
            src.push(mapped);
        }
        let mut control = ins.control;
        if ins.opcode == O::Bem {
            if self.phase {
                return Err(self.invalid("bem after phase"));
            }
            // The destination register names the stage whose BUMPENVMAT is used.
            control = dst.register.index as u8 & 7;
            dst.write_mask &= 0x3;
        }
        Ok(Instruction {
            control,
            coissue: false,
            dst: Some(dst),
            src,
            ..ins.clone()
        })
    }

    /// The stage a texture instruction of `ps_1_1`-`ps_1_3` names (its destination `t#`).
    fn stage_11(&self, ins: &Instruction) -> Result<u32> {
        match &ins.dst {
            Some(d) if d.register.ty == RegisterType::AddrOrTexture => {
                self.check_register(d.register.ty, d.register.index, "destination")?;
                Ok(d.register.index)
            }
            _ => Err(self.invalid(format!("{:?} whose destination is not t#", ins.opcode))),
        }
    }

    /// The colour operand `t#n` of a texture instruction, read from an earlier stage.
    fn colour_operand(&self, ins: &Instruction, m: u32, k: usize) -> Result<SourceParam> {
        let Some(s) = ins.src.get(k) else {
            return Err(self.invalid(format!("{:?} needs a source", ins.opcode)));
        };
        if s.register.ty != RegisterType::AddrOrTexture || s.register.index >= m {
            return Err(self.invalid(format!(
                "{:?} t{m} reading {:?} {} (it reads the t# of an earlier stage)",
                ins.opcode, s.register.ty, s.register.index
            )));
        }
        self.map_src(s)
    }

    fn texture_11(&mut self, ins: &Instruction) -> Result {
        use Opcode as O;
        let m = self.stage_11(ins)?;
        let colour = T_COLOR_BASE + m;
        let full = temp(colour, 0xF);
        match ins.opcode {
            O::Tex => {
                let c = self.coordinate(m);
                let s = self.sampler(m);
                self.emit(O::Tex, Some(full), vec![c, s], TEXLD_STAGE_PROJECTED);
            }
            O::TexCoord => {
                let c = self.coordinate(m);
                let sat = DestinationParam {
                    saturate: true,
                    ..full
                };
                self.emit(O::Mov, Some(sat), vec![c], 0);
                let one = self.literal(1);
                self.emit(O::Mov, Some(temp(colour, 0x8)), vec![one], 0);
            }
            O::TexKill => {
                let d = dst(RegisterType::AddrOrTexture, m, 0x7);
                self.emit(O::TexKill, Some(d), Vec::new(), 0);
            }
            O::TexBem | O::TexBemL => {
                let n = self.colour_operand(ins, m, 0)?;
                let c = self.coordinate(m);
                self.emit(
                    O::Bem,
                    Some(temp(COORD, 0x3)),
                    vec![c, n],
                    m as u8 | BEM_PROJECTABLE,
                );
                self.sample(m, self.src(RegisterType::Temp, COORD, IDENTITY), 0);
                if ins.opcode == O::TexBemL {
                    let t = self.src(RegisterType::Temp, colour, IDENTITY);
                    self.emit(O::TexBemL, Some(full), vec![t, n], m as u8);
                }
            }
            O::TexReg2Ar | O::TexReg2Gb | O::TexReg2Rgb => {
                let mut n = self.colour_operand(ins, m, 0)?;
                let w = n.swizzle;
                n.swizzle = match ins.opcode {
                    O::TexReg2Ar => [w[3], w[0], w[0], w[0]],
                    O::TexReg2Gb => [w[1], w[2], w[2], w[2]],
                    _ => [w[0], w[1], w[2], w[2]],
                };
                self.sample(m, n, 0);
            }
            O::TexM3x2Pad | O::TexM3x3Pad => {
                let rows = if ins.opcode == O::TexM3x2Pad { 1 } else { 2 };
                if self.pads.len() >= rows || self.pads.last().is_some_and(|&p| p + 1 != m) {
                    return Err(self.invalid(format!("{:?} out of sequence", ins.opcode)));
                }
                let n = self.colour_operand(ins, m, 0)?;
                self.row(m, n, self.pads.len());
                self.pads.push(m);
            }
            O::TexM3x2Tex | O::TexM3x2Depth => {
                self.end_sequence(ins.opcode, m, 1)?;
                let n = self.colour_operand(ins, m - 1, 0)?;
                self.row(m, n, 1);
                if ins.opcode == O::TexM3x2Depth {
                    let xy = self.src(RegisterType::Temp, COORD, IDENTITY);
                    let depth = dst(RegisterType::DepthOut, 0, 0x1);
                    self.emit(O::TexDepth, Some(depth), vec![xy], 0);
                } else {
                    let zero = self.literal(0);
                    self.emit(O::Mov, Some(temp(COORD, 0xC)), vec![zero], 0);
                    self.sample(m, self.src(RegisterType::Temp, COORD, IDENTITY), 0);
                }
            }
            O::TexM3x3Tex | O::TexM3x3 | O::TexM3x3Spec | O::TexM3x3VSpec => {
                self.end_sequence(ins.opcode, m, 2)?;
                let n = self.colour_operand(ins, m - 2, 0)?;
                self.row(m, n, 2);
                let coord = self.src(RegisterType::Temp, COORD, IDENTITY);
                match ins.opcode {
                    O::TexM3x3 => {
                        self.emit(O::Mov, Some(temp(colour, 0x7)), vec![coord], 0);
                        let one = self.literal(1);
                        self.emit(O::Mov, Some(temp(colour, 0x8)), vec![one], 0);
                    }
                    O::TexM3x3Tex => self.sample(m, coord, 0),
                    _ => {
                        let eye = if ins.opcode == O::TexM3x3Spec {
                            let Some(e) = ins.src.get(1) else {
                                return Err(self.invalid("texm3x3spec needs an eye constant"));
                            };
                            if e.register.ty != RegisterType::Const {
                                return Err(self.invalid("texm3x3spec's eye is not a c#"));
                            }
                            self.map_src(e)?
                        } else {
                            for (k, stage) in [m - 2, m - 1, m].into_iter().enumerate() {
                                let w = self.src(RegisterType::AddrOrTexture, stage, [3; 4]);
                                self.emit(O::Mov, Some(temp(EYE, 1 << k)), vec![w], 0);
                            }
                            self.src(RegisterType::Temp, EYE, IDENTITY)
                        };
                        self.reflect(eye);
                        self.sample(m, coord, 0);
                    }
                }
            }
            O::TexDp3Tex => {
                let n = self.colour_operand(ins, m, 0)?;
                self.row(m, n, 0);
                let zero = self.literal(0);
                self.emit(O::Mov, Some(temp(COORD, 0xE)), vec![zero], 0);
                self.sample(m, self.src(RegisterType::Temp, COORD, IDENTITY), 0);
            }
            O::TexDp3 => {
                let n = self.colour_operand(ins, m, 0)?;
                let c = self.coordinate(m);
                self.emit(O::Dp3, Some(full), vec![c, n], 0);
            }
            op => return Err(self.invalid(format!("{op:?} is not a texture instruction"))),
        }
        Ok(())
    }

    /// `COORD.(row) = dot(coordinate m, n)`.
    fn row(&mut self, m: u32, n: SourceParam, row: usize) {
        let c = self.coordinate(m);
        self.emit(Opcode::Dp3, Some(temp(COORD, 1 << row)), vec![c, n], 0);
    }

    /// Closes a `texm3x*` sequence of `rows` pads ending at stage `m`.
    fn end_sequence(&mut self, op: Opcode, m: u32, rows: usize) -> Result {
        let expected: Vec<u32> = (0..rows as u32)
            .map(|k| m.wrapping_sub(rows as u32 - k))
            .collect();
        if m < rows as u32 || self.pads != expected {
            return Err(self.invalid(format!(
                "{op:?} t{m} without the {rows} pad instruction(s) of stages just before it"
            )));
        }
        self.pads.clear();
        Ok(())
    }

    /// `COORD.xyz = 2 N (N.E) / (N.N) - E` with `N = COORD.xyz`.
    fn reflect(&mut self, eye: SourceParam) {
        use Opcode as O;
        let n = self.src(RegisterType::Temp, COORD, IDENTITY);
        let terms = |l: &Self, c: u8| l.src(RegisterType::Temp, TERMS, [c; 4]);
        self.emit(O::Dp3, Some(temp(TERMS, 0x1)), vec![n, eye], 0);
        self.emit(O::Dp3, Some(temp(TERMS, 0x2)), vec![n, n], 0);
        let nn = terms(self, 1);
        self.emit(O::Rcp, Some(temp(TERMS, 0x2)), vec![nn], 0);
        let (ne, inv) = (terms(self, 0), terms(self, 1));
        self.emit(O::Mul, Some(temp(TERMS, 0x1)), vec![ne, inv], 0);
        let k = terms(self, 0);
        self.emit(O::Add, Some(temp(TERMS, 0x1)), vec![k, k], 0);
        let k = terms(self, 0);
        let minus_eye = match eye.modifier {
            SourceModifier::None => SourceParam {
                modifier: SourceModifier::Neg,
                ..eye
            },
            SourceModifier::Neg => SourceParam {
                modifier: SourceModifier::None,
                ..eye
            },
            // `-E` of an otherwise modified eye: E is computed into EYE first.
            _ => {
                self.emit(O::Mov, Some(temp(EYE, 0x7)), vec![eye], 0);
                SourceParam {
                    modifier: SourceModifier::Neg,
                    ..self.src(RegisterType::Temp, EYE, IDENTITY)
                }
            }
        };
        self.emit(O::Mad, Some(temp(COORD, 0x7)), vec![n, k, minus_eye], 0);
    }

    /// `texld r(16 + m), coord, s#m`.
    fn sample(&mut self, m: u32, coord: SourceParam, control: u8) {
        let s = self.sampler(m);
        let d = temp(T_COLOR_BASE + m, 0xF);
        self.emit(Opcode::Tex, Some(d), vec![coord, s], control);
    }

    fn texture_14(&mut self, ins: &Instruction) -> Result {
        use Opcode as O;
        let Some(d) = &ins.dst else {
            return Err(self.invalid(format!("{:?} without destination", ins.opcode)));
        };
        match ins.opcode {
            O::Tex | O::TexCoord => {
                if d.register.ty != RegisterType::Temp {
                    return Err(self.invalid(format!("{:?} into {:?}", ins.opcode, d.register.ty)));
                }
                self.check_register(d.register.ty, d.register.index, "destination")?;
                let Some(s) = ins.src.first() else {
                    return Err(self.invalid(format!("{:?} needs a source", ins.opcode)));
                };
                let texld = ins.opcode == O::Tex;
                let c = self.map_coordinate(s, texld)?;
                if c.register.ty == RegisterType::Temp && !self.phase {
                    // r# holds a coordinate only once phase 1 computed it.
                    return Err(self.invalid(format!(
                        "{:?} of r{} before phase",
                        ins.opcode, c.register.index
                    )));
                }
                if texld {
                    // ps_1_4 ignores D3DTTFF_PROJECTED: _dz/_dw say the divide.
                    let s = self.sampler(d.register.index);
                    let out = temp(d.register.index, 0xF);
                    self.emit(O::Tex, Some(out), vec![c, s], 0);
                } else {
                    let out = temp(d.register.index, d.write_mask);
                    self.emit(O::Mov, Some(out), vec![c], 0);
                }
            }
            O::TexKill => {
                let ok = matches!(
                    d.register.ty,
                    RegisterType::Temp | RegisterType::AddrOrTexture
                );
                if !ok {
                    return Err(self.invalid("texkill of neither r# nor t#"));
                }
                self.check_register(d.register.ty, d.register.index, "texkill operand")?;
                let operand = dst(d.register.ty, d.register.index, 0x7);
                self.emit(O::TexKill, Some(operand), Vec::new(), 0);
            }
            O::TexDepth => {
                if d.register.ty != RegisterType::Temp || d.register.index != 5 {
                    return Err(self.invalid("texdepth of a register other than r5"));
                }
                let r5 = self.src(RegisterType::Temp, 5, IDENTITY);
                let depth = dst(RegisterType::DepthOut, 0, 0x1);
                self.emit(O::TexDepth, Some(depth), vec![r5], 0);
            }
            op => return Err(self.invalid(format!("{op:?} is not a ps_1_4 texture instruction"))),
        }
        Ok(())
    }
}

/// The texture-addressing instructions (which come before arithmetic).
fn is_texture_op(op: Opcode) -> bool {
    use Opcode as O;
    matches!(
        op,
        O::Tex
            | O::TexCoord
            | O::TexKill
            | O::TexBem
            | O::TexBemL
            | O::TexReg2Ar
            | O::TexReg2Gb
            | O::TexReg2Rgb
            | O::TexM3x2Pad
            | O::TexM3x2Tex
            | O::TexM3x2Depth
            | O::TexM3x3Pad
            | O::TexM3x3Tex
            | O::TexM3x3
            | O::TexM3x3Spec
            | O::TexM3x3VSpec
            | O::TexDp3Tex
            | O::TexDp3
            | O::TexDepth
    )
}
