//! `IDirect3DDevice9::ProcessVertices` through the vtable: the bound stream through the
//! fixed-function pipeline into a buffer created with an XYZRHW FVF (or in an output
//! declaration's layout), D3DPV_DONOTCOPYDATA, the refused calls, and a draw of the result.
//! Expected values are worked out here from D3D9's viewport and lighting equations.

mod common;

use common::*;
use std::ffi::c_void;
use std::ptr::null_mut;

use d3d9::com::{D3DERR_INVALIDCALL, S_OK};
use d3d9::device::Device9;
use d3d9::objects::buffer::IDirect3DBuffer9Vtbl;
use d3d9::objects::state_types::{Light9, Material9, VertexElement9};

const INVALID: i32 = D3DERR_INVALIDCALL;
const MANAGED: u32 = 1;
const FVF_XYZ_DIFFUSE: u32 = 0x042;
const FVF_XYZ_NORMAL: u32 = 0x012;
const FVF_XYZRHW_DIFFUSE: u32 = 0x044;
const RS_LIGHTING: u32 = 137;
const D3DPV_DONOTCOPYDATA: u32 = 1;
const TRIANGLEFAN: u32 = 6;

fn buffer_vtbl<'a>(p: *mut c_void) -> &'a IDirect3DBuffer9Vtbl {
    // SAFETY: `p` is a live buffer; its first field is the vtable pointer.
    unsafe { &**p.cast::<*const IDirect3DBuffer9Vtbl>() }
}

/// A managed vertex buffer of FVF `fvf` holding `bytes`.
fn vertex_buffer(dev: *mut Device9, fvf: u32, bytes: &[u8]) -> *mut c_void {
    let mut vb = null_mut();
    // SAFETY: live device, valid pointers; the lock gives `bytes.len()` writable bytes.
    unsafe {
        let hr = (vtbl(dev).create_vertex_buffer)(
            dev,
            bytes.len() as u32,
            0,
            fvf,
            MANAGED,
            out(&mut vb),
            null_mut(),
        );
        assert_eq!(hr, S_OK);
        let mut p: *mut c_void = null_mut();
        assert_eq!(
            (buffer_vtbl(vb).lock)(vb.cast(), 0, 0, out(&mut p), 0),
            S_OK
        );
        std::ptr::copy_nonoverlapping(bytes.as_ptr(), p.cast::<u8>(), bytes.len());
        assert_eq!((buffer_vtbl(vb).unlock)(vb.cast()), S_OK);
    }
    vb
}

/// The first `len` bytes of a vertex buffer.
fn contents(vb: *mut c_void, len: usize) -> Vec<u8> {
    let mut p: *mut c_void = null_mut();
    // SAFETY: live buffer of at least `len` bytes; a read-only lock.
    unsafe {
        assert_eq!(
            (buffer_vtbl(vb).lock)(vb.cast(), 0, 0, out(&mut p), 0x10),
            S_OK
        );
        let bytes = std::slice::from_raw_parts(p.cast::<u8>(), len).to_vec();
        assert_eq!((buffer_vtbl(vb).unlock)(vb.cast()), S_OK);
        bytes
    }
}

fn floats(values: &[f32]) -> Vec<u8> {
    values.iter().flat_map(|f| f.to_le_bytes()).collect()
}

/// The four floats at `at`.
fn float4(bytes: &[u8], at: usize) -> [f32; 4] {
    std::array::from_fn(|k| {
        f32::from_le_bytes(bytes[at + 4 * k..at + 4 * k + 4].try_into().unwrap())
    })
}

fn u32_at(bytes: &[u8], at: usize) -> u32 {
    u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap())
}

/// Binds `vb` (vertices of `stride` bytes in `fvf`) on stream 0.
fn bind(dev: *mut Device9, fvf: u32, vb: *mut c_void, stride: u32) {
    // SAFETY: live device and buffer.
    unsafe {
        assert_eq!((vtbl(dev).set_fvf)(dev, fvf), S_OK);
        assert_eq!((vtbl(dev).set_stream_source)(dev, 0, vb, 0, stride), S_OK);
    }
}

/// A projection whose w is the camera z and whose z is half of it: clip (x, y, z/2, z).
const PROJECTION: [f32; 16] = [
    1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.5, 1.0, 0.0, 0.0, 0.0, 0.0,
];

