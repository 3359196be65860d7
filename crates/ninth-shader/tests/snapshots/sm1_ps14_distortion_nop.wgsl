diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> t1_: vec4<f32>;
@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
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
    let _e3 = _e2.xyz;
    let _e4 = r0_;
    r0_ = vec4<f32>(_e3.x, _e3.y, _e3.z, _e4.w);
    let _e12 = t1_;
    let _e13 = _e12.xyz;
    let _e14 = r1_;
    r1_ = vec4<f32>(_e13.x, _e13.y, _e13.z, _e14.w);
    let _e20 = r1_;
    let _e26 = r0_;
    let _e28 = ((_e20.xyz * vec3<f32>(0.02f, 0.02f, 0f)) + _e26.xyz);
    let _e29 = r0_;
    r0_ = vec4<f32>(_e28.x, _e28.y, _e28.z, _e29.w);
    let _e35 = r0_;
    let _e39 = textureSample(tex0_, samp0_, _e35.xy);
    r0_ = _e39;
    let _e42 = t2_;
    let _e46 = textureSample(tex2_, samp2_, _e42.xy);
    r2_ = _e46;
    let _e47 = r2_;
    let _e50 = v0_;
    let _e52 = r0_;
    let _e54 = r2_;
    let _e58 = (_e47.xyz + (_e50.www * (_e52.xyz - _e54.xyz)));
    let _e59 = r0_;
    r0_ = vec4<f32>(_e58.x, _e58.y, _e58.z, _e59.w);
    let _e65 = v0_;
    r0_.w = _e65.w;
    let _e69 = r0_;
    oC0_ = _e69;
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
