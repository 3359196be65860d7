//! `ninth bench ...`: benchmarks that run the same work through ninth and through a
//! hand-written raw wgpu loop in one process, so the ratio is measured on the same machine.

mod compile;
mod cpu_time;
mod draws;
mod ff;
mod ff_workload;
mod programs;
mod raw_common;
mod raw_programs;
mod raw_w1;
mod raw_w4;
mod raw_wgpu;
mod sha256;
mod targets;
mod textures;
mod workload;

use std::time::Duration;

/// Benchmarks.
#[derive(Debug, clap::Subcommand)]
pub enum BenchCommand {
    /// N RHW draws per frame with state changes (blend mode cycles every draw), each a 4x4
    /// pixel quad: CPU microseconds per draw through ninth and through raw wgpu.
    Draws {
        /// Draws per frame.
        #[arg(long, default_value_t = 10_000)]
        draws: usize,
        /// Timed frames (after 3 warm-up frames).
        #[arg(long, default_value_t = 30)]
        frames: usize,
    },
    /// Workload W1 of BENCH_WORKLOADS.md ("fixed-function churn": 10,000 pretransformed
    /// DrawPrimitiveUP quads, a texture per draw, blend and colour-op changes) through
    /// ninth's D3D9 device and raw wgpu.
    W1 {
        /// Timed frames (after 5 warm-up frames).
        #[arg(long, default_value_t = 30)]
        frames: usize,
    },
    /// Workload W2 of BENCH_WORKLOADS.md ("shader churn": 10,000 programmable draws, 8
    /// shader pairs, per-draw constants and textures) through ninth and raw wgpu.
    W2 {
        /// Timed frames (after 5 warm-up frames).
        #[arg(long, default_value_t = 30)]
        frames: usize,
    },
    /// Workload W3 ("static batch": one shader pair, only the matrix changes per draw).
    W3 {
        /// Timed frames (after 5 warm-up frames).
        #[arg(long, default_value_t = 30)]
        frames: usize,
    },
    /// Workload W4 ("fixed-function 3D": W3's frame through the fixed-function vertex
    /// pipeline, lit untransformed vertices, only the world matrix changes per draw)
    /// through ninth's D3D9 device and raw wgpu.
    W4 {
        /// Timed frames (after 5 warm-up frames).
        #[arg(long, default_value_t = 30)]
        frames: usize,
    },
    /// The multi-target frame: a scene in an offscreen target interrupted by a reflection
    /// target and HUD pieces, a post-processing chain and a composite, with pass merging off
    /// and on: passes recorded and encoded, CPU and end-to-end milliseconds per frame.
    Targets {
        /// Scene draws per frame.
        #[arg(long, default_value_t = 4_000)]
        draws: usize,
        /// Timed frames per setting (after 3 warm-up frames).
        #[arg(long, default_value_t = 30)]
        frames: usize,
    },
    /// The texture cache: upload rate of cached textures per format class (new content,
    /// mips built on the CPU or one level) and the cost of a cache hit.
    Textures {
        /// Side of the square textures.
        #[arg(long, default_value_t = 256)]
        side: u32,
    },
    /// The first frame of a scene of many pipelines (one pass of RHW quads, each its own
    /// blend, cull, depth and write-mask state): without and with pipeline compile workers,
    /// on a cold and on a warm disk cache (a temporary folder).
    Compile {
        /// Distinct pipelines in the frame (1-1215).
        #[arg(long, default_value_t = 200)]
        pipelines: usize,
        /// Compile workers of the runs with workers (default: `NINTH_PIPELINE_WORKERS`, else
        /// one fewer than the cores).
        #[arg(long)]
        workers: Option<usize>,
    },
}

/// Runs a benchmark and prints its figures.
pub fn run(cmd: BenchCommand) -> Result<(), String> {
    match cmd {
        BenchCommand::Draws { draws, frames } => draws::run(draws, frames),
        BenchCommand::W1 { frames } => ff::run(ff::FixedWorkload::W1, frames),
        BenchCommand::W2 { frames } => programs::run(workload::Workload::W2, frames),
        BenchCommand::W3 { frames } => programs::run(workload::Workload::W3, frames),
        BenchCommand::W4 { frames } => ff::run(ff::FixedWorkload::W4, frames),
        BenchCommand::Compile { pipelines, workers } => compile::run(pipelines, workers),
        BenchCommand::Textures { side } => textures::run(side),
        BenchCommand::Targets { draws, frames } => targets::run(draws, frames),
    }
}

/// Timing of one implementation over the timed frames.
#[derive(Clone, Copy, Debug, Default)]
pub struct FrameTimes {
    /// Recording the frame's calls on the submitting thread (clear + draws).
    pub record: Duration,
    /// Finishing the encoder and submitting (wgpu-core validates and encodes the recorded
    /// commands here), on the submitting thread.
    pub submit: Duration,
    /// Waiting for the GPU to finish the frame.
    pub wait: Duration,
    /// CPU time of every thread of the process during the frame (`None`: not measurable
    /// here); a software rasteriser's threads count too.
    pub process: Option<Duration>,
}

impl FrameTimes {
    /// CPU microseconds per draw on the submitting thread: recording plus submission.
    pub fn cpu_us(&self, draws: usize) -> f64 {
        (self.record + self.submit).as_secs_f64() * 1e6 / draws as f64
    }

    /// Microseconds per draw of recording alone.
    pub fn record_us(&self, draws: usize) -> f64 {
        self.record.as_secs_f64() * 1e6 / draws as f64
    }

    /// Process CPU microseconds per draw (all threads), if measured.
    pub fn process_us(&self, draws: usize) -> Option<f64> {
        self.process.map(|p| p.as_secs_f64() * 1e6 / draws as f64)
    }

