//! The multi-target frame: a scene drawn into an offscreen target and interrupted (a
//! reflection target drawn halfway, a HUD target drawn in pieces between scene draws), then
//! a post-processing chain (bright pass, horizontal and vertical blur ping-ponging between
//! two targets) and a composite into the back buffer that samples them all. Run with pass
//! merging off and on, in alternating frames: passes recorded and encoded, CPU and end-to-end
//! time per frame, and the images of both compared.

use ninth_render::{BlendMode, ContextId, Primitive, Renderer, RhwDrawState, TextureId};

use super::cpu_time::measured;
use super::draws::{SIZE, quad};
use super::timed_frame;

const WARMUP: usize = 3;
/// HUD pieces drawn between scene draws.
const HUD_PIECES: usize = 8;

/// The frame's targets.
struct Targets {
    scene: ContextId,
    reflection: ContextId,
    hud: ContextId,
    ping: ContextId,
    pong: ContextId,
    back: ContextId,
}

/// Four vertices (x y z rhw colour u v) of a quad over pixels `[x0, x1) x [y0, y1)` with
/// texture coordinates 0..1 and indices of its two triangles.
fn textured(x0: f32, y0: f32, x1: f32, y1: f32, color: u32) -> ([u8; 112], [u16; 6]) {
    let mut out = [0u8; 112];
    let corners: [(f32, f32, f32, f32); 3] =
        [(x0, y0, 0.0, 0.0), (x1, y0, 1.0, 0.0), (x0, y1, 0.0, 1.0)];
    let corners = corners.into_iter().chain([(x1, y1, 1.0, 1.0)]);
    for (k, (x, y, u, v)) in corners.enumerate() {
        let bytes = &mut out[k * 28..(k + 1) * 28];
        for (j, f) in [x - 0.5, y - 0.5, 0.5, 1.0].into_iter().enumerate() {
            bytes[j * 4..j * 4 + 4].copy_from_slice(&f.to_le_bytes());
        }
        bytes[16..20].copy_from_slice(&color.to_le_bytes());
        bytes[20..24].copy_from_slice(&u.to_le_bytes());
        bytes[24..28].copy_from_slice(&v.to_le_bytes());
    }
    (out, [0, 1, 2, 1, 3, 2])
}

fn draw(
    r: &mut Renderer,
    ctx: ContextId,
    state: &RhwDrawState,
    (vertices, indices): &([u8; 112], [u16; 6]),
) -> Result<(), String> {
    r.draw_rhw(
        ctx,
        state,
        Primitive::TriangleList,
        vertices,
        28,
        Some(indices),
    )
    .map_err(|e| e.to_string())
}

/// A full-target quad sampling `texture`, blended as `blend`.
fn full_screen(
    r: &mut Renderer,
    ctx: ContextId,
    texture: TextureId,
    blend: BlendMode,
    color: u32,
) -> Result<(), String> {
    let state = RhwDrawState {
        texture: Some(texture),
        linear_filter: true,
        address_clamp: true,
        blend,
        ..Default::default()
    };
    let s = SIZE as f32;
    draw(r, ctx, &state, &textured(0.0, 0.0, s, s, color))
}

