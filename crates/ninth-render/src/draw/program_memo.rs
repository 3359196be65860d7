//! What the last programmable draw validated and looked up, reused while the inputs that
//! decided it are equal: a D3D9 front-end mostly changes constants, textures and stream data
//! between draws, so the modules, render-state translation, pipeline and sampler resolution
//! are usually those of the previous draw. Indices, stream sizes and textures are still
//! checked every draw; only what depends on nothing but the compared inputs is reused.

use crate::context::{ContextId, Viewport};
use crate::draw::Cull;
use crate::draw::batch_hint::HintOwner;
use crate::draw::program_record::{StageGroup, StageModule};
use crate::record::uniform_ring::{FloatWindows, UniformVariant};
use crate::shaders::ShaderId;
use crate::state::blend::BlendDesc;
use crate::state::depth_stencil::DepthStencilDesc;
use crate::state::fixed::FixedPixelState;
use crate::state::program::{
    AlphaTest, FillMode, MAX_PIXEL_SAMPLERS, MAX_VERTEX_SAMPLERS, ProgramDrawState, StreamState,
};
use crate::state::sampler::SamplerState;
use crate::state::vertex_decl::{MAX_STREAMS, VertexElement};
use crate::state::vertex_streams::InputLayout;
use crate::textures::TextureId;
use ninth_shader::ir::SamplerKind;
use ninth_shader::wgsl::{FogMode, Points};
use std::sync::Arc;

/// Everything of a [`ProgramDrawState`] but the textures and the constants: what decides the
/// modules, the pipeline and the samplers. Of the sampler states only those the shaders use
/// count (a front-end leaves the others at anything).
#[derive(Clone, Debug, PartialEq)]
struct StateKey {
    vertex_shader: Option<ShaderId>,
    pixel_shader: Option<ShaderId>,
    declaration: Vec<VertexElement>,
    streams: [StreamState; MAX_STREAMS],
    blend: BlendDesc,
    color_write_mask: u32,
    extra_color_write_masks: [u32; 3],
    sample_mask: u32,
    blend_factor: u32,
    depth_stencil: DepthStencilDesc,
    stencil_ref: u32,
    cull: Cull,
    fill_mode: FillMode,
    depth_bias: f32,
    slope_scale_depth_bias: f32,
    flat_shading: bool,
    alpha_test: AlphaTest,
    scissor: Option<[u32; 4]>,
    samplers: [SamplerState; MAX_PIXEL_SAMPLERS],
    vertex_samplers: [SamplerState; MAX_VERTEX_SAMPLERS],
    /// The fixed-function pixel stage of a draw without a pixel shader.
    fixed_pixel: Option<FixedPixelState>,
    /// `D3DRS_CLIPPLANEENABLE` (the planes themselves are per-draw uniforms; the point
    /// states decide only [`MemoInputs::points`], worked out per draw).
    clip_plane_enable: u32,
    /// The sampler states compared (bit n: `s#n`).
    used_samplers: u32,
    used_vertex_samplers: u32,
}

/// Whether the states of the samplers in `used` are equal.
fn same_samplers(used: u32, a: &[SamplerState], b: &[SamplerState]) -> bool {
    let mut rest = used;
    while rest != 0 {
        let n = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        if a.get(n) != b.get(n) {
            return false;
        }
    }
    true
}

impl StateKey {
    fn new(s: &ProgramDrawState, (used_samplers, used_vertex_samplers): (u32, u32)) -> Self {
        Self {
            vertex_shader: s.vertex_shader,
            pixel_shader: s.pixel_shader,
            declaration: s.declaration.clone(),
            streams: s.streams,
            blend: s.blend,
            color_write_mask: s.color_write_mask,
            extra_color_write_masks: s.extra_color_write_masks,
            sample_mask: s.sample_mask,
            blend_factor: s.blend_factor,
            depth_stencil: s.depth_stencil,
            stencil_ref: s.stencil_ref,
            cull: s.cull,
            fill_mode: s.fill_mode,
            depth_bias: s.depth_bias,
            slope_scale_depth_bias: s.slope_scale_depth_bias,
            flat_shading: s.flat_shading,
            alpha_test: s.alpha_test,
            scissor: s.scissor,
            samplers: s.samplers,
            vertex_samplers: s.vertex_samplers,
            // Kept only for draws without a pixel shader (a 1.2 KB copy).
            fixed_pixel: if s.pixel_shader.is_none() {
                Some(*s.fixed_pixel)
            } else {
                None
            },
            clip_plane_enable: s.clip_plane_enable,
            used_samplers,
            used_vertex_samplers,
        }
    }

