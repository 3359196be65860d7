//! Draws of untransformed vertices without a vertex shader: the fixed-function vertex
//! pipeline. The device state becomes a [`TnlState`]; its key picks a generated vertex
//! program (made once per key, `ninth_shader::fixed::tnl`) that the draw binds as its vertex
//! shader, with the state's values as its float constants, so these draws take the
//! programmable path (and its batching) like any draw with a vertex shader. FVF codes
//! become the vertex declaration they imply, for this pipeline and for vertex shaders.

use ninth_render::{D3DDECL_END, Primitive, ProgramDrawState, VertexElement};
use ninth_scene::enums::vertex::texcoord_size;
use ninth_shader::fixed::tnl::{
    self, LightType, PositionInput, TnlError, TnlInput, TnlKey, TnlLight, TnlMaterial, TnlStage,
    TnlState,
};

use crate::consts::{rs, tss};
use crate::device::Device;
use crate::error::{Error, Result};

/// Most generated vertex programs kept; past it the cache starts again.
const MAX_TNL_PROGRAMS: usize = 1024;

const FLOAT1: u8 = 0;
const FLOAT3: u8 = 2;
const FLOAT4: u8 = 3;
const D3DCOLOR: u8 = 4;
const UBYTE4: u8 = 5;

const POSITION: u8 = 0;
const BLENDWEIGHT: u8 = 1;
const BLENDINDICES: u8 = 2;
const NORMAL: u8 = 3;
const PSIZE: u8 = 4;
const TEXCOORD: u8 = 5;
const POSITIONT: u8 = 9;
const COLOR: u8 = 10;

const D3DFVF_XYZ: u32 = 0x002;
const D3DFVF_XYZW: u32 = 0x4002;
const D3DFVF_XYZB1: u32 = 0x006;
const D3DFVF_XYZB5: u32 = 0x00e;
const D3DFVF_NORMAL: u32 = 0x010;
const D3DFVF_LASTBETA_UBYTE4: u32 = 0x1000;
const D3DFVF_LASTBETA_D3DCOLOR: u32 = 0x8000;

fn element(offset: usize, ty: u8, usage: u8, usage_index: u8) -> VertexElement {
    VertexElement {
        stream: 0,
        offset: offset as u16,
        ty,
        method: 0,
        usage,
        usage_index,
    }
}

/// The vertex declaration an FVF code implies (stream 0, ending with `D3DDECL_END`), as
/// D3D9 defines it; XYZRHW gives a POSITIONT element. An FVF without a position is an
/// error.
pub(crate) fn fvf_declaration(fvf: u32) -> Result<Vec<VertexElement>> {
    let mut out = Vec::with_capacity(8);
    let mut offset;
    let position = fvf & crate::consts::fvf::POSITION_MASK;
    match position {
        D3DFVF_XYZ => {
            out.push(element(0, FLOAT3, POSITION, 0));
            offset = 12;
        }
        D3DFVF_XYZW => {
            out.push(element(0, FLOAT4, POSITION, 0));
            offset = 16;
        }
        crate::consts::fvf::XYZRHW => {
            out.push(element(0, FLOAT4, POSITIONT, 0));
            offset = 16;
        }
        D3DFVF_XYZB1..=D3DFVF_XYZB5 if position & 1 == 0 => {
            out.push(element(0, FLOAT3, POSITION, 0));
            offset = 12;
            let betas = ((position - D3DFVF_XYZB1) / 2 + 1) as usize;
            let last = fvf & (D3DFVF_LASTBETA_UBYTE4 | D3DFVF_LASTBETA_D3DCOLOR);
            let weights = if last != 0 { betas - 1 } else { betas };
            if weights > 0 {
                let ty = FLOAT1 + weights.min(4) as u8 - 1;
                out.push(element(offset, ty, BLENDWEIGHT, 0));
            }
            offset += 4 * weights;
            if last != 0 {
                let ty = if last == D3DFVF_LASTBETA_UBYTE4 {
                    UBYTE4
                } else {
                    D3DCOLOR
                };
                out.push(element(offset, ty, BLENDINDICES, 0));
                offset += 4;
            }
        }
        _ => {
            return Err(Error::invalid(format!(
                "FVF {fvf:#x} has no valid position (D3DFVF_XYZ, XYZW, XYZRHW or XYZB1-5)"
            )));
        }
    }
    if fvf & D3DFVF_NORMAL != 0 {
        out.push(element(offset, FLOAT3, NORMAL, 0));
        offset += 12;
    }
    if fvf & crate::consts::fvf::PSIZE != 0 {
        out.push(element(offset, FLOAT1, PSIZE, 0));
        offset += 4;
    }
    if fvf & crate::consts::fvf::DIFFUSE != 0 {
        out.push(element(offset, D3DCOLOR, COLOR, 0));
        offset += 4;
    }
    if fvf & crate::consts::fvf::SPECULAR != 0 {
        out.push(element(offset, D3DCOLOR, COLOR, 1));
        offset += 4;
    }
    let sets = ((fvf >> 8) & 0xf).min(8);
    for n in 0..sets {
        let size = texcoord_size(fvf, n);
        out.push(element(offset, FLOAT1 + size as u8 - 1, TEXCOORD, n as u8));
        offset += 4 * size as usize;
    }
    out.push(D3DDECL_END);
    Ok(out)
}

