//! Render targets 1-3, depth-stencil surfaces shared between render targets, and
//! multisampled surfaces through the D3D9 front-end, with what each bad binding gets.

mod common;

use common::*;
use ninth_d3d9::{Device, DeviceParams, ErrorKind, SurfaceRef};

const BLACK: u32 = 0xff00_0000;
const A8R8G8B8: u32 = 21;
const X8R8G8B8: u32 = 22;
const D24S8: u32 = 75;
const CLEAR_TARGET: u32 = 1;
const CLEAR_ZBUFFER: u32 = 2;
const ZENABLE: u32 = 7;
const ZWRITEENABLE: u32 = 14;
const ZFUNC: u32 = 23;
const MULTISAMPLEANTIALIAS: u32 = 161;
const MULTISAMPLEMASK: u32 = 162;
const D3DCMP_LESS: u32 = 2;

fn device(renderer: &mut ninth_render::Renderer, multisample: u32) -> Device<'_> {
    let mut p = DeviceParams::new(8, 8);
    p.multisample = multisample;
    let mut d = Device::new(renderer, p).unwrap();
    d.set_render_state(137, 0).unwrap(); // D3DRS_LIGHTING off
    d.set_render_state(22, 1).unwrap(); // D3DRS_CULLMODE none
    d.set_render_state(ZENABLE, 0).unwrap();
    d.set_fvf(FVF_RHW_DIFFUSE).unwrap();
    d
}

/// `rect_list` with every vertex at depth `z`.
fn at_depth(mut vertices: Vec<u8>, z: f32) -> Vec<u8> {
    for vertex in vertices.chunks_exact_mut(20) {
        vertex[8..12].copy_from_slice(&z.to_le_bytes());
    }
    vertices
}

fn surface(h: ninth_d3d9::SurfaceHandle) -> Option<SurfaceRef> {
    Some(SurfaceRef::Surface(h))
}

#[test]
fn one_depth_surface_serves_two_render_targets() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer, 0);
    let a = d.create_render_target(8, 8, A8R8G8B8, 0).unwrap();
    let b = d.create_render_target(8, 8, A8R8G8B8, 0).unwrap();
    let ds = d.create_depth_stencil_surface(8, 8, D24S8, 0).unwrap();
    d.set_depth_stencil_surface(Some(ds)).unwrap();
    d.set_render_state(ZENABLE, 1).unwrap();
    d.set_render_state(ZWRITEENABLE, 1).unwrap();
    d.set_render_state(ZFUNC, D3DCMP_LESS).unwrap();
    // Into a: clear depth to 1.0 and write 0.25 over the left half.
    d.set_render_target(0, surface(a)).unwrap();
    d.clear(&[], CLEAR_TARGET | CLEAR_ZBUFFER, BLACK, 1.0, 0)
        .unwrap();
    let left = at_depth(rect_list(0, 0, 4, 8, 0xffff_0000), 0.25);
    d.draw_primitive_up(TRIANGLELIST, 2, &left, 20).unwrap();
    // Into b with the same surface, never cleared through b: 0.5 loses on the left only.
    d.set_render_target(0, surface(b)).unwrap();
    d.clear(&[], CLEAR_TARGET, BLACK, 1.0, 0).unwrap();
    let all = at_depth(rect_list(0, 0, 8, 8, 0xff00_ff00), 0.5);
    d.draw_primitive_up(TRIANGLELIST, 2, &all, 20).unwrap();
    let image = d.read_render_target(SurfaceRef::Surface(b)).unwrap();
    assert_eq!(pixel(&image, 1, 4), rgba(BLACK), "behind a's 0.25");
    assert_eq!(pixel(&image, 6, 4), rgba(0xff00_ff00), "in front of 1.0");
    // Back to a: b's draw wrote 0.5 on the right, so 0.75 there loses, 0.1 wins.
    d.set_render_target(0, surface(a)).unwrap();
    let far = at_depth(rect_list(4, 0, 8, 4, 0xff00_00ff), 0.75);
    d.draw_primitive_up(TRIANGLELIST, 2, &far, 20).unwrap();
    let near = at_depth(rect_list(4, 4, 8, 8, 0xffff_ffff), 0.1);
    d.draw_primitive_up(TRIANGLELIST, 2, &near, 20).unwrap();
    let image = d.read_render_target(SurfaceRef::Surface(a)).unwrap();
    assert_eq!(pixel(&image, 6, 1), rgba(BLACK), "behind b's 0.5");
    assert_eq!(
        pixel(&image, 6, 6),
        rgba(0xffff_ffff),
        "in front of b's 0.5"
    );
    assert_eq!(pixel(&image, 1, 1), rgba(0xffff_0000));
}

