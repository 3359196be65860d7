//! One capture of `ninth scenes` against its references: which folders it is compared with
//! (every `--refs` and `--spec-refs` folder, or only the trusted one), with its masked
//! regions left out; the best match decides, and may be allowed a number of pixels over the
//! tolerance (the expectations file's `pixels` lines).

use std::path::{Path, PathBuf};

use super::image::{Difference, Rgba, compare_masked};
use super::oracle::{Masks, Source, Trust};

/// The references of a scene run: folders, masks and trust.
#[derive(Clone, Debug, Default)]
pub struct References {
    /// Reference folders (`wined3d`, `dxvk`, ...), named by their last path component in
    /// the trust file.
    pub refs: Vec<PathBuf>,
    /// Spec reference folders: alternatives for every capture, the only ones for a capture
    /// trusted to `spec`.
    pub spec_refs: Vec<PathBuf>,
    /// Regions left out of the comparison, per capture.
    pub masks: Masks,
    /// The trusted source, per disputed capture.
    pub trust: Trust,
}

/// The closest reference of a capture.
#[derive(Clone, Debug)]
pub struct Best {
    /// The reference image.
    pub expected: PathBuf,
    /// How the capture differs from it.
    pub diff: Difference,
}

/// How a capture compared.
#[derive(Clone, Debug)]
pub struct Judged {
    /// Within tolerance of the best reference (outside its masks), but for at most the
    /// allowed number of pixels.
    pub passed: bool,
    /// Pixels over the tolerance of the best reference, when any could be compared.
    pub pixels_over: Option<usize>,
    /// Pixels were allowed over the tolerance and none was: the allowance can go.
    pub allowance_unused: bool,
    /// `NAME: max diff D, N pixels over T[, A allowed][, M masked] (best: FOLDER[, trusted:
    /// SOURCE])`, or why there was nothing to compare with.
    pub verdict: String,
    /// The closest reference, when any could be compared.
    pub best: Option<Best>,
}

impl References {
    /// Checks that every trusted source names a given folder: a driver one of `refs` by its
    /// last path component, `spec` at least one spec folder.
    pub fn new(
        refs: Vec<PathBuf>,
        spec_refs: Vec<PathBuf>,
        masks: Masks,
        trust: Trust,
    ) -> Result<Self, String> {
        let references = Self {
            refs,
            spec_refs,
            masks,
            trust,
        };
        for capture in references.trust.sources.keys() {
            references.candidates(capture)?;
        }
        Ok(references)
    }

    /// The folders a capture is compared with.
    pub fn candidates(&self, capture: &str) -> Result<Vec<&Path>, String> {
        let folders: Vec<&Path> = match self.trust.sources.get(capture) {
            None => self
                .refs
                .iter()
                .chain(&self.spec_refs)
                .map(|p| p.as_path())
                .collect(),
            Some(Source::Spec) => self.spec_refs.iter().map(|p| p.as_path()).collect(),
            Some(Source::Driver(name)) => self
                .refs
                .iter()
                .filter(|p| p.file_name().is_some_and(|n| n == name.as_str()))
                .map(|p| p.as_path())
                .collect(),
        };
        if folders.is_empty() {
            return Err(match self.trust.sources.get(capture) {
                Some(Source::Spec) => {
                    format!("`{capture}` is trusted to spec, but no --spec-refs folder is given")
                }
                Some(Source::Driver(name)) => {
                    format!(
                        "`{capture}` is trusted to {name}, but no --refs folder is named {name}"
                    )
                }
                None => "no reference folder is given".to_string(),
            });
        }
        Ok(folders)
    }

