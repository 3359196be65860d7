//! The CPU model of the fixed-function vertex pipeline against numbers computed by hand from
//! the D3D9 equations: transforms, blending, lighting, texture coordinates, fog, point size
//! and clip distances.
#![allow(clippy::field_reassign_with_default)] // states read as D3D9 state changes

use std::f32::consts::FRAC_1_SQRT_2;

mod tnl_support;

use ninth_shader::fixed::tnl::reference::TnlVertex;
use ninth_shader::fixed::tnl::*;
use tnl_support::*;

// ---------------------------------------------------------------- transforms

#[test]
fn position_goes_through_world_view_projection() {
    let mut s = unlit();
    s.world[0] = translate(1.0, 2.0, 3.0);
    s.view = scale(2.0, 2.0, 2.0);
    s.projection = [
        1.0, 0.0, 0.0, 0.0, 0.0, 2.0, 0.0, 0.0, 0.0, 0.0, 0.5, 1.0, 0.0, 0.0, -0.25, 0.0,
    ];
    // world (2, 3, 4, 1), view (4, 6, 8, 1), projection (4, 12, 8 * .5 - .25, 8).
    let mut v = at(1.0, 1.0, 1.0);
    v.position[3] = 2.0; // not read for XYZ
    assert_v4(run(&s, &v).position, [4.0, 12.0, 3.75, 8.0], "xyz");
    // XYZW: (1, 1, 1, 2) -> world (3, 5, 7, 2) -> view (6, 10, 14, 2) -> (6, 20, 6.5, 14).
    s.input.position = PositionInput::Xyzw;
    assert_v4(run(&s, &v).position, [6.0, 20.0, 6.5, 14.0], "xyzw");
}

#[test]
fn normals_use_the_inverse_transpose_of_world_view() {
    let mut s = unlit();
    s.input.normal = true;
    texgen(&mut s, 1);
    s.world[0] = then(&scale(2.0, 1.0, 1.0), &translate(7.0, 8.0, 9.0));
    s.view = ROT_Z90;
    let v = with_normal(at(0.0, 0.0, 0.0), [1.0, 1.0, 0.0]);
    // (1, 1, 0) / (2, 1, 1) = (0.5, 1, 0), rotated: (-1, 0.5, 0).
    assert_v4(run(&s, &v).texcoords[0], [-1.0, 0.5, 0.0, 1.0], "raw");
    s.normalize_normals = true;
    let l = 1.25f32.sqrt();
    assert_v4(
        run(&s, &v).texcoords[0],
        [-1.0 / l, 0.5 / l, 0.0, 1.0],
        "normalized",
    );
    // A singular world-view transforms normals by itself: (1, 1, 1) * diag(2, 1, 0).
    s.normalize_normals = false;
    s.world[0] = scale(2.0, 1.0, 0.0);
    s.view = IDENTITY;
    let v = with_normal(at(0.0, 0.0, 0.0), [1.0, 1.0, 1.0]);
    assert_v4(run(&s, &v).texcoords[0], [2.0, 1.0, 0.0, 1.0], "singular");
    // NORMALIZENORMALS keeps a zero normal zero.
    s.normalize_normals = true;
    s.input.normal = false;
    assert_v4(run(&s, &v).texcoords[0], [0.0, 0.0, 0.0, 1.0], "absent");
}

// ---------------------------------------------------------------- blending and tweening

/// Worlds 0-3 translate along distinct axes; the view and projection are identities, so the
/// output position is the blended world position.
fn blend_state(vertex_blend: u32, weights: u8) -> TnlState {
    let mut s = unlit();
    s.world[0] = translate(1.0, 0.0, 0.0);
    s.world[1] = translate(0.0, 2.0, 0.0);
    s.world[2] = translate(0.0, 0.0, 4.0);
    s.world[3] = translate(8.0, 0.0, 0.0);
    s.vertex_blend = vertex_blend;
    s.input.blend_weights = weights;
    s
}

fn weighted(w: [f32; 4]) -> TnlVertex {
    TnlVertex {
        blend_weights: w,
        ..at(0.0, 0.0, 0.0)
    }
}

