//! Validation shared by the draw paths: counts, index bounds, no-op cases. Runs before
//! anything is recorded, so nothing is drawn on error.

use crate::draw::Primitive;
use crate::error::{Error, Result};

/// Most vertices per draw.
pub const MAX_VERTICES: usize = 65536;
/// Most 16-bit indices per draw.
pub const MAX_INDICES: usize = 196608;

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
