//! A C program using D3D9 natively: `tests/c/draw_clear.c`, built with the system C
//! compiler against mingw-w64's `d3d9.h` (with the shim headers of `include/native`) and
//! linked with this package's `libd3d9.so`, run on the test's Vulkan driver (lavapipe under
//! `scripts/with-vulkan.sh`). It checks its own results and exits non-zero on a failure.

use std::path::{Path, PathBuf};
use std::process::Command;

/// mingw-w64's headers (Debian: mingw-w64-common).
const MINGW_INCLUDE: &str = "/usr/share/mingw-w64/include";

/// The folder where `cargo test` builds the package's cdylib: `target/<profile>/deps`, beside
/// the test executable. (Only `cargo build` copies it up to `target/<profile>`, and that copy
/// may be older than the code under test.)
fn deps_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the test executable's path");
    exe.parent()
        .expect("the test executable's folder")
        .to_path_buf()
}

#[test]
fn draw_clear_c_program_runs_against_libd3d9() {
    assert!(
        Path::new(MINGW_INCLUDE).join("d3d9.h").exists(),
        "{MINGW_INCLUDE}/d3d9.h is missing: install mingw-w64-common (apt-get install \
         mingw-w64-common), whose D3D9 headers the native C test builds with"
    );
    let lib_dir = deps_dir();
    let lib = lib_dir.join("libd3d9.so");
    assert!(
        lib.exists(),
        "{} is missing (cargo test builds the package's cdylib beside the test executable)",
        lib.display()
    );
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("draw_clear");
    // mingw-w64's include folder also holds a Windows C library's headers (stdio.h, ...), so
    // it is searched after the system's (-idirafter); the shims come first.
    let built = Command::new("cc")
        .args(["-std=c11", "-Wall", "-Wextra", "-Werror", "-o"])
        .arg(&out)
        .arg(manifest.join("tests/c/draw_clear.c"))
        .arg("-I")
        .arg(manifest.join("include/native"))
        .arg("-I")
        .arg(manifest.join("include"))
        .args(["-idirafter", MINGW_INCLUDE])
        .arg(format!("-L{}", lib_dir.display()))
        .arg("-ld3d9")
        .arg(format!("-Wl,-rpath,{}", lib_dir.display()))
        .output()
        .expect("running cc (the system C compiler)");
    assert!(
        built.status.success(),
        "cc failed:\n{}{}",
        String::from_utf8_lossy(&built.stdout),
        String::from_utf8_lossy(&built.stderr)
    );
    // cargo's LD_LIBRARY_PATH names target/<profile> first, where a `cargo build` may have
    // left an older libd3d9.so, and it outranks the rpath: the program gets none.
    let ran = Command::new(&out)
        .env_remove("LD_LIBRARY_PATH")
        .output()
        .expect("running draw_clear");
    let stdout = String::from_utf8_lossy(&ran.stdout);
    println!("{stdout}");
    assert!(
        ran.status.success(),
        "draw_clear failed ({}):\n{stdout}{}",
        ran.status,
        String::from_utf8_lossy(&ran.stderr)
    );
    for step in [
        "clear: ok",
        "pixels: ok",
        "event query: done",
        "present: ok",
        "native window: ok",
    ] {
        assert!(stdout.contains(step), "no \"{step}\" line:\n{stdout}");
    }
    assert!(
        stdout.lines().last().is_some_and(|l| l.starts_with("ok: ")),
        "no final ok line:\n{stdout}"
    );
}
