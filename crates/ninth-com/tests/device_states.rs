//! Render, texture-stage and sampler states, transforms, viewport, material, lights, clip
//! planes, scissor, clip status and state blocks through the `IDirect3DDevice9` vtable:
//! D3D9's defaults, every Get answering what the Set set, bad arguments and their errors,
//! state blocks made, recorded, captured and applied.

mod common;

use common::*;
use std::ffi::c_void;
use std::ptr::null_mut;

use d3d9::com::{D3DERR_INVALIDCALL, S_OK};
use d3d9::device::Device9;
use d3d9::guids::IID_IDIRECT3DSTATE_BLOCK9;
use d3d9::objects::state_block::IDirect3DStateBlock9Vtbl;
use d3d9::objects::state_types::{ClipStatus9, Light9, Material9, Viewport9};
use d3d9::types::Rect;

const INVALID: i32 = D3DERR_INVALIDCALL;

const RS_ZENABLE: u32 = 7;
const RS_ZFUNC: u32 = 23;
const RS_CULLMODE: u32 = 22;
const RS_LIGHTING: u32 = 137;
const RS_AMBIENT: u32 = 139;
const TS_VIEW: u32 = 2;
const TS_PROJECTION: u32 = 3;
const TS_WORLD: u32 = 256;
const IDENTITY: [f32; 16] = [
    1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0,
];

fn render_state(dev: *mut Device9, state: u32) -> u32 {
    let mut v = 0xdead_beefu32;
    // SAFETY: live device, writable out.
    assert_eq!(
        unsafe { (vtbl(dev).get_render_state)(dev, state, out(&mut v)) },
        S_OK
    );
    v
}

fn transform(dev: *mut Device9, state: u32) -> [f32; 16] {
    let mut m = [0f32; 16];
    // SAFETY: live device, writable out.
    assert_eq!(
        unsafe { (vtbl(dev).get_transform)(dev, state, out(&mut m)) },
        S_OK
    );
    m
}

fn stage_state(dev: *mut Device9, stage: u32, ty: u32) -> u32 {
    let mut v = 0xdead_beefu32;
    // SAFETY: live device, writable out.
    let hr = unsafe { (vtbl(dev).get_texture_stage_state)(dev, stage, ty, out(&mut v)) };
    assert_eq!(hr, S_OK);
    v
}

fn sampler_state(dev: *mut Device9, sampler: u32, ty: u32) -> u32 {
    let mut v = 0xdead_beefu32;
    // SAFETY: live device, writable out.
    let hr = unsafe { (vtbl(dev).get_sampler_state)(dev, sampler, ty, out(&mut v)) };
    assert_eq!(hr, S_OK);
    v
}

fn viewport(dev: *mut Device9) -> Viewport9 {
    let mut v = Viewport9::default();
    // SAFETY: live device, writable out.
    assert_eq!(unsafe { (vtbl(dev).get_viewport)(dev, out(&mut v)) }, S_OK);
    v
}

fn sb_vtbl<'a>(sb: *mut c_void) -> &'a IDirect3DStateBlock9Vtbl {
    // SAFETY: `sb` is a live state block; its first field is the vtable pointer.
    unsafe { &**sb.cast::<*const IDirect3DStateBlock9Vtbl>() }
}

fn translation(x: f32, y: f32, z: f32) -> [f32; 16] {
    let mut m = IDENTITY;
    m[12] = x;
    m[13] = y;
    m[14] = z;
    m
}

