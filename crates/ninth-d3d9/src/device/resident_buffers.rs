//! Resident vertex and index buffers: a static buffer (not D3DUSAGE_DYNAMIC) of at least
//! [`RESIDENT_BYTES_MIN`] bytes is copied to a
//! GPU buffer of the renderer's (`Renderer::create_buffer`) at the first draw that reads it,
//! and draws bind that copy at the stream's offset instead of copying the bytes they read
//! into the frame's arena. An indexed draw whose index buffer and every vertex buffer are
//! resident binds them all in place, its indices and base vertex as D3D9 gives them.
//!
//! Renaming, as drivers do for a buffer the GPU may still read: a `Lock` (or a
//! ProcessVertices into the buffer) makes the copy stale, and the next draw makes a new one
//! and releases the old, which the draws already recorded keep alive. The new bytes never
//! reach the GPU before the draws recorded ahead of them have read the old ones, whatever
//! the lock flags say (DISCARD and NOOVERWRITE need a DYNAMIC buffer, never resident). A
//! buffer rewritten more than [`REWRITES_MAX`] times is copied per draw from then on (the
//! arena copies only the bytes a draw reads; a new GPU buffer per rewrite costs more), as a
//! DYNAMIC buffer always is. The renderer binds resident streams with its fast paths on, and
//! without them no resident copy is made.

use ninth_render::ResidentRange;

use crate::consts::usage;
use crate::device::buffers::Buffer;
use crate::device::{Device, MAX_STREAMS};
use crate::error::Result;

/// Rewrites after which a vertex buffer is no longer kept resident.
pub(crate) const REWRITES_MAX: u32 = 4;
/// Smallest buffer kept resident: a smaller one is copied per draw, where the arena binds
/// the bytes of the draw before again when they are the same (cheaper per draw than a
/// resident binding for W3's and W4's 128-byte buffers).
pub(crate) const RESIDENT_BYTES_MIN: usize = 4096;

impl Device<'_> {
    /// Makes the resident copies of the vertex buffers of the streams in `used` (bit n:
    /// stream n) current, where they are kept resident.
    pub(crate) fn refresh_resident_streams(&mut self, used: u16) -> Result<()> {
        // Without the fast paths the renderer copies every stream: no copy is made for it.
        if !self.renderer.fast_paths() {
            return Ok(());
        }
        let mut rest = used;
        while rest != 0 {
            let n = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let Some(source) = self.streams.get(n).and_then(|s| s.source) else {
                continue;
            };
            let vb = self.vertex_buffers.get_mut(source.buffer)?;
            refresh(&mut self.renderer, vb)?;
        }
        Ok(())
    }

    /// Makes the resident copy of the bound index buffer current, where it is kept
    /// resident; whether it now is.
    pub(crate) fn refresh_resident_indices(&mut self) -> Result<bool> {
        let Some(handle) = self.indices.filter(|_| self.renderer.fast_paths()) else {
            return Ok(false);
        };
        let ib = self.index_buffers.get_mut(handle)?;
        refresh(&mut self.renderer, ib)?;
        Ok(matches!(ib.resident, Some((_, true))))
    }

    /// Whether each stream of `used` reads a vertex buffer whose resident copy is current.
    pub(crate) fn streams_resident(&self, used: u16) -> bool {
        (0..MAX_STREAMS as usize)
            .filter(|n| used & (1 << n) != 0)
            .all(|n| {
                self.streams[n]
                    .source
                    .and_then(|s| self.vertex_buffers.get(s.buffer).ok())
                    .is_some_and(|vb| matches!(vb.resident, Some((_, true))))
            })
    }

    /// Where each of `streams` (the bytes a draw reads per stream, `used` giving the
    /// streams it reads) lies in a current resident copy: its buffer and byte offset, where
    /// that offset is a multiple of 4 (vertex buffer offsets must be).
    pub(crate) fn resident_ranges(
        &self,
        used: u16,
        streams: &[&[u8]; 16],
    ) -> [Option<ResidentRange>; MAX_STREAMS as usize] {
        let mut ranges = [None; MAX_STREAMS as usize];
        let mut rest = used;
        while rest != 0 {
            let n = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let Some(vb) = self.streams[n]
                .source
                .and_then(|s| self.vertex_buffers.get(s.buffer).ok())
            else {
                continue;
            };
            let Some((buffer, true)) = vb.resident else {
                continue;
            };
            let bytes = streams[n];
            let offset = (bytes.as_ptr() as usize).wrapping_sub(vb.bytes.as_ptr() as usize);
            let inside = offset
                .checked_add(bytes.len())
                .is_some_and(|end| end <= vb.bytes.len());
            if inside && offset.is_multiple_of(4) {
                ranges[n] = Some(ResidentRange {
                    buffer,
                    offset: offset as u64,
                });
            }
        }
        ranges
    }

    /// Releases every resident copy (the device is going away).
    pub(crate) fn release_resident_buffers(&mut self) {
        let buffers = self.vertex_buffers.iter_mut();
        for b in buffers.chain(self.index_buffers.iter_mut()) {
            if let Some((id, _)) = b.resident.take() {
                let _ = self.renderer.release_buffer(id);
            }
        }
    }
}

/// Makes `buffer`'s resident copy current where it is kept resident (static, unlocked, not
/// rewritten too often): a new copy for stale bytes, the old one released.
fn refresh(renderer: &mut ninth_render::Renderer, buffer: &mut Buffer) -> Result<()> {
    if buffer.usage & usage::DYNAMIC != 0
        || buffer.locked.is_some()
        || buffer.bytes.len() < RESIDENT_BYTES_MIN
    {
        return Ok(());
    }
    match buffer.resident {
        Some((_, true)) => return Ok(()),
        Some((old, false)) => {
            let _ = renderer.release_buffer(old);
            buffer.resident = None;
        }
        None => {}
    }
    if buffer.rewrites <= REWRITES_MAX {
        buffer.resident = Some((renderer.create_buffer(&buffer.bytes)?, true));
    }
    Ok(())
}
