//! Entry points: vertex inputs by declaration order, inter-stage values by semantic
//! ([`crate::link`]), the half-pixel shift, pixel outputs, fog, alpha test, `texkill`, and the
//! special registers.

use naga::{
    AddressSpace, BinaryOperator as B, Binding, BuiltIn, EntryPoint, Expression, FunctionArgument,
    FunctionResult, Handle, Interpolation, MathFunction as M, Sampling, ScalarKind, ShaderStage,
    Statement, Type,
};

use super::TranslateError;
use super::bindings;
use super::build::{Fb, H};
use super::helpers::Helper;
use super::options::{FogMode, Points};
use super::writer::{Callee, Writer};
use crate::analyze::UsageFlags;
use crate::ir::{DeclUsage, Register, RegisterType};
use crate::link;

type Result<T = ()> = std::result::Result<T, TranslateError>;

/// Fields of `NinthDraw`.
pub(super) const HALF_PIXEL: u32 = 0;
const FOG: u32 = 1;
const FOG_COLOR: u32 = 2;
/// `x` the alpha reference, `y` the comparison; `z` the vertices of each draw of a
/// non-indexed batch (0: an indexed one).
const ALPHA_TEST: u32 = 3;
/// The point size, minimum and maximum (extended `NinthDraw` only).
pub(super) const POINT: u32 = 4;
/// User clip plane 0 (planes 1-5 follow; extended `NinthDraw` only).
pub(super) const CLIP0: u32 = 5;

/// The fields of `NinthDraw`: the base four, then (extended) the point state and the six
/// user clip planes.
const DRAW_FIELDS: [&str; 11] = [
    "half_pixel",
    "fog",
    "fog_color",
    "alpha_test",
    "point",
    "clip0",
    "clip1",
    "clip2",
    "clip3",
    "clip4",
    "clip5",
];

