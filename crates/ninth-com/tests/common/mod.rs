//! What the vtable-level tests share: a device made through `IDirect3D9::CreateDevice` as a
//! program makes one, the device's vtable, reference counts and release.
#![allow(dead_code)] // each test file uses its own part

use std::ffi::c_void;
use std::ptr::null_mut;

use d3d9::com::S_OK;
use d3d9::d3d9::{Direct3D9, IDirect3D9Vtbl};
use d3d9::device::{Device9, IDirect3DDevice9Vtbl};
use d3d9::types::PresentParameters;

/// Windowed presentation parameters: a `width` x `height` X8R8G8B8 back buffer with a D24S8
/// automatic depth-stencil surface, DISCARD, no window.
pub fn present_parameters(width: u32, height: u32) -> PresentParameters {
    PresentParameters {
        back_buffer_width: width,
        back_buffer_height: height,
        back_buffer_format: 22,
        back_buffer_count: 1,
        multi_sample_type: 0,
        multi_sample_quality: 0,
        swap_effect: 1,
        device_window: null_mut(),
        windowed: 1,
        enable_auto_depth_stencil: 1,
        auto_depth_stencil_format: 75,
        flags: 0,
        full_screen_refresh_rate_in_hz: 0,
        presentation_interval: 0,
    }
}

/// A device with `p` (written back) on a new IDirect3D9, hardware vertex processing.
pub fn device_with(p: &mut PresentParameters) -> (*mut Direct3D9, *mut Device9) {
    let d3d = d3d9::Direct3DCreate9(32).cast::<Direct3D9>();
    assert!(!d3d.is_null());
    // SAFETY: `d3d` is a live IDirect3D9 just created.
    let vt = unsafe { &**d3d.cast::<*const IDirect3D9Vtbl>() };
    let mut dev = null_mut();
    // SAFETY: valid arguments for CreateDevice.
    let hr = unsafe { (vt.create_device)(d3d, 0, 1, null_mut(), 0x40, p, &mut dev) };
    assert_eq!(hr, S_OK);
    (d3d, dev)
}

/// A device of [`present_parameters`] on a new IDirect3D9.
pub fn device(width: u32, height: u32) -> (*mut Direct3D9, *mut Device9) {
    device_with(&mut present_parameters(width, height))
}

/// The device's vtable.
pub fn vtbl<'a>(dev: *mut Device9) -> &'a IDirect3DDevice9Vtbl {
    // SAFETY: `dev` is a live device; its first field is the vtable pointer.
    unsafe { &**dev.cast::<*const IDirect3DDevice9Vtbl>() }
}

/// The device's reference count.
pub fn refs(dev: *mut Device9) -> u32 {
    // SAFETY: `dev` is live.
    unsafe { Device9::get(dev) }.unwrap().refs()
}

/// The `IUnknown` slots every vtable starts with.
#[repr(C)]
struct Unknown {
    query_interface: unsafe extern "system" fn(*mut c_void, *const c_void, *mut c_void) -> i32,
    add_ref: unsafe extern "system" fn(*mut c_void) -> u32,
    release: unsafe extern "system" fn(*mut c_void) -> u32,
}

/// `IUnknown::Release` of a live object (any interface pointer): the count left.
pub fn release<T>(p: *mut T) -> u32 {
    let p = p.cast::<c_void>();
    // SAFETY: the tests pass live COM objects; every vtable starts with IUnknown's slots.
    unsafe { ((**p.cast::<*const Unknown>()).release)(p) }
}

/// Releases the device (the last reference) and its IDirect3D9.
pub fn finish(d3d: *mut Direct3D9, dev: *mut Device9) {
    assert_eq!(release(dev), 0, "the device's last reference");
    assert_eq!(release(d3d), 0);
}

/// An out pointer argument.
pub fn out<T>(value: &mut T) -> *mut c_void {
    (value as *mut T).cast()
}

/// An in pointer argument.
pub fn arg<T>(value: &T) -> *const c_void {
    (value as *const T).cast()
}
