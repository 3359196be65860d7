//! `IDirect3DDevice9`: Resource creation, surfaces and copies between them, render targets, textures, streams and indices.

use std::ffi::c_void;

use super::Device9;
use crate::com::{HRESULT, unsupported};

/// `IDirect3DDevice9::GetBackBuffer(UINT i_swap_chain, UINT i_back_buffer, D3DBACKBUFFER_TYPE type_, IDirect3DSurface9 * * pp_back_buffer)`.
pub(crate) unsafe extern "system" fn get_back_buffer(
    _this: *mut Device9,
    _i_swap_chain: u32,
    _i_back_buffer: u32,
    _type_: u32,
    _pp_back_buffer: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetBackBuffer")
}

/// `IDirect3DDevice9::CreateTexture(UINT width, UINT height, UINT levels, DWORD usage, D3DFORMAT format, D3DPOOL pool, IDirect3DTexture9 * * pp_texture, HANDLE * p_shared_handle)`.
pub(crate) unsafe extern "system" fn create_texture(
    _this: *mut Device9,
    _width: u32,
    _height: u32,
    _levels: u32,
    _usage: u32,
    _format: u32,
    _pool: u32,
    _pp_texture: *mut c_void,
    _p_shared_handle: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::CreateTexture")
}

/// `IDirect3DDevice9::CreateVolumeTexture(UINT width, UINT height, UINT depth, UINT levels, DWORD usage, D3DFORMAT format, D3DPOOL pool, IDirect3DVolumeTexture9 * * pp_volume_texture, HANDLE * p_shared_handle)`.
pub(crate) unsafe extern "system" fn create_volume_texture(
    _this: *mut Device9,
    _width: u32,
    _height: u32,
    _depth: u32,
    _levels: u32,
    _usage: u32,
    _format: u32,
    _pool: u32,
    _pp_volume_texture: *mut c_void,
    _p_shared_handle: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::CreateVolumeTexture")
}

/// `IDirect3DDevice9::CreateCubeTexture(UINT edge_length, UINT levels, DWORD usage, D3DFORMAT format, D3DPOOL pool, IDirect3DCubeTexture9 * * pp_cube_texture, HANDLE * p_shared_handle)`.
pub(crate) unsafe extern "system" fn create_cube_texture(
    _this: *mut Device9,
    _edge_length: u32,
    _levels: u32,
    _usage: u32,
    _format: u32,
    _pool: u32,
    _pp_cube_texture: *mut c_void,
    _p_shared_handle: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::CreateCubeTexture")
}

/// `IDirect3DDevice9::CreateVertexBuffer(UINT length, DWORD usage, DWORD fvf, D3DPOOL pool, IDirect3DVertexBuffer9 * * pp_vertex_buffer, HANDLE * p_shared_handle)`.
pub(crate) unsafe extern "system" fn create_vertex_buffer(
    _this: *mut Device9,
    _length: u32,
    _usage: u32,
    _fvf: u32,
    _pool: u32,
    _pp_vertex_buffer: *mut c_void,
    _p_shared_handle: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::CreateVertexBuffer")
}

/// `IDirect3DDevice9::CreateIndexBuffer(UINT length, DWORD usage, D3DFORMAT format, D3DPOOL pool, IDirect3DIndexBuffer9 * * pp_index_buffer, HANDLE * p_shared_handle)`.
pub(crate) unsafe extern "system" fn create_index_buffer(
    _this: *mut Device9,
    _length: u32,
    _usage: u32,
    _format: u32,
    _pool: u32,
    _pp_index_buffer: *mut c_void,
    _p_shared_handle: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::CreateIndexBuffer")
}

/// `IDirect3DDevice9::CreateRenderTarget(UINT width, UINT height, D3DFORMAT format, D3DMULTISAMPLE_TYPE multi_sample, DWORD multisample_quality, WINBOOL lockable, IDirect3DSurface9 * * pp_surface, HANDLE * p_shared_handle)`.
pub(crate) unsafe extern "system" fn create_render_target(
    _this: *mut Device9,
    _width: u32,
    _height: u32,
    _format: u32,
    _multi_sample: u32,
    _multisample_quality: u32,
    _lockable: i32,
    _pp_surface: *mut c_void,
    _p_shared_handle: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::CreateRenderTarget")
}

