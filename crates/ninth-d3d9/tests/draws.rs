//! Draw calls against pixels: UP draws, fans rewritten as lists, indexed draws with a base
//! vertex, locked buffers, X8 targets; every expected value follows from the D3D9 rules
//! (pixel centres at integers, fill rules, X8 alpha 255).

mod common;

use common::*;
use ninth_d3d9::consts::{lock, usage};
use ninth_d3d9::{Device, DeviceParams, StreamSource, SurfaceRef};

const BLACK: u32 = 0xff00_0000;

fn device(renderer: &mut ninth_render::Renderer) -> Device<'_> {
    let mut d = Device::new(renderer, DeviceParams::new(16, 16)).unwrap();
    d.set_render_state(137, 0).unwrap(); // D3DRS_LIGHTING off
    d.set_render_state(22, 1).unwrap(); // D3DRS_CULLMODE none
    d.clear(&[], 1, BLACK, 1.0, 0).unwrap();
    d.set_fvf(FVF_RHW_DIFFUSE).unwrap();
    d
}

#[test]
fn up_draws_fans_and_indexed_draws_with_a_base_vertex() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    // A red fan over [0, 8) x [0, 8); a green list over [8, 16) x [0, 8).
    d.draw_primitive_up(TRIANGLEFAN, 2, &rect_fan(0, 0, 8, 8, 0xffff0000), 20)
        .unwrap();
    d.draw_primitive_up(TRIANGLELIST, 2, &rect_list(8, 0, 16, 8, 0xff00ff00), 20)
        .unwrap();
    // UP draws leave stream 0 unbound.
    assert_eq!(
        d.draw_primitive(TRIANGLELIST, 0, 1).unwrap_err().kind,
        ninth_d3d9::ErrorKind::InvalidCall
    );

    // A vertex buffer of two quads; base vertex 4 picks the blue one over [0, 16) x [8, 16).
    let quads = [
        rect_fan(0, 0, 16, 8, 0xffffffff),
        rect_fan(0, 8, 16, 16, 0xff0000ff),
    ]
    .concat();
    let vb = d.create_vertex_buffer(quads.len() as u32, 0).unwrap();
    d.lock_vertex_buffer(vb, 0, 0, 0)
        .unwrap()
        .copy_from_slice(&quads);
    d.unlock_vertex_buffer(vb).unwrap();
    let ib = d.create_index_buffer(12, 0, 101).unwrap();
    let indices: Vec<u8> = [0u16, 1, 2, 0, 2, 3]
        .iter()
        .flat_map(|i| i.to_le_bytes())
        .collect();
    d.lock_index_buffer(ib, 0, 0, 0)
        .unwrap()
        .copy_from_slice(&indices);
    d.unlock_index_buffer(ib).unwrap();
    d.set_stream_source(
        0,
        Some(StreamSource {
            buffer: vb,
            offset: 0,
            stride: 20,
        }),
    )
    .unwrap();
    d.set_indices(Some(ib)).unwrap();
    d.draw_indexed_primitive(TRIANGLELIST, 4, 0, 4, 0, 2)
        .unwrap();

    let image = backbuffer(&mut d);
    for (x, y, color) in [
        (0, 0, 0xffff0000),
        (7, 7, 0xffff0000),
        (8, 0, 0xff00ff00),
        (15, 7, 0xff00ff00),
        (0, 8, 0xff0000ff),
        (15, 15, 0xff0000ff),
    ] {
        assert_eq!(pixel(&image, x, y), rgba(color), "pixel {x},{y}");
    }

    // DrawPrimitive from the buffer's second quad (start vertex 4) as a fan, into the top.
    d.set_indices(None).unwrap();
    d.set_stream_source(
        0,
        Some(StreamSource {
            buffer: vb,
            offset: 0,
            stride: 20,
        }),
    )
    .unwrap();
    d.draw_primitive(TRIANGLEFAN, 0, 2).unwrap();
    let image = backbuffer(&mut d);
    assert_eq!(
        pixel(&image, 3, 3),
        rgba(0xffffffff),
        "the white quad of vertices 0-3"
    );
    // Indices past the buffer (base vertex 5 reaches vertex 8 of 8) are refused.
    d.set_indices(Some(ib)).unwrap();
    assert!(
        d.draw_indexed_primitive(TRIANGLELIST, 5, 0, 4, 0, 2)
            .is_err()
    );
}

