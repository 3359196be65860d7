//! The recorder: one command encoder collects all work until a commit, readback or resize,
//! and one render pass stays open for the context being drawn into. `BoundState` remembers
//! what the open pass holds so redundant binds are skipped; it is forgotten with the pass.

use crate::context::PendingClears;

pub(crate) struct OpenPass {
    /// Handle of the context the pass draws into.
    pub ctx: u32,
    pub pass: wgpu::RenderPass<'static>,
    pub bound: BoundState,
}

/// What the open pass has bound, so equal binds are skipped.
#[derive(Default)]
pub(crate) struct BoundState {
    pub pipeline: Option<u64>,
    pub target_group: bool,
    pub texture_group: Option<(u32, usize)>,
    pub scissor: Option<[u32; 4]>,
    pub blend_constant: Option<u32>,
    pub vertex_buffer: Option<(u32, u64)>,
    /// Fixed path group 0: ring buffer and dynamic offsets (clears `target_group`).
    pub fixed_uniforms: Option<(u32, [u32; 2])>,
    /// Fixed path group 1: cached texture group id (clears `texture_group`).
    pub fixed_textures: Option<u64>,
    /// The WebGPU viewport when it is not the whole target (clip-space draws).
    pub viewport: Option<[u32; 4]>,
    /// Programmable group 0: ring buffer and the nine dynamic offsets (the last two
    /// `u32::MAX` for the base layout); valid only while `target_group` is false and
    /// `fixed_uniforms` is `None`.
    pub program_uniforms: Option<(u32, [u32; 9])>,
    /// Programmable group 1 (pixel textures); valid only while `texture_group` and
    /// `fixed_textures` are `None`.
    pub program_textures: Option<u64>,
    /// Programmable group 2 (vertex textures).
    pub program_vertex_textures: Option<u64>,
    /// Stencil reference.
    pub stencil_reference: Option<u32>,
    /// The programmable path's index buffer (arena buffer, offset, length, format); other paths
    /// clear it when they bind theirs.
    pub index_buffer: Option<(u32, u64, u64, wgpu::IndexFormat)>,
    /// Vertex buffer slots 1-15 (slot 0 is `vertex_buffer`).
    pub program_vertex_buffers: [Option<(u32, u64)>; 15],
}

#[derive(Default)]
pub(crate) struct Recorder {
    encoder: Option<wgpu::CommandEncoder>,
    pass: Option<OpenPass>,
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

    pub fn pass_mut(&mut self) -> Option<&mut OpenPass> {
        self.pass.as_mut()
    }

    pub fn end_pass(&mut self) {
        self.pass = None;
    }

    /// Opens a pass on a context's targets; waiting clears become load actions.
    pub fn begin_pass(
        &mut self,
        device: &wgpu::Device,
        ctx: u32,
        color_view: &wgpu::TextureView,
        depth_view: &wgpu::TextureView,
        pending: PendingClears,
    ) -> &mut OpenPass {
        fn load<T>(clear: Option<T>) -> wgpu::LoadOp<T> {
            match clear {
                Some(value) => wgpu::LoadOp::Clear(value),
                None => wgpu::LoadOp::Load,
            }
        }
        let store = wgpu::StoreOp::Store;
        let colors = [Some(wgpu::RenderPassColorAttachment {
            view: color_view,
            depth_slice: None,
            resolve_target: None,
            ops: wgpu::Operations {
                load: load(pending.color),
                store,
            },
        })];
        let desc = wgpu::RenderPassDescriptor {
            label: Some("ninth pass"),
            color_attachments: &colors,
            depth_stencil_attachment: Some(wgpu::RenderPassDepthStencilAttachment {
                view: depth_view,
                depth_ops: Some(wgpu::Operations {
                    load: load(pending.depth),
                    store,
                }),
                stencil_ops: Some(wgpu::Operations {
                    load: load(pending.stencil),
                    store,
                }),
            }),
            timestamp_writes: None,
            occlusion_query_set: None,
            multiview_mask: None,
        };
        let pass = self
            .encoder(device)
            .begin_render_pass(&desc)
            .forget_lifetime();
        self.pass.insert(OpenPass {
            ctx,
            pass,
            bound: BoundState::default(),
        })
    }

    /// Ends the pass and finishes the encoder.
    pub fn finish(&mut self) -> Option<wgpu::CommandBuffer> {
        self.end_pass();
        self.encoder.take().map(|e| e.finish())
    }
}
