//! The sampler cache both D3D9 draw paths share: samplers made from resolved D3D9 sampler
//! states, keyed by the normalised descriptor, bounded (least recently used replaced).

use crate::cache::lru::Lru;
use crate::state::sampler::ResolvedSampler;

/// Bound of the sampler cache.
pub const SAMPLER_CAPACITY: usize = 256;

pub(crate) struct Samplers {
    samplers: Lru<u64, wgpu::Sampler>,
}

impl Samplers {
    pub fn new() -> Self {
        Self {
            samplers: Lru::new(SAMPLER_CAPACITY),
        }
    }

    /// Number of cached samplers (at most [`SAMPLER_CAPACITY`]).
    pub fn len(&self) -> usize {
        self.samplers.len()
    }

    /// The sampler of a resolved state, made on a miss.
    pub fn get(&mut self, device: &wgpu::Device, resolved: &ResolvedSampler) -> wgpu::Sampler {
        if let Some(sampler) = self.samplers.get(&resolved.key) {
            return sampler.clone();
        }
        self.samplers
            .insert(resolved.key, device.create_sampler(&resolved.desc))
            .clone()
    }
}
