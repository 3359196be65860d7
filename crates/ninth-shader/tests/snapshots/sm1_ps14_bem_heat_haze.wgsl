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
var<private> r2_: vec4<f32>;
var<private> t2_: vec4<f32>;
@group(0) @binding(9) 
var<uniform> bump_env: array<NinthBumpEnv, 8>;
@group(1) @binding(4) 
var tex2_: texture_2d<f32>;
@group(1) @binding(5) 
var samp2_: sampler;
@group(1) @binding(2) 
var tex1_: texture_2d<f32>;
@group(1) @binding(3) 
var samp1_: sampler;
var<private> r1_: vec4<f32>;
var<private> t1_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r0_ = _e6;
    let _e9 = t2_;
    let _e10 = _e9.xyz;
    let _e11 = r2_;
    r2_ = vec4<f32>(_e10.x, _e10.y, _e10.z, _e11.w);
    let _e17 = r2_;
    let _e19 = r0_;
    let _e25 = r0_;
    let _e32 = bump_env[2].mat;
    let _e40 = (_e17.xy + ((_e32.xy * vec2(((2f * _e19.x) - 1f))) + (_e32.zw * vec2(((2f * _e25.y) - 1f)))));
    let _e44 = vec4<f32>(_e40.x, _e40.y, 0f, 0f);
    let _e45 = r2_;
    r2_ = vec4<f32>(_e44.x, _e44.y, _e45.z, _e45.w);
    let _e51 = r2_;
    let _e55 = textureSample(tex2_, samp2_, _e51.xy);
    r2_ = _e55;
    let _e58 = t1_;
    let _e62 = textureSample(tex1_, samp1_, _e58.xy);
    r1_ = _e62;
    let _e63 = r2_;
    let _e65 = r1_;
    let _e69 = v0_;
    let _e71 = ((_e63.xyz * _e65.xyz) + _e69.xyz);
    let _e72 = r0_;
    r0_ = vec4<f32>(_e71.x, _e71.y, _e71.z, _e72.w);
    let _e78 = r1_;
    r0_.w = _e78.w;
    let _e82 = r0_;
    oC0_ = _e82;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(2) l2_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t2_ = l2_;
    t1_ = l1_;
    v0_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
