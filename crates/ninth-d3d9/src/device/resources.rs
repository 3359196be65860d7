//! Textures and surfaces: their D3D9 descriptions, the CPU copy of every level (the managed
//! pool's system-memory copy, which `LockRect` / `LockBox` hand out) and the render-target
//! contexts of render-target usages.

use ninth_render::{ContextId, DepthId};
use ninth_scene::format::{format_layout, full_chain, level_extent, level_size};

use crate::consts::{lock, usage};
use crate::error::{Error, Result};
use crate::texture_upload::GpuCopy;

/// `D3DPOOL_DEFAULT`.
pub const D3DPOOL_DEFAULT: u32 = 0;
/// `D3DPOOL_MANAGED`.
pub const D3DPOOL_MANAGED: u32 = 1;

/// The shape of a texture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextureShape {
    /// `CreateTexture`: width, height.
    TwoD(u32, u32),
    /// `CreateCubeTexture`: edge length.
    Cube(u32),
    /// `CreateVolumeTexture`: width, height, depth.
    Volume(u32, u32, u32),
}

impl TextureShape {
    fn extent(self) -> (u32, u32, u32) {
        match self {
            Self::TwoD(w, h) => (w, h, 1),
            Self::Cube(s) => (s, s, 1),
            Self::Volume(w, h, d) => (w, h, d),
        }
    }

    /// Faces: 6 for cubes, else 1.
    pub fn faces(self) -> u32 {
        if matches!(self, Self::Cube(_)) { 6 } else { 1 }
    }
}

/// What `Create*Texture` is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TextureDesc {
    /// Shape and size.
    pub shape: TextureShape,
    /// `D3DFORMAT`.
    pub format: u32,
    /// Mip levels; 0 makes a full chain.
    pub levels: u32,
    /// `D3DUSAGE_*`.
    pub usage: u32,
    /// `D3DPOOL`.
    pub pool: u32,
}

/// A region of a level: left, top, front (inclusive) to right, bottom, back (exclusive).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LockBox {
    /// Left edge.
    pub left: u32,
    /// Top edge.
    pub top: u32,
    /// Front slice.
    pub front: u32,
    /// Right edge (exclusive).
    pub right: u32,
    /// Bottom edge (exclusive).
    pub bottom: u32,
    /// Back slice (exclusive).
    pub back: u32,
}

/// A locked region: `data` starts at the region's first texel (block) and runs to the end of
/// the level; rows are `row_pitch` bytes apart and slices `slice_pitch`.
#[derive(Debug)]
pub struct Locked<'a> {
    /// The bytes.
    pub data: &'a mut [u8],
    /// Bytes from one row (of blocks) to the next.
    pub row_pitch: usize,
    /// Bytes from one slice to the next.
    pub slice_pitch: usize,
}

/// One level of one face.
#[derive(Clone, Debug)]
pub(crate) struct Level {
    pub width: u32,
    pub height: u32,
    pub depth: u32,
    pub bytes: Vec<u8>,
    /// The flags and region of an outstanding lock.
    pub locked: Option<(u32, LockBox)>,
}

pub(crate) struct Texture {
    pub desc: TextureDesc,
    /// `faces * levels` entries, face-major.
    pub levels: Vec<Level>,
    pub level_count: u32,
    /// The renderer's copies made so far (one per first level and level count sampled).
    pub copies: Vec<GpuCopy>,
    /// The context of level 0 of a render-target texture.
    pub target: Option<ContextId>,
    /// A managed texture rewritten after a draw sampled it: its copies are owned textures
    /// updated in place from then on, not content-keyed cache entries.
    pub rewritten: bool,
    /// A depth texture's level 0 as a depth-stencil surface and the renderer texture draws
    /// sample (`device/textures.rs`).
    pub depth: Option<(crate::handles::SurfaceHandle, ninth_render::TextureId)>,
}

