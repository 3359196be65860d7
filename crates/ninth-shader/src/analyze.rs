//! Analysis of a decoded shader: register usage, constants, samplers, semantics.
//!
//! The renderer reads an [`Analysis`] to know what to bind: which float constant ranges to
//! upload (and in which order they are packed), whether int and bool constants are used,
//! which samplers exist and of which kind, the vertex inputs in declaration order (each gets
//! `@location(n)`, n its position in [`Analysis::inputs`]), and the semantics a vertex shader
//! writes or a pixel shader reads (see [`crate::link`]).

use crate::error::TranslateError;
use crate::ir::{
    DeclUsage, Declaration, DefValue, Instruction, Opcode, Register, RegisterType, SamplerKind,
    Shader, ShaderKind, ShaderVersion, SourceParam,
};

bitflags::bitflags! {
    /// Facts about a shader that change how it is bound or drawn.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
    pub struct UsageFlags: u32 {
        /// `dsx`/`dsy` or an implicit-derivative texture sample.
        const DERIVATIVES = 1 << 0;
        /// `texkill` (the pixel shader may discard).
        const TEXKILL = 1 << 1;
        /// `vPos` is read.
        const VPOS = 1 << 2;
        /// `vFace` is read.
        const VFACE = 1 << 3;
        /// `oDepth` is written.
        const DEPTH_OUT = 1 << 4;
        /// `a0` is used.
        const ADDRESS = 1 << 5;
        /// `loop`/`aL` is used.
        const LOOP = 1 << 6;
        /// `p0` is used.
        const PREDICATE = 1 << 7;
        /// An input register is addressed relatively (`v[aL + n]`, SM3).
        const RELATIVE_INPUTS = 1 << 8;
        /// An output register is addressed relatively (`o[aL + n]`, vs_3_0).
        const RELATIVE_OUTPUTS = 1 << 9;
        /// The point size is written (`oPts` or a PSIZE output): the renderer emulates it.
        const POINT_SIZE = 1 << 10;
        /// `call`/`callnz` is used.
        const CALLS = 1 << 11;
        /// A float constant is read relatively (`c[a0.x + n]`, `c[aL + n]`).
        const RELATIVE_CONSTANTS = 1 << 12;
    }
}

/// A range of float constant registers the renderer uploads, packed one after another in the
/// order of [`Analysis::float_constants`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ConstantRange {
    /// First register (`c#`).
    pub start: u32,
    /// Number of registers.
    pub count: u32,
    /// Read relatively: the whole range must be uploaded; a relative read outside every
    /// uploaded range returns (0, 0, 0, 0).
    pub relative: bool,
}

/// An input or output register with its semantic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Semantic {
    /// The register (`v2`, `o1`, `oT3`, `oD0`, `oPos`, `t0`).
    pub register: Register,
    /// D3D9 usage (`TEXCOORD`, `COLOR`, ...).
    pub usage: DeclUsage,
    /// Usage index.
    pub usage_index: u8,
    /// Declared (or, without a declaration, used) components, bit 0 = x.
    pub mask: u8,
    /// Declared `_centroid`.
    pub centroid: bool,
}

/// A sampler the shader samples (or declares).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SamplerUse {
    /// Sampler register `s#` (vertex shaders: D3DVERTEXTEXTURESAMPLER0-3 are `s0`-`s3`).
    pub index: u32,
    /// Declared texture kind (2D where undeclared).
    pub kind: SamplerKind,
    /// Declared with `dcl_*`.
    pub declared: bool,
}

/// What a shader uses, for binding and linking.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// Shader model.
    pub version: ShaderVersion,
    /// Temporary registers used, bit n = `r#n`.
    pub temps: u32,
    /// Float constant ranges in packing order (ascending start), `def` constants excluded
    /// unless inside a relatively read range.
    pub float_constants: Vec<ConstantRange>,
    /// `def c#` constants: register and raw bits.
    pub float_defs: Vec<(u32, [u32; 4])>,
    /// Int constants read and not defined by `defi`, bit n = `i#n`.
    pub int_constants: u16,
    /// `defi i#` constants.
    pub int_defs: Vec<(u32, [i32; 4])>,
    /// Bool constants read and not defined by `defb`, bit n = `b#n`.
    pub bool_constants: u16,
    /// `defb b#` constants.
    pub bool_defs: Vec<(u32, bool)>,
    /// Samplers by ascending index.
    pub samplers: Vec<SamplerUse>,
    /// Inputs in declaration order (vertex shaders: input n is `@location(n)`).
    pub inputs: Vec<Semantic>,
    /// Outputs (declaration order in SM3, first-write order before).
    pub outputs: Vec<Semantic>,
    /// Pixel shader colour outputs written, bit n = `oC#n`.
    pub color_outputs: u8,
    /// Subroutine labels defined, ascending.
    pub labels: Vec<u32>,
    /// Other facts.
    pub flags: UsageFlags,
}

