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
var<private> t1_: vec4<f32>;
var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> r1_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 1>;
var<private> v1_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r16_ = _e6;
    let _e9 = t1_;
    let _e13 = textureSample(tex1_, samp1_, _e9.xy);
    r17_ = _e13;
    let _e15 = r16_;
    let _e18 = v0_;
    let _e20 = (_e15.xyz * _e18.xyz);
    let _e21 = r0_;
    r0_ = vec4<f32>(_e20.x, _e20.y, _e20.z, _e21.w);
    let _e27 = r16_;
    let _e29 = v0_;
    r0_.w = saturate((_e27.w + _e29.w));
    let _e35 = r0_;
    let _e38 = r17_;
    let _e39 = r0_;
    r1_ = (_e35 + (vec4(0.5f) * (_e38 - _e39)));
    let _e43 = r1_;
    let _e47 = cf[0];
    let _e56 = v1_;
    let _e63 = (((_e43.xyz * clamp(_e47, vec4(-1f), vec4(1f)).xyz) + (_e56.xyz - vec3(0.5f))) * vec3(2f));
    let _e64 = r1_;
    r1_ = vec4<f32>(_e63.x, _e63.y, _e63.z, _e64.w);
    let _e70 = r17_;
    r1_.w = (1f - _e70.w);
    let _e74 = r17_;
    let _e79 = r1_;
    let _e80 = r0_;
    r0_ = select(((vec4(2f) * _e74) - vec4(1f)), _e79, (_e80.wwww > vec4(0.5f)));
    let _e86 = r0_;
    oC0_ = _e86;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(10) l10_: vec4<f32>, @location(11) l11_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    v0_ = l10_;
    v1_ = l11_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
