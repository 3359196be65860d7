//! The programmable draw path: a vertex stage (a translated vertex shader drawing D3D9
//! vertex streams, [`Renderer::draw_program`], or a generated stage drawing pretransformed
//! or clip-space records, `draw/generated.rs`) times a pixel stage (a translated pixel
//! shader or the generated texture-stage cascade), validated once per state (the draw
//! memo) and recorded by `draw/program_record.rs`.

use std::sync::Arc;

use ninth_shader::analyze::Analysis;
use ninth_shader::fixed::vertex::{FixedVertexDesc, PositionKind};
use ninth_shader::fixed::{FixedFragmentKey, FragmentBatch};
use ninth_shader::ir::SamplerKind;
use ninth_shader::ir::{DeclUsage, ShaderKind};
use ninth_shader::link::LinkMap;
use ninth_shader::wgsl::{
    BATCH_TEXTURES_MAX, ClipDistances, FogMode, Options, Points, SamplerEmulation,
};

use crate::context::ContextId;
use crate::draw::Primitive;
use crate::draw::program_geometry::{ProgramGeometry, validate_program_geometry};
use crate::draw::program_memo::{
    MemoInputs, ProgramMemo, ShaderFog, Sm1Inputs, Validated, used_samplers,
};
use crate::draw::program_record::ProgramDraw;
use crate::draw::program_textures::fixed_pixel_textures;
use crate::draw::targets::{TargetLayout, check_write_masks};
use crate::error::{Error, Result};
use crate::record::uniform_ring::{FloatWindows, UniformVariant};
use crate::renderer::Renderer;
use crate::shaders::{ShaderId, shader_error};
use crate::state::blend::resolve_blend_desc;
use crate::state::fixed::FragmentOutput;
use crate::state::fixed::fixed_error;
use crate::state::fixed::{FixedFog, FogSource};
use crate::state::program::{Indices, ProgramDrawState};
use crate::state::vertex_streams::{InputLayout, InputPlan, apply_layout, deindex, input_layout};

/// The last draw's (vertex shader, declaration, stream states) and its fetch layout.
pub(crate) type LastLayout = (
    ShaderId,
    Vec<crate::state::vertex_decl::VertexElement>,
    [crate::state::program::StreamState; crate::state::vertex_decl::MAX_STREAMS],
    Arc<InputLayout>,
);

/// Where a draw's vertex stage comes from.
pub(crate) enum VertexStage<'p, 'a> {
    /// A translated vertex shader fed by the declaration's streams through `layout`;
    /// `memo`: the memo whose state equals the draw's (its layout is `layout`).
    Shader {
        vs: ShaderId,
        plan: &'p InputPlan<'a>,
        layout: &'p Arc<InputLayout>,
        memo: Option<usize>,
    },
    /// A generated vertex stage of records with `kind` positions fetched through `layout`
    /// (the fixed record, with a stream of point sizes where `sized`, or `draw_rhw`'s
    /// vertex).
    Generated {
        kind: PositionKind,
        plan: &'p InputPlan<'a>,
        layout: &'p Arc<InputLayout>,
        sized: bool,
    },
}

impl VertexStage<'_, '_> {
    /// What a draw memo compares of the stage besides the state: 0 for a translated
    /// shader (the state names it), else the identity of the fetch layout (layouts are kept
    /// for the renderer's life) with the position kind in its low bits (the layout's
    /// allocation is aligned to 8).
    fn memo_key(&self) -> usize {
        match self {
            Self::Shader { .. } => 0,
            Self::Generated { kind, layout, .. } => {
                Arc::as_ptr(layout) as usize | (1 + *kind as usize)
            }
        }
    }
}

