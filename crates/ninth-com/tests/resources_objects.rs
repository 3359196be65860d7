//! Resource objects through their vtables, as a C program calls them: creation, locks,
//! descriptions, reference counts (levels share their texture's; bindings hold the device's
//! own), private data, and what bad arguments get.

mod common;

use std::ffi::c_void;
use std::ptr::{null, null_mut};

use d3d9::com::{D3DERR_INVALIDCALL, D3DERR_NOTFOUND, E_NOINTERFACE, S_OK};
use d3d9::d3d9::Direct3D9;
use d3d9::device::{Device9, IDirect3DDevice9Vtbl};
use d3d9::guids::{IID_IDIRECT3DSURFACE9, IID_IDIRECT3DTEXTURE9};
use d3d9::objects::buffer::{Buffer9, IDirect3DBuffer9Vtbl};
use d3d9::objects::resource::{
    BufferDesc, D3DERR_MOREDATA, LockedBox, LockedRect, SurfaceDesc, VolumeDesc,
};
use d3d9::objects::surface::{IDirect3DSurface9Vtbl, IDirect3DVolume9Vtbl, Surface9};
use d3d9::objects::texture::{
    IDirect3DCubeTexture9Vtbl, IDirect3DTexture9Vtbl, IDirect3DVolumeTexture9Vtbl, Texture9,
};
use d3d9::types::{PresentParameters, Rect};

const A8R8G8B8: u32 = 21;
const DXT1: u32 = 0x3154_5844;
const DEFAULT: u32 = 0;
const MANAGED: u32 = 1;
const SYSTEMMEM: u32 = 2;
const SCRATCH: u32 = 3;
const RENDERTARGET: u32 = 1;
const DYNAMIC: u32 = 0x200;
const WRITEONLY: u32 = 8;
const DISCARD: u32 = 0x2000;
const NOOVERWRITE: u32 = 0x1000;
const READONLY: u32 = 0x10;

fn params(width: u32, height: u32) -> PresentParameters {
    common::present_parameters(width, height)
}

fn device(width: u32, height: u32) -> (*mut Direct3D9, *mut Device9) {
    let d3d = d3d9::Direct3DCreate9(32).cast::<Direct3D9>();
    assert!(!d3d.is_null());
    // SAFETY: `d3d` is a live IDirect3D9.
    let vt = unsafe { &**d3d.cast::<*const d3d9::d3d9::IDirect3D9Vtbl>() };
    let mut p = params(width, height);
    let mut dev = null_mut();
    // SAFETY: valid arguments.
    let hr = unsafe { (vt.create_device)(d3d, 0, 1, null_mut(), 0x40, &mut p, &mut dev) };
    assert_eq!(hr, S_OK);
    (d3d, dev)
}

fn release_d3d(d3d: *mut Direct3D9) {
    // SAFETY: live.
    unsafe {
        let vt = &**d3d.cast::<*const d3d9::d3d9::IDirect3D9Vtbl>();
        (vt.release)(d3d);
    }
}

fn vt<'a, V>(p: *mut c_void) -> &'a V {
    // SAFETY: the tests pass live objects whose vtable is `V`.
    unsafe { &**p.cast::<*const V>() }
}

fn dvt<'a>(dev: *mut Device9) -> &'a IDirect3DDevice9Vtbl {
    vt(dev.cast())
}

fn device_refs(dev: *mut Device9) -> u32 {
    // SAFETY: live.
    unsafe { Device9::get(dev) }.unwrap().refs()
}

fn tex_refs(t: *mut c_void) -> u32 {
    // SAFETY: live texture.
    unsafe { Texture9::get(t.cast()) }.unwrap().refs()
}

fn create_texture(
    dev: *mut Device9,
    w: u32,
    h: u32,
    levels: u32,
    usage: u32,
    format: u32,
    pool: u32,
) -> Result<*mut c_void, i32> {
    let mut out = null_mut();
    // SAFETY: valid out pointer.
    let hr = unsafe {
        (dvt(dev).create_texture)(
            dev,
            w,
            h,
            levels,
            usage,
            format,
            pool,
            (&mut out as *mut *mut c_void).cast(),
            null_mut(),
        )
    };
    if hr == S_OK { Ok(out) } else { Err(hr) }
}

fn release<V>(p: *mut c_void) -> u32 {
    // SAFETY: every vtable starts with QueryInterface, AddRef, Release.
    unsafe {
        let v = &**p.cast::<*const [unsafe extern "system" fn(*mut c_void) -> u32; 3]>();
        let _ = std::marker::PhantomData::<V>;
        (v[2])(p)
    }
}

fn add_ref(p: *mut c_void) -> u32 {
    // SAFETY: as in `release`.
    unsafe {
        let v = &**p.cast::<*const [unsafe extern "system" fn(*mut c_void) -> u32; 3]>();
        (v[1])(p)
    }
}

