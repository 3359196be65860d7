//! Recording a validated programmable draw: the pipeline (packed key, built on a miss), the
//! constants in the uniform ring, the streams and indices in the arena, then the binds the
//! open pass does not already hold and the draw.

use ninth_shader::analyze::Analysis;

use crate::compile::recipe::PipelineRecipe;
use crate::compile::service::DrawPipeline;
use crate::context::{ContextId, Viewport};
use crate::draw::batch_hint::PixelChange;
use crate::draw::batch_textures::BatchTextureUse;
use crate::draw::pipeline_state::{depth_bias_scale, scissor_rect};
use crate::draw::program_append::{appended_capacity, restart_buffer};
use crate::draw::program_binds::{DrawBinds, only_pixel_textures};
use crate::draw::program_geometry::ProgramGeometry;
use crate::draw::program_memo::{MemoPipeline, Validated};
use crate::draw::targets::TargetLayout;
use crate::error::{Error, Result};
use crate::record::arena::ArenaSlice;
use crate::record::batch::{AppendedVertices, BatchGeometry, PendingDraw};
use crate::record::uniform_ring::{BUMP_ENV, PIXEL_FLOATS, PROGRAM_BINDINGS, VERTEX_FLOATS};
use crate::renderer::Renderer;
use crate::state::program::{ProgramDrawState, StageConstants};
use crate::state::vertex_streams::InputLayout;
use ninth_shader::wgsl::{FLOAT_FILE_VECTORS, Points};

/// What recording a draw tells the caller about its batch.
pub(crate) struct RecordOutcome {
    /// The pixel stage just learned to batch its pixel block (its memo is stale).
    pub learned: bool,
    /// The draw's batch textures kept it out of the batch before it.
    pub texture_set_broke: bool,
}

/// A cached texture bind group and its id.
#[derive(Clone)]
pub(crate) struct StageGroup {
    pub id: u64,
    pub group: wgpu::BindGroup,
}

/// A translated module.
pub(crate) type StageModule = std::sync::Arc<crate::cache::program_pipelines::ModuleEntry>;

/// Everything a validated programmable draw records.
pub(crate) struct ProgramDraw<'s, 'a> {
    pub ctx: ContextId,
    pub state: &'s ProgramDrawState,
    /// The modules and render-state translation validated for the state.
    pub v: &'s Validated,
    /// The pipeline of the last draw with the same modules and states (the memo's), taken
    /// when its topology and strip format match; set to this draw's.
    pub pipeline: &'s mut Option<MemoPipeline>,
    pub geometry: ProgramGeometry<'a>,
    pub buffers: &'s [std::borrow::Cow<'a, [u8]>],
    /// The slots' layouts (and the pipeline key's packed form of them).
    pub layout: &'s InputLayout,
    pub instances: u32,
    pub pixel_group: Option<&'s StageGroup>,
    /// The batch texture the draw samples (`draw/batch_textures.rs`; 0 without).
    pub pixel_entry: u32,
    /// The set of batch textures `pixel_group` binds and its sampler's key, where the stage
    /// has them.
    pub pixel_set: Option<(crate::draw::batch_textures::BatchTextures, u64)>,
    pub vertex_group: Option<&'s StageGroup>,
    pub viewport: Viewport,
    pub target: (u32, u32),
    /// RHW positions are target pixels: the WebGPU viewport is the whole target.
    pub whole_target_viewport: bool,
}

/// The used float constant ranges in the translator's packing order (`def` values inside a
/// relatively read range replace the application's, as the translator expects).
fn pack_floats(analysis: Option<&Analysis>, floats: &[[f32; 4]], out: &mut Vec<u8>) {
    let Some(analysis) = analysis else {
        return;
    };
    for range in &analysis.float_constants {
        let registers = range.start..range.start + range.count;
        // Most ranges hold no `def`: one copy of the application's registers.
        if let Some(values) = floats.get(registers.start as usize..registers.end as usize)
            && !analysis.float_defs.iter().any(|d| registers.contains(&d.0))
        {
            out.extend_from_slice(bytemuck::cast_slice(values));
            continue;
        }
        for register in registers {
            let value = match analysis.float_def(register) {
                Some(bits) => bits.map(f32::from_bits),
                None => floats.get(register as usize).copied().unwrap_or([0.0; 4]),
            };
            out.extend_from_slice(bytemuck::cast_slice(&value));
        }
    }
}

