//! `Create*Texture`, `LockRect` / `LockBox`, `SetTexture`.

use crate::consts::usage;
use ninth_render::DepthSampling;

use crate::consts::fmt;
use crate::device::resources::{LockBox, Locked, Surface, Texture, TextureDesc, TextureShape};
use crate::device::stage_states::sampler_slot;
use crate::device::{Device, check_target_format};
use crate::error::{Error, Result};
use crate::handles::{SurfaceHandle, TextureHandle};

/// How draws sample a D3DUSAGE_DEPTHSTENCIL texture of `format`: D16, D24S8 and D24X8 as
/// shadow maps, INTZ as depth values; `None` for any other format (no depth texture).
pub fn depth_texture_sampling(format: u32) -> Option<DepthSampling> {
    match format {
        fmt::D16 | fmt::D24S8 | fmt::D24X8 => Some(DepthSampling::Compare),
        fmt::INTZ => Some(DepthSampling::Value),
        _ => None,
    }
}

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
            texture.depth = Some(self.create_depth_texture(&desc)?);
            return Ok(self.textures.insert(texture).into());
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

    /// A D3DUSAGE_DEPTHSTENCIL texture's depth-stencil surface and renderer texture: D16,
    /// D24S8 and D24X8 are sampled as shadow maps (a comparison with the coordinate's z, as
    /// D3D9 drivers do), INTZ as depth values; 2D, one level.
    fn create_depth_texture(
        &mut self,
        desc: &TextureDesc,
    ) -> Result<(SurfaceHandle, ninth_render::TextureId)> {
        let Some(sampling) = depth_texture_sampling(desc.format) else {
            return Err(Error::unsupported(format!(
                "depth-stencil textures of D3DFORMAT {:#x} (D16, D24S8, D24X8 and INTZ are \
                 sampled)",
                desc.format
            )));
        };
        let TextureShape::TwoD(width, height) = desc.shape else {
            return Err(Error::invalid("depth-stencil textures are 2D"));
        };
        if desc.levels > 1 {
            return Err(Error::unsupported("depth-stencil textures with mip levels"));
        }
        let (depth, id) = self
            .renderer
            .create_depth_texture(width, height, sampling)?;
        let surface = self.surfaces.insert(Surface::Depth {
            width,
            height,
            depth,
            owned_by_context: false,
        });
        Ok((surface.into(), id))
    }

    /// The depth-stencil surface of a depth texture's level 0 (`GetSurfaceLevel`), for
    /// `SetDepthStencilSurface`.
    pub fn texture_depth_surface(
        &mut self,
        texture: TextureHandle,
        level: u32,
    ) -> Result<SurfaceHandle> {
        match self.textures.get(texture)?.depth {
            Some((surface, _)) if level == 0 => Ok(surface),
            Some(_) => Err(Error::invalid(format!(
                "level {level} of a one-level depth texture"
            ))),
            None => Err(Error::invalid("the texture is not a depth-stencil texture")),
        }
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
        // not read textures; the resolved fixed-function pixel states resolve that stage
        // again at their next draw.
        if slot < 8 {
            for stale in &mut self.stale_texture_stages {
                *stale |= 1 << slot;
            }
            self.program_textures_valid = false;
            self.tnl_pixel_current = false;
        } else {
            self.invalidate_textures();
        }
        Ok(())
    }
}
