//! Render targets as D3D9 surfaces: sampling one context's target from a draw into another
//! sees exactly the work submitted before it (no readback in between), resizing keeps every
//! cache and reinitialises contents, and CPU writes (odd row pitch, sub-rectangles) land in
//! order between the draws around them.

mod common;
use common::*;
use ninth_render::{ContextId, Renderer, RhwDrawState, TextureId};

fn fill(r: &mut Renderer, ctx: ContextId, color: u32) {
    let (w, h) = r.context_size(ctx).unwrap();
    draw(
        r,
        ctx,
        &RhwDrawState::default(),
        &quad(0.0, 0.0, w as f32, h as f32, color),
    );
}

/// Copies texture `id` over the whole of `ctx` (white vertex colour, nearest, clamp).
fn sample_into(r: &mut Renderer, ctx: ContextId, id: TextureId) {
    let (w, h) = r.context_size(ctx).unwrap();
    let state = RhwDrawState {
        texture: Some(id),
        address_clamp: true,
        ..Default::default()
    };
    draw(
        r,
        ctx,
        &state,
        &textured_quad(0.0, 0.0, w as f32, h as f32, 0xffff_ffff),
    );
}

#[test]
fn sampling_another_target_sees_work_in_submission_order() {
    for fast in [false, true] {
        let mut r = renderer();
        r.set_fast_paths(fast);
        let [a, b, c, d] = [0; 4].map(|_| r.create_context(8, 8).unwrap());
        let submissions = r.counters().submissions;
        fill(&mut r, a, 0xffff_0000);
        let id = r.target_texture(a).unwrap();
        sample_into(&mut r, b, id);
        fill(&mut r, a, 0xff00_ff00);
        let id_again = r.target_texture(a).unwrap();
        assert_eq!(id, id_again, "one alias per context");
        sample_into(&mut r, c, id);
        // A clear (folded with fast paths on) is seen by a later sampler too, even without
        // asking for the target id again.
        r.clear_color(a, 0xff00_00ff).unwrap();
        sample_into(&mut r, d, id);
        assert_eq!(
            r.counters().submissions,
            submissions,
            "no submission in between"
        );
        let expect = [
            (b, 0xffff_0000),
            (c, 0xff00_ff00),
            (d, 0xff00_00ff),
            (a, 0xff00_00ff),
        ];
        for (ctx, color) in expect {
            let image = r.read_framebuffer(ctx).unwrap();
            assert_rect(
                &image,
                8,
                0,
                0,
                8,
                8,
                color,
                0,
                &format!("fast paths {fast}"),
            );
        }
    }
}

#[test]
fn resize_keeps_caches_reports_the_new_size_and_reinitialises_contents() {
    let mut r = renderer();
    let ctx = r.create_context(16, 16).unwrap();
    let other = r.create_context(24, 20).unwrap();
    let states = [
        RhwDrawState::default(),
        blended(ninth_render::BlendMode::Add),
        RhwDrawState {
            depth_test: true,
            depth_write: true,
            ..Default::default()
        },
    ];
    for state in &states {
        draw(&mut r, ctx, state, &quad(0.0, 0.0, 16.0, 16.0, 0xff40_4040));
    }
    r.clear_stencil(ctx, 9).unwrap();
    r.set_viewport(ctx, 2, 2, 4, 4).unwrap();
    let id = r.target_texture(ctx).unwrap();
    sample_into(&mut r, other, id);
    let (pipelines, created) = (r.program_pipeline_count(), r.counters().pipelines_created);

    r.resize_context(ctx, 24, 20).unwrap();
    assert_eq!(r.context_size(ctx).unwrap(), (24, 20));
    let vp = r.viewport(ctx).unwrap();
    assert_eq!(
        (vp.x, vp.y, vp.width, vp.height),
        (0, 0, 24, 20),
        "viewport covers the new target"
    );
    let image = r.read_framebuffer(ctx).unwrap();
    assert_eq!(image.len(), 24 * 20 * 4);
    assert!(
        pixels(&image).iter().all(|&p| p == 0xff00_0000),
        "opaque black after resize"
    );
    assert!(r.read_stencil(ctx).unwrap().iter().all(|&s| s == 0));
    if let Ok(depth) = r.read_depth(ctx) {
        assert!(depth.iter().all(|&d| d == 1.0));
    }

    // The same states draw at the new size without compiling anything.
    for state in &states {
        draw(
            &mut r,
            ctx,
            state,
            &quad(18.0, 14.0, 24.0, 20.0, 0xff40_4040),
        );
    }
    assert_eq!(r.program_pipeline_count(), pipelines);
    assert_eq!(r.counters().pipelines_created, created);
    let image = r.read_framebuffer(ctx).unwrap();
    // Opaque, then Add (0x80 per channel, alpha saturates), then depth-tested opaque 0x40.
    for y in 0..20 {
        for x in 0..24 {
            let e = if x >= 18 && y >= 14 {
                0xff40_4040
            } else {
                0xff00_0000
            };
            assert_eq!(pixel(&image, 24, x, y), e, "({x}, {y}) after resize");
        }
    }
    // The alias now samples the new target.
    sample_into(&mut r, other, id);
    let image = r.read_framebuffer(other).unwrap();
    assert_eq!(pixel(&image, 24, 20, 16), 0xff40_4040);
    assert_eq!(pixel(&image, 24, 3, 3), 0xff00_0000);
}