#[test]
fn process_vertices_transforms_lights_and_draws() {
    let (d3d, dev) = device(100, 100);
    let vt = vtbl(dev);
    // SAFETY: live device and objects, valid pointers.
    unsafe {
        assert_eq!((vt.set_render_state)(dev, RS_LIGHTING, 0), S_OK);
        assert_eq!((vt.set_transform)(dev, 3, arg(&PROJECTION)), S_OK);
        // Camera (1, 0.5, 2) and (-2, -1, 4): clip w is z, so x/w, y/w are (0.5, 0.25) and
        // (-0.5, -0.25), z/w 0.5: on the 100 x 100 viewport (75, 37.5) and (25, 62.5),
        // rhw 1/2 and 1/4.
        let mut src = floats(&[1.0, 0.5, 2.0]);
        src.extend(0x8040_2010u32.to_le_bytes());
        src.extend(floats(&[-2.0, -1.0, 4.0]));
        src.extend(0x0102_0304u32.to_le_bytes());
        let vb = vertex_buffer(dev, FVF_XYZ_DIFFUSE, &src);
        bind(dev, FVF_XYZ_DIFFUSE, vb, 16);
        let dest = vertex_buffer(dev, FVF_XYZRHW_DIFFUSE, &[0; 60]);
        assert_eq!(
            (vt.process_vertices)(dev, 0, 1, 2, dest, null_mut(), 0),
            S_OK
        );
        let bytes = contents(dest, 60);
        assert_eq!(&bytes[..20], &[0; 20], "vertex 0 untouched");
        assert_eq!(float4(&bytes, 20), [75.0, 37.5, 0.5, 0.5]);
        assert_eq!(
            u32_at(&bytes, 36),
            0x8040_2010,
            "lighting off: diffuse copied"
        );
        assert_eq!(float4(&bytes, 40), [25.0, 62.5, 0.5, 0.25]);
        assert_eq!(u32_at(&bytes, 56), 0x0102_0304);

        // A directional light along +z on normals (0, 0.6, -0.8): N.L = 0.8 times the
        // light's (1, 0.5, 0.25) and the white material: 204, 102, 51.
        assert_eq!((vt.set_render_state)(dev, RS_LIGHTING, 1), S_OK);
        let light = Light9 {
            diffuse: [1.0, 0.5, 0.25, 1.0],
            ..Light9::DEFAULT
        };
        assert_eq!((vt.set_light)(dev, 0, arg(&light)), S_OK);
        assert_eq!((vt.light_enable)(dev, 0, 1), S_OK);
        let material = Material9 {
            diffuse: [1.0; 4],
            ..Default::default()
        };
        assert_eq!((vt.set_material)(dev, arg(&material)), S_OK);
        let lit = vertex_buffer(
            dev,
            FVF_XYZ_NORMAL,
            &floats(&[0.0, 0.0, 2.0, 0.0, 0.6, -0.8]),
        );
        bind(dev, FVF_XYZ_NORMAL, lit, 24);
        assert_eq!(
            (vt.process_vertices)(dev, 0, 0, 1, dest, null_mut(), 0),
            S_OK
        );
        let bytes = contents(dest, 60);
        assert_eq!(float4(&bytes, 0), [50.0, 50.0, 0.5, 0.5]);
        assert_eq!(u32_at(&bytes, 16), 0xffcc_6633);

        // D3DPV_DONOTCOPYDATA with lighting off leaves the diffuse colour as it was.
        assert_eq!((vt.set_render_state)(dev, RS_LIGHTING, 0), S_OK);
        bind(dev, FVF_XYZ_DIFFUSE, vb, 16);
        assert_eq!(
            (vt.process_vertices)(dev, 1, 0, 1, dest, null_mut(), D3DPV_DONOTCOPYDATA),
            S_OK
        );
        let bytes = contents(dest, 60);
        assert_eq!(float4(&bytes, 0), [25.0, 62.5, 0.5, 0.25]);
        assert_eq!(u32_at(&bytes, 16), 0xffcc_6633, "kept");

        // The processed vertices draw where they say: a square over pixels 25-75.
        assert_eq!((vt.set_transform)(dev, 3, arg(&IDENTITY)), S_OK);
        let mut square = Vec::new();
        for [x, y] in [[-0.5f32, 0.5], [0.5, 0.5], [0.5, -0.5], [-0.5, -0.5]] {
            square.extend(floats(&[x, y, 0.5]));
            square.extend(0xff20_c040u32.to_le_bytes());
        }
        let quad = vertex_buffer(dev, FVF_XYZ_DIFFUSE, &square);
        bind(dev, FVF_XYZ_DIFFUSE, quad, 16);
        let processed = vertex_buffer(dev, FVF_XYZRHW_DIFFUSE, &[0; 80]);
        assert_eq!(
            (vt.process_vertices)(dev, 0, 0, 4, processed, null_mut(), 0),
            S_OK
        );
        assert_eq!(
            (vt.clear)(dev, 0, std::ptr::null(), 1, 0xff00_0000, 1.0, 0),
            S_OK
        );
        bind(dev, FVF_XYZRHW_DIFFUSE, processed, 20);
        assert_eq!((vt.begin_scene)(dev), S_OK);
        assert_eq!((vt.draw_primitive)(dev, TRIANGLEFAN, 0, 2), S_OK);
        assert_eq!((vt.end_scene)(dev), S_OK);
        let image = read_back(dev);
        assert_eq!(pixel(&image, 50, 50), [0x20, 0xc0, 0x40, 0xff]);
        assert_eq!(pixel(&image, 10, 50), [0, 0, 0, 0xff]);

        assert_eq!((vt.set_stream_source)(dev, 0, null_mut(), 0, 0), S_OK);
        for b in [vb, dest, lit, quad, processed] {
            assert_eq!(release(b), 0);
        }
    }
    finish(d3d, dev);
}

