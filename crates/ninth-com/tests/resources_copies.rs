//! Surfaces through the device's vtable: the back buffer, render targets and depth-stencil
//! surfaces (bound with references), and the copies between surfaces (`GetRenderTargetData`,
//! `StretchRect`, `UpdateSurface`, `UpdateTexture`), checked by reading the pixels back.

mod common;

use std::ffi::c_void;
use std::ptr::{null, null_mut};

use d3d9::com::{D3DERR_INVALIDCALL, D3DERR_NOTFOUND, S_OK};
use d3d9::d3d9::Direct3D9;
use d3d9::device::{Device9, IDirect3DDevice9Vtbl};
use d3d9::objects::resource::{LockedRect, SurfaceDesc};
use d3d9::objects::surface::{IDirect3DSurface9Vtbl, Surface9};
use d3d9::objects::texture::{IDirect3DTexture9Vtbl, Texture9};
use d3d9::types::{Point, Rect};

const A8R8G8B8: u32 = 21;
const X8R8G8B8: u32 = 22;
const D24S8: u32 = 75;
const DEFAULT: u32 = 0;
const MANAGED: u32 = 1;
const SYSTEMMEM: u32 = 2;
const RENDERTARGET: u32 = 1;
const CLEAR_TARGET: u32 = 1;

fn device(width: u32, height: u32) -> (*mut Direct3D9, *mut Device9) {
    let d3d = d3d9::Direct3DCreate9(32).cast::<Direct3D9>();
    // SAFETY: `d3d` is a live IDirect3D9.
    let vt = unsafe { &**d3d.cast::<*const d3d9::d3d9::IDirect3D9Vtbl>() };
    let mut p = common::present_parameters(width, height);
    let mut dev = null_mut();
    // SAFETY: valid arguments.
    let hr = unsafe { (vt.create_device)(d3d, 0, 1, null_mut(), 0x40, &mut p, &mut dev) };
    assert_eq!(hr, S_OK);
    (d3d, dev)
}

