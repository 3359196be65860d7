//! Renderers created, used and dropped on many threads at once, each thread then exiting:
//! every renderer draws its own clear colour and every thread finishes. (NVIDIA's Vulkan
//! driver deadlocked or crashed here when devices were destroyed concurrently or its loader
//! was unloaded before a thread that used it exited; the renderer keeps one instance per
//! process and takes device creation and destruction in turns.)

mod common;

use std::sync::mpsc;
use std::time::Duration;

use common::renderer;

#[test]
fn renderers_on_many_threads_are_created_used_and_dropped() {
    const THREADS: u32 = 6;
    const ROUNDS: u32 = 2;
    let (done, finished) = mpsc::channel();
    for t in 0..THREADS {
        let done = done.clone();
        std::thread::spawn(move || {
            for round in 0..ROUNDS {
                let mut r = renderer();
                let ctx = r.create_context(4, 4).unwrap();
                let color = 0xff00_0000 | (t << 16) | (round << 8) | 0x42;
                r.clear_color(ctx, color).unwrap();
                let image = r.read_framebuffer(ctx).unwrap();
                // BGRA bytes of D3DCOLOR `color`.
                assert_eq!(
                    &image[..4],
                    &[0x42, round as u8, t as u8, 0xff],
                    "thread {t} round {round}"
                );
                drop(r);
            }
            done.send(t).unwrap();
        });
    }
    drop(done);
    let mut seen = Vec::new();
    for _ in 0..THREADS {
        // A deadlock would stop here rather than hang the test run.
        let t = finished
            .recv_timeout(Duration::from_secs(120))
            .expect("every thread finishes its renderers");
        seen.push(t);
    }
    seen.sort_unstable();
    assert_eq!(seen, (0..THREADS).collect::<Vec<_>>());
    // A renderer made after all of them works too (no turn left taken).
    let mut r = renderer();
    let ctx = r.create_context(2, 2).unwrap();
    r.clear_color(ctx, 0xff10_2030).unwrap();
    assert_eq!(
        &r.read_framebuffer(ctx).unwrap()[..4],
        &[0x30, 0x20, 0x10, 0xff]
    );
}
