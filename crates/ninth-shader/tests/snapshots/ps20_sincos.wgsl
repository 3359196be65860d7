diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> t1_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> oC0_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> v0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t1_;
    r0_.x = ((_e2.x * 4f) + -1.5f);
    let _e10 = r0_;
    let _e13 = r0_;
    let _e16 = vec2<f32>(cos(_e10.x), sin(_e13.x));
    let _e17 = r1_;
    r1_ = vec4<f32>(_e16.x, _e16.y, _e17.z, _e17.w);
    let _e24 = t1_;
    r2_.x = cos(_e24.y);
    let _e28 = r0_;
    r2_.y = sin(_e28.x);
    let _e34 = vec2<f32>(2f, 0f);
    let _e35 = r1_;
    r1_ = vec4<f32>(_e35.x, _e35.y, _e34.x, _e34.y);
    let _e42 = vec2<f32>(-0.75f, 4f);
    let _e43 = r2_;
    r2_ = vec4<f32>(_e43.x, _e43.y, _e42.x, _e42.y);
    let _e49 = r1_;
    let _e50 = r2_;
    r1_ = (_e49 + _e50);
    let _e53 = r1_;
    oC0_ = _e53;
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
