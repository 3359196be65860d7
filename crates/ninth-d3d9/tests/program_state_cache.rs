//! What the device keeps between programmable draws and what must still reach the next
//! draw: constants set with nothing else changed (float, integer and boolean, both
//! stages, high registers), the device's vertex constants after draws through the
//! fixed-function vertex pipeline (which writes its own into the kept state), textures
//! bound or written between draws, a render-target texture written by StretchRect, the
//! depth binding across clears and depth-state changes, transforms changed (or set to the
//! same value) between fixed-function draws, and a failed indexed draw followed by a good
//! one. Expected pixels follow from the shaders' arithmetic and the D3D9 viewport mapping
//! (pixel centres at integers).

mod common;

use common::*;
use ninth_d3d9::{
    Device, DeviceParams, Rect, Stage, StreamSource, SurfaceRef, TextureDesc, TextureHandle,
    TextureShape,
};

const BLACK: u32 = 0xff00_0000;
const RED: u32 = 0xffff_0000;
const GREEN: u32 = 0xff00_ff00;
const BLUE: u32 = 0xff00_00ff;
const WHITE: u32 = 0xffff_ffff;
const TRIANGLESTRIP: u32 = 5;
const D3DFVF_XYZ: u32 = 0x002;
const D3DFVF_NORMAL: u32 = 0x010;
const D3DFVF_DIFFUSE: u32 = 0x040;
const D3DFVF_TEX1: u32 = 0x100;
const D3DFMT_A8R8G8B8: u32 = 21;
const D3DFMT_D24S8: u32 = 75;
const D3DUSAGE_RENDERTARGET: u32 = 1;
const D3DTS_VIEW: u32 = 2;
const D3DTS_WORLD: u32 = 256;
const RS_ZENABLE: u32 = 7;
const RS_ZWRITEENABLE: u32 = 14;
const RS_ZFUNC: u32 = 23;
const RS_LIGHTING: u32 = 137;
const D3DCMP_LESS: u32 = 2;
const D3DCLEAR_ZBUFFER: u32 = 2;

const IDENTITY: [f32; 16] = [
    1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0,
];

fn device(renderer: &mut ninth_render::Renderer) -> Device<'_> {
    let mut d = Device::new(renderer, DeviceParams::new(16, 16)).unwrap();
    d.set_render_state(RS_LIGHTING, 0).unwrap();
    d.set_render_state(22, 1).unwrap(); // D3DRS_CULLMODE none
    d.set_render_state(RS_ZENABLE, 0).unwrap();
    d.clear(&[], 1, BLACK, 1.0, 0).unwrap();
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

/// An XYZ | DIFFUSE strip over pixels [x0, x1) x [y0, y1) at depth `z`.
fn quad(x0: u32, y0: u32, x1: u32, y1: u32, z: f32, color: u32) -> Vec<u8> {
    let mut out = Vec::new();
    for [x, y] in corners(x0, y0, x1, y1) {
        out.extend(floats(&[x, y, z]));
        out.extend_from_slice(&color.to_le_bytes());
    }
    out
}

/// An XYZ | TEX1 strip over pixels [x0, x1) x [y0, y1), u and v 0..1 across it.
fn uv_quad(x0: u32, y0: u32, x1: u32, y1: u32) -> Vec<u8> {
    let uv = [[0.0, 0.0], [1.0, 0.0], [0.0, 1.0], [1.0, 1.0]];
    let mut out = Vec::new();
    for ([x, y], [u, v]) in corners(x0, y0, x1, y1).into_iter().zip(uv) {
        out.extend(floats(&[x, y, 0.5, u, v]));
    }
    out
}

fn draw(d: &mut Device, vertices: &[u8], stride: u32) {
    d.draw_primitive_up(TRIANGLESTRIP, 2, vertices, stride)
        .unwrap();
}

/// Every pixel of [x0, x1) x [y0, y1) is `color`, within `tolerance` per channel.
fn rect_is(d: &mut Device, (x0, y0, x1, y1): (u32, u32, u32, u32), color: u32, tolerance: u8) {
    let image = backbuffer(d);
    let want = rgba(color);
    for y in y0..y1 {
        for x in x0..x1 {
            let got = pixel(&image, x, y);
            let near = got
                .iter()
                .zip(want)
                .all(|(g, w)| g.abs_diff(w) <= tolerance);
            assert!(near, "pixel ({x}, {y}): {got:?}, expected {want:?}");
        }
    }
}

