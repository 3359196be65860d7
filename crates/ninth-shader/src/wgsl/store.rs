//! Destination writes: write mask, saturate, predicate, `a0` rounding, relative outputs.
//!
//! WGSL cannot assign a multi-component swizzle, so a masked write either assigns one
//! component (`r0.x = ...`), builds the vector around a contiguous run
//! (`r0 = vec4f(E, r0.w)`), or, for other masks and predicated writes, binds the value
//! and rebuilds every component.

use std::fmt::Write;

use super::TranslateError;
use super::writer::Writer;
use crate::ir::{DestinationParam, RegisterType, SourceParam};

type Result<T = ()> = std::result::Result<T, TranslateError>;

const XYZW: [char; 4] = ['x', 'y', 'z', 'w'];

/// The shape of the value an instruction computes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Val {
    /// Exactly the written components, in order (`f32` for one, `vecNf` for N).
    Masked,
    /// One `f32` for every written component.
    Scalar,
    /// A `vec4f` of which the written components are taken.
    Full,
}

/// The components of a write mask, in order.
#[derive(Clone, Copy, Debug)]
pub(super) struct Comps {
    c: [u8; 4],
    n: usize,
}

impl Comps {
    /// The components set in `mask`.
    pub fn of_mask(mask: u8) -> Self {
        let mut c = [0; 4];
        let mut n = 0;
        for i in 0..4u8 {
            if mask & (1 << i) != 0 {
                c[n] = i;
                n += 1;
            }
        }
        Self { c, n }
    }

    /// As a slice.
    pub fn as_slice(&self) -> &[u8] {
        &self.c[..self.n]
    }

    fn contiguous(&self) -> bool {
        self.n > 0 && usize::from(self.c[self.n - 1] - self.c[0]) + 1 == self.n
    }
}

