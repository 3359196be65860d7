//! Destination writes: write mask, saturate, predicate, `a0` rounding, relative outputs.
//!
//! A full write stores the value, a one-component write stores that component, other masks
//! and predicated writes store a vector rebuilt from the new and the old components.

use naga::{BinaryOperator as B, MathFunction as M, ScalarKind};

use super::TranslateError;
use super::build::H;
use super::writer::Writer;
use crate::ir::{DestinationParam, RegisterType, SourceParam};

type Result<T = ()> = std::result::Result<T, TranslateError>;

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
}

/// Computes an instruction's value.
pub(super) type ValueFn<'f> = &'f mut dyn FnMut(&mut Writer<'_>) -> Result<H>;

impl Writer<'_> {
    /// Store the value `value` computes, shaped `val`, into destination `d`.
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
        if let Some(rel) = &d.relative {
            if ty != RegisterType::TexCrdOutOrOutput || self.a.version.major < 3 {
                return Err(TranslateError::unsupported(
                    offset,
                    format!("relative addressing of {ty:?} destination"),
                ));
            }
            // `o[a0.x + n]` is written only inside the array, like D3D9 drops the write.
            self.note_reg(ty, 0);
            let g = self.reg_global(ty, u32::MAX);
            let array = self.fb.global(g);
            let a = self.addr(rel, offset)?;
            let k = self
                .fb
                .i(i32::try_from(d.register.index).unwrap_or(i32::MAX));
            let oi = self.fb.bin(B::Add, a, k);
            self.fb.name(oi, "oi".to_owned());
            let zero = self.fb.i(0);
            let twelve = self.fb.i(12);
            let lo = self.fb.bin(B::GreaterEqual, oi, zero);
            let hi = self.fb.bin(B::Less, oi, twelve);
            let inside = self.fb.bin(B::LogicalAnd, lo, hi);
            self.fb.open();
            let lv = self.fb.access(array, oi);
            self.store_to(lv, &comps, d, false, pred, val, offset, value)?;
            let accept = self.fb.close();
            self.fb.stmt(naga::Statement::If {
                condition: inside,
                accept,
                reject: naga::Block::new(),
            });
            return Ok(());
        }
        let lv = self.reg_ptr(ty, d.register.index, true, offset)?;
        self.store_to(lv, &comps, d, address, pred, val, offset, value)
    }

    #[allow(clippy::too_many_arguments)]
    fn store_to(
        &mut self,
        lv: H,
        comps: &Comps,
        d: &DestinationParam,
        address: bool,
        pred: Option<&SourceParam>,
        val: Val,
        offset: usize,
        value: ValueFn<'_>,
    ) -> Result {
        let n = comps.n;
        let mut v = value(self)?;
        // Components of `v`.
        let vn = match val {
            Val::Masked => n,
            Val::Scalar => 1,
            Val::Full => 4,
        };
        if d.shift != 0 {
            // Shader model 1 result shift (_x2 ... _d8), before the saturation.
            let k = self.fb.k(2f32.powi(i32::from(d.shift)), vn);
            v = self.fb.bin(B::Multiply, v, k);
        }
        if d.saturate {
            v = self.fb.math(M::Saturate, &[v]);
        }
        if address {
            // mova rounds to nearest like the hardware; vs_1_1's `mov a0.x` rounds down.
            let f = if self.a.version.major == 1 {
                self.fb.math(M::Floor, &[v])
            } else {
                let half = self.fb.k(0.5, vn);
                let s = self.fb.bin(B::Add, v, half);
                self.fb.math(M::Floor, &[s])
            };
            v = self.fb.convert(f, ScalarKind::Sint);
        }
        // The value of written component `c`, the `k`-th of the mask.
        let part = |w: &mut Self, k: usize, c: u8| match val {
            Val::Masked if n == 1 => v,
            Val::Masked => w.fb.index(v, k as u32),
            Val::Scalar => v,
            Val::Full => w.fb.index(v, u32::from(c)),
        };
        if pred.is_none() && n == 4 {
            let v4 = if vn == 1 { self.fb.splat(v, 4) } else { v };
            self.fb.store(lv, v4);
            return Ok(());
        }
        if pred.is_none() && n == 1 {
            let c = comps.c[0];
            let x = part(self, 0, c);
            let p = self.fb.index(lv, u32::from(c));
            self.fb.store(p, x);
            return Ok(());
        }
        let old = self.fb.load(lv);
        let mut k = 0;
        let mut parts = Vec::with_capacity(4);
        for i in 0..4u8 {
            if comps.as_slice().contains(&i) {
                parts.push(part(self, k, i));
                k += 1;
            } else {
                parts.push(self.fb.index(old, u32::from(i)));
            }
        }
        let ty = if address {
            self.t.vec4i
        } else {
            self.t.vecf[2]
        };
        let mut new = self.fb.compose(ty, parts);
        if let Some(p) = pred {
            let p = self.pred(p, offset)?;
            new = self.fb.select(p, new, old);
        }
        self.fb.store(lv, new);
        Ok(())
    }
}
