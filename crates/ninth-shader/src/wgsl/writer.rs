//! The state of one translation: walks the instructions building naga IR, collects what
//! must be declared, and assembles the module (globals, helpers, functions, entry point).

use naga::{Arena, Function, GlobalVariable, Handle, Span, Type, TypeInner};

use super::bindings::{self, Bindings, TextureBinding};
use super::build::{Fb, H, Types};
use super::helpers::Helper;
use super::{Options, TranslateError};
use crate::analyze::Analysis;
use crate::ir::{Instruction, Opcode, RegisterType, SamplerKind, Shader, ShaderKind};

type Result<T = ()> = std::result::Result<T, TranslateError>;

/// An open control-flow construct.
pub(super) enum Frame {
    /// `if`/`ifc`: its condition, and the accept block once `else` was seen.
    If {
        condition: H,
        accept: Option<naga::Block>,
    },
    /// `loop aL, i#` / `rep i#`: the iteration counter, the integer constant, and for
    /// `loop` the enclosing loop's `aL`.
    Loop {
        counter: H,
        constant: H,
        outer_al: Option<H>,
    },
}

impl Frame {
    pub fn is_loop(&self) -> bool {
        matches!(self, Frame::Loop { .. })
    }
}

/// Who a call statement calls; resolved to a function handle when the module is assembled
/// (naga wants callees before callers in the function arena).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Callee {
    Helper(Helper),
    Label(u32),
    /// `d3d_main`, called by the entry point.
    Main,
}

/// One translation run.
pub(super) struct Writer<'a> {
    pub shader: &'a Shader,
    pub a: &'a Analysis,
    pub opts: &'a Options,
    pub pixel: bool,
    pub m: naga::Module,
    pub t: Types,
    /// The function being built (main or a label).
    pub fb: Fb,
    pub frames: Vec<Frame>,
    /// A function (main or a label) is open.
    pub open: bool,
    /// Calls: (calling label or `None` for main, called label, offset), to check the labels
    /// exist and do not recurse (WGSL, like D3D9, has no recursion).
    pub called: Vec<(Option<u32>, u32, usize)>,
    /// The label whose function is open (`None`: main).
    pub current: Option<u32>,
    /// Registers used, in first-use order.
    pub regs: Vec<(RegisterType, u32)>,
    /// The private global of each register (arrays keyed by index `u32::MAX`).
    pub reg_globals: Vec<(RegisterType, u32, Handle<GlobalVariable>)>,
    pub cf: Option<Handle<GlobalVariable>>,
    /// Batched float constants: the private `d3d_cf_base`, the first vector of this draw's
    /// block (set by the entry point from `instance_index`).
    pub cf_base: Option<Handle<GlobalVariable>>,
    /// A sampler's batch texture entries 1.. (entry 0 is the sampler's own texture), declared with
    /// that sampler ([`crate::wgsl::Options::batch_textures`]).
    pub batch_textures: Vec<Handle<GlobalVariable>>,
    /// The private `d3d_tex_slot`: the batch texture entry this draw samples (set by the entry point).
    pub tex_slot: Option<Handle<GlobalVariable>>,
    pub ci: Option<Handle<GlobalVariable>>,
    pub cb: Option<Handle<GlobalVariable>>,
    pub draw: Option<Handle<GlobalVariable>>,
    /// The sampler uniforms (`NinthSampler` per sampler).
    pub samplers: Option<Handle<GlobalVariable>>,
    /// The bump-environment uniforms (`NinthBumpEnv` per texture stage, shader model 1).
    pub bump_env: Option<Handle<GlobalVariable>>,
    /// Texture bindings with their texture and sampler globals.
    pub textures: Vec<(
        TextureBinding,
        Handle<GlobalVariable>,
        Handle<GlobalVariable>,
    )>,
    /// `texkill` is used: the private `d3d_kill` flag is declared and tested at the end.
    pub kill: Option<Handle<GlobalVariable>>,
    /// Call targets by placeholder index (the index of a handle of `placeholders`).
    pub callees: Vec<Callee>,
    placeholders: Arena<Function>,
    /// Finished functions: main and the labels.
    pub main: Option<Function>,
    pub labels: Vec<(u32, Function)>,
}

