//! The fixed-function draw paths around the cascade: the stage-dependency rules (an op that
//! does not read TEXTURE needs no texture, and unread state is not validated), opaque black
//! for an unbound stage that samples, errors (nothing drawn), the clip-space path and the
//! viewport, pipeline and module sharing, interleaving with RHW draws in one pass, and
//! texture replacement after a destroy.

mod fixed_util;
use fixed_util::*;
use ninth_render::state::fixed::FixedTextureKind;
use ninth_render::{ErrorKind, FixedDrawState, Primitive, RhwDrawState};
use ninth_shader::fixed::{D3DTA_DIFFUSE, D3DTA_TEXTURE, TextureOp};

fn select_diffuse(state: &mut FixedDrawState) {
    let s0 = &mut state.stages[0].state;
    s0.color_op = TextureOp::SelectArg1.value();
    s0.color_args = [0, D3DTA_DIFFUSE, D3DTA_TEXTURE];
    s0.alpha_op = TextureOp::SelectArg1.value();
    s0.alpha_args = [0, D3DTA_DIFFUSE, D3DTA_TEXTURE];
}

fn quad(x0: f32, y0: f32, x1: f32, y1: f32, diffuse: u32) -> Vec<u8> {
    let v = |x: f32, y: f32| FixedVertex {
        pos: [x, y, 0.5, 1.0],
        diffuse,
        specular: 0,
        texcoords: [[0.5, 0.5, 0.0, 1.0]; 8],
        fog: 1.0,
    };
    pack(&[
        v(x0, y0),
        v(x1, y0),
        v(x0, y1),
        v(x1, y1),
        v(x0, y1),
        v(x1, y0),
    ])
}

#[test]
fn ops_that_do_not_read_texture_need_no_texture_and_unbound_stages_sample_black() {
    let mut cells = Vec::new();
    // SELECTARG1(DIFFUSE) with TEXTURE as the unread arg 2: a cube kind with nothing bound,
    // and an invalid TEXCOORDINDEX, are not the stage's business.
    let mut c = Cell::new("SELECTARG1 diffuse, texture unread");
    select_diffuse(&mut c.state);
    c.state.stages[0].state.texture = FixedTextureKind::Cube;
    c.state.stages[0].state.texcoord_index = 9;
    cells.push(c);
    // MODULATE(TEXTURE, DIFFUSE) with nothing bound: opaque black (alpha from the texture 1).
    let mut c = Cell::new("MODULATE with unbound stage");
    c.state.stages[0].state.color_args = [0, D3DTA_TEXTURE, D3DTA_DIFFUSE];
    cells.push(c);
    // Cube and volume stages with nothing bound sample black too.
    for kind in [FixedTextureKind::Cube, FixedTextureKind::Volume] {
        let mut c = Cell::new(format!("ADD with unbound {kind:?}"));
        c.state.stages[0].state.color_op = TextureOp::Add.value();
        c.state.stages[0].state.color_args = [0, D3DTA_TEXTURE, D3DTA_DIFFUSE];
        c.state.stages[0].state.texture = kind;
        cells.push(c);
    }
    let results = run_cells(&cells);
    assert_eq!(results[1].1, Some([0, 0, 0, 255]));
    assert_cells(&results, 1);
}

