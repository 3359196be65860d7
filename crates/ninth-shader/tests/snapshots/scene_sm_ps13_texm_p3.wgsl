diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r16_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> r17_: vec4<f32>;
var<private> t1_: vec4<f32>;
var<private> r0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r16_ = _e6;
    let _e9 = t1_;
    let _e11 = r16_;
    r17_ = vec4(dot(_e9.xyz, ((vec3(2f) * _e11.xyz) - vec3(1f))));
    let _e22 = r17_;
    r0_ = _e22;
    let _e24 = r0_;
    oC0_ = _e24;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
