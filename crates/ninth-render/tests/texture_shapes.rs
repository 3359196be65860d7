//! Cube and volume textures bound to fixed stages, mip levels and DXT storage, checked by
//! pixels: a cube with six differently coloured faces sampled along each axis (and with
//! D3DTTFF_PROJECTED; a face update between two draws is ordered), a volume sampled at several
//! w (and projected), a mip chain selected by minification, textures of the wrong type
//! reading opaque black, BC and CPU-decoded DXT with small mips, boxes larger than an arena.

mod common;
mod texture_util;
use common::renderer;
use ninth_render::state::fixed::FixedTextureKind;
use ninth_render::state::sampler::d3dtexf;
use ninth_render::{
    ContextId, Renderer, RhwDrawState, TextureDesc, TextureFormat, TextureId, TextureRegion,
};
use ninth_shader::fixed::D3DTTFF_PROJECTED;
use texture_util::{UNIT, close, draw_rect, rgba_at, rgba_of, select_texture};

/// D3DTTFF_COUNT4.
const COUNT4: u32 = 4;
/// The face colours (D3DCOLOR) of +X, -X, +Y, -Y, +Z, -Z.
const FACES: [u32; 6] = [
    0xffff_0000,
    0xff00_ff00,
    0xff00_00ff,
    0xffff_ff00,
    0xffff_00ff,
    0x8000_ffff,
];
/// What a stage samples with a texture of another type bound: opaque black.
const BLACK: u32 = 0xff00_0000;

/// `n` texels of one D3DCOLOR as A8R8G8B8 bytes.
fn solid(color: u32, n: usize) -> Vec<u8> {
    color.to_le_bytes().repeat(n)
}

/// Draws a 4x4 cell at cell index `i` (16 per row) sampling at the constant coordinate `tc`.
fn cell(
    r: &mut Renderer,
    ctx: ContextId,
    i: u32,
    state: &ninth_render::FixedDrawState,
    tc: [f32; 4],
) {
    let (x, y) = ((i % 16 * 4) as f32, (i / 16 * 4) as f32);
    draw_rect(r, ctx, state, x, y, 4.0, 4.0, [tc; 4]);
}

/// The centre-ish pixel of cell `i` of a 64-wide target.
fn cell_rgba(image: &[u8], i: u32) -> [u8; 4] {
    rgba_at(image, 64, i % 16 * 4 + 1, i / 16 * 4 + 1)
}

fn cube_texture(r: &mut Renderer) -> TextureId {
    let desc = TextureDesc::cube(TextureFormat::A8R8G8B8, 2, 1);
    let cube = r.create_texture_desc(&desc).unwrap();
    for (face, color) in FACES.iter().enumerate() {
        let region = TextureRegion::level(&desc, 0).on_face(face as u32);
        r.update_texture_region(cube, &region, &solid(*color, 4), 8, 0)
            .unwrap();
    }
    cube
}

#[test]
fn cube_faces_are_sampled_along_each_axis_and_projected() {
    let mut r = renderer();
    let ctx = r.create_context(64, 16).unwrap();
    let cube = cube_texture(&mut r);
    let plain = select_texture(Some(cube), FixedTextureKind::Cube, true);
    let mut projected = plain;
    projected.stages[0].state.transform_flags = COUNT4 | D3DTTFF_PROJECTED;
    let axes: [[f32; 3]; 6] = [
        [1.0, 0.2, -0.3],
        [-1.0, -0.4, 0.1],
        [0.3, 1.0, 0.2],
        [-0.1, -1.0, 0.4],
        [0.2, -0.3, 1.0],
        [0.4, 0.1, -1.0],
    ];
    let mut want = Vec::new();
    for (face, d) in axes.iter().enumerate() {
        cell(&mut r, ctx, face as u32, &plain, [d[0], d[1], d[2], 1.0]);
        // Divided by q = -2: the coordinate points the other way until the divide.
        let q = -2.0;
        cell(
            &mut r,
            ctx,
            16 + face as u32,
            &projected,
            [d[0] * q, d[1] * q, d[2] * q, q],
        );
        want.push((face as u32, FACES[face]));
        want.push((16 + face as u32, FACES[face]));
    }
    // The same negated coordinates without PROJECTED sample the opposite face.
    for (face, d) in axes.iter().enumerate() {
        cell(
            &mut r,
            ctx,
            8 + face as u32,
            &plain,
            [-d[0], -d[1], -d[2], 1.0],
        );
        want.push((8 + face as u32, FACES[face ^ 1]));
    }
    // An update of face +X between two draws: the first draw keeps the old texels.
    cell(&mut r, ctx, 24, &plain, [1.0, 0.0, 0.0, 1.0]);
    let region = TextureRegion {
        width: 2,
        height: 2,
        depth: 1,
        ..Default::default()
    };
    r.update_texture_region(cube, &region, &solid(0xff12_3456, 4), 8, 0)
        .unwrap();
    cell(&mut r, ctx, 25, &plain, [1.0, 0.0, 0.0, 1.0]);
    want.push((24, FACES[0]));
    want.push((25, 0xff12_3456));
    let image = r.read_framebuffer(ctx).unwrap();
    for (i, color) in want {
        let got = cell_rgba(&image, i);
        assert!(
            close(got, rgba_of(color), 0),
            "cell {i}: got {got:?}, want {color:#010x}"
        );
    }
}

