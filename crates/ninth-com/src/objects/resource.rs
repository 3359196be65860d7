//! What every resource object shares: the object layout ([`Res`]), its two reference counts,
//! the device reference, `IUnknown` and `IDirect3DResource9`'s methods (private data,
//! priority, `PreLoad`, `GetType`), and the D3D9 structs resources hand out.
//!
//! `refs` is the COM reference count the program sees; `binds` counts the device's own
//! references (a stage's texture, a render target, a stream source ...), kept apart as D3D9
//! runtimes keep them: an object is freed (its ninth-d3d9 handle released) when both reach 0,
//! and it holds a reference to its device while `refs` is above 0, so a device outlives the
//! objects a program holds and bindings alone do not keep a released device alive. The
//! surfaces of a texture's levels (and the volumes of a volume texture's) belong to the
//! texture: their `AddRef` / `Release` are the texture's, as in D3D9.

use std::collections::HashMap;
use std::ffi::c_void;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU32, Ordering};

use crate::com::{D3DERR_INVALIDCALL, D3DERR_NOTFOUND, Guid, HRESULT, S_OK, guard, guard_value};
use crate::device::{self, Device9};
use crate::guids::IID_IDIRECT3DRESOURCE9;

/// `D3DERR_MOREDATA`: `GetPrivateData` with a buffer too small.
pub const D3DERR_MOREDATA: HRESULT = 0x8876_00a3_u32 as HRESULT;
/// `D3DSPD_IUNKNOWN`: private data that is an `IUnknown` pointer the object holds.
const D3DSPD_IUNKNOWN: u32 = 1;

/// What a kind of resource object holds and how it is freed.
pub trait Payload: Sized + 'static {
    /// The interface name for log lines (`IDirect3DTexture9`).
    fn name(&self) -> &'static str;
    /// The interfaces `QueryInterface` answers besides `IUnknown`.
    fn iids(&self) -> &'static [Guid];
    /// `GetType`'s `D3DRESOURCETYPE`.
    fn rtype(&self) -> u32;
    /// The texture whose level this is: its reference count is this object's.
    fn container(&self) -> Option<*mut crate::objects::texture::Texture9> {
        None
    }
    /// Whether it is a `D3DPOOL_DEFAULT` resource: while the program holds one, `Reset`
    /// is refused ([`losable_resources`]).
    fn losable(&self) -> bool {
        false
    }
    /// Releases the ninth-d3d9 objects (and owned sub-objects) when the object is freed.
    fn free(&mut self, device: &mut ninth_d3d9::Device<'static>);
}

/// Private data of `SetPrivateData`.
enum Private {
    Bytes(Vec<u8>),
    /// An `IUnknown` the object holds a reference to.
    Unknown(*mut c_void),
}

impl Drop for Private {
    fn drop(&mut self) {
        if let Private::Unknown(p) = *self {
            // SAFETY: `p` is an IUnknown whose reference SetPrivateData took.
            unsafe { unknown_call(p, 2) };
        }
    }
}

/// Calls `AddRef` (slot 1) or `Release` (slot 2) of an `IUnknown`.
///
/// # Safety
/// `p` is a live COM object.
unsafe fn unknown_call(p: *mut c_void, slot: usize) -> u32 {
    // SAFETY: a COM object starts with its vtable pointer; slots 1 and 2 of every vtable are
    // AddRef and Release.
    unsafe {
        let vtbl = *p.cast::<*const unsafe extern "system" fn(*mut c_void) -> u32>();
        (*vtbl.add(slot))(p)
    }
}

/// The mutable extras every resource has.
#[derive(Default)]
pub(crate) struct Common {
    private: HashMap<Guid, Private>,
    priority: u32,
}

/// A resource object: the vtable pointer first (an interface pointer is a pointer to it),
/// then its counts, its device and its data.
#[repr(C)]
pub struct Res<T: Payload> {
    vtbl: *const c_void,
    refs: AtomicU32,
    binds: AtomicU32,
    /// The device that made it.
    pub device: *mut Device9,
    common: Mutex<Common>,
    /// The object's data.
    pub data: T,
}

