//! `ninth textures dump SCENE DIR`: replays a scene with the texture dump on and writes
//! every cached 2D texture it creates into DIR, named by content key: the files a
//! replacement pack is made from (`NINTH_TEXTURE_PACK`, `ninth render --texture-pack`).

use std::path::{Path, PathBuf};

use clap::Subcommand;

/// Texture tools.
#[derive(Debug, Subcommand)]
pub enum TexturesCommand {
    /// Replay SCENE and write each cached 2D texture it creates into DIR as KEY.png
    /// (8-bit formats, level 0 as D3D9 samples it) or KEY.dds (DXT1-5, every level).
    Dump {
        /// The scene.
        scene: PathBuf,
        /// Output folder.
        dir: PathBuf,
    },
}

/// Runs a texture command.
pub fn run(cmd: &TexturesCommand) -> Result<(), String> {
    match cmd {
        TexturesCommand::Dump { scene, dir } => dump(scene, dir),
    }
}

fn dump(scene: &Path, dir: &Path) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let before = files(dir)?;
    let mut config = ninth_render::Config::from_env().map_err(|e| e.to_string())?;
    config.texture_dump = Some(dir.to_path_buf());
    // A pack would replace what is dumped; the dump shows the program's own textures.
    config.texture_pack = None;
    config.cache_dir = None;
    let mut renderer = ninth_render::Renderer::new(config).map_err(|e| e.to_string())?;
    crate::render_cmd::render_scene(&mut renderer, scene)?;
    let written = files(dir)?.saturating_sub(before);
    println!(
        "{written} textures written to {} ({} cached textures made)",
        dir.display(),
        renderer.texture_cache_usage().1
    );
    Ok(())
}

/// Files in `dir`.
fn files(dir: &Path) -> Result<usize, String> {
    Ok(std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .count())
}
