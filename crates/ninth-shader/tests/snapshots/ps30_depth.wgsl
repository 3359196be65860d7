diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
    @builtin(frag_depth) depth: f32,
}

@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> oDepth: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = v0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r0_ = _e6;
    let _e8 = r0_;
    oDepth = saturate(((_e8.xxxx * vec4(0.5f)) + vec4(0.001f)));
    let _e18 = r0_;
    oC0_ = _e18;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>) -> PsOut {
    v0_ = l0_;
    d3d_main();
    let c0_ = oC0_;
    let _e5 = oDepth;
    let depth = _e5.x;
    return PsOut(c0_, depth);
}
