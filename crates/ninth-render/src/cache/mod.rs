//! Caches of GPU objects keyed by the state that makes them.

pub(crate) mod key_hash;
pub(crate) mod lru;
pub(crate) mod program_pipelines;
pub(crate) mod samplers;
