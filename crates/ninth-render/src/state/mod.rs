//! D3D9 state mapped to wgpu state.

pub mod blend;
pub mod depth_stencil;
pub mod fixed;
pub mod program;
pub mod rhw;
pub mod sampler;
pub mod vertex_decl;
pub(crate) mod vertex_streams;
