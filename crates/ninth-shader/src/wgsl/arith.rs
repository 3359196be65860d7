//! Arithmetic instructions with D3D9 numeric rules, and `setp`.

use naga::{BinaryOperator as B, MathFunction as M};

use super::TranslateError;
use super::build::H;
use super::helpers::Helper;
use super::store::{Comps, Val};
use super::writer::Writer;
use crate::ir::{Comparison, Instruction, Opcode, ShaderKind};

type Result<T = ()> = std::result::Result<T, TranslateError>;

/// The operator of a D3D9 comparison.
pub(super) fn comparison_op(control: u8, offset: usize) -> Result<B> {
    Ok(match control {
        c if c == Comparison::Gt as u8 => B::Greater,
        c if c == Comparison::Eq as u8 => B::Equal,
        c if c == Comparison::Ge as u8 => B::GreaterEqual,
        c if c == Comparison::Lt as u8 => B::Less,
        c if c == Comparison::Ne as u8 => B::NotEqual,
        c if c == Comparison::Le as u8 => B::LessEqual,
        c => {
            return Err(TranslateError::invalid(
                offset,
                format!("comparison {c} is not one of gt, eq, ge, lt, ne, le"),
            ));
        }
    })
}

impl Writer<'_> {
    /// Number of sources an arithmetic opcode reads, or `None` if it is not one this model has.
    fn arity(&self, op: Opcode) -> Option<usize> {
        use Opcode as O;
        let vertex = self.a.version.kind == ShaderKind::Vertex;
        let sm3 = self.a.version.major >= 3;
        Some(match op {
            O::Mov
            | O::Rcp
            | O::Rsq
            | O::Exp
            | O::ExpP
            | O::Log
            | O::LogP
            | O::Frc
            | O::Abs
            | O::Nrm => 1,
            // Vertex-shader-only instructions.
            O::Lit | O::Mova if vertex => 1,
            O::Slt | O::Sge | O::Dst if vertex => 2,
            O::Dsx | O::Dsy if !vertex => 1,
            O::Sgn if vertex => 1,
            O::Add
            | O::Sub
            | O::Mul
            | O::Dp3
            | O::Dp4
            | O::Min
            | O::Max
            | O::Pow
            | O::Crs
            | O::M4x4
            | O::M4x3
            | O::M3x4
            | O::M3x3
            | O::M3x2 => 2,
            O::SinCos if sm3 => 1,
            O::SinCos => 3,
            O::Mad | O::Lrp | O::Cmp | O::Dp2Add => 3,
            O::Cnd if !vertex && self.a.version.major == 1 => 3,
            _ => return None,
        })
    }

    /// Translate an arithmetic instruction.
    pub(super) fn arith(&mut self, ins: &Instruction) -> Result {
        use Opcode as O;
        let off = ins.offset;
        let Some(n) = self.arity(ins.opcode) else {
            return Err(TranslateError::unsupported(
                off,
                format!("{:?} in {}", ins.opcode, self.model_name()),
            ));
        };
        if ins.src.len() < n {
            return Err(TranslateError::invalid(
                off,
                format!("{:?} needs {n} sources", ins.opcode),
            ));
        }
        let Some(mut d) = ins.dst else {
            return Err(TranslateError::invalid(
                off,
                format!("{:?} without destination", ins.opcode),
            ));
        };
        // Instructions that define fewer components write only those.
        d.write_mask &= match ins.opcode {
            O::Crs | O::M4x3 | O::M3x3 => 0x7,
            O::M3x2 | O::SinCos => 0x3,
            _ => 0xF,
        };
        let zr = self.opts.zero_times_inf;
        let val = match ins.opcode {
            O::Mul | O::Mad | O::Lrp if zr => Val::Full,
            O::Mov
            | O::Mova
            | O::Add
            | O::Sub
            | O::Mul
            | O::Mad
            | O::Lrp
            | O::Frc
            | O::Abs
            | O::Sgn
            | O::Min
            | O::Max
            | O::Slt
            | O::Sge
            | O::Cmp
            | O::Cnd
            | O::Dsx
            | O::Dsy => Val::Masked,
            O::ExpP if self.a.version.major == 1 => Val::Masked,
            O::M4x4 | O::M4x3 | O::M3x4 | O::M3x3 | O::M3x2 | O::SinCos => Val::Masked,
            O::Crs if d.write_mask == 0x7 => Val::Masked,
            O::Dp3
            | O::Dp4
            | O::Dp2Add
            | O::Rcp
            | O::Rsq
            | O::Exp
            | O::ExpP
            | O::Log
            | O::LogP
            | O::Pow => Val::Scalar,
            _ => Val::Full,
        };
        let comps = Comps::of_mask(d.write_mask);
        let mut f = |w: &mut Writer<'_>| w.value(ins, &comps, zr);
        self.store(&d, ins.predicate.as_ref(), val, off, &mut f)
    }

    /// Source `i` selecting `comps`.
    fn s(&mut self, ins: &Instruction, i: usize, comps: &[u8]) -> Result<H> {
        match ins.src.get(i) {
            Some(s) => self.src(s, 0, comps, ins.offset),
            None => Err(TranslateError::invalid(ins.offset, "missing source")),
        }
    }

    /// `a op b` of two sources over `comps`.
    fn binary(&mut self, ins: &Instruction, comps: &[u8], op: B) -> Result<H> {
        let a = self.s(ins, 0, comps)?;
        let b = self.s(ins, 1, comps)?;
        Ok(self.fb.bin(op, a, b))
    }

    /// `n` values as `f32` (one) or a `vecNf`.
    fn vector(&mut self, parts: Vec<H>) -> H {
        if parts.len() == 1 {
            parts[0]
        } else {
            let ty = self.t.float(parts.len());
            self.fb.compose(ty, parts)
        }
    }

    /// The value of an arithmetic instruction (see [`Val`] for its shape).
    fn value(&mut self, ins: &Instruction, comps: &Comps, zr: bool) -> Result<H> {
        use Opcode as O;
        const FULL: [u8; 4] = [0, 1, 2, 3];
        const W: [u8; 1] = [3];
        let c = comps.as_slice();
        let n = c.len();
        Ok(match ins.opcode {
            O::Mov | O::Mova => self.s(ins, 0, c)?,
            O::Add => self.binary(ins, c, B::Add)?,
            O::Sub => self.binary(ins, c, B::Subtract)?,
            O::Mul | O::Mad if zr => {
                let a = self.s(ins, 0, &FULL)?;
                let b = self.s(ins, 1, &FULL)?;
                let m = self.call_helper(Helper::Mul, vec![a, b]);
                if ins.opcode == O::Mad {
                    let d = self.s(ins, 2, &FULL)?;
                    self.fb.bin(B::Add, m, d)
                } else {
                    m
                }
            }
            O::Mul => self.binary(ins, c, B::Multiply)?,
            O::Mad => {
                let m = self.binary(ins, c, B::Multiply)?;
                let d = self.s(ins, 2, c)?;
                self.fb.bin(B::Add, m, d)
            }
            O::Lrp => {
                let k: &[u8] = if zr { &FULL } else { c };
                let s2 = self.s(ins, 2, k)?;
                let s0 = self.s(ins, 0, k)?;
                let s1 = self.s(ins, 1, k)?;
                let s2b = self.s(ins, 2, k)?;
                let d = self.fb.bin(B::Subtract, s1, s2b);
                let m = if zr {
                    self.call_helper(Helper::Mul, vec![s0, d])
                } else {
                    self.fb.bin(B::Multiply, s0, d)
                };
                self.fb.bin(B::Add, s2, m)
            }
            O::Dp3 | O::Dp4 | O::Dp2Add => {
                let k = match ins.opcode {
                    O::Dp2Add => 2,
                    O::Dp3 => 3,
                    _ => 4,
                };
                let d = self.dot(ins, k, 1, 0)?;
                if ins.opcode == O::Dp2Add {
                    let e = self.s(ins, 2, &W)?;
                    self.fb.bin(B::Add, d, e)
                } else {
                    d
                }
            }
            O::M4x4 | O::M4x3 | O::M3x4 | O::M3x3 | O::M3x2 => {
                let k = if matches!(ins.opcode, O::M4x4 | O::M4x3) {
                    4
                } else {
                    3
                };
                let mut parts = Vec::with_capacity(n);
                for &row in c {
                    parts.push(self.dot(ins, k, 1, u32::from(row))?);
                }
                self.vector(parts)
            }
            O::Rcp | O::Rsq | O::Log | O::LogP => {
                let h = match ins.opcode {
                    O::Rcp => Helper::Rcp,
                    O::Rsq => Helper::Rsq,
                    _ => Helper::Log,
                };
                let x = self.s(ins, 0, &W)?;
                self.call_helper(h, vec![x])
            }
            O::ExpP if self.a.version.major == 1 => {
                // vs_1_1: (2^floor(s), s - floor(s), 2^s, 1).
                let mut parts = Vec::with_capacity(n);
                for &k in c {
                    let x = self.s(ins, 0, &W)?;
                    parts.push(match k {
                        0 => {
                            let f = self.fb.math(M::Floor, &[x]);
                            self.fb.math(M::Exp2, &[f])
                        }
                        1 => {
                            let f = self.fb.math(M::Floor, &[x]);
                            self.fb.bin(B::Subtract, x, f)
                        }
                        2 => self.fb.math(M::Exp2, &[x]),
                        _ => self.fb.f(1.0),
                    });
                }
                self.vector(parts)
            }
            O::Exp | O::ExpP => {
                let x = self.s(ins, 0, &W)?;
                self.fb.math(M::Exp2, &[x])
            }
            O::Pow => {
                let x = self.s(ins, 0, &W)?;
                let y = self.s(ins, 1, &W)?;
                self.call_helper(Helper::Pow, vec![x, y])
            }
            O::Frc | O::Abs | O::Sgn => {
                let x = self.s(ins, 0, c)?;
                let f = match ins.opcode {
                    O::Frc => M::Fract,
                    O::Abs => M::Abs,
                    _ => M::Sign,
                };
                self.fb.math(f, &[x])
            }
            O::Dsx | O::Dsy => {
                let expr = self.s(ins, 0, c)?;
                let axis = if ins.opcode == O::Dsx {
                    naga::DerivativeAxis::X
                } else {
                    naga::DerivativeAxis::Y
                };
                self.fb.expr(naga::Expression::Derivative {
                    axis,
                    ctrl: naga::DerivativeControl::None,
                    expr,
                })
            }
            O::Min | O::Max => {
                let a = self.s(ins, 0, c)?;
                let b = self.s(ins, 1, c)?;
                let f = if ins.opcode == O::Min { M::Min } else { M::Max };
                self.fb.math(f, &[a, b])
            }
            O::Slt | O::Sge => {
                let op = if ins.opcode == O::Slt {
                    B::Less
                } else {
                    B::GreaterEqual
                };
                let cond = self.binary(ins, c, op)?;
                let zero = self.fb.k(0.0, n);
                let one = self.fb.k(1.0, n);
                self.fb.select(cond, one, zero)
            }
            O::Cmp | O::Cnd => {
                let s2 = self.s(ins, 2, c)?;
                let s1 = self.s(ins, 1, c)?;
                let s0 = self.s(ins, 0, c)?;
                let cond = if ins.opcode == O::Cmp {
                    let zero = self.fb.k(0.0, n);
                    self.fb.bin(B::GreaterEqual, s0, zero)
                } else {
                    let half = self.fb.k(0.5, n);
                    self.fb.bin(B::Greater, s0, half)
                };
                self.fb.select(cond, s1, s2)
            }
            O::Nrm | O::Lit => {
                let h = if ins.opcode == O::Nrm {
                    Helper::Nrm
                } else {
                    Helper::Lit
                };
                let x = self.s(ins, 0, &FULL)?;
                self.call_helper(h, vec![x])
            }
            O::Dst => {
                let one = self.fb.f(1.0);
                let a = self.s(ins, 0, &[1])?;
                let b = self.s(ins, 1, &[1])?;
                let y = self.fb.bin(B::Multiply, a, b);
                let z = self.s(ins, 0, &[2])?;
                let w = self.s(ins, 1, &W)?;
                self.fb.compose(self.t.vecf[2], vec![one, y, z, w])
            }
            O::Crs => {
                let a = self.s(ins, 0, &[0, 1, 2])?;
                let b = self.s(ins, 1, &[0, 1, 2])?;
                let x = self.fb.math(M::Cross, &[a, b]);
                if n == 3 {
                    x
                } else {
                    let zero = self.fb.f(0.0);
                    self.fb.compose(self.t.vecf[2], vec![x, zero])
                }
            }
            O::SinCos => {
                let mut parts = Vec::with_capacity(n);
                for &k in c {
                    let x = self.s(ins, 0, &W)?;
                    let f = if k == 0 { M::Cos } else { M::Sin };
                    parts.push(self.fb.math(f, &[x]));
                }
                self.vector(parts)
            }
            op => {
                return Err(TranslateError::unsupported(
                    ins.offset,
                    format!("{op:?} in {}", self.model_name()),
                ));
            }
        })
    }

    /// A `k`-component dot product of source 0 and source `b` (row `row` of it).
    fn dot(&mut self, ins: &Instruction, k: usize, b: usize, row: u32) -> Result<H> {
        const FULL: [u8; 4] = [0, 1, 2, 3];
        let (Some(s0), Some(s1)) = (ins.src.first(), ins.src.get(b)) else {
            return Err(TranslateError::invalid(ins.offset, "missing source"));
        };
        let off = ins.offset;
        if self.opts.zero_times_inf {
            let x = self.src(s0, 0, &FULL, off)?;
            let y = self.src(s1, row, &FULL, off)?;
            let h = match k {
                2 => Helper::Dp2,
                3 => Helper::Dp3,
                _ => Helper::Dp4,
            };
            Ok(self.call_helper(h, vec![x, y]))
        } else {
            let x = self.src(s0, 0, &FULL[..k], off)?;
            let y = self.src(s1, row, &FULL[..k], off)?;
            Ok(self.fb.math(M::Dot, &[x, y]))
        }
    }

    /// `setp_op p0.mask, src0, src1`: per-component comparison into the predicate.
    pub(super) fn setp(&mut self, ins: &Instruction) -> Result {
        const FULL: [u8; 4] = [0, 1, 2, 3];
        let off = ins.offset;
        if self.a.version.major < 2 || (self.a.version.major == 2 && self.a.version.minor == 0) {
            return Err(TranslateError::unsupported(
                off,
                format!("setp in {}", self.model_name()),
            ));
        }
        let (Some(d), [s0, s1, ..]) = (ins.dst, ins.src.as_slice()) else {
            return Err(TranslateError::invalid(
                off,
                "setp needs p0 and two sources",
            ));
        };
        let op = comparison_op(ins.control, off)?;
        let m = d.write_mask & 0xF;
        let comps = Comps::of_mask(m);
        let c = comps.as_slice();
        let p0 = self.reg_at(crate::ir::RegisterType::Predicate, 0);
        if ins.predicate.is_none() && (m == 0xF || c.len() == 1) {
            let a = self.src(s0, 0, c, off)?;
            let b = self.src(s1, 0, c, off)?;
            let v = self.fb.bin(op, a, b);
            let p = if c.len() == 1 {
                self.fb.index(p0, u32::from(c[0]))
            } else {
                p0
            };
            self.fb.store(p, v);
            return Ok(());
        }
        if c.is_empty() {
            return Ok(());
        }
        let a = self.src(s0, 0, &FULL, off)?;
        let b = self.src(s1, 0, &FULL, off)?;
        let v = self.fb.bin(op, a, b);
        let old = self.fb.load(p0);
        let mask: Vec<H> = (0..4).map(|i| self.fb.b(m & (1 << i) != 0)).collect();
        let mask = self.fb.compose(self.t.vec4b, mask);
        let mut new = self.fb.select(mask, v, old);
        if let Some(p) = &ins.predicate {
            let p = self.pred(p, off)?;
            new = self.fb.select(p, new, old);
        }
        self.fb.store(p0, new);
        Ok(())
    }
}
