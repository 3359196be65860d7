//! The content-keyed texture cache (`mr_texture_create_cached*`, `mr_texture_find_cached`),
//! as the reference renderer exposes it: textures made once per content (a 64-bit key of
//! their format, shape, mip policy and bytes), evicted least recently used under a byte
//! budget, pinned between `mr_texture_binding_scope_begin` and `_end`. A cached texture's id
//! goes stale when it is evicted; find it again by key (0: not cached).

use std::ffi::c_void;

use ninth_render::{CacheKey, Error, Result, TextureFormat};

use crate::convert::view;
use crate::guard::{call, call_value};
use crate::shared::with_shared;
use crate::types::mr_texture_id;

/// What a cached texture is: 2D (`edge`-less), cube or volume, with or without a chain.
#[derive(Clone, Copy)]
enum Shape {
    Tex2d { mips: bool },
    Cube { mips: bool },
    Volume { mips: bool },
}

/// Bytes of level 0 of a `w` x `h` x `layers` image of `format` (whole 4x4 blocks for block
/// formats).
fn level0_bytes(format: TextureFormat, (w, h, layers): (u32, u32, u32)) -> Result<usize> {
    let side = format.block_side();
    let bytes = u64::from(w.div_ceil(side))
        * u64::from(h.div_ceil(side))
        * u64::from(format.block_bytes())
        * u64::from(layers);
    usize::try_from(bytes)
        .ok()
        .filter(|&b| b <= 1 << 30)
        .ok_or_else(|| Error::args(format!("a {w}x{h}x{layers} texture of {bytes} bytes")))
}

/// Creates (or finds) the cached texture of `pixels`; writes its key to `key_out` when not
/// null. 0 on error.
///
/// # Safety
/// `pixels` points to the level-0 bytes `format` and the sizes describe; `key_out` is null
/// or writable.
unsafe fn create(
    name: &'static str,
    format: u32,
    (width, height, depth): (u32, u32, u32),
    shape: Shape,
    pixels: *const c_void,
    key_out: *mut u64,
) -> mr_texture_id {
    call_value(
        name,
        |id| id,
        |_| 0,
        || {
            let format = TextureFormat::from_d3d(format)?;
            let layers = match shape {
                Shape::Tex2d { .. } => 1,
                Shape::Cube { .. } => 6,
                Shape::Volume { .. } => depth,
            };
            let bytes = level0_bytes(format, (width, height, layers))?;
            // SAFETY: `pixels` holds the level-0 bytes (the API contract).
            let pixels = unsafe { view(pixels.cast::<u8>(), bytes, "pixels")? };
            with_shared(|s| {
                let r = &mut s.renderer;
                let (key, id) = match shape {
                    Shape::Tex2d { mips: true } => {
                        r.create_cached(format, width, height, pixels)?
                    }
                    Shape::Tex2d { mips: false } => {
                        r.create_cached_nomip(format, width, height, pixels)?
                    }
                    Shape::Cube { mips: true } => r.create_cached_cube(format, width, pixels)?,
                    Shape::Cube { mips: false } => {
                        r.create_cached_cube_nomip(format, width, pixels)?
                    }
                    Shape::Volume { mips: true } => {
                        r.create_cached_volume(format, (width, height, depth), pixels)?
                    }
                    Shape::Volume { mips: false } => {
                        r.create_cached_volume_nomip(format, (width, height, depth), pixels)?
                    }
                };
                if !key_out.is_null() {
                    // SAFETY: checked non-null; the caller passes a writable uint64_t.
                    unsafe { key_out.write_unaligned(key.0) };
                }
                Ok(s.name_texture(id))
            })
        },
    )
}

/// A cached 2D texture of `format` (a `D3DFORMAT` of four 8-bit channels: A8R8G8B8,
/// X8R8G8B8, A8B8G8R8, X8B8G8R8) with `pixels` (tightly packed rows) as level 0 and its
/// chain box-filtered on the CPU; equal content is the same texture. Its key goes to
/// `key_out` (when not null). Returns its id, or 0 on error.
///
/// # Safety
/// `pixels` points to `width * height * 4` bytes; `key_out` is null or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mr_texture_create_cached(
    format: u32,
    width: u32,
    height: u32,
    pixels: *const c_void,
    key_out: *mut u64,
) -> mr_texture_id {
    let shape = Shape::Tex2d { mips: true };
    // SAFETY: the caller's contract, passed on.
    unsafe {
        create(
            "mr_texture_create_cached",
            format,
            (width, height, 1),
            shape,
            pixels,
            key_out,
        )
    }
}

