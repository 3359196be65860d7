//! The renderer's content-keyed textures (`cache.rs`): created once per content, found by key,
//! evicted least recently used under a byte budget, pinned inside a binding scope.

use std::borrow::Cow;

use super::cache::CacheKey;
use super::mips::{box_chain, box_volume_chain, full_chain_levels};
use super::{TextureDesc, TextureFormat, TextureId, TextureRegion, TextureType};
use crate::error::{Error, Result};
use crate::renderer::Renderer;

/// Whether a cached texture gets a mip chain built on the CPU.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mips {
    None,
    Box,
}

/// The content key of a texture of `desc`'s type, format and size with `pixels` as level 0
/// (every face or slice).
fn content_key(desc: &TextureDesc, mips: Mips, pixels: &[u8]) -> CacheKey {
    let mut hasher = xxhash_rust::xxh3::Xxh3::new();
    let ty = match desc.ty {
        TextureType::Tex2d => 0u8,
        TextureType::Cube => 1,
        TextureType::Volume => 2,
    };
    hasher.update(&[ty, u8::from(mips == Mips::Box)]);
    hasher.update(&desc.format.d3d().to_le_bytes());
    for side in [desc.width, desc.height, desc.depth] {
        hasher.update(&side.to_le_bytes());
    }
    hasher.update(pixels);
    CacheKey(hasher.digest())
}

