//! `ninth scenes DIR --refs REFS [--refs REFS2] [--spec-refs SPEC] [--masks FILE] [--trust FILE]
//! [--expect FILE]`: renders every scene of a folder, compares each capture with the
//! same-named PNG of each reference and spec reference folder (a capture passes if it is
//! within tolerance of any of them; a capture the trust file lists only with its trusted
//! source; masked regions left out), and ends with `N passed, N failed`. With `--expect`,
//! not-yet scenes are expected to fail (and must: a listed scene that passes is an error, so
//! the list only shrinks), scenes may have their own tolerance, and a capture may be allowed
//! a number of pixels over the tolerance (a capture with none over is then an error too: its
//! line can go).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use indicatif::{ProgressBar, ProgressStyle};

use crate::compare::capture::References;
use crate::compare::image::Rgba;
use crate::compare::oracle::{Masks, Trust};
use crate::compare::relative;
use crate::compare::report::{self, Row};
use crate::expectations::Expectations;
use crate::render_cmd::{render_scene, write_capture};

/// Options of the command.
pub struct Options<'a> {
    /// Folder of `.scene` files.
    pub dir: &'a Path,
    /// Reference folders; the trust file names them by their last path component.
    pub refs: &'a [PathBuf],
    /// Spec reference folders: alternatives for every capture, the only references of a
    /// capture trusted to `spec`.
    pub spec_refs: &'a [PathBuf],
    /// Masks file: regions of captures left out of the comparison.
    pub masks: Option<&'a Path>,
    /// Trust file: the one source a disputed capture is compared with.
    pub trust: Option<&'a Path>,
    /// Where the rendered PNGs go.
    pub out: &'a Path,
    /// Largest per-channel difference that still matches (unless the expectations give one).
    pub tolerance: u8,
    /// Expectations file (not-yet scenes, per-scene tolerances, pixels allowed per capture).
    pub expect: Option<&'a Path>,
    /// HTML report path.
    pub report: Option<&'a Path>,
    /// Print the renderer's figures at the end (`render --stats`).
    pub stats: bool,
}

/// How one scene went.
struct Outcome {
    passed: bool,
    detail: String,
    rows: Vec<Row>,
    /// The captures made (judged or not).
    captured: Vec<String>,
    /// `CAPTURE: O of N allowed pixels over T`, per capture that used a `pixels` line.
    allowed: Vec<String>,
    /// (capture, N) per `pixels` line whose capture had no pixel over the tolerance.
    unused: Vec<(String, usize)>,
}

/// The scene a reference image belongs to: the longest scene name that is the image's name
/// or a `NAME_` prefix of it (`decl_types_dec3.png` is `decl_types_dec3`'s, not `decl_types`').
fn owner<'a>(image: &str, scenes: &'a [String]) -> Option<&'a str> {
    scenes
        .iter()
        .filter(|s| image == s.as_str() || image.starts_with(&format!("{s}_")))
        .max_by_key(|s| s.len())
        .map(String::as_str)
}

/// The reference images of a scene in any of the folders.
fn reference_names(refs: &[PathBuf], scene: &str, scenes: &[String]) -> Vec<String> {
    let mut names: Vec<String> = refs
        .iter()
        .filter_map(|dir| std::fs::read_dir(dir).ok())
        .flatten()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter_map(|n| n.strip_suffix(".png").map(str::to_string))
        .filter(|n| owner(n, scenes) == Some(scene))
        .collect();
    names.sort();
    names.dedup();
    names
}

/// Where the report's difference images go: `<report stem>_files/`, as `ninth compare` does.
fn diff_dir(o: &Options) -> Option<PathBuf> {
    let report = o.report?;
    let stem = report.file_stem()?.to_string_lossy().into_owned();
    let dir = report.with_file_name(format!("{stem}_files"));
    std::fs::create_dir_all(&dir).ok()?;
    Some(dir)
}

/// A scene's tolerance: its expectations line's, or the command's.
fn tolerance_of(scene: &str, o: &Options, expectations: &Expectations) -> u8 {
    expectations
        .tolerance
        .get(scene)
        .map_or(o.tolerance, |t| t.0)
}

