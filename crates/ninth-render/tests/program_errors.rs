//! Bad inputs to the programmable path: each gets its typed error, draws nothing, and the
//! renderer stays usable.

mod common;
mod program_util;

use common::{assert_rect, renderer};
use ninth_render::{ErrorKind, Primitive, ProgramDrawState, Renderer};
use program_util::*;

/// Draws `state` over the whole 8 x 8 target expecting `kind` with `needle` in the message,
/// then checks the target is still black.
#[track_caller]
fn refused(
    r: &mut Renderer,
    state: &ProgramDrawState,
    streams: &[&[u8]],
    kind: ErrorKind,
    needle: &str,
) {
    let ctx = r.create_context(8, 8).unwrap();
    let e = r
        .draw_program(ctx, state, Primitive::TriangleList, streams, None)
        .unwrap_err();
    assert_eq!(e.kind, kind, "{e}");
    assert!(e.message.contains(needle), "{e} lacks {needle:?}");
    let bgra = r.read_framebuffer(ctx).unwrap();
    assert_rect(&bgra, 8, 0, 0, 8, 8, 0xff00_0000, 0, "nothing drawn");
    r.destroy_context(ctx).unwrap();
}

#[test]
fn bad_declarations_are_decl_errors() {
    let mut r = renderer();
    let vs = shader(&mut r, VS_COLOR);
    let ps = shader(&mut r, PS_C0);
    let good = {
        let mut s = pos_state(vs, ps);
        s.declaration = decl(&[
            el(0, 0, decltype::FLOAT4, POSITION, 0),
            el(0, 16, decltype::D3DCOLOR, COLOR, 0),
        ]);
        s.streams[0].stride = 20;
        s
    };
    let data = vec![0u8; 20 * 6];
    let streams: [&[u8]; 1] = [&data];

    let mut s = good.clone();
    s.declaration.pop();
    refused(&mut r, &s, &streams, ErrorKind::Decl, "D3DDECL_END");

    let mut s = good.clone();
    s.declaration[1].method = 1;
    refused(&mut r, &s, &streams, ErrorKind::Decl, "D3DDECLMETHOD 1");

    let mut s = good.clone();
    s.declaration[1].stream = 16;
    refused(&mut r, &s, &streams, ErrorKind::Decl, "stream 16");

    let mut s = good.clone();
    s.streams[0].stride = 19;
    refused(
        &mut r,
        &s,
        &streams,
        ErrorKind::Decl,
        "does not fit stream 0's stride 19",
    );

    let mut s = good.clone();
    s.declaration[1].usage_index = 1;
    refused(&mut r, &s, &streams, ErrorKind::Decl, "COLOR0 (v1)");

    let mut s = good.clone();
    s.declaration[1].ty = 18;
    refused(&mut r, &s, &streams, ErrorKind::Decl, "D3DDECLTYPE 18");
}

#[test]
fn bad_shaders_handles_and_streams_are_refused() {
    let mut r = renderer();
    let vs = shader(&mut r, VS_POS);
    let ps = shader(&mut r, PS_C0);
    let data = vec![0u8; 16 * 6];
    let streams: [&[u8]; 1] = [&data];

    let e = r.create_shader(&[0xFFFE_0200, 0x8000_0000]).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Shader);
    assert!(e.message.contains("token"), "{e}");

    let mut s = pos_state(vs, ps);
    s.vertex_shader = None;
    refused(
        &mut r,
        &s,
        &streams,
        ErrorKind::Shader,
        "needs a vertex shader",
    );

    let s = pos_state(ps, ps);
    refused(
        &mut r,
        &s,
        &streams,
        ErrorKind::Shader,
        "Pixel shader where a Vertex",
    );

    let gone = shader(&mut r, PS_C0);
    r.destroy_shader(gone).unwrap();
    let s = pos_state(vs, gone);
    refused(&mut r, &s, &streams, ErrorKind::Shader, "destroyed shader");
    assert_eq!(r.destroy_shader(gone).unwrap_err().kind, ErrorKind::Shader);

    let s = pos_state(vs, ps);
    refused(
        &mut r,
        &s,
        &[],
        ErrorKind::Bounds,
        "stream 0 holds 0 records",
    );
}

#[test]
fn bad_render_and_sampler_states_are_state_errors() {
    let mut r = renderer();
    let vs = shader(&mut r, VS_POS);
    let ps = shader(&mut r, PS_C0);
    let ps_tex = shader(
        &mut r,
        "ps_2_0
        dcl t0.xy
        dcl_2d s0
        texld r0, t0, s0
        mov oC0, r0",
    );
    let data = vec![0u8; 16 * 6];
    let streams: [&[u8]; 1] = [&data];

    let mut s = pos_state(vs, ps);
    s.blend.enable = true;
    s.blend.color.dst = 99;
    refused(&mut r, &s, &streams, ErrorKind::State, "D3DBLEND value 99");

    let mut s = pos_state(vs, ps);
    s.depth_stencil.z_enable = true;
    s.depth_stencil.z_func = 0;
    refused(&mut r, &s, &streams, ErrorKind::State, "D3DCMPFUNC 0");

    let mut s = pos_state(vs, ps);
    s.color_write_mask = 0x1f;
    refused(&mut r, &s, &streams, ErrorKind::State, "COLORWRITEENABLE");

    let mut s = pos_state(vs, ps);
    s.alpha_test.enable = true;
    s.alpha_test.func = 12;
    refused(&mut r, &s, &streams, ErrorKind::State, "D3DCMPFUNC 12");

    let mut s = pos_state(vs, ps_tex);
    s.samplers[0].address_u = 9;
    refused(
        &mut r,
        &s,
        &streams,
        ErrorKind::State,
        "D3DTEXTUREADDRESS 9",
    );

    let mut s = pos_state(vs, ps_tex);
    s.samplers[0].min_filter = 5;
    refused(
        &mut r,
        &s,
        &streams,
        ErrorKind::State,
        "D3DTEXTUREFILTERTYPE 5",
    );

    // D3DSAMP_SRGBTEXTURE on a format whose storage (Rgba32Float) has no sRGB view.
    let mut s = pos_state(vs, ps_tex);
    let float =
        ninth_render::TextureDesc::tex2d(ninth_render::TextureFormat::A32B32G32R32F, 1, 1, 1);
    s.textures[0] = Some(r.create_texture_desc(&float).unwrap());
    s.samplers[0].srgb_texture = true;
    refused(
        &mut r,
        &s,
        &streams,
        ErrorKind::Unsupported,
        "A32B32G32R32F",
    );
    // ... and on another context's colour target.
    let source = r.create_context(4, 4).unwrap();
    s.textures[0] = Some(r.target_texture(source).unwrap());
    refused(
        &mut r,
        &s,
        &streams,
        ErrorKind::Unsupported,
        "render target",
    );

    let mut s = pos_state(vs, ps);
    s.streams[0].frequency = 3;
    refused(
        &mut r,
        &s,
        &streams,
        ErrorKind::Unsupported,
        "frequency 0x3",
    );

    // The renderer still draws.
    let ctx = r.create_context(8, 8).unwrap();
    let mut s = pos_state(vs, ps);
    set_ps_c(&mut s, 0, [1.0, 1.0, 1.0, 1.0]);
    draw_rect(&mut r, ctx, &s, [0, 0, 8, 8]);
    let bgra = r.read_framebuffer(ctx).unwrap();
    assert_rect(&bgra, 8, 0, 0, 8, 8, 0xffff_ffff, 0, "drawn after errors");
}
