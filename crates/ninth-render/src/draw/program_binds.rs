//! What a programmable draw binds besides its pipeline and uniforms, compared once with what
//! the open pass holds: the batch check (a draw joins the pending batch only when none of it
//! differs, `record/batch.rs`) and the binds issued use the same comparison.

use crate::draw::program_record::StageGroup;
use crate::record::arena::{Arena, ArenaSlice};
use crate::record::recorder::BoundState;

/// Bits of [`DrawBinds::stale`]: the binds the open pass does not hold.
const PIXEL_TEXTURES: u8 = 1;
const VERTEX_TEXTURES: u8 = 1 << 1;
const VIEWPORT: u8 = 1 << 2;
const SCISSOR: u8 = 1 << 3;
const BLEND_CONSTANT: u8 = 1 << 4;
const STENCIL_REFERENCE: u8 = 1 << 5;
const VERTEX_BUFFERS: u8 = 1 << 6;
const INDEX_BUFFER: u8 = 1 << 7;

/// Whether `stale` (of [`DrawBinds::stale`]) holds the pixel textures and nothing else.
pub(crate) fn only_pixel_textures(stale: u8) -> bool {
    stale == PIXEL_TEXTURES
}

/// A programmable draw's texture groups, dynamic state and buffers.
pub(crate) struct DrawBinds<'a> {
    pub pixel_group: Option<&'a StageGroup>,
    pub vertex_group: Option<&'a StageGroup>,
    /// The WebGPU viewport, and the whole target (which [`BoundState`] keeps as `None`).
    pub viewport: [u32; 6],
    pub full: [u32; 6],
    pub scissor: [u32; 4],
    /// D3DRS_BLENDFACTOR as D3DCOLOR.
    pub blend_factor: u32,
    pub stencil_ref: u32,
    /// Stream slots 0-15.
    pub vertex_buffers: &'a [ArenaSlice],
    /// The index slice, its format and its length in bytes.
    pub index: Option<(ArenaSlice, wgpu::IndexFormat, u64)>,
}

impl DrawBinds<'_> {
    /// The index buffer as [`BoundState::index_buffer`] records it.
    fn index_key(&self) -> Option<(u32, u64, u64, wgpu::IndexFormat)> {
        self.index
            .map(|(slice, format, len)| (slice.buffer, slice.offset, len, format))
    }

    /// The binds the draw has (bits of [`DrawBinds::stale`]).
    pub fn needed(&self) -> u8 {
        let mut needed = VIEWPORT | SCISSOR | BLEND_CONSTANT | STENCIL_REFERENCE;
        if self.pixel_group.is_some() {
            needed |= PIXEL_TEXTURES;
        }
        if self.vertex_group.is_some() {
            needed |= VERTEX_TEXTURES;
        }
        if !self.vertex_buffers.is_empty() {
            needed |= VERTEX_BUFFERS;
        }
        if self.index.is_some() {
            needed |= INDEX_BUFFER;
        }
        needed
    }

    /// The binds `bound` does not hold (0: the pass holds all of them).
    pub fn stale(&self, bound: &BoundState) -> u8 {
        let mut stale = 0;
        if let Some(group) = self.pixel_group
            && bound.program_textures != Some(group.id)
        {
            stale |= PIXEL_TEXTURES;
        }
        if let Some(group) = self.vertex_group
            && bound.program_vertex_textures != Some(group.id)
        {
            stale |= VERTEX_TEXTURES;
        }
        if bound.viewport.unwrap_or(self.full) != self.viewport {
            stale |= VIEWPORT;
        }
        if bound.scissor != Some(self.scissor) {
            stale |= SCISSOR;
        }
        if bound.blend_constant != Some(self.blend_factor) {
            stale |= BLEND_CONSTANT;
        }
        if bound.stencil_reference != Some(self.stencil_ref) {
            stale |= STENCIL_REFERENCE;
        }
        let buffers_held = self
            .vertex_buffers
            .iter()
            .enumerate()
            .all(|(slot, s)| slot_of(bound, slot) == Some((s.buffer, s.offset)));
        if !buffers_held {
            stale |= VERTEX_BUFFERS;
        }
        if self.index.is_some() && bound.index_buffer != self.index_key() {
            stale |= INDEX_BUFFER;
        }
        stale
    }

    /// Issues the `stale` binds into `pass` and records them in `bound`.
    pub fn bind(
        &self,
        stale: u8,
        pass: &mut crate::record::pass_encoder::PassEncoder,
        bound: &mut BoundState,
        arena: &Arena,
    ) {
        if let Some(group) = self.pixel_group.filter(|_| stale & PIXEL_TEXTURES != 0) {
            pass.set_bind_group(1, &group.group, &[]);
            bound.program_textures = Some(group.id);
        }
        if let Some(group) = self.vertex_group.filter(|_| stale & VERTEX_TEXTURES != 0) {
            pass.set_bind_group(2, &group.group, &[]);
            bound.program_vertex_textures = Some(group.id);
        }
        if stale & VIEWPORT != 0 {
            let [x, y, w, h, near, far] = self.viewport;
            pass.set_viewport(
                x as f32,
                y as f32,
                w as f32,
                h as f32,
                f32::from_bits(near),
                f32::from_bits(far),
            );
            bound.viewport = (self.viewport != self.full).then_some(self.viewport);
        }
        if stale & SCISSOR != 0 {
            let [x, y, w, h] = self.scissor;
            pass.set_scissor_rect(x, y, w, h);
            bound.scissor = Some(self.scissor);
        }
        if stale & BLEND_CONSTANT != 0 {
            pass.set_blend_constant(crate::clear::d3dcolor_to_wgpu(self.blend_factor));
            bound.blend_constant = Some(self.blend_factor);
        }
        if stale & STENCIL_REFERENCE != 0 {
            pass.set_stencil_reference(self.stencil_ref);
            bound.stencil_reference = Some(self.stencil_ref);
        }
        if stale & VERTEX_BUFFERS != 0 {
            for (slot, slice) in self.vertex_buffers.iter().enumerate() {
                let at = Some((slice.buffer, slice.offset));
                let known = match slot {
                    0 => &mut bound.vertex_buffer,
                    n => &mut bound.program_vertex_buffers[n - 1],
                };
                if *known != at {
                    pass.set_vertex_buffer(slot as u32, arena.buffer(slice.buffer), slice.offset);
                    *known = at;
                }
            }
        }
        if let Some((slice, format, len)) = self.index.filter(|_| stale & INDEX_BUFFER != 0) {
            let buffer = arena.buffer(slice.buffer);
            pass.set_index_buffer(buffer, slice.offset..slice.offset + len, format);
            bound.index_buffer = self.index_key();
        }
    }
}

/// What `bound` holds in vertex buffer slot `slot`.
fn slot_of(bound: &BoundState, slot: usize) -> Option<(u32, u64)> {
    match slot {
        0 => bound.vertex_buffer,
        n => bound.program_vertex_buffers.get(n - 1).copied().flatten(),
    }
}
