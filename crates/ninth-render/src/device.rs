//! The shared GPU device: adapter selection, optional features, and the built-in resources
//! every context shares (the reference renderer's `mr_shared`).

use crate::config::Config;
use crate::error::{Error, Result};

/// Optional wgpu features ninth uses when the adapter has them, with their names.
pub const OPTIONAL_FEATURES: [(wgpu::Features, &str); 10] = [
    (
        wgpu::Features::DEPTH32FLOAT_STENCIL8,
        "DEPTH32FLOAT_STENCIL8",
    ),
    (
        wgpu::Features::TEXTURE_COMPRESSION_BC,
        "TEXTURE_COMPRESSION_BC",
    ),
    (
        wgpu::Features::ADDRESS_MODE_CLAMP_TO_BORDER,
        "ADDRESS_MODE_CLAMP_TO_BORDER",
    ),
    (wgpu::Features::POLYGON_MODE_LINE, "POLYGON_MODE_LINE"),
    (wgpu::Features::POLYGON_MODE_POINT, "POLYGON_MODE_POINT"),
    (wgpu::Features::CLIP_DISTANCES, "CLIP_DISTANCES"),
    (wgpu::Features::FLOAT32_FILTERABLE, "FLOAT32_FILTERABLE"),
    // D3D9 timestamp queries (`queries/`).
    (wgpu::Features::TIMESTAMP_QUERY, "TIMESTAMP_QUERY"),
    (
        wgpu::Features::TIMESTAMP_QUERY_INSIDE_ENCODERS,
        "TIMESTAMP_QUERY_INSIDE_ENCODERS",
    ),
    // The driver's pipeline cache kept on disk (`compile/store.rs`; Vulkan).
    (wgpu::Features::PIPELINE_CACHE, "PIPELINE_CACHE"),
];

/// What the renderer got from the adapter.
#[derive(Clone, Debug)]
pub struct DeviceInfo {
    /// Adapter name (e.g. `llvmpipe (LLVM 15.0.6, 256 bits)`).
    pub adapter_name: String,
    /// Backend in use.
    pub backend: wgpu::Backend,
    /// Driver name and version as the adapter reports them.
    pub driver: String,
    /// Names of the optional features that were enabled.
    pub features: Vec<&'static str>,
    /// Depth-stencil format of every context: Depth32FloatStencil8, or Depth24PlusStencil8
    /// where the adapter lacks it.
    pub depth_format: wgpu::TextureFormat,
}

/// The wgpu objects shared by every context.
pub(crate) struct Gpu {
    /// The instance and adapter the device came from (windows' surfaces are made on them).
    pub instance: wgpu::Instance,
    pub adapter: wgpu::Adapter,
    pub device: wgpu::Device,
    pub queue: wgpu::Queue,
    pub features: wgpu::Features,
    pub info: DeviceInfo,
}

impl Gpu {
    pub fn new(config: &Config) -> Result<Self> {
        // The primary backends first; GL only when asked for or when nothing else works, since
        // probing EGL on a headless machine is slow and noisy. A backend whose adapter is found
        // but whose device cannot be made gives way to the next (under Wine the primary choice
        // is D3D12 over vkd3d, whose device creation fails where Vulkan works).
        let candidates = match config.backend {
            Some(choice) => vec![choice.backends()],
            None => vec![
                wgpu::Backends::PRIMARY,
                wgpu::Backends::VULKAN,
                wgpu::Backends::GL,
            ],
        };
        let mut failures = Vec::new();
        for backends in candidates {
            match Self::on(backends) {
                Ok(gpu) => return Ok(gpu),
                Err(e) => failures.push(e),
            }
        }
        Err(Error::device(format!(
            "no GPU device ({}); on Linux install a Vulkan driver, e.g. \
             `apt-get install mesa-vulkan-drivers libvulkan1`",
            failures.join("; ")
        )))
    }

