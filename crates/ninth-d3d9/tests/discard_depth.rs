//! `D3DPRESENTFLAG_DISCARD_DEPTHSTENCIL`: with it (and the renderer's fast paths on) the
//! frame's last pass does not store the automatic depth-stencil surface, which D3D9 leaves
//! undefined after `Present`; without it the surface is stored. The image is the same.

mod common;

use common::*;
use ninth_d3d9::{Device, DeviceParams};

/// `D3DFVF_XYZRHW | D3DFVF_DIFFUSE`.
const FVF: u32 = 0x044;

fn frame(d: &mut Device) {
    d.clear(&[], 7, 0xff00_0000, 1.0, 0).unwrap(); // TARGET | ZBUFFER | STENCIL
    let fan = rect_fan(0, 0, 8, 8, 0xffff_0000);
    d.draw_primitive_up(6, 2, &fan, 20).unwrap(); // D3DPT_TRIANGLEFAN
    d.present().unwrap();
}

#[test]
fn the_last_pass_before_present_does_not_store_a_discarded_depth_buffer() {
    for (discard, stores_elided) in [(false, 0), (true, 2)] {
        let mut r = renderer();
        r.set_fast_paths(true);
        let mut d = Device::new(&mut r, DeviceParams::new(16, 16)).unwrap();
        d.set_fvf(FVF).unwrap();
        d.set_discard_depth_stencil(discard);
        frame(&mut d);
        let before = d.renderer().counters();
        frame(&mut d);
        let c = d.renderer().counters().since(&before);
        assert_eq!(c.stores_elided, stores_elided, "discard {discard}: {c:?}");
        assert_eq!(c.passes_begun, 1);
        let image = backbuffer(&mut d);
        assert_eq!(pixel(&image, 4, 4), rgba(0xffff_0000));
        assert_eq!(pixel(&image, 12, 12), rgba(0xff00_0000));
    }
}
