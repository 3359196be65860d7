//! Render targets, the depth-stencil surface, viewport and scissor, `Clear` and reading
//! targets back.

use ninth_render::{ClearValues, ContextId};

use crate::consts::{clear, fmt, rs};
use crate::device::binding::sample_count;
use crate::device::resources::Surface;
use crate::device::{Device, MAX_RENDER_TARGETS, check_depth_format, check_target_format};
use crate::error::{Error, Result};
use crate::handles::{SurfaceHandle, TextureHandle};

/// A surface that can be a render target, a copy source or destination, or read back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SurfaceRef {
    /// The back buffer.
    Backbuffer,
    /// A render-target or depth-stencil surface.
    Surface(SurfaceHandle),
    /// A level (and face) of a texture.
    TextureLevel {
        /// The texture.
        texture: TextureHandle,
        /// Cube face (0 for other textures).
        face: u32,
        /// Mip level.
        level: u32,
    },
}

/// A `RECT`: left, top (inclusive), right, bottom (exclusive).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rect {
    /// Left.
    pub left: i32,
    /// Top.
    pub top: i32,
    /// Right (exclusive).
    pub right: i32,
    /// Bottom (exclusive).
    pub bottom: i32,
}

impl Rect {
    /// `0, 0, width, height`.
    pub fn full(width: u32, height: u32) -> Self {
        Self {
            left: 0,
            top: 0,
            right: width as i32,
            bottom: height as i32,
        }
    }

    /// The intersection (possibly empty).
    pub fn intersect(self, other: Rect) -> Rect {
        Rect {
            left: self.left.max(other.left),
            top: self.top.max(other.top),
            right: self.right.min(other.right),
            bottom: self.bottom.min(other.bottom),
        }
    }

    /// Whether it holds no pixel.
    pub fn is_empty(self) -> bool {
        self.left >= self.right || self.top >= self.bottom
    }

    /// `[x, y, w, h]` of a non-empty rectangle, else zeros.
    pub(crate) fn xywh(self) -> [u32; 4] {
        if self.is_empty() {
            return [0; 4];
        }
        [
            self.left.max(0) as u32,
            self.top.max(0) as u32,
            (self.right - self.left.max(0)).max(0) as u32,
            (self.bottom - self.top.max(0)).max(0) as u32,
        ]
    }
}

/// A `D3DVIEWPORT9`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Viewport {
    /// Left.
    pub x: u32,
    /// Top.
    pub y: u32,
    /// Width.
    pub width: u32,
    /// Height.
    pub height: u32,
    /// Near depth (0..=1).
    pub min_z: f32,
    /// Far depth (0..=1).
    pub max_z: f32,
}

impl Viewport {
    /// The whole target, depth 0..1.
    pub fn full(width: u32, height: u32) -> Self {
        Self {
            x: 0,
            y: 0,
            width,
            height,
            min_z: 0.0,
            max_z: 1.0,
        }
    }

    pub(crate) fn rect(&self) -> Rect {
        Rect {
            left: self.x as i32,
            top: self.y as i32,
            right: (self.x + self.width) as i32,
            bottom: (self.y + self.height) as i32,
        }
    }
}

/// A read-back image: rows of R, G, B, A bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Capture {
    /// Width.
    pub width: u32,
    /// Height.
    pub height: u32,
    /// `height` rows of `width * 4` bytes, R, G, B, A (alpha 255 for X8 formats).
    pub rgba: Vec<u8>,
}

/// A resolved colour target.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Target {
    pub ctx: ContextId,
    pub format: u32,
    pub width: u32,
    pub height: u32,
}

impl Target {
    /// X8 targets keep alpha at 255: draws do not write it and clears write 255.
    pub fn x8(&self) -> bool {
        self.format == fmt::X8R8G8B8
    }
}

