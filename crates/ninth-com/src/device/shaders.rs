//! `IDirect3DDevice9`: Vertex declarations, FVF, vertex and pixel shaders and their constants.
//!
//! The device keeps its bound declaration and shaders through bindings ([`ComRef`]), not COM
//! references, as D3D9 runtimes do: `Set*` changes no object's COM count, a program may
//! release a bound object (it keeps drawing until replaced, then it is freed), and objects
//! bound when the program releases the device do not keep it alive. `Get*` returns a COM
//! reference. A binding this module replaces is given back on the locked device, so the
//! last one frees the object's ninth-d3d9 object at once. `SetFVF` binds a declaration the
//! device makes for the code (once per code, kept through a binding of the device's), so
//! `GetVertexDeclaration` answers it, and `GetFVF` answers the FVF code a bound declaration
//! matches (0 where none does).

use std::ffi::c_void;

use ninth_scene::VertexElement;

pub(crate) use super::shader_constants::*;
use super::states::{invalid, null_arg};
use super::{Device9, DeviceState, with_state};
use crate::com::{HRESULT, S_OK, guard, write_out};
use crate::objects::child::{Bindable, ComRef, DeclRef, ShaderRef};
use crate::objects::shader::{self, Shader9, ShaderHandle};
use crate::objects::state_block::Layout;
use crate::objects::state_types::VertexElement9;
use crate::objects::vertex_declaration::{self, VertexDeclaration9};

/// `MAXD3DDECLLENGTH`: most elements of a declaration, `D3DDECL_END` not counted.
const MAX_DECL_LENGTH: usize = 64;
/// Most tokens a shader may have (a bound on reading a caller's unterminated bytecode).
const MAX_SHADER_TOKENS: usize = 1 << 20;

/// `D3DDECLTYPE` `FLOAT1` + n - 1 for n floats.
fn float_type(n: u8) -> u8 {
    n - 1
}

/// The elements (without `D3DDECL_END`) equivalent to FVF code `fvf`, `None` for codes with
/// no declaration form ninth knows.
pub(crate) fn fvf_elements(fvf: u32) -> Option<Vec<VertexElement>> {
    let mut out = Vec::new();
    let mut offset = 0u16;
    let mut push = |ty: u8, usage: u8, usage_index: u8, size: u16| {
        out.push(VertexElement {
            stream: 0,
            offset,
            ty,
            method: 0,
            usage,
            usage_index,
        });
        offset += size;
    };
    let position = fvf & 0x400e;
    match position {
        0x002 => push(2, 0, 0, 12),  // XYZ: FLOAT3 POSITION
        0x004 => push(3, 9, 0, 16),  // XYZRHW: FLOAT4 POSITIONT
        0x4002 => push(3, 0, 0, 16), // XYZW: FLOAT4 POSITION
        0x006 | 0x008 | 0x00a | 0x00c | 0x00e => {
            push(2, 0, 0, 12);
            let mut betas = ((position - 4) / 2) as u8;
            let last_beta = fvf & 0x9000; // LASTBETA_UBYTE4, LASTBETA_D3DCOLOR
            if last_beta != 0 {
                betas -= 1;
            }
            if betas > 0 {
                push(float_type(betas), 1, 0, u16::from(betas) * 4);
            }
            match last_beta {
                0 => {}
                0x1000 => push(5, 2, 0, 4), // UBYTE4 BLENDINDICES
                0x8000 => push(4, 2, 0, 4), // D3DCOLOR BLENDINDICES
                _ => return None,
            }
        }
        0 => {}
        _ => return None,
    }
    if fvf & 0x10 != 0 {
        push(2, 3, 0, 12); // NORMAL
    }
    if fvf & 0x20 != 0 {
        push(0, 4, 0, 4); // PSIZE
    }
    if fvf & 0x40 != 0 {
        push(4, 10, 0, 4); // DIFFUSE: D3DCOLOR COLOR0
    }
    if fvf & 0x80 != 0 {
        push(4, 10, 1, 4); // SPECULAR: D3DCOLOR COLOR1
    }
    let textures = (fvf >> 8) & 0xf;
    if textures > 8 {
        return None;
    }
    for n in 0..textures {
        let floats: u8 = match (fvf >> (16 + n * 2)) & 3 {
            0 => 2,
            1 => 3,
            2 => 4,
            _ => 1,
        };
        push(float_type(floats), 5, n as u8, u16::from(floats) * 4);
    }
    Some(out)
}

