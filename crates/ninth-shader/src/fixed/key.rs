//! The fixed-function fragment state ([`FixedFragmentState`], raw D3D9 values) and its
//! normalised, packed key ([`FixedFragmentKey`], only what changes the generated code).

use super::args::{ArgSource, D3DTA_ALPHAREPLICATE, D3DTA_CURRENT, D3DTA_TEMP, TextureArg};
use super::fog::{FixedFog, FogSource};
use super::ops::TextureOp;
use super::{FixedError, MAX_STAGES};

/// `D3DTTFF_PROJECTED`.
pub const D3DTTFF_PROJECTED: u32 = 0x100;

/// The texture kind a stage samples (the bound texture's type).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[repr(u8)]
pub enum TextureKind {
    /// A 2D texture: sampled at `.xy`.
    #[default]
    Tex2d = 0,
    /// A cube texture: sampled at the direction `.xyz`.
    Cube = 1,
    /// A volume texture: sampled at `.xyz`.
    Volume = 2,
}

impl TextureKind {
    fn from_u8(v: u8) -> Option<TextureKind> {
        Some(match v {
            0 => Self::Tex2d,
            1 => Self::Cube,
            2 => Self::Volume,
            _ => return None,
        })
    }

    /// The sampler kind of the binding contract.
    pub fn sampler_kind(self) -> crate::ir::SamplerKind {
        match self {
            Self::Tex2d => crate::ir::SamplerKind::Tex2d,
            Self::Cube => crate::ir::SamplerKind::Cube,
            Self::Volume => crate::ir::SamplerKind::Volume,
        }
    }
}

bitflags::bitflags! {
    /// What the vertex stage provides to the fixed fragment (for the RHW and clip-space
    /// paths: everything; for a vertex shader: what it writes).
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
    pub struct FixedInputs: u16 {
        /// TEXCOORD0 (bit n: TEXCOORDn, n < 8).
        const TEXCOORD0 = 1 << 0;
        /// TEXCOORD1.
        const TEXCOORD1 = 1 << 1;
        /// TEXCOORD2.
        const TEXCOORD2 = 1 << 2;
        /// TEXCOORD3.
        const TEXCOORD3 = 1 << 3;
        /// TEXCOORD4.
        const TEXCOORD4 = 1 << 4;
        /// TEXCOORD5.
        const TEXCOORD5 = 1 << 5;
        /// TEXCOORD6.
        const TEXCOORD6 = 1 << 6;
        /// TEXCOORD7.
        const TEXCOORD7 = 1 << 7;
        /// COLOR0, the diffuse colour (white when absent).
        const DIFFUSE = 1 << 8;
        /// COLOR1, the specular colour (zero when absent).
        const SPECULAR = 1 << 9;
        /// FOG0: the vertex fog factor, or the eye distance for radial fog.
        const FOG = 1 << 10;
    }
}

impl FixedInputs {
    /// Every input (what the RHW and clip-space vertex code provides).
    pub const EVERYTHING: FixedInputs = FixedInputs::all();

    /// TEXCOORD`n`.
    pub fn texcoord(n: u8) -> FixedInputs {
        FixedInputs::from_bits_truncate(1u16.checked_shl(u32::from(n)).unwrap_or(0) & 0xff)
    }
}

/// One texture stage's D3D9 state, raw values (`D3DTSS_*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StageState {
    /// D3DTSS_COLOROP (`D3DTEXTUREOP`, 1-26).
    pub color_op: u32,
    /// D3DTSS_COLORARG0, COLORARG1, COLORARG2 (`D3DTA_*`).
    pub color_args: [u32; 3],
    /// D3DTSS_ALPHAOP.
    pub alpha_op: u32,
    /// D3DTSS_ALPHAARG0, ALPHAARG1, ALPHAARG2.
    pub alpha_args: [u32; 3],
    /// D3DTSS_RESULTARG: `D3DTA_CURRENT` (1) or `D3DTA_TEMP` (5).
    pub result_arg: u32,
    /// The kind of texture bound to the stage.
    pub texture: TextureKind,
    /// D3DTSS_TEXCOORDINDEX (the `D3DTSS_TCI_*` bits above 16 are the vertex stage's
    /// business and ignored here; the set index must be 0-7).
    pub texcoord_index: u32,
    /// D3DTSS_TEXTURETRANSFORMFLAGS: `D3DTTFF_COUNTn` (0-4) | `D3DTTFF_PROJECTED`. Only
    /// PROJECTED with COUNT2-4 changes the pixel stage (divide by component COUNT); the
    /// renderer resolves `D3DTTFF_DISABLE | PROJECTED` to the vertex format's coordinate
    /// count before building the key.
    pub transform_flags: u32,
}

