//! Clears of part of a colour target, drawn as quads on the renderer's RHW path (the
//! renderer clears whole targets): the renderer viewport clips the quad to the rectangle,
//! the colour is written unblended.

use ninth_render::{Primitive, RhwDrawState};

use crate::device::Device;
use crate::device::targets::{Rect, Target};
use crate::error::Result;

/// Two triangles from (x0, y0) to (x1, y1) in RHW pixels (texture coordinates 0).
fn quad(p: [f32; 4], color: u32) -> Vec<u8> {
    let [x0, y0, x1, y1] = p;
    let corners = [(x0, y0), (x1, y0), (x0, y1), (x1, y1)];
    let mut out = Vec::with_capacity(6 * 28);
    for i in [0, 1, 2, 2, 1, 3] {
        let (x, y) = corners[i];
        for f in [x, y, 0.0, 1.0] {
            out.extend_from_slice(&f.to_le_bytes());
        }
        out.extend_from_slice(&color.to_le_bytes());
        out.extend_from_slice(&[0; 8]);
    }
    out
}

/// Writes the channels of `color` (D3DCOLOR) that `mask` (D3DCOLORWRITEENABLE bits) names
/// into `rect` of `target`.
pub(crate) fn fill_rect(
    dev: &mut Device,
    target: Target,
    rect: Rect,
    color: u32,
    mask: u32,
) -> Result<()> {
    dev.apply_region(target.ctx, rect)?;
    let (w, h) = (target.width as f32, target.height as f32);
    let vertices = quad([-1.0, -1.0, w + 1.0, h + 1.0], color);
    dev.renderer.draw_rhw(
        target.ctx,
        &RhwDrawState {
            color_write_mask: mask,
            ..RhwDrawState::default()
        },
        Primitive::TriangleList,
        &vertices,
        28,
        None,
    )?;
    Ok(())
}
