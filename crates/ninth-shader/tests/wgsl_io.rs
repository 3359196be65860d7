//! WGSL entry points: vertex inputs, linking by semantic, half-pixel shift, pixel outputs,
//! special registers, relative inputs/outputs, and model checks.
mod wgsl_support;
use ninth_shader::analyze::analyze;
use ninth_shader::error::TranslateError;
use ninth_shader::ir::DeclUsage;
use ninth_shader::link::LinkMap;
use ninth_shader::wgsl::Options;
use wgsl_support::*;

#[test]
fn vertex_inputs_take_locations_in_declaration_order() {
    let w = wgsl(
        "vs_2_0\ndcl_texcoord0 v3\ndcl_position v0\ndcl_normal v7\nadd oPos, v0, v3\nmov oT0, v7\n",
    );
    assert_has(
        &w,
        &[
            "fn main(@location(0) i0: vec4f, @location(1) i1: vec4f, @location(2) i2: vec4f) -> VsOut {",
            "    v3 = i0;\n    v0 = i1;\n    v7 = i2;\n    d3d_main();",
        ],
    );
}

#[test]
fn integer_vertex_inputs_are_converted() {
    let o = Options {
        uint_inputs: 0b10,
        sint_inputs: 0b100,
        ..Options::default()
    };
    let w = wgsl_with(
        "vs_2_0\ndcl_position v0\ndcl_blendindices v1\ndcl_texcoord v2\nadd oPos, v0, v1\nmov oT0, v2\n",
        &o,
    );
    assert_has(
        &w,
        &[
            "@location(0) i0: vec4f, @location(1) i1: vec4u, @location(2) i2: vec4i)",
            "    v0 = i0;\n    v1 = vec4f(i1);\n    v2 = vec4f(i2);",
        ],
    );
}

#[test]
fn half_pixel_shift_follows_the_architecture_convention() {
    let text = "vs_2_0\ndcl_position v0\nmov oPos, v0\n";
    let w = wgsl(text);
    assert_has(
        &w,
        &[
            "struct NinthDraw {\n    half_pixel: vec4f,\n    fog: vec4f,\n    fog_color: vec4f,\n    alpha_test: vec4f,\n}",
            "@group(0) @binding(0) \nvar<uniform> draw: NinthDraw;",
            "    let pos = vec4f((oPos.x + (oPos.w * draw.half_pixel.x)), (oPos.y - (oPos.w * draw.half_pixel.y)), oPos.z, oPos.w);\n    return VsOut(pos);",
        ],
    );
    // z is never touched.
    assert_lacks(&w, &["pos.z +", "pos.z -", "pos.z *"]);
    let off = translate_with(
        text,
        &Options {
            half_pixel_shift: false,
            ..Options::default()
        },
    )
    .unwrap();
    let off_text = readable(&off.wgsl().expect("WGSL back end"));
    assert_has(&off_text, &["    let pos = oPos;\n    return VsOut(pos);"]);
    assert_lacks(&off_text, &["draw"]);
    assert!(!off.bindings.draw);
}

#[test]
fn sm2_vertex_outputs_link_by_semantic_with_defaults() {
    let text = "vs_2_0\ndcl_position v0\nmov oPos, v0\nmov oD1, v0\nmov oT3, v0\nmov oFog, v0.x\nmov oPts, v0.x\n";
    // By default only what the shader writes.
    let w = wgsl(text);
    assert_has(
        &w,
        &[
            "struct VsOut {\n    @builtin(position) pos: vec4f,\n    @location(3) l3: vec4f,\n    @location(11) l11: vec4f,\n    @location(12) l12: vec4f,\n}",
            "    let l3 = oT3;\n    let l11 = saturate(oD1);\n    let l12 = oFog;\n    return VsOut(pos, l3, l11, l12);",
        ],
    );
    // With the pixel shader's locations: defaults where the shader writes nothing.
    let all = Options {
        link_locations: Some(0xFFFF),
        ..Options::default()
    };
    let w = wgsl_with(text, &all);
    assert_has(
        &w,
        &[
            "    let l0 = vec4f(0.0, 0.0, 0.0, 0.0);",
            "    let l3 = oT3;",
            "    let l10 = vec4f(1.0, 1.0, 1.0, 1.0);",
            "    let l11 = saturate(oD1);",
            "    let l12 = oFog;",
            "    @location(15) l15: vec4f,\n}",
            "    return VsOut(pos, l0, l1, l2, l3, l4, l5, l6, l7, l8, l9, l10, l11, l12, l13, l14, l15);",
        ],
    );
    // Without oFog, FOG0 is 1: vertex fog after the pixel shader fogs nothing.
    let w = wgsl_with("vs_2_0\ndcl_position v0\nmov oPos, v0\n", &all);
    assert_has(&w, &["    let l12 = vec4f(1.0, 0.0, 0.0, 0.0);"]);
    let t = translate("vs_2_0\ndcl_position v0\nmov oPos, v0\nmov oPts, v0.x\n");
    assert!(
        t.analysis
            .flags
            .contains(ninth_shader::analyze::UsageFlags::POINT_SIZE)
    );
}

