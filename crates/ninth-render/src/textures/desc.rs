//! D3D9 resource shapes: [`TextureDesc`] (2D, cube, volume; size, mip levels, format) and
//! [`TextureRegion`] (a box of one level, of one cube face or a range of volume slices), with
//! their validation.

use super::format::TextureFormat;
use crate::error::{Error, Result};
use crate::state::fixed::FixedTextureKind;

/// The resource type of a texture (`D3DRTYPE_TEXTURE`, `CUBETEXTURE`, `VOLUMETEXTURE`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum TextureType {
    /// A 2D texture (`IDirect3DTexture9`).
    #[default]
    Tex2d,
    /// A cube texture (`IDirect3DCubeTexture9`): six square faces.
    Cube,
    /// A volume texture (`IDirect3DVolumeTexture9`).
    Volume,
}

impl TextureType {
    /// The WebGPU view dimension a sampler of this type binds.
    pub fn view_dimension(self) -> wgpu::TextureViewDimension {
        match self {
            Self::Tex2d => wgpu::TextureViewDimension::D2,
            Self::Cube => wgpu::TextureViewDimension::Cube,
            Self::Volume => wgpu::TextureViewDimension::D3,
        }
    }

    /// The type a fixed-function stage of `kind` samples.
    pub fn of_fixed(kind: FixedTextureKind) -> Self {
        match kind {
            FixedTextureKind::Tex2d => Self::Tex2d,
            FixedTextureKind::Cube => Self::Cube,
            FixedTextureKind::Volume => Self::Volume,
        }
    }
}

/// What [`crate::Renderer::create_texture_desc`] creates, as D3D9's `CreateTexture`,
/// `CreateCubeTexture` and `CreateVolumeTexture` take it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TextureDesc {
    /// 2D, cube or volume.
    pub ty: TextureType,
    /// The D3D9 format of the bytes the caller uploads.
    pub format: TextureFormat,
    /// Width of level 0 (a cube's edge length).
    pub width: u32,
    /// Height of level 0 (a cube: equal to `width`).
    pub height: u32,
    /// Depth of level 0 (a volume); 1 otherwise.
    pub depth: u32,
    /// Mip levels; 0 asks for the full chain down to 1x1(x1), as D3D9.
    pub levels: u32,
}

impl TextureDesc {
    /// A 2D texture.
    pub fn tex2d(format: TextureFormat, width: u32, height: u32, levels: u32) -> Self {
        Self {
            ty: TextureType::Tex2d,
            format,
            width,
            height,
            depth: 1,
            levels,
        }
    }

    /// A cube texture of `edge` x `edge` faces.
    pub fn cube(format: TextureFormat, edge: u32, levels: u32) -> Self {
        Self {
            ty: TextureType::Cube,
            ..Self::tex2d(format, edge, edge, levels)
        }
    }

    /// A volume texture.
    pub fn volume(format: TextureFormat, width: u32, height: u32, depth: u32, levels: u32) -> Self {
        Self {
            ty: TextureType::Volume,
            depth,
            ..Self::tex2d(format, width, height, levels)
        }
    }

    /// Levels of the full chain: `1 + floor(log2(largest side))`.
    pub fn full_chain(&self) -> u32 {
        32 - self
            .width
            .max(self.height)
            .max(self.depth)
            .max(1)
            .leading_zeros()
    }

    /// Width, height and depth of mip `level` (each halved, at least 1).
    pub fn level_size(&self, level: u32) -> (u32, u32, u32) {
        let side = |s: u32| s.checked_shr(level).unwrap_or(0).max(1);
        (side(self.width), side(self.height), side(self.depth))
    }

