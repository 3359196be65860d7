//! `IDirect3DDevice9`: Render, texture-stage and sampler states, transforms, viewport, material, lights, clip planes, scissor, palettes and state blocks.
//!
//! ninth-d3d9 answers `GetRenderState`, `GetTransform`, `GetViewport` and `GetFVF`; the
//! COM layer keeps the rest ([`ComState`]): each setter sets the ninth-d3d9 device and,
//! where it accepted the value, the COM copy. Between `BeginStateBlock` and `EndStateBlock`
//! the setters record instead (D3D9: nothing is applied while recording).

use std::collections::{BTreeMap, HashMap};
use std::ffi::c_void;

use ninth_d3d9::{Device, Error, Rect, Stage};
use ninth_scene::enums::render_state::D3DRS;
use ninth_scene::enums::stage::{D3DSAMP, D3DTSS};

use super::{Device9, DeviceState, with_state};
use crate::com::{HRESULT, S_OK, guard, guard_value, write_out};
use crate::objects::child::UnknownRef;
use crate::objects::child::{DeclRef, ShaderRef};
use crate::objects::state_block::{self, ConstantRecord, Layout, ResourceRecord, StateRecord};
use crate::objects::state_types::{ClipStatus9, Light9, Material9, Viewport9};

/// Texture stages.
const STAGES: usize = 8;
/// `D3DTEXTURESTAGESTATETYPE` slots (the largest is `D3DTSS_CONSTANT`, 32).
const STAGE_STATES: usize = 33;
/// Sampler slots: 16 pixel samplers, `D3DDMAPSAMPLER` (256), `D3DVERTEXTEXTURESAMPLER0-3`.
const SAMPLERS: usize = 21;
/// `D3DSAMPLERSTATETYPE` slots (the largest is `D3DSAMP_DMAPOFFSET`, 13).
const SAMPLER_STATES: usize = 14;
/// User clip planes.
const CLIP_PLANES: u32 = 6;
/// `D3DCREATE_SOFTWARE_VERTEXPROCESSING`.
const D3DCREATE_SOFTWARE_VERTEXPROCESSING: u32 = 0x20;

/// Float, integer and boolean constants of one shader stage (the COM copy; the counts are
/// ninth-d3d9's: 256 vertex and 224 pixel float registers, 16 integer, 16 boolean).
#[derive(Clone, Debug)]
pub(crate) struct Constants {
    pub float: Vec<[f32; 4]>,
    pub int: Vec<[i32; 4]>,
    pub bool: Vec<i32>,
}

impl Constants {
    fn new(floats: usize) -> Self {
        Self {
            float: vec![[0.0; 4]; floats],
            int: vec![[0; 4]; 16],
            bool: vec![0; 16],
        }
    }
}

/// What the COM layer keeps of a device's state.
pub(crate) struct ComState {
    pub stage: [[u32; STAGE_STATES]; STAGES],
    pub sampler: [[u32; SAMPLER_STATES]; SAMPLERS],
    pub lights: BTreeMap<u32, (Light9, bool)>,
    pub material: Material9,
    pub clip_planes: [[f32; 4]; CLIP_PLANES as usize],
    pub scissor: Rect,
    pub clip_status: ClipStatus9,
    pub software_vertex_processing: bool,
    pub npatch: f32,
    pub vs_constants: Constants,
    pub ps_constants: Constants,
    /// The bound declaration (the FVF's own after `SetFVF`).
    pub declaration: Option<DeclRef>,
    pub vertex_shader: Option<ShaderRef>,
    pub pixel_shader: Option<ShaderRef>,
    /// The declarations `SetFVF` made, by code (they live as long as the device).
    pub fvf_declarations: HashMap<u32, DeclRef>,
    /// Between `BeginScene` and `EndScene`.
    pub in_scene: bool,
    /// The block being recorded between `BeginStateBlock` and `EndStateBlock`.
    pub recording: Option<Box<StateRecord>>,
}

impl ComState {
    /// D3D9's defaults for a device made with `behavior_flags`.
    pub(crate) fn new(device: &Device<'_>, behavior_flags: u32) -> Self {
        let stage = std::array::from_fn(|n| {
            let mut s = [0u32; STAGE_STATES];
            let first = n == 0;
            s[1] = if first { 4 } else { 1 }; // COLOROP: MODULATE / DISABLE
            s[2] = 2; // COLORARG1: D3DTA_TEXTURE
            s[3] = 1; // COLORARG2: D3DTA_CURRENT
            s[4] = if first { 2 } else { 1 }; // ALPHAOP: SELECTARG1 / DISABLE
            s[5] = 2; // ALPHAARG1
            s[6] = 1; // ALPHAARG2
            s[11] = n as u32; // TEXCOORDINDEX
            s[26] = 1; // COLORARG0
            s[27] = 1; // ALPHAARG0
            s[28] = 1; // RESULTARG
            s
        });
        let sampler = std::array::from_fn(|_| {
            let mut s = [0u32; SAMPLER_STATES];
            s[1] = 1; // ADDRESSU: WRAP
            s[2] = 1; // ADDRESSV
            s[3] = 1; // ADDRESSW
            s[5] = 1; // MAGFILTER: POINT
            s[6] = 1; // MINFILTER: POINT
            s[10] = 1; // MAXANISOTROPY
            s
        });
        let params = device.params();
        Self {
            stage,
            sampler,
            lights: BTreeMap::new(),
            material: Material9::default(),
            clip_planes: [[0.0; 4]; CLIP_PLANES as usize],
            scissor: Rect::full(params.width, params.height),
            clip_status: ClipStatus9::default(),
            software_vertex_processing: behavior_flags & D3DCREATE_SOFTWARE_VERTEXPROCESSING != 0,
            npatch: 0.0,
            vs_constants: Constants::new(256),
            ps_constants: Constants::new(224),
            declaration: None,
            vertex_shader: None,
            pixel_shader: None,
            fvf_declarations: HashMap::new(),
            in_scene: false,
            recording: None,
        }
    }

