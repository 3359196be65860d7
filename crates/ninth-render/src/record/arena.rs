//! The transient vertex/index arena: per-draw data is copied into 32 MiB GPU buffers at
//! 256-byte aligned offsets. The bytes are gathered in a CPU shadow and uploaded with one
//! `write_buffer` per arena at submission, which orders them before the commands that read
//! them. Arenas return to a pool of three once the GPU has finished with them; a fresh 32 MiB
//! buffer per frame would cost allocation and zero-filling inside the draw copies.

use std::sync::{Arc, Mutex};

use crate::counters::Counters;

/// Bytes per arena buffer.
pub const ARENA_BYTES: u64 = 32 << 20;
/// Arena buffers kept for reuse.
pub const ARENA_POOL: usize = 3;
/// Alignment of every allocation.
pub const ARENA_ALIGN: u64 = 256;

const ARENA_USAGE: wgpu::BufferUsages = wgpu::BufferUsages::VERTEX
    .union(wgpu::BufferUsages::INDEX)
    .union(wgpu::BufferUsages::COPY_SRC)
    .union(wgpu::BufferUsages::COPY_DST);

/// Where an allocation lives: an arena buffer (by slot in the current submission) and offset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ArenaSlice {
    /// Index into the buffers of the current submission ([`Arena::buffer`]).
    pub buffer: u32,
    /// Byte offset, a multiple of [`ARENA_ALIGN`] (of 4 after [`Arena::append_after`]).
    pub offset: u64,
}

/// Shared with completion callbacks on the poll thread.
#[derive(Default)]
struct Pool {
    free: Vec<wgpu::Buffer>,
    /// Arenas submitted whose work the GPU has not finished.
    in_flight: usize,
}

pub(crate) struct Arena {
    /// Buffers referenced by the work recorded since the last submission; the last one is the
    /// one being filled unless it is a dedicated buffer.
    buffers: Vec<wgpu::Buffer>,
    /// Index of the arena being filled, if any.
    current: Option<u32>,
    /// CPU shadow of the current arena's used bytes.
    shadow: Vec<u8>,
    /// Bytes of the shadow already uploaded (by a mid-frame flush, [`Arena::flush`]).
    uploaded: usize,
    pool: Arc<Mutex<Pool>>,
    /// Resident buffers bound since the last submission (`record/resident.rs`), at indices
    /// from [`ADOPTED`] (never pooled), and their index by resident id.
    adopted: Vec<wgpu::Buffer>,
    adopted_ids: std::collections::HashMap<u32, u32>,
}

/// The first index of the resident buffers an arena hands out slices of.
const ADOPTED: u32 = 1 << 31;

impl Arena {
    pub fn new() -> Self {
        Self {
            buffers: Vec::new(),
            current: None,
            shadow: Vec::new(),
            uploaded: 0,
            pool: Arc::default(),
            adopted: Vec::new(),
            adopted_ids: Default::default(),
        }
    }

    /// The buffer of a slice handed out since the last submission.
    pub fn buffer(&self, index: u32) -> &wgpu::Buffer {
        match index.checked_sub(ADOPTED) {
            Some(n) => &self.adopted[n as usize],
            None => &self.buffers[index as usize],
        }
    }

    /// A slice of resident buffer `id` (`buffer`) at `offset`, bound like an arena slice
    /// until the next submission.
    pub fn adopt(&mut self, id: u32, buffer: &wgpu::Buffer, offset: u64) -> ArenaSlice {
        let adopted = &mut self.adopted;
        let index = *self.adopted_ids.entry(id).or_insert_with(|| {
            adopted.push(buffer.clone());
            ADOPTED + adopted.len() as u32 - 1
        });
        ArenaSlice {
            buffer: index,
            offset,
        }
    }

