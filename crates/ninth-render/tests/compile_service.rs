//! The pipeline compile service: draws whose pipelines compile workers build draw exactly
//! what draws whose pipelines the engine thread builds; a warm disk cache prewarms every
//! pipeline of the earlier run (none is made again); bad cache files are ignored and
//! everything is made again as on a cold run.

mod common;
mod program_util;
use common::*;
use ninth_render::disk_cache::{AdapterId, CacheDir, FileKind, encode_file};
use ninth_render::{BlendMode, Config, Renderer, RhwDrawState};

/// Blend modes drawn, each with and without the depth test: twice this many pipelines.
const MODES: [BlendMode; 6] = [
    BlendMode::None,
    BlendMode::Add,
    BlendMode::Modulate,
    BlendMode::SrcAlpha,
    BlendMode::Premultiplied,
    BlendMode::SrcAlphaAdd,
];
const PIPELINES: u64 = 2 * MODES.len() as u64;
const BACKGROUND: u32 = 0xff40_6080;
const SOURCE: u32 = 0x80ff_8000;

fn renderer_with(workers: usize, cache: Option<&std::path::Path>) -> Renderer {
    renderer_capped(workers, cache, Config::default().program_pipeline_capacity)
}

fn renderer_capped(workers: usize, cache: Option<&std::path::Path>, capacity: usize) -> Renderer {
    Renderer::new(Config {
        pipeline_workers: Some(workers),
        cache_dir: cache.map(CacheDir::at),
        program_pipeline_capacity: capacity,
        ..Config::default()
    })
    .expect("a GPU adapter (install mesa-vulkan-drivers)")
}

/// Twelve pipelines in one pass: one 2-pixel column per blend mode in rows 0-7 without the
/// depth test and rows 8-15 with it (z 0.5 passes the cleared depth 1).
fn paint(r: &mut Renderer) -> Vec<u32> {
    let ctx = r.create_context(16, 16).unwrap();
    r.clear_color(ctx, BACKGROUND).unwrap();
    for (depth_test, y) in [(false, 0.0), (true, 8.0)] {
        for (i, blend) in MODES.into_iter().enumerate() {
            let state = RhwDrawState {
                blend,
                depth_test,
                ..Default::default()
            };
            let x = 2.0 * i as f32;
            let mut vertices = quad(x, y, x + 2.0, y + 8.0, SOURCE);
            for v in &mut vertices {
                v.z = 0.5;
            }
            draw(r, ctx, &state, &vertices);
        }
    }
    let image = pixels(&r.read_framebuffer(ctx).unwrap());
    r.destroy_context(ctx).unwrap();
    image
}

