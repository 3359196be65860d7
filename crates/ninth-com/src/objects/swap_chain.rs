//! `IDirect3DSwapChain9` (the device's implicit swap chain 0) and the presentation state a
//! device keeps beside its ninth-d3d9 device: cursor, gamma ramp, dialog-box mode.
//!
//! The implicit swap chain object forwards to its device's methods (`Present`,
//! `GetBackBuffer`, `GetFrontBufferData`, `GetRasterStatus`, `GetDisplayMode` of swap chain
//! 0) through the device's vtable, so both paths give the same answers; `GetSwapChain(0)`
//! returns the same object while the program holds it. Additional swap chains
//! ([`additional_swap_chain`]) have a back buffer and window of their own.

use std::collections::HashMap;
use std::ffi::c_void;
use std::sync::Mutex;
use std::time::Instant;

use crate::com::{D3DERR_INVALIDCALL, Guid, HRESULT, Object, guard, guard_value, write_out};
use crate::device::{Device9, IDirect3DDevice9Vtbl};
use crate::guids::IID_IDIRECT3DSWAP_CHAIN9;
use crate::objects::additional_swap_chain::{self, Additional};
use crate::types::{PresentParameters, Rect};

/// `D3DGAMMARAMP`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GammaRamp {
    /// Red.
    pub red: [u16; 256],
    /// Green.
    pub green: [u16; 256],
    /// Blue.
    pub blue: [u16; 256],
}

impl Default for GammaRamp {
    /// The identity ramp (`i * 257`), a device's ramp before `SetGammaRamp`.
    fn default() -> Self {
        let ramp = std::array::from_fn(|i| (i as u16) * 257);
        Self {
            red: ramp,
            green: ramp,
            blue: ramp,
        }
    }
}

/// `D3DRASTER_STATUS`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RasterStatus {
    /// `InVBlank`.
    pub in_vblank: i32,
    /// `ScanLine`.
    pub scan_line: u32,
}

/// What a device remembers of presentation beyond ninth-d3d9's device. ninth draws no
/// cursor and applies no gamma ramp (both are stored and returned as set).
#[derive(Clone, Debug, Default)]
pub struct PresentState {
    /// `ShowCursor`'s state.
    pub cursor_visible: bool,
    /// `SetCursorPosition`.
    pub cursor_position: (i32, i32),
    /// `SetCursorProperties`' hot spot.
    pub cursor_hot_spot: (u32, u32),
    /// `SetGammaRamp`.
    pub gamma: GammaRamp,
    /// `SetDialogBoxMode`.
    pub dialog_box_mode: bool,
    /// Frames presented.
    pub presents: u64,
}

/// The presentation state of every device, by device address. The device object's data
/// belongs to the device module, so this lives beside it; `CreateDevice` starts each new
/// device's entry afresh ([`device_created`]), so an address reused by a later device never
/// sees an earlier one's state.
static STATES: Mutex<Option<HashMap<usize, PresentState>>> = Mutex::new(None);

/// Starts the presentation state of a device just created.
pub(crate) fn device_created(device: *mut Device9) {
    let mut states = crate::device::lock(&STATES);
    states
        .get_or_insert_with(HashMap::new)
        .insert(device as usize, PresentState::default());
}

/// Runs `f` on the presentation state of `device`.
pub(crate) fn with_present_state<R>(
    device: *mut Device9,
    f: impl FnOnce(&mut PresentState) -> R,
) -> R {
    let mut states = crate::device::lock(&STATES);
    f(states
        .get_or_insert_with(HashMap::new)
        .entry(device as usize)
        .or_default())
}

