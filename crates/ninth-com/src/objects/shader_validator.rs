//! `IDirect3DShaderValidator9`, the undocumented interface `Direct3DShaderValidatorCreate9`
//! returns and d3dx9 drives while it assembles or compiles a shader (`Begin`, one
//! `Instruction` per instruction, `End`). ninth's validator accepts every shader: ninth
//! checks a shader's bytecode itself when `CreateVertexShader` / `CreatePixelShader` get it
//! (and refuses bad bytecode there with a reason), so rejecting here would only refuse
//! shaders a second time, on rules Microsoft never published.

use std::ffi::c_void;

use crate::com::{D3DERR_INVALIDCALL, Guid, HRESULT, Object, S_OK, guard, guard_value};

/// `IDirect3DShaderValidator9Vtbl`: `IUnknown`, then `Begin`, `Instruction`, `End`.
#[repr(C)]
#[allow(missing_docs)]
pub struct IDirect3DShaderValidator9Vtbl {
    pub query_interface:
        unsafe extern "system" fn(*mut ShaderValidator9, *const Guid, *mut c_void) -> HRESULT,
    pub add_ref: unsafe extern "system" fn(*mut ShaderValidator9) -> u32,
    pub release: unsafe extern "system" fn(*mut ShaderValidator9) -> u32,
    pub begin: unsafe extern "system" fn(
        *mut ShaderValidator9,
        *const c_void,
        *mut c_void,
        u32,
    ) -> HRESULT,
    pub instruction: unsafe extern "system" fn(
        *mut ShaderValidator9,
        *const u8,
        u32,
        *const u32,
        u32,
    ) -> HRESULT,
    pub end: unsafe extern "system" fn(*mut ShaderValidator9) -> HRESULT,
}

/// An `IDirect3DShaderValidator9` object (it holds nothing).
pub type ShaderValidator9 = Object<IDirect3DShaderValidator9Vtbl, ()>;

static VTBL: IDirect3DShaderValidator9Vtbl = IDirect3DShaderValidator9Vtbl {
    query_interface,
    add_ref,
    release,
    begin,
    instruction,
    end,
};

/// A new validator with one reference.
pub(crate) fn create() -> *mut ShaderValidator9 {
    ShaderValidator9::create(&VTBL, ())
}

unsafe extern "system" fn query_interface(
    this: *mut ShaderValidator9,
    riid: *const Guid,
    out: *mut c_void,
) -> HRESULT {
    guard("IDirect3DShaderValidator9::QueryInterface", || {
        // SAFETY: COM's contract for the three pointers. Only IUnknown is answered: the
        // interface has no published IID.
        unsafe { crate::com::query_interface(this, riid, out, |_, _| false, |o| o.add_ref()) }
    })
}

unsafe extern "system" fn add_ref(this: *mut ShaderValidator9) -> u32 {
    guard_value("IDirect3DShaderValidator9::AddRef", 0, || {
        // SAFETY: COM's contract: `this` is live.
        unsafe { ShaderValidator9::get(this) }.map_or(0, |o| o.add_ref())
    })
}

unsafe extern "system" fn release(this: *mut ShaderValidator9) -> u32 {
    guard_value("IDirect3DShaderValidator9::Release", 0, || {
        // SAFETY: COM's contract: `this` is live and the caller gives up one reference.
        unsafe { ShaderValidator9::release(this) }
    })
}

/// `Begin(callback, user data, flags)`: `S_OK` (the callback is never called: nothing is
/// refused).
unsafe extern "system" fn begin(
    this: *mut ShaderValidator9,
    _callback: *const c_void,
    _user: *mut c_void,
    _flags: u32,
) -> HRESULT {
    if this.is_null() {
        return D3DERR_INVALIDCALL;
    }
    S_OK
}

/// `Instruction(file, line, tokens, count)`: `S_OK`.
unsafe extern "system" fn instruction(
    this: *mut ShaderValidator9,
    _file: *const u8,
    _line: u32,
    _tokens: *const u32,
    _count: u32,
) -> HRESULT {
    if this.is_null() {
        return D3DERR_INVALIDCALL;
    }
    S_OK
}

/// `End()`: `S_OK`.
unsafe extern "system" fn end(this: *mut ShaderValidator9) -> HRESULT {
    if this.is_null() {
        return D3DERR_INVALIDCALL;
    }
    S_OK
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_validator_accepts_and_counts_references() {
        let v = create();
        // SAFETY: a live validator made above; IUnknown's IID and a writable out pointer.
        unsafe {
            let vt = &**v.cast::<*const IDirect3DShaderValidator9Vtbl>();
            assert_eq!(
                (vt.begin)(v, std::ptr::null(), std::ptr::null_mut(), 0),
                S_OK
            );
            let tokens = [0xffff_0200_u32, 0x0000_ffff];
            assert_eq!(
                (vt.instruction)(v, std::ptr::null(), 1, tokens.as_ptr(), 2),
                S_OK
            );
            assert_eq!((vt.end)(v), S_OK);
            let mut out: *mut c_void = std::ptr::null_mut();
            let iid_unknown = crate::com::IID_IUNKNOWN;
            assert_eq!(
                (vt.query_interface)(v, &iid_unknown, (&raw mut out).cast()),
                S_OK
            );
            assert_eq!(out, v.cast());
            assert_eq!((vt.release)(v), 1);
            assert_eq!((vt.release)(v), 0);
        }
    }
}
