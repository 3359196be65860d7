//! Vertex layouts (an FVF or the stream-0 part of a declaration), the packing of `vb` and
//! draw-`UP` values into bytes, their unpacking for the writer, and half floats.

use crate::enums::format_f32;
use crate::enums::vertex::{
    D3DFVF_LASTBETA_D3DCOLOR, D3DFVF_LASTBETA_UBYTE4, D3DFVF_POSITION_MASK, D3DFVF_TEXCOUNT_MASK,
    D3DFVF_TEXCOUNT_SHIFT, texcoord_size,
};
use crate::error::SceneError;
use crate::lexer::{Word, is_float_literal, parse_float, parse_int};

/// One `D3DVERTEXELEMENT9` of a declaration.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VertexElement {
    /// The stream (0-15).
    pub stream: u16,
    /// Byte offset in the stream's vertex.
    pub offset: u16,
    /// `D3DDECLTYPE` (0-16).
    pub ty: u8,
    /// `D3DDECLMETHOD`.
    pub method: u8,
    /// `D3DDECLUSAGE`.
    pub usage: u8,
    /// The usage index.
    pub usage_index: u8,
}

/// The vertex layout that `vb` and the `UP` draws pack values by: the last `fvf`, or the
/// stream-0 elements of the last `setdecl`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VertexLayout {
    /// An FVF code (`D3DFVF_*`).
    Fvf(u32),
    /// The stream-0 elements of a vertex declaration, in declaration order.
    Declaration(Vec<VertexElement>),
}

/// How one element's values are read and stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FieldKind {
    /// `n` floats (FLOAT1-4, FVF positions, normals, point size, blend weights, texture
    /// coordinates).
    Float(u8),
    /// One integer stored as a little-endian DWORD (D3DCOLOR, FVF diffuse/specular, the last
    /// beta of `D3DFVF_LASTBETA_*`).
    Dword,
    /// Four integers 0-255 (UBYTE4, UBYTE4N).
    UByte4,
    /// `n` integers -32768..32767 (SHORT2(N), SHORT4(N)).
    Short(u8),
    /// `n` integers 0..65535 (USHORT2N, USHORT4N).
    UShort(u8),
    /// Three integers 0..1023 packed 10:10:10 (UDEC3).
    UDec3,
    /// Three integers -512..511 packed 10:10:10 in two's complement (DEC3N).
    Dec3N,
    /// `n` floats stored as IEEE half floats (FLOAT16_2, FLOAT16_4).
    Half(u8),
}

impl FieldKind {
    /// The count of values the field takes.
    pub fn values(self) -> usize {
        match self {
            FieldKind::Float(n)
            | FieldKind::Short(n)
            | FieldKind::UShort(n)
            | FieldKind::Half(n) => usize::from(n),
            FieldKind::Dword => 1,
            FieldKind::UByte4 => 4,
            FieldKind::UDec3 | FieldKind::Dec3N => 3,
        }
    }

    /// The size in bytes of the field.
    pub fn size(self) -> usize {
        match self {
            FieldKind::Float(n) => 4 * usize::from(n),
            FieldKind::Short(n) | FieldKind::UShort(n) | FieldKind::Half(n) => 2 * usize::from(n),
            FieldKind::Dword | FieldKind::UByte4 | FieldKind::UDec3 | FieldKind::Dec3N => 4,
        }
    }

    /// The field kind of a `D3DDECLTYPE` (0-16).
    pub fn of_decl_type(ty: u8) -> Option<FieldKind> {
        Some(match ty {
            0..=3 => FieldKind::Float(ty + 1),
            4 => FieldKind::Dword,
            5 | 8 => FieldKind::UByte4,
            6 | 9 => FieldKind::Short(2),
            7 | 10 => FieldKind::Short(4),
            11 => FieldKind::UShort(2),
            12 => FieldKind::UShort(4),
            13 => FieldKind::UDec3,
            14 => FieldKind::Dec3N,
            15 => FieldKind::Half(2),
            16 => FieldKind::Half(4),
            _ => return None,
        })
    }
}

/// One element of a vertex: where it is and how it is stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Field {
    /// Byte offset in the vertex.
    pub offset: usize,
    /// How its values are stored.
    pub kind: FieldKind,
}

/// The packing of one vertex: its fields in value order and its size.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Packing {
    /// The fields, in the order their values are given.
    pub fields: Vec<Field>,
    /// The vertex size in bytes (for a declaration: the end of its furthest element).
    pub stride: usize,
}