/// The raster status of a 60 Hz display of `height` visible lines (1080p timing: 45 blank
/// lines after them), from the time since the first call. There is no scanout to read; this
/// is what programs that pace themselves on `GetRasterStatus` need: a scan line that moves
/// and a vertical blank that comes once a frame.
pub fn raster_status(height: u32) -> RasterStatus {
    static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    let elapsed = START.get_or_init(Instant::now).elapsed().as_secs_f64();
    let total = height + height / 24;
    let phase = (elapsed * f64::from(crate::d3d9::REFRESH_RATE)).fract();
    let line = ((phase * f64::from(total)) as u32).min(total - 1);
    if line >= height {
        RasterStatus {
            in_vblank: 1,
            scan_line: 0,
        }
    } else {
        RasterStatus {
            in_vblank: 0,
            scan_line: line,
        }
    }
}

/// `IDirect3DSwapChain9Vtbl`, in `d3d9.h`'s order.
#[repr(C)]
#[allow(missing_docs)]
pub struct IDirect3DSwapChain9Vtbl {
    pub query_interface:
        unsafe extern "system" fn(*mut SwapChain9, *const Guid, *mut c_void) -> HRESULT,
    pub add_ref: unsafe extern "system" fn(*mut SwapChain9) -> u32,
    pub release: unsafe extern "system" fn(*mut SwapChain9) -> u32,
    pub present: unsafe extern "system" fn(
        *mut SwapChain9,
        *const Rect,
        *const Rect,
        *mut c_void,
        *const c_void,
        u32,
    ) -> HRESULT,
    pub get_front_buffer_data: unsafe extern "system" fn(*mut SwapChain9, *mut c_void) -> HRESULT,
    pub get_back_buffer:
        unsafe extern "system" fn(*mut SwapChain9, u32, u32, *mut c_void) -> HRESULT,
    pub get_raster_status: unsafe extern "system" fn(*mut SwapChain9, *mut RasterStatus) -> HRESULT,
    pub get_display_mode:
        unsafe extern "system" fn(*mut SwapChain9, *mut crate::types::DisplayMode) -> HRESULT,
    pub get_device: unsafe extern "system" fn(*mut SwapChain9, *mut *mut Device9) -> HRESULT,
    pub get_present_parameters:
        unsafe extern "system" fn(*mut SwapChain9, *mut PresentParameters) -> HRESULT,
}

/// An `IDirect3DSwapChain9` object.
pub type SwapChain9 = Object<IDirect3DSwapChain9Vtbl, SwapChainData>;

/// What a swap chain object holds: its device (a reference, released with the object) and,
/// for an additional swap chain, its own back buffer and parameters.
pub struct SwapChainData {
    device: *mut Device9,
    /// `None` for the implicit swap chain 0 (whose methods are the device's).
    own: Option<Additional>,
}

impl Drop for SwapChainData {
    fn drop(&mut self) {
        if self.own.is_none() {
            let me = std::ptr::from_ref(self) as usize;
            crate::device::lock(&IMPLICIT).retain(|&(_, _, data)| data != me);
        }
        // The back buffer goes before the device reference that keeps the device alive.
        self.own = None;
        // SAFETY: `device` is the device whose reference `create` took.
        unsafe { Device9::release(self.device) };
    }
}

/// The implicit swap chain object of each device that has one alive (device, swap chain and
/// swap chain data addresses): `GetSwapChain(0)` returns the same object while the program
/// holds it, as D3D9 does.
static IMPLICIT: Mutex<Vec<(usize, usize, usize)>> = Mutex::new(Vec::new());

static VTBL: IDirect3DSwapChain9Vtbl = IDirect3DSwapChain9Vtbl {
    query_interface,
    add_ref,
    release,
    present,
    get_front_buffer_data,
    get_back_buffer,
    get_raster_status,
    get_display_mode,
    get_device,
    get_present_parameters,
};

