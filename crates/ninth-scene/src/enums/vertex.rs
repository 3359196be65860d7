//! Vertex constants: `D3DDECLTYPE`, `D3DDECLMETHOD`, `D3DDECLUSAGE`, `D3DFVF_*` (with the
//! `D3DFVF_TEXCOORDSIZEn(i)` macros), `D3DPRIMITIVETYPE` and `D3DSTREAMSOURCE_*`.

use super::{Family, format_int, parse_integer_part};

/// `D3DDECLTYPE`.
pub static D3DDECLTYPE: Family = Family::single(
    "D3DDECLTYPE",
    &[
        ("D3DDECLTYPE_FLOAT1", 0),
        ("D3DDECLTYPE_FLOAT2", 1),
        ("D3DDECLTYPE_FLOAT3", 2),
        ("D3DDECLTYPE_FLOAT4", 3),
        ("D3DDECLTYPE_D3DCOLOR", 4),
        ("D3DDECLTYPE_UBYTE4", 5),
        ("D3DDECLTYPE_SHORT2", 6),
        ("D3DDECLTYPE_SHORT4", 7),
        ("D3DDECLTYPE_UBYTE4N", 8),
        ("D3DDECLTYPE_SHORT2N", 9),
        ("D3DDECLTYPE_SHORT4N", 10),
        ("D3DDECLTYPE_USHORT2N", 11),
        ("D3DDECLTYPE_USHORT4N", 12),
        ("D3DDECLTYPE_UDEC3", 13),
        ("D3DDECLTYPE_DEC3N", 14),
        ("D3DDECLTYPE_FLOAT16_2", 15),
        ("D3DDECLTYPE_FLOAT16_4", 16),
        ("D3DDECLTYPE_UNUSED", 17),
    ],
);

/// `D3DDECLMETHOD`.
pub static D3DDECLMETHOD: Family = Family::single(
    "D3DDECLMETHOD",
    &[
        ("D3DDECLMETHOD_DEFAULT", 0),
        ("D3DDECLMETHOD_PARTIALU", 1),
        ("D3DDECLMETHOD_PARTIALV", 2),
        ("D3DDECLMETHOD_CROSSUV", 3),
        ("D3DDECLMETHOD_UV", 4),
        ("D3DDECLMETHOD_LOOKUP", 5),
        ("D3DDECLMETHOD_LOOKUPPRESAMPLED", 6),
    ],
);

/// `D3DDECLUSAGE`.
pub static D3DDECLUSAGE: Family = Family::single(
    "D3DDECLUSAGE",
    &[
        ("D3DDECLUSAGE_POSITION", 0),
        ("D3DDECLUSAGE_BLENDWEIGHT", 1),
        ("D3DDECLUSAGE_BLENDINDICES", 2),
        ("D3DDECLUSAGE_NORMAL", 3),
        ("D3DDECLUSAGE_PSIZE", 4),
        ("D3DDECLUSAGE_TEXCOORD", 5),
        ("D3DDECLUSAGE_TANGENT", 6),
        ("D3DDECLUSAGE_BINORMAL", 7),
        ("D3DDECLUSAGE_TESSFACTOR", 8),
        ("D3DDECLUSAGE_POSITIONT", 9),
        ("D3DDECLUSAGE_COLOR", 10),
        ("D3DDECLUSAGE_FOG", 11),
        ("D3DDECLUSAGE_DEPTH", 12),
        ("D3DDECLUSAGE_SAMPLE", 13),
    ],
);

/// `D3DPRIMITIVETYPE`.
pub static D3DPT: Family = Family::single(
    "D3DPT",
    &[
        ("D3DPT_POINTLIST", 1),
        ("D3DPT_LINELIST", 2),
        ("D3DPT_LINESTRIP", 3),
        ("D3DPT_TRIANGLELIST", 4),
        ("D3DPT_TRIANGLESTRIP", 5),
        ("D3DPT_TRIANGLEFAN", 6),
    ],
);

/// `D3DSTREAMSOURCE_INDEXEDDATA` / `_INSTANCEDATA`, OR-ed with a count or divider.
pub static D3DSTREAMSOURCE: Family = Family {
    prefix: "D3DSTREAMSOURCE",
    values: &[
        ("D3DSTREAMSOURCE_INDEXEDDATA", 1 << 30),
        ("D3DSTREAMSOURCE_INSTANCEDATA", 2 << 30),
    ],
    flags: &[],
    mask: 0xc000_0000,
    joinable: true,
};

/// `D3DFVF_POSITION_MASK`.
pub const D3DFVF_POSITION_MASK: u32 = 0x400e;
/// `D3DFVF_TEXCOUNT_MASK`.
pub const D3DFVF_TEXCOUNT_MASK: u32 = 0xf00;
/// `D3DFVF_TEXCOUNT_SHIFT`.
pub const D3DFVF_TEXCOUNT_SHIFT: u32 = 8;
/// `D3DFVF_LASTBETA_UBYTE4`.
pub const D3DFVF_LASTBETA_UBYTE4: u32 = 0x1000;
/// `D3DFVF_LASTBETA_D3DCOLOR`.
pub const D3DFVF_LASTBETA_D3DCOLOR: u32 = 0x8000;

/// The position types of `D3DFVF_POSITION_MASK`.
pub static D3DFVF_POSITION: &[(&str, u32)] = &[
    ("D3DFVF_XYZ", 0x002),
    ("D3DFVF_XYZRHW", 0x004),
    ("D3DFVF_XYZB1", 0x006),
    ("D3DFVF_XYZB2", 0x008),
    ("D3DFVF_XYZB3", 0x00a),
    ("D3DFVF_XYZB4", 0x00c),
    ("D3DFVF_XYZB5", 0x00e),
    ("D3DFVF_XYZW", 0x4002),
];

