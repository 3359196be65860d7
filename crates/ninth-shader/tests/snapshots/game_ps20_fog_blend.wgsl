diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r0_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> t1_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 1>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r0_ = _e6;
    let _e7 = r0_;
    let _e9 = v0_;
    r0_ = (_e7 * _e9);
    let _e13 = t1_;
    r1_.x = saturate(_e13.x);
    let _e19 = cf[0];
    let _e21 = r1_;
    let _e23 = r0_;
    let _e26 = cf[0];
    let _e30 = (_e19.xyz + (_e21.xxx * (_e23.xyz - _e26.xyz)));
    let _e31 = r0_;
    r0_ = vec4<f32>(_e30.x, _e30.y, _e30.z, _e31.w);
    let _e38 = r0_;
    oC0_ = _e38;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    v0_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
