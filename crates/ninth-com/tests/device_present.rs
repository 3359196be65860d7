//! The device's own methods (cooperative level, caps, display mode, cursor, swap chains,
//! `Present`, `Reset`, raster status, gamma, queries) called through the vtables as a
//! program calls them: results, reference counts and what bad arguments get.

use std::ffi::c_void;
use std::ptr::{null, null_mut};

use d3d9::caps::D3dCaps9;
use d3d9::com::{D3DERR_INVALIDCALL, E_NOINTERFACE, S_OK};
use d3d9::d3d9::{Direct3D9, IDirect3D9Vtbl};
use d3d9::device::{Device9, IDirect3DDevice9Vtbl};
use d3d9::guids::{IID_IDIRECT3DDEVICE9, IID_IDIRECT3DSWAP_CHAIN9};
use d3d9::objects::resource::LockedRect;
use d3d9::objects::surface::IDirect3DSurface9Vtbl;
use d3d9::objects::swap_chain::{GammaRamp, IDirect3DSwapChain9Vtbl, RasterStatus, SwapChain9};
use d3d9::types::{CreationParameters, DisplayMode, PresentParameters};

/// The `IUnknown` part of any interface's vtable.
#[repr(C)]
struct Unknown {
    query_interface: usize,
    add_ref: usize,
    release: unsafe extern "system" fn(*mut c_void) -> u32,
}

fn params(width: u32, height: u32) -> PresentParameters {
    PresentParameters {
        back_buffer_width: width,
        back_buffer_height: height,
        back_buffer_format: 22, // D3DFMT_X8R8G8B8
        back_buffer_count: 1,
        multi_sample_type: 0,
        multi_sample_quality: 0,
        swap_effect: 1, // D3DSWAPEFFECT_DISCARD
        device_window: null_mut(),
        windowed: 1,
        enable_auto_depth_stencil: 1,
        auto_depth_stencil_format: 75, // D3DFMT_D24S8
        flags: 0,
        full_screen_refresh_rate_in_hz: 0,
        presentation_interval: 0,
    }
}

fn d3d_vtbl<'a>(d3d: *mut Direct3D9) -> &'a IDirect3D9Vtbl {
    // SAFETY: a live IDirect3D9; its first field is the vtable pointer.
    unsafe { &**d3d.cast::<*const IDirect3D9Vtbl>() }
}

fn vtbl<'a>(dev: *mut Device9) -> &'a IDirect3DDevice9Vtbl {
    // SAFETY: a live device; its first field is the vtable pointer.
    unsafe { &**dev.cast::<*const IDirect3DDevice9Vtbl>() }
}

/// A new IDirect3D9 and a `width` x `height` device on it.
fn device(p: &mut PresentParameters) -> (*mut Direct3D9, *mut Device9) {
    let d3d = d3d9::Direct3DCreate9(32).cast::<Direct3D9>();
    assert!(!d3d.is_null());
    let mut dev = null_mut();
    // SAFETY: valid arguments for CreateDevice.
    let hr = unsafe { (d3d_vtbl(d3d).create_device)(d3d, 0, 1, null_mut(), 0x40, p, &mut dev) };
    assert_eq!(hr, S_OK);
    (d3d, dev)
}

fn refs(dev: *mut Device9) -> u32 {
    // SAFETY: a live device.
    unsafe { Device9::get(dev) }.unwrap().refs()
}

/// Releases the device and the IDirect3D9, checking nothing else holds them.
fn release(d3d: *mut Direct3D9, dev: *mut Device9) {
    // SAFETY: the references `device` gave.
    unsafe {
        assert_eq!((vtbl(dev).release)(dev), 0);
        assert_eq!((d3d_vtbl(d3d).release)(d3d), 0);
    }
}

