//! `IDirect3DQuery9`. ninth does `D3DQUERYTYPE_EVENT`: `Issue(D3DISSUE_END)` submits the
//! work recorded so far (the renderer's `commit_async`) and `GetData` answers `TRUE` once the
//! GPU has finished it. Occlusion, timestamp and the statistics queries are
//! `D3DERR_NOTAVAILABLE` at `CreateQuery`: ninth-render counts no samples and takes no
//! timestamps.

use std::ffi::c_void;
use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};

use crate::com::{
    D3DERR_INVALIDCALL, D3DERR_NOTAVAILABLE, Guid, HRESULT, Object, S_FALSE, S_OK, guard,
    guard_value, write_out,
};
use crate::device::Device9;
use crate::guids::IID_IDIRECT3DQUERY9;

/// `D3DQUERYTYPE_EVENT`.
pub const D3DQUERYTYPE_EVENT: u32 = 8;
/// `D3DISSUE_END`.
pub const D3DISSUE_END: u32 = 1;
/// `D3DISSUE_BEGIN`.
pub const D3DISSUE_BEGIN: u32 = 2;

/// `CreateQuery`'s answer for a query type: `S_OK` (ninth does it), `D3DERR_NOTAVAILABLE`
/// (a D3D9 query type ninth does not do) or `D3DERR_INVALIDCALL` (not a query type).
pub fn supported(kind: u32) -> HRESULT {
    match kind {
        D3DQUERYTYPE_EVENT => S_OK,
        // VCACHE, RESOURCEMANAGER, VERTEXSTATS, OCCLUSION, TIMESTAMP, TIMESTAMPDISJOINT,
        // TIMESTAMPFREQ, PIPELINETIMINGS .. MEMORYPRESSURE.
        4..=6 | 9..=19 => D3DERR_NOTAVAILABLE,
        _ => D3DERR_INVALIDCALL,
    }
}

/// `IDirect3DQuery9Vtbl`, in `d3d9.h`'s order.
#[repr(C)]
#[allow(missing_docs)]
pub struct IDirect3DQuery9Vtbl {
    pub query_interface:
        unsafe extern "system" fn(*mut Query9, *const Guid, *mut c_void) -> HRESULT,
    pub add_ref: unsafe extern "system" fn(*mut Query9) -> u32,
    pub release: unsafe extern "system" fn(*mut Query9) -> u32,
    pub get_device: unsafe extern "system" fn(*mut Query9, *mut *mut Device9) -> HRESULT,
    pub get_type: unsafe extern "system" fn(*mut Query9) -> u32,
    pub get_data_size: unsafe extern "system" fn(*mut Query9) -> u32,
    pub issue: unsafe extern "system" fn(*mut Query9, u32) -> HRESULT,
    pub get_data: unsafe extern "system" fn(*mut Query9, *mut c_void, u32, u32) -> HRESULT,
}

/// An `IDirect3DQuery9` object.
pub type Query9 = Object<IDirect3DQuery9Vtbl, QueryData>;

/// Where an event query is.
const SIGNALED: u8 = 0;
const ISSUED: u8 = 1;

/// What a query object holds.
pub struct QueryData {
    device: *mut Device9,
    kind: u32,
    /// `SIGNALED` (created, or its work done and seen by `GetData`) or `ISSUED`.
    stage: AtomicU8,
    /// Set by the renderer's completion callback of the last `Issue`.
    done: Mutex<Arc<AtomicBool>>,
}

impl Drop for QueryData {
    fn drop(&mut self) {
        // SAFETY: `device` is the device whose reference `create` took.
        unsafe { Device9::release(self.device) };
    }
}

static VTBL: IDirect3DQuery9Vtbl = IDirect3DQuery9Vtbl {
    query_interface,
    add_ref,
    release,
    get_device,
    get_type,
    get_data_size,
    issue,
    get_data,
};

/// A query of a supported `kind` on `device` (live), with one reference; it takes a
/// reference to the device.
pub(crate) fn create(device: *mut Device9, kind: u32) -> *mut Query9 {
    // SAFETY: the caller passes a live device.
    if let Some(d) = unsafe { Device9::get(device) } {
        d.add_ref();
    }
    Query9::create(
        &VTBL,
        QueryData {
            device,
            kind,
            stage: AtomicU8::new(SIGNALED),
            done: Mutex::new(Arc::new(AtomicBool::new(true))),
        },
    )
}

unsafe extern "system" fn query_interface(
    this: *mut Query9,
    riid: *const Guid,
    out: *mut c_void,
) -> HRESULT {
    guard("IDirect3DQuery9::QueryInterface", || {
        // SAFETY: COM's contract for the three pointers.
        unsafe {
            crate::com::query_interface(
                this,
                riid,
                out,
                |_, iid| *iid == IID_IDIRECT3DQUERY9,
                |o| o.add_ref(),
            )
        }
    })
}

