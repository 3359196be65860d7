//! Textures of every shape through the device API: cube faces, a DXT1 block, mip levels and
//! the levels a lock re-uploads, sampler states, ATI lock pitches and generated
//! (AUTOGENMIPMAP) levels.
//! Expected colours follow from D3D9's rules (cube face selection by the major axis, DXT1's
//! four-colour interpolation, MAXMIPLEVEL and MIPFILTER level selection).

mod common;

use common::*;
use ninth_d3d9::consts::lock;
use ninth_d3d9::{Device, DeviceParams, LockBox, TextureDesc, TextureHandle, TextureShape};

const BLACK: u32 = 0xff00_0000;
/// `D3DFVF_XYZRHW | D3DFVF_DIFFUSE | D3DFVF_TEX1`.
const FVF_TEX1: u32 = 0x144;
/// `D3DFVF_TEXCOORDSIZE3(0)`.
const TEXCOORDSIZE3_0: u32 = 1 << 16;
const TRIANGLESTRIP: u32 = 5;
// D3DSAMPLERSTATETYPE and values.
const ADDRESSU: u32 = 1;
const ADDRESSW: u32 = 3;
const MIPFILTER: u32 = 7;
const MIPMAPLODBIAS: u32 = 8;
const MAXMIPLEVEL: u32 = 9;
const SRGBTEXTURE: u32 = 11;
const TEXF_POINT: u32 = 1;
const TEXF_LINEAR: u32 = 2;
const TADDRESS_MIRROR: u32 = 2;
const TADDRESS_CLAMP: u32 = 3;

fn device(renderer: &mut ninth_render::Renderer) -> Device<'_> {
    let mut d = Device::new(renderer, DeviceParams::new(16, 16)).unwrap();
    d.set_render_state(137, 0).unwrap(); // D3DRS_LIGHTING off
    d.set_render_state(22, 1).unwrap(); // D3DRS_CULLMODE none
    d.clear(&[], 1, BLACK, 1.0, 0).unwrap();
    d.set_texture_stage_state(0, 1, 2).unwrap(); // COLOROP SELECTARG1 (TEXTURE)
    d
}

/// A strip over the pixel rectangle [x0, x1) x [y0, y1) whose corners (TL, TR, BL, BR)
/// carry the given texture coordinates.
fn strip(x0: u32, y0: u32, x1: u32, y1: u32, coords: [&[f32]; 4]) -> Vec<u8> {
    let (a, b, c, e) = (
        x0 as f32 - 0.5,
        y0 as f32 - 0.5,
        x1 as f32 - 0.5,
        y1 as f32 - 0.5,
    );
    let mut out = Vec::new();
    for ((x, y), tc) in [(a, b), (c, b), (a, e), (c, e)].into_iter().zip(coords) {
        out.extend_from_slice(&v(x, y, 0xffff_ffff));
        for f in tc {
            out.extend_from_slice(&f.to_le_bytes());
        }
    }
    out
}

/// A strip with u, v 0..1 across the rectangle.
fn uv_strip(x0: u32, y0: u32, x1: u32, y1: u32) -> Vec<u8> {
    strip(
        x0,
        y0,
        x1,
        y1,
        [&[0.0, 0.0], &[1.0, 0.0], &[0.0, 1.0], &[1.0, 1.0]],
    )
}

fn managed(shape: TextureShape, format: u32, levels: u32) -> TextureDesc {
    TextureDesc {
        shape,
        format,
        levels,
        usage: 0,
        pool: 1,
    }
}

/// Fills a face's level with one A8R8G8B8 / X8R8G8B8 colour (`flags` of the lock).
fn fill(d: &mut Device, t: TextureHandle, face: u32, level: u32, color: u32, flags: u32) {
    let locked = d.lock_texture(t, face, level, None, flags).unwrap();
    for texel in locked.data.chunks_exact_mut(4) {
        texel.copy_from_slice(&color.to_le_bytes());
    }
    d.unlock_texture(t, face, level).unwrap();
}