/// `IDirect3DDevice9::CreateDepthStencilSurface(UINT width, UINT height, D3DFORMAT format, D3DMULTISAMPLE_TYPE multi_sample, DWORD multisample_quality, WINBOOL discard, IDirect3DSurface9 * * pp_surface, HANDLE * p_shared_handle)`.
pub(crate) unsafe extern "system" fn create_depth_stencil_surface(
    _this: *mut Device9,
    _width: u32,
    _height: u32,
    _format: u32,
    _multi_sample: u32,
    _multisample_quality: u32,
    _discard: i32,
    _pp_surface: *mut c_void,
    _p_shared_handle: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::CreateDepthStencilSurface")
}

/// `IDirect3DDevice9::UpdateSurface(IDirect3DSurface9 * src_surface, const RECT * src_rect, IDirect3DSurface9 * dst_surface, const POINT * dst_point)`.
pub(crate) unsafe extern "system" fn update_surface(
    _this: *mut Device9,
    _src_surface: *mut c_void,
    _src_rect: *const c_void,
    _dst_surface: *mut c_void,
    _dst_point: *const c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::UpdateSurface")
}

/// `IDirect3DDevice9::UpdateTexture(IDirect3DBaseTexture9 * p_source_texture, IDirect3DBaseTexture9 * p_destination_texture)`.
pub(crate) unsafe extern "system" fn update_texture(
    _this: *mut Device9,
    _p_source_texture: *mut c_void,
    _p_destination_texture: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::UpdateTexture")
}

/// `IDirect3DDevice9::GetRenderTargetData(IDirect3DSurface9 * p_render_target, IDirect3DSurface9 * p_dest_surface)`.
pub(crate) unsafe extern "system" fn get_render_target_data(
    _this: *mut Device9,
    _p_render_target: *mut c_void,
    _p_dest_surface: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetRenderTargetData")
}

/// `IDirect3DDevice9::GetFrontBufferData(UINT i_swap_chain, IDirect3DSurface9 * p_dest_surface)`.
pub(crate) unsafe extern "system" fn get_front_buffer_data(
    _this: *mut Device9,
    _i_swap_chain: u32,
    _p_dest_surface: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetFrontBufferData")
}

/// `IDirect3DDevice9::StretchRect(IDirect3DSurface9 * src_surface, const RECT * src_rect, IDirect3DSurface9 * dst_surface, const RECT * dst_rect, D3DTEXTUREFILTERTYPE filter)`.
pub(crate) unsafe extern "system" fn stretch_rect(
    _this: *mut Device9,
    _src_surface: *mut c_void,
    _src_rect: *const c_void,
    _dst_surface: *mut c_void,
    _dst_rect: *const c_void,
    _filter: u32,
) -> HRESULT {
    unsupported("IDirect3DDevice9::StretchRect")
}

/// `IDirect3DDevice9::ColorFill(IDirect3DSurface9 * surface, const RECT * rect, D3DCOLOR color)`.
pub(crate) unsafe extern "system" fn color_fill(
    _this: *mut Device9,
    _surface: *mut c_void,
    _rect: *const c_void,
    _color: u32,
) -> HRESULT {
    unsupported("IDirect3DDevice9::ColorFill")
}

/// `IDirect3DDevice9::CreateOffscreenPlainSurface(UINT width, UINT height, D3DFORMAT format, D3DPOOL pool, IDirect3DSurface9 * * pp_surface, HANDLE * p_shared_handle)`.
pub(crate) unsafe extern "system" fn create_offscreen_plain_surface(
    _this: *mut Device9,
    _width: u32,
    _height: u32,
    _format: u32,
    _pool: u32,
    _pp_surface: *mut c_void,
    _p_shared_handle: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::CreateOffscreenPlainSurface")
}

