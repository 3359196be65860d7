//! Resource constants: `D3DFORMAT` (`D3DFMT_*`, FOURCCs included), `D3DMULTISAMPLE_TYPE`,
//! `D3DUSAGE_*` and `D3DPOOL`.

use super::Family;

/// `MAKEFOURCC(a, b, c, d)` of `d3d9types.h`: `a | b << 8 | c << 16 | d << 24`.
pub const fn make_fourcc(code: &[u8; 4]) -> u32 {
    code[0] as u32 | (code[1] as u32) << 8 | (code[2] as u32) << 16 | (code[3] as u32) << 24
}

/// `D3DFORMAT`: every format of `d3d9types.h`, plus the common driver FOURCC formats (`INTZ`,
/// `DF16`, `DF24`, `RAWZ`, `NULL`, `ATI1`, `ATI2`).
pub static D3DFMT: Family = Family::single(
    "D3DFMT",
    &[
        ("D3DFMT_UNKNOWN", 0),
        ("D3DFMT_R8G8B8", 20),
        ("D3DFMT_A8R8G8B8", 21),
        ("D3DFMT_X8R8G8B8", 22),
        ("D3DFMT_R5G6B5", 23),
        ("D3DFMT_X1R5G5B5", 24),
        ("D3DFMT_A1R5G5B5", 25),
        ("D3DFMT_A4R4G4B4", 26),
        ("D3DFMT_R3G3B2", 27),
        ("D3DFMT_A8", 28),
        ("D3DFMT_A8R3G3B2", 29),
        ("D3DFMT_X4R4G4B4", 30),
        ("D3DFMT_A2B10G10R10", 31),
        ("D3DFMT_A8B8G8R8", 32),
        ("D3DFMT_X8B8G8R8", 33),
        ("D3DFMT_G16R16", 34),
        ("D3DFMT_A2R10G10B10", 35),
        ("D3DFMT_A16B16G16R16", 36),
        ("D3DFMT_A8P8", 40),
        ("D3DFMT_P8", 41),
        ("D3DFMT_L8", 50),
        ("D3DFMT_A8L8", 51),
        ("D3DFMT_A4L4", 52),
        ("D3DFMT_V8U8", 60),
        ("D3DFMT_L6V5U5", 61),
        ("D3DFMT_X8L8V8U8", 62),
        ("D3DFMT_Q8W8V8U8", 63),
        ("D3DFMT_V16U16", 64),
        ("D3DFMT_A2W10V10U10", 67),
        ("D3DFMT_UYVY", make_fourcc(b"UYVY")),
        ("D3DFMT_R8G8_B8G8", make_fourcc(b"RGBG")),
        ("D3DFMT_YUY2", make_fourcc(b"YUY2")),
        ("D3DFMT_G8R8_G8B8", make_fourcc(b"GRGB")),
        ("D3DFMT_DXT1", make_fourcc(b"DXT1")),
        ("D3DFMT_DXT2", make_fourcc(b"DXT2")),
        ("D3DFMT_DXT3", make_fourcc(b"DXT3")),
        ("D3DFMT_DXT4", make_fourcc(b"DXT4")),
        ("D3DFMT_DXT5", make_fourcc(b"DXT5")),
        ("D3DFMT_D16_LOCKABLE", 70),
        ("D3DFMT_D32", 71),
        ("D3DFMT_D15S1", 73),
        ("D3DFMT_D24S8", 75),
        ("D3DFMT_D24X8", 77),
        ("D3DFMT_D24X4S4", 79),
        ("D3DFMT_D16", 80),
        ("D3DFMT_L16", 81),
        ("D3DFMT_D32F_LOCKABLE", 82),
        ("D3DFMT_D24FS8", 83),
        ("D3DFMT_D32_LOCKABLE", 84),
        ("D3DFMT_S8_LOCKABLE", 85),
        ("D3DFMT_VERTEXDATA", 100),
        ("D3DFMT_INDEX16", 101),
        ("D3DFMT_INDEX32", 102),
        ("D3DFMT_Q16W16V16U16", 110),
        ("D3DFMT_MULTI2_ARGB8", make_fourcc(b"MET1")),
        ("D3DFMT_R16F", 111),
        ("D3DFMT_G16R16F", 112),
        ("D3DFMT_A16B16G16R16F", 113),
        ("D3DFMT_R32F", 114),
        ("D3DFMT_G32R32F", 115),
        ("D3DFMT_A32B32G32R32F", 116),
        ("D3DFMT_CxV8U8", 117),
        ("D3DFMT_A1", 118),
        ("D3DFMT_A2B10G10R10_XR_BIAS", 119),
        ("D3DFMT_BINARYBUFFER", 199),
        ("D3DFMT_INTZ", make_fourcc(b"INTZ")),
        ("D3DFMT_DF16", make_fourcc(b"DF16")),
        ("D3DFMT_DF24", make_fourcc(b"DF24")),
        ("D3DFMT_RAWZ", make_fourcc(b"RAWZ")),
        ("D3DFMT_NULL", make_fourcc(b"NULL")),
        ("D3DFMT_ATI1", make_fourcc(b"ATI1")),
        ("D3DFMT_ATI2", make_fourcc(b"ATI2")),
    ],
);

