//! The W2/W3 baseline: a hand-written wgpu loop doing the same draws with the same translated
//! shaders, everything prepared up front (pipelines per shader pair, one bind group per
//! texture, static vertex and index buffers) and the per-draw constants written at 256-byte
//! offsets of one buffer uploaded once per frame, bound with dynamic offsets.

use std::num::NonZeroU64;
use std::time::Instant;

use ninth_shader::wgsl::Options;

use super::FrameTimes;
use super::raw_common::RawTarget;
use super::workload::{
    DRAWS, INDICES, SIZE, Workload, matrix, ps_tokens, texture_texels, vertex_buffer, vs_tokens,
};

pub struct RawPrograms {
    workload: Workload,
    /// Bytes per draw of each constant region: 64 rounded up to the device's
    /// `min_uniform_buffer_offset_alignment`, the tightest dynamic offsets allow.
    slot: usize,
    pipelines: Vec<wgpu::RenderPipeline>,
    uniform_group: wgpu::BindGroup,
    uniforms: wgpu::Buffer,
    texture_groups: Vec<wgpu::BindGroup>,
    vertices: wgpu::Buffer,
    indices: wgpu::Buffer,
    target: RawTarget,
    /// The frame's constants: the draw block, then vertex, then pixel constants per draw.
    staging: Vec<u8>,
    matrices: Vec<[[f32; 4]; 4]>,
}

/// A buffer of `usage` holding `data` (its size rounded up to 4 bytes), filled at creation.
pub(super) fn buffer_init(
    device: &wgpu::Device,
    data: &[u8],
    usage: wgpu::BufferUsages,
) -> wgpu::Buffer {
    let buffer = device.create_buffer(&wgpu::BufferDescriptor {
        label: Some("raw static"),
        size: (data.len() as u64).div_ceil(4) * 4,
        usage,
        mapped_at_creation: true,
    });
    if let Ok(mut view) = buffer.slice(..).get_mapped_range_mut() {
        view.slice(..data.len()).copy_from_slice(data);
    }
    buffer.unmap();
    buffer
}

fn uniform_entry(binding: u32, size: u64) -> wgpu::BindGroupLayoutEntry {
    wgpu::BindGroupLayoutEntry {
        binding,
        visibility: wgpu::ShaderStages::VERTEX_FRAGMENT,
        ty: wgpu::BindingType::Buffer {
            ty: wgpu::BufferBindingType::Uniform,
            has_dynamic_offset: true,
            min_binding_size: NonZeroU64::new(size),
        },
        count: None,
    }
}

