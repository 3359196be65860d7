//! The COM machinery every interface shares: `HRESULT`s, GUIDs, the object layout (a vtable
//! pointer first, then the reference count) and the entry-point guard that keeps panics on
//! this side of the boundary.

use std::ffi::c_void;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicU32, Ordering};

/// A COM result code.
pub type HRESULT = i32;

/// Success.
pub const S_OK: HRESULT = 0;
/// Success, with a "no" answer (e.g. a query whose data is not ready).
pub const S_FALSE: HRESULT = 1;
/// `QueryInterface` for an interface the object does not have.
pub const E_NOINTERFACE: HRESULT = 0x8000_4002_u32 as HRESULT;
/// A required pointer was null.
pub const E_POINTER: HRESULT = 0x8000_4003_u32 as HRESULT;
/// Out of memory.
pub const E_OUTOFMEMORY: HRESULT = 0x8007_000e_u32 as HRESULT;
/// `D3DERR_INVALIDCALL`: a bad argument, or a call in a state that does not allow it.
pub const D3DERR_INVALIDCALL: HRESULT = 0x8876_086c_u32 as HRESULT;
/// `D3DERR_NOTAVAILABLE`: a format, type or feature the device does not support.
pub const D3DERR_NOTAVAILABLE: HRESULT = 0x8876_086a_u32 as HRESULT;
/// `D3DERR_NOTFOUND`.
pub const D3DERR_NOTFOUND: HRESULT = 0x8876_0866_u32 as HRESULT;
/// `D3DERR_DEVICELOST`.
pub const D3DERR_DEVICELOST: HRESULT = 0x8876_0868_u32 as HRESULT;
/// `D3DERR_OUTOFVIDEOMEMORY`.
pub const D3DERR_OUTOFVIDEOMEMORY: HRESULT = 0x8876_017c_u32 as HRESULT;
/// `D3DERR_DRIVERINTERNALERROR`: what a panic caught at the boundary becomes where the
/// caller cannot have caused it.
pub const D3DERR_DRIVERINTERNALERROR: HRESULT = 0x8876_0827_u32 as HRESULT;
/// `D3DERR_WASSTILLDRAWING`.
pub const D3DERR_WASSTILLDRAWING: HRESULT = 0x8876_021c_u32 as HRESULT;

/// A COM GUID (`IID`), laid out as `GUID` is.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Guid {
    /// First 32 bits.
    pub data1: u32,
    /// Next 16 bits.
    pub data2: u16,
    /// Next 16 bits.
    pub data3: u16,
    /// Last 64 bits, as bytes.
    pub data4: [u8; 8],
}

impl Guid {
    /// A GUID from its parts.
    pub const fn new(data1: u32, data2: u16, data3: u16, data4: [u8; 8]) -> Self {
        Self {
            data1,
            data2,
            data3,
            data4,
        }
    }
}

/// `IID_IUnknown`.
pub const IID_IUNKNOWN: Guid =
    Guid::new(0x0000_0000, 0x0000, 0x0000, [0xc0, 0, 0, 0, 0, 0, 0, 0x46]);

/// Runs an entry point that returns an `HRESULT`. A panic inside becomes
/// `D3DERR_DRIVERINTERNALERROR` with one `tracing` line naming the method; nothing unwinds
/// into the caller.
pub fn guard(method: &'static str, body: impl FnOnce() -> HRESULT) -> HRESULT {
    match catch_unwind(AssertUnwindSafe(body)) {
        Ok(hr) => hr,
        Err(panic) => {
            tracing::error!("{method}: internal error: {}", panic_text(&panic));
            D3DERR_DRIVERINTERNALERROR
        }
    }
}

/// [`guard`] for entry points that return a value other than an `HRESULT` (`AddRef`,
/// `GetAvailableTextureMem`, ...): a panic returns `fallback`.
pub fn guard_value<T>(method: &'static str, fallback: T, body: impl FnOnce() -> T) -> T {
    match catch_unwind(AssertUnwindSafe(body)) {
        Ok(value) => value,
        Err(panic) => {
            tracing::error!("{method}: internal error: {}", panic_text(&panic));
            fallback
        }
    }
}

fn panic_text(panic: &Box<dyn std::any::Any + Send>) -> String {
    panic
        .downcast_ref::<&str>()
        .map(|s| (*s).to_owned())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "panic".to_owned())
}

/// The `HRESULT` of a ninth-d3d9 error, logged once through `tracing` with the method name.
pub fn hresult(method: &'static str, error: &ninth_d3d9::Error) -> HRESULT {
    use ninth_d3d9::ErrorKind;
    let hr = match error.kind {
        ErrorKind::InvalidCall | ErrorKind::Unsupported => D3DERR_INVALIDCALL,
        ErrorKind::Renderer(ninth_render::ErrorKind::Device) => D3DERR_DEVICELOST,
        ErrorKind::Renderer(_) => D3DERR_INVALIDCALL,
    };
    tracing::warn!("{method}: {error}");
    hr
}

