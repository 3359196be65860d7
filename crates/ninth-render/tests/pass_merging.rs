//! The frame's passes at commit (`record/steps.rs`): crafted sequences whose minimum pass
//! count is known reach it exactly, what must stop a merge stops it (sampling, copies into
//! the target, clears), a pass cleared over before anything reads it is dropped, stores the
//! next use clears are skipped, and every image equals the one with merging off.

mod common;
mod program_util;
use common::*;
use ninth_render::{ClearValues, ContextId, Counters, Rect, Renderer, RhwDrawState, TextureId};
use program_util::*;

const W: u32 = 8;
const H: u32 = 8;

/// A renderer with the fast paths on, merging as given, and `n` contexts cleared and
/// committed (so a test's counters start from a quiet frame).
fn setup(merge: bool, n: usize) -> (Renderer, Vec<ContextId>) {
    let mut r = renderer();
    r.set_fast_paths(true);
    r.set_merge_passes(merge);
    r.set_flush_draws(0);
    let ctxs: Vec<ContextId> = (0..n).map(|_| r.create_context(W, H).unwrap()).collect();
    for &ctx in &ctxs {
        r.clear(
            ctx,
            ClearValues {
                color: Some(0xff00_0000),
                depth: Some(1.0),
                stencil: Some(0),
            },
        )
        .unwrap();
    }
    r.commit(true).unwrap();
    (r, ctxs)
}

/// A one-pixel-high strip at row `y` of `ctx` in `color`.
fn strip(r: &mut Renderer, ctx: ContextId, y: u32, color: u32) {
    let q = quad(0.0, y as f32, W as f32, y as f32 + 1.0, color);
    draw(r, ctx, &RhwDrawState::default(), &q);
}

/// Asserts that the whole rows `rows` of a W-wide image are `color`.
#[track_caller]
fn assert_rows(image: &[u8], rows: std::ops::Range<u32>, color: u32, what: &str) {
    assert_rect(image, W, 0, rows.start, W, rows.end, color, 0, what);
}

/// A state sampling `id` (clamped, point-filtered).
fn sampling(id: TextureId) -> RhwDrawState {
    RhwDrawState {
        texture: Some(id),
        address_clamp: true,
        ..Default::default()
    }
}

/// Commits and returns what changed in the counters, and every context's image.
fn finish(r: &mut Renderer, ctxs: &[ContextId], before: Counters) -> (Counters, Vec<Vec<u8>>) {
    r.commit(true).unwrap();
    let counters = r.counters().since(&before);
    let images = ctxs
        .iter()
        .map(|&c| r.read_framebuffer(c).unwrap())
        .collect();
    (counters, images)
}

/// Runs `sequence` with merging on and off: the images must be equal; returns the
/// counters with merging on and the images.
fn on_and_off(
    n: usize,
    sequence: impl Fn(&mut Renderer, &[ContextId]),
) -> (Counters, Vec<Vec<u8>>) {
    let mut results = [true, false].map(|merge| {
        let (mut r, ctxs) = setup(merge, n);
        let before = r.counters();
        sequence(&mut r, &ctxs);
        finish(&mut r, &ctxs, before)
    });
    let [(on, images), (off, plain)] = &mut results;
    assert_eq!(images, plain, "merging changed an image");
    assert_eq!(
        off.passes_merged + off.passes_dropped + off.stores_elided,
        0
    );
    assert_eq!(on.passes_begun, off.passes_begun);
    (*on, std::mem::take(images))
}

#[test]
fn interleaved_targets_merge_to_one_pass_each() {
    // A B C A B C A B C: nine recorded passes, three needed.
    let (counters, images) = on_and_off(3, |r, ctxs| {
        for round in 0..3u32 {
            for (n, &ctx) in ctxs.iter().enumerate() {
                strip(r, ctx, round, 0xff10_2030 + ((n as u32) << 16) + round);
            }
        }
    });
    assert_eq!(counters.passes_begun, 9);
    assert_eq!(counters.passes_merged, 6);
    for (n, image) in images.iter().enumerate() {
        for round in 0..3u32 {
            let expected = 0xff10_2030 + ((n as u32) << 16) + round;
            assert_rows(image, round..round + 1, expected, "strip");
        }
        assert_rows(image, 3..H, 0xff00_0000, "cleared rest");
    }
}

