//! `IDirect3DDevice9::Reset` through the vtable: a back buffer of the new size drawn into
//! and read back, states back to a new device's, `Reset` refused while the program holds a
//! `D3DPOOL_DEFAULT` resource (or the back buffer, or an additional swap chain) and
//! accepted once it is released, MANAGED resources drawing again afterwards, and bad
//! parameters refused with the device still drawing at its old size.

mod common;

use std::ffi::c_void;
use std::ptr::{null, null_mut};

use d3d9::com::{D3DERR_INVALIDCALL, S_OK};
use d3d9::d3d9::Direct3D9;
use d3d9::device::{Device9, IDirect3DDevice9Vtbl};
use d3d9::objects::buffer::IDirect3DBuffer9Vtbl;
use d3d9::objects::resource::{LockedRect, SurfaceDesc};
use d3d9::objects::state_types::Viewport9;
use d3d9::objects::surface::IDirect3DSurface9Vtbl;
use d3d9::objects::texture::IDirect3DTexture9Vtbl;
use d3d9::types::{PresentParameters, Rect};

const INVALID: i32 = D3DERR_INVALIDCALL;
const A8R8G8B8: u32 = 21;
const X8R8G8B8: u32 = 22;
const D24S8: u32 = 75;
const DEFAULT: u32 = 0;
const MANAGED: u32 = 1;
const SYSTEMMEM: u32 = 2;
const TRIANGLELIST: u32 = 4;
const FVF_XYZRHW_DIFFUSE: u32 = 0x44;
const FVF_XYZRHW_TEX1: u32 = 0x104;
const CLEAR_TARGET_Z: u32 = 1 | 2;
const ZENABLE: u32 = 7;
const CULLMODE: u32 = 22;
const LIGHTING: u32 = 137;
const RED: u32 = 0xffff_0000;
const BLUE: u32 = 0xff00_00ff;

fn params(width: u32, height: u32, format: u32) -> PresentParameters {
    PresentParameters {
        back_buffer_format: format,
        ..common::present_parameters(width, height)
    }
}

/// A device on a new IDirect3D9: X8R8G8B8 with D24S8, hardware vertex processing.
fn device(width: u32, height: u32) -> (*mut Direct3D9, *mut Device9) {
    let d3d = d3d9::Direct3DCreate9(32).cast::<Direct3D9>();
    // SAFETY: `d3d` is a live IDirect3D9.
    let vt = unsafe { &**d3d.cast::<*const d3d9::d3d9::IDirect3D9Vtbl>() };
    let mut p = params(width, height, X8R8G8B8);
    let mut dev = null_mut();
    // SAFETY: valid arguments.
    let hr = unsafe { (vt.create_device)(d3d, 0, 1, null_mut(), 0x40, &mut p, &mut dev) };
    assert_eq!(hr, S_OK);
    (d3d, dev)
}

fn finish(d3d: *mut Direct3D9, dev: *mut Device9) {
    // SAFETY: live objects; the test released everything else.
    unsafe {
        assert_eq!((dvt(dev).release)(dev), 0, "nothing else holds the device");
        let vt = &**d3d.cast::<*const d3d9::d3d9::IDirect3D9Vtbl>();
        assert_eq!((vt.release)(d3d), 0);
    }
}

fn vt<'a, V>(p: *mut c_void) -> &'a V {
    // SAFETY: the tests pass live objects whose vtable is `V`.
    unsafe { &**p.cast::<*const V>() }
}

fn dvt<'a>(dev: *mut Device9) -> &'a IDirect3DDevice9Vtbl {
    vt(dev.cast())
}

fn release(p: *mut c_void) -> u32 {
    // SAFETY: every vtable starts with QueryInterface, AddRef, Release.
    unsafe {
        let v = &**p.cast::<*const [unsafe extern "system" fn(*mut c_void) -> u32; 3]>();
        (v[2])(p)
    }
}

fn out<T>(p: &mut T) -> *mut c_void {
    (p as *mut T).cast()
}

fn reset(dev: *mut Device9, p: &mut PresentParameters) -> i32 {
    // SAFETY: live device; `p` is a D3DPRESENT_PARAMETERS.
    unsafe { (dvt(dev).reset)(dev, out(p)) }
}