/// Renders a scene and judges each capture against its references, with the scene's
/// tolerance and each capture's allowed pixels.
fn judge(
    renderer: &mut ninth_render::Renderer,
    path: &Path,
    name: &str,
    scenes: &[String],
    o: &Options,
    references: &References,
    expectations: &Expectations,
) -> Outcome {
    let tolerance = tolerance_of(name, o, expectations);
    let captures = match render_scene(renderer, path) {
        Ok(c) => c,
        Err(e) => {
            let detail = e.rsplit(".scene: ").next().unwrap_or(&e).to_string();
            let rows = vec![Row {
                name: name.to_string(),
                passed: false,
                verdict: detail.clone(),
                expected: None,
                actual: None,
                diff: None,
            }];
            return Outcome {
                passed: false,
                detail,
                rows,
                captured: Vec::new(),
                allowed: Vec::new(),
                unused: Vec::new(),
            };
        }
    };
    let mut rows = Vec::new();
    let mut failures = Vec::new();
    let (mut allowed, mut unused) = (Vec::new(), Vec::new());
    for capture in &captures {
        let actual_path = match write_capture(o.out, capture) {
            Ok(p) => p,
            Err(e) => {
                failures.push(e);
                continue;
            }
        };
        let actual = Rgba {
            width: capture.image.width,
            height: capture.image.height,
            pixels: capture.image.rgba.clone(),
        };
        let allowance = expectations.pixels.get(&capture.name).map_or(0, |p| p.0);
        let judged = references.judge(&capture.name, &actual, tolerance, allowance);
        if !judged.passed {
            failures.push(judged.verdict.clone());
        } else if judged.allowance_unused {
            unused.push((capture.name.clone(), allowance));
        } else if allowance > 0 {
            let over = judged.pixels_over.unwrap_or(0);
            allowed.push(format!(
                "{}: {over} of {allowance} allowed pixels over {tolerance}",
                capture.name
            ));
        }
        let report_dir = o
            .report
            .and_then(Path::parent)
            .map(Path::to_path_buf)
            .unwrap_or_default();
        let mut row = Row {
            name: capture.name.clone(),
            passed: judged.passed,
            verdict: judged.verdict,
            expected: None,
            actual: Some(relative(&actual_path, &report_dir)),
            diff: None,
        };
        if let Some(best) = judged.best {
            row.expected = Some(relative(&best.expected, &report_dir));
            if let Some(dir) = diff_dir(o) {
                let path = dir.join(format!("{}_diff.png", capture.name));
                if best.diff.image.write_png(&path).is_ok() {
                    row.diff = Some(relative(&path, &report_dir));
                }
            }
        }
        rows.push(row);
    }
    for reference in reference_names(&references.refs, name, scenes) {
        if !captures.iter().any(|c| c.name == reference) {
            failures.push(format!("{reference}: not captured"));
        }
    }
    if captures.is_empty() && failures.is_empty() {
        failures.push("no capture".into());
    }
    Outcome {
        passed: failures.is_empty(),
        detail: failures.join("; "),
        rows,
        captured: captures.iter().map(|c| c.name.clone()).collect(),
        allowed,
        unused,
    }
}

