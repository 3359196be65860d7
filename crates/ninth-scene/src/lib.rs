//! ninth-scene: the `.scene` format (version 1), a Direct3D 9 command stream as text, parsed
//! into typed commands and written back. No GPU, no wgpu.
#![warn(missing_docs)]