/// Texel (s, t) of a direction by D3D9's cube-map table (face, then the major axis divides
/// the two others): +X (-z, -y), -X (z, -y), +Y (x, z), -Y (x, -z), +Z (x, -y), -Z (-x, -y).
fn d3d9_cube_texel(d: [f32; 3]) -> (usize, f32, f32) {
    let [x, y, z] = d;
    let (face, sc, tc, ma) = if x.abs() >= y.abs() && x.abs() >= z.abs() {
        if x > 0.0 {
            (0, -z, -y, x)
        } else {
            (1, z, -y, x)
        }
    } else if y.abs() >= z.abs() {
        if y > 0.0 { (2, x, z, y) } else { (3, x, -z, y) }
    } else if z > 0.0 {
        (4, x, -y, z)
    } else {
        (5, -x, -y, z)
    };
    (
        face,
        (sc / ma.abs() + 1.0) / 2.0,
        (tc / ma.abs() + 1.0) / 2.0,
    )
}

#[test]
fn cube_faces_are_oriented_as_d3d9() {
    let mut r = renderer();
    let ctx = r.create_context(64, 8).unwrap();
    let desc = TextureDesc::cube(TextureFormat::A8R8G8B8, 2, 1);
    let cube = r.create_texture_desc(&desc).unwrap();
    let color = |face: usize, texel: usize| {
        0xff00_0010 | (40 * face as u32) << 16 | (60 * texel as u32) << 8
    };
    for face in 0..6 {
        let texels: Vec<u8> = (0..4).flat_map(|k| color(face, k).to_le_bytes()).collect();
        let region = TextureRegion::level(&desc, 0).on_face(face as u32);
        r.update_texture_region(cube, &region, &texels, 8, 0)
            .unwrap();
    }
    let state = select_texture(Some(cube), FixedTextureKind::Cube, true);
    // On each face, one direction into each quadrant.
    let mut directions = Vec::new();
    for axis in 0..3 {
        for sign in [1.0f32, -1.0] {
            for (a, b) in [(0.5f32, 0.5f32), (-0.5, 0.5), (0.5, -0.5), (-0.5, -0.5)] {
                let mut d = [a, b, a * b * 0.8];
                d.rotate_right(axis);
                d[axis] = sign;
                directions.push(d);
            }
        }
    }
    for (i, d) in directions.iter().enumerate() {
        cell(&mut r, ctx, i as u32, &state, [d[0], d[1], d[2], 1.0]);
    }
    let image = r.read_framebuffer(ctx).unwrap();
    for (i, d) in directions.iter().enumerate() {
        let (face, s, t) = d3d9_cube_texel(*d);
        let texel = usize::from(s >= 0.5) + 2 * usize::from(t >= 0.5);
        let got = cell_rgba(&image, i as u32);
        assert_eq!(
            got,
            rgba_of(color(face, texel)),
            "direction {d:?}: face {face} texel {texel}"
        );
    }
}

