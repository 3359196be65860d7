//! Replaying a `.scene` on a device: each command becomes the [`Direct3DDevice9`] call it
//! stands for; any error stops the replay and names the scene line.

mod fill;
mod texel;

use std::collections::HashMap;

use ninth_render::Renderer;
use ninth_scene::format::{level_extent, level_size};
use ninth_scene::{Command, DepthStencilRef, Indices, Scene};

use crate::api::Direct3DDevice9;
use crate::device::buffers::{D3DFMT_INDEX16, D3DFMT_INDEX32};
use crate::device::resources::{LockBox, TextureDesc, TextureShape};
use crate::device::shaders::Stage;
use crate::device::{Capture, Device, DeviceParams, Rect, StreamSource, SurfaceRef, Viewport};
use crate::draw::IndexData;
use crate::error::{Error, ErrorKind, Result};
use crate::handles::{
    DeclarationHandle, IndexBufferHandle, PixelShaderHandle, SurfaceHandle, TextureHandle,
    VertexBufferHandle, VertexShaderHandle,
};

/// A replay failure: the scene line and the device's error.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {message}")]
pub struct ReplayError {
    /// The 1-based scene line of the failing command.
    pub line: usize,
    /// The kind of the device error.
    pub kind: ErrorKind,
    /// What went wrong.
    pub message: String,
    /// The captures made before the failing command.
    pub captures: Vec<NamedCapture>,
}

/// A named capture of a replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedCapture {
    /// The `capture` name (the PNG is `NAME.png`).
    pub name: String,
    /// The pixels.
    pub image: Capture,
    /// The renderer's counters once the capture was read back (cumulative: the difference
    /// from the capture before is what the scene did between them).
    pub counters: ninth_render::Counters,
}

/// Replays `scene` on a new [`Device`] over `renderer`; returns the captures in order.
pub fn replay(scene: &Scene, renderer: &mut Renderer) -> Result<Vec<NamedCapture>, ReplayError> {
    replay_with(scene, |params| Device::new(renderer, params)).map(|(_, captures)| captures)
}

/// Replays `scene` on the device `make` creates from the scene's `device` line (a
/// [`Device`], a [`crate::Recorder`] around one, or any other implementation); returns the
/// device with the captures.
pub fn replay_with<D: Direct3DDevice9>(
    scene: &Scene,
    make: impl FnOnce(DeviceParams) -> Result<D>,
) -> Result<(D, Vec<NamedCapture>), ReplayError> {
    let mut statements = scene.statements.iter();
    let first = statements.next().ok_or(ReplayError {
        line: 1,
        kind: ErrorKind::InvalidCall,
        message: "the scene has no `device` command".into(),
        captures: Vec::new(),
    })?;
    let at = |line: usize| {
        move |e: Error| ReplayError {
            line,
            kind: e.kind,
            message: e.message,
            captures: Vec::new(),
        }
    };
    let Command::Device {
        width,
        height,
        backbuffer,
        depth,
        msaa,
    } = first.command
    else {
        return Err(at(first.line)(Error::invalid(
            "the first command must be `device`",
        )));
    };
    let params = DeviceParams {
        width,
        height,
        backbuffer_format: backbuffer,
        depth_format: depth,
        multisample: msaa,
    };
    let mut player = Player {
        device: make(params).map_err(at(first.line))?,
        names: Names::default(),
        captures: Vec::new(),
    };
    for statement in statements {
        if let Err(e) = player.run(&statement.command) {
            let mut error = at(statement.line)(e);
            error.captures = player.captures;
            return Err(error);
        }
    }
    Ok((player.device, player.captures))
}

#[derive(Default)]
struct Names {
    textures: HashMap<String, (TextureHandle, TextureDesc)>,
    surfaces: HashMap<String, SurfaceHandle>,
    vertex_buffers: HashMap<String, VertexBufferHandle>,
    index_buffers: HashMap<String, IndexBufferHandle>,
    declarations: HashMap<String, DeclarationHandle>,
    vertex_shaders: HashMap<String, VertexShaderHandle>,
    pixel_shaders: HashMap<String, PixelShaderHandle>,
}

fn lookup<T: Copy>(map: &HashMap<String, T>, name: &str, what: &str) -> Result<T> {
    map.get(name)
        .copied()
        .ok_or_else(|| Error::invalid(format!("no {what} named `{name}`")))
}

fn rect(r: &ninth_scene::Rect) -> Rect {
    Rect {
        left: r.left,
        top: r.top,
        right: r.right,
        bottom: r.bottom,
    }
}

