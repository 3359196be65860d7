//! The recorder: a frame's work is kept as steps (`record/steps.rs`) until a commit,
//! readback or resize, and one render pass stays open for the context being drawn into. `BoundState` remembers
//! what the open pass holds so redundant binds are skipped; it is forgotten with the pass.

use crate::context::MAX_COLOR_TARGETS;
use crate::record::batch::PendingDraw;
use crate::record::pass_encoder::{PassEncoder, PipelineWaits};
use crate::record::steps::{PassStep, Resource, Step, StepCounts};
use crate::record::uniform_ring::FloatWindows;

/// One colour attachment of a pass: the view drawn into, the single-sample view a
/// multisampled one resolves into, and a waiting clear.
pub(crate) struct ColorAttachment {
    pub view: wgpu::TextureView,
    pub resolve: Option<wgpu::TextureView>,
    pub clear: Option<wgpu::Color>,
}

/// Everything a pass draws into, with the clears its load actions fold in.
pub(crate) struct PassTargets {
    /// Handle of the context the pass draws into (colour target 0).
    pub ctx: u32,
    /// Handles of the contexts of colour targets 1-3.
    pub extra: [Option<u32>; MAX_COLOR_TARGETS - 1],
    /// Handle of the depth-stencil surface.
    pub depth: u32,
    /// Colour attachments 0-3 (`None`: a gap).
    pub colors: [Option<ColorAttachment>; MAX_COLOR_TARGETS],
    pub depth_view: wgpu::TextureView,
    pub depth_clear: Option<f32>,
    pub stencil_clear: Option<u32>,
    /// A depth surface larger than the colour target: colour attachment 0 is a scratch
    /// texture of the surface's size, loaded from the target before the pass (unless
    /// cleared) and copied back after it, and the viewport is the target's.
    pub oversize: Option<Oversize>,
}

/// The scratch colour of a pass whose depth surface is larger than its colour target.
pub(crate) struct Oversize {
    pub target: wgpu::Texture,
    pub scratch: wgpu::Texture,
    pub load: bool,
}

impl Oversize {
    pub(crate) fn copy(
        from: &wgpu::Texture,
        to: &wgpu::Texture,
        size: wgpu::Extent3d,
        encoder: &mut wgpu::CommandEncoder,
    ) {
        encoder.copy_texture_to_texture(from.as_image_copy(), to.as_image_copy(), size);
    }

    pub(crate) fn size(&self) -> wgpu::Extent3d {
        self.target.size()
    }
}

pub(crate) struct OpenPass {
    pub pass: PassEncoder,
    pub bound: BoundState,
    /// Whether a draw in it tests or writes depth or stencil.
    pub uses_depth: bool,
    /// What it draws into, with the clears it begins with.
    targets: PassTargets,
    occlusion: Option<wgpu::QuerySet>,
    /// Targets its draws sample.
    reads: Vec<Resource>,
    size: (u32, u32),
    /// A batch of programmable draws not yet issued (`record/batch.rs`); issued before
    /// anything else is recorded into the pass.
    pub pending: Option<PendingDraw>,
}

impl OpenPass {
    /// Issues the pending batch, if any.
    pub fn issue_pending(&mut self) {
        if let Some(batch) = self.pending.take() {
            batch.issue(&mut self.pass, &mut self.bound);
        }
    }
}

/// What the open pass has bound, so equal binds are skipped.
#[derive(Default)]
pub(crate) struct BoundState {
    pub pipeline: Option<u64>,
    pub scissor: Option<[u32; 4]>,
    pub blend_constant: Option<u32>,
    pub vertex_buffer: Option<(u32, u64)>,
    /// The WebGPU viewport when it is not the whole target (clip-space draws).
    pub viewport: Option<[u32; 6]>,
    /// Group 0: ring buffer, the offset per binding (those the variant does not bind
    /// `u32::MAX`) and the float files' windows.
    pub program_uniforms: Option<(
        u32,
        [u32; crate::record::uniform_ring::PROGRAM_BINDINGS],
        FloatWindows,
    )>,
    /// Group 1 (pixel textures).
    pub program_textures: Option<u64>,
    /// Programmable group 2 (vertex textures).
    pub program_vertex_textures: Option<u64>,
    /// Stencil reference.
    pub stencil_reference: Option<u32>,
    /// The index buffer (arena buffer, offset, length, format).
    pub index_buffer: Option<(u32, u64, u64, wgpu::IndexFormat)>,
    /// Vertex buffer slots 1-15 (slot 0 is `vertex_buffer`).
    pub program_vertex_buffers: [Option<(u32, u64)>; 15],
}

#[derive(Default)]
pub(crate) struct Recorder {
    /// The frame's steps so far (`record/steps.rs`).
    steps: Vec<Step>,
    /// The encoder of work between passes being recorded now.
    segment: Option<wgpu::CommandEncoder>,
    pass: Option<OpenPass>,
    /// Targets sampled by a draw being prepared before its pass was opened, with the
    /// context it draws into; the pass into that context takes them when it begins.
    reads_waiting: Vec<(u32, Resource)>,
    /// Occlusion and timestamp queries (`queries/`): passes carry their occlusion set and
    /// open and close their segments, the encoder's end resolves them.
    pub queries: crate::queries::state::Queries,
    /// How the pipelines of encoded passes arrived (`compile/`), until the renderer's
    /// counters take them.
    pub pipeline_waits: PipelineWaits,
}

