mod common;
use common::*;
use ninth_render::{Primitive, RhwDrawState};

#[test]
fn gouraud_triangle_corners_and_clear_colour() {
    let mut r = renderer();
    let ctx = r.create_context(64, 64).unwrap();
    r.clear_color(ctx, 0xff000080).unwrap();
    let tri = pack(&[
        v(0.0, 0.0, 0xffff0000),
        v(63.0, 0.0, 0xff00ff00),
        v(0.0, 63.0, 0xff0000ff),
    ]);
    r.draw_rhw(
        ctx,
        &RhwDrawState::default(),
        Primitive::TriangleList,
        &tri,
        28,
        None,
    )
    .unwrap();
    let data = r.read_framebuffer(ctx).unwrap();
    assert_eq!(pixel(&data, 64, 0, 0), 0xffff0000);
    assert_eq!(pixel(&data, 64, 63, 63), 0xff000080);
    println!(
        "{:#x} {:#x}",
        pixel(&data, 64, 62, 0),
        pixel(&data, 64, 0, 62)
    );
}
