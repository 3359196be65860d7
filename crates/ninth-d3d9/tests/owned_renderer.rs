//! A device that owns its renderer (`Device::with_renderer`), as a COM device object does.

use ninth_d3d9::{Device, DeviceParams, SurfaceRef};

#[test]
fn a_device_owning_its_renderer_clears_reads_back_and_drops() {
    let renderer = ninth_render::Renderer::from_env().expect("a GPU adapter");
    let mut device = Device::with_renderer(renderer, DeviceParams::new(8, 4)).unwrap();
    // D3DCLEAR_TARGET with 0xff336699.
    device.clear(&[], 1, 0xff33_6699, 1.0, 0).unwrap();
    let image = device.read_render_target(SurfaceRef::Backbuffer).unwrap();
    assert_eq!((image.width, image.height), (8, 4));
    assert!(
        image.rgba.chunks(4).all(|p| p == [0x33, 0x66, 0x99, 0xff]),
        "{:?}",
        &image.rgba[..8]
    );
    // The renderer is reachable and still the device's.
    assert!(!device.renderer().info().adapter_name.is_empty());
    drop(device);
    // Another owned device after it (the first one's resources and renderer are gone).
    let renderer = ninth_render::Renderer::from_env().unwrap();
    let mut device = Device::with_renderer(renderer, DeviceParams::new(2, 2)).unwrap();
    device.clear(&[], 1, 0xff00_ff00, 1.0, 0).unwrap();
    let image = device.read_render_target(SurfaceRef::Backbuffer).unwrap();
    assert_eq!(&image.rgba[..4], &[0, 0xff, 0, 0xff]);
}
