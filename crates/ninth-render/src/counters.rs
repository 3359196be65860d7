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
    /// Recorded passes merged into an earlier pass into the same targets at commit
    /// (`passes_begun` counts them too).
    pub passes_merged: u64,
    /// Recorded passes dropped at commit because every target they draw into is cleared
    /// before anything reads it (`passes_begun` counts them too).
    pub passes_dropped: u64,
    /// Attachment stores skipped at commit (depth, stencil and multisampled colour, each
    /// counted) because the next use clears them.
    pub stores_elided: u64,
    /// Depth and stencil loads skipped at commit (each counted): passes where no draw
    /// tests or writes them and the next use clears them.
    pub loads_elided: u64,
    /// Draws recorded.
    pub draws: u64,
    /// Draws recorded as another instance of the draw before them (`draws` counts them too):
    /// programmable draws that differed only in their vertex float constants.
    pub draws_merged: u64,
    /// Render pipelines made for draws (new to this run: not found in the pipeline cache
    /// nor among the pipelines of earlier runs queued at start).
    pub pipelines_created: u64,
    /// Draws whose pipeline was one of an earlier run (disk manifest) queued at start.
    pub pipelines_prewarmed: u64,
    /// Pipelines built on the engine thread while a draw needed them: every new one without
    /// compile workers, else those no worker had started by the end of their pass.
    pub pipelines_compiled_at_draw: u64,
    /// Pipelines a pass waited for while a compile worker built them.
    pub pipelines_waited: u64,
    /// Engine-thread time spent on pipelines at draws: compiles there plus waits, in
    /// microseconds.
    pub pipeline_wait_micros: u64,
    /// Queue submissions.
    pub submissions: u64,
    /// Binds a recorded draw did not issue because the open pass already held them
    /// (pipeline, uniform group, texture groups, viewport, scissor, blend constant, stencil
    /// reference, vertex and index buffers); a draw merged into the one before skips all of
    /// its binds.
    pub binds_skipped: u64,
}

impl Counters {
    /// What happened between `earlier` and these (field by field).
    pub fn since(&self, earlier: &Counters) -> Counters {
        Counters {
            buffers_created: self.buffers_created - earlier.buffers_created,
            bytes_copied: self.bytes_copied - earlier.bytes_copied,
            uniform_bytes_copied: self.uniform_bytes_copied - earlier.uniform_bytes_copied,
            resident_bytes: self.resident_bytes - earlier.resident_bytes,
            clears_folded: self.clears_folded - earlier.clears_folded,
            passes_begun: self.passes_begun - earlier.passes_begun,
            passes_merged: self.passes_merged - earlier.passes_merged,
            passes_dropped: self.passes_dropped - earlier.passes_dropped,
            stores_elided: self.stores_elided - earlier.stores_elided,
            loads_elided: self.loads_elided - earlier.loads_elided,
            draws: self.draws - earlier.draws,
            draws_merged: self.draws_merged - earlier.draws_merged,
            pipelines_created: self.pipelines_created - earlier.pipelines_created,
            pipelines_prewarmed: self.pipelines_prewarmed - earlier.pipelines_prewarmed,
            pipelines_compiled_at_draw: self.pipelines_compiled_at_draw
                - earlier.pipelines_compiled_at_draw,
            pipelines_waited: self.pipelines_waited - earlier.pipelines_waited,
            pipeline_wait_micros: self.pipeline_wait_micros - earlier.pipeline_wait_micros,
            submissions: self.submissions - earlier.submissions,
            binds_skipped: self.binds_skipped - earlier.binds_skipped,
        }
    }
}
