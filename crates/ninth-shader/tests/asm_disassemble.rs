//! disassemble() of token arrays, compared with the exact text.

use ninth_shader::asm::disassemble;
use ninth_shader::bytecode::decode;

fn text(tokens: &[u32]) -> String {
    disassemble(&decode(tokens).expect("decodes"))
}

/// The sm_vs30 oracle scene's vertex shader: SM3 outputs, loop/aL, break_gt, if_lt,
/// predication, mova and both kinds of relative addressing.
#[test]
fn vs_3_0_flow_and_relative_addressing() {
    let tokens = [
        0xfffe0300, 0x0200001f, 0x80000000, 0x900f0000, 0x0200001f, 0x80000005, 0x900f0001,
        0x0200001f, 0x80000000, 0xe00f0000, 0x0200001f, 0x8000000a, 0xe00f0001, 0x05000051,
        0xa00f0014, 0x00000000, 0x3f000000, 0x3f800000, 0x40400000, 0x05000030, 0xf00f0000,
        0x00000004, 0x00000000, 0x00000001, 0x00000000, 0x03000014, 0xe00f0000, 0x90e40000,
        0xa0e40000, 0x02000001, 0x800f0000, 0xa0000014, 0x0200001b, 0xf0e40800, 0xf0e40000,
        0x04000002, 0x800f0000, 0x80e40000, 0xa0e4200a, 0xf0e40800, 0x0201002d, 0x80000000,
        0xa0550014, 0x0000001d, 0x02040029, 0x90000001, 0xa0550014, 0x02000001, 0x80020000,
        0x90550001, 0x0000002a, 0x02000001, 0x80040000, 0x90550001, 0x0000002b, 0x0303005e,
        0xb00f1000, 0x90550001, 0xa0550014, 0x14000005, 0x80010000, 0xb0e41000, 0x80000000,
        0xa0550014, 0x03000005, 0x80010001, 0x90000001, 0xa0ff0014, 0x0200002e, 0xb0010000,
        0x80000001, 0x04000002, 0x80070000, 0x80e40000, 0xa0e4200a, 0xb0000000, 0x02000001,
        0x80080000, 0xa0aa0014, 0x02000001, 0xe00f0001, 0x80e40000, 0x0000ffff,
    ];
    assert_eq!(
        text(&tokens),
        "vs_3_0
dcl_position v0
dcl_texcoord v1
dcl_position o0
dcl_color o1
def c20, 0, 0.5, 1, 3
defi i0, 4, 0, 1, 0
m4x4 o0, v0, c0
mov r0, c20.x
loop aL, i0
add r0, r0, c[aL + 10]
break_gt r0.x, c20.y
endloop
if_lt v1.x, c20.y
mov r0.y, v1.y
else
mov r0.z, v1.y
endif
setp_ge p0, v1.y, c20.y
(p0) mul r0.x, r0.x, c20.y
mul r1.x, v1.x, c20.w
mova a0.x, r1.x
add r0.xyz, r0, c[a0.x + 10]
mov r0.w, c20.z
mov o1, r0
"
    );
}