    /// Checks the shape against D3D9's rules and the device limits (`max_2d` per side of
    /// 2D and cube textures, `max_3d` of volumes); returns the desc with `levels` resolved.
    pub(crate) fn validated(&self, max_2d: u32, max_3d: u32) -> Result<Self> {
        let (w, h, d) = (self.width, self.height, self.depth);
        let max = if self.ty == TextureType::Volume {
            max_3d
        } else {
            max_2d
        };
        let name = self.format.name();
        if !(1..=max).contains(&w) || !(1..=max).contains(&h) {
            return Err(Error::args(format!(
                "{:?} texture {w}x{h} ({name}) is outside 1..={max} per side",
                self.ty
            )));
        }
        match self.ty {
            TextureType::Volume if !(1..=max).contains(&d) => {
                return Err(Error::args(format!(
                    "volume texture depth {d} is outside 1..={max}"
                )));
            }
            TextureType::Tex2d | TextureType::Cube if d != 1 => {
                return Err(Error::args(format!(
                    "{:?} texture depth must be 1, got {d}",
                    self.ty
                )));
            }
            TextureType::Cube if w != h => {
                return Err(Error::args(format!(
                    "cube texture faces must be square, got {w}x{h}"
                )));
            }
            _ => {}
        }
        let full = self.full_chain();
        if self.levels > full {
            return Err(Error::args(format!(
                "{} mip levels asked of a {w}x{h}x{d} texture, which has at most {full}",
                self.levels
            )));
        }
        Ok(Self {
            levels: if self.levels == 0 { full } else { self.levels },
            ..*self
        })
    }
}

/// A box of one mip level to write ([`crate::Renderer::update_texture_region`]): of one
/// face of a cube, or of a range of slices (`z`, `depth`) of a volume.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TextureRegion {
    /// Mip level.
    pub level: u32,
    /// Cube face (`D3DCUBEMAP_FACES`: +X, -X, +Y, -Y, +Z, -Z as 0-5); 0 otherwise.
    pub face: u32,
    /// Left texel.
    pub x: u32,
    /// Top texel.
    pub y: u32,
    /// First volume slice; 0 otherwise.
    pub z: u32,
    /// Width in texels.
    pub width: u32,
    /// Height in texels.
    pub height: u32,
    /// Slices of a volume; 1 otherwise.
    pub depth: u32,
}

impl TextureRegion {
    /// The whole of mip `level` of `desc` (face 0; every slice of a volume).
    pub fn level(desc: &TextureDesc, level: u32) -> Self {
        let (width, height, depth) = desc.level_size(level);
        Self {
            level,
            width,
            height,
            depth: if desc.ty == TextureType::Volume {
                depth
            } else {
                1
            },
            ..Default::default()
        }
    }

    /// This region on cube face `face`.
    pub fn on_face(self, face: u32) -> Self {
        Self { face, ..self }
    }

    /// Checks the region lies inside the texture (`desc` validated) and is block aligned
    /// for DXT formats.
    pub(crate) fn check(&self, desc: &TextureDesc) -> Result<()> {
        let r = self;
        if r.level >= desc.levels {
            return Err(Error::bounds(format!(
                "mip level {} of a texture with {} levels",
                r.level, desc.levels
            )));
        }
        let faces = if desc.ty == TextureType::Cube { 6 } else { 1 };
        if r.face >= faces {
            return Err(Error::bounds(format!(
                "face {} of a {:?} texture (it has {faces})",
                r.face, desc.ty
            )));
        }
        let (lw, lh, ld) = desc.level_size(r.level);
        let ld = if desc.ty == TextureType::Volume {
            ld
        } else {
            1
        };
        let inside =
            |at: u32, len: u32, size: u32| u64::from(at) + u64::from(len) <= u64::from(size);
        if !inside(r.x, r.width, lw) || !inside(r.y, r.height, lh) || !inside(r.z, r.depth, ld) {
            return Err(Error::bounds(format!(
                "box ({}, {}, {}) {}x{}x{} is outside level {} ({lw}x{lh}x{ld})",
                r.x, r.y, r.z, r.width, r.height, r.depth, r.level
            )));
        }
        let b = desc.format.block_side();
        let aligned = |at: u32, len: u32, size: u32| {
            at.is_multiple_of(b) && (len.is_multiple_of(b) || at + len == size)
        };
        if !aligned(r.x, r.width, lw) || !aligned(r.y, r.height, lh) {
            return Err(Error::args(format!(
                "{} box ({}, {}) {}x{} is not aligned to its 4x4 blocks in level {} ({lw}x{lh})",
                desc.format.name(),
                r.x,
                r.y,
                r.width,
                r.height,
                r.level
            )));
        }
        Ok(())
    }
}
