//! `StretchRect` through the renderer's blit: exact copies, point stretches with D3D9's
//! pixel-centre mapping, X8 destinations keeping alpha 255, and the surface combinations
//! D3D9 refuses (InvalidCall) or ninth cannot do yet (Unsupported).

mod common;

use common::*;
use ninth_d3d9::consts::usage;
use ninth_d3d9::{Device, DeviceParams, ErrorKind, Rect, SurfaceRef, TextureDesc, TextureShape};

const A8R8G8B8: u32 = 21;
const X8R8G8B8: u32 = 22;
const D24S8: u32 = 75;

fn rect(left: i32, top: i32, right: i32, bottom: i32) -> Rect {
    Rect {
        left,
        top,
        right,
        bottom,
    }
}

fn device(renderer: &mut ninth_render::Renderer) -> Device<'_> {
    let mut d = Device::new(renderer, DeviceParams::new(16, 16)).unwrap();
    d.set_render_state(137, 0).unwrap(); // D3DRS_LIGHTING off
    d.set_render_state(7, 0).unwrap(); // D3DRS_ZENABLE off
    d.clear(&[], 1, 0xff00_0000, 1.0, 0).unwrap();
    d
}

/// Fills the current target with four 2x2 quadrants of a 4x4 square at the origin:
/// red, green / blue, white; clear rectangles are exact.
fn quadrants(d: &mut Device) {
    let colors = [
        (rect(0, 0, 2, 2), 0x80ff0000u32),
        (rect(2, 0, 4, 2), 0x8000ff00),
        (rect(0, 2, 2, 4), 0x800000ff),
        (rect(2, 2, 4, 4), 0x80ffffff),
    ];
    for (r, c) in colors {
        d.clear(&[r], 1, c, 1.0, 0).unwrap();
    }
}

#[test]
fn copies_and_point_stretches_map_pixel_centres() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    let src = d.create_render_target(4, 4, A8R8G8B8, 0).unwrap();
    d.set_render_target(0, Some(SurfaceRef::Surface(src)))
        .unwrap();
    quadrants(&mut d);
    // 4x4 to 8x8 with POINT: destination pixel x samples source x / 2.
    d.stretch_rect(
        SurfaceRef::Surface(src),
        None,
        SurfaceRef::Backbuffer,
        Some(rect(0, 0, 8, 8)),
        1,
    )
    .unwrap();
    // An exact copy of the red quadrant to (12, 12).
    d.stretch_rect(
        SurfaceRef::Surface(src),
        Some(rect(0, 0, 2, 2)),
        SurfaceRef::Backbuffer,
        Some(rect(12, 12, 14, 14)),
        0,
    )
    .unwrap();
    let image = backbuffer(&mut d);
    let expect = [
        (0, 0, 0xffff0000u32),
        (3, 3, 0xffff0000),
        (4, 0, 0xff00ff00),
        (7, 3, 0xff00ff00),
        (0, 4, 0xff0000ff),
        (7, 7, 0xffffffff),
        (8, 8, 0xff000000),
        (12, 12, 0xffff0000),
        (13, 13, 0xffff0000),
        (14, 14, 0xff000000),
    ];
    for (x, y, c) in expect {
        assert_eq!(
            pixel(&image, x, y),
            rgba(c),
            "pixel {x},{y}: the X8 back buffer keeps alpha 255"
        );
    }
    // Into an A8R8G8B8 render-target texture the source alpha (0x80) is copied.
    let rt = d
        .create_texture(TextureDesc {
            shape: TextureShape::TwoD(4, 4),
            format: A8R8G8B8,
            levels: 1,
            usage: usage::RENDERTARGET,
            pool: 0,
        })
        .unwrap();
    let level = SurfaceRef::TextureLevel {
        texture: rt,
        face: 0,
        level: 0,
    };
    d.stretch_rect(SurfaceRef::Surface(src), None, level, None, 2)
        .unwrap();
    let image = d.read_render_target(level).unwrap();
    assert_eq!(pixel(&image, 3, 0), rgba(0x8000ff00));
    // Into an X8R8G8B8 render-target texture alpha stays 255: drawn from it into an
    // A8R8G8B8 target (stage 0 alpha SELECTARG1 TEXTURE by default), alpha reads 255.
    let x8 = d
        .create_texture(TextureDesc {
            format: X8R8G8B8,
            ..d.texture_desc(rt).unwrap().0
        })
        .unwrap();
    let x8_level = SurfaceRef::TextureLevel {
        texture: x8,
        face: 0,
        level: 0,
    };
    d.stretch_rect(SurfaceRef::Surface(src), None, x8_level, None, 0)
        .unwrap();
    let dst = d.create_render_target(4, 4, A8R8G8B8, 0).unwrap();
    d.set_render_target(0, Some(SurfaceRef::Surface(dst)))
        .unwrap();
    d.set_texture(0, Some(x8)).unwrap();
    d.set_texture_stage_state(0, 1, 2).unwrap(); // COLOROP SELECTARG1 (TEXTURE)
    d.set_fvf(0x144).unwrap(); // XYZRHW | DIFFUSE | TEX1
    let mut quad = Vec::new();
    for (x, y) in [(0.0f32, 0.0f32), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)] {
        quad.extend_from_slice(&v(x * 4.0 - 0.5, y * 4.0 - 0.5, 0xffff_ffff));
        quad.extend_from_slice(&x.to_le_bytes());
        quad.extend_from_slice(&y.to_le_bytes());
    }
    d.draw_primitive_up(5, 2, &quad, 28).unwrap();
    let image = d.read_render_target(SurfaceRef::Surface(dst)).unwrap();
    assert_eq!(pixel(&image, 0, 0), rgba(0xffff0000));
    assert_eq!(pixel(&image, 3, 3), rgba(0xffffffff));
    // Within one surface: a same-size copy to a rectangle that does not overlap.
    d.stretch_rect(
        SurfaceRef::Backbuffer,
        Some(rect(12, 12, 14, 14)),
        SurfaceRef::Backbuffer,
        Some(rect(0, 14, 2, 16)),
        0,
    )
    .unwrap();
    assert_eq!(pixel(&backbuffer(&mut d), 1, 15), rgba(0xffff0000));
}

