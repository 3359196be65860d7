//! `D3DCAPS9`: what `IDirect3D9::GetDeviceCaps` and `IDirect3DDevice9::GetDeviceCaps`
//! answer. The struct is `d3d9caps.h`'s, field for field; the values are what ninth really
//! does (a shader model 3.0 device), not what a particular GPU would report. Where a value
//! is not simply "the D3D9 maximum" or "what ninth-d3d9 accepts", the comment at its field
//! in [`caps`] says why it is what it is.

/// `D3DVSHADERCAPS2_0`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[allow(missing_docs)]
pub struct VShaderCaps20 {
    pub caps: u32,
    pub dynamic_flow_control_depth: i32,
    pub num_temps: i32,
    pub static_flow_control_depth: i32,
}

/// `D3DPSHADERCAPS2_0`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[allow(missing_docs)]
pub struct PShaderCaps20 {
    pub caps: u32,
    pub dynamic_flow_control_depth: i32,
    pub num_temps: i32,
    pub static_flow_control_depth: i32,
    pub num_instruction_slots: i32,
}

/// `D3DCAPS9`, in `d3d9caps.h`'s field order (every field is 4 bytes: `DWORD`, `UINT`,
/// `float`, the `D3DDEVTYPE` enum).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
#[allow(missing_docs)]
pub struct D3dCaps9 {
    pub device_type: u32,
    pub adapter_ordinal: u32,
    pub caps: u32,
    pub caps2: u32,
    pub caps3: u32,
    pub presentation_intervals: u32,
    pub cursor_caps: u32,
    pub dev_caps: u32,
    pub primitive_misc_caps: u32,
    pub raster_caps: u32,
    pub z_cmp_caps: u32,
    pub src_blend_caps: u32,
    pub dest_blend_caps: u32,
    pub alpha_cmp_caps: u32,
    pub shade_caps: u32,
    pub texture_caps: u32,
    pub texture_filter_caps: u32,
    pub cube_texture_filter_caps: u32,
    pub volume_texture_filter_caps: u32,
    pub texture_address_caps: u32,
    pub volume_texture_address_caps: u32,
    pub line_caps: u32,
    pub max_texture_width: u32,
    pub max_texture_height: u32,
    pub max_volume_extent: u32,
    pub max_texture_repeat: u32,
    pub max_texture_aspect_ratio: u32,
    pub max_anisotropy: u32,
    pub max_vertex_w: f32,
    pub guard_band_left: f32,
    pub guard_band_top: f32,
    pub guard_band_right: f32,
    pub guard_band_bottom: f32,
    pub extents_adjust: f32,
    pub stencil_caps: u32,
    pub fvf_caps: u32,
    pub texture_op_caps: u32,
    pub max_texture_blend_stages: u32,
    pub max_simultaneous_textures: u32,
    pub vertex_processing_caps: u32,
    pub max_active_lights: u32,
    pub max_user_clip_planes: u32,
    pub max_vertex_blend_matrices: u32,
    pub max_vertex_blend_matrix_index: u32,
    pub max_point_size: f32,
    pub max_primitive_count: u32,
    pub max_vertex_index: u32,
    pub max_streams: u32,
    pub max_stream_stride: u32,
    pub vertex_shader_version: u32,
    pub max_vertex_shader_const: u32,
    pub pixel_shader_version: u32,
    pub pixel_shader_1x_max_value: f32,
    pub dev_caps2: u32,
    pub max_npatch_tessellation_level: f32,
    pub reserved5: u32,
    pub master_adapter_ordinal: u32,
    pub adapter_ordinal_in_group: u32,
    pub number_of_adapters_in_group: u32,
    pub decl_types: u32,
    pub num_simultaneous_rts: u32,
    pub stretch_rect_filter_caps: u32,
    pub vs20_caps: VShaderCaps20,
    pub ps20_caps: PShaderCaps20,
    pub vertex_texture_filter_caps: u32,
    pub max_vshader_instructions_executed: u32,
    pub max_pshader_instructions_executed: u32,
    pub max_vertex_shader30_instruction_slots: u32,
    pub max_pixel_shader30_instruction_slots: u32,
}

// 76 four-byte fields (67 of D3DCAPS9 itself, 4 of D3DVSHADERCAPS2_0, 5 of
// D3DPSHADERCAPS2_0): 304 bytes, as `sizeof(D3DCAPS9)` is with d3d9caps.h (checked by the C
// test too).
const _: () = assert!(size_of::<D3dCaps9>() == 304);

