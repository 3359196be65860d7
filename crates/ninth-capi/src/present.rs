//! Entry points of render-target textures, readback and CPU writes, blits, commits, the
//! texture calls, the fast-path switch, the traffic counters, and the helpers that fill the
//! state structs with D3D9's defaults.

use std::ffi::c_void;

use ninth_render::state::fixed::StageState;
use ninth_render::{Error, Result, StretchFilter};

use crate::convert::view;
use crate::guard::{call, call_value};
use crate::shared::with_shared;
use crate::types::*;

/// The texture id aliasing a context's colour target, so a draw into another context samples
/// it in submission order; the context's waiting clears are encoded first. Returns 0 on
/// error.
#[unsafe(no_mangle)]
pub extern "C" fn mr_target_texture(ctx: *mut mr_context) -> mr_texture_id {
    call_value(
        "mr_target_texture",
        |id| id,
        |_| 0,
        || {
            with_shared(|s| {
                let entry = s.context(ctx)?;
                let id = entry.id;
                let texture = s.renderer.target_texture(id)?;
                let c = s.name_texture(texture);
                s.context(ctx)?.target_alias = Some(c);
                Ok(c)
            })
        },
    )
}

/// Commits the work recorded so far, waits for it, and copies the colour target into
/// `pixels`: `height` rows of `width` B, G, R, A pixels (`size` must be at least
/// `width * height * 4`). A synchronous stall.
///
/// # Safety
/// Each non-null pointer must point to the memory its arguments describe (counts,
/// sizes, strides), valid for the call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mr_read_framebuffer(
    ctx: *mut mr_context,
    pixels: *mut c_void,
    size: usize,
) -> i32 {
    call("mr_read_framebuffer", || {
        with_shared(|s| {
            let id = s.context(ctx)?.id;
            let (w, h) = s.renderer.context_size(id)?;
            let needed = w as usize * h as usize * 4;
            if size < needed {
                return Err(Error::args(format!(
                    "size {size} is below the {w}x{h} target's {needed} bytes"
                )));
            }
            if pixels.is_null() {
                return Err(Error::args("pixels is null"));
            }
            let bgra = s.renderer.read_framebuffer(id)?;
            // SAFETY: `pixels` is writable for `size` >= `needed` bytes (the API contract).
            let out = unsafe { std::slice::from_raw_parts_mut(pixels.cast::<u8>(), needed) };
            out.copy_from_slice(&bgra[..needed]);
            Ok(())
        })
    })
}

/// Bytes a `width` x `height` rectangle of rows `row_pitch` apart spans, checking the pitch.
fn rect_bytes(width: u32, height: u32, row_pitch: u32) -> Result<usize> {
    if width > MR_MAX_TARGET_SIDE || height > MR_MAX_TARGET_SIDE {
        return Err(Error::args(format!(
            "rectangle {width}x{height} is larger than {MR_MAX_TARGET_SIDE} per side"
        )));
    }
    if u64::from(row_pitch) < u64::from(width) * 4 {
        return Err(Error::args(format!(
            "row pitch {row_pitch} is below 4 * width ({width})"
        )));
    }
    if width == 0 || height == 0 {
        return Ok(0);
    }
    Ok(row_pitch as usize * (height as usize - 1) + width as usize * 4)
}

/// Writes B, G, R, A pixels (`row_pitch` bytes per source row) into the rectangle `(x, y,
/// width, height)` of a context's colour target, ordered after earlier draws and before
/// later ones.
///
/// # Safety
/// Each non-null pointer must point to the memory its arguments describe (counts,
/// sizes, strides), valid for the call.
#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn mr_write_framebuffer(
    ctx: *mut mr_context,
    x: u32,
    y: u32,
    width: u32,
    height: u32,
    pixels: *const c_void,
    row_pitch: u32,
) -> i32 {
    call("mr_write_framebuffer", || {
        with_shared(|s| {
            let id = s.context(ctx)?.id;
            let bytes = rect_bytes(width, height, row_pitch)?;
            // SAFETY: `pixels` holds the rectangle's rows (the API contract).
            let pixels = unsafe { view(pixels.cast::<u8>(), bytes, "pixels")? };
            s.renderer
                .write_framebuffer(id, x, y, width, height, pixels, row_pitch)
        })
    })
}

