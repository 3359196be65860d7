//! Arithmetic instructions with D3D9 numeric rules, `setp`, and the helper functions.

use std::fmt::Write;

use super::TranslateError;
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
            | O::Nrm
            | O::Lit => 1,
            O::Mova if vertex => 1,
            O::Dsx | O::Dsy if !vertex => 1,
            O::Sgn if vertex => 1,
            O::Add
            | O::Sub
            | O::Mul
            | O::Dp3
            | O::Dp4
            | O::Min
            | O::Max
            | O::Slt
            | O::Sge
            | O::Pow
            | O::Crs
            | O::Dst
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

    /// Write `a * b` for `vec4<f32>` identifiers, with the 0 * inf rule when on.
    fn mul(&mut self, a: &str, b: &str) {
        if self.opts.zero_times_inf {
            self.helpers |= Helpers::MUL;
            let _ = write!(self.out, "d3d_mul({a}, {b})");
        } else {
            let _ = write!(self.out, "({a} * {b})");
        }
    }

    /// Write a dot product of `n` components of two `vec4<f32>` identifiers.
    fn dot(&mut self, n: usize, a: &str, b: &str) {
        let sw = ["", "", ".xy", ".xyz", ""][n];
        if self.opts.zero_times_inf {
            self.helpers |= Helpers::MUL | Helpers::DOT;
            let _ = write!(self.out, "d3d_dp{n}({a}, {b})");
        } else {
            let _ = write!(self.out, "dot({a}{sw}, {b}{sw})");
        }
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
        let Some(dst) = ins.dst else {
            return Err(TranslateError::invalid(
                off,
                format!("{:?} without destination", ins.opcode),
            ));
        };
        let rows = match ins.opcode {
            O::M4x4 | O::M3x4 => 4,
            O::M4x3 | O::M3x3 => 3,
            O::M3x2 => 2,
            _ => 0,
        };
        self.indent();
        self.out.push_str("{\n");
        self.depth += 1;
        // SM2 sincos's second and third sources are D3D9's constant tables: not needed.
        let read = if ins.opcode == O::SinCos { 1 } else { n };
        for (i, s) in ins.src.iter().take(read).enumerate() {
            if rows > 0 && i == 1 {
                for r in 0..rows {
                    self.indent();
                    let _ = write!(self.out, "let m{r} = ");
                    self.put_src(s, r, off)?;
                    self.out.push_str(";\n");
                }
            } else {
                self.indent();
                let _ = write!(self.out, "let s{i} = ");
                self.put_src(s, 0, off)?;
                self.out.push_str(";\n");
            }
        }
        self.indent();
        self.out.push_str("let t = ");
        match ins.opcode {
            O::Mov | O::Mova => self.out.push_str("s0"),
            O::Add => self.out.push_str("s0 + s1"),
            O::Sub => self.out.push_str("s0 - s1"),
            O::Mul => self.mul("s0", "s1"),
            O::Mad => {
                self.mul("s0", "s1");
                self.out.push_str(" + s2");
            }
            O::Lrp => {
                self.out.push_str("s2 + ");
                self.mul("s0", "(s1 - s2)");
            }
            O::Dp3 | O::Dp4 => {
                self.out.push_str("vec4<f32>(");
                self.dot(if ins.opcode == O::Dp3 { 3 } else { 4 }, "s0", "s1");
                self.out.push(')');
            }
            O::Dp2Add => {
                self.out.push_str("vec4<f32>(");
                self.dot(2, "s0", "s1");
                self.out.push_str(" + s2.w)");
            }
            O::M4x4 | O::M4x3 | O::M3x4 | O::M3x3 | O::M3x2 => {
                let k = if matches!(ins.opcode, O::M4x4 | O::M4x3) {
                    4
                } else {
                    3
                };
                self.out.push_str("vec4<f32>(");
                for r in 0..4 {
                    if r > 0 {
                        self.out.push_str(", ");
                    }
                    if r < rows {
                        self.dot(k, "s0", ["m0", "m1", "m2", "m3"][r as usize]);
                    } else {
                        self.out.push_str("0.0");
                    }
                }
                self.out.push(')');
            }
            O::Rcp => {
                self.helpers |= Helpers::RCP;
                self.out.push_str("vec4<f32>(d3d_rcp(s0.w))");
            }
            O::Rsq => {
                self.helpers |= Helpers::RSQ;
                self.out.push_str("vec4<f32>(d3d_rsq(s0.w))");
            }
            O::Exp | O::ExpP => self.out.push_str("vec4<f32>(exp2(s0.w))"),
            O::Log | O::LogP => {
                self.helpers |= Helpers::LOG;
                self.out.push_str("vec4<f32>(d3d_log(s0.w))");
            }
            O::Pow => {
                self.helpers |= Helpers::POW;
                self.out.push_str("vec4<f32>(d3d_pow(s0.w, s1.w))");
            }
            O::Frc => self.out.push_str("fract(s0)"),
            O::Abs => self.out.push_str("abs(s0)"),
            O::Sgn => self.out.push_str("sign(s0)"),
            O::Min => self.out.push_str("min(s0, s1)"),
            O::Max => self.out.push_str("max(s0, s1)"),
            O::Slt => self
                .out
                .push_str("select(vec4<f32>(0.0), vec4<f32>(1.0), s0 < s1)"),
            O::Sge => self
                .out
                .push_str("select(vec4<f32>(0.0), vec4<f32>(1.0), s0 >= s1)"),
            O::Cmp => self.out.push_str("select(s2, s1, s0 >= vec4<f32>(0.0))"),
            O::Nrm => {
                self.helpers |= Helpers::NRM;
                self.out.push_str("d3d_nrm(s0)");
            }
            O::Lit => {
                self.helpers |= Helpers::LIT;
                self.out.push_str("d3d_lit(s0)");
            }
            O::Dst => {
                self.out.push_str("vec4<f32>(1.0, ");
                self.mul("s0", "s1");
                self.out.push_str(".y, s0.z, s1.w)");
            }
            O::Crs => self.out.push_str("vec4<f32>(cross(s0.xyz, s1.xyz), 0.0)"),
            O::SinCos => self
                .out
                .push_str("vec4<f32>(cos(s0.w), sin(s0.w), 0.0, 0.0)"),
            O::Dsx => self.out.push_str("dpdx(s0)"),
            O::Dsy => self.out.push_str("dpdy(s0)"),
            op => {
                return Err(TranslateError::unsupported(
                    off,
                    format!("{op:?} in {}", self.model_name()),
                ));
            }
        }
        self.out.push_str(";\n");
        let mut d = dst;
        // Instructions that define fewer components write only those.
        d.write_mask &= match ins.opcode {
            O::Crs | O::M4x3 | O::M3x3 => 0x7,
            O::M3x2 | O::SinCos => 0x3,
            _ => 0xF,
        };
        self.store(&d, ins.predicate.as_ref(), "t", off)?;
        self.depth -= 1;
        self.indent();
        self.out.push_str("}\n");
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
        self.indent();
        self.out.push_str("{\n");
        self.depth += 1;
        self.indent();
        self.out.push_str("let s0 = ");
        self.put_src(s0, 0, off)?;
        self.out.push_str(";\n");
        self.indent();
        self.out.push_str("let s1 = ");
        self.put_src(s1, 0, off)?;
        self.out.push_str(";\n");
        self.indent();
        let m = d.write_mask;
        let b = |i: u8| if m & (1 << i) != 0 { "true" } else { "false" };
        let _ = writeln!(
            self.out,
            "let c = select(p0, s0 {op} s1, vec4<bool>({}, {}, {}, {}));",
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

    /// Write the helper functions the body uses.
    pub(super) fn write_helpers(&self, h: &mut String) {
        let hs = self.helpers;
        if hs.intersects(Helpers::RCP | Helpers::RSQ | Helpers::LOG) {
            // A runtime +inf (a constant expression may not be infinite in WGSL).
            h.push_str("fn d3d_inf() -> f32 {\n  var bits = 0x7f800000u;\n  return bitcast<f32>(bits);\n}\n");
        }
        if hs.contains(Helpers::RCP) {
            h.push_str(
                "fn d3d_rcp(x: f32) -> f32 {\n  return select(1.0 / x, d3d_inf(), x == 0.0);\n}\n",
            );
        }
        if hs.contains(Helpers::RSQ) {
            h.push_str("fn d3d_rsq(x: f32) -> f32 {\n  return select(inverseSqrt(abs(x)), d3d_inf(), x == 0.0);\n}\n");
        }
        if hs.contains(Helpers::LOG) {
            h.push_str("fn d3d_log(x: f32) -> f32 {\n  return select(log2(abs(x)), -d3d_inf(), x == 0.0);\n}\n");
        }
        if hs.contains(Helpers::POW) {
            if self.opts.zero_times_inf {
                h.push_str("fn d3d_pow(x: f32, y: f32) -> f32 {\n  let l = log2(abs(x));\n  return exp2(select(y * l, 0.0, y == 0.0 || l == 0.0));\n}\n");
            } else {
                h.push_str(
                    "fn d3d_pow(x: f32, y: f32) -> f32 {\n  return exp2(y * log2(abs(x)));\n}\n",
                );
            }
        }
        if hs.contains(Helpers::MUL) {
            h.push_str("fn d3d_mul(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {\n  return select(a * b, vec4<f32>(0.0), (a == vec4<f32>(0.0)) | (b == vec4<f32>(0.0)));\n}\n");
        }
        if hs.contains(Helpers::DOT) {
            h.push_str("fn d3d_dp2(a: vec4<f32>, b: vec4<f32>) -> f32 {\n  let m = d3d_mul(a, b);\n  return m.x + m.y;\n}\n");
            h.push_str("fn d3d_dp3(a: vec4<f32>, b: vec4<f32>) -> f32 {\n  let m = d3d_mul(a, b);\n  return m.x + m.y + m.z;\n}\n");
            h.push_str("fn d3d_dp4(a: vec4<f32>, b: vec4<f32>) -> f32 {\n  let m = d3d_mul(a, b);\n  return m.x + m.y + m.z + m.w;\n}\n");
        }
        if hs.contains(Helpers::NRM) {
            h.push_str("fn d3d_nrm(v: vec4<f32>) -> vec4<f32> {\n  let l = dot(v.xyz, v.xyz);\n  return select(v * inverseSqrt(l), vec4<f32>(0.0), l == 0.0);\n}\n");
        }
        if hs.contains(Helpers::LIT) {
            h.push_str(concat!(
                "fn d3d_lit(s: vec4<f32>) -> vec4<f32> {\n",
                "  let power = clamp(s.w, -127.9961, 127.9961);\n",
                "  var r = vec4<f32>(1.0, 0.0, 0.0, 1.0);\n",
                "  if (s.x > 0.0) {\n",
                "    r.y = s.x;\n",
                "    if (s.y > 0.0) {\n",
                "      r.z = exp2(power * log2(s.y));\n",
                "    }\n",
                "  }\n",
                "  return r;\n",
                "}\n"
            ));
        }
        if hs.contains(Helpers::DIV) {
            h.push_str("fn d3d_div(v: vec4<f32>, c: i32) -> vec4<f32> {\n  return v / v[c];\n}\n");
        }
        if hs.contains(Helpers::C_REL) {
            self.write_c_rel(h);
        }
        if hs.contains(Helpers::V_REL) {
            h.push_str("fn d3d_v_rel(i: i32) -> vec4<f32> {\n  if (i >= 0 && i < 16) {\n    return v[i];\n  }\n  return vec4<f32>(0.0);\n}\n");
        }
    }

    /// `d3d_c_rel(i)`: a relatively addressed float constant; `def` values first, then the
    /// uploaded ranges, else zero.
    fn write_c_rel(&self, h: &mut String) {
        h.push_str("fn d3d_c_rel(i: i32) -> vec4<f32> {\n");
        let mut seen: Vec<u32> = Vec::new();
        for &(r, v) in self.a.float_defs.iter().rev() {
            if seen.contains(&r) {
                continue;
            }
            seen.push(r);
            let _ = write!(h, "  if (i == {r}) {{\n    return ");
            if super::regs::finite(&v) {
                h.push_str("vec4<f32>(");
                for (k, b) in v.iter().enumerate() {
                    if k > 0 {
                        h.push_str(", ");
                    }
                    super::regs::put_f32(h, *b);
                }
                h.push(')');
            } else {
                let _ = write!(
                    h,
                    "bitcast<vec4<f32>>(d3d_bits(vec4<u32>({}u, {}u, {}u, {}u)))",
                    v[0], v[1], v[2], v[3]
                );
            }
            h.push_str(";\n  }\n");
        }
        let mut base = 0;
        for r in &self.a.float_constants {
            let _ = writeln!(
                h,
                "  if (i >= {} && i < {}) {{\n    return cf[i - {}];\n  }}",
                r.start,
                r.start + r.count,
                i64::from(r.start) - i64::from(base)
            );
            base += r.count;
        }
        h.push_str("  return vec4<f32>(0.0);\n}\n");
        if self.a.float_defs.iter().any(|d| !super::regs::finite(&d.1)) {
            h.push_str("fn d3d_bits(b: vec4<u32>) -> vec4<u32> {\n  var v = b;\n  return v;\n}\n");
        }
    }
}
