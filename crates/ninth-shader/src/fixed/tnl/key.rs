//! [`TnlKey`]: the part of [`TnlState`] that changes the generated vertex stage. Two states
//! with equal keys share one shader; everything else reaches it as constants.

use super::state::{LightType, MAX_ACTIVE_LIGHTS, STAGES, TnlInput, TnlState};

/// An error in the fixed-function vertex state (the draw is refused).
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum TnlError {
    /// A render state with a value D3D9 does not define.
    #[error("{state} {value} is not a valid value")]
    RenderState {
        /// The D3D9 name of the state.
        state: &'static str,
        /// The value.
        value: u32,
    },
    /// A stage's D3DTSS_TEXCOORDINDEX generation mode or set is not defined.
    #[error(
        "stage {stage}: D3DTSS_TEXCOORDINDEX {value:#x} is not a set 0-7 with a D3DTSS_TCI_* mode"
    )]
    TexCoordIndex {
        /// Stage.
        stage: usize,
        /// The value.
        value: u32,
    },
    /// A stage's D3DTSS_TEXTURETRANSFORMFLAGS are not D3DTTFF_COUNT0-4 (| PROJECTED).
    #[error("stage {stage}: D3DTSS_TEXTURETRANSFORMFLAGS {value:#x} are not valid")]
    TransformFlags {
        /// Stage.
        stage: usize,
        /// The value.
        value: u32,
    },
    /// More than [`MAX_ACTIVE_LIGHTS`] enabled lights.
    #[error("{count} lights are enabled; at most {MAX_ACTIVE_LIGHTS} are")]
    TooManyLights {
        /// The count.
        count: usize,
    },
    /// Tweening without a second position or normal (POSITION1 or NORMAL1).
    #[error("D3DVBF_TWEENING needs a vertex declaration with POSITION1 or NORMAL1")]
    TweeningInput,
    /// The assembler or translator refused the generated program (a generator bug).
    #[error("generated fixed-function vertex program: {0}")]
    Generate(String),
}

/// Where a lit colour term comes from (D3DMCS_*, resolved against COLORVERTEX and what the
/// vertex provides: a missing vertex colour falls back to the material).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[repr(u8)]
pub enum ColorSource {
    /// The material's colour.
    #[default]
    Material = 0,
    /// The vertex's diffuse colour (COLOR0).
    Diffuse = 1,
    /// The vertex's specular colour (COLOR1).
    Specular = 2,
}

/// Lighting, when D3DRS_LIGHTING is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct LightingKey {
    /// The enabled lights' types, in order (`count` of them).
    pub lights: [LightType; MAX_ACTIVE_LIGHTS],
    /// Enabled lights.
    pub count: u8,
    /// Source of the diffuse, ambient, specular and emissive terms.
    pub diffuse: ColorSource,
    /// Ambient source.
    pub ambient: ColorSource,
    /// Specular source.
    pub specular: ColorSource,
    /// Emissive source.
    pub emissive: ColorSource,
    /// D3DRS_SPECULARENABLE: specular lighting is computed.
    pub specular_enable: bool,
    /// D3DRS_LOCALVIEWER.
    pub local_viewer: bool,
}

/// How positions (and normals) are blended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Blend {
    /// One world matrix.
    #[default]
    None,
    /// `matrices` world matrices (2-4) weighted by the vertex's blend weights (the last
    /// weight is 1 minus the others); `indexed`: the matrices are picked by the vertex's
    /// blend indices. `matrices` 1 with `indexed` is 0WEIGHTS with indices.
    Weights {
        /// Matrices blended.
        matrices: u8,
        /// Picked by BLENDINDICES.
        indexed: bool,
    },
    /// Positions and normals blended by D3DRS_TWEENFACTOR between POSITION0/NORMAL0 and
    /// POSITION1/NORMAL1; an element without its second copy is not tweened ("a second
    /// position or a second normal must be present").
    Tween,
}

