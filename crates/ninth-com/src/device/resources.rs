//! `IDirect3DDevice9`: Resource creation, surfaces and copies between them, render targets,
//! textures, streams and indices.
//!
//! The resource objects are in `crate::objects`. The device's references to bound objects
//! (textures per sampler, render targets, the depth-stencil surface, stream sources, indices)
//! and its back-buffer and depth-stencil surface objects are kept in a table of this module,
//! one entry per device object: bindings are the objects' `binds` counts, not their COM
//! counts (see `objects::resource`).

use std::collections::HashMap;
use std::ffi::c_void;
use std::sync::{LazyLock, Mutex};

use ninth_d3d9::{LockBox, StreamSource, SurfaceRef, TextureDesc, TextureHandle, TextureShape};
use ninth_scene::format::format_layout;

use super::{Device9, DeviceState, lock};
use crate::com::{D3DERR_INVALIDCALL, D3DERR_NOTFOUND, HRESULT, S_OK, guard, hresult, unsupported};
use crate::objects::buffer::{
    Buffer9, BufferData, BufferHandle, IDirect3DBuffer9Vtbl, INDEX_BUFFER_VTBL, VERTEX_BUFFER_VTBL,
};
use crate::objects::resource::{BufferDesc, Payload, Res, SurfaceDesc, pool, rtype, usage};
use crate::objects::surface::{self, Surface9, SurfaceData, SurfaceKind};
use crate::objects::texture::{
    CUBE_TEXTURE_VTBL, IDirect3DCubeTexture9Vtbl, IDirect3DTexture9Vtbl,
    IDirect3DVolumeTexture9Vtbl, Shape, TEXTURE_VTBL, Texture9, TextureData, VOLUME_TEXTURE_VTBL,
    vtbl_of,
};
use crate::types::{Point, Rect};

/// Sampler slots: stages 0-15, `D3DDMAPSAMPLER` (256), `D3DVERTEXTEXTURESAMPLER0-3`.
const SLOTS: usize = 21;
/// Render targets.
const TARGETS: usize = 4;
/// Vertex streams.
const STREAMS: usize = 16;
/// `D3DFMT_A8R8G8B8`.
const A8R8G8B8: u32 = 21;
/// `D3DFMT_X8R8G8B8`.
const X8R8G8B8: u32 = 22;
/// `D3DFMT_VERTEXDATA`.
const VERTEXDATA: u32 = 100;

/// What a device holds of the objects bound to it (interface pointers as addresses).
struct Bindings {
    textures: [usize; SLOTS],
    streams: [(usize, u32, u32); STREAMS],
    frequencies: [u32; STREAMS],
    indices: usize,
    targets: [usize; TARGETS],
    depth: usize,
}

/// This module's record of one device object.
struct Entry {
    /// A texture made in the ninth-d3d9 device with the entry: while the device has it, the
    /// entry is this device's (a later device object at the same address, or a device
    /// replaced under the object, does not have it).
    token: TextureHandle,
    /// The back-buffer surface object (one binding of its own, as the automatic
    /// depth-stencil surface object has: they live as long as the device).
    back: usize,
    /// The automatic depth-stencil surface object (0 without one).
    auto_depth: usize,
    bindings: Bindings,
}

/// The entries, by device object address.
static DEVICES: LazyLock<Mutex<HashMap<usize, Entry>>> =
    LazyLock::new(|| Mutex::new(HashMap::new()));

/// The token texture's description (an unlikely one: checked with the handle).
const TOKEN: TextureDesc = TextureDesc {
    shape: TextureShape::Volume(3, 5, 7),
    format: A8R8G8B8,
    levels: 1,
    usage: 0,
    pool: pool::SCRATCH,
};

/// A bad argument: one log line, `D3DERR_INVALIDCALL`.
fn bad(method: &'static str, why: &str) -> HRESULT {
    tracing::warn!("{method}: {why}");
    D3DERR_INVALIDCALL
}

/// Runs `body` on the device state (under its lock, panics caught); a null device is
/// `D3DERR_INVALIDCALL`.
fn run(
    this: *mut Device9,
    method: &'static str,
    body: impl FnOnce(&mut DeviceState) -> Result<(), HRESULT>,
) -> HRESULT {
    guard(method, || {
        // SAFETY: COM's contract: `this` is a live device the caller holds a reference to.
        let Some(object) = (unsafe { Device9::get(this) }) else {
            return D3DERR_INVALIDCALL;
        };
        let result = body(&mut lock(&object.data.state));
        crate::objects::resource::drop_deferred();
        match result {
            Ok(()) => S_OK,
            Err(hr) => hr,
        }
    })
}

/// A ninth-d3d9 result as an `HRESULT` result (logged once).
fn check<T>(method: &'static str, r: ninth_d3d9::Result<T>) -> Result<T, HRESULT> {
    r.map_err(|e| hresult(method, &e))
}

/// A new entry: the token, the back-buffer and depth-stencil surface objects, render
/// target 0 the back buffer and the depth-stencil surface the automatic one.
fn new_entry(this: *mut Device9, s: &mut DeviceState) -> ninth_d3d9::Result<Entry> {
    let token = s.device.create_texture(TOKEN)?;
    let p = s.device.params();
    let own = |surface, format, usage| {
        let desc = SurfaceDesc {
            format,
            rtype: rtype::SURFACE,
            usage,
            pool: pool::DEFAULT,
            multi_sample_type: p.multisample,
            multi_sample_quality: 0,
            width: p.width,
            height: p.height,
        };
        let o = Surface9::create_child(
            surface::surface_vtbl(),
            this,
            SurfaceData::new(
                SurfaceKind::Device {
                    surface,
                    owned: true,
                },
                desc,
            ),
        );
        // SAFETY: just made. One binding for the entry, one for the slot it starts in.
        let object = unsafe { &*o };
        object.bind();
        object.bind();
        o as usize
    };
    let back = own(
        SurfaceRef::Backbuffer,
        p.backbuffer_format,
        usage::RENDERTARGET,
    );
    let auto_depth = match (s.device.auto_depth_stencil(), p.depth_format) {
        (Some(h), Some(f)) => own(SurfaceRef::Surface(h), f, usage::DEPTHSTENCIL),
        _ => 0,
    };
    let mut targets = [0; TARGETS];
    targets[0] = back;
    Ok(Entry {
        token,
        back,
        auto_depth,
        bindings: Bindings {
            textures: [0; SLOTS],
            streams: [(0, 0, 0); STREAMS],
            frequencies: [1; STREAMS],
            indices: 0,
            targets,
            depth: auto_depth,
        },
    })
}

/// Runs `f` on the device's entry, made on first use (an entry left by a device object
/// freed at the same address is dropped: its objects belonged to that device).
fn with_entry<R>(
    this: *mut Device9,
    method: &'static str,
    s: &mut DeviceState,
    f: impl FnOnce(&mut Entry, &mut DeviceState) -> R,
) -> Result<R, HRESULT> {
    let mut table = lock(&DEVICES);
    let current = table.get(&(this as usize)).is_some_and(|e| {
        s.device
            .texture_desc(e.token)
            .is_ok_and(|(d, _)| d == TOKEN)
    });
    if !current {
        let entry = check(method, new_entry(this, s))?;
        table.insert(this as usize, entry);
    }
    let entry = table.get_mut(&(this as usize)).ok_or(D3DERR_INVALIDCALL)?;
    Ok(f(entry, s))
}

/// Runs `f` on the device's bindings.
fn with_bindings<R>(
    this: *mut Device9,
    method: &'static str,
    s: &mut DeviceState,
    f: impl FnOnce(&mut Bindings, &mut DeviceState) -> R,
) -> Result<R, HRESULT> {
    with_entry(this, method, s, |e, s| f(&mut e.bindings, s))
}