impl Packing {
    /// The count of values one vertex takes.
    pub fn values_per_vertex(&self) -> usize {
        self.fields.iter().map(|f| f.kind.values()).sum()
    }
}

impl VertexLayout {
    /// The packing of the layout, or a message saying why it has none (an FVF with an
    /// invalid position or texture count, a `D3DFVF_LASTBETA_*` without blend weights).
    pub fn packing(&self) -> Result<Packing, String> {
        match self {
            VertexLayout::Fvf(fvf) => fvf_packing(*fvf),
            VertexLayout::Declaration(elements) => {
                let mut fields = Vec::new();
                let mut stride = 0;
                for e in elements {
                    let kind = FieldKind::of_decl_type(e.ty)
                        .ok_or_else(|| format!("D3DDECLTYPE {} has no vertex data", e.ty))?;
                    let offset = usize::from(e.offset);
                    stride = stride.max(offset + kind.size());
                    fields.push(Field { offset, kind });
                }
                Ok(Packing { fields, stride })
            }
        }
    }
}

/// The packing of an FVF, in the D3D9 order: position (and blend weights), normal, point
/// size, diffuse, specular, texture coordinate sets.
pub fn fvf_packing(fvf: u32) -> Result<Packing, String> {
    let mut kinds = Vec::new();
    let lastbeta = fvf & (D3DFVF_LASTBETA_UBYTE4 | D3DFVF_LASTBETA_D3DCOLOR);
    let betas = match fvf & D3DFVF_POSITION_MASK {
        0 => None,
        0x002 => {
            kinds.push(FieldKind::Float(3));
            None
        }
        0x004 | 0x4002 => {
            kinds.push(FieldKind::Float(4));
            None
        }
        p @ (0x006 | 0x008 | 0x00a | 0x00c | 0x00e) => {
            kinds.push(FieldKind::Float(3));
            Some((p - 4) / 2)
        }
        p => return Err(format!("FVF {fvf:#x} has an invalid position type {p:#x}")),
    };
    if lastbeta == D3DFVF_LASTBETA_UBYTE4 | D3DFVF_LASTBETA_D3DCOLOR {
        return Err(format!(
            "FVF {fvf:#x} has both D3DFVF_LASTBETA_UBYTE4 and D3DFVF_LASTBETA_D3DCOLOR"
        ));
    }
    match betas {
        None if lastbeta != 0 => {
            return Err(format!(
                "FVF {fvf:#x}: D3DFVF_LASTBETA_* needs blend weights (D3DFVF_XYZB1-5)"
            ));
        }
        None => {}
        Some(n) if lastbeta != 0 => {
            if n > 1 {
                kinds.push(FieldKind::Float(n as u8 - 1));
            }
            kinds.push(FieldKind::Dword);
        }
        Some(n) => kinds.push(FieldKind::Float(n as u8)),
    }
    if fvf & 0x010 != 0 {
        kinds.push(FieldKind::Float(3));
    }
    if fvf & 0x020 != 0 {
        kinds.push(FieldKind::Float(1));
    }
    if fvf & 0x040 != 0 {
        kinds.push(FieldKind::Dword);
    }
    if fvf & 0x080 != 0 {
        kinds.push(FieldKind::Dword);
    }
    let count = (fvf & D3DFVF_TEXCOUNT_MASK) >> D3DFVF_TEXCOUNT_SHIFT;
    if count > 8 {
        return Err(format!(
            "FVF {fvf:#x} has {count} texture coordinate sets (at most 8)"
        ));
    }
    for index in 0..count {
        kinds.push(FieldKind::Float(texcoord_size(fvf, index) as u8));
    }
    let mut offset = 0;
    let fields = kinds
        .into_iter()
        .map(|kind| {
            let f = Field { offset, kind };
            offset += kind.size();
            f
        })
        .collect();
    Ok(Packing {
        fields,
        stride: offset,
    })
}

