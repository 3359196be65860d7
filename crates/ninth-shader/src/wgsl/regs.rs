//! Registers as WGSL expressions: source operands (swizzle, modifier, relative addressing)
//! and destination writes (write mask, saturate, predicate).

use std::fmt::Write;

use super::TranslateError;
use super::writer::{Helpers, Writer};
use crate::analyze::UsageFlags;
use crate::ir::{RegisterType, RelativeAddress, SourceModifier, SourceParam};

type Result<T = ()> = std::result::Result<T, TranslateError>;

const XYZW: [char; 4] = ['x', 'y', 'z', 'w'];

/// Write an f32 (raw bits) as a WGSL literal; the caller handles non-finite values.
pub(super) fn put_f32(out: &mut String, bits: u32) {
    let _ = write!(out, "{:?}", f32::from_bits(bits));
}

/// Whether all four values are finite (WGSL literals cannot spell the others).
pub(super) fn finite(v: &[u32; 4]) -> bool {
    v.iter().all(|b| f32::from_bits(*b).is_finite())
}

impl Writer<'_> {
    fn reg_error(&self, offset: usize, ty: RegisterType, index: u32, role: &str) -> TranslateError {
        TranslateError::unsupported(
            offset,
            format!("{ty:?} register {index} as {role} in {}", self.model_name()),
        )
    }

    /// Write the name of a non-constant register (`r3`, `v[2]`, `oT1`, ...) and note that it
    /// must be declared. `write` says it is a destination.
    pub(super) fn put_reg(
        &mut self,
        ty: RegisterType,
        index: u32,
        write: bool,
        offset: usize,
    ) -> Result {
        let vertex = !self.pixel;
        let sm3 = self.a.version.major >= 3;
        let ok = match ty {
            RegisterType::Temp => index < 32,
            RegisterType::Input => !write && index < 16,
            RegisterType::AddrOrTexture => {
                if vertex {
                    write && index == 0
                } else {
                    !write && index < 10
                }
            }
            RegisterType::RastOut => vertex && !sm3 && write && index < 3,
            RegisterType::AttrOut => vertex && !sm3 && write && index < 2,
            RegisterType::TexCrdOutOrOutput => vertex && write && index < 12,
            RegisterType::ColorOut => !vertex && write && index < 4,
            RegisterType::DepthOut => !vertex && write && index == 0,
            RegisterType::MiscType => !vertex && sm3 && !write && index < 2,
            _ => false,
        };
        if !ok {
            let role = if write { "destination" } else { "source" };
            return Err(self.reg_error(offset, ty, index, role));
        }
        self.note_reg(ty, index);
        let out = &mut self.out;
        // Writing to a String cannot fail.
        let _ = match ty {
            RegisterType::Temp => write!(out, "r{index}"),
            RegisterType::Input if self.a.flags.contains(UsageFlags::RELATIVE_INPUTS) => {
                write!(out, "v[{index}]")
            }
            RegisterType::Input => write!(out, "v{index}"),
            RegisterType::AddrOrTexture if vertex => write!(out, "a0"),
            RegisterType::AddrOrTexture => write!(out, "t{index}"),
            RegisterType::RastOut => out.write_str(match index {
                0 => "oPos",
                1 => "oFog",
                _ => "oPts",
            }),
            RegisterType::AttrOut => write!(out, "oD{index}"),
            RegisterType::TexCrdOutOrOutput if !sm3 => write!(out, "oT{index}"),
            RegisterType::TexCrdOutOrOutput
                if self.a.flags.contains(UsageFlags::RELATIVE_OUTPUTS) =>
            {
                write!(out, "o[{index}]")
            }
            RegisterType::TexCrdOutOrOutput => write!(out, "o{index}"),
            RegisterType::ColorOut => write!(out, "oC{index}"),
            RegisterType::DepthOut => write!(out, "oDepth"),
            _ => out.write_str(if index == 0 { "d3d_vpos" } else { "d3d_vface" }),
        };
        Ok(())
    }

    /// Write a relative address as an `i32` expression (`a0.x`, `aL`).
    pub(super) fn put_addr(&mut self, rel: &RelativeAddress, offset: usize) -> Result {
        match rel.register.ty {
            RegisterType::Loop => {
                self.note_reg(RegisterType::Loop, 0);
                self.out.push_str("aL");
            }
            RegisterType::AddrOrTexture if !self.pixel => {
                self.note_reg(RegisterType::AddrOrTexture, 0);
                let _ = write!(self.out, "a0.{}", XYZW[usize::from(rel.component & 3)]);
            }
            ty => return Err(self.reg_error(offset, ty, rel.register.index, "relative address")),
        }
        Ok(())
    }

    /// Write the unswizzled `vec4f` value of a source register, `row` registers after
    /// the named one (matrix instructions).
    fn put_src_base(&mut self, s: &SourceParam, row: u32, offset: usize) -> Result {
        let index = s.register.index.saturating_add(row);
        match s.register.ty {
            RegisterType::Const => {
                if let Some(rel) = &s.relative {
                    self.helpers |= Helpers::C_REL;
                    self.out.push_str("d3d_c_rel(");
                    self.put_addr(rel, offset)?;
                    let _ = write!(self.out, " + {index})");
                } else if let Some(v) = self.a.float_def(index) {
                    if finite(&v) {
                        self.out.push_str("vec4f(");
                        for (i, b) in v.iter().enumerate() {
                            if i > 0 {
                                self.out.push_str(", ");
                            }
                            put_f32(&mut self.out, *b);
                        }
                        self.out.push(')');
                    } else {
                        self.note_reg(RegisterType::Const, index);
                        let _ = write!(self.out, "cdef{index}");
                    }
                } else {
                    let Some(k) = self.a.packed_index(index) else {
                        return Err(TranslateError::invalid(
                            offset,
                            format!("c{index} unpacked"),
                        ));
                    };
                    self.uses_float = true;
                    let _ = write!(self.out, "cf[{k}]");
                }
            }
            RegisterType::Input if s.relative.is_some() => {
                self.helpers |= Helpers::V_REL;
                self.out.push_str("d3d_v_rel(");
                if let Some(rel) = &s.relative {
                    self.put_addr(rel, offset)?;
                }
                let _ = write!(self.out, " + {index})");
            }
            RegisterType::AddrOrTexture if !self.pixel => {
                return Err(self.reg_error(offset, s.register.ty, index, "source"));
            }
            RegisterType::MiscType if index == 1 && self.a.version.major >= 3 => {
                self.note_reg(RegisterType::MiscType, 1);
                self.out.push_str("d3d_vface");
            }
            ty => {
                if s.relative.is_some() {
                    return Err(self.reg_error(offset, ty, index, "relatively addressed source"));
                }
                self.put_reg(ty, index, false, offset)?;
            }
        }
        Ok(())
    }

    /// Write a source operand selecting `comps` (indices into its swizzle) as an `f32`
    /// (one component) or `vecNf` expression: register, swizzle, modifier.
    pub(super) fn put_src(
        &mut self,
        s: &SourceParam,
        row: u32,
        comps: &[u8],
        offset: usize,
    ) -> Result {
        if comps.is_empty() {
            return Err(TranslateError::invalid(
                offset,
                "a source read with no components",
            ));
        }
        let (pre, post) = match s.modifier {
            SourceModifier::None => ("", ""),
            SourceModifier::Neg => ("(-", ")"),
            SourceModifier::Bias => ("(", " - 0.5)"),
            SourceModifier::BiasNeg => ("(0.5 - ", ")"),
            SourceModifier::Sign => ("(2.0 * ", " - 1.0)"),
            SourceModifier::SignNeg => ("(1.0 - 2.0 * ", ")"),
            SourceModifier::Comp => ("(1.0 - ", ")"),
            SourceModifier::X2 => ("(2.0 * ", ")"),
            SourceModifier::X2Neg => ("(-2.0 * ", ")"),
            SourceModifier::Abs => ("abs(", ")"),
            SourceModifier::AbsNeg => ("(-abs(", "))"),
            SourceModifier::Dz | SourceModifier::Dw | SourceModifier::Not => {
                return Err(TranslateError::unsupported(
                    offset,
                    format!("source modifier {:?} in {}", s.modifier, self.model_name()),
                ));
            }
        };
        self.out.push_str(pre);
        let index = s.register.index.saturating_add(row);
        let literal = match s.register.ty {
            RegisterType::Const if s.relative.is_none() => self.a.float_def(index).filter(finite),
            _ => None,
        };
        if let Some(v) = literal {
            if s.modifier == SourceModifier::Neg {
                // `--` would lex as a decrement.
                self.out.push(' ');
            }
            let n = comps.len();
            let first = v[usize::from(s.swizzle[usize::from(comps[0] & 3)] & 3)];
            let pick = |c: u8| v[usize::from(s.swizzle[usize::from(c & 3)] & 3)];
            if n == 1 {
                put_f32(&mut self.out, first);
            } else if comps.iter().all(|&c| pick(c) == first) {
                let _ = write!(self.out, "vec{n}f(");
                put_f32(&mut self.out, first);
                self.out.push(')');
            } else {
                let _ = write!(self.out, "vec{n}f(");
                for (i, &c) in comps.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    put_f32(&mut self.out, pick(c));
                }
                self.out.push(')');
            }
        } else {
            self.put_src_base(s, row, offset)?;
            let identity = comps.len() == 4
                && comps
                    .iter()
                    .enumerate()
                    .all(|(i, &c)| s.swizzle[usize::from(c & 3)] == i as u8);
            if !identity {
                self.out.push('.');
                for &c in comps {
                    self.out
                        .push(XYZW[usize::from(s.swizzle[usize::from(c & 3)] & 3)]);
                }
            }
        }
        self.out.push_str(post);
        Ok(())
    }

    /// Write `.xyzw`-style swizzle letters unless it is the identity.
    pub(super) fn put_swizzle(&mut self, swizzle: [u8; 4]) {
        if swizzle != [0, 1, 2, 3] {
            self.out.push('.');
            for c in swizzle {
                self.out.push(XYZW[usize::from(c & 3)]);
            }
        }
    }

    /// Write a predicate source (`p0.xxyy`, `!p0`) as `vec4<bool>`.
    pub(super) fn put_pred(&mut self, p: &SourceParam, offset: usize) -> Result {
        if p.register.ty != RegisterType::Predicate {
            return Err(self.reg_error(offset, p.register.ty, p.register.index, "predicate"));
        }
        self.note_reg(RegisterType::Predicate, 0);
        if p.modifier == SourceModifier::Not {
            self.out.push('!');
        }
        self.out.push_str("p0");
        self.put_swizzle(p.swizzle);
        Ok(())
    }

    /// Write a scalar boolean condition: a bool constant or one predicate component.
    pub(super) fn put_bool(&mut self, s: &SourceParam, offset: usize) -> Result {
        match s.register.ty {
            RegisterType::ConstBool => {
                let n = s.register.index;
                if s.modifier == SourceModifier::Not {
                    self.out.push('!');
                }
                if let Some(v) = self.a.bool_def(n) {
                    self.out.push_str(if v { "true" } else { "false" });
                } else if n < 16 {
                    self.uses_bool = true;
                    let _ = write!(self.out, "(cb[{}][{}] != 0u)", n / 4, n % 4);
                } else {
                    return Err(self.reg_error(offset, s.register.ty, n, "bool"));
                }
            }
            RegisterType::Predicate => {
                self.note_reg(RegisterType::Predicate, 0);
                if s.modifier == SourceModifier::Not {
                    self.out.push('!');
                }
                let _ = write!(self.out, "p0.{}", XYZW[usize::from(s.swizzle[0] & 3)]);
            }
            ty => return Err(self.reg_error(offset, ty, s.register.index, "condition")),
        }
        Ok(())
    }

    /// Write the `vec4i` value of an int constant.
    pub(super) fn put_int(&mut self, s: &SourceParam, offset: usize) -> Result {
        let n = s.register.index;
        if s.register.ty != RegisterType::ConstInt || n >= 16 {
            return Err(self.reg_error(offset, s.register.ty, n, "int constant"));
        }
        if let Some(v) = self.a.int_def(n) {
            let _ = write!(self.out, "vec4i({}, {}, {}, {})", v[0], v[1], v[2], v[3]);
        } else {
            self.uses_int = true;
            let _ = write!(self.out, "ci[{n}]");
        }
        Ok(())
    }
}
