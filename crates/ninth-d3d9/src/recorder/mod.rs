//! [`Recorder`]: a [`Direct3DDevice9`] that writes every call it receives as a `.scene`
//! command (through ninth-scene's writer) and forwards it to the device it wraps. Objects
//! get generated names; locked data is recorded at `Unlock` as `fill ... bytes`, `vbraw`
//! or `ib` (re-binding the streams and indices that used the buffer).

mod calls;

use std::collections::HashMap;

use ninth_scene::vertex::VertexLayout;
use ninth_scene::{Command, Indices, Scene, Statement, VertexData, VertexElement};

use crate::api::Direct3DDevice9;
use crate::consts::lock;
use crate::device::buffers::D3DFMT_INDEX32;
use crate::device::resources::TextureShape;
use crate::device::{Rect, StreamSource, SurfaceRef};
use crate::error::{Error, Result};
use crate::handles::{
    DeclarationHandle, IndexBufferHandle, PixelShaderHandle, SurfaceHandle, TextureHandle,
    VertexBufferHandle, VertexShaderHandle,
};

/// Records the calls it receives as a scene and forwards them to `D`.
pub struct Recorder<D> {
    inner: D,
    scene: Scene,
    next_name: usize,
    textures: HashMap<TextureHandle, (String, TextureShape)>,
    surfaces: HashMap<SurfaceHandle, String>,
    vertex_buffers: HashMap<VertexBufferHandle, String>,
    index_buffers: HashMap<IndexBufferHandle, (String, u32)>,
    declarations: HashMap<DeclarationHandle, (String, Vec<VertexElement>)>,
    vertex_shaders: HashMap<VertexShaderHandle, String>,
    pixel_shaders: HashMap<PixelShaderHandle, String>,
    layout: VertexLayout,
    streams: [Option<StreamSource>; 16],
    indices: Option<IndexBufferHandle>,
    locks: HashMap<(TextureHandle, u32, u32), u32>,
    buffer_locks: HashMap<(bool, u32), u32>,
    /// Buffers created but not yet written or bound: recorded at first use.
    unrecorded: std::collections::HashSet<(bool, u32)>,
}

pub(super) fn scene_rect(r: Rect) -> ninth_scene::Rect {
    ninth_scene::Rect {
        left: r.left,
        top: r.top,
        right: r.right,
        bottom: r.bottom,
    }
}

impl<D: Direct3DDevice9> Recorder<D> {
    /// Wraps `inner`, recording its `device` line first.
    pub fn new(inner: D) -> Self {
        let p = inner.params();
        let mut recorder = Self {
            inner,
            scene: Scene::default(),
            next_name: 0,
            textures: HashMap::new(),
            surfaces: HashMap::new(),
            vertex_buffers: HashMap::new(),
            index_buffers: HashMap::new(),
            declarations: HashMap::new(),
            vertex_shaders: HashMap::new(),
            pixel_shaders: HashMap::new(),
            layout: VertexLayout::Fvf(0),
            streams: [None; 16],
            indices: None,
            locks: HashMap::new(),
            buffer_locks: HashMap::new(),
            unrecorded: Default::default(),
        };
        recorder.push(Command::Device {
            width: p.width,
            height: p.height,
            backbuffer: p.backbuffer_format,
            depth: p.depth_format,
            msaa: p.multisample,
        });
        recorder
    }

    /// The scene recorded so far.
    pub fn scene(&self) -> &Scene {
        &self.scene
    }

    /// The recorded scene as `.scene` text.
    pub fn text(&self) -> String {
        ninth_scene::write(&self.scene)
    }

    /// The wrapped device.
    pub fn inner(&mut self) -> &mut D {
        &mut self.inner
    }

    fn push(&mut self, command: Command) {
        self.scene.statements.push(Statement { line: 0, command });
    }

    /// Records `command` when `result` is a success, and passes the result on.
    fn record<T>(
        &mut self,
        result: Result<T>,
        command: impl FnOnce(&Self) -> Result<Command>,
    ) -> Result<T> {
        let value = result?;
        let command = command(self)?;
        self.push(command);
        Ok(value)
    }

