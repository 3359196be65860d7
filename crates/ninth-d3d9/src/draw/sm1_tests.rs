//! Shader model 1 through the device (GPU tests, lavapipe in CI): the texture-stage states
//! a `ps_1_x` shader reads (BUMPENVMAT, BUMPENVLSCALE/LOFFSET, D3DTTFF_PROJECTED) reach the
//! renderer on every vertex route (the fixed-function vertex pipeline, a `vs_1_1` shader,
//! pretransformed vertices), and the fixed-function vertex pipeline writes the coordinates
//! and colours a `ps_1_1` shader reads. Expected pixels follow the D3D9 formulas
//! (`u' = u + M00 du + M10 dv`, `v' = v + M01 du + M11 dv`) on a 16 x 16 lookup texture
//! whose texels name their own coordinates.

use crate::{Device, DeviceParams, Stage, SurfaceRef, TextureDesc, TextureHandle, TextureShape};

const SIDE: u32 = 16;
const TRIANGLELIST: u32 = 4;
/// The bump map's (du, dv) as V8U8 bytes.
const BUMP: [i8; 2] = [64, -48];
/// Two bump matrices (M00, M01, M10, M11) whose perturbations land near texel centres.
const MATRICES: [[f32; 4]; 2] = [[-0.375, -0.75, 1.0, -0.5], [0.25, -0.375, -0.5, -1.0]];
/// D3DTSS_BUMPENVMAT00, D3DTSS_TEXCOORDINDEX, D3DTSS_TEXTURETRANSFORMFLAGS.
const BUMPENVMAT00: u32 = 7;
const TEXCOORDINDEX: u32 = 11;
const TEXTURETRANSFORMFLAGS: u32 = 24;
/// D3DTTFF_COUNT4 | D3DTTFF_PROJECTED.
const PROJECTED4: u32 = 0x104;

fn asm(text: &str) -> Vec<u32> {
    ninth_shader::asm::assemble(text).expect("assembles")
}

fn renderer() -> ninth_render::Renderer {
    ninth_render::Renderer::from_env().expect("a Vulkan adapter (lavapipe in CI)")
}

fn device(renderer: &mut ninth_render::Renderer) -> Device<'_> {
    let mut d = Device::new(renderer, DeviceParams::new(SIDE, SIDE)).unwrap();
    d.set_render_state(137, 0).unwrap(); // D3DRS_LIGHTING off
    d.set_render_state(22, 1).unwrap(); // D3DRS_CULLMODE none
    d.set_render_state(7, 0).unwrap(); // D3DRS_ZENABLE off
    d
}

/// A 2D texture of `width` x `height` texels of `format` (`bytes_per_texel` each) from
/// `texel(x, y)`.
fn texture(
    d: &mut Device,
    (width, height): (u32, u32),
    format: u32,
    texel: impl Fn(u32, u32) -> Vec<u8>,
) -> TextureHandle {
    let handle = d
        .create_texture(TextureDesc {
            shape: TextureShape::TwoD(width, height),
            format,
            levels: 1,
            usage: 0,
            pool: 1,
        })
        .unwrap();
    let locked = d.lock_texture(handle, 0, 0, None, 0).unwrap();
    let pitch = locked.row_pitch;
    for y in 0..height {
        let row = texel(0, y).len() * width as usize;
        let bytes: Vec<u8> = (0..width).flat_map(|x| texel(x, y)).collect();
        let at = y as usize * pitch;
        locked.data[at..at + row].copy_from_slice(&bytes);
    }
    d.unlock_texture(handle, 0, 0).unwrap();
    handle
}

/// The lookup texture: texel (x, y) is (R, G, B) = (16 x + 8, 16 y + 8, 0x40).
fn lookup(d: &mut Device) -> TextureHandle {
    texture(d, (SIDE, SIDE), 21, |x, y| {
        vec![0x40, (16 * y + 8) as u8, (16 * x + 8) as u8, 0xff]
    })
}

/// The V8U8 bump map of [`BUMP`].
fn bump_map(d: &mut Device) -> TextureHandle {
    texture(d, (1, 1), 60, |_, _| BUMP.map(|b| b as u8).to_vec())
}

/// The texel a lookup colour (RGBA bytes) names.
fn texel_of(rgba: [u8; 4]) -> (i64, i64) {
    ((i64::from(rgba[0]) - 8) / 16, (i64::from(rgba[1]) - 8) / 16)
}

fn read(d: &mut Device, x: u32, y: u32) -> [u8; 4] {
    let image = d.read_render_target(SurfaceRef::Backbuffer).unwrap();
    let at = ((y * image.width + x) * 4) as usize;
    image.rgba[at..at + 4].try_into().unwrap()
}

