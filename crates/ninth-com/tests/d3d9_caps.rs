//! `IDirect3D9`'s adapter methods and `D3DCAPS9`, called through the vtable as a program
//! calls them.

use std::ffi::c_void;
use std::ptr::null_mut;

use d3d9::caps::{AdapterLimits, D3dCaps9, caps};
use d3d9::com::{D3DERR_INVALIDCALL, D3DERR_NOTAVAILABLE, S_OK};
use d3d9::d3d9::{D3DOK_NOAUTOGEN, DISPLAY_MODES, Direct3D9, IDirect3D9Vtbl};
use d3d9::types::DisplayMode;

const HAL: u32 = 1;
const REF: u32 = 2;
const X8R8G8B8: u32 = 22;
const A8R8G8B8: u32 = 21;
const R5G6B5: u32 = 23;
const D24S8: u32 = 75;
const D16: u32 = 80;
const DXT1: u32 = u32::from_le_bytes(*b"DXT1");
const A16B16G16R16F: u32 = 113;
const V8U8: u32 = 60;
const SURFACE: u32 = 1;
const TEXTURE: u32 = 3;
const VOLUMETEXTURE: u32 = 4;
const CUBETEXTURE: u32 = 5;
const VERTEXBUFFER: u32 = 6;
const INDEXBUFFER: u32 = 7;
const RENDERTARGET: u32 = 0x1;
const DEPTHSTENCIL: u32 = 0x2;
const AUTOGENMIPMAP: u32 = 0x400;
const QUERY_FILTER: u32 = 0x2_0000;
const QUERY_SRGBREAD: u32 = 0x1_0000;
const QUERY_SRGBWRITE: u32 = 0x4_0000;
const QUERY_LEGACYBUMPMAP: u32 = 0x8000;

struct D3d(*mut Direct3D9);

impl D3d {
    fn new() -> Self {
        let d3d = d3d9::Direct3DCreate9(32).cast::<Direct3D9>();
        assert!(!d3d.is_null());
        Self(d3d)
    }
    fn vt(&self) -> &'static IDirect3D9Vtbl {
        // SAFETY: a live IDirect3D9; its first field is the vtable pointer.
        unsafe { *self.0.cast::<&'static IDirect3D9Vtbl>() }
    }
    fn format(&self, usage: u32, rtype: u32, format: u32) -> i32 {
        // SAFETY: valid arguments.
        unsafe { (self.vt().check_device_format)(self.0, 0, HAL, X8R8G8B8, usage, rtype, format) }
    }
}

impl Drop for D3d {
    fn drop(&mut self) {
        // SAFETY: the reference Direct3DCreate9 gave.
        unsafe { (self.vt().release)(self.0) };
    }
}

#[test]
fn caps_are_shader_model_3_with_the_adapter_limits() {
    let d3d = D3d::new();
    let mut c = D3dCaps9::default();
    // SAFETY: a writable D3DCAPS9.
    let hr = unsafe { (d3d.vt().get_device_caps)(d3d.0, 0, HAL, (&mut c as *mut D3dCaps9).cast()) };
    assert_eq!(hr, S_OK);
    assert_eq!(c, caps(d3d9::d3d9::adapter_limits()));
    assert_eq!(c.device_type, HAL);
    assert_eq!(c.vertex_shader_version, 0xfffe_0300);
    assert_eq!(c.pixel_shader_version, 0xffff_0300);
    assert_eq!(c.max_vertex_shader_const, 256);
    assert_eq!(c.max_simultaneous_textures, 8);
    assert_eq!(c.max_texture_blend_stages, 8);
    assert_eq!(c.max_active_lights, 8);
    assert_eq!(c.max_user_clip_planes, 6);
    assert_eq!(c.max_streams, 16);
    assert_eq!(c.max_vertex_index, 0xff_ffff);
    assert_eq!(c.num_simultaneous_rts, 4);
    assert_eq!(c.pixel_shader_1x_max_value, 8.0);
    assert_eq!(c.vs20_caps.num_temps, 32);
    assert_eq!(c.vs20_caps.dynamic_flow_control_depth, 24);
    assert_eq!(c.vs20_caps.static_flow_control_depth, 4);
    assert_eq!(c.ps20_caps.caps, 0x1f);
    assert_eq!(c.max_pixel_shader30_instruction_slots, 32768);
    assert_eq!(c.max_vertex_shader30_instruction_slots, 32768);
    // Non-power-of-two textures without conditions; cube, volume and mipmapped textures.
    assert_eq!(c.texture_caps & (0x2 | 0x100 | 0x2_0000 | 0x4_0000), 0);
    assert_eq!(c.texture_caps & 0x1_e800, 0x1_e800);
    // UBYTE4 .. FLOAT16_4.
    assert_eq!(c.decl_types, 0x3ff);
    assert!((2048..=8192).contains(&c.max_texture_width));
    assert_eq!(c.max_texture_width, c.max_texture_height);
    assert_eq!(size_of::<D3dCaps9>(), 304);
}