/// Texture coordinate generation of a stage (`D3DTSS_TCI_*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum TexGen {
    /// PASSTHRU of a set: its components (0 where the vertex lacks the set).
    #[default]
    Passthru,
    /// CAMERASPACENORMAL.
    Normal,
    /// CAMERASPACEPOSITION.
    Position,
    /// CAMERASPACEREFLECTIONVECTOR.
    Reflection,
    /// SPHEREMAP.
    SphereMap,
}

/// One stage's texture coordinate output.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct TexCoordKey {
    /// Written at all (the pixel stage reads it).
    pub enabled: bool,
    /// Generation mode.
    pub generation: TexGen,
    /// The set PASSTHRU reads.
    pub set: u8,
    /// Components of that set in the vertex (0: absent).
    pub components: u8,
    /// D3DTTFF_COUNT1-4: transformed by D3DTS_TEXTUREn, this many output components;
    /// 0: not transformed.
    pub transform_count: u8,
}

/// Vertex fog, when D3DRS_FOGENABLE is on and the table mode is NONE.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum VertexFog {
    /// No vertex fog computed.
    #[default]
    None,
    /// D3DFOG_NONE with fog on and no table fog: the factor is the vertex's specular alpha
    /// (0 without COLOR1), as D3D9 takes it for pretransformed vertices too.
    Specular,
    /// D3DFOG_EXP.
    Exp,
    /// D3DFOG_EXP2.
    Exp2,
    /// D3DFOG_LINEAR.
    Linear,
}

/// The code-changing part of a [`TnlState`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct TnlKey {
    /// What the vertex provides.
    pub input: TnlInput,
    /// Blending.
    pub blend: Blend,
    /// Lighting (`None`: LIGHTING off, vertex colours pass).
    pub lighting: Option<LightingKey>,
    /// D3DRS_NORMALIZENORMALS.
    pub normalize_normals: bool,
    /// Vertex fog mode.
    pub fog: VertexFog,
    /// D3DRS_RANGEFOGENABLE with vertex fog.
    pub range_fog: bool,
    /// Per stage.
    pub texcoords: [TexCoordKey; STAGES],
    /// A point list is drawn: the point size is written.
    pub points: bool,
    /// D3DRS_POINTSCALEENABLE (with `points`).
    pub point_scale: bool,
}

fn source(value: u32, state: &'static str) -> Result<u32, TnlError> {
    if value > 2 {
        return Err(TnlError::RenderState { state, value });
    }
    Ok(value)
}

