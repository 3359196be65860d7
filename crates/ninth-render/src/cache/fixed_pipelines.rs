//! Pipelines of the fixed-function paths, cached by the fragment key plus a packed key of
//! the output state (position kind, blend, write mask, depth, cull, topology); shader
//! modules shared per distinct WGSL text; texture bind groups (group 1, eight texture and
//! sampler pairs) cached per distinct tuple of textures, kinds and samplers.

use std::collections::HashMap;
use std::num::NonZeroU64;
use std::sync::Arc;

use ninth_shader::fixed::vertex::{FIXED_VERTEX_ATTRIBUTES, FIXED_VERTEX_STRIDE};
use ninth_shader::fixed::vertex::{FixedVertexDesc, FixedVertexFormat, PositionKind};
use ninth_shader::fixed::{FixedError, FixedFragmentKey, FixedShaderCache, MAX_STAGES};

use crate::cache::key_hash::KeyMap;
use crate::context::COLOR_FORMAT;
use crate::record::uniform_ring::{DRAW_BINDING, DRAW_SIZE, FIXED_BINDING, FIXED_SIZE};
use crate::state::fixed::FixedTextureKind;

/// Most cached texture bind groups; the map is cleared when it grows past this.
const MAX_TEXTURE_GROUPS: usize = 1024;
/// Bit that sets fixed pipeline ids apart from RHW pipeline keys in the bound state.
const FIXED_ID_BIT: u64 = 1 << 63;

/// Everything a fixed pipeline depends on.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FixedPipelineDesc {
    pub fragment: FixedFragmentKey,
    pub position: PositionKind,
    pub blend_key: u32,
    pub blend: Option<wgpu::BlendState>,
    pub write_mask: u32,
    pub depth_test: bool,
    pub depth_write: bool,
    pub cull: crate::draw::Cull,
    pub topology: wgpu::PrimitiveTopology,
    pub depth_format: wgpu::TextureFormat,
}

impl FixedPipelineDesc {
    /// The output state packed into one word (the fragment key is kept beside it).
    fn packed(&self) -> u64 {
        u64::from(self.blend_key)
            | u64::from(self.write_mask & 0xf) << 18
            | u64::from(self.depth_test) << 22
            | u64::from(self.depth_write) << 23
            | (self.cull as u64) << 24
            | (self.topology as u64) << 26
            | u64::from(self.position == PositionKind::Clip) << 32
    }
}

/// What a texture bind group holds: per stage the texture-table id (0: a builtin black
/// texture), the legacy sampler index, and the view kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct TextureGroupKey {
    pub textures: [u32; MAX_STAGES],
    pub samplers: [u8; MAX_STAGES],
    pub kinds: u16,
}

/// The view kinds of the eight stages, two bits each.
pub(crate) fn pack_kinds(kinds: &[FixedTextureKind; MAX_STAGES]) -> u16 {
    kinds
        .iter()
        .enumerate()
        .fold(0, |acc, (n, k)| acc | (*k as u16) << (2 * n))
}

fn unpack_kind(kinds: u16, n: usize) -> wgpu::TextureViewDimension {
    match (kinds >> (2 * n)) & 3 {
        1 => wgpu::TextureViewDimension::Cube,
        2 => wgpu::TextureViewDimension::D3,
        _ => wgpu::TextureViewDimension::D2,
    }
}

pub(crate) struct FixedPipelines {
    /// Group 0: `NinthDraw` and `NinthFixed` with dynamic offsets.
    pub draw_layout: wgpu::BindGroupLayout,
    /// Group 1 layout and the pipeline layout, per packed kinds.
    layouts: KeyMap<(wgpu::BindGroupLayout, wgpu::PipelineLayout)>,
    shaders: FixedShaderCache,
    modules: HashMap<Arc<str>, wgpu::ShaderModule>,
    ids: HashMap<(FixedFragmentKey, u64), u64>,
    pipelines: Vec<wgpu::RenderPipeline>,
    group_ids: HashMap<TextureGroupKey, u64>,
    groups: KeyMap<wgpu::BindGroup>,
    next_group: u64,
}

