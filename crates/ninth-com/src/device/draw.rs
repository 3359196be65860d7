//! `IDirect3DDevice9`: Scenes, clears and draws.

use std::ffi::c_void;

use super::{Device9, with_state};
use crate::com::{HRESULT, unsupported};
use crate::types::D3dRect;

/// `IDirect3DDevice9::BeginScene()`.
pub(crate) unsafe extern "system" fn begin_scene(_this: *mut Device9) -> HRESULT {
    unsupported("IDirect3DDevice9::BeginScene")
}

/// `IDirect3DDevice9::EndScene()`.
pub(crate) unsafe extern "system" fn end_scene(_this: *mut Device9) -> HRESULT {
    unsupported("IDirect3DDevice9::EndScene")
}

/// `IDirect3DDevice9::Clear(DWORD rect_count, const D3DRECT * rects, DWORD flags, D3DCOLOR color, float z, DWORD stencil)`.
pub(crate) unsafe extern "system" fn clear(
    this: *mut Device9,
    rect_count: u32,
    rects: *const c_void,
    flags: u32,
    color: u32,
    z: f32,
    stencil: u32,
) -> HRESULT {
    with_state(this, "IDirect3DDevice9::Clear", |s| {
        // D3D9 ignores the rectangles when the pointer is null, whatever the count.
        let list: Vec<ninth_d3d9::Rect> = if rects.is_null() {
            Vec::new()
        } else {
            // SAFETY: the caller passes `rect_count` readable D3DRECTs at `rects`.
            let r =
                unsafe { std::slice::from_raw_parts(rects.cast::<D3dRect>(), rect_count as usize) };
            r.iter()
                .map(|r| ninth_d3d9::Rect {
                    left: r.x1,
                    top: r.y1,
                    right: r.x2,
                    bottom: r.y2,
                })
                .collect()
        };
        s.device.clear(&list, flags, color, z, stencil)
    })
}

/// `IDirect3DDevice9::DrawPrimitive(D3DPRIMITIVETYPE primitive_type, UINT start_vertex, UINT primitive_count)`.
pub(crate) unsafe extern "system" fn draw_primitive(
    _this: *mut Device9,
    _primitive_type: u32,
    _start_vertex: u32,
    _primitive_count: u32,
) -> HRESULT {
    unsupported("IDirect3DDevice9::DrawPrimitive")
}

/// `IDirect3DDevice9::DrawIndexedPrimitive(D3DPRIMITIVETYPE primitive_type, INT base_vertex_index, UINT min_vertex_index, UINT num_vertices, UINT start_index, UINT prim_count)`.
pub(crate) unsafe extern "system" fn draw_indexed_primitive(
    _this: *mut Device9,
    _primitive_type: u32,
    _base_vertex_index: i32,
    _min_vertex_index: u32,
    _num_vertices: u32,
    _start_index: u32,
    _prim_count: u32,
) -> HRESULT {
    unsupported("IDirect3DDevice9::DrawIndexedPrimitive")
}

/// `IDirect3DDevice9::DrawPrimitiveUP(D3DPRIMITIVETYPE primitive_type, UINT primitive_count, const void * data, UINT stride)`.
pub(crate) unsafe extern "system" fn draw_primitive_up(
    _this: *mut Device9,
    _primitive_type: u32,
    _primitive_count: u32,
    _data: *const c_void,
    _stride: u32,
) -> HRESULT {
    unsupported("IDirect3DDevice9::DrawPrimitiveUP")
}

/// `IDirect3DDevice9::DrawIndexedPrimitiveUP(D3DPRIMITIVETYPE primitive_type, UINT min_vertex_idx, UINT vertex_count, UINT primitive_count, const void * index_data, D3DFORMAT index_format, const void * data, UINT stride)`.
pub(crate) unsafe extern "system" fn draw_indexed_primitive_up(
    _this: *mut Device9,
    _primitive_type: u32,
    _min_vertex_idx: u32,
    _vertex_count: u32,
    _primitive_count: u32,
    _index_data: *const c_void,
    _index_format: u32,
    _data: *const c_void,
    _stride: u32,
) -> HRESULT {
    unsupported("IDirect3DDevice9::DrawIndexedPrimitiveUP")
}

/// `IDirect3DDevice9::ProcessVertices(UINT src_start_index, UINT dest_index, UINT vertex_count, IDirect3DVertexBuffer9 * p_dest_buffer, IDirect3DVertexDeclaration9 * p_vertex_decl, DWORD flags)`.
pub(crate) unsafe extern "system" fn process_vertices(
    _this: *mut Device9,
    _src_start_index: u32,
    _dest_index: u32,
    _vertex_count: u32,
    _p_dest_buffer: *mut c_void,
    _p_vertex_decl: *mut c_void,
    _flags: u32,
) -> HRESULT {
    unsupported("IDirect3DDevice9::ProcessVertices")
}

/// `IDirect3DDevice9::DrawRectPatch(UINT handle, const float * segment_count, const D3DRECTPATCH_INFO * patch_info)`.
pub(crate) unsafe extern "system" fn draw_rect_patch(
    _this: *mut Device9,
    _handle: u32,
    _segment_count: *const c_void,
    _patch_info: *const c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::DrawRectPatch")
}

/// `IDirect3DDevice9::DrawTriPatch(UINT handle, const float * segment_count, const D3DTRIPATCH_INFO * patch_info)`.
pub(crate) unsafe extern "system" fn draw_tri_patch(
    _this: *mut Device9,
    _handle: u32,
    _segment_count: *const c_void,
    _patch_info: *const c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::DrawTriPatch")
}

/// `IDirect3DDevice9::DeletePatch(UINT handle)`.
pub(crate) unsafe extern "system" fn delete_patch(_this: *mut Device9, _handle: u32) -> HRESULT {
    unsupported("IDirect3DDevice9::DeletePatch")
}
