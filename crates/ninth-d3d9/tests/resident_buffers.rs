//! Resident vertex buffers (with the renderer's fast paths on): draws from a static vertex
//! buffer bind its GPU copy instead of copying the bytes they read; a Lock between two draws of one frame leaves the first draw
//! with the old bytes and gives the second the new ones (the copy is renamed); a buffer
//! rewritten often, and a DYNAMIC one, are copied per draw; a buffer released after its
//! draws still drew them.

mod common;

use common::*;
use ninth_d3d9::{Device, DeviceParams, StreamSource, VertexBufferHandle};

const BLACK: u32 = 0xff00_0000;
/// `D3DFVF_XYZ | D3DFVF_DIFFUSE` (16 bytes).
const FVF: u32 = 0x042;
const STRIDE: u32 = 16;
/// D3DUSAGE_DYNAMIC | D3DUSAGE_WRITEONLY.
const DYNAMIC: u32 = 0x208;
const WRITEONLY: u32 = 0x8;

/// A renderer with its fast paths on (resident streams are one of them).
fn fast_renderer() -> ninth_render::Renderer {
    let mut r = renderer();
    r.set_fast_paths(true);
    r
}

fn device(renderer: &mut ninth_render::Renderer) -> Device<'_> {
    let mut d = Device::new(renderer, DeviceParams::new(32, 32)).unwrap();
    d.set_render_state(22, 1).unwrap(); // D3DRS_CULLMODE none
    d.set_render_state(7, 0).unwrap(); // D3DRS_ZENABLE off
    d.set_render_state(137, 0).unwrap(); // D3DRS_LIGHTING off
    d.set_texture_stage_state(0, 1, 2).unwrap(); // COLOROP SELECTARG1
    d.set_texture_stage_state(0, 2, 0).unwrap(); // COLORARG1 DIFFUSE
    d.set_fvf(FVF).unwrap();
    d.clear(&[], 1, BLACK, 1.0, 0).unwrap();
    d
}

/// Cell `n` of a 4 x 4 grid of 8 x 8-pixel cells as a triangle list in clip space (the
/// transforms are the identity), of `color`.
fn cell(n: u32, color: u32) -> Vec<u8> {
    let (c, r) = ((n % 4) as f32, (n / 4) as f32);
    let (x0, x1) = (c * 0.5 - 1.0, c * 0.5 - 0.5);
    let (y0, y1) = (1.0 - r * 0.5, 0.5 - r * 0.5);
    [(x0, y0), (x1, y0), (x0, y1), (x0, y1), (x1, y0), (x1, y1)]
        .iter()
        .flat_map(|&(x, y)| {
            let mut v = Vec::with_capacity(16);
            for f in [x, y, 0.5] {
                v.extend_from_slice(&f32::to_le_bytes(f));
            }
            v.extend_from_slice(&color.to_le_bytes());
            v
        })
        .collect()
}

fn color(n: u32) -> u32 {
    0xff00_0000 | (n * 15 + 20) << 16 | (240 - n * 13) << 8 | (n * 29 % 256)
}

/// Bytes of the buffers these tests make: the least a buffer kept resident has (a smaller
/// one is copied per draw).
const BUFFER_BYTES: u32 = 4096;

/// A vertex buffer of `usage` of [`BUFFER_BYTES`] starting with `bytes`, bound to stream 0.
fn bound_buffer(d: &mut Device, bytes: &[u8], usage: u32) -> VertexBufferHandle {
    sized_buffer(d, bytes, usage, BUFFER_BYTES)
}

/// [`bound_buffer`] of `size` bytes.
fn sized_buffer(d: &mut Device, bytes: &[u8], usage: u32, size: u32) -> VertexBufferHandle {
    let vb = d.create_vertex_buffer(size, usage).unwrap();
    write(d, vb, 0, bytes, 0);
    let source = StreamSource {
        buffer: vb,
        offset: 0,
        stride: STRIDE,
    };
    d.set_stream_source(0, Some(source)).unwrap();
    vb
}

