//! `IDirect3DSurface9` and `IDirect3DVolume9`. A surface is a texture's level (its
//! container's reference count and lock), a device surface (render target, depth-stencil,
//! `D3DPOOL_DEFAULT` offscreen plain surface, the back buffer) or, in `D3DPOOL_SYSTEMMEM` /
//! `SCRATCH`, bytes in this object.

use std::ffi::c_void;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};

use ninth_d3d9::SurfaceRef;
use ninth_scene::format::format_layout;

use super::resource::rtype;
use super::resource::{
    self, LockedRect, Payload, RESOURCE, Res, SurfaceDesc, VolumeDesc, with_object,
};
use super::surface_dc;
use super::target_lock::{Target, TargetLockState};
use super::texture::{self, Texture9};
use crate::com::{D3DERR_INVALIDCALL, Guid, HRESULT, S_OK, hresult, write_out};
use crate::device::{self, Device9};
use crate::guids::{IID_IDIRECT3DSURFACE9, IID_IDIRECT3DVOLUME9};

/// An `IDirect3DSurface9` object.
pub type Surface9 = Res<SurfaceData>;
/// An `IDirect3DVolume9` object.
pub type Volume9 = Res<VolumeData>;

/// What a surface is.
pub enum SurfaceKind {
    /// A level (and face) of a texture.
    Level {
        /// The texture (its reference count is the surface's).
        texture: *mut Texture9,
        /// Cube face (0 otherwise).
        face: u32,
        /// Mip level.
        level: u32,
    },
    /// A surface of the device.
    Device {
        /// The ninth-d3d9 surface.
        surface: SurfaceRef,
        /// Whether the device owns it (the back buffer, the automatic depth-stencil
        /// surface): the object does not release it.
        owned: bool,
    },
    /// A `SYSTEMMEM` / `SCRATCH` surface: its bytes.
    Memory {
        /// The bytes, `pitch` apart per row of blocks.
        bytes: Mutex<Vec<u8>>,
        /// Bytes per row (of blocks).
        pitch: usize,
    },
}

/// What a surface object holds.
pub struct SurfaceData {
    /// What it is.
    pub kind: SurfaceKind,
    /// `GetDesc`.
    pub desc: SurfaceDesc,
    /// The flags of the lock in progress (memory surfaces).
    locked: Mutex<Option<u32>>,
    /// Whether `LockRect` may lock it (a device surface made lockable).
    lockable: AtomicBool,
    /// The lock in progress of a lockable render target.
    target_lock: TargetLockState,
    /// The GDI DC between `GetDC` and `ReleaseDC`.
    dc: Mutex<Option<surface_dc::SurfaceDc>>,
}

impl SurfaceData {
    /// A surface object's data.
    pub(crate) fn new(kind: SurfaceKind, desc: SurfaceDesc) -> Self {
        Self {
            kind,
            desc,
            locked: Mutex::new(None),
            lockable: AtomicBool::new(false),
            target_lock: TargetLockState::default(),
            dc: Mutex::new(None),
        }
    }

    /// Lets `LockRect` lock this render target (`CreateRenderTarget`'s `Lockable`,
    /// `D3DPRESENTFLAG_LOCKABLE_BACKBUFFER`).
    pub(crate) fn set_lockable(&self) {
        self.lockable.store(true, Ordering::Release);
    }

    /// What a render-target lock needs of a device surface of `device`.
    fn lock_target(&self, device: *mut Device9) -> Option<Target> {
        let SurfaceKind::Device { surface, .. } = self.kind else {
            return None;
        };
        Some(Target {
            device,
            surface,
            format: self.desc.format,
            size: (self.desc.width, self.desc.height),
            multisampled: self.desc.multi_sample_type != 0,
        })
    }

    /// A memory surface of `desc` (zeroed), or `None` for a format without a texel layout.
    pub(crate) fn memory(desc: SurfaceDesc) -> Option<Self> {
        let layout = format_layout(desc.format)?;
        let pitch = desc.width.div_ceil(layout.width) as usize * layout.bytes as usize;
        let rows = desc.height.div_ceil(layout.height) as usize;
        Some(Self::new(
            SurfaceKind::Memory {
                bytes: Mutex::new(vec![0; pitch * rows]),
                pitch,
            },
            desc,
        ))
    }