impl StageState {
    /// D3D9's initial state of stage `n` (stage 0: MODULATE texture by current,
    /// SELECTARG1 texture alpha; later stages DISABLE).
    pub fn d3d9_default(n: usize) -> StageState {
        let (cop, aop) = if n == 0 {
            (TextureOp::Modulate, TextureOp::SelectArg1)
        } else {
            (TextureOp::Disable, TextureOp::Disable)
        };
        StageState {
            color_op: cop.value(),
            color_args: [D3DTA_CURRENT, 2, D3DTA_CURRENT],
            alpha_op: aop.value(),
            alpha_args: [D3DTA_CURRENT, 2, D3DTA_CURRENT],
            result_arg: D3DTA_CURRENT,
            texture: TextureKind::Tex2d,
            texcoord_index: n as u32,
            transform_flags: 0,
        }
    }
}

/// Everything of D3D9's state that the fixed-function fragment depends on, raw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FixedFragmentState {
    /// The eight texture stages.
    pub stages: [StageState; MAX_STAGES],
    /// D3DRS_SPECULARENABLE: `rgb += specular.rgb` after the cascade.
    pub specular_enable: bool,
    /// D3DRS_FOGENABLE with D3DRS_FOGTABLEMODE / D3DRS_FOGVERTEXMODE resolved by the caller
    /// (table mode if not NONE, else vertex fog).
    pub fog: FixedFog,
    /// Where table fog takes its distance from (ignored for other fog modes).
    pub fog_source: FogSource,
    /// D3DRS_ALPHATESTENABLE.
    pub alpha_test: bool,
    /// D3DRS_ALPHAFUNC (`D3DCMPFUNC` 1-8).
    pub alpha_func: u32,
    /// D3DRS_SHADEMODE is D3DSHADE_FLAT: colours come from the first vertex.
    pub flat_shading: bool,
    /// What the vertex stage provides.
    pub inputs: FixedInputs,
    /// Per stage, the axes whose D3DSAMP_ADDRESSU/V/W is D3DTADDRESS_MIRRORONCE (bits 0, 1,
    /// 2). WebGPU has no such mode: the code mirrors the coordinate once (`abs`) and the
    /// caller's sampler clamps that axis to the edge.
    pub mirror_once: [u8; MAX_STAGES],
    /// Per stage, the axes addressed D3DTADDRESS_BORDER with a border colour the sampler
    /// cannot have (bits 0, 1, 2): the code returns `NinthFixed`'s border colour where the
    /// coordinate leaves 0..1 on such an axis (the caller's sampler clamps it).
    pub border: [u8; MAX_STAGES],
    /// Per stage with `border` axes: the stage is linearly filtered and the caller's sampler
    /// returns transparent black outside 0..1 on those axes (ClampToBorder). The code then
    /// adds the border colour weighted by the part of the bilinear footprint outside the
    /// texture, so the edge texels blend with the border colour as in D3D9, instead of
    /// returning the colour only outside 0..1.
    pub border_blend: [bool; MAX_STAGES],
}

impl Default for FixedFragmentState {
    fn default() -> Self {
        FixedFragmentState {
            stages: std::array::from_fn(StageState::d3d9_default),
            specular_enable: false,
            fog: FixedFog::Off,
            fog_source: FogSource::Depth,
            alpha_test: false,
            alpha_func: 8,
            flat_shading: false,
            inputs: FixedInputs::EVERYTHING,
            mirror_once: [0; MAX_STAGES],
            border: [0; MAX_STAGES],
            border_blend: [false; MAX_STAGES],
        }
    }
}