/// Faces (cube) or slices (volume) of `level`.
fn layers(desc: &TextureDesc, level: u32) -> u32 {
    match desc.ty {
        TextureType::Tex2d => 1,
        TextureType::Cube => 6,
        TextureType::Volume => desc.level_size(level).2,
    }
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
        self.create_cached_with(
            TextureDesc::tex2d(format, width, height, 1),
            pixels,
            Mips::Box,
        )
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
        self.create_cached_with(
            TextureDesc::tex2d(format, width, height, 1),
            pixels,
            Mips::None,
        )
    }

    /// [`Renderer::create_cached`] of a cube texture: `faces` holds level 0 of the six faces
    /// (+X, -X, +Y, -Y, +Z, -Z) one after another, each face's chain built on the CPU.
    pub fn create_cached_cube(
        &mut self,
        format: TextureFormat,
        edge: u32,
        faces: &[u8],
    ) -> Result<(CacheKey, TextureId)> {
        self.create_cached_with(TextureDesc::cube(format, edge, 1), faces, Mips::Box)
    }

    /// [`Renderer::create_cached_cube`] with one level, for any [`TextureFormat`].
    pub fn create_cached_cube_nomip(
        &mut self,
        format: TextureFormat,
        edge: u32,
        faces: &[u8],
    ) -> Result<(CacheKey, TextureId)> {
        self.create_cached_with(TextureDesc::cube(format, edge, 1), faces, Mips::None)
    }

    /// A cached volume texture of `format` (four 8-bit channels per texel) with `slices`
    /// (the `depth` slices of `width` x `height` one after another) as level 0 and every
    /// level below built on the CPU with a box filter over all three axes.
    pub fn create_cached_volume(
        &mut self,
        format: TextureFormat,
        (width, height, depth): (u32, u32, u32),
        slices: &[u8],
    ) -> Result<(CacheKey, TextureId)> {
        let desc = TextureDesc::volume(format, width, height, depth, 1);
        self.create_cached_with(desc, slices, Mips::Box)
    }

    /// A cached volume texture of one level: `slices` holds the `depth` slices of
    /// `width` x `height` one after another.
    pub fn create_cached_volume_nomip(
        &mut self,
        format: TextureFormat,
        (width, height, depth): (u32, u32, u32),
        slices: &[u8],
    ) -> Result<(CacheKey, TextureId)> {
        let desc = TextureDesc::volume(format, width, height, depth, 1);
        self.create_cached_with(desc, slices, Mips::None)
    }

    fn create_cached_with(
        &mut self,
        shape: TextureDesc,
        pixels: &[u8],
        mips: Mips,
    ) -> Result<(CacheKey, TextureId)> {
        let (format, width, height) = (shape.format, shape.width, shape.height);
        if mips == Mips::Box && !box_filterable(format) {
            return Err(Error::unsupported(format!(
                "{format:?}: mips are built on the CPU for four 8-bit channels only; use the \
                 _nomip variant"
            )));
        }
        let volume_depth = if shape.ty == TextureType::Volume {
            shape.depth
        } else {
            1
        };
        let levels = match mips {
            Mips::None => 1,
            Mips::Box => full_chain_levels(width, height, volume_depth),
        };
        let desc = TextureDesc { levels, ..shape };
        // Checked before anything is evicted.
        let limits = self.gpu.device.limits();
        desc.validated(
            limits.max_texture_dimension_2d,
            limits.max_texture_dimension_3d,
        )?;
        let needed = level_bytes(format, width, height) * u64::from(layers(&desc, 0));
        if (pixels.len() as u64) != needed {
            return Err(Error::args(format!(
                "level 0 of a {width}x{height}x{} {:?} {format:?} texture has {needed} bytes, got {}",
                desc.depth,
                desc.ty,
                pixels.len()
            )));
        }
        let key = content_key(&desc, mips, pixels);
        if let Some(id) = self.texture_cache.find(key) {
            return Ok((key, id));
        }
        let faces = if desc.ty == TextureType::Cube { 6 } else { 1 };
        let face_bytes = pixels.len() / faces;
        let mut levels: Vec<Cow<'_, [u8]>> = Vec::new();
        if desc.ty == TextureType::Volume {
            levels.push(Cow::Borrowed(pixels));
            if mips == Mips::Box {
                let chain = box_volume_chain((width, height, desc.depth), pixels);
                levels.extend(chain.into_iter().map(|(_, data)| Cow::Owned(data)));
            }
            return self.create_cached_entry(key, desc, &levels);
        }
        for level0 in pixels.chunks(face_bytes.max(1)) {
            levels.push(Cow::Borrowed(level0));
            if mips == Mips::Box {
                let chain = box_chain(width, height, level0);
                levels.extend(chain.into_iter().map(|(_, _, data)| Cow::Owned(data)));
            }
        }
        self.create_cached_entry(key, desc, &levels)
    }

    /// A cached texture whose every level is given, as D3D9's managed textures hold them:
    /// any type and [`TextureFormat`], `desc.levels` levels (0: the full chain), and
    /// `levels[face * levels + level]` the bytes of each (rows of texels, or of 4x4 blocks
    /// for block formats, tightly packed; a volume level's slices one after another). The
    /// key covers every level. Eviction, pins and packs as [`Renderer::create_cached`].
    pub fn create_cached_levels(
        &mut self,
        desc: &TextureDesc,
        levels: &[&[u8]],
    ) -> Result<(CacheKey, TextureId)> {
        let limits = self.gpu.device.limits();
        let desc = desc.validated(
            limits.max_texture_dimension_2d,
            limits.max_texture_dimension_3d,
        )?;
        let faces = if desc.ty == TextureType::Cube { 6 } else { 1 };
        if levels.len() != (faces * desc.levels) as usize {
            return Err(Error::args(format!(
                "a {:?} texture of {} levels needs {} level slices, got {}",
                desc.ty,
                desc.levels,
                faces * desc.levels,
                levels.len()
            )));
        }
        let mut hasher = xxhash_rust::xxh3::Xxh3::new();
        hasher.update(&[2, desc.ty as u8]);
        hasher.update(&desc.format.d3d().to_le_bytes());
        for value in [desc.width, desc.height, desc.depth, desc.levels] {
            hasher.update(&value.to_le_bytes());
        }
        for (n, data) in levels.iter().enumerate() {
            let level = n as u32 % desc.levels;
            let (w, h, _) = desc.level_size(level);
            let slices = if desc.ty == TextureType::Volume {
                desc.level_size(level).2
            } else {
                1
            };
            let needed = level_bytes(desc.format, w, h) * u64::from(slices);
            if data.len() as u64 != needed {
                return Err(Error::args(format!(
                    "level {level} of face {} of a {:?} {:?} texture has {needed} bytes, got {}",
                    n as u32 / desc.levels,
                    desc.ty,
                    desc.format,
                    data.len()
                )));
            }
            hasher.update(data);
        }
        let key = CacheKey(hasher.digest());
        if let Some(id) = self.texture_cache.find(key) {
            return Ok((key, id));
        }
        let levels: Vec<Cow<'_, [u8]>> = levels.iter().map(|l| Cow::Borrowed(*l)).collect();
        self.create_cached_entry(key, desc, &levels)
    }

    /// Creates and enters the cached texture `key` (not cached) of `desc` (validated) with
    /// `levels` (face-major): the pack's image instead where it has one for the key, and
    /// the texture written to the dump folder otherwise.
    fn create_cached_entry(
        &mut self,
        key: CacheKey,
        desc: TextureDesc,
        levels: &[Cow<'_, [u8]>],
    ) -> Result<(CacheKey, TextureId)> {
        let limits = self.gpu.device.limits();
        let replacement = match (&self.texture_pack, desc.ty) {
            (Some(pack), TextureType::Tex2d) => pack.replacement(key, &desc).filter(|r| {
                let fits = r.desc.validated(
                    limits.max_texture_dimension_2d,
                    limits.max_texture_dimension_3d,
                );
                if let Err(e) = &fits {
                    tracing::warn!("texture pack: the image for {key} is not used: {e}");
                }
                fits.is_ok()
            }),
            _ => None,
        };
        let (desc, levels): (TextureDesc, Vec<&[u8]>) = match &replacement {
            Some(r) => (r.desc, r.levels.iter().map(Vec::as_slice).collect()),
            None => (desc, levels.iter().map(|l| l.as_ref()).collect()),
        };
        if replacement.is_none()
            && let Some(dir) = &self.texture_dump
            && let Err(e) = super::dump::dump(dir, key, &desc, &levels)
        {
            tracing::warn!("{e}");
        }
        let format = desc.format;
        let bytes: u64 = (0..desc.levels)
            .map(|level| {
                let (w, h, _) = desc.level_size(level);
                level_bytes(format, w, h) * u64::from(layers(&desc, level))
            })
            .sum();
        for (_, evicted) in self.texture_cache.make_room(bytes)? {
            // Draws already recorded keep the texture alive until the GPU is done.
            self.destroy_texture_slot(evicted);
        }
        let id = self.create_texture_desc(&desc)?;
        let mut upload = || -> Result<()> {
            for (n, data) in levels.iter().enumerate() {
                let (face, level) = (n as u32 / desc.levels, n as u32 % desc.levels);
                let (w, h, _) = desc.level_size(level);
                let region = TextureRegion::level(&desc, level).on_face(face);
                let row = level_bytes(format, w, 1) as u32;
                let slice = level_bytes(format, w, h) as u32;
                self.update_texture_region(id, &region, data, row, slice)?;
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

    /// Cached textures evicted since the renderer was made. Ids of evicted textures are
    /// unknown from then on: a holder of cached ids finds them again (by key) when this
    /// changed.
    pub fn texture_cache_evictions(&self) -> u64 {
        self.texture_cache.evictions()
    }

    /// Images in the texture replacement pack ([`crate::Config::texture_pack`]), 0 without one.
    pub fn texture_pack_images(&self) -> usize {
        self.texture_pack.as_ref().map_or(0, |p| p.len())
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
