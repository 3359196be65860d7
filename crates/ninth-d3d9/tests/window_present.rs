//! `Present` to a real window (X11; Xvfb in CI, started by `scripts/with-vulkan.sh`): the
//! back buffer drawn by the Device shows in the window, read back from the X server, scaled
//! to the window's size with linear filtering (D3D9 stretches the back buffer over the
//! client area), after resizes, frame after frame, and surfaces that cannot be presented to
//! give errors. Expected pixels follow from the StretchRect mapping
//! `src = (dst + 0.5) * src_size / dst_size` and bilinear weights, computed here.
//! Linux only: the windows are X11 windows.
#![cfg(target_os = "linux")]

mod common;
mod window;

use common::*;
use ninth_d3d9::{Device, DeviceParams, ErrorKind};
use window::{TestWindow, XImage, renderer};

const BACK_W: u32 = 64;
const BACK_H: u32 = 48;
const CLEAR: u32 = 0xff20_4080;
const SHAPE: u32 = 0xffe0_c020;
/// The drawn rectangle: [16, 48) x [12, 36).
const SHAPE_AT: [u32; 4] = [16, 12, 48, 36];

/// A back buffer's texel: R, G, B.
type Texel = fn(u32, u32) -> [u8; 3];

fn rgb(color: u32) -> [u8; 3] {
    let [r, g, b, _] = rgba(color);
    [r, g, b]
}

/// The frame [`draw_frame`] draws with the shape.
fn shape_frame(x: u32, y: u32) -> [u8; 3] {
    let [l, t, r, b] = SHAPE_AT;
    if (l..r).contains(&x) && (t..b).contains(&y) {
        rgb(SHAPE)
    } else {
        rgb(CLEAR)
    }
}

fn device(renderer: &mut ninth_render::Renderer) -> Device<'_> {
    let mut d = Device::new(renderer, DeviceParams::new(BACK_W, BACK_H)).unwrap();
    d.set_render_state(137, 0).unwrap(); // D3DRS_LIGHTING off
    d.set_render_state(22, 1).unwrap(); // D3DRS_CULLMODE none
    d.set_render_state(7, 0).unwrap(); // D3DRS_ZENABLE off
    d.set_fvf(FVF_RHW_DIFFUSE).unwrap();
    d
}

/// Clears the back buffer to `clear` and, with `shape`, draws the rectangle SHAPE_AT.
fn draw_frame(d: &mut Device, clear: u32, shape: Option<u32>) {
    d.clear(&[], 1, clear, 1.0, 0).unwrap();
    if let Some(color) = shape {
        let [l, t, r, b] = SHAPE_AT;
        d.draw_primitive_up(TRIANGLELIST, 2, &rect_list(l, t, r, b, color), 20)
            .unwrap();
    }
}

/// Checks that the back buffer holds `texel` before it is presented.
fn assert_back_buffer(d: &mut Device, texel: impl Fn(u32, u32) -> [u8; 3]) {
    let image = backbuffer(d);
    for y in 0..BACK_H {
        for x in 0..BACK_W {
            let [r, g, b, _] = pixel(&image, x, y);
            assert_eq!([r, g, b], texel(x, y), "back buffer pixel ({x}, {y})");
        }
    }
}

/// Opens a `width` x `height` window at (x, y) and makes it the device's present surface,
/// configured for that size without vsync.
fn attach(d: &mut Device, x: i32, y: i32, width: u32, height: u32) -> TestWindow {
    let w = TestWindow::open(x, y, width, height);
    let surface = d.renderer().create_surface(w.window.clone()).unwrap();
    d.set_present_surface(Some(surface));
    d.configure_present_surface(width, height, false).unwrap();
    w
}

