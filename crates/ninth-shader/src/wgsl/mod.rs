//! Translation of every D3D9 shader model (`vs_1_1`, `vs_2_0`, `vs_2_x`, `vs_3_0`, `ps_1_1`-
//! `ps_1_4`, `ps_2_0`, `ps_2_x`, `ps_3_0`) to a `naga::Module`, built directly from the IR and
//! the analysis (no WGSL text is parsed) and validated by naga before it is returned. WGSL
//! text is an output of naga's WGSL back end, made on request ([`Translation::wgsl`]) for
//! tools, snapshots and debugging; a renderer hands the module to wgpu (`ShaderSource::Naga`).
//!
//! Shader model 1 pixel shaders are first rewritten into the register model of `ps_2_0`
//! ([`crate::sm1`]: texture-addressing instructions become `texld`, `dp3` and a few internal
//! forms, `t#` colour registers become temporaries, co-issued pairs are ordered, `r0` is
//! copied to `oC0`); the analysis and the translation read the rewritten shader.
//!
//! # Binding contract, version 8 ([`BINDING_CONTRACT_VERSION`])
//!
//! The renderer binds every translated module by these rules; any change bumps the version.
//!
//! **Bind group 0, uniforms** (both stages; a renderer binds the constant files with a
//! dynamic offset into a ring buffer):
//!
//! | binding | WGSL | contents |
//! |---------|------|----------|
//! | 0 | `var<uniform> draw: NinthDraw` | per-draw uniforms, 64 bytes, 176 with the point and clip-plane fields (below) |
//! | 1 | `var<uniform> cf: array<vec4f, N>` | vertex float constants, packed |
//! | 2 | `var<uniform> cf: array<vec4f, N>` | pixel float constants, packed |
//! | 3 | `var<uniform> ci: array<vec4i, 16>` | vertex int constants `i0-i15` |
//! | 4 | `var<uniform> ci: array<vec4i, 16>` | pixel int constants |
//! | 5 | `var<uniform> cb: array<vec4u, 4>` | vertex bool constants, `b#n` at `[n / 4][n % 4]`, non-zero is true |
//! | 6 | `var<uniform> cb: array<vec4u, 4>` | pixel bool constants |
//! | 7 | `var<uniform> samplers: array<NinthSampler, 4>` | vertex sampler uniforms (128 bytes) |
//! | 8 | `var<uniform> samplers: array<NinthSampler, 16>` | pixel sampler uniforms (512 bytes) |
//! | 9 | `var<uniform> bump_env: array<NinthBumpEnv, 8>` | shader model 1 pixel shaders: bump-environment state per texture stage (256 bytes) |
//!
//! Float constants are packed: the ranges of [`crate::analyze::Analysis::float_constants`]
//! one after another in that order (`N` is
//! [`crate::analyze::Analysis::float_constant_count`]); `def` constants are literals in the
//! code and not uploaded, except inside a relatively read range. A relative read
//! (`c[a0.x + n]`, `c[aL + n]`) outside every uploaded range returns (0, 0, 0, 0). Int and
//! bool files are whole (`defi`/`defb` registers are literals). A module declares only the
//! bindings it uses ([`Bindings`]).
//!
//! `NinthDraw` (std140-compatible, four `vec4f`; a vertex shader with `Options::clip_planes`
//! or point quads, `Options::points`, declares seven more, 176 bytes in all,
//! [`Bindings::draw_size`]):
//!
//! | field | meaning |
//! |-------|---------|
//! | `half_pixel` | `xy` = (1 / viewport width, 1 / viewport height); `z`: vectors of one draw's block in a batched float file, 0 where the draw is not a batch (below); `w`: where a batched pixel shader's block starts in its draw's block (below) |
//! | `fog` | `x` D3DRS_FOGSTART, `y` D3DRS_FOGEND, `z` D3DRS_FOGDENSITY, `w` unused (read with `Options::fog`) |
//! | `fog_color` | D3DRS_FOGCOLOR as RGBA 0..1 |
//! | `alpha_test` | `x` D3DRS_ALPHAREF / 255, `y` D3DRS_ALPHAFUNC (D3DCMPFUNC 1-8) (read with `Options::alpha_test`); `z` the vertices of each draw of a non-indexed batch (batched float constants, below) |
//! | `point` | `x` D3DRS_POINTSIZE, `y` D3DRS_POINTSIZE_MIN, `z` D3DRS_POINTSIZE_MAX, `w` unused (read by point quads) |
//! | `clip0`-`clip5` | user clip planes 0-5 in clip space (read for the planes of `Options::clip_planes`) |
//!
//! `NinthSampler` (32 bytes, entry `n` is sampler `s#n`; read only for samplers whose
//! [`SamplerEmulation`] has a border or a LOD bias, [`Bindings::sampler_uniforms`]):
//!
//! | field | meaning |
//! |-------|---------|
//! | `border_color` | D3DSAMP_BORDERCOLOR as RGBA 0..1 (the result where a BORDER axis is outside [0, 1]) |
//! | `lod_bias` | `x` D3DSAMP_MIPMAPLODBIAS as a float; `yzw` unused |
//!
//! `NinthBumpEnv` (32 bytes, entry `n` is texture stage `n`; read by `texbem`, `texbeml` and
//! `bem`, [`Bindings::bump_env`]):
//!
//! | field | meaning |
//! |-------|---------|
//! | `mat` | D3DTSS_BUMPENVMAT00, 01, 10, 11 as floats |
//! | `luminance` | `x` D3DTSS_BUMPENVLSCALE, `y` D3DTSS_BUMPENVLOFFSET; `zw` unused |
//!
//! **Batched vertex float constants** (`Options::float_batches`): binding 1 holds
//! one block per draw, `S = draw.half_pixel.z` vectors apart (`S` >= `N`; the file is
//! declared with the whole window, [`bindings::FLOAT_FILE_VECTORS`], and
//! [`Bindings::float_batch`] = 256 / `N` is how many blocks of `N` fit); draw `b` of the
//! batch reads block `b`, so draws that differ only in their constants can be one draw
//! command: `b` is `instance_index + vertex_index / V`, `V = u32(draw.alpha_test.z)` the
//! vertices of each draw of a non-indexed batch (the term is 0 where `V` is 0): draws over
//! the same vertices are one instance each (vertex indices below `V`), draws of `V` vertices
//! each appended one after another are one instance; where `S` is 0 every draw reads block 0
//! (D3D9 instancing).
//!
//! **Batched pixel constants** (`Options::pixel_batch` = `Some(l)`, [`Bindings::pixel_batch`]):
//! the vertex shader writes its draw's first vector, `b * S`, as a flat
//! `u32` at `@location(l)`. The pixel shader reads it, adds `draw.half_pixel.w` (the vertex
//! constants' length) and finds there a header vector (`x`: the batch texture, below) and
//! then its own packed constants. Its float file is binding 2 declared with 256 vectors;
//! the renderer binds it at binding 1's offset, so both stages read one block per draw:
//! vertex constants, header, pixel constants.
//!
//! **Batch textures** (`Options::batch_textures` = K, [`Bindings::batch_textures`]): with
//! batched pixel constants and one sampler `s#n` (a colour texture without emulated sampler
//! state), entry 0 is the usual binding `2n` and entries 1 to K - 1 are textures of the
//! same kind at bindings [`bindings::batch_texture_binding`]`(k)` = 32 + k of group 1; each
//! sample reads entry `u32(header.x)` (a `switch`, so no descriptor indexing is needed).
//!
//! **User clip planes** (`Options::clip_planes`): a vertex shader computes `dot(clipN, oPos)`
//! for each enabled plane (the position before the half-pixel shift) and writes the
//! distances to `@builtin(clip_distances)` (`ClipDistances::Builtin`; the device needs
//! wgpu's `CLIP_DISTANCES`), or as `vec4f`s at one or two free inter-stage locations
//! (`ClipDistances::Varyings`) that the pixel shader reads, discarding the pixel where one
//! is negative (after the shader body, like `texkill`).
//!
//! **Point quads** (`Options::points`): the renderer draws six vertices per point, one
//! instance per point with every stream stepped per instance; the vertex shader takes its
//! corner from `vertex_index` and moves the position by `(±size / 2) * 2 / (W, H) * w`,
//! the size `oPts` (or PSIZE) where written, else `point.x`, clamped to `point.y..z`; with
//! sprites every TEXCOORD output is the corner's `(u, v, 0, 1)`.
//!
//! Version 2 added bindings 7 and 8 (version 1 had bindings 0-6 only); version 3 the
//! batched vertex float constants; version 4 the block stride in `half_pixel.z`, batched
//! pixel constants and batch textures; version 5 the point and clip-plane fields of
//! `NinthDraw`, clip distances and point quads; version 6 binding 9, the bump-environment
//! uniforms of shader model 1.
//!
//! **Bind group 1, pixel textures**: sampler `s#n` is `texture_2d<f32>` / `texture_cube<f32>`
//! / `texture_3d<f32>` (by declared kind or `Options::sampler_kinds`) at binding `2n`, and a
//! `sampler` at binding `2n + 1`; a sampler in `Options::shadow_samplers` is
//! `texture_depth_2d` + `sampler_comparison` instead ([`TextureBinding::comparison`]).
//!
//! **Bind group 2, vertex textures**: D3DVERTEXTEXTURESAMPLER0-3 are `s0`-`s3` of a
//! `vs_3_0`, at bindings `2n` and `2n + 1` the same way.
//!
//! **Vertex inputs**: input n of [`crate::analyze::Analysis::inputs`] (declaration order) is
//! `@location(n)`, `vec4f` (`vec4u` / `vec4i` where `Options::uint_inputs` /
//! `Options::sint_inputs` has bit n, converted to float like D3D9 does; `u32` where
//! `Options::udec3_inputs` / `Options::dec3n_inputs` has bit n, unpacked to
//! (x, y, z, 1) in the shader).
//!
//! **Sampler emulation** (`Options::sampler_emulation`): MIRRORONCE axes sample at
//! `clamp(abs(c), 0, 1)`, BORDER axes return `border_color` where the coordinate is outside
//! [0, 1] (the renderer sets both kinds of axes to clamp-to-edge), a LOD bias turns implicit-LOD
//! samples into `textureSampleBias` and is added to the explicit LOD of `texldl`/`texldb`
//! (gradients of `texldd` are scaled by `exp2(bias)`). Not for cube maps; shadow samplers take
//! MIRRORONCE only.
//!
//! **Inter-stage**: `@builtin(position)` and `vec4f` at the semantic locations of
//! `Options::link_map` ([`crate::link`]); a vertex shader writes the locations of
//! `Options::link_locations` (D3D9 defaults where it has no such output), a pixel shader
//! reads those of its inputs. Both stages apply `@interpolate(flat)` to colours with
//! `Options::flat_shading` and `@interpolate(perspective, centroid)` to
//! `Options::centroid_locations`. The vertex shader writes clip-space z unchanged and applies the
//! half-pixel shift (`Options::half_pixel_shift`): `x += w * half_pixel.x`,
//! `y -= w * half_pixel.y`. Colour outputs of vertex shaders before SM3 are saturated
//! (D3D9 clamps `oD#`).
//!
//! **Pixel outputs**: `oC#n` at `@location(n)`, `oDepth` is `@builtin(frag_depth)`. `vPos`
//! is `frag_coord.xy - 0.5` (D3D9 pixel centres are integers; the half-pixel shift makes
//! the pixels match); `vFace` is +1 front / -1 back from `front_facing` (the renderer sets
//! the pipeline's front face to D3D9's clockwise).
//!
//! Entry point: `main` in both stages.
//!
//! # Numeric rules (D3D9, where WGSL differs)
//!
//! `rcp(0)` and `rsq(0)` are +inf, `rsq(x)` is `1/sqrt(|x|)`, `log(x)` is `log2(|x|)` with
//! `log(0)` = -inf, `pow(x, y)` is `exp2(y * log2(|x|))`, `nrm` of a zero vector is 0,
//! `lit` clamps the power to +-127.9961, scalar instructions read the `.w` of their swizzled
//! source (the replicate component), `mova` rounds with `floor(x + 0.5)`, loops run at most
//! 255 times. `expp`/`logp` are `exp`/`log` (their SM2+ meaning). With
//! `Options::zero_times_inf`, multiplications in `mul`, `mad`, `dp*`, `m*x*`, `lrp` and
//! `pow` return 0 where either factor is 0.
//!
//! `texkill` sets a flag; the entry point discards after the shader body, so a killed pixel
//! keeps running as a helper and its neighbours' derivatives stay valid on every backend.
//!
//! Pixel shader modules turn the `derivative_uniformity` diagnostic off (a module-level filter
//! that every function uses; their WGSL text starts with
//! `diagnostic(off, derivative_uniformity);`): D3D9 allows `texld` and `dsx`/`dsy` in dynamic
//! flow control (results undefined in divergent pixels), WGSL would otherwise reject them.
//!
//! Registers are private globals (`r0`, `v3`, `oT1`, `a0`, `p0`, `aL`, ...), subroutines and
//! the numeric helpers are functions (`d3d_l2`, `d3d_rcp`, ...), the shader body is
//! `d3d_main`, the entry point copies inputs and outputs around it.