impl TnlKey {
    /// The key of `state`; a value D3D9 does not define is an error naming it.
    pub fn new(state: &TnlState) -> Result<TnlKey, TnlError> {
        let input = state.input;
        let blend = match state.vertex_blend {
            0 => Blend::None,
            n @ 1..=3 => Blend::Weights {
                matrices: n as u8 + 1,
                indexed: state.indexed_vertex_blend && input.blend_indices,
            },
            256 if state.indexed_vertex_blend && input.blend_indices => Blend::Weights {
                matrices: 1,
                indexed: true,
            },
            256 => Blend::None,
            255 => {
                if !input.position1 && !input.normal1 {
                    return Err(TnlError::TweeningInput);
                }
                Blend::Tween
            }
            value => {
                return Err(TnlError::RenderState {
                    state: "D3DRS_VERTEXBLEND",
                    value,
                });
            }
        };
        let resolve = |value: u32| match value {
            1 if state.color_vertex && input.diffuse => ColorSource::Diffuse,
            2 if state.color_vertex && input.specular => ColorSource::Specular,
            _ => ColorSource::Material,
        };
        let lighting = if state.lighting {
            if state.lights.len() > MAX_ACTIVE_LIGHTS {
                return Err(TnlError::TooManyLights {
                    count: state.lights.len(),
                });
            }
            let mut lights = [LightType::Directional; MAX_ACTIVE_LIGHTS];
            for (slot, light) in lights.iter_mut().zip(&state.lights) {
                *slot = light.ty;
            }
            Some(LightingKey {
                lights,
                count: state.lights.len() as u8,
                diffuse: resolve(source(state.diffuse_source, "D3DRS_DIFFUSEMATERIALSOURCE")?),
                ambient: resolve(source(state.ambient_source, "D3DRS_AMBIENTMATERIALSOURCE")?),
                specular: resolve(source(
                    state.specular_source,
                    "D3DRS_SPECULARMATERIALSOURCE",
                )?),
                emissive: resolve(source(
                    state.emissive_source,
                    "D3DRS_EMISSIVEMATERIALSOURCE",
                )?),
                specular_enable: state.specular_enable,
                local_viewer: state.local_viewer,
            })
        } else {
            None
        };
        let fog_mode = |value: u32, name: &'static str| {
            if value > 3 {
                Err(TnlError::RenderState { state: name, value })
            } else {
                Ok(value)
            }
        };
        let table = fog_mode(state.fog_table_mode, "D3DRS_FOGTABLEMODE")?;
        let vertex = fog_mode(state.fog_vertex_mode, "D3DRS_FOGVERTEXMODE")?;
        let fog = if state.fog_enable && table == 0 {
            match vertex {
                1 => VertexFog::Exp,
                2 => VertexFog::Exp2,
                3 => VertexFog::Linear,
                _ => VertexFog::Specular,
            }
        } else {
            VertexFog::None
        };
        let mut texcoords = [TexCoordKey::default(); STAGES];
        for (n, (out, stage)) in texcoords.iter_mut().zip(&state.stages).enumerate() {
            let tci = stage.texcoord_index;
            let set = (tci & 0xffff) as usize;
            let generation = match tci >> 16 {
                0 => TexGen::Passthru,
                1 => TexGen::Normal,
                2 => TexGen::Position,
                3 => TexGen::Reflection,
                4 => TexGen::SphereMap,
                _ => {
                    return Err(TnlError::TexCoordIndex {
                        stage: n,
                        value: tci,
                    });
                }
            };
            if set >= STAGES {
                return Err(TnlError::TexCoordIndex {
                    stage: n,
                    value: tci,
                });
            }
            let flags = stage.transform_flags;
            if flags & !0x1ff != 0 || flags & 0xff > 4 {
                return Err(TnlError::TransformFlags {
                    stage: n,
                    value: flags,
                });
            }
            if state.texcoord_outputs & (1 << n) == 0 {
                continue;
            }
            *out = TexCoordKey {
                enabled: true,
                generation,
                set: if generation == TexGen::Passthru {
                    set as u8
                } else {
                    0
                },
                components: if generation == TexGen::Passthru {
                    input.texcoords[set].min(4)
                } else {
                    0
                },
                transform_count: (flags & 0xff) as u8,
            };
        }
        Ok(TnlKey {
            input,
            blend,
            lighting,
            normalize_normals: state.normalize_normals,
            fog,
            range_fog: state.range_fog && !matches!(fog, VertexFog::None | VertexFog::Specular),
            texcoords,
            points: state.points,
            point_scale: state.points && state.point_scale_enable,
        })
    }

    /// The stage needs the camera-space position.
    pub(crate) fn needs_eye_position(&self) -> bool {
        let lit = self.lighting.is_some_and(|l| {
            l.local_viewer && l.specular_enable
                || l.lights[..l.count as usize]
                    .iter()
                    .any(|t| *t != LightType::Directional)
        });
        lit || !matches!(self.fog, VertexFog::None | VertexFog::Specular)
            || self.point_scale
            || self.texcoords.iter().any(|t| {
                t.enabled
                    && matches!(
                        t.generation,
                        TexGen::Position | TexGen::Reflection | TexGen::SphereMap
                    )
            })
    }

    /// The stage needs the camera-space normal.
    pub(crate) fn needs_eye_normal(&self) -> bool {
        self.lighting.is_some_and(|l| l.count > 0)
            || self.texcoords.iter().any(|t| {
                t.enabled
                    && matches!(
                        t.generation,
                        TexGen::Normal | TexGen::Reflection | TexGen::SphereMap
                    )
            })
    }
}
