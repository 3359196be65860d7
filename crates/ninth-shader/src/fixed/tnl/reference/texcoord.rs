//! Texture coordinate processing: the set a stage reads or the coordinates its
//! `D3DTSS_TCI_*` mode generates, then `D3DTS_TEXTUREn` per `D3DTTFF_COUNTn`.

use super::TnlVertex;
use super::math::{V3, V4, dot, length, mul4, normalize, scale, sub};
use crate::fixed::tnl::TnlState;

/// `D3DTSS_TCI_CAMERASPACENORMAL`.
const TCI_NORMAL: u32 = 1;
/// `D3DTSS_TCI_CAMERASPACEPOSITION`.
const TCI_POSITION: u32 = 2;
/// `D3DTSS_TCI_CAMERASPACEREFLECTIONVECTOR`.
const TCI_REFLECTION: u32 = 3;
/// `D3DTSS_TCI_SPHEREMAP`.
const TCI_SPHEREMAP: u32 = 4;

/// The reflection of the eye-to-vertex direction about the normal:
/// `R = I - 2 (N . I) N`, `I = norm(P)`.
fn reflection(pos: V3, normal: V3) -> V3 {
    let i = normalize(pos);
    sub(i, scale(normal, 2.0 * dot(normal, i)))
}

/// Set `set` of the vertex with the components it lacks at 0; with `pad` (the coordinates
/// go through the texture transform) the first lacking component reads 1 instead, so that
/// `(u, v)` transforms as `(u, v, 1, 0)`. An absent set reads (0, 0, 0, 0).
fn passthrough(state: &TnlState, v: &TnlVertex, set: usize, pad: bool) -> V4 {
    let n = state
        .input
        .texcoords
        .get(set)
        .map_or(0, |&c| usize::from(c.min(4)));
    let tc = v.texcoords.get(set).copied().unwrap_or_default();
    std::array::from_fn(|i| {
        if i < n {
            tc[i]
        } else if pad && n > 0 && i == n {
            1.0
        } else {
            0.0
        }
    })
}

/// The coordinates stage `stage` samples with (before any projective divide): camera-space
/// `pos` (divided by w) and `normal` feed the generated modes.
pub(super) fn texcoord(state: &TnlState, v: &TnlVertex, stage: usize, pos: V3, normal: V3) -> V4 {
    let s = state.stages[stage];
    let count = (s.transform_flags & 0xff) as usize;
    let transform = (1..=4).contains(&count);
    let input: V4 = match s.texcoord_index >> 16 {
        TCI_NORMAL => [normal[0], normal[1], normal[2], 1.0],
        TCI_POSITION => [pos[0], pos[1], pos[2], 1.0],
        TCI_REFLECTION => {
            let r = reflection(pos, normal);
            [r[0], r[1], r[2], 1.0]
        }
        TCI_SPHEREMAP => {
            let r = reflection(pos, normal);
            let m = 2.0 * length([r[0], r[1], r[2] + 1.0]);
            [r[0] / m + 0.5, r[1] / m + 0.5, 0.0, 1.0]
        }
        _ => passthrough(state, v, (s.texcoord_index & 0xffff) as usize, transform),
    };
    if !transform {
        return input;
    }
    let t = mul4(input, &state.texture_transforms[stage]);
    std::array::from_fn(|i| if i < count { t[i] } else { 0.0 })
}
