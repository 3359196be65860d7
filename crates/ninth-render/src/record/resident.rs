//! Resident buffers (the reference renderer's `mr_buffer_create` and its resident vertex
//! copies): vertex data copied to the GPU once and bound by later draws in place of a copy
//! into the arena. A draw names, per stream, where its bytes are kept
//! ([`Renderer::draw_program_resident`]); with the fast paths on, each stream fetched in
//! place is bound from its resident buffer (counted in [`crate::Counters::resident_bytes`]),
//! while streams that are repacked, expanded or deindexed, and every stream with the fast
//! paths off, are still copied into the arena from the draw's bytes, as by
//! [`Renderer::draw_program`]. Released buffers stay alive for the draws already recorded.

use std::collections::HashMap;

use crate::context::ContextId;
use crate::counters::Counters;
use crate::draw::Primitive;
use crate::error::{Error, Result};
use crate::record::arena::{Arena, ArenaSlice};
use crate::renderer::Renderer;
use crate::state::program::{IndexData, Indices, ProgramDrawState};

/// Handle of a resident buffer (never reused).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BufferId(pub(crate) u32);

/// Where a stream's bytes are kept: a resident buffer and the byte offset (a multiple of 4)
/// of the stream's first byte in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ResidentRange {
    /// The resident buffer.
    pub buffer: BufferId,
    /// Byte offset of the stream in it.
    pub offset: u64,
}

/// The resident buffers and the current draw's resident streams.
#[derive(Default)]
pub(crate) struct Resident {
    buffers: HashMap<u32, wgpu::Buffer>,
    next: u32,
    /// The streams of the draw being recorded kept resident: the address range of the bytes
    /// the draw was given, the buffer (by id) and the offset of those bytes in it.
    streams: Vec<(usize, usize, u32, u64)>,
    /// The same for the draw's indices, where they are kept resident.
    indices: Option<(usize, usize, u32, u64)>,
}

impl Resident {
    /// Whether the draw being recorded has streams kept resident.
    pub fn has_streams(&self) -> bool {
        !self.streams.is_empty()
    }

    /// The slice binding the draw's index bytes from their resident buffer, when they are
    /// the very bytes kept resident (indices the renderer rewrote live elsewhere) at an
    /// offset that is a multiple of 4.
    pub fn bind_indices(
        &self,
        bytes: &[u8],
        arena: &mut Arena,
        counters: &mut Counters,
    ) -> Option<ArenaSlice> {
        let (start, end, id, offset) = self.indices?;
        let at = bytes.as_ptr() as usize;
        if at != start || at + bytes.len() != end || !offset.is_multiple_of(4) {
            return None;
        }
        let buffer = self.buffers.get(&id)?;
        if offset + bytes.len() as u64 > buffer.size() {
            return None;
        }
        counters.resident_bytes += bytes.len() as u64;
        Some(arena.adopt(id, buffer, offset))
    }

    /// The slice binding `bytes` (a vertex buffer slot of the draw being recorded) from a
    /// resident buffer, when they are a part of a stream kept resident at a 4-byte aligned
    /// offset: a stream fetched in place. Repacked or deindexed bytes live in allocations of
    /// their own, which never lie inside the draw's streams.
    pub fn bind(
        &self,
        bytes: &[u8],
        arena: &mut Arena,
        counters: &mut Counters,
    ) -> Option<ArenaSlice> {
        if self.streams.is_empty() {
            return None;
        }
        let (at, len) = (bytes.as_ptr() as usize, bytes.len());
        let &(start, _, id, offset) = self
            .streams
            .iter()
            .find(|&&(start, end, ..)| start <= at && at + len <= end)?;
        let offset = offset + (at - start) as u64;
        let buffer = self.buffers.get(&id)?;
        if !offset.is_multiple_of(wgpu::VERTEX_ALIGNMENT) || offset + len as u64 > buffer.size() {
            return None;
        }
        counters.resident_bytes += len as u64;
        Some(arena.adopt(id, buffer, offset))
    }
}