    /// The device on the adapter wgpu chooses among `backends`, or why there is none.
    fn on(backends: wgpu::Backends) -> std::result::Result<Self, String> {
        let instance = process_instance(backends);
        let adapter = pollster::block_on(instance.request_adapter(&wgpu::RequestAdapterOptions {
            power_preference: wgpu::PowerPreference::HighPerformance,
            force_fallback_adapter: false,
            compatible_surface: None,
            apply_limit_buckets: false,
        }))
        .map_err(|e| format!("{backends:?}: no adapter: {e}"))?;
        let available = adapter.features();
        let mut features = wgpu::Features::empty();
        let mut names = Vec::new();
        for (feature, name) in OPTIONAL_FEATURES {
            if available.contains(feature) {
                features |= feature;
                names.push(name);
            }
        }
        // Group 0 with the sampler uniforms has nine dynamic offsets (the default is 8).
        let dynamic = adapter
            .limits()
            .max_dynamic_uniform_buffers_per_pipeline_layout;
        let turn = Lifecycle::acquire();
        let (device, queue) = pollster::block_on(adapter.request_device(&wgpu::DeviceDescriptor {
            label: Some("ninth device"),
            required_features: features,
            required_limits:
                wgpu::Limits {
                    // The programmable path packs per-draw constants at this alignment.
                    min_uniform_buffer_offset_alignment:
                        adapter.limits().min_uniform_buffer_offset_alignment,
                    max_dynamic_uniform_buffers_per_pipeline_layout: dynamic,
                    // D3D9 links up to 16 locations, and a batched draw may take a free one.
                    max_inter_stage_shader_variables:
                        adapter.limits().max_inter_stage_shader_variables.max(
                            wgpu::Limits::downlevel_defaults().max_inter_stage_shader_variables,
                        ),
                    ..wgpu::Limits::downlevel_defaults().using_resolution(adapter.limits())
                },
            ..Default::default()
        }))
        .map_err(|e| {
            let info = adapter.get_info();
            // The next back end is tried (the error is returned when none is left): under
            // Wine this is the expected way from D3D12 to Vulkan, not worth a warning.
            tracing::info!(
                "{:?} adapter {}: request_device failed: {e}",
                info.backend,
                info.name
            );
            format!(
                "{:?} adapter {}: request_device failed: {e}",
                info.backend, info.name
            )
        })?;
        drop(turn);
        let adapter_info = adapter.get_info();
        let depth_format = if features.contains(wgpu::Features::DEPTH32FLOAT_STENCIL8) {
            wgpu::TextureFormat::Depth32FloatStencil8
        } else {
            wgpu::TextureFormat::Depth24PlusStencil8
        };
        Ok(Self {
            instance,
            adapter,
            device,
            queue,
            features,
            info: DeviceInfo {
                adapter_name: adapter_info.name,
                backend: adapter_info.backend,
                driver: format!("{} {}", adapter_info.driver, adapter_info.driver_info),
                features: names,
                depth_format,
            },
        })
    }
}

/// The process's wgpu instance for `backends`, made on first use and never dropped.
///
/// Dropping the last instance unloads the Vulkan loader and its drivers; NVIDIA's driver
/// leaves thread-local destructors behind, so a thread that had used it and exits after the
/// unload jumps into unmapped code (seen on an H200 with driver 580: a renderer created and
/// dropped on a test thread crashed that thread's exit). Keeping one instance per backend
/// set for the life of the process keeps the drivers loaded, as D3D9 runtimes do, and makes
/// a second renderer's creation cheaper.
fn process_instance(backends: wgpu::Backends) -> wgpu::Instance {
    static INSTANCES: std::sync::Mutex<Vec<(wgpu::Backends, wgpu::Instance)>> =
        std::sync::Mutex::new(Vec::new());
    let mut list = INSTANCES.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, instance)) = list.iter().find(|(b, _)| *b == backends) {
        return instance.clone();
    }
    let mut desc = wgpu::InstanceDescriptor::new_without_display_handle();
    desc.backends = backends;
    let instance = wgpu::Instance::new(desc);
    list.push((backends, instance.clone()));
    instance
}

/// A turn in the process-wide order of device creation and destruction: held while a
/// renderer's device is requested and while a renderer is dropped (until its device is
/// gone). NVIDIA's Vulkan driver (580 on an H200) deadlocked or crashed when devices were
/// destroyed on several threads at once while other threads that had used it exited; one at
/// a time it does not. A token rather than a `MutexGuard`, so the renderer stays `Send`.
pub(crate) struct Lifecycle(());

static LIFECYCLE_BUSY: std::sync::Mutex<bool> = std::sync::Mutex::new(false);
static LIFECYCLE_FREE: std::sync::Condvar = std::sync::Condvar::new();

impl Lifecycle {
    /// Waits for this thread's turn.
    pub fn acquire() -> Self {
        let mut busy = LIFECYCLE_BUSY.lock().unwrap_or_else(|e| e.into_inner());
        while *busy {
            busy = LIFECYCLE_FREE.wait(busy).unwrap_or_else(|e| e.into_inner());
        }
        *busy = true;
        Self(())
    }
}

impl Drop for Lifecycle {
    fn drop(&mut self) {
        *LIFECYCLE_BUSY.lock().unwrap_or_else(|e| e.into_inner()) = false;
        LIFECYCLE_FREE.notify_one();
    }
}

/// A built-in texture and its default view.
pub(crate) struct BuiltinTexture {
    #[allow(dead_code)] // kept alive for the view
    pub texture: wgpu::Texture,
    pub view: wgpu::TextureView,
}

