//! Every bad input of the texture calls gets its typed error, changes nothing, and leaves the
//! renderer usable: sizes, levels, cube shape, unknown and unsupported formats, levels,
//! faces and boxes outside the texture, DXT block alignment, pitches and byte counts, stale
//! ids and render-target aliases.

mod common;
mod texture_util;
use common::renderer;
use ninth_render::state::fixed::FixedTextureKind;
use ninth_render::{ErrorKind, TextureDesc, TextureFormat, TextureRegion, TextureType};
use texture_util::{UNIT, draw_rect, rgba_at, select_texture};

#[test]
fn bad_shapes_and_formats_are_rejected() {
    let mut r = renderer();
    let before = r.texture_table_len();
    let f = TextureFormat::A8R8G8B8;
    let max = r.wgpu_device().limits().max_texture_dimension_2d;
    let max_3d = r.wgpu_device().limits().max_texture_dimension_3d;
    let bad = [
        ("zero width", TextureDesc::tex2d(f, 0, 4, 1)),
        ("zero height", TextureDesc::tex2d(f, 4, 0, 1)),
        (
            "wider than the device",
            TextureDesc::tex2d(f, max + 1, 4, 1),
        ),
        ("5 levels of 8x8", TextureDesc::tex2d(f, 8, 8, 5)),
        (
            "2D with depth 2",
            TextureDesc {
                depth: 2,
                ..TextureDesc::tex2d(f, 4, 4, 1)
            },
        ),
        (
            "non-square cube",
            TextureDesc {
                height: 2,
                ..TextureDesc::cube(f, 4, 1)
            },
        ),
        ("volume of depth 0", TextureDesc::volume(f, 4, 4, 0, 1)),
        (
            "volume deeper than the device",
            TextureDesc::volume(f, 4, 4, max_3d + 1, 1),
        ),
        (
            "5 levels of a 4x4x8 volume",
            TextureDesc::volume(f, 4, 4, 8, 5),
        ),
    ];
    for (what, desc) in bad {
        let e = r.create_texture_desc(&desc).unwrap_err();
        assert_eq!(e.kind, ErrorKind::Args, "{what}: {e}");
    }
    assert_eq!(r.texture_table_len(), before, "nothing created");
    // A volume's full chain follows its deepest side.
    let deep = r
        .create_texture_desc(&TextureDesc::volume(f, 2, 2, 16, 0))
        .unwrap();
    assert_eq!(r.texture_desc(deep).unwrap().levels, 5);
    assert_eq!(r.texture_desc(deep).unwrap().ty, TextureType::Volume);

    let e = TextureFormat::from_d3d(27).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Unsupported);
    assert!(e.message.contains("R3G3B2"), "{e}");
    let e = TextureFormat::from_d3d(0xdead).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Unsupported);
    assert!(e.message.contains("0xdead"), "{e}");
    for format in TextureFormat::ALL {
        assert_eq!(TextureFormat::from_d3d(format.d3d()), Ok(*format));
    }
    assert_eq!(
        TextureFormat::DXT1.d3d(),
        0x3154_5844,
        "MAKEFOURCC('D', 'X', 'T', '1')"
    );
}

