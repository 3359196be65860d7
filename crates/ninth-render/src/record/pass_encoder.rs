//! The open render pass as the draw path sees it: commands go straight into the wgpu pass,
//! except after a draw whose pipeline a compile worker is still building. From there the
//! commands are kept in order and replayed when the pass ends (or is used directly), once
//! each pipeline they bind has been waited for (`compile/`).

use std::ops::Range;
use std::time::Duration;

use crate::compile::PipelineRef;
use crate::compile::pending::Resolved;

/// One command kept while the pass waits for a pipeline.
enum Command {
    Pipeline(PipelineRef),
    BindGroup(u32, wgpu::BindGroup, Vec<u32>),
    VertexBuffer(u32, wgpu::Buffer, u64, u64),
    IndexBuffer(wgpu::Buffer, u64, u64, wgpu::IndexFormat),
    Viewport([f32; 6]),
    Scissor([u32; 4]),
    BlendConstant(wgpu::Color),
    StencilReference(u32),
    Draw(Range<u32>, Range<u32>),
    DrawIndexed(Range<u32>, i32, Range<u32>),
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

impl PipelineWaits {
    /// Adds `other`'s figures to these.
    pub fn add(&mut self, other: &PipelineWaits) {
        self.ready += other.ready;
        self.waited += other.waited;
        self.wait += other.wait;
        self.built_here += other.built_here;
        self.build += other.build;
    }
}

/// A wgpu render pass that can defer its commands behind a pipeline being built.
pub(crate) struct PassEncoder {
    pass: wgpu::RenderPass<'static>,
    /// Commands kept since a pipeline bound after the last replay that was not built yet
    /// (empty: commands go straight into the pass).
    deferred: Vec<Command>,
    waits: PipelineWaits,
}

impl PassEncoder {
    pub fn new(pass: wgpu::RenderPass<'static>) -> Self {
        Self {
            pass,
            deferred: Vec::new(),
            waits: PipelineWaits::default(),
        }
    }

    /// Whether commands are being kept for a pipeline still being built.
    fn deferring(&self) -> bool {
        !self.deferred.is_empty()
    }

    fn keep(&mut self, command: Command) {
        self.deferred.push(command);
    }

    pub fn set_pipeline(&mut self, pipeline: &PipelineRef) {
        if !self.deferring() {
            match pipeline {
                PipelineRef::Ready(ready) => return self.pass.set_pipeline(ready),
                PipelineRef::Pending(pending) => {
                    if let Some(ready) = pending.ready() {
                        return self.pass.set_pipeline(&ready);
                    }
                }
            }
        }
        self.keep(Command::Pipeline(pipeline.clone()));
    }

    pub fn set_bind_group(&mut self, index: u32, group: &wgpu::BindGroup, offsets: &[u32]) {
        if self.deferring() {
            self.keep(Command::BindGroup(index, group.clone(), offsets.to_vec()));
        } else {
            self.pass.set_bind_group(index, group, offsets);
        }
    }

    /// Binds `buffer` from `offset` to its end (`size` None) or for `size` bytes.
    pub fn set_vertex_buffer(&mut self, slot: u32, buffer: &wgpu::Buffer, offset: u64) {
        if self.deferring() {
            let size = buffer.size() - offset;
            self.keep(Command::VertexBuffer(slot, buffer.clone(), offset, size));
        } else {
            self.pass.set_vertex_buffer(slot, buffer.slice(offset..));
        }
    }

    pub fn set_index_buffer(
        &mut self,
        buffer: &wgpu::Buffer,
        range: Range<u64>,
        format: wgpu::IndexFormat,
    ) {
        if self.deferring() {
            let command = Command::IndexBuffer(buffer.clone(), range.start, range.end, format);
            self.keep(command);
        } else {
            self.pass.set_index_buffer(buffer.slice(range), format);
        }
    }

