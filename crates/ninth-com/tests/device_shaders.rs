//! Vertex declarations, FVF codes, vertex and pixel shaders and their constants through
//! the `IDirect3DDevice9` vtable: the objects' methods and reference counts, what the
//! device's getters answer, a vs_2_0 / ps_2_0 pair drawing with constants, shaders in
//! state blocks, and bad arguments. Binding takes no COM reference (D3D9): a shader
//! released while bound draws until unbound, then it is freed (its ninth-d3d9 handle
//! stale), and a device released with objects bound is freed.

mod common;

use common::*;
use std::ffi::c_void;
use std::ptr::null_mut;

use d3d9::com::{D3DERR_INVALIDCALL, S_OK};
use d3d9::com::{E_NOINTERFACE, IID_IUNKNOWN};
use d3d9::d3d9::Direct3D9;
use d3d9::device::Device9;
use d3d9::guids::{
    IID_IDIRECT3DPIXEL_SHADER9, IID_IDIRECT3DVERTEX_DECLARATION9, IID_IDIRECT3DVERTEX_SHADER9,
};
use d3d9::objects::shader::{IDirect3DShader9Vtbl, Shader9, ShaderHandle};
use d3d9::objects::state_block::IDirect3DStateBlock9Vtbl;
use d3d9::objects::state_types::VertexElement9;
use d3d9::objects::vertex_declaration::IDirect3DVertexDeclaration9Vtbl;

const INVALID: i32 = D3DERR_INVALIDCALL;

const TRIANGLELIST: u32 = 4;

fn decl_vtbl<'a>(p: *mut c_void) -> &'a IDirect3DVertexDeclaration9Vtbl {
    // SAFETY: `p` is a live declaration; its first field is the vtable pointer.
    unsafe { &**p.cast::<*const IDirect3DVertexDeclaration9Vtbl>() }
}

fn shader_vtbl<'a>(p: *mut c_void) -> &'a IDirect3DShader9Vtbl {
    // SAFETY: `p` is a live shader; its first field is the vtable pointer.
    unsafe { &**p.cast::<*const IDirect3DShader9Vtbl>() }
}

/// The reference count of a COM object: AddRef then Release.
fn count(p: *mut c_void) -> u32 {
    // SAFETY: `p` is a live object of this crate; AddRef and Release are vtable slots 1, 2.
    unsafe {
        let vt = &**p.cast::<*const IDirect3DStateBlock9Vtbl>();
        (vt.add_ref)(p.cast());
        (vt.release)(p.cast())
    }
}

fn element(stream: u16, offset: u16, ty: u8, usage: u8, usage_index: u8) -> VertexElement9 {
    VertexElement9 {
        stream,
        offset,
        ty,
        method: 0,
        usage,
        usage_index,
    }
}

fn asm(text: &str) -> Vec<u32> {
    ninth_shader::asm::assemble(text).expect("assembles")
}

fn read_back(dev: *mut Device9) -> ninth_d3d9::Capture {
    // SAFETY: `dev` is live.
    unsafe { Device9::get(dev) }.unwrap().data.with_device(|d| {
        d.read_render_target(ninth_d3d9::SurfaceRef::Backbuffer)
            .unwrap()
    })
}

fn pixel(image: &ninth_d3d9::Capture, x: u32, y: u32) -> [u8; 4] {
    let at = ((y * image.width + x) * 4) as usize;
    image.rgba[at..at + 4].try_into().unwrap()
}

