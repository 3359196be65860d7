//! Where each value of the fixed-function vertex stage lives in its float constants
//! ([`TnlLayout`]): decided by the key alone, so the program and the constants agree.

use super::key::{Blend, TnlKey, VertexFog};
use super::state::{STAGES, WORLD_MATRICES};

/// Vectors per light: position and range, direction, diffuse, specular, ambient,
/// attenuation, spot cone.
pub const LIGHT_VECTORS: u16 = 7;
/// Vectors per blended matrix: world-view columns (4), then the columns of its upper 3x3
/// again for normals (3).
pub const BLEND_VECTORS: u16 = 7;
/// The register of the program's `def` of (0, 1, 0.5, 1e-30); the one before it and the one
/// after it are literals too.
pub const LITERALS: u16 = 254;

/// First register of each block (unused blocks at 0 with nothing read there).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct TnlLayout {
    /// World-view-projection columns (without blending).
    pub wvp: u16,
    /// World-view columns (without blending).
    pub wv: u16,
    /// Normal matrix columns (without blending).
    pub normal: u16,
    /// Blended matrices ([`BLEND_VECTORS`] each, WORLDMATRIX(n) at `blend + 7 n`).
    pub blend: u16,
    /// Projection columns (with blending).
    pub projection: u16,
    /// Lights ([`LIGHT_VECTORS`] each).
    pub lights: u16,
    /// Material: diffuse, ambient, specular, emissive, (power, 0, 0, 0), global ambient.
    pub material: u16,
    /// Fog: (end, 1 / (end - start), density, log2(e)).
    pub fog: u16,
    /// Point: (size, min, max, viewport height), (A, B, C, 0).
    pub point: u16,
    /// Tweening: (factor, 0, 0, 0).
    pub tween: u16,
    /// Texture transform columns of stage n (4 each).
    pub texture: [u16; STAGES],
    /// Registers used: c0 to c(count - 1).
    pub count: u16,
}

impl TnlLayout {
    /// The layout of `key`'s program.
    pub fn new(key: &TnlKey) -> TnlLayout {
        let mut next = 0u16;
        let mut take = |n: u16| {
            let at = next;
            next += n;
            at
        };
        let mut l = TnlLayout::default();
        match key.blend {
            Blend::Weights { matrices, indexed } => {
                let n = if indexed {
                    WORLD_MATRICES as u16
                } else {
                    u16::from(matrices)
                };
                l.blend = take(BLEND_VECTORS * n);
                l.projection = take(4);
            }
            Blend::None | Blend::Tween => {
                l.wvp = take(4);
                if key.needs_eye_position() {
                    l.wv = take(4);
                }
                if key.needs_eye_normal() {
                    l.normal = take(3);
                }
            }
        }
        if key.blend == Blend::Tween {
            l.tween = take(1);
        }
        if let Some(lighting) = key.lighting {
            l.material = take(6);
            l.lights = take(LIGHT_VECTORS * u16::from(lighting.count));
        }
        if !matches!(key.fog, VertexFog::None | VertexFog::Specular) {
            l.fog = take(1);
        }
        if key.points {
            l.point = take(2);
        }
        for (n, t) in key.texcoords.iter().enumerate() {
            if t.enabled && t.transform_count > 0 {
                l.texture[n] = take(4);
            }
        }
        l.count = next;
        l
    }
}
