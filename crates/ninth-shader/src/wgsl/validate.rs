//! naga validation of every generated module (and of WGSL text, for the fixed-function
//! generator).

use super::TranslateError;

/// Parse and validate WGSL with naga; a failure carries naga's message and the text.
pub fn validate(wgsl: &str) -> Result<(naga::Module, naga::valid::ModuleInfo), TranslateError> {
    let module = naga::front::wgsl::parse_str(wgsl).map_err(|e| TranslateError::Validation {
        message: e.emit_to_string(wgsl),
        wgsl: wgsl.to_owned(),
    })?;
    let mut validator = naga::valid::Validator::new(
        naga::valid::ValidationFlags::all(),
        naga::valid::Capabilities::empty(),
    );
    let info = validator
        .validate(&module)
        .map_err(|e| TranslateError::Validation {
            message: e.emit_to_string(wgsl),
            wgsl: wgsl.to_owned(),
        })?;
    Ok((module, info))
}

/// Validate a module built directly; a failure (a translator bug) carries naga's message.
/// Full validation (`ValidationFlags::all()`; of the extra capabilities only
/// `CLIP_DISTANCES`, which `Options::clip_planes` uses); the validator is kept
/// per thread so its tables are reused.
pub fn validate_module(module: &naga::Module) -> Result<naga::valid::ModuleInfo, TranslateError> {
    thread_local! {
        static VALIDATOR: std::cell::RefCell<naga::valid::Validator> =
            std::cell::RefCell::new(naga::valid::Validator::new(
                naga::valid::ValidationFlags::all(),
                naga::valid::Capabilities::CLIP_DISTANCES,
            ));
    }
    VALIDATOR.with(|v| {
        v.borrow_mut()
            .validate(module)
            .map_err(|e| TranslateError::Validation {
                message: format!("{:?}", e.into_inner()),
                wgsl: String::new(),
            })
    })
}
