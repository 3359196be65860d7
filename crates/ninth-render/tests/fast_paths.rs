//! Fast paths change no pixel: one seeded random sequence of clears (colour, depth, stencil),
//! draws (some depth-tested, some additive), cross-target sampling, CPU writes and readbacks
//! over three contexts runs with fast paths off, on, switched at run time, and on with a
//! mid-frame flush to the submit thread every two draws, and on without pass merging. Every readback (colour, depth,
//! stencil) matches a CPU model of D3D9 semantics and is byte-identical across the runs; only
//! the fast-path runs fold clears, and folding begins fewer passes.

mod common;
use common::*;
use ninth_render::{BlendMode, ClearValues, ContextId, Counters, RhwDrawState};

const W: u32 = 16;
const H: u32 = 12;
const STEPS: usize = 400;

/// What D3D9 would hold in one context.
#[derive(Clone)]
struct Model {
    color: Vec<u32>,
    depth: Vec<f32>,
    stencil: Vec<u8>,
}

impl Model {
    fn new() -> Self {
        let n = (W * H) as usize;
        Self {
            color: vec![0xff00_0000; n],
            depth: vec![1.0; n],
            stencil: vec![0; n],
        }
    }
}

fn saturating_add(a: u32, b: u32) -> u32 {
    let (a, b) = (a.to_le_bytes(), b.to_le_bytes());
    u32::from_le_bytes(std::array::from_fn(|i| a[i].saturating_add(b[i])))
}

/// A random rectangle [x0, x1) x [y0, y1) inside the target.
fn rect(rng: &mut Rng) -> (u32, u32, u32, u32) {
    let (a, b) = (rng.below(W), rng.below(W));
    let (c, d) = (rng.below(H), rng.below(H));
    (a.min(b), c.min(d), a.max(b) + 1, c.max(d) + 1)
}

#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Off,
    On,
    Toggled,
    /// On, with mid-frame flushes every two draws.
    Flushing,
    /// On, with pass merging (and dropping and store skipping) off.
    OnUnmerged,
}

