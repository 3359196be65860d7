//! `IDirect3DDevice9`: vertex and pixel shader constants (`Set/Get*ShaderConstantF/I/B`) and
//! their application to the device (also by state blocks).

use std::ffi::c_void;

use ninth_d3d9::Stage;

use super::states::{invalid, null_arg};
use super::{Device9, DeviceState, with_state};
use crate::com::HRESULT;

/// `Set*ShaderConstantF` on the device.
pub(crate) fn apply_constant_f(
    s: &mut DeviceState,
    stage: Stage,
    start: u32,
    values: &[[f32; 4]],
) -> ninth_d3d9::Result<()> {
    s.device.set_shader_constant_f(stage, start, values)?;
    let c = s.com.constants(stage);
    c.float[start as usize..start as usize + values.len()].copy_from_slice(values);
    Ok(())
}

/// `Set*ShaderConstantI` on the device.
pub(crate) fn apply_constant_i(
    s: &mut DeviceState,
    stage: Stage,
    start: u32,
    values: &[[i32; 4]],
) -> ninth_d3d9::Result<()> {
    s.device.set_shader_constant_i(stage, start, values)?;
    let c = s.com.constants(stage);
    c.int[start as usize..start as usize + values.len()].copy_from_slice(values);
    Ok(())
}

/// `Set*ShaderConstantB` on the device (the `BOOL`s kept as given).
pub(crate) fn apply_constant_b(
    s: &mut DeviceState,
    stage: Stage,
    start: u32,
    values: &[i32],
) -> ninth_d3d9::Result<()> {
    let bools: Vec<bool> = values.iter().map(|&b| b != 0).collect();
    s.device.set_shader_constant_b(stage, start, &bools)?;
    let c = s.com.constants(stage);
    c.bool[start as usize..start as usize + values.len()].copy_from_slice(values);
    Ok(())
}

/// Copies `count` values of `T` (each `size` 32-bit words) from the caller.
///
/// # Safety
/// `data` is null or holds `count` readable values.
unsafe fn read_values<T: Copy>(data: *const c_void, count: u32) -> ninth_d3d9::Result<Vec<T>> {
    if count == 0 {
        return Ok(Vec::new());
    }
    if data.is_null() {
        return Err(null_arg());
    }
    if count > 1 << 16 {
        return Err(invalid(format!("{count} constants")));
    }
    Ok((0..count as usize)
        // SAFETY: the caller's contract: `count` values are readable at `data`.
        .map(|n| unsafe { data.cast::<T>().add(n).read_unaligned() })
        .collect())
}

/// `Set*ShaderConstant{F,I,B}`.
#[allow(clippy::too_many_arguments)]
fn set_constants<T: Copy + 'static>(
    this: *mut Device9,
    method: &'static str,
    stage: Stage,
    start: u32,
    data: *const c_void,
    count: u32,
    record: fn(
        &mut crate::objects::state_block::ConstantRecord,
    ) -> &mut std::collections::BTreeMap<u32, T>,
    limit: fn(&super::states::Constants) -> usize,
    apply: fn(&mut DeviceState, Stage, u32, &[T]) -> ninth_d3d9::Result<()>,
) -> HRESULT {
    with_state(this, method, |s| {
        // SAFETY: D3D9's contract: `data` holds `count` values.
        let values = unsafe { read_values::<T>(data, count) }?;
        let max = limit(s.com.constants(stage));
        if start as usize + values.len() > max {
            return Err(invalid(format!(
                "constants {start}..{} are outside 0..{max}",
                start as usize + values.len()
            )));
        }
        match s.com.recording.as_deref_mut() {
            Some(rec) => {
                let r = match stage {
                    Stage::Vertex => &mut rec.vs_constants,
                    Stage::Pixel => &mut rec.ps_constants,
                };
                let map = record(r);
                for (n, v) in values.into_iter().enumerate() {
                    map.insert(start + n as u32, v);
                }
                Ok(())
            }
            None => apply(s, stage, start, &values),
        }
    })
}

