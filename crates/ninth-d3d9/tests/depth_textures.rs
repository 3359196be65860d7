//! D3DUSAGE_DEPTHSTENCIL textures through the device: level 0 is a depth-stencil surface
//! draws test and write (`SetDepthStencilSurface`), and a pixel shader samples it as D3D9
//! drivers expose it: D24S8 (and D16, D24X8) compared with the coordinate's z, INTZ as the
//! depth. Depths 0.25 and 0.75 are drawn into the left and right halves of an 8x8 texture.

mod common;

use common::*;
use ninth_d3d9::{
    Device, DeviceParams, ErrorKind, SurfaceRef, TextureDesc, TextureHandle, TextureShape,
};

/// `D3DFVF_XYZRHW | D3DFVF_DIFFUSE`.
const FVF_DIFFUSE: u32 = 0x44;
/// `D3DFVF_XYZRHW | D3DFVF_TEX1 | D3DFVF_TEXCOORDSIZE4(0)`.
const FVF_TEX4: u32 = 0x0002_0104;
const TRIANGLESTRIP: u32 = 5;
const INTZ: u32 = u32::from_le_bytes(*b"INTZ");

fn asm(text: &str) -> Vec<u32> {
    ninth_shader::asm::assemble(text).unwrap()
}

fn device(renderer: &mut ninth_render::Renderer) -> Device<'_> {
    let mut d = Device::new(renderer, DeviceParams::new(8, 8)).unwrap();
    d.set_render_state(137, 0).unwrap(); // LIGHTING off
    d.set_render_state(22, 1).unwrap(); // CULLMODE none
    d
}

fn depth_texture(d: &mut Device, format: u32) -> ninth_d3d9::Result<TextureHandle> {
    d.create_texture(TextureDesc {
        shape: TextureShape::TwoD(8, 8),
        format,
        levels: 1,
        usage: 0x2, // DEPTHSTENCIL
        pool: 0,
    })
}

/// An XYZRHW strip over [x0, x1) x [0, 8) at depth `z`, each vertex followed by `extra`.
fn strip(x0: f32, x1: f32, z: f32, extra: &dyn Fn(f32, f32) -> Vec<u8>) -> Vec<u8> {
    let mut out = Vec::new();
    for (x, y) in [(x0, 0.0), (x1, 0.0), (x0, 8.0), (x1, 8.0)] {
        for f in [x - 0.5, y - 0.5, z, 1.0] {
            out.extend_from_slice(&f.to_le_bytes());
        }
        out.extend(extra(x / 8.0, y / 8.0));
    }
    out
}

/// Draws depths 0.25 (columns 0-3) and 0.75 (4-7) into `texture` through a render target.
fn write_depths(d: &mut Device, texture: TextureHandle) {
    write_depths_through(d, texture, 21);
}

/// [`write_depths`] through a render target of `format`.
fn write_depths_through(d: &mut Device, texture: TextureHandle, format: u32) {
    let rt = d.create_render_target(8, 8, format, 0).unwrap();
    d.set_render_target(0, Some(SurfaceRef::Surface(rt)))
        .unwrap();
    let ds = d.texture_depth_surface(texture, 0).unwrap();
    d.set_depth_stencil_surface(Some(ds)).unwrap();
    d.clear(&[], 2, 0, 1.0, 0).unwrap(); // ZBUFFER
    d.set_fvf(FVF_DIFFUSE).unwrap();
    let white = |_: f32, _: f32| 0xffff_ffffu32.to_le_bytes().to_vec();
    for (x0, z) in [(0.0, 0.25), (4.0, 0.75)] {
        d.draw_primitive_up(TRIANGLESTRIP, 2, &strip(x0, x0 + 4.0, z, &white), 20)
            .unwrap();
    }
    d.set_render_target(0, Some(SurfaceRef::Backbuffer))
        .unwrap();
    let auto = d.auto_depth_stencil();
    d.set_depth_stencil_surface(auto).unwrap();
}

/// Samples `texture` over the back buffer with a ps_2_0 `texld` of (u, v, `z`, 1); row 0's
/// red bytes.
fn sample(d: &mut Device, texture: TextureHandle, z: f32) -> Vec<u8> {
    let ps = d
        .create_pixel_shader(&asm(
            "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n",
        ))
        .unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    d.set_texture(0, Some(texture)).unwrap();
    d.set_fvf(FVF_TEX4).unwrap();
    let coords = move |u: f32, v: f32| {
        [u, v, z, 1.0]
            .iter()
            .flat_map(|f| f.to_le_bytes())
            .collect()
    };
    d.draw_primitive_up(TRIANGLESTRIP, 2, &strip(0.0, 8.0, 0.5, &coords), 32)
        .unwrap();
    let image = backbuffer(d);
    (0..8).map(|x| pixel(&image, x, 0)[0]).collect()
}

