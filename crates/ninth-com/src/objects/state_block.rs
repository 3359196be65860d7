//! `IDirect3DStateBlock9`: a set of device states and their values, made by
//! `CreateStateBlock` (every state of a kind, with the device's values) or recorded between
//! `BeginStateBlock` and `EndStateBlock` (the states set in between). `Capture` takes the
//! device's current values of the block's states; `Apply` sets them on the device.

use std::collections::BTreeMap;
use std::ffi::c_void;
use std::sync::Mutex;

use super::child::{DeclRef, ShaderRef, UnknownRef};
use super::child::{drop_device, get_device, hold_device};
use super::state_types::{Light9, Material9, Viewport9};
use crate::com::{D3DERR_INVALIDCALL, Guid, HRESULT, Object, S_OK, guard, guard_value};
use crate::device::Device9;
use crate::guids::IID_IDIRECT3DSTATE_BLOCK9;

/// The vertex layout part of a block: an FVF code or a declaration (or none).
#[derive(Clone, Debug)]
pub enum Layout {
    /// `SetFVF`.
    Fvf(u32),
    /// `SetVertexDeclaration`.
    Declaration(Option<DeclRef>),
}

/// One stage's shader constants in a block, by register.
#[derive(Clone, Debug, Default)]
pub struct ConstantRecord {
    /// Float registers.
    pub float: BTreeMap<u32, [f32; 4]>,
    /// Integer registers.
    pub int: BTreeMap<u32, [i32; 4]>,
    /// Boolean registers.
    pub bool: BTreeMap<u32, i32>,
}

/// The resource bindings a block holds (set and read through the device's methods, outside
/// its lock).
#[derive(Clone, Debug, Default)]
pub struct ResourceRecord {
    /// Textures by sampler (`None`: none bound).
    pub textures: BTreeMap<u32, Option<UnknownRef>>,
    /// Stream sources: buffer, offset, stride.
    pub streams: BTreeMap<u32, (Option<UnknownRef>, u32, u32)>,
    /// Stream source frequencies.
    pub frequencies: BTreeMap<u32, u32>,
    /// The index buffer (`Some(None)`: none bound).
    pub indices: Option<Option<UnknownRef>>,
}

/// The states a block holds, each with its value.
#[derive(Clone, Debug, Default)]
pub struct StateRecord {
    /// Render states.
    pub render: BTreeMap<u32, u32>,
    /// Texture stage states by (stage, type).
    pub stage: BTreeMap<(u32, u32), u32>,
    /// Sampler states by (sampler, type).
    pub sampler: BTreeMap<(u32, u32), u32>,
    /// Transforms.
    pub transforms: BTreeMap<u32, [f32; 16]>,
    /// The viewport.
    pub viewport: Option<Viewport9>,
    /// The material.
    pub material: Option<Material9>,
    /// Lights (`SetLight`).
    pub lights: BTreeMap<u32, Light9>,
    /// Light enables (`LightEnable`).
    pub light_enables: BTreeMap<u32, bool>,
    /// User clip planes.
    pub clip_planes: BTreeMap<u32, [f32; 4]>,
    /// The scissor rectangle.
    pub scissor: Option<ninth_d3d9::Rect>,
    /// The FVF or vertex declaration.
    pub layout: Option<Layout>,
    /// The vertex shader (`Some(None)`: none bound).
    pub vertex_shader: Option<Option<ShaderRef>>,
    /// The pixel shader.
    pub pixel_shader: Option<Option<ShaderRef>>,
    /// Vertex shader constants.
    pub vs_constants: ConstantRecord,
    /// Pixel shader constants.
    pub ps_constants: ConstantRecord,
    /// `SetNPatchMode`.
    pub npatch: Option<f32>,
    /// Textures, streams and indices.
    pub resources: ResourceRecord,
}

/// `IDirect3DStateBlock9Vtbl`.
#[repr(C)]
#[allow(missing_docs)]
pub struct IDirect3DStateBlock9Vtbl {
    pub query_interface:
        unsafe extern "system" fn(*mut StateBlock9, *const Guid, *mut c_void) -> HRESULT,
    pub add_ref: unsafe extern "system" fn(*mut StateBlock9) -> u32,
    pub release: unsafe extern "system" fn(*mut StateBlock9) -> u32,
    pub get_device: unsafe extern "system" fn(*mut StateBlock9, *mut c_void) -> HRESULT,
    pub capture: unsafe extern "system" fn(*mut StateBlock9) -> HRESULT,
    pub apply: unsafe extern "system" fn(*mut StateBlock9) -> HRESULT,
}