    /// The ninth-d3d9 surface it names, where it is one the device draws to or copies.
    pub fn surface_ref(&self) -> Option<SurfaceRef> {
        match self.kind {
            SurfaceKind::Level {
                texture,
                face,
                level,
            } => {
                // SAFETY: a level's texture lives as long as the level.
                let t = unsafe { &*texture };
                Some(SurfaceRef::TextureLevel {
                    texture: t.data.handle,
                    face,
                    level,
                })
            }
            SurfaceKind::Device { surface, .. } => Some(surface),
            SurfaceKind::Memory { .. } => None,
        }
    }

    /// The texture of a level surface.
    pub fn texture(&self) -> Option<(&Texture9, u32, u32)> {
        match self.kind {
            SurfaceKind::Level {
                texture,
                face,
                level,
            } => {
                // SAFETY: a level's texture lives as long as the level.
                Some((unsafe { &*texture }, face, level))
            }
            _ => None,
        }
    }

    /// Runs `f` on the bytes and pitch of a memory surface.
    pub(crate) fn with_memory<R>(&self, f: impl FnOnce(&mut [u8], usize) -> R) -> Option<R> {
        match &self.kind {
            SurfaceKind::Memory { bytes, pitch } => Some(f(&mut device::lock(bytes), *pitch)),
            _ => None,
        }
    }
}

impl Payload for SurfaceData {
    fn name(&self) -> &'static str {
        "IDirect3DSurface9"
    }

    fn iids(&self) -> &'static [Guid] {
        &[RESOURCE, IID_IDIRECT3DSURFACE9]
    }

    fn rtype(&self) -> u32 {
        rtype::SURFACE
    }

    fn container(&self) -> Option<*mut Texture9> {
        match self.kind {
            SurfaceKind::Level { texture, .. } => Some(texture),
            _ => None,
        }
    }

    fn losable(&self) -> bool {
        self.desc.pool == resource::pool::DEFAULT
    }

    fn free(&mut self, device: &mut ninth_d3d9::Device<'static>) {
        if let SurfaceKind::Device {
            surface: SurfaceRef::Surface(h),
            owned: false,
        } = self.kind
            && let Err(e) = device.release_surface(h)
        {
            hresult("IDirect3DSurface9::Release", &e);
        }
    }
}

/// What a volume object holds: a level of a volume texture.
pub struct VolumeData {
    /// The texture (its reference count is the volume's).
    pub texture: *mut Texture9,
    /// Mip level.
    pub level: u32,
}

impl Payload for VolumeData {
    fn name(&self) -> &'static str {
        "IDirect3DVolume9"
    }

    fn iids(&self) -> &'static [Guid] {
        &[IID_IDIRECT3DVOLUME9]
    }

    fn rtype(&self) -> u32 {
        rtype::VOLUME
    }

    fn container(&self) -> Option<*mut Texture9> {
        Some(self.texture)
    }

    fn free(&mut self, _device: &mut ninth_d3d9::Device<'static>) {}
}

/// `GetContainer(riid, void**)` for an object whose container is `texture` or the device.
fn get_container(
    texture: Option<*mut Texture9>,
    device: *mut Device9,
    riid: *const Guid,
    out: *mut c_void,
) -> HRESULT {
    match texture {
        // SAFETY: the texture is live; QueryInterface checks the pointers.
        Some(t) => unsafe { resource::query_interface(t, riid, out) },
        // SAFETY: the device is live; its QueryInterface checks the pointers.
        None => unsafe { device::query_interface(device, riid, out) },
    }
}

// --- IDirect3DSurface9 ---

unsafe extern "system" fn surface_get_container(
    this: *mut Surface9,
    riid: *const Guid,
    out: *mut c_void,
) -> HRESULT {
    with_object(this, "IDirect3DSurface9::GetContainer", |s| {
        get_container(s.data.container(), s.device, riid, out)
    })
}

unsafe extern "system" fn surface_get_desc(this: *mut Surface9, out: *mut c_void) -> HRESULT {
    with_object(this, "IDirect3DSurface9::GetDesc", |s| {
        // SAFETY: null or a writable D3DSURFACE_DESC.
        unsafe { write_out(out.cast::<SurfaceDesc>(), s.data.desc) }
    })
}

const KNOWN_LOCK_FLAGS: u32 = 0x10 | 0x2000 | 0x1000 | 0x800 | 0x4000 | 0x8000;