#[test]
fn caps_clamp_to_what_ninth_d3d9_accepts() {
    let big = caps(AdapterLimits {
        max_texture_2d: 16384,
        max_texture_3d: 16384,
    });
    assert_eq!((big.max_texture_width, big.max_volume_extent), (8192, 2048));
    let small = caps(AdapterLimits {
        max_texture_2d: 4096,
        max_texture_3d: 256,
    });
    assert_eq!(
        (small.max_texture_width, small.max_volume_extent),
        (4096, 256)
    );
}

#[test]
fn get_device_caps_checks_its_arguments() {
    let d3d = D3d::new();
    let mut c = D3dCaps9::default();
    let out = (&mut c as *mut D3dCaps9).cast::<c_void>();
    // SAFETY: valid pointers or null.
    unsafe {
        assert_eq!(
            (d3d.vt().get_device_caps)(d3d.0, 0, HAL, null_mut()),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (d3d.vt().get_device_caps)(d3d.0, 1, HAL, out),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (d3d.vt().get_device_caps)(d3d.0, 0, REF, out),
            D3DERR_NOTAVAILABLE
        );
    }
}

#[test]
fn display_modes_are_listed_for_x8r8g8b8() {
    let d3d = D3d::new();
    let vt = d3d.vt();
    let mut m = DisplayMode::default();
    // SAFETY: valid arguments.
    unsafe {
        let n = (vt.get_adapter_mode_count)(d3d.0, 0, X8R8G8B8);
        assert_eq!(n as usize, DISPLAY_MODES.len());
        assert_eq!((vt.get_adapter_mode_count)(d3d.0, 0, R5G6B5), 0);
        assert_eq!((vt.get_adapter_mode_count)(d3d.0, 1, X8R8G8B8), 0);
        let mut last = (0, 0);
        for i in 0..n {
            assert_eq!((vt.enum_adapter_modes)(d3d.0, 0, X8R8G8B8, i, &mut m), S_OK);
            assert_eq!((m.refresh_rate, m.format), (60, X8R8G8B8));
            assert!((m.width, m.height) > last, "modes ascend");
            last = (m.width, m.height);
        }
        assert_eq!(
            (vt.enum_adapter_modes)(d3d.0, 0, X8R8G8B8, n, &mut m),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (vt.enum_adapter_modes)(d3d.0, 0, R5G6B5, 0, &mut m),
            D3DERR_NOTAVAILABLE
        );
        assert_eq!(
            (vt.enum_adapter_modes)(d3d.0, 0, X8R8G8B8, 0, null_mut()),
            D3DERR_INVALIDCALL
        );
        assert_eq!((vt.get_adapter_display_mode)(d3d.0, 0, &mut m), S_OK);
        assert_eq!(
            (m.width, m.height, m.refresh_rate, m.format),
            (1920, 1080, 60, X8R8G8B8)
        );
        assert_eq!(
            (vt.get_adapter_display_mode)(d3d.0, 0, null_mut()),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (vt.get_adapter_display_mode)(d3d.0, 1, &mut m),
            D3DERR_INVALIDCALL
        );
        assert!(!(vt.get_adapter_monitor)(d3d.0, 0).is_null());
        assert!((vt.get_adapter_monitor)(d3d.0, 1).is_null());
    }
}

#[test]
fn device_types_and_back_buffers() {
    let d3d = D3d::new();
    let vt = d3d.vt();
    // SAFETY: valid arguments.
    unsafe {
        assert_eq!(
            (vt.check_device_type)(d3d.0, 0, HAL, X8R8G8B8, X8R8G8B8, 1),
            S_OK
        );
        assert_eq!(
            (vt.check_device_type)(d3d.0, 0, HAL, X8R8G8B8, A8R8G8B8, 0),
            S_OK
        );
        assert_eq!((vt.check_device_type)(d3d.0, 0, HAL, X8R8G8B8, 0, 1), S_OK);
        assert_eq!(
            (vt.check_device_type)(d3d.0, 0, HAL, X8R8G8B8, 0, 0),
            D3DERR_NOTAVAILABLE
        );
        assert_eq!(
            (vt.check_device_type)(d3d.0, 0, HAL, R5G6B5, R5G6B5, 1),
            D3DERR_NOTAVAILABLE
        );
        assert_eq!(
            (vt.check_device_type)(d3d.0, 0, REF, X8R8G8B8, X8R8G8B8, 1),
            D3DERR_NOTAVAILABLE
        );
        assert_eq!(
            (vt.check_device_type)(d3d.0, 1, HAL, X8R8G8B8, X8R8G8B8, 1),
            D3DERR_INVALIDCALL
        );
    }
}

