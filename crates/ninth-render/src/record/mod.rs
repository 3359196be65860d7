//! Recording: the arena for per-draw data and the encoder/pass recorder.

pub(crate) mod arena;
pub(crate) mod batch;
pub(crate) mod pass_encoder;
pub(crate) mod recorder;
pub(crate) mod resident;
pub(crate) mod steps;
pub(crate) mod uniform_ring;
