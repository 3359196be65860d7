//! D3D9 vertex declarations (`D3DVERTEXELEMENT9` lists): validation, the wgpu vertex format of
//! each `D3DDECLTYPE`, and per-stream layouts, with streams WebGPU cannot fetch directly (a
//! stride that is not a multiple of 4, an element at an unaligned offset) planned for repacking
//! into the arena.

use crate::error::{Error, Result};

/// Most vertex streams.
pub const MAX_STREAMS: usize = 16;
/// `D3DDECLTYPE_UNUSED`: the type of the end marker.
pub const D3DDECLTYPE_UNUSED: u8 = 17;
/// `D3DDECLMETHOD_DEFAULT`, the only method ninth (and D3D9 hardware vertex processing with
/// shaders) supports.
pub const D3DDECLMETHOD_DEFAULT: u8 = 0;

/// One `D3DVERTEXELEMENT9`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VertexElement {
    /// Stream 0-15 (0xFF in the end marker).
    pub stream: u16,
    /// Byte offset in the stream's vertex.
    pub offset: u16,
    /// `D3DDECLTYPE_*`.
    pub ty: u8,
    /// `D3DDECLMETHOD_*`.
    pub method: u8,
    /// `D3DDECLUSAGE_*`.
    pub usage: u8,
    /// Usage index.
    pub usage_index: u8,
}

/// `D3DDECL_END()`.
pub const D3DDECL_END: VertexElement = VertexElement {
    stream: 0xff,
    offset: 0,
    ty: D3DDECLTYPE_UNUSED,
    method: 0,
    usage: 0,
    usage_index: 0,
};

/// How the vertex code must read an attribute fetched with [`DeclFormat::format`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum InputKind {
    /// Fetched as floats (incl. normalised formats; D3DCOLOR still needs its `.zyxw` swizzle).
    Float,
    /// Fetched as unsigned integers, converted to float in the shader (UBYTE4).
    Uint,
    /// Fetched as signed integers, converted to float in the shader (SHORT2/4).
    Sint,
    /// One u32 unpacked in the shader as 10:10:10 unsigned integers (UDEC3).
    Udec3,
    /// One u32 unpacked in the shader as 10:10:10 signed normalised values (DEC3N).
    Dec3n,
}

/// The fetch of one `D3DDECLTYPE`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DeclFormat {
    /// wgpu vertex format.
    pub format: wgpu::VertexFormat,
    /// Bytes the element occupies in D3D9's layout.
    pub size: u32,
    /// How the shader turns it into D3D9's float4.
    pub input: InputKind,
    /// D3DCOLOR: B, G, R, A bytes, swizzled `.zyxw` in the shader.
    pub bgra: bool,
}

/// The fetch of a `D3DDECLTYPE` value; a Decl error for unknown values.
pub fn decl_format(ty: u8) -> Result<DeclFormat> {
    use wgpu::VertexFormat as F;
    let f = |format, size, input| DeclFormat {
        format,
        size,
        input,
        bgra: false,
    };
    Ok(match ty {
        0 => f(F::Float32, 4, InputKind::Float),
        1 => f(F::Float32x2, 8, InputKind::Float),
        2 => f(F::Float32x3, 12, InputKind::Float),
        3 => f(F::Float32x4, 16, InputKind::Float),
        4 => DeclFormat {
            bgra: true,
            ..f(F::Unorm8x4, 4, InputKind::Float)
        },
        5 => f(F::Uint8x4, 4, InputKind::Uint),
        6 => f(F::Sint16x2, 4, InputKind::Sint),
        7 => f(F::Sint16x4, 8, InputKind::Sint),
        8 => f(F::Unorm8x4, 4, InputKind::Float),
        9 => f(F::Snorm16x2, 4, InputKind::Float),
        10 => f(F::Snorm16x4, 8, InputKind::Float),
        11 => f(F::Unorm16x2, 4, InputKind::Float),
        12 => f(F::Unorm16x4, 8, InputKind::Float),
        13 => f(F::Uint32, 4, InputKind::Udec3),
        14 => f(F::Uint32, 4, InputKind::Dec3n),
        15 => f(F::Float16x2, 4, InputKind::Float),
        16 => f(F::Float16x4, 8, InputKind::Float),
        other => {
            return Err(Error::decl(format!("unknown D3DDECLTYPE {other}")));
        }
    })
}

