//! One batch of GPU queries: a wgpu query set, the buffer its results are resolved into and
//! the buffer they are copied to and mapped from. A batch is filled within one command
//! encoder, resolved at the end of that encoder ([`Batch::resolve`]), mapped once its
//! submission is handed over ([`Batch::map`]) and read ([`Batch::read`]), then reused.

use std::sync::Arc;
use std::sync::atomic::{AtomicU8, Ordering};

/// Queries per batch. A D3D9 occlusion query takes one per render pass (or part of one) it
/// spans, a timestamp one; a full batch gives way to a new one in the same encoder.
pub(crate) const BATCH_QUERIES: u32 = 256;

/// The map of a batch's read buffer: requested, done or failed.
const MAP_PENDING: u8 = 0;
const MAP_DONE: u8 = 1;
const MAP_FAILED: u8 = 2;

/// Where a batch is.
enum Stage {
    /// Taking queries in the encoder being recorded.
    Recording,
    /// Resolved into an encoder that was taken to be submitted; not mapped yet.
    Resolved,
    /// Its map was requested; the callback sets the state.
    Mapping(Arc<AtomicU8>),
}

/// A query set with its resolve and read buffers.
pub(crate) struct Batch {
    /// Distinguishes the uses of a reused batch: every query part names the serial of the
    /// batch it was written in.
    pub serial: u64,
    /// Queries written so far (indices `0..used`).
    pub used: u32,
    /// A timestamp batch (else occlusion).
    pub timestamp: bool,
    set: wgpu::QuerySet,
    resolve: wgpu::Buffer,
    read: wgpu::Buffer,
    stage: Stage,
}

impl Batch {
    /// A batch of [`BATCH_QUERIES`] queries of type `ty`.
    pub fn new(device: &wgpu::Device, ty: wgpu::QueryType, serial: u64) -> Self {
        let (label, resolve_label, read_label) = match ty {
            wgpu::QueryType::Timestamp => (
                "ninth timestamp queries",
                "ninth timestamp resolve",
                "ninth timestamp read",
            ),
            _ => (
                "ninth occlusion queries",
                "ninth occlusion resolve",
                "ninth occlusion read",
            ),
        };
        let set = device.create_query_set(&wgpu::QuerySetDescriptor {
            label: Some(label),
            ty,
            count: BATCH_QUERIES,
        });
        let size = u64::from(BATCH_QUERIES) * u64::from(wgpu::QUERY_SIZE);
        let resolve = device.create_buffer(&wgpu::BufferDescriptor {
            label: Some(resolve_label),
            size,
            usage: wgpu::BufferUsages::QUERY_RESOLVE | wgpu::BufferUsages::COPY_SRC,
            mapped_at_creation: false,
        });
        let read = device.create_buffer(&wgpu::BufferDescriptor {
            label: Some(read_label),
            size,
            usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        Self {
            serial,
            used: 0,
            timestamp: matches!(ty, wgpu::QueryType::Timestamp),
            set,
            resolve,
            read,
            stage: Stage::Recording,
        }
    }

    /// The query set (a cheap handle clone).
    pub fn set(&self) -> wgpu::QuerySet {
        self.set.clone()
    }

    /// Whether every query is taken.
    pub fn full(&self) -> bool {
        self.used >= BATCH_QUERIES
    }

    /// Takes the next query index, if one is free.
    pub fn take(&mut self) -> Option<u32> {
        if self.full() {
            return None;
        }
        self.used += 1;
        Some(self.used - 1)
    }

    /// Records the resolve of the written queries and their copy into the read buffer at
    /// the end of `encoder`.
    pub fn resolve(&mut self, encoder: &mut wgpu::CommandEncoder) {
        let bytes = u64::from(self.used) * u64::from(wgpu::QUERY_SIZE);
        encoder.resolve_query_set(&self.set, 0..self.used, &self.resolve, 0);
        encoder.copy_buffer_to_buffer(&self.resolve, 0, &self.read, 0, bytes);
        self.stage = Stage::Resolved;
    }

    /// Whether the read buffer's map was not requested.
    pub fn unmapped(&self) -> bool {
        !matches!(self.stage, Stage::Mapping(_))
    }

    /// Makes the batch empty for reuse (its map not requested).
    pub fn reset(&mut self) {
        self.used = 0;
        self.stage = Stage::Recording;
    }

    /// Requests the map of the read buffer, once. Call only after the encoder it was
    /// resolved in has been submitted.
    pub fn map(&mut self) {
        if !matches!(self.stage, Stage::Resolved) {
            return;
        }
        let state = Arc::new(AtomicU8::new(MAP_PENDING));
        let done = Arc::clone(&state);
        let bytes = u64::from(self.used) * u64::from(wgpu::QUERY_SIZE);
        self.read
            .slice(..bytes)
            .map_async(wgpu::MapMode::Read, move |result| {
                let value = if result.is_ok() { MAP_DONE } else { MAP_FAILED };
                done.store(value, Ordering::Release);
            });
        self.stage = Stage::Mapping(state);
    }

    /// The written queries' values once the map is done (`Some(Err)` when it failed), and
    /// the batch made ready for reuse; `None` while the map is pending or not requested.
    pub fn read(&mut self) -> Option<Result<Vec<u64>, ()>> {
        let Stage::Mapping(state) = &self.stage else {
            return None;
        };
        let values = match state.load(Ordering::Acquire) {
            MAP_PENDING => return None,
            MAP_DONE => {
                let bytes = u64::from(self.used) * u64::from(wgpu::QUERY_SIZE);
                let values = match self.read.slice(..bytes).get_mapped_range() {
                    Ok(view) => Ok(view
                        .chunks_exact(8)
                        .map(|c| u64::from_le_bytes(c.try_into().unwrap_or([0; 8])))
                        .collect()),
                    Err(_) => Err(()),
                };
                self.read.unmap();
                values
            }
            _ => Err(()),
        };
        self.used = 0;
        self.stage = Stage::Recording;
        Some(values)
    }
}