#[test]
fn textures_are_created_described_locked_and_freed() {
    let (d3d, dev) = device(16, 16);
    let refs0 = device_refs(dev);
    let t = create_texture(dev, 16, 8, 0, 0, A8R8G8B8, MANAGED).unwrap();
    // The texture holds a reference to the device.
    assert_eq!(device_refs(dev), refs0 + 1);
    let tv: &IDirect3DTexture9Vtbl = vt(t);
    // SAFETY: live objects, valid arguments unless the test says otherwise.
    unsafe {
        assert_eq!((tv.base.get_level_count)(t.cast()), 5);
        assert_eq!((tv.base.resource.get_type)(t.cast()), 3);
        let mut desc = SurfaceDesc::default();
        assert_eq!(
            (tv.get_level_desc)(t.cast(), 2, (&mut desc as *mut SurfaceDesc).cast()),
            S_OK
        );
        assert_eq!(
            (desc.width, desc.height, desc.format, desc.pool),
            (4, 2, A8R8G8B8, MANAGED)
        );
        assert_eq!(
            (tv.get_level_desc)(t.cast(), 5, (&mut desc as *mut SurfaceDesc).cast()),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (tv.get_level_desc)(t.cast(), 0, null_mut()),
            D3DERR_INVALIDCALL
        );
        // Lock a rectangle of level 0, write, unlock; read back through ninth-d3d9.
        let mut lr = LockedRect {
            pitch: 0,
            bits: null_mut(),
        };
        let r = Rect {
            left: 2,
            top: 1,
            right: 4,
            bottom: 3,
        };
        assert_eq!(
            (tv.lock_rect)(
                t.cast(),
                0,
                (&mut lr as *mut LockedRect).cast(),
                (&r as *const Rect).cast(),
                0
            ),
            S_OK
        );
        assert_eq!(lr.pitch, 64);
        // Locked twice: refused.
        let mut lr2 = LockedRect {
            pitch: 0,
            bits: null_mut(),
        };
        assert_eq!(
            (tv.lock_rect)(t.cast(), 0, (&mut lr2 as *mut LockedRect).cast(), null(), 0),
            D3DERR_INVALIDCALL
        );
        for row in 0..2 {
            let p = lr.bits.cast::<u32>().byte_add(row * lr.pitch as usize);
            p.write(0xff11_2233);
            p.add(1).write(0xff44_5566);
        }
        assert_eq!((tv.unlock_rect)(t.cast(), 0), S_OK);
        assert_eq!(
            (tv.unlock_rect)(t.cast(), 0),
            D3DERR_INVALIDCALL,
            "not locked"
        );
        // Read it with a read-only lock.
        assert_eq!(
            (tv.lock_rect)(
                t.cast(),
                0,
                (&mut lr as *mut LockedRect).cast(),
                null(),
                READONLY
            ),
            S_OK
        );
        let row1 =
            std::slice::from_raw_parts(lr.bits.cast::<u32>().byte_add(lr.pitch as usize), 16);
        assert_eq!(&row1[1..5], &[0, 0xff11_2233, 0xff44_5566, 0]);
        assert_eq!((tv.unlock_rect)(t.cast(), 0), S_OK);
        // Bad locks: no out pointer, a level past the chain, a rectangle outside, DISCARD on a
        // texture that is not dynamic.
        assert_eq!(
            (tv.lock_rect)(t.cast(), 0, null_mut(), null(), 0),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (tv.lock_rect)(t.cast(), 5, (&mut lr as *mut LockedRect).cast(), null(), 0),
            D3DERR_INVALIDCALL
        );
        let outside = Rect {
            left: 0,
            top: 0,
            right: 17,
            bottom: 1,
        };
        assert_eq!(
            (tv.lock_rect)(
                t.cast(),
                0,
                (&mut lr as *mut LockedRect).cast(),
                (&outside as *const Rect).cast(),
                0
            ),
            D3DERR_INVALIDCALL
        );
        let negative = Rect {
            left: -1,
            top: 0,
            right: 1,
            bottom: 1,
        };
        assert_eq!(
            (tv.lock_rect)(
                t.cast(),
                0,
                (&mut lr as *mut LockedRect).cast(),
                (&negative as *const Rect).cast(),
                0
            ),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (tv.lock_rect)(
                t.cast(),
                0,
                (&mut lr as *mut LockedRect).cast(),
                null(),
                DISCARD
            ),
            D3DERR_INVALIDCALL
        );
        // None of them left a lock behind.
        assert_eq!(
            (tv.lock_rect)(t.cast(), 0, (&mut lr as *mut LockedRect).cast(), null(), 0),
            S_OK
        );
        assert_eq!((tv.unlock_rect)(t.cast(), 0), S_OK);
        assert_eq!((tv.add_dirty_rect)(t.cast(), null()), S_OK);
        // QueryInterface.
        let mut q: *mut c_void = null_mut();
        assert_eq!(
            (tv.base.resource.query_interface)(
                t.cast(),
                &IID_IDIRECT3DTEXTURE9,
                (&mut q as *mut *mut c_void).cast()
            ),
            S_OK
        );
        assert_eq!(q, t);
        assert_eq!(tex_refs(t), 2);
        release::<()>(q);
        assert_eq!(
            (tv.base.resource.query_interface)(
                t.cast(),
                &IID_IDIRECT3DSURFACE9,
                (&mut q as *mut *mut c_void).cast()
            ),
            E_NOINTERFACE
        );
        assert!(q.is_null());
        // GetDevice adds a device reference.
        let mut d: *mut c_void = null_mut();
        assert_eq!(
            (tv.base.resource.get_device)(t.cast(), (&mut d as *mut *mut c_void).cast()),
            S_OK
        );
        assert_eq!(d, dev.cast());
        assert_eq!(device_refs(dev), refs0 + 2);
        (dvt(dev).release)(dev);
    }
    assert_eq!(release::<()>(t), 0);
    assert_eq!(device_refs(dev), refs0);
    // SAFETY: live.
    unsafe { assert_eq!((dvt(dev).release)(dev), 0) };
    release_d3d(d3d);
}

