//! The fixed-function draw paths: pretransformed ([`Renderer::draw_fixed_rhw`]) and
//! clip-space ([`Renderer::draw_fixed_clip`]) vertices of the 156-byte fixed record (position,
//! diffuse, specular, eight texture coordinate sets, fog; see
//! `ninth_shader::fixed::vertex`), drawn through the generated texture-stage cascade.

use ninth_shader::fixed::vertex::{FIXED_VERTEX_STRIDE, PositionKind};
use ninth_shader::fixed::{FixedFragmentKey, MAX_STAGES};

use crate::cache::fixed_pipelines::{FixedPipelineDesc, TextureGroupKey, fixed_error, pack_kinds};
use crate::context::ContextId;
use crate::draw::Primitive;
use crate::draw::geometry::bind_and_draw;
use crate::draw::pipeline_state::{PipelineState, scissor_rect};
use crate::draw::targets::TargetLayout;
use crate::draw::validate::{validate_geometry, whole_vertices};
use crate::error::{Error, Result};
use crate::record::uniform_ring::DRAW_SIZE;
use crate::renderer::Renderer;
use crate::state::fixed::{FixedDrawState, FixedTextureKind, FogSource};
use crate::state::sampler::{ResolvedSampler, SamplerState};
use crate::textures::TextureType;

/// Bytes of one fixed-path vertex (`ninth_shader::fixed::vertex::FIXED_VERTEX_STRIDE`).
pub const FIXED_VERTEX_SIZE: usize = FIXED_VERTEX_STRIDE as usize;

/// The textures a draw binds: the bind-group key and, per stage, the table id to view
/// (`None`: the builtin black texture of the stage's kind) and the resolved sampler.
struct StageTextures {
    key: TextureGroupKey,
    ids: [Option<crate::TextureId>; MAX_STAGES],
    kinds: [FixedTextureKind; MAX_STAGES],
    samplers: [Option<ResolvedSampler>; MAX_STAGES],
}

impl Renderer {
    /// Draws pretransformed vertices (x, y in target pixels, z, rhw) of the fixed record
    /// with optional 16-bit indices, through the texture-stage cascade of `state`. Nothing is
    /// recorded on error; too few vertices for one primitive or an empty viewport draw
    /// nothing. The viewport clips (as the scissor), as on the RHW path.
    pub fn draw_fixed_rhw(
        &mut self,
        ctx: ContextId,
        state: &FixedDrawState,
        primitive: Primitive,
        vertices: &[u8],
        indices: Option<&[u16]>,
    ) -> Result<()> {
        self.draw_fixed(ctx, state, PositionKind::Rhw, primitive, vertices, indices)
    }

    /// Draws vertices of the fixed record whose positions are homogeneous clip-space
    /// coordinates, mapped to the context's viewport, through the texture-stage cascade.
    pub fn draw_fixed_clip(
        &mut self,
        ctx: ContextId,
        state: &FixedDrawState,
        primitive: Primitive,
        vertices: &[u8],
        indices: Option<&[u16]>,
    ) -> Result<()> {
        self.draw_fixed(ctx, state, PositionKind::Clip, primitive, vertices, indices)
    }

