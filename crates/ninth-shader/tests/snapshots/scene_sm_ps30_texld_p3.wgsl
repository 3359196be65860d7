diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r1_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = v0_;
    r0_ = (_e2.xyyy * vec4<f32>(2f, 2f, 0f, 2f));
    r0_.w = 2f;
    let _e10 = r0_;
    let _e12 = r0_;
    let _e18 = textureSample(tex0_, samp0_, (_e10.xy / vec2(_e12.w)));
    r1_ = _e18;
    let _e20 = r1_;
    oC0_ = _e20;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>) -> PsOut {
    v0_ = l0_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
