//! The programmable path's caches: translated modules per (shader, options), bind group and
//! pipeline layouts per texture-binding shape, pipelines keyed by a packed byte key of
//! everything WebGPU bakes (bounded, least recently used replaced) and texture bind groups
//! (LRU). Samplers live in the shared cache of `cache/samplers.rs`.

use std::collections::HashMap;
use std::hash::BuildHasherDefault;
use std::num::NonZeroU64;
use std::sync::Arc;

use ninth_shader::fixed::uniforms::FIXED_UNIFORMS_SIZE;
use ninth_shader::fixed::vertex::{FixedVertexDesc, PositionKind};
use ninth_shader::fixed::{FixedFragmentKey, FragmentBatch};
use ninth_shader::ir::SamplerKind;
use ninth_shader::wgsl::{Bindings, Options, TextureBinding};

use crate::cache::key_hash::{KeyHasher, KeyMap};
use crate::cache::lru::Lru;
use crate::compile::PipelineRef;
use crate::record::uniform_ring::{PROGRAM_WINDOWS, UNIFORM_VARIANTS, UniformVariant};
use crate::state::vertex_streams::InputLayout;

/// Default bound of the programmable pipeline cache.
pub const PROGRAM_PIPELINE_CAPACITY: usize = 4096;
/// Bound of the vertex fetch layout cache.
const LAYOUT_CAPACITY: usize = 1024;
/// Bound of the texture bind group cache.
const TEXTURE_GROUP_CAPACITY: usize = 1024;
/// A map with the one-multiply hasher: looked up on every memo miss, by keys of packed bytes.
type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<KeyHasher>>;

/// What a module's wgpu object is made from.
pub(crate) enum ModuleRecipe {
    /// A translated shader's validated naga module (no second WGSL parse).
    Naga(Box<naga::Module>),
    /// A generated stage's WGSL text.
    Wgsl(String),
}

/// A translated module.
pub(crate) struct ModuleEntry {
    /// Unique per (shader, options); part of pipeline keys.
    pub id: u32,
    pub bindings: Bindings,
    /// What the module is across runs: the FNV-1a 64 of its WGSL text where the text is
    /// kept ([`ProgramPipelines::keep_sources`]), else `id` (unique in this process only).
    pub content: u64,
    /// The module's WGSL text, kept for the disk cache.
    pub source: Option<Arc<str>>,
    /// The FNV-1a 64 of the D3D9 bytecode it was translated from (0: a generated stage):
    /// the disk cache prewarms a saved pipeline when a shader of that bytecode is created.
    pub origin: u64,
    label: &'static str,
    recipe: ModuleRecipe,
    /// The wgpu module, made by the first pipeline build that needs it: on a compile worker
    /// when there are workers, so wgpu's module validation leaves the engine thread too.
    made: std::sync::OnceLock<wgpu::ShaderModule>,
}

