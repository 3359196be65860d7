//! `ninth bench w1|w2|w3|w4`: the workloads' check images and how many draws were merged.
//! On Mesa's software rasteriser (what CI runs) ninth's image must be the one wined3d and
//! DXVK drew (the workload's hash); on a GPU, where some ties round differently, it must
//! equal the raw wgpu loop's, which draws the same work one draw at a time.

use std::process::Command;

/// The 64 hex digits after `prefix` on a line of `stdout`.
fn hash_after<'a>(stdout: &'a str, prefix: &str) -> &'a str {
    stdout
        .lines()
        .find_map(|l| l.strip_prefix(prefix))
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap_or_else(|| panic!("no `{prefix}` line in:\n{stdout}"))
}

/// (draws, merged) of the `ninth counters:` line.
fn merged(stdout: &str) -> (u64, u64) {
    let line = stdout
        .lines()
        .find_map(|l| l.strip_prefix("ninth counters: draws "))
        .unwrap_or_else(|| panic!("no counters in:\n{stdout}"));
    let mut numbers = line
        .split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .map(|s| s.parse::<u64>().unwrap());
    (numbers.next().unwrap(), numbers.next().unwrap())
}

fn check(workload: &str, least_merged: f64) {
    let output = Command::new(env!("CARGO_BIN_EXE_ninth"))
        .args(["bench", workload, "--frames", "1"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stdout.contains("\n  ninth    "),
        "{workload}: ninth did not draw it:\n{stdout}\n{stderr}"
    );
    let ninth = hash_after(&stdout, "  ninth    ");
    let raw = hash_after(&stdout, "  raw wgpu ");
    assert_eq!(
        ninth, raw,
        "{workload}: ninth and raw wgpu drew different images"
    );
    if stdout.contains("llvmpipe") {
        assert!(
            output.status.success() && stdout.contains(&format!("ninth    {ninth} matches")),
            "{workload}: not the workload's image:\n{stdout}\n{stderr}"
        );
    }
    let (draws, merged) = merged(&stdout);
    assert_eq!(draws, 60_000, "{stdout}");
    assert!(
        merged as f64 >= least_merged * draws as f64,
        "{workload}: {merged} of {draws} draws merged"
    );
}

#[test]
fn w1_draws_the_workloads_image() {
    // Fixed-function RHW draws through the D3D9 device; none are merged today.
    check("w1", 0.0);
}

#[test]
fn w2_draws_the_workloads_image_and_merges_its_draws() {
    // 313 runs of one shader pair a frame, each one draw command once learned.
    check("w2", 0.95);
}

#[test]
fn w3_draws_the_workloads_image_and_merges_its_draws() {
    // Batches of 64: 157 draw commands a frame.
    check("w3", 0.98);
}

#[test]
fn w4_draws_the_workloads_image_and_merges_its_draws() {
    // Untransformed, lit vertices without a vertex shader: the fixed-function vertex
    // pipeline on the programmable path, whose draws differ only in their world matrix
    // and so merge like W3's.
    check("w4", 0.9);
}
