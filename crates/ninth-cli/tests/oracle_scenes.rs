//! The oracle in CI: every scene of ../shared/oracle/scenes is rendered and each capture is
//! compared with the wined3d and DXVK references and the spec references of refs-spec/
//! (within tolerance of any passes; tolerance 2, or the per-scene tolerance
//! scenes/oracle-expectations.txt gives with its AGREEMENT.md reason; a capture that file
//! gives `pixels NAME N` may have up to N pixels over it), except that a capture trust.txt
//! lists is compared only with its trusted source, and the regions of masks.txt are left out.
//! A failing scene not on that list fails the test, and so do a not-yet scene that passes and
//! a `pixels` capture with no pixel over (remove the line): the list only shrinks. The
//! pipeline compile service must not change a byte of any capture.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// `ninth scenes` over the oracle with the references and expectations, PNGs into `out`,
/// pipeline compile settings from `env`; the output.
fn oracle_run(out: &Path, env: &[(&str, &std::ffi::OsStr)]) -> Output {
    let oracle = root().join("../shared/oracle");
    let report = out.join("report.html");
    let mut command = Command::new(env!("CARGO_BIN_EXE_ninth"));
    command
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
        .arg(out)
        .arg("--report")
        .arg(&report)
        .arg("--stats");
    for (key, value) in env {
        command.env(key, value);
    }
    let output = command.output().unwrap();
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
    output
}

/// The numbers of `--stats`' pipelines line: made, prewarmed, compiled at their draw.
fn pipeline_stats(output: &Output) -> [u64; 3] {
    let stdout = String::from_utf8_lossy(&output.stdout);
    let line = stdout
        .lines()
        .find(|l| l.starts_with("pipelines: "))
        .unwrap_or_else(|| panic!("no pipelines line: {stdout}"));
    let number = |after: &str| -> u64 {
        let at = line
            .find(after)
            .unwrap_or_else(|| panic!("{after:?} in {line}"));
        line[..at]
            .rsplit(|c: char| !c.is_ascii_digit())
            .find(|w| !w.is_empty())
            .and_then(|w| w.parse().ok())
            .unwrap_or_else(|| panic!("a number before {after:?} in {line}"))
    };
    [
        number(" made"),
        number(" prewarmed"),
        number(" compiled at"),
    ]
}

/// The PNGs of `dir` by name.
fn pngs(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "png"))
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read(&p).unwrap())
        })
        .collect()
}

/// The oracle, six times: pipelines built at their draws (no compile workers, no disk
/// cache), then by four compile workers into an empty disk cache, then from that warm
/// cache; then with the fast paths on (folded clears, bound-state reuse, resident vertex
/// buffers, pass merging and load/store elision), with them on but pass merging off, and
/// with draw batching off. Each run must pass; all six must write
/// byte-identical PNGs; the warm run must take (nearly) every pipeline from the cold run's
/// manifest.
#[test]
fn oracle_scenes_pass_except_the_listed_ones() {
    let base = std::env::temp_dir().join(format!("ninth-oracle-{}", std::process::id()));
    let cache = base.join("cache");
    let off = std::ffi::OsStr::new("off");
    let (zero, four) = (std::ffi::OsStr::new("0"), std::ffi::OsStr::new("4"));
    let sync = oracle_run(
        &base.join("sync"),
        &[("NINTH_PIPELINE_WORKERS", zero), ("NINTH_CACHE_DIR", off)],
    );
    let workers = [
        ("NINTH_PIPELINE_WORKERS", four),
        ("NINTH_CACHE_DIR", cache.as_os_str()),
    ];
    let cold = oracle_run(&base.join("cold"), &workers);
    let warm = oracle_run(&base.join("warm"), &workers);
    let one = std::ffi::OsStr::new("1");
    let sync_env = [("NINTH_PIPELINE_WORKERS", zero), ("NINTH_CACHE_DIR", off)];
    let fast = [sync_env[0], sync_env[1], ("NINTH_DRAW_FASTPATH", one)];
    oracle_run(&base.join("fast"), &fast);
    let unmerged = [fast[0], fast[1], fast[2], ("NINTH_MERGE_PASSES", zero)];
    oracle_run(&base.join("fast-unmerged"), &unmerged);
    let unbatched = [sync_env[0], sync_env[1], ("NINTH_BATCH_DRAWS", zero)];
    oracle_run(&base.join("unbatched"), &unbatched);

    let images = pngs(&base.join("sync"));
    assert!(images.len() > 60, "{} captures", images.len());
    for run in ["cold", "warm", "fast", "fast-unmerged", "unbatched"] {
        let other = pngs(&base.join(run));
        assert_eq!(
            other.keys().collect::<Vec<_>>(),
            images.keys().collect::<Vec<_>>(),
            "{run}: the same captures"
        );
        for (name, bytes) in &images {
            assert!(
                other[name] == *bytes,
                "{run}: {name} differs from the synchronous run"
            );
        }
    }
    let [made, prewarmed, compiled] = pipeline_stats(&sync);
    assert_eq!(
        (prewarmed, compiled),
        (0, made),
        "synchronous: every pipeline at its draw"
    );
    let [cold_made, cold_prewarmed, _] = pipeline_stats(&cold);
    assert_eq!((cold_made, cold_prewarmed), (made, 0), "cold");
    // A pipeline made twice in one run (its shader destroyed and made again by a later
    // scene) is one manifest entry: at most a few are made again on the warm run.
    let [warm_made, warm_prewarmed, _] = pipeline_stats(&warm);
    assert_eq!(warm_made + warm_prewarmed, made, "warm");
    assert!(
        warm_made * 50 <= made,
        "warm: {warm_made} of {made} made again"
    );
    std::fs::remove_dir_all(&base).ok();
}

/// The scenes bundled in scenes/ (the demo, front-end behaviours, depth on RHW draws,
/// declarations without a vertex shader, an 18-byte stride, an instance divisor of 2, sampler
/// states the programmable path emulates, and the fixed-function vertex pipeline's spot
/// falloff, vertex blending, tweening, point size and point sprites, and render-target
/// switches whose passes merge)
/// against their references (scenes/AGREEMENT.md), made with the oracle tool; all must pass.
#[test]
fn bundled_scenes_match_their_references() {
    let scenes = root().join("scenes");
    // Twice: as configured by default and with the fast paths on (pass merging among them:
    // scenes/pass_merging.scene has passes to merge).
    for fast in ["0", "1"] {
        let out = std::env::temp_dir().join(format!("ninth-bundled-{}-{fast}", std::process::id()));
        let output = Command::new(env!("CARGO_BIN_EXE_ninth"))
            .arg("scenes")
            .arg(&scenes)
            .arg("--refs")
            .arg(scenes.join("refs/wined3d"))
            .arg("--refs")
            .arg(scenes.join("refs/dxvk"))
            .arg("--out")
            .arg(&out)
            .env("NINTH_DRAW_FASTPATH", fast)
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert!(output.status.success(), "fast paths {fast}: {stdout}");
        assert!(
            stdout.lines().any(|l| l == "15 passed, 0 failed"),
            "fast paths {fast}: {stdout}"
        );
        std::fs::remove_dir_all(&out).ok();
    }
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
