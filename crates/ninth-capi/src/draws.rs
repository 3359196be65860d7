//! Entry points of contexts, clears, the viewport and the five draws.

use std::ffi::c_void;

use ninth_render::state::program::{IndexData, Indices, ProgramDrawState};
use ninth_render::{Error, Result};

use crate::convert::{self, read, view};
use crate::guard::{call, call_value};
use crate::shared::{Shared, with_shared};
use crate::types::*;

/// Creates a `width` x `height` context (each side 1-8192) whose colour target starts opaque
/// black and its depth 1.0, stencil 0. Returns null on error (`mr_last_error` says why).
#[unsafe(no_mangle)]
pub extern "C" fn mr_create(width: u32, height: u32) -> *mut mr_context {
    call_value(
        "mr_create",
        |handle| handle,
        |_| std::ptr::null_mut(),
        || {
            with_shared(|s| {
                let id = s.renderer.create_context(width, height)?;
                Ok(s.add_context(id))
            })
        },
    )
}

/// Replaces a context's targets with `width` x `height` ones (opaque black, depth 1.0) after
/// waiting for queued GPU work; caches survive.
#[unsafe(no_mangle)]
pub extern "C" fn mr_resize(ctx: *mut mr_context, width: u32, height: u32) -> i32 {
    call("mr_resize", || {
        with_shared(|s| {
            let id = s.context(ctx)?.id;
            s.renderer.resize_context(id, width, height)
        })
    })
}

/// Flushes and waits for queued work, then frees a context; its handle and its target's
/// texture id become invalid.
#[unsafe(no_mangle)]
pub extern "C" fn mr_destroy(ctx: *mut mr_context) -> i32 {
    call("mr_destroy", || {
        with_shared(|s| {
            let id = s.context(ctx)?.id;
            s.renderer.destroy_context(id)?;
            s.remove_context(ctx);
            Ok(())
        })
    })
}

fn with_context(
    ctx: *mut mr_context,
    f: impl FnOnce(&mut Shared, ninth_render::ContextId, bool) -> Result<()>,
) -> Result<()> {
    with_shared(|s| {
        let entry = s.context(ctx)?;
        let (id, overlay) = (entry.id, entry.overlay);
        f(s, id, overlay)
    })
}

/// Clears a context's colour target to a D3DCOLOR (0xAARRGGBB).
#[unsafe(no_mangle)]
pub extern "C" fn mr_clear(ctx: *mut mr_context, color: u32) -> i32 {
    call("mr_clear", || {
        with_context(ctx, |s, id, _| s.renderer.clear_color(id, color))
    })
}

/// Clears a context's depth to `depth` (0..1).
#[unsafe(no_mangle)]
pub extern "C" fn mr_clear_depth(ctx: *mut mr_context, depth: f32) -> i32 {
    call("mr_clear_depth", || {
        if !(0.0..=1.0).contains(&depth) {
            return Err(Error::args(format!("depth {depth} is not within 0..1")));
        }
        with_context(ctx, |s, id, _| s.renderer.clear_depth(id, depth))
    })
}

/// Clears a context's stencil to the low 8 bits of `stencil`.
#[unsafe(no_mangle)]
pub extern "C" fn mr_clear_stencil(ctx: *mut mr_context, stencil: u32) -> i32 {
    call("mr_clear_stencil", || {
        with_context(ctx, |s, id, _| s.renderer.clear_stencil(id, stencil))
    })
}

/// Sets the viewport (clamped to the target); it clips every draw, and clip-space draws map
/// to it.
#[unsafe(no_mangle)]
pub extern "C" fn mr_set_viewport(
    ctx: *mut mr_context,
    x: u32,
    y: u32,
    width: u32,
    height: u32,
) -> i32 {
    call("mr_set_viewport", || {
        with_context(ctx, |s, id, _| {
            s.renderer.set_viewport(id, x, y, width, height)
        })
    })
}

/// Marks a context as an overlay (HUD) target when `overlay` is not 0: source-alpha blending
/// accumulates coverage in alpha.
#[unsafe(no_mangle)]
pub extern "C" fn mr_set_overlay_target(ctx: *mut mr_context, overlay: i32) -> i32 {
    call("mr_set_overlay_target", || {
        with_shared(|s| {
            let entry = s.context(ctx)?;
            entry.overlay = overlay != 0;
            let id = entry.id;
            s.renderer.set_overlay_target(id, overlay != 0)
        })
    })
}

