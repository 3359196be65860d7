//! Bytecode tokens: decoding (and encoding) D3D9 shader DWORDs, and the CTAB constant table.
//!
//! [`decode`] turns the DWORDs of any shader model 1.0-3.0 shader into an
//! [`crate::ir::Shader`]; [`encode`] is its exact inverse. The bit layouts and the operand
//! shape of every opcode are in [`tokens`].
//!
//! # Layout
//! - A version token (`0xFFFE` vertex / `0xFFFF` pixel, major, minor; 2.1 is `_2_x`), then
//!   instructions, then the end token `0x0000FFFF`.
//! - An instruction token holds the opcode (bits 0-15), control bits 16-23 (the comparison of
//!   `ifc`/`breakc`/`setp`, project/bias of `texld`), from SM2 on the parameter count (bits
//!   24-27) and the predicate flag (bit 28), and the co-issue flag (bit 30). Shader model 1
//!   has no count: the length comes from the opcode ([`tokens::shape`]).
//! - Parameter tokens have bit 31 set. A destination: register type (bits 28-30 and 11-12),
//!   index (0-10), relative flag (13, SM3 outputs), write mask (16-19), result modifiers
//!   (20-23: saturate, partial precision, centroid) and shift (24-27, signed). A source:
//!   swizzle (16-23) and modifier (24-27) instead. With the relative flag set, SM2+ follows
//!   the parameter with an address token (`a0.c` or `aL`); vs_1_1 has none and means a0.x.
//! - A predicated instruction's predicate source comes right after the destination.
//! - `dcl` has a usage token (usage 0-4, index 16-19, or a sampler texture type in 27-30)
//!   before its destination; `def`/`defi` four raw DWORDs after it, `defb` one.
//! - Comments (`0xFFFE`, DWORD count in bits 16-30) may appear between instructions; the
//!   compiler's `CTAB` comment is parsed into [`crate::ir::ConstantTable`] by
//!   [`parse_constant_table`], tolerantly (a malformed table is `None`).
//!
//! # Policy
//! Every read is bounds-checked and every malformed input is a [`DecodeError`] naming the
//! DWORD offset, never a panic. The decoder refuses what it could not represent or what no
//! D3D9 runtime defines (unknown opcodes and register types, reserved bits, control bits on
//! opcodes that have none, shifts other than x2/x4/x8/d2/d4/d8, wrong operand counts), so
//! that anything it accepts encodes and disassembles exactly. Instruction offsets in the IR
//! are DWORD offsets into the bytecode, for error messages.

mod ctab;
mod decode;
mod encode;
mod error;
pub mod tokens;

pub use ctab::parse as parse_constant_table;
pub use decode::{decode, decode_with_length};
pub use encode::encode;
pub(crate) use encode::encode_instruction;
pub use error::DecodeError;