/// The FVF code whose declaration `elements` is, or 0.
fn declaration_fvf(elements: &[VertexElement]) -> u32 {
    let mut fvf = 0u32;
    let mut textures = 0u32;
    for e in elements {
        match (e.usage, e.usage_index, e.ty) {
            (0, 0, 2) => fvf |= 0x002,
            (0, 0, 3) => fvf |= 0x4002,
            (9, 0, 3) => fvf |= 0x004,
            (3, 0, 2) => fvf |= 0x10,
            (4, 0, 0) => fvf |= 0x20,
            (10, 0, 4) => fvf |= 0x40,
            (10, 1, 4) => fvf |= 0x80,
            (5, n, 0..=3) if u32::from(n) == textures => {
                let bits = match e.ty {
                    1 => 0,
                    2 => 1,
                    3 => 2,
                    _ => 3,
                };
                fvf |= bits << (16 + textures * 2);
                textures += 1;
            }
            _ => return 0,
        }
    }
    fvf |= textures << 8;
    // Only where the code's declaration is exactly this one (order and offsets).
    if fvf_elements(fvf).as_deref() == Some(elements) {
        fvf
    } else {
        0
    }
}

/// Gives a replaced binding back on the locked device.
fn unbind<V: 'static, T: Bindable>(
    old: Option<ComRef<V, T>>,
    dev: &mut ninth_d3d9::Device<'static>,
) {
    if let Some(old) = old {
        old.unbind(dev);
    }
}

/// Gives back the bindings a replaced layout of a recorded block held.
fn unbind_layout(old: Option<Layout>, dev: &mut ninth_d3d9::Device<'static>) {
    if let Some(Layout::Declaration(decl)) = old {
        unbind(decl, dev);
    }
}

/// Binds `new` as the device's declaration, giving the old binding back.
fn bind_declaration(s: &mut DeviceState, new: Option<DeclRef>) {
    let old = std::mem::replace(&mut s.com.declaration, new);
    unbind(old, &mut s.device);
}

/// `SetFVF(fvf)` on the device: the code, and the declaration made for it as the bound
/// declaration.
pub(crate) fn apply_fvf(
    s: &mut DeviceState,
    this: *mut Device9,
    fvf: u32,
) -> ninth_d3d9::Result<()> {
    s.device.set_fvf(fvf)?;
    let decl = match s.com.fvf_declarations.get(&fvf) {
        Some(d) => Some(d.clone()),
        None => fvf_declaration(s, this, fvf),
    };
    bind_declaration(s, decl);
    Ok(())
}

/// A new declaration object for FVF code `fvf`, kept by the device; `None` (logged) where
/// the code has no declaration form (the FVF is still set: `GetVertexDeclaration` then
/// answers null).
fn fvf_declaration(s: &mut DeviceState, this: *mut Device9, fvf: u32) -> Option<DeclRef> {
    let Some(elements) = fvf_elements(fvf) else {
        tracing::debug!("SetFVF({fvf:#x}): no declaration of the code");
        return None;
    };
    let handle = match s.device.create_vertex_declaration(&elements) {
        Ok(h) => h,
        Err(e) => {
            tracing::debug!("SetFVF({fvf:#x}): no declaration of the code: {e}");
            return None;
        }
    };
    let mut list: Vec<VertexElement9> = elements.into_iter().map(Into::into).collect();
    list.push(VertexElement9::END);
    let object = vertex_declaration::create(this, false, handle, list, fvf);
    // SAFETY: `create` returned a live object (no COM reference); the cache's binding
    // keeps it.
    let cached = unsafe { ComRef::bind(object) }?;
    s.com.fvf_declarations.insert(fvf, cached.clone());
    Some(cached)
}

/// `SetVertexDeclaration` on the device.
pub(crate) fn apply_declaration(
    s: &mut DeviceState,
    decl: Option<DeclRef>,
) -> ninth_d3d9::Result<()> {
    s.device
        .set_vertex_declaration(decl.as_ref().map(|d| d.get().data.handle))?;
    bind_declaration(s, decl);
    Ok(())
}

