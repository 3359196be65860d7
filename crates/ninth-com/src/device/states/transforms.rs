//! `IDirect3DDevice9`: transforms (`Set`/`Get`/`MultiplyTransform`), the viewport, user clip
//! planes and the clip status.

use std::ffi::c_void;

use super::super::{Device9, with_state};
use super::{
    CLIP_PLANES, get_state, invalid, known_transform, multiply, null_arg, read_in, set_state,
};
use crate::com::HRESULT;
use crate::objects::state_types::{ClipStatus9, Viewport9};

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
