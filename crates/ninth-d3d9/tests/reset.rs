//! `Device::reset`: a new back buffer of the new size, every state a new device's, bad
//! parameters refused with the device unchanged, and the caller's resources surviving.

mod common;

use common::*;
use ninth_d3d9::{Device, DeviceParams, ErrorKind, StreamSource, SurfaceRef, Viewport};

const RED: u32 = 0xffff_0000;
const GREEN: u32 = 0xff00_ff00;
const BLUE: u32 = 0xff00_00ff;
const CLEAR_TARGET: u32 = 1;
const CLEAR_ZBUFFER: u32 = 2;
const ZENABLE: u32 = 7;
const CULLMODE: u32 = 22;
const LIGHTING: u32 = 137;
const COLOROP: u32 = 1;

/// Lighting off, no culling, RHW | DIFFUSE vertices: what the draws here need.
fn draw_states(d: &mut Device) {
    d.set_render_state(LIGHTING, 0).unwrap();
    d.set_render_state(CULLMODE, 1).unwrap();
    d.set_fvf(FVF_RHW_DIFFUSE).unwrap();
}

#[test]
fn reset_makes_a_back_buffer_of_the_new_size_and_new_device_states() {
    let mut renderer = renderer();
    let mut d = Device::new(&mut renderer, DeviceParams::new(8, 8)).unwrap();
    draw_states(&mut d);
    d.set_render_state(ZENABLE, 0).unwrap();
    d.set_texture_stage_state(0, COLOROP, 2).unwrap();
    d.set_viewport(Viewport {
        x: 1,
        y: 1,
        width: 4,
        height: 4,
        min_z: 0.0,
        max_z: 1.0,
    })
    .unwrap();
    d.set_transform(2, [2.0; 16]).unwrap();
    let rt = d.create_render_target(8, 8, 21, 0).unwrap();
    d.set_render_target(1, Some(SurfaceRef::Surface(rt)))
        .unwrap();
    let old_depth = d.auto_depth_stencil().unwrap();

    d.reset(DeviceParams::new(16, 12)).unwrap();

    assert_eq!(d.params(), DeviceParams::new(16, 12));
    assert_eq!(d.viewport(), Viewport::full(16, 12));
    assert_eq!(d.render_state(ZENABLE).unwrap(), 1, "with a depth buffer");
    assert_eq!(d.render_state(CULLMODE).unwrap(), 3, "D3DCULL_CCW");
    assert_eq!(d.render_state(LIGHTING).unwrap(), 1);
    assert_eq!(d.fvf(), 0);
    assert_eq!(d.transform(2).unwrap(), identity());
    let depth = d
        .auto_depth_stencil()
        .expect("a new automatic depth surface");
    assert_ne!(depth, old_depth, "the old one is gone");
    // Render target 1 is unbound: the surface can be released.
    d.release_surface(rt).unwrap();

    // Clear blue, a red rectangle over (2,3)-(10,9) through the depth test (ZENABLE is on
    // again, so the new depth buffer is cleared too).
    draw_states(&mut d);
    d.clear(&[], CLEAR_TARGET | CLEAR_ZBUFFER, BLUE, 1.0, 0)
        .unwrap();
    d.draw_primitive_up(TRIANGLELIST, 2, &rect_list(2, 3, 10, 9, RED), 20)
        .unwrap();
    let image = backbuffer(&mut d);
    assert_eq!((image.width, image.height), (16, 12));
    assert_eq!(pixel(&image, 2, 3), rgba(RED));
    assert_eq!(pixel(&image, 9, 8), rgba(RED));
    assert_eq!(pixel(&image, 10, 8), rgba(BLUE));
    assert_eq!(pixel(&image, 15, 11), rgba(BLUE));
    assert_eq!(pixel(&image, 1, 3), rgba(BLUE));
}

fn identity() -> [f32; 16] {
    std::array::from_fn(|n| if n % 5 == 0 { 1.0 } else { 0.0 })
}

