//! `Release` of device objects. An object still bound (texture stage, render target, depth
//! surface, stream, indices, vertex declaration) cannot be released: unbind it first (D3D9
//! would keep it alive through the binding's reference; here the caller decides). A vertex
//! or pixel shader released while bound is the exception: its handle is stale at once, but
//! the device keeps the shader (and its renderer shader) for draws until it is unbound.

use crate::device::resources::Surface;
use crate::device::shaders::{free_shader, live_shader};
use crate::device::{Device, SurfaceRef};
use crate::error::{Error, Result};
use crate::handles::{
    DeclarationHandle, IndexBufferHandle, PixelShaderHandle, SurfaceHandle, TextureHandle,
    VertexBufferHandle, VertexShaderHandle,
};

fn bound(what: &str) -> Error {
    Error::invalid(format!(
        "the {what} is still bound; unbind it before releasing it"
    ))
}

impl Device<'_> {
    /// Releases a texture (and its render-target context).
    pub fn release_texture(&mut self, texture: TextureHandle) -> Result<()> {
        self.textures.get(texture)?;
        let as_target = |r: &Option<SurfaceRef>| matches!(r, Some(SurfaceRef::TextureLevel { texture: t, .. }) if *t == texture);
        if self.bound_textures.contains(&Some(texture)) || self.render_targets.iter().any(as_target)
        {
            return Err(bound("texture"));
        }
        let depth_surface = self.textures.get(texture)?.depth.map(|(s, _)| s);
        if depth_surface.is_some() && self.depth_stencil == depth_surface {
            return Err(bound("depth texture"));
        }
        let t = self.textures.remove(texture)?;
        if let Some(ctx) = t.target {
            self.renderer.destroy_context(ctx)?;
        }
        if let Some(surface) = depth_surface
            && let Ok(Surface::Depth { depth, .. }) = self.surfaces.remove(surface)
        {
            // The renderer texture goes with its surface.
            self.renderer.destroy_depth_stencil(depth)?;
        }
        // Cache entries are shared by content and go by eviction.
        for copy in t.copies.iter().filter(|c| c.cached.is_none()) {
            self.renderer.destroy_texture(copy.id)?;
        }
        self.invalidate_state();
        Ok(())
    }

    /// Releases a render-target or depth-stencil surface (not the back buffer or the
    /// device's own depth-stencil surface).
    pub fn release_surface(&mut self, surface: SurfaceHandle) -> Result<()> {
        self.surfaces.get(surface)?;
        if surface == self.backbuffer || Some(surface) == self.auto_depth {
            return Err(Error::invalid(
                "the back buffer and the device's depth-stencil surface belong to the device",
            ));
        }
        if self.depth_stencil == Some(surface)
            || self
                .render_targets
                .contains(&Some(SurfaceRef::Surface(surface)))
        {
            return Err(bound("surface"));
        }
        match self.surfaces.remove(surface)? {
            Surface::Target { ctx, .. } => self.renderer.destroy_context(ctx)?,
            Surface::Depth {
                depth,
                owned_by_context: false,
                ..
            } => self.renderer.destroy_depth_stencil(depth)?,
            Surface::Depth { .. } => {}
        }
        // The renderer unbinds a destroyed surface from every context.
        self.bound_targets = None;
        Ok(())
    }

    /// Releases a vertex buffer.
    pub fn release_vertex_buffer(&mut self, vb: VertexBufferHandle) -> Result<()> {
        self.vertex_buffers.get(vb)?;
        if self
            .streams
            .iter()
            .any(|s| s.source.is_some_and(|s| s.buffer == vb))
        {
            return Err(bound("vertex buffer"));
        }
        let buffer = self.vertex_buffers.remove(vb)?;
        // Draws already recorded keep the resident copy alive.
        if let Some((id, _)) = buffer.resident {
            let _ = self.renderer.release_buffer(id);
        }
        Ok(())
    }

    /// Releases an index buffer.
    pub fn release_index_buffer(&mut self, ib: IndexBufferHandle) -> Result<()> {
        self.index_buffers.get(ib)?;
        if self.indices == Some(ib) {
            return Err(bound("index buffer"));
        }
        let buffer = self.index_buffers.remove(ib)?;
        // Draws already recorded keep the resident copy alive.
        if let Some((id, _)) = buffer.resident {
            let _ = self.renderer.release_buffer(id);
        }
        Ok(())
    }

    /// Releases a vertex declaration (refused while it is bound).
    pub fn release_vertex_declaration(&mut self, decl: DeclarationHandle) -> Result<()> {
        self.declarations.get(decl)?;
        if self.declaration == Some(decl) {
            return Err(bound("vertex declaration"));
        }
        self.declarations.remove(decl).map(|_| ())
    }

    /// Releases a vertex shader and its renderer shader. One still bound stays, for draws,
    /// until `set_vertex_shader` replaces it; its handle is stale from now on.
    pub fn release_vertex_shader(&mut self, shader: VertexShaderHandle) -> Result<()> {
        live_shader(&self.vertex_shaders, shader, "vertex shader")?;
        if self.vertex_shader == Some(shader) {
            self.vertex_shaders.get_mut(shader)?.released = true;
            return Ok(());
        }
        free_shader(&mut self.vertex_shaders, &mut self.renderer, shader)
    }

    /// Releases a pixel shader and its renderer shader. One still bound stays, for draws,
    /// until `set_pixel_shader` replaces it; its handle is stale from now on.
    pub fn release_pixel_shader(&mut self, shader: PixelShaderHandle) -> Result<()> {
        live_shader(&self.pixel_shaders, shader, "pixel shader")?;
        if self.pixel_shader == Some(shader) {
            self.pixel_shaders.get_mut(shader)?.released = true;
            return Ok(());
        }
        free_shader(&mut self.pixel_shaders, &mut self.renderer, shader)
    }
}