/// Runs the sequence; returns every readback in order and the counters.
fn run(seed: u64, mode: Mode) -> (Vec<Vec<u8>>, Counters) {
    let mut r = renderer();
    r.set_fast_paths(matches!(mode, Mode::On | Mode::Flushing | Mode::OnUnmerged));
    r.set_merge_passes(mode != Mode::OnUnmerged);
    r.set_flush_draws(if mode == Mode::Flushing { 2 } else { 0 });
    let mut rng = Rng(seed);
    let ctxs: Vec<ContextId> = (0..3).map(|_| r.create_context(W, H).unwrap()).collect();
    let mut models = vec![Model::new(); 3];
    let mut readbacks = Vec::new();
    for step in 0..STEPS {
        if mode == Mode::Toggled && step % 7 == 3 {
            let on = !r.fast_paths();
            r.set_fast_paths(on);
        }
        let c = rng.below(3) as usize;
        let (ctx, what) = (ctxs[c], rng.below(100));
        match what {
            0..=19 => {
                let mut values = ClearValues::default();
                let flags = 1 + rng.below(7);
                if flags & 1 != 0 {
                    values.color = Some(rng.color());
                }
                if flags & 2 != 0 {
                    values.depth = Some(rng.below(5) as f32 * 0.25);
                }
                if flags & 4 != 0 {
                    values.stencil = Some(rng.color());
                }
                r.clear(ctx, values).unwrap();
                let m = &mut models[c];
                if let Some(color) = values.color {
                    m.color.fill(color);
                }
                if let Some(depth) = values.depth {
                    m.depth.fill(depth);
                }
                if let Some(stencil) = values.stencil {
                    m.stencil.fill(stencil as u8);
                }
            }
            20..=49 => {
                let (x0, y0, x1, y1) = rect(&mut rng);
                let color = rng.color();
                let z = (1 + rng.below(7)) as f32 / 8.0;
                let state = RhwDrawState {
                    depth_test: rng.chance(2),
                    depth_write: rng.chance(2),
                    blend: if rng.chance(3) {
                        BlendMode::Add
                    } else {
                        BlendMode::None
                    },
                    ..Default::default()
                };
                let mut q = quad(x0 as f32, y0 as f32, x1 as f32, y1 as f32, color);
                q.iter_mut().for_each(|v| v.z = z);
                draw(&mut r, ctx, &state, &q);
                let m = &mut models[c];
                for y in y0..y1 {
                    for x in x0..x1 {
                        let i = (y * W + x) as usize;
                        if state.depth_test && z > m.depth[i] {
                            continue;
                        }
                        m.color[i] = match state.blend {
                            BlendMode::Add => saturating_add(m.color[i], color),
                            _ => color,
                        };
                        if state.depth_test && state.depth_write {
                            m.depth[i] = z;
                        }
                    }
                }
            }
            50..=64 => {
                // Copy a rectangle of another context through sampling its target.
                let s = (c + 1 + rng.below(2) as usize) % 3;
                let id = r.target_texture(ctxs[s]).unwrap();
                let (x0, y0, x1, y1) = rect(&mut rng);
                let (u0, v0) = (x0 as f32 / W as f32, y0 as f32 / H as f32);
                let (u1, v1) = (x1 as f32 / W as f32, y1 as f32 / H as f32);
                let mut q = textured_quad(x0 as f32, y0 as f32, x1 as f32, y1 as f32, !0);
                for v in &mut q {
                    v.u = if v.u == 0.0 { u0 } else { u1 };
                    v.v = if v.v == 0.0 { v0 } else { v1 };
                }
                let state = RhwDrawState {
                    texture: Some(id),
                    address_clamp: true,
                    ..Default::default()
                };
                draw(&mut r, ctx, &state, &q);
                for y in y0..y1 {
                    for x in x0..x1 {
                        let i = (y * W + x) as usize;
                        models[c].color[i] = models[s].color[i];
                    }
                }
            }
            65..=74 => {
                let (x0, y0, x1, y1) = rect(&mut rng);
                let (w, h) = (x1 - x0, y1 - y0);
                let pitch = 4 * w + rng.below(8);
                let bytes: Vec<u8> = (0..pitch * h).map(|_| rng.below(256) as u8).collect();
                r.write_framebuffer(ctx, x0, y0, w, h, &bytes, pitch)
                    .unwrap();
                for y in 0..h {
                    for x in 0..w {
                        let at = (y * pitch + x * 4) as usize;
                        let p = u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap());
                        models[c].color[((y0 + y) * W + x0 + x) as usize] = p;
                    }
                }
            }
            75..=79 => r.commit(false).unwrap(),
            80..=91 => {
                let got = r.read_framebuffer(ctx).unwrap();
                let expected: Vec<u8> = models[c]
                    .color
                    .iter()
                    .flat_map(|p| p.to_le_bytes())
                    .collect();
                assert_eq!(
                    got,
                    expected,
                    "colour of context {c} at step {step} ({seed:#x}, fast paths {})",
                    r.fast_paths()
                );
                readbacks.push(got);
            }
            92..=95 => {
                let got = r.read_stencil(ctx).unwrap();
                assert_eq!(
                    got, models[c].stencil,
                    "stencil of context {c} at step {step}"
                );
                readbacks.push(got);
            }
            _ => match r.read_depth(ctx) {
                Ok(depth) => {
                    assert_eq!(
                        depth, models[c].depth,
                        "depth of context {c} at step {step}"
                    );
                    readbacks.push(depth.iter().flat_map(|d| d.to_le_bytes()).collect());
                }
                Err(e) => assert_eq!(e.kind, ninth_render::ErrorKind::Unsupported, "{e}"),
            },
        }
    }
    // Everything left, in the end state.
    for (c, &ctx) in ctxs.iter().enumerate() {
        let got = r.read_framebuffer(ctx).unwrap();
        let expected: Vec<u8> = models[c]
            .color
            .iter()
            .flat_map(|p| p.to_le_bytes())
            .collect();
        assert_eq!(got, expected, "final colour of context {c}");
        readbacks.push(got);
    }
    (readbacks, r.counters())
}