//!
//! # Example
//!
//! ```
//! use ninth_shader::{asm, bytecode, wgsl};
//! let shader = bytecode::decode(&asm::assemble(
//!     "ps_2_0
//!      def c1, 0.5, 0.5, 0.5, 1.0
//!      dcl t0.xy
//!      dcl v0
//!      dcl_2d s0
//!      texld r0, t0, s0
//!      mul r0, r0, v0
//!      mad_sat r0.xyz, r0, c0, c1
//!      mov oC0, r0",
//! )?)?;
//! let t = wgsl::translate(&shader, &wgsl::Options::default())?;
//! // The module is built directly and validated; WGSL text is made only on request, by
//! // naga's WGSL back end (it names registers `r0_`, `t0_`, ... and binds loads to `_eN`).
//! let text = t.wgsl()?;
//! assert!(text.starts_with("diagnostic(off, derivative_uniformity);\n"));
//! assert!(text.contains(
//!     "var<uniform> cf: array<vec4<f32>, 1>;"
//! ));
//! assert!(text.contains(r#"fn d3d_main() {
//!     let _e2 = t0_;
//!     let _e6 = textureSample(tex0_, samp0_, _e2.xy);
//!     r0_ = _e6;
//!     let _e7 = r0_;
//!     let _e9 = v0_;
//!     r0_ = (_e7 * _e9);
//!     let _e11 = r0_;
//!     let _e15 = cf[0];
//!     let _e21 = saturate(((_e11.xyz * _e15.xyz) + vec3(0.5f)));
//!     let _e22 = r0_;
//!     r0_ = vec4<f32>(_e21.x, _e21.y, _e21.z, _e22.w);
//!     let _e29 = r0_;
//!     oC0_ = _e29;
//! }"#));
//! assert!(text.contains(r#"fn main(@location(0) l0_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
//!     t0_ = l0_;
//!     v0_ = l10_;
//!     d3d_main();
//!     let c0_ = oC0_;
//!     return PsOut(c0_);
//! }"#));
//! assert_eq!(t.analysis.float_constants.len(), 1); // c0 only: c1 is a `def` literal
//! assert_eq!(t.bindings.textures[0].sampler, 0);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
mod arith;
mod bindings;
mod build;
mod flow;
mod helpers;
mod io;
mod options;
mod raster;
mod regs;
mod sampler;
mod sm1;
mod store;
mod texture;
mod validate;
mod writer;