    fn name(&mut self, prefix: &str) -> String {
        self.next_name += 1;
        format!("{prefix}{}", self.next_name)
    }

    fn unknown(what: &str) -> Error {
        Error::invalid(format!("the recorder has no name for this {what}"))
    }

    fn surface_ref(&self, s: SurfaceRef) -> Result<ninth_scene::SurfaceRef> {
        Ok(match s {
            SurfaceRef::Backbuffer => ninth_scene::SurfaceRef::Backbuffer,
            SurfaceRef::Surface(h) => ninth_scene::SurfaceRef::Named {
                name: self
                    .surfaces
                    .get(&h)
                    .ok_or_else(|| Self::unknown("surface"))?
                    .clone(),
                face: None,
                level: 0,
            },
            SurfaceRef::TextureLevel {
                texture,
                face,
                level,
            } => {
                let (name, shape) = self
                    .textures
                    .get(&texture)
                    .ok_or_else(|| Self::unknown("texture"))?;
                ninth_scene::SurfaceRef::Named {
                    name: name.clone(),
                    face: matches!(shape, TextureShape::Cube(_)).then_some(face),
                    level,
                }
            }
        })
    }

    fn vertex_data(&self, bytes: &[u8], stride: u32) -> Result<VertexData> {
        let packing = self.layout.packing().map_err(Error::invalid)?;
        if packing.stride != stride as usize {
            return Err(Error::unsupported(format!(
                "recording a UP draw of stride {stride}: a scene packs UP vertices by the layout's {} bytes",
                packing.stride
            )));
        }
        Ok(VertexData {
            layout: self.layout.clone(),
            stride,
            bytes: bytes.to_vec(),
        })
    }

    /// Names a created surface and records its `surface` line.
    fn record_surface(
        &mut self,
        h: SurfaceHandle,
        depth_stencil: bool,
        format: u32,
        (width, height): (u32, u32),
        msaa: u32,
    ) {
        let name = self.name(if depth_stencil { "ds" } else { "rt" });
        self.surfaces.insert(h, name.clone());
        self.push(Command::CreateSurface {
            name,
            depth_stencil,
            format,
            width,
            height,
            msaa,
        });
    }

    fn record_vertex_buffer(&mut self, vb: VertexBufferHandle) -> Result<()> {
        self.unrecorded.remove(&(false, vb.index));
        let bytes = self
            .inner
            .lock_vertex_buffer(vb, 0, 0, lock::READONLY)?
            .to_vec();
        self.inner.unlock_vertex_buffer(vb)?;
        let name = self
            .vertex_buffers
            .get(&vb)
            .ok_or_else(|| Self::unknown("vertex buffer"))?
            .clone();
        self.push(Command::CreateVertexBufferRaw {
            name: name.clone(),
            bytes,
        });
        // A scene's `vbraw` makes a new buffer: bind it where the old one was.
        for stream in 0..16u32 {
            if let Some(s) = self.streams[stream as usize]
                && s.buffer == vb
            {
                self.push(Command::SetStreamSource {
                    stream,
                    buffer: Some(name.clone()),
                    offset: s.offset,
                    stride: s.stride,
                });
            }
        }
        Ok(())
    }

    fn record_index_buffer(&mut self, ib: IndexBufferHandle) -> Result<()> {
        self.unrecorded.remove(&(true, ib.index));
        let bytes = self
            .inner
            .lock_index_buffer(ib, 0, 0, lock::READONLY)?
            .to_vec();
        self.inner.unlock_index_buffer(ib)?;
        let (name, format) = self
            .index_buffers
            .get(&ib)
            .ok_or_else(|| Self::unknown("index buffer"))?
            .clone();
        let indices = if format == D3DFMT_INDEX32 {
            Indices::U32(
                bytes
                    .chunks_exact(4)
                    .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                    .collect(),
            )
        } else {
            Indices::U16(
                bytes
                    .chunks_exact(2)
                    .map(|c| u16::from_le_bytes([c[0], c[1]]))
                    .collect(),
            )
        };
        self.push(Command::CreateIndexBuffer {
            name: name.clone(),
            indices,
        });
        if self.indices == Some(ib) {
            self.push(Command::SetIndices(Some(name)));
        }
        Ok(())
    }
}