impl<'a> Writer<'a> {
    pub fn new(shader: &'a Shader, a: &'a Analysis, opts: &'a Options) -> Self {
        let mut m = naga::Module::default();
        let t = Types::new(&mut m);
        Self {
            shader,
            a,
            opts,
            pixel: a.version.kind == ShaderKind::Pixel,
            m,
            t,
            fb: Fb::new("d3d_main"),
            frames: Vec::new(),
            open: false,
            called: Vec::new(),
            current: None,
            regs: Vec::new(),
            reg_globals: Vec::new(),
            cf: None,
            cf_base: None,
            batch_textures: Vec::new(),
            tex_slot: None,
            ci: None,
            cb: None,
            draw: None,
            samplers: None,
            bump_env: None,
            textures: Vec::new(),
            kill: None,
            callees: Vec::new(),
            placeholders: Arena::new(),
            main: None,
            labels: Vec::new(),
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

    /// A type handle.
    pub fn ty(&mut self, inner: TypeInner) -> Handle<Type> {
        self.m
            .types
            .insert(Type { name: None, inner }, Span::UNDEFINED)
    }

    /// `array<base, n>` with a 16-byte stride.
    pub fn array16(&mut self, base: Handle<Type>, n: u32) -> Handle<Type> {
        self.ty(TypeInner::Array {
            base,
            size: naga::ArraySize::Constant(
                std::num::NonZeroU32::new(n.max(1)).unwrap_or(std::num::NonZeroU32::MIN),
            ),
            stride: 16,
        })
    }

    /// A struct of `vec4f` fields named `fields`, 16 bytes apart (std140-compatible).
    pub fn vec4_struct(&mut self, name: &str, fields: &[&str]) -> Handle<Type> {
        let v = self.t.vecf[2];
        let members = fields.iter().map(|n| ((*n).to_owned(), v, None)).collect();
        self.struct16(name, members)
    }

    /// A struct whose members are 16 bytes apart (a member larger than 16 bytes, an array
    /// of clip distances, takes its size rounded up to 16).
    pub fn struct16(
        &mut self,
        name: &str,
        members: Vec<(String, Handle<Type>, Option<naga::Binding>)>,
    ) -> Handle<Type> {
        // Each member takes its size rounded up to 16 bytes (16 for every `vec4f`, `u32`).
        let mut span = 0;
        let members = members
            .into_iter()
            .map(|(name, ty, binding)| {
                let offset = span;
                let size = self.m.types[ty].inner.size(self.m.to_ctx());
                span += size.max(1).div_ceil(16) * 16;
                naga::StructMember {
                    name: Some(name),
                    ty,
                    binding,
                    offset,
                }
            })
            .collect();
        self.m.types.insert(
            Type {
                name: Some(name.to_owned()),
                inner: TypeInner::Struct { members, span },
            },
            Span::UNDEFINED,
        )
    }

    /// Add a global variable.
    pub fn global(
        &mut self,
        name: &str,
        space: naga::AddressSpace,
        binding: Option<(u32, u32)>,
        ty: Handle<Type>,
    ) -> Handle<GlobalVariable> {
        self.m.global_variables.append(
            GlobalVariable {
                name: Some(name.to_owned()),
                space,
                binding: binding.map(|(group, binding)| naga::ResourceBinding { group, binding }),
                ty,
                init: None,
                memory_decorations: Default::default(),
            },
            Span::UNDEFINED,
        )
    }

    /// The placeholder function handle that calls `callee`.
    pub fn callee(&mut self, callee: Callee) -> Handle<Function> {
        if let Some(i) = self.callees.iter().position(|c| *c == callee)
            && let Some((h, _)) = self.placeholders.iter().nth(i)
        {
            return h;
        }
        self.callees.push(callee);
        self.placeholders
            .append(Function::default(), Span::UNDEFINED)
    }

    /// Call helper `h` with `args`, returning its result.
    pub fn call_helper(&mut self, h: Helper, args: Vec<H>) -> H {
        let f = self.callee(Callee::Helper(h));
        self.fb.call(f, args)
    }

    /// Translate every instruction.
    pub fn run(&mut self) -> Result {
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
            self.close_function();
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

    /// End the open function (main or a label) and keep it.
    pub fn close_function(&mut self) {
        let name = match self.current {
            Some(l) => format!("d3d_l{l}"),
            None => "d3d_main".to_owned(),
        };
        let fb = std::mem::replace(&mut self.fb, Fb::new(&name));
        let f = fb.finish();
        match self.current {
            Some(l) => self.labels.push((l, f)),
            None => self.main = Some(f),
        }
        self.open = false;
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
            O::Bem | O::TexBemL | O::TexDepth if self.sm1_pixel() => self.sm1_op(ins),
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

    /// Assemble the module: helpers, labels (callees first), main, entry point.
    pub fn finish(mut self) -> Result<(naga::Module, Bindings)> {
        if self.pixel {
            // D3D9 allows texld and dsx/dsy in dynamic flow control (results undefined in
            // divergent pixels); WGSL's uniformity analysis would reject them.
            let leaf = self.m.diagnostic_filters.append(
                naga::diagnostic_filter::DiagnosticFilterNode {
                    inner: naga::diagnostic_filter::DiagnosticFilter {
                        new_severity: naga::diagnostic_filter::Severity::Off,
                        triggering_rule:
                            naga::diagnostic_filter::FilterableTriggeringRule::Standard(
                                naga::diagnostic_filter::StandardFilterableTriggeringRule::DerivativeUniformity,
                            ),
                    },
                    parent: None,
                },
                Span::UNDEFINED,
            );
            self.m.diagnostic_filter_leaf = Some(leaf);
        }
        // The entry point may add helpers (alpha test, non-finite constants), so it is
        // built first and appended last.
        let entry = self.entry_point()?;
        let helpers = self.build_helpers();
        let mut resolved: Vec<Option<Handle<Function>>> = self
            .callees
            .iter()
            .map(|c| match c {
                Callee::Helper(h) => helpers.iter().find(|x| x.0 == *h).map(|x| x.1),
                Callee::Label(_) | Callee::Main => None,
            })
            .collect();
        // Labels, callees before callers (the call graph has no cycles).
        let mut labels = std::mem::take(&mut self.labels);
        let mut done: Vec<u32> = Vec::new();
        while !labels.is_empty() {
            let ready = labels.iter().position(|(l, _)| {
                self.called
                    .iter()
                    .filter(|c| c.0 == Some(*l))
                    .all(|c| done.contains(&c.1) || c.1 == *l)
            });
            let Some(i) = ready else {
                return Err(TranslateError::invalid(0, "recursive subroutine calls"));
            };
            let (l, mut f) = labels.swap_remove(i);
            self.resolve_function(&mut f, &resolved)?;
            self.set_leaf(&mut f);
            let h = self.m.functions.append(f, Span::UNDEFINED);
            done.push(l);
            for (k, c) in self.callees.iter().enumerate() {
                if *c == Callee::Label(l) {
                    resolved[k] = Some(h);
                }
            }
        }
        let Some(mut main) = self.main.take() else {
            return Err(TranslateError::invalid(0, "no main function"));
        };
        self.resolve_function(&mut main, &resolved)?;
        self.set_leaf(&mut main);
        let main = self.m.functions.append(main, Span::UNDEFINED);
        for (k, c) in self.callees.iter().enumerate() {
            if *c == Callee::Main {
                resolved[k] = Some(main);
            }
        }
        let mut entry = entry;
        self.resolve_function(&mut entry.function, &resolved)?;
        self.set_leaf(&mut entry.function);
        self.m.entry_points.push(entry);

        let mut b = Bindings {
            stage: self.a.version.kind,
            draw: self.draw.is_some(),
            draw_size: match self.draw {
                None => 0,
                Some(_) if self.draw_extended() => bindings::DRAW_SIZE_EXTENDED,
                Some(_) => bindings::DRAW_SIZE,
            },
            float_constants: 0,
            float_batch: 1,
            // A pixel shader that reads nothing from its block (no constants, no batch
            // textures) needs none: its draws batch as before.
            pixel_batch: self.pixel_batch_applies() && (!self.pixel || self.cf.is_some()),
            batch_textures: if self.batch_textures.is_empty() {
                0
            } else {
                self.batch_textures.len() as u32 + 1
            },
            int_constants: self.ci.is_some(),
            bool_constants: self.cb.is_some(),
            sampler_uniforms: self.samplers.is_some(),
            bump_env: self.bump_env.is_some(),
            textures: self.textures.iter().map(|t| t.0).collect(),
        };
        if self.cf.is_some() {
            b.float_constants = if self.pixel && b.pixel_batch {
                bindings::FLOAT_FILE_VECTORS
            } else {
                self.a.float_constant_count()
            };
            b.float_batch = self.float_batch();
        }
        b.textures.sort_by_key(|t| t.sampler);
        Ok((self.m, b))
    }

    fn set_leaf(&self, f: &mut Function) {
        f.diagnostic_filter_leaf = self.m.diagnostic_filter_leaf;
    }

    /// Replace placeholder callees in `f` (calls and call results) by the functions'
    /// handles.
    fn resolve_function(&self, f: &mut Function, resolved: &[Option<Handle<Function>>]) -> Result {
        for (_, e) in f.expressions.iter_mut() {
            if let naga::Expression::CallResult(function) = e {
                let Some(Some(h)) = resolved.get(function.index()) else {
                    return Err(TranslateError::invalid(0, "call of an unknown function"));
                };
                *function = *h;
            }
        }
        self.resolve(&mut f.body, resolved)
    }

    /// Replace placeholder callees in `block` by the functions' handles.
    fn resolve(&self, block: &mut naga::Block, resolved: &[Option<Handle<Function>>]) -> Result {
        use naga::Statement as S;
        for s in block.iter_mut() {
            match s {
                S::Call { function, .. } => {
                    let Some(Some(h)) = resolved.get(function.index()) else {
                        return Err(TranslateError::invalid(0, "call of an unknown function"));
                    };
                    *function = *h;
                }
                S::Block(b) => self.resolve(b, resolved)?,
                S::If { accept, reject, .. } => {
                    self.resolve(accept, resolved)?;
                    self.resolve(reject, resolved)?;
                }
                S::Loop {
                    body, continuing, ..
                } => {
                    self.resolve(body, resolved)?;
                    self.resolve(continuing, resolved)?;
                }
                S::Switch { cases, .. } => {
                    for c in cases {
                        self.resolve(&mut c.body, resolved)?;
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }
}

/// Group and binding of a texture's `tex`/`samp` pair.
pub(super) fn texture_slots(group: u32, sampler: u32) -> ((u32, u32), (u32, u32)) {
    (
        (group, bindings::texture_binding(sampler)),
        (group, bindings::sampler_binding(sampler)),
    )
}
