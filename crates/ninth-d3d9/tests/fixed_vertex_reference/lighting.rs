//! Lighting: light types, attenuation and range, spot cones, ambient and emissive terms,
//! specular with both viewers, material colour sources, normal scaling and LIGHTING off.

use ninth_shader::fixed::tnl::reference::{self, TnlVertex};
use ninth_shader::fixed::tnl::{TnlLight, TnlState};

use crate::common;
use crate::harness::{Case, Gpu, POINTS, Readout, assert_clean, at_depth};
use crate::support::*;

/// A lit state on the point grid (`spacing` camera units between slots) with normals in the
/// vertex, SPECULARENABLE on, the shared material and `lights`.
fn lit(spacing: f32, lights: Vec<TnlLight>) -> TnlState {
    let mut s = POINTS.state(spacing);
    s.input.normal = true;
    s.specular_enable = true;
    s.material = material();
    s.ambient = 0xff20_1008;
    s.lights = lights;
    s
}

/// `count` vertices with random normals (not unit length) at depths in `near..far`.
fn normals(rng: &mut Rng, count: usize, near: f32, far: f32) -> Vec<TnlVertex> {
    (0..count)
        .map(|_| TnlVertex {
            normal: rng.vector(),
            ..at_depth(rng.range(near, far))
        })
        .collect()
}

/// Runs every case with `readouts` and fails with all mismatches.
fn run(cases: &[Case], readouts: &[Readout]) {
    let mut renderer = common::renderer();
    let mut gpu = Gpu::new(&mut renderer, POINTS);
    let mut failures = Vec::new();
    for case in cases {
        failures.extend(gpu.check(case, readouts));
    }
    assert_clean(failures);
}

const COLORS: [Readout; 2] = [Readout::Diffuse, Readout::Specular];

#[test]
fn directional_point_and_spot_lights() {
    let mut rng = Rng::new(7);
    let vertices = normals(&mut rng, 120, 1.0, 10.0);
    let lights = [
        directional([0.3, -0.5, 1.0]),
        point([0.3, 0.5, 0.0], [0.4, 0.1, 0.02], 50.0),
        spot([0.0, 0.2, -1.0], [0.1, -0.1, 1.0], 0.6, 1.2, 1.0),
    ];
    let mut cases: Vec<Case> = lights
        .iter()
        .map(|l| {
            let mut s = lit(0.15, vec![*l]);
            s.world[0] = world();
            s.view = view();
            Case::new(format!("{:?}", l.ty), s, vertices.clone())
        })
        .collect();
    // All three (and a second directional light) at once, through an FVF.
    let mut s = cases[0].state.clone();
    s.lights = lights.to_vec();
    s.lights.push(TnlLight {
        diffuse: [0.2, 0.3, 0.25, 1.0],
        ..directional([-0.6, 0.2, -0.3])
    });
    cases.push(Case::new("four lights", s, vertices.clone()).with_fvf());
    // The scene lights something: most vertices are neither black nor saturated.
    let s = &cases[3].state;
    let mid = vertices
        .iter()
        .filter(|v| {
            let d = reference::vertex(s, v).diffuse;
            d[..3].iter().any(|&c| c > 0.05 && c < 0.95)
        })
        .count();
    assert!(mid > 60, "{mid} vertices lit in between");
    run(&cases, &COLORS);
}

#[test]
fn attenuation_terms_and_the_range_cut_off() {
    let mut rng = Rng::new(11);
    let light_at = [0.4, -0.3, 0.0];
    let range = 6.0;
    let mut cases = Vec::new();
    for attenuation in [
        [1.0, 0.0, 0.0],
        [0.0, 1.0, 0.0],
        [0.0, 0.0, 1.0],
        [0.2, 0.5, 0.1],
        [0.0, 0.3, 0.0],
    ] {
        let mut s = lit(0.25, vec![point(light_at, attenuation, range)]);
        s.material.ambient = [1.0; 4];
        let mut vertices = Vec::new();
        while vertices.len() < 150 {
            let v = TnlVertex {
                normal: rng.unit(),
                ..at_depth(rng.range(0.5, 8.0))
            };
            // Keep clear of the range's edge, where the light switches off.
            let c = POINTS.camera(&s, vertices.len(), v.position[2]);
            let d = (0..3)
                .map(|k| (c[k] - light_at[k]).powi(2))
                .sum::<f32>()
                .sqrt();
            if (d - range).abs() > 0.02 {
                vertices.push(v);
            }
        }
        let outside = (0..vertices.len())
            .filter(|&i| {
                let c = POINTS.camera(&s, i, vertices[i].position[2]);
                (0..3).map(|k| (c[k] - light_at[k]).powi(2)).sum::<f32>() > range * range
            })
            .count();
        assert!(
            (20..130).contains(&outside),
            "{outside} vertices out of range"
        );
        cases.push(Case::new(
            format!("attenuation {attenuation:?}"),
            s,
            vertices,
        ));
    }
    run(&cases, &COLORS);
}

