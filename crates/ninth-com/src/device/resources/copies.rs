//! `IDirect3DDevice9`: copies between surfaces and fills: `UpdateSurface`, `UpdateTexture`,
//! `GetRenderTargetData`, `GetFrontBufferData`, `StretchRect`, `ColorFill`.

use std::ffi::c_void;

use ninth_d3d9::{LockBox, SurfaceRef};
use ninth_scene::format::format_layout;

use super::super::{Device9, DeviceState};
use super::bindings::with_bindings;
use super::{A8R8G8B8, X8R8G8B8, as_surface, as_texture, bad, check, rect, run};
use crate::com::{D3DERR_INVALIDCALL, HRESULT, unsupported};
use crate::objects::resource::{Res, pool, usage};
use crate::objects::surface::{self, Surface9, SurfaceKind};
use crate::objects::texture::Shape;
use crate::types::Point;

/// A level's or memory surface's bytes: `rows` rows of blocks, `row_bytes` each, from the
/// block at (`x`, `y`) (block-aligned texels).
struct Region {
    x: u32,
    y: u32,
    width: u32,
    height: u32,
}

/// Reads a region of a SYSTEMMEM surface (memory, or a level of a SYSTEMMEM texture) as
/// packed rows of blocks.
fn read_region(
    method: &'static str,
    s: &mut DeviceState,
    src: &Surface9,
    r: &Region,
) -> Result<Vec<u8>, HRESULT> {
    let layout = format_layout(src.data.desc.format).ok_or(D3DERR_INVALIDCALL)?;
    let row_bytes = r.width.div_ceil(layout.width) as usize * layout.bytes as usize;
    let rows = r.height.div_ceil(layout.height) as usize;
    let start = |pitch: usize| {
        (r.y / layout.height) as usize * pitch
            + (r.x / layout.width) as usize * layout.bytes as usize
    };
    let mut out = Vec::with_capacity(row_bytes * rows);
    if let Some(()) = src.data.with_memory(|bytes, pitch| {
        let base = start(pitch);
        for row in 0..rows {
            out.extend_from_slice(&bytes[base + row * pitch..][..row_bytes]);
        }
    }) {
        return Ok(out);
    }
    let Some((t, face, level)) = src.data.texture() else {
        return Err(bad(method, "the source is not in D3DPOOL_SYSTEMMEM"));
    };
    let region = LockBox {
        left: r.x,
        top: r.y,
        front: 0,
        right: r.x + r.width,
        bottom: r.y + r.height,
        back: 1,
    };
    let locked = check(
        method,
        s.device.lock_texture(
            t.data.handle,
            face,
            level,
            Some(region),
            crate::objects::resource::D3DLOCK_READONLY,
        ),
    )?;
    for row in 0..rows {
        out.extend_from_slice(&locked.data[row * locked.row_pitch..][..row_bytes]);
    }
    check(method, s.device.unlock_texture(t.data.handle, face, level))?;
    Ok(out)
}

/// Writes packed rows of blocks into a region of a level (through ninth-d3d9's lock, which
/// marks it for upload) or a memory surface.
fn write_region(
    method: &'static str,
    s: &mut DeviceState,
    dst: &Surface9,
    r: &Region,
    data: &[u8],
) -> Result<(), HRESULT> {
    let layout = format_layout(dst.data.desc.format).ok_or(D3DERR_INVALIDCALL)?;
    let row_bytes = r.width.div_ceil(layout.width) as usize * layout.bytes as usize;
    let rows = r.height.div_ceil(layout.height) as usize;
    if let Some(()) = dst.data.with_memory(|bytes, pitch| {
        let base = (r.y / layout.height) as usize * pitch
            + (r.x / layout.width) as usize * layout.bytes as usize;
        for row in 0..rows {
            bytes[base + row * pitch..][..row_bytes]
                .copy_from_slice(&data[row * row_bytes..][..row_bytes]);
        }
    }) {
        return Ok(());
    }
    let Some((t, face, level)) = dst.data.texture() else {
        return Err(unsupported(method));
    };
    let region = LockBox {
        left: r.x,
        top: r.y,
        front: 0,
        right: r.x + r.width,
        bottom: r.y + r.height,
        back: 1,
    };
    let locked = check(
        method,
        s.device
            .lock_texture(t.data.handle, face, level, Some(region), 0),
    )?;
    for row in 0..rows {
        locked.data[row * locked.row_pitch..][..row_bytes]
            .copy_from_slice(&data[row * row_bytes..][..row_bytes]);
    }
    check(method, s.device.unlock_texture(t.data.handle, face, level))
}

