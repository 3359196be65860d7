//! A render pass as the draw path records it: its commands are kept in order (the frame's
//! steps, `record/steps.rs`) and encoded into a wgpu pass when the frame is committed, once
//! the load and store actions are known and later passes into the same targets have been
//! merged in. A pipeline a compile worker is still building is waited for then (`compile/`).

use std::ops::Range;
use std::time::Duration;

use crate::compile::PipelineRef;
use crate::compile::pending::Resolved;

/// One recorded command. Bind-group offsets live in [`PassEncoder::offsets`].
enum Command {
    Pipeline(PipelineRef),
    BindGroup(u32, wgpu::BindGroup, Range<u32>),
    VertexBuffer(u32, wgpu::Buffer, u64),
    IndexBuffer(wgpu::Buffer, u64, u64, wgpu::IndexFormat),
    Viewport([f32; 6]),
    Scissor([u32; 4]),
    BlendConstant(wgpu::Color),
    StencilReference(u32),
    Draw(Range<u32>, Range<u32>),
    DrawIndexed(Range<u32>, i32, Range<u32>),
    BeginOcclusionQuery(u32),
    EndOcclusionQuery,
}

/// How the pipelines a pass waited for arrived (the renderer's counters add them up).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct PipelineWaits {
    /// Pipelines a worker had finished by the time the pass ended.
    pub ready: u64,
    /// Pipelines the pass waited for while a worker built them, and the total wait.
    pub waited: u64,
    pub wait: Duration,
    /// Pipelines nobody had started, built on the engine thread at the pass's end, and
    /// the time that took.
    pub built_here: u64,
    pub build: Duration,
}

/// The commands of one render pass, recorded for encoding at commit.
#[derive(Default)]
pub(crate) struct PassEncoder {
    commands: Vec<Command>,
    /// Dynamic offsets of the bind-group commands.
    offsets: Vec<u32>,
}

impl PassEncoder {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn set_pipeline(&mut self, pipeline: &PipelineRef) {
        self.commands.push(Command::Pipeline(pipeline.clone()));
    }

    pub fn set_bind_group(&mut self, index: u32, group: &wgpu::BindGroup, offsets: &[u32]) {
        let start = self.offsets.len() as u32;
        self.offsets.extend_from_slice(offsets);
        let range = start..self.offsets.len() as u32;
        self.commands
            .push(Command::BindGroup(index, group.clone(), range));
    }

    /// Binds `buffer` from `offset` to its end.
    pub fn set_vertex_buffer(&mut self, slot: u32, buffer: &wgpu::Buffer, offset: u64) {
        self.commands
            .push(Command::VertexBuffer(slot, buffer.clone(), offset));
    }

    pub fn set_index_buffer(
        &mut self,
        buffer: &wgpu::Buffer,
        range: Range<u64>,
        format: wgpu::IndexFormat,
    ) {
        let command = Command::IndexBuffer(buffer.clone(), range.start, range.end, format);
        self.commands.push(command);
    }

    pub fn set_viewport(&mut self, x: f32, y: f32, w: f32, h: f32, near: f32, far: f32) {
        self.commands
            .push(Command::Viewport([x, y, w, h, near, far]));
    }

    pub fn set_scissor_rect(&mut self, x: u32, y: u32, w: u32, h: u32) {
        self.commands.push(Command::Scissor([x, y, w, h]));
    }

    pub fn set_blend_constant(&mut self, color: wgpu::Color) {
        self.commands.push(Command::BlendConstant(color));
    }

    pub fn set_stencil_reference(&mut self, reference: u32) {
        self.commands.push(Command::StencilReference(reference));
    }

    pub fn draw(&mut self, vertices: Range<u32>, instances: Range<u32>) {
        self.commands.push(Command::Draw(vertices, instances));
    }

    pub fn draw_indexed(&mut self, indices: Range<u32>, base_vertex: i32, instances: Range<u32>) {
        self.commands
            .push(Command::DrawIndexed(indices, base_vertex, instances));
    }