#[test]
fn cube_faces_are_selected_by_the_major_axis() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    let cube = d
        .create_texture(managed(TextureShape::Cube(2), 21, 1))
        .unwrap();
    // D3DCUBEMAP_FACES order: +X, -X, +Y, -Y, +Z, -Z.
    let colors = [
        0xffff0000u32,
        0xff00ff00,
        0xff0000ff,
        0xffffff00,
        0xffff00ff,
        0xff00ffff,
    ];
    for (face, &c) in colors.iter().enumerate() {
        fill(&mut d, cube, face as u32, 0, c, 0);
    }
    d.set_texture(0, Some(cube)).unwrap();
    d.set_fvf(FVF_TEX1 | TEXCOORDSIZE3_0).unwrap();
    let axes: [[f32; 3]; 6] = [
        [1.0, 0.1, 0.2],
        [-1.0, 0.2, 0.1],
        [0.1, 1.0, 0.2],
        [0.2, -1.0, 0.1],
        [0.1, 0.2, 1.0],
        [0.2, 0.1, -1.0],
    ];
    for (n, dir) in axes.iter().enumerate() {
        let x = n as u32 * 2;
        let q = strip(x, 0, x + 2, 2, [dir, dir, dir, dir]);
        d.draw_primitive_up(TRIANGLESTRIP, 2, &q, 32).unwrap();
    }
    let image = backbuffer(&mut d);
    for (n, &c) in colors.iter().enumerate() {
        assert_eq!(pixel(&image, n as u32 * 2, 0), rgba(c), "face {n}");
    }
}

#[test]
fn volume_slices_are_selected_by_w() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    let vol = d
        .create_texture(managed(TextureShape::Volume(2, 2, 2), 21, 1))
        .unwrap();
    fill(&mut d, vol, 0, 0, 0xffff0000, 0);
    // A box lock of slice 1 only: `data` starts at its first texel.
    let back = LockBox {
        left: 0,
        top: 0,
        front: 1,
        right: 2,
        bottom: 2,
        back: 2,
    };
    let locked = d.lock_texture(vol, 0, 0, Some(back), 0).unwrap();
    assert_eq!((locked.row_pitch, locked.slice_pitch), (8, 16));
    for texel in locked.data[..16].chunks_exact_mut(4) {
        texel.copy_from_slice(&0xff00ff00u32.to_le_bytes());
    }
    d.unlock_texture(vol, 0, 0).unwrap();
    d.set_texture(0, Some(vol)).unwrap();
    d.set_fvf(FVF_TEX1 | TEXCOORDSIZE3_0).unwrap();
    // Point sampling: w 0.25 is slice 0, w 0.75 slice 1.
    for (x, w) in [(0, 0.25f32), (8, 0.75)] {
        let tc: &[f32] = &[0.5, 0.5, w];
        d.draw_primitive_up(TRIANGLESTRIP, 2, &strip(x, 0, x + 8, 8, [tc; 4]), 32)
            .unwrap();
    }
    let image = backbuffer(&mut d);
    assert_eq!(pixel(&image, 3, 3), rgba(0xffff0000), "slice 0");
    assert_eq!(pixel(&image, 11, 3), rgba(0xff00ff00), "slice 1");
}

#[test]
fn a_dxt1_block_decodes_its_four_colours() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    const DXT1: u32 = u32::from_le_bytes(*b"DXT1");
    let t = d
        .create_texture(managed(TextureShape::TwoD(4, 4), DXT1, 1))
        .unwrap();
    {
        let locked = d.lock_texture(t, 0, 0, None, 0).unwrap();
        assert_eq!(
            (locked.row_pitch, locked.data.len()),
            (8, 8),
            "one 8-byte block"
        );
        // c0 = red (0xf800) > c1 = blue (0x001f): four-colour mode. Index rows 0, 1, 2, 3.
        locked
            .data
            .copy_from_slice(&[0x00, 0xf8, 0x1f, 0x00, 0x00, 0x55, 0xaa, 0xff]);
    }
    d.unlock_texture(t, 0, 0).unwrap();
    d.set_texture(0, Some(t)).unwrap();
    d.set_fvf(FVF_TEX1).unwrap();
    d.draw_primitive_up(TRIANGLESTRIP, 2, &uv_strip(0, 0, 16, 16), 28)
        .unwrap();
    let image = backbuffer(&mut d);
    // c2 = (2 c0 + c1) / 3, c3 = (c0 + 2 c1) / 3; decoders round 170.0 and 85.0 alike.
    let rows = [[255, 0, 0], [0, 0, 255], [170, 0, 85], [85, 0, 170]];
    for (row, want) in rows.iter().enumerate() {
        for x in [0, 7, 15] {
            let got = pixel(&image, x, row as u32 * 4 + 1);
            for ch in 0..3 {
                assert!(
                    got[ch].abs_diff(want[ch]) <= 1,
                    "texel row {row}, pixel {x}: {got:?} vs {want:?}"
                );
            }
        }
    }
}

