//! Vertex data: every element type packed to exact bytes, half floats, 10:10:10 packing, FVF
//! layouts (blend weights, LASTBETA, TEXCOORDSIZE), and the whole-vertex count rule.

use ninth_scene::vertex::{
    FieldKind, VertexLayout, f16_to_f32, f32_to_f16, fvf_packing, pack_dec3n, pack_udec3,
};
use ninth_scene::{Command, parse};

/// The bytes of `vb b { values }` after a one-element declaration of `ty`.
fn decl_bytes(ty: &str, values: &str) -> Vec<u8> {
    let text = format!(
        "scene 1\ndecl d {{ 0 0 {ty} D3DDECLMETHOD_DEFAULT D3DDECLUSAGE_TEXCOORD 0 }}\nsetdecl d\nvb b {{ {values} }}\n"
    );
    vb_bytes(&text)
}

/// The bytes of `vb b { values }` after `fvf FLAGS`.
fn fvf_bytes(fvf: &str, values: &str) -> Vec<u8> {
    vb_bytes(&format!("scene 1\nfvf {fvf}\nvb b {{ {values} }}\n"))
}

fn vb_bytes(text: &str) -> Vec<u8> {
    let scene = parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    match scene.commands().last() {
        Some(Command::CreateVertexBuffer { data, .. }) => {
            assert_eq!(data.bytes.len() % data.stride as usize, 0);
            data.bytes.clone()
        }
        other => panic!("expected vb, got {other:?}"),
    }
}

fn le32(values: &[u32]) -> Vec<u8> {
    values.iter().flat_map(|v| v.to_le_bytes()).collect()
}

#[test]
fn float_types() {
    assert_eq!(
        decl_bytes("D3DDECLTYPE_FLOAT1", "1.0"),
        le32(&[0x3f80_0000])
    );
    assert_eq!(
        decl_bytes("D3DDECLTYPE_FLOAT2", "0.5 -2"),
        le32(&[0x3f00_0000, 0xc000_0000])
    );
    assert_eq!(
        decl_bytes("D3DDECLTYPE_FLOAT3", "0 1 2"),
        le32(&[0, 0x3f80_0000, 0x4000_0000])
    );
    assert_eq!(
        decl_bytes("D3DDECLTYPE_FLOAT4", "1 2 3 4"),
        le32(&[0x3f80_0000, 0x4000_0000, 0x4040_0000, 0x4080_0000])
    );
}

#[test]
fn d3dcolor_is_one_integer() {
    assert_eq!(
        decl_bytes("D3DDECLTYPE_D3DCOLOR", "0xff20a0e0"),
        [0xe0, 0xa0, 0x20, 0xff]
    );
}

#[test]
fn ubyte4_and_ubyte4n() {
    assert_eq!(
        decl_bytes("D3DDECLTYPE_UBYTE4", "64 128 192 255"),
        [64, 128, 192, 255]
    );
    assert_eq!(
        decl_bytes("D3DDECLTYPE_UBYTE4N", "255 128 0 255"),
        [255, 128, 0, 255]
    );
}

#[test]
fn shorts() {
    assert_eq!(
        decl_bytes("D3DDECLTYPE_SHORT2", "-100 200"),
        [0x9c, 0xff, 0xc8, 0x00]
    );
    assert_eq!(
        decl_bytes("D3DDECLTYPE_SHORT2N", "32767 -16384"),
        [0xff, 0x7f, 0x00, 0xc0]
    );
    assert_eq!(
        decl_bytes("D3DDECLTYPE_SHORT4", "-256 0 256 512"),
        [0x00, 0xff, 0, 0, 0x00, 0x01, 0x00, 0x02]
    );
    assert_eq!(
        decl_bytes("D3DDECLTYPE_SHORT4N", "-32767 0 16384 32767"),
        [0x01, 0x80, 0, 0, 0x00, 0x40, 0xff, 0x7f]
    );
    assert_eq!(
        decl_bytes("D3DDECLTYPE_USHORT2N", "65535 16384"),
        [0xff, 0xff, 0x00, 0x40]
    );
    assert_eq!(
        decl_bytes("D3DDECLTYPE_USHORT4N", "0 32768 65535 49152"),
        [0, 0, 0x00, 0x80, 0xff, 0xff, 0x00, 0xc0]
    );
}

