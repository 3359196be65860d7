//! Traffic counters (PPSSPP-style): what the renderer did, so performance claims are numbers.

/// Cumulative counters since the renderer was created. Read with [`crate::Renderer::counters`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counters {
    /// GPU buffers created for draw data (arenas, dedicated buffers and uniform ring
    /// buffers).
    pub buffers_created: u64,
    /// Bytes of vertices, indices and staged pixels copied into the arena.
    pub bytes_copied: u64,
    /// Bytes of per-draw uniform blocks (`NinthDraw`, constants) copied into the uniform
    /// ring (a block equal to the last one of its binding is not copied again).
    pub uniform_bytes_copied: u64,
    /// Bytes of vertex streams bound from resident buffers instead of being copied
    /// (`Renderer::draw_program_resident`).
    pub resident_bytes: u64,
    /// Clears folded into the load action of a following pass.
    pub clears_folded: u64,
    /// Render passes begun (draw passes and clear passes).
    pub passes_begun: u64,
    /// Draws recorded.
    pub draws: u64,
    /// Draws recorded as another instance of the draw before them (`draws` counts them too):
    /// programmable draws that differed only in their vertex float constants.
    pub draws_merged: u64,
    /// Render pipelines created.
    pub pipelines_created: u64,
    /// Queue submissions.
    pub submissions: u64,
}
