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

/// The command.
pub fn run(scene: &Path, out: &Path) -> Result<(), String> {
    let mut renderer = Renderer::from_env().map_err(|e| e.to_string())?;
    std::fs::create_dir_all(out).map_err(|e| format!("{}: {e}", out.display()))?;
    let (captures, error) = match render_partial(&mut renderer, scene) {
        Ok(captures) => (captures, None),
        Err((error, captures)) => (captures, Some(error)),
    };
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
