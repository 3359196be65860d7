//! `IDirect3DDevice9`: resources: creation ([`create`]), copies between surfaces and fills
//! ([`copies`]), the back buffer, render targets and the depth-stencil surface
//! ([`targets`]), textures, streams and indices ([`inputs`]), and the device's bindings of
//! them ([`bindings`]).
//!
//! The resource objects are in `crate::objects`. This module holds what the files share:
//! limits, the method runner and the checks of the objects' interface pointers.

mod bindings;
mod copies;
mod create;
mod inputs;
mod targets;

use std::ffi::c_void;

pub(crate) use bindings::reset_bindings;
pub(crate) use bindings::{DeviceBindings, release_bindings};
pub(crate) use copies::{
    color_fill, front_buffer_data, get_front_buffer_data, get_render_target_data, stretch_rect,
    update_surface, update_texture,
};
pub(crate) use create::{
    create_cube_texture, create_depth_stencil_surface, create_index_buffer,
    create_offscreen_plain_surface, create_render_target, create_texture, create_vertex_buffer,
    create_volume_texture,
};
pub(crate) use inputs::{
    get_indices, get_stream_source, get_stream_source_freq, get_texture, set_indices,
    set_stream_source, set_stream_source_freq, set_texture,
};
pub(crate) use targets::{
    get_back_buffer, get_depth_stencil_surface, get_render_target, set_depth_stencil_surface,
    set_render_target,
};

use super::{Device9, DeviceState, lock};
use crate::com::{D3DERR_INVALIDCALL, HRESULT, S_OK, guard, hresult};
use crate::objects::buffer::{
    Buffer9, IDirect3DBuffer9Vtbl, INDEX_BUFFER_VTBL, VERTEX_BUFFER_VTBL,
};
use crate::objects::resource::{Payload, Res};
use crate::objects::surface::{self, Surface9};
use crate::objects::texture::{
    CUBE_TEXTURE_VTBL, IDirect3DCubeTexture9Vtbl, IDirect3DTexture9Vtbl,
    IDirect3DVolumeTexture9Vtbl, TEXTURE_VTBL, Texture9, VOLUME_TEXTURE_VTBL,
};
use crate::types::Rect;

/// Sampler slots: stages 0-15, `D3DDMAPSAMPLER` (256), `D3DVERTEXTEXTURESAMPLER0-3`.
const SLOTS: usize = 21;

/// Render targets.
const TARGETS: usize = 4;

/// Vertex streams.
const STREAMS: usize = 16;

/// `D3DFMT_A8R8G8B8`.
const A8R8G8B8: u32 = 21;

/// `D3DFMT_X8R8G8B8`.
const X8R8G8B8: u32 = 22;

/// `D3DFMT_VERTEXDATA`.
const VERTEXDATA: u32 = 100;

/// A bad argument: one log line, `D3DERR_INVALIDCALL`.
fn bad(method: &'static str, why: &str) -> HRESULT {
    tracing::warn!("{method}: {why}");
    D3DERR_INVALIDCALL
}

/// Runs `body` on the device state (under its lock, panics caught); a null device is
/// `D3DERR_INVALIDCALL`.
fn run(
    this: *mut Device9,
    method: &'static str,
    body: impl FnOnce(&mut DeviceState) -> Result<(), HRESULT>,
) -> HRESULT {
    guard(method, || {
        // SAFETY: COM's contract: `this` is a live device the caller holds a reference to.
        let Some(object) = (unsafe { Device9::get(this) }) else {
            return D3DERR_INVALIDCALL;
        };
        let result = body(&mut lock(&object.data.state));
        crate::objects::resource::drop_deferred();
        match result {
            Ok(()) => S_OK,
            Err(hr) => hr,
        }
    })
}

/// A ninth-d3d9 result as an `HRESULT` result (logged once).
fn check<T>(method: &'static str, r: ninth_d3d9::Result<T>) -> Result<T, HRESULT> {
    r.map_err(|e| hresult(method, &e))
}

