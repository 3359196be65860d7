//! `ninth bench compile`: the first frame of a many-pipeline scene (N RHW quads, each with
//! its own blend mode, cull mode, depth state and colour write mask, all in one pass)
//! without compile workers and with them, on a cold and on a warm disk cache. The figure is
//! the frame's wall time from the first draw to the GPU's finish, with the renderer's
//! pipeline counters beside it. Turn the driver's own shader cache off to see ninth's
//! (`MESA_SHADER_CACHE_DISABLE=true`, `__GL_SHADER_DISK_CACHE=0`).

use std::path::Path;
use std::time::{Duration, Instant};

use ninth_render::disk_cache::CacheDir;
use ninth_render::{BlendMode, Config, Cull, Primitive, Renderer, RhwDrawState};

use super::draws::quad;

/// One run's figures.
struct Run {
    name: &'static str,
    startup: Duration,
    frame: Duration,
    counters: ninth_render::Counters,
    workers: usize,
    pixels: Vec<u8>,
}

/// The state of draw `i`: 9 blend modes x 3 cull modes x 3 depth states x 15 write masks
/// (1,215 distinct pipelines).
fn state(i: usize) -> RhwDrawState {
    const BLENDS: [BlendMode; 9] = [
        BlendMode::None,
        BlendMode::SrcAlpha,
        BlendMode::Add,
        BlendMode::Modulate,
        BlendMode::Modulate2,
        BlendMode::SrcAlphaZero,
        BlendMode::SrcAlphaAdd,
        BlendMode::Premultiplied,
        BlendMode::DestAlphaAdd,
    ];
    const DEPTH: [(bool, bool); 3] = [(false, false), (true, false), (true, true)];
    let (depth_test, depth_write) = DEPTH[(i / 27) % 3];
    RhwDrawState {
        blend: BLENDS[i % 9],
        cull: [Cull::None, Cull::Cw, Cull::Ccw][(i / 9) % 3],
        depth_test,
        depth_write,
        color_write_mask: 1 + ((i / 81) % 15) as u32,
        ..Default::default()
    }
}

fn run_once(
    name: &'static str,
    pipelines: usize,
    workers: Option<usize>,
    cache: Option<&Path>,
) -> Result<Run, String> {
    let mut config = Config::from_env().map_err(|e| e.to_string())?;
    config.pipeline_workers = workers.or(config.pipeline_workers);
    config.cache_dir = cache.map(CacheDir::at);
    let start = Instant::now();
    let mut r = Renderer::new(config).map_err(|e| e.to_string())?;
    let startup = start.elapsed();
    let ctx = r.create_context(256, 256).map_err(|e| e.to_string())?;
    let start = Instant::now();
    r.clear_color(ctx, 0xff20_2020).map_err(|e| e.to_string())?;
    for i in 0..pipelines {
        let (vertices, indices) = quad(i);
        let state = state(i);
        r.draw_rhw(
            ctx,
            &state,
            Primitive::TriangleList,
            &vertices,
            28,
            Some(&indices),
        )
        .map_err(|e| e.to_string())?;
    }
    r.commit(true).map_err(|e| e.to_string())?;
    let frame = start.elapsed();
    let pixels = r.read_framebuffer(ctx).map_err(|e| e.to_string())?;
    Ok(Run {
        name,
        startup,
        frame,
        counters: r.counters(),
        workers: r.pipeline_workers(),
        pixels,
    })
}

pub fn run(pipelines: usize, workers: Option<usize>) -> Result<(), String> {
    if pipelines == 0 || pipelines > 1215 {
        return Err(format!("--pipelines {pipelines}: expected 1 to 1215"));
    }
    let dir = std::env::temp_dir().join(format!("ninth-bench-compile-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    // A first renderer loads the driver; its frame is not counted.
    run_once("driver load", 1, Some(0), None)?;
    let runs = [
        run_once("cold, no workers", pipelines, Some(0), None)?,
        run_once("cold, workers", pipelines, workers, Some(&dir))?,
        run_once("warm, workers", pipelines, workers, Some(&dir))?,
        run_once("warm, no workers", pipelines, Some(0), Some(&dir))?,
    ];
    let _ = std::fs::remove_dir_all(&dir);
    println!("first frame of {pipelines} pipelines in one pass (RHW quads)");
    println!(
        "{:<18} {:>7} {:>11} {:>9} {:>5} {:>10} {:>12} {:>7} {:>9}",
        "run",
        "workers",
        "startup ms",
        "frame ms",
        "made",
        "prewarmed",
        "at draw",
        "waited",
        "wait ms"
    );
    for run in &runs {
        let c = &run.counters;
        println!(
            "{:<18} {:>7} {:>11.1} {:>9.1} {:>5} {:>10} {:>12} {:>7} {:>9.1}",
            run.name,
            run.workers,
            run.startup.as_secs_f64() * 1e3,
            run.frame.as_secs_f64() * 1e3,
            c.pipelines_created,
            c.pipelines_prewarmed,
            c.pipelines_compiled_at_draw,
            c.pipelines_waited,
            c.pipeline_wait_micros as f64 / 1e3,
        );
    }
    let ratio = runs[0].frame.as_secs_f64() / runs[1].frame.as_secs_f64();
    println!("cold first frame, no workers / workers: {ratio:.2}x");
    let same = runs.iter().all(|r| r.pixels == runs[0].pixels);
    println!("images identical: {same}");
    if !same {
        return Err("the runs drew different images".into());
    }
    Ok(())
}
