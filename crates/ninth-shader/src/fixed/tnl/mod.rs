//! The fixed-function vertex pipeline ("transform and lighting"): D3D9's vertex processing
//! without a vertex shader, generated per state key as a `vs_3_0` program that the
//! translator turns into a validated module like any other vertex shader.

pub mod reference;
mod state;

pub use state::*;
