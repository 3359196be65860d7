//! Helpers of the texture GPU tests: a fixed-path state that shows stage 0's texture as it
//! is sampled, and quads with per-corner texture coordinates.
#![allow(dead_code)]

use ninth_render::state::fixed::FixedTextureKind;
use ninth_render::{ContextId, FIXED_VERTEX_SIZE, FixedDrawState, Primitive, Renderer, TextureId};
use ninth_shader::fixed::{D3DTA_TEXTURE, TextureOp};

/// Stage 0 selects its texture (colour and alpha), of `kind`, nearest without mips, `clamp`
/// (else wrap) addressing.
pub fn select_texture(
    texture: Option<TextureId>,
    kind: FixedTextureKind,
    clamp: bool,
) -> FixedDrawState {
    let mut s = FixedDrawState::default();
    let stage = &mut s.stages[0];
    stage.texture = texture;
    if clamp {
        let clamp = ninth_render::state::sampler::d3dtaddress::CLAMP;
        (
            stage.sampler.address_u,
            stage.sampler.address_v,
            stage.sampler.address_w,
        ) = (clamp, clamp, clamp);
    }
    stage.state.texture = kind;
    stage.state.color_op = TextureOp::SelectArg1.value();
    stage.state.color_args[1] = D3DTA_TEXTURE;
    stage.state.alpha_op = TextureOp::SelectArg1.value();
    stage.state.alpha_args[1] = D3DTA_TEXTURE;
    s
}

/// One fixed record (156 bytes): RHW position, white diffuse, texture set 0-7 = `tc`,
/// fog float `fog`.
pub fn vertex(x: f32, y: f32, z: f32, tc: [f32; 4], fog: f32) -> Vec<u8> {
    let mut out = Vec::with_capacity(FIXED_VERTEX_SIZE);
    for f in [x, y, z, 1.0] {
        out.extend_from_slice(&f.to_le_bytes());
    }
    out.extend_from_slice(&0xffff_ffffu32.to_le_bytes());
    out.extend_from_slice(&0u32.to_le_bytes());
    for _ in 0..8 {
        for f in tc {
            out.extend_from_slice(&f.to_le_bytes());
        }
    }
    out.extend_from_slice(&fog.to_le_bytes());
    out
}

/// Draws the pixel rectangle (x0, y0) w x h (D3D9 pixel centres at integers) with texture
/// coordinates `tc` at its corners (top left, top right, bottom left, bottom right).
#[allow(clippy::too_many_arguments)]
pub fn draw_rect(
    r: &mut Renderer,
    ctx: ContextId,
    state: &FixedDrawState,
    x0: f32,
    y0: f32,
    w: f32,
    h: f32,
    tc: [[f32; 4]; 4],
) {
    let (l, t, rr, b) = (x0 - 0.5, y0 - 0.5, x0 + w - 0.5, y0 + h - 0.5);
    let corners = [(l, t), (rr, t), (l, b), (rr, b)];
    let v = |i: usize| vertex(corners[i].0, corners[i].1, 0.5, tc[i], 1.0);
    let data = [v(0), v(1), v(2), v(1), v(3), v(2)].concat();
    r.draw_fixed_rhw(ctx, state, Primitive::TriangleList, &data, None)
        .expect("fixed draw");
}

/// Texture coordinates 0..1 over a rectangle, as `draw_rect` takes them.
pub const UNIT: [[f32; 4]; 4] = [
    [0.0, 0.0, 0.0, 1.0],
    [1.0, 0.0, 0.0, 1.0],
    [0.0, 1.0, 0.0, 1.0],
    [1.0, 1.0, 0.0, 1.0],
];

/// Pixel (x, y) of a BGRA readback of a `width`-wide target as RGBA bytes.
pub fn rgba_at(image: &[u8], width: u32, x: u32, y: u32) -> [u8; 4] {
    let at = ((y * width + x) * 4) as usize;
    [image[at + 2], image[at + 1], image[at], image[at + 3]]
}

/// A D3DCOLOR (0xAARRGGBB) as RGBA bytes.
pub fn rgba_of(c: u32) -> [u8; 4] {
    let [a, r, g, b] = c.to_be_bytes();
    [r, g, b, a]
}

/// Whether two RGBA colours are within `tol` per channel.
pub fn close(a: [u8; 4], b: [u8; 4], tol: u8) -> bool {
    a.iter().zip(b).all(|(x, y)| x.abs_diff(y) <= tol)
}