#[test]
fn pools_decide_what_may_be_locked() {
    let (d3d, dev) = device(8, 8);
    let mut lr = LockedRect {
        pitch: 0,
        bits: null_mut(),
    };
    let lrp = (&mut lr as *mut LockedRect).cast::<c_void>();
    // SAFETY: live objects.
    unsafe {
        // DEFAULT, not dynamic: refused.
        let t = create_texture(dev, 8, 8, 1, 0, A8R8G8B8, DEFAULT).unwrap();
        let tv: &IDirect3DTexture9Vtbl = vt(t);
        assert_eq!(
            (tv.lock_rect)(t.cast(), 0, lrp, null(), 0),
            D3DERR_INVALIDCALL
        );
        release::<()>(t);
        // DEFAULT render target: refused.
        let t = create_texture(dev, 8, 8, 1, RENDERTARGET, A8R8G8B8, DEFAULT).unwrap();
        assert_eq!(
            (tv.lock_rect)(t.cast(), 0, lrp, null(), 0),
            D3DERR_INVALIDCALL
        );
        release::<()>(t);
        // DEFAULT dynamic: DISCARD allowed.
        let t = create_texture(dev, 8, 8, 1, DYNAMIC, A8R8G8B8, DEFAULT).unwrap();
        assert_eq!((tv.lock_rect)(t.cast(), 0, lrp, null(), DISCARD), S_OK);
        assert_eq!((tv.unlock_rect)(t.cast(), 0), S_OK);
        release::<()>(t);
        // SYSTEMMEM and SCRATCH: lockable, but not for sampling.
        for pool in [SYSTEMMEM, SCRATCH] {
            let t = create_texture(dev, 8, 8, 1, 0, A8R8G8B8, pool).unwrap();
            assert_eq!((tv.lock_rect)(t.cast(), 0, lrp, null(), 0), S_OK);
            assert_eq!((tv.unlock_rect)(t.cast(), 0), S_OK);
            assert_eq!((dvt(dev).set_texture)(dev, 0, t), D3DERR_INVALIDCALL);
            release::<()>(t);
        }
        // A block-compressed managed texture: pitch per row of blocks.
        let t = create_texture(dev, 8, 8, 1, 0, DXT1, MANAGED).unwrap();
        assert_eq!((tv.lock_rect)(t.cast(), 0, lrp, null(), 0), S_OK);
        assert_eq!(lr.pitch, 16);
        assert_eq!((tv.unlock_rect)(t.cast(), 0), S_OK);
        release::<()>(t);
        assert_eq!((dvt(dev).release)(dev), 0);
    }
    release_d3d(d3d);
}

#[test]
fn bad_creation_arguments_get_invalidcall_and_make_nothing() {
    let (d3d, dev) = device(8, 8);
    let refs0 = device_refs(dev);
    let d = dvt(dev);
    let mut out: *mut c_void = null_mut();
    let o = (&mut out as *mut *mut c_void).cast::<c_void>();
    // SAFETY: live device; the bad arguments are the point.
    unsafe {
        // Null out pointer, zero size, unknown pool, unknown format, too many levels, a
        // managed render target, a managed dynamic texture, autogen with levels.
        assert_eq!(
            (d.create_texture)(dev, 8, 8, 1, 0, A8R8G8B8, MANAGED, null_mut(), null_mut()),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (d.create_texture)(dev, 0, 8, 1, 0, A8R8G8B8, MANAGED, o, null_mut()),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (d.create_texture)(dev, 8, 8, 1, 0, A8R8G8B8, 4, o, null_mut()),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (d.create_texture)(dev, 8, 8, 1, 0, 0x1234, MANAGED, o, null_mut()),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (d.create_texture)(dev, 8, 8, 5, 0, A8R8G8B8, MANAGED, o, null_mut()),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (d.create_texture)(dev, 8, 8, 1, RENDERTARGET, A8R8G8B8, MANAGED, o, null_mut()),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (d.create_texture)(dev, 8, 8, 1, DYNAMIC, A8R8G8B8, MANAGED, o, null_mut()),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (d.create_texture)(dev, 8, 8, 2, 0x400, A8R8G8B8, DEFAULT, o, null_mut()),
            D3DERR_INVALIDCALL
        );
        let mut shared: *mut c_void = null_mut();
        assert_eq!(
            (d.create_texture)(
                dev,
                8,
                8,
                1,
                0,
                A8R8G8B8,
                MANAGED,
                o,
                (&mut shared as *mut *mut c_void).cast()
            ),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (d.create_cube_texture)(dev, 0, 1, 0, A8R8G8B8, MANAGED, o, null_mut()),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (d.create_volume_texture)(
                dev,
                4,
                4,
                4,
                1,
                RENDERTARGET,
                A8R8G8B8,
                DEFAULT,
                o,
                null_mut()
            ),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (d.create_vertex_buffer)(dev, 0, 0, 0, MANAGED, o, null_mut()),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (d.create_vertex_buffer)(dev, 64, 0, 0, SCRATCH, o, null_mut()),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (d.create_vertex_buffer)(dev, 64, 0, 0, MANAGED, null_mut(), null_mut()),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (d.create_index_buffer)(dev, 64, 0, 50, MANAGED, o, null_mut()),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (d.create_index_buffer)(dev, 63, 0, 101, MANAGED, o, null_mut()),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (d.create_render_target)(dev, 0, 8, A8R8G8B8, 0, 0, 0, o, null_mut()),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (d.create_render_target)(dev, 8, 8, DXT1, 0, 0, 0, o, null_mut()),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (d.create_render_target)(dev, 8, 8, A8R8G8B8, 0, 1, 0, o, null_mut()),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (d.create_depth_stencil_surface)(dev, 8, 8, A8R8G8B8, 0, 0, 0, o, null_mut()),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (d.create_offscreen_plain_surface)(dev, 8, 8, A8R8G8B8, MANAGED, o, null_mut()),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (d.create_offscreen_plain_surface)(dev, 0, 8, A8R8G8B8, SYSTEMMEM, o, null_mut()),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (d.create_offscreen_plain_surface)(dev, 8, 8, 0x1234, SYSTEMMEM, o, null_mut()),
            D3DERR_INVALIDCALL
        );
        assert!(out.is_null());
        assert_eq!(device_refs(dev), refs0, "nothing made holds the device");
        assert_eq!((d.release)(dev), 0);
    }
    release_d3d(d3d);
}