/// Whether a surface is a SYSTEMMEM one (memory, or a level of a SYSTEMMEM texture).
fn in_system_memory(s: &Surface9) -> bool {
    s.data.desc.pool == pool::SYSTEMMEM
}

/// `IDirect3DDevice9::UpdateSurface(IDirect3DSurface9 * src_surface, const RECT * src_rect, IDirect3DSurface9 * dst_surface, const POINT * dst_point)`.
pub(crate) unsafe extern "system" fn update_surface(
    this: *mut Device9,
    src_surface: *mut c_void,
    src_rect: *const c_void,
    dst_surface: *mut c_void,
    dst_point: *const c_void,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::UpdateSurface";
    run(this, M, |s| {
        // SAFETY: COM's contract: null or live surfaces.
        let (Some(src), Some(dst)) = (unsafe { as_surface(this, src_surface) }, unsafe {
            as_surface(this, dst_surface)
        }) else {
            return Err(bad(M, "a null or foreign surface"));
        };
        let (sd, dd) = (src.data.desc, dst.data.desc);
        if !in_system_memory(src) || dd.pool != pool::DEFAULT {
            return Err(bad(
                M,
                "the source must be in SYSTEMMEM and the destination in DEFAULT",
            ));
        }
        if sd.format != dd.format || sd.multi_sample_type != 0 || dd.multi_sample_type != 0 {
            return Err(bad(M, "the formats differ or a surface is multisampled"));
        }
        if dd.usage & usage::DEPTHSTENCIL != 0 {
            return Err(bad(M, "the destination is a depth-stencil surface"));
        }
        // SAFETY: null or a readable RECT.
        let r = unsafe { rect(src_rect) }.unwrap_or(ninth_d3d9::Rect::full(sd.width, sd.height));
        // SAFETY: null or a readable POINT.
        let p = unsafe { dst_point.cast::<Point>().as_ref() }
            .copied()
            .unwrap_or_default();
        let layout = format_layout(sd.format).ok_or(D3DERR_INVALIDCALL)?;
        let (w, h) = (r.right - r.left, r.bottom - r.top);
        let aligned = |v: i32, b: u32| v % b as i32 == 0;
        if r.left < 0
            || r.top < 0
            || w <= 0
            || h <= 0
            || r.right > sd.width as i32
            || r.bottom > sd.height as i32
            || p.x < 0
            || p.y < 0
            || p.x + w > dd.width as i32
            || p.y + h > dd.height as i32
            || !aligned(r.left, layout.width)
            || !aligned(r.top, layout.height)
            || !aligned(p.x, layout.width)
            || !aligned(p.y, layout.height)
        {
            return Err(bad(
                M,
                "the rectangle or point is outside a surface or off the block grid",
            ));
        }
        let into_target = dst
            .data
            .texture()
            .is_some_and(|(t, _, _)| t.data.usage & usage::RENDERTARGET != 0)
            || matches!(dst.data.kind, SurfaceKind::Device { .. });
        let bytes = read_region(
            M,
            s,
            src,
            &Region {
                x: r.left as u32,
                y: r.top as u32,
                width: w as u32,
                height: h as u32,
            },
        )?;
        if into_target {
            // A render target (a surface or a level of a render-target texture): its pixels
            // are written on the GPU, in order with the draws (render targets are BGRA8).
            let target = dst.data.surface_ref().ok_or(D3DERR_INVALIDCALL)?;
            let region = (p.x as u32, p.y as u32, w as u32, h as u32);
            return check(
                M,
                s.device
                    .write_render_target(target, region, &bytes, w as u32 * 4),
            );
        }
        write_region(
            M,
            s,
            dst,
            &Region {
                x: p.x as u32,
                y: p.y as u32,
                width: w as u32,
                height: h as u32,
            },
            &bytes,
        )
    })
}