/// The command: fails when a scene fails unexpectedly or a listed scene passes.
pub fn run(o: &Options) -> Result<(), String> {
    let expectations = match o.expect {
        Some(path) => Expectations::read(path)?,
        None => Expectations::default(),
    };
    let references = References::new(
        o.refs.to_vec(),
        o.spec_refs.to_vec(),
        o.masks.map(Masks::read).transpose()?.unwrap_or_default(),
        o.trust.map(Trust::read).transpose()?.unwrap_or_default(),
    )?;
    let mut scenes: Vec<PathBuf> = std::fs::read_dir(o.dir)
        .map_err(|e| format!("{}: {e}", o.dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "scene"))
        .collect();
    scenes.sort();
    let stems: Vec<String> = scenes
        .iter()
        .filter_map(|p| p.file_stem().map(|s| s.to_string_lossy().into_owned()))
        .collect();
    std::fs::create_dir_all(o.out).map_err(|e| format!("{}: {e}", o.out.display()))?;
    let folder = o
        .dir
        .canonicalize()
        .ok()
        .and_then(|d| d.file_name().map(|n| n.to_string_lossy().into_owned()))
        .unwrap_or_else(|| "scenes".to_owned());
    let mut renderer = crate::render_cmd::renderer_for(&format!("scenes-{folder}"))?;
    let start = std::time::Instant::now();
    let bar = ProgressBar::new(scenes.len() as u64);
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} {msg}").map_err(|e| e.to_string())?,
    );
    let (mut passed, mut failed, mut not_yet, mut unexpected) = (0, 0, Vec::new(), Vec::new());
    let mut rows = Vec::new();
    let (mut captured, mut with_allowed) = (BTreeSet::new(), Vec::new());
    for path in &scenes {
        let name = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        bar.set_message(name.clone());
        let tolerance = tolerance_of(&name, o, &expectations);
        let outcome = judge(
            &mut renderer,
            path,
            &name,
            &stems,
            o,
            &references,
            &expectations,
        );
        let listed = expectations.not_yet.get(&name);
        let line = match (outcome.passed, listed) {
            (true, None) if outcome.allowed.is_empty() => format!("ok      {name}"),
            (true, None) => {
                with_allowed.push(name.clone());
                format!("ok      {name} ({})", outcome.allowed.join("; "))
            }
            (true, Some(_)) => {
                unexpected.push(name.clone());
                format!("PASSES  {name}: it is on the not-yet list; remove it from the list")
            }
            (false, Some(reason)) => {
                not_yet.push(name.clone());
                format!("not yet {name}: {reason} ({})", outcome.detail)
            }
            (false, None) => {
                unexpected.push(name.clone());
                format!("FAIL    {name}: {}", outcome.detail)
            }
        };
        if outcome.passed {
            passed += 1
        } else {
            failed += 1
        }
        let mut lines = vec![line];
        for (capture, n) in &outcome.unused {
            lines.push(format!(
                "UNUSED  {capture}: `pixels {capture} {n}` allows {n} pixels over {tolerance} \
                 but none is over; remove the line"
            ));
            if !unexpected.contains(&name) {
                unexpected.push(name.clone());
            }
        }
        for line in lines {
            if bar.is_hidden() {
                println!("{line}");
            } else {
                bar.println(line);
            }
        }
        captured.extend(outcome.captured);
        rows.extend(outcome.rows);
        bar.inc(1);
    }
    bar.finish_and_clear();
    if o.stats {
        println!(
            "{}",
            crate::render_cmd::stats_text(&renderer, start.elapsed())
        );
    }
    for name in expectations.not_yet.keys() {
        if !scenes
            .iter()
            .any(|p| p.file_stem().is_some_and(|s| s.to_string_lossy() == *name))
        {
            unexpected.push(name.clone());
            println!(
                "MISSING {name}: on the not-yet list but there is no such scene; remove it from the list"
            );
        }
    }
    for name in expectations.pixels.keys() {
        if !captured.contains(name) {
            unexpected.push(name.clone());
            println!(
                "MISSING {name}: allowed pixels over the tolerance, but no scene captured it; \
                 remove its pixels line"
            );
        }
    }
    if let Some(path) = o.report {
        report::write(path, "ninth scenes", &rows)?;
        println!("report: {}", path.display());
    }
    let listed = if not_yet.is_empty() {
        String::new()
    } else {
        format!(" (not yet: {})", not_yet.join(", "))
    };
    let allowed = if with_allowed.is_empty() {
        String::new()
    } else {
        format!(" (pixels allowed: {})", with_allowed.join(", "))
    };
    println!("{passed} passed, {failed} failed{listed}{allowed}");
    if !unexpected.is_empty() {
        return Err(format!("unexpected results: {}", unexpected.join(", ")));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::owner;

    #[test]
    fn reference_images_belong_to_the_longest_matching_scene() {
        let scenes: Vec<String> = ["decl_types", "decl_types_dec3", "mrt_ps30", "points"]
            .map(String::from)
            .to_vec();
        assert_eq!(owner("decl_types_dec3", &scenes), Some("decl_types_dec3"));
        assert_eq!(owner("decl_types", &scenes), Some("decl_types"));
        assert_eq!(owner("mrt_ps30_rt1", &scenes), Some("mrt_ps30"));
        assert_eq!(owner("point_sprites", &scenes), None);
    }
}
