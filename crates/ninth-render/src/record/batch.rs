//! Draw batching: consecutive programmable draws that bind the same pipeline, textures,
//! buffers, dynamic state and uniform blocks, and differ only in their per-draw block (vertex
//! float constants, batched pixel constants, the batch texture entry), become one draw
//! command. The blocks of the draws follow each other in the bound float file, and the
//! generated code reads that of its draw, so the GPU runs the same vertices with the same
//! constants in the same order as separate draws would. One draw command instead of one per
//! D3D9 draw is what makes a run of small changes (static batches, sprites, instancing done by
//! hand) cheap for the driver.
//!
//! Two kinds of batch:
//! - **instances**: draws over the same vertices (the same bound streams and indices) are
//!   one instanced draw, instance `i` being draw `i` (instances are rasterised in order);
//! - **appended vertices** ([`AppendedVertices`]): small non-indexed draws from one stream
//!   of their own each (`DrawPrimitiveUP` sprites, text, particles) append their vertices
//!   right after the batch's in the arena and are one draw over all of them; the code finds
//!   its draw as `instance_index + vertex_index / V` (V vertices per draw,
//!   `NinthDraw.alpha_test.z`, written for every such draw, so that a batch of one may go
//!   on either way). Strips are kept apart by primitive restart: an index buffer
//!   `0..V, restart, V..2V, ...`.

use crate::record::arena::ArenaSlice;
use crate::record::pass_encoder::PassEncoder;
use crate::record::recorder::BoundState;
use crate::record::uniform_ring::{BatchAppend, ProgramSlot, VERTEX_FLOATS};

/// The vertices of one draw of a batch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum BatchGeometry {
    /// `draw_indexed(0..count, base_vertex, ..)` over the bound index buffer.
    Indexed { count: u32, base_vertex: i32 },
    /// `draw(0..count, ..)`.
    Vertices { count: u32 },
}

/// Largest vertex bytes of a draw whose vertices a batch appends (a larger draw is
/// better bound where it lies than copied again).
pub(crate) const APPENDED_BYTES_MAX: usize = 4096;
/// Most vertices of a strip draw a batch appends (one restart index buffer per count).
pub(crate) const APPENDED_STRIP_VERTICES_MAX: u32 = 64;
/// Most draws of one appended batch.
pub(crate) const APPENDED_DRAWS_MAX: u32 = 1024;

/// A batch of draws whose vertices follow each other in one arena buffer.
#[derive(Clone, Debug)]
pub(crate) struct AppendedVertices {
    /// Vertices of each draw.
    pub count: u32,
    /// Where the first draw's vertices lie (bound at vertex slot 0).
    pub first: ArenaSlice,
    /// Bytes of each draw's vertices.
    pub bytes: u64,
    /// For strips: `0..count, 0xffff, count..2 count, ...` for at least the batch's draws.
    pub restart: Option<wgpu::Buffer>,
    /// A draw was appended (the batch is one draw over all the vertices; while it has one
    /// draw, the next may join as an instance instead, and the batch stops appending).
    pub joined: bool,
}

/// The restart indices of strips of `count` vertices, for `draws` strips (16-bit: the
/// caller keeps `draws * (count + 1)` under 65,535).
pub(crate) fn restart_indices(count: u32, draws: u32) -> Vec<u16> {
    let mut indices = Vec::with_capacity((draws * (count + 1)) as usize);
    for draw in 0..draws {
        if draw > 0 {
            indices.push(u16::MAX);
        }
        indices.extend((draw * count..(draw + 1) * count).map(|i| i as u16));
    }
    indices
}

/// Strip draws of `count` vertices one restart buffer holds (and an appended batch of
/// them may reach).
pub(crate) fn restart_draws(count: u32) -> u32 {
    (u32::from(u16::MAX - 1) / (count + 1)).min(APPENDED_DRAWS_MAX)
}

/// A draw recorded as the first of a batch, not yet issued to the pass.
#[derive(Clone, Debug)]
pub(crate) struct PendingDraw {
    pub geometry: BatchGeometry,
    /// The pipeline the batch binds.
    pub pipeline: u64,
    /// The first draw's uniform slot (what the pass binds).
    pub slot: ProgramSlot,
    /// Bytes of one draw's block.
    pub block: u32,
    /// Draws in the batch.
    pub draws: u32,
    /// Draws the batch may hold.
    pub capacity: u32,
    /// Where the draws' vertices were appended, for a batch of appended vertices.
    pub appended: Option<AppendedVertices>,
    /// The batch textures bound for the batch (`draw/batch_textures.rs`): a later set that
    /// keeps the entries its draws sample, with the same sampler, serves them all.
    pub texture_set: Option<crate::draw::batch_textures::BatchTextureUse>,
}

impl PendingDraw {
    /// Where a draw joining the batch appends its block, if the batch has room.
    pub fn append(&self, pipeline: u64, geometry: BatchGeometry) -> Option<BatchAppend> {
        let fits =
            self.pipeline == pipeline && self.geometry == geometry && self.draws < self.capacity;
        fits.then(|| BatchAppend {
            buffer: self.slot.buffer,
            offsets: self.slot.offsets,
            at: self.slot.offsets[VERTEX_FLOATS] + self.draws * self.block,
        })
    }

    /// Issues the batch: one instance per draw, or one draw over the appended vertices.
    pub fn issue(&self, pass: &mut PassEncoder, bound: &mut BoundState) {
        let Some(appended) = self.appended.as_ref().filter(|a| a.joined) else {
            match self.geometry {
                BatchGeometry::Indexed { count, base_vertex } => {
                    pass.draw_indexed(0..count, base_vertex, 0..self.draws)
                }
                BatchGeometry::Vertices { count } => pass.draw(0..count, 0..self.draws),
            }
            return;
        };
        let count = appended.count;
        match &appended.restart {
            Some(restart) => {
                let indices = self.draws * (count + 1) - 1;
                pass.set_index_buffer(
                    restart,
                    0..u64::from(indices) * 2,
                    wgpu::IndexFormat::Uint16,
                );
                // The next indexed draw binds its own.
                bound.index_buffer = None;
                pass.draw_indexed(0..indices, 0, 0..1);
            }
            _ => pass.draw(0..count * self.draws, 0..1),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn restart_indices_separate_each_strip() {
        assert_eq!(
            restart_indices(4, 3),
            [0, 1, 2, 3, 0xffff, 4, 5, 6, 7, 0xffff, 8, 9, 10, 11]
        );
        assert_eq!(restart_indices(3, 1), [0, 1, 2]);
        // The last index of a full buffer stays below the restart value.
        for count in [3, 4, 17, APPENDED_STRIP_VERTICES_MAX] {
            let draws = restart_draws(count);
            let last = draws * count - 1;
            assert!(last < u32::from(u16::MAX), "{count}: {last}");
            assert!(draws * (count + 1) - 1 <= u32::from(u16::MAX));
        }
    }
}
