//! WGSL of texture instructions, derivatives, sampler kinds and texture bindings.
mod wgsl_support;
use ninth_shader::error::TranslateError;
use ninth_shader::ir::SamplerKind;
use ninth_shader::wgsl::{Options, TextureBinding};
use wgsl_support::*;

#[test]
fn texld_forms_by_sampler_kind() {
    let t = translate(
        "ps_2_0\ndcl t0\ndcl_2d s0\ndcl_cube s1\ndcl_volume s3\ntexld r0, t0, s0\ntexld r1, t0, s1\ntexld r2, t0, s3\ntexldp r3, t0, s0\ntexldb r4, t0, s1\nadd r0, r0, r1\nadd r0, r0, r2\nadd r0, r0, r3\nadd r0, r0, r4\nmov oC0, r0\n",
    );
    assert_has(
        &readable(&t.wgsl().expect("WGSL back end")),
        &[
            "@group(1) @binding(0) \nvar tex0: texture_2d<f32>;\n@group(1) @binding(1) \nvar samp0: sampler;",
            "@group(1) @binding(2) \nvar tex1: texture_cube<f32>;\n@group(1) @binding(3) \nvar samp1: sampler;",
            "@group(1) @binding(6) \nvar tex3: texture_3d<f32>;\n@group(1) @binding(7) \nvar samp3: sampler;",
            "    let _e = textureSample(tex0, samp0, t0.xy);\n    r0 = _e;",
            "    let _e = textureSample(tex1, samp1, t0.xyz);\n    r1 = _e;",
            "    let _e = textureSample(tex3, samp3, t0.xyz);\n    r2 = _e;",
            "    let _e = textureSample(tex0, samp0, (t0.xy / vec2(t0.w)));\n    r3 = _e;",
            "    let _e = textureSampleBias(tex1, samp1, t0.xyz, t0.w);\n    r4 = _e;",
        ],
    );
    assert_eq!(
        t.bindings.textures,
        vec![
            TextureBinding {
                sampler: 0,
                kind: SamplerKind::Tex2d,
                comparison: false,
                depth: false,
            },
            TextureBinding {
                sampler: 1,
                kind: SamplerKind::Cube,
                comparison: false,
                depth: false,
            },
            TextureBinding {
                sampler: 3,
                kind: SamplerKind::Volume,
                comparison: false,
                depth: false,
            },
        ]
    );
    assert_eq!(t.bindings.texture_group(), 1);
}

#[test]
fn sampler_kind_option_overrides_declaration() {
    let mut o = Options::default();
    o.sampler_kinds[0] = Some(SamplerKind::Cube);
    let w = wgsl_with(
        "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n",
        &o,
    );
    assert_has(
        &w,
        &[
            "var tex0: texture_cube<f32>;",
            "    let _e = textureSample(tex0, samp0, t0.xyz);\n    r0 = _e;",
        ],
    );
}

#[test]
fn texldl_texldd_and_sampler_swizzle() {
    let w = wgsl(
        "ps_3_0\ndcl_texcoord0 v0\ndcl_texcoord1 v1\ndcl_2d s2\ntexldl r0, v0, s2\ntexldd r1, v0, s2, v1, v1.zwxy\ntexld r2, v0, s2.wzyx\nadd r0, r0, r1\nadd oC0, r0, r2\n",
    );
    assert_has(
        &w,
        &[
            "    let _e = textureSampleLevel(tex2, samp2, v0.xy, v0.w);\n    r0 = _e;",
            "    let _e = textureSampleGrad(tex2, samp2, v0.xy, v1.xy, v1.zw);\n    r1 = _e;",
            "    let _e = textureSample(tex2, samp2, v0.xy);\n    r2 = _e.wzyx;",
        ],
    );
}

