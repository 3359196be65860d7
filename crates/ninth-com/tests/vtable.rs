//! `Direct3DCreate9`, `IDirect3D9` and `IDirect3DDevice9` called through their vtables, as a
//! C program calls them: results, reference counts, and what bad arguments get.

use std::ffi::c_void;
use std::ptr::null_mut;

use d3d9::com::{D3DERR_INVALIDCALL, D3DERR_NOTAVAILABLE, E_NOINTERFACE, IID_IUNKNOWN, S_OK};
use d3d9::d3d9::Direct3D9;
use d3d9::device::Device9;
use d3d9::guids::{IID_IDIRECT3D9, IID_IDIRECT3DDEVICE9};
use d3d9::types::{AdapterIdentifier, CreationParameters, D3dRect, PresentParameters};

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

/// A new IDirect3D9 and a device on it.
fn device(width: u32, height: u32) -> (*mut Direct3D9, *mut Device9) {
    let d3d = d3d9::Direct3DCreate9(32).cast::<Direct3D9>();
    assert!(!d3d.is_null());
    // SAFETY: `d3d` is a live IDirect3D9 just created.
    let vt = unsafe { &**d3d.cast::<*const d3d9::d3d9::IDirect3D9Vtbl>() };
    let mut p = params(width, height);
    let mut dev = null_mut();
    // SAFETY: valid arguments for CreateDevice.
    let hr = unsafe { (vt.create_device)(d3d, 0, 1, null_mut(), 0x40, &mut p, &mut dev) };
    assert_eq!(hr, S_OK);
    assert!(!dev.is_null());
    (d3d, dev)
}

fn device_vtbl<'a>(dev: *mut Device9) -> &'a d3d9::device::IDirect3DDevice9Vtbl {
    // SAFETY: `dev` is a live device; its first field is the vtable pointer.
    unsafe { &**dev.cast::<*const d3d9::device::IDirect3DDevice9Vtbl>() }
}

#[test]
fn create_a_device_clear_it_and_release_everything() {
    let (d3d, dev) = device(16, 8);
    let vt = device_vtbl(dev);
    // The device holds a reference to its IDirect3D9.
    // SAFETY: both are live.
    unsafe {
        assert_eq!(Direct3D9::get(d3d).unwrap().refs(), 2);
        assert_eq!(
            (vt.clear)(dev, 0, std::ptr::null(), 1, 0xff20_4080, 1.0, 0),
            S_OK
        );
        // A rectangle: the right half.
        let r = D3dRect {
            x1: 8,
            y1: 0,
            x2: 16,
            y2: 8,
        };
        assert_eq!(
            (vt.clear)(
                dev,
                1,
                (&r as *const D3dRect).cast(),
                1,
                0xff00_ff00,
                1.0,
                0
            ),
            S_OK
        );
    }
    // SAFETY: `dev` is live.
    let image = unsafe { Device9::get(dev) }.unwrap().data.with_device(|d| {
        d.read_render_target(ninth_d3d9::SurfaceRef::Backbuffer)
            .unwrap()
    });
    let px = |x: usize, y: usize| &image.rgba[(y * 16 + x) * 4..][..4];
    assert_eq!(px(0, 0), [0x20, 0x40, 0x80, 0xff]);
    assert_eq!(px(7, 7), [0x20, 0x40, 0x80, 0xff]);
    assert_eq!(px(8, 0), [0x00, 0xff, 0x00, 0xff]);
    assert_eq!(px(15, 7), [0x00, 0xff, 0x00, 0xff]);
    // SAFETY: live objects, valid out pointers.
    unsafe {
        let mut cp = std::mem::zeroed::<CreationParameters>();
        assert_eq!(
            (vt.get_creation_parameters)(dev, (&mut cp as *mut CreationParameters).cast()),
            S_OK
        );
        assert_eq!(
            (cp.adapter_ordinal, cp.device_type, cp.behavior_flags),
            (0, 1, 0x40)
        );
        assert_eq!((vt.release)(dev), 0);
        // The device's reference to the IDirect3D9 is gone with it.
        assert_eq!(Direct3D9::get(d3d).unwrap().refs(), 1);
        let d3d_vt = &**d3d.cast::<*const d3d9::d3d9::IDirect3D9Vtbl>();
        assert_eq!((d3d_vt.release)(d3d), 0);
    }
}

