//! Draws through the fixed-function vertex pipeline at the device: FVF codes as declarations
//! (with and without a vertex shader), the same depths as a vertex shader doing the four
//! `dp4`s with the premultiplied matrix, transforms and lights changed between draws, and
//! what each bad input gets. Expected pixels follow from the D3D9 viewport mapping (pixel
//! centres at integers) and the D3D9 transform equations.

mod common;

use common::*;
use ninth_d3d9::{Device, DeviceParams, ErrorKind, Stage};
use ninth_scene::{Light, Material, VertexElement};

const BLACK: u32 = 0xff00_0000;
const TRIANGLESTRIP: u32 = 5;
const D3DFVF_XYZ: u32 = 0x002;
const D3DFVF_DIFFUSE: u32 = 0x040;
const D3DFVF_NORMAL: u32 = 0x010;
const D3DTS_VIEW: u32 = 2;
const D3DTS_PROJECTION: u32 = 3;
const D3DTS_WORLD: u32 = 256;
const RS_ZENABLE: u32 = 7;
const RS_ZWRITEENABLE: u32 = 14;
const RS_ZFUNC: u32 = 23;
const RS_LIGHTING: u32 = 137;
const RS_VERTEXBLEND: u32 = 151;
const D3DCMP_EQUAL: u32 = 3;

const IDENTITY: [f32; 16] = [
    1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0,
];

fn device(renderer: &mut ninth_render::Renderer) -> Device<'_> {
    let mut d = Device::new(renderer, DeviceParams::new(16, 16)).unwrap();
    d.set_render_state(22, 1).unwrap(); // D3DRS_CULLMODE none
    d.set_render_state(RS_ZENABLE, 0).unwrap();
    d.clear(&[], 1, BLACK, 1.0, 0).unwrap();
    d
}

fn floats(values: &[f32]) -> Vec<u8> {
    values.iter().flat_map(|f| f.to_le_bytes()).collect()
}

/// An XYZ | DIFFUSE vertex (16 bytes).
fn xyz_diffuse(x: f32, y: f32, z: f32, color: u32) -> Vec<u8> {
    let mut v = floats(&[x, y, z]);
    v.extend_from_slice(&color.to_le_bytes());
    v
}

/// A strip covering pixels [x0, x1) x [y0, y1) of the 16 x 16 target with identity
/// transforms: clip x = (px + 0.5) / 8 - 1 at the pixel rectangle's edge, y flipped.
fn quad(x0: u32, y0: u32, x1: u32, y1: u32, z: f32, color: u32) -> Vec<u8> {
    let cx = |p: u32| (p as f32 - 0.5) / 8.0 - 1.0 + 1.0 / 16.0;
    let cy = |p: u32| 1.0 - (p as f32 - 0.5) / 8.0 - 1.0 / 16.0;
    [
        xyz_diffuse(cx(x0), cy(y0), z, color),
        xyz_diffuse(cx(x1), cy(y0), z, color),
        xyz_diffuse(cx(x0), cy(y1), z, color),
        xyz_diffuse(cx(x1), cy(y1), z, color),
    ]
    .concat()
}

fn only_inside(d: &mut Device, x0: u32, y0: u32, x1: u32, y1: u32, color: u32) {
    let image = backbuffer(d);
    for y in 0..16 {
        for x in 0..16 {
            let inside = (x0..x1).contains(&x) && (y0..y1).contains(&y);
            let want = if inside { rgba(color) } else { rgba(BLACK) };
            assert_eq!(pixel(&image, x, y), want, "pixel ({x}, {y})");
        }
    }
}

#[test]
fn an_fvf_draws_through_the_pipeline_with_the_viewport_mapping() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    d.set_render_state(RS_LIGHTING, 0).unwrap();
    d.set_fvf(D3DFVF_XYZ | D3DFVF_DIFFUSE).unwrap();
    d.draw_primitive_up(TRIANGLESTRIP, 2, &quad(3, 4, 11, 9, 0.5, 0xff20_c040), 16)
        .unwrap();
    only_inside(&mut d, 3, 4, 11, 9, 0xff20_c040);
}

