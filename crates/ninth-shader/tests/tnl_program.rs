//! The fixed-function vertex programs: every kind of state gives a program that assembles,
//! translates and validates, whose constants fill exactly its layout, and whose values sit
//! where the program reads them.
#![allow(clippy::field_reassign_with_default, clippy::needless_range_loop)]

use ninth_shader::fixed::tnl::*;
use ninth_shader::wgsl::{Options, translate};

fn lit_state() -> TnlState {
    let mut s = TnlState::default();
    s.input.normal = true;
    s.input.diffuse = true;
    s.input.texcoords[0] = 2;
    s
}

fn light(ty: LightType) -> TnlLight {
    TnlLight {
        ty,
        diffuse: [1.0, 0.5, 0.25, 1.0],
        specular: [1.0; 4],
        ambient: [0.1; 4],
        position: [0.0, 1.0, -1.0],
        direction: [0.0, 0.0, 1.0],
        range: 10.0,
        falloff: 1.0,
        attenuation0: 1.0,
        theta: 0.5,
        phi: 1.0,
        ..Default::default()
    }
}

/// Assembles, decodes and translates; returns the WGSL text.
fn check(state: &TnlState) -> String {
    let key = TnlKey::new(state).expect("key");
    let tokens = program(&key).unwrap_or_else(|e| panic!("{e}"));
    let translation = ninth_shader::translate_bytecode(&tokens, &Options::default())
        .unwrap_or_else(|e| panic!("{e}\n{}", assembly(&key).unwrap()));
    let c = constants(state, &key);
    let layout = TnlLayout::new(&key);
    assert_eq!(c.len(), layout.count as usize);
    assert!(layout.count < LITERALS - 1);
    let _ = translate;
    translation.wgsl().expect("wgsl")
}

#[test]
fn unlit_transform_only() {
    let mut s = TnlState::default();
    s.lighting = false;
    s.texcoord_outputs = 0;
    let key = TnlKey::new(&s).unwrap();
    let text = assembly(&key).unwrap();
    assert!(text.contains("dp4 oPos.x, r0, c0"), "{text}");
    assert_eq!(TnlLayout::new(&key).count, 4);
    check(&s);
}

#[test]
fn every_light_type_and_source() {
    for ty in [LightType::Directional, LightType::Point, LightType::Spot] {
        for specular in [false, true] {
            for local in [false, true] {
                for source in 0..3 {
                    let mut s = lit_state();
                    s.input.specular = true;
                    s.lights = vec![light(ty), light(LightType::Point)];
                    s.specular_enable = specular;
                    s.local_viewer = local;
                    s.diffuse_source = source;
                    s.ambient_source = (source + 1) % 3;
                    s.specular_source = (source + 2) % 3;
                    s.emissive_source = source;
                    s.normalize_normals = local;
                    check(&s);
                }
            }
        }
    }
}

#[test]
fn eight_lights() {
    let mut s = lit_state();
    s.lights = (0..8)
        .map(|n| light(LightType::from_d3d(1 + n % 3).unwrap()))
        .collect();
    s.specular_enable = true;
    check(&s);
    s.lights.push(light(LightType::Point));
    assert_eq!(TnlKey::new(&s), Err(TnlError::TooManyLights { count: 9 }));
}

#[test]
fn texgen_and_transforms() {
    for mode in 0..5u32 {
        for count in 0..5u32 {
            for projected in [0, 256] {
                let mut s = lit_state();
                s.lighting = false;
                s.stages[1].texcoord_index = mode << 16;
                s.stages[1].transform_flags = count | projected;
                s.stages[0].transform_flags = count;
                check(&s);
            }
        }
    }
}

#[test]
fn blending_tweening_fog_points() {
    for blend in [1u32, 2, 3, 256] {
        for indexed in [false, true] {
            for color in [false, true] {
                let mut s = lit_state();
                s.lights = vec![light(LightType::Directional)];
                s.input.blend_weights = 3;
                s.input.blend_indices = indexed;
                s.input.blend_indices_color = color;
                s.vertex_blend = blend;
                s.indexed_vertex_blend = indexed;
                check(&s);
            }
        }
    }
    let mut s = lit_state();
    s.input.position1 = true;
    s.input.normal1 = true;
    s.vertex_blend = 255;
    s.lights = vec![light(LightType::Point)];
    check(&s);
    // A second normal alone tweens the normals ("a second position or a second normal").
    s.input.position1 = false;
    check(&s);
    s.input.normal1 = false;
    assert_eq!(TnlKey::new(&s), Err(TnlError::TweeningInput));
    for fog in 1..4 {
        for range in [false, true] {
            let mut s = lit_state();
            s.fog_enable = true;
            s.fog_vertex_mode = fog;
            s.range_fog = range;
            check(&s);
        }
    }
    for scale in [false, true] {
        for psize in [false, true] {
            let mut s = lit_state();
            s.points = true;
            s.point_scale_enable = scale;
            s.input.psize = psize;
            let text = check(&s);
            assert!(!text.is_empty());
        }
    }
}

#[test]
fn clip_planes_keep_the_same_points_in_clip_space() {
    let mut s = TnlState::default();
    s.view = [
        1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.5, -0.25, 4.0, 1.0,
    ];
    s.projection = [
        1.7, 0.0, 0.0, 0.0, 0.0, 1.7, 0.0, 0.0, 0.0, 0.0, 1.05, 1.0, 0.0, 0.0, -1.05, 0.0,
    ];
    s.clip_planes[0] = [1.0, 0.0, 0.0, -0.2];
    s.clip_planes[1] = [0.3, -1.0, 0.5, 0.1];
    let planes = clip_space_planes(&s);
    let vp = matrix::multiply(&s.view, &s.projection);
    for p in [
        [0.5, 0.1, 0.3, 1.0],
        [-0.4, 0.7, -1.0, 1.0],
        [0.19, -0.3, 2.0, 1.0],
    ] {
        let clip = matrix::transform(p, &vp);
        for n in 0..2 {
            let world: f32 = (0..4).map(|i| s.clip_planes[n][i] * p[i]).sum();
            let c: f32 = (0..4).map(|i| planes[n][i] * clip[i]).sum();
            assert!(
                (world - c).abs() < 1e-4,
                "plane {n} at {p:?}: {world} vs {c}"
            );
        }
    }
    s.projection = [0.0; 16];
    assert_eq!(clip_space_planes(&s), s.clip_planes, "singular: unchanged");
}
