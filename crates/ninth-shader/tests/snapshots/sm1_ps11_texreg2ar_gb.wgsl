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
var<private> r1_: vec4<f32>;
var<private> r27_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r16_ = _e6;
    let _e8 = r16_;
    let _e12 = textureSample(tex1_, samp1_, _e8.wx);
    r17_ = _e12;
    let _e14 = r16_;
    let _e18 = textureSample(tex2_, samp2_, _e14.yz);
    r18_ = _e18;
    let _e20 = r17_;
    let _e24 = r18_;
    r0_ = ((_e20 * vec4(0.5f)) + _e24);
    let _e27 = r17_;
    let _e28 = r18_;
    r1_ = (_e27 - _e28);
    let _e31 = r1_;
    let _e34 = v0_;
    let _e37 = r0_;
    let _e39 = ((_e31.xyz * _e34.xyz) + _e37.xyz);
    let _e40 = r27_;
    r27_ = vec4<f32>(_e39.x, _e39.y, _e39.z, _e40.w);
    let _e46 = r0_;
    let _e48 = v0_;
    r0_.w = (_e46.w * _e48.w);
    let _e52 = r27_;
    let _e53 = _e52.xyz;
    let _e54 = r0_;
    r0_ = vec4<f32>(_e53.x, _e53.y, _e53.z, _e54.w);
    let _e61 = r0_;
    oC0_ = _e61;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    v0_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
