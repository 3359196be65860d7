//! D3DUSAGE_AUTOGENMIPMAP for render targets: `target_mipmaps` gives a context's colour with
//! every level generated on the GPU (each a linear half-size blit of the one above: a 2x2
//! box), made again when the context is drawn into. An 8x8 target, red in columns 0-3 and
//! blue in 4-7, has level 1 red/blue halves and a 1x1 level 3 of their average.

mod common;
mod program_util;

use common::{pixel, renderer};
use ninth_render::state::sampler::d3dtexf::POINT;
use ninth_render::{ClearValues, ContextId, ErrorKind, Primitive, ProgramDrawState, Renderer};
use program_util::*;

const VS_TEX: &str = "vs_2_0
dcl_position v0
dcl_texcoord v1
mov oPos, v0
mov oT0, v1";
const PS_TEX: &str = "ps_2_0
dcl t0.xy
dcl_2d s0
texld r0, t0, s0
mov oC0, r0";

/// FLOAT4 position + FLOAT2 texcoord vertices of the pixels `rect` of a `w` x `h` target,
/// texture coordinates 0..1.
fn textured_rect(w: u32, h: u32, rect: [u32; 4]) -> Vec<u8> {
    let q = clip_quad(w, h, rect[0], rect[1], rect[2], rect[3]);
    let uv = [
        [0.0, 0.0],
        [1.0, 0.0],
        [0.0, 1.0],
        [1.0, 0.0],
        [1.0, 1.0],
        [0.0, 1.0],
    ];
    let mut out = Vec::new();
    for (p, t) in q.iter().zip(uv) {
        for f in [p[0], p[1], 0.5, 1.0, t[0], t[1]] {
            out.extend_from_slice(&f.to_le_bytes());
        }
    }
    out
}

fn sampling(r: &mut Renderer) -> ProgramDrawState {
    let vs = shader(r, VS_TEX);
    let ps = shader(r, PS_TEX);
    let mut s = pos_state(vs, ps);
    s.declaration = decl(&[
        el(0, 0, decltype::FLOAT4, POSITION, 0),
        el(0, 16, decltype::FLOAT2, TEXCOORD, 0),
    ]);
    s.streams[0].stride = 24;
    s.samplers[0].mip_filter = POINT;
    s
}

/// Red columns 0-3 and blue 4-7 (rectangle clears).
fn paint(r: &mut Renderer, ctx: ContextId, left: u32, right: u32) {
    for (x0, color) in [(0, left), (4, right)] {
        let rect = ninth_render::Rect {
            left: x0,
            top: 0,
            right: x0 + 4,
            bottom: 8,
        };
        let values = ClearValues {
            color: Some(color),
            depth: None,
            stencil: None,
        };
        r.clear_rects(ctx, &[rect], values).unwrap();
    }
}

/// Samples level `level` of `texture` (MAXMIPLEVEL) over an 8x8 quad of `out`; pixel (x, 0).
fn level_pixels(
    r: &mut Renderer,
    out: ContextId,
    s: &mut ProgramDrawState,
    level: u32,
) -> Vec<u32> {
    s.samplers[0].max_mip_level = level;
    let v = textured_rect(8, 8, [0, 0, 8, 8]);
    r.draw_program(out, s, Primitive::TriangleList, &[&v], None)
        .unwrap();
    let bgra = r.read_framebuffer(out).unwrap();
    (0..8).map(|x| pixel(&bgra, 8, x, 0)).collect()
}

fn close(a: u32, b: u32) -> bool {
    a.to_le_bytes()
        .iter()
        .zip(b.to_le_bytes())
        .all(|(x, y)| x.abs_diff(y) <= 1)
}

#[test]
fn a_targets_chain_is_generated_and_made_again_after_it_is_drawn_into() {
    let mut r = renderer();
    let rt = r.create_context(8, 8).unwrap();
    let out = r.create_context(8, 8).unwrap();
    paint(&mut r, rt, 0xffff_0000, 0xff00_00ff);
    let mips = r.target_mipmaps(rt).unwrap();
    assert_eq!(r.texture_desc(mips).unwrap().levels, 4);
    let mut s = sampling(&mut r);
    s.textures[0] = Some(mips);
    let level1 = level_pixels(&mut r, out, &mut s, 1);
    assert_eq!(level1[..4], [0xffff_0000; 4], "{level1:x?}");
    assert_eq!(level1[4..], [0xff00_00ff; 4], "{level1:x?}");
    let level3 = level_pixels(&mut r, out, &mut s, 3);
    assert!(level3.iter().all(|&p| close(p, 0xff80_0080)), "{level3:x?}");
    // Drawn into again: the same id, its chain made again at the next sampling draw.
    paint(&mut r, rt, 0xff00_ff00, 0xff00_ff00);
    assert_eq!(r.target_mipmaps(rt).unwrap(), mips);
    paint(&mut r, rt, 0xffff_ffff, 0xff00_0000);
    let level3 = level_pixels(&mut r, out, &mut s, 3);
    assert!(level3.iter().all(|&p| close(p, 0xff80_8080)), "{level3:x?}");
    // The chain belongs to the context.
    assert_eq!(
        r.destroy_texture(mips).unwrap_err().kind,
        ErrorKind::Texture
    );
    let err = r
        .draw_program(
            rt,
            &s,
            Primitive::TriangleList,
            &[&textured_rect(8, 8, [0, 0, 8, 8])],
            None,
        )
        .unwrap_err();
    assert_eq!(err.kind, ErrorKind::State, "{err}");
    r.destroy_context(rt).unwrap();
    assert!(r.texture_desc(mips).is_err());
}
