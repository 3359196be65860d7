//! ninth-shader: Direct3D 9 shader bytecode (shader models 1.1-3.0) decoded, disassembled,
//! assembled, analysed and translated to WGSL that naga has validated. No GPU, no wgpu.
//!
//! ```
//! use ninth_shader::{asm, translate_bytecode, wgsl};
//! let tokens = asm::assemble("ps_2_0\ndcl t0.xy\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n")?;
//! let t = translate_bytecode(&tokens, &wgsl::Options::default())?;
//! assert!(t.wgsl.contains("textureSample(tex0, samp0, s0.xy)"));
//! assert_eq!(t.bindings.textures.len(), 1);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![warn(missing_docs)]

pub mod analyze;
pub mod asm;
pub mod bytecode;
pub mod error;
pub mod ir;
pub mod link;
pub mod wgsl;

/// Any error of ninth-shader.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum Error {
    /// Malformed bytecode.
    #[error(transparent)]
    Decode(#[from] bytecode::DecodeError),
    /// Assembly text that does not assemble.
    #[error(transparent)]
    Asm(#[from] asm::AsmError),
    /// A shader that cannot be analysed or translated.
    #[error(transparent)]
    Translate(#[from] error::TranslateError),
}

/// Decode bytecode and translate it to validated WGSL.
pub fn translate_bytecode(
    tokens: &[u32],
    options: &wgsl::Options,
) -> Result<wgsl::Translation, Error> {
    let shader = bytecode::decode(tokens)?;
    Ok(wgsl::translate(&shader, options)?)
}
