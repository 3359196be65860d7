//! `IDirect3DDevice9`: the device object, its `IUnknown` methods and the helpers every method
//! uses to reach the ninth-d3d9 [`Device`] behind it.
//!
//! The object owns a `Device<'static>` (which owns its renderer) behind a mutex: D3D9 without
//! `D3DCREATE_MULTITHREADED` promises calls from one thread at a time, with it any thread may
//! call, and the mutex serves both (uncontended it costs a few nanoseconds a call). It holds a
//! reference to its `IDirect3D9`; child objects hold references to the device.

mod draw;
mod front_buffer;
mod reset;
mod resources;
mod shader_constants;
mod shaders;
mod states;
mod swapchain;
mod vtbl;

use std::ffi::c_void;
use std::sync::{Mutex, MutexGuard};

use ninth_d3d9::Device;

use crate::com::{D3DERR_INVALIDCALL, Guid, HRESULT, Object, S_OK, guard, guard_value, hresult};
use crate::d3d9::Direct3D9;
use crate::guids::IID_IDIRECT3DDEVICE9;
use crate::types::{CreationParameters, PresentParameters};

pub(crate) use resources::front_buffer_data;
pub use swapchain::D3DPRESENT_INTERVAL_IMMEDIATE;
pub(crate) use swapchain::read_rect;
pub use vtbl::IDirect3DDevice9Vtbl;

/// An `IDirect3DDevice9` object.
pub type Device9 = Object<IDirect3DDevice9Vtbl, DeviceData>;

/// What a device object holds.
pub struct DeviceData {
    /// The `IDirect3D9` that made it (a reference held until the device is freed).
    pub(crate) d3d: *mut Direct3D9,
    /// `GetCreationParameters`.
    pub(crate) creation: CreationParameters,
    /// The presentation parameters as created (or last `Reset`).
    #[allow(dead_code)] // read by Reset and the swap chain
    pub(crate) present: Mutex<PresentParameters>,
    /// The device state.
    pub(crate) state: Mutex<DeviceState>,
}

/// The mutable part of a device object.
pub struct DeviceState {
    /// The ninth-d3d9 device (owning its renderer).
    pub device: Device<'static>,
    /// What the COM layer keeps of the state (`states.rs`).
    pub(crate) com: states::ComState,
    /// The objects bound to the device and its own surface objects (`resources/bindings.rs`), made
    /// on first use.
    pub(crate) bindings: Option<resources::DeviceBindings>,
    /// The surfaces of the windows `Present` showed the back buffer on.
    pub(crate) windows: crate::window::WindowSurfaces,
    /// The front buffer `GetFrontBufferData` reads.
    pub(crate) front: front_buffer::FrontBuffer,
}

impl DeviceData {
    /// Runs `f` on the ninth-d3d9 device behind the COM object (for Rust code that mixes
    /// both, and tests), under the device's lock.
    pub fn with_device<R>(&self, f: impl FnOnce(&mut Device<'static>) -> R) -> R {
        f(&mut lock(&self.state).device)
    }
}

impl Drop for DeviceData {
    fn drop(&mut self) {
        // The bindings go first (objects only bound are freed; no lock is held, so their
        // private data may be released at once).
        let state = self.state.get_mut().unwrap_or_else(|e| e.into_inner());
        // Window surfaces go before the renderer that presents to them.
        state.windows.clear();
        resources::release_bindings(state);
        crate::objects::resource::drop_deferred();
        // SAFETY: `d3d` is the IDirect3D9 whose reference `create` took.
        unsafe { Direct3D9::release(self.d3d) };
    }
}

/// Makes a device object with one reference; it takes a reference to `d3d`.
pub(crate) fn create(
    d3d: *mut Direct3D9,
    device: Device<'static>,
    creation: CreationParameters,
    present: PresentParameters,
) -> *mut Device9 {
    // SAFETY: `d3d` is the live IDirect3D9 whose CreateDevice is running.
    if let Some(d) = unsafe { Direct3D9::get(d3d) } {
        d.add_ref();
    }
    Device9::create(
        &vtbl::VTBL,
        DeviceData {
            d3d,
            creation,
            present: Mutex::new(present),
            state: Mutex::new(DeviceState {
                com: states::ComState::new(&device, creation.behavior_flags),
                bindings: None,
                windows: Default::default(),
                front: Default::default(),
                device,
            }),
        },
    )
}

/// Locks a mutex, recovering it if a caught panic poisoned it (the state is still
/// consistent: every method checks before it changes anything).
pub(crate) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Runs `body` on the device state of `this`, turning its error into the D3D9 `HRESULT`
/// (logged once) and a panic into `D3DERR_DRIVERINTERNALERROR`; a null `this` is
/// `D3DERR_INVALIDCALL`.
pub(crate) fn with_state(
    this: *mut Device9,
    method: &'static str,
    body: impl FnOnce(&mut DeviceState) -> ninth_d3d9::Result<()>,
) -> HRESULT {
    guard(method, || {
        // SAFETY: COM's contract: `this` is a live device the caller holds a reference to.
        let Some(object) = (unsafe { Device9::get(this) }) else {
            return D3DERR_INVALIDCALL;
        };
        match body(&mut lock(&object.data.state)) {
            Ok(()) => S_OK,
            Err(e) => hresult(method, &e),
        }
    })
}

/// `IUnknown::QueryInterface`: `IUnknown` and `IDirect3DDevice9`.
pub(crate) unsafe extern "system" fn query_interface(
    this: *mut Device9,
    riid: *const Guid,
    out: *mut c_void,
) -> HRESULT {
    guard("IDirect3DDevice9::QueryInterface", || {
        // SAFETY: COM's contract for the three pointers.
        unsafe {
            crate::com::query_interface(
                this,
                riid,
                out,
                |_, iid| *iid == IID_IDIRECT3DDEVICE9,
                |o| o.add_ref(),
            )
        }
    })
}

/// `IUnknown::AddRef`.
pub(crate) unsafe extern "system" fn add_ref(this: *mut Device9) -> u32 {
    guard_value("IDirect3DDevice9::AddRef", 0, || {
        // SAFETY: COM's contract: `this` is live.
        unsafe { Device9::get(this) }.map_or(0, |o| o.add_ref())
    })
}

/// `IUnknown::Release`: at 0 the device, its renderer and its resources are freed.
pub(crate) unsafe extern "system" fn release(this: *mut Device9) -> u32 {
    guard_value("IDirect3DDevice9::Release", 0, || {
        // SAFETY: COM's contract: `this` is live and the caller gives up one reference.
        unsafe { Device9::release(this) }
    })
}
