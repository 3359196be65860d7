//! WGSL of arithmetic instructions: D3D9 numeric rules, masks, modifiers.
mod wgsl_support;
use ninth_shader::wgsl::Options;
use wgsl_support::*;

fn vs(body: &str) -> String {
    wgsl(&format!(
        "vs_2_0\ndcl_position v0\ndcl_texcoord0 v1\n{body}\nmov oPos, v0\n"
    ))
}

#[test]
fn mov_add_sub_write_mask_only_touches_masked_components() {
    let w = vs("add r0.xz, v0, c1\nsub r1.w, v0, -v1_abs\nmov oT0, r0");
    assert_has(
        &w,
        &[
            "let s0 = v0;\n    let s1 = cf[0];\n    let t = s0 + s1;\n    r0 = vec4<f32>((t.x), r0.y, (t.z), r0.w);",
            "let s1 = (-abs(v1));",
            "r1 = vec4<f32>(r1.x, r1.y, r1.z, (t.w));",
        ],
    );
}

#[test]
fn saturate_applies_per_written_component() {
    let w = vs("mul_sat r0.xy, v0, c0\nmov_sat oT0, r0");
    assert_has(
        &w,
        &[
            "r0 = vec4<f32>(saturate(t.x), saturate(t.y), r0.z, r0.w);",
            "oT0 = saturate(t);",
        ],
    );
}

#[test]
fn rcp_rsq_log_follow_d3d9_zero_rules() {
    let w = vs("rcp r0.x, v0.y\nrsq r0.y, v0.z\nlog r0.z, v0.w\nexp r0.w, v0.x\nmov oT0, r0");
    assert_has(
        &w,
        &[
            "let s0 = v0.yyyy;\n    let t = vec4<f32>(d3d_rcp(s0.w));",
            "return select(1.0 / x, d3d_inf(), x == 0.0);",
            "return select(inverseSqrt(abs(x)), d3d_inf(), x == 0.0);",
            "return select(log2(abs(x)), -d3d_inf(), x == 0.0);",
            "var bits = 0x7f800000u;",
            "vec4<f32>(exp2(s0.w))",
        ],
    );
}

#[test]
fn scalar_ops_without_replicate_swizzle_read_w() {
    let w = vs("rcp r0, v0\nmov oT0, r0");
    assert_has(&w, &["let s0 = v0;\n    let t = vec4<f32>(d3d_rcp(s0.w));"]);
}

#[test]
fn pow_uses_absolute_base() {
    let w = vs("pow r0.x, v0.x, v1.y\nmov oT0, r0");
    assert_has(
        &w,
        &[
            "vec4<f32>(d3d_pow(s0.w, s1.w))",
            "fn d3d_pow(x: f32, y: f32) -> f32 {\n  return exp2(y * log2(abs(x)));\n}",
        ],
    );
}

#[test]
fn lit_has_exact_formula_with_power_clamp() {
    let w = vs("lit r0, v0\nmov oT0, r0");
    assert_has(
        &w,
        &[
            "let power = clamp(s.w, -127.9961, 127.9961);",
            "var r = vec4<f32>(1.0, 0.0, 0.0, 1.0);",
            "if (s.x > 0.0) {\n    r.y = s.x;\n    if (s.y > 0.0) {\n      r.z = exp2(power * log2(s.y));",
        ],
    );
}

#[test]
fn dst_formula() {
    let w = vs("dst r0, v0, v1\nmov oT0, r0");
    assert_has(&w, &["let t = vec4<f32>(1.0, (s0 * s1).y, s0.z, s1.w);"]);
}

#[test]
fn mova_rounds_with_floor_plus_half() {
    let w = vs("mova a0.x, v0.x\nmov oT0, c[a0.x + 2]");
    assert_has(
        &w,
        &[
            "a0 = vec4<i32>(i32(floor((t.x) + 0.5)), a0.y, a0.z, a0.w);",
            "var<private> a0: vec4<i32>;",
        ],
    );
    let w = vs("mova a0, v0\nmov oT0, c[a0.w + 2]");
    assert_has(
        &w,
        &["a0 = vec4<i32>(floor((t) + 0.5));", "d3d_c_rel(a0.w + 2)"],
    );
}

#[test]
fn frc_slt_sge_sgn_abs_min_max() {
    let w = vs(
        "frc r0, v0\nslt r1, v0, v1\nsge r2, v0, v1\nsgn r3, v0, r4, r5\nabs r4, v0\nmin r5, v0, v1\nmax r6, v0, v1\nadd r0, r0, r1\nadd r0, r0, r2\nadd r0, r0, r3\nadd r0, r0, r4\nadd r0, r0, r5\nadd oT0, r0, r6",
    );
    assert_has(
        &w,
        &[
            "let t = fract(s0);",
            "let t = select(vec4<f32>(0.0), vec4<f32>(1.0), s0 < s1);",
            "let t = select(vec4<f32>(0.0), vec4<f32>(1.0), s0 >= s1);",
            "let t = sign(s0);",
            "let t = abs(s0);",
            "let t = min(s0, s1);",
            "let t = max(s0, s1);",
        ],
    );
}

