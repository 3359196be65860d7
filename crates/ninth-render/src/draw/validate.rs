//! Validation shared by the draw paths: counts, index bounds, no-op cases. Runs before
//! anything is recorded, so nothing is drawn on error.

use crate::draw::Primitive;
use crate::error::{Error, Result};

/// Most vertices per draw.
pub const MAX_VERTICES: usize = 65536;
/// Most 16-bit indices per draw.
pub const MAX_INDICES: usize = 196608;

/// How many `stride`-byte vertices `bytes` holds, or an Args error when it is not a whole
/// number of them.
pub(crate) fn whole_vertices(bytes: usize, stride: usize) -> Result<usize> {
    if stride == 0 || !bytes.is_multiple_of(stride) {
        return Err(Error::args(format!(
            "vertex data of {bytes} bytes is not a whole number of {stride}-byte vertices"
        )));
    }
    Ok(bytes / stride)
}

/// The largest index, written so the compiler vectorises it.
pub(crate) fn max_index(indices: &[u16]) -> u16 {
    indices.iter().copied().fold(0, u16::max)
}

/// What a validated draw will do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Validated {
    /// Draw it.
    Draw,
    /// Too few vertices or indices for one primitive, or an empty viewport: succeed, draw
    /// nothing.
    NoOp,
}

/// Checks vertex/index counts and index bounds.
pub(crate) fn validate_counts(
    primitive: Primitive,
    vertex_count: usize,
    indices: Option<&[u16]>,
) -> Result<Validated> {
    primitive.topology()?;
    if vertex_count == 0 || vertex_count > MAX_VERTICES {
        return Err(Error::bounds(format!(
            "vertex count {vertex_count} is outside 1..={MAX_VERTICES}"
        )));
    }
    let drawn = match indices {
        Some(indices) => {
            if indices.len() > MAX_INDICES {
                return Err(Error::bounds(format!(
                    "index count {} is over {MAX_INDICES}",
                    indices.len()
                )));
            }
            let largest = usize::from(max_index(indices));
            if !indices.is_empty() && largest >= vertex_count {
                return Err(Error::bounds(format!(
                    "index {largest} is not below the vertex count {vertex_count}"
                )));
            }
            indices.len()
        }
        None => vertex_count,
    };
    if drawn < primitive.min_vertices() {
        return Ok(Validated::NoOp);
    }
    Ok(Validated::Draw)
}

/// A validated draw's geometry: the primitive and indices to draw (strips using index
/// 0xFFFF rewritten as lists) and the wgpu topology.
pub(crate) struct Geometry<'a> {
    pub topology: wgpu::PrimitiveTopology,
    pub indices: Option<std::borrow::Cow<'a, [u16]>>,
    pub vertex_count: usize,
}

/// The validation every draw path shares: counts and index bounds, the primitive, and
/// `D3DRS_COLORWRITEENABLE`. `None` when the draw is a no-op (too few vertices or indices).
pub(crate) fn validate_geometry<'a>(
    primitive: Primitive,
    vertex_count: usize,
    indices: Option<&'a [u16]>,
    color_write_mask: u32,
) -> Result<Option<Geometry<'a>>> {
    if validate_counts(primitive, vertex_count, indices)? == Validated::NoOp {
        return Ok(None);
    }
    let (primitive, indices) = match indices.and_then(|i| restart_free_indices(primitive, i)) {
        Some((list, list_indices)) => (list, Some(std::borrow::Cow::Owned(list_indices))),
        None => (primitive, indices.map(std::borrow::Cow::Borrowed)),
    };
    let topology = primitive.topology()?;
    if color_write_mask > 0xf {
        return Err(Error::state(format!(
            "D3DRS_COLORWRITEENABLE {color_write_mask:#x} has bits above 0xf"
        )));
    }
    Ok(Some(Geometry {
        topology,
        indices,
        vertex_count,
    }))
}

/// WebGPU restarts an indexed strip at index 0xFFFF; D3D9 has no restart, and 0xFFFF is vertex
/// 65535 of a 65536-vertex draw. Such a strip is rewritten as a list with D3D9's winding
/// (odd triangles swap their first two vertices).
pub(crate) fn restart_free_indices(
    primitive: Primitive,
    indices: &[u16],
) -> Option<(Primitive, Vec<u16>)> {
    strip_as_list(primitive, indices, u16::MAX)
}

/// [`restart_free_indices`] for any index type and its restart value.
pub(crate) fn strip_as_list<T: Copy + PartialEq>(
    primitive: Primitive,
    indices: &[T],
    restart: T,
) -> Option<(Primitive, Vec<T>)> {
    if !matches!(primitive, Primitive::TriangleStrip | Primitive::LineStrip)
        || !indices.contains(&restart)
    {
        return None;
    }
    Some(match primitive {
        Primitive::TriangleStrip => (
            Primitive::TriangleList,
            indices
                .windows(3)
                .enumerate()
                .flat_map(|(i, t)| {
                    if i % 2 == 0 {
                        [t[0], t[1], t[2]]
                    } else {
                        [t[1], t[0], t[2]]
                    }
                })
                .collect(),
        ),
        _ => (
            Primitive::LineList,
            indices.windows(2).flatten().copied().collect(),
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strips_with_index_0xffff_become_lists_with_d3d9_winding() {
        assert_eq!(
            restart_free_indices(Primitive::TriangleStrip, &[0, 1, 2, 3]),
            None
        );
        let (p, list) = restart_free_indices(Primitive::TriangleStrip, &[0, 1, 65535, 3]).unwrap();
        assert_eq!(p, Primitive::TriangleList);
        assert_eq!(list, vec![0, 1, 65535, 65535, 1, 3]);
        let (p, list) = restart_free_indices(Primitive::LineStrip, &[7, 65535, 2]).unwrap();
        assert_eq!(p, Primitive::LineList);
        assert_eq!(list, vec![7, 65535, 65535, 2]);
        assert_eq!(
            restart_free_indices(Primitive::TriangleList, &[65535, 0, 1]),
            None
        );
    }
}
