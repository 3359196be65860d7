diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
    @location(1) c1_: vec4<f32>,
    @location(2) c2_: vec4<f32>,
    @location(3) c3_: vec4<f32>,
    @builtin(frag_depth) depth: f32,
}

var<private> oC0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> oC1_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> r0_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> oC2_: vec4<f32>;
var<private> oC3_: vec4<f32>;
var<private> oDepth: vec4<f32>;

fn d3d_main() {
    let _e2 = v0_;
    oC0_ = _e2;
    let _e5 = v1_;
    oC1_ = _e5;
    let _e8 = t0_;
    r0_ = (_e8 * vec4(0.5f));
    let _e13 = r0_;
    oC2_ = _e13;
    oC3_ = vec4<f32>(1f, 0.5f, 0.25f, 0f);
    let _e20 = t0_;
    oDepth = _e20.zzzz;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(10) l10_: vec4<f32>, @location(11) l11_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    v0_ = l10_;
    v1_ = l11_;
    d3d_main();
    let c0_ = oC0_;
    let c1_ = oC1_;
    let c2_ = oC2_;
    let c3_ = oC3_;
    let _e15 = oDepth;
    let depth = _e15.x;
    return PsOut(c0_, c1_, c2_, c3_, depth);
}