/// Converts an `f32` to an IEEE 754 half float, rounding to nearest, ties to even; values
/// too large become infinities, NaNs stay NaNs.
pub fn f32_to_f16(value: f32) -> u16 {
    let bits = value.to_bits();
    let sign = ((bits >> 16) & 0x8000) as u16;
    let exp = ((bits >> 23) & 0xff) as i32;
    let man = bits & 0x7f_ffff;
    if exp == 0xff {
        let nan = if man != 0 {
            0x200 | (man >> 13) as u16
        } else {
            0
        };
        return sign | 0x7c00 | nan;
    }
    let e = exp - 127 + 15;
    if e >= 0x1f {
        return sign | 0x7c00;
    }
    if e >= 1 {
        let mut h = ((e as u32) << 10) | (man >> 13);
        let rem = man & 0x1fff;
        if rem > 0x1000 || (rem == 0x1000 && h & 1 == 1) {
            h += 1;
        }
        return sign | h as u16;
    }
    // Subnormal half (or zero): the full 24-bit significand shifted into units of 2^-24.
    let shift = (14 - e) as u32;
    if shift > 24 {
        return sign;
    }
    let full = man | 0x80_0000;
    let mut h = full >> shift;
    let rem = full & ((1 << shift) - 1);
    let half = 1 << (shift - 1);
    if rem > half || (rem == half && h & 1 == 1) {
        h += 1;
    }
    sign | h as u16
}

/// Converts an IEEE 754 half float to `f32` (exactly).
pub fn f16_to_f32(half: u16) -> f32 {
    let sign = u32::from(half & 0x8000) << 16;
    let exp = u32::from((half >> 10) & 0x1f);
    let man = u32::from(half & 0x3ff);
    let magnitude = match exp {
        0 => {
            let v = man as f32 * f32::from_bits(0x3380_0000);
            return if sign != 0 { -v } else { v };
        }
        0x1f => 0x7f80_0000 | (man << 13),
        _ => ((exp + 112) << 23) | (man << 13),
    };
    f32::from_bits(sign | magnitude)
}

/// Packs UDEC3 fields (each 0-1023): `x | y << 10 | z << 20`.
pub fn pack_udec3(x: u32, y: u32, z: u32) -> u32 {
    (x & 0x3ff) | (y & 0x3ff) << 10 | (z & 0x3ff) << 20
}

/// Packs DEC3N fields (each -512..511) as 10-bit two's complement: `x | y << 10 | z << 20`.
pub fn pack_dec3n(x: i32, y: i32, z: i32) -> u32 {
    pack_udec3(x as u32, y as u32, z as u32)
}

fn int_value(word: &Word, min: i64, max: i64, what: &str) -> Result<i64, SceneError> {
    if is_float_literal(&word.text) {
        return Err(SceneError::new(
            word.line,
            format!("expected an integer for {what}, found `{}`", word.text),
        ));
    }
    let v = parse_int(&word.text)
        .ok_or_else(|| SceneError::new(word.line, format!("bad number `{}`", word.text)))?;
    if v < min || v > max {
        return Err(SceneError::new(
            word.line,
            format!("{what} value {v} is out of range {min}..={max}"),
        ));
    }
    Ok(v)
}

fn float_value(word: &Word) -> Result<f32, SceneError> {
    parse_float(&word.text)
        .ok_or_else(|| SceneError::new(word.line, format!("bad number `{}`", word.text)))
}

/// Packs vertex values by `packing`, vertex by vertex, element by element (bytes a layout
/// leaves uncovered are 0). `line` is the line of the command, for count errors.
pub fn pack(packing: &Packing, words: &[Word], line: usize) -> Result<Vec<u8>, SceneError> {
    let per_vertex = packing.values_per_vertex();
    if per_vertex == 0 || packing.stride == 0 {
        return Err(SceneError::new(
            line,
            "the current vertex layout has no stream 0 data",
        ));
    }
    if !words.len().is_multiple_of(per_vertex) {
        return Err(SceneError::new(
            line,
            format!(
                "{} vertex values are not a whole number of vertices ({per_vertex} values each)",
                words.len()
            ),
        ));
    }
    let count = words.len() / per_vertex;
    let mut out = vec![0u8; count * packing.stride];
    let mut next = words.iter();
    for vertex in out.chunks_mut(packing.stride) {
        for field in &packing.fields {
            let n = field.kind.values();
            let values: Vec<&Word> = next.by_ref().take(n).collect();
            let bytes = pack_field(field.kind, &values)?;
            vertex[field.offset..field.offset + bytes.len()].copy_from_slice(&bytes);
        }
    }
    Ok(out)
}