#[test]
fn level_surfaces_share_their_textures_reference_count() {
    let (d3d, dev) = device(8, 8);
    let refs0 = device_refs(dev);
    let t = create_texture(dev, 8, 8, 2, 0, A8R8G8B8, MANAGED).unwrap();
    let tv: &IDirect3DTexture9Vtbl = vt(t);
    // SAFETY: live objects.
    unsafe {
        let mut s: *mut c_void = null_mut();
        assert_eq!(
            (tv.get_surface_level)(t.cast(), 1, (&mut s as *mut *mut c_void).cast()),
            S_OK
        );
        assert_eq!(
            tex_refs(t),
            2,
            "GetSurfaceLevel adds a reference to the texture"
        );
        let mut s2: *mut c_void = null_mut();
        assert_eq!(
            (tv.get_surface_level)(t.cast(), 1, (&mut s2 as *mut *mut c_void).cast()),
            S_OK
        );
        assert_eq!(s, s2, "one object per level");
        assert_eq!(tex_refs(t), 3);
        assert_eq!(add_ref(s), 4);
        assert_eq!(release::<()>(s), 3);
        assert_eq!(release::<()>(s2), 2);
        assert_eq!(
            (tv.get_surface_level)(t.cast(), 2, (&mut s2 as *mut *mut c_void).cast()),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (tv.get_surface_level)(t.cast(), 0, null_mut()),
            D3DERR_INVALIDCALL
        );
        let sv: &IDirect3DSurface9Vtbl = vt(s);
        let mut desc = SurfaceDesc::default();
        assert_eq!(
            (sv.get_desc)(s.cast(), (&mut desc as *mut SurfaceDesc).cast()),
            S_OK
        );
        assert_eq!((desc.width, desc.height, desc.rtype), (4, 4, 1));
        // GetContainer: the texture.
        let mut c: *mut c_void = null_mut();
        assert_eq!(
            (sv.get_container)(
                s.cast(),
                &IID_IDIRECT3DTEXTURE9,
                (&mut c as *mut *mut c_void).cast()
            ),
            S_OK
        );
        assert_eq!(c, t);
        release::<()>(c);
        // A lock through the surface is the texture's lock.
        let mut lr = LockedRect {
            pitch: 0,
            bits: null_mut(),
        };
        assert_eq!(
            (sv.lock_rect)(s.cast(), (&mut lr as *mut LockedRect).cast(), null(), 0),
            S_OK
        );
        assert_eq!(lr.pitch, 16);
        assert_eq!(
            (tv.lock_rect)(t.cast(), 1, (&mut lr as *mut LockedRect).cast(), null(), 0),
            D3DERR_INVALIDCALL
        );
        assert_eq!((sv.unlock_rect)(s.cast()), S_OK);
        assert_eq!(
            (sv.get_dc)(s.cast(), (&mut c as *mut *mut c_void).cast()),
            D3DERR_INVALIDCALL
        );
        assert_eq!((sv.release_dc)(s.cast(), null_mut()), D3DERR_INVALIDCALL);
        // The texture stays while the program holds its surface.
        assert_eq!(release::<()>(t), 1);
        assert_eq!(device_refs(dev), refs0 + 1);
        assert_eq!(release::<()>(s), 0);
        assert_eq!(device_refs(dev), refs0);
        assert_eq!((dvt(dev).release)(dev), 0);
    }
    release_d3d(d3d);
}

#[test]
fn cube_and_volume_textures_lock_per_face_and_box() {
    let (d3d, dev) = device(8, 8);
    let d = dvt(dev);
    // SAFETY: live objects.
    unsafe {
        let mut c: *mut c_void = null_mut();
        assert_eq!(
            (d.create_cube_texture)(
                dev,
                8,
                0,
                0,
                A8R8G8B8,
                MANAGED,
                (&mut c as *mut *mut c_void).cast(),
                null_mut()
            ),
            S_OK
        );
        let cv: &IDirect3DCubeTexture9Vtbl = vt(c);
        assert_eq!((cv.base.get_level_count)(c.cast()), 4);
        assert_eq!((cv.base.resource.get_type)(c.cast()), 5);
        let mut lr = LockedRect {
            pitch: 0,
            bits: null_mut(),
        };
        assert_eq!(
            (cv.lock_rect)(
                c.cast(),
                5,
                1,
                (&mut lr as *mut LockedRect).cast(),
                null(),
                0
            ),
            S_OK
        );
        assert_eq!(lr.pitch, 16);
        assert_eq!(
            (cv.lock_rect)(
                c.cast(),
                6,
                1,
                (&mut lr as *mut LockedRect).cast(),
                null(),
                0
            ),
            D3DERR_INVALIDCALL,
            "face 6"
        );
        assert_eq!((cv.unlock_rect)(c.cast(), 5, 1), S_OK);
        let mut s: *mut c_void = null_mut();
        assert_eq!(
            (cv.get_cube_map_surface)(c.cast(), 3, 0, (&mut s as *mut *mut c_void).cast()),
            S_OK
        );
        assert_eq!(
            (cv.get_cube_map_surface)(c.cast(), 6, 0, (&mut s as *mut *mut c_void).cast()),
            D3DERR_INVALIDCALL
        );
        assert_eq!(tex_refs(c), 2);
        release::<()>(s);
        assert_eq!(release::<()>(c), 0);

        let mut v: *mut c_void = null_mut();
        assert_eq!(
            (d.create_volume_texture)(
                dev,
                4,
                4,
                2,
                0,
                0,
                A8R8G8B8,
                MANAGED,
                (&mut v as *mut *mut c_void).cast(),
                null_mut()
            ),
            S_OK
        );
        let vv: &IDirect3DVolumeTexture9Vtbl = vt(v);
        assert_eq!((vv.base.get_level_count)(v.cast()), 3);
        let mut desc = VolumeDesc::default();
        assert_eq!(
            (vv.get_level_desc)(v.cast(), 1, (&mut desc as *mut VolumeDesc).cast()),
            S_OK
        );
        assert_eq!(
            (desc.width, desc.height, desc.depth, desc.rtype),
            (2, 2, 1, 2)
        );
        let mut lb = LockedBox {
            row_pitch: 0,
            slice_pitch: 0,
            bits: null_mut(),
        };
        assert_eq!(
            (vv.lock_box)(v.cast(), 0, (&mut lb as *mut LockedBox).cast(), null(), 0),
            S_OK
        );
        assert_eq!((lb.row_pitch, lb.slice_pitch), (16, 64));
        assert_eq!((vv.unlock_box)(v.cast(), 0), S_OK);
        let mut vol: *mut c_void = null_mut();
        assert_eq!(
            (vv.get_volume_level)(v.cast(), 0, (&mut vol as *mut *mut c_void).cast()),
            S_OK
        );
        let volv: &IDirect3DVolume9Vtbl = vt(vol);
        let b = d3d9::types::D3dBox {
            left: 1,
            top: 1,
            right: 3,
            bottom: 3,
            front: 1,
            back: 2,
        };
        assert_eq!(
            (volv.lock_box)(
                vol.cast(),
                (&mut lb as *mut LockedBox).cast(),
                (&b as *const d3d9::types::D3dBox).cast(),
                0
            ),
            S_OK
        );
        assert_eq!(
            (volv.lock_box)(vol.cast(), (&mut lb as *mut LockedBox).cast(), null(), 0),
            D3DERR_INVALIDCALL,
            "locked twice"
        );
        assert_eq!((volv.unlock_box)(vol.cast()), S_OK);
        assert_eq!(
            (volv.get_desc)(vol.cast(), (&mut desc as *mut VolumeDesc).cast()),
            S_OK
        );
        assert_eq!((desc.width, desc.depth), (4, 2));
        assert_eq!(tex_refs(v), 2);
        release::<()>(vol);
        assert_eq!(release::<()>(v), 0);
        assert_eq!((d.release)(dev), 0);
    }
    release_d3d(d3d);
}

