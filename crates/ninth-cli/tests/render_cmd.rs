//! `ninth render SCENE -o DIR`: a PNG per capture; a failing command names its line, after
//! the captures made before it are written.

use std::path::PathBuf;
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[test]
fn render_writes_a_png_per_capture_and_names_the_failing_line() {
    let dir = std::env::temp_dir().join(format!("ninth-render-{}", std::process::id()));
    let output = Command::new(env!("CARGO_BIN_EXE_ninth"))
        .args(["render"])
        .arg(root().join("scenes/frontend.scene"))
        .arg("-o")
        .arg(&dir)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        stdout.contains("frontend_x8.png (16x16)") && stdout.contains("frontend.png (64x64)"),
        "{stdout}"
    );
    let png = std::fs::read(dir.join("frontend.png")).unwrap();
    assert_eq!(&png[1..4], b"PNG");

    let bad = dir.join("bad.scene");
    std::fs::write(
        &bad,
        "scene 1\ndevice 4 4\ncapture early\nrs D3DRS_FILLMODE 0\n",
    )
    .unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_ninth"))
        .arg("render")
        .arg(&bad)
        .arg("-o")
        .arg(&dir)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success());
    assert!(
        stderr.contains("line 4: D3DRS_FILLMODE: 0 is not a valid D3DFILLMODE value"),
        "{stderr}"
    );
    assert!(
        dir.join("early.png").exists(),
        "the capture before the failure is written"
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// `ninth textures dump` writes a scene's texture by content key; the same file, edited, in
/// a folder given to `ninth render --texture-pack` replaces that texture in the render.
#[test]
fn a_dumped_texture_edited_in_a_pack_replaces_it() {
    let dir = std::env::temp_dir().join(format!("ninth-pack-cli-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let scene = dir.join("t.scene");
    std::fs::write(
        &scene,
        "scene 1\ndevice 8 8\nrs D3DRS_LIGHTING 0\nrs D3DRS_CULLMODE D3DCULL_NONE\n\
         clear D3DCLEAR_TARGET 0xff000000 1.0 0\n\
         texture t 2d D3DFMT_A8R8G8B8 2 2 1\nfill t 0 solid 0xffff0000\nsettexture 0 t\n\
         tss 0 D3DTSS_COLOROP D3DTOP_SELECTARG1\ntss 0 D3DTSS_COLORARG1 D3DTA_TEXTURE\n\
         fvf D3DFVF_XYZRHW|D3DFVF_TEX1\n\
         drawup D3DPT_TRIANGLESTRIP 2 { -0.5 -0.5 0.5 1 0 0 7.5 -0.5 0.5 1 1 0 \
         -0.5 7.5 0.5 1 0 1 7.5 7.5 0.5 1 1 1 }\ncapture out\n",
    )
    .unwrap();
    let dump = dir.join("dump");
    let output = Command::new(env!("CARGO_BIN_EXE_ninth"))
        .args(["textures", "dump"])
        .arg(&scene)
        .arg(&dump)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(stdout.starts_with("1 textures written"), "{stdout}");
    let files: Vec<PathBuf> = std::fs::read_dir(&dump)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    let [png] = files.as_slice() else {
        panic!("{files:?}")
    };
    let name = png.file_name().unwrap().to_owned();
    assert_eq!(name.len(), "0123456789abcdef.png".len(), "{name:?}");
    // The dumped texels, red, as D3D9 samples them.
    let decoder = png::Decoder::new(std::fs::File::open(png).unwrap());
    let mut reader = decoder.read_info().unwrap();
    let mut rgba = vec![0; reader.output_buffer_size()];
    reader.next_frame(&mut rgba).unwrap();
    assert_eq!(rgba, [255, 0, 0, 255].repeat(4));
    // A green 4x4 image under the same name, in a pack.
    let pack = dir.join("pack");
    std::fs::create_dir_all(&pack).unwrap();
    let file = std::fs::File::create(pack.join(&name)).unwrap();
    let mut encoder = png::Encoder::new(file, 4, 4);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().unwrap();
    writer
        .write_image_data(&[0, 255, 0, 255].repeat(16))
        .unwrap();
    writer.finish().unwrap();
    let out = dir.join("out");
    let output = Command::new(env!("CARGO_BIN_EXE_ninth"))
        .arg("render")
        .arg(&scene)
        .arg("--texture-pack")
        .arg(&pack)
        .arg("-o")
        .arg(&out)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let decoder = png::Decoder::new(std::fs::File::open(out.join("out.png")).unwrap());
    let mut reader = decoder.read_info().unwrap();
    let mut rgba = vec![0; reader.output_buffer_size()];
    reader.next_frame(&mut rgba).unwrap();
    assert_eq!(&rgba[..4], &[0, 255, 0, 255], "the pack's green");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--stats` prints a line per capture with what the renderer did since the capture before:
/// four pretransformed strips of one state are one draw (three merged, their vertices
/// appended), the scene's colour clear and the depth surface's first depth and stencil clears
/// folded into the pass; after the first capture's readback, two more strips open a pass of
/// their own.
#[test]
fn render_stats_print_each_capture_s_counters() {
    let dir = std::env::temp_dir().join(format!("ninth-render-stats-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let strip = |x: u32| {
        let (x0, x1) = (x as f32 - 0.5, x as f32 + 1.5);
        format!(
            "drawup D3DPT_TRIANGLESTRIP 2 {{\n {x0} -0.5 0.5 1 0xffff0000\n {x1} -0.5 0.5 1 \
             0xffff0000\n {x0} 3.5 0.5 1 0xffff0000\n {x1} 3.5 0.5 1 0xffff0000 }}\n"
        )
    };
    let mut scene = String::from(
        "scene 1\ndevice 16 16\nrs D3DRS_LIGHTING 0\nrs D3DRS_CULLMODE D3DCULL_NONE\n\
         rs D3DRS_ZENABLE D3DZB_FALSE\nclear D3DCLEAR_TARGET 0xff000000 1.0 0\n\
         fvf D3DFVF_XYZRHW|D3DFVF_DIFFUSE\n",
    );
    for x in [0, 2, 4, 6] {
        scene.push_str(&strip(x));
    }
    scene.push_str("capture first\n");
    for x in [8, 10] {
        scene.push_str(&strip(x));
    }
    scene.push_str("capture second\n");
    let path = dir.join("stats.scene");
    std::fs::write(&path, scene).unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_ninth"))
        .arg("render")
        .arg(&path)
        .arg("-o")
        .arg(&dir)
        .arg("--stats")
        .env("NINTH_DRAW_FASTPATH", "1")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{stdout}");
    let line = |name: &str| {
        stdout
            .lines()
            .find(|l| l.starts_with(&format!("capture {name}: ")))
            .unwrap_or_else(|| panic!("no line for {name}: {stdout}"))
            .to_owned()
    };
    let first = line("first");
    // Binds skipped: the first draw's viewport (RHW draws take the whole target, which a
    // new pass holds), then each merged draw's seven (pipeline, uniform group, viewport,
    // scissor, blend constant, stencil reference, vertex buffer).
    assert!(
        first.contains(concat!(
            "passes 1 (0 merged, 0 dropped), clears folded 3, loads elided 0, stores elided 0, ",
            "draws 4 (3 merged), binds skipped 22,"
        )),
        "{first}"
    );
    assert!(first.contains("submissions 1"), "{first}");
    let second = line("second");
    assert!(
        second.contains(concat!(
            "passes 1 (0 merged, 0 dropped), clears folded 0, loads elided 0, stores elided 0, ",
            "draws 2 (1 merged), binds skipped 8,"
        )),
        "{second}"
    );
    assert!(second.contains("pipelines 0 made"), "{second}");
    std::fs::remove_dir_all(&dir).ok();
}
