//! Validation shared by the draw entry points: counts, index bounds, no-op cases, strips
//! holding WebGPU's restart value. Runs before anything is recorded, so nothing is drawn on
//! error.

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

/// WebGPU restarts an indexed strip at the largest index value (`restart`: 0xFFFF or
/// 0xFFFFFFFF); D3D9 has no restart, and 0xFFFF is vertex 65535 of a 65536-vertex draw.
/// Such a strip is rewritten as a list with D3D9's winding (odd triangles swap their first
/// two vertices); `None` when the indices need no rewrite.
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
            strip_as_list(Primitive::TriangleStrip, &[0u16, 1, 2, 3], u16::MAX),
            None
        );
        let (p, list) =
            strip_as_list(Primitive::TriangleStrip, &[0u16, 1, 65535, 3], u16::MAX).unwrap();
        assert_eq!(p, Primitive::TriangleList);
        assert_eq!(list, vec![0, 1, 65535, 65535, 1, 3]);
        let (p, list) = strip_as_list(Primitive::LineStrip, &[7u16, 65535, 2], u16::MAX).unwrap();
        assert_eq!(p, Primitive::LineList);
        assert_eq!(list, vec![7, 65535, 65535, 2]);
        assert_eq!(
            strip_as_list(Primitive::TriangleList, &[65535u16, 0, 1], u16::MAX),
            None
        );
    }
}
