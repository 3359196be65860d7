//! The decoder's error: where in the bytecode, and what was wrong.

/// Malformed or unsupported bytecode. `offset` is the DWORD offset of the offending token.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("token {offset}: {message}")]
pub struct DecodeError {
    /// DWORD offset of the token that was wrong (the length of the input for a missing token).
    pub offset: usize,
    /// What was wrong.
    pub message: String,
}

impl DecodeError {
    /// An error at `offset`.
    pub fn new(offset: usize, message: impl Into<String>) -> Self {
        Self {
            offset,
            message: message.into(),
        }
    }
}