#[test]
fn maxmiplevel_and_point_mips_sample_the_right_level() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    let t = d
        .create_texture(managed(TextureShape::TwoD(16, 16), 22, 0))
        .unwrap();
    assert_eq!(
        d.texture_desc(t).unwrap().1,
        5,
        "a full chain: 16, 8, 4, 2, 1"
    );
    let colors = [
        0xffff0000u32,
        0xff00ff00,
        0xff0000ff,
        0xffffff00,
        0xffff00ff,
    ];
    for (level, &c) in colors.iter().enumerate() {
        fill(&mut d, t, 0, level as u32, c, 0);
    }
    d.set_texture(0, Some(t)).unwrap();
    d.set_fvf(FVF_TEX1).unwrap();
    // MIPFILTER NONE: level MAXMIPLEVEL whatever the scale.
    d.draw_primitive_up(TRIANGLESTRIP, 2, &uv_strip(0, 0, 16, 8), 28)
        .unwrap();
    d.set_sampler_state(0, MAXMIPLEVEL, 2).unwrap();
    d.draw_primitive_up(TRIANGLESTRIP, 2, &uv_strip(0, 8, 8, 16), 28)
        .unwrap();
    // MIPFILTER POINT: 16 texels over 4 pixels is LOD 2.
    d.set_sampler_state(0, MAXMIPLEVEL, 0).unwrap();
    d.set_sampler_state(0, MIPFILTER, TEXF_POINT).unwrap();
    d.draw_primitive_up(TRIANGLESTRIP, 2, &uv_strip(8, 8, 12, 12), 28)
        .unwrap();
    let image = backbuffer(&mut d);
    assert_eq!(pixel(&image, 3, 3), rgba(colors[0]), "NONE: level 0");
    assert_eq!(pixel(&image, 3, 11), rgba(colors[2]), "MAXMIPLEVEL 2");
    assert_eq!(pixel(&image, 9, 9), rgba(colors[2]), "POINT at LOD 2");
}

#[test]
fn a_lock_re_uploads_only_its_level_and_region() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    let t = d
        .create_texture(managed(TextureShape::TwoD(16, 16), 22, 3))
        .unwrap();
    for (level, c) in [(0, 0xffff0000u32), (1, 0xff00ff00), (2, 0xff0000ff)] {
        fill(&mut d, t, 0, level, c, 0);
    }
    d.set_texture(0, Some(t)).unwrap();
    d.set_fvf(FVF_TEX1).unwrap();
    d.set_sampler_state(0, MIPFILTER, TEXF_POINT).unwrap();
    // One renderer copy of all three levels: the 16x16 quad samples level 0, the 4x4 quad
    // at (12, 12) level 2 (LOD 2), texel x at pixel 12 + x.
    let draw = |d: &mut Device| {
        d.draw_primitive_up(TRIANGLESTRIP, 2, &uv_strip(0, 0, 16, 16), 28)
            .unwrap();
        d.draw_primitive_up(TRIANGLESTRIP, 2, &uv_strip(12, 12, 16, 16), 28)
            .unwrap();
        backbuffer(d)
    };
    let image = draw(&mut d);
    assert_eq!(pixel(&image, 5, 5), rgba(0xffff0000));
    assert_eq!(pixel(&image, 13, 13), rgba(0xff0000ff));
    // Read-only locks mark nothing: levels 0 and 2 change on the CPU but are not uploaded.
    fill(&mut d, t, 0, 0, 0xffffffff, lock::READONLY);
    fill(&mut d, t, 0, 2, 0xffffffff, lock::READONLY);
    // Texel (1, 1) of level 2 (4x4) is written through a rectangle lock.
    let region = LockBox {
        left: 1,
        top: 1,
        front: 0,
        right: 2,
        bottom: 2,
        back: 1,
    };
    let locked = d.lock_texture(t, 0, 2, Some(region), 0).unwrap();
    locked.data[..4].copy_from_slice(&0x00ffff00u32.to_le_bytes());
    d.unlock_texture(t, 0, 2).unwrap();
    let image = draw(&mut d);
    assert_eq!(
        pixel(&image, 5, 5),
        rgba(0xffff0000),
        "level 0 is not uploaded"
    );
    assert_eq!(pixel(&image, 13, 13), rgba(0xffffff00), "the locked texel");
    assert_eq!(
        pixel(&image, 12, 12),
        rgba(0xff0000ff),
        "only the locked region of level 2 is uploaded"
    );
    // A write lock of level 0 brings its whole CPU copy to the next draw.
    fill(&mut d, t, 0, 0, 0xffffffff, 0);
    assert_eq!(pixel(&draw(&mut d), 5, 5), rgba(0xffffffff));
}

