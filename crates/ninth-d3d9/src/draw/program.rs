//! Draws with shaders bound, routed to the renderer's programmable path: a vertex shader
//! reads the declaration's streams through `draw_program`; a pixel shader alone with
//! pretransformed vertices goes through `draw_program_rhw`. The streams are passed as the
//! byte ranges the draw reads; fans become indexed lists.

use ninth_render::{IndexData, Indices, Primitive};

use crate::device::buffers::Buffer;
use crate::device::targets::Target;
use crate::device::{Device, MAX_STREAMS, Stream};
use crate::draw::assemble::rebase_into;
use crate::error::{Error, Result};
use crate::handles::Pool;

const INSTANCEDATA: u32 = 0x8000_0000;

/// What a draw with a vertex shader reads.
pub(crate) enum VertexRange<'a> {
    /// `DrawPrimitive`: `count` vertices from `start`.
    Plain { start: usize, count: usize },
    /// `DrawIndexedPrimitive`: these indices plus `base_vertex`.
    Indexed {
        indices: &'a [u32],
        base_vertex: i64,
    },
    /// `DrawIndexedPrimitive`: `count` indices from index `start` of the bound index
    /// buffer, plus `base_vertex`.
    Bound {
        start: usize,
        count: usize,
        base_vertex: i64,
    },
}

/// Stream 0's data of an `UP` draw: the caller's vertices and stride.
pub(crate) type UpStream<'a> = Option<(&'a [u8], u32)>;

/// Appends a fan's vertex order (`order(i)` for `count` vertices) to `list` as a triangle
/// list: `(i, i + 1, 0)` per triangle, keeping the fan's winding and D3D9's flat-shading
/// vertex first (as `assemble::fan_to_list`).
fn fan_list(count: usize, order: impl Fn(usize) -> u32, list: &mut Vec<u32>) {
    list.clear();
    list.reserve(count.saturating_sub(2) * 3);
    for i in 1..count.saturating_sub(1) {
        list.extend_from_slice(&[order(i), order(i + 1), order(0)]);
    }
}

/// Sets `out[n]` to the bytes each stream the declaration uses (bit n of `used`) gives the
/// draw: vertex-rate streams from vertex `first` for `count` vertices, instance streams whole
/// from their offset. The other entries are left as they are.
fn stream_slices<'a>(
    buffers: &'a Pool<Buffer>,
    streams: &[Stream; MAX_STREAMS as usize],
    used: u16,
    (first, count): (usize, usize),
    up: UpStream<'a>,
    out: &mut [&'a [u8]; 16],
) -> Result<()> {
    let mut rest = used;
    while rest != 0 {
        let n = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let stream = streams[n];
        let (bytes, offset, stride) = match (n, up) {
            (0, Some((vertices, stride))) => (vertices, 0, stride as usize),
            _ => {
                let source = stream
                    .source
                    .ok_or_else(|| Error::invalid(format!("no vertex buffer on stream {n}")))?;
                let vb = buffers.get(source.buffer)?;
                if vb.locked.is_some() {
                    return Err(Error::invalid(format!(
                        "the stream {n} vertex buffer is locked"
                    )));
                }
                (
                    &vb.bytes[..],
                    source.offset as usize,
                    source.stride as usize,
                )
            }
        };
        let range = if stream.frequency & INSTANCEDATA != 0 {
            Some((offset, bytes.len()))
        } else {
            let start = first
                .checked_mul(stride)
                .and_then(|s| s.checked_add(offset));
            let end = |start: usize| count.checked_mul(stride)?.checked_add(start);
            start.and_then(|start| Some((start, end(start)?)))
        };
        out[n] = match range {
            Some((start, end)) if end <= bytes.len() && start <= end => &bytes[start..end],
            _ => {
                return Err(Error::invalid(format!(
                    "{count} vertices from vertex {first} of stream {n} run past its \
                     {}-byte buffer",
                    bytes.len()
                )));
            }
        };
    }
    Ok(())
}

