diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r1_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = v0_;
    let _e11 = textureSampleGrad(tex0_, samp0_, _e2.xy, vec2<f32>(0.08f, 0f), vec2<f32>(0.02f, 0f));
    r1_ = _e11;
    let _e13 = r1_;
    oC0_ = _e13;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>) -> PsOut {
    v0_ = l0_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
