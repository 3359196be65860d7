diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r1_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> r2_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 1>;
@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e3 = dpdx(_e2);
    r1_ = _e3;
    let _e5 = t0_;
    let _e6 = dpdy(_e5);
    r2_ = _e6;
    let _e7 = r1_;
    let _e10 = cf[0];
    r1_ = (_e7 * _e10.xxxx);
    let _e13 = r2_;
    let _e15 = cf[0];
    r2_ = (_e13 * _e15.xxxx);
    let _e19 = t0_;
    let _e21 = r1_;
    let _e23 = r2_;
    let _e27 = textureSampleGrad(tex0_, samp0_, _e19.xy, _e21.xy, _e23.xy);
    r0_ = _e27;
    let _e29 = r0_;
    oC0_ = _e29;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