/// Components a `D3DDECLTYPE` gives the shader.
fn components(ty: u8) -> u8 {
    match ty {
        0..=3 => ty + 1,
        6 | 9 | 11 | 15 => 2,
        13 | 14 => 3,
        _ => 4,
    }
}

/// What a declaration's elements give the fixed-function vertex pipeline.
pub(crate) fn tnl_input(elements: &[VertexElement]) -> TnlInput {
    let mut input = TnlInput::default();
    for e in elements.iter().filter(|e| e.stream < 16) {
        let n = components(e.ty);
        match (e.usage, e.usage_index) {
            (POSITION, 0) => {
                input.position = if n == 4 {
                    PositionInput::Xyzw
                } else {
                    PositionInput::Xyz
                };
            }
            (POSITION, 1) => input.position1 = true,
            (BLENDWEIGHT, 0) => input.blend_weights = n,
            (BLENDINDICES, 0) => {
                input.blend_indices = true;
                input.blend_indices_color = e.ty == D3DCOLOR;
            }
            (NORMAL, 0) => input.normal = true,
            (NORMAL, 1) => input.normal1 = true,
            (PSIZE, 0) => input.psize = true,
            (COLOR, 0) => input.diffuse = true,
            (COLOR, 1) => input.specular = true,
            (TEXCOORD, i @ 0..=7) => input.texcoords[usize::from(i)] = n,
            _ => {}
        }
    }
    input
}

fn light(l: &ninth_scene::Light) -> TnlLight {
    TnlLight {
        ty: LightType::from_d3d(l.ty).unwrap_or_default(),
        diffuse: l.diffuse,
        specular: l.specular,
        ambient: l.ambient,
        position: l.position,
        direction: l.direction,
        range: l.range,
        falloff: l.falloff,
        attenuation0: l.attenuation0,
        attenuation1: l.attenuation1,
        attenuation2: l.attenuation2,
        theta: l.theta,
        phi: l.phi,
    }
}

fn tnl_error(e: TnlError) -> Error {
    match e {
        TnlError::Generate(_) | TnlError::TweeningInput => Error::unsupported(e.to_string()),
        _ => Error::invalid(e.to_string()),
    }
}

