//! `IDirect3DDevice9`: Vertex declarations, FVF, vertex and pixel shaders and their constants.

use std::ffi::c_void;

use super::Device9;
use crate::com::{HRESULT, unsupported};

/// `IDirect3DDevice9::CreateVertexDeclaration(const D3DVERTEXELEMENT9 * elements, IDirect3DVertexDeclaration9 * * declaration)`.
pub(crate) unsafe extern "system" fn create_vertex_declaration(
    _this: *mut Device9,
    _elements: *const c_void,
    _declaration: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::CreateVertexDeclaration")
}

/// `IDirect3DDevice9::SetVertexDeclaration(IDirect3DVertexDeclaration9 * p_decl)`.
pub(crate) unsafe extern "system" fn set_vertex_declaration(
    _this: *mut Device9,
    _p_decl: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::SetVertexDeclaration")
}

/// `IDirect3DDevice9::GetVertexDeclaration(IDirect3DVertexDeclaration9 * * pp_decl)`.
pub(crate) unsafe extern "system" fn get_vertex_declaration(
    _this: *mut Device9,
    _pp_decl: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetVertexDeclaration")
}

/// `IDirect3DDevice9::SetFVF(DWORD fvf)`.
pub(crate) unsafe extern "system" fn set_fvf(_this: *mut Device9, _fvf: u32) -> HRESULT {
    unsupported("IDirect3DDevice9::SetFVF")
}

/// `IDirect3DDevice9::GetFVF(DWORD * p_fvf)`.
pub(crate) unsafe extern "system" fn get_fvf(_this: *mut Device9, _p_fvf: *mut c_void) -> HRESULT {
    unsupported("IDirect3DDevice9::GetFVF")
}

/// `IDirect3DDevice9::CreateVertexShader(const DWORD * byte_code, IDirect3DVertexShader9 * * shader)`.
pub(crate) unsafe extern "system" fn create_vertex_shader(
    _this: *mut Device9,
    _byte_code: *const c_void,
    _shader: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::CreateVertexShader")
}

/// `IDirect3DDevice9::SetVertexShader(IDirect3DVertexShader9 * p_shader)`.
pub(crate) unsafe extern "system" fn set_vertex_shader(
    _this: *mut Device9,
    _p_shader: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::SetVertexShader")
}

/// `IDirect3DDevice9::GetVertexShader(IDirect3DVertexShader9 * * pp_shader)`.
pub(crate) unsafe extern "system" fn get_vertex_shader(
    _this: *mut Device9,
    _pp_shader: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetVertexShader")
}

/// `IDirect3DDevice9::SetVertexShaderConstantF(UINT reg_idx, const float * data, UINT count)`.
pub(crate) unsafe extern "system" fn set_vertex_shader_constant_f(
    _this: *mut Device9,
    _reg_idx: u32,
    _data: *const c_void,
    _count: u32,
) -> HRESULT {
    unsupported("IDirect3DDevice9::SetVertexShaderConstantF")
}

/// `IDirect3DDevice9::GetVertexShaderConstantF(UINT start_register, float * p_constant_data, UINT vector4f_count)`.
pub(crate) unsafe extern "system" fn get_vertex_shader_constant_f(
    _this: *mut Device9,
    _start_register: u32,
    _p_constant_data: *mut c_void,
    _vector4f_count: u32,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetVertexShaderConstantF")
}

/// `IDirect3DDevice9::SetVertexShaderConstantI(UINT reg_idx, const int * data, UINT count)`.
pub(crate) unsafe extern "system" fn set_vertex_shader_constant_i(
    _this: *mut Device9,
    _reg_idx: u32,
    _data: *const c_void,
    _count: u32,
) -> HRESULT {
    unsupported("IDirect3DDevice9::SetVertexShaderConstantI")
}

/// `IDirect3DDevice9::GetVertexShaderConstantI(UINT start_register, int * p_constant_data, UINT vector4i_count)`.
pub(crate) unsafe extern "system" fn get_vertex_shader_constant_i(
    _this: *mut Device9,
    _start_register: u32,
    _p_constant_data: *mut c_void,
    _vector4i_count: u32,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetVertexShaderConstantI")
}