/// A vertex shader passing the position on with `body` computing `oD0`.
fn vertex_shader(d: &mut Device, body: &str) {
    let vs = asm(&format!("vs_2_0\ndcl_position v0\nmov oPos, v0\n{body}"));
    let vs = d.create_vertex_shader(&vs).unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
}

/// A pixel shader multiplying the diffuse colour by `c5`.
fn pixel_shader_c5(d: &mut Device) {
    let ps = asm("ps_2_0\ndcl v0\nmul r0, v0, c5\nmov oC0, r0\n");
    let ps = d.create_pixel_shader(&ps).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
}

#[test]
fn constants_set_between_draws_with_nothing_else_changed_reach_the_next_draw() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    d.set_fvf(D3DFVF_XYZ | D3DFVF_DIFFUSE).unwrap();
    // oD0 = c0 * c200: the low and a high register.
    vertex_shader(&mut d, "mul oD0, c0, c200\n");
    pixel_shader_c5(&mut d);
    let set = |d: &mut Device, stage, at, v: [f32; 4]| {
        d.set_shader_constant_f(stage, at, &[v]).unwrap();
    };
    set(&mut d, Stage::Vertex, 0, [1.0, 0.0, 0.0, 1.0]);
    set(&mut d, Stage::Vertex, 200, [1.0; 4]);
    set(&mut d, Stage::Pixel, 5, [1.0; 4]);
    draw(&mut d, &quad(0, 0, 4, 4, 0.5, WHITE), 16);
    set(&mut d, Stage::Vertex, 0, [0.0, 1.0, 0.0, 1.0]);
    draw(&mut d, &quad(4, 0, 8, 4, 0.5, WHITE), 16);
    set(&mut d, Stage::Vertex, 0, [1.0; 4]);
    set(&mut d, Stage::Vertex, 200, [0.0, 0.0, 1.0, 1.0]);
    draw(&mut d, &quad(8, 0, 12, 4, 0.5, WHITE), 16);
    set(&mut d, Stage::Vertex, 200, [1.0; 4]);
    set(&mut d, Stage::Pixel, 5, [1.0, 0.0, 1.0, 1.0]);
    draw(&mut d, &quad(12, 0, 16, 4, 0.5, WHITE), 16);
    // Several registers in one call, the draw reading its middle.
    d.set_shader_constant_f(
        Stage::Vertex,
        199,
        &[[0.0; 4], [0.0, 1.0, 1.0, 1.0], [0.0; 4]],
    )
    .unwrap();
    set(&mut d, Stage::Pixel, 5, [1.0; 4]);
    draw(&mut d, &quad(0, 4, 4, 8, 0.5, WHITE), 16);
    rect_is(&mut d, (0, 0, 4, 4), RED, 0);
    rect_is(&mut d, (4, 0, 8, 4), GREEN, 0);
    rect_is(&mut d, (8, 0, 12, 4), BLUE, 0);
    rect_is(&mut d, (12, 0, 16, 4), 0xffff_00ff, 0);
    rect_is(&mut d, (0, 4, 4, 8), 0xff00_ffff, 0);

    // Boolean and integer constants: oD0 = c0 + (b3 ? c1 : 0) + i2.x * c2.
    vertex_shader(
        &mut d,
        "mov r0, c0\nif b3\nadd r0, r0, c1\nendif\nrep i2\nadd r0, r0, c2\nendrep\nmov oD0, r0\n",
    );
    set(&mut d, Stage::Vertex, 0, [0.0, 0.0, 0.0, 1.0]);
    set(&mut d, Stage::Vertex, 1, [0.0, 0.0, 1.0, 0.0]);
    set(&mut d, Stage::Vertex, 2, [0.2, 0.0, 0.0, 0.0]);
    d.set_shader_constant_i(Stage::Vertex, 2, &[[1, 0, 1, 0]])
        .unwrap();
    draw(&mut d, &quad(0, 8, 4, 12, 0.5, WHITE), 16);
    d.set_shader_constant_b(Stage::Vertex, 3, &[true]).unwrap();
    draw(&mut d, &quad(4, 8, 8, 12, 0.5, WHITE), 16);
    d.set_shader_constant_i(Stage::Vertex, 2, &[[5, 0, 1, 0]])
        .unwrap();
    draw(&mut d, &quad(8, 8, 12, 12, 0.5, WHITE), 16);
    rect_is(&mut d, (0, 8, 4, 12), 0xff33_0000, 1);
    rect_is(&mut d, (4, 8, 8, 12), 0xff33_00ff, 1);
    rect_is(&mut d, (8, 8, 12, 12), 0xffff_00ff, 1);
}

