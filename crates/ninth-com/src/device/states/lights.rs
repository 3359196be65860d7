//! `IDirect3DDevice9`: the fixed-function material and lights (`Set`/`GetMaterial`,
//! `Set`/`GetLight`, `LightEnable`, `GetLightEnable`).

use std::ffi::c_void;

use super::super::Device9;
use super::{check_light, get_state, invalid, null_arg, read_in, set_state};
use crate::com::HRESULT;
use crate::objects::state_types::{Light9, Material9};

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
