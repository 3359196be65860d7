//! Scenes and draws through the `IDirect3DDevice9` vtable: BeginScene / EndScene pairing,
//! DrawPrimitiveUP and DrawIndexedPrimitiveUP of pretransformed vertices read back from the
//! back buffer, and the errors of bad draws.

mod common;

use common::*;
use std::ffi::c_void;
use std::ptr::null_mut;

use d3d9::com::{D3DERR_INVALIDCALL, S_OK};
use d3d9::device::{Device9, IDirect3DDevice9Vtbl};

const INVALID: i32 = D3DERR_INVALIDCALL;

const D3DFVF_XYZRHW_DIFFUSE: u32 = 0x44;
const TRIANGLELIST: u32 = 4;
const TRIANGLESTRIP: u32 = 5;
const CLEAR_TARGET_Z: u32 = 1 | 2;

/// An XYZRHW | DIFFUSE vertex.
#[repr(C)]
#[derive(Clone, Copy)]
struct Vertex {
    x: f32,
    y: f32,
    z: f32,
    rhw: f32,
    color: u32,
}

fn v(x: f32, y: f32, color: u32) -> Vertex {
    Vertex {
        x,
        y,
        z: 0.5,
        rhw: 1.0,
        color,
    }
}

/// The back buffer as RGBA rows.
fn read_back(dev: *mut Device9) -> (u32, Vec<u8>) {
    // SAFETY: `dev` is live.
    let image = unsafe { Device9::get(dev) }.unwrap().data.with_device(|d| {
        d.read_render_target(ninth_d3d9::SurfaceRef::Backbuffer)
            .unwrap()
    });
    (image.width, image.rgba)
}

fn pixel(image: &(u32, Vec<u8>), x: u32, y: u32) -> [u8; 4] {
    let at = ((y * image.0 + x) * 4) as usize;
    image.1[at..at + 4].try_into().unwrap()
}

#[test]
fn scenes_pair_as_d3d9_says() {
    let (d3d, dev) = device(8, 8);
    let vt = vtbl(dev);
    // SAFETY: live device.
    unsafe {
        assert_eq!((vt.end_scene)(dev), INVALID, "EndScene without BeginScene");
        assert_eq!((vt.begin_scene)(dev), S_OK);
        assert_eq!((vt.begin_scene)(dev), INVALID, "nested BeginScene");
        assert_eq!((vt.end_scene)(dev), S_OK);
        assert_eq!((vt.end_scene)(dev), INVALID);
        assert_eq!((vt.begin_scene)(dev), S_OK);
        assert_eq!((vt.end_scene)(dev), S_OK);
        assert_eq!((vt.begin_scene)(null_mut()), INVALID);
    }
    finish(d3d, dev);
}

#[test]
fn a_triangle_drawn_from_user_memory_lands_where_its_vertices_say() {
    let (d3d, dev) = device(64, 64);
    let vt = vtbl(dev);
    let red = 0xffff_0000;
    let triangle = [v(8.0, 8.0, red), v(56.0, 8.0, red), v(8.0, 56.0, red)];
    // SAFETY: live device, valid pointers.
    unsafe {
        assert_eq!(
            (vt.clear)(
                dev,
                0,
                std::ptr::null(),
                CLEAR_TARGET_Z,
                0xff00_0080,
                1.0,
                0
            ),
            S_OK
        );
        assert_eq!((vt.set_fvf)(dev, D3DFVF_XYZRHW_DIFFUSE), S_OK);
        assert_eq!((vt.begin_scene)(dev), S_OK);
        let hr = (vt.draw_primitive_up)(dev, TRIANGLELIST, 1, arg(&triangle), 20);
        assert_eq!(hr, S_OK);
        assert_eq!((vt.end_scene)(dev), S_OK);
    }
    let image = read_back(dev);
    assert_eq!(pixel(&image, 12, 12), [0xff, 0, 0, 0xff], "inside");
    assert_eq!(pixel(&image, 30, 20), [0xff, 0, 0, 0xff], "inside");
    assert_eq!(
        pixel(&image, 50, 50),
        [0, 0, 0x80, 0xff],
        "past the hypotenuse"
    );
    assert_eq!(pixel(&image, 4, 4), [0, 0, 0x80, 0xff], "outside");
    finish(d3d, dev);
}