impl Renderer {
    /// Draws D3D9 vertex streams (`streams[n]` is stream n's bytes, laid out by
    /// `state.declaration` with `state.streams[n].stride`) through the translated vertex and
    /// pixel shaders of `state`, with optional indices. Everything is validated before
    /// anything is recorded: on error nothing is drawn. Too few vertices or indices for one
    /// primitive, or an empty viewport, draw nothing.
    pub fn draw_program(
        &mut self,
        ctx: ContextId,
        state: &ProgramDrawState,
        primitive: Primitive,
        streams: &[&[u8]],
        indices: Option<Indices<'_>>,
    ) -> Result<()> {
        let vs = state
            .vertex_shader
            .ok_or_else(|| Error::shader("draw_program needs a vertex shader"))?;
        if streams.len() > crate::state::vertex_decl::MAX_STREAMS {
            return Err(Error::args(format!(
                "{} streams given; D3D9 has 16",
                streams.len()
            )));
        }
        // A recent draw's state (shader, declaration and streams included): its layout.
        let memo = self
            .program_memos
            .position(|m| m.v.layout.is_some() && m.state_matches(state));
        let memo_layout = memo
            .and_then(|i| self.program_memos.get(i))
            .and_then(|m| m.v.layout.clone());
        let layout = match memo_layout {
            Some(layout) => layout,
            None => self.input_layout(vs, state)?,
        };
        let plan = apply_layout(&layout, streams)?;
        let most = self.program.max_vertex_buffers;
        if plan.buffers.len() > most {
            return Err(Error::unsupported(format!(
                "the draw reads {} streams; this device binds at most {most} vertex buffers",
                plan.buffers.len()
            )));
        }
        self.draw_programmable(
            ctx,
            state,
            primitive,
            &VertexStage::Shader {
                vs,
                plan: &plan,
                layout: &layout,
                memo,
            },
            indices,
        )
    }

    /// Number of pipelines in the programmable cache.
    pub fn program_pipeline_count(&self) -> usize {
        self.program.len()
    }

    /// Number of samplers in the sampler cache both D3D9 paths share (at most 256).
    pub fn sampler_count(&self) -> usize {
        self.samplers.len()
    }

    /// Number of translated shader modules cached (one per shader and options).
    pub fn program_module_count(&self) -> usize {
        self.program.module_count()
    }

    /// Number of generated modules cached: vertex stages of pretransformed and clip-space
    /// records, and fixed-function pixel stages (one per state key).
    pub fn generated_module_count(&self) -> usize {
        self.program.generated_module_count()
    }

