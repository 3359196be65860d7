//! `IDirect3DTexture9`, `IDirect3DCubeTexture9` and `IDirect3DVolumeTexture9`: one object
//! type over a ninth-d3d9 texture, with the vtable of its shape. The CPU copy of every level
//! is ninth-d3d9's; `LockRect` / `LockBox` hand out a pointer into it (stable until the
//! texture is freed), the upload follows the unlock.

use std::ffi::c_void;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU32, Ordering};

use ninth_d3d9::{LockBox, TextureHandle};

use super::resource::{
    LockedBox, LockedRect, Payload, RESOURCE, Res, ResourceVtbl, SurfaceDesc, VolumeDesc,
    with_object,
};
use super::resource::{pool, rtype, usage};
use super::surface::{Surface9, SurfaceData, SurfaceKind, Volume9, VolumeData};
use crate::com::{D3DERR_INVALIDCALL, Guid, HRESULT, S_OK, guard_value, hresult, write_out};
use crate::device::{self, Device9};
use crate::guids::{
    IID_IDIRECT3DBASE_TEXTURE9, IID_IDIRECT3DCUBE_TEXTURE9, IID_IDIRECT3DTEXTURE9,
    IID_IDIRECT3DVOLUME_TEXTURE9,
};
use crate::types::{D3dBox, Rect};

/// A texture object (any shape).
pub type Texture9 = Res<TextureData>;

/// The shape of a texture object.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// `IDirect3DTexture9`.
    TwoD,
    /// `IDirect3DCubeTexture9`.
    Cube,
    /// `IDirect3DVolumeTexture9`.
    Volume,
}

/// What a texture object holds.
pub struct TextureData {
    /// Its shape (and so its interface).
    pub shape: Shape,
    /// The ninth-d3d9 texture.
    pub handle: TextureHandle,
    /// `D3DFORMAT`.
    pub format: u32,
    /// `D3DUSAGE_*` as created.
    pub usage: u32,
    /// `D3DPOOL` as created (ninth-d3d9 keeps a DEFAULT texture that is neither dynamic nor
    /// a render target as MANAGED, so `UpdateSurface` / `UpdateTexture` can fill it; this is
    /// what the program asked for and what decides what it may do).
    pub pool: u32,
    /// Level count.
    pub levels: u32,
    /// Level 0's width, height and depth.
    pub size: (u32, u32, u32),
    /// Level surfaces (volumes) made so far, `faces * levels`, face-major; 0 for none.
    subs: Mutex<Vec<usize>>,
    lod: AtomicU32,
    filter: AtomicU32,
}

impl TextureData {
    /// A texture object's data.
    pub(crate) fn new(
        shape: Shape,
        handle: TextureHandle,
        format: u32,
        usage: u32,
        pool: u32,
        levels: u32,
        size: (u32, u32, u32),
    ) -> Self {
        let faces = if shape == Shape::Cube { 6 } else { 1 };
        Self {
            shape,
            handle,
            format,
            usage,
            pool,
            levels,
            size,
            subs: Mutex::new(vec![0; (faces * levels) as usize]),
            lod: AtomicU32::new(0),
            filter: AtomicU32::new(2), // D3DTEXF_LINEAR
        }
    }

    fn faces(&self) -> u32 {
        if self.shape == Shape::Cube { 6 } else { 1 }
    }

    /// Width, height, depth of a level.
    pub fn level_size(&self, level: u32) -> (u32, u32, u32) {
        let f = |s: u32| (s >> level).max(1);
        (f(self.size.0), f(self.size.1), f(self.size.2))
    }

    /// The levels the program sees: 1 for an AUTOGENMIPMAP texture (the rest are made from
    /// it), else all.
    pub fn visible_levels(&self) -> u32 {
        if self.usage & usage::AUTOGENMIPMAP != 0 {
            1
        } else {
            self.levels
        }
    }

    /// Whether the program may lock it: not a DEFAULT texture unless dynamic.
    pub fn lockable(&self) -> bool {
        self.pool != pool::DEFAULT || self.usage & usage::DYNAMIC != 0
    }