#[test]
fn device_basics() {
    let (d3d, dev) = device(&mut params(32, 16));
    let vt = vtbl(dev);
    // SAFETY: a live device and valid pointers (or the nulls under test).
    unsafe {
        assert_eq!((vt.test_cooperative_level)(dev), S_OK);
        assert_eq!((vt.get_available_texture_mem)(dev), 2047 << 20);
        assert_eq!((vt.evict_managed_resources)(dev), S_OK);

        let mut parent: *mut Direct3D9 = null_mut();
        assert_eq!(
            (vt.get_direct3_d)(dev, (&mut parent as *mut *mut Direct3D9).cast()),
            S_OK
        );
        assert_eq!(parent, d3d);
        assert_eq!(Direct3D9::get(d3d).unwrap().refs(), 3);
        (d3d_vtbl(d3d).release)(d3d);
        assert_eq!((vt.get_direct3_d)(dev, null_mut()), D3DERR_INVALIDCALL);

        let mut caps = D3dCaps9::default();
        let mut adapter_caps = D3dCaps9::default();
        assert_eq!(
            (vt.get_device_caps)(dev, (&mut caps as *mut D3dCaps9).cast()),
            S_OK
        );
        let out = (&mut adapter_caps as *mut D3dCaps9).cast();
        assert_eq!((d3d_vtbl(d3d).get_device_caps)(d3d, 0, 1, out), S_OK);
        assert_eq!(caps, adapter_caps);
        assert_eq!((vt.get_device_caps)(dev, null_mut()), D3DERR_INVALIDCALL);

        let mut mode = DisplayMode::default();
        let m = (&mut mode as *mut DisplayMode).cast();
        assert_eq!((vt.get_display_mode)(dev, 0, m), S_OK);
        assert_eq!((mode.width, mode.height, mode.format), (1920, 1080, 22));
        assert_eq!((vt.get_display_mode)(dev, 1, m), D3DERR_INVALIDCALL);
        assert_eq!(
            (vt.get_display_mode)(dev, 0, null_mut()),
            D3DERR_INVALIDCALL
        );

        let mut cp: CreationParameters = std::mem::zeroed();
        let c = (&mut cp as *mut CreationParameters).cast();
        assert_eq!((vt.get_creation_parameters)(dev, c), S_OK);
        assert_eq!(
            (cp.adapter_ordinal, cp.device_type, cp.behavior_flags),
            (0, 1, 0x40)
        );

        // The cursor: stored, ShowCursor answers the previous state.
        assert_eq!((vt.show_cursor)(dev, 1), 0);
        assert_eq!((vt.show_cursor)(dev, 0), 1);
        assert_eq!((vt.show_cursor)(dev, 0), 0);
        (vt.set_cursor_position)(dev, 10, 20, 0);
        assert_eq!(
            (vt.set_cursor_properties)(dev, 0, 0, null_mut()),
            D3DERR_INVALIDCALL
        );

        assert_eq!((vt.set_dialog_box_mode)(dev, 1), S_OK);

        let mut status = RasterStatus::default();
        let s = (&mut status as *mut RasterStatus).cast();
        assert_eq!((vt.get_raster_status)(dev, 0, s), S_OK);
        assert!(status.scan_line < 1080);
        assert!(status.in_vblank == 0 || status.scan_line == 0);
        assert_eq!((vt.get_raster_status)(dev, 1, s), D3DERR_INVALIDCALL);
        assert_eq!(
            (vt.get_raster_status)(dev, 0, null_mut()),
            D3DERR_INVALIDCALL
        );

        // Null objects.
        assert_eq!((vt.test_cooperative_level)(null_mut()), D3DERR_INVALIDCALL);
        assert_eq!((vt.get_number_of_swap_chains)(null_mut()), 0);
    }
    release(d3d, dev);
}

#[test]
fn gamma_ramp_is_stored() {
    let (d3d, dev) = device(&mut params(8, 8));
    let vt = vtbl(dev);
    let mut ramp = GammaRamp {
        red: [0; 256],
        green: [0; 256],
        blue: [0; 256],
    };
    // SAFETY: a live device and valid D3DGAMMARAMPs.
    unsafe {
        (vt.get_gamma_ramp)(dev, 0, (&mut ramp as *mut GammaRamp).cast());
        assert_eq!(ramp, GammaRamp::default());
        assert_eq!(ramp.red[255], 0xffff);
        let mut set = GammaRamp::default();
        set.green[1] = 7;
        (vt.set_gamma_ramp)(dev, 0, 0, (&set as *const GammaRamp).cast());
        (vt.set_gamma_ramp)(
            dev,
            1,
            0,
            (&GammaRamp::default() as *const GammaRamp).cast(),
        );
        (vt.set_gamma_ramp)(dev, 0, 0, null());
        (vt.get_gamma_ramp)(dev, 0, (&mut ramp as *mut GammaRamp).cast());
        assert_eq!(ramp, set);
    }
    release(d3d, dev);
}