#[test]
fn link_locations_limit_what_the_vertex_shader_writes() {
    let o = Options {
        link_locations: Some(1 << 10 | 1 << 1),
        ..Options::default()
    };
    let w = wgsl_with(
        "vs_2_0\ndcl_position v0\nmov oPos, v0\nmov oD0, v0\nmov oT0, v0\n",
        &o,
    );
    assert_has(
        &w,
        &[
            "struct VsOut {\n    @builtin(position) pos: vec4f,\n    @location(1) l1: vec4f,\n    @location(10) l10: vec4f,\n}",
            "    let l1 = vec4f(0.0, 0.0, 0.0, 0.0);\n    let l10 = saturate(oD0);\n    return VsOut(pos, l1, l10);",
        ],
    );
    assert_lacks(&w, &["l0 ="]);
}

#[test]
fn sm3_outputs_by_declaration_and_unclamped_colours() {
    let t = translate(
        "vs_3_0\ndcl_position v0\ndcl_position o2\ndcl_color1 o0\ndcl_texcoord5 o1\ndcl_normal o3\nmov o2, v0\nmov o0, v0\nmov o1, v0\nmov o3, v0\n",
    );
    assert_has(
        &readable(&t.wgsl().expect("WGSL back end")),
        &[
            "    let pos = vec4f((o2.x + (o2.w * draw.half_pixel.x)), (o2.y - (o2.w * draw.half_pixel.y)), o2.z, o2.w);",
            "    let l5 = o1;\n    let l11 = o0;\n    let l13 = o3;\n    return VsOut(pos, l5, l11, l13);",
            "    @location(5) l5: vec4f,\n    @location(11) l11: vec4f,\n    @location(13) l13: vec4f,",
        ],
    );
    assert_eq!(
        t.analysis.link_locations(&LinkMap::STANDARD),
        1 << 5 | 1 << 11 | 1 << 13
    );
}

#[test]
fn flat_shading_and_centroid_change_interpolation_in_both_stages() {
    let o = Options {
        flat_shading: true,
        centroid_locations: 1 << 2,
        ..Options::default()
    };
    let v = wgsl_with(
        "vs_2_0\ndcl_position v0\nmov oPos, v0\nmov oD0, v0\nmov oT2, v0\n",
        &o,
    );
    assert_has(
        &v,
        &[
            "@location(2) @interpolate(perspective, centroid) l2: vec4f,",
            "@location(10) @interpolate(flat) l10: vec4f,",
        ],
    );
    let p = wgsl_with("ps_2_0\ndcl_centroid t2\ndcl v0\nadd oC0, t2, v0\n", &o);
    assert_has(
        &p,
        &[
            "fn main(@location(2) @interpolate(perspective, centroid) l2: vec4f, @location(10) @interpolate(flat) l10: vec4f) -> PsOut {",
        ],
    );
    let a = analyze(&shader(
        "ps_2_0\ndcl_centroid t2\ndcl v0\nadd oC0, t2, v0\n",
    ))
    .unwrap();
    assert_eq!(a.centroid_locations(&LinkMap::STANDARD), 1 << 2);
    assert_eq!(a.link_locations(&LinkMap::STANDARD), 1 << 2 | 1 << 10);
}

