//! `IDirect3D9`: the object `Direct3DCreate9` returns. One adapter, the one wgpu chooses
//! (`NINTH_*` environment settings, `ninth_render::Config::from_env`); `CreateDevice` makes a
//! renderer on it and a device that owns the renderer.

use std::ffi::c_void;
use std::sync::OnceLock;

use ninth_d3d9::{Device, DeviceParams};

use crate::caps::{self, AdapterLimits, D3dCaps9};
use crate::com::{
    D3DERR_INVALIDCALL, D3DERR_NOTAVAILABLE, Guid, HRESULT, Object, S_OK, guard, guard_value,
    unsupported, write_out,
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

/// What the adapter is and the limits of the device ninth makes on it, from a renderer made
/// once per process (cached).
fn adapter() -> Option<&'static (ninth_render::DeviceInfo, AdapterLimits)> {
    static ADAPTER: OnceLock<Option<(ninth_render::DeviceInfo, AdapterLimits)>> = OnceLock::new();
    ADAPTER
        .get_or_init(|| {
            ninth_render::Renderer::from_env()
                .map(|r| {
                    let limits = r.wgpu_device().limits();
                    let limits = AdapterLimits {
                        max_texture_2d: limits.max_texture_dimension_2d,
                        max_texture_3d: limits.max_texture_dimension_3d,
                    };
                    (r.info().clone(), limits)
                })
                .map_err(|e| tracing::warn!("IDirect3D9: no adapter: {e}"))
                .ok()
        })
        .as_ref()
}

fn adapter_info() -> Option<&'static ninth_render::DeviceInfo> {
    adapter().map(|(info, _)| info)
}

/// The limits the caps are made from: the adapter's, or WebGPU's guaranteed ones where no
/// adapter answers.
pub fn adapter_limits() -> AdapterLimits {
    adapter().map_or(AdapterLimits::DEFAULT, |(_, limits)| *limits)
}