#[test]
fn declarations_and_fvf_codes() {
    let (d3d, dev) = device(16, 16);
    let vt = vtbl(dev);
    // POSITIONT float4 at 0, COLOR0 D3DCOLOR at 16: the declaration of FVF XYZRHW|DIFFUSE.
    let elements = [
        element(0, 0, 3, 9, 0),
        element(0, 16, 4, 10, 0),
        VertexElement9::END,
    ];
    // SAFETY: live objects, valid pointers.
    unsafe {
        let mut decl: *mut c_void = null_mut();
        assert_eq!(
            (vt.create_vertex_declaration)(dev, arg(&elements), out(&mut decl)),
            S_OK
        );
        assert!(!decl.is_null());
        assert_eq!(refs(dev), 2, "the declaration holds the device");
        let dvt = decl_vtbl(decl);
        let mut n = 0u32;
        assert_eq!((dvt.get_declaration)(decl.cast(), null_mut(), &mut n), S_OK);
        assert_eq!(n, 3, "with D3DDECL_END");
        let mut back = [VertexElement9::default(); 3];
        assert_eq!(
            (dvt.get_declaration)(decl.cast(), back.as_mut_ptr(), &mut n),
            S_OK
        );
        assert_eq!(back, elements);
        let mut q: *mut c_void = null_mut();
        let iid = &IID_IDIRECT3DVERTEX_DECLARATION9;
        assert_eq!((dvt.query_interface)(decl.cast(), iid, out(&mut q)), S_OK);
        assert_eq!(q, decl);
        assert_eq!(
            (dvt.query_interface)(decl.cast(), &IID_IUNKNOWN, out(&mut q)),
            S_OK
        );
        let iid = &IID_IDIRECT3DVERTEX_SHADER9;
        assert_eq!(
            (dvt.query_interface)(decl.cast(), iid, out(&mut q)),
            E_NOINTERFACE
        );
        assert!(q.is_null());
        assert_eq!(count(decl), 3);
        assert_eq!((dvt.release)(decl.cast()), 2);
        assert_eq!((dvt.release)(decl.cast()), 1);
        let mut got: *mut c_void = null_mut();
        assert_eq!((dvt.get_device)(decl.cast(), out(&mut got)), S_OK);
        assert_eq!(got, dev.cast());
        assert_eq!((vt.release)(dev), 2);

        // Nothing bound at first.
        let mut bound: *mut c_void = std::ptr::dangling_mut();
        assert_eq!((vt.get_vertex_declaration)(dev, out(&mut bound)), S_OK);
        assert!(bound.is_null());
        let mut fvf = 7u32;
        assert_eq!((vt.get_fvf)(dev, out(&mut fvf)), S_OK);
        assert_eq!(fvf, 0);

        // Bound: the device binds it without a COM reference (D3D9); Get returns one.
        assert_eq!((vt.set_vertex_declaration)(dev, decl), S_OK);
        assert_eq!(count(decl), 1);
        assert_eq!((vt.get_vertex_declaration)(dev, out(&mut bound)), S_OK);
        assert_eq!(bound, decl);
        assert_eq!(count(decl), 2);
        assert_eq!((dvt.release)(decl.cast()), 1);
        // GetFVF answers the code the declaration matches.
        assert_eq!((vt.get_fvf)(dev, out(&mut fvf)), S_OK);
        assert_eq!(fvf, 0x44);

        // It draws.
        let red = 0xffff_0000u32;
        let mut vertices = Vec::new();
        for (x, y) in [(0.0f32, 0.0f32), (16.0, 0.0), (0.0, 16.0)] {
            for f in [x, y, 0.5, 1.0] {
                vertices.extend_from_slice(&f.to_le_bytes());
            }
            vertices.extend_from_slice(&red.to_le_bytes());
        }
        assert_eq!(
            (vt.clear)(dev, 0, std::ptr::null(), 3, 0xff00_0000, 1.0, 0),
            S_OK
        );
        let hr = (vt.draw_primitive_up)(dev, TRIANGLELIST, 1, vertices.as_ptr().cast(), 20);
        assert_eq!(hr, S_OK);
        assert_eq!(pixel(&read_back(dev), 2, 2), [0xff, 0, 0, 0xff]);

        // SetFVF replaces it: the device releases it and binds a declaration of the code.
        assert_eq!((vt.set_fvf)(dev, 0x142), S_OK); // XYZ | DIFFUSE | TEX1
        assert_eq!(count(decl), 1);
        assert_eq!((vt.get_fvf)(dev, out(&mut fvf)), S_OK);
        assert_eq!(fvf, 0x142);
        assert_eq!((vt.get_vertex_declaration)(dev, out(&mut bound)), S_OK);
        assert!(!bound.is_null() && bound != decl);
        let mut n = 0u32;
        let bvt = decl_vtbl(bound);
        assert_eq!(
            (bvt.get_declaration)(bound.cast(), null_mut(), &mut n),
            S_OK
        );
        let mut fvf_elements = vec![VertexElement9::default(); n as usize];
        assert_eq!(
            (bvt.get_declaration)(bound.cast(), fvf_elements.as_mut_ptr(), &mut n),
            S_OK
        );
        assert_eq!(
            fvf_elements,
            [
                element(0, 0, 2, 0, 0),
                element(0, 12, 4, 10, 0),
                element(0, 16, 1, 5, 0),
                VertexElement9::END
            ]
        );
        assert_eq!(refs(dev), 3, "the returned declaration holds the device");
        assert_eq!(
            (bvt.release)(bound.cast()),
            0,
            "kept (made once per code) and bound by the device, with no COM reference"
        );
        assert_eq!(refs(dev), 2);
        // The FVF's declaration set like any other: GetFVF still answers its code.
        assert_eq!((vt.set_vertex_declaration)(dev, bound), S_OK);
        assert_eq!((vt.get_fvf)(dev, out(&mut fvf)), S_OK);
        assert_eq!(fvf, 0x142);
        // SetFVF(0) is accepted and changes nothing (D3D9).
        assert_eq!((vt.set_fvf)(dev, 0), S_OK);
        assert_eq!((vt.get_fvf)(dev, out(&mut fvf)), S_OK);
        assert_eq!(fvf, 0x142);
        // Unbinding.
        assert_eq!((vt.set_vertex_declaration)(dev, null_mut()), S_OK);
        assert_eq!((vt.get_vertex_declaration)(dev, out(&mut bound)), S_OK);
        assert!(bound.is_null());

        // Bad declarations and arguments.
        let dup = [
            element(0, 0, 3, 9, 0),
            element(0, 16, 3, 9, 0),
            VertexElement9::END,
        ];
        let mut bad: *mut c_void = null_mut();
        assert_eq!(
            (vt.create_vertex_declaration)(dev, arg(&dup), out(&mut bad)),
            INVALID
        );
        let ty = [element(0, 0, 18, 0, 0), VertexElement9::END];
        assert_eq!(
            (vt.create_vertex_declaration)(dev, arg(&ty), out(&mut bad)),
            INVALID
        );
        let stream = [element(16, 0, 2, 0, 0), VertexElement9::END];
        assert_eq!(
            (vt.create_vertex_declaration)(dev, arg(&stream), out(&mut bad)),
            INVALID
        );
        let unterminated = [element(0, 0, 2, 0, 0); 70];
        assert_eq!(
            (vt.create_vertex_declaration)(dev, arg(&unterminated), out(&mut bad)),
            INVALID
        );
        assert!(bad.is_null());
        assert_eq!(
            (vt.create_vertex_declaration)(dev, std::ptr::null(), out(&mut bad)),
            INVALID
        );
        assert_eq!(
            (vt.create_vertex_declaration)(dev, arg(&elements), null_mut()),
            INVALID
        );
        assert_eq!((vt.get_vertex_declaration)(dev, null_mut()), INVALID);
        assert_eq!((vt.get_fvf)(dev, null_mut()), INVALID);
        assert_eq!(
            (vt.set_fvf)(dev, 0x0e | 0x4000),
            INVALID,
            "XYZB5 with XYZW bits"
        );
        assert_eq!(
            (dvt.get_declaration)(decl.cast(), null_mut(), null_mut()),
            INVALID
        );
        assert_eq!(refs(dev), 2);
        assert_eq!((dvt.release)(decl.cast()), 0);
        assert_eq!(
            refs(dev),
            1,
            "the declaration's device reference is gone with it"
        );
    }
    finish(d3d, dev);
}