fn pack_ints<const N: usize>(used: bool, c: &StageConstants<N>, out: &mut Vec<u8>) {
    if used {
        out.extend_from_slice(bytemuck::cast_slice(&c.int));
    }
}

/// `array<vec4u, 4>` with `b#n` at `[n / 4][n % 4]`.
fn pack_bools<const N: usize>(used: bool, c: &StageConstants<N>, out: &mut Vec<u8>) {
    if used {
        let words: [u32; 16] = c.bool.map(u32::from);
        out.extend_from_slice(bytemuck::cast_slice(&words));
    }
}

/// `array<NinthSampler, N>` (`border_color`, `lod_bias` in `.x`) of a stage's sampler states.
fn pack_sampler_uniforms(
    used: bool,
    samplers: &[crate::state::sampler::SamplerState],
    out: &mut Vec<u8>,
) {
    if !used {
        return;
    }
    for s in samplers {
        let c = s.border_color;
        let channel = |shift: u32| ((c >> shift) & 0xff) as f32 / 255.0;
        let values = [
            channel(16),
            channel(8),
            channel(0),
            channel(24),
            f32::from_bits(s.mip_lod_bias),
            0.0,
            0.0,
            0.0,
        ];
        out.extend_from_slice(bytemuck::cast_slice(&values));
    }
}

/// `array<NinthBumpEnv, 8>` (`mat` = D3DTSS_BUMPENVMAT00, 01, 10, 11; `luminance` =
/// BUMPENVLSCALE, BUMPENVLOFFSET, 0, 0) of the texture stages' bump-environment states.
fn pack_bump_env(used: bool, pixel: &crate::state::fixed::FixedPixelState, out: &mut Vec<u8>) {
    if !used {
        return;
    }
    for s in &pixel.stages {
        let [m00, m01, m10, m11] = s.bump_mat;
        let values = [m00, m01, m10, m11, s.bump_lscale, s.bump_loffset, 0.0, 0.0];
        out.extend_from_slice(bytemuck::cast_slice(&values));
    }
}

/// The `NinthFixed` block of `state`'s fixed-function pixel stage: `last`'s when what it is
/// made of is equal (most draws change only textures or vertex constants), else made and
/// kept in `last`.
fn fixed_uniform_block(
    last: &mut Option<Box<crate::renderer::FixedUniformBlock>>,
    state: &ProgramDrawState,
) -> [u8; ninth_shader::fixed::uniforms::FIXED_UNIFORMS_SIZE] {
    let alpha_ref = state.alpha_test.reference & 0xff;
    let source = state.fixed_pixel.uniform_source(alpha_ref);
    match last {
        Some(block) if block.0 == source => block.1,
        _ => {
            let bytes = state.fixed_pixel.uniforms(alpha_ref).to_bytes();
            *last = Some(Box::new((source, bytes)));
            bytes
        }
    }
}