    /// Copies the concatenation of `parts` into the arena; returns where it lives.
    pub fn push(
        &mut self,
        device: &wgpu::Device,
        queue: &wgpu::Queue,
        counters: &mut Counters,
        parts: &[&[u8]],
    ) -> ArenaSlice {
        let len: u64 = parts.iter().map(|p| p.len() as u64).sum();
        counters.bytes_copied += len;
        // Uploads must be a multiple of 4 bytes.
        let padded = len.div_ceil(4) * 4;
        if padded > ARENA_BYTES {
            return self.push_dedicated(device, counters, parts, padded);
        }
        let start = (self.shadow.len() as u64).div_ceil(ARENA_ALIGN) * ARENA_ALIGN;
        if self.current.is_none() || start + padded > ARENA_BYTES {
            self.finish_current(queue);
            let buffer = self.take_buffer(device, counters);
            self.buffers.push(buffer);
            self.current = Some(self.buffers.len() as u32 - 1);
        }
        let offset = (self.shadow.len() as u64).div_ceil(ARENA_ALIGN) * ARENA_ALIGN;
        self.shadow.resize(offset as usize, 0);
        for part in parts {
            self.shadow.extend_from_slice(part);
        }
        self.shadow.resize((offset + padded) as usize, 0);
        ArenaSlice {
            buffer: self.current.unwrap_or(0),
            offset,
        }
    }

    /// Copies `data` right after the `len` bytes from `slice`, where those end the arena
    /// being filled (nothing was pushed since) and `data` fits: the slice it lies at (an
    /// offset that is a multiple of 4, for appended batches, `record/batch.rs`).
    pub fn append_after(
        &mut self,
        counters: &mut Counters,
        slice: ArenaSlice,
        len: u64,
        data: &[u8],
    ) -> Option<ArenaSlice> {
        let end = slice.offset + len;
        let fits = self.current == Some(slice.buffer)
            && end.is_multiple_of(4)
            && data.len().is_multiple_of(4)
            && self.shadow.len() as u64 == end
            && end + data.len() as u64 <= ARENA_BYTES;
        if !fits {
            return None;
        }
        self.shadow.extend_from_slice(data);
        counters.bytes_copied += data.len() as u64;
        Some(ArenaSlice {
            buffer: slice.buffer,
            offset: end,
        })
    }

    /// [`Arena::push`] of one part, unless `last` (a slice handed out earlier and its
    /// length) already holds exactly these bytes in the arena being filled: a static vertex
    /// or index buffer drawn again is copied once, and the pass keeps it bound.
    pub fn push_or_reuse(
        &mut self,
        device: &wgpu::Device,
        queue: &wgpu::Queue,
        counters: &mut Counters,
        data: &[u8],
        last: Option<(ArenaSlice, usize)>,
    ) -> ArenaSlice {
        match last {
            Some((slice, _)) if self.holds(data, last) => slice,
            _ => self.push(device, queue, counters, &[data]),
        }
    }

    /// Whether `last` (a slice handed out earlier and its length) holds exactly `data` in the
    /// arena being filled.
    pub fn holds(&self, data: &[u8], last: Option<(ArenaSlice, usize)>) -> bool {
        last.is_some_and(|(slice, len)| {
            len == data.len()
                && self.current == Some(slice.buffer)
                && self
                    .shadow
                    .get(slice.offset as usize..slice.offset as usize + len)
                    == Some(data)
        })
    }