/// Number of float constant registers of a model (the range a relative read may reach when
/// no constant table says better).
pub fn float_constant_limit(version: ShaderVersion) -> u32 {
    match (version.kind, version.major) {
        (ShaderKind::Vertex, _) => 256,
        (ShaderKind::Pixel, 3) => 224,
        (ShaderKind::Pixel, 2) => 32,
        (ShaderKind::Pixel, _) => 8,
    }
}

impl Analysis {
    /// Total number of packed float constant registers (the uniform array length).
    pub fn float_constant_count(&self) -> u32 {
        self.float_constants.iter().map(|r| r.count).sum()
    }

    /// Packed index of float constant register `c#register`, if uploaded.
    pub fn packed_index(&self, register: u32) -> Option<u32> {
        let mut base = 0;
        for r in &self.float_constants {
            if register >= r.start && register - r.start < r.count {
                return Some(base + register - r.start);
            }
            base += r.count;
        }
        None
    }

    /// The `def` value of `c#register`, if defined.
    pub fn float_def(&self, register: u32) -> Option<[u32; 4]> {
        self.float_defs
            .iter()
            .rev()
            .find(|d| d.0 == register)
            .map(|d| d.1)
    }

    /// The `defi` value of `i#register`, if defined.
    pub fn int_def(&self, register: u32) -> Option<[i32; 4]> {
        self.int_defs
            .iter()
            .rev()
            .find(|d| d.0 == register)
            .map(|d| d.1)
    }

    /// The `defb` value of `b#register`, if defined.
    pub fn bool_def(&self, register: u32) -> Option<bool> {
        self.bool_defs
            .iter()
            .rev()
            .find(|d| d.0 == register)
            .map(|d| d.1)
    }

    /// The declared kind of sampler `s#index` (2D when not declared or unused).
    pub fn sampler_kind(&self, index: u32) -> SamplerKind {
        self.samplers
            .iter()
            .find(|s| s.index == index)
            .map_or(SamplerKind::Tex2d, |s| s.kind)
    }

    /// Inter-stage locations read (pixel shader) or written (vertex shader) under `map`,
    /// bit n = `@location(n)` (see [`crate::link`]).
    pub fn link_locations(&self, map: &crate::link::LinkMap) -> u16 {
        let list = match self.version.kind {
            ShaderKind::Pixel => &self.inputs,
            ShaderKind::Vertex => &self.outputs,
        };
        list.iter()
            .filter_map(|s| map.location(s.usage, s.usage_index))
            .fold(0, |m, l| m | (1 << l))
    }

    /// Inter-stage locations (under `map`) a pixel shader declares `_centroid` (the
    /// renderer puts this in both stages' `Options::centroid_locations`).
    pub fn centroid_locations(&self, map: &crate::link::LinkMap) -> u16 {
        self.inputs
            .iter()
            .filter(|s| s.centroid)
            .filter_map(|s| map.location(s.usage, s.usage_index))
            .fold(0, |m, l| m | (1 << l))
    }

    /// The input with register `register`, if any.
    pub fn input(&self, register: Register) -> Option<&Semantic> {
        self.inputs.iter().find(|s| s.register == register)
    }

    /// The output with register `register`, if any.
    pub fn output(&self, register: Register) -> Option<&Semantic> {
        self.outputs.iter().find(|s| s.register == register)
    }
}

/// Analyse a decoded shader. A shader model 1 pixel shader is analysed in its rewritten form
/// ([`crate::sm1::lower`]), the one the translation binds: its inputs are `t#` (TEXCOORD)
/// and `v#` (COLOR), its samplers the stages its texture instructions read, its output
/// `oC0`.
pub fn analyze(shader: &Shader) -> Result<Analysis, TranslateError> {
    if crate::sm1::is_pixel(shader) {
        analyze_ir(&crate::sm1::lower(shader)?)
    } else {
        analyze_ir(shader)
    }
}

