//! Scene replay: errors name the line; the recorder's scene replays to identical pixels.

mod common;

use common::renderer;
use ninth_d3d9::replay::{NamedCapture, replay_with};
use ninth_d3d9::{Device, ErrorKind, Recorder, replay};

fn oracle_scene(name: &str) -> ninth_scene::Scene {
    let root = env!("CARGO_MANIFEST_DIR");
    let path = match name.strip_prefix("bundled:") {
        Some(name) => format!("{root}/../../scenes/{name}.scene"),
        None => format!("{root}/../../../shared/oracle/scenes/{name}.scene"),
    };
    ninth_scene::parse(&std::fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn replay_errors_name_the_line() {
    let mut renderer = renderer();
    let text = "scene 1\ndevice 8 8\nrs D3DRS_ZENABLE 0\n\nrs D3DRS_CULLMODE 7\n";
    let e = replay(&ninth_scene::parse(text).unwrap(), &mut renderer).unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 5: D3DRS_CULLMODE: 7 is not a valid D3DCULL value"
    );
    // An FVF without a position.
    let text = "scene 1\ndevice 8 8\nfvf D3DFVF_DIFFUSE\ndrawup D3DPT_POINTLIST 1 { 0xffffffff }\n";
    let e = replay(&ninth_scene::parse(text).unwrap(), &mut renderer).unwrap_err();
    assert_eq!((e.line, e.kind), (4, ErrorKind::InvalidCall));
    let text = "scene 1\ndevice 4 2\nclear D3DCLEAR_TARGET 0xff102030 1.0 0\ncapture first\nrs D3DRS_ZFUNC 0\n";
    let e = replay(&ninth_scene::parse(text).unwrap(), &mut renderer).unwrap_err();
    assert_eq!(
        (e.line, e.captures.len()),
        (5, 1),
        "the capture before the failure is kept"
    );
    assert_eq!(&e.captures[0].image.rgba[..4], &[0x10, 0x20, 0x30, 0xff]);
    // 2 samples: WebGPU guarantees 1 and 4 only.
    let text = "scene 1\ndevice 8 8 msaa=2\n";
    let e = replay(&ninth_scene::parse(text).unwrap(), &mut renderer).unwrap_err();
    assert_eq!((e.line, e.kind), (2, ErrorKind::Unsupported), "{e}");
    assert!(e.message.contains("2 samples"), "{e}");
    let text = "scene 1\ndevice 8 8\ntexture t 2d D3DFMT_R3G3B2 4 4 1\nfill t 0 solid 0xff000000\n\
                settexture 0 t\nfvf D3DFVF_XYZRHW|D3DFVF_TEX1\n\
                drawup D3DPT_TRIANGLELIST 1 { 0 0 0 1 0 0  8 0 0 1 1 0  0 8 0 1 0 1 }\n";
    let e = replay(&ninth_scene::parse(text).unwrap(), &mut renderer).unwrap_err();
    assert_eq!((e.line, e.kind), (7, ErrorKind::Unsupported), "{e}");
    assert!(e.message.contains("R3G3B2"), "{e}");
}

#[test]
fn recorded_scenes_replay_to_identical_pixels() {
    let mut renderer = renderer();
    for name in [
        "indexed_basevertex",
        "render_to_texture",
        "stretchrect",
        "tss_ops_a",
        "clear_rects",
        "sampler_filter",
        "point_sprites",
        "fill_modes",
        "cube_texture",
        "tex_formats_lum",
        "mrt_ps30",
        "msaa_4x",
        "msaa_rt",
        "bundled:demo",
        "bundled:frontend",
        "bundled:decl_rhw",
        "bundled:depth_rhw",
    ] {
        let scene = oracle_scene(name);
        let (recorder, first) = replay_with(&scene, |params| {
            Ok(Recorder::new(Device::new(&mut renderer, params)?))
        })
        .unwrap();
        let text = recorder.text();
        drop(recorder);
        let recorded = ninth_scene::parse(&text).unwrap_or_else(|e| panic!("{name}: {e}\n{text}"));
        let again: Vec<NamedCapture> = replay(&recorded, &mut renderer).unwrap();
        assert!(!first.is_empty());
        // Names and pixels (the counters are the renderer's running totals).
        let images = |c: &[NamedCapture]| -> Vec<(String, ninth_d3d9::Capture)> {
            c.iter()
                .map(|c| (c.name.clone(), c.image.clone()))
                .collect()
        };
        assert_eq!(
            images(&again),
            images(&first),
            "{name}: the recorded scene renders the same pixels"
        );
        // Recording the recorded scene gives the same text: nothing is lost or invented.
        let (recorder, _) = replay_with(&recorded, |params| {
            Ok(Recorder::new(Device::new(&mut renderer, params)?))
        })
        .unwrap();
        assert_eq!(recorder.text(), text, "{name}");
    }
}
