//! The texture table: up to 4096 ids shared by owned textures (D3D9's 2D, cube and volume
//! textures in any supported [`TextureFormat`], with mip levels) and render-target aliases.
//! An alias id names a context's colour target, so a later draw into another context samples
//! it in submission order, with no CPU readback.

mod autogen;
pub(crate) mod cache;
mod cached;
mod convert;
mod copy;
mod depth_texture;
mod desc;
mod dump;
mod dxt;
mod format;
pub(crate) mod mips;
pub(crate) mod pack;
mod upload;

pub use cache::{CacheKey, DEFAULT_TEXTURE_CACHE_BUDGET, TEXTURE_CACHE_ENTRIES};
pub use depth_texture::DepthSampling;
pub use desc::{TextureDesc, TextureRegion, TextureType};
pub use format::TextureFormat;
pub use mips::box_chain as box_filter_chain;
pub use mips::chain_bytes as mip_chain_bytes;

use crate::context::{ContextId, check_size};
use crate::error::{Error, Result};
use crate::renderer::Renderer;
use format::Storage;

/// Handle of a texture-table entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TextureId(pub(crate) u32);

/// A texture ninth owns.
pub(crate) struct OwnedTexture {
    pub texture: wgpu::Texture,
    /// The whole resource, of the dimension of `desc.ty`.
    pub view: wgpu::TextureView,
    /// The whole resource seen through the sRGB form of its storage format
    /// (D3DSAMP_SRGBTEXTURE), where that format has one.
    pub srgb_view: Option<wgpu::TextureView>,
    /// The shape, `levels` resolved.
    pub desc: TextureDesc,
    pub storage: Storage,
}

pub(crate) enum TextureKind {
    /// A texture ninth owns.
    Uncached(Box<OwnedTexture>),
    /// The colour target of a context.
    TargetAlias(ContextId),
    /// A depth texture's depth-stencil surface (`depth_texture.rs`).
    DepthAlias {
        depth: crate::depth::DepthId,
        sampling: DepthSampling,
    },
}

pub(crate) struct TextureSlot {
    pub kind: TextureKind,
}

impl TextureSlot {
    pub fn target_alias(ctx: ContextId) -> Self {
        Self {
            kind: TextureKind::TargetAlias(ctx),
        }
    }
}

impl Renderer {
    /// Creates a single-level 2D `D3DFMT_A8R8G8B8` texture (bytes B, G, R, A per texel),
    /// initialised from `pixels` (tightly packed rows) or to transparent black.
    pub fn create_texture(
        &mut self,
        width: u32,
        height: u32,
        pixels: Option<&[u8]>,
    ) -> Result<TextureId> {
        check_size(width, height)?;
        if let Some(pixels) = pixels {
            let needed = width as usize * height as usize * 4;
            if pixels.len() < needed {
                return Err(Error::args(format!(
                    "texture {width}x{height} needs {needed} bytes, got {}",
                    pixels.len()
                )));
            }
        }
        let desc = TextureDesc::tex2d(TextureFormat::A8R8G8B8, width, height, 1);
        let id = self.create_texture_desc(&desc)?;
        if let Some(pixels) = pixels {
            self.update_texture(id, 0, 0, width, height, pixels, width * 4)?;
        }
        Ok(id)
    }

