diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> t0_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 3>;
var<private> r1_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> t1_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e5 = cf[0];
    r0_ = (_e2 + _e5);
    let _e9 = v0_;
    let _e11 = cf[1];
    r1_ = (_e9 - -(_e11));
    let _e15 = r0_;
    let _e16 = r1_;
    r2_ = (_e15 * _e16.xxxx);
    let _e20 = r2_;
    let _e22 = cf[2];
    let _e24 = r1_;
    r3_ = ((_e20 * _e22) + -(_e24));
    let _e28 = t1_;
    let _e32 = r3_;
    r3_.w = saturate(((_e28.x * 0.25f) + _e32.w));
    let _e38 = r3_;
    oC0_ = _e38;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    v0_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
