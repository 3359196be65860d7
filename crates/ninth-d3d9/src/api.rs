//! [`Direct3DDevice9`]: the calls a D3D9 program makes, as a trait that the [`Device`] and
//! the [`crate::Recorder`] both implement, so a replay can drive either.

use ninth_scene::{Light, Material, VertexElement};

use crate::device::resources::{LockBox, Locked, TextureDesc};
use crate::device::shaders::Stage;
use crate::device::{Capture, Device, DeviceParams, Rect, StreamSource, SurfaceRef, Viewport};
use crate::draw::IndexData;
use crate::error::Result;
use crate::handles::{
    DeclarationHandle, IndexBufferHandle, PixelShaderHandle, SurfaceHandle, TextureHandle,
    VertexBufferHandle, VertexShaderHandle,
};

/// The `IDirect3DDevice9` calls (with the resources' `Lock` / `Unlock`) in Rust types. See
/// [`Device`]'s methods of the same names for what each checks.
#[allow(missing_docs, clippy::too_many_arguments)]
pub trait Direct3DDevice9 {
    fn params(&self) -> DeviceParams;
    fn set_render_state(&mut self, state: u32, value: u32) -> Result<()>;
    fn set_texture_stage_state(&mut self, stage: u32, state: u32, value: u32) -> Result<()>;
    fn set_sampler_state(&mut self, sampler: u32, state: u32, value: u32) -> Result<()>;
    fn create_texture(&mut self, desc: TextureDesc) -> Result<TextureHandle>;
    fn lock_texture(
        &mut self,
        texture: TextureHandle,
        face: u32,
        level: u32,
        region: Option<LockBox>,
        flags: u32,
    ) -> Result<Locked<'_>>;
    fn unlock_texture(&mut self, texture: TextureHandle, face: u32, level: u32) -> Result<()>;
    fn set_texture(&mut self, stage: u32, texture: Option<TextureHandle>) -> Result<()>;
    fn create_render_target(
        &mut self,
        width: u32,
        height: u32,
        format: u32,
        multisample: u32,
    ) -> Result<SurfaceHandle>;
    fn create_depth_stencil_surface(
        &mut self,
        width: u32,
        height: u32,
        format: u32,
        multisample: u32,
    ) -> Result<SurfaceHandle>;
    fn set_render_target(&mut self, index: u32, surface: Option<SurfaceRef>) -> Result<()>;
    fn set_depth_stencil_surface(&mut self, surface: Option<SurfaceHandle>) -> Result<()>;
    fn auto_depth_stencil(&self) -> Option<SurfaceHandle>;
    fn texture_depth_surface(
        &mut self,
        texture: TextureHandle,
        level: u32,
    ) -> Result<SurfaceHandle>;
    fn set_fvf(&mut self, fvf: u32) -> Result<()>;
    fn create_vertex_declaration(
        &mut self,
        elements: &[VertexElement],
    ) -> Result<DeclarationHandle>;
    fn set_vertex_declaration(&mut self, decl: Option<DeclarationHandle>) -> Result<()>;
    fn create_vertex_buffer(&mut self, length: u32, usage: u32) -> Result<VertexBufferHandle>;
    fn lock_vertex_buffer(
        &mut self,
        vb: VertexBufferHandle,
        offset: u32,
        size: u32,
        flags: u32,
    ) -> Result<&mut [u8]>;
    fn unlock_vertex_buffer(&mut self, vb: VertexBufferHandle) -> Result<()>;
    fn create_index_buffer(
        &mut self,
        length: u32,
        usage: u32,
        format: u32,
    ) -> Result<IndexBufferHandle>;
    fn lock_index_buffer(
        &mut self,
        ib: IndexBufferHandle,
        offset: u32,
        size: u32,
        flags: u32,
    ) -> Result<&mut [u8]>;
    fn unlock_index_buffer(&mut self, ib: IndexBufferHandle) -> Result<()>;
    fn set_stream_source(&mut self, stream: u32, source: Option<StreamSource>) -> Result<()>;
    fn set_stream_source_freq(&mut self, stream: u32, value: u32) -> Result<()>;
    fn set_indices(&mut self, ib: Option<IndexBufferHandle>) -> Result<()>;
    fn create_vertex_shader(&mut self, tokens: &[u32]) -> Result<VertexShaderHandle>;
    fn create_pixel_shader(&mut self, tokens: &[u32]) -> Result<PixelShaderHandle>;
    fn set_vertex_shader(&mut self, shader: Option<VertexShaderHandle>) -> Result<()>;
    fn set_pixel_shader(&mut self, shader: Option<PixelShaderHandle>) -> Result<()>;
    fn set_shader_constant_f(
        &mut self,
        stage: Stage,
        start: u32,
        values: &[[f32; 4]],
    ) -> Result<()>;
    fn set_shader_constant_i(
        &mut self,
        stage: Stage,
        start: u32,
        values: &[[i32; 4]],
    ) -> Result<()>;
    fn set_shader_constant_b(&mut self, stage: Stage, start: u32, values: &[bool]) -> Result<()>;
    fn set_transform(&mut self, state: u32, matrix: [f32; 16]) -> Result<()>;
    fn set_light(&mut self, index: u32, light: Light) -> Result<()>;
    fn light_enable(&mut self, index: u32, enable: bool) -> Result<()>;
    fn set_material(&mut self, material: Material) -> Result<()>;
    fn set_clip_plane(&mut self, index: u32, plane: [f32; 4]) -> Result<()>;
    fn set_viewport(&mut self, viewport: Viewport) -> Result<()>;
    fn set_scissor_rect(&mut self, rect: Rect) -> Result<()>;
    fn clear(&mut self, rects: &[Rect], flags: u32, color: u32, z: f32, stencil: u32)
    -> Result<()>;
    fn draw_primitive(&mut self, primitive: u32, start_vertex: u32, count: u32) -> Result<()>;
    fn draw_indexed_primitive(
        &mut self,
        primitive: u32,
        base_vertex: i32,
        min_index: u32,
        num_vertices: u32,
        start_index: u32,
        count: u32,
    ) -> Result<()>;
    fn draw_primitive_up(
        &mut self,
        primitive: u32,
        count: u32,
        vertices: &[u8],
        stride: u32,
    ) -> Result<()>;
    fn draw_indexed_primitive_up(
        &mut self,
        primitive: u32,
        min_index: u32,
        num_vertices: u32,
        count: u32,
        indices: IndexData<'_>,
        vertices: &[u8],
        stride: u32,
    ) -> Result<()>;
    fn stretch_rect(
        &mut self,
        source: SurfaceRef,
        source_rect: Option<Rect>,
        dest: SurfaceRef,
        dest_rect: Option<Rect>,
        filter: u32,
    ) -> Result<()>;
    /// `GetRenderTargetData` of `surface` under a name (a scene's `capture`).
    fn capture(&mut self, name: &str, surface: SurfaceRef) -> Result<Capture>;
    /// The counters of the renderer underneath (cumulative; zero where there is none).
    fn renderer_counters(&self) -> ninth_render::Counters {
        ninth_render::Counters::default()
    }
}

