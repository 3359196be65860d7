//! What the compile service keeps on disk (`disk_cache.rs` files): the manifest of the
//! pipelines the program made, each module's WGSL text and bindings by content hash, and
//! wgpu's `PipelineCache` data where the backend has one (Vulkan). Read once when the
//! renderer starts; written on a background thread a few seconds after something new, and
//! when the renderer is dropped. Bad files are ignored with one warning (`disk_cache.rs`).

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use ninth_shader::wgsl::Bindings;
use serde::{Deserialize, Serialize};

use super::recipe::PipelineRecipe;
use crate::cache::program_pipelines::ModuleEntry;
use crate::disk_cache::{AdapterId, CacheDir, FileKind, Manifest, ManifestEntry};

/// How long after the last save new entries wait before the next one.
const SAVE_INTERVAL: Duration = Duration::from_secs(2);

/// A module file's payload.
#[derive(Serialize, Deserialize)]
pub(crate) struct StoredModule {
    pub bindings: Bindings,
    pub wgsl: String,
}

/// A manifest entry's recipe: both stages by content hash, the bytecode hashes of the D3D9
/// shaders they were translated from (0: a generated stage), and the rest of the pipeline.
#[derive(Serialize, Deserialize)]
pub(crate) struct StoredPipeline {
    pub vertex: u64,
    pub pixel: u64,
    pub shaders: [u64; 2],
    pub recipe: PipelineRecipe,
}

/// One pipeline of an earlier run, ready to be queued.
pub(crate) struct Prewarm {
    pub key: Vec<u8>,
    pub vertex: (u64, Arc<StoredModule>),
    pub pixel: (u64, Arc<StoredModule>),
    pub recipe: PipelineRecipe,
}

/// The disk side of the compile service.
pub(crate) struct PipelineStore {
    dir: CacheDir,
    adapter: AdapterId,
    manifest: Manifest,
    /// Module files on disk or waiting in `unsaved_modules`.
    known_modules: HashSet<u64>,
    unsaved_modules: Vec<(u64, Vec<u8>)>,
    dirty: bool,
    last_save: Instant,
    saving: Option<JoinHandle<()>>,
    /// wgpu's pipeline cache, seeded from the file of earlier runs (Vulkan only).
    pub cache: Option<wgpu::PipelineCache>,
    /// Manifest entries or module files that could not be used.
    pub rejected: u64,
    /// Entries past the prewarm limit by the bytecode hash of a shader they use: queued
    /// when a shader of that bytecode is created.
    by_shader: HashMap<u64, Vec<(Vec<u8>, StoredPipeline)>>,
    /// Modules read from disk, by content (`None`: unreadable).
    read_modules: HashMap<u64, Option<Arc<StoredModule>>>,
}

/// The identity cache files are written for: the adapter and driver, and this build of
/// ninth (another version translates differently).
pub(crate) fn store_identity(info: &wgpu::AdapterInfo) -> AdapterId {
    let adapter = AdapterId::from_info(info);
    let build = concat!("ninth ", env!("CARGO_PKG_VERSION"));
    AdapterId(crate::disk_cache::fnv1a64_with(adapter.0, build.as_bytes()))
}

impl PipelineStore {
    /// The store in `dir` for the device's adapter; wgpu's pipeline cache is made from the
    /// saved data where the device has `PIPELINE_CACHE`.
    pub fn open(dir: CacheDir, device: &wgpu::Device, info: &wgpu::AdapterInfo) -> Self {
        let adapter = store_identity(info);
        let manifest = dir
            .read(FileKind::Manifest, 0, adapter)
            .and_then(|bytes| {
                Manifest::decode(&bytes)
                    .map_err(|e| tracing::warn!("pipeline manifest ignored: {e}"))
                    .ok()
            })
            .unwrap_or_default();
        let cache = device
            .features()
            .contains(wgpu::Features::PIPELINE_CACHE)
            .then(|| {
                let data = dir.read(FileKind::PipelineCache, 0, adapter);
                // SAFETY: the data is what `PipelineCache::get_data` gave on this adapter
                // and driver (the file's adapter identity and checksum were checked); wgpu
                // validates its own header and `fallback` makes unusable data an empty cache.
                unsafe {
                    device.create_pipeline_cache(&wgpu::PipelineCacheDescriptor {
                        label: Some("ninth pipeline cache"),
                        data: data.as_deref(),
                        fallback: true,
                    })
                }
            });
        Self {
            dir,
            adapter,
            manifest,
            known_modules: HashSet::new(),
            unsaved_modules: Vec::new(),
            dirty: false,
            last_save: Instant::now(),
            saving: None,
            cache,
            rejected: 0,
            by_shader: HashMap::new(),
            read_modules: HashMap::new(),
        }
    }