impl ModuleEntry {
    fn new(
        id: u32,
        (label, recipe): (&'static str, ModuleRecipe),
        bindings: Bindings,
        source: Option<String>,
    ) -> Self {
        let content = source.as_deref().map_or(u64::from(id), |text| {
            crate::disk_cache::fnv1a64(text.as_bytes())
        });
        Self {
            id,
            bindings,
            content,
            source: source.map(Arc::from),
            origin: 0,
            label,
            recipe,
            made: std::sync::OnceLock::new(),
        }
    }

    /// The wgpu module, made on first use by whichever thread builds the first pipeline
    /// with it.
    pub fn shader_module(&self, device: &wgpu::Device) -> wgpu::ShaderModule {
        self.made
            .get_or_init(|| {
                let source = match &self.recipe {
                    ModuleRecipe::Naga(module) => {
                        wgpu::ShaderSource::Naga(std::borrow::Cow::Owned((**module).clone()))
                    }
                    ModuleRecipe::Wgsl(text) => wgpu::ShaderSource::Wgsl(text.as_str().into()),
                };
                device.create_shader_module(wgpu::ShaderModuleDescriptor {
                    label: Some(self.label),
                    source,
                })
            })
            .clone()
    }
}

/// The view kind of a texture binding: 1 2D, 2 cube, 3 volume, 4 depth 2D (comparison),
/// 5 depth 2D (values).
pub(crate) fn binding_code(binding: &TextureBinding) -> u64 {
    if binding.comparison {
        return 4;
    }
    if binding.depth {
        return 5;
    }
    match binding.kind {
        SamplerKind::Tex2d => 1,
        SamplerKind::Cube => 2,
        SamplerKind::Volume => 3,
    }
}

/// The texture bindings of a module as three bits per sampler index.
pub(crate) fn texture_shape(bindings: &Bindings) -> u64 {
    let shape = bindings
        .textures
        .iter()
        .fold(0, |acc, t| acc | binding_code(t) << (3 * t.sampler));
    // The number of batch textures, in bits 48-52 (at most 16).
    shape | u64::from(bindings.batch_textures.min(31)) << 48
}

pub(crate) struct ProgramPipelines {
    /// Group 0 per [`UniformVariant::index`] (its bindings with dynamic offsets), made on
    /// first use.
    uniform_layouts: [Option<wgpu::BindGroupLayout>; UNIFORM_VARIANTS],
    /// Texture group layouts by (stage bit 63, shape).
    texture_layouts: KeyMap<wgpu::BindGroupLayout>,
    /// Pipeline layouts by (vertex shape, pixel shape, group-0 variant).
    pipeline_layouts: HashMap<(u64, u64, UniformVariant), wgpu::PipelineLayout>,
    modules: HashMap<(u32, Options), Arc<ModuleEntry>, BuildHasherDefault<KeyHasher>>,
    next_module: u32,
    pipelines: Lru<Box<[u8]>, (u64, PipelineRef)>,
    next_pipeline: u64,
    groups: Lru<Box<[u8]>, (u64, wgpu::BindGroup)>,
    next_group: u64,
    /// The generated vertex stages of pretransformed and clip-space records.
    fixed_vertex_modules: FastMap<(PositionKind, FixedVertexDesc), Arc<ModuleEntry>>,
    /// The fixed-function pixel stages of draws without a pixel shader, by key, the
    /// locations of the clip distances they discard on and how they batch.
    fixed_fragments: FastMap<(FixedFragmentKey, [u8; 2], Option<FragmentBatch>), Arc<ModuleEntry>>,
    /// What the draws of each fixed-function pixel stage taught about batching its block
    /// (`draw/batch_hint.rs`), as a pixel shader's slot keeps it.
    pub fixed_batch_hints: FastMap<FixedFragmentKey, crate::draw::batch_hint::PixelBatchHint>,
    /// The two modules used last, most recent first.
    recent: [Option<(u32, Options, Arc<ModuleEntry>)>; 2],
    /// Vertex fetch layouts by (vertex shader, declaration, stream states).
    layouts: Lru<Box<[u8]>, Arc<InputLayout>>,
    /// Bumped whenever a shader's modules or the texture groups are dropped: what a draw
    /// memo (`draw/program_memo.rs`) compares to know its modules, textures and groups live.
    generation: u64,
    /// The pixel stage's batch texture sets by texture kind (2D, cube, volume); a destroyed
    /// texture leaves them (`destroy_texture`).
    pub batch_texture_sets: [crate::draw::batch_textures::BatchTextures; 3],
    /// The device's `max_vertex_buffers` (`Device::limits` copies the whole limits struct).
    pub max_vertex_buffers: usize,
    /// The vertex layout of fixed records (`draw_program_rhw`), and of fixed records with
    /// a second stream of point sizes (`draw_program_rhw_points`).
    pub fixed_layout: Arc<InputLayout>,
    pub fixed_sized_layout: Arc<InputLayout>,
    /// The layouts of `draw_rhw`'s 28-byte vertices by stride.
    rhw_layouts: HashMap<u32, Arc<InputLayout>>,
    /// Modules keep their WGSL text and a content hash (the disk cache is in use).
    pub keep_sources: bool,
}

/// The fixed record (`ninth_shader::fixed::vertex`) as one stream fetched in place; with
/// `sized`, a second stream of one `f32` point size per vertex.
fn fixed_record_layout(sized: bool) -> InputLayout {
    use ninth_shader::fixed::vertex::{
        FIXED_VERTEX_ATTRIBUTES, FIXED_VERTEX_STRIDE, FixedVertexFormat, POINT_SIZE_LOCATION,
    };
    let attributes = FIXED_VERTEX_ATTRIBUTES
        .iter()
        .map(|a| wgpu::VertexAttribute {
            format: match a.format {
                FixedVertexFormat::Float32x4 => wgpu::VertexFormat::Float32x4,
                FixedVertexFormat::Unorm8x4 => wgpu::VertexFormat::Unorm8x4,
                FixedVertexFormat::Float32 => wgpu::VertexFormat::Float32,
            },
            offset: a.offset,
            shader_location: a.location,
        })
        .collect();
    let mut streams = vec![(FIXED_VERTEX_STRIDE as u32, attributes)];
    if sized {
        let size = wgpu::VertexAttribute {
            format: wgpu::VertexFormat::Float32,
            offset: 0,
            shader_location: POINT_SIZE_LOCATION,
        };
        streams.push((4, vec![size]));
    }
    InputLayout::fixed_records(streams)
}

/// `draw_rhw`'s vertex (`RHW_VERTEX_SIZE` bytes: position, D3DCOLOR, u, v) of `stride`
/// bytes as the fixed record's position, diffuse and first coordinate set.
fn rhw_vertex_layout(stride: u32) -> InputLayout {
    let attribute = |format, offset, shader_location| wgpu::VertexAttribute {
        format,
        offset,
        shader_location,
    };
    InputLayout::fixed_records(vec![(
        stride,
        vec![
            attribute(wgpu::VertexFormat::Float32x4, 0, 0),
            attribute(wgpu::VertexFormat::Unorm8x4, 16, 1),
            attribute(wgpu::VertexFormat::Float32x2, 20, 3),
        ],
    )])
}

impl ProgramPipelines {
    pub fn new(device: &wgpu::Device, capacity: usize) -> Self {
        Self {
            uniform_layouts: Default::default(),
            texture_layouts: KeyMap::default(),
            pipeline_layouts: HashMap::new(),
            modules: HashMap::default(),
            next_module: 1,
            pipelines: Lru::new(capacity),
            next_pipeline: 0,
            groups: Lru::new(TEXTURE_GROUP_CAPACITY),
            next_group: 1,
            fixed_vertex_modules: FastMap::default(),
            fixed_fragments: FastMap::default(),
            fixed_batch_hints: FastMap::default(),
            layouts: Lru::new(LAYOUT_CAPACITY),
            recent: [None, None],
            generation: 0,
            batch_texture_sets: Default::default(),
            max_vertex_buffers: device.limits().max_vertex_buffers as usize,
            fixed_layout: Arc::new(fixed_record_layout(false)),
            fixed_sized_layout: Arc::new(fixed_record_layout(true)),
            rhw_layouts: HashMap::new(),
            keep_sources: false,
        }
    }

