//! `IDirect3DDevice9`: Scenes, clears and draws.

use std::ffi::c_void;

use ninth_d3d9::IndexData;
use ninth_d3d9::device::process_vertices::ProcessVertices;

use super::states::invalid;
use super::{Device9, with_state};
use crate::com::{HRESULT, Object, unsupported};
use crate::objects::buffer::{Buffer9, BufferHandle, IDirect3DBuffer9Vtbl, VERTEX_BUFFER_VTBL};
use crate::objects::vertex_declaration::VertexDeclaration9;
use crate::types::D3dRect;

/// `IDirect3DDevice9::BeginScene()`: `D3DERR_INVALIDCALL` inside a scene.
pub(crate) unsafe extern "system" fn begin_scene(this: *mut Device9) -> HRESULT {
    with_state(this, "IDirect3DDevice9::BeginScene", |s| {
        if s.com.in_scene {
            return Err(invalid("BeginScene inside a scene"));
        }
        s.com.in_scene = true;
        Ok(())
    })
}

/// `IDirect3DDevice9::EndScene()`: `D3DERR_INVALIDCALL` outside a scene.
pub(crate) unsafe extern "system" fn end_scene(this: *mut Device9) -> HRESULT {
    with_state(this, "IDirect3DDevice9::EndScene", |s| {
        if !s.com.in_scene {
            return Err(invalid("EndScene without BeginScene"));
        }
        s.com.in_scene = false;
        Ok(())
    })
}

/// Vertices of `count` primitives of `D3DPRIMITIVETYPE` `primitive`.
fn vertex_count(primitive: u32, count: u32) -> ninth_d3d9::Result<usize> {
    let n = count as usize;
    Ok(match primitive {
        1 => n,         // POINTLIST
        2 => n * 2,     // LINELIST
        3 => n + 1,     // LINESTRIP
        4 => n * 3,     // TRIANGLELIST
        5 | 6 => n + 2, // TRIANGLESTRIP, TRIANGLEFAN
        other => {
            return Err(invalid(format!("D3DPRIMITIVETYPE {other} is not valid")));
        }
    })
}

/// Most bytes an `UP` draw reads from the caller (a bound on garbage counts).
const MAX_UP_BYTES: usize = 1 << 30;

/// `count * size` bytes, or the error of a count past [`MAX_UP_BYTES`].
fn up_bytes(count: usize, size: usize) -> ninth_d3d9::Result<usize> {
    count
        .checked_mul(size)
        .filter(|&b| b <= MAX_UP_BYTES)
        .ok_or_else(|| invalid(format!("{count} vertices or indices of {size} bytes")))
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
    this: *mut Device9,
    primitive_type: u32,
    start_vertex: u32,
    primitive_count: u32,
) -> HRESULT {
    with_state(this, "IDirect3DDevice9::DrawPrimitive", |s| {
        s.device
            .draw_primitive(primitive_type, start_vertex, primitive_count)
    })
}

/// `IDirect3DDevice9::DrawIndexedPrimitive(D3DPRIMITIVETYPE primitive_type, INT base_vertex_index, UINT min_vertex_index, UINT num_vertices, UINT start_index, UINT prim_count)`.
pub(crate) unsafe extern "system" fn draw_indexed_primitive(
    this: *mut Device9,
    primitive_type: u32,
    base_vertex_index: i32,
    min_vertex_index: u32,
    num_vertices: u32,
    start_index: u32,
    prim_count: u32,
) -> HRESULT {
    with_state(this, "IDirect3DDevice9::DrawIndexedPrimitive", |s| {
        s.device.draw_indexed_primitive(
            primitive_type,
            base_vertex_index,
            min_vertex_index,
            num_vertices,
            start_index,
            prim_count,
        )
    })
}

/// `IDirect3DDevice9::DrawPrimitiveUP(D3DPRIMITIVETYPE primitive_type, UINT primitive_count, const void * data, UINT stride)`:
/// the vertices from the caller's memory; stream 0 is unbound afterwards.
pub(crate) unsafe extern "system" fn draw_primitive_up(
    this: *mut Device9,
    primitive_type: u32,
    primitive_count: u32,
    data: *const c_void,
    stride: u32,
) -> HRESULT {
    let mut drew = false;
    let hr = with_state(this, "IDirect3DDevice9::DrawPrimitiveUP", |s| {
        let n = vertex_count(primitive_type, primitive_count)?;
        if data.is_null() || stride == 0 {
            return Err(invalid("null vertex data or stride 0"));
        }
        if primitive_count == 0 {
            return Ok(());
        }
        let bytes = up_bytes(n, stride as usize)?;
        // SAFETY: D3D9's contract: `data` holds the draw's vertices, `n` of `stride` bytes.
        let vertices = unsafe { std::slice::from_raw_parts(data.cast::<u8>(), bytes) };
        drew = true;
        s.device
            .draw_primitive_up(primitive_type, primitive_count, vertices, stride)
    });
    if drew {
        unbind_after_up(this, false);
    }
    hr
}

