//! `IDirect3DVertexBuffer9` and `IDirect3DIndexBuffer9` over ninth-d3d9's buffers (CPU
//! copies every draw reads): `Lock` with offset, size and `D3DLOCK_*` flags hands out a
//! pointer into the copy (stable until the buffer is freed).

use std::ffi::c_void;

use ninth_d3d9::{IndexBufferHandle, VertexBufferHandle};

use super::resource::rtype;
use super::resource::{self, BufferDesc, Payload, RESOURCE, Res, with_object};
use crate::com::{D3DERR_INVALIDCALL, Guid, HRESULT, S_OK, hresult, write_out};
use crate::device::Device9;
use crate::guids::{IID_IDIRECT3DINDEX_BUFFER9, IID_IDIRECT3DVERTEX_BUFFER9};

/// A vertex or index buffer object.
pub type Buffer9 = Res<BufferData>;

/// The ninth-d3d9 buffer behind the object.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BufferHandle {
    /// A vertex buffer.
    Vertex(VertexBufferHandle),
    /// An index buffer.
    Index(IndexBufferHandle),
}

/// What a buffer object holds.
pub struct BufferData {
    /// The ninth-d3d9 buffer.
    pub handle: BufferHandle,
    /// `GetDesc`.
    pub desc: BufferDesc,
}

impl Payload for BufferData {
    fn name(&self) -> &'static str {
        match self.handle {
            BufferHandle::Vertex(_) => "IDirect3DVertexBuffer9",
            BufferHandle::Index(_) => "IDirect3DIndexBuffer9",
        }
    }

    fn iids(&self) -> &'static [Guid] {
        match self.handle {
            BufferHandle::Vertex(_) => &[RESOURCE, IID_IDIRECT3DVERTEX_BUFFER9],
            BufferHandle::Index(_) => &[RESOURCE, IID_IDIRECT3DINDEX_BUFFER9],
        }
    }

    fn losable(&self) -> bool {
        self.desc.pool == super::resource::pool::DEFAULT
    }

    fn rtype(&self) -> u32 {
        match self.handle {
            BufferHandle::Vertex(_) => rtype::VERTEXBUFFER,
            BufferHandle::Index(_) => rtype::INDEXBUFFER,
        }
    }

    fn free(&mut self, device: &mut ninth_d3d9::Device<'static>) {
        let r = match self.handle {
            BufferHandle::Vertex(h) => device.release_vertex_buffer(h),
            BufferHandle::Index(h) => device.release_index_buffer(h),
        };
        if let Err(e) = r {
            hresult("IDirect3DVertexBuffer9::Release", &e);
        }
    }
}

unsafe extern "system" fn lock(
    this: *mut Buffer9,
    offset: u32,
    size: u32,
    out: *mut c_void,
    flags: u32,
) -> HRESULT {
    with_object(this, "IDirect3DVertexBuffer9::Lock", |b| {
        let out = out.cast::<*mut c_void>();
        if out.is_null() {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: the device outlives the objects the program holds.
        let Some(d) = (unsafe { Device9::get(b.device) }) else {
            return D3DERR_INVALIDCALL;
        };
        d.data.with_device(|dev| {
            let r = match b.data.handle {
                BufferHandle::Vertex(h) => dev.lock_vertex_buffer(h, offset, size, flags),
                BufferHandle::Index(h) => dev.lock_index_buffer(h, offset, size, flags),
            };
            match r {
                Ok(bytes) => {
                    // SAFETY: checked non-null. The bytes live in a Vec the device never
                    // resizes, so the pointer stays valid until the buffer is freed.
                    unsafe { out.write(bytes.as_mut_ptr().cast()) };
                    S_OK
                }
                Err(e) => hresult("IDirect3DVertexBuffer9::Lock", &e),
            }
        })
    })
}

unsafe extern "system" fn unlock(this: *mut Buffer9) -> HRESULT {
    with_object(this, "IDirect3DVertexBuffer9::Unlock", |b| {
        // SAFETY: the device outlives the objects the program holds.
        let Some(d) = (unsafe { Device9::get(b.device) }) else {
            return D3DERR_INVALIDCALL;
        };
        d.data.with_device(|dev| {
            let r = match b.data.handle {
                BufferHandle::Vertex(h) => dev.unlock_vertex_buffer(h),
                BufferHandle::Index(h) => dev.unlock_index_buffer(h),
            };
            match r {
                Ok(()) => S_OK,
                Err(e) => hresult("IDirect3DVertexBuffer9::Unlock", &e),
            }
        })
    })
}

unsafe extern "system" fn get_desc(this: *mut Buffer9, out: *mut c_void) -> HRESULT {
    with_object(this, "IDirect3DVertexBuffer9::GetDesc", |b| {
        match b.data.handle {
            // SAFETY: null or a writable D3DVERTEXBUFFER_DESC.
            BufferHandle::Vertex(_) => unsafe { write_out(out.cast::<BufferDesc>(), b.data.desc) },
            BufferHandle::Index(_) => {
                // D3DINDEXBUFFER_DESC has no FVF field.
                let d = b.data.desc;
                // SAFETY: null or a writable D3DINDEXBUFFER_DESC (five DWORDs).
                unsafe {
                    write_out(
                        out.cast::<[u32; 5]>(),
                        [d.format, d.rtype, d.usage, d.pool, d.size],
                    )
                }
            }
        }
    })
}

/// `IDirect3DVertexBuffer9Vtbl` and `IDirect3DIndexBuffer9Vtbl` (the same slots).
#[repr(C)]
pub struct IDirect3DBuffer9Vtbl {
    /// `IUnknown` and `IDirect3DResource9`.
    pub resource: resource::ResourceVtbl<BufferData>,
    /// `Lock`.
    pub lock: unsafe extern "system" fn(*mut Buffer9, u32, u32, *mut c_void, u32) -> HRESULT,
    /// `Unlock`.
    pub unlock: unsafe extern "system" fn(*mut Buffer9) -> HRESULT,
    /// `GetDesc`.
    pub get_desc: unsafe extern "system" fn(*mut Buffer9, *mut c_void) -> HRESULT,
}

/// The `IDirect3DVertexBuffer9` vtable.
pub static VERTEX_BUFFER_VTBL: IDirect3DBuffer9Vtbl = IDirect3DBuffer9Vtbl {
    resource: resource::ResourceVtbl::NEW,
    lock,
    unlock,
    get_desc,
};

/// The `IDirect3DIndexBuffer9` vtable.
pub static INDEX_BUFFER_VTBL: IDirect3DBuffer9Vtbl = IDirect3DBuffer9Vtbl {
    resource: resource::ResourceVtbl::NEW,
    lock,
    unlock,
    get_desc,
};