fn write(d: &mut Device, vb: VertexBufferHandle, at: u32, bytes: &[u8], flags: u32) {
    let locked = d
        .lock_vertex_buffer(vb, at, bytes.len() as u32, flags)
        .unwrap();
    locked.copy_from_slice(bytes);
    d.unlock_vertex_buffer(vb).unwrap();
}

/// The centre pixel of cell `n`.
fn cell_pixel(image: &ninth_d3d9::Capture, n: u32) -> [u8; 4] {
    pixel(image, 8 * (n % 4) + 4, 8 * (n / 4) + 4)
}

/// 16 cells drawn from one buffer: with a static buffer each draw binds the resident copy
/// (its 96 bytes counted as bound, none copied); with a DYNAMIC one they are copied.
#[test]
fn draws_from_a_static_buffer_bind_its_resident_copy() {
    let bytes: Vec<u8> = (0..16).flat_map(|n| cell(n, color(n))).collect();
    for (usage, resident) in [(WRITEONLY, true), (DYNAMIC, false)] {
        let mut renderer = fast_renderer();
        let mut d = device(&mut renderer);
        bound_buffer(&mut d, &bytes, usage);
        let before = d.renderer().counters();
        for n in 0..16 {
            d.draw_primitive(4, 6 * n, 2).unwrap();
        }
        let image = backbuffer(&mut d);
        for n in 0..16 {
            assert_eq!(cell_pixel(&image, n), rgba(color(n)), "cell {n}");
        }
        let after = d.renderer().counters();
        let (bound, copied) = (
            after.resident_bytes - before.resident_bytes,
            after.bytes_copied - before.bytes_copied,
        );
        if resident {
            assert_eq!((bound, copied), (16 * 96, 0));
        } else {
            assert_eq!(bound, 0);
            assert!(copied >= 16 * 96, "{copied} bytes copied");
        }
    }
}

/// A Lock between two draws of one frame: the first draw keeps the bytes it was recorded
/// with, the second draws the new ones (no flags, and D3DLOCK_NOSYSLOCK; DISCARD and
/// NOOVERWRITE need a DYNAMIC buffer, which is never resident).
#[test]
fn a_lock_between_draws_renames_the_resident_copy() {
    for flags in [0, 0x800] {
        let mut renderer = fast_renderer();
        let mut d = device(&mut renderer);
        let first = cell(0, color(0));
        let vb = bound_buffer(&mut d, &first, WRITEONLY);
        d.draw_primitive(4, 0, 2).unwrap();
        // The same bytes moved to cell 5 in another colour, drawn from the same range.
        write(&mut d, vb, 0, &cell(5, color(5)), flags);
        d.draw_primitive(4, 0, 2).unwrap();
        let image = backbuffer(&mut d);
        assert_eq!(cell_pixel(&image, 0), rgba(color(0)), "flags {flags:#x}");
        assert_eq!(cell_pixel(&image, 5), rgba(color(5)), "flags {flags:#x}");
        assert!(d.renderer().counters().resident_bytes >= 2 * 96);
    }
}

/// Rewritten more than four times, a buffer is copied per draw from then on (and draws
/// right every time).
#[test]
fn a_buffer_rewritten_often_is_copied_per_draw() {
    let mut renderer = fast_renderer();
    let mut d = device(&mut renderer);
    let vb = bound_buffer(&mut d, &cell(0, color(0)), WRITEONLY);
    let mut bound = Vec::new();
    for n in 0..8 {
        write(&mut d, vb, 0, &cell(n, color(n)), 0);
        let before = d.renderer().counters().resident_bytes;
        d.draw_primitive(4, 0, 2).unwrap();
        bound.push(d.renderer().counters().resident_bytes - before);
    }
    // The first write fills the buffer before any resident copy exists; the four after it
    // are rewrites kept resident, and the fifth rewrite is one too many.
    assert_eq!(bound, [96, 96, 96, 96, 96, 0, 0, 0]);
    let image = backbuffer(&mut d);
    for n in 0..8 {
        assert_eq!(cell_pixel(&image, n), rgba(color(n)), "cell {n}");
    }
}

