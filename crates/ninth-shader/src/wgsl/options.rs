//! Options that change the generated code (part of the renderer's shader cache key).

use crate::ir::SamplerKind;
use crate::link::LinkMap;

/// Fixed-function fog a pixel shader applies after its code (D3D9 applies it after
/// `ps_2_x` shaders; a `ps_3_0` shader does its own, so the renderer leaves this `Off`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum FogMode {
    /// No fog.
    #[default]
    Off,
    /// Vertex fog: the factor is the interpolated FOG0 value (the vertex shader's `oFog`;
    /// 1, no fog, where it writes none: [`crate::link::default_value`]); the renderer must
    /// include FOG0's location in the vertex shader's `link_locations`.
    Vertex,
    /// Table fog D3DFOG_LINEAR on the pixel's depth `z` (its w with [`Options::fog_w`]):
    /// `(end - z) / (end - start)`.
    Linear,
    /// Table fog D3DFOG_EXP: `exp(-density * z)`.
    Exp,
    /// Table fog D3DFOG_EXP2: `exp(-(density * z)^2)`.
    Exp2,
}

/// Sampler state a shader emulates for one sampler `s#` (wgpu has no such address mode or
/// sampler field). Axis masks: bit 0 = u, bit 1 = v, bit 2 = w. Applies to 2D and volume
/// textures (D3D9 addressing does not apply to cube maps); for shadow samplers
/// (`Options::shadow_samplers`) only `mirror_once` is emulated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct SamplerEmulation {
    /// D3DTADDRESS_MIRRORONCE axes: the coordinate is `clamp(abs(c), 0, 1)`; the renderer
    /// sets the axis to clamp-to-edge.
    pub mirror_once: u8,
    /// D3DTADDRESS_BORDER axes: where the coordinate on one of them is outside [0, 1], the
    /// result is the sampler's `border_color` uniform ([`super::NINTH_SAMPLER_SIZE`] layout);
    /// the renderer sets the axis to clamp-to-edge. An axis may not be both MIRRORONCE and
    /// BORDER.
    pub border: u8,
    /// The `border` axes are linearly filtered and the renderer's sampler returns
    /// transparent black outside [0, 1] on them (clamp-to-border): instead of replacing the
    /// sample outside [0, 1], the border colour is added, weighted by the part of the
    /// bilinear footprint (at level 0) outside the texture, so edge texels blend with the
    /// border colour as in D3D9.
    pub border_blend: bool,
    /// D3DSAMP_MIPMAPLODBIAS is not 0: the sampler's `lod_bias.x` uniform is added to the
    /// level of detail (`textureSampleBias` for implicit-LOD samples, added to the explicit
    /// LOD of `texldl`/`texldb`, gradients of `texldd` scaled by `exp2(bias)`).
    pub lod_bias: bool,
}

impl SamplerEmulation {
    /// Whether the shader reads the sampler's uniforms (border colour or LOD bias).
    pub fn uses_uniforms(&self) -> bool {
        self.border != 0 || self.lod_bias
    }
}

/// How a vertex shader's user clip distances ([`Options::clip_planes`]) reach the rasteriser.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum ClipDistances {
    /// `@builtin(clip_distances)`, one distance per enabled plane in plane order (the device
    /// needs wgpu's `CLIP_DISTANCES` feature; the module enables `clip_distances`). The pixel
    /// stage does nothing.
    #[default]
    Builtin,
    /// Without the builtin: the distances of the enabled planes, in plane order, are `vec4f`
    /// inter-stage values at these locations (the first four in the first location's `xyzw`,
    /// the fifth and sixth in the second's `xy`; the second is unused with four planes or
    /// fewer; components without a plane are 0), interpolated like any other value, at
    /// locations neither stage links. The pixel stage reads them and discards a pixel where
    /// one is negative.
    Varyings([u8; 2]),
}

impl ClipDistances {
    /// The locations a pipeline with `planes` enabled (bit n = plane n) uses for the
    /// distances: none for the builtin, else one per four planes.
    pub fn locations(&self, planes: u8) -> &[u8] {
        match self {
            Self::Builtin => &[],
            Self::Varyings(l) => &l[..(planes.count_ones() as usize).div_ceil(4).min(2)],
        }
    }
}

/// How a vertex shader draws the points of a point list ([`Options::points`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Points {
    /// As WebGPU points (one pixel) or whatever the primitive is.
    #[default]
    Plain,
    /// Each point as a screen-aligned square of its D3D9 point size: the renderer draws six
    /// vertices (two triangles) per point, one instance per point, with the vertex-rate
    /// streams stepped per instance; `vertex_index` (0-5) picks the corner. The size is
    /// `oPts` where the shader writes it, else `draw.point.x` (D3DRS_POINTSIZE), clamped to
    /// `draw.point.y..draw.point.z` (D3DRS_POINTSIZE_MIN..MAX, the minimum winning); the
    /// square covers `size` x `size` pixels centred on the projected position. Uses
    /// `instance_index`, so it excludes [`Options::float_batches`] and
    /// [`Options::pixel_batch`].
    Quads,
    /// [`Points::Quads`] with D3DRS_POINTSPRITEENABLE: every TEXCOORD output is the sprite
    /// coordinate `(u, v, 0, 1)`, (0, 0) at the square's top-left corner to (1, 1) at its
    /// bottom-right.
    Sprites,
}