/// A method ninth does not do: `D3DERR_INVALIDCALL` and one `tracing` line.
pub fn unsupported(method: &'static str) -> HRESULT {
    tracing::warn!("{method}: not supported by ninth");
    D3DERR_INVALIDCALL
}

/// A COM object: the vtable pointer first (an interface pointer is a pointer to the object),
/// then the reference count and the object's data. Made by [`Object::create`], freed when
/// [`Object::release`] drops the count to 0.
#[repr(C)]
pub struct Object<V: 'static, T> {
    vtbl: &'static V,
    refs: AtomicU32,
    /// The object's data.
    pub data: T,
}

impl<V: 'static, T> Object<V, T> {
    /// A new object with one reference, as a raw interface pointer.
    pub fn create(vtbl: &'static V, data: T) -> *mut Self {
        Box::into_raw(Box::new(Self {
            vtbl,
            refs: AtomicU32::new(1),
            data,
        }))
    }

    /// The object behind an interface pointer, or `None` for null.
    ///
    /// # Safety
    /// `this` is null or a pointer [`Object::create`] made for this `V`/`T` whose object is
    /// still alive (COM's contract: the caller holds a reference).
    pub unsafe fn get<'a>(this: *mut Self) -> Option<&'a Self> {
        // SAFETY: the caller guarantees `this` is null or a live object of this type.
        unsafe { this.as_ref() }
    }

    /// `AddRef`: the new count.
    pub fn add_ref(&self) -> u32 {
        self.refs.fetch_add(1, Ordering::AcqRel) + 1
    }

    /// The current count (tests and diagnostics).
    pub fn refs(&self) -> u32 {
        self.refs.load(Ordering::Acquire)
    }

    /// `Release`: the new count; at 0 the object is dropped.
    ///
    /// # Safety
    /// As [`Object::get`]; after a return of 0 `this` must not be used again.
    pub unsafe fn release(this: *mut Self) -> u32 {
        // SAFETY: the caller guarantees `this` is a live object of this type.
        let Some(object) = (unsafe { this.as_ref() }) else {
            return 0;
        };
        let left = object.refs.fetch_sub(1, Ordering::AcqRel) - 1;
        if left == 0 {
            // SAFETY: the count reached 0, so this was the last reference; `this` came from
            // `Box::into_raw` in `create`.
            drop(unsafe { Box::from_raw(this) });
        }
        left
    }

    /// The object as a `void*` interface pointer.
    pub fn as_void(this: *mut Self) -> *mut c_void {
        this.cast()
    }
}

/// `IUnknown::QueryInterface` of any object `O`: `IUnknown` and the IIDs `answers` accepts get
/// `this` back with a reference `add_ref` takes; others `E_NOINTERFACE` and a null pointer;
/// null pointers `D3DERR_INVALIDCALL`.
///
/// # Safety
/// `this` is null or a live object; `riid` null or a readable GUID; `out` null or a writable
/// `void**`.
pub unsafe fn query_interface<O>(
    this: *mut O,
    riid: *const Guid,
    out: *mut c_void,
    answers: impl FnOnce(&O, &Guid) -> bool,
    add_ref: impl FnOnce(&O) -> u32,
) -> HRESULT {
    let out = out.cast::<*mut c_void>();
    if out.is_null() || riid.is_null() {
        return D3DERR_INVALIDCALL;
    }
    // SAFETY: checked non-null; COM's contract makes `riid` a readable GUID.
    let asked = unsafe { *riid };
    // SAFETY: the caller guarantees `this` is null or live.
    let Some(object) = (unsafe { this.as_ref() }) else {
        return D3DERR_INVALIDCALL;
    };
    if asked == IID_IUNKNOWN || answers(object, &asked) {
        add_ref(object);
        // SAFETY: checked non-null; the caller passes a writable `void**`.
        unsafe { out.write(this.cast()) };
        S_OK
    } else {
        // SAFETY: as above.
        unsafe { out.write(std::ptr::null_mut()) };
        E_NOINTERFACE
    }
}

/// Writes `value` through an out pointer, or returns `D3DERR_INVALIDCALL` where it is null.
///
/// # Safety
/// `out` is null or valid for a write of `T`.
pub unsafe fn write_out<T>(out: *mut T, value: T) -> HRESULT {
    if out.is_null() {
        return D3DERR_INVALIDCALL;
    }
    // SAFETY: checked non-null; the caller guarantees it is valid for writes.
    unsafe { out.write(value) };
    S_OK
}

/// A method ninth does not do that returns a value: `value` and one `tracing` line.
pub fn unsupported_value<T>(method: &'static str, value: T) -> T {
    tracing::warn!("{method}: not supported by ninth");
    value
}