/// A buffer released after its draws (before the frame is submitted) still drew them, and
/// a new buffer drawn after it draws its own bytes.
#[test]
fn a_buffer_released_after_its_draws_still_drew_them() {
    let mut renderer = fast_renderer();
    let mut d = device(&mut renderer);
    let vb = bound_buffer(&mut d, &cell(2, color(2)), WRITEONLY);
    d.draw_primitive(4, 0, 2).unwrap();
    d.set_stream_source(0, None).unwrap();
    d.release_vertex_buffer(vb).unwrap();
    bound_buffer(&mut d, &cell(9, color(9)), WRITEONLY);
    d.draw_primitive(4, 0, 2).unwrap();
    let image = backbuffer(&mut d);
    assert_eq!(cell_pixel(&image, 2), rgba(color(2)));
    assert_eq!(cell_pixel(&image, 9), rgba(color(9)));
}

/// With the fast paths off every draw copies its bytes (no resident copy is made), and
/// draws the same pixels.
#[test]
fn with_fast_paths_off_draws_copy_and_draw_the_same() {
    let bytes: Vec<u8> = (0..16).flat_map(|n| cell(n, color(n))).collect();
    let (mut images, mut created) = (Vec::new(), Vec::new());
    for fast in [false, true] {
        let mut renderer = renderer();
        renderer.set_fast_paths(fast);
        let mut d = device(&mut renderer);
        let vb = bound_buffer(&mut d, &bytes, WRITEONLY);
        for n in 0..8 {
            d.draw_primitive(4, 6 * n, 2).unwrap();
        }
        write(&mut d, vb, 0, &bytes[16 * 96 / 2..], 0);
        for n in 0..8 {
            d.draw_primitive(4, 6 * n, 2).unwrap();
        }
        let counters = d.renderer().counters();
        let bound = counters.resident_bytes;
        assert_eq!(bound, if fast { 16 * 96 } else { 0 }, "fast paths {fast}");
        images.push(backbuffer(&mut d).rgba);
        created.push(counters.buffers_created);
    }
    assert_eq!(images[0], images[1]);
    // Without the fast paths: the uniform ring and an arena for the copies, no resident
    // copy. With them: the ring and two resident copies (before and after the write), no
    // arena (nothing is copied).
    assert_eq!(created, [2, 3], "buffers created");
}

/// A static 16-bit index buffer of [`BUFFER_BYTES`] starting with `indices`, bound.
fn bound_indices(d: &mut Device, indices: &[u16]) -> ninth_d3d9::IndexBufferHandle {
    let bytes: Vec<u8> = indices.iter().flat_map(|i| i.to_le_bytes()).collect();
    let ib = d.create_index_buffer(BUFFER_BYTES, WRITEONLY, 101).unwrap();
    let locked = d.lock_index_buffer(ib, 0, bytes.len() as u32, 0).unwrap();
    locked.copy_from_slice(&bytes);
    d.unlock_index_buffer(ib).unwrap();
    d.set_indices(Some(ib)).unwrap();
    ib
}

