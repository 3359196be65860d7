//! Helpers shared by the wgsl_* and analyze_* tests: assemble, decode, translate.
#![allow(dead_code)]

use ninth_shader::error::TranslateError;
use ninth_shader::ir::Shader;
use ninth_shader::wgsl::{self, Options, Translation};
use ninth_shader::{asm, bytecode};

#[path = "../common/readable.rs"]
mod readable;
pub use readable::readable;

/// Assemble and decode shader assembly.
pub fn shader(text: &str) -> Shader {
    let tokens = asm::assemble(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    bytecode::decode(&tokens).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// Translate with the given options (naga-validated by `translate`).
pub fn translate_with(text: &str, options: &Options) -> Result<Translation, TranslateError> {
    wgsl::translate(&shader(text), options)
}

/// Translate with default options; panics with the error.
pub fn translate(text: &str) -> Translation {
    translate_with(text, &Options::default()).unwrap_or_else(|e| panic!("{e}"))
}

/// The validated WGSL of a shader with default options, [`readable`].
pub fn wgsl(text: &str) -> String {
    readable(&translate(text).wgsl().expect("WGSL back end"))
}

/// The validated WGSL with options, [`readable`].
pub fn wgsl_with(text: &str, options: &Options) -> String {
    readable(
        &translate_with(text, options)
            .unwrap_or_else(|e| panic!("{e}"))
            .wgsl()
            .expect("WGSL back end"),
    )
}

/// The translation error of a shader.
pub fn error(text: &str) -> TranslateError {
    match translate_with(text, &Options::default()) {
        Ok(t) => panic!(
            "expected an error, got\n{}",
            t.wgsl().expect("WGSL back end")
        ),
        Err(e) => e,
    }
}

/// Assert the text contains every needle, printing the text otherwise.
#[track_caller]
pub fn assert_has(text: &str, needles: &[&str]) {
    for n in needles {
        assert!(text.contains(n), "missing `{n}` in\n{text}");
    }
}

/// Assert the text contains none of the needles.
#[track_caller]
pub fn assert_lacks(text: &str, needles: &[&str]) {
    for n in needles {
        assert!(!text.contains(n), "unexpected `{n}` in\n{text}");
    }
}
