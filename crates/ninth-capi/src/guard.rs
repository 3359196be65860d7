//! The boundary: each entry point runs its body through [`call`] (or [`call_value`]), which
//! catches every unwind, maps ninth-render's errors to `MR_ERR_*` codes and keeps the text as
//! the calling thread's last error.

use std::cell::RefCell;
use std::ffi::{CString, c_char};
use std::panic::{AssertUnwindSafe, catch_unwind};

use ninth_render::{Error, ErrorKind};

use crate::types::*;

thread_local! {
    /// The text of this thread's last failed call ("" after a successful one).
    static LAST_ERROR: RefCell<CString> = RefCell::new(CString::default());
    /// The text of the last failed commit, as this thread last read it.
    static LAST_COMMIT_ERROR: RefCell<CString> = RefCell::new(CString::default());
}

/// The `MR_ERR_*` code of an error kind.
pub(crate) fn code_of(kind: ErrorKind) -> i32 {
    match kind {
        ErrorKind::Args => MR_ERR_ARGS,
        ErrorKind::Bounds => MR_ERR_BOUNDS,
        ErrorKind::Primitive => MR_ERR_PRIMITIVE,
        ErrorKind::Texture => MR_ERR_TEXTURE,
        ErrorKind::Device => MR_ERR_DEVICE,
        ErrorKind::Shader => MR_ERR_SHADER,
        ErrorKind::Decl => MR_ERR_DECL,
        ErrorKind::Unsupported => MR_ERR_UNSUPPORTED,
        ErrorKind::State => MR_ERR_STATE,
    }
}

fn c_text(text: &str) -> CString {
    CString::new(text.replace('\0', " ")).unwrap_or_default()
}

fn set_last_error(text: &str) {
    let text = c_text(text);
    let _ = LAST_ERROR.try_with(|e| *e.borrow_mut() = text);
}

fn panic_text(panic: &(dyn std::any::Any + Send)) -> String {
    panic
        .downcast_ref::<&str>()
        .map(|s| (*s).to_owned())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "panic".to_owned())
}

/// Runs the body of entry point `name`: `MR_OK` on success (the last error becomes ""), the
/// error's code with "name: message" as the last error, or `MR_ERR_DEVICE` with "name:
/// internal error: ..." when the body panics.
pub(crate) fn call(name: &'static str, body: impl FnOnce() -> Result<(), Error>) -> i32 {
    call_value(name, |()| MR_OK, |code| code, body)
}

/// [`call`] for a body that returns a value: `ok` maps it to the entry point's result and
/// `failed` maps an error code to it.
pub(crate) fn call_value<T, R>(
    name: &'static str,
    ok: impl FnOnce(T) -> R,
    failed: impl FnOnce(i32) -> R,
    body: impl FnOnce() -> Result<T, Error>,
) -> R {
    match catch_unwind(AssertUnwindSafe(body)) {
        Ok(Ok(value)) => {
            set_last_error("");
            ok(value)
        }
        Ok(Err(error)) => {
            set_last_error(&format!("{name}: {}", error.message));
            failed(code_of(error.kind))
        }
        Err(panic) => {
            set_last_error(&format!("{name}: internal error: {}", panic_text(&*panic)));
            failed(MR_ERR_DEVICE)
        }
    }
}

/// The text of the calling thread's last failed `mr_*` call, or "" when its last call
/// succeeded. The pointer stays valid until the thread's next `mr_*` call; never null.
#[unsafe(no_mangle)]
pub extern "C" fn mr_last_error() -> *const c_char {
    catch_unwind(|| {
        LAST_ERROR
            .try_with(|e| e.borrow().as_ptr())
            .unwrap_or(c"".as_ptr())
    })
    .unwrap_or(c"".as_ptr())
}

/// The last failed commit's text ("code N: text", N an `MR_ERR_*` code), or "" when no
/// commit failed. Valid until the thread's next call of this function; never null. Does not
/// change `mr_last_error`.
#[unsafe(no_mangle)]
pub extern "C" fn mr_last_commit_error() -> *const c_char {
    catch_unwind(|| {
        let text = crate::shared::last_commit_error()
            .map(|text| format!("code {MR_ERR_DEVICE}: {text}"))
            .unwrap_or_default();
        let text = c_text(&text);
        LAST_COMMIT_ERROR
            .try_with(|e| {
                *e.borrow_mut() = text;
                e.borrow().as_ptr()
            })
            .unwrap_or(c"".as_ptr())
    })
    .unwrap_or(c"".as_ptr())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn last() -> String {
        // SAFETY: mr_last_error returns a NUL-terminated string owned by this thread.
        unsafe { std::ffi::CStr::from_ptr(mr_last_error()) }
            .to_string_lossy()
            .into_owned()
    }

    #[test]
    fn a_panic_becomes_mr_err_device_with_its_text() {
        let code = call("mr_test", || panic!("boom {}", 7));
        assert_eq!(code, MR_ERR_DEVICE);
        assert_eq!(last(), "mr_test: internal error: boom 7");
        assert_eq!(call("mr_test", || Ok(())), MR_OK);
        assert_eq!(last(), "");
        let code = call("mr_test", || Err(Error::bounds("index 9")));
        assert_eq!(
            (code, last()),
            (MR_ERR_BOUNDS, "mr_test: index 9".to_owned())
        );
    }
}