/// One operation (colour or alpha) of a normalised stage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OpKey {
    /// The operation.
    pub op: TextureOp,
    /// Arguments 0, 1, 2 (unread ones are `D3DTA_DIFFUSE` with no modifiers).
    pub args: [TextureArg; 3],
}

/// How a stage samples its texture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StageTexture {
    /// Texture kind.
    pub kind: TextureKind,
    /// The texture coordinate set (TEXCOORDn).
    pub texcoord: u8,
    /// 0: not projected; 2-4: coordinates divided by component `projected - 1`.
    pub projected: u8,
    /// Axes (bits 0 u, 1 v, 2 w) addressed MIRRORONCE: the coordinate is mirrored once
    /// (`abs`) before a clamped sample. Only the axes of the kind (none for cube maps).
    pub mirror_once: u8,
    /// Axes (bits 0 u, 1 v, 2 w) with an emulated border: outside 0..1 the sample is the
    /// stage's border colour. Only the axes of the kind (none for cube maps).
    pub border: u8,
    /// The border is blended through a linear filter
    /// ([`FixedFragmentState::border_blend`]); only with `border` axes.
    pub border_blend: bool,
}

/// One active stage of a key, decoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StageKey {
    /// The colour operation (never DISABLE in an active stage).
    pub color: OpKey,
    /// The alpha operation (DISABLE passes current alpha; always DISABLE when the colour
    /// op is DOTPRODUCT3, whose result fills alpha too).
    pub alpha: OpKey,
    /// D3DTSS_RESULTARG is TEMP.
    pub result_temp: bool,
}

/// Size of a packed key in bytes.
pub const KEY_SIZE: usize = 104;
const STAGE_BYTES: usize = 12;
const G: usize = MAX_STAGES * STAGE_BYTES;
const FLAG_TEMP: u8 = 1;
const FLAG_SAMPLES: u8 = 2;
/// Flag bits 2-4: MIRRORONCE axes u, v, w.
const MIRROR_ONCE_SHIFT: u8 = 2;
/// Flag bits 5-7: emulated BORDER axes u, v, w.
const BORDER_SHIFT: u8 = 5;
/// In a stage's texcoord byte, above the set index.
const BORDER_BLEND_SHIFT: u8 = 3;

/// The addressing axes of a texture kind (cube maps are addressed by direction).
fn axes(kind: TextureKind) -> u8 {
    match kind {
        TextureKind::Tex2d => 0b011,
        TextureKind::Cube => 0,
        TextureKind::Volume => 0b111,
    }
}

/// The normalised fixed-function fragment key: 104 plain bytes, `Copy`, `Eq`, `Hash`.
///
/// Only what changes the generated code is in it, and inactive fields are zero so
/// equivalent states share a key: stages after the first colour DISABLE are zero (except
/// the texture fields of the stage a PREMODULATE reads), arguments an op does not read
/// are zero, ALPHAREPLICATE on alpha arguments is dropped, CURRENT at stage 0 is DIFFUSE,
/// the alpha op of a DOTPRODUCT3 colour op is DISABLE, texture fields of a stage that does
/// not sample are zero, ALWAYS / disabled alpha test is "none", the fog source of non-table
/// fog is zero, flat shading without colour inputs is off, and the input mask holds only
/// inputs the code reads.
///
/// Layout (stage `s` at `12 s`): colour op, colour args 0-2, alpha op, alpha args 0-2,
/// flags (1 result TEMP, 2 samples, 4/8/16 MIRRORONCE u/v/w, 32/64/128 emulated BORDER
/// u/v/w), texture kind, texcoord set, projected count; then at
/// 96: specular, fog, fog source, alpha func, flat, active stage count, inputs (u16 LE).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct FixedFragmentKey {
    bytes: [u8; KEY_SIZE],
}