/// The sm_vs20_flow oracle scene's vertex shader: float literals, rep/if b0, sincos with its
/// constants, call/label/ret, SM2 vertex outputs.
#[test]
fn vs_2_0_literals_calls_and_outputs() {
    let tokens = [
        0xfffe0200, 0x0200001f, 0x80000000, 0x900f0000, 0x0200001f, 0x80000005, 0x900f0001,
        0x05000051, 0xa00f0014, 0x00000000, 0x3e800000, 0x3f800000, 0x3f000000, 0x05000051,
        0xa00f0015, 0x40400000, 0x40c90fdb, 0xc0490fdb, 0x00000000, 0x05000051, 0xa00f0016,
        0xb5d00d01, 0xb7b60b61, 0x3b2aaaab, 0x39888889, 0x05000051, 0xa00f0017, 0xbcaaaaab,
        0xbe000000, 0x3f800000, 0x3f000000, 0x05000030, 0xf00f0000, 0x00000003, 0x00000000,
        0x00000001, 0x00000000, 0x03000014, 0xc00f0000, 0x90e40000, 0xa0e40000, 0x02000001,
        0x800f0000, 0xa0000014, 0x0200001b, 0xf0e40800, 0xf0e40000, 0x04000002, 0x800f0000,
        0x80e40000, 0xa0e4200a, 0xf0e40800, 0x0000001d, 0x01000026, 0xf0e40001, 0x03000005,
        0x80070000, 0x80e40000, 0xa0ff0014, 0x03000002, 0x80040000, 0x80aa0000, 0xa0550014,
        0x00000027, 0x01000028, 0xe0e40800, 0x03000002, 0x80070000, 0x80e40000, 0x90040001,
        0x0000002a, 0x03000005, 0x80070000, 0x80e40000, 0x90550001, 0x0000002b, 0x03000005,
        0x80010001, 0x90000001, 0xa0000015, 0x0200002e, 0xb0010000, 0x80000001, 0x04000002,
        0x800f0000, 0x80e40000, 0xa0e4200e, 0xb0000000, 0x04000004, 0x80010003, 0x90550001,
        0xa0550015, 0xa0aa0015, 0x04000025, 0x80030004, 0x80000003, 0xa0e40016, 0xa0e40017,
        0x04000004, 0x80040000, 0x80000004, 0xa0550014, 0x80aa0000, 0x01000019, 0xa0e41000,
        0x02000001, 0xd00f0000, 0x80e40000, 0x0000001c, 0x0100001e, 0xa0e41000, 0x03000005,
        0x80080000, 0x80ff0000, 0xa0ff0014, 0x0000001c, 0x0000ffff,
    ];
    assert_eq!(
        text(&tokens),
        "vs_2_0
dcl_position v0
dcl_texcoord v1
def c20, 0, 0.25, 1, 0.5
def c21, 3, 6.2831855, -3.1415927, 0
def c22, -1.5500992e-6, -0.00002170139, 0.0026041667, 0.00026041668
def c23, -0.020833334, -0.125, 1, 0.5
defi i0, 3, 0, 1, 0
m4x4 oPos, v0, c0
mov r0, c20.x
loop aL, i0
add r0, r0, c[aL + 10]
endloop
rep i1
mul r0.xyz, r0, c20.w
add r0.z, r0.z, c20.y
endrep
if b0
add r0.xyz, r0, v1.xyxx
else
mul r0.xyz, r0, v1.y
endif
mul r1.x, v1.x, c21.x
mova a0.x, r1.x
add r0, r0, c[a0.x + 14]
mad r3.x, v1.y, c21.y, c21.z
sincos r4.xy, r3.x, c22, c23
mad r0.z, r4.x, c20.y, r0.z
call l0
mov oD0, r0
ret
label l0
mul r0.w, r0.w, c20.w
ret
"
    );
}

/// The sm_ps11 oracle scene's first pixel shader: co-issue, shifts, bias/bx2/complement.
#[test]
fn ps_1_1_coissue_and_modifiers() {
    let tokens = [
        0xffff0101, 0x00000051, 0xa00f0000, 0x3f000000, 0x3f000000, 0x3f000000, 0x3f000000,
        0x00000042, 0xb00f0000, 0x00000042, 0xb00f0001, 0x00000005, 0x80070000, 0xb0e40000,
        0x90e40000, 0x40000002, 0x80180000, 0xb0ff0000, 0x90ff0000, 0x00000012, 0x800f0001,
        0xa0e40000, 0xb0e40001, 0x80e40000, 0x00000004, 0x81070001, 0x80e40001, 0xa0e40001,
        0x92e40001, 0x40000001, 0x80080001, 0xb6ff0001, 0x00000050, 0x800f0000, 0x80ff0000,
        0x80e40001, 0xb4e40001, 0x0000ffff,
    ];
    assert_eq!(
        text(&tokens),
        "ps_1_1
def c0, 0.5, 0.5, 0.5, 0.5
tex t0
tex t1
mul r0.xyz, t0, v0
+add_sat r0.w, t0.w, v0.w
lrp r1, c0, t1, r0
mad_x2 r1.xyz, r1, c1, v1_bias
+mov r1.w, 1 - t1.w
cnd r0, r0.w, r1, t1_bx2
"
    );
}

