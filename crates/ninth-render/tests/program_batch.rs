//! Draw batching: programmable draws that differ only in their vertex float constants are
//! merged into one instanced draw. Each draw must still land where its own constants put it,
//! in its own order, and anything else that changes between two draws must end the batch.
//! Every sequence is drawn with batching on and off into the same renderer and compared byte
//! for byte, besides the pixels the D3D9 equations give.

mod batch_util;
mod common;
mod program_util;

use batch_util::{colour, off_and_on, place, unit_quad};
use common::{assert_rect, pixel, renderer};
use ninth_render::state::program::D3DSTREAMSOURCE_INDEXEDDATA;
use ninth_render::{
    BlendDesc, ContextId, CustomBlend, IndexData, Indices, Primitive, ProgramDrawState, Renderer,
};
use program_util::*;

/// Places a unit quad with `c0` (scale) and `c1` (offset) and colours it with `c2`: three
/// packed vectors, so 85 draws fit one float file.
const VS_PLACE: &str = "vs_2_0
dcl_position v0
mad oPos, v0, c0, c1
mov oD0, c2";

/// Draws per batch of [`VS_PLACE`]: 256 vectors / 3.
const CAPACITY: u64 = 85;

/// D3DRS_ALPHABLENDENABLE with (SRCBLEND, DESTBLEND), BLENDOP ADD.
fn blend(src: u32, dst: u32) -> BlendDesc {
    BlendDesc {
        enable: true,
        color: CustomBlend { src, dst, op: 1 },
        ..Default::default()
    }
}

fn state(r: &mut Renderer) -> ProgramDrawState {
    let vs = shader(r, VS_PLACE);
    let ps = shader(r, PS_COLOR);
    pos_state(vs, ps)
}

fn draw(r: &mut Renderer, ctx: ContextId, s: &ProgramDrawState) {
    r.draw_program(ctx, s, Primitive::TriangleList, &[&unit_quad()], None)
        .unwrap();
}

#[test]
fn draws_differing_in_vertex_constants_merge_and_each_lands_where_its_constants_say() {
    let mut r = renderer();
    let s = state(&mut r);
    let (off, on, merged) = off_and_on(&mut r, 16, |r, ctx| {
        let mut s = s.clone();
        for i in 0..256 {
            place(&mut s, 16, [i % 16, i / 16, 1, 1], colour(i));
            draw(r, ctx, &s);
        }
    });
    // 256 draws: batches of 85, 85, 85 and 1.
    assert_eq!(merged, 256 - 4);
    for i in 0..256 {
        let (x, y) = (i % 16, i / 16);
        assert_eq!(pixel(&on, 16, x, y), colour(i), "draw {i} with batching");
    }
    assert_eq!(on, off, "batching on and off differ");
}

#[test]
fn merged_draws_blend_in_draw_order() {
    let mut r = renderer();
    let mut s = state(&mut r);
    // SRCALPHA / INVSRCALPHA.
    s.blend = blend(5, 6);
    // 64 half-transparent colours over one 4x4 square: the result depends on the order.
    let sequence = |order: &'static [u32]| {
        let s = s.clone();
        move |r: &mut Renderer, ctx: ContextId| {
            let mut s = s.clone();
            for &i in order {
                place(
                    &mut s,
                    4,
                    [0, 0, 4, 4],
                    0x8000_0000 | (colour(i) & 0xff_ffff),
                );
                draw(r, ctx, &s);
            }
        }
    };
    let forward: &'static [u32] = Box::leak((0..64).collect::<Vec<_>>().into_boxed_slice());
    let backward: &'static [u32] = Box::leak((0..64).rev().collect::<Vec<_>>().into_boxed_slice());
    let (off, on, merged) = off_and_on(&mut r, 4, sequence(forward));
    assert_eq!(merged, 63);
    assert_eq!(on, off, "batching changed the blend order");
    let (_, reversed, _) = off_and_on(&mut r, 4, sequence(backward));
    assert_ne!(on, reversed, "the order does not show in this test");
    // The last draws dominate: (a, 1 - a) with a = 128/255 over 64 layers.
    let mut expected = [0.0f64; 3];
    for &i in forward {
        let c = colour(i);
        let a = 128.0 / 255.0;
        for (k, shift) in [16, 8, 0].into_iter().enumerate() {
            let src = f64::from((c >> shift) & 0xff) / 255.0;
            expected[k] = ((src * a + expected[k] * (1.0 - a)) * 255.0).round() / 255.0;
        }
    }
    let [er, eg, eb] = expected.map(|x| (x * 255.0).round() as u32);
    let got = pixel(&on, 4, 1, 1);
    for (k, (e, shift)) in [(er, 16), (eg, 8), (eb, 0)].into_iter().enumerate() {
        let g = (got >> shift) & 0xff;
        assert!(g.abs_diff(e) <= 2, "channel {k}: got {g}, expected {e}");
    }
}

