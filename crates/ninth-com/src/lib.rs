//! ninth as a Direct3D 9 implementation: the d3d9 COM interface that unmodified programs
//! load. `Direct3DCreate9` returns an `IDirect3D9`; its `CreateDevice` makes an
//! `IDirect3DDevice9` over a [`ninth_d3d9::Device`] that owns a [`ninth_render::Renderer`]. The
//! COM layer translates (pointers, structs, reference counts, `HRESULT`s); the state, checks
//! and drawing are ninth-d3d9's.
//!
//! Built as a shared library (`libd3d9.so` on Linux, the native form D3D9 ports link
//! against, with the vtables laid out as the Windows ABI defines them) and as a Windows
//! `d3d9.dll` (`scripts/build-windows-d3d9.sh`). Every entry point catches panics (a panic is
//! `D3DERR_DRIVERINTERNALERROR` and one `tracing` line); `unsafe` is confined to this crate's
//! FFI boundary, each use with its SAFETY comment.

pub mod caps;
pub mod com;
pub mod d3d9;
pub mod device;
pub mod exports;
pub mod guids;
mod log;
pub mod objects;
pub mod types;
pub mod window;

use std::ffi::c_void;

/// `Direct3DCreate9(SDKVersion)`: a new `IDirect3D9` (one reference), or null for an SDK
/// version other than `D3D_SDK_VERSION` (32).
#[unsafe(no_mangle)]
pub extern "system" fn Direct3DCreate9(sdk_version: u32) -> *mut c_void {
    com::guard_value("Direct3DCreate9", std::ptr::null_mut(), || {
        log::init();
        d3d9::Direct3D9::as_void(d3d9::direct3d_create9(sdk_version))
    })
}
