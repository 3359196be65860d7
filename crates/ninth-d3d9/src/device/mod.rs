//! The device: an `IDirect3DDevice9` with Rust types over a [`Renderer`]. One module per
//! concern; every setter checks its arguments first, so bad input changes nothing.

mod binding;
pub mod buffers;
pub mod palettes;
pub mod process_vertices;
pub mod queries;
mod release;
pub mod render_states;
mod reset;
mod resident_buffers;
pub mod resources;
pub mod shaders;
pub mod stage_states;
mod streams;
mod stretch;
pub(crate) mod targets;
pub(crate) mod textures;
pub mod transforms;

use ninth_render::{ContextId, FixedDrawState, Renderer};

use crate::consts::fmt;
use crate::error::{Error, Result};
use crate::handles::{
    DeclarationHandle, IndexBufferHandle, PixelShaderHandle, Pool, SurfaceHandle, TextureHandle,
    VertexShaderHandle,
};
use buffers::Buffer;
use render_states::RenderStates;
use resources::{Surface, Texture};
use shaders::{Constants, Shader};
use stage_states::{SAMPLER_SLOTS, StageStates};
use transforms::TransformState;

pub use streams::{Stream, StreamSource};
pub use targets::{Capture, Rect, SurfaceRef, Viewport};

/// Most simultaneous render targets.
pub const MAX_RENDER_TARGETS: u32 = 4;
/// Vertex streams.
pub const MAX_STREAMS: u32 = 16;

/// What `CreateDevice` is asked for (the headless back buffer and its depth buffer).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeviceParams {
    /// Back-buffer width.
    pub width: u32,
    /// Back-buffer height.
    pub height: u32,
    /// Back-buffer format: `D3DFMT_X8R8G8B8` or `D3DFMT_A8R8G8B8`.
    pub backbuffer_format: u32,
    /// Automatic depth-stencil format, or `None`.
    pub depth_format: Option<u32>,
    /// `D3DMULTISAMPLE_TYPE` of the back buffer.
    pub multisample: u32,
}

impl DeviceParams {
    /// A `width` x `height` X8R8G8B8 back buffer with a D24S8 depth buffer, no multisampling.
    pub fn new(width: u32, height: u32) -> Self {
        Self {
            width,
            height,
            backbuffer_format: fmt::X8R8G8B8,
            depth_format: Some(fmt::D24S8),
            multisample: 0,
        }
    }
}

/// Whether a render-target format is one the renderer's BGRA8 contexts hold; X8 formats are
/// held with alpha kept at 255.
pub(crate) fn check_target_format(format: u32) -> Result<()> {
    match format {
        fmt::A8R8G8B8 | fmt::X8R8G8B8 => Ok(()),
        other => Err(Error::unsupported(format!(
            "render targets of D3DFORMAT {other} (the renderer's targets are BGRA8)"
        ))),
    }
}

pub(crate) fn check_depth_format(format: u32) -> Result<()> {
    match format {
        fmt::D16
        | fmt::D16_LOCKABLE
        | fmt::D24S8
        | fmt::D24X8
        | fmt::D32
        | fmt::D24FS8
        | fmt::D15S1
        | fmt::D24X4S4 => Ok(()),
        other => Err(Error::invalid(format!(
            "D3DFORMAT {other} is not a depth-stencil format"
        ))),
    }
}

