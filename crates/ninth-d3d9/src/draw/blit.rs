//! Clears of part of a colour target and `StretchRect`, drawn as quads on the renderer's
//! RHW path (the renderer clears whole targets and has no blit): the renderer viewport
//! clips the quad to the rectangle, the colour is written unblended.

use ninth_render::{Primitive, RhwDrawState};

use crate::device::Device;
use crate::device::targets::{Rect, Target};
use crate::error::Result;

/// Two triangles from (x0, y0) to (x1, y1) in RHW pixels, with (u0, v0)-(u1, v1).
fn quad(p: [f32; 4], uv: [f32; 4], color: u32) -> Vec<u8> {
    let [x0, y0, x1, y1] = p;
    let [u0, v0, u1, v1] = uv;
    let corners = [
        (x0, y0, u0, v0),
        (x1, y0, u1, v0),
        (x0, y1, u0, v1),
        (x1, y1, u1, v1),
    ];
    let mut out = Vec::with_capacity(6 * 28);
    for i in [0, 1, 2, 2, 1, 3] {
        let (x, y, u, v) = corners[i];
        for f in [x, y, 0.0, 1.0] {
            out.extend_from_slice(&f.to_le_bytes());
        }
        out.extend_from_slice(&color.to_le_bytes());
        out.extend_from_slice(&u.to_le_bytes());
        out.extend_from_slice(&v.to_le_bytes());
    }
    out
}

/// Writes `color` (D3DCOLOR) into `rect` of `target`.
pub(crate) fn fill_rect(dev: &mut Device, target: Target, rect: Rect, color: u32) -> Result<()> {
    dev.apply_region(target.ctx, rect)?;
    let (w, h) = (target.width as f32, target.height as f32);
    let vertices = quad([-1.0, -1.0, w + 1.0, h + 1.0], [0.0; 4], color);
    dev.renderer.draw_rhw(
        target.ctx,
        &RhwDrawState::default(),
        Primitive::TriangleList,
        &vertices,
        28,
        None,
    )?;
    Ok(())
}

/// Copies `src_rect` of `src` to `dst_rect` of `dst`, scaled with point or linear filtering.
pub(crate) fn stretch(
    dev: &mut Device,
    src: Target,
    src_rect: Rect,
    dst: Target,
    dst_rect: Rect,
    linear: bool,
) -> Result<()> {
    let texture = dev.renderer.target_texture(src.ctx)?;
    dev.apply_region(dst.ctx, dst_rect)?;
    let state = RhwDrawState {
        texture: Some(texture),
        linear_filter: linear,
        address_clamp: true,
        color_write_mask: if dst.x8() { 0x7 } else { 0xf },
        ..RhwDrawState::default()
    };
    // RHW x maps to the pixel centre x + 0.5, so the rectangle's edges are at -0.5.
    let p = [dst_rect.left, dst_rect.top, dst_rect.right, dst_rect.bottom].map(|v| v as f32 - 0.5);
    let (sw, sh) = (src.width as f32, src.height as f32);
    let uv = [
        src_rect.left as f32 / sw,
        src_rect.top as f32 / sh,
        src_rect.right as f32 / sw,
        src_rect.bottom as f32 / sh,
    ];
    let vertices = quad(p, uv, 0xffff_ffff);
    dev.renderer.draw_rhw(
        dst.ctx,
        &state,
        Primitive::TriangleList,
        &vertices,
        28,
        None,
    )?;
    Ok(())
}
