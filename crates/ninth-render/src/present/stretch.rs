//! `IDirect3DDevice9::StretchRect` between render targets: a copy when the rectangles are the
//! same size, otherwise a blit pass that samples the source with point or linear filtering.
//! Both map destination pixel centres onto the source the way D3D9 does:
//! `src = src_left + (dst_x + 0.5 - dst_left) * src_width / dst_width`.

use wgpu::util::DeviceExt;

use crate::context::{COLOR_FORMAT, ContextId};
use crate::device::legacy_sampler_index;
use crate::error::{Error, Result};
use crate::renderer::Renderer;

/// A D3D9 `RECT`: left and top inclusive, right and bottom exclusive, in target pixels.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rect {
    /// Left edge.
    pub left: u32,
    /// Top edge.
    pub top: u32,
    /// Right edge (exclusive).
    pub right: u32,
    /// Bottom edge (exclusive).
    pub bottom: u32,
}

impl Rect {
    /// The whole of a `width` x `height` surface.
    pub fn full(width: u32, height: u32) -> Self {
        Self {
            left: 0,
            top: 0,
            right: width,
            bottom: height,
        }
    }

    /// Width in pixels (0 when right <= left).
    pub fn width(&self) -> u32 {
        self.right.saturating_sub(self.left)
    }

    /// Height in pixels (0 when bottom <= top).
    pub fn height(&self) -> u32 {
        self.bottom.saturating_sub(self.top)
    }

    /// Checks that the rectangle is non-empty and inside a `width` x `height` surface.
    fn check(&self, what: &str, width: u32, height: u32) -> Result<()> {
        if self.right <= self.left || self.bottom <= self.top {
            return Err(Error::args(format!("{what} rectangle {self:?} is empty")));
        }
        if self.right > width || self.bottom > height {
            return Err(Error::bounds(format!(
                "{what} rectangle {self:?} is outside the {width}x{height} surface"
            )));
        }
        Ok(())
    }

    fn overlaps(&self, other: &Rect) -> bool {
        self.left < other.right
            && other.left < self.right
            && self.top < other.bottom
            && other.top < self.bottom
    }
}

/// `D3DTEXTUREFILTERTYPE` of a StretchRect.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum StretchFilter {
    /// `D3DTEXF_NONE` (0) or `D3DTEXF_POINT` (1).
    #[default]
    Point,
    /// `D3DTEXF_LINEAR` (2).
    Linear,
}

impl StretchFilter {
    /// Converts a raw `D3DTEXTUREFILTERTYPE`; StretchRect accepts NONE, POINT and LINEAR.
    pub fn from_d3d(value: u32) -> Result<Self> {
        match value {
            0 | 1 => Ok(Self::Point),
            2 => Ok(Self::Linear),
            other => Err(Error::state(format!(
                "StretchRect filter {other} is not D3DTEXF_NONE, POINT or LINEAR"
            ))),
        }
    }
}

const SHADER: &str = r"
struct Blit { src_origin: vec2f, scale: vec2f, dst_origin: vec2f, inv_src_size: vec2f }
@group(0) @binding(0) var<uniform> blit: Blit;
@group(0) @binding(1) var source: texture_2d<f32>;
@group(0) @binding(2) var source_sampler: sampler;

@vertex fn vs(@builtin(vertex_index) i: u32) -> @builtin(position) vec4f {
    // One triangle over the whole target; the scissor keeps the destination rectangle.
    let p = vec2f(f32((i << 1u) & 2u), f32(i & 2u));
    return vec4f(p * vec2f(2.0, -2.0) + vec2f(-1.0, 1.0), 0.0, 1.0);
}

@fragment fn fs(@builtin(position) pos: vec4f) -> @location(0) vec4f {
    let s = blit.src_origin + (pos.xy - blit.dst_origin) * blit.scale;
    return textureSampleLevel(source, source_sampler, s * blit.inv_src_size, 0.0);
}
";

/// The blit pipelines (one per target format: contexts, window surfaces), made on first use.
pub(crate) struct StretchBlit {
    layout: wgpu::BindGroupLayout,
    module: wgpu::ShaderModule,
    pipeline_layout: wgpu::PipelineLayout,
    pipelines: Vec<(wgpu::TextureFormat, wgpu::RenderPipeline)>,
}

