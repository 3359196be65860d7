//! The one place textures reach the renderer. A texture's CPU copy (every face and level in
//! its D3D9 format) is uploaded to renderer textures of its real type, format and level
//! count; the renderer converts formats it does not store as they are. A draw samples the
//! levels from the sampler's first one (`D3DSAMP_MAXMIPLEVEL`) down, or only that level
//! with `D3DSAMP_MIPFILTER` NONE; each such range is its own renderer copy (the renderer's
//! views start at level 0), made on first use. An unlock marks its region of every copy
//! holding that level, and only those regions are uploaded again before the next draw.
//!
//! Managed textures (D3DPOOL_MANAGED, the driver-managed pool whose system copy is the
//! truth) go through the renderer's content-keyed cache: equal contents share one GPU
//! texture, the cache's byte budget bounds them, and an evicted one is made again from the
//! CPU copy when a draw needs it (as D3D9 drivers page managed textures). A managed texture
//! rewritten after a draw sampled it leaves the cache and is updated in place from then on,
//! so a texture a program streams into costs no hashing per update.

use ninth_render::{CacheKey, TextureRegion};
use ninth_render::{ContextId, FixedStage, Renderer, TextureDesc, TextureFormat, TextureId};
use ninth_scene::format::{FormatLayout, format_layout};

use crate::device::Device;
use crate::device::palettes::{Palette, expand, is_paletted};
use crate::device::resources::{D3DPOOL_MANAGED, LockBox, Texture, TextureShape};
use crate::error::{Error, Result};
use crate::handles::TextureHandle;

/// A renderer copy of levels `first..first + levels` of every face of a texture.
#[derive(Clone, Debug)]
pub(crate) struct GpuCopy {
    pub id: TextureId,
    /// The first D3D9 level the copy holds (its level 0).
    pub first: u32,
    /// Levels held.
    pub levels: u32,
    /// The cache entry holding it (a managed texture's); `None`: an owned texture.
    pub cached: Option<CacheKey>,
    /// The palette serial it was expanded with (paletted formats).
    palette: u64,
    /// Per face and held level (face-major): the box written since the last upload.
    dirty: Vec<Option<LockBox>>,
}

impl GpuCopy {
    /// Marks `region` of a face's D3D9 `level` for upload, if the copy holds that level.
    pub fn written(&mut self, face: u32, level: u32, region: LockBox) {
        if !(self.first..self.first + self.levels).contains(&level) {
            return;
        }
        let slot = &mut self.dirty[(face * self.levels + level - self.first) as usize];
        *slot = Some(match *slot {
            None => region,
            Some(b) => LockBox {
                left: b.left.min(region.left),
                top: b.top.min(region.top),
                front: b.front.min(region.front),
                right: b.right.max(region.right),
                bottom: b.bottom.max(region.bottom),
                back: b.back.max(region.back),
            },
        });
    }

    fn is_dirty(&self) -> bool {
        self.dirty.iter().any(Option::is_some)
    }
}

/// The renderer's description of levels `first..first + levels` of `texture`.
fn render_desc(texture: &Texture, first: u32, levels: u32) -> Result<TextureDesc> {
    // Paletted texels are expanded on upload (`device/palettes.rs`).
    let format = if is_paletted(texture.desc.format) {
        TextureFormat::A8R8G8B8
    } else {
        TextureFormat::from_d3d(texture.desc.format)?
    };
    let level = &texture.levels[first as usize];
    let (w, h, d) = (level.width, level.height, level.depth);
    Ok(match texture.desc.shape {
        TextureShape::TwoD(..) => TextureDesc::tex2d(format, w, h, levels),
        TextureShape::Cube(_) => TextureDesc::cube(format, w, levels),
        TextureShape::Volume(..) => TextureDesc::volume(format, w, h, d, levels),
    })
}

/// Uploads `region` of a face's D3D9 `level` (held as level `level - first` of `id`).
fn upload(
    renderer: &mut Renderer,
    (texture, palette): (&Texture, &Palette),
    id: TextureId,
    first: u32,
    (face, level): (u32, u32),
    region: LockBox,
) -> Result<()> {
    let lvl = &texture.levels[texture.level_index(face, level)?];
    let expanded;
    let (layout, bytes) = if is_paletted(texture.desc.format) {
        expanded = expand(texture.desc.format, &lvl.bytes, palette);
        let layout = FormatLayout {
            width: 1,
            height: 1,
            bytes: 4,
        };
        (layout, &expanded[..])
    } else {
        let layout = format_layout(texture.desc.format)
            .ok_or_else(|| Error::invalid("the texture's format has no texel layout"))?;
        (layout, &lvl.bytes[..])
    };
    let row_pitch = lvl.width.div_ceil(layout.width) * layout.bytes;
    let slice_pitch = row_pitch * lvl.height.div_ceil(layout.height);
    // Locks start on a block; a box ending inside a block covers all of it.
    let right = region.right.next_multiple_of(layout.width).min(lvl.width);
    let bottom = region
        .bottom
        .next_multiple_of(layout.height)
        .min(lvl.height);
    let start = region.front * slice_pitch
        + region.top / layout.height * row_pitch
        + region.left / layout.width * layout.bytes;
    let target = TextureRegion {
        level: level - first,
        face,
        x: region.left,
        y: region.top,
        z: region.front,
        width: right - region.left,
        height: bottom - region.top,
        depth: if matches!(texture.desc.shape, TextureShape::Volume(..)) {
            region.back - region.front
        } else {
            1
        },
    };
    renderer.update_texture_region(
        id,
        &target,
        &bytes[start as usize..],
        row_pitch,
        slice_pitch,
    )?;
    Ok(())
}