#[test]
fn bad_parameters_leave_the_device_as_it_was() {
    let mut renderer = renderer();
    let mut d = Device::new(&mut renderer, DeviceParams::new(8, 8)).unwrap();
    draw_states(&mut d);
    let mut bad_format = DeviceParams::new(16, 16);
    bad_format.backbuffer_format = 12345;
    assert_eq!(
        d.reset(bad_format).unwrap_err().kind,
        ErrorKind::Unsupported
    );
    let mut bad_depth = DeviceParams::new(16, 16);
    bad_depth.depth_format = Some(22);
    assert_eq!(d.reset(bad_depth).unwrap_err().kind, ErrorKind::InvalidCall);
    let mut bad_samples = DeviceParams::new(16, 16);
    bad_samples.multisample = 17;
    assert!(d.reset(bad_samples).is_err());
    assert!(d.reset(DeviceParams::new(100_000, 16)).is_err());
    assert!(d.reset(DeviceParams::new(0, 16)).is_err());
    // Still 8x8 with the states set before.
    assert_eq!(d.params(), DeviceParams::new(8, 8));
    assert_eq!(d.render_state(LIGHTING).unwrap(), 0);
    d.clear(&[], CLEAR_TARGET, BLUE, 1.0, 0).unwrap();
    d.draw_primitive_up(TRIANGLELIST, 2, &rect_list(0, 0, 4, 8, GREEN), 20)
        .unwrap();
    let image = backbuffer(&mut d);
    assert_eq!((image.width, image.height), (8, 8));
    assert_eq!(pixel(&image, 3, 7), rgba(GREEN));
    assert_eq!(pixel(&image, 4, 0), rgba(BLUE));
}

#[test]
fn resources_survive_reset_and_draw_again() {
    let mut renderer = renderer();
    let mut d = Device::new(&mut renderer, DeviceParams::new(8, 8)).unwrap();
    let vertices = rect_list(0, 0, 2, 2, GREEN);
    let vb = d.create_vertex_buffer(vertices.len() as u32, 0).unwrap();
    d.lock_vertex_buffer(vb, 0, 0, 0)
        .unwrap()
        .copy_from_slice(&vertices);
    d.unlock_vertex_buffer(vb).unwrap();
    let source = Some(StreamSource {
        buffer: vb,
        offset: 0,
        stride: 20,
    });
    d.set_stream_source(0, source).unwrap();

    let mut params = DeviceParams::new(4, 2);
    params.depth_format = None;
    d.reset(params).unwrap();
    assert_eq!(d.auto_depth_stencil(), None);
    assert_eq!(d.render_state(ZENABLE).unwrap(), 0, "no depth buffer");
    // The stream was unbound (the buffer can go) and binds again.
    draw_states(&mut d);
    d.set_stream_source(0, source).unwrap();
    d.clear(&[], CLEAR_TARGET, RED, 1.0, 0).unwrap();
    d.draw_primitive(TRIANGLELIST, 0, 2).unwrap();
    let image = backbuffer(&mut d);
    assert_eq!((image.width, image.height), (4, 2));
    assert_eq!(pixel(&image, 1, 1), rgba(GREEN));
    assert_eq!(pixel(&image, 2, 0), rgba(RED));
    assert!(
        d.clear(&[], CLEAR_ZBUFFER, 0, 1.0, 0).is_err(),
        "no depth buffer"
    );
    d.set_stream_source(0, None).unwrap();
    d.release_vertex_buffer(vb).unwrap();
}

#[test]
fn reset_changes_the_multisample_type() {
    let mut renderer = renderer();
    let mut d = Device::new(&mut renderer, DeviceParams::new(8, 8)).unwrap();
    let mut params = DeviceParams::new(8, 4);
    params.multisample = 1; // D3DMULTISAMPLE_NONMASKABLE: 4 samples
    d.reset(params).unwrap();
    assert_eq!(d.params().multisample, 1);
    let depth = d.auto_depth_stencil().unwrap();
    // An application's 4-sample depth surface binds and goes; the automatic one draws.
    let own = d.create_depth_stencil_surface(8, 4, 75, 1).unwrap();
    d.set_depth_stencil_surface(Some(own)).unwrap();
    d.set_depth_stencil_surface(Some(depth)).unwrap();
    d.release_surface(own).unwrap();
    draw_states(&mut d);
    d.clear(&[], CLEAR_TARGET | CLEAR_ZBUFFER, BLUE, 1.0, 0)
        .unwrap();
    d.draw_primitive_up(TRIANGLELIST, 2, &rect_list(0, 0, 4, 4, RED), 20)
        .unwrap();
    let image = backbuffer(&mut d);
    assert_eq!((image.width, image.height), (8, 4));
    assert_eq!(pixel(&image, 1, 1), rgba(RED));
    assert_eq!(pixel(&image, 6, 2), rgba(BLUE));
}
