//! Gathering a draw's vertices and indices on the CPU: the vertex range it reads, indices
//! rebased to that range (base vertex applied), triangle fans rewritten as lists.

use ninth_render::Primitive;

use crate::error::{Error, Result};

/// A draw's geometry: `count` vertices of `stride` bytes and indices into them.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Geometry {
    pub vertices: Vec<u8>,
    pub stride: usize,
    pub count: usize,
    pub indices: Option<Vec<u32>>,
}

/// The vertices (or indices) of `count` primitives, or an error for an unknown type.
pub(crate) fn vertex_count(primitive: u32, count: u32) -> Result<usize> {
    ninth_scene::command::vertices_for(primitive, count)
        .map(|n| n as usize)
        .ok_or_else(|| Error::invalid(format!("D3DPRIMITIVETYPE {primitive} is not valid")))
}

/// `count` vertices of `stride` bytes at byte `offset` of `bytes`.
pub(crate) fn vertex_range(
    bytes: &[u8],
    offset: usize,
    stride: usize,
    count: usize,
) -> Result<Vec<u8>> {
    let end = count
        .checked_mul(stride)
        .and_then(|n| n.checked_add(offset));
    match end {
        Some(end) if end <= bytes.len() && stride > 0 => Ok(bytes[offset..end].to_vec()),
        _ => Err(Error::invalid(format!(
            "{count} vertices of {stride} bytes at byte {offset} run past the {}-byte buffer",
            bytes.len()
        ))),
    }
}

/// Writes `indices` plus `base` into `out` relative to the smallest of them (`out`'s
/// allocation is reused), each checked non-negative; with the smallest and largest
/// (`None` without indices).
pub(crate) fn rebase_into(
    indices: &[u32],
    base: i64,
    out: &mut Vec<u32>,
) -> Result<Option<(u32, u32)>> {
    out.clear();
    let Some(&first) = indices.first() else {
        return Ok(None);
    };
    let (mut min, mut max) = (first, first);
    for &i in indices {
        min = min.min(i);
        max = max.max(i);
    }
    let rebased = |i: u32| u32::try_from(i64::from(i) + base).ok();
    let (Some(lo), Some(hi)) = (rebased(min), rebased(max)) else {
        // Name the first index (in draw order) that is out of range.
        let i = indices
            .iter()
            .copied()
            .find(|&i| rebased(i).is_none())
            .unwrap_or(min);
        return Err(Error::invalid(format!(
            "index {i} plus base vertex {base} is outside the buffer"
        )));
    };
    // Every index plus `base` lies in lo..=hi: `i + base - lo` is `i - min`.
    out.extend_from_slice(indices);
    out.iter_mut().for_each(|i| *i -= min);
    Ok(Some((lo, hi)))
}

/// Indexed geometry from `vertices` (`stride` bytes each): only the range the indices
/// reach is kept, and the indices are made relative to it.
pub(crate) fn indexed(
    vertices: &[u8],
    stride: usize,
    indices: &[u32],
    base: i64,
) -> Result<Geometry> {
    let mut rebased = Vec::with_capacity(indices.len());
    let Some((lo, hi)) = rebase_into(indices, base, &mut rebased)? else {
        return Ok(Geometry {
            vertices: Vec::new(),
            stride,
            count: 0,
            indices: Some(Vec::new()),
        });
    };
    let count = (hi - lo) as usize + 1;
    let bytes = vertex_range(vertices, lo as usize * stride, stride, count)?;
    Ok(Geometry {
        vertices: bytes,
        stride,
        count,
        indices: Some(rebased),
    })
}

/// Rewrites a fan as a list (WebGPU has no fans): `(i, i + 1, 0)` for each triangle, in the
/// fan's winding and with D3D9's flat-shading vertex first (the fan's vertex i, not its
/// centre).
pub(crate) fn fan_to_list(geometry: &mut Geometry) -> Primitive {
    let order: Vec<u32> = match &geometry.indices {
        Some(indices) => indices.clone(),
        None => (0..geometry.count as u32).collect(),
    };
    let mut list = Vec::with_capacity(order.len().saturating_sub(2) * 3);
    for i in 1..order.len().saturating_sub(1) {
        list.extend_from_slice(&[order[i], order[i + 1], order[0]]);
    }
    geometry.indices = Some(list);
    Primitive::TriangleList
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fans_become_lists_in_the_fan_winding() {
        let mut g = Geometry {
            vertices: vec![0; 5 * 4],
            stride: 4,
            count: 5,
            indices: None,
        };
        assert_eq!(fan_to_list(&mut g), Primitive::TriangleList);
        assert_eq!(g.indices.unwrap(), vec![1, 2, 0, 2, 3, 0, 3, 4, 0]);
        let mut g = Geometry {
            vertices: vec![0; 16],
            stride: 4,
            count: 4,
            indices: Some(vec![3, 1, 0, 2]),
        };
        fan_to_list(&mut g);
        assert_eq!(g.indices.unwrap(), vec![1, 0, 3, 0, 2, 3]);
    }

    #[test]
    fn base_vertex_rebases_to_the_range_the_indices_reach() {
        // Ten 1-byte vertices 0..10; indices 0..2 with base 5 read vertices 5..8.
        let vertices: Vec<u8> = (0..10).collect();
        let g = indexed(&vertices, 1, &[2, 0, 1], 5).unwrap();
        assert_eq!(g.vertices, vec![5, 6, 7]);
        assert_eq!(g.indices.unwrap(), vec![2, 0, 1]);
        assert!(indexed(&vertices, 1, &[0], -1).is_err(), "negative vertex");
        assert!(indexed(&vertices, 1, &[5], 5).is_err(), "past the end");
        let g = indexed(&vertices, 1, &[9, 7], -2).unwrap();
        assert_eq!(
            (g.vertices, g.indices.unwrap()),
            (vec![5, 6, 7], vec![2, 0])
        );
    }

    #[test]
    fn counts_and_wide_indices() {
        assert_eq!(vertex_count(6, 3).unwrap(), 5);
        assert_eq!(vertex_count(2, 3).unwrap(), 6);
        assert!(vertex_count(7, 1).is_err());
    }
}
