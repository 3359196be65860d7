//! Real X11 windows for the window tests of Present: winit's event loop runs on a thread of
//! its own (winit allows one per process; the test threads ask it for windows), and a
//! window's pixels are read back from the X server with x11rb's GetImage. The tests need an
//! X display: `scripts/with-vulkan.sh` starts Xvfb when `DISPLAY` is not set.

use std::sync::mpsc::{self, Sender};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use winit::application::ApplicationHandler;
use winit::dpi::{PhysicalPosition, PhysicalSize};
use winit::event::WindowEvent;
use winit::event_loop::{ActiveEventLoop, EventLoop, EventLoopProxy};
use winit::platform::x11::EventLoopBuilderExtX11;
use winit::raw_window_handle::{HasWindowHandle, RawWindowHandle};
use winit::window::{Window, WindowId};
use x11rb::connection::Connection;
use x11rb::protocol::xproto::{ConnectionExt as _, ImageFormat, ImageOrder, MapState};
use x11rb::rust_connection::RustConnection;

/// How long a window may take to show what was presented (lavapipe, a loaded machine).
const TIMEOUT: Duration = Duration::from_secs(20);

/// A window to open: position and inner size in pixels.
#[derive(Debug)]
struct Request {
    x: i32,
    y: i32,
    width: u32,
    height: u32,
    reply: Sender<Result<Arc<Window>, String>>,
}

/// The event loop's handler: opens the windows the tests ask for.
struct Opener;

impl ApplicationHandler<Request> for Opener {
    fn resumed(&mut self, _: &ActiveEventLoop) {}

    fn window_event(&mut self, _: &ActiveEventLoop, _: WindowId, _: WindowEvent) {}

    fn user_event(&mut self, event_loop: &ActiveEventLoop, r: Request) {
        let attributes = Window::default_attributes()
            .with_title("ninth Present test")
            .with_inner_size(PhysicalSize::new(r.width, r.height))
            .with_position(PhysicalPosition::new(r.x, r.y));
        let window = event_loop
            .create_window(attributes)
            .map(Arc::new)
            .map_err(|e| e.to_string());
        let _ = r.reply.send(window);
    }
}

/// Fails the test, saying how to run it, when there is no X display.
fn require_display() -> String {
    match std::env::var("DISPLAY") {
        Ok(d) if !d.is_empty() => d,
        _ => panic!(
            "the window tests of Present need an X display and DISPLAY is not set: run them \
             with `scripts/with-vulkan.sh cargo test --workspace` (it starts Xvfb), or start \
             an X server (e.g. `Xvfb :99 &`) and set DISPLAY=:99"
        ),
    }
}

fn event_loop() -> &'static Mutex<EventLoopProxy<Request>> {
    static PROXY: OnceLock<Result<Mutex<EventLoopProxy<Request>>, String>> = OnceLock::new();
    let proxy = PROXY.get_or_init(|| {
        let display = require_display();
        let (sender, receiver) = mpsc::channel();
        std::thread::spawn(move || {
            let built = EventLoop::<Request>::with_user_event()
                .with_any_thread(true)
                .build();
            match built {
                Ok(event_loop) => {
                    let _ = sender.send(Ok(event_loop.create_proxy()));
                    let _ = event_loop.run_app(&mut Opener);
                }
                Err(e) => {
                    let _ = sender.send(Err(format!("X display {display}: {e}")));
                }
            }
        });
        receiver
            .recv()
            .map_err(|_| "the event loop thread stopped".to_string())
            .and_then(|r| r)
            .map(Mutex::new)
    });
    match proxy {
        Ok(p) => p,
        Err(e) => panic!("cannot open windows: {e}"),
    }
}

/// A lavapipe renderer made after winit's X connection: winit calls `XInitThreads`, which
/// must come before any other Xlib call of the process, and wgpu's GL back end opens the X
/// display while it looks for adapters.
pub fn renderer() -> ninth_render::Renderer {
    event_loop();
    crate::common::renderer()
}

/// A window on the X server and a connection for reading its pixels.
pub struct TestWindow {
    pub window: Arc<Window>,
    id: u32,
    conn: RustConnection,
}

/// An image read from the X server: `width * height` pixels of R, G, B.
#[derive(Debug)]
pub struct XImage {
    pub width: u32,
    pub height: u32,
    pub rgb: Vec<[u8; 3]>,
}

impl XImage {
    /// Pixel (x, y).
    pub fn at(&self, x: u32, y: u32) -> [u8; 3] {
        self.rgb[(y * self.width + x) as usize]
    }
}