    /// `D3DSURFACE_DESC` of a level.
    pub fn surface_desc(&self, level: u32) -> SurfaceDesc {
        let (w, h, _) = self.level_size(level);
        SurfaceDesc {
            format: self.format,
            rtype: rtype::SURFACE,
            usage: self.usage,
            pool: self.pool,
            multi_sample_type: 0,
            multi_sample_quality: 0,
            width: w,
            height: h,
        }
    }
}

impl Payload for TextureData {
    fn name(&self) -> &'static str {
        match self.shape {
            Shape::TwoD => "IDirect3DTexture9",
            Shape::Cube => "IDirect3DCubeTexture9",
            Shape::Volume => "IDirect3DVolumeTexture9",
        }
    }

    fn iids(&self) -> &'static [Guid] {
        match self.shape {
            Shape::TwoD => &[RESOURCE, IID_IDIRECT3DBASE_TEXTURE9, IID_IDIRECT3DTEXTURE9],
            Shape::Cube => &[
                RESOURCE,
                IID_IDIRECT3DBASE_TEXTURE9,
                IID_IDIRECT3DCUBE_TEXTURE9,
            ],
            Shape::Volume => &[
                RESOURCE,
                IID_IDIRECT3DBASE_TEXTURE9,
                IID_IDIRECT3DVOLUME_TEXTURE9,
            ],
        }
    }

    fn losable(&self) -> bool {
        self.pool == super::resource::pool::DEFAULT
    }

    fn rtype(&self) -> u32 {
        match self.shape {
            Shape::TwoD => rtype::TEXTURE,
            Shape::Cube => rtype::CUBETEXTURE,
            Shape::Volume => rtype::VOLUMETEXTURE,
        }
    }

    fn free(&mut self, device: &mut ninth_d3d9::Device<'static>) {
        for &sub in device::lock(&self.subs).iter().filter(|&&s| s != 0) {
            // SAFETY: the level objects were made by `create_child` and go with the texture.
            unsafe {
                if self.shape == Shape::Volume {
                    Volume9::destroy_child(sub as *mut Volume9);
                } else {
                    Surface9::destroy_child(sub as *mut Surface9);
                }
            }
        }
        if let Err(e) = device.release_texture(self.handle) {
            hresult("IDirect3DBaseTexture9::Release", &e);
        }
    }
}

/// The level surface (or volume) object of `face` / `level`, made on first use (no
/// reference taken: the caller adds the texture's).
fn sub_object(this: *mut Texture9, t: &Texture9, face: u32, level: u32) -> Option<usize> {
    if face >= t.data.faces() || level >= t.data.visible_levels() {
        return None;
    }
    let index = (face * t.data.levels + level) as usize;
    let mut subs = device::lock(&t.data.subs);
    if subs[index] == 0 {
        subs[index] = if t.data.shape == Shape::Volume {
            Volume9::create_child(
                (&super::surface::VOLUME_VTBL as *const super::surface::IDirect3DVolume9Vtbl)
                    .cast(),
                t.device,
                VolumeData {
                    texture: this,
                    level,
                },
            ) as usize
        } else {
            Surface9::create_child(
                (&super::surface::SURFACE_VTBL as *const super::surface::IDirect3DSurface9Vtbl)
                    .cast(),
                t.device,
                SurfaceData::new(
                    SurfaceKind::Level {
                        texture: this,
                        face,
                        level,
                    },
                    t.data.surface_desc(level),
                ),
            ) as usize
        };
    }
    Some(subs[index])
}

/// Locks a level of a texture for the program: checks what D3D9 checks, then ninth-d3d9's
/// lock (flags, region, double locks). Returns the first byte and the row / slice pitches.
pub(crate) fn lock_level(
    t: &Texture9,
    method: &'static str,
    face: u32,
    level: u32,
    region: Option<LockBox>,
    flags: u32,
) -> Result<(*mut c_void, i32, i32), HRESULT> {
    if level >= t.data.visible_levels() && level < t.data.levels {
        tracing::warn!("{method}: level {level} of an AUTOGENMIPMAP texture");
        return Err(D3DERR_INVALIDCALL);
    }
    if !t.data.lockable() {
        tracing::warn!("{method}: a D3DPOOL_DEFAULT texture that is not dynamic cannot be locked");
        return Err(D3DERR_INVALIDCALL);
    }
    // SAFETY: the device outlives the objects the program holds.
    let d = unsafe { Device9::get(t.device) }.ok_or(D3DERR_INVALIDCALL)?;
    d.data.with_device(
        |dev| match dev.lock_texture(t.data.handle, face, level, region, flags) {
            Ok(l) => Ok((
                l.data.as_mut_ptr().cast(),
                l.row_pitch as i32,
                l.slice_pitch as i32,
            )),
            Err(e) => Err(hresult(method, &e)),
        },
    )
}

