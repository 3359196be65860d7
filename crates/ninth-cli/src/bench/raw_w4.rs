//! W4's baseline: a hand-written wgpu loop transforming and lighting W4's quads as a
//! competent wgpu program would: one pipeline (`raw_w4.wgsl`: D3D9's transform, two
//! directional lights and stage 0 for W4's state), the static vertex and index buffers and
//! the texture group bound once, and per draw only the world matrix: 64 bytes written at the
//! next dynamic offset (the device's `min_uniform_buffer_offset_alignment`) of one uniform
//! buffer uploaded once per frame, after a per-frame block (view, projection, lights and
//! material folded together).

use std::time::Instant;

use super::FrameTimes;
use super::ff_workload::{
    IDENTITY, W4_AMBIENT, W4_STRIDE, w4_lights, w4_material, w4_vertex_buffer, w4_worlds,
};
use super::raw_common::{PipelineDesc, RawTarget, point_sampler, texture_group, uniform_entry};
use super::raw_programs::buffer_init;
use super::workload::{DRAWS, INDICES, SIZE};

/// Bytes of the per-frame block (`Frame` in `raw_w4.wgsl`).
const FRAME_SIZE: usize = 224;
/// Bytes of the per-draw block (`Draw`: the world matrix).
const DRAW_SIZE: usize = 64;

/// The raw W4 loop.
pub struct RawW4 {
    pipeline: wgpu::RenderPipeline,
    uniform_group: wgpu::BindGroup,
    uniforms: wgpu::Buffer,
    texture_group: wgpu::BindGroup,
    vertices: wgpu::Buffer,
    indices: wgpu::Buffer,
    target: RawTarget,
    /// Where the draw blocks start (the frame block rounded up to the alignment).
    first_draw: usize,
    /// Bytes from one draw block to the next.
    slot: usize,
    /// The application's world matrices (made before the first frame).
    worlds: Vec<[f32; 16]>,
    /// The frame's uniform bytes.
    staging: Vec<u8>,
}

/// `v * m` of D3D9's row-vector convention, on the 3x3 part of a row-major matrix.
fn row_times_3x3(v: [f32; 3], m: &[f32; 16]) -> [f32; 3] {
    std::array::from_fn(|j| v[0] * m[j] + v[1] * m[4 + j] + v[2] * m[8 + j])
}

/// The per-frame block from the prologue's state: view, projection, viewport, ambient,
/// lights (directions into view space, towards the light) with the material folded in.
fn frame_block(view: &[f32; 16], projection: &[f32; 16]) -> [f32; FRAME_SIZE / 4] {
    let (material, lights) = (w4_material(), w4_lights());
    let mut out = [0.0; FRAME_SIZE / 4];
    out[..16].copy_from_slice(view);
    out[16..32].copy_from_slice(projection);
    out[32] = 1.0 / SIZE as f32;
    out[33] = 1.0 / SIZE as f32;
    for c in 0..3 {
        let global = ((W4_AMBIENT >> (16 - 8 * c)) & 255) as f32 / 255.0;
        out[36 + c] = global * material.ambient[c] + material.emissive[c];
    }
    out[39] = material.diffuse[3];
    for (l, light) in lights.iter().enumerate() {
        let d = row_times_3x3(light.direction.map(|x| -x), view);
        let length = (d[0] * d[0] + d[1] * d[1] + d[2] * d[2])
            .sqrt()
            .max(f32::MIN_POSITIVE);
        for c in 0..3 {
            out[40 + 4 * l + c] = d[c] / length;
            out[48 + 4 * l + c] = light.diffuse[c] * material.diffuse[c];
        }
    }
    out
}