impl std::fmt::Debug for FixedFragmentKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "FixedFragmentKey(")?;
        for b in &self.bytes[..self.stage_count() * STAGE_BYTES] {
            write!(f, "{b:02x}")?;
        }
        write!(f, "|")?;
        for b in &self.bytes[G..] {
            write!(f, "{b:02x}")?;
        }
        write!(f, ")")
    }
}

fn op_of(stage: usize, value: u32, alpha: bool) -> Result<TextureOp, FixedError> {
    TextureOp::from_u32(value).ok_or(FixedError::UnknownOp {
        stage,
        alpha,
        value,
    })
}

/// Parse and normalise the arguments `mask` reads.
fn args_of(
    stage: usize,
    raw: [u32; 3],
    mask: u8,
    alpha: bool,
) -> Result<[TextureArg; 3], FixedError> {
    let mut out = [TextureArg::new(ArgSource::Diffuse); 3];
    for (i, o) in out.iter_mut().enumerate() {
        if mask & (1 << i) == 0 {
            continue;
        }
        let mut value = raw[i];
        if alpha {
            value &= !D3DTA_ALPHAREPLICATE;
        }
        let mut a = TextureArg::from_u32(value).ok_or(FixedError::UnknownArg {
            stage,
            alpha,
            index: i as u8,
            value: raw[i],
        })?;
        if stage == 0 && a.source == ArgSource::Current {
            a.source = ArgSource::Diffuse;
        }
        *o = a;
    }
    Ok(out)
}

fn reads(op: &OpKey, source: ArgSource) -> bool {
    let mask = op.op.arg_mask();
    op.args
        .iter()
        .enumerate()
        .any(|(i, a)| mask & (1 << i) != 0 && a.source == source)
}

fn put_op(b: &mut [u8], op: &OpKey) {
    b[0] = op.op as u8;
    for (i, a) in op.args.iter().enumerate() {
        b[1 + i] = a.value();
    }
}

fn texture_of(
    stage: usize,
    s: &StageState,
    (mirror_once, border, border_blend): (u8, u8, bool),
) -> Result<StageTexture, FixedError> {
    let index = s.texcoord_index & 0xffff;
    if index > 7 {
        return Err(FixedError::TexCoordIndex { stage, index });
    }
    let count = s.transform_flags & 0xff;
    if count > 4 || s.transform_flags & !(0xff | D3DTTFF_PROJECTED) != 0 {
        return Err(FixedError::TransformFlags {
            stage,
            value: s.transform_flags,
        });
    }
    let projected = if s.transform_flags & D3DTTFF_PROJECTED != 0 && count >= 2 {
        count as u8
    } else {
        0
    };
    Ok(StageTexture {
        kind: s.texture,
        texcoord: index as u8,
        projected,
        mirror_once: mirror_once & axes(s.texture),
        border: border & axes(s.texture),
        border_blend: border_blend && border & axes(s.texture) != 0,
    })
}

