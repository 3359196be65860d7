//! Per-draw data and submission: 1000 frames allocate no more buffers than the arena and
//! uniform ring pools bound, a draw larger than an arena (stride 600 x 65536 vertices, 39 MB) gets a
//! dedicated buffer and still draws correctly, `bytes_copied` grows by each draw's bytes, and
//! `commit_async` calls its callback exactly once (at once when nothing was pending).

mod common;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use common::*;
use ninth_render::{ARENA_BYTES, ARENA_POOL, MAX_VERTICES, Primitive, Renderer, RhwDrawState};

/// The tests of this file run one at a time: the steady-state count of created buffers
/// assumes no other test of the process keeps the GPU busy (a 39 MB draw running beside it
/// delays its frames' completion, and the uniform rings then grow by a buffer: bounded, but
/// not the steady state the test measures).
static GPU: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// Polls `done` until it reaches `target` or `timeout` passes.
fn wait_for(done: &AtomicUsize, target: usize, timeout: Duration) -> bool {
    let start = Instant::now();
    while done.load(Ordering::SeqCst) < target {
        if start.elapsed() > timeout {
            return false;
        }
        std::thread::sleep(Duration::from_micros(200));
    }
    true
}

fn counting_callback(counter: &Arc<AtomicUsize>) -> ninth_render::CommitCallback {
    let counter = Arc::clone(counter);
    Box::new(move |result| {
        result.expect("commit succeeded");
        counter.fetch_add(1, Ordering::SeqCst);
    })
}

#[test]
fn frames_create_no_more_buffers_than_the_pools_bound() {
    let _gpu = GPU.lock().unwrap_or_else(|e| e.into_inner());
    let mut r = renderer();
    let ctx = r.create_context(64, 64).unwrap();
    const FRAMES: usize = 1000;
    let asyncs: Vec<Arc<AtomicUsize>> = (0..FRAMES).map(|_| Arc::default()).collect();
    let mut created = Vec::with_capacity(FRAMES);
    // The first frames also keep the GPU busy, so the pool fills while they are in flight
    // (arenas are created only while fewer than ARENA_POOL exist and none is free).
    let heavy = r.create_context(1024, 1024).unwrap();
    let mut bytes_expected = r.counters().bytes_copied;
    for (frame, done) in asyncs.iter().enumerate() {
        if frame < 3 {
            for k in 0..30 {
                let q = pack(&quad(0.0, 0.0, 1024.0, 1024.0, 0xff00_0000 | k));
                r.draw_rhw(
                    heavy,
                    &RhwDrawState::default(),
                    Primitive::TriangleList,
                    &q,
                    28,
                    None,
                )
                .unwrap();
                bytes_expected += q.len() as u64;
            }
        }
        let shade = (frame % 200) as u32;
        let color = 0xff00_0000 | (shade << 16) | (255 - shade);
        for k in 0..4 {
            let x = (k * 16) as f32;
            let q = pack(&quad(x, 0.0, x + 16.0, 64.0, color + k as u32));
            r.draw_rhw(
                ctx,
                &RhwDrawState::default(),
                Primitive::TriangleList,
                &q,
                28,
                None,
            )
            .unwrap();
            bytes_expected += q.len() as u64;
        }
        // An indexed draw too: vertices and indices are both copied.
        let corners = pack(&[v(0.0, 0.0, color), v(3.5, 0.0, color), v(0.0, 3.5, color)]);
        r.draw_rhw(
            ctx,
            &RhwDrawState::default(),
            Primitive::TriangleList,
            &corners,
            28,
            Some(&[0, 1, 2]),
        )
        .unwrap();
        bytes_expected += corners.len() as u64 + 6;
        assert_eq!(r.counters().bytes_copied, bytes_expected, "frame {frame}");
        if frame % 2 == 0 {
            r.commit(false).unwrap();
            done.store(1, Ordering::SeqCst);
        } else {
            r.commit_async(counting_callback(done));
        }
        created.push(r.counters().buffers_created);
    }
    // The bound the pools give whatever the GPU's timing: the arena waits rather than
    // allocate while ARENA_POOL arenas are in flight, so at most ARENA_POOL frames are, each
    // holding one uniform ring buffer, plus the frame being recorded: at most ARENA_POOL + 1
    // ring buffers are ever alive, which the ring's pool of 4 keeps (none is dropped and made
    // again). Whether a frame finds a buffer back in time depends on the GPU, so when the
    // buffers are made is not asserted (a late completion under load makes one a few hundred
    // frames in).
    let bound = (ARENA_POOL + ARENA_POOL + 1) as u64;
    assert!(
        created.iter().all(|&c| c <= bound),
        "more than {bound} buffers created: {:?}",
        created.iter().max()
    );
    for (frame, done) in asyncs.iter().enumerate() {
        assert!(
            wait_for(done, 1, Duration::from_secs(20)),
            "frame {frame} callback never ran"
        );
    }
    std::thread::sleep(Duration::from_millis(50));
    assert!(
        asyncs.iter().all(|d| d.load(Ordering::SeqCst) == 1),
        "a callback ran twice"
    );
    assert!(r.pooled_arenas() <= ARENA_POOL);
    // The last frame (999) is what the target shows.
    let shade = (999 % 200) as u32;
    let color = 0xff00_0000 | (shade << 16) | (255 - shade);
    let image = r.read_framebuffer(ctx).unwrap();
    assert_eq!(pixel(&image, 64, 8, 32), color);
    assert_eq!(pixel(&image, 64, 60, 32), color + 3);
    assert_eq!(pixel(&image, 64, 1, 1), color);
}

