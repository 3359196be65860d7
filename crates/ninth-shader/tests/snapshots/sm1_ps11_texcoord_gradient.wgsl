diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r16_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> r17_: vec4<f32>;
var<private> t1_: vec4<f32>;
@group(1) @binding(4) 
var tex2_: texture_2d<f32>;
@group(1) @binding(5) 
var samp2_: sampler;
var<private> r18_: vec4<f32>;
var<private> t2_: vec4<f32>;
var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> r1_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 1>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    r16_ = saturate(_e2);
    r16_.w = 1f;
    let _e8 = t1_;
    r17_ = saturate(_e8);
    r17_.w = 1f;
    let _e13 = t2_;
    let _e17 = textureSample(tex2_, samp2_, _e13.xy);
    r18_ = _e17;
    let _e20 = v0_;
    let _e22 = r16_;
    let _e24 = r18_;
    let _e26 = v0_;
    let _e30 = (_e20.xyz + (_e22.xyz * (_e24.xyz - _e26.xyz)));
    let _e31 = r0_;
    r0_ = vec4<f32>(_e30.x, _e30.y, _e30.z, _e31.w);
    let _e37 = r18_;
    let _e39 = v0_;
    r0_.w = (_e37.w * _e39.w);
    let _e44 = r17_;
    let _e47 = cf[0];
    r1_ = (_e44 * clamp(_e47, vec4(-1f), vec4(1f)));
    let _e53 = r0_;
    let _e55 = r1_;
    let _e57 = (_e53.xyz + _e55.xyz);
    let _e58 = r0_;
    r0_ = vec4<f32>(_e57.x, _e57.y, _e57.z, _e58.w);
    let _e65 = r0_;
    oC0_ = _e65;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(2) l2_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    t2_ = l2_;
    v0_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
