//! `IDirect3DQuery9` of the occlusion and timestamp types through the COM vtables:
//! `CreateQuery` per adapter, `GetDataSize`, `Issue`'s flags, `GetData`'s `S_FALSE` until the
//! flushed work is back and the exact sample counts of pretransformed quads (edges between
//! pixel centres: a W x H quad covers W * H pixels) that pass or fail the depth test.

mod common;

use common::*;
use std::ffi::c_void;
use std::ptr::{null, null_mut};

use d3d9::com::{D3DERR_INVALIDCALL, D3DERR_NOTAVAILABLE, HRESULT, S_FALSE, S_OK};
use d3d9::device::Device9;
use d3d9::objects::query::{IDirect3DQuery9Vtbl, Query9};

const INVALID: HRESULT = D3DERR_INVALIDCALL;
const OCCLUSION: u32 = 9;
const TIMESTAMP: u32 = 10;
const TIMESTAMPDISJOINT: u32 = 11;
const TIMESTAMPFREQ: u32 = 12;
const BEGIN: u32 = 2;
const END: u32 = 1;
const FLUSH: u32 = 1;
const D3DFVF_XYZRHW_DIFFUSE: u32 = 0x44;
const TRIANGLELIST: u32 = 4;
const CLEAR_TARGET: u32 = 1;
const CLEAR_Z: u32 = 2;
const D3DRS_ZENABLE: u32 = 7;
const D3DRS_ZWRITEENABLE: u32 = 14;
const A8R8G8B8: u32 = 21;

fn qvt<'a>(q: *mut Query9) -> &'a IDirect3DQuery9Vtbl {
    // SAFETY: `q` is a live query; its first field is the vtable pointer.
    unsafe { &**q.cast::<*const IDirect3DQuery9Vtbl>() }
}

/// `CreateQuery(kind)`: the query, or the failure.
fn create(dev: *mut Device9, kind: u32) -> Result<*mut Query9, HRESULT> {
    let mut q: *mut Query9 = null_mut();
    // SAFETY: a live device and a writable out pointer.
    let hr = unsafe { (vtbl(dev).create_query)(dev, kind, (&mut q as *mut *mut Query9).cast()) };
    if hr == S_OK { Ok(q) } else { Err(hr) }
}

fn issue(q: *mut Query9, flags: u32) -> HRESULT {
    // SAFETY: a live query.
    unsafe { (qvt(q).issue)(q, flags) }
}

/// `GetData` into a u64 pre-filled with a pattern; `size` bytes are asked for.
fn get(q: *mut Query9, size: u32, flags: u32) -> (HRESULT, u64) {
    let mut value = 0xdddd_dddd_dddd_ddddu64;
    // SAFETY: a live query and 8 writable bytes.
    let hr = unsafe { (qvt(q).get_data)(q, (&mut value as *mut u64).cast(), size, flags) };
    (hr, value)
}