    pub(crate) fn constants(&mut self, stage: Stage) -> &mut Constants {
        match stage {
            Stage::Vertex => &mut self.vs_constants,
            Stage::Pixel => &mut self.ps_constants,
        }
    }
}

/// The error of a bad argument.
pub(crate) fn invalid(message: impl Into<String>) -> Error {
    Error::invalid(message)
}

fn known_render_state(state: u32) -> ninth_d3d9::Result<()> {
    if D3DRS.name_of(state).is_none() {
        return Err(invalid(format!("unknown D3DRENDERSTATETYPE {state}")));
    }
    Ok(())
}

fn stage_slot(stage: u32, ty: u32) -> ninth_d3d9::Result<(usize, usize)> {
    if stage as usize >= STAGES {
        return Err(invalid(format!("texture stage {stage} is not 0-7")));
    }
    if D3DTSS.name_of(ty).is_none() || ty as usize >= STAGE_STATES {
        return Err(invalid(format!("unknown D3DTEXTURESTAGESTATETYPE {ty}")));
    }
    Ok((stage as usize, ty as usize))
}

fn sampler_slot(sampler: u32, ty: u32) -> ninth_d3d9::Result<(usize, usize)> {
    let slot = match sampler {
        0..16 => sampler as usize,
        256..=260 => (sampler - 240) as usize,
        other => {
            return Err(invalid(format!(
                "sampler {other} is not 0-15, D3DDMAPSAMPLER or D3DVERTEXTEXTURESAMPLER0-3"
            )));
        }
    };
    if D3DSAMP.name_of(ty).is_none() || ty as usize >= SAMPLER_STATES {
        return Err(invalid(format!("unknown D3DSAMPLERSTATETYPE {ty}")));
    }
    Ok((slot, ty as usize))
}

/// The sampler numbers of the slots, in slot order.
fn sampler_numbers() -> impl Iterator<Item = u32> {
    (0..16).chain(256..=260)
}

fn known_transform(state: u32) -> ninth_d3d9::Result<()> {
    match state {
        2 | 3 | 16..=23 | 256..=511 => Ok(()),
        other => Err(invalid(format!(
            "D3DTRANSFORMSTATETYPE {other} is not valid"
        ))),
    }
}

/// Every transform state: VIEW, PROJECTION, TEXTURE0-7, WORLDMATRIX(0-255).
fn transform_states() -> impl Iterator<Item = u32> {
    [2, 3].into_iter().chain(16..=23).chain(256..=511)
}

/// `a * b` of row-major 4x4 matrices.
fn multiply(a: &[f32; 16], b: &[f32; 16]) -> [f32; 16] {
    std::array::from_fn(|n| {
        let (i, j) = (n / 4, n % 4);
        (0..4).map(|k| a[i * 4 + k] * b[k * 4 + j]).sum()
    })
}

fn check_light(light: &Light9) -> ninth_d3d9::Result<()> {
    if !(1..=3).contains(&light.ty) {
        return Err(invalid(format!("D3DLIGHTTYPE {} is not valid", light.ty)));
    }
    Ok(())
}

/// Render states of `D3DSBT_PIXELSTATE` blocks.
const PIXEL_RENDER_STATES: &[u32] = &[
    7, 8, 9, 14, 15, 16, 19, 20, 23, 24, 25, 26, 27, 36, 37, 38, 52, 53, 54, 55, 56, 57, 58, 59,
    60, 128, 129, 130, 131, 132, 133, 134, 135, 168, 171, 174, 175, 176, 185, 186, 187, 188, 189,
    190, 191, 192, 193, 194, 195, 198, 199, 200, 201, 202, 203, 204, 205, 206, 207, 208, 209,
];

/// Render states of `D3DSBT_VERTEXSTATE` blocks.
const VERTEX_RENDER_STATES: &[u32] = &[
    9, 22, 28, 29, 34, 35, 36, 37, 38, 48, 136, 137, 139, 140, 141, 142, 143, 145, 146, 147, 148,
    151, 152, 154, 155, 156, 157, 158, 159, 160, 161, 162, 163, 166, 167, 170, 172, 173, 178, 179,
    180, 181, 182, 183, 184,
];

/// Texture stage states of `D3DSBT_VERTEXSTATE` blocks (TEXCOORDINDEX,
/// TEXTURETRANSFORMFLAGS); pixel blocks hold every one.
const VERTEX_STAGE_STATES: &[u32] = &[11, 24];

/// Sampler states of `D3DSBT_PIXELSTATE` blocks (all but `D3DSAMP_DMAPOFFSET`, which
/// vertex blocks hold).
const PIXEL_SAMPLER_STATES: std::ops::RangeInclusive<u32> = 1..=12;

impl DeviceState {
    /// The current FVF or declaration.
    pub(crate) fn current_layout(&self) -> Layout {
        match self.device.fvf() {
            0 => Layout::Declaration(self.com.declaration.clone()),
            fvf => Layout::Fvf(fvf),
        }
    }

    fn apply_stage_state(&mut self, stage: u32, ty: u32, value: u32) -> ninth_d3d9::Result<()> {
        let (s, t) = stage_slot(stage, ty)?;
        self.device.set_texture_stage_state(stage, ty, value)?;
        self.com.stage[s][t] = value;
        Ok(())
    }

    fn apply_sampler_state(&mut self, sampler: u32, ty: u32, value: u32) -> ninth_d3d9::Result<()> {
        let (s, t) = sampler_slot(sampler, ty)?;
        self.device.set_sampler_state(sampler, ty, value)?;
        self.com.sampler[s][t] = value;
        Ok(())
    }

    fn apply_material(&mut self, material: Material9) -> ninth_d3d9::Result<()> {
        self.device.set_material(material.into())?;
        self.com.material = material;
        Ok(())
    }