#[test]
fn indexed_draws_from_user_memory_with_16_and_32_bit_indices() {
    let (d3d, dev) = device(32, 32);
    let vt = vtbl(dev);
    let green = 0xff00_ff00;
    let blue = 0xff00_00ff;
    // Two quads: the left half green (16-bit indices), the right half blue (32-bit, from
    // vertex 4 on: min_vertex_idx 4).
    let vertices = [
        v(0.0, 0.0, green),
        v(16.0, 0.0, green),
        v(0.0, 32.0, green),
        v(16.0, 32.0, green),
        v(16.0, 0.0, blue),
        v(32.0, 0.0, blue),
        v(16.0, 32.0, blue),
        v(32.0, 32.0, blue),
    ];
    let narrow: [u16; 6] = [0, 1, 2, 2, 1, 3];
    let wide: [u32; 4] = [4, 5, 6, 7];
    // SAFETY: live device, valid pointers.
    unsafe {
        assert_eq!(
            (vt.clear)(
                dev,
                0,
                std::ptr::null(),
                CLEAR_TARGET_Z,
                0xff00_0000,
                1.0,
                0
            ),
            S_OK
        );
        assert_eq!((vt.set_fvf)(dev, D3DFVF_XYZRHW_DIFFUSE), S_OK);
        assert_eq!((vt.begin_scene)(dev), S_OK);
        let hr = (vt.draw_indexed_primitive_up)(
            dev,
            TRIANGLELIST,
            0,
            4,
            2,
            arg(&narrow),
            101,
            arg(&vertices),
            20,
        );
        assert_eq!(hr, S_OK);
        let hr = (vt.draw_indexed_primitive_up)(
            dev,
            TRIANGLESTRIP,
            4,
            4,
            2,
            arg(&wide),
            102,
            arg(&vertices),
            20,
        );
        assert_eq!(hr, S_OK);
        assert_eq!((vt.end_scene)(dev), S_OK);
    }
    let image = read_back(dev);
    for (x, y) in [(1, 1), (8, 16), (14, 30)] {
        assert_eq!(pixel(&image, x, y), [0, 0xff, 0, 0xff], "({x}, {y})");
    }
    for (x, y) in [(17, 1), (24, 16), (31, 31)] {
        assert_eq!(pixel(&image, x, y), [0, 0, 0xff, 0xff], "({x}, {y})");
    }
    finish(d3d, dev);
}

/// Each bad draw gets D3DERR_INVALIDCALL and draws nothing.
#[test]
fn bad_draws_get_invalidcall() {
    let (d3d, dev) = device(16, 16);
    let vt = vtbl(dev);
    let white = 0xffff_ffff;
    let triangle = [v(0.0, 0.0, white), v(16.0, 0.0, white), v(0.0, 16.0, white)];
    let indices: [u16; 3] = [0, 1, 2];
    // SAFETY: live device; the bad arguments are the point.
    unsafe {
        assert_eq!(
            (vt.clear)(
                dev,
                0,
                std::ptr::null(),
                CLEAR_TARGET_Z,
                0xff00_0000,
                1.0,
                0
            ),
            S_OK
        );
        assert_eq!((vt.set_fvf)(dev, D3DFVF_XYZRHW_DIFFUSE), S_OK);
        let data = arg(&triangle);
        // Primitive types 0 and 7, null data, stride 0.
        assert_eq!((vt.draw_primitive_up)(dev, 0, 1, data, 20), INVALID);
        assert_eq!((vt.draw_primitive_up)(dev, 7, 1, data, 20), INVALID);
        assert_eq!(
            (vt.draw_primitive_up)(dev, TRIANGLELIST, 1, std::ptr::null(), 20),
            INVALID
        );
        assert_eq!(
            (vt.draw_primitive_up)(dev, TRIANGLELIST, 1, data, 0),
            INVALID
        );
        // A stride smaller than the vertex.
        assert_eq!(
            (vt.draw_primitive_up)(dev, TRIANGLELIST, 1, data, 8),
            INVALID
        );
        // Index formats other than INDEX16 / INDEX32, null indices, an index past the
        // vertices given.
        let idx = arg(&indices);
        let d = |pt, min, n, count, idx, fmt, data| {
            (vt.draw_indexed_primitive_up)(dev, pt, min, n, count, idx, fmt, data, 20)
        };
        assert_eq!(d(TRIANGLELIST, 0, 3, 1, idx, 22, data), INVALID);
        assert_eq!(
            d(TRIANGLELIST, 0, 3, 1, std::ptr::null(), 101, data),
            INVALID
        );
        assert_eq!(
            d(TRIANGLELIST, 0, 3, 1, idx, 101, std::ptr::null()),
            INVALID
        );
        assert_eq!(d(TRIANGLELIST, 0, 2, 1, idx, 101, data), INVALID);
        assert_eq!(d(9, 0, 3, 1, idx, 101, data), INVALID);
        // DrawPrimitive / DrawIndexedPrimitive with nothing bound.
        assert_eq!((vt.draw_primitive)(dev, TRIANGLELIST, 0, 1), INVALID);
        assert_eq!(
            (vt.draw_indexed_primitive)(dev, TRIANGLELIST, 0, 0, 3, 0, 1),
            INVALID
        );
        // Zero primitives draw nothing and succeed.
        assert_eq!((vt.draw_primitive_up)(dev, TRIANGLELIST, 0, data, 20), S_OK);
        // ProcessVertices without a destination; patches, which ninth does not tessellate
        // (D3DCAPS9 has no RTPATCHES or NPATCHES).
        assert_eq!(
            (vt.process_vertices)(dev, 0, 0, 3, null_mut(), null_mut(), 0),
            INVALID
        );
        assert_eq!(
            (vt.draw_rect_patch)(dev, 1, std::ptr::null(), std::ptr::null()),
            INVALID
        );
        assert_eq!(
            (vt.draw_tri_patch)(dev, 1, std::ptr::null(), std::ptr::null()),
            INVALID
        );
        assert_eq!((vt.delete_patch)(dev, 1), INVALID);
        assert_eq!(
            (vt.draw_primitive_up)(null_mut(), TRIANGLELIST, 1, data, 20),
            INVALID
        );
    }
    let image = read_back(dev);
    assert!(
        image.1.chunks(4).all(|p| p == [0, 0, 0, 0xff]),
        "nothing drawn"
    );
    assert_eq!(refs(dev), 1);
    let mut fvf = 0u32;
    // SAFETY: live device, writable out.
    assert_eq!(unsafe { (vt.get_fvf)(dev, out(&mut fvf)) }, S_OK);
    assert_eq!(fvf, D3DFVF_XYZRHW_DIFFUSE);
    finish(d3d, dev);
}

