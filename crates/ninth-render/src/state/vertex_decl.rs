//! D3D9 vertex declarations (`D3DVERTEXELEMENT9` lists): validation and the wgpu vertex
//! format of each `D3DDECLTYPE` (the per-draw layout is `vertex_streams.rs`).

use crate::error::{Error, Result};

/// Most vertex streams.
pub const MAX_STREAMS: usize = 16;
/// `D3DDECLTYPE_UNUSED`: the type of the end marker.
pub const D3DDECLTYPE_UNUSED: u8 = 17;
/// `D3DDECLMETHOD_DEFAULT`, the only method ninth (and D3D9 hardware vertex processing with
/// shaders) supports.
pub const D3DDECLMETHOD_DEFAULT: u8 = 0;

/// One `D3DVERTEXELEMENT9`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, bytemuck::Pod, bytemuck::Zeroable)]
#[repr(C)]
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
    /// Fetched as floats (incl. normalised formats; D3DCOLOR as `Unorm8x4Bgra`).
    Float,
    /// Fetched as unsigned integers, converted to float in the shader (UBYTE4).
    Uint,
    /// Fetched as signed integers, converted to float in the shader (SHORT2/4).
    Sint,
    /// 10:10:10 unsigned integers (UDEC3), unpacked to FLOAT4 on the CPU.
    Udec3,
    /// 10:10:10 signed normalised values (DEC3N), unpacked to FLOAT4 on the CPU.
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
    /// D3DCOLOR: B, G, R, A bytes (fetched in that order by `Unorm8x4Bgra`).
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
            ..f(F::Unorm8x4Bgra, 4, InputKind::Float)
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
}