    fn apply_light(&mut self, index: u32, light: Light9) -> ninth_d3d9::Result<()> {
        check_light(&light)?;
        self.device.set_light(index, light.into())?;
        let enabled = self.com.lights.get(&index).is_some_and(|l| l.1);
        self.com.lights.insert(index, (light, enabled));
        Ok(())
    }

    fn apply_light_enable(&mut self, index: u32, enable: bool) -> ninth_d3d9::Result<()> {
        self.device.light_enable(index, enable)?;
        self.com
            .lights
            .entry(index)
            .or_insert((Light9::DEFAULT, false))
            .1 = enable;
        Ok(())
    }

    fn apply_clip_plane(&mut self, index: u32, plane: [f32; 4]) -> ninth_d3d9::Result<()> {
        self.device.set_clip_plane(index, plane)?;
        self.com.clip_planes[index as usize] = plane;
        Ok(())
    }

    fn apply_scissor(&mut self, rect: Rect) -> ninth_d3d9::Result<()> {
        self.device.set_scissor_rect(rect)?;
        self.com.scissor = rect;
        Ok(())
    }

    /// Sets every state of `record` on the device (an error is logged and the rest are
    /// still set, as D3D9's `Apply` does).
    pub(crate) fn apply_record(&mut self, this: *mut Device9, record: &StateRecord) {
        let mut results = Vec::new();
        for (&state, &value) in &record.render {
            results.push(self.device.set_render_state(state, value));
        }
        for (&(stage, ty), &value) in &record.stage {
            results.push(self.apply_stage_state(stage, ty, value));
        }
        for (&(sampler, ty), &value) in &record.sampler {
            results.push(self.apply_sampler_state(sampler, ty, value));
        }
        for (&state, matrix) in &record.transforms {
            results.push(self.device.set_transform(state, *matrix));
        }
        if let Some(v) = record.viewport {
            results.push(self.device.set_viewport(v.into()));
        }
        if let Some(m) = record.material {
            results.push(self.apply_material(m));
        }
        for (&index, light) in &record.lights {
            results.push(self.apply_light(index, *light));
        }
        for (&index, &enable) in &record.light_enables {
            results.push(self.apply_light_enable(index, enable));
        }
        for (&index, plane) in &record.clip_planes {
            results.push(self.apply_clip_plane(index, *plane));
        }
        if let Some(r) = record.scissor {
            results.push(self.apply_scissor(r));
        }
        match &record.layout {
            Some(Layout::Fvf(fvf)) => results.push(super::shaders::apply_fvf(self, this, *fvf)),
            Some(Layout::Declaration(decl)) => {
                results.push(super::shaders::apply_declaration(self, decl.clone()))
            }
            None => {}
        }
        if let Some(vs) = &record.vertex_shader {
            results.push(super::shaders::apply_vertex_shader(self, vs.clone()));
        }
        if let Some(ps) = &record.pixel_shader {
            results.push(super::shaders::apply_pixel_shader(self, ps.clone()));
        }
        for (stage, constants) in [
            (Stage::Vertex, &record.vs_constants),
            (Stage::Pixel, &record.ps_constants),
        ] {
            for (&reg, value) in &constants.float {
                results.push(super::shaders::apply_constant_f(
                    self,
                    stage,
                    reg,
                    &[*value],
                ));
            }
            for (&reg, value) in &constants.int {
                results.push(super::shaders::apply_constant_i(
                    self,
                    stage,
                    reg,
                    &[*value],
                ));
            }
            for (&reg, &value) in &constants.bool {
                results.push(super::shaders::apply_constant_b(self, stage, reg, &[value]));
            }
        }
        if let Some(n) = record.npatch {
            self.com.npatch = n;
        }
        for e in results.into_iter().filter_map(Result::err) {
            tracing::warn!("IDirect3DStateBlock9::Apply: {e}");
        }
    }

    /// Replaces the values in `record` with the device's current ones (its states stay the
    /// ones it has).
    pub(crate) fn capture_into(&self, record: &mut StateRecord) {
        for (&state, value) in record.render.iter_mut() {
            *value = self.device.render_state(state).unwrap_or(*value);
        }
        for (&(stage, ty), value) in record.stage.iter_mut() {
            if let Ok((s, t)) = stage_slot(stage, ty) {
                *value = self.com.stage[s][t];
            }
        }
        for (&(sampler, ty), value) in record.sampler.iter_mut() {
            if let Ok((s, t)) = sampler_slot(sampler, ty) {
                *value = self.com.sampler[s][t];
            }
        }
        for (&state, matrix) in record.transforms.iter_mut() {
            *matrix = self.device.transform(state).unwrap_or(*matrix);
        }
        if let Some(v) = &mut record.viewport {
            *v = self.device.viewport().into();
        }
        if let Some(m) = &mut record.material {
            *m = self.com.material;
        }
        for (index, light) in record.lights.iter_mut() {
            if let Some((l, _)) = self.com.lights.get(index) {
                *light = *l;
            }
        }
        for (index, enable) in record.light_enables.iter_mut() {
            if let Some((_, e)) = self.com.lights.get(index) {
                *enable = *e;
            }
        }
        for (&index, plane) in record.clip_planes.iter_mut() {
            if let Some(p) = self.com.clip_planes.get(index as usize) {
                *plane = *p;
            }
        }
        if let Some(r) = &mut record.scissor {
            *r = self.com.scissor;
        }
        if record.layout.is_some() {
            record.layout = Some(self.current_layout());
        }
        if record.vertex_shader.is_some() {
            record.vertex_shader = Some(self.com.vertex_shader.clone());
        }
        if record.pixel_shader.is_some() {
            record.pixel_shader = Some(self.com.pixel_shader.clone());
        }
        for (current, constants) in [
            (&self.com.vs_constants, &mut record.vs_constants),
            (&self.com.ps_constants, &mut record.ps_constants),
        ] {
            for (&reg, value) in constants.float.iter_mut() {
                *value = current.float[reg as usize];
            }
            for (&reg, value) in constants.int.iter_mut() {
                *value = current.int[reg as usize];
            }
            for (&reg, value) in constants.bool.iter_mut() {
                *value = current.bool[reg as usize];
            }
        }
        if let Some(n) = &mut record.npatch {
            *n = self.com.npatch;
        }
    }