impl Device<'_> {
    /// Makes `out` the vertex declaration of the draw (ending with `D3DDECL_END`): the
    /// bound declaration's, or the FVF's. `out`'s allocation is reused.
    pub(crate) fn fill_declaration(&mut self, out: &mut Vec<VertexElement>) -> Result<()> {
        out.clear();
        if let Some(handle) = self.declaration {
            let elements = self.declarations.get(handle)?;
            out.extend(elements.iter().map(|e| VertexElement {
                stream: e.stream,
                offset: e.offset,
                ty: e.ty,
                method: e.method,
                usage: e.usage,
                usage_index: e.usage_index,
            }));
            out.push(D3DDECL_END);
            return Ok(());
        }
        match &self.fvf_declaration {
            Some((fvf, elements)) if *fvf == self.fvf => out.extend_from_slice(elements),
            _ => {
                let elements = fvf_declaration(self.fvf)?;
                out.extend_from_slice(&elements);
                self.fvf_declaration = Some((self.fvf, elements));
            }
        }
        Ok(())
    }

    /// Whether the draw's vertices are pretransformed: no vertex shader, and an XYZRHW FVF or
    /// a declaration with POSITIONT. Every other draw reads its streams through a vertex
    /// stage (the shader, or the fixed-function vertex pipeline).
    pub(crate) fn pretransformed(&self) -> Result<bool> {
        if self.vertex_shader.is_some() {
            return Ok(false);
        }
        Ok(match self.declaration {
            Some(handle) => self
                .declarations
                .get(handle)?
                .iter()
                .any(|e| e.stream < 16 && e.usage == POSITIONT),
            None => self.fvf & crate::consts::fvf::POSITION_MASK == crate::consts::fvf::XYZRHW,
        })
    }

    /// The fixed-function vertex state of a draw of `prim` reading `elements`.
    fn tnl_state(&self, elements: &[VertexElement], prim: Primitive) -> TnlState {
        let texcoord_outputs = if self.pixel_shader.is_some() {
            0xff
        } else {
            // The cascade reads stages up to the first disabled one.
            let active = self
                .stage_states
                .stages
                .iter()
                .take_while(|s| s[tss::COLOROP as usize] != 1)
                .count();
            ((1u32 << active) - 1) as u8
        };
        self.tnl_state_for(elements, texcoord_outputs, prim == Primitive::PointList)
    }

    /// The fixed-function vertex state of the device's states reading `elements`, producing
    /// the coordinates of the stages in `texcoord_outputs` (a bit per stage), for points or
    /// not: a draw's ([`Device::tnl_state`]) and ProcessVertices'.
    pub(crate) fn tnl_state_for(
        &self,
        elements: &[VertexElement],
        texcoord_outputs: u8,
        points: bool,
    ) -> TnlState {
        let r = &self.render_states;
        let m = &self.transforms.matrices;
        let matrix = |state: u32| m.get(&state).copied().unwrap_or(tnl::IDENTITY);
        let mut lights: Vec<(u32, TnlLight)> = self
            .transforms
            .lights
            .iter()
            .filter(|(_, (_, on))| *on)
            .map(|(&n, (l, _))| (n, light(l)))
            .collect();
        lights.sort_by_key(|l| l.0);
        lights.truncate(tnl::MAX_ACTIVE_LIGHTS);
        let material = self.transforms.material;
        TnlState {
            input: tnl_input(elements),
            world: std::array::from_fn(|n| matrix(256 + n as u32)),
            view: matrix(2),
            projection: matrix(3),
            texture_transforms: std::array::from_fn(|n| matrix(16 + n as u32)),
            stages: std::array::from_fn(|n| TnlStage {
                texcoord_index: self.stage_states.stages[n][tss::TEXCOORDINDEX as usize],
                transform_flags: self.stage_states.stages[n][tss::TEXTURETRANSFORMFLAGS as usize],
            }),
            lights: lights.into_iter().map(|l| l.1).collect(),
            material: TnlMaterial {
                diffuse: material.diffuse,
                ambient: material.ambient,
                specular: material.specular,
                emissive: material.emissive,
                power: material.power,
            },
            lighting: r.on(rs::LIGHTING),
            ambient: r.get(rs::AMBIENT),
            color_vertex: r.on(rs::COLORVERTEX),
            diffuse_source: r.get(rs::DIFFUSEMATERIALSOURCE),
            specular_source: r.get(rs::SPECULARMATERIALSOURCE),
            ambient_source: r.get(rs::AMBIENTMATERIALSOURCE),
            emissive_source: r.get(rs::EMISSIVEMATERIALSOURCE),
            specular_enable: r.on(rs::SPECULARENABLE),
            local_viewer: r.on(rs::LOCALVIEWER),
            normalize_normals: r.on(rs::NORMALIZENORMALS),
            fog_enable: r.on(rs::FOGENABLE),
            fog_vertex_mode: r.get(rs::FOGVERTEXMODE),
            fog_table_mode: r.get(rs::FOGTABLEMODE),
            fog_start: r.float(rs::FOGSTART),
            fog_end: r.float(rs::FOGEND),
            fog_density: r.float(rs::FOGDENSITY),
            range_fog: r.on(rs::RANGEFOGENABLE),
            vertex_blend: r.get(rs::VERTEXBLEND),
            indexed_vertex_blend: r.on(rs::INDEXEDVERTEXBLENDENABLE),
            tween_factor: r.float(rs::TWEENFACTOR),
            point_size: r.float(rs::POINTSIZE),
            point_size_min: r.float(rs::POINTSIZE_MIN),
            point_size_max: r.float(rs::POINTSIZE_MAX),
            point_scale_enable: r.on(rs::POINTSCALEENABLE),
            point_scale: [
                r.float(rs::POINTSCALE_A),
                r.float(rs::POINTSCALE_A + 1),
                r.float(rs::POINTSCALE_A + 2),
            ],
            viewport_height: self.viewport.height as f32,
            clip_plane_enable: r.get(rs::CLIPPLANEENABLE),
            clip_planes: self.transforms.clip_planes,
            texcoord_outputs,
            points,
        }
    }

    /// Makes `state` a draw through the fixed-function vertex pipeline: its generated
    /// program as the vertex shader, the state's values as its float constants. The state,
    /// key and program are kept until a state they read changes (`Device::tnl`); a
    /// transform change recomputes only the constants it reaches (a world matrix: its own
    /// matrix products).
    pub(crate) fn apply_tnl(
        &mut self,
        state: &mut ProgramDrawState,
        prim: Primitive,
    ) -> Result<()> {
        let points = prim == Primitive::PointList;
        if self
            .tnl
            .as_ref()
            .is_none_or(|t| t.values.state.points != points)
        {
            let tnl = self.tnl_state(&state.declaration, prim);
            let key = TnlKey::new(&tnl).map_err(tnl_error)?;
            let shader = self.tnl_program(&key)?;
            self.tnl = Some(Box::new(TnlCache {
                shader,
                values: TnlConstants::new(tnl, key),
            }));
        }
        let Some(cache) = self.tnl.as_deref_mut() else {
            return Ok(());
        };
        let values = &mut cache.values;
        values.update();
        let n = values.constants.len();
        state.vertex_shader = Some(cache.shader);
        state.vs_constants.float[..n].copy_from_slice(&values.constants);
        // Registers a previous draw's larger program wrote go back to the device's values.
        if self.tnl_span > n {
            let end = self.tnl_span.min(state.vs_constants.float.len());
            state.vs_constants.float[n..end].copy_from_slice(&self.vs_constants.float[n..end]);
        }
        self.tnl_span = n;
        // D3D9's fixed-function planes are in world space; the renderer clips in clip space.
        state.clip_planes = values.clip_planes;
        Ok(())
    }

    /// The texture coordinate components per set the vertices of the last draw through the
    /// fixed-function vertex pipeline give (what its pixel stage reads).
    pub(crate) fn tnl_texcoord_sizes(&self, declaration: &[VertexElement]) -> [u32; 8] {
        match self.tnl.as_deref() {
            Some(cache) => cache.values.state.input.texcoords.map(u32::from),
            None => tnl_input(declaration).texcoords.map(u32::from),
        }
    }

    /// The generated program of `key`, made at its first use.
    fn tnl_program(&mut self, key: &TnlKey) -> Result<ninth_render::ShaderId> {
        if let Some(&id) = self.tnl_programs.get(key) {
            return Ok(id);
        }
        let tokens = tnl::program(key).map_err(tnl_error)?;
        if self.tnl_programs.len() >= MAX_TNL_PROGRAMS {
            for (_, id) in self.tnl_programs.drain() {
                let _ = self.renderer.destroy_shader(id);
            }
        }
        let id = self.renderer.create_shader(&tokens)?;
        self.tnl_programs.insert(*key, id);
        Ok(id)
    }

    /// A transform changed: the kept fixed-function state takes the new matrix and the
    /// constants it reaches are recomputed at the next draw.
    pub(crate) fn tnl_transform_changed(&mut self, index: u32, matrix: &tnl::Matrix) {
        if let Some(cache) = self.tnl.as_deref_mut() {
            cache.values.transform_changed(index, matrix);
        }
    }
}

