//! Bad input of every kind gets a typed error, changes nothing and draws nothing.

mod common;

use common::*;
use ninth_d3d9::{
    Device, DeviceParams, ErrorKind, StreamSource, SurfaceRef, TextureDesc, TextureShape, Viewport,
};

#[test]
fn bad_calls_are_invalid_and_draw_nothing() {
    let mut renderer = renderer();
    let mut d = Device::new(&mut renderer, DeviceParams::new(8, 8)).unwrap();
    d.set_render_state(22, 1).unwrap();
    d.clear(&[], 1, 0xff203040, 1.0, 0).unwrap();
    d.set_fvf(FVF_RHW_DIFFUSE).unwrap();
    let quad = rect_list(0, 0, 8, 8, 0xffffffff);
    let invalid =
        |r: ninth_d3d9::Result<()>| assert_eq!(r.unwrap_err().kind, ErrorKind::InvalidCall);

    invalid(d.draw_primitive_up(7, 2, &quad, 20)); // D3DPRIMITIVETYPE 7
    invalid(d.draw_primitive_up(TRIANGLELIST, 3, &quad, 20)); // 9 vertices from 6
    invalid(d.draw_primitive_up(TRIANGLELIST, 2, &quad, 12)); // stride below the FVF's 20
    invalid(d.set_render_state(22, 0)); // D3DCULL 0
    invalid(d.set_render_state(500, 0));
    invalid(d.set_texture_stage_state(8, 1, 1));
    invalid(d.set_sampler_state(20, 5, 1));
    invalid(d.set_texture(16, None));
    invalid(d.set_stream_source(16, None));
    invalid(d.set_stream_source_freq(0, 0x8000_0001)); // instance data on stream 0
    invalid(d.set_fvf(0x4006 | 0x1000 | 0x8000)); // both LASTBETA flags
    invalid(d.set_render_target(4, None));
    invalid(d.set_render_target(0, None));
    invalid(d.set_viewport(Viewport {
        x: 4,
        y: 0,
        width: 8,
        height: 8,
        min_z: 0.0,
        max_z: 1.0,
    }));
    invalid(d.set_clip_plane(6, [0.0; 4]));
    invalid(d.set_transform(1, [0.0; 16]));
    invalid(d.clear(&[], 8, 0, 1.0, 0));
    invalid(d.clear(&[], 2, 0, 1.5, 0));
    invalid(d.set_shader_constant_f(ninth_d3d9::Stage::Pixel, 223, &[[0.0; 4]; 2]));
    assert_eq!(
        d.create_pixel_shader(&[0xfffe0200, 0xffff])
            .unwrap_err()
            .kind,
        ErrorKind::InvalidCall,
        "a vs token"
    );
    let bad_desc = TextureDesc {
        shape: TextureShape::TwoD(0, 4),
        format: 21,
        levels: 1,
        usage: 0,
        pool: 1,
    };
    assert!(d.create_texture(bad_desc).is_err());
    let too_many_levels = TextureDesc {
        shape: TextureShape::TwoD(4, 4),
        levels: 4,
        ..bad_desc
    };
    assert!(d.create_texture(too_many_levels).is_err());

    // Stale handles: a released texture and vertex buffer.
    let desc = TextureDesc {
        shape: TextureShape::TwoD(4, 4),
        format: 21,
        levels: 1,
        usage: 0,
        pool: 1,
    };
    let texture = d.create_texture(desc).unwrap();
    d.set_texture(0, Some(texture)).unwrap();
    invalid(d.release_texture(texture)); // still bound
    d.set_texture(0, None).unwrap();
    d.release_texture(texture).unwrap();
    invalid(d.set_texture(0, Some(texture)));
    invalid(d.set_render_target(
        0,
        Some(SurfaceRef::TextureLevel {
            texture,
            face: 0,
            level: 0,
        }),
    ));
    let again = d.create_texture(desc).unwrap();
    assert_ne!(again, texture, "a reused slot gets a new generation");
    let vb = d.create_vertex_buffer(120, 0).unwrap();
    d.release_vertex_buffer(vb).unwrap();
    invalid(d.set_stream_source(
        0,
        Some(StreamSource {
            buffer: vb,
            offset: 0,
            stride: 20,
        }),
    ));
    invalid(d.release_surface(d.auto_depth_stencil().unwrap()));

    // Unsupported draws are refused before anything reaches the renderer.
    let z = d.render_state(7).unwrap();
    d.set_render_state(7, 2).unwrap(); // D3DZB_USEW: w-buffering
    assert_eq!(
        d.draw_primitive_up(TRIANGLELIST, 2, &quad, 20)
            .unwrap_err()
            .kind,
        ErrorKind::Unsupported
    );
    d.set_render_state(7, z).unwrap();
    d.set_fvf(0x040).unwrap(); // D3DFVF_DIFFUSE alone: no position
    let colours: Vec<u8> = (0..6).flat_map(|_| [0u8; 4]).collect();
    assert_eq!(
        d.draw_primitive_up(TRIANGLELIST, 2, &colours, 4)
            .unwrap_err()
            .kind,
        ErrorKind::InvalidCall
    );

    let image = backbuffer(&mut d);
    assert!(
        image
            .rgba
            .chunks_exact(4)
            .all(|p| p == [0x20, 0x30, 0x40, 255]),
        "nothing was drawn"
    );
    // The device is still usable.
    d.set_fvf(FVF_RHW_DIFFUSE).unwrap();
    d.draw_primitive_up(TRIANGLELIST, 2, &quad, 20).unwrap();
    assert_eq!(pixel(&backbuffer(&mut d), 3, 3), [255, 255, 255, 255]);
}

#[test]
fn device_creation_checks_its_parameters() {
    let mut renderer = renderer();
    let mut p = DeviceParams::new(8, 8);
    p.backbuffer_format = 23;
    assert_eq!(
        Device::new(&mut renderer, p).err().unwrap().kind,
        ErrorKind::Unsupported
    );
    p.backbuffer_format = 21;
    p.depth_format = Some(21);
    assert_eq!(
        Device::new(&mut renderer, p).err().unwrap().kind,
        ErrorKind::InvalidCall
    );
    p.depth_format = None;
    let mut d = Device::new(&mut renderer, p).unwrap();
    assert_eq!(
        d.render_state(7).unwrap(),
        0,
        "no depth buffer: ZENABLE defaults to false"
    );
    assert_eq!(
        d.clear(&[], 2, 0, 1.0, 0).unwrap_err().kind,
        ErrorKind::InvalidCall
    );
}