#[test]
fn sampler_states_reach_the_renderer() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    let t = d
        .create_texture(managed(TextureShape::TwoD(4, 4), 21, 2))
        .unwrap();
    d.set_texture(0, Some(t)).unwrap();
    d.set_fvf(FVF_TEX1).unwrap();
    let quad = uv_strip(0, 0, 16, 16);
    // Linear mips, LOD bias, mirror and mixed addressing all draw (their pixels are checked
    // by the renderer's tests and the oracle scenes mip_filter, tex_dxt and volume_texture).
    for (state, value) in [
        (MIPFILTER, TEXF_LINEAR),
        (MIPMAPLODBIAS, 1.0f32.to_bits()),
        (ADDRESSU, TADDRESS_MIRROR),
        (ADDRESSU, TADDRESS_CLAMP),
        (ADDRESSW, TADDRESS_CLAMP),
    ] {
        d.set_sampler_state(0, state, value).unwrap();
        d.draw_primitive_up(TRIANGLESTRIP, 2, &quad, 28).unwrap();
    }
    // sRGB reads: the fixed-function stages sample the sRGB view as pixel shaders do (the
    // renderer's fixed_samplers test checks the decoded values).
    d.set_sampler_state(0, SRGBTEXTURE, 1).unwrap();
    d.draw_primitive_up(TRIANGLESTRIP, 2, &quad, 28).unwrap();
    d.set_sampler_state(0, SRGBTEXTURE, 0).unwrap();
    d.set_sampler_state(0, MIPFILTER, TEXF_POINT).unwrap();
    // An AUTOGENMIPMAP texture of a format whose chain is not generated (not four 8-bit
    // channels) samples its level 0 mipmapped or not.
    let autogen = d
        .create_texture(TextureDesc {
            usage: ninth_d3d9::consts::usage::AUTOGENMIPMAP,
            ..managed(TextureShape::TwoD(4, 4), 23, 0)
        })
        .unwrap();
    d.set_texture(0, Some(autogen)).unwrap();
    d.set_fvf(FVF_TEX1).unwrap();
    d.draw_primitive_up(TRIANGLESTRIP, 2, &quad, 28).unwrap();
    // The device stays usable: MIPFILTER LINEAR on a one-level texture is plain sampling.
    let one = d
        .create_texture(managed(TextureShape::TwoD(2, 2), 22, 1))
        .unwrap();
    fill(&mut d, one, 0, 0, 0xff336699, 0);
    d.set_texture(0, Some(one)).unwrap();
    d.set_fvf(FVF_TEX1).unwrap();
    d.set_sampler_state(0, MIPFILTER, TEXF_LINEAR).unwrap();
    d.draw_primitive_up(TRIANGLESTRIP, 2, &quad, 28).unwrap();
    assert_eq!(pixel(&backbuffer(&mut d), 8, 8), rgba(0xff336699));
}

/// ATI1 and ATI2 report the lock pitch drivers give them (one byte per texel: the width, at
/// least 4, as wined3d and DXVK measure), over blocks packed as for DXT.
#[test]
fn ati_formats_report_a_byte_per_texel_pitch() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    let ati1 = u32::from_le_bytes(*b"ATI1");
    let ati2 = u32::from_le_bytes(*b"ATI2");
    for (format, (w, h), pitch, bytes) in [
        (ati2, (8, 8), 8, 64),
        (ati2, (16, 4), 16, 64),
        (ati1, (8, 8), 8, 32),
        (ati1, (2, 2), 4, 8),
    ] {
        let t = d
            .create_texture(managed(TextureShape::TwoD(w, h), format, 1))
            .unwrap();
        let locked = d.lock_texture(t, 0, 0, None, 0).unwrap();
        assert_eq!(
            (locked.row_pitch, locked.data.len()),
            (pitch, bytes),
            "{format:#x} {w}x{h}"
        );
        d.unlock_texture(t, 0, 0).unwrap();
    }
}

