//! Control flow: if/ifc/else/endif, loop/endloop with aL, rep/endrep, break/breakc/breakp,
//! call/callnz/label/ret.
//!
//! Subroutines (`label l#`) become WGSL functions `d3d_l#()`; all registers are
//! module-scope `var<private>`, so they share the register file like D3D9. Loops run at
//! most 255 times (D3D9's limit), which also guarantees they terminate.

use std::fmt::Write;

use super::TranslateError;
use super::arith::comparison_op;
use super::writer::{Frame, Writer};
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

    fn pop(&mut self, ins: &Instruction, want: fn(Frame) -> bool, what: &str) -> Result<Frame> {
        match self.frames.last() {
            Some(&f) if want(f) => {
                self.frames.pop();
                Ok(f)
            }
            _ => Err(TranslateError::invalid(
                ins.offset,
                format!("{:?} without matching {what}", ins.opcode),
            )),
        }
    }

    fn in_loop(&self) -> bool {
        self.frames
            .iter()
            .any(|f| matches!(f, Frame::Loop | Frame::Rep))
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
                    self.out.push_str("}\n");
                }
                let _ = writeln!(self.out, "fn d3d_l{l}() {{");
                self.current = Some(l);
                self.open = true;
                self.depth = 1;
            }
            O::Ret => {
                if self.frames.is_empty() {
                    self.out.push_str("}\n");
                    self.open = false;
                } else {
                    self.indent();
                    self.out.push_str("return;\n");
                }
            }
            O::Call | O::CallNz => {
                let l = self.label_index(ins)?;
                self.called.push((self.current, l, off));
                self.indent();
                let cond = if ins.opcode == O::CallNz {
                    Some(self.src_n(ins, 1)?)
                } else {
                    None
                };
                let pred = ins.predicate.as_ref();
                if cond.is_some() || pred.is_some() {
                    self.out.push_str("if (");
                    if let Some(c) = cond {
                        self.put_bool(c, off)?;
                    }
                    if let Some(p) = pred {
                        if cond.is_some() {
                            self.out.push_str(" && ");
                        }
                        self.put_bool(p, off)?;
                    }
                    let _ = writeln!(self.out, ") {{ d3d_l{l}(); }}");
                } else {
                    let _ = writeln!(self.out, "d3d_l{l}();");
                }
            }
            O::If => {
                let c = self.src_n(ins, 0)?;
                self.indent();
                self.out.push_str("if (");
                self.put_bool(c, off)?;
                self.out.push_str(") {\n");
                self.frames.push(Frame::If(false));
                self.depth += 1;
            }
            O::Ifc => {
                self.indent();
                self.out.push_str("if (");
                self.compare(ins)?;
                self.out.push_str(") {\n");
                self.frames.push(Frame::If(false));
                self.depth += 1;
            }
            O::Else => {
                self.pop(ins, |f| f == Frame::If(false), "if")?;
                self.frames.push(Frame::If(true));
                self.depth -= 1;
                self.indent();
                self.out.push_str("} else {\n");
                self.depth += 1;
            }
            O::EndIf => {
                self.pop(ins, |f| matches!(f, Frame::If(_)), "if")?;
                self.close();
            }
            O::Loop => {
                let i = self.src_n(ins, 1)?;
                let id = self.next_id;
                self.next_id += 1;
                self.note_reg(RegisterType::Loop, 0);
                self.indent();
                let _ = writeln!(self.out, "let aL_outer{id} = aL;");
                self.indent();
                let _ = write!(self.out, "let loop{id} = ");
                self.put_int(i, off)?;
                self.out.push_str(";\n");
                self.indent();
                let _ = writeln!(self.out, "aL = loop{id}.y;");
                self.open_counted(
                    id,
                    &format!("loop{id}.x"),
                    format!(" aL = aL + loop{id}.z;"),
                );
                self.frames.push(Frame::Loop);
            }
            O::Rep => {
                let i = self.src_n(ins, 0)?;
                let id = self.next_id;
                self.next_id += 1;
                self.indent();
                let _ = write!(self.out, "let rep{id} = ");
                self.put_int(i, off)?;
                self.out.push_str(";\n");
                self.open_counted(id, &format!("rep{id}.x"), String::new());
                self.frames.push(Frame::Rep);
            }
            O::EndLoop | O::EndRep => {
                let want = if ins.opcode == O::EndLoop {
                    Frame::Loop
                } else {
                    Frame::Rep
                };
                let f = self.pop(ins, |f| matches!(f, Frame::Loop | Frame::Rep), "loop/rep")?;
                if f != want {
                    return Err(TranslateError::invalid(
                        off,
                        format!("{:?} closes a {f:?}", ins.opcode),
                    ));
                }
                let (id, step) = self.loops.pop().unwrap_or_default();
                self.indent();
                let _ = writeln!(self.out, "continuing {{ n{id} = n{id} + 1;{step} }}");
                self.close();
                if f == Frame::Loop {
                    // Restore the enclosing loop's aL.
                    self.indent();
                    let _ = writeln!(self.out, "aL = aL_outer{id};");
                }
                self.close();
            }
            O::Break | O::BreakC | O::BreakP => {
                if !self.in_loop() {
                    return Err(TranslateError::invalid(off, "break outside loop/rep"));
                }
                self.indent();
                match ins.opcode {
                    O::Break => {
                        if let Some(p) = &ins.predicate {
                            self.out.push_str("if (");
                            self.put_bool(p, off)?;
                            self.out.push_str(") { break; }\n");
                        } else {
                            self.out.push_str("break;\n");
                        }
                    }
                    O::BreakC => {
                        self.out.push_str("if (");
                        self.compare(ins)?;
                        self.out.push_str(") { break; }\n");
                    }
                    _ => {
                        let p = self.src_n(ins, 0)?;
                        self.out.push_str("if (");
                        self.put_bool(p, off)?;
                        self.out.push_str(") { break; }\n");
                    }
                }
            }
            op => {
                return Err(TranslateError::unsupported(off, format!("{op:?}")));
            }
        }
        Ok(())
    }

    /// Open `{ var n = 0; loop { if (n >= min(count, 255)) { break; } ...` with `step` in
    /// the continuing block (written when the loop closes).
    fn open_counted(&mut self, id: u32, count: &str, step: String) {
        self.loops.push((id, step));
        self.indent();
        self.out.push_str("{\n");
        self.depth += 1;
        self.indent();
        let _ = writeln!(self.out, "var n{id} = 0;");
        self.indent();
        self.out.push_str("loop {\n");
        self.depth += 1;
        self.indent();
        let _ = writeln!(
            self.out,
            "if (n{id} >= clamp({count}, 0, 255)) {{ break; }}"
        );
    }

    /// Close one `}` level.
    fn close(&mut self) {
        self.depth = self.depth.saturating_sub(1);
        self.indent();
        self.out.push_str("}\n");
    }

    /// `src0.x OP src1.x` of `ifc`/`breakc`.
    fn compare(&mut self, ins: &Instruction) -> Result {
        let off = ins.offset;
        let op = comparison_op(ins.control, off)?;
        let a = self.src_n(ins, 0)?;
        let b = self.src_n(ins, 1)?;
        self.put_src(a, 0, &[0], off)?;
        let _ = write!(self.out, " {op} ");
        self.put_src(b, 0, &[0], off)?;
        Ok(())
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
