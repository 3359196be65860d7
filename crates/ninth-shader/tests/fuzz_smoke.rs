//! A bounded, deterministic form of the `decode_translate` fuzz target (fuzz/ at the
//! repository root) that runs in CI without libfuzzer: every corpus shader's tokens, mutated
//! with a seeded xorshift generator (bit flips, interesting token values, truncations,
//! splices with other shaders, duplicated and dropped DWORDs), go through decode, and where
//! that succeeds through translate and disassemble + assemble. Nothing may panic.

mod common;

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::{Duration, Instant};

use common::{hex, load_corpus};
use ninth_shader::{asm, bytecode, wgsl};

/// Marsaglia's xorshift64: small, deterministic, no crate.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

/// Token values that hit edge cases of the bytecode format.
const INTERESTING: &[u32] = &[
    0x0000_0000,
    0xffff_ffff,
    0x0000_ffff, // end
    0xfffe_0300, // vs_3_0
    0xffff_0300, // ps_3_0
    0xffff_0101, // ps_1_1
    0x7fff_fffe, // comment with a huge length
    0x0001_fffe, // comment of one DWORD
    0x8000_0000, // bare parameter
    0x9000_0000,
    0xa0e4_0000,
    0x800f_0000,
    0xb000_0000,
    0xb0e4_1000,          // relative address token
    0x8000_0000 | 0x2000, // relative bit
    0xf000_ffff,
    0x0200_001f, // dcl
    0x0500_0051, // def
    0x0500_0030, // defi
    0x0200_002f, // defb
    0x0100_001b, // loop with one operand
    0x0000_001d, // endloop
    0x0000_0027, // endrep
    0x0000_002b, // endif
    0x0000_001c, // ret
    0x0100_0019, // call
    0x0100_001e, // label
    0x0000_002a, // else
    0x0000_002c, // break
    0x1000_0001, // predicated mov
    0x4000_0001, // co-issue mov
    0x0f00_0004, // mad with a long length
    0x7f80_0000, // +inf
    0xff80_0000, // -inf
    0x7fc0_0000, // NaN
    0x0000_0800, // register number bits
    0x0000_1800, // type high bits
];

fn mutate(rng: &mut XorShift, base: &[u32], other: &[u32]) -> Vec<u32> {
    let mut t = base.to_vec();
    // mostly one mutation, so that many inputs still decode and reach translate
    let rounds = 1 + rng.below(8) / 5;
    for _ in 0..rounds {
        if t.is_empty() {
            t.push(INTERESTING[rng.below(INTERESTING.len())]);
            continue;
        }
        let at = rng.below(t.len());
        match rng.below(9) {
            0 | 1 => t[at] ^= 1 << rng.below(32),
            2 => t[at] = INTERESTING[rng.below(INTERESTING.len())],
            3 => t[at] = rng.next() as u32,
            4 => t.truncate(at),
            5 => {
                // splice: our head, the other shader's tail
                let from = rng.below(other.len().max(1));
                t.truncate(at);
                t.extend_from_slice(other.get(from..).unwrap_or(&[]));
            }
            6 => {
                let v = t[at];
                t.insert(at, v);
            }
            7 => {
                t.remove(at);
            }
            _ => {
                // nudge a field: opcode, register number, length
                let shift = [0, 8, 16, 24, 28][rng.below(5)];
                t[at] = t[at].wrapping_add(1 << shift);
            }
        }
    }
    t
}

/// A decoded shader without the DWORD offsets (they move when re-encoding is shorter).
fn without_offsets(shader: &ninth_shader::ir::Shader) -> ninth_shader::ir::Shader {
    let mut shader = shader.clone();
    for ins in &mut shader.instructions {
        ins.offset = 0;
    }
    shader
}