/// What `Reset` does to the bindings (for `swapchain.rs`, under the device's lock once the
/// ninth-d3d9 device is reset): every binding is given up (an object the program no longer
/// holds is freed), render target 0 is the back buffer and the depth-stencil surface the
/// automatic one again, their objects made anew on next use from the new parameters.
#[allow(dead_code)] // called by Reset
pub(crate) fn reset_bindings(this: *mut Device9, s: &mut DeviceState) {
    let Some(entry) = lock(&DEVICES).remove(&(this as usize)) else {
        return;
    };
    let b = &entry.bindings;
    for &p in b.textures.iter().filter(|&&p| p != 0) {
        // SAFETY: the entry held a binding reference to it.
        unsafe { Res::unbind(p as *mut Texture9, &mut s.device) };
    }
    let buffers = b.streams.iter().map(|x| x.0).chain([b.indices]);
    for p in buffers.filter(|&p| p != 0) {
        // SAFETY: the entry held a binding reference to it.
        unsafe { Res::unbind(p as *mut Buffer9, &mut s.device) };
    }
    // The targets' bindings, then the entry's own on its two surfaces.
    let surfaces = b
        .targets
        .iter()
        .copied()
        .chain([b.depth, entry.back, entry.auto_depth]);
    for p in surfaces.filter(|&p| p != 0) {
        // SAFETY: the entry held a binding reference to it.
        unsafe { Res::unbind(p as *mut Surface9, &mut s.device) };
    }
}

/// Puts `new` in a binding slot: it takes a binding reference, the old one gives its up
/// (freed when nothing else holds it, after ninth-d3d9 no longer binds it).
fn rebind<T: Payload>(slot: &mut usize, new: *mut Res<T>, s: &mut DeviceState) {
    // SAFETY: `new` is null or a live object the caller checked.
    if let Some(o) = unsafe { Res::get(new) } {
        o.bind();
    }
    let old = std::mem::replace(slot, new as usize);
    if old != 0 {
        // SAFETY: the slot held a binding reference to `old`.
        unsafe { Res::unbind(old as *mut Res<T>, &mut s.device) };
    }
}

/// Writes an interface pointer (with a reference) or null through `out`.
///
/// # Safety
/// `out` is a writable `void**`; `p` is 0 or a live object.
unsafe fn write_object<T: Payload>(out: *mut c_void, p: usize) {
    // SAFETY: `p` is 0 or live.
    if let Some(o) = unsafe { Res::get(p as *mut Res<T>) } {
        o.add_ref();
    }
    // SAFETY: the caller guarantees `out` is writable.
    unsafe { out.cast::<*mut c_void>().write(p as *mut c_void) };
}

/// The texture object of this device behind an `IDirect3DBaseTexture9*` (checked by its
/// vtable and device).
///
/// # Safety
/// `p` is null or a live COM object.
unsafe fn as_texture<'a>(this: *mut Device9, p: *mut c_void) -> Option<&'a Texture9> {
    if p.is_null() {
        return None;
    }
    // SAFETY: a COM object starts with its vtable pointer.
    let vtbl = unsafe { *p.cast::<*const c_void>() };
    let ours = [
        (&TEXTURE_VTBL as *const IDirect3DTexture9Vtbl).cast::<c_void>(),
        (&CUBE_TEXTURE_VTBL as *const IDirect3DCubeTexture9Vtbl).cast(),
        (&VOLUME_TEXTURE_VTBL as *const IDirect3DVolumeTexture9Vtbl).cast(),
    ];
    // SAFETY: one of this crate's texture vtables: a texture object.
    ours.contains(&vtbl)
        .then(|| unsafe { &*p.cast::<Texture9>() })
        .filter(|t| t.device == this)
}

/// The surface object of this device behind an `IDirect3DSurface9*` (checked by its vtable
/// and device).
///
/// # Safety
/// `p` is null or a live COM object.
unsafe fn as_surface<'a>(this: *mut Device9, p: *mut c_void) -> Option<&'a Surface9> {
    if p.is_null() {
        return None;
    }
    // SAFETY: a COM object starts with its vtable pointer.
    let vtbl = unsafe { *p.cast::<*const c_void>() };
    // SAFETY: this crate's surface vtable: a surface object.
    (vtbl == surface::surface_vtbl())
        .then(|| unsafe { &*p.cast::<Surface9>() })
        .filter(|o| o.device == this)
}

/// The buffer object behind a vertex (`index` false) or index buffer pointer.
///
/// # Safety
/// `p` is null or a live COM object.
unsafe fn as_buffer<'a>(this: *mut Device9, p: *mut c_void, index: bool) -> Option<&'a Buffer9> {
    if p.is_null() {
        return None;
    }
    // SAFETY: a COM object starts with its vtable pointer.
    let vtbl = unsafe { *p.cast::<*const c_void>() };
    let want: *const IDirect3DBuffer9Vtbl = if index {
        &INDEX_BUFFER_VTBL
    } else {
        &VERTEX_BUFFER_VTBL
    };
    // SAFETY: this crate's buffer vtable: a buffer object.
    (vtbl == want.cast())
        .then(|| unsafe { &*p.cast::<Buffer9>() })
        .filter(|o| o.device == this)
}

/// The sampler slot of a `SetTexture` stage.
fn slot(stage: u32) -> Option<usize> {
    match stage {
        0..16 => Some(stage as usize),
        256..=260 => Some(stage as usize - 256 + 16),
        _ => None,
    }
}

/// A `RECT` pointer as a ninth-d3d9 rectangle (`None` for null).
///
/// # Safety
/// `r` is null or a readable `RECT`.
unsafe fn rect(r: *const c_void) -> Option<ninth_d3d9::Rect> {
    // SAFETY: null or readable.
    unsafe { r.cast::<Rect>().as_ref() }.map(|r| ninth_d3d9::Rect {
        left: r.left,
        top: r.top,
        right: r.right,
        bottom: r.bottom,
    })
}

/// `IDirect3DDevice9::GetBackBuffer(UINT i_swap_chain, UINT i_back_buffer, D3DBACKBUFFER_TYPE type_, IDirect3DSurface9 * * pp_back_buffer)`.
pub(crate) unsafe extern "system" fn get_back_buffer(
    this: *mut Device9,
    i_swap_chain: u32,
    i_back_buffer: u32,
    type_: u32,
    pp_back_buffer: *mut c_void,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::GetBackBuffer";
    run(this, M, |s| {
        if pp_back_buffer.is_null() || i_swap_chain != 0 || i_back_buffer != 0 || type_ != 0 {
            return Err(bad(
                M,
                "swap chain 0, back buffer 0, D3DBACKBUFFER_TYPE_MONO and an out pointer",
            ));
        }
        let back = with_entry(this, M, s, |e, _| e.back)?;
        // SAFETY: checked non-null; the back-buffer object lives as long as the device.
        unsafe { write_object::<SurfaceData>(pp_back_buffer, back) };
        Ok(())
    })
}