/// Checks the counts of a draw before its memory is viewed.
fn check_counts(nv: u32, ni: u32) -> Result<()> {
    if nv == 0 || nv > MR_MAX_VERTS {
        return Err(Error::bounds(format!(
            "vertex count {nv} is outside 1..={MR_MAX_VERTS}"
        )));
    }
    if ni > MR_MAX_INDICES {
        return Err(Error::bounds(format!(
            "index count {ni} is over {MR_MAX_INDICES}"
        )));
    }
    Ok(())
}

/// The indices of a draw (`None` when `ni` is 0).
///
/// # Safety
/// A non-null `indices` must point to `ni` readable values.
unsafe fn indices<'a>(indices: *const u16, ni: u32) -> Result<Option<&'a [u16]>> {
    if ni == 0 {
        return Ok(None);
    }
    // SAFETY: forwarded to the caller.
    unsafe { view(indices, ni as usize, "indices") }.map(Some)
}

/// Draws `nv` pretransformed vertices of `stride` bytes (28 to 256; the first 28 as
/// `mr_vertex_rhw`) with optional 16-bit indices (`ni` 0: none): the vertex colour,
/// modulated by the state's texture. Fewer vertices or indices than one primitive, or an
/// empty viewport, draw nothing and succeed.
///
/// # Safety
/// Each non-null pointer must point to the memory its arguments describe (counts,
/// sizes, strides), valid for the call.
#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn mr_draw_rhw(
    ctx: *mut mr_context,
    state: *const mr_draw_state,
    primitive: mr_primitive,
    vertices: *const c_void,
    stride: u32,
    nv: u32,
    indices: *const u16,
    ni: u32,
) -> i32 {
    call("mr_draw_rhw", || {
        with_context(ctx, |s, id, _| {
            // SAFETY: `state` points to an mr_draw_state when not null (the API contract).
            let state = convert::rhw_state(s, unsafe { read(state, "state")? })?;
            let primitive = convert::primitive(primitive)?;
            check_counts(nv, ni)?;
            if !(28..=MR_MAX_VERTEX_STRIDE).contains(&stride) {
                return Err(Error::args(format!(
                    "stride {stride} is outside 28..={MR_MAX_VERTEX_STRIDE}"
                )));
            }
            let bytes = nv as usize * stride as usize;
            // SAFETY: `vertices` holds `nv` vertices of `stride` bytes (the API contract).
            let vertices = unsafe { view(vertices.cast::<u8>(), bytes, "vertices")? };
            // SAFETY: `indices` holds `ni` indices (the API contract).
            let indices = unsafe { self::indices(indices, ni)? };
            let stride = stride as usize;
            s.renderer
                .draw_rhw(id, &state, primitive, vertices, stride, indices)
        })
    })
}

/// Draws `nv` vertices of stream 0 (`stride` bytes each, 1 to 256) and the state's secondary
/// streams, laid out by the state's declaration, through the state's translated vertex
/// shader and its pixel shader (or fixed-function stages), with optional 16-bit indices.
///
/// # Safety
/// Each non-null pointer must point to the memory its arguments describe (counts,
/// sizes, strides), valid for the call.
#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn mr_draw_program(
    ctx: *mut mr_context,
    state: *const mr_program_state,
    primitive: mr_primitive,
    vertices: *const c_void,
    stride: u32,
    nv: u32,
    indices: *const u16,
    ni: u32,
) -> i32 {
    call("mr_draw_program", || {
        with_context(ctx, |s, id, overlay| {
            // SAFETY: `state` points to an mr_program_state when not null (the API contract).
            let state_in = unsafe { read(state, "state")? };
            let primitive = convert::primitive(primitive)?;
            check_counts(nv, ni)?;
            if !(1..=MR_MAX_VERTEX_STRIDE).contains(&stride) {
                return Err(Error::args(format!(
                    "stride {stride} is outside 1..={MR_MAX_VERTEX_STRIDE}"
                )));
            }
            let mut p = s.program_scratch.take().unwrap_or_default();
            // SAFETY: forwarded from mr_draw_program's contract.
            let drawn = unsafe {
                draw_program_with(
                    s,
                    &mut p,
                    state_in,
                    (id, overlay),
                    primitive,
                    stride,
                    (vertices, nv),
                    (indices, ni),
                )
            };
            s.program_scratch = Some(p);
            drawn
        })
    })
}

