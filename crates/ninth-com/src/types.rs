//! The plain C structs of `d3d9types.h` and `windef.h` that several interfaces share, laid
//! out as the Windows ABI defines them (`#[repr(C)]`, Windows type sizes: `BOOL` is `i32`,
//! `DWORD`/`UINT` are `u32`, handles are pointers).

use std::ffi::c_void;

use crate::com::Guid;

/// `RECT`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Rect {
    /// Left edge.
    pub left: i32,
    /// Top edge.
    pub top: i32,
    /// Right edge (exclusive).
    pub right: i32,
    /// Bottom edge (exclusive).
    pub bottom: i32,
}

/// `POINT`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Point {
    /// X.
    pub x: i32,
    /// Y.
    pub y: i32,
}

/// `D3DRECT` (`Clear`'s rectangles).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct D3dRect {
    /// Left edge.
    pub x1: i32,
    /// Top edge.
    pub y1: i32,
    /// Right edge (exclusive).
    pub x2: i32,
    /// Bottom edge (exclusive).
    pub y2: i32,
}

/// `D3DBOX`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct D3dBox {
    /// Left edge.
    pub left: u32,
    /// Top edge.
    pub top: u32,
    /// Right edge (exclusive).
    pub right: u32,
    /// Bottom edge (exclusive).
    pub bottom: u32,
    /// Front slice.
    pub front: u32,
    /// Back slice (exclusive).
    pub back: u32,
}

/// `D3DPRESENTFLAG_DISCARD_DEPTHSTENCIL`: the depth-stencil buffer's contents are undefined
/// after `Present`.
pub const D3DPRESENTFLAG_DISCARD_DEPTHSTENCIL: u32 = 0x2;

/// `D3DPRESENT_PARAMETERS`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct PresentParameters {
    /// `BackBufferWidth` (0 in windowed mode: the window's client width).
    pub back_buffer_width: u32,
    /// `BackBufferHeight`.
    pub back_buffer_height: u32,
    /// `BackBufferFormat` (`D3DFMT_UNKNOWN` in windowed mode: the display's).
    pub back_buffer_format: u32,
    /// `BackBufferCount`.
    pub back_buffer_count: u32,
    /// `MultiSampleType`.
    pub multi_sample_type: u32,
    /// `MultiSampleQuality`.
    pub multi_sample_quality: u32,
    /// `SwapEffect`.
    pub swap_effect: u32,
    /// `hDeviceWindow`.
    pub device_window: *mut c_void,
    /// `Windowed`.
    pub windowed: i32,
    /// `EnableAutoDepthStencil`.
    pub enable_auto_depth_stencil: i32,
    /// `AutoDepthStencilFormat`.
    pub auto_depth_stencil_format: u32,
    /// `Flags` (`D3DPRESENTFLAG_*`).
    pub flags: u32,
    /// `FullScreen_RefreshRateInHz`.
    pub full_screen_refresh_rate_in_hz: u32,
    /// `PresentationInterval`.
    pub presentation_interval: u32,
}

/// `D3DDEVICE_CREATION_PARAMETERS`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct CreationParameters {
    /// `AdapterOrdinal`.
    pub adapter_ordinal: u32,
    /// `DeviceType` (`D3DDEVTYPE_HAL` = 1).
    pub device_type: u32,
    /// `hFocusWindow`.
    pub focus_window: *mut c_void,
    /// `BehaviorFlags` (`D3DCREATE_*`).
    pub behavior_flags: u32,
}

/// `D3DDISPLAYMODE`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DisplayMode {
    /// Width.
    pub width: u32,
    /// Height.
    pub height: u32,
    /// Refresh rate in Hz (0: default).
    pub refresh_rate: u32,
    /// `D3DFORMAT`.
    pub format: u32,
}

/// `D3DADAPTER_IDENTIFIER9`.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct AdapterIdentifier {
    /// `Driver` (NUL-terminated).
    pub driver: [u8; 512],
    /// `Description` (NUL-terminated).
    pub description: [u8; 512],
    /// `DeviceName` (NUL-terminated, `\\.\DISPLAY1`).
    pub device_name: [u8; 32],
    /// `DriverVersion` (`LARGE_INTEGER`).
    pub driver_version: i64,
    /// `VendorId`.
    pub vendor_id: u32,
    /// `DeviceId`.
    pub device_id: u32,
    /// `SubSysId`.
    pub sub_sys_id: u32,
    /// `Revision`.
    pub revision: u32,
    /// `DeviceIdentifier`.
    pub device_identifier: Guid,
    /// `WHQLLevel`.
    pub whql_level: u32,
}

/// Copies `text` into a fixed C string buffer, truncated and NUL-terminated.
pub fn c_string<const N: usize>(text: &str) -> [u8; N] {
    let mut out = [0u8; N];
    let n = text.len().min(N.saturating_sub(1));
    out[..n].copy_from_slice(&text.as_bytes()[..n]);
    out
}
