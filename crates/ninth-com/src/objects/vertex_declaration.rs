//! `IDirect3DVertexDeclaration9`: a vertex declaration's elements and its ninth-d3d9
//! handle. `SetFVF` makes one per FVF code too (kept by the device through a binding, with
//! no COM reference until `GetVertexDeclaration` returns it). Counted as `objects::child`
//! describes: binding one changes no COM count, and it is freed (its ninth-d3d9 declaration
//! released) when both its COM references and its bindings are gone.

use std::ffi::c_void;

use ninth_d3d9::DeclarationHandle;

use super::child::{
    Bindable, Counts, bindable_add_ref, bindable_query_interface, bindable_release, get_device,
    hold_device,
};
use super::state_types::VertexElement9;
use crate::com::{D3DERR_INVALIDCALL, Guid, HRESULT, Object, S_OK, guard};
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
    /// COM references and bindings.
    pub counts: Counts,
    /// The ninth-d3d9 declaration.
    pub handle: DeclarationHandle,
    /// The elements with `D3DDECL_END` last.
    pub elements: Vec<VertexElement9>,
    /// The FVF code it matches (0 where none does): `GetFVF` with it set.
    pub fvf: u32,
}

impl Bindable for DeclarationData {
    fn counts(&self) -> &Counts {
        &self.counts
    }

    fn device(&self) -> *mut Device9 {
        self.device
    }

    fn free(&self, dev: &mut ninth_d3d9::Device<'static>) {
        if let Err(e) = dev.release_vertex_declaration(self.handle) {
            tracing::warn!("IDirect3DVertexDeclaration9::Release: {e}");
        }
    }
}

static VTBL: IDirect3DVertexDeclaration9Vtbl = IDirect3DVertexDeclaration9Vtbl {
    query_interface,
    add_ref: bindable_add_ref,
    release: bindable_release,
    get_device: decl_get_device,
    get_declaration,
};

/// A new declaration object (`elements` end with `D3DDECL_END`): with `public` one COM
/// reference, which holds `device`; without (the device's own) none.
pub(crate) fn create(
    device: *mut Device9,
    public: bool,
    handle: DeclarationHandle,
    elements: Vec<VertexElement9>,
    fvf: u32,
) -> *mut VertexDeclaration9 {
    if public {
        hold_device(device);
    }
    VertexDeclaration9::create(
        &VTBL,
        DeclarationData {
            device,
            counts: Counts::new(u32::from(public)),
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
        unsafe { bindable_query_interface(this, &IID_IDIRECT3DVERTEX_DECLARATION9, riid, out) }
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