    /// A block of `D3DSTATEBLOCKTYPE` `ty` (ALL 1, PIXELSTATE 2, VERTEXSTATE 3) with the
    /// device's current values.
    pub(crate) fn state_block_of(&self, ty: u32) -> ninth_d3d9::Result<StateRecord> {
        let (all, pixel, vertex) = match ty {
            1 => (true, true, true),
            2 => (false, true, false),
            3 => (false, false, true),
            other => return Err(invalid(format!("D3DSTATEBLOCKTYPE {other} is not valid"))),
        };
        let mut r = StateRecord::default();
        let render: Vec<u32> = if all {
            (0..256).filter(|&s| D3DRS.name_of(s).is_some()).collect()
        } else if pixel {
            PIXEL_RENDER_STATES.to_vec()
        } else {
            VERTEX_RENDER_STATES.to_vec()
        };
        for state in render {
            r.render.insert(state, 0);
        }
        let stage_types: Vec<u32> = if pixel {
            (0..STAGE_STATES as u32)
                .filter(|&t| D3DTSS.name_of(t).is_some())
                .collect()
        } else {
            VERTEX_STAGE_STATES.to_vec()
        };
        for stage in 0..STAGES as u32 {
            for &ty in &stage_types {
                r.stage.insert((stage, ty), 0);
            }
        }
        for sampler in sampler_numbers() {
            for ty in 1..SAMPLER_STATES as u32 {
                let wanted =
                    all || (pixel && PIXEL_SAMPLER_STATES.contains(&ty)) || (vertex && ty == 13);
                if wanted {
                    r.sampler.insert((sampler, ty), 0);
                }
            }
        }
        if vertex {
            for (&index, &(light, enable)) in &self.com.lights {
                r.lights.insert(index, light);
                r.light_enables.insert(index, enable);
            }
            r.layout = Some(Layout::Fvf(0));
            r.vertex_shader = Some(None);
            r.vs_constants = all_constants(&self.com.vs_constants);
            r.npatch = Some(0.0);
            r.resources.frequencies = (0..16).map(|n| (n, 1)).collect();
        }
        if pixel {
            r.pixel_shader = Some(None);
            r.ps_constants = all_constants(&self.com.ps_constants);
        }
        if all {
            for state in transform_states() {
                r.transforms.insert(state, [0.0; 16]);
            }
            r.viewport = Some(Viewport9::default());
            r.material = Some(Material9::default());
            for index in 0..CLIP_PLANES {
                r.clip_planes.insert(index, [0.0; 4]);
            }
            r.scissor = Some(self.com.scissor);
            r.resources.textures = sampler_numbers().map(|n| (n, None)).collect();
            r.resources.streams = (0..16).map(|n| (n, (None, 0, 0))).collect();
            r.resources.indices = Some(None);
        }
        self.capture_into(&mut r);
        Ok(r)
    }
}

impl DeviceState {
    /// Reads the resource bindings `record` holds through the device's `Get*` methods
    /// (the resource front-end's), outside the device's lock.
    pub(crate) fn capture_resources(this: *mut Device9, record: &mut ResourceRecord) {
        let vt = &super::vtbl::VTBL;
        // SAFETY: (every call) `this` is the live device of the state block; the out
        // pointers are locals; each `Get*` returns a reference the record takes over.
        unsafe {
            for (&stage, texture) in record.textures.iter_mut() {
                let mut p: *mut c_void = std::ptr::null_mut();
                if (vt.get_texture)(this, stage, (&mut p as *mut *mut c_void).cast()) == S_OK {
                    *texture = UnknownRef::adopt(p);
                }
            }
            for (&n, stream) in record.streams.iter_mut() {
                let mut p: *mut c_void = std::ptr::null_mut();
                let (mut offset, mut stride) = (0u32, 0u32);
                let hr = (vt.get_stream_source)(
                    this,
                    n,
                    (&mut p as *mut *mut c_void).cast(),
                    (&mut offset as *mut u32).cast(),
                    (&mut stride as *mut u32).cast(),
                );
                if hr == S_OK {
                    *stream = (UnknownRef::adopt(p), offset, stride);
                }
            }
            for (&n, frequency) in record.frequencies.iter_mut() {
                let mut f = 1u32;
                if (vt.get_stream_source_freq)(this, n, (&mut f as *mut u32).cast()) == S_OK {
                    *frequency = f;
                }
            }
            if let Some(indices) = &mut record.indices {
                let mut p: *mut c_void = std::ptr::null_mut();
                if (vt.get_indices)(this, (&mut p as *mut *mut c_void).cast()) == S_OK {
                    *indices = UnknownRef::adopt(p);
                }
            }
        }
    }

    /// Sets the resource bindings of `record` through the device's `Set*` methods, outside
    /// the device's lock (a refusal is logged; the rest are still set).
    pub(crate) fn apply_resources(this: *mut Device9, record: &ResourceRecord) {
        let vt = &super::vtbl::VTBL;
        let ptr =
            |r: &Option<UnknownRef>| r.as_ref().map_or(std::ptr::null_mut(), UnknownRef::as_ptr);
        let mut results = Vec::new();
        // SAFETY: (every call) `this` is the live device of the state block; the pointers
        // are objects the record holds references to, or null.
        unsafe {
            for (&stage, texture) in &record.textures {
                results.push((vt.set_texture)(this, stage, ptr(texture)));
            }
            for (&n, (buffer, offset, stride)) in &record.streams {
                results.push((vt.set_stream_source)(
                    this,
                    n,
                    ptr(buffer),
                    *offset,
                    *stride,
                ));
            }
            for (&n, &frequency) in &record.frequencies {
                results.push((vt.set_stream_source_freq)(this, n, frequency));
            }
            if let Some(indices) = &record.indices {
                results.push((vt.set_indices)(this, ptr(indices)));
            }
        }
        for hr in results.into_iter().filter(|&hr| hr != S_OK) {
            tracing::warn!("IDirect3DStateBlock9::Apply: a resource binding: {hr:#x}");
        }
    }
}

