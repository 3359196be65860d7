//! The pipeline compile service: worker threads that build render pipelines in the
//! background (`workers.rs`), the pipelines they are building as draws see them
//! (`pending.rs`), and what survives the process on disk (`recipe.rs`, `store.rs`).
//!
//! A draw whose pipeline misses every cache hands its build to the workers and records on:
//! the open pass defers its commands (`record/pass_encoder.rs`) until the pass ends, when
//! it waits for the pipelines it binds, each one alone. A build nobody has started yet is
//! taken back and run on the engine thread, so a draw never waits behind other queued
//! builds. With no workers every build runs at its draw, as before.

pub(crate) mod pending;
pub(crate) mod recipe;
pub(crate) mod service;
pub(crate) mod store;
pub(crate) mod workers;

pub(crate) use pending::PipelineRef;
pub(crate) use service::CompileService;

/// `NINTH_PIPELINE_WORKERS`'s default: one fewer than the cores (none on one core).
pub fn default_worker_count() -> usize {
    std::thread::available_parallelism().map_or(0, |n| n.get().saturating_sub(1))
}
