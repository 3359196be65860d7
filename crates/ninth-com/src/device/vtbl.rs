//! The `IDirect3DDevice9` vtable, in `d3d9.h`'s method order (the ABI).

use std::ffi::c_void;

use super::Device9;
use crate::com::{Guid, HRESULT};

/// `IDirect3DDevice9Vtbl`.
#[repr(C)]
#[allow(missing_docs)]
pub struct IDirect3DDevice9Vtbl {
    /// `QueryInterface`.
    pub query_interface:
        unsafe extern "system" fn(*mut Device9, *const Guid, *mut c_void) -> HRESULT,
    /// `AddRef`.
    pub add_ref: unsafe extern "system" fn(*mut Device9) -> u32,
    /// `Release`.
    pub release: unsafe extern "system" fn(*mut Device9) -> u32,
    /// `TestCooperativeLevel`.
    pub test_cooperative_level: unsafe extern "system" fn(*mut Device9) -> HRESULT,
    /// `GetAvailableTextureMem`.
    pub get_available_texture_mem: unsafe extern "system" fn(*mut Device9) -> u32,
    /// `EvictManagedResources`.
    pub evict_managed_resources: unsafe extern "system" fn(*mut Device9) -> HRESULT,
    /// `GetDirect3D`.
    pub get_direct3_d: unsafe extern "system" fn(*mut Device9, *mut c_void) -> HRESULT,
    /// `GetDeviceCaps`.
    pub get_device_caps: unsafe extern "system" fn(*mut Device9, *mut c_void) -> HRESULT,
    /// `GetDisplayMode`.
    pub get_display_mode: unsafe extern "system" fn(*mut Device9, u32, *mut c_void) -> HRESULT,
    /// `GetCreationParameters`.
    pub get_creation_parameters: unsafe extern "system" fn(*mut Device9, *mut c_void) -> HRESULT,
    /// `SetCursorProperties`.
    pub set_cursor_properties:
        unsafe extern "system" fn(*mut Device9, u32, u32, *mut c_void) -> HRESULT,
    /// `SetCursorPosition`.
    pub set_cursor_position: unsafe extern "system" fn(*mut Device9, i32, i32, u32),
    /// `ShowCursor`.
    pub show_cursor: unsafe extern "system" fn(*mut Device9, i32) -> i32,
    /// `CreateAdditionalSwapChain`.
    pub create_additional_swap_chain:
        unsafe extern "system" fn(*mut Device9, *mut c_void, *mut c_void) -> HRESULT,
    /// `GetSwapChain`.
    pub get_swap_chain: unsafe extern "system" fn(*mut Device9, u32, *mut c_void) -> HRESULT,
    /// `GetNumberOfSwapChains`.
    pub get_number_of_swap_chains: unsafe extern "system" fn(*mut Device9) -> u32,
    /// `Reset`.
    pub reset: unsafe extern "system" fn(*mut Device9, *mut c_void) -> HRESULT,
    /// `Present`.
    pub present: unsafe extern "system" fn(
        *mut Device9,
        *const c_void,
        *const c_void,
        *mut c_void,
        *const c_void,
    ) -> HRESULT,
    /// `GetBackBuffer`.
    pub get_back_buffer:
        unsafe extern "system" fn(*mut Device9, u32, u32, u32, *mut c_void) -> HRESULT,
    /// `GetRasterStatus`.
    pub get_raster_status: unsafe extern "system" fn(*mut Device9, u32, *mut c_void) -> HRESULT,
    /// `SetDialogBoxMode`.
    pub set_dialog_box_mode: unsafe extern "system" fn(*mut Device9, i32) -> HRESULT,
    /// `SetGammaRamp`.
    pub set_gamma_ramp: unsafe extern "system" fn(*mut Device9, u32, u32, *const c_void),
    /// `GetGammaRamp`.
    pub get_gamma_ramp: unsafe extern "system" fn(*mut Device9, u32, *mut c_void),
    /// `CreateTexture`.
    pub create_texture: unsafe extern "system" fn(
        *mut Device9,
        u32,
        u32,
        u32,
        u32,
        u32,
        u32,
        *mut c_void,
        *mut c_void,
    ) -> HRESULT,
    /// `CreateVolumeTexture`.
    pub create_volume_texture: unsafe extern "system" fn(
        *mut Device9,
        u32,
        u32,
        u32,
        u32,
        u32,
        u32,
        u32,
        *mut c_void,
        *mut c_void,
    ) -> HRESULT,
    /// `CreateCubeTexture`.
    pub create_cube_texture: unsafe extern "system" fn(
        *mut Device9,
        u32,
        u32,
        u32,
        u32,
        u32,
        *mut c_void,
        *mut c_void,
    ) -> HRESULT,
    /// `CreateVertexBuffer`.
    pub create_vertex_buffer: unsafe extern "system" fn(
        *mut Device9,
        u32,
        u32,
        u32,
        u32,
        *mut c_void,
        *mut c_void,
    ) -> HRESULT,
    /// `CreateIndexBuffer`.
    pub create_index_buffer: unsafe extern "system" fn(
        *mut Device9,
        u32,
        u32,
        u32,
        u32,
        *mut c_void,
        *mut c_void,
    ) -> HRESULT,
    /// `CreateRenderTarget`.
    pub create_render_target: unsafe extern "system" fn(
        *mut Device9,
        u32,
        u32,
        u32,
        u32,
        u32,
        i32,
        *mut c_void,
        *mut c_void,
    ) -> HRESULT,
    /// `CreateDepthStencilSurface`.
    pub create_depth_stencil_surface: unsafe extern "system" fn(
        *mut Device9,
        u32,
        u32,
        u32,
        u32,
        u32,
        i32,
        *mut c_void,
        *mut c_void,
    ) -> HRESULT,
    /// `UpdateSurface`.
    pub update_surface: unsafe extern "system" fn(
        *mut Device9,
        *mut c_void,
        *const c_void,
        *mut c_void,
        *const c_void,
    ) -> HRESULT,
    /// `UpdateTexture`.
    pub update_texture:
        unsafe extern "system" fn(*mut Device9, *mut c_void, *mut c_void) -> HRESULT,
    /// `GetRenderTargetData`.
    pub get_render_target_data:
        unsafe extern "system" fn(*mut Device9, *mut c_void, *mut c_void) -> HRESULT,
    /// `GetFrontBufferData`.
    pub get_front_buffer_data: unsafe extern "system" fn(*mut Device9, u32, *mut c_void) -> HRESULT,
    /// `StretchRect`.
    pub stretch_rect: unsafe extern "system" fn(
        *mut Device9,
        *mut c_void,
        *const c_void,
        *mut c_void,
        *const c_void,
        u32,
    ) -> HRESULT,
    /// `ColorFill`.
    pub color_fill:
        unsafe extern "system" fn(*mut Device9, *mut c_void, *const c_void, u32) -> HRESULT,
    /// `CreateOffscreenPlainSurface`.
    pub create_offscreen_plain_surface: unsafe extern "system" fn(
        *mut Device9,
        u32,
        u32,
        u32,
        u32,
        *mut c_void,
        *mut c_void,
    ) -> HRESULT,
    /// `SetRenderTarget`.
    pub set_render_target: unsafe extern "system" fn(*mut Device9, u32, *mut c_void) -> HRESULT,
    /// `GetRenderTarget`.
    pub get_render_target: unsafe extern "system" fn(*mut Device9, u32, *mut c_void) -> HRESULT,
    /// `SetDepthStencilSurface`.
    pub set_depth_stencil_surface: unsafe extern "system" fn(*mut Device9, *mut c_void) -> HRESULT,
    /// `GetDepthStencilSurface`.
    pub get_depth_stencil_surface: unsafe extern "system" fn(*mut Device9, *mut c_void) -> HRESULT,
    /// `BeginScene`.
    pub begin_scene: unsafe extern "system" fn(*mut Device9) -> HRESULT,
    /// `EndScene`.
    pub end_scene: unsafe extern "system" fn(*mut Device9) -> HRESULT,
    /// `Clear`.
    pub clear:
        unsafe extern "system" fn(*mut Device9, u32, *const c_void, u32, u32, f32, u32) -> HRESULT,
    /// `SetTransform`.
    pub set_transform: unsafe extern "system" fn(*mut Device9, u32, *const c_void) -> HRESULT,
    /// `GetTransform`.
    pub get_transform: unsafe extern "system" fn(*mut Device9, u32, *mut c_void) -> HRESULT,
    /// `MultiplyTransform`.
    pub multiply_transform: unsafe extern "system" fn(*mut Device9, u32, *const c_void) -> HRESULT,
    /// `SetViewport`.
    pub set_viewport: unsafe extern "system" fn(*mut Device9, *const c_void) -> HRESULT,
    /// `GetViewport`.
    pub get_viewport: unsafe extern "system" fn(*mut Device9, *mut c_void) -> HRESULT,
    /// `SetMaterial`.
    pub set_material: unsafe extern "system" fn(*mut Device9, *const c_void) -> HRESULT,
    /// `GetMaterial`.
    pub get_material: unsafe extern "system" fn(*mut Device9, *mut c_void) -> HRESULT,
    /// `SetLight`.
    pub set_light: unsafe extern "system" fn(*mut Device9, u32, *const c_void) -> HRESULT,
    /// `GetLight`.
    pub get_light: unsafe extern "system" fn(*mut Device9, u32, *mut c_void) -> HRESULT,
    /// `LightEnable`.
    pub light_enable: unsafe extern "system" fn(*mut Device9, u32, i32) -> HRESULT,
    /// `GetLightEnable`.
    pub get_light_enable: unsafe extern "system" fn(*mut Device9, u32, *mut c_void) -> HRESULT,
    /// `SetClipPlane`.
    pub set_clip_plane: unsafe extern "system" fn(*mut Device9, u32, *const c_void) -> HRESULT,
    /// `GetClipPlane`.
    pub get_clip_plane: unsafe extern "system" fn(*mut Device9, u32, *mut c_void) -> HRESULT,
    /// `SetRenderState`.
    pub set_render_state: unsafe extern "system" fn(*mut Device9, u32, u32) -> HRESULT,
    /// `GetRenderState`.
    pub get_render_state: unsafe extern "system" fn(*mut Device9, u32, *mut c_void) -> HRESULT,
    /// `CreateStateBlock`.
    pub create_state_block: unsafe extern "system" fn(*mut Device9, u32, *mut c_void) -> HRESULT,
    /// `BeginStateBlock`.
    pub begin_state_block: unsafe extern "system" fn(*mut Device9) -> HRESULT,
    /// `EndStateBlock`.
    pub end_state_block: unsafe extern "system" fn(*mut Device9, *mut c_void) -> HRESULT,
    /// `SetClipStatus`.
    pub set_clip_status: unsafe extern "system" fn(*mut Device9, *const c_void) -> HRESULT,
    /// `GetClipStatus`.
    pub get_clip_status: unsafe extern "system" fn(*mut Device9, *mut c_void) -> HRESULT,
    /// `GetTexture`.
    pub get_texture: unsafe extern "system" fn(*mut Device9, u32, *mut c_void) -> HRESULT,
    /// `SetTexture`.
    pub set_texture: unsafe extern "system" fn(*mut Device9, u32, *mut c_void) -> HRESULT,
    /// `GetTextureStageState`.
    pub get_texture_stage_state:
        unsafe extern "system" fn(*mut Device9, u32, u32, *mut c_void) -> HRESULT,
    /// `SetTextureStageState`.
    pub set_texture_stage_state: unsafe extern "system" fn(*mut Device9, u32, u32, u32) -> HRESULT,
    /// `GetSamplerState`.
    pub get_sampler_state:
        unsafe extern "system" fn(*mut Device9, u32, u32, *mut c_void) -> HRESULT,
    /// `SetSamplerState`.
    pub set_sampler_state: unsafe extern "system" fn(*mut Device9, u32, u32, u32) -> HRESULT,
    /// `ValidateDevice`.
    pub validate_device: unsafe extern "system" fn(*mut Device9, *mut c_void) -> HRESULT,
    /// `SetPaletteEntries`.
    pub set_palette_entries: unsafe extern "system" fn(*mut Device9, u32, *const c_void) -> HRESULT,
    /// `GetPaletteEntries`.
    pub get_palette_entries: unsafe extern "system" fn(*mut Device9, u32, *mut c_void) -> HRESULT,
    /// `SetCurrentTexturePalette`.
    pub set_current_texture_palette: unsafe extern "system" fn(*mut Device9, u32) -> HRESULT,
    /// `GetCurrentTexturePalette`.
    pub get_current_texture_palette:
        unsafe extern "system" fn(*mut Device9, *mut c_void) -> HRESULT,
    /// `SetScissorRect`.
    pub set_scissor_rect: unsafe extern "system" fn(*mut Device9, *const c_void) -> HRESULT,
    /// `GetScissorRect`.
    pub get_scissor_rect: unsafe extern "system" fn(*mut Device9, *mut c_void) -> HRESULT,
    /// `SetSoftwareVertexProcessing`.
    pub set_software_vertex_processing: unsafe extern "system" fn(*mut Device9, i32) -> HRESULT,
    /// `GetSoftwareVertexProcessing`.
    pub get_software_vertex_processing: unsafe extern "system" fn(*mut Device9) -> i32,
    /// `SetNPatchMode`.
    pub set_n_patch_mode: unsafe extern "system" fn(*mut Device9, f32) -> HRESULT,
    /// `GetNPatchMode`.
    pub get_n_patch_mode: unsafe extern "system" fn(*mut Device9) -> f32,
    /// `DrawPrimitive`.
    pub draw_primitive: unsafe extern "system" fn(*mut Device9, u32, u32, u32) -> HRESULT,
    /// `DrawIndexedPrimitive`.
    pub draw_indexed_primitive:
        unsafe extern "system" fn(*mut Device9, u32, i32, u32, u32, u32, u32) -> HRESULT,
    /// `DrawPrimitiveUP`.
    pub draw_primitive_up:
        unsafe extern "system" fn(*mut Device9, u32, u32, *const c_void, u32) -> HRESULT,
    /// `DrawIndexedPrimitiveUP`.
    pub draw_indexed_primitive_up: unsafe extern "system" fn(
        *mut Device9,
        u32,
        u32,
        u32,
        u32,
        *const c_void,
        u32,
        *const c_void,
        u32,
    ) -> HRESULT,
    /// `ProcessVertices`.
    pub process_vertices: unsafe extern "system" fn(
        *mut Device9,
        u32,
        u32,
        u32,
        *mut c_void,
        *mut c_void,
        u32,
    ) -> HRESULT,
    /// `CreateVertexDeclaration`.
    pub create_vertex_declaration:
        unsafe extern "system" fn(*mut Device9, *const c_void, *mut c_void) -> HRESULT,
    /// `SetVertexDeclaration`.
    pub set_vertex_declaration: unsafe extern "system" fn(*mut Device9, *mut c_void) -> HRESULT,
    /// `GetVertexDeclaration`.
    pub get_vertex_declaration: unsafe extern "system" fn(*mut Device9, *mut c_void) -> HRESULT,
    /// `SetFVF`.
    pub set_fvf: unsafe extern "system" fn(*mut Device9, u32) -> HRESULT,
    /// `GetFVF`.
    pub get_fvf: unsafe extern "system" fn(*mut Device9, *mut c_void) -> HRESULT,
    /// `CreateVertexShader`.
    pub create_vertex_shader:
        unsafe extern "system" fn(*mut Device9, *const c_void, *mut c_void) -> HRESULT,
    /// `SetVertexShader`.
    pub set_vertex_shader: unsafe extern "system" fn(*mut Device9, *mut c_void) -> HRESULT,
    /// `GetVertexShader`.
    pub get_vertex_shader: unsafe extern "system" fn(*mut Device9, *mut c_void) -> HRESULT,
    /// `SetVertexShaderConstantF`.
    pub set_vertex_shader_constant_f:
        unsafe extern "system" fn(*mut Device9, u32, *const c_void, u32) -> HRESULT,
    /// `GetVertexShaderConstantF`.
    pub get_vertex_shader_constant_f:
        unsafe extern "system" fn(*mut Device9, u32, *mut c_void, u32) -> HRESULT,
    /// `SetVertexShaderConstantI`.
    pub set_vertex_shader_constant_i:
        unsafe extern "system" fn(*mut Device9, u32, *const c_void, u32) -> HRESULT,
    /// `GetVertexShaderConstantI`.
    pub get_vertex_shader_constant_i:
        unsafe extern "system" fn(*mut Device9, u32, *mut c_void, u32) -> HRESULT,
    /// `SetVertexShaderConstantB`.
    pub set_vertex_shader_constant_b:
        unsafe extern "system" fn(*mut Device9, u32, *const c_void, u32) -> HRESULT,
    /// `GetVertexShaderConstantB`.
    pub get_vertex_shader_constant_b:
        unsafe extern "system" fn(*mut Device9, u32, *mut c_void, u32) -> HRESULT,
    /// `SetStreamSource`.
    pub set_stream_source:
        unsafe extern "system" fn(*mut Device9, u32, *mut c_void, u32, u32) -> HRESULT,
    /// `GetStreamSource`.
    pub get_stream_source: unsafe extern "system" fn(
        *mut Device9,
        u32,
        *mut c_void,
        *mut c_void,
        *mut c_void,
    ) -> HRESULT,
    /// `SetStreamSourceFreq`.
    pub set_stream_source_freq: unsafe extern "system" fn(*mut Device9, u32, u32) -> HRESULT,
    /// `GetStreamSourceFreq`.
    pub get_stream_source_freq:
        unsafe extern "system" fn(*mut Device9, u32, *mut c_void) -> HRESULT,
    /// `SetIndices`.
    pub set_indices: unsafe extern "system" fn(*mut Device9, *mut c_void) -> HRESULT,
    /// `GetIndices`.
    pub get_indices: unsafe extern "system" fn(*mut Device9, *mut c_void) -> HRESULT,
    /// `CreatePixelShader`.
    pub create_pixel_shader:
        unsafe extern "system" fn(*mut Device9, *const c_void, *mut c_void) -> HRESULT,
    /// `SetPixelShader`.
    pub set_pixel_shader: unsafe extern "system" fn(*mut Device9, *mut c_void) -> HRESULT,
    /// `GetPixelShader`.
    pub get_pixel_shader: unsafe extern "system" fn(*mut Device9, *mut c_void) -> HRESULT,
    /// `SetPixelShaderConstantF`.
    pub set_pixel_shader_constant_f:
        unsafe extern "system" fn(*mut Device9, u32, *const c_void, u32) -> HRESULT,
    /// `GetPixelShaderConstantF`.
    pub get_pixel_shader_constant_f:
        unsafe extern "system" fn(*mut Device9, u32, *mut c_void, u32) -> HRESULT,
    /// `SetPixelShaderConstantI`.
    pub set_pixel_shader_constant_i:
        unsafe extern "system" fn(*mut Device9, u32, *const c_void, u32) -> HRESULT,
    /// `GetPixelShaderConstantI`.
    pub get_pixel_shader_constant_i:
        unsafe extern "system" fn(*mut Device9, u32, *mut c_void, u32) -> HRESULT,
    /// `SetPixelShaderConstantB`.
    pub set_pixel_shader_constant_b:
        unsafe extern "system" fn(*mut Device9, u32, *const c_void, u32) -> HRESULT,
    /// `GetPixelShaderConstantB`.
    pub get_pixel_shader_constant_b:
        unsafe extern "system" fn(*mut Device9, u32, *mut c_void, u32) -> HRESULT,
    /// `DrawRectPatch`.
    pub draw_rect_patch:
        unsafe extern "system" fn(*mut Device9, u32, *const c_void, *const c_void) -> HRESULT,
    /// `DrawTriPatch`.
    pub draw_tri_patch:
        unsafe extern "system" fn(*mut Device9, u32, *const c_void, *const c_void) -> HRESULT,
    /// `DeletePatch`.
    pub delete_patch: unsafe extern "system" fn(*mut Device9, u32) -> HRESULT,
    /// `CreateQuery`.
    pub create_query: unsafe extern "system" fn(*mut Device9, u32, *mut c_void) -> HRESULT,
}

