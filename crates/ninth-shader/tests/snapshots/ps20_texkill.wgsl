diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> t0_: vec4<f32>;
var<private> d3d_kill: bool;
var<private> r0_: vec4<f32>;
var<private> t1_: vec4<f32>;
@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r1_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e1 = t0_;
    if any((_e1 < vec4(0f))) {
        d3d_kill = true;
    }
    let _e10 = t1_;
    r0_ = (_e10.xyyy - vec4(0.5f));
    let _e15 = r0_;
    if any((_e15 < vec4(0f))) {
        d3d_kill = true;
    }
    let _e20 = t1_;
    let _e24 = textureSample(tex0_, samp0_, _e20.xy);
    r1_ = _e24;
    let _e26 = r1_;
    oC0_ = _e26;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    d3d_main();
    let _e5 = d3d_kill;
    if _e5 {
        discard;
    }
    let c0_ = oC0_;
    return PsOut(c0_);
}
