//! W1's baseline: a hand-written wgpu loop drawing W1's quads as a competent wgpu program
//! would. Everything is made up front: a pipeline per (blend setup, colour op) pair, 12 in
//! all (the blend and the stage-0 colour op are what WebGPU bakes into a pipeline), a bind
//! group per texture (64), a uniform with the viewport size. Each frame copies every draw's
//! 112 bytes of `DrawPrimitiveUP` vertices into one buffer uploaded once, binds it once, and
//! per draw sets the texture group (a new texture every draw), the pipeline when the blend
//! or colour op changed (every 8 draws) and draws 4 strip vertices from the draw's offset.

use std::time::Instant;

use super::FrameTimes;
use super::ff_workload::{W1_STRIDE, W1_TEXTURES, w1_blend, w1_color_op, w1_vertices};
use super::raw_common::{PipelineDesc, RawTarget, point_sampler, texture_group, uniform_entry};
use super::workload::{DRAWS, SIZE};

/// The raw W1 loop.
pub struct RawW1 {
    /// Indexed by `blend * 3 + colour op`.
    pipelines: Vec<wgpu::RenderPipeline>,
    viewport_group: wgpu::BindGroup,
    texture_groups: Vec<wgpu::BindGroup>,
    vertices: wgpu::Buffer,
    target: RawTarget,
    /// The application's vertices of every draw (made before the first frame).
    draws: Vec<[u8; 4 * W1_STRIDE]>,
    /// The frame's vertex bytes.
    staging: Vec<u8>,
}

/// W1's blend setups as WebGPU blend states (`BENCH_WORKLOADS.md` section 2).
fn blend_states() -> [Option<wgpu::BlendState>; 4] {
    use wgpu::{BlendComponent as C, BlendFactor as F, BlendOperation as O};
    let c = |src, dst| C {
        src_factor: src,
        dst_factor: dst,
        operation: O::Add,
    };
    let both = |color, alpha| Some(wgpu::BlendState { color, alpha });
    [
        both(
            c(F::SrcAlpha, F::OneMinusSrcAlpha),
            c(F::SrcAlpha, F::OneMinusSrcAlpha),
        ),
        both(c(F::One, F::One), c(F::One, F::One)),
        both(c(F::Dst, F::Zero), c(F::DstAlpha, F::Zero)),
        None,
    ]
}

impl RawW1 {
    /// Builds the pipelines, texture groups and buffers.
    pub fn new(
        device: &wgpu::Device,
        queue: &wgpu::Queue,
        depth_format: wgpu::TextureFormat,
    ) -> Self {
        let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some("raw W1"),
            source: wgpu::ShaderSource::Wgsl(include_str!("raw_w1.wgsl").into()),
        });
        let viewport_layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: None,
            entries: &[uniform_entry(0, wgpu::ShaderStages::VERTEX, false, 16)],
        });
        let texture_layout = super::texture_sampler_layout(device);
        let layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
            label: None,
            bind_group_layouts: &[Some(&viewport_layout), Some(&texture_layout)],
            immediate_size: 0,
        });
        let attributes = wgpu::vertex_attr_array![0 => Float32x4, 1 => Unorm8x4, 2 => Float32x2];
        // ZENABLE FALSE, ZWRITEENABLE FALSE.
        let depth = wgpu::DepthStencilState {
            format: depth_format,
            depth_write_enabled: Some(false),
            depth_compare: Some(wgpu::CompareFunction::Always),
            stencil: Default::default(),
            bias: Default::default(),
        };
        let mut pipelines = Vec::new();
        for blend in blend_states() {
            for fragment in ["fs_modulate", "fs_add", "fs_select_arg1"] {
                let desc = PipelineDesc {
                    layout: &layout,
                    module: &module,
                    fragment,
                    stride: W1_STRIDE as u64,
                    attributes: &attributes,
                    topology: wgpu::PrimitiveTopology::TriangleStrip,
                    blend,
                    depth: depth.clone(),
                };
                pipelines.push(desc.create(device));
            }
        }
        let inv_size = [1.0 / SIZE as f32, 1.0 / SIZE as f32, 0.0, 0.0];
        let viewport = device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("raw W1 viewport"),
            size: 16,
            usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        queue.write_buffer(&viewport, 0, bytemuck::cast_slice(&inv_size));
        let viewport_group = device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: None,
            layout: &viewport_layout,
            entries: &[wgpu::BindGroupEntry {
                binding: 0,
                resource: viewport.as_entire_binding(),
            }],
        });
        let sampler = point_sampler(device, wgpu::AddressMode::ClampToEdge);
        let texture_groups = (0..W1_TEXTURES)
            .map(|t| texture_group(device, queue, &texture_layout, &sampler, t))
            .collect();
        let vertices = device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("raw W1 vertices"),
            size: (DRAWS * 4 * W1_STRIDE) as u64,
            usage: wgpu::BufferUsages::VERTEX | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        Self {
            pipelines,
            viewport_group,
            texture_groups,
            vertices,
            target: RawTarget::new(device, depth_format),
            draws: (0..DRAWS).map(w1_vertices).collect(),
            staging: Vec::with_capacity(DRAWS * 4 * W1_STRIDE),
        }
    }

    /// One frame: clear, the draws, submit, wait.
    // Not inlined: profiles (callgrind) attribute the loop to this function.
    #[inline(never)]
    pub fn frame(&mut self, device: &wgpu::Device, queue: &wgpu::Queue) -> FrameTimes {
        let start = Instant::now();
        self.staging.clear();
        let mut encoder = device.create_command_encoder(&Default::default());
        {
            let mut pass = self.target.clear_pass(&mut encoder);
            pass.set_bind_group(0, &self.viewport_group, &[]);
            pass.set_vertex_buffer(0, self.vertices.slice(..));
            let mut pipeline = usize::MAX;
            for (i, vertices) in self.draws.iter().enumerate() {
                // The DrawPrimitiveUP copy: the application's vertices into the frame's.
                self.staging.extend_from_slice(vertices);
                let p = w1_blend(i) * 3 + w1_color_op(i);
                if p != pipeline {
                    pipeline = p;
                    pass.set_pipeline(&self.pipelines[p]);
                }
                pass.set_bind_group(1, &self.texture_groups[i % W1_TEXTURES], &[]);
                let first = 4 * i as u32;
                pass.draw(first..first + 4, 0..1);
            }
        }
        super::raw_common::submit_frame(
            device,
            queue,
            encoder,
            start,
            (&self.vertices, &self.staging),
        )
    }

    /// The target's BGRA rows.
    pub fn read(&self, device: &wgpu::Device, queue: &wgpu::Queue) -> Vec<u8> {
        self.target.read(device, queue)
    }
}
