//! The helper functions that carry D3D9's numeric rules (`rcp`/`rsq`/`log` of 0, `pow`,
//! `nrm`, `lit`, the `0 * inf = 0` rule), relative reads with their bounds checks, and the
//! alpha test. Only the helpers a shader calls are built.

use naga::{
    BinaryOperator as B, Block, Function, FunctionArgument, FunctionResult, Handle,
    MathFunction as M, ScalarKind, Span, Statement, SwitchCase, SwitchValue, Type,
};

use super::build::{Fb, H};
use super::regs::finite;
use super::writer::{Callee, Writer};

/// A helper function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Helper {
    /// `d3d_inf() -> f32`: +inf made at run time.
    Inf,
    /// `d3d_bits(b: vec4u) -> vec4f`: a bit pattern as floats, at run time (non-finite
    /// `def` values).
    Bits,
    Rcp,
    Rsq,
    Log,
    Pow,
    /// `d3d_mul(a, b)`: `a * b` with `0 * anything = 0`.
    Mul,
    Dp2,
    Dp3,
    Dp4,
    Nrm,
    Lit,
    /// `d3d_c_rel(i)`: a relatively addressed float constant, 0 outside every range.
    CRel,
    /// `d3d_v_rel(i)`: a relatively addressed input, 0 outside v0-v15.
    VRel,
    /// `d3d_alpha_test(alpha) -> bool`.
    AlphaTest,
}

/// Build order: every helper after the helpers it calls.
const ORDER: [Helper; 15] = [
    Helper::Inf,
    Helper::Bits,
    Helper::Mul,
    Helper::Rcp,
    Helper::Rsq,
    Helper::Log,
    Helper::Pow,
    Helper::Dp2,
    Helper::Dp3,
    Helper::Dp4,
    Helper::Nrm,
    Helper::Lit,
    Helper::CRel,
    Helper::VRel,
    Helper::AlphaTest,
];

/// A helper under construction: its builder and argument expressions.
fn start(name: &str, args: &[(&str, Handle<Type>)], result: Handle<Type>) -> (Fb, Vec<H>) {
    let mut fb = Fb::new(name);
    fb.f.arguments = args
        .iter()
        .map(|(n, ty)| FunctionArgument {
            name: Some((*n).to_owned()),
            ty: *ty,
            binding: None,
        })
        .collect();
    fb.f.result = Some(FunctionResult {
        ty: result,
        binding: None,
    });
    let a = (0..args.len() as u32)
        .map(|i| fb.expr(naga::Expression::FunctionArgument(i)))
        .collect();
    (fb, a)
}