/// Polls `GetData(FLUSH)` until `S_OK` (a few seconds at most); the value, its bytes
/// beyond the data size checked untouched.
fn wait(q: *mut Query9) -> u64 {
    // SAFETY: a live query.
    let size = unsafe { (qvt(q).get_data_size)(q) };
    for _ in 0..5000 {
        let (hr, value) = get(q, size, FLUSH);
        if hr == S_OK {
            if size == 4 {
                assert_eq!(value >> 32, 0xdddd_dddd, "only the DWORD is written");
                return value & 0xffff_ffff;
            }
            return value;
        }
        assert_eq!(hr, S_FALSE);
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    panic!("the query never answered");
}

/// IUnknown's part of every vtable.
#[repr(C)]
struct Unknown {
    query_interface: usize,
    add_ref: usize,
    release: unsafe extern "system" fn(*mut c_void) -> u32,
}

/// Releases a COM object.
///
/// # Safety
/// `object` is a live COM object whose reference the caller gives up.
unsafe fn release_unknown(object: *mut c_void) -> u32 {
    // SAFETY: the caller's promise; every vtable starts with IUnknown's methods.
    unsafe { ((**object.cast::<*const Unknown>()).release)(object) }
}

/// An XYZRHW | DIFFUSE vertex.
#[repr(C)]
#[derive(Clone, Copy)]
struct Vertex {
    x: f32,
    y: f32,
    z: f32,
    rhw: f32,
    color: u32,
}

/// Draws the pixel rectangle [x0, x1) x [y0, y1) at depth `z`.
fn quad(dev: *mut Device9, [x0, y0, x1, y1]: [f32; 4], z: f32) {
    let (l, t, r, b) = (x0 - 0.5, y0 - 0.5, x1 - 0.5, y1 - 0.5);
    let v = |x, y| Vertex {
        x,
        y,
        z,
        rhw: 1.0,
        color: 0xffff_ffff,
    };
    let vertices = [v(l, t), v(r, t), v(l, b), v(r, t), v(r, b), v(l, b)];
    // SAFETY: a live device and a vertex array of 2 triangles.
    let hr = unsafe {
        (vtbl(dev).draw_primitive_up)(dev, TRIANGLELIST, 2, vertices.as_ptr().cast(), 20)
    };
    assert_eq!(hr, S_OK);
}

fn render_state(dev: *mut Device9, state: u32, value: u32) {
    // SAFETY: a live device.
    assert_eq!(
        unsafe { (vtbl(dev).set_render_state)(dev, state, value) },
        S_OK
    );
}

fn clear(dev: *mut Device9, flags: u32) {
    // SAFETY: a live device, no rectangles.
    let hr = unsafe { (vtbl(dev).clear)(dev, 0, null(), flags, 0xff00_0000, 1.0, 0) };
    assert_eq!(hr, S_OK);
}

#[test]
fn occlusion_queries_count_the_samples_that_pass() {
    let (d3d, dev) = device(32, 32);
    let vt = vtbl(dev);
    // SAFETY: a live device; a null out pointer asks for support only.
    unsafe {
        assert_eq!((vt.create_query)(dev, OCCLUSION, null_mut()), S_OK);
        assert_eq!((vt.create_query)(dev, 7, null_mut()), INVALID);
        assert_eq!((vt.create_query)(dev, 13, null_mut()), D3DERR_NOTAVAILABLE);
        assert_eq!((vt.set_fvf)(dev, D3DFVF_XYZRHW_DIFFUSE), S_OK);
        assert_eq!((vt.begin_scene)(dev), S_OK);
    }
    let q = create(dev, OCCLUSION).unwrap();
    // SAFETY: a live query.
    unsafe {
        assert_eq!((qvt(q).get_type)(q), OCCLUSION);
        assert_eq!((qvt(q).get_data_size)(q), 4);
    }
    // Never issued: signaled, nothing counted.
    assert_eq!(get(q, 4, 0), (S_OK, 0xdddd_dddd_0000_0000));
    assert_eq!(get(q, 0, 0).0, S_OK);
    for flags in [0, 3, 4, 0x8000_0001] {
        assert_eq!(issue(q, flags), INVALID, "Issue({flags:#x})");
    }

    // Fully visible: 8 x 4.
    clear(dev, CLEAR_TARGET | CLEAR_Z);
    assert_eq!(issue(q, BEGIN), S_OK);
    assert_eq!(get(q, 4, FLUSH).0, S_FALSE, "begun, not ended");
    quad(dev, [2.0, 2.0, 10.0, 6.0], 0.5);
    assert_eq!(issue(q, END), S_OK);
    // Without D3DGETDATA_FLUSH nothing is submitted: the work is still being recorded.
    assert_eq!(get(q, 4, 0).0, S_FALSE);
    // The data size or a buffer is wrong.
    assert_eq!(get(q, 8, FLUSH).0, INVALID);
    // SAFETY: a live query; the null buffer is under test.
    assert_eq!(
        unsafe { (qvt(q).get_data)(q, null_mut(), 4, FLUSH) },
        INVALID
    );
    assert_eq!(wait(q), 32);
    assert_eq!(
        get(q, 4, 0),
        (S_OK, 0xdddd_dddd_0000_0020),
        "the result stays"
    );

    // Depth 0.2 written over the left half, then a 32 x 4 quad at 0.5: the right half
    // (16 x 4) passes LESSEQUAL. The query object is reused.
    quad(dev, [0.0, 0.0, 16.0, 32.0], 0.2);
    assert_eq!(issue(q, BEGIN), S_OK);
    quad(dev, [0.0, 8.0, 32.0, 12.0], 0.5);
    assert_eq!(issue(q, END), S_OK);
    assert_eq!(wait(q), 64);

    // Fully behind: none.
    assert_eq!(issue(q, BEGIN), S_OK);
    quad(dev, [2.0, 20.0, 10.0, 28.0], 0.5);
    assert_eq!(issue(q, END), S_OK);
    assert_eq!(wait(q), 0);

    // BEGIN again restarts: only the 2 x 2 after it counts.
    assert_eq!(issue(q, BEGIN), S_OK);
    quad(dev, [20.0, 20.0, 24.0, 24.0], 0.5);
    assert_eq!(issue(q, BEGIN), S_OK);
    quad(dev, [24.0, 24.0, 26.0, 26.0], 0.5);
    assert_eq!(issue(q, END), S_OK);
    assert_eq!(wait(q), 4);

    // END without BEGIN begins and ends at once: the draw before it does not count.
    let fresh = create(dev, OCCLUSION).unwrap();
    quad(dev, [20.0, 0.0, 24.0, 4.0], 0.5);
    assert_eq!(issue(fresh, END), S_OK);
    assert_eq!(wait(fresh), 0);

    // Overlapping: a spans 4x4 and 2x2, b spans 2x2 and 1x1.
    let (a, b) = (q, fresh);
    assert_eq!(issue(a, BEGIN), S_OK);
    quad(dev, [16.0, 0.0, 20.0, 4.0], 0.5);
    assert_eq!(issue(b, BEGIN), S_OK);
    quad(dev, [16.0, 4.0, 18.0, 6.0], 0.5);
    assert_eq!(issue(a, END), S_OK);
    quad(dev, [30.0, 30.0, 31.0, 31.0], 0.5);
    assert_eq!(issue(b, END), S_OK);
    assert_eq!(wait(b), 5);
    assert_eq!(wait(a), 20);

    // Across a render-target change and a colour clear: 8x4 into the back buffer, 4x4 into
    // a 16 x 16 target (depth test off: the shared depth surface is 32 x 32), then 2x2 back
    // in the back buffer's visible right half.
    let mut back: *mut c_void = null_mut();
    let mut rt: *mut c_void = null_mut();
    // SAFETY: a live device and writable out pointers.
    unsafe {
        let out = |p: &mut *mut c_void| (p as *mut *mut c_void).cast::<c_void>();
        assert_eq!((vt.get_render_target)(dev, 0, out(&mut back)), S_OK);
        let hr =
            (vt.create_render_target)(dev, 16, 16, A8R8G8B8, 0, 0, 0, out(&mut rt), null_mut());
        assert_eq!(hr, S_OK);
    }
    assert_eq!(issue(a, BEGIN), S_OK);
    quad(dev, [16.0, 12.0, 24.0, 16.0], 0.5);
    // SAFETY: a live device and surfaces.
    unsafe { assert_eq!((vt.set_render_target)(dev, 0, rt), S_OK) };
    clear(dev, CLEAR_TARGET);
    render_state(dev, D3DRS_ZENABLE, 0);
    quad(dev, [0.0, 0.0, 4.0, 4.0], 0.5);
    render_state(dev, D3DRS_ZENABLE, 1);
    // SAFETY: as above.
    unsafe { assert_eq!((vt.set_render_target)(dev, 0, back), S_OK) };
    quad(dev, [28.0, 16.0, 30.0, 18.0], 0.5);
    assert_eq!(issue(a, END), S_OK);
    assert_eq!(wait(a), 32 + 16 + 4);

    // Depth writes off still count what passes.
    render_state(dev, D3DRS_ZWRITEENABLE, 0);
    assert_eq!(issue(b, BEGIN), S_OK);
    quad(dev, [16.0, 20.0, 32.0, 22.0], 0.5);
    assert_eq!(issue(b, END), S_OK);
    assert_eq!(wait(b), 32);

    // SAFETY: the test's references.
    unsafe {
        assert_eq!((vt.end_scene)(dev), S_OK);
        release_unknown(rt);
        release_unknown(back);
    }
    assert_eq!(release(a), 0);
    assert_eq!(release(b), 0);
    finish(d3d, dev);
}

#[test]
fn timestamp_queries_rise_or_are_not_available() {
    let (d3d, dev) = device(16, 16);
    let Ok(first) = create(dev, TIMESTAMP) else {
        // An adapter without timestamps has none of the family.
        for kind in [TIMESTAMP, TIMESTAMPDISJOINT, TIMESTAMPFREQ] {
            assert_eq!(create(dev, kind).unwrap_err(), D3DERR_NOTAVAILABLE);
        }
        finish(d3d, dev);
        return;
    };
    let second = create(dev, TIMESTAMP).unwrap();
    let freq = create(dev, TIMESTAMPFREQ).unwrap();
    let disjoint = create(dev, TIMESTAMPDISJOINT).unwrap();
    // SAFETY: live queries.
    unsafe {
        assert_eq!((qvt(first).get_data_size)(first), 8);
        assert_eq!((qvt(freq).get_data_size)(freq), 8);
        assert_eq!((qvt(disjoint).get_data_size)(disjoint), 4);
        assert_eq!((qvt(freq).get_type)(freq), TIMESTAMPFREQ);
    }
    // Timestamps and frequencies have no beginning.
    assert_eq!(issue(first, BEGIN), INVALID);
    assert_eq!(issue(freq, BEGIN), INVALID);
    assert_eq!(issue(first, 3), INVALID);

    // SAFETY: a live device.
    unsafe {
        assert_eq!((vtbl(dev).set_fvf)(dev, D3DFVF_XYZRHW_DIFFUSE), S_OK);
        assert_eq!((vtbl(dev).begin_scene)(dev), S_OK);
    }
    assert_eq!(issue(disjoint, BEGIN), S_OK);
    assert_eq!(issue(freq, END), S_OK);
    assert_eq!(issue(first, END), S_OK);
    for _ in 0..4 {
        quad(dev, [0.0, 0.0, 16.0, 16.0], 0.5);
    }
    assert_eq!(issue(second, END), S_OK);
    assert_eq!(issue(disjoint, END), S_OK);
    // SAFETY: a live device.
    unsafe { assert_eq!((vtbl(dev).end_scene)(dev), S_OK) };
    assert_eq!(get(second, 8, 0).0, S_FALSE, "not flushed yet");

    let hz = wait(freq);
    let (t0, t1) = (wait(first), wait(second));
    assert_eq!(wait(disjoint), 0, "one clock");
    assert!(hz >= 1_000_000, "{hz} Hz");
    assert!(t1 >= t0, "{t0} then {t1}");
    // Four 16 x 16 quads take well under a second.
    assert!(t1 - t0 < hz, "{t0} then {t1} at {hz} Hz");
    eprintln!("timestamps {t0} .. {t1} at {hz} Hz");

    // A timestamp never issued is taken when asked for.
    let late = create(dev, TIMESTAMP).unwrap();
    assert!(wait(late) >= t1);

    for q in [first, second, freq, disjoint, late] {
        assert_eq!(release(q), 0);
    }
    finish(d3d, dev);
}