fn all_constants(c: &Constants) -> ConstantRecord {
    ConstantRecord {
        float: (0..c.float.len() as u32).map(|n| (n, [0.0; 4])).collect(),
        int: (0..c.int.len() as u32).map(|n| (n, [0; 4])).collect(),
        bool: (0..c.bool.len() as u32).map(|n| (n, 0)).collect(),
    }
}

/// Runs `body` on the device state, first recording through `record` instead where a
/// state block is being recorded (`record` returns the checked call's result).
fn set_state(
    this: *mut Device9,
    method: &'static str,
    record: impl FnOnce(&mut StateRecord) -> ninth_d3d9::Result<()>,
    body: impl FnOnce(&mut DeviceState) -> ninth_d3d9::Result<()>,
) -> HRESULT {
    with_state(this, method, |s| match s.com.recording.as_deref_mut() {
        Some(rec) => record(rec),
        None => body(s),
    })
}

/// Reads a caller's struct (`None` for null).
///
/// # Safety
/// `p` is null or valid for a read of `T`.
pub(crate) unsafe fn read_in<T: Copy>(p: *const c_void) -> Option<T> {
    if p.is_null() {
        return None;
    }
    // SAFETY: checked non-null; the caller guarantees it is readable; read unaligned since
    // the C caller's struct need not be aligned for Rust.
    Some(unsafe { p.cast::<T>().read_unaligned() })
}

/// The error of a null pointer argument.
pub(crate) fn null_arg() -> Error {
    invalid("null pointer")
}

/// Writes a value to a caller's out pointer after `get` gave it, or returns the error.
fn get_state<T>(
    this: *mut Device9,
    method: &'static str,
    out: *mut c_void,
    get: impl FnOnce(&mut DeviceState) -> ninth_d3d9::Result<T>,
) -> HRESULT {
    if out.is_null() {
        return with_state(this, method, |_| Err(null_arg()));
    }
    let mut value = None;
    let hr = with_state(this, method, |s| {
        value = Some(get(s)?);
        Ok(())
    });
    match value {
        // SAFETY: checked non-null; the caller passes a writable `T`.
        Some(v) if hr == S_OK => unsafe { write_out(out.cast::<T>(), v) },
        _ => hr,
    }
}

/// `IDirect3DDevice9::SetTransform(D3DTRANSFORMSTATETYPE state, const D3DMATRIX * matrix)`.
pub(crate) unsafe extern "system" fn set_transform(
    this: *mut Device9,
    state: u32,
    matrix: *const c_void,
) -> HRESULT {
    // SAFETY: the caller passes a readable D3DMATRIX (null is refused).
    let m = unsafe { read_in::<[f32; 16]>(matrix) };
    set_state(
        this,
        "IDirect3DDevice9::SetTransform",
        |rec| {
            known_transform(state)?;
            rec.transforms.insert(state, m.ok_or_else(null_arg)?);
            Ok(())
        },
        |s| s.device.set_transform(state, m.ok_or_else(null_arg)?),
    )
}

/// `IDirect3DDevice9::GetTransform(D3DTRANSFORMSTATETYPE state, D3DMATRIX * p_matrix)`.
pub(crate) unsafe extern "system" fn get_transform(
    this: *mut Device9,
    state: u32,
    p_matrix: *mut c_void,
) -> HRESULT {
    get_state(this, "IDirect3DDevice9::GetTransform", p_matrix, |s| {
        s.device.transform(state)
    })
}

/// `IDirect3DDevice9::MultiplyTransform(D3DTRANSFORMSTATETYPE state, const D3DMATRIX * matrix)`:
/// the transform becomes `matrix` times itself.
pub(crate) unsafe extern "system" fn multiply_transform(
    this: *mut Device9,
    state: u32,
    matrix: *const c_void,
) -> HRESULT {
    // SAFETY: the caller passes a readable D3DMATRIX (null is refused).
    let m = unsafe { read_in::<[f32; 16]>(matrix) };
    with_state(this, "IDirect3DDevice9::MultiplyTransform", |s| {
        let m = m.ok_or_else(null_arg)?;
        let current = s.device.transform(state)?;
        match s.com.recording.as_deref_mut() {
            Some(rec) => {
                let base = rec.transforms.get(&state).copied().unwrap_or(current);
                rec.transforms.insert(state, multiply(&m, &base));
                Ok(())
            }
            None => s.device.set_transform(state, multiply(&m, &current)),
        }
    })
}

/// `IDirect3DDevice9::SetViewport(const D3DVIEWPORT9 * viewport)`.
pub(crate) unsafe extern "system" fn set_viewport(
    this: *mut Device9,
    viewport: *const c_void,
) -> HRESULT {
    // SAFETY: the caller passes a readable D3DVIEWPORT9 (null is refused).
    let v = unsafe { read_in::<Viewport9>(viewport) };
    set_state(
        this,
        "IDirect3DDevice9::SetViewport",
        |rec| {
            rec.viewport = Some(v.ok_or_else(null_arg)?);
            Ok(())
        },
        |s| s.device.set_viewport(v.ok_or_else(null_arg)?.into()),
    )
}

/// `IDirect3DDevice9::GetViewport(D3DVIEWPORT9 * p_viewport)`.
pub(crate) unsafe extern "system" fn get_viewport(
    this: *mut Device9,
    p_viewport: *mut c_void,
) -> HRESULT {
    get_state(this, "IDirect3DDevice9::GetViewport", p_viewport, |s| {
        Ok(Viewport9::from(s.device.viewport()))
    })
}

