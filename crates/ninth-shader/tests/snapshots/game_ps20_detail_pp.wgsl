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
@group(1) @binding(2) 
var tex1_: texture_2d<f32>;
@group(1) @binding(3) 
var samp1_: sampler;
var<private> r1_: vec4<f32>;
var<private> t1_: vec4<f32>;
@group(1) @binding(4) 
var tex2_: texture_2d<f32>;
@group(1) @binding(5) 
var samp2_: sampler;
var<private> r2_: vec4<f32>;
var<private> t2_: vec4<f32>;
var<private> v0_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 1>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r0_ = _e6;
    let _e9 = t1_;
    let _e13 = textureSample(tex1_, samp1_, _e9.xy);
    r1_ = _e13;
    let _e16 = t2_;
    let _e20 = textureSample(tex2_, samp2_, _e16.xy);
    r2_ = _e20;
    let _e21 = r1_;
    let _e25 = (_e21.xyz * vec3(2f));
    let _e26 = r1_;
    r1_ = vec4<f32>(_e25.x, _e25.y, _e25.z, _e26.w);
    let _e32 = r0_;
    let _e34 = r1_;
    let _e36 = (_e32.xyz * _e34.xyz);
    let _e37 = r0_;
    r0_ = vec4<f32>(_e36.x, _e36.y, _e36.z, _e37.w);
    let _e43 = r0_;
    let _e45 = r2_;
    let _e47 = (_e43.xyz * _e45.xyz);
    let _e48 = r0_;
    r0_ = vec4<f32>(_e47.x, _e47.y, _e47.z, _e48.w);
    let _e54 = r0_;
    let _e56 = v0_;
    r0_ = (_e54 * _e56);
    let _e58 = r0_;
    let _e62 = cf[0];
    let _e64 = (_e58.xyz + _e62.xyz);
    let _e65 = r0_;
    r0_ = vec4<f32>(_e64.x, _e64.y, _e64.z, _e65.w);
    let _e72 = r0_;
    oC0_ = _e72;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(2) l2_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    t2_ = l2_;
    v0_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