impl StretchBlit {
    fn new(device: &wgpu::Device) -> Self {
        let entry = |binding, ty| wgpu::BindGroupLayoutEntry {
            binding,
            visibility: wgpu::ShaderStages::FRAGMENT,
            ty,
            count: None,
        };
        let layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: Some("stretch_rect"),
            entries: &[
                entry(
                    0,
                    wgpu::BindingType::Buffer {
                        ty: wgpu::BufferBindingType::Uniform,
                        has_dynamic_offset: false,
                        min_binding_size: None,
                    },
                ),
                entry(
                    1,
                    wgpu::BindingType::Texture {
                        sample_type: wgpu::TextureSampleType::Float { filterable: true },
                        view_dimension: wgpu::TextureViewDimension::D2,
                        multisampled: false,
                    },
                ),
                entry(
                    2,
                    wgpu::BindingType::Sampler(wgpu::SamplerBindingType::Filtering),
                ),
            ],
        });
        let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some("stretch_rect"),
            source: wgpu::ShaderSource::Wgsl(SHADER.into()),
        });
        let pipeline_layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
            label: Some("stretch_rect"),
            bind_group_layouts: &[Some(&layout)],
            immediate_size: 0,
        });
        Self {
            layout,
            module,
            pipeline_layout,
            pipelines: Vec::new(),
        }
    }

    fn pipeline(
        &mut self,
        device: &wgpu::Device,
        format: wgpu::TextureFormat,
    ) -> wgpu::RenderPipeline {
        if let Some((_, p)) = self.pipelines.iter().find(|(f, _)| *f == format) {
            return p.clone();
        }
        let pipeline = device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
            label: Some("stretch_rect"),
            layout: Some(&self.pipeline_layout),
            vertex: wgpu::VertexState {
                module: &self.module,
                entry_point: Some("vs"),
                compilation_options: Default::default(),
                buffers: &[],
            },
            primitive: wgpu::PrimitiveState::default(),
            depth_stencil: None,
            multisample: wgpu::MultisampleState::default(),
            fragment: Some(wgpu::FragmentState {
                module: &self.module,
                entry_point: Some("fs"),
                compilation_options: Default::default(),
                targets: &[Some(format.into())],
            }),
            multiview_mask: None,
            cache: None,
        });
        self.pipelines.push((format, pipeline.clone()));
        pipeline
    }
}

impl Renderer {
    /// `StretchRect` from one context's colour target to another's (or to another part of
    /// the same one when the rectangles do not overlap, as D3D9 requires). `None` rectangles
    /// mean the whole surface. Equal sizes copy texels exactly; other sizes are filtered.
    /// Waiting clears of both targets are encoded first and the blit is ordered after every
    /// draw recorded so far.
    pub fn stretch_rect(
        &mut self,
        src: ContextId,
        src_rect: Option<Rect>,
        dst: ContextId,
        dst_rect: Option<Rect>,
        filter: StretchFilter,
    ) -> Result<()> {
        self.check_single_sample(dst, "StretchRect into")?;
        let (src_texture, dst_texture, dst_view) = {
            let s = &self.context(src)?.targets;
            let d = &self.context(dst)?.targets;
            (s.color.clone(), d.color.clone(), d.color_view.clone())
        };
        let src_rect = src_rect.unwrap_or(Rect::full(src_texture.width(), src_texture.height()));
        let dst_rect = dst_rect.unwrap_or(Rect::full(dst_texture.width(), dst_texture.height()));
        src_rect.check("source", src_texture.width(), src_texture.height())?;
        dst_rect.check("destination", dst_texture.width(), dst_texture.height())?;
        if src == dst && src_rect.overlaps(&dst_rect) {
            return Err(Error::args(format!(
                "StretchRect within one surface needs rectangles that do not overlap \
                 ({src_rect:?} and {dst_rect:?})"
            )));
        }

        // Validated: from here on the blit is recorded.
        self.encode_pending_clears(src.0);
        self.encode_pending_clears(dst.0);
        self.color_written(dst);
        // WebGPU forbids a texture as both source and destination of one copy or pass, so
        // a blit within one surface goes through a copy of the source rectangle.
        let (src_texture, src_rect) = if src == dst {
            (
                self.copy_of_rect(&src_texture, src_rect),
                Rect::full(src_rect.width(), src_rect.height()),
            )
        } else {
            (src_texture, src_rect)
        };
        let same_size =
            src_rect.width() == dst_rect.width() && src_rect.height() == dst_rect.height();
        if same_size {
            let encoder = self.recorder.encoder(&self.gpu.device);
            encoder.copy_texture_to_texture(
                texel_copy(&src_texture, src_rect),
                texel_copy(&dst_texture, dst_rect),
                wgpu::Extent3d {
                    width: src_rect.width(),
                    height: src_rect.height(),
                    depth_or_array_layers: 1,
                },
            );
            return Ok(());
        }
        self.encode_stretch_blit(
            &src_texture,
            src_rect,
            (&dst_view, COLOR_FORMAT),
            dst_rect,
            filter,
        );
        Ok(())
    }