/// An `IDirect3DDevice9` drawing through a [`Renderer`] it borrows; dropping the device
/// frees its contexts and textures.
pub struct Device<'r> {
    pub(crate) renderer: RendererSlot<'r>,
    pub(crate) params: DeviceParams,
    pub(crate) backbuffer: SurfaceHandle,
    pub(crate) auto_depth: Option<SurfaceHandle>,
    pub(crate) render_states: RenderStates,
    pub(crate) stage_states: StageStates,
    pub(crate) textures: Pool<Texture>,
    pub(crate) surfaces: Pool<Surface>,
    pub(crate) vertex_buffers: Pool<Buffer>,
    pub(crate) index_buffers: Pool<Buffer>,
    pub(crate) declarations: Pool<Vec<ninth_scene::VertexElement>>,
    pub(crate) vertex_shaders: Pool<Shader>,
    pub(crate) pixel_shaders: Pool<Shader>,
    pub(crate) bound_textures: [Option<TextureHandle>; SAMPLER_SLOTS],
    /// Texture palettes and the current one.
    pub(crate) palettes: palettes::Palettes,
    pub(crate) render_targets: [Option<SurfaceRef>; MAX_RENDER_TARGETS as usize],
    pub(crate) depth_stencil: Option<SurfaceHandle>,
    pub(crate) viewport: Viewport,
    pub(crate) scissor: Rect,
    pub(crate) fvf: u32,
    pub(crate) declaration: Option<DeclarationHandle>,
    pub(crate) streams: [Stream; MAX_STREAMS as usize],
    pub(crate) indices: Option<IndexBufferHandle>,
    pub(crate) vertex_shader: Option<VertexShaderHandle>,
    pub(crate) pixel_shader: Option<PixelShaderHandle>,
    pub(crate) vs_constants: Constants,
    pub(crate) ps_constants: Constants,
    pub(crate) transforms: TransformState,
    /// The fixed-function draw state resolved at the last draw; `None` when a state it reads
    /// changed since (the dirty bit).
    pub(crate) resolved_fixed: Option<FixedDrawState>,
    /// The fixed-function pixel stage of draws with a vertex shader and no pixel shader,
    /// resolved like `resolved_fixed`.
    pub(crate) resolved_fixed_pixel: Option<ninth_render::FixedPixelState>,
    /// The fixed-function pixel stage of draws through the fixed-function vertex pipeline,
    /// resolved like `resolved_fixed`.
    pub(crate) resolved_tnl_pixel: Option<ninth_render::FixedPixelState>,
    /// The generated fixed-function vertex programs by key (`draw/tnl.rs`).
    pub(crate) tnl_programs:
        std::collections::HashMap<ninth_shader::fixed::tnl::TnlKey, ninth_render::ShaderId>,
    /// The fixed-function vertex state of the last draw through the pipeline; `None` when
    /// a state it reads changed since (transforms update it in place).
    pub(crate) tnl: Option<Box<crate::draw::tnl::TnlCache>>,
    /// The declaration of the last FVF code a draw used.
    pub(crate) fvf_declaration: Option<(u32, Vec<ninth_render::VertexElement>)>,
    /// The programmable draw state of the last programmable draw (`draw/program_state.rs`),
    /// kept with its allocations; `None` before the first.
    pub(crate) resolved_program: Option<Box<ninth_render::ProgramDrawState>>,
    /// Whether `resolved_program`'s render-state part is up to date (the dirty bit).
    pub(crate) program_valid: bool,
    /// Whether `resolved_program`'s textures are up to date: no binding, sampler state or
    /// texture content changed since they were resolved.
    pub(crate) program_textures_valid: bool,
    /// The renderer's texture-cache evictions when the resolved states were last checked:
    /// a change may have taken a managed texture's entry they name (`texture_upload.rs`).
    pub(crate) seen_evictions: u64,
    /// Texture stages 0-7 whose bound texture changed since each resolved fixed-function
    /// pixel state was made (the RHW, vertex-shader and fixed-vertex-pipeline ones): a draw
    /// resolves only those stages again (`draw/fixed_state.rs`).
    pub(crate) stale_texture_stages: [u8; 3],
    /// The sampler slots of `resolved_program` holding render-target textures (bit n: slot
    /// n), looked up every draw.
    pub(crate) program_target_slots: u32,
    /// The vertex float constants `resolved_program` holds that changed since it last
    /// copied them.
    pub(crate) vs_dirty: shaders::DirtyConstants,
    /// The same for the pixel constants.
    pub(crate) ps_dirty: shaders::DirtyConstants,
    /// How many of `resolved_program`'s vertex float constants (from c0) hold the
    /// fixed-function vertex pipeline's values instead of the device's.
    pub(crate) tnl_span: usize,
    /// Whether `resolved_program`'s fixed-function pixel stage is the one
    /// `resolved_tnl_pixel` gave with nothing it reads changed since (texture contents,
    /// the projection), so draws through the fixed-function vertex pipeline keep it.
    pub(crate) tnl_pixel_current: bool,
    /// Index memory reused by draws with a vertex shader (no allocation per draw).
    pub(crate) index_scratch: [Vec<u32>; 3],
    /// What the last `bind_targets` bound (render target 0's context and whether the draw
    /// used depth); `None` when a binding it reads changed since.
    pub(crate) bound_targets: Option<(ContextId, bool)>,
    /// How many times the fixed-function state was resolved (diagnostics and tests).
    pub(crate) resolutions: u64,
    /// The window surface `Present` shows the back buffer on.
    pub(crate) present_surface: Option<ninth_render::wgpu::Surface<'static>>,
    /// The renderer viewport last set per context (viewport intersected with the scissor).
    pub(crate) applied_viewport: Option<(ContextId, [u32; 4])>,
    /// `D3DPRESENTFLAG_DISCARD_DEPTHSTENCIL`: the automatic depth-stencil surface's contents
    /// are not kept across `Present`.
    pub(crate) discard_depth_stencil: bool,
}

