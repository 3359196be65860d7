//! The D3D9 numbers the device reads (values as in `d3d9types.h`).
#![allow(missing_docs)]

pub mod rs {
    pub const ZENABLE: u32 = 7;
    pub const FILLMODE: u32 = 8;
    pub const SHADEMODE: u32 = 9;
    pub const ZWRITEENABLE: u32 = 14;
    pub const ALPHATESTENABLE: u32 = 15;
    pub const SRCBLEND: u32 = 19;
    pub const DESTBLEND: u32 = 20;
    pub const CULLMODE: u32 = 22;
    pub const ZFUNC: u32 = 23;
    pub const ALPHAREF: u32 = 24;
    pub const ALPHAFUNC: u32 = 25;
    pub const ALPHABLENDENABLE: u32 = 27;
    pub const FOGENABLE: u32 = 28;
    pub const SPECULARENABLE: u32 = 29;
    pub const FOGCOLOR: u32 = 34;
    pub const FOGTABLEMODE: u32 = 35;
    pub const FOGSTART: u32 = 36;
    pub const FOGEND: u32 = 37;
    pub const FOGDENSITY: u32 = 38;
    pub const RANGEFOGENABLE: u32 = 48;
    pub const STENCILENABLE: u32 = 52;
    pub const STENCILFAIL: u32 = 53;
    pub const STENCILZFAIL: u32 = 54;
    pub const STENCILPASS: u32 = 55;
    pub const STENCILFUNC: u32 = 56;
    pub const STENCILMASK: u32 = 58;
    pub const STENCILWRITEMASK: u32 = 59;
    pub const STENCILREF: u32 = 57;
    pub const TEXTUREFACTOR: u32 = 60;
    pub const CLIPPING: u32 = 136;
    pub const LIGHTING: u32 = 137;
    pub const AMBIENT: u32 = 139;
    pub const FOGVERTEXMODE: u32 = 140;
    pub const COLORVERTEX: u32 = 141;
    pub const LOCALVIEWER: u32 = 142;
    pub const NORMALIZENORMALS: u32 = 143;
    pub const DIFFUSEMATERIALSOURCE: u32 = 145;
    pub const SPECULARMATERIALSOURCE: u32 = 146;
    pub const AMBIENTMATERIALSOURCE: u32 = 147;
    pub const EMISSIVEMATERIALSOURCE: u32 = 148;
    pub const VERTEXBLEND: u32 = 151;
    pub const CLIPPLANEENABLE: u32 = 152;
    pub const POINTSIZE: u32 = 154;
    pub const POINTSIZE_MIN: u32 = 155;
    pub const POINTSPRITEENABLE: u32 = 156;
    pub const POINTSCALEENABLE: u32 = 157;
    pub const POINTSCALE_A: u32 = 158;
    pub const MULTISAMPLEANTIALIAS: u32 = 161;
    pub const MULTISAMPLEMASK: u32 = 162;
    pub const PATCHEDGESTYLE: u32 = 163;
    pub const POINTSIZE_MAX: u32 = 166;
    pub const INDEXEDVERTEXBLENDENABLE: u32 = 167;
    pub const COLORWRITEENABLE: u32 = 168;
    pub const TWEENFACTOR: u32 = 170;
    pub const BLENDOP: u32 = 171;
    pub const POSITIONDEGREE: u32 = 172;
    pub const NORMALDEGREE: u32 = 173;
    pub const SCISSORTESTENABLE: u32 = 174;
    pub const SLOPESCALEDEPTHBIAS: u32 = 175;
    pub const MINTESSELLATIONLEVEL: u32 = 178;
    pub const MAXTESSELLATIONLEVEL: u32 = 179;
    pub const ADAPTIVETESS_Z: u32 = 182;
    pub const TWOSIDEDSTENCILMODE: u32 = 185;
    pub const CCW_STENCILFAIL: u32 = 186;
    pub const CCW_STENCILZFAIL: u32 = 187;
    pub const CCW_STENCILPASS: u32 = 188;
    pub const CCW_STENCILFUNC: u32 = 189;
    pub const COLORWRITEENABLE1: u32 = 190;
    pub const COLORWRITEENABLE3: u32 = 192;
    pub const BLENDFACTOR: u32 = 193;
    pub const SRGBWRITEENABLE: u32 = 194;
    pub const DEPTHBIAS: u32 = 195;
    pub const SEPARATEALPHABLENDENABLE: u32 = 206;
    pub const SRCBLENDALPHA: u32 = 207;
    pub const DESTBLENDALPHA: u32 = 208;
    pub const BLENDOPALPHA: u32 = 209;
}

