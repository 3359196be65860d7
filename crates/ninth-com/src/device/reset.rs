//! `IDirect3DDevice9::Reset`: a new back buffer (and automatic depth-stencil surface) from
//! new presentation parameters, and every state a new device's.
//!
//! D3D9's rules, as native runtimes and DXVK keep them:
//! - `Reset` is `D3DERR_INVALIDCALL` while the program holds any `D3DPOOL_DEFAULT`
//!   resource of the device (textures, surfaces of `CreateRenderTarget`,
//!   `CreateDepthStencilSurface` and `CreateOffscreenPlainSurface`, vertex and index
//!   buffers) and while it holds the back buffer or the automatic depth-stencil surface
//!   (a reference `GetBackBuffer`, `GetRenderTarget` or `GetDepthStencilSurface` gave and
//!   it did not release): the count of [`losable_resources`]. A resource only the device
//!   binds does not count; `Reset` lets it go. `MANAGED`, `SYSTEMMEM` and `SCRATCH`
//!   resources, shaders, declarations and state blocks survive `Reset` (state blocks are
//!   not counted, as in DXVK and wined3d, though Microsoft's documentation asks programs to
//!   release them too). An additional swap chain counts through its back buffer (a
//!   `DEFAULT` render target it holds).
//! - A width or height of 0 takes the client size of `hDeviceWindow` (else the focus
//!   window) where ninth can tell it ([`crate::window`]), else keeps the current one;
//!   `D3DFMT_UNKNOWN` keeps the current format.
//! - On success every binding the device held is given back (an object the program
//!   released is freed), every state is a new device's (ninth-d3d9's and the COM layer's
//!   copy), the back buffer and automatic depth-stencil surface are new objects, and the
//!   parameters used are written back.
//! - A refused `Reset` leaves the device drawing into its old back buffer with its old
//!   states, and marks it "not reset" ([`needs_reset`]) until a `Reset` succeeds: D3D9's
//!   `TestCooperativeLevel` then answers `D3DERR_DEVICENOTRESET` (ninth keeps drawing
//!   regardless).

use std::ffi::c_void;

use super::swapchain::object;
use super::{Device9, DeviceState, lock, resources};
use crate::com::{D3DERR_INVALIDCALL, HRESULT, S_OK, guard, hresult};
use crate::objects::resource::{drop_deferred, losable_resources};
use crate::types::PresentParameters;

/// `D3DERR_DEVICENOTRESET`: what `TestCooperativeLevel` answers after a failed `Reset`.
pub const D3DERR_DEVICENOTRESET: HRESULT = 0x8876_0869_u32 as HRESULT;

/// `D3DFMT_A8R8G8B8`.
const A8R8G8B8: u32 = 21;
/// `D3DFMT_X8R8G8B8`.
const X8R8G8B8: u32 = 22;

const M: &str = "IDirect3DDevice9::Reset";

/// Whether the device awaits a successful `Reset` (the last one failed): what makes
/// `TestCooperativeLevel` `D3DERR_DEVICENOTRESET` in D3D9.
pub(crate) fn needs_reset(device: &Device9) -> bool {
    lock(&device.data.state).com.not_reset
}