#[test]
fn swap_chain_zero() {
    let (d3d, dev) = device(&mut params(24, 12));
    let vt = vtbl(dev);
    // SAFETY: a live device, swap chain and valid pointers (or the nulls under test).
    unsafe {
        assert_eq!((vt.get_number_of_swap_chains)(dev), 1);
        let mut sc: *mut SwapChain9 = null_mut();
        let out = (&mut sc as *mut *mut SwapChain9).cast::<c_void>();
        assert_eq!((vt.get_swap_chain)(dev, 1, out), D3DERR_INVALIDCALL);
        assert!(sc.is_null());
        assert_eq!((vt.get_swap_chain)(dev, 0, null_mut()), D3DERR_INVALIDCALL);
        assert_eq!((vt.get_swap_chain)(dev, 0, out), S_OK);
        assert!(!sc.is_null());
        assert_eq!(refs(dev), 2, "the swap chain holds its device");
        // The same object while the program holds it.
        let mut again: *mut SwapChain9 = null_mut();
        let again_out = (&mut again as *mut *mut SwapChain9).cast::<c_void>();
        assert_eq!((vt.get_swap_chain)(dev, 0, again_out), S_OK);
        assert_eq!(again, sc);
        assert_eq!(refs(dev), 2, "one object, one device reference");
        assert_eq!(SwapChain9::get(sc).unwrap().refs(), 2);
        assert_eq!(release_object(again.cast()), 1);
        let svt = &**sc.cast::<*const IDirect3DSwapChain9Vtbl>();

        let mut other: *mut c_void = null_mut();
        assert_eq!(
            (svt.query_interface)(
                sc,
                &IID_IDIRECT3DSWAP_CHAIN9,
                (&mut other as *mut *mut c_void).cast()
            ),
            S_OK
        );
        assert_eq!(other, sc.cast());
        assert_eq!((svt.release)(sc), 1);
        assert_eq!(
            (svt.query_interface)(
                sc,
                &IID_IDIRECT3DDEVICE9,
                (&mut other as *mut *mut c_void).cast()
            ),
            E_NOINTERFACE
        );

        let mut got: PresentParameters = std::mem::zeroed();
        assert_eq!((svt.get_present_parameters)(sc, &mut got), S_OK);
        assert_eq!(
            (
                got.back_buffer_width,
                got.back_buffer_height,
                got.auto_depth_stencil_format
            ),
            (24, 12, 75)
        );
        assert_eq!(
            (svt.get_present_parameters)(sc, null_mut()),
            D3DERR_INVALIDCALL
        );

        let mut owner: *mut Device9 = null_mut();
        assert_eq!((svt.get_device)(sc, &mut owner), S_OK);
        assert_eq!(owner, dev);
        assert_eq!(refs(dev), 3);
        (vt.release)(dev);

        let mut mode = DisplayMode::default();
        assert_eq!((svt.get_display_mode)(sc, &mut mode), S_OK);
        assert_eq!(mode.width, 1920);
        let mut status = RasterStatus::default();
        assert_eq!((svt.get_raster_status)(sc, &mut status), S_OK);

        // The back buffer: the device's surface object.
        let (mut a, mut b): (*mut c_void, *mut c_void) = (null_mut(), null_mut());
        assert_eq!(
            (svt.get_back_buffer)(sc, 0, 0, (&mut a as *mut *mut c_void).cast()),
            S_OK
        );
        assert_eq!(
            (vt.get_back_buffer)(dev, 0, 0, 0, (&mut b as *mut *mut c_void).cast()),
            S_OK
        );
        assert!(!a.is_null());
        assert_eq!(a, b);
        assert_eq!(
            (svt.get_back_buffer)(sc, 1, 0, (&mut a as *mut *mut c_void).cast()),
            D3DERR_INVALIDCALL
        );
        let unknown = &**b.cast::<*const Unknown>();
        (unknown.release)(b);
        (unknown.release)(b);

        assert_eq!((vt.clear)(dev, 0, null(), 1, 0xff00_00ff, 1.0, 0), S_OK);
        assert_eq!(
            (svt.present)(sc, null(), null(), null_mut(), null(), 0),
            S_OK
        );

        assert_eq!((svt.release)(sc), 0);
        assert_eq!(refs(dev), 1);
    }
    release(d3d, dev);
}

/// Releases a COM object through its vtable; returns the count left.
///
/// # Safety
/// `object` is a live COM object whose reference the caller gives up.
unsafe fn release_object(object: *mut c_void) -> u32 {
    // SAFETY: the caller's promise; every vtable starts with IUnknown's methods.
    unsafe { ((**object.cast::<*const Unknown>()).release)(object) }
}