/// `Get*ShaderConstant{F,I,B}`.
fn get_constants<T: Copy>(
    this: *mut Device9,
    method: &'static str,
    stage: Stage,
    start: u32,
    out: *mut c_void,
    count: u32,
    values: fn(&super::states::Constants) -> &[T],
) -> HRESULT {
    with_state(this, method, |s| {
        let all = values(s.com.constants(stage));
        let end = start as usize + count as usize;
        if end > all.len() {
            return Err(invalid(format!(
                "constants {start}..{end} are outside 0..{}",
                all.len()
            )));
        }
        if count == 0 {
            return Ok(());
        }
        if out.is_null() {
            return Err(null_arg());
        }
        for (n, v) in all[start as usize..end].iter().enumerate() {
            // SAFETY: the caller's contract: `out` holds `count` writable values.
            unsafe { out.cast::<T>().add(n).write_unaligned(*v) };
        }
        Ok(())
    })
}

fn float_record(
    r: &mut crate::objects::state_block::ConstantRecord,
) -> &mut std::collections::BTreeMap<u32, [f32; 4]> {
    &mut r.float
}

fn int_record(
    r: &mut crate::objects::state_block::ConstantRecord,
) -> &mut std::collections::BTreeMap<u32, [i32; 4]> {
    &mut r.int
}

fn bool_record(
    r: &mut crate::objects::state_block::ConstantRecord,
) -> &mut std::collections::BTreeMap<u32, i32> {
    &mut r.bool
}

/// `IDirect3DDevice9::SetVertexShaderConstantF(UINT start_register, const void * data, UINT count)`.
pub(crate) unsafe extern "system" fn set_vertex_shader_constant_f(
    this: *mut Device9,
    start_register: u32,
    data: *const c_void,
    count: u32,
) -> HRESULT {
    set_constants::<[f32; 4]>(
        this,
        "IDirect3DDevice9::SetVertexShaderConstantF",
        Stage::Vertex,
        start_register,
        data,
        count,
        float_record,
        |c| c.float.len(),
        apply_constant_f,
    )
}

/// `IDirect3DDevice9::GetVertexShaderConstantF(UINT start_register, void * data, UINT count)`.
pub(crate) unsafe extern "system" fn get_vertex_shader_constant_f(
    this: *mut Device9,
    start_register: u32,
    data: *mut c_void,
    count: u32,
) -> HRESULT {
    get_constants::<[f32; 4]>(
        this,
        "IDirect3DDevice9::GetVertexShaderConstantF",
        Stage::Vertex,
        start_register,
        data,
        count,
        |c| &c.float,
    )
}

/// `IDirect3DDevice9::SetVertexShaderConstantI(UINT start_register, const void * data, UINT count)`.
pub(crate) unsafe extern "system" fn set_vertex_shader_constant_i(
    this: *mut Device9,
    start_register: u32,
    data: *const c_void,
    count: u32,
) -> HRESULT {
    set_constants::<[i32; 4]>(
        this,
        "IDirect3DDevice9::SetVertexShaderConstantI",
        Stage::Vertex,
        start_register,
        data,
        count,
        int_record,
        |c| c.int.len(),
        apply_constant_i,
    )
}

/// `IDirect3DDevice9::GetVertexShaderConstantI(UINT start_register, void * data, UINT count)`.
pub(crate) unsafe extern "system" fn get_vertex_shader_constant_i(
    this: *mut Device9,
    start_register: u32,
    data: *mut c_void,
    count: u32,
) -> HRESULT {
    get_constants::<[i32; 4]>(
        this,
        "IDirect3DDevice9::GetVertexShaderConstantI",
        Stage::Vertex,
        start_register,
        data,
        count,
        |c| &c.int,
    )
}

/// `IDirect3DDevice9::SetVertexShaderConstantB(UINT start_register, const void * data, UINT count)`.
pub(crate) unsafe extern "system" fn set_vertex_shader_constant_b(
    this: *mut Device9,
    start_register: u32,
    data: *const c_void,
    count: u32,
) -> HRESULT {
    set_constants::<i32>(
        this,
        "IDirect3DDevice9::SetVertexShaderConstantB",
        Stage::Vertex,
        start_register,
        data,
        count,
        bool_record,
        |c| c.bool.len(),
        apply_constant_b,
    )
}

