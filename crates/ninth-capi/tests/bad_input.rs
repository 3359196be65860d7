//! Every entry point called with each kind of bad argument (null pointers, null, made-up and
//! destroyed handles, out-of-range counts, strides and enums, unknown texture ids): the
//! error code, the text of `mr_last_error` (naming the entry point and the argument), and
//! that nothing was drawn (the context still holds its clear colour everywhere).

use std::ffi::{CStr, c_void};
use std::ptr::{null, null_mut};

use ninth_capi::*;

const W: u32 = 16;
const CLEAR: u32 = 0xff20_4060;

fn last() -> String {
    // SAFETY: mr_last_error returns a NUL-terminated string owned by this thread.
    unsafe { CStr::from_ptr(mr_last_error()) }
        .to_string_lossy()
        .into_owned()
}

/// `code` is `want` and the last error names `entry` and contains `text`.
#[track_caller]
fn expect(code: i32, want: i32, entry: &str, text: &str) {
    let message = last();
    assert_eq!(code, want, "code of {entry}: {message}");
    assert!(
        message.starts_with(&format!("{entry}: ")) && message.contains(text),
        "{message:?} does not name {entry} and contain {text:?}"
    );
}

/// A W x W context cleared to `CLEAR`.
fn context() -> *mut mr_context {
    let ctx = mr_create(W, W);
    assert!(!ctx.is_null(), "mr_create: {}", last());
    assert_eq!(mr_clear(ctx, CLEAR), MR_OK);
    ctx
}

/// Every pixel of the context is still `CLEAR` (B, G, R, A bytes).
#[track_caller]
fn nothing_drawn(ctx: *mut mr_context) {
    let mut fb = vec![0u8; (W * W * 4) as usize];
    // SAFETY: `fb` holds W * W * 4 writable bytes.
    let code = unsafe { mr_read_framebuffer(ctx, fb.as_mut_ptr().cast(), fb.len()) };
    assert_eq!(code, MR_OK, "{}", last());
    let want = CLEAR.to_le_bytes();
    assert!(
        fb.chunks_exact(4).all(|p| p == want),
        "something was drawn: the first pixels are {:?}",
        &fb[..16]
    );
}

/// A made-up handle that `mr_create` never returned.
fn made_up() -> *mut mr_context {
    0x1234_5678 as *mut mr_context
}

fn rhw_quad() -> [mr_vertex_rhw; 4] {
    std::array::from_fn(|i| mr_vertex_rhw {
        x: if i & 1 != 0 { W as f32 } else { 0.0 },
        y: if i & 2 != 0 { W as f32 } else { 0.0 },
        z: 0.5,
        rhw: 1.0,
        color: 0xffff_ffff,
        u: 0.0,
        v: 0.0,
    })
}

fn fixed_quad() -> [mr_vertex_fixed_rhw; 4] {
    std::array::from_fn(|i| mr_vertex_fixed_rhw {
        x: if i & 1 != 0 { W as f32 } else { 0.0 },
        y: if i & 2 != 0 { W as f32 } else { 0.0 },
        z: 0.5,
        rhw: 1.0,
        diffuse: 0xffff_ffff,
        fog: 1.0,
        ..Default::default()
    })
}

const QUAD: [u16; 6] = [0, 1, 2, 2, 1, 3];

