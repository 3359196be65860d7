//! The baseline: a hand-written wgpu loop doing the same draws as the ninth benchmark, with
//! everything prepared up front (pipelines, bind groups, one upload per frame), so the ratio
//! shows what ninth's validation, state resolution and recording cost.

use std::time::Instant;

use super::FrameTimes;
use super::draws::SIZE;

pub struct RawLoop {
    pipelines: Vec<wgpu::RenderPipeline>,
    target_group: wgpu::BindGroup,
    texture_group: wgpu::BindGroup,
    color: wgpu::Texture,
    color_view: wgpu::TextureView,
    depth_view: wgpu::TextureView,
    buffer: Option<wgpu::Buffer>,
    staging: Vec<u8>,
}

fn blend_states() -> [Option<wgpu::BlendState>; 4] {
    use wgpu::{BlendComponent as C, BlendFactor as F, BlendOperation as O};
    let c = |src, dst| C {
        src_factor: src,
        dst_factor: dst,
        operation: O::Add,
    };
    [
        None,
        Some(wgpu::BlendState {
            color: c(F::SrcAlpha, F::OneMinusSrcAlpha),
            alpha: c(F::SrcAlpha, F::OneMinusSrcAlpha),
        }),
        Some(wgpu::BlendState {
            color: c(F::One, F::One),
            alpha: c(F::One, F::One),
        }),
        Some(wgpu::BlendState {
            color: c(F::Dst, F::Zero),
            alpha: c(F::DstAlpha, F::Zero),
        }),
    ]
}

