//! Texture replacement packs and dumps: a pack's PNG or DDS named by a cached texture's
//! content key replaces it (at its own resolution) when a texture of that key is created;
//! an unreadable pack file leaves the program's texture; the dump writes each new cached 2D
//! texture as KEY.png (level 0 as D3D9 samples it) or KEY.dds (DXT, every level).

mod common;
use std::path::{Path, PathBuf};

use common::*;
use ninth_render::{Config, Renderer, RhwDrawState, TextureDesc, TextureFormat};

/// A fresh folder under the target directory's temp space.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ninth-pack-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn write_png(path: &Path, width: u32, height: u32, rgba: &[u8]) {
    let file = std::fs::File::create(path).unwrap();
    let mut encoder = png::Encoder::new(file, width, height);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    encoder
        .write_header()
        .unwrap()
        .write_image_data(rgba)
        .unwrap();
}

fn read_png(path: &Path) -> (u32, u32, Vec<u8>) {
    let decoder = png::Decoder::new(std::fs::File::open(path).unwrap());
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf).unwrap();
    assert_eq!(info.color_type, png::ColorType::Rgba);
    (info.width, info.height, buf)
}

fn with(pack: Option<PathBuf>, dump: Option<PathBuf>) -> Renderer {
    Renderer::new(Config {
        texture_pack: pack,
        texture_dump: dump,
        ..Default::default()
    })
    .unwrap()
}

/// 2x2 A8R8G8B8 texels (bytes B, G, R, A): red, green, blue, white.
fn program_texels() -> Vec<u8> {
    [0xffff_0000u32, 0xff00_ff00, 0xff00_00ff, 0xffff_ffff]
        .iter()
        .flat_map(|c| c.to_le_bytes())
        .collect()
}

/// Draws `texture` over an 8x8 context (point sampling) and reads it back.
fn drawn(r: &mut Renderer, texture: ninth_render::TextureId) -> Vec<u8> {
    let ctx = r.create_context(8, 8).unwrap();
    let state = RhwDrawState {
        texture: Some(texture),
        ..Default::default()
    };
    draw(
        r,
        ctx,
        &state,
        &textured_quad(0.0, 0.0, 8.0, 8.0, 0xffff_ffff),
    );
    r.read_framebuffer(ctx).unwrap()
}

#[test]
fn a_png_named_by_key_replaces_the_texture_at_its_own_resolution() {
    let key = with(None, None)
        .create_cached_nomip(TextureFormat::A8R8G8B8, 2, 2, &program_texels())
        .unwrap()
        .0;
    let pack = folder("png");
    // 4x4 replacement: columns yellow, yellow, cyan, cyan over the top half; magenta below.
    let mut rgba = Vec::new();
    for y in 0..4 {
        for x in 0..4 {
            rgba.extend_from_slice(match (y < 2, x < 2) {
                (true, true) => &[255, 255, 0, 255],
                (true, false) => &[0, 255, 255, 255],
                _ => &[255, 0, 255, 255],
            });
        }
    }
    write_png(&pack.join(format!("{key}.png")), 4, 4, &rgba);
    std::fs::write(pack.join("notes.txt"), "not an image").unwrap();
    let mut r = with(Some(pack.clone()), None);
    assert_eq!(r.texture_pack_images(), 1);
    let (same_key, id) = r
        .create_cached_nomip(TextureFormat::A8R8G8B8, 2, 2, &program_texels())
        .unwrap();
    assert_eq!(same_key, key, "the key is the program's content");
    let desc = r.texture_desc(id).unwrap();
    assert_eq!((desc.width, desc.height), (4, 4));
    assert_eq!(desc.format, TextureFormat::A8B8G8R8);
    let image = drawn(&mut r, id);
    // Each replacement texel covers 2x2 pixels.
    assert_rect(&image, 8, 0, 0, 4, 4, 0xffff_ff00, 0, "yellow quarter");
    assert_rect(&image, 8, 4, 0, 8, 4, 0xff00_ffff, 0, "cyan quarter");
    assert_rect(&image, 8, 0, 4, 8, 8, 0xffff_00ff, 0, "magenta half");
    // Other content is not replaced.
    let other: Vec<u8> = program_texels().iter().map(|b| b / 2).collect();
    let (_, plain) = r
        .create_cached_nomip(TextureFormat::A8R8G8B8, 2, 2, &other)
        .unwrap();
    assert_eq!(r.texture_desc(plain).unwrap().width, 2);
    let _ = std::fs::remove_dir_all(pack);
}

#[test]
fn a_mipmapped_texture_gets_the_replacements_box_chain() {
    let texels: Vec<u8> = (0..64u32)
        .flat_map(|_| 0xff10_2030u32.to_le_bytes())
        .collect();
    let key = with(None, None)
        .create_cached(TextureFormat::A8R8G8B8, 8, 8, &texels)
        .unwrap()
        .0;
    let pack = folder("mips");
    write_png(&pack.join(format!("{key}.png")), 2, 2, &[200; 16]);
    let mut r = with(Some(pack.clone()), None);
    let (_, id) = r
        .create_cached(TextureFormat::A8R8G8B8, 8, 8, &texels)
        .unwrap();
    let desc = r.texture_desc(id).unwrap();
    assert_eq!((desc.width, desc.levels), (2, 2), "2x2 and its 1x1 level");
    assert_eq!(r.texture_cache_usage(), (16 + 4, 1));
    let _ = std::fs::remove_dir_all(pack);
}