#[test]
fn spot_cones_and_falloff() {
    let mut cases = Vec::new();
    // (theta, phi, falloff): soft edges of several shapes, a cone without an inner part, a
    // hard edge (theta = phi), falloff 0 (flat between the cones).
    for (theta, phi, falloff) in [
        (0.4, 0.9, 1.0),
        (0.4, 0.9, 0.5),
        (0.4, 0.9, 4.0),
        (0.0, 1.2, 1.0),
        (0.7, 0.7, 1.0),
        (0.3, 1.5, 0.0),
    ] {
        let mut s = lit(
            0.15,
            vec![spot([0.0; 3], [0.0, 0.0, 1.0], theta, phi, falloff)],
        );
        s.specular_enable = false;
        s.ambient = 0;
        s.material.ambient = [0.0; 4];
        let cos_phi = (phi * 0.5f32).cos();
        let mut vertices = Vec::new();
        let mut rng = Rng::new(5);
        while vertices.len() < 200 {
            let v = TnlVertex {
                normal: [0.0, 0.0, -1.0],
                ..at_depth(rng.range(1.5, 4.0))
            };
            let c = POINTS.camera(&s, vertices.len(), v.position[2]);
            let rho = c[2] / (c[0] * c[0] + c[1] * c[1] + c[2] * c[2]).sqrt();
            // A hard edge switches at cos(phi / 2): keep clear of it.
            if (rho - cos_phi).abs() > 1e-3 {
                vertices.push(v);
            }
        }
        cases.push(Case::new(
            format!("spot theta {theta} phi {phi} falloff {falloff}"),
            s,
            vertices,
        ));
    }
    run(&cases, &[Readout::Diffuse]);
}

#[test]
fn global_and_per_light_ambient_and_emissive() {
    let mut rng = Rng::new(13);
    let lights = vec![
        TnlLight {
            ambient: [0.3, 0.1, 0.2, 1.0],
            ..directional([0.0, -1.0, 0.5])
        },
        // Reaches only the nearer vertices: its ambient goes with it.
        TnlLight {
            ambient: [0.2, 0.4, 0.1, 1.0],
            ..point([0.0, 0.0, 0.0], [0.5, 0.2, 0.0], 4.0)
        },
        TnlLight {
            ambient: [0.1, 0.2, 0.4, 1.0],
            ..spot([0.0, 0.0, -0.5], [0.0, 0.0, 1.0], 0.3, 0.8, 1.0)
        },
    ];
    let mut cases = Vec::new();
    for (name, normal, ambient) in [
        ("ambient with normals", true, 0xff30_2010),
        ("ambient without normals", false, 0xff10_4020),
        ("lights' ambient only", true, 0),
    ] {
        let mut s = lit(0.12, lights.clone());
        s.specular_enable = false;
        s.input.normal = normal;
        s.ambient = ambient;
        s.material.emissive = [0.15, 0.05, 0.25, 0.5];
        let mut vertices = Vec::new();
        while vertices.len() < 150 {
            let v = TnlVertex {
                normal: rng.vector(),
                ..at_depth(rng.range(1.0, 7.0))
            };
            // Well inside or outside the point light's range.
            let c = POINTS.camera(&s, vertices.len(), v.position[2]);
            let d = (c[0] * c[0] + c[1] * c[1] + c[2] * c[2]).sqrt();
            if (d - 4.0).abs() > 0.05 {
                vertices.push(v);
            }
        }
        cases.push(Case::new(name, s, vertices));
    }
    run(&cases, &[Readout::Diffuse]);
}

#[test]
fn specular_with_local_and_infinite_viewers_and_powers() {
    let mut rng = Rng::new(17);
    let vertices = normals(&mut rng, 160, 0.5, 6.0);
    let mut cases = Vec::new();
    for local_viewer in [true, false] {
        for power in [0.0, 1.0, 7.5, 40.0, 200.0] {
            let mut s = lit(
                0.2,
                vec![
                    directional([0.2, -0.4, 1.0]),
                    point([1.0, 1.0, 1.0], [1.0, 0.0, 0.0], 30.0),
                ],
            );
            s.world[0] = world();
            s.view = view();
            s.local_viewer = local_viewer;
            s.material.power = power;
            cases.push(Case::new(
                format!("local viewer {local_viewer}, power {power}"),
                s,
                vertices.clone(),
            ));
        }
    }
    // SPECULARENABLE off: no specular from lighting.
    let mut s = cases[2].state.clone();
    s.specular_enable = false;
    cases.push(Case::new("SPECULARENABLE off", s, vertices.clone()));
    run(&cases, &COLORS);
}

