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
    /// Submission and the wait for the GPU.
    pub submit_wait: Duration,
}

impl FrameTimes {
    /// Microseconds per draw of the recording part.
    pub fn record_us(&self, draws: usize) -> f64 {
        self.record.as_secs_f64() * 1e6 / draws as f64
    }

    /// Microseconds per draw end to end.
    pub fn total_us(&self, draws: usize) -> f64 {
        (self.record + self.submit_wait).as_secs_f64() * 1e6 / draws as f64
    }
}

/// Median of per-frame values.
pub fn median(mut values: Vec<FrameTimes>) -> FrameTimes {
    values.sort_by_key(|t| t.record + t.submit_wait);
    values.get(values.len() / 2).copied().unwrap_or_default()
}