#[test]
fn volume_slices_are_sampled_at_each_w_and_projected() {
    let mut r = renderer();
    let ctx = r.create_context(64, 8).unwrap();
    let desc = TextureDesc::volume(TextureFormat::A8R8G8B8, 2, 2, 4, 1);
    let volume = r.create_texture_desc(&desc).unwrap();
    let slice_color = |k: u32| 0xff10_2030 + k * 0x0030_1008;
    // Slice 0 alone, then slices 1..4 in one box with padded rows and slices.
    r.update_texture_region(
        volume,
        &TextureRegion {
            depth: 1,
            ..TextureRegion::level(&desc, 0)
        },
        &solid(slice_color(0), 4),
        8,
        0,
    )
    .unwrap();
    let (row_pitch, slice_pitch) = (12usize, 40usize);
    let mut bytes = vec![0xee; slice_pitch * 3];
    for k in 0..3 {
        for y in 0..2 {
            let at = k * slice_pitch + y * row_pitch;
            bytes[at..at + 8].copy_from_slice(&solid(slice_color(k as u32 + 1), 2));
        }
    }
    let rest = TextureRegion {
        z: 1,
        depth: 3,
        ..TextureRegion::level(&desc, 0)
    };
    r.update_texture_region(volume, &rest, &bytes, row_pitch as u32, slice_pitch as u32)
        .unwrap();
    let plain = select_texture(Some(volume), FixedTextureKind::Volume, true);
    let mut projected = plain;
    projected.stages[0].state.transform_flags = COUNT4 | D3DTTFF_PROJECTED;
    for k in 0..4 {
        let w = (k as f32 + 0.5) / 4.0;
        cell(&mut r, ctx, k, &plain, [0.5, 0.5, w, 1.0]);
        cell(&mut r, ctx, 4 + k, &projected, [1.5, 1.5, 3.0 * w, 3.0]);
    }
    let image = r.read_framebuffer(ctx).unwrap();
    for k in 0..4 {
        for i in [k, 4 + k] {
            let got = cell_rgba(&image, i);
            assert!(
                close(got, rgba_of(slice_color(k)), 0),
                "cell {i}: got {got:?}, slice {k}"
            );
        }
    }
}

#[test]
fn mip_levels_are_selected_by_minification() {
    let mut r = renderer();
    let ctx = r.create_context(32, 16).unwrap();
    let desc = TextureDesc::tex2d(TextureFormat::X8R8G8B8, 8, 8, 0);
    let tex = r.create_texture_desc(&desc).unwrap();
    assert_eq!(r.texture_desc(tex).unwrap().levels, 4, "full chain of 8x8");
    let level_color = |l: u32| 0xff00_0000 | (0x3f * (l + 1)) << 16 | (0xff - 0x30 * l);
    for level in 0..4 {
        let region = TextureRegion::level(&desc, level);
        let texels = (region.width * region.height) as usize;
        r.update_texture_region(
            tex,
            &region,
            &solid(level_color(level) & 0x00ff_ffff, texels),
            region.width * 4,
            0,
        )
        .unwrap();
    }
    // 8, 4, 2 and 1 pixels for 8 texels: LOD 0, 1, 2, 3; nearest (row 0) and linear (row 8)
    // filtering, both with MIPFILTER POINT.
    for (row, linear) in [(0.0, false), (8.0, true)] {
        let mut state = select_texture(Some(tex), FixedTextureKind::Tex2d, true);
        let sampler = &mut state.stages[0].sampler;
        let filter = if linear {
            d3dtexf::LINEAR
        } else {
            d3dtexf::POINT
        };
        (sampler.mag_filter, sampler.min_filter) = (filter, filter);
        sampler.mip_filter = d3dtexf::POINT;
        let mut x = 0.0;
        for level in 0..4 {
            let side = (8 >> level) as f32;
            draw_rect(&mut r, ctx, &state, x, row, side, side, UNIT);
            x += 8.0;
        }
    }
    let image = r.read_framebuffer(ctx).unwrap();
    for level in 0..4u32 {
        for row in [0, 8] {
            let got = rgba_at(&image, 32, 8 * level, row);
            let want = rgba_of(level_color(level));
            assert!(
                close(got, want, 0),
                "level {level}, row {row}: got {got:?}, want {want:?} (X8: alpha 1)"
            );
        }
    }
}

