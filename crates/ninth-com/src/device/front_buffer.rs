//! The front buffer `GetFrontBufferData` reads: the frame the last `Present` showed, not the
//! back buffer the program may have drawn into since. Keeping it costs a copy per `Present`,
//! so the copy starts with the first `GetFrontBufferData` (which reads the back buffer: right
//! between a `Present` and the next frame's drawing, where screenshots are taken) and goes
//! on from then.

use ninth_d3d9::{Device, SurfaceHandle, SurfaceRef};

/// `D3DFMT_X8R8G8B8`: the front buffer's format (its alpha reads as 255).
const X8R8G8B8: u32 = 22;
/// `D3DTEXF_POINT`: a copy of the same size.
const POINT: u32 = 1;

/// The kept front buffer of a device's implicit swap chain.
#[derive(Default)]
pub(crate) struct FrontBuffer {
    /// The copy of the last presented frame and its size.
    kept: Option<(SurfaceHandle, (u32, u32))>,
    /// Whether `Present` keeps copies (a `GetFrontBufferData` came).
    wanted: bool,
}

impl FrontBuffer {
    /// At `Present` of the implicit swap chain, before the frame is shown: copies the back
    /// buffer when copies are wanted.
    pub(crate) fn keep(&mut self, device: &mut Device<'static>) -> ninth_d3d9::Result<()> {
        if !self.wanted {
            return Ok(());
        }
        let p = device.params();
        let size = (p.width, p.height);
        let copy = match self.kept {
            Some((h, kept)) if kept == size => h,
            other => {
                if let Some((old, _)) = other {
                    device.release_surface(old)?;
                    self.kept = None;
                }
                let h = device.create_render_target(p.width, p.height, X8R8G8B8, 0)?;
                self.kept = Some((h, size));
                h
            }
        };
        device.stretch_rect(
            SurfaceRef::Backbuffer,
            None,
            SurfaceRef::Surface(copy),
            None,
            POINT,
        )
    }

    /// The surface `GetFrontBufferData` reads: the copy made at the last `Present` when
    /// there is one of the back buffer's size, else the back buffer (and `Present` keeps
    /// copies from now on).
    pub(crate) fn source(&mut self, device: &Device<'static>) -> SurfaceRef {
        self.wanted = true;
        let p = device.params();
        match self.kept {
            Some((h, size)) if size == (p.width, p.height) => SurfaceRef::Surface(h),
            _ => SurfaceRef::Backbuffer,
        }
    }
}