/// `IDirect3DDevice9::SetMaterial(const D3DMATERIAL9 * material)`.
pub(crate) unsafe extern "system" fn set_material(
    this: *mut Device9,
    material: *const c_void,
) -> HRESULT {
    // SAFETY: the caller passes a readable D3DMATERIAL9 (null is refused).
    let m = unsafe { read_in::<Material9>(material) };
    set_state(
        this,
        "IDirect3DDevice9::SetMaterial",
        |rec| {
            rec.material = Some(m.ok_or_else(null_arg)?);
            Ok(())
        },
        |s| s.apply_material(m.ok_or_else(null_arg)?),
    )
}

/// `IDirect3DDevice9::GetMaterial(D3DMATERIAL9 * p_material)`.
pub(crate) unsafe extern "system" fn get_material(
    this: *mut Device9,
    p_material: *mut c_void,
) -> HRESULT {
    get_state(this, "IDirect3DDevice9::GetMaterial", p_material, |s| {
        Ok(s.com.material)
    })
}

/// `IDirect3DDevice9::SetLight(DWORD index, const D3DLIGHT9 * light)` (any index).
pub(crate) unsafe extern "system" fn set_light(
    this: *mut Device9,
    index: u32,
    light: *const c_void,
) -> HRESULT {
    // SAFETY: the caller passes a readable D3DLIGHT9 (null is refused).
    let l = unsafe { read_in::<Light9>(light) };
    set_state(
        this,
        "IDirect3DDevice9::SetLight",
        |rec| {
            let l = l.ok_or_else(null_arg)?;
            check_light(&l)?;
            rec.lights.insert(index, l);
            Ok(())
        },
        |s| s.apply_light(index, l.ok_or_else(null_arg)?),
    )
}

/// `IDirect3DDevice9::GetLight(DWORD index, D3DLIGHT9 * light)`: `D3DERR_INVALIDCALL` for
/// a light never set or enabled.
pub(crate) unsafe extern "system" fn get_light(
    this: *mut Device9,
    index: u32,
    light: *mut c_void,
) -> HRESULT {
    get_state(this, "IDirect3DDevice9::GetLight", light, |s| {
        s.com
            .lights
            .get(&index)
            .map(|l| l.0)
            .ok_or_else(|| invalid(format!("light {index} was never set")))
    })
}

/// `IDirect3DDevice9::LightEnable(DWORD index, WINBOOL enable)`; a light never set becomes
/// D3D9's default light.
pub(crate) unsafe extern "system" fn light_enable(
    this: *mut Device9,
    index: u32,
    enable: i32,
) -> HRESULT {
    set_state(
        this,
        "IDirect3DDevice9::LightEnable",
        |rec| {
            rec.light_enables.insert(index, enable != 0);
            Ok(())
        },
        |s| s.apply_light_enable(index, enable != 0),
    )
}

/// `IDirect3DDevice9::GetLightEnable(DWORD index, WINBOOL * p_enable)`: 128 for an enabled
/// light (what D3D9 answers), 0 for a disabled one, `D3DERR_INVALIDCALL` for one never set.
pub(crate) unsafe extern "system" fn get_light_enable(
    this: *mut Device9,
    index: u32,
    p_enable: *mut c_void,
) -> HRESULT {
    get_state(this, "IDirect3DDevice9::GetLightEnable", p_enable, |s| {
        s.com
            .lights
            .get(&index)
            .map(|l| if l.1 { 128i32 } else { 0 })
            .ok_or_else(|| invalid(format!("light {index} was never set")))
    })
}

/// `IDirect3DDevice9::SetClipPlane(DWORD index, const float * plane)` (0-5).
pub(crate) unsafe extern "system" fn set_clip_plane(
    this: *mut Device9,
    index: u32,
    plane: *const c_void,
) -> HRESULT {
    // SAFETY: the caller passes four readable floats (null is refused).
    let p = unsafe { read_in::<[f32; 4]>(plane) };
    set_state(
        this,
        "IDirect3DDevice9::SetClipPlane",
        |rec| {
            if index >= CLIP_PLANES {
                return Err(invalid(format!("clip plane {index} is not 0-5")));
            }
            rec.clip_planes.insert(index, p.ok_or_else(null_arg)?);
            Ok(())
        },
        |s| s.apply_clip_plane(index, p.ok_or_else(null_arg)?),
    )
}

/// `IDirect3DDevice9::GetClipPlane(DWORD index, float * p_plane)`.
pub(crate) unsafe extern "system" fn get_clip_plane(
    this: *mut Device9,
    index: u32,
    p_plane: *mut c_void,
) -> HRESULT {
    get_state(this, "IDirect3DDevice9::GetClipPlane", p_plane, |s| {
        s.com
            .clip_planes
            .get(index as usize)
            .copied()
            .ok_or_else(|| invalid(format!("clip plane {index} is not 0-5")))
    })
}

/// `IDirect3DDevice9::SetRenderState(D3DRENDERSTATETYPE state, DWORD value)`.
pub(crate) unsafe extern "system" fn set_render_state(
    this: *mut Device9,
    state: u32,
    value: u32,
) -> HRESULT {
    set_state(
        this,
        "IDirect3DDevice9::SetRenderState",
        |rec| {
            known_render_state(state)?;
            rec.render.insert(state, value);
            Ok(())
        },
        |s| s.device.set_render_state(state, value),
    )
}

/// `IDirect3DDevice9::GetRenderState(D3DRENDERSTATETYPE state, DWORD * p_value)`.
pub(crate) unsafe extern "system" fn get_render_state(
    this: *mut Device9,
    state: u32,
    p_value: *mut c_void,
) -> HRESULT {
    get_state(this, "IDirect3DDevice9::GetRenderState", p_value, |s| {
        s.device.render_state(state)
    })
}