/// The whole of a level as a lock region.
fn whole(texture: &Texture, face: u32, level: u32) -> Result<LockBox> {
    let lvl = &texture.levels[texture.level_index(face, level)?];
    Ok(LockBox {
        left: 0,
        top: 0,
        front: 0,
        right: lvl.width,
        bottom: lvl.height,
        back: lvl.depth,
    })
}

/// Makes or brings up to date the copy of levels `first..first + levels` of `handle`.
fn copy_of(dev: &mut Device, handle: TextureHandle, first: u32, levels: u32) -> Result<TextureId> {
    let texture = dev.textures.get(handle)?;
    let existing = texture
        .copies
        .iter()
        .position(|c| (c.first, c.levels) == (first, levels));
    if let Some(n) = existing
        && let Some(key) = texture.copies[n].cached
    {
        if texture.copies[n].is_dirty() {
            // Rewritten after a draw: an owned copy from now on, made from the cached texture
            // on the GPU (when it is still there) plus the regions written.
            let dirty = texture.copies[n].dirty.clone();
            let seed = dev.renderer.find_cached(key).map(|id| (id, dirty));
            let texture = dev.textures.get_mut(handle)?;
            texture.copies.remove(n);
            texture.rewritten = true;
            return owned_copy_of(dev, handle, (first, levels), None, seed);
        }
        // Evicted entries are made again from the CPU copy (same content, same key).
        let id = match dev.renderer.find_cached(key) {
            Some(id) => id,
            None => cache_copy(dev, handle, first, levels)?.1,
        };
        dev.textures.get_mut(handle)?.copies[n].id = id;
        return Ok(id);
    }
    let texture = dev.textures.get(handle)?;
    if existing.is_none()
        && texture.desc.pool == D3DPOOL_MANAGED
        && !texture.rewritten
        && !is_paletted(texture.desc.format)
        && texture.target.is_none()
    {
        // A cache that cannot take it (pinned full, over budget) leaves it owned.
        if let Ok((key, id)) = cache_copy(dev, handle, first, levels) {
            let faces = dev.textures.get(handle)?.desc.shape.faces();
            dev.textures.get_mut(handle)?.copies.push(GpuCopy {
                id,
                first,
                levels,
                cached: Some(key),
                palette: 0,
                dirty: vec![None; (faces * levels) as usize],
            });
            return Ok(id);
        }
    }
    owned_copy_of(dev, handle, (first, levels), existing, None)
}

/// The cache entry of levels `first..first + levels` of `handle`'s CPU copy.
fn cache_copy(
    dev: &mut Device,
    handle: TextureHandle,
    first: u32,
    levels: u32,
) -> Result<(CacheKey, TextureId)> {
    let texture = dev.textures.get(handle)?;
    let desc = render_desc(texture, first, levels)?;
    let mut slices: Vec<&[u8]> = Vec::with_capacity((texture.desc.shape.faces() * levels) as usize);
    for face in 0..texture.desc.shape.faces() {
        for level in first..first + levels {
            slices.push(&texture.levels[texture.level_index(face, level)?].bytes);
        }
    }
    Ok(dev.renderer.create_cached_levels(&desc, &slices)?)
}

