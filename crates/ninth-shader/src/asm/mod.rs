//! Microsoft-syntax shader assembly: disassembler and assembler.
//!
//! [`disassemble`] prints a decoded shader the way Microsoft's tools do; [`assemble`] reads
//! that syntax back into bytecode for every model from vs_1_1/ps_1_1 to vs_3_0/ps_3_0, with
//! the layout of D3DX's assembler, so that the oracle scenes' shaders assemble to exactly
//! their recorded tokens.
//!
//! ```
//! use ninth_shader::{asm, bytecode};
//! let tokens = asm::assemble("ps_2_0\ndcl t0.xy\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n")?;
//! assert_eq!(tokens[0], 0xFFFF_0200);
//! let text = asm::disassemble(&bytecode::decode(&tokens)?);
//! assert_eq!(text, "ps_2_0\ndcl t0.xy\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod assemble;
mod disassemble;
mod names;
mod operand;

pub use assemble::{
    AsmError, AsmOptions, assemble, assemble_shader, assemble_shader_with, assemble_with,
};
pub use disassemble::{disassemble, instruction_text};
