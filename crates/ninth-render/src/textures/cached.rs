//! The renderer's content-keyed textures (`cache.rs`): created once per content, found by key,
//! evicted least recently used under a byte budget, pinned inside a binding scope.

use super::cache::CacheKey;
use super::mips::{box_chain, full_chain_levels};
use super::{TextureDesc, TextureFormat, TextureId, TextureRegion};
use crate::error::{Error, Result};
use crate::renderer::Renderer;

/// Whether a cached texture gets a mip chain built on the CPU.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mips {
    None,
    Box,
}

/// The content key of a 2D texture of `format` and size with `pixels` as level 0.
fn content_key(
    format: TextureFormat,
    width: u32,
    height: u32,
    mips: Mips,
    pixels: &[u8],
) -> CacheKey {
    let mut hasher = xxhash_rust::xxh3::Xxh3::new();
    hasher.update(&format.d3d().to_le_bytes());
    hasher.update(&width.to_le_bytes());
    hasher.update(&height.to_le_bytes());
    hasher.update(&[u8::from(mips == Mips::Box)]);
    hasher.update(pixels);
    CacheKey(hasher.digest())
}

/// Bytes of one level of `format` (whole blocks).
fn level_bytes(format: TextureFormat, width: u32, height: u32) -> u64 {
    let side = format.block_side();
    u64::from(width.div_ceil(side))
        * u64::from(height.div_ceil(side))
        * u64::from(format.block_bytes())
}

/// Formats whose mips the box filter builds: four 8-bit channels per texel.
fn box_filterable(format: TextureFormat) -> bool {
    matches!(
        format,
        TextureFormat::A8R8G8B8
            | TextureFormat::X8R8G8B8
            | TextureFormat::A8B8G8R8
            | TextureFormat::X8B8G8R8
    )
}

impl Renderer {
    /// The cached texture of `key` (from [`Renderer::create_cached`]), marked as just used
    /// and, inside a binding scope, pinned until the scope ends; `None` if it is not cached
    /// (never made, or evicted).
    pub fn find_cached(&mut self, key: CacheKey) -> Option<TextureId> {
        self.texture_cache.find(key)
    }

    /// A cached 2D texture of `format` (four 8-bit channels per texel: A8R8G8B8, X8R8G8B8,
    /// A8B8G8R8, X8B8G8R8) with `pixels` (tightly packed rows) as level 0 and every level
    /// below built on the CPU with a box filter. Returns its key and id; a texture of equal
    /// content already cached is returned as it is. Least recently used textures are evicted
    /// to keep the cache's bytes (mip chains included) within its budget; a texture pinned by
    /// the open binding scope is never evicted (creation fails instead).
    pub fn create_cached(
        &mut self,
        format: TextureFormat,
        width: u32,
        height: u32,
        pixels: &[u8],
    ) -> Result<(CacheKey, TextureId)> {
        if !box_filterable(format) {
            return Err(Error::unsupported(format!(
                "{format:?}: mips are built on the CPU for four 8-bit channels only; use \
                 create_cached_nomip"
            )));
        }
        self.create_cached_with(format, width, height, pixels, Mips::Box)
    }

    /// [`Renderer::create_cached`] with one level, for any 2D [`TextureFormat`] (`pixels`:
    /// rows of texels, or of 4x4 blocks for block formats, tightly packed).
    pub fn create_cached_nomip(
        &mut self,
        format: TextureFormat,
        width: u32,
        height: u32,
        pixels: &[u8],
    ) -> Result<(CacheKey, TextureId)> {
        self.create_cached_with(format, width, height, pixels, Mips::None)
    }

    fn create_cached_with(
        &mut self,
        format: TextureFormat,
        width: u32,
        height: u32,
        pixels: &[u8],
        mips: Mips,
    ) -> Result<(CacheKey, TextureId)> {
        let levels = match mips {
            Mips::None => 1,
            Mips::Box => full_chain_levels(width, height, 1),
        };
        let desc = TextureDesc::tex2d(format, width, height, levels);
        // Checked before anything is evicted.
        let limits = self.gpu.device.limits();
        desc.validated(
            limits.max_texture_dimension_2d,
            limits.max_texture_dimension_3d,
        )?;
        let needed = level_bytes(format, width, height);
        if (pixels.len() as u64) != needed {
            return Err(Error::args(format!(
                "a {width}x{height} {format:?} texture has {needed} bytes, got {}",
                pixels.len()
            )));
        }
        let key = content_key(format, width, height, mips, pixels);
        if let Some(id) = self.texture_cache.find(key) {
            return Ok((key, id));
        }
        let mut bytes = 0;
        let (mut w, mut h) = (width, height);
        for _ in 0..levels {
            bytes += level_bytes(format, w, h);
            (w, h) = ((w / 2).max(1), (h / 2).max(1));
        }
        for (_, evicted) in self.texture_cache.make_room(bytes)? {
            // Draws already recorded keep the texture alive until the GPU is done.
            self.destroy_texture_slot(evicted);
        }
        let id = self.create_texture_desc(&desc)?;
        let row = |w: u32| (level_bytes(format, w, 1)) as u32;
        let mut upload = || -> Result<()> {
            self.update_texture_region(id, &TextureRegion::level(&desc, 0), pixels, row(width), 0)?;
            if mips == Mips::Box {
                for (level, (w, h, data)) in box_chain(width, height, pixels).iter().enumerate() {
                    let region = TextureRegion::level(&desc, level as u32 + 1);
                    debug_assert_eq!((region.width, region.height), (*w, *h));
                    self.update_texture_region(id, &region, data, row(*w), 0)?;
                }
            }
            Ok(())
        };
        if let Err(e) = upload() {
            self.destroy_texture_slot(id);
            return Err(e);
        }
        self.texture_cache.insert(key, id, bytes);
        Ok((key, id))
    }

    /// Opens a binding scope: every cached texture found or created until
    /// [`Renderer::end_binding_scope`] is pinned (never evicted; a creation that would need
    /// to evict one fails instead). A State error when a scope is already open.
    pub fn begin_binding_scope(&mut self) -> Result<()> {
        self.texture_cache.begin_scope()
    }

    /// Ends the binding scope; its textures may be evicted again. A State error when none is
    /// open.
    pub fn end_binding_scope(&mut self) -> Result<()> {
        self.texture_cache.end_scope()
    }

    /// Sets the texture cache's budget in bytes (default 512 MiB); the cache shrinks to it
    /// at the next creation.
    pub fn set_texture_cache_budget(&mut self, bytes: u64) {
        self.texture_cache.set_budget(bytes);
    }

    /// Bytes (mip chains included) and entries the texture cache holds.
    pub fn texture_cache_usage(&self) -> (u64, usize) {
        (self.texture_cache.used(), self.texture_cache.len())
    }

    /// Removes an owned texture's slot whatever its kind of ownership (eviction, failed
    /// creation).
    fn destroy_texture_slot(&mut self, id: TextureId) {
        if self.textures.remove(id.0).is_some() {
            self.program.forget_texture(id);
        }
    }
}