#[test]
fn any_other_change_between_draws_ends_the_batch() {
    let mut r = renderer();
    let mut s = state(&mut r);
    let white = r.create_texture(1, 1, Some(&[255; 4])).unwrap();
    // Each change makes every draw's state differ from the last one's (except one that
    // does not reach the GPU); every draw must still be right.
    type Change = fn(&mut ProgramDrawState, u32);
    let changes: [(&str, Change, u64); 6] = [
        ("blend factor", |s, i| s.blend_factor = i, 0),
        ("stencil reference", |s, i| s.stencil_ref = i, 0),
        ("scissor", |s, i| s.scissor = Some([0, 0, 16, 8 + i % 2]), 0),
        (
            "colour write mask",
            |s, i| s.color_write_mask = if i % 2 == 1 { 0x7 } else { 0xf },
            0,
        ),
        (
            "cull mode",
            // The quads are clockwise: D3DCULL_CCW keeps them.
            |s, i| {
                s.cull = if i % 2 == 1 {
                    ninth_render::Cull::Ccw
                } else {
                    ninth_render::Cull::None
                }
            },
            0,
        ),
        // Constants the pixel shader does not read are not bound: all 32 draws merge.
        (
            "unread pixel shader constant",
            |s, i| s.ps_constants.float[5] = [i as f32; 4],
            31,
        ),
    ];
    for (what, change, expected) in changes {
        let (off, on, merged) = off_and_on(&mut r, 16, |r, ctx| {
            let mut s = s.clone();
            s.textures[0] = Some(white);
            for i in 0..32u32 {
                change(&mut s, i);
                place(&mut s, 16, [i % 16, i / 16, 1, 1], colour(i));
                draw(r, ctx, &s);
            }
        });
        assert_eq!(on, off, "{what}: batching on and off differ");
        assert_eq!(merged, expected, "{what}");
        for i in 0..32 {
            // A new target is opaque black, so the masked alpha stays 0xff.
            let got = pixel(&on, 16, i % 16, i / 16);
            assert_eq!(got, colour(i), "{what}: draw {i}");
        }
    }
    s.textures[0] = None;
}

#[test]
fn draws_between_other_paths_and_readbacks_issue_in_order() {
    let mut r = renderer();
    let s = state(&mut r);
    let size = 8;
    let (off, on, merged) = off_and_on(&mut r, size, |r, ctx| {
        let mut s = s.clone();
        // Three draws over one square, then a readback, three more, then a fixed-function
        // RHW draw over the same square, then three more.
        for (i, bgra) in [0xff10_2030u32, 0xff40_5060, 0xff70_8090]
            .into_iter()
            .enumerate()
        {
            place(&mut s, size, [i as u32, 0, 4, 4], bgra);
            draw(r, ctx, &s);
        }
        let mid = r.read_framebuffer(ctx).unwrap();
        assert_eq!(pixel(&mid, size, 3, 3), 0xff70_8090, "readback mid-batch");
        assert_eq!(pixel(&mid, size, 0, 0), 0xff10_2030, "readback mid-batch");
        for (i, bgra) in [0xffa0_0000u32, 0xff00_a000, 0xff00_00a0]
            .into_iter()
            .enumerate()
        {
            place(&mut s, size, [4, i as u32, 4, 4], bgra);
            draw(r, ctx, &s);
        }
        common::draw(
            r,
            ctx,
            &Default::default(),
            &common::quad(4.0, 4.0, 6.0, 6.0, 0xffff_ffff),
        );
        place(&mut s, size, [5, 5, 3, 3], 0xff12_3456);
        draw(r, ctx, &s);
        place(&mut s, size, [6, 6, 2, 2], 0xff65_4321);
        draw(r, ctx, &s);
    });
    assert_eq!(on, off);
    // 2 + 2 + 1 merged: the readback and the RHW draw each end a batch.
    assert_eq!(merged, 5);
    assert_rect(&on, size, 0, 0, 1, 4, 0xff10_2030, 0, "first");
    assert_rect(&on, size, 1, 0, 2, 4, 0xff40_5060, 0, "second");
    assert_rect(&on, size, 2, 0, 4, 4, 0xff70_8090, 0, "third");
    assert_rect(&on, size, 4, 2, 8, 4, 0xff00_00a0, 0, "sixth");
    assert_rect(&on, size, 4, 4, 5, 6, 0xffff_ffff, 0, "RHW draw");
    assert_rect(&on, size, 5, 5, 6, 8, 0xff12_3456, 0, "after the RHW draw");
    assert_rect(&on, size, 6, 6, 8, 8, 0xff65_4321, 0, "last");
}

