//! Row-major 4x4 matrix arithmetic in D3D9's row-vector convention (`v' = v * M`).

use super::state::Matrix;

/// `a * b` (apply `a`, then `b`).
pub fn multiply(a: &Matrix, b: &Matrix) -> Matrix {
    let mut out = [0.0; 16];
    for r in 0..4 {
        for c in 0..4 {
            out[r * 4 + c] = (0..4).map(|k| a[r * 4 + k] * b[k * 4 + c]).sum();
        }
    }
    out
}

/// The transpose.
pub fn transpose(m: &Matrix) -> Matrix {
    std::array::from_fn(|i| m[(i % 4) * 4 + i / 4])
}

/// The inverse, or `None` for a singular (or non-finite) matrix.
pub fn inverse(m: &Matrix) -> Option<Matrix> {
    // Cofactor expansion by 2x2 sub-determinants of the top and bottom row pairs.
    let s0 = m[0] * m[5] - m[4] * m[1];
    let s1 = m[0] * m[6] - m[4] * m[2];
    let s2 = m[0] * m[7] - m[4] * m[3];
    let s3 = m[1] * m[6] - m[5] * m[2];
    let s4 = m[1] * m[7] - m[5] * m[3];
    let s5 = m[2] * m[7] - m[6] * m[3];
    let c5 = m[10] * m[15] - m[14] * m[11];
    let c4 = m[9] * m[15] - m[13] * m[11];
    let c3 = m[9] * m[14] - m[13] * m[10];
    let c2 = m[8] * m[15] - m[12] * m[11];
    let c1 = m[8] * m[14] - m[12] * m[10];
    let c0 = m[8] * m[13] - m[12] * m[9];
    let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0;
    if det == 0.0 || !det.is_finite() {
        return None;
    }
    let d = 1.0 / det;
    let out = [
        (m[5] * c5 - m[6] * c4 + m[7] * c3) * d,
        (-m[1] * c5 + m[2] * c4 - m[3] * c3) * d,
        (m[13] * s5 - m[14] * s4 + m[15] * s3) * d,
        (-m[9] * s5 + m[10] * s4 - m[11] * s3) * d,
        (-m[4] * c5 + m[6] * c2 - m[7] * c1) * d,
        (m[0] * c5 - m[2] * c2 + m[3] * c1) * d,
        (-m[12] * s5 + m[14] * s2 - m[15] * s1) * d,
        (m[8] * s5 - m[10] * s2 + m[11] * s1) * d,
        (m[4] * c4 - m[5] * c2 + m[7] * c0) * d,
        (-m[0] * c4 + m[1] * c2 - m[3] * c0) * d,
        (m[12] * s4 - m[13] * s2 + m[15] * s0) * d,
        (-m[8] * s4 + m[9] * s2 - m[11] * s0) * d,
        (-m[4] * c3 + m[5] * c1 - m[6] * c0) * d,
        (m[0] * c3 - m[1] * c1 + m[2] * c0) * d,
        (-m[12] * s3 + m[13] * s1 - m[14] * s0) * d,
        (m[8] * s3 - m[9] * s1 + m[10] * s0) * d,
    ];
    out.iter().all(|v| v.is_finite()).then_some(out)
}

/// The inverse transpose of the upper 3x3 (the normal matrix), as a 4x4 with a zero
/// translation; a singular matrix gives its transpose-free upper 3x3 instead (D3D9 drivers
/// light such vertices with something rather than nothing).
pub fn normal_matrix(m: &Matrix) -> Matrix {
    let upper = [
        m[0], m[1], m[2], 0.0, m[4], m[5], m[6], 0.0, m[8], m[9], m[10], 0.0, 0.0, 0.0, 0.0, 1.0,
    ];
    inverse(&upper).map_or(upper, |inv| transpose(&inv))
}

/// `v * m` for a row vector.
pub fn transform(v: [f32; 4], m: &Matrix) -> [f32; 4] {
    std::array::from_fn(|c| (0..4).map(|k| v[k] * m[k * 4 + c]).sum())
}

/// Column `c` of `m`: the vector a `dp4` with a row vector gives component `c` of `v * m`.
pub fn column(m: &Matrix, c: usize) -> [f32; 4] {
    [m[c], m[4 + c], m[8 + c], m[12 + c]]
}