#[test]
fn vertex_constants_survive_fixed_function_draws() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    d.set_fvf(D3DFVF_XYZ | D3DFVF_DIFFUSE).unwrap();
    // The device's c0 and c10, set while no vertex shader is bound.
    d.set_shader_constant_f(Stage::Vertex, 0, &[[0.0, 1.0, 0.0, 1.0]])
        .unwrap();
    d.set_shader_constant_f(Stage::Vertex, 10, &[[0.0, 0.0, 1.0, 1.0]])
        .unwrap();
    // Through the fixed-function vertex pipeline, lit (a larger program: its constants
    // reach past c10), then unlit (c0-c3 only).
    d.set_fvf(D3DFVF_XYZ | D3DFVF_NORMAL | D3DFVF_DIFFUSE)
        .unwrap();
    d.set_render_state(RS_LIGHTING, 1).unwrap();
    d.light_enable(0, true).unwrap();
    d.light_enable(1, true).unwrap();
    let mut lit = Vec::new();
    for [x, y] in corners(0, 0, 4, 4) {
        lit.extend(floats(&[x, y, 0.5, 0.0, 0.0, -1.0]));
        lit.extend_from_slice(&WHITE.to_le_bytes());
    }
    draw(&mut d, &lit, 28);
    d.set_fvf(D3DFVF_XYZ | D3DFVF_DIFFUSE).unwrap();
    d.set_render_state(RS_LIGHTING, 0).unwrap();
    draw(&mut d, &quad(4, 0, 8, 4, 0.5, RED), 16);
    // A vertex shader reading c10, then c0, sees the device's values.
    vertex_shader(&mut d, "mov oD0, c10\n");
    draw(&mut d, &quad(8, 0, 12, 4, 0.5, WHITE), 16);
    vertex_shader(&mut d, "mov oD0, c0\n");
    draw(&mut d, &quad(12, 0, 16, 4, 0.5, WHITE), 16);
    // Back to the pipeline, a constant set, then a shader again.
    d.set_vertex_shader(None).unwrap();
    draw(&mut d, &quad(0, 4, 4, 8, 0.5, RED), 16);
    d.set_shader_constant_f(Stage::Vertex, 1, &[[1.0, 0.0, 0.0, 0.0]])
        .unwrap();
    vertex_shader(&mut d, "add oD0, c0, c1\n");
    draw(&mut d, &quad(4, 4, 8, 8, 0.5, BLACK), 16);
    rect_is(&mut d, (4, 0, 8, 4), RED, 0);
    rect_is(&mut d, (8, 0, 12, 4), BLUE, 0);
    rect_is(&mut d, (12, 0, 16, 4), GREEN, 0);
    rect_is(&mut d, (0, 4, 4, 8), RED, 0);
    rect_is(&mut d, (4, 4, 8, 8), 0xffff_ff00, 0);
}

fn write(d: &mut Device, t: TextureHandle, color: u32) {
    let locked = d.lock_texture(t, 0, 0, None, 0).unwrap();
    locked.data[..4].copy_from_slice(&color.to_le_bytes());
    d.unlock_texture(t, 0, 0).unwrap();
}

/// Shaders sampling texture 0 at the vertices' coordinates.
fn sampling_shaders(d: &mut Device) {
    d.set_fvf(D3DFVF_XYZ | D3DFVF_TEX1).unwrap();
    let vs = asm("vs_2_0\ndcl_position v0\ndcl_texcoord v1\nmov oPos, v0\nmov oT0, v1\n");
    let ps = asm("ps_2_0\ndcl t0.xy\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n");
    let vs = d.create_vertex_shader(&vs).unwrap();
    let ps = d.create_pixel_shader(&ps).unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
}