#[test]
fn d3d9_instancing_and_indices_keep_their_own_draws() {
    let mut r = renderer();
    let mut s = state(&mut r);
    // ONE / ONE.
    s.blend = blend(2, 2);
    let size = 4;
    // The unit quad's four corners, drawn through indices.
    let mut corners = Vec::new();
    for [x, y] in [[0.0f32, 0.0], [1.0, 0.0], [0.0, 1.0], [1.0, 1.0]] {
        for f in [x, y, 0.0, 1.0] {
            corners.extend_from_slice(&f.to_le_bytes());
        }
    }
    let (off, on, merged) = off_and_on(&mut r, size, |r, ctx| {
        let mut s = s.clone();
        let indices = Indices {
            data: IndexData::U16(&[0, 1, 2, 1, 3, 2]),
            base_vertex: 0,
        };
        let mut indexed = |s: &ProgramDrawState| {
            r.draw_program(ctx, s, Primitive::TriangleList, &[&corners], Some(indices))
                .unwrap();
        };
        // Indexed draws merge like others.
        for x in 0..2 {
            place(&mut s, size, [x, 0, 1, 1], 0xff20_2020);
            indexed(&s);
        }
        // Stream 0 drawn 3 times (D3DSTREAMSOURCE_INDEXEDDATA | 3): every instance reads the
        // draw's own constants, added up.
        s.streams[0].frequency = D3DSTREAMSOURCE_INDEXEDDATA | 3;
        place(&mut s, size, [2, 0, 1, 1], 0xff20_2020);
        indexed(&s);
        s.streams[0].frequency = 1;
        place(&mut s, size, [3, 0, 1, 1], 0xff20_2020);
        indexed(&s);
    });
    assert_eq!(on, off);
    assert_eq!(
        merged, 1,
        "only the two indexed draws before the instanced one merge"
    );
    // ONE / ONE over opaque black: alpha saturates at 0xff.
    assert_eq!(pixel(&on, size, 0, 0), 0xff20_2020);
    assert_eq!(pixel(&on, size, 1, 0), 0xff20_2020);
    assert_eq!(pixel(&on, size, 2, 0), 0xff60_6060, "three instances added");
    assert_eq!(pixel(&on, size, 3, 0), 0xff20_2020);
    assert_rect(
        &on,
        size,
        0,
        1,
        4,
        4,
        0xff00_0000,
        0,
        "instances drawn elsewhere",
    );
}

#[test]
fn batches_across_a_full_uniform_ring_buffer() {
    let mut r = renderer();
    // No mid-frame flushes: each would end a batch (tested on its own below).
    r.set_flush_draws(0);
    let mut s = state(&mut r);
    // 48 bytes of vertex constants per merged draw: 30,000 draws fill more than one 1 MiB
    // ring buffer.
    let draws = 30_000u32;
    let copied = std::cell::Cell::new(0);
    let (off, on, merged) = off_and_on(&mut r, 16, |r, ctx| {
        let mut s = s.clone();
        let before = r.counters().uniform_bytes_copied;
        for i in 0..draws {
            place(&mut s, 16, [i % 16, (i / 16) % 16, 1, 1], colour(i % 251));
            draw(r, ctx, &s);
        }
        copied.set(r.counters().uniform_bytes_copied - before);
    });
    assert_eq!(on, off);
    assert!(
        copied.get() > 1 << 20,
        "{} bytes in one ring buffer",
        copied.get()
    );
    // Batches of 85: a ring buffer is changed only where a batch begins (a batch's file is
    // reserved whole in its buffer), so none ends early.
    assert_eq!(
        merged,
        u64::from(draws) - u64::from(draws).div_ceil(CAPACITY)
    );
    for i in draws - 256..draws {
        let (x, y) = (i % 16, (i / 16) % 16);
        assert_eq!(pixel(&on, 16, x, y), colour(i % 251), "draw {i}");
    }
    s.textures[0] = None;
}

#[test]
fn mid_frame_flushes_end_batches_and_keep_every_draw() {
    let mut r = renderer();
    let s = state(&mut r);
    let sequence = |r: &mut Renderer, ctx: ContextId| {
        let mut s = s.clone();
        for i in 0..256 {
            place(&mut s, 16, [i % 16, i / 16, 1, 1], colour(i));
            draw(r, ctx, &s);
        }
    };
    let (_, unflushed, _) = off_and_on(&mut r, 16, sequence);
    // A flush every 2 draws (merged ones count: they are the GPU's work). Before each of draws
    // 3, 5, ..., 255 two draws have been recorded since the last flush: 127 flushes with
    // batching off and 127 with it on, where each flush ends the batch of the two draws
    // before it (128 batches of 2: 128 draws merged).
    r.set_flush_draws(2);
    let before = r.counters().submissions;
    let (off, on, merged) = off_and_on(&mut r, 16, sequence);
    assert_eq!(on, unflushed, "flushes changed the batched image");
    assert_eq!(off, unflushed, "flushes changed the unbatched image");
    assert_eq!(merged, 128);
    // 127 + 127 flushes and the 2 readbacks' commits.
    assert_eq!(r.counters().submissions - before, 127 + 127 + 2);
    // Dropping the renderer with work still on the submit thread neither hangs nor panics.
    let ctx = r.create_context(16, 16).unwrap();
    r.set_flush_draws(1);
    sequence(&mut r, ctx);
    drop(r);
}