/// A validated element.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ResolvedElement {
    /// The D3D9 element.
    pub element: VertexElement,
    /// Its fetch.
    pub format: DeclFormat,
}

/// Validates a declaration against the strides of the bound streams: it ends with
/// [`D3DDECL_END`], uses only `D3DDECLMETHOD_DEFAULT` and streams 0-15, and every element
/// fits inside its stream's stride. Returns the elements before the end marker.
pub fn validate_declaration(
    elements: &[VertexElement],
    strides: &[u32; MAX_STREAMS],
) -> Result<Vec<ResolvedElement>> {
    let end = elements
        .iter()
        .position(|e| e.stream == 0xff && e.ty == D3DDECLTYPE_UNUSED)
        .ok_or_else(|| Error::decl("vertex declaration has no D3DDECL_END marker"))?;
    let mut resolved = Vec::with_capacity(end);
    for (i, element) in elements[..end].iter().enumerate() {
        let stream = usize::from(element.stream);
        if stream >= MAX_STREAMS {
            return Err(Error::decl(format!(
                "element {i} uses stream {stream}; streams are 0-15"
            )));
        }
        if element.method != D3DDECLMETHOD_DEFAULT {
            return Err(Error::decl(format!(
                "element {i} uses D3DDECLMETHOD {}; only D3DDECLMETHOD_DEFAULT is supported",
                element.method
            )));
        }
        let format = decl_format(element.ty)?;
        let end_byte = u32::from(element.offset) + format.size;
        if end_byte > strides[stream] {
            return Err(Error::decl(format!(
                "element {i} (offset {} + {} bytes) does not fit stream {stream}'s stride {}",
                element.offset, format.size, strides[stream]
            )));
        }
        resolved.push(ResolvedElement {
            element: *element,
            format,
        });
    }
    Ok(resolved)
}

/// How one stream is fetched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StreamPlan {
    /// Stride of the buffer bound for the stream (the D3D9 stride, or the repacked one).
    pub stride: u32,
    /// Offset of each of the stream's elements in the bound buffer, in element order.
    pub offsets: Vec<u32>,
    /// `Some` when the stream must be repacked: for each element, (source offset, size), to
    /// be copied to `offsets` in a vertex of `stride` bytes.
    pub repack: Option<Vec<(u32, u32)>>,
}

/// WebGPU fetches an attribute only at an offset that is a multiple of min(4, its size).
fn aligned(offset: u32, size: u32) -> bool {
    offset.is_multiple_of(size.min(4))
}

/// Plans the fetch of one stream's elements (those of `elements` with `stream`).
pub fn plan_stream(elements: &[ResolvedElement], stream: u16, stride: u32) -> StreamPlan {
    let mine: Vec<&ResolvedElement> = elements
        .iter()
        .filter(|e| e.element.stream == stream)
        .collect();
    let native = stride.is_multiple_of(4)
        && stride <= 2048
        && mine
            .iter()
            .all(|e| aligned(u32::from(e.element.offset), e.format.size));
    if native {
        return StreamPlan {
            stride,
            offsets: mine.iter().map(|e| u32::from(e.element.offset)).collect(),
            repack: None,
        };
    }
    // Lay the elements out again, each 4-byte aligned, in their order.
    let mut offsets = Vec::with_capacity(mine.len());
    let mut at = 0;
    for e in &mine {
        offsets.push(at);
        at += e.format.size.div_ceil(4) * 4;
    }
    StreamPlan {
        stride: at.max(4),
        offsets,
        repack: Some(
            mine.iter()
                .map(|e| (u32::from(e.element.offset), e.format.size))
                .collect(),
        ),
    }
}

