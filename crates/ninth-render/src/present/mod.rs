//! Getting pixels in and out of targets: readback, CPU writes, staging.

pub(crate) mod readback;
pub(crate) mod stretch;
pub(crate) mod surface;
pub(crate) mod write;
