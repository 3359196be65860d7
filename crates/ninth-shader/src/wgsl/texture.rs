//! Texture instructions: texld (with texldp/texldb), texldl, texldd, texkill.

use std::fmt::Write;

use super::TranslateError;
use super::bindings::TextureBinding;
use super::store::{Comps, Val};
use super::writer::Writer;
use crate::ir::{
    DestinationParam, Instruction, Opcode, RegisterType, SamplerKind, SourceModifier, SourceParam,
};

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
        self.textures.push(TextureBinding {
            sampler: s,
            kind,
            comparison,
        });
        if comparison {
            return self.shadow_sample(ins, &dst, s);
        }
        let k: &[u8] = if kind == SamplerKind::Tex2d {
            &[0, 1]
        } else {
            &[0, 1, 2]
        };
        let mut f = |w: &mut Writer<'_>| -> Result {
            let coord = &ins.src[0];
            let func = match (ins.opcode, ins.control) {
                (Opcode::Tex, TEXLD_BIAS) => "textureSampleBias",
                (Opcode::Tex, _) => "textureSample",
                (Opcode::TexLdl, _) => "textureSampleLevel",
                _ => "textureSampleGrad",
            };
            let _ = write!(w.out, "{func}(tex{s}, samp{s}, ");
            w.put_src(coord, 0, k, off)?;
            match (ins.opcode, ins.control) {
                (Opcode::Tex, TEXLD_PROJECT) => {
                    w.out.push_str(" / ");
                    w.put_src(coord, 0, &[3], off)?;
                }
                (Opcode::Tex, TEXLD_BIAS) | (Opcode::TexLdl, _) => {
                    w.out.push_str(", ");
                    w.put_src(coord, 0, &[3], off)?;
                }
                (Opcode::TexLdd, _) => {
                    w.out.push_str(", ");
                    w.put_src(&ins.src[2], 0, k, off)?;
                    w.out.push_str(", ");
                    w.put_src(&ins.src[3], 0, k, off)?;
                }
                _ => {}
            }
            w.out.push(')');
            // ps_2_x/3_0 allow a swizzle on the sampler: it swizzles the result.
            w.put_swizzle(samp.swizzle);
            Ok(())
        };
        self.store(&dst, ins.predicate.as_ref(), Val::Full, off, &mut f)
    }

    /// A sample of a depth texture through a comparison sampler (D3D9 drivers' hardware
    /// shadow maps): the reference is the coordinate's z (divided by w for `texldp`), the
    /// filtered 0..1 result is replicated to all components.
    fn shadow_sample(&mut self, ins: &Instruction, dst: &DestinationParam, s: u32) -> Result {
        let off = ins.offset;
        let project = ins.opcode == Opcode::Tex && ins.control == TEXLD_PROJECT;
        // Explicit-level forms (and every vertex shader sample) read level 0.
        let level = ins.opcode == Opcode::TexLdl || !self.pixel;
        let mut f = |w: &mut Writer<'_>| -> Result {
            let coord = &ins.src[0];
            let func = if level {
                "textureSampleCompareLevel"
            } else {
                "textureSampleCompare"
            };
            let _ = write!(w.out, "{func}(tex{s}, samp{s}, ");
            w.put_src(coord, 0, &[0, 1], off)?;
            if project {
                w.out.push_str(" / ");
                w.put_src(coord, 0, &[3], off)?;
            }
            w.out.push_str(", ");
            w.put_src(coord, 0, &[2], off)?;
            if project {
                w.out.push_str(" / ");
                w.put_src(coord, 0, &[3], off)?;
            }
            w.out.push(')');
            Ok(())
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
        self.kill = true;
        // The operand is encoded as a destination parameter; read it as a source.
        let (src, mask) = match (&ins.dst, ins.src.first()) {
            (Some(d), _) => (as_source(d), d.write_mask & 0xF),
            (None, Some(s)) => (*s, 0xF),
            (None, None) => return Err(TranslateError::invalid(off, "texkill without operand")),
        };
        self.indent();
        let comps = Comps::of_mask(mask);
        let n = comps.as_slice().len();
        if n == 0 {
            return Ok(());
        }
        if n == 1 {
            self.out.push_str("if (");
            self.put_src(&src, 0, comps.as_slice(), off)?;
            self.out.push_str(" < 0.0");
        } else {
            self.out.push_str("if (any(");
            self.put_src(&src, 0, comps.as_slice(), off)?;
            let _ = write!(self.out, " < vec{n}f(0.0))");
        }
        if let Some(p) = &ins.predicate {
            self.out.push_str(" && ");
            self.put_bool(p, off)?;
        }
        self.out.push_str(") {\n");
        self.depth += 1;
        self.indent();
        self.out.push_str("d3d_kill = true;\n");
        self.depth -= 1;
        self.indent();
        self.out.push_str("}\n");
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