/// `NinthDraw`: half-pixel size of the WebGPU viewport, the vectors of one draw's block in a
/// batch (0: not batched) and where its pixel block starts, fog (D3DRS_FOGSTART, FOGEND,
/// FOGDENSITY) and fog colour (D3DRS_FOGCOLOR as RGBA 0..1), read by pixel shaders below
/// 3.0 with fog (`Options::fog`), alpha test and the vertices of each draw of a non-indexed
/// batch (0: indexed; `record/batch.rs`); with
/// an extended block (`out` of [`DRAW_EXTENDED`] bytes, for a vertex module reading them)
/// the point size, minimum and maximum and the six user clip planes follow.
fn draw_block(
    (width, height): (u32, u32),
    (stride, pixel_block, appended): (u32, u32, u32),
    state: &ProgramDrawState,
    out: &mut [u8],
) {
    let f = &state.fixed_pixel;
    let [r, g, b, a] = ninth_shader::fixed::d3dcolor_to_rgba(f.fog_color);
    let values: [f32; 16] = [
        1.0 / width as f32,
        1.0 / height as f32,
        stride as f32,
        pixel_block as f32,
        f.fog_start,
        f.fog_end,
        f.fog_density,
        0.0,
        r,
        g,
        b,
        a,
        (state.alpha_test.reference & 0xff) as f32 / 255.0,
        state.alpha_test.func as f32,
        appended as f32,
        0.0,
    ];
    out[..DRAW_BASE].copy_from_slice(bytemuck::cast_slice(&values));
    if out.len() >= DRAW_EXTENDED {
        let p = state.point;
        out[DRAW_BASE..DRAW_BASE + 16]
            .copy_from_slice(bytemuck::cast_slice(&[p.size, p.min, p.max, 0.0]));
        out[DRAW_BASE + 16..DRAW_EXTENDED]
            .copy_from_slice(bytemuck::cast_slice(&state.clip_planes));
    }
}

/// Bytes of `NinthDraw`, and of `NinthDraw` with its point and clip-plane fields.
const DRAW_BASE: usize = ninth_shader::wgsl::DRAW_SIZE as usize;
const DRAW_EXTENDED: usize = ninth_shader::wgsl::DRAW_SIZE_EXTENDED as usize;