/// What window pixel (x, y) of a `width` x `height` window must be: the bilinear mix of the
/// back buffer's texels around `src`, and whether it is exact (every texel with a non-zero
/// weight has the same colour, so the filter cannot change it).
fn expected(texel: Texel, width: u32, height: u32, x: u32, y: u32) -> ([f64; 3], bool) {
    let axis = |d: u32, dst: u32, src: u32| {
        let s = (f64::from(d) + 0.5) * f64::from(src) / f64::from(dst) - 0.5;
        let i = s.floor();
        let f = s - i;
        let clamp = |v: f64| v.clamp(0.0, f64::from(src - 1)) as u32;
        [(clamp(i), 1.0 - f), (clamp(i + 1.0), f)]
    };
    let mut mix = [0.0; 3];
    let mut seen: Option<[u8; 3]> = None;
    let mut exact = true;
    for (tx, wx) in axis(x, width, BACK_W) {
        for (ty, wy) in axis(y, height, BACK_H) {
            if wx * wy == 0.0 {
                continue;
            }
            let c = texel(tx, ty);
            exact &= seen.is_none_or(|s| s == c);
            seen = Some(c);
            for (m, v) in mix.iter_mut().zip(c) {
                *m += wx * wy * f64::from(v);
            }
        }
    }
    (mix, exact)
}

/// Compares a window image with the back buffer `texel` scaled to the window: exact where
/// the filter mixes one colour, within 2 of the bilinear mix at the shape's edges.
fn check_scaled(image: &XImage, texel: Texel, width: u32, height: u32) -> Result<(), String> {
    if (image.width, image.height) != (width, height) {
        return Err(format!("window is {}x{}", image.width, image.height));
    }
    let mut wrong = Vec::new();
    for y in 0..height {
        for x in 0..width {
            let (mix, exact) = expected(texel, width, height, x, y);
            let got = image.at(x, y);
            let ok = got.iter().zip(mix).all(|(&g, m)| {
                if exact {
                    f64::from(g) == m.round()
                } else {
                    (f64::from(g) - m).abs() <= 2.0
                }
            });
            if !ok {
                wrong.push(format!("({x}, {y}) {got:?} not {mix:.1?}"));
            }
        }
    }
    match wrong.len() {
        0 => Ok(()),
        n => Err(format!(
            "{n} pixels differ, first: {:?}",
            &wrong[..n.min(4)]
        )),
    }
}

/// How many pixels of the window are a strict mix of the two colours (linear filtering).
fn mixed_pixels(texel: Texel, width: u32, height: u32) -> usize {
    (0..height)
        .flat_map(|y| (0..width).map(move |x| (x, y)))
        .filter(|&(x, y)| !expected(texel, width, height, x, y).1)
        .count()
}

#[test]
fn present_scales_the_back_buffer_to_the_window_and_follows_resizes() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    draw_frame(&mut d, CLEAR, Some(SHAPE));
    assert_back_buffer(&mut d, shape_frame);

    let w = attach(&mut d, 0, 0, 100, 70);
    // Not a whole multiple of the back buffer, 2.5x, smaller than the back buffer, then its
    // own size (every pixel exact, edges included).
    for (i, (width, height)) in [(100, 70), (160, 120), (40, 30), (BACK_W, BACK_H)]
        .into_iter()
        .enumerate()
    {
        if i > 0 {
            w.resize(width, height);
            d.configure_present_surface(width, height, false).unwrap();
        }
        d.present().unwrap();
        w.wait_until(&format!("the back buffer at {width}x{height}"), |image| {
            check_scaled(image, shape_frame, width, height)
        });
    }
    assert!(mixed_pixels(shape_frame, 100, 70) > 100);
    assert_eq!(mixed_pixels(shape_frame, BACK_W, BACK_H), 0);
}

#[test]
fn each_present_shows_the_latest_frame() {
    const SECOND: u32 = 0xff10_e070;
    fn second_frame(_: u32, _: u32) -> [u8; 3] {
        rgb(SECOND)
    }
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    let w = attach(&mut d, 200, 0, BACK_W, BACK_H);
    let frames: [(u32, Option<u32>, Texel); 3] = [
        (CLEAR, Some(SHAPE), shape_frame),
        (SECOND, None, second_frame),
        (CLEAR, Some(SHAPE), shape_frame),
    ];
    for (i, (clear, shape, texel)) in frames.into_iter().enumerate() {
        if i == 2 {
            // D3DPRESENT_INTERVAL_ONE: FIFO presentation.
            d.configure_present_surface(BACK_W, BACK_H, true).unwrap();
        }
        draw_frame(&mut d, clear, shape);
        d.present().unwrap();
        w.wait_until(&format!("frame {i}"), |image| {
            check_scaled(image, texel, BACK_W, BACK_H)
        });
    }
}