/// `IDirect3DDevice9::GetVertexShaderConstantB(UINT start_register, void * data, UINT count)`.
pub(crate) unsafe extern "system" fn get_vertex_shader_constant_b(
    this: *mut Device9,
    start_register: u32,
    data: *mut c_void,
    count: u32,
) -> HRESULT {
    get_constants::<i32>(
        this,
        "IDirect3DDevice9::GetVertexShaderConstantB",
        Stage::Vertex,
        start_register,
        data,
        count,
        |c| &c.bool,
    )
}

/// `IDirect3DDevice9::SetPixelShaderConstantF(UINT start_register, const void * data, UINT count)`.
pub(crate) unsafe extern "system" fn set_pixel_shader_constant_f(
    this: *mut Device9,
    start_register: u32,
    data: *const c_void,
    count: u32,
) -> HRESULT {
    set_constants::<[f32; 4]>(
        this,
        "IDirect3DDevice9::SetPixelShaderConstantF",
        Stage::Pixel,
        start_register,
        data,
        count,
        float_record,
        |c| c.float.len(),
        apply_constant_f,
    )
}

/// `IDirect3DDevice9::GetPixelShaderConstantF(UINT start_register, void * data, UINT count)`.
pub(crate) unsafe extern "system" fn get_pixel_shader_constant_f(
    this: *mut Device9,
    start_register: u32,
    data: *mut c_void,
    count: u32,
) -> HRESULT {
    get_constants::<[f32; 4]>(
        this,
        "IDirect3DDevice9::GetPixelShaderConstantF",
        Stage::Pixel,
        start_register,
        data,
        count,
        |c| &c.float,
    )
}

/// `IDirect3DDevice9::SetPixelShaderConstantI(UINT start_register, const void * data, UINT count)`.
pub(crate) unsafe extern "system" fn set_pixel_shader_constant_i(
    this: *mut Device9,
    start_register: u32,
    data: *const c_void,
    count: u32,
) -> HRESULT {
    set_constants::<[i32; 4]>(
        this,
        "IDirect3DDevice9::SetPixelShaderConstantI",
        Stage::Pixel,
        start_register,
        data,
        count,
        int_record,
        |c| c.int.len(),
        apply_constant_i,
    )
}

/// `IDirect3DDevice9::GetPixelShaderConstantI(UINT start_register, void * data, UINT count)`.
pub(crate) unsafe extern "system" fn get_pixel_shader_constant_i(
    this: *mut Device9,
    start_register: u32,
    data: *mut c_void,
    count: u32,
) -> HRESULT {
    get_constants::<[i32; 4]>(
        this,
        "IDirect3DDevice9::GetPixelShaderConstantI",
        Stage::Pixel,
        start_register,
        data,
        count,
        |c| &c.int,
    )
}

/// `IDirect3DDevice9::SetPixelShaderConstantB(UINT start_register, const void * data, UINT count)`.
pub(crate) unsafe extern "system" fn set_pixel_shader_constant_b(
    this: *mut Device9,
    start_register: u32,
    data: *const c_void,
    count: u32,
) -> HRESULT {
    set_constants::<i32>(
        this,
        "IDirect3DDevice9::SetPixelShaderConstantB",
        Stage::Pixel,
        start_register,
        data,
        count,
        bool_record,
        |c| c.bool.len(),
        apply_constant_b,
    )
}

/// `IDirect3DDevice9::GetPixelShaderConstantB(UINT start_register, void * data, UINT count)`.
pub(crate) unsafe extern "system" fn get_pixel_shader_constant_b(
    this: *mut Device9,
    start_register: u32,
    data: *mut c_void,
    count: u32,
) -> HRESULT {
    get_constants::<i32>(
        this,
        "IDirect3DDevice9::GetPixelShaderConstantB",
        Stage::Pixel,
        start_register,
        data,
        count,
        |c| &c.bool,
    )
}
