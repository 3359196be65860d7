//! Occlusion and timestamp queries: an occlusion query counts the samples of its draws that
//! pass the depth and stencil tests, across render passes, targets and clears, and
//! overlapping queries each count their own span; timestamps rise with the GPU's work.
//! Counts are pixel areas of quads whose edges fall between pixel centres (`common::quad`).

mod common;

use common::{V, quad, renderer};
use ninth_render::{QueryWait, Renderer, RhwDrawState, TIMESTAMP_FREQUENCY};

const WHITE: u32 = 0xffff_ffff;

fn at_depth(vertices: Vec<V>, z: f32) -> Vec<V> {
    vertices.into_iter().map(|p| V { z, ..p }).collect()
}

fn tested() -> RhwDrawState {
    RhwDrawState {
        depth_test: true,
        depth_write: false,
        ..Default::default()
    }
}

fn writing() -> RhwDrawState {
    RhwDrawState {
        depth_test: true,
        depth_write: true,
        ..Default::default()
    }
}

/// The pixel rectangle [x0, x1) x [y0, y1) at depth `z`, depth-tested with `state`.
fn rect(r: &mut Renderer, ctx: ninth_render::ContextId, state: &RhwDrawState, x: [f32; 4], z: f32) {
    common::draw(
        r,
        ctx,
        state,
        &at_depth(quad(x[0], x[1], x[2], x[3], WHITE), z),
    );
}

fn wait(r: &mut Renderer, id: ninth_render::OcclusionId) -> u64 {
    r.occlusion_result(id, QueryWait::Wait)
        .unwrap()
        .expect("a waited-for result")
}

