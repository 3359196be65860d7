//! `Present` to real windows in the native form (X11; Xvfb in CI, started by
//! `scripts/with-vulkan.sh`): a window described in a `NINTH_NATIVE_WINDOW`, registered with
//! `ninth_d3d9_register_window`, passed as the `HWND` of `CreateDevice` and `Present`'s
//! override, shows the back buffer, read back from the X server. Pixels are uniform clears,
//! so the back buffer's stretch to the client area keeps them exactly.
#![cfg(target_os = "linux")]

mod common {
    /// A renderer for the window module (its windows' X connection comes first).
    pub fn renderer() -> ninth_render::Renderer {
        ninth_render::Renderer::from_env().expect("a Vulkan adapter (lavapipe in CI)")
    }
}
#[path = "../../ninth-d3d9/tests/window/mod.rs"]
#[allow(dead_code)]
mod window;

use std::ffi::c_void;
use std::ptr::{null, null_mut};

use d3d9::com::{D3DERR_INVALIDCALL, S_OK};
use d3d9::d3d9::{Direct3D9, IDirect3D9Vtbl};
use d3d9::device::{Device9, IDirect3DDevice9Vtbl};
use d3d9::objects::swap_chain::{IDirect3DSwapChain9Vtbl, SwapChain9};
use d3d9::types::PresentParameters;
use d3d9::window::native::{
    NINTH_WINDOW_XLIB, NativeWindow, ninth_d3d9_register_window, ninth_d3d9_unregister_window,
};
use window::{TestWindow, XImage};
use winit::raw_window_handle::{
    HasDisplayHandle, HasWindowHandle, RawDisplayHandle, RawWindowHandle,
};

/// `D3DCLEAR_TARGET`.
const CLEAR_TARGET: u32 = 1;

