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
@group(1) @binding(6) 
var tex3_: texture_2d<f32>;
@group(1) @binding(7) 
var samp3_: sampler;
var<private> r19_: vec4<f32>;
var<private> t3_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r16_ = _e6;
    let _e8 = r16_;
    let _e18 = textureSample(tex1_, samp1_, ((vec2(2f) * _e8.xy) - vec2(1f)));
    r17_ = _e18;
    let _e20 = r16_;
    let _e24 = textureSample(tex2_, samp2_, _e20.yz);
    r18_ = _e24;
    let _e27 = t3_;
    let _e31 = textureSample(tex3_, samp3_, _e27.xy);
    r19_ = _e31;
    let _e33 = r19_;
    r1_ = vec4(dot(_e33, vec4(0.25f)));
    let _e38 = r17_;
    let _e39 = r1_;
    r17_ = (_e38 * _e39);
    let _e42 = r18_;
    let _e44 = v0_;
    let _e45 = r17_;
    let _e46 = r18_;
    r0_ = (_e42 + (_e44 * (_e45 - _e46)));
    let _e51 = r0_;
    oC0_ = _e51;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(3) l3_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t3_ = l3_;
    v0_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
