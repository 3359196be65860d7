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
var<private> r16_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> r24_: vec4<f32>;
var<private> t1_: vec4<f32>;
@group(0) @binding(9) 
var<uniform> bump_env: array<NinthBumpEnv, 8>;
@group(1) @binding(2) 
var tex1_: texture_2d<f32>;
@group(1) @binding(3) 
var samp1_: sampler;
var<private> r17_: vec4<f32>;
@group(1) @binding(4) 
var tex2_: texture_2d<f32>;
@group(1) @binding(5) 
var samp2_: sampler;
var<private> r18_: vec4<f32>;
var<private> t2_: vec4<f32>;
var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r16_ = _e6;
    let _e9 = t1_;
    let _e11 = r16_;
    let _e13 = r16_;
    let _e18 = bump_env[1].mat;
    let _e26 = (_e9.xy + ((_e18.xy * vec2(_e11.x)) + (_e18.zw * vec2(_e13.y))));
    let _e30 = vec4<f32>(_e26.x, _e26.y, 0f, 0f);
    let _e31 = r24_;
    r24_ = vec4<f32>(_e30.x, _e30.y, _e31.z, _e31.w);
    let _e38 = r24_;
    let _e42 = textureSample(tex1_, samp1_, _e38.xy);
    r17_ = _e42;
    let _e45 = t2_;
    let _e49 = textureSample(tex2_, samp2_, _e45.xy);
    r18_ = _e49;
    let _e51 = r18_;
    let _e54 = v0_;
    let _e56 = r17_;
    let _e58 = r18_;
    let _e62 = (_e51.xyz + (_e54.www * (_e56.xyz - _e58.xyz)));
    let _e63 = r0_;
    r0_ = vec4<f32>(_e62.x, _e62.y, _e62.z, _e63.w);
    let _e69 = v0_;
    r0_.w = _e69.w;
    let _e72 = r0_;
    let _e75 = v1_;
    let _e80 = ((_e72.xyz * _e75.xyz) * vec3(2f));
    let _e81 = r0_;
    r0_ = vec4<f32>(_e80.x, _e80.y, _e80.z, _e81.w);
    let _e88 = r0_;
    oC0_ = _e88;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(2) l2_: vec4<f32>, @location(10) l10_: vec4<f32>, @location(11) l11_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    t2_ = l2_;
    v0_ = l10_;
    v1_ = l11_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
