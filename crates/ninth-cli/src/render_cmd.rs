//! `ninth render SCENE -o DIR`: replays a scene and writes a PNG per `capture` (those made
//! before a failing command too, then the error naming the line).

use std::path::Path;

use ninth_d3d9::replay::NamedCapture;
use ninth_render::Renderer;

/// Parses and replays the scene at `path` on `renderer`.
pub fn render_scene(renderer: &mut Renderer, path: &Path) -> Result<Vec<NamedCapture>, String> {
    render_partial(renderer, path).map_err(|(e, _)| e)
}

/// Like [`render_scene`], but a failure keeps the captures made before it.
fn render_partial(
    renderer: &mut Renderer,
    path: &Path,
) -> Result<Vec<NamedCapture>, (String, Vec<NamedCapture>)> {
    let fail = |e: String| (format!("{}: {e}", path.display()), Vec::new());
    let text = std::fs::read_to_string(path).map_err(|e| fail(e.to_string()))?;
    let scene = ninth_scene::parse(&text).map_err(|e| fail(e.to_string()))?;
    ninth_d3d9::replay(&scene, renderer).map_err(|e| {
        let message = format!("{}: {e}", path.display());
        (message, e.captures)
    })
}

/// Writes a capture as `DIR/NAME.png`.
pub fn write_capture(dir: &Path, capture: &NamedCapture) -> Result<std::path::PathBuf, String> {
    let path = dir.join(format!("{}.png", capture.name));
    let image = crate::compare::image::Rgba {
        width: capture.image.width,
        height: capture.image.height,
        pixels: capture.image.rgba.clone(),
    };
    image.write_png(&path)?;
    Ok(path)
}

/// A renderer with the environment's settings, whose disk cache (when there is one) is kept
/// per `name` (`ninth-NAME`), so the pipelines of one scene or folder prewarm only its own.
pub fn renderer_for(name: &str) -> Result<Renderer, String> {
    renderer_with_pack(name, None)
}

/// [`renderer_for`] with `pack` (when given) as the texture replacement pack.
fn renderer_with_pack(name: &str, pack: Option<std::path::PathBuf>) -> Result<Renderer, String> {
    let mut config = ninth_render::Config::from_env().map_err(|e| e.to_string())?;
    if pack.is_some() {
        config.texture_pack = pack;
    }
    if config.cache_dir.is_some() {
        config.cache_dir = ninth_render::disk_cache::CacheDir::from_env(&format!("ninth-{name}"));
    }
    Renderer::new(config).map_err(|e| e.to_string())
}

/// The `--stats` lines: replay time, then the renderer's counters.
pub fn stats_text(renderer: &Renderer, elapsed: std::time::Duration) -> String {
    let c = renderer.counters();
    format!(
        "replay: {:.1} ms; passes {}, draws {}, submissions {}\n\
         pipelines: {} made, {} prewarmed from the disk cache, {} compiled at their draw, \
         {} waited for, {:.1} ms waited in all; {} compile workers",
        elapsed.as_secs_f64() * 1e3,
        c.passes_begun,
        c.draws,
        c.submissions,
        c.pipelines_created,
        c.pipelines_prewarmed,
        c.pipelines_compiled_at_draw,
        c.pipelines_waited,
        c.pipeline_wait_micros as f64 / 1e3,
        renderer.pipeline_workers(),
    )
}

/// The `--stats` line of one capture: what the renderer did since `earlier` (the counters
/// at the capture before, or at the start).
pub fn capture_stats_line(capture: &NamedCapture, earlier: &ninth_render::Counters) -> String {
    let c = capture.counters.since(earlier);
    format!(
        concat!(
            "capture {}: passes {} ({} merged, {} dropped), clears folded {}, ",
            "loads elided {}, stores elided {}, draws {} ({} merged), binds skipped {}, ",
            "bytes copied {}, resident bytes bound {}, uniform bytes {}, pipelines {} made ",
            "({} prewarmed, {} at their draw, {} waited for), submissions {}"
        ),
        capture.name,
        c.passes_begun,
        c.passes_merged,
        c.passes_dropped,
        c.clears_folded,
        c.loads_elided,
        c.stores_elided,
        c.draws,
        c.draws_merged,
        c.binds_skipped,
        c.bytes_copied,
        c.resident_bytes,
        c.uniform_bytes_copied,
        c.pipelines_created,
        c.pipelines_prewarmed,
        c.pipelines_compiled_at_draw,
        c.pipelines_waited,
        c.submissions,
    )
}

/// The command.
pub fn run(
    scene: &Path,
    out: &Path,
    stats: bool,
    texture_pack: Option<std::path::PathBuf>,
) -> Result<(), String> {
    let stem = scene
        .file_stem()
        .map_or_else(|| "scene".to_owned(), |s| s.to_string_lossy().into_owned());
    let mut renderer = renderer_with_pack(&stem, texture_pack)?;
    std::fs::create_dir_all(out).map_err(|e| format!("{}: {e}", out.display()))?;
    let start = std::time::Instant::now();
    let (captures, error) = match render_partial(&mut renderer, scene) {
        Ok(captures) => (captures, None),
        Err((error, captures)) => (captures, Some(error)),
    };
    if stats {
        println!("{}", stats_text(&renderer, start.elapsed()));
        let mut earlier = ninth_render::Counters::default();
        for capture in &captures {
            println!("{}", capture_stats_line(capture, &earlier));
            earlier = capture.counters;
        }
    }
    for capture in &captures {
        let path = write_capture(out, capture)?;
        println!(
            "{} ({}x{})",
            path.display(),
            capture.image.width,
            capture.image.height
        );
    }
    match error {
        Some(error) => Err(error),
        None if captures.is_empty() => {
            println!("the scene has no capture");
            Ok(())
        }
        None => Ok(()),
    }
}