#[test]
fn a_pass_sampling_the_target_in_between_stops_the_merge() {
    // A, B samples A, A: the second pass into A must come after B's read.
    let (counters, images) = on_and_off(2, |r, ctxs| {
        let (a, b) = (ctxs[0], ctxs[1]);
        strip(r, a, 0, 0xffff_0000);
        let id = r.target_texture(a).unwrap();
        let state = sampling(id);
        draw(
            r,
            b,
            &state,
            &textured_quad(0.0, 0.0, W as f32, H as f32, !0),
        );
        // Drawn over A's row 0 after B sampled it: B must still see red.
        strip(r, a, 0, 0xff00_ff00);
    });
    assert_eq!(counters.passes_begun, 3);
    assert_eq!(counters.passes_merged, 0);
    assert_rows(&images[1], 0..1, 0xffff_0000, "B sampled A's red");
    assert_rows(&images[0], 0..1, 0xff00_ff00, "A's row 0 redrawn");
}

#[test]
fn a_pass_sampling_what_was_drawn_in_between_is_not_moved_before_it() {
    // A, B, A samples B: the later pass into A reads B, so it cannot join the first.
    let (counters, images) = on_and_off(2, |r, ctxs| {
        let (a, b) = (ctxs[0], ctxs[1]);
        strip(r, a, 0, 0xffff_0000);
        strip(r, b, 1, 0xff00_00ff);
        let id = r.target_texture(b).unwrap();
        let state = sampling(id);
        let q = textured_quad(0.0, 1.0, W as f32, H as f32, !0);
        let q: Vec<V> = q
            .into_iter()
            .map(|mut v| {
                v.v = v.v * (H - 1) as f32 / H as f32 + 1.0 / H as f32;
                v
            })
            .collect();
        draw(r, a, &state, &q);
    });
    assert_eq!(counters.passes_begun, 3);
    assert_eq!(counters.passes_merged, 0);
    assert_rows(&images[0], 1..2, 0xff00_00ff, "A copied B's strip");
}

#[test]
fn a_copy_into_the_target_in_between_stops_the_merge() {
    // A, B, CPU write into A, A: the write lies between the two passes into A.
    let (counters, images) = on_and_off(2, |r, ctxs| {
        let (a, b) = (ctxs[0], ctxs[1]);
        strip(r, a, 0, 0xffff_0000);
        strip(r, b, 0, 0xff00_ff00);
        let row: Vec<u8> = std::iter::repeat_n([0x11, 0x22, 0x33, 0xff], W as usize * 2)
            .flatten()
            .collect();
        r.write_framebuffer(a, 0, 0, W, 2, &row, W * 4).unwrap();
        strip(r, a, 1, 0xff00_00ff);
    });
    assert_eq!(counters.passes_begun, 3);
    assert_eq!(counters.passes_merged, 0);
    assert_rows(&images[0], 0..1, 0xff33_2211, "written over red");
    assert_rows(&images[0], 1..2, 0xff00_00ff, "drawn over the write");
}