#[test]
fn a_shader_pair_draws_with_its_constants() {
    let (d3d, dev) = device(32, 32);
    let vt = vtbl(dev);
    // Clip-space positions offset by c4; the colour is the pixel shader's c0 times c1.
    let vs_tokens = asm("vs_2_0\ndcl_position v0\nadd oPos, v0, c4\n");
    let ps_tokens = asm("ps_2_0\nmul r0, c0, c1\nmov oC0, r0\n");
    let elements = [element(0, 0, 3, 0, 0), VertexElement9::END];
    // SAFETY: live objects, valid pointers.
    unsafe {
        let (mut vs, mut ps, mut decl) = (null_mut(), null_mut(), null_mut());
        assert_eq!(
            (vt.create_vertex_shader)(dev, vs_tokens.as_ptr().cast(), out(&mut vs)),
            S_OK
        );
        assert_eq!(
            (vt.create_pixel_shader)(dev, ps_tokens.as_ptr().cast(), out(&mut ps)),
            S_OK
        );
        assert_eq!(
            (vt.create_vertex_declaration)(dev, arg(&elements), out(&mut decl)),
            S_OK
        );
        assert_eq!(refs(dev), 4);

        // GetFunction: the size, then the tokens.
        let svt = shader_vtbl(vs);
        let mut size = 0u32;
        assert_eq!((svt.get_function)(vs.cast(), null_mut(), &mut size), S_OK);
        assert_eq!(size as usize, vs_tokens.len() * 4);
        let mut tokens = vec![0u32; vs_tokens.len()];
        assert_eq!(
            (svt.get_function)(vs.cast(), tokens.as_mut_ptr().cast(), &mut size),
            S_OK
        );
        assert_eq!(tokens, vs_tokens);
        let mut small = 4u32;
        assert_eq!(
            (svt.get_function)(vs.cast(), tokens.as_mut_ptr().cast(), &mut small),
            INVALID
        );
        let mut q: *mut c_void = null_mut();
        assert_eq!(
            (svt.query_interface)(vs.cast(), &IID_IDIRECT3DVERTEX_SHADER9, out(&mut q)),
            S_OK
        );
        assert_eq!((svt.release)(vs.cast()), 1);
        assert_eq!(
            (svt.query_interface)(vs.cast(), &IID_IDIRECT3DPIXEL_SHADER9, out(&mut q)),
            E_NOINTERFACE
        );
        assert_eq!(
            (shader_vtbl(ps).query_interface)(ps.cast(), &IID_IDIRECT3DPIXEL_SHADER9, out(&mut q)),
            S_OK
        );
        assert_eq!((shader_vtbl(ps).release)(ps.cast()), 1);
        let mut got: *mut c_void = null_mut();
        assert_eq!((svt.get_device)(vs.cast(), out(&mut got)), S_OK);
        assert_eq!(got, dev.cast());
        (vt.release)(dev);

        // Nothing bound at first; binding takes no COM reference, Get returns one.
        let mut bound: *mut c_void = std::ptr::dangling_mut();
        assert_eq!((vt.get_vertex_shader)(dev, out(&mut bound)), S_OK);
        assert!(bound.is_null());
        assert_eq!((vt.set_vertex_shader)(dev, vs), S_OK);
        assert_eq!((vt.set_pixel_shader)(dev, ps), S_OK);
        assert_eq!((vt.set_vertex_declaration)(dev, decl), S_OK);
        assert_eq!(count(vs), 1);
        assert_eq!(count(ps), 1);
        assert_eq!(count(decl), 1);
        assert_eq!(refs(dev), 4);
        assert_eq!((vt.get_pixel_shader)(dev, out(&mut bound)), S_OK);
        assert_eq!(bound, ps);
        assert_eq!((shader_vtbl(ps).release)(ps.cast()), 1);
        // The wrong kind for each slot.
        assert_eq!((vt.set_vertex_shader)(dev, ps), INVALID);
        assert_eq!((vt.set_pixel_shader)(dev, vs), INVALID);
        assert_eq!(count(ps), 1);

        // Constants: zero first, then what was set.
        let mut c = [[9f32; 4]; 2];
        assert_eq!(
            (vt.get_pixel_shader_constant_f)(dev, 0, out(&mut c), 2),
            S_OK
        );
        assert_eq!(c, [[0.0; 4]; 2]);
        let colour = [[1.0f32, 0.5, 1.0, 1.0], [1.0, 1.0, 0.0, 1.0]];
        assert_eq!(
            (vt.set_pixel_shader_constant_f)(dev, 0, arg(&colour), 2),
            S_OK
        );
        let offset = [[0.5f32, 0.0, 0.0, 0.0]];
        assert_eq!(
            (vt.set_vertex_shader_constant_f)(dev, 4, arg(&offset), 1),
            S_OK
        );
        assert_eq!(
            (vt.get_pixel_shader_constant_f)(dev, 0, out(&mut c), 2),
            S_OK
        );
        assert_eq!(c, colour);
        let mut o = [[0f32; 4]; 1];
        assert_eq!(
            (vt.get_vertex_shader_constant_f)(dev, 4, out(&mut o), 1),
            S_OK
        );
        assert_eq!(o, offset);
        let ints = [[1i32, 2, 3, 4], [-5, 6, 7, 8]];
        assert_eq!(
            (vt.set_vertex_shader_constant_i)(dev, 14, arg(&ints), 2),
            S_OK
        );
        let mut ib = [[0i32; 4]; 2];
        assert_eq!(
            (vt.get_vertex_shader_constant_i)(dev, 14, out(&mut ib), 2),
            S_OK
        );
        assert_eq!(ib, ints);
        let bools = [1i32, 0, 1];
        assert_eq!(
            (vt.set_pixel_shader_constant_b)(dev, 13, arg(&bools), 3),
            S_OK
        );
        let mut bb = [7i32; 3];
        assert_eq!(
            (vt.get_pixel_shader_constant_b)(dev, 13, out(&mut bb), 3),
            S_OK
        );
        assert_eq!(bb, bools);
        assert_eq!(
            (vt.get_vertex_shader_constant_b)(dev, 13, out(&mut bb), 3),
            S_OK
        );
        assert_eq!(bb, [0; 3], "the vertex booleans are apart");
        // Registers past the end.
        assert_eq!(
            (vt.set_vertex_shader_constant_f)(dev, 255, arg(&colour), 2),
            INVALID
        );
        assert_eq!(
            (vt.get_pixel_shader_constant_f)(dev, 224, out(&mut o), 1),
            INVALID
        );
        assert_eq!(
            (vt.set_pixel_shader_constant_i)(dev, 16, arg(&ints), 1),
            INVALID
        );
        assert_eq!(
            (vt.get_vertex_shader_constant_b)(dev, 15, out(&mut bb), 2),
            INVALID
        );
        assert_eq!(
            (vt.set_vertex_shader_constant_f)(dev, 0, std::ptr::null(), 1),
            INVALID
        );
        assert_eq!(
            (vt.get_vertex_shader_constant_f)(dev, 4, out(&mut o), 1),
            S_OK
        );
        assert_eq!(o, offset, "unchanged");

        // A triangle over the left half of clip space, moved right by c4 (a quarter of the
        // target), coloured c0 * c1 = (1, 0.5, 0, 1).
        let triangle: [[f32; 4]; 3] = [
            [-1.0, 1.0, 0.5, 1.0],
            [0.0, 1.0, 0.5, 1.0],
            [-1.0, -1.0, 0.5, 1.0],
        ];
        assert_eq!(
            (vt.clear)(dev, 0, std::ptr::null(), 3, 0xff00_0000, 1.0, 0),
            S_OK
        );
        assert_eq!((vt.begin_scene)(dev), S_OK);
        assert_eq!(
            (vt.draw_primitive_up)(dev, TRIANGLELIST, 1, arg(&triangle), 16),
            S_OK
        );
        assert_eq!((vt.end_scene)(dev), S_OK);
        let image = read_back(dev);
        let orange = pixel(&image, 10, 2);
        assert_eq!([orange[0], orange[2], orange[3]], [0xff, 0, 0xff]);
        assert!((0x7f..=0x80).contains(&orange[1]), "green {}", orange[1]);
        assert_eq!(
            pixel(&image, 4, 2),
            [0, 0, 0, 0xff],
            "left of the moved triangle"
        );
        assert_eq!(pixel(&image, 28, 2), [0, 0, 0, 0xff], "right of it");

        // Unbinding; the objects' last releases free them and their device references.
        assert_eq!((vt.set_vertex_shader)(dev, null_mut()), S_OK);
        assert_eq!((vt.set_pixel_shader)(dev, null_mut()), S_OK);
        assert_eq!((vt.set_vertex_declaration)(dev, null_mut()), S_OK);
        assert_eq!(count(vs), 1);
        assert_eq!((vt.get_pixel_shader)(dev, out(&mut bound)), S_OK);
        assert!(bound.is_null());
        assert_eq!((svt.release)(vs.cast()), 0);
        assert_eq!((shader_vtbl(ps).release)(ps.cast()), 0);
        assert_eq!((decl_vtbl(decl).release)(decl.cast()), 0);
        assert_eq!(refs(dev), 1);
    }
    finish(d3d, dev);
}