/// The columns of the modes whose D3D9 result is plain: opaque (the source), Add
/// (saturated sum) and Modulate (product), in both halves.
fn assert_known_columns(image: &[u32], what: &str) {
    let channel = |c: u32, s: u32| (c >> s) & 0xff;
    let map = |f: &dyn Fn(u32, u32) -> u32| {
        [24, 16, 8, 0].into_iter().fold(0, |acc, s| {
            acc | f(channel(SOURCE, s), channel(BACKGROUND, s)) << s
        })
    };
    let add = map(&|s, d| (s + d).min(255));
    let modulate = map(&|s, d| (s * d + 127) / 255);
    for (column, want) in [(0, SOURCE), (2, add), (4, modulate)] {
        for y in [0, 7, 8, 15] {
            let got = image[y * 16 + column];
            let close = [24, 16, 8, 0]
                .into_iter()
                .all(|s| channel(got, s).abs_diff(channel(want, s)) <= 1);
            assert!(
                close,
                "{what}: ({column}, {y}) is {got:08x}, want {want:08x}"
            );
        }
    }
    let drawn = 2 * MODES.len();
    assert!(
        image
            .chunks(16)
            .all(|row| row[..drawn].iter().all(|&p| p != BACKGROUND)
                && row[drawn..].iter().all(|&p| p == BACKGROUND)),
        "{what}: the mode columns drawn over, the rest not"
    );
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("ninth-compile-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[test]
fn workers_draw_what_the_engine_thread_draws() {
    let mut sync = renderer_with(0, None);
    let want = paint(&mut sync);
    assert_known_columns(&want, "synchronous");
    let c = sync.counters();
    assert_eq!(sync.pipeline_workers(), 0);
    assert_eq!(
        (
            c.pipelines_created,
            c.pipelines_compiled_at_draw,
            c.pipelines_waited
        ),
        (PIPELINES, PIPELINES, 0),
        "without workers every pipeline is compiled at its draw"
    );
    drop(sync);

    let mut workers = renderer_with(3, None);
    assert_eq!(workers.pipeline_workers(), 3);
    let got = paint(&mut workers);
    assert_eq!(got, want, "the same pixels with workers");
    let c = workers.counters();
    assert_eq!(c.pipelines_created, PIPELINES);
    assert!(
        c.pipelines_compiled_at_draw + c.pipelines_waited <= PIPELINES,
        "{c:?}"
    );
    // Drawn again: every pipeline is cached, nothing is built or waited for.
    let again = paint(&mut workers);
    assert_eq!(again, want);
    let d = workers.counters();
    assert_eq!(
        (
            d.pipelines_created,
            d.pipelines_compiled_at_draw,
            d.pipelines_waited
        ),
        (
            c.pipelines_created,
            c.pipelines_compiled_at_draw,
            c.pipelines_waited
        )
    );
}

#[test]
fn a_warm_disk_cache_prewarms_every_pipeline_of_the_earlier_run() {
    let dir = temp_dir("warm");
    let mut cold = renderer_with(2, Some(&dir));
    let want = paint(&mut cold);
    assert_known_columns(&want, "cold");
    assert_eq!(cold.counters().pipelines_created, PIPELINES);
    assert_eq!(cold.counters().pipelines_prewarmed, 0);
    drop(cold);
    let files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        files.iter().any(|f| f.starts_with("manifest-")),
        "{files:?}"
    );
    // One generated vertex stage and one fixed-function pixel stage per blend-free state.
    assert!(files.iter().filter(|f| f.starts_with("module-")).count() >= 2);
    assert!(!files.iter().any(|f| f.contains(".tmp")), "{files:?}");

    let mut warm = renderer_with(2, Some(&dir));
    let got = paint(&mut warm);
    assert_eq!(got, want, "a warm run draws the same");
    let c = warm.counters();
    assert_eq!(
        (c.pipelines_created, c.pipelines_prewarmed),
        (0, PIPELINES),
        "every pipeline came from the earlier run's manifest"
    );
    drop(warm);

    // Without workers nothing is prewarmed; the pipelines are made at their draws (through
    // the driver's saved cache where the backend has one).
    let mut sync = renderer_with(0, Some(&dir));
    assert_eq!(paint(&mut sync), want);
    let c = sync.counters();
    assert_eq!((c.pipelines_created, c.pipelines_prewarmed), (PIPELINES, 0));
    drop(sync);
    std::fs::remove_dir_all(&dir).ok();
}

/// Runs a cold renderer in `dir`, lets `spoil` damage its files, and checks that the next
/// run draws the same and prewarms `prewarmed` pipelines (making the rest).
fn after_spoiling(name: &str, spoil: impl Fn(&std::path::Path), prewarmed: impl Fn(u64) -> bool) {
    let dir = temp_dir(name);
    let mut cold = renderer_with(2, Some(&dir));
    let want = paint(&mut cold);
    drop(cold);
    spoil(&dir);
    let mut next = renderer_with(2, Some(&dir));
    assert_eq!(paint(&mut next), want, "{name}: the same pixels");
    let c = next.counters();
    assert_eq!(
        c.pipelines_created + c.pipelines_prewarmed,
        PIPELINES,
        "{name}: {c:?}"
    );
    assert!(prewarmed(c.pipelines_prewarmed), "{name}: {c:?}");
    drop(next);
    // The run wrote good files again: the one after prewarms everything.
    let mut healed = renderer_with(2, Some(&dir));
    assert_eq!(paint(&mut healed), want);
    assert_eq!(
        healed.counters().pipelines_prewarmed,
        PIPELINES,
        "{name}: healed"
    );
    drop(healed);
    std::fs::remove_dir_all(&dir).ok();
}

fn files_starting(dir: &std::path::Path, prefix: &str) -> Vec<std::path::PathBuf> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with(prefix))
        })
        .collect()
}