/// After an `UP` draw stream 0 (and after an indexed one the index buffer) is unbound, as
/// D3D9 does: GetStreamSource and GetIndices answer null.
#[test]
fn up_draws_unbind_stream_0_and_the_indices() {
    let (d3d, dev) = device(16, 16);
    let vt = vtbl(dev);
    let white = 0xffff_ffff;
    let triangle = [v(0.0, 0.0, white), v(16.0, 0.0, white), v(0.0, 16.0, white)];
    let indices: [u16; 3] = [0, 1, 2];
    // SAFETY: live objects, valid pointers.
    unsafe {
        let mut vb: *mut c_void = null_mut();
        let hr = (vt.create_vertex_buffer)(dev, 60, 0, 0, 1, out(&mut vb), null_mut());
        assert_eq!(hr, S_OK);
        let mut ib: *mut c_void = null_mut();
        let hr = (vt.create_index_buffer)(dev, 6, 0, 101, 1, out(&mut ib), null_mut());
        assert_eq!(hr, S_OK);
        assert_eq!((vt.set_fvf)(dev, D3DFVF_XYZRHW_DIFFUSE), S_OK);
        let bound = |vt: &IDirect3DDevice9Vtbl| {
            let (mut p, mut offset, mut stride) = (null_mut::<c_void>(), 0u32, 0u32);
            let hr =
                (vt.get_stream_source)(dev, 0, out(&mut p), out(&mut offset), out(&mut stride));
            assert_eq!(hr, S_OK);
            let mut i: *mut c_void = null_mut();
            assert_eq!((vt.get_indices)(dev, out(&mut i)), S_OK);
            for o in [p, i] {
                if !o.is_null() {
                    release(o);
                }
            }
            (p, i)
        };
        assert_eq!((vt.set_stream_source)(dev, 0, vb, 0, 20), S_OK);
        assert_eq!((vt.set_indices)(dev, ib), S_OK);
        assert_eq!(bound(vt), (vb, ib));
        assert_eq!(
            (vt.draw_primitive_up)(dev, TRIANGLELIST, 1, arg(&triangle), 20),
            S_OK
        );
        assert_eq!(bound(vt), (null_mut(), ib), "stream 0 unbound");
        assert_eq!((vt.set_stream_source)(dev, 0, vb, 0, 20), S_OK);
        let hr = (vt.draw_indexed_primitive_up)(
            dev,
            TRIANGLELIST,
            0,
            3,
            1,
            arg(&indices),
            101,
            arg(&triangle),
            20,
        );
        assert_eq!(hr, S_OK);
        assert_eq!(bound(vt), (null_mut(), null_mut()), "both unbound");
        assert_eq!(release(vb), 0);
        assert_eq!(release(ib), 0);
    }
    finish(d3d, dev);
}