impl Writer<'_> {
    /// Build the helpers the code calls (and those they call), in dependency order.
    pub(super) fn build_helpers(&mut self) -> Vec<(Helper, Handle<Function>)> {
        let mut need: Vec<Helper> = self
            .callees
            .iter()
            .filter_map(|c| match c {
                Callee::Helper(h) => Some(*h),
                _ => None,
            })
            .collect();
        let nonfinite = self.a.float_defs.iter().any(|d| !finite(&d.1));
        let deps = |h: Helper| -> &'static [Helper] {
            match h {
                Helper::Rcp | Helper::Rsq | Helper::Log => &[Helper::Inf],
                Helper::Dp2 | Helper::Dp3 | Helper::Dp4 => &[Helper::Mul],
                Helper::CRel if nonfinite => &[Helper::Bits],
                _ => &[],
            }
        };
        let direct = need.clone();
        for h in direct {
            need.extend_from_slice(deps(h));
        }
        let mut done: Vec<(Helper, Handle<Function>)> = Vec::new();
        for h in ORDER {
            if need.contains(&h) {
                let f = self.helper(h, &done);
                let handle = self.m.functions.append(f, Span::UNDEFINED);
                done.push((h, handle));
            }
        }
        done
    }

    fn helper(&mut self, h: Helper, done: &[(Helper, Handle<Function>)]) -> Function {
        let t = &self.t;
        let (f32, vec4f, vec4u) = (t.f32, t.vecf[2], t.vec4u);
        let find = |h: Helper| done.iter().find(|d| d.0 == h).map(|d| d.1);
        // Call a helper built before; a missing one (a bug) makes validation fail.
        let call = |fb: &mut Fb, h: Helper, args: Vec<H>| -> H {
            match find(h) {
                Some(f) => fb.call(f, args),
                None => fb.f(0.0),
            }
        };
        let (mut fb, a) = match h {
            Helper::Inf => start("d3d_inf", &[], f32),
            Helper::Bits => start("d3d_bits", &[("b", vec4u)], vec4f),
            Helper::Rcp => start("d3d_rcp", &[("x", f32)], f32),
            Helper::Rsq => start("d3d_rsq", &[("x", f32)], f32),
            Helper::Log => start("d3d_log", &[("x", f32)], f32),
            Helper::Pow => start("d3d_pow", &[("x", f32), ("y", f32)], f32),
            Helper::Mul => start("d3d_mul", &[("a", vec4f), ("b", vec4f)], vec4f),
            Helper::Dp2 => start("d3d_dp2", &[("a", vec4f), ("b", vec4f)], f32),
            Helper::Dp3 => start("d3d_dp3", &[("a", vec4f), ("b", vec4f)], f32),
            Helper::Dp4 => start("d3d_dp4", &[("a", vec4f), ("b", vec4f)], f32),
            Helper::Nrm => start("d3d_nrm", &[("v", vec4f)], vec4f),
            Helper::Lit => start("d3d_lit", &[("s", vec4f)], vec4f),
            Helper::CRel => start("d3d_c_rel", &[("i", t.i32)], vec4f),
            Helper::VRel => start("d3d_v_rel", &[("i", t.i32)], vec4f),
            Helper::AlphaTest => start("d3d_alpha_test", &[("alpha", f32)], t.bool),
        };
        let r = match h {
            Helper::Inf | Helper::Bits => {
                // Through a variable: a constant expression may not be infinite in WGSL.
                let (ty, init) = if h == Helper::Inf {
                    let k = fb.u(0x7f80_0000);
                    (self.t.u32, k)
                } else {
                    (vec4u, a[0])
                };
                let v = fb.local("bits", ty);
                fb.store(v, init);
                let x = fb.load(v);
                fb.bitcast(x, ScalarKind::Float)
            }
            Helper::Rcp | Helper::Rsq | Helper::Log => {
                let x = a[0];
                let inf = call(&mut fb, Helper::Inf, Vec::new());
                let zero = fb.f(0.0);
                let is0 = fb.bin(B::Equal, x, zero);
                let (v, at0) = match h {
                    Helper::Rcp => {
                        let one = fb.f(1.0);
                        (fb.bin(B::Divide, one, x), inf)
                    }
                    Helper::Rsq => {
                        let ax = fb.math(M::Abs, &[x]);
                        (fb.math(M::InverseSqrt, &[ax]), inf)
                    }
                    _ => {
                        let ax = fb.math(M::Abs, &[x]);
                        (fb.math(M::Log2, &[ax]), fb.neg(inf))
                    }
                };
                fb.select(is0, at0, v)
            }
            Helper::Pow => {
                let ax = fb.math(M::Abs, &[a[0]]);
                let l = fb.math(M::Log2, &[ax]);
                let mut e = fb.bin(B::Multiply, a[1], l);
                if self.opts.zero_times_inf {
                    let zero = fb.f(0.0);
                    let y0 = fb.bin(B::Equal, a[1], zero);
                    let l0 = fb.bin(B::Equal, l, zero);
                    let either = fb.bin(B::LogicalOr, y0, l0);
                    e = fb.select(either, zero, e);
                }
                fb.math(M::Exp2, &[e])
            }
            Helper::Mul => {
                let m = fb.bin(B::Multiply, a[0], a[1]);
                let zero = fb.k(0.0, 4);
                let a0 = fb.bin(B::Equal, a[0], zero);
                let b0 = fb.bin(B::Equal, a[1], zero);
                let either = fb.bin(B::InclusiveOr, a0, b0);
                fb.select(either, zero, m)
            }
            Helper::Dp2 | Helper::Dp3 | Helper::Dp4 => {
                let m = call(&mut fb, Helper::Mul, vec![a[0], a[1]]);
                let k = match h {
                    Helper::Dp2 => 2,
                    Helper::Dp3 => 3,
                    _ => 4,
                };
                let mut s = fb.index(m, 0);
                for i in 1..k {
                    let c = fb.index(m, i);
                    s = fb.bin(B::Add, s, c);
                }
                s
            }
            Helper::Nrm => {
                let v = a[0];
                let xyz = fb.swizzle(v, &[0, 1, 2]);
                let l = fb.math(M::Dot, &[xyz, xyz]);
                let inv = fb.math(M::InverseSqrt, &[l]);
                let inv4 = fb.splat(inv, 4);
                let n = fb.bin(B::Multiply, v, inv4);
                let zero = fb.f(0.0);
                let l0 = fb.bin(B::Equal, l, zero);
                let z4 = fb.k(0.0, 4);
                fb.select(l0, z4, n)
            }
            Helper::Lit => {
                // (1, max(x, 0) where x > 0, x > 0 && y > 0 ? y^power : 0, 1) with the
                // power clamped to +-127.9961.
                let s = a[0];
                let (x, y, w) = (fb.index(s, 0), fb.index(s, 1), fb.index(s, 3));
                let lo = fb.f(-127.9961);
                let hi = fb.f(127.9961);
                let power = fb.math(M::Clamp, &[w, lo, hi]);
                let zero = fb.f(0.0);
                let one = fb.f(1.0);
                let xp = fb.bin(B::Greater, x, zero);
                let yp = fb.bin(B::Greater, y, zero);
                let both = fb.bin(B::LogicalAnd, xp, yp);
                let ry = fb.select(xp, x, zero);
                let ly = fb.math(M::Log2, &[y]);
                let e = fb.bin(B::Multiply, power, ly);
                let p = fb.math(M::Exp2, &[e]);
                let rz = fb.select(both, p, zero);
                fb.compose(vec4f, vec![one, ry, rz, one])
            }
            Helper::CRel => self.c_rel_body(&mut fb, a[0], find(Helper::Bits)),
            Helper::VRel => {
                let i = a[0];
                let zero = fb.i(0);
                let sixteen = fb.i(16);
                let lo = fb.bin(B::GreaterEqual, i, zero);
                let hi = fb.bin(B::Less, i, sixteen);
                let inside = fb.bin(B::LogicalAnd, lo, hi);
                let v = self
                    .reg_globals
                    .iter()
                    .find(|g| g.0 == crate::ir::RegisterType::Input && g.1 == u32::MAX)
                    .map(|g| g.2);
                if let Some(v) = v {
                    fb.if_then(inside, |fb| {
                        let p = fb.global(v);
                        let e = fb.access(p, i);
                        let x = fb.load(e);
                        fb.ret(Some(x));
                    });
                }
                fb.k(0.0, 4)
            }
            Helper::AlphaTest => self.alpha_test_body(&mut fb, a[0]),
        };
        fb.ret(Some(r));
        fb.finish()
    }

    /// `d3d_c_rel(i)`: `def` values first (the last definition of a register wins), then
    /// the uploaded ranges, else zero. Returns the final value.
    fn c_rel_body(&mut self, fb: &mut Fb, i: H, bits: Option<Handle<Function>>) -> H {
        let mut seen: Vec<u32> = Vec::new();
        for &(r, v) in self.a.float_defs.iter().rev() {
            if seen.contains(&r) {
                continue;
            }
            seen.push(r);
            let k = fb.i(i32::try_from(r).unwrap_or(i32::MAX));
            let c = fb.bin(B::Equal, i, k);
            let vec4u = self.t.vec4u;
            let vec4f = self.t.vecf[2];
            fb.if_then(c, |fb| {
                let x = if finite(&v) {
                    let c: Vec<H> = v.iter().map(|b| fb.f(f32::from_bits(*b))).collect();
                    fb.compose(vec4f, c)
                } else {
                    let c: Vec<H> = v.iter().map(|b| fb.u(*b)).collect();
                    let u = fb.compose(vec4u, c);
                    match bits {
                        Some(f) => fb.call(f, vec![u]),
                        None => fb.k(0.0, 4),
                    }
                };
                fb.ret(Some(x));
            });
        }
        let mut base = 0;
        let ranges = self.a.float_constants.clone();
        let cf = (!ranges.is_empty()).then(|| self.cf_global());
        for r in &ranges {
            let start = fb.i(i32::try_from(r.start).unwrap_or(i32::MAX));
            let end = fb.i(i32::try_from(r.start + r.count).unwrap_or(i32::MAX));
            let shift = fb.i(i32::try_from(i64::from(r.start) - i64::from(base)).unwrap_or(0));
            let lo = fb.bin(B::GreaterEqual, i, start);
            let hi = fb.bin(B::Less, i, end);
            let inside = fb.bin(B::LogicalAnd, lo, hi);
            if let Some(cf) = cf {
                fb.if_then(inside, |fb| {
                    let k = fb.bin(B::Subtract, i, shift);
                    let p = fb.global(cf);
                    let e = fb.access(p, k);
                    let x = fb.load(e);
                    fb.ret(Some(x));
                });
            }
            base += r.count;
        }
        fb.k(0.0, 4)
    }

    /// D3D9 compares 8-bit alpha with the 8-bit reference, by D3DCMPFUNC.
    fn alpha_test_body(&mut self, fb: &mut Fb, alpha: H) -> H {
        let draw = self.draw_global();
        let sat = fb.math(M::Saturate, &[alpha]);
        let k255 = fb.f(255.0);
        let scaled = fb.bin(B::Multiply, sat, k255);
        let a = fb.math(M::Round, &[scaled]);
        fb.name(a, "a".to_owned());
        let p = fb.global(draw);
        let field = fb.index(p, 3);
        let at = fb.load(field);
        let rx = fb.index(at, 0);
        let rs = fb.bin(B::Multiply, rx, k255);
        let r = fb.math(M::Round, &[rs]);
        fb.name(r, "r".to_owned());
        let func = fb.index(at, 1);
        let selector = fb.convert(func, ScalarKind::Uint);
        let ops = [
            (2, B::Less),
            (3, B::Equal),
            (4, B::LessEqual),
            (5, B::Greater),
            (6, B::NotEqual),
            (7, B::GreaterEqual),
        ];
        let mut cases = Vec::with_capacity(8);
        fb.open();
        let f = fb.b(false);
        fb.ret(Some(f));
        cases.push(case(SwitchValue::U32(1), fb.close()));
        for (v, op) in ops {
            fb.open();
            let c = fb.bin(op, a, r);
            fb.ret(Some(c));
            cases.push(case(SwitchValue::U32(v), fb.close()));
        }
        fb.open();
        let t = fb.b(true);
        fb.ret(Some(t));
        cases.push(case(SwitchValue::Default, fb.close()));
        fb.stmt(Statement::Switch { selector, cases });
        fb.b(true)
    }
}

fn case(value: SwitchValue, body: Block) -> SwitchCase {
    SwitchCase {
        value,
        body,
        fall_through: false,
    }
}