/// Writes an interface pointer (with a reference) or null through `out`.
///
/// # Safety
/// `out` is a writable `void**`; `p` is 0 or a live object.
unsafe fn write_object<T: Payload>(out: *mut c_void, p: usize) {
    // SAFETY: `p` is 0 or live.
    if let Some(o) = unsafe { Res::get(p as *mut Res<T>) } {
        o.add_ref();
    }
    // SAFETY: the caller guarantees `out` is writable.
    unsafe { out.cast::<*mut c_void>().write(p as *mut c_void) };
}

/// The texture object of this device behind an `IDirect3DBaseTexture9*` (checked by its
/// vtable and device).
///
/// # Safety
/// `p` is null or a live COM object.
unsafe fn as_texture<'a>(this: *mut Device9, p: *mut c_void) -> Option<&'a Texture9> {
    if p.is_null() {
        return None;
    }
    // SAFETY: a COM object starts with its vtable pointer.
    let vtbl = unsafe { *p.cast::<*const c_void>() };
    let ours = [
        (&TEXTURE_VTBL as *const IDirect3DTexture9Vtbl).cast::<c_void>(),
        (&CUBE_TEXTURE_VTBL as *const IDirect3DCubeTexture9Vtbl).cast(),
        (&VOLUME_TEXTURE_VTBL as *const IDirect3DVolumeTexture9Vtbl).cast(),
    ];
    // SAFETY: one of this crate's texture vtables: a texture object.
    ours.contains(&vtbl)
        .then(|| unsafe { &*p.cast::<Texture9>() })
        .filter(|t| t.device == this)
}

/// The surface object of this device behind an `IDirect3DSurface9*` (checked by its vtable
/// and device).
///
/// # Safety
/// `p` is null or a live COM object.
unsafe fn as_surface<'a>(this: *mut Device9, p: *mut c_void) -> Option<&'a Surface9> {
    if p.is_null() {
        return None;
    }
    // SAFETY: a COM object starts with its vtable pointer.
    let vtbl = unsafe { *p.cast::<*const c_void>() };
    // SAFETY: this crate's surface vtable: a surface object.
    (vtbl == surface::surface_vtbl())
        .then(|| unsafe { &*p.cast::<Surface9>() })
        .filter(|o| o.device == this)
}

/// The buffer object behind a vertex (`index` false) or index buffer pointer.
///
/// # Safety
/// `p` is null or a live COM object.
unsafe fn as_buffer<'a>(this: *mut Device9, p: *mut c_void, index: bool) -> Option<&'a Buffer9> {
    if p.is_null() {
        return None;
    }
    // SAFETY: a COM object starts with its vtable pointer.
    let vtbl = unsafe { *p.cast::<*const c_void>() };
    let want: *const IDirect3DBuffer9Vtbl = if index {
        &INDEX_BUFFER_VTBL
    } else {
        &VERTEX_BUFFER_VTBL
    };
    // SAFETY: this crate's buffer vtable: a buffer object.
    (vtbl == want.cast())
        .then(|| unsafe { &*p.cast::<Buffer9>() })
        .filter(|o| o.device == this)
}

/// The sampler slot of a `SetTexture` stage.
fn slot(stage: u32) -> Option<usize> {
    match stage {
        0..16 => Some(stage as usize),
        256..=260 => Some(stage as usize - 256 + 16),
        _ => None,
    }
}

/// A `RECT` pointer as a ninth-d3d9 rectangle (`None` for null).
///
/// # Safety
/// `r` is null or a readable `RECT`.
unsafe fn rect(r: *const c_void) -> Option<ninth_d3d9::Rect> {
    // SAFETY: null or readable.
    unsafe { r.cast::<Rect>().as_ref() }.map(|r| ninth_d3d9::Rect {
        left: r.left,
        top: r.top,
        right: r.right,
        bottom: r.bottom,
    })
}
