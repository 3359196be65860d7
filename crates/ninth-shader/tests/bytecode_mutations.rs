//! Bounded robustness check of the decoder (a smoke form of fuzzing): mutated corpus bytecode
//! (bit flips, random tokens, truncation, insertion) never panics, and whatever decodes
//! re-encodes to a shader that decodes to the same IR, and disassembles to text that assembles
//! back to the same bytecode.

use std::path::PathBuf;

use ninth_shader::{asm, bytecode};

/// xorshift64*: a fixed sequence, so a failure reproduces.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn corpus_tokens() -> Vec<Vec<u32>> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("tests/corpus")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "asm"))
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|p| {
            let text = std::fs::read_to_string(p).expect("read");
            asm::assemble(&text).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
        })
        .collect()
}

#[test]
fn mutated_bytecode_never_panics() {
    let seeds = corpus_tokens();
    assert!(!seeds.is_empty());
    let seed = std::env::var("NINTH_MUTATION_SEED")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(0x9E37_79B9_7F4A_7C15u64);
    let mut rng = Rng(seed.max(1));
    let (mut decoded, mut rejected) = (0usize, 0usize);
    // NINTH_MUTATIONS=N runs N rounds instead and NINTH_MUTATION_SEED=S starts elsewhere (for
    // long runs by hand).
    let rounds = std::env::var("NINTH_MUTATIONS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(40_000usize);
    for round in 0..rounds {
        let mut tokens = seeds[round % seeds.len()].clone();
        for _ in 0..1 + rng.below(3) {
            let at = rng.below(tokens.len());
            match rng.below(5) {
                0 => tokens[at] ^= 1 << rng.below(32),
                1 => tokens[at] = rng.next() as u32,
                2 => tokens.truncate(at),
                3 => tokens.insert(at, rng.next() as u32),
                _ => tokens[at] = (tokens[at] & 0xF0FF_FFFF) | (rng.below(16) as u32) << 24,
            }
            if tokens.is_empty() {
                break;
            }
        }
        match bytecode::decode(&tokens) {
            Ok(shader) => {
                decoded += 1;
                let again = bytecode::decode(&bytecode::encode(&shader));
                assert_eq!(again.as_ref(), Ok(&shader), "round {round}: {tokens:08x?}");
                // The disassembly is complete: kept in order, it assembles to the same bytecode.
                let text = asm::disassemble(&shader);
                let keep = asm::AsmOptions { keep_order: true };
                assert_eq!(
                    asm::assemble_with(&text, &keep),
                    Ok(bytecode::encode(&shader)),
                    "round {round}:\n{text}"
                );
            }
            Err(e) => {
                rejected += 1;
                assert!(e.offset <= tokens.len(), "round {round}: {e}");
            }
        }
    }
    eprintln!("mutations: {decoded} decoded, {rejected} rejected");
    // Both outcomes must be exercised for the check to mean anything.
    assert!(decoded > 1000 && rejected > 1000, "{decoded} / {rejected}");
}
