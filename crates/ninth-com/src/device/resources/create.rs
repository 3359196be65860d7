//! `IDirect3DDevice9`: resource creation: textures (2D, cube, volume), vertex and index
//! buffers, render targets, depth-stencil and offscreen plain surfaces.

use std::ffi::c_void;

use ninth_d3d9::{SurfaceRef, TextureDesc, TextureShape};

use super::super::Device9;
use super::{VERTEXDATA, bad, check, run};
use crate::com::{HRESULT, S_OK};
use crate::objects::buffer::{
    Buffer9, BufferData, BufferHandle, IDirect3DBuffer9Vtbl, INDEX_BUFFER_VTBL, VERTEX_BUFFER_VTBL,
};
use crate::objects::resource::{BufferDesc, SurfaceDesc, pool, rtype, usage};
use crate::objects::surface::{self, Surface9, SurfaceData, SurfaceKind};
use crate::objects::texture::{Shape, Texture9, TextureData, vtbl_of};

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
    lockable: i32,
    pp_surface: *mut c_void,
    p_shared_handle: *mut c_void,
) -> HRESULT {
    let hr = create_target_surface(
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
    );
    if hr == S_OK && lockable != 0 {
        // SAFETY: just written with a new surface object.
        let object = unsafe { pp_surface.cast::<*mut Surface9>().read() };
        // SAFETY: the new object, alive (the caller holds its reference).
        if let Some(o) = unsafe { Surface9::get(object) } {
            o.data.set_lockable();
        }
    }
    hr
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
