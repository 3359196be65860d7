//! `IDirect3DVertexShader9` and `IDirect3DPixelShader9`: a created shader's bytecode and
//! its ninth-d3d9 handle. Both interfaces have the same methods; one object type serves
//! both, its vtable saying which it is. Counted as `objects::child` describes: binding one
//! changes no COM count, and it is freed (its ninth-d3d9 shader released) when both its COM
//! references and its bindings are gone.

use std::ffi::c_void;

use ninth_d3d9::{PixelShaderHandle, VertexShaderHandle};

use super::child::{
    Bindable, Counts, bindable_add_ref, bindable_query_interface, bindable_release, get_device,
    hold_device,
};
use crate::com::{D3DERR_INVALIDCALL, Guid, HRESULT, Object, S_OK, guard};
use crate::device::Device9;
use crate::guids::{IID_IDIRECT3DPIXEL_SHADER9, IID_IDIRECT3DVERTEX_SHADER9};

/// `IDirect3DVertexShader9Vtbl` / `IDirect3DPixelShader9Vtbl`.
#[repr(C)]
#[allow(missing_docs)]
pub struct IDirect3DShader9Vtbl {
    pub query_interface:
        unsafe extern "system" fn(*mut Shader9, *const Guid, *mut c_void) -> HRESULT,
    pub add_ref: unsafe extern "system" fn(*mut Shader9) -> u32,
    pub release: unsafe extern "system" fn(*mut Shader9) -> u32,
    pub get_device: unsafe extern "system" fn(*mut Shader9, *mut c_void) -> HRESULT,
    pub get_function: unsafe extern "system" fn(*mut Shader9, *mut c_void, *mut u32) -> HRESULT,
}

/// A shader object (vertex or pixel).
pub type Shader9 = Object<IDirect3DShader9Vtbl, ShaderData>;

/// Which shader, by its ninth-d3d9 handle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShaderHandle {
    /// A vertex shader.
    Vertex(VertexShaderHandle),
    /// A pixel shader.
    Pixel(PixelShaderHandle),
}

/// What a shader object holds.
pub struct ShaderData {
    pub(crate) device: *mut Device9,
    /// COM references and bindings.
    pub counts: Counts,
    /// The ninth-d3d9 shader.
    pub handle: ShaderHandle,
    /// The bytecode as created (`GetFunction`).
    pub tokens: Vec<u32>,
}

impl Bindable for ShaderData {
    fn counts(&self) -> &Counts {
        &self.counts
    }

    fn device(&self) -> *mut Device9 {
        self.device
    }

    fn free(&self, dev: &mut ninth_d3d9::Device<'static>) {
        let r = match self.handle {
            ShaderHandle::Vertex(h) => dev.release_vertex_shader(h),
            ShaderHandle::Pixel(h) => dev.release_pixel_shader(h),
        };
        if let Err(e) = r {
            tracing::warn!("IDirect3DShader9::Release: {e}");
        }
    }
}

static VERTEX_VTBL: IDirect3DShader9Vtbl = IDirect3DShader9Vtbl {
    query_interface,
    add_ref: bindable_add_ref,
    release: bindable_release,
    get_device: shader_get_device,
    get_function,
};

static PIXEL_VTBL: IDirect3DShader9Vtbl = IDirect3DShader9Vtbl {
    query_interface,
    add_ref: bindable_add_ref,
    release: bindable_release,
    get_device: shader_get_device,
    get_function,
};

/// A new shader object with one reference; it takes a reference to `device`.
pub(crate) fn create(device: *mut Device9, handle: ShaderHandle, tokens: Vec<u32>) -> *mut Shader9 {
    hold_device(device);
    let vtbl = match handle {
        ShaderHandle::Vertex(_) => &VERTEX_VTBL,
        ShaderHandle::Pixel(_) => &PIXEL_VTBL,
    };
    Shader9::create(
        vtbl,
        ShaderData {
            device,
            counts: Counts::new(1),
            handle,
            tokens,
        },
    )
}

unsafe extern "system" fn query_interface(
    this: *mut Shader9,
    riid: *const Guid,
    out: *mut c_void,
) -> HRESULT {
    guard("IDirect3DShader9::QueryInterface", || {
        // SAFETY: COM's contract: `this` is live.
        let Some(object) = (unsafe { Shader9::get(this) }) else {
            return D3DERR_INVALIDCALL;
        };
        let iid = match object.data.handle {
            ShaderHandle::Vertex(_) => &IID_IDIRECT3DVERTEX_SHADER9,
            ShaderHandle::Pixel(_) => &IID_IDIRECT3DPIXEL_SHADER9,
        };
        // SAFETY: the caller's pointers, checked there.
        unsafe { bindable_query_interface(this, iid, riid, out) }
    })
}

unsafe extern "system" fn shader_get_device(this: *mut Shader9, out: *mut c_void) -> HRESULT {
    guard("IDirect3DShader9::GetDevice", || {
        // SAFETY: COM's contract: `this` is live.
        let Some(object) = (unsafe { Shader9::get(this) }) else {
            return D3DERR_INVALIDCALL;
        };
        // SAFETY: the shader holds its device; `out` is the caller's.
        unsafe { get_device(object.data.device, out) }
    })
}

/// `GetFunction(void *data, UINT *size)`: with null `data` the size in bytes; else the
/// tokens, where `*size` holds them (`D3DERR_INVALIDCALL` where it is too small).
unsafe extern "system" fn get_function(
    this: *mut Shader9,
    data: *mut c_void,
    size: *mut u32,
) -> HRESULT {
    guard("IDirect3DShader9::GetFunction", || {
        // SAFETY: COM's contract: `this` is live.
        let Some(object) = (unsafe { Shader9::get(this) }) else {
            return D3DERR_INVALIDCALL;
        };
        if size.is_null() {
            return D3DERR_INVALIDCALL;
        }
        let tokens = &object.data.tokens;
        let bytes = (tokens.len() * 4) as u32;
        if data.is_null() {
            // SAFETY: checked non-null; writable by the caller's contract.
            unsafe { size.write(bytes) };
            return S_OK;
        }
        // SAFETY: checked non-null; readable by the caller's contract.
        if unsafe { size.read() } < bytes {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: `data` holds `*size` >= `bytes` writable bytes (the caller's contract);
        // the copy is bytewise, so its alignment does not matter.
        unsafe {
            std::ptr::copy_nonoverlapping(
                tokens.as_ptr().cast::<u8>(),
                data.cast::<u8>(),
                bytes as usize,
            );
            size.write(bytes);
        }
        S_OK
    })
}
