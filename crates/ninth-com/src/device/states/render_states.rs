//! `IDirect3DDevice9`: render, texture-stage and sampler states, `ValidateDevice`, palettes,
//! the scissor rectangle, software vertex processing and the N-patch mode.

use std::ffi::c_void;

use ninth_d3d9::Rect;

use super::super::{Device9, with_state};
use super::{
    get_state, known_render_state, null_arg, read_in, sampler_slot, set_state, stage_slot,
};
use crate::com::{HRESULT, guard_value};

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

/// `IDirect3DDevice9::SetPaletteEntries(UINT palette_number, const PALETTEENTRY * entries)`:
/// the 256 entries of a palette for D3DFMT_P8 and D3DFMT_A8P8 textures.
pub(crate) unsafe extern "system" fn set_palette_entries(
    this: *mut Device9,
    palette_number: u32,
    entries: *const c_void,
) -> HRESULT {
    // SAFETY: the caller passes 256 readable PALETTEENTRY (4 bytes each); null is refused.
    let palette = unsafe { read_in::<ninth_d3d9::Palette>(entries) };
    with_state(this, "IDirect3DDevice9::SetPaletteEntries", |s| {
        let palette = palette.ok_or_else(null_arg)?;
        s.device.set_palette_entries(palette_number, &palette)
    })
}

/// `IDirect3DDevice9::GetPaletteEntries(UINT palette_number, PALETTEENTRY * entries)`:
/// `D3DERR_INVALIDCALL` for a palette never set.
pub(crate) unsafe extern "system" fn get_palette_entries(
    this: *mut Device9,
    palette_number: u32,
    entries: *mut c_void,
) -> HRESULT {
    with_state(this, "IDirect3DDevice9::GetPaletteEntries", |s| {
        if entries.is_null() {
            return Err(null_arg());
        }
        let palette = s.device.palette_entries(palette_number)?;
        // SAFETY: checked non-null; the caller passes room for 256 PALETTEENTRY.
        unsafe {
            entries
                .cast::<ninth_d3d9::Palette>()
                .write_unaligned(palette)
        };
        Ok(())
    })
}

/// `IDirect3DDevice9::SetCurrentTexturePalette(UINT palette_number)`.
pub(crate) unsafe extern "system" fn set_current_texture_palette(
    this: *mut Device9,
    palette_number: u32,
) -> HRESULT {
    with_state(this, "IDirect3DDevice9::SetCurrentTexturePalette", |s| {
        s.device.set_current_texture_palette(palette_number)
    })
}

/// `IDirect3DDevice9::GetCurrentTexturePalette(UINT * palette_number)`.
pub(crate) unsafe extern "system" fn get_current_texture_palette(
    this: *mut Device9,
    palette_number: *mut c_void,
) -> HRESULT {
    with_state(this, "IDirect3DDevice9::GetCurrentTexturePalette", |s| {
        if palette_number.is_null() {
            return Err(null_arg());
        }
        let current = s.device.current_texture_palette();
        // SAFETY: checked non-null; the caller passes a writable UINT.
        unsafe { palette_number.cast::<u32>().write_unaligned(current) };
        Ok(())
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
            i32::from(
                super::super::lock(&o.data.state)
                    .com
                    .software_vertex_processing,
            )
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
        unsafe { Device9::get(this) }.map_or(0.0, |o| super::super::lock(&o.data.state).com.npatch)
    })
}