#[test]
fn occlusion_counts_visible_half_hidden_and_hidden_quads() {
    let mut r = renderer();
    let ctx = r.create_context(16, 16).unwrap();
    r.clear_depth(ctx, 1.0).unwrap();

    // Fully visible: 8 x 4 pixels.
    let visible = r.begin_occlusion().unwrap();
    rect(&mut r, ctx, &tested(), [2.0, 2.0, 10.0, 6.0], 0.5);
    r.end_occlusion(visible).unwrap();

    // Depth 0.3 written over the left half (x < 8), then a 16 x 4 quad at 0.5: only its
    // right half (8 x 4) passes LESSEQUAL.
    rect(&mut r, ctx, &writing(), [0.0, 0.0, 8.0, 16.0], 0.3);
    let half = r.begin_occlusion().unwrap();
    rect(&mut r, ctx, &tested(), [0.0, 8.0, 16.0, 12.0], 0.5);
    r.end_occlusion(half).unwrap();

    // Fully behind the written depth: none.
    let hidden = r.begin_occlusion().unwrap();
    rect(&mut r, ctx, &tested(), [1.0, 1.0, 7.0, 15.0], 0.5);
    r.end_occlusion(hidden).unwrap();

    // Nothing drawn at all.
    let empty = r.begin_occlusion().unwrap();
    r.end_occlusion(empty).unwrap();

    // Before a flush the work is still being recorded: no result without one.
    assert_eq!(r.occlusion_result(visible, QueryWait::Poll).unwrap(), None);
    assert_eq!(wait(&mut r, visible), 32);
    assert_eq!(wait(&mut r, half), 32);
    assert_eq!(wait(&mut r, hidden), 0);
    assert_eq!(wait(&mut r, empty), 0);
    // A result stays.
    assert_eq!(
        r.occlusion_result(visible, QueryWait::Poll).unwrap(),
        Some(32)
    );

    // A query not ended has no result; ending twice or an unknown query is refused.
    let open = r.begin_occlusion().unwrap();
    assert!(r.occlusion_result(open, QueryWait::Wait).is_err());
    r.end_occlusion(open).unwrap();
    assert!(r.end_occlusion(open).is_err());
    r.release_occlusion(open);
    assert!(r.occlusion_result(open, QueryWait::Wait).is_err());
    assert!(r.end_occlusion(open).is_err());

    // Spanning a target change, a clear and a commit: 8x4 + 5x4 (other target) + 2x5
    // after the clear (which counts nothing) + 3x3 after the commit.
    let other = r.create_context(16, 16).unwrap();
    r.clear_depth(ctx, 1.0).unwrap();
    let span = r.begin_occlusion().unwrap();
    rect(&mut r, ctx, &tested(), [0.0, 0.0, 8.0, 4.0], 0.5);
    rect(
        &mut r,
        other,
        &RhwDrawState::default(),
        [0.0, 0.0, 5.0, 4.0],
        0.5,
    );
    r.clear_color(ctx, 0xff00_0000).unwrap();
    rect(&mut r, ctx, &tested(), [10.0, 10.0, 12.0, 15.0], 0.5);
    r.commit(false).unwrap();
    rect(&mut r, ctx, &tested(), [0.0, 13.0, 3.0, 16.0], 0.5);
    r.end_occlusion(span).unwrap();
    assert_eq!(wait(&mut r, span), 32 + 20 + 10 + 9);

    // Overlapping and nested: outer spans a (8x4) and b (4x4); inner spans b and c (2x2);
    // last spans c only; each is begun and ended inside one pass.
    let outer = r.begin_occlusion().unwrap();
    rect(
        &mut r,
        ctx,
        &RhwDrawState::default(),
        [0.0, 0.0, 8.0, 4.0],
        0.5,
    );
    let inner = r.begin_occlusion().unwrap();
    rect(
        &mut r,
        ctx,
        &RhwDrawState::default(),
        [0.0, 4.0, 4.0, 8.0],
        0.5,
    );
    r.end_occlusion(outer).unwrap();
    let last = r.begin_occlusion().unwrap();
    rect(
        &mut r,
        ctx,
        &RhwDrawState::default(),
        [8.0, 8.0, 10.0, 10.0],
        0.5,
    );
    r.end_occlusion(inner).unwrap();
    r.end_occlusion(last).unwrap();
    // A flush submits without waiting: the result may or may not be back yet.
    if let Some(n) = r.occlusion_result(inner, QueryWait::Flush).unwrap() {
        assert_eq!(n, 16 + 4);
    }
    assert_eq!(wait(&mut r, outer), 32 + 16);
    assert_eq!(wait(&mut r, inner), 16 + 4);
    assert_eq!(wait(&mut r, last), 4);

    // Many queries in one frame: more segments than one query set holds (256).
    let many: Vec<_> = (0..300)
        .map(|i| {
            let id = r.begin_occlusion().unwrap();
            let x = (i % 16) as f32;
            rect(
                &mut r,
                ctx,
                &RhwDrawState::default(),
                [x, 0.0, x + 1.0, 1.0 + (i % 3) as f32],
                0.5,
            );
            r.end_occlusion(id).unwrap();
            id
        })
        .collect();
    for (i, id) in many.into_iter().enumerate() {
        assert_eq!(wait(&mut r, id), 1 + (i % 3) as u64, "query {i}");
        r.release_occlusion(id);
    }
}

#[test]
fn queries_released_unread_leave_their_batches_for_reuse() {
    let mut r = renderer();
    let ctx = r.create_context(8, 8).unwrap();
    // 3 x 300 queries never read (more than a batch holds per commit), then one read.
    for round in 0..3 {
        for i in 0..300 {
            let id = r.begin_occlusion().unwrap();
            let x = (i % 8) as f32;
            rect(
                &mut r,
                ctx,
                &RhwDrawState::default(),
                [x, 0.0, x + 1.0, 1.0],
                0.5,
            );
            r.end_occlusion(id).unwrap();
            r.release_occlusion(id);
            let stamp = r.write_timestamp().ok();
            if let Some(stamp) = stamp {
                r.release_timestamp(stamp);
            }
        }
        r.commit(round == 2).unwrap();
    }
    let id = r.begin_occlusion().unwrap();
    rect(
        &mut r,
        ctx,
        &RhwDrawState::default(),
        [0.0, 0.0, 3.0, 3.0],
        0.5,
    );
    r.end_occlusion(id).unwrap();
    assert_eq!(wait(&mut r, id), 9);
    assert_eq!(r.last_commit_error(), None);
}