#[test]
fn shaders_in_state_blocks_and_bad_shaders() {
    let (d3d, dev) = device(8, 8);
    let vt = vtbl(dev);
    let vs_tokens = asm("vs_2_0\ndcl_position v0\nmov oPos, v0\n");
    let ps_tokens = asm("ps_2_0\nmov oC0, c0\n");
    // SAFETY: live objects, valid pointers.
    unsafe {
        let (mut vs, mut ps) = (null_mut(), null_mut());
        assert_eq!(
            (vt.create_vertex_shader)(dev, vs_tokens.as_ptr().cast(), out(&mut vs)),
            S_OK
        );
        assert_eq!(
            (vt.create_pixel_shader)(dev, ps_tokens.as_ptr().cast(), out(&mut ps)),
            S_OK
        );
        // Recorded: not bound until the block is applied; the block binds it (no COM
        // reference).
        assert_eq!((vt.begin_state_block)(dev), S_OK);
        assert_eq!((vt.set_vertex_shader)(dev, vs), S_OK);
        let k = [[0.25f32, 0.5, 0.75, 1.0]];
        assert_eq!((vt.set_vertex_shader_constant_f)(dev, 7, arg(&k), 1), S_OK);
        assert_eq!((vt.set_fvf)(dev, 0x44), S_OK);
        let mut sb: *mut c_void = null_mut();
        assert_eq!((vt.end_state_block)(dev, out(&mut sb)), S_OK);
        let mut bound: *mut c_void = null_mut();
        assert_eq!((vt.get_vertex_shader)(dev, out(&mut bound)), S_OK);
        assert!(bound.is_null(), "not applied while recording");
        let mut o = [[0f32; 4]];
        assert_eq!(
            (vt.get_vertex_shader_constant_f)(dev, 7, out(&mut o), 1),
            S_OK
        );
        assert_eq!(o, [[0.0; 4]]);
        let mut fvf = 1u32;
        assert_eq!((vt.get_fvf)(dev, out(&mut fvf)), S_OK);
        assert_eq!(fvf, 0);
        assert_eq!(count(vs), 1, "a block takes no COM reference");
        let sbvt = &**sb.cast::<*const IDirect3DStateBlock9Vtbl>();
        assert_eq!((sbvt.apply)(sb.cast()), S_OK);
        assert_eq!((vt.get_vertex_shader)(dev, out(&mut bound)), S_OK);
        assert_eq!(bound, vs);
        assert_eq!((shader_vtbl(vs).release)(vs.cast()), 1);
        assert_eq!(
            (vt.get_vertex_shader_constant_f)(dev, 7, out(&mut o), 1),
            S_OK
        );
        assert_eq!(o, k);
        assert_eq!((vt.get_fvf)(dev, out(&mut fvf)), S_OK);
        assert_eq!(fvf, 0x44);

        // An all-state block captures the pixel shader too; applying it after unbinding
        // binds it again.
        assert_eq!((vt.set_pixel_shader)(dev, ps), S_OK);
        let mut all: *mut c_void = null_mut();
        assert_eq!((vt.create_state_block)(dev, 1, out(&mut all)), S_OK);
        assert_eq!(count(ps), 1);
        assert_eq!((vt.set_pixel_shader)(dev, null_mut()), S_OK);
        assert_eq!((vt.set_vertex_shader)(dev, null_mut()), S_OK);
        assert_eq!((sbvt.apply)(all.cast()), S_OK);
        assert_eq!((vt.get_pixel_shader)(dev, out(&mut bound)), S_OK);
        assert_eq!(bound, ps);
        assert_eq!((shader_vtbl(ps).release)(ps.cast()), 1);
        assert_eq!((sbvt.release)(all.cast()), 0);
        assert_eq!((sbvt.release)(sb.cast()), 0);
        assert_eq!(count(ps), 1);
        assert_eq!((vt.set_pixel_shader)(dev, null_mut()), S_OK);
        assert_eq!((vt.set_vertex_shader)(dev, null_mut()), S_OK);
        assert_eq!(count(vs), 1);

        // Bad shaders: null pointers, a pixel shader's bytecode for a vertex shader,
        // garbage.
        let mut bad: *mut c_void = null_mut();
        assert_eq!(
            (vt.create_vertex_shader)(dev, std::ptr::null(), out(&mut bad)),
            INVALID
        );
        assert_eq!(
            (vt.create_vertex_shader)(dev, vs_tokens.as_ptr().cast(), null_mut()),
            INVALID
        );
        assert_eq!(
            (vt.create_vertex_shader)(dev, ps_tokens.as_ptr().cast(), out(&mut bad)),
            INVALID
        );
        assert_eq!(
            (vt.create_pixel_shader)(dev, vs_tokens.as_ptr().cast(), out(&mut bad)),
            INVALID
        );
        // vs_2_0 with an instruction of unknown opcode 0xee (no operands), then the end.
        let garbage = [0xfffe_0200u32, 0x0000_00ee, 0x0000_ffff];
        assert_eq!(
            (vt.create_vertex_shader)(dev, garbage.as_ptr().cast(), out(&mut bad)),
            INVALID
        );
        assert!(bad.is_null());
        assert_eq!((vt.get_vertex_shader)(dev, null_mut()), INVALID);
        let mut size = 0u32;
        assert_eq!(
            (shader_vtbl(vs).get_function)(vs.cast(), null_mut(), null_mut()),
            INVALID
        );
        assert_eq!(
            (shader_vtbl(vs).get_function)(null_mut(), null_mut(), &mut size),
            INVALID
        );

        assert_eq!((shader_vtbl(vs).release)(vs.cast()), 0);
        assert_eq!((shader_vtbl(ps).release)(ps.cast()), 0);
        // The FVF declaration the device made holds no device reference (no COM one).
        assert_eq!(refs(dev), 1);
    }
    finish(d3d, dev);
}

