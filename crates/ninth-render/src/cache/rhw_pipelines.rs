//! Pipelines of the built-in RHW path, cached by a packed key of everything that changes the
//! pipeline: overlay, blend, write mask, depth state, cull, topology and vertex stride.

use crate::cache::key_hash::KeyMap;
use crate::draw::targets::TargetLayout;

pub(crate) struct RhwPipelines {
    module: wgpu::ShaderModule,
    target_layout: wgpu::BindGroupLayout,
    texture_layout: wgpu::BindGroupLayout,
    layout: wgpu::PipelineLayout,
    pipelines: KeyMap<wgpu::RenderPipeline>,
}

/// Everything an RHW pipeline depends on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct RhwPipelineDesc {
    /// Normalised blend key (includes the overlay bit).
    pub blend_key: u32,
    pub blend: Option<wgpu::BlendState>,
    pub write_mask: u32,
    pub depth_test: bool,
    pub depth_write: bool,
    pub cull: crate::draw::Cull,
    pub topology: wgpu::PrimitiveTopology,
    pub stride: u32,
    pub depth_format: wgpu::TextureFormat,
    /// Colour targets of the pass (the RHW shader writes location 0 only).
    pub targets: TargetLayout,
}

impl RhwPipelineDesc {
    pub fn key(&self) -> u64 {
        u64::from(self.blend_key)
            | u64::from(self.write_mask & 0xf) << 18
            | u64::from(self.depth_test) << 22
            | u64::from(self.depth_write) << 23
            | (self.cull as u64) << 24
            | (self.topology as u64) << 26
            | u64::from(self.stride) << 32
            | u64::from(self.targets.bound) << 48
            | u64::from(self.targets.samples) << 52
    }
}

impl RhwPipelines {
    pub fn new(device: &wgpu::Device) -> Self {
        let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some("ninth rhw"),
            source: wgpu::ShaderSource::Wgsl(include_str!("../shaders/rhw.wgsl").into()),
        });
        let target_layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: Some("rhw target"),
            entries: &[wgpu::BindGroupLayoutEntry {
                binding: 0,
                visibility: wgpu::ShaderStages::VERTEX,
                ty: wgpu::BindingType::Buffer {
                    ty: wgpu::BufferBindingType::Uniform,
                    has_dynamic_offset: false,
                    min_binding_size: None,
                },
                count: None,
            }],
        });
        let texture_layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: Some("rhw texture"),
            entries: &[
                wgpu::BindGroupLayoutEntry {
                    binding: 0,
                    visibility: wgpu::ShaderStages::FRAGMENT,
                    ty: wgpu::BindingType::Texture {
                        sample_type: wgpu::TextureSampleType::Float { filterable: true },
                        view_dimension: wgpu::TextureViewDimension::D2,
                        multisampled: false,
                    },
                    count: None,
                },
                wgpu::BindGroupLayoutEntry {
                    binding: 1,
                    visibility: wgpu::ShaderStages::FRAGMENT,
                    ty: wgpu::BindingType::Sampler(wgpu::SamplerBindingType::Filtering),
                    count: None,
                },
            ],
        });
        let layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
            label: Some("rhw layout"),
            bind_group_layouts: &[Some(&target_layout), Some(&texture_layout)],
            immediate_size: 0,
        });
        Self {
            module,
            target_layout,
            texture_layout,
            layout,
            pipelines: KeyMap::default(),
        }
    }

    pub fn len(&self) -> usize {
        self.pipelines.len()
    }

    /// Group 0 for a W x H target.
    pub fn target_bind_group(
        &self,
        device: &wgpu::Device,
        width: u32,
        height: u32,
    ) -> wgpu::BindGroup {
        let data: [f32; 4] = [2.0 / width as f32, -2.0 / height as f32, 0.0, 0.0];
        let buffer = device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("rhw target size"),
            size: 16,
            usage: wgpu::BufferUsages::UNIFORM,
            mapped_at_creation: true,
        });
        if let Ok(mut view) = buffer.slice(..).get_mapped_range_mut() {
            view.copy_from_slice(bytemuck::cast_slice(&data));
        }
        buffer.unmap();
        device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("rhw target"),
            layout: &self.target_layout,
            entries: &[wgpu::BindGroupEntry {
                binding: 0,
                resource: buffer.as_entire_binding(),
            }],
        })
    }

    /// Group 1 for a texture view and sampler.
    pub fn texture_bind_group(
        &self,
        device: &wgpu::Device,
        view: &wgpu::TextureView,
        sampler: &wgpu::Sampler,
    ) -> wgpu::BindGroup {
        device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("rhw texture"),
            layout: &self.texture_layout,
            entries: &[
                wgpu::BindGroupEntry {
                    binding: 0,
                    resource: wgpu::BindingResource::TextureView(view),
                },
                wgpu::BindGroupEntry {
                    binding: 1,
                    resource: wgpu::BindingResource::Sampler(sampler),
                },
            ],
        })
    }

    /// Builds the pipeline for `desc` unless cached; returns its key and whether it was built.
    pub fn prepare(&mut self, device: &wgpu::Device, desc: &RhwPipelineDesc) -> (u64, bool) {
        let key = desc.key();
        let mut created = false;
        self.pipelines.entry(key).or_insert_with(|| {
            created = true;
            build(device, &self.module, &self.layout, desc)
        });
        (key, created)
    }

    /// A pipeline made by [`RhwPipelines::prepare`].
    pub fn get(&self, key: u64) -> Option<&wgpu::RenderPipeline> {
        self.pipelines.get(&key)
    }
}