#[test]
fn occlusion_counts_samples_of_multisampled_targets() {
    let mut r = renderer();
    let ctx = r.create_context_multisampled(8, 8, 4).unwrap();
    r.clear_depth(ctx, 1.0).unwrap();
    // The first query of the renderer begins inside a pass begun without queries.
    rect(&mut r, ctx, &tested(), [0.0, 7.0, 8.0, 8.0], 0.5);
    let id = r.begin_occlusion().unwrap();
    rect(&mut r, ctx, &tested(), [0.0, 0.0, 4.0, 2.0], 0.5);
    r.end_occlusion(id).unwrap();
    // 4 x 2 pixels, 4 samples each (as DXVK and wined3d count: Vulkan's and GL's samples).
    assert_eq!(wait(&mut r, id), 32);
}

#[test]
fn occlusion_spans_mid_frame_flushes() {
    // A flush every 3 draws hands encoders to the submit thread mid-query.
    let mut r = Renderer::new(ninth_render::Config {
        flush_draws: Some(3),
        ..Default::default()
    })
    .unwrap();
    let ctx = r.create_context(16, 16).unwrap();
    let outer = r.begin_occlusion().unwrap();
    let mut expected = 0;
    let mut inner = Vec::new();
    for i in 0..10u32 {
        let id = r.begin_occlusion().unwrap();
        let (w, h) = (1 + i % 4, 1 + i % 5);
        rect(
            &mut r,
            ctx,
            &RhwDrawState::default(),
            [0.0, 0.0, w as f32, h as f32],
            0.5,
        );
        r.end_occlusion(id).unwrap();
        expected += u64::from(w * h);
        inner.push((id, u64::from(w * h)));
    }
    r.end_occlusion(outer).unwrap();
    assert!(r.counters().submissions >= 3, "{:?}", r.counters());
    for (id, n) in inner {
        assert_eq!(wait(&mut r, id), n);
    }
    assert_eq!(wait(&mut r, outer), expected);
}

#[test]
fn timestamps_rise_or_are_unsupported() {
    let mut r = renderer();
    if !r.timestamps_supported() {
        eprintln!("adapter without timestamp queries: {:?}", r.info().features);
        assert!(r.write_timestamp().is_err());
        return;
    }
    let ctx = r.create_context(64, 64).unwrap();
    let first = r.write_timestamp().unwrap();
    for i in 0..8 {
        rect(
            &mut r,
            ctx,
            &RhwDrawState::default(),
            [0.0, 0.0, 64.0, 64.0 - i as f32],
            0.5,
        );
    }
    let second = r.write_timestamp().unwrap();
    assert_eq!(r.timestamp_result(second, QueryWait::Poll).unwrap(), None);
    let a = r.timestamp_result(first, QueryWait::Wait).unwrap().unwrap();
    let b = r
        .timestamp_result(second, QueryWait::Wait)
        .unwrap()
        .unwrap();
    eprintln!("timestamps {a} .. {b}: {} ns", b - a);
    assert!(b >= a, "{a} then {b}");
    // Eight small draws take well under a minute of GPU time.
    assert!(b - a < 60 * TIMESTAMP_FREQUENCY, "{a} then {b}");
    r.release_timestamp(first);
    assert!(r.timestamp_result(first, QueryWait::Wait).is_err());
}

#[test]
fn rectangle_clears_count_nothing() {
    let mut r = renderer();
    let ctx = r.create_context(16, 16).unwrap();
    let id = r.begin_occlusion().unwrap();
    let block = ninth_render::Rect {
        left: 0,
        top: 0,
        right: 4,
        bottom: 4,
    };
    let values = ninth_render::ClearValues {
        color: Some(WHITE),
        depth: Some(1.0),
        stencil: None,
    };
    r.clear_rects(ctx, &[block], values).unwrap();
    r.end_occlusion(id).unwrap();
    // D3D9's Clear is no draw: it passes no depth test.
    assert_eq!(wait(&mut r, id), 0);

    // Draws around a rectangle clear in one query count, the clear between them not: 8 x 4
    // before it and 4 x 2 after it.
    let around = r.begin_occlusion().unwrap();
    rect(&mut r, ctx, &tested(), [8.0, 8.0, 16.0, 12.0], 0.5);
    r.clear_rects(ctx, &[block], values).unwrap();
    rect(&mut r, ctx, &tested(), [10.0, 12.0, 14.0, 14.0], 0.5);
    r.end_occlusion(around).unwrap();
    assert_eq!(wait(&mut r, around), 32 + 8);
}