/// Copies a context's colour target onto another context's (of the same size), ordered
/// after every draw recorded so far: ninth's form of the hand-off to a presenter.
#[unsafe(no_mangle)]
pub extern "C" fn mr_blit_target_to(ctx: *mut mr_context, dst: *mut mr_context) -> i32 {
    call("mr_blit_target_to", || {
        with_shared(|s| {
            let src = s.context(ctx)?.id;
            let dst_id = s.context(dst)?.id;
            if src == dst_id {
                return Err(Error::args("source and destination are one context"));
            }
            let (a, b) = (
                s.renderer.context_size(src)?,
                s.renderer.context_size(dst_id)?,
            );
            if a != b {
                return Err(Error::args(format!(
                    "the source is {}x{}, the destination {}x{} (sizes must match)",
                    a.0, a.1, b.0, b.1
                )));
            }
            s.renderer
                .stretch_rect(src, None, dst_id, None, StretchFilter::Point)
        })
    })
}

/// Copies the whole of texture `src` into texture `dst` on the shared command buffer,
/// ordered after every draw recorded so far and before later ones (no CPU stall). Either
/// may be a render target's id from `mr_target_texture` (its waiting clears come first).
/// The two must differ and have the same size, levels and format (`MR_ERR_ARGS`); an
/// unknown id or 0 is `MR_ERR_TEXTURE`.
#[unsafe(no_mangle)]
pub extern "C" fn mr_blit_texture_copy(src: mr_texture_id, dst: mr_texture_id) -> i32 {
    call("mr_blit_texture_copy", || {
        with_shared(|s| {
            let from = s
                .texture(src)?
                .ok_or_else(|| Error::texture("source texture id 0"))?;
            let to = s
                .texture(dst)?
                .ok_or_else(|| Error::texture("destination texture id 0"))?;
            s.renderer.copy_texture(from, to)
        })
    })
}

/// The caller's callback and argument, sent to the thread that completes the commit.
struct Done {
    done: mr_commit_done,
    arg: usize,
}

impl Done {
    fn call(self, ok: bool) {
        if let Some(done) = self.done {
            // SAFETY: the caller gave a callback taking (arg, ok) and an argument valid
            // until it is called (the API contract); it is called exactly once.
            unsafe { done(self.arg as *mut c_void, i32::from(ok)) }
        }
    }
}

/// Encodes waiting clears, submits the recorded work and calls `done(arg, ok)` exactly once
/// when the GPU has finished it (at once, inside this call, when nothing was pending; else on
/// ninth's poll thread). `done` may be null. `done` must not call `mr_*` functions (one called
/// inside this call fails with `MR_ERR_STATE`). On failure `ok` is 0 and
/// `mr_last_commit_error` has the text.
///
/// # Safety
/// Each non-null pointer must point to the memory its arguments describe (counts,
/// sizes, strides), valid for the call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mr_commit_async(done: mr_commit_done, arg: *mut c_void) -> i32 {
    call("mr_commit_async", || {
        with_shared(|s| {
            let done = Done {
                done,
                arg: arg as usize,
            };
            s.renderer
                .commit_async(Box::new(move |result| done.call(result.is_ok())));
            Ok(())
        })
    })
}

/// Creates a `width` x `height` 2D A8R8G8B8 texture from tightly packed B, G, R, A rows, or
/// transparent black when `pixels` is null. Returns its id, or 0 on error.
///
/// # Safety
/// Each non-null pointer must point to the memory its arguments describe (counts,
/// sizes, strides), valid for the call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mr_texture_create(
    width: u32,
    height: u32,
    pixels: *const c_void,
) -> mr_texture_id {
    call_value(
        "mr_texture_create",
        |id| id,
        |_| 0,
        || {
            with_shared(|s| {
                let bytes = rect_bytes(width, height, width.saturating_mul(4))?;
                let pixels = if pixels.is_null() {
                    None
                } else {
                    // SAFETY: `pixels` holds the texture's rows (the API contract).
                    Some(unsafe { view(pixels.cast::<u8>(), bytes, "pixels")? })
                };
                let id = s.renderer.create_texture(width, height, pixels)?;
                Ok(s.name_texture(id))
            })
        },
    )
}