/// Writes an instruction's value expression into `w.out`.
pub(super) type ValueFn<'f> = &'f mut dyn FnMut(&mut Writer<'_>) -> Result;

impl Writer<'_> {
    /// Write a complete store statement of the value `value` writes, shaped `val`.
    pub(super) fn store(
        &mut self,
        d: &DestinationParam,
        pred: Option<&SourceParam>,
        val: Val,
        offset: usize,
        value: ValueFn<'_>,
    ) -> Result {
        let comps = Comps::of_mask(d.write_mask & 0xF);
        if comps.n == 0 {
            return Ok(());
        }
        let ty = d.register.ty;
        if ty == RegisterType::Predicate {
            return Err(TranslateError::unsupported(
                offset,
                "p0 as destination of a float result",
            ));
        }
        let address = ty == RegisterType::AddrOrTexture && !self.pixel;
        // The lvalue, kept in a reused buffer.
        let mut lv = std::mem::take(&mut self.lvalue);
        lv.clear();
        let relative = d.relative.is_some();
        if let Some(rel) = &d.relative {
            if ty != RegisterType::TexCrdOutOrOutput || self.a.version.major < 3 {
                self.lvalue = lv;
                return Err(TranslateError::unsupported(
                    offset,
                    format!("relative addressing of {ty:?} destination"),
                ));
            }
            self.note_reg(ty, 0);
            self.indent();
            self.out.push_str("{\n");
            self.depth += 1;
            self.indent();
            self.out.push_str("let oi = ");
            self.put_addr(rel, offset)?;
            let _ = writeln!(self.out, " + {};", d.register.index);
            self.indent();
            self.out.push_str("if (oi >= 0 && oi < 12) {\n");
            self.depth += 1;
            lv.push_str("o[oi]");
        } else {
            let start = self.out.len();
            let r = self.put_reg(ty, d.register.index, true, offset);
            lv.push_str(&self.out[start..]);
            self.out.truncate(start);
            if let Err(e) = r {
                self.lvalue = lv;
                return Err(e);
            }
        }
        let r = self.store_to(&lv, &comps, d.saturate, address, pred, val, offset, value);
        self.lvalue = lv;
        r?;
        if relative {
            for _ in 0..2 {
                self.depth -= 1;
                self.indent();
                self.out.push_str("}\n");
            }
        }
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    fn store_to(
        &mut self,
        lv: &str,
        comps: &Comps,
        sat: bool,
        address: bool,
        pred: Option<&SourceParam>,
        val: Val,
        offset: usize,
        value: ValueFn<'_>,
    ) -> Result {
        let n = comps.n;
        let (s, e) = if sat { ("saturate(", ")") } else { ("", "") };
        self.indent();
        let direct = pred.is_none() && (n == 1 || n == 4 || (!address && comps.contiguous()));
        if !direct {
            // Bind the value, rebuild every component.
            self.out.push_str("{\n");
            self.depth += 1;
            self.indent();
            self.out.push_str("let t = ");
            value(self)?;
            self.out.push_str(";\n");
            self.indent();
            let _ = write!(self.out, "{lv} = ");
            if pred.is_some() {
                let _ = write!(self.out, "select({lv}, ");
            }
            self.out.push_str(if address { "vec4i(" } else { "vec4f(" });
            let mut k = 0;
            for i in 0..4u8 {
                if i > 0 {
                    self.out.push_str(", ");
                }
                let c = XYZW[usize::from(i)];
                if comps.as_slice().contains(&i) {
                    let part = match val {
                        Val::Masked if n == 1 => "t".to_owned(),
                        Val::Masked => format!("t.{}", XYZW[k]),
                        Val::Scalar => "t".to_owned(),
                        Val::Full => format!("t.{c}"),
                    };
                    k += 1;
                    if address {
                        let _ = write!(self.out, "i32(floor({s}{part}{e} + 0.5))");
                    } else {
                        let _ = write!(self.out, "{s}{part}{e}");
                    }
                } else {
                    let _ = write!(self.out, "{lv}.{c}");
                }
            }
            self.out.push(')');
            if let Some(p) = pred {
                self.out.push_str(", ");
                self.put_pred(p, offset)?;
                self.out.push(')');
            }
            self.out.push_str(";\n");
            self.depth -= 1;
            self.indent();
            self.out.push_str("}\n");
            return Ok(());
        }
        if n == 4 {
            let _ = write!(self.out, "{lv} = ");
            if address {
                self.out.push_str("vec4i(floor(");
            }
            match val {
                Val::Scalar => {
                    let _ = write!(self.out, "vec4f({s}");
                    value(self)?;
                    let _ = write!(self.out, "{e})");
                }
                _ => {
                    self.out.push_str(s);
                    value(self)?;
                    self.out.push_str(e);
                }
            }
            if address {
                self.out.push_str(" + 0.5))");
            }
        } else if n == 1 {
            let c = XYZW[usize::from(comps.c[0])];
            let _ = write!(self.out, "{lv}.{c} = ");
            if address {
                self.out.push_str("i32(floor(");
            }
            self.out.push_str(s);
            if val == Val::Full {
                self.out.push('(');
                value(self)?;
                let _ = write!(self.out, ").{c}");
            } else {
                value(self)?;
            }
            self.out.push_str(e);
            if address {
                self.out.push_str(" + 0.5))");
            }
        } else {
            // A contiguous run of 2 or 3 components.
            let _ = write!(self.out, "{lv} = vec4f(");
            let lo = comps.c[0];
            let hi = comps.c[n - 1];
            if lo > 0 {
                self.out.push_str(lv);
                self.out.push('.');
                for i in 0..lo {
                    self.out.push(XYZW[usize::from(i)]);
                }
                self.out.push_str(", ");
            }
            match val {
                Val::Masked => {
                    self.out.push_str(s);
                    value(self)?;
                    self.out.push_str(e);
                }
                Val::Scalar => {
                    let _ = write!(self.out, "vec{n}f({s}");
                    value(self)?;
                    let _ = write!(self.out, "{e})");
                }
                Val::Full => {
                    self.out.push_str(s);
                    self.out.push('(');
                    value(self)?;
                    self.out.push_str(").");
                    for &c in comps.as_slice() {
                        self.out.push(XYZW[usize::from(c)]);
                    }
                    self.out.push_str(e);
                }
            }
            if hi < 3 {
                self.out.push_str(", ");
                self.out.push_str(lv);
                self.out.push('.');
                for i in hi + 1..4 {
                    self.out.push(XYZW[usize::from(i)]);
                }
            }
            self.out.push(')');
        }
        self.out.push_str(";\n");
        Ok(())
    }
}
