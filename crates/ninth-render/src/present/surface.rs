//! `IDirect3DDevice9::Present` to a window: a context's colour target scaled onto the
//! surface's texture with the StretchRect blit, the frame submitted, the texture presented.
//! The same blit into any renderable texture ([`Renderer::blit_to_texture`]) is tested on
//! plain textures; ninth-d3d9's window test presents to a real X11 window (Xvfb in CI).

use crate::context::ContextId;
use crate::error::{Error, Result};
use crate::present::stretch::{Rect, StretchFilter};
use crate::renderer::Renderer;

impl Renderer {
    /// A surface for a window (anything `wgpu::SurfaceTarget` takes, e.g. a winit window),
    /// made on this renderer's instance so it can present its contexts.
    pub fn create_surface(
        &self,
        target: impl Into<wgpu::SurfaceTarget<'static>>,
    ) -> Result<wgpu::Surface<'static>> {
        self.gpu
            .instance
            .create_surface(target)
            .map_err(|e| Error::device(format!("cannot make a surface for the window: {e}")))
    }

    /// A surface for a window known only by its raw handles (an `HWND`, an X11 window, a
    /// Wayland surface: what a D3D9 program hands over), made on this renderer's instance.
    ///
    /// # Safety
    /// wgpu's contract for raw handles: the window and display they name must be valid, and
    /// stay valid for as long as the surface lives.
    pub unsafe fn create_surface_unsafe(
        &self,
        target: wgpu::SurfaceTargetUnsafe,
    ) -> Result<wgpu::Surface<'static>> {
        // SAFETY: the caller's promise, passed on.
        unsafe { self.gpu.instance.create_surface_unsafe(target) }
            .map_err(|e| Error::device(format!("cannot make a surface for the window: {e}")))
    }

    /// Configures `surface` for presenting `width` x `height`: BGRA8 or RGBA8 without sRGB
    /// encoding when the surface has one (D3D9 back buffers hold the colours as they are),
    /// FIFO when `vsync` (D3DPRESENT_INTERVAL_ONE), else the most immediate mode it has.
    /// Returns the format chosen; a configuration the surface refuses is a Device error.
    pub fn configure_surface(
        &self,
        surface: &wgpu::Surface<'_>,
        width: u32,
        height: u32,
        vsync: bool,
    ) -> Result<wgpu::TextureFormat> {
        crate::context::check_size(width, height)?;
        let caps = surface.get_capabilities(&self.gpu.adapter);
        let format = [
            wgpu::TextureFormat::Bgra8Unorm,
            wgpu::TextureFormat::Rgba8Unorm,
        ]
        .into_iter()
        .find(|f| caps.formats.contains(f))
        .or_else(|| caps.formats.first().copied())
        .ok_or_else(|| {
            Error::unsupported(
                "the surface offers no format to this adapter (the adapter cannot present to \
                 it, or its window is gone)",
            )
        })?;
        let present_mode = if vsync {
            wgpu::PresentMode::Fifo
        } else {
            [wgpu::PresentMode::Immediate, wgpu::PresentMode::Mailbox]
                .into_iter()
                .find(|m| caps.present_modes.contains(m))
                .unwrap_or(wgpu::PresentMode::Fifo)
        };
        self.configure_checked(
            surface,
            &wgpu::SurfaceConfiguration {
                usage: wgpu::TextureUsages::RENDER_ATTACHMENT,
                format,
                width,
                height,
                present_mode,
                desired_maximum_frame_latency: 2,
                alpha_mode: caps
                    .alpha_modes
                    .first()
                    .copied()
                    .unwrap_or(wgpu::CompositeAlphaMode::Auto),
                view_formats: vec![],
                color_space: wgpu::SurfaceColorSpace::Auto,
            },
        )?;
        Ok(format)
    }

    /// Configures `surface`; a configuration it refuses (e.g. its window is gone) is a wgpu
    /// error, which the scope makes this call's Device error rather than a later one's.
    fn configure_checked(
        &self,
        surface: &wgpu::Surface<'_>,
        config: &wgpu::SurfaceConfiguration,
    ) -> Result<()> {
        let scope = self
            .gpu
            .device
            .push_error_scope(wgpu::ErrorFilter::Validation);
        surface.configure(&self.gpu.device, config);
        match pollster::block_on(scope.pop()) {
            Some(e) => Err(Error::device(format!(
                "the surface cannot be configured for {}x{}: {e}",
                config.width, config.height
            ))),
            None => Ok(()),
        }
    }

    /// D3D9's `Present` to a window: the context's colour target scaled to the surface's
    /// size with `filter`, the frame's work submitted, then the texture presented. A surface
    /// never configured is a State error. An outdated surface (the window changed under it)
    /// is configured again as it was and asked once more, as D3D9's Present keeps working
    /// when the window changes; to show the back buffer at a new window size, call
    /// [`Renderer::configure_surface`] with that size. A surface that is lost, or still has
    /// no texture, is a Device error and nothing is presented (the frame's work stays
    /// recorded for the next submission).
    pub fn present(
        &mut self,
        ctx: ContextId,
        surface: &wgpu::Surface<'_>,
        filter: StretchFilter,
    ) -> Result<()> {
        self.present_region(ctx, surface, filter, None)
    }

    /// [`Renderer::present`] of a region: `region`'s source rectangle of the context's
    /// colour target onto its destination rectangle of the surface (D3D9's `Present` with
    /// `pSourceRect`/`pDestRect`), the rest of the surface black; `None` is the whole onto
    /// the whole. The source rectangle must lie inside the target and the destination one
    /// inside the surface (an Args error otherwise, nothing presented).
    pub fn present_region(
        &mut self,
        ctx: ContextId,
        surface: &wgpu::Surface<'_>,
        filter: StretchFilter,
        region: Option<(Rect, Rect)>,
    ) -> Result<()> {
        let color = &self.context(ctx)?.targets.color;
        let target_size = (color.width(), color.height());
        // wgpu panics on an unconfigured surface.
        let Some(config) = surface.get_configuration() else {
            return Err(Error::state(
                "the surface is not configured: call configure_surface before presenting",
            ));
        };
        let frame = match surface.get_current_texture() {
            wgpu::CurrentSurfaceTexture::Outdated => {
                self.configure_checked(surface, &config)?;
                surface.get_current_texture()
            }
            other => other,
        };
        let frame = match frame {
            wgpu::CurrentSurfaceTexture::Success(frame)
            | wgpu::CurrentSurfaceTexture::Suboptimal(frame) => frame,
            other => {
                return Err(Error::device(format!(
                    "the surface has no texture to present into ({other:?}); make it again \
                     (Lost) or configure it again"
                )));
            }
        };
        let region = region.unwrap_or((
            Rect::full(target_size.0, target_size.1),
            Rect::full(config.width, config.height),
        ));
        self.blit_region_to_texture(ctx, &frame.texture, filter, region)?;
        // Presented on this thread: the surface, its window and its configuration are the
        // caller's, which may change them as soon as this returns.
        self.commit(false)?;
        self.gpu.queue.present(frame);
        Ok(())
    }

    /// Copies the context's colour target, scaled with `filter`, onto the whole of
    /// `texture` (2D, one sample, a renderable float format, RENDER_ATTACHMENT usage):
    /// what [`Renderer::present`] does with a surface's texture. Ordered after every draw
    /// recorded so far.
    pub fn blit_to_texture(
        &mut self,
        ctx: ContextId,
        texture: &wgpu::Texture,
        filter: StretchFilter,
    ) -> Result<()> {
        let color = &self.context(ctx)?.targets.color;
        let region = (
            Rect::full(color.width(), color.height()),
            Rect::full(texture.width(), texture.height()),
        );
        self.blit_region_to_texture(ctx, texture, filter, region)
    }

    /// [`Renderer::blit_to_texture`] of `src` (inside the colour target) onto `dst` (inside
    /// `texture`); the rest of `texture` is cleared to black when `dst` does not cover it.
    fn blit_region_to_texture(
        &mut self,
        ctx: ContextId,
        texture: &wgpu::Texture,
        filter: StretchFilter,
        (src, dst): (Rect, Rect),
    ) -> Result<()> {
        let source = self.context(ctx)?.targets.color.clone();
        let inside = |r: Rect, w: u32, h: u32| {
            r.width() > 0 && r.height() > 0 && r.right <= w && r.bottom <= h
        };
        if !inside(src, source.width(), source.height())
            || !inside(dst, texture.width(), texture.height())
        {
            return Err(Error::args(format!(
                "present region {src:?} of a {}x{} target onto {dst:?} of a {}x{} surface",
                source.width(),
                source.height(),
                texture.width(),
                texture.height()
            )));
        }
        let format = texture.format();
        let renderable = format
            .guaranteed_format_features(self.gpu.features)
            .allowed_usages
            .contains(wgpu::TextureUsages::RENDER_ATTACHMENT);
        let float = matches!(
            format.sample_type(None, Some(self.gpu.features)),
            Some(wgpu::TextureSampleType::Float { .. })
        );
        if !texture
            .usage()
            .contains(wgpu::TextureUsages::RENDER_ATTACHMENT)
            || texture.dimension() != wgpu::TextureDimension::D2
            || texture.sample_count() != 1
            || !renderable
            || !float
        {
            return Err(Error::args(format!(
                "cannot blit into a {:?} {:?} texture with {} samples and usage {:?}",
                texture.dimension(),
                format,
                texture.sample_count(),
                texture.usage()
            )));
        }
        self.encode_pending_clears(ctx.0);
        let view = texture.create_view(&Default::default());
        if dst != Rect::full(texture.width(), texture.height()) {
            let encoder = self.recorder.encoder(&self.gpu.device);
            encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
                label: Some("present_border"),
                color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                    view: &view,
                    depth_slice: None,
                    resolve_target: None,
                    ops: wgpu::Operations {
                        load: wgpu::LoadOp::Clear(wgpu::Color::BLACK),
                        store: wgpu::StoreOp::Store,
                    },
                })],
                ..Default::default()
            });
        }
        self.encode_stretch_blit(&source, src, (&view, format), dst, filter);
        Ok(())
    }
}