    /// Microseconds per draw end to end (including the GPU wait).
    pub fn total_us(&self, draws: usize) -> f64 {
        (self.record + self.submit + self.wait).as_secs_f64() * 1e6 / draws as f64
    }
}

/// Times one frame of `record` (the frame's calls), a commit and the wait for the GPU.
pub fn timed_frame(
    r: &mut ninth_render::Renderer,
    record: impl FnOnce(&mut ninth_render::Renderer) -> Result<(), String>,
) -> Result<FrameTimes, String> {
    let start = std::time::Instant::now();
    record(r)?;
    let record = start.elapsed();
    let start = std::time::Instant::now();
    r.commit(false).map_err(|e| e.to_string())?;
    let submit = start.elapsed();
    let start = std::time::Instant::now();
    let _ = r.wgpu_device().poll(wgpu::PollType::wait_indefinitely());
    Ok(FrameTimes {
        record,
        submit,
        wait: start.elapsed(),
        process: None,
    })
}

/// Per-component medians of per-frame values.
pub fn median(values: &[FrameTimes]) -> FrameTimes {
    let pick = |f: fn(&FrameTimes) -> Duration| {
        let mut v: Vec<Duration> = values.iter().map(f).collect();
        v.sort();
        v.get(v.len() / 2).copied().unwrap_or_default()
    };
    let mut process: Vec<Duration> = values.iter().filter_map(|t| t.process).collect();
    process.sort();
    FrameTimes {
        record: pick(|t| t.record),
        submit: pick(|t| t.submit),
        wait: pick(|t| t.wait),
        process: process.get(process.len() / 2).copied(),
    }
}

/// Prints the adapter and the columns' header.
fn print_header(r: &ninth_render::Renderer) {
    println!(
        "adapter: {} ({:?})",
        r.info().adapter_name,
        r.info().backend
    );
    println!(
        "{:<10} {:>14} {:>14} {:>14} {:>14}",
        "us/draw", "record", "CPU (rec+sub)", "end-to-end", "process CPU"
    );
}

/// Prints one implementation's per-draw figures.
fn print_row(name: &str, t: FrameTimes, draws: usize) {
    let (rec, cpu, total) = (t.record_us(draws), t.cpu_us(draws), t.total_us(draws));
    let process = t
        .process_us(draws)
        .map_or_else(|| "n/a".to_owned(), |p| format!("{p:.3}"));
    println!("{name:<10} {rec:>14.3} {cpu:>14.3} {total:>14.3} {process:>14}");
}

/// Prints the adapter and the raw wgpu loop's figures alone (ninth could not run the work).
pub fn print_raw_only(r: &ninth_render::Renderer, w: FrameTimes, draws: usize) {
    print_header(r);
    print_row("raw wgpu", w, draws);
}

/// Prints the adapter and the per-draw figures of ninth and raw wgpu with their ratios.
pub fn print_table(r: &ninth_render::Renderer, n: FrameTimes, w: FrameTimes, draws: usize) {
    print_header(r);
    print_row("ninth", n, draws);
    print_row("raw wgpu", w, draws);
    let ratio = |f: fn(&FrameTimes, usize) -> f64| f(&n, draws) / f(&w, draws);
    let process = n
        .process_us(draws)
        .zip(w.process_us(draws))
        .map_or_else(|| "n/a".to_owned(), |(a, b)| format!("{:.2}", a / b));
    println!(
        "{:<10} {:>14.2} {:>14.2} {:>14.2} {process:>14}",
        "ratio",
        ratio(FrameTimes::record_us),
        ratio(FrameTimes::cpu_us),
        ratio(FrameTimes::total_us)
    );
    let c = r.counters();
    println!(
        "ninth counters: draws {} ({} merged into the draw before), passes {}, clears folded {}, pipelines {}, buffers {}, bytes copied {}",
        c.draws,
        c.draws_merged,
        c.passes_begun,
        c.clears_folded,
        c.pipelines_created,
        c.buffers_created,
        c.bytes_copied
    );
}

/// The raw wgpu loops' texture group: a filterable 2D texture at binding 0 and its sampler at
/// binding 1, read by the fragment stage.
fn texture_sampler_layout(device: &wgpu::Device) -> wgpu::BindGroupLayout {
    device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
        label: None,
        entries: &[
            wgpu::BindGroupLayoutEntry {
                binding: 0,
                visibility: wgpu::ShaderStages::FRAGMENT,
                ty: wgpu::BindingType::Texture {
                    sample_type: wgpu::TextureSampleType::Float { filterable: true },
                    view_dimension: wgpu::TextureViewDimension::D2,
                    multisampled: false,
                },
                count: None,
            },
            wgpu::BindGroupLayoutEntry {
                binding: 1,
                visibility: wgpu::ShaderStages::FRAGMENT,
                ty: wgpu::BindingType::Sampler(wgpu::SamplerBindingType::Filtering),
                count: None,
            },
        ],
    })
}

/// A `side` x `side` 2D texture of the raw loops (one level, one sample).
fn raw_texture(
    device: &wgpu::Device,
    side: u32,
    format: wgpu::TextureFormat,
    usage: wgpu::TextureUsages,
) -> wgpu::Texture {
    device.create_texture(&wgpu::TextureDescriptor {
        label: Some("raw target"),
        size: wgpu::Extent3d {
            width: side,
            height: side,
            depth_or_array_layers: 1,
        },
        mip_level_count: 1,
        sample_count: 1,
        dimension: wgpu::TextureDimension::D2,
        format,
        usage,
        view_formats: &[],
    })
}