impl Device<'_> {
    /// `CreateRenderTarget` (A8R8G8B8 or X8R8G8B8; `multisample` a `D3DMULTISAMPLE_TYPE`:
    /// NONE, NONMASKABLE or 4 samples, others Unsupported). The FOURCC `NULL` makes a render
    /// target that draws write no colour to (as D3D9 drivers expose it for depth-only
    /// passes): it is backed by a renderer context nothing reads, and reading or writing its
    /// colour is an InvalidCall.
    pub fn create_render_target(
        &mut self,
        width: u32,
        height: u32,
        format: u32,
        multisample: u32,
    ) -> Result<SurfaceHandle> {
        if format != fmt::NULL {
            check_target_format(format)?;
        }
        let samples = sample_count(multisample)?;
        let ctx = self
            .renderer
            .create_context_multisampled(width, height, samples)?;
        Ok(self
            .surfaces
            .insert(Surface::Target {
                ctx,
                format,
                width,
                height,
            })
            .into())
    }

    /// `CreateDepthStencilSurface`.
    pub fn create_depth_stencil_surface(
        &mut self,
        width: u32,
        height: u32,
        format: u32,
        multisample: u32,
    ) -> Result<SurfaceHandle> {
        check_depth_format(format)?;
        if width == 0 || height == 0 || width > 8192 || height > 8192 {
            return Err(Error::invalid(format!(
                "surface size {width}x{height} is out of range"
            )));
        }
        let samples = sample_count(multisample)?;
        let depth = self.renderer.create_depth_stencil(width, height, samples)?;
        Ok(self
            .surfaces
            .insert(Surface::Depth {
                width,
                height,
                depth,
                owned_by_context: false,
            })
            .into())
    }

    /// The colour target a surface reference names.
    pub(crate) fn target(&self, surface: SurfaceRef) -> Result<Target> {
        let handle = match surface {
            SurfaceRef::Backbuffer => self.backbuffer,
            SurfaceRef::Surface(h) => h,
            SurfaceRef::TextureLevel {
                texture,
                face,
                level,
            } => {
                let t = self.textures.get(texture)?;
                t.level_index(face, level)?;
                let Some(ctx) = t.target else {
                    return Err(Error::invalid(
                        "the texture is not a D3DUSAGE_RENDERTARGET texture",
                    ));
                };
                if face != 0 || level != 0 {
                    return Err(Error::unsupported(
                        "rendering into a level other than 0 or a cube face (one context per render-target texture)",
                    ));
                }
                let (width, height) = (t.levels[0].width, t.levels[0].height);
                return Ok(Target {
                    ctx,
                    format: t.desc.format,
                    width,
                    height,
                });
            }
        };
        match self.surfaces.get(handle)? {
            &Surface::Target {
                ctx,
                format,
                width,
                height,
            } => Ok(Target {
                ctx,
                format,
                width,
                height,
            }),
            Surface::Depth { .. } => Err(Error::invalid(
                "a depth-stencil surface is not a colour target",
            )),
        }
    }

    /// The colour target of render target 0.
    pub(crate) fn target0(&self) -> Result<Target> {
        let surface = self.render_targets[0].ok_or_else(|| Error::invalid("no render target 0"))?;
        self.target(surface)
    }

    /// `SetRenderTarget`; setting target 0 resets the viewport and scissor to its size.
    pub fn set_render_target(&mut self, index: u32, surface: Option<SurfaceRef>) -> Result<()> {
        if index >= MAX_RENDER_TARGETS {
            return Err(Error::invalid(format!(
                "render target index {index} is not 0-3"
            )));
        }
        let target = match surface {
            Some(s) => Some(self.target(s)?),
            None if index == 0 => return Err(Error::invalid("render target 0 cannot be unset")),
            None => None,
        };
        self.render_targets[index as usize] = surface;
        if let (0, Some(t)) = (index, target) {
            self.viewport = Viewport::full(t.width, t.height);
            self.scissor = Rect::full(t.width, t.height);
        }
        self.invalidate_state();
        Ok(())
    }

    /// `SetDepthStencilSurface` (`None`: no depth buffer).
    pub fn set_depth_stencil_surface(&mut self, surface: Option<SurfaceHandle>) -> Result<()> {
        if let Some(h) = surface
            && !matches!(self.surfaces.get(h)?, Surface::Depth { .. })
        {
            return Err(Error::invalid(
                "a render-target surface is not a depth-stencil surface",
            ));
        }
        self.depth_stencil = surface;
        self.invalidate_state();
        Ok(())
    }

    /// The device's own depth-stencil surface (`None` without one).
    pub fn auto_depth_stencil(&self) -> Option<SurfaceHandle> {
        self.auto_depth
    }

    /// `SetViewport`: within render target 0, depths in 0..=1.
    pub fn set_viewport(&mut self, viewport: Viewport) -> Result<()> {
        let t = self.target0()?;
        let inside = u64::from(viewport.x) + u64::from(viewport.width) <= u64::from(t.width)
            && u64::from(viewport.y) + u64::from(viewport.height) <= u64::from(t.height);
        let depths = (0.0..=1.0).contains(&viewport.min_z) && (0.0..=1.0).contains(&viewport.max_z);
        if !inside || !depths || viewport.width == 0 || viewport.height == 0 {
            return Err(Error::invalid(format!(
                "viewport {viewport:?} is empty, outside the {}x{} target or has depths outside 0..=1",
                t.width, t.height
            )));
        }
        self.viewport = viewport;
        self.invalidate_state();
        Ok(())
    }

    /// `GetViewport`.
    pub fn viewport(&self) -> Viewport {
        self.viewport
    }

    /// `SetScissorRect`.
    pub fn set_scissor_rect(&mut self, rect: Rect) -> Result<()> {
        if rect.left < 0 || rect.top < 0 || rect.right < rect.left || rect.bottom < rect.top {
            return Err(Error::invalid(format!(
                "scissor rectangle {rect:?} is not valid"
            )));
        }
        self.scissor = rect;
        Ok(())
    }

    /// The pixels draws and clears may touch: the viewport, within the scissor rectangle
    /// when the scissor test is on.
    pub(crate) fn draw_region(&self) -> Rect {
        let mut region = self.viewport.rect();
        if self.render_states.on(rs::SCISSORTESTENABLE) {
            region = region.intersect(self.scissor);
        }
        region
    }

    /// Sets the renderer's viewport (its scissor for pretransformed draws) when it differs.
    pub(crate) fn apply_region(&mut self, ctx: ContextId, region: Rect) -> Result<()> {
        let xywh = region.xywh();
        if self.applied_viewport != Some((ctx, xywh)) {
            self.renderer
                .set_viewport(ctx, xywh[0], xywh[1], xywh[2], xywh[3])?;
            self.applied_viewport = Some((ctx, xywh));
        }
        Ok(())
    }

    /// `Clear`: the viewport (within the scissor when on), or the given rectangles within it.
    pub fn clear(
        &mut self,
        rects: &[Rect],
        flags: u32,
        color: u32,
        z: f32,
        stencil: u32,
    ) -> Result<()> {
        if flags & !(clear::TARGET | clear::ZBUFFER | clear::STENCIL) != 0 || flags == 0 {
            return Err(Error::invalid(format!(
                "D3DCLEAR flags {flags:#x} are not valid"
            )));
        }
        if !(0.0..=1.0).contains(&z) {
            return Err(Error::invalid(format!("clear depth {z} is outside 0..=1")));
        }
        let depth_flags = flags & (clear::ZBUFFER | clear::STENCIL);
        if depth_flags != 0 && self.depth_stencil.is_none() {
            return Err(Error::invalid(
                "D3DCLEAR_ZBUFFER or STENCIL without a depth-stencil surface",
            ));
        }
        let target = self.target0()?;
        let region = self.draw_region();
        let full = Rect::full(target.width, target.height);
        let areas: Vec<Rect> = if rects.is_empty() {
            vec![region]
        } else {
            rects
                .iter()
                .map(|r| r.intersect(region))
                .filter(|r| !r.is_empty())
                .collect()
        };
        let whole = areas.len() == 1 && areas[0].intersect(full) == full;
        let partial: Vec<ninth_render::Rect> = areas
            .iter()
            .map(|a| ninth_render::Rect {
                left: a.left.max(0) as u32,
                top: a.top.max(0) as u32,
                right: a.right.max(0) as u32,
                bottom: a.bottom.max(0) as u32,
            })
            .collect();
        self.bind_targets(target, depth_flags != 0)?;
        if depth_flags != 0 {
            // A bad depth surface is refused here; a larger one is cleared within the
            // target's size only, as D3D9 clears no more than the render target covers.
            let same_size = match self.depth_for(target)? {
                Some(depth) => {
                    self.renderer.depth_stencil_size(depth)? == (target.width, target.height)
                }
                None => false,
            };
            let values = ClearValues {
                color: None,
                depth: (flags & clear::ZBUFFER != 0).then_some(z),
                stencil: (flags & clear::STENCIL != 0).then_some(stencil),
            };
            if whole && same_size {
                self.renderer.clear(target.ctx, values)?;
            } else {
                self.renderer.clear_rects(target.ctx, &partial, values)?;
            }
        }
        if flags & clear::TARGET == 0 {
            return Ok(());
        }
        for index in 0..MAX_RENDER_TARGETS as usize {
            let Some(surface) = self.render_targets[index] else {
                continue;
            };
            let t = self.target(surface)?;
            let color = if t.x8() { color | 0xff00_0000 } else { color };
            if whole {
                self.renderer.clear_color(t.ctx, color)?;
            } else {
                let values = ClearValues {
                    color: Some(color),
                    ..ClearValues::default()
                };
                self.renderer.clear_rects(t.ctx, &partial, values)?;
            }
        }
        Ok(())
    }

    /// `GetRenderTargetData`: the pixels of a single-sample render target as RGBA. D3D9
    /// refuses a multisampled one (InvalidCall): resolve it with `StretchRect` first.
    pub fn get_render_target_data(&mut self, surface: SurfaceRef) -> Result<Capture> {
        let t = self.target(surface)?;
        if self.renderer.context_samples(t.ctx)? > 1 {
            return Err(Error::invalid(
                "GetRenderTargetData of a multisampled render target",
            ));
        }
        self.read_render_target(surface)
    }

    /// The `capture` of scenes: the surface's pixels as RGBA, a multisampled surface's
    /// resolved (the average of its samples).
    pub fn read_render_target(&mut self, surface: SurfaceRef) -> Result<Capture> {
        let t = self.target(surface)?;
        no_null(&t)?;
        let bgra = self.renderer.read_framebuffer(t.ctx)?;
        let mut rgba = bgra;
        for px in rgba.chunks_exact_mut(4) {
            px.swap(0, 2);
            if t.x8() {
                px[3] = 255;
            }
        }
        Ok(Capture {
            width: t.width,
            height: t.height,
            rgba,
        })
    }

    /// Writes B, G, R, A pixels (`pitch` bytes apart per row) into the `w` x `h`
    /// rectangle at (`x`, `y`) of a single-sampled render target: the unlock of a lockable
    /// render target (D3D9's `LockRect` of one created lockable). Ordered after every draw
    /// recorded so far; an X8 target keeps alpha 255. InvalidCall for a rectangle outside
    /// the target or too few bytes; a multisampled target is the renderer's error.
    pub fn write_render_target(
        &mut self,
        surface: SurfaceRef,
        (x, y, w, h): (u32, u32, u32, u32),
        pixels: &[u8],
        pitch: u32,
    ) -> Result<()> {
        let t = self.target(surface)?;
        no_null(&t)?;
        let fits =
            |start: u32, len: u32, size: u32| start.checked_add(len).is_some_and(|e| e <= size);
        if w == 0 || h == 0 || !fits(x, w, t.width) || !fits(y, h, t.height) {
            return Err(Error::invalid(format!(
                "rectangle ({x}, {y}) {w}x{h} is empty or outside the {}x{} render target",
                t.width, t.height
            )));
        }
        let row = w as usize * 4;
        let needed = (pitch as usize)
            .checked_mul(h as usize - 1)
            .and_then(|n| n.checked_add(row));
        if (pitch as usize) < row || needed.is_none_or(|n| pixels.len() < n) {
            return Err(Error::invalid(format!(
                "{w}x{h} pixels {pitch} bytes apart do not fit in {} bytes",
                pixels.len()
            )));
        }
        let forced;
        let pixels = if t.x8() {
            let mut copy = pixels.to_vec();
            for y in 0..h as usize {
                for px in copy[y * pitch as usize..][..row].chunks_exact_mut(4) {
                    px[3] = 255;
                }
            }
            forced = copy;
            &forced[..]
        } else {
            pixels
        };
        self.renderer
            .write_framebuffer(t.ctx, x, y, w, h, pixels, pitch)?;
        Ok(())
    }

    /// `Present`: with a window surface set ([`Device::set_present_surface`], configured
    /// with [`Device::configure_present_surface`] for the window's size) the back buffer is
    /// scaled onto it (linear filtering, as a window compositor stretches) and presented; a
    /// headless device submits the frame's work. An unconfigured surface is a State error
    /// and a lost one (its window gone) a Device error of the renderer; the frame's work
    /// then stays recorded.
    pub fn present(&mut self) -> Result<()> {
        if self.discard_depth_stencil
            && let Some(handle) = self.auto_depth
            && let Surface::Depth { depth, .. } = *self.surfaces.get(handle)?
        {
            self.renderer.discard_depth_stencil(depth)?;
        }
        // A multisampled back buffer needs D3DSWAPEFFECT_DISCARD: its samples are undefined
        // after Present (their resolve is what is presented).
        let back = self.target(SurfaceRef::Backbuffer)?.ctx;
        self.renderer.discard_samples(back)?;
        match &self.present_surface {
            Some(surface) => {
                let ctx = self.target(SurfaceRef::Backbuffer)?.ctx;
                self.renderer
                    .present(ctx, surface, ninth_render::StretchFilter::Linear)?;
            }
            None => self.renderer.commit(false)?,
        }
        Ok(())
    }

    /// Sets `D3DPRESENTFLAG_DISCARD_DEPTHSTENCIL` of the presentation parameters: the
    /// automatic depth-stencil surface's contents are undefined after each `Present`, so
    /// (with the fast paths on) the frame's last pass into it does not store them.
    pub fn set_discard_depth_stencil(&mut self, discard: bool) {
        self.discard_depth_stencil = discard;
    }

    /// `Present` to a window surface of the caller's (configured with
    /// `Renderer::configure_surface`): the render target `target` (the back buffer, or the
    /// back buffer of an additional swap chain) scaled onto it with linear filtering, the
    /// frame's work submitted, the surface's texture presented. For callers that keep a
    /// surface per window (D3D9's `Present` may name another window than the device's).
    ///
    /// `region` is `Present`'s source and destination rectangles (`None`: the whole target
    /// onto the whole surface; see `Renderer::present_region`).
    pub fn present_to(
        &mut self,
        target: SurfaceRef,
        surface: &ninth_render::wgpu::Surface<'_>,
        region: Option<(ninth_render::Rect, ninth_render::Rect)>,
    ) -> Result<()> {
        let ctx = self.target(target)?.ctx;
        self.renderer
            .present_region(ctx, surface, ninth_render::StretchFilter::Linear, region)?;
        Ok(())
    }

    /// The window surface `Present` shows the back buffer on (made with
    /// `Renderer::create_surface`, then configured with
    /// [`Device::configure_present_surface`]), or `None` for a headless device.
    pub fn set_present_surface(&mut self, surface: Option<ninth_render::wgpu::Surface<'static>>) {
        self.present_surface = surface;
    }

    /// Configures the window surface `Present` shows the back buffer on for a window of
    /// `width` x `height` (call it when the window is resized: Present then scales the back
    /// buffer to the new size); `vsync` is D3DPRESENT_INTERVAL_ONE. Returns the surface's
    /// format. InvalidCall without a surface or with a size outside 1..=8192.
    pub fn configure_present_surface(
        &mut self,
        width: u32,
        height: u32,
        vsync: bool,
    ) -> Result<ninth_render::wgpu::TextureFormat> {
        let Some(surface) = &self.present_surface else {
            return Err(Error::invalid(
                "no window surface is set (set_present_surface)",
            ));
        };
        if !(1..=8192).contains(&width) || !(1..=8192).contains(&height) {
            return Err(Error::invalid(format!(
                "window surface size {width}x{height} is out of range"
            )));
        }
        Ok(self
            .renderer
            .configure_surface(surface, width, height, vsync)?)
    }
}

/// A NULL render target's colour is not kept: reading or writing it is refused.
fn no_null(target: &Target) -> Result<()> {
    if target.format == fmt::NULL {
        return Err(Error::invalid("a NULL render target holds no colour"));
    }
    Ok(())
}
