//! Whether a pixel shader's draws are batched with their pixel blocks (`Options::pixel_batch`,
//! batch textures) is learned from the draws themselves. Batching pixel constants costs a
//! longer block per draw, and batch textures a `switch` over 16 textures at every sample,
//! which a CPU rasteriser runs case by case (lavapipe: W3, whose pixel constants and
//! texture never change, took 1.25 us per draw with both against 0.87 without). So a pixel
//! shader starts without them, and takes them once [`CHANGES_TO_LEARN`] draws could not
//! join the batch before them only because their pixel constants or their texture differed.

//!
//! Batch textures pay off only while draws merge: a draw whose texture takes an entry that
//! a draw of the pending batch samples cannot join it. A shader whose draws are kept out of
//! their batch that way more than [`MISS_SHARE`] of the time over [`SET_WINDOW`] draws goes
//! back to one bind group per texture for good.

/// Draws that must have missed a batch for that reason before the shader switches.
pub(crate) const CHANGES_TO_LEARN: u8 = 4;
/// Draws over which a shader's set misses are counted.
pub(crate) const SET_WINDOW: u16 = 256;
/// The share of missing draws (1 in this many) above which batch textures are given up.
pub(crate) const MISS_SHARE: u16 = 4;

/// Whose hint a draw's pixel stage has: its pixel shader's, or that of the fixed-function
/// pixel stage's key (kept by the pipeline caches).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum HintOwner {
    Shader(crate::shaders::ShaderId),
    Fixed(ninth_shader::fixed::FixedFragmentKey),
}

impl crate::renderer::Renderer {
    /// The batch hint of `owner` (a fixed-function pixel stage's is made on first use).
    pub(crate) fn batch_hint_mut(&mut self, owner: HintOwner) -> Option<&mut PixelBatchHint> {
        match owner {
            HintOwner::Shader(ps) => self.shaders.get_mut(ps.0).map(|slot| &mut slot.batch_hint),
            HintOwner::Fixed(key) => Some(self.program.fixed_batch_hints.entry(key).or_default()),
        }
    }
}

/// What consecutive draws of one pixel shader, otherwise the same, differed in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct PixelBatchHint {
    constant_changes: u8,
    texture_changes: u8,
    set_draws: u16,
    set_misses: u16,
    /// Batch textures were given up.
    thrashing: bool,
}

/// Why a draw could not join the batch before it, where that is about its pixel block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PixelChange {
    Constants,
    Texture,
}

impl PixelBatchHint {
    /// Counts a missed batch; returns whether that switches more batching on.
    pub fn count(&mut self, change: PixelChange) -> bool {
        let before = (self.batch_pixels(), self.batch_textures());
        let n = match change {
            PixelChange::Constants => &mut self.constant_changes,
            PixelChange::Texture => &mut self.texture_changes,
        };
        *n = n.saturating_add(1);
        (self.batch_pixels(), self.batch_textures()) != before
    }

    /// Batch the pixel block (constants and header).
    pub fn batch_pixels(&self) -> bool {
        self.constant_changes >= CHANGES_TO_LEARN || self.texture_changes >= CHANGES_TO_LEARN
    }

    /// Batch the texture too (batch textures).
    pub fn batch_textures(&self) -> bool {
        self.texture_changes >= CHANGES_TO_LEARN && !self.thrashing
    }

    /// Counts a draw through batch textures (`miss`: its texture's entry kept it out of
    /// the batch before it); returns whether that gives batch textures up.
    pub fn count_set_draw(&mut self, miss: bool) -> bool {
        self.set_draws += 1;
        self.set_misses += u16::from(miss);
        if self.set_draws < SET_WINDOW {
            return false;
        }
        let thrashing = self.set_misses * MISS_SHARE > self.set_draws;
        (self.set_draws, self.set_misses) = (0, 0);
        let given_up = thrashing && !self.thrashing;
        self.thrashing |= thrashing;
        given_up
    }
}