#[test]
fn textures_bound_or_written_between_draws_reach_the_next_draw() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    sampling_shaders(&mut d);
    let (red, green) = (color_texture(&mut d, RED), color_texture(&mut d, GREEN));
    d.set_texture(0, Some(red)).unwrap();
    draw(&mut d, &uv_quad(0, 0, 4, 4), 20);
    d.set_texture(0, Some(green)).unwrap();
    draw(&mut d, &uv_quad(4, 0, 8, 4), 20);
    // The bound texture written: no state changed.
    write(&mut d, green, BLUE);
    draw(&mut d, &uv_quad(8, 0, 12, 4), 20);
    // A texture written while not bound, then bound again.
    write(&mut d, red, WHITE);
    d.set_texture(0, Some(red)).unwrap();
    draw(&mut d, &uv_quad(12, 0, 16, 4), 20);
    // The same texture bound again, then a draw with nothing changed.
    d.set_texture(0, Some(red)).unwrap();
    draw(&mut d, &uv_quad(0, 4, 4, 8), 20);
    draw(&mut d, &uv_quad(4, 4, 8, 8), 20);
    rect_is(&mut d, (0, 0, 4, 4), RED, 0);
    rect_is(&mut d, (4, 0, 8, 4), GREEN, 0);
    rect_is(&mut d, (8, 0, 12, 4), BLUE, 0);
    rect_is(&mut d, (12, 0, 16, 4), WHITE, 0);
    rect_is(&mut d, (0, 4, 8, 8), WHITE, 0);
}

#[test]
fn a_render_target_texture_written_between_draws_is_sampled_as_it_is_now() {
    let mut renderer = renderer();
    renderer.set_fast_paths(true);
    let mut d = device(&mut renderer);
    sampling_shaders(&mut d);
    let target = d
        .create_texture(TextureDesc {
            shape: TextureShape::TwoD(4, 4),
            format: D3DFMT_A8R8G8B8,
            levels: 1,
            usage: D3DUSAGE_RENDERTARGET,
            pool: 0,
        })
        .unwrap();
    let level = SurfaceRef::TextureLevel {
        texture: target,
        face: 0,
        level: 0,
    };
    d.set_render_target(0, Some(level)).unwrap();
    d.clear(&[], 1, RED, 1.0, 0).unwrap();
    d.set_render_target(0, Some(SurfaceRef::Backbuffer))
        .unwrap();
    d.set_texture(0, Some(target)).unwrap();
    draw(&mut d, &uv_quad(0, 0, 4, 4), 20);
    // Green into the back buffer's corner, copied into the texture: no state changes.
    let corner = Rect {
        left: 12,
        top: 12,
        right: 16,
        bottom: 16,
    };
    d.clear(&[corner], 1, GREEN, 1.0, 0).unwrap();
    d.stretch_rect(SurfaceRef::Backbuffer, Some(corner), level, None, 0)
        .unwrap();
    draw(&mut d, &uv_quad(4, 0, 8, 4), 20);
    rect_is(&mut d, (0, 0, 4, 4), RED, 0);
    rect_is(&mut d, (4, 0, 8, 4), GREEN, 0);
}

#[test]
fn the_depth_binding_follows_clears_and_depth_states() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    d.set_fvf(D3DFVF_XYZ | D3DFVF_DIFFUSE).unwrap();
    let vs = asm("vs_2_0\ndcl_position v0\ndcl_color v1\nmov oPos, v0\nmov oD0, v1\n");
    let vs = d.create_vertex_shader(&vs).unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_render_state(RS_ZENABLE, 1).unwrap();
    d.set_render_state(RS_ZWRITEENABLE, 1).unwrap();
    d.set_render_state(RS_ZFUNC, D3DCMP_LESS).unwrap();
    d.clear(&[], D3DCLEAR_ZBUFFER, 0, 1.0, 0).unwrap();
    draw(&mut d, &quad(0, 0, 8, 8, 0.25, RED), 16);
    // Behind the red quad: hidden.
    draw(&mut d, &quad(0, 0, 8, 8, 0.75, GREEN), 16);
    rect_is(&mut d, (0, 0, 8, 8), RED, 0);
    // Depth cleared between draws with nothing else changed: drawn.
    d.clear(&[], D3DCLEAR_ZBUFFER, 0, 1.0, 0).unwrap();
    draw(&mut d, &quad(0, 0, 8, 8, 0.75, GREEN), 16);
    rect_is(&mut d, (0, 0, 8, 8), GREEN, 0);
    // Without the depth test, then with it again (the cleared depth is 0.75 there).
    d.set_render_state(RS_ZENABLE, 0).unwrap();
    draw(&mut d, &quad(0, 0, 4, 4, 0.9, BLUE), 16);
    d.set_render_state(RS_ZENABLE, 1).unwrap();
    draw(&mut d, &quad(4, 0, 8, 4, 0.9, BLUE), 16);
    draw(&mut d, &quad(0, 4, 4, 8, 0.5, WHITE), 16);
    rect_is(&mut d, (0, 0, 4, 4), BLUE, 0);
    rect_is(&mut d, (4, 0, 8, 4), GREEN, 0);
    rect_is(&mut d, (0, 4, 4, 8), WHITE, 0);
    // Another depth surface cleared, then the device's own again: the draw tests against
    // the own one's 0.75 (hidden), then against the other's 1.0.
    let auto = d.auto_depth_stencil();
    let other = d
        .create_depth_stencil_surface(16, 16, D3DFMT_D24S8, 0)
        .unwrap();
    d.set_depth_stencil_surface(Some(other)).unwrap();
    d.clear(&[], D3DCLEAR_ZBUFFER, 0, 1.0, 0).unwrap();
    d.set_depth_stencil_surface(auto).unwrap();
    draw(&mut d, &quad(4, 0, 8, 4, 0.9, BLUE), 16);
    rect_is(&mut d, (4, 0, 8, 4), GREEN, 0);
    d.set_depth_stencil_surface(Some(other)).unwrap();
    draw(&mut d, &quad(4, 0, 8, 4, 0.9, BLUE), 16);
    rect_is(&mut d, (4, 0, 8, 4), BLUE, 0);
    // No depth surface: the test passes everywhere.
    d.set_depth_stencil_surface(None).unwrap();
    draw(&mut d, &quad(4, 4, 8, 8, 0.9, BLUE), 16);
    rect_is(&mut d, (4, 4, 8, 8), BLUE, 0);
}

