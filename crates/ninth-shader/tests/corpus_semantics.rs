//! Semantic checks on the shader corpus: the WGSL of particular corpus shaders says what D3D9
//! means (mova rounding, the lit clamp, zero for out-of-range relative reads, the 0*inf rule
//! only with its option, texkill, loop clamps, predication, the half-pixel shift, numeric
//! rules, special registers). The round trip and snapshots are in `corpus.rs`.

mod common;

use common::{CorpusShader, load_corpus, normalize, validate_wgsl};
use ninth_shader::ir::Shader;
use ninth_shader::{asm, bytecode, wgsl};

/// Assembles and decodes a corpus file.
fn decoded(shader: &CorpusShader) -> Result<(Vec<u32>, Shader), String> {
    let tokens =
        asm::assemble(&shader.text).map_err(|e| format!("{}: assemble: {e}", shader.name))?;
    let ir = bytecode::decode(&tokens).map_err(|e| format!("{}: decode: {e}", shader.name))?;
    Ok((tokens, ir))
}

// ---- Semantic checks: the WGSL of particular corpus shaders says what D3D9 means. ----
//
// The needles are compared after `normalize` (WGSL's long and short vector type spellings,
// runs of whitespace), so they pin the meaning, not the emitter's formatting.

/// The validated WGSL of corpus shader `name` under `options`, readable and normalized.
fn wgsl_of(name: &str, options: &wgsl::Options) -> String {
    let shader = load_corpus()
        .into_iter()
        .find(|s| s.name == name)
        .unwrap_or_else(|| panic!("no corpus shader {name}"));
    let (_, ir) = decoded(&shader).unwrap_or_else(|e| panic!("{e}"));
    let text = wgsl::translate(&ir, options)
        .unwrap_or_else(|e| panic!("{name}: {e}"))
        .wgsl()
        .expect("WGSL back end");
    validate_wgsl(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
    normalize(&common::readable::readable(&text))
}

fn assert_has(name: &str, text: &str, want: &[&str]) {
    for w in want {
        assert!(
            text.contains(&normalize(w)),
            "{name}: WGSL lacks `{w}`:\n{text}"
        );
    }
}

fn assert_lacks(name: &str, text: &str, unwanted: &[&str]) {
    for u in unwanted {
        assert!(
            !text.contains(&normalize(u)),
            "{name}: WGSL has `{u}`:\n{text}"
        );
    }
}

fn defaults() -> wgsl::Options {
    wgsl::Options::default()
}

#[test]
fn mova_rounds_to_nearest() {
    let text = wgsl_of("vs20_mova", &defaults());
    assert_has(
        "vs20_mova",
        &text,
        &[
            // mova a0.x, r0.x: round half up like the hardware, not truncation
            "a0.x = i32(floor((r0.x + 0.5)));",
            // mova a0.yz, r0.yz: D3D9 swizzles are positional, so both read r0.z
            "let _e = vec2i(floor((r0.zz + vec2(0.5)))); a0 = vec4i(a0.x, _e.x, _e.y, a0.w);",
            "a0 = vec4i(floor((-(r0.wzyx) + vec4(0.5))));",
            "d3d_c_rel((a0.x + 30))",
            "d3d_c_rel((a0.w + 40))",
        ],
    );
    assert_lacks("vs20_mova", &text, &["trunc("]);
}

#[test]
fn lit_clamps_its_power_and_keeps_d3d9_cases() {
    let text = wgsl_of("vs20_lit", &defaults());
    assert_has(
        "vs20_lit",
        &text,
        &[
            // (1, s.x if s.x > 0, s.y^power if s.x > 0 and s.y > 0, 1), power clamped
            "let _e = (s.x > 0.0); return vec4f(1.0, select(0.0, s.x, _e), select(0.0, exp2((clamp(s.w, -127.9961, 127.9961) * log2(s.y))), (_e && (s.y > 0.0))), 1.0);",
            "let _e = d3d_lit(r0); r1 = _e;",
        ],
    );
}

#[test]
fn relative_reads_outside_the_register_file_read_zero() {
    let vs = wgsl_of("vs20_rel_out_of_range", &defaults());
    assert_has(
        "vs20_rel_out_of_range",
        &vs,
        &[
            "fn d3d_c_rel(i: i32) -> vec4f {",
            // a def'd register read relatively is its literal
            "if (i == 0) { return vec4f(0.0, 1.0, 300.0, -20.0); }",
            "if ((i >= 0) && (i < 256)) { let _e = cf[(i - 0)]; return _e; } return vec4(0.0); }",
            "a0.x = i32(floor((v1.x + 0.5)));",
            "d3d_c_rel((a0.x + 250))",
        ],
    );
    // ps_3_0 has c0-c223; v[aL] is guarded too
    let ps = wgsl_of("ps30_rel_out_of_range", &defaults());
    assert_has(
        "ps30_rel_out_of_range",
        &ps,
        &[
            "if ((i >= 0) && (i < 224)) { let _e = cf[(i - 0)]; return _e; }",
            "fn d3d_v_rel(i: i32) -> vec4f { if ((i >= 0) && (i < 16)) { return v[i]; } return vec4(0.0); }",
            "let _e = d3d_v_rel((aL + 0)); r0 = (r0 + _e);",
        ],
    );
    // SM3 relative output writes are guarded (o0-o11)
    let out = wgsl_of("vs30_output_relative", &defaults());
    assert_has(
        "vs30_output_relative",
        &out,
        &["let oi = (aL + 1); if ((oi >= 0) && (oi < 12)) { o[oi] = r0; }"],
    );
}

#[test]
fn zero_times_inf_helper_only_with_the_option() {
    let plain = wgsl_of("vs20_mul_mad", &defaults());
    assert_lacks("vs20_mul_mad", &plain, &["d3d_mul"]);
    let options = wgsl::Options {
        zero_times_inf: true,
        ..defaults()
    };
    let strict = wgsl_of("vs20_mul_mad", &options);
    assert_has(
        "vs20_mul_mad (zero_times_inf)",
        &strict,
        &[
            "fn d3d_mul(a: vec4f, b: vec4f) -> vec4f {",
            "let _e = vec4(0.0); return select((a * b), _e, ((a == _e) | (b == _e)));",
            "let _e = d3d_mul(v2, cf[5]); r1 = (_e + -(cf[6]));",
        ],
    );
    assert!(
        strict.matches("d3d_mul(").count() >= 5,
        "mul and mad use it:\n{strict}"
    );
}

#[test]
fn texkill_discards_after_the_shader_and_nothing_else_does() {
    // texkill marks the pixel; the discard comes after the shader body so derivatives in the
    // rest of the shader stay valid (D3D9 kills at the end, too)
    for name in [
        "ps20_texkill",
        "ps30_texkill",
        "game_ps20_alpha_test_foliage",
    ] {
        let text = wgsl_of(name, &defaults());
        assert_has(
            name,
            &text,
            &["var<private> d3d_kill: bool;", "if d3d_kill { discard; }"],
        );
        assert_eq!(text.matches("discard;").count(), 1, "{name}:\n{text}");
    }
    for name in ["game_ps20_bloom", "ps30_arith"] {
        let text = wgsl_of(name, &defaults());
        assert_lacks(name, &text, &["discard", "d3d_kill"]);
    }
    let text = wgsl_of("ps30_texkill", &defaults());
    assert_has(
        "ps30_texkill",
        &text,
        &[
            // texkill r1: any component < 0 (all four: the destination mask is xyzw)
            "if any((r1 < vec4(0.0))) { d3d_kill = true; }",
            "if any((v0 < vec4(0.0))) { d3d_kill = true; }",
        ],
    );
    assert_eq!(
        text.matches("d3d_kill = true;").count(),
        3,
        "three texkills:\n{text}"
    );
}

#[test]
fn loops_and_reps_are_clamped_to_255_iterations() {
    let text = wgsl_of("ps30_int_loop_counts", &defaults());
    assert_has(
        "ps30_int_loop_counts",
        &text,
        &[
            "let loop0 = vec4i(255, 0, 1, 0);",
            "if (n0 >= clamp(loop0.x, 0, 255)) { break; }",
            "continuing { n0 = (n0 + 1); aL = (aL + loop0.z); }",
            // `rep i4` is not defined: it reads the pixel int constant file
            "@group(0) @binding(4) var<uniform> ci: array<vec4i, 16>;",
            "let rep4 = ci[4];",
        ],
    );
    assert_eq!(
        text.matches(".x, 0, 255)) { break; }").count(),
        5,
        "five clamped loops:\n{text}"
    );
}

#[test]
fn predicated_instructions_select_per_component() {
    let text = wgsl_of("ps30_predicated_flow", &defaults());
    assert_has(
        "ps30_predicated_flow",
        &text,
        &[
            "p0 = (v0 > vec4(0.5));",
            "r0 = select(r0, vec4f((r0.x + 0.25), r0.y, r0.z, r0.w), p0.xxxx);",
            "r0 = select(r0, vec4f(r0.x, (r0.y * 0.5), r0.z, r0.w), !(p0.yyyy));",
            "if p0.z { break; }",
            "if !(p0.x) { d3d_l2(); }",
        ],
    );
}

#[test]
fn half_pixel_shift_follows_the_option() {
    let name = "vs30_basic";
    let on = wgsl_of(name, &defaults());
    let shift = [
        "(o0.x + (o0.w * draw.half_pixel.x))",
        "(o0.y - (o0.w * draw.half_pixel.y))",
    ];
    assert_has(name, &on, &shift);
    let off = wgsl_of(
        name,
        &wgsl::Options {
            half_pixel_shift: false,
            ..defaults()
        },
    );
    assert_lacks(name, &off, &shift);
}

#[test]
fn d3d9_numeric_rules_have_their_helpers() {
    let name = "vs2x_sincos_pow_specials";
    let text = wgsl_of(name, &defaults());
    assert_has(
        name,
        &text,
        &[
            "let _e = d3d_inf(); return select((1.0 / x), _e, (x == 0.0));",
            "let _e = d3d_inf(); return select(inverseSqrt(abs(x)), _e, (x == 0.0));",
            "let _e = d3d_inf(); return select(log2(abs(x)), -(_e), (x == 0.0));",
            "return exp2((y * log2(abs(x))));",
        ],
    );
    // cmp: src0 >= 0 ? src1 : src2, per component
    let cmp = wgsl_of("ps20_cmp_dp2add", &defaults());
    assert_has(
        "ps20_cmp_dp2add",
        &cmp,
        &[
            "r0 = select(cf[0], v0, (t0 >= vec4(0.0)));",
            "r1 = select(vec4(1.0), vec4(0.5), (-(t0.xxxx) >= vec4(0.0)));",
            "r2.x = (dot(t1.xy, cf[1].xy) + 0.5);",
        ],
    );
}

#[test]
fn pixel_shader_special_registers() {
    let face = wgsl_of("ps30_vpos_vface", &defaults());
    assert_has(
        "ps30_vpos_vface",
        &face,
        &[
            "@builtin(front_facing) front: bool,",
            "d3d_vface = vec4(select(-1.0, 1.0, front));",
            "@builtin(position) frag_coord: vec4f,",
            "d3d_vpos = vec4f((frag_coord.xy - vec2(0.5)), 0.0, 0.0);",
        ],
    );
    for name in ["ps30_depth", "ps20_depth_out", "ps20_mrt_depth"] {
        let text = wgsl_of(name, &defaults());
        assert_has(name, &text, &["@builtin(frag_depth)"]);
    }
    let mrt = wgsl_of("ps30_mrt", &defaults());
    for n in 0..4 {
        assert_has("ps30_mrt", &mrt, &[&format!("@location({n}) c{n}: vec4f,")]);
    }
}

#[test]
fn bool_constants_and_sampler_kinds_bind_as_the_contract_says() {
    let text = wgsl_of("vs20_rep_if", &defaults());
    // `if b2` is not defined by defb: it reads the vertex bool file
    assert_has(
        "vs20_rep_if",
        &text,
        &[
            "@group(0) @binding(5) var<uniform> cb: array<vec4u, 4>;",
            "if (cb[0].z != 0u)",
        ],
    );
    let kinds = wgsl_of("ps20_texld_variants", &defaults());
    assert_has(
        "ps20_texld_variants",
        &kinds,
        &["texture_2d<f32>", "texture_cube<f32>", "texture_3d<f32>"],
    );
    let mut options = defaults();
    options.sampler_kinds[0] = Some(ninth_shader::ir::SamplerKind::Cube);
    let cube = wgsl_of("ps20_texld_2d", &options);
    assert_has("ps20_texld_2d (s0 as cube)", &cube, &["texture_cube<f32>"]);
    assert_lacks("ps20_texld_2d (s0 as cube)", &cube, &["texture_2d<f32>"]);
}

#[test]
fn comparisons_branches_and_loop_registers() {
    let text = wgsl_of("ps30_break_comp_all", &defaults());
    assert_has(
        "ps30_break_comp_all",
        &text,
        &[
            "if (r0.x > v0.x) { break; }",
            "if (r0.y == v0.y) { break; }",
            "if (r0.z >= v0.z) { break; }",
            "if (r0.w < -(v0.w)) { break; }",
            "if (r0.x != r0.x) { break; }",
            "if (1.0 <= r0.y) { break; }",
        ],
    );
    let text = wgsl_of("ps30_if_comp_all", &defaults());
    assert_has(
        "ps30_if_comp_all",
        &text,
        &[
            "if (v0.x > 0.5) {",
            "if (v0.y == 0.25) {",
            "if (v0.z >= 0.75) {",
            "if (v0.w < 1.0) {",
            "if (v2.x != -(v2.y)) {",
            "} else { if (abs(v2.z) <= v2.w) {",
        ],
    );
    // nested loops: each `loop aL, i#` starts aL at i#.y, steps by i#.z and restores the
    // outer loop's aL when it ends; `rep` leaves aL alone
    let text = wgsl_of("ps30_nested_loops_4", &defaults());
    assert_has(
        "ps30_nested_loops_4",
        &text,
        &[
            "let aL_outer0 = aL; let loop0 = vec4i(2, 0, 1, 0); aL = loop0.y;",
            "let aL_outer1 = aL; let loop1 = vec4i(3, 0, 1, 0); aL = loop1.y;",
            "let rep2 = vec4i(2, 1, 1, 0);",
            "let _e = d3d_c_rel((aL + 10)); r0 = (r0 + _e); continuing { n3 = (n3 + 1); aL = (aL + loop3.z); }",
            "aL = aL_outer3;",
            "let _e = d3d_c_rel((aL + 20)); r0.x = (r0.x + _e.x); continuing { n1 = (n1 + 1); aL = (aL + loop1.z); }",
            "aL = aL_outer1;",
            "aL = aL_outer0;",
        ],
    );
    // defb true is a literal condition; call/callnz become functions; breakp on !p0.x
    let text = wgsl_of("vs30_flow_all", &defaults());
    assert_has(
        "vs30_flow_all",
        &text,
        &[
            "if true { r0 = (r0 * vec4(0.5)); } else { if (cb[0].y != 0u) { d3d_l3(); } }",
            "if !(p0.x) { break; }",
            "if (r0.w >= 1.0) { break; }",
            "d3d_l3(); o1 = r0; }",
            "fn d3d_l3() { r0 = ((r0 * vec4(0.25)) + vec4(1.0)); }",
        ],
    );
}
