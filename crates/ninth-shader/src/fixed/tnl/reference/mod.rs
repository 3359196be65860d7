//! A CPU model of the fixed-function vertex pipeline, written from the D3D9 equations
//! independently of the shader generator: the oracle the GPU tests compare against, and what
//! this crate's tests check by hand-computed numbers.
//!
//! [`vertex`] takes one [`TnlVertex`] through D3D9's stages: tweening or vertex blending,
//! world, view and projection; normals by the inverse transpose of world-view
//! (NORMALIZENORMALS); lighting in camera space; texture coordinate selection, generation
//! and transform; vertex fog; point size; user clip distances. What the vertex lacks is read
//! from [`TnlState::input`], not from the [`TnlVertex`] fields.
//!
//! # Choices where the documentation is silent or ambiguous
//!
//! - **Absent elements.** POSITION is `(x, y, z, 1)` for [`PositionInput::Xyz`]; NORMAL,
//!   POSITION1 and NORMAL1 read (0, 0, 0) (no normal: no diffuse or specular, as wined3d);
//!   COLOR0 reads opaque white and COLOR1 (0, 0, 0, 0): native D3D9 fogs an FVF draw without
//!   specular completely (dxvk issue 5470), so its fog alpha is 0 (DXVK's own shader uses
//!   alpha 1). BLENDWEIGHT components past the declared count read 0; an absent TEXCOORD set
//!   reads (0, 0, 0, 0).
//! - **Homogeneous positions.** Lighting, texture generation, fog and point scaling use the
//!   camera-space position divided by its w (wined3d); the clip position and the clip
//!   distances use the undivided one.
//! - **Normals** go through the upper 3x3 of the 4x4 inverse of world-view, transposed
//!   (DXVK, wined3d); where world-view is singular, through world-view itself (wined3d, after
//!   D3D's older behaviour). Blended normals (1-3WEIGHTS, or 0WEIGHTS with indices) go
//!   through each world-view matrix's own upper 3x3, weighted like the positions, not its
//!   inverse transpose: the indexed capture of `scenes/ff_vertex_blend.scene` (DXVK, which
//!   does this) shows it where the blend matrices scale, although "Geometry Blending" speaks
//!   of "a corresponding inverse world-view matrix". NORMALIZENORMALS leaves a zero normal
//!   zero (DXVK).
//! - **Non-local viewer.** With LOCALVIEWER off the eye direction is (0, 0, -1): the DirectX 8
//!   documentation, wined3d and DXVK. The D3D9 page's "(0, 0, 1)" would put the viewer
//!   behind the camera of D3D's left-handed camera space, where visible vertices have z > 0.
//! - **Dot products.** N.Ldir and N.H are saturated to 0..1 (DXVK; wined3d saturates N.Ldir),
//!   and a light adds specular only where both are positive (both). Atten is
//!   `min(1 / (att0 + att1 d + att2 d^2), f32::MAX)` (DXVK), and a point or spot light
//!   farther than its range adds nothing, ambient included. The spot factor multiplies the
//!   light's ambient term as the ambient equation says (both).
//! - **Lights** are moved to camera space by the view matrix (positions with w = 1, not
//!   divided; directions by its 3x3, then normalised). Lights past the eighth are ignored.
//! - **Specular.** The specular output's alpha is `Cs.a * sum(Ls.a * ...)` like its colour
//!   (wined3d, DXVK). With LIGHTING on and SPECULARENABLE off it is (0, 0, 0, 0), as the
//!   DirectX 8 documentation states (DXVK passes the vertex's COLOR1 instead). With LIGHTING
//!   off both vertex colours pass through whatever SPECULARENABLE says.
//! - **Material sources** other than `D3DMCS_COLOR1` / `COLOR2` read the material.
//! - **Vertex blending.** 1-3WEIGHTS use the weights the vertex has, missing ones reading 0
//!   (wined3d; DXVK turns blending off for a vertex without BLENDWEIGHT). Indexed blending
//!   needs INDEXEDVERTEXBLENDENABLE and BLENDINDICES in the vertex (both); an index above
//!   [`MAX_BLEND_MATRIX_INDEX`] (which D3D9 leaves undefined) reads WORLDMATRIX(8), as the
//!   generated program clamps it.
//!   0WEIGHTS uses one matrix with weight 1 (WORLDMATRIX(index 0) when indexed, WORLD
//!   otherwise); D3DVBF values D3D9 does not define act as DISABLE.
//! - **Tweening** blends x, y, z (w stays POSITION0's) where the vertex has POSITION1, and
//!   the normal where it has NORMAL and NORMAL1: D3D9 asks for "a second position or a
//!   second normal", and an element without its second copy stays as it is (DXVK blends
//!   towards a zero NORMAL1 instead).
//! - **Texture transforms.** COUNT1-4 transform the coordinates and keep that many
//!   components, the rest reading 0 (DXVK). COUNT1 follows the documentation ("any other
//!   value" than DISABLE applies the matrix), though NVIDIA treats it as DISABLE (wined3d and
//!   DXVK do too) and AMD as COUNT2; no oracle scene sets it, and the generated program
//!   reads it the same way (the pixel stage then samples the one coordinate, with v = 0, and
//!   does not divide for PROJECTED). DISABLE and counts above 4 pass the coordinates
//!   unchanged. Read coordinates going into the transform get a 1
//!   after their last component and 0 after that (`(u, v)` becomes `(u, v, 1, 0)`: wined3d,
//!   DXVK); untransformed ones read 0 there (DXVK). Generated coordinates have w = 1.
//! - **Texture generation.** Modes D3D9 does not define act as PASSTHRU; a set index above 7
//!   reads an absent set. The reflection vector is `I - 2 (N . I) N` with `I` the unit vector
//!   from the eye to the vertex, whatever LOCALVIEWER says, and SPHEREMAP is
//!   `(Rx / m + 1/2, Ry / m + 1/2, 0, 1)` with `m = 2 |R + (0, 0, 1)|` (wined3d, DXVK).
//! - **Fog.** The vertex supplies the fog factor when FOGENABLE is on and FOGTABLEMODE is not
//!   EXP, EXP2 or LINEAR (table fog wins); elsewhere [`TnlOutput::fog`] is 1. Its distance is
//!   `|z|` of the camera-space position, or its length with RANGEFOGENABLE. With
//!   FOGVERTEXMODE NONE the factor is the vertex's COLOR1 alpha ("the fog value always comes
//!   only from the specular color's alpha channel"; wined3d's fog rules). LINEAR with end =
//!   start is 0 (everything fogged, like the pixel reference and wined3d). The factor is
//!   saturated, as D3D9 clamps oFog.
//! - **Point size** is cut to POINTSIZE_MAX, then raised to POINTSIZE_MIN, so the minimum
//!   wins when it is above the maximum. D3D9 leaves that case open (the driver guide asks
//!   for a size "no smaller than" the minimum and "no larger than" the maximum; no oracle
//!   scene sets it); ninth's renderer clamps every vertex program's point size this way, so
//!   the pipeline does too. The device's MaxPointSize is not applied.
//! - **Clip distances** are `plane . world position` (4D) for the planes
//!   D3DRS_CLIPPLANEENABLE enables, 0 for the others.

