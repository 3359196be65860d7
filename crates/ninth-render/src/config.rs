//! Renderer configuration, with `NINTH_*` environment-variable overrides.

use crate::error::{Error, Result};

/// Which wgpu backend to ask for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BackendChoice {
    /// Vulkan (lavapipe in CI).
    Vulkan,
    /// Metal.
    Metal,
    /// Direct3D 12.
    Dx12,
    /// OpenGL / GLES.
    Gl,
}

impl BackendChoice {
    /// Parses `vulkan`, `metal`, `dx12` or `gl` (case-insensitive).
    pub fn parse(name: &str) -> Result<Self> {
        match name.trim().to_ascii_lowercase().as_str() {
            "vulkan" | "vk" => Ok(Self::Vulkan),
            "metal" | "mtl" => Ok(Self::Metal),
            "dx12" | "d3d12" => Ok(Self::Dx12),
            "gl" | "gles" | "opengl" => Ok(Self::Gl),
            other => Err(Error::args(format!(
                "unknown backend {other:?} (expected vulkan, metal, dx12 or gl)"
            ))),
        }
    }

    pub(crate) fn backends(self) -> wgpu::Backends {
        match self {
            Self::Vulkan => wgpu::Backends::VULKAN,
            Self::Metal => wgpu::Backends::METAL,
            Self::Dx12 => wgpu::Backends::DX12,
            Self::Gl => wgpu::Backends::GL,
        }
    }
}

/// Default of [`Config::flush_draws`] on a GPU.
pub const DEFAULT_FLUSH_DRAWS: u32 = 1024;
/// Default of [`Config::flush_draws`] on a CPU rasteriser (lavapipe, llvmpipe, WARP), whose
/// queue runs one submission at a time: fewer, larger submissions.
pub const CPU_FLUSH_DRAWS: u32 = 2048;

/// Settings of a [`crate::Renderer`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    /// Adapter backend; `None` lets wgpu choose its default.
    pub backend: Option<BackendChoice>,
    /// Fast paths (folded clears, bound-state reuse); switchable later with
    /// [`crate::Renderer::set_fast_paths`].
    pub fast_paths: bool,
    /// Run completion callbacks on a poll thread that waits on each submission; without it
    /// they run during later commits and readbacks.
    pub poll_thread: bool,
    /// Radial fog, as the reference renderer's `HALO_RADIAL_FOG`: table fog of the fixed
    /// paths takes its distance from the eye distance the vertex record's fog float carries
    /// (FOG0 `.x`) instead of depth or w. Off by default.
    pub radial_fog: bool,
    /// Anisotropy override (1-16): samplers with a mip filter and a non-point min filter
    /// become this anisotropic with linear mips. Off (`None`) by default.
    pub force_anisotropy: Option<u16>,
    /// Bound of the programmable pipeline cache (least recently used replaced when full).
    pub program_pipeline_capacity: usize,
    /// Programmable draws that differ only in their vertex float constants are merged into
    /// one instanced draw (`record/batch.rs`); switchable later with
    /// [`crate::Renderer::set_batch_draws`]. On by default.
    pub batch_draws: bool,
    /// With the fast paths on, the frame's passes are optimised at commit
    /// (`record/steps.rs`): later passes into the same targets merged into earlier ones,
    /// passes whose targets are all cleared before anything reads them dropped, and stores
    /// the next use clears skipped. On by default (`NINTH_MERGE_PASSES=0` turns it off
    /// alone); switchable with [`crate::Renderer::set_merge_passes`].
    pub merge_passes: bool,
    /// Mid-frame flush: once this many draws (merged ones included) have been recorded since
    /// the last submission, the encoder goes to the submit thread, which finishes and submits
    /// it while the rest of the frame is recorded and the GPU starts on it (0: submit only at
    /// commits, readbacks and presents). `None` (the default) chooses by adapter:
    /// [`DEFAULT_FLUSH_DRAWS`] on a GPU, [`CPU_FLUSH_DRAWS`] on a CPU rasteriser.
    pub flush_draws: Option<u32>,
    /// User clip planes of programmable draws use the clip-distances builtin where the
    /// adapter has wgpu's `CLIP_DISTANCES`; off, or without it, the distances go to the pixel
    /// stage as inter-stage values it discards on (`NINTH_CLIP_DISTANCES=0` turns it off).
    /// On by default.
    pub clip_distances: bool,
    /// Pipeline compile threads (`compile/`): `None` (the default) one fewer than the cores,
    /// `Some(0)` none (every pipeline is built at its draw). `NINTH_PIPELINE_WORKERS`.
    pub pipeline_workers: Option<usize>,
    /// The disk cache's folder (`disk_cache.rs`): the manifest of pipelines made, their
    /// modules and the driver's pipeline cache, read at start to prewarm. `None` (the
    /// default of [`Config::default`]) keeps nothing on disk; [`Config::from_env`] uses
    /// `NINTH_CACHE_DIR`, else the platform's cache folder, per application (`off` there
    /// turns it off).
    pub cache_dir: Option<crate::disk_cache::CacheDir>,
    /// A texture replacement pack's folder (`textures/pack.rs`): images named by content key
    /// replace cached 2D textures of that key. [`Config::from_env`]: `NINTH_TEXTURE_PACK`.
    pub texture_pack: Option<std::path::PathBuf>,
    /// A folder every cached 2D texture made is written to, named by content key
    /// (`textures/dump.rs`), to make packs from. [`Config::from_env`]: `NINTH_TEXTURE_DUMP`.
    pub texture_dump: Option<std::path::PathBuf>,
}

