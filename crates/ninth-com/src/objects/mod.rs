//! COM objects other than the device and IDirect3D9.

pub mod additional_swap_chain;
pub mod buffer;
pub mod child;
pub mod query;
pub mod resource;
pub mod shader;
pub mod shader_validator;
pub mod state_block;
pub mod state_types;
pub mod surface;
mod surface_dc;
pub mod swap_chain;
mod target_lock;
pub mod texture;
pub mod vertex_declaration;
