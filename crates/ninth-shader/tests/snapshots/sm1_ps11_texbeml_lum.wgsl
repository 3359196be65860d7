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
var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
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
    let _e43 = r17_;
    let _e44 = r16_;
    let _e48 = bump_env[1].luminance;
    r17_ = (_e43 * vec4(saturate(((_e44.z * _e48.x) + _e48.y))));
    let _e57 = r17_;
    let _e59 = v0_;
    r0_ = (_e57 * _e59);
    let _e62 = r0_;
    oC0_ = _e62;
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