#[test]
fn a_draw_larger_than_an_arena_gets_a_dedicated_buffer_and_draws_correctly() {
    let _gpu = GPU.lock().unwrap_or_else(|e| e.into_inner());
    let mut r = renderer();
    let ctx = r.create_context(64, 64).unwrap();
    const STRIDE: usize = 600;
    let n = MAX_VERTICES;
    assert!((n * STRIDE) as u64 > ARENA_BYTES);
    // 65536 vertices: one visible quad (6 vertices), then degenerate triangles at (100, 100)
    // off target; every vertex carries garbage after its first 28 bytes.
    let quad_bytes = pack(&quad(8.0, 8.0, 40.0, 24.0, 0xff20_c040));
    let degenerate = pack(&[v(100.0, 100.0, 0xffff_ffff)]);
    let mut vertices = Vec::with_capacity(n * STRIDE);
    for i in 0..n {
        let first = if i < 6 {
            &quad_bytes[i * 28..(i + 1) * 28]
        } else {
            &degenerate[..]
        };
        vertices.extend_from_slice(first);
        vertices.extend((28..STRIDE).map(|b| (b as u8) ^ 0xa5));
    }
    // Only 65535 of them form whole triangles; the leftover vertex is ignored. A small
    // draw first makes the uniform ring's buffer, which every draw's blocks go into.
    draw(
        &mut r,
        ctx,
        &RhwDrawState::default(),
        &quad(0.0, 60.0, 4.0, 64.0, 0xff00_00ff),
    );
    let before = r.counters();
    r.draw_rhw(
        ctx,
        &RhwDrawState::default(),
        Primitive::TriangleList,
        &vertices,
        STRIDE,
        None,
    )
    .unwrap();
    let after = r.counters();
    assert_eq!(
        after.buffers_created - before.buffers_created,
        1,
        "one dedicated buffer"
    );
    assert_eq!(
        after.bytes_copied - before.bytes_copied,
        vertices.len() as u64
    );
    // A small draw in the same frame still uses an arena.
    draw(
        &mut r,
        ctx,
        &RhwDrawState::default(),
        &quad(0.0, 60.0, 4.0, 64.0, 0xff00_00ff),
    );
    let image = r.read_framebuffer(ctx).unwrap();
    for y in 0..64 {
        for x in 0..64 {
            let e = if (8..40).contains(&x) && (8..24).contains(&y) {
                0xff20_c040
            } else if x < 4 && y >= 60 {
                0xff00_00ff
            } else {
                0xff00_0000
            };
            assert_eq!(pixel(&image, 64, x, y), e, "({x}, {y})");
        }
    }
    // The dedicated buffer is not pooled; a second big draw makes another one.
    let after = r.counters();
    r.draw_rhw(
        ctx,
        &RhwDrawState::default(),
        Primitive::TriangleList,
        &vertices,
        STRIDE,
        None,
    )
    .unwrap();
    assert_eq!(r.counters().buffers_created - after.buffers_created, 1);
    r.commit(true).unwrap();
    assert!(r.pooled_arenas() <= ARENA_POOL);
}

