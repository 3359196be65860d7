//! Registers as naga expressions: source operands (swizzle, modifier, relative addressing),
//! the pointers destinations write, and the constant files.

use naga::{AddressSpace, BinaryOperator as B, Handle, MathFunction as M};

use super::TranslateError;
use super::bindings;
use super::build::H;
use super::helpers::Helper;
use super::writer::Writer;
use crate::analyze::UsageFlags;
use crate::ir::{RegisterType, RelativeAddress, SourceModifier, SourceParam};

type Result<T = ()> = std::result::Result<T, TranslateError>;

/// Whether all four values are finite (naga literals cannot hold the others).
pub(super) fn finite(v: &[u32; 4]) -> bool {
    v.iter().all(|b| f32::from_bits(*b).is_finite())
}

impl Writer<'_> {
    pub(super) fn reg_error(
        &self,
        offset: usize,
        ty: RegisterType,
        index: u32,
        role: &str,
    ) -> TranslateError {
        TranslateError::unsupported(
            offset,
            format!("{ty:?} register {index} as {role} in {}", self.model_name()),
        )
    }

    /// The private global holding a register (or its array), made on first use.
    pub(super) fn reg_global(
        &mut self,
        ty: RegisterType,
        key: u32,
    ) -> Handle<naga::GlobalVariable> {
        if let Some(g) = self
            .reg_globals
            .iter()
            .find(|g| g.0 == ty && g.1 == key)
            .map(|g| g.2)
        {
            return g;
        }
        let vertex = !self.pixel;
        let sm3 = self.a.version.major >= 3;
        let (name, t) = match ty {
            RegisterType::Temp => (format!("r{key}"), self.t.vecf[2]),
            RegisterType::Input if key == u32::MAX => {
                let t = self.array16(self.t.vecf[2], 16);
                ("v".to_owned(), t)
            }
            RegisterType::Input => (format!("v{key}"), self.t.vecf[2]),
            RegisterType::AddrOrTexture if vertex => ("a0".to_owned(), self.t.vec4i),
            RegisterType::AddrOrTexture => (format!("t{key}"), self.t.vecf[2]),
            RegisterType::RastOut => (
                match key {
                    0 => "oPos",
                    1 => "oFog",
                    _ => "oPts",
                }
                .to_owned(),
                self.t.vecf[2],
            ),
            RegisterType::AttrOut => (format!("oD{key}"), self.t.vecf[2]),
            RegisterType::TexCrdOutOrOutput if !sm3 => (format!("oT{key}"), self.t.vecf[2]),
            RegisterType::TexCrdOutOrOutput if key == u32::MAX => {
                let t = self.array16(self.t.vecf[2], 12);
                ("o".to_owned(), t)
            }
            RegisterType::TexCrdOutOrOutput => (format!("o{key}"), self.t.vecf[2]),
            RegisterType::ColorOut => (format!("oC{key}"), self.t.vecf[2]),
            RegisterType::DepthOut => ("oDepth".to_owned(), self.t.vecf[2]),
            RegisterType::Predicate => ("p0".to_owned(), self.t.vec4b),
            RegisterType::Loop => ("aL".to_owned(), self.t.i32),
            RegisterType::MiscType if key == 0 => ("d3d_vpos".to_owned(), self.t.vecf[2]),
            RegisterType::MiscType => ("d3d_vface".to_owned(), self.t.vecf[2]),
            _ => (format!("cdef{key}"), self.t.vecf[2]),
        };
        let g = self.global(&name, AddressSpace::Private, None, t);
        self.reg_globals.push((ty, key, g));
        g
    }

    /// The pointer to register `ty` `index` of the current function (noted as used).
    pub(super) fn reg_at(&mut self, ty: RegisterType, index: u32) -> H {
        self.note_reg(ty, index);
        let array = match ty {
            RegisterType::Input => self.a.flags.contains(UsageFlags::RELATIVE_INPUTS),
            RegisterType::TexCrdOutOrOutput => {
                self.a.version.major >= 3
                    && !self.pixel
                    && self.a.flags.contains(UsageFlags::RELATIVE_OUTPUTS)
            }
            _ => false,
        };
        if array {
            let g = self.reg_global(ty, u32::MAX);
            let p = self.fb.global(g);
            self.fb.index(p, index)
        } else {
            let key = match ty {
                RegisterType::AddrOrTexture if !self.pixel => 0,
                RegisterType::DepthOut | RegisterType::Predicate | RegisterType::Loop => 0,
                _ => index,
            };
            let g = self.reg_global(ty, key);
            self.fb.global(g)
        }
    }

    /// The pointer to a non-constant register (`r3`, `v[2]`, `oT1`, ...), checked for the
    /// model. `write` says it is a destination.
    pub(super) fn reg_ptr(
        &mut self,
        ty: RegisterType,
        index: u32,
        write: bool,
        offset: usize,
    ) -> Result<H> {
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
        Ok(self.reg_at(ty, index))
    }

    /// A relative address as an `i32` expression (`a0.x`, `aL`).
    pub(super) fn addr(&mut self, rel: &RelativeAddress, offset: usize) -> Result<H> {
        match rel.register.ty {
            RegisterType::Loop => {
                let p = self.reg_at(RegisterType::Loop, 0);
                Ok(self.fb.load(p))
            }
            RegisterType::AddrOrTexture if !self.pixel => {
                let p = self.reg_at(RegisterType::AddrOrTexture, 0);
                let c = self.fb.index(p, u32::from(rel.component & 3));
                Ok(self.fb.load(c))
            }
            ty => Err(self.reg_error(offset, ty, rel.register.index, "relative address")),
        }
    }

    /// `addr + index` of a relative operand.
    fn rel_index(&mut self, rel: &RelativeAddress, index: u32, offset: usize) -> Result<H> {
        let a = self.addr(rel, offset)?;
        let k = self.fb.i(i32::try_from(index).unwrap_or(i32::MAX));
        Ok(self.fb.bin(B::Add, a, k))
    }

    /// Pointer to vector `k` of this draw's packed float constants.
    pub(super) fn cf_at(&mut self, k: u32) -> H {
        let g = self.cf_global();
        let cf = self.fb.global(g);
        match self.cf_base_global() {
            Some(base) => {
                let p = self.fb.global(base);
                let base = self.fb.load(p);
                let k = self.fb.i(i32::try_from(k).unwrap_or(i32::MAX));
                let i = self.fb.bin(B::Add, base, k);
                self.fb.access(cf, i)
            }
            None => self.fb.index(cf, k),
        }
    }

    /// Draws the float constant file holds ([`crate::wgsl::Options::float_batches`]): as many
    /// packed files as fit the binding's window, 1 without batching. A relatively read file
    /// covers all 256 registers, so `d3d_c_rel` never reads a batched file.
    pub(super) fn float_batch(&self) -> u32 {
        let n = self.a.float_constant_count().max(1);
        if self.opts.float_batches && !self.pixel {
            (bindings::FLOAT_FILE_VECTORS / n).max(1)
        } else {
            1
        }
    }

    /// [`crate::wgsl::Options::pixel_batch`] applies: a vertex shader writes the batch
    /// location (with `float_batches`); a pixel shader that does not read its constants
    /// relatively reads them from the batched block.
    pub(super) fn pixel_batch_applies(&self) -> bool {
        self.opts.pixel_batch.is_some()
            && if self.pixel {
                !self.a.flags.contains(UsageFlags::RELATIVE_CONSTANTS)
            } else {
                self.opts.float_batches
            }
    }

    /// The float file is read from `d3d_cf_base` on: a batched vertex file, or a pixel
    /// shader's constants in the batched block.
    fn batched_file(&self) -> bool {
        if self.pixel {
            self.pixel_batch_applies()
        } else {
            self.float_batch() >= 2
        }
    }

    /// The private `d3d_cf_base` (first vector of this draw's block) where the float file is
    /// batched, declared on first use.
    pub(super) fn cf_base_global(&mut self) -> Option<Handle<naga::GlobalVariable>> {
        if !self.batched_file() {
            return None;
        }
        if self.cf_base.is_none() {
            let g = self.global("d3d_cf_base", AddressSpace::Private, None, self.t.i32);
            self.cf_base = Some(g);
        }
        self.cf_base
    }

    /// The global of the packed float constant file, declared on first use.
    pub(super) fn cf_global(&mut self) -> Handle<naga::GlobalVariable> {
        match self.cf {
            Some(g) => g,
            None => {
                // A batched file spans the whole window: blocks may be longer than `N`.
                let count = if self.batched_file() {
                    bindings::FLOAT_FILE_VECTORS
                } else {
                    self.a.float_constant_count()
                };
                let t = self.array16(self.t.vecf[2], count);
                let binding = match self.a.version.kind {
                    crate::ir::ShaderKind::Vertex => bindings::VERTEX_FLOAT_BINDING,
                    crate::ir::ShaderKind::Pixel => bindings::PIXEL_FLOAT_BINDING,
                };
                let g = self.global(
                    "cf",
                    AddressSpace::Uniform,
                    Some((bindings::UNIFORM_GROUP, binding)),
                    t,
                );
                self.cf = Some(g);
                g
            }
        }
    }

    /// A `vec4f` of four literal bit patterns (finite).
    pub(super) fn vec4_bits(&mut self, v: &[u32; 4]) -> H {
        let c: Vec<H> = v.iter().map(|b| self.fb.f(f32::from_bits(*b))).collect();
        self.fb.compose(self.t.vecf[2], c)
    }

    /// The unswizzled `vec4f` value of a source register, `row` registers after the named
    /// one (matrix instructions).
    fn src_base(&mut self, s: &SourceParam, row: u32, offset: usize) -> Result<H> {
        let index = s.register.index.saturating_add(row);
        match s.register.ty {
            RegisterType::Const => {
                if let Some(rel) = &s.relative {
                    let i = self.rel_index(rel, index, offset)?;
                    Ok(self.call_helper(Helper::CRel, vec![i]))
                } else if let Some(v) = self.a.float_def(index) {
                    if finite(&v) {
                        Ok(self.vec4_bits(&v))
                    } else {
                        let p = self.reg_at(RegisterType::Const, index);
                        Ok(self.fb.load(p))
                    }
                } else {
                    let Some(k) = self.a.packed_index(index) else {
                        return Err(TranslateError::invalid(
                            offset,
                            format!("c{index} unpacked"),
                        ));
                    };
                    let p = self.cf_at(k);
                    Ok(self.fb.load(p))
                }
            }
            RegisterType::Input if s.relative.is_some() => {
                let i = match &s.relative {
                    Some(rel) => self.rel_index(rel, index, offset)?,
                    None => return Err(TranslateError::invalid(offset, "missing address")),
                };
                // The array must exist for the helper to read it.
                self.reg_global(RegisterType::Input, u32::MAX);
                Ok(self.call_helper(Helper::VRel, vec![i]))
            }
            RegisterType::AddrOrTexture if !self.pixel => {
                Err(self.reg_error(offset, s.register.ty, index, "source"))
            }
            RegisterType::MiscType if index == 1 && self.a.version.major >= 3 => {
                let p = self.reg_at(RegisterType::MiscType, 1);
                Ok(self.fb.load(p))
            }
            ty => {
                if s.relative.is_some() {
                    return Err(self.reg_error(offset, ty, index, "relatively addressed source"));
                }
                let p = self.reg_ptr(ty, index, false, offset)?;
                Ok(self.fb.load(p))
            }
        }
    }

    /// A source operand selecting `comps` (indices into its swizzle) as an `f32` (one
    /// component) or `vecNf`: register, swizzle, modifier.
    pub(super) fn src(
        &mut self,
        s: &SourceParam,
        row: u32,
        comps: &[u8],
        offset: usize,
    ) -> Result<H> {
        let n = comps.len();
        if n == 0 {
            return Err(TranslateError::invalid(
                offset,
                "a source read with no components",
            ));
        }
        let sm1_pixel = self.sm1_pixel();
        let divide = matches!(s.modifier, SourceModifier::Dz | SourceModifier::Dw) && sm1_pixel;
        if !divide
            && matches!(
                s.modifier,
                SourceModifier::Dz | SourceModifier::Dw | SourceModifier::Not
            )
        {
            return Err(TranslateError::unsupported(
                offset,
                format!("source modifier {:?} in {}", s.modifier, self.model_name()),
            ));
        }
        let index = s.register.index.saturating_add(row);
        let clamp_constant = sm1_pixel && s.register.ty == RegisterType::Const;
        let literal = match s.register.ty {
            RegisterType::Const if s.relative.is_none() && !divide => {
                self.a.float_def(index).filter(finite).map(|v| {
                    if clamp_constant {
                        v.map(|b| f32::from_bits(b).clamp(-1.0, 1.0).to_bits())
                    } else {
                        v
                    }
                })
            }
            _ => None,
        };
        let pick = |c: u8| s.swizzle[usize::from(c & 3)] & 3;
        let x = if let Some(v) = literal {
            let first = v[usize::from(pick(comps[0]))];
            if n == 1 {
                self.fb.f(f32::from_bits(first))
            } else if comps.iter().all(|&c| v[usize::from(pick(c))] == first) {
                self.fb.k(f32::from_bits(first), n)
            } else {
                let c: Vec<H> = comps
                    .iter()
                    .map(|&c| self.fb.f(f32::from_bits(v[usize::from(pick(c))])))
                    .collect();
                self.fb.compose(self.t.float(n), c)
            }
        } else {
            let mut base = self.src_base(s, row, offset)?;
            if clamp_constant {
                // ps_1_x constants read as clamp(c, -1, 1), as wined3d and DXVK do.
                let lo = self.fb.k(-1.0, 4);
                let hi = self.fb.k(1.0, 4);
                base = self.fb.math(M::Clamp, &[base, lo, hi]);
            }
            if divide {
                // ps_1_4 _dz/_dw: the register divided by its z or w (before the swizzle).
                let q = self.fb.index(
                    base,
                    if s.modifier == SourceModifier::Dz {
                        2
                    } else {
                        3
                    },
                );
                let q = self.fb.splat(q, 4);
                base = self.fb.bin(B::Divide, base, q);
            }
            let mut sw = [0u8; 4];
            for (d, &c) in sw.iter_mut().zip(comps) {
                *d = pick(c);
            }
            self.fb.swizzle(base, &sw[..n])
        };
        Ok(self.modify(x, s.modifier, n))
    }

    /// Apply a source modifier to an `n`-component value.
    fn modify(&mut self, x: H, m: SourceModifier, n: usize) -> H {
        let fb = &mut self.fb;
        match m {
            SourceModifier::Neg => fb.neg(x),
            SourceModifier::Bias => {
                let h = fb.k(0.5, n);
                fb.bin(B::Subtract, x, h)
            }
            SourceModifier::BiasNeg => {
                let h = fb.k(0.5, n);
                fb.bin(B::Subtract, h, x)
            }
            SourceModifier::Sign | SourceModifier::SignNeg => {
                let two = fb.k(2.0, n);
                let one = fb.k(1.0, n);
                let t = fb.bin(B::Multiply, two, x);
                if m == SourceModifier::Sign {
                    fb.bin(B::Subtract, t, one)
                } else {
                    fb.bin(B::Subtract, one, t)
                }
            }
            SourceModifier::Comp => {
                let one = fb.k(1.0, n);
                fb.bin(B::Subtract, one, x)
            }
            SourceModifier::X2 | SourceModifier::X2Neg => {
                let k = fb.k(if m == SourceModifier::X2 { 2.0 } else { -2.0 }, n);
                fb.bin(B::Multiply, k, x)
            }
            SourceModifier::Abs => fb.math(M::Abs, &[x]),
            SourceModifier::AbsNeg => {
                let a = fb.math(M::Abs, &[x]);
                fb.neg(a)
            }
            _ => x,
        }
    }

    /// A predicate source (`p0.xxyy`, `!p0`) as `vec4<bool>`.
    pub(super) fn pred(&mut self, p: &SourceParam, offset: usize) -> Result<H> {
        if p.register.ty != RegisterType::Predicate {
            return Err(self.reg_error(offset, p.register.ty, p.register.index, "predicate"));
        }
        let ptr = self.reg_at(RegisterType::Predicate, 0);
        let v = self.fb.load(ptr);
        let v = self.fb.swizzle(v, &p.swizzle.map(|c| c & 3));
        Ok(if p.modifier == SourceModifier::Not {
            self.fb.not(v)
        } else {
            v
        })
    }

    /// A scalar boolean condition: a bool constant or one predicate component.
    pub(super) fn cond(&mut self, s: &SourceParam, offset: usize) -> Result<H> {
        let v = match s.register.ty {
            RegisterType::ConstBool => {
                let n = s.register.index;
                if let Some(v) = self.a.bool_def(n) {
                    self.fb.b(v)
                } else if n < 16 {
                    let cb = self.cb();
                    let row = self.fb.index(cb, n / 4);
                    let p = self.fb.index(row, n % 4);
                    let x = self.fb.load(p);
                    let zero = self.fb.u(0);
                    self.fb.bin(B::NotEqual, x, zero)
                } else {
                    return Err(self.reg_error(offset, s.register.ty, n, "bool"));
                }
            }
            RegisterType::Predicate => {
                let ptr = self.reg_at(RegisterType::Predicate, 0);
                let p = self.fb.index(ptr, u32::from(s.swizzle[0] & 3));
                self.fb.load(p)
            }
            ty => return Err(self.reg_error(offset, ty, s.register.index, "condition")),
        };
        Ok(if s.modifier == SourceModifier::Not {
            self.fb.not(v)
        } else {
            v
        })
    }

    /// The `vec4i` value of an int constant.
    pub(super) fn int_const(&mut self, s: &SourceParam, offset: usize) -> Result<H> {
        let n = s.register.index;
        if s.register.ty != RegisterType::ConstInt || n >= 16 {
            return Err(self.reg_error(offset, s.register.ty, n, "int constant"));
        }
        if let Some(v) = self.a.int_def(n) {
            let c: Vec<H> = v.iter().map(|&x| self.fb.i(x)).collect();
            Ok(self.fb.compose(self.t.vec4i, c))
        } else {
            let g = match self.ci {
                Some(g) => g,
                None => {
                    let t = self.array16(self.t.vec4i, 16);
                    let binding = match self.a.version.kind {
                        crate::ir::ShaderKind::Vertex => bindings::VERTEX_INT_BINDING,
                        crate::ir::ShaderKind::Pixel => bindings::PIXEL_INT_BINDING,
                    };
                    let g = self.global(
                        "ci",
                        AddressSpace::Uniform,
                        Some((bindings::UNIFORM_GROUP, binding)),
                        t,
                    );
                    self.ci = Some(g);
                    g
                }
            };
            let ci = self.fb.global(g);
            let p = self.fb.index(ci, n);
            Ok(self.fb.load(p))
        }
    }

    /// The bool constant file.
    fn cb(&mut self) -> H {
        let g = match self.cb {
            Some(g) => g,
            None => {
                let t = self.array16(self.t.vec4u, 4);
                let binding = match self.a.version.kind {
                    crate::ir::ShaderKind::Vertex => bindings::VERTEX_BOOL_BINDING,
                    crate::ir::ShaderKind::Pixel => bindings::PIXEL_BOOL_BINDING,
                };
                let g = self.global(
                    "cb",
                    AddressSpace::Uniform,
                    Some((bindings::UNIFORM_GROUP, binding)),
                    t,
                );
                self.cb = Some(g);
                g
            }
        };
        self.fb.global(g)
    }
}