#[test]
fn defaults_then_what_was_set() {
    let (d3d, dev) = device(32, 16);
    let vt = vtbl(dev);
    // Render states: D3D9's defaults (ZENABLE on with an automatic depth buffer).
    assert_eq!(render_state(dev, RS_ZENABLE), 1);
    assert_eq!(render_state(dev, RS_CULLMODE), 3);
    assert_eq!(render_state(dev, RS_LIGHTING), 1);
    assert_eq!(render_state(dev, RS_AMBIENT), 0);
    // Texture stage states: MODULATE / SELECTARG1 on stage 0, DISABLE after.
    assert_eq!(stage_state(dev, 0, 1), 4);
    assert_eq!(stage_state(dev, 1, 1), 1);
    assert_eq!(stage_state(dev, 0, 4), 2);
    assert_eq!(stage_state(dev, 3, 11), 3, "TEXCOORDINDEX of stage 3");
    // Samplers: WRAP, POINT, MAXANISOTROPY 1.
    assert_eq!(sampler_state(dev, 0, 1), 1);
    assert_eq!(sampler_state(dev, 15, 5), 1);
    assert_eq!(sampler_state(dev, 257, 10), 1);
    assert_eq!(sampler_state(dev, 0, 7), 0, "MIPFILTER NONE");
    // Transforms: identity.
    for state in [TS_VIEW, TS_PROJECTION, TS_WORLD, 16, 23, 511] {
        assert_eq!(transform(dev, state), IDENTITY, "transform {state}");
    }
    // The viewport: the back buffer, depths 0..1.
    let vp = viewport(dev);
    assert_eq!(
        vp,
        Viewport9 {
            x: 0,
            y: 0,
            width: 32,
            height: 16,
            min_z: 0.0,
            max_z: 1.0
        }
    );
    // SAFETY: live device, valid pointers.
    unsafe {
        let mut material = Material9 {
            power: 9.0,
            ..Default::default()
        };
        assert_eq!((vt.get_material)(dev, out(&mut material)), S_OK);
        assert_eq!(material, Material9::default());
        let mut light = Light9::default();
        assert_eq!(
            (vt.get_light)(dev, 0, out(&mut light)),
            INVALID,
            "never set"
        );
        let mut enabled = 7i32;
        assert_eq!((vt.get_light_enable)(dev, 0, out(&mut enabled)), INVALID);
        let mut plane = [9f32; 4];
        assert_eq!((vt.get_clip_plane)(dev, 5, out(&mut plane)), S_OK);
        assert_eq!(plane, [0.0; 4]);
        let mut rect = Rect::default();
        assert_eq!((vt.get_scissor_rect)(dev, out(&mut rect)), S_OK);
        assert_eq!(
            (rect.left, rect.top, rect.right, rect.bottom),
            (0, 0, 32, 16)
        );
        let mut status = ClipStatus9 {
            clip_union: 5,
            clip_intersection: 5,
        };
        assert_eq!((vt.get_clip_status)(dev, out(&mut status)), S_OK);
        assert_eq!(status, ClipStatus9::default());
        assert_eq!((vt.get_software_vertex_processing)(dev), 0);
        assert_eq!((vt.get_n_patch_mode)(dev), 0.0);
        let mut passes = 0u32;
        assert_eq!((vt.validate_device)(dev, out(&mut passes)), S_OK);
        assert_eq!(passes, 1);
    }

    // Now set each and read it back.
    // SAFETY: live device, valid pointers.
    unsafe {
        assert_eq!((vt.set_render_state)(dev, RS_CULLMODE, 1), S_OK);
        assert_eq!((vt.set_render_state)(dev, RS_AMBIENT, 0xff10_2030), S_OK);
        assert_eq!((vt.set_texture_stage_state)(dev, 2, 1, 7), S_OK);
        assert_eq!((vt.set_texture_stage_state)(dev, 7, 32, 0x1234_5678), S_OK);
        assert_eq!((vt.set_sampler_state)(dev, 3, 5, 2), S_OK);
        assert_eq!((vt.set_sampler_state)(dev, 260, 1, 3), S_OK);
        let view = translation(1.0, 2.0, 3.0);
        assert_eq!((vt.set_transform)(dev, TS_VIEW, arg(&view)), S_OK);
        let mut scale = IDENTITY;
        scale[0] = 2.0;
        assert_eq!((vt.set_transform)(dev, TS_WORLD, arg(&scale)), S_OK);
        // MultiplyTransform: the matrix times the current one.
        let t = translation(5.0, 0.0, 0.0);
        assert_eq!((vt.multiply_transform)(dev, TS_WORLD, arg(&t)), S_OK);
        let vp = Viewport9 {
            x: 4,
            y: 2,
            width: 20,
            height: 10,
            min_z: 0.25,
            max_z: 0.75,
        };
        assert_eq!((vt.set_viewport)(dev, arg(&vp)), S_OK);
        let material = Material9 {
            diffuse: [0.1, 0.2, 0.3, 0.4],
            ambient: [0.5, 0.6, 0.7, 0.8],
            specular: [1.0, 0.0, 1.0, 0.0],
            emissive: [0.25, 0.25, 0.25, 1.0],
            power: 12.0,
        };
        assert_eq!((vt.set_material)(dev, arg(&material)), S_OK);
        let light = Light9 {
            ty: 1,
            diffuse: [1.0, 0.5, 0.25, 1.0],
            position: [1.0, 2.0, 3.0],
            range: 100.0,
            attenuation0: 1.0,
            ..Default::default()
        };
        assert_eq!((vt.set_light)(dev, 2, arg(&light)), S_OK);
        assert_eq!((vt.light_enable)(dev, 2, 1), S_OK);
        // Enabling a light never set makes it D3D9's default light.
        assert_eq!((vt.light_enable)(dev, 9, 1), S_OK);
        assert_eq!((vt.light_enable)(dev, 9, 0), S_OK);
        let plane = [0.0f32, 1.0, 0.0, -0.5];
        assert_eq!((vt.set_clip_plane)(dev, 3, arg(&plane)), S_OK);
        let rect = Rect {
            left: 1,
            top: 2,
            right: 30,
            bottom: 15,
        };
        assert_eq!((vt.set_scissor_rect)(dev, arg(&rect)), S_OK);
        let status = ClipStatus9 {
            clip_union: 0x3f,
            clip_intersection: 0x1,
        };
        assert_eq!((vt.set_clip_status)(dev, arg(&status)), S_OK);
        assert_eq!((vt.set_software_vertex_processing)(dev, 1), S_OK);
        assert_eq!((vt.set_n_patch_mode)(dev, 3.0), S_OK);

        assert_eq!(render_state(dev, RS_CULLMODE), 1);
        assert_eq!(render_state(dev, RS_AMBIENT), 0xff10_2030);
        assert_eq!(stage_state(dev, 2, 1), 7);
        assert_eq!(stage_state(dev, 7, 32), 0x1234_5678);
        assert_eq!(sampler_state(dev, 3, 5), 2);
        assert_eq!(sampler_state(dev, 260, 1), 3);
        assert_eq!(transform(dev, TS_VIEW), view);
        let mut world = scale;
        world[12] = 10.0; // (5, 0, 0) scaled by x2
        assert_eq!(transform(dev, TS_WORLD), world);
        assert_eq!(viewport(dev), vp);
        let mut m = Material9::default();
        assert_eq!((vt.get_material)(dev, out(&mut m)), S_OK);
        assert_eq!(m, material);
        let mut l = Light9::default();
        assert_eq!((vt.get_light)(dev, 2, out(&mut l)), S_OK);
        assert_eq!(l, light);
        let mut enabled = 0i32;
        assert_eq!((vt.get_light_enable)(dev, 2, out(&mut enabled)), S_OK);
        assert_eq!(enabled, 128, "D3D9 answers 128 for an enabled light");
        assert_eq!((vt.get_light)(dev, 9, out(&mut l)), S_OK);
        assert_eq!(l, Light9::DEFAULT);
        assert_eq!((vt.get_light_enable)(dev, 9, out(&mut enabled)), S_OK);
        assert_eq!(enabled, 0);
        let mut p = [0f32; 4];
        assert_eq!((vt.get_clip_plane)(dev, 3, out(&mut p)), S_OK);
        assert_eq!(p, plane);
        let mut r = Rect::default();
        assert_eq!((vt.get_scissor_rect)(dev, out(&mut r)), S_OK);
        assert_eq!(r, rect);
        let mut s = ClipStatus9::default();
        assert_eq!((vt.get_clip_status)(dev, out(&mut s)), S_OK);
        assert_eq!(s, status);
        assert_eq!((vt.get_software_vertex_processing)(dev), 1);
        assert_eq!((vt.get_n_patch_mode)(dev), 3.0);
        // Palettes: entries read back as set; a palette never set is refused.
        let entries: Vec<u8> = (0..256 * 4).map(|i| (i * 7) as u8).collect();
        assert_eq!((vt.set_palette_entries)(dev, 5, arg(&entries[0])), S_OK);
        let mut back = [0u8; 256 * 4];
        assert_eq!((vt.get_palette_entries)(dev, 5, out(&mut back)), S_OK);
        assert_eq!(&back[..], &entries[..]);
        assert_eq!((vt.get_palette_entries)(dev, 6, out(&mut back)), INVALID);
        let mut current = 9u32;
        assert_eq!(
            (vt.get_current_texture_palette)(dev, out(&mut current)),
            S_OK
        );
        assert_eq!(current, 0, "palette 0 is current at first");
        assert_eq!((vt.set_current_texture_palette)(dev, 5), S_OK);
        assert_eq!(
            (vt.get_current_texture_palette)(dev, out(&mut current)),
            S_OK
        );
        assert_eq!(current, 5);
        assert_eq!((vt.set_current_texture_palette)(dev, 1 << 16), INVALID);
    }
    finish(d3d, dev);
}

