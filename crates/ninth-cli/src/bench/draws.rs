//! The RHW draw benchmark: the same quads, blend changes and frame loop through ninth and raw
//! wgpu on one device.

use ninth_render::{BlendMode, CustomBlend, Primitive, Renderer, RhwDrawState};

use super::cpu_time::measured;
use super::raw_wgpu::RawLoop;
use super::{FrameTimes, median, print_table, timed_frame};

pub const SIZE: u32 = 256;
const WARMUP: usize = 3;

/// The blend modes cycled draw by draw (a state change on every draw).
pub fn blend_modes() -> [BlendMode; 4] {
    [
        BlendMode::None,
        BlendMode::SrcAlpha,
        BlendMode::Add,
        BlendMode::Custom(CustomBlend {
            src: 9,
            dst: 1,
            op: 1,
        }),
    ]
}

/// Vertices (4, x y z rhw colour u v) and indices (6) of draw `i`: a 4x4 quad in the cell
/// grid of BENCH_WORKLOADS.md (`x0 = 4*(i mod 64) - 0.5`).
pub fn quad(i: usize) -> ([u8; 4 * 28], [u16; 6]) {
    let (cx, cy) = ((i % 64) as f32, ((i / 64) % 64) as f32);
    let (x0, y0) = (4.0 * cx - 0.5, 4.0 * cy - 0.5);
    let color = 0x8000_0000 | ((i as u32).wrapping_mul(0x9e37_79b9) & 0x00ff_ffff);
    let mut out = [0u8; 4 * 28];
    for (k, (x, y)) in [
        (x0, y0),
        (x0 + 4.0, y0),
        (x0, y0 + 4.0),
        (x0 + 4.0, y0 + 4.0),
    ]
    .into_iter()
    .enumerate()
    {
        let v = &mut out[k * 28..(k + 1) * 28];
        for (j, f) in [x, y, 0.5, 1.0].into_iter().enumerate() {
            v[j * 4..j * 4 + 4].copy_from_slice(&f.to_le_bytes());
        }
        v[16..20].copy_from_slice(&color.to_le_bytes());
    }
    (out, [0, 1, 2, 1, 3, 2])
}

fn ninth_frame(
    r: &mut Renderer,
    ctx: ninth_render::ContextId,
    data: &[([u8; 112], [u16; 6])],
) -> Result<FrameTimes, String> {
    let modes = blend_modes();
    timed_frame(r, |r| {
        r.clear_color(ctx, 0xff20_2020).map_err(|e| e.to_string())?;
        for (i, (vertices, indices)) in data.iter().enumerate() {
            let state = RhwDrawState {
                blend: modes[i % modes.len()],
                ..Default::default()
            };
            r.draw_rhw(
                ctx,
                &state,
                Primitive::TriangleList,
                vertices,
                28,
                Some(indices),
            )
            .map_err(|e| e.to_string())?;
        }
        Ok(())
    })
}

pub fn run(draws: usize, frames: usize) -> Result<(), String> {
    let mut r = Renderer::from_env().map_err(|e| e.to_string())?;
    r.set_fast_paths(true);
    let ctx = r.create_context(SIZE, SIZE).map_err(|e| e.to_string())?;
    let data: Vec<_> = (0..draws).map(quad).collect();
    let mut raw = RawLoop::new(r.wgpu_device(), r.wgpu_queue(), r.info().depth_format);

    let (mut ninth_times, mut raw_times) = (Vec::new(), Vec::new());
    // Interleave frames so both see the same machine state.
    for frame in 0..WARMUP + frames {
        let n = measured(|| ninth_frame(&mut r, ctx, &data))?;
        let w = measured(|| Ok::<_, String>(raw.frame(r.wgpu_device(), r.wgpu_queue(), &data)))?;
        if frame >= WARMUP {
            ninth_times.push(n);
            raw_times.push(w);
        }
    }
    // The two must draw the same image.
    let ninth_pixels = r.read_framebuffer(ctx).map_err(|e| e.to_string())?;
    let raw_pixels = raw.read(r.wgpu_device(), r.wgpu_queue());
    let same = ninth_pixels == raw_pixels;

    let (n, w) = (median(&ninth_times), median(&raw_times));
    println!("RHW draws: {draws} draws/frame, {frames} frames (medians), blend change every draw");
    print_table(&r, n, w, draws);
    println!("images identical: {same}");
    if !same {
        return Err("ninth and raw wgpu drew different images".into());
    }
    Ok(())
}