/// The fixed-function vertex state of the last draw through the pipeline, its program and
/// constants.
pub(crate) struct TnlCache {
    shader: ninth_render::ShaderId,
    values: TnlConstants,
}

/// A fixed-function vertex state, its key and its program's constants, and what changed
/// since the constants were computed.
struct TnlConstants {
    state: TnlState,
    key: TnlKey,
    constants: Vec<[f32; 4]>,
    /// The upper 3x3 of the world-view matrix the normal matrix in `constants` was made
    /// from, when a partial update made it.
    normal_of: Option<tnl::NormalSource>,
    /// The user clip planes in clip space.
    clip_planes: [[f32; 4]; tnl::MAX_CLIP_PLANES],
    /// Every constant is to be computed again (the view, projection or a texture
    /// transform changed).
    stale: bool,
    /// The world matrices changed since (bit n: WORLDMATRIX(n)).
    stale_world: u16,
    /// The clip-space planes are to be computed again (the view or projection changed).
    stale_planes: bool,
}

impl TnlConstants {
    fn new(state: TnlState, key: TnlKey) -> Self {
        Self {
            state,
            key,
            constants: Vec::new(),
            normal_of: None,
            clip_planes: [[0.0; 4]; tnl::MAX_CLIP_PLANES],
            stale: true,
            stale_world: 0,
            stale_planes: true,
        }
    }

