//! Rasterization WebGPU lacks, emulated on the CPU: D3DFILL_WIREFRAME (triangle edges as
//! lines), D3DFILL_POINT (triangle vertices as points), and point sizes other than 1 and point
//! sprites (each point a screen-aligned quad of the fixed vertex record).

use ninth_render::{FIXED_VERTEX_SIZE, Primitive};

use crate::draw::assemble::Geometry;

/// The triangles of a list or strip as list indices (fans are rewritten before).
pub(crate) fn triangle_list(primitive: Primitive, geometry: &Geometry) -> Vec<u32> {
    let order: Vec<u32> = match &geometry.indices {
        Some(indices) => indices.clone(),
        None => (0..geometry.count as u32).collect(),
    };
    match primitive {
        Primitive::TriangleStrip => (0..order.len().saturating_sub(2))
            .flat_map(|i| {
                // Every other strip triangle is wound the other way round (Vulkan's order,
                // which the wireframe edges follow).
                if i % 2 == 0 {
                    [order[i], order[i + 1], order[i + 2]]
                } else {
                    [order[i], order[i + 2], order[i + 1]]
                }
            })
            .collect(),
        _ => order[..order.len() - order.len() % 3].to_vec(),
    }
}

/// The three edges of each triangle, as line-list indices.
pub(crate) fn edges(triangles: &[u32]) -> Vec<u32> {
    triangles
        .chunks_exact(3)
        .flat_map(|t| [t[2], t[0], t[0], t[1], t[1], t[2]])
        .collect()
}

/// Replaces each point (fixed records, in `order` or record order) by two triangles of a
/// `size`-pixel square centred on it. With `sprite`, every coordinate set runs 0..1 across
/// the square (u to the right, v down), as D3DRS_POINTSPRITEENABLE makes them.
pub(crate) fn expand_points(
    records: &[u8],
    order: Option<&[u32]>,
    sizes: &[f32],
    sprite: bool,
) -> Vec<u8> {
    let count = records.len() / FIXED_VERTEX_SIZE;
    let all: Vec<u32> = (0..count as u32).collect();
    let order = order.unwrap_or(&all);
    let mut out = Vec::with_capacity(order.len() * 6 * FIXED_VERTEX_SIZE);
    for &i in order {
        let i = i as usize;
        let record = &records[i * FIXED_VERTEX_SIZE..(i + 1) * FIXED_VERTEX_SIZE];
        let read = |at: usize| f32::from_le_bytes(record[at..at + 4].try_into().unwrap_or([0; 4]));
        let (x, y, half) = (read(0), read(4), sizes[i] / 2.0);
        for (cx, cy) in [
            (0.0f32, 0.0f32),
            (1.0, 0.0),
            (0.0, 1.0),
            (0.0, 1.0),
            (1.0, 0.0),
            (1.0, 1.0),
        ] {
            let start = out.len();
            out.extend_from_slice(record);
            let corner = &mut out[start..];
            corner[0..4].copy_from_slice(&(x - half + 2.0 * half * cx).to_le_bytes());
            corner[4..8].copy_from_slice(&(y - half + 2.0 * half * cy).to_le_bytes());
            if sprite {
                for set in 0..8 {
                    let at = 24 + 16 * set;
                    for (k, v) in [cx, cy, 0.0, 1.0].into_iter().enumerate() {
                        corner[at + 4 * k..at + 4 * k + 4].copy_from_slice(&v.to_le_bytes());
                    }
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strips_alternate_and_edges_close_each_triangle() {
        let g = Geometry {
            vertices: vec![0; 5],
            stride: 1,
            count: 5,
            indices: None,
        };
        let list = triangle_list(Primitive::TriangleStrip, &g);
        assert_eq!(list, vec![0, 1, 2, 1, 3, 2, 2, 3, 4]);
        assert_eq!(edges(&list[..3]), vec![2, 0, 0, 1, 1, 2]);
    }

    #[test]
    fn points_become_squares_with_sprite_coordinates() {
        let mut record = vec![0u8; FIXED_VERTEX_SIZE];
        record[0..4].copy_from_slice(&8.0f32.to_le_bytes());
        record[4..8].copy_from_slice(&20.0f32.to_le_bytes());
        let out = expand_points(&record, None, &[4.0], true);
        assert_eq!(out.len(), 6 * FIXED_VERTEX_SIZE);
        let f = |v: usize, at: usize| {
            let o = v * FIXED_VERTEX_SIZE + at;
            f32::from_le_bytes(out[o..o + 4].try_into().unwrap())
        };
        assert_eq!(
            (f(0, 0), f(0, 4), f(5, 0), f(5, 4)),
            (6.0, 18.0, 10.0, 22.0)
        );
        assert_eq!((f(5, 24), f(5, 28), f(5, 24 + 16 * 7 + 4)), (1.0, 1.0, 1.0));
        assert_eq!((f(1, 24), f(1, 28)), (1.0, 0.0));
    }
}
