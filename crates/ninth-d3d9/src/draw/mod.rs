//! `DrawPrimitive`, `DrawIndexedPrimitive` and the `UP` variants: the geometry is gathered
//! on the CPU, then every draw goes through the renderer's programmable path, its vertex
//! stage chosen here: a vertex shader, or the fixed-function vertex pipeline for
//! untransformed vertices (both `draw_program`, `program.rs`), or the generated
//! pretransformed stage for XYZRHW / POSITIONT vertices (`draw_program_rhw`, with the
//! fixed-function pixel stage where no pixel shader is bound). Points, fill modes and the
//! scissor follow one rule for all of them: point lists whose points may be other than one
//! pixel are squares drawn by the vertex stage, D3DFILLMODE is the pipeline's polygon mode,
//! and the scissor rectangle clips with the viewport.

pub(crate) mod assemble;
pub(crate) mod blit;
mod fixed_state;
pub(crate) mod fvf_rhw;
mod program;
mod program_state;
mod raster_state;
#[cfg(test)]
mod sm1_tests;
pub(crate) mod tnl;

use ninth_render::Primitive;

use crate::consts::fvf;
use crate::device::Device;
use crate::error::{Error, Result};
use assemble::{Geometry, fan_to_list, indexed, vertex_count, vertex_range};
use fvf_rhw::RhwLayout;
use program::VertexRange;

/// Indices of an indexed `UP` draw.
#[derive(Clone, Copy, Debug)]
pub enum IndexData<'a> {
    /// `D3DFMT_INDEX16`.
    U16(&'a [u16]),
    /// `D3DFMT_INDEX32`.
    U32(&'a [u32]),
}

impl IndexData<'_> {
    fn to_u32(self) -> Vec<u32> {
        match self {
            Self::U16(v) => v.iter().map(|&i| u32::from(i)).collect(),
            Self::U32(v) => v.to_vec(),
        }
    }
}

/// The indices in `bytes` (16- or 32-bit little-endian) from `start`, `count` of them.
fn read_indices(bytes: &[u8], wide: bool, start: usize, count: usize) -> Result<Vec<u32>> {
    let mut out = Vec::with_capacity(count);
    read_indices_into(bytes, wide, start, count, &mut out)?;
    Ok(out)
}

/// [`read_indices`] into `out` (its allocation reused).
pub(crate) fn read_indices_into(
    bytes: &[u8],
    wide: bool,
    start: usize,
    count: usize,
    out: &mut Vec<u32>,
) -> Result<()> {
    out.clear();
    let width = if wide { 4 } else { 2 };
    let range = start
        .checked_add(count)
        .and_then(|e| e.checked_mul(width))
        .filter(|&e| e <= bytes.len());
    let Some(end) = range else {
        return Err(Error::invalid(format!(
            "{count} indices from index {start} run past the {}-byte index buffer",
            bytes.len()
        )));
    };
    let slice = &bytes[start * width..end];
    if wide {
        out.extend(
            slice
                .chunks_exact(4)
                .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])),
        );
    } else {
        out.extend(
            slice
                .chunks_exact(2)
                .map(|c| u32::from(u16::from_le_bytes([c[0], c[1]]))),
        );
    }
    Ok(())
}

