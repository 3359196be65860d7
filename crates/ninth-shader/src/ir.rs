//! The decoded form of a Direct3D 9 shader: one [`Instruction`] per bytecode instruction, with
//! registers, masks, swizzles and modifiers spelled out. Every later stage (disassembler,
//! analysis, WGSL emission) reads this; the assembler and decoder produce it.
//!
//! Numeric values of enums are the D3D9 token values (`D3DSIO_*`, `D3DSPR_*`, ...), because
//! they are part of the bytecode format.

/// Vertex or pixel shader.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum ShaderKind {
    /// `vs_*`, version token 0xFFFE....
    Vertex,
    /// `ps_*`, version token 0xFFFF....
    Pixel,
}

/// Shader model version (`vs_2_0` is Vertex 2.0; `ps_2_x` is Pixel 2.1 as the token encodes it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ShaderVersion {
    /// Vertex or pixel.
    pub kind: ShaderKind,
    /// Major version (1-3).
    pub major: u8,
    /// Minor version (0-4; 1 means `_x` for model 2).
    pub minor: u8,
}

/// `D3DSIO_*` opcodes, with their token values.
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u16)]
pub enum Opcode {
    Nop = 0,
    Mov = 1,
    Add = 2,
    Sub = 3,
    Mad = 4,
    Mul = 5,
    Rcp = 6,
    Rsq = 7,
    Dp3 = 8,
    Dp4 = 9,
    Min = 10,
    Max = 11,
    Slt = 12,
    Sge = 13,
    Exp = 14,
    Log = 15,
    Lit = 16,
    Dst = 17,
    Lrp = 18,
    Frc = 19,
    M4x4 = 20,
    M4x3 = 21,
    M3x4 = 22,
    M3x3 = 23,
    M3x2 = 24,
    Call = 25,
    CallNz = 26,
    Loop = 27,
    Ret = 28,
    EndLoop = 29,
    Label = 30,
    Dcl = 31,
    Pow = 32,
    Crs = 33,
    Sgn = 34,
    Abs = 35,
    Nrm = 36,
    SinCos = 37,
    Rep = 38,
    EndRep = 39,
    If = 40,
    Ifc = 41,
    Else = 42,
    EndIf = 43,
    Break = 44,
    BreakC = 45,
    Mova = 46,
    DefB = 47,
    DefI = 48,
    TexCoord = 64,
    TexKill = 65,
    Tex = 66,
    TexBem = 67,
    TexBemL = 68,
    TexReg2Ar = 69,
    TexReg2Gb = 70,
    TexM3x2Pad = 71,
    TexM3x2Tex = 72,
    TexM3x3Pad = 73,
    TexM3x3Tex = 74,
    TexM3x3Spec = 76,
    TexM3x3VSpec = 77,
    ExpP = 78,
    LogP = 79,
    Cnd = 80,
    Def = 81,
    TexReg2Rgb = 82,
    TexDp3Tex = 83,
    TexM3x2Depth = 84,
    TexDp3 = 85,
    TexM3x3 = 86,
    TexDepth = 87,
    Cmp = 88,
    Bem = 89,
    Dp2Add = 90,
    Dsx = 91,
    Dsy = 92,
    TexLdd = 93,
    SetP = 94,
    TexLdl = 95,
    BreakP = 96,
    Phase = 0xFFFD,
    Comment = 0xFFFE,
    End = 0xFFFF,
}

/// `D3DSPR_*` register types, with their token values.
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum RegisterType {
    Temp = 0,
    Input = 1,
    Const = 2,
    /// `a0` in vertex shaders, `t#` in pixel shaders (same token value).
    AddrOrTexture = 3,
    RastOut = 4,
    AttrOut = 5,
    /// `oT#` before SM3, `o#` in SM3 (same token value).
    TexCrdOutOrOutput = 6,
    ConstInt = 7,
    ColorOut = 8,
    DepthOut = 9,
    Sampler = 10,
    Const2 = 11,
    Const3 = 12,
    Const4 = 13,
    ConstBool = 14,
    Loop = 15,
    TempFloat16 = 16,
    MiscType = 17,
    Label = 18,
    Predicate = 19,
}

/// A register: type and index (`r3` is `Temp, 3`; `vPos` is `MiscType, 0`; `vFace` is
/// `MiscType, 1`; `oPos`/`oFog`/`oPts` are `RastOut, 0/1/2`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Register {
    /// Register file.
    pub ty: RegisterType,
    /// Index within the file.
    pub index: u32,
}

/// Relative addressing of a source or destination (`c[a0.x + 3]`, `v[aL]`): the address
/// register and which of its components is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RelativeAddress {
    /// `a0` (`AddrOrTexture, 0`) or `aL` (`Loop, 0`).
    pub register: Register,
    /// Component 0-3 of the address register (x, y, z, w).
    pub component: u8,
}

/// `D3DSPSM_*` source modifiers, with their token values (bits 24-27).
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum SourceModifier {
    None = 0,
    Neg = 1,
    Bias = 2,
    BiasNeg = 3,
    Sign = 4,
    SignNeg = 5,
    Comp = 6,
    X2 = 7,
    X2Neg = 8,
    Dz = 9,
    Dw = 10,
    Abs = 11,
    AbsNeg = 12,
    Not = 13,
}

