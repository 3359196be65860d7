diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> oC0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> v2_: vec4<f32>;

fn d3d_main() {
    let _e2 = v1_;
    r0_.x = ((_e2.x * 2f) + -1f);
    let _e10 = r0_;
    let _e13 = r0_;
    let _e16 = vec2<f32>(cos(_e10.x), sin(_e13.x));
    let _e17 = r1_;
    r1_ = vec4<f32>(_e16.x, _e16.y, _e17.z, _e17.w);
    let _e24 = v1_;
    r2_.x = cos(abs(_e24.y));
    let _e29 = r0_;
    r2_.y = sin(-(_e29.x));
    let _e35 = r2_;
    let _e38 = r2_;
    let _e42 = saturate(vec2<f32>(cos(_e35.x), sin(_e38.x)));
    let _e43 = r3_;
    r3_ = vec4<f32>(_e42.x, _e42.y, _e43.z, _e43.w);
    let _e51 = vec2<f32>(0.75f, 1f);
    let _e52 = r1_;
    r1_ = vec4<f32>(_e52.x, _e52.y, _e51.x, _e51.y);
    let _e59 = vec2<f32>(-1f, 8f);
    let _e60 = r2_;
    r2_ = vec4<f32>(_e60.x, _e60.y, _e59.x, _e59.y);
    let _e66 = r1_;
    let _e67 = r2_;
    r1_ = (_e66 + _e67);
    let _e69 = r1_;
    let _e71 = r3_;
    let _e73 = (_e69.xy + _e71.xy);
    let _e74 = r1_;
    r1_ = vec4<f32>(_e73.x, _e73.y, _e74.z, _e74.w);
    let _e81 = r1_;
    oC0_ = _e81;
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