#[test]
fn invalid_state_is_an_error_and_draws_nothing() {
    let mut r = renderer();
    let ctx = r.create_context(16, 16).unwrap();
    r.clear_color(ctx, BACKGROUND).unwrap();
    let q = quad(0.0, 0.0, 16.0, 16.0, 0xffff_ffff);
    let draw = |r: &mut ninth_render::Renderer, s: &FixedDrawState, p, v: &[u8]| {
        r.draw_fixed_rhw(ctx, s, p, v, None)
            .map_err(|e| e.kind)
            .err()
    };
    let mut s = FixedDrawState::default();
    s.stages[0].state.alpha_op = TextureOp::ModulateAlphaAddColor.value();
    assert_eq!(
        draw(&mut r, &s, Primitive::TriangleList, &q),
        Some(ErrorKind::State)
    );
    let mut s = FixedDrawState::default();
    s.stages[1].state.color_op = 27;
    assert_eq!(
        draw(&mut r, &s, Primitive::TriangleList, &q),
        Some(ErrorKind::State)
    );
    let mut s = FixedDrawState::default();
    s.stages[0].state.texcoord_index = 8;
    assert_eq!(
        draw(&mut r, &s, Primitive::TriangleList, &q),
        Some(ErrorKind::State)
    );
    let s = FixedDrawState {
        alpha_test: true,
        alpha_func: 9,
        ..Default::default()
    };
    assert_eq!(
        draw(&mut r, &s, Primitive::TriangleList, &q),
        Some(ErrorKind::State)
    );
    let s = FixedDrawState {
        shade_mode: 0,
        ..Default::default()
    };
    assert_eq!(
        draw(&mut r, &s, Primitive::TriangleList, &q),
        Some(ErrorKind::State)
    );
    let s = FixedDrawState {
        color_write_mask: 0x10,
        ..Default::default()
    };
    assert_eq!(
        draw(&mut r, &s, Primitive::TriangleList, &q),
        Some(ErrorKind::State)
    );
    let s = FixedDrawState::default();
    assert_eq!(
        draw(&mut r, &s, Primitive::TriangleFan, &q),
        Some(ErrorKind::Primitive)
    );
    assert_eq!(
        draw(&mut r, &s, Primitive::TriangleList, &q[..100]),
        Some(ErrorKind::Args)
    );
    let bad_index = r.draw_fixed_rhw(ctx, &s, Primitive::TriangleList, &q, Some(&[0, 1, 6]));
    assert_eq!(bad_index.map_err(|e| e.kind), Err(ErrorKind::Bounds));
    // A destroyed texture (one of another type than the stage samples reads black: see
    // texture_shapes.rs).
    let tex = r.create_texture(1, 1, Some(&[0, 0, 255, 255])).unwrap();
    let mut s = FixedDrawState::default();
    s.stages[0].texture = Some(tex);
    r.destroy_texture(tex).unwrap();
    assert_eq!(
        draw(&mut r, &s, Primitive::TriangleList, &q),
        Some(ErrorKind::Texture)
    );
    // Too few vertices: no-op.
    let none = r.draw_fixed_rhw(ctx, &s, Primitive::TriangleList, &q[..2 * 156], None);
    assert_eq!(none, Ok(()));
    let image = r.read_framebuffer(ctx).unwrap();
    assert!(
        image.chunks_exact(4).all(|p| p == BACKGROUND.to_le_bytes()),
        "nothing drawn"
    );
    assert_eq!(r.counters().draws, 0);
}

#[test]
fn clip_space_draws_fill_the_viewport_and_rhw_draws_use_target_pixels() {
    let mut r = renderer();
    let ctx = r.create_context(32, 32).unwrap();
    r.clear_color(ctx, BACKGROUND).unwrap();
    let mut s = FixedDrawState::default();
    select_diffuse(&mut s);
    let clip = |x: f32, y: f32| FixedVertex {
        pos: [x, y, 0.5, 1.0],
        diffuse: 0xff00_ff00,
        specular: 0,
        texcoords: [[0.0; 4]; 8],
        fog: 1.0,
    };
    let full = pack(&[clip(-1.0, 1.0), clip(3.0, 1.0), clip(-1.0, -3.0)]);
    r.set_viewport(ctx, 8, 4, 16, 8).unwrap();
    r.draw_fixed_clip(ctx, &s, Primitive::TriangleList, &full, None)
        .unwrap();
    // An RHW draw after it in the same pass: target pixels, clipped by the viewport.
    r.draw_fixed_rhw(
        ctx,
        &s,
        Primitive::TriangleList,
        &quad(0.0, 0.0, 12.0, 6.0, 0xffff_0000),
        None,
    )
    .unwrap();
    // And a plain RHW draw, then the clip draw again.
    r.set_viewport(ctx, 0, 0, 32, 32).unwrap();
    let rhw = [
        (28.0, 28.0),
        (32.0, 28.0),
        (28.0, 32.0),
        (32.0, 32.0),
        (28.0, 32.0),
        (32.0, 28.0),
    ]
    .map(|(x, y)| {
        let mut v = Vec::new();
        for f in [x, y, 0.5f32, 1.0] {
            v.extend_from_slice(&f.to_le_bytes());
        }
        v.extend_from_slice(&0xff00_00ffu32.to_le_bytes());
        v.extend_from_slice(&[0; 8]);
        v
    })
    .concat();
    r.draw_rhw(
        ctx,
        &RhwDrawState::default(),
        Primitive::TriangleList,
        &rhw,
        28,
        None,
    )
    .unwrap();
    let image = r.read_framebuffer(ctx).unwrap();
    let green = [0, 255, 0, 255];
    let red = [255, 0, 0, 255];
    let bg = {
        let b = BACKGROUND.to_be_bytes();
        [b[1], b[2], b[3], b[0]]
    };
    assert_eq!(rgba_at(&image, 32, 8, 4), red, "RHW over the clip draw");
    assert_eq!(rgba_at(&image, 32, 12, 6), green);
    assert_eq!(rgba_at(&image, 32, 23, 11), green);
    assert_eq!(rgba_at(&image, 32, 24, 11), bg, "right of the viewport");
    assert_eq!(rgba_at(&image, 32, 8, 12), bg, "below the viewport");
    assert_eq!(
        rgba_at(&image, 32, 7, 4),
        bg,
        "RHW draw clipped by the viewport"
    );
    assert_eq!(rgba_at(&image, 32, 2, 2), bg);
    assert_eq!(rgba_at(&image, 32, 30, 30), [0, 0, 255, 255], "RHW path");
}

