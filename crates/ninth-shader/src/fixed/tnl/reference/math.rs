//! Vectors and row-major D3D matrices: D3D9 multiplies row vectors, `v' = v * M`.

use crate::fixed::tnl::Matrix;

pub(super) type V3 = [f32; 3];
pub(super) type V4 = [f32; 4];
/// A 3x3 matrix, rows first, applied as `v' = v * M`.
pub(super) type M3 = [[f32; 3]; 3];

/// `v * m` for a row vector.
pub(super) fn mul4(v: V4, m: &Matrix) -> V4 {
    std::array::from_fn(|j| v[0] * m[j] + v[1] * m[4 + j] + v[2] * m[8 + j] + v[3] * m[12 + j])
}

/// `a * b`: the transform that applies `a`, then `b`.
pub(super) fn mul_mat(a: &Matrix, b: &Matrix) -> Matrix {
    std::array::from_fn(|n| {
        let (i, j) = (n / 4, n % 4);
        (0..4).map(|k| a[i * 4 + k] * b[k * 4 + j]).sum()
    })
}

/// `v * m` for a row vector and a 3x3 matrix.
pub(super) fn mul3(v: V3, m: &M3) -> V3 {
    std::array::from_fn(|j| v[0] * m[0][j] + v[1] * m[1][j] + v[2] * m[2][j])
}

/// The upper-left 3x3 of a 4x4 matrix.
pub(super) fn upper3(m: &Matrix) -> M3 {
    std::array::from_fn(|i| std::array::from_fn(|j| m[i * 4 + j]))
}

pub(super) fn dot(a: V3, b: V3) -> f32 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

pub(super) fn length(a: V3) -> f32 {
    dot(a, a).sqrt()
}

/// `a / |a|` (NaN for the zero vector).
pub(super) fn normalize(a: V3) -> V3 {
    scale(a, 1.0 / length(a))
}

pub(super) fn add(a: V3, b: V3) -> V3 {
    std::array::from_fn(|i| a[i] + b[i])
}

pub(super) fn sub(a: V3, b: V3) -> V3 {
    std::array::from_fn(|i| a[i] - b[i])
}

pub(super) fn scale(a: V3, s: f32) -> V3 {
    a.map(|x| x * s)
}

pub(super) fn xyz(v: V4) -> V3 {
    [v[0], v[1], v[2]]
}

/// Saturate (0..1); NaN reads 0, as a GPU's saturate (`clamp` would keep it).
#[allow(clippy::manual_clamp)]
pub(super) fn sat(x: f32) -> f32 {
    x.max(0.0).min(1.0)
}

/// The inverse of a 4x4 matrix (computed in f64 from its 2x2 minors), `None` where the
/// determinant is 0 or the result is not finite.
pub(super) fn inverse(m: &Matrix) -> Option<Matrix> {
    let a = |r: usize, c: usize| f64::from(m[r * 4 + c]);
    let s0 = a(0, 0) * a(1, 1) - a(1, 0) * a(0, 1);
    let s1 = a(0, 0) * a(1, 2) - a(1, 0) * a(0, 2);
    let s2 = a(0, 0) * a(1, 3) - a(1, 0) * a(0, 3);
    let s3 = a(0, 1) * a(1, 2) - a(1, 1) * a(0, 2);
    let s4 = a(0, 1) * a(1, 3) - a(1, 1) * a(0, 3);
    let s5 = a(0, 2) * a(1, 3) - a(1, 2) * a(0, 3);
    let c5 = a(2, 2) * a(3, 3) - a(3, 2) * a(2, 3);
    let c4 = a(2, 1) * a(3, 3) - a(3, 1) * a(2, 3);
    let c3 = a(2, 1) * a(3, 2) - a(3, 1) * a(2, 2);
    let c2 = a(2, 0) * a(3, 3) - a(3, 0) * a(2, 3);
    let c1 = a(2, 0) * a(3, 2) - a(3, 0) * a(2, 2);
    let c0 = a(2, 0) * a(3, 1) - a(3, 0) * a(2, 1);
    let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0;
    if det == 0.0 || !det.is_finite() {
        return None;
    }
    let adj = [
        a(1, 1) * c5 - a(1, 2) * c4 + a(1, 3) * c3,
        -a(0, 1) * c5 + a(0, 2) * c4 - a(0, 3) * c3,
        a(3, 1) * s5 - a(3, 2) * s4 + a(3, 3) * s3,
        -a(2, 1) * s5 + a(2, 2) * s4 - a(2, 3) * s3,
        -a(1, 0) * c5 + a(1, 2) * c2 - a(1, 3) * c1,
        a(0, 0) * c5 - a(0, 2) * c2 + a(0, 3) * c1,
        -a(3, 0) * s5 + a(3, 2) * s2 - a(3, 3) * s1,
        a(2, 0) * s5 - a(2, 2) * s2 + a(2, 3) * s1,
        a(1, 0) * c4 - a(1, 1) * c2 + a(1, 3) * c0,
        -a(0, 0) * c4 + a(0, 1) * c2 - a(0, 3) * c0,
        a(3, 0) * s4 - a(3, 1) * s2 + a(3, 3) * s0,
        -a(2, 0) * s4 + a(2, 1) * s2 - a(2, 3) * s0,
        -a(1, 0) * c3 + a(1, 1) * c1 - a(1, 2) * c0,
        a(0, 0) * c3 - a(0, 1) * c1 + a(0, 2) * c0,
        -a(3, 0) * s3 + a(3, 1) * s1 - a(3, 2) * s0,
        a(2, 0) * s3 - a(2, 1) * s1 + a(2, 2) * s0,
    ];
    let inv: Matrix = adj.map(|x| (x / det) as f32);
    inv.iter().all(|x| x.is_finite()).then_some(inv)
}

/// The matrix that takes an object-space normal to camera space through the world-view
/// matrix `wv`: the upper 3x3 of `wv`'s inverse, transposed; `wv`'s own upper 3x3 where
/// `wv` is singular.
pub(super) fn normal_matrix(wv: &Matrix) -> M3 {
    match inverse(wv) {
        Some(inv) => std::array::from_fn(|i| std::array::from_fn(|j| inv[j * 4 + i])),
        None => upper3(wv),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inverse_times_matrix_is_identity() {
        let m: Matrix = [
            2.0, 0.5, 0.0, 0.1, -1.0, 3.0, 0.25, 0.0, 0.0, 1.0, 4.0, 0.2, 5.0, -2.0, 1.0, 1.0,
        ];
        let inv = inverse(&m).expect("invertible");
        let p = mul_mat(&m, &inv);
        for (n, v) in p.iter().enumerate() {
            let want = if n % 5 == 0 { 1.0 } else { 0.0 };
            assert!((v - want).abs() < 1e-5, "{n}: {v}");
        }
    }

    #[test]
    fn singular_has_no_inverse() {
        let mut m = crate::fixed::tnl::IDENTITY;
        m[10] = 0.0;
        assert!(inverse(&m).is_none());
        assert_eq!(normal_matrix(&m)[2], [0.0, 0.0, 0.0]);
    }
}
