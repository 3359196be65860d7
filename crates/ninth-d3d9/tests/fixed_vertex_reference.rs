//! GPU pixel checks of the fixed-function vertex pipeline (D3D9 transform and lighting
//! without a vertex shader) against the CPU reference model
//! (`ninth_shader::fixed::tnl::reference`): every test vertex is drawn as a point on its own
//! pixel through the device, and the pixel stage makes one output at a time visible (diffuse,
//! specular, fog factor, a texture coordinate through a lookup texture, or the point's size
//! as the pixels it covers). `fixed_vertex_reference/harness.rs` says how.

// States read as D3D9 state changes.
#![allow(clippy::field_reassign_with_default)]

#[path = "fixed_vertex_reference/blend.rs"]
mod blend;
mod common;
#[path = "fixed_vertex_reference/fog_points.rs"]
mod fog_points;
#[path = "fixed_vertex_reference/format.rs"]
mod format;
#[path = "fixed_vertex_reference/harness.rs"]
mod harness;
#[path = "fixed_vertex_reference/lighting.rs"]
mod lighting;
#[path = "fixed_vertex_reference/placement.rs"]
mod placement;
#[path = "fixed_vertex_reference/support.rs"]
mod support;
#[path = "fixed_vertex_reference/texcoord.rs"]
mod texcoord;