fn params(width: u32, height: u32, device_window: *mut c_void) -> PresentParameters {
    PresentParameters {
        back_buffer_width: width,
        back_buffer_height: height,
        back_buffer_format: 0, // D3DFMT_UNKNOWN: the display's
        back_buffer_count: 1,
        multi_sample_type: 0,
        multi_sample_quality: 0,
        swap_effect: 1, // D3DSWAPEFFECT_DISCARD
        device_window,
        windowed: 1,
        enable_auto_depth_stencil: 0,
        auto_depth_stencil_format: 0,
        flags: 0,
        full_screen_refresh_rate_in_hz: 0,
        presentation_interval: 0x8000_0000, // D3DPRESENT_INTERVAL_IMMEDIATE
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

/// The `NINTH_NATIVE_WINDOW` of a winit X11 window of `width` x `height`.
fn describe(w: &TestWindow, width: u32, height: u32) -> Box<NativeWindow> {
    let RawWindowHandle::Xlib(window) = w.window.window_handle().unwrap().as_raw() else {
        panic!("not an Xlib window");
    };
    let RawDisplayHandle::Xlib(display) = w.window.display_handle().unwrap().as_raw() else {
        panic!("not an Xlib display");
    };
    Box::new(NativeWindow {
        kind: NINTH_WINDOW_XLIB,
        width,
        height,
        display: display.display.expect("an Xlib Display").as_ptr(),
        surface: null_mut(),
        window: window.window,
    })
}

fn register(w: &NativeWindow) -> *mut c_void {
    // SAFETY: `w` lives (boxed, not moved) until the test unregisters it after releasing
    // the device.
    let hwnd = unsafe { ninth_d3d9_register_window(w) };
    assert_eq!(hwnd, std::ptr::from_ref(w).cast_mut().cast());
    hwnd
}

fn rgb(color: u32) -> [u8; 3] {
    [(color >> 16) as u8, (color >> 8) as u8, color as u8]
}

/// Whether every pixel of `image` is `color`.
fn uniform(image: &XImage, color: u32) -> Result<(), String> {
    let want = rgb(color);
    match (0..image.height)
        .flat_map(|y| (0..image.width).map(move |x| (x, y)))
        .find(|&(x, y)| image.at(x, y) != want)
    {
        None => Ok(()),
        Some((x, y)) => Err(format!(
            "pixel ({x}, {y}) is {:?}, not {want:?}",
            image.at(x, y)
        )),
    }
}

fn clear_and_present(dev: *mut Device9, color: u32, window: *mut c_void) {
    // SAFETY: a live device; null rectangles and region.
    unsafe {
        assert_eq!(
            (vtbl(dev).clear)(dev, 0, null(), CLEAR_TARGET, color, 1.0, 0),
            S_OK
        );
        assert_eq!(
            (vtbl(dev).present)(dev, null(), null(), window, null()),
            S_OK
        );
    }
}

#[test]
fn present_shows_the_back_buffer_in_registered_windows() {
    window::renderer(); // winit's X connection before any other (XInitThreads)
    let first = TestWindow::open(0, 0, 96, 72);
    let second = TestWindow::open(200, 0, 40, 30);
    let mut first_desc = describe(&first, 96, 72);
    let second_desc = describe(&second, 40, 30);
    let hwnd = register(&first_desc);
    let hwnd2 = register(&second_desc);

    let d3d = d3d9::Direct3DCreate9(32).cast::<Direct3D9>();
    let mut p = params(0, 0, null_mut());
    let mut dev = null_mut();
    // SAFETY: valid arguments; the focus window is the registered one.
    let hr = unsafe { (d3d_vtbl(d3d).create_device)(d3d, 0, 1, hwnd, 0x20, &mut p, &mut dev) };
    assert_eq!(hr, S_OK);
    // A back buffer of 0 x 0 takes the window's client size.
    assert_eq!((p.back_buffer_width, p.back_buffer_height), (96, 72));
    assert_eq!(p.back_buffer_format, 22, "D3DFMT_X8R8G8B8");

    // The focus window shows the frame.
    clear_and_present(dev, 0xff20_4080, null_mut());
    first.wait_until("the first clear", |i| uniform(i, 0xff20_4080));
    // The override shows the next frame in the second window, and only there.
    clear_and_present(dev, 0xffe0_c020, hwnd2);
    second.wait_until("the override's frame", |i| uniform(i, 0xffe0_c020));
    uniform(&first.read().unwrap(), 0xff20_4080).expect("the first window unchanged");

    // The window grows: the program updates its NINTH_NATIVE_WINDOW and ninth reconfigures
    // the surface at the next Present, stretching the 96 x 72 back buffer over it.
    first.resize(128, 80);
    (first_desc.width, first_desc.height) = (128, 80);
    clear_and_present(dev, 0xff10_f010, null_mut());
    first.wait_until("the frame at the new size", |i| {
        if (i.width, i.height) != (128, 80) {
            return Err(format!("{}x{}", i.width, i.height));
        }
        uniform(i, 0xff10_f010)
    });

    // Present's rectangles: the right (blue) half of the back buffer onto the left half of
    // the 128 x 80 client area; the rest of it black. Away from the rectangles' edges (where
    // linear filtering reaches the red half) the pixels are exact.
    // SAFETY: a live device; the rectangles are readable.
    unsafe {
        let left = [0i32, 0, 48, 72];
        let right = [48i32, 0, 96, 72];
        let vt = vtbl(dev);
        assert_eq!(
            (vt.clear)(
                dev,
                1,
                left.as_ptr().cast(),
                CLEAR_TARGET,
                0xffff_0000,
                1.0,
                0
            ),
            S_OK
        );
        assert_eq!(
            (vt.clear)(
                dev,
                1,
                right.as_ptr().cast(),
                CLEAR_TARGET,
                0xff00_00ff,
                1.0,
                0
            ),
            S_OK
        );
        let dst = [0i32, 0, 64, 80];
        assert_eq!(
            (vt.present)(
                dev,
                right.as_ptr().cast(),
                dst.as_ptr().cast(),
                null_mut(),
                null()
            ),
            S_OK
        );
        // A source rectangle outside the back buffer.
        let outside = [90i32, 0, 100, 72];
        assert_eq!(
            (vt.present)(dev, outside.as_ptr().cast(), null(), null_mut(), null()),
            D3DERR_INVALIDCALL
        );
    }
    first.wait_until("the source rectangle on the destination rectangle", |i| {
        for y in 4..76 {
            for (x, want) in [
                (4, 0xff00_00ff),
                (60, 0xff00_00ff),
                (68, 0xff00_0000),
                (124, 0xff00_0000),
            ] {
                if i.at(x, y) != rgb(want) {
                    return Err(format!(
                        "pixel ({x}, {y}) is {:?}, not {:?}",
                        i.at(x, y),
                        rgb(want)
                    ));
                }
            }
        }
        Ok(())
    });

    // An HWND that was never registered names no window: Present submits headless.
    let stranger = 0x1234usize as *mut c_void;
    clear_and_present(dev, 0xff00_00ff, stranger);
    uniform(&second.read().unwrap(), 0xffe0_c020).expect("the second window unchanged");

    // An additional swap chain on the second window: its own 40 x 30 back buffer (the
    // window's size), drawn into and presented there.
    let mut p2 = params(0, 0, hwnd2);
    let mut chain: *mut SwapChain9 = null_mut();
    // SAFETY: a live device, valid parameters and out pointers.
    unsafe {
        let vt = vtbl(dev);
        let chain_out = (&mut chain as *mut *mut SwapChain9).cast();
        assert_eq!(
            (vt.create_additional_swap_chain)(
                dev,
                (&mut p2 as *mut PresentParameters).cast(),
                chain_out
            ),
            S_OK
        );
        assert_eq!((p2.back_buffer_width, p2.back_buffer_height), (40, 30));
        let svt = &**chain.cast::<*const IDirect3DSwapChain9Vtbl>();
        let (mut own, mut back): (*mut c_void, *mut c_void) = (null_mut(), null_mut());
        assert_eq!(
            (svt.get_back_buffer)(chain, 0, 0, (&mut own as *mut *mut c_void).cast()),
            S_OK
        );
        assert_eq!(
            (vt.get_back_buffer)(dev, 0, 0, 0, (&mut back as *mut *mut c_void).cast()),
            S_OK
        );
        assert_eq!((vt.set_render_target)(dev, 0, own), S_OK);
        assert_eq!(
            (vt.clear)(dev, 0, null(), CLEAR_TARGET, 0xff80_2060, 1.0, 0),
            S_OK
        );
        assert_eq!((vt.set_render_target)(dev, 0, back), S_OK);
        assert_eq!(
            (svt.present)(chain, null(), null(), null_mut(), null(), 0),
            S_OK
        );
        second.wait_until("the additional swap chain's frame", |i| {
            uniform(i, 0xff80_2060)
        });
        let unchanged = first.read().unwrap();
        assert_eq!(
            unchanged.at(30, 40),
            rgb(0xff00_00ff),
            "the first window unchanged"
        );
        assert_eq!(
            unchanged.at(100, 40),
            [0, 0, 0],
            "the first window unchanged"
        );
        for object in [own, back] {
            let unknown =
                &**object.cast::<*const [unsafe extern "system" fn(*mut c_void) -> u32; 3]>();
            unknown[2](object);
        }
        assert_eq!((svt.release)(chain), 0);
    }

    // SAFETY: the references created above; the windows are unregistered after the device.
    unsafe {
        assert_eq!((vtbl(dev).release)(dev), 0);
        assert_eq!((d3d_vtbl(d3d).release)(d3d), 0);
    }
    ninth_d3d9_unregister_window(hwnd);
    ninth_d3d9_unregister_window(hwnd2);
}

#[test]
fn register_window_refuses_what_names_no_window() {
    let mut w = NativeWindow {
        kind: 99,
        width: 0,
        height: 0,
        display: null_mut(),
        surface: null_mut(),
        window: 5,
    };
    // SAFETY: `w` and null are valid arguments.
    unsafe {
        assert!(ninth_d3d9_register_window(&w).is_null(), "an unknown kind");
        w.kind = NINTH_WINDOW_XLIB;
        assert!(
            ninth_d3d9_register_window(&w).is_null(),
            "Xlib without a Display"
        );
        assert!(ninth_d3d9_register_window(null()).is_null(), "null");
    }
    // Unregistering what was never registered is harmless.
    ninth_d3d9_unregister_window(std::ptr::from_mut(&mut w).cast());
}
