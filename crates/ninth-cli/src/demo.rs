//! The built-in demo: Gouraud-shaded RHW triangles, a perspective-textured quad and quads in
//! several blend modes over them, rendered headless and written as a PNG.

use std::path::Path;

use ninth_render::{BlendMode, ContextId, CustomBlend, Primitive, Renderer, RhwDrawState};

const SIZE: u32 = 256;

/// x, y, z, rhw, D3DCOLOR, u, v.
fn vertex(out: &mut Vec<u8>, x: f32, y: f32, rhw: f32, color: u32, u: f32, v: f32) {
    for f in [x, y, 0.5, rhw] {
        out.extend_from_slice(&f.to_le_bytes());
    }
    out.extend_from_slice(&color.to_le_bytes());
    out.extend_from_slice(&u.to_le_bytes());
    out.extend_from_slice(&v.to_le_bytes());
}

fn quad(x: f32, y: f32, w: f32, h: f32, color: u32) -> Vec<u8> {
    let mut out = Vec::new();
    for (px, py) in [
        (x, y),
        (x + w, y),
        (x, y + h),
        (x + w, y),
        (x + w, y + h),
        (x, y + h),
    ] {
        vertex(&mut out, px, py, 1.0, color, 0.0, 0.0);
    }
    out
}

fn checker_texture(renderer: &mut Renderer) -> Result<ninth_render::TextureId, String> {
    let mut pixels = Vec::with_capacity(8 * 8 * 4);
    for y in 0..8 {
        for x in 0..8 {
            let on = (x + y) % 2 == 0;
            pixels.extend_from_slice(if on {
                &[255, 255, 255, 255]
            } else {
                &[40, 40, 40, 255]
            });
        }
    }
    renderer
        .create_texture(8, 8, Some(&pixels))
        .map_err(|e| e.to_string())
}

fn draw(
    r: &mut Renderer,
    ctx: ContextId,
    state: &RhwDrawState,
    vertices: &[u8],
) -> Result<(), String> {
    r.draw_rhw(ctx, state, Primitive::TriangleList, vertices, 28, None)
        .map_err(|e| e.to_string())
}

/// Renders the demo into a 256x256 target and writes `out`.
pub fn run(out: &Path) -> Result<(), String> {
    let mut r = Renderer::from_env().map_err(|e| e.to_string())?;
    let ctx = r.create_context(SIZE, SIZE).map_err(|e| e.to_string())?;
    r.clear_color(ctx, 0xff10_1830).map_err(|e| e.to_string())?;

    // Gouraud triangles.
    let mut tris = Vec::new();
    vertex(&mut tris, 128.0, 12.0, 1.0, 0xffff_0000, 0.0, 0.0);
    vertex(&mut tris, 244.0, 200.0, 1.0, 0xff00_ff00, 0.0, 0.0);
    vertex(&mut tris, 12.0, 200.0, 1.0, 0xff00_00ff, 0.0, 0.0);
    vertex(&mut tris, 20.0, 236.0, 1.0, 0xffff_ff00, 0.0, 0.0);
    vertex(&mut tris, 236.0, 236.0, 1.0, 0xff00_ffff, 0.0, 0.0);
    vertex(&mut tris, 128.0, 206.0, 1.0, 0xffff_00ff, 0.0, 0.0);
    draw(&mut r, ctx, &RhwDrawState::default(), &tris)?;

    // A perspective-correct textured floor: the far edge has a smaller rhw.
    let texture = checker_texture(&mut r)?;
    let mut floor = Vec::new();
    let (near, far) = (1.0, 0.25);
    for (x, y, rhw, u, v) in [
        (96.0, 150.0, far, 0.0, 0.0),
        (160.0, 150.0, far, 4.0, 0.0),
        (64.0, 190.0, near, 0.0, 4.0),
        (160.0, 150.0, far, 4.0, 0.0),
        (192.0, 190.0, near, 4.0, 4.0),
        (64.0, 190.0, near, 0.0, 4.0),
    ] {
        vertex(&mut floor, x, y, rhw, 0xffff_ffff, u, v);
    }
    let textured = RhwDrawState {
        texture: Some(texture),
        ..Default::default()
    };
    draw(&mut r, ctx, &textured, &floor)?;

    // Blended quads across the triangles.
    let modes = [
        (BlendMode::SrcAlpha, 0x80ff_ffff),
        (BlendMode::Add, 0xff40_4040),
        (BlendMode::Modulate, 0xff80_ff80),
        (BlendMode::Premultiplied, 0x8000_0040),
        (
            BlendMode::Custom(CustomBlend {
                src: 2,
                dst: 2,
                op: 3,
            }),
            0x0030_3030,
        ),
    ];
    for (i, (blend, color)) in modes.into_iter().enumerate() {
        let state = RhwDrawState {
            blend,
            ..Default::default()
        };
        draw(
            &mut r,
            ctx,
            &state,
            &quad(16.0 + 46.0 * i as f32, 70.0, 40.0, 60.0, color),
        )?;
    }

    let pixels = r.read_framebuffer(ctx).map_err(|e| e.to_string())?;
    crate::png_out::write_bgra_png(out, SIZE, SIZE, &pixels)?;
    println!(
        "wrote {} ({SIZE}x{SIZE}, {})",
        out.display(),
        r.info().adapter_name
    );
    Ok(())
}
