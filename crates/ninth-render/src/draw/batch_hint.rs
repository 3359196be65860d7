//! Whether a pixel shader's draws are batched with their pixel blocks (`Options::pixel_batch`,
//! batch textures) is learned from the draws themselves. Batching pixel constants costs a
//! longer block per draw, and batch textures a `switch` over 16 textures at every sample,
//! which a CPU rasteriser runs case by case (lavapipe: W3, whose pixel constants and
//! texture never change, took 1.25 us per draw with both against 0.87 without). So a pixel
//! shader starts without them, and takes them once [`CHANGES_TO_LEARN`] draws could not
//! join the batch before them only because their pixel constants or their texture differed.

/// Draws that must have missed a batch for that reason before the shader switches.
pub(crate) const CHANGES_TO_LEARN: u8 = 4;

/// What consecutive draws of one pixel shader, otherwise the same, differed in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct PixelBatchHint {
    constant_changes: u8,
    texture_changes: u8,
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
        self.texture_changes >= CHANGES_TO_LEARN
    }
}