#[test]
fn blend_weights_with_implicit_last_weight() {
    let v = weighted([0.25, 0.7, 0.7, 0.7]);
    // 0.25 W0 + 0.75 W1.
    assert_v4(
        run(&blend_state(1, 1), &v).position,
        [0.25, 1.5, 0.0, 1.0],
        "1WEIGHTS",
    );
    let v = weighted([0.5, 0.25, 0.7, 0.7]);
    // 0.5 W0 + 0.25 W1 + 0.25 W2.
    assert_v4(
        run(&blend_state(2, 2), &v).position,
        [0.5, 0.5, 1.0, 1.0],
        "2WEIGHTS",
    );
    let v = weighted([0.1, 0.2, 0.3, 0.7]);
    // 0.1 W0 + 0.2 W1 + 0.3 W2 + 0.4 W3.
    assert_v4(
        run(&blend_state(3, 3), &v).position,
        [3.3, 0.4, 1.2, 1.0],
        "3WEIGHTS",
    );
    // Weights the vertex lacks read 0: 0.1 W0 + 0.9 W3.
    let v = weighted([0.1, 0.7, 0.7, 0.7]);
    assert_v4(
        run(&blend_state(3, 1), &v).position,
        [7.3, 0.0, 0.0, 1.0],
        "3WEIGHTS, one declared",
    );
    assert_v4(
        run(&blend_state(0, 3), &v).position,
        [1.0, 0.0, 0.0, 1.0],
        "DISABLE",
    );
    assert_v4(
        run(&blend_state(256, 3), &v).position,
        [1.0, 0.0, 0.0, 1.0],
        "0WEIGHTS without indices",
    );
}

#[test]
fn blended_normals() {
    let mut s = blend_state(1, 1);
    s.world[0] = scale(2.0, 1.0, 1.0);
    s.world[1] = IDENTITY;
    s.input.normal = true;
    texgen(&mut s, 1);
    let v = with_normal(weighted([0.5, 0.0, 0.0, 0.0]), [1.0, 0.0, 0.0]);
    // Through the blend matrices themselves (not their inverse transposes, which would give
    // 0.5 (0.5, 0, 0) + 0.5 (1, 0, 0)): 0.5 (2, 0, 0) + 0.5 (1, 0, 0).
    assert_v4(run(&s, &v).texcoords[0], [1.5, 0.0, 0.0, 1.0], "normal");
    // One world matrix (blending off) uses its inverse transpose: (0.5, 0, 0).
    s.vertex_blend = 0;
    assert_v4(run(&s, &v).texcoords[0], [0.5, 0.0, 0.0, 1.0], "unblended");
}

#[test]
fn indexed_blending() {
    let mut s = blend_state(1, 1);
    s.indexed_vertex_blend = true;
    s.input.blend_indices = true;
    s.world[5] = translate(0.0, 0.0, 3.0);
    s.world[2] = translate(1.0, 0.0, 0.0);
    let mut v = weighted([0.25, 0.0, 0.0, 0.0]);
    v.blend_indices = [5, 2, 0, 0];
    // 0.25 W5 + 0.75 W2.
    assert_v4(run(&s, &v).position, [0.75, 0.0, 0.75, 1.0], "1WEIGHTS");
    s.vertex_blend = 256;
    assert_v4(run(&s, &v).position, [0.0, 0.0, 3.0, 1.0], "0WEIGHTS");
    // An index past WORLDMATRIX(8) (undefined in D3D9) reads WORLDMATRIX(8).
    s.world[8] = translate(0.0, 5.0, 0.0);
    v.blend_indices[0] = 200;
    v.position = [1.0, 1.0, 1.0, 1.0];
    assert_v4(run(&s, &v).position, [1.0, 6.0, 1.0, 1.0], "index 200");
    // Without BLENDINDICES in the vertex the blend is not indexed: 0.25 W0 + 0.75 W1.
    s.vertex_blend = 1;
    s.input.blend_indices = false;
    v.position = [0.0, 0.0, 0.0, 1.0];
    assert_v4(run(&s, &v).position, [0.25, 1.5, 0.0, 1.0], "no indices");
}

#[test]
fn tweening_lerps_position_and_normal() {
    let mut s = unlit();
    s.vertex_blend = 255;
    s.tween_factor = 0.25;
    s.world[0] = translate(0.0, 0.0, 1.0);
    s.input.position1 = true;
    s.input.normal = true;
    s.input.normal1 = true;
    texgen(&mut s, 1);
    let mut v = with_normal(at(4.0, 0.0, 0.0), [1.0, 0.0, 0.0]);
    v.position1 = [0.0, 8.0, 0.0];
    v.normal1 = [0.0, 1.0, 0.0];
    // 0.75 (4, 0, 0) + 0.25 (0, 8, 0) = (3, 2, 0), then the world moves z by 1.
    let out = run(&s, &v);
    assert_v4(out.position, [3.0, 2.0, 1.0, 1.0], "position");
    assert_v4(out.texcoords[0], [0.75, 0.25, 0.0, 1.0], "normal");
    // w is POSITION0's: (3, 2, 0, 2) -> z + 2 * 1.
    s.input.position = PositionInput::Xyzw;
    v.position[3] = 2.0;
    assert_v4(run(&s, &v).position, [3.0, 2.0, 2.0, 2.0], "xyzw");
    // Without NORMAL1 the normal is not tweened (not blended towards zero).
    s.input.position = PositionInput::Xyz;
    s.input.normal1 = false;
    let out = run(&s, &v);
    assert_v4(out.position, [3.0, 2.0, 1.0, 1.0], "position, no NORMAL1");
    assert_v4(out.texcoords[0], [1.0, 0.0, 0.0, 1.0], "normal, no NORMAL1");
    // Without POSITION1 the position is not tweened; the normals are.
    s.input.position1 = false;
    s.input.normal1 = true;
    let out = run(&s, &v);
    assert_v4(out.position, [4.0, 0.0, 1.0, 1.0], "position, no POSITION1");
    assert_v4(
        out.texcoords[0],
        [0.75, 0.25, 0.0, 1.0],
        "normal, no POSITION1",
    );
}