#[test]
fn pixel_inputs_outputs_and_special_registers() {
    let t = translate(
        "ps_3_0\ndcl_texcoord1 v0\ndcl_color v1\ndcl vPos.xy\ndcl vFace\nadd r0, v0, vPos.xyxy\ncmp r0, vFace, r0, v1\nmov oC0, r0\nmov oC2, r0\nmov oDepth, r0.z\n",
    );
    assert_has(
        &readable(&t.wgsl().expect("WGSL back end")),
        &[
            "fn main(@builtin(position) frag_coord: vec4f, @builtin(front_facing) front: bool, @location(1) l1: vec4f, @location(10) l10: vec4f) -> PsOut {",
            "struct PsOut {\n    @location(0) c0: vec4f,\n    @location(2) c2: vec4f,\n    @builtin(frag_depth) depth: f32,\n}",
            "    d3d_vpos = vec4f((frag_coord.xy - vec2(0.5)), 0.0, 0.0);",
            "    d3d_vface = vec4(select(-1.0, 1.0, front));",
            "    v0 = l1;\n    v1 = l10;",
            "    let c0 = oC0;\n    let c2 = oC2;\n    let depth = oDepth.x;\n    return PsOut(c0, c2, depth);",
            "    r0 = (v0 + d3d_vpos.xyxy);",
        ],
    );
    assert_eq!(t.analysis.color_outputs, 0b101);
    assert!(
        t.analysis
            .flags
            .contains(ninth_shader::analyze::UsageFlags::DEPTH_OUT)
    );
}

#[test]
fn ps20_texcoord_and_colour_registers() {
    let w = wgsl("ps_2_0\ndcl t1.xy\ndcl v1\nadd oC0, t1, v1\n");
    assert_has(
        &w,
        &[
            "fn main(@location(1) l1: vec4f, @location(11) l11: vec4f) -> PsOut {\n    t1 = l1;\n    v1 = l11;",
        ],
    );
}

#[test]
fn relative_input_and_output_addressing_use_arrays_with_bounds() {
    let w = wgsl(
        "ps_3_0\ndefi i0, 3, 0, 1, 0\ndcl_texcoord0 v0\ndcl_texcoord1 v1\ndcl_texcoord2 v2\nmov r0, c0\nloop aL, i0\nadd r0, r0, v[aL]\nendloop\nmov oC0, r0\n",
    );
    assert_has(
        &w,
        &[
            "var<private> v: array<vec4f, 16>;",
            "        let _e = d3d_v_rel((aL + 0));\n        r0 = (r0 + _e);",
            "    if ((i >= 0) && (i < 16)) {\n        return v[i];\n    }\n    return vec4(0.0);",
            "    v[0] = l0;\n    v[1] = l1;\n    v[2] = l2;",
        ],
    );
    let w = wgsl(
        "vs_3_0\ndefi i0, 2, 1, 1, 0\ndcl_position v0\ndcl_position o0\ndcl_texcoord0 o1\ndcl_texcoord1 o2\nmov o0, v0\nloop aL, i0\nmov o[aL], v0\nendloop\n",
    );
    assert_has(
        &w,
        &[
            "var<private> o: array<vec4f, 12>;",
            "        let oi = (aL + 0);\n        if ((oi >= 0) && (oi < 12)) {\n            o[oi] = v0;\n        }",
            "    let pos = vec4f((o[0].x + (o[0].w * draw.half_pixel.x)), (o[0].y - (o[0].w * draw.half_pixel.y)), o[0].z, o[0].w);",
            "    let l0 = o[1];\n    let l1 = o[2];\n    return VsOut(pos, l0, l1);",
        ],
    );
}

#[test]
fn relative_constant_reads_are_bounds_checked() {
    let t = translate(
        "vs_2_0\ndef c2, 1.0, 2.0, 3.0, 4.0\ndcl_position v0\nmova a0.x, v0.x\nadd oPos, v0, c[a0.x + 2]\n",
    );
    assert_has(
        &readable(&t.wgsl().expect("WGSL back end")),
        &[
            "fn d3d_c_rel(i: i32) -> vec4f {\n    if (i == 2) {\n        return vec4f(1.0, 2.0, 3.0, 4.0);\n    }\n    if ((i >= 0) && (i < 256)) {\n        let _e = cf[(i - 0)];\n        return _e;\n    }\n    return vec4(0.0);\n}",
            "    let _e = d3d_c_rel((a0.x + 2));\n    oPos = (v0 + _e);",
        ],
    );
    assert_eq!(t.analysis.float_constants.len(), 1);
    assert!(t.analysis.float_constants[0].relative);
    assert_eq!(t.analysis.float_constants[0].count, 256);
}