impl FixedFragmentKey {
    /// Validate and normalise a state into its key.
    ///
    /// Errors (each naming the stage): an unknown colour / alpha op or argument value
    /// that the stage reads, ops 18-23 as an alpha op ([`FixedError::ColorOnlyAlphaOp`]),
    /// a RESULTARG other than CURRENT / TEMP, a texcoord index above 7 or bad transform
    /// flags on a sampling stage, a stage that samples from a coordinate set the vertex
    /// stage does not provide ([`FixedError::MissingTexCoord`]), an unknown alpha
    /// function, radial fog without the FOG input.
    pub fn new(state: &FixedFragmentState) -> Result<FixedFragmentKey, FixedError> {
        let mut bytes = [0u8; KEY_SIZE];
        let mut stages: Vec<StageKey> = Vec::with_capacity(MAX_STAGES);
        let mut reads_specular = false;
        for (n, s) in state.stages.iter().enumerate() {
            let cop = op_of(n, s.color_op, false)?;
            if cop == TextureOp::Disable {
                break;
            }
            let color = OpKey {
                op: cop,
                args: args_of(n, s.color_args, cop.arg_mask(), false)?,
            };
            let alpha = if cop == TextureOp::DotProduct3 {
                OpKey {
                    op: TextureOp::Disable,
                    args: [TextureArg::new(ArgSource::Diffuse); 3],
                }
            } else {
                let aop = op_of(n, s.alpha_op, true)?;
                if aop.color_only() {
                    return Err(FixedError::ColorOnlyAlphaOp { stage: n, op: aop });
                }
                OpKey {
                    op: aop,
                    args: args_of(n, s.alpha_args, aop.arg_mask(), true)?,
                }
            };
            let result_temp = match s.result_arg {
                D3DTA_CURRENT => false,
                D3DTA_TEMP => true,
                value => return Err(FixedError::ResultArg { stage: n, value }),
            };
            reads_specular |=
                reads(&color, ArgSource::Specular) || reads(&alpha, ArgSource::Specular);
            stages.push(StageKey {
                color,
                alpha,
                result_temp,
            });
        }
        let count = stages.len();
        let mut texcoords = FixedInputs::empty();
        for n in 0..MAX_STAGES {
            let b = &mut bytes[n * STAGE_BYTES..(n + 1) * STAGE_BYTES];
            let own = stages.get(n).is_some_and(|k| {
                k.color.op.reads_stage_texture()
                    || k.alpha.op.reads_stage_texture()
                    || reads(&k.color, ArgSource::Texture)
                    || reads(&k.alpha, ArgSource::Texture)
            });
            let premod = n > 0
                && stages.get(n - 1).is_some_and(|k| {
                    k.color.op == TextureOp::PreModulate || k.alpha.op == TextureOp::PreModulate
                });
            if let Some(k) = stages.get(n) {
                put_op(&mut b[0..4], &k.color);
                put_op(&mut b[4..8], &k.alpha);
                if k.result_temp {
                    b[8] |= FLAG_TEMP;
                }
            }
            if own || premod {
                let addressing = (state.mirror_once[n], state.border[n], state.border_blend[n]);
                let t = texture_of(n, &state.stages[n], addressing)?;
                let set = FixedInputs::texcoord(t.texcoord);
                if !state.inputs.contains(set) {
                    return Err(FixedError::MissingTexCoord {
                        stage: n,
                        set: t.texcoord,
                    });
                }
                texcoords |= set;
                b[8] |=
                    FLAG_SAMPLES | t.mirror_once << MIRROR_ONCE_SHIFT | t.border << BORDER_SHIFT;
                b[9] = t.kind as u8;
                b[10] = t.texcoord | u8::from(t.border_blend) << BORDER_BLEND_SHIFT;
                b[11] = t.projected;
            }
        }
        let mut inputs = texcoords | (state.inputs & FixedInputs::DIFFUSE);
        let specular = state.specular_enable;
        if (specular || reads_specular) && state.inputs.contains(FixedInputs::SPECULAR) {
            inputs |= FixedInputs::SPECULAR;
        }
        let has_fog = state.inputs.contains(FixedInputs::FOG);
        let (fog, source) = match state.fog {
            FixedFog::Off => (FixedFog::Off, FogSource::Depth),
            // Vertex fog without a fog input: factor 1, no fog.
            FixedFog::Vertex if !has_fog => (FixedFog::Off, FogSource::Depth),
            FixedFog::Vertex => (FixedFog::Vertex, FogSource::Depth),
            table => {
                if state.fog_source == FogSource::Radial && !has_fog {
                    return Err(FixedError::MissingFog);
                }
                (table, state.fog_source)
            }
        };
        if fog == FixedFog::Vertex || source == FogSource::Radial {
            inputs |= FixedInputs::FOG;
        }
        let alpha_func = if state.alpha_test {
            match state.alpha_func {
                1..=7 => state.alpha_func as u8,
                8 => 0,
                value => return Err(FixedError::AlphaFunc { value }),
            }
        } else {
            0
        };
        let flat =
            state.flat_shading && inputs.intersects(FixedInputs::DIFFUSE | FixedInputs::SPECULAR);
        bytes[G] = u8::from(specular);
        bytes[G + 1] = fog as u8;
        bytes[G + 2] = source as u8;
        bytes[G + 3] = alpha_func;
        bytes[G + 4] = u8::from(flat);
        bytes[G + 5] = count as u8;
        bytes[G + 6..G + 8].copy_from_slice(&inputs.bits().to_le_bytes());
        Ok(FixedFragmentKey { bytes })
    }

