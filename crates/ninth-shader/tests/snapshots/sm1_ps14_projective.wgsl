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
var<private> r1_: vec4<f32>;
var<private> t1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> t2_: vec4<f32>;
@group(1) @binding(6) 
var tex3_: texture_2d<f32>;
@group(1) @binding(7) 
var samp3_: sampler;
var<private> r3_: vec4<f32>;
var<private> t3_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e9 = textureSample(tex0_, samp0_, (_e2 / vec4(_e2.w)).xy);
    r0_ = _e9;
    let _e12 = t1_;
    let _e13 = _e12.xyw;
    let _e14 = r1_;
    r1_ = vec4<f32>(_e13.x, _e13.y, _e13.z, _e14.w);
    let _e22 = t2_;
    let _e26 = (_e22 / vec4(_e22.w)).xy;
    let _e27 = r2_;
    r2_ = vec4<f32>(_e26.x, _e26.y, _e27.z, _e27.w);
    let _e35 = t3_;
    let _e39 = textureSample(tex3_, samp3_, _e35.xy);
    r3_ = _e39;
    let _e40 = r0_;
    let _e42 = r3_;
    let _e44 = (_e40.xyz * _e42.xyz);
    let _e45 = r0_;
    r0_ = vec4<f32>(_e44.x, _e44.y, _e44.z, _e45.w);
    let _e51 = r3_;
    r0_.w = _e51.w;
    let _e54 = r1_;
    let _e56 = r0_;
    let _e60 = v0_;
    let _e62 = ((_e54.xyz * _e56.xyz) + _e60.xyz);
    let _e63 = r0_;
    r0_ = vec4<f32>(_e62.x, _e62.y, _e62.z, _e63.w);
    let _e69 = r0_;
    let _e71 = r2_;
    let _e73 = (_e69.xy + _e71.xy);
    let _e74 = r0_;
    r0_ = vec4<f32>(_e73.x, _e73.y, _e74.z, _e74.w);
    let _e81 = r0_;
    oC0_ = _e81;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(2) l2_: vec4<f32>, @location(3) l3_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    t2_ = l2_;
    t3_ = l3_;
    v0_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
