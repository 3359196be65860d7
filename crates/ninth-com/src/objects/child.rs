//! What the device's child objects that are not resources share (vertex declarations,
//! shaders, state blocks): `QueryInterface`, `GetDevice`, their device reference, and for
//! the objects the device binds (declarations and shaders) their two reference counts and
//! the binding reference the device and state blocks hold them by.
//!
//! A bindable object ([`Bindable`]) counts as resources do (`objects::resource`): `refs`
//! is the COM count the program sees, `binds` the device's and state blocks' references
//! ([`ComRef`]), kept apart as D3D9 runtimes keep them. Binding changes no COM count; the
//! object holds a reference to its device while `refs` is above 0 (so bindings alone do not
//! keep a released device alive), and it is freed, its ninth-d3d9 handle released, when
//! both reach 0. The object's [`Object`] count stays 1 while it lives: it is the memory's.

use std::ffi::c_void;
use std::mem::ManuallyDrop;
use std::ptr::NonNull;
use std::sync::atomic::{AtomicU32, Ordering};

use crate::com::{D3DERR_INVALIDCALL, Guid, HRESULT, Object, S_OK};
use crate::device::Device9;

/// A binding reference to a vertex declaration object.
pub type DeclRef = ComRef<
    super::vertex_declaration::IDirect3DVertexDeclaration9Vtbl,
    super::vertex_declaration::DeclarationData,
>;
/// A binding reference to a shader object.
pub type ShaderRef = ComRef<super::shader::IDirect3DShader9Vtbl, super::shader::ShaderData>;

/// The two counts of a bindable object.
#[derive(Debug)]
pub struct Counts {
    refs: AtomicU32,
    binds: AtomicU32,
}

impl Counts {
    /// `refs` COM references (1 for an object a `Create*` returns, 0 for one the device
    /// makes for itself) and no bindings.
    pub(crate) fn new(refs: u32) -> Self {
        Self {
            refs: AtomicU32::new(refs),
            binds: AtomicU32::new(0),
        }
    }

    /// The COM count.
    pub fn refs(&self) -> u32 {
        self.refs.load(Ordering::Acquire)
    }

    /// The binding count.
    pub fn binds(&self) -> u32 {
        self.binds.load(Ordering::Acquire)
    }
}

/// A child object the device binds: its counts, its device and how its ninth-d3d9 object
/// is released.
pub trait Bindable: Sized + 'static {
    /// The object's counts.
    fn counts(&self) -> &Counts;
    /// The device that made it.
    fn device(&self) -> *mut Device9;
    /// Releases the ninth-d3d9 object on the (locked) device.
    fn free(&self, dev: &mut ninth_d3d9::Device<'static>);
}

/// `AddRef` of a bindable object: going from 0 to 1 takes a device reference.
pub(crate) fn add_ref<V: 'static, T: Bindable>(object: &Object<V, T>) -> u32 {
    let n = object.data.counts().refs.fetch_add(1, Ordering::AcqRel) + 1;
    if n == 1 {
        hold_device(object.data.device());
    }
    n
}

/// `Release` of a bindable object: at 0 its device reference goes, and with no bindings
/// the object (its ninth-d3d9 object released under the device's lock).
///
/// # Safety
/// `this` is null or a live object; after it is freed it must not be used. The calling
/// thread does not hold the device's lock.
pub(crate) unsafe fn release<V: 'static, T: Bindable>(this: *mut Object<V, T>) -> u32 {
    // SAFETY: the caller guarantees `this` is null or live.
    let Some(object) = (unsafe { Object::get(this) }) else {
        return 0;
    };
    let counts = object.data.counts();
    let Ok(before) = counts
        .refs
        .fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| n.checked_sub(1))
    else {
        tracing::warn!("Release of an object with no references");
        return 0;
    };
    let left = before - 1;
    if left == 0 {
        let device = object.data.device();
        if counts.binds() == 0 {
            // SAFETY: the device is live: this object holds a reference to it.
            if let Some(d) = unsafe { Device9::get(device) } {
                d.data.with_device(|dev| object.data.free(dev));
            }
            // SAFETY: no references and no bindings are left; the Object count is the
            // memory's.
            unsafe { Object::release(this) };
        }
        drop_device(device);
    }
    left
}