/// The checks and ninth-d3d9 texture of `Create*Texture`, and the object.
#[allow(clippy::too_many_arguments)]
fn create_texture_object(
    this: *mut Device9,
    method: &'static str,
    shape: TextureShape,
    levels: u32,
    usage_: u32,
    format: u32,
    pool_: u32,
    out: *mut c_void,
    shared: *mut c_void,
) -> HRESULT {
    run(this, method, |s| {
        if out.is_null() || !shared.is_null() {
            return Err(bad(method, "a null out pointer or a shared handle"));
        }
        if pool_ > pool::SCRATCH {
            return Err(bad(
                method,
                "D3DPOOL is not DEFAULT, MANAGED, SYSTEMMEM or SCRATCH",
            ));
        }
        if usage_ & usage::AUTOGENMIPMAP != 0 && (pool_ == pool::SYSTEMMEM || levels > 1) {
            return Err(bad(
                method,
                "D3DUSAGE_AUTOGENMIPMAP needs levels 0 or 1 and a pool other than SYSTEMMEM",
            ));
        }
        if usage_ & (usage::RENDERTARGET | usage::DYNAMIC) == usage::RENDERTARGET | usage::DYNAMIC {
            return Err(bad(method, "a render-target texture cannot be dynamic"));
        }
        // ninth-d3d9 keeps a DEFAULT texture the program cannot lock as MANAGED so that
        // UpdateSurface / UpdateTexture can fill it; the object enforces DEFAULT's rules.
        let device_only = usage::RENDERTARGET | usage::DEPTHSTENCIL | usage::DYNAMIC;
        let ninth_pool = if pool_ == pool::DEFAULT && usage_ & device_only == 0 {
            pool::MANAGED
        } else {
            pool_
        };
        let desc = TextureDesc {
            shape,
            format,
            levels,
            usage: usage_,
            pool: ninth_pool,
        };
        let handle = check(method, s.device.create_texture(desc))?;
        let (_, level_count) = check(method, s.device.texture_desc(handle))?;
        let (kind, size) = match shape {
            TextureShape::TwoD(w, h) => (Shape::TwoD, (w, h, 1)),
            TextureShape::Cube(e) => (Shape::Cube, (e, e, 1)),
            TextureShape::Volume(w, h, d) => (Shape::Volume, (w, h, d)),
        };
        let data = TextureData::new(kind, handle, format, usage_, pool_, level_count, size);
        let object = Texture9::create(vtbl_of(kind), this, data);
        // SAFETY: checked non-null; the caller passes a writable pointer.
        unsafe { out.cast::<*mut c_void>().write(object.cast()) };
        Ok(())
    })
}

/// `IDirect3DDevice9::CreateTexture(UINT width, UINT height, UINT levels, DWORD usage, D3DFORMAT format, D3DPOOL pool, IDirect3DTexture9 * * pp_texture, HANDLE * p_shared_handle)`.
pub(crate) unsafe extern "system" fn create_texture(
    this: *mut Device9,
    width: u32,
    height: u32,
    levels: u32,
    usage: u32,
    format: u32,
    pool: u32,
    pp_texture: *mut c_void,
    p_shared_handle: *mut c_void,
) -> HRESULT {
    create_texture_object(
        this,
        "IDirect3DDevice9::CreateTexture",
        TextureShape::TwoD(width, height),
        levels,
        usage,
        format,
        pool,
        pp_texture,
        p_shared_handle,
    )
}

/// `IDirect3DDevice9::CreateVolumeTexture(UINT width, UINT height, UINT depth, UINT levels, DWORD usage, D3DFORMAT format, D3DPOOL pool, IDirect3DVolumeTexture9 * * pp_volume_texture, HANDLE * p_shared_handle)`.
pub(crate) unsafe extern "system" fn create_volume_texture(
    this: *mut Device9,
    width: u32,
    height: u32,
    depth: u32,
    levels: u32,
    usage: u32,
    format: u32,
    pool: u32,
    pp_volume_texture: *mut c_void,
    p_shared_handle: *mut c_void,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::CreateVolumeTexture";
    if usage & (self::usage::RENDERTARGET | self::usage::DEPTHSTENCIL) != 0 {
        return bad(
            M,
            "volume textures cannot be render targets or depth-stencil surfaces",
        );
    }
    create_texture_object(
        this,
        M,
        TextureShape::Volume(width, height, depth),
        levels,
        usage,
        format,
        pool,
        pp_volume_texture,
        p_shared_handle,
    )
}

/// `IDirect3DDevice9::CreateCubeTexture(UINT edge_length, UINT levels, DWORD usage, D3DFORMAT format, D3DPOOL pool, IDirect3DCubeTexture9 * * pp_cube_texture, HANDLE * p_shared_handle)`.
pub(crate) unsafe extern "system" fn create_cube_texture(
    this: *mut Device9,
    edge_length: u32,
    levels: u32,
    usage: u32,
    format: u32,
    pool: u32,
    pp_cube_texture: *mut c_void,
    p_shared_handle: *mut c_void,
) -> HRESULT {
    create_texture_object(
        this,
        "IDirect3DDevice9::CreateCubeTexture",
        TextureShape::Cube(edge_length),
        levels,
        usage,
        format,
        pool,
        pp_cube_texture,
        p_shared_handle,
    )
}

/// `CreateVertexBuffer` / `CreateIndexBuffer`.
#[allow(clippy::too_many_arguments)]
fn create_buffer(
    this: *mut Device9,
    method: &'static str,
    index_format: Option<u32>,
    length: u32,
    usage_: u32,
    fvf: u32,
    pool_: u32,
    out: *mut c_void,
    shared: *mut c_void,
) -> HRESULT {
    run(this, method, |s| {
        if out.is_null() || !shared.is_null() {
            return Err(bad(method, "a null out pointer or a shared handle"));
        }
        if pool_ >= pool::SCRATCH {
            return Err(bad(
                method,
                "buffers are in D3DPOOL_DEFAULT, MANAGED or SYSTEMMEM",
            ));
        }
        if usage_ & usage::DYNAMIC != 0 && pool_ == pool::MANAGED {
            return Err(bad(method, "D3DUSAGE_DYNAMIC buffers cannot be managed"));
        }
        let (handle, vtbl, desc) = match index_format {
            None => {
                let h = check(method, s.device.create_vertex_buffer(length, usage_))?;
                let desc = BufferDesc {
                    format: VERTEXDATA,
                    rtype: rtype::VERTEXBUFFER,
                    usage: usage_,
                    pool: pool_,
                    size: length,
                    fvf,
                };
                (BufferHandle::Vertex(h), &VERTEX_BUFFER_VTBL, desc)
            }
            Some(format) => {
                let h = check(method, s.device.create_index_buffer(length, usage_, format))?;
                let desc = BufferDesc {
                    format,
                    rtype: rtype::INDEXBUFFER,
                    usage: usage_,
                    pool: pool_,
                    size: length,
                    fvf: 0,
                };
                (BufferHandle::Index(h), &INDEX_BUFFER_VTBL, desc)
            }
        };
        let object = Buffer9::create(
            (vtbl as *const IDirect3DBuffer9Vtbl).cast(),
            this,
            BufferData { handle, desc },
        );
        // SAFETY: checked non-null; the caller passes a writable pointer.
        unsafe { out.cast::<*mut c_void>().write(object.cast()) };
        Ok(())
    })
}

/// `IDirect3DDevice9::CreateVertexBuffer(UINT length, DWORD usage, DWORD fvf, D3DPOOL pool, IDirect3DVertexBuffer9 * * pp_vertex_buffer, HANDLE * p_shared_handle)`.
pub(crate) unsafe extern "system" fn create_vertex_buffer(
    this: *mut Device9,
    length: u32,
    usage: u32,
    fvf: u32,
    pool: u32,
    pp_vertex_buffer: *mut c_void,
    p_shared_handle: *mut c_void,
) -> HRESULT {
    create_buffer(
        this,
        "IDirect3DDevice9::CreateVertexBuffer",
        None,
        length,
        usage,
        fvf,
        pool,
        pp_vertex_buffer,
        p_shared_handle,
    )
}

/// `IDirect3DDevice9::CreateIndexBuffer(UINT length, DWORD usage, D3DFORMAT format, D3DPOOL pool, IDirect3DIndexBuffer9 * * pp_index_buffer, HANDLE * p_shared_handle)`.
pub(crate) unsafe extern "system" fn create_index_buffer(
    this: *mut Device9,
    length: u32,
    usage: u32,
    format: u32,
    pool: u32,
    pp_index_buffer: *mut c_void,
    p_shared_handle: *mut c_void,
) -> HRESULT {
    create_buffer(
        this,
        "IDirect3DDevice9::CreateIndexBuffer",
        Some(format),
        length,
        usage,
        0,
        pool,
        pp_index_buffer,
        p_shared_handle,
    )
}

