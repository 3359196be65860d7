//! `ninth bench w1` / `w4`: workloads W1 and W4 of `BENCH_WORKLOADS.md` through ninth's D3D9
//! device (`ninth_d3d9::Device`, the calls the definition lists, in its order) and through a
//! raw wgpu loop doing the same draws, in one process, with the check-image hash. W1 takes
//! the fixed-function RHW path; W4 needs the fixed-function vertex pipeline (untransformed,
//! lit vertices without a vertex shader): while the device refuses it, the command times the
//! raw loop alone and ends with the device's error.

use std::time::Instant;

use ninth_d3d9::device::resources::D3DPOOL_MANAGED;
use ninth_d3d9::{
    Device, DeviceParams, IndexBufferHandle, StreamSource, SurfaceRef, TextureDesc, TextureHandle,
    TextureShape, VertexBufferHandle,
};
use ninth_render::Renderer;

use super::cpu_time::measured;
use super::ff_workload::{
    BLEND_SETUPS, COLOR_OPS, IDENTITY, W1_FVF, W1_HASH, W1_STRIDE, W1_TEXTURES, W4_AMBIENT, W4_FVF,
    W4_HASH, W4_STRIDE, d3d, w1_blend, w1_color_op, w1_vertices, w4_lights, w4_material,
    w4_vertex_buffer, w4_worlds,
};
use super::raw_w1::RawW1;
use super::raw_w4::RawW4;
use super::sha256::sha256_hex;
use super::workload::{CLEAR, DRAWS, INDICES, SIZE, texture_texels};
use super::{FrameTimes, median, print_raw_only, print_table};

/// Warm-up frames, as the definition asks.
const WARMUP: usize = 5;

type D3dResult<T> = ninth_d3d9::Result<T>;

/// Which fixed-function workload.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FixedWorkload {
    /// "Fixed-function churn": 10,000 pretransformed `DrawPrimitiveUP` quads, a texture per
    /// draw, blend changes every 8 draws and colour-op changes every 16.
    W1,
    /// "Fixed-function 3D": W3's frame through the fixed-function vertex pipeline, only the
    /// world matrix changing per draw.
    W4,
}

impl FixedWorkload {
    /// SHA-256 of the RGB888 back buffer.
    pub fn hash(self) -> &'static str {
        match self {
            Self::W1 => W1_HASH,
            Self::W4 => W4_HASH,
        }
    }
}

/// The application's side: its resources and per-draw data, made before the first frame.
enum App {
    W1 {
        textures: Vec<TextureHandle>,
        vertices: Vec<[u8; 4 * W1_STRIDE]>,
    },
    W4 {
        texture: TextureHandle,
        vb: VertexBufferHandle,
        ib: IndexBufferHandle,
        worlds: Vec<[f32; 16]>,
    },
}

/// `CreateTexture(4, 4, 1, 0, A8R8G8B8, MANAGED)` with texture `t`'s texels written through
/// `LockRect(0, NULL, 0)`.
fn create_texture(dev: &mut Device, t: usize) -> D3dResult<TextureHandle> {
    let texture = dev.create_texture(TextureDesc {
        shape: TextureShape::TwoD(4, 4),
        format: d3d::FMT_A8R8G8B8,
        levels: 1,
        usage: 0,
        pool: D3DPOOL_MANAGED,
    })?;
    let texels = texture_texels(t);
    let locked = dev.lock_texture(texture, 0, 0, None, 0)?;
    for (y, row) in texels.chunks_exact(16).enumerate() {
        let at = y * locked.row_pitch;
        match locked.data.get_mut(at..at + row.len()) {
            Some(dst) => dst.copy_from_slice(row),
            None => return Err(ninth_d3d9::Error::invalid("texture lock shorter than 4x4")),
        }
    }
    dev.unlock_texture(texture, 0, 0)?;
    Ok(texture)
}

/// `Lock(0, 0, &p, 0)`, copy `bytes`, `Unlock` of a vertex or index buffer.
fn fill(dev: &mut Device, buffer: Buffer, bytes: &[u8]) -> D3dResult<()> {
    let dst = match buffer {
        Buffer::Vertex(vb) => dev.lock_vertex_buffer(vb, 0, 0, 0)?,
        Buffer::Index(ib) => dev.lock_index_buffer(ib, 0, 0, 0)?,
    };
    match dst.get_mut(..bytes.len()) {
        Some(dst) => dst.copy_from_slice(bytes),
        None => return Err(ninth_d3d9::Error::invalid("buffer lock too short")),
    }
    match buffer {
        Buffer::Vertex(vb) => dev.unlock_vertex_buffer(vb),
        Buffer::Index(ib) => dev.unlock_index_buffer(ib),
    }
}

