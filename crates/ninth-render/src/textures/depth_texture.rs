//! Depth textures: a depth-stencil surface that draws also sample, as D3D9 drivers expose
//! D3DUSAGE_DEPTHSTENCIL textures. A D16/D24S8/D24X8 texture is a hardware shadow map (a
//! sample compares the coordinate's z with the stored depth, LESS_EQUAL, filtered to a 0..1
//! fraction with LINEAR); an INTZ texture reads the depth itself (point sampled: WebGPU
//! filters depth only through comparisons). The surface is drawn with through
//! [`Renderer::set_depth_stencil`] like any other; the texture-table entry aliases it, and a
//! shader samples it through `Options::shadow_samplers` / `Options::depth_samplers`, which
//! the programmable path sets from the textures bound (`draw/program.rs`).

use super::{TextureId, TextureKind, TextureSlot};
use crate::context::{ContextId, check_size};
use crate::depth::DepthId;
use crate::error::{Error, Result};
use crate::renderer::Renderer;

/// How draws sample a depth texture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DepthSampling {
    /// A comparison with the coordinate's z (D3DFMT_D16, D24S8, D24X8): 1 where z <= depth.
    Compare,
    /// The depth value in every component (D3DFMT_INTZ).
    Value,
}

impl Renderer {
    /// Creates a W x H depth-stencil surface (one sample, cleared to depth 1.0 and stencil 0)
    /// that draws also sample as a 2D texture, `sampling` as given. Returns the surface (for
    /// [`Renderer::set_depth_stencil`]) and the texture; both go with
    /// [`Renderer::destroy_depth_stencil`].
    pub fn create_depth_texture(
        &mut self,
        width: u32,
        height: u32,
        sampling: DepthSampling,
    ) -> Result<(DepthId, TextureId)> {
        check_size(width, height)?;
        let surface = self.make_depth((width, height, 1), None, true);
        let view = surface.texture.create_view(&wgpu::TextureViewDescriptor {
            label: Some("depth texture"),
            aspect: wgpu::TextureAspect::DepthOnly,
            ..Default::default()
        });
        let depth = DepthId(
            self.depths
                .insert(surface)
                .ok_or_else(|| Error::args("too many depth-stencil surfaces"))?,
        );
        let slot = TextureSlot {
            kind: TextureKind::DepthAlias { depth, sampling },
        };
        let Some(id) = self.textures.insert(slot).map(TextureId) else {
            self.depths.remove(depth.0);
            return Err(Error::texture("the texture table is full"));
        };
        if let Some(surface) = self.depths.get_mut(depth.0) {
            surface.sampled = Some((view, id));
        }
        self.depth_textures += 1;
        Ok((depth, id))
    }

    /// The pixel samplers of `textures` (bit n: `s#n`) bound to depth textures: those
    /// compared and those read as values.
    pub(crate) fn depth_samplers(&self, textures: &[Option<TextureId>]) -> (u16, u16) {
        let mut out = (0, 0);
        if self.depth_textures == 0 {
            return out;
        }
        for (n, id) in textures.iter().enumerate().take(16) {
            match id.and_then(|id| self.depth_alias(id)) {
                Some((_, DepthSampling::Compare)) => out.0 |= 1 << n,
                Some((_, DepthSampling::Value)) => out.1 |= 1 << n,
                None => {}
            }
        }
        out
    }

    /// The depth surface a texture-table entry aliases and how it is sampled.
    pub(crate) fn depth_alias(&self, id: TextureId) -> Option<(DepthId, DepthSampling)> {
        match self.textures.get(id.0)?.kind {
            TextureKind::DepthAlias { depth, sampling } => Some((depth, sampling)),
            _ => None,
        }
    }

    /// Before a draw into `drawing` samples depth texture `depth`: refused where the draw
    /// tests or writes that surface; the open pass ends where it draws with it, and its
    /// waiting clears are encoded (they precede the draw).
    pub(crate) fn prepare_depth_sampled(
        &mut self,
        depth: DepthId,
        drawing: ContextId,
    ) -> Result<()> {
        if self.context(drawing)?.depth == depth {
            return Err(Error::state(format!(
                "draw into context {:#x} samples its own depth-stencil surface",
                drawing.0
            )));
        }
        if self.recorder.pass_depth() == Some(depth.0) {
            self.recorder.end_pass();
        }
        let surface = self.depth(depth)?;
        if !surface.has_pending() {
            return Ok(());
        }
        let (view, clear_depth, clear_stencil) =
            (surface.view.clone(), surface.depth, surface.stencil);
        self.recorder.end_pass();
        let ops = |clear: Option<f32>| wgpu::Operations {
            load: clear.map_or(wgpu::LoadOp::Load, wgpu::LoadOp::Clear),
            store: wgpu::StoreOp::Store,
        };
        let stencil_ops = wgpu::Operations {
            load: clear_stencil.map_or(wgpu::LoadOp::Load, wgpu::LoadOp::Clear),
            store: wgpu::StoreOp::Store,
        };
        self.counters.passes_begun += 1;
        let encoder = self.recorder.encoder(&self.gpu.device);
        drop(encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
            label: Some("depth texture clear"),
            color_attachments: &[],
            depth_stencil_attachment: Some(wgpu::RenderPassDepthStencilAttachment {
                view: &view,
                depth_ops: Some(ops(clear_depth)),
                stencil_ops: Some(stencil_ops),
            }),
            timestamp_writes: None,
            occlusion_query_set: None,
            multiview_mask: None,
        }));
        if let Some(surface) = self.depths.get_mut(depth.0) {
            surface.depth = None;
            surface.stencil = None;
        }
        Ok(())
    }
}