/// Makes a device surface object and writes it out.
fn new_device_surface(
    this: *mut Device9,
    out: *mut c_void,
    handle: ninth_d3d9::SurfaceHandle,
    desc: SurfaceDesc,
) {
    let object = Surface9::create(
        surface::surface_vtbl(),
        this,
        SurfaceData::new(
            SurfaceKind::Device {
                surface: SurfaceRef::Surface(handle),
                owned: false,
            },
            desc,
        ),
    );
    // SAFETY: the callers checked `out` non-null; the caller passes a writable pointer.
    unsafe { out.cast::<*mut c_void>().write(object.cast()) };
}

/// `CreateRenderTarget` / `CreateDepthStencilSurface`.
#[allow(clippy::too_many_arguments)]
fn create_target_surface(
    this: *mut Device9,
    method: &'static str,
    depth: bool,
    width: u32,
    height: u32,
    format: u32,
    multi_sample: u32,
    quality: u32,
    out: *mut c_void,
    shared: *mut c_void,
) -> HRESULT {
    run(this, method, |s| {
        if out.is_null() || !shared.is_null() {
            return Err(bad(method, "a null out pointer or a shared handle"));
        }
        if width == 0 || height == 0 || width > 8192 || height > 8192 {
            return Err(bad(method, "the size is 0 or above 8192"));
        }
        // Quality levels: one for NONMASKABLE (ninth's 4 samples), none for counts.
        if (multi_sample == 1 && quality > 0) || (multi_sample != 1 && quality != 0) {
            return Err(bad(
                method,
                "the multisample quality is not below the type's levels",
            ));
        }
        let handle = if depth {
            check(
                method,
                s.device
                    .create_depth_stencil_surface(width, height, format, multi_sample),
            )?
        } else {
            check(
                method,
                s.device
                    .create_render_target(width, height, format, multi_sample),
            )?
        };
        let desc = SurfaceDesc {
            format,
            rtype: rtype::SURFACE,
            usage: if depth {
                usage::DEPTHSTENCIL
            } else {
                usage::RENDERTARGET
            },
            pool: pool::DEFAULT,
            multi_sample_type: multi_sample,
            multi_sample_quality: quality,
            width,
            height,
        };
        new_device_surface(this, out, handle, desc);
        Ok(())
    })
}

/// `IDirect3DDevice9::CreateRenderTarget(UINT width, UINT height, D3DFORMAT format, D3DMULTISAMPLE_TYPE multi_sample, DWORD multisample_quality, WINBOOL lockable, IDirect3DSurface9 * * pp_surface, HANDLE * p_shared_handle)`.
pub(crate) unsafe extern "system" fn create_render_target(
    this: *mut Device9,
    width: u32,
    height: u32,
    format: u32,
    multi_sample: u32,
    multisample_quality: u32,
    _lockable: i32,
    pp_surface: *mut c_void,
    p_shared_handle: *mut c_void,
) -> HRESULT {
    create_target_surface(
        this,
        "IDirect3DDevice9::CreateRenderTarget",
        false,
        width,
        height,
        format,
        multi_sample,
        multisample_quality,
        pp_surface,
        p_shared_handle,
    )
}

/// `IDirect3DDevice9::CreateDepthStencilSurface(UINT width, UINT height, D3DFORMAT format, D3DMULTISAMPLE_TYPE multi_sample, DWORD multisample_quality, WINBOOL discard, IDirect3DSurface9 * * pp_surface, HANDLE * p_shared_handle)`.
pub(crate) unsafe extern "system" fn create_depth_stencil_surface(
    this: *mut Device9,
    width: u32,
    height: u32,
    format: u32,
    multi_sample: u32,
    multisample_quality: u32,
    _discard: i32,
    pp_surface: *mut c_void,
    p_shared_handle: *mut c_void,
) -> HRESULT {
    create_target_surface(
        this,
        "IDirect3DDevice9::CreateDepthStencilSurface",
        true,
        width,
        height,
        format,
        multi_sample,
        multisample_quality,
        pp_surface,
        p_shared_handle,
    )
}

/// A level's or memory surface's bytes: `rows` rows of blocks, `row_bytes` each, from the
/// block at (`x`, `y`) (block-aligned texels).
struct Region {
    x: u32,
    y: u32,
    width: u32,
    height: u32,
}

/// Reads a region of a SYSTEMMEM surface (memory, or a level of a SYSTEMMEM texture) as
/// packed rows of blocks.
fn read_region(
    method: &'static str,
    s: &mut DeviceState,
    src: &Surface9,
    r: &Region,
) -> Result<Vec<u8>, HRESULT> {
    let layout = format_layout(src.data.desc.format).ok_or(D3DERR_INVALIDCALL)?;
    let row_bytes = r.width.div_ceil(layout.width) as usize * layout.bytes as usize;
    let rows = r.height.div_ceil(layout.height) as usize;
    let start = |pitch: usize| {
        (r.y / layout.height) as usize * pitch
            + (r.x / layout.width) as usize * layout.bytes as usize
    };
    let mut out = Vec::with_capacity(row_bytes * rows);
    if let Some(()) = src.data.with_memory(|bytes, pitch| {
        let base = start(pitch);
        for row in 0..rows {
            out.extend_from_slice(&bytes[base + row * pitch..][..row_bytes]);
        }
    }) {
        return Ok(out);
    }
    let Some((t, face, level)) = src.data.texture() else {
        return Err(bad(method, "the source is not in D3DPOOL_SYSTEMMEM"));
    };
    let region = LockBox {
        left: r.x,
        top: r.y,
        front: 0,
        right: r.x + r.width,
        bottom: r.y + r.height,
        back: 1,
    };
    let locked = check(
        method,
        s.device.lock_texture(
            t.data.handle,
            face,
            level,
            Some(region),
            crate::objects::resource::D3DLOCK_READONLY,
        ),
    )?;
    for row in 0..rows {
        out.extend_from_slice(&locked.data[row * locked.row_pitch..][..row_bytes]);
    }
    check(method, s.device.unlock_texture(t.data.handle, face, level))?;
    Ok(out)
}

/// Writes packed rows of blocks into a region of a level (through ninth-d3d9's lock, which
/// marks it for upload) or a memory surface.
fn write_region(
    method: &'static str,
    s: &mut DeviceState,
    dst: &Surface9,
    r: &Region,
    data: &[u8],
) -> Result<(), HRESULT> {
    let layout = format_layout(dst.data.desc.format).ok_or(D3DERR_INVALIDCALL)?;
    let row_bytes = r.width.div_ceil(layout.width) as usize * layout.bytes as usize;
    let rows = r.height.div_ceil(layout.height) as usize;
    if let Some(()) = dst.data.with_memory(|bytes, pitch| {
        let base = (r.y / layout.height) as usize * pitch
            + (r.x / layout.width) as usize * layout.bytes as usize;
        for row in 0..rows {
            bytes[base + row * pitch..][..row_bytes]
                .copy_from_slice(&data[row * row_bytes..][..row_bytes]);
        }
    }) {
        return Ok(());
    }
    let Some((t, face, level)) = dst.data.texture() else {
        return Err(unsupported(method));
    };
    let region = LockBox {
        left: r.x,
        top: r.y,
        front: 0,
        right: r.x + r.width,
        bottom: r.y + r.height,
        back: 1,
    };
    let locked = check(
        method,
        s.device
            .lock_texture(t.data.handle, face, level, Some(region), 0),
    )?;
    for row in 0..rows {
        locked.data[row * locked.row_pitch..][..row_bytes]
            .copy_from_slice(&data[row * row_bytes..][..row_bytes]);
    }
    check(method, s.device.unlock_texture(t.data.handle, face, level))
}

/// Whether a surface is a SYSTEMMEM one (memory, or a level of a SYSTEMMEM texture).
fn in_system_memory(s: &Surface9) -> bool {
    s.data.desc.pool == pool::SYSTEMMEM
}

