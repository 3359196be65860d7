//! `D3DRENDERSTATETYPE` (`D3DRS_*`) and the families of render-state values.

use super::{Family, ValueKind};

/// `D3DRENDERSTATETYPE`: every render state of `d3d9types.h`.
pub static D3DRS: Family = Family::single(
    "D3DRS",
    &[
        ("D3DRS_ZENABLE", 7),
        ("D3DRS_FILLMODE", 8),
        ("D3DRS_SHADEMODE", 9),
        ("D3DRS_ZWRITEENABLE", 14),
        ("D3DRS_ALPHATESTENABLE", 15),
        ("D3DRS_LASTPIXEL", 16),
        ("D3DRS_SRCBLEND", 19),
        ("D3DRS_DESTBLEND", 20),
        ("D3DRS_CULLMODE", 22),
        ("D3DRS_ZFUNC", 23),
        ("D3DRS_ALPHAREF", 24),
        ("D3DRS_ALPHAFUNC", 25),
        ("D3DRS_DITHERENABLE", 26),
        ("D3DRS_ALPHABLENDENABLE", 27),
        ("D3DRS_FOGENABLE", 28),
        ("D3DRS_SPECULARENABLE", 29),
        ("D3DRS_FOGCOLOR", 34),
        ("D3DRS_FOGTABLEMODE", 35),
        ("D3DRS_FOGSTART", 36),
        ("D3DRS_FOGEND", 37),
        ("D3DRS_FOGDENSITY", 38),
        ("D3DRS_RANGEFOGENABLE", 48),
        ("D3DRS_STENCILENABLE", 52),
        ("D3DRS_STENCILFAIL", 53),
        ("D3DRS_STENCILZFAIL", 54),
        ("D3DRS_STENCILPASS", 55),
        ("D3DRS_STENCILFUNC", 56),
        ("D3DRS_STENCILREF", 57),
        ("D3DRS_STENCILMASK", 58),
        ("D3DRS_STENCILWRITEMASK", 59),
        ("D3DRS_TEXTUREFACTOR", 60),
        ("D3DRS_WRAP0", 128),
        ("D3DRS_WRAP1", 129),
        ("D3DRS_WRAP2", 130),
        ("D3DRS_WRAP3", 131),
        ("D3DRS_WRAP4", 132),
        ("D3DRS_WRAP5", 133),
        ("D3DRS_WRAP6", 134),
        ("D3DRS_WRAP7", 135),
        ("D3DRS_CLIPPING", 136),
        ("D3DRS_LIGHTING", 137),
        ("D3DRS_AMBIENT", 139),
        ("D3DRS_FOGVERTEXMODE", 140),
        ("D3DRS_COLORVERTEX", 141),
        ("D3DRS_LOCALVIEWER", 142),
        ("D3DRS_NORMALIZENORMALS", 143),
        ("D3DRS_DIFFUSEMATERIALSOURCE", 145),
        ("D3DRS_SPECULARMATERIALSOURCE", 146),
        ("D3DRS_AMBIENTMATERIALSOURCE", 147),
        ("D3DRS_EMISSIVEMATERIALSOURCE", 148),
        ("D3DRS_VERTEXBLEND", 151),
        ("D3DRS_CLIPPLANEENABLE", 152),
        ("D3DRS_POINTSIZE", 154),
        ("D3DRS_POINTSIZE_MIN", 155),
        ("D3DRS_POINTSPRITEENABLE", 156),
        ("D3DRS_POINTSCALEENABLE", 157),
        ("D3DRS_POINTSCALE_A", 158),
        ("D3DRS_POINTSCALE_B", 159),
        ("D3DRS_POINTSCALE_C", 160),
        ("D3DRS_MULTISAMPLEANTIALIAS", 161),
        ("D3DRS_MULTISAMPLEMASK", 162),
        ("D3DRS_PATCHEDGESTYLE", 163),
        ("D3DRS_DEBUGMONITORTOKEN", 165),
        ("D3DRS_POINTSIZE_MAX", 166),
        ("D3DRS_INDEXEDVERTEXBLENDENABLE", 167),
        ("D3DRS_COLORWRITEENABLE", 168),
        ("D3DRS_TWEENFACTOR", 170),
        ("D3DRS_BLENDOP", 171),
        ("D3DRS_POSITIONDEGREE", 172),
        ("D3DRS_NORMALDEGREE", 173),
        ("D3DRS_SCISSORTESTENABLE", 174),
        ("D3DRS_SLOPESCALEDEPTHBIAS", 175),
        ("D3DRS_ANTIALIASEDLINEENABLE", 176),
        ("D3DRS_MINTESSELLATIONLEVEL", 178),
        ("D3DRS_MAXTESSELLATIONLEVEL", 179),
        ("D3DRS_ADAPTIVETESS_X", 180),
        ("D3DRS_ADAPTIVETESS_Y", 181),
        ("D3DRS_ADAPTIVETESS_Z", 182),
        ("D3DRS_ADAPTIVETESS_W", 183),
        ("D3DRS_ENABLEADAPTIVETESSELLATION", 184),
        ("D3DRS_TWOSIDEDSTENCILMODE", 185),
        ("D3DRS_CCW_STENCILFAIL", 186),
        ("D3DRS_CCW_STENCILZFAIL", 187),
        ("D3DRS_CCW_STENCILPASS", 188),
        ("D3DRS_CCW_STENCILFUNC", 189),
        ("D3DRS_COLORWRITEENABLE1", 190),
        ("D3DRS_COLORWRITEENABLE2", 191),
        ("D3DRS_COLORWRITEENABLE3", 192),
        ("D3DRS_BLENDFACTOR", 193),
        ("D3DRS_SRGBWRITEENABLE", 194),
        ("D3DRS_DEPTHBIAS", 195),
        ("D3DRS_WRAP8", 198),
        ("D3DRS_WRAP9", 199),
        ("D3DRS_WRAP10", 200),
        ("D3DRS_WRAP11", 201),
        ("D3DRS_WRAP12", 202),
        ("D3DRS_WRAP13", 203),
        ("D3DRS_WRAP14", 204),
        ("D3DRS_WRAP15", 205),
        ("D3DRS_SEPARATEALPHABLENDENABLE", 206),
        ("D3DRS_SRCBLENDALPHA", 207),
        ("D3DRS_DESTBLENDALPHA", 208),
        ("D3DRS_BLENDOPALPHA", 209),
    ],
);