pub use bindings::*;
pub use options::{ClipDistances, FogMode, Options, Points, SamplerEmulation};
pub use validate::{validate, validate_module};

use crate::analyze::{Analysis, analyze_ir};
pub use crate::error::TranslateError;
use crate::ir::{Shader, ShaderKind};

/// A translated, validated shader.
#[derive(Debug, Clone)]
pub struct Translation {
    /// The naga module, built directly from the shader.
    pub module: naga::Module,
    /// naga's validation info of [`Translation::module`].
    pub info: naga::valid::ModuleInfo,
    /// The analysis the translation used.
    pub analysis: Analysis,
    /// What the module binds.
    pub bindings: Bindings,
}

impl Translation {
    /// The module as WGSL text (naga's WGSL back end), for tools, snapshots and debugging.
    /// Pixel shaders start with `diagnostic(off, derivative_uniformity);` (see the module
    /// docs), so the text validates as WGSL too.
    pub fn wgsl(&self) -> Result<String, TranslateError> {
        let text = naga::back::wgsl::write_string(
            &self.module,
            &self.info,
            naga::back::wgsl::WriterFlags::empty(),
        )
        .map_err(|e| TranslateError::Validation {
            message: format!("naga's WGSL back end: {e}"),
            wgsl: String::new(),
        })?;
        Ok(if self.bindings.stage == ShaderKind::Pixel {
            format!("diagnostic(off, derivative_uniformity);\n\n{text}")
        } else {
            text
        })
    }
}

