//! A CPU model of the fixed-function vertex pipeline, written from the D3D9 equations:
//! the oracle of the GPU tests.
