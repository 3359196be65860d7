//! ninth-scene: the `.scene` format (version 1), a Direct3D 9 command stream as text, parsed
//! into typed commands and written back. No GPU, no wgpu.
//!
//! [`parse()`] reads scene text into a [`Scene`] of [`Command`]s (each with its line);
//! [`write()`] writes a scene back as text that parses to the same scene. The D3D9 constant
//! tables are in [`enums`]; vertex layouts and the packing of vertex values in [`vertex`];
//! format data sizes in [`mod@format`].
//!
//! ```
//! use ninth_scene::{Command, parse, write};
//!
//! let text = "scene 1\ndevice 64 64\nclear D3DCLEAR_TARGET|D3DCLEAR_ZBUFFER 0xff000080 1.0 0\n\
//!             fvf D3DFVF_XYZRHW|D3DFVF_DIFFUSE\n\
//!             drawup D3DPT_TRIANGLELIST 1 { 8 8 0.5 1 0xffff0000  56 8 0.5 1 0xff00ff00  8 56 0.5 1 0xff0000ff }\n\
//!             capture triangle\n";
//! let scene = parse(text)?;
//! assert_eq!(scene.statements.len(), 5);
//! assert_eq!(scene.statements[4].line, 6);
//! match &scene.statements[3].command {
//!     Command::DrawPrimitiveUp { vertices, .. } => assert_eq!(vertices.bytes.len(), 3 * 20),
//!     other => panic!("{other:?}"),
//! }
//! assert_eq!(parse(&write(&scene))?, scene);
//! assert_eq!(
//!     parse("scene 1\nrs D3DRS_ZENABLED 1\n").unwrap_err().to_string(),
//!     "line 2: unknown name `D3DRS_ZENABLED` (expected D3DRS_*)"
//! );
//! # Ok::<(), ninth_scene::SceneError>(())
//! ```
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
