//! `SetFVF`, vertex declarations, vertex and index buffers, stream sources and frequencies,
//! `SetIndices`.

use ninth_scene::VertexElement;
use ninth_scene::vertex::{FieldKind, fvf_packing};

use crate::device::buffers::{Buffer, D3DFMT_INDEX16, D3DFMT_INDEX32};
use crate::device::{Device, MAX_STREAMS};
use crate::error::{Error, Result};
use crate::handles::{DeclarationHandle, IndexBufferHandle, VertexBufferHandle};

/// A stream source binding.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct StreamSource {
    /// The buffer.
    pub buffer: VertexBufferHandle,
    /// Byte offset of vertex 0.
    pub offset: u32,
    /// Bytes per vertex.
    pub stride: u32,
}

impl Default for VertexBufferHandle {
    fn default() -> Self {
        Self {
            index: u32::MAX,
            generation: 0,
        }
    }
}

/// One vertex stream: its source and `SetStreamSourceFreq` divider.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stream {
    /// The bound buffer, if any.
    pub source: Option<StreamSource>,
    /// The frequency value with its `D3DSTREAMSOURCE_*` flags (1: every vertex).
    pub frequency: u32,
}

impl Default for Stream {
    fn default() -> Self {
        Self {
            source: None,
            frequency: 1,
        }
    }
}

const INDEXEDDATA: u32 = 0x4000_0000;
const INSTANCEDATA: u32 = 0x8000_0000;