#[test]
fn a_depth_clear_keeps_the_pending_colour_clear() {
    // A draws; a colour clear of A waits; B draws; a depth clear of A; A draws. The last
    // pass into A clears, so it does not merge, and it carries both clears.
    let (counters, images) = on_and_off(2, |r, ctxs| {
        let (a, b) = (ctxs[0], ctxs[1]);
        strip(r, a, 0, 0xffff_0000);
        r.clear_color(a, 0xff40_4040).unwrap();
        strip(r, b, 0, 0xff00_ff00);
        r.clear_depth(a, 0.5).unwrap();
        let mut q = quad(0.0, 2.0, W as f32, 4.0, 0xff00_00ff);
        q.iter_mut().for_each(|v| v.z = 0.75);
        let tested = RhwDrawState {
            depth_test: true,
            ..Default::default()
        };
        draw(r, a, &tested, &q); // fails against the cleared 0.5
        strip(r, a, 5, 0xff00_00ff);
    });
    assert_eq!(counters.passes_merged, 0);
    assert_rows(&images[0], 0..5, 0xff40_4040, "colour clear kept");
    assert_rows(&images[0], 5..6, 0xff00_00ff, "strip");
}

#[test]
fn a_full_clear_supersedes_the_partial_clears_and_draws_before_it() {
    let (counters, images) = on_and_off(1, |r, ctxs| {
        let a = ctxs[0];
        let rect = Rect {
            left: 1,
            top: 1,
            right: 5,
            bottom: 5,
        };
        let values = ClearValues {
            color: Some(0xffff_ffff),
            depth: Some(0.0),
            stencil: Some(9),
        };
        r.clear_rects(a, &[rect], values).unwrap();
        strip(r, a, 6, 0xffff_0000);
        r.clear(
            a,
            ClearValues {
                color: Some(0xff20_4060),
                depth: Some(1.0),
                stencil: Some(3),
            },
        )
        .unwrap();
        strip(r, a, 7, 0xff00_ff00);
    });
    assert_eq!(counters.passes_begun, 2);
    assert_eq!(counters.passes_dropped, 1);
    assert_rows(&images[0], 0..7, 0xff20_4060, "full clear");
    assert_rows(&images[0], 7..8, 0xff00_ff00, "strip");
}

#[test]
fn depth_and_stencil_stores_the_next_clear_overwrites_are_skipped() {
    // A draws (its depth and stencil then cleared by A's next pass, its colour kept).
    let (counters, images) = on_and_off(2, |r, ctxs| {
        let (a, b) = (ctxs[0], ctxs[1]);
        strip(r, a, 0, 0xffff_0000);
        strip(r, b, 0, 0xff00_ff00);
        r.clear(
            a,
            ClearValues {
                depth: Some(0.5),
                stencil: Some(6),
                ..Default::default()
            },
        )
        .unwrap();
        strip(r, a, 1, 0xff00_00ff);
    });
    assert_eq!(counters.passes_merged, 0);
    assert_eq!(
        counters.stores_elided, 2,
        "A's first depth and stencil stores"
    );
    assert_eq!(
        counters.loads_elided, 2,
        "nothing in A's first pass uses them"
    );
    assert_rows(&images[0], 0..1, 0xffff_0000, "colour stored");
    assert_rows(&images[0], 1..2, 0xff00_00ff, "strip");
}

#[test]
fn multisampled_colour_is_discarded_after_resolve_when_next_cleared() {
    let mut results = [true, false].map(|merge| {
        let mut r = renderer();
        r.set_fast_paths(true);
        r.set_merge_passes(merge);
        r.set_flush_draws(0);
        let a = r.create_context_multisampled(W, H, 4).unwrap();
        let b = r.create_context(W, H).unwrap();
        r.commit(true).unwrap();
        let before = r.counters();
        strip(&mut r, a, 0, 0xffff_0000);
        let id = r.target_texture(a).unwrap();
        let state = sampling(id);
        draw(
            &mut r,
            b,
            &state,
            &textured_quad(0.0, 0.0, W as f32, H as f32, !0),
        );
        r.clear_color(a, 0xff00_00ff).unwrap();
        strip(&mut r, a, 1, 0xff00_ff00);
        finish(&mut r, &[a, b], before)
    });
    let [(on, images), (_, plain)] = &mut results;
    assert_eq!(images, plain);
    // The samples of A's first pass are not stored (A's next pass clears them; the resolve
    // B samples is written all the same); its depth and stencil are, A's next pass loads
    // them.
    assert_eq!(on.stores_elided, 1);
    assert_rows(&images[1], 0..1, 0xffff_0000, "B sampled the resolve");
    assert_rows(&images[0], 1..2, 0xff00_ff00, "A's strip");
    assert_rows(&images[0], 2..H, 0xff00_00ff, "A's clear");
}

