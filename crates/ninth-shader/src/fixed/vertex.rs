//! Vertex code of the fixed draw paths: pretransformed (XYZRHW) and clip-space positions,
//! with diffuse, specular, eight texture coordinate sets and fog, written to the inter-stage
//! locations of [`crate::link::LinkMap::STANDARD`] (the same as translated vertex shaders,
//! so the output feeds a fixed fragment or a translated pixel shader alike).
//!
//! # Vertex record (one buffer, [`FIXED_VERTEX_STRIDE`] = 156 bytes)
//!
//! | shader location | offset | format | contents |
//! |---|---|---|---|
//! | 0 | 0 | `Float32x4` | RHW: x, y (pixels), z (0..1), rhw; clip: x, y, z, w |
//! | 1 | 16 | `Unorm8x4` | diffuse D3DCOLOR (bytes B, G, R, A; swizzled `.zyxw`) |
//! | 2 | 20 | `Unorm8x4` | specular D3DCOLOR |
//! | 3 + n | 24 + 16 n | `Float32x4` | texture coordinate set n (n = 0..8; unused components 0, w 1 by convention) |
//! | 11 | 152 | `Float32` | fog: the vertex fog factor, or the eye distance for radial fog |
//!
//! ([`FIXED_VERTEX_ATTRIBUTES`] lists it.) The shader declares only the attributes its
//! outputs need; giving the pipeline all twelve is always valid.
//!
//! # Uniforms
//!
//! `NinthDraw` at (group 0, binding 0), as translated shaders: `half_pixel.xy` =
//! (1 / W, 1 / H) of the WebGPU viewport. RHW positions are pixels relative to that
//! viewport's origin; the renderer sets the WebGPU viewport to the whole render target for
//! RHW draws (D3D9 RHW coordinates are render-target pixels) and clips with the scissor.
//!
//! RHW: `w = 1 / rhw` (`|rhw| <= 1e-20` counts as rhw = 1), `ndc = ((x + 0.5) * 2 / W - 1,
//! 1 - (y + 0.5) * 2 / H)` (the +0.5 is the half-pixel shift: D3D9 pixel centres are at
//! integers), position `(ndc * w, z * w, w)` so attributes interpolate perspective-correctly.
//! Clip: the position as given, with `x += w / W`, `y -= w / H` (the half-pixel shift in
//! clip space, as in ARCHITECTURE.md).
//!
//! # Points
//!
//! With [`FixedVertexDesc::points`] other than [`Points::Plain`], each point of a point list
//! is a screen-aligned square of two triangles, as translated vertex shaders draw them: the
//! renderer draws six vertices per point and one instance per point (every attribute
//! stepped per instance), and `vertex_index` (0-5) picks the corner, (0, 0) (1, 0) (0, 1)
//! and (0, 1) (1, 0) (1, 1). The size is the `f32` at [`POINT_SIZE_LOCATION`] where
//! [`FixedVertexDesc::vertex_point_size`] (D3DFVF_PSIZE, a stream of its own), else
//! `draw.point.x` (D3DRS_POINTSIZE), clamped to `draw.point.y..draw.point.z` (the minimum
//! winning); the square covers `size` x `size` pixels centred on the position (RHW: moved
//! in pixels; clip: by `corner * size * 2 / (W, H) * w`). With [`Points::Sprites`] every
//! TEXCOORD output is the corner's `(u, v, 0, 1)`. `NinthDraw` then has its point and
//! clip-plane fields (`crate::wgsl::DRAW_SIZE_EXTENDED` bytes).

use std::fmt::Write;

use super::{FLAT_INTERPOLATION, FixedError};
use crate::ir::DeclUsage;
use crate::link::{LinkMap, default_value};
use crate::wgsl::Points;

/// Bytes of one fixed-path vertex.
pub const FIXED_VERTEX_STRIDE: u64 = 156;
/// Shader location of the per-vertex point size ([`FixedVertexDesc::vertex_point_size`]),
/// after the record's twelve attributes.
pub const POINT_SIZE_LOCATION: u32 = 12;
/// Which of a point square's six vertices lie on its right side (bit n: vertex n)...
const CORNER_RIGHT: u32 = 0b11_0010;
/// ...and on its bottom side.
const CORNER_BOTTOM: u32 = 0b10_1100;

