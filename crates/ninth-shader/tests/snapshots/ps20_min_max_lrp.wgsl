diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> t1_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e4 = v0_;
    r0_ = min(_e2, _e4);
    let _e7 = t0_;
    let _e8 = v0_;
    r1_ = max(_e7, -(_e8));
    let _e12 = r1_;
    let _e14 = t1_;
    let _e16 = r0_;
    let _e17 = r1_;
    r2_ = (_e12 + (_e14.xxxx * (_e16 - _e17)));
    let _e23 = r0_;
    r2_.w = saturate((1f + (0.25f * (_e23.w - 1f))));
    let _e30 = r2_;
    let _e34 = max(_e30.xyz, vec3(0f));
    let _e35 = r2_;
    r2_ = vec4<f32>(_e34.x, _e34.y, _e34.z, _e35.w);
    let _e42 = r2_;
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