/// The adapter limits the caps depend on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AdapterLimits {
    /// `wgpu::Limits::max_texture_dimension_2d` of the renderer's device.
    pub max_texture_2d: u32,
    /// `wgpu::Limits::max_texture_dimension_3d`.
    pub max_texture_3d: u32,
}

impl AdapterLimits {
    /// WebGPU's guaranteed limits, for when no adapter can be asked.
    pub const DEFAULT: Self = Self {
        max_texture_2d: 8192,
        max_texture_3d: 2048,
    };
}

/// ninth-d3d9's largest texture and render-target side (`Texture::new`,
/// `create_render_target`, the renderer's `MAX_TARGET_SIDE`).
const NINTH_MAX_2D: u32 = 8192;
/// ninth-d3d9's deepest volume texture (`Texture::new`).
const NINTH_MAX_DEPTH: u32 = 2048;

mod bits {
    pub const D3DDEVTYPE_HAL: u32 = 1;
    pub const D3DCAPS_READ_SCANLINE: u32 = 0x0002_0000;
    pub const D3DCAPS2_DYNAMICTEXTURES: u32 = 0x2000_0000;
    pub const D3DCAPS3_COPY_TO_VIDMEM: u32 = 0x100;
    pub const D3DCAPS3_COPY_TO_SYSTEMMEM: u32 = 0x200;
    pub const D3DPRESENT_INTERVAL_ONE: u32 = 1;
    pub const D3DPRESENT_INTERVAL_IMMEDIATE: u32 = 0x8000_0000;
    pub const D3DDEVCAPS_EXECUTESYSTEMMEMORY: u32 = 0x10;
    pub const D3DDEVCAPS_EXECUTEVIDEOMEMORY: u32 = 0x20;
    pub const D3DDEVCAPS_TLVERTEXSYSTEMMEMORY: u32 = 0x40;
    pub const D3DDEVCAPS_TLVERTEXVIDEOMEMORY: u32 = 0x80;
    pub const D3DDEVCAPS_TEXTUREVIDEOMEMORY: u32 = 0x200;
    pub const D3DDEVCAPS_DRAWPRIMTLVERTEX: u32 = 0x400;
    pub const D3DDEVCAPS_CANRENDERAFTERFLIP: u32 = 0x800;
    pub const D3DDEVCAPS_DRAWPRIMITIVES2: u32 = 0x2000;
    pub const D3DDEVCAPS_DRAWPRIMITIVES2EX: u32 = 0x8000;
    pub const D3DDEVCAPS_HWTRANSFORMANDLIGHT: u32 = 0x1_0000;
    pub const D3DDEVCAPS_HWRASTERIZATION: u32 = 0x8_0000;
    pub const D3DDEVCAPS_PUREDEVICE: u32 = 0x10_0000;
    pub const D3DPMISCCAPS_MASKZ: u32 = 0x2;
    pub const D3DPMISCCAPS_CULLNONE: u32 = 0x10;
    pub const D3DPMISCCAPS_CULLCW: u32 = 0x20;
    pub const D3DPMISCCAPS_CULLCCW: u32 = 0x40;
    pub const D3DPMISCCAPS_COLORWRITEENABLE: u32 = 0x80;
    pub const D3DPMISCCAPS_TSSARGTEMP: u32 = 0x400;
    pub const D3DPMISCCAPS_BLENDOP: u32 = 0x800;
    pub const D3DPMISCCAPS_INDEPENDENTWRITEMASKS: u32 = 0x4000;
    pub const D3DPMISCCAPS_PERSTAGECONSTANT: u32 = 0x8000;
    pub const D3DPMISCCAPS_SEPARATEALPHABLEND: u32 = 0x2_0000;
    pub const D3DPMISCCAPS_MRTPOSTPIXELSHADERBLENDING: u32 = 0x8_0000;
    pub const D3DPRASTERCAPS_ZTEST: u32 = 0x10;
    pub const D3DPRASTERCAPS_FOGVERTEX: u32 = 0x80;
    pub const D3DPRASTERCAPS_FOGTABLE: u32 = 0x100;
    pub const D3DPRASTERCAPS_MIPMAPLODBIAS: u32 = 0x2000;
    pub const D3DPRASTERCAPS_FOGRANGE: u32 = 0x1_0000;
    pub const D3DPRASTERCAPS_ANISOTROPY: u32 = 0x2_0000;
    pub const D3DPRASTERCAPS_WFOG: u32 = 0x10_0000;
    pub const D3DPRASTERCAPS_ZFOG: u32 = 0x20_0000;
    pub const D3DPRASTERCAPS_COLORPERSPECTIVE: u32 = 0x40_0000;
    pub const D3DPRASTERCAPS_SCISSORTEST: u32 = 0x100_0000;
    pub const D3DPRASTERCAPS_SLOPESCALEDEPTHBIAS: u32 = 0x200_0000;
    pub const D3DPRASTERCAPS_DEPTHBIAS: u32 = 0x400_0000;
    /// NEVER, LESS, EQUAL, LESSEQUAL, GREATER, NOTEQUAL, GREATEREQUAL, ALWAYS.
    pub const D3DPCMPCAPS_ALL: u32 = 0xff;
    /// ZERO .. BOTHINVSRCALPHA and BLENDFACTOR (not SRCCOLOR2/INVSRCCOLOR2: D3D9Ex's
    /// dual-source blending).
    pub const D3DPBLENDCAPS_ALL: u32 = 0x3fff;
    pub const D3DPSHADECAPS_ALL: u32 = 0x8 | 0x200 | 0x4000 | 0x8_0000;
    pub const D3DPTEXTURECAPS_PERSPECTIVE: u32 = 0x1;
    pub const D3DPTEXTURECAPS_ALPHA: u32 = 0x4;
    pub const D3DPTEXTURECAPS_TEXREPEATNOTSCALEDBYSIZE: u32 = 0x40;
    pub const D3DPTEXTURECAPS_PROJECTED: u32 = 0x400;
    pub const D3DPTEXTURECAPS_CUBEMAP: u32 = 0x800;
    pub const D3DPTEXTURECAPS_VOLUMEMAP: u32 = 0x2000;
    pub const D3DPTEXTURECAPS_MIPMAP: u32 = 0x4000;
    pub const D3DPTEXTURECAPS_MIPVOLUMEMAP: u32 = 0x8000;
    pub const D3DPTEXTURECAPS_MIPCUBEMAP: u32 = 0x1_0000;
    pub const D3DPTFILTERCAPS_MINFPOINT: u32 = 0x100;
    pub const D3DPTFILTERCAPS_MINFLINEAR: u32 = 0x200;
    pub const D3DPTFILTERCAPS_MINFANISOTROPIC: u32 = 0x400;
    pub const D3DPTFILTERCAPS_MIPFPOINT: u32 = 0x1_0000;
    pub const D3DPTFILTERCAPS_MIPFLINEAR: u32 = 0x2_0000;
    pub const D3DPTFILTERCAPS_MAGFPOINT: u32 = 0x100_0000;
    pub const D3DPTFILTERCAPS_MAGFLINEAR: u32 = 0x200_0000;
    pub const D3DPTFILTERCAPS_MAGFANISOTROPIC: u32 = 0x400_0000;
    /// WRAP, MIRROR, CLAMP, BORDER, INDEPENDENTUV, MIRRORONCE.
    pub const D3DPTADDRESSCAPS_ALL: u32 = 0x3f;
    /// TEXTURE, ZTEST, BLEND, ALPHACMP, FOG.
    pub const D3DLINECAPS_ALL: u32 = 0x1f;
    /// KEEP .. DECR and TWOSIDED.
    pub const D3DSTENCILCAPS_ALL: u32 = 0x1ff;
    pub const D3DFVFCAPS_PSIZE: u32 = 0x10_0000;
    /// DISABLE .. LERP: every D3DTEXTUREOP.
    pub const D3DTEXOPCAPS_ALL: u32 = 0x3ff_ffff;
    pub const D3DVTXPCAPS_TEXGEN: u32 = 0x1;
    pub const D3DVTXPCAPS_MATERIALSOURCE7: u32 = 0x2;
    pub const D3DVTXPCAPS_DIRECTIONALLIGHTS: u32 = 0x8;
    pub const D3DVTXPCAPS_POSITIONALLIGHTS: u32 = 0x10;
    pub const D3DVTXPCAPS_LOCALVIEWER: u32 = 0x20;
    pub const D3DVTXPCAPS_TWEENING: u32 = 0x40;
    pub const D3DVTXPCAPS_TEXGEN_SPHEREMAP: u32 = 0x100;
    pub const D3DDEVCAPS2_STREAMOFFSET: u32 = 0x1;
    pub const D3DDEVCAPS2_VERTEXELEMENTSCANSHARESTREAMOFFSET: u32 = 0x40;
    /// UBYTE4, UBYTE4N, SHORT2N, SHORT4N, USHORT2N, USHORT4N, UDEC3, DEC3N, FLOAT16_2,
    /// FLOAT16_4.
    pub const D3DDTCAPS_ALL: u32 = 0x3ff;
    pub const D3DVS20CAPS_PREDICATION: u32 = 0x1;
    /// ARBITRARYSWIZZLE, GRADIENTINSTRUCTIONS, PREDICATION, NODEPENDENTREADLIMIT,
    /// NOTEXINSTRUCTIONLIMIT.
    pub const D3DPS20CAPS_ALL: u32 = 0x1f;
}