#[test]
fn random_sequences_merge_and_match_merging_off() {
    for seed in [0x1234_5678_u64, 0xfeed_beef_dead_0001] {
        let (counters, _) = on_and_off(3, |r, ctxs| {
            let mut rng = Rng(seed);
            for _ in 0..120 {
                let c = rng.below(3) as usize;
                let ctx = ctxs[c];
                match rng.below(10) {
                    0 => r
                        .clear(
                            ctx,
                            ClearValues {
                                color: rng.chance(2).then(|| rng.color()),
                                depth: rng.chance(2).then_some(0.5),
                                stencil: None,
                            },
                        )
                        .unwrap(),
                    1 => {
                        let s = ctxs[(c + 1 + rng.below(2) as usize) % 3];
                        let id = r.target_texture(s).unwrap();
                        let state = sampling(id);
                        let y = rng.below(H) as f32;
                        let q = textured_quad(0.0, y, W as f32, y + 1.0, !0);
                        draw(r, ctx, &state, &q);
                    }
                    _ => {
                        let y = rng.below(H);
                        strip(r, ctx, y, rng.color() | 0xff00_0000);
                    }
                }
            }
        });
        assert!(counters.passes_merged > 10, "{counters:?}");
    }
}

#[test]
fn a_merged_pass_starts_from_the_whole_target_as_a_new_pass_does() {
    // The first pass into A leaves a WebGPU viewport of its left half (a clip-space draw
    // under a D3D9 viewport); the merged second pass draws pretransformed vertices over the
    // whole target, as it would in a pass of its own.
    let (counters, images) = on_and_off(2, |r, ctxs| {
        let (a, b) = (ctxs[0], ctxs[1]);
        let (vs, ps) = (shader(r, VS_POS), shader(r, PS_C0));
        let mut state = pos_state(vs, ps);
        set_ps_c(&mut state, 0, [1.0, 0.0, 0.0, 1.0]);
        r.set_viewport(a, 0, 0, W / 2, H).unwrap();
        draw_rect(r, a, &state, [0, 0, W, H]);
        strip(r, b, 0, 0xff00_ff00);
        r.set_viewport(a, 0, 0, W, H).unwrap();
        let q = quad(0.0, 4.0, W as f32, H as f32, 0xff00_00ff);
        draw(r, a, &RhwDrawState::default(), &q);
    });
    assert_eq!(counters.passes_merged, 1);
    assert_rect(
        &images[0],
        W,
        0,
        0,
        W / 2,
        4,
        0xffff_0000,
        0,
        "viewport half",
    );
    assert_rect(&images[0], W, W / 2, 0, W, 4, 0xff00_0000, 0, "outside it");
    assert_rows(&images[0], 4..H, 0xff00_00ff, "whole target drawn");
}

#[test]
fn a_pass_testing_depth_loads_it_even_when_its_store_is_skipped() {
    let (counters, images) = on_and_off(2, |r, ctxs| {
        let (a, b) = (ctxs[0], ctxs[1]);
        let tested = RhwDrawState {
            depth_test: true,
            depth_write: true,
            ..Default::default()
        };
        // Depth 1.0 from the setup's clear: z 0.75 passes, then z 0.9 fails against it.
        for (z, color) in [(0.75, 0xffff_0000), (0.9, 0xff00_ff00)] {
            let mut q = quad(0.0, 0.0, W as f32, 1.0, color);
            q.iter_mut().for_each(|v| v.z = z);
            draw(r, a, &tested, &q);
        }
        strip(r, b, 0, 0xff00_ff00);
        r.clear(
            a,
            ClearValues {
                depth: Some(0.5),
                stencil: Some(6),
                ..Default::default()
            },
        )
        .unwrap();
        strip(r, a, 1, 0xff00_00ff);
    });
    assert_eq!(counters.stores_elided, 2);
    assert_eq!(counters.loads_elided, 0);
    assert_rows(&images[0], 0..1, 0xffff_0000, "z 0.9 failed");
}