/// Everything the fuzz target does with one input. Returns a property violation (not a
/// panic): what decodes must re-encode to bytecode that decodes to the same shader.
fn exercise(tokens: &[u32], options: &wgsl::Options) -> Option<String> {
    let Ok(shader) = bytecode::decode(tokens) else {
        return None;
    };
    let encoded = bytecode::encode(&shader);
    let text = asm::disassemble(&shader);
    let _ = asm::assemble(&text);
    let _ = wgsl::translate(&shader, options);
    match bytecode::decode(&encoded) {
        Err(e) => Some(format!("re-encoded bytecode does not decode: {e}")),
        Ok(again) if without_offsets(&again) != without_offsets(&shader) => {
            Some("decode(encode(decode(x))) != decode(x)".to_string())
        }
        Ok(_) => None,
    }
}

#[test]
fn mutated_corpus_never_panics() {
    let seeds: Vec<Vec<u32>> = load_corpus()
        .iter()
        .filter_map(|s| asm::assemble(&s.text).ok())
        .collect();
    assert!(
        seeds.len() >= 150,
        "{} corpus shaders assembled",
        seeds.len()
    );
    let iterations: usize = std::env::var("NINTH_FUZZ_ITERATIONS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(50_000);
    let budget = Duration::from_secs(20);
    // the options that change generated code, in turn
    let variants = [
        wgsl::Options::default(),
        wgsl::Options {
            zero_times_inf: true,
            half_pixel_shift: false,
            ..Default::default()
        },
        wgsl::Options {
            sampler_kinds: [Some(ninth_shader::ir::SamplerKind::Cube); 16],
            ..Default::default()
        },
    ];
    let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
    let started = Instant::now();
    let mut runs = 0;
    let mut decoded = 0;
    // Silence the default hook's backtrace spam; failures are collected and reported below.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let mut crashes = Vec::new();
    let mut violations = Vec::new();
    while runs < iterations && started.elapsed() < budget {
        let base = &seeds[runs % seeds.len()];
        let other = &seeds[rng.below(seeds.len())];
        let input = mutate(&mut rng, base, other);
        if bytecode::decode(&input).is_ok() {
            decoded += 1;
        }
        let options = &variants[runs % variants.len()];
        let outcome = catch_unwind(AssertUnwindSafe(|| exercise(&input, options)));
        if let Ok(Some(violation)) = &outcome
            && violations.len() < 10
        {
            violations.push(format!("{violation} on input: {}", hex(&input)));
        }
        if let Err(payload) = outcome {
            let message = payload
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            crashes.push(format!("panic `{message}` on input: {}", hex(&input)));
            if crashes.len() >= 10 {
                break;
            }
        }
        runs += 1;
    }
    std::panic::set_hook(hook);
    println!(
        "fuzz smoke: {runs} executions ({decoded} decoded) in {:.1} s, {} panics",
        started.elapsed().as_secs_f64(),
        crashes.len()
    );
    assert!(crashes.is_empty(), "panics:\n{}", crashes.join("\n"));
    assert!(
        violations.is_empty(),
        "round-trip violations:\n{}",
        violations.join("\n")
    );
    assert!(runs >= 1_000, "only {runs} executions in the time budget");
}

#[test]
fn unmutated_corpus_and_trivial_inputs_never_panic() {
    let options = wgsl::Options::default();
    let inputs: Vec<Vec<u32>> = vec![
        vec![],
        vec![0xfffe_0200],
        vec![0xffff_0300, 0x0000_ffff],
        vec![0xffff_0300, 0x7fff_fffe],
        vec![0xfffe_0300, 0x0200_001f],
        vec![0xffff_0200, 0x0100_0041, 0x800f_0000, 0x0000_ffff],
    ];
    for input in &inputs {
        assert_eq!(exercise(input, &options), None, "{}", hex(input));
    }
    assert!(bytecode::decode(&[]).is_err());
    assert!(bytecode::decode(&[0xfffe_0200]).is_err(), "no end token");
    assert!(
        bytecode::decode(&[0xffff_0300, 0x0000_ffff]).is_ok(),
        "empty ps_3_0"
    );
}