    pub fn len(&self) -> usize {
        self.pipelines.len()
    }

    pub fn module_count(&self) -> usize {
        self.modules.len()
    }

    /// Generated modules: vertex stages of records and fixed-function pixel stages.
    pub fn generated_module_count(&self) -> usize {
        self.fixed_vertex_modules.len() + self.fixed_fragments.len()
    }

    /// See the field.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// The module of (shader, options), translated by `translate` on a miss; `origin` is
    /// the shader's bytecode hash ([`ModuleEntry::origin`]).
    pub fn module<E>(
        &mut self,
        (shader, origin): (u32, u64),
        options: &Options,
        translate: impl FnOnce() -> Result<ninth_shader::wgsl::Translation, E>,
    ) -> Result<Arc<ModuleEntry>, E> {
        // The last modules used: most draws repeat the previous pair.
        if let Some(i) = self.recent.iter().position(|r| {
            r.as_ref()
                .is_some_and(|(s, o, _)| *s == shader && o == options)
        }) {
            self.recent.swap(0, i);
            if let Some((_, _, entry)) = &self.recent[0] {
                return Ok(Arc::clone(entry));
            }
        }
        let key = (shader, *options);
        if !self.modules.contains_key(&key) {
            let translation = translate()?;
            let source = if self.keep_sources {
                translation.wgsl().ok()
            } else {
                None
            };
            let module = (
                "ninth program",
                ModuleRecipe::Naga(Box::new(translation.module)),
            );
            let id = self.next_module;
            self.next_module += 1;
            self.modules.insert(
                key,
                Arc::new(ModuleEntry {
                    origin,
                    ..ModuleEntry::new(id, module, translation.bindings, source)
                }),
            );
        }
        let entry = Arc::clone(&self.modules[&key]);
        self.recent.rotate_right(1);
        self.recent[0] = Some((shader, *options, Arc::clone(&entry)));
        Ok(entry)
    }

