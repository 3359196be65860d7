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
            "    let _e = (v0.xz + cf[0].xz);\n    r0 = vec4f(_e.x, r0.y, _e.y, r0.w);",
            "    r1.w = (v0.w - -(abs(v1.w)));",
        ],
    );
}

#[test]
fn saturate_applies_per_written_component() {
    let w = vs("mul_sat r0.xy, v0, c0\nmov_sat oT0, r0");
    assert_has(
        &w,
        &[
            "    let _e = saturate((v0.xy * cf[0].xy));\n    r0 = vec4f(_e.x, _e.y, r0.z, r0.w);",
            "    oT0 = saturate(r0);",
        ],
    );
}

#[test]
fn rcp_rsq_log_follow_d3d9_zero_rules() {
    let w = vs("rcp r0.x, v0.y\nrsq r0.y, v0.z\nlog r0.z, v0.w\nexp r0.w, v0.x\nmov oT0, r0");
    assert_has(
        &w,
        &[
            "    let _e = d3d_rcp(v0.y);\n    r0.x = _e;\n    let _e = d3d_rsq(v0.z);\n    r0.y = _e;\n    let _e = d3d_log(v0.w);\n    r0.z = _e;\n    r0.w = exp2(v0.x);",
            "    let _e = d3d_inf();\n    return select((1.0 / x), _e, (x == 0.0));",
            "    let _e = d3d_inf();\n    return select(inverseSqrt(abs(x)), _e, (x == 0.0));",
            "    let _e = d3d_inf();\n    return select(log2(abs(x)), -(_e), (x == 0.0));",
            // +inf through a variable: 0x7f800000
            "    var bits: u32;\n\n    bits = 2139095040u;\n    return bitcast<f32>(bits);",
        ],
    );
}

#[test]
fn scalar_ops_without_replicate_swizzle_read_w() {
    let w = vs("rcp r0, v0\nmov oT0, r0");
    assert_has(&w, &["    let _e = d3d_rcp(v0.w);\n    r0 = vec4(_e);"]);
}

#[test]
fn pow_uses_absolute_base() {
    let w = vs("pow r0.x, v0.x, v1.y\nmov oT0, r0");
    assert_has(
        &w,
        &[
            "    let _e = d3d_pow(v0.x, v1.y);\n    r0.x = _e;",
            "fn d3d_pow(x: f32, y: f32) -> f32 {\n    return exp2((y * log2(abs(x))));\n}",
        ],
    );
}

#[test]
fn lit_has_exact_formula_with_power_clamp() {
    let w = vs("lit r0, v0\nmov oT0, r0");
    assert_has(
        &w,
        &[
            // (1, s.x if s.x > 0, s.y^power if s.x > 0 and s.y > 0, 1)
            "    let _e = (s.x > 0.0);\n    return vec4f(1.0, select(0.0, s.x, _e), select(0.0, exp2((clamp(s.w, -127.9961, 127.9961) * log2(s.y))), (_e && (s.y > 0.0))), 1.0);",
        ],
    );
}

#[test]
fn dst_formula() {
    let w = vs("dst r0, v0, v1\nmov oT0, r0");
    assert_has(&w, &["    r0 = vec4f(1.0, (v0.y * v1.y), v0.z, v1.w);"]);
}

#[test]
fn mova_rounds_with_floor_plus_half() {
    let w = vs("mova a0.x, v0.x\nmov oT0, c[a0.x + 2]");
    assert_has(
        &w,
        &[
            "    a0.x = i32(floor((v0.x + 0.5)));\n    let _e = d3d_c_rel((a0.x + 2));\n    oT0 = _e;",
            "var<private> a0: vec4i;",
        ],
    );
    let w = vs("mova a0, v0\nmov oT0, c[a0.w + 2]");
    assert_has(
        &w,
        &[
            "    a0 = vec4i(floor((v0 + vec4(0.5))));",
            "d3d_c_rel((a0.w + 2))",
        ],
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
            "    r0 = fract(v0);",
            "    r1 = select(vec4(0.0), vec4(1.0), (v0 < v1));",
            "    r2 = select(vec4(0.0), vec4(1.0), (v0 >= v1));",
            "    r3 = sign(v0);",
            "    r4 = abs(v0);",
            "    r5 = min(v0, v1);",
            "    r6 = max(v0, v1);",
        ],
    );
}

