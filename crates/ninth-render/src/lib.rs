//! ninth-render: Direct3D 9 semantics on wgpu. One shared device, render-target contexts,
//! folded clears, an arena for per-draw data, and one draw path: a vertex stage (a
//! translated vertex shader, `draw_program`, or a generated stage of pretransformed or
//! clip-space records, `draw_program_rhw`, `draw_fixed_rhw`, `draw_fixed_clip`, `draw_rhw`)
//! times a pixel stage (a translated pixel shader or the generated texture-stage cascade).
//!
//! ```no_run
//! use ninth_render::{Config, Primitive, Renderer, RhwDrawState};
//!
//! let mut renderer = Renderer::new(Config::default())?;
//! let ctx = renderer.create_context(64, 64)?;
//! renderer.clear_color(ctx, 0xff000080)?;
//! // x, y, z, rhw, D3DCOLOR (0xAARRGGBB), u, v
//! let vertex = |x: f32, y: f32, color: u32| {
//!     let mut v = Vec::new();
//!     for f in [x, y, 0.5, 1.0] { v.extend_from_slice(&f.to_le_bytes()); }
//!     v.extend_from_slice(&color.to_le_bytes());
//!     v.extend_from_slice(&[0; 8]);
//!     v
//! };
//! let vertices = [vertex(8.0, 8.0, 0xffff0000), vertex(56.0, 8.0, 0xff00ff00),
//!                 vertex(8.0, 56.0, 0xff0000ff)].concat();
//! renderer.draw_rhw(ctx, &RhwDrawState::default(), Primitive::TriangleList, &vertices, 28, None)?;
//! let bgra = renderer.read_framebuffer(ctx)?; // 64 rows of 64 B, G, R, A pixels
//! assert_eq!(bgra.len(), 64 * 64 * 4);
//! # Ok::<(), ninth_render::Error>(())
//! ```
#![warn(missing_docs)]

mod cache;
mod clear;
mod clear_rect;
mod commit;
mod compile;
mod config;
mod context;
mod counters;
mod depth;
mod device;
pub mod disk_cache;
mod draw;
mod error;
mod poller;
mod present;
mod queries;
mod record;
mod renderer;
mod shaders;
mod slots;
pub mod state;
mod submitter;
mod textures;

pub use clear::ClearValues;
pub use commit::CommitCallback;
pub use config::{BackendChoice, CPU_FLUSH_DRAWS, Config, DEFAULT_FLUSH_DRAWS};
pub use context::{COLOR_FORMAT, ContextId, MAX_COLOR_TARGETS, MAX_TARGET_SIDE, Viewport};
pub use counters::Counters;
pub use depth::DepthId;
pub use device::{DeviceInfo, OPTIONAL_FEATURES};
pub use draw::validate::{MAX_INDICES, MAX_VERTICES};
pub use draw::{Cull, FIXED_VERTEX_SIZE, Primitive, RHW_VERTEX_SIZE, RhwDrawState};
pub use error::{Error, ErrorKind, Result};
pub use present::stretch::{Rect, StretchFilter};
pub use queries::{OcclusionId, QueryWait, TIMESTAMP_FREQUENCY, TimestampId};
pub use record::arena::{ARENA_BYTES, ARENA_POOL};
pub use record::resident::{BufferId, ResidentRange};
pub use renderer::{MAX_CONTEXTS, MAX_TEXTURES, Renderer};
pub use shaders::{MAX_SHADERS, ShaderId};
pub use state::blend::BlendDesc;
pub use state::blend::{BlendMode, CustomBlend};
pub use state::depth_stencil::{DepthStencilDesc, StencilFace};
pub use state::fixed::{FixedDrawState, FixedPixelState, FixedStage};
pub use state::program::{
    AlphaTest, FillMode, IndexData, Indices, MAX_CLIP_PLANES, PointState, ProgramDrawState,
    StageConstants, StreamState,
};
pub use state::sampler::SamplerState;
pub use state::vertex_decl::{D3DDECL_END, VertexElement};
pub use textures::{
    CacheKey, DEFAULT_TEXTURE_CACHE_BUDGET, DepthSampling, TEXTURE_CACHE_ENTRIES, TextureDesc,
    TextureFormat, TextureId, TextureRegion, TextureType, box_filter_chain, mip_chain_bytes,
};
/// The wgpu this crate is built on (for window surfaces and raw device access).
pub use wgpu;
