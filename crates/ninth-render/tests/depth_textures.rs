//! Depth textures: a D3D9 hardware shadow map (D16/D24S8/D24X8) compares the coordinate's z
//! with the stored depth, LESS_EQUAL, 1 where z <= depth, filtered to a fraction with LINEAR
//! (percentage-closer filtering); an INTZ texture reads the depth itself. Depths 0.25 and
//! 0.75 are written into the left and right halves of an 8x8 surface by draws, then a pixel
//! shader samples them into another context. Bad uses are refused and draw nothing.

mod common;
mod program_util;

use common::{pixel, renderer};
use ninth_render::state::sampler::d3dtexf::{LINEAR, POINT};
use ninth_render::{
    ContextId, DepthId, DepthSampling, ErrorKind, Primitive, ProgramDrawState, Renderer,
    RhwDrawState, TextureId,
};
use program_util::*;

const VS: &str = "vs_2_0
dcl_position v0
dcl_texcoord v1
mov oPos, v0
mov oT0, v1";
const PS: &str = "ps_2_0
dcl t0
dcl_2d s0
texld r0, t0, s0
mov oC0, r0";
const PS_PROJECTED: &str = "ps_2_0
dcl t0
dcl_2d s0
texldp r0, t0, s0
mov oC0, r0";
const PS_WHITE: &str = "ps_2_0
def c0, 1, 1, 1, 1
mov oC0, c0";

/// FLOAT4 position + FLOAT4 texcoord vertices covering a `w` x `h` target, texture
/// coordinates `(u0..u1, 0..1, z, q)` (z and q the same at every corner).
fn covering(w: u32, h: u32, (u0, u1): (f32, f32), z: f32, q: f32) -> Vec<u8> {
    let corners = clip_quad(w, h, 0, 0, w, h);
    let mut out = Vec::new();
    for c in corners {
        // Texture coordinates from the clip position: x -1..1 is u0..u1, y 1..-1 is 0..1.
        let u = u0 + (c[0] + 1.0) / 2.0 * (u1 - u0);
        let v = (1.0 - c[1]) / 2.0;
        for f in [c[0], c[1], 0.5, 1.0, u * q, v * q, z * q, q] {
            out.extend_from_slice(&f.to_le_bytes());
        }
    }
    out
}

fn sampling_state(r: &mut Renderer, ps: &str, texture: TextureId, filter: u32) -> ProgramDrawState {
    let vs = shader(r, VS);
    let ps = shader(r, ps);
    let mut s = pos_state(vs, ps);
    s.declaration = decl(&[
        el(0, 0, decltype::FLOAT4, POSITION, 0),
        el(0, 16, decltype::FLOAT4, TEXCOORD, 0),
    ]);
    s.streams[0].stride = 32;
    s.textures[0] = Some(texture);
    s.samplers[0].mag_filter = filter;
    s.samplers[0].min_filter = filter;
    s
}

/// A context drawing into depth texture `depth`: depth 0.25 in columns 0-3, 0.75 in 4-7.
fn write_depths(r: &mut Renderer, depth: DepthId) -> ContextId {
    let ctx = r.create_context(8, 8).unwrap();
    r.set_depth_stencil(ctx, Some(depth)).unwrap();
    let vs = shader(r, "vs_2_0\ndcl_position v0\nmov oPos, v0");
    let ps = shader(r, PS_WHITE);
    let mut s = pos_state(vs, ps);
    s.depth_stencil.z_enable = true;
    s.depth_stencil.z_write = true;
    s.depth_stencil.z_func = 8; // ALWAYS
    for (x0, z) in [(0, 0.25f32), (4, 0.75)] {
        let mut v = Vec::new();
        for c in clip_quad(8, 8, x0, 0, x0 + 4, 8) {
            for f in [c[0], c[1], z, 1.0] {
                v.extend_from_slice(&f.to_le_bytes());
            }
        }
        r.draw_program(ctx, &s, Primitive::TriangleList, &[&v], None)
            .unwrap();
    }
    ctx
}

fn draw(
    r: &mut Renderer,
    ctx: ContextId,
    s: &ProgramDrawState,
    v: &[u8],
) -> ninth_render::Result<()> {
    r.draw_program(ctx, s, Primitive::TriangleList, &[v], None)
}

/// Row 0 of `ctx`'s colour as red bytes.
fn reds(r: &mut Renderer, ctx: ContextId) -> Vec<u8> {
    let bgra = r.read_framebuffer(ctx).unwrap();
    (0..8)
        .map(|x| (pixel(&bgra, 8, x, 0) >> 16) as u8)
        .collect()
}