impl FixedPipelines {
    pub fn new(device: &wgpu::Device) -> Self {
        let entry = |binding, size: usize| wgpu::BindGroupLayoutEntry {
            binding,
            visibility: wgpu::ShaderStages::VERTEX_FRAGMENT,
            ty: wgpu::BindingType::Buffer {
                ty: wgpu::BufferBindingType::Uniform,
                has_dynamic_offset: true,
                min_binding_size: NonZeroU64::new(size as u64),
            },
            count: None,
        };
        let draw_layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: Some("fixed uniforms"),
            entries: &[
                entry(DRAW_BINDING, DRAW_SIZE),
                entry(FIXED_BINDING, FIXED_SIZE),
            ],
        });
        Self {
            draw_layout,
            layouts: KeyMap::default(),
            shaders: FixedShaderCache::new(),
            modules: HashMap::new(),
            ids: HashMap::new(),
            pipelines: Vec::new(),
            group_ids: HashMap::new(),
            groups: KeyMap::default(),
            next_group: 1,
        }
    }

    /// Number of fixed pipelines built.
    pub fn len(&self) -> usize {
        self.pipelines.len()
    }

    /// Number of distinct shader modules.
    pub fn module_count(&self) -> usize {
        self.modules.len()
    }

    fn layouts(
        &mut self,
        device: &wgpu::Device,
        kinds: u16,
    ) -> &(wgpu::BindGroupLayout, wgpu::PipelineLayout) {
        let draw_layout = &self.draw_layout;
        self.layouts.entry(u64::from(kinds)).or_insert_with(|| {
            let mut entries = Vec::with_capacity(2 * MAX_STAGES);
            for n in 0..MAX_STAGES {
                entries.push(wgpu::BindGroupLayoutEntry {
                    binding: 2 * n as u32,
                    visibility: wgpu::ShaderStages::FRAGMENT,
                    ty: wgpu::BindingType::Texture {
                        sample_type: wgpu::TextureSampleType::Float { filterable: true },
                        view_dimension: unpack_kind(kinds, n),
                        multisampled: false,
                    },
                    count: None,
                });
                entries.push(wgpu::BindGroupLayoutEntry {
                    binding: 2 * n as u32 + 1,
                    visibility: wgpu::ShaderStages::FRAGMENT,
                    ty: wgpu::BindingType::Sampler(wgpu::SamplerBindingType::Filtering),
                    count: None,
                });
            }
            let textures = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
                label: Some("fixed textures"),
                entries: &entries,
            });
            let layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
                label: Some("fixed layout"),
                bind_group_layouts: &[Some(draw_layout), Some(&textures)],
                immediate_size: 0,
            });
            (textures, layout)
        })
    }

    fn module(&mut self, device: &wgpu::Device, text: &Arc<str>) -> wgpu::ShaderModule {
        self.modules
            .entry(text.clone())
            .or_insert_with(|| {
                device.create_shader_module(wgpu::ShaderModuleDescriptor {
                    label: Some("ninth fixed"),
                    source: wgpu::ShaderSource::Wgsl(text.to_string().into()),
                })
            })
            .clone()
    }

    /// Builds the pipeline for `desc` unless cached; returns its id (for the bound state)
    /// and whether it was built.
    pub fn prepare(
        &mut self,
        device: &wgpu::Device,
        desc: &FixedPipelineDesc,
        kinds: u16,
    ) -> Result<(u64, bool), FixedError> {
        let map_key = (desc.fragment, desc.packed());
        if let Some(id) = self.ids.get(&map_key) {
            return Ok((*id, false));
        }
        let fragment = self.shaders.fragment(&desc.fragment)?;
        let vertex_desc = FixedVertexDesc {
            outputs: desc.fragment.input_locations(),
            flat_shading: desc.fragment.flat_shading(),
            ..Default::default()
        };
        let vertex = self.shaders.vertex(desc.position, &vertex_desc)?;
        let fs = self.module(device, &fragment.wgsl);
        let vs = self.module(device, &vertex.wgsl);
        let layout = self.layouts(device, kinds).1.clone();
        let pipeline = build(device, &vs, &fs, &layout, desc);
        let id = FIXED_ID_BIT | self.pipelines.len() as u64;
        self.pipelines.push(pipeline);
        self.ids.insert(map_key, id);
        Ok((id, true))
    }

    /// A pipeline made by [`FixedPipelines::prepare`].
    pub fn get(&self, id: u64) -> Option<&wgpu::RenderPipeline> {
        self.pipelines.get((id & !FIXED_ID_BIT) as usize)
    }

    /// The id of a cached texture bind group.
    pub fn texture_group_id(&self, key: &TextureGroupKey) -> Option<u64> {
        self.group_ids.get(key).copied()
    }

    /// A texture bind group by id.
    pub fn texture_group(&self, id: u64) -> Option<&wgpu::BindGroup> {
        self.groups.get(&id)
    }

    /// Makes and caches the bind group of `key` from one view and sampler per stage.
    pub fn insert_texture_group(
        &mut self,
        device: &wgpu::Device,
        key: TextureGroupKey,
        stages: &[(wgpu::TextureView, wgpu::Sampler)],
    ) -> u64 {
        if self.group_ids.len() >= MAX_TEXTURE_GROUPS {
            self.forget_texture_groups();
        }
        let mut entries = Vec::with_capacity(2 * stages.len());
        for (n, (view, sampler)) in stages.iter().enumerate() {
            entries.push(wgpu::BindGroupEntry {
                binding: 2 * n as u32,
                resource: wgpu::BindingResource::TextureView(view),
            });
            entries.push(wgpu::BindGroupEntry {
                binding: 2 * n as u32 + 1,
                resource: wgpu::BindingResource::Sampler(sampler),
            });
        }
        let layout = self.layouts(device, key.kinds).0.clone();
        let group = device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("fixed textures"),
            layout: &layout,
            entries: &entries,
        });
        let id = self.next_group;
        self.next_group += 1;
        self.group_ids.insert(key, id);
        self.groups.insert(id, group);
        id
    }

    /// Drops every cached texture bind group (a texture was destroyed or a target replaced).
    pub fn forget_texture_groups(&mut self) {
        self.group_ids.clear();
        self.groups.clear();
    }
}