impl Recorder {
    /// The encoder for work between passes, with any open pass ended first.
    pub fn encoder(&mut self, device: &wgpu::Device) -> &mut wgpu::CommandEncoder {
        self.end_pass();
        self.segment.get_or_insert_with(|| {
            device.create_command_encoder(&wgpu::CommandEncoderDescriptor {
                label: Some("ninth frame"),
            })
        })
    }

    /// Context of the open pass.
    pub fn pass_context(&self) -> Option<u32> {
        self.pass.as_ref().map(|p| p.targets.ctx)
    }

    /// Whether the open pass draws into context `ctx` as any of its colour targets.
    pub fn pass_uses_context(&self, ctx: u32) -> bool {
        self.pass
            .as_ref()
            .is_some_and(|p| p.targets.ctx == ctx || p.targets.extra.contains(&Some(ctx)))
    }

    /// Depth-stencil surface of the open pass.
    pub fn pass_depth(&self) -> Option<u32> {
        self.pass.as_ref().map(|p| p.targets.depth)
    }

    /// Notes that a draw into context `drawing` samples `resource` (pass merging must not
    /// move it across a pass writing that).
    pub fn note_read(&mut self, drawing: u32, resource: Resource) {
        match self.pass.as_mut() {
            Some(open) if open.targets.ctx == drawing => {
                if !open.reads.contains(&resource) {
                    open.reads.push(resource);
                }
            }
            _ => self.reads_waiting.push((drawing, resource)),
        }
    }

    /// The open pass, with any pending batch issued first.
    pub fn pass_mut(&mut self) -> Option<&mut OpenPass> {
        let open = self.pass.as_mut()?;
        open.issue_pending();
        Some(open)
    }

    /// The open pass with its pending batch, which the caller extends or issues.
    pub fn batching_pass(&mut self) -> Option<&mut OpenPass> {
        self.pass.as_mut()
    }

    /// The open pass's commands (its pending batch issued) with the queries, for
    /// `queries/`.
    pub fn pass_and_queries(
        &mut self,
    ) -> (
        Option<&mut PassEncoder>,
        &mut crate::queries::state::Queries,
    ) {
        let pass = self.pass.as_mut().map(|open| {
            open.issue_pending();
            &mut open.pass
        });
        (pass, &mut self.queries)
    }

    pub fn end_pass(&mut self) {
        let Some(mut open) = self.pass.take() else {
            return;
        };
        open.issue_pending();
        // An occlusion query's segment ends with the pass (`queries/state.rs`).
        self.queries.pass_ending(&mut open.pass);
        let size = match &open.targets.oversize {
            Some(o) => (o.scratch.width(), o.scratch.height()),
            None => open.size,
        };
        self.steps.push(Step::Pass(Box::new(PassStep {
            targets: open.targets,
            occlusion: open.occlusion,
            size,
            commands: open.pass,
            reads: open.reads,
            uses_depth: open.uses_depth,
            discard_depth: false,
            discard_stencil: false,
            discard_colors: [false; MAX_COLOR_TARGETS],
            skip_depth_load: false,
        })));
    }

    /// Marks the point after which `resource` (a depth-stencil surface, or a multisampled
    /// context's samples) is not needed (`record/steps.rs` skips stores before it).
    pub fn discard(&mut self, resource: Resource) {
        self.end_pass();
        if let Some(segment) = self.segment.take() {
            self.steps.push(Step::Commands(segment));
        }
        self.steps.push(Step::Discard(resource));
    }

    /// Opens a pass on a context's targets (`size`: the target's width and height);
    /// waiting clears become load actions.
    pub fn begin_pass(
        &mut self,
        device: &wgpu::Device,
        targets: PassTargets,
        size: (u32, u32),
    ) -> &mut OpenPass {
        self.end_pass();
        if let Some(segment) = self.segment.take() {
            self.steps.push(Step::Commands(segment));
        }
        // Once occlusion queries are in use every pass carries their query set, so a query
        // begun inside the pass counts from there (`queries/state.rs`).
        let occlusion = self.queries.pass_set(device);
        let mut pass = PassEncoder::new();
        self.queries.pass_begun(&mut pass);
        let mut reads = Vec::new();
        for (ctx, resource) in self.reads_waiting.drain(..) {
            if ctx == targets.ctx && !reads.contains(&resource) {
                reads.push(resource);
            }
        }
        self.pass.insert(OpenPass {
            pass,
            bound: BoundState::default(),
            pending: None,
            uses_depth: false,
            targets,
            occlusion,
            reads,
            size,
        })
    }

    /// Ends the pass and takes the frame's steps, optimised when `optimise` (counts of
    /// what that did in the second value), encoded into the encoders to submit in order
    /// (`None` when nothing was recorded).
    pub fn take_encoders(
        &mut self,
        device: &wgpu::Device,
        optimise: bool,
    ) -> Option<(Vec<wgpu::CommandEncoder>, StepCounts)> {
        self.end_pass();
        self.reads_waiting.clear();
        if let Some(segment) = self.segment.take() {
            self.steps.push(Step::Commands(segment));
        }
        if self.steps.is_empty() {
            return None;
        }
        let mut steps = std::mem::take(&mut self.steps);
        let counts = if optimise {
            crate::record::steps::optimise(&mut steps)
        } else {
            StepCounts::default()
        };
        let mut encoders = crate::record::steps::encode(steps, device, &mut self.pipeline_waits);
        // The queries written in them come back through resolves at the end.
        if let Some(last) = encoders.last_mut() {
            self.queries.resolve(last);
        }
        Some((encoders, counts))
    }
}
