//! What the raw wgpu loops of W1-W4 share: their render target (BGRA8 colour and a depth
//! buffer of the renderer's depth format), a pass that clears it as the frame's `Clear`
//! does, the workload textures with their bind groups, and static buffers.

use super::raw_wgpu::read_texture;
use super::workload::{CLEAR, SIZE, texture_texels};

/// The colour target and depth buffer of a raw loop.
pub struct RawTarget {
    color: wgpu::Texture,
    color_view: wgpu::TextureView,
    depth_view: wgpu::TextureView,
}

impl RawTarget {
    /// A SIZE x SIZE BGRA8 target (readable) with a depth buffer of `depth_format`.
    pub fn new(device: &wgpu::Device, depth_format: wgpu::TextureFormat) -> Self {
        let texture = |format, usage| super::raw_texture(device, SIZE, format, usage);
        let usage = wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC;
        let color = texture(wgpu::TextureFormat::Bgra8Unorm, usage);
        let depth = texture(depth_format, wgpu::TextureUsages::RENDER_ATTACHMENT);
        Self {
            color_view: color.create_view(&Default::default()),
            depth_view: depth.create_view(&Default::default()),
            color,
        }
    }

    /// A pass into the target that clears colour to the workload's clear colour, depth to
    /// 1 and stencil to 0 (the frame's `Clear(TARGET | ZBUFFER | STENCIL)`).
    pub fn clear_pass<'e>(&self, encoder: &'e mut wgpu::CommandEncoder) -> wgpu::RenderPass<'e> {
        let channel = |shift: u32| f64::from((CLEAR >> shift) & 255) / 255.0;
        encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
            label: None,
            color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                view: &self.color_view,
                depth_slice: None,
                resolve_target: None,
                ops: wgpu::Operations {
                    load: wgpu::LoadOp::Clear(wgpu::Color {
                        r: channel(16),
                        g: channel(8),
                        b: channel(0),
                        a: 1.0,
                    }),
                    store: wgpu::StoreOp::Store,
                },
            })],
            depth_stencil_attachment: Some(wgpu::RenderPassDepthStencilAttachment {
                view: &self.depth_view,
                depth_ops: Some(wgpu::Operations {
                    load: wgpu::LoadOp::Clear(1.0),
                    store: wgpu::StoreOp::Store,
                }),
                stencil_ops: Some(wgpu::Operations {
                    load: wgpu::LoadOp::Clear(0),
                    store: wgpu::StoreOp::Store,
                }),
            }),
            timestamp_writes: None,
            occlusion_query_set: None,
            multiview_mask: None,
        })
    }

    /// The target's BGRA rows.
    pub fn read(&self, device: &wgpu::Device, queue: &wgpu::Queue) -> Vec<u8> {
        read_texture(device, queue, &self.color)
    }
}

/// Workload texture `t` (4 x 4 BGRA8, the texels of `BENCH_WORKLOADS.md`) in a bind group of
/// [`super::texture_sampler_layout`] with `sampler`.
pub fn texture_group(
    device: &wgpu::Device,
    queue: &wgpu::Queue,
    layout: &wgpu::BindGroupLayout,
    sampler: &wgpu::Sampler,
    t: usize,
) -> wgpu::BindGroup {
    let usage = wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST;
    let texture = super::raw_texture(device, 4, wgpu::TextureFormat::Bgra8Unorm, usage);
    queue.write_texture(
        texture.as_image_copy(),
        &texture_texels(t),
        wgpu::TexelCopyBufferLayout {
            offset: 0,
            bytes_per_row: Some(16),
            rows_per_image: Some(4),
        },
        texture.size(),
    );
    let view = texture.create_view(&Default::default());
    device.create_bind_group(&wgpu::BindGroupDescriptor {
        label: None,
        layout,
        entries: &[
            wgpu::BindGroupEntry {
                binding: 0,
                resource: wgpu::BindingResource::TextureView(&view),
            },
            wgpu::BindGroupEntry {
                binding: 1,
                resource: wgpu::BindingResource::Sampler(sampler),
            },
        ],
    })
}