    /// Creates a 2D, cube or volume texture of any [`TextureFormat`] with its mip levels
    /// (`levels` 0: the full chain). Its contents start as zero bytes of the stored format
    /// (transparent black for the 8-bit colour formats) until [`Self::update_texture_region`]
    /// writes them.
    ///
    /// ```no_run
    /// use ninth_render::{Config, Renderer, TextureDesc, TextureFormat, TextureRegion};
    ///
    /// let mut renderer = Renderer::new(Config::default())?;
    /// // D3D9's CreateCubeTexture(16, 0, 0, D3DFMT_DXT1, ...): five levels.
    /// let desc = TextureDesc::cube(TextureFormat::from_d3d(0x3154_5844)?, 16, 0);
    /// let cube = renderer.create_texture_desc(&desc)?;
    /// // Level 1 (8x8: 2x2 blocks of 8 bytes) of face -Y, rows of blocks 16 bytes apart.
    /// let region = TextureRegion::level(&desc, 1).on_face(3);
    /// renderer.update_texture_region(cube, &region, &[0; 32], 16, 0)?;
    /// # Ok::<(), ninth_render::Error>(())
    /// ```
    pub fn create_texture_desc(&mut self, desc: &TextureDesc) -> Result<TextureId> {
        let limits = self.gpu.device.limits();
        let desc = desc.validated(
            limits.max_texture_dimension_2d,
            limits.max_texture_dimension_3d,
        )?;
        let features = self.gpu.features;
        // WebGPU needs level 0 of a BC texture in whole blocks, and sliced-3D BC for volumes.
        let bc = features.contains(wgpu::Features::TEXTURE_COMPRESSION_BC)
            && desc.ty != TextureType::Volume
            && desc.width.is_multiple_of(4)
            && desc.height.is_multiple_of(4);
        let storage = desc
            .format
            .storage(bc, features.contains(wgpu::Features::FLOAT32_FILTERABLE));
        let (dimension, layers) = match desc.ty {
            TextureType::Tex2d => (wgpu::TextureDimension::D2, 1),
            TextureType::Cube => (wgpu::TextureDimension::D2, 6),
            TextureType::Volume => (wgpu::TextureDimension::D3, desc.depth),
        };
        let format = storage.wgpu();
        let srgb = format.add_srgb_suffix();
        let srgb_formats = [srgb];
        let view_formats: &[wgpu::TextureFormat] = if srgb != format { &srgb_formats } else { &[] };
        let texture = self.gpu.device.create_texture(&wgpu::TextureDescriptor {
            label: Some("ninth texture"),
            size: wgpu::Extent3d {
                width: desc.width,
                height: desc.height,
                depth_or_array_layers: layers,
            },
            mip_level_count: desc.levels,
            sample_count: 1,
            dimension,
            format,
            usage: wgpu::TextureUsages::TEXTURE_BINDING
                | wgpu::TextureUsages::COPY_SRC
                | wgpu::TextureUsages::COPY_DST,
            view_formats,
        });
        let view = texture.create_view(&wgpu::TextureViewDescriptor {
            label: Some("ninth texture"),
            dimension: Some(desc.ty.view_dimension()),
            ..Default::default()
        });
        let srgb_view = (srgb != format).then(|| {
            texture.create_view(&wgpu::TextureViewDescriptor {
                label: Some("ninth texture (sRGB)"),
                format: Some(srgb),
                dimension: Some(desc.ty.view_dimension()),
                ..Default::default()
            })
        });
        let slot = TextureSlot {
            kind: TextureKind::Uncached(Box::new(OwnedTexture {
                texture,
                view,
                srgb_view,
                desc,
                storage,
            })),
        };
        self.textures
            .insert(slot)
            .map(TextureId)
            .ok_or_else(|| Error::texture("texture table is full (4096 slots)"))
    }

    /// Writes a rectangle of level 0 (face 0) of a texture, in the texture's format,
    /// `row_pitch` bytes per source row (of 4x4 blocks for DXT). Ordered after the draws
    /// recorded so far and before later ones; see [`Self::update_texture_region`].
    #[allow(clippy::too_many_arguments)]
    pub fn update_texture(
        &mut self,
        id: TextureId,
        x: u32,
        y: u32,
        width: u32,
        height: u32,
        pixels: &[u8],
        row_pitch: u32,
    ) -> Result<()> {
        let region = TextureRegion {
            x,
            y,
            width,
            height,
            depth: 1,
            ..Default::default()
        };
        self.update_texture_region(id, &region, pixels, row_pitch, 0)
    }

