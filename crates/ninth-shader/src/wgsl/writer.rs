//! The state of one translation: walks the instructions, collects what must be declared,
//! and assembles the module text (declarations, helpers, functions, entry point).

use std::fmt::Write;

use super::bindings::{self, Bindings, TextureBinding};
use super::{Options, TranslateError};
use crate::analyze::{Analysis, UsageFlags};
use crate::ir::{Instruction, Opcode, RegisterType, SamplerKind, Shader, ShaderKind};

type Result<T = ()> = std::result::Result<T, TranslateError>;

bitflags::bitflags! {
    /// Helper functions the body calls.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
    pub(super) struct Helpers: u32 {
        const RCP = 1 << 0;
        const RSQ = 1 << 1;
        const LOG = 1 << 2;
        const POW = 1 << 3;
        const NRM = 1 << 4;
        const LIT = 1 << 5;
        const MUL = 1 << 6;
        const C_REL = 1 << 7;
        const V_REL = 1 << 8;
        const DOT = 1 << 10;
    }
}

/// An open control-flow construct.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Frame {
    /// `if`/`ifc`; `true` once `else` was seen.
    If(bool),
    /// `loop aL, i#`.
    Loop,
    /// `rep i#`.
    Rep,
}

/// One translation run.
pub(super) struct Writer<'a> {
    pub shader: &'a Shader,
    pub a: &'a Analysis,
    pub opts: &'a Options,
    /// Function bodies.
    pub out: String,
    pub depth: usize,
    pub frames: Vec<Frame>,
    /// A function (main or a label) is open.
    pub open: bool,
    pub pixel: bool,
    pub helpers: Helpers,
    /// Unique id for loop counters.
    pub next_id: u32,
    /// Calls: (calling label or `None` for main, called label, offset), to check the labels
    /// exist and do not recurse (WGSL, like D3D9, has no recursion).
    pub called: Vec<(Option<u32>, u32, usize)>,
    /// The label whose function is open (`None`: main).
    pub current: Option<u32>,
    /// Registers to declare as module-scope private variables.
    pub regs: Vec<(RegisterType, u32)>,
    pub uses_float: bool,
    pub uses_int: bool,
    pub uses_bool: bool,
    pub uses_draw: bool,
    pub textures: Vec<TextureBinding>,
    /// Open loops: counter id and the step of the continuing block.
    pub loops: Vec<(u32, String)>,
    /// Reused buffer for a destination's name.
    pub lvalue: String,
    /// The entry point calls `d3d_alpha_test`.
    pub alpha_test_helper: bool,
    /// `texkill` is used: the private `d3d_kill` flag is declared and tested at the end.
    pub kill: bool,
}

impl<'a> Writer<'a> {
    pub fn new(shader: &'a Shader, a: &'a Analysis, opts: &'a Options) -> Self {
        Self {
            shader,
            a,
            opts,
            out: String::with_capacity(64 * shader.instructions.len() + 256),
            depth: 1,
            frames: Vec::new(),
            open: false,
            pixel: a.version.kind == ShaderKind::Pixel,
            helpers: Helpers::empty(),
            next_id: 0,
            called: Vec::new(),
            current: None,
            regs: Vec::new(),
            uses_float: false,
            uses_int: false,
            uses_bool: false,
            uses_draw: false,
            textures: Vec::new(),
            loops: Vec::new(),
            lvalue: String::new(),
            alpha_test_helper: false,
            kill: false,
        }
    }

    /// `vs_3_0`, `ps_2_x`, ...
    pub fn model_name(&self) -> String {
        let v = self.a.version;
        let k = if self.pixel { "ps" } else { "vs" };
        if v.major == 2 && v.minor == 1 {
            format!("{k}_2_x")
        } else {
            format!("{k}_{}_{}", v.major, v.minor)
        }
    }

    pub fn note_reg(&mut self, ty: RegisterType, index: u32) {
        if !self.regs.contains(&(ty, index)) {
            self.regs.push((ty, index));
        }
    }

    pub fn indent(&mut self) {
        for _ in 0..self.depth {
            self.out.push_str("  ");
        }
    }

