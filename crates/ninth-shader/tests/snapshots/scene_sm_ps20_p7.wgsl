diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> t0_: vec4<f32>;
@group(1) @binding(6) 
var tex3_: texture_3d<f32>;
@group(1) @binding(7) 
var samp3_: sampler;
var<private> r1_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e3 = _e2.xy;
    let _e4 = r0_;
    r0_ = vec4<f32>(_e3.x, _e3.y, _e4.z, _e4.w);
    let _e10 = t0_;
    r0_.z = _e10.x;
    let _e14 = r0_;
    let _e18 = textureSample(tex3_, samp3_, _e14.xyz);
    r1_ = _e18;
    let _e20 = r1_;
    oC0_ = _e20;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