    pub(crate) fn draw_programmable(
        &mut self,
        ctx: ContextId,
        state: &ProgramDrawState,
        primitive: Primitive,
        vertex: &VertexStage<'_, '_>,
        indices: Option<Indices<'_>>,
    ) -> Result<()> {
        // Before this draw's bytes go into the arena and rings of the open submission.
        self.flush_if_due();
        let points = match vertex {
            _ if primitive != Primitive::PointList => Points::Plain,
            VertexStage::Shader { vs, .. } => self.point_mode(*vs, &state.point)?,
            VertexStage::Generated { sized, .. } => {
                crate::draw::program_links::point_mode(*sized, &state.point)?
            }
        };
        let context = self.context(ctx)?;
        let inputs = MemoInputs {
            ctx,
            viewport: context.viewport,
            target: (context.targets.width, context.targets.height),
            targets: {
                let layout = TargetLayout::of(context, 1, [0; 4]);
                (layout.bound, layout.samples)
            },
            generation: self.program.generation(),
            force_anisotropy: self.force_anisotropy,
            points,
            stage: vertex.memo_key(),
            sm1: self.sm1_inputs(state)?,
            depth_samplers: match state.pixel_shader {
                Some(_) => self.depth_samplers(&state.textures),
                None => (0, 0),
            },
            fog: self.shader_fog(state),
        };
        // A recent draw's modules, states and pipeline hold while everything that decided
        // them is equal.
        let memo = match vertex {
            VertexStage::Shader { memo: Some(i), .. } => {
                let memos = &self.program_memos;
                // Another memo of the state may hold for other inputs (another target).
                let i = if memos.get(*i).is_some_and(|m| m.inputs_match(&inputs)) {
                    Some(*i)
                } else {
                    memos.position(|m| {
                        m.inputs_match(&inputs) && m.v.layout.is_some() && m.state_matches(state)
                    })
                };
                i.and_then(|i| self.program_memos.take(i))
            }
            VertexStage::Shader { memo: None, .. } => None,
            VertexStage::Generated { .. } => self
                .program_memos
                .position(|m| m.inputs_match(&inputs) && m.state_matches(state))
                .and_then(|i| self.program_memos.take(i)),
        };
        let (mut memo, fresh) = match memo {
            Some(memo) => (memo, false),
            None => (self.validate_program(state, vertex, inputs)?, true),
        };

        // Per draw: the vertex data, the indices and the textures.
        let (plan, layout): (_, &InputLayout) = match *vertex {
            VertexStage::Shader { plan, layout, .. } => (plan, layout),
            VertexStage::Generated { plan, layout, .. } => (plan, layout),
        };
        let (vertex_count, instances) = (plan.vertex_count, plan.instance_count);
        // A fresh memo is kept only once its stages' samplers are resolved.
        let keep = |this: &mut Self, memo: Box<ProgramMemo>| {
            if !fresh {
                this.program_memos.keep(memo);
            }
        };
        let Some(geometry) = validate_program_geometry(primitive, vertex_count, indices)? else {
            keep(self, memo);
            return Ok(());
        };
        // Point quads: six vertices per point, one instance per point, indices resolved.
        let deindexed;
        let (geometry, instances, buffers) = if points == Points::Plain {
            (geometry, instances, &plan.buffers)
        } else {
            if instances != 1 || !layout.vertex_rate_only() {
                return Err(Error::unsupported(
                    "point sizes or sprites with D3D9 instancing (instance streams)",
                ));
            }
            let (count, buffers) = match indices {
                Some(indices) => {
                    deindexed = deindex(layout, &plan.buffers, indices)?;
                    (indices.data.len(), &deindexed)
                }
                None => (geometry.vertex_count as usize, &plan.buffers),
            };
            let count = u32::try_from(count)
                .map_err(|_| Error::bounds(format!("{count} points exceed 32 bits")))?;
            (ProgramGeometry::point_quads(), count, buffers)
        };
        // Without a pixel shader the fixed stages' own textures and samplers are sampled.
        let fixed_stages;
        let pixel_textures = match state.pixel_shader {
            Some(_) => (&state.textures[..], &state.samplers[..]),
            None => {
                fixed_stages = fixed_pixel_textures(&state.fixed_pixel);
                (&fixed_stages.0[..], &fixed_stages.1[..])
            }
        };
        let batch_textures = memo.v.ps.bindings.batch_textures > 1;
        let (pixel_group, pixel_entry) = if batch_textures {
            let entry = self.batch_texture_entry(
                ctx,
                &memo.v.ps.bindings,
                pixel_textures,
                &mut memo.pixel,
                fresh,
            )?;
            (true, entry)
        } else {
            let group = self.stage_textures(
                ctx,
                &memo.v.ps.bindings,
                pixel_textures,
                &mut memo.pixel,
                fresh,
            )?;
            (group, 0)
        };
        let vertex_group = self.stage_textures(
            ctx,
            &memo.v.vs.bindings,
            (&state.vertex_textures, &state.vertex_samplers),
            &mut memo.vertex,
            fresh,
        )?;
        let viewport = inputs.viewport;
        if viewport.width == 0 || viewport.height == 0 {
            self.program_memos.keep(memo);
            return Ok(());
        }

        // Validated: from here on the draw is recorded.
        let draw = ProgramDraw {
            ctx,
            state,
            v: &memo.v,
            pipeline: &mut memo.pipeline,
            geometry,
            buffers,
            layout,
            instances,
            pixel_entry,
            pixel_set: memo
                .pixel
                .batch_set
                .filter(|_| batch_textures)
                .map(|set| (set, memo.pixel.sampler_keys[0])),
            pixel_group: memo
                .pixel
                .group
                .as_ref()
                .filter(|_| pixel_group)
                .map(|(_, g)| g),
            vertex_group: memo
                .vertex
                .group
                .as_ref()
                .filter(|_| vertex_group)
                .map(|(_, g)| g),
            viewport,
            target: inputs.target,
            // RHW positions are target pixels.
            whole_target_viewport: matches!(
                vertex,
                VertexStage::Generated {
                    kind: PositionKind::Rhw,
                    ..
                }
            ),
        };
        let outcome = self.record_program(draw)?;
        // Too many batches broken by the set give batch textures up (`draw/batch_hint.rs`).
        let relearn = batch_textures
            && memo
                .v
                .hint_owner(state)
                .and_then(|owner| self.batch_hint_mut(owner))
                .is_some_and(|hint| hint.count_set_draw(outcome.texture_set_broke));
        // A pixel stage that just learned to batch its pixel block, or gave batch textures
        // up, needs other modules: in this draw's memo and in every other memo of the same
        // stage (other render states), which are all dropped (learning is rare).
        if outcome.learned || relearn {
            self.program_memos.clear();
        } else {
            self.program_memos.keep(memo);
        }
        Ok(())
    }

