//! A vertex shader with the fixed-function pixel stage (`ProgramDrawState::pixel_shader` =
//! `None`): the texture-stage cascade reads the shader's `oD0`, `oD1`, `oT#` and `oFog`,
//! with the expected pixels worked out from the D3D9 formulas.

mod common;
mod program_util;

use common::{assert_close, read_pixel, renderer};
use ninth_render::state::fixed::{FixedFog, StageState};
use ninth_render::{ErrorKind, FixedPixelState, Primitive, ProgramDrawState, Renderer, ShaderId};
use program_util::*;

const D3DTOP_DISABLE: u32 = 1;
const D3DTOP_SELECTARG1: u32 = 2;
const D3DTOP_MODULATE: u32 = 4;
const D3DTOP_ADD: u32 = 7;
const D3DTA_DIFFUSE: u32 = 0;
const D3DTA_CURRENT: u32 = 1;
const D3DTA_TEXTURE: u32 = 2;
const D3DTA_TFACTOR: u32 = 3;

/// Writes c0 to oD0, c1 to oD1, c2 to oT0 and c3.x to oFog.
const VS_OUTPUTS: &str = "vs_2_0
dcl_position v0
mov oPos, v0
mov oD0, c0
mov oD1, c1
mov oT0, c2
mov oFog, c3.x";

fn stage(color_op: u32, color_args: [u32; 2], alpha_op: u32, alpha_arg: u32) -> StageState {
    StageState {
        color_op,
        color_args: [D3DTA_CURRENT, color_args[0], color_args[1]],
        alpha_op,
        alpha_args: [D3DTA_CURRENT, alpha_arg, D3DTA_CURRENT],
        ..StageState::d3d9_default(0)
    }
}

fn fixed_state(vs: ShaderId) -> ProgramDrawState {
    let mut state = ProgramDrawState {
        vertex_shader: Some(vs),
        pixel_shader: None,
        declaration: decl(&[el(0, 0, decltype::FLOAT4, POSITION, 0)]),
        cull: ninth_render::Cull::None,
        ..Default::default()
    };
    state.depth_stencil.z_enable = false;
    state.streams[0].stride = 16;
    let c = &mut state.vs_constants.float;
    c[0] = [0.5, 0.5, 0.5, 1.0];
    c[1] = [0.125, 0.0, 0.25, 0.0];
    c[2] = [0.5, 0.5, 0.0, 1.0];
    c[3] = [1.0, 0.0, 0.0, 0.0];
    state
}

fn draw(r: &mut Renderer, ctx: ninth_render::ContextId, state: &ProgramDrawState) {
    let positions = quad_positions(8, 8, [0, 0, 8, 8]);
    r.draw_program(ctx, state, Primitive::TriangleList, &[&positions], None)
        .unwrap();
}

fn to_byte(v: f64) -> u32 {
    (v.clamp(0.0, 1.0) * 255.0).round() as u32
}

fn d3dcolor(rgba: [f64; 4]) -> u32 {
    to_byte(rgba[3]) << 24 | to_byte(rgba[0]) << 16 | to_byte(rgba[1]) << 8 | to_byte(rgba[2])
}