    /// The packed bytes.
    pub fn as_bytes(&self) -> &[u8; KEY_SIZE] {
        &self.bytes
    }

    /// A key from packed bytes, accepted only if they are exactly what
    /// [`FixedFragmentKey::new`] produces for some state ([`FixedError::KeyBytes`] else).
    pub fn from_bytes(bytes: &[u8]) -> Result<FixedFragmentKey, FixedError> {
        let raw: [u8; KEY_SIZE] = bytes.try_into().map_err(|_| FixedError::KeyBytes)?;
        let key = FixedFragmentKey { bytes: raw };
        let state = key.as_state().ok_or(FixedError::KeyBytes)?;
        match FixedFragmentKey::new(&state) {
            Ok(k) if k == key => Ok(key),
            _ => Err(FixedError::KeyBytes),
        }
    }

    /// A state that produces this key (used by [`FixedFragmentKey::from_bytes`]).
    fn as_state(&self) -> Option<FixedFragmentState> {
        let mut state = FixedFragmentState::default();
        for (n, s) in state.stages.iter_mut().enumerate() {
            let b = &self.bytes[n * STAGE_BYTES..(n + 1) * STAGE_BYTES];
            *s = StageState {
                color_op: if n < self.stage_count() {
                    u32::from(b[0])
                } else {
                    1
                },
                color_args: [b[1], b[2], b[3]].map(u32::from),
                alpha_op: u32::from(b[4]).max(1),
                alpha_args: [b[5], b[6], b[7]].map(u32::from),
                result_arg: if b[8] & FLAG_TEMP != 0 { 5 } else { 1 },
                texture: TextureKind::from_u8(b[9])?,
                texcoord_index: u32::from(b[10] & 7),
                transform_flags: if b[11] != 0 {
                    u32::from(b[11]) | D3DTTFF_PROJECTED
                } else {
                    0
                },
            };
        }
        for n in 0..MAX_STAGES {
            if let Some(t) = self.texture(n) {
                state.mirror_once[n] = t.mirror_once;
                state.border[n] = t.border;
                state.border_blend[n] = t.border_blend;
            }
        }
        let g = &self.bytes[G..];
        state.specular_enable = g[0] != 0;
        state.fog = FixedFog::from_u8(g[1])?;
        state.fog_source = FogSource::from_u8(g[2])?;
        state.alpha_test = g[3] != 0;
        state.alpha_func = u32::from(g[3]);
        state.flat_shading = g[4] != 0;
        state.inputs = FixedInputs::from_bits(u16::from_le_bytes([g[6], g[7]]))?;
        Some(state)
    }

    /// A stable 64-bit FNV-1a hash of the bytes (fast; the same on every run and machine).
    pub fn hash64(&self) -> u64 {
        super::cache::fnv1a(&self.bytes)
    }

    /// Number of active stages (before the first colour DISABLE).
    pub fn stage_count(&self) -> usize {
        usize::from(self.bytes[G + 5]).min(MAX_STAGES)
    }

    /// Active stage `n`, decoded.
    pub fn stage(&self, n: usize) -> Option<StageKey> {
        if n >= self.stage_count() {
            return None;
        }
        let b = &self.bytes[n * STAGE_BYTES..(n + 1) * STAGE_BYTES];
        let op = |o: &[u8]| OpKey {
            op: TextureOp::from_u32(u32::from(o[0])).unwrap_or(TextureOp::Disable),
            args: [o[1], o[2], o[3]].map(|v| {
                TextureArg::from_u32(u32::from(v)).unwrap_or(TextureArg::new(ArgSource::Diffuse))
            }),
        };
        Some(StageKey {
            color: op(&b[0..4]),
            alpha: op(&b[4..8]),
            result_temp: b[8] & FLAG_TEMP != 0,
        })
    }