#[test]
fn odd_strides_are_repacked_and_draw_the_same_pixels() {
    let _gpu = GPU.lock().unwrap_or_else(|e| e.into_inner());
    let mut r = renderer();
    let ctx = r.create_context(16, 16).unwrap();
    for (i, stride) in [28_usize, 29, 31, 44, 256].into_iter().enumerate() {
        let y = (i * 3) as f32;
        let q = pack(&quad(
            0.0,
            y,
            16.0,
            y + 3.0,
            0xff00_0000 | (0x10 * (i as u32 + 1)),
        ));
        let widened: Vec<u8> = q
            .chunks_exact(28)
            .flat_map(|vtx| {
                vtx.iter()
                    .copied()
                    .chain(std::iter::repeat_n(0x7f, stride - 28))
            })
            .collect();
        let before = r.counters().bytes_copied;
        r.draw_rhw(
            ctx,
            &RhwDrawState::default(),
            Primitive::TriangleList,
            &widened,
            stride,
            None,
        )
        .unwrap();
        let copied = r.counters().bytes_copied - before;
        // Strides WebGPU can bind are copied whole; others are repacked to 28 bytes.
        let expected = if stride % 4 == 0 {
            widened.len()
        } else {
            6 * 28
        };
        assert_eq!(copied, expected as u64, "stride {stride}");
    }
    let image = r.read_framebuffer(ctx).unwrap();
    for i in 0..5_u32 {
        assert_rect(
            &image,
            16,
            0,
            i * 3,
            16,
            i * 3 + 3,
            0xff00_0000 | (0x10 * (i + 1)),
            0,
            "band",
        );
    }
}

fn tiny_draw(r: &mut Renderer, ctx: ninth_render::ContextId, color: u32) {
    draw(
        r,
        ctx,
        &RhwDrawState::default(),
        &quad(0.0, 0.0, 2.0, 2.0, color),
    );
}

#[test]
fn commit_async_calls_back_exactly_once_and_at_once_when_nothing_is_pending() {
    let _gpu = GPU.lock().unwrap_or_else(|e| e.into_inner());
    let mut r = renderer();
    let ctx = r.create_context(8, 8).unwrap();
    r.commit(true).unwrap();
    // Nothing pending: the callback has run before commit_async returns.
    let idle = Arc::new(AtomicUsize::new(0));
    r.commit_async(counting_callback(&idle));
    assert_eq!(idle.load(Ordering::SeqCst), 1);
    // With work pending, each callback runs once, with no other call to wake it.
    for round in 0..300_u32 {
        tiny_draw(&mut r, ctx, 0xff00_0000 | round);
        let done = Arc::new(AtomicUsize::new(0));
        r.commit_async(counting_callback(&done));
        assert!(
            wait_for(&done, 1, Duration::from_secs(10)),
            "round {round}: callback never ran"
        );
        assert_eq!(done.load(Ordering::SeqCst), 1);
    }
    assert_eq!(read_pixel(&mut r, ctx, 1, 1), 0xff00_012b);
    // commit(true) works and leaves nothing pending.
    tiny_draw(&mut r, ctx, 0xff12_3456);
    let submissions = r.counters().submissions;
    r.commit(true).unwrap();
    assert_eq!(r.counters().submissions, submissions + 1);
    let later = Arc::new(AtomicUsize::new(0));
    r.commit_async(counting_callback(&later));
    assert_eq!(
        later.load(Ordering::SeqCst),
        1,
        "nothing pending after commit(true)"
    );
    assert_eq!(read_pixel(&mut r, ctx, 1, 1), 0xff12_3456);
    assert_eq!(r.last_commit_error(), None);
}

/// Mid-frame flushes hand encoders to the submit thread while later draws' bytes are queued
/// into the same arena: every one-pixel draw of 64 (a flush every 2 draws, 32 submissions)
/// must land. Before the arena was initialised at creation, the submission of an earlier
/// encoder could zero-fill a later encoder's bytes (its pass binds the arena to its end),
/// and whole submissions drew nothing (one run in ten on lavapipe).
#[test]
fn every_draw_of_flushed_submissions_lands() {
    let _gpu = GPU.lock().unwrap_or_else(|e| e.into_inner());
    let mut r = Renderer::new(ninth_render::Config {
        flush_draws: Some(2),
        ..Default::default()
    })
    .unwrap();
    let ctx = r.create_context(8, 8).unwrap();
    for i in 0..64u32 {
        let (x, y) = ((i % 8) as f32, (i / 8) as f32);
        draw(
            &mut r,
            ctx,
            &RhwDrawState::default(),
            &quad(x, y, x + 1.0, y + 1.0, 0xff00_0000 | (i + 1)),
        );
    }
    assert!(r.counters().submissions >= 30, "{:?}", r.counters());
    let bgra = r.read_framebuffer(ctx).unwrap();
    let missing: Vec<u32> = (0..64u32)
        .filter(|&i| pixel(&bgra, 8, i % 8, i / 8) != 0xff00_0000 | (i + 1))
        .collect();
    assert!(missing.is_empty(), "draws that drew nothing: {missing:?}");
}
