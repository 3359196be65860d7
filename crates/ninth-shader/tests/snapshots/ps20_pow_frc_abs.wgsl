diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> t1_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_pow(x: f32, y: f32) -> f32 {
    return exp2((y * log2(abs(x))));
}

fn d3d_main() {
    let _e2 = t0_;
    let _e5 = d3d_pow(_e2.x, 2f);
    r0_.x = _e5;
    let _e7 = t0_;
    let _e11 = d3d_pow(-(_e7.y), 1f);
    r0_.y = _e11;
    let _e15 = t1_;
    let _e17 = d3d_pow(0f, _e15.x);
    let _e18 = r0_;
    r0_ = vec4<f32>(_e18.x, _e18.y, _e17, _e17);
    let _e23 = t0_;
    r1_ = fract(_e23);
    let _e26 = v0_;
    r1_.w = fract(-(_e26.w));
    let _e32 = t0_;
    r2_ = abs(-(_e32));
    let _e35 = r0_;
    let _e36 = r1_;
    r0_ = (_e35 + _e36);
    let _e38 = r0_;
    let _e39 = r2_;
    r0_ = (_e38 + _e39);
    let _e42 = r0_;
    oC0_ = _e42;
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
