//! [`Renderer`]: the shared device plus every context, cache and recorder, and the calls that
//! configure it. The draw, clear, texture and readback calls live beside their concepts
//! (`context.rs`, `clear.rs`, `draw/`, `present/`, `textures.rs`).

use std::sync::{Arc, Mutex};

use crate::cache::program_pipelines::ProgramPipelines;
use crate::cache::samplers::Samplers;
use crate::config::Config;
use crate::context::Context;
use crate::counters::Counters;
use crate::device::{Builtins, DeviceInfo, Gpu};
use crate::error::{Error, Result};
use crate::poller::Poller;
use crate::record::arena::Arena;
use crate::record::recorder::Recorder;
use crate::record::uniform_ring::UniformRing;
use crate::shaders::{MAX_SHADERS, ShaderSlot};
use crate::slots::Slots;
use crate::textures::TextureSlot;

/// A `NinthFixed` block and the values it was made of.
pub(crate) type FixedUniformBlock = (
    crate::state::fixed::UniformSource,
    [u8; ninth_shader::fixed::uniforms::FIXED_UNIFORMS_SIZE],
);

/// Most texture-table slots (uncached textures and render-target aliases).
pub const MAX_TEXTURES: usize = 4096;
/// Most live contexts.
pub const MAX_CONTEXTS: usize = 4096;

/// The renderer: one wgpu device and queue shared by every context, with the caches and the
/// command recorder. Single-threaded by contract (the engine thread), like D3D9 without
/// `D3DCREATE_MULTITHREADED`; completion callbacks run on the poll thread.
pub struct Renderer {
    pub(crate) builtins: Builtins,
    pub(crate) contexts: Slots<Context>,
    /// Depth-stencil surfaces: each context's own and those made on their own.
    pub(crate) depths: Slots<crate::depth::DepthSurface>,
    /// Depth textures alive (`textures/depth_texture.rs`): while none is, no draw looks for
    /// them among its textures.
    pub(crate) depth_textures: usize,
    /// The generated mip chains of contexts (`textures/autogen.rs`) by texture id: a draw
    /// sampling one brings it up to date first.
    pub(crate) mip_sources: std::collections::HashMap<u32, crate::context::ContextId>,
    pub(crate) textures: Slots<TextureSlot>,
    /// Content-keyed textures (`textures/cache.rs`): which table slots they are, their bytes.
    pub(crate) texture_cache: crate::textures::cache::TextureCache,
    /// The replacement pack's files by key ([`Config::texture_pack`]).
    pub(crate) texture_pack: Option<crate::textures::pack::TexturePack>,
    /// Where new cached textures are written ([`Config::texture_dump`]).
    pub(crate) texture_dump: Option<std::path::PathBuf>,
    pub(crate) recorder: Recorder,
    pub(crate) arena: Arena,
    /// Resident buffers (`record/resident.rs`).
    pub(crate) resident: crate::record::resident::Resident,
    /// Shader objects.
    pub(crate) shaders: Slots<ShaderSlot>,
    /// Samplers of D3D9 sampler states.
    pub(crate) samplers: Samplers,
    /// The draw path's modules, pipelines and texture groups.
    pub(crate) program: ProgramPipelines,
    /// Pipeline compile workers, prewarming and the disk cache (`compile/`); dropped before
    /// the device, joining its threads.
    pub(crate) compile: crate::compile::CompileService,
    /// The draw path's uniform ring (`NinthDraw` and the constants of both stages).
    pub(crate) program_uniforms: UniformRing,
    /// The state `draw_rhw`, `draw_fixed_rhw` and `draw_fixed_clip` fill for the draw path,
    /// kept with its allocations.
    pub(crate) wrapper_state: Option<Box<crate::state::program::ProgramDrawState>>,
    /// Scratch for the programmable pipeline key, kept to avoid an allocation per draw.
    pub(crate) program_key: Vec<u8>,
    /// The arena slices of the last programmable draw's streams (0-15) and indices (16),
    /// reused when the next draw's bytes are equal.
    pub(crate) program_last_slices: [Option<(crate::record::arena::ArenaSlice, usize)>; 17],
    /// The restart index buffers of appended strip batches, by vertices per strip
    /// (`record/batch.rs`).
    pub(crate) restart_buffers: std::collections::HashMap<u32, wgpu::Buffer>,
    /// The last programmable draw's vertex shader, declaration, stream states and layout.
    pub(crate) program_last_layout: Option<crate::draw::program::LastLayout>,
    /// What the last draws of different states validated and looked up
    /// (`draw/program_memo.rs`).
    pub(crate) program_memos: crate::draw::program_memo::Memos,
    /// The last `NinthFixed` block made and what it was made of, reused while equal.
    pub(crate) fixed_uniforms: Option<Box<FixedUniformBlock>>,
    /// Scratch for a programmable draw's constant blocks.
    pub(crate) program_constants: Vec<u8>,
    /// The anisotropy override of [`Config::force_anisotropy`].
    pub(crate) force_anisotropy: Option<u16>,
    pub(crate) counters: Counters,
    pub(crate) fast_paths: bool,
    /// [`Config::batch_draws`].
    pub(crate) batch_draws: bool,
    /// [`Config::merge_passes`].
    pub(crate) merge_passes: bool,
    /// User clip planes use the clip-distances builtin ([`Config::clip_distances`] and the
    /// adapter has `CLIP_DISTANCES`).
    pub(crate) clip_distances_builtin: bool,
    /// [`Config::flush_draws`], chosen by adapter where it is `None`.
    pub(crate) flush_draws: u32,
    /// Draws recorded (merged ones included) when the last submission was made.
    pub(crate) draws_at_submit: u64,
    /// [`Config::radial_fog`].
    pub(crate) radial_fog: bool,
    /// Finishes and submits the encoders of mid-frame flushes (dropped before the poller,
    /// whose thread it tells of its submissions).
    pub(crate) submitter: crate::submitter::Submitter,
    pub(crate) poller: Poller,
    /// Uncaptured wgpu errors since the last check (none are expected: inputs are validated).
    pub(crate) device_errors: Arc<Mutex<Vec<String>>>,
    pub(crate) last_commit_error: Arc<Mutex<Option<String>>>,
    /// The StretchRect blit pipeline, made on first use.
    pub(crate) stretch: Option<crate::present::stretch::StretchBlit>,
    /// The rectangle-clear pipelines, made on first use.
    pub(crate) rect_clear: Option<crate::clear_rect::RectClear>,
    /// The device and queue: declared after everything holding their resources, so the
    /// device is destroyed when this field drops.
    pub(crate) gpu: Gpu,
    /// Held from the start of the renderer's drop until after `gpu` is dropped: device
    /// destruction is serialised with other renderers' creation and destruction
    /// ([`crate::device::Lifecycle`]).
    pub(crate) lifecycle: Option<crate::device::Lifecycle>,
}