    /// The newest `limit` entries of the manifest with their modules; the older ones wait
    /// for their shaders ([`PipelineStore::take_for_shader`]). Entries whose recipe or
    /// modules cannot be read are left out (counted in `rejected`, one warning).
    pub fn prewarm_list(&mut self, limit: usize) -> Vec<Prewarm> {
        let count = self.manifest.entries().len();
        let start = count.saturating_sub(limit);
        let decoded: Vec<Option<(Vec<u8>, StoredPipeline)>> = self
            .manifest
            .entries()
            .iter()
            .map(|e| {
                let pipeline = serde_json::from_slice::<StoredPipeline>(&e.recipe).ok()?;
                Some((e.pipeline_key.clone(), pipeline))
            })
            .collect();
        let mut rejected = decoded.iter().filter(|d| d.is_none()).count() as u64;
        let mut list = Vec::new();
        let readable = decoded
            .into_iter()
            .enumerate()
            .filter_map(|(i, d)| d.map(|d| (i, d)));
        for (index, (key, pipeline)) in readable {
            if index < start {
                let shader = pipeline.shaders.into_iter().find(|&h| h != 0);
                if let Some(shader) = shader {
                    self.by_shader
                        .entry(shader)
                        .or_default()
                        .push((key, pipeline));
                }
                continue;
            }
            match self.with_modules(key, pipeline) {
                Some(prewarm) => list.push(prewarm),
                None => rejected += 1,
            }
        }
        if rejected > 0 {
            tracing::warn!(
                "{rejected} pipeline manifest entries ignored (recipe or module unreadable)"
            );
        }
        self.rejected += rejected;
        list
    }

    /// The entries waiting for a shader of bytecode hash `shader`, with their modules.
    pub fn take_for_shader(&mut self, shader: u64) -> Vec<Prewarm> {
        let waiting = self.by_shader.remove(&shader).unwrap_or_default();
        waiting
            .into_iter()
            .filter_map(|(key, pipeline)| self.with_modules(key, pipeline))
            .collect()
    }

    fn with_modules(&mut self, key: Vec<u8>, pipeline: StoredPipeline) -> Option<Prewarm> {
        let vertex = self.module(pipeline.vertex)?;
        let pixel = self.module(pipeline.pixel)?;
        Some(Prewarm {
            key,
            vertex: (pipeline.vertex, vertex),
            pixel: (pipeline.pixel, pixel),
            recipe: pipeline.recipe,
        })
    }

    fn module(&mut self, content: u64) -> Option<Arc<StoredModule>> {
        let (dir, adapter) = (&self.dir, self.adapter);
        let module = self
            .read_modules
            .entry(content)
            .or_insert_with(|| {
                let bytes = dir.read(FileKind::Module, content, adapter)?;
                serde_json::from_slice::<StoredModule>(&bytes)
                    .ok()
                    .map(Arc::new)
            })
            .clone();
        if module.is_some() {
            self.known_modules.insert(content);
        }
        module
    }

    /// Adds a pipeline made now to the manifest, with its modules' files where they are not
    /// on disk (new, or unreadable there).
    pub fn record(
        &mut self,
        key: &[u8],
        (vs, ps): (&ModuleEntry, &ModuleEntry),
        recipe: &PipelineRecipe,
    ) {
        for module in [vs, ps] {
            let Some(wgsl) = module.source.as_deref() else {
                return;
            };
            if !self.known_modules.contains(&module.content) {
                let stored = StoredModule {
                    bindings: module.bindings.clone(),
                    wgsl: wgsl.to_owned(),
                };
                let Ok(bytes) = serde_json::to_vec(&stored) else {
                    return;
                };
                self.known_modules.insert(module.content);
                self.unsaved_modules.push((module.content, bytes));
                self.dirty = true;
            }
        }
        if self.manifest.contains_key(key) {
            return;
        }
        let stored = StoredPipeline {
            vertex: vs.content,
            pixel: ps.content,
            shaders: [vs.origin, ps.origin],
            recipe: recipe.clone(),
        };
        let Ok(recipe) = serde_json::to_vec(&stored) else {
            return;
        };
        self.dirty |= self.manifest.insert(ManifestEntry {
            pipeline_key: key.to_vec(),
            recipe,
        });
    }

    /// Starts a background save when something is new and the last save is a while ago.
    pub fn save_soon(&mut self) {
        let idle = self.saving.as_ref().is_none_or(|s| s.is_finished());
        if self.dirty && idle && self.last_save.elapsed() >= SAVE_INTERVAL {
            self.save(true);
        }
    }

    /// Saves what is new and waits for every save to finish.
    pub fn save_now(&mut self) {
        if self.dirty {
            self.save(false);
        }
        if let Some(saving) = self.saving.take() {
            let _ = saving.join();
        }
    }

    fn save(&mut self, background: bool) {
        if let Some(saving) = self.saving.take() {
            let _ = saving.join();
        }
        self.dirty = false;
        self.last_save = Instant::now();
        let dir = self.dir.clone();
        let adapter = self.adapter;
        let manifest = self.manifest.encode();
        let modules = std::mem::take(&mut self.unsaved_modules);
        let cache = self.cache.clone();
        let write = move || {
            // Modules first: a manifest never names a module that is not on disk.
            for (content, bytes) in &modules {
                if let Err(e) = dir.write(FileKind::Module, *content, adapter, bytes) {
                    tracing::warn!("pipeline cache: module not saved: {e}");
                    return;
                }
            }
            if let Err(e) = dir.write(FileKind::Manifest, 0, adapter, &manifest) {
                tracing::warn!("pipeline cache: manifest not saved: {e}");
            }
            if let Some(data) = cache.and_then(|c| c.get_data())
                && let Err(e) = dir.write(FileKind::PipelineCache, 0, adapter, &data)
            {
                tracing::warn!("pipeline cache: driver data not saved: {e}");
            }
        };
        if background {
            match std::thread::Builder::new()
                .name("ninth-cache-save".into())
                .spawn(write)
            {
                Ok(handle) => self.saving = Some(handle),
                Err(e) => tracing::warn!("pipeline cache not saved: {e}"),
            }
        } else {
            write();
        }
    }
}

impl Drop for PipelineStore {
    fn drop(&mut self) {
        self.save_now();
    }
}
