//! Programmable draws: colours through translated shaders, constant packing with relative
//! addressing, int and bool constants driving loops and branches, indices with a base
//! vertex, and the pipeline and module caches.

mod common;
mod program_util;

use common::{assert_rect, renderer};
use ninth_render::{IndexData, Indices, Primitive};
use program_util::*;

#[test]
fn d3dcolor_diffuse_reaches_the_pixel_shader_exactly() {
    let mut r = renderer();
    let ctx = r.create_context(16, 16).unwrap();
    let vs = shader(&mut r, VS_COLOR);
    let ps = shader(&mut r, PS_COLOR);
    let mut state = pos_state(vs, ps);
    state.declaration = decl(&[
        el(0, 0, decltype::FLOAT4, POSITION, 0),
        el(0, 16, decltype::D3DCOLOR, COLOR, 0),
    ]);
    state.streams[0].stride = 20;
    let mut data = Vec::new();
    for [x, y] in clip_quad(16, 16, 2, 3, 10, 12) {
        for f in [x, y, 0.5, 1.0] {
            data.extend_from_slice(&f.to_le_bytes());
        }
        data.extend_from_slice(&0x80_40_c0_20u32.to_le_bytes());
    }
    r.draw_program(ctx, &state, Primitive::TriangleList, &[&data], None)
        .unwrap();
    let bgra = r.read_framebuffer(ctx).unwrap();
    assert_rect(&bgra, 16, 2, 3, 10, 12, 0x80_40_c0_20, 0, "quad");
    assert_rect(&bgra, 16, 0, 0, 16, 3, 0xff00_0000, 0, "above");
    assert_rect(&bgra, 16, 10, 3, 16, 12, 0xff00_0000, 0, "right");
}

#[test]
fn only_used_constant_ranges_are_uploaded_in_packing_order_with_relative_reads() {
    let mut r = renderer();
    let ctx = r.create_context(16, 16).unwrap();
    // c0.x selects the register read relatively from c[a0.x + 3] (c3..c6 uploaded, c4 a def
    // that the relative range must carry), and c10 is read directly: the packing is
    // [c0], [c3..c6], [c10].
    let vs = shader(
        &mut r,
        "vs_2_0
        def c4, 0.25, 0.5, 0.75, 1.0
        dcl_position v0
        mov oPos, v0
        mova a0.x, c0.x
        add r0, c[a0.x + 3], c10
        mov r1, c4
        mov r1, c6
        mov oD0, r0",
    );
    let ps = shader(&mut r, PS_COLOR);
    let mut state = pos_state(vs, ps);
    let c = &mut state.vs_constants.float;
    c[3] = [0.1, 0.0, 0.0, 0.0];
    c[4] = [9.0, 9.0, 9.0, 9.0]; // replaced by the def
    c[5] = [0.0, 0.2, 0.6, 0.5];
    c[6] = [0.3, 0.3, 0.3, 0.3];
    c[10] = [0.0, 0.2, 0.0, 0.0];
    let expect = [
        (0.0, [0.1f32, 0.2, 0.0, 0.0]),
        (1.0, [0.25, 0.7, 0.75, 1.0]),
        (2.0, [0.0, 0.4, 0.6, 0.5]),
        (3.0, [0.3, 0.5, 0.3, 0.3]),
    ];
    for (i, (select, rgba)) in expect.iter().enumerate() {
        state.vs_constants.float[0] = [*select, 0.0, 0.0, 0.0];
        let x = 4 * i as u32;
        draw_rect(&mut r, ctx, &state, [x, 0, x + 4, 4]);
        let q = |v: f32| (v.clamp(0.0, 1.0) * 255.0).round() as u32;
        let color = q(rgba[3]) << 24 | q(rgba[0]) << 16 | q(rgba[1]) << 8 | q(rgba[2]);
        let bgra = r.read_framebuffer(ctx).unwrap();
        assert_rect(
            &bgra,
            16,
            x,
            0,
            x + 4,
            4,
            color,
            1,
            &format!("a0.x = {select}"),
        );
    }
}

