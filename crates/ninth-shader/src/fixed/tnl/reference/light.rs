//! Lighting in camera space ("Mathematics of Lighting", "Attenuation and Spotlight Factor"):
//!
//! - diffuse out = Ce + Ca * (Ga + sum(La * Atten * Spot)) + Cd * sum(Ld * (N . Ldir) * Atten * Spot),
//!   alpha = Cd's alpha;
//! - specular out = Cs * sum(Ls * (N . H)^P * Atten * Spot) (all four channels);
//!
//! both saturated after every light is summed.

use super::math::{M3, V3, V4, add, dot, length, mul3, mul4, normalize, sat, scale, sub, upper3};
use crate::fixed::tnl::{LightType, MAX_ACTIVE_LIGHTS, TnlLight, TnlState};

/// The vertex colours lighting may read as material (`None`: absent from the vertex).
#[derive(Clone, Copy)]
pub(super) struct VertexColors {
    pub diffuse: Option<V4>,
    pub specular: Option<V4>,
}

/// A `D3DCOLOR` (ARGB) as RGBA 0..1.
pub(super) fn d3dcolor(c: u32) -> V4 {
    let ch = |shift: u32| ((c >> shift) & 0xff) as f32 / 255.0;
    [ch(16), ch(8), ch(0), ch(24)]
}

/// A `D3DMCS_*` material source: the vertex colour it names where COLORVERTEX is on and
/// the vertex has it, else the material's colour (also for values other than 1 and 2).
fn source(state: &TnlState, mcs: u32, material: V4, colors: VertexColors) -> V4 {
    let vertex = match (state.color_vertex, mcs) {
        (true, 1) => colors.diffuse,
        (true, 2) => colors.specular,
        _ => None,
    };
    vertex.unwrap_or(material)
}

/// The spotlight factor for the unit vector `to_light` (vertex to light) and the light's
/// unit camera-space direction: 1 inside the inner cone (`rho > cos(theta / 2)`), 0 outside
/// the outer one (`rho <= cos(phi / 2)`), else
/// `((rho - cos(phi / 2)) / (cos(theta / 2) - cos(phi / 2)))^falloff`.
fn spot(light: &TnlLight, to_light: V3, direction: V3) -> f32 {
    let rho = dot(scale(to_light, -1.0), direction);
    let cos_theta = (light.theta * 0.5).cos();
    let cos_phi = (light.phi * 0.5).cos();
    if rho > cos_theta {
        1.0
    } else if rho <= cos_phi {
        0.0
    } else {
        ((rho - cos_phi) / (cos_theta - cos_phi)).powf(light.falloff)
    }
}

/// The unit vector from the vertex to the light and Atten * Spot, in camera space.
fn incidence(light: &TnlLight, view: &M3, view4: &crate::fixed::tnl::Matrix, pos: V3) -> (V3, f32) {
    let direction = normalize(mul3(light.direction, view));
    if light.ty == LightType::Directional {
        return (scale(direction, -1.0), 1.0);
    }
    let [x, y, z] = light.position;
    let lp = mul4([x, y, z, 1.0], view4);
    let delta = sub([lp[0], lp[1], lp[2]], pos);
    let d = length(delta);
    let to_light = scale(delta, 1.0 / d);
    if d > light.range {
        return (to_light, 0.0);
    }
    let a = light.attenuation0 + light.attenuation1 * d + light.attenuation2 * d * d;
    let mut atten = (1.0 / a).min(f32::MAX);
    if light.ty == LightType::Spot {
        atten *= spot(light, to_light, direction);
    }
    (to_light, atten)
}

/// The lit (diffuse, specular) colours of a vertex at camera-space `pos` with camera-space
/// normal `normal`.
pub(super) fn light(state: &TnlState, colors: VertexColors, pos: V3, normal: V3) -> (V4, V4) {
    let view3 = upper3(&state.view);
    let eye = if state.local_viewer {
        scale(normalize(pos), -1.0)
    } else {
        [0.0, 0.0, -1.0]
    };
    let mut ambient = [0.0f32; 3];
    let mut diffuse = [0.0f32; 3];
    let mut specular = [0.0f32; 4];
    for l in state.lights.iter().take(MAX_ACTIVE_LIGHTS) {
        let (to_light, atten) = incidence(l, &view3, &state.view, pos);
        let n_dot_l = sat(dot(normal, to_light));
        for i in 0..3 {
            ambient[i] += l.ambient[i] * atten;
            diffuse[i] += l.diffuse[i] * (n_dot_l * atten);
        }
        if state.specular_enable {
            let h = normalize(add(to_light, eye));
            let n_dot_h = sat(dot(normal, h));
            if n_dot_l > 0.0 && n_dot_h > 0.0 {
                let s = n_dot_h.powf(state.material.power) * atten;
                for (acc, ls) in specular.iter_mut().zip(l.specular) {
                    *acc += ls * s;
                }
            }
        }
    }
    let m = &state.material;
    let cd = source(state, state.diffuse_source, m.diffuse, colors);
    let ca = source(state, state.ambient_source, m.ambient, colors);
    let ce = source(state, state.emissive_source, m.emissive, colors);
    let cs = source(state, state.specular_source, m.specular, colors);
    let ga = d3dcolor(state.ambient);
    let mut out_diffuse = [0.0f32; 4];
    for i in 0..3 {
        out_diffuse[i] = sat(ce[i] + ca[i] * (ga[i] + ambient[i]) + cd[i] * diffuse[i]);
    }
    out_diffuse[3] = sat(cd[3]);
    let out_specular = if state.specular_enable {
        std::array::from_fn(|i| sat(cs[i] * specular[i]))
    } else {
        [0.0; 4]
    };
    (out_diffuse, out_specular)
}
