//! Texture instructions: texld (with texldp/texldb), texldl, texldd, texkill.

use naga::{BinaryOperator as B, Expression, SampleLevel};

use super::TranslateError;
use super::bindings;
use super::bindings::TextureBinding;
use super::build::H;
use super::store::{Comps, Val};
use super::writer::Writer;
use super::writer::texture_slots;
use crate::ir::{
    DestinationParam, Instruction, Opcode, RegisterType, SamplerKind, SourceModifier, SourceParam,
};
use naga::{AddressSpace, GlobalVariable, Handle, TypeInner};

type Result<T = ()> = std::result::Result<T, TranslateError>;

/// `texld` control values (bits 16-23 of the instruction token).
const TEXLD_PROJECT: u8 = 1;
const TEXLD_BIAS: u8 = 2;

impl Writer<'_> {
    /// Translate a texture instruction.
    pub(super) fn texture(&mut self, ins: &Instruction) -> Result {
        let off = ins.offset;
        let v = self.a.version;
        if ins.opcode == Opcode::TexKill {
            return self.texkill(ins);
        }
        let (form, ok) = match (ins.opcode, ins.control) {
            (Opcode::Tex, 0) => ("texld", self.pixel),
            (Opcode::Tex, crate::sm1::TEXLD_STAGE_PROJECTED) => ("texld", self.sm1_pixel()),
            (Opcode::Tex, TEXLD_PROJECT) => ("texldp", self.pixel),
            (Opcode::Tex, TEXLD_BIAS) => ("texldb", self.pixel),
            (Opcode::TexLdl, _) => ("texldl", v.major >= 3),
            (Opcode::TexLdd, _) => ("texldd", self.pixel && (v.major >= 3 || v.minor >= 1)),
            _ => ("texld with unknown control", false),
        };
        if !ok {
            return Err(TranslateError::unsupported(
                off,
                format!("{form} in {}", self.model_name()),
            ));
        }
        let Some(dst) = ins.dst else {
            return Err(TranslateError::invalid(
                off,
                format!("{form} without destination"),
            ));
        };
        let need = if ins.opcode == Opcode::TexLdd { 4 } else { 2 };
        if ins.src.len() < need {
            return Err(TranslateError::invalid(
                off,
                format!("{form} needs {need} sources"),
            ));
        }
        let samp = &ins.src[1];
        if samp.register.ty != RegisterType::Sampler || samp.register.index >= 16 {
            return Err(TranslateError::invalid(
                off,
                format!("{form}: second source is not s0-s15"),
            ));
        }
        let s = samp.register.index;
        if !self.pixel && s >= 4 {
            return Err(TranslateError::unsupported(
                off,
                format!("vertex texture sampler s{s}"),
            ));
        }
        let kind = self.sampler_kind(s);
        let comparison = kind == SamplerKind::Tex2d && self.opts.shadow_samplers & (1 << s) != 0;
        let depth =
            comparison || kind == SamplerKind::Tex2d && self.opts.depth_samplers & (1 << s) != 0;
        let (tex, samp_g) = self.texture_globals(TextureBinding {
            sampler: s,
            kind,
            comparison,
            depth,
        });
        if depth {
            return self.depth_sample(ins, &dst, (tex, samp_g), comparison);
        }
        let k: &[u8] = if kind == SamplerKind::Tex2d {
            &[0, 1]
        } else {
            &[0, 1, 2]
        };
        let emu = self.emulation(s, kind, k.len(), off)?;
        // Shader model 1 stage reads divide by w where the stage's D3DTTFF_PROJECTED is set.
        let stage_projected = ins.control == crate::sm1::TEXLD_STAGE_PROJECTED
            && kind != SamplerKind::Cube
            && self.opts.projected_stages & (1 << s) != 0;
        let mut f = |w: &mut Writer<'_>| -> Result<H> {
            let coord = &ins.src[0];
            let mut c = w.src(coord, 0, k, off)?;
            let mut level = match (ins.opcode, ins.control) {
                (Opcode::Tex, TEXLD_PROJECT) => {
                    let q = w.src(coord, 0, &[3], off)?;
                    let q = w.fb.splat(q, k.len());
                    c = w.fb.bin(B::Divide, c, q);
                    SampleLevel::Auto
                }
                (Opcode::Tex, _) if stage_projected => {
                    let q = w.opts.projection_component(s);
                    let q = w.src(coord, 0, &[q], off)?;
                    let q = w.fb.splat(q, k.len());
                    c = w.fb.bin(B::Divide, c, q);
                    SampleLevel::Auto
                }
                (Opcode::Tex, TEXLD_BIAS) => SampleLevel::Bias(w.src(coord, 0, &[3], off)?),
                (Opcode::TexLdl, _) => SampleLevel::Exact(w.src(coord, 0, &[3], off)?),
                (Opcode::TexLdd, _) => SampleLevel::Gradient {
                    x: w.src(&ins.src[2], 0, k, off)?,
                    y: w.src(&ins.src[3], 0, k, off)?,
                },
                _ => SampleLevel::Auto,
            };
            let n = k.len();
            let (outside, inside) = if emu.border_blend {
                (None, w.inside_weight(c, tex, emu.border))
            } else {
                (w.outside_border(c, emu.border, n), None)
            };
            c = w.mirror_once(c, emu.mirror_once, n);
            if emu.lod_bias {
                level = w.lod_bias(level, s, n);
            }
            let v = w.sample_batch_texture(tex, samp_g, c, level);
            let v = w.border_color(v, s, outside);
            let v = w.blend_border(v, s, inside);
            // ps_2_x/3_0 allow a swizzle on the sampler: it swizzles the result.
            Ok(w.fb.swizzle(v, &samp.swizzle.map(|c| c & 3)))
        };
        self.store(&dst, ins.predicate.as_ref(), Val::Full, off, &mut f)
    }

    /// The texture and sampler globals of a binding, declared on first use.
    fn texture_globals(
        &mut self,
        t: TextureBinding,
    ) -> (Handle<GlobalVariable>, Handle<GlobalVariable>) {
        if let Some(x) = self.textures.iter().find(|x| x.0.sampler == t.sampler) {
            return (x.1, x.2);
        }
        let dim = match t.kind {
            SamplerKind::Tex2d => naga::ImageDimension::D2,
            SamplerKind::Cube => naga::ImageDimension::Cube,
            SamplerKind::Volume => naga::ImageDimension::D3,
        };
        let class = if t.depth {
            naga::ImageClass::Depth { multi: false }
        } else {
            naga::ImageClass::Sampled {
                kind: naga::ScalarKind::Float,
                multi: false,
            }
        };
        let image_ty = self.ty(TypeInner::Image {
            dim,
            arrayed: false,
            class,
        });
        let sampler_ty = self.ty(TypeInner::Sampler {
            comparison: t.comparison,
        });
        let group = if self.pixel {
            bindings::PIXEL_TEXTURE_GROUP
        } else {
            bindings::VERTEX_TEXTURE_GROUP
        };
        let s = t.sampler;
        let (tb, sb) = texture_slots(group, s);
        let tex = self.global(&format!("tex{s}"), AddressSpace::Handle, Some(tb), image_ty);
        let samp = self.global(
            &format!("samp{s}"),
            AddressSpace::Handle,
            Some(sb),
            sampler_ty,
        );
        self.textures.push((t, tex, samp));
        if self.batch_textures_apply(t) {
            let k = u32::from(self.opts.batch_textures).min(bindings::BATCH_TEXTURES_MAX);
            for k in 1..k {
                let g = self.global(
                    &format!("tex{s}_{k}"),
                    AddressSpace::Handle,
                    Some((group, bindings::batch_texture_binding(k))),
                    image_ty,
                );
                self.batch_textures.push(g);
            }
            let slot = self.global("d3d_tex_slot", AddressSpace::Private, None, self.t.u32);
            self.tex_slot = Some(slot);
        }
        (tex, samp)
    }

    /// Whether binding `t` gets batch textures ([`crate::wgsl::Options::batch_textures`]): a
    /// batched pixel shader's only sampler, a colour texture sampled without emulation.
    fn batch_textures_apply(&self, t: TextureBinding) -> bool {
        self.pixel
            && self.opts.batch_textures >= 2
            && self.pixel_batch_applies()
            && !t.depth
            && self.a.samplers.len() == 1
            && self.a.samplers.iter().all(|u| u.index == t.sampler)
            && self
                .opts
                .sampler_emulation
                .get(t.sampler as usize)
                .is_some_and(|e| *e == Default::default())
    }

    /// A sample of the texture the draw's batch texture entry names (`switch d3d_tex_slot`), or of
    /// `tex` without batch textures. Each case reads one binding, so no descriptor indexing is
    /// needed; the entry is the same for every pixel of a primitive (a flat input), so
    /// implicit derivatives stay defined inside the switch.
    fn sample_batch_texture(
        &mut self,
        tex: Handle<GlobalVariable>,
        samp: Handle<GlobalVariable>,
        coordinate: H,
        level: SampleLevel,
    ) -> H {
        let Some(slot) = self.tex_slot.filter(|_| !self.batch_textures.is_empty()) else {
            return self.sample(tex, samp, coordinate, level, None);
        };
        let p = self.fb.global(slot);
        let selector = self.fb.load(p);
        let texel = self.fb.local("d3d_texel", self.t.vecf[2]);
        let entries: Vec<_> = std::iter::once((naga::SwitchValue::Default, tex))
            .chain(
                self.batch_textures
                    .clone()
                    .into_iter()
                    .enumerate()
                    .map(|(k, g)| (naga::SwitchValue::U32(k as u32 + 1), g)),
            )
            .collect();
        let mut cases = Vec::with_capacity(entries.len());
        for (value, image) in entries {
            self.fb.open();
            let v = self.sample(image, samp, coordinate, level, None);
            self.fb.store(texel, v);
            let body = self.fb.close();
            cases.push(naga::SwitchCase {
                value,
                body,
                fall_through: false,
            });
        }
        // naga wants the default case last.
        cases.rotate_left(1);
        self.fb.stmt(naga::Statement::Switch { selector, cases });
        self.fb.load(texel)
    }

    /// An image sample expression.
    fn sample(
        &mut self,
        tex: Handle<GlobalVariable>,
        samp: Handle<GlobalVariable>,
        coordinate: H,
        level: SampleLevel,
        depth_ref: Option<H>,
    ) -> H {
        let image = self.fb.global(tex);
        let sampler = self.fb.global(samp);
        self.fb.expr(Expression::ImageSample {
            image,
            sampler,
            gather: None,
            coordinate,
            array_index: None,
            offset: None,
            level,
            depth_ref,
            clamp_to_edge: false,
        })
    }

    /// A sample of a depth texture, replicated to all components: through a comparison
    /// sampler (`compare`, D3D9 drivers' hardware shadow maps) the reference is the
    /// coordinate's z (divided by w for `texldp`) and the result the filtered 0..1 outcome;
    /// otherwise the depth itself (INTZ). Of the sampler emulation only MIRRORONCE applies
    /// (WGSL compares have no bias, a border would be a depth).
    fn depth_sample(
        &mut self,
        ins: &Instruction,
        dst: &DestinationParam,
        (tex, samp): (Handle<GlobalVariable>, Handle<GlobalVariable>),
        compare: bool,
    ) -> Result {
        let off = ins.offset;
        let project = ins.opcode == Opcode::Tex && ins.control == TEXLD_PROJECT;
        // Explicit-level forms (and every vertex shader sample) read level 0.
        let level = if ins.opcode == Opcode::TexLdl || !self.pixel {
            SampleLevel::Zero
        } else {
            SampleLevel::Auto
        };
        let s = ins.src[1].register.index;
        let mirror = self.emulation(s, SamplerKind::Tex2d, 2, off)?.mirror_once;
        let mut f = |w: &mut Writer<'_>| -> Result<H> {
            let coord = &ins.src[0];
            let mut c = w.src(coord, 0, &[0, 1], off)?;
            let mut z = w.src(coord, 0, &[2], off)?;
            if project {
                let q = w.src(coord, 0, &[3], off)?;
                let q2 = w.fb.splat(q, 2);
                c = w.fb.bin(B::Divide, c, q2);
                let q = w.src(coord, 0, &[3], off)?;
                z = w.fb.bin(B::Divide, z, q);
            }
            c = w.mirror_once(c, mirror, 2);
            // WGSL's level of a depth texture is an integer (naga writes `Zero` as 0.0).
            let level = match level {
                SampleLevel::Zero if !compare => SampleLevel::Exact(w.fb.i(0)),
                other => other,
            };
            Ok(w.sample(tex, samp, c, level, compare.then_some(z)))
        };
        self.store(dst, ins.predicate.as_ref(), Val::Scalar, off, &mut f)
    }

    /// `texkill`: the pixel is discarded when a component (of the write mask) is negative.
    /// The discard is deferred to the end of the entry point (`d3d_kill`): the pixel keeps
    /// running as a helper, so derivatives of its neighbours stay valid on every backend
    /// (WGSL's `discard` is a demote, but not every backend implements it as one).
    fn texkill(&mut self, ins: &Instruction) -> Result {
        let off = ins.offset;
        if !self.pixel {
            return Err(TranslateError::unsupported(
                off,
                "texkill in a vertex shader",
            ));
        }
        // The operand is encoded as a destination parameter; read it as a source.
        let (src, mask) = match (&ins.dst, ins.src.first()) {
            (Some(d), _) => (as_source(d), d.write_mask & 0xF),
            (None, Some(s)) => (*s, 0xF),
            (None, None) => return Err(TranslateError::invalid(off, "texkill without operand")),
        };
        let comps = Comps::of_mask(mask);
        let n = comps.as_slice().len();
        if n == 0 {
            return Ok(());
        }
        let x = self.src(&src, 0, comps.as_slice(), off)?;
        let zero = self.fb.k(0.0, n);
        let mut c = self.fb.bin(B::Less, x, zero);
        if n > 1 {
            c = self.fb.expr(Expression::Relational {
                fun: naga::RelationalFunction::Any,
                argument: c,
            });
        }
        if let Some(p) = &ins.predicate {
            let p = self.cond(p, off)?;
            c = self.fb.bin(B::LogicalAnd, c, p);
        }
        let kill = self.kill_flag();
        self.fb.if_then(c, |fb| {
            let t = fb.b(true);
            fb.store(kill, t);
        });
        Ok(())
    }
}

/// A destination operand read as a source (texkill).
fn as_source(d: &DestinationParam) -> SourceParam {
    SourceParam {
        register: d.register,
        swizzle: [0, 1, 2, 3],
        modifier: SourceModifier::None,
        relative: d.relative,
    }
}