/// Writes B, G, R, A pixels (`row_pitch` bytes per source row) into the rectangle `(x, y,
/// width, height)` of a texture, ordered after the draws recorded so far.
///
/// # Safety
/// Each non-null pointer must point to the memory its arguments describe (counts,
/// sizes, strides), valid for the call.
#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn mr_texture_update(
    texture: mr_texture_id,
    x: u32,
    y: u32,
    width: u32,
    height: u32,
    pixels: *const c_void,
    row_pitch: u32,
) -> i32 {
    call("mr_texture_update", || {
        with_shared(|s| {
            let id = s
                .texture(texture)?
                .ok_or_else(|| Error::texture("texture id 0"))?;
            let bytes = rect_bytes(width, height, row_pitch)?;
            // SAFETY: `pixels` holds the rectangle's rows (the API contract).
            let pixels = unsafe { view(pixels.cast::<u8>(), bytes, "pixels")? };
            s.renderer
                .update_texture(id, x, y, width, height, pixels, row_pitch)
        })
    })
}

/// Destroys a texture (draws already recorded keep it alive); render-target ids are refused.
#[unsafe(no_mangle)]
pub extern "C" fn mr_texture_destroy(texture: mr_texture_id) -> i32 {
    call("mr_texture_destroy", || {
        with_shared(|s| {
            let id = s
                .texture(texture)?
                .ok_or_else(|| Error::texture("texture id 0"))?;
            s.renderer.destroy_texture(id)?;
            s.forget_texture(texture);
            Ok(())
        })
    })
}

/// Switches the fast paths (folded clears, bound-state reuse, resident buffers bound by
/// `mr_draw_program`) on (not 0) or off, between draws; turning them off encodes the waiting clears.
#[unsafe(no_mangle)]
pub extern "C" fn mr_set_fast_paths(enabled: i32) -> i32 {
    call("mr_set_fast_paths", || {
        with_shared(|s| {
            s.renderer.set_fast_paths(enabled != 0);
            Ok(())
        })
    })
}

/// Fills `out` with the cumulative traffic counters.
///
/// # Safety
/// Each non-null pointer must point to the memory its arguments describe (counts,
/// sizes, strides), valid for the call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mr_draw_traffic_stats(out: *mut mr_traffic_stats) -> i32 {
    call("mr_draw_traffic_stats", || {
        if out.is_null() || !out.is_aligned() {
            return Err(Error::args("out is null or misaligned"));
        }
        let c = with_shared(|s| Ok(s.renderer.counters()))?;
        let stats = mr_traffic_stats {
            resident_bytes: c.resident_bytes,
            arena_bytes: c.bytes_copied,
            folded_clears: c.clears_folded,
            draws: c.draws,
            passes: c.passes_begun,
        };
        // SAFETY: `out` is non-null, aligned and writable (the API contract).
        unsafe { out.write(stats) };
        Ok(())
    })
}

/// D3D9's default sampler states.
fn default_sampler() -> mr_program_sampler {
    mr_program_sampler {
        address_u: 1,
        address_v: 1,
        address_w: 1,
        mag_filter: 1,
        min_filter: 1,
        max_anisotropy: 1,
        ..Default::default()
    }
}