/// What D3D9 does after an `UP` draw, which ninth-d3d9's draw did on its side: stream 0
/// (and with `indices` the index buffer) unbound, through the device's own methods so the
/// COM bindings follow (outside the device's lock).
fn unbind_after_up(this: *mut Device9, indices: bool) {
    let vt = &super::vtbl::VTBL;
    // SAFETY: `this` is the live device whose draw just ran; null unbinds.
    unsafe {
        (vt.set_stream_source)(this, 0, std::ptr::null_mut(), 0, 0);
        if indices {
            (vt.set_indices)(this, std::ptr::null_mut());
        }
    }
}

/// `IDirect3DDevice9::DrawIndexedPrimitiveUP(D3DPRIMITIVETYPE primitive_type, UINT min_vertex_idx, UINT vertex_count, UINT primitive_count, const void * index_data, D3DFORMAT index_format, const void * data, UINT stride)`:
/// indices (`D3DFMT_INDEX16` 101 or `D3DFMT_INDEX32` 102) and vertices
/// `min_vertex_idx..min_vertex_idx + vertex_count` from the caller's memory; stream 0 and
/// the index buffer are unbound afterwards.
pub(crate) unsafe extern "system" fn draw_indexed_primitive_up(
    this: *mut Device9,
    primitive_type: u32,
    min_vertex_idx: u32,
    vertex_count_: u32,
    primitive_count: u32,
    index_data: *const c_void,
    index_format: u32,
    data: *const c_void,
    stride: u32,
) -> HRESULT {
    let mut drew = false;
    let hr = with_state(this, "IDirect3DDevice9::DrawIndexedPrimitiveUP", |s| {
        let n = vertex_count(primitive_type, primitive_count)?;
        if index_data.is_null() || data.is_null() || stride == 0 {
            return Err(invalid("null index or vertex data, or stride 0"));
        }
        let wide = match index_format {
            101 => false,
            102 => true,
            other => {
                return Err(invalid(format!(
                    "index format {other} is not D3DFMT_INDEX16 or D3DFMT_INDEX32"
                )));
            }
        };
        if primitive_count == 0 {
            return Ok(());
        }
        let vertex_end = min_vertex_idx as usize + vertex_count_ as usize;
        let bytes = up_bytes(vertex_end, stride as usize)?;
        // SAFETY: D3D9's contract: `data` holds vertices up to `min_vertex_idx +
        // vertex_count`, each `stride` bytes.
        let vertices = unsafe { std::slice::from_raw_parts(data.cast::<u8>(), bytes) };
        let index_bytes = up_bytes(n, if wide { 4 } else { 2 })?;
        // SAFETY: D3D9's contract: `index_data` holds the draw's `n` indices; read as
        // bytes, so their alignment does not matter.
        let raw = unsafe { std::slice::from_raw_parts(index_data.cast::<u8>(), index_bytes) };
        // The caller's indices as they are where aligned (the usual case); a copy otherwise.
        let (copy16, copy32): (Vec<u16>, Vec<u32>);
        let indices = if wide {
            match bytemuck::try_cast_slice::<u8, u32>(raw) {
                Ok(list) => IndexData::U32(list),
                Err(_) => {
                    copy32 = raw
                        .chunks_exact(4)
                        .map(|c| u32::from_ne_bytes([c[0], c[1], c[2], c[3]]))
                        .collect();
                    IndexData::U32(&copy32)
                }
            }
        } else {
            match bytemuck::try_cast_slice::<u8, u16>(raw) {
                Ok(list) => IndexData::U16(list),
                Err(_) => {
                    copy16 = raw
                        .chunks_exact(2)
                        .map(|c| u16::from_ne_bytes([c[0], c[1]]))
                        .collect();
                    IndexData::U16(&copy16)
                }
            }
        };
        drew = true;
        s.device.draw_indexed_primitive_up(
            primitive_type,
            min_vertex_idx,
            vertex_count_,
            primitive_count,
            indices,
            vertices,
            stride,
        )
    });
    if drew {
        unbind_after_up(this, true);
    }
    hr
}