impl RawW4 {
    /// Builds the pipeline, bind groups and static buffers.
    pub fn new(
        device: &wgpu::Device,
        queue: &wgpu::Queue,
        depth_format: wgpu::TextureFormat,
    ) -> Self {
        let align = device.limits().min_uniform_buffer_offset_alignment as usize;
        let slot = DRAW_SIZE.div_ceil(align) * align;
        let first_draw = FRAME_SIZE.div_ceil(align) * align;
        let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some("raw W4"),
            source: wgpu::ShaderSource::Wgsl(include_str!("raw_w4.wgsl").into()),
        });
        let uniform_layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: None,
            entries: &[
                uniform_entry(0, wgpu::ShaderStages::VERTEX, false, FRAME_SIZE as u64),
                uniform_entry(1, wgpu::ShaderStages::VERTEX, true, DRAW_SIZE as u64),
            ],
        });
        let texture_layout = super::texture_sampler_layout(device);
        let layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
            label: None,
            bind_group_layouts: &[Some(&uniform_layout), Some(&texture_layout)],
            immediate_size: 0,
        });
        let attributes = wgpu::vertex_attr_array![0 => Float32x3, 1 => Float32x3, 2 => Float32x2];
        // ZENABLE TRUE, ZWRITEENABLE TRUE, ZFUNC LESSEQUAL, no blending, CULLMODE NONE.
        let pipeline = PipelineDesc {
            layout: &layout,
            module: &module,
            fragment: "fs_main",
            stride: W4_STRIDE as u64,
            attributes: &attributes,
            topology: wgpu::PrimitiveTopology::TriangleList,
            blend: None,
            depth: wgpu::DepthStencilState {
                format: depth_format,
                depth_write_enabled: Some(true),
                depth_compare: Some(wgpu::CompareFunction::LessEqual),
                stencil: Default::default(),
                bias: Default::default(),
            },
        }
        .create(device);
        let size = first_draw + DRAWS * slot;
        let uniforms = device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("raw W4 uniforms"),
            size: size as u64,
            usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        let binding = |size: usize| {
            wgpu::BindingResource::Buffer(wgpu::BufferBinding {
                buffer: &uniforms,
                offset: 0,
                size: std::num::NonZeroU64::new(size as u64),
            })
        };
        let uniform_group = device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: None,
            layout: &uniform_layout,
            entries: &[
                wgpu::BindGroupEntry {
                    binding: 0,
                    resource: binding(FRAME_SIZE),
                },
                wgpu::BindGroupEntry {
                    binding: 1,
                    resource: binding(DRAW_SIZE),
                },
            ],
        });
        let sampler = point_sampler(device, wgpu::AddressMode::Repeat);
        let index_bytes: Vec<u8> = INDICES.iter().flat_map(|i| i.to_le_bytes()).collect();
        Self {
            pipeline,
            uniform_group,
            uniforms,
            texture_group: texture_group(device, queue, &texture_layout, &sampler, 0),
            vertices: buffer_init(device, &w4_vertex_buffer(), wgpu::BufferUsages::VERTEX),
            indices: buffer_init(device, &index_bytes, wgpu::BufferUsages::INDEX),
            target: RawTarget::new(device, depth_format),
            first_draw,
            slot,
            worlds: w4_worlds(),
            staging: vec![0; size],
        }
    }

    /// One frame: clear, the draws, submit, wait.
    // Not inlined: profiles (callgrind) attribute the loop to this function.
    #[inline(never)]
    pub fn frame(&mut self, device: &wgpu::Device, queue: &wgpu::Queue) -> FrameTimes {
        let start = Instant::now();
        let block = frame_block(&IDENTITY, &IDENTITY);
        self.staging[..FRAME_SIZE].copy_from_slice(bytemuck::cast_slice(&block));
        let mut encoder = device.create_command_encoder(&Default::default());
        {
            let mut pass = self.target.clear_pass(&mut encoder);
            pass.set_pipeline(&self.pipeline);
            pass.set_vertex_buffer(0, self.vertices.slice(..));
            pass.set_index_buffer(self.indices.slice(..), wgpu::IndexFormat::Uint16);
            pass.set_bind_group(1, &self.texture_group, &[]);
            for (i, world) in self.worlds.iter().enumerate() {
                let at = self.first_draw + i * self.slot;
                self.staging[at..at + DRAW_SIZE].copy_from_slice(bytemuck::cast_slice(world));
                pass.set_bind_group(0, &self.uniform_group, &[at as u32]);
                pass.draw_indexed(0..6, 0, 0..1);
            }
        }
        super::raw_common::submit_frame(
            device,
            queue,
            encoder,
            start,
            (&self.uniforms, &self.staging),
        )
    }

    /// The target's BGRA rows.
    pub fn read(&self, device: &wgpu::Device, queue: &wgpu::Queue) -> Vec<u8> {
        self.target.read(device, queue)
    }
}
