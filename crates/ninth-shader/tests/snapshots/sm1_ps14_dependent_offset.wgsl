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
@group(1) @binding(2) 
var tex1_: texture_2d<f32>;
@group(1) @binding(3) 
var samp1_: sampler;
@group(1) @binding(4) 
var tex2_: texture_2d<f32>;
@group(1) @binding(5) 
var samp2_: sampler;
var<private> r2_: vec4<f32>;
var<private> t2_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r0_ = _e6;
    let _e9 = t1_;
    let _e10 = _e9.xyz;
    let _e11 = r1_;
    r1_ = vec4<f32>(_e10.x, _e10.y, _e10.z, _e11.w);
    let _e17 = r0_;
    let _e29 = r1_;
    let _e31 = ((((vec3(2f) * _e17.xyz) - vec3(1f)) * vec3<f32>(0.05f, 0.05f, 0f)) + _e29.xyz);
    let _e32 = r1_;
    r1_ = vec4<f32>(_e31.x, _e31.y, _e31.z, _e32.w);
    let _e38 = r1_;
    let _e42 = textureSample(tex1_, samp1_, _e38.xy);
    r1_ = _e42;
    let _e45 = t2_;
    let _e49 = textureSample(tex2_, samp2_, _e45.xy);
    r2_ = _e49;
    let _e50 = r2_;
    let _e53 = v0_;
    let _e55 = r1_;
    let _e57 = r2_;
    let _e61 = (_e50.xyz + (_e53.www * (_e55.xyz - _e57.xyz)));
    let _e62 = r0_;
    r0_ = vec4<f32>(_e61.x, _e61.y, _e61.z, _e62.w);
    let _e68 = r2_;
    r0_.w = _e68.w;
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