impl Texture {
    /// Checks a description and makes the CPU levels (zeroed).
    pub fn new(desc: TextureDesc) -> Result<Self> {
        let (w, h, d) = desc.shape.extent();
        if w == 0 || h == 0 || d == 0 || w > 8192 || h > 8192 || d > 2048 {
            return Err(Error::invalid(format!(
                "texture size {w}x{h}x{d} is out of range"
            )));
        }
        let layout = format_layout(desc.format).ok_or_else(|| {
            Error::invalid(format!("D3DFORMAT {} has no texel layout", desc.format))
        })?;
        if desc.pool > 3 {
            return Err(Error::invalid(format!(
                "D3DPOOL {} is not valid",
                desc.pool
            )));
        }
        let targets = desc.usage & (usage::RENDERTARGET | usage::DEPTHSTENCIL);
        if targets != 0 && desc.pool != D3DPOOL_DEFAULT {
            return Err(Error::invalid(
                "render-target and depth-stencil textures must be in D3DPOOL_DEFAULT",
            ));
        }
        if desc.usage & usage::DYNAMIC != 0 && desc.pool == D3DPOOL_MANAGED {
            return Err(Error::invalid(
                "D3DUSAGE_DYNAMIC textures cannot be managed",
            ));
        }
        let chain = full_chain(w.max(h).max(d));
        // An AUTOGENMIPMAP texture has its whole chain, generated from level 0.
        let autogen = desc.usage & usage::AUTOGENMIPMAP != 0;
        let level_count = if desc.levels == 0 || autogen {
            chain
        } else {
            desc.levels
        };
        if level_count > chain {
            return Err(Error::invalid(format!(
                "{level_count} levels for a {w}x{h}x{d} texture (at most {chain})"
            )));
        }
        // The runtime checks DXT sizes; ATI1/ATI2 are not blocks to it (any size, as the
        // drivers accept).
        if layout.is_block()
            && !is_ati(desc.format)
            && (!w.is_multiple_of(layout.width) || !h.is_multiple_of(layout.height))
        {
            return Err(Error::invalid(format!(
                "a block-compressed texture's size {w}x{h} must be a multiple of the block"
            )));
        }
        let mut levels = Vec::new();
        for _ in 0..desc.shape.faces() {
            for l in 0..level_count {
                let size = level_size(desc.format, w, h, d, l).unwrap_or(0) as usize;
                levels.push(Level {
                    width: level_extent(w, l),
                    height: level_extent(h, l),
                    depth: level_extent(d, l),
                    bytes: vec![0; size],
                    locked: None,
                });
            }
        }
        Ok(Self {
            desc,
            levels,
            level_count,
            copies: Vec::new(),
            target: None,
            rewritten: false,
            depth: None,
        })
    }

    /// Index of a face's level.
    pub fn level_index(&self, face: u32, level: u32) -> Result<usize> {
        if face >= self.desc.shape.faces() {
            return Err(Error::invalid(format!(
                "face {face} of a texture with {} faces",
                self.desc.shape.faces()
            )));
        }
        if level >= self.level_count {
            return Err(Error::invalid(format!(
                "level {level} of a texture with {} levels",
                self.level_count
            )));
        }
        Ok((face * self.level_count + level) as usize)
    }