// ---------------------------------------------------------------- lighting

#[test]
fn directional_light_diffuse() {
    let mut light = directional([0.0, -1.0, 1.0]);
    light.diffuse = [1.0, 0.5, 1.0, 1.0];
    let mut s = lit(vec![light]);
    // Diffuse source COLOR1 (the default), but the vertex has no colour: the material.
    s.material.diffuse = [0.5, 0.4, 0.2, 0.6];
    // Ldir = (0, 1, -1) / sqrt 2, N . Ldir = 1 / sqrt 2.
    let k = FRAC_1_SQRT_2;
    let out = run(&s, &with_normal(at(0.0, 0.0, 5.0), [0.0, 0.0, -1.0]));
    assert_v4(out.diffuse, [0.5 * k, 0.2 * k, 0.2 * k, 0.6], "facing");
    assert_v4(out.specular, [0.0; 4], "specular off");
    // Facing away: no diffuse, alpha still the material's.
    let out = run(&s, &with_normal(at(0.0, 0.0, 5.0), [0.0, 0.0, 1.0]));
    assert_v4(out.diffuse, [0.0, 0.0, 0.0, 0.6], "away");
}

#[test]
fn point_light_attenuation_and_range() {
    let mut light = point([0.0, 0.0, -2.0], [1.0, 0.5, 0.25], 2.0);
    light.diffuse = [0.9, 0.6, 0.3, 1.0];
    light.ambient = [0.3, 0.3, 0.3, 1.0];
    let mut s = lit(vec![light]);
    s.view = translate(5.0, 0.0, 0.0); // lights move to camera space with the vertex
    s.material.diffuse = [1.0; 4];
    s.material.ambient = [0.5, 0.5, 0.5, 1.0];
    let v = with_normal(at(0.0, 0.0, 0.0), [0.0, 0.0, -1.0]);
    // d = 2: Atten = 1 / (1 + 0.5 * 2 + 0.25 * 4) = 1/3; N . Ldir = 1.
    // diffuse Ld / 3, ambient 0.5 * 0.3 / 3 = 0.05.
    assert_v4(run(&s, &v).diffuse, [0.35, 0.25, 0.15, 1.0], "d = range");
    // Out of range: nothing, ambient included.
    s.lights[0].range = 1.9;
    assert_v4(run(&s, &v).diffuse, [0.0, 0.0, 0.0, 1.0], "d > range");
}

fn spot_state(falloff: f32) -> TnlState {
    let mut light = point([0.0; 3], [1.0, 0.0, 0.0], 100.0);
    light.ty = LightType::Spot;
    light.direction = [0.0, 0.0, 2.0];
    light.theta = 60f32.to_radians();
    light.phi = 120f32.to_radians();
    light.falloff = falloff;
    light.diffuse = [1.0; 4];
    light.ambient = [1.0; 4];
    let mut s = lit(vec![light]);
    s.normalize_normals = true;
    s.material.diffuse = [1.0; 4];
    s
}

/// A vertex at `(x, 0, 1)` with its normal facing the light at the origin.
fn spot_vertex(x: f32) -> TnlVertex {
    with_normal(at(x, 0.0, 1.0), [-x, 0.0, -1.0])
}

#[test]
fn spot_light_cones_and_falloff() {
    let cos_theta = 30f64.to_radians().cos();
    let cos_phi = 60f64.to_radians().cos();
    let between = |falloff: f64| {
        let rho = std::f64::consts::FRAC_1_SQRT_2; // 45 degrees off the axis
        ((rho - cos_phi) / (cos_theta - cos_phi)).powf(falloff) as f32
    };
    let s = spot_state(2.0);
    assert_v4(run(&s, &spot_vertex(0.0)).diffuse, [1.0; 4], "on the axis");
    let f = between(2.0);
    assert_f(f, 0.320_160, "hand value");
    assert_v4(
        run(&s, &spot_vertex(1.0)).diffuse,
        [f, f, f, 1.0],
        "45 degrees, falloff 2",
    );
    let f = between(1.0);
    assert_v4(
        run(&spot_state(1.0), &spot_vertex(1.0)).diffuse,
        [f, f, f, 1.0],
        "45 degrees, falloff 1",
    );
    // atan 2 = 63.4 degrees: outside the 60-degree half outer cone.
    assert_v4(
        run(&s, &spot_vertex(2.0)).diffuse,
        [0.0, 0.0, 0.0, 1.0],
        "outside",
    );
    // The spot factor scales the light's ambient term too.
    let mut s = spot_state(2.0);
    s.material.diffuse = [0.0, 0.0, 0.0, 1.0];
    s.material.ambient = [0.5; 4];
    let f = 0.5 * between(2.0);
    assert_v4(
        run(&s, &spot_vertex(1.0)).diffuse,
        [f, f, f, 1.0],
        "ambient",
    );
    assert_v4(
        run(&s, &spot_vertex(2.0)).diffuse,
        [0.0, 0.0, 0.0, 1.0],
        "ambient outside",
    );
}