#[test]
fn udec3_and_dec3n_bit_patterns() {
    assert_eq!(pack_udec3(1023, 512, 0), 0x0008_03ff);
    assert_eq!(pack_dec3n(511, -256, 0), 0x000c_01ff);
    assert_eq!(pack_dec3n(-512, -1, 1), 0x001f_fe00);
    assert_eq!(
        decl_bytes("D3DDECLTYPE_UDEC3", "1023 512 0"),
        le32(&[0x0008_03ff])
    );
    assert_eq!(
        decl_bytes("D3DDECLTYPE_DEC3N", "511 -256 0"),
        le32(&[0x000c_01ff])
    );
}

#[test]
fn half_floats() {
    assert_eq!(f32_to_f16(1.0), 0x3c00);
    assert_eq!(f32_to_f16(0.5), 0x3800);
    assert_eq!(f32_to_f16(-2.0), 0xc000);
    assert_eq!(f32_to_f16(65504.0), 0x7bff);
    assert_eq!(f32_to_f16(1e-8), 0);
    assert_eq!(f32_to_f16(-1e-8), 0x8000);
    assert_eq!(f32_to_f16(0.0), 0);
    assert_eq!(f32_to_f16(-0.0), 0x8000);
    assert_eq!(f32_to_f16(0.1), 0x2e66);
    assert_eq!(f32_to_f16(1.0 / 3.0), 0x3555);
    // Rounding to nearest, ties to even: 1 + 2^-11 lies halfway between 1.0 (0x3c00, even)
    // and the next half (0x3c01); 1 + 3*2^-11 lies halfway between 0x3c01 and 0x3c02 (even).
    assert_eq!(f32_to_f16(1.0 + 2f32.powi(-11)), 0x3c00);
    assert_eq!(f32_to_f16(1.0 + 3.0 * 2f32.powi(-11)), 0x3c02);
    assert_eq!(f32_to_f16(1.0 + 2f32.powi(-11) + 2f32.powi(-20)), 0x3c01);
    // 65519 rounds down to 65504, 65520 (halfway to 2^16) rounds up to infinity.
    assert_eq!(f32_to_f16(65519.0), 0x7bff);
    assert_eq!(f32_to_f16(65520.0), 0x7c00);
    assert_eq!(f32_to_f16(-1e6), 0xfc00);
    assert_eq!(f32_to_f16(f32::INFINITY), 0x7c00);
    assert_eq!(f32_to_f16(f32::NAN) & 0x7c00, 0x7c00);
    assert_ne!(f32_to_f16(f32::NAN) & 0x3ff, 0);
    // Subnormal halves: 2^-24 is the smallest, 2^-25 ties to 0 (even), 1.5 * 2^-25 rounds up.
    assert_eq!(f32_to_f16(2f32.powi(-24)), 0x0001);
    assert_eq!(f32_to_f16(2f32.powi(-25)), 0);
    assert_eq!(f32_to_f16(1.5 * 2f32.powi(-25)), 0x0001);
    assert_eq!(
        f32_to_f16(3.0 * 2f32.powi(-25)),
        0x0002,
        "1.5 ulp ties to even 2"
    );
    assert_eq!(f32_to_f16(2f32.powi(-14)), 0x0400, "smallest normal");
    assert_eq!(
        f32_to_f16(2f32.powi(-14) - 2f32.powi(-25)),
        0x0400,
        "rounds up to normal"
    );
    assert_eq!(f16_to_f32(0x0001), 2f32.powi(-24));
    assert_eq!(f16_to_f32(0x3555), 0.333_251_95);
    assert_eq!(f16_to_f32(0xfc00), f32::NEG_INFINITY);
    for h in 0..=0xffffu16 {
        if h & 0x7c00 != 0x7c00 {
            assert_eq!(f32_to_f16(f16_to_f32(h)), h, "{h:#06x}");
        }
    }
}

#[test]
fn float16_types() {
    assert_eq!(
        decl_bytes("D3DDECLTYPE_FLOAT16_2", "0.25 0.75"),
        [0x00, 0x34, 0x00, 0x3a]
    );
    assert_eq!(
        decl_bytes("D3DDECLTYPE_FLOAT16_4", "1.0 0.5 -2.0 65504"),
        [0x00, 0x3c, 0x00, 0x38, 0x00, 0xc0, 0xff, 0x7b]
    );
}

#[test]
fn declaration_offsets_and_gaps() {
    let text = "scene 1\ndecl d { 0 4 D3DDECLTYPE_D3DCOLOR 0 0 0 ; 1 0 D3DDECLTYPE_FLOAT4 0 5 0 ; 0 0 D3DDECLTYPE_FLOAT1 0 0 0 ; 0 12 D3DDECLTYPE_UBYTE4 0 0 0 }\nsetdecl d\nvb b { 0xff0000ff 1.0 1 2 3 4 }\n";
    // Stream 1 is not packed; values go in declaration order to their offsets; bytes 8..12
    // are a gap (0); stride = end of the furthest element = 16.
    let mut want = vec![0u8; 16];
    want[0..4].copy_from_slice(&1.0f32.to_le_bytes());
    want[4..8].copy_from_slice(&[0xff, 0, 0, 0xff]);
    want[12..16].copy_from_slice(&[1, 2, 3, 4]);
    assert_eq!(vb_bytes(text), want);
}

