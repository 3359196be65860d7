//! ninth-scene: the `.scene` format (version 1), a Direct3D 9 command stream as text, parsed
//! into typed commands and written back. No GPU, no wgpu.
//!
//! [`parse`] reads scene text into a [`Scene`] of [`Command`]s (each with its line);
//! [`write`] writes a scene back as text that parses to the same scene. The D3D9 constant
//! tables are in [`enums`]; vertex layouts and the packing of vertex values in [`vertex`].
#![warn(missing_docs)]
#![forbid(unsafe_code)]

pub mod command;
pub mod enums;
pub mod error;
pub mod format;
pub mod lexer;
mod parse;
pub mod vertex;
mod write;

pub use command::{
    Command, DepthStencilRef, Generator, Indices, Light, Material, Rect, Scene, Statement,
    SurfaceRef, TextureShape, VertexData,
};
pub use error::SceneError;
pub use parse::parse;
pub use vertex::{VertexElement, VertexLayout};
pub use write::write;