fn fixed_defaults() -> mr_fixed_state {
    let mut stages = [mr_fixed_stage::default(); 8];
    for (n, stage) in stages.iter_mut().enumerate() {
        let d = StageState::d3d9_default(n);
        *stage = mr_fixed_stage {
            color_op: d.color_op,
            color_args: d.color_args,
            alpha_op: d.alpha_op,
            alpha_args: d.alpha_args,
            result_arg: d.result_arg,
            texcoord_index: d.texcoord_index,
            texture_kind: 0,
            texture: 0,
            constant: 0,
            sampler: default_sampler(),
        };
    }
    mr_fixed_state {
        stages,
        texture_factor: 0xffff_ffff,
        alpha_func: 8,
        write_mask: 0xf,
        depth_stencil: mr_depth_stencil {
            depth_enable: 1,
            depth_write: 1,
            depth_func: 4,
            stencil_func: 8,
            stencil_pass: 1,
            stencil_fail: 1,
            stencil_zfail: 1,
            stencil_read_mask: 0xffff_ffff,
            stencil_write_mask: 0xffff_ffff,
            ..Default::default()
        },
        cull: 3,
        ..Default::default()
    }
}

/// Writes `value` through a checked out pointer.
fn write_out<T>(name: &'static str, out: *mut T, value: T) -> i32 {
    call(name, || {
        if out.is_null() || !out.is_aligned() {
            return Err(Error::args("out is null or misaligned"));
        }
        // SAFETY: `out` is non-null, aligned and writable (the API contract).
        unsafe { out.write(value) };
        Ok(())
    })
}

/// Fills `out` with `mr_draw_rhw`'s defaults: no blending, all channels written, no depth,
/// no culling, no texture, nearest filtering with wrap addressing.
///
/// # Safety
/// Each non-null pointer must point to the memory its arguments describe (counts,
/// sizes, strides), valid for the call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mr_draw_state_defaults(out: *mut mr_draw_state) -> i32 {
    let value = mr_draw_state {
        blend: MR_BLEND_NONE,
        blend_src: 2,
        blend_dst: 1,
        blend_op: 1,
        write_mask: 0xf,
        depth_test: 0,
        depth_write: 0,
        cull: 1,
        texture: 0,
        linear_filter: 0,
        address_clamp: 0,
    };
    write_out("mr_draw_state_defaults", out, value)
}

/// Fills `out` with D3D9's device defaults: stage 0 modulates texture and diffuse (alpha:
/// texture), later stages disabled, depth test LESSEQUAL with writes, counter-clockwise
/// culling, no blending, no fog, no alpha test.
///
/// # Safety
/// Each non-null pointer must point to the memory its arguments describe (counts,
/// sizes, strides), valid for the call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mr_fixed_state_defaults(out: *mut mr_fixed_state) -> i32 {
    write_out("mr_fixed_state_defaults", out, fixed_defaults())
}

/// Fills `out` with no shaders, declaration, streams or constants, no textures, default
/// samplers and `mr_fixed_state_defaults` as `fixed`.
///
/// # Safety
/// Each non-null pointer must point to the memory its arguments describe (counts,
/// sizes, strides), valid for the call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mr_program_state_defaults(out: *mut mr_program_state) -> i32 {
    let value = mr_program_state {
        vs_tokens: std::ptr::null(),
        vs_token_count: 0,
        ps_tokens: std::ptr::null(),
        ps_token_count: 0,
        declaration: std::ptr::null(),
        declaration_count: 0,
        streams: std::ptr::null(),
        stream_count: 0,
        vs_constants: std::ptr::null(),
        vs_constant_count: 0,
        ps_constants: std::ptr::null(),
        ps_constant_count: 0,
        textures: [0; 16],
        samplers: [default_sampler(); 16],
        fixed: fixed_defaults(),
    };
    write_out("mr_program_state_defaults", out, value)
}

/// Which operands (bit 0: arg0, bit 1: arg1, bit 2: arg2) a `D3DTEXTUREOP` reads:
/// SELECTARG1 only arg1, SELECTARG2 only arg2, MULTIPLYADD and LERP all three, DISABLE none,
/// every other op arg1 and arg2.
#[unsafe(no_mangle)]
pub extern "C" fn mr_fixed_op_arg_mask(op: u32) -> u32 {
    match op {
        1 => 0,
        2 => 0b010,
        3 => 0b100,
        25 | 26 => 0b111,
        _ => 0b110,
    }
}
