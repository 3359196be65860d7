//! Translation time over the shader corpus (`tests/corpus`): decode, analyse, build the naga
//! module and validate it, per shader, with naga's share (the validator's time on the
//! built module, measured on its own).
//!
//! `cargo bench -p ninth-shader --bench translate` first prints a per-shader report (median
//! and worst of many runs each, naga's share), then runs the criterion benchmarks.
//! `cargo bench -p ninth-shader --bench translate -- --report-only` prints only the report.

#[path = "../tests/common/mod.rs"]
mod common;

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group};
use ninth_shader::ir::{Opcode, Shader};
use ninth_shader::{analyze, asm, bytecode, wgsl};

struct Prepared {
    name: String,
    /// Shader model 1 (`vs_1_1`, `ps_1_x`).
    sm1: bool,
    tokens: Vec<u32>,
    shader: Shader,
    module: naga::Module,
}

/// Instructions that execute: not `dcl`/`def*`, comments or the end.
fn instruction_count(shader: &Shader) -> usize {
    shader
        .instructions
        .iter()
        .filter(|i| {
            !matches!(
                i.opcode,
                Opcode::Dcl | Opcode::Def | Opcode::DefI | Opcode::DefB
            )
        })
        .count()
}

fn prepare() -> Vec<Prepared> {
    let options = wgsl::Options::default();
    common::load_corpus()
        .into_iter()
        .filter_map(|s| {
            let tokens = asm::assemble(&s.text).ok()?;
            let shader = bytecode::decode(&tokens).ok()?;
            wgsl::translate(&shader, &options).ok()?;
            let (module, _, _) = wgsl::emit(&shader, &options).ok()?;
            Some(Prepared {
                sm1: s.sm1(),
                name: s.name,
                tokens,
                shader,
                module,
            })
        })
        .collect()
}

fn naga_validate(module: &naga::Module) {
    black_box(wgsl::validate_module(module).expect("validates"));
}

/// Median and worst of `runs` timings of `f`, in microseconds.
fn time(runs: usize, mut f: impl FnMut()) -> (f64, f64) {
    let mut samples: Vec<Duration> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed()
        })
        .collect();
    samples.sort();
    let us = |d: Duration| d.as_secs_f64() * 1e6;
    (
        us(samples[samples.len() / 2]),
        us(samples[samples.len() - 1]),
    )
}

fn report(corpus: &[Prepared]) {
    let options = wgsl::Options::default();
    const RUNS: usize = 200;
    println!(
        "shader translation report: {} corpus shaders ({} of shader model 1), {RUNS} runs each",
        corpus.len(),
        corpus.iter().filter(|p| p.sm1).count()
    );
    println!(
        "{:<40} {:>5} {:>10} {:>10} {:>10} {:>10} {:>10} {:>7}",
        "shader", "instr", "median us", "worst us", "decode us", "build us", "naga us", "naga %"
    );
    let mut rows = Vec::new();
    for p in corpus {
        // warm up
        for _ in 0..5 {
            black_box(ninth_shader::translate_bytecode(&p.tokens, &options).expect("translates"));
        }
        let (median, worst) = time(RUNS, || {
            black_box(ninth_shader::translate_bytecode(&p.tokens, &options).expect("translates"));
        });
        let (decode, _) = time(RUNS, || {
            black_box(bytecode::decode(&p.tokens).expect("decodes"));
        });
        let (emit, _) = time(RUNS, || {
            black_box(wgsl::emit(&p.shader, &options).expect("emits"));
        });
        // naga's part of a translation: validating the built module
        let (naga, _) = time(RUNS, || naga_validate(&p.module));
        let share = 100.0 * naga / median;
        let n = instruction_count(&p.shader);
        println!(
            "{:<40} {:>5} {:>10.1} {:>10.1} {:>10.1} {:>10.1} {:>10.1} {:>6.0}%",
            p.name, n, median, worst, decode, emit, naga, share
        );
        rows.push((p.name.clone(), n, median, worst, naga, p.sm1));
    }
    for (label, sm1) in [("SM1", true), ("SM2/3", false)] {
        let group: Vec<Row> = rows.iter().filter(|r| r.5 == sm1).cloned().collect();
        if !group.is_empty() {
            summary(label, &group);
        }
    }
}

