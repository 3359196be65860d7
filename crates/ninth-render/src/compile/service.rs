//! The compile service the renderer holds: its workers, the pipelines of earlier runs
//! queued at start (prewarm) until a draw takes them, and the disk store.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use super::pending::{Build, PendingPipeline, PipelineRef};
use super::recipe::PipelineRecipe;
use super::store::{PipelineStore, Prewarm, StoredModule};
use super::workers::Workers;
use crate::cache::program_pipelines::{ModuleEntry, ProgramPipelines};
use crate::counters::Counters;

/// Modules made from saved WGSL text for prewarming, shared by the pipelines that use them;
/// each made once (a second worker needing it waits for the first).
type PrewarmModules = Arc<Mutex<HashMap<u64, Arc<OnceLock<Option<wgpu::ShaderModule>>>>>>;

pub(crate) struct CompileService {
    workers: Workers,
    /// Pipelines of earlier runs by their key across runs, until a draw takes them.
    prewarmed: HashMap<Box<[u8]>, Arc<PendingPipeline>>,
    prewarm_modules: PrewarmModules,
    pub store: Option<PipelineStore>,
}

/// What a draw's pipeline is made of.
pub(crate) struct DrawPipeline<'a> {
    /// The key across runs (`None` when neither the store nor prewarming needs it).
    pub stable_key: Option<&'a [u8]>,
    pub layout: wgpu::PipelineLayout,
    pub vs: &'a Arc<ModuleEntry>,
    pub ps: &'a Arc<ModuleEntry>,
    pub recipe: PipelineRecipe,
}

impl CompileService {
    pub fn new(workers: usize, store: Option<PipelineStore>) -> Self {
        Self {
            workers: Workers::new(workers),
            prewarmed: HashMap::new(),
            prewarm_modules: Arc::default(),
            store,
        }
    }

    /// Compile threads running.
    pub fn worker_count(&self) -> usize {
        self.workers.count()
    }

    /// Starts a background save of the disk cache when it has something new.
    pub fn save_soon(&mut self) {
        if let Some(store) = self.store.as_mut() {
            store.save_soon();
        }
    }

    /// Whether draws must give the key across runs ([`DrawPipeline::stable_key`]).
    pub fn wants_stable_keys(&self) -> bool {
        self.store.is_some() || !self.prewarmed.is_empty()
    }

    /// Queues the newest pipelines of the manifest, at most `limit` (3/4 of the pipeline
    /// cache's capacity), behind any draw's; returns how many.
    pub fn prewarm_from_disk(
        &mut self,
        device: &wgpu::Device,
        program: &mut ProgramPipelines,
        limit: usize,
    ) -> usize {
        // Without workers nothing would build them before their draws; the driver's
        // pipeline cache still serves those draws.
        let Some(store) = self.store.as_mut().filter(|_| self.workers.count() > 0) else {
            return 0;
        };
        let list = store.prewarm_list(limit);
        let count = list.len();
        self.queue_prewarm(device, program, list);
        count
    }

    /// A shader was created: the saved pipelines past the prewarm limit that use its
    /// bytecode are queued now (as DXVK's state cache does).
    pub fn shader_created(
        &mut self,
        bytecode_hash: u64,
        device: &wgpu::Device,
        program: &mut ProgramPipelines,
    ) {
        let Some(store) = self.store.as_mut().filter(|_| self.workers.count() > 0) else {
            return;
        };
        let list = store.take_for_shader(bytecode_hash);
        self.queue_prewarm(device, program, list);
    }

    fn queue_prewarm(
        &mut self,
        device: &wgpu::Device,
        program: &mut ProgramPipelines,
        list: Vec<Prewarm>,
    ) {
        let cache = self.store.as_ref().and_then(|s| s.cache.clone());
        for Prewarm {
            key,
            vertex,
            pixel,
            recipe,
        } in list
        {
            let layout = program.pipeline_layout(device, &vertex.1.bindings, &pixel.1.bindings);
            let (device, modules, cache) = (
                device.clone(),
                Arc::clone(&self.prewarm_modules),
                cache.clone(),
            );
            let build = move || {
                let vs = module(&device, &modules, &vertex)?;
                let ps = module(&device, &modules, &pixel)?;
                let scope = device.push_error_scope(wgpu::ErrorFilter::Validation);
                let pipeline = recipe.build(&device, &layout, (&vs, &ps), cache.as_ref());
                match pollster::block_on(scope.pop()) {
                    None => Some(pipeline),
                    Some(e) => {
                        tracing::warn!("a saved pipeline no longer builds: {e}");
                        None
                    }
                }
            };
            let pending = PendingPipeline::for_prewarm(Box::new(build));
            self.workers.submit(Arc::clone(&pending), false);
            self.prewarmed.insert(key.into_boxed_slice(), pending);
        }
    }

    /// The pipeline of a draw that missed the renderer's pipeline cache: one of an earlier
    /// run queued at start, else a new build handed to the workers (or built now without
    /// workers). Counts in `counters`.
    pub fn draw_pipeline(
        &mut self,
        device: &wgpu::Device,
        draw: DrawPipeline<'_>,
        counters: &mut Counters,
    ) -> PipelineRef {
        let DrawPipeline {
            stable_key,
            layout,
            vs,
            ps,
            recipe,
        } = draw;
        if let (Some(store), Some(key)) = (self.store.as_mut(), stable_key) {
            store.record(key, (vs, ps), &recipe);
        }
        let cache = self.store.as_ref().and_then(|s| s.cache.clone());
        let (device, vs_entry, ps_entry) = (device.clone(), Arc::clone(vs), Arc::clone(ps));
        let build: Build = Arc::new(move || {
            let (vs, ps) = (
                vs_entry.shader_module(&device),
                ps_entry.shader_module(&device),
            );
            recipe.build(&device, &layout, (&vs, &ps), cache.as_ref())
        });
        if let Some(pending) = stable_key.and_then(|key| self.prewarmed.remove(key)) {
            counters.pipelines_prewarmed += 1;
            pending.adopt(build);
            if pending.is_queued() {
                // Ahead of the other prewarm builds: a draw needs it now.
                self.workers.submit(Arc::clone(&pending), true);
            }
            return PipelineRef::Pending(pending);
        }
        counters.pipelines_created += 1;
        if self.workers.count() == 0 {
            // Synchronous: built at the draw.
            let start = std::time::Instant::now();
            let pipeline = build();
            counters.pipelines_compiled_at_draw += 1;
            counters.pipeline_wait_micros += start.elapsed().as_micros() as u64;
            return PipelineRef::Ready(pipeline);
        }
        let pending = PendingPipeline::for_draw(build);
        self.workers.submit(Arc::clone(&pending), true);
        PipelineRef::Pending(pending)
    }
}

/// The module of a saved stage, made once for every prewarmed pipeline that uses it.
fn module(
    device: &wgpu::Device,
    modules: &PrewarmModules,
    (content, stored): &(u64, Arc<StoredModule>),
) -> Option<wgpu::ShaderModule> {
    let once = Arc::clone(
        modules
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .entry(*content)
            .or_default(),
    );
    once.get_or_init(|| {
        let scope = device.push_error_scope(wgpu::ErrorFilter::Validation);
        let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some("ninth prewarmed module"),
            source: wgpu::ShaderSource::Wgsl(stored.wgsl.as_str().into()),
        });
        match pollster::block_on(scope.pop()) {
            None => Some(module),
            Some(e) => {
                tracing::warn!("a saved module no longer validates: {e}");
                None
            }
        }
    })
    .clone()
}