/// ps_3_0 declarations (centroid, samplers, vPos), result and source modifiers, a negated
/// predicate, input relative addressing, texldd, dsx, if_ne, oDepth.
#[test]
fn ps_3_0_modifiers_and_declarations() {
    let tokens = [
        0xffff0300, 0x0200001f, 0x80000000, 0x90031000, 0x0200001f, 0x80020005, 0x90430000,
        0x0200001f, 0x90000000, 0xa00f0800, 0x0200001f, 0x98000000, 0xa00f0801, 0x0200001f,
        0xa0000000, 0xa00f0802, 0x02000001, 0x803f0000, 0x8cff0001, 0x03000002, 0x80070000,
        0x8be40001, 0xa1e40003, 0x14000001, 0x800f0002, 0xbd551000, 0x90e42001, 0xf0e40800,
        0x0500005d, 0x800f0000, 0x90e40000, 0xa0e40800, 0x80440001, 0x80e40002, 0x0200005b,
        0x800f0003, 0x8be40000, 0x02050029, 0x80000000, 0xa1000000, 0x02000001, 0x900f0800,
        0x80aa0000, 0x0000002b, 0x0000ffff,
    ];
    assert_eq!(
        text(&tokens),
        "ps_3_0
dcl vPos.xy
dcl_texcoord2_centroid v0.xy
dcl_2d s0
dcl_cube s1
dcl_volume s2
mov_sat_pp r0, -r1_abs.w
add r0.xyz, r1_abs, -c3
(!p0.y) mov r2, v[aL + 1]
texldd r0, v0, s0, r1.xyxy, r2
dsx r3, r0_abs
if_ne r0.x, -c0.x
mov oDepth, r0.z
endif
"
    );
}

/// ps_1_4: texld/texcrd with _dz/_dw, every shift, x2/bias/bx2 with negation, complement,
/// phase, texdepth.
#[test]
fn ps_1_4_shifts_and_source_modifiers() {
    let tokens = [
        0xffff0104, 0x00000042, 0x800f0000, 0xb9e40000, 0x00000040, 0x80070001, 0xbae40001,
        0x00000005, 0x820f0002, 0x87e40000, 0x88e40001, 0x00000002, 0x8e0f0003, 0x83e40000,
        0x85e40001, 0x00000003, 0x8d180004, 0x86e40000, 0x82e40001, 0x0000fffd, 0x00000057,
        0x800f0005, 0x00000058, 0x830f0000, 0x80e40002, 0x80e40003, 0x80e40004, 0x0000ffff,
    ];
    assert_eq!(
        text(&tokens),
        "ps_1_4
texld r0, t0_dz
texcrd r1.xyz, t1_dw
mul_x4 r2, r0_x2, -r1_x2
add_d4 r3, -r0_bias, -r1_bx2
sub_d8_sat r4.w, 1 - r0, r1_bias
phase
texdepth r5
cmp_x8 r0, r2, r3, r4
"
    );
}

/// Comments: a CTAB-less comment block is shown as its size; infinities as `1.#INF`, NaN as hex.
#[test]
fn comments_and_non_finite_constants() {
    let tokens = [
        0xffff0200, 0x0002fffe, 0x11111111, 0x22222222, 0x05000051, 0xa00f0000, 0x7f800000,
        0xff800000, 0x7fc00000, 0x80000000, 0x02000001, 0x800f0800, 0xa0e40000, 0x0000ffff,
    ];
    assert_eq!(
        text(&tokens),
        "ps_2_0
// comment, 2 DWORDs
def c0, 1.#INF, -1.#INF, 0x7fc00000, -0
mov oC0, c0
"
    );
}

/// A CTAB comment is spelled out as the constant table, and the assembler skips it.
#[test]
fn constant_table_comment() {
    let mut bytes = Vec::new();
    for v in [28u32, 54, 0xFFFF_0200, 1, 28, 0, 60, 48] {
        bytes.extend_from_slice(&v.to_le_bytes());
    }
    for v in [2u16, 3, 4, 0] {
        bytes.extend_from_slice(&v.to_le_bytes());
    }
    bytes.extend_from_slice(&[0; 8]);
    bytes.extend_from_slice(b"Light\0ninth\0ps_2_0\0\0");
    let mut tokens = vec![0xffff0200, 0xfffe | ((1 + bytes.len() / 4) as u32) << 16];
    tokens.push(u32::from_le_bytes(*b"CTAB"));
    tokens.extend(
        bytes
            .chunks(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])),
    );
    tokens.extend_from_slice(&[0x02000001, 0x800f0800, 0xa0e40003, 0x0000ffff]);
    let text = text(&tokens);
    assert_eq!(
        text,
        "ps_2_0\n// CTAB: creator \"ninth\", target ps_2_0\n//   Light c3 (4 registers)\nmov oC0, c3\n"
    );
    assert_eq!(
        ninth_shader::asm::assemble(&text),
        Ok(vec![
            0xffff0200, 0x02000001, 0x800f0800, 0xa0e40003, 0x0000ffff
        ])
    );
}
