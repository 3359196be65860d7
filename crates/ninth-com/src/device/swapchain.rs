//! `IDirect3DDevice9`: The device itself: cooperative level, caps, display mode, swap chains, Present, Reset, gamma, cursor, queries.

use std::ffi::c_void;

use super::Device9;
use crate::com::{HRESULT, unsupported, unsupported_value};

/// `IDirect3DDevice9::TestCooperativeLevel()`.
pub(crate) unsafe extern "system" fn test_cooperative_level(_this: *mut Device9) -> HRESULT {
    unsupported("IDirect3DDevice9::TestCooperativeLevel")
}

/// `IDirect3DDevice9::GetAvailableTextureMem()`.
pub(crate) unsafe extern "system" fn get_available_texture_mem(_this: *mut Device9) -> u32 {
    unsupported_value("IDirect3DDevice9::GetAvailableTextureMem", 0)
}

/// `IDirect3DDevice9::EvictManagedResources()`.
pub(crate) unsafe extern "system" fn evict_managed_resources(_this: *mut Device9) -> HRESULT {
    unsupported("IDirect3DDevice9::EvictManagedResources")
}

/// `IDirect3DDevice9::GetDirect3D(IDirect3D9 * * pp_d3_d9)`.
pub(crate) unsafe extern "system" fn get_direct3_d(
    _this: *mut Device9,
    _pp_d3_d9: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetDirect3D")
}

/// `IDirect3DDevice9::GetDeviceCaps(D3DCAPS9 * p_caps)`.
pub(crate) unsafe extern "system" fn get_device_caps(
    _this: *mut Device9,
    _p_caps: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetDeviceCaps")
}

/// `IDirect3DDevice9::GetDisplayMode(UINT i_swap_chain, D3DDISPLAYMODE * p_mode)`.
pub(crate) unsafe extern "system" fn get_display_mode(
    _this: *mut Device9,
    _i_swap_chain: u32,
    _p_mode: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetDisplayMode")
}

/// `IDirect3DDevice9::GetCreationParameters(D3DDEVICE_CREATION_PARAMETERS * p_parameters)`.
pub(crate) unsafe extern "system" fn get_creation_parameters(
    this: *mut Device9,
    p_parameters: *mut c_void,
) -> HRESULT {
    crate::com::guard("IDirect3DDevice9::GetCreationParameters", || {
        // SAFETY: COM's contract: `this` is live.
        let Some(object) = (unsafe { Device9::get(this) }) else {
            return crate::com::D3DERR_INVALIDCALL;
        };
        // SAFETY: the caller passes a writable D3DDEVICE_CREATION_PARAMETERS or null.
        unsafe {
            crate::com::write_out(
                p_parameters.cast::<crate::types::CreationParameters>(),
                object.data.creation,
            )
        }
    })
}

/// `IDirect3DDevice9::SetCursorProperties(UINT xhot_spot, UINT yhot_spot, IDirect3DSurface9 * p_cursor_bitmap)`.
pub(crate) unsafe extern "system" fn set_cursor_properties(
    _this: *mut Device9,
    _xhot_spot: u32,
    _yhot_spot: u32,
    _p_cursor_bitmap: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::SetCursorProperties")
}

/// `IDirect3DDevice9::SetCursorPosition(int x, int y, DWORD flags)`.
pub(crate) unsafe extern "system" fn set_cursor_position(
    _this: *mut Device9,
    _x: i32,
    _y: i32,
    _flags: u32,
) {
    tracing::warn!("IDirect3DDevice9::SetCursorPosition: not supported by ninth");
}

/// `IDirect3DDevice9::ShowCursor(WINBOOL b_show)`.
pub(crate) unsafe extern "system" fn show_cursor(_this: *mut Device9, _b_show: i32) -> i32 {
    unsupported_value("IDirect3DDevice9::ShowCursor", 0)
}

/// `IDirect3DDevice9::CreateAdditionalSwapChain(D3DPRESENT_PARAMETERS * p_presentation_parameters, IDirect3DSwapChain9 * * p_swap_chain)`.
pub(crate) unsafe extern "system" fn create_additional_swap_chain(
    _this: *mut Device9,
    _p_presentation_parameters: *mut c_void,
    _p_swap_chain: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::CreateAdditionalSwapChain")
}

/// `IDirect3DDevice9::GetSwapChain(UINT i_swap_chain, IDirect3DSwapChain9 * * p_swap_chain)`.
pub(crate) unsafe extern "system" fn get_swap_chain(
    _this: *mut Device9,
    _i_swap_chain: u32,
    _p_swap_chain: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetSwapChain")
}

/// `IDirect3DDevice9::GetNumberOfSwapChains()`.
pub(crate) unsafe extern "system" fn get_number_of_swap_chains(_this: *mut Device9) -> u32 {
    unsupported_value("IDirect3DDevice9::GetNumberOfSwapChains", 0)
}

/// `IDirect3DDevice9::Reset(D3DPRESENT_PARAMETERS * p_presentation_parameters)`.
pub(crate) unsafe extern "system" fn reset(
    _this: *mut Device9,
    _p_presentation_parameters: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::Reset")
}

/// `IDirect3DDevice9::Present(const RECT * src_rect, const RECT * dst_rect, HWND dst_window_override, const RGNDATA * dirty_region)`.
pub(crate) unsafe extern "system" fn present(
    _this: *mut Device9,
    _src_rect: *const c_void,
    _dst_rect: *const c_void,
    _dst_window_override: *mut c_void,
    _dirty_region: *const c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::Present")
}

/// `IDirect3DDevice9::GetRasterStatus(UINT i_swap_chain, D3DRASTER_STATUS * p_raster_status)`.
pub(crate) unsafe extern "system" fn get_raster_status(
    _this: *mut Device9,
    _i_swap_chain: u32,
    _p_raster_status: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetRasterStatus")
}

/// `IDirect3DDevice9::SetDialogBoxMode(WINBOOL b_enable_dialogs)`.
pub(crate) unsafe extern "system" fn set_dialog_box_mode(
    _this: *mut Device9,
    _b_enable_dialogs: i32,
) -> HRESULT {
    unsupported("IDirect3DDevice9::SetDialogBoxMode")
}

/// `IDirect3DDevice9::SetGammaRamp(UINT swapchain_idx, DWORD flags, const D3DGAMMARAMP * ramp)`.
pub(crate) unsafe extern "system" fn set_gamma_ramp(
    _this: *mut Device9,
    _swapchain_idx: u32,
    _flags: u32,
    _ramp: *const c_void,
) {
    tracing::warn!("IDirect3DDevice9::SetGammaRamp: not supported by ninth");
}

/// `IDirect3DDevice9::GetGammaRamp(UINT i_swap_chain, D3DGAMMARAMP * p_ramp)`.
pub(crate) unsafe extern "system" fn get_gamma_ramp(
    _this: *mut Device9,
    _i_swap_chain: u32,
    _p_ramp: *mut c_void,
) {
    tracing::warn!("IDirect3DDevice9::GetGammaRamp: not supported by ninth");
}

/// `IDirect3DDevice9::CreateQuery(D3DQUERYTYPE type_, IDirect3DQuery9 * * pp_query)`.
pub(crate) unsafe extern "system" fn create_query(
    _this: *mut Device9,
    _type_: u32,
    _pp_query: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::CreateQuery")
}