#[test]
fn buffers_lock_ranges_with_d3d9s_flag_rules() {
    let (d3d, dev) = device(8, 8);
    let d = dvt(dev);
    // SAFETY: live objects.
    unsafe {
        let mut b: *mut c_void = null_mut();
        assert_eq!(
            (d.create_vertex_buffer)(
                dev,
                64,
                WRITEONLY,
                0x42,
                MANAGED,
                (&mut b as *mut *mut c_void).cast(),
                null_mut()
            ),
            S_OK
        );
        let bv: &IDirect3DBuffer9Vtbl = vt(b);
        let mut p: *mut c_void = null_mut();
        let pp = (&mut p as *mut *mut c_void).cast::<c_void>();
        assert_eq!((bv.lock)(b.cast(), 8, 4, pp, 0), S_OK);
        p.cast::<[u8; 4]>().write([1, 2, 3, 4]);
        assert_eq!(
            (bv.lock)(b.cast(), 0, 0, pp, 0),
            D3DERR_INVALIDCALL,
            "locked twice"
        );
        assert_eq!((bv.unlock)(b.cast()), S_OK);
        assert_eq!((bv.unlock)(b.cast()), D3DERR_INVALIDCALL);
        assert_eq!((bv.lock)(b.cast(), 0, 0, pp, READONLY), S_OK);
        assert_eq!(
            std::slice::from_raw_parts(p.cast::<u8>(), 64)[6..14],
            [0, 0, 1, 2, 3, 4, 0, 0]
        );
        assert_eq!((bv.unlock)(b.cast()), S_OK);
        assert_eq!(
            (bv.lock)(b.cast(), 0, 0, pp, DISCARD),
            D3DERR_INVALIDCALL,
            "not dynamic"
        );
        assert_eq!(
            (bv.lock)(b.cast(), 60, 8, pp, 0),
            D3DERR_INVALIDCALL,
            "past the end"
        );
        assert_eq!((bv.lock)(b.cast(), 0, 0, null_mut(), 0), D3DERR_INVALIDCALL);
        let mut desc = BufferDesc::default();
        assert_eq!(
            (bv.get_desc)(b.cast(), (&mut desc as *mut BufferDesc).cast()),
            S_OK
        );
        assert_eq!(
            desc,
            BufferDesc {
                format: 100,
                rtype: 6,
                usage: WRITEONLY,
                pool: MANAGED,
                size: 64,
                fvf: 0x42
            }
        );
        assert_eq!(release::<()>(b), 0);

        let mut ib: *mut c_void = null_mut();
        assert_eq!(
            (d.create_index_buffer)(
                dev,
                32,
                DYNAMIC | WRITEONLY,
                101,
                DEFAULT,
                (&mut ib as *mut *mut c_void).cast(),
                null_mut()
            ),
            S_OK
        );
        let iv: &IDirect3DBuffer9Vtbl = vt(ib);
        assert_eq!((iv.lock)(ib.cast(), 0, 0, pp, DISCARD), S_OK);
        assert_eq!((iv.unlock)(ib.cast()), S_OK);
        assert_eq!((iv.lock)(ib.cast(), 16, 0, pp, NOOVERWRITE), S_OK);
        assert_eq!((iv.unlock)(ib.cast()), S_OK);
        assert_eq!(
            (iv.lock)(ib.cast(), 0, 0, pp, READONLY | DISCARD),
            D3DERR_INVALIDCALL
        );
        let mut idesc = [0u32; 6];
        assert_eq!((iv.get_desc)(ib.cast(), idesc.as_mut_ptr().cast()), S_OK);
        assert_eq!(
            idesc,
            [101, 7, DYNAMIC | WRITEONLY, DEFAULT, 32, 0],
            "five fields written"
        );
        assert_eq!(release::<()>(ib), 0);
        assert_eq!((d.release)(dev), 0);
    }
    release_d3d(d3d);
}