impl Renderer {
    /// Creates the device (adapter chosen by `config.backend`, else wgpu's default) and the
    /// built-in resources.
    pub fn new(config: Config) -> Result<Self> {
        let gpu = Gpu::new(&config)?;
        let device_errors: Arc<Mutex<Vec<String>>> = Arc::default();
        let sink = Arc::clone(&device_errors);
        gpu.device
            .on_uncaptured_error(Arc::new(move |error: wgpu::Error| {
                tracing::error!("wgpu error: {error}");
                if let Ok(mut errors) = sink.lock() {
                    errors.push(error.to_string());
                }
            }));
        let texture_pack = match &config.texture_pack {
            Some(dir) => Some(crate::textures::pack::TexturePack::open(dir)?),
            None => None,
        };
        let builtins = Builtins::new(&gpu);
        let poller = if config.poll_thread {
            Poller::new(gpu.device.clone())
        } else {
            Poller::disabled()
        };
        let mut program = ProgramPipelines::new(&gpu.device, config.program_pipeline_capacity);
        let store = config.cache_dir.clone().map(|dir| {
            crate::compile::store::PipelineStore::open(dir, &gpu.device, &gpu.adapter.get_info())
        });
        program.keep_sources = store.is_some();
        let workers = config
            .pipeline_workers
            .unwrap_or_else(crate::compile::default_worker_count);
        let mut compile = crate::compile::CompileService::new(workers, store);
        // The pipelines of earlier runs, up to 3/4 of the cache's capacity.
        let limit = config.program_pipeline_capacity * 3 / 4;
        compile.prewarm_from_disk(&gpu.device, &mut program, limit);
        Ok(Self {
            compile,
            program,
            samplers: Samplers::new(),
            shaders: Slots::new(MAX_SHADERS),
            program_uniforms: UniformRing::new(u64::from(
                gpu.device.limits().min_uniform_buffer_offset_alignment,
            )),
            program_key: Vec::new(),
            program_constants: Vec::new(),
            fixed_uniforms: None,
            program_last_layout: None,
            program_memos: Default::default(),
            program_last_slices: [None; 17],
            restart_buffers: Default::default(),
            wrapper_state: None,
            force_anisotropy: config.force_anisotropy,
            builtins,
            submitter: crate::submitter::Submitter::new(gpu.queue.clone(), poller.watcher()),
            poller,
            contexts: Slots::new(MAX_CONTEXTS),
            depths: Slots::new(2 * MAX_CONTEXTS - 1),
            depth_textures: 0,
            mip_sources: Default::default(),
            textures: Slots::new(MAX_TEXTURES),
            texture_cache: Default::default(),
            texture_pack,
            texture_dump: config.texture_dump.clone(),
            recorder: Recorder::default(),
            arena: Arena::new(),
            resident: Default::default(),
            counters: Counters::default(),
            fast_paths: config.fast_paths,
            batch_draws: config.batch_draws,
            merge_passes: config.merge_passes,
            clip_distances_builtin: config.clip_distances
                && gpu.features.contains(wgpu::Features::CLIP_DISTANCES),
            flush_draws: config.flush_draws.unwrap_or(
                if gpu.adapter.get_info().device_type == wgpu::DeviceType::Cpu {
                    crate::config::CPU_FLUSH_DRAWS
                } else {
                    crate::config::DEFAULT_FLUSH_DRAWS
                },
            ),
            draws_at_submit: 0,
            radial_fog: config.radial_fog,
            device_errors,
            last_commit_error: Arc::default(),
            stretch: None,
            rect_clear: None,
            gpu,
            lifecycle: None,
        })
    }