    /// A cached vertex fetch layout.
    pub fn input_layout(&mut self, key: &[u8]) -> Option<Arc<InputLayout>> {
        self.layouts.get(key).cloned()
    }

    /// Caches a vertex fetch layout.
    pub fn insert_input_layout(&mut self, key: &[u8], layout: Arc<InputLayout>) {
        self.layouts.insert(key.into(), layout);
    }

    /// The layout of `draw_rhw`'s vertices of `stride` bytes, made on first use.
    pub fn rhw_layout(&mut self, stride: u32) -> Arc<InputLayout> {
        Arc::clone(
            self.rhw_layouts
                .entry(stride)
                .or_insert_with(|| Arc::new(rhw_vertex_layout(stride))),
        )
    }

    /// The generated vertex stage of `kind` records for `desc`.
    pub fn fixed_vertex_module(
        &mut self,
        kind: PositionKind,
        desc: &FixedVertexDesc,
    ) -> crate::error::Result<&Arc<ModuleEntry>> {
        let key = (kind, *desc);
        if !self.fixed_vertex_modules.contains_key(&key) {
            let text = ninth_shader::fixed::vertex::generate_vertex(kind, desc)
                .map_err(|e| crate::error::Error::shader(e.to_string()))?;
            let source = self.keep_sources.then(|| text.clone());
            let module = ("ninth generated vertex stage", ModuleRecipe::Wgsl(text));
            let id = self.next_module;
            self.next_module += 1;
            // Point squares read NinthDraw's point fields.
            let draw_size = match desc.points {
                ninth_shader::wgsl::Points::Plain => 0,
                _ => ninth_shader::wgsl::DRAW_SIZE_EXTENDED,
            };
            let bindings = Bindings {
                draw: true,
                draw_size,
                ..Bindings::none(ninth_shader::ir::ShaderKind::Vertex)
            };
            self.fixed_vertex_modules.insert(
                key,
                Arc::new(ModuleEntry::new(id, module, bindings, source)),
            );
        }
        Ok(&self.fixed_vertex_modules[&key])
    }