    /// Resolves the texture and sampler of every stage: bound textures are checked (and
    /// their context's clears encoded); stages that sample with nothing bound, or with a
    /// texture of another type bound, get opaque black of the stage's type. Stages that do
    /// not sample bind the default sampler, whatever their sampler state holds.
    fn fixed_stage_textures(
        &mut self,
        ctx: ContextId,
        state: &FixedDrawState,
        key: &FixedFragmentKey,
    ) -> Result<StageTextures> {
        let mut out = StageTextures {
            key: TextureGroupKey {
                textures: [0; MAX_STAGES],
                samplers: [0; MAX_STAGES],
                kinds: 0,
            },
            ids: [None; MAX_STAGES],
            kinds: [FixedTextureKind::Tex2d; MAX_STAGES],
            samplers: std::array::from_fn(|_| None),
        };
        let (features, force) = (self.gpu.features, self.force_anisotropy);
        let unused = SamplerState::default().resolve(features, force)?;
        for n in 0..MAX_STAGES {
            let Some(sampled) = key.texture(n) else {
                out.key.samplers[n] = unused.key;
                out.samplers[n] = Some(unused.clone());
                continue;
            };
            let stage = &state.stages[n];
            out.kinds[n] = sampled.kind;
            // The generated sampling code applies MIPMAPLODBIAS (a uniform), mirrors
            // MIRRORONCE axes once and returns border colours WebGPU lacks, before a
            // clamped sample: WebGPU samplers have none of them.
            if f32::from_bits(stage.sampler.mip_lod_bias).is_nan() {
                return Err(Error::state(format!(
                    "stage {n}: D3DSAMP_MIPMAPLODBIAS is NaN"
                )));
            }
            if stage.sampler.srgb_texture {
                return Err(Error::unsupported(format!(
                    "stage {n}: D3DSAMP_SRGBTEXTURE (the fixed path samples textures as stored)"
                )));
            }
            let sampler = stage.sampler.fixed_path_sampler();
            let resolved = sampler
                .resolve(features, force)
                .map_err(|e| Error::new(e.kind, format!("stage {n}: {}", e.message)))?;
            out.key.samplers[n] = resolved.key;
            out.samplers[n] = Some(resolved);
            // A texture of another type than the stage samples reads opaque black.
            if let Some(id) = stage.texture {
                let dimension = TextureType::of_fixed(sampled.kind).view_dimension();
                if self.sampled_view(id, dimension, ctx)?.1 {
                    out.key.textures[n] = id.0;
                    out.ids[n] = Some(id);
                }
            }
        }
        out.key.kinds = pack_kinds(&out.kinds);
        Ok(out)
    }

    /// The cached texture group of `stages`, made on first use.
    fn fixed_texture_group(&mut self, stages: &StageTextures) -> Result<u64> {
        if let Some(id) = self.fixed.texture_group_id(&stages.key) {
            return Ok(id);
        }
        let mut entries = Vec::with_capacity(MAX_STAGES);
        for n in 0..MAX_STAGES {
            let view = match stages.ids[n] {
                Some(id) => self.texture_view(id)?,
                None => self.black_view(TextureType::of_fixed(stages.kinds[n]).view_dimension()),
            };
            let resolved = stages.samplers[n]
                .as_ref()
                .ok_or_else(|| Error::device("fixed stage sampler missing after validation"))?;
            entries.push((view, self.samplers.get(&self.gpu.device, resolved)));
        }
        Ok(self
            .fixed
            .insert_texture_group(&self.gpu.device, stages.key, &entries))
    }