/// A buffer [`fill`] writes.
#[derive(Clone, Copy)]
enum Buffer {
    Vertex(VertexBufferHandle),
    Index(IndexBufferHandle),
}

impl App {
    fn new(dev: &mut Device, w: FixedWorkload) -> D3dResult<Self> {
        Ok(match w {
            FixedWorkload::W1 => App::W1 {
                textures: (0..W1_TEXTURES)
                    .map(|t| create_texture(dev, t))
                    .collect::<D3dResult<_>>()?,
                vertices: (0..DRAWS).map(w1_vertices).collect(),
            },
            FixedWorkload::W4 => {
                let texture = create_texture(dev, 0)?;
                let vertices = w4_vertex_buffer();
                let vb = dev.create_vertex_buffer(vertices.len() as u32, d3d::USAGE_WRITEONLY)?;
                fill(dev, Buffer::Vertex(vb), &vertices)?;
                let indices: Vec<u8> = INDICES.iter().flat_map(|i| i.to_le_bytes()).collect();
                let ib = dev.create_index_buffer(
                    indices.len() as u32,
                    d3d::USAGE_WRITEONLY,
                    d3d::FMT_INDEX16,
                )?;
                fill(dev, Buffer::Index(ib), &indices)?;
                App::W4 {
                    texture,
                    vb,
                    ib,
                    worlds: w4_worlds(),
                }
            }
        })
    }

    /// One frame: Clear, the prologue and the draws (BeginScene and EndScene are no calls
    /// here), then Present (headless: it submits the frame) and the wait for the GPU.
    fn frame(&self, dev: &mut Device) -> D3dResult<FrameTimes> {
        let start = Instant::now();
        dev.clear(&[], d3d::CLEAR_ALL, CLEAR, 1.0, 0)?;
        match self {
            App::W1 { textures, vertices } => w1_draws(dev, textures, vertices)?,
            App::W4 {
                texture,
                vb,
                ib,
                worlds,
            } => w4_draws(dev, *texture, *vb, *ib, worlds)?,
        }
        let record = start.elapsed();
        let start = Instant::now();
        dev.present()?;
        let submit = start.elapsed();
        let start = Instant::now();
        let _ = dev
            .renderer()
            .wgpu_device()
            .poll(wgpu::PollType::wait_indefinitely());
        Ok(FrameTimes {
            record,
            submit,
            wait: start.elapsed(),
            process: None,
        })
    }
}

/// Sampler 0: point filtering, no mipmaps, `address` on U and V.
fn sampler0_point(dev: &mut Device, address: u32) -> D3dResult<()> {
    dev.set_sampler_state(0, d3d::SAMP_MINFILTER, d3d::TEXF_POINT)?;
    dev.set_sampler_state(0, d3d::SAMP_MAGFILTER, d3d::TEXF_POINT)?;
    dev.set_sampler_state(0, d3d::SAMP_MIPFILTER, d3d::TEXF_NONE)?;
    dev.set_sampler_state(0, d3d::SAMP_ADDRESSU, address)?;
    dev.set_sampler_state(0, d3d::SAMP_ADDRESSV, address)
}

