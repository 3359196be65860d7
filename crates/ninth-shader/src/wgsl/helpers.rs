//! The WGSL helper functions that carry D3D9's numeric rules (`rcp`/`rsq`/`log` of 0, `pow`,
//! `nrm`, `lit`, the `0 * inf = 0` rule), relative reads with their bounds checks, and the
//! alpha test. Only the helpers a shader uses are written.

use std::fmt::Write;

use super::writer::{Helpers, Writer};

impl Writer<'_> {
    /// Write the helper functions the body uses.
    pub(super) fn write_helpers(&self, h: &mut String) {
        let hs = self.helpers;
        if hs.intersects(Helpers::RCP | Helpers::RSQ | Helpers::LOG) {
            // A runtime +inf (a constant expression may not be infinite in WGSL).
            h.push_str("fn d3d_inf() -> f32 {\n  var bits = 0x7f800000u;\n  return bitcast<f32>(bits);\n}\n");
        }
        if hs.contains(Helpers::RCP) {
            h.push_str(
                "fn d3d_rcp(x: f32) -> f32 {\n  return select(1.0 / x, d3d_inf(), x == 0.0);\n}\n",
            );
        }
        if hs.contains(Helpers::RSQ) {
            h.push_str("fn d3d_rsq(x: f32) -> f32 {\n  return select(inverseSqrt(abs(x)), d3d_inf(), x == 0.0);\n}\n");
        }
        if hs.contains(Helpers::LOG) {
            h.push_str("fn d3d_log(x: f32) -> f32 {\n  return select(log2(abs(x)), -d3d_inf(), x == 0.0);\n}\n");
        }
        if hs.contains(Helpers::POW) {
            if self.opts.zero_times_inf {
                h.push_str("fn d3d_pow(x: f32, y: f32) -> f32 {\n  let l = log2(abs(x));\n  return exp2(select(y * l, 0.0, y == 0.0 || l == 0.0));\n}\n");
            } else {
                h.push_str(
                    "fn d3d_pow(x: f32, y: f32) -> f32 {\n  return exp2(y * log2(abs(x)));\n}\n",
                );
            }
        }
        if hs.contains(Helpers::MUL) {
            h.push_str("fn d3d_mul(a: vec4f, b: vec4f) -> vec4f {\n  return select(a * b, vec4f(0.0), (a == vec4f(0.0)) | (b == vec4f(0.0)));\n}\n");
        }
        if hs.contains(Helpers::DOT) {
            h.push_str("fn d3d_dp2(a: vec4f, b: vec4f) -> f32 {\n  let m = d3d_mul(a, b);\n  return m.x + m.y;\n}\n");
            h.push_str("fn d3d_dp3(a: vec4f, b: vec4f) -> f32 {\n  let m = d3d_mul(a, b);\n  return m.x + m.y + m.z;\n}\n");
            h.push_str("fn d3d_dp4(a: vec4f, b: vec4f) -> f32 {\n  let m = d3d_mul(a, b);\n  return m.x + m.y + m.z + m.w;\n}\n");
        }
        if hs.contains(Helpers::NRM) {
            h.push_str("fn d3d_nrm(v: vec4f) -> vec4f {\n  let l = dot(v.xyz, v.xyz);\n  return select(v * inverseSqrt(l), vec4f(0.0), l == 0.0);\n}\n");
        }
        if hs.contains(Helpers::LIT) {
            h.push_str(concat!(
                "fn d3d_lit(s: vec4f) -> vec4f {\n",
                "  let power = clamp(s.w, -127.9961, 127.9961);\n",
                "  var r = vec4f(1.0, 0.0, 0.0, 1.0);\n",
                "  if (s.x > 0.0) {\n",
                "    r.y = s.x;\n",
                "    if (s.y > 0.0) {\n",
                "      r.z = exp2(power * log2(s.y));\n",
                "    }\n",
                "  }\n",
                "  return r;\n",
                "}\n"
            ));
        }
        if hs.contains(Helpers::C_REL) {
            self.write_c_rel(h);
        }
        if self.alpha_test_helper {
            // D3D9 compares 8-bit alpha with the 8-bit reference.
            h.push_str(concat!(
                "fn d3d_alpha_test(alpha: f32) -> bool {\n",
                "  let a = round(saturate(alpha) * 255.0);\n",
                "  let r = round(draw.alpha_test.x * 255.0);\n",
                "  switch u32(draw.alpha_test.y) {\n",
                "    case 1u: { return false; }\n",
                "    case 2u: { return a < r; }\n",
                "    case 3u: { return a == r; }\n",
                "    case 4u: { return a <= r; }\n",
                "    case 5u: { return a > r; }\n",
                "    case 6u: { return a != r; }\n",
                "    case 7u: { return a >= r; }\n",
                "    default: { return true; }\n",
                "  }\n",
                "}\n"
            ));
        }
        if hs.contains(Helpers::V_REL) {
            h.push_str("fn d3d_v_rel(i: i32) -> vec4f {\n  if (i >= 0 && i < 16) {\n    return v[i];\n  }\n  return vec4f(0.0);\n}\n");
        }
    }

    /// `d3d_c_rel(i)`: a relatively addressed float constant; `def` values first, then the
    /// uploaded ranges, else zero.
    fn write_c_rel(&self, h: &mut String) {
        h.push_str("fn d3d_c_rel(i: i32) -> vec4f {\n");
        let mut seen: Vec<u32> = Vec::new();
        for &(r, v) in self.a.float_defs.iter().rev() {
            if seen.contains(&r) {
                continue;
            }
            seen.push(r);
            let _ = write!(h, "  if (i == {r}) {{\n    return ");
            if super::regs::finite(&v) {
                h.push_str("vec4f(");
                for (k, b) in v.iter().enumerate() {
                    if k > 0 {
                        h.push_str(", ");
                    }
                    super::regs::put_f32(h, *b);
                }
                h.push(')');
            } else {
                let _ = write!(
                    h,
                    "bitcast<vec4f>(d3d_bits(vec4u({}u, {}u, {}u, {}u)))",
                    v[0], v[1], v[2], v[3]
                );
            }
            h.push_str(";\n  }\n");
        }
        let mut base = 0;
        for r in &self.a.float_constants {
            let _ = writeln!(
                h,
                "  if (i >= {} && i < {}) {{\n    return cf[i - {}];\n  }}",
                r.start,
                r.start + r.count,
                i64::from(r.start) - i64::from(base)
            );
            base += r.count;
        }
        h.push_str("  return vec4f(0.0);\n}\n");
        if self.a.float_defs.iter().any(|d| !super::regs::finite(&d.1)) {
            h.push_str("fn d3d_bits(b: vec4u) -> vec4u {\n  var v = b;\n  return v;\n}\n");
        }
    }
}
