//! The windows `Present` shows a device's back buffer on.
//!
//! D3D9 names a window by `HWND`: `hDeviceWindow` (or `hFocusWindow` without it) and
//! `Present`'s `hDestWindowOverride`. Under Windows (and Wine) that is a real window
//! ([`win32`]); in the native form it is a handle the program got from
//! [`native::ninth_d3d9_register_window`] for its X11, Wayland or AppKit window. Any other
//! value names no window ninth can open a surface on, and `Present` then submits the frame
//! without showing it (a headless device), as it does for a null `HWND`.
//!
//! [`WindowSurfaces`] keeps one wgpu surface per window a device presented to, configured
//! for the window's current client size.

#[cfg(not(windows))]
pub mod native;
mod surfaces;
#[cfg(windows)]
pub mod win32;

use ninth_render::wgpu::rwh::{RawDisplayHandle, RawWindowHandle};

pub use surfaces::WindowSurfaces;

/// A window ninth can make a surface on: its raw handles and, where the platform tells, its
/// client area's size in pixels.
#[derive(Clone, Copy, Debug)]
pub struct Window {
    /// The window.
    pub window: RawWindowHandle,
    /// Its display connection.
    pub display: RawDisplayHandle,
    /// The client area's width and height, or `None` where the platform does not tell (the
    /// back buffer's size is used then).
    pub size: Option<(u32, u32)>,
}

/// The window `hwnd` names, or `None` when it names none ninth can present to.
pub fn resolve(hwnd: *mut std::ffi::c_void) -> Option<Window> {
    if hwnd.is_null() {
        return None;
    }
    #[cfg(windows)]
    return win32::resolve(hwnd);
    #[cfg(not(windows))]
    return native::resolve(hwnd);
}

/// The window a `Present` shows on: `override_` (`hDestWindowOverride`), else
/// `hDeviceWindow`, else the focus window; null when all three are.
pub(crate) fn present_window(
    override_: *mut std::ffi::c_void,
    device_window: *mut std::ffi::c_void,
    focus_window: *mut std::ffi::c_void,
) -> *mut std::ffi::c_void {
    [override_, device_window, focus_window]
        .into_iter()
        .find(|w| !w.is_null())
        .unwrap_or(std::ptr::null_mut())
}
