//! Bad scene text of every kind gets an error, never a panic, nothing that wgpu rejects reaches
//! it, and the renderer stays usable: seeded mutations of every oracle scene (numbers and enum
//! names replaced by edge values, lines dropped or repeated) are parsed and replayed, then an
//! unmutated scene must replay to the same pixels as before.

mod common;

use std::panic::{AssertUnwindSafe, catch_unwind};

use ninth_d3d9::replay;

const MUTATIONS_PER_SCENE: usize = 20;

/// Values a broken or hostile scene might carry.
const EDGES: [&str; 16] = [
    "-1",
    "0",
    "1",
    "3",
    "255",
    "256",
    "65535",
    "65536",
    "16385",
    "2147483647",
    "4294967295",
    "-2147483648",
    "1e30",
    "-1e30",
    "0.5",
    "nan",
];

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn oracle_text(name: &str) -> String {
    let root = env!("CARGO_MANIFEST_DIR");
    std::fs::read_to_string(format!("{root}/../../../shared/oracle/scenes/{name}.scene")).unwrap()
}

/// One mutation: a numeric token replaced by an edge value, a line dropped, or a line repeated.
fn mutate(text: &str, rng: &mut Rng) -> String {
    let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
    let at = 1 + rng.below(lines.len() - 1);
    match rng.below(4) {
        0 => {
            lines.remove(at);
        }
        1 => {
            let line = lines[at].clone();
            lines.insert(at, line);
        }
        _ => {
            let mut tokens: Vec<String> = lines[at].split(' ').map(str::to_owned).collect();
            let numeric: Vec<usize> = tokens
                .iter()
                .enumerate()
                .filter(|(_, t)| {
                    t.parse::<f64>().is_ok() || t.starts_with("0x") || t.starts_with("D3D")
                })
                .map(|(i, _)| i)
                .collect();
            if let Some(&i) = numeric.get(rng.below(numeric.len().max(1))) {
                tokens[i] = EDGES[rng.below(EDGES.len())].to_owned();
            }
            lines[at] = tokens.join(" ");
        }
    }
    lines.join("\n")
}

#[test]
fn mutated_scenes_are_errors_or_draws_never_panics() {
    let mut renderer = common::renderer();
    let good = ninth_scene::parse(&oracle_text("blend_ops")).unwrap();
    let before = replay(&good, &mut renderer).unwrap();
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let (mut parsed, mut replayed, mut failed) = (0, 0, 0);
    let root = env!("CARGO_MANIFEST_DIR");
    let mut names: Vec<String> = std::fs::read_dir(format!("{root}/../../../shared/oracle/scenes"))
        .unwrap()
        .filter_map(|e| {
            e.ok()?
                .file_name()
                .to_str()?
                .strip_suffix(".scene")
                .map(str::to_owned)
        })
        .collect();
    names.sort();
    for name in &names {
        let text = oracle_text(name);
        for _ in 0..MUTATIONS_PER_SCENE {
            let mutated = mutate(&text, &mut rng);
            let Ok(scene) = ninth_scene::parse(&mutated) else {
                continue;
            };
            parsed += 1;
            let outcome = catch_unwind(AssertUnwindSafe(|| replay(&scene, &mut renderer)));
            match outcome {
                Ok(Ok(_)) => replayed += 1,
                Ok(Err(_)) => failed += 1,
                Err(_) => panic!("replaying a mutation of {name} panicked:\n{mutated}"),
            }
            // Nothing wgpu rejects reached it: a commit reports any device error.
            if let Err(e) = renderer.commit(true) {
                panic!("a mutation of {name} reached wgpu with something invalid: {e}\n{mutated}");
            }
        }
    }
    eprintln!(
        "{parsed} mutated scenes parsed: {replayed} replayed, {failed} refused with an error"
    );
    assert!(
        parsed > 800 && failed > 0 && replayed > 0,
        "{parsed} {replayed} {failed}"
    );
    // The renderer is still usable and draws what it drew before.
    let after = replay(&good, &mut renderer).unwrap();
    assert_eq!(before.len(), after.len());
    for (b, a) in before.iter().zip(&after) {
        assert_eq!(b.image.rgba, a.image.rgba, "{}", b.name);
    }
}