/// The swap chain object for swap chain 0 of `device` (live) with a reference added: the
/// one the program holds, else a new one (taking a reference to the device).
pub(crate) fn implicit(device: *mut Device9) -> *mut SwapChain9 {
    let mut implicit = crate::device::lock(&IMPLICIT);
    if let Some(&(_, chain, _)) = implicit.iter().find(|&&(d, _, _)| d == device as usize) {
        let chain = chain as *mut SwapChain9;
        // SAFETY: listed, so its memory is alive: its drop takes the list's lock to leave
        // it. One whose count already reached 0 is being dropped and is not taken back.
        if let Some(c) = unsafe { SwapChain9::get(chain) }
            && c.refs() > 0
        {
            c.add_ref();
            return chain;
        }
    }
    let chain = create(device, None);
    // SAFETY: just made.
    let data = std::ptr::from_ref(&unsafe { &*chain }.data) as usize;
    implicit.retain(|&(d, _, _)| d != device as usize);
    implicit.push((device as usize, chain as usize, data));
    chain
}

/// A new additional swap chain of `device` (live) with one reference.
pub(crate) fn additional(device: *mut Device9, own: Additional) -> *mut SwapChain9 {
    create(device, Some(own))
}

fn create(device: *mut Device9, own: Option<Additional>) -> *mut SwapChain9 {
    // SAFETY: the caller passes a live device.
    if let Some(d) = unsafe { Device9::get(device) } {
        d.add_ref();
    }
    SwapChain9::create(&VTBL, SwapChainData { device, own })
}

/// The swap chain behind `this`: its device, the device's vtable and its own parts (for an
/// additional one); `None` for null.
fn parts<'a>(
    this: *mut SwapChain9,
) -> Option<(
    *mut Device9,
    &'static IDirect3DDevice9Vtbl,
    Option<&'a Additional>,
)> {
    // SAFETY: COM's contract: `this` is null or a live swap chain.
    let object = unsafe { SwapChain9::get(this) }?;
    let (device, vtbl) = device_of(this)?;
    Some((device, vtbl, object.data.own.as_ref()))
}

