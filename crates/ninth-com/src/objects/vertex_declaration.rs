//! `IDirect3DVertexDeclaration9`: a vertex declaration's elements and its ninth-d3d9
//! handle. `SetFVF` makes one per FVF code too (owned by the device: it holds no device
//! reference), which `GetVertexDeclaration` returns.

use std::ffi::c_void;

use ninth_d3d9::DeclarationHandle;

use super::child::{drop_device, get_device, hold_device};
use super::state_types::VertexElement9;
use crate::com::{D3DERR_INVALIDCALL, Guid, HRESULT, Object, S_OK, guard, guard_value};
use crate::device::Device9;
use crate::guids::IID_IDIRECT3DVERTEX_DECLARATION9;

/// `IDirect3DVertexDeclaration9Vtbl`.
#[repr(C)]
#[allow(missing_docs)]
pub struct IDirect3DVertexDeclaration9Vtbl {
    pub query_interface:
        unsafe extern "system" fn(*mut VertexDeclaration9, *const Guid, *mut c_void) -> HRESULT,
    pub add_ref: unsafe extern "system" fn(*mut VertexDeclaration9) -> u32,
    pub release: unsafe extern "system" fn(*mut VertexDeclaration9) -> u32,
    pub get_device: unsafe extern "system" fn(*mut VertexDeclaration9, *mut c_void) -> HRESULT,
    pub get_declaration: unsafe extern "system" fn(
        *mut VertexDeclaration9,
        *mut VertexElement9,
        *mut u32,
    ) -> HRESULT,
}

/// A vertex declaration object.
pub type VertexDeclaration9 = Object<IDirect3DVertexDeclaration9Vtbl, DeclarationData>;

/// What a declaration object holds.
pub struct DeclarationData {
    pub(crate) device: *mut Device9,
    /// Whether it holds a reference to the device (not the ones `SetFVF` makes, which the
    /// device holds).
    pub(crate) holds_device: bool,
    /// The ninth-d3d9 declaration.
    pub handle: DeclarationHandle,
    /// The elements with `D3DDECL_END` last.
    pub elements: Vec<VertexElement9>,
    /// The FVF code it matches (0 where none does): `GetFVF` with it set.
    pub fvf: u32,
}

impl Drop for DeclarationData {
    fn drop(&mut self) {
        // ninth-d3d9 has no call that frees a declaration; it is freed with the device.
        if self.holds_device {
            drop_device(self.device);
        }
    }
}

static VTBL: IDirect3DVertexDeclaration9Vtbl = IDirect3DVertexDeclaration9Vtbl {
    query_interface,
    add_ref,
    release,
    get_device: decl_get_device,
    get_declaration,
};

/// A new declaration object with one reference (`elements` end with `D3DDECL_END`); with
/// `holds_device` it takes a reference to `device`.
pub(crate) fn create(
    device: *mut Device9,
    holds_device: bool,
    handle: DeclarationHandle,
    elements: Vec<VertexElement9>,
    fvf: u32,
) -> *mut VertexDeclaration9 {
    if holds_device {
        hold_device(device);
    }
    VertexDeclaration9::create(
        &VTBL,
        DeclarationData {
            device,
            holds_device,
            handle,
            elements,
            fvf,
        },
    )
}

unsafe extern "system" fn query_interface(
    this: *mut VertexDeclaration9,
    riid: *const Guid,
    out: *mut c_void,
) -> HRESULT {
    guard("IDirect3DVertexDeclaration9::QueryInterface", || {
        // SAFETY: the caller's pointers, checked there.
        unsafe { super::child::query_interface(this, &IID_IDIRECT3DVERTEX_DECLARATION9, riid, out) }
    })
}

unsafe extern "system" fn add_ref(this: *mut VertexDeclaration9) -> u32 {
    guard_value("IDirect3DVertexDeclaration9::AddRef", 0, || {
        // SAFETY: COM's contract: `this` is live.
        unsafe { VertexDeclaration9::get(this) }.map_or(0, |o| o.add_ref())
    })
}

unsafe extern "system" fn release(this: *mut VertexDeclaration9) -> u32 {
    guard_value("IDirect3DVertexDeclaration9::Release", 0, || {
        // SAFETY: COM's contract: `this` is live and the caller gives up one reference.
        unsafe { VertexDeclaration9::release(this) }
    })
}

unsafe extern "system" fn decl_get_device(
    this: *mut VertexDeclaration9,
    out: *mut c_void,
) -> HRESULT {
    guard("IDirect3DVertexDeclaration9::GetDevice", || {
        // SAFETY: COM's contract: `this` is live.
        let Some(object) = (unsafe { VertexDeclaration9::get(this) }) else {
            return D3DERR_INVALIDCALL;
        };
        // SAFETY: the declaration's device is live; `out` is the caller's.
        unsafe { get_device(object.data.device, out) }
    })
}

/// `GetDeclaration(D3DVERTEXELEMENT9 *elements, UINT *count)`: the count with
/// `D3DDECL_END`; the elements too where `elements` is not null (the caller's array holds
/// them all, as D3D9 assumes).
unsafe extern "system" fn get_declaration(
    this: *mut VertexDeclaration9,
    elements: *mut VertexElement9,
    count: *mut u32,
) -> HRESULT {
    guard("IDirect3DVertexDeclaration9::GetDeclaration", || {
        // SAFETY: COM's contract: `this` is live.
        let Some(object) = (unsafe { VertexDeclaration9::get(this) }) else {
            return D3DERR_INVALIDCALL;
        };
        if count.is_null() {
            return D3DERR_INVALIDCALL;
        }
        let list = &object.data.elements;
        if !elements.is_null() {
            // SAFETY: D3D9's contract: `elements` holds room for every element (the count
            // a first call returned); the copy is bytewise.
            unsafe {
                std::ptr::copy_nonoverlapping(
                    list.as_ptr().cast::<u8>(),
                    elements.cast::<u8>(),
                    std::mem::size_of_val(list.as_slice()),
                )
            };
        }
        // SAFETY: checked non-null; writable by the caller's contract.
        unsafe { count.write(list.len() as u32) };
        S_OK
    })
}
