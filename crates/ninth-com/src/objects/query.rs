//! `IDirect3DQuery9`. `D3DQUERYTYPE_EVENT`: `Issue(D3DISSUE_END)` submits the work recorded
//! so far (the renderer's `commit_async`) and `GetData` answers `TRUE` once the GPU has
//! finished it. `D3DQUERYTYPE_OCCLUSION`, `TIMESTAMP`, `TIMESTAMPDISJOINT` and
//! `TIMESTAMPFREQ` go through the device's [`ninth_d3d9::device::queries`], which holds their
//! `Issue`/`GetData` semantics; the timestamp family only where the adapter takes timestamps
//! (else `D3DERR_NOTAVAILABLE` at `CreateQuery`, as D3D9 answers on such hardware). The
//! statistics queries are `D3DERR_NOTAVAILABLE`.

use std::ffi::c_void;
use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};

use ninth_d3d9::device::queries::{GpuQuery, GpuQueryKind, Issue};

use crate::com::{
    D3DERR_DEVICELOST, D3DERR_INVALIDCALL, D3DERR_NOTAVAILABLE, Guid, HRESULT, Object, S_FALSE,
    S_OK, guard, guard_value, write_out,
};
use crate::device::Device9;
use crate::guids::IID_IDIRECT3DQUERY9;

/// `D3DQUERYTYPE_EVENT`.
pub const D3DQUERYTYPE_EVENT: u32 = 8;
/// `D3DISSUE_END`.
pub const D3DISSUE_END: u32 = 1;
/// `D3DISSUE_BEGIN`.
pub const D3DISSUE_BEGIN: u32 = 2;
/// `D3DGETDATA_FLUSH`.
pub const D3DGETDATA_FLUSH: u32 = 1;

