//! Matrices, a seeded generator of test values, and the lights and material the tests share.

use ninth_shader::fixed::tnl::{IDENTITY, LightType, Matrix, TnlLight, TnlMaterial, matrix};

/// A translation.
pub fn translate(x: f32, y: f32, z: f32) -> Matrix {
    let mut m = IDENTITY;
    (m[12], m[13], m[14]) = (x, y, z);
    m
}

/// A scale.
pub fn scale(x: f32, y: f32, z: f32) -> Matrix {
    let mut m = IDENTITY;
    (m[0], m[5], m[10]) = (x, y, z);
    m
}

/// A rotation by `a` radians about x (D3D's row-vector convention).
pub fn rotate_x(a: f32) -> Matrix {
    let (s, c) = a.sin_cos();
    [
        1.0, 0.0, 0.0, 0.0, 0.0, c, s, 0.0, 0.0, -s, c, 0.0, 0.0, 0.0, 0.0, 1.0,
    ]
}

/// A rotation by `a` radians about y.
pub fn rotate_y(a: f32) -> Matrix {
    let (s, c) = a.sin_cos();
    [
        c, 0.0, -s, 0.0, 0.0, 1.0, 0.0, 0.0, s, 0.0, c, 0.0, 0.0, 0.0, 0.0, 1.0,
    ]
}

/// A rotation by `a` radians about z.
pub fn rotate_z(a: f32) -> Matrix {
    let (s, c) = a.sin_cos();
    [
        c, s, 0.0, 0.0, -s, c, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0,
    ]
}

/// `a`, then `b`, then the rest.
pub fn then(ms: &[Matrix]) -> Matrix {
    ms.iter().fold(IDENTITY, |acc, m| matrix::multiply(&acc, m))
}

/// A world matrix that rotates and moves, and a view that looks from elsewhere: lights and
/// vertices go through both.
pub fn world() -> Matrix {
    then(&[rotate_y(0.4), rotate_x(0.25), translate(0.5, -0.25, 1.0)])
}

/// See [`world`].
pub fn view() -> Matrix {
    then(&[rotate_z(0.3), rotate_x(-0.2), translate(0.2, 0.1, 2.0)])
}

/// A seeded generator (xorshift32) of test values.
pub struct Rng(u32);

impl Rng {
    /// A generator from `seed` (not 0).
    pub fn new(seed: u32) -> Rng {
        Rng(seed.max(1))
    }

    /// Uniform in `lo..hi`.
    pub fn range(&mut self, lo: f32, hi: f32) -> f32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 17;
        self.0 ^= self.0 << 5;
        lo + (hi - lo) * (self.0 >> 8) as f32 / (1u32 << 24) as f32
    }

    /// A vector with components in `-1..1` and length between 0.3 and 1.7 (normals need not
    /// be unit length).
    pub fn vector(&mut self) -> [f32; 3] {
        loop {
            let v = [
                self.range(-1.0, 1.0),
                self.range(-1.0, 1.0),
                self.range(-1.0, 1.0),
            ];
            let l = (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).sqrt();
            if (0.3..1.7).contains(&l) {
                return v;
            }
        }
    }

    /// A unit vector.
    pub fn unit(&mut self) -> [f32; 3] {
        let v = self.vector();
        let l = (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).sqrt();
        v.map(|c| c / l)
    }

    /// An opaque-ish colour with channels in `lo..hi`.
    pub fn color(&mut self, lo: f32, hi: f32) -> [f32; 4] {
        [
            self.range(lo, hi),
            self.range(lo, hi),
            self.range(lo, hi),
            self.range(lo, hi),
        ]
    }
}

/// A directional light shining along `direction`.
pub fn directional(direction: [f32; 3]) -> TnlLight {
    TnlLight {
        ty: LightType::Directional,
        diffuse: [0.7, 0.55, 0.4, 1.0],
        specular: [0.6, 0.5, 0.8, 0.7],
        ambient: [0.1, 0.15, 0.05, 1.0],
        direction,
        ..TnlLight::default()
    }
}

/// A point light at `position` with attenuation (a0, a1, a2) and range.
pub fn point(position: [f32; 3], attenuation: [f32; 3], range: f32) -> TnlLight {
    TnlLight {
        ty: LightType::Point,
        diffuse: [0.9, 0.7, 0.5, 1.0],
        specular: [0.5, 0.8, 0.6, 0.4],
        ambient: [0.05, 0.1, 0.2, 1.0],
        position,
        range,
        attenuation0: attenuation[0],
        attenuation1: attenuation[1],
        attenuation2: attenuation[2],
        ..TnlLight::default()
    }
}

/// A spot light at `position` along `direction` with the cone angles and falloff.
pub fn spot(
    position: [f32; 3],
    direction: [f32; 3],
    theta: f32,
    phi: f32,
    falloff: f32,
) -> TnlLight {
    TnlLight {
        ty: LightType::Spot,
        theta,
        phi,
        falloff,
        direction,
        ..point(position, [1.0, 0.0, 0.0], 100.0)
    }
}

/// A material with every colour and alpha distinct.
pub fn material() -> TnlMaterial {
    TnlMaterial {
        diffuse: [0.8, 0.9, 0.6, 0.55],
        ambient: [0.5, 0.4, 0.3, 0.9],
        specular: [0.9, 0.7, 0.8, 0.65],
        emissive: [0.06, 0.03, 0.1, 0.2],
        power: 10.0,
    }
}
