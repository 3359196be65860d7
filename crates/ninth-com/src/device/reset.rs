//! `IDirect3DDevice9::Reset`.
//!
//! ninth-d3d9 cannot recreate the back buffer of a device (there is no `Device::reset`), so
//! `Reset` succeeds only with the device's current back buffer (size, format,
//! multisampling, automatic depth buffer) and is `D3DERR_INVALIDCALL` otherwise.

use std::ffi::c_void;

use super::Device9;
use super::swapchain::object;
use crate::com::{D3DERR_INVALIDCALL, HRESULT, S_OK, guard};
use crate::types::PresentParameters;

/// `IDirect3DDevice9::Reset(D3DPRESENT_PARAMETERS *)`: with the device's current back
/// buffer (a width/height of 0 and `D3DFMT_UNKNOWN` keep the current ones), `S_OK` and the
/// new presentation parameters (interval, window, flags) are kept and written back; any
/// other back buffer is `D3DERR_INVALIDCALL`, as ninth-d3d9 cannot recreate it. Render
/// states are not returned to their defaults.
pub(crate) unsafe extern "system" fn reset(
    this: *mut Device9,
    p_presentation_parameters: *mut c_void,
) -> HRESULT {
    guard("IDirect3DDevice9::Reset", || {
        let params = p_presentation_parameters.cast::<PresentParameters>();
        let Some(device) = object(this) else {
            return D3DERR_INVALIDCALL;
        };
        if params.is_null() {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: checked non-null; COM's contract makes it a D3DPRESENT_PARAMETERS.
        let mut p = unsafe { params.read() };
        let current = device.data.with_device(|d| d.params());
        if p.back_buffer_width == 0 || p.back_buffer_height == 0 {
            (p.back_buffer_width, p.back_buffer_height) = (current.width, current.height);
        }
        if p.back_buffer_format == 0 {
            p.back_buffer_format = current.backbuffer_format;
        }
        let wanted = ninth_d3d9::DeviceParams {
            width: p.back_buffer_width,
            height: p.back_buffer_height,
            backbuffer_format: p.back_buffer_format,
            depth_format: (p.enable_auto_depth_stencil != 0).then_some(p.auto_depth_stencil_format),
            multisample: p.multi_sample_type,
        };
        if wanted != current {
            tracing::warn!(
                "IDirect3DDevice9::Reset: to {wanted:?} from {current:?}: ninth-d3d9 cannot recreate a device's back buffer (no Device::reset)"
            );
            return D3DERR_INVALIDCALL;
        }
        *super::lock(&device.data.present) = p;
        // SAFETY: checked non-null above.
        unsafe { params.write(p) };
        S_OK
    })
}