    pub fn set_viewport(&mut self, x: f32, y: f32, w: f32, h: f32, near: f32, far: f32) {
        if self.deferring() {
            self.keep(Command::Viewport([x, y, w, h, near, far]));
        } else {
            self.pass.set_viewport(x, y, w, h, near, far);
        }
    }

    pub fn set_scissor_rect(&mut self, x: u32, y: u32, w: u32, h: u32) {
        if self.deferring() {
            self.keep(Command::Scissor([x, y, w, h]));
        } else {
            self.pass.set_scissor_rect(x, y, w, h);
        }
    }

    pub fn set_blend_constant(&mut self, color: wgpu::Color) {
        if self.deferring() {
            self.keep(Command::BlendConstant(color));
        } else {
            self.pass.set_blend_constant(color);
        }
    }

    pub fn set_stencil_reference(&mut self, reference: u32) {
        if self.deferring() {
            self.keep(Command::StencilReference(reference));
        } else {
            self.pass.set_stencil_reference(reference);
        }
    }

    pub fn draw(&mut self, vertices: Range<u32>, instances: Range<u32>) {
        if self.deferring() {
            self.keep(Command::Draw(vertices, instances));
        } else {
            self.pass.draw(vertices, instances);
        }
    }

    pub fn draw_indexed(&mut self, indices: Range<u32>, base_vertex: i32, instances: Range<u32>) {
        if self.deferring() {
            self.keep(Command::DrawIndexed(indices, base_vertex, instances));
        } else {
            self.pass.draw_indexed(indices, base_vertex, instances);
        }
    }

    /// Replays the kept commands, waiting for each pipeline they bind, so the wgpu pass
    /// holds everything recorded so far.
    pub fn replay(&mut self) {
        // A draw whose pipeline could not be had draws nothing (never expected: every
        // pending pipeline a draw binds carries the draw's own build).
        let mut skip = false;
        for command in self.deferred.drain(..) {
            match command {
                Command::Pipeline(PipelineRef::Ready(pipeline)) => {
                    skip = false;
                    self.pass.set_pipeline(&pipeline)
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
                        Resolved::Ready => self.waits.ready += 1,
                        Resolved::Waited(wait) => {
                            self.waits.waited += 1;
                            self.waits.wait += wait;
                        }
                        Resolved::BuiltHere(took) => {
                            self.waits.built_here += 1;
                            self.waits.build += took;
                        }
                    }
                    self.pass.set_pipeline(&pipeline);
                }
                Command::Draw(..) | Command::DrawIndexed(..) if skip => {}
                Command::BindGroup(index, group, offsets) => {
                    self.pass.set_bind_group(index, &group, &offsets)
                }
                Command::VertexBuffer(slot, buffer, offset, size) => self
                    .pass
                    .set_vertex_buffer(slot, buffer.slice(offset..offset + size)),
                Command::IndexBuffer(buffer, start, end, format) => {
                    self.pass.set_index_buffer(buffer.slice(start..end), format)
                }
                Command::Viewport([x, y, w, h, near, far]) => {
                    self.pass.set_viewport(x, y, w, h, near, far)
                }
                Command::Scissor([x, y, w, h]) => self.pass.set_scissor_rect(x, y, w, h),
                Command::BlendConstant(color) => self.pass.set_blend_constant(color),
                Command::StencilReference(reference) => self.pass.set_stencil_reference(reference),
                Command::Draw(vertices, instances) => self.pass.draw(vertices, instances),
                Command::DrawIndexed(indices, base, instances) => {
                    self.pass.draw_indexed(indices, base, instances)
                }
            }
        }
    }

    /// The wgpu pass itself, every kept command replayed first (queries use it directly).
    pub fn raw(&mut self) -> &mut wgpu::RenderPass<'static> {
        self.replay();
        &mut self.pass
    }

    /// What the pipelines waited for so far cost, taken (zeroed).
    pub fn take_waits(&mut self) -> PipelineWaits {
        std::mem::take(&mut self.waits)
    }
}