    fn draw_fixed(
        &mut self,
        ctx: ContextId,
        state: &FixedDrawState,
        position: PositionKind,
        primitive: Primitive,
        vertices: &[u8],
        indices: Option<&[u16]>,
    ) -> Result<()> {
        // Before this draw's bytes go into the arena and rings of the open submission.
        self.flush_if_due();
        let context = self.context(ctx)?;
        let vertex_count = whole_vertices(vertices.len(), FIXED_VERTEX_SIZE)?;
        let Some(validated) =
            validate_geometry(primitive, vertex_count, indices, state.color_write_mask)?
        else {
            return Ok(());
        };
        let (topology, indices) = (validated.topology, validated.indices.as_deref());
        let viewport = context.viewport;
        let (target_w, target_h) = (context.targets.width, context.targets.height);
        let index_format = indices.map(|_| wgpu::IndexFormat::Uint16);
        let depth_format = self.gpu.info.depth_format;
        let pipeline_state = PipelineState::resolve(
            &state.render_states(),
            topology,
            index_format,
            self.gpu.features,
            depth_format,
        )?;
        let mut fragment = state.fragment_state_for(self.gpu.features)?;
        if self.radial_fog && fragment.fog.is_table() {
            // Table fog from the eye distance the record's fog float carries.
            fragment.fog_source = FogSource::Radial;
        }
        let key = FixedFragmentKey::new(&fragment).map_err(fixed_error)?;
        let stages = self.fixed_stage_textures(ctx, state, &key)?;
        if viewport.width == 0 || viewport.height == 0 {
            return Ok(());
        }
        // The texture-stage cascade writes location 0 only: extra targets stay unchanged.
        let targets = TargetLayout::of(self.context(ctx)?, 1, [state.color_write_mask, 0, 0, 0])
            .with_sample_mask(state.sample_mask);
        let desc = FixedPipelineDesc {
            fragment: key,
            position,
            state: pipeline_state,
            depth_format,
            targets,
        };
        let (pipeline_id, pipeline, created) =
            self.fixed
                .prepare(&self.gpu.device, &desc, stages.key.kinds)?;
        self.counters.pipelines_created += u64::from(created);
        let group_id = self.fixed_texture_group(&stages)?;

        // Validated: from here on the draw is recorded.
        let (vx, vy, vw, vh) = match position {
            PositionKind::Rhw => (0, 0, target_w, target_h),
            PositionKind::Clip => (viewport.x, viewport.y, viewport.width, viewport.height),
        };
        let draw_uniforms = draw_block(vw, vh, state);
        let fixed_uniforms = state.uniforms().to_bytes();
        let (device, queue) = (&self.gpu.device, &self.gpu.queue);
        let uniform_slot = self.uniforms.push(
            device,
            queue,
            &self.fixed.draw_layout,
            &mut self.counters,
            &draw_uniforms,
            &fixed_uniforms,
        );
        let geometry = self.push_geometry(&[vertices], validated.vertex_count, indices);

        self.open_draw_pass(ctx)?;
        let (Some(uniform_group), Some(texture_group), Some(open)) = (
            self.uniforms.bind_group(uniform_slot.buffer),
            self.fixed.texture_group(group_id),
            self.recorder.pass_mut(),
        ) else {
            return Err(Error::device(
                "render pass, pipeline or bind group missing after validation",
            ));
        };
        let (pass, bound) = (&mut open.pass, &mut open.bound);
        if bound.pipeline != Some(pipeline_id) {
            pass.set_pipeline(&pipeline);
            bound.pipeline = Some(pipeline_id);
        }
        let uniform_key = (uniform_slot.buffer, uniform_slot.offsets);
        if bound.fixed_uniforms != Some(uniform_key) {
            pass.set_bind_group(0, uniform_group, &uniform_slot.offsets);
            bound.fixed_uniforms = Some(uniform_key);
            bound.target_group = false;
        }
        if bound.fixed_textures != Some(group_id) {
            pass.set_bind_group(1, texture_group, &[]);
            bound.fixed_textures = Some(group_id);
            bound.texture_group = None;
        }
        let wgpu_viewport = [vx, vy, vw, vh, 0, 1f32.to_bits()];
        let full = crate::context::full_viewport(target_w, target_h);
        if bound.viewport.unwrap_or(full) != wgpu_viewport {
            pass.set_viewport(vx as f32, vy as f32, vw as f32, vh as f32, 0.0, 1.0);
            bound.viewport = (wgpu_viewport != full).then_some(wgpu_viewport);
        }
        let scissor = scissor_rect(viewport, state.scissor);
        let stencil_ref = state.stencil_ref & 0xff;
        if bound.stencil_reference != Some(stencil_ref) {
            pass.set_stencil_reference(stencil_ref);
            bound.stencil_reference = Some(stencil_ref);
        }
        bind_and_draw(
            pass,
            bound,
            &self.arena,
            scissor,
            state.blend_factor,
            &geometry,
        );
        self.counters.draws += 1;
        Ok(())
    }
}

/// `NinthDraw` (64 bytes): `half_pixel` = (1 / W, 1 / H) of the WebGPU viewport, then fog
/// start, end, density, the fog colour and the alpha-test reference and function.
fn draw_block(width: u32, height: u32, state: &FixedDrawState) -> [u8; DRAW_SIZE] {
    let fog_color = ninth_shader::fixed::d3dcolor_to_rgba(state.fog_color);
    let values: [f32; 16] = [
        1.0 / width as f32,
        1.0 / height as f32,
        0.0,
        0.0,
        state.fog_start,
        state.fog_end,
        state.fog_density,
        0.0,
        fog_color[0],
        fog_color[1],
        fog_color[2],
        fog_color[3],
        (state.alpha_ref & 0xff) as f32 / 255.0,
        state.alpha_func as f32,
        0.0,
        0.0,
    ];
    let mut out = [0u8; DRAW_SIZE];
    for (chunk, v) in out.chunks_exact_mut(4).zip(values) {
        chunk.copy_from_slice(&v.to_le_bytes());
    }
    out
}
