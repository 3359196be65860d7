//! Analysis of a decoded shader: register usage, constants, samplers, semantics.