/// The body of `mr_draw_program`, filling `p`.
///
/// # Safety
/// As `mr_draw_program`: each non-null pointer points to the memory its arguments describe.
#[allow(clippy::too_many_arguments)]
unsafe fn draw_program_with(
    s: &mut Shared,
    p: &mut ProgramDrawState,
    state_in: &mr_program_state,
    (id, overlay): (ninth_render::ContextId, bool),
    primitive: ninth_render::Primitive,
    stride: u32,
    (vertices, nv): (*const c_void, u32),
    (indices, ni): (*const u16, u32),
) -> Result<()> {
    convert::program_state(s, state_in, (overlay, true), p)?;
    let bytes = nv as usize * stride as usize;
    // SAFETY: `vertices` holds `nv` vertices of `stride` bytes (the API contract).
    let stream0 = unsafe { view(vertices.cast::<u8>(), bytes, "vertices")? };
    let mut streams: Vec<&[u8]> = vec![stream0];
    p.streams[0].stride = stride;
    let n = state_in.stream_count;
    if n > 15 {
        return Err(Error::args(format!("stream count {n} is over 15")));
    }
    // SAFETY: the state's `streams` holds `stream_count` entries (the API contract).
    let extra = unsafe { view(state_in.streams, n as usize, "streams")? };
    for st in extra {
        let i = st.index as usize;
        if !(1..=15).contains(&i) || streams.get(i).is_some_and(|b| !b.is_empty()) {
            return Err(Error::args(format!(
                "stream index {i} is outside 1..=15 or given twice"
            )));
        }
        if !(1..=MR_MAX_VERTEX_STRIDE).contains(&st.stride) {
            return Err(Error::args(format!(
                "stream {i} stride {} is outside 1..={MR_MAX_VERTEX_STRIDE}",
                st.stride
            )));
        }
        // SAFETY: each stream's `data` holds `size` bytes (the API contract).
        let data = unsafe { view(st.data.cast::<u8>(), st.size as usize, "stream data")? };
        if streams.len() <= i {
            streams.resize(i + 1, &[]);
        }
        streams[i] = data;
        p.streams[i].stride = st.stride;
    }
    // SAFETY: `indices` holds `ni` indices (the API contract).
    let indices = unsafe { self::indices(indices, ni)? }.map(|i| Indices {
        data: IndexData::U16(i),
        base_vertex: 0,
    });
    // Streams inside a resident buffer's range are bound from it (`resident.rs`).
    let mut resident = [None; 16];
    for (r, bytes) in resident.iter_mut().zip(&streams) {
        *r = s.resident.find(bytes);
    }
    if resident.iter().any(Option::is_some) {
        let n = streams.len();
        return s.renderer.draw_program_resident(
            id,
            p,
            primitive,
            &streams,
            &resident[..n],
            indices,
        );
    }
    s.renderer.draw_program(id, p, primitive, &streams, indices)
}

/// Which fixed draw runs.
#[derive(Clone, Copy)]
enum Fixed {
    Rhw,
    Clip,
}

/// The bytes of `nv` fixed vertices (`mr_vertex_fixed_clip` has the same layout).
///
/// # Safety
/// A non-null `vertices` must point to `nv` readable records.
unsafe fn fixed_bytes<'a>(vertices: *const mr_vertex_fixed_rhw, nv: u32) -> Result<&'a [u8]> {
    // SAFETY: forwarded to the caller.
    let records = unsafe { view(vertices, nv as usize, "vertices")? };
    // SAFETY: the records are plain data of 4-byte fields without padding, so their memory
    // is `len * size` initialised bytes.
    Ok(unsafe {
        std::slice::from_raw_parts(
            records.as_ptr().cast::<u8>(),
            std::mem::size_of_val(records),
        )
    })
}