impl RawPrograms {
    pub fn new(
        device: &wgpu::Device,
        queue: &wgpu::Queue,
        depth_format: wgpu::TextureFormat,
        workload: Workload,
    ) -> Result<Self, String> {
        let align = u64::from(device.limits().min_uniform_buffer_offset_alignment);
        let slot = 64u64.div_ceil(align) * align;
        // Binding contract v1: draw block, vertex floats c0-c3, pixel float c0.
        let sizes = [64, 64, 16];
        let uniform_layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: None,
            entries: &[
                uniform_entry(0, sizes[0]),
                uniform_entry(1, sizes[1]),
                uniform_entry(2, sizes[2]),
            ],
        });
        let texture_layout = super::texture_sampler_layout(device);
        let layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
            label: None,
            bind_group_layouts: &[Some(&uniform_layout), Some(&texture_layout)],
            immediate_size: 0,
        });
        let module = |tokens: Vec<u32>| -> Result<wgpu::ShaderModule, String> {
            let t = ninth_shader::translate_bytecode(&tokens, &Options::default())
                .map_err(|e| e.to_string())?;
            Ok(device.create_shader_module(wgpu::ShaderModuleDescriptor {
                label: Some("raw program"),
                source: wgpu::ShaderSource::Naga(std::borrow::Cow::Owned(t.module)),
            }))
        };
        let pairs = if workload == Workload::W2 { 8 } else { 1 };
        let attributes = wgpu::vertex_attr_array![0 => Float32x3, 1 => Float32x2];
        let mut pipelines = Vec::new();
        for k in 0..pairs {
            let (vs, ps) = (module(vs_tokens(k))?, module(ps_tokens(k))?);
            pipelines.push(
                device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
                    label: Some("raw program pipeline"),
                    layout: Some(&layout),
                    vertex: wgpu::VertexState {
                        module: &vs,
                        entry_point: Some("main"),
                        compilation_options: Default::default(),
                        buffers: &[Some(wgpu::VertexBufferLayout {
                            array_stride: 20,
                            step_mode: wgpu::VertexStepMode::Vertex,
                            attributes: &attributes,
                        })],
                    },
                    primitive: wgpu::PrimitiveState::default(),
                    depth_stencil: Some(wgpu::DepthStencilState {
                        format: depth_format,
                        depth_write_enabled: Some(true),
                        depth_compare: Some(wgpu::CompareFunction::LessEqual),
                        stencil: Default::default(),
                        bias: Default::default(),
                    }),
                    multisample: Default::default(),
                    fragment: Some(wgpu::FragmentState {
                        module: &ps,
                        entry_point: Some("main"),
                        compilation_options: Default::default(),
                        targets: &[Some(wgpu::ColorTargetState {
                            format: wgpu::TextureFormat::Bgra8Unorm,
                            blend: None,
                            write_mask: wgpu::ColorWrites::ALL,
                        })],
                    }),
                    multiview_mask: None,
                    cache: None,
                }),
            );
        }
        let sampler = device.create_sampler(&wgpu::SamplerDescriptor {
            address_mode_u: wgpu::AddressMode::Repeat,
            address_mode_v: wgpu::AddressMode::Repeat,
            ..Default::default()
        });
        let texture_groups = (0..workload.textures())
            .map(|t| {
                let texture = device.create_texture(&wgpu::TextureDescriptor {
                    label: Some("raw texture"),
                    size: wgpu::Extent3d {
                        width: 4,
                        height: 4,
                        depth_or_array_layers: 1,
                    },
                    mip_level_count: 1,
                    sample_count: 1,
                    dimension: wgpu::TextureDimension::D2,
                    format: wgpu::TextureFormat::Bgra8Unorm,
                    usage: wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST,
                    view_formats: &[],
                });
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
                    layout: &texture_layout,
                    entries: &[
                        wgpu::BindGroupEntry {
                            binding: 0,
                            resource: wgpu::BindingResource::TextureView(&view),
                        },
                        wgpu::BindGroupEntry {
                            binding: 1,
                            resource: wgpu::BindingResource::Sampler(&sampler),
                        },
                    ],
                })
            })
            .collect();
        let uniforms = device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("raw constants"),
            size: slot * (1 + 2 * DRAWS as u64),
            usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        let binding = |size: u64| {
            wgpu::BindingResource::Buffer(wgpu::BufferBinding {
                buffer: &uniforms,
                offset: 0,
                size: NonZeroU64::new(size),
            })
        };
        let uniform_group = device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: None,
            layout: &uniform_layout,
            entries: &[
                wgpu::BindGroupEntry {
                    binding: 0,
                    resource: binding(sizes[0]),
                },
                wgpu::BindGroupEntry {
                    binding: 1,
                    resource: binding(sizes[1]),
                },
                wgpu::BindGroupEntry {
                    binding: 2,
                    resource: binding(sizes[2]),
                },
            ],
        });
        let index_bytes: Vec<u8> = INDICES.iter().flat_map(|i| i.to_le_bytes()).collect();
        Ok(Self {
            workload,
            slot: slot as usize,
            pipelines,
            uniform_group,
            uniforms,
            texture_groups,
            vertices: buffer_init(device, &vertex_buffer(), wgpu::BufferUsages::VERTEX),
            indices: buffer_init(device, &index_bytes, wgpu::BufferUsages::INDEX),
            target: RawTarget::new(device, depth_format),
            staging: Vec::new(),
            matrices: (0..DRAWS).map(matrix).collect(),
        })
    }

    /// One frame: clear, the draws, submit, wait.
    // Not inlined: profiles (callgrind) attribute the loop to this function.
    #[inline(never)]
    pub fn frame(&mut self, device: &wgpu::Device, queue: &wgpu::Queue) -> FrameTimes {
        let start = Instant::now();
        let w = self.workload;
        let slot = self.slot;
        self.staging.clear();
        self.staging.resize(slot * (1 + 2 * DRAWS), 0);
        let half_pixel = [1.0 / SIZE as f32, 1.0 / SIZE as f32];
        self.staging[..8].copy_from_slice(bytemuck::cast_slice(&half_pixel));
        let mut encoder = device.create_command_encoder(&Default::default());
        {
            let mut pass = self.target.clear_pass(&mut encoder);
            pass.set_vertex_buffer(0, self.vertices.slice(..));
            pass.set_index_buffer(self.indices.slice(..), wgpu::IndexFormat::Uint16);
            let (mut pair, mut texture) = (usize::MAX, usize::MAX);
            for i in 0..DRAWS {
                let vs_at = slot * (1 + i);
                let ps_at = slot * (1 + DRAWS + i);
                self.staging[vs_at..vs_at + 64]
                    .copy_from_slice(bytemuck::cast_slice(&self.matrices[i]));
                self.staging[ps_at..ps_at + 16]
                    .copy_from_slice(bytemuck::cast_slice(&w.ps_constant(i)));
                if w.pair(i) != pair {
                    pair = w.pair(i);
                    pass.set_pipeline(&self.pipelines[pair]);
                }
                if w.texture(i) != texture {
                    texture = w.texture(i);
                    pass.set_bind_group(1, &self.texture_groups[texture], &[]);
                }
                pass.set_bind_group(0, &self.uniform_group, &[0, vs_at as u32, ps_at as u32]);
                pass.draw_indexed(0..6, 0, 0..1);
            }
        }
        super::raw_common::submit_frame(
            device,
            queue,
            encoder,
            start,
            (&self.uniforms, &self.staging),
        )
    }

    /// The target's BGRA rows.
    pub fn read(&self, device: &wgpu::Device, queue: &wgpu::Queue) -> Vec<u8> {
        self.target.read(device, queue)
    }
}
