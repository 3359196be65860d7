//! `IDirect3DDevice9`: the device itself: cooperative level, caps, display mode, swap
//! chains, `Present`, gamma, cursor, queries.
//!
//! Presenting: `Present` shows the back buffer on a window (the override, `hDeviceWindow`,
//! else the focus window) through [`crate::window::WindowSurfaces`], which makes one wgpu
//! surface per window; an `HWND` that names no window ninth can present to (null, or in the
//! native form one not registered with `ninth_d3d9_register_window`) makes `Present` a
//! headless submission of the frame.

use std::ffi::c_void;

use ninth_d3d9::SurfaceRef;

use super::Device9;
use crate::com::{D3DERR_INVALIDCALL, HRESULT, S_OK, guard, guard_value, write_out};
use crate::d3d9::Direct3D9;
use crate::objects::additional_swap_chain;
use crate::objects::query;
use crate::objects::swap_chain::{self, GammaRamp, RasterStatus};
use crate::types::{DisplayMode, PresentParameters, Rect};

/// What `GetAvailableTextureMem` reports: 2047 MiB. WebGPU does not tell how much memory an
/// adapter has, and ninth keeps textures' CPU copies besides, so there is no real figure to
/// give; D3D9 programs use the value to size caches and many compute with it as a signed
/// 32-bit number, so it is the largest whole number of MiB below 2 GiB (what D3D9 drivers of
/// large-memory GPUs clamp to as well).
pub const AVAILABLE_TEXTURE_MEM: u32 = 2047 << 20;

/// `D3DPRESENT_INTERVAL_IMMEDIATE`: present without waiting for the display.
pub const D3DPRESENT_INTERVAL_IMMEDIATE: u32 = 0x8000_0000;

/// The device object behind `this`, or `None` for null.
pub(super) fn object<'a>(this: *mut Device9) -> Option<&'a Device9> {
    // SAFETY: COM's contract: `this` is null or a live device the caller holds a reference to.
    unsafe { Device9::get(this) }
}

/// `IDirect3DDevice9::TestCooperativeLevel()`: `S_OK`, or `D3DERR_DEVICENOTRESET` after a
/// failed `Reset` until one succeeds. A ninth device is never lost (a fullscreen device is
/// a window-sized back buffer, and focus changes nothing).
pub(crate) unsafe extern "system" fn test_cooperative_level(this: *mut Device9) -> HRESULT {
    guard("IDirect3DDevice9::TestCooperativeLevel", || {
        match object(this) {
            None => D3DERR_INVALIDCALL,
            Some(d) if super::reset::needs_reset(d) => super::reset::D3DERR_DEVICENOTRESET,
            Some(_) => S_OK,
        }
    })
}

/// `IDirect3DDevice9::GetAvailableTextureMem()`: [`AVAILABLE_TEXTURE_MEM`].
pub(crate) unsafe extern "system" fn get_available_texture_mem(this: *mut Device9) -> u32 {
    guard_value("IDirect3DDevice9::GetAvailableTextureMem", 0, || {
        object(this).map_or(0, |_| AVAILABLE_TEXTURE_MEM)
    })
}

/// `IDirect3DDevice9::EvictManagedResources()`: `S_OK` (managed resources keep their CPU
/// copy and the renderer's; there is nothing to evict ahead of need).
pub(crate) unsafe extern "system" fn evict_managed_resources(this: *mut Device9) -> HRESULT {
    guard("IDirect3DDevice9::EvictManagedResources", || {
        if object(this).is_none() {
            return D3DERR_INVALIDCALL;
        }
        S_OK
    })
}

/// `IDirect3DDevice9::GetDirect3D(IDirect3D9 **)`: the `IDirect3D9` that made the device,
/// with a reference added.
pub(crate) unsafe extern "system" fn get_direct3_d(
    this: *mut Device9,
    pp_d3_d9: *mut c_void,
) -> HRESULT {
    guard("IDirect3DDevice9::GetDirect3D", || {
        let Some(device) = object(this) else {
            return D3DERR_INVALIDCALL;
        };
        let out = pp_d3_d9.cast::<*mut Direct3D9>();
        if out.is_null() {
            return D3DERR_INVALIDCALL;
        }
        let d3d = device.data.d3d;
        // SAFETY: the device holds a reference to its IDirect3D9, so it is live.
        if let Some(d) = unsafe { Direct3D9::get(d3d) } {
            d.add_ref();
        }
        // SAFETY: checked non-null; the caller passes a writable `IDirect3D9**`.
        unsafe { write_out(out, d3d) }
    })
}

