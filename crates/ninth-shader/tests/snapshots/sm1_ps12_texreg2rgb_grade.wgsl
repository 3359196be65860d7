diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r16_: vec4<f32>;
var<private> t0_: vec4<f32>;
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
var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r16_ = _e6;
    let _e8 = r16_;
    let _e12 = textureSample(tex1_, samp1_, _e8.xy);
    r17_ = _e12;
    let _e14 = r16_;
    let _e24 = textureSample(tex2_, samp2_, ((vec2(2f) * _e14.xy) - vec2(1f)));
    r18_ = _e24;
    let _e26 = r16_;
    let _e29 = v0_;
    let _e31 = r17_;
    let _e33 = r16_;
    let _e37 = (_e26.xyz + (_e29.www * (_e31.xyz - _e33.xyz)));
    let _e38 = r0_;
    r0_ = vec4<f32>(_e37.x, _e37.y, _e37.z, _e38.w);
    let _e44 = r16_;
    r0_.w = _e44.w;
    let _e47 = r0_;
    let _e49 = r18_;
    let _e55 = saturate((_e47.xyz + (_e49.xyz - vec3(0.5f))));
    let _e56 = r0_;
    r0_ = vec4<f32>(_e55.x, _e55.y, _e55.z, _e56.w);
    let _e63 = r0_;
    oC0_ = _e63;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    v0_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