#[test]
fn additional_swap_chains() {
    let (d3d, dev) = device(&mut params(24, 12));
    let vt = vtbl(dev);
    // SAFETY: a live device, swap chains and valid pointers (or the bad values under test).
    unsafe {
        let mut sc: *mut SwapChain9 = null_mut();
        let out = (&mut sc as *mut *mut SwapChain9).cast::<c_void>();
        // A 0 x 0 back buffer without a window ninth can measure: 640 x 480; D3DFMT_UNKNOWN
        // is X8R8G8B8, and the parameters come back completed.
        let mut p = params(0, 0);
        p.back_buffer_format = 0;
        p.back_buffer_count = 0;
        let pp = (&mut p as *mut PresentParameters).cast();
        assert_eq!((vt.create_additional_swap_chain)(dev, pp, out), S_OK);
        assert!(!sc.is_null());
        assert_eq!(
            (
                p.back_buffer_width,
                p.back_buffer_height,
                p.back_buffer_format
            ),
            (640, 480, 22)
        );
        assert_eq!(p.back_buffer_count, 1);
        // Not an implicit swap chain: not counted, not GetSwapChain's.
        assert_eq!((vt.get_number_of_swap_chains)(dev), 1);
        let mut implicit: *mut SwapChain9 = null_mut();
        let implicit_out = (&mut implicit as *mut *mut SwapChain9).cast::<c_void>();
        assert_eq!((vt.get_swap_chain)(dev, 0, implicit_out), S_OK);
        assert_ne!(implicit, sc);
        let mut second: *mut SwapChain9 = std::ptr::dangling_mut();
        let second_out = (&mut second as *mut *mut SwapChain9).cast::<c_void>();
        assert_eq!((vt.get_swap_chain)(dev, 1, second_out), D3DERR_INVALIDCALL);
        assert!(
            second.is_null(),
            "an additional swap chain is not swap chain 1"
        );
        let svt = &**sc.cast::<*const IDirect3DSwapChain9Vtbl>();
        let mut got: PresentParameters = std::mem::zeroed();
        assert_eq!((svt.get_present_parameters)(sc, &mut got), S_OK);
        assert_eq!((got.back_buffer_width, got.back_buffer_height), (640, 480));

        // Its own back buffer: a 640 x 480 render target, not the device's.
        let (mut own, mut device_back): (*mut c_void, *mut c_void) = (null_mut(), null_mut());
        assert_eq!(
            (svt.get_back_buffer)(sc, 0, 0, (&mut own as *mut *mut c_void).cast()),
            S_OK
        );
        assert_eq!(
            (vt.get_back_buffer)(dev, 0, 0, 0, (&mut device_back as *mut *mut c_void).cast()),
            S_OK
        );
        assert_ne!(own, device_back);
        assert_eq!(
            (svt.get_back_buffer)(sc, 1, 0, (&mut own as *mut *mut c_void).cast()),
            D3DERR_INVALIDCALL,
            "one back buffer"
        );
        // Drawn into (a clear) and presented headless: the pixels stay in its back buffer,
        // the device's back buffer keeps its own.
        assert_eq!((vt.set_render_target)(dev, 0, own), S_OK);
        assert_eq!((vt.clear)(dev, 0, null(), 1, 0xff11_2233, 1.0, 0), S_OK);
        assert_eq!((vt.set_render_target)(dev, 0, device_back), S_OK);
        assert_eq!((vt.clear)(dev, 0, null(), 1, 0xff44_5566, 1.0, 0), S_OK);
        assert_eq!(
            (svt.present)(sc, null(), null(), null_mut(), null(), 0),
            S_OK
        );
        let mut readback: *mut c_void = null_mut();
        assert_eq!(
            (vt.create_offscreen_plain_surface)(
                dev,
                640,
                480,
                21, // D3DFMT_A8R8G8B8
                2,  // D3DPOOL_SYSTEMMEM
                (&mut readback as *mut *mut c_void).cast(),
                null_mut()
            ),
            S_OK
        );
        assert_eq!((svt.get_front_buffer_data)(sc, readback), S_OK);
        let locked = lock_first_pixel(readback);
        assert_eq!(locked, 0xff11_2233);

        // Bad parameters: a format no back buffer has, four back buffers, nulls.
        let mut bad = params(32, 32);
        bad.back_buffer_format = 50; // D3DFMT_L8
        let mut none: *mut SwapChain9 = std::ptr::dangling_mut();
        let none_out = (&mut none as *mut *mut SwapChain9).cast::<c_void>();
        let bad_p = (&mut bad as *mut PresentParameters).cast();
        assert_eq!(
            (vt.create_additional_swap_chain)(dev, bad_p, none_out),
            D3DERR_INVALIDCALL
        );
        assert!(none.is_null());
        let mut four = params(32, 32);
        four.back_buffer_count = 4;
        let four_p = (&mut four as *mut PresentParameters).cast();
        assert_eq!(
            (vt.create_additional_swap_chain)(dev, four_p, none_out),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (vt.create_additional_swap_chain)(dev, null_mut(), none_out),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (vt.create_additional_swap_chain)(dev, bad_p, null_mut()),
            D3DERR_INVALIDCALL
        );

        for object in [readback, own, device_back, implicit.cast()] {
            assert!(!object.is_null());
            release_object(object);
        }
        assert_eq!((svt.release)(sc), 0);
        assert_eq!(
            refs(dev),
            1,
            "the swap chains and their back buffers are gone"
        );
    }
    release(d3d, dev);
}