#[test]
fn unusual_pixel_semantics_need_a_pixel_shader_link_map() {
    let text = "ps_3_0\ndcl_texcoord0 v0\ndcl_blendweight v1\ndcl_psize v2.x\nadd r0, v0, v1\nadd oC0, r0, v2.x\n";
    let e = error(text);
    assert!(
        matches!(e, TranslateError::Unsupported { ref what, .. } if what.starts_with("pixel shader input BlendWeight0")),
        "{e}"
    );
    let a = analyze(&shader(text)).unwrap();
    let map = LinkMap::for_pixel_shader(&a).unwrap();
    assert_eq!(map.location(DeclUsage::TexCoord, 0), Some(0));
    assert_eq!(map.location(DeclUsage::BlendWeight, 0), Some(1));
    assert_eq!(map.location(DeclUsage::PSize, 0), Some(2));
    let o = Options {
        link_map: map,
        link_locations: Some(a.link_locations(&map)),
        ..Options::default()
    };
    let p = wgsl_with(text, &o);
    assert_has(
        &p,
        &[
            "(@location(0) l0: vec4f, @location(1) l1: vec4f, @location(2) l2: vec4f) -> PsOut {\n    v0 = l0;\n    v1 = l1;\n    v2 = l2;",
        ],
    );
    let v = wgsl_with(
        "vs_3_0\ndcl_position v0\ndcl_position o0\ndcl_blendweight o5\nmov o0, v0\nmov o5, v0\n",
        &o,
    );
    assert_has(
        &v,
        &[
            "    let l0 = vec4f(0.0, 0.0, 0.0, 0.0);\n    let l1 = o5;\n    let l2 = vec4f(0.0, 0.0, 0.0, 0.0);\n    return VsOut(pos, l0, l1, l2);",
        ],
    );
}

#[test]
fn registers_not_in_the_model_are_unsupported() {
    let e = error("vs_3_0\ndcl_position v0\nmov oPos, v0\n");
    assert!(
        matches!(e, TranslateError::Unsupported { ref what, .. } if what == "RastOut register 0 as destination in vs_3_0"),
        "{e}"
    );
    let e = error("ps_2_0\ndcl t0\nmov oC0, vFace\n");
    assert!(
        matches!(e, TranslateError::Unsupported { ref what, .. } if what == "MiscType register 1 as source in ps_2_0"),
        "{e}"
    );
}

#[test]
fn translate_bytecode_wraps_decode_errors() {
    let e = ninth_shader::translate_bytecode(&[0xFFFF_0200, 0x0000_0001], &Options::default())
        .unwrap_err();
    assert!(matches!(e, ninth_shader::Error::Decode(_)), "{e}");
    let tokens = ninth_shader::asm::assemble("ps_2_0\nmov oC0, c0\n").unwrap();
    let t = ninth_shader::translate_bytecode(&tokens, &Options::default()).unwrap();
    assert_eq!(t.bindings.float_constants, 1);
    assert_eq!(t.bindings.float_binding(), 2);
    assert_eq!(t.module.entry_points.len(), 1);
    assert_eq!(t.module.entry_points[0].name, "main");
}

#[test]
fn alpha_test_option_discards_by_d3dcmpfunc() {
    let text = "ps_2_0\ndcl t0\nmov oC0, t0\n";
    assert_lacks(&wgsl(text), &["d3d_alpha_test", "draw"]);
    let t = translate_with(
        text,
        &Options {
            alpha_test: true,
            ..Options::default()
        },
    )
    .unwrap();
    assert_has(
        &readable(&t.wgsl().expect("WGSL back end")),
        &[
            "@group(0) @binding(0) \nvar<uniform> draw: NinthDraw;",
            "    let a = round((saturate(alpha) * 255.0));\n    let r = round((draw.alpha_test.x * 255.0));\n    switch u32(draw.alpha_test.y) {\n        case 1u: {\n            return false;\n        }\n        case 2u: {\n            return (a < r);\n        }\n        case 3u: {\n            return (a == r);\n        }\n        case 4u: {\n            return (a <= r);\n        }\n        case 5u: {\n            return (a > r);\n        }\n        case 6u: {\n            return (a != r);\n        }\n        case 7u: {\n            return (a >= r);\n        }\n        default: {\n            return true;\n        }\n    }",
            "    d3d_main();\n    let _e = d3d_alpha_test(oC0.w);\n    if !(_e) {\n        discard;\n    }\n    let c0 = oC0;\n    return PsOut(c0);",
        ],
    );
    assert!(t.bindings.draw);
}