#[test]
fn the_cascade_reads_the_vertex_shader_outputs_with_specular_and_vertex_fog() {
    let mut r = renderer();
    let ctx = r.create_context(8, 8).unwrap();
    let vs = shader(&mut r, VS_OUTPUTS);
    // Texel (R 0.4, G 0.2, B 1.0, A 0.6) in BGRA bytes.
    let texel = [255u8, 51, 102, 153];
    let texture = r.create_texture(1, 1, Some(&texel)).unwrap();
    let mut state = fixed_state(vs);
    let pixel: &mut FixedPixelState = &mut state.fixed_pixel;
    // Stage 0: texture x diffuse, alpha = texture; stage 1: current + TFACTOR.
    pixel.stages[0].state = stage(
        D3DTOP_MODULATE,
        [D3DTA_TEXTURE, D3DTA_DIFFUSE],
        D3DTOP_SELECTARG1,
        D3DTA_TEXTURE,
    );
    pixel.stages[0].texture = Some(texture);
    pixel.stages[1].state = stage(
        D3DTOP_ADD,
        [D3DTA_CURRENT, D3DTA_TFACTOR],
        D3DTOP_SELECTARG1,
        D3DTA_CURRENT,
    );
    pixel.stages[2].state.color_op = D3DTOP_DISABLE;
    pixel.texture_factor = 0x0010_2030;
    pixel.specular_enable = true;
    draw(&mut r, ctx, &state);

    let tex: [f64; 4] = [0.4, 0.2, 1.0, 0.6];
    let diffuse = [0.5, 0.5, 0.5, 1.0];
    let specular = [0.125, 0.0, 0.25];
    let tfactor = [16.0 / 255.0, 32.0 / 255.0, 48.0 / 255.0];
    let rgb: [f64; 3] = std::array::from_fn(|i| {
        let stage0 = tex[i] * diffuse[i];
        let stage1 = (stage0 + tfactor[i]).min(1.0);
        (stage1 + specular[i]).min(1.0)
    });
    let expected = d3dcolor([rgb[0], rgb[1], rgb[2], tex[3]]);
    assert_close(
        read_pixel(&mut r, ctx, 4, 4),
        expected,
        1,
        "cascade + specular",
    );

    // Vertex fog from oFog = 0.25: 25 % of the colour, 75 % of the fog colour.
    state.fixed_pixel.fog = FixedFog::Vertex;
    state.fixed_pixel.fog_color = 0x00ff_0000;
    state.vs_constants.float[3] = [0.25, 0.0, 0.0, 0.0];
    draw(&mut r, ctx, &state);
    let fogged = [0.25 * rgb[0] + 0.75, 0.25 * rgb[1], 0.25 * rgb[2], tex[3]];
    assert_close(
        read_pixel(&mut r, ctx, 4, 4),
        d3dcolor(fogged),
        1,
        "vertex fog from oFog",
    );
}

#[test]
fn texture_coordinates_come_from_the_stage_s_texcoordindex_output() {
    let mut r = renderer();
    let ctx = r.create_context(8, 8).unwrap();
    // oT1 = c2 (the texel at u 0.75 of a 2x1 texture), oT0 = 0 (the left texel).
    let vs = shader(
        &mut r,
        "vs_2_0
        dcl_position v0
        mov oPos, v0
        mov oT0, c4
        mov oT1, c2",
    );
    let texels = [0u8, 0, 255, 255, 255, 0, 0, 255]; // red, blue (BGRA)
    let texture = r.create_texture(2, 1, Some(&texels)).unwrap();
    let mut state = fixed_state(vs);
    state.vs_constants.float[2] = [0.75, 0.5, 0.0, 1.0];
    state.vs_constants.float[4] = [0.25, 0.5, 0.0, 1.0];
    let s0 = &mut state.fixed_pixel.stages[0];
    s0.state = stage(
        D3DTOP_SELECTARG1,
        [D3DTA_TEXTURE, D3DTA_CURRENT],
        D3DTOP_SELECTARG1,
        D3DTA_TEXTURE,
    );
    s0.texture = Some(texture);
    state.fixed_pixel.stages[1].state.color_op = D3DTOP_DISABLE;
    draw(&mut r, ctx, &state);
    assert_eq!(read_pixel(&mut r, ctx, 3, 3), 0xffff_0000, "oT0: red");
    state.fixed_pixel.stages[0].state.texcoord_index = 1;
    draw(&mut r, ctx, &state);
    assert_eq!(read_pixel(&mut r, ctx, 3, 3), 0xff00_00ff, "oT1: blue");
}