/// `IDirect3DDevice9::UpdateSurface(IDirect3DSurface9 * src_surface, const RECT * src_rect, IDirect3DSurface9 * dst_surface, const POINT * dst_point)`.
pub(crate) unsafe extern "system" fn update_surface(
    this: *mut Device9,
    src_surface: *mut c_void,
    src_rect: *const c_void,
    dst_surface: *mut c_void,
    dst_point: *const c_void,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::UpdateSurface";
    run(this, M, |s| {
        // SAFETY: COM's contract: null or live surfaces.
        let (Some(src), Some(dst)) = (unsafe { as_surface(this, src_surface) }, unsafe {
            as_surface(this, dst_surface)
        }) else {
            return Err(bad(M, "a null or foreign surface"));
        };
        let (sd, dd) = (src.data.desc, dst.data.desc);
        if !in_system_memory(src) || dd.pool != pool::DEFAULT {
            return Err(bad(
                M,
                "the source must be in SYSTEMMEM and the destination in DEFAULT",
            ));
        }
        if sd.format != dd.format || sd.multi_sample_type != 0 || dd.multi_sample_type != 0 {
            return Err(bad(M, "the formats differ or a surface is multisampled"));
        }
        if dd.usage & usage::DEPTHSTENCIL != 0 {
            return Err(bad(M, "the destination is a depth-stencil surface"));
        }
        // SAFETY: null or a readable RECT.
        let r = unsafe { rect(src_rect) }.unwrap_or(ninth_d3d9::Rect::full(sd.width, sd.height));
        // SAFETY: null or a readable POINT.
        let p = unsafe { dst_point.cast::<Point>().as_ref() }
            .copied()
            .unwrap_or_default();
        let layout = format_layout(sd.format).ok_or(D3DERR_INVALIDCALL)?;
        let (w, h) = (r.right - r.left, r.bottom - r.top);
        let aligned = |v: i32, b: u32| v % b as i32 == 0;
        if r.left < 0
            || r.top < 0
            || w <= 0
            || h <= 0
            || r.right > sd.width as i32
            || r.bottom > sd.height as i32
            || p.x < 0
            || p.y < 0
            || p.x + w > dd.width as i32
            || p.y + h > dd.height as i32
            || !aligned(r.left, layout.width)
            || !aligned(r.top, layout.height)
            || !aligned(p.x, layout.width)
            || !aligned(p.y, layout.height)
        {
            return Err(bad(
                M,
                "the rectangle or point is outside a surface or off the block grid",
            ));
        }
        if dst
            .data
            .texture()
            .is_some_and(|(t, _, _)| t.data.usage & usage::RENDERTARGET != 0)
            || matches!(dst.data.kind, SurfaceKind::Device { .. })
        {
            tracing::warn!("{M}: uploads into render targets are not supported by ninth");
            return Err(D3DERR_INVALIDCALL);
        }
        let bytes = read_region(
            M,
            s,
            src,
            &Region {
                x: r.left as u32,
                y: r.top as u32,
                width: w as u32,
                height: h as u32,
            },
        )?;
        write_region(
            M,
            s,
            dst,
            &Region {
                x: p.x as u32,
                y: p.y as u32,
                width: w as u32,
                height: h as u32,
            },
            &bytes,
        )
    })
}

/// `IDirect3DDevice9::UpdateTexture(IDirect3DBaseTexture9 * p_source_texture, IDirect3DBaseTexture9 * p_destination_texture)`.
pub(crate) unsafe extern "system" fn update_texture(
    this: *mut Device9,
    p_source_texture: *mut c_void,
    p_destination_texture: *mut c_void,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::UpdateTexture";
    run(this, M, |s| {
        // SAFETY: COM's contract: null or live textures.
        let (Some(src), Some(dst)) = (unsafe { as_texture(this, p_source_texture) }, unsafe {
            as_texture(this, p_destination_texture)
        }) else {
            return Err(bad(M, "a null or foreign texture"));
        };
        let (sd, dd) = (&src.data, &dst.data);
        if sd.pool != pool::SYSTEMMEM || dd.pool != pool::DEFAULT {
            return Err(bad(
                M,
                "the source must be in SYSTEMMEM and the destination in DEFAULT",
            ));
        }
        if sd.shape != dd.shape || sd.format != dd.format {
            return Err(bad(M, "the textures differ in type or format"));
        }
        if dd.usage & usage::RENDERTARGET != 0 {
            tracing::warn!("{M}: uploads into render-target textures are not supported by ninth");
            return Err(D3DERR_INVALIDCALL);
        }
        // The source level whose size is the destination's level 0.
        let Some(first) = (0..sd.levels).find(|&l| sd.level_size(l) == dd.level_size(0)) else {
            return Err(bad(M, "no source level has the destination's size"));
        };
        let levels = if dd.usage & usage::AUTOGENMIPMAP != 0 {
            1
        } else {
            dd.levels
        };
        if sd.levels - first < levels {
            return Err(bad(M, "the source has fewer levels than the destination"));
        }
        let faces = if sd.shape == Shape::Cube { 6 } else { 1 };
        for face in 0..faces {
            for level in 0..levels {
                let (_, _, d) = dd.level_size(level);
                let bytes = {
                    let l = check(
                        M,
                        s.device.lock_texture(
                            sd.handle,
                            face,
                            first + level,
                            None,
                            crate::objects::resource::D3DLOCK_READONLY,
                        ),
                    )?;
                    let n = (l.slice_pitch * d as usize).min(l.data.len());
                    l.data[..n].to_vec()
                };
                check(M, s.device.unlock_texture(sd.handle, face, first + level))?;
                let l = check(M, s.device.lock_texture(dd.handle, face, level, None, 0))?;
                let n = bytes.len().min(l.data.len());
                l.data[..n].copy_from_slice(&bytes[..n]);
                check(M, s.device.unlock_texture(dd.handle, face, level))?;
            }
        }
        Ok(())
    })
}

/// Writes a read-back image (RGBA rows) into a SYSTEMMEM surface of the same size, as its
/// format's bytes (A8R8G8B8 / X8R8G8B8: B, G, R, A).
fn write_capture(
    method: &'static str,
    s: &mut DeviceState,
    dst: &Surface9,
    image: &ninth_d3d9::Capture,
) -> Result<(), HRESULT> {
    let mut bgra = image.rgba.clone();
    for px in bgra.chunks_exact_mut(4) {
        px.swap(0, 2);
    }
    write_region(
        method,
        s,
        dst,
        &Region {
            x: 0,
            y: 0,
            width: image.width,
            height: image.height,
        },
        &bgra,
    )
}

/// Checks a `GetRenderTargetData` / `GetFrontBufferData` destination.
fn check_readback_dest(
    method: &'static str,
    dst: &Surface9,
    width: u32,
    height: u32,
    formats: &[u32],
) -> Result<(), HRESULT> {
    let d = dst.data.desc;
    if !in_system_memory(dst) {
        return Err(bad(method, "the destination must be in D3DPOOL_SYSTEMMEM"));
    }
    if d.width != width || d.height != height || !formats.contains(&d.format) {
        return Err(bad(
            method,
            "the destination's size or format differs from the source's",
        ));
    }
    if surface::memory_locked(dst) {
        return Err(bad(method, "the destination is locked"));
    }
    Ok(())
}