    /// Everything of a draw that depends only on its shaders, states and target (not on its
    /// vertex data, indices or textures): the modules, the render-state translation and the
    /// device limits, all validated.
    fn validate_program(
        &mut self,
        state: &ProgramDrawState,
        vertex: &VertexStage<'_, '_>,
        inputs: MemoInputs,
    ) -> Result<Box<ProgramMemo>> {
        // The pixel stage: a translated shader, or the fixed-function stage's key.
        let (link_map, mut link_locations, centroid, fixed_key) = match state.pixel_shader {
            Some(ps_id) => {
                let ps = self.shader_slot(ps_id, ShaderKind::Pixel)?;
                (ps.link_map, ps.link_locations, ps.centroid_locations, None)
            }
            None => {
                // Table fog of the records' stages may read the eye distance in their fog
                // float instead (`Config::radial_fog`).
                let radial = self.radial_fog && matches!(vertex, VertexStage::Generated { .. });
                let key = self.fixed_pixel_key(state, radial)?;
                (LinkMap::STANDARD, key.input_locations(), 0, Some(key))
            }
        };
        // Vertex fog after a pixel shader reads FOG0, which the vertex stage then writes
        // (`oFog`, its default 1 where the shader has none, or the records' fog float).
        if inputs.fog.mode == FogMode::Vertex {
            let fog0 = link_map.location(DeclUsage::Fog, 0).ok_or_else(|| {
                Error::unsupported("vertex fog after a pixel shader whose link map lacks FOG0")
            })?;
            link_locations |= 1 << fog0;
        }
        let [m1, m2, m3] = state.extra_color_write_masks;
        check_write_masks([state.color_write_mask, m1, m2, m3])?;
        let (blend, blend_key) = resolve_blend_desc(&state.blend, self.gpu.features)?;
        let depth_stencil_key = state.depth_stencil.key()?;
        let alpha = state.alpha_test;
        if alpha.enable {
            crate::state::depth_stencil::compare_function(alpha.func)?;
        }
        let polygon_mode =
            crate::draw::pipeline_state::polygon_mode(state.fill_mode, self.gpu.features)?;
        crate::draw::pipeline_state::check_depth_bias(
            state.depth_bias,
            state.slope_scale_depth_bias,
        )?;
        let points = inputs.points;

        // Modules.
        let linked = link_locations | centroid;
        let clip_planes = match vertex {
            VertexStage::Shader { .. } => {
                crate::draw::program_links::clip_plane_mask(state.clip_plane_enable)?
            }
            // Pretransformed and clip-space records are not clipped by user planes.
            VertexStage::Generated { .. } => 0,
        };
        let (clip_distances, limit) = self.clip_distances(clip_planes, linked)?;
        let taken = linked
            | clip_distances
                .locations(clip_planes)
                .iter()
                .fold(0, |m, l| m | 1 << l);
        let pixel_batch = match points {
            Points::Plain => {
                let vs = match vertex {
                    VertexStage::Shader { vs, .. } => Some(*vs),
                    VertexStage::Generated { .. } => None,
                };
                self.pixel_batch_location(state, (vs, fixed_key.as_ref()), taken, limit)?
            }
            // Point quads use the instance index for the point.
            _ => None,
        };
        // The pixel stage's side: discard on the distances it reads, if any.
        let (ps_clip_planes, ps_clip_distances) = match clip_distances {
            ClipDistances::Varyings(_) => (clip_planes, clip_distances),
            ClipDistances::Builtin => (0, ClipDistances::Builtin),
        };
        let vs_entry = match vertex {
            VertexStage::Shader { vs, plan, .. } => {
                let analysis = &self.shader_slot(*vs, ShaderKind::Vertex)?.analysis;
                let sampler_emulation =
                    self.sampler_emulation(analysis, &state.vertex_samplers, &[None; 16]);
                let options = Options {
                    link_map,
                    link_locations: Some(link_locations),
                    centroid_locations: centroid,
                    flat_shading: state.flat_shading,
                    uint_inputs: plan.uint_inputs,
                    sint_inputs: plan.sint_inputs,
                    udec3_inputs: plan.udec3_inputs,
                    dec3n_inputs: plan.dec3n_inputs,
                    sampler_emulation,
                    float_batches: self.batch_draws && points == Points::Plain,
                    pixel_batch,
                    clip_planes,
                    clip_distances,
                    points,
                    ..Options::default()
                };
                let slot = self.shaders.get(vs.0).ok_or_else(|| stale(*vs))?;
                let (shader, origin) = (&slot.shader, slot.bytecode_hash);
                self.program.module((vs.0, origin), &options, || {
                    ninth_shader::wgsl::translate(shader, &options).map_err(shader_error)
                })?
            }
            VertexStage::Generated { kind, sized, .. } => {
                let desc = FixedVertexDesc {
                    outputs: link_locations,
                    link_map,
                    flat_shading: state.flat_shading,
                    centroid_locations: centroid,
                    half_pixel_shift: true,
                    points,
                    vertex_point_size: *sized && points != Points::Plain,
                    pixel_batch,
                };
                Arc::clone(self.program.fixed_vertex_module(*kind, &desc)?)
            }
        };
        let ps_entry = match (fixed_key, state.pixel_shader) {
            (Some(key), _) => {
                let learned = self.program.fixed_batch_hints.get(&key);
                let batch = pixel_batch.map(|location| FragmentBatch {
                    location,
                    textures: if learned.is_some_and(|h| h.batch_textures()) {
                        BATCH_TEXTURES_MAX as u8
                    } else {
                        0
                    },
                });
                let clip = ps_clip_distances.locations(ps_clip_planes);
                self.program.fixed_fragment(&key, clip, batch)?
            }
            (None, Some(ps_id)) => {
                let analysis = &self.shader_slot(ps_id, ShaderKind::Pixel)?.analysis;
                // Shader model 1: the kinds of the bound textures, the projected stages.
                let sampler_kinds = inputs.sm1.sampler_kinds();
                let ps_options = Options {
                    link_map,
                    centroid_locations: centroid,
                    flat_shading: state.flat_shading,
                    alpha_test: alpha.enable,
                    sampler_emulation: self.sampler_emulation(
                        analysis,
                        &state.samplers,
                        &sampler_kinds,
                    ),
                    sampler_kinds,
                    shadow_samplers: inputs.depth_samplers.0,
                    depth_samplers: inputs.depth_samplers.1,
                    projected_stages: inputs.sm1.projected,
                    projection_components: inputs.sm1.projection_components,
                    pixel_batch,
                    batch_textures: if pixel_batch.is_some()
                        && self
                            .shader_slot(ps_id, ShaderKind::Pixel)?
                            .batch_hint
                            .batch_textures()
                    {
                        BATCH_TEXTURES_MAX as u8
                    } else {
                        0
                    },
                    clip_planes: ps_clip_planes,
                    clip_distances: ps_clip_distances,
                    fog: inputs.fog.mode,
                    fog_w: inputs.fog.w,
                    ..Options::default()
                };
                let slot = self.shaders.get(ps_id.0).ok_or_else(|| stale(ps_id))?;
                let (ps_shader, origin) = (&slot.shader, slot.bytecode_hash);
                self.program.module((ps_id.0, origin), &ps_options, || {
                    ninth_shader::wgsl::translate(ps_shader, &ps_options).map_err(shader_error)
                })?
            }
            (None, None) => return Err(Error::device("pixel stage missing after validation")),
        };

        let most = self
            .gpu
            .device
            .limits()
            .max_dynamic_uniform_buffers_per_pipeline_layout;
        let variant = UniformVariant::of(&vs_entry.bindings, &ps_entry.bindings);
        let needed = variant.bindings();
        if needed > most as usize {
            let why = match (
                vs_entry.bindings.sampler_uniforms || ps_entry.bindings.sampler_uniforms,
                ps_entry.bindings.bump_env,
            ) {
                (true, false) => "emulating a D3DSAMP_BORDERCOLOR or D3DSAMP_MIPMAPLODBIAS",
                (false, true) => "the bump-environment states of a shader model 1 pixel shader",
                _ => "the draw's uniforms (sampler emulation and the bump environment)",
            };
            return Err(Error::unsupported(format!(
                "{why} needs {needed} dynamic uniform buffers per pipeline layout; this device \
                 allows {most}"
            )));
        }
        let vs_used = match vertex {
            VertexStage::Shader { vs, .. } => used_samplers(
                &self.shader_slot(*vs, ShaderKind::Vertex)?.analysis,
                &vs_entry.bindings,
            ),
            VertexStage::Generated { .. } => 0,
        };
        // The fixed stage's samplers are compared with its stages (`same_program`).
        let ps_used = match state.pixel_shader {
            Some(ps_id) => used_samplers(
                &self.shader_slot(ps_id, ShaderKind::Pixel)?.analysis,
                &ps_entry.bindings,
            ),
            None => 0,
        };
        let layout = match vertex {
            VertexStage::Shader { layout, .. } => Some(Arc::clone(*layout)),
            VertexStage::Generated { .. } => None,
        };
        let validated = Validated {
            layout,
            used_samplers: (ps_used, vs_used),
            variant,
            windows: FloatWindows::of(&vs_entry.bindings, &ps_entry.bindings),
            vs: vs_entry,
            ps: ps_entry,
            blend,
            blend_key,
            depth_stencil_key,
            polygon_mode,
            points,
            fixed_key,
        };
        Ok(ProgramMemo::new(inputs, state, validated))
    }
}
impl Renderer {
    /// The fixed-function pixel stage's key of a draw without a pixel shader; `radial`:
    /// table fog takes the distance from the fog input.
    fn fixed_pixel_key(&self, state: &ProgramDrawState, radial: bool) -> Result<FixedFragmentKey> {
        let pixel = &state.fixed_pixel;
        for (n, stage) in pixel.stages.iter().enumerate() {
            if f32::from_bits(stage.sampler.mip_lod_bias).is_nan() {
                return Err(Error::state(format!(
                    "stage {n}: D3DSAMP_MIPMAPLODBIAS is NaN"
                )));
            }
        }
        let output = FragmentOutput {
            alpha_test: state.alpha_test.enable,
            alpha_func: state.alpha_test.func,
            flat_shading: state.flat_shading,
        };
        let mut fragment = pixel.fragment_state(self.gpu.features, output);
        if radial && fragment.fog.is_table() {
            fragment.fog_source = crate::state::fixed::FogSource::Radial;
        }
        FixedFragmentKey::new(&fragment).map_err(fixed_error)
    }
}

