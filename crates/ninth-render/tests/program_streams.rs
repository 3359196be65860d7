//! Multi-stream and instanced draws: stream frequency (indexed data x N instances, instance
//! data every K instances).

mod common;
mod program_util;

use common::{assert_rect, renderer};
use ninth_render::{
    ErrorKind, IndexData, Indices, Primitive, ProgramDrawState,
    state::program::{D3DSTREAMSOURCE_INDEXEDDATA, D3DSTREAMSOURCE_INSTANCEDATA},
};
use program_util::*;

/// Corner (stream 0) * c0 + cell origin (TEXCOORD0, per instance); COLOR0 per instance.
const VS_INSTANCED: &str = "vs_2_0
dcl_position v0
dcl_texcoord v1
dcl_color v2
mad r0.xy, v0, c0, v1
mov r0.zw, c1
mov oPos, r0
mov oD0, v2";

const W: u32 = 32;
const H: u32 = 4;

fn floats(values: &[f32]) -> Vec<u8> {
    values.iter().flat_map(|v| v.to_le_bytes()).collect()
}

/// The state: stream 0 corners (FLOAT2), stream `origin_stream` cell origins (FLOAT2),
/// stream `color_stream` colours (D3DCOLOR).
fn state(
    vs: ninth_render::ShaderId,
    ps: ninth_render::ShaderId,
    origin_stream: u16,
    color_stream: u16,
) -> ProgramDrawState {
    let mut s = pos_state(vs, ps);
    s.declaration = decl(&[
        el(0, 0, decltype::FLOAT2, POSITION, 0),
        el(origin_stream, 0, decltype::FLOAT2, TEXCOORD, 0),
        el(color_stream, 0, decltype::D3DCOLOR, COLOR, 0),
    ]);
    s.streams[0].stride = 8;
    s.streams[usize::from(origin_stream)].stride = 8;
    s.streams[usize::from(color_stream)].stride = 4;
    // A 4 x 4 pixel cell in clip units; y grows down on screen.
    s.vs_constants.float[0] = [8.0 / W as f32, -8.0 / H as f32, 0.0, 0.0];
    s.vs_constants.float[1] = [0.0, 0.0, 0.5, 1.0];
    s
}

/// The clip-space top-left of the cell at pixel x.
fn origin(x: u32) -> [f32; 2] {
    let q = clip_quad(W, H, x, 0, x + 4, 4);
    q[0]
}

const COLORS: [u32; 4] = [0xffff_0000, 0xff00_ff00, 0xff00_00ff, 0xffff_ffff];

#[test]
fn instances_read_instance_streams_every_k_instances() {
    let mut r = renderer();
    let ctx = r.create_context(W, H).unwrap();
    let vs = shader(&mut r, VS_INSTANCED);
    let ps = shader(&mut r, PS_COLOR);
    let mut s = state(vs, ps, 1, 2);
    s.streams[0].frequency = D3DSTREAMSOURCE_INDEXEDDATA | 8;
    s.streams[1].frequency = D3DSTREAMSOURCE_INSTANCEDATA | 1;
    // Colours change every second instance: 4 records for 8 instances.
    s.streams[2].frequency = D3DSTREAMSOURCE_INSTANCEDATA | 2;
    let corners = floats(&[0.0, 0.0, 1.0, 0.0, 0.0, 1.0, 1.0, 1.0]);
    let origins: Vec<u8> = (0..8).flat_map(|i| floats(&origin(4 * i))).collect();
    let colors: Vec<u8> = COLORS.iter().flat_map(|c| c.to_le_bytes()).collect();
    let indices = [0u16, 1, 2, 1, 3, 2];
    let idx = Indices {
        data: IndexData::U16(&indices),
        base_vertex: 0,
    };
    r.draw_program(
        ctx,
        &s,
        Primitive::TriangleList,
        &[&corners, &origins, &colors],
        Some(idx),
    )
    .unwrap();
    let bgra = r.read_framebuffer(ctx).unwrap();
    for i in 0..8u32 {
        let x = 4 * i;
        assert_rect(
            &bgra,
            W,
            x,
            0,
            x + 4,
            4,
            COLORS[i as usize / 2],
            0,
            &format!("instance {i}"),
        );
    }

    // Too few instance records for the instance count: a Bounds error.
    s.streams[2].frequency = D3DSTREAMSOURCE_INSTANCEDATA | 1;
    let e = r
        .draw_program(
            ctx,
            &s,
            Primitive::TriangleList,
            &[&corners, &origins, &colors],
            Some(idx),
        )
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::Bounds);
    assert!(e.message.contains("stream 2 holds 4 records"), "{e}");
}

#[test]
fn more_streams_than_the_device_binds_are_unsupported() {
    let mut r = renderer();
    let ctx = r.create_context(4, 4).unwrap();
    // Ten inputs from ten streams (POSITION from stream 0, TEXCOORD0-8 from streams 1-9).
    let mut text = String::from("vs_2_0\ndcl_position v0\n");
    for n in 1..10 {
        text.push_str(&format!("dcl_texcoord{} v{n}\n", n - 1));
    }
    text.push_str("mov oPos, v0\n");
    for n in 1..10 {
        text.push_str(&format!("add r0, v0, v{n}\n"));
    }
    let vs = shader(&mut r, &text);
    let ps = shader(&mut r, PS_C0);
    let mut s = pos_state(vs, ps);
    let mut elements = vec![el(0, 0, decltype::FLOAT4, POSITION, 0)];
    for n in 1..10u16 {
        elements.push(el(n, 0, decltype::FLOAT4, TEXCOORD, n as u8 - 1));
        s.streams[usize::from(n)].stride = 16;
    }
    s.declaration = decl(&elements);
    let data = [0u8; 16 * 3];
    let streams: Vec<&[u8]> = (0..10).map(|_| &data[..]).collect();
    let result = r.draw_program(ctx, &s, Primitive::TriangleList, &streams, None);
    let most = r.wgpu_device().limits().max_vertex_buffers;
    if most < 10 {
        let e = result.unwrap_err();
        assert_eq!(e.kind, ErrorKind::Unsupported);
        assert!(e.message.contains("reads 10 streams"), "{e}");
    } else {
        result.unwrap();
    }
}

#[test]
fn elements_come_from_any_stream_and_gaps_are_allowed() {
    let mut r = renderer();
    let ctx = r.create_context(W, H).unwrap();
    let vs = shader(&mut r, VS_INSTANCED);
    let ps = shader(&mut r, PS_COLOR);
    // Origins and colours per vertex in streams 5 and 15.
    let s = state(vs, ps, 5, 15);
    let corners = floats(&[0.0, 0.0, 1.0, 0.0, 0.0, 1.0, 1.0, 0.0, 1.0, 1.0, 0.0, 1.0]);
    let origins: Vec<u8> = (0..6).flat_map(|_| floats(&origin(12))).collect();
    let colors: Vec<u8> = (0..6).flat_map(|_| 0xff80_4020u32.to_le_bytes()).collect();
    let mut streams: Vec<&[u8]> = vec![&[]; 16];
    streams[0] = &corners;
    streams[5] = &origins;
    streams[15] = &colors;
    r.draw_program(ctx, &s, Primitive::TriangleList, &streams, None)
        .unwrap();
    let bgra = r.read_framebuffer(ctx).unwrap();
    assert_rect(&bgra, W, 12, 0, 16, 4, 0xff80_4020, 0, "cell");
    assert_rect(&bgra, W, 0, 0, 12, 4, 0xff00_0000, 0, "left of the cell");
}