impl Renderer {
    /// Creates a resident buffer holding `bytes` (at least one byte), copied to the GPU now.
    pub fn create_buffer(&mut self, bytes: &[u8]) -> Result<BufferId> {
        if bytes.is_empty() {
            return Err(Error::args("a resident buffer needs at least one byte"));
        }
        let max = self.gpu.device.limits().max_buffer_size;
        // Sizes are padded to 4 bytes (mapped writes and vertex offsets are 4-byte units).
        let size = (bytes.len() as u64).div_ceil(4) * 4;
        if size > max {
            return Err(Error::unsupported(format!(
                "a resident buffer of {} bytes is larger than this device's {max}",
                bytes.len()
            )));
        }
        let buffer = self.gpu.device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("ninth resident buffer"),
            size,
            usage: wgpu::BufferUsages::VERTEX | wgpu::BufferUsages::INDEX,
            mapped_at_creation: true,
        });
        buffer
            .slice(..)
            .get_mapped_range_mut()
            .map_err(|e| Error::device(format!("mapping a resident buffer: {e}")))?
            .slice(..bytes.len())
            .copy_from_slice(bytes);
        buffer.unmap();
        self.counters.buffers_created += 1;
        let r = &mut self.resident;
        r.next = r
            .next
            .checked_add(1)
            .ok_or_else(|| Error::unsupported("resident buffer ids are exhausted"))?;
        r.buffers.insert(r.next, buffer);
        Ok(BufferId(r.next))
    }

    /// Frees a resident buffer; draws already recorded keep it alive until the GPU has
    /// finished them.
    pub fn release_buffer(&mut self, id: BufferId) -> Result<()> {
        self.resident
            .buffers
            .remove(&id.0)
            .map(drop)
            .ok_or_else(|| stale(id))
    }

    /// Bytes a resident buffer holds (its creation's length, padded to 4).
    pub fn buffer_size(&self, id: BufferId) -> Result<u64> {
        self.resident
            .buffers
            .get(&id.0)
            .map(wgpu::Buffer::size)
            .ok_or_else(|| stale(id))
    }

    /// [`Self::draw_program`], where `resident[n]` (when given) says that `streams[n]` is
    /// also kept in a resident buffer at that offset: the caller guarantees the buffer holds
    /// those very bytes there. With the fast paths on ([`Self::set_fast_paths`]) the streams
    /// fetched in place are bound from their resident buffers instead of being copied into
    /// the arena. An unknown buffer, an offset not a multiple of 4 or a stream reaching past
    /// its buffer's end is an Args error, and nothing is drawn.
    pub fn draw_program_resident(
        &mut self,
        ctx: ContextId,
        state: &ProgramDrawState,
        primitive: Primitive,
        streams: &[&[u8]],
        resident: &[Option<ResidentRange>],
        indices: Option<Indices<'_>>,
    ) -> Result<()> {
        self.draw_program_resident_indexed(
            ctx,
            state,
            primitive,
            (streams, resident),
            indices,
            None,
        )
    }

    /// [`Self::draw_program_resident`], where `index_range` (when given) says that the bytes
    /// of `indices` are kept in a resident buffer at that offset too (the same rules), so
    /// that they are bound from it instead of being copied (the fast paths on, and indices
    /// the renderer need not rewrite: a strip holding WebGPU's restart value is drawn as a
    /// list from a copy).
    pub fn draw_program_resident_indexed(
        &mut self,
        ctx: ContextId,
        state: &ProgramDrawState,
        primitive: Primitive,
        (streams, resident): (&[&[u8]], &[Option<ResidentRange>]),
        indices: Option<Indices<'_>>,
        index_range: Option<ResidentRange>,
    ) -> Result<()> {
        // The draw's list is reused (no allocation per draw once it has grown).
        let mut kept = std::mem::take(&mut self.resident.streams);
        kept.clear();
        for (n, range) in resident.iter().enumerate() {
            let Some(range) = range else { continue };
            let bytes = streams.get(n).copied().unwrap_or(&[]);
            match self.resident_span(|| format!("stream {n}"), bytes, range) {
                Ok(span) => kept.push(span),
                Err(e) => {
                    self.resident.streams = kept;
                    return Err(e);
                }
            }
        }
        let index = match (index_range, &indices) {
            (Some(range), Some(indices)) => {
                let bytes = match indices.data {
                    IndexData::U16(i) => bytemuck::cast_slice::<u16, u8>(i),
                    IndexData::U32(i) => bytemuck::cast_slice::<u32, u8>(i),
                };
                match self.resident_span(|| "indices".to_owned(), bytes, &range) {
                    Ok(span) => Some(span),
                    Err(e) => {
                        self.resident.streams = kept;
                        return Err(e);
                    }
                }
            }
            (Some(_), None) => {
                self.resident.streams = kept;
                return Err(Error::args("a resident index range without indices"));
            }
            (None, _) => None,
        };
        if !self.fast_paths {
            kept.clear();
        }
        self.resident.streams = kept;
        self.resident.indices = index.filter(|_| self.fast_paths);
        let drawn = self.draw_program(ctx, state, primitive, streams, indices);
        self.resident.streams.clear();
        self.resident.indices = None;
        drawn
    }

    /// `bytes` at `range` checked to lie inside its resident buffer at a multiple of 4: the
    /// address range of the bytes, the buffer and the offset.
    fn resident_span(
        &self,
        what: impl Fn() -> String,
        bytes: &[u8],
        range: &ResidentRange,
    ) -> Result<(usize, usize, u32, u64)> {
        let size = self.buffer_size(range.buffer)?;
        if !range.offset.is_multiple_of(4) || range.offset + bytes.len() as u64 > size {
            return Err(Error::args(format!(
                "{}: {} bytes at offset {} of resident buffer {} ({size} bytes) are not \
                 inside it at a multiple of 4",
                what(),
                bytes.len(),
                range.offset,
                range.buffer.0
            )));
        }
        let at = bytes.as_ptr() as usize;
        Ok((at, at + bytes.len(), range.buffer.0, range.offset))
    }
}

fn stale(id: BufferId) -> Error {
    Error::args(format!("unknown or released resident buffer {}", id.0))
}