#[test]
fn bad_cache_files_are_ignored() {
    let manifest = |dir: &std::path::Path| files_starting(dir, "manifest-").remove(0);
    after_spoiling(
        "corrupt",
        |dir| {
            let path = manifest(dir);
            let mut bytes = std::fs::read(&path).unwrap();
            let last = bytes.len() - 1;
            bytes[last] ^= 0x55;
            std::fs::write(&path, bytes).unwrap();
        },
        |n| n == 0,
    );
    after_spoiling(
        "truncated",
        |dir| {
            let path = manifest(dir);
            let bytes = std::fs::read(&path).unwrap();
            std::fs::write(&path, &bytes[..bytes.len() / 2]).unwrap();
        },
        |n| n == 0,
    );
    after_spoiling(
        "other-adapter",
        |dir| {
            let path = manifest(dir);
            let bytes = std::fs::read(&path).unwrap();
            let payload = &bytes[ninth_render::disk_cache::HEADER_LEN..];
            let foreign = encode_file(FileKind::Manifest, AdapterId(0x1234), payload);
            std::fs::write(&path, foreign).unwrap();
        },
        |n| n == 0,
    );
    after_spoiling(
        "foreign-version",
        |dir| {
            let path = manifest(dir);
            let mut bytes = std::fs::read(&path).unwrap();
            bytes[8..12].copy_from_slice(&99u32.to_le_bytes());
            std::fs::write(&path, bytes).unwrap();
        },
        |n| n == 0,
    );
    // A module file gone: the pipelines that use it are made again, the rest prewarmed.
    after_spoiling(
        "module-gone",
        |dir| {
            let modules = files_starting(dir, "module-");
            std::fs::remove_file(&modules[0]).unwrap();
        },
        |n| n < PIPELINES,
    );
    // A recipe that is no valid JSON any more: that entry is made again.
    after_spoiling(
        "module-garbage",
        |dir| {
            for path in files_starting(dir, "module-") {
                let bytes = std::fs::read(&path).unwrap();
                let adapter = AdapterId(u64::from_le_bytes(bytes[16..24].try_into().unwrap()));
                let garbage = encode_file(FileKind::Module, adapter, b"{not json");
                std::fs::write(&path, garbage).unwrap();
            }
        },
        |n| n == 0,
    );
}

/// Four shader pairs (one vertex shader, four pixel shaders writing their own colour), each
/// drawn into its own quarter.
fn paint_shaders(r: &mut Renderer) -> Vec<u32> {
    use program_util::{draw_rect, pos_state, shader};
    let ctx = r.create_context(8, 8).unwrap();
    let vs = shader(r, "vs_2_0\ndcl_position v0\nmov oPos, v0");
    let colours = ["1, 0, 0, 1", "0, 1, 0, 1", "0, 0, 1, 1", "1, 1, 0, 1"];
    let pixel: Vec<_> = colours
        .iter()
        .map(|c| shader(r, &format!("ps_2_0\ndef c0, {c}\nmov oC0, c0")))
        .collect();
    for (i, ps) in pixel.into_iter().enumerate() {
        let (x, y) = (4 * (i as u32 % 2), 4 * (i as u32 / 2));
        draw_rect(r, ctx, &pos_state(vs, ps), [x, y, x + 4, y + 4]);
    }
    let image = pixels(&r.read_framebuffer(ctx).unwrap());
    r.destroy_context(ctx).unwrap();
    image
}

/// At start only 3/4 of the pipeline cache's capacity is prewarmed, newest first; a saved
/// pipeline past that is queued when a shader of its bytecode is created, so a program
/// whose shaders come later still finds every pipeline; pipelines of generated stages past
/// the limit are made again at their draws.
#[test]
fn saved_pipelines_past_the_prewarm_limit_wait_for_their_shaders() {
    let dir = temp_dir("limit");
    // Capacity 4: 3 prewarmed at start, the oldest of the four when its shaders come.
    let mut cold = renderer_capped(2, Some(&dir), 4);
    let want = paint_shaders(&mut cold);
    let quarter = |x: usize, y: usize| want[y * 8 + x];
    assert_eq!(
        [quarter(0, 0), quarter(4, 0), quarter(0, 4), quarter(4, 4)],
        [0xffff_0000, 0xff00_ff00, 0xff00_00ff, 0xffff_ff00]
    );
    assert_eq!(cold.counters().pipelines_created, 4);
    drop(cold);
    let mut warm = renderer_capped(2, Some(&dir), 4);
    assert_eq!(paint_shaders(&mut warm), want);
    let c = warm.counters();
    assert_eq!(
        (c.pipelines_created, c.pipelines_prewarmed),
        (0, 4),
        "{c:?}"
    );
    drop(warm);
    std::fs::remove_dir_all(&dir).ok();

    // Generated stages have no shader to wait for: 8 * 3/4 = 6 of the 12 are prewarmed.
    let dir = temp_dir("limit-generated");
    let mut cold = renderer_capped(2, Some(&dir), 8);
    let want = paint(&mut cold);
    drop(cold);
    let mut warm = renderer_capped(2, Some(&dir), 8);
    assert_eq!(paint(&mut warm), want);
    let c = warm.counters();
    assert_eq!(
        (c.pipelines_created, c.pipelines_prewarmed),
        (6, 6),
        "{c:?}"
    );
    drop(warm);
    std::fs::remove_dir_all(&dir).ok();
}
