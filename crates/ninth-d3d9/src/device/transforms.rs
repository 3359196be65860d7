//! Transforms, lights, the material and user clip planes of the fixed-function vertex
//! pipeline (`draw/tnl.rs`).

use std::collections::HashMap;

use crate::device::Device;
use crate::error::{Error, Result};

pub use ninth_scene::{Light, Material};

/// User clip planes.
pub const MAX_CLIP_PLANES: u32 = 6;

/// The identity matrix, row-major.
pub const IDENTITY: [f32; 16] = [
    1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0,
];

/// `D3DTRANSFORMSTATETYPE`s held: VIEW, PROJECTION, TEXTURE0-7 and WORLDMATRIX(0-255).
const TRANSFORMS: usize = 2 + 8 + 256;

/// The slot of a `D3DTRANSFORMSTATETYPE` in [`Matrices`], `None` for other values.
fn slot(state: u32) -> Option<usize> {
    match state {
        2 | 3 => Some(state as usize - 2),
        16..=23 => Some(state as usize - 14),
        256..=511 => Some(state as usize - 246),
        _ => None,
    }
}

/// Every transform's matrix, identity until set: an array indexed by the transform state
/// (no hashing on `SetTransform`, which games call before most draws).
#[derive(Clone, Debug)]
pub(crate) struct Matrices(Box<[[f32; 16]; TRANSFORMS]>);

impl Default for Matrices {
    fn default() -> Self {
        Self(Box::new([IDENTITY; TRANSFORMS]))
    }
}

impl Matrices {
    /// The matrix of transform `state` (`None` for a value that is not a transform).
    pub fn get(&self, state: &u32) -> Option<&[f32; 16]> {
        slot(*state).map(|n| &self.0[n])
    }

    /// Sets transform `state`; false (and nothing set) for a value that is not a
    /// transform, or the matrix it already has.
    pub fn set(&mut self, state: u32, matrix: &[f32; 16]) -> bool {
        let Some(m) = slot(state).map(|n| &mut self.0[n]) else {
            return false;
        };
        // Bitwise: -0.0 against 0.0 or a NaN is a change.
        let same = m.map(f32::to_bits) == matrix.map(f32::to_bits);
        *m = *matrix;
        !same
    }
}

/// Transforms, lights, material and clip planes.
#[derive(Clone, Debug, Default)]
pub(crate) struct TransformState {
    pub matrices: Matrices,
    pub lights: HashMap<u32, (Light, bool)>,
    pub material: Material,
    pub clip_planes: [[f32; 4]; MAX_CLIP_PLANES as usize],
}

impl TransformState {
    pub fn new() -> Self {
        Self::default()
    }
}

/// Whether `state` is a `D3DTRANSFORMSTATETYPE`: VIEW (2), PROJECTION (3), TEXTURE0-7
/// (16-23) or WORLDMATRIX(0-255) (256-511).
fn is_transform(state: u32) -> bool {
    slot(state).is_some()
}

impl Device<'_> {
    /// `SetTransform` (row-major `_11 _12 ... _44`).
    pub fn set_transform(&mut self, state: u32, matrix: [f32; 16]) -> Result<()> {
        if !is_transform(state) {
            return Err(Error::invalid(format!(
                "D3DTRANSFORMSTATETYPE {state} is not valid"
            )));
        }
        if self.transforms.matrices.set(state, &matrix) {
            self.tnl_transform_changed(state, &matrix);
            // Table fog reads w or z by the projection (`Device::tnl_pixel_state`).
            if state == 3 {
                self.tnl_pixel_current = false;
            }
        }
        Ok(())
    }

    /// `GetTransform`.
    pub fn transform(&self, state: u32) -> Result<[f32; 16]> {
        if !is_transform(state) {
            return Err(Error::invalid(format!(
                "D3DTRANSFORMSTATETYPE {state} is not valid"
            )));
        }
        Ok(self
            .transforms
            .matrices
            .get(&state)
            .copied()
            .unwrap_or(IDENTITY))
    }

    /// `SetLight`.
    pub fn set_light(&mut self, index: u32, light: Light) -> Result<()> {
        if !(1..=3).contains(&light.ty) {
            return Err(Error::invalid(format!(
                "D3DLIGHTTYPE {} is not valid",
                light.ty
            )));
        }
        if light.range < 0.0 || (light.ty == 2 && !(0.0..=light.phi).contains(&light.theta)) {
            return Err(Error::invalid(
                "light range is negative or spot theta is outside 0..=phi",
            ));
        }
        let enabled = self.transforms.lights.get(&index).is_some_and(|l| l.1);
        self.transforms.lights.insert(index, (light, enabled));
        self.tnl = None;
        Ok(())
    }

    /// `LightEnable`; enabling a light never set gives D3D9's default light.
    pub fn light_enable(&mut self, index: u32, enable: bool) -> Result<()> {
        let entry = self.transforms.lights.entry(index).or_insert_with(|| {
            let light = Light {
                ty: 3,
                diffuse: [1.0, 1.0, 1.0, 0.0],
                direction: [0.0, 0.0, 1.0],
                ..Default::default()
            };
            (light, false)
        });
        entry.1 = enable;
        self.tnl = None;
        Ok(())
    }

    /// `SetMaterial`.
    pub fn set_material(&mut self, material: Material) -> Result<()> {
        self.transforms.material = material;
        self.tnl = None;
        Ok(())
    }

    /// `SetClipPlane` (0-5).
    pub fn set_clip_plane(&mut self, index: u32, plane: [f32; 4]) -> Result<()> {
        if index >= MAX_CLIP_PLANES {
            return Err(Error::invalid(format!("clip plane {index} is not 0-5")));
        }
        self.transforms.clip_planes[index as usize] = plane;
        self.tnl = None;
        Ok(())
    }
}