fn quads<T: Copy + Default>(values: &[T]) -> Vec<[T; 4]> {
    values
        .chunks(4)
        .map(|c| std::array::from_fn(|i| c.get(i).copied().unwrap_or_default()))
        .collect()
}

struct Player<D> {
    device: D,
    names: Names,
    captures: Vec<NamedCapture>,
}

impl<D: Direct3DDevice9> Player<D> {
    fn surface(&self, r: &ninth_scene::SurfaceRef) -> Result<SurfaceRef> {
        match r {
            ninth_scene::SurfaceRef::Backbuffer => Ok(SurfaceRef::Backbuffer),
            ninth_scene::SurfaceRef::Named { name, face, level } => {
                if let Some(&h) = self.names.surfaces.get(name) {
                    return Ok(SurfaceRef::Surface(h));
                }
                let texture = lookup(&self.names.textures, name, "surface or texture")?.0;
                Ok(SurfaceRef::TextureLevel {
                    texture,
                    face: face.unwrap_or(0),
                    level: *level,
                })
            }
        }
    }

    fn write_buffer(&mut self, vb: VertexBufferHandle, bytes: &[u8]) -> Result<()> {
        self.device
            .lock_vertex_buffer(vb, 0, 0, 0)?
            .copy_from_slice(bytes);
        self.device.unlock_vertex_buffer(vb)
    }

    fn fill(
        &mut self,
        name: &str,
        level: u32,
        face: Option<u32>,
        slice: Option<u32>,
        generator: &ninth_scene::Generator,
    ) -> Result<()> {
        let (texture, desc) = *self
            .names
            .textures
            .get(name)
            .ok_or_else(|| Error::invalid(format!("no texture named `{name}`")))?;
        let (w, h, d) = match desc.shape {
            TextureShape::TwoD(w, h) => (w, h, 1),
            TextureShape::Cube(s) => (s, s, 1),
            TextureShape::Volume(w, h, d) => (w, h, d),
        };
        let (w, h, d) = (
            level_extent(w, level),
            level_extent(h, level),
            level_extent(d, level),
        );
        let (first, count) = match slice {
            Some(z) if z >= d => {
                return Err(Error::invalid(format!(
                    "slice {z} of a level of {d} slices"
                )));
            }
            Some(z) => (z, 1),
            None => (0, d),
        };
        let slice_size = level_size(desc.format, w, h, 1, 0).ok_or_else(|| {
            Error::invalid(format!("D3DFORMAT {} has no texel layout", desc.format))
        })? as usize;
        let mut bytes = match generator {
            ninth_scene::Generator::Bytes(b) if b.len() == slice_size && count > 1 => {
                b.repeat(count as usize)
            }
            _ => fill::level_bytes(
                generator,
                desc.format,
                w,
                h,
                count,
                slice_size * count as usize,
            )?,
        };
        if bytes.len() != slice_size * count as usize {
            bytes = fill::level_bytes(generator, desc.format, w, h, 1, slice_size)?
                .repeat(count as usize);
        }
        let region = LockBox {
            left: 0,
            top: 0,
            front: first,
            right: w,
            bottom: h,
            back: first + count,
        };
        let locked =
            self.device
                .lock_texture(texture, face.unwrap_or(0), level, Some(region), 0)?;
        locked.data[..bytes.len()].copy_from_slice(&bytes);
        self.device
            .unlock_texture(texture, face.unwrap_or(0), level)
    }

