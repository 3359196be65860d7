//! Shader model 1: the rewriting into the `ps_2_0` register model (`ninth_shader::sm1`), the
//! WGSL of its rules, and the errors of shaders D3D9 refuses.
mod wgsl_support;
use ninth_shader::analyze::analyze;
use ninth_shader::ir::{DeclUsage, Opcode, RegisterType, SamplerKind};
use ninth_shader::sm1;
use ninth_shader::wgsl::Options;
use wgsl_support::*;

#[test]
fn ps_1_1_texture_registers_become_coordinates_and_colour_temporaries() {
    let lowered = sm1::lower(&shader("ps_1_1\ntex t0\ntexcoord t1\nmul r0, t0, t1\n")).unwrap();
    let ops: Vec<Opcode> = lowered.instructions.iter().map(|i| i.opcode).collect();
    // def of the literals, texld, mov_sat + mov w, mul, mov oC0
    assert_eq!(
        ops,
        [
            Opcode::Def,
            Opcode::Tex,
            Opcode::Mov,
            Opcode::Mov,
            Opcode::Mul,
            Opcode::Mov
        ]
    );
    let texld = &lowered.instructions[1];
    assert_eq!(texld.dst.unwrap().register.index, sm1::T_COLOR_BASE);
    assert_eq!(texld.src[0].register.ty, RegisterType::AddrOrTexture);
    assert_eq!(texld.src[1].register.ty, RegisterType::Sampler);
    assert_eq!(texld.control, sm1::TEXLD_STAGE_PROJECTED);
    let last = lowered.instructions.last().unwrap();
    assert_eq!(last.dst.unwrap().register.ty, RegisterType::ColorOut);

    let w = wgsl("ps_1_1\ntex t0\ntexcoord t1\nmul r0, t0, t1\n");
    assert_has(
        &w,
        &[
            "r16 = _e;",
            "r17 = saturate(t1);\n    r17.w = 1.0;",
            "r0 = (r16 * r17);\n    oC0 = r0;",
        ],
    );
}

#[test]
fn the_analysis_of_a_ps_1_x_is_that_of_its_rewriting() {
    let a = analyze(&shader(
        "ps_1_1\ntex t0\ntex t2\nmul r0, t0, v1\nadd r0, r0, t2\n",
    ))
    .unwrap();
    let inputs: Vec<(DeclUsage, u8)> = a.inputs.iter().map(|s| (s.usage, s.usage_index)).collect();
    assert_eq!(
        inputs,
        [
            (DeclUsage::TexCoord, 0),
            (DeclUsage::TexCoord, 2),
            (DeclUsage::Color, 1)
        ]
    );
    let samplers: Vec<(u32, SamplerKind, bool)> = a
        .samplers
        .iter()
        .map(|s| (s.index, s.kind, s.declared))
        .collect();
    assert_eq!(
        samplers,
        [
            (0, SamplerKind::Tex2d, false),
            (2, SamplerKind::Tex2d, false)
        ]
    );
    assert_eq!(a.color_outputs, 1);
}

#[test]
fn sampler_kinds_come_from_the_options() {
    let mut o = Options::default();
    o.sampler_kinds[3] = Some(SamplerKind::Cube);
    let text = "ps_1_1\ntex t0\ntexm3x3pad t1, t0_bx2\ntexm3x3pad t2, t0_bx2\ntexm3x3tex t3, t0_bx2\nmov r0, t3\n";
    let t = translate_with(text, &o).unwrap();
    assert_eq!(t.bindings.textures[1].sampler, 3);
    assert_eq!(t.bindings.textures[1].kind, SamplerKind::Cube);
    let w = wgsl_with(text, &o);
    assert_has(
        &w,
        &[
            "r24.x = dot(t1.xyz, ((vec3(2.0) * r16.xyz) - vec3(1.0)));",
            "r24.z = dot(t3.xyz, ((vec3(2.0) * r16.xyz) - vec3(1.0)));",
            "textureSample(tex3, samp3, r24.xyz)",
        ],
    );
}

#[test]
fn constants_are_clamped_to_plus_minus_one_in_ps_1_x_only() {
    let w = wgsl("ps_1_1\ndef c1, 2, -3, 0.5, 1\nmul r0, c0, c1\n");
    assert_has(
        &w,
        &["r0 = (clamp(cf[0], vec4(-1.0), vec4(1.0)) * vec4f(1.0, -1.0, 0.5, 1.0));"],
    );
    let w = wgsl("ps_2_0\ndef c1, 2, -3, 0.5, 1\nmul r0, c0, c1\nmov oC0, r0\n");
    assert_has(&w, &["(cf[0] * vec4f(2.0, -3.0, 0.5, 1.0))"]);
}

