//! `IDirect3D9`: the object `Direct3DCreate9` returns. One adapter, the one wgpu chooses
//! (`NINTH_*` environment settings, `ninth_render::Config::from_env`); `CreateDevice` makes a
//! renderer on it and a device that owns the renderer.

use std::ffi::c_void;
use std::sync::OnceLock;

use ninth_d3d9::{Device, DeviceParams};

use crate::com::{
    D3DERR_INVALIDCALL, D3DERR_NOTAVAILABLE, E_NOINTERFACE, Guid, HRESULT, IID_IUNKNOWN, Object,
    S_OK, guard, guard_value, unsupported,
};
use crate::guids::IID_IDIRECT3D9;
use crate::types::{
    AdapterIdentifier, CreationParameters, DisplayMode, PresentParameters, c_string,
};

/// `D3D_SDK_VERSION` of the D3D9 headers (32; programs built with debug headers pass
/// `0x80000000 | 32`).
pub const D3D_SDK_VERSION: u32 = 32;
/// `D3DFMT_X8R8G8B8`.
const D3DFMT_X8R8G8B8: u32 = 22;
/// `D3DFMT_A8R8G8B8`.
const D3DFMT_A8R8G8B8: u32 = 21;
/// `D3DDEVTYPE_HAL`.
const D3DDEVTYPE_HAL: u32 = 1;
/// Back-buffer size of a windowed device created with a width or height of 0 and no window
/// ninth can measure.
const DEFAULT_SIZE: (u32, u32) = (640, 480);

/// `IDirect3D9Vtbl`, in `d3d9.h`'s order.
#[repr(C)]
#[allow(missing_docs)]
pub struct IDirect3D9Vtbl {
    pub query_interface:
        unsafe extern "system" fn(*mut Direct3D9, *const Guid, *mut c_void) -> HRESULT,
    pub add_ref: unsafe extern "system" fn(*mut Direct3D9) -> u32,
    pub release: unsafe extern "system" fn(*mut Direct3D9) -> u32,
    pub register_software_device: unsafe extern "system" fn(*mut Direct3D9, *mut c_void) -> HRESULT,
    pub get_adapter_count: unsafe extern "system" fn(*mut Direct3D9) -> u32,
    pub get_adapter_identifier:
        unsafe extern "system" fn(*mut Direct3D9, u32, u32, *mut AdapterIdentifier) -> HRESULT,
    pub get_adapter_mode_count: unsafe extern "system" fn(*mut Direct3D9, u32, u32) -> u32,
    pub enum_adapter_modes:
        unsafe extern "system" fn(*mut Direct3D9, u32, u32, u32, *mut DisplayMode) -> HRESULT,
    pub get_adapter_display_mode:
        unsafe extern "system" fn(*mut Direct3D9, u32, *mut DisplayMode) -> HRESULT,
    pub check_device_type:
        unsafe extern "system" fn(*mut Direct3D9, u32, u32, u32, u32, i32) -> HRESULT,
    pub check_device_format:
        unsafe extern "system" fn(*mut Direct3D9, u32, u32, u32, u32, u32, u32) -> HRESULT,
    pub check_device_multi_sample_type:
        unsafe extern "system" fn(*mut Direct3D9, u32, u32, u32, i32, u32, *mut u32) -> HRESULT,
    pub check_depth_stencil_match:
        unsafe extern "system" fn(*mut Direct3D9, u32, u32, u32, u32, u32) -> HRESULT,
    pub check_device_format_conversion:
        unsafe extern "system" fn(*mut Direct3D9, u32, u32, u32, u32) -> HRESULT,
    pub get_device_caps:
        unsafe extern "system" fn(*mut Direct3D9, u32, u32, *mut c_void) -> HRESULT,
    pub get_adapter_monitor: unsafe extern "system" fn(*mut Direct3D9, u32) -> *mut c_void,
    pub create_device: unsafe extern "system" fn(
        *mut Direct3D9,
        u32,
        u32,
        *mut c_void,
        u32,
        *mut PresentParameters,
        *mut *mut crate::device::Device9,
    ) -> HRESULT,
}

/// An `IDirect3D9` object.
pub type Direct3D9 = Object<IDirect3D9Vtbl, Direct3DData>;

/// What an `IDirect3D9` holds: the SDK version it was created with.
pub struct Direct3DData {
    /// The `SDKVersion` argument of `Direct3DCreate9`.
    pub sdk_version: u32,
}

static VTBL: IDirect3D9Vtbl = IDirect3D9Vtbl {
    query_interface,
    add_ref,
    release,
    register_software_device,
    get_adapter_count,
    get_adapter_identifier,
    get_adapter_mode_count,
    enum_adapter_modes,
    get_adapter_display_mode,
    check_device_type,
    check_device_format,
    check_device_multi_sample_type,
    check_depth_stencil_match,
    check_device_format_conversion,
    get_device_caps,
    get_adapter_monitor,
    create_device,
};

