//! D3D9 texture formats ([`TextureFormat`], named and numbered as `D3DFORMAT`) and the WebGPU
//! format each is stored in ([`Storage`]). Formats WebGPU lacks are converted on upload to
//! one whose sampled values are D3D9's (`convert.rs`); wgpu has no view swizzles.

use crate::error::{Error, Result};

/// `MAKEFOURCC(a, b, c, d)`.
const fn fourcc(code: &[u8; 4]) -> u32 {
    u32::from_le_bytes(*code)
}

macro_rules! formats {
    ($($(#[$doc:meta])* $name:ident = $value:expr),* $(,)?) => {
        /// A D3D9 texture format (`D3DFMT_*`); the discriminant is the `D3DFORMAT` value.
        #[allow(clippy::upper_case_acronyms)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[repr(u32)]
        pub enum TextureFormat {
            $($(#[$doc])* $name = $value,)*
        }

        impl TextureFormat {
            /// Every supported format.
            pub const ALL: &'static [TextureFormat] = &[$(Self::$name),*];

            /// The `D3DFMT_` name without its prefix.
            pub fn name(self) -> &'static str {
                match self {
                    $(Self::$name => stringify!($name),)*
                }
            }

            /// Converts a raw `D3DFORMAT`; an Unsupported error names formats ninth does not
            /// sample (palettes, YUV, depth, 24-bit, mixed-sign ones other than X8L8V8U8).
            pub fn from_d3d(value: u32) -> Result<Self> {
                $(if value == $value {
                    return Ok(Self::$name);
                })*
                Err(Error::unsupported(match unsupported_name(value) {
                    Some(name) => format!("texture format D3DFMT_{name} ({value}) is not supported"),
                    None => format!("unknown D3DFORMAT {value:#x}"),
                }))
            }
        }
    };
}

formats! {
    /// 24-bit RGB, bytes B, G, R; alpha reads 1.
    R8G8B8 = 20,
    /// 32-bit ARGB, bytes B, G, R, A.
    A8R8G8B8 = 21,
    /// 32-bit RGB, bytes B, G, R, X; alpha reads 1.
    X8R8G8B8 = 22,
    /// 16-bit RGB: R 15..11, G 10..5, B 4..0; alpha reads 1.
    R5G6B5 = 23,
    /// 16-bit RGB: X 15, R 14..10, G 9..5, B 4..0; alpha reads 1.
    X1R5G5B5 = 24,
    /// 16-bit ARGB: A 15, R 14..10, G 9..5, B 4..0.
    A1R5G5B5 = 25,
    /// 16-bit ARGB, four bits each (A in the top nibble).
    A4R4G4B4 = 26,
    /// 8-bit alpha; samples (0, 0, 0, A).
    A8 = 28,
    /// 16-bit RGB, four bits each, top nibble unused; alpha reads 1.
    X4R4G4B4 = 30,
    /// 32-bit: A 31..30, B 29..20, G 19..10, R 9..0.
    A2B10G10R10 = 31,
    /// 32-bit ABGR, bytes R, G, B, A.
    A8B8G8R8 = 32,
    /// 32-bit BGR, bytes R, G, B, X; alpha reads 1.
    X8B8G8R8 = 33,
    /// 32-bit: R 15..0, G 31..16, unsigned normalised; samples (R, G, 1, 1).
    G16R16 = 34,
    /// 32-bit: A 31..30, R 29..20, G 19..10, B 9..0.
    A2R10G10B10 = 35,
    /// 64-bit: R, G, B, A 16-bit unsigned normalised.
    A16B16G16R16 = 36,
    /// 8-bit luminance; samples (L, L, L, 1).
    L8 = 50,
    /// 16-bit: L low byte, A high byte; samples (L, L, L, A).
    A8L8 = 51,
    /// 8-bit: L low nibble, A high nibble; samples (L, L, L, A).
    A4L4 = 52,
    /// 16-bit bump-map: U low byte, V high byte, signed; samples (U, V, 1, 1).
    V8U8 = 60,
    /// 32-bit bump-map with luminance: U, V signed bytes, L unsigned, X; samples (U, V, L, 1).
    X8L8V8U8 = 62,
    /// 32-bit signed: bytes U, V, W, Q; samples (U, V, W, Q).
    Q8W8V8U8 = 63,
    /// 32-bit signed bump-map: U low 16 bits, V high; samples (U, V, 1, 1).
    V16U16 = 64,
    /// 16-bit luminance; samples (L, L, L, 1).
    L16 = 81,
    /// 16-bit float red; samples (R, 1, 1, 1).
    R16F = 111,
    /// 32-bit: two 16-bit floats R, G; samples (R, G, 1, 1).
    G16R16F = 112,
    /// 64-bit: four 16-bit floats R, G, B, A.
    A16B16G16R16F = 113,
    /// 32-bit float red; samples (R, 1, 1, 1).
    R32F = 114,
    /// 64-bit: two 32-bit floats R, G; samples (R, G, 1, 1).
    G32R32F = 115,
    /// 128-bit: four 32-bit floats R, G, B, A.
    A32B32G32R32F = 116,
    /// BC1: 4x4 blocks of 8 bytes, one-bit alpha when colour 0 <= colour 1.
    DXT1 = fourcc(b"DXT1"),
    /// BC2 with premultiplied colour (sampled as stored).
    DXT2 = fourcc(b"DXT2"),
    /// BC2: explicit four-bit alpha.
    DXT3 = fourcc(b"DXT3"),
    /// BC3 with premultiplied colour (sampled as stored).
    DXT4 = fourcc(b"DXT4"),
    /// BC3: interpolated alpha.
    DXT5 = fourcc(b"DXT5"),
    /// BC4 (ATI's 3Dc+): 4x4 blocks of 8 bytes, one channel; samples (X, X, X, X), as D3D9
    /// drivers expose it.
    ATI1 = fourcc(b"ATI1"),
    /// BC5 (ATI's 3Dc): 4x4 blocks of 16 bytes, two channels; samples (X, Y, 1, 1) with X
    /// from the second half of a block and Y from the first, as D3D9 drivers expose it.
    ATI2 = fourcc(b"ATI2"),
}

/// Names of D3D9 formats ninth does not sample, for error messages.
fn unsupported_name(value: u32) -> Option<&'static str> {
    Some(match value {
        27 => "R3G3B2",
        29 => "A8R3G3B2",
        40 => "A8P8",
        41 => "P8",
        61 => "L6V5U5",
        67 => "A2W10V10U10",
        70 => "D16_LOCKABLE",
        71 => "D32",
        73 => "D15S1",
        75 => "D24S8",
        77 => "D24X8",
        79 => "D24X4S4",
        80 => "D16",
        82 => "D32F_LOCKABLE",
        83 => "D24FS8",
        110 => "Q16W16V16U16",
        117 => "CxV8U8",
        v if v == fourcc(b"UYVY") => "UYVY",
        v if v == fourcc(b"YUY2") => "YUY2",
        v if v == fourcc(b"RGBG") => "R8G8_B8G8",
        v if v == fourcc(b"GRGB") => "G8R8_G8B8",
        v if v == fourcc(b"MET1") => "MULTI2_ARGB8",
        _ => return None,
    })
}

impl TextureFormat {
    /// The raw `D3DFORMAT` value.
    pub fn d3d(self) -> u32 {
        self as u32
    }

    /// Whether the format is stored in 4x4 blocks (DXT1-5, ATI1-2).
    pub fn is_block(self) -> bool {
        matches!(
            self,
            Self::DXT1
                | Self::DXT2
                | Self::DXT3
                | Self::DXT4
                | Self::DXT5
                | Self::ATI1
                | Self::ATI2
        )
    }

    /// Side of one block in texels: 4 for DXT, else 1.
    pub fn block_side(self) -> u32 {
        if self.is_block() { 4 } else { 1 }
    }

    /// Bytes of one texel, or of one 4x4 block for DXT.
    pub fn block_bytes(self) -> u32 {
        use TextureFormat::*;
        match self {
            A8 | L8 | A4L4 => 1,
            R8G8B8 => 3,
            R5G6B5 | X1R5G5B5 | A1R5G5B5 | A4R4G4B4 | X4R4G4B4 | A8L8 | V8U8 | L16 | R16F => 2,
            A8R8G8B8 | X8R8G8B8 | A2B10G10R10 | A8B8G8R8 | X8B8G8R8 | G16R16 | A2R10G10B10
            | X8L8V8U8 | Q8W8V8U8 | V16U16 | G16R16F | R32F => 4,
            A16B16G16R16 | A16B16G16R16F | G32R32F | DXT1 | ATI1 => 8,
            A32B32G32R32F | DXT2 | DXT3 | DXT4 | DXT5 | ATI2 => 16,
        }
    }

    /// The WebGPU storage of a texture of this format. `bc` when the adapter samples BC
    /// textures and the texture may use them (2D or cube, level 0 a whole number of blocks);
    /// `float32_filterable` when 32-bit float textures can be filtered.
    pub(crate) fn storage(self, bc: bool, float32_filterable: bool) -> Storage {
        use TextureFormat::*;
        match self {
            DXT1 if bc => Storage::Bc1,
            DXT2 | DXT3 if bc => Storage::Bc2,
            DXT4 | DXT5 if bc => Storage::Bc3,
            A2R10G10B10 | A2B10G10R10 => Storage::Rgb10a2,
            V8U8 | Q8W8V8U8 => Storage::Rgba8Snorm,
            L16 | G16R16 | A16B16G16R16 | R16F | G16R16F | A16B16G16R16F | V16U16 | X8L8V8U8 => {
                Storage::Rgba16Float
            }
            R32F | G32R32F | A32B32G32R32F if float32_filterable => Storage::Rgba32Float,
            R32F | G32R32F | A32B32G32R32F => Storage::Rgba16Float,
            _ => Storage::Bgra8,
        }
    }
}

/// The WebGPU format a texture is stored in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Storage {
    Bgra8,
    Rgb10a2,
    Rgba8Snorm,
    Rgba16Float,
    Rgba32Float,
    Bc1,
    Bc2,
    Bc3,
}

impl Storage {
    pub fn wgpu(self) -> wgpu::TextureFormat {
        match self {
            Self::Bgra8 => wgpu::TextureFormat::Bgra8Unorm,
            Self::Rgb10a2 => wgpu::TextureFormat::Rgb10a2Unorm,
            Self::Rgba8Snorm => wgpu::TextureFormat::Rgba8Snorm,
            Self::Rgba16Float => wgpu::TextureFormat::Rgba16Float,
            Self::Rgba32Float => wgpu::TextureFormat::Rgba32Float,
            Self::Bc1 => wgpu::TextureFormat::Bc1RgbaUnorm,
            Self::Bc2 => wgpu::TextureFormat::Bc2RgbaUnorm,
            Self::Bc3 => wgpu::TextureFormat::Bc3RgbaUnorm,
        }
    }

    /// Whether texels are stored as the source's 4x4 blocks.
    pub fn is_block(self) -> bool {
        matches!(self, Self::Bc1 | Self::Bc2 | Self::Bc3)
    }

    /// Bytes of one stored texel (of one block for BC).
    pub fn block_bytes(self) -> u32 {
        match self {
            Self::Bgra8 | Self::Rgb10a2 | Self::Rgba8Snorm => 4,
            Self::Rgba16Float | Self::Bc1 => 8,
            Self::Rgba32Float | Self::Bc2 | Self::Bc3 => 16,
        }
    }
}
