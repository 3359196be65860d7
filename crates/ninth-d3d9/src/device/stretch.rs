//! `StretchRect` between colour targets through the renderer's blit, with D3D9's rules on
//! which surfaces may take part.

use ninth_render::StretchFilter;

use crate::device::resources::{D3DPOOL_DEFAULT, Surface};
use crate::device::targets::{Rect, Target};
use crate::device::{Device, SurfaceRef};
use crate::error::{Error, Result};

/// Whether a `StretchRect` surface is read or written.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Role {
    Source,
    Dest,
}

impl Device<'_> {
    /// Checks one side of a `StretchRect` against D3D9's rules (the DirectX 9 driver table
    /// of the `StretchRect` documentation) and resolves it to a colour target.
    fn stretch_side(&self, surface: SurfaceRef, role: Role) -> Result<Target> {
        let side = if role == Role::Source {
            "source"
        } else {
            "destination"
        };
        match surface {
            SurfaceRef::TextureLevel { texture, .. } => {
                let t = self.textures.get(texture)?;
                if t.desc.pool != D3DPOOL_DEFAULT {
                    return Err(Error::invalid(format!(
                        "StretchRect {side} texture is in D3DPOOL {} (both surfaces must be \
                         in D3DPOOL_DEFAULT)",
                        t.desc.pool
                    )));
                }
                if t.target.is_none() {
                    return Err(match role {
                        Role::Dest => Error::invalid(
                            "StretchRect into a texture that is not D3DUSAGE_RENDERTARGET",
                        ),
                        // Valid with D3DDEVCAPS2_CAN_STRETCHRECT_FROM_TEXTURES.
                        Role::Source => Error::unsupported(
                            "StretchRect from a texture that is not a render target (the \
                             renderer blits between render targets)",
                        ),
                    });
                }
            }
            SurfaceRef::Surface(h) => {
                if let Surface::Depth { .. } = self.surfaces.get(h)? {
                    return Err(Error::unsupported(format!(
                        "StretchRect with a depth-stencil {side} (copies of depth-stencil \
                         surfaces not yet)"
                    )));
                }
            }
            SurfaceRef::Backbuffer => {}
        }
        self.target(surface)
    }

    /// `StretchRect` between colour targets: `D3DTEXF_NONE` / `POINT` or `LINEAR`; equal
    /// sizes copy exactly.
    pub fn stretch_rect(
        &mut self,
        source: SurfaceRef,
        source_rect: Option<Rect>,
        dest: SurfaceRef,
        dest_rect: Option<Rect>,
        filter: u32,
    ) -> Result<()> {
        if filter > 2 {
            return Err(Error::invalid(format!(
                "StretchRect filter {filter} is not D3DTEXF_NONE, POINT or LINEAR"
            )));
        }
        let src = self.stretch_side(source, Role::Source)?;
        let dst = self.stretch_side(dest, Role::Dest)?;
        let src_rect = source_rect.unwrap_or(Rect::full(src.width, src.height));
        let dst_rect = dest_rect.unwrap_or(Rect::full(dst.width, dst.height));
        for (r, t) in [(src_rect, src), (dst_rect, dst)] {
            if r.is_empty()
                || r.left < 0
                || r.top < 0
                || r.right > t.width as i32
                || r.bottom > t.height as i32
            {
                return Err(Error::invalid(format!(
                    "StretchRect rectangle {r:?} is empty or outside its surface"
                )));
            }
        }
        let size = |r: Rect| (r.right - r.left, r.bottom - r.top);
        // D3D9 resolves a multisampled source but does not stretch it (InvalidCall).
        if self.renderer.context_samples(src.ctx)? > 1 && size(src_rect) != size(dst_rect) {
            return Err(Error::invalid(
                "StretchRect from a multisampled surface needs rectangles of one size",
            ));
        }
        if src.ctx == dst.ctx {
            if size(src_rect) != size(dst_rect) {
                return Err(Error::invalid(
                    "StretchRect cannot stretch within one surface",
                ));
            }
            if !src_rect.intersect(dst_rect).is_empty() {
                return Err(Error::invalid(format!(
                    "StretchRect within one surface with overlapping rectangles \
                     {src_rect:?} and {dst_rect:?}"
                )));
            }
        }
        let rect = |r: Rect| ninth_render::Rect {
            left: r.left as u32,
            top: r.top as u32,
            right: r.right as u32,
            bottom: r.bottom as u32,
        };
        self.renderer.stretch_rect(
            src.ctx,
            Some(rect(src_rect)),
            dst.ctx,
            Some(rect(dst_rect)),
            StretchFilter::from_d3d(filter)?,
        )?;
        // X8 targets keep alpha 255; the copy brought the source's alpha.
        if dst.x8() && !src.x8() {
            crate::draw::blit::fill_rect(self, dst, dst_rect, 0xff00_0000, 0x8)?;
        }
        Ok(())
    }
}