#[test]
fn texld_inside_dynamic_flow_validates() {
    // D3D9 allows implicit derivatives in flow control; the module turns WGSL's
    // derivative-uniformity error off (naga 30 treats private-variable loads as uniform and
    // accepts it either way, other WGSL validators would not).
    let w = wgsl(
        "ps_3_0\ndcl_texcoord0 v0\ndcl_2d s0\nmov r0, c0\nif_gt v0.x, c1.x\ntexld r0, v0, s0\ndsx r1, v0\nadd r0, r0, r1\nendif\nmov oC0, r0\n",
    );
    assert!(
        w.starts_with("diagnostic(off, derivative_uniformity);\n"),
        "{w}"
    );
    assert_has(
        &w,
        &[
            "    if (v0.x > cf[1].x) {\n        let _e = textureSample(tex0, samp0, v0.xy);\n        r0 = _e;\n        let _e = dpdx(v0);\n        r1 = _e;",
        ],
    );
}

#[test]
fn dsx_dsy() {
    let w = wgsl("ps_2_x\ndcl t0\ndsx r0, t0\ndsy r1, t0\nadd oC0, r0, r1\n");
    assert_has(
        &w,
        &["    let _e = dpdx(t0);\n    r0 = _e;\n    let _e = dpdy(t0);\n    r1 = _e;"],
    );
    let t = translate("ps_2_x\ndcl t0\ndsx r0, t0\nmov oC0, r0\n");
    assert!(
        t.analysis
            .flags
            .contains(ninth_shader::analyze::UsageFlags::DERIVATIVES)
    );
}

#[test]
fn texkill_uses_write_mask_components() {
    let w = wgsl("ps_2_0\ndcl t0\ntexkill t0\nmov oC0, t0\n");
    assert_has(
        &w,
        &[
            "var<private> d3d_kill: bool;",
            "    if any((t0 < vec4(0.0))) {\n        d3d_kill = true;\n    }",
            "    d3d_main();\n    if d3d_kill {\n        discard;\n    }\n    let c0 = oC0;\n    return PsOut(c0);",
        ],
    );
    let w = wgsl("ps_3_0\ndcl_texcoord v0\nmov r0, v0\ntexkill r0.xy\nmov oC0, r0\n");
    assert_has(
        &w,
        &["    if any((r0.xy < vec2(0.0))) {\n        d3d_kill = true;"],
    );
    let w = wgsl("ps_3_0\ndcl_texcoord v0\ntexkill v0.z\nmov oC0, v0\n");
    assert_has(&w, &["    if (v0.z < 0.0) {\n        d3d_kill = true;"]);
    assert_lacks(
        &wgsl("ps_3_0\ndcl_texcoord v0\nmov oC0, v0\n"),
        &["d3d_kill", "discard"],
    );
}

#[test]
fn vertex_texture_fetch_uses_group_2_and_explicit_lod() {
    let t = translate(
        "vs_3_0\ndcl_position v0\ndcl_texcoord v1\ndcl_2d s1\ndcl_position o0\ntexldl r0, v1, s1\nadd o0, v0, r0\n",
    );
    assert_has(
        &readable(&t.wgsl().expect("WGSL back end")),
        &[
            "@group(2) @binding(2) \nvar tex1: texture_2d<f32>;\n@group(2) @binding(3) \nvar samp1: sampler;",
            "    let _e = textureSampleLevel(tex1, samp1, v1.xy, v1.w);\n    r0 = _e;",
        ],
    );
    assert_eq!(t.bindings.texture_group(), 2);
}

#[test]
fn texture_ops_not_in_model_are_unsupported() {
    let e = error(
        "vs_3_0\ndcl_position v0\ndcl_2d s0\ndcl_position o0\ntexld r0, v0, s0\nmov o0, r0\n",
    );
    assert!(
        matches!(e, TranslateError::Unsupported { ref what, .. } if what == "texld in vs_3_0"),
        "{e}"
    );
    let e = error("ps_2_0\ndcl t0\ndcl_2d s0\ntexldl r0, t0, s0\nmov oC0, r0\n");
    assert!(
        matches!(e, TranslateError::Unsupported { ref what, .. } if what == "texldl in ps_2_0"),
        "{e}"
    );
    let e = error("ps_2_0\ndcl t0\ndcl t1\ndcl_2d s0\ntexldd r0, t0, s0, t1, t1\nmov oC0, r0\n");
    assert!(
        matches!(e, TranslateError::Unsupported { ref what, .. } if what == "texldd in ps_2_0"),
        "{e}"
    );
}