macro_rules! forward {
    ($($name:ident($($arg:ident: $ty:ty),*) -> $ret:ty;)*) => {
        $(fn $name(&mut self, $($arg: $ty),*) -> $ret { Device::$name(self, $($arg),*) })*
    };
}

impl Direct3DDevice9 for Device<'_> {
    fn params(&self) -> DeviceParams {
        Device::params(self)
    }

    fn auto_depth_stencil(&self) -> Option<SurfaceHandle> {
        Device::auto_depth_stencil(self)
    }

    fn lock_texture(
        &mut self,
        texture: TextureHandle,
        face: u32,
        level: u32,
        region: Option<LockBox>,
        flags: u32,
    ) -> Result<Locked<'_>> {
        Device::lock_texture(self, texture, face, level, region, flags)
    }

    fn lock_vertex_buffer(
        &mut self,
        vb: VertexBufferHandle,
        offset: u32,
        size: u32,
        flags: u32,
    ) -> Result<&mut [u8]> {
        Device::lock_vertex_buffer(self, vb, offset, size, flags)
    }

    fn lock_index_buffer(
        &mut self,
        ib: IndexBufferHandle,
        offset: u32,
        size: u32,
        flags: u32,
    ) -> Result<&mut [u8]> {
        Device::lock_index_buffer(self, ib, offset, size, flags)
    }

    fn capture(&mut self, _name: &str, surface: SurfaceRef) -> Result<Capture> {
        self.read_render_target(surface)
    }

    fn renderer_counters(&self) -> ninth_render::Counters {
        self.renderer.counters()
    }

    forward! {
        set_render_state(state: u32, value: u32) -> Result<()>;
        set_texture_stage_state(stage: u32, state: u32, value: u32) -> Result<()>;
        set_sampler_state(sampler: u32, state: u32, value: u32) -> Result<()>;
        create_texture(desc: TextureDesc) -> Result<TextureHandle>;
        unlock_texture(texture: TextureHandle, face: u32, level: u32) -> Result<()>;
        set_texture(stage: u32, texture: Option<TextureHandle>) -> Result<()>;
        create_render_target(width: u32, height: u32, format: u32, multisample: u32) -> Result<SurfaceHandle>;
        create_depth_stencil_surface(width: u32, height: u32, format: u32, multisample: u32) -> Result<SurfaceHandle>;
        set_render_target(index: u32, surface: Option<SurfaceRef>) -> Result<()>;
        set_depth_stencil_surface(surface: Option<SurfaceHandle>) -> Result<()>;
        texture_depth_surface(texture: TextureHandle, level: u32) -> Result<SurfaceHandle>;
        set_fvf(fvf: u32) -> Result<()>;
        create_vertex_declaration(elements: &[VertexElement]) -> Result<DeclarationHandle>;
        set_vertex_declaration(decl: Option<DeclarationHandle>) -> Result<()>;
        create_vertex_buffer(length: u32, usage: u32) -> Result<VertexBufferHandle>;
        unlock_vertex_buffer(vb: VertexBufferHandle) -> Result<()>;
        create_index_buffer(length: u32, usage: u32, format: u32) -> Result<IndexBufferHandle>;
        unlock_index_buffer(ib: IndexBufferHandle) -> Result<()>;
        set_stream_source(stream: u32, source: Option<StreamSource>) -> Result<()>;
        set_stream_source_freq(stream: u32, value: u32) -> Result<()>;
        set_indices(ib: Option<IndexBufferHandle>) -> Result<()>;
        create_vertex_shader(tokens: &[u32]) -> Result<VertexShaderHandle>;
        create_pixel_shader(tokens: &[u32]) -> Result<PixelShaderHandle>;
        set_vertex_shader(shader: Option<VertexShaderHandle>) -> Result<()>;
        set_pixel_shader(shader: Option<PixelShaderHandle>) -> Result<()>;
        set_shader_constant_f(stage: Stage, start: u32, values: &[[f32; 4]]) -> Result<()>;
        set_shader_constant_i(stage: Stage, start: u32, values: &[[i32; 4]]) -> Result<()>;
        set_shader_constant_b(stage: Stage, start: u32, values: &[bool]) -> Result<()>;
        set_transform(state: u32, matrix: [f32; 16]) -> Result<()>;
        set_light(index: u32, light: Light) -> Result<()>;
        light_enable(index: u32, enable: bool) -> Result<()>;
        set_material(material: Material) -> Result<()>;
        set_clip_plane(index: u32, plane: [f32; 4]) -> Result<()>;
        set_viewport(viewport: Viewport) -> Result<()>;
        set_scissor_rect(rect: Rect) -> Result<()>;
        clear(rects: &[Rect], flags: u32, color: u32, z: f32, stencil: u32) -> Result<()>;
        draw_primitive(primitive: u32, start_vertex: u32, count: u32) -> Result<()>;
        draw_indexed_primitive(primitive: u32, base_vertex: i32, min_index: u32, num_vertices: u32, start_index: u32, count: u32) -> Result<()>;
        draw_primitive_up(primitive: u32, count: u32, vertices: &[u8], stride: u32) -> Result<()>;
        draw_indexed_primitive_up(primitive: u32, min_index: u32, num_vertices: u32, count: u32, indices: IndexData<'_>, vertices: &[u8], stride: u32) -> Result<()>;
        stretch_rect(source: SurfaceRef, source_rect: Option<Rect>, dest: SurfaceRef, dest_rect: Option<Rect>, filter: u32) -> Result<()>;
    }
}