/// The reference count of the IDirect3D9 (the device holds one while it lives).
fn d3d_refs(d3d: *mut Direct3D9) -> u32 {
    // SAFETY: `d3d` is live.
    unsafe { Direct3D9::get(d3d) }.unwrap().refs()
}

/// The ninth-d3d9 handle of a shader object.
fn shader_handle(p: *mut c_void) -> ShaderHandle {
    // SAFETY: `p` is a live shader object.
    unsafe { Shader9::get(p.cast()) }.unwrap().data.handle
}

/// Whether the ninth-d3d9 device still holds a shader (live, or released and bound).
fn holds(dev: *mut Device9, h: ShaderHandle) -> bool {
    // SAFETY: `dev` is live.
    unsafe { Device9::get(dev) }
        .unwrap()
        .data
        .with_device(|d| match h {
            ShaderHandle::Vertex(h) => d.holds_vertex_shader(h),
            ShaderHandle::Pixel(h) => d.holds_pixel_shader(h),
        })
}

/// A vs_2_0 passing positions through, a ps_2_0 writing c0, and a FLOAT4 POSITION
/// declaration.
fn pass_through(dev: *mut Device9) -> (*mut c_void, *mut c_void, *mut c_void) {
    let vt = vtbl(dev);
    let vs_tokens = asm("vs_2_0\ndcl_position v0\nmov oPos, v0\n");
    let ps_tokens = asm("ps_2_0\nmov oC0, c0\n");
    let elements = [element(0, 0, 3, 0, 0), VertexElement9::END];
    let (mut vs, mut ps, mut decl) = (null_mut(), null_mut(), null_mut());
    // SAFETY: live device, valid pointers.
    unsafe {
        assert_eq!(
            (vt.create_vertex_shader)(dev, vs_tokens.as_ptr().cast(), out(&mut vs)),
            S_OK
        );
        assert_eq!(
            (vt.create_pixel_shader)(dev, ps_tokens.as_ptr().cast(), out(&mut ps)),
            S_OK
        );
        assert_eq!(
            (vt.create_vertex_declaration)(dev, arg(&elements), out(&mut decl)),
            S_OK
        );
    }
    (vs, ps, decl)
}

