//! Draws with a vertex or pixel shader bound. The renderer's programmable path
//! (`draw_program` / `draw_program_rhw`) is not merged yet, so every such draw is
//! Unsupported; this module is where it gets routed once it is.

use ninth_render::Primitive;

use crate::device::Device;
use crate::draw::assemble::Geometry;
use crate::error::{Error, Result};

pub(crate) fn draw(dev: &Device, _primitive: Primitive, _geometry: &Geometry) -> Result<()> {
    let which = match (dev.vertex_shader.is_some(), dev.pixel_shader.is_some()) {
        (true, true) => "vertex and pixel shaders",
        (true, false) => "a vertex shader",
        _ => "a pixel shader",
    };
    Err(Error::unsupported(format!(
        "draws with {which} (the renderer's programmable path, draw_program / draw_program_rhw, is not merged yet)"
    )))
}