#[test]
fn nrm_of_zero_vector_is_zero() {
    let w = vs("nrm r0, v0\nmov oT0, r0");
    assert_has(
        &w,
        &[
            "return select(v * inverseSqrt(l), vec4<f32>(0.0), l == 0.0);",
            "let t = d3d_nrm(s0);",
        ],
    );
}

#[test]
fn lrp_crs_cmp_dp2add() {
    let w = wgsl(
        "ps_2_0\ndcl t0\ndcl t1\ndcl t2\nlrp r0, t0, t1, t2\ncrs r1.xyz, t0, t1\ncmp r2, t0, t1, t2\ndp2add r3, t0, t1, t2.x\nadd r0, r0, r1\nadd r0, r0, r2\nadd r0, r0, r3\nmov oC0, r0",
    );
    assert_has(
        &w,
        &[
            "let t = s2 + (s0 * (s1 - s2));",
            "let t = vec4<f32>(cross(s0.xyz, s1.xyz), 0.0);",
            "r1 = vec4<f32>((t.x), (t.y), (t.z), r1.w);",
            "let t = select(s2, s1, s0 >= vec4<f32>(0.0));",
            "let s2 = t2.xxxx;\n    let t = vec4<f32>(dot(s0.xy, s1.xy) + s2.w);",
        ],
    );
}

#[test]
fn dp3_dp4_replicate() {
    let w = vs("dp3 r0.x, v0, c0\ndp4 r0.yw, v0, c1\nmov oT0, r0");
    assert_has(
        &w,
        &[
            "let t = vec4<f32>(dot(s0.xyz, s1.xyz));",
            "let t = vec4<f32>(dot(s0, s1));",
            "r0 = vec4<f32>(r0.x, (t.y), r0.z, (t.w));",
        ],
    );
}

#[test]
fn matrix_ops_expand_to_dot_products_of_consecutive_registers() {
    let w = vs(
        "m4x4 r0, v0, c4\nm4x3 r1.xyz, v0, c8\nm3x4 r2, v0, c12\nm3x3 r3.xyz, v0, c16\nm3x2 r4.xy, v0, c20\nadd r0, r0, r1\nadd r0, r0, r2\nadd r0, r0, r3\nadd oT0, r0, r4",
    );
    assert_has(
        &w,
        &[
            "let m0 = cf[0];\n    let m1 = cf[1];\n    let m2 = cf[2];\n    let m3 = cf[3];\n    let t = vec4<f32>(dot(s0, m0), dot(s0, m1), dot(s0, m2), dot(s0, m3));",
            "let t = vec4<f32>(dot(s0, m0), dot(s0, m1), dot(s0, m2), 0.0);",
            "let t = vec4<f32>(dot(s0.xyz, m0.xyz), dot(s0.xyz, m1.xyz), dot(s0.xyz, m2.xyz), dot(s0.xyz, m3.xyz));",
            "let t = vec4<f32>(dot(s0.xyz, m0.xyz), dot(s0.xyz, m1.xyz), 0.0, 0.0);",
            "r4 = vec4<f32>((t.x), (t.y), r4.z, r4.w);",
        ],
    );
    let t = translate("vs_2_0\ndcl_position v0\nm4x4 oPos, v0, c4\nm3x2 oT0.xy, v0, c20\n");
    let ranges: Vec<(u32, u32)> = t
        .analysis
        .float_constants
        .iter()
        .map(|r| (r.start, r.count))
        .collect();
    assert_eq!(ranges, vec![(4, 4), (20, 2)]);
}

#[test]
fn sincos_sm2_and_sm3_write_only_xy() {
    let w = vs("sincos r0.xy, v0.x, c0, c1\nmov oT0, r0");
    assert_has(
        &w,
        &[
            "let t = vec4<f32>(cos(s0.w), sin(s0.w), 0.0, 0.0);",
            "r0 = vec4<f32>((t.x), (t.y), r0.z, r0.w);",
        ],
    );
    // The SM2 constant operands are not read.
    assert_lacks(&w, &["let s1"]);
    let w = wgsl("vs_3_0\ndcl_position v0\ndcl_position o0\nsincos r0.y, v0.w\nmov o0, r0\n");
    assert_has(
        &w,
        &[
            "let s0 = v0.wwww;",
            "r0 = vec4<f32>(r0.x, (t.y), r0.z, r0.w);",
        ],
    );
}

