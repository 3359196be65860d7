//! `IDirect3DDevice9::Clear` with rectangles: colour, depth and stencil written inside each
//! rectangle only. WebGPU clears whole attachments, so a partial clear is a draw in the
//! context's pass: one triangle over the target per rectangle, clipped by a scissor, that
//! writes the colour, the depth (as its z, compared ALWAYS) and the stencil (REPLACE with the
//! value as reference) and nothing else.

use crate::clear::ClearValues;
use crate::context::ContextId;
use crate::draw::targets::TargetLayout;
use crate::error::{Error, Result};
use crate::present::stretch::Rect;
use crate::renderer::Renderer;

const SHADER: &str = r"
struct V { @builtin(position) position: vec4f, @location(0) color: vec4f }

@vertex fn vs(@location(0) position: vec4f, @location(1) color: vec4f) -> V {
    return V(position, color);
}

@fragment fn fs(v: V) -> @location(0) vec4f {
    return v.color;
}
";

/// Position (x, y, depth, 1) and colour (r, g, b, a) of one vertex.
const VERTEX_BYTES: usize = 32;

/// The pipelines of the rectangle clear, one per (colour, depth, stencil) written and
/// colour targets of the pass (the colour goes to target 0 only).
pub(crate) struct RectClear {
    module: wgpu::ShaderModule,
    layout: wgpu::PipelineLayout,
    pipelines: std::collections::HashMap<(usize, TargetLayout), wgpu::RenderPipeline>,
}

impl RectClear {
    fn new(device: &wgpu::Device) -> Self {
        let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some("clear_rects"),
            source: wgpu::ShaderSource::Wgsl(SHADER.into()),
        });
        let layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
            label: Some("clear_rects"),
            bind_group_layouts: &[],
            immediate_size: 0,
        });
        Self {
            module,
            layout,
            pipelines: std::collections::HashMap::new(),
        }
    }

    fn pipeline(
        &mut self,
        device: &wgpu::Device,
        depth_format: wgpu::TextureFormat,
        mask: usize,
        targets: TargetLayout,
    ) -> wgpu::RenderPipeline {
        let (depth, stencil) = (mask & 2 != 0, mask & 4 != 0);
        let (module, layout) = (&self.module, &self.layout);
        self.pipelines
            .entry((mask, targets))
            .or_insert_with(|| {
                let replace = wgpu::StencilFaceState {
                    compare: wgpu::CompareFunction::Always,
                    fail_op: wgpu::StencilOperation::Replace,
                    depth_fail_op: wgpu::StencilOperation::Replace,
                    pass_op: wgpu::StencilOperation::Replace,
                };
                let attributes = wgpu::vertex_attr_array![0 => Float32x4, 1 => Float32x4];
                device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
                    label: Some("clear_rects"),
                    layout: Some(layout),
                    vertex: wgpu::VertexState {
                        module,
                        entry_point: Some("vs"),
                        compilation_options: Default::default(),
                        buffers: &[Some(wgpu::VertexBufferLayout {
                            array_stride: VERTEX_BYTES as u64,
                            step_mode: wgpu::VertexStepMode::Vertex,
                            attributes: &attributes,
                        })],
                    },
                    primitive: wgpu::PrimitiveState::default(),
                    depth_stencil: Some(wgpu::DepthStencilState {
                        format: depth_format,
                        depth_write_enabled: Some(depth),
                        depth_compare: Some(wgpu::CompareFunction::Always),
                        stencil: wgpu::StencilState {
                            front: replace,
                            back: replace,
                            read_mask: 0xff,
                            write_mask: if stencil { 0xff } else { 0 },
                        },
                        bias: Default::default(),
                    }),
                    multisample: targets.multisample(),
                    fragment: Some(wgpu::FragmentState {
                        module,
                        entry_point: Some("fs"),
                        compilation_options: Default::default(),
                        targets: &targets.color_targets(None),
                    }),
                    multiview_mask: None,
                    cache: None,
                })
            })
            .clone()
    }
}

