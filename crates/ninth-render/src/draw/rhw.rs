//! The pretransformed (XYZRHW) draw path: screen-space vertices `(x, y, z, rhw, D3DCOLOR, u,
//! v)` drawn with the built-in shader, one of the blend modes, an optional texture, depth
//! and cull switches.

use crate::cache::rhw_pipelines::RhwPipelineDesc;
use crate::context::ContextId;
use crate::device::legacy_sampler_index;
use crate::draw::geometry::bind_and_draw;
use crate::draw::targets::TargetLayout;
use crate::draw::validate::{validate_geometry, whole_vertices};
use crate::draw::{Cull, Primitive};
use crate::error::{Error, Result};
use crate::renderer::Renderer;
use crate::state::blend::{BlendMode, resolve_blend};
use crate::textures::TextureId;

/// Bytes of the RHW vertex: x, y, z, rhw (f32), D3DCOLOR (u32), u, v (f32).
pub const RHW_VERTEX_SIZE: usize = 28;
/// Largest vertex stride WebGPU guarantees; wider vertices are repacked.
const MAX_NATIVE_STRIDE: usize = 2048;

/// State of an RHW draw.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RhwDrawState {
    /// Blend mode.
    pub blend: BlendMode,
    /// `D3DRS_COLORWRITEENABLE` bits (1 red, 2 green, 4 blue, 8 alpha).
    pub color_write_mask: u32,
    /// `D3DRS_BLENDFACTOR` as D3DCOLOR, used by `D3DBLEND_BLENDFACTOR` factors.
    pub blend_factor: u32,
    /// Depth test (`LESSEQUAL`); when off, depth is neither tested nor written (D3D9's
    /// `D3DRS_ZENABLE` false).
    pub depth_test: bool,
    /// Depth write.
    pub depth_write: bool,
    /// Cull mode.
    pub cull: Cull,
    /// Texture modulating the vertex colour; `None` draws the colour alone.
    pub texture: Option<TextureId>,
    /// Linear (else nearest) filtering of `texture`.
    pub linear_filter: bool,
    /// Clamp (else wrap) addressing of `texture`.
    pub address_clamp: bool,
}

impl Default for RhwDrawState {
    fn default() -> Self {
        Self {
            blend: BlendMode::None,
            color_write_mask: 0xf,
            blend_factor: 0xffff_ffff,
            depth_test: false,
            depth_write: false,
            cull: Cull::None,
            texture: None,
            linear_filter: false,
            address_clamp: false,
        }
    }
}

impl Renderer {
    /// Draws pretransformed vertices (`stride` >= 28 bytes each, the first 28 as
    /// [`RHW_VERTEX_SIZE`] describes) with optional 16-bit indices. Nothing is recorded on
    /// error; too few vertices for one primitive or an empty viewport draw nothing.
    pub fn draw_rhw(
        &mut self,
        ctx: ContextId,
        state: &RhwDrawState,
        primitive: Primitive,
        vertices: &[u8],
        stride: usize,
        indices: Option<&[u16]>,
    ) -> Result<()> {
        // Before this draw's bytes go into the arena and rings of the open submission.
        self.flush_if_due();
        let context = self.context(ctx)?;
        if stride < RHW_VERTEX_SIZE {
            return Err(Error::args(format!(
                "RHW stride {stride} is below {RHW_VERTEX_SIZE}"
            )));
        }
        let vertex_count = whole_vertices(vertices.len(), stride)?;
        let Some(validated) =
            validate_geometry(primitive, vertex_count, indices, state.color_write_mask)?
        else {
            return Ok(());
        };
        let (topology, indices) = (validated.topology, validated.indices.as_deref());
        let viewport = context.viewport;
        let overlay = context.overlay;
        let blend = resolve_blend(state.blend, overlay, self.gpu.features)?;
        let sampler = legacy_sampler_index(state.linear_filter, state.address_clamp);
        let texture_group = match state.texture {
            Some(id) => Some((id.0, self.texture_bind_group(id, sampler, ctx)?)),
            None => None,
        };
        if viewport.width == 0 || viewport.height == 0 {
            return Ok(());
        }

        // Validated: from here on the draw is recorded.
        let native = stride.is_multiple_of(4) && stride <= MAX_NATIVE_STRIDE;
        let desc = RhwPipelineDesc {
            blend_key: blend.key,
            blend: blend.state,
            write_mask: state.color_write_mask,
            depth_test: state.depth_test,
            depth_write: state.depth_test && state.depth_write,
            cull: state.cull,
            topology,
            stride: if native {
                stride as u32
            } else {
                RHW_VERTEX_SIZE as u32
            },
            depth_format: self.gpu.info.depth_format,
            targets: TargetLayout::of(self.context(ctx)?, 1, [state.color_write_mask, 0, 0, 0]),
        };
        let (key, created) = self.rhw.prepare(&self.gpu.device, &desc);
        self.counters.pipelines_created += u64::from(created);
        let geometry = if native {
            self.push_geometry(&[vertices], vertex_count, indices)
        } else {
            let packed: Vec<u8> = vertices
                .chunks_exact(stride)
                .flat_map(|v| &v[..RHW_VERTEX_SIZE])
                .copied()
                .collect();
            self.push_geometry(&[&packed], vertex_count, indices)
        };

        self.open_draw_pass(ctx)?;
        let white_group = &self.builtin_texture_group;
        let (Some(pipeline), Some(context), Some(open)) = (
            self.rhw.get(key),
            self.contexts.get(ctx.0),
            self.recorder.pass_mut(),
        ) else {
            return Err(Error::device(
                "render pass or pipeline missing after validation",
            ));
        };
        let target_group = &context.targets.rhw_bind_group;
        let (pass, bound) = (&mut open.pass, &mut open.bound);
        if bound.pipeline != Some(key) {
            pass.set_pipeline(pipeline);
            bound.pipeline = Some(key);
        }
        if !bound.target_group {
            pass.set_bind_group(0, target_group, &[]);
            bound.target_group = true;
            bound.fixed_uniforms = None;
        }
        let texture_key = texture_group
            .as_ref()
            .map_or((0, 0), |(id, _)| (*id, sampler));
        if bound.texture_group != Some(texture_key) {
            let group = texture_group.as_ref().map_or(white_group, |(_, g)| g);
            pass.set_bind_group(1, group, &[]);
            bound.texture_group = Some(texture_key);
            bound.fixed_textures = None;
        }
        if bound.viewport.take().is_some() {
            let (w, h) = (context.targets.width, context.targets.height);
            pass.set_viewport(0.0, 0.0, w as f32, h as f32, 0.0, 1.0);
        }
        let scissor = [viewport.x, viewport.y, viewport.width, viewport.height];
        bind_and_draw(
            pass,
            bound,
            &self.arena,
            scissor,
            state.blend_factor,
            &geometry,
        );
        self.counters.draws += 1;
        Ok(())
    }
}
