diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> r1_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 2>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> oC0_: vec4<f32>;
var<private> t1_: vec4<f32>;

fn d3d_inf() -> f32 {
    var bits: u32;

    bits = 2139095040u;
    let _e2 = bits;
    return bitcast<f32>(_e2);
}

fn d3d_rcp(x: f32) -> f32 {
    let _e1 = d3d_inf();
    return select((1f / x), _e1, (x == 0f));
}

fn d3d_nrm(v: vec4<f32>) -> vec4<f32> {
    let _e1 = v.xyz;
    let _e2 = dot(_e1, _e1);
    return select((v * vec4(inverseSqrt(_e2))), vec4(0f), (_e2 == 0f));
}

fn d3d_main() {
    let _e2 = t0_;
    let _e4 = v0_;
    r0_ = (_e2 * _e4);
    let _e7 = r0_;
    let _e10 = cf[0];
    r1_ = saturate((_e7 + _e10));
    let _e14 = r1_;
    let _e16 = cf[1];
    let _e18 = r0_;
    r2_ = saturate(((_e14 * _e16) + _e18));
    let _e22 = r2_;
    r3_ = _e22;
    let _e23 = r2_;
    let _e25 = d3d_rcp(_e23.x);
    r3_.x = _e25;
    let _e28 = r3_;
    let _e29 = d3d_nrm(_e28);
    let _e30 = r4_;
    r4_ = vec4<f32>(_e29.x, _e29.y, _e29.z, _e30.w);
    r4_.w = 1f;
    let _e39 = r4_;
    oC0_ = saturate(_e39);
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
