//! The C examples of the C API (`examples/c/*.c` at the workspace root), built with the
//! system C compiler against `include/ninth_renderer.h` and this package's
//! `libninth_capi.so`, run on the test's Vulkan driver (lavapipe under
//! `scripts/with-vulkan.sh`). Each checks its own pixels and exits non-zero on a failure.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The folder where `cargo test` builds the package's cdylib: `target/<profile>/deps`, beside
/// the test executable (only `cargo build` copies it up, and that copy may be older).
fn deps_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the test executable's path");
    exe.parent()
        .expect("the test executable's folder")
        .to_path_buf()
}

/// How an example links ninth.
#[derive(Clone, Copy, PartialEq)]
enum Link {
    /// With `libninth_capi.so`.
    Shared,
    /// With `libninth_capi.a` (and the system libraries Rust's std needs).
    Static,
}

/// Builds `examples/c/<name>.c`, runs it and returns its output, failing on a compiler error
/// or a non-zero exit; its last line must start with "ok: ".
fn build_and_run(name: &str) -> String {
    build_and_run_linked(name, Link::Shared)
}

fn build_and_run_linked(name: &str, link: Link) -> String {
    let lib_dir = deps_dir();
    let lib = lib_dir.join(match link {
        Link::Shared => "libninth_capi.so",
        Link::Static => "libninth_capi.a",
    });
    assert!(
        lib.exists(),
        "{} is missing (cargo test builds the package's cdylib beside the test executable)",
        lib.display()
    );
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let examples = manifest.join("../../examples/c");
    let suffix = if link == Link::Static { "_static" } else { "" };
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("capi_{name}{suffix}"));
    let mut cc = Command::new("cc");
    cc.args(["-std=c11", "-Wall", "-Wextra", "-Werror", "-O1", "-o"])
        .arg(&out)
        .arg(examples.join(format!("{name}.c")))
        .arg("-I")
        .arg(manifest.join("include"))
        .arg("-I")
        .arg(&examples);
    match link {
        Link::Shared => cc
            .arg(format!("-L{}", lib_dir.display()))
            .arg("-lninth_capi")
            .arg(format!("-Wl,-rpath,{}", lib_dir.display())),
        // Unused code is dropped and symbols stripped: the debug archive is large.
        Link::Static => cc
            .arg(&lib)
            .args(["-lpthread", "-ldl", "-lm", "-Wl,--gc-sections", "-s"]),
    };
    let built = cc.output().expect("running cc (the system C compiler)");
    assert!(
        built.status.success(),
        "cc failed:\n{}{}",
        String::from_utf8_lossy(&built.stdout),
        String::from_utf8_lossy(&built.stderr)
    );
    // cargo's LD_LIBRARY_PATH names target/<profile> first, where a `cargo build` may have
    // left an older library, and it outranks the rpath: the program gets none.
    let ran = Command::new(&out)
        .env_remove("LD_LIBRARY_PATH")
        .output()
        .expect("running the example");
    let stdout = String::from_utf8_lossy(&ran.stdout).into_owned();
    println!("{stdout}");
    assert!(
        ran.status.success(),
        "{name} failed ({}):\n{stdout}{}",
        ran.status,
        String::from_utf8_lossy(&ran.stderr)
    );
    assert!(
        stdout.lines().last().is_some_and(|l| l.starts_with("ok: ")),
        "no final ok line:\n{stdout}"
    );
    stdout
}

#[test]
fn draw_example_draws_through_every_entry_point_kind() {
    let stdout = build_and_run("draw");
    for step in [
        "create: ok",
        "draws: ok",
        "textures: ok",
        "depth stencil: ok",
        "write framebuffer: ok",
        "target texture and blit: ok",
        "overlay: ok",
        "commit: ok",
        "fast paths and stats: ok",
        "resize: ok",
        "errors: ok",
    ] {
        assert!(stdout.contains(step), "no \"{step}\" line:\n{stdout}");
    }
}

#[test]
fn reference_tests_pass_through_the_c_api() {
    let stdout = build_and_run("reference_tests");
    for step in [
        "fast paths on/off byte-identical: ok",
        "state pressure: ok",
        "overlay cache isolation: ok",
    ] {
        assert!(stdout.contains(step), "no \"{step}\" line:\n{stdout}");
    }
}

#[test]
fn draw_example_links_the_static_library() {
    let stdout = build_and_run_linked("draw", Link::Static);
    assert!(stdout.contains("draws: ok"), "{stdout}");
}