/// Options of [`super::translate`]. Small, `Copy`, `Hash` + `Eq`: the renderer keys its
/// module cache by (bytecode hash, options).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    /// Vertex shaders: apply the half-pixel shift to the clip-space position
    /// (`x += w * draw.half_pixel.x; y -= w * draw.half_pixel.y`, the renderer sets
    /// `half_pixel = (1/W, 1/H)` of the viewport). On by default.
    pub half_pixel_shift: bool,
    /// D3D9's `0 * anything = 0` rule (also `0 * inf` and `0 * NaN`) in `mul`, `mad`, `dp*`,
    /// `m*x*`, `lrp` and `pow`; some games need it. Off by default.
    pub zero_times_inf: bool,
    /// Texture kind per sampler `s#`, overriding the declared kind (`None`: as declared, 2D
    /// where undeclared). Shader model 1 pixel shaders declare no samplers: the renderer sets
    /// the kind of the texture bound to each stage they sample.
    pub sampler_kinds: [Option<SamplerKind>; 16],
    /// 2D samplers (bit n = `s#n`) bound to a depth texture (D3DFMT_D16/D24*): declared
    /// `texture_depth_2d` + `sampler_comparison` and sampled with the coordinate's z as the
    /// reference, like D3D9 drivers' hardware shadow maps (the renderer sets the sampler's
    /// compare function, LESS_EQUAL as drivers do).
    pub shadow_samplers: u16,
    /// 2D samplers (bit n = `s#n`) bound to a depth texture read as values (D3DFMT_INTZ):
    /// declared `texture_depth_2d` + `sampler`, the sampled depth replicated to all
    /// components, as D3D9 drivers expose INTZ. A bit also in `shadow_samplers` compares.
    pub depth_samplers: u16,
    /// Both stages: the semantic of each inter-stage location (equal in both stages of a
    /// pipeline; [`LinkMap::for_pixel_shader`] where the standard map lacks a semantic).
    pub link_map: LinkMap,
    /// Vertex shaders: the inter-stage locations to write (bit n = `@location(n)`); a
    /// location the shader does not write gets the D3D9 default ([`crate::link::default_value`]).
    /// `None` (the default): the locations of the semantics the shader writes. The renderer
    /// sets `Some(ps_analysis.link_locations(&link_map))`, so that any vertex shader links with
    /// the pixel shader it is drawn with (WebGPU requires every pixel input to be written).
    pub link_locations: Option<u16>,
    /// Both stages: locations interpolated at the centroid (the pixel shader's
    /// `Analysis::centroid_locations(&link_map)`; must be equal in both stages of a pipeline).
    pub centroid_locations: u16,
    /// Both stages: `D3DSHADE_FLAT`, colours (COLOR0-1) are not interpolated (must be equal
    /// in both stages of a pipeline).
    pub flat_shading: bool,
    /// Vertex shaders: inputs (bit n = `@location(n)`) whose vertex format is unsigned
    /// integer (D3DDECLTYPE_UBYTE4 as `Uint8x4`): declared `vec4u`, converted to float.
    pub uint_inputs: u16,
    /// Vertex shaders: inputs whose vertex format is signed integer (D3DDECLTYPE_SHORT2/4
    /// as `Sint16x2/4`): declared `vec4i`, converted to float.
    pub sint_inputs: u16,
    /// Vertex shaders: D3DDECLTYPE_UDEC3 inputs (bit n = `@location(n)`), fetched as one
    /// `u32` (`VertexFormat::Uint32`): `(x & 1023, (x >> 10) & 1023, (x >> 20) & 1023, 1)`.
    pub udec3_inputs: u16,
    /// Vertex shaders: D3DDECLTYPE_DEC3N inputs, fetched as one `u32`: each 10-bit field
    /// sign-extended and divided by 511, w = 1 (DXVK reads (511, -256, 0) as (1, -0.5, 0, 1)).
    /// A location is in at most one of `uint_inputs`, `sint_inputs`, `udec3_inputs`,
    /// `dec3n_inputs`.
    pub dec3n_inputs: u16,
    /// Sampler state emulated in the shader, by sampler register `s#` (pixel samplers 0-15,
    /// vertex samplers 0-3).
    pub sampler_emulation: [SamplerEmulation; 16],
    /// Pixel shaders: D3DRS_ALPHATESTENABLE. `oC0.a` (rounded to 8 bits, as D3D9 hardware
    /// compares) is tested against `draw.alpha_test.x` (the reference / 255) with the
    /// D3DCMPFUNC in `draw.alpha_test.y`; a failing pixel is discarded.
    pub alpha_test: bool,
    /// Pixel shaders: fixed-function fog blended into `oC0.rgb` with `draw.fog_color`
    /// (`draw.fog` holds start, end, density).
    pub fog: FogMode,
    /// Pixel shaders with table fog ([`FogMode::Linear`], `Exp`, `Exp2`): the distance is the
    /// pixel's clip-space w (`1 / frag_coord.w`, the eye-space depth under a perspective
    /// projection: D3D9's "w-fog", which drivers use when the projection matrix is
    /// perspective) instead of its depth `frag_coord.z`. Off by default.
    pub fog_w: bool,
    /// Vertex shaders: the float constant file holds the packed constants of up to
    /// [`super::Bindings::float_batch`] draws one after another, so that a renderer can merge
    /// draws that differ only in their vertex float constants into one draw command. Draw
    /// `b` of the batch reads its constants `b * S` vectors after the binding's offset, `S` =
    /// `draw.half_pixel.z` (the stride of one draw's block, at least `N`, the packed count),
    /// `b` being `instance_index + vertex_index / V` where `V = draw.alpha_test.z` (the
    /// vertices of each draw of a non-indexed batch) is not 0, else `instance_index`; where
    /// `S` is 0 every draw reads the first block (D3D9 instancing). Off by default.
    pub float_batches: bool,
    /// Both stages: merged draws may differ in their pixel float constants (and, with
    /// [`Options::batch_textures`], in their texture). A vertex shader (with `float_batches`)
    /// writes the first vector of its draw's block, `b * S`, as a flat `u32`
    /// at this inter-stage location (one neither stage links); a pixel shader reads it and
    /// takes its block from the same place: its constants live in the vertex shader's block,
    /// `draw.half_pixel.w` vectors after that vector (module docs, "batched pixel
    /// constants"). Ignored by a pixel shader that reads its constants relatively
    /// ([`super::Bindings::pixel_batch`] says whether it applied). `None` by default.
    pub pixel_batch: Option<u8>,
    /// Pixel shaders with [`Options::pixel_batch`] that sample through exactly one sampler,
    /// a colour texture without emulated sampler state: that sampler binds this many textures
    /// (2-16, the "batch textures"), and each draw's block says which one it samples, so that
    /// draws differing only in their texture can be merged. 0 (the default) or 1: off.
    pub batch_textures: u8,
    /// D3DRS_CLIPPLANEENABLE (bit n = user clip plane n, 0-5; bits 6-7 must be 0). Vertex
    /// shaders: for each enabled plane n, the distance `dot(draw.clip{n}, oPos)` (the
    /// position as the shader writes it, before the half-pixel shift; for a point quad, at
    /// the corner) goes where [`Options::clip_distances`] says, so that only what lies where
    /// it is >= 0 is drawn. Pixel shaders (and the renderer's fixed-function pixel stage):
    /// with [`ClipDistances::Varyings`], the planes whose distances they test. 0 by default.
    pub clip_planes: u8,
    /// Both stages, with [`Options::clip_planes`]: the clip distances builtin, or inter-stage
    /// values the pixel stage discards on (equal in both stages of a pipeline).
    pub clip_distances: ClipDistances,
    /// Vertex shaders: draw points as squares of their D3D9 point size (and as sprites).
    /// [`Points::Plain`] by default.
    pub points: Points,
    /// `ps_1_1`-`ps_1_3` pixel shaders: texture stages (bit n = stage n) whose
    /// D3DTSS_TEXTURETRANSFORMFLAGS has D3DTTFF_PROJECTED. Their `tex`, `texbem` and `texbeml`
    /// reads (not those of cube maps) divide the coordinate by its `w` first, as D3D9 does for
    /// shaders that cannot say `texldp` (`ps_1_4` ignores the flag). 0 by default.
    pub projected_stages: u8,
    /// The component a projected stage ([`Options::projected_stages`]) divides by, two bits
    /// per stage at bit `2n`: the last of D3DTSS_TEXTURETRANSFORMFLAGS' count (1 = `y` for
    /// D3DTTFF_COUNT2, 2 = `z` for COUNT3, 3 = `w` for COUNT4 and DISABLE). `0xFFFF` (`w`
    /// everywhere) by default.
    pub projection_components: u16,
}

impl Options {
    /// The coordinate component stage `n`'s projected reads divide by (2 bits of
    /// [`Options::projection_components`]).
    pub fn projection_component(&self, stage: u32) -> u8 {
        (self.projection_components >> (2 * (stage & 7))) as u8 & 3
    }
}

impl Default for Options {
    fn default() -> Self {
        Self {
            half_pixel_shift: true,
            zero_times_inf: false,
            sampler_kinds: [None; 16],
            shadow_samplers: 0,
            depth_samplers: 0,
            link_map: LinkMap::STANDARD,
            link_locations: None,
            centroid_locations: 0,
            flat_shading: false,
            uint_inputs: 0,
            sint_inputs: 0,
            udec3_inputs: 0,
            dec3n_inputs: 0,
            sampler_emulation: [SamplerEmulation::default(); 16],
            alpha_test: false,
            fog: FogMode::Off,
            fog_w: false,
            float_batches: false,
            pixel_batch: None,
            batch_textures: 0,
            clip_planes: 0,
            clip_distances: ClipDistances::Builtin,
            points: Points::Plain,
            projected_stages: 0,
            projection_components: 0xFFFF,
        }
    }
}