/// `GetDesc` of a surface.
fn desc(s: *mut c_void) -> SurfaceDesc {
    let mut d = SurfaceDesc::default();
    // SAFETY: a live surface.
    let hr = unsafe { (vt::<IDirect3DSurface9Vtbl>(s).get_desc)(s.cast(), out(&mut d)) };
    assert_eq!(hr, S_OK);
    d
}

/// The back buffer's size from `GetBackBuffer` + `GetDesc` (the reference released).
fn back_buffer_size(dev: *mut Device9) -> (u32, u32) {
    let mut bb = null_mut::<c_void>();
    // SAFETY: live device, valid out pointer.
    assert_eq!(
        unsafe { (dvt(dev).get_back_buffer)(dev, 0, 0, 0, out(&mut bb)) },
        S_OK
    );
    let d = desc(bb);
    release(bb);
    (d.width, d.height)
}

/// The back buffer's pixels (0xRRGGBB) through GetRenderTargetData into a SYSTEMMEM surface
/// of `w` x `h`.
fn back_buffer(dev: *mut Device9, w: u32, h: u32) -> Vec<u32> {
    let d = dvt(dev);
    // SAFETY: live device, valid out pointers.
    unsafe {
        let (mut bb, mut sys) = (null_mut::<c_void>(), null_mut::<c_void>());
        assert_eq!((d.get_back_buffer)(dev, 0, 0, 0, out(&mut bb)), S_OK);
        let hr = (d.create_offscreen_plain_surface)(
            dev,
            w,
            h,
            X8R8G8B8,
            SYSTEMMEM,
            out(&mut sys),
            null_mut(),
        );
        assert_eq!(hr, S_OK);
        assert_eq!((d.get_render_target_data)(dev, bb.cast(), sys.cast()), S_OK);
        let sv: &IDirect3DSurface9Vtbl = vt(sys);
        let mut lr = LockedRect {
            pitch: 0,
            bits: null_mut(),
        };
        assert_eq!((sv.lock_rect)(sys.cast(), out(&mut lr), null(), 0x10), S_OK);
        let mut px = Vec::new();
        for y in 0..h as usize {
            let row = lr.bits.cast::<u8>().add(y * lr.pitch as usize);
            let row = row.cast::<u32>();
            px.extend((0..w as usize).map(|x| row.add(x).read_unaligned() & 0xff_ffff));
        }
        assert_eq!((sv.unlock_rect)(sys.cast()), S_OK);
        release(sys);
        release(bb);
        px
    }
}

/// An XYZRHW | DIFFUSE triangle list covering pixels [x0, x1) x [y0, y1) (clockwise).
fn rect(x0: u32, y0: u32, x1: u32, y1: u32, color: u32) -> Vec<u8> {
    let (a, b, c, d) = (
        x0 as f32 - 0.5,
        y0 as f32 - 0.5,
        x1 as f32 - 0.5,
        y1 as f32 - 0.5,
    );
    let mut v = Vec::new();
    for (x, y) in [(a, b), (c, b), (a, d), (c, b), (c, d), (a, d)] {
        for f in [x, y, 0.5, 1.0] {
            v.extend_from_slice(&f32::to_le_bytes(f));
        }
        v.extend_from_slice(&color.to_le_bytes());
    }
    v
}

/// Clears to `clear` and draws `rect` (XYZRHW | DIFFUSE) in a scene.
fn clear_and_draw(dev: *mut Device9, clear: u32, rect: &[u8]) {
    let d = dvt(dev);
    // SAFETY: live device; `rect` holds 6 vertices of 20 bytes.
    unsafe {
        assert_eq!(
            (d.clear)(dev, 0, null(), CLEAR_TARGET_Z, clear, 1.0, 0),
            S_OK
        );
        assert_eq!((d.set_fvf)(dev, FVF_XYZRHW_DIFFUSE), S_OK);
        assert_eq!((d.begin_scene)(dev), S_OK);
        assert_eq!(
            (d.draw_primitive_up)(dev, TRIANGLELIST, 2, rect.as_ptr().cast(), 20),
            S_OK
        );
        assert_eq!((d.end_scene)(dev), S_OK);
    }
}

fn render_state(dev: *mut Device9, state: u32) -> u32 {
    let mut v = 0u32;
    // SAFETY: live device, valid out pointer.
    assert_eq!(
        unsafe { (dvt(dev).get_render_state)(dev, state, out(&mut v)) },
        S_OK
    );
    v
}

