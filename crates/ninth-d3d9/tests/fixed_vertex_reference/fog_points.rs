//! Vertex fog (each mode with and without RANGEFOGENABLE, the D3DFOG_NONE rule), point sizes
//! (POINTSIZE, PSIZE, the clamps, POINTSCALE A/B/C) and user clip planes.

use ninth_shader::fixed::tnl::reference::TnlVertex;
use ninth_shader::fixed::tnl::{TnlState, matrix};

use crate::common;
use crate::harness::{Case, Gpu, POINTS, Readout, SIZES, assert_clean, at_depth};
use crate::support::*;

/// An unlit state with vertex fog `mode` (FOGTABLEMODE NONE), start 2, end 9, density 0.15.
fn fogged(mode: u32, range: bool) -> TnlState {
    let mut s = POINTS.state(0.2);
    s.lighting = false;
    s.fog_enable = true;
    s.fog_vertex_mode = mode;
    s.fog_start = 2.0;
    s.fog_end = 9.0;
    s.fog_density = 0.15;
    s.range_fog = range;
    s.world[0] = world();
    s.view = view();
    s
}

#[test]
fn vertex_fog_modes_with_and_without_range_fog() {
    let mut rng = Rng::new(61);
    // Depths from in front of FOGSTART to past FOGEND (the factor saturates at both ends).
    let vertices: Vec<TnlVertex> = (0..200)
        .map(|_| TnlVertex {
            diffuse: rng.color(0.2, 1.0),
            ..at_depth(rng.range(0.3, 12.0))
        })
        .collect();
    let mut cases = Vec::new();
    for (mode, name) in [(1, "EXP"), (2, "EXP2"), (3, "LINEAR")] {
        for range in [false, true] {
            let s = fogged(mode, range);
            cases.push(Case::new(
                format!("{name}, RANGEFOGENABLE {range}"),
                s,
                vertices.clone(),
            ));
        }
    }
    // LINEAR with FOGEND before FOGSTART (the factor rises with distance), and with the two
    // equal (everything fogged).
    let mut s = fogged(3, true);
    (s.fog_start, s.fog_end) = (8.0, 3.0);
    cases.push(Case::new("LINEAR, end before start", s, vertices.clone()));
    let mut s = fogged(3, false);
    (s.fog_start, s.fog_end) = (4.0, 4.0);
    cases.push(Case::new("LINEAR, start = end", s, vertices.clone()));
    // A denser EXP2 and FOGENABLE off (no fog: factor 1).
    let mut s = fogged(2, false);
    s.fog_density = 0.4;
    cases.push(Case::new("EXP2 density 0.4", s, vertices.clone()));
    let mut s = fogged(1, false);
    s.fog_enable = false;
    cases.push(Case::new("FOGENABLE off", s, vertices.clone()));
    let mut renderer = common::renderer();
    let mut gpu = Gpu::new(&mut renderer, POINTS);
    let mut failures = Vec::new();
    for case in &cases {
        failures.extend(gpu.check(case, &[Readout::Fog, Readout::Diffuse]));
    }
    assert_clean(failures);
}

#[test]
fn fog_none_takes_the_vertex_specular_alpha() {
    let mut rng = Rng::new(67);
    let vertices: Vec<TnlVertex> = (0..100)
        .map(|_| TnlVertex {
            diffuse: rng.color(0.2, 1.0),
            specular: rng.color(0.0, 1.0),
            normal: rng.vector(),
            ..at_depth(rng.range(0.3, 12.0))
        })
        .collect();
    let mut cases = Vec::new();
    // FOGENABLE with FOGVERTEXMODE and FOGTABLEMODE NONE: the factor is the vertex's COLOR1
    // alpha (0 without COLOR1), lit or not.
    for (lighting, specular) in [(false, true), (false, false), (true, true), (true, false)] {
        let mut s = fogged(0, false);
        s.lighting = lighting;
        s.input.specular = specular;
        s.input.diffuse = true;
        s.input.normal = true;
        s.lights = vec![directional([0.0, 0.0, 1.0])];
        s.material = material();
        let case = Case::new(
            format!("FOG NONE, LIGHTING {lighting}, COLOR1 {specular}"),
            s,
            vertices.clone(),
        );
        cases.push(case.with_fvf());
    }
    let mut renderer = common::renderer();
    let mut gpu = Gpu::new(&mut renderer, POINTS);
    let mut failures = Vec::new();
    for case in &cases {
        failures.extend(gpu.check(case, &[Readout::Fog, Readout::Diffuse]));
    }
    assert_clean(failures);
}

/// Runs size cases on the large-point grid.
fn run_sizes(cases: &[Case]) {
    let mut renderer = common::renderer();
    let mut gpu = Gpu::new(&mut renderer, SIZES);
    let mut failures = Vec::new();
    for case in cases {
        failures.extend(gpu.check_sizes(case));
    }
    assert_clean(failures);
}

/// An unlit state on the large-point grid (`spacing` camera units between cells).
fn points(spacing: f32) -> TnlState {
    let mut s = SIZES.state(spacing);
    s.lighting = false;
    s
}