impl Default for Config {
    fn default() -> Self {
        Self {
            backend: None,
            fast_paths: false,
            poll_thread: true,
            radial_fog: false,
            force_anisotropy: None,
            program_pipeline_capacity: crate::cache::program_pipelines::PROGRAM_PIPELINE_CAPACITY,
            batch_draws: true,
            merge_passes: true,
            flush_draws: None,
            clip_distances: true,
            pipeline_workers: None,
            cache_dir: None,
            texture_pack: None,
            texture_dump: None,
        }
    }
}

impl Config {
    /// The defaults overridden by `NINTH_BACKEND`, `NINTH_DRAW_FASTPATH` (`1` enables),
    /// `NINTH_POLL_THREAD` (`0` disables), `NINTH_RADIAL_FOG` (`1` enables),
    /// `NINTH_BATCH_DRAWS` (`0` disables), `NINTH_MERGE_PASSES` (`0` disables), `NINTH_FLUSH_DRAWS` (a count, `0` disables),
    /// `NINTH_CLIP_DISTANCES` (`0` disables), `NINTH_FORCE_ANISO` (1-16),
    /// `NINTH_PIPELINE_WORKERS` (a count, `0`: none), `NINTH_CACHE_DIR` (a folder, `off`
    /// for none; unset: the platform's cache folder, [`crate::disk_cache::CacheDir`]) with
    /// the running program's name as the application, `NINTH_TEXTURE_PACK` and
    /// `NINTH_TEXTURE_DUMP` (folders).
    pub fn from_env() -> Result<Self> {
        let mut config = Self::default();
        config.apply_env()?;
        Ok(config)
    }

    /// Applies `NINTH_*` environment overrides to this configuration.
    pub fn apply_env(&mut self) -> Result<()> {
        if let Ok(name) = std::env::var("NINTH_BACKEND")
            && !name.trim().is_empty()
        {
            self.backend = Some(BackendChoice::parse(&name)?);
        }
        if let Ok(value) = std::env::var("NINTH_DRAW_FASTPATH") {
            self.fast_paths = value.trim() == "1";
        }
        if let Ok(value) = std::env::var("NINTH_POLL_THREAD") {
            self.poll_thread = value.trim() != "0";
        }
        if let Ok(value) = std::env::var("NINTH_RADIAL_FOG") {
            self.radial_fog = value.trim() == "1";
        }
        if let Ok(value) = std::env::var("NINTH_BATCH_DRAWS") {
            self.batch_draws = value.trim() != "0";
        }
        if let Ok(value) = std::env::var("NINTH_MERGE_PASSES") {
            self.merge_passes = value.trim() != "0";
        }
        if let Ok(value) = std::env::var("NINTH_CLIP_DISTANCES") {
            self.clip_distances = value.trim() != "0";
        }
        if let Ok(value) = std::env::var("NINTH_FLUSH_DRAWS") {
            self.flush_draws = Some(value.trim().parse().map_err(|_| {
                Error::args(format!(
                    "NINTH_FLUSH_DRAWS={value:?}: expected a draw count (0 disables)"
                ))
            })?);
        }
        if let Ok(value) = std::env::var("NINTH_PIPELINE_WORKERS") {
            self.pipeline_workers = Some(value.trim().parse().map_err(|_| {
                Error::args(format!(
                    "NINTH_PIPELINE_WORKERS={value:?}: expected a thread count (0: none)"
                ))
            })?);
        }
        self.cache_dir = match std::env::var("NINTH_CACHE_DIR") {
            Ok(value) if value.trim().eq_ignore_ascii_case("off") => None,
            _ => crate::disk_cache::CacheDir::from_env(&application_name()),
        };
        for (name, slot) in [
            ("NINTH_TEXTURE_PACK", &mut self.texture_pack),
            ("NINTH_TEXTURE_DUMP", &mut self.texture_dump),
        ] {
            if let Some(dir) = std::env::var_os(name).filter(|d| !d.is_empty()) {
                *slot = Some(dir.into());
            }
        }
        if let Some(n) = crate::state::sampler::force_anisotropy_from_env()? {
            self.force_anisotropy = Some(n);
        }
        Ok(())
    }
}

/// The running program's file name without its extension (the disk cache's folder per
/// application), `ninth` where it is unknown.
pub fn application_name() -> String {
    std::env::current_exe()
        .ok()
        .and_then(|path| path.file_stem().map(|s| s.to_string_lossy().into_owned()))
        .unwrap_or_else(|| "ninth".to_owned())
}