#[test]
fn contexts_clears_and_viewports_refuse_bad_handles_and_values() {
    for (w, h) in [(0, 4), (4, 0), (8193, 1), (1, 8193)] {
        assert!(mr_create(w, h).is_null());
        expect(MR_ERR_ARGS, MR_ERR_ARGS, "mr_create", "outside 1..=8192");
    }
    let ctx = context();
    let gone = mr_create(4, 4);
    assert_eq!(mr_destroy(gone), MR_OK);
    assert_eq!(last(), "");
    for (bad, text) in [
        (null_mut(), "null"),
        (made_up(), "unknown"),
        (gone, "unknown"),
    ] {
        expect(mr_resize(bad, 8, 8), MR_ERR_ARGS, "mr_resize", text);
        expect(mr_destroy(bad), MR_ERR_ARGS, "mr_destroy", text);
        expect(mr_clear(bad, 0), MR_ERR_ARGS, "mr_clear", text);
        expect(
            mr_clear_depth(bad, 0.5),
            MR_ERR_ARGS,
            "mr_clear_depth",
            text,
        );
        expect(
            mr_clear_stencil(bad, 1),
            MR_ERR_ARGS,
            "mr_clear_stencil",
            text,
        );
        expect(
            mr_set_viewport(bad, 0, 0, 1, 1),
            MR_ERR_ARGS,
            "mr_set_viewport",
            text,
        );
        let code = mr_set_overlay_target(bad, 1);
        expect(code, MR_ERR_ARGS, "mr_set_overlay_target", text);
        assert_eq!(mr_target_texture(bad), 0);
        expect(MR_ERR_ARGS, MR_ERR_ARGS, "mr_target_texture", text);
        expect(
            mr_blit_target_to(bad, ctx),
            MR_ERR_ARGS,
            "mr_blit_target_to",
            text,
        );
        expect(
            mr_blit_target_to(ctx, bad),
            MR_ERR_ARGS,
            "mr_blit_target_to",
            text,
        );
    }
    for (w, h) in [(0, 8), (8, 9000)] {
        let code = mr_resize(ctx, w, h);
        expect(code, MR_ERR_ARGS, "mr_resize", "outside 1..=8192");
    }
    for depth in [-0.5, 1.5, f32::NAN] {
        let code = mr_clear_depth(ctx, depth);
        expect(code, MR_ERR_ARGS, "mr_clear_depth", "not within 0..1");
    }
    nothing_drawn(ctx);
    assert_eq!(mr_destroy(ctx), MR_OK);
}