#[test]
fn locked_buffers_discard_and_nooverwrite() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    let vb = d
        .create_vertex_buffer(6 * 20 * 2, usage::DYNAMIC | usage::WRITEONLY)
        .unwrap();
    assert!(
        d.lock_vertex_buffer(vb, 0, 0, lock::READONLY | lock::DISCARD)
            .is_err()
    );
    d.lock_vertex_buffer(vb, 0, 120, lock::DISCARD)
        .unwrap()
        .copy_from_slice(&rect_list(0, 0, 16, 16, 0xff102030));
    d.unlock_vertex_buffer(vb).unwrap();
    d.set_stream_source(
        0,
        Some(StreamSource {
            buffer: vb,
            offset: 0,
            stride: 20,
        }),
    )
    .unwrap();
    d.draw_primitive(TRIANGLELIST, 0, 2).unwrap();
    // Append without touching the first quad, and draw the new one (start vertex 6).
    d.lock_vertex_buffer(vb, 120, 120, lock::NOOVERWRITE)
        .unwrap()
        .copy_from_slice(&rect_list(4, 4, 8, 8, 0xffc0b0a0));
    assert!(
        d.draw_primitive(TRIANGLELIST, 6, 2).is_err(),
        "drawing from a locked buffer"
    );
    d.unlock_vertex_buffer(vb).unwrap();
    d.draw_primitive(TRIANGLELIST, 6, 2).unwrap();
    let image = backbuffer(&mut d);
    assert_eq!(pixel(&image, 0, 0), rgba(0xff102030));
    assert_eq!(pixel(&image, 4, 4), rgba(0xffc0b0a0));
    assert_eq!(pixel(&image, 8, 8), rgba(0xff102030));
    // A non-dynamic buffer refuses DISCARD.
    let plain = d.create_vertex_buffer(20, 0).unwrap();
    assert!(d.lock_vertex_buffer(plain, 0, 0, lock::DISCARD).is_err());
}

#[test]
fn x8_targets_keep_alpha_255_and_a8_targets_keep_alpha() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    let a8 = d.create_render_target(16, 16, 21, 0).unwrap();
    d.set_render_target(0, Some(SurfaceRef::Surface(a8)))
        .unwrap();
    // The device's depth-stencil surface serves any render target of its size.
    d.draw_primitive_up(TRIANGLELIST, 2, &rect_list(0, 0, 8, 16, 0xffffffff), 20)
        .unwrap();
    d.set_render_state(7, 0).unwrap(); // D3DRS_ZENABLE false
    let x8 = d.create_render_target(16, 16, 22, 0).unwrap();
    for target in [a8, x8] {
        d.set_render_target(0, Some(SurfaceRef::Surface(target)))
            .unwrap();
        d.clear(&[], 1, 0x00000000, 1.0, 0).unwrap();
        d.draw_primitive_up(TRIANGLELIST, 2, &rect_list(0, 0, 8, 16, 0x40ff8000), 20)
            .unwrap();
    }
    let a = d.read_render_target(SurfaceRef::Surface(a8)).unwrap();
    let x = d.read_render_target(SurfaceRef::Surface(x8)).unwrap();
    assert_eq!(
        (pixel(&a, 0, 0), pixel(&a, 12, 0)),
        ([255, 128, 0, 0x40], [0, 0, 0, 0])
    );
    assert_eq!(
        (pixel(&x, 0, 0), pixel(&x, 12, 0)),
        ([255, 128, 0, 255], [0, 0, 0, 255])
    );
    // Blending with DESTALPHA reads 1.0 on X8: ONE*src*0 + dst*DESTALPHA keeps dst.
    d.set_render_state(27, 1).unwrap(); // ALPHABLENDENABLE
    d.set_render_state(19, 1).unwrap(); // SRCBLEND ZERO
    d.set_render_state(20, 7).unwrap(); // DESTBLEND DESTALPHA
    d.draw_primitive_up(TRIANGLELIST, 2, &rect_list(0, 0, 16, 16, 0xffffffff), 20)
        .unwrap();
    let x = d.read_render_target(SurfaceRef::Surface(x8)).unwrap();
    assert_eq!(pixel(&x, 0, 0), [255, 128, 0, 255], "dst * 1.0");
}

