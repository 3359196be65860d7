diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r0_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 1>;
var<private> r4_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r0_ = _e6;
    let _e8 = r0_;
    r1_.x = dot(_e8.xyz, vec3<f32>(0.299f, 0.587f, 0.114f));
    let _e17 = r1_;
    let _e23 = (_e17.xxx * vec3<f32>(1.2f, 1f, 0.8f));
    let _e24 = r2_;
    r2_ = vec4<f32>(_e23.x, _e23.y, _e23.z, _e24.w);
    let _e31 = t0_;
    let _e36 = (_e31.xy + -(vec2(0.5f)));
    let _e37 = r3_;
    r3_ = vec4<f32>(_e36.x, _e36.y, _e37.z, _e37.w);
    let _e43 = r3_;
    let _e45 = r3_;
    r3_.z = (dot(_e43.xy, _e45.xy) + 0f);
    let _e51 = r3_;
    r3_.w = saturate(((_e51.z * -(1.4f)) + 1f));
    let _e59 = r2_;
    let _e61 = r3_;
    let _e63 = (_e59.xyz * _e61.www);
    let _e64 = r2_;
    r2_ = vec4<f32>(_e63.x, _e63.y, _e63.z, _e64.w);
    let _e70 = r2_;
    let _e74 = (_e70.xyz + -(vec3(0.5f)));
    let _e75 = r2_;
    r2_ = vec4<f32>(_e74.x, _e74.y, _e74.z, _e75.w);
    let _e81 = r2_;
    let _e85 = cf[0];
    let _e89 = ((_e81.xyz * _e85.xxx) + vec3(0.5f));
    let _e90 = r2_;
    r2_ = vec4<f32>(_e89.x, _e89.y, _e89.z, _e90.w);
    let _e97 = r0_;
    let _e100 = cf[0];
    let _e102 = r2_;
    let _e104 = r0_;
    let _e108 = (_e97.xyz + (_e100.yyy * (_e102.xyz - _e104.xyz)));
    let _e109 = r4_;
    r4_ = vec4<f32>(_e108.x, _e108.y, _e108.z, _e109.w);
    let _e115 = r0_;
    r4_.w = _e115.w;
    let _e119 = r4_;
    oC0_ = _e119;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
