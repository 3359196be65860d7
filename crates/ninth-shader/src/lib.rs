//! ninth-shader: Direct3D 9 shader bytecode (shader models 1.1-3.0) decoded, disassembled,
//! assembled, analysed and translated to WGSL that naga has validated. No GPU, no wgpu.
#![warn(missing_docs)]

pub mod analyze;
pub mod asm;
pub mod bytecode;
pub mod ir;
pub mod wgsl;
