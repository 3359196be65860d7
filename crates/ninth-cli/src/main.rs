//! `ninth`: render scenes and compare them with references, render the built-in demo,
//! benchmark the renderer, and use the shader tools.

mod bench;
mod compare;
mod demo;
mod expectations;
mod png_out;
mod render_cmd;
mod scenes_cmd;
mod shader_cmd;
mod textures_cmd;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// ninth: Direct3D 9-era rendering on wgpu.
#[derive(Debug, Parser)]
#[command(name = "ninth", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Replay a .scene file and write a PNG per `capture` into DIR.
    Render {
        /// The scene.
        scene: PathBuf,
        /// Output folder.
        #[arg(short, long, default_value = "out")]
        out: PathBuf,
        /// Print what the renderer did: replay time, passes, draws, and how each pipeline
        /// came (made, prewarmed from the disk cache, compiled at its draw, waited for).
        #[arg(long)]
        stats: bool,
        /// A texture replacement pack's folder (images named by content key; see `ninth
        /// textures dump`); also `NINTH_TEXTURE_PACK`.
        #[arg(long)]
        texture_pack: Option<PathBuf>,
    },
    /// Render every .scene of DIR and compare each capture with the same-named PNG of the
    /// reference folders (within tolerance of any one passes; a capture in the trust file
    /// only with its trusted source; masked regions left out); ends with `N passed, N failed`.
    Scenes {
        /// Folder of .scene files.
        dir: PathBuf,
        /// Reference folder (repeat for alternatives); the trust file names it by its last
        /// path component (wined3d, dxvk).
        #[arg(long, required = true)]
        refs: Vec<PathBuf>,
        /// Spec reference folder (repeat): an alternative for every capture, and the only
        /// references of a capture the trust file gives `spec`.
        #[arg(long)]
        spec_refs: Vec<PathBuf>,
        /// Masks file: `CAPTURE X0 Y0 X1 Y1 REASON` lines, inclusive pixel rectangles left out
        /// of that capture's comparison.
        #[arg(long)]
        masks: Option<PathBuf>,
        /// Trust file: `CAPTURE SOURCE` lines; SOURCE `wined3d` or `dxvk` compares the capture
        /// only with that --refs folder's image, `spec` only with the --spec-refs images.
        #[arg(long)]
        trust: Option<PathBuf>,
        /// Where the rendered PNGs go.
        #[arg(short, long, default_value = "scenes-out")]
        out: PathBuf,
        /// Largest per-channel difference that still matches.
        #[arg(long, default_value_t = 2)]
        tolerance: u8,
        /// Expectations file: `not-yet NAME REASON`, `tolerance NAME T REASON` and `pixels NAME N
        /// REASON` lines.
        #[arg(long)]
        expect: Option<PathBuf>,
        /// Write an HTML report here.
        #[arg(long)]
        report: Option<PathBuf>,
        /// Print what the renderer did over all scenes (as `render --stats`).
        #[arg(long)]
        stats: bool,
    },
    /// Render the built-in demo (Gouraud RHW triangles, blended quads) to a PNG.
    Demo {
        /// Output PNG.
        #[arg(short, long, default_value = "demo.png")]
        out: PathBuf,
    },
    /// Compare the PNGs of OUT with the same-named PNGs of REFS: per image the largest
    /// channel difference and the count of pixels over the tolerance.
    Compare {
        /// Folder of rendered PNGs.
        out: PathBuf,
        /// Folder of reference PNGs.
        refs: PathBuf,
        /// Largest per-channel difference that still matches.
        #[arg(long, default_value_t = 2)]
        tolerance: u8,
        /// Write an HTML report (expected, actual, difference) here.
        #[arg(long)]
        report: Option<PathBuf>,
    },
    /// Print the adapter, backend, depth format and optional features the renderer got.
    Info,
    /// Benchmarks that compare ninth with raw wgpu doing the same work.
    Bench {
        #[command(subcommand)]
        which: bench::BenchCommand,
    },
    /// Shader tools: disassemble, assemble, translate to WGSL (or MSL/SPIR-V/HLSL/GLSL).
    Shader {
        #[command(subcommand)]
        cmd: shader_cmd::ShaderCommand,
    },
    /// Texture tools: dump a scene's textures by content key (to make replacement packs).
    Textures {
        #[command(subcommand)]
        cmd: textures_cmd::TexturesCommand,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Render {
            scene,
            out,
            stats,
            texture_pack,
        } => render_cmd::run(&scene, &out, stats, texture_pack),
        Command::Scenes {
            dir,
            refs,
            spec_refs,
            masks,
            trust,
            out,
            tolerance,
            expect,
            report,
            stats,
        } => scenes_cmd::run(&scenes_cmd::Options {
            dir: &dir,
            refs: &refs,
            spec_refs: &spec_refs,
            masks: masks.as_deref(),
            trust: trust.as_deref(),
            out: &out,
            tolerance,
            expect: expect.as_deref(),
            report: report.as_deref(),
            stats,
        }),
        Command::Demo { out } => demo::run(&out),
        Command::Textures { cmd } => textures_cmd::run(&cmd),
        Command::Info => info(),
        Command::Compare {
            out,
            refs,
            tolerance,
            report,
        } => compare::run(&out, &refs, tolerance, report.as_deref()),
        Command::Bench { which } => bench::run(which),
        Command::Shader { cmd } => shader_cmd::run(cmd),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("ninth: {message}");
            ExitCode::FAILURE
        }
    }
}

fn info() -> Result<(), String> {
    let renderer = ninth_render::Renderer::from_env().map_err(|e| e.to_string())?;
    let info = renderer.info();
    println!("adapter:      {}", info.adapter_name);
    println!("backend:      {:?}", info.backend);
    println!("driver:       {}", info.driver);
    println!("depth format: {:?}", info.depth_format);
    println!("features:     {}", info.features.join(", "));
    Ok(())
}