#[test]
fn bad_updates_are_rejected_and_write_nothing() {
    let mut r = renderer();
    let ctx = r.create_context(8, 4).unwrap();
    let desc = TextureDesc::tex2d(TextureFormat::A8R8G8B8, 4, 4, 3);
    let tex = r.create_texture_desc(&desc).unwrap();
    let green = 0xff00_ff00u32.to_le_bytes().repeat(16);
    r.update_texture_region(tex, &TextureRegion::level(&desc, 0), &green, 16, 0)
        .unwrap();
    let cube_desc = TextureDesc::cube(TextureFormat::L8, 4, 1);
    let cube = r.create_texture_desc(&cube_desc).unwrap();
    let vol_desc = TextureDesc::volume(TextureFormat::L8, 4, 4, 4, 1);
    let volume = r.create_texture_desc(&vol_desc).unwrap();
    let dxt_desc = TextureDesc::tex2d(TextureFormat::DXT5, 8, 8, 1);
    let dxt = r.create_texture_desc(&dxt_desc).unwrap();
    let red = 0xffff_0000u32.to_le_bytes().repeat(64);
    let whole = TextureRegion::level(&desc, 0);
    let region = |x, y, width, height| TextureRegion {
        x,
        y,
        width,
        height,
        depth: 1,
        ..Default::default()
    };
    let cases = [
        (
            "level 3 of 3",
            tex,
            TextureRegion { level: 3, ..whole },
            16,
            0,
            ErrorKind::Bounds,
        ),
        (
            "face 1 of a 2D texture",
            tex,
            whole.on_face(1),
            16,
            0,
            ErrorKind::Bounds,
        ),
        (
            "face 6 of a cube",
            cube,
            TextureRegion::level(&cube_desc, 0).on_face(6),
            4,
            0,
            ErrorKind::Bounds,
        ),
        (
            "box past the right edge",
            tex,
            region(2, 0, 3, 1),
            16,
            0,
            ErrorKind::Bounds,
        ),
        (
            "box past the bottom",
            tex,
            region(0, 3, 1, 2),
            16,
            0,
            ErrorKind::Bounds,
        ),
        (
            "level 1 is 2x2",
            tex,
            TextureRegion { level: 1, ..whole },
            16,
            0,
            ErrorKind::Bounds,
        ),
        (
            "slices past the volume",
            volume,
            TextureRegion {
                z: 2,
                depth: 3,
                ..TextureRegion::level(&vol_desc, 0)
            },
            4,
            16,
            ErrorKind::Bounds,
        ),
        (
            "slice 1 of a 2D texture",
            tex,
            TextureRegion { z: 1, ..whole },
            16,
            0,
            ErrorKind::Bounds,
        ),
        (
            "DXT box at x 2",
            dxt,
            region(2, 0, 4, 4),
            16,
            0,
            ErrorKind::Args,
        ),
        (
            "DXT box 2 wide inside the level",
            dxt,
            region(0, 0, 2, 4),
            16,
            0,
            ErrorKind::Args,
        ),
        ("row pitch below a row", tex, whole, 12, 0, ErrorKind::Args),
        (
            "slice pitch below a slice",
            volume,
            TextureRegion::level(&vol_desc, 0),
            4,
            12,
            ErrorKind::Args,
        ),
    ];
    for (what, id, region, row_pitch, slice_pitch, kind) in cases {
        let e = r
            .update_texture_region(id, &region, &red, row_pitch, slice_pitch)
            .expect_err(what);
        assert_eq!(e.kind, kind, "{what}: {e}");
    }
    // Pitch 20: three rows of 20 bytes and one of 16 need 76.
    let e = r
        .update_texture_region(tex, &whole, &red[..75], 20, 0)
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::Args, "75 bytes: {e}");
    r.update_texture_region(tex, &whole, &green[..64], 16, 0)
        .unwrap();
    // A DXT box reaching the level's edge need not be whole blocks; the bytes are checked.
    let e = r
        .update_texture_region(dxt, &region(4, 4, 4, 4), &[0; 15], 16, 0)
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::Args, "one DXT5 block is 16 bytes: {e}");
    let alias = r.target_texture(ctx).unwrap();
    let e = r
        .update_texture_region(alias, &whole, &red, 16, 0)
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::Texture, "{e}");
    r.destroy_texture(volume).unwrap();
    let e = r
        .update_texture_region(volume, &TextureRegion::level(&vol_desc, 0), &red, 4, 16)
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::Texture, "{e}");
    assert_eq!(r.texture_desc(volume).unwrap_err().kind, ErrorKind::Texture);
    // Nothing was written: the texture is still green, and the renderer still draws.
    let state = select_texture(Some(tex), FixedTextureKind::Tex2d, true);
    draw_rect(&mut r, ctx, &state, 0.0, 0.0, 4.0, 4.0, UNIT);
    let image = r.read_framebuffer(ctx).unwrap();
    for (x, y) in [(0, 0), (3, 0), (0, 3), (3, 3)] {
        assert_eq!(
            rgba_at(&image, 8, x, y),
            [0, 255, 0, 255],
            "texel ({x}, {y})"
        );
    }
    // An empty box is no error and writes nothing.
    r.update_texture_region(tex, &region(1, 1, 0, 2), &[], 0, 0)
        .unwrap();
}
