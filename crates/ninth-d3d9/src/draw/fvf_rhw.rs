//! Pretransformed vertices (an XYZRHW FVF, or a POSITIONT declaration without a vertex
//! shader) converted to the renderer's fixed vertex record
//! (`ninth_shader::fixed::vertex`): position, diffuse (white when absent), specular (black),
//! eight coordinate sets (missing components 0, w 1) and the vertex fog factor (the
//! specular alpha, as D3D9 uses for pretransformed vertices; 1 without specular).

use ninth_render::FIXED_VERTEX_SIZE;
use ninth_scene::enums::vertex::texcoord_size;

use ninth_scene::VertexElement;

use crate::consts::fvf;
use crate::error::{Error, Result};

/// A colour element: a D3DCOLOR DWORD, or four floats (declarations' FLOAT4 colours).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Color {
    /// `D3DCOLOR` at this offset.
    Dword(usize),
    /// Four floats R, G, B, A at this offset.
    Float4(usize),
}

/// Where a pretransformed vertex's fields are: an XYZRHW FVF, or a declaration with
/// `D3DDECLUSAGE_POSITIONT` used without a vertex shader.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct RhwLayout {
    /// Offset of x, y, z, rhw.
    pub position: usize,
    pub psize: Option<usize>,
    pub diffuse: Option<Color>,
    pub specular: Option<Color>,
    /// Offset and component count of each coordinate set present.
    pub tex: [Option<(usize, u32)>; 8],
    /// Bytes a vertex must have.
    pub size: usize,
}

impl RhwLayout {
    /// The layout of an FVF whose position is `D3DFVF_XYZRHW`.
    pub fn of(code: u32) -> Self {
        let mut offset = 16;
        let mut take = |present: bool, size: usize| {
            present.then(|| {
                let at = offset;
                offset += size;
                at
            })
        };
        take(code & 0x010 != 0, 12); // a normal is meaningless here but takes its bytes
        let psize = take(code & fvf::PSIZE != 0, 4);
        let diffuse = take(code & fvf::DIFFUSE != 0, 4).map(Color::Dword);
        let specular = take(code & fvf::SPECULAR != 0, 4).map(Color::Dword);
        let count = ((code >> 8) & 0xf).min(8);
        let mut tex = [None; 8];
        for n in 0..count {
            let size = texcoord_size(code, n);
            tex[n as usize] = Some((offset, size));
            offset += 4 * size as usize;
        }
        Self {
            position: 0,
            psize,
            diffuse,
            specular,
            tex,
            size: offset,
        }
    }

    /// The layout of declaration elements (stream 0 only) with a POSITIONT, or why not.
    pub fn of_declaration(elements: &[VertexElement]) -> Result<Self> {
        const FLOAT1: u8 = 0;
        const FLOAT4: u8 = 3;
        const D3DCOLOR: u8 = 4;
        let mut layout = Self {
            position: usize::MAX,
            psize: None,
            diffuse: None,
            specular: None,
            tex: [None; 8],
            size: 0,
        };
        for e in elements {
            let at = usize::from(e.offset);
            let (usage, index, ty) = (e.usage, e.usage_index, e.ty);
            if e.stream != 0 {
                return Err(Error::unsupported(
                    "pretransformed declarations reading streams other than 0 (without a vertex shader)",
                ));
            }
            let bad = || {
                Error::unsupported(format!(
                    "D3DDECLTYPE {ty} for usage {usage} index {index} of a pretransformed declaration"
                ))
            };
            let bytes = match (usage, index, ty) {
                (9, 0, FLOAT4) => {
                    layout.position = at;
                    16
                }
                (10, 0 | 1, D3DCOLOR | FLOAT4) => {
                    let color = if ty == D3DCOLOR {
                        Color::Dword(at)
                    } else {
                        Color::Float4(at)
                    };
                    *if index == 0 {
                        &mut layout.diffuse
                    } else {
                        &mut layout.specular
                    } = Some(color);
                    if ty == D3DCOLOR { 4 } else { 16 }
                }
                (5, 0..=7, FLOAT1..=FLOAT4) => {
                    layout.tex[usize::from(index)] = Some((at, u32::from(ty) + 1));
                    4 * (usize::from(ty) + 1)
                }
                (4, 0, FLOAT1) => {
                    layout.psize = Some(at);
                    4
                }
                (9 | 10 | 5 | 4, _, _) => return Err(bad()),
                _ => 0, // read only by a vertex shader
            };
            layout.size = layout.size.max(at + bytes);
        }
        if layout.position == usize::MAX {
            return Err(Error::unsupported(
                "declarations without D3DDECLUSAGE_POSITIONT and without a vertex shader (the fixed-function vertex pipeline)",
            ));
        }
        Ok(layout)
    }

    /// Component count per set (0 for sets the format lacks).
    pub fn tex_sizes(&self) -> [u32; 8] {
        self.tex.map(|t| t.map_or(0, |t| t.1))
    }
}

fn read_u32(v: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([v[at], v[at + 1], v[at + 2], v[at + 3]])
}

/// A colour element as D3DCOLOR (float channels clamped and rounded).
fn color(v: &[u8], c: Color) -> u32 {
    match c {
        Color::Dword(at) => read_u32(v, at),
        Color::Float4(at) => {
            let ch = |i: usize| {
                (f32::from_bits(read_u32(v, at + 4 * i)).clamp(0.0, 1.0) * 255.0).round() as u32
            };
            ch(3) << 24 | ch(0) << 16 | ch(1) << 8 | ch(2)
        }
    }
}