unsafe extern "system" fn surface_lock_rect(
    this: *mut Surface9,
    locked: *mut c_void,
    rect: *const c_void,
    flags: u32,
) -> HRESULT {
    with_object(this, "IDirect3DSurface9::LockRect", |s| {
        if locked.is_null() {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: null or a readable RECT.
        let region = match unsafe { texture::rect_region(rect) } {
            Ok(r) => r,
            Err(hr) => return hr,
        };
        let result = match &s.data.kind {
            SurfaceKind::Level { face, level, .. } => {
                let (t, face, level) = (s.data.texture().map(|x| x.0), *face, *level);
                let Some(t) = t else {
                    return D3DERR_INVALIDCALL;
                };
                texture::lock_level(t, "IDirect3DSurface9::LockRect", face, level, region, flags)
            }
            SurfaceKind::Device { .. } => {
                let target = s.data.lock_target(s.device);
                if !s.data.lockable.load(Ordering::Acquire) || target.is_none() {
                    tracing::warn!(
                        "IDirect3DSurface9::LockRect: a render-target or depth-stencil \
                         surface not made lockable (read it with GetRenderTargetData)"
                    );
                    return D3DERR_INVALIDCALL;
                }
                let region = region.map(|r| (r.left, r.top, r.right, r.bottom));
                return match target {
                    Some(t) => s.data.target_lock.lock(&t, region, flags, locked),
                    None => D3DERR_INVALIDCALL,
                };
            }
            SurfaceKind::Memory { bytes, pitch } => {
                let mut lock = device::lock(&s.data.locked);
                // Offscreen plain surfaces are never dynamic: DISCARD / NOOVERWRITE refused.
                if flags & !KNOWN_LOCK_FLAGS != 0 || flags & 0x3000 != 0 || lock.is_some() {
                    return D3DERR_INVALIDCALL;
                }
                let Some(layout) = format_layout(s.data.desc.format) else {
                    return D3DERR_INVALIDCALL;
                };
                let (w, h) = (s.data.desc.width, s.data.desc.height);
                let r = region.unwrap_or(ninth_d3d9::LockBox {
                    left: 0,
                    top: 0,
                    front: 0,
                    right: w,
                    bottom: h,
                    back: 1,
                });
                if r.left >= r.right
                    || r.top >= r.bottom
                    || r.right > w
                    || r.bottom > h
                    || (layout.is_block()
                        && (!r.left.is_multiple_of(layout.width)
                            || !r.top.is_multiple_of(layout.height)))
                {
                    return D3DERR_INVALIDCALL;
                }
                let start = (r.top / layout.height) as usize * pitch
                    + (r.left / layout.width) as usize * layout.bytes as usize;
                *lock = Some(flags);
                let mut bytes = device::lock(bytes);
                // The Vec is never resized, so the pointer stays valid while the object lives.
                Ok((bytes[start..].as_mut_ptr().cast(), *pitch as i32, 0))
            }
        };
        match result {
            Ok((bits, pitch, _)) => {
                // SAFETY: checked non-null; a writable D3DLOCKED_RECT.
                unsafe {
                    locked
                        .cast::<LockedRect>()
                        .write(LockedRect { pitch, bits })
                };
                S_OK
            }
            Err(hr) => hr,
        }
    })
}

unsafe extern "system" fn surface_unlock_rect(this: *mut Surface9) -> HRESULT {
    with_object(this, "IDirect3DSurface9::UnlockRect", |s| {
        match &s.data.kind {
            SurfaceKind::Level { face, level, .. } => match s.data.texture() {
                Some((t, _, _)) => {
                    texture::unlock_level(t, "IDirect3DSurface9::UnlockRect", *face, *level)
                }
                None => D3DERR_INVALIDCALL,
            },
            SurfaceKind::Device { .. } => match s.data.lock_target(s.device) {
                Some(t) => s.data.target_lock.unlock(&t),
                None => D3DERR_INVALIDCALL,
            },
            SurfaceKind::Memory { .. } => match device::lock(&s.data.locked).take() {
                Some(_) => S_OK,
                None => D3DERR_INVALIDCALL,
            },
        }
    })
}

/// Whether a memory surface is locked (copies into it are refused then).
pub(crate) fn memory_locked(s: &Surface9) -> bool {
    device::lock(&s.data.locked).is_some() || s.data.target_lock.is_locked()
}

/// `GetDC(HDC *)`: a GDI DC on the surface's pixels ([`surface_dc`]); the surface stays
/// locked until `ReleaseDC`. Render targets lend their pixels whether made lockable or not,
/// as D3D9's GetDC takes them.
unsafe extern "system" fn surface_get_dc(this: *mut Surface9, hdc: *mut c_void) -> HRESULT {
    with_object(this, "IDirect3DSurface9::GetDC", |s| {
        let out = hdc.cast::<*mut c_void>();
        if out.is_null() || !matches!(s.data.desc.format, 21 | 22) {
            tracing::warn!(
                "IDirect3DSurface9::GetDC: format {} (GDI DCs are made on X8R8G8B8 and A8R8G8B8 surfaces)",
                s.data.desc.format
            );
            return D3DERR_INVALIDCALL;
        }
        let mut dc = device::lock(&s.data.dc);
        if dc.is_some() {
            return D3DERR_INVALIDCALL;
        }
        let mut lr = LockedRect {
            pitch: 0,
            bits: std::ptr::null_mut(),
        };
        let target = s.data.lock_target(s.device);
        let locked = match &target {
            Some(t) => s.data.target_lock.lock(t, None, 0, (&raw mut lr).cast()),
            // SAFETY: `this` is live and `lr` a writable D3DLOCKED_RECT.
            None => unsafe { surface_lock_rect(this, (&raw mut lr).cast(), std::ptr::null(), 0) },
        };
        if locked != S_OK {
            return locked;
        }
        let pixels = surface_dc::Pixels {
            bits: lr.bits.cast(),
            pitch: lr.pitch as usize,
            width: s.data.desc.width,
            height: s.data.desc.height,
        };
        match surface_dc::create(pixels) {
            Ok(made) => {
                // SAFETY: checked non-null; the caller passes a writable HDC.
                unsafe { out.write(made.handle()) };
                *dc = Some(made);
                S_OK
            }
            Err(hr) => {
                drop(dc);
                // The lock taken above goes; its result adds nothing to the failure.
                let _ = match &target {
                    Some(t) => s.data.target_lock.unlock(t),
                    // SAFETY: `this` is live and locked just above.
                    None => unsafe { surface_unlock_rect(this) },
                };
                hr
            }
        }
    })
}

/// `ReleaseDC(HDC)`: what GDI drew goes into the surface, which is unlocked.
unsafe extern "system" fn surface_release_dc(this: *mut Surface9, hdc: *mut c_void) -> HRESULT {
    with_object(this, "IDirect3DSurface9::ReleaseDC", |s| {
        let made = {
            let mut dc = device::lock(&s.data.dc);
            match dc.take() {
                Some(made) if made.handle() == hdc => made,
                other => {
                    *dc = other;
                    return D3DERR_INVALIDCALL;
                }
            }
        };
        surface_dc::release(made);
        match s.data.lock_target(s.device) {
            Some(t) => s.data.target_lock.unlock(&t),
            // SAFETY: `this` is live and locked by GetDC.
            None => unsafe { surface_unlock_rect(this) },
        }
    })
}

/// `IDirect3DSurface9Vtbl`.
#[repr(C)]
pub struct IDirect3DSurface9Vtbl {
    /// `IUnknown` and `IDirect3DResource9`.
    pub resource: resource::ResourceVtbl<SurfaceData>,
    /// `GetContainer`.
    pub get_container:
        unsafe extern "system" fn(*mut Surface9, *const Guid, *mut c_void) -> HRESULT,
    /// `GetDesc`.
    pub get_desc: unsafe extern "system" fn(*mut Surface9, *mut c_void) -> HRESULT,
    /// `LockRect`.
    pub lock_rect:
        unsafe extern "system" fn(*mut Surface9, *mut c_void, *const c_void, u32) -> HRESULT,
    /// `UnlockRect`.
    pub unlock_rect: unsafe extern "system" fn(*mut Surface9) -> HRESULT,
    /// `GetDC`.
    pub get_dc: unsafe extern "system" fn(*mut Surface9, *mut c_void) -> HRESULT,
    /// `ReleaseDC`.
    pub release_dc: unsafe extern "system" fn(*mut Surface9, *mut c_void) -> HRESULT,
}

/// The `IDirect3DSurface9` vtable.
pub static SURFACE_VTBL: IDirect3DSurface9Vtbl = IDirect3DSurface9Vtbl {
    resource: resource::ResourceVtbl::NEW,
    get_container: surface_get_container,
    get_desc: surface_get_desc,
    lock_rect: surface_lock_rect,
    unlock_rect: surface_unlock_rect,
    get_dc: surface_get_dc,
    release_dc: surface_release_dc,
};

/// The surface vtable as an object's first field takes it.
pub(crate) fn surface_vtbl() -> *const c_void {
    (&SURFACE_VTBL as *const IDirect3DSurface9Vtbl).cast()
}

// --- IDirect3DVolume9 ---

unsafe extern "system" fn volume_get_container(
    this: *mut Volume9,
    riid: *const Guid,
    out: *mut c_void,
) -> HRESULT {
    with_object(this, "IDirect3DVolume9::GetContainer", |v| {
        get_container(Some(v.data.texture), v.device, riid, out)
    })
}

unsafe extern "system" fn volume_get_desc(this: *mut Volume9, out: *mut c_void) -> HRESULT {
    with_object(this, "IDirect3DVolume9::GetDesc", |v| {
        // SAFETY: a level's texture lives as long as the level.
        let t = unsafe { &*v.data.texture };
        let (width, height, depth) = t.data.level_size(v.data.level);
        let desc = VolumeDesc {
            format: t.data.format,
            rtype: rtype::VOLUME,
            usage: t.data.usage,
            pool: t.data.pool,
            width,
            height,
            depth,
        };
        // SAFETY: null or a writable D3DVOLUME_DESC.
        unsafe { write_out(out.cast::<VolumeDesc>(), desc) }
    })
}

unsafe extern "system" fn volume_lock_box(
    this: *mut Volume9,
    locked: *mut c_void,
    b: *const c_void,
    flags: u32,
) -> HRESULT {
    with_object(this, "IDirect3DVolume9::LockBox", |v| {
        // SAFETY: a level's texture lives as long as the level.
        let t = unsafe { &*v.data.texture };
        texture::lock_box_level(t, v.data.level, locked, b, flags)
    })
}

unsafe extern "system" fn volume_unlock_box(this: *mut Volume9) -> HRESULT {
    with_object(this, "IDirect3DVolume9::UnlockBox", |v| {
        // SAFETY: a level's texture lives as long as the level.
        let t = unsafe { &*v.data.texture };
        texture::unlock_level(t, "IDirect3DVolume9::UnlockBox", 0, v.data.level)
    })
}

/// `IDirect3DVolume9Vtbl` (not a resource: no priority, `PreLoad` or `GetType`).
#[repr(C)]
pub struct IDirect3DVolume9Vtbl {
    /// `QueryInterface`.
    pub query_interface:
        unsafe extern "system" fn(*mut Volume9, *const Guid, *mut c_void) -> HRESULT,
    /// `AddRef`.
    pub add_ref: unsafe extern "system" fn(*mut Volume9) -> u32,
    /// `Release`.
    pub release: unsafe extern "system" fn(*mut Volume9) -> u32,
    /// `GetDevice`.
    pub get_device: unsafe extern "system" fn(*mut Volume9, *mut c_void) -> HRESULT,
    /// `SetPrivateData`.
    pub set_private_data:
        unsafe extern "system" fn(*mut Volume9, *const Guid, *const c_void, u32, u32) -> HRESULT,
    /// `GetPrivateData`.
    pub get_private_data:
        unsafe extern "system" fn(*mut Volume9, *const Guid, *mut c_void, *mut u32) -> HRESULT,
    /// `FreePrivateData`.
    pub free_private_data: unsafe extern "system" fn(*mut Volume9, *const Guid) -> HRESULT,
    /// `GetContainer`.
    pub get_container: unsafe extern "system" fn(*mut Volume9, *const Guid, *mut c_void) -> HRESULT,
    /// `GetDesc`.
    pub get_desc: unsafe extern "system" fn(*mut Volume9, *mut c_void) -> HRESULT,
    /// `LockBox`.
    pub lock_box:
        unsafe extern "system" fn(*mut Volume9, *mut c_void, *const c_void, u32) -> HRESULT,
    /// `UnlockBox`.
    pub unlock_box: unsafe extern "system" fn(*mut Volume9) -> HRESULT,
}

/// The `IDirect3DVolume9` vtable.
pub static VOLUME_VTBL: IDirect3DVolume9Vtbl = IDirect3DVolume9Vtbl {
    query_interface: resource::query_interface::<VolumeData>,
    add_ref: resource::add_ref::<VolumeData>,
    release: resource::release::<VolumeData>,
    get_device: resource::get_device::<VolumeData>,
    set_private_data: resource::set_private_data::<VolumeData>,
    get_private_data: resource::get_private_data::<VolumeData>,
    free_private_data: resource::free_private_data::<VolumeData>,
    get_container: volume_get_container,
    get_desc: volume_get_desc,
    lock_box: volume_lock_box,
    unlock_box: volume_unlock_box,
};