#[test]
fn bindings_hold_their_own_references() {
    let (d3d, dev) = device(8, 8);
    let d = dvt(dev);
    let refs0 = device_refs(dev);
    // SAFETY: live objects.
    unsafe {
        let t = create_texture(dev, 8, 8, 1, 0, A8R8G8B8, MANAGED).unwrap();
        let to = Texture9::get(t.cast()).unwrap();
        assert_eq!((d.set_texture)(dev, 0, t), S_OK);
        assert_eq!((d.set_texture)(dev, 257, t), S_OK);
        assert_eq!(to.binds(), 2);
        assert_eq!((d.set_texture)(dev, 16, t), D3DERR_INVALIDCALL, "stage 16");
        assert_eq!(
            (d.set_texture)(dev, 0, dev.cast()),
            D3DERR_INVALIDCALL,
            "not a texture"
        );
        let mut g: *mut c_void = null_mut();
        assert_eq!(
            (d.get_texture)(dev, 257, (&mut g as *mut *mut c_void).cast()),
            S_OK
        );
        assert_eq!(g, t);
        assert_eq!(tex_refs(t), 2, "GetTexture adds a reference");
        release::<()>(g);
        assert_eq!(
            (d.get_texture)(dev, 1, (&mut g as *mut *mut c_void).cast()),
            S_OK
        );
        assert!(g.is_null());
        assert_eq!((d.get_texture)(dev, 0, null_mut()), D3DERR_INVALIDCALL);
        // Released by the program while bound: the object stays for the binding, without
        // holding the device.
        assert_eq!(release::<()>(t), 0);
        assert_eq!(device_refs(dev), refs0);
        assert_eq!(
            (d.get_texture)(dev, 0, (&mut g as *mut *mut c_void).cast()),
            S_OK
        );
        assert_eq!(g, t, "still bound");
        assert_eq!(
            device_refs(dev),
            refs0 + 1,
            "a reference again: the device with it"
        );
        release::<()>(g);
        assert_eq!((d.set_texture)(dev, 0, null_mut()), S_OK);
        assert_eq!((d.set_texture)(dev, 257, null_mut()), S_OK); // freed here

        // Streams and indices.
        let mut vb: *mut c_void = null_mut();
        assert_eq!(
            (d.create_vertex_buffer)(
                dev,
                64,
                0,
                0,
                MANAGED,
                (&mut vb as *mut *mut c_void).cast(),
                null_mut()
            ),
            S_OK
        );
        let mut ib: *mut c_void = null_mut();
        assert_eq!(
            (d.create_index_buffer)(
                dev,
                64,
                0,
                101,
                MANAGED,
                (&mut ib as *mut *mut c_void).cast(),
                null_mut()
            ),
            S_OK
        );
        assert_eq!((d.set_stream_source)(dev, 3, vb, 16, 12), S_OK);
        assert_eq!(
            (d.set_stream_source)(dev, 16, vb, 0, 12),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (d.set_stream_source)(dev, 0, ib, 0, 12),
            D3DERR_INVALIDCALL,
            "an index buffer"
        );
        assert_eq!((d.set_indices)(dev, ib), S_OK);
        assert_eq!(
            (d.set_indices)(dev, vb),
            D3DERR_INVALIDCALL,
            "a vertex buffer"
        );
        assert_eq!(Buffer9::get(vb.cast()).unwrap().binds(), 1);
        let (mut g, mut off, mut stride) = (null_mut::<c_void>(), 0u32, 0u32);
        assert_eq!(
            (d.get_stream_source)(
                dev,
                3,
                (&mut g as *mut *mut c_void).cast(),
                (&mut off as *mut u32).cast(),
                (&mut stride as *mut u32).cast()
            ),
            S_OK
        );
        assert_eq!((g, off, stride), (vb, 16, 12));
        release::<()>(g);
        assert_eq!(
            (d.get_stream_source)(
                dev,
                3,
                null_mut(),
                (&mut off as *mut u32).cast(),
                (&mut stride as *mut u32).cast()
            ),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (d.get_indices)(dev, (&mut g as *mut *mut c_void).cast()),
            S_OK
        );
        assert_eq!(g, ib);
        release::<()>(g);
        assert_eq!((d.set_stream_source_freq)(dev, 1, 0x8000_0001), S_OK);
        assert_eq!(
            (d.set_stream_source_freq)(dev, 0, 0x8000_0001),
            D3DERR_INVALIDCALL
        );
        assert_eq!((d.set_stream_source_freq)(dev, 1, 0), D3DERR_INVALIDCALL);
        let mut f = 0u32;
        assert_eq!(
            (d.get_stream_source_freq)(dev, 1, (&mut f as *mut u32).cast()),
            S_OK
        );
        assert_eq!(f, 0x8000_0001);
        assert_eq!(
            (d.get_stream_source_freq)(dev, 2, (&mut f as *mut u32).cast()),
            S_OK
        );
        assert_eq!(f, 1);
        assert_eq!(release::<()>(vb), 0);
        assert_eq!(release::<()>(ib), 0);
        assert_eq!((d.set_stream_source)(dev, 3, null_mut(), 0, 0), S_OK);
        assert_eq!((d.set_indices)(dev, null_mut()), S_OK);
        assert_eq!(device_refs(dev), refs0);
        assert_eq!((d.release)(dev), 0);
    }
    release_d3d(d3d);
}