/// 64 vertices at depths in `near..far` with PSIZE in `lo..hi`.
fn sized(seed: u32, near: f32, far: f32, lo: f32, hi: f32) -> Vec<TnlVertex> {
    let mut rng = Rng::new(seed);
    (0..SIZES.slots())
        .map(|_| TnlVertex {
            psize: rng.range(lo, hi),
            ..at_depth(rng.range(near, far))
        })
        .collect()
}

#[test]
fn point_size_from_pointsize_psize_and_the_clamps() {
    let mut cases = Vec::new();
    for size in [1.0, 2.6, 5.3, 11.5, 19.2] {
        let mut s = points(0.5);
        s.point_size = size;
        cases.push(Case::new(
            format!("POINTSIZE {size}"),
            s,
            sized(71, 1.0, 9.0, 1.0, 1.0),
        ));
    }
    // PSIZE in the vertex wins over POINTSIZE.
    let mut s = points(0.5);
    s.point_size = 20.0;
    s.input.psize = true;
    cases.push(Case::new("PSIZE", s.clone(), sized(73, 1.0, 9.0, 1.0, 28.0)).with_fvf());
    // Clamped to POINTSIZE_MIN..POINTSIZE_MAX.
    let mut clamped = s.clone();
    (clamped.point_size_min, clamped.point_size_max) = (4.3, 11.6);
    cases.push(Case::new(
        "PSIZE clamped",
        clamped,
        sized(79, 1.0, 9.0, 0.5, 20.0),
    ));
    // A minimum above the maximum: cut to the maximum, then raised to the minimum, which
    // wins (the reference's reading of a case D3D9 leaves open).
    let mut crossed = s;
    (crossed.point_size_min, crossed.point_size_max) = (9.4, 5.3);
    cases.push(Case::new(
        "PSIZE, POINTSIZE_MIN above POINTSIZE_MAX",
        crossed,
        sized(83, 1.0, 9.0, 0.5, 20.0),
    ));
    run_sizes(&cases);
}

#[test]
fn point_scale_a_b_c_with_the_viewport_height() {
    let mut cases = Vec::new();
    // Ss = Vh * Si * sqrt(1 / (A + B De + C De^2)), Vh 256, De the eye distance.
    for ([a, b, c], psize, lo, hi) in [
        ([0.0, 0.0, 1.0], false, 0.0, 0.0),
        ([0.0, 0.0, 1.0], true, 0.01, 0.12),
        ([1.0, 0.0, 0.0], true, 0.005, 0.1),
        ([0.5, 0.3, 0.05], true, 0.01, 0.1),
        ([2.0, 1.0, 0.0], false, 0.0, 0.0),
    ] {
        let mut s = points(0.25);
        s.world[0] = world();
        s.view = view();
        s.point_scale_enable = true;
        s.point_scale = [a, b, c];
        s.point_size = 0.07;
        s.input.psize = psize;
        let vertices = sized(89, 1.0, 15.0, lo, hi);
        cases.push(Case::new(
            format!("POINTSCALE {a} {b} {c}, PSIZE {psize}"),
            s,
            vertices,
        ));
    }
    // With a clamp on the scaled size.
    let mut s = cases[1].state.clone();
    (s.point_size_min, s.point_size_max) = (3.5, 9.5);
    cases.push(Case::new(
        "POINTSCALE clamped",
        s,
        sized(97, 1.0, 15.0, 0.01, 0.12),
    ));
    run_sizes(&cases);
}

#[test]
fn user_clip_planes_keep_one_side() {
    let mut rng = Rng::new(101);
    let mut s = POINTS.state(0.2);
    s.lighting = false;
    s.world[0] = world();
    s.view = view();
    // A perspective projection: the planes reach the renderer through its inverse.
    s.projection = [
        1.5, 0.0, 0.0, 0.0, 0.0, 1.5, 0.0, 0.0, 0.0, 0.0, 1.01, 1.0, 0.0, 0.0, -0.101, 0.0,
    ];
    s.clip_planes[0] = [1.0, 0.3, -0.2, 0.1];
    s.clip_planes[2] = [-0.2, 1.0, 0.4, -0.5];
    s.clip_plane_enable = 0b101;
    // The world position of each slot, to keep points off the planes and count the sides.
    let to_world = matrix::inverse(&s.view).unwrap();
    let distance = |p: &[f32; 4], c: [f32; 3]| {
        let w = matrix::transform([c[0], c[1], c[2], 1.0], &to_world);
        (0..4).map(|k| p[k] * w[k]).sum::<f32>()
    };
    let mut vertices = Vec::new();
    let mut kept = 0;
    while vertices.len() < 300 {
        let v = at_depth(rng.range(1.0, 8.0));
        let c = POINTS.camera(&s, vertices.len(), v.position[2]);
        let d = [
            distance(&s.clip_planes[0], c),
            distance(&s.clip_planes[2], c),
        ];
        if d.iter().all(|d| d.abs() > 0.01) {
            kept += usize::from(d.iter().all(|&d| d > 0.0));
            vertices.push(v);
        }
    }
    assert!((50..250).contains(&kept), "{kept} of 300 points kept");
    let mut renderer = common::renderer();
    let mut gpu = Gpu::new(&mut renderer, POINTS);
    assert_clean(gpu.check(&Case::new("clip planes 0 and 2", s, vertices), &[]));
}
