//! The recorder: one command encoder collects all work until a commit, readback or resize,
//! and one render pass stays open for the context being drawn into. `BoundState` remembers
//! what the open pass holds so redundant binds are skipped; it is forgotten with the pass.

use crate::context::MAX_COLOR_TARGETS;
use crate::record::batch::PendingDraw;
use crate::record::pass_encoder::{PassEncoder, PipelineWaits};
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
    fn copy(
        from: &wgpu::Texture,
        to: &wgpu::Texture,
        size: wgpu::Extent3d,
        encoder: &mut wgpu::CommandEncoder,
    ) {
        encoder.copy_texture_to_texture(from.as_image_copy(), to.as_image_copy(), size);
    }

    fn size(&self) -> wgpu::Extent3d {
        self.target.size()
    }
}

pub(crate) struct OpenPass {
    /// Handle of the context the pass draws into.
    pub ctx: u32,
    /// Handles of the contexts of colour targets 1-3.
    pub extra: [Option<u32>; MAX_COLOR_TARGETS - 1],
    /// Handle of the depth-stencil surface.
    pub depth: u32,
    pub pass: PassEncoder,
    pub bound: BoundState,
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
    encoder: Option<wgpu::CommandEncoder>,
    pass: Option<OpenPass>,
    /// The copy of the open pass's scratch colour back into its target, made when it ends.
    copy_back: Option<Oversize>,
    /// Occlusion and timestamp queries (`queries/`): passes carry their occlusion set and
    /// open and close their segments, the encoder's end resolves them.
    pub queries: crate::queries::state::Queries,
    /// How the pipelines of ended passes arrived (`compile/`), until the renderer's
    /// counters take them.
    pub pipeline_waits: PipelineWaits,
}

impl Recorder {
    /// The encoder, with any open pass ended first.
    pub fn encoder(&mut self, device: &wgpu::Device) -> &mut wgpu::CommandEncoder {
        self.end_pass();
        self.encoder.get_or_insert_with(|| {
            device.create_command_encoder(&wgpu::CommandEncoderDescriptor {
                label: Some("ninth frame"),
            })
        })
    }

    /// Context of the open pass.
    pub fn pass_context(&self) -> Option<u32> {
        self.pass.as_ref().map(|p| p.ctx)
    }

    /// Whether the open pass draws into context `ctx` as any of its colour targets.
    pub fn pass_uses_context(&self, ctx: u32) -> bool {
        self.pass
            .as_ref()
            .is_some_and(|p| p.ctx == ctx || p.extra.contains(&Some(ctx)))
    }

    /// Depth-stencil surface of the open pass.
    pub fn pass_depth(&self) -> Option<u32> {
        self.pass.as_ref().map(|p| p.depth)
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

    /// The open pass (its pending batch issued) with the queries, for `queries/`.
    pub fn pass_and_queries(
        &mut self,
    ) -> (
        Option<&mut wgpu::RenderPass<'static>>,
        &mut crate::queries::state::Queries,
    ) {
        let pass = self.pass.as_mut().map(|open| {
            open.issue_pending();
            open.pass.raw()
        });
        (pass, &mut self.queries)
    }

    pub fn end_pass(&mut self) {
        if let Some(open) = self.pass.as_mut() {
            open.issue_pending();
            // An occlusion query's segment ends with the pass (`queries/state.rs`).
            self.queries.pass_ending(open.pass.raw());
            let waits = open.pass.take_waits();
            self.pipeline_waits.add(&waits);
        }
        self.pass = None;
        if let (Some(o), Some(encoder)) = (self.copy_back.take(), self.encoder.as_mut()) {
            Oversize::copy(&o.scratch, &o.target, o.size(), encoder);
        }
    }

    /// Opens a pass on a context's targets; waiting clears become load actions.
    pub fn begin_pass(&mut self, device: &wgpu::Device, targets: PassTargets) -> &mut OpenPass {
        fn load<T>(clear: Option<T>) -> wgpu::LoadOp<T> {
            match clear {
                Some(value) => wgpu::LoadOp::Clear(value),
                None => wgpu::LoadOp::Load,
            }
        }
        let store = wgpu::StoreOp::Store;
        // Once occlusion queries are in use every pass carries their query set, so a query
        // begun inside the pass counts from there (`queries/state.rs`).
        self.end_pass();
        let occlusion_query_set = self.queries.pass_set(device);
        let encoder = self.encoder(device);
        if let Some(o) = targets.oversize.as_ref().filter(|o| o.load) {
            Oversize::copy(&o.target, &o.scratch, o.size(), encoder);
        }
        let count = targets
            .colors
            .iter()
            .rposition(Option::is_some)
            .map_or(0, |n| n + 1);
        let colors: Vec<Option<wgpu::RenderPassColorAttachment<'_>>> = targets.colors[..count]
            .iter()
            .map(|c| {
                c.as_ref().map(|c| wgpu::RenderPassColorAttachment {
                    view: &c.view,
                    depth_slice: None,
                    resolve_target: c.resolve.as_ref(),
                    ops: wgpu::Operations {
                        load: load(c.clear),
                        store,
                    },
                })
            })
            .collect();
        let desc = wgpu::RenderPassDescriptor {
            label: Some("ninth pass"),
            color_attachments: &colors,
            depth_stencil_attachment: Some(wgpu::RenderPassDepthStencilAttachment {
                view: &targets.depth_view,
                depth_ops: Some(wgpu::Operations {
                    load: load(targets.depth_clear),
                    store,
                }),
                stencil_ops: Some(wgpu::Operations {
                    load: load(targets.stencil_clear),
                    store,
                }),
            }),
            timestamp_writes: None,
            occlusion_query_set: occlusion_query_set.as_ref(),
            multiview_mask: None,
        };
        let mut pass = encoder.begin_render_pass(&desc).forget_lifetime();
        self.queries.pass_begun(&mut pass);
        if let Some(o) = &targets.oversize {
            let size = o.size();
            pass.set_viewport(0.0, 0.0, size.width as f32, size.height as f32, 0.0, 1.0);
        }
        self.copy_back = targets.oversize;
        self.pass.insert(OpenPass {
            ctx: targets.ctx,
            extra: targets.extra,
            depth: targets.depth,
            pass: PassEncoder::new(pass),
            bound: BoundState::default(),
            pending: None,
        })
    }

    /// Ends the pass and takes the encoder (`None` when nothing was recorded).
    pub fn take_encoder(&mut self) -> Option<wgpu::CommandEncoder> {
        self.end_pass();
        let mut encoder = self.encoder.take()?;
        // The queries written in it come back through resolves at its end.
        self.queries.resolve(&mut encoder);
        Some(encoder)
    }
}
