//! `LockRect` of lockable render targets (`CreateRenderTarget`'s `Lockable`, a back buffer
//! with `D3DPRESENTFLAG_LOCKABLE_BACKBUFFER`): the lock shows the target's pixels, the unlock
//! writes the locked rectangle back (X8 alpha kept 255) in order with the draws around it,
//! READONLY writes nothing, and what D3D9 refuses is refused. Pixels are read back with
//! `GetRenderTargetData`.

use std::ffi::c_void;
use std::ptr::{null, null_mut};

use d3d9::com::{D3DERR_INVALIDCALL, S_OK};
use d3d9::d3d9::{Direct3D9, IDirect3D9Vtbl};
use d3d9::device::{Device9, IDirect3DDevice9Vtbl};
use d3d9::objects::resource::LockedRect;
use d3d9::objects::surface::IDirect3DSurface9Vtbl;
use d3d9::types::PresentParameters;

const X8R8G8B8: u32 = 22;
const SYSTEMMEM: u32 = 2;
const CLEAR_TARGET: u32 = 1;
const READONLY: u32 = 0x10;
const DISCARD: u32 = 0x2000;
const W: u32 = 32;
const H: u32 = 16;

fn device(flags: u32) -> (*mut Direct3D9, *mut Device9) {
    let d3d = d3d9::Direct3DCreate9(32).cast::<Direct3D9>();
    // SAFETY: `d3d` is a live IDirect3D9.
    let vt = unsafe { &**d3d.cast::<*const IDirect3D9Vtbl>() };
    let mut p = PresentParameters {
        back_buffer_width: W,
        back_buffer_height: H,
        back_buffer_format: X8R8G8B8,
        back_buffer_count: 1,
        multi_sample_type: 0,
        multi_sample_quality: 0,
        swap_effect: 1,
        device_window: null_mut(),
        windowed: 1,
        enable_auto_depth_stencil: 0,
        auto_depth_stencil_format: 0,
        flags,
        full_screen_refresh_rate_in_hz: 0,
        presentation_interval: 0,
    };
    let mut dev = null_mut();
    // SAFETY: valid arguments.
    let hr = unsafe { (vt.create_device)(d3d, 0, 1, null_mut(), 0x40, &mut p, &mut dev) };
    assert_eq!(hr, S_OK);
    (d3d, dev)
}

fn dvt<'a>(dev: *mut Device9) -> &'a IDirect3DDevice9Vtbl {
    // SAFETY: a live device; its first field is the vtable.
    unsafe { &**dev.cast::<*const IDirect3DDevice9Vtbl>() }
}

fn svt<'a>(s: *mut c_void) -> &'a IDirect3DSurface9Vtbl {
    // SAFETY: a live surface; its first field is the vtable.
    unsafe { &**s.cast::<*const IDirect3DSurface9Vtbl>() }
}

fn release(p: *mut c_void) -> u32 {
    // SAFETY: every vtable starts with QueryInterface, AddRef, Release.
    unsafe {
        let v = &**p.cast::<*const [unsafe extern "system" fn(*mut c_void) -> u32; 3]>();
        (v[2])(p)
    }
}

fn finish(d3d: *mut Direct3D9, dev: *mut Device9) {
    assert_eq!(release(dev.cast()), 0, "nothing else holds the device");
    assert_eq!(release(d3d.cast()), 0);
}

fn render_target(dev: *mut Device9, lockable: bool) -> *mut c_void {
    let mut s = null_mut();
    // SAFETY: a live device and a valid out pointer.
    let hr = unsafe {
        (dvt(dev).create_render_target)(
            dev,
            W,
            H,
            X8R8G8B8,
            0,
            0,
            i32::from(lockable),
            (&mut s as *mut *mut c_void).cast(),
            null_mut(),
        )
    };
    assert_eq!(hr, S_OK);
    s
}

fn clear(dev: *mut Device9, rect: Option<[i32; 4]>, color: u32) {
    let (count, rects) = match &rect {
        Some(r) => (1, r.as_ptr().cast()),
        None => (0, null()),
    };
    // SAFETY: a live device; the rectangle is readable.
    let hr = unsafe { (dvt(dev).clear)(dev, count, rects, CLEAR_TARGET, color, 1.0, 0) };
    assert_eq!(hr, S_OK);
}