impl Renderer {
    /// Records the draw; says whether its pixel shader just learned to batch its pixel
    /// block (`draw/batch_hint.rs`), so that the caller drops the draw memo, and whether its
    /// batch textures kept it out of the batch before it.
    pub(crate) fn record_program(&mut self, d: ProgramDraw<'_, '_>) -> Result<RecordOutcome> {
        let state = d.state;
        let topology = d.geometry.topology;
        let index_format = d.geometry.index.as_ref().map(|(_, f, _)| *f);
        let strip_format = topology
            .is_strip()
            .then_some(index_format.unwrap_or(wgpu::IndexFormat::Uint16));

        let memo_hit = d
            .pipeline
            .as_ref()
            .is_some_and(|m| m.topology == topology && m.strip_format == strip_format);
        let point_quads = d.v.points != Points::Plain;
        if !memo_hit {
            let triangles = !matches!(
                topology,
                wgpu::PrimitiveTopology::PointList
                    | wgpu::PrimitiveTopology::LineList
                    | wgpu::PrimitiveTopology::LineStrip
            );
            // WebGPU allows depth bias and polygon modes only on triangles (point quads are
            // points: no bias, never wireframe, as plain points).
            let raster = if triangles && !point_quads {
                let scale = depth_bias_scale(self.gpu.info.depth_format);
                let bias = (state.depth_bias * scale).round() as i32;
                (bias, state.slope_scale_depth_bias, d.v.polygon_mode)
            } else {
                (0, 0.0, wgpu::PolygonMode::Fill)
            };
            *d.pipeline = Some(self.program_pipeline(&d, raster, strip_format)?);
        }
        let Some(MemoPipeline {
            id: pipeline_id,
            pipeline,
            ..
        }) = d.pipeline.as_ref()
        else {
            return Err(Error::device("pipeline missing after lookup"));
        };
        let pipeline_id = *pipeline_id;

        // A draw whose vertex float file holds several draws' constants may be merged with
        // the draws around it into one instanced draw (`record/batch.rs`); D3D9 instancing
        // and instance-rate streams keep their own instance index.
        let mergeable =
            self.batch_draws && d.instances == 1 && d.layout.vertex_rate_only() && !point_quads;
        // The pixel shader's constants and batch texture follow the vertex constants in
        // one block per draw (`Options::pixel_batch`), so that merged draws may differ in them.
        let pixel_batched = d.v.ps.bindings.pixel_batch;

        // Constants, only the used ranges of each stage.
        // All ten blocks one after another in a reused buffer; `NinthDraw` is filled in
        // once the block's size is known.
        let mut files = std::mem::take(&mut self.program_constants);
        // The fixed-function pixel stage's `NinthFixed`, made again only when it changed.
        let fixed_block = match state.pixel_shader {
            Some(_) => None,
            None => Some(fixed_uniform_block(&mut self.fixed_uniforms, state)),
        };
        let (vs_analysis, ps_analysis) = self.program_analyses(state);
        files.clear();
        let mut ends = [0usize; PROGRAM_BINDINGS];
        let extended = d.v.vs.bindings.draw_size > ninth_shader::wgsl::DRAW_SIZE;
        // Filled in below, once the block's size is known.
        files.resize(if extended { DRAW_EXTENDED } else { DRAW_BASE }, 0);
        ends[0] = files.len();
        pack_floats(vs_analysis, &state.vs_constants.float[..], &mut files);
        let pixel_block = ((files.len() - ends[0]) / 16) as u32;
        if pixel_batched {
            let header = [d.pixel_entry as f32, 0.0, 0.0, 0.0];
            files.extend_from_slice(bytemuck::cast_slice(&header));
            match d.v.fixed_key {
                // The fixed-function stage's uniforms, as far as its stages reach.
                Some(key) => {
                    let vectors = ninth_shader::fixed::batched_uniform_vectors(&key) as usize;
                    let block = fixed_block.as_ref().map_or(&[][..], |b| &b[..16 * vectors]);
                    files.extend_from_slice(block);
                }
                None => pack_floats(ps_analysis, &state.ps_constants.float[..], &mut files),
            }
        }
        ends[1] = files.len();
        let stride = ((ends[1] - ends[0]) / 16) as u32;
        let mut batch_capacity = match (mergeable, pixel_batched) {
            (false, _) => 1,
            (true, true) => FLOAT_FILE_VECTORS / stride.max(1),
            (true, false) => d.v.vs.bindings.float_batch,
        };
        // Small draws of their own vertices append them to the batch (`record/batch.rs`).
        let appended_count = self.appended_vertices(&d, mergeable);
        if appended_count > 0 {
            batch_capacity = appended_capacity(batch_capacity, stride, topology, appended_count);
        }
        let appended = (appended_count > 0 && batch_capacity > 1).then_some(appended_count);
        let (vw, vh) = if d.whole_target_viewport {
            d.target
        } else {
            (d.viewport.width, d.viewport.height)
        };
        let batch_stride = if batch_capacity > 1 { stride } else { 0 };
        draw_block(
            (vw, vh),
            (batch_stride, pixel_block, appended.unwrap_or(0)),
            state,
            &mut files[..ends[0]],
        );
        match state.pixel_shader {
            _ if pixel_batched => {}
            Some(_) => pack_floats(ps_analysis, &state.ps_constants.float[..], &mut files),
            // The fixed-function pixel stage's `NinthFixed` takes the pixel constants' place.
            None => files.extend_from_slice(fixed_block.as_ref().map_or(&[][..], |b| &b[..])),
        }
        ends[2] = files.len();
        pack_ints(
            d.v.vs.bindings.int_constants,
            &state.vs_constants,
            &mut files,
        );
        ends[3] = files.len();
        pack_ints(
            d.v.ps.bindings.int_constants,
            &state.ps_constants,
            &mut files,
        );
        ends[4] = files.len();
        pack_bools(
            d.v.vs.bindings.bool_constants,
            &state.vs_constants,
            &mut files,
        );
        ends[5] = files.len();
        pack_bools(
            d.v.ps.bindings.bool_constants,
            &state.ps_constants,
            &mut files,
        );
        ends[6] = files.len();
        let vs_samplers = d.v.vs.bindings.sampler_uniforms;
        let ps_samplers = d.v.ps.bindings.sampler_uniforms;
        pack_sampler_uniforms(vs_samplers, &state.vertex_samplers, &mut files);
        ends[7] = files.len();
        pack_sampler_uniforms(ps_samplers, &state.samplers, &mut files);
        ends[8] = files.len();
        // A block like the others: draws whose bump environments differ are never merged
        // into one batch (`append_vertex_floats` compares every other block).
        pack_bump_env(d.v.ps.bindings.bump_env, &state.fixed_pixel, &mut files);
        ends[BUMP_ENV] = files.len();
        let blocks: [&[u8]; PROGRAM_BINDINGS] = std::array::from_fn(|i| {
            let start = if i == 0 { 0 } else { ends[i - 1] };
            &files[start..ends[i]]
        });
        // An appendable draw's one stream: after the pending batch's vertices where it may
        // join it (then `joined_first` is where the batch's vertices start).
        let mut joined_first = None;
        let mut slices = arrayvec::ArrayVec::<ArenaSlice, 16>::new();
        if let (Some(count), [stream]) = (appended, d.buffers) {
            let (slice, first) = self.push_appended(pipeline_id, count, stream);
            self.program_last_slices[0] = Some((slice, stream.len()));
            slices.push(slice);
            joined_first = first;
        }
        let (device, queue) = (&self.gpu.device, &self.gpu.queue);
        let last = &mut self.program_last_slices;
        // At most 16 streams (`draw_program` refuses more).
        for (i, b) in d.buffers.iter().enumerate().take(16) {
            // The appended stream is in already.
            if i < slices.len() {
                continue;
            }
            // A stream kept in a resident buffer is bound from it (`record/resident.rs`).
            if let Some(slice) = self
                .resident
                .bind(b.as_ref(), &mut self.arena, &mut self.counters)
            {
                last[i] = None;
                slices.push(slice);
                continue;
            }
            let pushed = self
                .arena
                .push_or_reuse(device, queue, &mut self.counters, b, last[i]);
            last[i] = Some((pushed, b.len()));
            slices.push(pushed);
        }
        let index = d.geometry.index.as_ref().map(|(bytes, format, count)| {
            // Indices kept in a resident buffer are bound from it (`record/resident.rs`).
            let resident = self
                .resident
                .bind_indices(bytes, &mut self.arena, &mut self.counters);
            let slice = match resident {
                Some(slice) => {
                    last[16] = None;
                    slice
                }
                None => {
                    let slice = self.arena.push_or_reuse(
                        device,
                        queue,
                        &mut self.counters,
                        bytes,
                        last[16],
                    );
                    last[16] = Some((slice, bytes.len()));
                    slice
                }
            };
            (slice, *format, *count, bytes.len() as u64)
        });
        let batch_geometry = match index {
            Some((_, _, count, _)) => BatchGeometry::Indexed {
                count,
                base_vertex: d.geometry.base_vertex,
            },
            None => BatchGeometry::Vertices {
                count: d.geometry.vertex_count,
            },
        };

        self.open_draw_pass(d.ctx)?;
        let (tw, th) = d.target;
        let v = d.viewport;
        let binds = DrawBinds {
            pixel_group: d.pixel_group,
            vertex_group: d.vertex_group,
            viewport: if d.whole_target_viewport {
                crate::context::full_viewport(tw, th)
            } else {
                v.wgpu()
            },
            full: crate::context::full_viewport(tw, th),
            scissor: scissor_rect(v, state.scissor),
            blend_factor: state.blend_factor,
            stencil_ref: state.stencil_ref & 0xff,
            vertex_buffers: &slices,
            index: index.map(|(slice, format, _, len)| (slice, format, len)),
        };
        let Some(open) = self.recorder.batching_pass() else {
            return Err(Error::device("render pass missing after it was opened"));
        };
        // Joining the pending batch: every bind the draw needs is the batch's (an appended
        // draw's vertices are bound where the batch's start).
        let first_slice = joined_first.map(|first| [first]);
        let join_binds = DrawBinds {
            vertex_buffers: first_slice.as_ref().map_or(&slices[..], |f| &f[..]),
            ..binds
        };
        let mut stale = join_binds.stale(&open.bound);
        let fits = open
            .pending
            .as_ref()
            .filter(|p| {
                // Joining as an instance: not a batch of appended draws.
                let appended_batch = p.appended.as_ref().is_some_and(|a| a.joined);
                batch_capacity > 1 && (joined_first.is_some() || !appended_batch)
            })
            .and_then(|p| p.append(pipeline_id, batch_geometry));
        // A batch texture set that keeps the entries the batch samples serves it too.
        let mut texture_set_broke = false;
        if fits.is_some()
            && only_pixel_textures(stale)
            && let (Some((set, sampler)), Some(group), Some(pending)) =
                (d.pixel_set, d.pixel_group, open.pending.as_mut())
            && let Some(bound) = pending.texture_set.as_mut()
        {
            if bound.served_by(&set, sampler) {
                open.pass.set_bind_group(1, &group.group, &[]);
                open.bound.program_textures = Some(group.id);
                bound.set = set;
                stale = 0;
            } else {
                texture_set_broke = true;
            }
        }
        let append = fits.filter(|_| stale == 0);
        if let Some(append) = append
            && self
                .program_uniforms
                .append_vertex_floats(&mut self.counters, &blocks, &append)
            && let Some(pending) = open.pending.as_mut()
        {
            pending.draws += 1;
            match (joined_first, pending.appended.as_mut()) {
                (Some(_), Some(appended)) => appended.joined = true,
                // Joined as an instance: the batch is drawn with instances from now on.
                (None, _) => pending.appended = None,
                (Some(_), None) => {}
            }
            if let Some(textures) = pending.texture_set.as_mut() {
                textures.used |= 1 << d.pixel_entry;
            }
            self.program_constants = files;
            self.counters.draws += 1;
            self.counters.draws_merged += 1;
            // Its pipeline, uniform group and every other bind are the batch's.
            self.counters.binds_skipped += u64::from(binds.needed().count_ones()) + 2;
            return Ok(RecordOutcome {
                learned: false,
                texture_set_broke,
            });
        }
        open.issue_pending();
        // What kept the draw out of the batch, for learning; what it binds now.
        let join_stale = stale;
        let stale = if joined_first.is_some() {
            binds.stale(&open.bound)
        } else {
            stale
        };
        // Missed the batch only through the pixel block: the shader may learn to batch it.
        let ps_bindings = &d.v.ps.bindings;
        // Batch textures need one sampler.
        let single_texture = ps_bindings.batch_textures == 0 && ps_bindings.textures.len() == 1;
        let pixel_change = match (fits.is_some(), d.v.hint_owner(state)) {
            (true, Some(owner)) if join_stale == 0 && !pixel_batched => {
                let floats = blocks[PIXEL_FLOATS];
                // Batching the pixel block helps only where the pixel constants differ and
                // the bump environment (a block of its own) does not.
                let bump = blocks[BUMP_ENV];
                let uniforms = &self.program_uniforms;
                let same_bump = bump.is_empty() || uniforms.last_block_is(BUMP_ENV, bump);
                (!floats.is_empty() && same_bump && !uniforms.last_block_is(PIXEL_FLOATS, floats))
                    .then_some((owner, PixelChange::Constants))
            }
            (true, Some(owner)) if only_pixel_textures(join_stale) && single_texture => {
                Some((owner, PixelChange::Texture))
            }
            _ => None,
        };
        let learned = match pixel_change {
            Some((owner, change)) => self
                .batch_hint_mut(owner)
                .is_some_and(|hint| hint.count(change)),
            None => false,
        };

        let mut slot = self.program_uniforms.push_program(
            &self.gpu.device,
            &self.gpu.queue,
            &mut self.counters,
            &blocks,
        );
        if pixel_batched {
            // The pixel shader reads its block through its own binding, from the same place.
            slot.offsets[PIXEL_FLOATS] = slot.offsets[VERTEX_FLOATS];
        }
        let vertex_floats = blocks[VERTEX_FLOATS].len() as u32;
        self.program_constants = files;
        let (variant, windows) = (d.v.variant, d.v.windows);
        let device = &self.gpu.device;
        let layout = self.program.variant_layout(device, variant);
        let uniform_group =
            self.program_uniforms
                .variant_bind_group(device, layout, slot.buffer, variant, windows);
        let (Some(uniform_group), Some(open)) = (uniform_group, self.recorder.batching_pass())
        else {
            return Err(Error::device(
                "render pass or bind group missing after validation",
            ));
        };
        let (pass, bound) = (&mut open.pass, &mut open.bound);
        let mut skipped = (binds.needed() & !stale).count_ones() as u64;
        if bound.pipeline != Some(pipeline_id) {
            pass.set_pipeline(pipeline);
            bound.pipeline = Some(pipeline_id);
            // ZENABLE or STENCILENABLE (the key is normalised: off zeroes the rest).
            open.uses_depth |= d.v.depth_stencil_key & (1 | 1 << 6) != 0;
        } else {
            skipped += 1;
        }
        // Offsets the variant does not bind are marked, so that a group of another variant
        // over the same buffer never looks bound.
        let uniform_key = (slot.buffer, variant.bound_offsets(&slot.offsets), windows);
        if bound.program_uniforms != Some(uniform_key) {
            pass.set_bind_group(0, uniform_group, &variant.dynamic_offsets(&slot.offsets));
            bound.program_uniforms = Some(uniform_key);
        } else {
            skipped += 1;
        }
        self.counters.binds_skipped += skipped;
        binds.bind(stale, pass, bound, &self.arena);
        // A draw that may start a batch waits for the next one; any other is issued now.
        let batching = batch_capacity > 1 && (vertex_floats > 0 || appended.is_some());
        let appended = match (appended, slices.first()) {
            (Some(count), Some(&first)) if batching => Some(AppendedVertices {
                count,
                first,
                bytes: d.buffers.first().map_or(0, |b| b.len() as u64),
                restart: topology
                    .is_strip()
                    .then(|| restart_buffer(&self.gpu.device, &mut self.restart_buffers, count)),
                joined: false,
            }),
            _ => None,
        };
        let draw = PendingDraw {
            geometry: batch_geometry,
            pipeline: pipeline_id,
            slot,
            block: vertex_floats,
            draws: if batching { 1 } else { d.instances },
            capacity: batch_capacity,
            appended,
            texture_set: d.pixel_set.map(|(set, sampler)| BatchTextureUse {
                set,
                sampler,
                used: 1 << d.pixel_entry,
            }),
        };
        if batching {
            open.pending = Some(draw);
        } else {
            draw.issue(pass, bound);
        }
        self.counters.draws += 1;
        Ok(RecordOutcome {
            learned,
            texture_set_broke,
        })
    }