#[test]
fn device_formats_follow_what_ninth_supports() {
    let d3d = D3d::new();
    // Render targets: BGRA8 only, surfaces and 2D textures.
    assert_eq!(d3d.format(RENDERTARGET, SURFACE, A8R8G8B8), S_OK);
    assert_eq!(d3d.format(RENDERTARGET, TEXTURE, X8R8G8B8), S_OK);
    assert_eq!(
        d3d.format(RENDERTARGET, TEXTURE, A16B16G16R16F),
        D3DERR_NOTAVAILABLE
    );
    assert_eq!(
        d3d.format(RENDERTARGET, CUBETEXTURE, A8R8G8B8),
        D3DERR_NOTAVAILABLE
    );
    // Depth: surfaces; 2D depth textures of D16, D24S8, D24X8 (shadow maps) and INTZ.
    assert_eq!(d3d.format(DEPTHSTENCIL, SURFACE, D24S8), S_OK);
    assert_eq!(d3d.format(DEPTHSTENCIL, SURFACE, D16), S_OK);
    assert_eq!(
        d3d.format(DEPTHSTENCIL, SURFACE, A8R8G8B8),
        D3DERR_NOTAVAILABLE
    );
    for format in [D24S8, D16, 77, u32::from_le_bytes(*b"INTZ")] {
        assert_eq!(
            d3d.format(DEPTHSTENCIL, TEXTURE, format),
            S_OK,
            "{format:#x}"
        );
    }
    assert_eq!(
        d3d.format(DEPTHSTENCIL, TEXTURE, 71 /* D32 */),
        D3DERR_NOTAVAILABLE
    );
    // NULL: a render-target surface keeping no colour; not a texture.
    let null = u32::from_le_bytes(*b"NULL");
    assert_eq!(d3d.format(RENDERTARGET, SURFACE, null), S_OK);
    assert_eq!(d3d.format(RENDERTARGET, TEXTURE, null), D3DERR_NOTAVAILABLE);
    assert_eq!(d3d.format(0, TEXTURE, null), D3DERR_NOTAVAILABLE);
    assert_eq!(
        d3d.format(DEPTHSTENCIL, CUBETEXTURE, D24S8),
        D3DERR_NOTAVAILABLE
    );
    assert_eq!(d3d.format(0, TEXTURE, D24S8), D3DERR_NOTAVAILABLE);
    // Textures: every stored format, on every texture type.
    for format in [
        A8R8G8B8,
        R5G6B5,
        DXT1,
        A16B16G16R16F,
        V8U8,
        50, /* L8 */
    ] {
        for rtype in [TEXTURE, CUBETEXTURE, VOLUMETEXTURE] {
            assert_eq!(d3d.format(0, rtype, format), S_OK, "{format} {rtype}");
        }
    }
    // R8G8B8, A8P8 and P8 (expanded through the palette), ATI1 and ATI2.
    for format in [
        20,
        40,
        41,
        u32::from_le_bytes(*b"ATI1"),
        u32::from_le_bytes(*b"ATI2"),
    ] {
        assert_eq!(d3d.format(0, TEXTURE, format), S_OK, "{format:#x}");
    }
    assert_eq!(d3d.format(0, TEXTURE, 27 /* R3G3B2 */), D3DERR_NOTAVAILABLE);
    assert_eq!(
        d3d.format(0, TEXTURE, u32::from_le_bytes(*b"UYVY")),
        D3DERR_NOTAVAILABLE
    );
    // Mipmaps are not generated.
    assert_eq!(
        d3d.format(AUTOGENMIPMAP, TEXTURE, A8R8G8B8),
        D3DOK_NOAUTOGEN
    );
    assert_eq!(
        d3d.format(AUTOGENMIPMAP, VOLUMETEXTURE, A8R8G8B8),
        D3DERR_NOTAVAILABLE
    );
    // Queries.
    assert_eq!(d3d.format(QUERY_FILTER, TEXTURE, A16B16G16R16F), S_OK);
    assert_eq!(d3d.format(QUERY_SRGBREAD, TEXTURE, A8R8G8B8), S_OK);
    assert_eq!(
        d3d.format(QUERY_SRGBREAD, TEXTURE, A16B16G16R16F),
        D3DERR_NOTAVAILABLE
    );
    assert_eq!(
        d3d.format(QUERY_SRGBWRITE | RENDERTARGET, SURFACE, A8R8G8B8),
        D3DERR_NOTAVAILABLE
    );
    assert_eq!(d3d.format(QUERY_LEGACYBUMPMAP, TEXTURE, V8U8), S_OK);
    assert_eq!(
        d3d.format(QUERY_LEGACYBUMPMAP, TEXTURE, A8R8G8B8),
        D3DERR_NOTAVAILABLE
    );
    // Buffers.
    assert_eq!(d3d.format(0, VERTEXBUFFER, 100), S_OK);
    assert_eq!(d3d.format(0, INDEXBUFFER, 101), S_OK);
    assert_eq!(d3d.format(0, INDEXBUFFER, 102), S_OK);
    assert_eq!(d3d.format(0, INDEXBUFFER, A8R8G8B8), D3DERR_NOTAVAILABLE);
    // Arguments.
    let vt = d3d.vt();
    // SAFETY: valid arguments.
    unsafe {
        assert_eq!(
            (vt.check_device_format)(d3d.0, 1, HAL, X8R8G8B8, 0, TEXTURE, A8R8G8B8),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (vt.check_device_format)(d3d.0, 0, HAL, A8R8G8B8, 0, TEXTURE, A8R8G8B8),
            D3DERR_NOTAVAILABLE
        );
    }
}

