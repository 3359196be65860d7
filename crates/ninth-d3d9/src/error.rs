//! The front-end's error type: D3D9's `D3DERR_INVALIDCALL` as [`ErrorKind::InvalidCall`],
//! valid D3D9 that ninth cannot draw yet as [`ErrorKind::Unsupported`], and renderer failures.

/// What kind of failure an [`Error`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// `D3DERR_INVALIDCALL`: an unknown enum, a value out of range, a stale or unknown
    /// handle, a call D3D9 forbids in the current state. Nothing was changed.
    InvalidCall,
    /// Valid D3D9 that ninth does not do yet; the message names the missing feature.
    Unsupported,
    /// The renderer failed (a device loss or a check the front-end does not duplicate).
    Renderer(ninth_render::ErrorKind),
}

/// A front-end error: its kind and a message naming the offending call and value.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct Error {
    /// The class of failure.
    pub kind: ErrorKind,
    /// What was wrong.
    pub message: String,
}

impl Error {
    /// A `D3DERR_INVALIDCALL` error.
    pub fn invalid(message: impl Into<String>) -> Self {
        Self {
            kind: ErrorKind::InvalidCall,
            message: message.into(),
        }
    }

    /// An Unsupported error naming the missing feature.
    pub fn unsupported(message: impl Into<String>) -> Self {
        Self {
            kind: ErrorKind::Unsupported,
            message: format!("unsupported: {}", message.into()),
        }
    }
}

impl From<ninth_render::Error> for Error {
    fn from(e: ninth_render::Error) -> Self {
        let kind = match e.kind {
            ninth_render::ErrorKind::Unsupported => ErrorKind::Unsupported,
            other => ErrorKind::Renderer(other),
        };
        Self {
            kind,
            message: format!("renderer: {e}"),
        }
    }
}

/// Result alias of the front-end.
pub type Result<T, E = Error> = std::result::Result<T, E>;