#[test]
fn undeclared_sampler_is_2d_and_reported() {
    let t = translate("ps_2_0\ndcl t0\ntexld r0, t0, s5\nmov oC0, r0\n");
    assert_eq!(t.analysis.samplers.len(), 1);
    assert_eq!(t.analysis.samplers[0].index, 5);
    assert!(!t.analysis.samplers[0].declared);
    assert_has(
        &readable(&t.wgsl().expect("WGSL back end")),
        &["@group(1) @binding(10) \nvar tex5: texture_2d<f32>;"],
    );
}

#[test]
fn shadow_samplers_compare_against_z() {
    let o = Options {
        shadow_samplers: 1 << 1,
        ..Options::default()
    };
    let t = translate_with(
        "ps_2_0\ndcl t0\ndcl_2d s0\ndcl_2d s1\ntexld r0, t0, s0\ntexldp r1, t0, s1\ntexld r2, t0, s1\nadd r0, r0, r1\nadd oC0, r0, r2\n",
        &o,
    )
    .unwrap();
    assert_has(
        &readable(&t.wgsl().expect("WGSL back end")),
        &[
            "@group(1) @binding(0) \nvar tex0: texture_2d<f32>;\n@group(1) @binding(1) \nvar samp0: sampler;",
            "@group(1) @binding(2) \nvar tex1: texture_depth_2d;\n@group(1) @binding(3) \nvar samp1: sampler_comparison;",
            "    let _e = textureSampleCompare(tex1, samp1, (t0.xy / vec2(t0.w)), (t0.z / t0.w));\n    r1 = vec4(_e);",
            "    let _e = textureSampleCompare(tex1, samp1, t0.xy, t0.z);\n    r2 = vec4(_e);",
        ],
    );
    assert!(t.bindings.textures[1].comparison);
    assert!(!t.bindings.textures[0].comparison);
    let w = wgsl_with(
        "vs_3_0\ndcl_position v0\ndcl_2d s1\ndcl_position o0\ntexldl r0, v0, s1\nmov o0, r0\n",
        &o,
    );
    assert_has(
        &w,
        &["    let _e = textureSampleCompareLevel(tex1, samp1, v0.xy, v0.z);\n    r0 = vec4(_e);"],
    );
}

#[test]
fn depth_samplers_read_the_depth_replicated() {
    let o = Options {
        depth_samplers: 1 << 2,
        ..Options::default()
    };
    let t = translate_with(
        "ps_2_0\ndcl t0\ndcl_2d s2\ntexld r0, t0, s2\ntexldp r1, t0, s2\nadd oC0, r0, r1\n",
        &o,
    )
    .unwrap();
    assert_has(
        &readable(&t.wgsl().expect("WGSL back end")),
        &[
            "@group(1) @binding(4) \nvar tex2: texture_depth_2d;\n@group(1) @binding(5) \nvar samp2: sampler;",
            "    let _e = textureSample(tex2, samp2, t0.xy);\n    r0 = vec4(_e);",
            "    let _e = textureSample(tex2, samp2, (t0.xy / vec2(t0.w)));\n    r1 = vec4(_e);",
        ],
    );
    let b = t.bindings.textures[0];
    assert!(b.depth && !b.comparison, "{b:?}");
    let w = wgsl_with(
        "vs_3_0\ndcl_position v0\ndcl_2d s2\ndcl_position o0\ntexldl r0, v0, s2\nmov o0, r0\n",
        &o,
    );
    assert_has(
        &w,
        &["    let _e = textureSampleLevel(tex2, samp2, v0.xy, 0);\n    r0 = vec4(_e);"],
    );
}