#[test]
fn global_ambient_and_emissive() {
    let mut s = lit(Vec::new());
    s.ambient = 0xff33_6699; // (0.2, 0.4, 0.6)
    s.material.ambient = [0.5, 0.5, 1.0, 1.0];
    s.material.emissive = [0.1, 0.2, 0.05, 0.0];
    s.material.diffuse = [0.0, 0.0, 0.0, 0.7];
    let out = run(&s, &at(0.0, 0.0, 1.0));
    assert_v4(out.diffuse, [0.2, 0.4, 0.65, 0.7], "Ce + Ca Ga");
}

#[test]
fn several_lights_sum_and_the_ninth_is_ignored() {
    let mut light = directional([0.0, 0.0, 1.0]);
    light.diffuse = [0.1, 0.1, 0.1, 1.0];
    let mut s = lit(vec![light; 9]);
    s.material.diffuse = [1.0; 4];
    let out = run(&s, &with_normal(at(0.0, 0.0, 1.0), [0.0, 0.0, -1.0]));
    assert_v4(out.diffuse, [0.8, 0.8, 0.8, 1.0], "eight lights");
}

#[test]
fn diffuse_does_not_depend_on_the_view() {
    let mut light = point([0.0, 3.0, 4.0], [0.0, 0.2, 0.0], 10.0);
    light.diffuse = [1.0; 4];
    let mut s = lit(vec![light]);
    s.material.diffuse = [0.5, 1.0, 1.0, 1.0];
    let v = with_normal(at(0.0, 0.0, 0.0), [0.0, 1.0, 0.0]);
    // d = 5, Atten = 1 / (0.2 * 5) = 1, N . Ldir = 3 / 5.
    let want = [0.3, 0.6, 0.6, 1.0];
    assert_v4(run(&s, &v).diffuse, want, "identity view");
    s.view = then(&ROT_Y90, &translate(1.0, -2.0, 6.0));
    assert_v4(run(&s, &v).diffuse, want, "moved view");
}

#[test]
fn lit_colours_saturate() {
    let mut light = directional([0.0, 0.0, 1.0]);
    light.diffuse = [2.0, 2.0, 2.0, 1.0];
    let mut s = lit(vec![light]);
    s.material.diffuse = [1.0, 0.25, 0.5, 1.5];
    s.material.emissive = [-1.0, 0.0, 0.0, 0.0];
    let out = run(&s, &with_normal(at(0.0, 0.0, 1.0), [0.0, 0.0, -1.0]));
    assert_v4(out.diffuse, [1.0, 0.5, 1.0, 1.0], "clamped");
}

// ---------------------------------------------------------------- material sources

/// No lights, white global ambient: the diffuse output is Ce + Ca, alpha Cd's.
fn source_state() -> (TnlState, TnlVertex) {
    let mut s = lit(Vec::new());
    s.ambient = 0xffff_ffff;
    s.input.diffuse = true;
    s.input.specular = true;
    s.material.diffuse = [0.0, 0.0, 0.0, 0.25];
    s.material.ambient = [0.1, 0.1, 0.1, 1.0];
    let mut v = at(0.0, 0.0, 1.0);
    v.diffuse = [0.2, 0.4, 0.6, 0.8];
    v.specular = [0.9, 0.7, 0.5, 0.3];
    (s, v)
}

#[test]
fn material_sources_read_the_vertex_colours() {
    let (mut s, v) = source_state();
    // Defaults: diffuse from COLOR1, ambient and emissive from the material.
    assert_v4(run(&s, &v).diffuse, [0.1, 0.1, 0.1, 0.8], "defaults");
    s.ambient_source = 1;
    assert_v4(run(&s, &v).diffuse, [0.2, 0.4, 0.6, 0.8], "ambient COLOR1");
    s.ambient_source = 2;
    assert_v4(run(&s, &v).diffuse, [0.9, 0.7, 0.5, 0.8], "ambient COLOR2");
    s.ambient_source = 0;
    s.emissive_source = 2;
    assert_v4(run(&s, &v).diffuse, [1.0, 0.8, 0.6, 0.8], "emissive COLOR2");
    s.emissive_source = 0;
    s.diffuse_source = 2;
    assert_v4(run(&s, &v).diffuse, [0.1, 0.1, 0.1, 0.3], "diffuse COLOR2");
    s.diffuse_source = 0;
    assert_v4(
        run(&s, &v).diffuse,
        [0.1, 0.1, 0.1, 0.25],
        "diffuse MATERIAL",
    );
}

