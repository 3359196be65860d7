//! `ninth-renderer.pc.in`, filled in as its comment says, is a valid pkg-config file whose
//! version is the crate's and whose flags name the header's folder and the library; where
//! `pkg-config` is installed it must accept the file and print those flags.

use std::path::Path;
use std::process::Command;

#[test]
fn pkg_config_file_names_the_header_and_the_library() {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let template = std::fs::read_to_string(manifest.join("ninth-renderer.pc.in"))
        .expect("reading ninth-renderer.pc.in");
    let pc = template
        .replace("@PREFIX@", "/opt/ninth")
        .replace("@VERSION@", env!("CARGO_PKG_VERSION"));
    assert!(!pc.contains('@'), "a placeholder is left:\n{pc}");
    for line in [
        format!("Version: {}", env!("CARGO_PKG_VERSION")).as_str(),
        "Libs: -L${libdir} -lninth_capi",
        "Cflags: -I${includedir}",
    ] {
        assert!(pc.lines().any(|l| l == line), "no line {line:?}:\n{pc}");
    }
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("pkgconfig");
    std::fs::create_dir_all(&dir).expect("making the pkgconfig folder");
    std::fs::write(dir.join("ninth-renderer.pc"), &pc).expect("writing the .pc file");
    let Ok(out) = Command::new("pkg-config")
        .args(["--cflags", "--libs", "ninth-renderer"])
        .env("PKG_CONFIG_PATH", &dir)
        .output()
    else {
        println!("pkg-config is not installed; checked the file's lines only");
        return;
    };
    let flags = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "pkg-config refused the file: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        flags.contains("-I/opt/ninth/include") && flags.contains("-L/opt/ninth/lib -lninth_capi"),
        "pkg-config printed {flags:?}"
    );
}