/// A source parameter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SourceParam {
    /// The register read.
    pub register: Register,
    /// Component selected for each of x, y, z, w (0-3). Identity is `[0, 1, 2, 3]`.
    pub swizzle: [u8; 4],
    /// Source modifier.
    pub modifier: SourceModifier,
    /// Relative addressing, if any.
    pub relative: Option<RelativeAddress>,
}

/// A destination parameter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DestinationParam {
    /// The register written.
    pub register: Register,
    /// Write mask, bit 0 = x ... bit 3 = w.
    pub write_mask: u8,
    /// `_sat`.
    pub saturate: bool,
    /// `_pp`.
    pub partial_precision: bool,
    /// `_centroid`.
    pub centroid: bool,
    /// Result shift (`_x2` is 1, `_d2` is -1; range -8..=7), SM1 pixel shaders.
    pub shift: i8,
    /// Relative addressing (SM3 output registers only).
    pub relative: Option<RelativeAddress>,
}

/// `D3DDECLUSAGE_*`, with token values.
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum DeclUsage {
    Position = 0,
    BlendWeight = 1,
    BlendIndices = 2,
    Normal = 3,
    PSize = 4,
    TexCoord = 5,
    Tangent = 6,
    Binormal = 7,
    TessFactor = 8,
    PositionT = 9,
    Color = 10,
    Fog = 11,
    Depth = 12,
    Sample = 13,
}

/// `D3DSTT_*` sampler texture types.
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[repr(u8)]
pub enum SamplerKind {
    /// `D3DSTT_2D` (2); also what SM1 `tex` and an undeclared sampler mean.
    Tex2d = 2,
    /// `D3DSTT_CUBE` (3).
    Cube = 3,
    /// `D3DSTT_VOLUME` (4).
    Volume = 4,
}

/// What a `dcl` declares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Declaration {
    /// An input or output register with a semantic (`dcl_texcoord1 v2`).
    Semantic {
        /// Usage.
        usage: DeclUsage,
        /// Usage index (0-15).
        index: u8,
    },
    /// A sampler (`dcl_2d s0`, `dcl_cube s1`).
    Sampler(SamplerKind),
    /// A declaration without semantic (ps_2_0 `dcl t0`, `dcl v0`): only the register and mask.
    Plain,
}

/// The comparison of `ifc`, `breakc` and `setp` (instruction-specific bits 16-23).
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Comparison {
    Gt = 1,
    Eq = 2,
    Ge = 3,
    Lt = 4,
    Ne = 5,
    Le = 6,
}

/// Constant values of `def`, `defi` and `defb`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum DefValue {
    /// `def c#, x, y, z, w` (kept as raw bits so the round trip is exact).
    Float([u32; 4]),
    /// `defi i#, x, y, z, w`.
    Int([i32; 4]),
    /// `defb b#, true|false`.
    Bool(bool),
}

/// One decoded instruction.
#[derive(Clone, Debug, PartialEq)]
pub struct Instruction {
    /// The opcode.
    pub opcode: Opcode,
    /// Instruction-specific control bits 16-23 (comparison for `ifc`/`breakc`/`setp`, `texldp`
    /// (1) and `texldb` (2) for `texld`, ...), kept raw for an exact round trip.
    pub control: u8,
    /// `+` co-issue bit (bit 30), SM1 pixel shaders.
    pub coissue: bool,
    /// Destination, if the opcode has one.
    pub dst: Option<DestinationParam>,
    /// Predicate source (`(p0.x) add ...` or `(!p0) ...`), SM2.x/3 predicated instructions.
    pub predicate: Option<SourceParam>,
    /// Source parameters in order.
    pub src: Vec<SourceParam>,
    /// `dcl` payload.
    pub dcl: Option<Declaration>,
    /// `def`/`defi`/`defb` payload.
    pub def: Option<DefValue>,
    /// DWORD offset of the instruction token in the bytecode (for error messages).
    pub offset: usize,
}

/// One entry of a constant table (`CTAB` comment).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConstantInfo {
    /// HLSL name.
    pub name: String,
    /// `D3DXRS_BOOL` (0), `D3DXRS_INT4` (1), `D3DXRS_FLOAT4` (2), `D3DXRS_SAMPLER` (3).
    pub register_set: u16,
    /// First register.
    pub register_index: u16,
    /// Number of registers.
    pub register_count: u16,
}

/// The parsed `CTAB` comment.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct ConstantTable {
    /// Creator string.
    pub creator: String,
    /// Target string (`ps_2_0`).
    pub target: String,
    /// Constants in table order.
    pub constants: Vec<ConstantInfo>,
}

/// A whole decoded shader.
#[derive(Clone, Debug, PartialEq)]
pub struct Shader {
    /// Version token.
    pub version: ShaderVersion,
    /// Instructions in order, without comments and the end token.
    pub instructions: Vec<Instruction>,
    /// Comment blocks in order with the instruction index they precede (raw DWORDs, for an
    /// exact round trip).
    pub comments: Vec<(usize, Vec<u32>)>,
    /// The constant table, if a `CTAB` comment was present and well formed.
    pub constant_table: Option<ConstantTable>,
}
