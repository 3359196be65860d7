//! `ninth bench w2` / `w3`: workloads W2 and W3 of `BENCH_WORKLOADS.md` through ninth's
//! programmable path (one `ProgramDrawState` changed field by field, as a D3D9 front-end
//! would) and through the raw wgpu loop, in one process, with the check-image hash.

use ninth_render::state::vertex_decl::{D3DDECL_END, VertexElement};
use ninth_render::{
    ContextId, Cull, IndexData, Indices, Primitive, ProgramDrawState, Renderer, ShaderId, TextureId,
};

use super::cpu_time::measured;
use super::raw_programs::RawPrograms;
use super::workload::{
    CLEAR, DRAWS, INDICES, SIZE, Workload, matrix, ps_tokens, rgb_hash, texture_texels,
    vertex_buffer, vs_tokens,
};
use super::{FrameTimes, median, print_table, timed_frame};

/// Warm-up frames, as the definition asks.
const WARMUP: usize = 5;

/// What the ninth side holds: shader pairs, textures, the state, the static buffers.
struct NinthSide {
    ctx: ContextId,
    pairs: Vec<(ShaderId, ShaderId)>,
    textures: Vec<TextureId>,
    state: ProgramDrawState,
    vertices: Vec<u8>,
    matrices: Vec<[[f32; 4]; 4]>,
}

fn element(offset: u16, ty: u8, usage: u8) -> VertexElement {
    VertexElement {
        stream: 0,
        offset,
        ty,
        method: 0,
        usage,
        usage_index: 0,
    }
}

impl NinthSide {
    fn new(r: &mut Renderer, w: Workload) -> Result<Self, String> {
        let e = |e: ninth_render::Error| e.to_string();
        let ctx = r.create_context(SIZE, SIZE).map_err(e)?;
        let count = if w == Workload::W2 { 8 } else { 1 };
        let mut pairs = Vec::new();
        for k in 0..count {
            let vs = r.create_shader(&vs_tokens(k)).map_err(e)?;
            let ps = r.create_shader(&ps_tokens(k)).map_err(e)?;
            pairs.push((vs, ps));
        }
        let mut textures = Vec::new();
        for t in 0..w.textures() {
            textures.push(
                r.create_texture(4, 4, Some(&texture_texels(t)))
                    .map_err(e)?,
            );
        }
        // The prologue: declaration, stream 0 stride 20, CULLMODE NONE, ZENABLE TRUE,
        // ZWRITEENABLE TRUE, ZFUNC LESSEQUAL, no blending, sampler 0 POINT/POINT/NONE/WRAP
        // (the state's defaults where not set here).
        let mut state = ProgramDrawState {
            declaration: vec![element(0, 2, 0), element(12, 1, 5), D3DDECL_END],
            cull: Cull::None,
            ..Default::default()
        };
        state.streams[0].stride = 20;
        state.depth_stencil.z_enable = true;
        state.depth_stencil.z_write = true;
        state.depth_stencil.z_func = 4;
        if w == Workload::W3 {
            state.vertex_shader = Some(pairs[0].0);
            state.pixel_shader = Some(pairs[0].1);
            state.ps_constants.float[0] = [1.0; 4];
            state.textures[0] = Some(textures[0]);
        }
        Ok(Self {
            ctx,
            pairs,
            textures,
            state,
            vertices: vertex_buffer(),
            matrices: (0..DRAWS).map(matrix).collect(),
        })
    }

    // Not inlined: profiles (callgrind) attribute the loop to this function.
    #[inline(never)]
    fn frame(&mut self, r: &mut Renderer, w: Workload) -> Result<FrameTimes, String> {
        let e = |e: ninth_render::Error| e.to_string();
        timed_frame(r, |r| {
            r.clear_color(self.ctx, CLEAR).map_err(e)?;
            r.clear_depth(self.ctx, 1.0).map_err(e)?;
            r.clear_stencil(self.ctx, 0).map_err(e)?;
            let indices = Indices {
                data: IndexData::U16(&INDICES),
                base_vertex: 0,
            };
            for i in 0..DRAWS {
                let s = &mut self.state;
                if w == Workload::W2 {
                    if i % 32 == 0 {
                        let (vs, ps) = self.pairs[w.pair(i)];
                        s.vertex_shader = Some(vs);
                        s.pixel_shader = Some(ps);
                    }
                    s.ps_constants.float[0] = w.ps_constant(i);
                    s.textures[0] = Some(self.textures[w.texture(i)]);
                }
                s.vs_constants.float[..4].copy_from_slice(&self.matrices[i]);
                r.draw_program(
                    self.ctx,
                    s,
                    Primitive::TriangleList,
                    &[&self.vertices],
                    Some(indices),
                )
                .map_err(e)?;
            }
            Ok(())
        })
    }
}

pub fn run(w: Workload, frames: usize) -> Result<(), String> {
    let mut r = Renderer::from_env().map_err(|e| e.to_string())?;
    r.set_fast_paths(true);
    let mut ninth = NinthSide::new(&mut r, w)?;
    let mut raw = RawPrograms::new(r.wgpu_device(), r.wgpu_queue(), r.info().depth_format, w)?;
    let (mut ninth_times, mut raw_times) = (Vec::new(), Vec::new());
    // Interleave frames so both see the same machine state.
    for frame in 0..WARMUP + frames {
        let n = measured(|| ninth.frame(&mut r, w))?;
        let t = measured(|| Ok::<_, String>(raw.frame(r.wgpu_device(), r.wgpu_queue())))?;
        if frame >= WARMUP {
            ninth_times.push(n);
            raw_times.push(t);
        }
    }
    let ninth_hash = rgb_hash(&r.read_framebuffer(ninth.ctx).map_err(|e| e.to_string())?);
    let raw_hash = rgb_hash(&raw.read(r.wgpu_device(), r.wgpu_queue()));
    println!("{w:?}: {DRAWS} draws/frame, {frames} frames after {WARMUP} warm-up (medians)");
    print_table(&r, median(&ninth_times), median(&raw_times), DRAWS);
    println!("check image SHA-256 (RGB888), expected {}", w.hash());
    let ok = |h: &str| if h == w.hash() { "matches" } else { "DIFFERS" };
    println!("  ninth    {ninth_hash} {}", ok(&ninth_hash));
    println!("  raw wgpu {raw_hash} {}", ok(&raw_hash));
    if ninth_hash != w.hash() {
        return Err(format!(
            "ninth's {w:?} image does not match the workload's hash"
        ));
    }
    Ok(())
}
