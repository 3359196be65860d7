//! Windows (and Wine): an `HWND` is a window of the system's; its module handle (which
//! Vulkan's Win32 surfaces need) and client size come from user32.

use std::ffi::c_void;
use std::num::NonZeroIsize;

use ninth_render::wgpu::rwh::{
    RawDisplayHandle, RawWindowHandle, Win32WindowHandle, WindowsDisplayHandle,
};

use super::Window;

/// `RECT`.
#[repr(C)]
#[derive(Default)]
struct Rect {
    left: i32,
    top: i32,
    right: i32,
    bottom: i32,
}

/// `GWLP_HINSTANCE`.
const GWLP_HINSTANCE: i32 = -6;

#[link(name = "user32")]
unsafe extern "system" {
    fn IsWindow(hwnd: *mut c_void) -> i32;
    fn GetClientRect(hwnd: *mut c_void, rect: *mut Rect) -> i32;
    fn GetWindowLongPtrW(hwnd: *mut c_void, index: i32) -> isize;
}

/// The window `hwnd` (non-null) names, if it is one.
pub fn resolve(hwnd: *mut c_void) -> Option<Window> {
    // SAFETY: IsWindow accepts any value and answers whether it is a window.
    if unsafe { IsWindow(hwnd) } == 0 {
        return None;
    }
    let mut handle = Win32WindowHandle::new(NonZeroIsize::new(hwnd as isize)?);
    // SAFETY: `hwnd` is a window (checked above); GetWindowLongPtrW reads one of its fields.
    handle.hinstance = NonZeroIsize::new(unsafe { GetWindowLongPtrW(hwnd, GWLP_HINSTANCE) });
    let mut rect = Rect::default();
    // SAFETY: `hwnd` is a window and `rect` a writable RECT.
    let got = unsafe { GetClientRect(hwnd, &mut rect) } != 0;
    let size = match (
        u32::try_from(rect.right - rect.left),
        u32::try_from(rect.bottom - rect.top),
    ) {
        (Ok(w), Ok(h)) if got && w > 0 && h > 0 => Some((w, h)),
        _ => None,
    };
    Some(Window {
        window: RawWindowHandle::Win32(handle),
        display: RawDisplayHandle::Windows(WindowsDisplayHandle::new()),
        size,
    })
}