/// `D3DMULTISAMPLE_TYPE`.
pub static D3DMULTISAMPLE: Family = Family::single(
    "D3DMULTISAMPLE",
    &[
        ("D3DMULTISAMPLE_NONE", 0),
        ("D3DMULTISAMPLE_NONMASKABLE", 1),
        ("D3DMULTISAMPLE_2_SAMPLES", 2),
        ("D3DMULTISAMPLE_3_SAMPLES", 3),
        ("D3DMULTISAMPLE_4_SAMPLES", 4),
        ("D3DMULTISAMPLE_5_SAMPLES", 5),
        ("D3DMULTISAMPLE_6_SAMPLES", 6),
        ("D3DMULTISAMPLE_7_SAMPLES", 7),
        ("D3DMULTISAMPLE_8_SAMPLES", 8),
        ("D3DMULTISAMPLE_9_SAMPLES", 9),
        ("D3DMULTISAMPLE_10_SAMPLES", 10),
        ("D3DMULTISAMPLE_11_SAMPLES", 11),
        ("D3DMULTISAMPLE_12_SAMPLES", 12),
        ("D3DMULTISAMPLE_13_SAMPLES", 13),
        ("D3DMULTISAMPLE_14_SAMPLES", 14),
        ("D3DMULTISAMPLE_15_SAMPLES", 15),
        ("D3DMULTISAMPLE_16_SAMPLES", 16),
    ],
);

/// `D3DUSAGE_RENDERTARGET`.
pub const D3DUSAGE_RENDERTARGET: u32 = 0x1;
/// `D3DUSAGE_DEPTHSTENCIL`.
pub const D3DUSAGE_DEPTHSTENCIL: u32 = 0x2;

/// `D3DUSAGE_*` flags.
pub static D3DUSAGE: Family = Family::flags(
    "D3DUSAGE",
    &[
        ("D3DUSAGE_RENDERTARGET", D3DUSAGE_RENDERTARGET),
        ("D3DUSAGE_DEPTHSTENCIL", D3DUSAGE_DEPTHSTENCIL),
        ("D3DUSAGE_WRITEONLY", 0x8),
        ("D3DUSAGE_SOFTWAREPROCESSING", 0x10),
        ("D3DUSAGE_DONOTCLIP", 0x20),
        ("D3DUSAGE_POINTS", 0x40),
        ("D3DUSAGE_RTPATCHES", 0x80),
        ("D3DUSAGE_NPATCHES", 0x100),
        ("D3DUSAGE_DYNAMIC", 0x200),
        ("D3DUSAGE_AUTOGENMIPMAP", 0x400),
        ("D3DUSAGE_RESTRICTED_CONTENT", 0x800),
        ("D3DUSAGE_RESTRICT_SHARED_RESOURCE_DRIVER", 0x1000),
        ("D3DUSAGE_RESTRICT_SHARED_RESOURCE", 0x2000),
        ("D3DUSAGE_DMAP", 0x4000),
        ("D3DUSAGE_NONSECURE", 0x80_0000),
        ("D3DUSAGE_TEXTAPI", 0x1000_0000),
    ],
);

/// `D3DPOOL_DEFAULT`.
pub const D3DPOOL_DEFAULT: u32 = 0;
/// `D3DPOOL_MANAGED`.
pub const D3DPOOL_MANAGED: u32 = 1;

/// `D3DPOOL`.
pub static D3DPOOL: Family = Family::single(
    "D3DPOOL",
    &[
        ("D3DPOOL_DEFAULT", D3DPOOL_DEFAULT),
        ("D3DPOOL_MANAGED", D3DPOOL_MANAGED),
        ("D3DPOOL_SYSTEMMEM", 2),
        ("D3DPOOL_SCRATCH", 3),
    ],
);