/// `CreateQuery`'s answer for a query type on `device` (live): `S_OK` (ninth does it there),
/// `D3DERR_NOTAVAILABLE` (a D3D9 query type ninth or the adapter does not do) or
/// `D3DERR_INVALIDCALL` (not a query type).
pub(crate) fn supported_on(device: *mut Device9, kind: u32) -> HRESULT {
    if let Some(gpu) = GpuQueryKind::from_d3d(kind) {
        // SAFETY: the caller passes a live device (or null, which `get` refuses).
        let Some(device) = (unsafe { Device9::get(device) }) else {
            return D3DERR_INVALIDCALL;
        };
        return if device.data.with_device(|d| d.query_supported(gpu)) {
            S_OK
        } else {
            D3DERR_NOTAVAILABLE
        };
    }
    match kind {
        D3DQUERYTYPE_EVENT => S_OK,
        // VCACHE, RESOURCEMANAGER, VERTEXSTATS, PIPELINETIMINGS .. MEMORYPRESSURE.
        4..=6 | 13..=19 => D3DERR_NOTAVAILABLE,
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
    /// The state of an occlusion or timestamp-family query (`None`: an event).
    gpu: Option<Mutex<GpuQuery>>,
}

impl QueryData {
    /// Runs `f` on the device with the query's GPU state (`None` for an event or a device
    /// gone).
    fn with_gpu<R>(
        &self,
        f: impl FnOnce(&mut ninth_d3d9::Device<'static>, &mut GpuQuery) -> R,
    ) -> Option<R> {
        let gpu = self.gpu.as_ref()?;
        // SAFETY: the query holds a reference, so its device is live.
        let device = unsafe { Device9::get(self.device) }?;
        let mut query = crate::device::lock(gpu);
        Some(device.data.with_device(|d| f(d, &mut query)))
    }
}

impl Drop for QueryData {
    fn drop(&mut self) {
        // The renderer's queries of an occlusion or timestamp query go with it.
        self.with_gpu(|d, q| d.release_query(q));
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
            gpu: GpuQueryKind::from_d3d(kind).map(|k| Mutex::new(GpuQuery::new(k))),
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

/// The bytes of a query's data: an event's `BOOL`, else its kind's.
fn data_size(data: &QueryData) -> u32 {
    GpuQueryKind::from_d3d(data.kind).map_or(size_of::<i32>() as u32, GpuQueryKind::data_size)
}

/// `GetDataSize`: an event's and a disjoint query's data is a `BOOL`, an occlusion query's a
/// `DWORD`, a timestamp's and a frequency's a `UINT64`.
unsafe extern "system" fn get_data_size(this: *mut Query9) -> u32 {
    guard_value("IDirect3DQuery9::GetDataSize", 0, || {
        // SAFETY: COM's contract: `this` is live.
        unsafe { Query9::get(this) }.map_or(0, |o| data_size(&o.data))
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
        if object.data.gpu.is_some() {
            return issue_gpu(&object.data, flags);
        }
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

/// `Issue` of an occlusion or timestamp-family query: exactly `D3DISSUE_BEGIN` or
/// `D3DISSUE_END` (else `D3DERR_INVALIDCALL`), and `D3DISSUE_BEGIN` only where the type has a
/// beginning (occlusion, disjoint).
fn issue_gpu(data: &QueryData, flags: u32) -> HRESULT {
    let Some(issue) = Issue::from_d3d(flags) else {
        tracing::warn!("IDirect3DQuery9::Issue: flags {flags:#x} (D3DISSUE_BEGIN or _END)");
        return D3DERR_INVALIDCALL;
    };
    match data.with_gpu(|d, q| d.issue_query(q, issue)) {
        Some(Ok(())) => S_OK,
        Some(Err(e)) => {
            tracing::warn!("IDirect3DQuery9::Issue: {e}");
            D3DERR_INVALIDCALL
        }
        None => D3DERR_INVALIDCALL,
    }
}

/// `GetData` of an occlusion or timestamp-family query: `S_OK` with the value once it is
/// back, `S_FALSE` before (and while begun and not ended); `D3DGETDATA_FLUSH` submits the
/// recorded work it waits for. A renderer failure is `D3DERR_DEVICELOST`.
///
/// # Safety
/// `size` is 0 or the query's data size with `out` writable for that many bytes.
unsafe fn get_data_gpu(data: &QueryData, out: *mut c_void, size: u32, flags: u32) -> HRESULT {
    let flush = flags & D3DGETDATA_FLUSH != 0;
    match data.with_gpu(|d, q| d.query_data(q, flush)) {
        Some(Ok(Some(value))) => {
            if size != 0 {
                let bytes = value.to_le_bytes();
                let n = size.min(8) as usize;
                // SAFETY: the function's contract: `out` takes `size` (4 or 8) bytes.
                unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), out.cast::<u8>(), n) };
            }
            S_OK
        }
        Some(Ok(None)) => S_FALSE,
        Some(Err(e)) => {
            tracing::warn!("IDirect3DQuery9::GetData: {e}");
            D3DERR_DEVICELOST
        }
        None => D3DERR_INVALIDCALL,
    }
}

/// `GetData`: for an event, `S_OK` with `TRUE` once the issued work is done (and for a query
/// never issued, which D3D9 counts as signaled), `S_FALSE` while the GPU is still on it;
/// the other types as [`get_data_gpu`] says. A non-zero `size` other than the data size is
/// `D3DERR_INVALIDCALL`; a null `data` with `size` 0 asks for the status only.
unsafe extern "system" fn get_data(
    this: *mut Query9,
    data: *mut c_void,
    size: u32,
    flags: u32,
) -> HRESULT {
    guard("IDirect3DQuery9::GetData", || {
        // SAFETY: COM's contract: `this` is live.
        let Some(object) = (unsafe { Query9::get(this) }) else {
            return D3DERR_INVALIDCALL;
        };
        if size != 0 && (size != data_size(&object.data) || data.is_null()) {
            return D3DERR_INVALIDCALL;
        }
        if object.data.gpu.is_some() {
            // SAFETY: checked: `size` is 0 or the data size with `data` non-null; the caller
            // passes writable data of `size` bytes.
            return unsafe { get_data_gpu(&object.data, data, size, flags) };
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