/// `IDirect3DDevice9::SetVertexShaderConstantB(UINT reg_idx, const WINBOOL * data, UINT count)`.
pub(crate) unsafe extern "system" fn set_vertex_shader_constant_b(
    _this: *mut Device9,
    _reg_idx: u32,
    _data: *const c_void,
    _count: u32,
) -> HRESULT {
    unsupported("IDirect3DDevice9::SetVertexShaderConstantB")
}

/// `IDirect3DDevice9::GetVertexShaderConstantB(UINT start_register, WINBOOL * p_constant_data, UINT bool_count)`.
pub(crate) unsafe extern "system" fn get_vertex_shader_constant_b(
    _this: *mut Device9,
    _start_register: u32,
    _p_constant_data: *mut c_void,
    _bool_count: u32,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetVertexShaderConstantB")
}

/// `IDirect3DDevice9::CreatePixelShader(const DWORD * byte_code, IDirect3DPixelShader9 * * shader)`.
pub(crate) unsafe extern "system" fn create_pixel_shader(
    _this: *mut Device9,
    _byte_code: *const c_void,
    _shader: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::CreatePixelShader")
}

/// `IDirect3DDevice9::SetPixelShader(IDirect3DPixelShader9 * p_shader)`.
pub(crate) unsafe extern "system" fn set_pixel_shader(
    _this: *mut Device9,
    _p_shader: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::SetPixelShader")
}

/// `IDirect3DDevice9::GetPixelShader(IDirect3DPixelShader9 * * pp_shader)`.
pub(crate) unsafe extern "system" fn get_pixel_shader(
    _this: *mut Device9,
    _pp_shader: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetPixelShader")
}

/// `IDirect3DDevice9::SetPixelShaderConstantF(UINT reg_idx, const float * data, UINT count)`.
pub(crate) unsafe extern "system" fn set_pixel_shader_constant_f(
    _this: *mut Device9,
    _reg_idx: u32,
    _data: *const c_void,
    _count: u32,
) -> HRESULT {
    unsupported("IDirect3DDevice9::SetPixelShaderConstantF")
}

/// `IDirect3DDevice9::GetPixelShaderConstantF(UINT start_register, float * p_constant_data, UINT vector4f_count)`.
pub(crate) unsafe extern "system" fn get_pixel_shader_constant_f(
    _this: *mut Device9,
    _start_register: u32,
    _p_constant_data: *mut c_void,
    _vector4f_count: u32,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetPixelShaderConstantF")
}

/// `IDirect3DDevice9::SetPixelShaderConstantI(UINT reg_idx, const int * data, UINT count)`.
pub(crate) unsafe extern "system" fn set_pixel_shader_constant_i(
    _this: *mut Device9,
    _reg_idx: u32,
    _data: *const c_void,
    _count: u32,
) -> HRESULT {
    unsupported("IDirect3DDevice9::SetPixelShaderConstantI")
}

/// `IDirect3DDevice9::GetPixelShaderConstantI(UINT start_register, int * p_constant_data, UINT vector4i_count)`.
pub(crate) unsafe extern "system" fn get_pixel_shader_constant_i(
    _this: *mut Device9,
    _start_register: u32,
    _p_constant_data: *mut c_void,
    _vector4i_count: u32,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetPixelShaderConstantI")
}

/// `IDirect3DDevice9::SetPixelShaderConstantB(UINT reg_idx, const WINBOOL * data, UINT count)`.
pub(crate) unsafe extern "system" fn set_pixel_shader_constant_b(
    _this: *mut Device9,
    _reg_idx: u32,
    _data: *const c_void,
    _count: u32,
) -> HRESULT {
    unsupported("IDirect3DDevice9::SetPixelShaderConstantB")
}

/// `IDirect3DDevice9::GetPixelShaderConstantB(UINT start_register, WINBOOL * p_constant_data, UINT bool_count)`.
pub(crate) unsafe extern "system" fn get_pixel_shader_constant_b(
    _this: *mut Device9,
    _start_register: u32,
    _p_constant_data: *mut c_void,
    _bool_count: u32,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetPixelShaderConstantB")
}