/// The one vtable of every device object.
pub(crate) static VTBL: IDirect3DDevice9Vtbl = IDirect3DDevice9Vtbl {
    query_interface: super::query_interface,
    add_ref: super::add_ref,
    release: super::release,
    test_cooperative_level: super::swapchain::test_cooperative_level,
    get_available_texture_mem: super::swapchain::get_available_texture_mem,
    evict_managed_resources: super::swapchain::evict_managed_resources,
    get_direct3_d: super::swapchain::get_direct3_d,
    get_device_caps: super::swapchain::get_device_caps,
    get_display_mode: super::swapchain::get_display_mode,
    get_creation_parameters: super::swapchain::get_creation_parameters,
    set_cursor_properties: super::swapchain::set_cursor_properties,
    set_cursor_position: super::swapchain::set_cursor_position,
    show_cursor: super::swapchain::show_cursor,
    create_additional_swap_chain: super::swapchain::create_additional_swap_chain,
    get_swap_chain: super::swapchain::get_swap_chain,
    get_number_of_swap_chains: super::swapchain::get_number_of_swap_chains,
    reset: super::reset::reset,
    present: super::swapchain::present,
    get_back_buffer: super::resources::get_back_buffer,
    get_raster_status: super::swapchain::get_raster_status,
    set_dialog_box_mode: super::swapchain::set_dialog_box_mode,
    set_gamma_ramp: super::swapchain::set_gamma_ramp,
    get_gamma_ramp: super::swapchain::get_gamma_ramp,
    create_texture: super::resources::create_texture,
    create_volume_texture: super::resources::create_volume_texture,
    create_cube_texture: super::resources::create_cube_texture,
    create_vertex_buffer: super::resources::create_vertex_buffer,
    create_index_buffer: super::resources::create_index_buffer,
    create_render_target: super::resources::create_render_target,
    create_depth_stencil_surface: super::resources::create_depth_stencil_surface,
    update_surface: super::resources::update_surface,
    update_texture: super::resources::update_texture,
    get_render_target_data: super::resources::get_render_target_data,
    get_front_buffer_data: super::resources::get_front_buffer_data,
    stretch_rect: super::resources::stretch_rect,
    color_fill: super::resources::color_fill,
    create_offscreen_plain_surface: super::resources::create_offscreen_plain_surface,
    set_render_target: super::resources::set_render_target,
    get_render_target: super::resources::get_render_target,
    set_depth_stencil_surface: super::resources::set_depth_stencil_surface,
    get_depth_stencil_surface: super::resources::get_depth_stencil_surface,
    begin_scene: super::draw::begin_scene,
    end_scene: super::draw::end_scene,
    clear: super::draw::clear,
    set_transform: super::states::set_transform,
    get_transform: super::states::get_transform,
    multiply_transform: super::states::multiply_transform,
    set_viewport: super::states::set_viewport,
    get_viewport: super::states::get_viewport,
    set_material: super::states::set_material,
    get_material: super::states::get_material,
    set_light: super::states::set_light,
    get_light: super::states::get_light,
    light_enable: super::states::light_enable,
    get_light_enable: super::states::get_light_enable,
    set_clip_plane: super::states::set_clip_plane,
    get_clip_plane: super::states::get_clip_plane,
    set_render_state: super::states::set_render_state,
    get_render_state: super::states::get_render_state,
    create_state_block: super::states::create_state_block,
    begin_state_block: super::states::begin_state_block,
    end_state_block: super::states::end_state_block,
    set_clip_status: super::states::set_clip_status,
    get_clip_status: super::states::get_clip_status,
    get_texture: super::resources::get_texture,
    set_texture: super::resources::set_texture,
    get_texture_stage_state: super::states::get_texture_stage_state,
    set_texture_stage_state: super::states::set_texture_stage_state,
    get_sampler_state: super::states::get_sampler_state,
    set_sampler_state: super::states::set_sampler_state,
    validate_device: super::states::validate_device,
    set_palette_entries: super::states::set_palette_entries,
    get_palette_entries: super::states::get_palette_entries,
    set_current_texture_palette: super::states::set_current_texture_palette,
    get_current_texture_palette: super::states::get_current_texture_palette,
    set_scissor_rect: super::states::set_scissor_rect,
    get_scissor_rect: super::states::get_scissor_rect,
    set_software_vertex_processing: super::states::set_software_vertex_processing,
    get_software_vertex_processing: super::states::get_software_vertex_processing,
    set_n_patch_mode: super::states::set_n_patch_mode,
    get_n_patch_mode: super::states::get_n_patch_mode,
    draw_primitive: super::draw::draw_primitive,
    draw_indexed_primitive: super::draw::draw_indexed_primitive,
    draw_primitive_up: super::draw::draw_primitive_up,
    draw_indexed_primitive_up: super::draw::draw_indexed_primitive_up,
    process_vertices: super::draw::process_vertices,
    create_vertex_declaration: super::shaders::create_vertex_declaration,
    set_vertex_declaration: super::shaders::set_vertex_declaration,
    get_vertex_declaration: super::shaders::get_vertex_declaration,
    set_fvf: super::shaders::set_fvf,
    get_fvf: super::shaders::get_fvf,
    create_vertex_shader: super::shaders::create_vertex_shader,
    set_vertex_shader: super::shaders::set_vertex_shader,
    get_vertex_shader: super::shaders::get_vertex_shader,
    set_vertex_shader_constant_f: super::shaders::set_vertex_shader_constant_f,
    get_vertex_shader_constant_f: super::shaders::get_vertex_shader_constant_f,
    set_vertex_shader_constant_i: super::shaders::set_vertex_shader_constant_i,
    get_vertex_shader_constant_i: super::shaders::get_vertex_shader_constant_i,
    set_vertex_shader_constant_b: super::shaders::set_vertex_shader_constant_b,
    get_vertex_shader_constant_b: super::shaders::get_vertex_shader_constant_b,
    set_stream_source: super::resources::set_stream_source,
    get_stream_source: super::resources::get_stream_source,
    set_stream_source_freq: super::resources::set_stream_source_freq,
    get_stream_source_freq: super::resources::get_stream_source_freq,
    set_indices: super::resources::set_indices,
    get_indices: super::resources::get_indices,
    create_pixel_shader: super::shaders::create_pixel_shader,
    set_pixel_shader: super::shaders::set_pixel_shader,
    get_pixel_shader: super::shaders::get_pixel_shader,
    set_pixel_shader_constant_f: super::shaders::set_pixel_shader_constant_f,
    get_pixel_shader_constant_f: super::shaders::get_pixel_shader_constant_f,
    set_pixel_shader_constant_i: super::shaders::set_pixel_shader_constant_i,
    get_pixel_shader_constant_i: super::shaders::get_pixel_shader_constant_i,
    set_pixel_shader_constant_b: super::shaders::set_pixel_shader_constant_b,
    get_pixel_shader_constant_b: super::shaders::get_pixel_shader_constant_b,
    draw_rect_patch: super::draw::draw_rect_patch,
    draw_tri_patch: super::draw::draw_tri_patch,
    delete_patch: super::draw::delete_patch,
    create_query: super::swapchain::create_query,
};
