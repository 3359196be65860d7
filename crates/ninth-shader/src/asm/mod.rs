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
//!
//! # Syntax
//! - One instruction per line; `//` and `;` start comments; the first line of code is the
//!   version (`vs_1_1`, `ps_1_4`, `vs_2_0`, `ps_2_x`, `ps_3_0`, or `ps.1.4`). Mnemonics,
//!   registers and modifiers are case-insensitive; commas between operands are optional.
//! - Instruction modifiers follow the mnemonic with `_`, in any order: `_sat`, `_pp`,
//!   `_centroid`, shifts `_x2 _x4 _x8 _d2 _d4 _d8`, comparisons `_gt _eq _ge _lt _ne _le`
//!   (`if_gt`, `break_ne`, `setp_lt`). `texld`, `texldp`, `texldb`, `texldl`, `texldd`;
//!   ps_1_0-1_3 `tex`/`texcoord`, ps_1_4 `texld`/`texcrd`, `phase`.
//! - A `+` in front co-issues (`+mov r0.a, c0`); `(p0.x)` or `(!p0)` predicates.
//! - Registers: `r v c a0 t s i b aL p0 l oPos oFog oPts oD# oT# o# oC# oDepth vPos vFace`
//!   (`c2048` and up are the `CONST2-4` files, `h#` the half temporaries). Relative
//!   addressing: `c[a0.x + 3]`, `c3[a0.x]`, `c[aL]`, `v[aL + 1]`, `o[aL]`.
//! - Write masks and swizzles in `xyzw` or `rgba`; a short swizzle repeats its last letter
//!   (`.xy` is `.xyyy`). Source modifiers: `-r0`, `r0_bias`, `r0_bx2`, `1 - r0`, `r0_x2`,
//!   `r0_dz`/`r0_db`, `r0_dw`/`r0_da`, `r0_abs`, `-` with the ones that have a negated form,
//!   and `!b0`/`!p0`.
//! - `dcl_usageN reg` (`dcl_texcoord1 v2`, `dcl_position o0`), `dcl_2d/cube/volume s#`,
//!   plain `dcl t0.xy` / `dcl vPos.xy`; `def c#, x, y, z, w` (decimal, `1.#INF`, or raw bits
//!   as `0x7fc00000`), `defi i#, ...`, `defb b#, true|false`.
//!
//! # Layout
//! Like D3DX, [`assemble`] moves declarations and constants in front of the instructions:
//! vPos/vFace, inputs, outputs, samplers (before SM3), `def`, `defb`, `defi`, samplers (SM3).
//! [`AsmOptions::keep_order`] keeps the written order instead, so that the disassembly of
//! any bytecode (Microsoft's compiler writes `def` first) assembles back to the same tokens.
//! No comment or constant table is written.

mod assemble;
mod disassemble;
mod names;
mod operand;

pub use assemble::{
    AsmError, AsmOptions, assemble, assemble_shader, assemble_shader_with, assemble_with,
};
pub use disassemble::{disassemble, instruction_text};
