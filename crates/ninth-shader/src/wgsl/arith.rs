//! Arithmetic instructions with D3D9 numeric rules, `setp`, and the helper functions.

use std::fmt::Write;

use super::TranslateError;
use super::store::{Comps, Val};
use super::writer::{Helpers, Writer};
use crate::ir::{Comparison, Instruction, Opcode, ShaderKind};

type Result<T = ()> = std::result::Result<T, TranslateError>;

/// WGSL operator of a D3D9 comparison.
pub(super) fn comparison_op(control: u8, offset: usize) -> Result<&'static str> {
    Ok(match control {
        c if c == Comparison::Gt as u8 => ">",
        c if c == Comparison::Eq as u8 => "==",
        c if c == Comparison::Ge as u8 => ">=",
        c if c == Comparison::Lt as u8 => "<",
        c if c == Comparison::Ne as u8 => "!=",
        c if c == Comparison::Le as u8 => "<=",
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
            | O::Dsx
            | O::Dsy => Val::Masked,
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

    /// Write source `i` selecting `comps`.
    fn src(&mut self, ins: &Instruction, i: usize, comps: &[u8]) -> Result {
        match ins.src.get(i) {
            Some(s) => self.put_src(s, 0, comps, ins.offset),
            None => Err(TranslateError::invalid(ins.offset, "missing source")),
        }
    }

    /// Write `vecNf(` for n > 1 (nothing for one component).
    fn open_vec(&mut self, n: usize) {
        if n > 1 {
            let _ = write!(self.out, "vec{n}f(");
        }
    }

    /// Write a splat of `v` with `n` components.
    fn splat(&mut self, n: usize, v: &str) {
        if n > 1 {
            let _ = write!(self.out, "vec{n}f({v})");
        } else {
            self.out.push_str(v);
        }
    }

    /// Write `(a op b)` of two sources over `comps`.
    fn binary(&mut self, ins: &Instruction, comps: &[u8], op: &str) -> Result {
        self.src(ins, 0, comps)?;
        let _ = write!(self.out, " {op} ");
        self.src(ins, 1, comps)
    }

    /// Write the value expression of an arithmetic instruction (see [`Val`] for its shape).
    fn value(&mut self, ins: &Instruction, comps: &Comps, zr: bool) -> Result {
        use Opcode as O;
        const FULL: [u8; 4] = [0, 1, 2, 3];
        const W: [u8; 1] = [3];
        let c = comps.as_slice();
        let n = c.len();
        match ins.opcode {
            O::Mov | O::Mova => self.src(ins, 0, c)?,
            O::Add => self.binary(ins, c, "+")?,
            O::Sub => self.binary(ins, c, "-")?,
            O::Mul | O::Mad if zr => {
                self.helpers |= Helpers::MUL;
                self.out.push_str("d3d_mul(");
                self.src(ins, 0, &FULL)?;
                self.out.push_str(", ");
                self.src(ins, 1, &FULL)?;
                self.out.push(')');
                if ins.opcode == O::Mad {
                    self.out.push_str(" + ");
                    self.src(ins, 2, &FULL)?;
                }
            }
            O::Mul => self.binary(ins, c, "*")?,
            O::Mad => {
                self.binary(ins, c, "*")?;
                self.out.push_str(" + ");
                self.src(ins, 2, c)?;
            }
            O::Lrp => {
                let k: &[u8] = if zr { &FULL } else { c };
                self.src(ins, 2, k)?;
                if zr {
                    self.helpers |= Helpers::MUL;
                    self.out.push_str(" + d3d_mul(");
                    self.src(ins, 0, k)?;
                    self.out.push_str(", ");
                } else {
                    self.out.push_str(" + ");
                    self.src(ins, 0, k)?;
                    self.out.push_str(" * ");
                }
                self.out.push('(');
                self.src(ins, 1, k)?;
                self.out.push_str(" - ");
                self.src(ins, 2, k)?;
                self.out.push(')');
                if zr {
                    self.out.push(')');
                }
            }
            O::Dp3 | O::Dp4 | O::Dp2Add => {
                let k = match ins.opcode {
                    O::Dp2Add => 2,
                    O::Dp3 => 3,
                    _ => 4,
                };
                self.dot(ins, k, 1, 0)?;
                if ins.opcode == O::Dp2Add {
                    self.out.push_str(" + ");
                    self.src(ins, 2, &W)?;
                }
            }
            O::M4x4 | O::M4x3 | O::M3x4 | O::M3x3 | O::M3x2 => {
                let k = if matches!(ins.opcode, O::M4x4 | O::M4x3) {
                    4
                } else {
                    3
                };
                self.open_vec(n);
                for (i, &row) in c.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.dot(ins, k, 1, u32::from(row))?;
                }
                if n > 1 {
                    self.out.push(')');
                }
            }
            O::Rcp | O::Rsq | O::Log | O::LogP | O::Exp | O::ExpP => {
                let (f, h) = match ins.opcode {
                    O::Rcp => ("d3d_rcp(", Helpers::RCP),
                    O::Rsq => ("d3d_rsq(", Helpers::RSQ),
                    O::Log | O::LogP => ("d3d_log(", Helpers::LOG),
                    _ => ("exp2(", Helpers::empty()),
                };
                self.helpers |= h;
                self.out.push_str(f);
                self.src(ins, 0, &W)?;
                self.out.push(')');
            }
            O::Pow => {
                self.helpers |= Helpers::POW;
                self.out.push_str("d3d_pow(");
                self.src(ins, 0, &W)?;
                self.out.push_str(", ");
                self.src(ins, 1, &W)?;
                self.out.push(')');
            }
            O::Frc | O::Abs | O::Sgn | O::Dsx | O::Dsy => {
                self.out.push_str(match ins.opcode {
                    O::Frc => "fract(",
                    O::Abs => "abs(",
                    O::Sgn => "sign(",
                    O::Dsx => "dpdx(",
                    _ => "dpdy(",
                });
                self.src(ins, 0, c)?;
                self.out.push(')');
            }
            O::Min | O::Max => {
                self.out
                    .push_str(if ins.opcode == O::Min { "min(" } else { "max(" });
                self.src(ins, 0, c)?;
                self.out.push_str(", ");
                self.src(ins, 1, c)?;
                self.out.push(')');
            }
            O::Slt | O::Sge => {
                self.out.push_str("select(");
                self.splat(n, "0.0");
                self.out.push_str(", ");
                self.splat(n, "1.0");
                self.out.push_str(", ");
                let op = if ins.opcode == O::Slt { "<" } else { ">=" };
                self.binary(ins, c, op)?;
                self.out.push(')');
            }
            O::Cmp => {
                self.out.push_str("select(");
                self.src(ins, 2, c)?;
                self.out.push_str(", ");
                self.src(ins, 1, c)?;
                self.out.push_str(", ");
                self.src(ins, 0, c)?;
                self.out.push_str(" >= ");
                self.splat(n, "0.0");
                self.out.push(')');
            }
            O::Nrm | O::Lit => {
                let (f, h) = if ins.opcode == O::Nrm {
                    ("d3d_nrm(", Helpers::NRM)
                } else {
                    ("d3d_lit(", Helpers::LIT)
                };
                self.helpers |= h;
                self.out.push_str(f);
                self.src(ins, 0, &FULL)?;
                self.out.push(')');
            }
            O::Dst => {
                self.out.push_str("vec4f(1.0, ");
                self.src(ins, 0, &[1])?;
                self.out.push_str(" * ");
                self.src(ins, 1, &[1])?;
                self.out.push_str(", ");
                self.src(ins, 0, &[2])?;
                self.out.push_str(", ");
                self.src(ins, 1, &W)?;
                self.out.push(')');
            }
            O::Crs if n == 3 => {
                self.out.push_str("cross(");
                self.src(ins, 0, &[0, 1, 2])?;
                self.out.push_str(", ");
                self.src(ins, 1, &[0, 1, 2])?;
                self.out.push(')');
            }
            O::Crs => {
                self.out.push_str("vec4f(cross(");
                self.src(ins, 0, &[0, 1, 2])?;
                self.out.push_str(", ");
                self.src(ins, 1, &[0, 1, 2])?;
                self.out.push_str("), 0.0)");
            }
            O::SinCos => {
                self.open_vec(n);
                for (i, &k) in c.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.out.push_str(if k == 0 { "cos(" } else { "sin(" });
                    self.src(ins, 0, &W)?;
                    self.out.push(')');
                }
                if n > 1 {
                    self.out.push(')');
                }
            }
            op => {
                return Err(TranslateError::unsupported(
                    ins.offset,
                    format!("{op:?} in {}", self.model_name()),
                ));
            }
        }
        Ok(())
    }

    /// Write a `k`-component dot product of source 0 and source `b` (row `row` of it).
    fn dot(&mut self, ins: &Instruction, k: usize, b: usize, row: u32) -> Result {
        const FULL: [u8; 4] = [0, 1, 2, 3];
        let (Some(s0), Some(s1)) = (ins.src.first(), ins.src.get(b)) else {
            return Err(TranslateError::invalid(ins.offset, "missing source"));
        };
        let off = ins.offset;
        if self.opts.zero_times_inf {
            self.helpers |= Helpers::MUL | Helpers::DOT;
            let _ = write!(self.out, "d3d_dp{k}(");
            self.put_src(s0, 0, &FULL, off)?;
            self.out.push_str(", ");
            self.put_src(s1, row, &FULL, off)?;
        } else {
            self.out.push_str("dot(");
            self.put_src(s0, 0, &FULL[..k], off)?;
            self.out.push_str(", ");
            self.put_src(s1, row, &FULL[..k], off)?;
        }
        self.out.push(')');
        Ok(())
    }

    /// `setp_op p0.mask, src0, src1`: per-component comparison into the predicate.
    pub(super) fn setp(&mut self, ins: &Instruction) -> Result {
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
        self.note_reg(crate::ir::RegisterType::Predicate, 0);
        let m = d.write_mask & 0xF;
        let comps = Comps::of_mask(m);
        self.indent();
        if ins.predicate.is_none() && (m == 0xF || comps.as_slice().len() == 1) {
            let c = comps.as_slice();
            self.out.push_str("p0");
            if c.len() == 1 {
                self.out.push('.');
                self.out.push(['x', 'y', 'z', 'w'][usize::from(c[0])]);
            }
            self.out.push_str(" = ");
            self.put_src(s0, 0, c, off)?;
            let _ = write!(self.out, " {op} ");
            self.put_src(s1, 0, c, off)?;
            self.out.push_str(";\n");
            return Ok(());
        }
        const FULL: [u8; 4] = [0, 1, 2, 3];
        let b = |i: u8| if m & (1 << i) != 0 { "true" } else { "false" };
        self.out.push_str("{\n");
        self.depth += 1;
        self.indent();
        self.out.push_str("let c = select(p0, ");
        self.put_src(s0, 0, &FULL, off)?;
        let _ = write!(self.out, " {op} ");
        self.put_src(s1, 0, &FULL, off)?;
        let _ = writeln!(
            self.out,
            ", vec4<bool>({}, {}, {}, {}));",
            b(0),
            b(1),
            b(2),
            b(3)
        );
        self.indent();
        self.out.push_str("p0 = ");
        if let Some(p) = &ins.predicate {
            self.out.push_str("select(p0, c, ");
            self.put_pred(p, off)?;
            self.out.push_str(");\n");
        } else {
            self.out.push_str("c;\n");
        }
        self.depth -= 1;
        self.indent();
        self.out.push_str("}\n");
        Ok(())
    }
}
