//! The device's bindings: the objects bound to it (textures per sampler, render targets,
//! the depth-stencil surface, stream sources, indices) and its back-buffer and automatic
//! depth-stencil surface objects, kept in the device's state ([`DeviceState::bindings`]),
//! made on first use and given up by `Reset` and when the device object is freed.
//!
//! A binding is the object's `binds` count, not its COM count (see `objects::resource`): an
//! object only bound holds no device reference, so it is freed when the device lets it go.

use ninth_d3d9::{Device, SurfaceRef};

use super::super::{Device9, DeviceState};
use super::{SLOTS, STREAMS, TARGETS};
use crate::objects::buffer::Buffer9;
use crate::objects::resource::{Payload, Res, SurfaceDesc, pool, rtype, usage};
use crate::objects::surface::{self, Surface9, SurfaceData, SurfaceKind};
use crate::objects::texture::Texture9;

/// `D3DPRESENTFLAG_LOCKABLE_BACKBUFFER`: the back buffer may be locked.
const D3DPRESENTFLAG_LOCKABLE_BACKBUFFER: u32 = 1;

/// What a device holds of the objects bound to it (interface pointers as addresses).
pub(super) struct Bindings {
    pub(super) textures: [usize; SLOTS],
    pub(super) streams: [(usize, u32, u32); STREAMS],
    pub(super) frequencies: [u32; STREAMS],
    pub(super) indices: usize,
    pub(super) targets: [usize; TARGETS],
    pub(super) depth: usize,
}

/// The device's bindings and its own surface objects.
pub(crate) struct DeviceBindings {
    /// The back-buffer surface object (one binding of its own, as the automatic
    /// depth-stencil surface object has: they live as long as the device, or to `Reset`).
    pub(super) back: usize,
    /// The automatic depth-stencil surface object (0 without one).
    auto_depth: usize,
    pub(super) bindings: Bindings,
}

/// New bindings: the back-buffer and depth-stencil surface objects, render target 0 the
/// back buffer and the depth-stencil surface the automatic one.
fn new_bindings(this: *mut Device9, s: &mut DeviceState) -> DeviceBindings {
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
    // SAFETY: `this` is the live device whose state is locked; `back` was just made.
    if let Some(d) = unsafe { Device9::get(this) }
        && super::super::lock(&d.data.present).flags & D3DPRESENTFLAG_LOCKABLE_BACKBUFFER != 0
    {
        // SAFETY: `back` is the surface object just made, alive (the entry binds it).
        unsafe { &*(back as *mut Surface9) }.data.set_lockable();
    }
    let auto_depth = match (s.device.auto_depth_stencil(), p.depth_format) {
        (Some(h), Some(f)) => own(SurfaceRef::Surface(h), f, usage::DEPTHSTENCIL),
        _ => 0,
    };
    let mut targets = [0; TARGETS];
    targets[0] = back;
    DeviceBindings {
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
    }
}

/// The device's bindings, made on first use.
pub(super) fn entry(this: *mut Device9, s: &mut DeviceState) -> &mut DeviceBindings {
    let b = match s.bindings.take() {
        Some(b) => b,
        None => new_bindings(this, s),
    };
    s.bindings.insert(b)
}

/// Runs `f` on the device's bindings (made on first use) and its ninth-d3d9 device.
pub(super) fn with_bindings<R>(
    this: *mut Device9,
    s: &mut DeviceState,
    f: impl FnOnce(&mut Bindings, &mut Device<'static>) -> R,
) -> R {
    entry(this, s);
    let DeviceState {
        device, bindings, ..
    } = s;
    match bindings {
        Some(e) => f(&mut e.bindings, device),
        None => unreachable!("made by `entry`"),
    }
}

/// What `Reset` does to the bindings (for `reset.rs`, under the device's lock once the
/// ninth-d3d9 device is reset): every binding is given up (an object the program no longer
/// holds is freed), render target 0 is the back buffer and the depth-stencil surface the
/// automatic one again, their objects made anew on next use from the new parameters. The
/// private data of freed objects waits for
/// [`drop_deferred`](crate::objects::resource::drop_deferred), which the caller runs once
/// it has given the device's lock back.
pub(crate) fn reset_bindings(_this: *mut Device9, s: &mut DeviceState) {
    give_up_bindings(s);
}

/// Gives every binding up as the device object goes (its `Drop`, which runs without the
/// device's lock): an object the program no longer holds is freed, on the ninth-d3d9 device
/// of `s`, its private data left for
/// [`drop_deferred`](crate::objects::resource::drop_deferred) once no device lock is held.
pub(crate) fn release_bindings(s: &mut DeviceState) {
    if s.bindings.is_some() {
        unbind_device(&mut s.device);
    }
    give_up_bindings(s);
}

/// Gives every binding of the entry up, on a ninth-d3d9 device that no longer binds them.
fn give_up_bindings(s: &mut DeviceState) {
    let Some(entry) = s.bindings.take() else {
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

/// Takes every object off the ninth-d3d9 device's bindings (render target 0 the back
/// buffer), so that the objects the bindings held can be released on it: at `Reset` it has
/// done so already; as the device goes, objects the program released while bound are freed
/// here rather than refused as still bound.
fn unbind_device(dev: &mut Device<'static>) {
    // Each call only clears a binding: none of them can fail on these arguments, and a
    // failure would only leave an object to the device's own drop.
    for index in 1..TARGETS as u32 {
        let _ = dev.set_render_target(index, None);
    }
    let _ = dev.set_render_target(0, Some(SurfaceRef::Backbuffer));
    let _ = dev.set_depth_stencil_surface(None);
    for stage in (0..16).chain(256..=260) {
        let _ = dev.set_texture(stage, None);
    }
    for stream in 0..STREAMS as u32 {
        let _ = dev.set_stream_source(stream, None);
    }
    let _ = dev.set_indices(None);
}

/// Puts `new` in a binding slot: it takes a binding reference, the old one gives its up
/// (freed when nothing else holds it, after ninth-d3d9 no longer binds it).
pub(super) fn rebind<T: Payload>(slot: &mut usize, new: *mut Res<T>, dev: &mut Device<'static>) {
    // SAFETY: `new` is null or a live object the caller checked.
    if let Some(o) = unsafe { Res::get(new) } {
        o.bind();
    }
    let old = std::mem::replace(slot, new as usize);
    if old != 0 {
        // SAFETY: the slot held a binding reference to `old`.
        unsafe { Res::unbind(old as *mut Res<T>, dev) };
    }
}

#[cfg(test)]
mod tests {
    use std::ffi::c_void;

    use super::super::{A8R8G8B8, X8R8G8B8};
    use super::*;
    use crate::com::S_OK;
    use crate::device::lock;

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
        let vt = &crate::device::vtbl::VTBL;
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
