//! `LockRect` of a lockable render target: a render target made with `CreateRenderTarget`'s
//! `Lockable`, the back buffer of a device or swap chain made with
//! `D3DPRESENTFLAG_LOCKABLE_BACKBUFFER`. The lock reads the target back (waiting for the
//! GPU, as D3D9 drivers do) into a buffer the program reads and writes; the unlock writes
//! the locked rectangle back, ordered after the draws before it, unless the lock was
//! `D3DLOCK_READONLY`. Depth-stencil surfaces (D16_LOCKABLE and the like) are not locked.

use std::ffi::c_void;
use std::sync::Mutex;

use ninth_d3d9::SurfaceRef;

use crate::com::{D3DERR_INVALIDCALL, HRESULT, S_OK};
use crate::device::{self, Device9};
use crate::objects::resource::LockedRect;

/// `D3DLOCK_READONLY`.
const D3DLOCK_READONLY: u32 = 0x10;
/// The lock flags a render target takes: READONLY, NOSYSLOCK, NO_DIRTY_UPDATE,
/// DONOTWAIT (DISCARD and NOOVERWRITE are for dynamic resources).
const TARGET_LOCK_FLAGS: u32 = D3DLOCK_READONLY | 0x800 | 0x8000 | 0x4000;
/// `D3DFMT_A8R8G8B8`, `D3DFMT_X8R8G8B8`: the render-target formats ninth locks.
const LOCKABLE_FORMATS: [u32; 2] = [21, 22];

/// A lock in progress: the whole target's pixels, `pitch` bytes per row, and the rectangle
/// (x, y, width, height) locked.
pub(crate) struct TargetLock {
    bytes: Vec<u8>,
    pitch: u32,
    rect: (u32, u32, u32, u32),
    flags: u32,
}

/// The lock state of a render-target surface object.
#[derive(Default)]
pub(crate) struct TargetLockState {
    lock: Mutex<Option<TargetLock>>,
}

/// What `LockRect` needs to know of the surface.
pub(crate) struct Target {
    pub(crate) device: *mut Device9,
    pub(crate) surface: SurfaceRef,
    pub(crate) format: u32,
    pub(crate) size: (u32, u32),
    pub(crate) multisampled: bool,
}

impl TargetLockState {
    /// `LockRect`: `region` is the rectangle (left, top, right, bottom) or the whole.
    pub(crate) fn lock(
        &self,
        target: &Target,
        region: Option<(u32, u32, u32, u32)>,
        flags: u32,
        out: *mut c_void,
    ) -> HRESULT {
        let mut lock = device::lock(&self.lock);
        let (w, h) = target.size;
        let (left, top, right, bottom) = region.unwrap_or((0, 0, w, h));
        if lock.is_some()
            || flags & !TARGET_LOCK_FLAGS != 0
            || !LOCKABLE_FORMATS.contains(&target.format)
            || target.multisampled
            || left >= right
            || top >= bottom
            || right > w
            || bottom > h
            || out.is_null()
        {
            tracing::warn!(
                "IDirect3DSurface9::LockRect: a render target of format {} {}x{} (multisampled: {}), rectangle {region:?}, flags {flags:#x}, locked already: {}",
                target.format,
                w,
                h,
                target.multisampled,
                lock.is_some()
            );
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: the surface holds a reference to its device.
        let Some(d) = (unsafe { Device9::get(target.device) }) else {
            return D3DERR_INVALIDCALL;
        };
        let image = match d
            .data
            .with_device(|dev| dev.read_render_target(target.surface))
        {
            Ok(image) => image,
            Err(e) => return crate::com::hresult("IDirect3DSurface9::LockRect", &e),
        };
        // The capture is R, G, B, A; D3DFMT_*8R8G8B8 is B, G, R, A in memory.
        let mut bytes = image.rgba;
        for px in bytes.chunks_exact_mut(4) {
            px.swap(0, 2);
        }
        let pitch = w * 4;
        let start = top as usize * pitch as usize + left as usize * 4;
        let bits = bytes[start..].as_mut_ptr().cast::<c_void>();
        // SAFETY: checked non-null; the caller passes a writable D3DLOCKED_RECT.
        unsafe {
            out.cast::<LockedRect>().write(LockedRect {
                pitch: pitch as i32,
                bits,
            })
        };
        // Moving the Vec into the lock keeps its heap buffer where `bits` points.
        *lock = Some(TargetLock {
            bytes,
            pitch,
            rect: (left, top, right - left, bottom - top),
            flags,
        });
        S_OK
    }

    /// `UnlockRect`: writes the locked rectangle back (not after a READONLY lock).
    pub(crate) fn unlock(&self, target: &Target) -> HRESULT {
        let Some(lock) = device::lock(&self.lock).take() else {
            return D3DERR_INVALIDCALL;
        };
        if lock.flags & D3DLOCK_READONLY != 0 {
            return S_OK;
        }
        // SAFETY: the surface holds a reference to its device.
        let Some(d) = (unsafe { Device9::get(target.device) }) else {
            return D3DERR_INVALIDCALL;
        };
        let (x, y, _, _) = lock.rect;
        let start = y as usize * lock.pitch as usize + x as usize * 4;
        match d.data.with_device(|dev| {
            dev.write_render_target(target.surface, lock.rect, &lock.bytes[start..], lock.pitch)
        }) {
            Ok(()) => S_OK,
            Err(e) => crate::com::hresult("IDirect3DSurface9::UnlockRect", &e),
        }
    }

    /// Whether a lock is in progress.
    pub(crate) fn is_locked(&self) -> bool {
        device::lock(&self.lock).is_some()
    }
}