impl Renderer {
    /// Clears colour, depth and/or stencil inside `rects` only (D3D9's `Clear` with
    /// rectangles, or of part of a target). Rectangles are clipped to the target; empty ones
    /// are skipped. Ordered with draws like any other draw into the context.
    pub fn clear_rects(
        &mut self,
        ctx: ContextId,
        rects: &[Rect],
        values: ClearValues,
    ) -> Result<()> {
        if let Some(depth) = values.depth
            && !(0.0..=1.0).contains(&depth)
        {
            return Err(Error::args(format!("clear depth {depth} is outside 0..=1")));
        }
        let (width, height) = self.context_size(ctx)?;
        let mask = usize::from(values.color.is_some())
            | usize::from(values.depth.is_some()) << 1
            | usize::from(values.stencil.is_some()) << 2;
        let clipped: Vec<[u32; 4]> = rects
            .iter()
            .map(|r| {
                let (right, bottom) = (r.right.min(width), r.bottom.min(height));
                [
                    r.left,
                    r.top,
                    right.saturating_sub(r.left),
                    bottom.saturating_sub(r.top),
                ]
            })
            .filter(|r| r[2] > 0 && r[3] > 0)
            .collect();
        if mask == 0 || clipped.is_empty() {
            return Ok(());
        }
        let color_mask = if values.color.is_some() { 0xf } else { 0 };
        let targets = TargetLayout::of(self.context(ctx)?, 1, [color_mask, 0, 0, 0]);

        // Validated: from here on the clear is recorded.
        let color = values.color.unwrap_or(0);
        let channel = |shift: u32| ((color >> shift) & 0xff) as f32 / 255.0;
        let rgba = [channel(16), channel(8), channel(0), channel(24)];
        let z = values.depth.unwrap_or(0.0);
        let mut vertices = Vec::with_capacity(3 * VERTEX_BYTES);
        for (x, y) in [(-1.0f32, -1.0f32), (3.0, -1.0), (-1.0, 3.0)] {
            for f in [x, y, z, 1.0].into_iter().chain(rgba) {
                vertices.extend_from_slice(&f.to_le_bytes());
            }
        }
        let device = self.gpu.device.clone();
        let depth_format = self.gpu.info.depth_format;
        let pipeline = self
            .rect_clear
            .get_or_insert_with(|| RectClear::new(&device))
            .pipeline(&device, depth_format, mask, targets);
        let slice = self
            .arena
            .push(&device, &self.gpu.queue, &mut self.counters, &[&vertices]);
        self.open_draw_pass(ctx)?;
        // A clear is no draw to D3D9's occlusion queries: their segment stops around it.
        if let (Some(pass), queries) = self.recorder.pass_and_queries() {
            queries.close_segment(pass);
        }
        let Some(open) = self.recorder.pass_mut() else {
            return Err(Error::device("render pass missing after validation"));
        };
        open.uses_depth |= values.depth.is_some() || values.stencil.is_some();
        let pass = &mut open.pass;
        pass.set_pipeline(&crate::compile::PipelineRef::Ready(pipeline));
        pass.set_viewport(0.0, 0.0, width as f32, height as f32, 0.0, 1.0);
        pass.set_stencil_reference(values.stencil.unwrap_or(0) & 0xff);
        pass.set_vertex_buffer(0, self.arena.buffer(slice.buffer), slice.offset);
        for r in &clipped {
            pass.set_scissor_rect(r[0], r[1], r[2], r[3]);
            pass.draw(0..3, 0..1);
        }
        // Everything this bound is now unknown to the open pass's bookkeeping.
        open.bound = Default::default();
        self.counters.draws += clipped.len() as u64;
        if let (Some(pass), queries) = self.recorder.pass_and_queries()
            && !queries.open_segment(pass)
        {
            // No free query in this pass: the next pass opens the segment.
            self.recorder.end_pass();
        }
        Ok(())
    }
}