impl Device<'_> {
    /// The bound index buffer's bytes and whether its indices are 32-bit.
    pub(crate) fn bound_index_buffer(&self) -> Result<(&[u8], bool)> {
        let ib_handle = self
            .indices
            .ok_or_else(|| Error::invalid("no index buffer set"))?;
        let ib = self.index_buffers.get(ib_handle)?;
        if ib.locked.is_some() {
            return Err(Error::invalid("the index buffer is locked"));
        }
        Ok((
            &ib.bytes,
            ib.format == crate::device::buffers::D3DFMT_INDEX32,
        ))
    }

    fn stream0(&self) -> Result<(&[u8], usize, usize)> {
        let Some(source) = self.streams[0].source else {
            return Err(Error::invalid("no vertex buffer on stream 0"));
        };
        let vb = self.vertex_buffers.get(source.buffer)?;
        if vb.locked.is_some() {
            return Err(Error::invalid("the stream 0 vertex buffer is locked"));
        }
        if self.streams[0].frequency != 1 {
            return Err(Error::unsupported(
                "geometry instancing (SetStreamSourceFreq)",
            ));
        }
        Ok((&vb.bytes, source.offset as usize, source.stride as usize))
    }

    /// `DrawPrimitive` from stream 0.
    pub fn draw_primitive(&mut self, primitive: u32, start_vertex: u32, count: u32) -> Result<()> {
        let n = vertex_count(primitive, count)?;
        if n == 0 {
            return Ok(());
        }
        if !self.pretransformed()? {
            let range = VertexRange::Plain {
                start: start_vertex as usize,
                count: n,
            };
            return self.draw_with_vertex_shader(primitive, range, None);
        }
        let (bytes, offset, stride) = self.stream0()?;
        let start = offset + start_vertex as usize * stride;
        let vertices = vertex_range(bytes, start, stride, n)?;
        self.draw(
            primitive,
            Geometry {
                vertices,
                stride,
                count: n,
                indices: None,
            },
        )
    }

    /// `DrawIndexedPrimitive`: indices from `start_index` of the bound index buffer, each
    /// plus `base_vertex`. `min_index` and `num_vertices` are D3D9's hints; the range the
    /// indices really reach is what is read.
    pub fn draw_indexed_primitive(
        &mut self,
        primitive: u32,
        base_vertex: i32,
        min_index: u32,
        num_vertices: u32,
        start_index: u32,
        count: u32,
    ) -> Result<()> {
        let n = vertex_count(primitive, count)?;
        let _hint = (min_index, num_vertices);
        if n == 0 {
            return Ok(());
        }
        let (bytes, wide) = self.bound_index_buffer()?;
        if !self.pretransformed()? {
            // Read into reused memory (no allocation per draw).
            let range = VertexRange::Bound {
                start: start_index as usize,
                count: n,
                base_vertex: i64::from(base_vertex),
            };
            return self.draw_with_vertex_shader(primitive, range, None);
        }
        let indices = read_indices(bytes, wide, start_index as usize, n)?;
        let (bytes, offset, stride) = self.stream0()?;
        if stride == 0 {
            return Err(Error::invalid("stream 0 has stride 0"));
        }
        let geometry = indexed(
            &bytes[offset.min(bytes.len())..],
            stride,
            &indices,
            i64::from(base_vertex),
        )?;
        self.draw(primitive, geometry)
    }

    /// `DrawPrimitiveUP`; stream 0 is unbound afterwards, as in D3D9.
    pub fn draw_primitive_up(
        &mut self,
        primitive: u32,
        count: u32,
        vertices: &[u8],
        stride: u32,
    ) -> Result<()> {
        let n = vertex_count(primitive, count)?;
        let stride = stride as usize;
        let result = if n == 0 {
            Ok(())
        } else if !self.pretransformed()? {
            let range = VertexRange::Plain { start: 0, count: n };
            self.draw_with_vertex_shader(primitive, range, Some((vertices, stride as u32)))
        } else {
            vertex_range(vertices, 0, stride, n).and_then(|v| {
                self.draw(
                    primitive,
                    Geometry {
                        vertices: v,
                        stride,
                        count: n,
                        indices: None,
                    },
                )
            })
        };
        self.streams[0].source = None;
        result
    }

    /// `DrawIndexedPrimitiveUP`; stream 0 and the index buffer are unbound afterwards.
    #[allow(clippy::too_many_arguments)]
    pub fn draw_indexed_primitive_up(
        &mut self,
        primitive: u32,
        min_index: u32,
        num_vertices: u32,
        count: u32,
        indices: IndexData<'_>,
        vertices: &[u8],
        stride: u32,
    ) -> Result<()> {
        let n = vertex_count(primitive, count)?;
        let _hint = (min_index, num_vertices);
        let all = indices.to_u32();
        let result = if n == 0 {
            Ok(())
        } else if all.len() < n {
            Err(Error::invalid(format!(
                "{n} indices needed, {} given",
                all.len()
            )))
        } else if stride == 0 {
            Err(Error::invalid("stride 0"))
        } else if !self.pretransformed()? {
            let range = VertexRange::Indexed {
                indices: &all[..n],
                base_vertex: 0,
            };
            self.draw_with_vertex_shader(primitive, range, Some((vertices, stride)))
        } else {
            indexed(vertices, stride as usize, &all[..n], 0).and_then(|g| self.draw(primitive, g))
        };
        self.streams[0].source = None;
        self.indices = None;
        result
    }

    /// Draws gathered pretransformed vertices (no vertex shader bound): converted to the
    /// renderer's fixed record and drawn through the generated RHW vertex stage with the
    /// pixel shader, or the fixed-function pixel stage, of the bound state.
    fn draw(&mut self, primitive: u32, geometry: Geometry) -> Result<()> {
        self.with_pinned_textures(|dev| dev.draw_pretransformed(primitive, geometry))
    }

    fn draw_pretransformed(&mut self, primitive: u32, mut geometry: Geometry) -> Result<()> {
        let mut prim = ninth_render::Primitive::from_d3d(primitive)?;
        let layout = match self.declaration {
            Some(decl) => RhwLayout::of_declaration(self.declarations.get(decl)?)?,
            None if self.fvf & fvf::POSITION_MASK == fvf::XYZRHW => RhwLayout::of(self.fvf),
            None => {
                return Err(Error::unsupported(
                    "untransformed vertices without a vertex shader (the fixed-function vertex pipeline)",
                ));
            }
        };
        if geometry.stride < layout.size {
            return Err(Error::invalid(format!(
                "stride {} is smaller than the vertex layout's {} bytes",
                geometry.stride, layout.size
            )));
        }
        if prim == Primitive::TriangleFan {
            prim = fan_to_list(&mut geometry);
        }
        let vertices = fvf_rhw::to_fixed(&layout, &geometry.vertices, geometry.stride);
        // Points with their own size (D3DFVF_PSIZE): the renderer clamps and draws them.
        let sizes: Option<Vec<f32>> = (prim == Primitive::PointList && layout.psize.is_some())
            .then(|| fvf_rhw::point_sizes(&layout, &geometry.vertices, geometry.stride).collect());
        if self.pixel_shader.is_some() && sizes.is_none() {
            return self.draw_rhw_with_pixel_shader(prim, &vertices, geometry.indices.as_deref());
        }
        let target = self.target0()?;
        self.bind_targets(target, self.draw_uses_depth())?;
        let resolved_before = self.resolutions;
        // Not the fixed-function vertex pipeline: no vertex constants of its own.
        let mut state = self.program_state(target, false)?;
        if self.pixel_shader.is_none() {
            match self.rhw_pixel_state(target, &layout.tex_sizes()) {
                Ok(pixel) => {
                    *state.fixed_pixel = pixel;
                    // Draws through the fixed-function vertex pipeline set theirs again.
                    self.tnl_pixel_current = false;
                }
                Err(e) => {
                    self.keep_program_state(state);
                    return Err(e);
                }
            }
        }
        // A draw counts once, whichever of its states it resolved again.
        self.resolutions = resolved_before + u64::from(self.resolutions != resolved_before);
        let region = self.viewport.rect();
        if let Err(e) = self.apply_region(target.ctx, region) {
            self.keep_program_state(state);
            return Err(e);
        }
        let indices = geometry
            .indices
            .as_deref()
            .map(|data| ninth_render::Indices {
                data: ninth_render::IndexData::U32(data),
                base_vertex: 0,
            });
        let ctx = target.ctx;
        let drawn = match &sizes {
            Some(sizes) => self
                .renderer
                .draw_program_rhw_points(ctx, &state, &vertices, sizes, indices),
            None => self
                .renderer
                .draw_program_rhw(ctx, &state, prim, &vertices, indices),
        };
        self.keep_program_state(state);
        Ok(drawn?)
    }
}