unsafe extern "system" fn query_interface(
    this: *mut Direct3D9,
    riid: *const Guid,
    out: *mut c_void,
) -> HRESULT {
    guard("IDirect3D9::QueryInterface", || {
        // SAFETY: COM's contract for the three pointers.
        unsafe {
            crate::com::query_interface(
                this,
                riid,
                out,
                |_, iid| *iid == IID_IDIRECT3D9,
                |o| o.add_ref(),
            )
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

/// The display modes adapter 0 lists for `D3DFMT_X8R8G8B8`, ascending. ninth draws into
/// windows it is given and never changes the display mode (a "fullscreen" device is a
/// window-sized back buffer), so there is no window system's mode list to report: these are
/// the common desktop sizes up to 1920x1080 at 60 Hz, the largest being what
/// `GetAdapterDisplayMode` reports as the desktop. Only X8R8G8B8 has modes: it is the one
/// display format `CheckDeviceType` accepts (ninth's back buffers are BGRA8, so a 16-bit
/// display format would promise back buffers ninth cannot make).
pub const DISPLAY_MODES: [(u32, u32); 11] = [
    (640, 480),
    (800, 600),
    (1024, 768),
    (1280, 720),
    (1280, 800),
    (1280, 1024),
    (1366, 768),
    (1440, 900),
    (1600, 900),
    (1680, 1050),
    (1920, 1080),
];
/// The refresh rate of every listed mode.
pub const REFRESH_RATE: u32 = 60;

/// The display mode `GetAdapterDisplayMode` and `IDirect3DDevice9::GetDisplayMode` report.
pub fn desktop_mode() -> DisplayMode {
    let (width, height) = DISPLAY_MODES[DISPLAY_MODES.len() - 1];
    DisplayMode {
        width,
        height,
        refresh_rate: REFRESH_RATE,
        format: D3DFMT_X8R8G8B8,
    }
}

/// `D3DOK_NOAUTOGEN`: a success code of `CheckDeviceFormat` with `D3DUSAGE_AUTOGENMIPMAP`
/// for a format whose mipmaps are not generated.
pub const D3DOK_NOAUTOGEN: HRESULT = 0x0876_086f;

/// `D3DFORMAT`s and usages `CheckDeviceFormat` and friends read.
mod fmt {
    pub const A8R8G8B8: u32 = 21;
    pub const X8R8G8B8: u32 = 22;
    pub const D16_LOCKABLE: u32 = 70;
    pub const D32: u32 = 71;
    pub const D15S1: u32 = 73;
    pub const D24S8: u32 = 75;
    pub const D24X8: u32 = 77;
    pub const D24X4S4: u32 = 79;
    pub const D16: u32 = 80;
    pub const D24FS8: u32 = 83;
    pub const VERTEXDATA: u32 = 100;
    pub const INDEX16: u32 = 101;
    pub const INDEX32: u32 = 102;
    /// Formats held as something other than 8-bit unorm (no sRGB view): 10-bit, signed,
    /// 16-bit and float formats.
    pub const NO_SRGB: [u32; 15] = [
        31, 35, 60, 62, 63, 64, 81, 34, 36, 111, 112, 113, 114, 115, 116,
    ];
    /// The bump-map formats (`D3DUSAGE_QUERY_LEGACYBUMPMAP`).
    pub const BUMP: [u32; 4] = [60, 62, 63, 64];
}

mod usage {
    pub const RENDERTARGET: u32 = 0x1;
    pub const DEPTHSTENCIL: u32 = 0x2;
    pub const AUTOGENMIPMAP: u32 = 0x400;
    pub const DMAP: u32 = 0x4000;
    pub const QUERY_LEGACYBUMPMAP: u32 = 0x8000;
    pub const QUERY_SRGBREAD: u32 = 0x1_0000;
    pub const QUERY_FILTER: u32 = 0x2_0000;
    pub const QUERY_SRGBWRITE: u32 = 0x4_0000;
    pub const QUERY_POSTPIXELSHADER_BLENDING: u32 = 0x8_0000;
    pub const QUERY_VERTEXTEXTURE: u32 = 0x10_0000;
    pub const QUERY_WRAPANDMIP: u32 = 0x20_0000;
}

/// `D3DRESOURCETYPE`.
mod rtype {
    pub const SURFACE: u32 = 1;
    pub const VOLUME: u32 = 2;
    pub const TEXTURE: u32 = 3;
    pub const VOLUMETEXTURE: u32 = 4;
    pub const CUBETEXTURE: u32 = 5;
    pub const VERTEXBUFFER: u32 = 6;
    pub const INDEXBUFFER: u32 = 7;
}

/// Render-target formats: the renderer's targets are BGRA8 (ninth-d3d9's
/// `check_target_format`).
pub fn is_target_format(format: u32) -> bool {
    matches!(format, fmt::A8R8G8B8 | fmt::X8R8G8B8)
}

/// Depth-stencil formats ninth-d3d9 accepts (`check_depth_format`; each is held in the
/// renderer's one depth-stencil format, D32FS8 or D24S8).
pub fn is_depth_format(format: u32) -> bool {
    matches!(
        format,
        fmt::D16
            | fmt::D16_LOCKABLE
            | fmt::D24S8
            | fmt::D24X8
            | fmt::D32
            | fmt::D24FS8
            | fmt::D15S1
            | fmt::D24X4S4
    )
}

/// Formats a D3DUSAGE_DEPTHSTENCIL texture can have (ninth-d3d9's `create_texture`).
pub fn is_depth_texture_format(format: u32) -> bool {
    ninth_d3d9::depth_texture_sampling(format).is_some()
}

/// Formats a texture can have: ninth-d3d9 lays them out (ninth-scene's `format_layout`)
/// and the renderer samples them (`ninth_render::TextureFormat`), or ninth-d3d9 expands
/// them through the current palette (P8, A8P8).
pub fn is_texture_format(format: u32) -> bool {
    (ninth_render::TextureFormat::from_d3d(format).is_ok() || ninth_d3d9::is_paletted(format))
        && ninth_scene::format::format_layout(format).is_some()
}

/// `CheckDeviceFormat`'s answer for adapter 0, `D3DDEVTYPE_HAL`, display format X8R8G8B8.
pub fn check_format(usage: u32, resource_type: u32, format: u32) -> HRESULT {
    let queries = usage
        & (usage::QUERY_LEGACYBUMPMAP
            | usage::QUERY_SRGBREAD
            | usage::QUERY_FILTER
            | usage::QUERY_SRGBWRITE
            | usage::QUERY_POSTPIXELSHADER_BLENDING
            | usage::QUERY_VERTEXTEXTURE
            | usage::QUERY_WRAPANDMIP);
    let supported = match resource_type {
        rtype::VERTEXBUFFER => format == fmt::VERTEXDATA,
        rtype::INDEXBUFFER => matches!(format, fmt::INDEX16 | fmt::INDEX32),
        _ if usage & usage::DMAP != 0 => false,
        rtype::SURFACE if usage & usage::DEPTHSTENCIL != 0 => is_depth_format(format),
        // Depth textures: shadow maps (D16, D24S8, D24X8) and depth reads (INTZ), 2D only.
        rtype::TEXTURE if usage & usage::DEPTHSTENCIL != 0 => is_depth_texture_format(format),
        _ if usage & usage::DEPTHSTENCIL != 0 => false,
        // NULL: a render target that keeps no colour (depth-only passes), surfaces only.
        rtype::SURFACE
            if usage & usage::RENDERTARGET != 0 && format == ninth_d3d9::consts::fmt::NULL =>
        {
            true
        }
        rtype::SURFACE | rtype::TEXTURE if usage & usage::RENDERTARGET != 0 => {
            is_target_format(format)
        }
        // Cube and volume render-target textures are not done by ninth-d3d9.
        _ if usage & usage::RENDERTARGET != 0 => false,
        rtype::SURFACE
        | rtype::TEXTURE
        | rtype::CUBETEXTURE
        | rtype::VOLUMETEXTURE
        | rtype::VOLUME => is_texture_format(format),
        _ => false,
    };
    if !supported {
        return D3DERR_NOTAVAILABLE;
    }
    let query_ok = |bit: u32| {
        if queries & bit == 0 {
            return true;
        }
        match bit {
            // Every stored format is filterable (32-bit floats are held as 16-bit floats
            // where the adapter cannot filter them), wraps and mipmaps, and vs_3_0 samples
            // any of them.
            usage::QUERY_FILTER | usage::QUERY_WRAPANDMIP | usage::QUERY_VERTEXTEXTURE => true,
            // D3DSAMP_SRGBTEXTURE reads through the sRGB view of 8-bit unorm storage.
            usage::QUERY_SRGBREAD => !fmt::NO_SRGB.contains(&format),
            // D3DRS_SRGBWRITEENABLE is refused by ninth-d3d9.
            usage::QUERY_SRGBWRITE => false,
            usage::QUERY_POSTPIXELSHADER_BLENDING => is_target_format(format),
            usage::QUERY_LEGACYBUMPMAP => fmt::BUMP.contains(&format),
            _ => false,
        }
    };
    let all = [
        usage::QUERY_LEGACYBUMPMAP,
        usage::QUERY_SRGBREAD,
        usage::QUERY_FILTER,
        usage::QUERY_SRGBWRITE,
        usage::QUERY_POSTPIXELSHADER_BLENDING,
        usage::QUERY_VERTEXTEXTURE,
        usage::QUERY_WRAPANDMIP,
    ];
    if !all.into_iter().all(query_ok) {
        return D3DERR_NOTAVAILABLE;
    }
    let textures = matches!(resource_type, rtype::TEXTURE | rtype::CUBETEXTURE);
    if usage & usage::AUTOGENMIPMAP != 0 {
        if !textures {
            return D3DERR_NOTAVAILABLE;
        }
        // Accepted, but sub-levels are not generated (D3DCAPS2_CANAUTOGENMIPMAP is clear).
        return D3DOK_NOAUTOGEN;
    }
    S_OK
}

/// The common checks of the `Check*` methods: adapter 0 (else `D3DERR_INVALIDCALL`), the
/// HAL device type (else `D3DERR_NOTAVAILABLE`: there is no reference or software device).
fn check_adapter(method: &'static str, adapter: u32, device_type: u32) -> Result<(), HRESULT> {
    if adapter != 0 || adapter_info().is_none() {
        tracing::warn!("{method}: adapter {adapter} does not exist");
        return Err(D3DERR_INVALIDCALL);
    }
    if device_type != D3DDEVTYPE_HAL {
        tracing::debug!("{method}: device type {device_type}: only D3DDEVTYPE_HAL");
        return Err(D3DERR_NOTAVAILABLE);
    }
    Ok(())
}

unsafe extern "system" fn get_adapter_mode_count(
    _this: *mut Direct3D9,
    adapter: u32,
    format: u32,
) -> u32 {
    guard_value("IDirect3D9::GetAdapterModeCount", 0, || {
        if adapter == 0 && format == D3DFMT_X8R8G8B8 {
            DISPLAY_MODES.len() as u32
        } else {
            0
        }
    })
}

unsafe extern "system" fn enum_adapter_modes(
    _this: *mut Direct3D9,
    adapter: u32,
    format: u32,
    mode: u32,
    out: *mut DisplayMode,
) -> HRESULT {
    guard("IDirect3D9::EnumAdapterModes", || {
        if adapter != 0 || out.is_null() {
            return D3DERR_INVALIDCALL;
        }
        if format != D3DFMT_X8R8G8B8 {
            return D3DERR_NOTAVAILABLE;
        }
        let Some(&(width, height)) = DISPLAY_MODES.get(mode as usize) else {
            return D3DERR_INVALIDCALL;
        };
        let m = DisplayMode {
            width,
            height,
            refresh_rate: REFRESH_RATE,
            format,
        };
        // SAFETY: checked non-null; the caller passes a writable D3DDISPLAYMODE.
        unsafe { write_out(out, m) }
    })
}

unsafe extern "system" fn get_adapter_display_mode(
    _this: *mut Direct3D9,
    adapter: u32,
    out: *mut DisplayMode,
) -> HRESULT {
    guard("IDirect3D9::GetAdapterDisplayMode", || {
        if adapter != 0 {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: the caller passes a writable D3DDISPLAYMODE or null (checked).
        unsafe { write_out(out, desktop_mode()) }
    })
}

/// `CheckDeviceType`: display format X8R8G8B8 with an X8R8G8B8 or A8R8G8B8 back buffer
/// (or `D3DFMT_UNKNOWN` in windowed mode: the display's), windowed or not (a fullscreen
/// device draws into a window-sized back buffer all the same).
unsafe extern "system" fn check_device_type(
    _this: *mut Direct3D9,
    adapter: u32,
    device_type: u32,
    adapter_format: u32,
    back_buffer_format: u32,
    windowed: i32,
) -> HRESULT {
    guard("IDirect3D9::CheckDeviceType", || {
        if let Err(hr) = check_adapter("IDirect3D9::CheckDeviceType", adapter, device_type) {
            return hr;
        }
        let back_buffer_ok =
            is_target_format(back_buffer_format) || (back_buffer_format == 0 && windowed != 0);
        if adapter_format == D3DFMT_X8R8G8B8 && back_buffer_ok {
            S_OK
        } else {
            D3DERR_NOTAVAILABLE
        }
    })
}

unsafe extern "system" fn check_device_format(
    _this: *mut Direct3D9,
    adapter: u32,
    device_type: u32,
    adapter_format: u32,
    usage: u32,
    resource_type: u32,
    check_format_: u32,
) -> HRESULT {
    guard("IDirect3D9::CheckDeviceFormat", || {
        if let Err(hr) = check_adapter("IDirect3D9::CheckDeviceFormat", adapter, device_type) {
            return hr;
        }
        if adapter_format != D3DFMT_X8R8G8B8 {
            return D3DERR_NOTAVAILABLE;
        }
        check_format(usage, resource_type, check_format_)
    })
}

/// `CheckDeviceMultiSampleType`: the renderer makes 1 and 4 samples per pixel (WebGPU
/// guarantees only those), so `D3DMULTISAMPLE_NONE`, `D3DMULTISAMPLE_4_SAMPLES` and
/// `D3DMULTISAMPLE_NONMASKABLE` (4 samples), each with one quality level, for render-target
/// and depth-stencil formats.
unsafe extern "system" fn check_device_multi_sample_type(
    _this: *mut Direct3D9,
    adapter: u32,
    device_type: u32,
    surface_format: u32,
    _windowed: i32,
    multi_sample_type: u32,
    quality_levels: *mut u32,
) -> HRESULT {
    guard("IDirect3D9::CheckDeviceMultiSampleType", || {
        let method = "IDirect3D9::CheckDeviceMultiSampleType";
        if let Err(hr) = check_adapter(method, adapter, device_type) {
            return hr;
        }
        if multi_sample_type > 16 {
            return D3DERR_INVALIDCALL;
        }
        let format_ok = is_target_format(surface_format) || is_depth_format(surface_format);
        if !format_ok || !matches!(multi_sample_type, 0 | 1 | 4) {
            return D3DERR_NOTAVAILABLE;
        }
        if !quality_levels.is_null() {
            // SAFETY: checked non-null; the caller passes a writable DWORD.
            unsafe { quality_levels.write(1) };
        }
        S_OK
    })
}

/// `CheckDepthStencilMatch`: every depth format goes with every render-target format (the
/// renderer holds them all in one depth-stencil format).
unsafe extern "system" fn check_depth_stencil_match(
    _this: *mut Direct3D9,
    adapter: u32,
    device_type: u32,
    adapter_format: u32,
    render_target_format: u32,
    depth_stencil_format: u32,
) -> HRESULT {
    guard("IDirect3D9::CheckDepthStencilMatch", || {
        let method = "IDirect3D9::CheckDepthStencilMatch";
        if let Err(hr) = check_adapter(method, adapter, device_type) {
            return hr;
        }
        if adapter_format == D3DFMT_X8R8G8B8
            && (is_target_format(render_target_format)
                || render_target_format == ninth_d3d9::consts::fmt::NULL)
            && (is_depth_format(depth_stencil_format)
                || is_depth_texture_format(depth_stencil_format))
        {
            S_OK
        } else {
            D3DERR_NOTAVAILABLE
        }
    })
}

/// `CheckDeviceFormatConversion`: the `StretchRect` conversions ninth-d3d9 does, between
/// its render-target formats (X8R8G8B8 and A8R8G8B8 either way).
unsafe extern "system" fn check_device_format_conversion(
    _this: *mut Direct3D9,
    adapter: u32,
    device_type: u32,
    source_format: u32,
    target_format: u32,
) -> HRESULT {
    guard("IDirect3D9::CheckDeviceFormatConversion", || {
        let method = "IDirect3D9::CheckDeviceFormatConversion";
        if let Err(hr) = check_adapter(method, adapter, device_type) {
            return hr;
        }
        if is_target_format(source_format) && is_target_format(target_format) {
            S_OK
        } else {
            D3DERR_NOTAVAILABLE
        }
    })
}

/// The caps of the process's adapter ([`crate::caps`]).
pub fn device_caps() -> D3dCaps9 {
    caps::caps(adapter_limits())
}

unsafe extern "system" fn get_device_caps(
    _this: *mut Direct3D9,
    adapter: u32,
    device_type: u32,
    out: *mut c_void,
) -> HRESULT {
    guard("IDirect3D9::GetDeviceCaps", || {
        if out.is_null() {
            return D3DERR_INVALIDCALL;
        }
        if let Err(hr) = check_adapter("IDirect3D9::GetDeviceCaps", adapter, device_type) {
            return hr;
        }
        // SAFETY: checked non-null; the caller passes a writable D3DCAPS9.
        unsafe { write_out(out.cast::<D3dCaps9>(), device_caps()) }
    })
}

/// `GetAdapterMonitor`: an `HMONITOR`. ninth does not enumerate monitors (on Linux there is
/// no `HMONITOR` at all), so adapter 0 answers a fixed non-null token, which programs only
/// pass back to Windows' monitor functions or compare; other adapters answer null.
unsafe extern "system" fn get_adapter_monitor(_this: *mut Direct3D9, adapter: u32) -> *mut c_void {
    guard_value(
        "IDirect3D9::GetAdapterMonitor",
        std::ptr::null_mut(),
        || {
            static MONITOR: u8 = 0;
            if adapter == 0 {
                std::ptr::addr_of!(MONITOR).cast_mut().cast()
            } else {
                std::ptr::null_mut()
            }
        },
    )
}

/// What a back-buffer width or height of 0 becomes: the client size of the device window
/// (else the focus window) where ninth can tell it ([`crate::window`]), else 640x480.
pub(crate) fn window_size(device_window: *mut c_void, focus_window: *mut c_void) -> (u32, u32) {
    let window = crate::window::present_window(std::ptr::null_mut(), device_window, focus_window);
    crate::window::resolve(window)
        .and_then(|w| w.size)
        .unwrap_or(DEFAULT_SIZE)
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
        let (width, height) = window_size(p.device_window, focus_window);
        if p.back_buffer_width == 0 {
            p.back_buffer_width = width;
        }
        if p.back_buffer_height == 0 {
            p.back_buffer_height = height;
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
        let mut device = match Device::with_renderer(renderer, device_params) {
            Ok(d) => d,
            Err(e) => return crate::com::hresult("IDirect3D9::CreateDevice", &e),
        };
        device.set_discard_depth_stencil(
            p.flags & crate::types::D3DPRESENTFLAG_DISCARD_DEPTHSTENCIL != 0,
        );
        let creation = CreationParameters {
            adapter_ordinal: adapter,
            device_type,
            focus_window,
            behavior_flags,
        };
        // SAFETY: checked non-null above.
        unsafe { params.write(p) };
        let device = crate::device::create(this, device, creation, p);
        crate::objects::swap_chain::device_created(device);
        // SAFETY: checked non-null above.
        unsafe { out.write(device) };
        S_OK
    })
}
