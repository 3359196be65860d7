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
    let _e16 = textureSample(tex1_, samp1_, (_e9 / vec4(_e9.z)).xy);
    r1_ = _e16;
    let _e19 = t2_;
    let _e26 = textureSample(tex2_, samp2_, (_e19 / vec4(_e19.w)).xy);
    r2_ = _e26;
    let _e29 = t3_;
    let _e30 = _e29.xyz;
    let _e31 = r3_;
    r3_ = vec4<f32>(_e30.x, _e30.y, _e30.z, _e31.w);
    let _e39 = t4_;
    let _e43 = (_e39 / vec4(_e39.w)).xy;
    let _e44 = r4_;
    r4_ = vec4<f32>(_e43.x, _e43.y, _e44.z, _e44.w);
    let _e51 = r0_;
    let _e52 = r1_;
    r5_ = ((_e51 + (_e52 - vec4(0.5f))) * vec4(2f));
    let _e60 = r5_;
    let _e62 = r2_;
    let _e69 = ((_e60.xyz - (vec3(0.5f) - _e62.xyz)) * vec3(4f));
    let _e70 = r5_;
    r5_ = vec4<f32>(_e69.x, _e69.y, _e69.z, _e70.w);
    let _e76 = r0_;
    let _e78 = r1_;
    r5_.w = ((_e76.w * (1f - (2f * _e78.w))) * 8f);
    let _e87 = r0_;
    let _e94 = r3_;
    r0_ = ((((vec4(2f) * _e87) * vec4<f32>(0.5f, 0.25f, 0.125f, 1f)) + (vec4(-2f) * _e94)) * vec4(0.5f));
    let _e101 = r0_;
    let _e106 = cf[0];
    r1_ = (((vec4(1f) - _e101) * clamp(_e106, vec4(-1f), vec4(1f))) * vec4(0.25f));
    let _e114 = r1_;
    let _e117 = r0_;
    let _e118 = r1_;
    r2_ = ((-(_e114) + (vec4(0.5f) * (_e117 - -(_e118)))) * vec4(0.125f));
    let _e125 = r4_;
    let _e127 = r2_;
    let _e129 = r2_;
    let _e134 = bump_env[4].mat;
    let _e142 = (_e125.xy + ((_e134.xy * vec2(_e127.x)) + (_e134.zw * vec2(_e129.y))));
    let _e146 = vec4<f32>(_e142.x, _e142.y, 0f, 0f);
    let _e147 = r4_;
    r4_ = vec4<f32>(_e146.x, _e146.y, _e147.z, _e147.w);
    let _e153 = r3_;
    let _e157 = textureSample(tex3_, samp3_, _e153.xy);
    r3_ = _e157;
    let _e158 = r4_;
    let _e165 = textureSample(tex4_, samp4_, (_e158 / vec4(_e158.z)).xy);
    r4_ = _e165;
    let _e166 = r1_;
    let _e167 = r0_;
    let _e168 = r2_;
    r0_ = saturate(select(_e166, _e167, (_e168.wwww > vec4(0.5f))));
    let _e174 = r4_;
    let _e177 = r3_;
    let _e179 = r2_;
    let _e183 = select(-(_e174.xyz), _e177.xyz, (_e179.xyz >= vec3(0f)));
    let _e184 = r1_;
    r1_ = vec4<f32>(_e183.x, _e183.y, _e183.z, _e184.w);
    let _e190 = r0_;
    r1_.w = _e190.z;
    let _e193 = r0_;
    let _e199 = r1_;
    r2_ = vec4(dot(((vec3(2f) * _e193.xyz) - vec3(1f)), ((vec3(2f) * _e199.xyz) - vec3(1f))));
    let _e207 = r0_;
    let _e209 = cf[1];
    r3_ = vec4((dot(_e207, clamp(_e209, vec4(-1f), vec4(1f))) * 2f));
    let _e216 = r4_;
    r0_ = _e216;
    let _e218 = r0_;
    oC0_ = _e218;
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
