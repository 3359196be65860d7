//! The error of analysis and WGSL emission.

/// Why a decoded shader could not be analysed or translated to WGSL.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TranslateError {
    /// An instruction, register or shader model the translator does not handle (yet), or
    /// one that is not valid for the shader's model. Names what and where.
    #[error("token {offset}: unsupported: {what}")]
    Unsupported {
        /// DWORD offset of the instruction in the bytecode.
        offset: usize,
        /// What is not supported (`ps_1_1 (shader model 1 is translated in part 2)`,
        /// `texbem in ps_2_0`, ...).
        what: String,
    },
    /// The shader is structurally wrong (an `endif` without `if`, a `call` to a missing
    /// label, a missing operand).
    #[error("token {offset}: invalid shader: {message}")]
    Invalid {
        /// DWORD offset of the instruction in the bytecode.
        offset: usize,
        /// What is wrong.
        message: String,
    },
    /// naga rejected the generated WGSL: a translator bug, reported with naga's message and
    /// the WGSL text so it can be reproduced.
    #[error("generated WGSL failed naga validation: {message}\n{wgsl}")]
    Validation {
        /// naga's error, rendered.
        message: String,
        /// The WGSL that failed.
        wgsl: String,
    },
}

impl TranslateError {
    /// An [`TranslateError::Unsupported`] at `offset`.
    pub fn unsupported(offset: usize, what: impl Into<String>) -> Self {
        Self::Unsupported {
            offset,
            what: what.into(),
        }
    }

    /// An [`TranslateError::Invalid`] at `offset`.
    pub fn invalid(offset: usize, message: impl Into<String>) -> Self {
        Self::Invalid {
            offset,
            message: message.into(),
        }
    }
}
