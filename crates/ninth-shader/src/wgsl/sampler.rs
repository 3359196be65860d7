//! Sampler state wgpu lacks, emulated around a sample (`Options::sampler_emulation`):
//! D3DTADDRESS_MIRRORONCE, D3DTADDRESS_BORDER with the border colour, D3DSAMP_MIPMAPLODBIAS.
//! The border colour and the bias are read from the stage's `NinthSampler` uniforms.

use naga::{AddressSpace, BinaryOperator as B, MathFunction as M, SampleLevel, TypeInner};

use super::TranslateError;
use super::bindings;
use super::build::H;
use super::options::SamplerEmulation;
use super::writer::Writer;
use crate::ir::SamplerKind;

type Result<T = ()> = std::result::Result<T, TranslateError>;

/// Fields of `NinthSampler`.
const BORDER_COLOR: u32 = 0;
const LOD_BIAS: u32 = 1;

impl Writer<'_> {
    /// The emulation of sampler `s` for a texture of `kind` with `axes` coordinate
    /// components (none for cube maps: D3D9 addressing does not apply to them).
    pub(super) fn emulation(
        &self,
        s: u32,
        kind: SamplerKind,
        axes: usize,
        offset: usize,
    ) -> Result<SamplerEmulation> {
        let mut e = self
            .opts
            .sampler_emulation
            .get(s as usize)
            .copied()
            .unwrap_or_default();
        let mask = (1u8 << axes) - 1;
        if kind == SamplerKind::Cube {
            e.mirror_once = 0;
            e.border = 0;
        }
        e.mirror_once &= mask;
        e.border &= mask;
        if e.mirror_once & e.border != 0 {
            return Err(TranslateError::unsupported(
                offset,
                format!("sampler s{s}: an axis both MIRRORONCE and BORDER"),
            ));
        }
        Ok(e)
    }

    /// Field `field` (a `vec4f`) of sampler `s`'s uniforms.
    fn sampler_field(&mut self, s: u32, field: u32) -> H {
        let g = match self.samplers {
            Some(g) => g,
            None => {
                let ty = self.vec4_struct("NinthSampler", &["border_color", "lod_bias"]);
                let (binding, count) = if self.pixel {
                    (
                        bindings::PIXEL_SAMPLER_BINDING,
                        bindings::PIXEL_SAMPLER_COUNT,
                    )
                } else {
                    (
                        bindings::VERTEX_SAMPLER_BINDING,
                        bindings::VERTEX_SAMPLER_COUNT,
                    )
                };
                let array = self.ty(TypeInner::Array {
                    base: ty,
                    size: naga::ArraySize::Constant(
                        std::num::NonZeroU32::new(count).unwrap_or(std::num::NonZeroU32::MIN),
                    ),
                    stride: bindings::NINTH_SAMPLER_SIZE as u32,
                });
                let g = self.global(
                    "samplers",
                    AddressSpace::Uniform,
                    Some((bindings::UNIFORM_GROUP, binding)),
                    array,
                );
                self.samplers = Some(g);
                g
            }
        };
        let p = self.fb.global(g);
        let e = self.fb.index(p, s);
        let f = self.fb.index(e, field);
        self.fb.load(f)
    }

    /// MIRRORONCE: `clamp(abs(c), 0, 1)` on the axes of `mask` of an `n`-component coordinate.
    pub(super) fn mirror_once(&mut self, c: H, mask: u8, n: usize) -> H {
        if mask == 0 {
            return c;
        }
        let zero = self.fb.f(0.0);
        let one = self.fb.f(1.0);
        let parts: Vec<H> = (0..n as u32)
            .map(|a| {
                let x = self.fb.index(c, a);
                if mask & (1 << a) != 0 {
                    let ax = self.fb.math(M::Abs, &[x]);
                    self.fb.math(M::Clamp, &[ax, zero, one])
                } else {
                    x
                }
            })
            .collect();
        let ty = self.t.float(n);
        self.fb.compose(ty, parts)
    }

    /// BORDER: whether the coordinate is outside [0, 1] on an axis of `mask`.
    pub(super) fn outside_border(&mut self, c: H, mask: u8, n: usize) -> Option<H> {
        if mask == 0 {
            return None;
        }
        let zero = self.fb.f(0.0);
        let one = self.fb.f(1.0);
        let mut out = None;
        for a in 0..n as u32 {
            if mask & (1 << a) == 0 {
                continue;
            }
            let x = self.fb.index(c, a);
            let lo = self.fb.bin(B::Less, x, zero);
            let hi = self.fb.bin(B::Greater, x, one);
            let o = self.fb.bin(B::LogicalOr, lo, hi);
            out = Some(match out {
                Some(p) => self.fb.bin(B::LogicalOr, p, o),
                None => o,
            });
        }
        out
    }

    /// BORDER blended through a linear filter: the weight a bilinear footprint at `c` puts
    /// on texels inside the texture `tex` (level 0), the product over the axes of `mask`.
    pub(super) fn inside_weight(
        &mut self,
        c: H,
        tex: naga::Handle<naga::GlobalVariable>,
        mask: u8,
    ) -> Option<H> {
        if mask == 0 {
            return None;
        }
        let image = self.fb.global(tex);
        let level = self.fb.i(0);
        let size = self.fb.expr(naga::Expression::ImageQuery {
            image,
            query: naga::ImageQuery::Size { level: Some(level) },
        });
        let size = self.fb.convert(size, naga::ScalarKind::Float);
        let (zero, half, one) = (self.fb.f(0.0), self.fb.f(0.5), self.fb.f(1.0));
        let mut weight = None;
        for a in 0..3u32 {
            if mask & (1 << a) == 0 {
                continue;
            }
            let x = self.fb.index(c, a);
            let d = self.fb.index(size, a);
            // Texels i0 and i0 + 1 with weights 1 - f and f; inside when 0 <= i <= d - 1.
            let scaled = self.fb.bin(B::Multiply, x, d);
            let p = self.fb.bin(B::Subtract, scaled, half);
            let i0 = self.fb.math(M::Floor, &[p]);
            let f = self.fb.bin(B::Subtract, p, i0);
            let last = self.fb.bin(B::Subtract, d, one);
            let i1 = self.fb.bin(B::Add, i0, one);
            let mut inside = |i: H| {
                let lo = self.fb.bin(B::GreaterEqual, i, zero);
                let hi = self.fb.bin(B::LessEqual, i, last);
                self.fb.bin(B::LogicalAnd, lo, hi)
            };
            let (in0, in1) = (inside(i0), inside(i1));
            let rest = self.fb.bin(B::Subtract, one, f);
            let w0 = self.fb.select(in0, rest, zero);
            let w1 = self.fb.select(in1, f, zero);
            let w = self.fb.bin(B::Add, w0, w1);
            weight = Some(match weight {
                Some(prev) => self.fb.bin(B::Multiply, prev, w),
                None => w,
            });
        }
        weight
    }

    /// A sample read with transparent black outside the texture, plus sampler `s`'s border
    /// colour by the footprint's weight outside it (`1 - inside`).
    pub(super) fn blend_border(&mut self, v: H, s: u32, inside: Option<H>) -> H {
        match inside {
            Some(w) => {
                let bc = self.sampler_field(s, BORDER_COLOR);
                let one = self.fb.f(1.0);
                let outside = self.fb.bin(B::Subtract, one, w);
                let add = self.fb.bin(B::Multiply, bc, outside);
                self.fb.bin(B::Add, v, add)
            }
            None => v,
        }
    }

    /// The sampled value, or sampler `s`'s border colour where `outside`.
    pub(super) fn border_color(&mut self, v: H, s: u32, outside: Option<H>) -> H {
        match outside {
            Some(o) => {
                let bc = self.sampler_field(s, BORDER_COLOR);
                self.fb.select(o, bc, v)
            }
            None => v,
        }
    }

    /// Add sampler `s`'s LOD bias to a sample's level of an `n`-component coordinate.
    pub(super) fn lod_bias(&mut self, level: SampleLevel, s: u32, n: usize) -> SampleLevel {
        let bias = self.sampler_field(s, LOD_BIAS);
        let b = self.fb.index(bias, 0);
        match level {
            SampleLevel::Auto => SampleLevel::Bias(b),
            SampleLevel::Bias(x) => SampleLevel::Bias(self.fb.bin(B::Add, x, b)),
            SampleLevel::Exact(x) => SampleLevel::Exact(self.fb.bin(B::Add, x, b)),
            SampleLevel::Gradient { x, y } => {
                // LOD = log2(gradient) + bias: scale the gradients by 2^bias.
                let k = self.fb.math(M::Exp2, &[b]);
                let k = self.fb.splat(k, n);
                SampleLevel::Gradient {
                    x: self.fb.bin(B::Multiply, x, k),
                    y: self.fb.bin(B::Multiply, y, k),
                }
            }
            SampleLevel::Zero => SampleLevel::Zero,
        }
    }
}
