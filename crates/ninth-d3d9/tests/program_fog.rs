//! Fixed-function fog after pixel shaders below 3.0 through the device: the device hands the
//! renderer D3DRS_FOGENABLE, FOGTABLEMODE, FOGCOLOR, FOGSTART, FOGEND and FOGDENSITY for
//! draws with a pixel shader too, on every vertex route: a `vs_1_1` shader's `oFog`,
//! pretransformed vertices (the specular alpha), the fixed-function vertex pipeline (its
//! FOGVERTEXMODE fog, and table fog on w under a perspective projection), and table fog
//! on the depth; `ps_3_0` gets none. Expected pixels follow the D3D9 formulas:
//! `rgb = f * colour + (1 - f) * FOGCOLOR`, LINEAR `f = (end - d) / (end - start)`.

mod common;

use common::*;
use ninth_d3d9::{Device, DeviceParams, Stage};

const BLACK: u32 = 0xff00_0000;
const TRIANGLESTRIP: u32 = 5;
const D3DFVF_XYZ: u32 = 0x002;
const D3DFVF_XYZRHW: u32 = 0x004;
const D3DFVF_DIFFUSE: u32 = 0x040;
const D3DFVF_SPECULAR: u32 = 0x080;
const RS_FOGENABLE: u32 = 28;
const RS_FOGCOLOR: u32 = 34;
const RS_FOGTABLEMODE: u32 = 35;
const RS_FOGSTART: u32 = 36;
const RS_FOGEND: u32 = 37;
const RS_FOGVERTEXMODE: u32 = 140;
const D3DFOG_NONE: u32 = 0;
const D3DFOG_LINEAR: u32 = 3;
const D3DTS_PROJECTION: u32 = 3;

/// The pixel shaders' colour (`c0`), RGBA.
const COLOR: [f64; 4] = [0.8, 0.4, 0.2, 0.6];
const FOG_COLOR: u32 = 0xff20_40c0;

const IDENTITY: [f32; 16] = [
    1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0,
];

fn device(renderer: &mut ninth_render::Renderer) -> Device<'_> {
    let mut d = Device::new(renderer, DeviceParams::new(16, 16)).unwrap();
    d.set_render_state(137, 0).unwrap(); // D3DRS_LIGHTING off
    d.set_render_state(22, 1).unwrap(); // D3DRS_CULLMODE none
    d.set_render_state(7, 0).unwrap(); // D3DRS_ZENABLE off
    d.clear(&[], 1, BLACK, 1.0, 0).unwrap();
    d.set_render_state(RS_FOGCOLOR, FOG_COLOR).unwrap();
    d
}

fn asm(text: &str) -> Vec<u32> {
    ninth_shader::asm::assemble(text).unwrap()
}

fn floats(values: &[f32]) -> Vec<u8> {
    values.iter().flat_map(|f| f.to_le_bytes()).collect()
}

/// Clip-space corners (TL, TR, BL, BR) of pixels [x0, x1) x [y0, y1) of the 16 x 16
/// target: the edges sit half a pixel before the pixel centres.
fn corners(x0: u32, y0: u32, x1: u32, y1: u32) -> [[f32; 2]; 4] {
    let cx = |p: u32| (p as f32 - 0.5) / 8.0 - 1.0 + 1.0 / 16.0;
    let cy = |p: u32| 1.0 - (p as f32 - 0.5) / 8.0 - 1.0 / 16.0;
    [
        [cx(x0), cy(y0)],
        [cx(x1), cy(y0)],
        [cx(x0), cy(y1)],
        [cx(x1), cy(y1)],
    ]
}

/// The 4 x 4 cell `n` (row-major, four a row).
fn cell(n: u32) -> (u32, u32, u32, u32) {
    let (x, y) = (4 * (n % 4), 4 * (n / 4));
    (x, y, x + 4, y + 4)
}

/// An XYZ strip over cell `n` at z `z`, divided by w `w` (the positions are multiplied by
/// it), with D3DCOLOR white where `diffuse`.
fn xyz_cell(n: u32, z: f32, w: f32, diffuse: bool) -> Vec<u8> {
    let (x0, y0, x1, y1) = cell(n);
    let mut out = Vec::new();
    for [x, y] in corners(x0, y0, x1, y1) {
        out.extend(floats(&[x * w, y * w, z]));
        if diffuse {
            out.extend_from_slice(&0xffff_ffffu32.to_le_bytes());
        }
    }
    out
}

/// An XYZRHW | DIFFUSE | SPECULAR strip over cell `n`.
fn rhw_cell(n: u32, specular: u32) -> Vec<u8> {
    let (x0, y0, x1, y1) = cell(n);
    let (l, t, r, b) = (
        x0 as f32 - 0.5,
        y0 as f32 - 0.5,
        x1 as f32 - 0.5,
        y1 as f32 - 0.5,
    );
    let mut out = Vec::new();
    for (x, y) in [(l, t), (r, t), (l, b), (r, b)] {
        out.extend(floats(&[x, y, 0.5, 1.0]));
        out.extend_from_slice(&0xffff_ffffu32.to_le_bytes());
        out.extend_from_slice(&specular.to_le_bytes());
    }
    out
}

fn draw(d: &mut Device, vertices: &[u8], stride: u32) {
    d.draw_primitive_up(TRIANGLESTRIP, 2, vertices, stride)
        .unwrap();
}

/// `rgb = f * COLOR + (1 - f) * FOGCOLOR` (f saturated), COLOR's alpha, as RGBA bytes.
fn fogged(f: f64) -> [u8; 4] {
    let f = f.clamp(0.0, 1.0);
    let fog = rgba(FOG_COLOR).map(|c| f64::from(c) / 255.0);
    let q = |x: f64| (x * 255.0).round() as u8;
    let rgb: [u8; 3] = std::array::from_fn(|i| q(f * COLOR[i] + (1.0 - f) * fog[i]));
    [rgb[0], rgb[1], rgb[2], q(COLOR[3])]
}

