//! The renderer's error type: one kind per class of failure (the reference renderer's
//! `MR_ERR_*` codes), each with a message that says what was wrong.

/// What kind of failure an [`Error`] is; the C API maps these to `MR_ERR_*` codes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// An argument is out of range or inconsistent (sizes, strides, lengths).
    Args,
    /// An index or region is out of bounds.
    Bounds,
    /// The primitive type is not supported on this path.
    Primitive,
    /// A texture id is unknown, stale, or cannot be used this way.
    Texture,
    /// The GPU device failed or was lost.
    Device,
    /// A shader could not be translated or is unusable.
    Shader,
    /// A vertex declaration is malformed or does not match the shader.
    Decl,
    /// The request is valid D3D9 but not supported (yet) by ninth or the adapter.
    Unsupported,
    /// A state value is invalid (an unknown enum value, a combination D3D9 forbids).
    State,
}

/// A renderer error: its kind and a message naming the offending value.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{kind:?} error: {message}")]
pub struct Error {
    /// The class of failure.
    pub kind: ErrorKind,
    /// What was wrong, with the offending value.
    pub message: String,
}

impl Error {
    /// Makes an error of `kind` with `message`.
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Self {
        Self {
            kind,
            message: message.into(),
        }
    }
}

macro_rules! constructors {
    ($($name:ident => $kind:ident),* $(,)?) => {
        impl Error {
            $(
                #[doc = concat!("An [`ErrorKind::", stringify!($kind), "`] error.")]
                pub fn $name(message: impl Into<String>) -> Self {
                    Self::new(ErrorKind::$kind, message)
                }
            )*
        }
    };
}

constructors! {
    args => Args,
    bounds => Bounds,
    primitive => Primitive,
    texture => Texture,
    device => Device,
    shader => Shader,
    decl => Decl,
    unsupported => Unsupported,
    state => State,
}

/// Result alias for renderer calls.
pub type Result<T, E = Error> = std::result::Result<T, E>;
