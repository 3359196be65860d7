//! Additional swap chains (`IDirect3DDevice9::CreateAdditionalSwapChain`): a back buffer of
//! their own (a render-target surface of the device, made as `CreateRenderTarget` makes
//! one) presented to their own window. D3D9 programs use them for tool windows and several
//! views (editors, level viewers). They are not counted by `GetNumberOfSwapChains` and not
//! reached through `GetSwapChain`, which serve the implicit swap chain, as D3D9 defines.

use std::ffi::c_void;

use crate::com::{D3DERR_INVALIDCALL, HRESULT, S_OK};
use crate::device::{Device9, IDirect3DDevice9Vtbl};
use crate::objects::surface::Surface9;
use crate::types::{PresentParameters, Rect};

/// `D3DFMT_X8R8G8B8`.
const D3DFMT_X8R8G8B8: u32 = 22;
/// `D3DFMT_A8R8G8B8`.
const D3DFMT_A8R8G8B8: u32 = 21;
/// `D3DPRESENTFLAG_LOCKABLE_BACKBUFFER`.
const D3DPRESENTFLAG_LOCKABLE_BACKBUFFER: u32 = 1;

/// What an additional swap chain holds besides its device: its parameters (as completed
/// at creation) and its back buffer (one reference, released with the swap chain).
pub(crate) struct Additional {
    /// `GetPresentParameters`.
    pub(crate) params: PresentParameters,
    /// The back-buffer surface object.
    pub(crate) back: *mut Surface9,
}

impl Drop for Additional {
    fn drop(&mut self) {
        // SAFETY: `back` is the surface whose reference `create` took.
        unsafe { Surface9::release(self.back) };
    }
}

fn vtbl_of<'a>(device: *mut Device9) -> &'a IDirect3DDevice9Vtbl {
    // SAFETY: a live device (the caller holds a reference); its first field is the vtable.
    unsafe { &**device.cast::<*const IDirect3DDevice9Vtbl>() }
}

/// `CreateAdditionalSwapChain`'s work: completes `params` (a width or height of 0 is the
/// window's client size, `D3DFMT_UNKNOWN` X8R8G8B8), makes the back buffer, and returns
/// the parts of the swap chain; `Err` is the `HRESULT` to return.
pub(crate) fn create(
    device: *mut Device9,
    params: &mut PresentParameters,
) -> Result<Additional, HRESULT> {
    // SAFETY: the caller holds a reference to `device`.
    let Some(d) = (unsafe { Device9::get(device) }) else {
        return Err(D3DERR_INVALIDCALL);
    };
    let (width, height) =
        crate::d3d9::window_size(params.device_window, d.data.creation.focus_window);
    if params.back_buffer_width == 0 {
        params.back_buffer_width = width;
    }
    if params.back_buffer_height == 0 {
        params.back_buffer_height = height;
    }
    if params.back_buffer_format == 0 {
        params.back_buffer_format = D3DFMT_X8R8G8B8;
    }
    // EnableAutoDepthStencil is ignored: no method returns an additional swap chain's depth
    // buffer, programs draw into its back buffer with a depth surface of their own.
    if !matches!(params.back_buffer_format, D3DFMT_X8R8G8B8 | D3DFMT_A8R8G8B8)
        || params.back_buffer_count > 3
    {
        tracing::warn!(
            "IDirect3DDevice9::CreateAdditionalSwapChain: format {}, {} back buffers: ninth makes X8R8G8B8/A8R8G8B8 back buffers, at most 3",
            params.back_buffer_format,
            params.back_buffer_count,
        );
        return Err(D3DERR_INVALIDCALL);
    }
    params.back_buffer_count = params.back_buffer_count.max(1);
    let mut back: *mut Surface9 = std::ptr::null_mut();
    let lockable = i32::from(params.flags & D3DPRESENTFLAG_LOCKABLE_BACKBUFFER != 0);
    // SAFETY: a live device and valid arguments for CreateRenderTarget.
    let hr = unsafe {
        (vtbl_of(device).create_render_target)(
            device,
            params.back_buffer_width,
            params.back_buffer_height,
            params.back_buffer_format,
            params.multi_sample_type,
            params.multi_sample_quality,
            lockable,
            std::ptr::from_mut(&mut back).cast(),
            std::ptr::null_mut(),
        )
    };
    if hr != S_OK {
        return Err(hr);
    }
    Ok(Additional {
        params: *params,
        back,
    })
}

/// `IDirect3DSwapChain9::Present` of an additional swap chain: its back buffer shown on
/// `window`, else its `hDeviceWindow`, else the device's focus window; headless without one.
/// The rectangles are the device's `Present`'s (read by the caller).
pub(crate) fn present(
    device: *mut Device9,
    a: &Additional,
    window: *mut c_void,
    rects: (Option<Rect>, Option<Rect>),
) -> HRESULT {
    // SAFETY: the swap chain holds a reference to its device and to its back buffer.
    let (Some(d), Some(back)) = (unsafe { Device9::get(device) }, unsafe {
        Surface9::get(a.back)
    }) else {
        return D3DERR_INVALIDCALL;
    };
    let Some(target) = back.data.surface_ref() else {
        return D3DERR_INVALIDCALL;
    };
    let window =
        crate::window::present_window(window, a.params.device_window, d.data.creation.focus_window);
    let size = (a.params.back_buffer_width, a.params.back_buffer_height);
    let vsync = a.params.presentation_interval != crate::device::D3DPRESENT_INTERVAL_IMMEDIATE;
    crate::device::with_state(device, "IDirect3DSwapChain9::Present", |s| {
        if !s
            .windows
            .present(&mut s.device, (target, size), window, vsync, rects)?
        {
            s.device.present()?;
        }
        Ok(())
    })
}

/// `GetBackBuffer` of an additional swap chain: back buffer 0 (ninth keeps one; D3D9's
/// further ones hold frames already shown), `D3DBACKBUFFER_TYPE_MONO`.
pub(crate) fn get_back_buffer(a: &Additional, index: u32, kind: u32, out: *mut c_void) -> HRESULT {
    let out = out.cast::<*mut c_void>();
    if out.is_null() || index >= a.params.back_buffer_count || kind != 0 {
        return D3DERR_INVALIDCALL;
    }
    // SAFETY: the swap chain holds a reference to its back buffer.
    if let Some(back) = unsafe { Surface9::get(a.back) } {
        back.add_ref();
    }
    // SAFETY: checked non-null; the caller passes a writable `IDirect3DSurface9**`.
    unsafe { out.write(a.back.cast()) };
    S_OK
}

/// `GetFrontBufferData` of an additional swap chain: its back buffer's pixels (the frame
/// last presented while nothing was drawn into it since) into an A8R8G8B8 SYSTEMMEM
/// surface of its size.
pub(crate) fn get_front_buffer_data(
    device: *mut Device9,
    a: &Additional,
    dest: *mut c_void,
) -> HRESULT {
    // SAFETY: the swap chain holds its device and back buffer; `dest` is the caller's.
    unsafe {
        crate::device::front_buffer_data(
            device,
            "IDirect3DSwapChain9::GetFrontBufferData",
            Some(a.back),
            dest,
        )
    }
}