#[test]
fn d24s8_d16_and_d24x8_textures_are_shadow_maps() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    for format in [75, 80, 77] {
        let texture = depth_texture(&mut d, format).unwrap();
        write_depths(&mut d, texture);
        assert_eq!(
            sample(&mut d, texture, 0.5),
            [0, 0, 0, 0, 255, 255, 255, 255],
            "format {format}: z 0.5 passes over depth 0.75 only"
        );
        assert_eq!(sample(&mut d, texture, 0.2), [255; 8], "format {format}");
        d.set_texture(0, None).unwrap();
        d.release_texture(texture).unwrap();
    }
}

#[test]
fn an_intz_texture_reads_the_depth() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    let texture = depth_texture(&mut d, INTZ).unwrap();
    write_depths(&mut d, texture);
    let got = sample(&mut d, texture, 0.0);
    for (x, &r) in got.iter().enumerate() {
        let want: u8 = if x < 4 { 64 } else { 191 };
        assert!(r.abs_diff(want) <= 1, "pixel {x}: {got:?}");
    }
}

#[test]
fn what_depth_textures_cannot_be_is_refused() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    // D32 is a depth-stencil surface format but no sampled depth texture.
    assert_eq!(
        depth_texture(&mut d, 71).unwrap_err().kind,
        ErrorKind::Unsupported
    );
    let cube = d.create_texture(TextureDesc {
        shape: TextureShape::Cube(8),
        format: 75,
        levels: 1,
        usage: 0x2,
        pool: 0,
    });
    assert_eq!(cube.unwrap_err().kind, ErrorKind::InvalidCall);
    let texture = depth_texture(&mut d, 75).unwrap();
    assert!(d.texture_depth_surface(texture, 1).is_err(), "one level");
    assert!(
        d.lock_texture(texture, 0, 0, None, 0).is_err(),
        "not lockable"
    );
    // Released while it is the depth-stencil surface: refused.
    let ds = d.texture_depth_surface(texture, 0).unwrap();
    d.set_depth_stencil_surface(Some(ds)).unwrap();
    assert!(d.release_texture(texture).is_err());
    d.set_depth_stencil_surface(None).unwrap();
    // The fixed-function stages cannot sample it: the draw fails and draws nothing.
    write_depths(&mut d, texture);
    d.clear(&[], 1, 0xff00_0000, 1.0, 0).unwrap();
    d.set_texture(0, Some(texture)).unwrap();
    d.set_texture_stage_state(0, 1, 2).unwrap(); // COLOROP SELECTARG1
    d.set_fvf(FVF_TEX4).unwrap();
    let coords = |u: f32, v: f32| {
        [u, v, 0.5f32, 1.0]
            .iter()
            .flat_map(|f| f.to_le_bytes())
            .collect()
    };
    let err = d
        .draw_primitive_up(TRIANGLESTRIP, 2, &strip(0.0, 8.0, 0.5, &coords), 32)
        .unwrap_err();
    assert_eq!(err.kind, ErrorKind::Unsupported, "{err}");
    assert!(
        err.to_string().contains("fixed-function texture stages"),
        "{err}"
    );
    assert_eq!(pixel(&backbuffer(&mut d), 4, 4), [0, 0, 0, 255]);
    d.set_texture(0, None).unwrap();
    d.release_texture(texture).unwrap();
}

#[test]
fn a_null_render_target_passes_depth_only() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    let null = u32::from_le_bytes(*b"NULL");
    let texture = depth_texture(&mut d, 75).unwrap();
    write_depths_through(&mut d, texture, null);
    assert_eq!(
        sample(&mut d, texture, 0.5),
        [0, 0, 0, 0, 255, 255, 255, 255]
    );
    // Its colour is not there to read or write.
    let rt = d.create_render_target(8, 8, null, 0).unwrap();
    let err = d.read_render_target(SurfaceRef::Surface(rt)).unwrap_err();
    assert_eq!(err.kind, ErrorKind::InvalidCall, "{err}");
    assert!(err.to_string().contains("NULL render target"), "{err}");
    // Other FOURCCs are no render targets.
    let yuy2 = u32::from_le_bytes(*b"YUY2");
    assert!(d.create_render_target(8, 8, yuy2, 0).is_err());
}