impl Renderer {
    /// The cached vertex fetch layout of (vertex shader, declaration, stream states).
    fn input_layout(&mut self, vs: ShaderId, state: &ProgramDrawState) -> Result<Arc<InputLayout>> {
        // A front-end changes the declaration and streams rarely: compare with the last draw's
        // before building and hashing a key.
        if let Some((id, declaration, streams, layout)) = &self.program_last_layout
            && *id == vs
            && *streams == state.streams
            && *declaration == state.declaration
        {
            return Ok(Arc::clone(layout));
        }
        let mut key = std::mem::take(&mut self.program_key);
        key.clear();
        key.extend_from_slice(&vs.0.to_le_bytes());
        for e in &state.declaration {
            key.extend_from_slice(&e.stream.to_le_bytes());
            key.extend_from_slice(&e.offset.to_le_bytes());
            key.extend_from_slice(&[e.ty, e.method, e.usage, e.usage_index]);
        }
        for s in &state.streams {
            key.extend_from_slice(&s.stride.to_le_bytes());
            key.extend_from_slice(&s.frequency.to_le_bytes());
        }
        let result = match self.program.input_layout(&key) {
            Some(layout) => Ok(layout),
            None => {
                let layout = self
                    .shader_slot(vs, ShaderKind::Vertex)
                    .and_then(|slot| {
                        input_layout(&slot.analysis, &state.declaration, &state.streams)
                    })
                    .map(Arc::new);
                if let Ok(layout) = &layout {
                    self.program.insert_input_layout(&key, Arc::clone(layout));
                }
                layout
            }
        };
        self.program_key = key;
        if let Ok(layout) = &result {
            self.program_last_layout = Some((
                vs,
                state.declaration.clone(),
                state.streams,
                Arc::clone(layout),
            ));
        }
        result
    }