/// `IDirect3DDevice9::GetRenderTargetData(IDirect3DSurface9 * p_render_target, IDirect3DSurface9 * p_dest_surface)`.
pub(crate) unsafe extern "system" fn get_render_target_data(
    this: *mut Device9,
    p_render_target: *mut c_void,
    p_dest_surface: *mut c_void,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::GetRenderTargetData";
    run(this, M, |s| {
        // SAFETY: COM's contract: null or live surfaces.
        let (Some(src), Some(dst)) = (unsafe { as_surface(this, p_render_target) }, unsafe {
            as_surface(this, p_dest_surface)
        }) else {
            return Err(bad(M, "a null or foreign surface"));
        };
        let sd = src.data.desc;
        let Some(surface) = src
            .data
            .surface_ref()
            .filter(|_| sd.usage & usage::RENDERTARGET != 0)
        else {
            return Err(bad(M, "the source is not a render target"));
        };
        check_readback_dest(M, dst, sd.width, sd.height, &[sd.format])?;
        if sd.format != A8R8G8B8 && sd.format != X8R8G8B8 {
            return Err(bad(M, "the format is not A8R8G8B8 or X8R8G8B8"));
        }
        let image = check(M, s.device.get_render_target_data(surface))?;
        write_capture(M, s, dst, &image)
    })
}

/// `IDirect3DDevice9::GetFrontBufferData(UINT i_swap_chain, IDirect3DSurface9 * p_dest_surface)`:
/// the back buffer's pixels (ninth keeps no copy of the presented frame: after `Present`
/// with `D3DSWAPEFFECT_COPY` they are the same), into an A8R8G8B8 SYSTEMMEM surface of the
/// back buffer's size.
pub(crate) unsafe extern "system" fn get_front_buffer_data(
    this: *mut Device9,
    i_swap_chain: u32,
    p_dest_surface: *mut c_void,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::GetFrontBufferData";
    run(this, M, |s| {
        // SAFETY: COM's contract: null or a live surface.
        let Some(dst) = (unsafe { as_surface(this, p_dest_surface) }) else {
            return Err(bad(M, "a null or foreign surface"));
        };
        if i_swap_chain != 0 {
            return Err(bad(M, "swap chain is not 0"));
        }
        let p = s.device.params();
        check_readback_dest(M, dst, p.width, p.height, &[A8R8G8B8])?;
        let image = check(M, s.device.read_render_target(SurfaceRef::Backbuffer))?;
        write_capture(M, s, dst, &image)
    })
}

/// `IDirect3DDevice9::StretchRect(IDirect3DSurface9 * src_surface, const RECT * src_rect, IDirect3DSurface9 * dst_surface, const RECT * dst_rect, D3DTEXTUREFILTERTYPE filter)`.
pub(crate) unsafe extern "system" fn stretch_rect(
    this: *mut Device9,
    src_surface: *mut c_void,
    src_rect: *const c_void,
    dst_surface: *mut c_void,
    dst_rect: *const c_void,
    filter: u32,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::StretchRect";
    run(this, M, |s| {
        // SAFETY: COM's contract: null or live surfaces.
        let (Some(src), Some(dst)) = (unsafe { as_surface(this, src_surface) }, unsafe {
            as_surface(this, dst_surface)
        }) else {
            return Err(bad(M, "a null or foreign surface"));
        };
        let (Some(a), Some(b)) = (src.data.surface_ref(), dst.data.surface_ref()) else {
            return Err(bad(M, "both surfaces must be in D3DPOOL_DEFAULT"));
        };
        // SAFETY: null or readable RECTs.
        let (ra, rb) = unsafe { (rect(src_rect), rect(dst_rect)) };
        check(M, s.device.stretch_rect(a, ra, b, rb, filter))
    })
}

/// `IDirect3DDevice9::ColorFill(IDirect3DSurface9 * surface, const RECT * rect, D3DCOLOR color)`:
/// a render target, a render-target texture's level or a DEFAULT offscreen plain surface.
/// ninth-d3d9 fills through `Clear`: the surface is made render target 0 (alone) for it and
/// the targets, viewport and scissor rectangle are put back.
pub(crate) unsafe extern "system" fn color_fill(
    this: *mut Device9,
    surface: *mut c_void,
    rect_: *const c_void,
    color: u32,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::ColorFill";
    run(this, M, |s| {
        // SAFETY: COM's contract: null or a live surface.
        let Some(o) = (unsafe { as_surface(this, surface) }) else {
            return Err(bad(M, "a null or foreign surface"));
        };
        let d = o.data.desc;
        let plain = matches!(o.data.kind, SurfaceKind::Device { .. }) && d.usage == 0;
        let target = o
            .data
            .surface_ref()
            .filter(|_| d.pool == pool::DEFAULT && (d.usage & usage::RENDERTARGET != 0 || plain));
        let Some(target) = target else {
            return Err(bad(
                M,
                "not a render target or a DEFAULT offscreen plain surface",
            ));
        };
        // SAFETY: null or a readable RECT.
        let r = unsafe { rect(rect_) };
        if let Some(r) = r
            && (r.left < 0
                || r.top < 0
                || r.left >= r.right
                || r.top >= r.bottom
                || r.right > d.width as i32
                || r.bottom > d.height as i32)
        {
            return Err(bad(M, "the rectangle is empty or outside the surface"));
        }
        let bound = with_bindings(this, M, s, |b, _| b.targets)?;
        let refs: Vec<Option<SurfaceRef>> = bound
            .iter()
            .map(|&p| {
                // SAFETY: 0 or a bound (live) surface.
                unsafe { Res::get(p as *mut Surface9) }.and_then(|o| o.data.surface_ref())
            })
            .collect();
        let (viewport, scissor) = (s.device.viewport(), s.com.scissor);
        let mut result = (|| {
            for (i, r) in refs.iter().enumerate().skip(1) {
                if r.is_some() {
                    s.device.set_render_target(i as u32, None)?;
                }
            }
            s.device.set_render_target(0, Some(target))?;
            let rects: Vec<ninth_d3d9::Rect> = r.into_iter().collect();
            s.device.clear(&rects, 1, color, 1.0, 0) // D3DCLEAR_TARGET
        })();
        // Put the bindings back (whatever happened).
        for (i, r) in refs.iter().enumerate() {
            if r.is_some() || i == 0 {
                let restored = s.device.set_render_target(i as u32, *r);
                result = result.and(restored);
            }
        }
        let restored = s
            .device
            .set_viewport(viewport)
            .and_then(|()| s.device.set_scissor_rect(scissor));
        check(M, result.and(restored))
    })
}

/// `IDirect3DDevice9::CreateOffscreenPlainSurface(UINT width, UINT height, D3DFORMAT format, D3DPOOL pool, IDirect3DSurface9 * * pp_surface, HANDLE * p_shared_handle)`.
pub(crate) unsafe extern "system" fn create_offscreen_plain_surface(
    this: *mut Device9,
    width: u32,
    height: u32,
    format: u32,
    pool_: u32,
    pp_surface: *mut c_void,
    p_shared_handle: *mut c_void,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::CreateOffscreenPlainSurface";
    run(this, M, |s| {
        if pp_surface.is_null() || !p_shared_handle.is_null() {
            return Err(bad(M, "a null out pointer or a shared handle"));
        }
        if width == 0 || height == 0 || width > 8192 || height > 8192 {
            return Err(bad(M, "the size is 0 or above 8192"));
        }
        let desc = SurfaceDesc {
            format,
            rtype: rtype::SURFACE,
            usage: 0,
            pool: pool_,
            multi_sample_type: 0,
            multi_sample_quality: 0,
            width,
            height,
        };
        match pool_ {
            pool::SYSTEMMEM | pool::SCRATCH => {
                let Some(data) = SurfaceData::memory(desc) else {
                    return Err(bad(M, "a format without a texel layout"));
                };
                let object = Surface9::create(surface::surface_vtbl(), this, data);
                // SAFETY: checked non-null; the caller passes a writable pointer.
                unsafe { pp_surface.cast::<*mut c_void>().write(object.cast()) };
            }
            pool::DEFAULT => {
                let h = check(M, s.device.create_render_target(width, height, format, 0))?;
                new_device_surface(this, pp_surface, h, desc);
            }
            _ => return Err(bad(M, "D3DPOOL is not DEFAULT, SYSTEMMEM or SCRATCH")),
        }
        Ok(())
    })
}