/// Every pixel's texel, row by row.
fn texels(d: &mut Device) -> Vec<(i64, i64)> {
    let image = d.read_render_target(SurfaceRef::Backbuffer).unwrap();
    image
        .rgba
        .chunks_exact(4)
        .map(|p| texel_of([p[0], p[1], p[2], p[3]]))
        .collect()
}

/// The lookup texel `texbem` samples at pixel (px, py) with `m`; `None` within 0.1 texel of
/// a texel edge.
fn bumped(m: [f32; 4], px: u32, py: u32) -> Option<(i64, i64)> {
    let (du, dv) = (f64::from(BUMP[0]) / 127.0, f64::from(BUMP[1]) / 127.0);
    let [m00, m01, m10, m11] = m.map(f64::from);
    let side = f64::from(SIDE);
    let u = (f64::from(px) + 0.5 + (m00 * du + m10 * dv) * side).rem_euclid(side);
    let v = (f64::from(py) + 0.5 + (m01 * du + m11 * dv) * side).rem_euclid(side);
    let edge = |t: f64| !(0.1..=0.9).contains(&(t - t.floor()));
    (!edge(u) && !edge(v)).then(|| (u.floor() as i64, v.floor() as i64))
}

#[track_caller]
fn assert_bumped(d: &mut Device, m: [f32; 4], what: &str) {
    let got = texels(d);
    let mut checked = 0;
    for py in 0..SIDE {
        for px in 0..SIDE {
            if let Some(expected) = bumped(m, px, py) {
                let at = (py * SIDE + px) as usize;
                assert_eq!(got[at], expected, "{what}: pixel ({px}, {py})");
                checked += 1;
            }
        }
    }
    assert!(checked >= SIDE * SIDE / 2, "{what}: too few pixels checked");
}

fn set_matrix(d: &mut Device, stage: u32, m: [f32; 4]) {
    for (i, value) in m.iter().enumerate() {
        d.set_texture_stage_state(stage, BUMPENVMAT00 + i as u32, value.to_bits())
            .unwrap();
    }
}

/// Clip-space x or y of pixel coordinate `p` on the 16-pixel target.
fn clip(p: f32, flip: bool) -> f32 {
    let c = (p + 0.5) / 8.0 - 1.0;
    if flip { -c } else { c }
}

/// A quad over the whole target as a triangle list of `vertex(corner x, corner y)` (0 or 1)
/// bytes; the corners' clip-space positions are `clip(-1)` .. `clip(15)`.
fn quad(vertex: impl Fn(f32, f32) -> Vec<u8>) -> Vec<u8> {
    [
        [0.0, 0.0],
        [1.0, 0.0],
        [0.0, 1.0],
        [1.0, 0.0],
        [1.0, 1.0],
        [0.0, 1.0],
    ]
    .iter()
    .flat_map(|&[x, y]| vertex(x, y))
    .collect()
}

fn floats(values: &[f32]) -> Vec<u8> {
    values.iter().flat_map(|f| f.to_le_bytes()).collect()
}

/// Clip-space position of quad corner (x, y) (0 or 1).
fn corner(x: f32, y: f32) -> [f32; 2] {
    let p = |t: f32| t * SIDE as f32 - 1.0;
    [clip(p(x), false), clip(p(y), true)]
}

#[test]
fn texbem_through_the_fixed_function_vertex_pipeline_reads_the_stage_states() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    let ps = asm("ps_1_1\ntex t0\ntexbem t1, t0\nmov r0, t1");
    let ps = d.create_pixel_shader(&ps).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    let (bump, table) = (bump_map(&mut d), lookup(&mut d));
    d.set_texture(0, Some(bump)).unwrap();
    d.set_texture(1, Some(table)).unwrap();
    // D3DFVF_XYZ | D3DFVF_TEX2: (x, y, z), set 0 (the bump map's, unused), set 1 = (u, v).
    d.set_fvf(0x002 | 0x200).unwrap();
    let vertices = quad(|x, y| {
        let [cx, cy] = corner(x, y);
        floats(&[cx, cy, 0.5, 0.0, 0.0, x, y])
    });
    for m in [MATRICES[0], MATRICES[1], MATRICES[0]] {
        set_matrix(&mut d, 1, m);
        d.draw_primitive_up(TRIANGLELIST, 2, &vertices, 28).unwrap();
        assert_bumped(&mut d, m, "fixed-function vertex pipeline");
    }
}

