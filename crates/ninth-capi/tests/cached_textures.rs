//! The content-keyed texture cache through the C API: equal content is one id and key, a
//! key finds its texture until it is evicted (then 0), a binding scope pins what it found,
//! cube and volume variants count their chains, and a cached texture draws its texels.

use std::ffi::CStr;
use std::sync::Mutex;

use ninth_capi::*;

/// The cache is the shared renderer's: one test at a time.
static LOCK: Mutex<()> = Mutex::new(());

const A8R8G8B8: u32 = 21;
const QUAD: [u16; 6] = [0, 1, 2, 2, 1, 3];

fn last() -> String {
    // SAFETY: mr_last_error returns a NUL-terminated string owned by this thread.
    unsafe { CStr::from_ptr(mr_last_error()) }
        .to_string_lossy()
        .into_owned()
}

#[track_caller]
fn ok(code: i32) {
    assert_eq!(code, MR_OK, "{}", last());
}

fn solid(color: u32, texels: usize) -> Vec<u8> {
    std::iter::repeat_n(color.to_le_bytes(), texels)
        .flatten()
        .collect()
}

fn nomip(color: u32) -> (mr_texture_id, u64) {
    let mut key = 0u64;
    // SAFETY: 8x8 texels; a writable key.
    let id = unsafe {
        mr_texture_create_cached_nomip(A8R8G8B8, 8, 8, solid(color, 64).as_ptr().cast(), &mut key)
    };
    assert_ne!(id, 0, "{}", last());
    (id, key)
}

fn usage() -> (u64, u32) {
    let (mut bytes, mut entries) = (0u64, 0u32);
    // SAFETY: writable outputs.
    ok(unsafe { mr_texture_cache_usage(&mut bytes, &mut entries) });
    (bytes, entries)
}

#[test]
fn keys_find_textures_until_evicted_and_scopes_pin() {
    let _lock = LOCK.lock().unwrap_or_else(|p| p.into_inner());
    let (start_bytes, start_entries) = usage();
    ok(mr_texture_cache_set_budget(start_bytes + 512));
    let (a, key_a) = nomip(0xff01_0203);
    assert_eq!(nomip(0xff01_0203), (a, key_a), "equal content: one texture");
    assert_eq!(mr_texture_find_cached(key_a), a);
    let (_, key_b) = nomip(0xff04_0506);
    assert_eq!(usage(), (start_bytes + 512, start_entries + 2));
    // A full budget: inside a scope that found A, a third texture evicts B, not A.
    ok(mr_texture_binding_scope_begin());
    assert_eq!(
        mr_texture_binding_scope_begin(),
        MR_ERR_STATE,
        "one scope at a time"
    );
    assert_eq!(mr_texture_find_cached(key_a), a);
    let (c, key_c) = nomip(0xff07_0809);
    ok(mr_texture_binding_scope_end());
    assert_eq!(mr_texture_binding_scope_end(), MR_ERR_STATE);
    assert_eq!(mr_texture_find_cached(key_b), 0, "B evicted");
    assert_eq!(mr_texture_find_cached(key_a), a);
    assert_eq!(mr_texture_find_cached(key_c), c);
    // Chains: a 4x4 cube has 6 * (16 + 4 + 1) texels, a 4x4x4 volume 64 + 8 + 1.
    ok(mr_texture_cache_set_budget(64 << 20));
    let mut key = 0;
    // SAFETY: six 4x4 faces; a null key pointer is allowed.
    let cube = unsafe {
        mr_texture_create_cached_cube(
            A8R8G8B8,
            4,
            1,
            solid(0xff00_00ff, 96).as_ptr().cast(),
            &mut key,
        )
    };
    assert_ne!(cube, 0, "{}", last());
    let before = usage().0;
    // SAFETY: four 4x4 slices.
    let volume = unsafe {
        mr_texture_create_cached_volume(
            A8R8G8B8,
            4,
            4,
            4,
            1,
            solid(0xff00_ff00, 64).as_ptr().cast(),
            std::ptr::null_mut(),
        )
    };
    assert_ne!(volume, 0, "{}", last());
    assert_eq!(usage().0 - before, (64 + 8 + 1) * 4);
    assert_eq!(mr_texture_find_cached(key), cube);
    // Bad input: an unknown format and a chain of a format the box filter does not build.
    // SAFETY: valid pointers; the calls fail before reading more than they describe.
    unsafe {
        let px = solid(0, 64);
        assert_eq!(
            mr_texture_create_cached(0xdead, 8, 8, px.as_ptr().cast(), std::ptr::null_mut()),
            0
        );
        assert!(last().contains("0xdead"), "{}", last());
        assert_eq!(
            mr_texture_create_cached(23, 8, 8, px.as_ptr().cast(), std::ptr::null_mut()),
            0
        );
        assert!(last().contains("_nomip"), "{}", last());
        assert_eq!(
            mr_texture_create_cached(A8R8G8B8, 8, 8, std::ptr::null(), std::ptr::null_mut()),
            0
        );
    }
}

#[test]
fn a_cached_texture_draws_its_texels() {
    let _lock = LOCK.lock().unwrap_or_else(|p| p.into_inner());
    ok(mr_texture_cache_set_budget(64 << 20));
    let ctx = mr_create(8, 8);
    assert!(!ctx.is_null(), "{}", last());
    let texels: Vec<u8> = [0xffff_0000u32, 0xff00_ff00, 0xff00_00ff, 0xffff_ffff]
        .iter()
        .flat_map(|c| c.to_le_bytes())
        .collect();
    // SAFETY: 2x2 texels.
    let id = unsafe {
        mr_texture_create_cached_nomip(A8R8G8B8, 2, 2, texels.as_ptr().cast(), std::ptr::null_mut())
    };
    assert_ne!(id, 0, "{}", last());
    let v: [mr_vertex_rhw; 4] = std::array::from_fn(|i| mr_vertex_rhw {
        x: if i & 1 != 0 { 8.0 } else { 0.0 },
        y: if i & 2 != 0 { 8.0 } else { 0.0 },
        z: 0.5,
        rhw: 1.0,
        color: 0xffff_ffff,
        u: if i & 1 != 0 { 1.0 } else { 0.0 },
        v: if i & 2 != 0 { 1.0 } else { 0.0 },
    });
    let mut ds = std::mem::MaybeUninit::<mr_draw_state>::uninit();
    // SAFETY: `ds` is writable; four 28-byte vertices and six indices; 8x8 BGRA readback.
    let fb = unsafe {
        ok(mr_draw_state_defaults(ds.as_mut_ptr()));
        let mut ds = ds.assume_init();
        ds.texture = id;
        ok(mr_draw_rhw(
            ctx,
            &ds,
            MR_PRIM_TRIANGLE_LIST,
            v.as_ptr().cast(),
            28,
            4,
            QUAD.as_ptr(),
            6,
        ));
        let mut fb = vec![0u8; 8 * 8 * 4];
        ok(mr_read_framebuffer(ctx, fb.as_mut_ptr().cast(), fb.len()));
        fb
    };
    let at =
        |x: usize, y: usize| u32::from_le_bytes(fb[(y * 8 + x) * 4..][..4].try_into().unwrap());
    assert_eq!(
        (at(1, 1), at(6, 1), at(1, 6), at(6, 6)),
        (0xffff_0000, 0xff00_ff00, 0xff00_00ff, 0xffff_ffff)
    );
    ok(mr_destroy(ctx));
}