mod light;
mod math;
mod texcoord;

use super::{MAX_BLEND_MATRIX_INDEX, MAX_CLIP_PLANES, PositionInput, STAGES, TnlState};
use math::{V3, V4, dot, length, mul_mat, mul3, mul4, normal_matrix, sat, upper3, xyz};

/// One input vertex, with every element the fixed-function pipeline can read. Only the
/// elements [`TnlState::input`] declares are read; [`Default`] gives D3D9's values for the
/// others.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TnlVertex {
    /// POSITION; w is read only for [`PositionInput::Xyzw`].
    pub position: [f32; 4],
    /// POSITION1 (tweening).
    pub position1: [f32; 3],
    /// BLENDWEIGHT (the first `input.blend_weights` components are read).
    pub blend_weights: [f32; 4],
    /// BLENDINDICES, in weight order (as the front-end fetched them).
    pub blend_indices: [u8; 4],
    /// NORMAL.
    pub normal: [f32; 3],
    /// NORMAL1 (tweening).
    pub normal1: [f32; 3],
    /// PSIZE.
    pub psize: f32,
    /// COLOR0 (diffuse), RGBA 0..1.
    pub diffuse: [f32; 4],
    /// COLOR1 (specular), RGBA 0..1.
    pub specular: [f32; 4],
    /// TEXCOORD0-7 (the first `input.texcoords[n]` components of set n are read).
    pub texcoords: [[f32; 4]; STAGES],
}

