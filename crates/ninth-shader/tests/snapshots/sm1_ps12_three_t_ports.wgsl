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
@group(1) @binding(4) 
var tex2_: texture_2d<f32>;
@group(1) @binding(5) 
var samp2_: sampler;
var<private> r18_: vec4<f32>;
var<private> t2_: vec4<f32>;
var<private> r0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r16_ = _e6;
    let _e9 = t1_;
    let _e13 = textureSample(tex1_, samp1_, _e9.xy);
    r17_ = _e13;
    let _e16 = t2_;
    let _e20 = textureSample(tex2_, samp2_, _e16.xy);
    r18_ = _e20;
    let _e22 = r16_;
    let _e23 = r17_;
    let _e25 = r18_;
    r0_ = (((_e22 * _e23) + _e25) * vec4(2f));
    let _e31 = r17_;
    let _e33 = r18_;
    let _e44 = saturate(((_e31.xyz - (vec3(1f) - (vec3(2f) * _e33.xyz))) * vec3(0.5f)));
    let _e45 = r1_;
    r1_ = vec4<f32>(_e44.x, _e44.y, _e44.z, _e45.w);
    let _e51 = r16_;
    let _e54 = r18_;
    r1_.w = (((1f - _e51.w) * (_e54.w - 0.5f)) * 4f);
    let _e61 = r17_;
    let _e65 = r1_;
    let _e67 = r0_;
    let _e69 = r17_;
    let _e75 = ((vec3(1f) - _e61.xyz) + (_e65.xyz * (_e67.xyz - (vec3(1f) - _e69.xyz))));
    let _e76 = r0_;
    r0_ = vec4<f32>(_e75.x, _e75.y, _e75.z, _e76.w);
    let _e82 = r1_;
    let _e85 = v0_;
    r0_.w = saturate((_e82.w + -(_e85.w)));
    let _e91 = r0_;
    let _e92 = v0_;
    r0_ = (_e91 * _e92);
    let _e95 = r0_;
    oC0_ = _e95;
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
