diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 4>;
var<private> r3_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> r6_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_nrm(v: vec4<f32>) -> vec4<f32> {
    let _e1 = v.xyz;
    let _e2 = dot(_e1, _e1);
    return select((v * vec4(inverseSqrt(_e2))), vec4(0f), (_e2 == 0f));
}

fn d3d_main() {
    let _e2 = t0_;
    let _e3 = _e2.xy;
    let _e4 = r0_;
    r0_ = vec4<f32>(_e3.x, _e3.y, _e4.z, _e4.w);
    r0_.z = 1f;
    let _e13 = r0_;
    let _e14 = d3d_nrm(_e13);
    let _e15 = r1_;
    r1_ = vec4<f32>(_e14.x, _e14.y, _e14.z, _e15.w);
    let _e22 = r1_;
    let _e26 = cf[0];
    let _e28 = cross(_e22.xyz, _e26.xyz);
    let _e29 = r2_;
    r2_ = vec4<f32>(_e28.x, _e28.y, _e28.z, _e29.w);
    let _e36 = t0_;
    let _e39 = cf[0];
    r3_.x = (dot(_e36.xy, _e39.xy) + -0.5f);
    let _e47 = cf[0];
    let _e49 = v0_;
    let _e50 = r3_;
    r4_ = select(_e47, _e49, (_e50.xxxx >= vec4(0f)));
    let _e57 = r2_;
    let _e58 = t0_;
    let _e60 = r4_;
    let _e61 = r2_;
    r5_ = (_e57 + (_e58.xxxx * (_e60 - _e61)));
    let _e66 = r1_;
    let _e69 = cf[1];
    let _e72 = r1_;
    let _e75 = cf[2];
    let _e78 = r1_;
    let _e81 = cf[3];
    let _e84 = vec3<f32>(dot(_e66.xyz, _e69.xyz), dot(_e72.xyz, _e75.xyz), dot(_e78.xyz, _e81.xyz));
    let _e85 = r6_;
    r6_ = vec4<f32>(_e84.x, _e84.y, _e84.z, _e85.w);
    let _e91 = r6_;
    let _e96 = r5_;
    let _e98 = ((_e91.xyz * vec3(0.5f)) + _e96.xyz);
    let _e99 = r5_;
    r5_ = vec4<f32>(_e98.x, _e98.y, _e98.z, _e99.w);
    r5_.w = 1f;
    let _e107 = r5_;
    oC0_ = _e107;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    v0_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
