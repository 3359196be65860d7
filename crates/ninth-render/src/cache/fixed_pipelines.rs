//! Pipelines of the fixed-function paths, cached (bounded, least recently used replaced) by
//! packed key bytes: the fragment key, the position kind and the render state WebGPU bakes
//! (blend, depth-stencil, bias, cull, fill mode, write mask, topology); shader modules shared
//! per distinct WGSL text; texture bind groups (group 1, eight texture and sampler pairs)
//! cached per distinct tuple of textures, kinds and sampler keys.

use std::collections::HashMap;
use std::num::NonZeroU64;
use std::sync::Arc;

use ninth_shader::fixed::vertex::{FIXED_VERTEX_ATTRIBUTES, FIXED_VERTEX_STRIDE};
use ninth_shader::fixed::vertex::{FixedVertexDesc, FixedVertexFormat, PositionKind};
use ninth_shader::fixed::{FixedError, FixedFragmentKey, FixedShaderCache, MAX_STAGES};

use crate::cache::key_hash::KeyMap;
use crate::cache::lru::Lru;
use crate::draw::pipeline_state::PipelineState;
use crate::draw::targets::TargetLayout;
use crate::error::{Error, Result};
use crate::record::uniform_ring::{DRAW_BINDING, DRAW_SIZE, FIXED_BINDING, FIXED_SIZE};
use crate::state::fixed::FixedTextureKind;

/// Most cached texture bind groups; the map is cleared when it grows past this.
const MAX_TEXTURE_GROUPS: usize = 1024;
/// Bound of the fixed pipeline cache.
pub const FIXED_PIPELINE_CAPACITY: usize = 4096;
/// Bit that sets fixed pipeline ids apart from RHW pipeline keys in the bound state.
const FIXED_ID_BIT: u64 = 1 << 63;

/// A generator error as a renderer error: a state error naming the stage, or a shader
/// error when the generated text does not validate (a generator bug).
pub(crate) fn fixed_error(error: FixedError) -> Error {
    match error {
        FixedError::Validation { .. } => Error::shader(error.to_string()),
        other => Error::state(other.to_string()),
    }
}

/// Everything a fixed pipeline depends on.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FixedPipelineDesc {
    pub fragment: FixedFragmentKey,
    pub position: PositionKind,
    pub state: PipelineState,
    pub depth_format: wgpu::TextureFormat,
    pub targets: TargetLayout,
}

/// What a texture bind group holds: per stage the texture-table id (0: a builtin black
/// texture), the resolved sampler key, and the view kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct TextureGroupKey {
    pub textures: [u32; MAX_STAGES],
    pub samplers: [u64; MAX_STAGES],
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
    pipelines: Lru<Box<[u8]>, (u64, wgpu::RenderPipeline)>,
    next_pipeline: u64,
    /// Scratch for the pipeline key, kept to avoid an allocation per draw.
    key: Vec<u8>,
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
            pipelines: Lru::new(FIXED_PIPELINE_CAPACITY),
            next_pipeline: 0,
            key: Vec::new(),
            group_ids: HashMap::new(),
            groups: KeyMap::default(),
            next_group: 1,
        }
    }

    /// Number of fixed pipelines cached.
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

    /// The pipeline of `desc` (built on a miss, replacing the least recently used one when
    /// full), its id (for the bound state) and whether it was built.
    pub fn prepare(
        &mut self,
        device: &wgpu::Device,
        desc: &FixedPipelineDesc,
        kinds: u16,
    ) -> Result<(u64, wgpu::RenderPipeline, bool)> {
        let mut key = std::mem::take(&mut self.key);
        key.clear();
        key.extend_from_slice(desc.fragment.as_bytes());
        key.push(u8::from(desc.position == PositionKind::Clip));
        key.extend_from_slice(&kinds.to_le_bytes());
        desc.state.push_key(&mut key);
        desc.targets.push_key(&mut key);
        let found = match self.pipelines.get(&key[..]) {
            Some((id, pipeline)) => Ok((*id, pipeline.clone(), false)),
            None => self.build(device, desc, kinds).map(|pipeline| {
                let id = FIXED_ID_BIT | self.next_pipeline;
                self.next_pipeline += 1;
                self.pipelines
                    .insert(key[..].into(), (id, pipeline.clone()));
                (id, pipeline, true)
            }),
        };
        self.key = key;
        found
    }

    fn build(
        &mut self,
        device: &wgpu::Device,
        desc: &FixedPipelineDesc,
        kinds: u16,
    ) -> Result<wgpu::RenderPipeline> {
        let depth_stencil = desc.state.depth_stencil(desc.depth_format)?;
        let fragment = self.shaders.fragment(&desc.fragment).map_err(fixed_error)?;
        let vertex_desc = FixedVertexDesc {
            outputs: desc.fragment.input_locations(),
            flat_shading: desc.fragment.flat_shading(),
            ..Default::default()
        };
        let vertex = self
            .shaders
            .vertex(desc.position, &vertex_desc)
            .map_err(fixed_error)?;
        let fs = self.module(device, &fragment.wgsl);
        let vs = self.module(device, &vertex.wgsl);
        let layout = self.layouts(device, kinds).1.clone();
        Ok(build(
            device,
            (&vs, &fs),
            &layout,
            &desc.state,
            depth_stencil,
            &desc.targets,
        ))
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
    (vs, fs): (&wgpu::ShaderModule, &wgpu::ShaderModule),
    layout: &wgpu::PipelineLayout,
    state: &PipelineState,
    depth_stencil: wgpu::DepthStencilState,
    targets: &TargetLayout,
) -> wgpu::RenderPipeline {
    let attributes = FIXED_VERTEX_ATTRIBUTES.map(|a| wgpu::VertexAttribute {
        format: vertex_format(a.format),
        offset: a.offset,
        shader_location: a.location,
    });
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
        primitive: state.primitive(),
        depth_stencil: Some(depth_stencil),
        multisample: targets.multisample(),
        fragment: Some(wgpu::FragmentState {
            module: fs,
            entry_point: Some("main"),
            compilation_options: Default::default(),
            targets: &targets.color_targets(state.blend),
        }),
        multiview_mask: None,
        cache: None,
    })
}