#[test]
fn a_shadow_map_compares_z_point_sampled_and_percentage_closer_filtered() {
    let mut r = renderer();
    let (depth, texture) = r
        .create_depth_texture(8, 8, DepthSampling::Compare)
        .unwrap();
    assert_eq!(r.depth_stencil_size(depth).unwrap(), (8, 8));
    write_depths(&mut r, depth);
    let out = r.create_context(8, 8).unwrap();
    let point = sampling_state(&mut r, PS, texture, POINT);
    // z = 0.5: 1 over depth 0.75, 0 over depth 0.25.
    draw(&mut r, out, &point, &covering(8, 8, (0.0, 1.0), 0.5, 1.0)).unwrap();
    assert_eq!(reds(&mut r, out), [0, 0, 0, 0, 255, 255, 255, 255]);
    // texldp divides z by w: (0.2, w 0.25) compares 0.8, above both depths.
    let projected = sampling_state(&mut r, PS_PROJECTED, texture, POINT);
    draw(
        &mut r,
        out,
        &projected,
        &covering(8, 8, (0.0, 1.0), 0.8, 0.25),
    )
    .unwrap();
    assert_eq!(reds(&mut r, out), [0; 8]);
    // z = 0.25 equals the left depth: LESS_EQUAL passes everywhere.
    draw(&mut r, out, &point, &covering(8, 8, (0.0, 1.0), 0.25, 1.0)).unwrap();
    assert_eq!(reds(&mut r, out), [255; 8]);
    // LINEAR: D3D9's pixel centres (integers) with coordinates 0..1 fall between texels:
    // pixel 4 between texels 3 (fails) and 4 (passes), filtered to half (percentage-closer
    // filtering, as D3D9 drivers do; lavapipe and the H200 both filter comparisons).
    let mut linear = sampling_state(&mut r, PS, texture, LINEAR);
    linear.samplers[0].address_u = 3; // CLAMP
    draw(&mut r, out, &linear, &covering(8, 8, (0.0, 1.0), 0.5, 1.0)).unwrap();
    let got = reds(&mut r, out);
    assert_eq!(&got[..4], &[0, 0, 0, 0], "{got:?}");
    assert!(got[4].abs_diff(128) <= 1, "{got:?}");
    assert_eq!(&got[5..], &[255, 255, 255], "{got:?}");
}

#[test]
fn an_intz_texture_reads_the_depth_in_every_component() {
    let mut r = renderer();
    let (depth, texture) = r.create_depth_texture(8, 8, DepthSampling::Value).unwrap();
    write_depths(&mut r, depth);
    let out = r.create_context(8, 8).unwrap();
    // LINEAR is point sampled: WebGPU filters depth only through comparisons.
    let s = sampling_state(&mut r, PS, texture, LINEAR);
    draw(&mut r, out, &s, &covering(8, 8, (0.0, 1.0), 0.0, 1.0)).unwrap();
    let bgra = r.read_framebuffer(out).unwrap();
    for x in 0..8 {
        let want: u8 = if x < 4 { 64 } else { 191 };
        let got = pixel(&bgra, 8, x, 3).to_le_bytes();
        assert!(
            got.iter().all(|c| c.abs_diff(want) <= 1),
            "pixel {x}: {got:?}, want {want} in every channel"
        );
    }
}

#[test]
fn bad_uses_of_a_depth_texture_are_refused() {
    let mut r = renderer();
    let (depth, texture) = r
        .create_depth_texture(8, 8, DepthSampling::Compare)
        .unwrap();
    let ctx = write_depths(&mut r, depth);
    // A draw sampling the surface it tests against.
    let s = sampling_state(&mut r, PS, texture, POINT);
    let err = draw(&mut r, ctx, &s, &covering(8, 8, (0.0, 1.0), 0.5, 1.0)).unwrap_err();
    assert_eq!(err.kind, ErrorKind::State, "{err}");
    assert!(
        err.to_string().contains("its own depth-stencil surface"),
        "{err}"
    );
    // The fixed-function stages cannot sample it.
    let out = r.create_context(8, 8).unwrap();
    let rhw = RhwDrawState {
        texture: Some(texture),
        ..Default::default()
    };
    let v = common::pack(&common::textured_quad(0.0, 0.0, 8.0, 8.0, 0xffff_ffff));
    let err = r
        .draw_rhw(out, &rhw, Primitive::TriangleList, &v, 28, None)
        .unwrap_err();
    assert_eq!(err.kind, ErrorKind::Unsupported, "{err}");
    assert_eq!(reds(&mut r, out), [0; 8], "nothing drawn");
    // Not a colour texture: no destroy, no copy, no description.
    assert_eq!(
        r.destroy_texture(texture).unwrap_err().kind,
        ErrorKind::Texture
    );
    assert!(r.texture_desc(texture).is_err());
    // Destroying the surface takes the texture with it; the device stays usable.
    r.destroy_depth_stencil(depth).unwrap();
    let err = draw(&mut r, out, &s, &covering(8, 8, (0.0, 1.0), 0.5, 1.0)).unwrap_err();
    assert!(
        matches!(err.kind, ErrorKind::Texture | ErrorKind::Args),
        "{err}"
    );
    s_ok(&mut r, out);
}

/// A plain draw still works.
fn s_ok(r: &mut Renderer, out: ContextId) {
    let vs = shader(r, "vs_2_0\ndcl_position v0\nmov oPos, v0");
    let ps = shader(r, PS_WHITE);
    draw_rect(r, out, &pos_state(vs, ps), [0, 0, 8, 8]);
    assert_eq!(reds(r, out), [255; 8]);
}