/// `IDirect3DDevice9::SetRenderTarget(DWORD render_target_index, IDirect3DSurface9 * p_render_target)`.
pub(crate) unsafe extern "system" fn set_render_target(
    _this: *mut Device9,
    _render_target_index: u32,
    _p_render_target: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::SetRenderTarget")
}

/// `IDirect3DDevice9::GetRenderTarget(DWORD render_target_index, IDirect3DSurface9 * * pp_render_target)`.
pub(crate) unsafe extern "system" fn get_render_target(
    _this: *mut Device9,
    _render_target_index: u32,
    _pp_render_target: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetRenderTarget")
}

/// `IDirect3DDevice9::SetDepthStencilSurface(IDirect3DSurface9 * p_new_zstencil)`.
pub(crate) unsafe extern "system" fn set_depth_stencil_surface(
    _this: *mut Device9,
    _p_new_zstencil: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::SetDepthStencilSurface")
}

/// `IDirect3DDevice9::GetDepthStencilSurface(IDirect3DSurface9 * * pp_zstencil_surface)`.
pub(crate) unsafe extern "system" fn get_depth_stencil_surface(
    _this: *mut Device9,
    _pp_zstencil_surface: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetDepthStencilSurface")
}

/// `IDirect3DDevice9::GetTexture(DWORD stage, IDirect3DBaseTexture9 * * pp_texture)`.
pub(crate) unsafe extern "system" fn get_texture(
    _this: *mut Device9,
    _stage: u32,
    _pp_texture: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetTexture")
}

/// `IDirect3DDevice9::SetTexture(DWORD stage, IDirect3DBaseTexture9 * p_texture)`.
pub(crate) unsafe extern "system" fn set_texture(
    _this: *mut Device9,
    _stage: u32,
    _p_texture: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::SetTexture")
}

/// `IDirect3DDevice9::SetStreamSource(UINT stream_number, IDirect3DVertexBuffer9 * p_stream_data, UINT offset_in_bytes, UINT stride)`.
pub(crate) unsafe extern "system" fn set_stream_source(
    _this: *mut Device9,
    _stream_number: u32,
    _p_stream_data: *mut c_void,
    _offset_in_bytes: u32,
    _stride: u32,
) -> HRESULT {
    unsupported("IDirect3DDevice9::SetStreamSource")
}

/// `IDirect3DDevice9::GetStreamSource(UINT stream_number, IDirect3DVertexBuffer9 * * pp_stream_data, UINT * offset_in_bytes, UINT * p_stride)`.
pub(crate) unsafe extern "system" fn get_stream_source(
    _this: *mut Device9,
    _stream_number: u32,
    _pp_stream_data: *mut c_void,
    _offset_in_bytes: *mut c_void,
    _p_stride: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetStreamSource")
}

/// `IDirect3DDevice9::SetStreamSourceFreq(UINT stream_number, UINT divider)`.
pub(crate) unsafe extern "system" fn set_stream_source_freq(
    _this: *mut Device9,
    _stream_number: u32,
    _divider: u32,
) -> HRESULT {
    unsupported("IDirect3DDevice9::SetStreamSourceFreq")
}

/// `IDirect3DDevice9::GetStreamSourceFreq(UINT stream_number, UINT * divider)`.
pub(crate) unsafe extern "system" fn get_stream_source_freq(
    _this: *mut Device9,
    _stream_number: u32,
    _divider: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetStreamSourceFreq")
}

/// `IDirect3DDevice9::SetIndices(IDirect3DIndexBuffer9 * p_index_data)`.
pub(crate) unsafe extern "system" fn set_indices(
    _this: *mut Device9,
    _p_index_data: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::SetIndices")
}

/// `IDirect3DDevice9::GetIndices(IDirect3DIndexBuffer9 * * pp_index_data)`.
pub(crate) unsafe extern "system" fn get_indices(
    _this: *mut Device9,
    _pp_index_data: *mut c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::GetIndices")
}
