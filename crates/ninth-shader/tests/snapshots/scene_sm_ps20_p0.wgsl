diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r1_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> d3d_kill: bool;
@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    r1_ = (_e2.xyxy - vec4<f32>(0.25f, 0.25f, 0f, 0f));
    let _e8 = r1_;
    if any((_e8 < vec4(0f))) {
        d3d_kill = true;
    }
    let _e15 = t0_;
    let _e19 = textureSample(tex0_, samp0_, _e15.xy);
    r0_ = _e19;
    let _e21 = r0_;
    oC0_ = _e21;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    d3d_main();
    let _e3 = d3d_kill;
    if _e3 {
        discard;
    }
    let c0_ = oC0_;
    return PsOut(c0_);
}
