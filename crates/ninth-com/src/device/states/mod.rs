//! `IDirect3DDevice9`: render, texture-stage and sampler states, transforms, viewport,
//! material, lights, clip planes, scissor, palettes and state blocks: transforms, viewport
//! and clipping ([`transforms`]), material and lights ([`lights`]), render, stage and sampler
//! states and the rest ([`render_states`]), state blocks ([`state_blocks`]); this module holds
//! the COM layer's copy of the state and what the files share.
//!
//! ninth-d3d9 answers `GetRenderState`, `GetTransform`, `GetViewport` and `GetFVF`; the
//! COM layer keeps the rest ([`ComState`]): each setter sets the ninth-d3d9 device and,
//! where it accepted the value, the COM copy. Between `BeginStateBlock` and `EndStateBlock`
//! the setters record instead (D3D9: nothing is applied while recording).

mod lights;
mod render_states;
mod state_blocks;
mod transforms;

use std::collections::{BTreeMap, HashMap};
use std::ffi::c_void;

use ninth_d3d9::{Device, Error, Rect, Stage};
use ninth_scene::enums::render_state::D3DRS;
use ninth_scene::enums::stage::{D3DSAMP, D3DTSS};

pub(crate) use lights::{
    get_light, get_light_enable, get_material, light_enable, set_light, set_material,
};
pub(crate) use render_states::{
    get_current_texture_palette, get_n_patch_mode, get_palette_entries, get_render_state,
    get_sampler_state, get_scissor_rect, get_software_vertex_processing, get_texture_stage_state,
    set_current_texture_palette, set_n_patch_mode, set_palette_entries, set_render_state,
    set_sampler_state, set_scissor_rect, set_software_vertex_processing, set_texture_stage_state,
    validate_device,
};
pub(crate) use state_blocks::{begin_state_block, create_state_block, end_state_block};
pub(crate) use transforms::{
    get_clip_plane, get_clip_status, get_transform, get_viewport, multiply_transform,
    set_clip_plane, set_clip_status, set_transform, set_viewport,
};

use super::{Device9, DeviceState, with_state};
use crate::com::{HRESULT, S_OK, write_out};
use crate::objects::child::{DeclRef, ShaderRef};
use crate::objects::state_block::{Layout, StateRecord};
use crate::objects::state_types::{ClipStatus9, Light9, Material9};

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
    /// The last `Reset` failed: D3D9's "not reset" state, until one succeeds.
    pub not_reset: bool,
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
            not_reset: false,
        }
    }

    /// `Reset`: a new device's values for `device` (already reset), the FVF declarations
    /// kept; the bound declaration and shaders are given back on `device`. Returns the state
    /// block being recorded, if any: its references may lock the device when they go, so the
    /// caller drops it once the device's lock is given back.
    pub(crate) fn reset(
        &mut self,
        device: &mut Device<'static>,
        behavior_flags: u32,
    ) -> Option<Box<StateRecord>> {
        let mut new = Self::new(device, behavior_flags);
        new.fvf_declarations = std::mem::take(&mut self.fvf_declarations);
        let old = std::mem::replace(self, new);
        old.declaration.into_iter().for_each(|d| d.unbind(device));
        let shaders = old.vertex_shader.into_iter().chain(old.pixel_shader);
        shaders.for_each(|s| s.unbind(device));
        old.recording
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

impl DeviceState {
    /// The current FVF or declaration.
    pub(crate) fn current_layout(&self) -> Layout {
        match self.device.fvf() {
            0 => Layout::Declaration(self.com.declaration.clone()),
            fvf => Layout::Fvf(fvf),
        }
    }

    pub(super) fn apply_stage_state(
        &mut self,
        stage: u32,
        ty: u32,
        value: u32,
    ) -> ninth_d3d9::Result<()> {
        let (s, t) = stage_slot(stage, ty)?;
        self.device.set_texture_stage_state(stage, ty, value)?;
        self.com.stage[s][t] = value;
        Ok(())
    }

    pub(super) fn apply_sampler_state(
        &mut self,
        sampler: u32,
        ty: u32,
        value: u32,
    ) -> ninth_d3d9::Result<()> {
        let (s, t) = sampler_slot(sampler, ty)?;
        self.device.set_sampler_state(sampler, ty, value)?;
        self.com.sampler[s][t] = value;
        Ok(())
    }

    pub(super) fn apply_material(&mut self, material: Material9) -> ninth_d3d9::Result<()> {
        self.device.set_material(material.into())?;
        self.com.material = material;
        Ok(())
    }

    pub(super) fn apply_light(&mut self, index: u32, light: Light9) -> ninth_d3d9::Result<()> {
        check_light(&light)?;
        self.device.set_light(index, light.into())?;
        let enabled = self.com.lights.get(&index).is_some_and(|l| l.1);
        self.com.lights.insert(index, (light, enabled));
        Ok(())
    }

    pub(super) fn apply_light_enable(
        &mut self,
        index: u32,
        enable: bool,
    ) -> ninth_d3d9::Result<()> {
        self.device.light_enable(index, enable)?;
        self.com
            .lights
            .entry(index)
            .or_insert((Light9::DEFAULT, false))
            .1 = enable;
        Ok(())
    }

    pub(super) fn apply_clip_plane(
        &mut self,
        index: u32,
        plane: [f32; 4],
    ) -> ninth_d3d9::Result<()> {
        self.device.set_clip_plane(index, plane)?;
        self.com.clip_planes[index as usize] = plane;
        Ok(())
    }

    pub(super) fn apply_scissor(&mut self, rect: Rect) -> ninth_d3d9::Result<()> {
        self.device.set_scissor_rect(rect)?;
        self.com.scissor = rect;
        Ok(())
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