#[test]
fn an_fvf_with_a_vertex_shader_stands_for_its_declaration() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    let vs = ninth_shader::asm::assemble(
        "vs_2_0\ndcl_position v0\ndcl_color v1\nmov oPos, v0\nmul oD0, v1, c0\n",
    )
    .unwrap();
    let vs = d.create_vertex_shader(&vs).unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_shader_constant_f(Stage::Vertex, 0, &[[1.0, 0.5, 1.0, 1.0]])
        .unwrap();
    d.set_fvf(D3DFVF_XYZ | D3DFVF_DIFFUSE).unwrap();
    d.draw_primitive_up(TRIANGLESTRIP, 2, &quad(2, 2, 6, 7, 0.5, 0xffff_80ff), 16)
        .unwrap();
    // The same through the declaration the FVF implies.
    let decl = d
        .create_vertex_declaration(&[
            VertexElement {
                stream: 0,
                offset: 0,
                ty: 2,
                method: 0,
                usage: 0,
                usage_index: 0,
            },
            VertexElement {
                stream: 0,
                offset: 12,
                ty: 4,
                method: 0,
                usage: 10,
                usage_index: 0,
            },
        ])
        .unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    d.draw_primitive_up(TRIANGLESTRIP, 2, &quad(9, 2, 14, 7, 0.5, 0xffff_80ff), 16)
        .unwrap();
    let image = backbuffer(&mut d);
    // 0x80 green times 0.5: 64 after the unorm round trip (128 / 255 * 0.5 * 255 = 64).
    for (x, y) in [(2, 2), (5, 6), (9, 2), (13, 6)] {
        assert_eq!(pixel(&image, x, y), [255, 64, 255, 255], "({x}, {y})");
    }
    assert_eq!(pixel(&image, 7, 4), rgba(BLACK));
}

/// The D3D9 row-vector product `a * b`.
fn mul(a: &[f32; 16], b: &[f32; 16]) -> [f32; 16] {
    std::array::from_fn(|i| (0..4).map(|k| a[i / 4 * 4 + k] * b[k * 4 + i % 4]).sum())
}

#[test]
fn fixed_function_depths_equal_a_vertex_shaders_dp4s() {
    // A multipass effect: the fixed-function pass writes depth, a vs_2_0 pass with the
    // premultiplied matrix draws with D3DCMP_EQUAL. Every pixel of the first pass must pass.
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    d.clear(&[], 2, BLACK, 1.0, 0).unwrap();
    d.set_render_state(RS_ZENABLE, 1).unwrap();
    d.set_render_state(RS_LIGHTING, 0).unwrap();
    let (s, c) = (0.6f32.sin(), 0.6f32.cos());
    let world = [
        c, 0.0, -s, 0.0, 0.0, 1.0, 0.0, 0.0, s, 0.0, c, 0.0, 0.1, -0.2, 0.3, 1.0,
    ];
    let mut view = IDENTITY;
    view[14] = 3.0;
    let projection = [
        1.7, 0.0, 0.0, 0.0, 0.0, 1.7, 0.0, 0.0, 0.0, 0.0, 1.1, 1.0, 0.0, 0.0, -0.9, 0.0,
    ];
    d.set_transform(D3DTS_WORLD, world).unwrap();
    d.set_transform(D3DTS_VIEW, view).unwrap();
    d.set_transform(D3DTS_PROJECTION, projection).unwrap();
    let triangle = [
        xyz_diffuse(-1.3, -1.1, 0.4, 0xffff_0000),
        xyz_diffuse(1.2, -0.9, -0.7, 0xffff_0000),
        xyz_diffuse(0.1, 1.4, 0.9, 0xffff_0000),
    ]
    .concat();
    d.set_fvf(D3DFVF_XYZ | D3DFVF_DIFFUSE).unwrap();
    d.draw_primitive_up(4, 1, &triangle, 16).unwrap();
    let first = backbuffer(&mut d);
    let drawn = first.rgba.chunks(4).filter(|p| p[0] == 255).count();
    assert!(drawn > 20, "the triangle covers {drawn} pixels");
    let vs = ninth_shader::asm::assemble(
        "vs_2_0\ndcl_position v0\ndef c4, 0, 1, 0, 1\ndp4 oPos.x, v0, c0\ndp4 oPos.y, v0, c1\ndp4 oPos.z, v0, c2\ndp4 oPos.w, v0, c3\nmov oD0, c4\n",
    )
    .unwrap();
    let vs = d.create_vertex_shader(&vs).unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    let wvp = mul(&mul(&world, &view), &projection);
    let columns: Vec<[f32; 4]> = (0..4)
        .map(|c| [wvp[c], wvp[4 + c], wvp[8 + c], wvp[12 + c]])
        .collect();
    d.set_shader_constant_f(Stage::Vertex, 0, &columns).unwrap();
    d.set_render_state(RS_ZFUNC, D3DCMP_EQUAL).unwrap();
    d.set_render_state(RS_ZWRITEENABLE, 0).unwrap();
    d.draw_primitive_up(4, 1, &triangle, 16).unwrap();
    let second = backbuffer(&mut d);
    for (n, (a, b)) in first.rgba.chunks(4).zip(second.rgba.chunks(4)).enumerate() {
        if a[0] == 255 {
            assert_eq!(
                b,
                [0, 255, 0, 255],
                "pixel {n}: the vertex shader pass z-fought"
            );
        } else {
            assert_eq!(b, a, "pixel {n}");
        }
    }
}

