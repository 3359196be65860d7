//! WGSL of flow control: if/ifc/else, loop/rep with aL and i#, break forms, subroutines,
//! predication.
mod wgsl_support;
use ninth_shader::error::TranslateError;
use wgsl_support::*;

#[test]
fn if_on_bool_constant_reads_the_bool_file() {
    let t = translate(
        "vs_2_0\ndcl_position v0\nmov r0, v0\nif b3\nadd r0, r0, c0\nelse\nsub r0, r0, c0\nendif\nmov oPos, r0\n",
    );
    assert_has(
        &readable(&t.wgsl().expect("WGSL back end")),
        &[
            "@group(0) @binding(5) \nvar<uniform> cb: array<vec4u, 4>;",
            "    if (cb[0].w != 0u) {\n        r0 = (r0 + cf[0]);\n    } else {\n        r0 = (r0 - cf[0]);\n    }",
        ],
    );
    assert_eq!(t.analysis.bool_constants, 1 << 3);
    assert!(t.bindings.bool_constants);
    let p = translate("ps_2_x\nmov r0, c0\nif b9\nmov r0, c1\nendif\nmov oC0, r0\n");
    assert_has(
        &readable(&p.wgsl().expect("WGSL back end")),
        &[
            "@group(0) @binding(6) \nvar<uniform> cb: array<vec4u, 4>;",
            "if (cb[2].y != 0u) {",
        ],
    );
}

#[test]
fn defb_is_a_literal() {
    let t = translate(
        "vs_2_0\ndefb b0, true\ndcl_position v0\nmov r0, v0\nif b0\nadd r0, r0, c0\nendif\nmov oPos, r0\n",
    );
    assert_has(&t.wgsl().expect("WGSL back end"), &["if true {"]);
    assert_lacks(&t.wgsl().expect("WGSL back end"), &["var<uniform> cb"]);
    assert_eq!(t.analysis.bool_constants, 0);
    assert!(!t.bindings.bool_constants);
}

#[test]
fn ifc_compares_replicated_components() {
    let w = wgsl("ps_2_x\ndcl t0\nmov r0, t0\nif_lt t0.y, c0.x\nmov r0, c1\nendif\nmov oC0, r0\n");
    assert_has(&w, &["    if (t0.y < cf[0].x) {"]);
    for (op, wg) in [
        ("gt", ">"),
        ("eq", "=="),
        ("ge", ">="),
        ("ne", "!="),
        ("le", "<="),
    ] {
        let w = wgsl(&format!(
            "vs_2_x\ndcl_position v0\nmov r0, v0\nif_{op} v0.x, c0.x\nmov r0, c1\nendif\nmov oPos, r0\n"
        ));
        assert_has(&w, &[&format!("    if (v0.x {wg} cf[0].x) {{")]);
    }
}

#[test]
fn loop_sets_al_from_int_constant_steps_and_restores() {
    let t = translate(
        "vs_2_0\ndcl_position v0\nmov r0, v0\nloop aL, i2\nadd r0, r0, c[aL + 4]\nendloop\nmov oPos, r0\n",
    );
    let w = &readable(&t.wgsl().expect("WGSL back end"));
    assert_has(
        w,
        &[
            "@group(0) @binding(3) \nvar<uniform> ci: array<vec4i, 16>;",
            "    var n0: i32;",
            "    let aL_outer0 = aL;\n    let loop0 = ci[2];\n    aL = loop0.y;\n    n0 = 0;\n    loop {\n        if (n0 >= clamp(loop0.x, 0, 255)) {\n            break;\n        }",
            "        let _e = d3d_c_rel((aL + 4));\n        r0 = (r0 + _e);\n        continuing",
            "        continuing {\n            n0 = (n0 + 1);\n            aL = (aL + loop0.z);\n        }\n    }\n    aL = aL_outer0;",
            "var<private> aL: i32;",
        ],
    );
    assert_eq!(t.analysis.int_constants, 1 << 2);
    assert!(t.bindings.int_constants);
}

