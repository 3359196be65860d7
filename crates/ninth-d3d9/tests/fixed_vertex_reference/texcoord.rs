//! Texture coordinates: the four generation modes, texture transforms with each count with
//! and without D3DTTFF_PROJECTED, and TEXCOORDINDEX picking (or missing) a set. Read through
//! 4096-texel lookup textures (u and v separately), so a coordinate is checked to 1/4096.

use ninth_shader::fixed::tnl::reference::{self, TnlVertex};
use ninth_shader::fixed::tnl::{IDENTITY, Matrix, TnlState};

use crate::common;
use crate::harness::{Case, Gpu, POINTS, Readout, assert_clean, at_depth};
use crate::support::*;

const UV: [Readout; 2] = [Readout::TexU, Readout::TexV];
/// `D3DTTFF_PROJECTED`.
const PROJECTED: u32 = 0x100;

/// An unlit state (texture readouts need the specular add and fog off).
fn unlit(spacing: f32) -> TnlState {
    let mut s = POINTS.state(spacing);
    s.lighting = false;
    s
}

fn run(cases: &[Case]) {
    let mut renderer = common::renderer();
    let mut gpu = Gpu::new(&mut renderer, POINTS);
    let mut failures = Vec::new();
    for case in cases {
        failures.extend(gpu.check(case, &UV));
    }
    assert_clean(failures);
}

/// A texture matrix taking (z, w) of the coordinates to (u, v).
fn zw_to_uv() -> Matrix {
    [
        0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0,
    ]
}

#[test]
fn texture_coordinate_generation_modes() {
    let mut rng = Rng::new(31);
    let vertices: Vec<TnlVertex> = (0..200)
        .map(|_| TnlVertex {
            normal: rng.vector(),
            ..at_depth(rng.range(0.8, 6.0))
        })
        .collect();
    let mut cases = Vec::new();
    for (mode, name) in [
        (1, "CAMERASPACENORMAL"),
        (2, "CAMERASPACEPOSITION"),
        (3, "CAMERASPACEREFLECTIONVECTOR"),
        (4, "SPHEREMAP"),
    ] {
        // (x, y) straight, then (z, w) through a texture matrix; NORMALIZENORMALS and
        // LOCALVIEWER off in the last.
        for (variant, flags, transform, normalize, local_viewer) in [
            ("xy", 0, IDENTITY, false, true),
            ("zw", 2, zw_to_uv(), false, true),
            ("xy normalized", 0, IDENTITY, true, false),
        ] {
            let mut s = unlit(0.15);
            s.world[0] = then(&[scale(1.5, 0.75, 1.0), rotate_x(0.3)]);
            s.view = view();
            s.input.normal = true;
            s.normalize_normals = normalize;
            s.local_viewer = local_viewer;
            s.stages[0].texcoord_index = mode << 16;
            s.stages[0].transform_flags = flags;
            s.texture_transforms[0] = transform;
            cases.push(Case::new(format!("{name} {variant}"), s, vertices.clone()));
        }
    }
    run(&cases);
}

/// A texture matrix whose every column reads every input component.
fn mixing() -> Matrix {
    [
        0.8, 0.3, 0.2, 0.05, //
        -0.4, 0.9, 0.1, 0.07, //
        0.25, -0.15, 0.6, 1.2, //
        0.1, 0.2, 0.3, 0.4,
    ]
}

#[test]
fn texture_transforms_count1_to_4_with_and_without_projection() {
    let mut rng = Rng::new(37);
    let mut cases = Vec::new();
    for components in [2u8, 3, 4] {
        for count in 1..=4u32 {
            for projected in [0, PROJECTED] {
                let mut s = unlit(0.2);
                s.input.texcoords[0] = components;
                s.stages[0].transform_flags = count | projected;
                s.texture_transforms[0] = mixing();
                // Keep projective divisors away from 0 (the coordinates would run off to
                // where one texel is a fraction of an ulp).
                let mut vertices = Vec::new();
                while vertices.len() < 100 {
                    let mut v = at_depth(rng.range(1.0, 5.0));
                    for c in 0..4 {
                        v.texcoords[0][c] = rng.range(-1.0, 1.0);
                    }
                    let tc = reference::vertex(&s, &v).texcoords[0];
                    if projected == 0 || tc[count as usize - 1].abs() > 0.3 {
                        vertices.push(v);
                    }
                }
                let name = format!(
                    "{components} components, COUNT{count}{}",
                    if projected != 0 { " | PROJECTED" } else { "" }
                );
                cases.push(Case::new(name, s, vertices).with_fvf());
            }
        }
    }
    run(&cases);
}

#[test]
fn untransformed_coordinates_and_texcoordindex() {
    let mut rng = Rng::new(41);
    let vertices: Vec<TnlVertex> = (0..120)
        .map(|_| {
            let mut v = at_depth(rng.range(1.0, 5.0));
            for set in 0..2 {
                for c in 0..4 {
                    v.texcoords[set][c] = rng.range(-3.0, 3.0);
                }
            }
            v
        })
        .collect();
    let mut cases = Vec::new();
    // (TEXCOORDINDEX, flags, name): the stage's own set, another set, a set the vertex lacks
    // (with and without a transform whose translation would show), and DISABLE | PROJECTED
    // dividing by the set's last component.
    for (index, flags, name) in [
        (0, 0, "set 0"),
        (1, 0, "set 1"),
        (1, 2, "set 1, COUNT2"),
        (3, 0, "absent set 3"),
        (3, 2, "absent set 3, COUNT2"),
        (1, PROJECTED, "set 1, DISABLE | PROJECTED"),
    ] {
        let mut s = unlit(0.2);
        s.input.texcoords[0] = 2;
        s.input.texcoords[1] = 3;
        s.stages[0].texcoord_index = index;
        s.stages[0].transform_flags = flags;
        s.texture_transforms[0] = then(&[mixing(), translate(0.3, 0.6, 0.0)]);
        let vertices = if flags & PROJECTED != 0 {
            vertices
                .iter()
                .filter(|v| v.texcoords[1][2].abs() > 0.3)
                .copied()
                .collect()
        } else {
            vertices.clone()
        };
        cases.push(Case::new(name, s, vertices));
    }
    run(&cases);
}
