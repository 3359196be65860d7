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
    r0_ = ((_e8 * vec4<f32>(1f, 0f, 0f, 1f)) + vec4<f32>(0f, 1f, 0f, 1f));
    let _e16 = r16_;
    r1_ = ((_e16 * vec4<f32>(0f, 0f, 1f, 1f)) + vec4(0.5f));
    let _e22 = r0_;
    r0_ = (_e22 + vec4<f32>(-1f, -0.5f, 0.25f, 0f));
    let _e28 = r1_;
    let _e33 = r0_;
    r0_ = ((_e28 * vec4<f32>(0.125f, 0.25f, 0.375f, 0.5f)) + _e33);
    let _e40 = r0_;
    let _e45 = (vec3<f32>(0.9f, 0.8f, 0.7f) + (vec3(0.5f) * (_e40.xyz - vec3<f32>(0.9f, 0.8f, 0.7f))));
    let _e46 = r0_;
    r0_ = vec4<f32>(_e45.x, _e45.y, _e45.z, _e46.w);
    r0_.w = (0f + 0.5f);
    let _e55 = r0_;
    oC0_ = _e55;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