    /// The generated fixed-function pixel stage of `key` for a draw without a pixel shader
    /// (`NinthFixed` in the pixel float-constant binding, the stages' textures where a
    /// pixel shader's `s#n` would be), discarding on the user clip distances at
    /// `clip_locations` (none, one or two; `ClipDistances::Varyings`); with `batch`, reading
    /// its uniforms (and batch texture entry) from its draw's block of a batch.
    pub fn fixed_fragment(
        &mut self,
        key: &FixedFragmentKey,
        clip_locations: &[u8],
        batch: Option<FragmentBatch>,
    ) -> crate::error::Result<Arc<ModuleEntry>> {
        // 0xff: no location (locations are below 16).
        let mut clip = [0xff; 2];
        for (c, l) in clip.iter_mut().zip(clip_locations) {
            *c = *l;
        }
        let cache_key = (*key, clip, batch);
        if let Some(entry) = self.fixed_fragments.get(&cache_key) {
            return Ok(Arc::clone(entry));
        }
        let text = match batch {
            Some(batch) => {
                ninth_shader::fixed::generate_batched_fragment(key, clip_locations, batch)
            }
            None => ninth_shader::fixed::generate_program_fragment(key, clip_locations),
        }
        .map_err(crate::state::fixed::fixed_error)?;
        let source = self.keep_sources.then(|| text.clone());
        let module = ("ninth program fixed pixel", ModuleRecipe::Wgsl(text));
        let id = self.next_module;
        self.next_module += 1;
        let bindings = match batch {
            None => Bindings {
                float_constants: (FIXED_UNIFORMS_SIZE / 16) as u32,
                textures: key.textures(),
                ..Bindings::none(ninth_shader::ir::ShaderKind::Pixel)
            },
            // The whole float window, bound at the vertex file's offset, and NinthDraw.
            Some(batch) => Bindings {
                draw: true,
                draw_size: ninth_shader::wgsl::DRAW_SIZE,
                float_constants: ninth_shader::wgsl::FLOAT_FILE_VECTORS,
                pixel_batch: true,
                batch_textures: if batch.textures >= 2
                    && ninth_shader::fixed::batch_textures_apply(key)
                {
                    u32::from(batch.textures).min(ninth_shader::wgsl::BATCH_TEXTURES_MAX)
                } else {
                    0
                },
                textures: key.textures(),
                ..Bindings::none(ninth_shader::ir::ShaderKind::Pixel)
            },
        };
        let entry = Arc::new(ModuleEntry::new(id, module, bindings, source));
        self.fixed_fragments.insert(cache_key, Arc::clone(&entry));
        Ok(entry)
    }

    /// Drops a destroyed shader's modules and the pipelines built from them.
    pub fn forget_shader(&mut self, shader: u32) {
        self.recent = [None, None];
        self.generation += 1;
        let mut ids = Vec::new();
        self.modules.retain(|(s, _), entry| {
            if *s == shader {
                ids.push(entry.id);
            }
            *s != shader
        });
        // Module ids are the first eight bytes of every pipeline key.
        self.pipelines.retain(|key, _| {
            let vs = u32::from_le_bytes([key[0], key[1], key[2], key[3]]);
            let ps = u32::from_le_bytes([key[4], key[5], key[6], key[7]]);
            !ids.contains(&vs) && !ids.contains(&ps)
        });
    }

    /// The bind group layout of a stage's textures.
    pub fn texture_layout(
        &mut self,
        device: &wgpu::Device,
        bindings: &Bindings,
    ) -> Option<wgpu::BindGroupLayout> {
        if bindings.textures.is_empty() {
            return None;
        }
        let vertex = bindings.stage == ninth_shader::ir::ShaderKind::Vertex;
        let key = texture_shape(bindings) | u64::from(vertex) << 63;
        let visibility = if vertex {
            wgpu::ShaderStages::VERTEX
        } else {
            wgpu::ShaderStages::FRAGMENT
        };
        Some(
            self.texture_layouts
                .entry(key)
                .or_insert_with(|| make_texture_layout(device, bindings, visibility))
                .clone(),
        )
    }

    /// The group-0 layout of `variant`, made on first use (only after the caller has checked
    /// that the device allows its dynamic uniform buffers, [`UniformVariant::bindings`]).
    pub fn variant_layout(
        &mut self,
        device: &wgpu::Device,
        variant: UniformVariant,
    ) -> &wgpu::BindGroupLayout {
        self.uniform_layouts[variant.index()]
            .get_or_insert_with(|| uniform_layout(device, variant.binding_list()))
    }