#[test]
fn multisampling_depth_matches_and_conversions() {
    let d3d = D3d::new();
    let vt = d3d.vt();
    let mut levels = 0u32;
    // SAFETY: valid arguments.
    unsafe {
        for (samples, want) in [
            (0, S_OK),
            (1, S_OK),
            (4, S_OK),
            (2, D3DERR_NOTAVAILABLE),
            (8, D3DERR_NOTAVAILABLE),
        ] {
            levels = 0;
            let hr = (vt.check_device_multi_sample_type)(
                d3d.0,
                0,
                HAL,
                X8R8G8B8,
                1,
                samples,
                &mut levels,
            );
            assert_eq!(hr, want, "{samples} samples");
            if want == S_OK {
                assert_eq!(levels, 1);
            }
        }
        assert_eq!(
            (vt.check_device_multi_sample_type)(d3d.0, 0, HAL, D24S8, 1, 4, null_mut()),
            S_OK
        );
        assert_eq!(
            (vt.check_device_multi_sample_type)(d3d.0, 0, HAL, A16B16G16R16F, 1, 4, &mut levels),
            D3DERR_NOTAVAILABLE
        );
        assert_eq!(
            (vt.check_device_multi_sample_type)(d3d.0, 0, HAL, X8R8G8B8, 1, 17, &mut levels),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            (vt.check_depth_stencil_match)(d3d.0, 0, HAL, X8R8G8B8, A8R8G8B8, D24S8),
            S_OK
        );
        assert_eq!(
            (vt.check_depth_stencil_match)(d3d.0, 0, HAL, X8R8G8B8, X8R8G8B8, D16),
            S_OK
        );
        assert_eq!(
            (vt.check_depth_stencil_match)(d3d.0, 0, HAL, X8R8G8B8, A16B16G16R16F, D24S8),
            D3DERR_NOTAVAILABLE
        );
        assert_eq!(
            (vt.check_depth_stencil_match)(d3d.0, 0, HAL, X8R8G8B8, X8R8G8B8, A8R8G8B8),
            D3DERR_NOTAVAILABLE
        );
        // A NULL render target with an INTZ depth texture: the depth-only pass games use.
        let (null, intz) = (u32::from_le_bytes(*b"NULL"), u32::from_le_bytes(*b"INTZ"));
        assert_eq!(
            (vt.check_depth_stencil_match)(d3d.0, 0, HAL, X8R8G8B8, null, intz),
            S_OK
        );
        assert_eq!(
            (vt.check_device_format_conversion)(d3d.0, 0, HAL, A8R8G8B8, X8R8G8B8),
            S_OK
        );
        assert_eq!(
            (vt.check_device_format_conversion)(d3d.0, 0, HAL, X8R8G8B8, X8R8G8B8),
            S_OK
        );
        assert_eq!(
            (vt.check_device_format_conversion)(d3d.0, 0, HAL, R5G6B5, X8R8G8B8),
            D3DERR_NOTAVAILABLE
        );
        assert_eq!(
            (vt.check_device_format_conversion)(d3d.0, 0, REF, X8R8G8B8, X8R8G8B8),
            D3DERR_NOTAVAILABLE
        );
    }
}
