//! Bytecode tokens: decoding (and encoding) D3D9 shader DWORDs, and the CTAB constant table.
//!
//! [`decode`] turns the DWORDs of any shader model 1.0-3.0 shader into an [`crate::ir::Shader`];
//! [`encode`] is its exact inverse. The bit layouts are in [`tokens`].

mod ctab;
mod decode;
mod encode;
mod error;
pub mod tokens;

pub use ctab::parse as parse_constant_table;
pub use decode::decode;
pub use encode::encode;
pub(crate) use encode::encode_instruction;
pub use error::DecodeError;