    /// `LockRect` / `LockBox`.
    pub fn lock(
        &mut self,
        face: u32,
        level: u32,
        region: Option<LockBox>,
        flags: u32,
    ) -> Result<Locked<'_>> {
        let index = self.level_index(face, level)?;
        if self.desc.pool == D3DPOOL_DEFAULT && self.desc.usage & usage::DYNAMIC == 0 {
            return Err(Error::invalid(
                "only managed, system-memory or dynamic textures can be locked",
            ));
        }
        check_lock_flags(flags, self.desc.usage)?;
        let layout = format_layout(self.desc.format).ok_or_else(|| Error::invalid("no layout"))?;
        let lvl = &mut self.levels[index];
        if lvl.locked.is_some() {
            return Err(Error::invalid(format!(
                "face {face} level {level} is already locked"
            )));
        }
        let region = region.unwrap_or(LockBox {
            left: 0,
            top: 0,
            front: 0,
            right: lvl.width,
            bottom: lvl.height,
            back: lvl.depth,
        });
        if region.left >= region.right
            || region.top >= region.bottom
            || region.front >= region.back
            || region.right > lvl.width
            || region.bottom > lvl.height
            || region.back > lvl.depth
        {
            return Err(Error::invalid(format!(
                "lock region {region:?} is empty or outside the {}x{}x{} level",
                lvl.width, lvl.height, lvl.depth
            )));
        }
        if layout.is_block()
            && (!region.left.is_multiple_of(layout.width)
                || !region.top.is_multiple_of(layout.height))
        {
            return Err(Error::invalid(
                "a lock of a block-compressed level must start on a block",
            ));
        }
        let row_pitch = lvl.width.div_ceil(layout.width) as usize * layout.bytes as usize;
        let slice_pitch = row_pitch * lvl.height.div_ceil(layout.height) as usize;
        let start = region.front as usize * slice_pitch
            + (region.top / layout.height) as usize * row_pitch
            + (region.left / layout.width) as usize * layout.bytes as usize;
        lvl.locked = Some((flags, region));
        // ATI1 and ATI2 are formats the D3D9 runtime does not know as block compressed: the
        // drivers report the pitch of one byte per texel (the width, at least 4; measured on
        // wined3d and DXVK), while their blocks lie tightly packed as for DXT.
        let row_pitch = if is_ati(self.desc.format) {
            lvl.width.max(4) as usize
        } else {
            row_pitch
        };
        Ok(Locked {
            data: &mut lvl.bytes[start..],
            row_pitch,
            slice_pitch,
        })
    }

    /// `UnlockRect` / `UnlockBox`: a write lock marks its region of the renderer's copies
    /// for upload before their next use.
    pub fn unlock(&mut self, face: u32, level: u32) -> Result<()> {
        let index = self.level_index(face, level)?;
        let Some((flags, region)) = self.levels[index].locked.take() else {
            return Err(Error::invalid(format!(
                "face {face} level {level} is not locked"
            )));
        };
        if flags & lock::READONLY == 0 {
            for copy in &mut self.copies {
                copy.written(face, level, region);
            }
            if level == 0 {
                self.generate_mips(face)?;
            }
        }
        Ok(())
    }

    /// D3DUSAGE_AUTOGENMIPMAP: levels 1.. of `face` made again from level 0 with a 2x2 box
    /// filter, as drivers generate them, for the four 8-bit channel formats (other formats
    /// sample level 0 only: [`Texture::sampled_levels`]).
    fn generate_mips(&mut self, face: u32) -> Result<()> {
        if !self.autogen_on_cpu() {
            return Ok(());
        }
        let level0 = self.level_index(face, 0)?;
        let (w, h) = (self.levels[level0].width, self.levels[level0].height);
        let chain = ninth_render::box_filter_chain(w, h, &self.levels[level0].bytes);
        for (n, (lw, lh, bytes)) in chain.into_iter().enumerate() {
            let level = n as u32 + 1;
            let Ok(index) = self.level_index(face, level) else {
                break;
            };
            self.levels[index].bytes = bytes;
            let whole = LockBox {
                left: 0,
                top: 0,
                front: 0,
                right: lw,
                bottom: lh,
                back: 1,
            };
            for copy in &mut self.copies {
                copy.written(face, level, whole);
            }
        }
        Ok(())
    }

    /// An AUTOGENMIPMAP texture (not a render target) whose chain is made on the CPU.
    fn autogen_on_cpu(&self) -> bool {
        self.desc.usage & usage::AUTOGENMIPMAP != 0
            && self.target.is_none()
            && matches!(
                self.desc.shape,
                TextureShape::TwoD(..) | TextureShape::Cube(_)
            )
            && matches!(self.desc.format, 21 | 22 | 32 | 33)
    }

    /// Levels draws may sample: an AUTOGENMIPMAP texture's whole chain where it is generated
    /// (on the CPU, or on the GPU for a render target), its level 0 for other formats; a
    /// render-target texture's level 0; every level otherwise.
    pub fn sampled_levels(&self) -> u32 {
        let autogen = self.desc.usage & usage::AUTOGENMIPMAP != 0;
        match (autogen, self.target.is_some()) {
            (true, true) => self.level_count,
            (true, false) if self.autogen_on_cpu() => self.level_count,
            (_, true) | (true, false) => 1,
            _ => self.level_count,
        }
    }
}

/// Whether `format` is ATI1 or ATI2 (`MAKEFOURCC('A', 'T', 'I', '1' | '2')`).
fn is_ati(format: u32) -> bool {
    format == u32::from_le_bytes(*b"ATI1") || format == u32::from_le_bytes(*b"ATI2")
}

/// D3D9's rules on lock flags: only known bits, READONLY with neither DISCARD nor
/// NOOVERWRITE, DISCARD and NOOVERWRITE only on dynamic resources.
pub(crate) fn check_lock_flags(flags: u32, resource_usage: u32) -> Result<()> {
    let known = lock::READONLY
        | lock::DISCARD
        | lock::NOOVERWRITE
        | lock::NOSYSLOCK
        | lock::DONOTWAIT
        | lock::NO_DIRTY_UPDATE;
    if flags & !known != 0 {
        return Err(Error::invalid(format!(
            "unknown D3DLOCK flags {:#x}",
            flags & !known
        )));
    }
    if flags & lock::READONLY != 0 && flags & (lock::DISCARD | lock::NOOVERWRITE) != 0 {
        return Err(Error::invalid(
            "D3DLOCK_READONLY cannot be combined with DISCARD or NOOVERWRITE",
        ));
    }
    if flags & (lock::DISCARD | lock::NOOVERWRITE) != 0 && resource_usage & usage::DYNAMIC == 0 {
        return Err(Error::invalid(
            "D3DLOCK_DISCARD and D3DLOCK_NOOVERWRITE need a D3DUSAGE_DYNAMIC resource",
        ));
    }
    Ok(())
}

/// What a surface is.
#[derive(Debug)]
pub(crate) enum Surface {
    /// A render-target surface: a renderer context.
    Target {
        ctx: ContextId,
        format: u32,
        width: u32,
        height: u32,
    },
    /// A depth-stencil surface: a renderer depth-stencil surface, shared by every render
    /// target it is used with.
    Depth {
        width: u32,
        height: u32,
        depth: DepthId,
        /// Whether the renderer surface is the back buffer context's own (the device's
        /// automatic depth-stencil surface, freed with that context).
        owned_by_context: bool,
    },
}