/// Unlocks a level.
pub(crate) fn unlock_level(t: &Texture9, method: &'static str, face: u32, level: u32) -> HRESULT {
    // SAFETY: the device outlives the objects the program holds.
    let Some(d) = (unsafe { Device9::get(t.device) }) else {
        return D3DERR_INVALIDCALL;
    };
    d.data
        .with_device(|dev| match dev.unlock_texture(t.data.handle, face, level) {
            Ok(()) => S_OK,
            Err(e) => hresult(method, &e),
        })
}

/// A `RECT` as a lock region (`None` for a null pointer); a negative edge is refused.
///
/// # Safety
/// `rect` is null or a readable `RECT`.
pub(crate) unsafe fn rect_region(rect: *const c_void) -> Result<Option<LockBox>, HRESULT> {
    if rect.is_null() {
        return Ok(None);
    }
    // SAFETY: the caller guarantees a readable RECT.
    let r = unsafe { *rect.cast::<Rect>() };
    if r.left < 0 || r.top < 0 || r.right < 0 || r.bottom < 0 {
        return Err(D3DERR_INVALIDCALL);
    }
    Ok(Some(LockBox {
        left: r.left as u32,
        top: r.top as u32,
        front: 0,
        right: r.right as u32,
        bottom: r.bottom as u32,
        back: 1,
    }))
}

/// A `D3DBOX` as a lock region.
///
/// # Safety
/// `b` is null or a readable `D3DBOX`.
pub(crate) unsafe fn box_region(b: *const c_void) -> Option<LockBox> {
    if b.is_null() {
        return None;
    }
    // SAFETY: the caller guarantees a readable D3DBOX.
    let b = unsafe { *b.cast::<D3dBox>() };
    Some(LockBox {
        left: b.left,
        top: b.top,
        front: b.front,
        right: b.right,
        bottom: b.bottom,
        back: b.back,
    })
}

// --- IDirect3DBaseTexture9 ---

unsafe extern "system" fn set_lod(this: *mut Texture9, lod: u32) -> u32 {
    guard_value("IDirect3DBaseTexture9::SetLOD", 0, || {
        // SAFETY: COM's contract: `this` is live.
        let Some(t) = (unsafe { Texture9::get(this) }) else {
            return 0;
        };
        // Only managed textures have a LOD; others answer 0 and keep none.
        if t.data.pool != pool::MANAGED {
            return 0;
        }
        t.data
            .lod
            .swap(lod.min(t.data.levels - 1), Ordering::AcqRel)
    })
}

unsafe extern "system" fn get_lod(this: *mut Texture9) -> u32 {
    guard_value("IDirect3DBaseTexture9::GetLOD", 0, || {
        // SAFETY: COM's contract: `this` is live.
        unsafe { Texture9::get(this) }.map_or(0, |t| t.data.lod.load(Ordering::Acquire))
    })
}

unsafe extern "system" fn get_level_count(this: *mut Texture9) -> u32 {
    guard_value("IDirect3DBaseTexture9::GetLevelCount", 0, || {
        // SAFETY: COM's contract: `this` is live.
        unsafe { Texture9::get(this) }.map_or(0, |t| t.data.visible_levels())
    })
}

unsafe extern "system" fn set_auto_gen_filter_type(this: *mut Texture9, filter: u32) -> HRESULT {
    with_object(this, "IDirect3DBaseTexture9::SetAutoGenFilterType", |t| {
        // D3DTEXF_NONE is refused; POINT, LINEAR and the rest are kept.
        if filter == 0 || filter > 7 {
            return D3DERR_INVALIDCALL;
        }
        t.data.filter.store(filter, Ordering::Release);
        S_OK
    })
}

