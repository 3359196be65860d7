//! The one place textures reach the renderer. Today's renderer holds BGRA8 2D textures of
//! one level (`create_texture` / `update_texture`), so A8R8G8B8 and X8R8G8B8 (alpha forced
//! to 255) 2D textures upload their level 0 and every other format or shape is
//! Unsupported. When the renderer gains D3D formats, mip levels, cube and volume textures,
//! this module is what changes.

use ninth_render::{ContextId, FixedDrawState, TextureId};

use crate::consts::fmt;
use crate::device::Device;
use crate::device::resources::{Texture, TextureShape};
use crate::error::{Error, Result};
use crate::handles::TextureHandle;

/// Level 0 of a texture as BGRA8 bytes.
fn bgra_level0(texture: &Texture) -> Result<Vec<u8>> {
    if !matches!(texture.desc.shape, TextureShape::TwoD(..)) {
        return Err(Error::unsupported(format!(
            "sampling {:?} textures (the renderer holds 2D textures only)",
            texture.desc.shape
        )));
    }
    let mut bytes = texture.levels[0].bytes.clone();
    match texture.desc.format {
        fmt::A8R8G8B8 => {}
        fmt::X8R8G8B8 => bytes.chunks_exact_mut(4).for_each(|p| p[3] = 0xff),
        other => {
            return Err(Error::unsupported(format!(
                "sampling textures of D3DFORMAT {other} (the renderer holds BGRA8 textures)"
            )));
        }
    }
    Ok(bytes)
}

/// The renderer texture a draw into `drawing` samples for `handle`: a render-target
/// texture's context alias, or the uploaded copy (uploaded again when the CPU copy changed).
pub(crate) fn sampled(
    dev: &mut Device,
    handle: TextureHandle,
    drawing: ContextId,
) -> Result<TextureId> {
    let texture = dev.textures.get(handle)?;
    if let Some(ctx) = texture.target {
        if ctx == drawing {
            return Err(Error::unsupported(
                "sampling the render target being drawn into",
            ));
        }
        return Ok(dev.renderer.target_texture(ctx)?);
    }
    let (w, h) = (texture.levels[0].width, texture.levels[0].height);
    if let (Some(id), false) = (texture.gpu, texture.dirty) {
        return Ok(id);
    }
    let bytes = bgra_level0(texture)?;
    let id = match texture.gpu {
        Some(id) => {
            dev.renderer.update_texture(id, 0, 0, w, h, &bytes, w * 4)?;
            id
        }
        None => dev.renderer.create_texture(w, h, Some(&bytes))?,
    };
    let texture = dev.textures.get_mut(handle)?;
    texture.gpu = Some(id);
    texture.dirty = false;
    Ok(id)
}

/// Uploads the changed textures of a cached draw state's stages.
pub(crate) fn refresh(dev: &mut Device, state: &FixedDrawState) -> Result<()> {
    for (n, stage) in state.stages.iter().enumerate() {
        if let (Some(_), Some(handle)) = (stage.texture, dev.bound_textures[n])
            && dev.textures.get(handle)?.dirty
        {
            let ctx = dev.target0()?.ctx;
            sampled(dev, handle, ctx)?;
        }
    }
    Ok(())
}
