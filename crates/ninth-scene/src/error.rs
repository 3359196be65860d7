//! The one error type of the crate: a message tied to a line of the scene text.

/// An error in scene text: the 1-based line it was found on and what is wrong.
///
/// Displays as `line N: message`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {message}")]
pub struct SceneError {
    /// The 1-based line number the error was found on.
    pub line: usize,
    /// What is wrong, without the line number.
    pub message: String,
}

impl SceneError {
    /// An error on `line` with `message`.
    pub fn new(line: usize, message: impl Into<String>) -> Self {
        SceneError {
            line,
            message: message.into(),
        }
    }
}