/// A vertex attribute format (the `wgpu::VertexFormat` of the same name).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FixedVertexFormat {
    /// Four f32.
    Float32x4,
    /// Four unsigned normalised bytes.
    Unorm8x4,
    /// One f32.
    Float32,
}

/// One attribute of the fixed vertex record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FixedVertexAttribute {
    /// `@location` in the vertex shader.
    pub location: u32,
    /// Byte offset in the record.
    pub offset: u64,
    /// Format.
    pub format: FixedVertexFormat,
}

const fn attr(location: u32, offset: u64, format: FixedVertexFormat) -> FixedVertexAttribute {
    FixedVertexAttribute {
        location,
        offset,
        format,
    }
}

/// The attributes of the fixed vertex record (see the module docs).
pub const FIXED_VERTEX_ATTRIBUTES: [FixedVertexAttribute; 12] = [
    attr(0, 0, FixedVertexFormat::Float32x4),
    attr(1, 16, FixedVertexFormat::Unorm8x4),
    attr(2, 20, FixedVertexFormat::Unorm8x4),
    attr(3, 24, FixedVertexFormat::Float32x4),
    attr(4, 40, FixedVertexFormat::Float32x4),
    attr(5, 56, FixedVertexFormat::Float32x4),
    attr(6, 72, FixedVertexFormat::Float32x4),
    attr(7, 88, FixedVertexFormat::Float32x4),
    attr(8, 104, FixedVertexFormat::Float32x4),
    attr(9, 120, FixedVertexFormat::Float32x4),
    attr(10, 136, FixedVertexFormat::Float32x4),
    attr(11, 152, FixedVertexFormat::Float32),
];

/// Which position the vertex record carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PositionKind {
    /// Pretransformed: pixels and 1/w (D3DFVF_XYZRHW).
    Rhw,
    /// Homogeneous clip space.
    Clip,
}

/// What the fixed vertex code writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FixedVertexDesc {
    /// Inter-stage locations to write (bit n = `@location(n)`): the fragment's
    /// [`super::FixedFragmentKey::input_locations`], or a translated pixel shader's
    /// `Analysis::link_locations(&link_map)`. Each location gets the record's value of its
    /// semantic in `link_map` (TEXCOORD0-7, COLOR0-1, FOG0), or else
    /// [`crate::link::default_value`].
    pub outputs: u16,
    /// The semantic of each location: [`LinkMap::STANDARD`] for the fixed fragment; for
    /// `draw_program_rhw`, the map the pixel shader was translated with.
    pub link_map: LinkMap,
    /// D3DSHADE_FLAT: COLOR outputs written `@interpolate(flat)` (must match the fragment
    /// stage: [`super::FixedFragmentKey::flat_shading`] or `Options::flat_shading`).
    pub flat_shading: bool,
    /// Locations interpolated `@interpolate(perspective, centroid)` (a translated pixel
    /// shader's `Options::centroid_locations`; 0 for the fixed fragment).
    pub centroid_locations: u16,
    /// Apply the half-pixel shift (on by default; off only for tests).
    pub half_pixel_shift: bool,
    /// How the points of a point list are drawn (see the module docs; [`Points::Plain`] by
    /// default).
    pub points: Points,
    /// With point squares: the size is the `f32` attribute at [`POINT_SIZE_LOCATION`], else
    /// `draw.point.x`.
    pub vertex_point_size: bool,
    /// Batched pixel blocks (`crate::wgsl::Options::pixel_batch`, not with point squares):
    /// the flat `u32` written at this location is the first vector of the draw's block,
    /// `b * u32(draw.half_pixel.z)`, where the draw `b` of the batch is `vertex_index /
    /// u32(draw.alpha_test.z)` (draws whose vertices were appended one after another) or,
    /// where that is 0, `instance_index` (draws merged as instances).
    pub pixel_batch: Option<u8>,
}

impl Default for FixedVertexDesc {
    fn default() -> Self {
        FixedVertexDesc {
            outputs: 0,
            link_map: LinkMap::STANDARD,
            flat_shading: false,
            centroid_locations: 0,
            half_pixel_shift: true,
            points: Points::Plain,
            vertex_point_size: false,
            pixel_batch: None,
        }
    }
}

/// The vertex code of the RHW path (also `draw_program_rhw`), validated by naga.
pub fn generate_rhw_vertex(desc: &FixedVertexDesc) -> Result<String, FixedError> {
    generate_vertex(PositionKind::Rhw, desc)
}