/// A row-major translation by (x, y) in clip space.
fn translation(x: f32, y: f32) -> [f32; 16] {
    let mut m = IDENTITY;
    (m[12], m[13]) = (x, y);
    m
}

#[test]
fn transforms_set_between_fixed_function_draws_reach_the_next_draw() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    d.set_fvf(D3DFVF_XYZ | D3DFVF_DIFFUSE).unwrap();
    // Pixels [0, 4) x [0, 4), moved by whole 4-pixel cells (half a clip unit).
    let cell = quad(0, 0, 4, 4, 0.5, WHITE);
    d.set_transform(D3DTS_WORLD, translation(0.5, 0.0)).unwrap();
    draw(&mut d, &cell, 16);
    d.set_transform(D3DTS_WORLD, translation(1.0, 0.0)).unwrap();
    draw(&mut d, &cell, 16);
    // The same matrix again, then the view moving the world's result down a cell.
    d.set_transform(D3DTS_WORLD, translation(1.0, 0.0)).unwrap();
    d.set_transform(D3DTS_VIEW, translation(0.0, -0.5)).unwrap();
    draw(&mut d, &cell, 16);
    d.set_transform(D3DTS_WORLD, IDENTITY).unwrap();
    draw(&mut d, &cell, 16);
    let image = backbuffer(&mut d);
    for (cx, cy, drawn) in [
        (0, 0, false),
        (1, 0, true),
        (2, 0, true),
        (2, 1, true),
        (0, 1, true),
        (1, 1, false),
        (3, 0, false),
    ] {
        let want = rgba(if drawn { WHITE } else { BLACK });
        let got = pixel(&image, cx * 4 + 1, cy * 4 + 1);
        assert_eq!(got, want, "cell ({cx}, {cy})");
    }
}