/// `IDirect3DDevice9::CreateStateBlock(D3DSTATEBLOCKTYPE type_, IDirect3DStateBlock9 * * pp_sb)`.
pub(crate) unsafe extern "system" fn create_state_block(
    this: *mut Device9,
    type_: u32,
    pp_sb: *mut c_void,
) -> HRESULT {
    let out = pp_sb.cast::<*mut c_void>();
    let mut block = None;
    let hr = with_state(this, "IDirect3DDevice9::CreateStateBlock", |s| {
        if out.is_null() {
            return Err(invalid("null state block pointer"));
        }
        if s.com.recording.is_some() {
            return Err(invalid("a state block is being recorded"));
        }
        block = Some(s.state_block_of(type_)?);
        Ok(())
    });
    match block {
        Some(mut record) if hr == S_OK => guard("IDirect3DDevice9::CreateStateBlock", || {
            DeviceState::capture_resources(this, &mut record.resources);
            let sb = state_block::create(this, record);
            // SAFETY: checked non-null above; the caller passes a writable pointer.
            unsafe { write_out(out, sb.cast()) }
        }),
        _ => hr,
    }
}

/// `IDirect3DDevice9::BeginStateBlock()`: later setters record into a new block.
pub(crate) unsafe extern "system" fn begin_state_block(this: *mut Device9) -> HRESULT {
    with_state(this, "IDirect3DDevice9::BeginStateBlock", |s| {
        if s.com.recording.is_some() {
            return Err(invalid("a state block is already being recorded"));
        }
        s.com.recording = Some(Box::default());
        Ok(())
    })
}

/// `IDirect3DDevice9::EndStateBlock(IDirect3DStateBlock9 * * pp_sb)`: the recorded block.
pub(crate) unsafe extern "system" fn end_state_block(
    this: *mut Device9,
    pp_sb: *mut c_void,
) -> HRESULT {
    let out = pp_sb.cast::<*mut c_void>();
    let mut block = None;
    let hr = with_state(this, "IDirect3DDevice9::EndStateBlock", |s| {
        if out.is_null() {
            return Err(invalid("null state block pointer"));
        }
        block = Some(
            s.com
                .recording
                .take()
                .ok_or_else(|| invalid("EndStateBlock without BeginStateBlock"))?,
        );
        Ok(())
    });
    match block {
        Some(record) if hr == S_OK => guard("IDirect3DDevice9::EndStateBlock", || {
            let sb = state_block::create(this, *record);
            // SAFETY: checked non-null above; the caller passes a writable pointer.
            unsafe { write_out(out, sb.cast()) }
        }),
        _ => hr,
    }
}

/// `IDirect3DDevice9::SetClipStatus(const D3DCLIPSTATUS9 * clip_status)`: kept for
/// `GetClipStatus` (ninth computes no clip status).
pub(crate) unsafe extern "system" fn set_clip_status(
    this: *mut Device9,
    clip_status: *const c_void,
) -> HRESULT {
    // SAFETY: the caller passes a readable D3DCLIPSTATUS9 (null is refused).
    let c = unsafe { read_in::<ClipStatus9>(clip_status) };
    with_state(this, "IDirect3DDevice9::SetClipStatus", |s| {
        s.com.clip_status = c.ok_or_else(null_arg)?;
        Ok(())
    })
}

/// `IDirect3DDevice9::GetClipStatus(D3DCLIPSTATUS9 * p_clip_status)`.
pub(crate) unsafe extern "system" fn get_clip_status(
    this: *mut Device9,
    p_clip_status: *mut c_void,
) -> HRESULT {
    get_state(
        this,
        "IDirect3DDevice9::GetClipStatus",
        p_clip_status,
        |s| Ok(s.com.clip_status),
    )
}

/// `IDirect3DDevice9::GetTextureStageState(DWORD stage, D3DTEXTURESTAGESTATETYPE type_, DWORD * p_value)`.
pub(crate) unsafe extern "system" fn get_texture_stage_state(
    this: *mut Device9,
    stage: u32,
    type_: u32,
    p_value: *mut c_void,
) -> HRESULT {
    get_state(
        this,
        "IDirect3DDevice9::GetTextureStageState",
        p_value,
        |s| {
            let (st, t) = stage_slot(stage, type_)?;
            Ok(s.com.stage[st][t])
        },
    )
}

/// `IDirect3DDevice9::SetTextureStageState(DWORD stage, D3DTEXTURESTAGESTATETYPE type_, DWORD value)`.
pub(crate) unsafe extern "system" fn set_texture_stage_state(
    this: *mut Device9,
    stage: u32,
    type_: u32,
    value: u32,
) -> HRESULT {
    set_state(
        this,
        "IDirect3DDevice9::SetTextureStageState",
        |rec| {
            stage_slot(stage, type_)?;
            rec.stage.insert((stage, type_), value);
            Ok(())
        },
        |s| s.apply_stage_state(stage, type_, value),
    )
}

/// `IDirect3DDevice9::GetSamplerState(DWORD sampler, D3DSAMPLERSTATETYPE type_, DWORD * p_value)`.
pub(crate) unsafe extern "system" fn get_sampler_state(
    this: *mut Device9,
    sampler: u32,
    type_: u32,
    p_value: *mut c_void,
) -> HRESULT {
    get_state(this, "IDirect3DDevice9::GetSamplerState", p_value, |s| {
        let (sl, t) = sampler_slot(sampler, type_)?;
        Ok(s.com.sampler[sl][t])
    })
}

/// `IDirect3DDevice9::SetSamplerState(DWORD sampler, D3DSAMPLERSTATETYPE type_, DWORD value)`.
pub(crate) unsafe extern "system" fn set_sampler_state(
    this: *mut Device9,
    sampler: u32,
    type_: u32,
    value: u32,
) -> HRESULT {
    set_state(
        this,
        "IDirect3DDevice9::SetSamplerState",
        |rec| {
            sampler_slot(sampler, type_)?;
            rec.sampler.insert((sampler, type_), value);
            Ok(())
        },
        |s| s.apply_sampler_state(sampler, type_, value),
    )
}

