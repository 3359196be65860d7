//! WGSL emission for shader models 2.0-3.0, validated by naga.
