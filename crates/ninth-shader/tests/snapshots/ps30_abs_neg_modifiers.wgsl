diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> r2_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 1>;
var<private> oC0_: vec4<f32>;
var<private> v1_: vec4<f32>;

fn d3d_main() {
    let _e2 = v0_;
    r0_ = -(_e2);
    let _e5 = v0_;
    let _e8 = v2_;
    r1_ = (abs(_e5) + -(abs(_e8)));
    let _e13 = r1_;
    let _e17 = r0_;
    let _e20 = v2_;
    r2_ = ((-(abs(_e13.xxxx)) * _e17.wzyx) + abs(_e20.wwww));
    let _e24 = r2_;
    let _e27 = cf[0];
    r2_ = (_e24 + -(abs(_e27)));
    let _e32 = r2_;
    oC0_ = _e32;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    v0_ = l0_;
    v1_ = l1_;
    v2_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
