//! Resources drawn through the device's vtable: a texture written through `LockRect`
//! (again after a draw: the unlock uploads it), a DEFAULT texture filled by `UpdateTexture`,
//! vertex and index buffers bound with `SetStreamSource` / `SetIndices` and rewritten with a
//! ranged `Lock`; the pixels read back with `GetRenderTargetData`.

use std::ffi::c_void;
use std::ptr::{null, null_mut};

use d3d9::com::S_OK;
use d3d9::d3d9::Direct3D9;
use d3d9::device::{Device9, IDirect3DDevice9Vtbl};
use d3d9::objects::buffer::IDirect3DBuffer9Vtbl;
use d3d9::objects::resource::LockedRect;
use d3d9::objects::surface::IDirect3DSurface9Vtbl;
use d3d9::objects::texture::IDirect3DTexture9Vtbl;
use d3d9::types::PresentParameters;

const A8R8G8B8: u32 = 21;
const X8R8G8B8: u32 = 22;
const DEFAULT: u32 = 0;
const MANAGED: u32 = 1;
const SYSTEMMEM: u32 = 2;
const TRIANGLELIST: u32 = 4;
const TRIANGLESTRIP: u32 = 5;
const FVF_XYZRHW_TEX1: u32 = 0x104;
const FVF_XYZRHW_DIFFUSE: u32 = 0x44;
const W: u32 = 8;