#[test]
fn reset_to_a_new_size_draws_there_with_new_device_states() {
    let (d3d, dev) = device(8, 8);
    let d = dvt(dev);
    // SAFETY: live device, valid pointers.
    unsafe {
        assert_eq!((d.set_render_state)(dev, CULLMODE, 1), S_OK);
        assert_eq!((d.set_render_state)(dev, LIGHTING, 0), S_OK);
        assert_eq!((d.set_render_state)(dev, ZENABLE, 0), S_OK);
        assert_eq!((d.set_texture_stage_state)(dev, 0, 1, 2), S_OK);
        let small = Viewport9 {
            x: 1,
            y: 1,
            width: 4,
            height: 4,
            min_z: 0.0,
            max_z: 1.0,
        };
        assert_eq!(
            (d.set_viewport)(dev, (&small as *const Viewport9).cast()),
            S_OK
        );
        assert_eq!((d.set_fvf)(dev, FVF_XYZRHW_DIFFUSE), S_OK);
    }
    assert_eq!(back_buffer_size(dev), (8, 8));

    // A width and height given, the format D3DFMT_UNKNOWN (the current one).
    let mut p = params(16, 12, 0);
    assert_eq!(reset(dev, &mut p), S_OK);
    assert_eq!(
        (
            p.back_buffer_width,
            p.back_buffer_height,
            p.back_buffer_format
        ),
        (16, 12, X8R8G8B8),
        "the parameters used, written back"
    );
    assert_eq!(back_buffer_size(dev), (16, 12));
    // New device states.
    assert_eq!(render_state(dev, CULLMODE), 3, "D3DCULL_CCW");
    assert_eq!(render_state(dev, LIGHTING), 1);
    assert_eq!(
        render_state(dev, ZENABLE),
        1,
        "D3DZB_TRUE with a depth buffer"
    );
    // SAFETY: live device, valid out pointers.
    unsafe {
        let mut op = 0u32;
        assert_eq!((d.get_texture_stage_state)(dev, 0, 1, out(&mut op)), S_OK);
        assert_eq!(op, 4, "D3DTOP_MODULATE");
        let mut vp = Viewport9::default();
        assert_eq!((d.get_viewport)(dev, out(&mut vp)), S_OK);
        assert_eq!(
            vp,
            Viewport9 {
                x: 0,
                y: 0,
                width: 16,
                height: 12,
                min_z: 0.0,
                max_z: 1.0
            }
        );
        let mut sc = Rect::default();
        assert_eq!((d.get_scissor_rect)(dev, out(&mut sc)), S_OK);
        assert_eq!((sc.left, sc.top, sc.right, sc.bottom), (0, 0, 16, 12));
        let mut fvf = 1u32;
        assert_eq!((d.get_fvf)(dev, out(&mut fvf)), S_OK);
        assert_eq!(fvf, 0);
        let mut ds = null_mut::<c_void>();
        assert_eq!((d.get_depth_stencil_surface)(dev, out(&mut ds)), S_OK);
        let dd = desc(ds);
        assert_eq!((dd.width, dd.height, dd.format), (16, 12, D24S8));
        release(ds);
    }
    // Clear blue and a red rectangle over (3,2)-(13,10), through the new depth buffer.
    clear_and_draw(dev, BLUE, &rect(3, 2, 13, 10, RED));
    let px = back_buffer(dev, 16, 12);
    assert_eq!(px.len(), 16 * 12);
    let at = |x: usize, y: usize| px[y * 16 + x];
    assert_eq!(at(3, 2), 0xff_0000);
    assert_eq!(at(12, 9), 0xff_0000);
    assert_eq!(at(13, 9), 0x00_00ff);
    assert_eq!(at(12, 10), 0x00_00ff);
    assert_eq!(at(15, 11), 0x00_00ff);
    assert_eq!(px.iter().filter(|&&c| c == 0xff_0000).count(), 10 * 8);
    assert_eq!(px.iter().filter(|&&c| c == 0x00_00ff).count(), 16 * 12 - 80);
    finish(d3d, dev);
}