impl Writer<'_> {
    /// The per-draw uniforms (`draw: NinthDraw`), declared on first use.
    pub(super) fn draw_global(&mut self) -> Handle<naga::GlobalVariable> {
        if let Some(g) = self.draw {
            return g;
        }
        let fields = if self.draw_extended() {
            &DRAW_FIELDS[..]
        } else {
            &DRAW_FIELDS[..4]
        };
        let ty = self.vec4_struct("NinthDraw", fields);
        let g = self.global(
            "draw",
            AddressSpace::Uniform,
            Some((bindings::UNIFORM_GROUP, bindings::DRAW_BINDING)),
            ty,
        );
        self.draw = Some(g);
        g
    }

    /// Field `field` (a `vec4f`) of the per-draw uniforms.
    pub(super) fn draw_field(&mut self, field: u32) -> H {
        let g = self.draw_global();
        let p = self.fb.global(g);
        let f = self.fb.index(p, field);
        self.fb.load(f)
    }

    /// The `d3d_kill` flag `texkill` sets.
    pub(super) fn kill_flag(&mut self) -> H {
        let g = match self.kill {
            Some(g) => g,
            None => {
                let g = self.global("d3d_kill", AddressSpace::Private, None, self.t.bool);
                self.kill = Some(g);
                g
            }
        };
        self.fb.global(g)
    }

    /// The binding of inter-stage location `location`.
    pub(super) fn location(&self, location: u32) -> Binding {
        let color = matches!(
            self.opts.link_map.semantic(location),
            Some((DeclUsage::Color, _))
        );
        let (interpolation, sampling) = if self.opts.flat_shading && color {
            (Interpolation::Flat, None)
        } else if self.opts.centroid_locations & (1 << location) != 0 {
            (Interpolation::Perspective, Some(Sampling::Centroid))
        } else {
            (Interpolation::Perspective, Some(Sampling::Center))
        };
        Binding::Location {
            location,
            interpolation: Some(interpolation),
            sampling,
            blend_src: None,
            per_primitive: false,
        }
    }

    /// Add an argument to the entry point.
    pub(super) fn arg(&mut self, name: &str, ty: Handle<Type>, binding: Binding) -> H {
        let i = self.fb.f.arguments.len() as u32;
        self.fb.f.arguments.push(FunctionArgument {
            name: Some(name.to_owned()),
            ty,
            binding: Some(binding),
        });
        self.fb.expr(Expression::FunctionArgument(i))
    }

    /// A struct of entry point outputs (every member 16 bytes apart at most).
    fn io_struct(
        &mut self,
        name: &str,
        members: Vec<(String, Handle<Type>, Binding)>,
    ) -> Handle<Type> {
        let members = members
            .into_iter()
            .map(|(name, ty, binding)| (name, ty, Some(binding)))
            .collect();
        self.struct16(name, members)
    }

    /// Initialise `def` constants that literals cannot hold (inf, NaN).
    fn init_nonfinite_defs(&mut self) {
        let regs = self.regs.clone();
        for (ty, n) in regs {
            if let (RegisterType::Const, Some(v)) = (ty, self.a.float_def(n)) {
                let c: Vec<H> = v.iter().map(|b| self.fb.u(*b)).collect();
                let u = self.fb.compose(self.t.vec4u, c);
                let x = self.call_helper(Helper::Bits, vec![u]);
                let p = self.reg_at(RegisterType::Const, n);
                self.fb.store(p, x);
            }
        }
    }

    /// Batched float constants: `d3d_cf_base = b * S`, `S` = `u32(draw.half_pixel.z)` (0:
    /// every draw of the batch reads the first block), where the draw `b` of the batch is
    /// `instance_index + vertex_index / V`, `V` = `u32(draw.alpha_test.z)` the vertices of
    /// each draw of a non-indexed batch (0: indexed, `b` is the instance): draws merged as
    /// instances have vertex indices below `V`, draws appended one after another one
    /// instance. Returns that first vector where the batch location is written
    /// ([`crate::wgsl::Options::pixel_batch`]).
    fn init_cf_base(&mut self) -> Option<H> {
        let writes_batch = self.pixel_batch_applies();
        let global = if self.a.float_constant_count() == 0 {
            None
        } else {
            self.cf_base_global()
        };
        if global.is_none() && !writes_batch {
            return None;
        }
        let instance = self.arg(
            "instance",
            self.t.u32,
            Binding::BuiltIn(BuiltIn::InstanceIndex),
        );
        let vertex = self.arg("vertex", self.t.u32, Binding::BuiltIn(BuiltIn::VertexIndex));
        let at = self.draw_field(ALPHA_TEST);
        let per_draw = self.fb.index(at, 2);
        let per_draw = self.fb.convert(per_draw, ScalarKind::Uint);
        self.fb.name(per_draw, "per_draw".to_owned());
        let zero = self.fb.u(0);
        let appended = self.fb.bin(B::NotEqual, per_draw, zero);
        let by_vertex = self.fb.bin(B::Divide, vertex, per_draw);
        let by_vertex = self.fb.select(appended, by_vertex, zero);
        let draw = self.fb.bin(B::Add, instance, by_vertex);
        let hp = self.draw_field(HALF_PIXEL);
        let stride = self.fb.index(hp, 2);
        let stride = self.fb.convert(stride, ScalarKind::Uint);
        let first = self.fb.bin(B::Multiply, draw, stride);
        self.fb.name(first, "first".to_owned());
        if let Some(g) = global {
            let i = self.fb.convert(first, ScalarKind::Sint);
            let p = self.fb.global(g);
            self.fb.store(p, i);
        }
        writes_batch.then_some(first)
    }

    /// A pixel shader in a batch ([`crate::wgsl::Options::pixel_batch`]): its block starts
    /// `draw.half_pixel.w` vectors after the first vector of its draw's block (the flat batch
    /// input): a header (`x`: the batch textures entry) then its packed constants.
    fn init_pixel_batch(&mut self) -> Result {
        let Some(l) = self.opts.pixel_batch.filter(|_| self.pixel_batch_applies()) else {
            return Ok(());
        };
        let reads = self.a.float_constant_count() > 0 || self.tex_slot.is_some();
        if !reads {
            return Ok(());
        }
        if u32::from(l) >= link::LOCATION_COUNT {
            return Err(TranslateError::invalid(
                0,
                format!("pixel_batch location {l} is not an inter-stage location"),
            ));
        }
        let first = self.arg("batch", self.t.u32, batch_binding(l));
        let hp = self.draw_field(HALF_PIXEL);
        let w = self.fb.index(hp, 3);
        let w = self.fb.convert(w, ScalarKind::Uint);
        let header = self.fb.bin(B::Add, first, w);
        self.fb.name(header, "header".to_owned());
        if let Some(g) = self.tex_slot {
            let cf = self.cf_global();
            let file = self.fb.global(cf);
            let h = self.fb.access(file, header);
            let h = self.fb.load(h);
            let x = self.fb.index(h, 0);
            let slot = self.fb.convert(x, ScalarKind::Uint);
            let p = self.fb.global(g);
            self.fb.store(p, slot);
        }
        if let Some(g) = self.cf_base_global() {
            let one = self.fb.u(1);
            let base = self.fb.bin(B::Add, header, one);
            let base = self.fb.convert(base, ScalarKind::Sint);
            let p = self.fb.global(g);
            self.fb.store(p, base);
        }
        Ok(())
    }

    /// Call `d3d_main`.
    fn call_main(&mut self) {
        let f = self.callee(Callee::Main);
        self.fb.call_void(f);
    }

    /// Build the entry point `main`.
    pub(super) fn entry_point(&mut self) -> Result<EntryPoint> {
        self.fb = Fb::new("main");
        let stage = if self.pixel {
            self.pixel_entry()?;
            ShaderStage::Fragment
        } else {
            self.vertex_entry()?;
            ShaderStage::Vertex
        };
        let fb = std::mem::take(&mut self.fb);
        Ok(EntryPoint {
            name: "main".to_owned(),
            stage,
            early_depth_test: None,
            workgroup_size: [0; 3],
            workgroup_size_overrides: None,
            function: fb.finish(),
            mesh_info: None,
            task_payload: None,
            incoming_ray_payload: None,
        })
    }

    /// The register written for output semantic (`usage`, `index`), if the shader writes it.
    pub(super) fn written_output(&self, usage: DeclUsage, index: u8) -> Option<Register> {
        self.a
            .outputs
            .iter()
            .find(|o| o.usage == usage && o.usage_index == index)
            .map(|o| o.register)
            .filter(|r| self.regs.contains(&(r.ty, r.index)) || self.rel_out_written(*r))
    }

    fn vertex_entry(&mut self) -> Result {
        let sm3 = self.a.version.major >= 3;
        let inputs = self.a.inputs.clone();
        if inputs.len() > 16 {
            return Err(TranslateError::unsupported(0, "more than 16 vertex inputs"));
        }
        for (n, s) in inputs.iter().enumerate() {
            let bit = 1 << n;
            let o = self.opts;
            let formats = [o.uint_inputs, o.sint_inputs, o.udec3_inputs, o.dec3n_inputs];
            if formats.iter().filter(|m| *m & bit != 0).count() > 1 {
                return Err(TranslateError::unsupported(
                    0,
                    format!("vertex input {n} in more than one of uint/sint/udec3/dec3n_inputs"),
                ));
            }
            if (o.udec3_inputs | o.dec3n_inputs) & bit != 0 {
                let binding = Binding::Location {
                    location: n as u32,
                    interpolation: None,
                    sampling: None,
                    blend_src: None,
                    per_primitive: false,
                };
                let x = self.arg(&format!("i{n}"), self.t.u32, binding);
                let v = self.unpack_dec3(x, o.dec3n_inputs & bit != 0);
                let p = self.reg_ptr(s.register.ty, s.register.index, false, 0)?;
                self.fb.store(p, v);
                continue;
            }
            let (ty, kind) = if self.opts.uint_inputs & bit != 0 {
                (self.t.vec4u, Some(ScalarKind::Uint))
            } else if self.opts.sint_inputs & bit != 0 {
                (self.t.vec4i, Some(ScalarKind::Sint))
            } else {
                (self.t.vecf[2], None)
            };
            let (interpolation, sampling) = match kind {
                None => (Some(Interpolation::Perspective), Some(Sampling::Center)),
                Some(_) => (None, None),
            };
            let binding = Binding::Location {
                location: n as u32,
                interpolation,
                sampling,
                blend_src: None,
                per_primitive: false,
            };
            let x = self.arg(&format!("i{n}"), ty, binding);
            let x = match kind {
                Some(_) => self.fb.convert(x, ScalarKind::Float),
                None => x,
            };
            let p = self.reg_ptr(s.register.ty, s.register.index, false, 0)?;
            self.fb.store(p, x);
        }
        // Outputs: the position and every linked location.
        let map = self.opts.link_map;
        let mask = self.opts.link_locations.unwrap_or_else(|| {
            // Only what the shader writes.
            self.a
                .outputs
                .iter()
                .filter(|o| {
                    self.regs.contains(&(o.register.ty, o.register.index))
                        || self.rel_out_written(o.register)
                })
                .filter_map(|o| map.location(o.usage, o.usage_index))
                .fold(0u16, |m, l| m | (1 << l))
        });
        let v4 = self.t.vecf[2];
        let mut members = vec![(
            "pos".to_owned(),
            v4,
            Binding::BuiltIn(BuiltIn::Position { invariant: false }),
        )];
        for l in 0..link::LOCATION_COUNT {
            if mask & (1 << l) != 0 {
                members.push((format!("l{l}"), v4, self.location(l)));
            }
        }
        let batch = match self.opts.pixel_batch {
            Some(l) if self.pixel_batch_applies() => {
                if u32::from(l) >= link::LOCATION_COUNT || mask & (1 << l) != 0 {
                    return Err(TranslateError::invalid(
                        0,
                        format!("pixel_batch location {l} is linked or out of range"),
                    ));
                }
                members.push(("batch".to_owned(), self.t.u32, batch_binding(l)));
                true
            }
            _ => false,
        };
        self.check_raster_options(mask)?;
        members.extend(self.clip_members());
        let out_ty = self.io_struct("VsOut", members);
        let first = self.init_cf_base();
        self.init_nonfinite_defs();
        self.call_main();
        let mut pos = match self.written_output(DeclUsage::Position, 0) {
            Some(r) => {
                let p = self.reg_ptr(r.ty, r.index, true, 0)?;
                self.fb.load(p)
            }
            None => self.fb.k(0.0, 4),
        };
        let sprite = match self.opts.points {
            Points::Plain => None,
            Points::Quads | Points::Sprites => {
                let (corner, sprite) = self.point_corner(pos)?;
                pos = corner;
                sprite
            }
        };
        let distances = self.clip_values(pos);
        if self.opts.half_pixel_shift {
            let hp = self.draw_field(HALF_PIXEL);
            let c: Vec<H> = (0..4).map(|i| self.fb.index(pos, i)).collect();
            let hx = self.fb.index(hp, 0);
            let hy = self.fb.index(hp, 1);
            let wx = self.fb.bin(B::Multiply, c[3], hx);
            let wy = self.fb.bin(B::Multiply, c[3], hy);
            let x = self.fb.bin(B::Add, c[0], wx);
            let y = self.fb.bin(B::Subtract, c[1], wy);
            pos = self.fb.compose(v4, vec![x, y, c[2], c[3]]);
        }
        self.fb.name(pos, "pos".to_owned());
        let mut values = vec![pos];
        for l in 0..link::LOCATION_COUNT {
            if mask & (1 << l) == 0 {
                continue;
            }
            let semantic = self.opts.link_map.semantic(l);
            let written = semantic.and_then(|(usage, index)| self.written_output(usage, index));
            let v = match (written, sprite) {
                // D3DRS_POINTSPRITEENABLE replaces every texture coordinate.
                (_, Some(coord)) if matches!(semantic, Some((DeclUsage::TexCoord, _))) => coord,
                (written, _) => match written {
                    Some(r) => {
                        let p = self.reg_ptr(r.ty, r.index, true, 0)?;
                        let v = self.fb.load(p);
                        if !sm3 && r.ty == RegisterType::AttrOut {
                            // D3D9 clamps oD#.
                            self.fb.math(M::Saturate, &[v])
                        } else {
                            v
                        }
                    }
                    None => {
                        let d = semantic.map_or([0.0; 4], |s| link::default_value(s.0));
                        let c: Vec<H> = d.iter().map(|x| self.fb.f(*x)).collect();
                        self.fb.compose(v4, c)
                    }
                },
            };
            if Some(v) != sprite {
                self.fb.name(v, format!("l{l}"));
            }
            values.push(v);
        }
        if batch {
            let first = first.unwrap_or_else(|| self.fb.u(0));
            values.push(first);
        }
        values.extend(distances);
        let out = self.fb.compose(out_ty, values);
        self.fb.ret(Some(out));
        self.fb.f.result = Some(FunctionResult {
            ty: out_ty,
            binding: None,
        });
        Ok(())
    }

    /// D3DDECLTYPE_UDEC3 / DEC3N: three 10-bit fields of a `u32` as a `vec4f` with w = 1;
    /// DEC3N sign-extends each field (`(f ^ 512) - 512`) and divides it by 511.
    fn unpack_dec3(&mut self, x: H, signed: bool) -> H {
        let mut c = Vec::with_capacity(4);
        for k in 0..3u32 {
            let sh = self.fb.u(10 * k);
            let v = self.fb.bin(B::ShiftRight, x, sh);
            let m = self.fb.u(1023);
            let field = self.fb.bin(B::And, v, m);
            let f = if signed {
                // Sign-extend the 10-bit field: (f ^ 512) - 512.
                let i = self.fb.convert(field, ScalarKind::Sint);
                let sign = self.fb.i(512);
                let flipped = self.fb.bin(B::ExclusiveOr, i, sign);
                let v = self.fb.bin(B::Subtract, flipped, sign);
                let f = self.fb.convert(v, ScalarKind::Float);
                let d = self.fb.f(511.0);
                self.fb.bin(B::Divide, f, d)
            } else {
                self.fb.convert(field, ScalarKind::Float)
            };
            c.push(f);
        }
        c.push(self.fb.f(1.0));
        self.fb.compose(self.t.vecf[2], c)
    }

    /// With relatively addressed outputs every `o#` lives in the array.
    fn rel_out_written(&self, r: Register) -> bool {
        r.ty == RegisterType::TexCrdOutOrOutput
            && self.a.flags.contains(UsageFlags::RELATIVE_OUTPUTS)
            && self
                .regs
                .iter()
                .any(|x| x.0 == RegisterType::TexCrdOutOrOutput)
    }

    fn pixel_entry(&mut self) -> Result {
        let v4 = self.t.vecf[2];
        let vpos = self.a.flags.contains(UsageFlags::VPOS)
            || self.regs.contains(&(RegisterType::MiscType, 0));
        let vface = self.a.flags.contains(UsageFlags::VFACE)
            || self.regs.contains(&(RegisterType::MiscType, 1));
        let writes_color = self.regs.contains(&(RegisterType::ColorOut, 0));
        let table_fog = writes_color
            && matches!(
                self.opts.fog,
                FogMode::Linear | FogMode::Exp | FogMode::Exp2
            );
        let mut frag_coord = None;
        if vpos || table_fog {
            let position = Binding::BuiltIn(BuiltIn::Position { invariant: false });
            frag_coord = Some(self.arg("frag_coord", v4, position));
        }
        if let (true, Some(fc)) = (vpos, frag_coord) {
            // D3D9 pixel centres are integers.
            let xy = self.fb.swizzle(fc, &[0, 1]);
            let half = self.fb.k(0.5, 2);
            let c = self.fb.bin(B::Subtract, xy, half);
            let zero = self.fb.f(0.0);
            let v = self.fb.compose(v4, vec![c, zero, zero]);
            let p = self.reg_at(RegisterType::MiscType, 0);
            self.fb.store(p, v);
        }
        if vface {
            let front = self.arg("front", self.t.bool, Binding::BuiltIn(BuiltIn::FrontFacing));
            let one = self.fb.f(1.0);
            let minus = self.fb.f(-1.0);
            let s = self.fb.select(front, one, minus);
            let v = self.fb.splat(s, 4);
            let p = self.reg_at(RegisterType::MiscType, 1);
            self.fb.store(p, v);
        }
        let mut declared: Vec<(u32, H)> = Vec::new();
        let inputs = self.a.inputs.clone();
        for s in &inputs {
            let Some(l) = self.opts.link_map.location(s.usage, s.usage_index) else {
                return Err(TranslateError::unsupported(
                    0,
                    format!(
                        "pixel shader input {:?}{} (not in Options::link_map, see LinkMap::for_pixel_shader)",
                        s.usage, s.usage_index
                    ),
                ));
            };
            let x = match declared.iter().find(|d| d.0 == l) {
                Some(d) => d.1,
                None => {
                    let b = self.location(l);
                    let x = self.arg(&format!("l{l}"), v4, b);
                    declared.push((l, x));
                    x
                }
            };
            let p = self.reg_ptr(s.register.ty, s.register.index, false, 0)?;
            let shared = inputs.iter().filter(|o| o.register == s.register).count() > 1;
            if shared {
                // SM3 packs several semantics into one register by component.
                for i in 0..4u32 {
                    if s.mask & (1 << i) != 0 {
                        let c = self.fb.index(x, i);
                        let pc = self.fb.index(p, i);
                        self.fb.store(pc, c);
                    }
                }
            } else {
                self.fb.store(p, x);
            }
        }
        let fog_input = if writes_color && self.opts.fog == FogMode::Vertex {
            let Some(l) = self.opts.link_map.location(DeclUsage::Fog, 0) else {
                return Err(TranslateError::unsupported(
                    0,
                    "vertex fog without FOG0 in the link map",
                ));
            };
            Some(match declared.iter().find(|d| d.0 == l) {
                Some(d) => d.1,
                None => {
                    let b = self.location(l);
                    self.arg(&format!("l{l}"), v4, b)
                }
            })
        } else {
            None
        };
        let linked = declared
            .iter()
            .map(|d| d.0)
            .chain(fog_input.and(self.opts.link_map.location(DeclUsage::Fog, 0)))
            .fold(0u16, |m, l| m | 1 << l);
        self.check_raster_options(linked)?;
        let clip = self.clip_inputs();
        self.init_pixel_batch()?;
        self.init_nonfinite_defs();
        self.call_main();
        if writes_color && self.opts.fog != FogMode::Off {
            self.apply_fog(fog_input, frag_coord)?;
        }
        if self.kill.is_some() {
            let k = self.kill_flag();
            let killed = self.fb.load(k);
            self.fb.if_then(killed, |fb| fb.stmt(Statement::Kill));
        }
        self.clip_discard(&clip);
        if writes_color && self.opts.alpha_test {
            let p = self.reg_at(RegisterType::ColorOut, 0);
            let c = self.fb.load(p);
            let a = self.fb.index(c, 3);
            let pass = self.call_helper(Helper::AlphaTest, vec![a]);
            let fail = self.fb.not(pass);
            self.fb.if_then(fail, |fb| fb.stmt(Statement::Kill));
        }
        let mut members = Vec::new();
        let mut values = Vec::new();
        for n in 0..4u32 {
            if self.regs.contains(&(RegisterType::ColorOut, n)) {
                let b = Binding::Location {
                    location: n,
                    interpolation: Some(Interpolation::Perspective),
                    sampling: Some(Sampling::Center),
                    blend_src: None,
                    per_primitive: false,
                };
                members.push((format!("c{n}"), v4, b));
                let p = self.reg_at(RegisterType::ColorOut, n);
                let c = self.fb.load(p);
                self.fb.name(c, format!("c{n}"));
                values.push(c);
            }
        }
        if self.regs.contains(&(RegisterType::DepthOut, 0)) {
            members.push((
                "depth".to_owned(),
                self.t.f32,
                Binding::BuiltIn(BuiltIn::FragDepth),
            ));
            let p = self.reg_at(RegisterType::DepthOut, 0);
            let d = self.fb.load(p);
            let depth = self.fb.index(d, 0);
            self.fb.name(depth, "depth".to_owned());
            values.push(depth);
        }
        if !members.is_empty() {
            let ty = self.io_struct("PsOut", members);
            let out = self.fb.compose(ty, values);
            self.fb.ret(Some(out));
            self.fb.f.result = Some(FunctionResult { ty, binding: None });
        }
        Ok(())
    }

    /// Blend `draw.fog_color` into `oC0.rgb` by the fog factor (saturated).
    fn apply_fog(&mut self, fog_input: Option<H>, frag_coord: Option<H>) -> Result {
        let f = match (self.opts.fog, fog_input, frag_coord) {
            (_, Some(l), _) => self.fb.index(l, 0),
            (FogMode::Linear | FogMode::Exp | FogMode::Exp2, None, Some(fc)) => {
                let z = if self.opts.fog_w {
                    // Clip-space w: `frag_coord.w` is 1 / w.
                    let rw = self.fb.index(fc, 3);
                    let one = self.fb.f(1.0);
                    self.fb.bin(B::Divide, one, rw)
                } else {
                    self.fb.index(fc, 2)
                };
                let fog = self.draw_field(FOG);
                match self.opts.fog {
                    FogMode::Linear => {
                        let start = self.fb.index(fog, 0);
                        let end = self.fb.index(fog, 1);
                        let num = self.fb.bin(B::Subtract, end, z);
                        let den = self.fb.bin(B::Subtract, end, start);
                        let f = self.fb.bin(B::Divide, num, den);
                        // FOGEND = FOGSTART: all fog, as the fixed-function stage and
                        // wined3d do (not a division by zero).
                        let zero = self.fb.f(0.0);
                        let same = self.fb.bin(B::Equal, den, zero);
                        self.fb.select(same, zero, f)
                    }
                    FogMode::Exp => {
                        let d = self.fb.index(fog, 2);
                        let nd = self.fb.neg(d);
                        let e = self.fb.bin(B::Multiply, nd, z);
                        self.fb.math(M::Exp, &[e])
                    }
                    _ => {
                        let d = self.fb.index(fog, 2);
                        let dz = self.fb.bin(B::Multiply, d, z);
                        self.fb.name(dz, "dz".to_owned());
                        let ndz = self.fb.neg(dz);
                        let e = self.fb.bin(B::Multiply, ndz, dz);
                        self.fb.math(M::Exp, &[e])
                    }
                }
            }
            _ => return Err(TranslateError::invalid(0, "fog without a factor")),
        };
        let f = self.fb.math(M::Saturate, &[f]);
        let color = self.draw_field(FOG_COLOR);
        let fog_rgb = self.fb.swizzle(color, &[0, 1, 2]);
        let p = self.reg_at(RegisterType::ColorOut, 0);
        let c = self.fb.load(p);
        let rgb = self.fb.swizzle(c, &[0, 1, 2]);
        let a = self.fb.index(c, 3);
        let f3 = self.fb.splat(f, 3);
        let mixed = self.fb.math(M::Mix, &[fog_rgb, rgb, f3]);
        let v = self.fb.compose(self.t.vecf[2], vec![mixed, a]);
        self.fb.store(p, v);
        Ok(())
    }
}

/// The flat `u32` inter-stage location carrying a batched draw's block offset
/// ([`crate::wgsl::Options::pixel_batch`]).
fn batch_binding(location: u8) -> Binding {
    Binding::Location {
        location: u32::from(location),
        interpolation: Some(Interpolation::Flat),
        sampling: None,
        blend_src: None,
        per_primitive: false,
    }
}