#[test]
fn nested_loops_get_distinct_counters() {
    let w = wgsl(
        "vs_2_0\ndefi i0, 3, 0, 1, 0\ndefi i1, 2, 5, -1, 0\ndcl_position v0\nmov r0, v0\nloop aL, i0\nloop aL, i1\nadd r0, r0, c[aL + 1]\nendloop\nendloop\nrep i0\nadd r0, r0, c0\nendrep\nmov oPos, r0\n",
    );
    assert_has(
        &w,
        &[
            "let loop0 = vec4i(3, 0, 1, 0);",
            "let loop1 = vec4i(2, 5, -1, 0);",
            "            continuing {\n                n1 = (n1 + 1);\n                aL = (aL + loop1.z);\n            }\n        }\n        aL = aL_outer1;\n        continuing {\n            n0 = (n0 + 1);\n            aL = (aL + loop0.z);\n        }\n    }\n    aL = aL_outer0;",
            "let rep2 = vec4i(3, 0, 1, 0);",
            "        if (n2 >= clamp(rep2.x, 0, 255)) {\n            break;\n        }",
            "        continuing {\n            n2 = (n2 + 1);\n        }",
        ],
    );
}

#[test]
fn break_forms() {
    let w = wgsl(
        "ps_2_x\ndcl t0\nmov r0, t0\nrep i0\nbreak_gt r0.x, c0.x\nsetp_lt p0.x, r0.x, c1.x\nbreakp !p0.x\nadd r0, r0, c2\nif_ne r0.y, c0.y\nbreak\nendif\nendrep\nmov oC0, r0\n",
    );
    assert_has(
        &w,
        &[
            "        if (r0.x > cf[0].x) {\n            break;\n        }",
            "        if !(p0.x) {\n            break;\n        }",
            "        if (r0.y != cf[0].y) {\n            break;\n        }",
        ],
    );
}

#[test]
fn subroutines_become_functions_sharing_private_registers() {
    let w = wgsl(
        "vs_2_0\ndcl_position v0\nmov r0, v0\ncall l1\ncallnz l2, b1\nmov oPos, r0\nret\nlabel l1\nadd r0, r0, c0\nret\nlabel l2\nmul r0, r0, c1\nret\n",
    );
    assert_has(
        &w,
        &[
            "var<private> r0: vec4f;",
            "fn d3d_main() {",
            "    d3d_l1();\n    if (cb[0].y != 0u) {\n        d3d_l2();\n    }",
            "fn d3d_l1() {\n    r0 = (r0 + cf[0]);\n}",
            "fn d3d_l2() {\n    r0 = (r0 * cf[1]);\n}",
        ],
    );
}

#[test]
fn ret_inside_flow_returns() {
    let w = wgsl(
        "vs_2_x\ndcl_position v0\nmov r0, v0\ncall l0\nmov oPos, r0\nret\nlabel l0\nif_gt r0.x, c0.x\nret\nendif\nadd r0, r0, c1\nret\n",
    );
    assert_has(
        &w,
        &[
            "fn d3d_l0() {\n    if (r0.x > cf[0].x) {\n        return;\n    }\n    r0 = (r0 + cf[1]);\n}",
        ],
    );
}

#[test]
fn callnz_on_predicate_and_if_on_predicate() {
    let w = wgsl(
        "ps_2_x\ndcl t0\nsetp_ge p0, t0, c0\nmov r0, t0\ncallnz l3, !p0.z\nif p0.y\nmov r0, c1\nendif\nmov oC0, r0\nret\nlabel l3\nadd r0, r0, c2\nret\n",
    );
    assert_has(
        &w,
        &[
            "    p0 = (t0 >= cf[0]);",
            "    if !(p0.z) {\n        d3d_l3();\n    }",
            "    if p0.y {",
            "var<private> p0: vec4<bool>;",
        ],
    );
}

#[test]
fn setp_masks_components_and_predicated_writes_select_per_component() {
    let w = wgsl(
        "vs_2_x\ndcl_position v0\nsetp_eq p0.yw, v0, c0\n(p0) add r0, v0, c1\n(!p0.y) mov r0.x, c2.x\nmov oPos, r0\n",
    );
    assert_has(
        &w,
        &[
            "    p0 = select(p0, (v0 == cf[0]), vec4<bool>(false, true, false, true));",
            "    let _e = (v0 + cf[1]);\n    r0 = select(r0, vec4f(_e.x, _e.y, _e.z, _e.w), p0);",
            "    r0 = select(r0, vec4f(cf[2].x, r0.y, r0.z, r0.w), !(p0.yyyy));",
        ],
    );
}

