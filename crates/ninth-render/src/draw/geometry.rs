//! What every draw path does the same way once its pipeline and groups are bound: copy the
//! vertices and indices into the arena, then set scissor, blend constant, vertex and index
//! buffers (skipping what the open pass already holds) and draw.

use crate::record::arena::{Arena, ArenaSlice};
use crate::record::recorder::BoundState;
use crate::renderer::Renderer;

/// A draw's vertices and indices in the arena.
pub(crate) struct ArenaGeometry {
    vertex: ArenaSlice,
    /// The index slice and the index count.
    index: Option<(ArenaSlice, u32)>,
    vertex_count: u32,
}

impl Renderer {
    /// Copies the concatenated `vertex_parts` and the indices into the arena.
    pub(crate) fn push_geometry(
        &mut self,
        vertex_parts: &[&[u8]],
        vertex_count: usize,
        indices: Option<&[u16]>,
    ) -> ArenaGeometry {
        let (device, queue) = (&self.gpu.device, &self.gpu.queue);
        let vertex = self
            .arena
            .push(device, queue, &mut self.counters, vertex_parts);
        let index = indices.map(|i| {
            let bytes: &[u8] = bytemuck::cast_slice(i);
            let slice = self.arena.push(device, queue, &mut self.counters, &[bytes]);
            (slice, i.len() as u32)
        });
        ArenaGeometry {
            vertex,
            index,
            vertex_count: vertex_count as u32,
        }
    }
}

/// Binds the state every path shares and records the draw.
pub(crate) fn bind_and_draw(
    pass: &mut wgpu::RenderPass<'static>,
    bound: &mut BoundState,
    arena: &Arena,
    scissor: [u32; 4],
    blend_factor: u32,
    geometry: &ArenaGeometry,
) {
    if bound.scissor != Some(scissor) {
        pass.set_scissor_rect(scissor[0], scissor[1], scissor[2], scissor[3]);
        bound.scissor = Some(scissor);
    }
    if bound.blend_constant != Some(blend_factor) {
        pass.set_blend_constant(crate::clear::d3dcolor_to_wgpu(blend_factor));
        bound.blend_constant = Some(blend_factor);
    }
    let vertex = geometry.vertex;
    if bound.vertex_buffer != Some((vertex.buffer, vertex.offset)) {
        pass.set_vertex_buffer(0, arena.buffer(vertex.buffer).slice(vertex.offset..));
        bound.vertex_buffer = Some((vertex.buffer, vertex.offset));
    }
    bound.index_buffer = None;
    match geometry.index {
        Some((slice, count)) => {
            let end = slice.offset + u64::from(count) * 2;
            let buffer = arena.buffer(slice.buffer).slice(slice.offset..end);
            pass.set_index_buffer(buffer, wgpu::IndexFormat::Uint16);
            pass.draw_indexed(0..count, 0, 0..1);
        }
        None => pass.draw(0..geometry.vertex_count, 0..1),
    }
}