/// `SetVertexShader` on the device.
pub(crate) fn apply_vertex_shader(
    s: &mut DeviceState,
    shader: Option<ShaderRef>,
) -> ninth_d3d9::Result<()> {
    let handle = match shader.as_ref().map(|sh| sh.get().data.handle) {
        None => None,
        Some(ShaderHandle::Vertex(h)) => Some(h),
        Some(ShaderHandle::Pixel(_)) => return Err(invalid("a pixel shader for SetVertexShader")),
    };
    s.device.set_vertex_shader(handle)?;
    let old = std::mem::replace(&mut s.com.vertex_shader, shader);
    unbind(old, &mut s.device);
    Ok(())
}

/// `SetPixelShader` on the device.
pub(crate) fn apply_pixel_shader(
    s: &mut DeviceState,
    shader: Option<ShaderRef>,
) -> ninth_d3d9::Result<()> {
    let handle = match shader.as_ref().map(|sh| sh.get().data.handle) {
        None => None,
        Some(ShaderHandle::Pixel(h)) => Some(h),
        Some(ShaderHandle::Vertex(_)) => return Err(invalid("a vertex shader for SetPixelShader")),
    };
    s.device.set_pixel_shader(handle)?;
    let old = std::mem::replace(&mut s.com.pixel_shader, shader);
    unbind(old, &mut s.device);
    Ok(())
}

/// Writes a new object's pointer to `out` (checked non-null by the caller's body).
fn write_object(out: *mut c_void, object: *mut c_void) -> HRESULT {
    // SAFETY: `out` was checked non-null; the caller passes a writable pointer.
    unsafe { write_out(out.cast::<*mut c_void>(), object) }
}

/// `IDirect3DDevice9::CreateVertexDeclaration(const D3DVERTEXELEMENT9 * elements, IDirect3DVertexDeclaration9 * * declaration)`.
pub(crate) unsafe extern "system" fn create_vertex_declaration(
    this: *mut Device9,
    elements: *const c_void,
    declaration: *mut c_void,
) -> HRESULT {
    let mut made = None;
    let hr = with_state(this, "IDirect3DDevice9::CreateVertexDeclaration", |s| {
        if elements.is_null() || declaration.is_null() {
            return Err(null_arg());
        }
        let mut list = Vec::new();
        loop {
            if list.len() > MAX_DECL_LENGTH {
                return Err(invalid("a declaration without D3DDECL_END in 65 elements"));
            }
            // SAFETY: D3D9's contract: `elements` is an array ending with D3DDECL_END,
            // read one element at a time up to it (unaligned: a C array of WORDs/BYTEs).
            let e = unsafe {
                elements
                    .cast::<VertexElement9>()
                    .add(list.len())
                    .read_unaligned()
            };
            if e.stream == 0xff {
                break;
            }
            list.push(e);
        }
        let scene: Vec<VertexElement> = list.iter().map(|&e| e.into()).collect();
        let handle = s.device.create_vertex_declaration(&scene)?;
        list.push(VertexElement9::END);
        made = Some((handle, list, declaration_fvf(&scene)));
        Ok(())
    });
    match made {
        Some((handle, list, fvf)) if hr == S_OK => {
            guard("IDirect3DDevice9::CreateVertexDeclaration", || {
                let object = vertex_declaration::create(this, true, handle, list, fvf);
                write_object(declaration, object.cast())
            })
        }
        _ => hr,
    }
}

/// `IDirect3DDevice9::SetVertexDeclaration(IDirect3DVertexDeclaration9 * p_decl)`.
pub(crate) unsafe extern "system" fn set_vertex_declaration(
    this: *mut Device9,
    p_decl: *mut c_void,
) -> HRESULT {
    with_state(this, "IDirect3DDevice9::SetVertexDeclaration", |s| {
        // SAFETY: COM's contract: `p_decl` is null or a live declaration.
        let decl = unsafe { ComRef::bind(p_decl.cast::<VertexDeclaration9>()) };
        if decl.as_ref().is_some_and(|d| d.get().data.device != this) {
            return Err(invalid("a declaration of another device"));
        }
        match s.com.recording.as_deref_mut() {
            Some(rec) => {
                let old = rec.layout.replace(Layout::Declaration(decl));
                unbind_layout(old, &mut s.device);
                Ok(())
            }
            None => apply_declaration(s, decl),
        }
    })
}

