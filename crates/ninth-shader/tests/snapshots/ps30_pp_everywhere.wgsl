diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_nrm(v: vec4<f32>) -> vec4<f32> {
    let _e1 = v.xyz;
    let _e2 = dot(_e1, _e1);
    return select((v * vec4(inverseSqrt(_e2))), vec4(0f), (_e2 == 0f));
}

fn d3d_main() {
    let _e2 = v0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r0_ = _e6;
    let _e7 = r0_;
    let _e9 = v1_;
    r0_ = (_e7 * _e9);
    let _e12 = v0_;
    let _e13 = d3d_nrm(_e12);
    let _e14 = r1_;
    r1_ = vec4<f32>(_e13.x, _e13.y, _e13.z, _e14.w);
    let _e20 = r1_;
    let _e22 = v1_;
    r1_.w = saturate(dot(_e20.xyz, _e22.xyz));
    let _e27 = r0_;
    let _e29 = r1_;
    let _e32 = v1_;
    let _e34 = ((_e27.xyz * _e29.www) + _e32.xyz);
    let _e35 = r0_;
    r0_ = vec4<f32>(_e34.x, _e34.y, _e34.z, _e35.w);
    let _e42 = r0_;
    oC0_ = _e42;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    v0_ = l0_;
    v1_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