#[test]
fn draws_refuse_bad_arguments_and_draw_nothing() {
    let ctx = context();
    let v = rhw_quad();
    let fv = fixed_quad();
    let mut ds = std::mem::MaybeUninit::<mr_draw_state>::uninit();
    // SAFETY: `ds` is writable.
    assert_eq!(unsafe { mr_draw_state_defaults(ds.as_mut_ptr()) }, MR_OK);
    // SAFETY: filled by mr_draw_state_defaults.
    let ds = unsafe { ds.assume_init() };
    let mut fs = std::mem::MaybeUninit::<mr_fixed_state>::uninit();
    // SAFETY: `fs` is writable.
    assert_eq!(unsafe { mr_fixed_state_defaults(fs.as_mut_ptr()) }, MR_OK);
    // SAFETY: filled by mr_fixed_state_defaults.
    let fs = unsafe { fs.assume_init() };
    let vp: *const c_void = v.as_ptr().cast();
    let stride = 28;
    let tri = MR_PRIM_TRIANGLE_LIST;
    let rhw = |ctx, s: &mr_draw_state, prim, vp, stride, nv, ip, ni| {
        // SAFETY: the pointers are null or point to the counts given (or fewer, where the
        // call must refuse the count before reading).
        unsafe { mr_draw_rhw(ctx, s, prim, vp, stride, nv, ip, ni) }
    };
    let q = QUAD.as_ptr();
    // Handles.
    for (bad, text) in [(null_mut(), "null"), (made_up(), "unknown")] {
        let code = rhw(bad, &ds, tri, vp, stride, 4, q, 6);
        expect(code, MR_ERR_ARGS, "mr_draw_rhw", text);
        // SAFETY: valid state and vertices; the handle is refused before anything is read.
        let code = unsafe { mr_draw_fixed_rhw(bad, &fs, tri, fv.as_ptr(), 4, q, 6) };
        expect(code, MR_ERR_ARGS, "mr_draw_fixed_rhw", text);
        // SAFETY: as above.
        let code = unsafe { mr_draw_fixed_clip(bad, &fs, tri, fv.as_ptr().cast(), 4, q, 6) };
        expect(code, MR_ERR_ARGS, "mr_draw_fixed_clip", text);
    }
    // Null state.
    // SAFETY: null state, refused before anything is read.
    let code = unsafe { mr_draw_rhw(ctx, null(), tri, vp, stride, 4, q, 6) };
    expect(code, MR_ERR_ARGS, "mr_draw_rhw", "state is null");
    // SAFETY: as above.
    let code = unsafe { mr_draw_fixed_rhw(ctx, null(), tri, fv.as_ptr(), 4, q, 6) };
    expect(code, MR_ERR_ARGS, "mr_draw_fixed_rhw", "state is null");
    // SAFETY: as above.
    let code = unsafe { mr_draw_fixed_clip(ctx, null(), tri, fv.as_ptr().cast(), 4, q, 6) };
    expect(code, MR_ERR_ARGS, "mr_draw_fixed_clip", "state is null");
    // SAFETY: as above.
    let code = unsafe { mr_draw_program(ctx, null(), tri, vp, stride, 4, q, 6) };
    expect(code, MR_ERR_ARGS, "mr_draw_program", "state is null");
    // SAFETY: as above.
    let code = unsafe { mr_draw_program_rhw(ctx, null(), tri, fv.as_ptr(), 4, q, 6) };
    expect(code, MR_ERR_ARGS, "mr_draw_program_rhw", "state is null");
    // Enums and ids of the RHW state.
    let cases: [(mr_draw_state, i32, &str); 5] = [
        (
            mr_draw_state {
                blend: MR_BLEND_COUNT,
                ..ds
            },
            MR_ERR_STATE,
            "blend mode 10",
        ),
        (mr_draw_state { cull: 4, ..ds }, MR_ERR_STATE, "D3DCULL 4"),
        (
            mr_draw_state {
                write_mask: 0x10,
                ..ds
            },
            MR_ERR_STATE,
            "write mask",
        ),
        (
            mr_draw_state {
                texture: 0xdead,
                ..ds
            },
            MR_ERR_TEXTURE,
            "texture id 57005",
        ),
        (
            mr_draw_state {
                blend: MR_BLEND_CUSTOM,
                blend_src: 99,
                ..ds
            },
            MR_ERR_STATE,
            "D3DBLEND",
        ),
    ];
    for (s, want, text) in cases {
        expect(
            rhw(ctx, &s, tri, vp, stride, 4, q, 6),
            want,
            "mr_draw_rhw",
            text,
        );
    }
    // Primitives, counts, strides, pointers and index bounds.
    for prim in [0, 6, 7, u32::MAX] {
        let code = rhw(ctx, &ds, prim, vp, stride, 4, q, 6);
        expect(code, MR_ERR_PRIMITIVE, "mr_draw_rhw", "D3DP");
    }
    let code = rhw(ctx, &ds, tri, vp, stride, 0, q, 6);
    expect(code, MR_ERR_BOUNDS, "mr_draw_rhw", "vertex count 0");
    let code = rhw(ctx, &ds, tri, vp, stride, MR_MAX_VERTS + 1, q, 6);
    expect(code, MR_ERR_BOUNDS, "mr_draw_rhw", "vertex count 65537");
    let code = rhw(ctx, &ds, tri, vp, stride, 4, q, MR_MAX_INDICES + 1);
    expect(code, MR_ERR_BOUNDS, "mr_draw_rhw", "index count 196609");
    for bad_stride in [0, 27, 257] {
        let code = rhw(ctx, &ds, tri, vp, bad_stride, 4, q, 6);
        expect(code, MR_ERR_ARGS, "mr_draw_rhw", "stride");
    }
    let code = rhw(ctx, &ds, tri, null(), stride, 4, q, 6);
    expect(code, MR_ERR_ARGS, "mr_draw_rhw", "vertices is null");
    let code = rhw(ctx, &ds, tri, vp, stride, 4, null(), 6);
    expect(code, MR_ERR_ARGS, "mr_draw_rhw", "indices is null");
    let odd = [0u16, 0, 1, 2, 2, 1, 3];
    // SAFETY: one byte past an aligned u16 is a misaligned pointer, refused before reading.
    let misaligned = unsafe { odd.as_ptr().cast::<u8>().add(1) }.cast::<u16>();
    let code = rhw(ctx, &ds, tri, vp, stride, 4, misaligned, 6);
    expect(code, MR_ERR_ARGS, "mr_draw_rhw", "not aligned");
    let far = [0u16, 1, 4];
    let code = rhw(ctx, &ds, tri, vp, stride, 4, far.as_ptr(), 3);
    expect(
        code,
        MR_ERR_BOUNDS,
        "mr_draw_rhw",
        "index 4 is not below the vertex count 4",
    );
    // Fixed draws: stage texture kinds and ids, blend, counts, vertices.
    let fixed = |s: &mr_fixed_state, prim, vp: *const mr_vertex_fixed_rhw, nv, ip, ni| {
        // SAFETY: the pointers are null or point to the counts given (or fewer, where the
        // call must refuse the count before reading).
        let a = unsafe { mr_draw_fixed_rhw(ctx, s, prim, vp, nv, ip, ni) };
        let rhw_text = last();
        // SAFETY: as above; the clip vertex has the same layout.
        let b = unsafe { mr_draw_fixed_clip(ctx, s, prim, vp.cast(), nv, ip, ni) };
        let clip_text = last();
        assert_eq!(a, b, "{rhw_text} / {clip_text}");
        assert_eq!(
            rhw_text.split_once(": ").map(|t| t.1),
            clip_text.split_once(": ").map(|t| t.1)
        );
        (a, rhw_text)
    };
    let mut kind = fs;
    kind.stages[3].texture_kind = 3;
    let mut tex = fs;
    tex.stages[1].texture = 77777;
    let mut blend = fs;
    blend.blend = 200;
    let mut mask = fs;
    mask.write_mask = 0xff;
    let mut cull = fs;
    cull.cull = 9;
    let cases = [
        (kind, MR_ERR_STATE, "fixed stage 3 texture kind 3"),
        (tex, MR_ERR_TEXTURE, "texture id 77777"),
        (blend, MR_ERR_STATE, "blend mode 200"),
        (mask, MR_ERR_STATE, "write mask"),
        (cull, MR_ERR_STATE, "D3DCULL 9"),
    ];
    for (s, want, text) in cases {
        let (code, message) = fixed(&s, tri, fv.as_ptr(), 4, q, 6);
        assert_eq!(code, want, "{message}");
        assert!(
            message.starts_with("mr_draw_fixed_rhw: ") && message.contains(text),
            "{message}"
        );
    }
    let (code, message) = fixed(&fs, 6, fv.as_ptr(), 4, q, 6);
    assert_eq!(code, MR_ERR_PRIMITIVE, "{message}");
    let (code, message) = fixed(&fs, tri, null(), 4, q, 6);
    assert!(
        code == MR_ERR_ARGS && message.contains("vertices is null"),
        "{message}"
    );
    let (code, message) = fixed(&fs, tri, fv.as_ptr(), MR_MAX_VERTS + 1, q, 6);
    assert!(
        code == MR_ERR_BOUNDS && message.contains("vertex count 65537"),
        "{message}"
    );
    let (code, message) = fixed(&fs, tri, fv.as_ptr(), 4, null(), 3);
    assert!(
        code == MR_ERR_ARGS && message.contains("indices is null"),
        "{message}"
    );
    let (code, message) = fixed(&fs, tri, fv.as_ptr(), 3, q, 6);
    assert!(
        code == MR_ERR_BOUNDS && message.contains("index 3"),
        "{message}"
    );
    nothing_drawn(ctx);
    assert_eq!(mr_destroy(ctx), MR_OK);
}

