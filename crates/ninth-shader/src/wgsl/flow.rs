//! Control flow: if/ifc/else/endif, loop/endloop with aL, rep/endrep, break/breakc/breakp,
//! call/callnz/label/ret.
//!
//! Subroutines (`label l#`) become functions `d3d_l#()`; all registers are module-scope
//! private globals, so they share the register file like D3D9. Loops run at
//! most 255 times (D3D9's limit), which also guarantees they terminate.

use naga::{BinaryOperator as B, Block, MathFunction as M, Statement};

use super::TranslateError;
use super::arith::comparison_op;
use super::build::H;
use super::writer::{Callee, Frame, Writer};
use crate::ir::{Instruction, Opcode, RegisterType, SourceParam};

type Result<T = ()> = std::result::Result<T, TranslateError>;

impl Writer<'_> {
    fn src_n<'i>(&self, ins: &'i Instruction, n: usize) -> Result<&'i SourceParam> {
        ins.src.get(n).ok_or_else(|| {
            TranslateError::invalid(
                ins.offset,
                format!("{:?} needs {} sources", ins.opcode, n + 1),
            )
        })
    }

    fn pop(&mut self, ins: &Instruction, want: fn(&Frame) -> bool, what: &str) -> Result<Frame> {
        if self.frames.last().is_some_and(want)
            && let Some(f) = self.frames.pop()
        {
            return Ok(f);
        }
        Err(TranslateError::invalid(
            ins.offset,
            format!("{:?} without matching {what}", ins.opcode),
        ))
    }

    fn in_loop(&self) -> bool {
        self.frames.iter().any(Frame::is_loop)
    }

    fn flow_model_check(&self, ins: &Instruction) -> Result {
        use Opcode as O;
        let v = self.a.version;
        let ok = match ins.opcode {
            // Dynamic flow control (predicates, ifc, breakc) needs 2_x or 3_0.
            O::Ifc | O::BreakC | O::BreakP | O::Break => v.major >= 3 || v.minor >= 1,
            // Static flow control exists in all vs_2_0+, and ps_2_x+.
            O::Loop | O::EndLoop => !self.pixel || v.major >= 3,
            _ => !self.pixel || v.major >= 3 || v.minor >= 1,
        };
        if ok {
            Ok(())
        } else {
            Err(TranslateError::unsupported(
                ins.offset,
                format!("{:?} in {}", ins.opcode, self.model_name()),
            ))
        }
    }

    /// Translate a flow-control instruction.
    pub(super) fn flow(&mut self, ins: &Instruction) -> Result {
        use Opcode as O;
        let off = ins.offset;
        self.flow_model_check(ins)?;
        if ins.predicate.is_some() && !matches!(ins.opcode, O::Break | O::Call | O::CallNz) {
            return Err(TranslateError::unsupported(
                off,
                format!("predicated {:?}", ins.opcode),
            ));
        }
        match ins.opcode {
            O::Label => {
                if !self.frames.is_empty() {
                    return Err(TranslateError::invalid(off, "label inside if/loop/rep"));
                }
                let l = self.label_index(ins)?;
                if self.open {
                    self.close_function();
                }
                self.fb = super::build::Fb::new(&format!("d3d_l{l}"));
                self.current = Some(l);
                self.open = true;
            }
            O::Ret => {
                if self.frames.is_empty() {
                    self.close_function();
                } else {
                    self.fb.ret(None);
                }
            }
            O::Call | O::CallNz => {
                let l = self.label_index(ins)?;
                self.called.push((self.current, l, off));
                let cond = if ins.opcode == O::CallNz {
                    Some(self.src_n(ins, 1)?)
                } else {
                    None
                };
                let mut c = match cond {
                    Some(c) => Some(self.cond(c, off)?),
                    None => None,
                };
                if let Some(p) = &ins.predicate {
                    let p = self.cond(p, off)?;
                    c = Some(match c {
                        Some(c) => self.fb.bin(B::LogicalAnd, c, p),
                        None => p,
                    });
                }
                let f = self.callee(Callee::Label(l));
                match c {
                    Some(c) => self.fb.if_then(c, |fb| {
                        fb.call_void(f);
                    }),
                    None => {
                        self.fb.call_void(f);
                    }
                }
            }
            O::If | O::Ifc => {
                let condition = if ins.opcode == O::If {
                    let c = self.src_n(ins, 0)?;
                    self.cond(c, off)?
                } else {
                    self.compare(ins)?
                };
                self.fb.open();
                self.frames.push(Frame::If {
                    condition,
                    accept: None,
                });
            }
            O::Else => {
                let f = self.pop(ins, |f| matches!(f, Frame::If { accept: None, .. }), "if")?;
                let Frame::If { condition, .. } = f else {
                    return Err(TranslateError::invalid(off, "else without if"));
                };
                let accept = self.fb.close();
                self.fb.open();
                self.frames.push(Frame::If {
                    condition,
                    accept: Some(accept),
                });
            }
            O::EndIf => {
                let f = self.pop(ins, |f| matches!(f, Frame::If { .. }), "if")?;
                let Frame::If { condition, accept } = f else {
                    return Err(TranslateError::invalid(off, "endif without if"));
                };
                let last = self.fb.close();
                let (accept, reject) = match accept {
                    Some(a) => (a, last),
                    None => (last, Block::new()),
                };
                self.fb.stmt(Statement::If {
                    condition,
                    accept,
                    reject,
                });
            }
            O::Loop => {
                let i = self.src_n(ins, 1)?;
                let id = self.fb.f.local_variables.len();
                let al = self.reg_at(RegisterType::Loop, 0);
                let outer = self.fb.load(al);
                self.fb.name(outer, format!("aL_outer{id}"));
                let constant = self.int_const(i, off)?;
                self.fb.name(constant, format!("loop{id}"));
                let start = self.fb.index(constant, 1);
                self.fb.store(al, start);
                self.open_counted(constant, Some(outer));
            }
            O::Rep => {
                let i = self.src_n(ins, 0)?;
                let id = self.fb.f.local_variables.len();
                let constant = self.int_const(i, off)?;
                self.fb.name(constant, format!("rep{id}"));
                self.open_counted(constant, None);
            }
            O::EndLoop | O::EndRep => {
                let f = self.pop(ins, Frame::is_loop, "loop/rep")?;
                let Frame::Loop {
                    counter,
                    constant,
                    outer_al,
                } = f
                else {
                    return Err(TranslateError::invalid(off, "endloop without loop"));
                };
                if outer_al.is_some() != (ins.opcode == O::EndLoop) {
                    let open = if outer_al.is_some() { "Loop" } else { "Rep" };
                    return Err(TranslateError::invalid(
                        off,
                        format!("{:?} closes a {open}", ins.opcode),
                    ));
                }
                let body = self.fb.close();
                // continuing: the counter and, for `loop`, aL step.
                self.fb.open();
                let n = self.fb.load(counter);
                let one = self.fb.i(1);
                let n1 = self.fb.bin(B::Add, n, one);
                self.fb.store(counter, n1);
                if outer_al.is_some() {
                    let al = self.reg_at(RegisterType::Loop, 0);
                    let a = self.fb.load(al);
                    let step = self.fb.index(constant, 2);
                    let a1 = self.fb.bin(B::Add, a, step);
                    self.fb.store(al, a1);
                }
                let continuing = self.fb.close();
                self.fb.stmt(Statement::Loop {
                    body,
                    continuing,
                    break_if: None,
                });
                if let Some(outer) = outer_al {
                    // Restore the enclosing loop's aL.
                    let al = self.reg_at(RegisterType::Loop, 0);
                    self.fb.store(al, outer);
                }
            }
            O::Break | O::BreakC | O::BreakP => {
                if !self.in_loop() {
                    return Err(TranslateError::invalid(off, "break outside loop/rep"));
                }
                let c = match ins.opcode {
                    O::Break => match &ins.predicate {
                        Some(p) => Some(self.cond(p, off)?),
                        None => None,
                    },
                    O::BreakC => Some(self.compare(ins)?),
                    _ => {
                        let p = self.src_n(ins, 0)?;
                        Some(self.cond(p, off)?)
                    }
                };
                match c {
                    Some(c) => self.fb.if_then(c, |fb| fb.stmt(Statement::Break)),
                    None => self.fb.stmt(Statement::Break),
                }
            }
            op => {
                return Err(TranslateError::unsupported(off, format!("{op:?}")));
            }
        }
        Ok(())
    }

    /// Open a loop of at most `clamp(constant.x, 0, 255)` iterations: the counter is reset,
    /// the body starts with the exit test.
    fn open_counted(&mut self, constant: H, outer_al: Option<H>) {
        let id = self.fb.f.local_variables.len();
        let i32_ty = self.t.i32;
        let counter = self.fb.local(&format!("n{id}"), i32_ty);
        let zero = self.fb.i(0);
        self.fb.store(counter, zero);
        self.fb.open();
        let n = self.fb.load(counter);
        let count = self.fb.index(constant, 0);
        let max = self.fb.i(255);
        let limit = self.fb.math(M::Clamp, &[count, zero, max]);
        let done = self.fb.bin(B::GreaterEqual, n, limit);
        self.fb.if_then(done, |fb| fb.stmt(Statement::Break));
        self.frames.push(Frame::Loop {
            counter,
            constant,
            outer_al,
        });
    }

    /// `src0.x OP src1.x` of `ifc`/`breakc`.
    fn compare(&mut self, ins: &Instruction) -> Result<H> {
        let off = ins.offset;
        let op = comparison_op(ins.control, off)?;
        let a = self.src_n(ins, 0)?;
        let b = self.src_n(ins, 1)?;
        let x = self.src(a, 0, &[0], off)?;
        let y = self.src(b, 0, &[0], off)?;
        Ok(self.fb.bin(op, x, y))
    }

    fn label_index(&self, ins: &Instruction) -> Result<u32> {
        let s = self.src_n(ins, 0)?;
        if s.register.ty != RegisterType::Label {
            return Err(TranslateError::invalid(
                ins.offset,
                "expected a label register",
            ));
        }
        Ok(s.register.index)
    }
}
