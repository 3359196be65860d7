//! Shared by the integration tests: the shader corpus under `tests/corpus` and its directives.
//!
//! A corpus file is Microsoft shader assembly. Lines starting with one of these comments are
//! directives for the tests (the assembler sees them as ordinary comments):
//! - `// tokens: 8-digit hex ...`: the exact bytecode D3DXAssembleShader made (oracle scenes);
//! - `// expect: TEXT`: the WGSL, in its `readable` form, must contain TEXT;
//! - `// expect-not: TEXT`: the readable WGSL must not contain TEXT.
#![allow(dead_code)]

pub mod readable;
use std::path::{Path, PathBuf};

/// One corpus file.
pub struct CorpusShader {
    /// File name without `.asm`.
    pub name: String,
    /// Whole file text, directives included.
    pub text: String,
    /// `// tokens:` bytecode, if given.
    pub expected_tokens: Option<Vec<u32>>,
    /// `// expect:` lines.
    pub expects: Vec<String>,
    /// `// expect-not:` lines.
    pub expects_not: Vec<String>,
    /// The version line (`vs_2_0`, `ps_3_0`, ...).
    pub model: String,
}

impl CorpusShader {
    /// Shader model 1 (`vs_1_1`, `ps_1_1`-`ps_1_4`).
    pub fn sm1(&self) -> bool {
        self.model.ends_with("_1_0")
            || self.model.ends_with("_1_1")
            || self.model.ends_with("_1_2")
            || self.model.ends_with("_1_3")
            || self.model.ends_with("_1_4")
    }
}

/// `crates/ninth-shader/tests/corpus`.
pub fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("corpus")
}

/// `crates/ninth-shader/tests/snapshots`.
pub fn snapshot_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("snapshots")
}

/// Every corpus file, sorted by name. Panics (test setup) if a file is malformed.
pub fn load_corpus() -> Vec<CorpusShader> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(corpus_dir())
        .expect("tests/corpus exists")
        .map(|entry| entry.expect("readable corpus entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "asm"))
        .collect();
    paths.sort();
    paths.iter().map(|path| parse_file(path)).collect()
}

fn parse_file(path: &Path) -> CorpusShader {
    let name = path
        .file_stem()
        .and_then(|stem| stem.to_str())
        .expect("UTF-8 file name")
        .to_string();
    let text = std::fs::read_to_string(path).expect("readable corpus file");
    let mut tokens = Vec::new();
    let mut expects = Vec::new();
    let mut expects_not = Vec::new();
    let mut model = None;
    for line in text.lines() {
        let line = line.trim();
        if let Some(rest) = line.strip_prefix("// tokens:") {
            for word in rest.split_whitespace() {
                let token = u32::from_str_radix(word, 16)
                    .unwrap_or_else(|_| panic!("{name}: bad token {word}"));
                tokens.push(token);
            }
        } else if let Some(rest) = line.strip_prefix("// expect-not:") {
            expects_not.push(rest.trim().to_string());
        } else if let Some(rest) = line.strip_prefix("// expect:") {
            expects.push(rest.trim().to_string());
        } else if model.is_none() && !line.is_empty() && !line.starts_with("//") {
            model = Some(line.to_ascii_lowercase());
        }
    }
    CorpusShader {
        name: name.clone(),
        text,
        expected_tokens: (!tokens.is_empty()).then_some(tokens),
        expects,
        expects_not,
        model: model.unwrap_or_else(|| panic!("{name}: no version line")),
    }
}

/// `[0xfffe0200, ...]` as `fffe0200 ...` for messages.
pub fn hex(tokens: &[u32]) -> String {
    tokens
        .iter()
        .map(|t| format!("{t:08x}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The first index where two token streams differ, for messages.
pub fn first_difference(a: &[u32], b: &[u32]) -> String {
    let at = a
        .iter()
        .zip(b)
        .position(|(x, y)| x != y)
        .unwrap_or(a.len().min(b.len()));
    format!(
        "first difference at DWORD {at}: {:08x?} vs {:08x?} (lengths {} and {})",
        a.get(at),
        b.get(at),
        a.len(),
        b.len()
    )
}

/// Parses and validates WGSL with naga independently of the translator.
pub fn validate_wgsl(source: &str) -> Result<(), String> {
    let module = naga::front::wgsl::parse_str(source).map_err(|e| e.emit_to_string(source))?;
    naga::valid::Validator::new(
        naga::valid::ValidationFlags::all(),
        naga::valid::Capabilities::empty(),
    )
    .validate(&module)
    .map_err(|e| e.emit_to_string(source))?;
    Ok(())
}

/// `vec4<f32>` -> `vec4f` etc., whitespace runs -> one space.
pub fn normalize(text: &str) -> String {
    let mut t = text.to_string();
    for (long, short) in [
        ("vec4<f32>", "vec4f"),
        ("vec3<f32>", "vec3f"),
        ("vec2<f32>", "vec2f"),
        ("vec4<i32>", "vec4i"),
        ("vec4<u32>", "vec4u"),
    ] {
        t = t.replace(long, short);
    }
    t.split_whitespace().collect::<Vec<_>>().join(" ")
}