#[test]
fn material_sources_fall_back_to_the_material() {
    let (mut s, v) = source_state();
    s.ambient_source = 1;
    s.emissive_source = 2;
    s.input.diffuse = false;
    // COLOR1 absent: ambient and diffuse from the material; COLOR2 present: emissive.
    assert_v4(run(&s, &v).diffuse, [1.0, 0.8, 0.6, 0.25], "no COLOR1");
    s.input.specular = false;
    s.material.emissive = [0.05, 0.0, 0.0, 0.0];
    assert_v4(run(&s, &v).diffuse, [0.15, 0.1, 0.1, 0.25], "no colours");
    // COLORVERTEX off: the material even where the vertex has the colours.
    let (mut s, v) = source_state();
    s.ambient_source = 1;
    s.color_vertex = false;
    assert_v4(
        run(&s, &v).diffuse,
        [0.1, 0.1, 0.1, 0.25],
        "COLORVERTEX off",
    );
}

// ---------------------------------------------------------------- specular

/// Ldir = (1, 0, -1) / sqrt 2, N = (0, 0, -1), the vertex at (1, 0, 1), power 10.
fn specular_state() -> (TnlState, TnlVertex) {
    let mut light = directional([-1.0, 0.0, 1.0]);
    light.specular = [1.0, 0.5, 0.25, 1.0];
    let mut s = lit(vec![light]);
    s.specular_enable = true;
    s.material.power = 10.0;
    s.material.specular = [1.0, 1.0, 1.0, 0.5];
    (s, with_normal(at(1.0, 0.0, 1.0), [0.0, 0.0, -1.0]))
}

#[test]
fn specular_with_a_non_local_viewer() {
    let (mut s, v) = specular_state();
    s.local_viewer = false;
    // H = norm(Ldir + (0, 0, -1)) is 22.5 degrees off N.
    let x = 22.5f32.to_radians().cos().powf(10.0);
    assert_f(x, 0.453_063, "hand value");
    let out = run(&s, &v);
    assert_v4(out.specular, [x, 0.5 * x, 0.25 * x, 0.5 * x], "specular");
    assert_v4(out.diffuse, [0.0; 4], "no diffuse light");
}

#[test]
fn specular_with_a_local_viewer() {
    let (s, v) = specular_state();
    // The eye direction -norm(P) = (-1, 0, -1) / sqrt 2: H = (0, 0, -1) = N.
    assert_v4(run(&s, &v).specular, [1.0, 0.5, 0.25, 0.5], "specular");
}

#[test]
fn specular_needs_light_on_the_front_and_specularenable() {
    let (mut s, v) = specular_state();
    let away = with_normal(v, [0.0, 0.0, 1.0]);
    assert_v4(run(&s, &away).specular, [0.0; 4], "N . L < 0");
    // Light from just behind the surface: N . L < 0 while N . H > 0 (non-local viewer).
    let mut grazing = s.clone();
    grazing.local_viewer = false;
    grazing.lights[0].direction = [-1.0, 0.0, -0.1];
    assert_v4(run(&grazing, &v).specular, [0.0; 4], "N . L < 0 < N . H");
    s.specular_enable = false;
    assert_v4(run(&s, &v).specular, [0.0; 4], "SPECULARENABLE off");
    // COLOR2 as the specular source (the default) when the vertex has it.
    s.specular_enable = true;
    s.input.specular = true;
    let mut v = v;
    v.specular = [0.5, 0.5, 0.5, 1.0];
    assert_v4(run(&s, &v).specular, [0.5, 0.25, 0.125, 1.0], "COLOR2");
}

#[test]
fn unlit_vertices_pass_their_colours() {
    let mut s = unlit();
    s.specular_enable = true;
    let v = at(0.0, 0.0, 1.0);
    let out = run(&s, &v);
    assert_v4(out.diffuse, [1.0; 4], "no COLOR0: white");
    assert_v4(out.specular, [0.0; 4], "no COLOR1: black");
    s.input.diffuse = true;
    s.input.specular = true;
    let mut v = v;
    v.diffuse = [0.2, 1.5, 0.6, 0.8];
    v.specular = [0.1, 0.2, -0.3, 0.4];
    let out = run(&s, &v);
    assert_v4(out.diffuse, [0.2, 1.0, 0.6, 0.8], "COLOR0 saturated");
    assert_v4(out.specular, [0.1, 0.2, 0.0, 0.4], "COLOR1 saturated");
    s.specular_enable = false;
    assert_v4(
        run(&s, &v).specular,
        [0.1, 0.2, 0.0, 0.4],
        "SPECULARENABLE off",
    );
}