#[test]
fn fog_option_blends_before_alpha_test() {
    use ninth_shader::wgsl::FogMode;
    let text = "ps_2_0\ndcl t0\nmov oC0, t0\n";
    let w = wgsl_with(
        text,
        &Options {
            fog: FogMode::Vertex,
            alpha_test: true,
            ..Options::default()
        },
    );
    assert_has(
        &w,
        &[
            "@location(12) l12: vec4f) -> PsOut {",
            "    oC0 = vec4f(mix(draw.fog_color.xyz, oC0.xyz, vec3(saturate(l12.x))), oC0.w);\n    let _e = d3d_alpha_test(oC0.w);\n    if !(_e) {",
        ],
    );
    let w = wgsl_with(
        text,
        &Options {
            fog: FogMode::Linear,
            ..Options::default()
        },
    );
    assert_has(
        &w,
        &[
            "@builtin(position) frag_coord: vec4f",
            // FOGEND = FOGSTART fogs everything (0), not a division by zero.
            "let _e = (draw.fog.y - draw.fog.x);",
            "saturate(select(((draw.fog.y - frag_coord.z) / _e), 0.0, (_e == 0.0)))",
        ],
    );
    // w-fog: the distance is the clip-space w, 1 / frag_coord.w.
    let w = wgsl_with(
        text,
        &Options {
            fog: FogMode::Linear,
            fog_w: true,
            ..Options::default()
        },
    );
    assert_has(
        &w,
        &["saturate(select(((draw.fog.y - (1.0 / frag_coord.w)) / _e), 0.0, (_e == 0.0)))"],
    );
    for mode in [FogMode::Exp, FogMode::Exp2] {
        let w = wgsl_with(
            text,
            &Options {
                fog: mode,
                ..Options::default()
            },
        );
        let factor = if mode == FogMode::Exp {
            "saturate(exp((-(draw.fog.z) * frag_coord.z)))"
        } else {
            "saturate(exp((-(dz) * dz)))"
        };
        assert_has(&w, &[factor]);
        if mode == FogMode::Exp2 {
            assert_has(&w, &["    let dz = (draw.fog.z * frag_coord.z);"]);
        }
    }
}

#[test]
fn packed_pixel_inputs_copy_their_components() {
    let w =
        wgsl("ps_3_0\ndcl_texcoord0 v0.xy\ndcl_texcoord1 v0.zw\ndcl_color v1\nadd oC0, v0, v1\n");
    assert_has(
        &w,
        &["    v0.x = l0.x;\n    v0.y = l0.y;\n    v0.z = l1.z;\n    v0.w = l1.w;\n    v1 = l10;"],
    );
    let v = wgsl(
        "vs_3_0\ndcl_position v0\ndcl_position o0\ndcl_texcoord0 o1.xy\ndcl_texcoord1 o1.zw\nmov o0, v0\nmov o1, v0\n",
    );
    assert_has(
        &v,
        &["    let l0 = o1;\n    let l1 = o1;\n    return VsOut(pos, l0, l1);"],
    );
}

#[test]
fn batched_float_constants_are_indexed_by_instance_or_vertex() {
    let batched = Options {
        float_batches: true,
        ..Options::default()
    };
    // c2 and c7 pack as two vectors: 128 draws fit the 256-vector window.
    let text = "vs_2_0\ndcl_position v0\nadd r0, v0, c2\nadd oPos, r0, c7\n";
    let t = translate_with(text, &batched).expect("translates");
    assert_eq!(
        (t.bindings.float_constants, t.bindings.float_batch),
        (2, 128)
    );
    assert_has(
        &readable(&t.wgsl().expect("WGSL back end")),
        &[
            "var<uniform> cf: array<vec4f, 256>;",
            "fn main(@location(0) i0: vec4f, @builtin(instance_index) instance: u32, @builtin(vertex_index) vertex: u32) -> VsOut {",
            // Draws merged as instances, or appended (`per_draw` vertices each, one instance).
            "    let per_draw = u32(draw.alpha_test.z);\n    let first = ((instance + select(0u, (vertex / per_draw), (per_draw != 0u))) * u32(draw.half_pixel.z));\n    d3d_cf_base = i32(first);\n    d3d_main();",
            "cf[(d3d_cf_base + 0)]",
            "cf[(d3d_cf_base + 1)]",
        ],
    );
    // Without the option, and in pixel shaders, the file holds one draw.
    let plain = translate(text);
    assert_eq!(plain.bindings.float_batch, 1);
    assert_lacks(
        &plain.wgsl().expect("WGSL"),
        &["instance_index", "d3d_cf_base"],
    );
    let ps = translate_with("ps_2_0\nmov oC0, c3\n", &batched).expect("translates");
    assert_eq!(ps.bindings.float_batch, 1);
    // A relatively read file covers all 256 registers: one draw.
    let rel = "vs_2_0\ndcl_position v0\nmova a0.x, v0.x\nadd oPos, v0, c[a0.x + 200]\n";
    let t = translate_with(rel, &batched).expect("translates");
    assert_eq!(
        (t.bindings.float_constants, t.bindings.float_batch),
        (256, 1)
    );
    assert_lacks(&t.wgsl().expect("WGSL"), &["instance_index"]);
}

