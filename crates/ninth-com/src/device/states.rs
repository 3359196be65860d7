//! `IDirect3DDevice9`: Render, texture-stage and sampler states, transforms, viewport, material, lights, clip planes, scissor, palettes and state blocks.

use std::ffi::c_void;

use super::Device9;
use crate::com::{HRESULT, unsupported, unsupported_value};

/// `IDirect3DDevice9::SetTransform(D3DTRANSFORMSTATETYPE state, const D3DMATRIX * matrix)`.
pub(crate) unsafe extern "system" fn set_transform(
    _this: *mut Device9,
    _state: u32,
    _matrix: *const c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::SetTransform")
}

/// `IDirect3DDevice9::GetTransform(D3DTRANSFORMSTATETYPE state, D3DMATRIX * p_matrix)`.
pub(crate) unsafe extern "system" fn get_transform(
    _this: *mut Device9,
    _state: u32,
    _p_matrix: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetTransform")
}

/// `IDirect3DDevice9::MultiplyTransform(D3DTRANSFORMSTATETYPE state, const D3DMATRIX * matrix)`.
pub(crate) unsafe extern "system" fn multiply_transform(
    _this: *mut Device9,
    _state: u32,
    _matrix: *const c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::MultiplyTransform")
}

/// `IDirect3DDevice9::SetViewport(const D3DVIEWPORT9 * viewport)`.
pub(crate) unsafe extern "system" fn set_viewport(
    _this: *mut Device9,
    _viewport: *const c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::SetViewport")
}

/// `IDirect3DDevice9::GetViewport(D3DVIEWPORT9 * p_viewport)`.
pub(crate) unsafe extern "system" fn get_viewport(
    _this: *mut Device9,
    _p_viewport: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetViewport")
}

/// `IDirect3DDevice9::SetMaterial(const D3DMATERIAL9 * material)`.
pub(crate) unsafe extern "system" fn set_material(
    _this: *mut Device9,
    _material: *const c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::SetMaterial")
}

/// `IDirect3DDevice9::GetMaterial(D3DMATERIAL9 * p_material)`.
pub(crate) unsafe extern "system" fn get_material(
    _this: *mut Device9,
    _p_material: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetMaterial")
}

/// `IDirect3DDevice9::SetLight(DWORD index, const D3DLIGHT9 * light)`.
pub(crate) unsafe extern "system" fn set_light(
    _this: *mut Device9,
    _index: u32,
    _light: *const c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::SetLight")
}

/// `IDirect3DDevice9::GetLight(DWORD index, D3DLIGHT9 * light)`.
pub(crate) unsafe extern "system" fn get_light(
    _this: *mut Device9,
    _index: u32,
    _light: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetLight")
}

/// `IDirect3DDevice9::LightEnable(DWORD index, WINBOOL enable)`.
pub(crate) unsafe extern "system" fn light_enable(
    _this: *mut Device9,
    _index: u32,
    _enable: i32,
) -> HRESULT {
    unsupported("IDirect3DDevice9::LightEnable")
}

/// `IDirect3DDevice9::GetLightEnable(DWORD index, WINBOOL * p_enable)`.
pub(crate) unsafe extern "system" fn get_light_enable(
    _this: *mut Device9,
    _index: u32,
    _p_enable: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetLightEnable")
}

/// `IDirect3DDevice9::SetClipPlane(DWORD index, const float * plane)`.
pub(crate) unsafe extern "system" fn set_clip_plane(
    _this: *mut Device9,
    _index: u32,
    _plane: *const c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::SetClipPlane")
}

/// `IDirect3DDevice9::GetClipPlane(DWORD index, float * p_plane)`.
pub(crate) unsafe extern "system" fn get_clip_plane(
    _this: *mut Device9,
    _index: u32,
    _p_plane: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetClipPlane")
}

/// `IDirect3DDevice9::SetRenderState(D3DRENDERSTATETYPE state, DWORD value)`.
pub(crate) unsafe extern "system" fn set_render_state(
    _this: *mut Device9,
    _state: u32,
    _value: u32,
) -> HRESULT {
    unsupported("IDirect3DDevice9::SetRenderState")
}

/// `IDirect3DDevice9::GetRenderState(D3DRENDERSTATETYPE state, DWORD * p_value)`.
pub(crate) unsafe extern "system" fn get_render_state(
    _this: *mut Device9,
    _state: u32,
    _p_value: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetRenderState")
}

/// `IDirect3DDevice9::CreateStateBlock(D3DSTATEBLOCKTYPE type_, IDirect3DStateBlock9 * * pp_sb)`.
pub(crate) unsafe extern "system" fn create_state_block(
    _this: *mut Device9,
    _type_: u32,
    _pp_sb: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::CreateStateBlock")
}

/// `IDirect3DDevice9::BeginStateBlock()`.
pub(crate) unsafe extern "system" fn begin_state_block(_this: *mut Device9) -> HRESULT {
    unsupported("IDirect3DDevice9::BeginStateBlock")
}

/// `IDirect3DDevice9::EndStateBlock(IDirect3DStateBlock9 * * pp_sb)`.
pub(crate) unsafe extern "system" fn end_state_block(
    _this: *mut Device9,
    _pp_sb: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::EndStateBlock")
}

