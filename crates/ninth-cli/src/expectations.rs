//! The expectations file of `ninth scenes --expect`: scenes that do not pass yet, and
//! per-scene tolerances, each with its reason.
//!
//! ```text
//! # comment
//! not-yet stencil_ops  the stencil test is not in the renderer yet
//! tolerance fog_table 14  AGREEMENT.md: per-pixel fog depth precision differs by up to 13
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
                    "line {}: expected `not-yet NAME REASON` or `tolerance NAME T REASON`",
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
}
