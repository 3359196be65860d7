//! One wgpu surface per window a device presents to.

use std::ffi::c_void;

use ninth_d3d9::{Device, SurfaceRef};
use ninth_render::wgpu;

use super::{Window, resolve};

/// A window's surface and the configuration it has.
struct Entry {
    hwnd: usize,
    /// `None` when making the surface failed (logged once; the window is then treated as
    /// none, and not asked again).
    surface: Option<wgpu::Surface<'static>>,
    size: (u32, u32),
    vsync: bool,
}

/// The surfaces of the windows a device presented to, by `HWND`. Programs present to one
/// window, or a few (`hDestWindowOverride`), so a short list is searched.
#[derive(Default)]
pub struct WindowSurfaces {
    entries: Vec<Entry>,
}

impl WindowSurfaces {
    /// `Present` of `device`'s render target `target` (`target_size` pixels: a back
    /// buffer) to `hwnd`: returns `Ok(false)` when `hwnd` names no window ninth can show it
    /// on (the caller then submits the frame headless), else presents it, scaled to the
    /// window's client area (`vsync`: wait for the display, as `D3DPRESENT_INTERVAL_ONE`),
    /// configuring the window's surface first when it is new or the window's size changed.
    pub fn present(
        &mut self,
        device: &mut Device<'static>,
        (target, target_size): (SurfaceRef, (u32, u32)),
        hwnd: *mut c_void,
        vsync: bool,
    ) -> ninth_d3d9::Result<bool> {
        let Some(window) = resolve(hwnd) else {
            return Ok(false);
        };
        let size = window.size.unwrap_or(target_size);
        let index = match self.entries.iter().position(|e| e.hwnd == hwnd as usize) {
            Some(i) => i,
            None => {
                let surface = make_surface(device, &window, hwnd);
                self.entries.push(Entry {
                    hwnd: hwnd as usize,
                    surface,
                    size: (0, 0),
                    vsync,
                });
                self.entries.len() - 1
            }
        };
        let entry = &mut self.entries[index];
        let Some(surface) = &entry.surface else {
            return Ok(false);
        };
        if entry.size != size || entry.vsync != vsync {
            let configured = device
                .renderer()
                .configure_surface(surface, size.0, size.1, vsync);
            if let Err(e) = configured {
                tracing::warn!(
                    "IDirect3DDevice9::Present: window {hwnd:?}: {e}; frames for it are drawn but not shown"
                );
                entry.surface = None;
                return Ok(false);
            }
            (entry.size, entry.vsync) = (size, vsync);
        }
        if let Err(e) = device.present_to(target, surface) {
            // A lost surface (its window changed under it) is made again at the next
            // Present; this frame's work is then submitted headless.
            tracing::warn!("IDirect3DDevice9::Present: window {hwnd:?}: {e}");
            self.entries.swap_remove(index);
            return Ok(false);
        }
        Ok(true)
    }

    /// Forgets every surface (their windows are shown nothing more by this device).
    pub fn clear(&mut self) {
        self.entries.clear();
    }
}

/// A surface on `window` from the device's renderer, or `None` (logged) when wgpu cannot
/// make one there.
fn make_surface(
    device: &mut Device<'static>,
    window: &Window,
    hwnd: *mut c_void,
) -> Option<wgpu::Surface<'static>> {
    let target = wgpu::SurfaceTargetUnsafe::RawHandle {
        raw_display_handle: Some(window.display),
        raw_window_handle: window.window,
    };
    // SAFETY: `window` came from `resolve`: a live window of the system's (Windows), or one
    // the program registered and promised to keep alive while its devices live (native).
    match unsafe { device.renderer().create_surface_unsafe(target) } {
        Ok(surface) => Some(surface),
        Err(e) => {
            tracing::warn!(
                "IDirect3DDevice9::Present: window {hwnd:?}: {e}; frames for it are drawn but not shown"
            );
            None
        }
    }
}