    /// Whether `s` equals this key. Destructured, so that a field added to the state
    /// does not compile until it is sorted into the key or the per-draw inputs.
    fn matches(&self, s: &ProgramDrawState) -> bool {
        let ProgramDrawState {
            vertex_shader,
            pixel_shader,
            declaration,
            streams,
            blend,
            color_write_mask,
            extra_color_write_masks,
            sample_mask,
            blend_factor,
            depth_stencil,
            stencil_ref,
            cull,
            fill_mode,
            depth_bias,
            slope_scale_depth_bias,
            flat_shading,
            alpha_test,
            scissor,
            textures: _,
            samplers,
            vertex_textures: _,
            vertex_samplers,
            vs_constants: _,
            ps_constants: _,
            fixed_pixel,
            clip_plane_enable,
            clip_planes: _,
            point: _,
        } = s;
        // The small fields first, where the states of a frame's draws usually differ (blend,
        // the fixed-function stages), so that the memos compared before the right one cost
        // little; then streams and declaration as bytes, one memcmp each.
        self.vertex_shader == *vertex_shader
            && self.pixel_shader == *pixel_shader
            && self.blend == *blend
            && self.color_write_mask == *color_write_mask
            && self.extra_color_write_masks == *extra_color_write_masks
            && self.sample_mask == *sample_mask
            && self.blend_factor == *blend_factor
            && self.depth_stencil == *depth_stencil
            && self.stencil_ref == *stencil_ref
            && self.cull == *cull
            && self.fill_mode == *fill_mode
            && self.depth_bias.to_bits() == depth_bias.to_bits()
            && self.slope_scale_depth_bias.to_bits() == slope_scale_depth_bias.to_bits()
            && self.flat_shading == *flat_shading
            && self.alpha_test == *alpha_test
            && self.scissor == *scissor
            && self.clip_plane_enable == *clip_plane_enable
            && (pixel_shader.is_some()
                || self
                    .fixed_pixel
                    .as_ref()
                    .is_some_and(|f| f.same_program(fixed_pixel)))
            && bytemuck::bytes_of(&self.streams) == bytemuck::bytes_of(streams)
            && bytemuck::cast_slice::<_, u8>(&self.declaration)
                == bytemuck::cast_slice::<_, u8>(declaration)
            && same_samplers(self.used_samplers, &self.samplers, samplers)
            && same_samplers(
                self.used_vertex_samplers,
                &self.vertex_samplers,
                vertex_samplers,
            )
    }
}

/// The inputs outside the state that a memo depends on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct MemoInputs {
    pub ctx: ContextId,
    pub viewport: Viewport,
    pub target: (u32, u32),
    /// Colour targets bound (bit n: target n) and samples per pixel of the pass.
    pub targets: (u8, u8),
    /// [`crate::cache::program_pipelines::ProgramPipelines::generation`]: bumped when a
    /// shader is destroyed or texture groups are dropped (a texture destroyed, a target
    /// replaced).
    pub generation: u64,
    pub force_anisotropy: Option<u16>,
    /// How the draw's points are drawn (`Points::Plain` for every other primitive).
    pub points: Points,
    /// The vertex stage: 0 for a translated shader (the state names it), else the
    /// generated stage's fetch layout and position kind (`VertexStage::memo_key`).
    pub stage: usize,
    /// A shader model 1 pixel shader's texture kinds and projected stages (which change its
    /// module; its bump-environment values are uniforms, packed every draw).
    pub sm1: Sm1Inputs,
    /// Pixel samplers bound to depth textures, compared and read as values (bit n: `s#n`;
    /// `Options::shadow_samplers`, `Options::depth_samplers`).
    pub depth_samplers: (u16, u16),
    /// The fog a pixel shader below 3.0 applies, resolved from the state's fixed-function
    /// fog (which the state key compares only for draws without a pixel shader; the fog's
    /// start, end, density and colour are uniforms, packed every draw).
    pub fog: ShaderFog,
}

/// The fixed-function fog a translated pixel shader applies after its code
/// (`Options::fog`, `Options::fog_w`): off for `ps_3_0` and the fixed-function pixel stage.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct ShaderFog {
    pub mode: FogMode,
    /// Table fog reads the pixel's clip-space w instead of its depth.
    pub w: bool,
}

