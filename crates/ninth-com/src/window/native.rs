//! The native form's windows. A D3D9 port on Linux (or macOS) has no `HWND`; it describes
//! its window in a [`NativeWindow`] (`NINTH_NATIVE_WINDOW` in `include/ninth_d3d9.h`) and
//! passes the handle [`ninth_d3d9_register_window`] returns wherever D3D9 takes an `HWND`.
//! Only registered handles are read: any other `HWND` value (a port's placeholder) names no
//! window, so ninth never dereferences a pointer it was not given for the purpose.

use std::ffi::c_void;
use std::num::NonZeroU32;
use std::ptr::NonNull;
use std::sync::Mutex;

use ninth_render::wgpu::rwh::{
    AppKitDisplayHandle, AppKitWindowHandle, RawDisplayHandle, RawWindowHandle,
    WaylandDisplayHandle, WaylandWindowHandle, XcbDisplayHandle, XcbWindowHandle,
    XlibDisplayHandle, XlibWindowHandle,
};

use super::Window;

/// `NINTH_WINDOW_XLIB`: `Display` is an Xlib `Display *`, `Window` the X window.
pub const NINTH_WINDOW_XLIB: u32 = 1;
/// `NINTH_WINDOW_XCB`: `Display` is an `xcb_connection_t *`, `Window` the X window.
pub const NINTH_WINDOW_XCB: u32 = 2;
/// `NINTH_WINDOW_WAYLAND`: `Display` is a `wl_display *`, `Surface` the `wl_surface *`.
pub const NINTH_WINDOW_WAYLAND: u32 = 3;
/// `NINTH_WINDOW_APPKIT`: `Surface` is the window's `NSView *`.
pub const NINTH_WINDOW_APPKIT: u32 = 4;

/// `NINTH_NATIVE_WINDOW`: a window of the program's, as `include/ninth_d3d9.h` lays it out.
/// The program keeps it alive and at the same address while it is registered, and keeps
/// `width`/`height` equal to the window's client size (ninth reads them at every `Present`
/// and reconfigures the surface when they change; 0 means the back buffer's size).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct NativeWindow {
    /// `Kind`: one of the `NINTH_WINDOW_*` values.
    pub kind: u32,
    /// `Width`: the client area's width in pixels, or 0.
    pub width: u32,
    /// `Height`: the client area's height in pixels, or 0.
    pub height: u32,
    /// `Display`: the display connection (see the kinds).
    pub display: *mut c_void,
    /// `Surface`: the `wl_surface *` or `NSView *` (see the kinds).
    pub surface: *mut c_void,
    /// `Window`: the X window (see the kinds).
    pub window: u64,
}

/// The addresses of the registered [`NativeWindow`]s.
static REGISTERED: Mutex<Vec<usize>> = Mutex::new(Vec::new());

/// The raw handles a [`NativeWindow`] describes, or why it describes none.
fn handles(w: &NativeWindow) -> Result<(RawWindowHandle, RawDisplayHandle), &'static str> {
    let display = NonNull::new(w.display);
    let surface = NonNull::new(w.surface);
    match w.kind {
        NINTH_WINDOW_XLIB => {
            let display = display.ok_or("an Xlib window needs its Display")?;
            if w.window == 0 {
                return Err("an Xlib window needs its Window");
            }
            Ok((
                RawWindowHandle::Xlib(XlibWindowHandle::new(w.window as _)),
                RawDisplayHandle::Xlib(XlibDisplayHandle::new(Some(display), 0)),
            ))
        }
        NINTH_WINDOW_XCB => {
            let display = display.ok_or("an XCB window needs its connection")?;
            let window = u32::try_from(w.window)
                .ok()
                .and_then(NonZeroU32::new)
                .ok_or("an XCB window needs a 32-bit non-zero window id")?;
            Ok((
                RawWindowHandle::Xcb(XcbWindowHandle::new(window)),
                RawDisplayHandle::Xcb(XcbDisplayHandle::new(Some(display), 0)),
            ))
        }
        NINTH_WINDOW_WAYLAND => Ok((
            RawWindowHandle::Wayland(WaylandWindowHandle::new(
                surface.ok_or("a Wayland window needs its wl_surface")?,
            )),
            RawDisplayHandle::Wayland(WaylandDisplayHandle::new(
                display.ok_or("a Wayland window needs its wl_display")?,
            )),
        )),
        NINTH_WINDOW_APPKIT => Ok((
            RawWindowHandle::AppKit(AppKitWindowHandle::new(
                surface.ok_or("an AppKit window needs its NSView")?,
            )),
            RawDisplayHandle::AppKit(AppKitDisplayHandle::new()),
        )),
        _ => Err("an unknown Kind"),
    }
}

/// `HWND ninth_d3d9_register_window(const NINTH_NATIVE_WINDOW *window)`: the `HWND` to pass
/// to `CreateDevice` (`hFocusWindow`, `hDeviceWindow`) and `Present` for `window`, or null
/// (and one log line) when it describes no window.
///
/// # Safety
/// `window` is null or a `NINTH_NATIVE_WINDOW` that stays valid, at the same address, until
/// [`ninth_d3d9_unregister_window`] and the release of every device that presented to it.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn ninth_d3d9_register_window(window: *const NativeWindow) -> *mut c_void {
    crate::com::guard_value("ninth_d3d9_register_window", std::ptr::null_mut(), || {
        // SAFETY: the caller's promise: null or a readable NINTH_NATIVE_WINDOW.
        let Some(w) = (unsafe { window.as_ref() }) else {
            return std::ptr::null_mut();
        };
        if let Err(why) = handles(w) {
            tracing::warn!("ninth_d3d9_register_window: {why} (kind {})", w.kind);
            return std::ptr::null_mut();
        }
        let mut registered = crate::device::lock(&REGISTERED);
        if !registered.contains(&(window as usize)) {
            registered.push(window as usize);
        }
        window.cast_mut().cast()
    })
}

/// `void ninth_d3d9_unregister_window(HWND hwnd)`: forgets a registered window; later
/// `Present`s to it show nothing. (Devices keep the surfaces they made on it until they are
/// released: release them before the window goes.)
#[unsafe(no_mangle)]
pub extern "C" fn ninth_d3d9_unregister_window(hwnd: *mut c_void) {
    crate::com::guard_value("ninth_d3d9_unregister_window", (), || {
        crate::device::lock(&REGISTERED).retain(|&w| w != hwnd as usize);
    })
}

/// The window a registered `hwnd` describes (its size read now), or `None`.
pub fn resolve(hwnd: *mut c_void) -> Option<Window> {
    if !crate::device::lock(&REGISTERED).contains(&(hwnd as usize)) {
        return None;
    }
    // SAFETY: registered, so the program promised a live NINTH_NATIVE_WINDOW there. It may
    // update the size meanwhile (from its own thread), hence the volatile read.
    let w = unsafe { std::ptr::read_volatile(hwnd.cast::<NativeWindow>()) };
    let (window, display) = handles(&w).ok()?;
    Some(Window {
        window,
        display,
        size: (w.width > 0 && w.height > 0).then_some((w.width, w.height)),
    })
}
