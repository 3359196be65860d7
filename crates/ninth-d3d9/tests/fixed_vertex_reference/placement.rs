//! Where each test vertex goes: the [`Grid`] of slots (one pixel, or one cell for large
//! points, per vertex) and the object-space position that puts a vertex on its slot at the
//! camera-space depth the test asks for.

use ninth_shader::fixed::tnl::reference::{self, TnlOutput, TnlVertex};
use ninth_shader::fixed::tnl::{IDENTITY, Matrix, PositionInput, TnlState, matrix};

use crate::format::{d3dcolor, rgba};

/// Where slot `i` of a draw goes: the D3D9 pixel centre `(stride * col + stride / 2, stride *
/// row + stride / 2)` plus `dx` pixels in x.
#[derive(Clone, Copy, Debug)]
pub struct Grid {
    /// Target width.
    pub width: u32,
    /// Target height.
    pub height: u32,
    /// Pixels between slots.
    pub stride: u32,
    /// Offset of every point from its pixel centre, in pixels (x only).
    pub dx: f32,
}

/// Size-1 points on every other pixel of a 64 x 64 target (1024 slots); the pixels between
/// them must stay untouched.
pub const POINTS: Grid = Grid {
    width: 64,
    height: 64,
    stride: 2,
    dx: 0.0,
};

/// Large points, one per 32 x 32 cell of a 256 x 256 target (64 slots), half a pixel right of
/// a pixel centre: the width of a point counts its size to the even number below or above
/// it, its height to the odd one.
pub const SIZES: Grid = Grid {
    width: 256,
    height: 256,
    stride: 32,
    dx: 0.5,
};

impl Grid {
    /// Slots per row.
    fn columns(&self) -> u32 {
        self.width / self.stride
    }

    /// Slots in the target.
    pub fn slots(&self) -> usize {
        (self.columns() * (self.height / self.stride)) as usize
    }

    /// The D3D9 pixel (integer centre) of slot `i`.
    pub fn pixel(&self, i: usize) -> (u32, u32) {
        let i = i as u32;
        let (col, row) = (i % self.columns(), i / self.columns());
        (
            self.stride * col + self.stride / 2,
            self.stride * row + self.stride / 2,
        )
    }

    /// The NDC of slot `i`'s point: D3D9 maps NDC x to `(x + 1) W / 2` with pixel centres at
    /// integers.
    fn ndc(&self, i: usize) -> [f32; 2] {
        let (x, y) = self.pixel(i);
        [
            2.0 * (x as f32 + self.dx) / self.width as f32 - 1.0,
            1.0 - 2.0 * y as f32 / self.height as f32,
        ]
    }

    /// An orthographic projection that puts camera-space `(x, y)` on the grid with `spacing`
    /// camera units between slots (centred on the camera axis) and depths 0..100 in 0..1.
    pub fn ortho(&self, spacing: f32) -> Matrix {
        let sx = 2.0 * self.stride as f32 / self.width as f32 / spacing;
        let sy = 2.0 * self.stride as f32 / self.height as f32 / spacing;
        [
            sx, 0.0, 0.0, 0.0, 0.0, sy, 0.0, 0.0, 0.0, 0.0, 0.01, 0.0, 0.0, 0.0, 0.0, 1.0,
        ]
    }

    /// The camera-space position the harness gives slot `i` at depth `z` under `s`'s
    /// projection (tests use it to keep vertices away from a discontinuity).
    pub fn camera(&self, s: &TnlState, i: usize, z: f32) -> [f32; 3] {
        camera_at(&s.projection, self.ndc(i), z)
    }

    /// A state for this grid: D3D9's defaults with the orthographic projection of `spacing`,
    /// the viewport height of the target, a point list.
    pub fn state(&self, spacing: f32) -> TnlState {
        TnlState {
            projection: self.ortho(spacing),
            viewport_height: self.height as f32,
            points: true,
            ..TnlState::default()
        }
    }
}

/// A vertex at camera-space depth `z` with the other elements at their defaults.
pub fn at_depth(z: f32) -> TnlVertex {
    TnlVertex {
        position: [0.0, 0.0, z, 1.0],
        ..TnlVertex::default()
    }
}