/// The point size of each vertex that has one.
pub(crate) fn point_sizes<'a>(
    layout: &'a RhwLayout,
    vertices: &'a [u8],
    stride: usize,
) -> impl Iterator<Item = f32> + 'a {
    vertices
        .chunks_exact(stride)
        .filter_map(move |v| layout.psize.map(|at| f32::from_bits(read_u32(v, at))))
}

/// The fixed record of a vertex with nothing but its position: white diffuse, black
/// specular, every coordinate set (0, 0, 0, 1), fog 1.
fn blank_record() -> [u8; FIXED_VERTEX_SIZE] {
    let mut record = [0u8; FIXED_VERTEX_SIZE];
    record[16..20].copy_from_slice(&0xffff_ffffu32.to_le_bytes());
    for n in 0..8 {
        let w = 24 + 16 * n + 12;
        record[w..w + 4].copy_from_slice(&1.0f32.to_le_bytes());
    }
    record[152..156].copy_from_slice(&1.0f32.to_le_bytes());
    record
}

/// Converts `vertices` (`stride` bytes each, `stride >= layout.size`) to fixed records:
/// each starts as the blank record, and the fields the layout has are copied over it.
pub(crate) fn to_fixed(layout: &RhwLayout, vertices: &[u8], stride: usize) -> Vec<u8> {
    let blank = blank_record();
    // (record offset, vertex offset, bytes) of each coordinate set present.
    let mut sets = [(0usize, 0usize, 0usize); 8];
    let mut present = 0;
    for (n, set) in layout.tex.iter().enumerate() {
        if let Some((at, size)) = *set {
            sets[present] = (24 + 16 * n, at, 4 * size as usize);
            present += 1;
        }
    }
    let mut out = Vec::with_capacity(vertices.len() / stride * FIXED_VERTEX_SIZE);
    for v in vertices.chunks_exact(stride) {
        let start = out.len();
        out.extend_from_slice(&blank);
        let record = &mut out[start..];
        record[..16].copy_from_slice(&v[layout.position..layout.position + 16]);
        if let Some(c) = layout.diffuse {
            record[16..20].copy_from_slice(&color(v, c).to_le_bytes());
        }
        if let Some(c) = layout.specular {
            let specular = color(v, c);
            record[20..24].copy_from_slice(&specular.to_le_bytes());
            // The vertex fog factor of pretransformed vertices is the specular alpha.
            let fog = (specular >> 24) as f32 / 255.0;
            record[152..156].copy_from_slice(&fog.to_le_bytes());
        }
        for &(to, at, bytes) in &sets[..present] {
            record[to..to + bytes].copy_from_slice(&v[at..at + bytes]);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(bytes: &[u8], at: usize) -> f32 {
        f32::from_bits(read_u32(bytes, at))
    }

    #[test]
    fn rhw_fvf_fields_land_in_the_fixed_record() {
        // XYZRHW | DIFFUSE | SPECULAR | TEX2 with set 1 of 3 components.
        let code = 0x004 | 0x040 | 0x080 | 0x200 | (1 << (16 + 2));
        let layout = RhwLayout::of(code);
        assert_eq!(layout.size, 16 + 4 + 4 + 8 + 12);
        assert_eq!(layout.tex_sizes(), [2, 3, 0, 0, 0, 0, 0, 0]);
        let mut v = Vec::new();
        for x in [10.0f32, 20.0, 0.5, 2.0] {
            v.extend_from_slice(&x.to_le_bytes());
        }
        v.extend_from_slice(&0x80112233u32.to_le_bytes());
        v.extend_from_slice(&0x40000000u32.to_le_bytes());
        for x in [0.25f32, 0.75, 1.0, 2.0, 3.0] {
            v.extend_from_slice(&x.to_le_bytes());
        }
        v.extend_from_slice(&[9; 4]); // padding: a stride wider than the format
        let out = to_fixed(&layout, &v, v.len());
        assert_eq!(out.len(), FIXED_VERTEX_SIZE);
        assert_eq!(
            (f(&out, 0), f(&out, 4), f(&out, 8), f(&out, 12)),
            (10.0, 20.0, 0.5, 2.0)
        );
        assert_eq!(read_u32(&out, 16), 0x80112233);
        assert_eq!(read_u32(&out, 20), 0x40000000);
        assert_eq!(
            [f(&out, 24), f(&out, 28), f(&out, 32), f(&out, 36)],
            [0.25, 0.75, 0.0, 1.0]
        );
        assert_eq!(
            [f(&out, 40), f(&out, 44), f(&out, 48), f(&out, 52)],
            [1.0, 2.0, 3.0, 1.0]
        );
        assert_eq!(
            [f(&out, 56), f(&out, 68)],
            [0.0, 1.0],
            "absent sets are (0, 0, 0, 1)"
        );
        assert_eq!(
            f(&out, 152),
            0x40 as f32 / 255.0,
            "fog is the specular alpha"
        );
        let bare = RhwLayout::of(0x004);
        let out = to_fixed(&bare, &v[..16], 16);
        assert_eq!(
            (read_u32(&out, 16), read_u32(&out, 20), f(&out, 152)),
            (0xffff_ffff, 0, 1.0)
        );
    }
}