fn device() -> (*mut Direct3D9, *mut Device9) {
    let d3d = d3d9::Direct3DCreate9(32).cast::<Direct3D9>();
    // SAFETY: `d3d` is a live IDirect3D9.
    let vt = unsafe { &**d3d.cast::<*const d3d9::d3d9::IDirect3D9Vtbl>() };
    let mut p = PresentParameters {
        back_buffer_width: W,
        back_buffer_height: W,
        back_buffer_format: X8R8G8B8,
        back_buffer_count: 1,
        multi_sample_type: 0,
        multi_sample_quality: 0,
        swap_effect: 1,
        device_window: null_mut(),
        windowed: 1,
        enable_auto_depth_stencil: 0,
        auto_depth_stencil_format: 0,
        flags: 0,
        full_screen_refresh_rate_in_hz: 0,
        presentation_interval: 0,
    };
    let mut dev = null_mut();
    // SAFETY: valid arguments.
    let hr = unsafe { (vt.create_device)(d3d, 0, 1, null_mut(), 0x40, &mut p, &mut dev) };
    assert_eq!(hr, S_OK);
    (d3d, dev)
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

fn out(p: &mut *mut c_void) -> *mut c_void {
    (p as *mut *mut c_void).cast()
}

fn finish(d3d: *mut Direct3D9, dev: *mut Device9) {
    // SAFETY: live objects.
    unsafe {
        assert_eq!((dvt(dev).release)(dev), 0);
        let vt = &**d3d.cast::<*const d3d9::d3d9::IDirect3D9Vtbl>();
        assert_eq!((vt.release)(d3d), 0);
    }
}

/// The back buffer's pixels through GetRenderTargetData and a SYSTEMMEM surface.
fn back_buffer(dev: *mut Device9) -> Vec<u32> {
    let d = dvt(dev);
    // SAFETY: live device, valid out pointers.
    unsafe {
        let (mut bb, mut sys) = (null_mut(), null_mut());
        assert_eq!((d.get_back_buffer)(dev, 0, 0, 0, out(&mut bb)), S_OK);
        assert_eq!(
            (d.create_offscreen_plain_surface)(
                dev,
                W,
                W,
                X8R8G8B8,
                SYSTEMMEM,
                out(&mut sys),
                null_mut()
            ),
            S_OK
        );
        assert_eq!((d.get_render_target_data)(dev, bb, sys), S_OK);
        let sv: &IDirect3DSurface9Vtbl = vt(sys);
        let mut lr = LockedRect {
            pitch: 0,
            bits: null_mut(),
        };
        assert_eq!(
            (sv.lock_rect)(
                sys.cast(),
                (&mut lr as *mut LockedRect).cast(),
                null(),
                0x10
            ),
            S_OK
        );
        let mut px = Vec::new();
        for y in 0..W as usize {
            let row = lr
                .bits
                .cast::<u8>()
                .add(y * lr.pitch as usize)
                .cast::<u32>();
            px.extend((0..W as usize).map(|x| row.add(x).read_unaligned() & 0xff_ffff));
        }
        assert_eq!((sv.unlock_rect)(sys.cast()), S_OK);
        release(sys);
        release(bb);
        px
    }
}

/// A full-screen textured quad (a strip), drawn between BeginScene and EndScene.
fn draw_textured_quad(dev: *mut Device9) {
    let w = W as f32;
    let mut v = Vec::new();
    for (x, y, u, t) in [
        (0.0, 0.0, 0.0, 0.0),
        (w, 0.0, 1.0, 0.0),
        (0.0, w, 0.0, 1.0),
        (w, w, 1.0, 1.0),
    ] {
        v.extend_from_slice(&[x, y, 0.5f32, 1.0, u, t]);
    }
    let d = dvt(dev);
    // SAFETY: live device; 4 vertices of 24 bytes.
    unsafe {
        assert_eq!((d.set_fvf)(dev, FVF_XYZRHW_TEX1), S_OK);
        assert_eq!((d.begin_scene)(dev), S_OK);
        assert_eq!(
            (d.draw_primitive_up)(dev, TRIANGLESTRIP, 2, v.as_ptr().cast(), 24),
            S_OK
        );
        assert_eq!((d.end_scene)(dev), S_OK);
    }
}

/// Writes a 2x2 A8R8G8B8 level: top-left, top-right, bottom-left, bottom-right.
fn fill_2x2(t: *mut c_void, colors: [u32; 4]) {
    let tv: &IDirect3DTexture9Vtbl = vt(t);
    let mut lr = LockedRect {
        pitch: 0,
        bits: null_mut(),
    };
    // SAFETY: a live lockable texture of 2x2 level 0.
    unsafe {
        assert_eq!(
            (tv.lock_rect)(t.cast(), 0, (&mut lr as *mut LockedRect).cast(), null(), 0),
            S_OK
        );
        for (i, c) in colors.iter().enumerate() {
            lr.bits
                .cast::<u8>()
                .add((i / 2) * lr.pitch as usize)
                .cast::<u32>()
                .add(i % 2)
                .write(*c);
        }
        assert_eq!((tv.unlock_rect)(t.cast(), 0), S_OK);
    }
}

fn quadrants(px: &[u32]) -> [u32; 4] {
    let at = |x: usize, y: usize| px[y * W as usize + x];
    [at(1, 1), at(6, 1), at(1, 6), at(6, 6)]
}

#[test]
fn a_locked_texture_is_drawn_and_redrawn_after_another_lock() {
    let (d3d, dev) = device();
    let d = dvt(dev);
    // SAFETY: live objects.
    unsafe {
        let mut t = null_mut();
        assert_eq!(
            (d.create_texture)(dev, 2, 2, 1, 0, A8R8G8B8, MANAGED, out(&mut t), null_mut()),
            S_OK
        );
        fill_2x2(t, [0xffff_0000, 0xff00_ff00, 0xff00_00ff, 0xffff_ffff]);
        assert_eq!((d.set_texture)(dev, 0, t), S_OK);
        assert_eq!(release(t), 0, "the stage holds it");
        draw_textured_quad(dev);
        assert_eq!(
            quadrants(&back_buffer(dev)),
            [0xff_0000, 0x00_ff00, 0x00_00ff, 0xff_ffff]
        );
        // Rewrite it: the next draw samples the new texels.
        let mut g = null_mut();
        assert_eq!((d.get_texture)(dev, 0, out(&mut g)), S_OK);
        fill_2x2(g, [0xff10_2030, 0xff10_2030, 0xff40_5060, 0xff40_5060]);
        release(g);
        draw_textured_quad(dev);
        assert_eq!(
            quadrants(&back_buffer(dev)),
            [0x10_2030, 0x10_2030, 0x40_5060, 0x40_5060]
        );
        assert_eq!((d.set_texture)(dev, 0, null_mut()), S_OK);
    }
    finish(d3d, dev);
}

#[test]
fn update_texture_fills_a_default_texture_that_is_drawn() {
    let (d3d, dev) = device();
    let d = dvt(dev);
    // SAFETY: live objects.
    unsafe {
        let (mut src, mut dst) = (null_mut(), null_mut());
        assert_eq!(
            (d.create_texture)(
                dev,
                2,
                2,
                1,
                0,
                A8R8G8B8,
                SYSTEMMEM,
                out(&mut src),
                null_mut()
            ),
            S_OK
        );
        assert_eq!(
            (d.create_texture)(
                dev,
                2,
                2,
                1,
                0,
                A8R8G8B8,
                DEFAULT,
                out(&mut dst),
                null_mut()
            ),
            S_OK
        );
        fill_2x2(src, [0xff80_0000, 0xff00_8000, 0xff00_0080, 0xff80_8080]);
        assert_eq!((d.update_texture)(dev, src, dst), S_OK);
        assert_eq!((d.set_texture)(dev, 0, dst), S_OK);
        draw_textured_quad(dev);
        assert_eq!(
            quadrants(&back_buffer(dev)),
            [0x80_0000, 0x00_8000, 0x00_0080, 0x80_8080]
        );
        // UpdateSurface of one texel, then the draw shows it.
        let (mut sl, mut dl) = (null_mut(), null_mut());
        fill_2x2(src, [0xff00_ffff; 4]);
        assert_eq!(
            (vt::<IDirect3DTexture9Vtbl>(src).get_surface_level)(src.cast(), 0, out(&mut sl)),
            S_OK
        );
        assert_eq!(
            (vt::<IDirect3DTexture9Vtbl>(dst).get_surface_level)(dst.cast(), 0, out(&mut dl)),
            S_OK
        );
        let r = d3d9::types::Rect {
            left: 1,
            top: 1,
            right: 2,
            bottom: 2,
        };
        let p = d3d9::types::Point { x: 1, y: 1 };
        assert_eq!(
            (d.update_surface)(
                dev,
                sl,
                (&r as *const d3d9::types::Rect).cast(),
                dl,
                (&p as *const d3d9::types::Point).cast()
            ),
            S_OK
        );
        draw_textured_quad(dev);
        assert_eq!(
            quadrants(&back_buffer(dev)),
            [0x80_0000, 0x00_8000, 0x00_0080, 0x00_ffff]
        );
        release(sl);
        release(dl);
        assert_eq!((d.set_texture)(dev, 0, null_mut()), S_OK);
        assert_eq!(release(src), 0);
        assert_eq!(release(dst), 0);
    }
    finish(d3d, dev);
}

#[test]
fn vertex_and_index_buffers_are_drawn_and_relocked() {
    let (d3d, dev) = device();
    let d = dvt(dev);
    // SAFETY: live objects.
    unsafe {
        let (mut vb, mut ib) = (null_mut(), null_mut());
        assert_eq!(
            (d.create_vertex_buffer)(
                dev,
                4 * 20,
                0x8,
                FVF_XYZRHW_DIFFUSE,
                MANAGED,
                out(&mut vb),
                null_mut()
            ),
            S_OK
        );
        assert_eq!(
            (d.create_index_buffer)(dev, 12, 0x8, 101, MANAGED, out(&mut ib), null_mut()),
            S_OK
        );
        let bv: &IDirect3DBuffer9Vtbl = vt(vb);
        let mut p: *mut c_void = null_mut();
        assert_eq!((bv.lock)(vb.cast(), 0, 0, out(&mut p), 0), S_OK);
        let w = W as f32;
        for (i, (x, y)) in [(0.0, 0.0), (w, 0.0), (0.0, w), (w, w)]
            .into_iter()
            .enumerate()
        {
            let v = p.cast::<u8>().add(i * 20);
            for (k, f) in [x, y, 0.5f32, 1.0].into_iter().enumerate() {
                v.cast::<f32>().add(k).write_unaligned(f);
            }
            v.add(16).cast::<u32>().write_unaligned(0xff20_4060);
        }
        assert_eq!((bv.unlock)(vb.cast()), S_OK);
        let iv: &IDirect3DBuffer9Vtbl = vt(ib);
        assert_eq!((iv.lock)(ib.cast(), 0, 12, out(&mut p), 0), S_OK);
        for (i, n) in [0u16, 1, 2, 2, 1, 3].into_iter().enumerate() {
            p.cast::<u16>().add(i).write_unaligned(n);
        }
        assert_eq!((iv.unlock)(ib.cast()), S_OK);
        assert_eq!((d.set_fvf)(dev, FVF_XYZRHW_DIFFUSE), S_OK);
        assert_eq!((d.set_stream_source)(dev, 0, vb, 0, 20), S_OK);
        assert_eq!((d.set_indices)(dev, ib), S_OK);
        assert_eq!(release(vb), 0);
        assert_eq!(release(ib), 0);
        let draw = || {
            assert_eq!((d.begin_scene)(dev), S_OK);
            assert_eq!(
                (d.draw_indexed_primitive)(dev, TRIANGLELIST, 0, 0, 4, 0, 2),
                S_OK
            );
            assert_eq!((d.end_scene)(dev), S_OK);
        };
        draw();
        assert!(back_buffer(dev).iter().all(|&c| c == 0x20_4060));
        // Rewrite the colours of the four vertices with ranged locks.
        let mut g = null_mut();
        let (mut off, mut stride) = (0u32, 0u32);
        assert_eq!(
            (d.get_stream_source)(
                dev,
                0,
                out(&mut g),
                (&mut off as *mut u32).cast(),
                (&mut stride as *mut u32).cast()
            ),
            S_OK
        );
        for i in 0..4 {
            assert_eq!((bv.lock)(g.cast(), i * 20 + 16, 4, out(&mut p), 0), S_OK);
            p.cast::<u32>().write_unaligned(0xff60_4020);
            assert_eq!((bv.unlock)(g.cast()), S_OK);
        }
        release(g);
        draw();
        assert!(back_buffer(dev).iter().all(|&c| c == 0x60_4020));
        assert_eq!((d.set_stream_source)(dev, 0, null_mut(), 0, 0), S_OK);
        assert_eq!((d.set_indices)(dev, null_mut()), S_OK);
    }
    finish(d3d, dev);
}