/// Every D3DPRASTERCAPS bit ninth's renderer honours.
pub const RASTER_CAPS: u32 = bits::D3DPRASTERCAPS_ZTEST
    | bits::D3DPRASTERCAPS_FOGVERTEX
    | bits::D3DPRASTERCAPS_FOGTABLE
    | bits::D3DPRASTERCAPS_MIPMAPLODBIAS
    | bits::D3DPRASTERCAPS_FOGRANGE
    | bits::D3DPRASTERCAPS_ANISOTROPY
    | bits::D3DPRASTERCAPS_WFOG
    | bits::D3DPRASTERCAPS_ZFOG
    | bits::D3DPRASTERCAPS_COLORPERSPECTIVE
    | bits::D3DPRASTERCAPS_SCISSORTEST
    | bits::D3DPRASTERCAPS_SLOPESCALEDEPTHBIAS
    | bits::D3DPRASTERCAPS_DEPTHBIAS;

/// Point, linear and anisotropic minification/magnification, point and linear mip filters.
const FILTERS_2D: u32 = bits::D3DPTFILTERCAPS_MINFPOINT
    | bits::D3DPTFILTERCAPS_MINFLINEAR
    | bits::D3DPTFILTERCAPS_MINFANISOTROPIC
    | bits::D3DPTFILTERCAPS_MIPFPOINT
    | bits::D3DPTFILTERCAPS_MIPFLINEAR
    | bits::D3DPTFILTERCAPS_MAGFPOINT
    | bits::D3DPTFILTERCAPS_MAGFLINEAR
    | bits::D3DPTFILTERCAPS_MAGFANISOTROPIC;