#[test]
fn surfaces_that_cannot_be_presented_to_give_errors_and_the_device_recovers() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    let invalid = ErrorKind::InvalidCall;
    let e = d.configure_present_surface(BACK_W, BACK_H, false);
    assert_eq!(e.unwrap_err().kind, invalid, "no surface set");

    let w = TestWindow::open(0, 200, BACK_W, BACK_H);
    let surface = d.renderer().create_surface(w.window.clone()).unwrap();
    d.set_present_surface(Some(surface));
    draw_frame(&mut d, CLEAR, Some(SHAPE));
    let e = d.present().unwrap_err();
    assert_eq!(
        e.kind,
        ErrorKind::Renderer(ninth_render::ErrorKind::State),
        "{e}"
    );
    assert!(e.message.contains("not configured"), "{e}");
    for (width, height) in [(0, BACK_H), (BACK_W, 0), (8193, 16)] {
        let e = d.configure_present_surface(width, height, false);
        assert_eq!(e.unwrap_err().kind, invalid, "{width}x{height}");
    }

    // The frame drawn before the failed Present is still there and now presents.
    d.configure_present_surface(BACK_W, BACK_H, false).unwrap();
    d.present().unwrap();
    w.wait_until("the frame after the errors", |image| {
        check_scaled(image, shape_frame, BACK_W, BACK_H)
    });

    // The window resized without configuring the surface again: drivers may go on
    // presenting at the configured size (lavapipe puts the image at the top-left, the rest
    // of the window black) or call the surface outdated, which Present answers by
    // configuring it again as it was and, when that fails too, with a Device error.
    w.resize(80, 60);
    match d.present() {
        Ok(()) => w.wait_until("the frame at its configured size", |image| {
            let unscaled = |x, y| image.at(x, y) == shape_frame(x, y);
            let all = (0..BACK_H).all(|y| (0..BACK_W).all(|x| unscaled(x, y)));
            all.then_some(())
                .ok_or(format!("({:?} at (20, 20))", image.at(20, 20)))
        }),
        Err(e) => assert_eq!(
            e.kind,
            ErrorKind::Renderer(ninth_render::ErrorKind::Device),
            "{e}"
        ),
    }

    // A window destroyed under its surface (its owner closed it; a window never resized, as
    // winit panics on a resize it reads after the window is gone): configuring and
    // presenting are errors, the frame's work stays recorded, and the device presents to a
    // new window.
    let gone = attach(&mut d, 100, 200, BACK_W, BACK_H);
    d.present().unwrap();
    gone.wait_until("the frame before its window goes", |image| {
        check_scaled(image, shape_frame, BACK_W, BACK_H)
    });
    gone.destroy();
    let e = d
        .configure_present_surface(BACK_W, BACK_H, false)
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::Unsupported, "{e}");
    for _ in 0..2 {
        let e = d.present().unwrap_err();
        assert_eq!(
            e.kind,
            ErrorKind::Renderer(ninth_render::ErrorKind::Device),
            "{e}"
        );
        assert!(e.message.contains("Lost"), "{e}");
    }
    let w = attach(&mut d, 200, 200, 80, 60);
    d.present().unwrap();
    w.wait_until("the frame in a new window", |image| {
        check_scaled(image, shape_frame, 80, 60)
    });

    // Without a surface Present is headless again: it submits and shows nothing.
    d.set_present_surface(None);
    draw_frame(&mut d, SHAPE, None);
    d.present().unwrap();
    assert_back_buffer(&mut d, |_, _| rgb(SHAPE));
    w.wait_until("the last frame presented to it", |image| {
        check_scaled(image, shape_frame, 80, 60)
    });
}
