//! Helpers of the draw batching tests: a unit quad placed by vertex constants, distinct
//! colours, and a sequence drawn with batching off and on.

use ninth_render::{ContextId, ProgramDrawState, Renderer};

/// The unit quad (x, y in 0..1, z 0, w 1) as two triangles of FLOAT4 positions.
pub fn unit_quad() -> Vec<u8> {
    let corners = [
        [0.0, 0.0],
        [1.0, 0.0],
        [0.0, 1.0],
        [1.0, 0.0],
        [1.0, 1.0],
        [0.0, 1.0],
    ];
    let mut out = Vec::new();
    for [x, y] in corners {
        for f in [x, y, 0.0f32, 1.0] {
            out.extend_from_slice(&f.to_le_bytes());
        }
    }
    out
}

/// Sets `c0`/`c1` so the unit quad covers the pixels [x, x + w) x [y, y + h) of a `size` x
/// `size` target, and `c2` to the colour `bgra` (8-bit exact).
pub fn place(s: &mut ProgramDrawState, size: u32, [x, y, w, h]: [u32; 4], bgra: u32) {
    let unit = 2.0 / size as f32;
    let left = (x as f32 - 0.5) * unit - 1.0;
    let top = 1.0 - (y as f32 - 0.5) * unit;
    s.vs_constants.float[0] = [w as f32 * unit, -(h as f32) * unit, 0.0, 1.0];
    s.vs_constants.float[1] = [left, top, 0.5, 0.0];
    let channel = |shift: u32| ((bgra >> shift) & 0xff) as f32 / 255.0;
    s.vs_constants.float[2] = [channel(16), channel(8), channel(0), channel(24)];
}

/// Runs `sequence` into a new context with batching off, then on; returns both readbacks and
/// the draws merged with batching on.
pub fn off_and_on(
    r: &mut Renderer,
    size: u32,
    sequence: impl Fn(&mut Renderer, ContextId),
) -> (Vec<u8>, Vec<u8>, u64) {
    let mut images = Vec::new();
    let mut merged = 0;
    for on in [false, true] {
        r.set_batch_draws(on);
        let ctx = r.create_context(size, size).unwrap();
        let before = r.counters().draws_merged;
        sequence(r, ctx);
        images.push(r.read_framebuffer(ctx).unwrap());
        let after = r.counters().draws_merged;
        if on {
            merged = after - before;
        } else {
            assert_eq!(after, before, "batching off merged draws");
        }
        r.destroy_context(ctx).unwrap();
    }
    let on = images.pop().unwrap();
    let off = images.pop().unwrap();
    (off, on, merged)
}

/// A distinct opaque colour per draw, 8-bit exact.
pub fn colour(i: u32) -> u32 {
    0xff00_0000 | ((i * 37) & 0xff) << 16 | ((i * 11 + 64) & 0xff) << 8 | ((255 - i) & 0xff)
}
