//! Draws through a generated vertex stage: pretransformed records
//! ([`Renderer::draw_program_rhw`], [`Renderer::draw_program_rhw_points`]) with a translated
//! pixel shader or the fixed-function pixel stage of the state, on the programmable path
//! like every other draw (one pipeline cache, uniform ring, draw memo and batching).

use std::sync::Arc;

use ninth_shader::fixed::vertex::PositionKind;

use crate::context::ContextId;
use crate::draw::Primitive;
use crate::draw::program::VertexStage;
use crate::draw::validate::whole_vertices;
use crate::error::{Error, Result};
use crate::renderer::Renderer;
use crate::state::program::{Indices, ProgramDrawState};
use crate::state::vertex_streams::{InputLayout, InputPlan};

impl Renderer {
    /// Draws pretransformed vertices of the fixed record (`FIXED_VERTEX_SIZE` bytes each: x,
    /// y in target pixels, z, rhw, diffuse, specular, texture coordinates, fog) through the
    /// pixel stage of `state`: its translated pixel shader (inputs linked by semantic), or
    /// without one the fixed-function stage of `state.fixed_pixel` (stage n reads the
    /// coordinate set its TEXCOORDINDEX names). The viewport clips (with the scissor);
    /// `vertex_shader`, the declaration, streams and user clip planes are ignored. Point
    /// lists follow `state.point` (a point of D3DRS_POINTSIZE other than 1, or with
    /// sprites, is a square).
    pub fn draw_program_rhw(
        &mut self,
        ctx: ContextId,
        state: &ProgramDrawState,
        primitive: Primitive,
        vertices: &[u8],
        indices: Option<Indices<'_>>,
    ) -> Result<()> {
        let count = whole_vertices(vertices.len(), crate::FIXED_VERTEX_SIZE)?;
        let plan = InputPlan::fixed_records(&[vertices], count);
        let layout = Arc::clone(&self.program.fixed_layout);
        self.draw_generated(ctx, state, primitive, (&plan, &layout, false), indices)
    }

    /// [`Renderer::draw_program_rhw`] for a point list whose vertices carry their own point
    /// size (D3DFVF_PSIZE): `sizes[i]` is vertex i's, clamped to `state.point.min..max`
    /// (the minimum winning). Every point is drawn as a square of its size.
    pub fn draw_program_rhw_points(
        &mut self,
        ctx: ContextId,
        state: &ProgramDrawState,
        vertices: &[u8],
        sizes: &[f32],
        indices: Option<Indices<'_>>,
    ) -> Result<()> {
        let count = whole_vertices(vertices.len(), crate::FIXED_VERTEX_SIZE)?;
        if sizes.len() != count {
            return Err(Error::args(format!(
                "{} point sizes for {count} vertices",
                sizes.len()
            )));
        }
        let plan = InputPlan::fixed_records(&[vertices, bytemuck::cast_slice(sizes)], count);
        let layout = Arc::clone(&self.program.fixed_sized_layout);
        let primitive = Primitive::PointList;
        self.draw_generated(ctx, state, primitive, (&plan, &layout, true), indices)
    }

    /// A draw through the generated RHW vertex stage.
    fn draw_generated(
        &mut self,
        ctx: ContextId,
        state: &ProgramDrawState,
        primitive: Primitive,
        (plan, layout, sized): (&InputPlan<'_>, &Arc<InputLayout>, bool),
        indices: Option<Indices<'_>>,
    ) -> Result<()> {
        let stage = VertexStage::Generated {
            kind: PositionKind::Rhw,
            plan,
            layout,
            sized,
        };
        self.draw_programmable(ctx, state, primitive, &stage, indices)
    }
}
