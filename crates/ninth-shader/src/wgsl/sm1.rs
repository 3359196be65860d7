//! The internal instructions of rewritten shader model 1 pixel shaders ([`crate::sm1`]):
//! `bem` (BUMPENVMAT perturbation), `texbeml` (luminance scale) and `texdepth` (`oDepth`
//! from `x / y`), and the bump-environment uniforms they read.

use naga::{AddressSpace, BinaryOperator as B, MathFunction as M, TypeInner};

use super::TranslateError;
use super::bindings;
use super::build::H;
use super::store::Val;
use super::writer::Writer;
use crate::ir::{Instruction, Opcode};
use crate::sm1::BEM_PROJECTABLE;

type Result<T = ()> = std::result::Result<T, TranslateError>;

const FULL: [u8; 4] = [0, 1, 2, 3];

impl Writer<'_> {
    /// A rewritten shader model 1 pixel shader (the forms [`crate::sm1`] produces).
    pub(super) fn sm1_pixel(&self) -> bool {
        self.pixel && self.a.version.major == 1
    }

    /// `bem`, `texbeml` or `texdepth` of a rewritten shader.
    pub(super) fn sm1_op(&mut self, ins: &Instruction) -> Result {
        let off = ins.offset;
        let (Some(d), n) = (ins.dst, ins.src.len()) else {
            return Err(TranslateError::invalid(
                off,
                format!("{:?} without destination", ins.opcode),
            ));
        };
        let need = if ins.opcode == Opcode::TexDepth { 1 } else { 2 };
        if n < need {
            return Err(TranslateError::invalid(
                off,
                format!("{:?} needs {need} sources", ins.opcode),
            ));
        }
        let stage = u32::from(ins.control & 7);
        match ins.opcode {
            Opcode::Bem => {
                let mut d = d;
                d.write_mask &= 0x3;
                let project = ins.control & BEM_PROJECTABLE != 0
                    && self.opts.projected_stages & (1 << stage) != 0;
                let mut f = |w: &mut Writer<'_>| -> Result<H> {
                    let mut c = w.src(&ins.src[0], 0, &[0, 1], off)?;
                    if project {
                        let q = w.opts.projection_component(stage);
                        let q = w.src(&ins.src[0], 0, &[q], off)?;
                        let q = w.fb.splat(q, 2);
                        c = w.fb.bin(B::Divide, c, q);
                    }
                    let du = w.src(&ins.src[1], 0, &[0], off)?;
                    let dv = w.src(&ins.src[1], 0, &[1], off)?;
                    let mat = w.bump_env_field(stage, 0);
                    // (u, v) += (M00 du + M10 dv, M01 du + M11 dv)
                    let m0 = w.fb.swizzle(mat, &[0, 1]);
                    let m1 = w.fb.swizzle(mat, &[2, 3]);
                    let du2 = w.fb.splat(du, 2);
                    let dv2 = w.fb.splat(dv, 2);
                    let a = w.fb.bin(B::Multiply, m0, du2);
                    let b = w.fb.bin(B::Multiply, m1, dv2);
                    let delta = w.fb.bin(B::Add, a, b);
                    let uv = w.fb.bin(B::Add, c, delta);
                    let zero = w.fb.f(0.0);
                    let u = w.fb.index(uv, 0);
                    let v = w.fb.index(uv, 1);
                    Ok(w.fb.compose(w.t.vecf[2], vec![u, v, zero, zero]))
                };
                self.store(&d, None, Val::Full, off, &mut f)
            }
            Opcode::TexBemL => {
                // colour * (L * LSCALE + LOFFSET), L the bump texel's blue (luminance).
                let mut f = |w: &mut Writer<'_>| -> Result<H> {
                    let colour = w.src(&ins.src[0], 0, &FULL, off)?;
                    let l = w.src(&ins.src[1], 0, &[2], off)?;
                    let lum = w.bump_env_field(stage, 1);
                    let scale = w.fb.index(lum, 0);
                    let offset = w.fb.index(lum, 1);
                    let s = w.fb.bin(B::Multiply, l, scale);
                    let s = w.fb.bin(B::Add, s, offset);
                    let s = w.fb.math(M::Saturate, &[s]);
                    let s = w.fb.splat(s, 4);
                    Ok(w.fb.bin(B::Multiply, colour, s))
                };
                self.store(&d, None, Val::Full, off, &mut f)
            }
            Opcode::TexDepth => {
                // depth = x / y, 1 where y is 0 (texm3x2depth, ps_1_4 texdepth).
                let mut f = |w: &mut Writer<'_>| -> Result<H> {
                    let x = w.src(&ins.src[0], 0, &[0], off)?;
                    let y = w.src(&ins.src[0], 0, &[1], off)?;
                    let q = w.fb.bin(B::Divide, x, y);
                    let q = w.fb.math(M::Saturate, &[q]);
                    let one = w.fb.f(1.0);
                    let zero = w.fb.f(0.0);
                    let is_zero = w.fb.bin(B::Equal, y, zero);
                    Ok(w.fb.select(is_zero, one, q))
                };
                self.store(&d, None, Val::Scalar, off, &mut f)
            }
            op => Err(TranslateError::unsupported(
                off,
                format!("{op:?} in {}", self.model_name()),
            )),
        }
    }

    /// Field `field` (0: `mat`, 1: `luminance`) of stage `stage`'s bump-environment uniforms.
    fn bump_env_field(&mut self, stage: u32, field: u32) -> H {
        let g = match self.bump_env {
            Some(g) => g,
            None => {
                let ty = self.vec4_struct("NinthBumpEnv", &["mat", "luminance"]);
                let array = self.ty(TypeInner::Array {
                    base: ty,
                    size: naga::ArraySize::Constant(
                        std::num::NonZeroU32::new(bindings::BUMP_ENV_STAGES)
                            .unwrap_or(std::num::NonZeroU32::MIN),
                    ),
                    stride: bindings::NINTH_BUMP_ENV_SIZE as u32,
                });
                let g = self.global(
                    "bump_env",
                    AddressSpace::Uniform,
                    Some((bindings::UNIFORM_GROUP, bindings::BUMP_ENV_BINDING)),
                    array,
                );
                self.bump_env = Some(g);
                g
            }
        };
        let p = self.fb.global(g);
        let e = self.fb.index(p, stage);
        let f = self.fb.index(e, field);
        self.fb.load(f)
    }
}
