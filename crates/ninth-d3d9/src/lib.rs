//! ninth-d3d9: the Direct3D 9 front-end. A [`Device`] takes `IDirect3DDevice9` calls with
//! Rust types (render, texture-stage and sampler states, resources, streams, shaders,
//! transforms, targets, clears, draws), checks them at the call, and draws through a
//! borrowed [`ninth_render::Renderer`], resolving its state into the renderer's draw-state
//! structs only when something changed. [`replay()`] plays a `.scene` on a device;
//! [`Recorder`] writes the calls it receives as a scene.
//!
//! ```no_run
//! use ninth_d3d9::{Device, DeviceParams, SurfaceRef};
//!
//! let mut renderer = ninth_render::Renderer::from_env()?;
//! let mut device = Device::new(&mut renderer, DeviceParams::new(64, 64))?;
//! device.clear(&[], 1, 0xff000080, 1.0, 0)?; // D3DCLEAR_TARGET
//! device.set_fvf(0x044)?; // D3DFVF_XYZRHW | D3DFVF_DIFFUSE
//! let mut vertices = Vec::new();
//! for (x, y, color) in [(8.0f32, 8.0f32, 0xffff0000u32), (56.0, 8.0, 0xff00ff00), (8.0, 56.0, 0xff0000ff)] {
//!     for f in [x, y, 0.5, 1.0] { vertices.extend_from_slice(&f.to_le_bytes()); }
//!     vertices.extend_from_slice(&color.to_le_bytes());
//! }
//! device.draw_primitive_up(4, 1, &vertices, 20)?; // D3DPT_TRIANGLELIST
//! let image = device.read_render_target(SurfaceRef::Backbuffer)?;
//! assert_eq!(image.rgba.len(), 64 * 64 * 4);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![warn(missing_docs)]
#![forbid(unsafe_code)]

mod api;
pub mod consts;
pub mod device;
mod draw;
pub mod error;
mod handles;
pub mod recorder;
pub mod replay;
mod texture_upload;

pub use api::Direct3DDevice9;
pub use device::palettes::{Palette, PaletteEntry, is_paletted};
pub use device::resources::{LockBox, Locked, TextureDesc, TextureShape};
pub use device::shaders::Stage;
pub use device::textures::depth_texture_sampling;
pub use device::{Capture, Device, DeviceParams, Rect, Stream, StreamSource, SurfaceRef, Viewport};
pub use draw::IndexData;
pub use error::{Error, ErrorKind, Result};
pub use handles::{
    DeclarationHandle, IndexBufferHandle, PixelShaderHandle, SurfaceHandle, TextureHandle,
    VertexBufferHandle, VertexShaderHandle,
};
pub use recorder::Recorder;
pub use replay::{NamedCapture, ReplayError, replay, replay_with};