/// What the module of a shader model 1 pixel shader depends on outside the state's key
/// (`Options::sampler_kinds`, `Options::projected_stages`); zero for every other pixel
/// stage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Sm1Inputs {
    /// Two bits per sampler `s#n` at bit `2n`: 0 not sampled, 1 2D, 2 cube, 3 volume (the
    /// kind of the texture bound to the stage, 2D where none is).
    pub kinds: u32,
    /// Sampled stages whose D3DTSS_TEXTURETRANSFORMFLAGS has D3DTTFF_PROJECTED (bit n:
    /// stage n).
    pub projected: u8,
    /// `Options::projection_components`: the component each projected stage divides by.
    pub projection_components: u16,
}

impl Default for Sm1Inputs {
    /// Nothing sampled, nothing projected, and `Options`' default divisor (w) everywhere.
    fn default() -> Self {
        Self {
            kinds: 0,
            projected: 0,
            projection_components: ninth_shader::wgsl::Options::default().projection_components,
        }
    }
}

impl Sm1Inputs {
    /// Records the kind sampler `n` (0-15) is bound to.
    pub fn set_kind(&mut self, n: usize, kind: SamplerKind) {
        let code = match kind {
            SamplerKind::Tex2d => 1,
            SamplerKind::Cube => 2,
            SamplerKind::Volume => 3,
        };
        if n < 16 {
            self.kinds = self.kinds & !(3 << (2 * n)) | code << (2 * n);
        }
    }

    /// The kinds as `Options::sampler_kinds` (`None` for samplers not sampled).
    pub fn sampler_kinds(&self) -> [Option<SamplerKind>; 16] {
        std::array::from_fn(|n| match (self.kinds >> (2 * n)) & 3 {
            1 => Some(SamplerKind::Tex2d),
            2 => Some(SamplerKind::Cube),
            3 => Some(SamplerKind::Volume),
            _ => None,
        })
    }
}

/// The pipeline of the last draw, with the draw-dependent parts of its key.
pub(crate) struct MemoPipeline {
    pub topology: wgpu::PrimitiveTopology,
    pub strip_format: Option<wgpu::IndexFormat>,
    pub id: u64,
    pub pipeline: crate::compile::PipelineRef,
}

/// Recent texture groups a stage with one texture binding keeps, by texture id.
pub(crate) const RECENT_GROUPS: usize = 16;

/// One stage's resolved samplers and its last texture bind group.
#[derive(Default)]
pub(crate) struct StageMemo {
    /// Resolved sampler key per texture binding, in binding order (without the sRGB bit).
    pub sampler_keys: [u64; 16],
    /// The textures of the last group (by `s#`) and the group.
    pub group: Option<([Option<TextureId>; 16], StageGroup)>,
    /// A stage with one texture binding: the groups of recently bound textures, direct-mapped
    /// by id (while the memo holds, a texture's group is fixed: its kind, view and the
    /// stage's sampler do not change).
    pub recent: [Option<(TextureId, StageGroup)>; RECENT_GROUPS],
    /// A stage with batch textures: the set its `group` was made for.
    pub batch_set: Option<crate::draw::batch_textures::BatchTextures>,
}

/// Memos kept: the draws of a frame cycle through a few states (W1: four blend setups
/// times three colour ops; W2: eight shader pairs), each of which keeps its own.
const MEMOS: usize = 16;

/// The memos of the last draws of different states, most recent first. A draw takes its
/// memo out and gives it back to the front: slots, so that the usual case (the front memo
/// taken and given back) moves nothing.
#[derive(Default)]
pub(crate) struct Memos {
    slots: [Option<Box<ProgramMemo>>; MEMOS],
}

impl Memos {
    /// The first memo (most recent first) for which `matches` holds.
    #[inline]
    pub fn position(&self, matches: impl Fn(&ProgramMemo) -> bool) -> Option<usize> {
        self.slots
            .iter()
            .position(|m| m.as_deref().is_some_and(&matches))
    }

    /// Memo `i` of [`Memos::position`].
    #[inline]
    pub fn get(&self, i: usize) -> Option<&ProgramMemo> {
        self.slots.get(i)?.as_deref()
    }

    /// Takes memo `i` out (a draw gives it back with [`Memos::keep`]).
    #[inline]
    pub fn take(&mut self, i: usize) -> Option<Box<ProgramMemo>> {
        self.slots.get_mut(i)?.take()
    }

    /// Keeps `memo` as the most recent: the memos before the first empty slot move down
    /// one (the least recent goes when none is empty).
    #[inline(always)]
    pub fn keep(&mut self, memo: Box<ProgramMemo>) {
        // The usual case: the front memo was taken by this draw.
        match &mut self.slots[0] {
            slot @ None => *slot = Some(memo),
            Some(_) => self.keep_behind(memo),
        }
    }