#[test]
fn material_sources_with_and_without_colorvertex() {
    let mut rng = Rng::new(19);
    let mut vertices = normals(&mut rng, 100, 1.0, 5.0);
    for v in &mut vertices {
        v.diffuse = rng.color(0.0, 1.0);
        v.specular = rng.color(0.0, 1.0);
    }
    let lights = vec![
        TnlLight {
            ambient: [0.3, 0.25, 0.2, 1.0],
            ..directional([0.3, -0.2, 1.0])
        },
        point([0.0, 1.0, 0.0], [0.5, 0.1, 0.0], 20.0),
    ];
    let mut cases = Vec::new();
    // Each of the four terms from each source (D3DMCS_MATERIAL 0, COLOR1 1, COLOR2 2).
    for [diffuse, ambient, specular, emissive] in [[1, 2, 0, 1], [2, 0, 1, 2], [0, 1, 2, 0]] {
        for (has_diffuse, has_specular) in
            [(true, true), (true, false), (false, true), (false, false)]
        {
            for color_vertex in [true, false] {
                // COLORVERTEX off reads the material whatever the vertex has: once is enough.
                if !(color_vertex || has_diffuse && has_specular) {
                    continue;
                }
                let mut s = lit(0.2, lights.clone());
                s.diffuse_source = diffuse;
                s.ambient_source = ambient;
                s.specular_source = specular;
                s.emissive_source = emissive;
                s.color_vertex = color_vertex;
                s.input.diffuse = has_diffuse;
                s.input.specular = has_specular;
                let name = format!(
                    "sources D{diffuse} A{ambient} S{specular} E{emissive}, COLORVERTEX \
                     {color_vertex}, COLOR0 {has_diffuse}, COLOR1 {has_specular}"
                );
                cases.push(Case::new(name, s, vertices.clone()));
            }
        }
    }
    run(&cases, &COLORS);
}

#[test]
fn normalizenormals_with_scaled_world_matrices() {
    let mut rng = Rng::new(23);
    let vertices: Vec<TnlVertex> = (0..150)
        .map(|_| TnlVertex {
            normal: rng.unit(),
            ..at_depth(rng.range(1.0, 6.0))
        })
        .collect();
    let mut cases = Vec::new();
    for (name, w) in [
        ("uniform 0.4", scale(0.4, 0.4, 0.4)),
        ("uniform 2.5", scale(2.5, 2.5, 2.5)),
        ("non-uniform", then(&[scale(0.5, 2.0, 1.25), rotate_y(0.3)])),
    ] {
        for normalize in [false, true] {
            let mut s = lit(
                0.2,
                vec![
                    directional([0.1, -0.3, 1.0]),
                    point([0.5, 0.5, 0.0], [0.3, 0.2, 0.0], 40.0),
                ],
            );
            s.world[0] = w;
            s.view = view();
            s.normalize_normals = normalize;
            cases.push(Case::new(
                format!("world {name}, NORMALIZENORMALS {normalize}"),
                s,
                vertices.clone(),
            ));
        }
    }
    run(&cases, &COLORS);
}

#[test]
fn lighting_off_passes_the_vertex_colours() {
    let mut rng = Rng::new(29);
    let vertices: Vec<TnlVertex> = (0..40)
        .map(|_| TnlVertex {
            diffuse: rng.color(0.0, 1.0),
            specular: rng.color(0.0, 1.0),
            normal: rng.vector(),
            ..at_depth(rng.range(1.0, 5.0))
        })
        .collect();
    let mut cases = Vec::new();
    for (has_diffuse, has_specular) in [(true, true), (true, false), (false, true), (false, false)]
    {
        for specular_enable in [false, true] {
            // A light and material that would change the colours if lighting were on.
            let mut s = lit(0.2, vec![directional([0.0, 0.0, 1.0])]);
            s.lighting = false;
            s.specular_enable = specular_enable;
            s.input.diffuse = has_diffuse;
            s.input.specular = has_specular;
            let case = Case::new(
                format!(
                    "LIGHTING off, COLOR0 {has_diffuse}, COLOR1 {has_specular}, \
                     SPECULARENABLE {specular_enable}"
                ),
                s,
                vertices.clone(),
            );
            cases.push(if has_diffuse { case.with_fvf() } else { case });
        }
    }
    run(&cases, &COLORS);
}
