//! ninth-shader: Direct3D 9 shader bytecode (shader models 1.1-3.0) decoded, disassembled,
//! assembled, analysed and translated to a naga module that naga has validated (WGSL text on request). No GPU, no wgpu.
//!
//! # Example
//!
//! Assemble a pixel shader, decode its bytecode and translate it to WGSL
//! ([`translate_bytecode`] does decode + translate in one call):
//!
//! ```
//! use ninth_shader::{asm, bytecode, wgsl};
//!
//! let tokens = asm::assemble(
//!     "ps_2_0
//!      dcl t0.xy
//!      dcl_2d s0
//!      texld r0, t0, s0
//!      mul r0, r0, c0
//!      mov oC0, r0",
//! )?;
//! let shader = bytecode::decode(&tokens)?;
//! let translation = wgsl::translate(&shader, &wgsl::Options::default())?;
//! let text = translation.wgsl()?; // naga's WGSL back end, made on request
//! println!("{text}");
//! assert!(text.contains("@fragment"));
//! assert!(text.contains("textureSample(tex0_, samp0_, "));
//! assert_eq!(translation.bindings.textures.len(), 1);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![warn(missing_docs)]

pub mod analyze;
pub mod asm;
pub mod bytecode;
pub mod error;
pub mod fixed;
pub mod ir;
pub mod link;
pub mod sm1;
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

/// Decode bytecode and translate it to a validated naga module.
pub fn translate_bytecode(
    tokens: &[u32],
    options: &wgsl::Options,
) -> Result<wgsl::Translation, Error> {
    let shader = bytecode::decode(tokens)?;
    Ok(wgsl::translate(&shader, options)?)
}