#[test]
fn rectangle_clears_and_the_scissor() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    let r = |l, t, r, b| ninth_d3d9::Rect {
        left: l,
        top: t,
        right: r,
        bottom: b,
    };
    d.clear(&[r(2, 2, 6, 6), r(10, -4, 40, 3)], 1, 0xff00ff00, 1.0, 0)
        .unwrap();
    d.set_scissor_rect(r(0, 8, 16, 16)).unwrap();
    d.set_render_state(174, 1).unwrap(); // SCISSORTESTENABLE
    d.clear(&[], 1, 0xff0000ff, 1.0, 0).unwrap();
    d.draw_primitive_up(TRIANGLELIST, 2, &rect_list(0, 6, 4, 10, 0xffff0000), 20)
        .unwrap();
    let image = backbuffer(&mut d);
    let expect = [
        (2, 2, 0xff00ff00u32),
        (5, 5, 0xff00ff00),
        (6, 6, BLACK),
        (1, 1, BLACK),
        (10, 0, 0xff00ff00),
        (15, 2, 0xff00ff00),
        (15, 3, BLACK),
        (0, 7, BLACK),
        (0, 8, 0xffff0000),
        (3, 9, 0xffff0000),
        (4, 9, 0xff0000ff),
        (15, 15, 0xff0000ff),
    ];
    for (x, y, color) in expect {
        assert_eq!(pixel(&image, x, y), rgba(color), "pixel {x},{y}");
    }
    // Depth of part of the target: 0.25 inside [0, 4) x [8, 12), 1.0 elsewhere; a white
    // quad at z = 0.5 with LESSEQUAL then covers everything the scissor lets through but
    // that rectangle.
    d.clear(&[], 2, 0, 1.0, 0).unwrap();
    d.clear(&[r(0, 8, 4, 12)], 2, 0, 0.25, 0).unwrap();
    d.set_render_state(7, 1).unwrap(); // ZENABLE
    d.draw_primitive_up(TRIANGLELIST, 2, &rect_list(0, 0, 16, 16, 0xffffffff), 20)
        .unwrap();
    let image = backbuffer(&mut d);
    for (x, y, color) in [
        (0, 8, 0xffff0000u32),
        (3, 9, 0xffff0000),
        (3, 11, 0xff0000ff),
        (4, 9, 0xffffffff),
        (0, 12, 0xffffffff),
        (15, 15, 0xffffffff),
        (0, 7, BLACK),
    ] {
        assert_eq!(
            pixel(&image, x, y),
            rgba(color),
            "after the depth clear: {x},{y}"
        );
    }
}