    /// The pipeline layout of a (vertex, pixel) pair of binding shapes.
    pub fn pipeline_layout(
        &mut self,
        device: &wgpu::Device,
        vs: &Bindings,
        ps: &Bindings,
    ) -> wgpu::PipelineLayout {
        let variant = UniformVariant::of(vs, ps);
        let key = (texture_shape(vs), texture_shape(ps), variant);
        if let Some(layout) = self.pipeline_layouts.get(&key) {
            return layout.clone();
        }
        let pixel = self.texture_layout(device, ps);
        let vertex = self.texture_layout(device, vs);
        let uniforms = self.variant_layout(device, variant).clone();
        let layouts = [Some(&uniforms), pixel.as_ref(), vertex.as_ref()];
        let count = if vertex.is_some() { 3 } else { 2 };
        let layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
            label: Some("program layout"),
            bind_group_layouts: &layouts[..count],
            immediate_size: 0,
        });
        self.pipeline_layouts.insert(key, layout.clone());
        layout
    }

    /// The pipeline of `key` and its id (for the bound state), marked as just used; one a
    /// worker has finished since is kept as built.
    pub fn cached_pipeline(&mut self, key: &[u8]) -> Option<(u64, PipelineRef)> {
        let (id, pipeline) = self.pipelines.get_mut(key)?;
        let finished = match &*pipeline {
            PipelineRef::Pending(pending) => pending.ready(),
            PipelineRef::Ready(_) => None,
        };
        if let Some(ready) = finished {
            *pipeline = PipelineRef::Ready(ready);
        }
        Some((*id, pipeline.clone()))
    }

    /// Caches a pipeline built or being built for `key` (replacing the least recently used
    /// one when full) and returns its id.
    pub fn insert_pipeline(&mut self, key: &[u8], pipeline: PipelineRef) -> u64 {
        let id = self.next_pipeline;
        self.next_pipeline += 1;
        self.pipelines.insert(key.into(), (id, pipeline));
        id
    }

    /// The texture bind group of `key`, made from `entries` (view, sampler per binding of
    /// `bindings`) on a miss.
    /// A cached texture bind group and its id.
    pub fn cached_texture_group(&mut self, key: &[u8]) -> Option<(u64, wgpu::BindGroup)> {
        self.groups.get(key).map(|(id, group)| (*id, group.clone()))
    }

    /// Makes and caches the texture bind group of `key` from a view and sampler per binding
    /// of `bindings` (which has textures).
    pub fn insert_texture_group(
        &mut self,
        device: &wgpu::Device,
        key: &[u8],
        bindings: &Bindings,
        resources: &[(wgpu::TextureView, wgpu::Sampler)],
    ) -> Option<(u64, wgpu::BindGroup)> {
        let layout = self.texture_layout(device, bindings)?;
        let mut group_entries = Vec::with_capacity(2 * resources.len());
        // Batch textures: one view per entry (`resources[k]`), the sampler of entry 0.
        if let ([binding], true) = (bindings.textures.as_slice(), bindings.batch_textures > 1) {
            for (k, (view, sampler)) in resources.iter().enumerate() {
                let k = k as u32;
                let texture = match k {
                    0 => ninth_shader::wgsl::texture_binding(binding.sampler),
                    k => ninth_shader::wgsl::batch_texture_binding(k),
                };
                group_entries.push(wgpu::BindGroupEntry {
                    binding: texture,
                    resource: wgpu::BindingResource::TextureView(view),
                });
                if k == 0 {
                    group_entries.push(wgpu::BindGroupEntry {
                        binding: ninth_shader::wgsl::sampler_binding(binding.sampler),
                        resource: wgpu::BindingResource::Sampler(sampler),
                    });
                }
            }
        }
        let batch = bindings.batch_textures > 1;
        for (binding, (view, sampler)) in bindings.textures.iter().zip(resources) {
            if batch {
                break;
            }
            group_entries.push(wgpu::BindGroupEntry {
                binding: ninth_shader::wgsl::texture_binding(binding.sampler),
                resource: wgpu::BindingResource::TextureView(view),
            });
            group_entries.push(wgpu::BindGroupEntry {
                binding: ninth_shader::wgsl::sampler_binding(binding.sampler),
                resource: wgpu::BindingResource::Sampler(sampler),
            });
        }
        let group = device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("program textures"),
            layout: &layout,
            entries: &group_entries,
        });
        let id = self.next_group;
        self.next_group += 1;
        let (id, group) = self.groups.insert(key.into(), (id, group));
        Some((*id, group.clone()))
    }

    /// A destroyed texture: every texture bind group goes, and the batch texture sets
    /// forget it.
    pub fn forget_texture(&mut self, id: crate::TextureId) {
        self.forget_texture_groups();
        for set in &mut self.batch_texture_sets {
            set.forget(id);
        }
    }

    /// Drops every texture bind group (a target was replaced or a texture destroyed).
    pub fn forget_texture_groups(&mut self) {
        self.generation += 1;
        self.groups.retain(|_, _| false);
    }
}