/// One binding reference to a bindable object (the device's bound declaration and
/// shaders, the FVF declarations it made, a state block's): the object's `binds` count,
/// taken when made or cloned and given back when dropped or [`ComRef::unbind`]. It never
/// changes the COM count.
///
/// Given back through [`ComRef::unbind`] (the device's methods, under its lock), the last
/// one of an object the program released frees it and its ninth-d3d9 object. Dropped (a
/// state block's record, the device's state as the device goes), it frees the object but
/// leaves its ninth-d3d9 object to the device, which frees it when it goes: a drop cannot
/// tell whether the device is locked or being freed.
pub struct ComRef<V: 'static, T: Bindable>(NonNull<Object<V, T>>);

impl<V: 'static, T: Bindable> ComRef<V, T> {
    /// A new binding to the object behind `this`, or `None` for null.
    ///
    /// # Safety
    /// `this` is null or a live object of this type.
    pub unsafe fn bind(this: *mut Object<V, T>) -> Option<Self> {
        // SAFETY: the caller guarantees `this` is null or live.
        let object = unsafe { Object::get(this) }?;
        object.data.counts().binds.fetch_add(1, Ordering::AcqRel);
        Some(Self(NonNull::from(object)))
    }

    /// The object.
    pub fn get(&self) -> &Object<V, T> {
        // SAFETY: this binding keeps the object alive.
        unsafe { self.0.as_ref() }
    }

    /// The interface pointer (no reference taken).
    pub fn as_ptr(&self) -> *mut Object<V, T> {
        self.0.as_ptr()
    }

    /// The interface pointer with one more COM reference, for a `Get*` that returns one.
    pub fn to_out(&self) -> *mut c_void {
        add_ref(self.get());
        self.as_ptr().cast()
    }

    /// Gives the binding back on `dev`, the object's locked device: with no references
    /// and no bindings left the object and its ninth-d3d9 object are freed.
    pub(crate) fn unbind(self, dev: &mut ninth_d3d9::Device<'static>) {
        let this = ManuallyDrop::new(self);
        // SAFETY: this binding is live; it is given up here.
        unsafe { unbind_object(this.as_ptr(), Some(dev)) };
    }
}

/// Gives a binding of `this` back; `dev`: the locked device, to release the ninth-d3d9
/// object on.
///
/// # Safety
/// `this` is live and the caller gives up one binding of it.
unsafe fn unbind_object<V: 'static, T: Bindable>(
    this: *mut Object<V, T>,
    dev: Option<&mut ninth_d3d9::Device<'static>>,
) {
    // SAFETY: the caller's binding keeps `this` alive.
    let Some(object) = (unsafe { Object::get(this) }) else {
        return;
    };
    let counts = object.data.counts();
    let left = counts.binds.fetch_sub(1, Ordering::AcqRel) - 1;
    if left == 0 && counts.refs() == 0 {
        match dev {
            Some(dev) => object.data.free(dev),
            None => tracing::debug!(
                "a shader or declaration freed outside the device's methods: its ninth-d3d9 \
                 object goes with the device"
            ),
        }
        // SAFETY: no references and no bindings are left; the Object count is the memory's.
        unsafe { Object::release(this) };
    }
}

impl<V: 'static, T: Bindable> Clone for ComRef<V, T> {
    fn clone(&self) -> Self {
        self.get()
            .data
            .counts()
            .binds
            .fetch_add(1, Ordering::AcqRel);
        Self(self.0)
    }
}

impl<V: 'static, T: Bindable> Drop for ComRef<V, T> {
    fn drop(&mut self) {
        // SAFETY: this binding is live; it is given up here.
        unsafe { unbind_object(self.0.as_ptr(), None) };
    }
}

impl<V: 'static, T: Bindable> PartialEq for ComRef<V, T> {
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}

impl<V: 'static, T: Bindable> std::fmt::Debug for ComRef<V, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "ComRef({:p})", self.0)
    }
}

/// `IUnknown::AddRef` of a bindable object.
pub(crate) unsafe extern "system" fn bindable_add_ref<V: 'static, T: Bindable>(
    this: *mut Object<V, T>,
) -> u32 {
    crate::com::guard_value("IUnknown::AddRef", 0, || {
        // SAFETY: COM's contract: `this` is live.
        unsafe { Object::get(this) }.map_or(0, add_ref)
    })
}

/// `IUnknown::Release` of a bindable object.
pub(crate) unsafe extern "system" fn bindable_release<V: 'static, T: Bindable>(
    this: *mut Object<V, T>,
) -> u32 {
    crate::com::guard_value("IUnknown::Release", 0, || {
        // SAFETY: COM's contract: `this` is live and the caller gives up one reference.
        unsafe { release(this) }
    })
}