    /// Compares a capture with the same-named PNG of each of its folders; the one with the
    /// fewest pixels over the tolerance is the best, and the capture passes when at most
    /// `allowed` of its pixels are over. A folder without the image is skipped, unless none
    /// has it.
    pub fn judge(&self, capture: &str, actual: &Rgba, tolerance: u8, allowed: usize) -> Judged {
        let folders = match self.candidates(capture) {
            Ok(f) => f,
            Err(e) => return failed(format!("{capture}: {e}")),
        };
        let masks = self.masks.of(capture);
        let mut best: Option<(&Path, Best)> = None;
        let mut errors = Vec::new();
        for folder in folders {
            let expected = folder.join(format!("{capture}.png"));
            let verdict = Rgba::read_png(&expected)
                .and_then(|e| compare_masked(actual, &e, tolerance, masks));
            match verdict {
                Ok(diff)
                    if best
                        .as_ref()
                        .is_none_or(|b| diff.pixels_over < b.1.diff.pixels_over) =>
                {
                    best = Some((folder, Best { expected, diff }));
                }
                Ok(_) => {}
                Err(e) => errors.push(format!("{capture}: {e}")),
            }
        }
        let Some((folder, best)) = best else {
            return failed(errors.join("; "));
        };
        let d = &best.diff;
        let masked = match d.pixels_masked {
            0 => String::new(),
            n => format!(", {n} masked"),
        };
        let trusted = match self.trust.sources.get(capture) {
            None => String::new(),
            Some(Source::Spec) => ", trusted: spec".to_string(),
            Some(Source::Driver(name)) => format!(", trusted: {name}"),
        };
        let allowance = match allowed {
            0 => String::new(),
            n => format!(", {n} allowed"),
        };
        let allowance_unused = allowed > 0 && d.pixels_over == 0;
        let unused = if allowance_unused {
            "; none is over, so its allowance can go"
        } else {
            ""
        };
        Judged {
            passed: d.pixels_over <= allowed,
            pixels_over: Some(d.pixels_over),
            allowance_unused,
            verdict: format!(
                "{capture}: max diff {}, {} pixels over {tolerance}{allowance}{masked} \
                 (best: {}{trusted}){unused}",
                d.max_channel,
                d.pixels_over,
                folder.display()
            ),
            best: Some(best),
        }
    }
}