unsafe extern "system" fn get_auto_gen_filter_type(this: *mut Texture9) -> u32 {
    guard_value("IDirect3DBaseTexture9::GetAutoGenFilterType", 0, || {
        // SAFETY: COM's contract: `this` is live.
        unsafe { Texture9::get(this) }.map_or(0, |t| t.data.filter.load(Ordering::Acquire))
    })
}

unsafe extern "system" fn generate_mip_sub_levels(_this: *mut Texture9) {
    // The renderer makes an AUTOGENMIPMAP texture's levels when it uploads it.
}

// --- IDirect3DTexture9 ---

unsafe extern "system" fn get_level_desc(
    this: *mut Texture9,
    level: u32,
    out: *mut c_void,
) -> HRESULT {
    with_object(this, "IDirect3DTexture9::GetLevelDesc", |t| {
        if level >= t.data.visible_levels() {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: null or a writable D3DSURFACE_DESC.
        unsafe { write_out(out.cast::<SurfaceDesc>(), t.data.surface_desc(level)) }
    })
}

unsafe extern "system" fn get_surface_level(
    this: *mut Texture9,
    level: u32,
    out: *mut c_void,
) -> HRESULT {
    // SAFETY: the caller's arguments, passed on for face 0.
    unsafe { get_cube_map_surface(this, 0, level, out) }
}

unsafe extern "system" fn lock_rect(
    this: *mut Texture9,
    level: u32,
    locked: *mut c_void,
    rect: *const c_void,
    flags: u32,
) -> HRESULT {
    // SAFETY: the caller's arguments, passed on for face 0.
    unsafe { cube_lock_rect(this, 0, level, locked, rect, flags) }
}

unsafe extern "system" fn unlock_rect(this: *mut Texture9, level: u32) -> HRESULT {
    // SAFETY: the caller's arguments, passed on for face 0.
    unsafe { cube_unlock_rect(this, 0, level) }
}

unsafe extern "system" fn add_dirty_rect(this: *mut Texture9, _rect: *const c_void) -> HRESULT {
    // Every unlock marks its region for upload already.
    with_object(this, "IDirect3DTexture9::AddDirtyRect", |_| S_OK)
}

// --- IDirect3DCubeTexture9 ---

unsafe extern "system" fn get_cube_map_surface(
    this: *mut Texture9,
    face: u32,
    level: u32,
    out: *mut c_void,
) -> HRESULT {
    with_object(this, "IDirect3DTexture9::GetSurfaceLevel", |t| {
        let out = out.cast::<*mut c_void>();
        if out.is_null() {
            return D3DERR_INVALIDCALL;
        }
        let Some(sub) = sub_object(this, t, face, level) else {
            return D3DERR_INVALIDCALL;
        };
        t.add_ref();
        // SAFETY: checked non-null.
        unsafe { out.write(sub as *mut c_void) };
        S_OK
    })
}

unsafe extern "system" fn cube_lock_rect(
    this: *mut Texture9,
    face: u32,
    level: u32,
    locked: *mut c_void,
    rect: *const c_void,
    flags: u32,
) -> HRESULT {
    with_object(this, "IDirect3DTexture9::LockRect", |t| {
        if locked.is_null() {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: null or a readable RECT.
        let region = match unsafe { rect_region(rect) } {
            Ok(r) => r,
            Err(hr) => return hr,
        };
        match lock_level(t, "IDirect3DTexture9::LockRect", face, level, region, flags) {
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

unsafe extern "system" fn cube_unlock_rect(this: *mut Texture9, face: u32, level: u32) -> HRESULT {
    with_object(this, "IDirect3DTexture9::UnlockRect", |t| {
        unlock_level(t, "IDirect3DTexture9::UnlockRect", face, level)
    })
}

unsafe extern "system" fn cube_add_dirty_rect(
    this: *mut Texture9,
    face: u32,
    _rect: *const c_void,
) -> HRESULT {
    with_object(this, "IDirect3DCubeTexture9::AddDirtyRect", |_| {
        if face >= 6 { D3DERR_INVALIDCALL } else { S_OK }
    })
}

// --- IDirect3DVolumeTexture9 ---

unsafe extern "system" fn vol_get_level_desc(
    this: *mut Texture9,
    level: u32,
    out: *mut c_void,
) -> HRESULT {
    with_object(this, "IDirect3DVolumeTexture9::GetLevelDesc", |t| {
        if level >= t.data.visible_levels() {
            return D3DERR_INVALIDCALL;
        }
        let (width, height, depth) = t.data.level_size(level);
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

unsafe extern "system" fn get_volume_level(
    this: *mut Texture9,
    level: u32,
    out: *mut c_void,
) -> HRESULT {
    // SAFETY: the caller's arguments, passed on for face 0.
    unsafe { get_cube_map_surface(this, 0, level, out) }
}

/// `LockBox` of a volume texture's level (also `IDirect3DVolume9::LockBox`).
pub(crate) fn lock_box_level(
    t: &Texture9,
    level: u32,
    locked: *mut c_void,
    b: *const c_void,
    flags: u32,
) -> HRESULT {
    if locked.is_null() {
        return D3DERR_INVALIDCALL;
    }
    // SAFETY: null or a readable D3DBOX (COM's contract).
    let region = unsafe { box_region(b) };
    match lock_level(
        t,
        "IDirect3DVolumeTexture9::LockBox",
        0,
        level,
        region,
        flags,
    ) {
        Ok((bits, row_pitch, slice_pitch)) => {
            // SAFETY: checked non-null; a writable D3DLOCKED_BOX.
            unsafe {
                locked.cast::<LockedBox>().write(LockedBox {
                    row_pitch,
                    slice_pitch,
                    bits,
                })
            };
            S_OK
        }
        Err(hr) => hr,
    }
}

unsafe extern "system" fn lock_box(
    this: *mut Texture9,
    level: u32,
    locked: *mut c_void,
    b: *const c_void,
    flags: u32,
) -> HRESULT {
    with_object(this, "IDirect3DVolumeTexture9::LockBox", |t| {
        lock_box_level(t, level, locked, b, flags)
    })
}

unsafe extern "system" fn unlock_box(this: *mut Texture9, level: u32) -> HRESULT {
    with_object(this, "IDirect3DVolumeTexture9::UnlockBox", |t| {
        unlock_level(t, "IDirect3DVolumeTexture9::UnlockBox", 0, level)
    })
}

unsafe extern "system" fn add_dirty_box(this: *mut Texture9, _b: *const c_void) -> HRESULT {
    with_object(this, "IDirect3DVolumeTexture9::AddDirtyBox", |_| S_OK)
}

/// The `IDirect3DBaseTexture9` slots.
#[repr(C)]
pub struct BaseTextureVtbl {
    /// `IUnknown` and `IDirect3DResource9`.
    pub resource: ResourceVtbl<TextureData>,
    /// `SetLOD`.
    pub set_lod: unsafe extern "system" fn(*mut Texture9, u32) -> u32,
    /// `GetLOD`.
    pub get_lod: unsafe extern "system" fn(*mut Texture9) -> u32,
    /// `GetLevelCount`.
    pub get_level_count: unsafe extern "system" fn(*mut Texture9) -> u32,
    /// `SetAutoGenFilterType`.
    pub set_auto_gen_filter_type: unsafe extern "system" fn(*mut Texture9, u32) -> HRESULT,
    /// `GetAutoGenFilterType`.
    pub get_auto_gen_filter_type: unsafe extern "system" fn(*mut Texture9) -> u32,
    /// `GenerateMipSubLevels`.
    pub generate_mip_sub_levels: unsafe extern "system" fn(*mut Texture9),
}

const BASE: BaseTextureVtbl = BaseTextureVtbl {
    resource: ResourceVtbl::NEW,
    set_lod,
    get_lod,
    get_level_count,
    set_auto_gen_filter_type,
    get_auto_gen_filter_type,
    generate_mip_sub_levels,
};

/// `IDirect3DTexture9Vtbl`.
#[repr(C)]
pub struct IDirect3DTexture9Vtbl {
    /// The base texture slots.
    pub base: BaseTextureVtbl,
    /// `GetLevelDesc`.
    pub get_level_desc: unsafe extern "system" fn(*mut Texture9, u32, *mut c_void) -> HRESULT,
    /// `GetSurfaceLevel`.
    pub get_surface_level: unsafe extern "system" fn(*mut Texture9, u32, *mut c_void) -> HRESULT,
    /// `LockRect`.
    pub lock_rect:
        unsafe extern "system" fn(*mut Texture9, u32, *mut c_void, *const c_void, u32) -> HRESULT,
    /// `UnlockRect`.
    pub unlock_rect: unsafe extern "system" fn(*mut Texture9, u32) -> HRESULT,
    /// `AddDirtyRect`.
    pub add_dirty_rect: unsafe extern "system" fn(*mut Texture9, *const c_void) -> HRESULT,
}

/// `IDirect3DCubeTexture9Vtbl`.
#[repr(C)]
pub struct IDirect3DCubeTexture9Vtbl {
    /// The base texture slots.
    pub base: BaseTextureVtbl,
    /// `GetLevelDesc`.
    pub get_level_desc: unsafe extern "system" fn(*mut Texture9, u32, *mut c_void) -> HRESULT,
    /// `GetCubeMapSurface`.
    pub get_cube_map_surface:
        unsafe extern "system" fn(*mut Texture9, u32, u32, *mut c_void) -> HRESULT,
    /// `LockRect`.
    pub lock_rect: unsafe extern "system" fn(
        *mut Texture9,
        u32,
        u32,
        *mut c_void,
        *const c_void,
        u32,
    ) -> HRESULT,
    /// `UnlockRect`.
    pub unlock_rect: unsafe extern "system" fn(*mut Texture9, u32, u32) -> HRESULT,
    /// `AddDirtyRect`.
    pub add_dirty_rect: unsafe extern "system" fn(*mut Texture9, u32, *const c_void) -> HRESULT,
}

/// `IDirect3DVolumeTexture9Vtbl`.
#[repr(C)]
pub struct IDirect3DVolumeTexture9Vtbl {
    /// The base texture slots.
    pub base: BaseTextureVtbl,
    /// `GetLevelDesc`.
    pub get_level_desc: unsafe extern "system" fn(*mut Texture9, u32, *mut c_void) -> HRESULT,
    /// `GetVolumeLevel`.
    pub get_volume_level: unsafe extern "system" fn(*mut Texture9, u32, *mut c_void) -> HRESULT,
    /// `LockBox`.
    pub lock_box:
        unsafe extern "system" fn(*mut Texture9, u32, *mut c_void, *const c_void, u32) -> HRESULT,
    /// `UnlockBox`.
    pub unlock_box: unsafe extern "system" fn(*mut Texture9, u32) -> HRESULT,
    /// `AddDirtyBox`.
    pub add_dirty_box: unsafe extern "system" fn(*mut Texture9, *const c_void) -> HRESULT,
}

/// The `IDirect3DTexture9` vtable.
pub static TEXTURE_VTBL: IDirect3DTexture9Vtbl = IDirect3DTexture9Vtbl {
    base: BASE,
    get_level_desc,
    get_surface_level,
    lock_rect,
    unlock_rect,
    add_dirty_rect,
};

/// The `IDirect3DCubeTexture9` vtable.
pub static CUBE_TEXTURE_VTBL: IDirect3DCubeTexture9Vtbl = IDirect3DCubeTexture9Vtbl {
    base: BASE,
    get_level_desc,
    get_cube_map_surface,
    lock_rect: cube_lock_rect,
    unlock_rect: cube_unlock_rect,
    add_dirty_rect: cube_add_dirty_rect,
};

/// The `IDirect3DVolumeTexture9` vtable.
pub static VOLUME_TEXTURE_VTBL: IDirect3DVolumeTexture9Vtbl = IDirect3DVolumeTexture9Vtbl {
    base: BASE,
    get_level_desc: vol_get_level_desc,
    get_volume_level,
    lock_box,
    unlock_box,
    add_dirty_box,
};

/// The vtable of a shape, as the object's first field takes it.
pub(crate) fn vtbl_of(shape: Shape) -> *const c_void {
    match shape {
        Shape::TwoD => (&TEXTURE_VTBL as *const IDirect3DTexture9Vtbl).cast(),
        Shape::Cube => (&CUBE_TEXTURE_VTBL as *const IDirect3DCubeTexture9Vtbl).cast(),
        Shape::Volume => (&VOLUME_TEXTURE_VTBL as *const IDirect3DVolumeTexture9Vtbl).cast(),
    }
}