impl Device<'_> {
    /// `SetFVF`: checks the code (position type, texture count, blend-weight flags) and
    /// makes it the vertex layout (replacing a declaration).
    pub fn set_fvf(&mut self, fvf: u32) -> Result<()> {
        fvf_packing(fvf).map_err(Error::invalid)?;
        self.fvf = fvf;
        self.declaration = None;
        self.invalidate_state();
        Ok(())
    }

    /// The current FVF (0 when a declaration is set).
    pub fn fvf(&self) -> u32 {
        self.fvf
    }

    /// `CreateVertexDeclaration` (the elements without `D3DDECL_END`).
    pub fn create_vertex_declaration(
        &mut self,
        elements: &[VertexElement],
    ) -> Result<DeclarationHandle> {
        for (i, e) in elements.iter().enumerate() {
            if u32::from(e.stream) >= MAX_STREAMS {
                return Err(Error::invalid(format!(
                    "element {i}: stream {} is not 0-15",
                    e.stream
                )));
            }
            if FieldKind::of_decl_type(e.ty).is_none() && e.ty != 17 {
                return Err(Error::invalid(format!(
                    "element {i}: D3DDECLTYPE {} is not valid",
                    e.ty
                )));
            }
            if e.method > 6 || e.usage > 13 || e.offset % 4 != 0 {
                return Err(Error::invalid(format!(
                    "element {i}: method {}, usage {} or offset {} is not valid",
                    e.method, e.usage, e.offset
                )));
            }
            let duplicate = elements[..i]
                .iter()
                .any(|p| p.usage == e.usage && p.usage_index == e.usage_index);
            if duplicate {
                return Err(Error::invalid(format!(
                    "element {i}: usage {} index {} is declared twice",
                    e.usage, e.usage_index
                )));
            }
        }
        Ok(self.declarations.insert(elements.to_vec()).into())
    }

    /// `SetVertexDeclaration` (clears the FVF).
    pub fn set_vertex_declaration(&mut self, decl: Option<DeclarationHandle>) -> Result<()> {
        if let Some(h) = decl {
            self.declarations.get(h)?;
        }
        self.declaration = decl;
        self.fvf = 0;
        self.invalidate_state();
        Ok(())
    }

    /// `CreateVertexBuffer` (`D3DUSAGE_WRITEONLY`, `D3DUSAGE_DYNAMIC` ...), zeroed.
    pub fn create_vertex_buffer(&mut self, length: u32, usage: u32) -> Result<VertexBufferHandle> {
        Ok(self
            .vertex_buffers
            .insert(Buffer::new(length, usage, 0)?)
            .into())
    }

    /// `CreateIndexBuffer` with `D3DFMT_INDEX16` or `D3DFMT_INDEX32`, zeroed.
    pub fn create_index_buffer(
        &mut self,
        length: u32,
        usage: u32,
        format: u32,
    ) -> Result<IndexBufferHandle> {
        if format != D3DFMT_INDEX16 && format != D3DFMT_INDEX32 {
            return Err(Error::invalid(format!(
                "index format {format} is not INDEX16 or INDEX32"
            )));
        }
        let width = if format == D3DFMT_INDEX16 { 2 } else { 4 };
        if !length.is_multiple_of(width) {
            return Err(Error::invalid(format!(
                "index buffer length {length} is not a whole number of indices"
            )));
        }
        Ok(self
            .index_buffers
            .insert(Buffer::new(length, usage, format)?)
            .into())
    }

    /// `IDirect3DVertexBuffer9::Lock` (size 0: to the end).
    pub fn lock_vertex_buffer(
        &mut self,
        vb: VertexBufferHandle,
        offset: u32,
        size: u32,
        flags: u32,
    ) -> Result<&mut [u8]> {
        self.vertex_buffers.get_mut(vb)?.lock(offset, size, flags)
    }

    /// `IDirect3DVertexBuffer9::Unlock`.
    pub fn unlock_vertex_buffer(&mut self, vb: VertexBufferHandle) -> Result<()> {
        self.vertex_buffers.get_mut(vb)?.unlock()
    }

    /// `IDirect3DIndexBuffer9::Lock` (size 0: to the end).
    pub fn lock_index_buffer(
        &mut self,
        ib: IndexBufferHandle,
        offset: u32,
        size: u32,
        flags: u32,
    ) -> Result<&mut [u8]> {
        self.index_buffers.get_mut(ib)?.lock(offset, size, flags)
    }

    /// `IDirect3DIndexBuffer9::Unlock`.
    pub fn unlock_index_buffer(&mut self, ib: IndexBufferHandle) -> Result<()> {
        self.index_buffers.get_mut(ib)?.unlock()
    }

    /// `SetStreamSource` (`None` unbinds).
    pub fn set_stream_source(&mut self, stream: u32, source: Option<StreamSource>) -> Result<()> {
        if stream >= MAX_STREAMS {
            return Err(Error::invalid(format!("stream {stream} is not 0-15")));
        }
        if let Some(s) = source {
            self.vertex_buffers.get(s.buffer)?;
        }
        self.streams[stream as usize].source = source;
        Ok(())
    }

    /// `SetStreamSourceFreq`: 1, or `D3DSTREAMSOURCE_INDEXEDDATA | n` (stream 0 only
    /// with n >= 1), or `D3DSTREAMSOURCE_INSTANCEDATA | n` (not stream 0).
    pub fn set_stream_source_freq(&mut self, stream: u32, value: u32) -> Result<()> {
        if stream >= MAX_STREAMS {
            return Err(Error::invalid(format!("stream {stream} is not 0-15")));
        }
        let n = value & 0x3fff_ffff;
        let valid = match value & (INDEXEDDATA | INSTANCEDATA) {
            0 => n >= 1,
            INDEXEDDATA => n >= 1,
            INSTANCEDATA => stream != 0 && n >= 1,
            _ => false,
        };
        if !valid {
            return Err(Error::invalid(format!(
                "stream {stream} frequency {value:#x} is not valid"
            )));
        }
        self.streams[stream as usize].frequency = value;
        Ok(())
    }

    /// `SetIndices`.
    pub fn set_indices(&mut self, ib: Option<IndexBufferHandle>) -> Result<()> {
        if let Some(h) = ib {
            self.index_buffers.get(h)?;
        }
        self.indices = ib;
        Ok(())
    }
}