unsafe extern "system" fn add_ref(this: *mut Query9) -> u32 {
    guard_value("IDirect3DQuery9::AddRef", 0, || {
        // SAFETY: COM's contract: `this` is live.
        unsafe { Query9::get(this) }.map_or(0, |o| o.add_ref())
    })
}

unsafe extern "system" fn release(this: *mut Query9) -> u32 {
    guard_value("IDirect3DQuery9::Release", 0, || {
        // SAFETY: COM's contract: `this` is live and the caller gives up one reference.
        unsafe { Query9::release(this) }
    })
}

unsafe extern "system" fn get_device(this: *mut Query9, out: *mut *mut Device9) -> HRESULT {
    guard("IDirect3DQuery9::GetDevice", || {
        // SAFETY: COM's contract: `this` is live.
        let Some(object) = (unsafe { Query9::get(this) }) else {
            return D3DERR_INVALIDCALL;
        };
        if out.is_null() {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: the query holds a reference, so its device is live.
        if let Some(d) = unsafe { Device9::get(object.data.device) } {
            d.add_ref();
        }
        // SAFETY: checked non-null; the caller passes a writable `IDirect3DDevice9**`.
        unsafe { write_out(out, object.data.device) }
    })
}

unsafe extern "system" fn get_type(this: *mut Query9) -> u32 {
    guard_value("IDirect3DQuery9::GetType", 0, || {
        // SAFETY: COM's contract: `this` is live.
        unsafe { Query9::get(this) }.map_or(0, |o| o.data.kind)
    })
}

/// `GetDataSize`: an event's data is a `BOOL`.
unsafe extern "system" fn get_data_size(this: *mut Query9) -> u32 {
    guard_value("IDirect3DQuery9::GetDataSize", 0, || {
        // SAFETY: COM's contract: `this` is live.
        unsafe { Query9::get(this) }.map_or(0, |_| size_of::<i32>() as u32)
    })
}

/// `Issue`: an event takes `D3DISSUE_END` only (`D3DISSUE_BEGIN` is `D3DERR_INVALIDCALL`, as
/// D3D9 answers for queries without a beginning); it submits the recorded work and watches
/// for its completion.
unsafe extern "system" fn issue(this: *mut Query9, flags: u32) -> HRESULT {
    guard("IDirect3DQuery9::Issue", || {
        // SAFETY: COM's contract: `this` is live.
        let Some(object) = (unsafe { Query9::get(this) }) else {
            return D3DERR_INVALIDCALL;
        };
        if flags != D3DISSUE_END {
            tracing::warn!(
                "IDirect3DQuery9::Issue: flags {flags:#x} (an event takes D3DISSUE_END)"
            );
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: the query holds a reference, so its device is live.
        let Some(device) = (unsafe { Device9::get(object.data.device) }) else {
            return D3DERR_INVALIDCALL;
        };
        let done = Arc::new(AtomicBool::new(false));
        *crate::device::lock(&object.data.done) = Arc::clone(&done);
        object.data.stage.store(ISSUED, Ordering::Release);
        device.data.with_device(|d| {
            d.renderer()
                .commit_async(Box::new(move |_| done.store(true, Ordering::Release)));
        });
        S_OK
    })
}

/// `GetData`: `S_OK` with `TRUE` once the issued work is done (and for a query never
/// issued, which D3D9 counts as signaled), `S_FALSE` while the GPU is still on it. A
/// non-zero `size` other than the data size is `D3DERR_INVALIDCALL`; a null `data` with
/// `size` 0 asks for the status only.
unsafe extern "system" fn get_data(
    this: *mut Query9,
    data: *mut c_void,
    size: u32,
    _flags: u32,
) -> HRESULT {
    guard("IDirect3DQuery9::GetData", || {
        // SAFETY: COM's contract: `this` is live.
        let Some(object) = (unsafe { Query9::get(this) }) else {
            return D3DERR_INVALIDCALL;
        };
        if size != 0 && (size != size_of::<i32>() as u32 || data.is_null()) {
            return D3DERR_INVALIDCALL;
        }
        if object.data.stage.load(Ordering::Acquire) == ISSUED {
            let done = Arc::clone(&crate::device::lock(&object.data.done));
            if !done.load(Ordering::Acquire) {
                // The work was submitted by Issue (D3DGETDATA_FLUSH has nothing left to
                // flush); run the completion callbacks the GPU has reached.
                // SAFETY: the query holds a reference, so its device is live.
                if let Some(device) = unsafe { Device9::get(object.data.device) } {
                    device.data.with_device(|d| d.renderer().poll());
                }
                if !done.load(Ordering::Acquire) {
                    return S_FALSE;
                }
            }
            object.data.stage.store(SIGNALED, Ordering::Release);
        }
        if size != 0 {
            // SAFETY: checked non-null and of a BOOL's size; the caller passes writable data.
            unsafe { data.cast::<i32>().write_unaligned(1) };
        }
        S_OK
    })
}