/// A 2x2 A8R8G8B8 texture of `pool`, its texels `color` where lockable (MANAGED).
fn texture(dev: *mut Device9, pool: u32, color: u32) -> *mut c_void {
    let mut t = null_mut::<c_void>();
    // SAFETY: live device, valid out pointers; a 2x2 level 0.
    unsafe {
        let hr =
            (dvt(dev).create_texture)(dev, 2, 2, 1, 0, A8R8G8B8, pool, out(&mut t), null_mut());
        assert_eq!(hr, S_OK);
        if pool == MANAGED {
            let tv: &IDirect3DTexture9Vtbl = vt(t);
            let mut lr = LockedRect {
                pitch: 0,
                bits: null_mut(),
            };
            assert_eq!((tv.lock_rect)(t.cast(), 0, out(&mut lr), null(), 0), S_OK);
            for y in 0..2 {
                let row = lr
                    .bits
                    .cast::<u8>()
                    .add(y * lr.pitch as usize)
                    .cast::<u32>();
                row.write_unaligned(color);
                row.add(1).write_unaligned(color);
            }
            assert_eq!((tv.unlock_rect)(t.cast(), 0), S_OK);
        }
    }
    t
}

/// A vertex buffer of `pool` holding a full-target XYZRHW | TEX1 quad (a triangle list)
/// for a `w` x `h` target.
fn quad_buffer(dev: *mut Device9, pool: u32, w: u32, h: u32) -> *mut c_void {
    let (x1, y1) = (w as f32 - 0.5, h as f32 - 0.5);
    let mut v = Vec::new();
    for (x, y, u, t) in [
        (-0.5, -0.5, 0.0, 0.0),
        (x1, -0.5, 1.0, 0.0),
        (-0.5, y1, 0.0, 1.0),
        (x1, -0.5, 1.0, 0.0),
        (x1, y1, 1.0, 1.0),
        (-0.5, y1, 0.0, 1.0),
    ] {
        v.extend_from_slice(&[x, y, 0.5f32, 1.0, u, t]);
    }
    let bytes = (v.len() * 4) as u32;
    let mut vb = null_mut::<c_void>();
    // SAFETY: live device, valid out pointers; the lock covers `bytes`.
    unsafe {
        let d = dvt(dev);
        let hr = (d.create_vertex_buffer)(
            dev,
            bytes,
            0,
            FVF_XYZRHW_TEX1,
            pool,
            out(&mut vb),
            null_mut(),
        );
        assert_eq!(hr, S_OK);
        let bv: &IDirect3DBuffer9Vtbl = vt(vb);
        let mut p = null_mut::<c_void>();
        assert_eq!((bv.lock)(vb.cast(), 0, 0, out(&mut p), 0), S_OK);
        std::ptr::copy_nonoverlapping(v.as_ptr().cast::<u8>(), p.cast::<u8>(), bytes as usize);
        assert_eq!((bv.unlock)(vb.cast()), S_OK);
    }
    vb
}