/// A state block object.
pub type StateBlock9 = Object<IDirect3DStateBlock9Vtbl, StateBlockData>;

/// What a state block holds: its device (a reference) and its states.
pub struct StateBlockData {
    pub(crate) device: *mut Device9,
    /// The states and values (the shaders and declaration in it hold references).
    pub record: Mutex<StateRecord>,
}

impl Drop for StateBlockData {
    fn drop(&mut self) {
        // The objects the record holds first, then the device they may hold.
        drop(std::mem::take(
            self.record.get_mut().unwrap_or_else(|e| e.into_inner()),
        ));
        drop_device(self.device);
    }
}

static VTBL: IDirect3DStateBlock9Vtbl = IDirect3DStateBlock9Vtbl {
    query_interface,
    add_ref,
    release,
    get_device: block_get_device,
    capture,
    apply,
};

/// A new state block with one reference; it takes a reference to `device`.
pub(crate) fn create(device: *mut Device9, record: StateRecord) -> *mut StateBlock9 {
    hold_device(device);
    StateBlock9::create(
        &VTBL,
        StateBlockData {
            device,
            record: Mutex::new(record),
        },
    )
}

unsafe extern "system" fn query_interface(
    this: *mut StateBlock9,
    riid: *const Guid,
    out: *mut c_void,
) -> HRESULT {
    guard("IDirect3DStateBlock9::QueryInterface", || {
        // SAFETY: the caller's pointers, checked there.
        unsafe { super::child::query_interface(this, &IID_IDIRECT3DSTATE_BLOCK9, riid, out) }
    })
}

unsafe extern "system" fn add_ref(this: *mut StateBlock9) -> u32 {
    guard_value("IDirect3DStateBlock9::AddRef", 0, || {
        // SAFETY: COM's contract: `this` is live.
        unsafe { StateBlock9::get(this) }.map_or(0, |o| o.add_ref())
    })
}

unsafe extern "system" fn release(this: *mut StateBlock9) -> u32 {
    guard_value("IDirect3DStateBlock9::Release", 0, || {
        // SAFETY: COM's contract: `this` is live and the caller gives up one reference.
        unsafe { StateBlock9::release(this) }
    })
}

unsafe extern "system" fn block_get_device(this: *mut StateBlock9, out: *mut c_void) -> HRESULT {
    guard("IDirect3DStateBlock9::GetDevice", || {
        // SAFETY: COM's contract: `this` is live.
        let Some(object) = (unsafe { StateBlock9::get(this) }) else {
            return D3DERR_INVALIDCALL;
        };
        // SAFETY: the block holds its device; `out` is the caller's.
        unsafe { get_device(object.data.device, out) }
    })
}

/// `Capture`: the device's current values of the block's states.
unsafe extern "system" fn capture(this: *mut StateBlock9) -> HRESULT {
    // SAFETY: COM's contract: `this` is live.
    let Some(object) = (unsafe { StateBlock9::get(this) }) else {
        return D3DERR_INVALIDCALL;
    };
    let device = object.data.device;
    let hr = crate::device::with_state(device, "IDirect3DStateBlock9::Capture", |s| {
        let mut record = crate::device::lock(&object.data.record);
        s.capture_into(&mut record);
        Ok(())
    });
    if hr != S_OK {
        return hr;
    }
    guard("IDirect3DStateBlock9::Capture", || {
        // The resource bindings through the device's methods, no lock held.
        let mut resources = crate::device::lock(&object.data.record).resources.clone();
        crate::device::DeviceState::capture_resources(device, &mut resources);
        let old = std::mem::replace(
            &mut crate::device::lock(&object.data.record).resources,
            resources,
        );
        drop(old);
        S_OK
    })
}

/// `Apply`: sets the block's states on the device.
unsafe extern "system" fn apply(this: *mut StateBlock9) -> HRESULT {
    // SAFETY: COM's contract: `this` is live.
    let Some(object) = (unsafe { StateBlock9::get(this) }) else {
        return D3DERR_INVALIDCALL;
    };
    let device = object.data.device;
    let record = crate::device::lock(&object.data.record).clone();
    let hr = crate::device::with_state(device, "IDirect3DStateBlock9::Apply", |s| {
        s.apply_record(device, &record);
        Ok(())
    });
    if hr != S_OK {
        return hr;
    }
    guard("IDirect3DStateBlock9::Apply", || {
        // The resource bindings through the device's methods, no lock held; the copy of
        // the record (and its references) is dropped after.
        crate::device::DeviceState::apply_resources(device, &record.resources);
        S_OK
    })
}