#[test]
fn a_device_lives_while_the_program_holds_its_resources() {
    let (d3d, dev) = device(8, 8);
    let t = create_texture(dev, 8, 8, 1, 0, A8R8G8B8, MANAGED).unwrap();
    // SAFETY: live objects.
    unsafe {
        assert_eq!(
            (dvt(dev).release)(dev),
            1,
            "the texture's reference keeps it"
        );
        let tv: &IDirect3DTexture9Vtbl = vt(t);
        // The device still works for the texture.
        let mut lr = LockedRect {
            pitch: 0,
            bits: null_mut(),
        };
        assert_eq!(
            (tv.lock_rect)(t.cast(), 0, (&mut lr as *mut LockedRect).cast(), null(), 0),
            S_OK
        );
        assert_eq!((tv.unlock_rect)(t.cast(), 0), S_OK);
        assert_eq!(Direct3D9::get(d3d).unwrap().refs(), 2);
        assert_eq!(release::<()>(t), 0);
        // The device went with it, and its reference to the IDirect3D9.
        assert_eq!(Direct3D9::get(d3d).unwrap().refs(), 1);
    }
    release_d3d(d3d);
}

#[test]
fn private_data_and_priority() {
    let (d3d, dev) = device(8, 8);
    let t = create_texture(dev, 8, 8, 1, 0, A8R8G8B8, MANAGED).unwrap();
    let tv: &IDirect3DTexture9Vtbl = vt(t);
    let r = &tv.base.resource;
    let g = d3d9::com::Guid::new(1, 2, 3, [4; 8]);
    // SAFETY: live objects.
    unsafe {
        let data = [1u8, 2, 3, 4, 5];
        assert_eq!(
            (r.set_private_data)(t.cast(), &g, data.as_ptr().cast(), 5, 0),
            S_OK
        );
        let mut size = 0u32;
        assert_eq!(
            (r.get_private_data)(t.cast(), &g, null_mut(), &mut size),
            S_OK
        );
        assert_eq!(size, 5);
        let mut buf = [0u8; 8];
        size = 2;
        assert_eq!(
            (r.get_private_data)(t.cast(), &g, buf.as_mut_ptr().cast(), &mut size),
            D3DERR_MOREDATA
        );
        assert_eq!(size, 5);
        size = 8;
        assert_eq!(
            (r.get_private_data)(t.cast(), &g, buf.as_mut_ptr().cast(), &mut size),
            S_OK
        );
        assert_eq!(&buf[..5], &data);
        assert_eq!((r.free_private_data)(t.cast(), &g), S_OK);
        assert_eq!((r.free_private_data)(t.cast(), &g), D3DERR_NOTFOUND);
        assert_eq!(
            (r.get_private_data)(t.cast(), &g, null_mut(), &mut size),
            D3DERR_NOTFOUND
        );
        assert_eq!(
            (r.set_private_data)(t.cast(), null(), data.as_ptr().cast(), 5, 0),
            D3DERR_INVALIDCALL
        );
        // D3DSPD_IUNKNOWN: the object holds a reference to the IUnknown.
        let refs = device_refs(dev);
        let unknown: *mut c_void = dev.cast();
        assert_eq!(
            (r.set_private_data)(t.cast(), &g, (&unknown as *const *mut c_void).cast(), 8, 1),
            S_OK
        );
        assert_eq!(device_refs(dev), refs + 1);
        assert_eq!((r.free_private_data)(t.cast(), &g), S_OK);
        assert_eq!(device_refs(dev), refs);
        assert_eq!((r.set_priority)(t.cast(), 7), 0);
        assert_eq!((r.get_priority)(t.cast()), 7);
        (r.pre_load)(t.cast());
        assert_eq!((tv.base.set_lod)(t.cast(), 3), 0);
        assert_eq!((tv.base.get_lod)(t.cast()), 0, "clamped to the last level");
        assert_eq!(
            (tv.base.set_auto_gen_filter_type)(t.cast(), 0),
            D3DERR_INVALIDCALL
        );
        assert_eq!((tv.base.set_auto_gen_filter_type)(t.cast(), 1), S_OK);
        assert_eq!((tv.base.get_auto_gen_filter_type)(t.cast()), 1);
        assert_eq!(release::<()>(t), 0);
        assert_eq!((dvt(dev).release)(dev), 0);
    }
    release_d3d(d3d);
}

#[test]
fn offscreen_plain_surfaces_in_system_memory_lock() {
    let (d3d, dev) = device(8, 8);
    // SAFETY: live objects.
    unsafe {
        let mut s: *mut c_void = null_mut();
        assert_eq!(
            (dvt(dev).create_offscreen_plain_surface)(
                dev,
                5,
                3,
                A8R8G8B8,
                SYSTEMMEM,
                (&mut s as *mut *mut c_void).cast(),
                null_mut()
            ),
            S_OK
        );
        let sv: &IDirect3DSurface9Vtbl = vt(s);
        let mut lr = LockedRect {
            pitch: 0,
            bits: null_mut(),
        };
        let r = Rect {
            left: 1,
            top: 2,
            right: 3,
            bottom: 3,
        };
        assert_eq!(
            (sv.lock_rect)(
                s.cast(),
                (&mut lr as *mut LockedRect).cast(),
                (&r as *const Rect).cast(),
                0
            ),
            S_OK
        );
        assert_eq!(lr.pitch, 20);
        lr.bits.cast::<u32>().write(0xdead_beef);
        assert_eq!(
            (sv.lock_rect)(s.cast(), (&mut lr as *mut LockedRect).cast(), null(), 0),
            D3DERR_INVALIDCALL
        );
        assert_eq!((sv.unlock_rect)(s.cast()), S_OK);
        assert_eq!((sv.unlock_rect)(s.cast()), D3DERR_INVALIDCALL);
        assert_eq!(
            (sv.lock_rect)(
                s.cast(),
                (&mut lr as *mut LockedRect).cast(),
                null(),
                DISCARD
            ),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (sv.lock_rect)(
                s.cast(),
                (&mut lr as *mut LockedRect).cast(),
                null(),
                READONLY
            ),
            S_OK
        );
        assert_eq!(lr.bits.cast::<u32>().add(2 * 5 + 1).read(), 0xdead_beef);
        assert_eq!((sv.unlock_rect)(s.cast()), S_OK);
        let mut desc = SurfaceDesc::default();
        assert_eq!(
            (sv.get_desc)(s.cast(), (&mut desc as *mut SurfaceDesc).cast()),
            S_OK
        );
        assert_eq!(
            (desc.width, desc.height, desc.pool, desc.usage),
            (5, 3, SYSTEMMEM, 0)
        );
        // A standalone surface's container is the device.
        let mut c: *mut c_void = null_mut();
        assert_eq!(
            (sv.get_container)(
                s.cast(),
                &d3d9::guids::IID_IDIRECT3DDEVICE9,
                (&mut c as *mut *mut c_void).cast()
            ),
            S_OK
        );
        assert_eq!(c, dev.cast());
        (dvt(dev).release)(dev);
        assert_eq!(Surface9::get(s.cast()).unwrap().refs(), 1);
        assert_eq!(release::<()>(s), 0);
        assert_eq!((dvt(dev).release)(dev), 0);
    }
    release_d3d(d3d);
}