/// (name, instructions, median us, worst us, naga us, shader model 1).
type Row = (String, usize, f64, f64, f64, bool);

fn summary(label: &str, rows: &[Row]) {
    let mut medians: Vec<f64> = rows.iter().map(|r| r.2).collect();
    medians.sort_by(f64::total_cmp);
    let slowest = rows
        .iter()
        .max_by(|a, b| a.2.total_cmp(&b.2))
        .expect("corpus");
    let worst = rows.iter().map(|r| r.3).fold(0.0, f64::max);
    let total: f64 = rows.iter().map(|r| r.2).sum();
    let naga: f64 = rows.iter().map(|r| r.4).sum();
    println!(
        "{label} ({} shaders): median of medians {:.1} us, slowest median {:.1} us ({}), worst single run {:.1} us, naga share {:.0}%",
        rows.len(),
        medians[medians.len() / 2],
        slowest.2,
        slowest.0,
        worst,
        100.0 * naga / total
    );
    let typical: Vec<&Row> = rows.iter().filter(|r| (50..=100).contains(&r.1)).collect();
    if !typical.is_empty() {
        let mut m: Vec<f64> = typical.iter().map(|r| r.2).collect();
        m.sort_by(f64::total_cmp);
        println!(
            "{label} 50-100 instruction shaders ({}): median {:.1} us, slowest median {:.1} us",
            typical.len(),
            m[m.len() / 2],
            m[m.len() - 1]
        );
    }
    let big: Vec<&Row> = rows.iter().filter(|r| r.1 >= 30).collect();
    if !big.is_empty() {
        let mut m: Vec<f64> = big.iter().map(|r| r.2).collect();
        m.sort_by(f64::total_cmp);
        println!(
            "{label} 30+ instruction shaders ({}): median {:.1} us, slowest median {:.1} us",
            big.len(),
            m[m.len() / 2],
            m[m.len() - 1]
        );
    }
}

fn bench_translate(c: &mut Criterion) {
    let corpus = prepare();
    let options = wgsl::Options::default();
    for (label, sm1) in [("SM1", true), ("SM2/3", false)] {
        c.bench_function(&format!("translate whole {label} corpus"), |b| {
            b.iter(|| {
                for p in corpus.iter().filter(|p| p.sm1 == sm1) {
                    black_box(
                        ninth_shader::translate_bytecode(&p.tokens, &options).expect("translates"),
                    );
                }
            })
        });
    }
    let mut group = c.benchmark_group("game shaders");
    for p in corpus.iter().filter(|p| p.name.starts_with("game_")) {
        group.bench_function(format!("{} translate", p.name), |b| {
            b.iter(|| black_box(ninth_shader::translate_bytecode(&p.tokens, &options)))
        });
        group.bench_function(format!("{} decode", p.name), |b| {
            b.iter(|| black_box(bytecode::decode(&p.tokens)))
        });
        group.bench_function(format!("{} analyze", p.name), |b| {
            b.iter(|| black_box(analyze::analyze(&p.shader)))
        });
        group.bench_function(format!("{} analyze+build", p.name), |b| {
            b.iter(|| black_box(wgsl::emit(&p.shader, &options)))
        });
        group.bench_function(format!("{} naga validate", p.name), |b| {
            b.iter(|| naga_validate(&p.module))
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(20)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(2));
    targets = bench_translate
}

fn main() {
    let corpus = prepare();
    report(&corpus);
    if std::env::args().any(|a| a == "--report-only") {
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
