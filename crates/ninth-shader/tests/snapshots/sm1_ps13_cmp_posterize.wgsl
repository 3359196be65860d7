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
    let _e19 = r16_;
    r0_ = select(vec4(0f), vec4(1f), ((_e19 - vec4(0.5f)) >= vec4(0f)));
    let _e27 = r17_;
    let _e28 = r16_;
    let _e29 = r17_;
    r1_ = select(_e27, _e28, ((_e29 - vec4(0.5f)) >= vec4(0f)));
    let _e36 = r1_;
    let _e37 = r0_;
    r17_ = select(vec4(0.5f), _e36, ((vec4(0.5f) - _e37) >= vec4(0f)));
    let _e43 = r17_;
    let _e45 = v0_;
    r0_ = (_e43 * _e45);
    let _e48 = r0_;
    oC0_ = _e48;
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