#[test]
fn bindings_alone_do_not_keep_a_released_device() {
    let (d3d, dev) = device(8, 8);
    let t = create_texture(dev, 8, 8, 1, 0, A8R8G8B8, MANAGED).unwrap();
    let u = create_texture(dev, 8, 8, 1, 0, A8R8G8B8, MANAGED).unwrap();
    let g = d3d9::com::Guid::new(9, 9, 9, [9; 8]);
    // SAFETY: live objects.
    unsafe {
        // `t` holds `u` as private data, so freeing `t` releases `u` (after the device's
        // lock: `u`'s release locks the device).
        let r = &vt::<IDirect3DTexture9Vtbl>(t).base.resource;
        assert_eq!(
            (r.set_private_data)(t.cast(), &g, (&u as *const *mut c_void).cast(), 8, 1),
            S_OK
        );
        assert_eq!(tex_refs(u), 2);
        assert_eq!(release::<()>(u), 1);
        assert_eq!((dvt(dev).set_texture)(dev, 2, t), S_OK);
        assert_eq!(release::<()>(t), 0);
        // Unbinding frees `t` under the device's lock, and `u` with it.
        assert_eq!((dvt(dev).set_texture)(dev, 2, null_mut()), S_OK);
        let t = create_texture(dev, 8, 8, 1, 0, A8R8G8B8, MANAGED).unwrap();
        assert_eq!((dvt(dev).set_texture)(dev, 0, t), S_OK);
        assert_eq!(release::<()>(t), 0);
        assert_eq!(Direct3D9::get(d3d).unwrap().refs(), 2);
        assert_eq!(
            (dvt(dev).release)(dev),
            0,
            "the bound texture does not hold the device"
        );
        assert_eq!(Direct3D9::get(d3d).unwrap().refs(), 1);
    }
    release_d3d(d3d);
}

#[test]
fn objects_of_another_device_and_other_bad_arguments_are_refused() {
    let (d3d, dev) = device(8, 8);
    let (d3d2, dev2) = device(8, 8);
    let t2 = create_texture(dev2, 8, 8, 1, 0, A8R8G8B8, MANAGED).unwrap();
    let d = dvt(dev);
    // SAFETY: live objects; the bad arguments are the point.
    unsafe {
        assert_eq!(
            (d.set_texture)(dev, 0, t2),
            D3DERR_INVALIDCALL,
            "another device's texture"
        );
        let mut s2: *mut c_void = null_mut();
        assert_eq!(
            (dvt(dev2).create_render_target)(
                dev2,
                8,
                8,
                A8R8G8B8,
                0,
                0,
                0,
                (&mut s2 as *mut *mut c_void).cast(),
                null_mut()
            ),
            S_OK
        );
        assert_eq!(
            (d.set_render_target)(dev, 0, s2),
            D3DERR_INVALIDCALL,
            "another device's surface"
        );
        let mut bb: *mut c_void = null_mut();
        assert_eq!(
            (d.get_back_buffer)(dev, 0, 0, 0, (&mut bb as *mut *mut c_void).cast()),
            S_OK
        );
        assert_eq!(
            (d.stretch_rect)(dev, s2, null(), bb, null(), 0),
            D3DERR_INVALIDCALL
        );
        // An unknown lock flag.
        let t = create_texture(dev, 8, 8, 1, 0, A8R8G8B8, MANAGED).unwrap();
        let mut lr = LockedRect {
            pitch: 0,
            bits: null_mut(),
        };
        let tv: &IDirect3DTexture9Vtbl = vt(t);
        assert_eq!(
            (tv.lock_rect)(
                t.cast(),
                0,
                (&mut lr as *mut LockedRect).cast(),
                null(),
                0x1
            ),
            D3DERR_INVALIDCALL
        );
        // AUTOGENMIPMAP: one level seen.
        let a = create_texture(dev, 8, 8, 0, 0x400, A8R8G8B8, MANAGED).unwrap();
        assert_eq!((tv.base.get_level_count)(a.cast()), 1);
        let mut s: *mut c_void = null_mut();
        assert_eq!(
            (tv.get_surface_level)(a.cast(), 1, (&mut s as *mut *mut c_void).cast()),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (tv.lock_rect)(a.cast(), 1, (&mut lr as *mut LockedRect).cast(), null(), 0),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (tv.lock_rect)(a.cast(), 0, (&mut lr as *mut LockedRect).cast(), null(), 0),
            S_OK
        );
        assert_eq!((tv.unlock_rect)(a.cast(), 0), S_OK);
        for o in [t, a, bb, s2, t2] {
            assert_eq!(release::<()>(o), 0);
        }
        assert_eq!((d.release)(dev), 0);
        assert_eq!((dvt(dev2).release)(dev2), 0);
    }
    release_d3d(d3d);
    release_d3d(d3d2);
}