impl<T: Payload> Res<T> {
    /// A new object with one reference; it takes a reference to `device`.
    pub(crate) fn create(vtbl: *const c_void, device: *mut Device9, data: T) -> *mut Self {
        // SAFETY: `device` is the live device whose Create* method is running.
        if let Some(d) = unsafe { Device9::get(device) } {
            d.add_ref();
        }
        if data.losable() {
            count_losable(device, true);
        }
        Box::into_raw(Box::new(Self {
            vtbl,
            refs: AtomicU32::new(1),
            binds: AtomicU32::new(0),
            device,
            common: Mutex::new(Common::default()),
            data,
        }))
    }

    /// A sub-object of a container (a texture's level): no counts of its own, no device
    /// reference; freed with the container.
    pub(crate) fn create_child(vtbl: *const c_void, device: *mut Device9, data: T) -> *mut Self {
        Box::into_raw(Box::new(Self {
            vtbl,
            refs: AtomicU32::new(0),
            binds: AtomicU32::new(0),
            device,
            common: Mutex::new(Common::default()),
            data,
        }))
    }

    /// The object behind an interface pointer, or `None` for null.
    ///
    /// # Safety
    /// `this` is null or a live object of this type.
    pub unsafe fn get<'a>(this: *mut Self) -> Option<&'a Self> {
        // SAFETY: the caller guarantees `this` is null or a live object of this type.
        unsafe { this.as_ref() }
    }

    /// The vtable pointer (which interface the object is).
    pub fn vtbl(&self) -> *const c_void {
        self.vtbl
    }

    /// The COM reference count (a level's is its texture's).
    pub fn refs(&self) -> u32 {
        match self.data.container() {
            // SAFETY: a level's container lives as long as the level.
            Some(c) => unsafe { &*c }.refs(),
            None => self.refs.load(Ordering::Acquire),
        }
    }

    /// The device's references (bindings; a level's are its texture's).
    pub fn binds(&self) -> u32 {
        match self.data.container() {
            // SAFETY: as in `refs`.
            Some(c) => unsafe { &*c }.binds(),
            None => self.binds.load(Ordering::Acquire),
        }
    }

    /// `AddRef`; going from 0 to 1 takes the device reference back.
    pub fn add_ref(&self) -> u32 {
        if let Some(c) = self.data.container() {
            // SAFETY: a level's container lives as long as the level.
            return unsafe { &*c }.add_ref();
        }
        let n = self.refs.fetch_add(1, Ordering::AcqRel) + 1;
        if n == 1 {
            if self.data.losable() {
                count_losable(self.device, true);
            }
            // SAFETY: the device lives while a binding holds this object.
            if let Some(d) = unsafe { Device9::get(self.device) } {
                d.add_ref();
            }
        }
        n
    }

    /// `Release`: at 0 the device reference goes, and with no bindings the object.
    ///
    /// # Safety
    /// `this` is a live object; after it is freed it must not be used.
    pub unsafe fn release(this: *mut Self) -> u32 {
        // SAFETY: the caller guarantees `this` is live.
        let Some(object) = (unsafe { this.as_ref() }) else {
            return 0;
        };
        if let Some(c) = object.data.container() {
            // SAFETY: a level's container lives as long as the level.
            return unsafe { Res::release(c) };
        }
        let left = object.refs.fetch_sub(1, Ordering::AcqRel) - 1;
        if left == 0 {
            let device = object.device;
            if object.data.losable() {
                count_losable(device, false);
            }
            if object.binds.load(Ordering::Acquire) == 0 {
                // SAFETY: the device is live (this object holds a reference to it).
                if let Some(d) = unsafe { Device9::get(device) } {
                    // SAFETY: no references and no bindings are left.
                    d.data
                        .with_device(|dev| unsafe { Self::destroy(this, dev) });
                    drop_deferred();
                }
            }
            // SAFETY: the reference `create` or `add_ref` took.
            unsafe { device::release(device) };
        }
        left
    }

    /// A device binding takes a reference (a level's goes to its texture).
    pub(crate) fn bind(&self) {
        match self.data.container() {
            // SAFETY: a level's container lives as long as the level.
            Some(c) => unsafe { &*c }.bind(),
            None => {
                self.binds.fetch_add(1, Ordering::AcqRel);
            }
        }
    }

