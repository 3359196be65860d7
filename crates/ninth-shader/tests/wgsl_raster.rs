//! User clip planes and point quads in the translated entry points: the distances through
//! the clip-distances builtin or inter-stage values the pixel stage discards on, and point
//! sizes and sprites drawn as two triangles per point.
mod wgsl_support;
use ninth_shader::fixed::{FixedFragmentKey, FixedFragmentState, generate_program_fragment};
use ninth_shader::wgsl::{ClipDistances, DRAW_SIZE, DRAW_SIZE_EXTENDED, Options, Points};
use wgsl_support::*;

const VS2: &str = "vs_2_0\ndcl_position v0\nmov oPos, v0\nmov oD0, v0\n";
const VS3: &str =
    "vs_3_0\ndcl_position v0\ndcl_position o0\ndcl_texcoord0 o1\nmov o0, v0\nmov o1, v0\n";

/// The `NinthDraw` declaration with the point and clip-plane fields.
const EXTENDED_DRAW: &str = "struct NinthDraw {\n    half_pixel: vec4f,\n    fog: vec4f,\n    fog_color: vec4f,\n    alpha_test: vec4f,\n    point: vec4f,\n    clip0: vec4f,\n    clip1: vec4f,\n    clip2: vec4f,\n    clip3: vec4f,\n    clip4: vec4f,\n    clip5: vec4f,\n}";

#[test]
fn clip_planes_write_the_clip_distances_builtin_before_the_half_pixel_shift() {
    let o = Options {
        clip_planes: 0b10_1001,
        ..Options::default()
    };
    let t = translate_with(VS2, &o).expect("translates");
    assert_eq!(t.bindings.draw_size, DRAW_SIZE_EXTENDED);
    let w = readable(&t.wgsl().expect("WGSL"));
    assert_has(
        &w,
        &[
            "enable clip_distances;",
            "    @builtin(clip_distances) clip: array<f32, 3>,\n}",
            EXTENDED_DRAW,
            // Planes 0, 3 and 5, on the position the shader wrote.
            "    let clip_distance0 = dot(draw.clip0, oPos);\n    let clip_distance3 = dot(draw.clip3, oPos);\n    let clip_distance5 = dot(draw.clip5, oPos);\n    let pos = vec4f((oPos.x + (oPos.w * draw.half_pixel.x))",
            "return VsOut(pos, l10, array<f32, 3>(clip_distance0, clip_distance3, clip_distance5));",
        ],
    );
    // vs_3_0: the position output o0.
    let w = wgsl_with(VS3, &o);
    assert_has(&w, &["let clip_distance5 = dot(draw.clip5, o0);"]);
    // A pixel shader does nothing with the builtin.
    let ps = wgsl_with("ps_2_0\ndcl t0\nmov oC0, t0\n", &o);
    assert_lacks(&ps, &["clip", "discard", "draw"]);
}

#[test]
fn without_clip_planes_or_points_the_draw_block_keeps_its_four_fields() {
    let t = translate(VS2);
    assert_eq!(t.bindings.draw_size, DRAW_SIZE);
    let w = readable(&t.wgsl().expect("WGSL"));
    assert_has(
        &w,
        &[
            "struct NinthDraw {\n    half_pixel: vec4f,\n    fog: vec4f,\n    fog_color: vec4f,\n    alpha_test: vec4f,\n}",
        ],
    );
    assert_lacks(&w, &["clip", "point", "vertex_index"]);
}