// ---------------------------------------------------------------- texture coordinates

#[test]
fn camera_space_position_texgen() {
    let mut s = unlit();
    texgen(&mut s, 2);
    s.world[0] = translate(1.0, 2.0, 0.0);
    s.view = translate(0.0, 0.0, 5.0);
    assert_v4(
        run(&s, &at(0.0, 0.0, 1.0)).texcoords[0],
        [1.0, 2.0, 6.0, 1.0],
        "xyz",
    );
    // XYZW (0, 0, 1, 2): camera (2, 4, 11, 2), divided by w.
    s.input.position = PositionInput::Xyzw;
    let mut v = at(0.0, 0.0, 1.0);
    v.position[3] = 2.0;
    assert_v4(run(&s, &v).texcoords[0], [1.0, 2.0, 5.5, 1.0], "xyzw");
    // Through the stage's transform, COUNT3: (1, 2, 6) * 0.5 + (0.5, 0.25, 0).
    let mut m = scale(0.5, 0.5, 0.5);
    m[12] = 0.5;
    m[13] = 0.25;
    s.texture_transforms[0] = m;
    s.stages[0].transform_flags = 3;
    s.input.position = PositionInput::Xyz;
    assert_v4(
        run(&s, &at(0.0, 0.0, 1.0)).texcoords[0],
        [1.0, 1.25, 3.0, 0.0],
        "COUNT3",
    );
}

/// The vertex at (1, 0, 1) with normal (0, 0, -1): the reflection of the eye ray
/// (1, 0, 1) / sqrt 2 is (1, 0, -1) / sqrt 2.
fn reflection_state(tci: u32) -> (TnlState, TnlVertex) {
    let mut s = unlit();
    s.input.normal = true;
    texgen(&mut s, tci);
    (s, with_normal(at(1.0, 0.0, 1.0), [0.0, 0.0, -1.0]))
}

#[test]
fn reflection_vector_texgen() {
    let (mut s, v) = reflection_state(3);
    let k = FRAC_1_SQRT_2;
    assert_v4(run(&s, &v).texcoords[0], [k, 0.0, -k, 1.0], "local viewer");
    s.local_viewer = false;
    assert_v4(
        run(&s, &v).texcoords[0],
        [k, 0.0, -k, 1.0],
        "non-local viewer",
    );
}

#[test]
fn sphere_map_texgen() {
    let (s, v) = reflection_state(4);
    let k = FRAC_1_SQRT_2;
    // m = 2 |R + (0, 0, 1)| = 2 sqrt(0.5 + (1 - k)^2).
    let m = 2.0 * (0.5 + (1.0 - k) * (1.0 - k)).sqrt();
    let u = k / m + 0.5;
    assert_f(u, 0.961_940, "hand value");
    assert_v4(run(&s, &v).texcoords[0], [u, 0.5, 0.0, 1.0], "sphere map");
}

/// A texture matrix of 1..16 (row-major) on stage `stage` and set `set` with `n`
/// components of (2, 3, 4, 5) (then 99 where the vertex has no component).
fn transform_state(stage: usize, set: usize, n: u8, flags: u32) -> (TnlState, TnlVertex) {
    let mut s = unlit();
    s.texture_transforms[stage] = std::array::from_fn(|i| (i + 1) as f32);
    s.stages[stage].texcoord_index = set as u32;
    s.stages[stage].transform_flags = flags;
    s.input.texcoords[set] = n;
    let mut v = at(0.0, 0.0, 0.0);
    v.texcoords[set] = std::array::from_fn(|i| {
        if i < usize::from(n) {
            2.0 + i as f32
        } else {
            99.0
        }
    });
    (s, v)
}

#[test]
fn texture_transform_counts() {
    // (2, 3) goes in as (2, 3, 1, 0): 2 (1 2 3 4) + 3 (5 6 7 8) + (9 10 11 12).
    let tc = |flags: u32| {
        let (s, v) = transform_state(0, 0, 2, flags);
        run(&s, &v).texcoords[0]
    };
    assert_v4(tc(1), [26.0, 0.0, 0.0, 0.0], "COUNT1");
    assert_v4(tc(2), [26.0, 32.0, 0.0, 0.0], "COUNT2");
    assert_v4(tc(3), [26.0, 32.0, 38.0, 0.0], "COUNT3");
    assert_v4(tc(4), [26.0, 32.0, 38.0, 44.0], "COUNT4");
    assert_v4(tc(2 | 256), [26.0, 32.0, 0.0, 0.0], "COUNT2 | PROJECTED");
    assert_v4(tc(0), [2.0, 3.0, 0.0, 0.0], "DISABLE");
    assert_v4(tc(5), [2.0, 3.0, 0.0, 0.0], "count 5");
}

