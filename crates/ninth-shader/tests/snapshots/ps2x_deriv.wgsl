diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e3 = dpdx(_e2);
    r0_ = _e3;
    let _e5 = t0_;
    let _e7 = dpdy(_e5.yxwz);
    r1_ = _e7;
    let _e9 = t0_;
    let _e12 = dpdx(-(_e9.xy));
    let _e13 = r2_;
    r2_ = vec4<f32>(_e12.x, _e12.y, _e13.z, _e13.w);
    let _e19 = t0_;
    let _e21 = dpdy(_e19.zw);
    let _e22 = r2_;
    r2_ = vec4<f32>(_e22.x, _e22.y, _e21.x, _e21.y);
    let _e28 = r0_;
    let _e29 = r1_;
    r0_ = (_e28 + _e29);
    let _e31 = r0_;
    let _e32 = r2_;
    r0_ = (_e31 + _e32);
    let _e35 = r0_;
    oC0_ = _e35;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