    /// Transform `index` (a `D3DTRANSFORMSTATETYPE`) is now `matrix`: the state takes it
    /// and the constants it reaches are marked for the next [`TnlConstants::update`].
    fn transform_changed(&mut self, index: u32, matrix: &tnl::Matrix) {
        let s = &mut self.state;
        match index {
            2 => {
                s.view = *matrix;
                (self.stale, self.stale_planes) = (true, true);
            }
            3 => {
                s.projection = *matrix;
                (self.stale, self.stale_planes) = (true, true);
            }
            16..=23 => {
                s.texture_transforms[(index - 16) as usize] = *matrix;
                self.stale = true;
            }
            256.. if ((index - 256) as usize) < tnl::WORLD_MATRICES => {
                let n = (index - 256) as usize;
                s.world[n] = *matrix;
                self.stale_world |= 1 << n;
            }
            _ => {}
        }
    }

    /// Brings the constants and clip planes up to date with the state.
    fn update(&mut self) {
        if self.stale {
            self.constants = tnl::constants(&self.state, &self.key);
            (self.stale, self.stale_world, self.normal_of) = (false, 0, None);
        } else if self.stale_world != 0 {
            // Only the constants that read the changed world matrices.
            tnl::write_world_constants(
                &self.state,
                &self.key,
                self.stale_world,
                &mut self.constants,
                &mut self.normal_of,
            );
            self.stale_world = 0;
        }
        if self.stale_planes {
            self.clip_planes = tnl::clip_space_planes(&self.state);
            self.stale_planes = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pseudo-random matrices (a fixed LCG) with entries in -2..2.
    struct Matrices(u32);

    impl Matrices {
        fn next(&mut self) -> tnl::Matrix {
            std::array::from_fn(|_| {
                self.0 = self.0.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
                (self.0 >> 8) as f32 / (1 << 24) as f32 * 4.0 - 2.0
            })
        }
    }

    fn light(ty: u32) -> TnlLight {
        TnlLight {
            ty: LightType::from_d3d(ty).unwrap(),
            diffuse: [0.5, 0.25, 1.0, 1.0],
            specular: [1.0; 4],
            position: [1.0, 2.0, -3.0],
            direction: [0.25, -1.0, 0.5],
            range: 100.0,
            attenuation0: 1.0,
            theta: 0.5,
            phi: 1.0,
            ..TnlLight::default()
        }
    }

    /// States whose keys take each way the constants read the world matrices.
    fn states() -> Vec<(&'static str, TnlState)> {
        let lit = |lights: Vec<TnlLight>| {
            let mut s = TnlState::default();
            s.input.normal = true;
            s.input.texcoords[0] = 2;
            s.lights = lights;
            s.normalize_normals = true;
            s
        };
        let mut out = vec![
            ("directional lights (W4)", lit(vec![light(3), light(3)])),
            ("point and spot lights", lit(vec![light(1), light(2)])),
        ];
        let mut s = lit(vec![light(3)]);
        (s.specular_enable, s.local_viewer) = (true, true);
        out.push(("local-viewer specular", s));
        let mut s = TnlState {
            lighting: false,
            ..TnlState::default()
        };
        s.input.diffuse = true;
        out.push(("unlit", s.clone()));
        (s.fog_enable, s.fog_vertex_mode, s.range_fog) = (true, 3, true);
        out.push(("vertex fog", s));
        let mut s = lit(vec![]);
        s.lighting = false;
        s.stages[0].texcoord_index = 0x2_0000; // CAMERASPACEPOSITION
        s.stages[1].texcoord_index = 0x1_0000; // CAMERASPACENORMAL
        s.stages[2].texcoord_index = 0x3_0000; // CAMERASPACEREFLECTIONVECTOR
        s.stages[0].transform_flags = 2;
        out.push(("texture generation", s));
        let mut s = lit(vec![light(1)]);
        s.input.blend_weights = 2;
        s.vertex_blend = 2;
        out.push(("two weights", s.clone()));
        s.input.blend_indices = true;
        (s.vertex_blend, s.indexed_vertex_blend) = (3, true);
        out.push(("indexed blending", s));
        let mut s = lit(vec![light(3)]);
        (s.input.position1, s.input.normal1) = (true, true);
        (s.vertex_blend, s.tween_factor) = (255, 0.25);
        out.push(("tweening", s));
        let mut s = TnlState {
            lighting: false,
            points: true,
            point_scale_enable: true,
            ..TnlState::default()
        };
        s.clip_planes[0] = [1.0, 0.5, 0.0, -0.25];
        out.push(("scaled points, a clip plane", s));
        out
    }

    fn bits(v: &[[f32; 4]]) -> Vec<[u32; 4]> {
        v.iter().map(|c| c.map(f32::to_bits)).collect()
    }

    #[test]
    fn transform_changes_give_exactly_the_full_computation() {
        let mut m = Matrices(7);
        for (name, state) in states() {
            let key = TnlKey::new(&state).unwrap();
            let mut values = TnlConstants::new(state, key);
            values.update();
            // World matrices (one, several, all), then the view, projection and a texture
            // transform, then world matrices again.
            let changes: [&[u32]; 7] = [
                &[256],
                &[257, 259],
                &[256, 257, 258, 259, 260, 261, 262, 263, 264],
                &[2],
                &[3, 256],
                &[16, 264],
                &[256, 256, 258],
            ];
            for (round, indices) in changes.iter().enumerate() {
                for &index in *indices {
                    values.transform_changed(index, &m.next());
                }
                values.update();
                let full = tnl::constants(&values.state, &values.key);
                assert_eq!(
                    bits(&values.constants),
                    bits(&full),
                    "{name}, round {round}: the constants"
                );
                let planes = tnl::clip_space_planes(&values.state);
                assert_eq!(
                    bits(&values.clip_planes),
                    bits(&planes),
                    "{name}, round {round}: the clip planes"
                );
            }
            // Moves: only the translation of WORLD changes (the normal matrix is kept).
            for round in 0..3 {
                let mut world = values.state.world[0];
                world[12..15].copy_from_slice(&m.next()[..3]);
                values.transform_changed(256, &world);
                values.update();
                let full = tnl::constants(&values.state, &values.key);
                assert_eq!(
                    bits(&values.constants),
                    bits(&full),
                    "{name}, move {round}: the constants"
                );
            }
        }
    }

    #[test]
    fn the_states_reach_every_world_dependent_block() {
        let layouts: Vec<tnl::TnlLayout> = states()
            .iter()
            .map(|(_, s)| tnl::TnlLayout::new(&TnlKey::new(s).unwrap()))
            .collect();
        assert!(layouts.iter().any(|l| l.wv != 0), "camera-space positions");
        assert!(
            layouts.iter().any(|l| l.normal != 0),
            "camera-space normals"
        );
        assert!(
            layouts.iter().any(|l| l.blend != 0 || l.projection != 0),
            "blended matrices"
        );
    }
}