/// `QueryInterface` of a bindable object answering `IUnknown` and `iid`.
///
/// # Safety
/// As [`query_interface`].
pub(crate) unsafe fn bindable_query_interface<V: 'static, T: Bindable>(
    this: *mut Object<V, T>,
    iid: &Guid,
    riid: *const Guid,
    out: *mut c_void,
) -> HRESULT {
    // SAFETY: the caller's pointers, as documented.
    unsafe { query_with(this, iid, riid, out, add_ref) }
}

/// `QueryInterface` of a child object answering `IUnknown` and `iid`.
///
/// # Safety
/// `this` is null or a live object; `riid` null or readable; `out` null or writable.
pub(crate) unsafe fn query_interface<V: 'static, T>(
    this: *mut Object<V, T>,
    iid: &Guid,
    riid: *const Guid,
    out: *mut c_void,
) -> HRESULT {
    // SAFETY: the caller's pointers, as documented.
    unsafe { query_with(this, iid, riid, out, |o| o.add_ref()) }
}

/// `QueryInterface` answering `IUnknown` and `iid`, `add_ref` taking the reference.
///
/// # Safety
/// As [`query_interface`].
unsafe fn query_with<V: 'static, T>(
    this: *mut Object<V, T>,
    iid: &Guid,
    riid: *const Guid,
    out: *mut c_void,
    add_ref: impl FnOnce(&Object<V, T>) -> u32,
) -> HRESULT {
    // SAFETY: the caller's pointers, as documented.
    unsafe { crate::com::query_interface(this, riid, out, |_, asked| asked == iid, add_ref) }
}

/// `GetDevice` of a child object: its device with one more reference.
///
/// # Safety
/// `device` is the live device the child holds; `out` null or writable.
pub(crate) unsafe fn get_device(device: *mut Device9, out: *mut c_void) -> HRESULT {
    let out = out.cast::<*mut c_void>();
    if out.is_null() {
        return D3DERR_INVALIDCALL;
    }
    // SAFETY: the child keeps its device alive.
    if let Some(d) = unsafe { Device9::get(device) } {
        d.add_ref();
    }
    // SAFETY: checked non-null; writable by the caller's contract.
    unsafe { out.write(Device9::as_void(device)) };
    S_OK
}

/// Takes a reference to `device` for a child object made on it.
pub(crate) fn hold_device(device: *mut Device9) {
    // SAFETY: `device` is the live device whose method is making the child.
    if let Some(d) = unsafe { Device9::get(device) } {
        d.add_ref();
    }
}

/// Gives up a child's reference to its device.
pub(crate) fn drop_device(device: *mut Device9) {
    // SAFETY: the child held this reference since `hold_device`.
    unsafe { Device9::release(device) };
}

/// `IUnknown`'s vtable: what [`UnknownRef`] calls.
#[repr(C)]
struct IUnknownVtbl {
    #[allow(dead_code)] // in the layout; not called
    query_interface: unsafe extern "system" fn(*mut c_void, *const Guid, *mut c_void) -> HRESULT,
    add_ref: unsafe extern "system" fn(*mut c_void) -> u32,
    release: unsafe extern "system" fn(*mut c_void) -> u32,
}

/// One counted reference to any COM object, through its `IUnknown` methods (the resources
/// a state block holds). Dropping it may free the object, which may lock its device: drop
/// it outside the device's lock.
pub struct UnknownRef(NonNull<c_void>);

impl UnknownRef {
    /// Takes over a reference a `Get*` returned (no `AddRef`); `None` for null.
    ///
    /// # Safety
    /// `this` is null or a live COM object whose one reference the caller gives up.
    pub(crate) unsafe fn adopt(this: *mut c_void) -> Option<Self> {
        NonNull::new(this).map(Self)
    }

    /// The interface pointer (no `AddRef`).
    pub fn as_ptr(&self) -> *mut c_void {
        self.0.as_ptr()
    }

    fn vtbl(&self) -> &IUnknownVtbl {
        // SAFETY: a live COM object's first field is its vtable pointer, which begins with
        // IUnknown's three methods.
        unsafe { &**self.0.as_ptr().cast::<*const IUnknownVtbl>() }
    }
}

impl Clone for UnknownRef {
    fn clone(&self) -> Self {
        // SAFETY: this reference keeps the object alive.
        unsafe { (self.vtbl().add_ref)(self.as_ptr()) };
        Self(self.0)
    }
}

impl Drop for UnknownRef {
    fn drop(&mut self) {
        // SAFETY: this reference is live; it is given up here.
        unsafe { (self.vtbl().release)(self.as_ptr()) };
    }
}

impl std::fmt::Debug for UnknownRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "UnknownRef({:p})", self.0)
    }
}
