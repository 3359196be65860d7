//! Geometry before lighting: vertex blending with 1-3 weights and 0WEIGHTS, indexed blending
//! (UBYTE4 and D3DCOLOR indices, declarations and LASTBETA FVFs), tweening, and XYZW
//! positions. Each point lands on its pixel only if its blended position is the reference's;
//! the lit colours check the blended normals.

use ninth_shader::fixed::tnl::reference::TnlVertex;
use ninth_shader::fixed::tnl::{PositionInput, TnlState};

use crate::common;
use crate::harness::{Case, Gpu, POINTS, Readout, assert_clean, at_depth};
use crate::support::*;

const COLORS: [Readout; 2] = [Readout::Diffuse, Readout::Specular];

fn run(cases: &[Case], readouts: &[Readout]) {
    let mut renderer = common::renderer();
    let mut gpu = Gpu::new(&mut renderer, POINTS);
    let mut failures = Vec::new();
    for case in cases {
        failures.extend(gpu.check(case, readouts));
    }
    assert_clean(failures);
}

/// A lit state whose nine world matrices all rotate, scale (non-uniformly) and move
/// differently, so every matrix and its normal transform show.
fn blend_state() -> TnlState {
    let mut s = POINTS.state(0.2);
    for (n, w) in s.world.iter_mut().enumerate() {
        let k = n as f32;
        *w = then(&[
            scale(0.6 + 0.15 * k, 1.3 - 0.08 * k, 0.9 + 0.05 * k),
            rotate_y(0.3 * k - 1.0),
            rotate_x(0.2 * k),
            translate(0.2 * k - 0.8, 0.1 * k, 0.3 * k),
        ]);
    }
    s.view = view();
    s.input.normal = true;
    s.specular_enable = true;
    s.material = material();
    s.ambient = 0xff18_1010;
    s.lights = vec![
        directional([0.2, -0.3, 1.0]),
        point([0.5, 1.0, -1.0], [0.6, 0.1, 0.0], 40.0),
    ];
    s
}

/// Vertices with random normals, blend weights in -0.2..0.7 and indices 0..=8.
fn weighted(seed: u32, count: usize) -> Vec<TnlVertex> {
    let mut rng = Rng::new(seed);
    (0..count)
        .map(|_| {
            let mut v = TnlVertex {
                normal: rng.vector(),
                ..at_depth(rng.range(1.0, 6.0))
            };
            for k in 0..4 {
                v.blend_weights[k] = rng.range(-0.2, 0.7);
                v.blend_indices[k] = rng.range(0.0, 8.99) as u8;
            }
            v
        })
        .collect()
}

#[test]
fn vertex_blending_with_one_to_three_weights_and_0weights() {
    let vertices = weighted(43, 150);
    let mut cases = Vec::new();
    // (D3DRS_VERTEXBLEND, weights in the vertex, FVF): each count through XYZBn, with more
    // weights than used, with fewer (the missing ones read 0), 0WEIGHTS.
    for (blend, weights, fvf) in [
        (1, 1, true),
        (2, 2, true),
        (3, 3, true),
        (1, 3, false),
        (3, 1, false),
        (256, 2, false),
    ] {
        for normalize in [false, true] {
            let mut s = blend_state();
            s.vertex_blend = blend;
            s.input.blend_weights = weights;
            s.normalize_normals = normalize;
            let case = Case::new(
                format!("VERTEXBLEND {blend}, {weights} weights, NORMALIZENORMALS {normalize}"),
                s,
                vertices.clone(),
            );
            cases.push(if fvf { case.with_fvf() } else { case });
        }
    }
    run(&cases, &COLORS);
}