/// `IDirect3DDevice9::ValidateDevice(DWORD * p_num_passes)`: one pass (ninth draws every
/// state it accepts in one).
pub(crate) unsafe extern "system" fn validate_device(
    this: *mut Device9,
    p_num_passes: *mut c_void,
) -> HRESULT {
    get_state(
        this,
        "IDirect3DDevice9::ValidateDevice",
        p_num_passes,
        |_| Ok(1u32),
    )
}

/// `IDirect3DDevice9::SetPaletteEntries(UINT palette_idx, const PALETTEENTRY * entries)`:
/// accepted and ignored, as D3D9 drivers do (palettized textures cannot be sampled).
pub(crate) unsafe extern "system" fn set_palette_entries(
    this: *mut Device9,
    palette_idx: u32,
    entries: *const c_void,
) -> HRESULT {
    with_state(this, "IDirect3DDevice9::SetPaletteEntries", |_| {
        if entries.is_null() {
            return Err(invalid("null palette entries"));
        }
        tracing::debug!("SetPaletteEntries({palette_idx}): palettes are not used");
        Ok(())
    })
}

/// `IDirect3DDevice9::GetPaletteEntries(UINT palette_number, PALETTEENTRY * p_entries)`:
/// `D3DERR_INVALIDCALL`, as D3D9 drivers answer.
pub(crate) unsafe extern "system" fn get_palette_entries(
    this: *mut Device9,
    palette_number: u32,
    _p_entries: *mut c_void,
) -> HRESULT {
    with_state(this, "IDirect3DDevice9::GetPaletteEntries", |_| {
        Err(invalid(format!(
            "palette {palette_number}: the D3D9 palette API keeps no palettes"
        )))
    })
}

/// `IDirect3DDevice9::SetCurrentTexturePalette(UINT palette_number)`: accepted and ignored.
pub(crate) unsafe extern "system" fn set_current_texture_palette(
    this: *mut Device9,
    _palette_number: u32,
) -> HRESULT {
    with_state(this, "IDirect3DDevice9::SetCurrentTexturePalette", |_| {
        Ok(())
    })
}

/// `IDirect3DDevice9::GetCurrentTexturePalette(UINT * palette_number)`:
/// `D3DERR_INVALIDCALL`, as D3D9 drivers answer.
pub(crate) unsafe extern "system" fn get_current_texture_palette(
    this: *mut Device9,
    _palette_number: *mut c_void,
) -> HRESULT {
    with_state(this, "IDirect3DDevice9::GetCurrentTexturePalette", |_| {
        Err(invalid("the D3D9 palette API keeps no current palette"))
    })
}

/// `IDirect3DDevice9::SetScissorRect(const RECT * rect)`.
pub(crate) unsafe extern "system" fn set_scissor_rect(
    this: *mut Device9,
    rect: *const c_void,
) -> HRESULT {
    // SAFETY: the caller passes a readable RECT (null is refused).
    let r = unsafe { read_in::<crate::types::Rect>(rect) }.map(|r| Rect {
        left: r.left,
        top: r.top,
        right: r.right,
        bottom: r.bottom,
    });
    set_state(
        this,
        "IDirect3DDevice9::SetScissorRect",
        |rec| {
            rec.scissor = Some(r.ok_or_else(null_arg)?);
            Ok(())
        },
        |s| s.apply_scissor(r.ok_or_else(null_arg)?),
    )
}

/// `IDirect3DDevice9::GetScissorRect(RECT * p_rect)`.
pub(crate) unsafe extern "system" fn get_scissor_rect(
    this: *mut Device9,
    p_rect: *mut c_void,
) -> HRESULT {
    get_state(this, "IDirect3DDevice9::GetScissorRect", p_rect, |s| {
        let r = s.com.scissor;
        Ok(crate::types::Rect {
            left: r.left,
            top: r.top,
            right: r.right,
            bottom: r.bottom,
        })
    })
}

/// `IDirect3DDevice9::SetSoftwareVertexProcessing(WINBOOL b_software)`: kept (ninth has
/// one vertex pipeline).
pub(crate) unsafe extern "system" fn set_software_vertex_processing(
    this: *mut Device9,
    b_software: i32,
) -> HRESULT {
    with_state(this, "IDirect3DDevice9::SetSoftwareVertexProcessing", |s| {
        s.com.software_vertex_processing = b_software != 0;
        Ok(())
    })
}

/// `IDirect3DDevice9::GetSoftwareVertexProcessing()`.
pub(crate) unsafe extern "system" fn get_software_vertex_processing(this: *mut Device9) -> i32 {
    guard_value("IDirect3DDevice9::GetSoftwareVertexProcessing", 0, || {
        // SAFETY: COM's contract: `this` is live.
        unsafe { Device9::get(this) }.map_or(0, |o| {
            i32::from(super::lock(&o.data.state).com.software_vertex_processing)
        })
    })
}

/// `IDirect3DDevice9::SetNPatchMode(float n_segments)`: kept (ninth draws no N-patches;
/// below 1.0 they are off, as here).
pub(crate) unsafe extern "system" fn set_n_patch_mode(
    this: *mut Device9,
    n_segments: f32,
) -> HRESULT {
    set_state(
        this,
        "IDirect3DDevice9::SetNPatchMode",
        |rec| {
            rec.npatch = Some(n_segments);
            Ok(())
        },
        |s| {
            s.com.npatch = n_segments;
            Ok(())
        },
    )
}

/// `IDirect3DDevice9::GetNPatchMode()`.
pub(crate) unsafe extern "system" fn get_n_patch_mode(this: *mut Device9) -> f32 {
    guard_value("IDirect3DDevice9::GetNPatchMode", 0.0, || {
        // SAFETY: COM's contract: `this` is live.
        unsafe { Device9::get(this) }.map_or(0.0, |o| super::lock(&o.data.state).com.npatch)
    })
}