#[test]
fn predicated_setp_keeps_unpredicated_components() {
    let w = wgsl(
        "ps_3_0\ndcl_texcoord v0\nsetp_gt p0, v0, c0\n(p0.x) setp_lt p0, v0, c1\nmov oC0, v0\n",
    );
    assert_has(
        &w,
        &[
            "    p0 = select(p0, select(p0, (v0 < cf[1]), vec4<bool>(true, true, true, true)), p0.xxxx);",
        ],
    );
}

#[test]
fn loops_in_subroutines_see_al() {
    let w = wgsl(
        "vs_3_0\ndcl_position v0\ndcl_position o0\nmov r0, v0\nloop aL, i0\ncall l0\nendloop\nmov o0, r0\nret\nlabel l0\nadd r0, r0, c[aL]\nret\n",
    );
    assert_has(
        &w,
        &[
            "fn d3d_l0() {\n    let _e = d3d_c_rel((aL + 0));",
            "        d3d_l0();\n        continuing {\n            n0 = (n0 + 1);\n            aL = (aL + loop0.z);",
        ],
    );
}

#[test]
fn structural_errors_name_the_instruction() {
    let e = error("vs_2_0\ndcl_position v0\nendif\nmov oPos, v0\n");
    assert!(
        matches!(e, TranslateError::Invalid { ref message, .. } if message == "EndIf without matching if"),
        "{e}"
    );
    let e = error("vs_2_0\ndcl_position v0\nelse\nmov oPos, v0\n");
    assert!(
        matches!(e, TranslateError::Invalid { ref message, .. } if message == "Else without matching if"),
        "{e}"
    );
    let e = error("vs_2_0\ndcl_position v0\nif b0\nmov oPos, v0\n");
    assert!(
        matches!(e, TranslateError::Invalid { ref message, .. } if message == "unterminated if/loop/rep at the end of the shader"),
        "{e}"
    );
    let e = error("vs_2_0\ndcl_position v0\ncall l4\nmov oPos, v0\n");
    assert!(
        matches!(e, TranslateError::Invalid { ref message, .. } if message == "call to missing l4"),
        "{e}"
    );
    let e = error("vs_2_0\ndcl_position v0\nrep i0\nendloop\nmov oPos, v0\n");
    assert!(
        matches!(e, TranslateError::Invalid { ref message, .. } if message == "EndLoop closes a Rep"),
        "{e}"
    );
}

#[test]
fn dynamic_flow_in_sm20_is_unsupported() {
    let e = error("ps_2_0\ndcl t0\nif_gt t0.x, c0.x\nmov r0, t0\nendif\nmov oC0, t0\n");
    assert!(
        matches!(e, TranslateError::Unsupported { offset: 4, ref what } if what == "Ifc in ps_2_0"),
        "{e}"
    );
    let e = error("ps_2_0\ndcl t0\nrep i0\nmov r0, t0\nendrep\nmov oC0, t0\n");
    assert!(
        matches!(e, TranslateError::Unsupported { ref what, .. } if what == "Rep in ps_2_0"),
        "{e}"
    );
}

#[test]
fn recursion_is_rejected() {
    let e = error(
        "vs_2_0\ndcl_position v0\nmov r0, v0\ncall l0\nmov oPos, r0\nret\nlabel l0\nadd r0, r0, c0\ncall l1\nret\nlabel l1\ncall l0\nret\n",
    );
    assert!(
        matches!(e, TranslateError::Invalid { ref message, .. } if message == "recursive call of l0"),
        "{e}"
    );
    let e = error("vs_2_0\ndcl_position v0\nmov oPos, v0\nret\nlabel l2\ncall l2\nret\n");
    assert!(
        matches!(e, TranslateError::Invalid { ref message, .. } if message == "recursive call of l2"),
        "{e}"
    );
}

#[test]
fn callnz_on_negated_bool() {
    let w = wgsl(
        "ps_3_0\nmov r0, c0\ncallnz l1, !b1\nmov oC0, r0\nret\nlabel l1\nadd r0, r0, c1\nret\n",
    );
    assert_has(
        &w,
        &["    if !((cb[0].y != 0u)) {\n        d3d_l1();\n    }"],
    );
}