    /// [`Renderer::new`] with [`Config::from_env`].
    pub fn from_env() -> Result<Self> {
        Self::new(Config::from_env()?)
    }

    /// What the device is and which optional features it got.
    pub fn info(&self) -> &DeviceInfo {
        &self.gpu.info
    }

    /// The wgpu device, for callers that share it (a presenter, a raw-wgpu baseline).
    pub fn wgpu_device(&self) -> &wgpu::Device {
        &self.gpu.device
    }

    /// The wgpu queue.
    pub fn wgpu_queue(&self) -> &wgpu::Queue {
        &self.gpu.queue
    }

    /// Pipeline compile threads running ([`Config::pipeline_workers`]).
    pub fn pipeline_workers(&self) -> usize {
        self.compile.worker_count()
    }

    /// Cumulative traffic counters.
    pub fn counters(&self) -> Counters {
        let mut counters = self.counters;
        let waits = &self.recorder.pipeline_waits;
        counters.pipelines_waited += waits.waited;
        counters.pipelines_compiled_at_draw += waits.built_here;
        counters.pipeline_wait_micros += (waits.wait + waits.build).as_micros() as u64;
        counters
    }

    /// Occupied texture-table slots (uncached textures plus one alias per context).
    pub fn texture_table_len(&self) -> usize {
        self.textures.len()
    }

    /// Arena buffers waiting in the reuse pool.
    pub fn pooled_arenas(&self) -> usize {
        self.arena.pooled()
    }

    /// Whether fast paths (folded clears) are on.
    pub fn fast_paths(&self) -> bool {
        self.fast_paths
    }

    /// Switches fast paths at run time, between draws. Turning them off encodes the clears
    /// still waiting, so the order of work is unchanged.
    pub fn set_fast_paths(&mut self, enabled: bool) {
        if self.fast_paths && !enabled {
            let handles: Vec<u32> = self.contexts.iter_mut().map(|(h, _)| h).collect();
            for handle in handles {
                self.encode_pending_clears(handle);
            }
        }
        self.fast_paths = enabled;
    }

    /// Whether the frame's passes are optimised at commit while the fast paths are on
    /// ([`Config::merge_passes`]).
    pub fn merge_passes(&self) -> bool {
        self.merge_passes
    }

    /// Switches pass merging (with dropping dead passes and skipping unneeded stores); takes
    /// effect at the next commit.
    pub fn set_merge_passes(&mut self, enabled: bool) {
        self.merge_passes = enabled;
    }

    /// Whether programmable draws that differ only in their vertex float constants are
    /// merged into one instanced draw.
    pub fn batch_draws(&self) -> bool {
        self.batch_draws
    }

    /// Switches draw batching at run time, between draws (a batch already begun is issued
    /// as it is). The draw memos are dropped: their vertex modules were translated for the other
    /// setting.
    pub fn set_batch_draws(&mut self, enabled: bool) {
        if self.batch_draws != enabled {
            self.program_memos.clear();
        }
        self.batch_draws = enabled;
    }

    /// Whether user clip planes of programmable draws go through the clip-distances builtin
    /// (else the pixel stage discards on inter-stage distances), [`Config::clip_distances`]
    /// as this adapter allows.
    pub fn clip_distances_builtin(&self) -> bool {
        self.clip_distances_builtin
    }

    /// Draw commands after which a mid-frame flush hands the recorded work to the submit
    /// thread (0: never), [`Config::flush_draws`] as chosen for this adapter.
    pub fn flush_draws(&self) -> u32 {
        self.flush_draws
    }

    /// Sets [`Renderer::flush_draws`] at run time (0 turns mid-frame flushes off).
    pub fn set_flush_draws(&mut self, draws: u32) {
        self.flush_draws = draws;
    }

    /// Takes the wgpu errors raised since the last call, as a Device error.
    pub(crate) fn take_device_error(&self) -> Option<Error> {
        let mut errors = self.device_errors.lock().ok()?;
        if errors.is_empty() {
            return None;
        }
        let text = errors.join("; ");
        errors.clear();
        Some(Error::device(text))
    }
}

impl Drop for Renderer {
    /// Waits for submitted work, so `commit_async` callbacks still pending run before the
    /// device goes away; work recorded but never committed is dropped, as with D3D9's Release.
    fn drop(&mut self) {
        self.submitter.drain();
        let _ = self.gpu.device.poll(wgpu::PollType::wait_indefinitely());
        self.lifecycle = Some(crate::device::Lifecycle::acquire());
    }
}