/// Clears to black, draws a triangle over the whole target with pixel constant c0 =
/// `colour`, and answers pixel (4, 4).
fn draw_colour(dev: *mut Device9, colour: [f32; 4]) -> [u8; 4] {
    let vt = vtbl(dev);
    let triangle: [[f32; 4]; 3] = [
        [-1.0, 1.0, 0.5, 1.0],
        [3.0, 1.0, 0.5, 1.0],
        [-1.0, -3.0, 0.5, 1.0],
    ];
    // SAFETY: live device, valid pointers.
    unsafe {
        assert_eq!(
            (vt.set_pixel_shader_constant_f)(dev, 0, arg(&[colour]), 1),
            S_OK
        );
        assert_eq!(
            (vt.clear)(dev, 0, std::ptr::null(), 3, 0xff00_0000, 1.0, 0),
            S_OK
        );
        assert_eq!(
            (vt.draw_primitive_up)(dev, TRIANGLELIST, 1, arg(&triangle), 16),
            S_OK
        );
    }
    pixel(&read_back(dev), 4, 4)
}

#[test]
fn bindings_take_no_com_reference_and_released_shaders_draw_until_unbound() {
    let (d3d, dev) = device(8, 8);
    let vt = vtbl(dev);
    assert_eq!(refs(dev), 1);
    let (vs, ps, decl) = pass_through(dev);
    assert_eq!(refs(dev), 4, "each object holds the device");
    // SAFETY: live objects, valid pointers.
    unsafe {
        // A shader's release gives its device reference back.
        let ps_tokens = asm("ps_2_0\nmov oC0, c1\n");
        let mut other = null_mut();
        assert_eq!(
            (vt.create_pixel_shader)(dev, ps_tokens.as_ptr().cast(), out(&mut other)),
            S_OK
        );
        assert_eq!(refs(dev), 5);
        let other_handle = shader_handle(other);
        assert_eq!((shader_vtbl(other).release)(other.cast()), 0);
        assert_eq!(refs(dev), 4);
        assert!(!holds(dev, other_handle), "freed in ninth-d3d9 too");

        // Binding leaves every count alone.
        assert_eq!((vt.set_vertex_shader)(dev, vs), S_OK);
        assert_eq!((vt.set_pixel_shader)(dev, ps), S_OK);
        assert_eq!((vt.set_vertex_declaration)(dev, decl), S_OK);
        assert_eq!((count(vs), count(ps), count(decl)), (1, 1, 1));
        assert_eq!(refs(dev), 4);
        assert_eq!(draw_colour(dev, [0.0, 1.0, 0.0, 1.0]), [0, 0xff, 0, 0xff]);

        // Released while bound: the device reference goes, the objects stay bound and draw.
        let (vs_h, ps_h) = (shader_handle(vs), shader_handle(ps));
        assert_eq!((shader_vtbl(vs).release)(vs.cast()), 0);
        assert_eq!((shader_vtbl(ps).release)(ps.cast()), 0);
        assert_eq!((decl_vtbl(decl).release)(decl.cast()), 0);
        assert_eq!(refs(dev), 1);
        assert!(holds(dev, vs_h) && holds(dev, ps_h));
        assert_eq!(draw_colour(dev, [0.0, 0.0, 1.0, 1.0]), [0, 0, 0xff, 0xff]);
        // Get returns a COM reference again, which holds the device again.
        let mut bound = null_mut();
        assert_eq!((vt.get_pixel_shader)(dev, out(&mut bound)), S_OK);
        assert_eq!(bound, ps);
        assert_eq!(refs(dev), 2);
        assert_eq!((shader_vtbl(ps).release)(ps.cast()), 0);
        assert_eq!(refs(dev), 1);
        assert_eq!(draw_colour(dev, [1.0, 0.0, 0.0, 1.0]), [0xff, 0, 0, 0xff]);

        // Unbound: freed, the ninth-d3d9 handles stale.
        assert_eq!((vt.set_pixel_shader)(dev, null_mut()), S_OK);
        assert!(!holds(dev, ps_h));
        assert!(holds(dev, vs_h), "still bound");
        assert_eq!((vt.set_vertex_shader)(dev, null_mut()), S_OK);
        assert!(!holds(dev, vs_h));
        Device9::get(dev).unwrap().data.with_device(|d| {
            let ShaderHandle::Vertex(h) = vs_h else {
                unreachable!()
            };
            assert!(d.set_vertex_shader(Some(h)).is_err(), "a stale handle");
        });
        // The declaration goes when SetFVF replaces it.
        assert_eq!((vt.set_fvf)(dev, 0x44), S_OK);
        assert_eq!(refs(dev), 1);
    }
    finish(d3d, dev);
}