/// The renderer a [`Device`] draws with: borrowed ([`Device::new`]) or its own
/// ([`Device::with_renderer`], for front-ends such as a COM `IDirect3DDevice9` whose device
/// object owns everything it draws with).
pub(crate) enum RendererSlot<'r> {
    Borrowed(&'r mut Renderer),
    Owned(Box<Renderer>),
}

impl std::ops::Deref for RendererSlot<'_> {
    type Target = Renderer;
    fn deref(&self) -> &Renderer {
        match self {
            Self::Borrowed(r) => r,
            Self::Owned(r) => r,
        }
    }
}

impl std::ops::DerefMut for RendererSlot<'_> {
    fn deref_mut(&mut self) -> &mut Renderer {
        match self {
            Self::Borrowed(r) => r,
            Self::Owned(r) => r,
        }
    }
}

impl Device<'static> {
    /// `CreateDevice` on a renderer the device owns (and drops after its own resources).
    pub fn with_renderer(renderer: Renderer, params: DeviceParams) -> Result<Self> {
        Self::create(RendererSlot::Owned(Box::new(renderer)), params)
    }
}

impl<'r> Device<'r> {
    /// `CreateDevice`: a headless back buffer (a renderer context) and its depth buffer.
    pub fn new(renderer: &'r mut Renderer, params: DeviceParams) -> Result<Self> {
        Self::create(RendererSlot::Borrowed(renderer), params)
    }

    fn create(mut renderer: RendererSlot<'r>, params: DeviceParams) -> Result<Self> {
        check_target_format(params.backbuffer_format)?;
        let samples = binding::sample_count(params.multisample)?;
        if let Some(depth) = params.depth_format {
            check_depth_format(depth)?;
        }
        let ctx = renderer.create_context_multisampled(params.width, params.height, samples)?;
        let own_depth = renderer.context_depth_stencil(ctx)?;
        let mut surfaces = Pool::new("surface");
        let backbuffer = surfaces
            .insert(Surface::Target {
                ctx,
                format: params.backbuffer_format,
                width: params.width,
                height: params.height,
            })
            .into();
        let auto_depth = params.depth_format.map(|_| {
            surfaces
                .insert(Surface::Depth {
                    width: params.width,
                    height: params.height,
                    depth: own_depth,
                    owned_by_context: true,
                })
                .into()
        });
        // X8 targets keep alpha 255 because contexts start opaque black, clears force it and
        // draws into them do not write alpha.
        Ok(Self {
            renderer,
            params,
            backbuffer,
            auto_depth,
            render_states: RenderStates::new(auto_depth.is_some()),
            stage_states: StageStates::new(),
            textures: Pool::new("texture"),
            surfaces,
            vertex_buffers: Pool::new("vertex buffer"),
            index_buffers: Pool::new("index buffer"),
            declarations: Pool::new("vertex declaration"),
            vertex_shaders: Pool::new("vertex shader"),
            pixel_shaders: Pool::new("pixel shader"),
            bound_textures: [None; SAMPLER_SLOTS],
            palettes: Default::default(),
            render_targets: [Some(SurfaceRef::Backbuffer), None, None, None],
            depth_stencil: auto_depth,
            viewport: Viewport::full(params.width, params.height),
            scissor: Rect::full(params.width, params.height),
            fvf: 0,
            declaration: None,
            streams: Default::default(),
            indices: None,
            vertex_shader: None,
            pixel_shader: None,
            vs_constants: Constants::new(256, 16, 16),
            ps_constants: Constants::new(224, 16, 16),
            transforms: TransformState::new(),
            resolved_fixed: None,
            resolved_fixed_pixel: None,
            resolved_tnl_pixel: None,
            tnl_programs: Default::default(),
            tnl: None,
            fvf_declaration: None,
            resolved_program: None,
            program_valid: false,
            program_textures_valid: false,
            seen_evictions: 0,
            stale_texture_stages: [0; 3],
            program_target_slots: 0,
            vs_dirty: shaders::DirtyConstants::everything(),
            ps_dirty: shaders::DirtyConstants::everything(),
            tnl_span: 0,
            tnl_pixel_current: false,
            index_scratch: Default::default(),
            bound_targets: None,
            resolutions: 0,
            applied_viewport: None,
            present_surface: None,
            discard_depth_stencil: false,
        })
    }