/// A change made to a valid program state.
type Change<'a> = Box<dyn Fn(&mut mr_program_state) + 'a>;

/// vs_2_0: dcl_position v0; mov oPos, v0.
const VS: [u32; 8] = [
    0xfffe0200, 0x0200001f, 0x80000000, 0x900f0000, 0x02000001, 0xc00f0000, 0x90e40000, 0xffff,
];

#[test]
fn programmable_draws_refuse_bad_shaders_declarations_streams_and_constants() {
    let ctx = context();
    let mut ps = std::mem::MaybeUninit::<mr_program_state>::uninit();
    // SAFETY: `ps` is writable.
    assert_eq!(unsafe { mr_program_state_defaults(ps.as_mut_ptr()) }, MR_OK);
    // SAFETY: filled by mr_program_state_defaults.
    let mut ps = unsafe { ps.assume_init() };
    let decl = [
        mr_vertex_element {
            stream: 0,
            offset: 0,
            type_: 3,
            method: 0,
            usage: 0,
            usage_index: 0,
        },
        mr_vertex_element {
            stream: 0xff,
            offset: 0,
            type_: 17,
            method: 0,
            usage: 0,
            usage_index: 0,
        },
    ];
    ps.vs_tokens = VS.as_ptr();
    ps.vs_token_count = VS.len() as u32;
    ps.declaration = decl.as_ptr();
    ps.declaration_count = 2;
    ps.fixed.cull = 1;
    let verts = [
        [0.0f32, 0.0, 0.5, 1.0],
        [1.0, 0.0, 0.5, 1.0],
        [0.0, -1.0, 0.5, 1.0],
    ];
    let draw = |s: &mr_program_state, stride: u32| {
        // SAFETY: the state's pointers are null or point to the counts it gives (or fewer,
        // where the call must refuse the count before reading); three vertices of 16 bytes.
        let code = unsafe {
            mr_draw_program(
                ctx,
                s,
                MR_PRIM_TRIANGLE_LIST,
                verts.as_ptr().cast(),
                stride,
                3,
                null(),
                0,
            )
        };
        (code, last())
    };
    let garbage = [0x1234_5678u32, 7, 9];
    let stream = mr_stream {
        index: 0,
        stride: 16,
        data: verts.as_ptr().cast(),
        size: 48,
    };
    let streams = [stream];
    let wide = [mr_stream {
        index: 1,
        stride: 300,
        ..stream
    }];
    let cases: Vec<(Change, i32, &str)> = vec![
        (
            Box::new(|s| s.vs_tokens = null()),
            MR_ERR_ARGS,
            "vs_tokens is null",
        ),
        (
            Box::new(|s| s.vs_token_count = 0),
            MR_ERR_SHADER,
            "needs vertex shader tokens",
        ),
        (
            Box::new(|s| s.vs_token_count = 1 << 21),
            MR_ERR_ARGS,
            "vs_tokens count",
        ),
        (
            Box::new(|s| {
                s.vs_tokens = garbage.as_ptr();
                s.vs_token_count = 3
            }),
            MR_ERR_SHADER,
            "",
        ),
        (
            Box::new(|s| {
                s.ps_tokens = garbage.as_ptr();
                s.ps_token_count = 3
            }),
            MR_ERR_SHADER,
            "",
        ),
        (
            Box::new(|s| s.ps_token_count = 4),
            MR_ERR_ARGS,
            "ps_tokens is null",
        ),
        (
            Box::new(|s| s.declaration = null()),
            MR_ERR_ARGS,
            "declaration is null",
        ),
        (
            Box::new(|s| s.declaration_count = 66),
            MR_ERR_ARGS,
            "declaration element count 66",
        ),
        (Box::new(|s| s.declaration_count = 1), MR_ERR_DECL, ""),
        (
            Box::new(|s| s.stream_count = 16),
            MR_ERR_ARGS,
            "stream count 16",
        ),
        (
            Box::new(|s| s.stream_count = 1),
            MR_ERR_ARGS,
            "streams is null",
        ),
        (
            Box::new(|s| {
                s.streams = streams.as_ptr();
                s.stream_count = 1
            }),
            MR_ERR_ARGS,
            "stream index 0",
        ),
        (
            Box::new(|s| {
                s.streams = wide.as_ptr();
                s.stream_count = 1
            }),
            MR_ERR_ARGS,
            "stream 1 stride 300",
        ),
        (
            Box::new(|s| s.vs_constant_count = 257),
            MR_ERR_ARGS,
            "vertex constant count 257",
        ),
        (
            Box::new(|s| s.ps_constant_count = 225),
            MR_ERR_ARGS,
            "pixel constant count 225",
        ),
        (
            Box::new(|s| s.vs_constant_count = 2),
            MR_ERR_ARGS,
            "vs_constants is null",
        ),
        (
            Box::new(|s| s.textures[5] = 4242),
            MR_ERR_TEXTURE,
            "texture id 4242",
        ),
        (
            Box::new(|s| s.fixed.blend = 11),
            MR_ERR_STATE,
            "blend mode 11",
        ),
    ];
    for (change, want, text) in cases {
        let mut s = ps;
        change(&mut s);
        let (code, message) = draw(&s, 16);
        assert_eq!(code, want, "{message}");
        assert!(
            message.starts_with("mr_draw_program: ") && message.contains(text),
            "{message}"
        );
    }
    for stride in [0, 257] {
        let (code, message) = draw(&ps, stride);
        assert!(
            code == MR_ERR_ARGS && message.contains("stride"),
            "{message}"
        );
    }
    // mr_draw_program_rhw reads no vertex shader or declaration, but the pixel shader.
    let fv = fixed_quad();
    let mut bad_ps = ps;
    (bad_ps.ps_tokens, bad_ps.ps_token_count) = (garbage.as_ptr(), 3);
    // SAFETY: four fixed vertices and six indices.
    let code = unsafe {
        mr_draw_program_rhw(
            ctx,
            &bad_ps,
            MR_PRIM_TRIANGLE_LIST,
            fv.as_ptr(),
            4,
            QUAD.as_ptr(),
            6,
        )
    };
    expect(code, MR_ERR_SHADER, "mr_draw_program_rhw", "");
    // SAFETY: null vertices, refused before reading.
    let code = unsafe {
        mr_draw_program_rhw(ctx, &ps, MR_PRIM_TRIANGLE_LIST, null(), 4, QUAD.as_ptr(), 6)
    };
    expect(code, MR_ERR_ARGS, "mr_draw_program_rhw", "vertices is null");
    // SAFETY: as above.
    let code = unsafe { mr_draw_program_rhw(made_up(), &ps, 4, fv.as_ptr(), 4, null(), 0) };
    expect(code, MR_ERR_ARGS, "mr_draw_program_rhw", "unknown");
    nothing_drawn(ctx);
    assert_eq!(mr_destroy(ctx), MR_OK);
}