/// The first pixel of a lockable A8R8G8B8 surface.
///
/// # Safety
/// `surface` is a live lockable surface of this device.
unsafe fn lock_first_pixel(surface: *mut c_void) -> u32 {
    // SAFETY: the caller's promise; a surface's first field is its vtable.
    unsafe {
        let sv = &**surface.cast::<*const IDirect3DSurface9Vtbl>();
        let mut locked = LockedRect {
            pitch: 0,
            bits: null_mut(),
        };
        let lr = (&mut locked as *mut LockedRect).cast();
        assert_eq!((sv.lock_rect)(surface.cast(), lr, null(), 0x10), S_OK);
        let pixel = locked.bits.cast::<u32>().read_unaligned();
        assert_eq!((sv.unlock_rect)(surface.cast()), S_OK);
        pixel
    }
}

#[test]
fn front_buffer_is_the_last_presented_frame() {
    let (d3d, dev) = device(&mut params(24, 12));
    let vt = vtbl(dev);
    // SAFETY: a live device and valid pointers.
    unsafe {
        let mut front: *mut c_void = null_mut();
        assert_eq!(
            (vt.create_offscreen_plain_surface)(
                dev,
                24,
                12,
                21, // D3DFMT_A8R8G8B8
                2,  // D3DPOOL_SYSTEMMEM
                (&mut front as *mut *mut c_void).cast(),
                null_mut()
            ),
            S_OK
        );
        let present = || (vt.present)(dev, null(), null(), null_mut(), null());
        let clear = |color| (vt.clear)(dev, 0, null(), 1, color, 1.0, 0);
        assert_eq!(clear(0xff10_2030), S_OK);
        assert_eq!(present(), S_OK);
        // Right after Present the back buffer still is the frame shown.
        assert_eq!((vt.get_front_buffer_data)(dev, 0, front), S_OK);
        assert_eq!(lock_first_pixel(front), 0xff10_2030);
        assert_eq!(clear(0xff40_5060), S_OK);
        assert_eq!(present(), S_OK);
        // The next frame is being drawn: the front buffer is still the one shown.
        assert_eq!(clear(0xff70_8090), S_OK);
        assert_eq!((vt.get_front_buffer_data)(dev, 0, front), S_OK);
        assert_eq!(lock_first_pixel(front), 0xff40_5060);
        assert_eq!(present(), S_OK);
        assert_eq!((vt.get_front_buffer_data)(dev, 0, front), S_OK);
        assert_eq!(lock_first_pixel(front), 0xff70_8090);
        // Swap chain 1 does not exist; a destination of another size is refused.
        assert_eq!(
            (vt.get_front_buffer_data)(dev, 1, front),
            D3DERR_INVALIDCALL
        );
        let mut small: *mut c_void = null_mut();
        assert_eq!(
            (vt.create_offscreen_plain_surface)(
                dev,
                8,
                8,
                21,
                2,
                (&mut small as *mut *mut c_void).cast(),
                null_mut()
            ),
            S_OK
        );
        assert_eq!(
            (vt.get_front_buffer_data)(dev, 0, small),
            D3DERR_INVALIDCALL
        );
        release_object(small);
        release_object(front);
    }
    release(d3d, dev);
}