#[test]
fn fixed_pixel_stage_context_switches_and_clears_keep_batches_in_order() {
    let mut r = renderer();
    let vs = shader(&mut r, VS_PLACE);
    // No pixel shader: stage 0 selects the diffuse colour (oD0, from c2); stage 1 is off.
    let mut fixed = pos_state(vs, vs);
    fixed.pixel_shader = None;
    let stage0 = &mut fixed.fixed_pixel.stages[0].state;
    stage0.color_op = 2; // D3DTOP_SELECTARG1
    stage0.color_args[1] = 0; // D3DTA_DIFFUSE
    stage0.alpha_op = 2;
    stage0.alpha_args[1] = 0;
    fixed.fixed_pixel.stages[1].state.color_op = 1; // D3DTOP_DISABLE
    let other = r.create_context(16, 16).unwrap();
    let (off, on, merged) = off_and_on(&mut r, 16, |r, ctx| {
        let mut s = fixed.clone();
        for i in 0..48u32 {
            // Every 16 draws: a draw into another context, then a clear of this one's
            // bottom half. Both must come after the batch so far.
            if i % 16 == 15 {
                place(&mut s, 16, [0, 0, 16, 16], 0xff80_8080);
                draw(r, other, &s);
                r.clear_rects(
                    ctx,
                    &[ninth_render::Rect {
                        left: 0,
                        top: 8,
                        right: 16,
                        bottom: 16,
                    }],
                    ninth_render::ClearValues {
                        color: Some(0xff00_00ff),
                        ..Default::default()
                    },
                )
                .unwrap();
            }
            place(&mut s, 16, [i % 16, 4 * (i / 16), 1, 10], colour(i));
            draw(r, ctx, &s);
        }
    });
    assert_eq!(on, off);
    // Runs of 15, 16, 16 and 1 draws between the interruptions: 14 + 15 + 15 merged.
    assert_eq!(merged, 14 + 15 + 15);
    for i in 0..48u32 {
        let (x, top) = (i % 16, 4 * (i / 16));
        // The draws of later runs cover rows top..top+10; the clear (before the run of draw
        // i when i % 16 == 15) covered rows 8-15 of everything drawn before it.
        let last_writer = |y: u32| {
            (0..48u32)
                .filter(|&j| j % 16 == x && (4 * (j / 16)..4 * (j / 16) + 10).contains(&y))
                .max()
        };
        for y in [top, (top + 9).min(15)] {
            let expected = match last_writer(y) {
                Some(j) => {
                    // A clear between draw j and the end covers rows 8-15.
                    let cleared_after = (0..48u32).any(|k| k % 16 == 15 && k > j) && y >= 8;
                    if cleared_after {
                        0xff00_00ff
                    } else {
                        colour(j)
                    }
                }
                None => unreachable!("draw {i} covers rows {top}..{}", top + 10),
            };
            assert_eq!(pixel(&on, 16, x, y), expected, "draw {i}, row {y}");
        }
    }
}

#[test]
fn switching_batching_takes_effect_at_the_next_draw() {
    let mut r = renderer();
    let s = state(&mut r);
    let ctx = r.create_context(16, 16).unwrap();
    let mut s = s.clone();
    let mut run = |r: &mut Renderer, from: u32| {
        let before = r.counters().draws_merged;
        for i in from..from + 8 {
            place(&mut s, 16, [i % 16, i / 16, 1, 1], colour(i));
            draw(r, ctx, &s);
        }
        r.counters().draws_merged - before
    };
    r.set_batch_draws(false);
    assert_eq!(run(&mut r, 0), 0);
    // Same context and state: the memo would hold, but its module is the unbatched one.
    r.set_batch_draws(true);
    assert_eq!(run(&mut r, 8), 7);
    r.set_batch_draws(false);
    assert_eq!(run(&mut r, 16), 0);
    let image = r.read_framebuffer(ctx).unwrap();
    for i in 0..24 {
        assert_eq!(pixel(&image, 16, i % 16, i / 16), colour(i), "draw {i}");
    }
}
