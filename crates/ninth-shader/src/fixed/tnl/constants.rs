//! The float constants of a fixed-function vertex program: the values of a [`TnlState`]
//! where [`TnlLayout`] puts them (matrices premultiplied and stored as columns, lights in
//! camera space).

use super::key::{Blend, TnlKey};
use super::layout::{BLEND_VECTORS, LIGHT_VECTORS, TnlLayout};
use super::matrix::{column, multiply, normal_matrix, transform};
use super::state::{LightType, MAX_CLIP_PLANES, Matrix, TnlState, WORLD_MATRICES};
use crate::fixed::uniforms::{d3dcolor_to_rgba, linear_fog_scale};

fn put_columns(out: &mut [[f32; 4]], at: u16, m: &Matrix, count: usize) {
    for c in 0..count {
        out[at as usize + c] = column(m, c);
    }
}

fn normalize(v: [f32; 3]) -> [f32; 3] {
    let len = (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).sqrt();
    if len > 0.0 && len.is_finite() {
        [v[0] / len, v[1] / len, v[2] / len]
    } else {
        [0.0; 3]
    }
}

/// The upper 3x3 of a world-view matrix, as bits: what its normal matrix depends on.
pub type NormalSource = [u32; 9];

/// Writes into `out` (`key`'s constants, [`TnlLayout`] long) the constants that read the
/// world matrices in `worlds` (bit n: WORLDMATRIX(n)): the world-view-projection, world-view
/// and normal matrices, or the blended world-view matrices. Everything else they read (view,
/// projection) is taken as it is. `normal_of` remembers the upper 3x3 the normal matrix was
/// made from: the inverse is skipped while it is unchanged (moving an object changes only
/// the translation); pass `&mut None` to have it made.
pub fn write_world_constants(
    state: &TnlState,
    key: &TnlKey,
    worlds: u16,
    out: &mut [[f32; 4]],
    normal_of: &mut Option<NormalSource>,
) {
    let l = TnlLayout::new(key);
    let view = &state.view;
    match key.blend {
        Blend::Weights { matrices, indexed } => {
            let n = if indexed {
                WORLD_MATRICES
            } else {
                usize::from(matrices)
            };
            for (m, world) in state.world.iter().enumerate().take(n) {
                if worlds & 1 << m == 0 {
                    continue;
                }
                let wv = multiply(world, view);
                let at = l.blend + BLEND_VECTORS * m as u16;
                put_columns(out, at, &wv, 4);
                // Blended normals go through the world-view matrices themselves, not their
                // inverse transposes (DXVK's indexed blending; wined3d and DXVK agree on the
                // rest of ff_vertex_blend).
                put_columns(out, at + 4, &wv, 3);
            }
        }
        Blend::None | Blend::Tween => {
            if worlds & 1 == 0 {
                return;
            }
            let wv = multiply(&state.world[0], view);
            let wvp = multiply(&wv, &state.projection);
            put_columns(out, l.wvp, &wvp, 4);
            if key.needs_eye_position() {
                put_columns(out, l.wv, &wv, 4);
            }
            if key.needs_eye_normal() {
                let upper = [0, 1, 2, 4, 5, 6, 8, 9, 10].map(|i| wv[i].to_bits());
                if *normal_of != Some(upper) {
                    put_columns(out, l.normal, &normal_matrix(&wv), 3);
                    *normal_of = Some(upper);
                }
            }
        }
    }
}

/// The float constants `c0` to `c(layout.count - 1)` of `key`'s program for `state` (the
/// key must be `TnlKey::new(state)`).
pub fn constants(state: &TnlState, key: &TnlKey) -> Vec<[f32; 4]> {
    let l = TnlLayout::new(key);
    let mut out = vec![[0.0f32; 4]; l.count as usize];
    let view = &state.view;
    write_world_constants(state, key, u16::MAX, &mut out, &mut None);
    if let Blend::Weights { .. } = key.blend {
        put_columns(&mut out, l.projection, &state.projection, 4);
    }
    if key.blend == Blend::Tween {
        out[l.tween as usize] = [state.tween_factor, 0.0, 0.0, 0.0];
    }
    if let Some(lighting) = key.lighting {
        let m = &state.material;
        let at = l.material as usize;
        out[at] = m.diffuse;
        out[at + 1] = m.ambient;
        out[at + 2] = m.specular;
        out[at + 3] = m.emissive;
        out[at + 4] = [m.power, 0.0, 0.0, 0.0];
        let ambient = d3dcolor_to_rgba(state.ambient);
        out[at + 5] = [ambient[0], ambient[1], ambient[2], 0.0];
        for (n, light) in state.lights.iter().enumerate().take(lighting.count.into()) {
            let at = (l.lights + LIGHT_VECTORS * n as u16) as usize;
            let p = light.position;
            let position = transform([p[0], p[1], p[2], 1.0], view);
            let d = light.direction;
            let dir = transform([d[0], d[1], d[2], 0.0], view);
            let dir = normalize([dir[0], dir[1], dir[2]]);
            out[at] = [position[0], position[1], position[2], light.range];
            out[at + 1] = match light.ty {
                // Directional lights shine along their direction: L is its opposite.
                LightType::Directional => [-dir[0], -dir[1], -dir[2], 0.0],
                _ => [dir[0], dir[1], dir[2], 0.0],
            };
            out[at + 2] = light.diffuse;
            out[at + 3] = light.specular;
            out[at + 4] = light.ambient;
            out[at + 5] = [
                light.attenuation0,
                light.attenuation1,
                light.attenuation2,
                0.0,
            ];
            let (cos_theta, cos_phi) = ((light.theta / 2.0).cos(), (light.phi / 2.0).cos());
            let width = cos_theta - cos_phi;
            // Theta = phi is a hard edge: a huge slope instead of a division by zero.
            let scale = if width > 1e-7 { 1.0 / width } else { 1e30 };
            out[at + 6] = [cos_theta, cos_phi, light.falloff, scale];
        }
    }
    if !matches!(
        key.fog,
        super::key::VertexFog::None | super::key::VertexFog::Specular
    ) {
        out[l.fog as usize] = [
            state.fog_end,
            linear_fog_scale(state.fog_start, state.fog_end),
            state.fog_density,
            std::f32::consts::LOG2_E,
        ];
    }
    if key.points {
        let at = l.point as usize;
        out[at] = [
            state.point_size,
            state.point_size_min,
            state.point_size_max,
            state.viewport_height,
        ];
        let [a, b, c] = state.point_scale;
        out[at + 1] = [a, b, c, 0.0];
    }
    for (n, t) in key.texcoords.iter().enumerate() {
        if t.enabled && t.transform_count > 0 {
            put_columns(&mut out, l.texture[n], &state.texture_transforms[n], 4);
        }
    }
    out
}

/// The user clip planes in clip space: D3D9's fixed-function planes are in world space
/// (`plane . p >= 0` keeps world point `p`); with `clip = p * V * P` the same half-space
/// is `(M plane) . clip >= 0`, `M = (V * P)^-1`. A singular view-projection leaves the
/// planes as they are.
pub fn clip_space_planes(state: &TnlState) -> [[f32; 4]; MAX_CLIP_PLANES] {
    let Some(m) = super::matrix::inverse(&multiply(&state.view, &state.projection)) else {
        return state.clip_planes;
    };
    state
        .clip_planes
        .map(|plane| std::array::from_fn(|j| (0..4).map(|i| m[j * 4 + i] * plane[i]).sum()))
}
