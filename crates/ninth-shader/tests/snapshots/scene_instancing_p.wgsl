diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> oC0_: vec4<f32>;
var<private> v0_: vec4<f32>;

fn d3d_main() {
    let _e2 = v0_;
    oC0_ = _e2;
}

@fragment 
fn main(@location(10) l10_: vec4<f32>) -> PsOut {
    v0_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