#[test]
fn pipelines_and_modules_are_shared_and_texture_groups_follow_destroys() {
    let mut r = renderer();
    let ctx = r.create_context(16, 16).unwrap();
    let mut s = FixedDrawState::default();
    let red = r.create_texture(1, 1, Some(&[0, 0, 255, 255])).unwrap();
    s.stages[0].texture = Some(red);
    s.stages[0].state.color_args = [0, D3DTA_TEXTURE, D3DTA_DIFFUSE];
    let q = quad(0.0, 0.0, 16.0, 16.0, 0xffff_ffff);
    for _ in 0..3 {
        r.draw_fixed_rhw(ctx, &s, Primitive::TriangleList, &q, None)
            .unwrap();
    }
    assert_eq!(r.program_pipeline_count(), 1);
    assert_eq!(r.generated_module_count(), 2);
    // Same code, other output state: a new pipeline, no new module.
    s.cull = ninth_render::Cull::Cw;
    r.draw_fixed_rhw(ctx, &s, Primitive::TriangleList, &q, None)
        .unwrap();
    assert_eq!(r.program_pipeline_count(), 2);
    assert_eq!(r.generated_module_count(), 2);
    let image = r.read_framebuffer(ctx).unwrap();
    assert_eq!(rgba_at(&image, 16, 5, 5), [255, 0, 0, 255]);
    // The texture destroyed and a new one in its slot: the new texture is sampled.
    r.destroy_texture(red).unwrap();
    s.cull = ninth_render::Cull::None;
    let blue = r.create_texture(1, 1, Some(&[255, 0, 0, 255])).unwrap();
    s.stages[0].texture = Some(blue);
    r.draw_fixed_rhw(ctx, &s, Primitive::TriangleList, &q, None)
        .unwrap();
    let image = r.read_framebuffer(ctx).unwrap();
    assert_eq!(rgba_at(&image, 16, 5, 5), [0, 0, 255, 255]);
    // Many frames of draws create no further buffers after the first frames.
    let created = r.counters().buffers_created;
    for _ in 0..20 {
        for i in 0..50u32 {
            s.texture_factor = i;
            r.draw_fixed_rhw(ctx, &s, Primitive::TriangleList, &q, None)
                .unwrap();
        }
        r.commit(true).unwrap();
    }
    assert!(
        r.counters().buffers_created <= created + 4,
        "{} buffers created",
        r.counters().buffers_created - created
    );
}

