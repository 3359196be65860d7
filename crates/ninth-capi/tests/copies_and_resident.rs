//! `mr_blit_texture_copy` and resident buffers (`mr_buffer_create`, `mr_buffer_release`),
//! checked on pixels: a copy lands between the draws recorded before and after it, into
//! textures and render targets; a stream inside a resident buffer is bound from the copy
//! (counted in `resident_bytes`, not in `arena_bytes`) with the fast paths on, and copied
//! from the caller's bytes with them off or once the buffer is released.

use std::ffi::CStr;
use std::sync::Mutex;

use ninth_capi::*;

/// The fast-path switch and the counters are shared: one test at a time.
static LOCK: Mutex<()> = Mutex::new(());

const W: u32 = 16;
const QUAD: [u16; 6] = [0, 1, 2, 2, 1, 3];

fn last() -> String {
    // SAFETY: mr_last_error returns a NUL-terminated string owned by this thread.
    unsafe { CStr::from_ptr(mr_last_error()) }
        .to_string_lossy()
        .into_owned()
}

#[track_caller]
fn ok(code: i32) {
    assert_eq!(code, MR_OK, "{}", last());
}

/// The W x W context's pixels as D3DCOLORs (0xAARRGGBB), row-major.
fn pixels(ctx: *mut mr_context) -> Vec<u32> {
    let mut fb = vec![0u8; (W * W * 4) as usize];
    // SAFETY: `fb` holds the W x W target's bytes.
    ok(unsafe { mr_read_framebuffer(ctx, fb.as_mut_ptr().cast(), fb.len()) });
    fb.chunks_exact(4)
        .map(|p| u32::from_le_bytes([p[0], p[1], p[2], p[3]]))
        .collect()
}

fn at(fb: &[u32], x: u32, y: u32) -> u32 {
    fb[(y * W + x) as usize]
}

/// A white RHW quad over x0..x1 (whole height) with u, v from 0 to 1.
fn rhw_quad(x0: f32, x1: f32) -> [mr_vertex_rhw; 4] {
    std::array::from_fn(|i| mr_vertex_rhw {
        x: if i & 1 != 0 { x1 } else { x0 },
        y: if i & 2 != 0 { W as f32 } else { 0.0 },
        z: 0.5,
        rhw: 1.0,
        color: 0xffff_ffff,
        u: if i & 1 != 0 { 1.0 } else { 0.0 },
        v: if i & 2 != 0 { 1.0 } else { 0.0 },
    })
}

fn draw_textured(ctx: *mut mr_context, texture: mr_texture_id, x0: f32, x1: f32) {
    let mut ds = std::mem::MaybeUninit::<mr_draw_state>::uninit();
    let v = rhw_quad(x0, x1);
    // SAFETY: `ds` is writable; four 28-byte vertices and six indices.
    ok(unsafe {
        ok(mr_draw_state_defaults(ds.as_mut_ptr()));
        let mut ds = ds.assume_init();
        ds.texture = texture;
        mr_draw_rhw(
            ctx,
            &ds,
            MR_PRIM_TRIANGLE_LIST,
            v.as_ptr().cast(),
            28,
            4,
            QUAD.as_ptr(),
            6,
        )
    });
}

fn texture(w: u32, h: u32, bgra: &[u32]) -> mr_texture_id {
    let bytes: Vec<u8> = bgra.iter().flat_map(|c| c.to_le_bytes()).collect();
    // SAFETY: `bytes` holds w * h texels.
    let id = unsafe { mr_texture_create(w, h, bytes.as_ptr().cast()) };
    assert_ne!(id, 0, "{}", last());
    id
}