    /// The shape of a texture (`levels` resolved); a render-target alias is a one-level 2D
    /// A8R8G8B8 texture of its context's size.
    pub fn texture_desc(&self, id: TextureId) -> Result<TextureDesc> {
        match &self.textures.get(id.0).ok_or_else(|| stale(id))?.kind {
            TextureKind::Uncached(owned) => Ok(owned.desc),
            TextureKind::TargetAlias(ctx) => {
                let targets = &self.context(*ctx)?.targets;
                Ok(TextureDesc::tex2d(
                    TextureFormat::A8R8G8B8,
                    targets.width,
                    targets.height,
                    1,
                ))
            }
            TextureKind::DepthAlias { .. } => Err(Error::texture(format!(
                "texture {:#x} is a depth texture: it has no colour format (see \
                 depth_stencil_size)",
                id.0
            ))),
        }
    }

    /// The WebGPU format a texture is stored in (formats WebGPU lacks are converted on
    /// upload; DXT is BC where the adapter samples it, else decoded to BGRA8).
    pub fn texture_storage_format(&self, id: TextureId) -> Result<wgpu::TextureFormat> {
        match &self.textures.get(id.0).ok_or_else(|| stale(id))?.kind {
            TextureKind::Uncached(owned) => Ok(owned.storage.wgpu()),
            TextureKind::TargetAlias(_) => Ok(crate::context::COLOR_FORMAT),
            TextureKind::DepthAlias { depth, .. } => Ok(self.depth(*depth)?.texture.format()),
        }
    }

    /// Frees an owned texture's slot; queued draws that use it keep it alive.
    pub fn destroy_texture(&mut self, id: TextureId) -> Result<()> {
        if self.mip_sources.contains_key(&id.0) {
            return Err(Error::texture(format!(
                "texture {:#x} is a render target's mip chain; it goes with the context",
                id.0
            )));
        }
        match self.textures.get(id.0).map(|s| &s.kind) {
            None => Err(stale(id)),
            Some(TextureKind::TargetAlias(_)) => Err(Error::texture(format!(
                "texture {:#x} aliases a render target; destroy the context instead",
                id.0
            ))),
            Some(TextureKind::DepthAlias { .. }) => Err(Error::texture(format!(
                "texture {:#x} is a depth texture; destroy its depth-stencil surface instead",
                id.0
            ))),
            Some(TextureKind::Uncached(_)) => {
                self.textures.remove(id.0);
                self.program.forget_texture(id);
                // A cached texture destroyed by its owner leaves the cache.
                self.texture_cache.forget(id);
                Ok(())
            }
        }
    }

    /// The id aliasing a context's colour target. Encodes the context's waiting clears and
    /// ends its pass, so a later draw elsewhere samples what was drawn so far.
    pub fn target_texture(&mut self, ctx: ContextId) -> Result<TextureId> {
        let id = self.context(ctx)?.target_id;
        self.encode_pending_clears(ctx.0);
        if self.recorder.pass_uses_context(ctx.0) {
            self.recorder.end_pass();
        }
        Ok(id)
    }

    /// Checks that a draw into `drawing` may sample `id` (a known id, not its own colour
    /// target) and encodes the aliased context's waiting clears (they precede this draw).
    pub(crate) fn prepare_sampled(&mut self, id: TextureId, drawing: ContextId) -> Result<()> {
        if !self.mip_sources.is_empty()
            && let Some(&source) = self.mip_sources.get(&id.0)
        {
            if source == drawing {
                return Err(Error::state(format!(
                    "draw into context {:#x} samples its own mip chain",
                    drawing.0
                )));
            }
            // Made again when the context changed since.
            self.target_mipmaps(source)?;
            return Ok(());
        }
        let slot = self.textures.get(id.0).ok_or_else(|| stale(id))?;
        if let TextureKind::DepthAlias { depth, .. } = slot.kind {
            self.recorder
                .note_read(drawing.0, crate::record::steps::Resource::Depth(depth.0));
            return self.prepare_depth_sampled(depth, drawing);
        }
        if let TextureKind::TargetAlias(source) = slot.kind {
            if source == drawing || self.context(drawing)?.extra.contains(&Some(source)) {
                return Err(Error::state(format!(
                    "draw into context {:#x} samples one of its colour targets",
                    drawing.0
                )));
            }
            if self.context(source)?.pending.is_some() {
                self.encode_pending_clears(source.0);
            }
            self.recorder
                .note_read(drawing.0, crate::record::steps::Resource::Color(source.0));
        }
        Ok(())
    }