/// Each bad argument gets D3DERR_INVALIDCALL and changes nothing.
#[test]
fn bad_arguments_get_invalidcall_and_change_nothing() {
    let (d3d, dev) = device(16, 16);
    let vt = vtbl(dev);
    // SAFETY: live device; the bad arguments are the point.
    unsafe {
        let mut v = 0u32;
        // An unknown render state (3 is no D3DRENDERSTATETYPE), a bad value.
        assert_eq!((vt.set_render_state)(dev, 3, 0), INVALID);
        assert_eq!((vt.get_render_state)(dev, 3, out(&mut v)), INVALID);
        assert_eq!((vt.set_render_state)(dev, 1000, 0), INVALID);
        assert_eq!((vt.set_render_state)(dev, RS_CULLMODE, 9), INVALID);
        assert_eq!(render_state(dev, RS_CULLMODE), 3);
        assert_eq!((vt.get_render_state)(dev, RS_CULLMODE, null_mut()), INVALID);
        // Stages and samplers out of range, unknown types.
        assert_eq!((vt.set_texture_stage_state)(dev, 8, 1, 2), INVALID);
        assert_eq!((vt.set_texture_stage_state)(dev, 0, 12, 2), INVALID);
        assert_eq!(
            (vt.get_texture_stage_state)(dev, 8, 1, out(&mut v)),
            INVALID
        );
        assert_eq!((vt.set_texture_stage_state)(dev, 0, 1, 99), INVALID);
        assert_eq!(stage_state(dev, 0, 1), 4);
        assert_eq!((vt.set_sampler_state)(dev, 16, 5, 2), INVALID);
        assert_eq!((vt.set_sampler_state)(dev, 261, 5, 2), INVALID);
        assert_eq!((vt.get_sampler_state)(dev, 0, 14, out(&mut v)), INVALID);
        // Unknown transform states, null matrices.
        let m = translation(1.0, 1.0, 1.0);
        assert_eq!((vt.set_transform)(dev, 1, arg(&m)), INVALID);
        assert_eq!((vt.set_transform)(dev, 512, arg(&m)), INVALID);
        assert_eq!((vt.multiply_transform)(dev, 4, arg(&m)), INVALID);
        let mut back = [0f32; 16];
        assert_eq!((vt.get_transform)(dev, 24, out(&mut back)), INVALID);
        assert_eq!((vt.set_transform)(dev, TS_WORLD, std::ptr::null()), INVALID);
        assert_eq!(
            (vt.multiply_transform)(dev, TS_WORLD, std::ptr::null()),
            INVALID
        );
        assert_eq!((vt.get_transform)(dev, TS_WORLD, null_mut()), INVALID);
        assert_eq!(transform(dev, TS_WORLD), IDENTITY);
        // Lights: a huge index never set, a bad type, null pointers.
        let mut l = Light9::default();
        assert_eq!((vt.get_light)(dev, 0xffff_fff0, out(&mut l)), INVALID);
        let mut e = 0i32;
        assert_eq!(
            (vt.get_light_enable)(dev, 0xffff_fff0, out(&mut e)),
            INVALID
        );
        let bad = Light9 {
            ty: 4,
            ..Light9::DEFAULT
        };
        assert_eq!((vt.set_light)(dev, 0xffff_fff0, arg(&bad)), INVALID);
        assert_eq!((vt.get_light)(dev, 0xffff_fff0, out(&mut l)), INVALID);
        assert_eq!((vt.set_light)(dev, 0, std::ptr::null()), INVALID);
        // Any index is a light (D3D9): a huge one set is read back.
        assert_eq!(
            (vt.set_light)(dev, 0xffff_fff0, arg(&Light9::DEFAULT)),
            S_OK
        );
        assert_eq!((vt.get_light)(dev, 0xffff_fff0, out(&mut l)), S_OK);
        assert_eq!((vt.get_light)(dev, 0xffff_fff0, null_mut()), INVALID);
        // Clip planes 0-5 only.
        let plane = [1f32; 4];
        assert_eq!((vt.set_clip_plane)(dev, 6, arg(&plane)), INVALID);
        let mut p = [0f32; 4];
        assert_eq!((vt.get_clip_plane)(dev, 6, out(&mut p)), INVALID);
        assert_eq!((vt.set_clip_plane)(dev, 0, std::ptr::null()), INVALID);
        // A viewport outside the target, one with depths outside 0..1.
        let vp = Viewport9 {
            x: 8,
            y: 0,
            width: 16,
            height: 16,
            min_z: 0.0,
            max_z: 1.0,
        };
        assert_eq!((vt.set_viewport)(dev, arg(&vp)), INVALID);
        let vp = Viewport9 {
            x: 0,
            y: 0,
            width: 16,
            height: 16,
            min_z: 0.0,
            max_z: 2.0,
        };
        assert_eq!((vt.set_viewport)(dev, arg(&vp)), INVALID);
        assert_eq!(viewport(dev).max_z, 1.0);
        assert_eq!((vt.get_viewport)(dev, null_mut()), INVALID);
        // A scissor rectangle inside out.
        let r = Rect {
            left: 5,
            top: 0,
            right: 2,
            bottom: 4,
        };
        assert_eq!((vt.set_scissor_rect)(dev, arg(&r)), INVALID);
        assert_eq!((vt.set_scissor_rect)(dev, std::ptr::null()), INVALID);
        // Null pointers elsewhere.
        assert_eq!((vt.set_material)(dev, std::ptr::null()), INVALID);
        assert_eq!((vt.get_material)(dev, null_mut()), INVALID);
        assert_eq!((vt.set_clip_status)(dev, std::ptr::null()), INVALID);
        assert_eq!((vt.validate_device)(dev, null_mut()), INVALID);
        assert_eq!((vt.set_palette_entries)(dev, 0, std::ptr::null()), INVALID);
        // A null device.
        assert_eq!((vt.set_render_state)(null_mut(), RS_CULLMODE, 1), INVALID);
        assert_eq!((vt.get_software_vertex_processing)(null_mut()), 0);
    }
    finish(d3d, dev);
}

