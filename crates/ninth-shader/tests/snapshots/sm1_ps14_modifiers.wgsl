diagnostic(off, derivative_uniformity);

struct NinthBumpEnv {
    mat: vec4<f32>,
    luminance: vec4<f32>,
}

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r0_: vec4<f32>;
var<private> t0_: vec4<f32>;
@group(1) @binding(2) 
var tex1_: texture_2d<f32>;
@group(1) @binding(3) 
var samp1_: sampler;
var<private> r1_: vec4<f32>;
var<private> t1_: vec4<f32>;
@group(1) @binding(4) 
var tex2_: texture_2d<f32>;
@group(1) @binding(5) 
var samp2_: sampler;
var<private> r2_: vec4<f32>;
var<private> t2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> t3_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> t4_: vec4<f32>;
var<private> r5_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 2>;
@group(0) @binding(9) 
var<uniform> bump_env: array<NinthBumpEnv, 8>;
@group(1) @binding(6) 
var tex3_: texture_2d<f32>;
@group(1) @binding(7) 
var samp3_: sampler;
@group(1) @binding(8) 
var tex4_: texture_2d<f32>;
@group(1) @binding(9) 
var samp4_: sampler;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r0_ = _e6;
    let _e9 = t1_;
    let _e13 = textureSample(tex1_, samp1_, _e9.xy);
    r1_ = _e13;
    let _e16 = t2_;
    let _e23 = textureSample(tex2_, samp2_, (_e16 / vec4(_e16.w)).xy);
    r2_ = _e23;
    let _e26 = t3_;
    let _e27 = _e26.xyz;
    let _e28 = r3_;
    r3_ = vec4<f32>(_e27.x, _e27.y, _e27.z, _e28.w);
    let _e36 = t4_;
    let _e40 = (_e36 / vec4(_e36.w)).xy;
    let _e41 = r4_;
    r4_ = vec4<f32>(_e40.x, _e40.y, _e41.z, _e41.w);
    let _e48 = r0_;
    let _e49 = r1_;
    r5_ = ((_e48 + (_e49 - vec4(0.5f))) * vec4(2f));
    let _e57 = r5_;
    let _e59 = r2_;
    let _e66 = ((_e57.xyz - (vec3(0.5f) - _e59.xyz)) * vec3(4f));
    let _e67 = r5_;
    r5_ = vec4<f32>(_e66.x, _e66.y, _e66.z, _e67.w);
    let _e73 = r0_;
    let _e75 = r1_;
    r5_.w = ((_e73.w * (1f - (2f * _e75.w))) * 8f);
    let _e84 = r0_;
    let _e91 = r3_;
    r0_ = ((((vec4(2f) * _e84) * vec4<f32>(0.5f, 0.25f, 0.125f, 1f)) + (vec4(-2f) * _e91)) * vec4(0.5f));
    let _e98 = r0_;
    let _e103 = cf[0];
    r1_ = (((vec4(1f) - _e98) * clamp(_e103, vec4(-1f), vec4(1f))) * vec4(0.25f));
    let _e111 = r1_;
    let _e114 = r0_;
    let _e115 = r1_;
    r2_ = ((-(_e111) + (vec4(0.5f) * (_e114 - -(_e115)))) * vec4(0.125f));
    let _e122 = r4_;
    let _e124 = r2_;
    let _e126 = r2_;
    let _e131 = bump_env[4].mat;
    let _e139 = (_e122.xy + ((_e131.xy * vec2(_e124.x)) + (_e131.zw * vec2(_e126.y))));
    let _e143 = vec4<f32>(_e139.x, _e139.y, 0f, 0f);
    let _e144 = r4_;
    r4_ = vec4<f32>(_e143.x, _e143.y, _e144.z, _e144.w);
    let _e150 = r3_;
    let _e154 = textureSample(tex3_, samp3_, _e150.xy);
    r3_ = _e154;
    let _e155 = r4_;
    let _e162 = textureSample(tex4_, samp4_, (_e155 / vec4(_e155.z)).xy);
    r4_ = _e162;
    let _e163 = r1_;
    let _e164 = r0_;
    let _e165 = r2_;
    r0_ = saturate(select(_e163, _e164, (_e165.wwww > vec4(0.5f))));
    let _e171 = r4_;
    let _e174 = r3_;
    let _e176 = r2_;
    let _e180 = select(-(_e171.xyz), _e174.xyz, (_e176.xyz >= vec3(0f)));
    let _e181 = r1_;
    r1_ = vec4<f32>(_e180.x, _e180.y, _e180.z, _e181.w);
    let _e187 = r0_;
    r1_.w = _e187.z;
    let _e190 = r0_;
    let _e196 = r1_;
    r2_ = vec4(dot(((vec3(2f) * _e190.xyz) - vec3(1f)), ((vec3(2f) * _e196.xyz) - vec3(1f))));
    let _e204 = r0_;
    let _e206 = cf[1];
    r3_ = vec4((dot(_e204, clamp(_e206, vec4(-1f), vec4(1f))) * 2f));
    let _e213 = r4_;
    r0_ = _e213;
    let _e215 = r0_;
    oC0_ = _e215;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(2) l2_: vec4<f32>, @location(3) l3_: vec4<f32>, @location(4) l4_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    t2_ = l2_;
    t3_ = l3_;
    t4_ = l4_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
