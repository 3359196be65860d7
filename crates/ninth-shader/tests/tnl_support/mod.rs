//! Helpers of the fixed-function vertex pipeline reference tests: tolerant comparisons,
//! D3D matrices, states and vertices.
#![allow(dead_code, clippy::field_reassign_with_default)]

use ninth_shader::fixed::tnl::reference::{TnlOutput, TnlVertex, vertex};
use ninth_shader::fixed::tnl::*;

pub fn close(got: f32, want: f32) -> bool {
    (got - want).abs() <= 1e-5 * want.abs().max(1.0)
}

#[track_caller]
pub fn assert_f(got: f32, want: f32, what: &str) {
    assert!(close(got, want), "{what}: got {got}, want {want}");
}

#[track_caller]
pub fn assert_v4(got: [f32; 4], want: [f32; 4], what: &str) {
    assert!(
        got.iter().zip(want).all(|(&g, w)| close(g, w)),
        "{what}: got {got:?}, want {want:?}"
    );
}

pub fn translate(x: f32, y: f32, z: f32) -> Matrix {
    let mut m = IDENTITY;
    m[12] = x;
    m[13] = y;
    m[14] = z;
    m
}

pub fn scale(x: f32, y: f32, z: f32) -> Matrix {
    let mut m = IDENTITY;
    m[0] = x;
    m[5] = y;
    m[10] = z;
    m
}

/// `a` then `b`.
pub fn then(a: &Matrix, b: &Matrix) -> Matrix {
    std::array::from_fn(|n| (0..4).map(|k| a[n / 4 * 4 + k] * b[k * 4 + n % 4]).sum())
}

/// 90 degrees about z: (x, y, z) -> (-y, x, z).
pub const ROT_Z90: Matrix = [
    0.0, 1.0, 0.0, 0.0, -1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0,
];
/// 90 degrees about y: (x, y, z) -> (z, y, -x).
pub const ROT_Y90: Matrix = [
    0.0, 0.0, -1.0, 0.0, 0.0, 1.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0,
];

/// Lighting off, nothing in the vertex but its position.
pub fn unlit() -> TnlState {
    let mut s = TnlState::default();
    s.lighting = false;
    s
}

/// Lighting on with a normal in the vertex and the given lights.
pub fn lit(lights: Vec<TnlLight>) -> TnlState {
    let mut s = TnlState::default();
    s.input.normal = true;
    s.lights = lights;
    s
}

pub fn at(x: f32, y: f32, z: f32) -> TnlVertex {
    TnlVertex {
        position: [x, y, z, 1.0],
        ..Default::default()
    }
}

pub fn with_normal(mut v: TnlVertex, n: [f32; 3]) -> TnlVertex {
    v.normal = n;
    v
}

pub fn directional(direction: [f32; 3]) -> TnlLight {
    TnlLight {
        ty: LightType::Directional,
        direction,
        ..Default::default()
    }
}

pub fn point(position: [f32; 3], att: [f32; 3], range: f32) -> TnlLight {
    TnlLight {
        ty: LightType::Point,
        position,
        attenuation0: att[0],
        attenuation1: att[1],
        attenuation2: att[2],
        range,
        ..Default::default()
    }
}

/// Stage 0 generates `tci` (`D3DTSS_TCI_*` >> 16) untransformed.
pub fn texgen(s: &mut TnlState, tci: u32) {
    s.stages[0].texcoord_index = tci << 16;
}

pub fn run(s: &TnlState, v: &TnlVertex) -> TnlOutput {
    vertex(s, v)
}