/// `D3DZBUFFERTYPE`.
pub static D3DZB: Family = Family::single(
    "D3DZB",
    &[("D3DZB_FALSE", 0), ("D3DZB_TRUE", 1), ("D3DZB_USEW", 2)],
);

/// `D3DFILLMODE`.
pub static D3DFILL: Family = Family::single(
    "D3DFILL",
    &[
        ("D3DFILL_POINT", 1),
        ("D3DFILL_WIREFRAME", 2),
        ("D3DFILL_SOLID", 3),
    ],
);

/// `D3DSHADEMODE`.
pub static D3DSHADE: Family = Family::single(
    "D3DSHADE",
    &[
        ("D3DSHADE_FLAT", 1),
        ("D3DSHADE_GOURAUD", 2),
        ("D3DSHADE_PHONG", 3),
    ],
);

/// `D3DBLEND`.
pub static D3DBLEND: Family = Family::single(
    "D3DBLEND",
    &[
        ("D3DBLEND_ZERO", 1),
        ("D3DBLEND_ONE", 2),
        ("D3DBLEND_SRCCOLOR", 3),
        ("D3DBLEND_INVSRCCOLOR", 4),
        ("D3DBLEND_SRCALPHA", 5),
        ("D3DBLEND_INVSRCALPHA", 6),
        ("D3DBLEND_DESTALPHA", 7),
        ("D3DBLEND_INVDESTALPHA", 8),
        ("D3DBLEND_DESTCOLOR", 9),
        ("D3DBLEND_INVDESTCOLOR", 10),
        ("D3DBLEND_SRCALPHASAT", 11),
        ("D3DBLEND_BOTHSRCALPHA", 12),
        ("D3DBLEND_BOTHINVSRCALPHA", 13),
        ("D3DBLEND_BLENDFACTOR", 14),
        ("D3DBLEND_INVBLENDFACTOR", 15),
        ("D3DBLEND_SRCCOLOR2", 16),
        ("D3DBLEND_INVSRCCOLOR2", 17),
    ],
);

/// `D3DBLENDOP`.
pub static D3DBLENDOP: Family = Family::single(
    "D3DBLENDOP",
    &[
        ("D3DBLENDOP_ADD", 1),
        ("D3DBLENDOP_SUBTRACT", 2),
        ("D3DBLENDOP_REVSUBTRACT", 3),
        ("D3DBLENDOP_MIN", 4),
        ("D3DBLENDOP_MAX", 5),
    ],
);

/// `D3DCULL`.
pub static D3DCULL: Family = Family::single(
    "D3DCULL",
    &[("D3DCULL_NONE", 1), ("D3DCULL_CW", 2), ("D3DCULL_CCW", 3)],
);

/// `D3DCMPFUNC`.
pub static D3DCMP: Family = Family::single(
    "D3DCMP",
    &[
        ("D3DCMP_NEVER", 1),
        ("D3DCMP_LESS", 2),
        ("D3DCMP_EQUAL", 3),
        ("D3DCMP_LESSEQUAL", 4),
        ("D3DCMP_GREATER", 5),
        ("D3DCMP_NOTEQUAL", 6),
        ("D3DCMP_GREATEREQUAL", 7),
        ("D3DCMP_ALWAYS", 8),
    ],
);

/// `D3DSTENCILOP`.
pub static D3DSTENCILOP: Family = Family::single(
    "D3DSTENCILOP",
    &[
        ("D3DSTENCILOP_KEEP", 1),
        ("D3DSTENCILOP_ZERO", 2),
        ("D3DSTENCILOP_REPLACE", 3),
        ("D3DSTENCILOP_INCRSAT", 4),
        ("D3DSTENCILOP_DECRSAT", 5),
        ("D3DSTENCILOP_INVERT", 6),
        ("D3DSTENCILOP_INCR", 7),
        ("D3DSTENCILOP_DECR", 8),
    ],
);