/// [`analyze`] of a shader as it is (no shader model 1 rewriting).
pub(crate) fn analyze_ir(shader: &Shader) -> Result<Analysis, TranslateError> {
    let mut a = Analysis {
        version: shader.version,
        temps: 0,
        float_constants: Vec::new(),
        float_defs: Vec::new(),
        int_constants: 0,
        int_defs: Vec::new(),
        bool_constants: 0,
        bool_defs: Vec::new(),
        samplers: Vec::new(),
        inputs: Vec::new(),
        outputs: Vec::new(),
        color_outputs: 0,
        labels: Vec::new(),
        flags: UsageFlags::empty(),
    };
    let mut floats = FloatUse::default();
    for ins in &shader.instructions {
        match ins.opcode {
            Opcode::Dcl => declare(&mut a, ins)?,
            Opcode::Def => {
                if let (Some(d), Some(DefValue::Float(v))) = (&ins.dst, ins.def) {
                    a.float_defs.push((d.register.index, v));
                }
            }
            Opcode::DefI => {
                if let (Some(d), Some(DefValue::Int(v))) = (&ins.dst, ins.def) {
                    a.int_defs.push((d.register.index, v));
                }
            }
            Opcode::DefB => {
                if let (Some(d), Some(DefValue::Bool(v))) = (&ins.dst, ins.def) {
                    a.bool_defs.push((d.register.index, v));
                }
            }
            Opcode::Label => {
                if let Some(s) = ins.src.first() {
                    a.labels.push(s.register.index);
                }
            }
            _ => instruction(&mut a, &mut floats, shader, ins)?,
        }
    }
    a.labels.sort_unstable();
    a.samplers.sort_by_key(|s| s.index);
    for &(r, _) in &a.int_defs {
        a.int_constants &= !(1u16.checked_shl(r).unwrap_or(0));
    }
    for &(r, _) in &a.bool_defs {
        a.bool_constants &= !(1u16.checked_shl(r).unwrap_or(0));
    }
    a.float_constants = floats.ranges(&a);
    Ok(a)
}

/// Float constant reads collected while walking the instructions.
#[derive(Default)]
struct FloatUse {
    /// Registers read directly.
    direct: Vec<u32>,
    /// Ranges (start, end) read relatively.
    relative: Vec<(u32, u32)>,
}

impl FloatUse {
    fn ranges(mut self, a: &Analysis) -> Vec<ConstantRange> {
        self.direct.sort_unstable();
        self.direct.dedup();
        self.direct.retain(|&r| a.float_def(r).is_none());
        let mut spans: Vec<(u32, u32, bool)> = self
            .direct
            .iter()
            .map(|&r| (r, r.saturating_add(1), false))
            .chain(self.relative.iter().map(|&(s, e)| (s, e, true)))
            .collect();
        spans.sort_unstable_by_key(|s| (s.0, s.1));
        let mut out: Vec<ConstantRange> = Vec::new();
        for (s, e, rel) in spans {
            if let Some(last) = out.last_mut() {
                let end = last.start + last.count;
                if s <= end && (s < end || rel == last.relative) {
                    last.count = last.count.max(e - last.start);
                    last.relative |= rel;
                    continue;
                }
            }
            out.push(ConstantRange {
                start: s,
                count: e - s,
                relative: rel,
            });
        }
        out
    }
}

fn bit16(index: u32) -> u16 {
    1u16.checked_shl(index).unwrap_or(0)
}

fn declare(a: &mut Analysis, ins: &Instruction) -> Result<(), TranslateError> {
    let (Some(dst), Some(dcl)) = (&ins.dst, ins.dcl) else {
        return Err(TranslateError::invalid(ins.offset, "dcl without register"));
    };
    let reg = dst.register;
    match (reg.ty, dcl) {
        (RegisterType::Sampler, Declaration::Sampler(kind)) => {
            if let Some(s) = a.samplers.iter_mut().find(|s| s.index == reg.index) {
                s.kind = kind;
                s.declared = true;
            } else {
                a.samplers.push(SamplerUse {
                    index: reg.index,
                    kind,
                    declared: true,
                });
            }
        }
        (RegisterType::MiscType, _) => {
            a.flags |= if reg.index == 0 {
                UsageFlags::VPOS
            } else {
                UsageFlags::VFACE
            };
        }
        (RegisterType::TexCrdOutOrOutput, Declaration::Semantic { usage, index }) => {
            if usage == DeclUsage::PSize {
                a.flags |= UsageFlags::POINT_SIZE;
            }
            a.outputs.push(Semantic {
                register: reg,
                usage,
                usage_index: index,
                mask: dst.write_mask,
                centroid: dst.centroid,
            });
        }
        (RegisterType::Input | RegisterType::AddrOrTexture, _) => {
            let (usage, usage_index) = match dcl {
                Declaration::Semantic { usage, index } => (usage, index),
                _ => implied_input_semantic(a.version, reg).ok_or_else(|| {
                    TranslateError::invalid(ins.offset, "dcl of an input without semantic")
                })?,
            };
            // SM3 may pack several semantics into one register (by component).
            let known = a
                .inputs
                .iter()
                .any(|i| i.register == reg && i.usage == usage && i.usage_index == usage_index);
            if !known {
                a.inputs.push(Semantic {
                    register: reg,
                    usage,
                    usage_index,
                    mask: dst.write_mask,
                    centroid: dst.centroid,
                });
            }
        }
        _ => {}
    }
    Ok(())
}