/// `IDirect3DDevice9::ProcessVertices(UINT src_start_index, UINT dest_index, UINT vertex_count, IDirect3DVertexBuffer9 * p_dest_buffer, IDirect3DVertexDeclaration9 * p_vertex_decl, DWORD flags)`:
/// `vertex_count` vertices of the bound streams from `src_start_index` through the
/// fixed-function vertex pipeline (on the CPU), written from `dest_index` of
/// `p_dest_buffer` as XYZRHW vertices in the FVF it was created with, or in
/// `p_vertex_decl`'s layout where given; `D3DPV_DONOTCOPYDATA` in `flags` writes only what
/// the pipeline generates (ninth-d3d9's `device::process_vertices` describes what each
/// element receives). `D3DERR_INVALIDCALL` for a null or foreign buffer or declaration, a
/// destination without an XYZRHW position, ranges past either buffer's end, and with a
/// vertex shader bound: ninth, like wined3d, processes vertices with the fixed-function
/// pipeline only (logged as unsupported). Vertices outside the frustum get screen
/// coordinates too, whatever D3DRS_CLIPPING says, as in wined3d.
pub(crate) unsafe extern "system" fn process_vertices(
    this: *mut Device9,
    src_start_index: u32,
    dest_index: u32,
    vertex_count: u32,
    p_dest_buffer: *mut c_void,
    p_vertex_decl: *mut c_void,
    flags: u32,
) -> HRESULT {
    with_state(this, "IDirect3DDevice9::ProcessVertices", |s| {
        // SAFETY: COM's contract: null or a live vertex buffer.
        let dest = unsafe { vertex_buffer(this, p_dest_buffer) }
            .ok_or_else(|| invalid("pDestBuffer is null or not a vertex buffer of this device"))?;
        let BufferHandle::Vertex(handle) = dest.data.handle else {
            return Err(invalid("pDestBuffer is not a vertex buffer"));
        };
        // SAFETY: COM's contract: `p_vertex_decl` is null or a live declaration.
        let decl = unsafe { Object::get(p_vertex_decl.cast::<VertexDeclaration9>()) };
        if decl.is_some_and(|d| d.data.device != this) {
            return Err(invalid("pVertexDecl is a declaration of another device"));
        }
        s.device.process_vertices(ProcessVertices {
            src_start_index,
            dest_index,
            vertex_count,
            dest: handle,
            dest_fvf: dest.data.desc.fvf,
            declaration: decl.map(|d| d.data.handle),
            flags,
        })
    })
}

/// The vertex buffer object of this device behind `p`, or `None` (null, another kind of
/// object, another device's).
///
/// # Safety
/// `p` is null or a live COM object.
unsafe fn vertex_buffer<'a>(this: *mut Device9, p: *mut c_void) -> Option<&'a Buffer9> {
    if p.is_null() {
        return None;
    }
    // SAFETY: a COM object starts with its vtable pointer.
    let vtbl = unsafe { *p.cast::<*const c_void>() };
    let want: *const IDirect3DBuffer9Vtbl = &VERTEX_BUFFER_VTBL;
    // SAFETY: this crate's vertex buffer vtable: a buffer object.
    (vtbl == want.cast())
        .then(|| unsafe { &*p.cast::<Buffer9>() })
        .filter(|o| o.device == this)
}

/// `IDirect3DDevice9::DrawRectPatch(UINT handle, const float * segment_count, const D3DRECTPATCH_INFO * patch_info)`:
/// `D3DERR_INVALIDCALL` and a log line, as from a driver whose D3DCAPS9 has neither
/// `D3DDEVCAPS_RTPATCHES` nor `D3DDEVCAPS_NPATCHES` (ninth's, like DXVK's): programs check
/// the caps and tessellate on the CPU instead.
pub(crate) unsafe extern "system" fn draw_rect_patch(
    _this: *mut Device9,
    _handle: u32,
    _segment_count: *const c_void,
    _patch_info: *const c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::DrawRectPatch")
}

/// `IDirect3DDevice9::DrawTriPatch(UINT handle, const float * segment_count, const D3DTRIPATCH_INFO * patch_info)`:
/// `D3DERR_INVALIDCALL` and a log line, as from a driver whose D3DCAPS9 has neither
/// `D3DDEVCAPS_RTPATCHES` nor `D3DDEVCAPS_NPATCHES` (ninth's, like DXVK's): programs check
/// the caps and tessellate on the CPU instead.
pub(crate) unsafe extern "system" fn draw_tri_patch(
    _this: *mut Device9,
    _handle: u32,
    _segment_count: *const c_void,
    _patch_info: *const c_void,
) -> HRESULT {
    unsupported("IDirect3DDevice9::DrawTriPatch")
}

/// `IDirect3DDevice9::DeletePatch(UINT handle)`: `D3DERR_INVALIDCALL` (no patch was ever
/// cached: see `DrawRectPatch`).
pub(crate) unsafe extern "system" fn delete_patch(_this: *mut Device9, _handle: u32) -> HRESULT {
    unsupported("IDirect3DDevice9::DeletePatch")
}
