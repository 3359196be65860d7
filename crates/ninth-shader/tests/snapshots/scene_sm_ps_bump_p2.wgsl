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
    let _e50 = r1_;
    r0_ = _e50;
    let _e52 = r0_;
    oC0_ = _e52;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
