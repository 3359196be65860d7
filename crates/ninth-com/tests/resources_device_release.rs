//! What a device lets go of when it is freed: objects the program released that are still
//! bound (a texture, a vertex buffer, a render target) and the device's own back-buffer and
//! depth-stencil surface objects are freed with it. Each object is given a witness
//! (`SetPrivateData` with `D3DSPD_IUNKNOWN` holds a reference to a second `IDirect3D9`,
//! given back when the object is freed), so the witness's count tells which objects live.

mod common;

use std::ffi::c_void;
use std::ptr::null_mut;

use d3d9::com::{Guid, HRESULT, S_OK};
use d3d9::d3d9::{Direct3D9, IDirect3D9Vtbl};
use d3d9::device::{Device9, IDirect3DDevice9Vtbl};
use d3d9::types::PresentParameters;

const A8R8G8B8: u32 = 21;
const MANAGED: u32 = 1;
const D3DSPD_IUNKNOWN: u32 = 1;

/// The `IUnknown` and first `IDirect3DResource9` slots every resource vtable starts with.
#[repr(C)]
struct ResourceSlots {
    query_interface: usize,
    add_ref: unsafe extern "system" fn(*mut c_void) -> u32,
    release: unsafe extern "system" fn(*mut c_void) -> u32,
    get_device: usize,
    set_private_data:
        unsafe extern "system" fn(*mut c_void, *const Guid, *const c_void, u32, u32) -> HRESULT,
}

fn params() -> PresentParameters {
    common::present_parameters(8, 8)
}

fn d3d() -> *mut Direct3D9 {
    let d3d = d3d9::Direct3DCreate9(32).cast::<Direct3D9>();
    assert!(!d3d.is_null());
    d3d
}

fn d3d_vt<'a>(d3d: *mut Direct3D9) -> &'a IDirect3D9Vtbl {
    // SAFETY: the tests pass live IDirect3D9 objects.
    unsafe { &**d3d.cast::<*const IDirect3D9Vtbl>() }
}

fn d3d_refs(d3d: *mut Direct3D9) -> u32 {
    // SAFETY: live.
    unsafe { Direct3D9::get(d3d) }.unwrap().refs()
}

fn device(d3d: *mut Direct3D9) -> *mut Device9 {
    let mut p = params();
    let mut dev = null_mut();
    // SAFETY: valid arguments.
    let hr = unsafe { (d3d_vt(d3d).create_device)(d3d, 0, 1, null_mut(), 0x40, &mut p, &mut dev) };
    assert_eq!(hr, S_OK);
    dev
}

fn dvt<'a>(dev: *mut Device9) -> &'a IDirect3DDevice9Vtbl {
    // SAFETY: the tests pass live devices.
    unsafe { &**dev.cast::<*const IDirect3DDevice9Vtbl>() }
}

fn rvt<'a>(p: *mut c_void) -> &'a ResourceSlots {
    // SAFETY: the tests pass live resource objects, whose vtables start with these slots.
    unsafe { &**p.cast::<*const ResourceSlots>() }
}

/// Gives `p` a reference to `witness` (private data), which it gives back when freed.
fn watch(p: *mut c_void, witness: *mut Direct3D9) {
    let g = Guid::new(0x5eed, 2, 3, [4; 8]);
    let unknown: *mut c_void = witness.cast();
    // SAFETY: live objects; an IUnknown pointer of the size given.
    let hr = unsafe {
        (rvt(p).set_private_data)(
            p,
            &g,
            (&unknown as *const *mut c_void).cast(),
            std::mem::size_of::<*mut c_void>() as u32,
            D3DSPD_IUNKNOWN,
        )
    };
    assert_eq!(hr, S_OK);
}

fn release(p: *mut c_void) -> u32 {
    // SAFETY: a live resource object the test holds a reference to.
    unsafe { (rvt(p).release)(p) }
}

fn out(p: &mut *mut c_void) -> *mut c_void {
    (p as *mut *mut c_void).cast()
}