#[test]
fn a_dds_replaces_dxt_data_and_broken_or_oversized_files_are_ignored() {
    // One DXT1 block: colour 0 = pure red (0xf800), colour 1 = black, all texels index 0.
    let red_block = [0x00, 0xf8, 0x00, 0x00, 0, 0, 0, 0];
    let green_block = [0xe0, 0x07, 0x00, 0x00, 0, 0, 0, 0];
    let key = with(None, None)
        .create_cached_nomip(TextureFormat::DXT1, 4, 4, &red_block)
        .unwrap()
        .0;
    let blue: Vec<u8> = (0..16).flat_map(|_| 0xff00_00ffu32.to_le_bytes()).collect();
    let broken = with(None, None)
        .create_cached_nomip(TextureFormat::A8R8G8B8, 4, 4, &blue)
        .unwrap()
        .0;
    let pack = folder("dds");
    let mut dds = vec![0u8; 128];
    dds[..4].copy_from_slice(b"DDS ");
    dds[4..8].copy_from_slice(&124u32.to_le_bytes());
    dds[12..16].copy_from_slice(&4u32.to_le_bytes());
    dds[16..20].copy_from_slice(&4u32.to_le_bytes());
    dds[28..32].copy_from_slice(&1u32.to_le_bytes());
    dds[84..88].copy_from_slice(b"DXT1");
    dds.extend_from_slice(&green_block);
    std::fs::write(pack.join(format!("{key}.dds")), &dds).unwrap();
    std::fs::write(pack.join(format!("{broken}.png")), b"\x89PNG broken").unwrap();
    // An image wider than any texture may be: ignored too (the program's own texture).
    let (wide, _) = with(None, None)
        .create_cached_nomip(TextureFormat::A8R8G8B8, 2, 1, &[0xff; 8])
        .unwrap();
    write_png(&pack.join(format!("{wide}.png")), 20_000, 1, &[7; 80_000]);
    let mut r = with(Some(pack.clone()), None);
    assert_eq!(r.texture_pack_images(), 3);
    let (_, id) = r
        .create_cached_nomip(TextureFormat::DXT1, 4, 4, &red_block)
        .unwrap();
    let image = drawn(&mut r, id);
    assert_rect(
        &image,
        8,
        0,
        0,
        8,
        8,
        0xff00_ff00,
        0,
        "the pack's green block",
    );
    let (_, id) = r
        .create_cached_nomip(TextureFormat::A8R8G8B8, 4, 4, &blue)
        .unwrap();
    let image = drawn(&mut r, id);
    assert_rect(
        &image,
        8,
        0,
        0,
        8,
        8,
        0xff00_00ff,
        0,
        "the program's own blue",
    );
    let (_, id) = r
        .create_cached_nomip(TextureFormat::A8R8G8B8, 2, 1, &[0xff; 8])
        .unwrap();
    let width = r.texture_desc(id).unwrap().width;
    assert_eq!(width, 2, "the 20000-wide image is not used");
    let _ = std::fs::remove_dir_all(pack);
}

#[test]
fn the_dump_writes_each_new_texture_by_key_and_a_pack_made_from_it_reads_back() {
    let dir = folder("dump");
    let mut r = with(None, Some(dir.clone()));
    let (key, _) = r
        .create_cached_nomip(TextureFormat::A8R8G8B8, 2, 2, &program_texels())
        .unwrap();
    // R5G6B5 0xf800 (red) and 0x001f (blue): dumped as D3D9 samples them.
    let (key565, _) = r
        .create_cached_nomip(TextureFormat::R5G6B5, 2, 1, &[0x00, 0xf8, 0x1f, 0x00])
        .unwrap();
    let levels = [&[0u8; 8][..]];
    let desc = TextureDesc::tex2d(TextureFormat::DXT1, 4, 4, 1);
    let (key_dxt, _) = r.create_cached_levels(&desc, &levels).unwrap();
    // Float formats are not dumped; cube textures neither.
    r.create_cached_nomip(TextureFormat::R32F, 1, 1, &1.0f32.to_le_bytes())
        .unwrap();
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    let mut expected = vec![
        format!("{key}.png"),
        format!("{key565}.png"),
        format!("{key_dxt}.dds"),
    ];
    expected.sort();
    assert_eq!(names, expected);
    let (w, h, rgba) = read_png(&dir.join(format!("{key}.png")));
    assert_eq!((w, h), (2, 2));
    assert_eq!(
        rgba,
        [
            255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255
        ]
    );
    let (_, _, rgba) = read_png(&dir.join(format!("{key565}.png")));
    assert_eq!(rgba, [255, 0, 0, 255, 0, 0, 255, 255]);
    let dds = std::fs::read(dir.join(format!("{key_dxt}.dds"))).unwrap();
    assert_eq!(
        (&dds[..4], &dds[84..88], dds.len()),
        (&b"DDS "[..], &b"DXT1"[..], 136)
    );
    // The dump is a pack: the same content comes back as the dumped image.
    let mut again = with(Some(dir.clone()), None);
    let (_, id) = again
        .create_cached_nomip(TextureFormat::A8R8G8B8, 2, 2, &program_texels())
        .unwrap();
    assert_eq!(
        again.texture_desc(id).unwrap().format,
        TextureFormat::A8B8G8R8
    );
    let image = drawn(&mut again, id);
    assert_rect(&image, 8, 0, 0, 4, 4, 0xffff_0000, 0, "red texel");
    assert_rect(&image, 8, 4, 4, 8, 8, 0xffff_ffff, 0, "white texel");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_missing_pack_folder_is_an_args_error() {
    let err = match Renderer::new(Config {
        texture_pack: Some("/nonexistent/ninth-pack".into()),
        ..Default::default()
    }) {
        Err(e) => e,
        Ok(_) => panic!("a renderer with a missing pack folder"),
    };
    assert_eq!(err.kind, ninth_render::ErrorKind::Args, "{err}");
    assert!(err.to_string().contains("/nonexistent/ninth-pack"), "{err}");
}
