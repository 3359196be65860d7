diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

@group(1) @binding(2) 
var tex1_: texture_2d<f32>;
@group(1) @binding(3) 
var samp1_: sampler;
var<private> r0_: vec4<f32>;
var<private> t1_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t1_;
    let _e4 = t1_;
    let _e8 = textureSampleBias(tex1_, samp1_, _e2.xy, _e4.w);
    r0_ = _e8;
    let _e10 = r0_;
    oC0_ = _e10;
}

@fragment 
fn main(@location(1) l1_: vec4<f32>) -> PsOut {
    t1_ = l1_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