/// `IDirect3DDevice9::SetClipStatus(const D3DCLIPSTATUS9 * clip_status)`.
pub(crate) unsafe extern "system" fn set_clip_status(
    _this: *mut Device9,
    _clip_status: *const c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::SetClipStatus")
}

/// `IDirect3DDevice9::GetClipStatus(D3DCLIPSTATUS9 * p_clip_status)`.
pub(crate) unsafe extern "system" fn get_clip_status(
    _this: *mut Device9,
    _p_clip_status: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetClipStatus")
}

/// `IDirect3DDevice9::GetTextureStageState(DWORD stage, D3DTEXTURESTAGESTATETYPE type_, DWORD * p_value)`.
pub(crate) unsafe extern "system" fn get_texture_stage_state(
    _this: *mut Device9,
    _stage: u32,
    _type_: u32,
    _p_value: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetTextureStageState")
}

/// `IDirect3DDevice9::SetTextureStageState(DWORD stage, D3DTEXTURESTAGESTATETYPE type_, DWORD value)`.
pub(crate) unsafe extern "system" fn set_texture_stage_state(
    _this: *mut Device9,
    _stage: u32,
    _type_: u32,
    _value: u32,
) -> HRESULT {
    unsupported("IDirect3DDevice9::SetTextureStageState")
}

/// `IDirect3DDevice9::GetSamplerState(DWORD sampler, D3DSAMPLERSTATETYPE type_, DWORD * p_value)`.
pub(crate) unsafe extern "system" fn get_sampler_state(
    _this: *mut Device9,
    _sampler: u32,
    _type_: u32,
    _p_value: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetSamplerState")
}

/// `IDirect3DDevice9::SetSamplerState(DWORD sampler, D3DSAMPLERSTATETYPE type_, DWORD value)`.
pub(crate) unsafe extern "system" fn set_sampler_state(
    _this: *mut Device9,
    _sampler: u32,
    _type_: u32,
    _value: u32,
) -> HRESULT {
    unsupported("IDirect3DDevice9::SetSamplerState")
}

/// `IDirect3DDevice9::ValidateDevice(DWORD * p_num_passes)`.
pub(crate) unsafe extern "system" fn validate_device(
    _this: *mut Device9,
    _p_num_passes: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::ValidateDevice")
}

/// `IDirect3DDevice9::SetPaletteEntries(UINT palette_idx, const PALETTEENTRY * entries)`.
pub(crate) unsafe extern "system" fn set_palette_entries(
    _this: *mut Device9,
    _palette_idx: u32,
    _entries: *const c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::SetPaletteEntries")
}

/// `IDirect3DDevice9::GetPaletteEntries(UINT palette_number, PALETTEENTRY * p_entries)`.
pub(crate) unsafe extern "system" fn get_palette_entries(
    _this: *mut Device9,
    _palette_number: u32,
    _p_entries: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetPaletteEntries")
}

/// `IDirect3DDevice9::SetCurrentTexturePalette(UINT palette_number)`.
pub(crate) unsafe extern "system" fn set_current_texture_palette(
    _this: *mut Device9,
    _palette_number: u32,
) -> HRESULT {
    unsupported("IDirect3DDevice9::SetCurrentTexturePalette")
}

/// `IDirect3DDevice9::GetCurrentTexturePalette(UINT * palette_number)`.
pub(crate) unsafe extern "system" fn get_current_texture_palette(
    _this: *mut Device9,
    _palette_number: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetCurrentTexturePalette")
}

/// `IDirect3DDevice9::SetScissorRect(const RECT * rect)`.
pub(crate) unsafe extern "system" fn set_scissor_rect(
    _this: *mut Device9,
    _rect: *const c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::SetScissorRect")
}

/// `IDirect3DDevice9::GetScissorRect(RECT * p_rect)`.
pub(crate) unsafe extern "system" fn get_scissor_rect(
    _this: *mut Device9,
    _p_rect: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetScissorRect")
}

/// `IDirect3DDevice9::SetSoftwareVertexProcessing(WINBOOL b_software)`.
pub(crate) unsafe extern "system" fn set_software_vertex_processing(
    _this: *mut Device9,
    _b_software: i32,
) -> HRESULT {
    unsupported("IDirect3DDevice9::SetSoftwareVertexProcessing")
}

/// `IDirect3DDevice9::GetSoftwareVertexProcessing()`.
pub(crate) unsafe extern "system" fn get_software_vertex_processing(_this: *mut Device9) -> i32 {
    unsupported_value("IDirect3DDevice9::GetSoftwareVertexProcessing", 0)
}

/// `IDirect3DDevice9::SetNPatchMode(float n_segments)`.
pub(crate) unsafe extern "system" fn set_n_patch_mode(
    _this: *mut Device9,
    _n_segments: f32,
) -> HRESULT {
    unsupported("IDirect3DDevice9::SetNPatchMode")
}

/// `IDirect3DDevice9::GetNPatchMode()`.
pub(crate) unsafe extern "system" fn get_n_patch_mode(_this: *mut Device9) -> f32 {
    unsupported_value("IDirect3DDevice9::GetNPatchMode", 0.0)
}