#[test]
fn a_discarded_depth_surface_is_not_stored_and_stops_merges_across_the_discard() {
    // A tests and writes depth, then its depth surface is discarded (D3D9's
    // D3DPRESENTFLAG_DISCARD_DEPTHSTENCIL at Present): that pass stores neither depth nor
    // stencil. B draws; A writes stencil 5 inside a rectangle: that pass must not join A's
    // first (its stencil would be discarded with it).
    for merge in [true, false] {
        let (mut r, ctxs) = setup(merge, 2);
        let (a, b) = (ctxs[0], ctxs[1]);
        let before = r.counters();
        let tested = RhwDrawState {
            depth_test: true,
            depth_write: true,
            ..Default::default()
        };
        draw(
            &mut r,
            a,
            &tested,
            &quad(0.0, 0.0, W as f32, 1.0, 0xffff_0000),
        );
        let depth = r.context_depth_stencil(a).unwrap();
        r.discard_depth_stencil(depth).unwrap();
        strip(&mut r, b, 0, 0xff00_ff00);
        let rect = Rect {
            left: 0,
            top: 2,
            right: W,
            bottom: 4,
        };
        let values = ClearValues {
            stencil: Some(5),
            ..Default::default()
        };
        r.clear_rects(a, &[rect], values).unwrap();
        r.commit(true).unwrap();
        let c = r.counters().since(&before);
        if merge {
            assert_eq!(c.passes_merged, 0);
            assert_eq!(c.stores_elided, 2, "{c:?}");
            assert_eq!(c.loads_elided, 0);
        } else {
            assert_eq!(c.stores_elided, 0);
        }
        assert_rows(&r.read_framebuffer(a).unwrap(), 0..1, 0xffff_0000, "drawn");
        let stencil = r.read_stencil(a).unwrap();
        let rows = (2 * W) as usize..(4 * W) as usize;
        assert!(stencil[rows].iter().all(|&s| s == 5), "{stencil:?}");
    }
    // A bad handle is refused.
    let (mut r, ctxs) = setup(true, 1);
    let depth = r.context_depth_stencil(ctxs[0]).unwrap();
    r.destroy_context(ctxs[0]).unwrap();
    assert!(r.discard_depth_stencil(depth).is_err());
}

#[test]
fn discarded_samples_are_resolved_not_stored_and_stop_merges_across_the_discard() {
    let mut r = renderer();
    r.set_fast_paths(true);
    r.set_flush_draws(0);
    let a = r.create_context_multisampled(W, H, 4).unwrap();
    let b = r.create_context(W, H).unwrap();
    r.commit(true).unwrap();
    // The pass before the discard resolves its samples without storing them.
    let before = r.counters();
    strip(&mut r, a, 0, 0xffff_0000);
    r.discard_samples(a).unwrap();
    r.commit(true).unwrap();
    assert_eq!(r.counters().since(&before).stores_elided, 1);
    assert_rows(
        &r.read_framebuffer(a).unwrap(),
        0..1,
        0xffff_0000,
        "resolved",
    );
    // A pass after a discard does not join the one before it: its samples are stored,
    // and a later pass loads them.
    let before = r.counters();
    strip(&mut r, a, 1, 0xffff_0000);
    r.discard_samples(a).unwrap();
    strip(&mut r, b, 0, 0xff00_ff00);
    strip(&mut r, a, 2, 0xff00_00ff);
    r.commit(true).unwrap();
    let c = r.counters().since(&before);
    assert_eq!(c.passes_merged, 0, "{c:?}");
    assert_eq!(c.stores_elided, 1, "{c:?}");
    strip(&mut r, a, 4, 0xffff_ffff);
    let image = r.read_framebuffer(a).unwrap();
    assert_rows(&image, 2..3, 0xff00_00ff, "kept in the samples");
    assert_rows(&image, 4..5, 0xffff_ffff, "third pass");
    // A single-sample context has no samples to discard: nothing changes.
    r.discard_samples(b).unwrap();
    r.commit(true).unwrap();
    assert_rows(&r.read_framebuffer(b).unwrap(), 0..1, 0xff00_ff00, "kept");
}

