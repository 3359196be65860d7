//! COM objects other than the device and IDirect3D9.

pub mod buffer;
pub mod resource;
pub mod surface;
pub mod texture;