/// D3DUSAGE_AUTOGENMIPMAP: the levels below 0 are generated (2x2 box) for a managed texture
/// on the CPU at each unlock of level 0, and for a render-target texture on the GPU when a
/// draw samples it mipmapped after it was drawn into. Red columns 0-3, blue 4-7 of 8x8:
/// level 3 (MAXMIPLEVEL 3) is their average.
#[test]
fn autogenmipmap_levels_are_generated() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    let half = |d: &mut Device, t: TextureHandle, left: u32, right: u32| {
        let locked = d.lock_texture(t, 0, 0, None, 0).unwrap();
        let pitch = locked.row_pitch;
        for y in 0..8 {
            for x in 0..8 {
                let c: u32 = if x < 4 { left } else { right };
                locked.data[y * pitch + 4 * x..y * pitch + 4 * x + 4]
                    .copy_from_slice(&c.to_le_bytes());
            }
        }
        d.unlock_texture(t, 0, 0).unwrap();
    };
    let desc = TextureDesc {
        usage: 0x400, // AUTOGENMIPMAP
        ..managed(TextureShape::TwoD(8, 8), 21, 0)
    };
    let t = d.create_texture(desc).unwrap();
    half(&mut d, t, 0xffff_0000, 0xff00_00ff);
    d.set_texture(0, Some(t)).unwrap();
    d.set_sampler_state(0, MIPFILTER, TEXF_POINT).unwrap();
    d.set_sampler_state(0, MAXMIPLEVEL, 3).unwrap();
    d.set_fvf(FVF_TEX1).unwrap();
    d.draw_primitive_up(TRIANGLESTRIP, 2, &uv_strip(0, 0, 8, 8), 28)
        .unwrap();
    let near = |p: [u8; 4], want: [u8; 4]| p.iter().zip(want).all(|(a, b)| a.abs_diff(b) <= 1);
    let image = backbuffer(&mut d);
    assert!(
        near(pixel(&image, 3, 3), [128, 0, 128, 255]),
        "{:?}",
        pixel(&image, 3, 3)
    );
    // Level 0 written again: the chain follows.
    half(&mut d, t, 0xff00_ff00, 0xff00_ff00);
    d.draw_primitive_up(TRIANGLESTRIP, 2, &uv_strip(0, 0, 8, 8), 28)
        .unwrap();
    assert!(near(pixel(&backbuffer(&mut d), 3, 3), [0, 255, 0, 255]));

    // A render-target texture, drawn into by a clear of each half.
    let rt = d
        .create_texture(TextureDesc {
            shape: TextureShape::TwoD(8, 8),
            format: 21,
            levels: 1,
            usage: 0x400 | 0x1, // AUTOGENMIPMAP | RENDERTARGET
            pool: 0,
        })
        .unwrap();
    let level0 = ninth_d3d9::SurfaceRef::TextureLevel {
        texture: rt,
        face: 0,
        level: 0,
    };
    d.set_texture(0, None).unwrap();
    d.set_render_target(0, Some(level0)).unwrap();
    let left = ninth_d3d9::Rect {
        left: 0,
        top: 0,
        right: 4,
        bottom: 8,
    };
    let right = ninth_d3d9::Rect {
        left: 4,
        top: 0,
        right: 8,
        bottom: 8,
    };
    d.clear(&[left], 1, 0xffff_ffff, 1.0, 0).unwrap();
    d.clear(&[right], 1, 0xff00_0000, 1.0, 0).unwrap();
    d.set_render_target(0, Some(ninth_d3d9::SurfaceRef::Backbuffer))
        .unwrap();
    d.set_texture(0, Some(rt)).unwrap();
    d.draw_primitive_up(TRIANGLESTRIP, 2, &uv_strip(0, 0, 8, 8), 28)
        .unwrap();
    let p = pixel(&backbuffer(&mut d), 3, 3);
    assert!(near(p, [128, 128, 128, 255]), "{p:?}");
}