/// A recognisable BGRA byte pattern for CPU writes.
fn pattern(len: usize, seed: u8) -> Vec<u8> {
    (0..len)
        .map(|i| (i as u8).wrapping_mul(37).wrapping_add(seed))
        .collect()
}

#[test]
fn write_framebuffer_with_odd_pitch_lands_between_the_draws_around_it() {
    for fast in [false, true] {
        let mut r = renderer();
        r.set_fast_paths(fast);
        let ctx = r.create_context(16, 16).unwrap();
        r.clear_color(ctx, 0xff10_2030).unwrap();
        fill(&mut r, ctx, 0xffff_0000);
        let (x0, y0, w, h) = (3_u32, 4_u32, 5_u32, 6_u32);
        let pitch = 4 * w + 3;
        let bytes = pattern((pitch * h) as usize, 11);
        r.write_framebuffer(ctx, x0, y0, w, h, &bytes, pitch)
            .unwrap();
        // Covers the write's right part and beyond.
        draw(
            &mut r,
            ctx,
            &RhwDrawState::default(),
            &quad(6.0, 0.0, 16.0, 8.0, 0xff00_ff00),
        );
        let image = r.read_framebuffer(ctx).unwrap();
        for y in 0..16 {
            for x in 0..16 {
                let e = if x >= 6 && y < 8 {
                    0xff00_ff00
                } else if (x0..x0 + w).contains(&x) && (y0..y0 + h).contains(&y) {
                    let at = ((y - y0) * pitch + (x - x0) * 4) as usize;
                    u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap())
                } else {
                    0xffff_0000
                };
                assert_eq!(pixel(&image, 16, x, y), e, "({x}, {y}), fast paths {fast}");
            }
        }
        // A write right after a clear: the clear comes first.
        r.clear_color(ctx, 0xff00_0000).unwrap();
        let one = [1_u8, 2, 3, 4];
        r.write_framebuffer(ctx, 15, 15, 1, 1, &one, 4).unwrap();
        let image = r.read_framebuffer(ctx).unwrap();
        assert_eq!(pixel(&image, 16, 15, 15), 0x0403_0201);
        assert_eq!(pixel(&image, 16, 14, 15), 0xff00_0000);
    }
}

#[test]
fn write_framebuffer_whole_target_round_trips_exactly() {
    let mut r = renderer();
    let ctx = r.create_context(37, 9).unwrap();
    let pitch = 37 * 4 + 7;
    let bytes = pattern((pitch * 9) as usize, 200);
    r.write_framebuffer(ctx, 0, 0, 37, 9, &bytes, pitch)
        .unwrap();
    let image = r.read_framebuffer(ctx).unwrap();
    for y in 0..9 {
        let row = &bytes[(y * pitch) as usize..(y * pitch + 37 * 4) as usize];
        assert_eq!(
            &image[(y * 37 * 4) as usize..((y + 1) * 37 * 4) as usize],
            row,
            "row {y}"
        );
    }
}
