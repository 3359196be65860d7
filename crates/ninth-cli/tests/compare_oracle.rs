//! `ninth compare` on the oracle's own references: comparing DXVK's images with wined3d's must
//! reproduce ../shared/oracle/AGREEMENT.md (56 of 71 captures agree within 2; the disputed
//! ones with the same largest differences and pixel counts), and write the HTML report.

use std::path::PathBuf;
use std::process::Command;

fn oracle() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/oracle")
}

#[test]
fn dxvk_against_wined3d_reproduces_the_agreement_table() {
    let dir = std::env::temp_dir().join(format!("ninth-compare-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let report = dir.join("report.html");
    let output = Command::new(env!("CARGO_BIN_EXE_ninth"))
        .arg("compare")
        .arg(oracle().join("refs/dxvk"))
        .arg(oracle().join("refs/wined3d"))
        .arg("--report")
        .arg(&report)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        !output.status.success(),
        "disputed images must fail the command"
    );
    assert!(stdout.contains("56 passed, 15 failed"), "{stdout}");
    for line in [
        "fog_table                        max diff 13, 9389 pixels over 2",
        "lines                            max diff 255, 34 pixels over 2",
        "decl_types_dec3                  max diff 127, 1568 pixels over 2",
        "blend_ops                        max diff 0, 0 pixels over 2",
        "ff_transform_depth               max diff 1, 0 pixels over 2",
    ] {
        assert!(stdout.contains(line), "missing {line:?} in\n{stdout}");
    }
    let html = std::fs::read_to_string(&report).unwrap();
    assert!(html.contains("56 passed, 15 failed"));
    // Failures come first.
    let (fail, pass) = (
        html.find("bumpenvmap").unwrap(),
        html.find("alpha_test").unwrap(),
    );
    assert!(fail < pass, "failures must be listed before passes");
    assert!(dir.join("report_files/fog_table_diff.png").exists());
    std::fs::remove_dir_all(&dir).ok();
}