#[test]
fn render_targets_one_to_three_clear_together_and_keep_what_ocn_does_not_write() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer, 0);
    let t1 = d.create_render_target(8, 8, A8R8G8B8, 0).unwrap();
    let t3 = d.create_render_target(8, 8, X8R8G8B8, 0).unwrap();
    d.set_render_target(1, surface(t1)).unwrap();
    d.set_render_target(3, surface(t3)).unwrap();
    // D3DCLEAR_TARGET clears every bound render target (X8 keeps alpha 255).
    d.clear(&[], CLEAR_TARGET, 0x4010_2030, 1.0, 0).unwrap();
    // The fixed-function pixel stage writes target 0 only.
    d.draw_primitive_up(TRIANGLELIST, 2, &rect_list(0, 0, 8, 8, 0xff00_ff00), 20)
        .unwrap();
    let back = d.read_render_target(SurfaceRef::Backbuffer).unwrap();
    assert_eq!(pixel(&back, 3, 3), rgba(0xff00_ff00));
    let one = d.read_render_target(SurfaceRef::Surface(t1)).unwrap();
    assert_eq!(pixel(&one, 3, 3), rgba(0x4010_2030));
    let three = d.read_render_target(SurfaceRef::Surface(t3)).unwrap();
    assert_eq!(pixel(&three, 3, 3), rgba(0xff10_2030));
}

#[test]
fn bad_target_and_depth_bindings_get_their_errors() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer, 0);
    let quad = rect_list(0, 0, 8, 8, 0xffff_ffff);
    // A render target 1 of another size than render target 0: InvalidCall at the draw.
    let small = d.create_render_target(4, 4, A8R8G8B8, 0).unwrap();
    d.set_render_target(1, surface(small)).unwrap();
    let e = d.draw_primitive_up(TRIANGLELIST, 2, &quad, 20).unwrap_err();
    assert_eq!(e.kind, ErrorKind::InvalidCall, "{e}");
    let e = d.clear(&[], CLEAR_TARGET, BLACK, 1.0, 0).unwrap_err();
    assert_eq!(e.kind, ErrorKind::InvalidCall, "{e}");
    d.set_render_target(1, None).unwrap();
    // A depth surface smaller than the render target: InvalidCall when it is used.
    let small_ds = d.create_depth_stencil_surface(4, 4, D24S8, 0).unwrap();
    d.set_depth_stencil_surface(Some(small_ds)).unwrap();
    d.set_render_state(ZENABLE, 1).unwrap();
    let e = d.draw_primitive_up(TRIANGLELIST, 2, &quad, 20).unwrap_err();
    assert_eq!(e.kind, ErrorKind::InvalidCall, "{e}");
    // Multisample types: 2 samples Unsupported (named), 17 not a type.
    let e = d.create_render_target(8, 8, A8R8G8B8, 2).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Unsupported, "{e}");
    assert!(e.message.contains("2 samples"), "{e}");
    let e = d.create_depth_stencil_surface(8, 8, D24S8, 17).unwrap_err();
    assert_eq!(e.kind, ErrorKind::InvalidCall, "{e}");
    // A 4x depth surface with a single-sample target.
    let msaa_ds = d.create_depth_stencil_surface(8, 8, D24S8, 4).unwrap();
    d.set_depth_stencil_surface(Some(msaa_ds)).unwrap();
    d.set_render_state(ZENABLE, 1).unwrap();
    let e = d.draw_primitive_up(TRIANGLELIST, 2, &quad, 20).unwrap_err();
    assert_eq!(e.kind, ErrorKind::InvalidCall, "{e}");
}

/// Red over x < 4.0: pixel 4 (3.5..4.5) is half covered, two of the four standard sample
/// positions (x offsets 0.125 and 0.375) inside.
fn half_pixel_edge() -> Vec<u8> {
    let red = 0xffff_0000;
    [
        v(-4.0, -4.0, red),
        v(4.0, -4.0, red),
        v(-4.0, 12.0, red),
        v(4.0, -4.0, red),
        v(4.0, 12.0, red),
        v(-4.0, 12.0, red),
    ]
    .concat()
}