/// Locks `s` (`rect` or whole) with `flags`: the HRESULT and the locked rectangle.
fn lock(s: *mut c_void, rect: Option<[i32; 4]>, flags: u32) -> (i32, LockedRect) {
    let mut lr = LockedRect {
        pitch: 0,
        bits: null_mut(),
    };
    let r = rect.as_ref().map_or(null(), |r| r.as_ptr().cast());
    // SAFETY: a live surface, a writable D3DLOCKED_RECT, a readable RECT or null.
    let hr = unsafe { (svt(s).lock_rect)(s.cast(), (&mut lr as *mut LockedRect).cast(), r, flags) };
    (hr, lr)
}

fn unlock(s: *mut c_void) -> i32 {
    // SAFETY: a live surface.
    unsafe { (svt(s).unlock_rect)(s.cast()) }
}

/// The pixel (x, y) of a locked rectangle, as D3DCOLOR.
fn at(lr: &LockedRect, x: usize, y: usize) -> u32 {
    // SAFETY: inside the locked rectangle.
    unsafe {
        lr.bits
            .cast::<u8>()
            .add(y * lr.pitch as usize + x * 4)
            .cast::<u32>()
            .read_unaligned()
    }
}

fn put(lr: &LockedRect, x: usize, y: usize, color: u32) {
    // SAFETY: inside the locked rectangle.
    unsafe {
        lr.bits
            .cast::<u8>()
            .add(y * lr.pitch as usize + x * 4)
            .cast::<u32>()
            .write_unaligned(color)
    }
}

/// The target's pixels through GetRenderTargetData (D3DCOLOR, W x H).
fn read_back(dev: *mut Device9, target: *mut c_void) -> Vec<u32> {
    let mut mem = null_mut();
    // SAFETY: a live device and surfaces; valid out pointers.
    unsafe {
        let hr = (dvt(dev).create_offscreen_plain_surface)(
            dev,
            W,
            H,
            X8R8G8B8,
            SYSTEMMEM,
            (&mut mem as *mut *mut c_void).cast(),
            null_mut(),
        );
        assert_eq!(hr, S_OK);
        assert_eq!((dvt(dev).get_render_target_data)(dev, target, mem), S_OK);
    }
    let (hr, lr) = lock(mem, None, READONLY);
    assert_eq!(hr, S_OK);
    let pixels = (0..H as usize)
        .flat_map(|y| (0..W as usize).map(move |x| (x, y)))
        .map(|(x, y)| at(&lr, x, y))
        .collect();
    assert_eq!(unlock(mem), S_OK);
    release(mem);
    pixels
}

