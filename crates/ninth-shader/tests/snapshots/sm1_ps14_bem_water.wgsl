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
var<private> r1_: vec4<f32>;
var<private> t1_: vec4<f32>;
@group(0) @binding(9) 
var<uniform> bump_env: array<NinthBumpEnv, 8>;
@group(1) @binding(2) 
var tex1_: texture_2d<f32>;
@group(1) @binding(3) 
var samp1_: sampler;
@group(1) @binding(4) 
var tex2_: texture_2d<f32>;
@group(1) @binding(5) 
var samp2_: sampler;
var<private> r2_: vec4<f32>;
var<private> t2_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r0_ = _e6;
    let _e9 = t1_;
    let _e10 = _e9.xyz;
    let _e11 = r1_;
    r1_ = vec4<f32>(_e10.x, _e10.y, _e10.z, _e11.w);
    let _e17 = r1_;
    let _e19 = r0_;
    let _e21 = r0_;
    let _e26 = bump_env[1].mat;
    let _e34 = (_e17.xy + ((_e26.xy * vec2(_e19.x)) + (_e26.zw * vec2(_e21.y))));
    let _e38 = vec4<f32>(_e34.x, _e34.y, 0f, 0f);
    let _e39 = r1_;
    r1_ = vec4<f32>(_e38.x, _e38.y, _e39.z, _e39.w);
    let _e45 = r1_;
    let _e49 = textureSample(tex1_, samp1_, _e45.xy);
    r1_ = _e49;
    let _e52 = t2_;
    let _e56 = textureSample(tex2_, samp2_, _e52.xy);
    r2_ = _e56;
    let _e57 = r2_;
    let _e60 = v1_;
    let _e62 = r1_;
    let _e64 = r2_;
    let _e68 = (_e57.xyz + (_e60.www * (_e62.xyz - _e64.xyz)));
    let _e69 = r0_;
    r0_ = vec4<f32>(_e68.x, _e68.y, _e68.z, _e69.w);
    let _e76 = v0_;
    r0_.w = _e76.w;
    let _e80 = r0_;
    oC0_ = _e80;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(2) l2_: vec4<f32>, @location(11) l11_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    t2_ = l2_;
    v1_ = l11_;
    v0_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
