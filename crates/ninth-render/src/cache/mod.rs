//! Caches of GPU objects keyed by the state that makes them.

pub(crate) mod fixed_pipelines;
pub(crate) mod key_hash;
pub(crate) mod lru;
pub(crate) mod program_pipelines;
pub(crate) mod rhw_pipelines;
pub(crate) mod samplers;