/// The device of a live swap chain and its vtable; `None` for a null swap chain.
fn device_of(this: *mut SwapChain9) -> Option<(*mut Device9, &'static IDirect3DDevice9Vtbl)> {
    // SAFETY: COM's contract: `this` is null or a live swap chain.
    let object = unsafe { SwapChain9::get(this) }?;
    let device = object.data.device;
    // SAFETY: the swap chain holds a reference to its device, so it is live; its first
    // field is its vtable pointer.
    let vtbl = unsafe { *device.cast::<&'static IDirect3DDevice9Vtbl>() };
    Some((device, vtbl))
}

unsafe extern "system" fn query_interface(
    this: *mut SwapChain9,
    riid: *const Guid,
    out: *mut c_void,
) -> HRESULT {
    guard("IDirect3DSwapChain9::QueryInterface", || {
        // SAFETY: COM's contract for the three pointers.
        unsafe {
            crate::com::query_interface(
                this,
                riid,
                out,
                |_, iid| *iid == IID_IDIRECT3DSWAP_CHAIN9,
                |o| o.add_ref(),
            )
        }
    })
}

unsafe extern "system" fn add_ref(this: *mut SwapChain9) -> u32 {
    guard_value("IDirect3DSwapChain9::AddRef", 0, || {
        // SAFETY: COM's contract: `this` is live.
        unsafe { SwapChain9::get(this) }.map_or(0, |o| o.add_ref())
    })
}

unsafe extern "system" fn release(this: *mut SwapChain9) -> u32 {
    guard_value("IDirect3DSwapChain9::Release", 0, || {
        // SAFETY: COM's contract: `this` is live and the caller gives up one reference.
        unsafe { SwapChain9::release(this) }
    })
}

/// `Present`: the device's `Present` (the flags, `D3DPRESENT_DONOTWAIT` and the like, change
/// nothing: ninth's present does not block on the display).
unsafe extern "system" fn present(
    this: *mut SwapChain9,
    src: *const Rect,
    dst: *const Rect,
    window: *mut c_void,
    dirty: *const c_void,
    _flags: u32,
) -> HRESULT {
    guard("IDirect3DSwapChain9::Present", || {
        let Some((device, vtbl, own)) = parts(this) else {
            return D3DERR_INVALIDCALL;
        };
        if let Some(a) = own {
            // SAFETY: COM's contract: null or readable RECTs.
            let rects = unsafe {
                (
                    crate::device::read_rect(src.cast()),
                    crate::device::read_rect(dst.cast()),
                )
            };
            return additional_swap_chain::present(device, a, window, rects);
        }
        // SAFETY: a live device and the caller's arguments, passed on unchanged.
        unsafe { (vtbl.present)(device, src.cast(), dst.cast(), window, dirty) }
    })
}

unsafe extern "system" fn get_front_buffer_data(
    this: *mut SwapChain9,
    surface: *mut c_void,
) -> HRESULT {
    guard("IDirect3DSwapChain9::GetFrontBufferData", || {
        let Some((device, vtbl, own)) = parts(this) else {
            return D3DERR_INVALIDCALL;
        };
        if let Some(a) = own {
            return additional_swap_chain::get_front_buffer_data(device, a, surface);
        }
        // SAFETY: a live device and the caller's surface, passed on unchanged.
        unsafe { (vtbl.get_front_buffer_data)(device, 0, surface) }
    })
}

unsafe extern "system" fn get_back_buffer(
    this: *mut SwapChain9,
    index: u32,
    kind: u32,
    out: *mut c_void,
) -> HRESULT {
    guard("IDirect3DSwapChain9::GetBackBuffer", || {
        let Some((device, vtbl, own)) = parts(this) else {
            return D3DERR_INVALIDCALL;
        };
        if let Some(a) = own {
            return additional_swap_chain::get_back_buffer(a, index, kind, out);
        }
        // SAFETY: a live device and the caller's out pointer, passed on unchanged.
        unsafe { (vtbl.get_back_buffer)(device, 0, index, kind, out) }
    })
}

unsafe extern "system" fn get_raster_status(
    this: *mut SwapChain9,
    out: *mut RasterStatus,
) -> HRESULT {
    guard("IDirect3DSwapChain9::GetRasterStatus", || {
        let Some((device, vtbl)) = device_of(this) else {
            return D3DERR_INVALIDCALL;
        };
        // SAFETY: a live device and the caller's out pointer, passed on unchanged.
        unsafe { (vtbl.get_raster_status)(device, 0, out.cast()) }
    })
}

unsafe extern "system" fn get_display_mode(
    this: *mut SwapChain9,
    out: *mut crate::types::DisplayMode,
) -> HRESULT {
    guard("IDirect3DSwapChain9::GetDisplayMode", || {
        let Some((device, vtbl)) = device_of(this) else {
            return D3DERR_INVALIDCALL;
        };
        // SAFETY: a live device and the caller's out pointer, passed on unchanged.
        unsafe { (vtbl.get_display_mode)(device, 0, out.cast()) }
    })
}

unsafe extern "system" fn get_device(this: *mut SwapChain9, out: *mut *mut Device9) -> HRESULT {
    guard("IDirect3DSwapChain9::GetDevice", || {
        let Some((device, _)) = device_of(this) else {
            return D3DERR_INVALIDCALL;
        };
        if out.is_null() {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: the swap chain holds a reference, so the device is live.
        if let Some(d) = unsafe { Device9::get(device) } {
            d.add_ref();
        }
        // SAFETY: checked non-null; the caller passes a writable `IDirect3DDevice9**`.
        unsafe { write_out(out, device) }
    })
}

unsafe extern "system" fn get_present_parameters(
    this: *mut SwapChain9,
    out: *mut PresentParameters,
) -> HRESULT {
    guard("IDirect3DSwapChain9::GetPresentParameters", || {
        let Some((device, _, own)) = parts(this) else {
            return D3DERR_INVALIDCALL;
        };
        // SAFETY: the swap chain holds a reference, so the device is live.
        let Some(d) = (unsafe { Device9::get(device) }) else {
            return D3DERR_INVALIDCALL;
        };
        let params = match own {
            Some(a) => a.params,
            None => *crate::device::lock(&d.data.present),
        };
        // SAFETY: the caller passes a writable D3DPRESENT_PARAMETERS or null (checked).
        unsafe { write_out(out, params) }
    })
}