fn finish(d3d: *mut Direct3D9, dev: *mut Device9) {
    // SAFETY: live objects; every resource of the test is released.
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

fn out(p: &mut *mut c_void) -> *mut c_void {
    (p as *mut *mut c_void).cast()
}

fn surf_refs(s: *mut c_void) -> u32 {
    // SAFETY: live surface.
    unsafe { Surface9::get(s.cast()) }.unwrap().refs()
}

fn clear(dev: *mut Device9, color: u32) {
    // SAFETY: live device.
    assert_eq!(
        unsafe { (dvt(dev).clear)(dev, 0, null(), CLEAR_TARGET, color, 1.0, 0) },
        S_OK
    );
}

fn offscreen(dev: *mut Device9, w: u32, h: u32, format: u32, pool: u32) -> *mut c_void {
    let mut s = null_mut();
    // SAFETY: live device, valid out pointer.
    let hr = unsafe {
        (dvt(dev).create_offscreen_plain_surface)(dev, w, h, format, pool, out(&mut s), null_mut())
    };
    assert_eq!(hr, S_OK);
    s
}

/// The pixels of a lockable surface, as D3DCOLOR values.
fn pixels(s: *mut c_void, w: usize, h: usize) -> Vec<u32> {
    let sv: &IDirect3DSurface9Vtbl = vt(s);
    let mut lr = LockedRect {
        pitch: 0,
        bits: null_mut(),
    };
    // SAFETY: live surface; the lock covers `h` rows of `pitch` bytes.
    unsafe {
        assert_eq!(
            (sv.lock_rect)(s.cast(), (&mut lr as *mut LockedRect).cast(), null(), 0x10),
            S_OK
        );
        let mut v = Vec::new();
        for y in 0..h {
            let row = lr
                .bits
                .cast::<u8>()
                .add(y * lr.pitch as usize)
                .cast::<u32>();
            v.extend((0..w).map(|x| row.add(x).read_unaligned()));
        }
        assert_eq!((sv.unlock_rect)(s.cast()), S_OK);
        v
    }
}

#[test]
fn get_render_target_data_reads_the_cleared_back_buffer() {
    let (d3d, dev) = device(8, 4);
    clear(dev, 0xff10_2030);
    let d = dvt(dev);
    // SAFETY: live objects.
    unsafe {
        let mut bb = null_mut();
        assert_eq!((d.get_back_buffer)(dev, 0, 0, 0, out(&mut bb)), S_OK);
        let mut bb2 = null_mut();
        assert_eq!((d.get_back_buffer)(dev, 0, 0, 0, out(&mut bb2)), S_OK);
        assert_eq!(bb, bb2, "one back-buffer object");
        assert_eq!(surf_refs(bb), 2);
        release(bb2);
        assert_eq!(
            (d.get_back_buffer)(dev, 1, 0, 0, out(&mut bb2)),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (d.get_back_buffer)(dev, 0, 1, 0, out(&mut bb2)),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (d.get_back_buffer)(dev, 0, 0, 0, null_mut()),
            D3DERR_INVALIDCALL
        );
        let mut desc = SurfaceDesc::default();
        let sv: &IDirect3DSurface9Vtbl = vt(bb);
        assert_eq!(
            (sv.get_desc)(bb.cast(), (&mut desc as *mut SurfaceDesc).cast()),
            S_OK
        );
        assert_eq!(
            (desc.width, desc.height, desc.format, desc.usage),
            (8, 4, X8R8G8B8, RENDERTARGET)
        );
        let mut lr = LockedRect {
            pitch: 0,
            bits: null_mut(),
        };
        assert_eq!(
            (sv.lock_rect)(bb.cast(), (&mut lr as *mut LockedRect).cast(), null(), 0),
            D3DERR_INVALIDCALL,
            "not lockable"
        );

        let sys = offscreen(dev, 8, 4, X8R8G8B8, SYSTEMMEM);
        assert_eq!((d.get_render_target_data)(dev, bb, sys), S_OK);
        assert!(pixels(sys, 8, 4).iter().all(|&p| p == 0xff10_2030));
        // Bad: a destination of another size or format, or not in SYSTEMMEM; a source that
        // is not a render target; null.
        let small = offscreen(dev, 4, 4, X8R8G8B8, SYSTEMMEM);
        assert_eq!(
            (d.get_render_target_data)(dev, bb, small),
            D3DERR_INVALIDCALL
        );
        let argb = offscreen(dev, 8, 4, A8R8G8B8, SYSTEMMEM);
        assert_eq!(
            (d.get_render_target_data)(dev, bb, argb),
            D3DERR_INVALIDCALL
        );
        let def = offscreen(dev, 8, 4, X8R8G8B8, DEFAULT);
        assert_eq!((d.get_render_target_data)(dev, bb, def), D3DERR_INVALIDCALL);
        assert_eq!(
            (d.get_render_target_data)(dev, sys, argb),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (d.get_render_target_data)(dev, bb, null_mut()),
            D3DERR_INVALIDCALL
        );
        // GetFrontBufferData wants A8R8G8B8 of the back buffer's size.
        assert_eq!((d.get_front_buffer_data)(dev, 0, argb), S_OK);
        assert!(pixels(argb, 8, 4).iter().all(|&p| p == 0xff10_2030));
        assert_eq!((d.get_front_buffer_data)(dev, 0, sys), D3DERR_INVALIDCALL);
        for s in [sys, small, argb, def] {
            assert_eq!(release(s), 0);
        }
        assert_eq!(release(bb), 0);
    }
    finish(d3d, dev);
}

#[test]
fn render_targets_bind_clear_copy_and_read_back() {
    let (d3d, dev) = device(8, 8);
    let d = dvt(dev);
    // SAFETY: live objects.
    unsafe {
        let mut rt = null_mut();
        assert_eq!(
            (d.create_render_target)(dev, 4, 4, A8R8G8B8, 0, 0, 0, out(&mut rt), null_mut()),
            S_OK
        );
        let mut old = null_mut();
        assert_eq!(
            (d.get_render_target)(dev, 0, out(&mut old)),
            S_OK,
            "the back buffer"
        );
        assert_eq!((d.set_render_target)(dev, 0, rt), S_OK);
        assert_eq!(surf_refs(rt), 1, "bindings do not count in the COM count");
        assert_eq!(Surface9::get(rt.cast()).unwrap().binds(), 1);
        clear(dev, 0x8040_2010);
        let sys = offscreen(dev, 4, 4, A8R8G8B8, SYSTEMMEM);
        assert_eq!((d.get_render_target_data)(dev, rt, sys), S_OK);
        assert!(pixels(sys, 4, 4).iter().all(|&p| p == 0x8040_2010));
        let mut got = null_mut();
        assert_eq!((d.get_render_target)(dev, 0, out(&mut got)), S_OK);
        assert_eq!(got, rt);
        assert_eq!(surf_refs(rt), 2);
        release(got);
        assert_eq!(
            (d.get_render_target)(dev, 1, out(&mut got)),
            D3DERR_NOTFOUND
        );
        assert!(got.is_null());
        // Bad: index 4, unsetting target 0, a depth-stencil or plain surface as a target.
        assert_eq!((d.set_render_target)(dev, 4, rt), D3DERR_INVALIDCALL);
        assert_eq!(
            (d.get_render_target)(dev, 4, out(&mut got)),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (d.set_render_target)(dev, 0, null_mut()),
            D3DERR_INVALIDCALL
        );
        assert_eq!((d.set_render_target)(dev, 0, sys), D3DERR_INVALIDCALL);
        let plain = offscreen(dev, 4, 4, A8R8G8B8, DEFAULT);
        assert_eq!((d.set_render_target)(dev, 1, plain), D3DERR_INVALIDCALL);
        let mut ds = null_mut();
        assert_eq!(
            (d.create_depth_stencil_surface)(dev, 4, 4, D24S8, 0, 0, 1, out(&mut ds), null_mut()),
            S_OK
        );
        assert_eq!((d.set_render_target)(dev, 1, ds), D3DERR_INVALIDCALL);

        // StretchRect: the render target's right half into the plain surface's left half...
        let src = Rect {
            left: 2,
            top: 0,
            right: 4,
            bottom: 4,
        };
        assert_eq!(
            (d.stretch_rect)(
                dev,
                rt,
                (&src as *const Rect).cast(),
                plain,
                (&src as *const Rect).cast(),
                0
            ),
            S_OK
        );
        assert_eq!(
            (d.stretch_rect)(dev, rt, null(), sys, null(), 0),
            D3DERR_INVALIDCALL,
            "SYSTEMMEM"
        );
        assert_eq!(
            (d.stretch_rect)(dev, rt, null(), plain, null(), 9),
            D3DERR_INVALIDCALL,
            "filter"
        );
        // ...and the back buffer, cleared, into the render target (stretched).
        assert_eq!((d.set_render_target)(dev, 0, old), S_OK);
        clear(dev, 0xff00_ff00);
        assert_eq!((d.stretch_rect)(dev, old, null(), rt, null(), 2), S_OK);
        assert_eq!((d.get_render_target_data)(dev, rt, sys), S_OK);
        assert!(pixels(sys, 4, 4).iter().all(|&p| p == 0xff00_ff00));
        let image = Device9::get(dev).unwrap().data.with_device(|dd| {
            let mut h = None;
            // The plain surface's ninth-d3d9 surface.
            if let d3d9::objects::surface::SurfaceKind::Device { surface, .. } =
                Surface9::get(plain.cast()).unwrap().data.kind
            {
                h = Some(dd.read_render_target(surface).unwrap());
            }
            h.unwrap()
        });
        let px = |x: usize, y: usize| &image.rgba[(y * 4 + x) * 4..][..4];
        assert_eq!(px(2, 1), [0x40, 0x20, 0x10, 0x80], "RGBA of 0x80402010");
        assert_ne!(px(0, 1), px(2, 1), "outside the copied rectangle");

        // Depth-stencil surfaces.
        let mut auto = null_mut();
        assert_eq!((d.get_depth_stencil_surface)(dev, out(&mut auto)), S_OK);
        assert!(!auto.is_null());
        assert_eq!((d.set_depth_stencil_surface)(dev, ds), S_OK);
        assert_eq!((d.set_depth_stencil_surface)(dev, rt), D3DERR_INVALIDCALL);
        assert_eq!((d.get_depth_stencil_surface)(dev, out(&mut got)), S_OK);
        assert_eq!(got, ds);
        release(got);
        assert_eq!((d.set_depth_stencil_surface)(dev, null_mut()), S_OK);
        assert_eq!(
            (d.get_depth_stencil_surface)(dev, out(&mut got)),
            D3DERR_NOTFOUND
        );
        assert_eq!(
            (d.get_depth_stencil_surface)(dev, null_mut()),
            D3DERR_INVALIDCALL
        );
        assert_eq!((d.set_depth_stencil_surface)(dev, auto), S_OK);
        release(auto);

        // A render target released while bound stays until unbound.
        assert_eq!((d.set_render_target)(dev, 1, rt), S_OK);
        assert_eq!(release(rt), 0);
        assert_eq!((d.get_render_target)(dev, 1, out(&mut got)), S_OK);
        assert_eq!(got, rt);
        release(got);
        assert_eq!((d.set_render_target)(dev, 1, null_mut()), S_OK);
        for s in [sys, plain, ds, old] {
            assert_eq!(release(s), 0);
        }
    }
    finish(d3d, dev);
}

#[test]
fn render_target_textures_are_targets_through_their_level_surface() {
    let (d3d, dev) = device(8, 8);
    let d = dvt(dev);
    // SAFETY: live objects.
    unsafe {
        let mut t = null_mut();
        assert_eq!(
            (d.create_texture)(
                dev,
                4,
                4,
                1,
                RENDERTARGET,
                X8R8G8B8,
                DEFAULT,
                out(&mut t),
                null_mut()
            ),
            S_OK
        );
        let tv: &IDirect3DTexture9Vtbl = vt(t);
        let mut s = null_mut();
        assert_eq!((tv.get_surface_level)(t.cast(), 0, out(&mut s)), S_OK);
        let mut bb = null_mut();
        assert_eq!((d.get_render_target)(dev, 0, out(&mut bb)), S_OK);
        assert_eq!((d.set_render_target)(dev, 0, s), S_OK);
        assert_eq!(
            Texture9::get(t.cast()).unwrap().binds(),
            1,
            "the binding is the texture's"
        );
        clear(dev, 0xff33_2211);
        let sys = offscreen(dev, 4, 4, X8R8G8B8, SYSTEMMEM);
        assert_eq!((d.get_render_target_data)(dev, s, sys), S_OK);
        assert!(pixels(sys, 4, 4).iter().all(|&p| p == 0xff33_2211));
        // Into a level of a SYSTEMMEM texture as well.
        let mut st = null_mut();
        assert_eq!(
            (d.create_texture)(
                dev,
                4,
                4,
                1,
                0,
                X8R8G8B8,
                SYSTEMMEM,
                out(&mut st),
                null_mut()
            ),
            S_OK
        );
        let mut sl = null_mut();
        assert_eq!(
            (vt::<IDirect3DTexture9Vtbl>(st).get_surface_level)(st.cast(), 0, out(&mut sl)),
            S_OK
        );
        assert_eq!((d.get_render_target_data)(dev, s, sl), S_OK);
        assert!(pixels(sl, 4, 4).iter().all(|&p| p & 0xff_ffff == 0x33_2211));
        // Uploads into a render target: UpdateSurface of a 2 x 2 block to (2, 2)...
        fill(sys, 4, 4, 0xff00_aa55);
        let block = Rect {
            left: 0,
            top: 0,
            right: 2,
            bottom: 2,
        };
        let at = Point { x: 2, y: 2 };
        assert_eq!(
            (d.update_surface)(
                dev,
                sys,
                (&block as *const Rect).cast(),
                s,
                (&at as *const Point).cast()
            ),
            S_OK
        );
        assert_eq!((d.get_render_target_data)(dev, s, sl), S_OK);
        let got = pixels(sl, 4, 4);
        for y in 0..4 {
            for x in 0..4 {
                let want = if x >= 2 && y >= 2 {
                    0x00_aa55
                } else {
                    0x33_2211
                };
                assert_eq!(got[y * 4 + x] & 0xff_ffff, want, "({x}, {y})");
            }
        }
        // ...and UpdateTexture of the whole SYSTEMMEM texture into the render-target texture.
        fill(sl, 4, 4, 0xff44_5566);
        assert_eq!((d.update_texture)(dev, st, t), S_OK);
        assert_eq!((d.get_render_target_data)(dev, s, sys), S_OK);
        assert!(pixels(sys, 4, 4).iter().all(|&p| p == 0xff44_5566));
        assert_eq!((d.set_texture)(dev, 0, t), S_OK);
        release(s);
        assert_eq!(release(t), 0, "bound twice, released by the program");
        assert_eq!((d.set_render_target)(dev, 0, bb), S_OK);
        assert_eq!((d.set_texture)(dev, 0, null_mut()), S_OK);
        release(bb);
        release(sl);
        assert_eq!(release(st), 0);
        assert_eq!(release(sys), 0);
    }
    finish(d3d, dev);
}

/// Fills a lockable `w` x `h` 32-bit surface with `color`.
fn fill(s: *mut c_void, w: usize, h: usize, color: u32) {
    let sv: &IDirect3DSurface9Vtbl = vt(s);
    let mut lr = LockedRect {
        pitch: 0,
        bits: null_mut(),
    };
    // SAFETY: live surface; the lock covers `h` rows of `pitch` bytes.
    unsafe {
        assert_eq!(
            (sv.lock_rect)(s.cast(), (&mut lr as *mut LockedRect).cast(), null(), 0),
            S_OK
        );
        for y in 0..h {
            let row = lr
                .bits
                .cast::<u8>()
                .add(y * lr.pitch as usize)
                .cast::<u32>();
            (0..w).for_each(|x| row.add(x).write_unaligned(color));
        }
        assert_eq!((sv.unlock_rect)(s.cast()), S_OK);
    }
}

/// The bytes of a texture level through ninth-d3d9 (a read-only lock).
fn level_bytes(dev: *mut Device9, t: *mut c_void, level: u32) -> Vec<u8> {
    // SAFETY: live objects.
    let (handle, dev) = unsafe {
        (
            Texture9::get(t.cast()).unwrap().data.handle,
            Device9::get(dev).unwrap(),
        )
    };
    dev.data.with_device(|d| {
        let bytes = d
            .lock_texture(handle, 0, level, None, 0x10)
            .unwrap()
            .data
            .to_vec();
        d.unlock_texture(handle, 0, level).unwrap();
        bytes
    })
}

#[test]
fn update_surface_and_update_texture_upload_system_memory() {
    let (d3d, dev) = device(8, 8);
    let d = dvt(dev);
    // SAFETY: live objects.
    unsafe {
        let sys = offscreen(dev, 4, 4, A8R8G8B8, SYSTEMMEM);
        let sv: &IDirect3DSurface9Vtbl = vt(sys);
        let mut lr = LockedRect {
            pitch: 0,
            bits: null_mut(),
        };
        assert_eq!(
            (sv.lock_rect)(sys.cast(), (&mut lr as *mut LockedRect).cast(), null(), 0),
            S_OK
        );
        for i in 0..16u32 {
            lr.bits.cast::<u32>().add(i as usize).write(0xff00_0000 | i);
        }
        assert_eq!((sv.unlock_rect)(sys.cast()), S_OK);
        let mut t = null_mut();
        assert_eq!(
            (d.create_texture)(dev, 8, 8, 1, 0, A8R8G8B8, DEFAULT, out(&mut t), null_mut()),
            S_OK
        );
        let mut level = null_mut();
        assert_eq!(
            (vt::<IDirect3DTexture9Vtbl>(t).get_surface_level)(t.cast(), 0, out(&mut level)),
            S_OK
        );
        // Rows 1-2, columns 1-2 of the source to (5, 6).
        let r = Rect {
            left: 1,
            top: 1,
            right: 3,
            bottom: 3,
        };
        let p = Point { x: 5, y: 6 };
        assert_eq!(
            (d.update_surface)(
                dev,
                sys,
                (&r as *const Rect).cast(),
                level,
                (&p as *const Point).cast()
            ),
            S_OK
        );
        let bytes = level_bytes(dev, t, 0);
        let px = |x: usize, y: usize| {
            u32::from_le_bytes(bytes[(y * 8 + x) * 4..][..4].try_into().unwrap())
        };
        assert_eq!(
            [px(5, 6), px(6, 6), px(5, 7), px(6, 7)],
            [0xff00_0005, 0xff00_0006, 0xff00_0009, 0xff00_000a]
        );
        assert_eq!(px(4, 6), 0);
        // Bad: past the destination, source not SYSTEMMEM, destination not DEFAULT,
        // formats differ, null.
        let far = Point { x: 7, y: 0 };
        assert_eq!(
            (d.update_surface)(
                dev,
                sys,
                (&r as *const Rect).cast(),
                level,
                (&far as *const Point).cast()
            ),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (d.update_surface)(dev, level, null(), sys, null()),
            D3DERR_INVALIDCALL
        );
        let sys2 = offscreen(dev, 4, 4, A8R8G8B8, SYSTEMMEM);
        assert_eq!(
            (d.update_surface)(dev, sys, null(), sys2, null()),
            D3DERR_INVALIDCALL
        );
        let xrgb = offscreen(dev, 4, 4, X8R8G8B8, SYSTEMMEM);
        assert_eq!(
            (d.update_surface)(dev, xrgb, null(), level, null()),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (d.update_surface)(dev, null_mut(), null(), level, null()),
            D3DERR_INVALIDCALL
        );

        // UpdateTexture: a SYSTEMMEM chain into a DEFAULT texture of two levels from the
        // source's level 1.
        let mut src = null_mut();
        assert_eq!(
            (d.create_texture)(
                dev,
                16,
                16,
                0,
                0,
                A8R8G8B8,
                SYSTEMMEM,
                out(&mut src),
                null_mut()
            ),
            S_OK
        );
        let stv: &IDirect3DTexture9Vtbl = vt(src);
        for l in 0..5u32 {
            assert_eq!(
                (stv.lock_rect)(
                    src.cast(),
                    l,
                    (&mut lr as *mut LockedRect).cast(),
                    null(),
                    0
                ),
                S_OK
            );
            lr.bits.cast::<u32>().write(0xff00_0000 | l);
            assert_eq!((stv.unlock_rect)(src.cast(), l), S_OK);
        }
        let mut dst = null_mut();
        assert_eq!(
            (d.create_texture)(
                dev,
                8,
                8,
                2,
                0,
                A8R8G8B8,
                DEFAULT,
                out(&mut dst),
                null_mut()
            ),
            S_OK
        );
        assert_eq!((d.update_texture)(dev, src, dst), S_OK);
        assert_eq!(level_bytes(dev, dst, 0)[..4], [1, 0, 0, 0xff]);
        assert_eq!(level_bytes(dev, dst, 1)[..4], [2, 0, 0, 0xff]);
        // Bad: the wrong way round, a MANAGED source, no level of the size.
        assert_eq!((d.update_texture)(dev, dst, src), D3DERR_INVALIDCALL);
        let mut managed = null_mut();
        assert_eq!(
            (d.create_texture)(
                dev,
                8,
                8,
                1,
                0,
                A8R8G8B8,
                MANAGED,
                out(&mut managed),
                null_mut()
            ),
            S_OK
        );
        assert_eq!((d.update_texture)(dev, managed, dst), D3DERR_INVALIDCALL);
        let mut big = null_mut();
        assert_eq!(
            (d.create_texture)(
                dev,
                32,
                32,
                1,
                0,
                A8R8G8B8,
                DEFAULT,
                out(&mut big),
                null_mut()
            ),
            S_OK
        );
        assert_eq!((d.update_texture)(dev, src, big), D3DERR_INVALIDCALL);
        assert_eq!((d.update_texture)(dev, src, null_mut()), D3DERR_INVALIDCALL);
        release(level);
        for o in [sys, sys2, xrgb, t, src, dst, managed, big] {
            assert_eq!(release(o), 0);
        }
    }
    finish(d3d, dev);
}

#[test]
fn color_fill_fills_render_targets_and_keeps_the_bindings() {
    let (d3d, dev) = device(8, 8);
    let d = dvt(dev);
    // SAFETY: live objects.
    unsafe {
        let mut rt = null_mut();
        assert_eq!(
            (d.create_render_target)(dev, 4, 4, A8R8G8B8, 0, 0, 0, out(&mut rt), null_mut()),
            S_OK
        );
        let plain = offscreen(dev, 4, 4, A8R8G8B8, DEFAULT);
        let sys = offscreen(dev, 4, 4, A8R8G8B8, SYSTEMMEM);
        let mut bb = null_mut();
        assert_eq!((d.get_back_buffer)(dev, 0, 0, 0, out(&mut bb)), S_OK);
        clear(dev, 0xff00_0000);
        // A viewport and scissor rectangle of the back buffer's, kept across the fill.
        let vp: [u32; 6] = [1, 2, 5, 4, 0f32.to_bits(), 1f32.to_bits()];
        assert_eq!((d.set_viewport)(dev, vp.as_ptr().cast()), S_OK);
        let sc = Rect {
            left: 1,
            top: 1,
            right: 6,
            bottom: 7,
        };
        assert_eq!((d.set_scissor_rect)(dev, (&sc as *const Rect).cast()), S_OK);
        assert_eq!((d.color_fill)(dev, rt, null(), 0xff12_3456), S_OK);
        assert_eq!((d.color_fill)(dev, plain, null(), 0xff11_1111), S_OK);
        let r = Rect {
            left: 0,
            top: 2,
            right: 4,
            bottom: 4,
        };
        assert_eq!(
            (d.color_fill)(dev, plain, (&r as *const Rect).cast(), 0xff65_4321),
            S_OK
        );
        let r = Rect {
            left: 6,
            top: 0,
            right: 8,
            bottom: 8,
        };
        assert_eq!(
            (d.color_fill)(dev, bb, (&r as *const Rect).cast(), 0xffab_cdef),
            S_OK
        );
        // Bad: SYSTEMMEM, a depth-stencil surface, a rectangle outside, null.
        assert_eq!((d.color_fill)(dev, sys, null(), 0), D3DERR_INVALIDCALL);
        let mut ds = null_mut();
        assert_eq!(
            (d.create_depth_stencil_surface)(dev, 4, 4, D24S8, 0, 0, 0, out(&mut ds), null_mut()),
            S_OK
        );
        assert_eq!((d.color_fill)(dev, ds, null(), 0), D3DERR_INVALIDCALL);
        let outside = Rect {
            left: 0,
            top: 0,
            right: 5,
            bottom: 1,
        };
        assert_eq!(
            (d.color_fill)(dev, rt, (&outside as *const Rect).cast(), 0),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (d.color_fill)(dev, null_mut(), null(), 0),
            D3DERR_INVALIDCALL
        );
        // The bindings, viewport and scissor rectangle are as they were.
        let mut got = null_mut();
        assert_eq!((d.get_render_target)(dev, 0, out(&mut got)), S_OK);
        assert_eq!(got, bb);
        release(got);
        let mut vp2 = [0u32; 6];
        assert_eq!((d.get_viewport)(dev, vp2.as_mut_ptr().cast()), S_OK);
        assert_eq!(vp2, vp);
        let mut sc2 = Rect::default();
        assert_eq!(
            (d.get_scissor_rect)(dev, (&mut sc2 as *mut Rect).cast()),
            S_OK
        );
        assert_eq!(sc2, sc);
        // The pixels.
        assert_eq!((d.get_render_target_data)(dev, rt, sys), S_OK);
        assert!(pixels(sys, 4, 4).iter().all(|&p| p == 0xff12_3456));
        let back = offscreen(dev, 8, 8, X8R8G8B8, SYSTEMMEM);
        assert_eq!((d.get_render_target_data)(dev, bb, back), S_OK);
        let px = pixels(back, 8, 8);
        assert_eq!(
            (
                px[5] & 0xff_ffff,
                px[6] & 0xff_ffff,
                px[7 * 8 + 7] & 0xff_ffff
            ),
            (0, 0xab_cdef, 0xab_cdef)
        );
        let image = Device9::get(dev).unwrap().data.with_device(|dd| {
            match Surface9::get(plain.cast()).unwrap().data.kind {
                d3d9::objects::surface::SurfaceKind::Device { surface, .. } => {
                    dd.read_render_target(surface).unwrap()
                }
                _ => unreachable!(),
            }
        });
        assert_eq!(&image.rgba[(3 * 4) * 4..][..4], &[0x65, 0x43, 0x21, 0xff]);
        assert_eq!(&image.rgba[..4], &[0x11, 0x11, 0x11, 0xff]);
        // SetRenderTarget(0) resets the scissor rectangle to the target.
        assert_eq!((d.set_render_target)(dev, 0, rt), S_OK);
        assert_eq!(
            (d.get_scissor_rect)(dev, (&mut sc2 as *mut Rect).cast()),
            S_OK
        );
        assert_eq!(
            sc2,
            Rect {
                left: 0,
                top: 0,
                right: 4,
                bottom: 4
            }
        );
        assert_eq!((d.set_render_target)(dev, 0, bb), S_OK);
        for s in [rt, plain, sys, ds, back, bb] {
            assert_eq!(release(s), 0);
        }
    }
    finish(d3d, dev);
}

/// A D3DUSAGE_DEPTHSTENCIL texture (D24S8, INTZ): its level surface is a depth-stencil
/// surface `SetDepthStencilSurface` takes and `GetDepthStencilSurface` gives back; a plain
/// texture's level is refused there; the texture cannot be locked.
#[test]
fn depth_textures_bind_their_level_as_the_depth_stencil_surface() {
    let (d3d, dev) = device(8, 8);
    let d = dvt(dev);
    // SAFETY: live objects.
    unsafe {
        for format in [D24S8, u32::from_le_bytes(*b"INTZ")] {
            let mut t = null_mut();
            let hr = (d.create_texture)(dev, 8, 8, 1, 2, format, DEFAULT, out(&mut t), null_mut());
            assert_eq!(hr, S_OK, "{format:#x}");
            let tv: &IDirect3DTexture9Vtbl = vt(t);
            let mut level = null_mut();
            assert_eq!((tv.get_surface_level)(t.cast(), 0, out(&mut level)), S_OK);
            let mut auto = null_mut();
            assert_eq!((d.get_depth_stencil_surface)(dev, out(&mut auto)), S_OK);
            assert_eq!((d.set_depth_stencil_surface)(dev, level), S_OK);
            let mut got = null_mut();
            assert_eq!((d.get_depth_stencil_surface)(dev, out(&mut got)), S_OK);
            assert_eq!(got, level);
            release(got);
            // Cleared and drawn with as any depth-stencil surface.
            assert_eq!((d.clear)(dev, 0, null(), 3, 0xff00_0000, 0.5, 0), S_OK);
            let mut locked = LockedRect {
                pitch: 0,
                bits: null_mut(),
            };
            let lock = (tv.lock_rect)(
                t.cast(),
                0,
                (&mut locked as *mut LockedRect).cast(),
                null(),
                0,
            );
            assert_eq!(
                lock, D3DERR_INVALIDCALL,
                "a DEFAULT depth texture is not lockable"
            );
            assert_eq!((d.set_depth_stencil_surface)(dev, auto), S_OK);
            release(auto);
            release(level);
            assert_eq!(release(t), 0);
        }
        // A colour texture's level is no depth-stencil surface.
        let mut c = null_mut();
        let hr = (d.create_texture)(dev, 8, 8, 1, 0, A8R8G8B8, MANAGED, out(&mut c), null_mut());
        assert_eq!(hr, S_OK);
        let mut level = null_mut();
        assert_eq!(
            (vt::<IDirect3DTexture9Vtbl>(c).get_surface_level)(c.cast(), 0, out(&mut level)),
            S_OK
        );
        assert_eq!(
            (d.set_depth_stencil_surface)(dev, level),
            D3DERR_INVALIDCALL
        );
        release(level);
        assert_eq!(release(c), 0);
    }
    finish(d3d, dev);
}