    /// [`Memos::keep`] when the front slot is taken.
    #[cold]
    fn keep_behind(&mut self, memo: Box<ProgramMemo>) {
        let hole = self
            .slots
            .iter()
            .position(Option::is_none)
            .unwrap_or(MEMOS - 1);
        self.slots[..=hole].rotate_right(1);
        self.slots[0] = Some(memo);
    }

    /// Drops every memo.
    pub fn clear(&mut self) {
        self.slots = Default::default();
    }
}

/// The last programmable draw's validated, looked-up parts.
pub(crate) struct ProgramMemo {
    inputs: MemoInputs,
    state: StateKey,
    /// What validation decided for the state.
    pub v: Validated,
    pub pipeline: Option<MemoPipeline>,
    pub pixel: StageMemo,
    pub vertex: StageMemo,
}

/// What [`ProgramMemo::new`] keeps of a fully validated draw.
pub(crate) struct Validated {
    pub vs: StageModule,
    pub ps: StageModule,
    pub blend: Option<wgpu::BlendState>,
    pub blend_key: u32,
    pub depth_stencil_key: u64,
    pub polygon_mode: wgpu::PolygonMode,
    /// The pixel and vertex samplers the shaders use (bit n: `s#n`).
    pub used_samplers: (u32, u32),
    /// `draw_program`'s vertex fetch layout (`None` for `draw_program_rhw`).
    pub layout: Option<Arc<InputLayout>>,
    /// The group-0 layout the modules bind, and their float files' windows.
    pub variant: UniformVariant,
    pub windows: FloatWindows,
    /// How the draw's points are drawn ([`MemoInputs::points`]).
    pub points: Points,
    /// The fixed-function pixel stage's key (no pixel shader).
    pub fixed_key: Option<ninth_shader::fixed::FixedFragmentKey>,
}

impl Validated {
    /// Whose batch hint the draw's pixel stage learns with.
    pub fn hint_owner(&self, state: &ProgramDrawState) -> Option<HintOwner> {
        match (state.pixel_shader, self.fixed_key) {
            (Some(ps), _) => Some(HintOwner::Shader(ps)),
            (None, Some(key)) => Some(HintOwner::Fixed(key)),
            (None, None) => None,
        }
    }
}

impl ProgramMemo {
    pub fn new(inputs: MemoInputs, state: &ProgramDrawState, v: Validated) -> Box<Self> {
        Box::new(Self {
            inputs,
            state: StateKey::new(state, v.used_samplers),
            v,
            pipeline: None,
            pixel: StageMemo::default(),
            vertex: StageMemo::default(),
        })
    }

    /// Whether `state` equals the memo's (textures and constants aside).
    pub fn state_matches(&self, state: &ProgramDrawState) -> bool {
        self.state.matches(state)
    }

    /// Whether the context, viewport, target and caches are the memo's: with
    /// [`ProgramMemo::state_matches`], the memo holds for the draw.
    #[inline]
    pub fn inputs_match(&self, inputs: &MemoInputs) -> bool {
        self.inputs == *inputs
    }
}

/// The sampler registers a stage uses (bit n: `s#n`): those its analysis lists and those its
/// module binds.
pub(crate) fn used_samplers(
    analysis: &ninth_shader::analyze::Analysis,
    bindings: &ninth_shader::wgsl::Bindings,
) -> u32 {
    let bit = |n: u32| 1u32.checked_shl(n).unwrap_or(0);
    let used = analysis.samplers.iter().fold(0, |m, s| m | bit(s.index));
    bindings
        .textures
        .iter()
        .fold(used, |m, t| m | bit(t.sampler))
}

/// The texture ids a stage's group was made for, as a fixed array.
pub(crate) fn texture_ids(textures: &[Option<TextureId>]) -> [Option<TextureId>; 16] {
    let mut out = [None; 16];
    for (o, t) in out.iter_mut().zip(textures) {
        *o = *t;
    }
    out
}

/// Sampler state `s#n` of a stage's states: a Shader error where the stage has fewer.
pub(crate) fn stage_sampler(
    samplers: &[crate::state::sampler::SamplerState],
    n: usize,
) -> crate::error::Result<&crate::state::sampler::SamplerState> {
    samplers.get(n).ok_or_else(|| {
        crate::error::Error::shader(format!(
            "sampler s{n} is outside the stage's sampler states"
        ))
    })
}