#[test]
fn reset_is_refused_while_default_resources_are_held() {
    let (d3d, dev) = device(8, 8);
    let d = dvt(dev);
    let managed = texture(dev, MANAGED, 0xff20_c040);
    let vb = quad_buffer(dev, MANAGED, 4, 4);
    let default_texture = texture(dev, DEFAULT, 0);
    let default_vb = quad_buffer(dev, DEFAULT, 4, 4);
    // SAFETY: live objects.
    unsafe {
        assert_eq!((d.set_texture)(dev, 0, managed), S_OK);
        assert_eq!((d.set_texture)(dev, 1, default_texture), S_OK);
    }
    let mut p = params(4, 4, X8R8G8B8);
    assert_eq!(
        reset(dev, &mut p),
        INVALID,
        "a DEFAULT texture and vertex buffer"
    );
    assert_eq!(release(default_vb), 0);
    assert_eq!(reset(dev, &mut p), INVALID, "a DEFAULT texture");
    // Released but still bound to stage 1: only the device holds it, and Reset lets it go.
    assert_eq!(release(default_texture), 0);
    // The back buffer held by the program blocks Reset too.
    let mut bb = null_mut::<c_void>();
    // SAFETY: live device, valid out pointer.
    assert_eq!(
        unsafe { (d.get_back_buffer)(dev, 0, 0, 0, out(&mut bb)) },
        S_OK
    );
    assert_eq!(reset(dev, &mut p), INVALID, "the back buffer");
    assert_eq!(release(bb), 0);
    // So does an additional swap chain (its back buffer is a DEFAULT render target).
    let mut chain = null_mut::<c_void>();
    let mut chain_params = params(4, 4, X8R8G8B8);
    // SAFETY: live device, valid pointers.
    let hr =
        unsafe { (d.create_additional_swap_chain)(dev, out(&mut chain_params), out(&mut chain)) };
    assert_eq!(hr, S_OK);
    assert_eq!(reset(dev, &mut p), INVALID, "an additional swap chain");
    assert_eq!(release(chain), 0);
    assert_eq!(reset(dev, &mut p), S_OK);
    assert_eq!(back_buffer_size(dev), (4, 4));

    // The MANAGED texture and vertex buffer survive; their bindings do not.
    // SAFETY: live objects, valid out pointers.
    unsafe {
        let mut t = null_mut::<c_void>();
        assert_eq!((d.get_texture)(dev, 0, out(&mut t)), S_OK);
        assert!(t.is_null(), "Reset unbinds textures");
        assert_eq!((d.set_texture)(dev, 0, managed), S_OK);
        assert_eq!((d.set_stream_source)(dev, 0, vb.cast(), 0, 24), S_OK);
        assert_eq!((d.set_fvf)(dev, FVF_XYZRHW_TEX1), S_OK);
        assert_eq!((d.begin_scene)(dev), S_OK);
        assert_eq!((d.draw_primitive)(dev, TRIANGLELIST, 0, 2), S_OK);
        assert_eq!((d.end_scene)(dev), S_OK);
    }
    assert_eq!(back_buffer(dev, 4, 4), vec![0x20_c040; 16]);
    // SAFETY: live objects.
    unsafe {
        assert_eq!((d.set_texture)(dev, 0, null_mut()), S_OK);
        assert_eq!((d.set_stream_source)(dev, 0, null_mut(), 0, 0), S_OK);
    }
    assert_eq!(release(managed), 0);
    assert_eq!(release(vb), 0);
    finish(d3d, dev);
}

#[test]
fn bad_parameters_are_refused_and_the_device_keeps_drawing() {
    let (d3d, dev) = device(8, 8);
    let mut bad_format = params(16, 16, 12345);
    assert_eq!(reset(dev, &mut bad_format), INVALID);
    assert_eq!(bad_format.back_buffer_format, 12345, "not written back");
    let mut too_wide = params(100_000, 16, X8R8G8B8);
    assert_eq!(reset(dev, &mut too_wide), INVALID);
    let mut bad_depth = params(16, 16, X8R8G8B8);
    bad_depth.auto_depth_stencil_format = X8R8G8B8;
    assert_eq!(reset(dev, &mut bad_depth), INVALID);
    // SAFETY: a null D3DPRESENT_PARAMETERS.
    assert_eq!(unsafe { (dvt(dev).reset)(dev, null_mut()) }, INVALID);
    assert_eq!(back_buffer_size(dev), (8, 8));
    // The device waits for a good Reset: TestCooperativeLevel says D3DERR_DEVICENOTRESET.
    // SAFETY: a live device.
    let cooperative = || unsafe { (dvt(dev).test_cooperative_level)(dev) };
    assert_eq!(
        cooperative(),
        0x8876_0869_u32 as i32,
        "D3DERR_DEVICENOTRESET"
    );
    clear_and_draw(dev, BLUE, &rect(0, 0, 4, 8, RED));
    let px = back_buffer(dev, 8, 8);
    let at = |x: usize, y: usize| px[y * 8 + x];
    assert_eq!((at(0, 0), at(3, 7)), (0xff_0000, 0xff_0000));
    assert_eq!((at(4, 0), at(7, 7)), (0x00_00ff, 0x00_00ff));
    // A good Reset still succeeds; width and height 0 keep the current size.
    let mut keep = params(0, 0, 0);
    keep.enable_auto_depth_stencil = 0;
    assert_eq!(reset(dev, &mut keep), S_OK);
    assert_eq!((keep.back_buffer_width, keep.back_buffer_height), (8, 8));
    assert_eq!(cooperative(), S_OK);
    assert_eq!(render_state(dev, ZENABLE), 0, "no depth buffer");
    let mut ds = null_mut::<c_void>();
    // SAFETY: live device, valid out pointer.
    let hr = unsafe { (dvt(dev).get_depth_stencil_surface)(dev, out(&mut ds)) };
    assert_ne!(hr, S_OK, "no automatic depth-stencil surface");
    assert!(ds.is_null());
    finish(d3d, dev);
}
