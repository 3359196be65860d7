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
var<private> r0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r16_ = _e6;
    let _e8 = r16_;
    r0_ = vec4(saturate(dot(((vec3(2f) * _e8.xyz) - vec3(1f)), vec3<f32>(0.2f, 0.4f, 0.6f))));
    let _e24 = r16_;
    r1_ = ((_e24 - vec4<f32>(0.2f, 0.4f, 0.6f, 1f)) * vec4(4f));
    let _e30 = r0_;
    let _e32 = r1_;
    let _e37 = ((_e30.xyz * _e32.xyz) * vec3(0.5f));
    let _e38 = r0_;
    r0_ = vec4<f32>(_e37.x, _e37.y, _e37.z, _e38.w);
    r0_.w = 1f;
    let _e46 = r0_;
    oC0_ = _e46;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