/// [`copy_of`] for an owned copy (`existing`: its index in the texture's copies).
fn owned_copy_of(
    dev: &mut Device,
    handle: TextureHandle,
    (first, levels): (u32, u32),
    existing: Option<usize>,
    seed: Option<(TextureId, Vec<Option<LockBox>>)>,
) -> Result<TextureId> {
    let texture = dev.textures.get(handle)?;
    let faces = texture.desc.shape.faces();
    let serial = dev.palettes.serial;
    // A paletted copy expanded with another palette is uploaded again whole.
    let repalette = |copy: &GpuCopy| is_paletted(texture.desc.format) && copy.palette != serial;
    let (id, boxes) = match existing {
        Some(n) if !texture.copies[n].is_dirty() && !repalette(&texture.copies[n]) => {
            return Ok(texture.copies[n].id);
        }
        Some(n) if repalette(&texture.copies[n]) => {
            let mut boxes = Vec::new();
            for face in 0..faces {
                for level in first..first + levels {
                    boxes.push(Some(whole(texture, face, level)?));
                }
            }
            (texture.copies[n].id, boxes)
        }
        Some(n) => {
            let copy = &texture.copies[n];
            (copy.id, copy.dirty.clone())
        }
        None => {
            let desc = render_desc(texture, first, levels)?;
            let mut boxes = Vec::new();
            for face in 0..faces {
                for level in first..first + levels {
                    boxes.push(Some(whole(texture, face, level)?));
                }
            }
            let id = dev.renderer.create_texture_desc(&desc)?;
            // A copy on the GPU of what the texture held, and only the written regions;
            // everything where the seed differs in shape (a replacement pack's image).
            match seed {
                Some((from, dirty)) if dev.renderer.copy_texture(from, id).is_ok() => (id, dirty),
                _ => (id, boxes),
            }
        }
    };
    let texture = dev.textures.get(handle)?;
    let mut result = Ok(());
    for (n, region) in boxes.iter().enumerate() {
        let Some(region) = region else { continue };
        let (face, level) = (n as u32 / levels, first + n as u32 % levels);
        result = upload(
            &mut dev.renderer,
            (texture, dev.palettes.current()),
            id,
            first,
            (face, level),
            *region,
        );
        if result.is_err() {
            break;
        }
    }
    if let Err(e) = result {
        if existing.is_none() {
            dev.renderer.destroy_texture(id)?;
        }
        return Err(e);
    }
    let texture = dev.textures.get_mut(handle)?;
    let dirty = vec![None; (faces * levels) as usize];
    match existing {
        Some(n) => {
            texture.copies[n].dirty = dirty;
            texture.copies[n].palette = serial;
        }
        None => texture.copies.push(GpuCopy {
            id,
            first,
            levels,
            cached: None,
            palette: serial,
            dirty,
        }),
    }
    Ok(id)
}

/// The renderer texture a draw into `drawing` samples for `handle` from D3D9 level
/// `first` (`mipmapped`: with the levels below it): a render-target texture's context
/// alias, or the uploaded copy.
pub(crate) fn sampled(
    dev: &mut Device,
    handle: TextureHandle,
    drawing: ContextId,
    first: u32,
    mipmapped: bool,
) -> Result<TextureId> {
    let texture = dev.textures.get(handle)?;
    // A depth texture: the renderer refuses a draw that tests against it.
    if let Some((_, id)) = texture.depth {
        return Ok(id);
    }
    if let Some(ctx) = texture.target {
        if ctx == drawing {
            return Err(Error::unsupported(
                "sampling the render target being drawn into",
            ));
        }
        // AUTOGENMIPMAP: the chain is generated on the GPU when it is sampled mipmapped.
        if mipmapped && texture.sampled_levels() > 1 {
            return Ok(dev.renderer.target_mipmaps(ctx)?);
        }
        return Ok(dev.renderer.target_texture(ctx)?);
    }
    // D3D9 clamps the first level to the texture's last.
    let sampled = texture.sampled_levels();
    let first = first.min(sampled - 1);
    let levels = if mipmapped { sampled - first } else { 1 };
    copy_of(dev, handle, first, levels)
}

/// Uploads what changed in the copies a cached draw state's stages sample.
pub(crate) fn refresh(dev: &mut Device, stages: &[FixedStage; 8]) -> Result<()> {
    for (n, stage) in stages.iter().enumerate() {
        let (Some(id), Some(handle)) = (stage.texture, dev.bound_textures[n]) else {
            continue;
        };
        let copy = dev
            .textures
            .get(handle)?
            .copies
            .iter()
            .find(|c| c.id == id)
            .map(|c| (c.first, c.levels));
        if let Some((first, levels)) = copy {
            copy_of(dev, handle, first, levels)?;
        }
    }
    Ok(())
}

impl Device<'_> {
    /// Runs a draw (`f`: its state resolution and recording) with the cached textures it
    /// resolves pinned, so that making one of them cannot evict another; resolved states are
    /// dropped first when the cache evicted anything since they were checked (an evicted
    /// entry's id is gone, and the draw finds or makes the texture again by key).
    pub(crate) fn with_pinned_textures<T>(
        &mut self,
        f: impl FnOnce(&mut Self) -> Result<T>,
    ) -> Result<T> {
        let evictions = self.renderer.texture_cache_evictions();
        if evictions != self.seen_evictions {
            self.invalidate_textures();
            self.seen_evictions = evictions;
        }
        let pinned = self.renderer.begin_binding_scope().is_ok();
        let result = f(self);
        if pinned {
            let _ = self.renderer.end_binding_scope();
        }
        result
    }
}