fn frame(r: &mut Renderer, t: &Targets, scene: &[([u8; 112], [u16; 6])]) -> Result<(), String> {
    let e = |e: ninth_render::Error| e.to_string();
    for ctx in [t.scene, t.reflection, t.hud, t.back] {
        r.clear_color(ctx, 0xff10_1010).map_err(e)?;
    }
    let plain = RhwDrawState::default();
    let piece = scene.len() / HUD_PIECES;
    for (i, q) in scene.iter().enumerate() {
        draw(r, t.scene, &plain, q)?;
        if i == scene.len() / 2 {
            // The reflection, drawn halfway through the scene (sampled only at the end).
            for q in &scene[..64] {
                draw(r, t.reflection, &plain, q)?;
            }
        }
        if i % piece == piece - 1 {
            // A piece of the HUD.
            let y = (i / piece) as f32 * 8.0;
            let hud = textured(4.0, y, 64.0, y + 6.0, 0xffc0_c000);
            draw(r, t.hud, &plain, &hud)?;
        }
    }
    let scene_tex = r.target_texture(t.scene).map_err(e)?;
    full_screen(r, t.ping, scene_tex, BlendMode::None, 0xff80_8080)?;
    let ping_tex = r.target_texture(t.ping).map_err(e)?;
    full_screen(r, t.pong, ping_tex, BlendMode::None, 0xffff_ffff)?;
    let pong_tex = r.target_texture(t.pong).map_err(e)?;
    full_screen(r, t.ping, pong_tex, BlendMode::None, 0xffff_ffff)?;
    let ping_tex = r.target_texture(t.ping).map_err(e)?;
    full_screen(r, t.back, scene_tex, BlendMode::None, 0xffff_ffff)?;
    full_screen(r, t.back, ping_tex, BlendMode::Add, 0xff40_4040)?;
    let reflection = r.target_texture(t.reflection).map_err(e)?;
    full_screen(r, t.back, reflection, BlendMode::Add, 0xff20_2020)?;
    let hud = r.target_texture(t.hud).map_err(e)?;
    full_screen(r, t.back, hud, BlendMode::Add, 0xffff_ffff)?;
    Ok(())
}

pub fn run(draws: usize, frames: usize) -> Result<(), String> {
    let mut r = Renderer::from_env().map_err(|e| e.to_string())?;
    r.set_fast_paths(true);
    let mut new_target = || r.create_context(SIZE, SIZE).map_err(|e| e.to_string());
    let t = Targets {
        scene: new_target()?,
        reflection: new_target()?,
        hud: new_target()?,
        ping: new_target()?,
        pong: new_target()?,
        back: new_target()?,
    };
    let scene: Vec<_> = (0..draws.max(HUD_PIECES)).map(quad).collect();
    let mut times = [Vec::new(), Vec::new()];
    let mut counters = [ninth_render::Counters::default(); 2];
    let mut images: [Vec<u8>; 2] = Default::default();
    for n in 0..WARMUP + frames {
        for (merge, (times, counters)) in times.iter_mut().zip(&mut counters).enumerate() {
            r.set_merge_passes(merge == 1);
            let before = r.counters();
            let t = measured(|| timed_frame(&mut r, |r| frame(r, &t, &scene)))?;
            if n >= WARMUP {
                times.push(t);
                *counters = r.counters().since(&before);
            }
        }
    }
    for (merge, image) in images.iter_mut().enumerate() {
        r.set_merge_passes(merge == 1);
        timed_frame(&mut r, |r| frame(r, &t, &scene))?;
        *image = r.read_framebuffer(t.back).map_err(|e| e.to_string())?;
    }
    println!(
        "multi-target frame: {} scene draws, a reflection target, {HUD_PIECES} HUD pieces, \
         a 3-pass post chain and a composite; {frames} frames per setting (medians)",
        scene.len()
    );
    println!(
        "adapter: {} ({:?})",
        r.info().adapter_name,
        r.info().backend
    );
    println!(
        "{:<16} {:>8} {:>8} {:>12} {:>12} {:>12} {:>14}",
        "ms/frame", "passes", "encoded", "record", "CPU (rec+sub)", "end-to-end", "stores/loads"
    );
    for (merge, name) in ["merging off", "merging on"].into_iter().enumerate() {
        let m = super::median(&times[merge]);
        let c = counters[merge];
        let encoded = c.passes_begun - c.passes_merged - c.passes_dropped;
        let ms = |d: std::time::Duration| d.as_secs_f64() * 1e3;
        println!(
            "{name:<16} {:>8} {:>8} {:>12.3} {:>12.3} {:>12.3} {:>14}",
            c.passes_begun,
            encoded,
            ms(m.record),
            ms(m.record + m.submit),
            ms(m.record + m.submit + m.wait),
            format!("{}/{}", c.stores_elided, c.loads_elided)
        );
    }
    let same = images[0] == images[1];
    println!("images identical: {same}");
    if !same {
        return Err("pass merging changed the composite".into());
    }
    Ok(())
}