impl Default for TnlVertex {
    /// The origin, weights and indices 0, no normal, PSIZE 1, opaque white diffuse,
    /// (0, 0, 0, 0) specular, zero texture coordinates.
    fn default() -> Self {
        TnlVertex {
            position: [0.0, 0.0, 0.0, 1.0],
            position1: [0.0; 3],
            blend_weights: [0.0; 4],
            blend_indices: [0; 4],
            normal: [0.0; 3],
            normal1: [0.0; 3],
            psize: 1.0,
            diffuse: [1.0; 4],
            specular: [0.0; 4],
            texcoords: [[0.0; 4]; STAGES],
        }
    }
}

/// What the pipeline gives the rasteriser for one vertex.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TnlOutput {
    /// Clip-space position (before the viewport transform and any half-pixel shift).
    pub position: [f32; 4],
    /// Diffuse colour RGBA, saturated.
    pub diffuse: [f32; 4],
    /// Specular colour RGBA, saturated.
    pub specular: [f32; 4],
    /// The coordinates stage n samples with: its set or generated coordinates, transformed
    /// per its COUNTn, before any PROJECTED divide (the pixel stage divides).
    pub texcoords: [[f32; 4]; STAGES],
    /// The vertex fog factor (saturated) where vertex fog applies, else 1.
    pub fog: f32,
    /// Point size in pixels.
    pub point_size: f32,
    /// Distance to each user clip plane (kept where >= 0); 0 for disabled planes.
    pub clip_distances: [f32; MAX_CLIP_PLANES],
}

/// The vertex after blending / tweening: world and camera position, camera-space normal.
struct Geometry {
    world: V4,
    camera: V4,
    normal: V3,
}

/// `D3DVBF_TWEENING`.
const VBF_TWEENING: u32 = 255;
/// `D3DVBF_0WEIGHTS`.
const VBF_0WEIGHTS: u32 = 256;

fn lerp3(a: V3, b: V3, t: f32) -> V3 {
    std::array::from_fn(|i| a[i] * (1.0 - t) + b[i] * t)
}

/// Tweening or vertex blending, then world and view.
fn geometry(state: &TnlState, v: &TnlVertex) -> Geometry {
    let input = &state.input;
    let [x, y, z, w] = v.position;
    let mut pos = match input.position {
        PositionInput::Xyz => [x, y, z, 1.0],
        PositionInput::Xyzw => [x, y, z, w],
    };
    let mut normal = if input.normal { v.normal } else { [0.0; 3] };
    if state.vertex_blend == VBF_TWEENING {
        let t = state.tween_factor;
        if input.position1 {
            let p = lerp3(xyz(pos), v.position1, t);
            pos = [p[0], p[1], p[2], pos[3]];
        }
        if input.normal && input.normal1 {
            normal = lerp3(normal, v.normal1, t);
        }
    }
    // Explicit weights; the matrices are one more.
    let weights = match state.vertex_blend {
        n @ 1..=3 => n as usize,
        _ => 0,
    };
    let indexed = state.indexed_vertex_blend
        && input.blend_indices
        && (weights > 0 || state.vertex_blend == VBF_0WEIGHTS);
    // Blending proper (one or more explicit weights, or 0WEIGHTS with indices) takes normals
    // through the world-view matrices themselves; one plain world matrix through its
    // inverse transpose.
    let blending = weights > 0 || indexed;
    let declared = usize::from(input.blend_weights);
    let mut world = [0.0f32; 4];
    let mut blended = [0.0f32; 3];
    let mut remaining = 1.0f32;
    for k in 0..=weights {
        let weight = if k < weights {
            let w = if k < declared {
                v.blend_weights[k]
            } else {
                0.0
            };
            remaining -= w;
            w
        } else {
            remaining
        };
        let index = if indexed {
            usize::from(v.blend_indices[k]).min(MAX_BLEND_MATRIX_INDEX)
        } else {
            k
        };
        let m = &state.world[index];
        let p = mul4(pos, m);
        let wv = mul_mat(m, &state.view);
        let n = if blending {
            mul3(normal, &upper3(&wv))
        } else {
            mul3(normal, &normal_matrix(&wv))
        };
        for i in 0..4 {
            world[i] += weight * p[i];
        }
        for i in 0..3 {
            blended[i] += weight * n[i];
        }
    }
    if state.normalize_normals && blended != [0.0; 3] {
        let l = length(blended);
        blended = blended.map(|c| c / l);
    }
    Geometry {
        world,
        camera: mul4(world, &state.view),
        normal: blended,
    }
}