/// Translate a decoded shader to a naga module and validate it.
pub fn translate(shader: &Shader, options: &Options) -> Result<Translation, TranslateError> {
    let (module, analysis, bindings) = emit(shader, options)?;
    let info = validate_module(&module)?;
    Ok(Translation {
        module,
        info,
        analysis,
        bindings,
    })
}

/// Translate to a naga module without validating it (for benchmarks and debugging).
pub fn emit(
    shader: &Shader,
    options: &Options,
) -> Result<(naga::Module, Analysis, Bindings), TranslateError> {
    let v = shader.version;
    let supported = match v.major {
        1 => v.minor <= 4,
        2 => v.minor <= 1,
        3 => v.minor == 0,
        _ => false,
    };
    if !supported {
        return Err(TranslateError::unsupported(
            0,
            format!("shader version {}.{}", v.major, v.minor),
        ));
    }
    let lowered;
    let shader = if crate::sm1::is_pixel(shader) {
        lowered = crate::sm1::lower(shader)?;
        &lowered
    } else {
        crate::sm1::check_vertex(shader)?;
        shader
    };
    let analysis = analyze_ir(shader)?;
    let mut w = writer::Writer::new(shader, &analysis, options);
    w.run()?;
    let (module, bindings) = w.finish()?;
    Ok((module, analysis, bindings))
}