/// The semantic of a pixel shader input before SM3 (`v#` is COLOR#, `t#` is TEXCOORD#).
fn implied_input_semantic(version: ShaderVersion, reg: Register) -> Option<(DeclUsage, u8)> {
    if version.kind != ShaderKind::Pixel || version.major >= 3 {
        return None;
    }
    let index = u8::try_from(reg.index).ok()?;
    match reg.ty {
        RegisterType::Input => Some((DeclUsage::Color, index)),
        RegisterType::AddrOrTexture => Some((DeclUsage::TexCoord, index)),
        _ => None,
    }
}

/// The semantic of a vertex shader output register before SM3.
fn implied_output_semantic(reg: Register) -> Option<(DeclUsage, u8)> {
    let index = u8::try_from(reg.index).ok()?;
    match (reg.ty, reg.index) {
        (RegisterType::RastOut, 0) => Some((DeclUsage::Position, 0)),
        (RegisterType::RastOut, 1) => Some((DeclUsage::Fog, 0)),
        (RegisterType::RastOut, 2) => Some((DeclUsage::PSize, 0)),
        (RegisterType::AttrOut, _) => Some((DeclUsage::Color, index)),
        (RegisterType::TexCrdOutOrOutput, _) => Some((DeclUsage::TexCoord, index)),
        _ => None,
    }
}

fn is_texture_op(op: Opcode) -> bool {
    matches!(op, Opcode::Tex | Opcode::TexLdd | Opcode::TexLdl)
}

fn instruction(
    a: &mut Analysis,
    floats: &mut FloatUse,
    shader: &Shader,
    ins: &Instruction,
) -> Result<(), TranslateError> {
    let pixel = a.version.kind == ShaderKind::Pixel;
    match ins.opcode {
        Opcode::Dsx | Opcode::Dsy => a.flags |= UsageFlags::DERIVATIVES,
        Opcode::Tex if pixel => a.flags |= UsageFlags::DERIVATIVES,
        Opcode::TexKill => a.flags |= UsageFlags::TEXKILL,
        Opcode::Call | Opcode::CallNz => a.flags |= UsageFlags::CALLS,
        Opcode::Loop => a.flags |= UsageFlags::LOOP,
        _ => {}
    }
    // Matrix ops read consecutive registers starting at src1.
    let matrix_rows = match ins.opcode {
        Opcode::M4x4 | Opcode::M3x4 => 4,
        Opcode::M4x3 | Opcode::M3x3 => 3,
        Opcode::M3x2 => 2,
        _ => 1,
    };
    // texkill's operand is encoded as a destination but read.
    if ins.opcode == Opcode::TexKill
        && let Some(d) = &ins.dst
    {
        let operand = SourceParam {
            register: d.register,
            swizzle: [0, 1, 2, 3],
            modifier: crate::ir::SourceModifier::None,
            relative: d.relative,
        };
        read(a, floats, shader, &operand, 0);
    }
    for (i, s) in ins.src.iter().chain(ins.predicate.iter()).enumerate() {
        let rows = if i == 1 { matrix_rows } else { 1 };
        if is_texture_op(ins.opcode) && i == 1 && s.register.ty == RegisterType::Sampler {
            if !a.samplers.iter().any(|x| x.index == s.register.index) {
                a.samplers.push(SamplerUse {
                    index: s.register.index,
                    kind: SamplerKind::Tex2d,
                    declared: false,
                });
            }
            continue;
        }
        for row in 0..rows {
            read(a, floats, shader, s, row);
        }
    }
    if let Some(d) = &ins.dst {
        if let Some(rel) = &d.relative {
            note_address(a, rel.register);
            if d.register.ty == RegisterType::TexCrdOutOrOutput {
                a.flags |= UsageFlags::RELATIVE_OUTPUTS;
            }
        }
        let reg = d.register;
        match reg.ty {
            RegisterType::Temp => a.temps |= bit32(reg.index),
            RegisterType::AddrOrTexture if !pixel => a.flags |= UsageFlags::ADDRESS,
            RegisterType::Predicate => a.flags |= UsageFlags::PREDICATE,
            RegisterType::ColorOut => a.color_outputs |= 1u8.checked_shl(reg.index).unwrap_or(0),
            RegisterType::DepthOut => a.flags |= UsageFlags::DEPTH_OUT,
            RegisterType::RastOut | RegisterType::AttrOut | RegisterType::TexCrdOutOrOutput
                if a.version.major < 3 && !pixel =>
            {
                if reg.ty == RegisterType::RastOut && reg.index == 2 {
                    a.flags |= UsageFlags::POINT_SIZE;
                }
                if let Some((usage, usage_index)) = implied_output_semantic(reg) {
                    if let Some(o) = a.outputs.iter_mut().find(|o| o.register == reg) {
                        o.mask |= d.write_mask;
                    } else {
                        a.outputs.push(Semantic {
                            register: reg,
                            usage,
                            usage_index,
                            mask: d.write_mask,
                            centroid: false,
                        });
                    }
                }
            }
            _ => {}
        }
    }
    Ok(())
}