    /// Forgets the resolved draw states: a state they read changed.
    pub(crate) fn invalidate_state(&mut self) {
        self.invalidate_textures();
        self.tnl = None;
        self.program_valid = false;
        self.bound_targets = None;
    }

    /// Forgets the resolved states that read the bound textures (`SetTexture`, a texture
    /// written): the fixed-function pixel states and the programmable state's textures.
    pub(crate) fn invalidate_textures(&mut self) {
        self.resolved_fixed = None;
        self.resolved_fixed_pixel = None;
        self.resolved_tnl_pixel = None;
        self.program_textures_valid = false;
        self.tnl_pixel_current = false;
    }

    /// The device's parameters.
    pub fn params(&self) -> DeviceParams {
        self.params
    }

    /// How many draws had to resolve the fixed-function state again because a state it reads
    /// changed (a draw with nothing changed reuses the last resolution).
    pub fn state_resolutions(&self) -> u64 {
        self.resolutions
    }

    /// The renderer the device draws with.
    pub fn renderer(&mut self) -> &mut Renderer {
        // The caller may change the contexts' bindings.
        self.bound_targets = None;
        &mut self.renderer
    }

    /// `SetRenderState`.
    pub fn set_render_state(&mut self, state: u32, value: u32) -> Result<()> {
        if self.render_states.set(state, value)? {
            self.invalidate_state();
        }
        Ok(())
    }

    /// `GetRenderState`.
    pub fn render_state(&self, state: u32) -> Result<u32> {
        self.render_states.checked_get(state)
    }

    /// `SetTextureStageState` (stage 0-7).
    pub fn set_texture_stage_state(&mut self, stage: u32, state: u32, value: u32) -> Result<()> {
        if self.stage_states.set_stage(stage, state, value)? {
            self.invalidate_state();
        }
        Ok(())
    }

    /// `SetSamplerState` (sampler 0-15, `D3DDMAPSAMPLER`, `D3DVERTEXTEXTURESAMPLER0-3`).
    pub fn set_sampler_state(&mut self, sampler: u32, state: u32, value: u32) -> Result<()> {
        if self.stage_states.set_sampler(sampler, state, value)? {
            self.invalidate_state();
        }
        Ok(())
    }
}

impl Drop for Device<'_> {
    fn drop(&mut self) {
        self.release_resident_buffers();
        // Contexts and textures belong to this device; the renderer outlives it.
        let mut contexts = Vec::new();
        let mut textures = Vec::new();
        let mut depths = Vec::new();
        for surface in self.surfaces.drain() {
            match surface {
                Surface::Target { ctx, .. } => contexts.push(ctx),
                Surface::Depth {
                    depth,
                    owned_by_context: false,
                    ..
                } => depths.push(depth),
                Surface::Depth { .. } => {}
            }
        }
        for depth in depths {
            let _ = self.renderer.destroy_depth_stencil(depth);
        }
        for texture in self.textures.drain() {
            contexts.extend(texture.target);
            let owned = texture.copies.iter().filter(|c| c.cached.is_none());
            textures.extend(owned.map(|c| c.id));
        }
        for id in textures {
            let _ = self.renderer.destroy_texture(id);
        }
        for (_, id) in self.tnl_programs.drain() {
            let _ = self.renderer.destroy_shader(id);
        }
        let mut shaders = self.vertex_shaders.drain();
        shaders.extend(self.pixel_shaders.drain());
        for id in shaders.into_iter().filter_map(|s| s.gpu) {
            let _ = self.renderer.destroy_shader(id);
        }
        for ctx in contexts {
            let _ = self.renderer.destroy_context(ctx);
        }
    }
}
