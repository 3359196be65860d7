diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r0_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> d3d_kill: bool;
var<private> v0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = v1_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r0_ = _e6;
    let _e8 = r0_;
    r1_ = (_e8.wwww - vec4(0.5f));
    let _e13 = r1_;
    if any((_e13 < vec4(0f))) {
        d3d_kill = true;
    }
    let _e21 = v0_;
    if any((_e21 < vec4(0f))) {
        d3d_kill = true;
    }
    let _e25 = r0_;
    if (_e25.x > 0.5f) {
        let _e28 = r0_;
        if any((_e28 < vec4(0f))) {
            d3d_kill = true;
        }
    }
    let _e33 = r0_;
    oC0_ = _e33;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>) -> PsOut {
    v0_ = l0_;
    v1_ = l1_;
    d3d_main();
    let _e5 = d3d_kill;
    if _e5 {
        discard;
    }
    let c0_ = oC0_;
    return PsOut(c0_);
}