#[test]
fn texture_copies_land_between_draws_in_textures_and_targets() {
    let _lock = LOCK.lock().unwrap_or_else(|p| p.into_inner());
    let ctx = mr_create(W, W);
    assert!(!ctx.is_null(), "{}", last());
    ok(mr_clear(ctx, 0xff00_0000));
    // Red, green / blue, white.
    let a = texture(2, 2, &[0xffff_0000, 0xff00_ff00, 0xff00_00ff, 0xffff_ffff]);
    let b = texture(2, 2, &[0x4080_4080; 4]);
    // Left half samples b before the copy, right half after it: one readback at the end.
    draw_textured(ctx, b, 0.0, 8.0);
    ok(mr_blit_texture_copy(a, b));
    draw_textured(ctx, b, 8.0, 16.0);
    let fb = pixels(ctx);
    assert_eq!(at(&fb, 2, 2), 0x4080_4080);
    assert_eq!(at(&fb, 6, 13), 0x4080_4080);
    assert_eq!(at(&fb, 10, 4), 0xffff_0000);
    assert_eq!(at(&fb, 14, 4), 0xff00_ff00);
    assert_eq!(at(&fb, 10, 12), 0xff00_00ff);
    assert_eq!(at(&fb, 14, 12), 0xffff_ffff);

    // Target to target, with the destination's clear waiting (folded with fast paths on):
    // the copy comes after the clear.
    ok(mr_set_fast_paths(1));
    let x = mr_create(W, W);
    let y = mr_create(W, W);
    assert!(!x.is_null() && !y.is_null(), "{}", last());
    ok(mr_clear(x, 0xff33_6699));
    let (tx, ty) = (mr_target_texture(x), mr_target_texture(y));
    assert!(tx != 0 && ty != 0, "{}", last());
    ok(mr_clear(y, 0xff00_0000));
    ok(mr_blit_texture_copy(tx, ty));
    assert!(pixels(y).iter().all(|&p| p == 0xff33_6699));
    // A texture into a target, then the target sampled by a draw elsewhere.
    let c = texture(W, W, &[0x8012_3456; (W * W) as usize]);
    ok(mr_blit_texture_copy(c, ty));
    ok(mr_clear(ctx, 0xff00_0000));
    draw_textured(ctx, ty, 0.0, 16.0);
    ok(mr_set_fast_paths(0));
    assert!(pixels(y).iter().all(|&p| p == 0x8012_3456));
    assert!(pixels(ctx).iter().all(|&p| p == 0x8012_3456));
    // A target into a texture of its size: the texture now holds the target.
    ok(mr_blit_texture_copy(tx, c));
    draw_textured(ctx, c, 0.0, 16.0);
    assert!(pixels(ctx).iter().all(|&p| p == 0xff33_6699));
    for t in [a, b, c] {
        ok(mr_texture_destroy(t));
    }
    for context in [ctx, x, y] {
        ok(mr_destroy(context));
    }
}

/// vs_2_0: dcl_position v0; dcl_color v1; mov oPos, v0; mov oD0, v1.
const VS: [u32; 14] = [
    0xfffe0200, 0x0200001f, 0x80000000, 0x900f0000, 0x0200001f, 0x8000000a, 0x900f0001, 0x02000001,
    0xc00f0000, 0x90e40000, 0x02000001, 0xd00f0000, 0x90e40001, 0x0000ffff,
];
/// ps_2_0: dcl v0; mul oC0, v0, c0.
const PS: [u32; 9] = [
    0xffff0200, 0x0200001f, 0x80000000, 0x900f0000, 0x03000005, 0x800f0800, 0x90e40000, 0xa0e40000,
    0x0000ffff,
];

/// A clip-space vertex: position and D3DCOLOR (20 bytes).
#[repr(C)]
#[derive(Clone, Copy)]
struct Vertex {
    pos: [f32; 4],
    color: u32,
}

/// Two quads: the left half in `left`, the right half in `right`.
fn two_quads(left: u32, right: u32) -> [Vertex; 8] {
    std::array::from_fn(|i| {
        let (q, c) = (i / 4, i % 4);
        let x = if c & 1 != 0 { 0.0 } else { -1.0 } + q as f32;
        Vertex {
            pos: [x, if c & 2 != 0 { -1.0 } else { 1.0 }, 0.5, 1.0],
            color: if q == 0 { left } else { right },
        }
    })
}

/// Draws the four vertices at `vertices` through VS and PS (c0 = 1: the vertex colour).
fn draw_program(ctx: *mut mr_context, vertices: *const Vertex) {
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
            stream: 0,
            offset: 16,
            type_: 4,
            method: 0,
            usage: 10,
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
    let one = [1.0f32; 4];
    let mut ps = std::mem::MaybeUninit::<mr_program_state>::uninit();
    // SAFETY: `ps` is writable; the state's pointers and the four 20-byte vertices live
    // through the call.
    ok(unsafe {
        ok(mr_program_state_defaults(ps.as_mut_ptr()));
        let mut ps = ps.assume_init();
        ps.vs_tokens = VS.as_ptr();
        ps.vs_token_count = VS.len() as u32;
        ps.ps_tokens = PS.as_ptr();
        ps.ps_token_count = PS.len() as u32;
        ps.declaration = decl.as_ptr();
        ps.declaration_count = 3;
        ps.ps_constants = one.as_ptr();
        ps.ps_constant_count = 1;
        ps.fixed.cull = 1;
        ps.fixed.depth_stencil.depth_enable = 0;
        mr_draw_program(
            ctx,
            &ps,
            MR_PRIM_TRIANGLE_LIST,
            vertices.cast(),
            20,
            4,
            QUAD.as_ptr(),
            6,
        )
    });
}

fn stats() -> mr_traffic_stats {
    let mut s = mr_traffic_stats::default();
    // SAFETY: `s` is writable.
    ok(unsafe { mr_draw_traffic_stats(&mut s) });
    s
}

