//! D3D9 state mapped to wgpu state.

pub mod blend;
pub mod vertex_decl;
