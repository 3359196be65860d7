//! The textures of a programmable draw's stages: each binding's texture (opaque black of
//! the declared kind where missing or of another kind) and sampler, as a cached bind group,
//! reused while the memo's textures are the draw's.

use ninth_shader::fixed::MAX_STAGES;
use ninth_shader::ir::ShaderKind;
use ninth_shader::wgsl::Bindings;

use crate::context::ContextId;
use crate::draw::program_memo::{RECENT_GROUPS, StageMemo, stage_sampler, texture_ids};
use crate::draw::program_record::StageGroup;
use crate::error::{Error, Result};
use crate::renderer::Renderer;
use crate::state::fixed::FixedPixelState;
use crate::state::sampler::SamplerState;

impl Renderer {
    /// Resolves a stage's textures and samplers: a bound texture of the declared kind is
    /// sampled; a missing one, or one of another kind, is opaque black of the declared kind
    /// (as the D3D9 runtime does). Leaves the bind group in `memo.group` and returns whether
    /// the stage has one (false without textures). `memo` keeps the resolved samplers and the
    /// last group; unless `fresh`, its samplers are those of `samplers` (the caller compared
    /// them) and the group holds when the textures are the same.
    pub(crate) fn stage_textures(
        &mut self,
        ctx: ContextId,
        bindings: &Bindings,
        (textures, samplers): (
            &[Option<crate::TextureId>],
            &[crate::state::sampler::SamplerState],
        ),
        memo: &mut StageMemo,
        fresh: bool,
    ) -> Result<bool> {
        if bindings.textures.is_empty() {
            return Ok(false);
        }
        let texture_of =
            |ids: &[Option<crate::TextureId>], n: u32| ids.get(n as usize).copied().flatten();
        if !fresh
            && let Some((last, _)) = &memo.group
            && bindings
                .textures
                .iter()
                .all(|b| texture_of(textures, b.sampler) == texture_of(last, b.sampler))
        {
            // Same live textures (the memo's generation is current): kinds and views are
            // unchanged; only the per-draw preparation of each texture remains.
            for binding in &bindings.textures {
                if let Some(id) = textures.get(binding.sampler as usize).copied().flatten() {
                    self.prepare_sampled(id, ctx)?;
                }
            }
            return Ok(true);
        }
        // One binding, a texture drawn recently under this memo: its group.
        let single = match bindings.textures.as_slice() {
            [only] => texture_of(textures, only.sampler),
            _ => None,
        };
        if !fresh
            && let Some(id) = single
            && let Some((recent, group)) = &memo.recent[id.0 as usize % RECENT_GROUPS]
            && *recent == id
        {
            let group = group.clone();
            self.prepare_sampled(id, ctx)?;
            memo.group = Some((texture_ids(textures), group));
            return Ok(true);
        }
        // Shape and stage, then per binding the texture id (0: black) and the sampler key;
        // on the stack, since the cache usually hits.
        let mut key = [0u8; 9 + 12 * 16];
        key[..8].copy_from_slice(
            &crate::cache::program_pipelines::texture_shape(bindings).to_le_bytes(),
        );
        key[8] = u8::from(bindings.stage == ShaderKind::Vertex);
        let mut len = 9;
        let mut resources = [None; 16];
        for (slot, binding) in bindings.textures.iter().enumerate().take(16) {
            let n = binding.sampler as usize;
            let sampler_state = stage_sampler(samplers, n)?;
            if fresh {
                memo.sampler_keys[slot] = self.binding_sampler(sampler_state, binding)?.key;
            }
            let texture = match textures.get(n).copied().flatten() {
                Some(id) => {
                    self.prepare_sampled(id, ctx)?;
                    let fits = match self.depth_alias(id) {
                        Some(_) if binding.depth => true,
                        Some(_) => {
                            return Err(Error::unsupported(format!(
                                "sampler {n}: a depth texture sampled by the fixed-function texture \
                                 stages or a vertex shader (pixel shaders sample them)"
                            )));
                        }
                        None => self.texture_sampler_kind(id)? == binding.kind && !binding.depth,
                    };
                    fits.then_some(id)
                }
                None => None,
            };
            let srgb = sampler_state.srgb_texture && texture.is_some();
            if let (true, Some(id)) = (srgb, texture) {
                self.texture_srgb_view(id)?;
            }
            key[len..len + 4].copy_from_slice(&texture.map_or(0, |t| t.0).to_le_bytes());
            // Sampler keys use the low 28 bits: bit 63 marks the sRGB view.
            let view_key = memo.sampler_keys[slot] | u64::from(srgb) << 63;
            key[len + 4..len + 12].copy_from_slice(&view_key.to_le_bytes());
            len += 12;
            resources[slot] = Some((texture, sampler_state, *binding));
        }
        let key = &key[..len];
        let group = match self.program.cached_texture_group(key) {
            Some((id, group)) => StageGroup { id, group },
            None => {
                let device = self.gpu.device.clone();
                let mut entries = Vec::with_capacity(bindings.textures.len());
                for (texture, sampler_state, binding) in resources.iter().flatten() {
                    let view = match texture {
                        Some(id) if sampler_state.srgb_texture => self.texture_srgb_view(*id)?,
                        Some(id) => self.texture_view(*id)?,
                        None if binding.depth => self.builtins.black_depth.view.clone(),
                        None => self.builtins.black_view(binding.kind).clone(),
                    };
                    let resolved = self.binding_sampler(sampler_state, binding)?;
                    entries.push((view, self.samplers.get(&device, &resolved)));
                }
                let (id, group) = self
                    .program
                    .insert_texture_group(&device, key, bindings, &entries)
                    .ok_or_else(|| Error::device("texture group layout missing"))?;
                StageGroup { id, group }
            }
        };
        if let Some(id) = single {
            memo.recent[id.0 as usize % RECENT_GROUPS] = Some((id, group.clone()));
        }
        memo.group = Some((texture_ids(textures), group));
        Ok(true)
    }

