//! `Create*Texture`, `LockRect` / `LockBox`, `SetTexture`.

use crate::consts::usage;
use crate::device::resources::{LockBox, Locked, Texture, TextureDesc, TextureShape};
use crate::device::stage_states::sampler_slot;
use crate::device::{Device, check_target_format};
use crate::error::{Error, Result};
use crate::handles::TextureHandle;

impl Device<'_> {
    /// `CreateTexture` / `CreateCubeTexture` / `CreateVolumeTexture`. A render-target
    /// texture gets a renderer context for its level 0.
    pub fn create_texture(&mut self, desc: TextureDesc) -> Result<TextureHandle> {
        if desc.usage
            & !(usage::RENDERTARGET
                | usage::DEPTHSTENCIL
                | usage::DYNAMIC
                | usage::AUTOGENMIPMAP
                | usage::WRITEONLY)
            != 0
        {
            return Err(Error::invalid(format!(
                "D3DUSAGE {:#x} is not valid for a texture",
                desc.usage
            )));
        }
        let mut texture = Texture::new(desc)?;
        if desc.usage & usage::DEPTHSTENCIL != 0 {
            return Err(Error::unsupported(
                "depth-stencil textures (INTZ-style depth sampling)",
            ));
        }
        if desc.usage & usage::RENDERTARGET != 0 {
            check_target_format(desc.format)?;
            let TextureShape::TwoD(w, h) = desc.shape else {
                return Err(Error::unsupported("cube and volume render-target textures"));
            };
            texture.target = Some(self.renderer.create_context(w, h)?);
        }
        Ok(self.textures.insert(texture).into())
    }

    /// `LockRect` / `LockBox` of a face's level (`region` `None`: all of it).
    pub fn lock_texture(
        &mut self,
        texture: TextureHandle,
        face: u32,
        level: u32,
        region: Option<LockBox>,
        flags: u32,
    ) -> Result<Locked<'_>> {
        self.textures
            .get_mut(texture)?
            .lock(face, level, region, flags)
    }

    /// `UnlockRect` / `UnlockBox`.
    pub fn unlock_texture(&mut self, texture: TextureHandle, face: u32, level: u32) -> Result<()> {
        let t = self.textures.get_mut(texture)?;
        t.unlock(face, level)?;
        // The draw states' copies of it are uploaded again at the next draw; a cache entry
        // written to is replaced by an owned texture (`texture_upload.rs`), a new id every
        // resolved state must see.
        if t.copies.iter().any(|c| c.cached.is_some()) {
            self.invalidate_textures();
        }
        self.program_textures_valid = false;
        self.tnl_pixel_current = false;
        Ok(())
    }

    /// The description and level count of a texture.
    pub fn texture_desc(&self, texture: TextureHandle) -> Result<(TextureDesc, u32)> {
        let t = self.textures.get(texture)?;
        Ok((t.desc, t.level_count))
    }

    /// `SetTexture` (stage 0-15, `D3DDMAPSAMPLER`, `D3DVERTEXTEXTURESAMPLER0-3`).
    pub fn set_texture(&mut self, stage: u32, texture: Option<TextureHandle>) -> Result<()> {
        let slot = sampler_slot(stage)?;
        if let Some(h) = texture {
            self.textures.get(h)?;
        }
        self.bound_textures[slot] = texture;
        // The render states, the fixed-function vertex state and the target bindings do
        // not read textures.
        self.invalidate_textures();
        Ok(())
    }
}