    /// A device binding gives its reference back; with no references left the object is
    /// freed (on `dev`, the locked device).
    ///
    /// # Safety
    /// `this` is a live object the device had bound.
    pub(crate) unsafe fn unbind(this: *mut Self, dev: &mut ninth_d3d9::Device<'static>) {
        // SAFETY: the caller guarantees `this` is live.
        let Some(object) = (unsafe { this.as_ref() }) else {
            return;
        };
        if let Some(c) = object.data.container() {
            // SAFETY: a level's container lives as long as the level.
            return unsafe { Res::unbind(c, dev) };
        }
        let left = object.binds.fetch_sub(1, Ordering::AcqRel) - 1;
        if left == 0 && object.refs.load(Ordering::Acquire) == 0 {
            // SAFETY: no references and no bindings are left.
            unsafe { Self::destroy(this, dev) };
        }
    }

    /// Frees the object and what it holds of the device.
    ///
    /// # Safety
    /// `this` came from `create` and nothing refers to it any more.
    unsafe fn destroy(this: *mut Self, dev: &mut ninth_d3d9::Device<'static>) {
        // SAFETY: `this` came from `Box::into_raw` and is the last use.
        let mut boxed = unsafe { Box::from_raw(this) };
        boxed.data.free(dev);
        // Private data may hold COM objects (this device, its resources) whose Release
        // locks the device: it goes after the lock is given back.
        let common = std::mem::take(&mut *device::lock(&boxed.common));
        DEFERRED.with(|d| d.borrow_mut().push(common));
    }

    /// Frees a sub-object (a texture's level).
    ///
    /// # Safety
    /// `this` came from `create_child` and its container is being freed.
    pub(crate) unsafe fn destroy_child(this: *mut Self) {
        // SAFETY: as documented.
        drop(unsafe { Box::from_raw(this) });
    }

    /// The object as a `void*` interface pointer.
    pub fn as_void(this: *mut Self) -> *mut c_void {
        this.cast()
    }
}

/// How many `D3DPOOL_DEFAULT` resources the program holds (COM references above 0), by
/// device address: what refuses `Reset`. A device outlives the objects the program holds,
/// so its entry is gone before its address can be reused.
static LOSABLE: Mutex<Option<HashMap<usize, u32>>> = Mutex::new(None);

/// Counts a `D3DPOOL_DEFAULT` resource of `device` the program came to hold (`up`) or no
/// longer holds.
fn count_losable(device: *mut Device9, up: bool) {
    let mut map = device::lock(&LOSABLE);
    let map = map.get_or_insert_with(HashMap::new);
    let key = device as usize;
    if up {
        *map.entry(key).or_insert(0) += 1;
    } else if let Some(n) = map.get_mut(&key) {
        *n = n.saturating_sub(1);
        if *n == 0 {
            map.remove(&key);
        }
    }
}

/// How many `D3DPOOL_DEFAULT` resources of `device` the program holds (textures, surfaces,
/// buffers, and the back buffer or automatic depth-stencil surface while it holds one).
pub(crate) fn losable_resources(device: *mut Device9) -> u32 {
    device::lock(&LOSABLE)
        .as_ref()
        .and_then(|map| map.get(&(device as usize)).copied())
        .unwrap_or(0)
}

