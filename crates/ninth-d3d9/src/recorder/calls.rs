//! The [`Direct3DDevice9`] calls of the [`Recorder`]: each forwards, then records.

use super::{Recorder, scene_rect};

use ninth_scene::vertex::VertexLayout;
use ninth_scene::{Command, DepthStencilRef, Indices, Light, Material, VertexElement};

use crate::api::Direct3DDevice9;
use crate::consts::lock;
use crate::device::resources::{LockBox, Locked, TextureDesc, TextureShape};
use crate::device::shaders::Stage;
use crate::device::{Capture, DeviceParams, Rect, StreamSource, SurfaceRef, Viewport};
use crate::draw::IndexData;
use crate::error::Result;
use crate::handles::{
    DeclarationHandle, IndexBufferHandle, PixelShaderHandle, SurfaceHandle, TextureHandle,
    VertexBufferHandle, VertexShaderHandle,
};

impl<D: Direct3DDevice9> Direct3DDevice9 for Recorder<D> {
    fn params(&self) -> DeviceParams {
        self.inner.params()
    }

    fn auto_depth_stencil(&self) -> Option<SurfaceHandle> {
        self.inner.auto_depth_stencil()
    }

    fn texture_depth_surface(
        &mut self,
        texture: TextureHandle,
        level: u32,
    ) -> Result<SurfaceHandle> {
        let surface = self.inner.texture_depth_surface(texture, level)?;
        // `setds` names the texture.
        if let Some((name, _)) = self.textures.get(&texture) {
            let name = name.clone();
            self.surfaces.insert(surface, name);
        }
        Ok(surface)
    }

    fn set_render_state(&mut self, state: u32, value: u32) -> Result<()> {
        let r = self.inner.set_render_state(state, value);
        self.record(r, |_| Ok(Command::SetRenderState { state, value }))
    }

    fn set_texture_stage_state(&mut self, stage: u32, state: u32, value: u32) -> Result<()> {
        let r = self.inner.set_texture_stage_state(stage, state, value);
        self.record(r, |_| {
            Ok(Command::SetTextureStageState {
                stage,
                state,
                value,
            })
        })
    }

    fn set_sampler_state(&mut self, sampler: u32, state: u32, value: u32) -> Result<()> {
        let r = self.inner.set_sampler_state(sampler, state, value);
        self.record(r, |_| {
            Ok(Command::SetSamplerState {
                sampler,
                state,
                value,
            })
        })
    }

    fn create_texture(&mut self, desc: TextureDesc) -> Result<TextureHandle> {
        let h = self.inner.create_texture(desc)?;
        let name = self.name("tex");
        self.textures.insert(h, (name.clone(), desc.shape));
        let shape = match desc.shape {
            TextureShape::TwoD(width, height) => ninth_scene::TextureShape::TwoD { width, height },
            TextureShape::Cube(size) => ninth_scene::TextureShape::Cube { size },
            TextureShape::Volume(width, height, depth) => ninth_scene::TextureShape::Volume {
                width,
                height,
                depth,
            },
        };
        self.push(Command::CreateTexture {
            name,
            shape,
            format: desc.format,
            levels: desc.levels,
            usage: desc.usage,
            pool: desc.pool,
        });
        Ok(h)
    }

