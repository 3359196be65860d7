//! The oracle's comparison files that `ninth scenes` reads besides the reference folders:
//! masks (`--masks`), regions of a capture left out of the comparison, and trust
//! (`--trust`), the one reference a disputed capture is compared with.
//!
//! ```text
//! # masks.txt: CAPTURE X0 Y0 X1 Y1 REASON   (inclusive pixel rectangle)
//! tss_ops_b 0 0 31 31 PREMODULATE: both references leave CURRENT unchanged
//!
//! # trust.txt: CAPTURE SOURCE   (wined3d or dxvk: that folder of --refs; spec: --spec-refs only)
//! decl_types_dec3 dxvk
//! sm_ps2x spec
//! ```

use std::collections::BTreeMap;
use std::path::Path;

/// An inclusive pixel rectangle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rect {
    /// Left column.
    pub x0: u32,
    /// Top row.
    pub y0: u32,
    /// Right column (inclusive).
    pub x1: u32,
    /// Bottom row (inclusive).
    pub y1: u32,
}

impl Rect {
    /// Whether pixel (x, y) lies inside.
    pub fn contains(&self, x: u32, y: u32) -> bool {
        (self.x0..=self.x1).contains(&x) && (self.y0..=self.y1).contains(&y)
    }
}

/// Capture name -> the rectangles left out of its comparison.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Masks {
    /// Rectangles per capture.
    pub regions: BTreeMap<String, Vec<Rect>>,
}

impl Masks {
    /// Reads a masks file; errors name the file and line.
    pub fn read(path: &Path) -> Result<Self, String> {
        read_text(path)
            .and_then(|t| Self::parse(&t).map_err(|e| format!("{}: {e}", path.display())))
    }

    /// Parses `CAPTURE X0 Y0 X1 Y1 REASON` lines (`#` starts a comment).
    pub fn parse(text: &str) -> Result<Self, String> {
        let mut out = Self::default();
        for (n, words) in entries(text) {
            let usage = || format!("line {n}: expected `CAPTURE X0 Y0 X1 Y1 REASON`");
            let [name, x0, y0, x1, y1] = [0, 1, 2, 3, 4].map(|i| words.get(i).copied());
            let name = name.ok_or_else(usage)?;
            let coordinate = |w: Option<&str>| {
                let w = w.ok_or_else(usage)?;
                w.parse::<u32>()
                    .map_err(|_| format!("line {n}: `{w}` is not a pixel coordinate"))
            };
            let rect = Rect {
                x0: coordinate(x0)?,
                y0: coordinate(y0)?,
                x1: coordinate(x1)?,
                y1: coordinate(y1)?,
            };
            if rect.x0 > rect.x1 || rect.y0 > rect.y1 {
                return Err(format!(
                    "line {n}: the rectangle's first corner must be its top-left (X0 <= X1, Y0 <= Y1)"
                ));
            }
            if words.len() < 6 {
                return Err(format!("line {n}: the mask of `{name}` needs a reason"));
            }
            out.regions.entry(name.to_string()).or_default().push(rect);
        }
        Ok(out)
    }

    /// The rectangles of a capture (none when it has no mask).
    pub fn of(&self, capture: &str) -> &[Rect] {
        self.regions.get(capture).map_or(&[], Vec::as_slice)
    }
}

/// The reference a disputed capture is compared with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// The `--refs` folder of this name (`wined3d` or `dxvk`).
    Driver(String),
    /// The `--spec-refs` folders only.
    Spec,
}

/// Capture name -> its trusted source.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Trust {
    /// Trusted source per capture.
    pub sources: BTreeMap<String, Source>,
}

impl Trust {
    /// Reads a trust file; errors name the file and line.
    pub fn read(path: &Path) -> Result<Self, String> {
        read_text(path)
            .and_then(|t| Self::parse(&t).map_err(|e| format!("{}: {e}", path.display())))
    }

