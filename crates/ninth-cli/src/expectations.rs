//! The expectations file of `ninth scenes --expect`: scenes that do not pass yet, per-scene
//! tolerances, and captures allowed a number of pixels over the tolerance, each with its
//! reason.
//!
//! ```text
//! # comment
//! not-yet stencil_ops  the stencil test is not in the renderer yet
//! tolerance fog_table 14  AGREEMENT.md: per-pixel fog depth precision differs by up to 13
//! pixels ff_transform_depth 7  an exact depth tie on a column of pixel centres
//! ```

use std::collections::BTreeMap;
use std::path::Path;

/// Parsed expectations.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Expectations {
    /// Scene name -> why it does not pass yet.
    pub not_yet: BTreeMap<String, String>,
    /// Scene name -> (tolerance, why).
    pub tolerance: BTreeMap<String, (u8, String)>,
    /// Capture name -> (pixels allowed over the tolerance, at least 1; why).
    pub pixels: BTreeMap<String, (usize, String)>,
}

impl Expectations {
    /// Reads the file; errors name the line.
    pub fn read(path: &Path) -> Result<Self, String> {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        Self::parse(&text).map_err(|e| format!("{}: {e}", path.display()))
    }

    /// Parses the text.
    pub fn parse(text: &str) -> Result<Self, String> {
        let mut out = Self::default();
        for (n, line) in text.lines().enumerate() {
            let line = line.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let mut words = line.split_whitespace();
            let (kind, name) = (words.next().unwrap_or(""), words.next());
            let Some(name) = name else {
                return Err(format!(
                    "line {}: expected `not-yet NAME REASON`, `tolerance NAME T REASON` or \
                     `pixels NAME N REASON`",
                    n + 1
                ));
            };
            match kind {
                "not-yet" => {
                    let reason = words.collect::<Vec<_>>().join(" ");
                    if reason.is_empty() {
                        return Err(format!("line {}: `{name}` needs a reason", n + 1));
                    }
                    out.not_yet.insert(name.to_string(), reason);
                }
                "tolerance" => {
                    let t = words
                        .next()
                        .and_then(|t| t.parse::<u8>().ok())
                        .ok_or_else(|| format!("line {}: tolerance needs a value 0-255", n + 1))?;
                    let reason = words.collect::<Vec<_>>().join(" ");
                    if reason.is_empty() {
                        return Err(format!("line {}: `{name}` needs a reason", n + 1));
                    }
                    out.tolerance.insert(name.to_string(), (t, reason));
                }
                "pixels" => {
                    let count = words
                        .next()
                        .and_then(|c| c.parse::<usize>().ok())
                        .filter(|&c| c > 0)
                        .ok_or_else(|| {
                            format!("line {}: pixels needs a count of at least 1", n + 1)
                        })?;
                    let reason = words.collect::<Vec<_>>().join(" ");
                    if reason.is_empty() {
                        return Err(format!("line {}: `{name}` needs a reason", n + 1));
                    }
                    if out
                        .pixels
                        .insert(name.to_string(), (count, reason))
                        .is_some()
                    {
                        return Err(format!(
                            "line {}: `{name}` has a pixels line already",
                            n + 1
                        ));
                    }
                }
                other => return Err(format!("line {}: unknown entry `{other}`", n + 1)),
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_need_reasons_and_errors_name_the_line() {
        let e = Expectations::parse("# c\nnot-yet a  why not\ntolerance b 14 fog\n").unwrap();
        assert_eq!(e.not_yet["a"], "why not");
        assert_eq!(e.tolerance["b"], (14, "fog".to_string()));
        assert_eq!(
            Expectations::parse("\nnot-yet a\n").unwrap_err(),
            "line 2: `a` needs a reason"
        );
        assert!(
            Expectations::parse("tolerance b x y")
                .unwrap_err()
                .starts_with("line 1")
        );
        assert!(
            Expectations::parse("maybe a b")
                .unwrap_err()
                .contains("unknown entry")
        );
    }

    #[test]
    fn pixels_lines_need_a_count_and_a_reason() {
        let e = Expectations::parse("pixels a 7  an exact tie\n# c\npixels b 1 x").unwrap();
        assert_eq!(e.pixels["a"], (7, "an exact tie".to_string()));
        assert_eq!(e.pixels["b"], (1, "x".to_string()));
        assert!(e.not_yet.is_empty() && e.tolerance.is_empty());
        for bad in ["x", "-3", "0", "2.5", ""] {
            assert_eq!(
                Expectations::parse(&format!("# c\n\npixels a {bad} why\n")).unwrap_err(),
                "line 3: pixels needs a count of at least 1",
                "count `{bad}`"
            );
        }
        assert_eq!(
            Expectations::parse("not-yet a why\npixels b 7\n").unwrap_err(),
            "line 2: `b` needs a reason"
        );
        assert_eq!(
            Expectations::parse("pixels b 7   # a comment is no reason\n").unwrap_err(),
            "line 1: `b` needs a reason"
        );
        assert_eq!(
            Expectations::parse("pixels b 7 one\npixels b 8 two\n").unwrap_err(),
            "line 2: `b` has a pixels line already"
        );
        assert!(
            Expectations::parse("pixels\n")
                .unwrap_err()
                .contains("`pixels NAME N REASON`")
        );
    }
}
