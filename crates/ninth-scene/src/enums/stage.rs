//! Texture stage states (`D3DTSS_*`), sampler states (`D3DSAMP_*`) and their value families,
//! and the sampler indices (`D3DVERTEXTEXTURESAMPLER0`..`3`, `D3DDMAPSAMPLER`).

use super::{Family, ValueKind};

/// `D3DTEXTURESTAGESTATETYPE`.
pub static D3DTSS: Family = Family::single(
    "D3DTSS",
    &[
        ("D3DTSS_COLOROP", 1),
        ("D3DTSS_COLORARG1", 2),
        ("D3DTSS_COLORARG2", 3),
        ("D3DTSS_ALPHAOP", 4),
        ("D3DTSS_ALPHAARG1", 5),
        ("D3DTSS_ALPHAARG2", 6),
        ("D3DTSS_BUMPENVMAT00", 7),
        ("D3DTSS_BUMPENVMAT01", 8),
        ("D3DTSS_BUMPENVMAT10", 9),
        ("D3DTSS_BUMPENVMAT11", 10),
        ("D3DTSS_TEXCOORDINDEX", 11),
        ("D3DTSS_BUMPENVLSCALE", 22),
        ("D3DTSS_BUMPENVLOFFSET", 23),
        ("D3DTSS_TEXTURETRANSFORMFLAGS", 24),
        ("D3DTSS_COLORARG0", 26),
        ("D3DTSS_ALPHAARG0", 27),
        ("D3DTSS_RESULTARG", 28),
        ("D3DTSS_CONSTANT", 32),
    ],
);

/// `D3DTEXTUREOP`.
pub static D3DTOP: Family = Family::single(
    "D3DTOP",
    &[
        ("D3DTOP_DISABLE", 1),
        ("D3DTOP_SELECTARG1", 2),
        ("D3DTOP_SELECTARG2", 3),
        ("D3DTOP_MODULATE", 4),
        ("D3DTOP_MODULATE2X", 5),
        ("D3DTOP_MODULATE4X", 6),
        ("D3DTOP_ADD", 7),
        ("D3DTOP_ADDSIGNED", 8),
        ("D3DTOP_ADDSIGNED2X", 9),
        ("D3DTOP_SUBTRACT", 10),
        ("D3DTOP_ADDSMOOTH", 11),
        ("D3DTOP_BLENDDIFFUSEALPHA", 12),
        ("D3DTOP_BLENDTEXTUREALPHA", 13),
        ("D3DTOP_BLENDFACTORALPHA", 14),
        ("D3DTOP_BLENDTEXTUREALPHAPM", 15),
        ("D3DTOP_BLENDCURRENTALPHA", 16),
        ("D3DTOP_PREMODULATE", 17),
        ("D3DTOP_MODULATEALPHA_ADDCOLOR", 18),
        ("D3DTOP_MODULATECOLOR_ADDALPHA", 19),
        ("D3DTOP_MODULATEINVALPHA_ADDCOLOR", 20),
        ("D3DTOP_MODULATEINVCOLOR_ADDALPHA", 21),
        ("D3DTOP_BUMPENVMAP", 22),
        ("D3DTOP_BUMPENVMAPLUMINANCE", 23),
        ("D3DTOP_DOTPRODUCT3", 24),
        ("D3DTOP_MULTIPLYADD", 25),
        ("D3DTOP_LERP", 26),
    ],
);

/// `D3DTA_*` texture arguments: a selector (`D3DTA_SELECTMASK`) and modifier flags.
pub static D3DTA: Family = Family {
    prefix: "D3DTA",
    values: &[
        ("D3DTA_DIFFUSE", 0),
        ("D3DTA_CURRENT", 1),
        ("D3DTA_TEXTURE", 2),
        ("D3DTA_TFACTOR", 3),
        ("D3DTA_SPECULAR", 4),
        ("D3DTA_TEMP", 5),
        ("D3DTA_CONSTANT", 6),
    ],
    flags: &[("D3DTA_COMPLEMENT", 0x10), ("D3DTA_ALPHAREPLICATE", 0x20)],
    mask: 0xf,
    joinable: true,
};

/// `D3DTEXTURETRANSFORMFLAGS`: a count and the `D3DTTFF_PROJECTED` flag.
pub static D3DTTFF: Family = Family {
    prefix: "D3DTTFF",
    values: &[
        ("D3DTTFF_DISABLE", 0),
        ("D3DTTFF_COUNT1", 1),
        ("D3DTTFF_COUNT2", 2),
        ("D3DTTFF_COUNT3", 3),
        ("D3DTTFF_COUNT4", 4),
    ],
    flags: &[("D3DTTFF_PROJECTED", 256)],
    mask: 0xff,
    joinable: true,
};