/// `IDirect3DDevice9::UpdateTexture(IDirect3DBaseTexture9 * p_source_texture, IDirect3DBaseTexture9 * p_destination_texture)`.
pub(crate) unsafe extern "system" fn update_texture(
    this: *mut Device9,
    p_source_texture: *mut c_void,
    p_destination_texture: *mut c_void,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::UpdateTexture";
    run(this, M, |s| {
        // SAFETY: COM's contract: null or live textures.
        let (Some(src), Some(dst)) = (unsafe { as_texture(this, p_source_texture) }, unsafe {
            as_texture(this, p_destination_texture)
        }) else {
            return Err(bad(M, "a null or foreign texture"));
        };
        let (sd, dd) = (&src.data, &dst.data);
        if sd.pool != pool::SYSTEMMEM || dd.pool != pool::DEFAULT {
            return Err(bad(
                M,
                "the source must be in SYSTEMMEM and the destination in DEFAULT",
            ));
        }
        if sd.shape != dd.shape || sd.format != dd.format {
            return Err(bad(M, "the textures differ in type or format"));
        }
        let into_target = dd.usage & usage::RENDERTARGET != 0;
        // The source level whose size is the destination's level 0.
        let Some(first) = (0..sd.levels).find(|&l| sd.level_size(l) == dd.level_size(0)) else {
            return Err(bad(M, "no source level has the destination's size"));
        };
        let levels = if dd.usage & usage::AUTOGENMIPMAP != 0 {
            1
        } else {
            dd.levels
        };
        if sd.levels - first < levels {
            return Err(bad(M, "the source has fewer levels than the destination"));
        }
        let faces = if sd.shape == Shape::Cube { 6 } else { 1 };
        for face in 0..faces {
            for level in 0..levels {
                let (_, _, d) = dd.level_size(level);
                let bytes = {
                    let l = check(
                        M,
                        s.device.lock_texture(
                            sd.handle,
                            face,
                            first + level,
                            None,
                            crate::objects::resource::D3DLOCK_READONLY,
                        ),
                    )?;
                    let n = (l.slice_pitch * d as usize).min(l.data.len());
                    (l.data[..n].to_vec(), l.row_pitch)
                };
                let (bytes, row_pitch) = bytes;
                check(M, s.device.unlock_texture(sd.handle, face, first + level))?;
                if into_target {
                    // Render-target textures are BGRA8 2D textures (and cube maps).
                    let (w, h, _) = dd.level_size(level);
                    let target = SurfaceRef::TextureLevel {
                        texture: dd.handle,
                        face,
                        level,
                    };
                    check(
                        M,
                        s.device.write_render_target(
                            target,
                            (0, 0, w, h),
                            &bytes,
                            row_pitch as u32,
                        ),
                    )?;
                    continue;
                }
                let l = check(M, s.device.lock_texture(dd.handle, face, level, None, 0))?;
                let n = bytes.len().min(l.data.len());
                l.data[..n].copy_from_slice(&bytes[..n]);
                check(M, s.device.unlock_texture(dd.handle, face, level))?;
            }
        }
        Ok(())
    })
}

/// Writes a read-back image (RGBA rows) into a SYSTEMMEM surface of the same size, as its
/// format's bytes (A8R8G8B8 / X8R8G8B8: B, G, R, A).
fn write_capture(
    method: &'static str,
    s: &mut DeviceState,
    dst: &Surface9,
    image: &ninth_d3d9::Capture,
) -> Result<(), HRESULT> {
    let mut bgra = image.rgba.clone();
    for px in bgra.chunks_exact_mut(4) {
        px.swap(0, 2);
    }
    write_region(
        method,
        s,
        dst,
        &Region {
            x: 0,
            y: 0,
            width: image.width,
            height: image.height,
        },
        &bgra,
    )
}

