//! Appended batches (`record/batch.rs`): which draws append their vertices to a batch, how
//! many one batch holds, and where an appended draw's vertices go.

use std::collections::HashMap;

use wgpu::util::DeviceExt;

use crate::draw::program_record::ProgramDraw;
use crate::record::arena::ArenaSlice;
use crate::record::batch::{
    APPENDED_BYTES_MAX, APPENDED_DRAWS_MAX, APPENDED_STRIP_VERTICES_MAX, restart_draws,
    restart_indices,
};
use crate::renderer::Renderer;

/// The draws an appended batch of `count`-vertex draws may hold: those its per-draw blocks
/// allow (`capacity`, where a block of `stride` vectors differs per draw; any number where
/// none does), at most [`APPENDED_DRAWS_MAX`], and for strips what 16-bit restart indices
/// reach.
pub(crate) fn appended_capacity(
    capacity: u32,
    stride: u32,
    topology: wgpu::PrimitiveTopology,
    count: u32,
) -> u32 {
    let capacity = if stride == 0 {
        APPENDED_DRAWS_MAX
    } else {
        capacity.min(APPENDED_DRAWS_MAX)
    };
    if topology.is_strip() {
        capacity.min(restart_draws(count))
    } else {
        capacity
    }
}

/// The restart index buffer of strips of `count` vertices (made on first use).
pub(crate) fn restart_buffer(
    device: &wgpu::Device,
    buffers: &mut HashMap<u32, wgpu::Buffer>,
    count: u32,
) -> wgpu::Buffer {
    buffers
        .entry(count)
        .or_insert_with(|| {
            let indices = restart_indices(count, restart_draws(count));
            device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
                label: Some("ninth restart indices"),
                contents: bytemuck::cast_slice(&indices),
                usage: wgpu::BufferUsages::INDEX,
            })
        })
        .clone()
}

impl Renderer {
    /// The vertices of the draw where it may start or join an appended batch, else 0: a
    /// mergeable draw without indices from one stream of its own of at most
    /// [`APPENDED_BYTES_MAX`] bytes (whole 4-byte words) holding just its vertices, not kept
    /// resident; strips of at most
    /// [`APPENDED_STRIP_VERTICES_MAX`] vertices.
    pub(crate) fn appended_vertices(&self, d: &ProgramDraw<'_, '_>, mergeable: bool) -> u32 {
        let count = d.geometry.vertex_count;
        // The stream holds exactly the draw's vertices, so that draw k's lie k streams on.
        let fits = match (d.buffers, d.layout.single_stride()) {
            ([stream], Some(stride)) => {
                stream.len() <= APPENDED_BYTES_MAX
                    && stream.len().is_multiple_of(4)
                    && stream.len() == count as usize * stride as usize
            }
            _ => false,
        };
        let strip_fits = !d.geometry.topology.is_strip() || count <= APPENDED_STRIP_VERTICES_MAX;
        let appendable = mergeable
            && fits
            && strip_fits
            && count > 0
            && d.geometry.index.is_none()
            && !self.resident.has_streams();
        if appendable { count } else { 0 }
    }

    /// Puts an appendable draw's stream into the arena: where the last draw's lie when they
    /// are the same bytes (the draw may then join as an instance); else right after the
    /// vertices of the pending batch where the draw may join it (same pipeline and vertices
    /// per draw, room left, not joined as instances, nothing pushed since); else as any
    /// stream. Returns where the bytes lie and, when they were appended, where the batch's
    /// vertices start.
    pub(crate) fn push_appended(
        &mut self,
        pipeline: u64,
        count: u32,
        stream: &[u8],
    ) -> (ArenaSlice, Option<ArenaSlice>) {
        let last = self.program_last_slices[0];
        if let Some((slice, _)) = last.filter(|_| self.arena.holds(stream, last)) {
            return (slice, None);
        }
        let bytes = stream.len() as u64;
        let batch = self.recorder.batching_pass().and_then(|open| {
            let p = open.pending.as_ref()?;
            let a = p.appended.as_ref()?;
            let joins = p.pipeline == pipeline
                && a.count == count
                && a.bytes == bytes
                && p.draws < p.capacity;
            joins.then(|| (a.first, bytes * u64::from(p.draws)))
        });
        if let Some((first, used)) = batch
            && let Some(slice) = self
                .arena
                .append_after(&mut self.counters, first, used, stream)
        {
            return (slice, Some(first));
        }
        let (device, queue) = (&self.gpu.device, &self.gpu.queue);
        let slice = self
            .arena
            .push(device, queue, &mut self.counters, &[stream]);
        (slice, None)
    }
}