#[test]
fn texbem_with_pretransformed_vertices_reads_the_stage_states() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    let ps = asm("ps_1_1\ntex t0\ntexbem t1, t0\nmov r0, t1");
    let ps = d.create_pixel_shader(&ps).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    let (bump, table) = (bump_map(&mut d), lookup(&mut d));
    d.set_texture(0, Some(bump)).unwrap();
    d.set_texture(1, Some(table)).unwrap();
    // D3DFVF_XYZRHW | D3DFVF_TEX2.
    d.set_fvf(0x004 | 0x200).unwrap();
    let vertices = quad(|x, y| {
        let (px, py) = (x * SIDE as f32 - 0.5, y * SIDE as f32 - 0.5);
        floats(&[px, py, 0.5, 1.0, 0.0, 0.0, x, y])
    });
    for m in [MATRICES[1], MATRICES[0]] {
        set_matrix(&mut d, 1, m);
        d.draw_primitive_up(TRIANGLELIST, 2, &vertices, 32).unwrap();
        assert_bumped(&mut d, m, "pretransformed");
    }
}

#[test]
fn projected_tex_with_a_vs_1_1_shader_follows_the_transform_flags() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    let vs = asm("vs_1_1\ndcl_position v0\ndcl_texcoord v1\nmov oPos, v0\nmov oT0, v1");
    let ps = asm("ps_1_1\ntex t0\nmov r0, t0");
    let (vs, ps) = (
        d.create_vertex_shader(&vs).unwrap(),
        d.create_pixel_shader(&ps).unwrap(),
    );
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    let table = lookup(&mut d);
    d.set_texture(0, Some(table)).unwrap();
    // D3DFVF_XYZW | D3DFVF_TEX1 | D3DFVF_TEXCOORDSIZE4(0): (3u, 3v, 0, 3).
    d.set_fvf(0x4002 | 0x100 | 0x20000).unwrap();
    let vertices = quad(|x, y| {
        let [cx, cy] = corner(x, y);
        floats(&[cx, cy, 0.5, 1.0, 3.0 * x, 3.0 * y, 0.0, 3.0])
    });
    for flags in [PROJECTED4, 0, PROJECTED4] {
        d.set_texture_stage_state(0, TEXTURETRANSFORMFLAGS, flags)
            .unwrap();
        d.draw_primitive_up(TRIANGLELIST, 2, &vertices, 32).unwrap();
        let got = texels(&mut d);
        for py in 0..SIDE as i64 {
            for px in 0..SIDE as i64 {
                let expected = if flags != 0 {
                    (px, py)
                } else {
                    ((3 * px + 1) % 16, (3 * py + 1) % 16)
                };
                assert_eq!(
                    got[(py * 16 + px) as usize],
                    expected,
                    "flags {flags:#x}: pixel ({px}, {py})"
                );
            }
        }
    }
}

#[test]
fn the_fixed_function_vertex_pipeline_writes_what_ps_1_1_reads() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    // t1 (stage 1's coordinates, which TEXCOORDINDEX takes from set 0) and the specular
    // colour v1 plus the diffuse v0 scaled by c0.
    let ps = asm("ps_1_1\ntex t1\nmul r1, v0, c0\nadd r0, t1, v1\nadd r0.rgb, r0, r1");
    let ps = d.create_pixel_shader(&ps).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    d.set_shader_constant_f(Stage::Pixel, 0, &[[0.0, 0.0, 0.5, 0.0]])
        .unwrap();
    let table = lookup(&mut d);
    d.set_texture(1, Some(table)).unwrap();
    d.set_texture_stage_state(1, TEXCOORDINDEX, 0).unwrap();
    // D3DFVF_XYZ | DIFFUSE | SPECULAR | TEX1.
    d.set_fvf(0x002 | 0x040 | 0x080 | 0x100).unwrap();
    let (diffuse, specular) = (0xff00_00ffu32, 0x0000_0020u32);
    let vertices = quad(|x, y| {
        let [cx, cy] = corner(x, y);
        let mut v = floats(&[cx, cy, 0.5]);
        v.extend_from_slice(&diffuse.to_le_bytes());
        v.extend_from_slice(&specular.to_le_bytes());
        v.extend_from_slice(&floats(&[x, y]));
        v
    });
    d.draw_primitive_up(TRIANGLELIST, 2, &vertices, 28).unwrap();
    for (px, py) in [(0u32, 0u32), (5, 9), (15, 15)] {
        let got = read(&mut d, px, py);
        // The texel (16 px + 8, 16 py + 8, 0x40) + specular blue 0x20 + diffuse blue / 2.
        let blue = 0x40 + 0x20 + 0x80;
        let expected = [(16 * px + 8) as u8, (16 * py + 8) as u8, blue as u8];
        for c in 0..3 {
            assert!(
                got[c].abs_diff(expected[c]) <= 1,
                "pixel ({px}, {py}): got {got:?}, expected {expected:?}"
            );
        }
    }
}