/// The vertex fog factor (1 where the vertex does not supply it) at camera-space `pos`.
fn fog(state: &TnlState, v: &TnlVertex, pos: V3) -> f32 {
    if !state.fog_enable || matches!(state.fog_table_mode, 1..=3) {
        return 1.0;
    }
    let d = if state.range_fog {
        length(pos)
    } else {
        pos[2].abs()
    };
    let (start, end, density) = (state.fog_start, state.fog_end, state.fog_density);
    let f = match state.fog_vertex_mode {
        1 => (-(density * d)).exp(),
        2 => (-(density * d) * (density * d)).exp(),
        3 if end == start => 0.0,
        3 => (end - d) / (end - start),
        _ if state.input.specular => v.specular[3],
        _ => 0.0,
    };
    sat(f)
}

/// The point size: PSIZE or POINTSIZE, scaled by
/// `Vh * sqrt(1 / (A + B De + C De^2))` with POINTSCALEENABLE, clamped.
fn point_size(state: &TnlState, v: &TnlVertex, pos: V3) -> f32 {
    let si = if state.input.psize {
        v.psize
    } else {
        state.point_size
    };
    let size = if state.point_scale_enable {
        let de = length(pos);
        let [a, b, c] = state.point_scale;
        state.viewport_height * si * (1.0 / (a + b * de + c * de * de)).sqrt()
    } else {
        si
    };
    size.min(state.point_size_max).max(state.point_size_min)
}

/// One vertex through the fixed-function vertex pipeline.
pub fn vertex(state: &TnlState, v: &TnlVertex) -> TnlOutput {
    let g = geometry(state, v);
    let w = g.camera[3];
    let pos: V3 = [g.camera[0] / w, g.camera[1] / w, g.camera[2] / w];
    let colors = light::VertexColors {
        diffuse: state.input.diffuse.then_some(v.diffuse),
        specular: state.input.specular.then_some(v.specular),
    };
    let (diffuse, specular) = if state.lighting {
        light::light(state, colors, pos, g.normal)
    } else {
        (
            colors.diffuse.unwrap_or([1.0; 4]).map(sat),
            colors.specular.unwrap_or([0.0; 4]).map(sat),
        )
    };
    let world = g.world;
    TnlOutput {
        position: mul4(g.camera, &state.projection),
        diffuse,
        specular,
        texcoords: std::array::from_fn(|n| texcoord::texcoord(state, v, n, pos, g.normal)),
        fog: fog(state, v, pos),
        point_size: point_size(state, v, pos),
        clip_distances: std::array::from_fn(|n| {
            if state.clip_plane_enable & (1 << n) != 0 {
                let p = state.clip_planes[n];
                dot(xyz(p), xyz(world)) + p[3] * world[3]
            } else {
                0.0
            }
        }),
    }
}