    /// Translate every instruction.
    pub fn run(&mut self) -> Result {
        self.out.push_str("fn d3d_main() {\n");
        self.open = true;
        for ins in &self.shader.instructions {
            self.instruction(ins)?;
        }
        if !self.frames.is_empty() {
            return Err(TranslateError::invalid(
                self.shader.instructions.last().map_or(0, |i| i.offset),
                "unterminated if/loop/rep at the end of the shader",
            ));
        }
        if self.open {
            self.out.push_str("}\n");
        }
        for &(_, l, offset) in &self.called {
            if !self.a.labels.contains(&l) {
                return Err(TranslateError::invalid(
                    offset,
                    format!("call to missing l{l}"),
                ));
            }
        }
        self.check_recursion()
    }

    /// Reject a call graph with a cycle (D3D9 forbids recursion; WGSL cannot express it).
    fn check_recursion(&self) -> Result {
        // Depth-first search from every label, following calls made inside it.
        for &start in &self.a.labels {
            let mut stack = vec![(start, 0usize)];
            let mut visited = vec![start];
            while let Some(top) = stack.last_mut() {
                let (label, next) = *top;
                top.1 += 1;
                let callee = self
                    .called
                    .iter()
                    .filter(|c| c.0 == Some(label))
                    .nth(next)
                    .copied();
                match callee {
                    Some((_, l, offset)) => {
                        if l == start {
                            return Err(TranslateError::invalid(
                                offset,
                                format!("recursive call of l{l}"),
                            ));
                        }
                        if !visited.contains(&l) {
                            visited.push(l);
                            stack.push((l, 0));
                        }
                    }
                    None => {
                        stack.pop();
                    }
                }
            }
        }
        Ok(())
    }

    fn instruction(&mut self, ins: &Instruction) -> Result {
        use Opcode as O;
        if !self.open
            && !matches!(
                ins.opcode,
                O::Label | O::Nop | O::Dcl | O::Def | O::DefI | O::DefB
            )
        {
            return Err(TranslateError::invalid(
                ins.offset,
                format!("{:?} after ret outside a subroutine", ins.opcode),
            ));
        }
        match ins.opcode {
            O::Nop | O::Dcl | O::Def | O::DefI | O::DefB | O::Comment | O::End => Ok(()),
            O::Label
            | O::Ret
            | O::Call
            | O::CallNz
            | O::If
            | O::Ifc
            | O::Else
            | O::EndIf
            | O::Loop
            | O::EndLoop
            | O::Rep
            | O::EndRep
            | O::Break
            | O::BreakC
            | O::BreakP => self.flow(ins),
            O::Tex | O::TexLdd | O::TexLdl | O::TexKill => self.texture(ins),
            O::SetP => self.setp(ins),
            _ => self.arith(ins),
        }
    }

    /// The texture kind used for sampler `s#index`.
    pub fn sampler_kind(&self, index: u32) -> SamplerKind {
        self.opts
            .sampler_kinds
            .get(index as usize)
            .copied()
            .flatten()
            .unwrap_or_else(|| self.a.sampler_kind(index))
    }

    /// Assemble the module: header, helpers, functions, entry point.
    pub fn finish(mut self) -> Result<(String, Bindings)> {
        let entry = self.entry_point()?;
        let mut h = String::with_capacity(self.out.len() + entry.len() + 2048);
        if self.pixel {
            h.push_str("diagnostic(off, derivative_uniformity);\n\n");
        }
        let g = bindings::UNIFORM_GROUP;
        if self.uses_draw {
            h.push_str("struct NinthDraw {\n  half_pixel: vec4f,\n  fog: vec4f,\n  fog_color: vec4f,\n  alpha_test: vec4f,\n}\n");
            let _ = writeln!(
                h,
                "@group({g}) @binding({}) var<uniform> draw: NinthDraw;",
                bindings::DRAW_BINDING
            );
        }
        let mut b = Bindings {
            stage: self.a.version.kind,
            draw: self.uses_draw,
            float_constants: 0,
            int_constants: self.uses_int,
            bool_constants: self.uses_bool,
            textures: Vec::new(),
        };
        let float_count = self.a.float_constant_count();
        if (self.uses_float || self.helpers.contains(Helpers::C_REL)) && float_count > 0 {
            b.float_constants = float_count;
            let _ = writeln!(
                h,
                "@group({g}) @binding({}) var<uniform> cf: array<vec4f, {float_count}>;",
                b.float_binding()
            );
        }
        if self.uses_int {
            let _ = writeln!(
                h,
                "@group({g}) @binding({}) var<uniform> ci: array<vec4i, 16>;",
                b.int_binding()
            );
        }
        if self.uses_bool {
            let _ = writeln!(
                h,
                "@group({g}) @binding({}) var<uniform> cb: array<vec4u, 4>;",
                b.bool_binding()
            );
        }
        self.textures.sort_by_key(|t| t.sampler);
        self.textures.dedup();
        let tg = b.texture_group();
        for t in &self.textures {
            let ty = match t.kind {
                SamplerKind::Tex2d if t.comparison => "texture_depth_2d",
                SamplerKind::Tex2d => "texture_2d<f32>",
                SamplerKind::Cube => "texture_cube<f32>",
                SamplerKind::Volume => "texture_3d<f32>",
            };
            let s = t.sampler;
            let _ = writeln!(
                h,
                "@group({tg}) @binding({}) var tex{s}: {ty};\n@group({tg}) @binding({}) var samp{s}: {};",
                bindings::texture_binding(s),
                bindings::sampler_binding(s),
                if t.comparison {
                    "sampler_comparison"
                } else {
                    "sampler"
                }
            );
        }
        b.textures = self.textures.clone();
        self.declare_registers(&mut h);
        self.write_helpers(&mut h);
        h.push_str(&self.out);
        h.push_str(&entry);
        Ok((h, b))
    }