fn bit32(index: u32) -> u32 {
    1u32.checked_shl(index).unwrap_or(0)
}

fn note_address(a: &mut Analysis, reg: Register) {
    match reg.ty {
        RegisterType::Loop => a.flags |= UsageFlags::LOOP,
        _ => a.flags |= UsageFlags::ADDRESS,
    }
}

fn read(a: &mut Analysis, floats: &mut FloatUse, shader: &Shader, s: &SourceParam, row: u32) {
    let reg = s.register;
    if let Some(rel) = &s.relative {
        note_address(a, rel.register);
    }
    match reg.ty {
        RegisterType::Temp => a.temps |= bit32(reg.index),
        RegisterType::Const => {
            if s.relative.is_some() {
                a.flags |= UsageFlags::RELATIVE_CONSTANTS;
                let base = reg.index.saturating_add(row);
                floats
                    .relative
                    .push(relative_range(shader, a.version, base));
            } else {
                floats.direct.push(reg.index.saturating_add(row));
            }
        }
        RegisterType::ConstInt => a.int_constants |= bit16(reg.index),
        RegisterType::ConstBool => a.bool_constants |= bit16(reg.index),
        RegisterType::Predicate => a.flags |= UsageFlags::PREDICATE,
        RegisterType::Loop => a.flags |= UsageFlags::LOOP,
        RegisterType::MiscType => {
            a.flags |= if reg.index == 0 {
                UsageFlags::VPOS
            } else {
                UsageFlags::VFACE
            };
        }
        RegisterType::Input | RegisterType::AddrOrTexture
            if reg.ty == RegisterType::Input || a.version.kind == ShaderKind::Pixel =>
        {
            if s.relative.is_some() {
                a.flags |= UsageFlags::RELATIVE_INPUTS;
            }
            if a.input(reg).is_none() {
                // Read without dcl: only pixel shaders before SM3 imply a semantic.
                if let Some((usage, usage_index)) = implied_input_semantic(a.version, reg) {
                    a.inputs.push(Semantic {
                        register: reg,
                        usage,
                        usage_index,
                        mask: 0xF,
                        centroid: false,
                    });
                }
            }
        }
        _ => {}
    }
}

/// The range a relative read `c[a + base]` may reach: the constant table entry holding
/// `base`, else the model's whole float constant file.
fn relative_range(shader: &Shader, version: ShaderVersion, base: u32) -> (u32, u32) {
    if let Some(table) = &shader.constant_table {
        for c in &table.constants {
            let start = u32::from(c.register_index);
            let end = start.saturating_add(u32::from(c.register_count));
            if c.register_set == 2 && base >= start && base < end {
                return (start, end);
            }
        }
    }
    let limit = float_constant_limit(version);
    (0, limit.max(base.saturating_add(1)))
}