#[test]
fn texcoord_index_selects_the_set_and_projected_coordinates_are_divided() {
    let mut r = renderer();
    let ctx = r.create_context(16, 8).unwrap();
    // Texel 0 red, texel 1 blue (B, G, R, A bytes).
    let tex = r
        .create_texture(2, 1, Some(&[0, 0, 255, 255, 255, 0, 0, 255]))
        .unwrap();
    let draw = |r: &mut ninth_render::Renderer, x0: f32, index: u32, flags: u32| {
        let mut s = FixedDrawState::default();
        s.stages[0].texture = Some(tex);
        s.stages[0].state.color_op = TextureOp::SelectArg1.value();
        s.stages[0].state.texcoord_index = index;
        s.stages[0].state.transform_flags = flags;
        s.stages[0].sampler.address_u = ninth_render::state::sampler::d3dtaddress::CLAMP;
        let v = |x: f32, y: f32| {
            let mut texcoords = [[0.25, 0.5, 0.0, 1.0]; 8];
            texcoords[2] = [0.75, 0.5, 0.0, 1.0];
            texcoords[3] = [1.5, 1.0, 0.0, 2.0]; // /w: (0.75, 0.5)
            FixedVertex {
                pos: [x, y, 0.5, 1.0],
                diffuse: 0xffff_ffff,
                specular: 0,
                texcoords,
                fog: 1.0,
            }
        };
        let q = pack(&[
            v(x0, 0.0),
            v(x0 + 4.0, 0.0),
            v(x0, 8.0),
            v(x0 + 4.0, 8.0),
            v(x0, 8.0),
            v(x0 + 4.0, 0.0),
        ]);
        r.draw_fixed_rhw(ctx, &s, Primitive::TriangleList, &q, None)
            .unwrap();
    };
    const PROJECTED: u32 = ninth_shader::fixed::D3DTTFF_PROJECTED;
    draw(&mut r, 0.0, 0, 0);
    draw(&mut r, 4.0, 2, 0);
    draw(&mut r, 8.0, 3, 0);
    draw(&mut r, 12.0, 3, 4 | PROJECTED);
    let image = r.read_framebuffer(ctx).unwrap();
    let (red, blue) = ([255, 0, 0, 255], [0, 0, 255, 255]);
    assert_eq!(rgba_at(&image, 16, 1, 3), red, "set 0");
    assert_eq!(rgba_at(&image, 16, 5, 3), blue, "set 2");
    assert_eq!(
        rgba_at(&image, 16, 9, 3),
        blue,
        "set 3 unprojected: u 1.5 clamps"
    );
    assert_eq!(rgba_at(&image, 16, 13, 3), blue, "set 3 projected: u 0.75");
}

#[test]
fn depth_test_and_write_apply_to_fixed_draws() {
    let mut r = renderer();
    let ctx = r.create_context(8, 8).unwrap();
    // D3D9's defaults: ZENABLE, ZWRITEENABLE, LESSEQUAL.
    let mut s = FixedDrawState::default();
    select_diffuse(&mut s);
    let at_depth = |z: f32, color: u32| {
        let v = |x: f32, y: f32| FixedVertex {
            pos: [x, y, z, 1.0],
            diffuse: color,
            specular: 0,
            texcoords: [[0.0; 4]; 8],
            fog: 1.0,
        };
        pack(&[v(0.0, 0.0), v(8.0, 0.0), v(0.0, 8.0)])
    };
    r.draw_fixed_rhw(
        ctx,
        &s,
        Primitive::TriangleList,
        &at_depth(0.3, 0xff00_ff00),
        None,
    )
    .unwrap();
    r.draw_fixed_rhw(
        ctx,
        &s,
        Primitive::TriangleList,
        &at_depth(0.6, 0xffff_0000),
        None,
    )
    .unwrap();
    let image = r.read_framebuffer(ctx).unwrap();
    assert_eq!(
        rgba_at(&image, 8, 1, 1),
        [0, 255, 0, 255],
        "farther draw rejected"
    );
    s.depth_stencil.z_enable = false;
    r.draw_fixed_rhw(
        ctx,
        &s,
        Primitive::TriangleList,
        &at_depth(0.9, 0xff00_00ff),
        None,
    )
    .unwrap();
    let image = r.read_framebuffer(ctx).unwrap();
    assert_eq!(
        rgba_at(&image, 8, 1, 1),
        [0, 0, 255, 255],
        "ZENABLE false: no test"
    );
}
