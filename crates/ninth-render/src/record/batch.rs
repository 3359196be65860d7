//! Draw batching: consecutive programmable draws that bind the same pipeline, textures,
//! buffers, dynamic state and uniform blocks, and differ only in their vertex float constants,
//! become one instanced draw. The constants of each draw follow each other in the bound float
//! file, and the translated vertex shader reads those of its instance
//! (`Options::float_batches`), so the GPU runs the same vertices with the same constants in
//! the same order as separate draws would: instances are rasterised in order. One draw
//! command instead of one per D3D9 draw is what makes a run of constant-only changes (static
//! batches, sprites, instancing done by hand) cheap for the driver.

use crate::record::uniform_ring::{BatchAppend, ProgramSlot, VERTEX_FLOATS};

/// The vertices of one draw of a batch, drawn once per instance.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum BatchGeometry {
    /// `draw_indexed(0..count, base_vertex, ..)` over the bound index buffer.
    Indexed { count: u32, base_vertex: i32 },
    /// `draw(0..count, ..)`.
    Vertices { count: u32 },
}

/// A draw recorded as the first instance of a batch, not yet issued to the pass.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PendingDraw {
    pub geometry: BatchGeometry,
    /// The pipeline the batch binds.
    pub pipeline: u64,
    /// The first draw's uniform slot (what the pass binds).
    pub slot: ProgramSlot,
    /// Bytes of one draw's vertex float block.
    pub block: u32,
    /// Draws in the batch.
    pub draws: u32,
    /// Draws the vertex float file holds.
    pub capacity: u32,
}

impl PendingDraw {
    /// Where a draw joining the batch appends its vertex float block, if the batch has room.
    pub fn append(&self, pipeline: u64, geometry: BatchGeometry) -> Option<BatchAppend> {
        let fits =
            self.pipeline == pipeline && self.geometry == geometry && self.draws < self.capacity;
        fits.then(|| BatchAppend {
            buffer: self.slot.buffer,
            offsets: self.slot.offsets,
            at: self.slot.offsets[VERTEX_FLOATS] + self.draws * self.block,
        })
    }

    /// Issues the batch: one instance per draw.
    pub fn issue(&self, pass: &mut crate::record::pass_encoder::PassEncoder) {
        match self.geometry {
            BatchGeometry::Indexed { count, base_vertex } => {
                pass.draw_indexed(0..count, base_vertex, 0..self.draws)
            }
            BatchGeometry::Vertices { count } => pass.draw(0..count, 0..self.draws),
        }
    }
}