#[test]
fn zero_times_inf_rule_uses_helper_only_when_on() {
    let text = "vs_2_0\ndcl_position v0\nmul r0, v0, c0\nmad r1, v0, c1, r0\ndp3 r2.x, v0, c2\ndp4 r2.y, v0, c3\nlrp r3, v0, r0, r1\nm4x4 r4, v0, c4\npow r5.x, v0.x, c0.x\nadd r0, r0, r1\nadd r0, r0, r2\nadd r0, r0, r3\nadd r0, r0, r4\nadd r0, r0, r5\nmov oPos, r0\n";
    let off = wgsl(text);
    assert_lacks(&off, &["d3d_mul", "d3d_dp"]);
    assert_has(&off, &["let t = (s0 * s1);", "dot(s0.xyz, s1.xyz)"]);
    let on = wgsl_with(
        text,
        &Options {
            zero_times_inf: true,
            ..Options::default()
        },
    );
    assert_has(
        &on,
        &[
            "return select(a * b, vec4<f32>(0.0), (a == vec4<f32>(0.0)) | (b == vec4<f32>(0.0)));",
            "let t = d3d_mul(s0, s1);",
            "let t = d3d_mul(s0, s1) + s2;",
            "vec4<f32>(d3d_dp3(s0, s1))",
            "vec4<f32>(d3d_dp4(s0, s1))",
            "let t = s2 + d3d_mul(s0, (s1 - s2));",
            "d3d_dp4(s0, m0), d3d_dp4(s0, m1)",
            "return exp2(select(y * l, 0.0, y == 0.0 || l == 0.0));",
        ],
    );
    assert_lacks(&on, &["let t = (s0 * s1);", "dot(s0.xyz"]);
}

#[test]
fn source_modifiers() {
    let w =
        wgsl("ps_3_0\ndcl_texcoord0 v0\nadd r0, -v0, v0_abs\nadd r0, r0, -v0_abs\nmov oC0, r0\n");
    assert_has(
        &w,
        &[
            "let s0 = (-v0);",
            "let s1 = abs(v0);",
            "let s1 = (-abs(v0));",
        ],
    );
}

#[test]
fn def_constants_are_literals_and_not_uploaded() {
    let t = translate(
        "vs_2_0\ndef c3, 0.5, -1.25, 1e-7, 3.0e20\ndcl_position v0\nmul oPos, v0, c3\nmov oT0, c4\n",
    );
    assert_has(
        &t.wgsl,
        &["let s1 = vec4<f32>(0.5, -1.25, 1e-7, 3e20);", "cf[0]"],
    );
    assert_eq!(t.analysis.float_constants.len(), 1);
    assert_eq!(t.analysis.float_constants[0].start, 4);
    assert_eq!(t.bindings.float_constants, 1);
}

#[test]
fn nonfinite_def_constants_are_built_at_run_time() {
    let mut s = shader("ps_2_0\ndef c0, 1.0, 2.0, 3.0, 4.0\nmov oC0, c0\n");
    for i in &mut s.instructions {
        if let Some(ninth_shader::ir::DefValue::Float(v)) = &mut i.def {
            v[0] = f32::INFINITY.to_bits();
        }
    }
    let t = ninth_shader::wgsl::translate(&s, &Options::default()).unwrap();
    assert_has(
        &t.wgsl,
        &[
            "var<private> cdef0: vec4<f32>;",
            "var b = vec4<u32>(2139095040u, 1073741824u, 1077936128u, 1082130432u);",
            "cdef0 = bitcast<vec4<f32>>(b);",
            "let s0 = cdef0;",
        ],
    );
}

#[test]
fn partial_precision_is_ignored() {
    let a = wgsl("ps_2_0\ndcl t0\nmul_pp r0, t0, c0\nmov_pp oC0, r0\n");
    let b = wgsl("ps_2_0\ndcl t0\nmul r0, t0, c0\nmov oC0, r0\n");
    assert_eq!(a, b);
}

#[test]
fn sm1_only_instruction_in_sm2_is_unsupported() {
    let mut s = shader("ps_2_0\ndcl t0\nmov r0, t0\nmov oC0, r0\n");
    s.instructions[1].opcode = ninth_shader::ir::Opcode::Cnd;
    let first = s.instructions[1].src[0];
    s.instructions[1].src.push(first);
    s.instructions[1].src.push(first);
    let e = ninth_shader::wgsl::translate(&s, &Options::default()).unwrap_err();
    assert_eq!(
        e.to_string(),
        format!(
            "token {}: unsupported: Cnd in ps_2_0",
            s.instructions[1].offset
        )
    );
}