/// Checks a `GetRenderTargetData` / `GetFrontBufferData` destination.
fn check_readback_dest(
    method: &'static str,
    dst: &Surface9,
    width: u32,
    height: u32,
    formats: &[u32],
) -> Result<(), HRESULT> {
    let d = dst.data.desc;
    if !in_system_memory(dst) {
        return Err(bad(method, "the destination must be in D3DPOOL_SYSTEMMEM"));
    }
    if d.width != width || d.height != height || !formats.contains(&d.format) {
        return Err(bad(
            method,
            "the destination's size or format differs from the source's",
        ));
    }
    if surface::memory_locked(dst) {
        return Err(bad(method, "the destination is locked"));
    }
    Ok(())
}

/// `IDirect3DDevice9::GetRenderTargetData(IDirect3DSurface9 * p_render_target, IDirect3DSurface9 * p_dest_surface)`.
pub(crate) unsafe extern "system" fn get_render_target_data(
    this: *mut Device9,
    p_render_target: *mut c_void,
    p_dest_surface: *mut c_void,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::GetRenderTargetData";
    run(this, M, |s| {
        // SAFETY: COM's contract: null or live surfaces.
        let (Some(src), Some(dst)) = (unsafe { as_surface(this, p_render_target) }, unsafe {
            as_surface(this, p_dest_surface)
        }) else {
            return Err(bad(M, "a null or foreign surface"));
        };
        let sd = src.data.desc;
        let Some(surface) = src
            .data
            .surface_ref()
            .filter(|_| sd.usage & usage::RENDERTARGET != 0)
        else {
            return Err(bad(M, "the source is not a render target"));
        };
        check_readback_dest(M, dst, sd.width, sd.height, &[sd.format])?;
        if sd.format != A8R8G8B8 && sd.format != X8R8G8B8 {
            return Err(bad(M, "the format is not A8R8G8B8 or X8R8G8B8"));
        }
        let image = check(M, s.device.get_render_target_data(surface))?;
        write_capture(M, s, dst, &image)
    })
}

/// `IDirect3DDevice9::GetFrontBufferData(UINT i_swap_chain, IDirect3DSurface9 * p_dest_surface)`:
/// the frame the last `Present` showed (see `device/front_buffer.rs` for when it is kept),
/// into an A8R8G8B8 SYSTEMMEM surface of the back buffer's size.
pub(crate) unsafe extern "system" fn get_front_buffer_data(
    this: *mut Device9,
    i_swap_chain: u32,
    p_dest_surface: *mut c_void,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::GetFrontBufferData";
    if i_swap_chain != 0 {
        return run(this, M, |_| Err(bad(M, "swap chain is not 0")));
    }
    // SAFETY: the caller's arguments, passed on.
    unsafe { front_buffer_data(this, M, None, p_dest_surface) }
}

/// `GetFrontBufferData` of a swap chain whose back buffer is `back` (`None`: the
/// device's), into `dest`: an A8R8G8B8 SYSTEMMEM surface of the back buffer's size.
///
/// # Safety
/// COM's contract: `this` a live device; `back` a live surface of it or null; `dest` null
/// or a live surface.
pub(crate) unsafe fn front_buffer_data(
    this: *mut Device9,
    method: &'static str,
    back: Option<*mut Surface9>,
    dest: *mut c_void,
) -> HRESULT {
    run(this, method, |s| {
        // SAFETY: COM's contract: null or a live surface.
        let Some(dst) = (unsafe { as_surface(this, dest) }) else {
            return Err(bad(method, "a null or foreign surface"));
        };
        let (target, (width, height)) = match back {
            None => {
                let p = s.device.params();
                (s.front.source(&s.device), (p.width, p.height))
            }
            Some(back) => {
                // SAFETY: the caller's promise: a live surface.
                let Some(b) = (unsafe { Surface9::get(back) }) else {
                    return Err(bad(method, "no back buffer"));
                };
                let Some(target) = b.data.surface_ref() else {
                    return Err(bad(method, "the back buffer is not a render target"));
                };
                (target, (b.data.desc.width, b.data.desc.height))
            }
        };
        check_readback_dest(method, dst, width, height, &[A8R8G8B8])?;
        let image = check(method, s.device.read_render_target(target))?;
        write_capture(method, s, dst, &image)
    })
}