impl TestWindow {
    /// Opens a `width` x `height` window at (x, y) on the screen. Windows of tests that run
    /// at the same time must not overlap: the X server returns what is on the screen.
    pub fn open(x: i32, y: i32, width: u32, height: u32) -> Self {
        let (reply, receiver) = mpsc::channel();
        event_loop()
            .lock()
            .unwrap()
            .send_event(Request {
                x,
                y,
                width,
                height,
                reply,
            })
            .expect("the event loop is running");
        let window = receiver
            .recv()
            .expect("the event loop thread is gone (its panic is printed above)")
            .unwrap_or_else(|e| panic!("cannot open a window: {e}"));
        let id = match window.window_handle().expect("a window handle").as_raw() {
            RawWindowHandle::Xlib(h) => h.window as u32,
            RawWindowHandle::Xcb(h) => h.window.get(),
            other => panic!("not an X11 window: {other:?}"),
        };
        let (conn, _) = RustConnection::connect(None).expect("a connection to the X server");
        let w = Self { window, id, conn };
        w.wait_for_size(width, height);
        w
    }

    /// Asks for a new inner size and waits until the X server has it.
    pub fn resize(&self, width: u32, height: u32) {
        let _ = self
            .window
            .request_inner_size(PhysicalSize::new(width, height));
        self.wait_for_size(width, height);
    }

    /// Destroys the X window behind winit's back, as when its owner closes it.
    pub fn destroy(&self) {
        self.conn.destroy_window(self.id).unwrap().check().unwrap();
    }

    /// Waits until the window is mapped at `width` x `height`.
    fn wait_for_size(&self, width: u32, height: u32) {
        let start = Instant::now();
        let mut last = String::new();
        while start.elapsed() < TIMEOUT {
            match self.geometry() {
                Ok((w, h, true)) if (w, h) == (width, height) => return,
                Ok(state) => last = format!("size and mapped: {state:?}"),
                Err(e) => last = e,
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        panic!("the window did not become {width}x{height} and mapped in {TIMEOUT:?}: {last}");
    }

    fn geometry(&self) -> Result<(u32, u32, bool), String> {
        let geometry = self
            .conn
            .get_geometry(self.id)
            .map_err(|e| e.to_string())?
            .reply()
            .map_err(|e| e.to_string())?;
        let attributes = self
            .conn
            .get_window_attributes(self.id)
            .map_err(|e| e.to_string())?
            .reply()
            .map_err(|e| e.to_string())?;
        Ok((
            u32::from(geometry.width),
            u32::from(geometry.height),
            attributes.map_state == MapState::VIEWABLE,
        ))
    }

    /// The window's pixels as the X server has them (32-bit pixels of 8-bit channels, as
    /// Xvfb's default depth 24 gives).
    pub fn read(&self) -> Result<XImage, String> {
        let (width, height, _) = self.geometry()?;
        let image = self
            .conn
            .get_image(
                ImageFormat::Z_PIXMAP,
                self.id,
                0,
                0,
                width as u16,
                height as u16,
                !0,
            )
            .map_err(|e| e.to_string())?
            .reply()
            .map_err(|e| e.to_string())?;
        let setup = self.conn.setup();
        let bits = setup
            .pixmap_formats
            .iter()
            .find(|f| f.depth == image.depth)
            .map(|f| f.bits_per_pixel);
        let visual = setup
            .roots
            .iter()
            .flat_map(|s| &s.allowed_depths)
            .flat_map(|d| &d.visuals)
            .find(|v| v.visual_id == image.visual)
            .ok_or("the window's visual is not in the setup")?;
        let masks = [visual.red_mask, visual.green_mask, visual.blue_mask];
        if bits != Some(32) || masks.iter().any(|m| m.count_ones() != 8) {
            return Err(format!(
                "depth {} images ({bits:?} bits per pixel, masks {masks:x?}) are not read here; \
                 run Xvfb with depth 24",
                image.depth
            ));
        }
        let rgb = image
            .data
            .chunks_exact(4)
            .map(|p| {
                let p = <[u8; 4]>::try_from(p).unwrap();
                let pixel = match setup.image_byte_order {
                    ImageOrder::MSB_FIRST => u32::from_be_bytes(p),
                    _ => u32::from_le_bytes(p),
                };
                masks.map(|m| ((pixel & m) >> m.trailing_zeros()) as u8)
            })
            .collect();
        Ok(XImage { width, height, rgb })
    }

    /// Reads the window until `check` accepts its pixels; fails with the last complaint
    /// after a timeout (presentation reaches the X server asynchronously).
    pub fn wait_until(&self, what: &str, check: impl Fn(&XImage) -> Result<(), String>) {
        let start = Instant::now();
        let mut last = String::new();
        while start.elapsed() < TIMEOUT {
            match self.read().and_then(|image| check(&image)) {
                Ok(()) => return,
                Err(e) => last = e,
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        panic!("the window never showed {what} in {TIMEOUT:?}; last read: {last}");
    }
}
