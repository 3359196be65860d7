//! `IDirect3DDevice9`: the back buffer, render targets and the depth-stencil surface
//! (`GetBackBuffer`, `Set`/`GetRenderTarget`, `Set`/`GetDepthStencilSurface`).

use std::ffi::c_void;

use ninth_d3d9::SurfaceRef;

use super::super::Device9;
use super::bindings::{entry, rebind, with_bindings};
use super::{TARGETS, as_surface, bad, check, run, write_object};
use crate::com::{D3DERR_NOTFOUND, HRESULT};
use crate::objects::resource::usage;
use crate::objects::surface::{Surface9, SurfaceData};

/// `IDirect3DDevice9::GetBackBuffer(UINT i_swap_chain, UINT i_back_buffer, D3DBACKBUFFER_TYPE type_, IDirect3DSurface9 * * pp_back_buffer)`.
pub(crate) unsafe extern "system" fn get_back_buffer(
    this: *mut Device9,
    i_swap_chain: u32,
    i_back_buffer: u32,
    type_: u32,
    pp_back_buffer: *mut c_void,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::GetBackBuffer";
    run(this, M, |s| {
        if pp_back_buffer.is_null() || i_swap_chain != 0 || i_back_buffer != 0 || type_ != 0 {
            return Err(bad(
                M,
                "swap chain 0, back buffer 0, D3DBACKBUFFER_TYPE_MONO and an out pointer",
            ));
        }
        let back = entry(this, s).back;
        // SAFETY: checked non-null; the back-buffer object lives as long as the device.
        unsafe { write_object::<SurfaceData>(pp_back_buffer, back) };
        Ok(())
    })
}

/// `IDirect3DDevice9::SetRenderTarget(DWORD render_target_index, IDirect3DSurface9 * p_render_target)`.
pub(crate) unsafe extern "system" fn set_render_target(
    this: *mut Device9,
    render_target_index: u32,
    p_render_target: *mut c_void,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::SetRenderTarget";
    run(this, M, |s| {
        if render_target_index as usize >= TARGETS {
            return Err(bad(M, "render target index is not 0-3"));
        }
        // SAFETY: COM's contract: null or a live surface.
        let surface = unsafe { as_surface(this, p_render_target) };
        if !p_render_target.is_null() && surface.is_none() {
            return Err(bad(M, "not a surface of this device"));
        }
        let target = match surface {
            Some(o) => {
                let r = o.data.surface_ref();
                if o.data.desc.usage & usage::RENDERTARGET == 0 || r.is_none() {
                    return Err(bad(M, "the surface is not a render target"));
                }
                r
            }
            None => None,
        };
        entry(this, s);
        check(M, s.device.set_render_target(render_target_index, target))?;
        if render_target_index == 0 {
            // Target 0 resets the viewport and scissor rectangle to its size (ninth-d3d9
            // did); the COM layer's copy of the scissor rectangle follows.
            let d = surface.map(|o| o.data.desc).unwrap_or_default();
            s.com.scissor = ninth_d3d9::Rect::full(d.width, d.height);
        }
        with_bindings(this, s, |b, s| {
            rebind(
                &mut b.targets[render_target_index as usize],
                surface.map_or(std::ptr::null_mut(), |o| {
                    o as *const Surface9 as *mut Surface9
                }),
                s,
            )
        });
        Ok(())
    })
}

/// `IDirect3DDevice9::GetRenderTarget(DWORD render_target_index, IDirect3DSurface9 * * pp_render_target)`.
pub(crate) unsafe extern "system" fn get_render_target(
    this: *mut Device9,
    render_target_index: u32,
    pp_render_target: *mut c_void,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::GetRenderTarget";
    run(this, M, |s| {
        if pp_render_target.is_null() || render_target_index as usize >= TARGETS {
            return Err(bad(M, "a null out pointer or an index other than 0-3"));
        }
        let p = with_bindings(this, s, |b, _| b.targets[render_target_index as usize]);
        // SAFETY: checked non-null; `p` is 0 or a bound (live) surface.
        unsafe { write_object::<SurfaceData>(pp_render_target, p) };
        if p == 0 { Err(D3DERR_NOTFOUND) } else { Ok(()) }
    })
}

/// `IDirect3DDevice9::SetDepthStencilSurface(IDirect3DSurface9 * p_new_zstencil)`.
pub(crate) unsafe extern "system" fn set_depth_stencil_surface(
    this: *mut Device9,
    p_new_zstencil: *mut c_void,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::SetDepthStencilSurface";
    run(this, M, |s| {
        // SAFETY: COM's contract: null or a live surface.
        let surface = unsafe { as_surface(this, p_new_zstencil) };
        if !p_new_zstencil.is_null() && surface.is_none() {
            return Err(bad(M, "not a surface of this device"));
        }
        let handle = match surface {
            Some(o) => match o.data.surface_ref() {
                Some(SurfaceRef::Surface(h)) if o.data.desc.usage & usage::DEPTHSTENCIL != 0 => {
                    Some(h)
                }
                // Level 0 of a depth texture.
                Some(SurfaceRef::TextureLevel { texture, level, .. })
                    if o.data.desc.usage & usage::DEPTHSTENCIL != 0 =>
                {
                    Some(check(M, s.device.texture_depth_surface(texture, level))?)
                }
                _ => return Err(bad(M, "the surface is not a depth-stencil surface")),
            },
            None => None,
        };
        entry(this, s);
        check(M, s.device.set_depth_stencil_surface(handle))?;
        with_bindings(this, s, |b, s| {
            rebind(
                &mut b.depth,
                surface.map_or(std::ptr::null_mut(), |o| {
                    o as *const Surface9 as *mut Surface9
                }),
                s,
            )
        });
        Ok(())
    })
}

/// `IDirect3DDevice9::GetDepthStencilSurface(IDirect3DSurface9 * * pp_zstencil_surface)`.
pub(crate) unsafe extern "system" fn get_depth_stencil_surface(
    this: *mut Device9,
    pp_zstencil_surface: *mut c_void,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::GetDepthStencilSurface";
    run(this, M, |s| {
        if pp_zstencil_surface.is_null() {
            return Err(bad(M, "a null out pointer"));
        }
        let p = with_bindings(this, s, |b, _| b.depth);
        // SAFETY: checked non-null; `p` is 0 or a bound (live) surface.
        unsafe { write_object::<SurfaceData>(pp_zstencil_surface, p) };
        if p == 0 { Err(D3DERR_NOTFOUND) } else { Ok(()) }
    })
}
