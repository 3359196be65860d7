diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
    @location(1) c1_: vec4<f32>,
    @location(2) c2_: vec4<f32>,
}

var<private> oC0_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> oC1_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> oC2_: vec4<f32>;

fn d3d_main() {
    let _e2 = v1_;
    oC0_ = _e2;
    let _e5 = v0_;
    let _e6 = _e5.xy;
    let _e7 = r0_;
    r0_ = vec4<f32>(_e6.x, _e6.y, _e7.z, _e7.w);
    let _e14 = vec2(1f);
    let _e15 = r0_;
    r0_ = vec4<f32>(_e15.x, _e15.y, _e14.x, _e14.y);
    let _e22 = r0_;
    oC1_ = _e22;
    let _e25 = v1_;
    r1_ = (vec4(1f) + -(_e25));
    let _e28 = v0_;
    let _e30 = v0_;
    r1_.w = (_e28.x * _e30.y);
    let _e35 = r1_;
    oC2_ = _e35;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    v0_ = l0_;
    v1_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    let c1_ = oC1_;
    let c2_ = oC2_;
    return PsOut(c0_, c1_, c2_);
}