#[test]
fn readback_writes_blits_textures_and_counters_refuse_bad_arguments() {
    let ctx = context();
    let mut fb = vec![0u8; (W * W * 4) as usize];
    let fbp: *mut c_void = fb.as_mut_ptr().cast();
    // SAFETY: null or short buffers, refused before writing.
    let code = unsafe { mr_read_framebuffer(ctx, null_mut(), fb.len()) };
    expect(code, MR_ERR_ARGS, "mr_read_framebuffer", "pixels is null");
    // SAFETY: as above.
    let code = unsafe { mr_read_framebuffer(ctx, fbp, fb.len() - 1) };
    expect(
        code,
        MR_ERR_ARGS,
        "mr_read_framebuffer",
        "size 1023 is below",
    );
    // SAFETY: as above.
    let code = unsafe { mr_read_framebuffer(made_up(), fbp, fb.len()) };
    expect(code, MR_ERR_ARGS, "mr_read_framebuffer", "unknown");
    let px = [0x55u8; 64];
    let write = |ctx, x, y, w, h, p: *const c_void, pitch| {
        // SAFETY: `p` is null or holds 64 bytes, enough for every rectangle below that the
        // call does not refuse by its size first.
        unsafe { mr_write_framebuffer(ctx, x, y, w, h, p, pitch) }
    };
    let pp: *const c_void = px.as_ptr().cast();
    expect(
        write(ctx, 0, 0, 2, 2, null(), 8),
        MR_ERR_ARGS,
        "mr_write_framebuffer",
        "pixels is null",
    );
    expect(
        write(ctx, 0, 0, 4, 2, pp, 8),
        MR_ERR_ARGS,
        "mr_write_framebuffer",
        "row pitch 8",
    );
    expect(
        write(ctx, 0, 0, 9000, 1, pp, 40000),
        MR_ERR_ARGS,
        "mr_write_framebuffer",
        "larger",
    );
    let code = write(ctx, W - 1, 0, 2, 2, pp, 8);
    assert!(code == MR_ERR_ARGS || code == MR_ERR_BOUNDS, "{}", last());
    expect(
        write(null_mut(), 0, 0, 2, 2, pp, 8),
        MR_ERR_ARGS,
        "mr_write_framebuffer",
        "null",
    );
    // Blits: one context, other sizes.
    expect(
        mr_blit_target_to(ctx, ctx),
        MR_ERR_ARGS,
        "mr_blit_target_to",
        "one context",
    );
    let small = mr_create(4, 4);
    expect(
        mr_blit_target_to(ctx, small),
        MR_ERR_ARGS,
        "mr_blit_target_to",
        "sizes must match",
    );
    assert_eq!(mr_destroy(small), MR_OK);
    // Textures.
    // SAFETY: null pixels (transparent black) for sizes refused before anything is read.
    for (w, h) in [(0, 1), (1, 0), (9000, 1)] {
        assert_eq!(unsafe { mr_texture_create(w, h, null()) }, 0);
        assert!(last().starts_with("mr_texture_create: "), "{}", last());
    }
    // SAFETY: no pixels: transparent black.
    let tex = unsafe { mr_texture_create(2, 2, null()) };
    assert_ne!(tex, 0, "{}", last());
    let update = |id, x, y, w, h, p: *const c_void, pitch| {
        // SAFETY: `p` is null or holds 64 bytes, enough for every rectangle below that the
        // call does not refuse by its size first.
        unsafe { mr_texture_update(id, x, y, w, h, p, pitch) }
    };
    expect(
        update(0, 0, 0, 1, 1, pp, 4),
        MR_ERR_TEXTURE,
        "mr_texture_update",
        "texture id 0",
    );
    expect(
        update(999_999, 0, 0, 1, 1, pp, 4),
        MR_ERR_TEXTURE,
        "mr_texture_update",
        "999999",
    );
    expect(
        update(tex, 0, 0, 1, 1, null(), 4),
        MR_ERR_ARGS,
        "mr_texture_update",
        "pixels is null",
    );
    expect(
        update(tex, 0, 0, 2, 1, pp, 4),
        MR_ERR_ARGS,
        "mr_texture_update",
        "row pitch 4",
    );
    assert_ne!(
        update(tex, 1, 1, 2, 2, pp, 8),
        MR_OK,
        "a rectangle outside the texture"
    );
    expect(
        mr_texture_destroy(0),
        MR_ERR_TEXTURE,
        "mr_texture_destroy",
        "texture id 0",
    );
    expect(
        mr_texture_destroy(999_999),
        MR_ERR_TEXTURE,
        "mr_texture_destroy",
        "999999",
    );
    let alias = mr_target_texture(ctx);
    assert_ne!(alias, 0, "{}", last());
    expect(
        mr_texture_destroy(alias),
        MR_ERR_TEXTURE,
        "mr_texture_destroy",
        "render target",
    );
    assert_eq!(mr_texture_destroy(tex), MR_OK);
    expect(
        mr_texture_destroy(tex),
        MR_ERR_TEXTURE,
        "mr_texture_destroy",
        "unknown",
    );
    // Out pointers.
    // SAFETY: null out pointers, refused before writing.
    unsafe {
        expect(
            mr_draw_traffic_stats(null_mut()),
            MR_ERR_ARGS,
            "mr_draw_traffic_stats",
            "null",
        );
        expect(
            mr_draw_state_defaults(null_mut()),
            MR_ERR_ARGS,
            "mr_draw_state_defaults",
            "null",
        );
        expect(
            mr_fixed_state_defaults(null_mut()),
            MR_ERR_ARGS,
            "mr_fixed_state_defaults",
            "null",
        );
        let code = mr_program_state_defaults(null_mut());
        expect(code, MR_ERR_ARGS, "mr_program_state_defaults", "null");
    }
    nothing_drawn(ctx);
    // A destroyed context's alias id is gone with it.
    assert_eq!(mr_destroy(ctx), MR_OK);
    expect(
        mr_texture_destroy(alias),
        MR_ERR_TEXTURE,
        "mr_texture_destroy",
        "unknown",
    );
}