#[test]
fn a_lockable_render_target_is_read_and_written_through_the_lock() {
    let (d3d, dev) = device(0);
    let rt = render_target(dev, true);
    // SAFETY: a live device and surface.
    assert_eq!(unsafe { (dvt(dev).set_render_target)(dev, 0, rt) }, S_OK);
    clear(dev, None, 0xff33_6699);

    // The whole target, as drawn.
    let (hr, lr) = lock(rt, None, 0);
    assert_eq!(hr, S_OK);
    assert_eq!(lr.pitch, W as i32 * 4);
    for (x, y) in [(0, 0), (31, 15), (17, 9)] {
        assert_eq!(at(&lr, x, y), 0xff33_6699, "({x}, {y})");
    }
    // A 4 x 4 block at (8, 4) written with alpha 0: X8 keeps 255.
    for y in 4..8 {
        for x in 8..12 {
            put(&lr, x, y, 0x00ff_0000);
        }
    }
    assert_eq!(unlock(rt), S_OK);
    // A clear after the unlock lands on top of what the unlock wrote.
    clear(dev, Some([10, 6, 12, 8]), 0xff00_ff00);
    let pixels = read_back(dev, rt);
    for y in 0..H {
        for x in 0..W {
            let want = if (10..12).contains(&x) && (6..8).contains(&y) {
                0xff00_ff00
            } else if (8..12).contains(&x) && (4..8).contains(&y) {
                0xffff_0000
            } else {
                0xff33_6699
            };
            assert_eq!(pixels[(y * W + x) as usize], want, "({x}, {y})");
        }
    }

    // A rectangle lock: bits point at its corner, rows a target row apart.
    let (hr, lr) = lock(rt, Some([20, 2, 24, 5]), 0);
    assert_eq!(hr, S_OK);
    assert_eq!(lr.pitch, W as i32 * 4);
    assert_eq!(at(&lr, 0, 0), 0xff33_6699);
    put(&lr, 0, 0, 0xff12_3456);
    put(&lr, 3, 2, 0xff65_4321);
    assert_eq!(unlock(rt), S_OK);
    let pixels = read_back(dev, rt);
    assert_eq!(pixels[(2 * W + 20) as usize], 0xff12_3456);
    assert_eq!(pixels[(4 * W + 23) as usize], 0xff65_4321);
    assert_eq!(pixels[(4 * W + 24) as usize], 0xff33_6699);

    // READONLY: what is written into the lock is not written back.
    let (hr, lr) = lock(rt, None, READONLY);
    assert_eq!(hr, S_OK);
    put(&lr, 0, 0, 0xff00_0000);
    assert_eq!(unlock(rt), S_OK);
    assert_eq!(read_back(dev, rt)[0], 0xff33_6699);

    // What D3D9 refuses: a second lock, DISCARD, a rectangle outside, an unlock unlocked.
    let (hr, _) = lock(rt, None, 0);
    assert_eq!(hr, S_OK);
    assert_eq!(lock(rt, None, 0).0, D3DERR_INVALIDCALL, "locked twice");
    assert_eq!(unlock(rt), S_OK);
    assert_eq!(unlock(rt), D3DERR_INVALIDCALL, "not locked");
    assert_eq!(lock(rt, None, DISCARD).0, D3DERR_INVALIDCALL, "DISCARD");
    assert_eq!(
        lock(rt, Some([30, 0, 33, 4]), 0).0,
        D3DERR_INVALIDCALL,
        "outside"
    );
    assert_eq!(
        lock(rt, Some([4, 4, 4, 8]), 0).0,
        D3DERR_INVALIDCALL,
        "empty"
    );

    // SAFETY: a live device; the back buffer back as render target 0.
    unsafe {
        let mut back = null_mut();
        (dvt(dev).get_back_buffer)(dev, 0, 0, 0, (&mut back as *mut *mut c_void).cast());
        assert_eq!((dvt(dev).set_render_target)(dev, 0, back), S_OK);
        release(back);
    }
    release(rt);
    finish(d3d, dev);
}

#[test]
fn only_lockable_targets_lock() {
    // Without D3DPRESENTFLAG_LOCKABLE_BACKBUFFER the back buffer does not lock; a render
    // target made without Lockable neither.
    let (d3d, dev) = device(0);
    let rt = render_target(dev, false);
    assert_eq!(lock(rt, None, 0).0, D3DERR_INVALIDCALL);
    assert_eq!(unlock(rt), D3DERR_INVALIDCALL);
    let mut back = null_mut();
    // SAFETY: a live device and a valid out pointer.
    unsafe { (dvt(dev).get_back_buffer)(dev, 0, 0, 0, (&mut back as *mut *mut c_void).cast()) };
    assert_eq!(lock(back, None, READONLY).0, D3DERR_INVALIDCALL);
    release(back);
    release(rt);
    finish(d3d, dev);

    // With it the back buffer locks, and shows what was cleared.
    let (d3d, dev) = device(1);
    clear(dev, None, 0xff80_4020);
    let mut back = null_mut();
    // SAFETY: a live device and a valid out pointer.
    unsafe { (dvt(dev).get_back_buffer)(dev, 0, 0, 0, (&mut back as *mut *mut c_void).cast()) };
    let (hr, lr) = lock(back, None, READONLY);
    assert_eq!(hr, S_OK);
    assert_eq!(at(&lr, 5, 5), 0xff80_4020);
    assert_eq!(unlock(back), S_OK);
    release(back);
    finish(d3d, dev);
}