#[test]
fn a_device_released_with_objects_bound_is_freed() {
    // The program releases its objects, then the device, while they are bound.
    let (d3d, dev) = device(8, 8);
    let vt = vtbl(dev);
    assert_eq!(d3d_refs(d3d), 2, "the device holds its IDirect3D9");
    let (vs, ps, decl) = pass_through(dev);
    // SAFETY: live objects, valid pointers.
    unsafe {
        assert_eq!((vt.set_vertex_shader)(dev, vs), S_OK);
        assert_eq!((vt.set_pixel_shader)(dev, ps), S_OK);
        assert_eq!((vt.set_vertex_declaration)(dev, decl), S_OK);
        assert_eq!(draw_colour(dev, [0.0, 1.0, 0.0, 1.0]), [0, 0xff, 0, 0xff]);
        assert_eq!((shader_vtbl(vs).release)(vs.cast()), 0);
        assert_eq!((shader_vtbl(ps).release)(ps.cast()), 0);
        assert_eq!((decl_vtbl(decl).release)(decl.cast()), 0);
        assert_eq!((vt.release)(dev), 0, "bindings do not hold the device");
    }
    assert_eq!(d3d_refs(d3d), 1, "the device was freed");

    // The device released first: its objects keep it until they are released, bound.
    let (d3d2, dev) = device(8, 8);
    let vt = vtbl(dev);
    let (vs, ps, decl) = pass_through(dev);
    // SAFETY: live objects, valid pointers.
    unsafe {
        assert_eq!((vt.set_vertex_shader)(dev, vs), S_OK);
        assert_eq!((vt.set_pixel_shader)(dev, ps), S_OK);
        assert_eq!((vt.set_vertex_declaration)(dev, decl), S_OK);
        assert_eq!((vt.set_fvf)(dev, 0x142), S_OK);
        assert_eq!((vt.release)(dev), 3, "the objects' references");
        assert_eq!(d3d_refs(d3d2), 2);
        assert_eq!((decl_vtbl(decl).release)(decl.cast()), 0);
        assert_eq!((shader_vtbl(ps).release)(ps.cast()), 0);
        assert_eq!(d3d_refs(d3d2), 2);
        assert_eq!((shader_vtbl(vs).release)(vs.cast()), 0);
    }
    assert_eq!(d3d_refs(d3d2), 1, "freed with the last object");
    // SAFETY: the IDirect3D9 objects' last references.
    unsafe {
        for d in [d3d, d3d2] {
            let d3d_vt = &**d.cast::<*const d3d9::d3d9::IDirect3D9Vtbl>();
            assert_eq!((d3d_vt.release)(d), 0);
        }
    }
}