/// W1's prologue and draws.
// Not inlined: profiles (callgrind) attribute the loop to this function.
#[inline(never)]
fn w1_draws(
    dev: &mut Device,
    textures: &[TextureHandle],
    vertices: &[[u8; 4 * W1_STRIDE]],
) -> D3dResult<()> {
    dev.set_fvf(W1_FVF)?;
    dev.set_render_state(d3d::RS_LIGHTING, 0)?;
    dev.set_render_state(d3d::RS_CULLMODE, d3d::CULL_NONE)?;
    dev.set_render_state(d3d::RS_ZENABLE, 0)?;
    dev.set_render_state(d3d::RS_ZWRITEENABLE, 0)?;
    dev.set_texture_stage_state(0, d3d::TSS_COLORARG1, d3d::TA_TEXTURE)?;
    dev.set_texture_stage_state(0, d3d::TSS_COLORARG2, d3d::TA_DIFFUSE)?;
    dev.set_texture_stage_state(0, d3d::TSS_ALPHAOP, d3d::TOP_MODULATE)?;
    dev.set_texture_stage_state(0, d3d::TSS_ALPHAARG1, d3d::TA_TEXTURE)?;
    dev.set_texture_stage_state(0, d3d::TSS_ALPHAARG2, d3d::TA_DIFFUSE)?;
    dev.set_texture_stage_state(1, d3d::TSS_COLOROP, d3d::TOP_DISABLE)?;
    sampler0_point(dev, d3d::TADDRESS_CLAMP)?;
    for (i, quad) in vertices.iter().enumerate() {
        if i % 8 == 0 {
            let b = BLEND_SETUPS[w1_blend(i)];
            dev.set_render_state(d3d::RS_ALPHABLENDENABLE, u32::from(b.enable))?;
            dev.set_render_state(d3d::RS_SRCBLEND, b.src)?;
            dev.set_render_state(d3d::RS_DESTBLEND, b.dst)?;
            dev.set_render_state(d3d::RS_BLENDOP, d3d::BLENDOP_ADD)?;
        }
        if i % 16 == 0 {
            let op = COLOR_OPS[w1_color_op(i)];
            dev.set_texture_stage_state(0, d3d::TSS_COLOROP, op)?;
        }
        dev.set_texture(0, Some(textures[i % W1_TEXTURES]))?;
        dev.draw_primitive_up(d3d::PT_TRIANGLESTRIP, 2, quad, W1_STRIDE as u32)?;
    }
    Ok(())
}

/// W4's prologue and draws.
// Not inlined: profiles (callgrind) attribute the loop to this function.
#[inline(never)]
fn w4_draws(
    dev: &mut Device,
    texture: TextureHandle,
    vb: VertexBufferHandle,
    ib: IndexBufferHandle,
    worlds: &[[f32; 16]],
) -> D3dResult<()> {
    dev.set_fvf(W4_FVF)?;
    dev.set_stream_source(
        0,
        Some(StreamSource {
            buffer: vb,
            offset: 0,
            stride: W4_STRIDE as u32,
        }),
    )?;
    dev.set_indices(Some(ib))?;
    dev.set_vertex_shader(None)?;
    dev.set_pixel_shader(None)?;
    dev.set_transform(d3d::TS_VIEW, IDENTITY)?;
    dev.set_transform(d3d::TS_PROJECTION, IDENTITY)?;
    dev.set_render_state(d3d::RS_LIGHTING, 1)?;
    dev.set_render_state(d3d::RS_NORMALIZENORMALS, 1)?;
    dev.set_render_state(d3d::RS_AMBIENT, W4_AMBIENT)?;
    dev.set_render_state(d3d::RS_CULLMODE, d3d::CULL_NONE)?;
    dev.set_render_state(d3d::RS_ZENABLE, 1)?;
    dev.set_render_state(d3d::RS_ZWRITEENABLE, 1)?;
    dev.set_render_state(d3d::RS_ZFUNC, d3d::CMP_LESSEQUAL)?;
    dev.set_render_state(d3d::RS_ALPHABLENDENABLE, 0)?;
    dev.set_material(w4_material())?;
    for (index, light) in w4_lights().into_iter().enumerate() {
        dev.set_light(index as u32, light)?;
    }
    dev.light_enable(0, true)?;
    dev.light_enable(1, true)?;
    dev.set_texture_stage_state(0, d3d::TSS_COLOROP, d3d::TOP_MODULATE)?;
    dev.set_texture_stage_state(0, d3d::TSS_COLORARG1, d3d::TA_TEXTURE)?;
    dev.set_texture_stage_state(0, d3d::TSS_COLORARG2, d3d::TA_DIFFUSE)?;
    dev.set_texture_stage_state(0, d3d::TSS_ALPHAOP, d3d::TOP_SELECTARG1)?;
    dev.set_texture_stage_state(0, d3d::TSS_ALPHAARG1, d3d::TA_TEXTURE)?;
    dev.set_texture_stage_state(1, d3d::TSS_COLOROP, d3d::TOP_DISABLE)?;
    sampler0_point(dev, d3d::TADDRESS_WRAP)?;
    dev.set_texture(0, Some(texture))?;
    for world in worlds {
        dev.set_transform(d3d::TS_WORLD, *world)?;
        dev.draw_indexed_primitive(d3d::PT_TRIANGLELIST, 0, 0, 4, 0, 2)?;
    }
    Ok(())
}