    /// The active stages, decoded.
    pub fn stages(&self) -> Vec<StageKey> {
        (0..self.stage_count())
            .filter_map(|n| self.stage(n))
            .collect()
    }

    /// How stage `n` samples its texture, `None` if it does not (the stage after a
    /// PREMODULATE samples even when its own colour op is DISABLE).
    pub fn texture(&self, n: usize) -> Option<StageTexture> {
        let b = self.bytes.get(n * STAGE_BYTES..(n + 1) * STAGE_BYTES)?;
        if b[8] & FLAG_SAMPLES == 0 {
            return None;
        }
        Some(StageTexture {
            kind: TextureKind::from_u8(b[9]).unwrap_or_default(),
            texcoord: b[10] & 7,
            projected: b[11],
            mirror_once: (b[8] >> MIRROR_ONCE_SHIFT) & 0b111,
            border: b[8] >> BORDER_SHIFT,
            border_blend: b[10] >> BORDER_BLEND_SHIFT & 1 != 0,
        })
    }

    /// D3DRS_SPECULARENABLE.
    pub fn specular_enable(&self) -> bool {
        self.bytes[G] != 0
    }

    /// The fog mode.
    pub fn fog(&self) -> FixedFog {
        FixedFog::from_u8(self.bytes[G + 1]).unwrap_or(FixedFog::Off)
    }

    /// The table fog distance source.
    pub fn fog_source(&self) -> FogSource {
        FogSource::from_u8(self.bytes[G + 2]).unwrap_or(FogSource::Depth)
    }

    /// The alpha test function (D3DCMPFUNC 1-7), `None` without a test (or ALWAYS).
    pub fn alpha_func(&self) -> Option<u8> {
        let f = self.bytes[G + 3];
        (1..=7).contains(&f).then_some(f)
    }

    /// Flat shading of the colour inputs.
    pub fn flat_shading(&self) -> bool {
        self.bytes[G + 4] != 0
    }

    /// The inputs the generated fragment reads.
    pub fn inputs(&self) -> FixedInputs {
        FixedInputs::from_bits_truncate(u16::from_le_bytes([self.bytes[G + 6], self.bytes[G + 7]]))
    }

    /// The inter-stage locations the fragment reads (bit n = `@location(n)` of
    /// [`crate::link::LinkMap::STANDARD`]): what the vertex stage must write. Pass it as
    /// `Options::link_locations` of a translated vertex shader or
    /// [`super::FixedVertexDesc::outputs`].
    pub fn input_locations(&self) -> u16 {
        let i = self.inputs();
        let mut m = i.bits() & 0xff;
        if i.contains(FixedInputs::DIFFUSE) {
            m |= 1 << super::COLOR0_LOCATION;
        }
        if i.contains(FixedInputs::SPECULAR) {
            m |= 1 << super::COLOR1_LOCATION;
        }
        if i.contains(FixedInputs::FOG) {
            m |= 1 << super::FOG_LOCATION;
        }
        m
    }

    /// The textures the fragment binds (group 1, texture of stage n at binding 2n, its
    /// sampler at 2n + 1), ascending stage.
    pub fn textures(&self) -> Vec<crate::wgsl::TextureBinding> {
        (0..MAX_STAGES)
            .filter_map(|n| {
                self.texture(n).map(|t| crate::wgsl::TextureBinding {
                    sampler: n as u32,
                    kind: t.kind.sampler_kind(),
                    comparison: false,
                    depth: false,
                })
            })
            .collect()
    }

    /// Whether the cascade reads argument `source` in any active stage (colour or alpha).
    pub fn reads(&self, source: ArgSource) -> bool {
        self.stages()
            .iter()
            .any(|s| reads(&s.color, source) || reads(&s.alpha, source))
    }
}