    /// What the translated shader emulates for each sampler it uses (`samplers` by `s#`):
    /// nothing for cube maps, which D3D9 does not address. `kinds` overrides the declared
    /// kinds (`Options::sampler_kinds`).
    fn sampler_emulation(
        &self,
        analysis: &Analysis,
        samplers: &[crate::state::sampler::SamplerState],
        kinds: &[Option<SamplerKind>; 16],
    ) -> [SamplerEmulation; 16] {
        let mut out = [SamplerEmulation::default(); 16];
        for used in &analysis.samplers {
            let n = used.index as usize;
            let (Some(state), Some(slot)) = (samplers.get(n), out.get_mut(n)) else {
                continue;
            };
            let kind = kinds.get(n).copied().flatten().unwrap_or(used.kind);
            if kind != SamplerKind::Cube {
                *slot = state.emulation(self.gpu.features);
            }
        }
        out
    }

    /// What the module of a shader model 1 pixel shader depends on besides the memo's state
    /// key: the kind of the texture bound to each stage it samples (2D where none is) and
    /// its sampled stages with D3DTTFF_PROJECTED (only those the translation divides:
    /// `ps_1_1`-`ps_1_3`, not cube maps, so that equal modules have equal options).
    /// Nothing for other pixel stages.
    fn sm1_inputs(&self, state: &ProgramDrawState) -> Result<Sm1Inputs> {
        let Some(ps) = state.pixel_shader else {
            return Ok(Sm1Inputs::default());
        };
        // A missing or wrong shader is refused by validation.
        let Some(slot) = self.shaders.get(ps.0) else {
            return Ok(Sm1Inputs::default());
        };
        let version = slot.analysis.version;
        if version.kind != ShaderKind::Pixel || version.major >= 2 {
            return Ok(Sm1Inputs::default());
        }
        let mut out = Sm1Inputs::default();
        let projects = version.minor < 4;
        for used in &slot.analysis.samplers {
            let n = used.index as usize;
            let kind = match state.textures.get(n).copied().flatten() {
                Some(id) => self.texture_sampler_kind(id)?,
                None => SamplerKind::Tex2d,
            };
            out.set_kind(n, kind);
            let flags = state
                .fixed_pixel
                .stages
                .get(n)
                .map_or(0, |s| s.state.transform_flags);
            let projected = projects && kind != SamplerKind::Cube && flags & D3DTTFF_PROJECTED != 0;
            if projected && n < 8 {
                out.projected |= 1 << n;
                // The divide is by the last of the counted components (w for COUNT4 and
                // DISABLE), as D3D9 drivers do.
                let component: u16 = match flags & 0xFF {
                    2 => 1,
                    3 => 2,
                    _ => 3,
                };
                out.projection_components =
                    out.projection_components & !(3 << (2 * n)) | component << (2 * n);
            }
        }
        Ok(out)
    }
}

