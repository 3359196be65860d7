//! The oracle in CI: every scene of ../shared/oracle/scenes is rendered and each capture is
//! compared with the wined3d and DXVK references and the spec references of refs-spec/
//! (within tolerance of any passes; tolerance 2, or the per-scene tolerance
//! scenes/oracle-expectations.txt gives with its AGREEMENT.md reason; a capture that file
//! gives `pixels NAME N` may have up to N pixels over it), except that a capture trust.txt
//! lists is compared only with its trusted source, and the regions of masks.txt are left out.
//! A failing scene not on that list fails the test, and so do a not-yet scene that passes and
//! a `pixels` capture with no pixel over (remove the line): the list only shrinks.

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
/// states the programmable path emulates, and the fixed-function vertex pipeline's spot
/// falloff, vertex blending, tweening, point size and point sprites)
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
    assert!(
        stdout.lines().any(|l| l == "12 passed, 0 failed"),
        "{stdout}"
    );
    std::fs::remove_dir_all(&out).ok();
}

/// A `pixels` line is strict: a capture allowed pixels over the tolerance that has none over
/// fails the run with a message saying the line can go, and so does a line for a capture no
/// scene makes.
#[test]
fn an_unused_pixels_line_fails_the_run() {
    let scenes = root().join("scenes");
    let dir = std::env::temp_dir().join(format!("ninth-pixels-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::copy(scenes.join("demo.scene"), dir.join("demo.scene")).unwrap();
    let expect = dir.join("expectations.txt");
    std::fs::write(
        &expect,
        "pixels demo 5 a tie that is no longer there\npixels nowhere 3 no such capture\n",
    )
    .unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_ninth"))
        .arg("scenes")
        .arg(&dir)
        .arg("--refs")
        .arg(scenes.join("refs/wined3d"))
        .arg("--expect")
        .arg(&expect)
        .arg("--out")
        .arg(dir.join("out"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success(), "{stdout}");
    assert!(stdout.contains("ok      demo\n"), "{stdout}");
    assert!(
        stdout.contains(
            "UNUSED  demo: `pixels demo 5` allows 5 pixels over 2 but none is over; \
             remove the line"
        ),
        "{stdout}"
    );
    assert!(stdout.contains("MISSING nowhere: "), "{stdout}");
    assert!(stdout.contains("1 passed, 0 failed"), "{stdout}");
    assert!(
        stderr.contains("unexpected results: demo, nowhere"),
        "{stderr}"
    );
    std::fs::remove_dir_all(&dir).ok();
}