#[test]
fn state_blocks_capture_record_and_apply() {
    let (d3d, dev) = device(16, 16);
    let vt = vtbl(dev);
    // SAFETY: live device and state blocks, valid pointers.
    unsafe {
        assert_eq!((vt.set_render_state)(dev, RS_ZFUNC, 2), S_OK);
        assert_eq!((vt.set_texture_stage_state)(dev, 1, 1, 4), S_OK);
        let view = translation(0.0, 0.0, 5.0);
        assert_eq!((vt.set_transform)(dev, TS_VIEW, arg(&view)), S_OK);
        let light = Light9 {
            ty: 3,
            direction: [0.0, -1.0, 0.0],
            diffuse: [1.0; 4],
            ..Default::default()
        };
        assert_eq!((vt.set_light)(dev, 0, arg(&light)), S_OK);
        assert_eq!((vt.light_enable)(dev, 0, 1), S_OK);

        // CreateStateBlock(D3DSBT_ALL) holds the current values, and a device reference.
        let before = refs(dev);
        let mut all: *mut c_void = null_mut();
        assert_eq!((vt.create_state_block)(dev, 1, out(&mut all)), S_OK);
        assert!(!all.is_null());
        assert_eq!(refs(dev), before + 1);
        let sb = sb_vtbl(all);
        // QueryInterface answers IUnknown and IDirect3DStateBlock9; GetDevice the device.
        let mut q: *mut c_void = null_mut();
        assert_eq!(
            (sb.query_interface)(all.cast(), &IID_IDIRECT3DSTATE_BLOCK9, out(&mut q)),
            S_OK
        );
        assert_eq!(q, all);
        assert_eq!((sb.release)(all.cast()), 1);
        let mut got: *mut c_void = null_mut();
        assert_eq!((sb.get_device)(all.cast(), out(&mut got)), S_OK);
        assert_eq!(got, dev.cast());
        assert_eq!((vt.release)(dev), before + 1);

        // Change everything, then Apply: the block's values come back.
        assert_eq!((vt.set_render_state)(dev, RS_ZFUNC, 8), S_OK);
        assert_eq!((vt.set_texture_stage_state)(dev, 1, 1, 2), S_OK);
        assert_eq!((vt.set_transform)(dev, TS_VIEW, arg(&IDENTITY)), S_OK);
        assert_eq!((vt.light_enable)(dev, 0, 0), S_OK);
        assert_eq!((sb.apply)(all.cast()), S_OK);
        assert_eq!(render_state(dev, RS_ZFUNC), 2);
        assert_eq!(stage_state(dev, 1, 1), 4);
        assert_eq!(transform(dev, TS_VIEW), view);
        let mut enabled = 0i32;
        assert_eq!((vt.get_light_enable)(dev, 0, out(&mut enabled)), S_OK);
        assert_eq!(enabled, 128);

        // Capture takes the current values.
        assert_eq!((vt.set_render_state)(dev, RS_ZFUNC, 5), S_OK);
        assert_eq!((sb.capture)(all.cast()), S_OK);
        assert_eq!((vt.set_render_state)(dev, RS_ZFUNC, 8), S_OK);
        assert_eq!((sb.apply)(all.cast()), S_OK);
        assert_eq!(render_state(dev, RS_ZFUNC), 5);

        // A pixel-state block holds ZFUNC and not the transforms.
        let mut pixel: *mut c_void = null_mut();
        assert_eq!((vt.create_state_block)(dev, 2, out(&mut pixel)), S_OK);
        assert_eq!((vt.set_render_state)(dev, RS_ZFUNC, 7), S_OK);
        assert_eq!((vt.set_transform)(dev, TS_VIEW, arg(&IDENTITY)), S_OK);
        assert_eq!((sb_vtbl(pixel).apply)(pixel.cast()), S_OK);
        assert_eq!(render_state(dev, RS_ZFUNC), 5);
        assert_eq!(transform(dev, TS_VIEW), IDENTITY);
        assert_eq!((sb_vtbl(pixel).release)(pixel.cast()), 0);

        // A vertex-state block holds the lights and not ZFUNC.
        let mut vertex: *mut c_void = null_mut();
        assert_eq!((vt.create_state_block)(dev, 3, out(&mut vertex)), S_OK);
        assert_eq!((vt.light_enable)(dev, 0, 0), S_OK);
        assert_eq!((vt.set_render_state)(dev, RS_ZFUNC, 7), S_OK);
        assert_eq!((sb_vtbl(vertex).apply)(vertex.cast()), S_OK);
        assert_eq!((vt.get_light_enable)(dev, 0, out(&mut enabled)), S_OK);
        assert_eq!(enabled, 128);
        assert_eq!(render_state(dev, RS_ZFUNC), 7);
        assert_eq!((sb_vtbl(vertex).release)(vertex.cast()), 0);

        // Recording: the setters in between record instead of setting.
        assert_eq!((vt.begin_state_block)(dev), S_OK);
        assert_eq!((vt.begin_state_block)(dev), INVALID, "nested");
        let mut other: *mut c_void = null_mut();
        assert_eq!((vt.create_state_block)(dev, 1, out(&mut other)), INVALID);
        assert_eq!((vt.set_render_state)(dev, RS_CULLMODE, 2), S_OK);
        assert_eq!((vt.set_render_state)(dev, 3, 0), INVALID, "still checked");
        let shift = translation(1.0, 0.0, 0.0);
        assert_eq!((vt.set_transform)(dev, TS_WORLD, arg(&shift)), S_OK);
        assert_eq!((vt.set_sampler_state)(dev, 2, 6, 2), S_OK);
        let vp = Viewport9 {
            x: 1,
            y: 1,
            width: 8,
            height: 8,
            min_z: 0.0,
            max_z: 1.0,
        };
        assert_eq!((vt.set_viewport)(dev, arg(&vp)), S_OK);
        assert_eq!(
            render_state(dev, RS_CULLMODE),
            3,
            "not applied while recording"
        );
        assert_eq!(transform(dev, TS_WORLD), IDENTITY);
        assert_eq!(sampler_state(dev, 2, 6), 1);
        assert_eq!(viewport(dev).width, 16);
        assert_eq!((vt.end_state_block)(dev, null_mut()), INVALID);
        let mut recorded: *mut c_void = null_mut();
        assert_eq!((vt.end_state_block)(dev, out(&mut recorded)), S_OK);
        assert_eq!(
            (vt.end_state_block)(dev, out(&mut other)),
            INVALID,
            "not recording"
        );
        assert_eq!((sb_vtbl(recorded).apply)(recorded.cast()), S_OK);
        assert_eq!(render_state(dev, RS_CULLMODE), 2);
        assert_eq!(transform(dev, TS_WORLD), shift);
        assert_eq!(sampler_state(dev, 2, 6), 2);
        assert_eq!(viewport(dev), vp);
        // The recorded block holds only what was recorded: ZFUNC is left alone.
        assert_eq!((vt.set_render_state)(dev, RS_ZFUNC, 3), S_OK);
        assert_eq!((vt.set_render_state)(dev, RS_CULLMODE, 1), S_OK);
        assert_eq!((sb_vtbl(recorded).apply)(recorded.cast()), S_OK);
        assert_eq!(render_state(dev, RS_ZFUNC), 3);
        assert_eq!(render_state(dev, RS_CULLMODE), 2);
        assert_eq!((sb_vtbl(recorded).release)(recorded.cast()), 0);

        // Bad types.
        assert_eq!((vt.create_state_block)(dev, 0, out(&mut other)), INVALID);
        assert_eq!((vt.create_state_block)(dev, 4, out(&mut other)), INVALID);
        assert_eq!((vt.create_state_block)(dev, 1, null_mut()), INVALID);
        assert_eq!((sb.release)(all.cast()), 0);
        assert_eq!(refs(dev), before);
    }
    finish(d3d, dev);
}

