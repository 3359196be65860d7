//! Every D3DDECLTYPE fetched as D3D9 defines it (missing components 0, 0, 0, 1), in place
//! and repacked from strides and offsets WebGPU does not allow.

mod common;
mod program_util;

use common::{assert_rect, renderer};
use ninth_render::{Primitive, Renderer};
use program_util::*;

/// `oD0 = v1 * c0 + c1`.
const VS_SCALED: &str = "vs_2_0
dcl_position v0
dcl_texcoord v1
mov oPos, v0
mov r0, c1
mad oD0, v1, c0, r0";

/// A case: type, element bytes, the float4 D3D9 reads, scale and offset bringing it to 0..1.
struct Case {
    ty: u8,
    bytes: Vec<u8>,
    value: [f32; 4],
    scale: [f32; 4],
    offset: [f32; 4],
}

fn le16(values: &[i32]) -> Vec<u8> {
    values
        .iter()
        .flat_map(|v| (*v as u16).to_le_bytes())
        .collect()
}

fn floats(values: &[f32]) -> Vec<u8> {
    values.iter().flat_map(|v| v.to_le_bytes()).collect()
}

fn cases() -> Vec<Case> {
    use decltype::*;
    let unit = [1.0; 4];
    let zero = [0.0; 4];
    let c = |ty, bytes, value, scale, offset| Case {
        ty,
        bytes,
        value,
        scale,
        offset,
    };
    let udec3: u32 = 100 | 200 << 10 | 300 << 20;
    let dec3n: u32 = 255 | ((-256i32 as u32) & 0x3ff) << 10 | 511 << 20;
    let s = 1.0 / 255.0;
    vec![
        c(FLOAT1, floats(&[0.25]), [0.25, 0.0, 0.0, 1.0], unit, zero),
        c(
            FLOAT2,
            floats(&[0.25, 0.5]),
            [0.25, 0.5, 0.0, 1.0],
            unit,
            zero,
        ),
        c(
            FLOAT3,
            floats(&[0.25, 0.5, 0.75]),
            [0.25, 0.5, 0.75, 1.0],
            unit,
            zero,
        ),
        c(
            FLOAT4,
            floats(&[0.25, 0.5, 0.75, 0.125]),
            [0.25, 0.5, 0.75, 0.125],
            unit,
            zero,
        ),
        // D3DCOLOR 0x80402010 is bytes 10 20 40 80 (B, G, R, A) and reads (R, G, B, A).
        c(
            D3DCOLOR,
            vec![0x10, 0x20, 0x40, 0x80],
            [64.0 * s, 32.0 * s, 16.0 * s, 128.0 * s],
            unit,
            zero,
        ),
        c(
            UBYTE4,
            vec![10, 20, 30, 40],
            [10.0, 20.0, 30.0, 40.0],
            [s; 4],
            zero,
        ),
        c(
            UBYTE4N,
            vec![10, 20, 30, 40],
            [10.0 * s, 20.0 * s, 30.0 * s, 40.0 * s],
            unit,
            zero,
        ),
        c(
            SHORT2,
            le16(&[100, -50]),
            [100.0, -50.0, 0.0, 1.0],
            [s, s, 1.0, 1.0],
            [0.0, 0.5, 0.0, 0.0],
        ),
        c(
            SHORT4,
            le16(&[100, -50, 7, 200]),
            [100.0, -50.0, 7.0, 200.0],
            [s; 4],
            [0.0, 0.5, 0.0, 0.0],
        ),
        c(
            SHORT2N,
            le16(&[16384, -16384]),
            [16384.0 / 32767.0, -16384.0 / 32767.0, 0.0, 1.0],
            [0.5; 4],
            [0.5; 4],
        ),
        c(
            SHORT4N,
            le16(&[32767, -32767, 8192, 0]),
            [1.0, -1.0, 8192.0 / 32767.0, 0.0],
            [0.5; 4],
            [0.5; 4],
        ),
        c(
            USHORT2N,
            le16(&[32768, 65535]),
            [32768.0 / 65535.0, 1.0, 0.0, 1.0],
            unit,
            zero,
        ),
        c(
            USHORT4N,
            le16(&[0, 16384, 49152, 65535]),
            [0.0, 16384.0 / 65535.0, 49152.0 / 65535.0, 1.0],
            unit,
            zero,
        ),
        c(
            UDEC3,
            udec3.to_le_bytes().to_vec(),
            [100.0, 200.0, 300.0, 1.0],
            [1.0 / 1023.0; 4],
            zero,
        ),
        c(
            DEC3N,
            dec3n.to_le_bytes().to_vec(),
            [255.0 / 511.0, -256.0 / 511.0, 1.0, 1.0],
            [0.5; 4],
            [0.5; 4],
        ),
        // 0.25, 0.5 and 0.75, 1.0 as binary16.
        c(
            FLOAT16_2,
            le16(&[0x3400, 0x3800]),
            [0.25, 0.5, 0.0, 1.0],
            unit,
            zero,
        ),
        c(
            FLOAT16_4,
            le16(&[0x3400, 0x3800, 0x3a00, 0x3c00]),
            [0.25, 0.5, 0.75, 1.0],
            unit,
            zero,
        ),
    ]
}

/// The D3DCOLOR the pixel must have: `saturate(value * scale + offset)` in 8 bits.
fn expected(case: &Case) -> u32 {
    let q = |i: usize| {
        let v = (case.value[i] * case.scale[i] + case.offset[i]).clamp(0.0, 1.0);
        (v * 255.0).round() as u32
    };
    q(3) << 24 | q(0) << 16 | q(1) << 8 | q(2)
}

/// Draws every case into its own 2 x 2 cell with the element at `offset` in a stream of
/// `stride` (positions in stream 0, the element in stream 1) and checks the pixels.
fn check_all(r: &mut Renderer, offset: usize, stride: usize) {
    let ctx = r.create_context(36, 4).unwrap();
    let vs = shader(r, VS_SCALED);
    let ps = shader(r, PS_COLOR);
    for (i, case) in cases().iter().enumerate() {
        let mut state = pos_state(vs, ps);
        state.declaration = decl(&[
            el(0, 0, decltype::FLOAT4, POSITION, 0),
            el(1, offset as u16, case.ty, TEXCOORD, 0),
        ]);
        state.streams[1].stride = stride as u32;
        state.vs_constants.float[0] = case.scale;
        state.vs_constants.float[1] = case.offset;
        let x = 2 * i as u32;
        let positions = quad_positions(36, 4, [x, 0, x + 2, 2]);
        let mut vertex = vec![0xAAu8; stride];
        vertex[offset..offset + case.bytes.len()].copy_from_slice(&case.bytes);
        let elements = vertex.repeat(6);
        r.draw_program(
            ctx,
            &state,
            Primitive::TriangleList,
            &[&positions, &elements],
            None,
        )
        .unwrap();
    }
    let bgra = r.read_framebuffer(ctx).unwrap();
    for (i, case) in cases().iter().enumerate() {
        let x = 2 * i as u32;
        let what = format!(
            "D3DDECLTYPE {} at offset {offset}, stride {stride}",
            case.ty
        );
        assert_rect(&bgra, 36, x, 0, x + 2, 2, expected(case), 1, &what);
    }
}

#[test]
fn every_declaration_type_reads_as_d3d9_defines() {
    let mut r = renderer();
    check_all(&mut r, 0, 16);
}

#[test]
fn strides_and_offsets_webgpu_refuses_are_repacked() {
    let mut r = renderer();
    check_all(&mut r, 3, 21);
}