/// `Direct3DCreate9`: a new `IDirect3D9`, or null for an SDK version other than 32.
pub fn direct3d_create9(sdk_version: u32) -> *mut Direct3D9 {
    if sdk_version & 0x7fff_ffff != D3D_SDK_VERSION {
        tracing::warn!("Direct3DCreate9: SDK version {sdk_version:#x}, want {D3D_SDK_VERSION}");
        return std::ptr::null_mut();
    }
    Direct3D9::create(&VTBL, Direct3DData { sdk_version })
}

/// What the adapter is, from a renderer made once per process (cached).
fn adapter_info() -> Option<&'static ninth_render::DeviceInfo> {
    static INFO: OnceLock<Option<ninth_render::DeviceInfo>> = OnceLock::new();
    INFO.get_or_init(|| {
        ninth_render::Renderer::from_env()
            .map(|r| r.info().clone())
            .map_err(|e| tracing::warn!("IDirect3D9: no adapter: {e}"))
            .ok()
    })
    .as_ref()
}

unsafe extern "system" fn query_interface(
    this: *mut Direct3D9,
    riid: *const Guid,
    out: *mut c_void,
) -> HRESULT {
    guard("IDirect3D9::QueryInterface", || {
        let out = out.cast::<*mut c_void>();
        if out.is_null() || riid.is_null() {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: checked non-null; COM's contract makes `riid` a readable GUID.
        let iid = unsafe { *riid };
        // SAFETY: COM's contract: `this` is live.
        let Some(object) = (unsafe { Direct3D9::get(this) }) else {
            return D3DERR_INVALIDCALL;
        };
        if iid == IID_IUNKNOWN || iid == IID_IDIRECT3D9 {
            object.add_ref();
            // SAFETY: checked non-null; the caller passes a writable `void**`.
            unsafe { out.write(Direct3D9::as_void(this)) };
            S_OK
        } else {
            // SAFETY: as above.
            unsafe { out.write(std::ptr::null_mut()) };
            E_NOINTERFACE
        }
    })
}

unsafe extern "system" fn add_ref(this: *mut Direct3D9) -> u32 {
    guard_value("IDirect3D9::AddRef", 0, || {
        // SAFETY: COM's contract: `this` is live.
        unsafe { Direct3D9::get(this) }.map_or(0, |o| o.add_ref())
    })
}

unsafe extern "system" fn release(this: *mut Direct3D9) -> u32 {
    guard_value("IDirect3D9::Release", 0, || {
        // SAFETY: COM's contract: `this` is live and the caller gives up one reference.
        unsafe { Direct3D9::release(this) }
    })
}

unsafe extern "system" fn register_software_device(
    _this: *mut Direct3D9,
    _init: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3D9::RegisterSoftwareDevice")
}

unsafe extern "system" fn get_adapter_count(_this: *mut Direct3D9) -> u32 {
    guard_value("IDirect3D9::GetAdapterCount", 0, || {
        u32::from(adapter_info().is_some())
    })
}

unsafe extern "system" fn get_adapter_identifier(
    _this: *mut Direct3D9,
    adapter: u32,
    _flags: u32,
    out: *mut AdapterIdentifier,
) -> HRESULT {
    guard("IDirect3D9::GetAdapterIdentifier", || {
        let (Some(info), 0, false) = (adapter_info(), adapter, out.is_null()) else {
            return D3DERR_INVALIDCALL;
        };
        let id = AdapterIdentifier {
            driver: c_string(&format!("ninth ({:?}: {})", info.backend, info.driver)),
            description: c_string(&info.adapter_name),
            device_name: c_string("\\\\.\\DISPLAY1"),
            driver_version: 0,
            vendor_id: 0,
            device_id: 0,
            sub_sys_id: 0,
            revision: 0,
            device_identifier: Guid::new(0x6e69_6e74, 0x6844, 0x3344, *b"9ninth\0\0"),
            whql_level: 0,
        };
        // SAFETY: checked non-null; the caller passes a writable D3DADAPTER_IDENTIFIER9.
        unsafe { out.write(id) };
        S_OK
    })
}

unsafe extern "system" fn get_adapter_mode_count(
    _this: *mut Direct3D9,
    _adapter: u32,
    _format: u32,
) -> u32 {
    0
}

unsafe extern "system" fn enum_adapter_modes(
    _this: *mut Direct3D9,
    _adapter: u32,
    _format: u32,
    _mode: u32,
    _out: *mut DisplayMode,
) -> HRESULT {
    unsupported("IDirect3D9::EnumAdapterModes")
}

unsafe extern "system" fn get_adapter_display_mode(
    _this: *mut Direct3D9,
    _adapter: u32,
    _out: *mut DisplayMode,
) -> HRESULT {
    unsupported("IDirect3D9::GetAdapterDisplayMode")
}

unsafe extern "system" fn check_device_type(
    _this: *mut Direct3D9,
    _adapter: u32,
    _device_type: u32,
    _adapter_format: u32,
    _back_buffer_format: u32,
    _windowed: i32,
) -> HRESULT {
    unsupported("IDirect3D9::CheckDeviceType")
}

unsafe extern "system" fn check_device_format(
    _this: *mut Direct3D9,
    _adapter: u32,
    _device_type: u32,
    _adapter_format: u32,
    _usage: u32,
    _resource_type: u32,
    _check_format: u32,
) -> HRESULT {
    unsupported("IDirect3D9::CheckDeviceFormat")
}

unsafe extern "system" fn check_device_multi_sample_type(
    _this: *mut Direct3D9,
    _adapter: u32,
    _device_type: u32,
    _surface_format: u32,
    _windowed: i32,
    _multi_sample_type: u32,
    _quality_levels: *mut u32,
) -> HRESULT {
    unsupported("IDirect3D9::CheckDeviceMultiSampleType")
}

unsafe extern "system" fn check_depth_stencil_match(
    _this: *mut Direct3D9,
    _adapter: u32,
    _device_type: u32,
    _adapter_format: u32,
    _render_target_format: u32,
    _depth_stencil_format: u32,
) -> HRESULT {
    unsupported("IDirect3D9::CheckDepthStencilMatch")
}

unsafe extern "system" fn check_device_format_conversion(
    _this: *mut Direct3D9,
    _adapter: u32,
    _device_type: u32,
    _source_format: u32,
    _target_format: u32,
) -> HRESULT {
    unsupported("IDirect3D9::CheckDeviceFormatConversion")
}

unsafe extern "system" fn get_device_caps(
    _this: *mut Direct3D9,
    _adapter: u32,
    _device_type: u32,
    _caps: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3D9::GetDeviceCaps")
}

unsafe extern "system" fn get_adapter_monitor(_this: *mut Direct3D9, _adapter: u32) -> *mut c_void {
    std::ptr::null_mut()
}

/// `CreateDevice`: adapter 0, `D3DDEVTYPE_HAL`; a renderer on the process's adapter and a
/// device owning it with the presentation parameters' back buffer and automatic depth
/// buffer. The parameters are written back with the values used (D3D9 fills in a width or
/// height of 0 and `D3DFMT_UNKNOWN`).
unsafe extern "system" fn create_device(
    this: *mut Direct3D9,
    adapter: u32,
    device_type: u32,
    focus_window: *mut c_void,
    behavior_flags: u32,
    params: *mut PresentParameters,
    out: *mut *mut crate::device::Device9,
) -> HRESULT {
    guard("IDirect3D9::CreateDevice", || {
        if out.is_null() || params.is_null() {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: checked non-null; the caller passes a writable `IDirect3DDevice9**`.
        unsafe { out.write(std::ptr::null_mut()) };
        if adapter != 0 || device_type != D3DDEVTYPE_HAL {
            tracing::warn!(
                "IDirect3D9::CreateDevice: adapter {adapter}, device type {device_type}: only adapter 0, D3DDEVTYPE_HAL"
            );
            return D3DERR_NOTAVAILABLE;
        }
        // SAFETY: checked non-null; COM's contract makes it a D3DPRESENT_PARAMETERS.
        let mut p = unsafe { *params };
        if p.back_buffer_width == 0 || p.back_buffer_height == 0 {
            (p.back_buffer_width, p.back_buffer_height) = DEFAULT_SIZE;
        }
        if p.back_buffer_format == 0 {
            p.back_buffer_format = D3DFMT_X8R8G8B8;
        }
        if !matches!(p.back_buffer_format, D3DFMT_X8R8G8B8 | D3DFMT_A8R8G8B8) {
            tracing::warn!(
                "IDirect3D9::CreateDevice: back buffer format {}",
                p.back_buffer_format
            );
            return D3DERR_NOTAVAILABLE;
        }
        let device_params = DeviceParams {
            width: p.back_buffer_width,
            height: p.back_buffer_height,
            backbuffer_format: p.back_buffer_format,
            depth_format: (p.enable_auto_depth_stencil != 0).then_some(p.auto_depth_stencil_format),
            multisample: p.multi_sample_type,
        };
        let renderer = match ninth_render::Renderer::from_env() {
            Ok(r) => r,
            Err(e) => {
                tracing::warn!("IDirect3D9::CreateDevice: {e}");
                return D3DERR_NOTAVAILABLE;
            }
        };
        let device = match Device::with_renderer(renderer, device_params) {
            Ok(d) => d,
            Err(e) => return crate::com::hresult("IDirect3D9::CreateDevice", &e),
        };
        let creation = CreationParameters {
            adapter_ordinal: adapter,
            device_type,
            focus_window,
            behavior_flags,
        };
        // SAFETY: checked non-null above.
        unsafe { params.write(p) };
        let device = crate::device::create(this, device, creation, p);
        // SAFETY: checked non-null above.
        unsafe { out.write(device) };
        S_OK
    })
}