/// `IDirect3DDevice9::StretchRect(IDirect3DSurface9 * src_surface, const RECT * src_rect, IDirect3DSurface9 * dst_surface, const RECT * dst_rect, D3DTEXTUREFILTERTYPE filter)`.
pub(crate) unsafe extern "system" fn stretch_rect(
    this: *mut Device9,
    src_surface: *mut c_void,
    src_rect: *const c_void,
    dst_surface: *mut c_void,
    dst_rect: *const c_void,
    filter: u32,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::StretchRect";
    run(this, M, |s| {
        // SAFETY: COM's contract: null or live surfaces.
        let (Some(src), Some(dst)) = (unsafe { as_surface(this, src_surface) }, unsafe {
            as_surface(this, dst_surface)
        }) else {
            return Err(bad(M, "a null or foreign surface"));
        };
        let (Some(a), Some(b)) = (src.data.surface_ref(), dst.data.surface_ref()) else {
            return Err(bad(M, "both surfaces must be in D3DPOOL_DEFAULT"));
        };
        // SAFETY: null or readable RECTs.
        let (ra, rb) = unsafe { (rect(src_rect), rect(dst_rect)) };
        check(M, s.device.stretch_rect(a, ra, b, rb, filter))
    })
}

/// `IDirect3DDevice9::ColorFill(IDirect3DSurface9 * surface, const RECT * rect, D3DCOLOR color)`:
/// a render target, a render-target texture's level or a DEFAULT offscreen plain surface.
/// ninth-d3d9 fills through `Clear`: the surface is made render target 0 (alone) for it and
/// the targets, viewport and scissor rectangle are put back.
pub(crate) unsafe extern "system" fn color_fill(
    this: *mut Device9,
    surface: *mut c_void,
    rect_: *const c_void,
    color: u32,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::ColorFill";
    run(this, M, |s| {
        // SAFETY: COM's contract: null or a live surface.
        let Some(o) = (unsafe { as_surface(this, surface) }) else {
            return Err(bad(M, "a null or foreign surface"));
        };
        let d = o.data.desc;
        let plain = matches!(o.data.kind, SurfaceKind::Device { .. }) && d.usage == 0;
        let target = o
            .data
            .surface_ref()
            .filter(|_| d.pool == pool::DEFAULT && (d.usage & usage::RENDERTARGET != 0 || plain));
        let Some(target) = target else {
            return Err(bad(
                M,
                "not a render target or a DEFAULT offscreen plain surface",
            ));
        };
        // SAFETY: null or a readable RECT.
        let r = unsafe { rect(rect_) };
        if let Some(r) = r
            && (r.left < 0
                || r.top < 0
                || r.left >= r.right
                || r.top >= r.bottom
                || r.right > d.width as i32
                || r.bottom > d.height as i32)
        {
            return Err(bad(M, "the rectangle is empty or outside the surface"));
        }
        let bound = with_bindings(this, s, |b, _| b.targets);
        let refs: Vec<Option<SurfaceRef>> = bound
            .iter()
            .map(|&p| {
                // SAFETY: 0 or a bound (live) surface.
                unsafe { Res::get(p as *mut Surface9) }.and_then(|o| o.data.surface_ref())
            })
            .collect();
        let (viewport, scissor) = (s.device.viewport(), s.com.scissor);
        let mut result = (|| {
            for (i, r) in refs.iter().enumerate().skip(1) {
                if r.is_some() {
                    s.device.set_render_target(i as u32, None)?;
                }
            }
            s.device.set_render_target(0, Some(target))?;
            let rects: Vec<ninth_d3d9::Rect> = r.into_iter().collect();
            s.device.clear(&rects, 1, color, 1.0, 0) // D3DCLEAR_TARGET
        })();
        // Put the bindings back (whatever happened).
        for (i, r) in refs.iter().enumerate() {
            if r.is_some() || i == 0 {
                let restored = s.device.set_render_target(i as u32, *r);
                result = result.and(restored);
            }
        }
        let restored = s
            .device
            .set_viewport(viewport)
            .and_then(|()| s.device.set_scissor_rect(scissor));
        check(M, result.and(restored))
    })
}