#[test]
fn clip_varyings_carry_the_distances_to_the_pixel_stage_which_discards() {
    // Six planes: four in location 14, two in location 15 (zeros after them).
    let six = Options {
        clip_planes: 0b11_1111,
        clip_distances: ClipDistances::Varyings([14, 15]),
        ..Options::default()
    };
    let w = wgsl_with(VS3, &six);
    assert_has(
        &w,
        &[
            "    @location(14) clip14: vec4f,\n    @location(15) clip15: vec4f,\n}",
            "return VsOut(pos, l0, vec4f(clip_distance0, clip_distance1, clip_distance2, clip_distance3), vec4f(clip_distance4, clip_distance5, 0.0, 0.0));",
        ],
    );
    assert_lacks(&w, &["enable clip_distances", "@builtin(clip_distances)"]);
    let ps = wgsl_with("ps_2_0\ndcl t0\nmov oC0, t0\n", &six);
    assert_has(
        &ps,
        &[
            "fn main(@location(0) l0: vec4f, @location(14) clip14: vec4f, @location(15) clip15: vec4f) -> PsOut {",
            "    d3d_main();\n    if any((clip14 < vec4(0.0))) {\n        discard;\n    }\n    if any((clip15 < vec4(0.0))) {\n        discard;\n    }\n    let c0 = oC0;",
        ],
    );
    // One plane: one location (the second is unused), padded with zeros.
    let one = Options {
        clip_planes: 0b100,
        clip_distances: ClipDistances::Varyings([9, 9]),
        ..Options::default()
    };
    let w = wgsl_with(VS2, &one);
    assert_has(
        &w,
        &[
            "    @location(9) clip9: vec4f,\n}",
            "vec4f(clip_distance2, 0.0, 0.0, 0.0)",
        ],
    );
    // The distances are interpolated even where the link map holds a flat colour.
    let flat = Options {
        flat_shading: true,
        clip_distances: ClipDistances::Varyings([11, 11]),
        ..one
    };
    let w = wgsl_with(VS2, &flat);
    assert_has(&w, &["    @location(11) clip11: vec4f,\n"]);
    let ps = wgsl_with("ps_2_0\ndcl t0\nmov oC0, t0\n", &flat);
    assert_has(&ps, &["@location(11) clip11: vec4f)"]);
}

#[test]
fn bad_clip_options_are_refused() {
    let err = |text: &str, o: Options| translate_with(text, &o).expect_err("refused").to_string();
    let planes = err(
        VS2,
        Options {
            clip_planes: 0b100_0000,
            ..Options::default()
        },
    );
    assert!(planes.contains("planes 0-5"), "{planes}");
    // A location the vertex shader links (TEXCOORD0 at 0 in vs_3_0's outputs).
    let linked = err(
        VS3,
        Options {
            clip_planes: 1,
            clip_distances: ClipDistances::Varyings([0, 0]),
            ..Options::default()
        },
    );
    assert!(linked.contains("clip distance location 0"), "{linked}");
    // ... or the pixel shader reads, or the batch location, or out of range.
    let ps = err(
        "ps_2_0\ndcl t3\nmov oC0, t3\n",
        Options {
            clip_planes: 1,
            clip_distances: ClipDistances::Varyings([3, 3]),
            ..Options::default()
        },
    );
    assert!(ps.contains("clip distance location 3"), "{ps}");
    let range = err(
        VS2,
        Options {
            clip_planes: 0b1_1111,
            clip_distances: ClipDistances::Varyings([15, 16]),
            ..Options::default()
        },
    );
    assert!(range.contains("clip distance location 16"), "{range}");
    let same = err(
        VS2,
        Options {
            clip_planes: 0b1_1111,
            clip_distances: ClipDistances::Varyings([15, 15]),
            ..Options::default()
        },
    );
    assert!(same.contains("clip distance location 15"), "{same}");
    let batch = err(
        VS2,
        Options {
            clip_planes: 1,
            clip_distances: ClipDistances::Varyings([13, 13]),
            float_batches: true,
            pixel_batch: Some(13),
            ..Options::default()
        },
    );
    assert!(batch.contains("clip distance location 13"), "{batch}");
}