#[test]
fn texture_transform_fills_missing_components() {
    let tc = |n: u8| {
        let (s, v) = transform_state(0, 0, n, 4);
        run(&s, &v).texcoords[0]
    };
    // (2, 1, 0, 0).
    assert_v4(tc(1), [7.0, 10.0, 13.0, 16.0], "1D");
    // (2, 3, 4, 1).
    assert_v4(tc(3), [66.0, 76.0, 86.0, 96.0], "3D");
    // (2, 3, 4, 5).
    assert_v4(tc(4), [118.0, 132.0, 146.0, 160.0], "4D");
    // No set: (0, 0, 0, 0).
    assert_v4(tc(0), [0.0; 4], "absent");
}

#[test]
fn texcoordindex_selects_the_set_and_the_stage_its_matrix() {
    // Stage 1 reads set 3 through D3DTS_TEXTURE1.
    let (s, v) = transform_state(1, 3, 2, 2);
    let out = run(&s, &v);
    assert_v4(out.texcoords[1], [26.0, 32.0, 0.0, 0.0], "stage 1");
    // Stage 3 reads set 3 too (its default TEXCOORDINDEX), untransformed.
    assert_v4(out.texcoords[3], [2.0, 3.0, 0.0, 0.0], "stage 3");
    assert_v4(out.texcoords[0], [0.0; 4], "stage 0, no set 0");
}

// ---------------------------------------------------------------- fog

/// The vertex at camera (3, 0, 4): depth 4, distance 5.
fn fog_state(mode: u32) -> (TnlState, TnlVertex) {
    let mut s = unlit();
    s.view = translate(0.0, 0.0, 5.0);
    s.fog_enable = true;
    s.fog_vertex_mode = mode;
    s.fog_start = 2.0;
    s.fog_end = 10.0;
    s.fog_density = 0.1;
    (s, at(3.0, 0.0, -1.0))
}

#[test]
fn vertex_fog_modes_from_depth_and_range() {
    let fog = |mode: u32, range: bool| {
        let (mut s, v) = fog_state(mode);
        s.range_fog = range;
        run(&s, &v).fog
    };
    assert_f(fog(3, false), 0.75, "LINEAR (10 - 4) / 8");
    assert_f(fog(3, true), 0.625, "LINEAR range (10 - 5) / 8");
    assert_f(fog(1, false), (-0.4f32).exp(), "EXP");
    assert_f(fog(1, true), (-0.5f32).exp(), "EXP range");
    assert_f(fog(2, false), (-0.16f32).exp(), "EXP2");
    assert_f(fog(2, true), (-0.25f32).exp(), "EXP2 range");
    assert_f(fog(1, false), 0.670_320, "EXP hand value");
}

#[test]
fn vertex_fog_depth_is_absolute_and_saturated() {
    let (mut s, _) = fog_state(3);
    assert_f(run(&s, &at(0.0, 0.0, -9.0)).fog, 0.75, "camera z = -4");
    assert_f(run(&s, &at(0.0, 0.0, -4.0)).fog, 1.0, "before the start");
    assert_f(run(&s, &at(0.0, 0.0, 20.0)).fog, 0.0, "past the end");
    s.fog_start = 10.0;
    assert_f(run(&s, &at(0.0, 0.0, -4.0)).fog, 0.0, "end = start");
}

#[test]
fn vertex_fog_only_where_it_applies() {
    let (mut s, v) = fog_state(3);
    s.fog_table_mode = 3;
    assert_f(run(&s, &v).fog, 1.0, "table fog wins");
    s.fog_table_mode = 0;
    s.fog_enable = false;
    assert_f(run(&s, &v).fog, 1.0, "FOGENABLE off");
    // FOGVERTEXMODE NONE: the specular alpha (0 without a COLOR1).
    let (mut s, mut v) = fog_state(0);
    assert_f(run(&s, &v).fog, 0.0, "no COLOR1");
    s.input.specular = true;
    v.specular = [0.0, 0.0, 0.0, 0.3];
    assert_f(run(&s, &v).fog, 0.3, "COLOR1 alpha");
}

// ---------------------------------------------------------------- point size

#[test]
fn point_size_source_and_clamp() {
    let mut s = unlit();
    let mut v = at(0.0, 0.0, 2.0);
    v.psize = 7.0;
    s.point_size = 5.0;
    assert_f(run(&s, &v).point_size, 5.0, "POINTSIZE");
    s.input.psize = true;
    assert_f(run(&s, &v).point_size, 7.0, "PSIZE");
    v.psize = 100.0;
    assert_f(run(&s, &v).point_size, 64.0, "max");
    v.psize = 0.5;
    assert_f(run(&s, &v).point_size, 1.0, "min");
    // min > max: cut to the maximum, then raised to the minimum, which wins.
    s.point_size_min = 10.0;
    s.point_size_max = 5.0;
    v.psize = 7.0;
    assert_f(run(&s, &v).point_size, 10.0, "min > max, above max");
    v.psize = 3.0;
    assert_f(run(&s, &v).point_size, 10.0, "min > max, below both");
}