#[test]
fn random_sequences_give_identical_readbacks_with_and_without_fast_paths() {
    for seed in [0x9e37_79b9_7f4a_7c15_u64, 0x0123_4567_89ab_cdef] {
        let (plain, plain_counters) = run(seed, Mode::Off);
        let (fast, fast_counters) = run(seed, Mode::On);
        let (toggled, toggled_counters) = run(seed, Mode::Toggled);
        let (flushing, flushing_counters) = run(seed, Mode::Flushing);
        let (unmerged, unmerged_counters) = run(seed, Mode::OnUnmerged);
        assert_eq!(
            plain, unmerged,
            "pass merging changed a readback (seed {seed:#x})"
        );
        assert_eq!(unmerged_counters.passes_merged, 0);
        assert!(
            fast_counters.passes_merged >= 4,
            "merged only {} passes",
            fast_counters.passes_merged
        );
        assert!(plain.len() > 40, "only {} readbacks", plain.len());
        assert_eq!(plain.len(), fast.len());
        assert_eq!(plain.len(), toggled.len());
        assert_eq!(
            plain, flushing,
            "mid-frame flushes changed a readback (seed {seed:#x})"
        );
        assert!(
            flushing_counters.submissions > fast_counters.submissions + 20,
            "flushes: {} submissions against {}",
            flushing_counters.submissions,
            fast_counters.submissions
        );
        for (i, ((a, b), c)) in plain.iter().zip(&fast).zip(&toggled).enumerate() {
            assert!(
                a == b,
                "readback {i} differs with fast paths on (seed {seed:#x})"
            );
            assert!(
                a == c,
                "readback {i} differs with fast paths toggled (seed {seed:#x})"
            );
        }
        assert_eq!(
            plain_counters.clears_folded, 0,
            "fast paths off must fold nothing"
        );
        assert!(fast_counters.clears_folded > 0);
        assert!(toggled_counters.clears_folded > 0);
        assert!(
            fast_counters.passes_begun < plain_counters.passes_begun,
            "folding should begin fewer passes: {} vs {}",
            fast_counters.passes_begun,
            plain_counters.passes_begun
        );
        assert_eq!(fast_counters.draws, plain_counters.draws);
    }
}

#[test]
fn folded_clear_is_the_load_action_of_the_next_draw_pass() {
    let mut r = renderer();
    r.set_fast_paths(true);
    let ctx = r.create_context(8, 8).unwrap();
    r.commit(true).unwrap();
    let before = r.counters();
    r.clear(
        ctx,
        ClearValues {
            color: Some(0xff20_4060),
            depth: Some(0.25),
            stencil: Some(7),
        },
    )
    .unwrap();
    let mut q = quad(0.0, 0.0, 4.0, 8.0, 0xffff_ffff);
    q.iter_mut().for_each(|v| v.z = 0.5);
    let tested = RhwDrawState {
        depth_test: true,
        ..Default::default()
    };
    draw(&mut r, ctx, &tested, &q); // fails against the folded depth clear of 0.25
    draw(
        &mut r,
        ctx,
        &RhwDrawState::default(),
        &quad(4.0, 0.0, 8.0, 8.0, 0xff00_ff00),
    );
    let after = r.counters();
    assert_eq!(after.clears_folded - before.clears_folded, 3);
    assert_eq!(
        after.passes_begun - before.passes_begun,
        1,
        "clear and draws share one pass"
    );
    let image = r.read_framebuffer(ctx).unwrap();
    assert_rect(
        &image,
        8,
        0,
        0,
        4,
        8,
        0xff20_4060,
        0,
        "depth-failed half keeps the clear",
    );
    assert_rect(&image, 8, 4, 0, 8, 8, 0xff00_ff00, 0, "drawn half");
    assert!(r.read_stencil(ctx).unwrap().iter().all(|&s| s == 7));
}
#[test]
fn fast_paths_off_fold_nothing_not_even_a_new_contexts_initial_clear() {
    let mut r = renderer();
    let ctx = r.create_context(8, 8).unwrap();
    draw(
        &mut r,
        ctx,
        &RhwDrawState::default(),
        &quad(4.0, 0.0, 8.0, 8.0, 0xff00_ff00),
    );
    assert_eq!(r.counters().clears_folded, 0);
    assert_eq!(
        r.counters().passes_begun,
        2,
        "the initial clear is a pass of its own"
    );
    let image = r.read_framebuffer(ctx).unwrap();
    assert_rect(
        &image,
        8,
        0,
        0,
        4,
        8,
        0xff00_0000,
        0,
        "initial opaque black",
    );
    assert_rect(&image, 8, 4, 0, 8, 8, 0xff00_ff00, 0, "drawn");
    r.set_fast_paths(true);
    let fresh = r.create_context(8, 8).unwrap();
    draw(
        &mut r,
        fresh,
        &RhwDrawState::default(),
        &quad(4.0, 0.0, 8.0, 8.0, 0xff00_ff00),
    );
    assert_eq!(
        r.counters().clears_folded,
        3,
        "colour, depth and stencil folded"
    );
    assert_eq!(read_pixel(&mut r, fresh, 0, 0), 0xff00_0000);
}
