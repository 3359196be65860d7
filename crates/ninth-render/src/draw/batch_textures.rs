//! Batch textures: a batched pixel shader with one sampler binds up to 16 textures of one
//! kind (`Options::batch_textures`), and each draw's block says which one it samples, so
//! that draws differing only in their texture (and constants) become one instanced draw.
//!
//! The set lives across draws and shader changes, one per texture kind: a texture takes the
//! entry its id maps to (direct-mapped, like a cache line), replacing what was there. While
//! a frame cycles through at most 16 textures whose ids differ modulo 16, the set and its
//! bind group stop changing after their first use, and runs of draws merge. A draw whose
//! texture changes the set still joins the pending batch when the new set keeps the entries
//! the batch's draws sample: the new set's group is bound before the batch is issued.
//!
//! Only plain textures enter a set: a render target sampled by a draw (a target alias) gets
//! a group of its own, so that a set bound later never holds a texture a pass renders into.

use ninth_shader::ir::SamplerKind;
use ninth_shader::wgsl::{BATCH_TEXTURES_MAX, Bindings};

use crate::TextureId;
use crate::context::ContextId;
use crate::draw::program_memo::{StageMemo, stage_sampler, texture_ids};
use crate::draw::program_record::StageGroup;
use crate::error::{Error, Result};
use crate::renderer::Renderer;
use crate::state::sampler::SamplerState;

/// An entry's key: 0 is opaque black; else the texture id, bit 32 set for its sRGB view.
type EntryKey = u64;

/// One kind's set of batch textures.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct BatchTextures {
    entries: [EntryKey; BATCH_TEXTURES_MAX as usize],
}

impl BatchTextures {
    /// Whether `later` holds the same textures as this set in the entries of `used` (bit
    /// n: entry n), so that draws sampling those entries may bind either.
    pub fn keeps(&self, later: &BatchTextures, used: u16) -> bool {
        (0..BATCH_TEXTURES_MAX as usize)
            .filter(|n| used & (1 << n) != 0)
            .all(|n| self.entries[n] == later.entries[n])
    }

    /// Empties the entries of a destroyed texture (they read opaque black until replaced).
    pub fn forget(&mut self, id: TextureId) {
        for entry in &mut self.entries {
            if *entry != 0 && *entry as u32 == id.0 {
                *entry = 0;
            }
        }
    }

    /// The entry of `key` among the first `count`, which it takes if another holds it.
    fn place(&mut self, key: EntryKey, count: u32) -> u32 {
        let slot = (key % u64::from(count.max(1))) as u32;
        self.entries[slot as usize] = key;
        slot
    }
}

/// The batch textures of a pending batch: the set and sampler (its resolved key) its group
/// binds, and the entries its draws sample (bit n: entry n).
#[derive(Clone, Copy, Debug)]
pub(crate) struct BatchTextureUse {
    pub set: BatchTextures,
    pub sampler: u64,
    pub used: u16,
}

impl BatchTextureUse {
    /// Whether a group of `set` with `sampler` serves the batch's draws as well.
    pub fn served_by(&self, set: &BatchTextures, sampler: u64) -> bool {
        self.sampler == sampler && self.set.keeps(set, self.used)
    }
}

fn kind_index(kind: SamplerKind) -> usize {
    match kind {
        SamplerKind::Tex2d => 0,
        SamplerKind::Cube => 1,
        SamplerKind::Volume => 2,
    }
}

impl Renderer {
    /// The pixel stage of a draw whose module has batch textures: puts the draw's texture
    /// (black where missing or of another kind, as `stage_textures`) into its kind's set,
    /// leaves the set's bind group in `memo.group` and returns the entry the draw samples.
    pub(crate) fn batch_texture_entry(
        &mut self,
        ctx: ContextId,
        bindings: &Bindings,
        (textures, samplers): (&[Option<TextureId>], &[SamplerState]),
        memo: &mut StageMemo,
        fresh: bool,
    ) -> Result<u32> {
        let [binding] = bindings.textures.as_slice() else {
            return Err(Error::device(
                "batch textures on a stage without one binding",
            ));
        };
        let n = binding.sampler as usize;
        let sampler_state = stage_sampler(samplers, n)?;
        if fresh {
            memo.sampler_keys[0] = sampler_state
                .resolve(self.gpu.features, self.force_anisotropy)?
                .key;
        }
        let texture = match textures.get(n).copied().flatten() {
            Some(id) => {
                self.prepare_sampled(id, ctx)?;
                (self.texture_sampler_kind(id)? == binding.kind).then_some(id)
            }
            None => None,
        };
        let srgb = sampler_state.srgb_texture && texture.is_some();
        if let (true, Some(id)) = (srgb, texture) {
            // Refused here (no sRGB form, a render target) before any set changes.
            self.texture_srgb_view(id)?;
        }
        let key = texture.map_or(0, |id| u64::from(id.0) | u64::from(srgb) << 32);
        let count = bindings.batch_textures.min(BATCH_TEXTURES_MAX);
        let alias = match texture {
            Some(id) => self.is_target_alias(id)?,
            None => false,
        };
        let (set, slot) = if alias {
            let mut own = BatchTextures::default();
            own.entries[0] = key;
            (own, 0)
        } else {
            let set = &mut self.program.batch_texture_sets[kind_index(binding.kind)];
            let slot = set.place(key, count);
            (*set, slot)
        };
        if !fresh && memo.batch_set == Some(set) {
            return Ok(slot);
        }
        // Shape and stage (0: pixel), the sampler, then each entry's key.
        let mut group_key = [0u8; 17 + 8 * BATCH_TEXTURES_MAX as usize];
        group_key[..8].copy_from_slice(
            &crate::cache::program_pipelines::texture_shape(bindings).to_le_bytes(),
        );
        group_key[9..17].copy_from_slice(&memo.sampler_keys[0].to_le_bytes());
        for (k, entry) in set.entries.iter().take(count as usize).enumerate() {
            group_key[17 + 8 * k..25 + 8 * k].copy_from_slice(&entry.to_le_bytes());
        }
        let group_key = &group_key[..17 + 8 * count as usize];
        let group = match self.program.cached_texture_group(group_key) {
            Some((id, group)) => StageGroup { id, group },
            None => {
                let device = self.gpu.device.clone();
                let resolved = sampler_state.resolve(self.gpu.features, self.force_anisotropy)?;
                let sampler = self.samplers.get(&device, &resolved);
                let mut resources = Vec::with_capacity(count as usize);
                for &entry in set.entries.iter().take(count as usize) {
                    let view = match entry {
                        0 => self.builtins.black_view(binding.kind).clone(),
                        e if e >> 32 != 0 => self.texture_srgb_view(TextureId(e as u32))?,
                        e => self.texture_view(TextureId(e as u32))?,
                    };
                    resources.push((view, sampler.clone()));
                }
                let (id, group) = self
                    .program
                    .insert_texture_group(&device, group_key, bindings, &resources)
                    .ok_or_else(|| Error::device("texture group layout missing"))?;
                StageGroup { id, group }
            }
        };
        memo.batch_set = Some(set);
        memo.group = Some((texture_ids(textures), group));
        Ok(slot)
    }
}