/// D3DSBT_ALL blocks hold the texture, stream and index bindings too (set and read through
/// the device's resource methods).
#[test]
fn all_state_blocks_hold_resource_bindings() {
    let (d3d, dev) = device(16, 16);
    let vt = vtbl(dev);
    // SAFETY: live objects, valid pointers.
    unsafe {
        let mut texture: *mut c_void = null_mut();
        let hr = (vt.create_texture)(dev, 8, 8, 1, 0, 21, 1, out(&mut texture), null_mut());
        assert_eq!(hr, S_OK);
        let mut vb: *mut c_void = null_mut();
        let hr = (vt.create_vertex_buffer)(dev, 60, 0, 0, 1, out(&mut vb), null_mut());
        assert_eq!(hr, S_OK);
        assert_eq!((vt.set_texture)(dev, 3, texture), S_OK);
        assert_eq!((vt.set_stream_source)(dev, 1, vb, 4, 20), S_OK);
        let mut sb: *mut c_void = null_mut();
        assert_eq!((vt.create_state_block)(dev, 1, out(&mut sb)), S_OK);
        assert_eq!((vt.set_texture)(dev, 3, null_mut()), S_OK);
        assert_eq!((vt.set_stream_source)(dev, 1, null_mut(), 0, 0), S_OK);
        assert_eq!((sb_vtbl(sb).apply)(sb.cast()), S_OK);
        let mut got: *mut c_void = null_mut();
        assert_eq!((vt.get_texture)(dev, 3, out(&mut got)), S_OK);
        assert_eq!(got, texture);
        let unknown = |p: *mut c_void| &**p.cast::<*const IDirect3DStateBlock9Vtbl>();
        (unknown(got).release)(got.cast());
        let (mut offset, mut stride) = (0u32, 0u32);
        let hr = (vt.get_stream_source)(dev, 1, out(&mut got), out(&mut offset), out(&mut stride));
        assert_eq!(hr, S_OK);
        assert_eq!((got, offset, stride), (vb, 4, 20));
        (unknown(got).release)(got.cast());
        // Capture takes the current bindings: none.
        assert_eq!((vt.set_texture)(dev, 3, null_mut()), S_OK);
        assert_eq!((sb_vtbl(sb).capture)(sb.cast()), S_OK);
        assert_eq!((vt.set_texture)(dev, 3, texture), S_OK);
        assert_eq!((sb_vtbl(sb).apply)(sb.cast()), S_OK);
        assert_eq!((vt.get_texture)(dev, 3, out(&mut got)), S_OK);
        assert!(got.is_null());
        // Released: the block's references go with it.
        assert_eq!((sb_vtbl(sb).release)(sb.cast()), 0);
        assert_eq!((vt.set_stream_source)(dev, 1, null_mut(), 0, 0), S_OK);
        assert_eq!((unknown(texture).release)(texture.cast()), 0);
        assert_eq!((unknown(vb).release)(vb.cast()), 0);
    }
    finish(d3d, dev);
}
