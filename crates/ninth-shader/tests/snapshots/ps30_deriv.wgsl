diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = v0_;
    let _e3 = dpdx(_e2);
    r0_ = _e3;
    let _e5 = v0_;
    let _e7 = dpdy(_e5.yxwz);
    r1_ = _e7;
    let _e10 = v1_;
    let _e13 = dpdx(-(_e10.xy));
    let _e14 = r2_;
    r2_ = vec4<f32>(_e13.x, _e13.y, _e14.z, _e14.w);
    let _e20 = v0_;
    let _e23 = dpdy(abs(_e20.zw));
    let _e24 = r2_;
    r2_ = vec4<f32>(_e24.x, _e24.y, _e23.x, _e23.y);
    let _e30 = r0_;
    let _e31 = r1_;
    r0_ = (_e30 + _e31);
    let _e33 = r0_;
    let _e34 = r2_;
    r0_ = (_e33 + _e34);
    let _e37 = r0_;
    oC0_ = _e37;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>) -> PsOut {
    v0_ = l0_;
    v1_ = l1_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