fn pixel_shader(d: &mut Device, text: &str) {
    let ps = d.create_pixel_shader(&asm(text)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    let c = COLOR.map(|c| c as f32);
    d.set_shader_constant_f(Stage::Pixel, 0, &[c]).unwrap();
}

fn vertex_shader(d: &mut Device, text: &str) {
    let vs = d.create_vertex_shader(&asm(text)).unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
}

#[test]
fn fog_reaches_pixel_shaders_below_3_0_on_every_vertex_route() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    let f32_bits = |v: f32| v.to_bits();
    let mut expected = Vec::new();
    pixel_shader(&mut d, "ps_1_1\nmov r0, c0\n");

    // 0: vs_1_1's oFog = 0.25, vertex fog (FOGTABLEMODE NONE).
    vertex_shader(
        &mut d,
        "vs_1_1\ndcl_position v0\nmov oPos, v0\nmov oFog, c4.x\n",
    );
    d.set_shader_constant_f(Stage::Vertex, 4, &[[0.25, 0.0, 0.0, 0.0]])
        .unwrap();
    d.set_fvf(D3DFVF_XYZ).unwrap();
    d.set_render_state(RS_FOGENABLE, 1).unwrap();
    draw(&mut d, &xyz_cell(0, 0.25, 1.0, false), 12);
    expected.push((fogged(0.25), "vs_1_1 oFog 0.25"));

    // 1: the same with D3DRS_FOGENABLE off.
    d.set_render_state(RS_FOGENABLE, 0).unwrap();
    draw(&mut d, &xyz_cell(1, 0.25, 1.0, false), 12);
    expected.push((fogged(1.0), "fog off"));

    // 2: table LINEAR 0..1 on the depth 0.25 (oFog 0.25 does not count).
    d.set_render_state(RS_FOGENABLE, 1).unwrap();
    d.set_render_state(RS_FOGTABLEMODE, D3DFOG_LINEAR).unwrap();
    d.set_render_state(RS_FOGSTART, f32_bits(0.0)).unwrap();
    d.set_render_state(RS_FOGEND, f32_bits(1.0)).unwrap();
    draw(&mut d, &xyz_cell(2, 0.25, 1.0, false), 12);
    expected.push((fogged(0.75), "table LINEAR on z"));

    // 3: pretransformed vertices: vertex fog is the specular alpha (0x40).
    d.set_vertex_shader(None).unwrap();
    d.set_render_state(RS_FOGTABLEMODE, D3DFOG_NONE).unwrap();
    d.set_fvf(D3DFVF_XYZRHW | D3DFVF_DIFFUSE | D3DFVF_SPECULAR)
        .unwrap();
    draw(&mut d, &rhw_cell(3, 0x4000_0000), 24);
    expected.push((fogged(64.0 / 255.0), "XYZRHW, specular alpha"));

    // 4: the fixed-function vertex pipeline's LINEAR vertex fog at eye z 0.25 (identity
    // transforms), FOGSTART 0, FOGEND 1.
    d.set_fvf(D3DFVF_XYZ | D3DFVF_DIFFUSE).unwrap();
    d.set_render_state(RS_FOGVERTEXMODE, D3DFOG_LINEAR).unwrap();
    draw(&mut d, &xyz_cell(4, 0.25, 1.0, true), 16);
    expected.push((fogged(0.75), "fixed-function vertex fog"));

    // 5: its table LINEAR fog under an orthographic projection: the depth 0.25.
    d.set_render_state(RS_FOGVERTEXMODE, D3DFOG_NONE).unwrap();
    d.set_render_state(RS_FOGTABLEMODE, D3DFOG_LINEAR).unwrap();
    draw(&mut d, &xyz_cell(5, 0.25, 1.0, true), 16);
    expected.push((fogged(0.75), "fixed-function, table fog on z"));

    // 6: under a perspective projection (z' = z / 2, w = z), w: at z = 0.8 the depth is
    // 0.5 but w 0.8, f = 0.2.
    let mut perspective = IDENTITY;
    (perspective[10], perspective[11], perspective[15]) = (0.5, 1.0, 0.0);
    d.set_transform(D3DTS_PROJECTION, perspective).unwrap();
    draw(&mut d, &xyz_cell(6, 0.8, 0.8, true), 16);
    expected.push((fogged(0.2), "fixed-function, table fog on w"));
    d.set_transform(D3DTS_PROJECTION, IDENTITY).unwrap();

    // 7: ps_3_0 does its own fog: nothing applied.
    vertex_shader(
        &mut d,
        "vs_3_0\ndcl_position v0\ndcl_position o0\nmov o0, v0\n",
    );
    pixel_shader(&mut d, "ps_3_0\nmov oC0, c0\n");
    d.set_fvf(D3DFVF_XYZ).unwrap();
    draw(&mut d, &xyz_cell(7, 0.25, 1.0, false), 12);
    expected.push((fogged(1.0), "ps_3_0"));

    let image = backbuffer(&mut d);
    for (n, (want, what)) in expected.iter().enumerate() {
        let (x0, y0, x1, y1) = cell(n as u32);
        for y in y0..y1 {
            for x in x0..x1 {
                let got = pixel(&image, x, y);
                // The X8R8G8B8 back buffer keeps alpha 255: the colour channels.
                let near = got[..3].iter().zip(want).all(|(g, w)| g.abs_diff(*w) <= 1);
                assert!(
                    near,
                    "cell {n} ({what}) pixel ({x}, {y}): {got:?}, expected {want:?}"
                );
            }
        }
    }
}
