diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 1>;
@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r1_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = v0_;
    let _e3 = _e2.xy;
    let _e4 = r0_;
    r0_ = vec4<f32>(_e3.x, _e3.y, _e4.z, _e4.w);
    let _e12 = cf[0];
    r0_.z = _e12.x;
    let _e16 = cf[0];
    r0_.w = _e16.y;
    let _e20 = r0_;
    let _e22 = r0_;
    let _e26 = textureSampleLevel(tex0_, samp0_, _e20.xy, _e22.w);
    r1_ = _e26;
    let _e28 = r1_;
    oC0_ = _e28;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>) -> PsOut {
    v0_ = l0_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