fn vertex_format(format: FixedVertexFormat) -> wgpu::VertexFormat {
    match format {
        FixedVertexFormat::Float32x4 => wgpu::VertexFormat::Float32x4,
        FixedVertexFormat::Unorm8x4 => wgpu::VertexFormat::Unorm8x4,
        FixedVertexFormat::Float32 => wgpu::VertexFormat::Float32,
    }
}

fn build(
    device: &wgpu::Device,
    vs: &wgpu::ShaderModule,
    fs: &wgpu::ShaderModule,
    layout: &wgpu::PipelineLayout,
    desc: &FixedPipelineDesc,
) -> wgpu::RenderPipeline {
    let attributes = FIXED_VERTEX_ATTRIBUTES.map(|a| wgpu::VertexAttribute {
        format: vertex_format(a.format),
        offset: a.offset,
        shader_location: a.location,
    });
    let (front_face, cull_mode) = desc.cull.wgpu();
    device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
        label: Some("fixed pipeline"),
        layout: Some(layout),
        vertex: wgpu::VertexState {
            module: vs,
            entry_point: Some("main"),
            compilation_options: Default::default(),
            buffers: &[Some(wgpu::VertexBufferLayout {
                array_stride: FIXED_VERTEX_STRIDE,
                step_mode: wgpu::VertexStepMode::Vertex,
                attributes: &attributes,
            })],
        },
        primitive: wgpu::PrimitiveState {
            topology: desc.topology,
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
        multisample: wgpu::MultisampleState::default(),
        fragment: Some(wgpu::FragmentState {
            module: fs,
            entry_point: Some("main"),
            compilation_options: Default::default(),
            targets: &[Some(wgpu::ColorTargetState {
                format: COLOR_FORMAT,
                blend: desc.blend,
                write_mask: wgpu::ColorWrites::from_bits_truncate(desc.write_mask),
            })],
        }),
        multiview_mask: None,
        cache: None,
    })
}
