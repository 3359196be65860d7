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
@group(1) @binding(4) 
var tex2_: texture_2d<f32>;
@group(1) @binding(5) 
var samp2_: sampler;
var<private> r2_: vec4<f32>;
@group(1) @binding(6) 
var tex3_: texture_2d<f32>;
@group(1) @binding(7) 
var samp3_: sampler;
var<private> r3_: vec4<f32>;
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
    let _e28 = r1_;
    let _e30 = ((((vec3(2f) * _e17.xyz) - vec3(1f)) * vec3(0.25f)) + _e28.xyz);
    let _e31 = r1_;
    r1_ = vec4<f32>(_e30.x, _e30.y, _e30.z, _e31.w);
    let _e38 = r1_;
    let _e42 = textureSample(tex2_, samp2_, _e38.xy);
    r2_ = _e42;
    let _e44 = t0_;
    let _e48 = textureSample(tex3_, samp3_, _e44.xy);
    r3_ = _e48;
    let _e49 = r2_;
    let _e50 = r3_;
    r0_ = (_e49 * _e50);
    let _e53 = r0_;
    oC0_ = _e53;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