#[test]
fn int_and_bool_constants_drive_loops_and_branches() {
    let mut r = renderer();
    let ctx = r.create_context(16, 16).unwrap();
    // r0 = i0.x * c1 (rep), + c2 if b3, + c3 if !b3.
    let vs = shader(
        &mut r,
        "vs_2_0
        dcl_position v0
        mov oPos, v0
        mov r0, c0
        rep i0
        add r0, r0, c1
        endrep
        if b3
        add r0, r0, c2
        else
        add r0, r0, c3
        endif
        mov oD0, r0",
    );
    let ps = shader(&mut r, PS_COLOR);
    let mut state = pos_state(vs, ps);
    let c = &mut state.vs_constants.float;
    c[0] = [0.0, 0.0, 0.0, 1.0];
    c[1] = [0.125, 0.0, 0.0, 0.0];
    c[2] = [0.0, 0.5, 0.0, 0.0];
    c[3] = [0.0, 0.0, 0.5, 0.0];
    for (i, (count, flag)) in [(0, false), (2, true), (5, false), (8, true)]
        .iter()
        .enumerate()
    {
        state.vs_constants.int[0] = [*count, 0, 1, 0];
        state.vs_constants.bool[3] = *flag;
        let x = 4 * i as u32;
        draw_rect(&mut r, ctx, &state, [x, 0, x + 4, 4]);
        let red = ((*count as f32 * 0.125).min(1.0) * 255.0).round() as u32;
        let (g, b) = if *flag { (128, 0) } else { (0, 128) };
        let expected = 0xff00_0000 | red << 16 | g << 8 | b;
        let bgra = r.read_framebuffer(ctx).unwrap();
        assert_rect(
            &bgra,
            16,
            x,
            0,
            x + 4,
            4,
            expected,
            1,
            &format!("i0 = {count}, b3 = {flag}"),
        );
    }
}

#[test]
fn indices_with_base_vertex_and_32_bit_indices_draw_the_indexed_vertices() {
    let mut r = renderer();
    let ctx = r.create_context(16, 16).unwrap();
    let vs = shader(&mut r, VS_POS);
    let ps = shader(&mut r, PS_C0);
    let mut state = pos_state(vs, ps);
    set_ps_c(&mut state, 0, [0.0, 1.0, 0.0, 1.0]);
    // Four junk vertices, then the quad's corners as 4 vertices (tl, tr, bl, br).
    let q = clip_quad(16, 16, 4, 4, 12, 12);
    let mut data = vec![0u8; 4 * 16];
    for [x, y] in [q[0], q[1], q[2], q[4]] {
        for f in [x, y, 0.5, 1.0] {
            data.extend_from_slice(&f.to_le_bytes());
        }
    }
    let indices16 = [0u16, 1, 2, 1, 3, 2];
    let indices = Indices {
        data: IndexData::U16(&indices16),
        base_vertex: 4,
    };
    r.draw_program(
        ctx,
        &state,
        Primitive::TriangleList,
        &[&data],
        Some(indices),
    )
    .unwrap();
    let bgra = r.read_framebuffer(ctx).unwrap();
    assert_rect(&bgra, 16, 4, 4, 12, 12, 0xff00_ff00, 0, "16-bit indices");
    set_ps_c(&mut state, 0, [0.0, 0.0, 1.0, 1.0]);
    let indices32 = [5u32, 6, 7, 6, 8, 7];
    let indices = Indices {
        data: IndexData::U32(&indices32),
        base_vertex: -1,
    };
    r.draw_program(
        ctx,
        &state,
        Primitive::TriangleList,
        &[&data],
        Some(indices),
    )
    .unwrap();
    let bgra = r.read_framebuffer(ctx).unwrap();
    assert_rect(&bgra, 16, 4, 4, 12, 12, 0xff00_00ff, 0, "32-bit indices");
    // Out of range with the base vertex: a Bounds error, nothing drawn.
    let bad = Indices {
        data: IndexData::U16(&indices16),
        base_vertex: 5,
    };
    let e = r
        .draw_program(ctx, &state, Primitive::TriangleList, &[&data], Some(bad))
        .unwrap_err();
    assert_eq!(e.kind, ninth_render::ErrorKind::Bounds);
}