/// Repacks `count` vertices of a stream by `plan` (which must have `repack`).
pub fn repack_stream(data: &[u8], source_stride: u32, count: usize, plan: &StreamPlan) -> Vec<u8> {
    let Some(copies) = &plan.repack else {
        return data.to_vec();
    };
    let mut out = vec![0; count * plan.stride as usize];
    for v in 0..count {
        let src = v * source_stride as usize;
        let dst = v * plan.stride as usize;
        for ((from, size), to) in copies.iter().zip(&plan.offsets) {
            let (from, size, to) = (src + *from as usize, *size as usize, dst + *to as usize);
            if let (Some(s), Some(d)) = (data.get(from..from + size), out.get_mut(to..to + size)) {
                d.copy_from_slice(s);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn el(stream: u16, offset: u16, ty: u8, usage: u8) -> VertexElement {
        VertexElement {
            stream,
            offset,
            ty,
            method: 0,
            usage,
            usage_index: 0,
        }
    }

    fn strides(s0: u32) -> [u32; MAX_STREAMS] {
        let mut s = [0; MAX_STREAMS];
        s[0] = s0;
        s
    }

    #[test]
    fn every_decltype_has_a_fetch_and_unknown_ones_are_decl_errors() {
        let sizes = [4, 8, 12, 16, 4, 4, 4, 8, 4, 4, 8, 4, 8, 4, 4, 4, 8];
        for (ty, size) in sizes.into_iter().enumerate() {
            let f = decl_format(ty as u8).unwrap();
            assert_eq!(f.size, size, "D3DDECLTYPE {ty}");
            assert!(f.format.size() <= u64::from(size), "fetch fits the element");
        }
        assert!(decl_format(4).unwrap().bgra);
        assert_eq!(decl_format(13).unwrap().input, InputKind::Udec3);
        let e = decl_format(17).unwrap_err();
        assert_eq!(e.kind, crate::ErrorKind::Decl);
        assert!(e.message.contains("D3DDECLTYPE 17"));
    }

    #[test]
    fn declarations_need_an_end_marker_default_method_valid_streams_and_fitting_elements() {
        let ok = [el(0, 0, 2, 0), el(0, 12, 4, 10), D3DDECL_END];
        assert_eq!(validate_declaration(&ok, &strides(16)).unwrap().len(), 2);
        let e = validate_declaration(&ok[..2], &strides(16)).unwrap_err();
        assert!(e.message.contains("D3DDECL_END"), "{e}");
        let e = validate_declaration(&ok, &strides(15)).unwrap_err();
        assert!(
            e.message.contains("does not fit stream 0's stride 15"),
            "{e}"
        );
        let mut bad_method = ok;
        bad_method[1].method = 1;
        let e = validate_declaration(&bad_method, &strides(16)).unwrap_err();
        assert!(e.message.contains("D3DDECLMETHOD 1"), "{e}");
        let e = validate_declaration(&[el(16, 0, 0, 0), D3DDECL_END], &strides(16)).unwrap_err();
        assert!(e.message.contains("stream 16"), "{e}");
    }

    #[test]
    fn unaligned_streams_are_repacked_with_their_bytes_intact() {
        // FLOAT3 at 0, D3DCOLOR at 13 (unaligned), stride 17 (not a multiple of 4).
        let decl = [el(0, 0, 2, 0), el(0, 13, 4, 10), D3DDECL_END];
        let resolved = validate_declaration(&decl, &strides(17)).unwrap();
        let plan = plan_stream(&resolved, 0, 17);
        assert_eq!(plan.stride, 16);
        assert_eq!(plan.offsets, vec![0, 12]);
        let data: Vec<u8> = (0..34).collect();
        let packed = repack_stream(&data, 17, 2, &plan);
        assert_eq!(&packed[0..12], &data[0..12]);
        assert_eq!(&packed[12..16], &data[13..17]);
        assert_eq!(&packed[16..28], &data[17..29]);
        assert_eq!(&packed[28..32], &data[30..34]);
        // An aligned stream is fetched as it is.
        let aligned = plan_stream(
            &validate_declaration(&[el(0, 4, 3, 0), D3DDECL_END], &strides(20)).unwrap(),
            0,
            20,
        );
        assert_eq!(
            aligned,
            StreamPlan {
                stride: 20,
                offsets: vec![4],
                repack: None
            }
        );
    }
}