#[test]
fn released_but_bound_objects_are_freed_with_the_device() {
    let (d3d, witness) = (d3d(), d3d());
    let dev = device(d3d);
    let vt = dvt(dev);
    let (mut t, mut vb, mut rt) = (null_mut(), null_mut(), null_mut());
    // SAFETY: a live device; valid arguments and out pointers.
    unsafe {
        let hr = (vt.create_texture)(dev, 4, 4, 1, 0, A8R8G8B8, MANAGED, out(&mut t), null_mut());
        assert_eq!(hr, S_OK);
        let hr = (vt.create_vertex_buffer)(dev, 64, 0, 0, MANAGED, out(&mut vb), null_mut());
        assert_eq!(hr, S_OK);
        let hr = (vt.create_render_target)(dev, 8, 8, A8R8G8B8, 0, 0, 0, out(&mut rt), null_mut());
        assert_eq!(hr, S_OK);
        for p in [t, vb, rt] {
            watch(p, witness);
        }
        assert_eq!(d3d_refs(witness), 4);
        assert_eq!((vt.set_texture)(dev, 0, t), S_OK);
        assert_eq!((vt.set_stream_source)(dev, 0, vb, 0, 16), S_OK);
        assert_eq!((vt.set_render_target)(dev, 0, rt), S_OK);
    }
    // The program lets them go: the device's bindings keep them.
    for p in [t, vb, rt] {
        assert_eq!(release(p), 0);
    }
    assert_eq!(d3d_refs(witness), 4, "bound objects live on");
    // SAFETY: the device's last reference.
    assert_eq!(unsafe { (vt.release)(dev) }, 0);
    assert_eq!(
        d3d_refs(witness),
        1,
        "the bound objects went with the device"
    );
    assert_eq!(d3d_refs(d3d), 1, "the device is freed");
    // SAFETY: the last references.
    unsafe {
        assert_eq!((d3d_vt(d3d).release)(d3d), 0);
        assert_eq!((d3d_vt(witness).release)(witness), 0);
    }
}

#[test]
fn device_surface_objects_are_freed_with_the_device() {
    let (d3d, witness) = (d3d(), d3d());
    let dev = device(d3d);
    let vt = dvt(dev);
    let (mut back, mut depth) = (null_mut(), null_mut());
    // SAFETY: a live device; valid out pointers.
    unsafe {
        assert_eq!((vt.get_back_buffer)(dev, 0, 0, 0, out(&mut back)), S_OK);
        assert_eq!((vt.get_depth_stencil_surface)(dev, out(&mut depth)), S_OK);
    }
    watch(back, witness);
    watch(depth, witness);
    assert_eq!(d3d_refs(witness), 3);
    assert_eq!(release(back), 0);
    assert_eq!(release(depth), 0);
    assert_eq!(d3d_refs(d3d), 2, "the device lives");
    // SAFETY: the device's last reference.
    assert_eq!(unsafe { (vt.release)(dev) }, 0);
    assert_eq!(d3d_refs(d3d), 1, "the device is freed");
    assert_eq!(d3d_refs(witness), 1, "its surface objects went with it");
    // SAFETY: the last references.
    unsafe {
        assert_eq!((d3d_vt(d3d).release)(d3d), 0);
        assert_eq!((d3d_vt(witness).release)(witness), 0);
    }
}

#[test]
fn a_held_back_buffer_keeps_the_device_until_it_is_released() {
    let d3d = d3d();
    let dev = device(d3d);
    let vt = dvt(dev);
    let mut back = null_mut();
    // SAFETY: a live device; a valid out pointer; the device's last public reference.
    unsafe {
        assert_eq!((vt.get_back_buffer)(dev, 0, 0, 0, out(&mut back)), S_OK);
        assert_eq!((vt.release)(dev), 1, "the back buffer holds the device");
    }
    assert_eq!(d3d_refs(d3d), 2);
    assert_eq!(release(back), 0);
    assert_eq!(
        d3d_refs(d3d),
        1,
        "the device went with its back buffer's last reference"
    );
    // SAFETY: the last reference.
    assert_eq!(unsafe { (d3d_vt(d3d).release)(d3d) }, 0);
}