    fn push_dedicated(
        &mut self,
        device: &wgpu::Device,
        counters: &mut Counters,
        parts: &[&[u8]],
        padded: u64,
    ) -> ArenaSlice {
        counters.buffers_created += 1;
        let buffer = device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("dedicated draw buffer"),
            size: padded,
            usage: ARENA_USAGE,
            mapped_at_creation: true,
        });
        if let Ok(mut view) = buffer.slice(..).get_mapped_range_mut() {
            let mut at = 0;
            for part in parts {
                view.slice(at..at + part.len()).copy_from_slice(part);
                at += part.len();
            }
        }
        buffer.unmap();
        self.buffers.push(buffer);
        // Dedicated buffers are never filled further, so the current arena stays current.
        ArenaSlice {
            buffer: self.buffers.len() as u32 - 1,
            offset: 0,
        }
    }

    fn take_buffer(&mut self, device: &wgpu::Device, counters: &mut Counters) -> wgpu::Buffer {
        // Bound memory like a frame-latency limit: when the pool's arenas are all still in
        // flight, wait for the GPU instead of allocating another 32 MiB. The callback that
        // returns an arena may run on the poll thread just after this thread's wait, so wait
        // until it has.
        loop {
            if let Some(buffer) = self.pool_pop() {
                return buffer;
            }
            // Arenas alive are those in flight plus those this submission already holds; only
            // a submission that itself needs more than the pool's worth may allocate beyond it.
            let in_flight = self.pool.lock().map(|p| p.in_flight).unwrap_or(0);
            let held = self
                .buffers
                .iter()
                .filter(|b| b.size() == ARENA_BYTES)
                .count();
            if in_flight == 0 || in_flight + held < ARENA_POOL {
                break;
            }
            let _ = device.poll(wgpu::PollType::wait_indefinitely());
            std::thread::yield_now();
        }
        counters.buffers_created += 1;
        // Created mapped (zeroed on the CPU, once) so that wgpu counts every byte as
        // initialised. Otherwise a pass binds `offset..` to the end of the arena, and the
        // submission of an earlier encoder, on the submit thread, zero-fills the unwritten
        // rest of that range after the pending `write_buffer` of a later encoder's bytes has
        // joined its queue writes: the later draws would read zeros.
        let buffer = device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("ninth arena"),
            size: ARENA_BYTES,
            usage: ARENA_USAGE,
            mapped_at_creation: true,
        });
        buffer.unmap();
        buffer
    }

    fn pool_pop(&self) -> Option<wgpu::Buffer> {
        self.pool.lock().ok().and_then(|mut p| p.free.pop())
    }

    /// Uploads the bytes of the arena being filled that are not uploaded yet.
    fn upload_current(&mut self, queue: &wgpu::Queue) {
        if let Some(index) = self.current
            && self.shadow.len() > self.uploaded
        {
            let at = self.uploaded;
            queue.write_buffer(&self.buffers[index as usize], at as u64, &self.shadow[at..]);
            self.uploaded = self.shadow.len();
        }
    }

    /// Uploads the shadow of the arena being filled; later pushes start a new one.
    fn finish_current(&mut self, queue: &wgpu::Queue) {
        self.upload_current(queue);
        self.current = None;
        self.shadow.clear();
        self.uploaded = 0;
    }

    /// Called just before a submission: uploads the pending bytes and returns a closure that
    /// gives this submission's arenas back to the pool; run it when the GPU has finished.
    pub fn retire(&mut self, queue: &wgpu::Queue) -> impl FnOnce() + Send + 'static {
        self.finish_current(queue);
        self.forget_adopted();
        let buffers = std::mem::take(&mut self.buffers);
        self.release(buffers)
    }

    /// Mid-frame flush: uploads the pending bytes like [`Arena::retire`], but the arena
    /// being filled goes on into the next submission (later bytes go after these, so nothing
    /// the submitted work reads is written again); the other arenas of this submission are
    /// given back when the GPU has finished it.
    pub fn flush(&mut self, queue: &wgpu::Queue) -> impl FnOnce() + Send + 'static {
        self.upload_current(queue);
        self.forget_adopted();
        let mut buffers = std::mem::take(&mut self.buffers);
        if let Some(index) = self.current {
            self.buffers.push(buffers.remove(index as usize));
            self.current = Some(0);
        }
        self.release(buffers)
    }

    /// Counts `buffers` in flight; the closure returns the arenas among them to the pool.
    fn release(&mut self, buffers: Vec<wgpu::Buffer>) -> impl FnOnce() + Send + 'static {
        let retired: Vec<wgpu::Buffer> = buffers
            .into_iter()
            .filter(|b| b.size() == ARENA_BYTES)
            .collect();
        let pool = Arc::clone(&self.pool);
        if let Ok(mut pool) = pool.lock() {
            pool.in_flight += retired.len();
        }
        move || {
            if let Ok(mut pool) = pool.lock() {
                pool.in_flight -= retired.len();
                for buffer in retired {
                    if pool.free.len() < ARENA_POOL {
                        pool.free.push(buffer);
                    }
                }
            }
        }
    }

    /// Forgets the resident buffers of the submission (its commands keep them alive).
    fn forget_adopted(&mut self) {
        self.adopted.clear();
        self.adopted_ids.clear();
    }

    /// Number of arenas waiting in the pool.
    pub fn pooled(&self) -> usize {
        self.pool.lock().map(|p| p.free.len()).unwrap_or(0)
    }
}