/// `IDirect3DDevice9::SetRenderTarget(DWORD render_target_index, IDirect3DSurface9 * p_render_target)`.
pub(crate) unsafe extern "system" fn set_render_target(
    this: *mut Device9,
    render_target_index: u32,
    p_render_target: *mut c_void,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::SetRenderTarget";
    run(this, M, |s| {
        if render_target_index as usize >= TARGETS {
            return Err(bad(M, "render target index is not 0-3"));
        }
        // SAFETY: COM's contract: null or a live surface.
        let surface = unsafe { as_surface(this, p_render_target) };
        if !p_render_target.is_null() && surface.is_none() {
            return Err(bad(M, "not a surface of this device"));
        }
        let target = match surface {
            Some(o) => {
                let r = o.data.surface_ref();
                if o.data.desc.usage & usage::RENDERTARGET == 0 || r.is_none() {
                    return Err(bad(M, "the surface is not a render target"));
                }
                r
            }
            None => None,
        };
        with_entry(this, M, s, |_, _| ())?;
        check(M, s.device.set_render_target(render_target_index, target))?;
        if render_target_index == 0 {
            // Target 0 resets the viewport and scissor rectangle to its size (ninth-d3d9
            // did); the COM layer's copy of the scissor rectangle follows.
            let d = surface.map(|o| o.data.desc).unwrap_or_default();
            s.com.scissor = ninth_d3d9::Rect::full(d.width, d.height);
        }
        with_bindings(this, M, s, |b, s| {
            rebind(
                &mut b.targets[render_target_index as usize],
                surface.map_or(std::ptr::null_mut(), |o| {
                    o as *const Surface9 as *mut Surface9
                }),
                s,
            )
        })?;
        Ok(())
    })
}

/// `IDirect3DDevice9::GetRenderTarget(DWORD render_target_index, IDirect3DSurface9 * * pp_render_target)`.
pub(crate) unsafe extern "system" fn get_render_target(
    this: *mut Device9,
    render_target_index: u32,
    pp_render_target: *mut c_void,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::GetRenderTarget";
    run(this, M, |s| {
        if pp_render_target.is_null() || render_target_index as usize >= TARGETS {
            return Err(bad(M, "a null out pointer or an index other than 0-3"));
        }
        let p = with_bindings(this, M, s, |b, _| b.targets[render_target_index as usize])?;
        // SAFETY: checked non-null; `p` is 0 or a bound (live) surface.
        unsafe { write_object::<SurfaceData>(pp_render_target, p) };
        if p == 0 { Err(D3DERR_NOTFOUND) } else { Ok(()) }
    })
}

/// `IDirect3DDevice9::SetDepthStencilSurface(IDirect3DSurface9 * p_new_zstencil)`.
pub(crate) unsafe extern "system" fn set_depth_stencil_surface(
    this: *mut Device9,
    p_new_zstencil: *mut c_void,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::SetDepthStencilSurface";
    run(this, M, |s| {
        // SAFETY: COM's contract: null or a live surface.
        let surface = unsafe { as_surface(this, p_new_zstencil) };
        if !p_new_zstencil.is_null() && surface.is_none() {
            return Err(bad(M, "not a surface of this device"));
        }
        let handle = match surface {
            Some(o) => match o.data.surface_ref() {
                Some(SurfaceRef::Surface(h)) if o.data.desc.usage & usage::DEPTHSTENCIL != 0 => {
                    Some(h)
                }
                _ => return Err(bad(M, "the surface is not a depth-stencil surface")),
            },
            None => None,
        };
        with_entry(this, M, s, |_, _| ())?;
        check(M, s.device.set_depth_stencil_surface(handle))?;
        with_bindings(this, M, s, |b, s| {
            rebind(
                &mut b.depth,
                surface.map_or(std::ptr::null_mut(), |o| {
                    o as *const Surface9 as *mut Surface9
                }),
                s,
            )
        })?;
        Ok(())
    })
}

/// `IDirect3DDevice9::GetDepthStencilSurface(IDirect3DSurface9 * * pp_zstencil_surface)`.
pub(crate) unsafe extern "system" fn get_depth_stencil_surface(
    this: *mut Device9,
    pp_zstencil_surface: *mut c_void,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::GetDepthStencilSurface";
    run(this, M, |s| {
        if pp_zstencil_surface.is_null() {
            return Err(bad(M, "a null out pointer"));
        }
        let p = with_bindings(this, M, s, |b, _| b.depth)?;
        // SAFETY: checked non-null; `p` is 0 or a bound (live) surface.
        unsafe { write_object::<SurfaceData>(pp_zstencil_surface, p) };
        if p == 0 { Err(D3DERR_NOTFOUND) } else { Ok(()) }
    })
}

/// `IDirect3DDevice9::GetTexture(DWORD stage, IDirect3DBaseTexture9 * * pp_texture)`.
pub(crate) unsafe extern "system" fn get_texture(
    this: *mut Device9,
    stage: u32,
    pp_texture: *mut c_void,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::GetTexture";
    run(this, M, |s| {
        let (Some(i), false) = (slot(stage), pp_texture.is_null()) else {
            return Err(bad(
                M,
                "a null out pointer or a stage that is not a sampler",
            ));
        };
        let p = with_bindings(this, M, s, |b, _| b.textures[i])?;
        // SAFETY: checked non-null; `p` is 0 or a bound (live) texture.
        unsafe { write_object::<TextureData>(pp_texture, p) };
        Ok(())
    })
}

/// `IDirect3DDevice9::SetTexture(DWORD stage, IDirect3DBaseTexture9 * p_texture)`.
pub(crate) unsafe extern "system" fn set_texture(
    this: *mut Device9,
    stage: u32,
    p_texture: *mut c_void,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::SetTexture";
    run(this, M, |s| {
        let Some(i) = slot(stage) else {
            return Err(bad(M, "the stage is not 0-15, 256 or 257-260"));
        };
        // SAFETY: COM's contract: null or a live texture.
        let texture = unsafe { as_texture(this, p_texture) };
        if !p_texture.is_null() && texture.is_none() {
            return Err(bad(M, "not a texture of this device"));
        }
        if let Some(t) = texture
            && (t.data.pool == pool::SYSTEMMEM || t.data.pool == pool::SCRATCH)
        {
            return Err(bad(M, "SYSTEMMEM and SCRATCH textures cannot be sampled"));
        }
        with_entry(this, M, s, |_, _| ())?;
        check(
            M,
            s.device.set_texture(stage, texture.map(|t| t.data.handle)),
        )?;
        with_bindings(this, M, s, |b, s| {
            rebind(
                &mut b.textures[i],
                texture.map_or(std::ptr::null_mut(), |t| {
                    t as *const Texture9 as *mut Texture9
                }),
                s,
            )
        })?;
        Ok(())
    })
}

/// `IDirect3DDevice9::SetStreamSource(UINT stream_number, IDirect3DVertexBuffer9 * p_stream_data, UINT offset_in_bytes, UINT stride)`.
pub(crate) unsafe extern "system" fn set_stream_source(
    this: *mut Device9,
    stream_number: u32,
    p_stream_data: *mut c_void,
    offset_in_bytes: u32,
    stride: u32,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::SetStreamSource";
    run(this, M, |s| {
        if stream_number as usize >= STREAMS {
            return Err(bad(M, "the stream is not 0-15"));
        }
        // SAFETY: COM's contract: null or a live vertex buffer.
        let buffer = unsafe { as_buffer(this, p_stream_data, false) };
        if !p_stream_data.is_null() && buffer.is_none() {
            return Err(bad(M, "not a vertex buffer of this device"));
        }
        let source = match buffer.map(|b| b.data.handle) {
            Some(BufferHandle::Vertex(h)) => Some(StreamSource {
                buffer: h,
                offset: offset_in_bytes,
                stride,
            }),
            _ => None,
        };
        with_entry(this, M, s, |_, _| ())?;
        check(M, s.device.set_stream_source(stream_number, source))?;
        with_bindings(this, M, s, |b, s| {
            let slot = &mut b.streams[stream_number as usize];
            let mut p = slot.0;
            rebind(
                &mut p,
                buffer.map_or(std::ptr::null_mut(), |b| {
                    b as *const Buffer9 as *mut Buffer9
                }),
                s,
            );
            *slot = if p == 0 {
                (0, 0, 0)
            } else {
                (p, offset_in_bytes, stride)
            };
        })?;
        Ok(())
    })
}

