//! The fixed-function vertex pipeline ("transform and lighting"): D3D9's vertex processing
//! without a vertex shader, generated per state key as a `vs_2_0` program that the
//! translator turns into a validated module like any other vertex shader.
//!
//! 1. Fill a [`TnlState`] from the device state and make its [`TnlKey`] ([`TnlKey::new`]
//!    refuses values D3D9 does not define).
//! 2. [`program`] gives the key's bytecode (cache it by key); create the shader from it.
//! 3. [`constants`] gives the float constants `c0..` of each draw.
//!
//! ```
//! use ninth_shader::fixed::tnl::*;
//!
//! let mut state = TnlState::default();
//! state.input.normal = true;
//! state.lights.push(TnlLight { diffuse: [1.0; 4], direction: [0.0, 0.0, 1.0], ..Default::default() });
//! let key = TnlKey::new(&state)?;
//! let tokens = program(&key)?;
//! let c = constants(&state, &key);
//! assert_eq!(c.len(), TnlLayout::new(&key).count as usize);
//! assert_eq!(tokens[0] >> 16, 0xfffe); // a vertex shader
//! # Ok::<(), TnlError>(())
//! ```

mod constants;
mod generate;
mod key;
mod layout;
pub mod matrix;
pub mod reference;
mod state;

pub use constants::{NormalSource, clip_space_planes, constants, write_world_constants};
pub use generate::assembly;
pub use key::{Blend, ColorSource, LightingKey, TexCoordKey, TexGen, TnlError, TnlKey, VertexFog};
pub use layout::{BLEND_VECTORS, LIGHT_VECTORS, LITERALS, TnlLayout};
pub use state::*;

/// The bytecode of `key`'s program (assembled from [`assembly`]).
pub fn program(key: &TnlKey) -> Result<Vec<u32>, TnlError> {
    let text = assembly(key)?;
    crate::asm::assemble(&text).map_err(|e| TnlError::Generate(format!("{e}\n{text}")))
}