impl Renderer {
    /// The fixed-function fog D3D9 applies to the colour of a pixel shader below 3.0
    /// (`Options::fog`, `Options::fog_w`), from the state's resolved fog
    /// (`state.fixed_pixel.fog` and `fog_source`); off for `ps_3_0` (which does its own) and
    /// for the fixed-function pixel stage (which applies its own). Table fog reads the
    /// pixel's depth, or its w where the fog source is w; the radial source (the eye
    /// distance in FOG0, which only the generated vertex stages of draws without a pixel
    /// shader write) reads w too, the closest distance the pixel shader has.
    fn shader_fog(&self, state: &ProgramDrawState) -> ShaderFog {
        let off = ShaderFog::default();
        let Some(ps) = state.pixel_shader else {
            return off;
        };
        // A missing or wrong shader is refused by validation.
        let Some(slot) = self.shaders.get(ps.0) else {
            return off;
        };
        let version = slot.analysis.version;
        if version.kind != ShaderKind::Pixel || version.major >= 3 {
            return off;
        }
        let pixel = &state.fixed_pixel;
        let mode = match pixel.fog {
            FixedFog::Off => return off,
            FixedFog::Vertex => FogMode::Vertex,
            FixedFog::Linear => FogMode::Linear,
            FixedFog::Exp => FogMode::Exp,
            FixedFog::Exp2 => FogMode::Exp2,
        };
        ShaderFog {
            mode,
            w: pixel.fog.is_table() && pixel.fog_source != FogSource::Depth,
        }
    }
}

/// `D3DTTFF_PROJECTED`.
const D3DTTFF_PROJECTED: u32 = 0x100;

fn stale(id: ShaderId) -> Error {
    Error::shader(format!("unknown or destroyed shader id {:#x}", id.0))
}