/// A point-sampling sampler with `address` on U and V (no mipmaps), as the workloads set
/// sampler 0.
pub fn point_sampler(device: &wgpu::Device, address: wgpu::AddressMode) -> wgpu::Sampler {
    device.create_sampler(&wgpu::SamplerDescriptor {
        address_mode_u: address,
        address_mode_v: address,
        ..Default::default()
    })
}

/// A uniform-buffer layout entry visible to `visibility`, of at least `size` bytes.
pub fn uniform_entry(
    binding: u32,
    visibility: wgpu::ShaderStages,
    dynamic: bool,
    size: u64,
) -> wgpu::BindGroupLayoutEntry {
    wgpu::BindGroupLayoutEntry {
        binding,
        visibility,
        ty: wgpu::BindingType::Buffer {
            ty: wgpu::BufferBindingType::Uniform,
            has_dynamic_offset: dynamic,
            min_binding_size: std::num::NonZeroU64::new(size),
        },
        count: None,
    }
}

/// A render pipeline of the raw loops: `module`'s `vs_main` and `fragment` entry points,
/// one vertex buffer, `topology`, a BGRA8 target written with `write_mask` and `blend`, and
/// the depth state.
pub struct PipelineDesc<'a> {
    /// The pipeline layout.
    pub layout: &'a wgpu::PipelineLayout,
    /// The module holding both stages.
    pub module: &'a wgpu::ShaderModule,
    /// The fragment entry point.
    pub fragment: &'a str,
    /// The vertex buffer's stride.
    pub stride: u64,
    /// Its attributes.
    pub attributes: &'a [wgpu::VertexAttribute],
    /// Triangle list or strip.
    pub topology: wgpu::PrimitiveTopology,
    /// Blending, or `None`.
    pub blend: Option<wgpu::BlendState>,
    /// Depth format, test and write.
    pub depth: wgpu::DepthStencilState,
}

impl PipelineDesc<'_> {
    /// Creates the pipeline (the colour target keeps alpha: the back buffer is X8R8G8B8).
    pub fn create(&self, device: &wgpu::Device) -> wgpu::RenderPipeline {
        device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
            label: Some("raw fixed-function pipeline"),
            layout: Some(self.layout),
            vertex: wgpu::VertexState {
                module: self.module,
                entry_point: Some("vs_main"),
                compilation_options: Default::default(),
                buffers: &[Some(wgpu::VertexBufferLayout {
                    array_stride: self.stride,
                    step_mode: wgpu::VertexStepMode::Vertex,
                    attributes: self.attributes,
                })],
            },
            primitive: wgpu::PrimitiveState {
                topology: self.topology,
                ..Default::default()
            },
            depth_stencil: Some(self.depth.clone()),
            multisample: Default::default(),
            fragment: Some(wgpu::FragmentState {
                module: self.module,
                entry_point: Some(self.fragment),
                compilation_options: Default::default(),
                targets: &[Some(wgpu::ColorTargetState {
                    format: wgpu::TextureFormat::Bgra8Unorm,
                    blend: self.blend,
                    write_mask: wgpu::ColorWrites::COLOR,
                })],
            }),
            multiview_mask: None,
            cache: None,
        })
    }
}

/// The end of a raw loop's frame recorded since `start`: `staging` uploaded into `buffer`,
/// the encoder finished and submitted, then a wait for the GPU, each timed.
pub fn submit_frame(
    device: &wgpu::Device,
    queue: &wgpu::Queue,
    encoder: wgpu::CommandEncoder,
    start: std::time::Instant,
    (buffer, staging): (&wgpu::Buffer, &[u8]),
) -> super::FrameTimes {
    let record = start.elapsed();
    let start = std::time::Instant::now();
    queue.write_buffer(buffer, 0, staging);
    let index = queue.submit([encoder.finish()]);
    let submit = start.elapsed();
    let start = std::time::Instant::now();
    let _ = device.poll(wgpu::PollType::Wait {
        submission_index: Some(index),
        timeout: None,
    });
    super::FrameTimes {
        record,
        submit,
        wait: start.elapsed(),
        process: None,
    }
}