#[test]
fn equivalent_states_share_pipelines_and_modules() {
    let mut r = renderer();
    let ctx = r.create_context(16, 16).unwrap();
    let vs = shader(&mut r, VS_POS);
    let ps = shader(&mut r, PS_C0);
    let mut state = pos_state(vs, ps);
    draw_rect(&mut r, ctx, &state, [0, 0, 4, 4]);
    assert_eq!(r.program_pipeline_count(), 1);
    // Inactive stencil and blend fields do not make new pipelines; constants never do.
    state.depth_stencil.front.func = 3;
    state.blend.color.src = 5;
    set_ps_c(&mut state, 0, [1.0, 0.0, 0.0, 1.0]);
    draw_rect(&mut r, ctx, &state, [4, 0, 8, 4]);
    assert_eq!(r.program_pipeline_count(), 1);
    assert_eq!(r.program_module_count(), 2);
    state.blend.enable = true;
    draw_rect(&mut r, ctx, &state, [8, 0, 12, 4]);
    assert_eq!(r.program_pipeline_count(), 2);
    let bgra = r.read_framebuffer(ctx).unwrap();
    assert_rect(&bgra, 16, 0, 0, 4, 4, 0x0000_0000, 0, "c0 = 0");
    assert_rect(&bgra, 16, 4, 0, 8, 4, 0xffff_0000, 0, "c0 = red");
    // SRCALPHA / ZERO over opaque black: red * 1.
    assert_rect(&bgra, 16, 8, 0, 12, 4, 0xffff_0000, 0, "blended");
}

#[test]
fn alpha_test_and_scissor_rectangle_clip_pixels() {
    let mut r = renderer();
    let ctx = r.create_context(16, 4).unwrap();
    let vs = shader(&mut r, VS_POS);
    let ps = shader(&mut r, PS_C0);
    let mut state = pos_state(vs, ps);
    // ALPHAFUNC GREATER against ALPHAREF 0x80: alpha 0x7f fails, 0x81 passes.
    state.alpha_test = ninth_render::AlphaTest {
        enable: true,
        reference: 0x80,
        func: 5,
    };
    set_ps_c(&mut state, 0, [1.0, 0.0, 0.0, 127.0 / 255.0]);
    draw_rect(&mut r, ctx, &state, [0, 0, 4, 4]);
    set_ps_c(&mut state, 0, [0.0, 1.0, 0.0, 129.0 / 255.0]);
    draw_rect(&mut r, ctx, &state, [4, 0, 8, 4]);
    // The scissor rectangle (10, 1, 4 x 2) clips a quad over [8, 16) x [0, 4).
    state.alpha_test.enable = false;
    state.scissor = Some([10, 1, 4, 2]);
    set_ps_c(&mut state, 0, [0.0, 0.0, 1.0, 1.0]);
    draw_rect(&mut r, ctx, &state, [8, 0, 16, 4]);
    let bgra = r.read_framebuffer(ctx).unwrap();
    assert_rect(
        &bgra,
        16,
        0,
        0,
        4,
        4,
        0xff00_0000,
        0,
        "alpha 0x7f fails GREATER 0x80",
    );
    assert_rect(&bgra, 16, 4, 0, 8, 4, 0x8100_ff00, 0, "alpha 0x81 passes");
    assert_rect(
        &bgra,
        16,
        10,
        1,
        14,
        3,
        0xff00_00ff,
        0,
        "inside the scissor",
    );
    assert_rect(
        &bgra,
        16,
        8,
        0,
        10,
        4,
        0xff00_0000,
        0,
        "left of the scissor",
    );
    assert_rect(
        &bgra,
        16,
        14,
        0,
        16,
        4,
        0xff00_0000,
        0,
        "right of the scissor",
    );
    assert_rect(&bgra, 16, 10, 0, 14, 1, 0xff00_0000, 0, "above the scissor");
}