    /// The pipeline of a draw: looked up by its packed key, built on a miss.
    fn program_pipeline(
        &mut self,
        d: &ProgramDraw<'_, '_>,
        (bias, slope, polygon_mode): (i32, f32, wgpu::PolygonMode),
        strip_format: Option<wgpu::IndexFormat>,
    ) -> Result<MemoPipeline> {
        let state = d.state;
        let topology = d.geometry.topology;
        let device = self.gpu.device.clone();
        let mut key = std::mem::take(&mut self.program_key);
        key.clear();
        key.extend_from_slice(&d.v.vs.id.to_le_bytes());
        key.extend_from_slice(&d.v.ps.id.to_le_bytes());
        key.extend_from_slice(&d.v.blend_key.to_le_bytes());
        key.extend_from_slice(&d.v.depth_stencil_key.to_le_bytes());
        key.extend_from_slice(&bias.to_le_bytes());
        key.extend_from_slice(&slope.to_bits().to_le_bytes());
        // The pixel shader's written locations decide which targets get a write mask.
        let written = self
            .program_analyses(state)
            .1
            .map_or(1, |a| a.color_outputs);
        let [m1, m2, m3] = state.extra_color_write_masks;
        let targets = TargetLayout::of(
            self.context(d.ctx)?,
            written,
            [state.color_write_mask, m1, m2, m3],
        )
        .with_sample_mask(state.sample_mask);
        targets.push_key(&mut key);
        // Point quads are never culled, and fetch every stream per instance.
        let point_quads = d.v.points != Points::Plain;
        let cull = if point_quads {
            crate::draw::Cull::None
        } else {
            state.cull
        };
        key.extend_from_slice(&[
            cull as u8,
            polygon_mode as u8,
            topology as u8,
            strip_format.map_or(0, |f| 1 + f as u8),
            u8::from(point_quads),
        ]);
        key.extend_from_slice(d.layout.key());
        let depth_format = self.gpu.info.depth_format;
        // Everything but the key is worked out only when the pipeline is built.
        let found = match self.program.cached_pipeline(&key) {
            Some((id, pipeline)) => Ok((id, pipeline)),
            None => {
                let recipe = || -> Result<PipelineRecipe> {
                    let mut depth_stencil = state.depth_stencil.to_wgpu(depth_format)?;
                    depth_stencil.bias = wgpu::DepthBiasState {
                        constant: bias,
                        slope_scale: slope,
                        clamp: 0.0,
                    };
                    let (front_face, cull_mode) = cull.wgpu();
                    let primitive = wgpu::PrimitiveState {
                        topology,
                        strip_index_format: strip_format,
                        front_face,
                        cull_mode,
                        unclipped_depth: false,
                        polygon_mode,
                        conservative: false,
                    };
                    Ok(PipelineRecipe::new(
                        &d.layout.buffer_layouts(point_quads),
                        primitive,
                        depth_stencil,
                        targets.color_targets(d.v.blend),
                        targets.multisample(),
                    ))
                };
                recipe().map(|recipe| {
                    let layout =
                        self.program
                            .pipeline_layout(&device, &d.v.vs.bindings, &d.v.ps.bindings);
                    // The key across runs: the modules by content, then the rest as it is.
                    let stable = self.compile.wants_stable_keys().then(|| {
                        let mut stable = Vec::with_capacity(key.len() + 8);
                        stable.extend_from_slice(&d.v.vs.content.to_le_bytes());
                        stable.extend_from_slice(&d.v.ps.content.to_le_bytes());
                        stable.extend_from_slice(&key[8..]);
                        stable
                    });
                    let draw = DrawPipeline {
                        stable_key: stable.as_deref(),
                        layout,
                        vs: &d.v.vs,
                        ps: &d.v.ps,
                        recipe,
                    };
                    let pipeline = self
                        .compile
                        .draw_pipeline(&device, draw, &mut self.counters);
                    (
                        self.program.insert_pipeline(&key, pipeline.clone()),
                        pipeline,
                    )
                })
            }
        };
        self.program_key = key;
        let (id, pipeline) = found?;
        Ok(MemoPipeline {
            topology,
            strip_format,
            id,
            pipeline,
        })
    }

    /// The analyses of the state's shaders (for constant packing).
    fn program_analyses(&self, state: &ProgramDrawState) -> (Option<&Analysis>, Option<&Analysis>) {
        let get = |id: Option<crate::ShaderId>| {
            id.and_then(|id| self.shaders.get(id.0))
                .map(|s| &s.analysis)
        };
        (get(state.vertex_shader), get(state.pixel_shader))
    }
}
