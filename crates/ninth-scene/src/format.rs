//! Sizes of `D3DFORMAT` data: bytes per texel or per block, mip level extents and the byte
//! size of a level, as `fill ... bytes` needs them ("rows tightly packed, blocks for DXT").

use crate::enums::resource::make_fourcc;

/// How a format's data is laid out: blocks of `width` x `height` texels of `bytes` each
/// (1 x 1 for plain formats).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FormatLayout {
    /// Block width in texels.
    pub width: u32,
    /// Block height in texels.
    pub height: u32,
    /// Bytes per block.
    pub bytes: u32,
}

impl FormatLayout {
    const fn texel(bytes: u32) -> Self {
        FormatLayout {
            width: 1,
            height: 1,
            bytes,
        }
    }

    /// Whether the format is stored in multi-texel blocks (DXT, ATI1/2, packed YUV): such
    /// formats are filled only with `bytes`.
    pub fn is_block(&self) -> bool {
        self.width > 1 || self.height > 1
    }
}

/// The data layout of a format, or `None` for formats without a fixed one (`D3DFMT_UNKNOWN`,
/// `D3DFMT_A1`, `D3DFMT_NULL`, `D3DFMT_MULTI2_ARGB8`, vertex data, unknown codes).
pub fn format_layout(format: u32) -> Option<FormatLayout> {
    const DXT1: u32 = make_fourcc(b"DXT1");
    const DXT2: u32 = make_fourcc(b"DXT2");
    const DXT3: u32 = make_fourcc(b"DXT3");
    const DXT4: u32 = make_fourcc(b"DXT4");
    const DXT5: u32 = make_fourcc(b"DXT5");
    const ATI1: u32 = make_fourcc(b"ATI1");
    const ATI2: u32 = make_fourcc(b"ATI2");
    const UYVY: u32 = make_fourcc(b"UYVY");
    const YUY2: u32 = make_fourcc(b"YUY2");
    const RGBG: u32 = make_fourcc(b"RGBG");
    const GRGB: u32 = make_fourcc(b"GRGB");
    const INTZ: u32 = make_fourcc(b"INTZ");
    const DF16: u32 = make_fourcc(b"DF16");
    const DF24: u32 = make_fourcc(b"DF24");
    const RAWZ: u32 = make_fourcc(b"RAWZ");
    let block = |bytes| FormatLayout {
        width: 4,
        height: 4,
        bytes,
    };
    Some(match format {
        27 | 28 | 41 | 50 | 52 | 85 => FormatLayout::texel(1),
        23..=26 | 29 | 30 | 40 | 51 | 60 | 61 | 70 | 73 | 80 | 81 | 101 | 111 | 117 | DF16 => {
            FormatLayout::texel(2)
        }
        20 => FormatLayout::texel(3),
        21
        | 22
        | 31..=35
        | 62..=64
        | 67
        | 71
        | 75
        | 77
        | 79
        | 82..=84
        | 102
        | 112
        | 114
        | 119
        | INTZ
        | DF24
        | RAWZ => FormatLayout::texel(4),
        36 | 110 | 113 | 115 => FormatLayout::texel(8),
        116 => FormatLayout::texel(16),
        DXT1 | ATI1 => block(8),
        DXT2 | DXT3 | DXT4 | DXT5 | ATI2 => block(16),
        UYVY | YUY2 | RGBG | GRGB => FormatLayout {
            width: 2,
            height: 1,
            bytes: 4,
        },
        _ => return None,
    })
}

/// The count of mip levels of a full chain for the largest extent `size`.
pub fn full_chain(size: u32) -> u32 {
    32 - size.max(1).leading_zeros()
}

/// The extent of mip level `level` of an extent `size` (at least 1).
pub fn level_extent(size: u32, level: u32) -> u32 {
    size.checked_shr(level).unwrap_or(0).max(1)
}

/// The byte size of one mip level of `width` x `height` x `depth` texels (depth 1 for 2D
/// textures and cube faces), or `None` for formats without a fixed layout.
pub fn level_size(format: u32, width: u32, height: u32, depth: u32, level: u32) -> Option<u64> {
    let layout = format_layout(format)?;
    let w = u64::from(level_extent(width, level).div_ceil(layout.width));
    let h = u64::from(level_extent(height, level).div_ceil(layout.height));
    let d = u64::from(level_extent(depth, level));
    Some(w * h * d * u64::from(layout.bytes))
}