/// `IDirect3DDevice9::GetVertexDeclaration(IDirect3DVertexDeclaration9 * * pp_decl)`: the
/// bound declaration with one more reference, or null.
pub(crate) unsafe extern "system" fn get_vertex_declaration(
    this: *mut Device9,
    pp_decl: *mut c_void,
) -> HRESULT {
    with_state(this, "IDirect3DDevice9::GetVertexDeclaration", |s| {
        if pp_decl.is_null() {
            return Err(null_arg());
        }
        let p = s
            .com
            .declaration
            .as_ref()
            .map_or(std::ptr::null_mut(), ComRef::to_out);
        write_object(pp_decl, p);
        Ok(())
    })
}

/// `IDirect3DDevice9::SetFVF(DWORD fvf)`: 0 is accepted and changes nothing, as in D3D9.
pub(crate) unsafe extern "system" fn set_fvf(this: *mut Device9, fvf: u32) -> HRESULT {
    with_state(this, "IDirect3DDevice9::SetFVF", |s| {
        if fvf == 0 {
            return Ok(());
        }
        match s.com.recording.as_deref_mut() {
            Some(rec) => {
                let old = rec.layout.replace(Layout::Fvf(fvf));
                unbind_layout(old, &mut s.device);
                Ok(())
            }
            None => apply_fvf(s, this, fvf),
        }
    })
}

/// `IDirect3DDevice9::GetFVF(DWORD * p_fvf)`.
pub(crate) unsafe extern "system" fn get_fvf(this: *mut Device9, p_fvf: *mut c_void) -> HRESULT {
    with_state(this, "IDirect3DDevice9::GetFVF", |s| {
        if p_fvf.is_null() {
            return Err(null_arg());
        }
        let fvf = match s.device.fvf() {
            0 => s.com.declaration.as_ref().map_or(0, |d| d.get().data.fvf),
            fvf => fvf,
        };
        // SAFETY: checked non-null; the caller passes a writable DWORD.
        unsafe { write_out(p_fvf.cast::<u32>(), fvf) };
        Ok(())
    })
}

/// The tokens of a caller's shader up to and with its end token.
///
/// # Safety
/// `code` is a readable shader bytecode ending with `D3DSIO_END`.
unsafe fn shader_tokens(code: *const u32) -> ninth_d3d9::Result<Vec<u32>> {
    // SAFETY: (all reads) D3D9's contract: the bytecode is readable up to its end token,
    // and each read here is at most that far (instruction lengths and comments are
    // followed; reads are unaligned-safe).
    let token = |n: usize| unsafe { code.add(n).read_unaligned() };
    let version = token(0);
    let major = (version >> 8) & 0xff;
    let mut n = 1;
    loop {
        if n > MAX_SHADER_TOKENS {
            return Err(invalid("shader bytecode without an end token"));
        }
        let t = token(n);
        if t == 0x0000_ffff {
            return Ok((0..=n).map(token).collect());
        }
        let opcode = t & 0xffff;
        if opcode == 0xfffe {
            // A comment: its length in bits 16-30.
            n += 1 + ((t >> 16) & 0x7fff) as usize;
        } else if major >= 2 {
            // Instruction length in bits 24-27.
            n += 1 + ((t >> 24) & 0xf) as usize;
        } else if opcode == 0x51 {
            // 1.x `def`: a destination and four raw values.
            n += 6;
        } else {
            // 1.x: parameter tokens have bit 31 set.
            n += 1;
            while token(n) & 0x8000_0000 != 0 {
                n += 1;
            }
        }
    }
}

/// `CreateVertexShader` / `CreatePixelShader`.
fn create_shader(
    this: *mut Device9,
    method: &'static str,
    byte_code: *const c_void,
    out: *mut c_void,
    pixel: bool,
) -> HRESULT {
    let mut made = None;
    let hr = with_state(this, method, |s| {
        if byte_code.is_null() || out.is_null() {
            return Err(null_arg());
        }
        // SAFETY: D3D9's contract: `byte_code` is a shader ending with its end token.
        let tokens = unsafe { shader_tokens(byte_code.cast::<u32>()) }?;
        let handle = if pixel {
            ShaderHandle::Pixel(s.device.create_pixel_shader(&tokens)?)
        } else {
            ShaderHandle::Vertex(s.device.create_vertex_shader(&tokens)?)
        };
        made = Some((handle, tokens));
        Ok(())
    });
    match made {
        Some((handle, tokens)) if hr == S_OK => guard(method, || {
            let object = shader::create(this, handle, tokens);
            write_object(out, object.cast())
        }),
        _ => hr,
    }
}

