//! assemble(): accepted spellings, D3DX's layout, exact tokens, and errors naming the line.

use ninth_shader::asm::{AsmError, AsmOptions, assemble, assemble_with, disassemble};
use ninth_shader::bytecode::decode;

fn tokens(text: &str) -> Vec<u32> {
    assemble(text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn error(text: &str) -> String {
    match assemble(text) {
        Ok(t) => panic!("assembled: {t:x?}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn spellings_that_mean_the_same() {
    let groups: &[&[&str]] = &[
        &[
            "vs_2_0\ndcl_position v0\nmov oPos, v0",
            "VS_2_0\nDCL_POSITION V0\nMOV OPOS, V0",
            "vs.2.0\n  dcl_position   v0 ; comment\n\n// only a comment\nmov oPos v0 // trailing",
        ],
        &[
            "vs_2_0\nmov r0, c[a0.x + 10]",
            "vs_2_0\nmov r0, c[a0.x+10]",
            "vs_2_0\nmov r0, c10[a0.x]",
            "vs_2_0\nmov r0, c[10 + a0.x]",
        ],
        &[
            "ps_1_1\nmov r0.rgb, 1-t0.a",
            "ps_1_1\nmov r0.xyz, 1 - t0.w",
            "ps_1_1\nmov r0.xyz,1 -t0.wwww",
        ],
        &[
            "ps_1_1\nmad_x2_sat r0, r1_bx2.x, c0, v0",
            "ps_1_1\nmad_sat_x2 r0, r1.x_bx2, c0, v0",
        ],
        &[
            "ps_3_0\nif_gt r0.x, c0.x\nendif",
            "ps_3_0\nifc_gt r0.x, c0.x\nENDIF",
        ],
        &[
            "ps_2_x\n(p0.x) add r0, r1, r2",
            "ps_2_x\n( p0.x ) add r0, r1, r2",
        ],
    ];
    for group in groups {
        let first = tokens(group[0]);
        for text in &group[1..] {
            assert_eq!(tokens(text), first, "{text}");
        }
    }
}

#[test]
fn short_swizzles_repeat_their_last_letter() {
    // mov r0, v1.zw (zwww) ; mov r0, c0.yx (yxxx)
    assert_eq!(
        tokens("vs_3_0\nmov r0, v1.zw\nmov r0, c0.yx"),
        [
            0xfffe0300, 0x02000001, 0x800f0000, 0x90fe0001, 0x02000001, 0x800f0000, 0xa0010000,
            0x0000ffff
        ]
    );
}

#[test]
fn declarations_and_constants_move_to_the_front_like_d3dx() {
    // SM3: vPos/vFace, inputs, outputs, def, defb, defi, samplers, then instructions.
    let text = "vs_3_0
mov o0, v0
defi i0, 1, 2, 3, 4
dcl_2d s0
def c1, 1.5, -2, 0.25, 1e3
defb b2, false
dcl_position o0
dcl_position v0
";
    assert_eq!(
        tokens(text),
        [
            0xfffe0300, 0x0200001f, 0x80000000, 0x900f0000, 0x0200001f, 0x80000000, 0xe00f0000,
            0x05000051, 0xa00f0001, 0x3fc00000, 0xc0000000, 0x3e800000, 0x447a0000, 0x0200002f,
            0xe00f0802, 0x00000000, 0x05000030, 0xf00f0000, 0x00000001, 0x00000002, 0x00000003,
            0x00000004, 0x0200001f, 0x90000000, 0xa00f0800, 0x02000001, 0xe00f0000, 0x90e40000,
            0x0000ffff
        ]
    );
    // ps_2_0: inputs, samplers, then constants; vs_1_1: dcl and def without length fields.
    assert_eq!(
        tokens("ps_2_0\ndef c0, 0, 0, 0, 0\ndcl_2d s0\ndcl t0.xy\ntexld r0, t0, s0\nmov oC0, r0"),
        [
            0xffff0200, 0x0200001f, 0x80000000, 0xb0030000, 0x0200001f, 0x90000000, 0xa00f0800,
            0x05000051, 0xa00f0000, 0, 0, 0, 0, 0x03000042, 0x800f0000, 0xb0e40000, 0xa0e40800,
            0x02000001, 0x800f0800, 0x80e40000, 0x0000ffff
        ]
    );
    assert_eq!(
        tokens("vs_1_1\ndef c0, 1, 1, 1, 1\ndcl_position v0\nmov oPos, c[a0.x]"),
        [
            0xfffe0101, 0x0000001f, 0x80000000, 0x900f0000, 0x00000051, 0xa00f0000, 0x3f800000,
            0x3f800000, 0x3f800000, 0x3f800000, 0x00000001, 0xc00f0000, 0xa0e42000, 0x0000ffff
        ]
    );
}

#[test]
fn keep_order_assembles_microsoft_layout_back() {
    // Microsoft's compiler writes def before dcl; D3DX's layout would swap them.
    let ms = [
        0xffff0200, 0x05000051, 0xa00f0000, 0x3f800000, 0, 0, 0, 0x0200001f, 0x80000000,
        0xb0030000, 0x02000001, 0x800f0800, 0xa0e40000, 0x0000ffff,
    ];
    let text = disassemble(&decode(&ms).expect("decodes"));
    assert_eq!(text, "ps_2_0\ndef c0, 1, 0, 0, 0\ndcl t0.xy\nmov oC0, c0\n");
    let keep = AsmOptions { keep_order: true };
    assert_eq!(assemble_with(&text, &keep), Ok(ms.to_vec()));
    let d3dx = tokens(&text);
    assert_eq!(&d3dx[1..4], &[0x0200001f, 0x80000000, 0xb0030000]);
}

#[test]
fn fog_and_point_size_get_a_full_mask_like_d3dx() {
    let text = "vs_1_1\nmov oFog.x, r0.x\nmov oPts.x, r0.y\nmov oD0.x, r0";
    assert_eq!(
        tokens(text),
        [
            0xfffe0101, 0x00000001, 0xc00f0001, 0x80000000, 0x00000001, 0xc00f0002, 0x80550000,
            0x00000001, 0xd0010000, 0x80e40000, 0x0000ffff
        ]
    );
    let keep = AsmOptions { keep_order: true };
    assert_eq!(assemble_with(text, &keep).map(|t| t[2]), Ok(0xc0010001));
}

#[test]
fn hex_float_literals_keep_exact_bits() {
    assert_eq!(
        tokens("ps_2_0\ndef c0, 0x7fc00000, -0, 0.1, 3.4028235e38"),
        [
            0xffff0200, 0x05000051, 0xa00f0000, 0x7fc00000, 0x80000000, 0x3dcccccd, 0x7f7fffff,
            0x0000ffff
        ]
    );
}

#[test]
fn msvc_non_finite_spellings_f_suffix_and_hex_integers() {
    assert_eq!(
        tokens("ps_3_0\ndef c0, 1.#INF, -1.#INF, -1.#IND, 2.5f\ndefi i0, 0x10, -3, 0, 0xffffffff"),
        [
            0xffff0300, 0x05000051, 0xa00f0000, 0x7f800000, 0xff800000, 0xffc00000, 0x40200000,
            0x05000030, 0xf00f0000, 0x00000010, 0xfffffffd, 0x00000000, 0xffffffff, 0x0000ffff
        ]
    );
}

#[test]
fn errors_name_the_line() {
    assert_eq!(
        assemble(""),
        Err(AsmError {
            line: 0,
            message: "no version line".into()
        })
    );
    assert_eq!(
        error("// header\nps_4_0\n"),
        "line 2: expected a version (vs_2_0, ps_3_0, ...), found `ps_4_0`"
    );
    assert_eq!(
        error("ps_2_0\nmov r0, c0\nfoo r0, r1"),
        "line 3: unknown instruction `foo`"
    );
    assert_eq!(error("ps_2_0\nmov r0, q0"), "line 2: unknown register `q0`");
    assert_eq!(
        error("ps_2_0\nadd r0, r1"),
        "line 2: `add` takes 2 source operands, found 1"
    );
    assert_eq!(
        error("ps_2_0\nmov_foo r0, r1"),
        "line 2: unknown modifier `_foo` in `mov_foo`"
    );
    assert_eq!(
        error("ps_3_0\nsetp p0, r0, r1"),
        "line 2: `setp` needs a comparison (`_gt`, `_lt`, ...)"
    );
    assert_eq!(
        error("ps_2_0\nmov -r0, r1"),
        "line 2: source modifiers on destination `-r0`"
    );
    assert_eq!(
        error("ps_2_0\nmov r0, r1.xq"),
        "line 2: bad swizzle or mask `.xq`"
    );
    assert_eq!(
        error("ps_2_0\nmov r0, -r1_bias_bx2"),
        "line 2: more than one source modifier"
    );
    assert_eq!(
        error("ps_2_0\nmov r0, !r1_x2"),
        "line 2: bad source modifiers in `!r1_x2`"
    );
    assert_eq!(
        error("vs_1_1\nmov r0, c[a0.y + 2]"),
        "line 2: shader model 1 relative addressing is a0.x only"
    );
    assert_eq!(
        error("vs_2_0\nmov r0, c[r0.x]"),
        "line 2: `r0` is not a0 or aL"
    );
    assert_eq!(
        error("ps_2_0\ndef c0, 1, 2, x, 4"),
        "line 2: bad float literal `x`"
    );
    assert_eq!(
        error("ps_2_0\ndcl_2d t0"),
        "line 2: dcl_2d/cube/volume go with s# registers only"
    );
    assert_eq!(
        error("vs_2_0\nnop r0"),
        "line 2: `nop` takes 0 source operands, found 1"
    );
}