#[test]
fn result_shifts_scale_before_saturation() {
    let w = wgsl("ps_1_4\ntexld r0, t0\nmul_x8_sat r1, r0, v0\nmul_d4 r0, r1, r0\n");
    assert_has(
        &w,
        &[
            "r1 = saturate(((r0 * v0) * vec4(8.0)));",
            "r0 = ((r1 * r0) * vec4(0.25));",
        ],
    );
}

#[test]
fn a_co_issued_instruction_reads_registers_before_its_pair_writes() {
    // The alpha instruction reads r0, which the colour instruction writes: the colour
    // result goes through a scratch register, copied after the pair.
    let w = wgsl("ps_1_1\ntex t0\nmov r0, t0\nmul r0.rgb, t0, v0\n+add r0.a, r0.b, t0.a\n");
    assert_has(
        &w,
        &[
            "r27 = vec4f(_e.x, _e.y, _e.z, r27.w);\n    r0.w = (r0.z + r16.w);\n    r0 = vec4f(r27.xyz.x, r27.xyz.y, r27.xyz.z, r0.w);",
        ],
    );
    // Without such a read the pair is two ordinary writes.
    let w = wgsl("ps_1_1\ntex t0\nmul r0.rgb, t0, v0\n+add r0.a, t0.a, v0.a\n");
    assert_lacks(&w, &["r27"]);
}

#[test]
fn cnd_of_ps_1_1_compares_the_alpha_of_its_condition() {
    let w = wgsl("ps_1_1\ntex t0\nmov r0, t0\ncnd r1, r0.a, t0, v0\nmov r0, r1\n");
    assert_has(&w, &["r1 = select(v0, r16, (r0.wwww > vec4(0.5)));"]);
    // A full swizzle (as some tools write it) still reads the alpha.
    let w = wgsl("ps_1_1\ntex t0\nmov r0, t0\ncnd r1, r0, t0, v0\nmov r0, r1\n");
    assert_has(&w, &["(r0.wwww > vec4(0.5))"]);
    // ps_1_4 compares per component.
    let w = wgsl("ps_1_4\ntexld r0, t0\ncnd r1, r0, r0, v0\nmov r0, r1\n");
    assert_has(&w, &["(r0 > vec4(0.5))"]);
}

#[test]
fn projected_stages_divide_stage_reads_by_w_but_not_cube_reads() {
    let text = "ps_1_1\ntex t0\ntex t1\nadd r0, t0, t1\n";
    let mut o = Options {
        projected_stages: 0b11,
        ..Options::default()
    };
    o.sampler_kinds[1] = Some(SamplerKind::Cube);
    let w = wgsl_with(text, &o);
    assert_has(
        &w,
        &[
            "textureSample(tex0, samp0, (t0.xy / vec2(t0.w)))",
            "textureSample(tex1, samp1, t1.xyz)",
        ],
    );
    let w = wgsl(text);
    assert_has(&w, &["textureSample(tex0, samp0, t0.xy)"]);
    // D3DTTFF_COUNT3 | PROJECTED divides by z.
    let o = Options {
        projected_stages: 0b1,
        projection_components: 0xFFFE,
        ..Options::default()
    };
    let w = wgsl_with(text, &o);
    assert_has(&w, &["textureSample(tex0, samp0, (t0.xy / vec2(t0.z)))"]);
}

#[test]
fn texkill_reads_its_coordinate_input() {
    let t = translate(
        "ps_1_1
texkill t0
mov r0, v0
",
    );
    assert_eq!(t.analysis.inputs.len(), 2);
    let w = readable(&t.wgsl().unwrap());
    assert_has(&w, &["t0 = l0;", "if any((t0.xyz < vec3(0.0)))"]);
}

#[test]
fn bump_instructions_read_the_stage_bump_environment() {
    let t = translate("ps_1_1\ntex t0\ntexbem t1, t0\nmov r0, t1\n");
    assert!(t.bindings.bump_env);
    let w = readable(&t.wgsl().unwrap());
    assert_has(
        &w,
        &[
            "var<uniform> bump_env: array<NinthBumpEnv, 8>;",
            "(t1.xy + ((bump_env[1].mat.xy * vec2(r16.x)) + (bump_env[1].mat.zw * vec2(r16.y))))",
        ],
    );
    // ps_1_4 bem: the destination register names the stage.
    let w = wgsl(
        "ps_1_4\ntexld r0, t0\ntexcrd r2.rgb, t1\nbem r2.rg, r2, r0\nphase\ntexld r2, r2\nmov r0, r2\n",
    );
    assert_has(&w, &["bump_env[2].mat.xy"]);
    assert!(!translate("ps_1_1\ntex t0\nmov r0, t0\n").bindings.bump_env);
}

#[test]
fn depth_instructions_divide_and_default_to_one() {
    let w = wgsl("ps_1_4\ntexcrd r5.rgb, t0\ntexdepth r5\nmov r0, v0\n");
    assert_has(
        &w,
        &["oDepth.x = select(saturate((r5.x / r5.y)), 1.0, (r5.y == 0.0));"],
    );
}