/// `IDirect3DDevice9::GetDeviceCaps(D3DCAPS9 *)`: the adapter's caps ([`crate::caps`]).
pub(crate) unsafe extern "system" fn get_device_caps(
    this: *mut Device9,
    p_caps: *mut c_void,
) -> HRESULT {
    guard("IDirect3DDevice9::GetDeviceCaps", || {
        if object(this).is_none() {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: the caller passes a writable D3DCAPS9 or null (checked).
        unsafe { write_out(p_caps.cast(), crate::d3d9::device_caps()) }
    })
}

/// The display mode of a device: the desktop's for a windowed device, the back buffer's
/// for a fullscreen one (the mode a fullscreen device would have set).
fn display_mode(device: &Device9) -> DisplayMode {
    let p = *super::lock(&device.data.present);
    if p.windowed != 0 {
        crate::d3d9::desktop_mode()
    } else {
        DisplayMode {
            width: p.back_buffer_width,
            height: p.back_buffer_height,
            refresh_rate: match p.full_screen_refresh_rate_in_hz {
                0 => crate::d3d9::REFRESH_RATE,
                hz => hz,
            },
            format: 22, // D3DFMT_X8R8G8B8
        }
    }
}

/// `IDirect3DDevice9::GetDisplayMode(UINT i_swap_chain, D3DDISPLAYMODE *)`.
pub(crate) unsafe extern "system" fn get_display_mode(
    this: *mut Device9,
    i_swap_chain: u32,
    p_mode: *mut c_void,
) -> HRESULT {
    guard("IDirect3DDevice9::GetDisplayMode", || {
        let Some(device) = object(this) else {
            return D3DERR_INVALIDCALL;
        };
        if i_swap_chain != 0 {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: the caller passes a writable D3DDISPLAYMODE or null (checked).
        unsafe { write_out(p_mode.cast(), display_mode(device)) }
    })
}

/// `IDirect3DDevice9::GetCreationParameters(D3DDEVICE_CREATION_PARAMETERS * p_parameters)`.
pub(crate) unsafe extern "system" fn get_creation_parameters(
    this: *mut Device9,
    p_parameters: *mut c_void,
) -> HRESULT {
    crate::com::guard("IDirect3DDevice9::GetCreationParameters", || {
        // SAFETY: COM's contract: `this` is live.
        let Some(object) = (unsafe { Device9::get(this) }) else {
            return crate::com::D3DERR_INVALIDCALL;
        };
        // SAFETY: the caller passes a writable D3DDEVICE_CREATION_PARAMETERS or null.
        unsafe {
            crate::com::write_out(
                p_parameters.cast::<crate::types::CreationParameters>(),
                object.data.creation,
            )
        }
    })
}

/// `IDirect3DDevice9::SetCursorProperties(UINT x_hot_spot, UINT y_hot_spot, IDirect3DSurface9 *)`:
/// the hot spot is stored; ninth draws no cursor (D3DCAPS9.CursorCaps is 0).
pub(crate) unsafe extern "system" fn set_cursor_properties(
    this: *mut Device9,
    xhot_spot: u32,
    yhot_spot: u32,
    p_cursor_bitmap: *mut c_void,
) -> HRESULT {
    guard("IDirect3DDevice9::SetCursorProperties", || {
        if object(this).is_none() || p_cursor_bitmap.is_null() {
            return D3DERR_INVALIDCALL;
        }
        swap_chain::with_present_state(this, |s| s.cursor_hot_spot = (xhot_spot, yhot_spot));
        S_OK
    })
}

/// `IDirect3DDevice9::SetCursorPosition(int x, int y, DWORD flags)`: stored.
pub(crate) unsafe extern "system" fn set_cursor_position(
    this: *mut Device9,
    x: i32,
    y: i32,
    _flags: u32,
) {
    guard_value("IDirect3DDevice9::SetCursorPosition", (), || {
        if object(this).is_some() {
            swap_chain::with_present_state(this, |s| s.cursor_position = (x, y));
        }
    })
}

/// `IDirect3DDevice9::ShowCursor(BOOL b_show)`: the previous visibility (a device's cursor
/// starts hidden).
pub(crate) unsafe extern "system" fn show_cursor(this: *mut Device9, b_show: i32) -> i32 {
    guard_value("IDirect3DDevice9::ShowCursor", 0, || {
        if object(this).is_none() {
            return 0;
        }
        swap_chain::with_present_state(this, |s| {
            let was = s.cursor_visible;
            s.cursor_visible = b_show != 0;
            i32::from(was)
        })
    })
}

/// `IDirect3DDevice9::CreateAdditionalSwapChain(D3DPRESENT_PARAMETERS *, IDirect3DSwapChain9 **)`:
/// a swap chain with a back buffer and window of its own
/// ([`crate::objects::additional_swap_chain`]); the parameters are written back completed.
pub(crate) unsafe extern "system" fn create_additional_swap_chain(
    this: *mut Device9,
    p_presentation_parameters: *mut c_void,
    p_swap_chain: *mut c_void,
) -> HRESULT {
    guard("IDirect3DDevice9::CreateAdditionalSwapChain", || {
        let out = p_swap_chain.cast::<*mut swap_chain::SwapChain9>();
        let params = p_presentation_parameters.cast::<PresentParameters>();
        if out.is_null() || params.is_null() || object(this).is_none() {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: checked non-null; the caller passes a writable `IDirect3DSwapChain9**`.
        unsafe { out.write(std::ptr::null_mut()) };
        // SAFETY: checked non-null; COM's contract makes it a D3DPRESENT_PARAMETERS.
        let mut p = unsafe { params.read() };
        match additional_swap_chain::create(this, &mut p) {
            Ok(own) => {
                // SAFETY: checked non-null above.
                unsafe {
                    params.write(p);
                    out.write(swap_chain::additional(this, own));
                }
                S_OK
            }
            Err(hr) => hr,
        }
    })
}

/// `IDirect3DDevice9::GetSwapChain(UINT i_swap_chain, IDirect3DSwapChain9 **)`: the implicit
/// swap chain 0 (the same object while the program holds it), with a reference added.
pub(crate) unsafe extern "system" fn get_swap_chain(
    this: *mut Device9,
    i_swap_chain: u32,
    p_swap_chain: *mut c_void,
) -> HRESULT {
    guard("IDirect3DDevice9::GetSwapChain", || {
        let out = p_swap_chain.cast::<*mut swap_chain::SwapChain9>();
        if out.is_null() || object(this).is_none() {
            return D3DERR_INVALIDCALL;
        }
        if i_swap_chain != 0 {
            // SAFETY: checked non-null; the caller passes a writable `IDirect3DSwapChain9**`.
            unsafe { out.write(std::ptr::null_mut()) };
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: as above.
        unsafe { write_out(out, swap_chain::implicit(this)) }
    })
}

/// `IDirect3DDevice9::GetNumberOfSwapChains()`: 1.
pub(crate) unsafe extern "system" fn get_number_of_swap_chains(this: *mut Device9) -> u32 {
    guard_value("IDirect3DDevice9::GetNumberOfSwapChains", 0, || {
        u32::from(object(this).is_some())
    })
}

/// `IDirect3DDevice9::Present(const RECT *src, const RECT *dst, HWND override, const RGNDATA *dirty)`:
/// the back buffer shown on `override`, else on `hDeviceWindow`, else on the focus window
/// (see the module documentation for which `HWND`s name windows); without a window the
/// frame's work is submitted headless. `src` (inside the back buffer, else
/// `D3DERR_INVALIDCALL`) is stretched onto `dst` of the client area (null: the whole; the
/// rest of the client area black), whatever the swap effect, as DXVK does; the dirty region
/// is a hint and not needed.
pub(crate) unsafe extern "system" fn present(
    this: *mut Device9,
    src_rect: *const c_void,
    dst_rect: *const c_void,
    dst_window_override: *mut c_void,
    _dirty_region: *const c_void,
) -> HRESULT {
    let Some(device) = object(this) else {
        return D3DERR_INVALIDCALL;
    };
    let params = *super::lock(&device.data.present);
    let window = crate::window::present_window(
        dst_window_override,
        params.device_window,
        device.data.creation.focus_window,
    );
    let vsync = params.presentation_interval != D3DPRESENT_INTERVAL_IMMEDIATE;
    // SAFETY: COM's contract: null or readable RECTs.
    let rects = unsafe { (read_rect(src_rect), read_rect(dst_rect)) };
    let hr = super::with_state(this, "IDirect3DDevice9::Present", |s| {
        s.front.keep(&mut s.device)?;
        let p = s.device.params();
        let back_buffer = (SurfaceRef::Backbuffer, (p.width, p.height));
        if !s
            .windows
            .present(&mut s.device, back_buffer, window, vsync, rects)?
        {
            s.device.present()?;
        }
        Ok(())
    });
    if hr == S_OK {
        swap_chain::with_present_state(this, |s| s.presents += 1);
    }
    hr
}

/// A `RECT` argument: `None` for null.
///
/// # Safety
/// `rect` is null or a readable `RECT`.
pub(crate) unsafe fn read_rect(rect: *const c_void) -> Option<Rect> {
    // SAFETY: the caller's promise.
    unsafe { rect.cast::<Rect>().as_ref() }.copied()
}

/// `IDirect3DDevice9::GetRasterStatus(UINT i_swap_chain, D3DRASTER_STATUS *)`: from a 60 Hz
/// clock over the display mode's height ([`swap_chain::raster_status`]).
pub(crate) unsafe extern "system" fn get_raster_status(
    this: *mut Device9,
    i_swap_chain: u32,
    p_raster_status: *mut c_void,
) -> HRESULT {
    guard("IDirect3DDevice9::GetRasterStatus", || {
        let Some(device) = object(this) else {
            return D3DERR_INVALIDCALL;
        };
        if i_swap_chain != 0 {
            return D3DERR_INVALIDCALL;
        }
        let status: RasterStatus = swap_chain::raster_status(display_mode(device).height.max(1));
        // SAFETY: the caller passes a writable D3DRASTER_STATUS or null (checked).
        unsafe { write_out(p_raster_status.cast(), status) }
    })
}

/// `IDirect3DDevice9::SetDialogBoxMode(BOOL)`: stored; `S_OK` (the window system draws
/// dialogs over ninth's window surface with nothing to do on ninth's side).
pub(crate) unsafe extern "system" fn set_dialog_box_mode(
    this: *mut Device9,
    b_enable_dialogs: i32,
) -> HRESULT {
    guard("IDirect3DDevice9::SetDialogBoxMode", || {
        if object(this).is_none() {
            return D3DERR_INVALIDCALL;
        }
        swap_chain::with_present_state(this, |s| s.dialog_box_mode = b_enable_dialogs != 0);
        S_OK
    })
}

/// `IDirect3DDevice9::SetGammaRamp(UINT swap_chain, DWORD flags, const D3DGAMMARAMP *)`:
/// stored for `GetGammaRamp`, not applied to the picture (D3DCAPS2_FULLSCREENGAMMA is
/// clear).
pub(crate) unsafe extern "system" fn set_gamma_ramp(
    this: *mut Device9,
    swapchain_idx: u32,
    _flags: u32,
    ramp: *const c_void,
) {
    guard_value("IDirect3DDevice9::SetGammaRamp", (), || {
        let ramp = ramp.cast::<GammaRamp>();
        if object(this).is_none() || swapchain_idx != 0 || ramp.is_null() {
            return;
        }
        // SAFETY: checked non-null; the caller passes a readable D3DGAMMARAMP.
        let ramp = unsafe { ramp.read_unaligned() };
        swap_chain::with_present_state(this, |s| s.gamma = ramp);
    })
}

/// `IDirect3DDevice9::GetGammaRamp(UINT swap_chain, D3DGAMMARAMP *)`: the stored ramp (the
/// identity before any `SetGammaRamp`).
pub(crate) unsafe extern "system" fn get_gamma_ramp(
    this: *mut Device9,
    i_swap_chain: u32,
    p_ramp: *mut c_void,
) {
    guard_value("IDirect3DDevice9::GetGammaRamp", (), || {
        let out = p_ramp.cast::<GammaRamp>();
        if object(this).is_none() || i_swap_chain != 0 || out.is_null() {
            return;
        }
        let ramp = swap_chain::with_present_state(this, |s| s.gamma);
        // SAFETY: checked non-null; the caller passes a writable D3DGAMMARAMP.
        unsafe { out.write_unaligned(ramp) };
    })
}

/// `IDirect3DDevice9::CreateQuery(D3DQUERYTYPE, IDirect3DQuery9 **)`: event, occlusion and
/// (where the adapter takes timestamps) timestamp queries ([`crate::objects::query`]); other
/// D3D9 query types are `D3DERR_NOTAVAILABLE`. A null out pointer asks whether the type is
/// supported (`S_OK` or `D3DERR_NOTAVAILABLE`).
pub(crate) unsafe extern "system" fn create_query(
    this: *mut Device9,
    type_: u32,
    pp_query: *mut c_void,
) -> HRESULT {
    guard("IDirect3DDevice9::CreateQuery", || {
        if object(this).is_none() {
            return D3DERR_INVALIDCALL;
        }
        let out = pp_query.cast::<*mut query::Query9>();
        let hr = query::supported_on(this, type_);
        if hr != S_OK {
            tracing::debug!("IDirect3DDevice9::CreateQuery: query type {type_}: {hr:#x}");
            if !out.is_null() {
                // SAFETY: checked non-null; the caller passes a writable `IDirect3DQuery9**`.
                unsafe { out.write(std::ptr::null_mut()) };
            }
            return hr;
        }
        if out.is_null() {
            return S_OK;
        }
        // SAFETY: as above.
        unsafe { write_out(out, query::create(this, type_)) }
    })
}
