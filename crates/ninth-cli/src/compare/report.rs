//! The HTML report: expected, actual and amplified difference side by side for each image,
//! failures first, with a summary.

use std::fmt::Write as _;
use std::path::Path;

/// One compared image.
#[derive(Clone, Debug)]
pub struct Row {
    pub name: String,
    pub passed: bool,
    /// `max diff D, N pixels over T`, or why there is no comparison.
    pub verdict: String,
    /// Paths relative to the report, where they exist.
    pub expected: Option<String>,
    pub actual: Option<String>,
    pub diff: Option<String>,
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Writes the report to `path`.
pub fn write(path: &Path, title: &str, rows: &[Row]) -> Result<(), String> {
    let mut rows: Vec<&Row> = rows.iter().collect();
    rows.sort_by(|a, b| a.passed.cmp(&b.passed).then(a.name.cmp(&b.name)));
    let passed = rows.iter().filter(|r| r.passed).count();
    let failed = rows.len() - passed;
    let mut html = String::new();
    let _ = write!(
        html,
        "<!doctype html><html><head><meta charset=\"utf-8\"><title>{title}</title><style>\
         body{{font:14px sans-serif;background:#222;color:#ddd}} table{{border-collapse:collapse}}\
         td{{padding:6px;vertical-align:top;border-bottom:1px solid #444}}\
         img{{image-rendering:pixelated;width:256px;background:repeating-conic-gradient(#555 0 25%,#777 0 50%) 0 0/16px 16px}}\
         .fail{{color:#f66}} .pass{{color:#6f6}}</style></head><body>\
         <h1>{title}</h1><p><b>{passed} passed, {failed} failed</b></p>\
         <p>Difference: each channel's difference times 8 (alpha's in every channel); magenta: \
         over the tolerance but faint; blue stripes: masked, left out of the comparison.</p><table>\
         <tr><th>image</th><th>expected</th><th>actual</th><th>difference (x8)</th></tr>",
        title = escape(title)
    );
    for row in rows {
        let class = if row.passed { "pass" } else { "fail" };
        let cell = |p: &Option<String>| match p {
            Some(p) => format!("<td><img src=\"{}\"></td>", escape(p)),
            None => "<td>-</td>".to_string(),
        };
        let _ = write!(
            html,
            "<tr><td><b>{}</b><br><span class=\"{class}\">{}</span><br>{}</td>{}{}{}</tr>",
            escape(&row.name),
            if row.passed { "PASS" } else { "FAIL" },
            escape(&row.verdict),
            cell(&row.expected),
            cell(&row.actual),
            cell(&row.diff)
        );
    }
    html.push_str("</table></body></html>\n");
    std::fs::write(path, html).map_err(|e| format!("{}: {e}", path.display()))
}
