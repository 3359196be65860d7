//! The colour targets a pipeline draws into, as the pass of its context has them: which of
//! targets 0-3 are bound, their sample count, and the write mask of each (0 where the pixel
//! stage does not write the target's location, as WebGPU requires; D3D9 leaves such a target
//! unchanged on DXVK, and wined3d leaves its contents undefined).

use crate::context::{COLOR_FORMAT, Context, MAX_COLOR_TARGETS};
use crate::error::{Error, Result};

/// Colour targets and sample count of a draw's pass.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct TargetLayout {
    /// Bit n: colour target n is bound (bit 0 always).
    pub bound: u8,
    /// Samples per pixel.
    pub samples: u8,
    /// Write mask per target (0 for targets not bound or not written).
    pub masks: [u8; MAX_COLOR_TARGETS],
    /// The samples a draw may write (D3DRS_MULTISAMPLEMASK), all of them on single-sample
    /// targets, so that equal draws share pipelines there.
    pub sample_mask: u8,
}

/// Validates the D3DRS_COLORWRITEENABLE masks of targets 0-3.
pub(crate) fn check_write_masks(masks: [u32; MAX_COLOR_TARGETS]) -> Result<()> {
    for (n, mask) in masks.into_iter().enumerate() {
        if mask > 0xf {
            let name = if n == 0 {
                "D3DRS_COLORWRITEENABLE".to_string()
            } else {
                format!("D3DRS_COLORWRITEENABLE{n}")
            };
            return Err(Error::state(format!("{name} {mask:#x} has bits above 0xf")));
        }
    }
    Ok(())
}

impl TargetLayout {
    /// The layout of `context`'s pass for a pixel stage writing locations `written` (bit n:
    /// location n) through `masks` (D3DRS_COLORWRITEENABLE, COLORWRITEENABLE1-3, each 0..=0xf).
    pub fn of(context: &Context, written: u8, masks: [u32; MAX_COLOR_TARGETS]) -> Self {
        let bound = context
            .extra
            .iter()
            .enumerate()
            .fold(1u8, |b, (n, t)| b | u8::from(t.is_some()) << (n + 1));
        let masks = std::array::from_fn(|n| {
            let on = bound & written & (1 << n) != 0;
            if on { (masks[n] & 0xf) as u8 } else { 0 }
        });
        let samples = context.targets.samples as u8;
        Self {
            bound,
            samples,
            masks,
            sample_mask: Self::all_samples(samples),
        }
    }

    fn all_samples(samples: u8) -> u8 {
        (1u16 << samples.clamp(1, 8)).wrapping_sub(1) as u8
    }

    /// With D3DRS_MULTISAMPLEMASK applied (a multisampled target only).
    pub fn with_sample_mask(mut self, mask: u32) -> Self {
        if self.samples > 1 {
            self.sample_mask = mask as u8 & Self::all_samples(self.samples);
        }
        self
    }

    /// Appends the packed key bytes.
    pub fn push_key(&self, key: &mut Vec<u8>) {
        key.push(self.bound);
        key.push(self.samples);
        key.extend_from_slice(&self.masks);
        key.push(self.sample_mask);
    }

    /// The pipeline's colour targets, all blended alike (D3D9 has one blend state).
    pub fn color_targets(
        &self,
        blend: Option<wgpu::BlendState>,
    ) -> Vec<Option<wgpu::ColorTargetState>> {
        let count = 8 - self.bound.leading_zeros() as usize;
        (0..count)
            .map(|n| {
                (self.bound & (1 << n) != 0).then(|| wgpu::ColorTargetState {
                    format: COLOR_FORMAT,
                    blend,
                    write_mask: wgpu::ColorWrites::from_bits_truncate(u32::from(self.masks[n])),
                })
            })
            .collect()
    }

    /// The pipeline's multisample state: the samples covered by the primitive that the
    /// sample mask lets through.
    pub fn multisample(&self) -> wgpu::MultisampleState {
        wgpu::MultisampleState {
            count: u32::from(self.samples.max(1)),
            mask: u64::from(self.sample_mask),
            alpha_to_coverage_enabled: false,
        }
    }
}
