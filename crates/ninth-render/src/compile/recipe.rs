//! A render pipeline's description apart from its modules and layout: what a compile worker
//! builds from, and what the disk manifest keeps (serialised with serde, wgpu's types in
//! their own serde form).

use serde::{Deserialize, Serialize};

/// One vertex buffer slot of a pipeline.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct VertexBufferRecipe {
    pub array_stride: u64,
    pub step_mode: wgpu::VertexStepMode,
    pub attributes: Vec<wgpu::VertexAttribute>,
}

/// Everything of a render pipeline but its two modules and its layout.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct PipelineRecipe {
    pub vertex_buffers: Vec<Option<VertexBufferRecipe>>,
    pub primitive: wgpu::PrimitiveState,
    pub depth_stencil: wgpu::DepthStencilState,
    pub targets: Vec<Option<wgpu::ColorTargetState>>,
    pub multisample: wgpu::MultisampleState,
}

impl PipelineRecipe {
    /// The recipe of `buffers` (as `InputLayout::buffer_layouts` gives them) and the rest.
    pub fn new(
        buffers: &[Option<wgpu::VertexBufferLayout<'_>>],
        primitive: wgpu::PrimitiveState,
        depth_stencil: wgpu::DepthStencilState,
        targets: Vec<Option<wgpu::ColorTargetState>>,
        multisample: wgpu::MultisampleState,
    ) -> Self {
        let vertex_buffers = buffers
            .iter()
            .map(|b| {
                b.as_ref().map(|b| VertexBufferRecipe {
                    array_stride: b.array_stride,
                    step_mode: b.step_mode,
                    attributes: b.attributes.to_vec(),
                })
            })
            .collect();
        Self {
            vertex_buffers,
            primitive,
            depth_stencil,
            targets,
            multisample,
        }
    }

    /// Builds the pipeline (entry points `main`), through `cache` where there is one.
    pub fn build(
        &self,
        device: &wgpu::Device,
        layout: &wgpu::PipelineLayout,
        (vs, ps): (&wgpu::ShaderModule, &wgpu::ShaderModule),
        cache: Option<&wgpu::PipelineCache>,
    ) -> wgpu::RenderPipeline {
        let buffers: Vec<Option<wgpu::VertexBufferLayout<'_>>> = self
            .vertex_buffers
            .iter()
            .map(|b| {
                b.as_ref().map(|b| wgpu::VertexBufferLayout {
                    array_stride: b.array_stride,
                    step_mode: b.step_mode,
                    attributes: &b.attributes,
                })
            })
            .collect();
        device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
            label: Some("program pipeline"),
            layout: Some(layout),
            vertex: wgpu::VertexState {
                module: vs,
                entry_point: Some("main"),
                compilation_options: Default::default(),
                buffers: &buffers,
            },
            primitive: self.primitive,
            depth_stencil: Some(self.depth_stencil.clone()),
            multisample: self.multisample,
            fragment: Some(wgpu::FragmentState {
                module: ps,
                entry_point: Some("main"),
                compilation_options: Default::default(),
                targets: &self.targets,
            }),
            multiview_mask: None,
            cache,
        })
    }
}
