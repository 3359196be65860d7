//! Pretransformed draws on the one draw path: the generated RHW vertex stage with the
//! fixed-function pixel stage, interleaved with draws through the fixed-function vertex
//! pipeline (each keeps its own texture coordinate mapping), point sizes from D3DFVF_PSIZE
//! and D3DRS_POINTSIZE drawn as squares, and the fill modes as polygon modes.

mod common;

use common::*;
use ninth_d3d9::{Device, DeviceParams, TextureDesc, TextureShape};

const BLACK: u32 = 0xff00_0000;
const RED: u32 = 0xffff_0000;
const BLUE: u32 = 0xff00_00ff;
const TRIANGLESTRIP: u32 = 5;
const POINTLIST: u32 = 1;

fn device(renderer: &mut ninth_render::Renderer) -> Device<'_> {
    let mut d = Device::new(renderer, DeviceParams::new(32, 32)).unwrap();
    d.set_render_state(22, 1).unwrap(); // D3DRS_CULLMODE none
    d.set_render_state(7, 0).unwrap(); // D3DRS_ZENABLE off
    d.set_render_state(137, 0).unwrap(); // D3DRS_LIGHTING off
    d.clear(&[], 1, BLACK, 1.0, 0).unwrap();
    d
}

fn f32s(values: &[f32]) -> Vec<u8> {
    values.iter().flat_map(|f| f.to_le_bytes()).collect()
}

/// A 2 x 1 A8R8G8B8 texture: red left of u = 0.5, blue right of it (point sampled).
fn red_blue(d: &mut Device) -> ninth_d3d9::TextureHandle {
    let t = d
        .create_texture(TextureDesc {
            shape: TextureShape::TwoD(2, 1),
            format: 21,
            levels: 1,
            usage: 0,
            pool: 1,
        })
        .unwrap();
    let locked = d.lock_texture(t, 0, 0, None, 0).unwrap();
    locked.data[..4].copy_from_slice(&RED.to_le_bytes());
    locked.data[4..8].copy_from_slice(&BLUE.to_le_bytes());
    d.unlock_texture(t, 0, 0).unwrap();
    t
}

#[test]
fn interleaved_pretransformed_and_vertex_pipeline_draws_keep_their_coordinate_mapping() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    let t = red_blue(&mut d);
    d.set_texture(0, Some(t)).unwrap();
    d.set_texture_stage_state(0, 1, 2).unwrap(); // COLOROP SELECTARG1
    d.set_texture_stage_state(0, 2, 2).unwrap(); // COLORARG1 TEXTURE
    d.set_texture_stage_state(0, 11, 1).unwrap(); // TEXCOORDINDEX 1
    // Set 0 reads red, set 1 blue: both paths sample set 1.
    let (u0, u1) = (0.25f32, 0.75f32);
    // Pretransformed: XYZRHW | TEX2, the left half.
    let rhw = |x: f32, y: f32| f32s(&[x, y, 0.5, 1.0, u0, 0.5, u1, 0.5]);
    let left: Vec<u8> = [
        rhw(-0.5, -0.5),
        rhw(15.5, -0.5),
        rhw(-0.5, 31.5),
        rhw(15.5, 31.5),
    ]
    .concat();
    // Untransformed: XYZ | TEX2 in clip space (identity transforms), the right half.
    let xyz = |x: f32, y: f32| f32s(&[x, y, 0.5, u0, 0.5, u1, 0.5]);
    let right: Vec<u8> = [xyz(0.0, 1.0), xyz(1.0, 1.0), xyz(0.0, -1.0), xyz(1.0, -1.0)].concat();
    for _ in 0..2 {
        d.set_fvf(0x004 | 0x200).unwrap();
        d.draw_primitive_up(TRIANGLESTRIP, 2, &left, 32).unwrap();
        d.set_fvf(0x002 | 0x200).unwrap();
        d.draw_primitive_up(TRIANGLESTRIP, 2, &right, 28).unwrap();
    }
    let image = backbuffer(&mut d);
    for (x, y) in [(2, 2), (13, 29), (18, 2), (29, 29)] {
        assert_eq!(pixel(&image, x, y), rgba(BLUE), "({x}, {y})");
    }
}

#[test]
fn pretransformed_points_take_psize_or_pointsize() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    // XYZRHW | PSIZE | DIFFUSE: sizes 4 and 2 at half-integer centres.
    let point = |x: f32, y: f32, size: f32, color: u32| {
        let mut v = f32s(&[x, y, 0.5, 1.0, size]);
        v.extend_from_slice(&color.to_le_bytes());
        v
    };
    let sized = [point(6.5, 6.5, 4.0, RED), point(20.5, 6.5, 2.0, BLUE)].concat();
    d.set_fvf(0x004 | 0x020 | 0x040).unwrap();
    d.draw_primitive_up(POINTLIST, 2, &sized, 24).unwrap();
    // XYZRHW | DIFFUSE with D3DRS_POINTSIZE 3 at an integer centre.
    d.set_render_state(154, 3.0f32.to_bits()).unwrap(); // D3DRS_POINTSIZE
    d.set_fvf(FVF_RHW_DIFFUSE).unwrap();
    d.draw_primitive_up(POINTLIST, 1, &v(10.0, 20.0, RED), 20)
        .unwrap();
    let image = backbuffer(&mut d);
    let inside = |cx: f32, cy: f32, s: f32, x: u32, y: u32| {
        let (x, y) = (x as f32, y as f32);
        x >= cx - s / 2.0 && x < cx + s / 2.0 && y >= cy - s / 2.0 && y < cy + s / 2.0
    };
    for y in 0..32 {
        for x in 0..32 {
            let want = if inside(6.5, 6.5, 4.0, x, y) || inside(10.0, 20.0, 3.0, x, y) {
                RED
            } else if inside(20.5, 6.5, 2.0, x, y) {
                BLUE
            } else {
                BLACK
            };
            assert_eq!(pixel(&image, x, y), rgba(want), "({x}, {y})");
        }
    }
}

#[test]
fn wireframe_draws_edges_and_culls_first() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    d.set_render_state(8, 2).unwrap(); // D3DRS_FILLMODE WIREFRAME
    d.set_fvf(FVF_RHW_DIFFUSE).unwrap();
    // A clockwise (front-facing) square in the left half, a counter-clockwise one in the
    // right half; CULLMODE CCW culls the second.
    d.set_render_state(22, 3).unwrap();
    let cw = rect_list(2, 2, 14, 14, RED);
    let ccw = [v(17.5, 1.5, BLUE), v(17.5, 13.5, BLUE), v(29.5, 1.5, BLUE)].concat();
    d.draw_primitive_up(TRIANGLELIST, 2, &cw, 20).unwrap();
    d.draw_primitive_up(TRIANGLELIST, 1, &ccw, 20).unwrap();
    let image = backbuffer(&mut d);
    let reds = (0..32 * 32)
        .filter(|i| pixel(&image, i % 32, i / 32) == rgba(RED))
        .count();
    assert!(reds > 20, "edges drawn: {reds} pixels");
    assert_eq!(
        pixel(&image, 5, 10),
        rgba(BLACK),
        "the inside is not filled"
    );
    assert!(
        (0..32 * 32).all(|i| pixel(&image, i % 32, i / 32) != rgba(BLUE)),
        "the culled triangle has no edges"
    );
}
