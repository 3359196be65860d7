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