#[test]
fn fixed_function_draws_see_texture_writes_and_the_projection_between_draws() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    // Stage 0 shows the texture.
    d.set_texture_stage_state(0, 1, 2).unwrap(); // COLOROP SELECTARG1 (TEXTURE)
    d.set_fvf(D3DFVF_XYZ | D3DFVF_TEX1).unwrap();
    let t = color_texture(&mut d, RED);
    d.set_texture(0, Some(t)).unwrap();
    draw(&mut d, &uv_quad(0, 0, 4, 4), 20);
    write(&mut d, t, GREEN);
    draw(&mut d, &uv_quad(4, 0, 8, 4), 20);
    rect_is(&mut d, (0, 0, 4, 4), RED, 0);
    rect_is(&mut d, (4, 0, 8, 4), GREEN, 0);

    // Linear table fog from 0 to 1 towards red over white vertices: depth under an
    // orthographic projection, w under a perspective one.
    d.set_texture(0, None).unwrap();
    d.set_texture_stage_state(0, 1, 2).unwrap();
    d.set_texture_stage_state(0, 2, 0).unwrap(); // COLORARG1 DIFFUSE
    d.set_fvf(D3DFVF_XYZ | D3DFVF_DIFFUSE).unwrap();
    d.set_render_state(28, 1).unwrap(); // FOGENABLE
    d.set_render_state(34, RED).unwrap(); // FOGCOLOR
    d.set_render_state(35, 3).unwrap(); // FOGTABLEMODE LINEAR
    d.set_render_state(36, 0.0f32.to_bits()).unwrap(); // FOGSTART
    d.set_render_state(37, 1.0f32.to_bits()).unwrap(); // FOGEND
    d.clear(&[], 1, BLACK, 1.0, 0).unwrap();
    let strip = |x0: f32, x1: f32, y: f32, z: f32| {
        let mut out = Vec::new();
        for (x, y) in [(x0, y), (x1, y), (x0, -y), (x1, -y)] {
            out.extend(floats(&[x, y, z]));
            out.extend_from_slice(&WHITE.to_le_bytes());
        }
        out
    };
    // Depth 0.5: fog factor 0.5.
    draw(&mut d, &strip(-1.0, 0.0, 1.0, 0.5), 16);
    // z' = z / 2, w = z: at z = 0.8 depth 0.5 but w 0.8, fog factor 0.2; x and y are
    // divided by 0.8 (the right half).
    let mut perspective = IDENTITY;
    (perspective[10], perspective[11], perspective[15]) = (0.5, 1.0, 0.0);
    d.set_transform(3, perspective).unwrap();
    draw(&mut d, &strip(0.0, 0.8, 0.8, 0.8), 16);
    rect_is(&mut d, (1, 2, 7, 14), 0xffff_8080, 2);
    rect_is(&mut d, (9, 2, 15, 14), 0xffff_3333, 2);
}

#[test]
fn a_refused_indexed_draw_leaves_the_next_one_whole() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    d.set_fvf(D3DFVF_XYZ | D3DFVF_DIFFUSE).unwrap();
    vertex_shader(&mut d, "mov oD0, c0\n");
    d.set_shader_constant_f(Stage::Vertex, 0, &[[0.0, 1.0, 0.0, 1.0]])
        .unwrap();
    let vertices = [quad(0, 0, 4, 4, 0.5, WHITE), quad(8, 8, 12, 12, 0.5, WHITE)].concat();
    let vb = d.create_vertex_buffer(vertices.len() as u32, 0).unwrap();
    d.lock_vertex_buffer(vb, 0, 0, 0)
        .unwrap()
        .copy_from_slice(&vertices);
    d.unlock_vertex_buffer(vb).unwrap();
    d.set_stream_source(
        0,
        Some(StreamSource {
            buffer: vb,
            offset: 0,
            stride: 16,
        }),
    )
    .unwrap();
    let indices: Vec<u8> = [0u16, 1, 2, 3]
        .iter()
        .flat_map(|i| i.to_le_bytes())
        .collect();
    let ib = d.create_index_buffer(8, 0, 101).unwrap();
    d.lock_index_buffer(ib, 0, 0, 0)
        .unwrap()
        .copy_from_slice(&indices);
    d.unlock_index_buffer(ib).unwrap();
    d.set_indices(Some(ib)).unwrap();
    // Base vertex -1 takes index 0 below vertex 0; 8 reads past the buffer.
    assert!(
        d.draw_indexed_primitive(TRIANGLESTRIP, -1, 0, 4, 0, 2)
            .is_err()
    );
    assert!(
        d.draw_indexed_primitive(TRIANGLESTRIP, 8, 0, 4, 0, 2)
            .is_err()
    );
    // The second quad through its base vertex, then the first as a fan of the same
    // indices (strip order 0 1 2 3 as fan 0 1 3 2 covers the same square).
    d.draw_indexed_primitive(TRIANGLESTRIP, 4, 0, 4, 0, 2)
        .unwrap();
    let fan: Vec<u8> = [0u16, 1, 3, 2]
        .iter()
        .flat_map(|i| i.to_le_bytes())
        .collect();
    d.lock_index_buffer(ib, 0, 0, 0)
        .unwrap()
        .copy_from_slice(&fan);
    d.unlock_index_buffer(ib).unwrap();
    d.draw_indexed_primitive(TRIANGLEFAN, 0, 0, 4, 0, 2)
        .unwrap();
    rect_is(&mut d, (8, 8, 12, 12), GREEN, 0);
    rect_is(&mut d, (0, 0, 4, 4), GREEN, 0);
    rect_is(&mut d, (4, 4, 8, 8), BLACK, 0);
}