    fn declare_registers(&mut self, h: &mut String) {
        self.regs.sort_unstable();
        let rel_in = self.a.flags.contains(UsageFlags::RELATIVE_INPUTS);
        let rel_out = self.a.flags.contains(UsageFlags::RELATIVE_OUTPUTS);
        let sm3 = self.a.version.major >= 3;
        let mut did_v = false;
        let mut did_o = false;
        for &(ty, n) in &self.regs {
            let _ = match ty {
                RegisterType::Temp => writeln!(h, "var<private> r{n}: vec4f;"),
                RegisterType::Input if rel_in => {
                    if !did_v {
                        did_v = true;
                        let _ = writeln!(h, "var<private> v: array<vec4f, 16>;");
                    }
                    Ok(())
                }
                RegisterType::Input => writeln!(h, "var<private> v{n}: vec4f;"),
                RegisterType::AddrOrTexture if self.pixel => {
                    writeln!(h, "var<private> t{n}: vec4f;")
                }
                RegisterType::AddrOrTexture => writeln!(h, "var<private> a0: vec4i;"),
                RegisterType::RastOut => writeln!(
                    h,
                    "var<private> {}: vec4f;",
                    match n {
                        0 => "oPos",
                        1 => "oFog",
                        _ => "oPts",
                    }
                ),
                RegisterType::AttrOut => writeln!(h, "var<private> oD{n}: vec4f;"),
                RegisterType::TexCrdOutOrOutput if !sm3 => {
                    writeln!(h, "var<private> oT{n}: vec4f;")
                }
                RegisterType::TexCrdOutOrOutput if rel_out => {
                    if !did_o {
                        did_o = true;
                        let _ = writeln!(h, "var<private> o: array<vec4f, 12>;");
                    }
                    Ok(())
                }
                RegisterType::TexCrdOutOrOutput => writeln!(h, "var<private> o{n}: vec4f;"),
                RegisterType::ColorOut => writeln!(h, "var<private> oC{n}: vec4f;"),
                RegisterType::DepthOut => writeln!(h, "var<private> oDepth: vec4f;"),
                RegisterType::Predicate => writeln!(h, "var<private> p0: vec4<bool>;"),
                RegisterType::Loop => writeln!(h, "var<private> aL: i32;"),
                RegisterType::MiscType if n == 0 => {
                    writeln!(h, "var<private> d3d_vpos: vec4f;")
                }
                RegisterType::MiscType => writeln!(h, "var<private> d3d_vface: vec4f;"),
                RegisterType::Const => writeln!(h, "var<private> cdef{n}: vec4f;"),
                _ => Ok(()),
            };
        }
        if self.kill {
            h.push_str("var<private> d3d_kill: bool;\n");
        }
        if rel_in && !did_v {
            h.push_str("var<private> v: array<vec4f, 16>;\n");
        }
        if rel_out && !did_o && sm3 && !self.pixel {
            h.push_str("var<private> o: array<vec4f, 12>;\n");
        }
    }
}