impl Device<'_> {
    /// A draw with a vertex shader: the declaration's streams from the first vertex the draw
    /// reads, indices rebased to it.
    pub(crate) fn draw_with_vertex_shader(
        &mut self,
        primitive: u32,
        range: VertexRange<'_>,
        up: UpStream<'_>,
    ) -> Result<()> {
        // The index memory of the last draw is reused (handed back whatever happens).
        let mut scratch = std::mem::take(&mut self.index_scratch);
        let drawn = self.with_pinned_textures(|dev| {
            dev.draw_with_vertex_shader_into(primitive, range, up, &mut scratch)
        });
        self.index_scratch = scratch;
        drawn
    }

    fn draw_with_vertex_shader_into(
        &mut self,
        primitive: u32,
        range: VertexRange<'_>,
        up: UpStream<'_>,
        scratch: &mut [Vec<u32>; 3],
    ) -> Result<()> {
        let prim = Primitive::from_d3d(primitive)?;
        let fan = prim == Primitive::TriangleFan;
        let drawn_prim = if fan { Primitive::TriangleList } else { prim };
        let (target, state, used) = self.prepared_program_state(drawn_prim, up)?;
        // Static vertex buffers are bound from their resident copies (not an UP stream 0).
        let resident_used = if up.is_some() { used & !1 } else { used };
        let drawn = self.refresh_resident_streams(resident_used).and_then(|()| {
            // Bound indices with every buffer resident are bound in place as D3D9 gives them.
            if let VertexRange::Bound {
                start,
                count,
                base_vertex,
            } = range
                && !fan
                && up.is_none()
                && self.renderer.fast_paths()
                && self.streams_resident(used)
                && self.refresh_resident_indices()?
                && let Some(drawn) = self.draw_in_place(
                    target,
                    &state,
                    drawn_prim,
                    used,
                    (start, count, base_vertex),
                )
            {
                return drawn;
            }
            self.draw_copied(
                target,
                &state,
                (prim, range),
                (used, resident_used),
                up,
                scratch,
            )
        });
        self.keep_program_state(state);
        drawn
    }

    /// The target and state of a programmable draw of `prim`, and the streams its
    /// declaration reads (bit n: stream n).
    fn prepared_program_state(
        &mut self,
        prim: Primitive,
        up: UpStream<'_>,
    ) -> Result<(Target, Box<ninth_render::ProgramDrawState>, u16)> {
        let target = self.target0()?;
        self.bind_targets(target, self.draw_uses_depth())?;
        let tnl = self.vertex_shader.is_none();
        let mut state = self.program_state(target, tnl)?;
        let region = self.viewport.rect();
        let prepared = self
            .vertex_stage(&mut state, prim, target)
            .and_then(|()| self.apply_region(target.ctx, region))
            .and_then(|()| self.apply_depth_range(target.ctx));
        if let Err(e) = prepared {
            self.keep_program_state(state);
            return Err(e);
        }
        if let Some((_, stride)) = up {
            state.streams[0].stride = stride;
        }
        let used = state
            .declaration
            .iter()
            .filter(|e| e.stream < 16)
            .fold(0u16, |m, e| m | 1 << e.stream);
        Ok((target, state, used))
    }

    /// An indexed draw whose index buffer and vertex buffers are all resident: every stream
    /// whole from its offset, the bound indices as they are with D3D9's base vertex, all
    /// bound in place. `None` where the indices cannot be bound (an offset not a multiple of
    /// 4, unaligned memory): the caller copies them.
    fn draw_in_place(
        &mut self,
        target: Target,
        state: &ninth_render::ProgramDrawState,
        prim: Primitive,
        used: u16,
        (start, count, base_vertex): (usize, usize, i64),
    ) -> Option<Result<()>> {
        let ib = self.index_buffers.get(self.indices?).ok()?;
        let Some((id, true)) = ib.resident else {
            return None;
        };
        let width = if ib.format == crate::device::buffers::D3DFMT_INDEX32 {
            4
        } else {
            2
        };
        let at = start.checked_mul(width)?;
        let raw = ib
            .bytes
            .get(at..count.checked_mul(width)?.checked_add(at)?)?;
        if !at.is_multiple_of(4) {
            return None;
        }
        let data = if width == 4 {
            IndexData::U32(bytemuck::try_cast_slice(raw).ok()?)
        } else {
            IndexData::U16(bytemuck::try_cast_slice(raw).ok()?)
        };
        let base_vertex = i32::try_from(base_vertex).ok()?;
        // Every vertex-rate stream as far as the shortest reaches.
        let records = (0..MAX_STREAMS as usize)
            .filter(|&n| used & (1 << n) != 0 && self.streams[n].frequency & INSTANCEDATA == 0)
            .filter_map(|n| {
                let source = self.streams[n].source?;
                let vb = self.vertex_buffers.get(source.buffer).ok()?;
                let stride = source.stride as usize;
                (stride > 0).then(|| vb.bytes.len().saturating_sub(source.offset as usize) / stride)
            })
            .min()?;
        let mut streams: [&[u8]; 16] = [&[]; 16];
        let sliced = stream_slices(
            &self.vertex_buffers,
            &self.streams,
            used,
            (0, records),
            None,
            &mut streams,
        );
        if let Err(e) = sliced {
            return Some(Err(e));
        }
        let resident = self.resident_ranges(used, &streams);
        let index_range = ninth_render::ResidentRange {
            buffer: id,
            offset: at as u64,
        };
        let indices = Indices { data, base_vertex };
        let drawn = self.renderer.draw_program_resident_indexed(
            target.ctx,
            state,
            prim,
            (&streams, &resident),
            Some(indices),
            Some(index_range),
        );
        Some(drawn.map_err(Into::into))
    }

    /// A draw whose indices (if any) are read, rebased to the first vertex they reach and
    /// copied, with the streams from that vertex (bound in place where resident).
    fn draw_copied(
        &mut self,
        target: Target,
        state: &ninth_render::ProgramDrawState,
        (prim, range): (Primitive, VertexRange<'_>),
        (used, resident_used): (u16, u16),
        up: UpStream<'_>,
        [rebased, fan, read]: &mut [Vec<u32>; 3],
    ) -> Result<()> {
        let (first, count, mut indices) = match range {
            VertexRange::Plain { start, count } => (start, count, None),
            VertexRange::Indexed {
                indices,
                base_vertex,
            } => {
                let Some((lo, hi)) = rebase_into(indices, base_vertex, rebased)? else {
                    return Ok(());
                };
                (lo as usize, (hi - lo) as usize + 1, Some(&rebased[..]))
            }
            VertexRange::Bound {
                start,
                count,
                base_vertex,
            } => {
                let (bytes, wide) = self.bound_index_buffer()?;
                crate::draw::read_indices_into(bytes, wide, start, count, read)?;
                let Some((lo, hi)) = rebase_into(read, base_vertex, rebased)? else {
                    return Ok(());
                };
                (lo as usize, (hi - lo) as usize + 1, Some(&rebased[..]))
            }
        };
        let mut prim = prim;
        if prim == Primitive::TriangleFan {
            match indices {
                Some(order) => fan_list(order.len(), |i| order[i], fan),
                None => fan_list(count, |i| i as u32, fan),
            }
            indices = Some(&fan[..]);
            prim = Primitive::TriangleList;
        }
        let mut streams: [&[u8]; 16] = [&[]; 16];
        stream_slices(
            &self.vertex_buffers,
            &self.streams,
            used,
            (first, count),
            up,
            &mut streams,
        )?;
        let indices = indices.map(|data| Indices {
            data: IndexData::U32(data),
            base_vertex: 0,
        });
        let resident = self.resident_ranges(resident_used, &streams);
        let drawn = if resident.iter().any(Option::is_some) {
            self.renderer
                .draw_program_resident(target.ctx, state, prim, &streams, &resident, indices)
        } else {
            self.renderer
                .draw_program(target.ctx, state, prim, &streams, indices)
        };
        Ok(drawn?)
    }

    /// The vertex stage of a programmable draw: the declaration an FVF implies where no
    /// declaration is bound, the fixed-function vertex pipeline where no vertex shader is,
    /// and the fixed-function pixel stage where no pixel shader is.
    fn vertex_stage(
        &mut self,
        state: &mut ninth_render::ProgramDrawState,
        prim: Primitive,
        target: crate::device::targets::Target,
    ) -> Result<()> {
        if state.declaration.is_empty() {
            self.fill_declaration(&mut state.declaration)?;
        }
        let tnl = self.vertex_shader.is_none();
        if tnl {
            self.apply_tnl(state, prim)?;
        }
        if self.pixel_shader.is_none() {
            if !tnl {
                *state.fixed_pixel = self.fixed_pixel_state(target)?;
                self.tnl_pixel_current = false;
            } else if !self.tnl_pixel_current || self.resolved_tnl_pixel.is_none() {
                // Kept while nothing it reads changed (`Device::tnl_pixel_current`).
                let sizes = self.tnl_texcoord_sizes(&state.declaration);
                *state.fixed_pixel = self.tnl_pixel_state(target, &sizes)?;
                self.tnl_pixel_current = true;
            }
        }
        Ok(())
    }

    /// A draw with a pixel shader and no vertex shader: pretransformed vertices already in
    /// the renderer's fixed record.
    pub(crate) fn draw_rhw_with_pixel_shader(
        &mut self,
        prim: Primitive,
        vertices: &[u8],
        indices: Option<&[u32]>,
    ) -> Result<()> {
        let target = self.target0()?;
        self.bind_targets(target, self.draw_uses_depth())?;
        let state = self.program_state(target, false)?;
        let region = self.viewport.rect();
        self.apply_region(target.ctx, region)?;
        let indices = indices.map(|data| Indices {
            data: IndexData::U32(data),
            base_vertex: 0,
        });
        let drawn = self
            .renderer
            .draw_program_rhw(target.ctx, &state, prim, vertices, indices);
        self.keep_program_state(state);
        Ok(drawn?)
    }

    /// The viewport's MinZ..MaxZ as the renderer's depth range (WebGPU needs MinZ <= MaxZ).
    fn apply_depth_range(&mut self, ctx: ninth_render::ContextId) -> Result<()> {
        let (min_z, max_z) = (self.viewport.min_z, self.viewport.max_z);
        if min_z > max_z {
            return Err(Error::unsupported(format!(
                "viewport MinZ {min_z} above MaxZ {max_z}"
            )));
        }
        Ok(self.renderer.set_depth_range(ctx, min_z, max_z)?)
    }
}