fn draw_fixed(
    ctx: *mut mr_context,
    state: *const mr_fixed_state,
    primitive: mr_primitive,
    (vertices, nv): (*const mr_vertex_fixed_rhw, u32),
    (indices, ni): (*const u16, u32),
    kind: Fixed,
) -> Result<()> {
    with_context(ctx, |s, id, overlay| {
        // SAFETY: `state` points to an mr_fixed_state when not null (the API contract).
        let state = convert::fixed_state(s, unsafe { read(state, "state")? }, overlay)?;
        let primitive = convert::primitive(primitive)?;
        check_counts(nv, ni)?;
        // SAFETY: `vertices` holds `nv` fixed vertices (the API contract).
        let vertices = unsafe { fixed_bytes(vertices, nv)? };
        // SAFETY: `indices` holds `ni` indices (the API contract).
        let indices = unsafe { self::indices(indices, ni)? };
        match kind {
            Fixed::Rhw => s
                .renderer
                .draw_fixed_rhw(id, &state, primitive, vertices, indices),
            Fixed::Clip => s
                .renderer
                .draw_fixed_clip(id, &state, primitive, vertices, indices),
        }
    })
}

/// Draws `nv` pretransformed fixed vertices through the state's texture-stage cascade, with
/// optional 16-bit indices.
///
/// # Safety
/// Each non-null pointer must point to the memory its arguments describe (counts,
/// sizes, strides), valid for the call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mr_draw_fixed_rhw(
    ctx: *mut mr_context,
    state: *const mr_fixed_state,
    primitive: mr_primitive,
    vertices: *const mr_vertex_fixed_rhw,
    nv: u32,
    indices: *const u16,
    ni: u32,
) -> i32 {
    call("mr_draw_fixed_rhw", || {
        let v = (vertices, nv);
        draw_fixed(ctx, state, primitive, v, (indices, ni), Fixed::Rhw)
    })
}

/// Draws `nv` clip-space fixed vertices, mapped to the viewport, through the state's
/// texture-stage cascade, with optional 16-bit indices.
///
/// # Safety
/// Each non-null pointer must point to the memory its arguments describe (counts,
/// sizes, strides), valid for the call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mr_draw_fixed_clip(
    ctx: *mut mr_context,
    state: *const mr_fixed_state,
    primitive: mr_primitive,
    vertices: *const mr_vertex_fixed_clip,
    nv: u32,
    indices: *const u16,
    ni: u32,
) -> i32 {
    call("mr_draw_fixed_clip", || {
        let v = (vertices.cast::<mr_vertex_fixed_rhw>(), nv);
        draw_fixed(ctx, state, primitive, v, (indices, ni), Fixed::Clip)
    })
}

/// Draws `nv` pretransformed fixed vertices through the state's pixel shader (or, without
/// one, its fixed-function stages), with optional 16-bit indices. The vertex shader and
/// declaration of the state are ignored.
///
/// # Safety
/// Each non-null pointer must point to the memory its arguments describe (counts,
/// sizes, strides), valid for the call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mr_draw_program_rhw(
    ctx: *mut mr_context,
    state: *const mr_program_state,
    primitive: mr_primitive,
    vertices: *const mr_vertex_fixed_rhw,
    nv: u32,
    indices: *const u16,
    ni: u32,
) -> i32 {
    call("mr_draw_program_rhw", || {
        with_context(ctx, |s, id, overlay| {
            // SAFETY: `state` points to an mr_program_state when not null (the API contract).
            let state = unsafe { read(state, "state")? };
            let primitive = convert::primitive(primitive)?;
            check_counts(nv, ni)?;
            // SAFETY: `vertices` holds `nv` fixed vertices (the API contract).
            let bytes = unsafe { fixed_bytes(vertices, nv)? };
            // SAFETY: `indices` holds `ni` indices (the API contract).
            let indices = unsafe { self::indices(indices, ni)? }.map(|i| Indices {
                data: IndexData::U16(i),
                base_vertex: 0,
            });
            let mut p = s.program_scratch.take().unwrap_or_default();
            let drawn = convert::program_state(s, state, (overlay, false), &mut p).and_then(|()| {
                s.renderer
                    .draw_program_rhw(id, &p, primitive, bytes, indices)
            });
            s.program_scratch = Some(p);
            drawn
        })
    })
}