    /// Parses `CAPTURE SOURCE` lines, SOURCE one of `wined3d`, `dxvk`, `spec` (`#` starts a
    /// comment). A capture listed twice is an error.
    pub fn parse(text: &str) -> Result<Self, String> {
        let mut out = Self::default();
        for (n, words) in entries(text) {
            let [name, source] = match words.as_slice() {
                [name, source] => [*name, *source],
                _ => return Err(format!("line {n}: expected `CAPTURE SOURCE`")),
            };
            let source = match source {
                "wined3d" | "dxvk" => Source::Driver(source.to_string()),
                "spec" => Source::Spec,
                other => {
                    return Err(format!(
                        "line {n}: unknown source `{other}` (wined3d, dxvk or spec)"
                    ));
                }
            };
            if out.sources.insert(name.to_string(), source).is_some() {
                return Err(format!("line {n}: `{name}` is listed twice"));
            }
        }
        Ok(out)
    }
}

fn read_text(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))
}

/// The non-empty lines of `text` without comments, as (1-based line number, words).
fn entries(text: &str) -> impl Iterator<Item = (usize, Vec<&str>)> {
    text.lines().enumerate().filter_map(|(n, line)| {
        let line = line.split('#').next().unwrap_or("");
        let words: Vec<&str> = line.split_whitespace().collect();
        (!words.is_empty()).then_some((n + 1, words))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_parse_rectangles_per_capture() {
        let m = Masks::parse(
            "# comment\n\ntss_ops_b 0 0 31 31 PREMODULATE: both\ntss_ops_b 40 2 41 3 x # c\n",
        )
        .unwrap();
        assert_eq!(
            m.of("tss_ops_b"),
            &[
                Rect {
                    x0: 0,
                    y0: 0,
                    x1: 31,
                    y1: 31
                },
                Rect {
                    x0: 40,
                    y0: 2,
                    x1: 41,
                    y1: 3
                }
            ]
        );
        assert!(m.of("tss_ops_a").is_empty());
        let r = m.of("tss_ops_b")[0];
        assert!(r.contains(0, 0) && r.contains(31, 31));
        assert!(!r.contains(32, 0) && !r.contains(0, 32));
    }

    #[test]
    fn bad_mask_lines_name_the_line() {
        assert_eq!(
            Masks::parse("# c\ntss_ops_b 0 0 31\n").unwrap_err(),
            "line 2: expected `CAPTURE X0 Y0 X1 Y1 REASON`"
        );
        assert_eq!(
            Masks::parse("a 0 -1 3 3 why").unwrap_err(),
            "line 1: `-1` is not a pixel coordinate"
        );
        assert_eq!(
            Masks::parse("\n\n\na 4 0 3 3 why").unwrap_err(),
            "line 4: the rectangle's first corner must be its top-left (X0 <= X1, Y0 <= Y1)"
        );
        assert_eq!(
            Masks::parse("a 0 0 3 3").unwrap_err(),
            "line 1: the mask of `a` needs a reason"
        );
    }

    #[test]
    fn trust_parses_sources() {
        let t =
            Trust::parse("# c\nsm_vs20_flow dxvk\ntexgen wined3d # why\nsm_ps2x spec\n").unwrap();
        assert_eq!(t.sources["sm_vs20_flow"], Source::Driver("dxvk".into()));
        assert_eq!(t.sources["texgen"], Source::Driver("wined3d".into()));
        assert_eq!(t.sources["sm_ps2x"], Source::Spec);
        assert_eq!(t.sources.len(), 3);
    }

    #[test]
    fn bad_trust_lines_name_the_line() {
        assert_eq!(
            Trust::parse("a dxvk\nb\n").unwrap_err(),
            "line 2: expected `CAPTURE SOURCE`"
        );
        assert_eq!(
            Trust::parse("a dxvk extra").unwrap_err(),
            "line 1: expected `CAPTURE SOURCE`"
        );
        assert_eq!(
            Trust::parse("\na metal").unwrap_err(),
            "line 2: unknown source `metal` (wined3d, dxvk or spec)"
        );
        assert_eq!(
            Trust::parse("a dxvk\na spec").unwrap_err(),
            "line 2: `a` is listed twice"
        );
    }

    #[test]
    fn read_errors_name_the_file() {
        let dir = std::env::temp_dir().join(format!("ninth-oracle-files-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("trust.txt");
        std::fs::write(&path, "a nobody\n").unwrap();
        let e = Trust::read(&path).unwrap_err();
        assert!(e.starts_with(&path.display().to_string()), "{e}");
        assert!(e.ends_with("line 1: unknown source `nobody` (wined3d, dxvk or spec)"));
        assert!(Masks::read(&dir.join("absent.txt")).is_err());
        std::fs::remove_dir_all(&dir).ok();
    }
}