    /// The view dimension of a texture-table entry (D2, Cube or D3), without its view.
    pub(crate) fn texture_dimension(&self, id: TextureId) -> Result<wgpu::TextureViewDimension> {
        Ok(
            match &self.textures.get(id.0).ok_or_else(|| stale(id))?.kind {
                TextureKind::Uncached(owned) => owned.desc.ty.view_dimension(),
                TextureKind::TargetAlias(_) | TextureKind::DepthAlias { .. } => {
                    wgpu::TextureViewDimension::D2
                }
            },
        )
    }

    /// The view of a texture-table entry and its dimension (D2, Cube or D3).
    pub(crate) fn texture_view_and_dimension(
        &self,
        id: TextureId,
    ) -> Result<(wgpu::TextureView, wgpu::TextureViewDimension)> {
        Ok(
            match &self.textures.get(id.0).ok_or_else(|| stale(id))?.kind {
                TextureKind::Uncached(owned) => {
                    (owned.view.clone(), owned.desc.ty.view_dimension())
                }
                TextureKind::TargetAlias(source) => (
                    self.context(*source)?.targets.color_view.clone(),
                    wgpu::TextureViewDimension::D2,
                ),
                TextureKind::DepthAlias { depth, .. } => {
                    let surface = self.depth(*depth)?;
                    let view = surface.sampled.as_ref().map(|(view, _)| view.clone());
                    (
                        view.ok_or_else(|| stale(id))?,
                        wgpu::TextureViewDimension::D2,
                    )
                }
            },
        )
    }

    /// The sRGB view of a texture-table entry (D3DSAMP_SRGBTEXTURE): Unsupported where its
    /// storage format has no sRGB form, and for render targets.
    pub(crate) fn texture_srgb_view(&self, id: TextureId) -> Result<wgpu::TextureView> {
        match &self.textures.get(id.0).ok_or_else(|| stale(id))?.kind {
            TextureKind::Uncached(owned) => owned.srgb_view.clone().ok_or_else(|| {
                Error::unsupported(format!(
                    "D3DSAMP_SRGBTEXTURE on a {:?} texture: its storage format {:?} has no \
                     sRGB view",
                    owned.desc.format,
                    owned.storage.wgpu()
                ))
            }),
            TextureKind::TargetAlias(_) => Err(Error::unsupported(
                "D3DSAMP_SRGBTEXTURE on a render target: targets have no sRGB view",
            )),
            TextureKind::DepthAlias { .. } => {
                Err(Error::unsupported("D3DSAMP_SRGBTEXTURE on a depth texture"))
            }
        }
    }

    /// Whether a texture-table entry is a context's colour target (sampled through an alias).
    pub(crate) fn is_target_alias(&self, id: TextureId) -> Result<bool> {
        let slot = self.textures.get(id.0).ok_or_else(|| stale(id))?;
        Ok(matches!(slot.kind, TextureKind::TargetAlias(_)))
    }

    /// The view of a texture-table entry, whatever its dimension.
    pub(crate) fn texture_view(&self, id: TextureId) -> Result<wgpu::TextureView> {
        self.texture_view_and_dimension(id).map(|(view, _)| view)
    }

    /// The owned texture of `id`; a Texture error for stale ids and target aliases.
    pub(crate) fn owned_texture(&self, id: TextureId) -> Result<&OwnedTexture> {
        match &self.textures.get(id.0).ok_or_else(|| stale(id))?.kind {
            TextureKind::Uncached(owned) => Ok(owned),
            TextureKind::TargetAlias(_) => Err(Error::texture(format!(
                "texture {:#x} aliases a render target; write it with write_framebuffer",
                id.0
            ))),
            TextureKind::DepthAlias { .. } => Err(Error::texture(format!(
                "texture {:#x} is a depth texture; draws write it",
                id.0
            ))),
        }
    }
}

fn stale(id: TextureId) -> Error {
    Error::texture(format!("unknown or destroyed texture id {:#x}", id.0))
}
