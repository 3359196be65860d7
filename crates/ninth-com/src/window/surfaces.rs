//! One wgpu surface per window a device presents to.

use std::ffi::c_void;

use ninth_d3d9::{Device, SurfaceRef};
use ninth_render::wgpu;

use crate::types::Rect;

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
    ///
    /// `rects` are `Present`'s source rectangle (inside the back buffer, else InvalidCall)
    /// and destination rectangle (client coordinates; the part outside the client area is
    /// cut off, with the source part that would land there); `None` is the whole.
    pub fn present(
        &mut self,
        device: &mut Device<'static>,
        (target, target_size): (SurfaceRef, (u32, u32)),
        hwnd: *mut c_void,
        vsync: bool,
        rects: (Option<Rect>, Option<Rect>),
    ) -> ninth_d3d9::Result<bool> {
        let region = present_region(target_size, rects)?;
        let Some(window) = resolve(hwnd) else {
            return Ok(false);
        };
        let size = window.size.unwrap_or(target_size);
        let region = match region {
            None => None,
            Some(region) => match clip_to_window(region, size) {
                Some(r) => Some(r),
                // Nothing of the destination is on the window.
                None => return Ok(false),
            },
        };
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
            tracing::debug!(
                "IDirect3DDevice9::Present: window {hwnd:?}: surface configured for {}x{} ({})",
                size.0,
                size.1,
                if vsync { "vsync" } else { "immediate" }
            );
            (entry.size, entry.vsync) = (size, vsync);
        }
        if let Err(e) = device.present_to(target, surface, region) {
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

/// A source and destination rectangle in floating point: the destination may stick out of
/// the window until [`clip_to_window`].
type Region = ([f64; 4], [f64; 4]);

/// `Present`'s rectangles checked against the back buffer: `None` when both are the whole
/// (the common case, no arithmetic), else the source (inside the back buffer, non-empty)
/// and destination (non-empty; the back buffer's size when null: D3D9 then uses the client
/// area, which [`clip_to_window`] fills in).
fn present_region(
    (width, height): (u32, u32),
    (src, dst): (Option<Rect>, Option<Rect>),
) -> ninth_d3d9::Result<Option<Region>> {
    if src.is_none() && dst.is_none() {
        return Ok(None);
    }
    let full = [0.0, 0.0, f64::from(width), f64::from(height)];
    let as_f64 = |r: Rect| [r.left, r.top, r.right, r.bottom].map(f64::from);
    let src = src.map_or(full, as_f64);
    if !(src[0] >= 0.0
        && src[1] >= 0.0
        && src[2] <= full[2]
        && src[3] <= full[3]
        && src[0] < src[2]
        && src[1] < src[3])
    {
        return Err(ninth_d3d9::Error::invalid(format!(
            "Present's source rectangle {src:?} is empty or outside the {width}x{height} back buffer"
        )));
    }
    // A null destination is the client area: marked by NaN, filled in by clip_to_window.
    let dst = dst.map_or([f64::NAN; 4], as_f64);
    if dst[0] >= dst[2] || dst[1] >= dst[3] {
        return Err(ninth_d3d9::Error::invalid(format!(
            "Present's destination rectangle {dst:?} is empty"
        )));
    }
    Ok(Some((src, dst)))
}

/// The region cut to a `width` x `height` window, in whole pixels: the destination's part
/// on the window and the source's part that maps onto it; `None` when nothing is on it.
fn clip_to_window(
    (src, dst): Region,
    (width, height): (u32, u32),
) -> Option<(ninth_render::Rect, ninth_render::Rect)> {
    let window = [0.0, 0.0, f64::from(width), f64::from(height)];
    let dst = if dst[0].is_nan() { window } else { dst };
    let cut = [
        dst[0].max(0.0),
        dst[1].max(0.0),
        dst[2].min(window[2]),
        dst[3].min(window[3]),
    ];
    if cut[0] >= cut[2] || cut[1] >= cut[3] {
        return None;
    }
    let sx = (src[2] - src[0]) / (dst[2] - dst[0]);
    let sy = (src[3] - src[1]) / (dst[3] - dst[1]);
    let src_cut = [
        src[0] + (cut[0] - dst[0]) * sx,
        src[1] + (cut[1] - dst[1]) * sy,
        src[0] + (cut[2] - dst[0]) * sx,
        src[1] + (cut[3] - dst[1]) * sy,
    ];
    let rect = |r: [f64; 4]| {
        let [left, top, right, bottom] = r.map(|v| v.round() as u32);
        (right > left && bottom > top).then_some(ninth_render::Rect {
            left,
            top,
            right,
            bottom,
        })
    };
    Some((rect(src_cut)?, rect(cut)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(left: i32, top: i32, right: i32, bottom: i32) -> Rect {
        Rect {
            left,
            top,
            right,
            bottom,
        }
    }

    fn nr(left: u32, top: u32, right: u32, bottom: u32) -> ninth_render::Rect {
        ninth_render::Rect {
            left,
            top,
            right,
            bottom,
        }
    }

    #[test]
    fn whole_is_no_region() {
        assert!(present_region((64, 48), (None, None)).unwrap().is_none());
    }

    #[test]
    fn source_rectangles_must_lie_in_the_back_buffer() {
        for bad in [
            r(-1, 0, 10, 10),
            r(0, 0, 65, 10),
            r(5, 5, 5, 10),
            r(0, 0, 10, 49),
        ] {
            assert!(
                present_region((64, 48), (Some(bad), None)).is_err(),
                "{bad:?}"
            );
        }
        assert!(present_region((64, 48), (None, Some(r(10, 10, 10, 20)))).is_err());
    }

    #[test]
    fn a_null_destination_is_the_client_area() {
        let region = present_region((64, 48), (Some(r(0, 0, 32, 24)), None))
            .unwrap()
            .unwrap();
        assert_eq!(
            clip_to_window(region, (128, 96)),
            Some((nr(0, 0, 32, 24), nr(0, 0, 128, 96)))
        );
    }

    #[test]
    fn a_destination_off_the_window_is_cut_with_its_source() {
        // The whole 64x48 back buffer onto (-32, 0)..(96, 48) of a 64x48 window: twice as
        // wide, so the window shows source columns 16..48.
        let region = present_region((64, 48), (None, Some(r(-32, 0, 96, 48))))
            .unwrap()
            .unwrap();
        assert_eq!(
            clip_to_window(region, (64, 48)),
            Some((nr(16, 0, 48, 48), nr(0, 0, 64, 48)))
        );
        let away = present_region((64, 48), (None, Some(r(100, 0, 150, 48))))
            .unwrap()
            .unwrap();
        assert_eq!(clip_to_window(away, (64, 48)), None);
    }
}