#[test]
fn a_pass_between_sharing_the_depth_surface_stops_the_merge_only_when_it_uses_it() {
    // A and B share one depth surface (D3D9 keeps it bound across render-target changes).
    // A draws at z 0.5; B draws (depth test off, or on); A draws at z 0.75 with the depth
    // test, which fails against A's first draw. B without the depth test loads and stores
    // the surface unchanged, so A's passes merge; with it, they do not.
    for (b_tests, merged) in [(false, 1), (true, 0)] {
        let (counters, images) = on_and_off(2, |r, ctxs| {
            let (a, b) = (ctxs[0], ctxs[1]);
            let depth = r.context_depth_stencil(a).unwrap();
            r.set_depth_stencil(b, Some(depth)).unwrap();
            let tested = RhwDrawState {
                depth_test: true,
                depth_write: true,
                ..Default::default()
            };
            let mut q = quad(0.0, 0.0, W as f32, 2.0, 0xffff_0000);
            q.iter_mut().for_each(|v| v.z = 0.5);
            draw(r, a, &tested, &q);
            let b_state = RhwDrawState {
                depth_test: b_tests,
                ..Default::default()
            };
            let mut q = quad(0.0, 4.0, W as f32, 5.0, 0xff00_ff00);
            q.iter_mut().for_each(|v| v.z = 0.25);
            draw(r, b, &b_state, &q);
            let mut q = quad(0.0, 1.0, W as f32, 3.0, 0xff00_00ff);
            q.iter_mut().for_each(|v| v.z = 0.75);
            draw(r, a, &tested, &q);
        });
        assert_eq!(counters.passes_merged, merged, "B tests depth: {b_tests}");
        assert_rows(&images[0], 0..2, 0xffff_0000, "z 0.75 failed against 0.5");
        assert_rows(&images[0], 2..3, 0xff00_00ff, "z 0.75 passed against 1.0");
        assert_rows(&images[1], 4..5, 0xff00_ff00, "B");
    }
}

#[test]
fn merging_looks_back_over_64_live_passes_and_not_over_merged_ones() {
    // A, B x100 interleaved: passes merged away do not count, so every later pass joins
    // its target's first (198 of 200 merged).
    let (counters, _) = on_and_off(2, |r, ctxs| {
        for round in 0..100u32 {
            for &ctx in ctxs {
                strip(r, ctx, round % H, 0xff00_0000 | round);
            }
        }
    });
    assert_eq!(counters.passes_begun, 200);
    assert_eq!(counters.passes_merged, 198);
    // A, then 64 other targets, then A: the first pass into A lies beyond the window of
    // 64 live steps, so the second stays apart.
    for (others, merged) in [(63, 1), (64, 0)] {
        let (counters, images) = on_and_off(others + 1, |r, ctxs| {
            strip(r, ctxs[0], 0, 0xffff_0000);
            for &ctx in &ctxs[1..] {
                strip(r, ctx, 0, 0xff00_ff00);
            }
            strip(r, ctxs[0], 1, 0xff00_00ff);
        });
        assert_eq!(counters.passes_merged, merged, "{others} targets between");
        assert_rows(&images[0], 0..1, 0xffff_0000, "first pass");
        assert_rows(&images[0], 1..2, 0xff00_00ff, "second pass");
    }
}
