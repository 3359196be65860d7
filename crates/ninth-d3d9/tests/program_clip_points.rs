//! User clip planes and point states through the device, for draws with a vertex shader:
//! `SetClipPlane` (clip space) with D3DRS_CLIPPLANEENABLE and D3DRS_CLIPPING, and
//! D3DRS_POINTSIZE / POINTSPRITEENABLE on a point list. Pixel centres are at integers on
//! the 16 x 16 back buffer.

mod common;

use common::*;
use ninth_d3d9::{Device, DeviceParams};
use ninth_scene::VertexElement;

const BLACK: u32 = 0xff00_0000;
const POINTLIST: u32 = 1;
const D3DRS_CLIPPING: u32 = 136;
const D3DRS_CLIPPLANEENABLE: u32 = 152;
const D3DRS_POINTSIZE: u32 = 154;
const D3DRS_POINTSPRITEENABLE: u32 = 156;

/// Clip-space x, y of window position (x, y).
fn clip(x: f32, y: f32) -> [f32; 2] {
    [x / 8.0 - 1.0, 1.0 - y / 8.0]
}

/// FLOAT2 positions as bytes.
fn positions(points: &[[f32; 2]]) -> Vec<u8> {
    points
        .iter()
        .flatten()
        .flat_map(|f| f.to_le_bytes())
        .collect()
}

/// A device drawing FLOAT2 positions through `vs` and `ps` (no lighting, culling or depth).
fn device<'r>(renderer: &'r mut ninth_render::Renderer, vs: &str, ps: &str) -> Device<'r> {
    let mut d = Device::new(renderer, DeviceParams::new(16, 16)).unwrap();
    d.set_render_state(137, 0).unwrap(); // D3DRS_LIGHTING off
    d.set_render_state(22, 1).unwrap(); // D3DRS_CULLMODE none
    d.set_render_state(7, 0).unwrap(); // D3DRS_ZENABLE off
    let vs = d
        .create_vertex_shader(&ninth_shader::asm::assemble(vs).unwrap())
        .unwrap();
    let ps = d
        .create_pixel_shader(&ninth_shader::asm::assemble(ps).unwrap())
        .unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    let decl = d
        .create_vertex_declaration(&[VertexElement {
            stream: 0,
            offset: 0,
            ty: 1, // FLOAT2
            method: 0,
            usage: 0, // POSITION
            usage_index: 0,
        }])
        .unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    d
}

const VS: &str = "vs_2_0\ndcl_position v0\nmov oPos, v0\n";
const WHITE_PS: &str = "ps_2_0\ndef c0, 1, 1, 1, 1\nmov oC0, c0\n";

/// Clears and draws the whole back buffer (a triangle list), returning which pixels of row
/// 0 are white.
fn draw_full(d: &mut Device) -> Vec<bool> {
    d.clear(&[], 1, BLACK, 1.0, 0).unwrap();
    let [a, b, c, e] = [
        clip(-0.5, -0.5),
        clip(15.5, -0.5),
        clip(15.5, 15.5),
        clip(-0.5, 15.5),
    ];
    d.draw_primitive_up(TRIANGLELIST, 2, &positions(&[a, b, c, a, c, e]), 8)
        .unwrap();
    let image = backbuffer(d);
    (0..16)
        .map(|x| pixel(&image, x, 0) == rgba(0xffff_ffff))
        .collect()
}

#[test]
fn clip_planes_set_with_a_vertex_shader_are_in_clip_space() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer, VS, WHITE_PS);
    // Keeps window x >= 5.25 (clip x >= 5.25 / 8 - 1).
    d.set_clip_plane(2, [1.0, 0.0, 0.0, 1.0 - 5.25 / 8.0])
        .unwrap();
    assert!(
        draw_full(&mut d).iter().all(|&w| w),
        "plane 2 not enabled yet"
    );
    d.set_render_state(D3DRS_CLIPPLANEENABLE, 1 << 2).unwrap();
    let row = draw_full(&mut d);
    assert_eq!(row, (0..16).map(|x| x >= 6).collect::<Vec<_>>());
    // A new plane with no render state changed: the next draw uses it.
    d.set_clip_plane(2, [-1.0, 0.0, 0.0, 9.75 / 8.0 - 1.0])
        .unwrap();
    let row = draw_full(&mut d);
    assert_eq!(row, (0..16).map(|x| x <= 9).collect::<Vec<_>>());
    // D3DRS_CLIPPING FALSE turns user planes off too.
    d.set_render_state(D3DRS_CLIPPING, 0).unwrap();
    assert!(
        draw_full(&mut d).iter().all(|&w| w),
        "CLIPPING off still clips"
    );
}

#[test]
fn point_size_and_sprites_apply_to_vertex_shader_draws() {
    let mut renderer = renderer();
    // The pixel is the sprite coordinate: (u, v) in red and green.
    let mut d = device(&mut renderer, VS, "ps_2_0\ndcl t0\nmov oC0, t0\n");
    d.set_render_state(D3DRS_POINTSIZE, 4.0f32.to_bits())
        .unwrap();
    d.set_render_state(D3DRS_POINTSPRITEENABLE, 1).unwrap();
    d.clear(&[], 1, BLACK, 1.0, 0).unwrap();
    // Size 4 around (8.5, 8.5): pixels 7-10, u = (x - 6.5) / 4 at their centres.
    d.draw_primitive_up(POINTLIST, 1, &positions(&[clip(8.5, 8.5)]), 8)
        .unwrap();
    let image = backbuffer(&mut d);
    let channel = |p: u32| ((p as f32 - 6.5) / 4.0 * 255.0).round() as u8;
    for y in 5..13 {
        for x in 5..13 {
            let inside = (7..=10).contains(&x) && (7..=10).contains(&y);
            let want = if inside {
                [channel(x), channel(y), 0, 255]
            } else {
                rgba(BLACK)
            };
            let got = pixel(&image, x, y);
            for i in 0..4 {
                assert!(
                    got[i].abs_diff(want[i]) <= 1,
                    "({x}, {y}): got {got:?}, want {want:?}"
                );
            }
        }
    }
}