/// The vertex code of the clip-space path, validated by naga.
pub fn generate_clip_vertex(desc: &FixedVertexDesc) -> Result<String, FixedError> {
    generate_vertex(PositionKind::Clip, desc)
}

/// The vertex code for either position kind, validated by naga.
pub fn generate_vertex(kind: PositionKind, desc: &FixedVertexDesc) -> Result<String, FixedError> {
    let text = emit_vertex(kind, desc);
    super::validate(&text)?;
    Ok(text)
}

/// The vertex code without validation.
pub fn emit_vertex(kind: PositionKind, desc: &FixedVertexDesc) -> String {
    let mut out = String::with_capacity(1536);
    let quads = desc.points != Points::Plain;
    out.push_str("struct NinthDraw {\n  half_pixel: vec4f,\n  fog: vec4f,\n  fog_color: vec4f,\n  alpha_test: vec4f,\n");
    if quads {
        out.push_str("  point: vec4f,\n  clip: array<vec4f, 6>,\n");
    }
    out.push_str("}\n@group(0) @binding(0) var<uniform> draw: NinthDraw;\n");
    let mut ins = String::from("  @location(0) pos: vec4f,\n");
    if quads {
        ins.push_str("  @builtin(vertex_index) corner_index: u32,\n");
        if desc.vertex_point_size {
            let _ = writeln!(ins, "  @location({POINT_SIZE_LOCATION}) psize: f32,");
        }
    }
    let mut outs = String::from("  @builtin(position) pos: vec4f,\n");
    let mut copy = String::new();
    let pixel_batch = desc.pixel_batch.filter(|_| !quads);
    if let Some(l) = pixel_batch {
        ins.push_str(
            "  @builtin(vertex_index) vertex: u32,\n  @builtin(instance_index) instance: u32,\n",
        );
        let _ = writeln!(outs, "  @location({l}) @interpolate(flat) batch: u32,");
        copy.push_str("  let per_draw = u32(draw.alpha_test.z);\n  let batch_draw = select(input.instance, input.vertex / max(per_draw, 1u), per_draw != 0u);\n  out.batch = batch_draw * u32(draw.half_pixel.z);\n");
    }
    let mut declared = 0u16;
    let mut input = |location: u32, decl: &str| {
        if declared & (1 << location) == 0 {
            declared |= 1 << location;
            let _ = writeln!(ins, "  @location({location}) {decl},");
        }
    };
    for l in 0..16u32 {
        if desc.outputs & (1 << l) == 0 {
            continue;
        }
        let semantic = desc.link_map.semantic(l);
        let interp = match semantic {
            Some((DeclUsage::Color, _)) if desc.flat_shading => FLAT_INTERPOLATION,
            _ if desc.centroid_locations & (1 << l) != 0 => " @interpolate(perspective, centroid)",
            _ => "",
        };
        let _ = writeln!(outs, "  @location({l}){interp} l{l}: vec4f,");
        let value = match semantic {
            // D3DRS_POINTSPRITEENABLE replaces every texture coordinate.
            Some((DeclUsage::TexCoord, _)) if desc.points == Points::Sprites => {
                "vec4f(corner, 0.0, 1.0)".to_owned()
            }
            Some((DeclUsage::TexCoord, n)) if n < 8 => {
                input(3 + u32::from(n), &format!("tc{n}: vec4f"));
                format!("input.tc{n}")
            }
            Some((DeclUsage::Color, 0)) => {
                input(1, "diffuse: vec4f");
                "input.diffuse.zyxw".to_owned()
            }
            Some((DeclUsage::Color, 1)) => {
                input(2, "specular: vec4f");
                "input.specular.zyxw".to_owned()
            }
            Some((DeclUsage::Fog, 0)) => {
                input(11, "fog: f32");
                "vec4f(input.fog, 0.0, 0.0, 0.0)".to_owned()
            }
            other => {
                let d = other.map(|(u, _)| default_value(u)).unwrap_or([0.0; 4]);
                format!("vec4f({:?}, {:?}, {:?}, {:?})", d[0], d[1], d[2], d[3])
            }
        };
        let _ = writeln!(copy, "  out.l{l} = {value};");
    }
    let _ = write!(
        out,
        "struct VsIn {{\n{ins}}}\nstruct VsOut {{\n{outs}}}\n@vertex\nfn main(input: VsIn) -> VsOut {{\n  var out: VsOut;\n"
    );
    let shift = if desc.half_pixel_shift { "0.5" } else { "0.0" };
    if quads {
        let size = if desc.vertex_point_size {
            "input.psize"
        } else {
            "draw.point.x"
        };
        let _ = write!(
            out,
            "  let corner = vec2f(f32(({CORNER_RIGHT}u >> input.corner_index) & 1u), f32(({CORNER_BOTTOM}u >> input.corner_index) & 1u));\n  let point_size = max(min({size}, draw.point.z), draw.point.y);\n"
        );
    }
    match kind {
        PositionKind::Rhw => {
            let p = if quads {
                // The corner in pixels (y down, as RHW positions are).
                out.push_str(
                    "  let p = vec4f(input.pos.xy + (corner - 0.5) * point_size, input.pos.zw);\n",
                );
                "p"
            } else {
                "input.pos"
            };
            let _ = write!(
                out,
                "  var rhw = {p}.w;\n  if (abs(rhw) <= 1e-20) {{\n    rhw = 1.0;\n  }}\n  let w = 1.0 / rhw;\n  let ndc = vec2f(({p}.x + {shift}) * 2.0 * draw.half_pixel.x - 1.0, 1.0 - ({p}.y + {shift}) * 2.0 * draw.half_pixel.y);\n  out.pos = vec4f(ndc * w, {p}.z * w, w);\n"
            );
        }
        PositionKind::Clip => {
            out.push_str("  var pos = input.pos;\n");
            if quads {
                // The corner in clip space: (2u - 1, 1 - 2v) * size / (W, H) * w.
                out.push_str("  pos = vec4f(pos.xy + vec2f(2.0 * corner.x - 1.0, 1.0 - 2.0 * corner.y) * draw.half_pixel.xy * point_size * pos.w, pos.zw);\n");
            }
            if desc.half_pixel_shift {
                out.push_str(
                    "  pos.x = pos.x + pos.w * draw.half_pixel.x;\n  pos.y = pos.y - pos.w * draw.half_pixel.y;\n",
                );
            }
            out.push_str("  out.pos = pos;\n");
        }
    }
    out.push_str(&copy);
    out.push_str("  return out;\n}\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Point squares validate for both position kinds, with and without per-vertex sizes,
    /// and sprites replace every TEXCOORD output (not the colours).
    #[test]
    fn point_squares_validate_and_sprites_replace_coordinates() {
        for kind in [PositionKind::Rhw, PositionKind::Clip] {
            for points in [Points::Quads, Points::Sprites] {
                for vertex_point_size in [false, true] {
                    let desc = FixedVertexDesc {
                        outputs: 0x1fff,
                        points,
                        vertex_point_size,
                        ..Default::default()
                    };
                    let text = generate_vertex(kind, &desc).unwrap();
                    assert!(text.contains("point: vec4f"), "{text}");
                    assert_eq!(text.contains("psize: f32"), vertex_point_size, "{text}");
                    let sprite = text.contains("out.l3 = vec4f(corner, 0.0, 1.0);");
                    assert_eq!(sprite, points == Points::Sprites, "{text}");
                    assert!(text.contains("out.l10 = input.diffuse.zyxw;"), "{text}");
                }
            }
        }
        let plain = emit_vertex(PositionKind::Rhw, &FixedVertexDesc::default());
        assert!(!plain.contains("corner") && !plain.contains("point:"));
    }

    /// With a batched pixel block the stage writes its draw's first vector, taken from the
    /// vertex index for appended draws and from the instance otherwise; point squares (one
    /// instance per point) never batch.
    #[test]
    fn batched_pixel_blocks_write_the_draws_first_vector() {
        for kind in [PositionKind::Rhw, PositionKind::Clip] {
            let desc = FixedVertexDesc {
                outputs: 0x0408,
                pixel_batch: Some(15),
                ..Default::default()
            };
            let text = generate_vertex(kind, &desc).unwrap();
            assert!(
                text.contains("@location(15) @interpolate(flat) batch: u32"),
                "{text}"
            );
            assert!(
                text.contains(
                    "select(input.instance, input.vertex / max(per_draw, 1u), per_draw != 0u)"
                ),
                "{text}"
            );
            assert!(text.contains("out.batch = batch_draw * u32(draw.half_pixel.z);"));
            let quads = FixedVertexDesc {
                points: Points::Quads,
                ..desc
            };
            assert!(!generate_vertex(kind, &quads).unwrap().contains("batch"));
        }
    }
}
