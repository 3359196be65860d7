diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
    @builtin(frag_depth) depth: f32,
}

var<private> r0_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> oDepth: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    r0_.x = saturate(((_e2.z * 0.5f) + 0.5f));
    let _e10 = r0_;
    oDepth = _e10.xxxx;
    let _e13 = t0_;
    oC0_ = _e13;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    d3d_main();
    let c0_ = oC0_;
    let _e5 = oDepth;
    let depth = _e5.x;
    return PsOut(c0_, depth);
}