/// Resources every context shares: 1x1 opaque-black 2D/cube/3D textures (an unbound D3D
/// stage samples opaque black), and the four samplers of StretchRect.
pub(crate) struct Builtins {
    pub black_2d: BuiltinTexture,
    pub black_cube: BuiltinTexture,
    pub black_3d: BuiltinTexture,
    /// A 1x1 depth texture of depth 0: what a depth or shadow sampler without a depth
    /// texture reads (a compare then fails: black, as a missing texture).
    pub black_depth: BuiltinTexture,
    /// Indexed by [`legacy_sampler_index`].
    pub samplers: [wgpu::Sampler; 4],
}

impl Builtins {
    /// The opaque-black view a sampler of `kind` reads when its texture is missing or of
    /// another kind.
    pub fn black_view(&self, kind: ninth_shader::ir::SamplerKind) -> &wgpu::TextureView {
        match kind {
            ninth_shader::ir::SamplerKind::Tex2d => &self.black_2d.view,
            ninth_shader::ir::SamplerKind::Cube => &self.black_cube.view,
            ninth_shader::ir::SamplerKind::Volume => &self.black_3d.view,
        }
    }
}

/// Index of a legacy sampler: nearest/linear x wrap/clamp.
pub(crate) fn legacy_sampler_index(linear: bool, clamp: bool) -> usize {
    usize::from(linear) | (usize::from(clamp) << 1)
}

impl Builtins {
    pub fn new(gpu: &Gpu) -> Self {
        let solid = |label: &str, dimension, layers: u32, pixel: [u8; 4]| {
            let size = wgpu::Extent3d {
                width: 1,
                height: 1,
                depth_or_array_layers: layers,
            };
            let texture = gpu.device.create_texture(&wgpu::TextureDescriptor {
                label: Some(label),
                size,
                mip_level_count: 1,
                sample_count: 1,
                dimension,
                format: wgpu::TextureFormat::Bgra8Unorm,
                usage: wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST,
                view_formats: &[],
            });
            let data: Vec<u8> = pixel
                .iter()
                .copied()
                .cycle()
                .take(4 * layers as usize)
                .collect();
            gpu.queue.write_texture(
                texture.as_image_copy(),
                &data,
                wgpu::TexelCopyBufferLayout {
                    offset: 0,
                    bytes_per_row: Some(4),
                    rows_per_image: Some(1),
                },
                size,
            );
            let view_dimension = match (dimension, layers) {
                (wgpu::TextureDimension::D3, _) => wgpu::TextureViewDimension::D3,
                (_, 6) => wgpu::TextureViewDimension::Cube,
                _ => wgpu::TextureViewDimension::D2,
            };
            let view = texture.create_view(&wgpu::TextureViewDescriptor {
                label: Some(label),
                dimension: Some(view_dimension),
                ..Default::default()
            });
            BuiltinTexture { texture, view }
        };
        let d2 = wgpu::TextureDimension::D2;
        let black = [0, 0, 0, 255];
        let sampler = |linear: bool, clamp: bool| {
            let filter = if linear {
                wgpu::FilterMode::Linear
            } else {
                wgpu::FilterMode::Nearest
            };
            let address = if clamp {
                wgpu::AddressMode::ClampToEdge
            } else {
                wgpu::AddressMode::Repeat
            };
            gpu.device.create_sampler(&wgpu::SamplerDescriptor {
                label: Some("legacy sampler"),
                address_mode_u: address,
                address_mode_v: address,
                address_mode_w: address,
                mag_filter: filter,
                min_filter: filter,
                ..Default::default()
            })
        };
        let depth = gpu.device.create_texture(&wgpu::TextureDescriptor {
            label: Some("builtin depth 0"),
            size: wgpu::Extent3d {
                width: 1,
                height: 1,
                depth_or_array_layers: 1,
            },
            mip_level_count: 1,
            sample_count: 1,
            dimension: d2,
            // Zero-initialised by wgpu before its first use.
            format: wgpu::TextureFormat::Depth32Float,
            usage: wgpu::TextureUsages::TEXTURE_BINDING,
            view_formats: &[],
        });
        let black_depth = BuiltinTexture {
            view: depth.create_view(&Default::default()),
            texture: depth,
        };
        Self {
            black_depth,
            black_2d: solid("builtin black 2d", d2, 1, black),
            black_cube: solid("builtin black cube", d2, 6, black),
            black_3d: solid("builtin black 3d", wgpu::TextureDimension::D3, 1, black),
            samplers: [
                sampler(false, false),
                sampler(true, false),
                sampler(false, true),
                sampler(true, true),
            ],
        }
    }
}
