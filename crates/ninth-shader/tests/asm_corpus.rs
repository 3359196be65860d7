//! Every corpus shader (tests/corpus/*.asm, all models) assembles; its bytecode decodes,
//! re-encodes to the same tokens, and disassemble -> assemble gives the same tokens again.
//! Files with a `// tokens:` line must assemble to exactly those tokens.

use std::path::PathBuf;

use ninth_shader::{asm, bytecode};

struct CorpusShader {
    name: String,
    text: String,
    expected_tokens: Option<Vec<u32>>,
}

/// tests/corpus/*.asm, with the `// tokens:` lines read.
fn load_corpus() -> Vec<CorpusShader> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/corpus exists")
        .map(|e| e.expect("dir entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "asm"))
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|path| {
            let text = std::fs::read_to_string(path).expect("read corpus file");
            let tokens: Vec<u32> = text
                .lines()
                .filter_map(|l| l.trim().strip_prefix("// tokens:"))
                .flat_map(|rest| rest.split_whitespace())
                .map(|w| u32::from_str_radix(w, 16).expect("hex token"))
                .collect();
            CorpusShader {
                name: path
                    .file_stem()
                    .unwrap_or_default()
                    .to_string_lossy()
                    .into(),
                text,
                expected_tokens: (!tokens.is_empty()).then_some(tokens),
            }
        })
        .collect()
}

#[test]
fn corpus_assembles_and_round_trips() {
    let corpus = load_corpus();
    assert!(corpus.len() >= 150, "corpus has {} shaders", corpus.len());
    let mut failures = Vec::new();
    for s in &corpus {
        let tokens = match asm::assemble(&s.text) {
            Ok(t) => t,
            Err(e) => {
                failures.push(format!("{}: assemble: {e}", s.name));
                continue;
            }
        };
        if s.expected_tokens.as_ref().is_some_and(|e| *e != tokens) {
            failures.push(format!("{}: tokens differ from `// tokens:`", s.name));
        }
        let shader = match bytecode::decode(&tokens) {
            Ok(shader) => shader,
            Err(e) => {
                failures.push(format!("{}: decode: {e}", s.name));
                continue;
            }
        };
        if bytecode::encode(&shader) != tokens {
            failures.push(format!("{}: encode(decode) differs", s.name));
        }
        let text = asm::disassemble(&shader);
        match asm::assemble(&text) {
            Ok(again) if again == tokens => {}
            Ok(_) => failures.push(format!(
                "{}: disassembly reassembles differently:\n{text}",
                s.name
            )),
            Err(e) => failures.push(format!("{}: reassemble: {e}\n{text}", s.name)),
        }
    }
    eprintln!(
        "{} of {} corpus shaders pass",
        corpus.len() - failures.len(),
        corpus.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