#[test]
fn point_scale() {
    let mut s = unlit();
    s.point_scale_enable = true;
    s.point_scale = [1.0, 0.5, 0.25];
    s.viewport_height = 480.0;
    s.point_size = 2.0;
    s.point_size_max = 1000.0;
    s.view = translate(0.0, 1.2, 0.0);
    // De = |(0, 1.2, 1.6)| = 2: Ss = 480 * 2 * sqrt(1 / (1 + 0.5 * 2 + 0.25 * 4)).
    let want = 960.0 / 3f32.sqrt();
    assert_f(want, 554.256_3, "hand value");
    assert_f(run(&s, &at(0.0, 0.0, 1.6)).point_size, want, "scaled");
    s.point_size_max = 64.0;
    assert_f(run(&s, &at(0.0, 0.0, 1.6)).point_size, 64.0, "clamped");
}

// ---------------------------------------------------------------- clip planes

#[test]
fn clip_distances_in_world_space() {
    let mut s = unlit();
    s.world[0] = translate(2.0, 0.0, 0.0);
    s.view = then(&ROT_Y90, &translate(0.0, 0.0, 10.0));
    s.clip_plane_enable = 0b10_0101;
    s.clip_planes[0] = [1.0, 0.0, 0.0, -1.0];
    s.clip_planes[1] = [1.0, 1.0, 1.0, 1.0];
    s.clip_planes[2] = [0.0, 1.0, 0.0, 0.5];
    s.clip_planes[5] = [0.0, 0.0, 2.0, 1.0];
    // World (3, 1, -1, 1).
    let d = run(&s, &at(1.0, 1.0, -1.0)).clip_distances;
    for (n, want) in [2.0, 0.0, 1.5, 0.0, 0.0, -1.0].into_iter().enumerate() {
        assert_f(d[n], want, &format!("plane {n}"));
    }
    // Blended world positions: 0.5 (1, 0, 0) + 0.5 (0, 2, 0) from the origin.
    let mut s = blend_state(1, 1);
    s.clip_plane_enable = 1;
    s.clip_planes[0] = [1.0, 1.0, 0.0, 0.0];
    let d = run(&s, &weighted([0.5, 0.0, 0.0, 0.0])).clip_distances;
    assert_f(d[0], 1.5, "blended");
}

// ---------------------------------------------------------------- robustness

#[test]
fn degenerate_states_do_not_panic() {
    let mut s = lit(vec![
        point([0.0; 3], [0.0; 3], f32::NAN),
        TnlLight {
            ty: LightType::Spot,
            theta: 3.0,
            phi: 1.0,
            falloff: -2.0,
            ..point([1.0; 3], [0.0; 3], 1.0e30)
        },
    ]);
    s.material.diffuse = [1.0; 4];
    s.normalize_normals = true;
    s.specular_enable = true;
    s.point_size_min = f32::NAN;
    s.point_scale_enable = true;
    s.point_scale = [0.0; 3];
    s.fog_enable = true;
    s.fog_vertex_mode = 7;
    s.vertex_blend = 3;
    s.indexed_vertex_blend = true;
    s.input.blend_indices = true;
    s.input.blend_weights = 4;
    s.input.texcoords = [9; STAGES];
    s.input.position = PositionInput::Xyzw;
    s.clip_plane_enable = u32::MAX;
    s.projection[0] = f32::NAN;
    for n in 0..STAGES {
        s.stages[n].texcoord_index = (n as u32) << 16 | 0xffff;
        s.stages[n].transform_flags = u32::MAX;
    }
    let mut v = at(0.0, 0.0, 0.0);
    v.position[3] = 0.0;
    v.blend_indices = [255; 4];
    v.blend_weights = [f32::INFINITY, f32::NAN, -1.0, 2.0];
    let out = run(&s, &v);
    assert!(out.diffuse.iter().all(|c| (0.0..=1.0).contains(c)));
    assert!((0.0..=1.0).contains(&out.fog));
    // A zero attenuation sum reads as f32::MAX light.
    let s = lit(vec![TnlLight {
        diffuse: [1.0; 4],
        ..point([0.0, 0.0, -1.0], [0.0; 3], 10.0)
    }]);
    let mut s = s;
    s.material.diffuse = [0.5; 4];
    let out = run(&s, &with_normal(at(0.0, 0.0, 0.0), [0.0, 0.0, -1.0]));
    assert_v4(out.diffuse, [1.0, 1.0, 1.0, 0.5], "zero attenuation");
}