    fn lock_texture(
        &mut self,
        texture: TextureHandle,
        face: u32,
        level: u32,
        region: Option<LockBox>,
        flags: u32,
    ) -> Result<Locked<'_>> {
        self.locks.insert((texture, face, level), flags);
        self.inner.lock_texture(texture, face, level, region, flags)
    }

    fn unlock_texture(&mut self, texture: TextureHandle, face: u32, level: u32) -> Result<()> {
        self.inner.unlock_texture(texture, face, level)?;
        let flags = self.locks.remove(&(texture, face, level)).unwrap_or(0);
        if flags & lock::READONLY != 0 {
            return Ok(());
        }
        let bytes = self
            .inner
            .lock_texture(texture, face, level, None, lock::READONLY)?
            .data
            .to_vec();
        self.inner.unlock_texture(texture, face, level)?;
        let (name, shape) = self
            .textures
            .get(&texture)
            .ok_or_else(|| Self::unknown("texture"))?
            .clone();
        self.push(Command::Fill {
            name,
            level,
            face: matches!(shape, TextureShape::Cube(_)).then_some(face),
            slice: None,
            generator: ninth_scene::Generator::Bytes(bytes),
        });
        Ok(())
    }

    fn set_texture(&mut self, stage: u32, texture: Option<TextureHandle>) -> Result<()> {
        let r = self.inner.set_texture(stage, texture);
        self.record(r, |s| {
            let texture = match texture {
                Some(h) => Some(
                    s.textures
                        .get(&h)
                        .ok_or_else(|| Self::unknown("texture"))?
                        .0
                        .clone(),
                ),
                None => None,
            };
            Ok(Command::SetTexture { stage, texture })
        })
    }

    fn create_render_target(
        &mut self,
        width: u32,
        height: u32,
        format: u32,
        multisample: u32,
    ) -> Result<SurfaceHandle> {
        let h = self
            .inner
            .create_render_target(width, height, format, multisample)?;
        self.record_surface(h, false, format, (width, height), multisample);
        Ok(h)
    }

    fn create_depth_stencil_surface(
        &mut self,
        width: u32,
        height: u32,
        format: u32,
        multisample: u32,
    ) -> Result<SurfaceHandle> {
        let h = self
            .inner
            .create_depth_stencil_surface(width, height, format, multisample)?;
        self.record_surface(h, true, format, (width, height), multisample);
        Ok(h)
    }

    fn set_render_target(&mut self, index: u32, surface: Option<SurfaceRef>) -> Result<()> {
        let r = self.inner.set_render_target(index, surface);
        self.record(r, |s| {
            let target = surface.map(|t| s.surface_ref(t)).transpose()?;
            Ok(Command::SetRenderTarget { index, target })
        })
    }

    fn set_depth_stencil_surface(&mut self, surface: Option<SurfaceHandle>) -> Result<()> {
        let r = self.inner.set_depth_stencil_surface(surface);
        self.record(r, |s| {
            Ok(Command::SetDepthStencilSurface(match surface {
                None => DepthStencilRef::None,
                Some(h) if Some(h) == s.inner.auto_depth_stencil() => DepthStencilRef::Default,
                Some(h) => DepthStencilRef::Surface(s.surface_ref(SurfaceRef::Surface(h))?),
            }))
        })
    }

    fn set_fvf(&mut self, fvf: u32) -> Result<()> {
        self.inner.set_fvf(fvf)?;
        self.layout = VertexLayout::Fvf(fvf);
        self.push(Command::SetFvf(fvf));
        Ok(())
    }

    fn create_vertex_declaration(
        &mut self,
        elements: &[VertexElement],
    ) -> Result<DeclarationHandle> {
        let h = self.inner.create_vertex_declaration(elements)?;
        let name = self.name("decl");
        self.declarations
            .insert(h, (name.clone(), elements.to_vec()));
        self.push(Command::CreateVertexDeclaration {
            name,
            elements: elements.to_vec(),
        });
        Ok(h)
    }

    fn set_vertex_declaration(&mut self, decl: Option<DeclarationHandle>) -> Result<()> {
        self.inner.set_vertex_declaration(decl)?;
        // A scene has no `setdecl none`; unsetting is only expressible by a later fvf.
        let Some(h) = decl else { return Ok(()) };
        let (name, elements) = self
            .declarations
            .get(&h)
            .ok_or_else(|| Self::unknown("declaration"))?
            .clone();
        self.layout =
            VertexLayout::Declaration(elements.into_iter().filter(|e| e.stream == 0).collect());
        self.push(Command::SetVertexDeclaration(name));
        Ok(())
    }

    fn create_vertex_buffer(&mut self, length: u32, usage: u32) -> Result<VertexBufferHandle> {
        let h = self.inner.create_vertex_buffer(length, usage)?;
        let name = self.name("vb");
        self.vertex_buffers.insert(h, name);
        self.unrecorded.insert((false, h.index));
        Ok(h)
    }

    fn lock_vertex_buffer(
        &mut self,
        vb: VertexBufferHandle,
        offset: u32,
        size: u32,
        flags: u32,
    ) -> Result<&mut [u8]> {
        self.buffer_locks.insert((false, vb.index), flags);
        self.inner.lock_vertex_buffer(vb, offset, size, flags)
    }

    fn unlock_vertex_buffer(&mut self, vb: VertexBufferHandle) -> Result<()> {
        self.inner.unlock_vertex_buffer(vb)?;
        if self.buffer_locks.remove(&(false, vb.index)).unwrap_or(0) & lock::READONLY == 0 {
            self.record_vertex_buffer(vb)?;
        }
        Ok(())
    }

    fn create_index_buffer(
        &mut self,
        length: u32,
        usage: u32,
        format: u32,
    ) -> Result<IndexBufferHandle> {
        let h = self.inner.create_index_buffer(length, usage, format)?;
        let name = self.name("ib");
        self.index_buffers.insert(h, (name, format));
        self.unrecorded.insert((true, h.index));
        Ok(h)
    }

    fn lock_index_buffer(
        &mut self,
        ib: IndexBufferHandle,
        offset: u32,
        size: u32,
        flags: u32,
    ) -> Result<&mut [u8]> {
        self.buffer_locks.insert((true, ib.index), flags);
        self.inner.lock_index_buffer(ib, offset, size, flags)
    }

    fn unlock_index_buffer(&mut self, ib: IndexBufferHandle) -> Result<()> {
        self.inner.unlock_index_buffer(ib)?;
        if self.buffer_locks.remove(&(true, ib.index)).unwrap_or(0) & lock::READONLY == 0 {
            self.record_index_buffer(ib)?;
        }
        Ok(())
    }

    fn set_stream_source(&mut self, stream: u32, source: Option<StreamSource>) -> Result<()> {
        let r = self.inner.set_stream_source(stream, source);
        if let (Ok(()), Some(s)) = (&r, source)
            && self.unrecorded.contains(&(false, s.buffer.index))
        {
            self.record_vertex_buffer(s.buffer)?;
        }
        self.record(r, |s| {
            Ok(match source {
                Some(src) => Command::SetStreamSource {
                    stream,
                    buffer: Some(
                        s.vertex_buffers
                            .get(&src.buffer)
                            .ok_or_else(|| Self::unknown("vertex buffer"))?
                            .clone(),
                    ),
                    offset: src.offset,
                    stride: src.stride,
                },
                None => Command::SetStreamSource {
                    stream,
                    buffer: None,
                    offset: 0,
                    stride: 0,
                },
            })
        })?;
        self.streams[stream as usize] = source;
        Ok(())
    }

    fn set_stream_source_freq(&mut self, stream: u32, value: u32) -> Result<()> {
        let r = self.inner.set_stream_source_freq(stream, value);
        self.record(r, |_| Ok(Command::SetStreamSourceFreq { stream, value }))
    }

    fn set_indices(&mut self, ib: Option<IndexBufferHandle>) -> Result<()> {
        let r = self.inner.set_indices(ib);
        if let (Ok(()), Some(h)) = (&r, ib)
            && self.unrecorded.contains(&(true, h.index))
        {
            self.record_index_buffer(h)?;
        }
        self.record(r, |s| {
            let name = match ib {
                Some(h) => Some(
                    s.index_buffers
                        .get(&h)
                        .ok_or_else(|| Self::unknown("index buffer"))?
                        .0
                        .clone(),
                ),
                None => None,
            };
            Ok(Command::SetIndices(name))
        })?;
        self.indices = ib;
        Ok(())
    }

    fn create_vertex_shader(&mut self, tokens: &[u32]) -> Result<VertexShaderHandle> {
        let h = self.inner.create_vertex_shader(tokens)?;
        let name = self.name("vs");
        self.vertex_shaders.insert(h, name.clone());
        self.push(Command::CreateVertexShader {
            name,
            tokens: tokens.to_vec(),
        });
        Ok(h)
    }

    fn create_pixel_shader(&mut self, tokens: &[u32]) -> Result<PixelShaderHandle> {
        let h = self.inner.create_pixel_shader(tokens)?;
        let name = self.name("ps");
        self.pixel_shaders.insert(h, name.clone());
        self.push(Command::CreatePixelShader {
            name,
            tokens: tokens.to_vec(),
        });
        Ok(h)
    }

    fn set_vertex_shader(&mut self, shader: Option<VertexShaderHandle>) -> Result<()> {
        let r = self.inner.set_vertex_shader(shader);
        self.record(r, |s| {
            let name = shader
                .map(|h| {
                    s.vertex_shaders
                        .get(&h)
                        .cloned()
                        .ok_or_else(|| Self::unknown("vertex shader"))
                })
                .transpose()?;
            Ok(Command::SetVertexShader(name))
        })
    }

    fn set_pixel_shader(&mut self, shader: Option<PixelShaderHandle>) -> Result<()> {
        let r = self.inner.set_pixel_shader(shader);
        self.record(r, |s| {
            let name = shader
                .map(|h| {
                    s.pixel_shaders
                        .get(&h)
                        .cloned()
                        .ok_or_else(|| Self::unknown("pixel shader"))
                })
                .transpose()?;
            Ok(Command::SetPixelShader(name))
        })
    }

    fn set_shader_constant_f(
        &mut self,
        stage: Stage,
        start: u32,
        values: &[[f32; 4]],
    ) -> Result<()> {
        let r = self.inner.set_shader_constant_f(stage, start, values);
        let values: Vec<f32> = values.concat();
        self.record(r, |_| {
            Ok(match stage {
                Stage::Vertex => Command::SetVertexShaderConstantF { start, values },
                Stage::Pixel => Command::SetPixelShaderConstantF { start, values },
            })
        })
    }

    fn set_shader_constant_i(
        &mut self,
        stage: Stage,
        start: u32,
        values: &[[i32; 4]],
    ) -> Result<()> {
        let r = self.inner.set_shader_constant_i(stage, start, values);
        let values: Vec<i32> = values.concat();
        self.record(r, |_| {
            Ok(match stage {
                Stage::Vertex => Command::SetVertexShaderConstantI { start, values },
                Stage::Pixel => Command::SetPixelShaderConstantI { start, values },
            })
        })
    }

    fn set_shader_constant_b(&mut self, stage: Stage, start: u32, values: &[bool]) -> Result<()> {
        let r = self.inner.set_shader_constant_b(stage, start, values);
        let values = values.to_vec();
        self.record(r, |_| {
            Ok(match stage {
                Stage::Vertex => Command::SetVertexShaderConstantB { start, values },
                Stage::Pixel => Command::SetPixelShaderConstantB { start, values },
            })
        })
    }

    fn set_transform(&mut self, state: u32, matrix: [f32; 16]) -> Result<()> {
        let r = self.inner.set_transform(state, matrix);
        self.record(r, |_| Ok(Command::SetTransform { state, matrix }))
    }

    fn set_light(&mut self, index: u32, light: Light) -> Result<()> {
        let r = self.inner.set_light(index, light);
        self.record(r, |_| Ok(Command::SetLight { index, light }))
    }

    fn light_enable(&mut self, index: u32, enable: bool) -> Result<()> {
        let r = self.inner.light_enable(index, enable);
        self.record(r, |_| Ok(Command::LightEnable { index, enable }))
    }

    fn set_material(&mut self, material: Material) -> Result<()> {
        let r = self.inner.set_material(material);
        self.record(r, |_| Ok(Command::SetMaterial(material)))
    }

    fn set_clip_plane(&mut self, index: u32, plane: [f32; 4]) -> Result<()> {
        let r = self.inner.set_clip_plane(index, plane);
        self.record(r, |_| Ok(Command::SetClipPlane { index, plane }))
    }

    fn set_viewport(&mut self, v: Viewport) -> Result<()> {
        let r = self.inner.set_viewport(v);
        self.record(r, |_| {
            Ok(Command::SetViewport {
                x: v.x,
                y: v.y,
                width: v.width,
                height: v.height,
                min_z: v.min_z,
                max_z: v.max_z,
            })
        })
    }

    fn set_scissor_rect(&mut self, rect: Rect) -> Result<()> {
        let r = self.inner.set_scissor_rect(rect);
        self.record(r, |_| Ok(Command::SetScissorRect(scene_rect(rect))))
    }

    fn clear(
        &mut self,
        rects: &[Rect],
        flags: u32,
        color: u32,
        z: f32,
        stencil: u32,
    ) -> Result<()> {
        let r = self.inner.clear(rects, flags, color, z, stencil);
        let rects = rects.iter().copied().map(scene_rect).collect();
        self.record(r, |_| {
            Ok(Command::Clear {
                flags,
                color,
                z,
                stencil,
                rects,
            })
        })
    }

    fn draw_primitive(&mut self, primitive: u32, start_vertex: u32, count: u32) -> Result<()> {
        let r = self.inner.draw_primitive(primitive, start_vertex, count);
        self.record(r, |_| {
            Ok(Command::DrawPrimitive {
                primitive,
                start_vertex,
                count,
            })
        })
    }

    fn draw_indexed_primitive(
        &mut self,
        primitive: u32,
        base_vertex: i32,
        min_index: u32,
        num_vertices: u32,
        start_index: u32,
        count: u32,
    ) -> Result<()> {
        let r = self.inner.draw_indexed_primitive(
            primitive,
            base_vertex,
            min_index,
            num_vertices,
            start_index,
            count,
        );
        self.record(r, |_| {
            Ok(Command::DrawIndexedPrimitive {
                primitive,
                base_vertex,
                min_index,
                num_vertices,
                start_index,
                count,
            })
        })
    }

    fn draw_primitive_up(
        &mut self,
        primitive: u32,
        count: u32,
        vertices: &[u8],
        stride: u32,
    ) -> Result<()> {
        let data = self.vertex_data(vertices, stride)?;
        let r = self
            .inner
            .draw_primitive_up(primitive, count, vertices, stride);
        self.streams[0] = None;
        self.record(r, |_| {
            Ok(Command::DrawPrimitiveUp {
                primitive,
                count,
                vertices: data,
            })
        })
    }

    fn draw_indexed_primitive_up(
        &mut self,
        primitive: u32,
        min_index: u32,
        num_vertices: u32,
        count: u32,
        indices: IndexData<'_>,
        vertices: &[u8],
        stride: u32,
    ) -> Result<()> {
        let data = self.vertex_data(vertices, stride)?;
        let r = self.inner.draw_indexed_primitive_up(
            primitive,
            min_index,
            num_vertices,
            count,
            indices,
            vertices,
            stride,
        );
        self.streams[0] = None;
        self.indices = None;
        let indices = match indices {
            IndexData::U16(v) => Indices::U16(v.to_vec()),
            IndexData::U32(v) => Indices::U32(v.to_vec()),
        };
        self.record(r, |_| {
            Ok(Command::DrawIndexedPrimitiveUp {
                primitive,
                min_index,
                num_vertices,
                count,
                indices,
                vertices: data,
            })
        })
    }

    fn stretch_rect(
        &mut self,
        source: SurfaceRef,
        source_rect: Option<Rect>,
        dest: SurfaceRef,
        dest_rect: Option<Rect>,
        filter: u32,
    ) -> Result<()> {
        let r = self
            .inner
            .stretch_rect(source, source_rect, dest, dest_rect, filter);
        self.record(r, |s| {
            Ok(Command::StretchRect {
                source: s.surface_ref(source)?,
                source_rect: source_rect.map(scene_rect),
                dest: s.surface_ref(dest)?,
                dest_rect: dest_rect.map(scene_rect),
                filter,
            })
        })
    }

    fn renderer_counters(&self) -> ninth_render::Counters {
        self.inner.renderer_counters()
    }

    fn capture(&mut self, name: &str, surface: SurfaceRef) -> Result<Capture> {
        let r = self.inner.capture(name, surface);
        self.record(r, |s| {
            Ok(Command::Capture {
                name: name.to_string(),
                source: s.surface_ref(surface)?,
            })
        })
    }
}