#[test]
fn a_state_block_binds_a_released_shader() {
    let (d3d, dev) = device(8, 8);
    let vt = vtbl(dev);
    let (vs, ps, decl) = pass_through(dev);
    // SAFETY: live objects, valid pointers.
    unsafe {
        assert_eq!((vt.set_vertex_shader)(dev, vs), S_OK);
        assert_eq!((vt.set_vertex_declaration)(dev, decl), S_OK);
        assert_eq!((vt.begin_state_block)(dev), S_OK);
        assert_eq!((vt.set_pixel_shader)(dev, ps), S_OK);
        let mut sb: *mut c_void = null_mut();
        assert_eq!((vt.end_state_block)(dev, out(&mut sb)), S_OK);
        let ps_h = shader_handle(ps);
        assert_eq!(
            (shader_vtbl(ps).release)(ps.cast()),
            0,
            "the block binds it"
        );
        assert_eq!(refs(dev), 4, "the block, the vertex shader and declaration");
        let sbvt = &**sb.cast::<*const IDirect3DStateBlock9Vtbl>();
        assert_eq!((sbvt.apply)(sb.cast()), S_OK);
        assert_eq!(
            draw_colour(dev, [1.0, 0.0, 1.0, 1.0]),
            [0xff, 0, 0xff, 0xff]
        );
        assert_eq!((sbvt.release)(sb.cast()), 0);
        assert!(holds(dev, ps_h), "bound still");
        assert_eq!(
            draw_colour(dev, [0.0, 1.0, 1.0, 1.0]),
            [0, 0xff, 0xff, 0xff]
        );
        assert_eq!((vt.set_pixel_shader)(dev, null_mut()), S_OK);
        assert!(!holds(dev, ps_h), "freed when unbound");
        assert_eq!((vt.set_vertex_shader)(dev, null_mut()), S_OK);
        assert_eq!((vt.set_vertex_declaration)(dev, null_mut()), S_OK);
        assert_eq!((shader_vtbl(vs).release)(vs.cast()), 0);
        assert_eq!((decl_vtbl(decl).release)(decl.cast()), 0);
    }
    finish(d3d, dev);
}