/// The camera-space `(x, y)` at depth `z` that projection `p` takes to NDC `ndc` (two linear
/// equations: clip.x - ndc.x clip.w = 0, clip.y - ndc.y clip.w = 0).
fn camera_at(p: &Matrix, ndc: [f32; 2], z: f32) -> [f32; 3] {
    let [nx, ny] = ndc;
    let a11 = p[0] - nx * p[3];
    let a12 = p[4] - nx * p[7];
    let b1 = -(z * p[8] + p[12] - nx * (z * p[11] + p[15]));
    let a21 = p[1] - ny * p[3];
    let a22 = p[5] - ny * p[7];
    let b2 = -(z * p[9] + p[13] - ny * (z * p[11] + p[15]));
    let det = a11 * a22 - a12 * a21;
    assert!(
        det.abs() > 1e-12,
        "the projection keeps no x, y at depth {z}"
    );
    [(b1 * a22 - a12 * b2) / det, (a11 * b2 - a21 * b1) / det, z]
}

/// `v` with the object-space position whose camera-space position the reference makes
/// `camera` (the other elements fixed). With tweening at factor 1 POSITION0 has no effect,
/// so POSITION1 is solved instead.
fn object_at(probe: &TnlState, v: &TnlVertex, camera: [f32; 3]) -> TnlVertex {
    let solve = |first: bool| -> Option<TnlVertex> {
        let at = |p: [f32; 3]| {
            let mut q = *v;
            if first {
                q.position = [p[0], p[1], p[2], 1.0];
            } else {
                q.position1 = p;
            }
            reference::vertex(probe, &q).position
        };
        let o = at([0.0; 3]);
        let rows = [
            at([1.0, 0.0, 0.0]),
            at([0.0, 1.0, 0.0]),
            at([0.0, 0.0, 1.0]),
        ];
        let mut m = [0.0f32; 16];
        for (r, row) in rows.iter().enumerate() {
            for c in 0..4 {
                m[r * 4 + c] = row[c] - o[c];
            }
        }
        m[12..16].copy_from_slice(&o);
        let inv = matrix::inverse(&m)?;
        let h = matrix::transform([camera[0], camera[1], camera[2], 1.0], &inv);
        let p = [h[0] / h[3], h[1] / h[3], h[2] / h[3]];
        let mut q = *v;
        if first {
            let w = match probe.input.position {
                PositionInput::Xyz => 1.0,
                PositionInput::Xyzw => v.position[3],
            };
            q.position = [p[0] * w, p[1] * w, p[2] * w, w];
        } else {
            q.position = [0.0, 0.0, 0.0, 1.0];
            q.position1 = p;
        }
        Some(q)
    };
    solve(true)
        .or_else(|| solve(false))
        .expect("the vertex's object-to-camera map is invertible")
}

/// The vertices with their positions solved for their slots and their colours rounded to
/// D3DCOLOR, with the reference's outputs for them.
pub fn place(
    s: &TnlState,
    grid: &Grid,
    vertices: &[TnlVertex],
) -> (Vec<TnlVertex>, Vec<TnlOutput>) {
    assert!(vertices.len() <= grid.slots(), "too many vertices");
    let probe = TnlState {
        projection: IDENTITY,
        ..s.clone()
    };
    let mut placed = Vec::with_capacity(vertices.len());
    let mut outputs = Vec::with_capacity(vertices.len());
    for (i, v) in vertices.iter().enumerate() {
        let mut v = *v;
        v.diffuse = rgba(d3dcolor(v.diffuse));
        v.specular = rgba(d3dcolor(v.specular));
        let ndc = grid.ndc(i);
        let camera = camera_at(&s.projection, ndc, v.position[2]);
        let v = object_at(&probe, &v, camera);
        let o = reference::vertex(s, &v);
        let [x, y, z, w] = o.position;
        let (dx, dy) = (
            (x / w - ndc[0]) * grid.width as f32 / 2.0,
            (y / w - ndc[1]) * grid.height as f32 / 2.0,
        );
        assert!(
            w > 0.0 && (0.0..1.0).contains(&(z / w)) && dx.abs() < 0.01 && dy.abs() < 0.01,
            "vertex {i} does not land on its slot: clip {:?}, NDC wanted {ndc:?}",
            o.position
        );
        placed.push(v);
        outputs.push(o);
    }
    (placed, outputs)
}
