//! The rest of `d3d9.dll`'s exports besides `Direct3DCreate9`. Programs and DLLs import them
//! by name (PIX's `D3DPERF_*` markers from games built with them, d3dx9's
//! `Direct3DShaderValidatorCreate9`), and Windows refuses to load a program whose imports a
//! DLL lacks, so each is here with what it does in ninth:
//! - `Direct3DCreate9Ex`: `D3DERR_NOTAVAILABLE` (ninth implements D3D9, not D3D9Ex: programs
//!   fall back to `Direct3DCreate9`, as on Windows XP);
//! - `D3DPERF_*`: event nesting is counted as D3D9 documents it; markers, regions and options
//!   are accepted (no profiler is attached: `D3DPERF_GetStatus` 0);
//! - `Direct3DShaderValidatorCreate9`: a validator that accepts every shader
//!   ([`crate::objects::shader_validator`]; ninth validates shaders when they are created);
//! - `PSGPError`, `PSGPSampleTexture`, `DebugSetLevel`, `DebugSetMute`,
//!   `Direct3D9EnableMaximizedWindowedModeShim`: internal hooks of Microsoft's runtime,
//!   accepted and ignored.

use std::ffi::c_void;
use std::sync::atomic::{AtomicI32, Ordering};

use crate::com::{D3DERR_INVALIDCALL, D3DERR_NOTAVAILABLE, HRESULT};

/// The nesting depth of `D3DPERF_BeginEvent` / `D3DPERF_EndEvent`.
static EVENT_DEPTH: AtomicI32 = AtomicI32::new(0);

/// `HRESULT Direct3DCreate9Ex(UINT SDKVersion, IDirect3D9Ex **ppD3D)`: no D3D9Ex.
///
/// # Safety
/// `out` is null or a writable `IDirect3D9Ex **`.
#[unsafe(no_mangle)]
pub unsafe extern "system" fn Direct3DCreate9Ex(
    _sdk_version: u32,
    out: *mut *mut c_void,
) -> HRESULT {
    crate::com::guard("Direct3DCreate9Ex", || {
        crate::log::init();
        if out.is_null() {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: checked non-null; the caller's promise.
        unsafe { out.write(std::ptr::null_mut()) };
        tracing::info!("Direct3DCreate9Ex: ninth implements D3D9, not D3D9Ex");
        D3DERR_NOTAVAILABLE
    })
}

/// `int D3DPERF_BeginEvent(D3DCOLOR, LPCWSTR)`: the zero-based level the event starts in.
#[unsafe(no_mangle)]
pub extern "system" fn D3DPERF_BeginEvent(_color: u32, _name: *const u16) -> i32 {
    EVENT_DEPTH.fetch_add(1, Ordering::Relaxed)
}

/// `int D3DPERF_EndEvent(void)`: the level the event ends in, or -1 without an open event.
#[unsafe(no_mangle)]
pub extern "system" fn D3DPERF_EndEvent() -> i32 {
    match EVENT_DEPTH.fetch_update(Ordering::Relaxed, Ordering::Relaxed, |d| {
        (d > 0).then_some(d - 1)
    }) {
        Ok(before) => before - 1,
        Err(_) => -1,
    }
}

/// `void D3DPERF_SetMarker(D3DCOLOR, LPCWSTR)`.
#[unsafe(no_mangle)]
pub extern "system" fn D3DPERF_SetMarker(_color: u32, _name: *const u16) {}

/// `void D3DPERF_SetRegion(D3DCOLOR, LPCWSTR)`.
#[unsafe(no_mangle)]
pub extern "system" fn D3DPERF_SetRegion(_color: u32, _name: *const u16) {}

/// `BOOL D3DPERF_QueryRepeatFrame(void)`: FALSE (no profiler asks for a repeat).
#[unsafe(no_mangle)]
pub extern "system" fn D3DPERF_QueryRepeatFrame() -> i32 {
    0
}

/// `void D3DPERF_SetOptions(DWORD)`.
#[unsafe(no_mangle)]
pub extern "system" fn D3DPERF_SetOptions(_options: u32) {}

/// `DWORD D3DPERF_GetStatus(void)`: 0 (no profiler attached).
#[unsafe(no_mangle)]
pub extern "system" fn D3DPERF_GetStatus() -> u32 {
    0
}

/// `IDirect3DShaderValidator9 *Direct3DShaderValidatorCreate9(void)`: a new validator with
/// one reference.
#[unsafe(no_mangle)]
pub extern "system" fn Direct3DShaderValidatorCreate9() -> *mut c_void {
    crate::com::guard_value(
        "Direct3DShaderValidatorCreate9",
        std::ptr::null_mut(),
        || crate::objects::shader_validator::create().cast(),
    )
}

/// `void PSGPError(void *, DWORD, DWORD)`: a hook of Microsoft's software vertex processing.
#[unsafe(no_mangle)]
pub extern "system" fn PSGPError(_info: *mut c_void, _error: u32, _value: u32) {}

/// `void PSGPSampleTexture(void *, DWORD, float (*)[4], DWORD, float (*)[4])`: as `PSGPError`.
#[unsafe(no_mangle)]
pub extern "system" fn PSGPSampleTexture(
    _info: *mut c_void,
    _stage: u32,
    _coords: *mut c_void,
    _count: u32,
    _result: *mut c_void,
) {
}

/// `int DebugSetLevel(void)`: 0 (the debug runtime's level).
#[unsafe(no_mangle)]
pub extern "system" fn DebugSetLevel() -> i32 {
    0
}

/// `void DebugSetMute(void)`.
#[unsafe(no_mangle)]
pub extern "system" fn DebugSetMute() {}

/// `int Direct3D9EnableMaximizedWindowedModeShim(int)`: 0 (no compatibility shim).
#[unsafe(no_mangle)]
pub extern "system" fn Direct3D9EnableMaximizedWindowedModeShim(_enable: i32) -> i32 {
    0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn perf_events_count_their_nesting() {
        // The only test touching the depth (a process-wide count).
        assert_eq!(D3DPERF_EndEvent(), -1, "no event open");
        assert_eq!(D3DPERF_BeginEvent(0, std::ptr::null()), 0);
        assert_eq!(D3DPERF_BeginEvent(0, std::ptr::null()), 1);
        assert_eq!(D3DPERF_EndEvent(), 1);
        assert_eq!(D3DPERF_EndEvent(), 0);
        assert_eq!(D3DPERF_EndEvent(), -1);
        assert_eq!(D3DPERF_GetStatus(), 0);
        assert_eq!(D3DPERF_QueryRepeatFrame(), 0);
    }

    #[test]
    fn there_is_no_d3d9ex() {
        let mut out: *mut c_void = std::ptr::dangling_mut();
        // SAFETY: a writable pointer, then null.
        unsafe {
            assert_eq!(Direct3DCreate9Ex(32, &mut out), D3DERR_NOTAVAILABLE);
            assert!(out.is_null());
            assert_eq!(
                Direct3DCreate9Ex(32, std::ptr::null_mut()),
                D3DERR_INVALIDCALL
            );
        }
    }
}
