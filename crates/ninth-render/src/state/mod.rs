//! D3D9 state mapped to wgpu state.

pub mod blend;
pub mod depth_stencil;
pub mod fixed;
pub mod vertex_decl;