#[test]
fn query_interface_add_ref_and_release_count_references() {
    let (d3d, dev) = device(4, 4);
    let vt = device_vtbl(dev);
    // SAFETY: live objects, valid out pointers.
    unsafe {
        let mut out: *mut c_void = null_mut();
        assert_eq!(
            (vt.query_interface)(
                dev,
                &IID_IDIRECT3DDEVICE9,
                (&mut out as *mut *mut c_void).cast()
            ),
            S_OK
        );
        assert_eq!(out, dev.cast());
        assert_eq!(
            (vt.query_interface)(dev, &IID_IUNKNOWN, (&mut out as *mut *mut c_void).cast()),
            S_OK
        );
        assert_eq!((vt.add_ref)(dev), 4);
        assert_eq!(
            (vt.query_interface)(dev, &IID_IDIRECT3D9, (&mut out as *mut *mut c_void).cast()),
            E_NOINTERFACE
        );
        assert!(out.is_null());
        for left in [3, 2, 1, 0] {
            assert_eq!((vt.release)(dev), left);
        }
        let d3d_vt = &**d3d.cast::<*const d3d9::d3d9::IDirect3D9Vtbl>();
        assert_eq!((d3d_vt.get_adapter_count)(d3d), 1);
        let mut id = std::mem::zeroed::<AdapterIdentifier>();
        assert_eq!((d3d_vt.get_adapter_identifier)(d3d, 0, 0, &mut id), S_OK);
        assert!(id.description[0] != 0, "adapter description");
        assert_eq!(
            (d3d_vt.get_adapter_identifier)(d3d, 1, 0, &mut id),
            D3DERR_INVALIDCALL
        );
        assert_eq!((d3d_vt.release)(d3d), 0);
    }
}

/// Each bad argument and what it gets; nothing is created or drawn.
#[test]
fn bad_arguments_get_d3d9_errors() {
    assert!(d3d9::Direct3DCreate9(31).is_null(), "SDK version 31");
    let (d3d, dev) = device(4, 4);
    let vt = device_vtbl(dev);
    // SAFETY: live objects; the bad arguments are the point.
    unsafe {
        let d3d_vt = &**d3d.cast::<*const d3d9::d3d9::IDirect3D9Vtbl>();
        let mut p = params(4, 4);
        let mut out = null_mut();
        // Null presentation parameters, null out pointer, adapter 1, D3DDEVTYPE_REF.
        assert_eq!(
            (d3d_vt.create_device)(d3d, 0, 1, null_mut(), 0, null_mut(), &mut out),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (d3d_vt.create_device)(d3d, 0, 1, null_mut(), 0, &mut p, null_mut()),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (d3d_vt.create_device)(d3d, 1, 1, null_mut(), 0, &mut p, &mut out),
            D3DERR_NOTAVAILABLE
        );
        assert!(out.is_null());
        assert_eq!(
            (d3d_vt.create_device)(d3d, 0, 2, null_mut(), 0, &mut p, &mut out),
            D3DERR_NOTAVAILABLE
        );
        // A back-buffer format ninth cannot render to.
        p.back_buffer_format = 23; // D3DFMT_R5G6B5
        assert_eq!(
            (d3d_vt.create_device)(d3d, 0, 1, null_mut(), 0, &mut p, &mut out),
            D3DERR_NOTAVAILABLE
        );
        // Clear with no flags, with unknown flags: D3DERR_INVALIDCALL, the target unchanged.
        assert_eq!(
            (vt.clear)(dev, 0, std::ptr::null(), 1, 0xff0000ff, 1.0, 0),
            S_OK
        );
        assert_eq!(
            (vt.clear)(dev, 0, std::ptr::null(), 0, 0xffff0000, 1.0, 0),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (vt.clear)(dev, 0, std::ptr::null(), 0x100, 0xffff0000, 1.0, 0),
            D3DERR_INVALIDCALL
        );
        let image = Device9::get(dev).unwrap().data.with_device(|d| {
            d.read_render_target(ninth_d3d9::SurfaceRef::Backbuffer)
                .unwrap()
        });
        assert!(image.rgba.chunks(4).all(|p| p == [0, 0, 0xff, 0xff]));
        // A null device pointer.
        assert_eq!(
            (vt.clear)(null_mut(), 0, std::ptr::null(), 1, 0, 1.0, 0),
            D3DERR_INVALIDCALL
        );
        assert_eq!((vt.release)(dev), 0);
        assert_eq!((d3d_vt.release)(d3d), 0);
    }
}
