diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r11_: vec4<f32>;
var<private> r10_: vec4<f32>;
var<private> t7_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 2>;
var<private> r9_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    r11_ = vec4(1f);
    let _e5 = t7_;
    let _e8 = cf[1];
    let _e10 = r11_;
    r10_ = ((_e5 * _e8) + _e10);
    let _e14 = v1_;
    let _e16 = cf[0];
    r9_ = (_e14 * _e16.wwww);
    let _e19 = r10_;
    let _e20 = r9_;
    r11_ = (_e19 + _e20);
    let _e23 = r11_;
    oC0_ = _e23;
}

@fragment 
fn main(@location(7) l7_: vec4<f32>, @location(11) l11_: vec4<f32>) -> PsOut {
    t7_ = l7_;
    v1_ = l11_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