/// Group 0's uniform `bindings`, each with a dynamic offset.
fn uniform_layout(device: &wgpu::Device, bindings: &[u32]) -> wgpu::BindGroupLayout {
    let entries: Vec<wgpu::BindGroupLayoutEntry> = bindings
        .iter()
        .map(|&binding| wgpu::BindGroupLayoutEntry {
            binding,
            // Each file is visible to its own stage only: drivers that copy a stage's uniform
            // buffers at each draw (llvmpipe copies the whole bound window of every fragment
            // uniform) then copy only that stage's. The bump environment is the pixel
            // stage's.
            visibility: match binding {
                0 => wgpu::ShaderStages::VERTEX_FRAGMENT,
                ninth_shader::wgsl::BUMP_ENV_BINDING => wgpu::ShaderStages::FRAGMENT,
                b if b % 2 == 1 => wgpu::ShaderStages::VERTEX,
                _ => wgpu::ShaderStages::FRAGMENT,
            },
            ty: wgpu::BindingType::Buffer {
                ty: wgpu::BufferBindingType::Uniform,
                has_dynamic_offset: true,
                // `NinthDraw` and the float files are bound with the window their modules
                // read (`FloatWindows`); wgpu checks it against the module at each draw.
                min_binding_size: match binding {
                    0..=2 => None,
                    b => NonZeroU64::new(PROGRAM_WINDOWS[b as usize]),
                },
            },
            count: None,
        })
        .collect();
    device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
        label: Some("program uniforms"),
        entries: &entries,
    })
}

fn make_texture_layout(
    device: &wgpu::Device,
    bindings: &Bindings,
    visibility: wgpu::ShaderStages,
) -> wgpu::BindGroupLayout {
    let mut entries = Vec::with_capacity(2 * bindings.textures.len());
    for t in &bindings.textures {
        let (sample_type, sampler) = if t.comparison {
            (
                wgpu::TextureSampleType::Depth,
                wgpu::SamplerBindingType::Comparison,
            )
        } else if t.depth {
            // WebGPU filters depth only through comparisons.
            (
                wgpu::TextureSampleType::Depth,
                wgpu::SamplerBindingType::NonFiltering,
            )
        } else {
            (
                wgpu::TextureSampleType::Float { filterable: true },
                wgpu::SamplerBindingType::Filtering,
            )
        };
        let view_dimension = match t.kind {
            SamplerKind::Tex2d => wgpu::TextureViewDimension::D2,
            SamplerKind::Cube => wgpu::TextureViewDimension::Cube,
            SamplerKind::Volume => wgpu::TextureViewDimension::D3,
        };
        let texture = |binding| wgpu::BindGroupLayoutEntry {
            binding,
            visibility,
            ty: wgpu::BindingType::Texture {
                sample_type,
                view_dimension,
                multisampled: false,
            },
            count: None,
        };
        entries.push(texture(ninth_shader::wgsl::texture_binding(t.sampler)));
        entries.push(wgpu::BindGroupLayoutEntry {
            binding: ninth_shader::wgsl::sampler_binding(t.sampler),
            visibility,
            ty: wgpu::BindingType::Sampler(sampler),
            count: None,
        });
        // The other batch texture entries: the same kind of texture.
        for k in 1..bindings.batch_textures {
            entries.push(texture(ninth_shader::wgsl::batch_texture_binding(k)));
        }
    }
    device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
        label: Some("program textures"),
        entries: &entries,
    })
}
