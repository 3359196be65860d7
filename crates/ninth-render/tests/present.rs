//! What `present` does with a window surface's texture, checked on plain textures
//! (ninth-d3d9's `window_present` test presents to real X11 windows): the context's colour
//! target scaled onto a texture of another size and format (RGBA8 here, as many surfaces
//! are), D3D9's pixel-centre mapping for point filtering, and the textures it refuses.

mod common;

use ninth_render::{ErrorKind, StretchFilter};

const SRC: u32 = 4;

fn texel(x: u32, y: u32) -> [u8; 4] {
    // B, G, R, A in the context.
    [(x * 60) as u8, (y * 60) as u8, 200, 255]
}

fn target(
    r: &ninth_render::Renderer,
    w: u32,
    h: u32,
    format: wgpu::TextureFormat,
) -> wgpu::Texture {
    r.wgpu_device().create_texture(&wgpu::TextureDescriptor {
        label: Some("present target"),
        size: wgpu::Extent3d {
            width: w,
            height: h,
            depth_or_array_layers: 1,
        },
        mip_level_count: 1,
        sample_count: 1,
        dimension: wgpu::TextureDimension::D2,
        format,
        usage: wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC,
        view_formats: &[],
    })
}

/// Reads an RGBA8 texture (rows padded to 256 bytes by the copy).
fn read_rgba(r: &mut ninth_render::Renderer, texture: &wgpu::Texture) -> Vec<u8> {
    let (w, h) = (texture.width(), texture.height());
    let padded = (w * 4).div_ceil(256) * 256;
    let device = r.wgpu_device().clone();
    let buffer = device.create_buffer(&wgpu::BufferDescriptor {
        label: None,
        size: u64::from(padded * h),
        usage: wgpu::BufferUsages::COPY_DST | wgpu::BufferUsages::MAP_READ,
        mapped_at_creation: false,
    });
    let mut encoder = device.create_command_encoder(&Default::default());
    encoder.copy_texture_to_buffer(
        texture.as_image_copy(),
        wgpu::TexelCopyBufferInfo {
            buffer: &buffer,
            layout: wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(padded),
                rows_per_image: None,
            },
        },
        texture.size(),
    );
    r.wgpu_queue().submit([encoder.finish()]);
    buffer.slice(..).map_async(wgpu::MapMode::Read, |_| {});
    device
        .poll(wgpu::PollType::Wait {
            submission_index: None,
            timeout: None,
        })
        .unwrap();
    let data = buffer.slice(..).get_mapped_range().unwrap();
    (0..h)
        .flat_map(|y| data[(y * padded) as usize..(y * padded + w * 4) as usize].to_vec())
        .collect()
}

#[test]
fn the_colour_target_is_scaled_onto_a_texture_of_another_size_and_format() {
    let mut r = common::renderer();
    let ctx = r.create_context(SRC, SRC).unwrap();
    let pixels: Vec<u8> = (0..SRC)
        .flat_map(|y| (0..SRC).flat_map(move |x| texel(x, y)))
        .collect();
    r.write_framebuffer(ctx, 0, 0, SRC, SRC, &pixels, SRC * 4)
        .unwrap();
    // 3x magnification: destination pixel d reads source texel floor((d + 0.5) / 3), never
    // on a tie.
    let out = target(&r, 12, 12, wgpu::TextureFormat::Rgba8Unorm);
    r.blit_to_texture(ctx, &out, StretchFilter::Point).unwrap();
    r.commit(true).unwrap();
    let rgba = read_rgba(&mut r, &out);
    for y in 0..12 {
        for x in 0..12 {
            let [b, g, red, a] = texel(x / 3, y / 3);
            let i = ((y * 12 + x) * 4) as usize;
            assert_eq!(rgba[i..i + 4], [red, g, b, a], "pixel ({x}, {y})");
        }
    }
}

#[test]
fn textures_that_cannot_be_rendered_into_are_refused() {
    let mut r = common::renderer();
    let ctx = r.create_context(SRC, SRC).unwrap();
    let device = r.wgpu_device().clone();
    let make = |format, usage, samples| {
        device.create_texture(&wgpu::TextureDescriptor {
            label: None,
            size: wgpu::Extent3d {
                width: 8,
                height: 8,
                depth_or_array_layers: 1,
            },
            mip_level_count: 1,
            sample_count: samples,
            dimension: wgpu::TextureDimension::D2,
            format,
            usage,
            view_formats: &[],
        })
    };
    let attach = wgpu::TextureUsages::RENDER_ATTACHMENT;
    for texture in [
        make(
            wgpu::TextureFormat::Rgba8Unorm,
            wgpu::TextureUsages::COPY_DST,
            1,
        ),
        make(wgpu::TextureFormat::Rgba8Uint, attach, 1),
        make(wgpu::TextureFormat::Depth32Float, attach, 1),
        make(wgpu::TextureFormat::Rgba8Unorm, attach, 4),
    ] {
        let e = r
            .blit_to_texture(ctx, &texture, StretchFilter::Linear)
            .unwrap_err();
        assert_eq!(e.kind, ErrorKind::Args, "{e}");
    }
    let gone = r.create_context(4, 4).unwrap();
    r.destroy_context(gone).unwrap();
    let ok = make(wgpu::TextureFormat::Rgba8Unorm, attach, 1);
    assert!(r.blit_to_texture(gone, &ok, StretchFilter::Point).is_err());
    r.blit_to_texture(ctx, &ok, StretchFilter::Point).unwrap();
    r.commit(true).unwrap();
}