fn pack_field(kind: FieldKind, values: &[&Word]) -> Result<Vec<u8>, SceneError> {
    let mut out = Vec::with_capacity(kind.size());
    match kind {
        FieldKind::Float(_) => {
            for w in values {
                out.extend_from_slice(&float_value(w)?.to_le_bytes());
            }
        }
        FieldKind::Half(_) => {
            for w in values {
                out.extend_from_slice(&f32_to_f16(float_value(w)?).to_le_bytes());
            }
        }
        FieldKind::Dword => {
            let v = int_value(
                values[0],
                i64::from(i32::MIN),
                i64::from(u32::MAX),
                "a DWORD",
            )?;
            out.extend_from_slice(&(v as u32).to_le_bytes());
        }
        FieldKind::UByte4 => {
            for w in values {
                out.push(int_value(w, 0, 255, "UBYTE4")? as u8);
            }
        }
        FieldKind::Short(_) => {
            for w in values {
                let v = int_value(w, -32768, 32767, "SHORT")? as i16;
                out.extend_from_slice(&v.to_le_bytes());
            }
        }
        FieldKind::UShort(_) => {
            for w in values {
                let v = int_value(w, 0, 65535, "USHORT")? as u16;
                out.extend_from_slice(&v.to_le_bytes());
            }
        }
        FieldKind::UDec3 => {
            let mut f = [0u32; 3];
            for (slot, w) in f.iter_mut().zip(values) {
                *slot = int_value(w, 0, 1023, "UDEC3")? as u32;
            }
            out.extend_from_slice(&pack_udec3(f[0], f[1], f[2]).to_le_bytes());
        }
        FieldKind::Dec3N => {
            let mut f = [0i32; 3];
            for (slot, w) in f.iter_mut().zip(values) {
                *slot = int_value(w, -512, 511, "DEC3N")? as i32;
            }
            out.extend_from_slice(&pack_dec3n(f[0], f[1], f[2]).to_le_bytes());
        }
    }
    Ok(out)
}

/// Unpacks vertex bytes back into value tokens, one row per vertex, such that [`pack`] on
/// them gives the same bytes (bytes outside the layout's fields are not represented).
/// `None` when the bytes are not a whole number of vertices of the packing.
pub fn unpack(packing: &Packing, bytes: &[u8]) -> Option<Vec<Vec<String>>> {
    if packing.stride == 0 || !bytes.len().is_multiple_of(packing.stride) {
        return None;
    }
    let rows = bytes
        .chunks(packing.stride)
        .map(|vertex| {
            let mut row = Vec::new();
            for field in &packing.fields {
                unpack_field(
                    field.kind,
                    &vertex[field.offset..field.offset + field.kind.size()],
                    &mut row,
                );
            }
            row
        })
        .collect();
    Some(rows)
}

fn unpack_field(kind: FieldKind, b: &[u8], row: &mut Vec<String>) {
    let u16_at = |i: usize| u16::from_le_bytes([b[2 * i], b[2 * i + 1]]);
    let u32_at =
        |i: usize| u32::from_le_bytes([b[4 * i], b[4 * i + 1], b[4 * i + 2], b[4 * i + 3]]);
    match kind {
        FieldKind::Float(n) => {
            for i in 0..usize::from(n) {
                row.push(format_f32(f32::from_bits(u32_at(i))));
            }
        }
        FieldKind::Half(n) => {
            for i in 0..usize::from(n) {
                let h = u16_at(i);
                // An infinite half is written as 65520, the smallest value that rounds to it.
                row.push(match h & 0x7fff {
                    0x7c00 if h & 0x8000 != 0 => "-65520.0".to_string(),
                    0x7c00 => "65520.0".to_string(),
                    _ => format_f32(f16_to_f32(h)),
                });
            }
        }
        FieldKind::Dword => row.push(format!("0x{:08x}", u32_at(0))),
        FieldKind::UByte4 => row.extend(b.iter().map(|v| v.to_string())),
        FieldKind::Short(n) => {
            row.extend((0..usize::from(n)).map(|i| (u16_at(i) as i16).to_string()));
        }
        FieldKind::UShort(n) => row.extend((0..usize::from(n)).map(|i| u16_at(i).to_string())),
        FieldKind::UDec3 => {
            let v = u32_at(0);
            row.extend((0..3).map(|i| ((v >> (10 * i)) & 0x3ff).to_string()));
        }
        FieldKind::Dec3N => {
            let v = u32_at(0);
            row.extend((0..3).map(|i| {
                let f = ((v >> (10 * i)) & 0x3ff) as i32;
                (if f >= 512 { f - 1024 } else { f }).to_string()
            }));
        }
    }
}