#[test]
fn vs_1_1_address_register_rounds_down_and_expp_has_four_components() {
    let w = wgsl(
        "vs_1_1\ndcl_position v0\nmov a0.x, v0.x\nexpp r0, v0.y\nmov oPos, c[a0.x + 3]\nmov oT0, r0\n",
    );
    assert_has(
        &w,
        &[
            "a0.x = i32(floor(v0.x));",
            "r0 = vec4f(exp2(floor(v0.y)), (v0.y - floor(v0.y)), exp2(v0.y), 1.0);",
        ],
    );
    // vs_2_0's mova rounds to nearest.
    let w = wgsl("vs_2_0\ndcl_position v0\nmova a0.x, v0.x\nmov oPos, c[a0.x + 3]\n");
    assert_has(&w, &["a0.x = i32(floor((v0.x + 0.5)));"]);
}

/// Each bad shader and the error it gets.
#[test]
fn shaders_d3d9_refuses_get_clear_errors() {
    let cases = [
        (
            "ps_1_1\nmov r0, v0\ntex t0\n",
            "Tex after an arithmetic instruction (texture instructions come first) in ps_1_1",
        ),
        (
            "ps_1_1\ntex t0\ntexm3x2tex t1, t0\nmov r0, t1\n",
            "TexM3x2Tex t1 without the 1 pad instruction(s) of stages just before it in ps_1_1",
        ),
        (
            "ps_1_1\ntex t0\ntexm3x3pad t1, t0\nmov r0, t0\n",
            "arithmetic inside a texm3x* sequence in ps_1_1",
        ),
        (
            "ps_1_1\ntex t0\ntexbem t1, t2\nmov r0, t1\n",
            "TexBem t1 reading AddrOrTexture 2 (it reads the t# of an earlier stage) in ps_1_1",
        ),
        (
            "ps_1_1\nmov r2, v0\n",
            "Temp register 2 as destination in ps_1_1",
        ),
        (
            "ps_1_1\nmov r0, c8\n",
            "Const register 8 as source in ps_1_1",
        ),
        (
            "ps_1_1\ntex t4\nmov r0, t4\n",
            "AddrOrTexture register 4 as destination in ps_1_1",
        ),
        ("ps_1_1\ntexdp3 t1, t0\nmov r0, t1\n", "TexDp3 in ps_1_1"),
        (
            "ps_1_2\ntexm3x2depth t1, t0\nmov r0, v0\n",
            "TexM3x2Depth in ps_1_2",
        ),
        (
            "ps_1_4\ntexld r0, t0\nphase\nbem r1.rg, r0, r0\nmov r0, r1\n",
            "bem after phase in ps_1_4",
        ),
        (
            "ps_1_4\ntexld r0, t0\nphase\ntexld r1, t1\nphase\nmov r0, r1\n",
            "a second phase in ps_1_4",
        ),
        (
            "ps_1_4\ntexld r0, t0\nmul r0, r0, v0\nphase\ntexld r1, r0\nmov r0, r1\n",
            "v# read before phase in ps_1_4",
        ),
        (
            "ps_1_4\ntexcrd r0.rgb, t0\ntexld r1, r0\nmov r0, r1\n",
            "Tex of r0 before phase in ps_1_4",
        ),
        (
            "ps_1_4\ntexld r1, t1_dz\nmov r0, r1\n",
            "source modifier Dz on AddrOrTexture 1 as a texture coordinate in ps_1_4",
        ),
        (
            "ps_1_4\ntexcrd r0.rgb, t0\ntexdepth r4\nmov r0, v0\n",
            "texdepth of a register other than r5 in ps_1_4",
        ),
        (
            "ps_1_4\ntexld r0, v0\nmov r0, r0\n",
            "Input 0 as a texture coordinate in ps_1_4",
        ),
        (
            "ps_1_1\ntex t0\nmul r0, t0, v0\n+mov r0.a, v0\n",
            "co-issued instructions writing the same components in ps_1_1",
        ),
        (
            "vs_1_1\ndcl_position v0\nmova a0.x, v0.x\nmov oPos, v0\n",
            "Mova in vs_1_1",
        ),
        (
            "vs_1_1\ndcl_position v0\nmov r12, v0\nmov oPos, r12\n",
            "Temp 12 as Mov destination in vs_1_1",
        ),
        (
            "vs_1_1\ndcl_position v0\nmov oT8, v0\nmov oPos, v0\n",
            "TexCrdOutOrOutput 8 as Mov destination in vs_1_1",
        ),
    ];
    for (text, want) in cases {
        let tokens = ninth_shader::asm::assemble(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        let ir = ninth_shader::bytecode::decode(&tokens).unwrap();
        let e = ninth_shader::wgsl::translate(&ir, &Options::default())
            .err()
            .unwrap_or_else(|| panic!("{text} translated"));
        assert!(
            e.to_string().contains(want),
            "{text}: got `{e}`, want `{want}`"
        );
    }
}
