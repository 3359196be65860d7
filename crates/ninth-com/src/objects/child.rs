//! What the device's child objects that are not resources share (vertex declarations,
//! shaders, state blocks): the counted reference the device and state blocks hold them by,
//! `QueryInterface`, `GetDevice` and their device reference.

use std::ffi::c_void;
use std::ptr::NonNull;

use crate::com::{D3DERR_INVALIDCALL, E_NOINTERFACE, Guid, HRESULT, IID_IUNKNOWN, Object, S_OK};
use crate::device::Device9;

/// A reference to a vertex declaration object.
pub type DeclRef = ComRef<
    super::vertex_declaration::IDirect3DVertexDeclaration9Vtbl,
    super::vertex_declaration::DeclarationData,
>;
/// A reference to a shader object.
pub type ShaderRef = ComRef<super::shader::IDirect3DShader9Vtbl, super::shader::ShaderData>;

/// One counted reference to a COM object of this crate: `AddRef` when made or cloned,
/// `Release` when dropped. The objects it holds never lock their device when freed, so one
/// may be dropped under the device's lock.
pub struct ComRef<V: 'static, T>(NonNull<Object<V, T>>);

impl<V: 'static, T> ComRef<V, T> {
    /// A new reference to the object behind `this` (`AddRef`), or `None` for null.
    ///
    /// # Safety
    /// `this` is null or a live object of this type.
    pub unsafe fn add_ref(this: *mut Object<V, T>) -> Option<Self> {
        // SAFETY: the caller guarantees `this` is null or live.
        let object = unsafe { Object::get(this) }?;
        object.add_ref();
        Some(Self(NonNull::from(object)))
    }

    /// Takes over the reference a creation returned (no `AddRef`).
    ///
    /// # Safety
    /// `this` is a live object whose one reference the caller gives up.
    pub(crate) unsafe fn adopt(this: *mut Object<V, T>) -> Option<Self> {
        NonNull::new(this).map(Self)
    }

    /// The object.
    pub fn get(&self) -> &Object<V, T> {
        // SAFETY: this reference keeps the object alive.
        unsafe { self.0.as_ref() }
    }

    /// The interface pointer (no `AddRef`).
    pub fn as_ptr(&self) -> *mut Object<V, T> {
        self.0.as_ptr()
    }

    /// The interface pointer with one more reference, for a `Get*` that returns one.
    pub fn to_out(&self) -> *mut c_void {
        self.get().add_ref();
        self.as_ptr().cast()
    }
}

impl<V: 'static, T> Clone for ComRef<V, T> {
    fn clone(&self) -> Self {
        self.get().add_ref();
        Self(self.0)
    }
}

impl<V: 'static, T> Drop for ComRef<V, T> {
    fn drop(&mut self) {
        // SAFETY: this reference is live; it is given up here.
        unsafe { Object::release(self.0.as_ptr()) };
    }
}

impl<V: 'static, T> PartialEq for ComRef<V, T> {
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}

impl<V: 'static, T> std::fmt::Debug for ComRef<V, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "ComRef({:p})", self.0)
    }
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
    let out = out.cast::<*mut c_void>();
    if out.is_null() || riid.is_null() {
        return D3DERR_INVALIDCALL;
    }
    // SAFETY: checked non-null; COM's contract makes `riid` a readable GUID.
    let asked = unsafe { *riid };
    // SAFETY: COM's contract: `this` is null or live.
    let Some(object) = (unsafe { Object::get(this) }) else {
        return D3DERR_INVALIDCALL;
    };
    if asked == IID_IUNKNOWN || asked == *iid {
        object.add_ref();
        // SAFETY: checked non-null; the caller passes a writable `void**`.
        unsafe { out.write(this.cast()) };
        S_OK
    } else {
        // SAFETY: as above.
        unsafe { out.write(std::ptr::null_mut()) };
        E_NOINTERFACE
    }
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