/// The caps of adapter 0 with `limits`.
pub fn caps(limits: AdapterLimits) -> D3dCaps9 {
    use bits::*;
    let max_2d = limits.max_texture_2d.min(NINTH_MAX_2D);
    D3dCaps9 {
        device_type: D3DDEVTYPE_HAL,
        adapter_ordinal: 0,
        // GetRasterStatus answers from a 60 Hz clock (there is no scanout to read), as the
        // D3D9 front-ends on Vulkan do; programs that poll it for pacing keep working.
        caps: D3DCAPS_READ_SCANLINE,
        // No CANAUTOGENMIPMAP: D3DUSAGE_AUTOGENMIPMAP textures are accepted but their
        // sub-levels are not generated (ninth-d3d9 refuses mipmapped sampling of them), so
        // CheckDeviceFormat answers D3DOK_NOAUTOGEN. No FULLSCREENGAMMA: the gamma ramp is
        // stored, not applied. No CANMANAGERESOURCE (driver resource management).
        caps2: D3DCAPS2_DYNAMICTEXTURES,
        // UpdateSurface/UpdateTexture copy to video memory, GetRenderTargetData to system
        // memory.
        caps3: D3DCAPS3_COPY_TO_VIDMEM | D3DCAPS3_COPY_TO_SYSTEMMEM,
        // A window surface is configured with or without vsync only.
        presentation_intervals: D3DPRESENT_INTERVAL_IMMEDIATE | D3DPRESENT_INTERVAL_ONE,
        // The cursor is stored, never drawn: no hardware cursor.
        cursor_caps: 0,
        // No patches (DrawRectPatch/DrawTriPatch are not done). PUREDEVICE: every state
        // getter works whatever the creation flags.
        dev_caps: D3DDEVCAPS_EXECUTESYSTEMMEMORY
            | D3DDEVCAPS_EXECUTEVIDEOMEMORY
            | D3DDEVCAPS_TLVERTEXSYSTEMMEMORY
            | D3DDEVCAPS_TLVERTEXVIDEOMEMORY
            | D3DDEVCAPS_TEXTUREVIDEOMEMORY
            | D3DDEVCAPS_DRAWPRIMTLVERTEX
            | D3DDEVCAPS_CANRENDERAFTERFLIP
            | D3DDEVCAPS_DRAWPRIMITIVES2
            | D3DDEVCAPS_DRAWPRIMITIVES2EX
            | D3DDEVCAPS_HWTRANSFORMANDLIGHT
            | D3DDEVCAPS_HWRASTERIZATION
            | D3DDEVCAPS_PUREDEVICE,
        // Not MRTINDEPENDENTBITDEPTHS (every render target is BGRA8), not
        // POSTBLENDSRGBCONVERT, not CLIPTLVERTS (pretransformed vertices are not clipped
        // against user planes).
        primitive_misc_caps: D3DPMISCCAPS_MASKZ
            | D3DPMISCCAPS_CULLNONE
            | D3DPMISCCAPS_CULLCW
            | D3DPMISCCAPS_CULLCCW
            | D3DPMISCCAPS_COLORWRITEENABLE
            | D3DPMISCCAPS_TSSARGTEMP
            | D3DPMISCCAPS_BLENDOP
            | D3DPMISCCAPS_INDEPENDENTWRITEMASKS
            | D3DPMISCCAPS_PERSTAGECONSTANT
            | D3DPMISCCAPS_SEPARATEALPHABLEND
            | D3DPMISCCAPS_MRTPOSTPIXELSHADERBLENDING,
        raster_caps: RASTER_CAPS,
        z_cmp_caps: D3DPCMPCAPS_ALL,
        src_blend_caps: D3DPBLENDCAPS_ALL,
        dest_blend_caps: D3DPBLENDCAPS_ALL,
        alpha_cmp_caps: D3DPCMPCAPS_ALL,
        shade_caps: D3DPSHADECAPS_ALL,
        // No POW2, NONPOW2CONDITIONAL, CUBEMAP_POW2 or VOLUMEMAP_POW2: WebGPU textures of
        // any size wrap and mipmap.
        texture_caps: D3DPTEXTURECAPS_PERSPECTIVE
            | D3DPTEXTURECAPS_ALPHA
            | D3DPTEXTURECAPS_TEXREPEATNOTSCALEDBYSIZE
            | D3DPTEXTURECAPS_PROJECTED
            | D3DPTEXTURECAPS_CUBEMAP
            | D3DPTEXTURECAPS_VOLUMEMAP
            | D3DPTEXTURECAPS_MIPMAP
            | D3DPTEXTURECAPS_MIPVOLUMEMAP
            | D3DPTEXTURECAPS_MIPCUBEMAP,
        texture_filter_caps: FILTERS_2D,
        cube_texture_filter_caps: FILTERS_2D,
        volume_texture_filter_caps: FILTERS_2D,
        // MIRRORONCE and a border colour other than WebGPU's three are approximated where
        // the adapter lacks them (ninth-render's sampler: clamp to the edge).
        texture_address_caps: D3DPTADDRESSCAPS_ALL,
        volume_texture_address_caps: D3DPTADDRESSCAPS_ALL,
        line_caps: D3DLINECAPS_ALL,
        max_texture_width: max_2d,
        max_texture_height: max_2d,
        max_volume_extent: limits.max_texture_3d.min(NINTH_MAX_DEPTH),
        // Coordinates are normalised floats: a texture repeats as often as the largest side.
        max_texture_repeat: max_2d,
        max_texture_aspect_ratio: max_2d,
        // WebGPU's anisotropy clamp.
        max_anisotropy: 16,
        // Depth is computed in floats (no W-buffer): the usual 1e10 of float pipelines.
        max_vertex_w: 1e10,
        // The GPU clips in hardware; D3D9 guard bands of Vulkan-era hardware.
        guard_band_left: -32768.0,
        guard_band_top: -32768.0,
        guard_band_right: 32768.0,
        guard_band_bottom: 32768.0,
        extents_adjust: 0.0,
        stencil_caps: D3DSTENCILCAPS_ALL,
        // Eight texture coordinate sets, point size in the vertex.
        fvf_caps: 8 | D3DFVFCAPS_PSIZE,
        texture_op_caps: D3DTEXOPCAPS_ALL,
        max_texture_blend_stages: 8,
        max_simultaneous_textures: 8,
        vertex_processing_caps: D3DVTXPCAPS_TEXGEN
            | D3DVTXPCAPS_MATERIALSOURCE7
            | D3DVTXPCAPS_DIRECTIONALLIGHTS
            | D3DVTXPCAPS_POSITIONALLIGHTS
            | D3DVTXPCAPS_LOCALVIEWER
            | D3DVTXPCAPS_TWEENING
            | D3DVTXPCAPS_TEXGEN_SPHEREMAP,
        // ninth-shader's fixed-function pipeline: MAX_ACTIVE_LIGHTS, MAX_CLIP_PLANES,
        // D3DVBF_3WEIGHTS (four matrices) and MAX_BLEND_MATRIX_INDEX (WORLDMATRIX(0..=8)).
        max_active_lights: 8,
        max_user_clip_planes: 6,
        max_vertex_blend_matrices: 4,
        max_vertex_blend_matrix_index: 8,
        // Point sprites are expanded by the renderer; 256 as the Vulkan front-ends report.
        max_point_size: 256.0,
        // What SM3 hardware drivers report (0xFFFFFF / 3 primitives of 32-bit indices).
        max_primitive_count: 0x55_5555,
        // Over 0xFFFF: 32-bit index buffers are drawn (the programmable geometry path takes
        // 32-bit indices; programs test this value before using D3DFMT_INDEX32).
        max_vertex_index: 0xff_ffff,
        max_streams: 16,
        // D3D9's own limit on a stream's stride.
        max_stream_stride: 508,
        vertex_shader_version: 0xfffe_0300,
        max_vertex_shader_const: 256,
        pixel_shader_version: 0xffff_0300,
        // ps_1_x registers are floats in the translation (only constants are clamped, to
        // [-1, 1] as 1.x requires), so the range is at least ps_1_4's [-8, 8], the largest
        // value D3D9 defines for this field.
        pixel_shader_1x_max_value: 8.0,
        // Stream offsets of SetStreamSource and elements sharing a stream offset. Not
        // CAN_STRETCHRECT_FROM_TEXTURES: ninth-d3d9 blits between render targets only.
        dev_caps2: D3DDEVCAPS2_STREAMOFFSET | D3DDEVCAPS2_VERTEXELEMENTSCANSHARESTREAMOFFSET,
        max_npatch_tessellation_level: 0.0,
        reserved5: 0,
        master_adapter_ordinal: 0,
        adapter_ordinal_in_group: 0,
        number_of_adapters_in_group: 1,
        decl_types: D3DDTCAPS_ALL,
        num_simultaneous_rts: 4,
        // StretchRect: D3DTEXF_NONE/POINT and LINEAR.
        stretch_rect_filter_caps: D3DPTFILTERCAPS_MINFPOINT
            | D3DPTFILTERCAPS_MAGFPOINT
            | D3DPTFILTERCAPS_MINFLINEAR
            | D3DPTFILTERCAPS_MAGFLINEAR,
        // The SM3 maxima: the translator emits structured WGSL control flow (no depth limit
        // of its own) and 32 temporaries.
        vs20_caps: VShaderCaps20 {
            caps: D3DVS20CAPS_PREDICATION,
            dynamic_flow_control_depth: 24,
            num_temps: 32,
            static_flow_control_depth: 4,
        },
        ps20_caps: PShaderCaps20 {
            caps: D3DPS20CAPS_ALL,
            dynamic_flow_control_depth: 24,
            num_temps: 32,
            static_flow_control_depth: 4,
            num_instruction_slots: 512,
        },
        // vs_3_0 texldl: point and linear.
        vertex_texture_filter_caps: D3DPTFILTERCAPS_MINFPOINT
            | D3DPTFILTERCAPS_MAGFPOINT
            | D3DPTFILTERCAPS_MINFLINEAR
            | D3DPTFILTERCAPS_MAGFLINEAR,
        // Loops run on the GPU with no instruction counter: no execution limit (what the
        // Vulkan front-ends report too).
        max_vshader_instructions_executed: u32::MAX,
        max_pshader_instructions_executed: u32::MAX,
        max_vertex_shader30_instruction_slots: 32768,
        max_pixel_shader30_instruction_slots: 32768,
    }
}