const IDENTITY: [f32; 16] = [
    1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0,
];

/// The back buffer as (width, RGBA rows).
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
fn output_declarations_and_refused_calls() {
    let (d3d, dev) = device(100, 100);
    let vt = vtbl(dev);
    // SAFETY: live device and objects, valid pointers.
    unsafe {
        assert_eq!((vt.set_render_state)(dev, RS_LIGHTING, 0), S_OK);
        let mut src = floats(&[0.5, -0.5, 0.25]);
        src.extend(0xff00_ff00u32.to_le_bytes());
        let vb = vertex_buffer(dev, FVF_XYZ_DIFFUSE, &src);
        bind(dev, FVF_XYZ_DIFFUSE, vb, 16);
        // COLOR0 at 0, POSITIONT at 4, into a buffer created without an FVF.
        let element = |offset, ty, usage| VertexElement9 {
            stream: 0,
            offset,
            ty,
            method: 0,
            usage,
            usage_index: 0,
        };
        let elements = [element(0, 4, 10), element(4, 3, 9), VertexElement9::END];
        let mut decl = null_mut();
        assert_eq!(
            (vt.create_vertex_declaration)(dev, arg(&elements), out(&mut decl)),
            S_OK
        );
        let dest = vertex_buffer(dev, 0, &[0xab; 40]);
        assert_eq!((vt.process_vertices)(dev, 0, 1, 1, dest, decl, 0), S_OK);
        let bytes = contents(dest, 40);
        assert_eq!(&bytes[..20], &[0xab; 20]);
        assert_eq!(u32_at(&bytes, 20), 0xff00_ff00);
        assert_eq!(float4(&bytes, 24), [75.0, 75.0, 0.25, 1.0]);

        // Refused, nothing written: a null buffer, an index buffer, a buffer without an FVF
        // and no declaration, a range past the destination's end, a source range past the
        // stream's end, a vertex shader bound.
        let mut ib = null_mut();
        assert_eq!(
            (vt.create_index_buffer)(dev, 12, 0, 101, MANAGED, out(&mut ib), null_mut()),
            S_OK
        );
        let pv = |dest, decl, src, at, n| (vt.process_vertices)(dev, src, at, n, dest, decl, 0);
        assert_eq!(pv(null_mut(), null_mut(), 0, 0, 1), INVALID);
        assert_eq!(pv(ib, null_mut(), 0, 0, 1), INVALID);
        assert_eq!(pv(dest, null_mut(), 0, 0, 1), INVALID);
        assert_eq!(pv(dest, decl, 0, 1, 2), INVALID);
        assert_eq!(pv(dest, decl, 1, 0, 1), INVALID);
        let tokens =
            ninth_shader::asm::assemble("vs_2_0\ndcl_position v0\nmov oPos, v0\n").unwrap();
        let mut vs = null_mut();
        assert_eq!(
            (vt.create_vertex_shader)(dev, tokens.as_ptr().cast(), out(&mut vs)),
            S_OK
        );
        assert_eq!((vt.set_vertex_shader)(dev, vs), S_OK);
        assert_eq!(pv(dest, decl, 0, 0, 1), INVALID, "a vertex shader is bound");
        assert_eq!((vt.set_vertex_shader)(dev, null_mut()), S_OK);
        assert_eq!(contents(dest, 40), bytes, "nothing written");
        // The same call without the shader works.
        assert_eq!(pv(dest, decl, 0, 0, 1), S_OK);
        assert_eq!(u32_at(&contents(dest, 40), 0), 0xff00_ff00);

        assert_eq!((vt.set_stream_source)(dev, 0, null_mut(), 0, 0), S_OK);
        for p in [vb, dest, ib, decl, vs] {
            assert_eq!(release(p), 0);
        }
    }
    finish(d3d, dev);
}