/// The raw wgpu loop of a workload.
enum Raw {
    W1(Box<RawW1>),
    W4(Box<RawW4>),
}

impl Raw {
    fn new(w: FixedWorkload, r: &Renderer) -> Self {
        let (device, queue, depth) = (r.wgpu_device(), r.wgpu_queue(), r.info().depth_format);
        match w {
            FixedWorkload::W1 => Raw::W1(Box::new(RawW1::new(device, queue, depth))),
            FixedWorkload::W4 => Raw::W4(Box::new(RawW4::new(device, queue, depth))),
        }
    }

    fn frame(&mut self, r: &Renderer) -> FrameTimes {
        let (device, queue) = (r.wgpu_device(), r.wgpu_queue());
        match self {
            Raw::W1(raw) => raw.frame(device, queue),
            Raw::W4(raw) => raw.frame(device, queue),
        }
    }

    /// SHA-256 of the target's R, G, B bytes.
    fn hash(&self, r: &Renderer) -> String {
        let (device, queue) = (r.wgpu_device(), r.wgpu_queue());
        let bgra = match self {
            Raw::W1(raw) => raw.read(device, queue),
            Raw::W4(raw) => raw.read(device, queue),
        };
        super::workload::rgb_hash(&bgra)
    }
}

/// Runs workload `w` for `frames` timed frames after the warm-up, ninth's and the raw loop's
/// frames interleaved, and prints the per-draw figures and the check-image hashes. An error
/// when ninth's image is not the workload's, or when the device refuses the workload.
pub fn run(w: FixedWorkload, frames: usize) -> Result<(), String> {
    let mut r = Renderer::from_env().map_err(|e| e.to_string())?;
    r.set_fast_paths(true);
    let mut raw = Raw::new(w, &r);
    let mut dev = Device::new(&mut r, DeviceParams::new(SIZE, SIZE)).map_err(|e| e.to_string())?;
    let app = App::new(&mut dev, w).map_err(|e| format!("{w:?} setup: {e}"))?;
    let (mut ninth_times, mut raw_times, mut refused) = (Vec::new(), Vec::new(), None);
    // Interleave frames so both see the same machine state.
    for frame in 0..WARMUP + frames {
        if refused.is_none() {
            match measured(|| app.frame(&mut dev)) {
                Ok(t) if frame >= WARMUP => ninth_times.push(t),
                Ok(_) => {}
                Err(e) => refused = Some(e),
            }
        }
        let t = measured(|| Ok::<_, String>(raw.frame(dev.renderer())))?;
        if frame >= WARMUP {
            raw_times.push(t);
        }
    }
    let raw_hash = raw.hash(dev.renderer());
    println!(
        "{w:?}: {DRAWS} draws/frame, {frames} frames after {WARMUP} warm-up (medians), through \
         ninth's D3D9 device (headless: Present submits, no presentation blit)"
    );
    let ok = |h: &str| if h == w.hash() { "matches" } else { "DIFFERS" };
    if let Some(e) = refused {
        print_raw_only(dev.renderer(), median(&raw_times), DRAWS);
        println!("check image SHA-256 (RGB888), expected {}", w.hash());
        println!("  raw wgpu {raw_hash} {}", ok(&raw_hash));
        return Err(format!(
            "{w:?} through ninth's D3D9 device failed (the raw wgpu loop ran alone): {e}"
        ));
    }
    let capture = dev
        .get_render_target_data(SurfaceRef::Backbuffer)
        .map_err(|e| e.to_string())?;
    let rgb: Vec<u8> = capture
        .rgba
        .chunks_exact(4)
        .flat_map(|p| [p[0], p[1], p[2]])
        .collect();
    let ninth_hash = sha256_hex(&rgb);
    print_table(
        dev.renderer(),
        median(&ninth_times),
        median(&raw_times),
        DRAWS,
    );
    println!("check image SHA-256 (RGB888), expected {}", w.hash());
    println!("  ninth    {ninth_hash} {}", ok(&ninth_hash));
    println!("  raw wgpu {raw_hash} {}", ok(&raw_hash));
    if ninth_hash != w.hash() {
        return Err(format!(
            "ninth's {w:?} image does not match the workload's hash"
        ));
    }
    Ok(())
}