#[test]
fn transforms_lights_and_materials_changed_between_draws_take_effect() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    d.set_fvf(D3DFVF_XYZ | D3DFVF_NORMAL).unwrap();
    let vertex = |x: f32, y: f32| floats(&[x, y, 0.5, 0.0, 0.0, -1.0]);
    let small = [
        vertex(-0.125, 0.125),
        vertex(0.125, 0.125),
        vertex(-0.125, -0.125),
        vertex(0.125, -0.125),
    ]
    .concat();
    // One directional light shining along +z onto normals facing -z: N.L = 1.
    let light = Light {
        ty: 3,
        diffuse: [1.0, 1.0, 1.0, 1.0],
        direction: [0.0, 0.0, 1.0],
        ..Default::default()
    };
    d.set_light(0, light).unwrap();
    d.light_enable(0, true).unwrap();
    let material = |r: f32, g: f32, b: f32| Material {
        diffuse: [r, g, b, 1.0],
        ..Default::default()
    };
    let at = |d: &mut Device, x: f32, y: f32, m: Material| {
        let mut world = IDENTITY;
        (world[12], world[13]) = (x, y);
        d.set_transform(D3DTS_WORLD, world).unwrap();
        d.set_material(m).unwrap();
        d.draw_primitive_up(TRIANGLESTRIP, 2, &small, 24).unwrap();
    };
    at(&mut d, -0.5, 0.5, material(1.0, 0.0, 0.0));
    at(&mut d, 0.5, 0.5, material(0.0, 1.0, 0.0));
    at(&mut d, -0.5, -0.5, material(0.0, 0.0, 1.0));
    // Half the light: 0.5 * 255 = 127.5, stored as 128.
    d.set_light(
        0,
        Light {
            diffuse: [0.5, 0.5, 0.5, 1.0],
            ..light
        },
    )
    .unwrap();
    at(&mut d, 0.5, -0.5, material(1.0, 1.0, 1.0));
    let image = backbuffer(&mut d);
    assert_eq!(pixel(&image, 4, 4), [255, 0, 0, 255]);
    assert_eq!(pixel(&image, 12, 4), [0, 255, 0, 255]);
    assert_eq!(pixel(&image, 4, 12), [0, 0, 255, 255]);
    let half = pixel(&image, 12, 12);
    assert!(half[..3].iter().all(|&c| c == 127 || c == 128), "{half:?}");
    assert_eq!(pixel(&image, 8, 8), rgba(BLACK));
}

#[test]
fn bad_fixed_function_input_is_an_error_that_draws_nothing() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    d.set_render_state(RS_LIGHTING, 0).unwrap();
    let q = quad(0, 0, 16, 16, 0.5, 0xffff_ffff);
    // An FVF without a position.
    d.set_fvf(D3DFVF_DIFFUSE).unwrap();
    let e = d.draw_primitive_up(TRIANGLESTRIP, 2, &q, 16).unwrap_err();
    assert_eq!(e.kind, ErrorKind::InvalidCall, "{e}");
    assert!(e.to_string().contains("position"), "{e}");
    d.set_fvf(D3DFVF_XYZ | D3DFVF_DIFFUSE).unwrap();
    // D3DRS_VERTEXBLEND 4 is no D3DVERTEXBLENDFLAGS value: refused when set.
    let e = d.set_render_state(RS_VERTEXBLEND, 4).unwrap_err();
    assert_eq!(e.kind, ErrorKind::InvalidCall, "{e}");
    assert_eq!(d.render_state(RS_VERTEXBLEND).unwrap(), 0);
    // Tweening without POSITION1.
    d.set_render_state(RS_VERTEXBLEND, 255).unwrap();
    let e = d.draw_primitive_up(TRIANGLESTRIP, 2, &q, 16).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Unsupported, "{e}");
    d.set_render_state(RS_VERTEXBLEND, 0).unwrap();
    // A texture coordinate generation mode and transform flags D3D9 does not define
    // (D3DTSS_TEXCOORDINDEX 11, D3DTSS_TEXTURETRANSFORMFLAGS 24): refused when set.
    let e = d.set_texture_stage_state(0, 11, 7 << 16).unwrap_err();
    assert_eq!(e.kind, ErrorKind::InvalidCall, "{e}");
    let e = d.set_texture_stage_state(0, 24, 5).unwrap_err();
    assert_eq!(e.kind, ErrorKind::InvalidCall, "{e}");
    let image = backbuffer(&mut d);
    assert!(
        image.rgba.chunks(4).all(|p| p == rgba(BLACK)),
        "something was drawn"
    );
    // The device stays usable.
    d.draw_primitive_up(TRIANGLESTRIP, 2, &quad(1, 1, 3, 3, 0.5, 0xff00_00ff), 16)
        .unwrap();
    only_inside(&mut d, 1, 1, 3, 3, 0xff00_00ff);
}
