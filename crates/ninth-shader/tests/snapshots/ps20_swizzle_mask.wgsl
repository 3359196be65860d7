diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> r6_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    r0_ = _e2.xxxx;
    let _e5 = t0_;
    r1_ = _e5.yyyy;
    let _e8 = t0_;
    r2_ = _e8.zzzz;
    let _e11 = t0_;
    r3_ = _e11.wwww;
    let _e14 = r0_;
    r4_.x = _e14.x;
    let _e17 = r1_;
    r4_.y = _e17.y;
    let _e20 = r2_;
    r4_.z = _e20.z;
    let _e23 = r3_;
    r4_.w = _e23.w;
    let _e29 = vec2<f32>(0.1f, 0.2f);
    let _e30 = r5_;
    r5_ = vec4<f32>(_e29.x, _e29.y, _e30.z, _e30.w);
    let _e37 = vec2(0.4f);
    let _e38 = r5_;
    r5_ = vec4<f32>(_e38.x, _e38.y, _e37.x, _e37.y);
    let _e44 = r4_;
    let _e45 = r5_;
    r4_ = (_e44 + _e45);
    let _e48 = r4_;
    let _e49 = _e48.xyz;
    let _e50 = r6_;
    r6_ = vec4<f32>(_e49.x, _e49.y, _e49.z, _e50.w);
    let _e56 = r4_;
    r6_.w = _e56.x;
    let _e60 = r6_;
    oC0_ = _e60;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