#[test]
fn pixel_batch_reads_the_block_after_the_vertex_constants() {
    let opts = Options {
        float_batches: true,
        pixel_batch: Some(13),
        batch_textures: 4,
        ..Options::default()
    };
    // The vertex shader writes the first vector of its draw's block at location 13.
    let vs = "vs_2_0\ndcl_position v0\ndcl_texcoord v1\nadd oPos, v0, c2\nmov oT0, v1\n";
    let t = translate_with(vs, &opts).expect("translates");
    assert!(t.bindings.pixel_batch);
    let text = readable(&t.wgsl().expect("WGSL"));
    assert_has(
        &text,
        &[
            "@location(13) @interpolate(flat) batch: u32",
            "let first = ((instance + select(0u, (vertex / per_draw), (per_draw != 0u))) * u32(draw.half_pixel.z));",
            "return VsOut(pos, l0, first);",
        ],
    );
    // The pixel shader: a table of 4 textures for s0, chosen by the header's x; c0 is read
    // one vector after the header, which sits `half_pixel.w` after the batch input.
    let ps = "ps_2_0\ndcl t0.xy\ndcl_2d s0\ntexld r0, t0, s0\nmul r0, r0, c0\nmov oC0, r0\n";
    let t = translate_with(ps, &opts).expect("translates");
    assert_eq!(
        (
            t.bindings.pixel_batch,
            t.bindings.batch_textures,
            t.bindings.float_constants
        ),
        (true, 4, 256)
    );
    let text = readable(&t.wgsl().expect("WGSL"));
    assert_has(
        &text,
        &[
            "@group(1) @binding(35) \nvar tex0_3: texture_2d<f32>;",
            "@location(13) @interpolate(flat) batch: u32",
            "switch d3d_tex_slot {",
            "case 3u: {",
            "textureSample(tex0_3, samp0,",
            "let header = (batch + u32(draw.half_pixel.w));\n    d3d_tex_slot = u32(cf[header].x);\n    d3d_cf_base = i32((header + 1u));",
        ],
    );
    // Two samplers, or sampler emulation: no table, but the constants stay batched.
    let two = "ps_2_0\ndcl t0.xy\ndcl_2d s0\ndcl_2d s1\ntexld r0, t0, s0\ntexld r1, t0, s1\nadd r0, r0, r1\nmul oC0, r0, c0\n";
    let t = translate_with(two, &opts).expect("translates");
    assert_eq!(
        (t.bindings.pixel_batch, t.bindings.batch_textures),
        (true, 0)
    );
    assert_lacks(&t.wgsl().expect("WGSL"), &["switch", "tex0_1"]);
    // Relatively read pixel constants: the option does not apply.
    let rel = "ps_3_0\ndefi i0, 2, 0, 1, 0\ndcl_texcoord0 v0\nmov r0, c0\nloop aL, i0\nadd r0, r0, c[aL]\nendloop\nmov oC0, r0\n";
    let t = translate_with(rel, &opts).expect("translates");
    assert!(!t.bindings.pixel_batch);
    assert_lacks(&t.wgsl().expect("WGSL"), &["batch"]);
    // A location the pixel shader links is refused.
    let linked = Options {
        pixel_batch: Some(0),
        link_locations: Some(1),
        ..opts
    };
    let err = translate_with(vs, &linked).expect_err("location 0 is TEXCOORD0");
    assert!(err.to_string().contains("pixel_batch location 0"), "{err}");
}