/// `D3DFOGMODE`.
pub static D3DFOG: Family = Family::single(
    "D3DFOG",
    &[
        ("D3DFOG_NONE", 0),
        ("D3DFOG_EXP", 1),
        ("D3DFOG_EXP2", 2),
        ("D3DFOG_LINEAR", 3),
    ],
);

/// `D3DMATERIALCOLORSOURCE`.
pub static D3DMCS: Family = Family::single(
    "D3DMCS",
    &[
        ("D3DMCS_MATERIAL", 0),
        ("D3DMCS_COLOR1", 1),
        ("D3DMCS_COLOR2", 2),
    ],
);

/// `D3DVERTEXBLENDFLAGS`.
pub static D3DVBF: Family = Family::single(
    "D3DVBF",
    &[
        ("D3DVBF_DISABLE", 0),
        ("D3DVBF_1WEIGHTS", 1),
        ("D3DVBF_2WEIGHTS", 2),
        ("D3DVBF_3WEIGHTS", 3),
        ("D3DVBF_TWEENING", 255),
        ("D3DVBF_0WEIGHTS", 256),
    ],
);

/// `D3DPATCHEDGESTYLE`.
pub static D3DPATCHEDGE: Family = Family::single(
    "D3DPATCHEDGE",
    &[("D3DPATCHEDGE_DISCRETE", 0), ("D3DPATCHEDGE_CONTINUOUS", 1)],
);

/// `D3DDEBUGMONITORTOKENS`.
pub static D3DDMT: Family =
    Family::single("D3DDMT", &[("D3DDMT_ENABLE", 0), ("D3DDMT_DISABLE", 1)]);

/// `D3DDEGREETYPE`.
pub static D3DDEGREE: Family = Family::single(
    "D3DDEGREE",
    &[
        ("D3DDEGREE_LINEAR", 1),
        ("D3DDEGREE_QUADRATIC", 2),
        ("D3DDEGREE_CUBIC", 3),
        ("D3DDEGREE_QUINTIC", 5),
    ],
);

/// `D3DCOLORWRITEENABLE_*` flags.
pub static D3DCOLORWRITEENABLE: Family = Family::flags(
    "D3DCOLORWRITEENABLE",
    &[
        ("D3DCOLORWRITEENABLE_RED", 1),
        ("D3DCOLORWRITEENABLE_GREEN", 2),
        ("D3DCOLORWRITEENABLE_BLUE", 4),
        ("D3DCOLORWRITEENABLE_ALPHA", 8),
    ],
);

/// `D3DWRAP_*` and `D3DWRAPCOORD_*` flags (for `D3DRS_WRAP0`..`15`).
pub static D3DWRAP: Family = Family::flags(
    "D3DWRAP",
    &[
        ("D3DWRAP_U", 1),
        ("D3DWRAP_V", 2),
        ("D3DWRAP_W", 4),
        ("D3DWRAPCOORD_0", 1),
        ("D3DWRAPCOORD_1", 2),
        ("D3DWRAPCOORD_2", 4),
        ("D3DWRAPCOORD_3", 8),
    ],
);

/// `D3DCLIPPLANE0`..`5` flags (for `D3DRS_CLIPPLANEENABLE`).
pub static D3DCLIPPLANE: Family = Family::flags(
    "D3DCLIPPLANE",
    &[
        ("D3DCLIPPLANE0", 1),
        ("D3DCLIPPLANE1", 2),
        ("D3DCLIPPLANE2", 4),
        ("D3DCLIPPLANE3", 8),
        ("D3DCLIPPLANE4", 16),
        ("D3DCLIPPLANE5", 32),
    ],
);

/// How the value of render state `state` is read and written.
pub fn render_state_kind(state: u32) -> ValueKind {
    use ValueKind::{Enum, Float, Hex, Int};
    match state {
        7 => Enum(&D3DZB),
        8 => Enum(&D3DFILL),
        9 => Enum(&D3DSHADE),
        19 | 20 | 207 | 208 => Enum(&D3DBLEND),
        22 => Enum(&D3DCULL),
        23 | 25 | 56 | 189 => Enum(&D3DCMP),
        34 | 60 | 139 | 193 => Hex,
        35 | 140 => Enum(&D3DFOG),
        36..=38 | 154 | 155 | 158..=160 | 166 | 170 | 175 | 178..=183 | 195 => Float,
        53..=55 | 186..=188 => Enum(&D3DSTENCILOP),
        58 | 59 | 162 => Hex,
        128..=135 | 198..=205 => Enum(&D3DWRAP),
        145..=148 => Enum(&D3DMCS),
        151 => Enum(&D3DVBF),
        152 => Enum(&D3DCLIPPLANE),
        163 => Enum(&D3DPATCHEDGE),
        165 => Enum(&D3DDMT),
        168 | 190..=192 => Enum(&D3DCOLORWRITEENABLE),
        171 | 209 => Enum(&D3DBLENDOP),
        172 | 173 => Enum(&D3DDEGREE),
        _ => Int,
    }
}