#[test]
fn indexed_vertex_blending() {
    let mut vertices = weighted(47, 150);
    // Indices past WORLDMATRIX(8) (undefined in D3D9) read WORLDMATRIX(8).
    vertices[3].blend_indices = [9, 200, 255, 12];
    let mut cases = Vec::new();
    // (VERTEXBLEND, weights, D3DCOLOR indices, FVF with LASTBETA).
    for (blend, weights, color, fvf) in [
        (1, 1, false, true),
        (2, 2, true, true),
        (3, 3, false, false),
        (3, 3, true, false),
        (2, 3, false, false),
        (256, 0, false, true),
        (256, 1, true, false),
    ] {
        let mut s = blend_state();
        s.vertex_blend = blend;
        s.indexed_vertex_blend = true;
        s.input.blend_weights = weights;
        s.input.blend_indices = true;
        s.input.blend_indices_color = color;
        let name = format!(
            "indexed VERTEXBLEND {blend}, {weights} weights, {} indices{}",
            if color { "D3DCOLOR" } else { "UBYTE4" },
            if fvf { ", FVF" } else { "" }
        );
        let case = Case::new(name, s, vertices.clone());
        cases.push(if fvf { case.with_fvf() } else { case });
    }
    // INDEXEDVERTEXBLENDENABLE with no indices in the vertex: plain blending.
    let mut s = blend_state();
    s.vertex_blend = 2;
    s.indexed_vertex_blend = true;
    s.input.blend_weights = 2;
    cases.push(Case::new(
        "indexed enable without indices",
        s,
        vertices.clone(),
    ));
    run(&cases, &COLORS);
}

#[test]
fn tweening_positions_and_normals() {
    let mut rng = Rng::new(53);
    let vertices: Vec<TnlVertex> = (0..150)
        .map(|_| TnlVertex {
            normal: rng.vector(),
            normal1: rng.vector(),
            position1: [
                rng.range(-1.0, 1.0),
                rng.range(-1.0, 1.0),
                rng.range(-1.0, 1.0),
            ],
            ..at_depth(rng.range(1.0, 6.0))
        })
        .collect();
    let mut cases = Vec::new();
    for (factor, position1, normal1) in [
        (0.0, true, true),
        (0.3, true, true),
        (0.75, true, true),
        (1.0, true, true),
        (0.4, true, false),
        (0.6, false, true),
    ] {
        let mut s = blend_state();
        s.world[0] = world();
        s.vertex_blend = 255;
        s.tween_factor = factor;
        s.input.position1 = position1;
        s.input.normal1 = normal1;
        cases.push(Case::new(
            format!("TWEENFACTOR {factor}, POSITION1 {position1}, NORMAL1 {normal1}"),
            s,
            vertices.clone(),
        ));
    }
    run(&cases, &COLORS);
}

#[test]
fn xyzw_positions_light_fog_and_generate_at_x_over_w() {
    let mut rng = Rng::new(59);
    let vertices: Vec<TnlVertex> = (0..150)
        .map(|_| {
            let mut v = TnlVertex {
                normal: rng.vector(),
                ..at_depth(rng.range(1.0, 6.0))
            };
            v.position[3] = [0.5, 2.0, 3.0][rng.range(0.0, 2.99) as usize];
            v
        })
        .collect();
    let mut cases = Vec::new();
    let mut s = blend_state();
    s.input.position = PositionInput::Xyzw;
    s.world[0] = world();
    s.local_viewer = true;
    s.lights
        .push(spot([0.0, 0.0, -1.0], [0.0, 0.2, 1.0], 0.5, 1.1, 1.5));
    cases.push((
        Case::new("XYZW lit", s.clone(), vertices.clone()),
        &COLORS[..],
    ));
    let mut fogged = s.clone();
    fogged.fog_enable = true;
    fogged.fog_vertex_mode = 3;
    fogged.fog_start = 1.0;
    fogged.fog_end = 7.0;
    fogged.range_fog = true;
    cases.push((
        Case::new("XYZW range fog", fogged, vertices.clone()),
        &[Readout::Fog][..],
    ));
    let mut texgen = s;
    texgen.lighting = false;
    texgen.specular_enable = false;
    texgen.stages[0].texcoord_index = 2 << 16;
    cases.push((
        Case::new("XYZW camera-space position", texgen, vertices),
        &[Readout::TexU, Readout::TexV][..],
    ));
    let mut renderer = common::renderer();
    let mut gpu = Gpu::new(&mut renderer, POINTS);
    let mut failures = Vec::new();
    for (case, readouts) in &cases {
        failures.extend(gpu.check(case, readouts));
    }
    assert_clean(failures);
}
