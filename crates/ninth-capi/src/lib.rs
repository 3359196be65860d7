//! ninth-capi: the reference renderer's plain-C API (`mr_*` functions) over ninth-render, for
//! D3D9 bridges written in C or C++. It builds `libninth_capi.so` (cdylib) and
//! `libninth_capi.a` (staticlib); the header `include/ninth_renderer.h` is generated from
//! this crate by cbindgen (`cbindgen.toml`) and checked by `tests/header.rs`.
//!
//! Conventions (written in the header too):
//! - Every function returning `int` returns `MR_OK` (0) or an `MR_ERR_*` code; the text of the
//!   failure is in [`mr_last_error`] (per thread). Nothing is drawn on error.
//! - Contexts are opaque handles (`mr_context *`) that are never dereferenced: a null,
//!   destroyed or made-up handle is refused with `MR_ERR_ARGS`. Textures are `uint32_t` ids
//!   (0 is never an id).
//! - Every pointer and length is checked; no panic crosses the boundary (a panic becomes
//!   `MR_ERR_DEVICE` with its text).
//! - Threading: call every function from one thread (the engine thread), as the reference
//!   renderer requires. Calls are serialised by a lock, so a call from another thread is safe
//!   but waits. `mr_commit_async` callbacks run on ninth's poll thread (or inside the call when
//!   nothing was pending) and must not call `mr_*` functions.
#![warn(missing_docs)]
#![allow(non_camel_case_types)]

mod cached;
mod convert;
mod draws;
mod guard;
mod present;
mod resident;
mod shared;
mod types;

pub use cached::*;
pub use draws::*;
pub use guard::{mr_last_commit_error, mr_last_error};
pub use present::*;
pub use resident::*;
pub use types::*;
