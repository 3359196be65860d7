//! Every kind of malformed bytecode gives a specific DecodeError naming the DWORD offset.

use ninth_shader::bytecode::{DecodeError, decode};

const PS20: u32 = 0xFFFF_0200;
const END: u32 = 0x0000_FFFF;

fn error(tokens: &[u32]) -> String {
    match decode(tokens) {
        Ok(shader) => panic!("decoded: {shader:?}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn empty_input() {
    assert_eq!(
        decode(&[]),
        Err(DecodeError {
            offset: 0,
            message: "empty input: no version token".into()
        })
    );
}

#[test]
fn bad_version_tokens() {
    assert_eq!(
        error(&[0xFFFE_0400, END]),
        "token 0: 0xfffe0400 is not a vs/ps 1.x-3.0 version token"
    );
    assert_eq!(
        error(&[0xFFFE_0102, END]),
        "token 0: 0xfffe0102 is not a vs/ps 1.x-3.0 version token"
    );
    assert_eq!(
        error(&[0x0000_0001, END]),
        "token 0: 0x00000001 is not a vs/ps 1.x-3.0 version token"
    );
}

#[test]
fn missing_end_token() {
    assert_eq!(error(&[PS20]), "token 1: missing end token");
    assert_eq!(
        error(&[PS20, 0x0200_0001, 0x800f_0800, 0x80e4_0000]),
        "token 4: missing end token"
    );
}

#[test]
fn truncated_instructions() {
    // SM2: the length field (2) runs past the end.
    assert_eq!(
        error(&[PS20, 0x0200_0001, 0x800f_0800]),
        "token 1: instruction length 2 runs past the end of the bytecode (3 DWORDs)"
    );
    // SM1: the table length of mad (4) runs past the end.
    assert_eq!(
        error(&[0xFFFF_0101, 0x0000_0004, 0x800f_0000, 0x80e4_0000]),
        "token 1: instruction length 4 runs past the end of the bytecode (4 DWORDs)"
    );
    // A length of 15 in a short shader.
    assert_eq!(
        error(&[PS20, 0x0f00_0001, 0x800f_0800, 0x80e4_0000, END]),
        "token 1: instruction length 15 runs past the end of the bytecode (5 DWORDs)"
    );
    assert_eq!(
        error(&[PS20, 0x0005_fffe, 1, 2, END]),
        "token 1: comment of 5 DWORDs runs past the end of the bytecode"
    );
}

#[test]
fn length_mismatches() {
    // A relative source whose address token does not fit in the length.
    assert_eq!(
        error(&[
            0xFFFE_0200,
            0x0200_0001,
            0x800f_0000,
            0xa0e4_2000,
            0xb000_0000,
            END
        ]),
        "token 1: length mismatch: instruction length 2 leaves no room for its address register token"
    );
    // def with room for three values only.
    assert_eq!(
        error(&[PS20, 0x0400_0051, 0xa00f_0000, 0, 0, 0, END]),
        "token 1: length mismatch: instruction length 4 leaves no room for its constant value"
    );
    // mov with two sources, nop with one.
    assert_eq!(
        error(&[
            PS20,
            0x0300_0001,
            0x800f_0800,
            0x80e4_0000,
            0x80e4_0001,
            END
        ]),
        "token 1: Mov takes 1 source parameters, found 2"
    );
    assert_eq!(
        error(&[PS20, 0x0100_0000, 0x80e4_0000, END]),
        "token 1: Nop takes 0 source parameters, found 1"
    );
    // dcl with a length of 3.
    assert_eq!(
        error(&[
            PS20,
            0x0300_001f,
            0x8000_0000,
            0xb00f_0000,
            0xb00f_0001,
            END
        ]),
        "token 1: length mismatch: instruction length 3, but its parameters take 2"
    );
}

#[test]
fn unknown_opcodes() {
    assert_eq!(
        error(&[PS20, 0x0000_0031, END]),
        "token 1: unknown opcode 49"
    );
    assert_eq!(
        error(&[PS20, 0x0000_004b, END]),
        "token 1: unknown opcode 75"
    );
    assert_eq!(
        error(&[PS20, 0x0000_1234, END]),
        "token 1: unknown opcode 4660"
    );
    assert_eq!(
        error(&[PS20, 0x0100_ffff, END]),
        "token 1: end token 0x0100ffff with extra bits set"
    );
}

#[test]
fn invalid_registers() {
    // Register type 20 (bits 28-30 = 4, bits 11-12 = 2).
    assert_eq!(
        error(&[PS20, 0x0200_0001, 0x800f_0000, 0xc0e4_1000, END]),
        "token 3: invalid register type 20"
    );
    assert_eq!(
        error(&[PS20, 0x0200_0001, 0xf00f_1800, 0x80e4_0000, END]),
        "token 2: invalid register type 31"
    );
    // oPts is RASTOUT 2; 3 does not exist.
    assert_eq!(
        error(&[0xFFFE_0200, 0x0200_0001, 0xc00f_0003, 0x80e4_0000, END]),
        "token 2: invalid register RastOut 3"
    );
    // Address token that is neither a0 nor aL.
    assert_eq!(
        error(&[
            0xFFFE_0200,
            0x0300_0001,
            0x800f_0000,
            0xa0e4_2000,
            0x8000_0000,
            END
        ]),
        "token 4: 0x80000000 is not an a0 or aL address token"
    );
}

#[test]
fn bad_parameter_and_instruction_bits() {
    assert_eq!(
        error(&[PS20, 0x800f_0800, END]),
        "token 1: 0x800f0800 has bit 31 set: a parameter token where an instruction was expected"
    );
    assert_eq!(
        error(&[PS20, 0x0200_0001, 0x000f_0800, 0x80e4_0000, END]),
        "token 2: destination parameter 0x000f0800 lacks bit 31 (an instruction token inside an instruction?)"
    );
    assert_eq!(
        error(&[PS20, 0x0200_0001, 0x800f_4800, 0x80e4_0000, END]),
        "token 2: reserved bits 14-15 set in destination parameter 0x800f4800"
    );
    // A predicate that is not p0: vPos, and -p0.
    assert_eq!(
        error(&[
            PS20,
            0x1300_0001,
            0x800f_0800,
            0x90e4_1000,
            0x80e4_0000,
            END
        ]),
        "token 3: the predicate of a predicated instruction must be p0 or !p0"
    );
    assert_eq!(
        error(&[
            PS20,
            0x1300_0001,
            0x800f_0800,
            0xb1e4_1000,
            0x80e4_0000,
            END
        ]),
        "token 3: the predicate of a predicated instruction must be p0 or !p0"
    );
    assert_eq!(
        error(&[PS20, 0x0200_0001, 0x800f_0800, 0x8ee4_0000, END]),
        "token 3: invalid source modifier 14"
    );
    assert_eq!(
        error(&[PS20, 0x0200_0001, 0x808f_0800, 0x80e4_0000, END]),
        "token 2: unknown destination modifier bits 0x8"
    );
    assert_eq!(
        error(&[PS20, 0x2200_0001, 0x800f_0800, 0x80e4_0000, END]),
        "token 1: reserved bit 29 set in 0x22000001"
    );
    assert_eq!(
        error(&[0xFFFF_0101, 0x0200_0001, 0x800f_0000, 0x80e4_0000, END]),
        "token 1: shader model 1 instruction 0x02000001 has length or predicate bits set"
    );
    assert_eq!(
        error(&[0xFFFF_0101, 0x0000_0025, 0x800f_0000, 0x80e4_0000, END]),
        "token 1: SinCos is not a shader model 1 instruction"
    );
}

#[test]
fn bad_declarations_and_constants() {
    assert_eq!(
        error(&[PS20, 0x0200_001f, 0x8800_0000, 0xa00f_0800, END]),
        "token 2: unsupported sampler texture type 1"
    );
    assert_eq!(
        error(&[PS20, 0x0200_001f, 0x8000_000e, 0x900f_0000, END]),
        "token 2: unknown usage 14"
    );
    assert_eq!(
        error(&[PS20, 0x0200_001f, 0x8000_0100, 0x900f_0000, END]),
        "token 2: reserved bits set in dcl token 0x80000100"
    );
    assert_eq!(
        error(&[PS20, 0x0200_001f, 0x0000_0005, 0x900f_0000, END]),
        "token 2: dcl token 0x00000005 lacks bit 31"
    );
    assert_eq!(
        error(&[PS20, 0x1200_002f, 0xe00f_0800, 1, END]),
        "token 1: DefB cannot be predicated"
    );
    // Control bits other than texld's and the comparisons.
    assert_eq!(
        error(&[PS20, 0x0201_0001, 0x800f_0800, 0x80e4_0000, END]),
        "token 1: Mov with invalid control bits 1"
    );
    assert_eq!(
        error(&[
            PS20,
            0x0303_0042,
            0x800f_0000,
            0xb0e4_0000,
            0xa0e4_0800,
            END
        ]),
        "token 1: Tex with invalid control bits 3"
    );
    assert_eq!(
        error(&[PS20, 0x0200_0001, 0x840f_0800, 0x80e4_0000, END]),
        "token 2: invalid result shift bits 0x4"
    );
    assert_eq!(
        error(&[PS20, 0x0200_002f, 0xe00f_0800, 2, END]),
        "token 3: defb value 2 is neither 0 nor 1"
    );
    // ifc with comparison 0 and 7.
    assert_eq!(
        error(&[PS20, 0x0200_0029, 0x8000_0000, 0x8000_0001, END]),
        "token 1: Ifc with invalid control bits 0"
    );
    assert_eq!(
        error(&[PS20, 0x0207_0029, 0x8000_0000, 0x8000_0001, END]),
        "token 1: Ifc with invalid control bits 7"
    );
}

#[test]
fn every_prefix_of_a_valid_shader_is_an_error_not_a_panic() {
    let tokens = [
        0xFFFE_0200,
        0x0200_001f,
        0x8000_0000,
        0x900f_0000,
        0x0500_0051,
        0xa00f_0014,
        0,
        0x3e80_0000,
        0x3f80_0000,
        0x3f00_0000,
        0x0400_0002,
        0x800f_0000,
        0x80e4_0000,
        0xa0e4_200e,
        0xb000_0000,
        0x0001_fffe,
        7,
        END,
    ];
    assert!(decode(&tokens).is_ok());
    for len in 0..tokens.len() {
        let e = decode(&tokens[..len]).expect_err("prefix must fail");
        assert!(e.offset <= len, "{e}");
    }
}