#[test]
fn nrm_of_zero_vector_is_zero() {
    let w = vs("nrm r0, v0\nmov oT0, r0");
    assert_has(
        &w,
        &[
            "    let _e = dot(v.xyz, v.xyz);\n    return select((v * vec4(inverseSqrt(_e))), vec4(0.0), (_e == 0.0));",
            "    let _e = d3d_nrm(v0);\n    r0 = _e;",
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
            "    r0 = (t2 + (t0 * (t1 - t2)));",
            "    let _e = cross(t0.xyz, t1.xyz);\n    r1 = vec4f(_e.x, _e.y, _e.z, r1.w);",
            "    r2 = select(t2, t1, (t0 >= vec4(0.0)));",
            "    r3 = vec4((dot(t0.xy, t1.xy) + t2.x));",
        ],
    );
}

#[test]
fn dp3_dp4_replicate() {
    let w = vs("dp3 r0.x, v0, c0\ndp4 r0.yw, v0, c1\nmov oT0, r0");
    assert_has(
        &w,
        &[
            "    r0.x = dot(v0.xyz, cf[0].xyz);",
            "    let _e = dot(v0, cf[1]);\n    r0 = vec4f(r0.x, _e, r0.z, _e);",
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
            "    r0 = vec4f(dot(v0, cf[0]), dot(v0, cf[1]), dot(v0, cf[2]), dot(v0, cf[3]));",
            "    let _e = vec3f(dot(v0, cf[4]), dot(v0, cf[5]), dot(v0, cf[6]));\n    r1 = vec4f(_e.x, _e.y, _e.z, r1.w);",
            "    r2 = vec4f(dot(v0.xyz, cf[7].xyz), dot(v0.xyz, cf[8].xyz), dot(v0.xyz, cf[9].xyz), dot(v0.xyz, cf[10].xyz));",
            "    let _e = vec3f(dot(v0.xyz, cf[11].xyz), dot(v0.xyz, cf[12].xyz), dot(v0.xyz, cf[13].xyz));\n    r3 = vec4f(_e.x, _e.y, _e.z, r3.w);",
            "    let _e = vec2f(dot(v0.xyz, cf[14].xyz), dot(v0.xyz, cf[15].xyz));\n    r4 = vec4f(_e.x, _e.y, r4.z, r4.w);",
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
        &["    let _e = vec2f(cos(v0.x), sin(v0.x));\n    r0 = vec4f(_e.x, _e.y, r0.z, r0.w);"],
    );
    // The SM2 constant operands are not read.
    assert_lacks(&w, &["cf["]);
    let w = wgsl("vs_3_0\ndcl_position v0\ndcl_position o0\nsincos r0.y, v0.w\nmov o0, r0\n");
    assert_has(&w, &["    r0.y = sin(v0.w);\n    o0 = r0;"]);
    assert_lacks(&w, &["cos("]);
}

#[test]
fn zero_times_inf_rule_uses_helper_only_when_on() {
    let text = "vs_2_0\ndcl_position v0\nmul r0, v0, c0\nmad r1, v0, c1, r0\ndp3 r2.x, v0, c2\ndp4 r2.y, v0, c3\nlrp r3, v0, r0, r1\nm4x4 r4, v0, c4\npow r5.x, v0.x, c0.x\nadd r0, r0, r1\nadd r0, r0, r2\nadd r0, r0, r3\nadd r0, r0, r4\nadd r0, r0, r5\nmov oPos, r0\n";
    let off = wgsl(text);
    assert_lacks(&off, &["d3d_mul", "d3d_dp"]);
    assert_has(
        &off,
        &[
            "    r0 = (v0 * cf[0]);",
            "    r1 = ((v0 * cf[1]) + r0);",
            "    r2.x = dot(v0.xyz, cf[2].xyz);",
            "    r3 = (r1 + (v0 * (r0 - r1)));",
        ],
    );
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
            "    let _e = vec4(0.0);\n    return select((a * b), _e, ((a == _e) | (b == _e)));",
            "    let _e = d3d_mul(a, b);\n    return ((_e.x + _e.y) + _e.z);",
            "    let _e = d3d_mul(a, b);\n    return (((_e.x + _e.y) + _e.z) + _e.w);",
            "    let _e = d3d_mul(v0, cf[0]);\n    r0 = _e;",
            "    let _e = d3d_mul(v0, cf[1]);\n    r1 = (_e + r0);",
            "    let _e = d3d_dp3(v0, cf[2]);\n    r2.x = _e;",
            "    let _e = d3d_dp4(v0, cf[3]);\n    r2.y = _e;",
            "    let _e = d3d_mul(v0, (r0 - r1));\n    r3 = (r1 + _e);",
            "    let _e = d3d_dp4(v0, cf[4]);\n    let _e = d3d_dp4(v0, cf[5]);\n    let _e = d3d_dp4(v0, cf[6]);\n    let _e = d3d_dp4(v0, cf[7]);\n    r4 = vec4f(_e, _e, _e, _e);",
            "    let _e = log2(abs(x));\n    return exp2(select((y * _e), 0.0, ((y == 0.0) || (_e == 0.0))));",
        ],
    );
    assert_lacks(&on, &["v0 * cf[0]", "dot("]);
}

