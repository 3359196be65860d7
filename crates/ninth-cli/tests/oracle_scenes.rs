//! The oracle in CI: every scene of ../shared/oracle/scenes is rendered and each capture is
//! compared with the wined3d and DXVK references and the spec references of refs-spec/
//! (within tolerance of any passes; tolerance 2, or the per-scene tolerance
//! scenes/oracle-expectations.txt gives with its AGREEMENT.md reason), except that a capture
//! trust.txt lists is compared only with its trusted source, and the regions of masks.txt are
//! left out. A failing scene not on that list fails the test, and so does a listed scene that
//! passes (remove it from the list): the list only shrinks.

use std::path::PathBuf;
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[test]
fn oracle_scenes_pass_except_the_listed_ones() {
    let oracle = root().join("../shared/oracle");
    let out = std::env::temp_dir().join(format!("ninth-oracle-{}", std::process::id()));
    let report = out.join("report.html");
    let output = Command::new(env!("CARGO_BIN_EXE_ninth"))
        .arg("scenes")
        .arg(oracle.join("scenes"))
        .arg("--refs")
        .arg(oracle.join("refs/wined3d"))
        .arg("--refs")
        .arg(oracle.join("refs/dxvk"))
        .arg("--spec-refs")
        .arg(oracle.join("refs-spec/wined3d"))
        .arg("--spec-refs")
        .arg(oracle.join("refs-spec/dxvk"))
        .arg("--masks")
        .arg(oracle.join("masks.txt"))
        .arg("--trust")
        .arg(oracle.join("trust.txt"))
        .arg("--expect")
        .arg(root().join("scenes/oracle-expectations.txt"))
        .arg("--out")
        .arg(&out)
        .arg("--report")
        .arg(&report)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    println!("{stdout}");
    let summary = stdout
        .lines()
        .find(|l| l.contains(" passed, "))
        .unwrap_or("no summary line");
    eprintln!("oracle: {summary}");
    assert!(output.status.success(), "{stdout}\n{stderr}");
    assert!(summary.contains("not yet: "), "{summary}");
    assert!(report.exists());
    std::fs::remove_dir_all(&out).ok();
}

/// The scenes bundled in scenes/ (the demo, front-end behaviours, depth on RHW draws,
/// declarations without a vertex shader, an 18-byte stride, an instance divisor of 2, sampler
/// states the programmable path emulates)
/// against their references (scenes/AGREEMENT.md), made with the oracle tool; all must pass.
#[test]
fn bundled_scenes_match_their_references() {
    let scenes = root().join("scenes");
    let out = std::env::temp_dir().join(format!("ninth-bundled-{}", std::process::id()));
    let output = Command::new(env!("CARGO_BIN_EXE_ninth"))
        .arg("scenes")
        .arg(&scenes)
        .arg("--refs")
        .arg(scenes.join("refs/wined3d"))
        .arg("--refs")
        .arg(scenes.join("refs/dxvk"))
        .arg("--out")
        .arg(&out)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{stdout}");
    assert!(stdout.contains("7 passed, 0 failed"), "{stdout}");
    std::fs::remove_dir_all(&out).ok();
}