#[test]
fn fvf_positions_normals_colours_and_point_size() {
    let bytes = fvf_bytes(
        "D3DFVF_XYZ|D3DFVF_NORMAL|D3DFVF_PSIZE|D3DFVF_DIFFUSE|D3DFVF_SPECULAR",
        "1 2 3 0 0 -1 4 0x11223344 0x55667788",
    );
    let mut want = le32(&[
        0x3f80_0000,
        0x4000_0000,
        0x4040_0000,
        0,
        0,
        0xbf80_0000,
        0x4080_0000,
    ]);
    want.extend(le32(&[0x1122_3344, 0x5566_7788]));
    assert_eq!(bytes, want);
    assert_eq!(fvf_bytes("D3DFVF_XYZRHW", "1 2 3 4").len(), 16);
    assert_eq!(fvf_bytes("D3DFVF_XYZW", "1 2 3 4").len(), 16);
}

#[test]
fn fvf_blend_weights_and_last_beta() {
    assert_eq!(fvf_bytes("D3DFVF_XYZB3", "0 0 0 0.5 0.25 1").len(), 24);
    let bytes = fvf_bytes(
        "D3DFVF_XYZB2|D3DFVF_LASTBETA_UBYTE4",
        "0 0 0 0.5 0x04030201",
    );
    assert_eq!(bytes.len(), 20);
    assert_eq!(&bytes[12..16], &0.5f32.to_le_bytes());
    assert_eq!(&bytes[16..20], &[1, 2, 3, 4]);
    let bytes = fvf_bytes("D3DFVF_XYZB1|D3DFVF_LASTBETA_D3DCOLOR", "0 0 0 0xff00ff00");
    assert_eq!(&bytes[12..16], &[0x00, 0xff, 0x00, 0xff]);
    let p = fvf_packing(0x00e | 0x1000).expect("XYZB5|LASTBETA_UBYTE4");
    let kinds: Vec<FieldKind> = p.fields.iter().map(|f| f.kind).collect();
    assert_eq!(
        kinds,
        [FieldKind::Float(3), FieldKind::Float(4), FieldKind::Dword]
    );
    assert_eq!(p.stride, 32);
}

#[test]
fn fvf_texcoordsize_per_set() {
    let p = fvf_packing(0x400 | (1 << 18) | (2 << 20) | (3 << 22)).expect("TEX4 with sizes");
    let kinds: Vec<FieldKind> = p.fields.iter().map(|f| f.kind).collect();
    assert_eq!(
        kinds,
        [
            FieldKind::Float(2),
            FieldKind::Float(3),
            FieldKind::Float(4),
            FieldKind::Float(1)
        ]
    );
    let bytes = fvf_bytes(
        "D3DFVF_XYZRHW|D3DFVF_TEX2|D3DFVF_TEXCOORDSIZE1(0)|D3DFVF_TEXCOORDSIZE3(1)",
        "0 0 0 1 5 6 7 8",
    );
    assert_eq!(bytes.len(), 32);
    assert_eq!(&bytes[16..20], &5.0f32.to_le_bytes());
    assert_eq!(&bytes[28..32], &8.0f32.to_le_bytes());
}

#[test]
fn invalid_fvfs_have_no_packing() {
    assert!(
        fvf_packing(0x1000 | 0x002).is_err(),
        "LASTBETA without blend weights"
    );
    assert!(
        fvf_packing(0x006 | 0x1000 | 0x8000).is_err(),
        "both LASTBETAs"
    );
    assert!(fvf_packing(0x4004).is_err(), "bad position");
    assert!(fvf_packing(0x900).is_err(), "TEX9");
    assert!(VertexLayout::Declaration(vec![]).packing().is_ok());
}

#[test]
fn several_vertices_are_packed_in_order() {
    let bytes = fvf_bytes(
        "D3DFVF_XYZRHW|D3DFVF_DIFFUSE",
        "8 8 0.5 1 0xffff0000 56 8 0.5 1 0xff00ff00",
    );
    assert_eq!(bytes.len(), 40);
    assert_eq!(&bytes[20..24], &56.0f32.to_le_bytes());
    assert_eq!(&bytes[36..40], &[0, 0xff, 0, 0xff]);
}