#[test]
fn source_modifiers() {
    let w =
        wgsl("ps_3_0\ndcl_texcoord0 v0\nadd r0, -v0, v0_abs\nadd r0, r0, -v0_abs\nmov oC0, r0\n");
    assert_has(
        &w,
        &[
            "    r0 = (-(v0) + abs(v0));",
            "    r0 = (r0 + -(abs(v0)));",
            "    oC0 = r0;",
        ],
    );
}

#[test]
fn def_constants_are_literals_and_not_uploaded() {
    let t = translate(
        "vs_2_0\ndef c3, 0.5, -1.25, 1e-7, 3.0e20\ndcl_position v0\nmul oPos, v0, c3\nmov oT0, c4\n",
    );
    assert_has(
        &readable(&t.wgsl().expect("WGSL back end")),
        &[
            "    oPos = (v0 * vec4f(0.5, -1.25, 0.0000001, 300000000000000000000.0));",
            "    oT0 = cf[0];",
        ],
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
        &readable(&t.wgsl().expect("WGSL back end")),
        &[
            "var<private> cdef0: vec4f;",
            "fn d3d_bits(b: vec4u) -> vec4f {\n    var bits: vec4u;\n\n    bits = b;\n    return bitcast<vec4f>(bits);\n}",
            "    let _e = d3d_bits(vec4u(2139095040u, 1073741824u, 1077936128u, 1082130432u));\n    cdef0 = _e;\n    d3d_main();",
            "    oC0 = cdef0;",
        ],
    );
}

#[test]
fn negated_negative_literal_does_not_lex_as_decrement() {
    let w = wgsl("vs_2_0\ndef c0, -1.5, 2.0, 0.0, 0.0\ndcl_position v0\nadd oPos, v0, -c0.x\n");
    assert_has(&w, &["    oPos = (v0 + -(vec4(-1.5)));"]);
}

#[test]
fn non_contiguous_and_predicated_writes_rebuild_the_vector() {
    let w = wgsl(
        "vs_2_x\ndcl_position v0\nsetp_gt p0, v0, c0\n(p0.y) add r0.xw, v0, c1\nmov oPos, r0\n",
    );
    assert_has(
        &w,
        &[
            "    let _e = (v0.xw + cf[1].xw);\n    r0 = select(r0, vec4f(_e.x, r0.y, r0.z, _e.y), p0.yyyy);",
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

#[test]
fn vertex_only_instructions_in_pixel_shaders_are_unsupported() {
    for (op, name) in [
        ("lit r0, t0", "Lit"),
        ("slt r0, t0, c0", "Slt"),
        ("sge r0, t0, c0", "Sge"),
        ("dst r0, t0, c0", "Dst"),
        ("sgn r0, t0, r1, r2", "Sgn"),
    ] {
        let e = error(&format!("ps_2_x\ndcl t0\n{op}\nmov oC0, r0\n"));
        assert_eq!(
            e.to_string(),
            format!("token 4: unsupported: {name} in ps_2_x")
        );
    }
}