/// Draws both quads of `v` (the second from 80 bytes into the buffer) and returns the left
/// and right pixels with the growth of the resident and arena counters.
fn draw_both(ctx: *mut mr_context, v: &[Vertex; 8]) -> (u32, u32, u64, u64) {
    ok(mr_clear(ctx, 0xff00_0000));
    let before = stats();
    draw_program(ctx, v.as_ptr());
    draw_program(ctx, v[4..].as_ptr());
    let fb = pixels(ctx);
    let after = stats();
    (
        at(&fb, 4, 8),
        at(&fb, 12, 8),
        after.resident_bytes - before.resident_bytes,
        after.arena_bytes - before.arena_bytes,
    )
}

#[test]
fn resident_buffers_are_bound_instead_of_copied_with_the_fast_paths_on() {
    let _lock = LOCK.lock().unwrap_or_else(|p| p.into_inner());
    let ctx = mr_create(W, W);
    assert!(!ctx.is_null(), "{}", last());
    let mut v = two_quads(0xffff_0000, 0xff00_ff00);
    // SAFETY: `v` holds its 160 bytes.
    let buffer = unsafe { mr_buffer_create(v.as_ptr().cast(), size_of_val(&v)) };
    assert_ne!(buffer, 0, "{}", last());

    // Fast paths off: both quads copied from the caller's bytes, nothing bound.
    ok(mr_set_fast_paths(0));
    let (left, right, resident, arena) = draw_both(ctx, &v);
    assert_eq!((left, right, resident), (0xffff_0000, 0xff00_ff00, 0));
    assert!(arena >= 160, "{arena} arena bytes");

    // Fast paths on: both quads bound from the copy (80 bytes each); only the indices
    // (12 bytes, copied once) reach the arena.
    ok(mr_set_fast_paths(1));
    let (left, right, resident, arena) = draw_both(ctx, &v);
    assert_eq!((left, right, resident), (0xffff_0000, 0xff00_ff00, 160));
    assert!(arena <= 12, "{arena} arena bytes");

    // The caller's bytes changed without a new copy: draws still bind the copy.
    v = two_quads(0xff00_00ff, 0xffff_ff00);
    let (left, right, resident, _) = draw_both(ctx, &v);
    assert_eq!((left, right, resident), (0xffff_0000, 0xff00_ff00, 160));

    // Released before the commit of draws that bound it: those draws keep it.
    ok(mr_clear(ctx, 0xff00_0000));
    draw_program(ctx, v.as_ptr());
    ok(mr_buffer_release(buffer));
    draw_program(ctx, v[4..].as_ptr());
    let fb = pixels(ctx);
    assert_eq!((at(&fb, 4, 8), at(&fb, 12, 8)), (0xffff_0000, 0xffff_ff00));

    // Released: both quads copied again, from the changed bytes.
    let (left, right, resident, arena) = draw_both(ctx, &v);
    assert_eq!((left, right, resident), (0xff00_00ff, 0xffff_ff00, 0));
    assert!(arena >= 160, "{arena} arena bytes");

    // A copy of a part of the bytes: the quad outside it is copied.
    // SAFETY: the second quad's 80 bytes lie inside `v`.
    let half = unsafe { mr_buffer_create(v[4..].as_ptr().cast(), 80) };
    assert_ne!(half, 0, "{}", last());
    let (left, right, resident, _) = draw_both(ctx, &v);
    assert_eq!((left, right, resident), (0xff00_00ff, 0xffff_ff00, 80));
    ok(mr_buffer_release(half));

    // A stream 2 bytes into a copy (not a multiple of 4) is copied, not bound.
    let mut bytes = vec![0u8; 2 + size_of_val(&v)];
    for (i, q) in v.iter().enumerate() {
        let at = 2 + 20 * i;
        for (k, f) in q.pos.iter().enumerate() {
            bytes[at + 4 * k..at + 4 * k + 4].copy_from_slice(&f.to_le_bytes());
        }
        bytes[at + 16..at + 20].copy_from_slice(&q.color.to_le_bytes());
    }
    // SAFETY: `bytes` holds its length.
    let odd = unsafe { mr_buffer_create(bytes.as_ptr().cast(), bytes.len()) };
    assert_ne!(odd, 0, "{}", last());
    ok(mr_clear(ctx, 0xff00_0000));
    let before = stats();
    // The pointer is only passed on, never read as a `Vertex` here.
    draw_program(ctx, bytes[2..].as_ptr().cast());
    let fb = pixels(ctx);
    assert_eq!(stats().resident_bytes, before.resident_bytes);
    assert_eq!(at(&fb, 4, 8), 0xff00_00ff);
    ok(mr_buffer_release(odd));
    ok(mr_set_fast_paths(0));
    ok(mr_destroy(ctx));
}