/// The other single-bit `D3DFVF_*` flags.
pub static D3DFVF_FLAGS: &[(&str, u32)] = &[
    ("D3DFVF_NORMAL", 0x010),
    ("D3DFVF_PSIZE", 0x020),
    ("D3DFVF_DIFFUSE", 0x040),
    ("D3DFVF_SPECULAR", 0x080),
    ("D3DFVF_LASTBETA_UBYTE4", D3DFVF_LASTBETA_UBYTE4),
    ("D3DFVF_LASTBETA_D3DCOLOR", D3DFVF_LASTBETA_D3DCOLOR),
];

/// `D3DFVF_TEX0`..`D3DFVF_TEX8`.
pub static D3DFVF_TEX: &[(&str, u32)] = &[
    ("D3DFVF_TEX0", 0x000),
    ("D3DFVF_TEX1", 0x100),
    ("D3DFVF_TEX2", 0x200),
    ("D3DFVF_TEX3", 0x300),
    ("D3DFVF_TEX4", 0x400),
    ("D3DFVF_TEX5", 0x500),
    ("D3DFVF_TEX6", 0x600),
    ("D3DFVF_TEX7", 0x700),
    ("D3DFVF_TEX8", 0x800),
];

/// The `D3DFVF_TEXTUREFORMATn` code of a texture coordinate set of `size` floats (1-4), as
/// used by the `D3DFVF_TEXCOORDSIZEn(i)` macros: 2 -> 0, 3 -> 1, 4 -> 2, 1 -> 3.
pub const fn texture_format_code(size: u32) -> u32 {
    match size {
        3 => 1,
        4 => 2,
        1 => 3,
        _ => 0,
    }
}

/// The size in floats of texture coordinate set `index` of an FVF (`D3DFVF_TEXCOORDSIZEn`).
pub const fn texcoord_size(fvf: u32, index: u32) -> u32 {
    match (fvf >> (index * 2 + 16)) & 3 {
        1 => 3,
        2 => 4,
        3 => 1,
        _ => 2,
    }
}

/// Reads a `D3DFVF_TEXCOORDSIZEn(i)` macro (`n` 1-4, `i` 0-7) to its bits; `None` if `part`
/// is not written as that macro at all.
fn parse_texcoordsize(part: &str) -> Option<Result<u32, String>> {
    let rest = part.strip_prefix("D3DFVF_TEXCOORDSIZE")?;
    let bad = || {
        Err(format!(
            "bad macro `{part}` (expected D3DFVF_TEXCOORDSIZEn(i), n 1-4, i 0-7)"
        ))
    };
    let mut chars = rest.chars();
    let size = match chars.next().and_then(|c| c.to_digit(10)) {
        Some(n @ 1..=4) => n,
        _ => return Some(bad()),
    };
    let inner = chars.as_str();
    let Some(index) = inner
        .strip_prefix('(')
        .and_then(|s| s.strip_suffix(')'))
        .and_then(|s| s.parse::<u32>().ok())
        .filter(|&i| i < 8)
    else {
        return Some(bad());
    };
    Some(Ok(texture_format_code(size) << (index * 2 + 16)))
}

/// Reads an FVF: `D3DFVF_*` names, `D3DFVF_TEXCOORDSIZEn(i)` macros and integers joined
/// with `|`. The error message does not include a line.
pub fn parse_fvf(text: &str) -> Result<u32, String> {
    let mut value = 0u32;
    for part in text.split('|') {
        if part.is_empty() {
            return Err(format!("empty name in `{text}`"));
        }
        if part.starts_with(|c: char| c.is_ascii_digit() || c == '-' || c == '+') {
            value |= parse_integer_part(part)?;
        } else if let Some(bits) = parse_texcoordsize(part) {
            value |= bits?;
        } else {
            let bits = D3DFVF_POSITION
                .iter()
                .chain(D3DFVF_FLAGS)
                .chain(D3DFVF_TEX)
                .find(|(n, _)| *n == part)
                .map(|&(_, v)| v)
                .ok_or_else(|| format!("unknown name `{part}` (expected D3DFVF_*)"))?;
            value |= bits;
        }
    }
    Ok(value)
}

/// Writes an FVF with names: the position, the flags, `D3DFVF_TEXn`, a
/// `D3DFVF_TEXCOORDSIZEn(i)` for every set that is not 2 floats, and any other bits as hex.
pub fn format_fvf(fvf: u32) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut rest = fvf;
    let position = fvf & D3DFVF_POSITION_MASK;
    if let Some(&(name, v)) = D3DFVF_POSITION.iter().find(|&&(_, v)| v == position) {
        parts.push(name.to_string());
        rest &= !v;
    }
    for &(name, bit) in D3DFVF_FLAGS {
        if rest & bit == bit {
            parts.push(name.to_string());
            rest &= !bit;
        }
    }
    let count = (fvf & D3DFVF_TEXCOUNT_MASK) >> D3DFVF_TEXCOUNT_SHIFT;
    if count > 0 {
        parts.push(format!("D3DFVF_TEX{count}"));
        rest &= !D3DFVF_TEXCOUNT_MASK;
    }
    for index in 0..8 {
        let size = texcoord_size(fvf, index);
        if size != 2 {
            parts.push(format!("D3DFVF_TEXCOORDSIZE{size}({index})"));
            rest &= !(3 << (index * 2 + 16));
        }
    }
    if rest != 0 {
        parts.push(format_int(rest));
    }
    if parts.is_empty() {
        "0".to_string()
    } else {
        parts.join("|")
    }
}