/// `IDirect3DDevice9::GetStreamSource(UINT stream_number, IDirect3DVertexBuffer9 * * pp_stream_data, UINT * offset_in_bytes, UINT * p_stride)`.
pub(crate) unsafe extern "system" fn get_stream_source(
    this: *mut Device9,
    stream_number: u32,
    pp_stream_data: *mut c_void,
    offset_in_bytes: *mut c_void,
    p_stride: *mut c_void,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::GetStreamSource";
    run(this, M, |s| {
        if stream_number as usize >= STREAMS
            || pp_stream_data.is_null()
            || offset_in_bytes.is_null()
            || p_stride.is_null()
        {
            return Err(bad(M, "a null out pointer or a stream that is not 0-15"));
        }
        let (p, offset, stride) =
            with_bindings(this, M, s, |b, _| b.streams[stream_number as usize])?;
        // SAFETY: checked non-null; `p` is 0 or a bound (live) buffer; the caller passes
        // writable UINTs.
        unsafe {
            write_object::<BufferData>(pp_stream_data, p);
            offset_in_bytes.cast::<u32>().write(offset);
            p_stride.cast::<u32>().write(stride);
        }
        Ok(())
    })
}

/// `IDirect3DDevice9::SetStreamSourceFreq(UINT stream_number, UINT divider)`.
pub(crate) unsafe extern "system" fn set_stream_source_freq(
    this: *mut Device9,
    stream_number: u32,
    divider: u32,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::SetStreamSourceFreq";
    run(this, M, |s| {
        with_entry(this, M, s, |_, _| ())?;
        check(M, s.device.set_stream_source_freq(stream_number, divider))?;
        with_bindings(this, M, s, |b, _| {
            b.frequencies[stream_number as usize] = divider;
        })?;
        Ok(())
    })
}

/// `IDirect3DDevice9::GetStreamSourceFreq(UINT stream_number, UINT * divider)`.
pub(crate) unsafe extern "system" fn get_stream_source_freq(
    this: *mut Device9,
    stream_number: u32,
    divider: *mut c_void,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::GetStreamSourceFreq";
    run(this, M, |s| {
        if stream_number as usize >= STREAMS || divider.is_null() {
            return Err(bad(M, "a null out pointer or a stream that is not 0-15"));
        }
        let f = with_bindings(this, M, s, |b, _| b.frequencies[stream_number as usize])?;
        // SAFETY: checked non-null; a writable UINT.
        unsafe { divider.cast::<u32>().write(f) };
        Ok(())
    })
}

/// `IDirect3DDevice9::SetIndices(IDirect3DIndexBuffer9 * p_index_data)`.
pub(crate) unsafe extern "system" fn set_indices(
    this: *mut Device9,
    p_index_data: *mut c_void,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::SetIndices";
    run(this, M, |s| {
        // SAFETY: COM's contract: null or a live index buffer.
        let buffer = unsafe { as_buffer(this, p_index_data, true) };
        if !p_index_data.is_null() && buffer.is_none() {
            return Err(bad(M, "not an index buffer of this device"));
        }
        let handle = match buffer.map(|b| b.data.handle) {
            Some(BufferHandle::Index(h)) => Some(h),
            _ => None,
        };
        with_entry(this, M, s, |_, _| ())?;
        check(M, s.device.set_indices(handle))?;
        with_bindings(this, M, s, |b, s| {
            rebind(
                &mut b.indices,
                buffer.map_or(std::ptr::null_mut(), |b| {
                    b as *const Buffer9 as *mut Buffer9
                }),
                s,
            )
        })?;
        Ok(())
    })
}

/// `IDirect3DDevice9::GetIndices(IDirect3DIndexBuffer9 * * pp_index_data)`.
pub(crate) unsafe extern "system" fn get_indices(
    this: *mut Device9,
    pp_index_data: *mut c_void,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::GetIndices";
    run(this, M, |s| {
        if pp_index_data.is_null() {
            return Err(bad(M, "a null out pointer"));
        }
        let p = with_bindings(this, M, s, |b, _| b.indices)?;
        // SAFETY: checked non-null; `p` is 0 or a bound (live) buffer.
        unsafe { write_object::<BufferData>(pp_index_data, p) };
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reset_bindings_gives_every_binding_up() {
        let d3d = crate::Direct3DCreate9(32).cast::<crate::d3d9::Direct3D9>();
        // SAFETY: a live IDirect3D9; valid CreateDevice arguments.
        let dev = unsafe {
            let vt = &**d3d.cast::<*const crate::d3d9::IDirect3D9Vtbl>();
            let mut p = crate::types::PresentParameters {
                back_buffer_width: 4,
                back_buffer_height: 4,
                back_buffer_format: X8R8G8B8,
                back_buffer_count: 1,
                multi_sample_type: 0,
                multi_sample_quality: 0,
                swap_effect: 1,
                device_window: std::ptr::null_mut(),
                windowed: 1,
                enable_auto_depth_stencil: 1,
                auto_depth_stencil_format: 75,
                flags: 0,
                full_screen_refresh_rate_in_hz: 0,
                presentation_interval: 0,
            };
            let mut dev = std::ptr::null_mut();
            assert_eq!(
                (vt.create_device)(d3d, 0, 1, std::ptr::null_mut(), 0x40, &mut p, &mut dev),
                S_OK
            );
            dev.cast::<Device9>()
        };
        let vt = &super::super::vtbl::VTBL;
        // SAFETY: live objects, valid out pointers.
        unsafe {
            let (mut t, mut bb) = (
                std::ptr::null_mut::<c_void>(),
                std::ptr::null_mut::<c_void>(),
            );
            let out = |p: &mut *mut c_void| (p as *mut *mut c_void).cast::<c_void>();
            assert_eq!(
                (vt.create_texture)(
                    dev,
                    4,
                    4,
                    1,
                    0,
                    A8R8G8B8,
                    1,
                    out(&mut t),
                    std::ptr::null_mut()
                ),
                S_OK
            );
            assert_eq!((vt.set_texture)(dev, 0, t), S_OK);
            assert_eq!((vt.get_back_buffer)(dev, 0, 0, 0, out(&mut bb)), S_OK);
            let (texture, back) = (
                Texture9::get(t.cast()).unwrap(),
                Surface9::get(bb.cast()).unwrap(),
            );
            assert_eq!((texture.binds(), back.binds()), (1, 2));
            let object = Device9::get(dev).unwrap();
            reset_bindings(dev, &mut lock(&object.data.state));
            assert_eq!((texture.binds(), back.binds()), (0, 0));
            let mut g = std::ptr::null_mut::<c_void>();
            assert_eq!((vt.get_texture)(dev, 0, out(&mut g)), S_OK);
            assert!(g.is_null());
            assert_eq!((vt.get_render_target)(dev, 0, out(&mut g)), S_OK);
            assert_ne!(g, bb, "a new back-buffer object");
            Res::release(g.cast::<Surface9>());
            assert_eq!(Res::release(bb.cast::<Surface9>()), 0);
            assert_eq!(Res::release(t.cast::<Texture9>()), 0);
            assert_eq!((vt.release)(dev), 0);
            let d3d_vt = &**d3d.cast::<*const crate::d3d9::IDirect3D9Vtbl>();
            assert_eq!((d3d_vt.release)(d3d), 0);
        }
    }
}