#[test]
fn textures_of_another_type_sample_opaque_black() {
    let mut r = renderer();
    let ctx = r.create_context(64, 8).unwrap();
    let cube = cube_texture(&mut r);
    let flat = r
        .create_texture(1, 1, Some(&solid(0xff80_4020, 1)))
        .unwrap();
    let volume_desc = TextureDesc::volume(TextureFormat::A8R8G8B8, 1, 1, 1, 1);
    let volume = r.create_texture_desc(&volume_desc).unwrap();
    r.update_texture(volume, 0, 0, 1, 1, &solid(0xff40_8020, 1), 4)
        .unwrap();
    let cases = [
        (flat, FixedTextureKind::Cube, BLACK),
        (flat, FixedTextureKind::Volume, BLACK),
        (cube, FixedTextureKind::Tex2d, BLACK),
        (volume, FixedTextureKind::Cube, BLACK),
        (flat, FixedTextureKind::Tex2d, 0xff80_4020),
        (volume, FixedTextureKind::Volume, 0xff40_8020),
    ];
    for (i, (tex, kind, _)) in cases.iter().enumerate() {
        let state = select_texture(Some(*tex), *kind, true);
        cell(&mut r, ctx, i as u32, &state, [1.0, 0.5, 0.5, 1.0]);
    }
    // The RHW path samples 2D: a cube texture there reads black, modulated by white.
    let rhw = RhwDrawState {
        texture: Some(cube),
        ..Default::default()
    };
    let quad = common::textured_quad(0.0, 4.0, 4.0, 8.0, 0xffff_ffff);
    common::draw(&mut r, ctx, &rhw, &quad);
    let image = r.read_framebuffer(ctx).unwrap();
    for (i, (_, kind, want)) in cases.iter().enumerate() {
        let got = cell_rgba(&image, i as u32);
        assert!(
            close(got, rgba_of(*want), 0),
            "case {i} ({kind:?}): got {got:?}, want {want:#010x}"
        );
    }
    assert_eq!(
        rgba_at(&image, 64, 1, 5),
        rgba_of(BLACK),
        "RHW draw of a cube texture"
    );
}

/// One DXT1 block of one colour (RGB565 `c`, indices all 0).
fn dxt1_solid(c: u16) -> [u8; 8] {
    let [a, b] = c.to_le_bytes();
    [a, b, 0, 0, 0, 0, 0, 0]
}

#[test]
fn dxt_uses_bc_storage_where_it_can_and_small_mips_upload() {
    let mut r = renderer();
    let bc = r.info().features.contains(&"TEXTURE_COMPRESSION_BC");
    let ctx = r.create_context(32, 8).unwrap();
    // 8x8 with its full chain: BC where the adapter has it. Levels 2 (2x2) and 3 (1x1) are
    // smaller than a block.
    let desc = TextureDesc::tex2d(TextureFormat::DXT1, 8, 8, 0);
    let aligned = r.create_texture_desc(&desc).unwrap();
    // 6x6 is not a whole number of blocks: decoded on the CPU whatever the adapter.
    let odd_desc = TextureDesc::tex2d(TextureFormat::DXT1, 6, 6, 1);
    let odd = r.create_texture_desc(&odd_desc).unwrap();
    let want_storage = if bc {
        wgpu::TextureFormat::Bc1RgbaUnorm
    } else {
        wgpu::TextureFormat::Bgra8Unorm
    };
    assert_eq!(r.texture_storage_format(aligned).unwrap(), want_storage);
    assert_eq!(
        r.texture_storage_format(odd).unwrap(),
        wgpu::TextureFormat::Bgra8Unorm
    );
    // Level colours: red, green, blue, white (RGB565).
    let colors = [0xf800u16, 0x07e0, 0x001f, 0xffff];
    for level in 0..4 {
        let region = TextureRegion::level(&desc, level);
        let blocks = region.width.div_ceil(4) * region.height.div_ceil(4);
        let data = dxt1_solid(colors[level as usize]).repeat(blocks as usize);
        r.update_texture_region(aligned, &region, &data, 8 * region.width.div_ceil(4), 0)
            .unwrap();
    }
    // The odd texture: four blocks, the bottom-right one (clipped to 2x2) blue.
    let blocks = [0xf800u16, 0x07e0, 0xffff, 0x001f].map(dxt1_solid);
    r.update_texture_region(
        odd,
        &TextureRegion::level(&odd_desc, 0),
        &blocks.concat(),
        16,
        0,
    )
    .unwrap();
    let mut state = select_texture(Some(aligned), FixedTextureKind::Tex2d, true);
    state.stages[0].sampler.mip_filter = d3dtexf::POINT;
    let mut x = 0.0;
    for level in 0..4 {
        let side = (8 >> level) as f32;
        draw_rect(&mut r, ctx, &state, x, 0.0, side, side, UNIT);
        x += 8.0;
    }
    let odd_state = select_texture(Some(odd), FixedTextureKind::Tex2d, true);
    // 6x6 texels 1:1 into the rows below level 3's cell.
    draw_rect(&mut r, ctx, &odd_state, 24.0, 1.0, 6.0, 6.0, UNIT);
    let image = r.read_framebuffer(ctx).unwrap();
    let rgb = [0xffff_0000u32, 0xff00_ff00, 0xff00_00ff, 0xffff_ffff];
    for level in 0..4u32 {
        let got = rgba_at(&image, 32, 8 * level, 0);
        let want = rgba_of(rgb[level as usize]);
        assert!(
            close(got, want, 1),
            "DXT1 level {level}: got {got:?}, want {want:?}"
        );
    }
    let odd_want = [
        (0, 0, rgb[0]),
        (5, 0, rgb[1]),
        (0, 5, rgb[3]),
        (5, 5, rgb[2]),
        (3, 3, rgb[0]),
        (4, 4, rgb[2]),
    ];
    for (tx, ty, want) in odd_want {
        let got = rgba_at(&image, 32, 24 + tx, 1 + ty);
        assert!(
            close(got, rgba_of(want), 1),
            "6x6 DXT1 texel ({tx}, {ty}): got {got:?}"
        );
    }
}