/// [`mr_texture_create_cached`] with one level, for any supported `D3DFORMAT` (rows of
/// texels, or of 4x4 blocks for block formats).
///
/// # Safety
/// `pixels` points to level 0's bytes; `key_out` is null or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mr_texture_create_cached_nomip(
    format: u32,
    width: u32,
    height: u32,
    pixels: *const c_void,
    key_out: *mut u64,
) -> mr_texture_id {
    let shape = Shape::Tex2d { mips: false };
    let name = "mr_texture_create_cached_nomip";
    // SAFETY: the caller's contract, passed on.
    unsafe { create(name, format, (width, height, 1), shape, pixels, key_out) }
}

/// A cached cube texture: `faces` holds level 0 of the six faces (+X, -X, +Y, -Y, +Z, -Z)
/// one after another; `mips` not 0 builds each face's chain on the CPU (four 8-bit channel
/// formats only).
///
/// # Safety
/// `faces` points to six faces' bytes; `key_out` is null or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mr_texture_create_cached_cube(
    format: u32,
    edge: u32,
    mips: i32,
    faces: *const c_void,
    key_out: *mut u64,
) -> mr_texture_id {
    let shape = Shape::Cube { mips: mips != 0 };
    // SAFETY: the caller's contract, passed on.
    unsafe {
        create(
            "mr_texture_create_cached_cube",
            format,
            (edge, edge, 6),
            shape,
            faces,
            key_out,
        )
    }
}

/// A cached volume texture: `slices` holds the `depth` slices of level 0 one after another;
/// `mips` not 0 builds the chain on the CPU over all three axes (four 8-bit channel formats
/// only).
///
/// # Safety
/// `slices` points to the slices' bytes; `key_out` is null or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mr_texture_create_cached_volume(
    format: u32,
    width: u32,
    height: u32,
    depth: u32,
    mips: i32,
    slices: *const c_void,
    key_out: *mut u64,
) -> mr_texture_id {
    let shape = Shape::Volume { mips: mips != 0 };
    let name = "mr_texture_create_cached_volume";
    // SAFETY: the caller's contract, passed on.
    unsafe { create(name, format, (width, height, depth), shape, slices, key_out) }
}

/// The cached texture of `key`, marked as just used (and pinned inside a binding scope);
/// 0 when it is not cached (never made, or evicted): not an error.
#[unsafe(no_mangle)]
pub extern "C" fn mr_texture_find_cached(key: u64) -> mr_texture_id {
    call_value(
        "mr_texture_find_cached",
        |id| id,
        |_| 0,
        || {
            with_shared(|s| {
                Ok(match s.renderer.find_cached(CacheKey(key)) {
                    Some(id) => s.name_texture(id),
                    None => 0,
                })
            })
        },
    )
}

/// Opens a binding scope: every cached texture found or created until
/// [`mr_texture_binding_scope_end`] is pinned (never evicted; a creation that would need to
/// evict one fails). `MR_ERR_STATE` when one is open.
#[unsafe(no_mangle)]
pub extern "C" fn mr_texture_binding_scope_begin() -> i32 {
    call("mr_texture_binding_scope_begin", || {
        with_shared(|s| s.renderer.begin_binding_scope())
    })
}

/// Ends the binding scope. `MR_ERR_STATE` when none is open.
#[unsafe(no_mangle)]
pub extern "C" fn mr_texture_binding_scope_end() -> i32 {
    call("mr_texture_binding_scope_end", || {
        with_shared(|s| s.renderer.end_binding_scope())
    })
}

/// Sets the cache's byte budget (mip chains included; default 512 MiB); it shrinks to it
/// at the next creation.
#[unsafe(no_mangle)]
pub extern "C" fn mr_texture_cache_set_budget(bytes: u64) -> i32 {
    call("mr_texture_cache_set_budget", || {
        with_shared(|s| {
            s.renderer.set_texture_cache_budget(bytes);
            Ok(())
        })
    })
}

/// Writes the bytes and entries the cache holds to the non-null pointers.
///
/// # Safety
/// Each pointer is null or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mr_texture_cache_usage(bytes_out: *mut u64, entries_out: *mut u32) -> i32 {
    call("mr_texture_cache_usage", || {
        with_shared(|s| {
            let (bytes, entries) = s.renderer.texture_cache_usage();
            // SAFETY: each pointer is checked non-null and writable by the contract.
            unsafe {
                if !bytes_out.is_null() {
                    bytes_out.write_unaligned(bytes);
                }
                if !entries_out.is_null() {
                    entries_out.write_unaligned(entries as u32);
                }
            }
            Ok(())
        })
    })
}