impl RawLoop {
    pub fn new(
        device: &wgpu::Device,
        queue: &wgpu::Queue,
        depth_format: wgpu::TextureFormat,
    ) -> Self {
        let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some("raw rhw"),
            source: wgpu::ShaderSource::Wgsl(
                include_str!("../../../ninth-render/src/shaders/rhw.wgsl").into(),
            ),
        });
        let uniform_entry = wgpu::BindGroupLayoutEntry {
            binding: 0,
            visibility: wgpu::ShaderStages::VERTEX,
            ty: wgpu::BindingType::Buffer {
                ty: wgpu::BufferBindingType::Uniform,
                has_dynamic_offset: false,
                min_binding_size: None,
            },
            count: None,
        };
        let target_layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: None,
            entries: &[uniform_entry],
        });
        let texture_layout = super::texture_sampler_layout(device);
        let layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
            label: None,
            bind_group_layouts: &[Some(&target_layout), Some(&texture_layout)],
            immediate_size: 0,
        });
        let attributes = wgpu::vertex_attr_array![0 => Float32x4, 1 => Unorm8x4, 2 => Float32x2];
        let pipelines = blend_states()
            .into_iter()
            .map(|blend| {
                device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
                    label: Some("raw pipeline"),
                    layout: Some(&layout),
                    vertex: wgpu::VertexState {
                        module: &module,
                        entry_point: Some("vs_main"),
                        compilation_options: Default::default(),
                        buffers: &[Some(wgpu::VertexBufferLayout {
                            array_stride: 28,
                            step_mode: wgpu::VertexStepMode::Vertex,
                            attributes: &attributes,
                        })],
                    },
                    primitive: wgpu::PrimitiveState::default(),
                    depth_stencil: Some(wgpu::DepthStencilState {
                        format: depth_format,
                        depth_write_enabled: Some(false),
                        depth_compare: Some(wgpu::CompareFunction::Always),
                        stencil: Default::default(),
                        bias: Default::default(),
                    }),
                    multisample: Default::default(),
                    fragment: Some(wgpu::FragmentState {
                        module: &module,
                        entry_point: Some("fs_main"),
                        compilation_options: Default::default(),
                        targets: &[Some(wgpu::ColorTargetState {
                            format: wgpu::TextureFormat::Bgra8Unorm,
                            blend,
                            write_mask: wgpu::ColorWrites::ALL,
                        })],
                    }),
                    multiview_mask: None,
                    cache: None,
                })
            })
            .collect();
        let texture = |format, usage| super::raw_texture(device, SIZE, format, usage);
        let usage = wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC;
        let color = texture(wgpu::TextureFormat::Bgra8Unorm, usage);
        let depth = texture(depth_format, wgpu::TextureUsages::RENDER_ATTACHMENT);
        let white = texture(
            wgpu::TextureFormat::Bgra8Unorm,
            wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST,
        );
        queue.write_texture(
            wgpu::TexelCopyTextureInfo {
                texture: &white,
                mip_level: 0,
                origin: wgpu::Origin3d::ZERO,
                aspect: wgpu::TextureAspect::All,
            },
            &[255; 4],
            wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(4),
                rows_per_image: Some(1),
            },
            wgpu::Extent3d {
                width: 1,
                height: 1,
                depth_or_array_layers: 1,
            },
        );
        let uniforms = device.create_buffer(&wgpu::BufferDescriptor {
            label: None,
            size: 16,
            usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        let scale: [f32; 4] = [2.0 / SIZE as f32, -2.0 / SIZE as f32, 0.0, 0.0];
        queue.write_buffer(&uniforms, 0, bytemuck_bytes(&scale));
        let target_group = device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: None,
            layout: &target_layout,
            entries: &[wgpu::BindGroupEntry {
                binding: 0,
                resource: uniforms.as_entire_binding(),
            }],
        });
        let white_view = white.create_view(&Default::default());
        let sampler = device.create_sampler(&Default::default());
        let texture_group = device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: None,
            layout: &texture_layout,
            entries: &[
                wgpu::BindGroupEntry {
                    binding: 0,
                    resource: wgpu::BindingResource::TextureView(&white_view),
                },
                wgpu::BindGroupEntry {
                    binding: 1,
                    resource: wgpu::BindingResource::Sampler(&sampler),
                },
            ],
        });
        Self {
            pipelines,
            target_group,
            texture_group,
            color_view: color.create_view(&Default::default()),
            depth_view: depth.create_view(&Default::default()),
            color,
            buffer: None,
            staging: Vec::new(),
        }
    }

    /// One frame: clear, the draws, submit, wait.
    pub fn frame(
        &mut self,
        device: &wgpu::Device,
        queue: &wgpu::Queue,
        data: &[([u8; 112], [u16; 6])],
    ) -> FrameTimes {
        let start = Instant::now();
        // Vertices and indices of each draw at 256-byte aligned offsets, as ninth's arena.
        self.staging.clear();
        let mut offsets = Vec::with_capacity(data.len());
        for (vertices, indices) in data {
            let v = self.staging.len() as u64;
            self.staging.extend_from_slice(vertices);
            self.staging
                .resize(self.staging.len().div_ceil(256) * 256, 0);
            let i = self.staging.len() as u64;
            for index in indices {
                self.staging.extend_from_slice(&index.to_le_bytes());
            }
            self.staging
                .resize(self.staging.len().div_ceil(256) * 256, 0);
            offsets.push((v, i));
        }
        let size = self.staging.len() as u64;
        if self.buffer.as_ref().is_none_or(|b| b.size() < size) {
            self.buffer = Some(device.create_buffer(&wgpu::BufferDescriptor {
                label: Some("raw arena"),
                size,
                usage: wgpu::BufferUsages::VERTEX
                    | wgpu::BufferUsages::INDEX
                    | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            }));
        }
        let Some(buffer) = self.buffer.as_ref() else {
            return FrameTimes::default();
        };
        let mut encoder = device.create_command_encoder(&Default::default());
        {
            let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
                label: None,
                color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                    view: &self.color_view,
                    depth_slice: None,
                    resolve_target: None,
                    ops: wgpu::Operations {
                        load: wgpu::LoadOp::Clear(wgpu::Color {
                            r: 32.0 / 255.0,
                            g: 32.0 / 255.0,
                            b: 32.0 / 255.0,
                            a: 1.0,
                        }),
                        store: wgpu::StoreOp::Store,
                    },
                })],
                depth_stencil_attachment: Some(wgpu::RenderPassDepthStencilAttachment {
                    view: &self.depth_view,
                    depth_ops: Some(wgpu::Operations {
                        load: wgpu::LoadOp::Load,
                        store: wgpu::StoreOp::Store,
                    }),
                    stencil_ops: Some(wgpu::Operations {
                        load: wgpu::LoadOp::Load,
                        store: wgpu::StoreOp::Store,
                    }),
                }),
                timestamp_writes: None,
                occlusion_query_set: None,
                multiview_mask: None,
            });
            pass.set_bind_group(0, &self.target_group, &[]);
            pass.set_bind_group(1, &self.texture_group, &[]);
            pass.set_scissor_rect(0, 0, SIZE, SIZE);
            for (i, (v, ix)) in offsets.iter().enumerate() {
                pass.set_pipeline(&self.pipelines[i % self.pipelines.len()]);
                pass.set_vertex_buffer(0, buffer.slice(v..));
                pass.set_index_buffer(buffer.slice(*ix..ix + 12), wgpu::IndexFormat::Uint16);
                pass.draw_indexed(0..6, 0, 0..1);
            }
        }
        super::raw_common::submit_frame(device, queue, encoder, start, (buffer, &self.staging))
    }

    /// Reads the target back (BGRA rows), to check both loops drew the same image.
    pub fn read(&self, device: &wgpu::Device, queue: &wgpu::Queue) -> Vec<u8> {
        read_texture(device, queue, &self.color)
    }
}

/// Reads a SIZE x SIZE BGRA texture back as tightly packed rows.
pub fn read_texture(device: &wgpu::Device, queue: &wgpu::Queue, color: &wgpu::Texture) -> Vec<u8> {
    let padded = (SIZE * 4).div_ceil(256) * 256;
    let buffer = device.create_buffer(&wgpu::BufferDescriptor {
        label: None,
        size: u64::from(padded * SIZE),
        usage: wgpu::BufferUsages::COPY_DST | wgpu::BufferUsages::MAP_READ,
        mapped_at_creation: false,
    });
    let mut encoder = device.create_command_encoder(&Default::default());
    encoder.copy_texture_to_buffer(
        color.as_image_copy(),
        wgpu::TexelCopyBufferInfo {
            buffer: &buffer,
            layout: wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(padded),
                rows_per_image: None,
            },
        },
        color.size(),
    );
    queue.submit([encoder.finish()]);
    buffer.slice(..).map_async(wgpu::MapMode::Read, |_| {});
    let _ = device.poll(wgpu::PollType::wait_indefinitely());
    let mut out = Vec::new();
    if let Ok(view) = buffer.slice(..).get_mapped_range() {
        for row in view.chunks_exact(padded as usize) {
            out.extend_from_slice(&row[..(SIZE * 4) as usize]);
        }
    }
    out
}

fn bytemuck_bytes(values: &[f32; 4]) -> &[u8] {
    bytemuck::cast_slice(values)
}
