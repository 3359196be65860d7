//! `ninth compare OUT REFS`: per image the largest channel difference and the count of pixels
//! over the tolerance, and an HTML report.

pub mod capture;
pub mod image;
pub mod oracle;
pub mod report;

use std::path::{Path, PathBuf};

use image::{Rgba, compare};
use report::Row;

/// Result of comparing two folders.
pub struct Summary {
    pub rows: Vec<Row>,
}

impl Summary {
    pub fn failed(&self) -> usize {
        self.rows.iter().filter(|r| !r.passed).count()
    }
}

pub fn relative(path: &Path, base: &Path) -> String {
    let absolute = |p: &Path| std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf());
    let (path, base) = (absolute(path), absolute(base));
    // Walk up from the report's folder to a common ancestor.
    let mut up = String::new();
    let mut ancestor = base.as_path();
    loop {
        if let Ok(rest) = path.strip_prefix(ancestor) {
            return format!("{up}{}", rest.display());
        }
        match ancestor.parent() {
            Some(parent) => {
                ancestor = parent;
                up.push_str("../");
            }
            None => return path.display().to_string(),
        }
    }
}

/// Compares every PNG of `refs` with the same-named PNG of `out`. With `report`, writes the
/// HTML report and its difference images (in `<report stem>_files/`).
pub fn compare_dirs(
    out: &Path,
    refs: &Path,
    tolerance: u8,
    report: Option<&Path>,
) -> Result<Summary, String> {
    let mut names: Vec<String> = std::fs::read_dir(refs)
        .map_err(|e| format!("{}: {e}", refs.display()))?
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".png"))
        .collect();
    names.sort();
    let diff_dir: Option<PathBuf> = report.map(|r| {
        let stem = r
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        r.with_file_name(format!("{stem}_files"))
    });
    if let Some(dir) = &diff_dir {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let report_dir = report
        .and_then(|r| r.parent())
        .map(Path::to_path_buf)
        .unwrap_or_default();
    let mut rows = Vec::new();
    for name in names {
        let (expected_path, actual_path) = (refs.join(&name), out.join(&name));
        let mut row = Row {
            name: name.trim_end_matches(".png").to_string(),
            passed: false,
            verdict: String::new(),
            expected: Some(relative(&expected_path, &report_dir)),
            actual: actual_path
                .exists()
                .then(|| relative(&actual_path, &report_dir)),
            diff: None,
        };
        let result = Rgba::read_png(&expected_path).and_then(|expected| {
            let actual = Rgba::read_png(&actual_path)?;
            compare(&actual, &expected, tolerance)
        });
        match result {
            Ok(diff) => {
                row.passed = diff.pixels_over == 0;
                row.verdict = format!(
                    "max diff {}, {} pixels over {tolerance}",
                    diff.max_channel, diff.pixels_over
                );
                if let Some(dir) = &diff_dir {
                    let path = dir.join(format!("{}_diff.png", row.name));
                    diff.image.write_png(&path)?;
                    row.diff = Some(relative(&path, &report_dir));
                }
            }
            Err(e) => row.verdict = e,
        }
        rows.push(row);
    }
    if let Some(report) = report {
        report::write(report, "ninth compare", &rows)?;
    }
    Ok(Summary { rows })
}

/// The command: prints a line per image and the totals; fails when any image fails.
pub fn run(out: &Path, refs: &Path, tolerance: u8, report: Option<&Path>) -> Result<(), String> {
    let summary = compare_dirs(out, refs, tolerance, report)?;
    for row in &summary.rows {
        println!(
            "{:<4} {:<32} {}",
            if row.passed { "ok" } else { "FAIL" },
            row.name,
            row.verdict
        );
    }
    let failed = summary.failed();
    println!("{} passed, {failed} failed", summary.rows.len() - failed);
    if let Some(report) = report {
        println!("report: {}", report.display());
    }
    if failed > 0 {
        return Err(format!("{failed} image(s) differ"));
    }
    Ok(())
}
