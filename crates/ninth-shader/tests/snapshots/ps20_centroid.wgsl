diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r0_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> t1_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> t2_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r0_ = _e6;
    let _e7 = r0_;
    let _e10 = v0_;
    let _e12 = (_e7.xyz * _e10.xyz);
    let _e13 = r0_;
    r0_ = vec4<f32>(_e12.x, _e12.y, _e12.z, _e13.w);
    let _e20 = t1_;
    let _e22 = v1_;
    let _e24 = r0_;
    r0_ = ((_e20 * _e22) + _e24);
    let _e26 = r0_;
    let _e28 = t2_;
    r0_ = (_e26 + _e28);
    let _e31 = r0_;
    oC0_ = _e31;
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