    fn run(&mut self, command: &Command) -> Result<()> {
        let d = &mut self.device;
        match command {
            Command::Device { .. } => return Err(Error::invalid("a second `device` command")),
            Command::SetRenderState { state, value } => d.set_render_state(*state, *value)?,
            Command::SetTextureStageState {
                stage,
                state,
                value,
            } => d.set_texture_stage_state(*stage, *state, *value)?,
            Command::SetSamplerState {
                sampler,
                state,
                value,
            } => d.set_sampler_state(*sampler, *state, *value)?,
            Command::CreateTexture {
                name,
                shape,
                format,
                levels,
                usage,
                pool,
            } => {
                let shape = match *shape {
                    ninth_scene::TextureShape::TwoD { width, height } => {
                        TextureShape::TwoD(width, height)
                    }
                    ninth_scene::TextureShape::Cube { size } => TextureShape::Cube(size),
                    ninth_scene::TextureShape::Volume {
                        width,
                        height,
                        depth,
                    } => TextureShape::Volume(width, height, depth),
                };
                let desc = TextureDesc {
                    shape,
                    format: *format,
                    levels: *levels,
                    usage: *usage,
                    pool: *pool,
                };
                let handle = d.create_texture(desc)?;
                self.names.surfaces.remove(name);
                self.names.textures.insert(name.clone(), (handle, desc));
            }
            Command::Fill {
                name,
                level,
                face,
                slice,
                generator,
            } => self.fill(name, *level, *face, *slice, generator)?,
            Command::CreateSurface {
                name,
                depth_stencil,
                format,
                width,
                height,
                msaa,
            } => {
                let handle = if *depth_stencil {
                    d.create_depth_stencil_surface(*width, *height, *format, *msaa)?
                } else {
                    d.create_render_target(*width, *height, *format, *msaa)?
                };
                self.names.textures.remove(name);
                self.names.surfaces.insert(name.clone(), handle);
            }
            Command::SetTexture { stage, texture } => {
                let handle = match texture {
                    Some(n) => Some(
                        self.names
                            .textures
                            .get(n)
                            .ok_or_else(|| Error::invalid(format!("no texture named `{n}`")))?
                            .0,
                    ),
                    None => None,
                };
                self.device.set_texture(*stage, handle)?;
            }
            Command::SetRenderTarget { index, target } => {
                let target = target.as_ref().map(|t| self.surface(t)).transpose()?;
                self.device.set_render_target(*index, target)?;
            }
            Command::SetDepthStencilSurface(r) => {
                let handle = match r {
                    DepthStencilRef::None => None,
                    DepthStencilRef::Default => d.auto_depth_stencil(),
                    DepthStencilRef::Surface(s) => match self.surface(s)? {
                        SurfaceRef::Surface(h) => Some(h),
                        SurfaceRef::TextureLevel { texture, level, .. } => {
                            Some(self.device.texture_depth_surface(texture, level)?)
                        }
                        SurfaceRef::Backbuffer => {
                            return Err(Error::invalid(
                                "the back buffer is not a depth-stencil surface",
                            ));
                        }
                    },
                };
                self.device.set_depth_stencil_surface(handle)?;
            }
            Command::SetFvf(fvf) => d.set_fvf(*fvf)?,
            Command::CreateVertexDeclaration { name, elements } => {
                let h = d.create_vertex_declaration(elements)?;
                self.names.declarations.insert(name.clone(), h);
            }
            Command::SetVertexDeclaration(name) => {
                let h = lookup(&self.names.declarations, name, "vertex declaration")?;
                d.set_vertex_declaration(Some(h))?;
            }
            Command::CreateVertexBuffer { name, data } => self.vertex_buffer(name, &data.bytes)?,
            Command::CreateVertexBufferRaw { name, bytes } => self.vertex_buffer(name, bytes)?,
            Command::CreateIndexBuffer { name, indices } => {
                let (bytes, format): (Vec<u8>, u32) = match indices {
                    Indices::U16(v) => (
                        v.iter().flat_map(|i| i.to_le_bytes()).collect(),
                        D3DFMT_INDEX16,
                    ),
                    Indices::U32(v) => (
                        v.iter().flat_map(|i| i.to_le_bytes()).collect(),
                        D3DFMT_INDEX32,
                    ),
                };
                let ib = d.create_index_buffer(bytes.len() as u32, 0, format)?;
                d.lock_index_buffer(ib, 0, 0, 0)?.copy_from_slice(&bytes);
                d.unlock_index_buffer(ib)?;
                self.names.index_buffers.insert(name.clone(), ib);
            }
            Command::SetStreamSource {
                stream,
                buffer,
                offset,
                stride,
            } => {
                let source = match buffer {
                    Some(n) => Some(StreamSource {
                        buffer: lookup(&self.names.vertex_buffers, n, "vertex buffer")?,
                        offset: *offset,
                        stride: *stride,
                    }),
                    None => None,
                };
                d.set_stream_source(*stream, source)?;
            }
            Command::SetStreamSourceFreq { stream, value } => {
                d.set_stream_source_freq(*stream, *value)?
            }
            Command::SetIndices(name) => {
                let h = name
                    .as_ref()
                    .map(|n| lookup(&self.names.index_buffers, n, "index buffer"))
                    .transpose()?;
                d.set_indices(h)?;
            }
            Command::CreateVertexShader { name, tokens } => {
                let h = d.create_vertex_shader(tokens)?;
                self.names.vertex_shaders.insert(name.clone(), h);
            }
            Command::CreatePixelShader { name, tokens } => {
                let h = d.create_pixel_shader(tokens)?;
                self.names.pixel_shaders.insert(name.clone(), h);
            }
            Command::SetVertexShader(name) => {
                let h = name
                    .as_ref()
                    .map(|n| lookup(&self.names.vertex_shaders, n, "vertex shader"))
                    .transpose()?;
                d.set_vertex_shader(h)?;
            }
            Command::SetPixelShader(name) => {
                let h = name
                    .as_ref()
                    .map(|n| lookup(&self.names.pixel_shaders, n, "pixel shader"))
                    .transpose()?;
                d.set_pixel_shader(h)?;
            }
            Command::SetVertexShaderConstantF { start, values } => {
                d.set_shader_constant_f(Stage::Vertex, *start, &quads(values))?
            }
            Command::SetVertexShaderConstantI { start, values } => {
                d.set_shader_constant_i(Stage::Vertex, *start, &quads(values))?
            }
            Command::SetVertexShaderConstantB { start, values } => {
                d.set_shader_constant_b(Stage::Vertex, *start, values)?
            }
            Command::SetPixelShaderConstantF { start, values } => {
                d.set_shader_constant_f(Stage::Pixel, *start, &quads(values))?
            }
            Command::SetPixelShaderConstantI { start, values } => {
                d.set_shader_constant_i(Stage::Pixel, *start, &quads(values))?
            }
            Command::SetPixelShaderConstantB { start, values } => {
                d.set_shader_constant_b(Stage::Pixel, *start, values)?
            }
            Command::SetTransform { state, matrix } => d.set_transform(*state, *matrix)?,
            Command::SetLight { index, light } => d.set_light(*index, *light)?,
            Command::LightEnable { index, enable } => d.light_enable(*index, *enable)?,
            Command::SetMaterial(m) => d.set_material(*m)?,
            Command::SetClipPlane { index, plane } => d.set_clip_plane(*index, *plane)?,
            Command::SetViewport {
                x,
                y,
                width,
                height,
                min_z,
                max_z,
            } => d.set_viewport(Viewport {
                x: *x,
                y: *y,
                width: *width,
                height: *height,
                min_z: *min_z,
                max_z: *max_z,
            })?,
            Command::SetScissorRect(r) => d.set_scissor_rect(rect(r))?,
            Command::Clear {
                flags,
                color,
                z,
                stencil,
                rects,
            } => {
                let rects: Vec<Rect> = rects.iter().map(rect).collect();
                d.clear(&rects, *flags, *color, *z, *stencil)?;
            }
            Command::DrawPrimitive {
                primitive,
                start_vertex,
                count,
            } => d.draw_primitive(*primitive, *start_vertex, *count)?,
            Command::DrawIndexedPrimitive {
                primitive,
                base_vertex,
                min_index,
                num_vertices,
                start_index,
                count,
            } => d.draw_indexed_primitive(
                *primitive,
                *base_vertex,
                *min_index,
                *num_vertices,
                *start_index,
                *count,
            )?,
            Command::DrawPrimitiveUp {
                primitive,
                count,
                vertices,
            } => d.draw_primitive_up(*primitive, *count, &vertices.bytes, vertices.stride)?,
            Command::DrawIndexedPrimitiveUp {
                primitive,
                min_index,
                num_vertices,
                count,
                indices,
                vertices,
            } => {
                let data = match indices {
                    Indices::U16(v) => IndexData::U16(v),
                    Indices::U32(v) => IndexData::U32(v),
                };
                d.draw_indexed_primitive_up(
                    *primitive,
                    *min_index,
                    *num_vertices,
                    *count,
                    data,
                    &vertices.bytes,
                    vertices.stride,
                )?
            }
            Command::StretchRect {
                source,
                source_rect,
                dest,
                dest_rect,
                filter,
            } => {
                let (src, dst) = (self.surface(source)?, self.surface(dest)?);
                self.device.stretch_rect(
                    src,
                    source_rect.as_ref().map(rect),
                    dst,
                    dest_rect.as_ref().map(rect),
                    *filter,
                )?;
            }
            Command::Capture { name, source } => {
                let surface = self.surface(source)?;
                let image = self.device.capture(name, surface)?;
                let counters = self.device.renderer_counters();
                self.captures.push(NamedCapture {
                    name: name.clone(),
                    image,
                    counters,
                });
            }
        }
        Ok(())
    }

    fn vertex_buffer(&mut self, name: &str, bytes: &[u8]) -> Result<()> {
        let vb = self
            .device
            .create_vertex_buffer(bytes.len().max(1) as u32, 0)?;
        if !bytes.is_empty() {
            self.write_buffer(vb, bytes)?;
        }
        self.names.vertex_buffers.insert(name.to_string(), vb);
        Ok(())
    }
}