/// Boxes staging more than an arena (32 MiB) are copied in pieces of whole rows or slices:
/// rows 2047 / 2048 and slices 31 / 32 lie on either side of a piece boundary.
#[test]
fn boxes_larger_than_an_arena_are_copied_in_pieces() {
    let mut r = renderer();
    let ctx = r.create_context(64, 4).unwrap();
    // 4096x4096 X8R8G8B8 (64 MiB staged, converted): each row one colour.
    let side = 4096u32;
    let row_color = |y: u32| 0xff00_005a | (y & 0xff) << 8 | (y >> 8) << 16;
    let desc = TextureDesc::tex2d(TextureFormat::X8R8G8B8, side, side, 1);
    let big = r.create_texture_desc(&desc).unwrap();
    let bytes: Vec<u8> = (0..side)
        .flat_map(|y| solid(row_color(y) & 0x00ff_ffff, side as usize))
        .collect();
    r.update_texture_region(big, &TextureRegion::level(&desc, 0), &bytes, side * 4, 0)
        .unwrap();
    drop(bytes);
    // 512x512x40 A8R8G8B8 volume (40 MiB): each slice one colour.
    let slice_color = |z: u32| 0xff30_0000 | z << 8 | (0xff - z);
    let vol_desc = TextureDesc::volume(TextureFormat::A8R8G8B8, 512, 512, 40, 1);
    let volume = r.create_texture_desc(&vol_desc).unwrap();
    let bytes: Vec<u8> = (0..40)
        .flat_map(|z| solid(slice_color(z), 512 * 512))
        .collect();
    let region = TextureRegion::level(&vol_desc, 0);
    r.update_texture_region(volume, &region, &bytes, 2048, 2048 * 512)
        .unwrap();
    let rows = [0, 2047, 2048, 4095];
    let flat = select_texture(Some(big), FixedTextureKind::Tex2d, true);
    for (i, y) in rows.iter().enumerate() {
        let v = (*y as f32 + 0.5) / side as f32;
        cell(&mut r, ctx, i as u32, &flat, [0.3, v, 0.0, 1.0]);
    }
    let slices = [0, 31, 32, 39];
    let deep = select_texture(Some(volume), FixedTextureKind::Volume, true);
    for (i, z) in slices.iter().enumerate() {
        let w = (*z as f32 + 0.5) / 40.0;
        cell(&mut r, ctx, 4 + i as u32, &deep, [0.7, 0.2, w, 1.0]);
    }
    let image = r.read_framebuffer(ctx).unwrap();
    for (i, y) in rows.iter().enumerate() {
        let want = rgba_of(row_color(*y));
        assert_eq!(cell_rgba(&image, i as u32), want, "row {y}");
    }
    for (i, z) in slices.iter().enumerate() {
        let want = rgba_of(slice_color(*z));
        assert_eq!(cell_rgba(&image, 4 + i as u32), want, "slice {z}");
    }
}