#[test]
fn alpha_test_missing_texture_and_switching_to_a_pixel_shader_and_back() {
    let mut r = renderer();
    let ctx = r.create_context(8, 8).unwrap();
    let vs = shader(&mut r, VS_OUTPUTS);
    let ps = shader(&mut r, PS_C0);
    let mut state = fixed_state(vs);
    // SELECTARG1 DIFFUSE: the pixel is oD0.
    state.fixed_pixel.stages[0].state = stage(
        D3DTOP_SELECTARG1,
        [D3DTA_DIFFUSE, D3DTA_CURRENT],
        D3DTOP_SELECTARG1,
        D3DTA_DIFFUSE,
    );
    state.fixed_pixel.stages[1].state.color_op = D3DTOP_DISABLE;
    state.vs_constants.float[0] = [0.0, 1.0, 0.0, 0.5];
    draw(&mut r, ctx, &state);
    assert_eq!(read_pixel(&mut r, ctx, 1, 1), 0x8000_ff00, "oD0");

    // The alpha test against 0x81 rejects alpha 0x80: the pixel keeps its colour.
    state.alpha_test.enable = true;
    state.alpha_test.func = 7; // GREATEREQUAL
    state.alpha_test.reference = 0x81;
    state.vs_constants.float[0] = [1.0, 0.0, 0.0, 0.5];
    draw(&mut r, ctx, &state);
    assert_eq!(
        read_pixel(&mut r, ctx, 1, 1),
        0x8000_ff00,
        "alpha test rejects"
    );
    state.alpha_test.reference = 0x80;
    draw(&mut r, ctx, &state);
    assert_eq!(
        read_pixel(&mut r, ctx, 1, 1),
        0x80ff_0000,
        "alpha test passes"
    );
    state.alpha_test.enable = false;

    // A stage sampling with no texture bound samples opaque black.
    state.fixed_pixel.stages[0].state = stage(
        D3DTOP_SELECTARG1,
        [D3DTA_TEXTURE, D3DTA_CURRENT],
        D3DTOP_SELECTARG1,
        D3DTA_TEXTURE,
    );
    draw(&mut r, ctx, &state);
    assert_eq!(
        read_pixel(&mut r, ctx, 1, 1),
        0xff00_0000,
        "missing texture"
    );

    // A pixel shader, then the fixed stage again: each draw uses its own pixel stage.
    state.pixel_shader = Some(ps);
    state.ps_constants.float[0] = [0.0, 0.0, 1.0, 1.0];
    draw(&mut r, ctx, &state);
    assert_eq!(read_pixel(&mut r, ctx, 1, 1), 0xff00_00ff, "pixel shader");
    state.pixel_shader = None;
    state.fixed_pixel.stages[0].state = stage(
        D3DTOP_SELECTARG1,
        [D3DTA_DIFFUSE, D3DTA_CURRENT],
        D3DTOP_SELECTARG1,
        D3DTA_DIFFUSE,
    );
    state.vs_constants.float[0] = [1.0, 1.0, 0.0, 1.0];
    draw(&mut r, ctx, &state);
    assert_eq!(
        read_pixel(&mut r, ctx, 1, 1),
        0xffff_ff00,
        "fixed stage again"
    );
    // Only the TFACTOR value changes: the same module, new uniforms.
    state.fixed_pixel.stages[0].state.color_args[1] = D3DTA_TFACTOR;
    state.fixed_pixel.texture_factor = 0xff20_4060;
    draw(&mut r, ctx, &state);
    let modules = r.program_module_count();
    state.fixed_pixel.texture_factor = 0xff60_4020;
    draw(&mut r, ctx, &state);
    assert_eq!(read_pixel(&mut r, ctx, 1, 1), 0xff60_4020, "new TFACTOR");
    assert_eq!(r.program_module_count(), modules, "no new module");
}

#[test]
fn bad_fixed_stages_are_state_errors_and_draw_nothing() {
    let mut r = renderer();
    let ctx = r.create_context(8, 8).unwrap();
    let vs = shader(&mut r, VS_OUTPUTS);
    let mut state = fixed_state(vs);
    state.fixed_pixel.stages[0].state.color_op = 99;
    let positions = quad_positions(8, 8, [0, 0, 8, 8]);
    let e = r
        .draw_program(ctx, &state, Primitive::TriangleList, &[&positions], None)
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::State, "{e}");
    assert!(e.message.contains("unknown colour operation 99"), "{e}");
    state.fixed_pixel.stages[0].state.color_op = D3DTOP_SELECTARG1;
    state.fixed_pixel.stages[0].sampler.mip_lod_bias = f32::NAN.to_bits();
    state.fixed_pixel.stages[0].state.color_args[1] = D3DTA_TEXTURE;
    let e = r
        .draw_program(ctx, &state, Primitive::TriangleList, &[&positions], None)
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::State, "{e}");
    // Pretransformed vertices take the same fixed-function pixel stage, checked the same.
    let e = r
        .draw_program_rhw(ctx, &state, Primitive::TriangleList, &[], None)
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::State, "{e}");
    assert_eq!(read_pixel(&mut r, ctx, 4, 4), 0xff00_0000, "nothing drawn");
}
