//! Every oracle scene parses, and writing a parsed scene gives text that parses to the same
//! scene (commands and lines).

use std::path::PathBuf;

fn scenes_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/oracle/scenes")
}

fn scenes() -> Vec<(String, String)> {
    let dir = scenes_dir();
    let mut out: Vec<(String, String)> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "scene"))
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("scene text");
            (p.file_name().unwrap().to_string_lossy().into_owned(), text)
        })
        .collect();
    out.sort();
    out
}

#[test]
fn every_oracle_scene_parses() {
    let scenes = scenes();
    assert!(scenes.len() >= 60, "only {} scenes found", scenes.len());
    let mut commands = 0;
    let mut failures = Vec::new();
    for (name, text) in &scenes {
        match ninth_scene::parse(text) {
            Ok(scene) => {
                assert!(!scene.statements.is_empty(), "{name}: no commands");
                commands += scene.statements.len();
            }
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    println!("{} oracle scenes parsed, {commands} commands", scenes.len());
    assert!(failures.is_empty(), "failures:\n{}", failures.join("\n"));
}

#[test]
fn every_oracle_scene_round_trips() {
    for (name, text) in scenes() {
        let scene = ninth_scene::parse(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let written = ninth_scene::write(&scene);
        let again = ninth_scene::parse(&written)
            .unwrap_or_else(|e| panic!("{name}: the written scene does not parse: {e}"));
        assert_eq!(again, scene, "{name}: the written scene differs");
        assert_eq!(
            ninth_scene::write(&again),
            written,
            "{name}: writing is not stable"
        );
    }
}