#[test]
fn invalid_surface_combinations_are_refused_and_change_nothing() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    let invalid = |r: ninth_d3d9::Result<()>, why: &str| {
        assert_eq!(r.unwrap_err().kind, ErrorKind::InvalidCall, "{why}");
    };
    let unsupported = |r: ninth_d3d9::Result<()>, why: &str| {
        assert_eq!(r.unwrap_err().kind, ErrorKind::Unsupported, "{why}");
    };
    let bb = SurfaceRef::Backbuffer;
    let level = |texture| SurfaceRef::TextureLevel {
        texture,
        face: 0,
        level: 0,
    };
    let desc = |usage, pool| TextureDesc {
        shape: TextureShape::TwoD(4, 4),
        format: X8R8G8B8,
        levels: 1,
        usage,
        pool,
    };
    let managed = d.create_texture(desc(0, 1)).unwrap();
    let plain_default = d.create_texture(desc(0, 0)).unwrap();
    let rt = d.create_texture(desc(usage::RENDERTARGET, 0)).unwrap();
    let depth = d.create_depth_stencil_surface(16, 16, D24S8, 0).unwrap();

    invalid(
        d.stretch_rect(level(managed), None, bb, None, 0),
        "a managed source",
    );
    invalid(
        d.stretch_rect(bb, None, level(managed), None, 0),
        "a managed destination",
    );
    invalid(
        d.stretch_rect(bb, None, level(plain_default), None, 0),
        "a texture that is not a render target as destination",
    );
    unsupported(
        d.stretch_rect(level(plain_default), None, level(rt), None, 0),
        "a default-pool texture source is valid D3D9",
    );
    invalid(
        d.stretch_rect(level(rt), None, bb, None, 3),
        "D3DTEXF_ANISOTROPIC",
    );
    invalid(
        d.stretch_rect(bb, Some(rect(0, 0, 4, 4)), bb, Some(rect(8, 8, 16, 16)), 0),
        "stretching within one surface",
    );
    invalid(
        d.stretch_rect(bb, Some(rect(0, 0, 4, 4)), bb, Some(rect(2, 2, 6, 6)), 0),
        "overlapping rectangles in one surface",
    );
    invalid(
        d.stretch_rect(level(rt), Some(rect(0, 0, 5, 4)), bb, None, 0),
        "a source rectangle outside the surface",
    );
    invalid(
        d.stretch_rect(level(rt), Some(rect(2, 0, 2, 4)), bb, None, 0),
        "an empty rectangle",
    );
    unsupported(
        d.stretch_rect(
            SurfaceRef::Surface(depth),
            None,
            SurfaceRef::Surface(depth),
            None,
            0,
        ),
        "depth-stencil copies",
    );
    assert_eq!(
        pixel(&backbuffer(&mut d), 9, 9),
        rgba(0xff000000),
        "nothing was drawn"
    );
}
