//! Helpers of the fixed-function tests.
#![allow(dead_code)]

use ninth_shader::fixed::reference::{self, PixelInputs, Rgba};
use ninth_shader::fixed::*;

pub const D: Rgba = [0.2, 0.4, 0.6, 0.8];
pub const T: Rgba = [0.5, 0.25, 1.0, 0.25];
pub const F: Rgba = [0.1, 0.3, 0.5, 0.7];

/// A state whose stage 0 runs `cop` on (arg0, arg1, arg2) = (TFACTOR, TEXTURE, DIFFUSE)
/// and `aop` on the same arguments; later stages disabled.
pub fn one_stage(cop: TextureOp, aop: TextureOp) -> FixedFragmentState {
    let mut s = FixedFragmentState::default();
    s.stages[0].color_op = cop.value();
    s.stages[0].color_args = [D3DTA_TFACTOR, D3DTA_TEXTURE, D3DTA_DIFFUSE];
    s.stages[0].alpha_op = aop.value();
    s.stages[0].alpha_args = [D3DTA_TFACTOR, D3DTA_TEXTURE, D3DTA_DIFFUSE];
    s
}

pub fn key(s: &FixedFragmentState) -> FixedFragmentKey {
    FixedFragmentKey::new(s).expect("valid state")
}

pub fn uniforms() -> FixedUniforms {
    FixedUniforms {
        tfactor: F,
        ..Default::default()
    }
}

/// Evaluate with diffuse D and every texture sampling `tex[stage]`.
pub fn eval_with(key: &FixedFragmentKey, u: &FixedUniforms, tex: [Rgba; 8]) -> Option<Rgba> {
    let input = PixelInputs {
        diffuse: D,
        ..Default::default()
    };
    reference::evaluate(key, u, &input, &|n, _| tex[n])
}

/// Evaluate one-stage keys: textures are T.
pub fn eval(key: &FixedFragmentKey) -> Rgba {
    eval_with(key, &uniforms(), [T; 8]).expect("not discarded")
}

#[track_caller]
pub fn assert_close(got: Rgba, want: Rgba) {
    for i in 0..4 {
        assert!(
            (got[i] - want[i]).abs() < 1e-5,
            "channel {i}: got {got:?}, want {want:?}"
        );
    }
}

#[track_caller]
pub fn assert_rgb(got: Rgba, want: [f32; 3]) {
    assert_close(
        [got[0], got[1], got[2], 0.0],
        [want[0], want[1], want[2], 0.0],
    );
}