/// `D3DTSS_TCI_*` texture coordinate generation modes, OR-ed with a coordinate index.
pub static D3DTSS_TCI: Family = Family {
    prefix: "D3DTSS_TCI",
    values: &[
        ("D3DTSS_TCI_PASSTHRU", 0),
        ("D3DTSS_TCI_CAMERASPACENORMAL", 0x10000),
        ("D3DTSS_TCI_CAMERASPACEPOSITION", 0x20000),
        ("D3DTSS_TCI_CAMERASPACEREFLECTIONVECTOR", 0x30000),
        ("D3DTSS_TCI_SPHEREMAP", 0x40000),
    ],
    flags: &[],
    mask: 0xffff_0000,
    joinable: true,
};

/// How the value of texture stage state `state` is read and written.
pub fn texture_stage_state_kind(state: u32) -> ValueKind {
    match state {
        1 | 4 => ValueKind::Enum(&D3DTOP),
        2 | 3 | 5 | 6 | 26..=28 => ValueKind::Enum(&D3DTA),
        7..=10 | 22 | 23 => ValueKind::Float,
        11 => ValueKind::Enum(&D3DTSS_TCI),
        24 => ValueKind::Enum(&D3DTTFF),
        32 => ValueKind::Hex,
        _ => ValueKind::Int,
    }
}

/// `D3DSAMPLERSTATETYPE`.
pub static D3DSAMP: Family = Family::single(
    "D3DSAMP",
    &[
        ("D3DSAMP_ADDRESSU", 1),
        ("D3DSAMP_ADDRESSV", 2),
        ("D3DSAMP_ADDRESSW", 3),
        ("D3DSAMP_BORDERCOLOR", 4),
        ("D3DSAMP_MAGFILTER", 5),
        ("D3DSAMP_MINFILTER", 6),
        ("D3DSAMP_MIPFILTER", 7),
        ("D3DSAMP_MIPMAPLODBIAS", 8),
        ("D3DSAMP_MAXMIPLEVEL", 9),
        ("D3DSAMP_MAXANISOTROPY", 10),
        ("D3DSAMP_SRGBTEXTURE", 11),
        ("D3DSAMP_ELEMENTINDEX", 12),
        ("D3DSAMP_DMAPOFFSET", 13),
    ],
);

/// `D3DTEXTUREADDRESS`.
pub static D3DTADDRESS: Family = Family::single(
    "D3DTADDRESS",
    &[
        ("D3DTADDRESS_WRAP", 1),
        ("D3DTADDRESS_MIRROR", 2),
        ("D3DTADDRESS_CLAMP", 3),
        ("D3DTADDRESS_BORDER", 4),
        ("D3DTADDRESS_MIRRORONCE", 5),
    ],
);

/// `D3DTEXTUREFILTERTYPE`.
pub static D3DTEXF: Family = Family::single(
    "D3DTEXF",
    &[
        ("D3DTEXF_NONE", 0),
        ("D3DTEXF_POINT", 1),
        ("D3DTEXF_LINEAR", 2),
        ("D3DTEXF_ANISOTROPIC", 3),
        ("D3DTEXF_PYRAMIDALQUAD", 6),
        ("D3DTEXF_GAUSSIANQUAD", 7),
        ("D3DTEXF_CONVOLUTIONMONO", 8),
    ],
);

/// How the value of sampler state `state` is read and written.
pub fn sampler_state_kind(state: u32) -> ValueKind {
    match state {
        1..=3 => ValueKind::Enum(&D3DTADDRESS),
        4 => ValueKind::Hex,
        5..=7 => ValueKind::Enum(&D3DTEXF),
        8 => ValueKind::Float,
        _ => ValueKind::Int,
    }
}

/// Sampler (and texture stage) indices beyond 0-15: the displacement-map sampler and the four
/// vertex texture samplers.
pub static SAMPLER: Family = Family::single(
    "D3DVERTEXTEXTURESAMPLER",
    &[
        ("D3DDMAPSAMPLER", 256),
        ("D3DVERTEXTEXTURESAMPLER0", 257),
        ("D3DVERTEXTEXTURESAMPLER1", 258),
        ("D3DVERTEXTEXTURESAMPLER2", 259),
        ("D3DVERTEXTEXTURESAMPLER3", 260),
    ],
);

/// Whether `index` is a valid sampler / texture stage for `samp` and `settexture`: 0-15,
/// `D3DDMAPSAMPLER` (256) or `D3DVERTEXTEXTURESAMPLER0`..`3` (257-260).
pub fn is_sampler_index(index: u32) -> bool {
    index < 16 || (256..=260).contains(&index)
}