pub mod tss {
    pub const COLOROP: u32 = 1;
    pub const COLORARG1: u32 = 2;
    pub const COLORARG2: u32 = 3;
    pub const ALPHAOP: u32 = 4;
    pub const ALPHAARG1: u32 = 5;
    pub const ALPHAARG2: u32 = 6;
    pub const BUMPENVMAT00: u32 = 7;
    pub const TEXCOORDINDEX: u32 = 11;
    pub const BUMPENVLSCALE: u32 = 22;
    pub const BUMPENVLOFFSET: u32 = 23;
    pub const TEXTURETRANSFORMFLAGS: u32 = 24;
    pub const COLORARG0: u32 = 26;
    pub const ALPHAARG0: u32 = 27;
    pub const RESULTARG: u32 = 28;
    pub const CONSTANT: u32 = 32;
    /// One past the largest state.
    pub const COUNT: usize = 33;
}

pub mod samp {
    pub const ADDRESSU: u32 = 1;
    pub const ADDRESSV: u32 = 2;
    pub const ADDRESSW: u32 = 3;
    pub const BORDERCOLOR: u32 = 4;
    pub const MAGFILTER: u32 = 5;
    pub const MINFILTER: u32 = 6;
    pub const MIPFILTER: u32 = 7;
    pub const MIPMAPLODBIAS: u32 = 8;
    pub const MAXMIPLEVEL: u32 = 9;
    pub const MAXANISOTROPY: u32 = 10;
    pub const SRGBTEXTURE: u32 = 11;
    pub const DMAPOFFSET: u32 = 13;
    /// One past the largest state.
    pub const COUNT: usize = 14;

    pub const TADDRESS_WRAP: u32 = 1;
    pub const TADDRESS_CLAMP: u32 = 3;
    pub const TEXF_NONE: u32 = 0;
    pub const TEXF_POINT: u32 = 1;
    pub const TEXF_LINEAR: u32 = 2;
}

pub mod fmt {
    pub const A8R8G8B8: u32 = 21;
    pub const X8R8G8B8: u32 = 22;
    pub const D16: u32 = 80;
    pub const D24S8: u32 = 75;
    pub const D24X8: u32 = 77;
    /// `MAKEFOURCC('N', 'U', 'L', 'L')`: a render target whose colour is not kept (drawn
    /// with for depth only).
    pub const NULL: u32 = u32::from_le_bytes(*b"NULL");
    /// `MAKEFOURCC('I', 'N', 'T', 'Z')`: a depth-stencil texture read as depth values.
    pub const INTZ: u32 = u32::from_le_bytes(*b"INTZ");
    pub const D32: u32 = 71;
    pub const D24FS8: u32 = 83;
    pub const D15S1: u32 = 73;
    pub const D24X4S4: u32 = 79;
    pub const D16_LOCKABLE: u32 = 70;
}

pub mod clear {
    pub const TARGET: u32 = 1;
    pub const ZBUFFER: u32 = 2;
    pub const STENCIL: u32 = 4;
}

pub mod lock {
    pub const READONLY: u32 = 0x10;
    pub const DISCARD: u32 = 0x2000;
    pub const NOOVERWRITE: u32 = 0x1000;
    pub const NOSYSLOCK: u32 = 0x800;
    pub const DONOTWAIT: u32 = 0x4000;
    pub const NO_DIRTY_UPDATE: u32 = 0x8000;
}

pub mod usage {
    pub const RENDERTARGET: u32 = 0x1;
    pub const DEPTHSTENCIL: u32 = 0x2;
    pub const WRITEONLY: u32 = 0x8;
    pub const DYNAMIC: u32 = 0x200;
    pub const AUTOGENMIPMAP: u32 = 0x400;
}

pub mod fvf {
    pub const POSITION_MASK: u32 = 0x400e;
    pub const XYZRHW: u32 = 0x004;
    pub const PSIZE: u32 = 0x020;
    pub const DIFFUSE: u32 = 0x040;
    pub const SPECULAR: u32 = 0x080;
}
