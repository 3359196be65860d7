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
    /// The vertex declaration of the draw: the bound declaration's, or the FVF's.
    pub(crate) fn draw_declaration(&mut self) -> Result<Vec<VertexElement>> {
        if let Some(handle) = self.declaration {
            let elements = self.declarations.get(handle)?;
            return Ok(elements
                .iter()
                .map(|e| VertexElement {
                    stream: e.stream,
                    offset: e.offset,
                    ty: e.ty,
                    method: e.method,
                    usage: e.usage,
                    usage_index: e.usage_index,
                })
                .chain(std::iter::once(D3DDECL_END))
                .collect());
        }
        match &self.fvf_declaration {
            Some((fvf, elements)) if *fvf == self.fvf => Ok(elements.clone()),
            _ => {
                let elements = fvf_declaration(self.fvf)?;
                self.fvf_declaration = Some((self.fvf, elements.clone()));
                Ok(elements)
            }
        }
    }

    /// Whether a draw without a vertex shader goes through the fixed-function vertex
    /// pipeline (its vertices are not pretransformed).
    pub(crate) fn uses_tnl(&self) -> Result<bool> {
        if self.vertex_shader.is_some() {
            return Ok(false);
        }
        Ok(match self.declaration {
            Some(handle) => {
                let elements = self.declarations.get(handle)?;
                !elements
                    .iter()
                    .any(|e| e.stream < 16 && e.usage == POSITIONT)
            }
            None => self.fvf & crate::consts::fvf::POSITION_MASK != crate::consts::fvf::XYZRHW,
        })
    }

    /// The fixed-function vertex state of a draw of `prim` reading `elements`.
    fn tnl_state(&self, elements: &[VertexElement], prim: Primitive) -> TnlState {
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
            points: prim == Primitive::PointList,
        }
    }

    /// Makes `state` a draw through the fixed-function vertex pipeline: its generated
    /// program as the vertex shader, the state's values as its float constants. The state,
    /// key and program are kept until a state they read changes (`Device::tnl`); a
    /// transform change only recomputes the constants.
    pub(crate) fn apply_tnl(
        &mut self,
        state: &mut ProgramDrawState,
        prim: Primitive,
    ) -> Result<()> {
        let points = prim == Primitive::PointList;
        if self.tnl.as_ref().is_none_or(|t| t.state.points != points) {
            let tnl = self.tnl_state(&state.declaration, prim);
            let key = TnlKey::new(&tnl).map_err(tnl_error)?;
            let shader = self.tnl_program(&key)?;
            self.tnl = Some(Box::new(TnlCache {
                state: tnl,
                key,
                shader,
                constants: Vec::new(),
                clip_planes: [[0.0; 4]; tnl::MAX_CLIP_PLANES],
                constants_valid: false,
            }));
        }
        let Some(cache) = self.tnl.as_deref_mut() else {
            return Ok(());
        };
        if !cache.constants_valid {
            cache.constants = tnl::constants(&cache.state, &cache.key);
            cache.clip_planes = tnl::clip_space_planes(&cache.state);
            cache.constants_valid = true;
        }
        state.vertex_shader = Some(cache.shader);
        state.vs_constants.float[..cache.constants.len()].copy_from_slice(&cache.constants);
        // D3D9's fixed-function planes are in world space; the renderer clips in clip space.
        state.clip_planes = cache.clip_planes;
        Ok(())
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

    /// A transform changed: the kept fixed-function state takes the new matrix and its
    /// constants are recomputed at the next draw.
    pub(crate) fn tnl_transform_changed(&mut self, index: u32, matrix: &tnl::Matrix) {
        let Some(cache) = self.tnl.as_deref_mut() else {
            return;
        };
        let s = &mut cache.state;
        match index {
            2 => s.view = *matrix,
            3 => s.projection = *matrix,
            16..=23 => s.texture_transforms[(index - 16) as usize] = *matrix,
            256.. if ((index - 256) as usize) < tnl::WORLD_MATRICES => {
                s.world[(index - 256) as usize] = *matrix;
            }
            _ => return,
        }
        cache.constants_valid = false;
    }
}

/// The fixed-function vertex state of the last draw through the pipeline, its key, program
/// and constants.
pub(crate) struct TnlCache {
    state: TnlState,
    key: TnlKey,
    shader: ninth_render::ShaderId,
    constants: Vec<[f32; 4]>,
    /// The user clip planes in clip space.
    clip_planes: [[f32; 4]; tnl::MAX_CLIP_PLANES],
    constants_valid: bool,
}