    /// The sampler a binding samples with: the state's, comparing LESS_EQUAL for a shadow
    /// binding (as D3D9 drivers' shadow maps), point sampled for a depth-value binding
    /// (WebGPU filters depth only through comparisons). Key bits 26-27 mark them.
    fn binding_sampler(
        &self,
        state: &SamplerState,
        binding: &ninth_shader::wgsl::TextureBinding,
    ) -> Result<crate::state::sampler::ResolvedSampler> {
        let mut resolved = state.resolve(self.gpu.features, self.force_anisotropy)?;
        if binding.comparison {
            resolved.desc.compare = Some(wgpu::CompareFunction::LessEqual);
            resolved.key |= 1 << 26;
        } else if binding.depth {
            let nearest = wgpu::FilterMode::Nearest;
            resolved.desc.mag_filter = nearest;
            resolved.desc.min_filter = nearest;
            resolved.desc.mipmap_filter = wgpu::MipmapFilterMode::Nearest;
            resolved.desc.anisotropy_clamp = 1;
            resolved.key = resolved.key & !(0b11 << 9 | 0b11111 << 13) | 1 << 13 | 1 << 27;
        }
        Ok(resolved)
    }

    /// The sampler kind a texture-table entry is sampled as (its type; render targets are 2D).
    pub(crate) fn texture_sampler_kind(
        &self,
        id: crate::TextureId,
    ) -> Result<ninth_shader::ir::SamplerKind> {
        use ninth_shader::ir::SamplerKind;
        Ok(match self.texture_dimension(id)? {
            wgpu::TextureViewDimension::Cube => SamplerKind::Cube,
            wgpu::TextureViewDimension::D3 => SamplerKind::Volume,
            _ => SamplerKind::Tex2d,
        })
    }
}

/// The textures and sampler states of the fixed-function pixel stage by stage: the states
/// its generated code samples with (MIRRORONCE axes clamped, LOD bias in the code).
pub(crate) fn fixed_pixel_textures(
    pixel: &FixedPixelState,
) -> (
    [Option<crate::TextureId>; MAX_STAGES],
    [SamplerState; MAX_STAGES],
) {
    (
        std::array::from_fn(|n| pixel.stages[n].texture),
        std::array::from_fn(|n| pixel.stages[n].sampler.fixed_path_sampler()),
    )
}