#[test]
fn texture_copies_and_resident_buffers_refuse_bad_arguments() {
    let ctx = context();
    let texels = [0u8; 4 * 4 * 4];
    // SAFETY: `texels` holds 4x4 (and 2x2) texels.
    let (a, b, small) = unsafe {
        (
            mr_texture_create(4, 4, texels.as_ptr().cast()),
            mr_texture_create(4, 4, null()),
            mr_texture_create(2, 2, texels.as_ptr().cast()),
        )
    };
    assert!(a != 0 && b != 0 && small != 0, "{}", last());
    let name = "mr_blit_texture_copy";
    expect(
        mr_blit_texture_copy(0, b),
        MR_ERR_TEXTURE,
        name,
        "source texture id 0",
    );
    expect(
        mr_blit_texture_copy(a, 0),
        MR_ERR_TEXTURE,
        name,
        "destination texture id 0",
    );
    let code = mr_blit_texture_copy(0x00ff_ffff, b);
    expect(
        code,
        MR_ERR_TEXTURE,
        name,
        "unknown or destroyed texture id",
    );
    expect(mr_blit_texture_copy(a, a), MR_ERR_ARGS, name, "one texture");
    expect(
        mr_blit_texture_copy(a, small),
        MR_ERR_ARGS,
        name,
        "shapes must match",
    );
    expect(
        mr_blit_texture_copy(small, a),
        MR_ERR_ARGS,
        name,
        "shapes must match",
    );
    // A W x W target and a 4x4 texture differ in size.
    let target = mr_target_texture(ctx);
    assert_ne!(target, 0, "{}", last());
    expect(
        mr_blit_texture_copy(a, target),
        MR_ERR_ARGS,
        name,
        "shapes must match",
    );
    assert_eq!(mr_texture_destroy(b), MR_OK);
    let code = mr_blit_texture_copy(a, b);
    expect(
        code,
        MR_ERR_TEXTURE,
        name,
        "unknown or destroyed texture id",
    );

    let bytes = [0u8; 64];
    let name = "mr_buffer_create";
    // SAFETY: each call's pointer is null or holds the length given.
    unsafe {
        assert_eq!(mr_buffer_create(null(), 16), 0);
        expect(MR_ERR_ARGS, MR_ERR_ARGS, name, "bytes is null");
        assert_eq!(mr_buffer_create(bytes.as_ptr().cast(), 0), 0);
        expect(MR_ERR_ARGS, MR_ERR_ARGS, name, "size is 0");
        let buffer = mr_buffer_create(bytes.as_ptr().cast(), 32);
        assert_ne!(buffer, 0, "{}", last());
        // Ranges overlapping it, from either side, are refused; one just after it is not.
        assert_eq!(mr_buffer_create(bytes[16..].as_ptr().cast(), 32), 0);
        expect(MR_ERR_ARGS, MR_ERR_ARGS, name, "overlap");
        assert_eq!(mr_buffer_create(bytes.as_ptr().cast(), 8), 0);
        expect(MR_ERR_ARGS, MR_ERR_ARGS, name, "overlap");
        let after = mr_buffer_create(bytes[32..].as_ptr().cast(), 32);
        assert_ne!(after, 0, "{}", last());
        assert_eq!(mr_buffer_release(buffer), MR_OK);
        assert_eq!(mr_buffer_release(after), MR_OK);
        let release = "mr_buffer_release";
        let unknown = "unknown or released buffer id";
        expect(mr_buffer_release(buffer), MR_ERR_ARGS, release, unknown);
        expect(mr_buffer_release(0), MR_ERR_ARGS, release, unknown);
        expect(
            mr_buffer_release(0x7fff_ffff),
            MR_ERR_ARGS,
            release,
            unknown,
        );
    }
    for t in [a, small] {
        assert_eq!(mr_texture_destroy(t), MR_OK);
    }
    nothing_drawn(ctx);
    assert_eq!(mr_destroy(ctx), MR_OK);
}
