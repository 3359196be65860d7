//! `IDirect3DSurface9::GetDC` / `ReleaseDC`: a GDI device context on a surface's pixels, for
//! programs that draw text or bitmaps with GDI. Under Windows (and Wine) the surface is locked
//! and its pixels copied into a DIB section selected into a memory DC; `ReleaseDC` copies
//! them back and unlocks. The formats are the 32-bit ones GDI and ninth share
//! (X8R8G8B8, A8R8G8B8). The native form has no GDI: `D3DERR_INVALIDCALL` there.

use std::ffi::c_void;

use crate::com::{D3DERR_INVALIDCALL, HRESULT};

/// The DC of a surface between `GetDC` and `ReleaseDC`.
#[cfg_attr(not(windows), allow(dead_code))]
pub(crate) struct SurfaceDc {
    dc: *mut c_void,
    bitmap: *mut c_void,
    previous: *mut c_void,
    bits: *mut u8,
    /// The surface's locked pixels the DC copies back into.
    target: Pixels,
}

// SAFETY: the handles are process-wide GDI handles; the surface's lock serialises their use.
unsafe impl Send for SurfaceDc {}

/// The pixels `GetDC` lends: `height` rows of `width` 32-bit pixels, `pitch` bytes apart.
#[derive(Clone, Copy)]
#[cfg_attr(not(windows), allow(dead_code))]
pub(crate) struct Pixels {
    pub(crate) bits: *mut u8,
    pub(crate) pitch: usize,
    pub(crate) width: u32,
    pub(crate) height: u32,
}

#[cfg(windows)]
mod gdi {
    use std::ffi::c_void;

    /// `BITMAPINFOHEADER` (with an empty colour table: 32-bit BI_RGB).
    #[repr(C)]
    pub(super) struct BitmapInfo {
        pub size: u32,
        pub width: i32,
        pub height: i32,
        pub planes: u16,
        pub bit_count: u16,
        pub compression: u32,
        pub size_image: u32,
        pub x_pels_per_meter: i32,
        pub y_pels_per_meter: i32,
        pub clr_used: u32,
        pub clr_important: u32,
        pub colors: [u32; 1],
    }

    #[link(name = "gdi32")]
    unsafe extern "system" {
        pub(super) fn CreateCompatibleDC(dc: *mut c_void) -> *mut c_void;
        pub(super) fn CreateDIBSection(
            dc: *mut c_void,
            info: *const BitmapInfo,
            usage: u32,
            bits: *mut *mut c_void,
            section: *mut c_void,
            offset: u32,
        ) -> *mut c_void;
        pub(super) fn SelectObject(dc: *mut c_void, object: *mut c_void) -> *mut c_void;
        pub(super) fn DeleteObject(object: *mut c_void) -> i32;
        pub(super) fn DeleteDC(dc: *mut c_void) -> i32;
        pub(super) fn GdiFlush() -> i32;
    }
}

/// Makes a DC holding a copy of `pixels`.
#[cfg(windows)]
pub(crate) fn create(pixels: Pixels) -> Result<SurfaceDc, HRESULT> {
    use gdi::*;
    let info = BitmapInfo {
        size: 40,
        width: pixels.width as i32,
        // Negative: rows top-down, as the surface's.
        height: -(pixels.height as i32),
        planes: 1,
        bit_count: 32,
        compression: 0,
        size_image: 0,
        x_pels_per_meter: 0,
        y_pels_per_meter: 0,
        clr_used: 0,
        clr_important: 0,
        colors: [0],
    };
    // SAFETY: GDI calls with valid arguments; every handle made is released on failure.
    unsafe {
        let dc = CreateCompatibleDC(std::ptr::null_mut());
        if dc.is_null() {
            return Err(D3DERR_INVALIDCALL);
        }
        let mut bits: *mut c_void = std::ptr::null_mut();
        let bitmap = CreateDIBSection(dc, &info, 0, &mut bits, std::ptr::null_mut(), 0);
        if bitmap.is_null() || bits.is_null() {
            DeleteDC(dc);
            return Err(D3DERR_INVALIDCALL);
        }
        let row = pixels.width as usize * 4;
        for y in 0..pixels.height as usize {
            std::ptr::copy_nonoverlapping(
                pixels.bits.add(y * pixels.pitch),
                bits.cast::<u8>().add(y * row),
                row,
            );
        }
        let previous = SelectObject(dc, bitmap);
        Ok(SurfaceDc {
            dc,
            bitmap,
            previous,
            bits: bits.cast(),
            target: pixels,
        })
    }
}

/// Copies what GDI drew back into the surface's pixels and frees the DC.
#[cfg(windows)]
pub(crate) fn release(dc: SurfaceDc) {
    use gdi::*;
    let pixels = dc.target;
    // SAFETY: `dc` came from `create`; the lock that lent its pixels is still held.
    unsafe {
        GdiFlush();
        let row = pixels.width as usize * 4;
        for y in 0..pixels.height as usize {
            std::ptr::copy_nonoverlapping(
                dc.bits.add(y * row),
                pixels.bits.add(y * pixels.pitch),
                row,
            );
        }
        SelectObject(dc.dc, dc.previous);
        DeleteObject(dc.bitmap);
        DeleteDC(dc.dc);
    }
}

/// No GDI in the native form.
#[cfg(not(windows))]
pub(crate) fn create(_pixels: Pixels) -> Result<SurfaceDc, HRESULT> {
    tracing::warn!("IDirect3DSurface9::GetDC: there is no GDI in ninth's native form");
    Err(D3DERR_INVALIDCALL)
}

/// No GDI in the native form (never reached: `create` fails).
#[cfg(not(windows))]
pub(crate) fn release(_dc: SurfaceDc) {}

impl SurfaceDc {
    /// The `HDC`.
    pub(crate) fn handle(&self) -> *mut c_void {
        self.dc
    }
}