/// `SetVertexShader` / `SetPixelShader`.
fn set_shader(this: *mut Device9, method: &'static str, p: *mut c_void, pixel: bool) -> HRESULT {
    with_state(this, method, |s| {
        // SAFETY: COM's contract: `p` is null or a live shader.
        let sh = unsafe { ComRef::bind(p.cast::<Shader9>()) };
        if let Some(r) = &sh {
            if r.get().data.device != this {
                return Err(invalid("a shader of another device"));
            }
            if matches!(r.get().data.handle, ShaderHandle::Pixel(_)) != pixel {
                return Err(invalid("a shader of the other kind"));
            }
        }
        match (s.com.recording.as_deref_mut(), pixel) {
            (Some(rec), false) => {
                let old = rec.vertex_shader.replace(sh);
                unbind(old.flatten(), &mut s.device);
                Ok(())
            }
            (Some(rec), true) => {
                let old = rec.pixel_shader.replace(sh);
                unbind(old.flatten(), &mut s.device);
                Ok(())
            }
            (None, false) => apply_vertex_shader(s, sh),
            (None, true) => apply_pixel_shader(s, sh),
        }
    })
}

/// `GetVertexShader` / `GetPixelShader`.
fn get_shader(this: *mut Device9, method: &'static str, out: *mut c_void, pixel: bool) -> HRESULT {
    with_state(this, method, |s| {
        if out.is_null() {
            return Err(null_arg());
        }
        let bound = if pixel {
            &s.com.pixel_shader
        } else {
            &s.com.vertex_shader
        };
        write_object(
            out,
            bound.as_ref().map_or(std::ptr::null_mut(), ComRef::to_out),
        );
        Ok(())
    })
}

/// `IDirect3DDevice9::CreateVertexShader(const DWORD * byte_code, IDirect3DVertexShader9 * * shader)`.
pub(crate) unsafe extern "system" fn create_vertex_shader(
    this: *mut Device9,
    byte_code: *const c_void,
    shader: *mut c_void,
) -> HRESULT {
    create_shader(
        this,
        "IDirect3DDevice9::CreateVertexShader",
        byte_code,
        shader,
        false,
    )
}

/// `IDirect3DDevice9::SetVertexShader(IDirect3DVertexShader9 * p_shader)`.
pub(crate) unsafe extern "system" fn set_vertex_shader(
    this: *mut Device9,
    p_shader: *mut c_void,
) -> HRESULT {
    set_shader(this, "IDirect3DDevice9::SetVertexShader", p_shader, false)
}

/// `IDirect3DDevice9::GetVertexShader(IDirect3DVertexShader9 * * pp_shader)`.
pub(crate) unsafe extern "system" fn get_vertex_shader(
    this: *mut Device9,
    pp_shader: *mut c_void,
) -> HRESULT {
    get_shader(this, "IDirect3DDevice9::GetVertexShader", pp_shader, false)
}

/// `IDirect3DDevice9::CreatePixelShader(const DWORD * byte_code, IDirect3DPixelShader9 * * shader)`.
pub(crate) unsafe extern "system" fn create_pixel_shader(
    this: *mut Device9,
    byte_code: *const c_void,
    shader: *mut c_void,
) -> HRESULT {
    create_shader(
        this,
        "IDirect3DDevice9::CreatePixelShader",
        byte_code,
        shader,
        true,
    )
}

/// `IDirect3DDevice9::SetPixelShader(IDirect3DPixelShader9 * p_shader)`.
pub(crate) unsafe extern "system" fn set_pixel_shader(
    this: *mut Device9,
    p_shader: *mut c_void,
) -> HRESULT {
    set_shader(this, "IDirect3DDevice9::SetPixelShader", p_shader, true)
}

/// `IDirect3DDevice9::GetPixelShader(IDirect3DPixelShader9 * * pp_shader)`.
pub(crate) unsafe extern "system" fn get_pixel_shader(
    this: *mut Device9,
    pp_shader: *mut c_void,
) -> HRESULT {
    get_shader(this, "IDirect3DDevice9::GetPixelShader", pp_shader, true)
}