thread_local! {
    /// Private data of objects freed under the device's lock, dropped after it.
    static DEFERRED: std::cell::RefCell<Vec<Common>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Drops the private data of objects freed under the device's lock (called once the lock is
/// given back).
pub(crate) fn drop_deferred() {
    let list = DEFERRED.with(|d| std::mem::take(&mut *d.borrow_mut()));
    drop(list);
}

/// Runs `body` on a live object (null: `D3DERR_INVALIDCALL`), catching panics.
pub(crate) fn with_object<T: Payload>(
    this: *mut Res<T>,
    method: &'static str,
    body: impl FnOnce(&Res<T>) -> HRESULT,
) -> HRESULT {
    guard(method, || {
        // SAFETY: COM's contract: `this` is a live object the caller holds a reference to.
        match unsafe { Res::get(this) } {
            Some(o) => body(o),
            None => D3DERR_INVALIDCALL,
        }
    })
}

/// `IUnknown::QueryInterface`.
pub(crate) unsafe extern "system" fn query_interface<T: Payload>(
    this: *mut Res<T>,
    riid: *const Guid,
    out: *mut c_void,
) -> HRESULT {
    guard("IUnknown::QueryInterface", || {
        // SAFETY: COM's contract for the three pointers.
        unsafe {
            crate::com::query_interface(
                this,
                riid,
                out,
                |o, iid| o.data.iids().contains(iid),
                |o| o.add_ref(),
            )
        }
    })
}

/// `IUnknown::AddRef`.
pub(crate) unsafe extern "system" fn add_ref<T: Payload>(this: *mut Res<T>) -> u32 {
    guard_value("IUnknown::AddRef", 0, || {
        // SAFETY: COM's contract: `this` is live.
        unsafe { Res::get(this) }.map_or(0, |o| o.add_ref())
    })
}

/// `IUnknown::Release`.
pub(crate) unsafe extern "system" fn release<T: Payload>(this: *mut Res<T>) -> u32 {
    guard_value("IUnknown::Release", 0, || {
        // SAFETY: COM's contract: `this` is live and the caller gives up one reference.
        unsafe { Res::release(this) }
    })
}

/// `GetDevice`: the device, with a reference.
pub(crate) unsafe extern "system" fn get_device<T: Payload>(
    this: *mut Res<T>,
    out: *mut c_void,
) -> HRESULT {
    with_object(this, "IDirect3DResource9::GetDevice", |o| {
        let out = out.cast::<*mut c_void>();
        if out.is_null() {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: the device outlives the objects it made that the program holds.
        if let Some(d) = unsafe { Device9::get(o.device) } {
            d.add_ref();
        }
        // SAFETY: checked non-null; the caller passes a writable pointer.
        unsafe { out.write(Device9::as_void(o.device)) };
        S_OK
    })
}

/// `SetPrivateData(REFGUID, const void*, DWORD, DWORD flags)`.
pub(crate) unsafe extern "system" fn set_private_data<T: Payload>(
    this: *mut Res<T>,
    guid: *const Guid,
    data: *const c_void,
    size: u32,
    flags: u32,
) -> HRESULT {
    with_object(this, "IDirect3DResource9::SetPrivateData", |o| {
        if guid.is_null() || flags & !D3DSPD_IUNKNOWN != 0 {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: checked non-null; COM's contract makes it readable.
        let guid = unsafe { *guid };
        let value = if flags & D3DSPD_IUNKNOWN != 0 {
            if size as usize != std::mem::size_of::<*mut c_void>() || data.is_null() {
                return D3DERR_INVALIDCALL;
            }
            // SAFETY: with D3DSPD_IUNKNOWN `data` points at an IUnknown pointer.
            let unknown = unsafe { *data.cast::<*mut c_void>() };
            if unknown.is_null() {
                return D3DERR_INVALIDCALL;
            }
            // SAFETY: a live IUnknown the caller passes; the object keeps a reference.
            unsafe { unknown_call(unknown, 1) };
            Private::Unknown(unknown)
        } else {
            if data.is_null() && size != 0 {
                return D3DERR_INVALIDCALL;
            }
            let bytes = if size == 0 {
                Vec::new()
            } else {
                // SAFETY: the caller passes `size` readable bytes.
                unsafe { std::slice::from_raw_parts(data.cast::<u8>(), size as usize) }.to_vec()
            };
            Private::Bytes(bytes)
        };
        let old = device::lock(&o.common).private.insert(guid, value);
        drop(old);
        S_OK
    })
}

/// `GetPrivateData(REFGUID, void*, DWORD* size)`.
pub(crate) unsafe extern "system" fn get_private_data<T: Payload>(
    this: *mut Res<T>,
    guid: *const Guid,
    data: *mut c_void,
    size: *mut u32,
) -> HRESULT {
    with_object(this, "IDirect3DResource9::GetPrivateData", |o| {
        if guid.is_null() || size.is_null() {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: checked non-null; COM's contract makes them readable.
        let (guid, capacity) = unsafe { (*guid, *size) };
        let common = device::lock(&o.common);
        let Some(value) = common.private.get(&guid) else {
            return D3DERR_NOTFOUND;
        };
        let (src, len): (*const u8, usize) = match value {
            Private::Bytes(b) => (b.as_ptr(), b.len()),
            Private::Unknown(p) => (
                (p as *const *mut c_void).cast(),
                std::mem::size_of::<*mut c_void>(),
            ),
        };
        // SAFETY: checked non-null.
        unsafe { size.write(len as u32) };
        if data.is_null() {
            return S_OK;
        }
        if (capacity as usize) < len {
            return D3DERR_MOREDATA;
        }
        if let Private::Unknown(p) = value {
            // SAFETY: the held IUnknown is live; the caller gets a reference.
            unsafe { unknown_call(*p, 1) };
        }
        // SAFETY: the caller's buffer holds `capacity` >= `len` bytes.
        unsafe { std::ptr::copy_nonoverlapping(src, data.cast::<u8>(), len) };
        S_OK
    })
}

/// `FreePrivateData(REFGUID)`.
pub(crate) unsafe extern "system" fn free_private_data<T: Payload>(
    this: *mut Res<T>,
    guid: *const Guid,
) -> HRESULT {
    with_object(this, "IDirect3DResource9::FreePrivateData", |o| {
        if guid.is_null() {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: checked non-null.
        let guid = unsafe { *guid };
        let removed = device::lock(&o.common).private.remove(&guid);
        match removed {
            Some(v) => {
                drop(v);
                S_OK
            }
            None => D3DERR_NOTFOUND,
        }
    })
}

/// `SetPriority(DWORD)`: the previous priority.
pub(crate) unsafe extern "system" fn set_priority<T: Payload>(
    this: *mut Res<T>,
    priority: u32,
) -> u32 {
    guard_value("IDirect3DResource9::SetPriority", 0, || {
        // SAFETY: COM's contract: `this` is live.
        unsafe { Res::get(this) }.map_or(0, |o| {
            std::mem::replace(&mut device::lock(&o.common).priority, priority)
        })
    })
}

/// `GetPriority()`.
pub(crate) unsafe extern "system" fn get_priority<T: Payload>(this: *mut Res<T>) -> u32 {
    guard_value("IDirect3DResource9::GetPriority", 0, || {
        // SAFETY: COM's contract: `this` is live.
        unsafe { Res::get(this) }.map_or(0, |o| device::lock(&o.common).priority)
    })
}

/// `PreLoad()`: nothing to do (textures upload before the draw that samples them).
pub(crate) unsafe extern "system" fn pre_load<T: Payload>(_this: *mut Res<T>) {}

/// `GetType()`.
pub(crate) unsafe extern "system" fn get_type<T: Payload>(this: *mut Res<T>) -> u32 {
    guard_value("IDirect3DResource9::GetType", 0, || {
        // SAFETY: COM's contract: `this` is live.
        unsafe { Res::get(this) }.map_or(0, |o| o.data.rtype())
    })
}

/// `IID_IDirect3DResource9`, for the interface lists of resources.
pub(crate) const RESOURCE: Guid = IID_IDIRECT3DRESOURCE9;

/// The `IUnknown` and `IDirect3DResource9` slots of a resource vtable.
#[repr(C)]
pub struct ResourceVtbl<T: Payload> {
    /// `QueryInterface`.
    pub query_interface:
        unsafe extern "system" fn(*mut Res<T>, *const Guid, *mut c_void) -> HRESULT,
    /// `AddRef`.
    pub add_ref: unsafe extern "system" fn(*mut Res<T>) -> u32,
    /// `Release`.
    pub release: unsafe extern "system" fn(*mut Res<T>) -> u32,
    /// `GetDevice`.
    pub get_device: unsafe extern "system" fn(*mut Res<T>, *mut c_void) -> HRESULT,
    /// `SetPrivateData`.
    pub set_private_data:
        unsafe extern "system" fn(*mut Res<T>, *const Guid, *const c_void, u32, u32) -> HRESULT,
    /// `GetPrivateData`.
    pub get_private_data:
        unsafe extern "system" fn(*mut Res<T>, *const Guid, *mut c_void, *mut u32) -> HRESULT,
    /// `FreePrivateData`.
    pub free_private_data: unsafe extern "system" fn(*mut Res<T>, *const Guid) -> HRESULT,
    /// `SetPriority`.
    pub set_priority: unsafe extern "system" fn(*mut Res<T>, u32) -> u32,
    /// `GetPriority`.
    pub get_priority: unsafe extern "system" fn(*mut Res<T>) -> u32,
    /// `PreLoad`.
    pub pre_load: unsafe extern "system" fn(*mut Res<T>),
    /// `GetType`.
    pub get_type: unsafe extern "system" fn(*mut Res<T>) -> u32,
}

impl<T: Payload> ResourceVtbl<T> {
    /// The shared slots.
    pub const NEW: Self = Self {
        query_interface: query_interface::<T>,
        add_ref: add_ref::<T>,
        release: release::<T>,
        get_device: get_device::<T>,
        set_private_data: set_private_data::<T>,
        get_private_data: get_private_data::<T>,
        free_private_data: free_private_data::<T>,
        set_priority: set_priority::<T>,
        get_priority: get_priority::<T>,
        pre_load: pre_load::<T>,
        get_type: get_type::<T>,
    };
}

/// `D3DRESOURCETYPE`.
pub mod rtype {
    /// `D3DRTYPE_SURFACE`.
    pub const SURFACE: u32 = 1;
    /// `D3DRTYPE_VOLUME`.
    pub const VOLUME: u32 = 2;
    /// `D3DRTYPE_TEXTURE`.
    pub const TEXTURE: u32 = 3;
    /// `D3DRTYPE_VOLUMETEXTURE`.
    pub const VOLUMETEXTURE: u32 = 4;
    /// `D3DRTYPE_CUBETEXTURE`.
    pub const CUBETEXTURE: u32 = 5;
    /// `D3DRTYPE_VERTEXBUFFER`.
    pub const VERTEXBUFFER: u32 = 6;
    /// `D3DRTYPE_INDEXBUFFER`.
    pub const INDEXBUFFER: u32 = 7;
}

/// `D3DPOOL`.
pub mod pool {
    /// `D3DPOOL_DEFAULT`.
    pub const DEFAULT: u32 = 0;
    /// `D3DPOOL_MANAGED`.
    pub const MANAGED: u32 = 1;
    /// `D3DPOOL_SYSTEMMEM`.
    pub const SYSTEMMEM: u32 = 2;
    /// `D3DPOOL_SCRATCH`.
    pub const SCRATCH: u32 = 3;
}

/// `D3DUSAGE_*` bits resources read.
pub mod usage {
    /// `D3DUSAGE_RENDERTARGET`.
    pub const RENDERTARGET: u32 = 0x1;
    /// `D3DUSAGE_DEPTHSTENCIL`.
    pub const DEPTHSTENCIL: u32 = 0x2;
    /// `D3DUSAGE_WRITEONLY`.
    pub const WRITEONLY: u32 = 0x8;
    /// `D3DUSAGE_DYNAMIC`.
    pub const DYNAMIC: u32 = 0x200;
    /// `D3DUSAGE_AUTOGENMIPMAP`.
    pub const AUTOGENMIPMAP: u32 = 0x400;
}

/// `D3DLOCK_READONLY`.
pub const D3DLOCK_READONLY: u32 = 0x10;

/// `D3DLOCKED_RECT`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct LockedRect {
    /// `Pitch`: bytes from one row (of blocks) to the next.
    pub pitch: i32,
    /// `pBits`.
    pub bits: *mut std::ffi::c_void,
}

/// `D3DLOCKED_BOX`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct LockedBox {
    /// `RowPitch`.
    pub row_pitch: i32,
    /// `SlicePitch`.
    pub slice_pitch: i32,
    /// `pBits`.
    pub bits: *mut std::ffi::c_void,
}

/// `D3DSURFACE_DESC`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SurfaceDesc {
    /// `Format`.
    pub format: u32,
    /// `Type` (`D3DRTYPE_SURFACE`).
    pub rtype: u32,
    /// `Usage`.
    pub usage: u32,
    /// `Pool`.
    pub pool: u32,
    /// `MultiSampleType`.
    pub multi_sample_type: u32,
    /// `MultiSampleQuality`.
    pub multi_sample_quality: u32,
    /// `Width`.
    pub width: u32,
    /// `Height`.
    pub height: u32,
}

/// `D3DVOLUME_DESC`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VolumeDesc {
    /// `Format`.
    pub format: u32,
    /// `Type` (`D3DRTYPE_VOLUME`).
    pub rtype: u32,
    /// `Usage`.
    pub usage: u32,
    /// `Pool`.
    pub pool: u32,
    /// `Width`.
    pub width: u32,
    /// `Height`.
    pub height: u32,
    /// `Depth`.
    pub depth: u32,
}

/// `D3DVERTEXBUFFER_DESC` and `D3DINDEXBUFFER_DESC` (the index one ends at `size`).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BufferDesc {
    /// `Format` (`D3DFMT_VERTEXDATA` = 100, `INDEX16` = 101, `INDEX32` = 102).
    pub format: u32,
    /// `Type`.
    pub rtype: u32,
    /// `Usage`.
    pub usage: u32,
    /// `Pool`.
    pub pool: u32,
    /// `Size`.
    pub size: u32,
    /// `FVF` (vertex buffers only).
    pub fvf: u32,
}
