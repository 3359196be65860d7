//! `ninth bench ...`: benchmarks that run the same work through ninth and through a
//! hand-written raw wgpu loop in one process, so the ratio is measured on the same machine.

mod draws;
mod raw_wgpu;

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
}

pub fn run(cmd: BenchCommand) -> Result<(), String> {
    match cmd {
        BenchCommand::Draws { draws, frames } => draws::run(draws, frames),
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

    /// Microseconds per draw end to end (including the GPU wait).
    pub fn total_us(&self, draws: usize) -> f64 {
        (self.record + self.submit + self.wait).as_secs_f64() * 1e6 / draws as f64
    }
}

/// Per-component medians of per-frame values.
pub fn median(values: &[FrameTimes]) -> FrameTimes {
    let pick = |f: fn(&FrameTimes) -> Duration| {
        let mut v: Vec<Duration> = values.iter().map(f).collect();
        v.sort();
        v.get(v.len() / 2).copied().unwrap_or_default()
    };
    FrameTimes {
        record: pick(|t| t.record),
        submit: pick(|t| t.submit),
        wait: pick(|t| t.wait),
    }
}