fn build(
    device: &wgpu::Device,
    module: &wgpu::ShaderModule,
    layout: &wgpu::PipelineLayout,
    desc: &RhwPipelineDesc,
) -> wgpu::RenderPipeline {
    let attributes = [
        wgpu::VertexAttribute {
            format: wgpu::VertexFormat::Float32x4,
            offset: 0,
            shader_location: 0,
        },
        wgpu::VertexAttribute {
            format: wgpu::VertexFormat::Unorm8x4,
            offset: 16,
            shader_location: 1,
        },
        wgpu::VertexAttribute {
            format: wgpu::VertexFormat::Float32x2,
            offset: 20,
            shader_location: 2,
        },
    ];
    let (front_face, cull_mode) = desc.cull.wgpu();
    let label = format!("rhw pipeline {:#x}", desc.key());
    device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
        label: Some(&label),
        layout: Some(layout),
        vertex: wgpu::VertexState {
            module,
            entry_point: Some("vs_main"),
            compilation_options: Default::default(),
            buffers: &[Some(wgpu::VertexBufferLayout {
                array_stride: u64::from(desc.stride),
                step_mode: wgpu::VertexStepMode::Vertex,
                attributes: &attributes,
            })],
        },
        primitive: wgpu::PrimitiveState {
            topology: desc.topology,
            // Indices are always 16-bit; WebGPU requires the format for indexed strips.
            strip_index_format: desc
                .topology
                .is_strip()
                .then_some(wgpu::IndexFormat::Uint16),
            front_face,
            cull_mode,
            unclipped_depth: false,
            polygon_mode: wgpu::PolygonMode::Fill,
            conservative: false,
        },
        depth_stencil: Some(wgpu::DepthStencilState {
            format: desc.depth_format,
            depth_write_enabled: Some(desc.depth_write),
            depth_compare: Some(if desc.depth_test {
                wgpu::CompareFunction::LessEqual
            } else {
                wgpu::CompareFunction::Always
            }),
            stencil: wgpu::StencilState::default(),
            bias: wgpu::DepthBiasState::default(),
        }),
        multisample: desc.targets.multisample(),
        fragment: Some(wgpu::FragmentState {
            module,
            entry_point: Some("fs_main"),
            compilation_options: Default::default(),
            targets: &desc.targets.color_targets(desc.blend),
        }),
        multiview_mask: None,
        cache: None,
    })
}