    pub fn begin_occlusion_query(&mut self, index: u32) {
        self.commands.push(Command::BeginOcclusionQuery(index));
    }

    pub fn end_occlusion_query(&mut self) {
        self.commands.push(Command::EndOcclusionQuery);
    }

    /// Appends a later pass's commands (pass merging). A wgpu pass starts with the whole
    /// target as viewport and scissor, blend constant 0 and stencil reference 0, and the
    /// later pass's commands assume that, so those are set again first.
    pub fn append(&mut self, mut later: PassEncoder, width: u32, height: u32) {
        let base = self.offsets.len() as u32;
        self.offsets.append(&mut later.offsets);
        self.commands.extend([
            Command::Viewport([0.0, 0.0, width as f32, height as f32, 0.0, 1.0]),
            Command::Scissor([0, 0, width, height]),
            Command::BlendConstant(wgpu::Color::TRANSPARENT),
            Command::StencilReference(0),
        ]);
        self.commands
            .extend(later.commands.drain(..).map(|command| match command {
                Command::BindGroup(index, group, range) => {
                    Command::BindGroup(index, group, range.start + base..range.end + base)
                }
                other => other,
            }));
    }

    /// Encodes the commands into `pass`, waiting for each pipeline still being built, and
    /// adds how the pipelines arrived to `waits`.
    pub fn encode(&self, pass: &mut wgpu::RenderPass<'_>, waits: &mut PipelineWaits) {
        // A draw whose pipeline could not be had draws nothing (never expected: every
        // pending pipeline a draw binds carries the draw's own build).
        let mut skip = false;
        for command in &self.commands {
            match command {
                Command::Pipeline(PipelineRef::Ready(pipeline)) => {
                    skip = false;
                    pass.set_pipeline(pipeline)
                }
                Command::Pipeline(PipelineRef::Pending(pending)) => {
                    let Some((pipeline, how)) = pending.resolve() else {
                        tracing::error!(
                            "a draw's pipeline was never built; its draws are left out"
                        );
                        skip = true;
                        continue;
                    };
                    skip = false;
                    match how {
                        Resolved::Ready => waits.ready += 1,
                        Resolved::Waited(wait) => {
                            waits.waited += 1;
                            waits.wait += wait;
                        }
                        Resolved::BuiltHere(took) => {
                            waits.built_here += 1;
                            waits.build += took;
                        }
                    }
                    pass.set_pipeline(&pipeline);
                }
                Command::Draw(..) | Command::DrawIndexed(..) if skip => {}
                Command::BindGroup(index, group, range) => {
                    let offsets = &self.offsets[range.start as usize..range.end as usize];
                    pass.set_bind_group(*index, group, offsets)
                }
                Command::VertexBuffer(slot, buffer, offset) => {
                    pass.set_vertex_buffer(*slot, buffer.slice(*offset..))
                }
                Command::IndexBuffer(buffer, start, end, format) => {
                    pass.set_index_buffer(buffer.slice(*start..*end), *format)
                }
                Command::Viewport([x, y, w, h, near, far]) => {
                    pass.set_viewport(*x, *y, *w, *h, *near, *far)
                }
                Command::Scissor([x, y, w, h]) => pass.set_scissor_rect(*x, *y, *w, *h),
                Command::BlendConstant(color) => pass.set_blend_constant(*color),
                Command::StencilReference(reference) => pass.set_stencil_reference(*reference),
                Command::Draw(vertices, instances) => {
                    pass.draw(vertices.clone(), instances.clone())
                }
                Command::DrawIndexed(indices, base, instances) => {
                    pass.draw_indexed(indices.clone(), *base, instances.clone())
                }
                Command::BeginOcclusionQuery(index) => pass.begin_occlusion_query(*index),
                Command::EndOcclusionQuery => pass.end_occlusion_query(),
            }
        }
    }
}