/// `IDirect3DDevice9::Reset(D3DPRESENT_PARAMETERS *)`: see the module documentation.
pub(crate) unsafe extern "system" fn reset(
    this: *mut Device9,
    p_presentation_parameters: *mut c_void,
) -> HRESULT {
    guard(M, || {
        let params = p_presentation_parameters.cast::<PresentParameters>();
        let Some(device) = object(this) else {
            return D3DERR_INVALIDCALL;
        };
        if params.is_null() {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: checked non-null; COM's contract makes it a D3DPRESENT_PARAMETERS; read
        // unaligned as a C caller's struct need not be aligned for Rust.
        let mut p = unsafe { params.read_unaligned() };
        let creation = device.data.creation;
        let window = if p.device_window.is_null() {
            creation.focus_window
        } else {
            p.device_window
        };
        let window_size = crate::window::resolve(window).and_then(|w| w.size);
        let (hr, recording) = {
            let mut s = lock(&device.data.state);
            let current = s.device.params();
            let (width, height) = window_size.unwrap_or((current.width, current.height));
            if p.back_buffer_width == 0 {
                p.back_buffer_width = width;
            }
            if p.back_buffer_height == 0 {
                p.back_buffer_height = height;
            }
            if p.back_buffer_format == 0 {
                p.back_buffer_format = current.backbuffer_format;
            }
            let result = reset_locked(this, &mut s, &p, creation.behavior_flags);
            s.com.not_reset = result.is_err();
            match result {
                Ok(recording) => (S_OK, recording),
                Err(hr) => (hr, None),
            }
        };
        // Objects freed under the lock leave their private data (and a state block being
        // recorded its references) to go now that it is given back.
        drop_deferred();
        drop(recording);
        if hr == S_OK {
            *lock(&device.data.present) = p;
            // SAFETY: checked non-null above.
            unsafe { params.write_unaligned(p) };
        }
        hr
    })
}

/// `Reset` under the device's lock with `p`'s sizes and format filled in: the checks, then
/// ninth-d3d9's reset, the bindings given back and the COM state a new device's. Returns
/// the state block being recorded (for the caller to drop once the lock is given back).
fn reset_locked(
    this: *mut Device9,
    s: &mut DeviceState,
    p: &PresentParameters,
    behavior_flags: u32,
) -> Result<Option<Box<crate::objects::state_block::StateRecord>>, HRESULT> {
    let held = losable_resources(this);
    if held > 0 {
        tracing::warn!(
            "{M}: the program holds {held} D3DPOOL_DEFAULT resource(s) of the device (or the \
             back buffer / automatic depth-stencil surface); release them first"
        );
        return Err(D3DERR_INVALIDCALL);
    }
    if !matches!(p.back_buffer_format, X8R8G8B8 | A8R8G8B8) {
        tracing::warn!("{M}: back buffer format {}", p.back_buffer_format);
        return Err(D3DERR_INVALIDCALL);
    }
    let wanted = ninth_d3d9::DeviceParams {
        width: p.back_buffer_width,
        height: p.back_buffer_height,
        backbuffer_format: p.back_buffer_format,
        depth_format: (p.enable_auto_depth_stencil != 0).then_some(p.auto_depth_stencil_format),
        multisample: p.multi_sample_type,
    };
    s.device.reset(wanted).map_err(|e| hresult(M, &e))?;
    s.device.set_discard_depth_stencil(
        p.flags & crate::types::D3DPRESENTFLAG_DISCARD_DEPTHSTENCIL != 0,
    );
    resources::reset_bindings(this, s);
    let DeviceState { device, com, .. } = s;
    Ok(com.reset(device, behavior_flags))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failed_reset_leaves_the_device_not_reset_until_one_succeeds() {
        let d3d = crate::Direct3DCreate9(32).cast::<crate::d3d9::Direct3D9>();
        let mut p = PresentParameters {
            back_buffer_width: 4,
            back_buffer_height: 4,
            back_buffer_format: X8R8G8B8,
            back_buffer_count: 1,
            multi_sample_type: 0,
            multi_sample_quality: 0,
            swap_effect: 1,
            device_window: std::ptr::null_mut(),
            windowed: 1,
            enable_auto_depth_stencil: 1,
            auto_depth_stencil_format: 75,
            flags: 0,
            full_screen_refresh_rate_in_hz: 0,
            presentation_interval: 0,
        };
        // SAFETY: a live IDirect3D9, valid CreateDevice arguments, then a live device.
        unsafe {
            let vt = &**d3d.cast::<*const crate::d3d9::IDirect3D9Vtbl>();
            let mut dev = std::ptr::null_mut();
            let hr = (vt.create_device)(d3d, 0, 1, std::ptr::null_mut(), 0x40, &mut p, &mut dev);
            assert_eq!(hr, S_OK);
            let dev = dev.cast::<Device9>();
            let object = Device9::get(dev).unwrap();
            assert!(!needs_reset(object));
            let mut bad = PresentParameters {
                back_buffer_format: 12345,
                ..p
            };
            assert_eq!(
                reset(dev, (&mut bad as *mut PresentParameters).cast()),
                D3DERR_INVALIDCALL
            );
            assert!(needs_reset(object));
            let mut good = PresentParameters {
                back_buffer_width: 8,
                ..p
            };
            assert_eq!(
                reset(dev, (&mut good as *mut PresentParameters).cast()),
                S_OK
            );
            assert!(!needs_reset(object));
            assert_eq!(object.data.with_device(|d| d.params().width), 8);
            assert_eq!((crate::device::vtbl::VTBL.release)(dev), 0);
            assert_eq!((vt.release)(d3d), 0);
        }
    }
}