/// Indexed draws from a static vertex and index buffer bind both in place: the indices as
/// D3D9 gives them with the base vertex (cells drawn through base vertices 6 n), nothing
/// copied; an odd start index (an offset the index binding cannot take) copies the draw's
/// indices and draws the same.
#[test]
fn indexed_draws_bind_resident_vertices_and_indices_in_place() {
    let bytes: Vec<u8> = (0..16).flat_map(|n| cell(n, color(n))).collect();
    let mut renderer = fast_renderer();
    let mut d = device(&mut renderer);
    bound_buffer(&mut d, &bytes, WRITEONLY);
    // Index 0 is a filler: the cell's six vertices are indices 1-6, minus 1 by base vertex.
    bound_indices(&mut d, &[0, 1, 2, 3, 4, 5, 6, 0]);
    let before = d.renderer().counters();
    for n in 0..8 {
        // Cell n's vertices 6 n .. 6 n + 5 are indices 1..=6 (from start index 1, byte 2)
        // with base vertex 6 n - 1.
        d.draw_indexed_primitive(4, 6 * n - 1, 0, 96, 1, 2).unwrap();
    }
    let odd = d.renderer().counters();
    // From start index 0 (byte 0), indices 0..=5 with base vertex 6 n.
    bound_indices(&mut d, &[0, 1, 2, 3, 4, 5, 0, 0]);
    let even = d.renderer().counters();
    for n in 8..16 {
        d.draw_indexed_primitive(4, 6 * n, 0, 96, 0, 2).unwrap();
    }
    let after = d.renderer().counters();
    let image = backbuffer(&mut d);
    for n in 0..16 {
        assert_eq!(cell_pixel(&image, n), rgba(color(n)), "cell {n}");
    }
    // Odd start: the indices are copied, rebased to the first vertex they reach as 32-bit
    // indices (24 bytes, the same every draw: copied once and bound again).
    let copied = odd.bytes_copied - before.bytes_copied;
    assert_eq!(copied, 24, "odd start: indices copied");
    // Even start: nothing copied, the 12 index bytes bound in place with the vertices (the
    // whole 4096-byte buffer).
    assert_eq!(after.bytes_copied - even.bytes_copied, 0, "even start");
    let bound = after.resident_bytes - even.resident_bytes;
    assert_eq!(
        bound,
        8 * (u64::from(BUFFER_BYTES) + 12),
        "even start: vertices and indices bound"
    );
}

/// An index buffer rewritten between two draws of one frame: the first draw keeps its
/// indices, the second reads the new ones.
#[test]
fn a_lock_of_a_resident_index_buffer_renames_it() {
    let bytes: Vec<u8> = (0..16).flat_map(|n| cell(n, color(n))).collect();
    let mut renderer = fast_renderer();
    let mut d = device(&mut renderer);
    bound_buffer(&mut d, &bytes, WRITEONLY);
    let ib = bound_indices(&mut d, &[0, 1, 2, 3, 4, 5]);
    d.draw_indexed_primitive(4, 0, 0, 96, 0, 2).unwrap();
    // Cell 3's vertices.
    let three: Vec<u8> = (18u16..24).flat_map(|i| i.to_le_bytes()).collect();
    let locked = d.lock_index_buffer(ib, 0, 12, 0).unwrap();
    locked.copy_from_slice(&three);
    d.unlock_index_buffer(ib).unwrap();
    d.draw_indexed_primitive(4, 0, 0, 96, 0, 2).unwrap();
    let image = backbuffer(&mut d);
    assert_eq!(cell_pixel(&image, 0), rgba(color(0)));
    assert_eq!(cell_pixel(&image, 3), rgba(color(3)));
    assert_eq!(cell_pixel(&image, 1), rgba(BLACK));
    assert_eq!(d.renderer().counters().bytes_copied, 0);
}

/// A static buffer below 4096 bytes is copied per draw (the arena binds the same bytes
/// again), as W3's and W4's are.
#[test]
fn a_small_static_buffer_is_copied() {
    let bytes: Vec<u8> = (0..16).flat_map(|n| cell(n, color(n))).collect();
    let mut renderer = fast_renderer();
    let mut d = device(&mut renderer);
    sized_buffer(&mut d, &bytes, WRITEONLY, BUFFER_BYTES - 4);
    for n in 0..16 {
        d.draw_primitive(4, 6 * n, 2).unwrap();
    }
    let image = backbuffer(&mut d);
    for n in 0..16 {
        assert_eq!(cell_pixel(&image, n), rgba(color(n)), "cell {n}");
    }
    let c = d.renderer().counters();
    assert_eq!((c.resident_bytes, c.bytes_copied), (0, 16 * 96));
}