#[test]
fn locked_texture_rectangles_reach_the_next_draw_and_state_resolves_only_when_dirty() {
    use ninth_d3d9::{LockBox, TextureDesc, TextureShape};
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    let desc = TextureDesc {
        shape: TextureShape::TwoD(2, 2),
        format: 22,
        levels: 1,
        usage: 0,
        pool: 1,
    };
    let texture = d.create_texture(desc).unwrap();
    {
        let locked = d.lock_texture(texture, 0, 0, None, 0).unwrap();
        assert_eq!((locked.row_pitch, locked.data.len()), (8, 16));
        for (i, c) in [0x00ff0000u32, 0x0000ff00, 0x000000ff, 0x00ffffff]
            .iter()
            .enumerate()
        {
            locked.data[i * 4..i * 4 + 4].copy_from_slice(&c.to_le_bytes());
        }
    }
    d.unlock_texture(texture, 0, 0).unwrap();
    d.set_texture(0, Some(texture)).unwrap();
    d.set_texture_stage_state(0, 1, 2).unwrap(); // COLOROP SELECTARG1 (TEXTURE)
    d.set_fvf(0x144).unwrap(); // XYZRHW | DIFFUSE | TEX1
    // A quad over the target with u, v 0..1: each texel covers an 8x8 quarter (point filter).
    let mut quad = Vec::new();
    for (x, y) in [(0.0f32, 0.0f32), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)] {
        quad.extend_from_slice(&v(x * 16.0 - 0.5, y * 16.0 - 0.5, 0xffffffff));
        quad.extend_from_slice(&x.to_le_bytes());
        quad.extend_from_slice(&y.to_le_bytes());
    }
    d.draw_primitive_up(5, 2, &quad, 28).unwrap();
    let image = backbuffer(&mut d);
    let expect = [
        (0, 0, 0xffff0000u32),
        (15, 0, 0xff00ff00),
        (0, 15, 0xff0000ff),
        (15, 15, 0xffffffff),
    ];
    for (x, y, c) in expect {
        assert_eq!(
            pixel(&image, x, y),
            rgba(c),
            "pixel {x},{y}: X8 texels sample with alpha 255"
        );
    }
    let resolved = d.state_resolutions();
    // Rewrite one texel through a rectangle lock; the cached state re-uploads the texture.
    let region = LockBox {
        left: 1,
        top: 1,
        front: 0,
        right: 2,
        bottom: 2,
        back: 1,
    };
    let locked = d.lock_texture(texture, 0, 0, Some(region), 0).unwrap();
    assert_eq!(
        locked.data.len(),
        4,
        "the lock starts at texel (1, 1), the last one"
    );
    locked.data.copy_from_slice(&0x00808000u32.to_le_bytes());
    d.unlock_texture(texture, 0, 0).unwrap();
    d.set_render_state(22, 1).unwrap(); // the same value: not a change
    d.draw_primitive_up(5, 2, &quad, 28).unwrap();
    // The managed texture's content-keyed cache entry gives way to an owned texture, a new
    // id: one resolution, once.
    assert_eq!(d.state_resolutions(), resolved + 1);
    let image = backbuffer(&mut d);
    assert_eq!(pixel(&image, 15, 15), rgba(0xff808000));
    assert_eq!(pixel(&image, 0, 0), rgba(0xffff0000));
    // Rewritten again: updated in place, nothing the state reads changed.
    let locked = d.lock_texture(texture, 0, 0, Some(region), 0).unwrap();
    locked.data.copy_from_slice(&0x00408000u32.to_le_bytes());
    d.unlock_texture(texture, 0, 0).unwrap();
    d.draw_primitive_up(5, 2, &quad, 28).unwrap();
    assert_eq!(
        d.state_resolutions(),
        resolved + 1,
        "nothing the state reads changed"
    );
    let image = backbuffer(&mut d);
    assert_eq!(pixel(&image, 15, 15), rgba(0xff408000));
    d.set_render_state(60, 0xff00ff00).unwrap(); // TEXTUREFACTOR
    d.draw_primitive_up(5, 2, &quad, 28).unwrap();
    assert_eq!(d.state_resolutions(), resolved + 2);
    // A render-target texture cannot be locked.
    let rt = TextureDesc {
        usage: usage::RENDERTARGET,
        pool: 0,
        ..desc
    };
    let rt = d.create_texture(rt).unwrap();
    assert!(d.lock_texture(rt, 0, 0, None, 0).is_err());
}

#[test]
fn zfunc_always_and_greater_against_a_cleared_depth() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    d.clear(&[], 2, 0, 0.25, 0).unwrap(); // depth 0.25 everywhere
    d.draw_primitive_up(TRIANGLELIST, 2, &rect_list(0, 0, 16, 16, 0xffff0000), 20)
        .unwrap();
    assert_eq!(
        pixel(&backbuffer(&mut d), 4, 4),
        rgba(BLACK),
        "z 0.5 fails LESSEQUAL 0.25"
    );
    // ALWAYS without writes: drawn, depth stays 0.25.
    d.set_render_state(23, 8).unwrap(); // ZFUNC ALWAYS
    d.set_render_state(14, 0).unwrap(); // ZWRITEENABLE off
    d.draw_primitive_up(TRIANGLELIST, 2, &rect_list(0, 0, 8, 16, 0xffff0000), 20)
        .unwrap();
    // GREATER with writes: z 0.5 > 0.25 passes on the right half and writes 0.5 there, so a
    // second GREATER draw at 0.5 fails there.
    d.set_render_state(23, 5).unwrap(); // ZFUNC GREATER
    d.set_render_state(14, 1).unwrap(); // ZWRITEENABLE on
    d.draw_primitive_up(TRIANGLELIST, 2, &rect_list(8, 0, 16, 16, 0xff00ff00), 20)
        .unwrap();
    d.draw_primitive_up(TRIANGLELIST, 2, &rect_list(0, 0, 16, 16, 0xff0000ff), 20)
        .unwrap();
    let image = backbuffer(&mut d);
    assert_eq!(
        pixel(&image, 4, 4),
        rgba(0xff0000ff),
        "0.5 > 0.25 kept on the left"
    );
    assert_eq!(
        pixel(&image, 12, 4),
        rgba(0xff00ff00),
        "0.5 > 0.5 fails on the right"
    );
}
