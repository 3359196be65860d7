//! Resident buffers (`mr_buffer_create`, `mr_buffer_release`): a copy of the caller's vertex
//! bytes kept on the GPU. `mr_draw_program` looks up each stream's bytes among the address
//! ranges copied (the reference renderer's `resident_range`): a stream that lies inside one,
//! at a multiple of 4 bytes from its start, is bound from the copy instead of being copied
//! into the arena (with the fast paths on; with them off every stream is copied).

use std::collections::{BTreeMap, HashMap};
use std::ffi::c_void;

use ninth_render::{BufferId, Error, ResidentRange};

use crate::convert::view;
use crate::guard::{call, call_value};
use crate::shared::with_shared;
use crate::types::*;

/// The resident copies by C id and by the address range they copied.
#[derive(Default)]
pub(crate) struct ResidentTable {
    /// Start address of each copied range by C id.
    ids: HashMap<u32, usize>,
    /// Each copied range by start address: its length, buffer and C id.
    ranges: BTreeMap<usize, (usize, BufferId, u32)>,
    next: u32,
}

impl ResidentTable {
    /// Where `bytes` are kept, when they lie inside a copied range at a multiple of 4
    /// bytes from its start.
    pub fn find(&self, bytes: &[u8]) -> Option<ResidentRange> {
        if bytes.is_empty() || self.ranges.is_empty() {
            return None;
        }
        let at = bytes.as_ptr() as usize;
        let (&start, &(len, buffer, _)) = self.ranges.range(..=at).next_back()?;
        let offset = at - start;
        (offset + bytes.len() <= len && offset.is_multiple_of(4)).then_some(ResidentRange {
            buffer,
            offset: offset as u64,
        })
    }
}

/// Copies `size` bytes at `bytes` (vertex data the caller keeps, such as a D3D9 static
/// vertex buffer) into a resident GPU buffer and returns its id, or 0 on error. Until
/// `mr_buffer_release`, with the fast paths on, `mr_draw_program` binds the copy for any
/// stream (stream 0 or a secondary stream) whose bytes lie inside `[bytes, bytes + size)`
/// at a multiple of 4 bytes from `bytes`, instead of copying the stream; those bytes count
/// in `mr_traffic_stats.resident_bytes`. Only stream bytes are bound (indices are copied).
/// The caller must release the copy before changing or freeing the bytes (draws would bind
/// the old copy), and create it again after a change; ranges of two copies must not overlap
/// (`MR_ERR_ARGS`). Returns 0 for a null `bytes` or a `size` of 0.
///
/// # Safety
/// Each non-null pointer must point to the memory its arguments describe (counts,
/// sizes, strides), valid for the call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mr_buffer_create(bytes: *const c_void, size: usize) -> mr_buffer_id {
    call_value(
        "mr_buffer_create",
        |id| id,
        |_| 0,
        || {
            if size == 0 {
                return Err(Error::args("size is 0"));
            }
            // SAFETY: `bytes` holds `size` bytes (the API contract).
            let data = unsafe { view(bytes.cast::<u8>(), size, "bytes")? };
            let start = data.as_ptr() as usize;
            let end = start
                .checked_add(size)
                .ok_or_else(|| Error::args("bytes + size overflows"))?;
            with_shared(|s| {
                let table = &s.resident;
                let before = table.ranges.range(..end).next_back();
                if let Some((&at, &(len, _, id))) = before
                    && at + len > start
                {
                    return Err(Error::args(format!(
                        "{size} bytes at {start:#x} overlap resident buffer {id} \
                         ({len} bytes at {at:#x})"
                    )));
                }
                let buffer = s.renderer.create_buffer(data)?;
                let table = &mut s.resident;
                table.next = table.next.wrapping_add(1).max(1);
                let id = table.next;
                table.ids.insert(id, start);
                table.ranges.insert(start, (size, buffer, id));
                Ok(id)
            })
        },
    )
}

/// Releases a resident buffer: later draws copy those bytes again; draws already recorded
/// keep the copy alive until the GPU has finished them.
#[unsafe(no_mangle)]
pub extern "C" fn mr_buffer_release(buffer: mr_buffer_id) -> i32 {
    call("mr_buffer_release", || {
        with_shared(|s| {
            let start =
                s.resident.ids.get(&buffer).copied().ok_or_else(|| {
                    Error::args(format!("unknown or released buffer id {buffer}"))
                })?;
            if let Some((_, id, _)) = s.resident.ranges.remove(&start) {
                s.renderer.release_buffer(id)?;
            }
            s.resident.ids.remove(&buffer);
            Ok(())
        })
    })
}
