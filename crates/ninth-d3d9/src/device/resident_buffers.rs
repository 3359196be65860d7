//! Resident vertex buffers: a static vertex buffer (not D3DUSAGE_DYNAMIC) is copied to a
//! GPU buffer of the renderer's (`Renderer::create_buffer`) at the first draw that reads it,
//! and draws bind that copy at the stream's offset instead of copying the bytes they read
//! into the frame's arena.
//!
//! Renaming, as drivers do for a buffer the GPU may still read: a `Lock` (or a
//! ProcessVertices into the buffer) makes the copy stale, and the next draw makes a new one
//! and releases the old, which the draws already recorded keep alive. The new bytes never
//! reach the GPU before the draws recorded ahead of them have read the old ones, whatever
//! the lock flags say (DISCARD and NOOVERWRITE need a DYNAMIC buffer, never resident). A
//! buffer rewritten more than [`REWRITES_MAX`] times is copied per draw from then on (the
//! arena copies only the bytes a draw reads; a new GPU buffer per rewrite costs more), as a
//! DYNAMIC buffer always is. The renderer binds resident streams with its fast paths on.

use ninth_render::ResidentRange;

use crate::consts::usage;
use crate::device::{Device, MAX_STREAMS};
use crate::error::Result;

/// Rewrites after which a vertex buffer is no longer kept resident.
pub(crate) const REWRITES_MAX: u32 = 4;

impl Device<'_> {
    /// Makes the resident copies of the vertex buffers of the streams in `used` (bit n:
    /// stream n) current, where they are kept resident.
    pub(crate) fn refresh_resident_streams(&mut self, used: u16) -> Result<()> {
        let mut rest = used;
        while rest != 0 {
            let n = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let Some(source) = self.streams.get(n).and_then(|s| s.source) else {
                continue;
            };
            let vb = self.vertex_buffers.get_mut(source.buffer)?;
            if vb.usage & usage::DYNAMIC != 0 || vb.locked.is_some() {
                continue;
            }
            match vb.resident {
                Some((_, true)) => {}
                Some((old, false)) => {
                    let _ = self.renderer.release_buffer(old);
                    vb.resident = None;
                    if vb.rewrites <= REWRITES_MAX {
                        vb.resident = Some((self.renderer.create_buffer(&vb.bytes)?, true));
                    }
                }
                None if vb.rewrites <= REWRITES_MAX => {
                    vb.resident = Some((self.renderer.create_buffer(&vb.bytes)?, true));
                }
                None => {}
            }
        }
        Ok(())
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
        for vb in self.vertex_buffers.iter_mut() {
            if let Some((id, _)) = vb.resident.take() {
                let _ = self.renderer.release_buffer(id);
            }
        }
    }
}