#[test]
fn point_quads_move_each_corner_by_the_clamped_size() {
    let o = Options {
        points: Points::Quads,
        ..Options::default()
    };
    // Without oPts: D3DRS_POINTSIZE (draw.point.x), clamped to draw.point.y..z.
    let t = translate_with(VS2, &o).expect("translates");
    assert_eq!(t.bindings.draw_size, DRAW_SIZE_EXTENDED);
    let w = readable(&t.wgsl().expect("WGSL"));
    assert_has(
        &w,
        &[
            EXTENDED_DRAW,
            "fn main(@location(0) i0: vec4f, @builtin(vertex_index) vertex: u32) -> VsOut {",
            // Corners (0,0) (1,0) (0,1) (0,1) (1,0) (1,1) by vertex index.
            "let corner_u = f32(((50u >> vertex) & 1u));",
            "let corner_v = f32(((44u >> vertex) & 1u));",
            "let point_size = max(min(draw.point.x, draw.point.z), draw.point.y);",
            "let corner_scale = (point_size * oPos.w);",
            "let corner = vec4f((oPos.x + ((((2.0 * corner_u) - 1.0) * draw.half_pixel.x) * corner_scale)), (oPos.y + (((1.0 - (2.0 * corner_v)) * draw.half_pixel.y) * corner_scale)), oPos.z, oPos.w);",
            "let pos = vec4f((corner.x + (corner.w * draw.half_pixel.x)), (corner.y - (corner.w * draw.half_pixel.y)), corner.z, corner.w);",
        ],
    );
    assert_lacks(&w, &["instance_index", "sprite"]);
    // oPts (SM2) and a PSIZE output (SM3) give the size.
    let w = wgsl_with(
        "vs_2_0\ndcl_position v0\nmov oPos, v0\nmov oPts, v0.y\n",
        &o,
    );
    assert_has(
        &w,
        &["let point_size = max(min(oPts.x, draw.point.z), draw.point.y);"],
    );
    let w = wgsl_with(
        "vs_3_0\ndcl_position v0\ndcl_position o0\ndcl_psize o3.x\nmov o0, v0\nmov o3.x, v0.w\n",
        &o,
    );
    assert_has(
        &w,
        &["let point_size = max(min(o3.x, draw.point.z), draw.point.y);"],
    );
    // With clip planes the distances are those of the corner.
    let clipped = Options {
        clip_planes: 1,
        ..o
    };
    let w = wgsl_with(VS2, &clipped);
    assert_has(&w, &["let clip_distance0 = dot(draw.clip0, corner);"]);
}

#[test]
fn point_sprites_replace_every_texture_coordinate() {
    let o = Options {
        points: Points::Sprites,
        // TEXCOORD0, TEXCOORD3 and COLOR0.
        link_locations: Some(1 | 1 << 3 | 1 << 10),
        ..Options::default()
    };
    let w = wgsl_with(
        "vs_2_0\ndcl_position v0\nmov oPos, v0\nmov oT0, v0\nmov oD0, v0\n",
        &o,
    );
    assert_has(
        &w,
        &[
            "let sprite = vec4f(corner_u, corner_v, 0.0, 1.0);",
            // Written or not, every TEXCOORD is the sprite coordinate; COLOR0 is the shader's.
            "return VsOut(pos, sprite, sprite, l10);",
        ],
    );
}

#[test]
fn point_quads_are_not_batched() {
    let o = Options {
        points: Points::Quads,
        float_batches: true,
        ..Options::default()
    };
    let err = translate_with(VS2, &o).expect_err("refused").to_string();
    assert!(err.contains("float_batches"), "{err}");
}

#[test]
fn the_fixed_function_pixel_stage_discards_on_clip_varyings() {
    let key = FixedFragmentKey::new(&FixedFragmentState::default()).expect("key");
    let plain = generate_program_fragment(&key, &[]).expect("generates");
    assert_lacks(&plain, &["clip", "discard"]);
    let text = generate_program_fragment(&key, &[14, 15]).expect("generates");
    assert_has(
        &text,
        &[
            "  @location(14) clip14: vec4f,\n  @location(15) clip15: vec4f,\n}",
            "  if (any(input.clip14 < vec4f(0.0))) {\n    discard;\n  }\n  if (any(input.clip15 < vec4f(0.0))) {\n    discard;\n  }\n  return color;",
        ],
    );
}
