//! The threading contract's safety net: calls from several threads at once are serialised by
//! the API's lock (each thread draws into its own context and reads its own pixels back), and
//! `mr_last_error` is per thread (each thread's failure text stays its own while the others
//! succeed).

use std::ffi::CStr;

use ninth_capi::*;

fn last() -> String {
    // SAFETY: mr_last_error returns a NUL-terminated string owned by this thread.
    unsafe { CStr::from_ptr(mr_last_error()) }
        .to_string_lossy()
        .into_owned()
}

#[test]
fn threads_draw_their_own_contexts_and_keep_their_own_last_error() {
    let threads: Vec<_> = (0..4u32)
        .map(|t| {
            std::thread::spawn(move || {
                let ctx = mr_create(8, 8);
                assert!(!ctx.is_null(), "{}", last());
                let color = 0xff00_0000 | ((t + 1) * 0x0020_3040);
                for round in 0..10 {
                    assert_eq!(mr_clear(ctx, 0xff00_0000), MR_OK);
                    let v: [mr_vertex_rhw; 3] = std::array::from_fn(|i| mr_vertex_rhw {
                        x: if i == 1 { 16.0 } else { 0.0 },
                        y: if i == 2 { 16.0 } else { 0.0 },
                        z: 0.5,
                        rhw: 1.0,
                        color,
                        u: 0.0,
                        v: 0.0,
                    });
                    let mut ds = std::mem::MaybeUninit::<mr_draw_state>::uninit();
                    // SAFETY: `ds` is writable; three 28-byte vertices, no indices.
                    let code = unsafe {
                        mr_draw_state_defaults(ds.as_mut_ptr());
                        let ds = ds.assume_init();
                        mr_draw_rhw(
                            ctx,
                            &ds,
                            MR_PRIM_TRIANGLE_LIST,
                            v.as_ptr().cast(),
                            28,
                            3,
                            std::ptr::null(),
                            0,
                        )
                    };
                    assert_eq!(code, MR_OK, "{}", last());
                    // A failure of this thread's own, then a check that its text is this
                    // thread's although the others keep calling.
                    assert_eq!(
                        mr_set_viewport(std::ptr::null_mut(), t, round, 1, 1),
                        MR_ERR_ARGS
                    );
                    let mut fb = [0u8; 8 * 8 * 4];
                    std::thread::yield_now();
                    assert_eq!(last(), "mr_set_viewport: the context is null");
                    // SAFETY: `fb` holds the 8x8 target's bytes.
                    let code =
                        unsafe { mr_read_framebuffer(ctx, fb.as_mut_ptr().cast(), fb.len()) };
                    assert_eq!(code, MR_OK, "{}", last());
                    assert_eq!(fb[..4], color.to_le_bytes(), "thread {t} round {round}");
                }
                assert_eq!(mr_destroy(ctx), MR_OK);
            })
        })
        .collect();
    for thread in threads {
        thread.join().expect("a drawing thread panicked");
    }
}