    /// A new texture holding `rect` of `texture`, copied in submission order.
    fn copy_of_rect(&mut self, texture: &wgpu::Texture, rect: Rect) -> wgpu::Texture {
        let size = wgpu::Extent3d {
            width: rect.width(),
            height: rect.height(),
            depth_or_array_layers: 1,
        };
        let copy = self.gpu.device.create_texture(&wgpu::TextureDescriptor {
            label: Some("stretch_rect source copy"),
            size,
            mip_level_count: 1,
            sample_count: 1,
            dimension: wgpu::TextureDimension::D2,
            format: COLOR_FORMAT,
            usage: wgpu::TextureUsages::TEXTURE_BINDING
                | wgpu::TextureUsages::COPY_SRC
                | wgpu::TextureUsages::COPY_DST,
            view_formats: &[],
        });
        let encoder = self.recorder.encoder(&self.gpu.device);
        encoder.copy_texture_to_texture(
            texel_copy(texture, rect),
            texel_copy(&copy, Rect::full(rect.width(), rect.height())),
            size,
        );
        copy
    }

    /// Encodes a filtered blit of `src_rect` of `src_texture` onto `dst_rect` of a view of
    /// `dst.1` format, after everything recorded so far.
    pub(crate) fn encode_stretch_blit(
        &mut self,
        src_texture: &wgpu::Texture,
        src_rect: Rect,
        dst: (&wgpu::TextureView, wgpu::TextureFormat),
        dst_rect: Rect,
        filter: StretchFilter,
    ) {
        let source = src_texture.create_view(&Default::default());
        let size = (src_texture.width(), src_texture.height());
        self.encode_blit((&source, size), src_rect, dst, dst_rect, filter);
    }

    /// [`Self::encode_stretch_blit`] from a view (one mip level) of `source.1` size.
    pub(crate) fn encode_blit(
        &mut self,
        source: (&wgpu::TextureView, (u32, u32)),
        src_rect: Rect,
        dst: (&wgpu::TextureView, wgpu::TextureFormat),
        dst_rect: Rect,
        filter: StretchFilter,
    ) {
        let (source_view, (source_width, source_height)) = source;
        let (dst_view, dst_format) = dst;
        let device = &self.gpu.device;
        let blit = self.stretch.get_or_insert_with(|| StretchBlit::new(device));
        let pipeline = blit.pipeline(device, dst_format);
        let uniforms: [f32; 8] = [
            src_rect.left as f32,
            src_rect.top as f32,
            src_rect.width() as f32 / dst_rect.width() as f32,
            src_rect.height() as f32 / dst_rect.height() as f32,
            dst_rect.left as f32,
            dst_rect.top as f32,
            1.0 / source_width as f32,
            1.0 / source_height as f32,
        ];
        let buffer = device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
            label: Some("stretch_rect"),
            contents: bytemuck::cast_slice(&uniforms),
            usage: wgpu::BufferUsages::UNIFORM,
        });
        let sampler =
            &self.builtins.samplers[legacy_sampler_index(filter == StretchFilter::Linear, true)];
        let group = device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("stretch_rect"),
            layout: &blit.layout,
            entries: &[
                wgpu::BindGroupEntry {
                    binding: 0,
                    resource: buffer.as_entire_binding(),
                },
                wgpu::BindGroupEntry {
                    binding: 1,
                    resource: wgpu::BindingResource::TextureView(source_view),
                },
                wgpu::BindGroupEntry {
                    binding: 2,
                    resource: wgpu::BindingResource::Sampler(sampler),
                },
            ],
        });
        self.counters.passes_begun += 1;
        let encoder = self.recorder.encoder(&self.gpu.device);
        let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
            label: Some("stretch_rect"),
            color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                view: dst_view,
                depth_slice: None,
                resolve_target: None,
                ops: wgpu::Operations {
                    load: wgpu::LoadOp::Load,
                    store: wgpu::StoreOp::Store,
                },
            })],
            depth_stencil_attachment: None,
            timestamp_writes: None,
            occlusion_query_set: None,
            multiview_mask: None,
        });
        pass.set_pipeline(&pipeline);
        pass.set_bind_group(0, &group, &[]);
        pass.set_scissor_rect(
            dst_rect.left,
            dst_rect.top,
            dst_rect.width(),
            dst_rect.height(),
        );
        pass.draw(0..3, 0..1);
    }
}

fn texel_copy(texture: &wgpu::Texture, rect: Rect) -> wgpu::TexelCopyTextureInfo<'_> {
    wgpu::TexelCopyTextureInfo {
        texture,
        mip_level: 0,
        origin: wgpu::Origin3d {
            x: rect.left,
            y: rect.top,
            z: 0,
        },
        aspect: wgpu::TextureAspect::All,
    }
}