fn failed(verdict: String) -> Judged {
    Judged {
        passed: false,
        pixels_over: None,
        allowance_unused: false,
        verdict,
        best: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 4x4 opaque image of one colour, with pixel (x, y) set to `spot`.
    fn image(colour: [u8; 4], spot: (usize, usize, [u8; 4])) -> Rgba {
        let mut pixels = [colour; 16];
        pixels[spot.1 * 4 + spot.0] = spot.2;
        Rgba {
            width: 4,
            height: 4,
            pixels: pixels.concat(),
        }
    }

    /// Folders wined3d/, dxvk/ and spec/ under a fresh temporary folder, each with `NAME.png`.
    fn folders(test: &str, name: &str, images: [&Rgba; 3]) -> (PathBuf, [PathBuf; 3]) {
        let root =
            std::env::temp_dir().join(format!("ninth-capture-{test}-{}", std::process::id()));
        let dirs = ["wined3d", "dxvk", "spec"].map(|d| root.join(d));
        for (dir, image) in dirs.iter().zip(images) {
            std::fs::create_dir_all(dir).unwrap();
            image.write_png(&dir.join(format!("{name}.png"))).unwrap();
        }
        (root, dirs)
    }

    #[test]
    fn a_masked_region_is_left_out() {
        let black = [0, 0, 0, 255];
        let reference = image(black, (0, 0, black));
        let (root, [wined3d, dxvk, _]) = folders("mask", "cell", [&reference; 3]);
        // Wrong inside the mask (1..2, 1..2), right elsewhere.
        let actual = image(black, (2, 1, [255, 0, 0, 255]));
        let mut references = References::new(
            vec![wined3d, dxvk],
            vec![],
            Masks::default(),
            Trust::default(),
        )
        .unwrap();
        let unmasked = references.judge("cell", &actual, 2, 0);
        assert!(!unmasked.passed, "{}", unmasked.verdict);
        assert!(
            unmasked.verdict.contains("1 pixels over 2"),
            "{}",
            unmasked.verdict
        );

        references.masks = Masks::parse("cell 1 1 2 2 why\n").unwrap();
        let masked = references.judge("cell", &actual, 2, 0);
        assert!(masked.passed, "{}", masked.verdict);
        assert!(
            masked
                .verdict
                .contains("max diff 0, 0 pixels over 2, 4 masked")
        );
        assert_eq!(masked.best.unwrap().diff.pixels_masked, 4);
        // The mask is the capture's only: another capture is compared whole.
        assert!(references.masks.of("other").is_empty());
        std::fs::remove_dir_all(&root).ok();
    }

    #[test]
    fn a_trusted_source_is_the_only_reference() {
        let (black, white) = ([0, 0, 0, 255], [255, 255, 255, 255]);
        let (w, d, s) = (
            image(black, (0, 0, black)),
            image(white, (0, 0, white)),
            image(black, (3, 3, white)),
        );
        let (root, [wined3d, dxvk, spec]) = folders("trust", "cap", [&w, &d, &s]);
        let with = |trust: &str| {
            References::new(
                vec![wined3d.clone(), dxvk.clone()],
                vec![spec.clone()],
                Masks::default(),
                Trust::parse(trust).unwrap(),
            )
            .unwrap()
        };
        // Not listed: any reference, the driver ones and the spec one.
        assert!(with("").judge("cap", &w, 2, 0).passed);
        assert!(with("").judge("cap", &d, 2, 0).passed);
        assert!(with("").judge("cap", &s, 2, 0).passed);
        // dxvk: only dxvk's image.
        let trusted = with("cap dxvk");
        let judged = trusted.judge("cap", &w, 2, 0);
        assert!(!judged.passed);
        assert!(
            judged.verdict.contains("16 pixels over 2"),
            "{}",
            judged.verdict
        );
        assert!(
            judged.verdict.ends_with("trusted: dxvk)"),
            "{}",
            judged.verdict
        );
        assert!(trusted.judge("cap", &d, 2, 0).passed);
        // spec: only the spec image, even where a driver image matches.
        let spec_only = with("cap spec");
        assert!(!spec_only.judge("cap", &w, 2, 0).passed);
        assert!(!spec_only.judge("cap", &d, 2, 0).passed);
        assert!(spec_only.judge("cap", &s, 2, 0).passed);
        // Another capture is not affected.
        assert_eq!(spec_only.candidates("other").unwrap().len(), 3);
        std::fs::remove_dir_all(&root).ok();
    }

    #[test]
    fn allowed_pixels_pass_up_to_their_count_and_an_unused_allowance_shows() {
        let black = [0, 0, 0, 255];
        let reference = image(black, (0, 0, black));
        let (root, [wined3d, dxvk, _]) = folders("allowed", "tie", [&reference; 3]);
        let references = References::new(
            vec![wined3d, dxvk],
            vec![],
            Masks::default(),
            Trust::default(),
        )
        .unwrap();
        // The first `over` pixels differ by 255; N = 3 pixels allowed.
        let actual = |over: usize| {
            let mut a = reference.clone();
            for p in a.pixels.chunks_exact_mut(4).take(over) {
                p[0] = 255;
            }
            a
        };
        for (over, passes) in [(2, true), (3, true), (4, false)] {
            let judged = references.judge("tie", &actual(over), 2, 3);
            assert_eq!(judged.passed, passes, "{}", judged.verdict);
            assert_eq!(judged.pixels_over, Some(over));
            assert!(!judged.allowance_unused, "{}", judged.verdict);
            assert!(
                judged.verdict.contains(&format!(
                    "max diff 255, {over} pixels over 2, 3 allowed (best: "
                )),
                "{}",
                judged.verdict
            );
        }
        // None over: the capture passes, and the allowance is reported unused.
        let exact = references.judge("tie", &actual(0), 2, 3);
        assert!(exact.passed && exact.allowance_unused, "{}", exact.verdict);
        assert!(
            exact.verdict.ends_with("its allowance can go"),
            "{}",
            exact.verdict
        );
        // Without an allowance, one pixel over fails and none over is a plain pass.
        let strict = references.judge("tie", &actual(1), 2, 0);
        assert!(!strict.passed, "{}", strict.verdict);
        assert!(
            strict.verdict.contains("1 pixels over 2 (best: "),
            "{}",
            strict.verdict
        );
        let plain = references.judge("tie", &actual(0), 2, 0);
        assert!(plain.passed && !plain.allowance_unused, "{}", plain.verdict);
        std::fs::remove_dir_all(&root).ok();
    }

    #[test]
    fn a_trusted_source_must_be_given() {
        let trust = |t: &str| Trust::parse(t).unwrap();
        let refs = vec![PathBuf::from("refs/wined3d")];
        let e =
            References::new(refs.clone(), vec![], Masks::default(), trust("a dxvk")).unwrap_err();
        assert_eq!(
            e,
            "`a` is trusted to dxvk, but no --refs folder is named dxvk"
        );
        let e = References::new(refs, vec![], Masks::default(), trust("a spec")).unwrap_err();
        assert_eq!(
            e,
            "`a` is trusted to spec, but no --spec-refs folder is given"
        );
    }

    #[test]
    fn a_missing_reference_is_a_failure_naming_it() {
        let references = References::new(
            vec![PathBuf::from("/nonexistent/wined3d")],
            vec![],
            Masks::default(),
            Trust::default(),
        )
        .unwrap();
        let judged = references.judge("cap", &image([0; 4], (0, 0, [0; 4])), 2, 0);
        assert!(!judged.passed && judged.best.is_none());
        assert!(
            judged.verdict.contains("/nonexistent/wined3d/cap.png"),
            "{}",
            judged.verdict
        );
    }
}
