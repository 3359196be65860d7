//! Draws through a generated vertex stage, on the programmable path like every other draw
//! (one pipeline cache, uniform ring, draw memo and batching): pretransformed records
//! ([`Renderer::draw_program_rhw`], [`Renderer::draw_program_rhw_points`]) with a translated
//! pixel shader or the fixed-function pixel stage of the state; and the entry points of
//! tools and tests, [`Renderer::draw_fixed_rhw`], [`Renderer::draw_fixed_clip`] and
//! [`Renderer::draw_rhw`], which fill a [`ProgramDrawState`] and draw the same way.

use std::sync::Arc;

use ninth_shader::fixed::vertex::{FIXED_VERTEX_STRIDE, PositionKind};

use crate::context::ContextId;
use crate::draw::Primitive;
use crate::draw::program::VertexStage;
use crate::draw::validate::{Validated, validate_counts, whole_vertices};
use crate::error::{Error, Result};
use crate::renderer::Renderer;
use crate::state::fixed::FixedDrawState;
use crate::state::program::{IndexData, Indices, ProgramDrawState};
use crate::state::rhw::{RHW_VERTEX_SIZE, RhwDrawState};
use crate::state::vertex_streams::{InputLayout, InputPlan};

/// Bytes of one fixed record (`ninth_shader::fixed::vertex::FIXED_VERTEX_STRIDE`).
pub const FIXED_VERTEX_SIZE: usize = FIXED_VERTEX_STRIDE as usize;
/// Largest vertex stride WebGPU guarantees; wider `draw_rhw` vertices are repacked.
const MAX_NATIVE_STRIDE: usize = 2048;

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
        let count = whole_vertices(vertices.len(), FIXED_VERTEX_SIZE)?;
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
        let count = whole_vertices(vertices.len(), FIXED_VERTEX_SIZE)?;
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

    /// Draws pretransformed vertices of the fixed record with optional 16-bit indices,
    /// through the texture-stage cascade of `state`, as [`Renderer::draw_program_rhw`]
    /// draws them. Nothing is recorded on error; too few vertices for one primitive or an
    /// empty viewport draw nothing. The viewport clips (as the scissor).
    pub fn draw_fixed_rhw(
        &mut self,
        ctx: ContextId,
        state: &FixedDrawState,
        primitive: Primitive,
        vertices: &[u8],
        indices: Option<&[u16]>,
    ) -> Result<()> {
        self.draw_fixed(ctx, state, PositionKind::Rhw, primitive, vertices, indices)
    }

    /// Draws vertices of the fixed record whose positions are homogeneous clip-space
    /// coordinates, mapped to the context's viewport, through the texture-stage cascade.
    pub fn draw_fixed_clip(
        &mut self,
        ctx: ContextId,
        state: &FixedDrawState,
        primitive: Primitive,
        vertices: &[u8],
        indices: Option<&[u16]>,
    ) -> Result<()> {
        self.draw_fixed(ctx, state, PositionKind::Clip, primitive, vertices, indices)
    }

    /// Draws pretransformed vertices (`stride` >= 28 bytes each, the first 28 as
    /// [`RHW_VERTEX_SIZE`] describes) with optional 16-bit indices: the vertex colour,
    /// modulated by the state's texture where it has one. Nothing is recorded on error; too
    /// few vertices for one primitive or an empty viewport draw nothing.
    pub fn draw_rhw(
        &mut self,
        ctx: ContextId,
        state: &RhwDrawState,
        primitive: Primitive,
        vertices: &[u8],
        stride: usize,
        indices: Option<&[u16]>,
    ) -> Result<()> {
        let overlay = self.context(ctx)?.overlay;
        if stride < RHW_VERTEX_SIZE {
            return Err(Error::args(format!(
                "RHW stride {stride} is below {RHW_VERTEX_SIZE}"
            )));
        }
        let count = whole_vertices(vertices.len(), stride)?;
        if validate_counts(primitive, count, indices)? == Validated::NoOp {
            return Ok(());
        }
        // WebGPU fetches strides that are multiples of 4 up to 2048 in place.
        let native = stride.is_multiple_of(4) && stride <= MAX_NATIVE_STRIDE;
        let packed: Vec<u8>;
        let (vertices, stride) = if native {
            (vertices, stride)
        } else {
            packed = vertices
                .chunks_exact(stride)
                .flat_map(|v| &v[..RHW_VERTEX_SIZE])
                .copied()
                .collect();
            (&packed[..], RHW_VERTEX_SIZE)
        };
        let layout = self.program.rhw_layout(stride as u32);
        let mut program = self.wrapper_state.take().unwrap_or_default();
        state.fill_program(&mut program, overlay);
        let plan = InputPlan::fixed_records(&[vertices], count);
        let indices = indices.map(|i| Indices {
            data: IndexData::U16(i),
            base_vertex: 0,
        });
        let stage = VertexStage::Generated {
            kind: PositionKind::Rhw,
            plan: &plan,
            layout: &layout,
            sized: false,
        };
        let drawn = self.draw_programmable(ctx, &program, primitive, &stage, indices);
        self.wrapper_state = Some(program);
        drawn
    }

    /// `draw_fixed_rhw` and `draw_fixed_clip`: the fixed draw's limits (vertex and index
    /// counts), then the programmable path with the state as a [`ProgramDrawState`].
    fn draw_fixed(
        &mut self,
        ctx: ContextId,
        state: &FixedDrawState,
        kind: PositionKind,
        primitive: Primitive,
        vertices: &[u8],
        indices: Option<&[u16]>,
    ) -> Result<()> {
        self.context(ctx)?;
        let count = whole_vertices(vertices.len(), FIXED_VERTEX_SIZE)?;
        if validate_counts(primitive, count, indices)? == Validated::NoOp {
            return Ok(());
        }
        let mut program = self.wrapper_state.take().unwrap_or_default();
        let drawn = state.fill_program(&mut program).and_then(|()| {
            let plan = InputPlan::fixed_records(&[vertices], count);
            let layout = Arc::clone(&self.program.fixed_layout);
            let indices = indices.map(|i| Indices {
                data: IndexData::U16(i),
                base_vertex: 0,
            });
            let stage = VertexStage::Generated {
                kind,
                plan: &plan,
                layout: &layout,
                sized: false,
            };
            self.draw_programmable(ctx, &program, primitive, &stage, indices)
        });
        self.wrapper_state = Some(program);
        drawn
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
