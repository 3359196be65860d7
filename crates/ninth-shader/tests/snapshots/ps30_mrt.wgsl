diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
    @location(1) c1_: vec4<f32>,
    @location(2) c2_: vec4<f32>,
    @location(3) c3_: vec4<f32>,
}

var<private> oC0_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> oC1_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> r0_: vec4<f32>;
var<private> oC2_: vec4<f32>;
var<private> oC3_: vec4<f32>;
var<private> v1_: vec4<f32>;

fn d3d_main() {
    let _e2 = v2_;
    oC0_ = _e2;
    let _e5 = v0_;
    oC1_ = _e5;
    let _e7 = v2_;
    r0_ = (_e7 * vec4(0.5f));
    let _e12 = r0_;
    oC2_ = _e12;
    let _e15 = v1_;
    oC3_ = ((_e15.xyxy * vec4(0.75f)) + vec4(1f));
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    v0_ = l0_;
    v1_ = l1_;
    v2_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    let c1_ = oC1_;
    let c2_ = oC2_;
    let c3_ = oC3_;
    return PsOut(c0_, c1_, c2_, c3_);
}
