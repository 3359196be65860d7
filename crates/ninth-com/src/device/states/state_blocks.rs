//! `IDirect3DDevice9`: state blocks: which states each `D3DSTATEBLOCKTYPE` holds, capturing
//! and applying a record (the resource bindings through the device's own methods, outside
//! its lock), `CreateStateBlock`, `BeginStateBlock` and `EndStateBlock`.

use std::ffi::c_void;

use ninth_d3d9::Stage;
use ninth_scene::enums::render_state::D3DRS;
use ninth_scene::enums::stage::D3DTSS;

use super::super::{Device9, DeviceState, with_state};
use super::{
    CLIP_PLANES, Constants, SAMPLER_STATES, STAGE_STATES, STAGES, invalid, sampler_numbers,
    sampler_slot, stage_slot, transform_states,
};
use crate::com::{HRESULT, S_OK, guard, write_out};
use crate::objects::child::UnknownRef;
use crate::objects::state_block::{self, ConstantRecord, Layout, ResourceRecord, StateRecord};
use crate::objects::state_types::{Material9, Viewport9};

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
            Some(Layout::Fvf(fvf)) => {
                results.push(super::super::shaders::apply_fvf(self, this, *fvf))
            }
            Some(Layout::Declaration(decl)) => {
                results.push(super::super::shaders::apply_declaration(self, decl.clone()))
            }
            None => {}
        }
        if let Some(vs) = &record.vertex_shader {
            results.push(super::super::shaders::apply_vertex_shader(self, vs.clone()));
        }
        if let Some(ps) = &record.pixel_shader {
            results.push(super::super::shaders::apply_pixel_shader(self, ps.clone()));
        }
        for (stage, constants) in [
            (Stage::Vertex, &record.vs_constants),
            (Stage::Pixel, &record.ps_constants),
        ] {
            for (&reg, value) in &constants.float {
                results.push(super::super::shaders::apply_constant_f(
                    self,
                    stage,
                    reg,
                    &[*value],
                ));
            }
            for (&reg, value) in &constants.int {
                results.push(super::super::shaders::apply_constant_i(
                    self,
                    stage,
                    reg,
                    &[*value],
                ));
            }
            for (&reg, &value) in &constants.bool {
                results.push(super::super::shaders::apply_constant_b(
                    self,
                    stage,
                    reg,
                    &[value],
                ));
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
        let vt = &super::super::vtbl::VTBL;
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
        let vt = &super::super::vtbl::VTBL;
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
