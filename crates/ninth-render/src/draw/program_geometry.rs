//! Index validation of the programmable path: 16- or 32-bit indices with a base vertex,
//! every index inside the vertex streams, strips holding WebGPU's restart value rewritten as
//! lists.

use std::borrow::Cow;

use crate::draw::Primitive;
use crate::draw::validate::strip_as_list;
use crate::error::{Error, Result};
use crate::state::program::{IndexData, Indices};

/// A validated draw's topology and what it draws.
pub(crate) struct ProgramGeometry<'a> {
    pub topology: wgpu::PrimitiveTopology,
    /// Index bytes, format and count; `None` draws `vertex_count` vertices in order.
    pub index: Option<(Cow<'a, [u8]>, wgpu::IndexFormat, u32)>,
    pub base_vertex: i32,
    pub vertex_count: u32,
}

impl ProgramGeometry<'_> {
    /// A point quad: two triangles (six vertices) drawn once per point as instances.
    pub fn point_quads() -> Self {
        Self {
            topology: wgpu::PrimitiveTopology::TriangleList,
            index: None,
            base_vertex: 0,
            vertex_count: 6,
        }
    }
}

/// Smallest and largest index (0, 0 for none), in one pass.
fn index_range<T: Copy + Ord + Into<i64>>(indices: &[T]) -> (i64, i64) {
    let Some(&first) = indices.first() else {
        return (0, 0);
    };
    let (min, max) = indices
        .iter()
        .fold((first, first), |(lo, hi), &i| (lo.min(i), hi.max(i)));
    (min.into(), max.into())
}

/// Validates a draw's counts and indices; `None` when it draws nothing (too few vertices or
/// indices for one primitive). `vertex_count` is what the vertex-rate streams hold.
pub(crate) fn validate_program_geometry<'a>(
    primitive: Primitive,
    vertex_count: Option<usize>,
    indices: Option<Indices<'a>>,
) -> Result<Option<ProgramGeometry<'a>>> {
    let mut topology = primitive.topology()?;
    let Some(indices) = indices else {
        let count = vertex_count.ok_or_else(|| {
            Error::args("a draw without indices needs a vertex-rate stream to count vertices")
        })?;
        if count < primitive.min_vertices() {
            return Ok(None);
        }
        let count = u32::try_from(count)
            .map_err(|_| Error::bounds(format!("vertex count {count} exceeds 32 bits")))?;
        return Ok(Some(ProgramGeometry {
            topology,
            index: None,
            base_vertex: 0,
            vertex_count: count,
        }));
    };
    if indices.data.len() < primitive.min_vertices() {
        return Ok(None);
    }
    let (min, max) = match indices.data {
        IndexData::U16(i) => index_range(i),
        IndexData::U32(i) => index_range(i),
    };
    let base = i64::from(indices.base_vertex);
    let limit = vertex_count.map_or(i64::MAX, |c| c as i64);
    if min + base < 0 || max + base >= limit {
        return Err(Error::bounds(format!(
            "indices {min}..={max} with base vertex {base} reach outside the {limit} vertices \
             of the streams"
        )));
    }
    if u32::try_from(indices.data.len()).is_err() {
        return Err(Error::bounds("more than 2^32 indices"));
    }
    let (list, index) = match indices.data {
        IndexData::U16(i) => index_bytes(primitive, i, u16::MAX, wgpu::IndexFormat::Uint16),
        IndexData::U32(i) => index_bytes(primitive, i, u32::MAX, wgpu::IndexFormat::Uint32),
    };
    if let Some(list) = list {
        topology = list.topology()?;
    }
    Ok(Some(ProgramGeometry {
        topology,
        index: Some(index),
        base_vertex: indices.base_vertex,
        vertex_count: 0,
    }))
}

type IndexBytes<'a> = (Cow<'a, [u8]>, wgpu::IndexFormat, u32);

/// The index bytes to upload, and the list primitive when a strip holding `restart` (which
/// WebGPU would treat as a strip cut) was rewritten.
fn index_bytes<T: bytemuck::Pod + PartialEq>(
    primitive: Primitive,
    indices: &[T],
    restart: T,
    format: wgpu::IndexFormat,
) -> (Option<Primitive>, IndexBytes<'_>) {
    match strip_as_list(primitive, indices, restart) {
        Some((list, rewritten)) => {
            let n = rewritten.len() as u32;
            let bytes = bytemuck::cast_slice(&rewritten).to_vec();
            (Some(list), (Cow::Owned(bytes), format, n))
        }
        None => (
            None,
            (
                Cow::Borrowed(bytemuck::cast_slice(indices)),
                format,
                indices.len() as u32,
            ),
        ),
    }
}