#[test]
fn multisampled_surfaces_resolve_through_stretch_rect_and_the_back_buffer() {
    let mut renderer = renderer();
    // A 4x back buffer: captures see the resolved pixels.
    let mut d = device(&mut renderer, 4);
    d.clear(&[], CLEAR_TARGET, BLACK, 1.0, 0).unwrap();
    d.draw_primitive_up(TRIANGLELIST, 2, &half_pixel_edge(), 20)
        .unwrap();
    let image = d.read_render_target(SurfaceRef::Backbuffer).unwrap();
    let edge = pixel(&image, 4, 4);
    assert!((127..=128).contains(&edge[0]), "edge {edge:?}");
    assert_eq!((edge[1], edge[2], edge[3]), (0, 0, 255));
    assert_eq!(pixel(&image, 3, 4), rgba(0xffff_0000));
    assert_eq!(pixel(&image, 5, 4), rgba(BLACK));
    // D3DRS_MULTISAMPLEANTIALIAS FALSE on a multisampled target: not emulated.
    d.set_render_state(MULTISAMPLEANTIALIAS, 0).unwrap();
    let e = d
        .draw_primitive_up(TRIANGLELIST, 2, &half_pixel_edge(), 20)
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::Unsupported, "{e}");
    // D3DRS_MULTISAMPLEMASK: samples 2 and 3 only, over a white quad on black: half white.
    d.set_render_state(MULTISAMPLEANTIALIAS, 1).unwrap();
    d.set_render_state(MULTISAMPLEMASK, 0b1100).unwrap();
    d.clear(&[], CLEAR_TARGET, BLACK, 1.0, 0).unwrap();
    d.draw_primitive_up(TRIANGLELIST, 2, &rect_list(0, 0, 8, 8, 0xffff_ffff), 20)
        .unwrap();
    let image = d.read_render_target(SurfaceRef::Backbuffer).unwrap();
    let half = pixel(&image, 2, 2);
    assert!(
        half[..3].iter().all(|c| (127..=128).contains(c)),
        "{half:?}"
    );
    d.set_render_state(MULTISAMPLEMASK, u32::MAX).unwrap();
    // GetRenderTargetData of a multisampled surface is InvalidCall in D3D9.
    let e = d
        .get_render_target_data(SurfaceRef::Backbuffer)
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::InvalidCall, "{e}");
    drop(d);

    // A 4x render target resolved into a single-sample one; no stretching from it.
    let mut d = device(&mut renderer, 0);
    let ms = d.create_render_target(8, 8, A8R8G8B8, 4).unwrap();
    let plain = d.create_render_target(8, 8, A8R8G8B8, 0).unwrap();
    d.set_render_target(0, surface(ms)).unwrap();
    d.clear(&[], CLEAR_TARGET, BLACK, 1.0, 0).unwrap();
    d.draw_primitive_up(TRIANGLELIST, 2, &half_pixel_edge(), 20)
        .unwrap();
    d.set_render_target(0, Some(SurfaceRef::Backbuffer))
        .unwrap();
    d.stretch_rect(
        SurfaceRef::Surface(ms),
        None,
        SurfaceRef::Surface(plain),
        None,
        0,
    )
    .unwrap();
    let image = d
        .get_render_target_data(SurfaceRef::Surface(plain))
        .unwrap();
    assert_eq!(pixel(&image, 4, 4), edge);
    let half = ninth_d3d9::Rect {
        left: 0,
        top: 0,
        right: 4,
        bottom: 4,
    };
    let e = d
        .stretch_rect(
            SurfaceRef::Surface(ms),
            None,
            SurfaceRef::Surface(plain),
            Some(half),
            0,
        )
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::InvalidCall, "{e}");
    // Into a multisampled surface: not yet.
    let e = d
        .stretch_rect(
            SurfaceRef::Surface(plain),
            None,
            SurfaceRef::Surface(ms),
            None,
            0,
        )
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::Unsupported, "{e}");
}

#[test]
fn a_larger_depth_surface_is_cleared_and_tested_within_the_render_target() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer, 0);
    let large = d.create_render_target(16, 16, A8R8G8B8, 0).unwrap();
    let ds = d.create_depth_stencil_surface(16, 16, D24S8, 0).unwrap();
    d.set_depth_stencil_surface(Some(ds)).unwrap();
    d.set_render_state(ZENABLE, 1).unwrap();
    d.set_render_state(ZWRITEENABLE, 1).unwrap();
    d.set_render_state(ZFUNC, D3DCMP_LESS).unwrap();
    // Depth 0.2 everywhere through the 16x16 target.
    d.set_render_target(0, surface(large)).unwrap();
    d.clear(&[], CLEAR_ZBUFFER, BLACK, 0.2, 0).unwrap();
    // Through the 8x8 back buffer: the clear reaches the top-left 8x8 only, where a quad
    // at 0.5 then passes (0.5 < 1.0) and writes 0.5.
    d.set_render_target(0, Some(SurfaceRef::Backbuffer))
        .unwrap();
    d.clear(&[], CLEAR_TARGET | CLEAR_ZBUFFER, BLACK, 1.0, 0)
        .unwrap();
    let half = at_depth(rect_list(0, 0, 8, 8, 0xff00_ff00), 0.5);
    d.draw_primitive_up(TRIANGLELIST, 2, &half, 20).unwrap();
    let image = d.read_render_target(SurfaceRef::Backbuffer).unwrap();
    assert_eq!(pixel(&image, 3, 3), rgba(0xff00_ff00));
    // Back in the 16x16 target at 0.3: in front of 0.5 in the top-left 8x8, behind the
    // untouched 0.2 elsewhere.
    d.set_render_target(0, surface(large)).unwrap();
    d.clear(&[], CLEAR_TARGET, BLACK, 1.0, 0).unwrap();
    let all = at_depth(rect_list(0, 0, 16, 16, 0xffff_ffff), 0.3);
    d.draw_primitive_up(TRIANGLELIST, 2, &all, 20).unwrap();
    let image = d.read_render_target(SurfaceRef::Surface(large)).unwrap();
    assert_eq!(pixel(&image, 3, 3), rgba(0xffff_ffff), "0.3 < 0.5");
    assert_eq!(pixel(&image, 12, 3), rgba(BLACK), "0.3 behind 0.2");
    assert_eq!(pixel(&image, 3, 12), rgba(BLACK), "0.3 behind 0.2");
}
