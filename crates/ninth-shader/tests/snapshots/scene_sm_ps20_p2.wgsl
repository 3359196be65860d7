diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 1>;
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = v0_;
    let _e6 = cf[0];
    r0_.x = saturate(dot(_e2.xyz, _e6.xyz));
    let _e11 = v0_;
    let _e13 = cf[0];
    r0_.y = dot(_e11, -(_e13));
    let _e17 = r0_;
    r0_.y = saturate(((_e17.y * -1f) + 1f));
    let _e26 = v0_;
    let _e28 = cf[0];
    r1_ = min(_e26, _e28);
    let _e31 = v0_;
    let _e33 = cf[0];
    r2_ = max(_e31, _e33);
    let _e36 = r2_;
    let _e38 = t0_;
    let _e40 = r1_;
    let _e41 = r2_;
    r3_ = (_e36 + (_e38.xxxx * (_e40 - _e41)));
    let _e45 = r0_;
    let _e49 = r3_;
    r3_.z = ((_e45.x * 0.25f) + _e49.z);
    let _e53 = r3_;
    let _e55 = r0_;
    r3_.y = saturate((_e53.y + -(_e55.y)));
    let _e61 = t0_;
    r3_.w = (_e61.y * 1f);
    let _e66 = r3_;
    oC0_ = _e66;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    v0_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
