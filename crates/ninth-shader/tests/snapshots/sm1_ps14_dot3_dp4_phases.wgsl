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
var<private> r3_: vec4<f32>;
var<private> r4_: vec4<f32>;
@group(1) @binding(10) 
var tex5_: texture_2d<f32>;
@group(1) @binding(11) 
var samp5_: sampler;
var<private> r5_: vec4<f32>;
var<private> t3_: vec4<f32>;
var<private> v1_: vec4<f32>;
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
    let _e19 = t2_;
    let _e20 = _e19.xyz;
    let _e21 = r2_;
    r2_ = vec4<f32>(_e20.x, _e20.y, _e20.z, _e21.w);
    let _e28 = r0_;
    let _e36 = r1_;
    let _e39 = saturate(dot(((vec3(2f) * _e28.xyz) - vec3(1f)), _e36.xyz));
    let _e40 = r3_;
    r3_ = vec4<f32>(_e39, _e39, _e39, _e40.w);
    let _e44 = r0_;
    let _e50 = r2_;
    r4_ = vec4(saturate(dot(((vec3(2f) * _e44.xyz) - vec3(1f)), _e50.xyz)));
    let _e55 = r4_;
    let _e56 = r4_;
    r4_ = (_e55 * _e56);
    let _e58 = r4_;
    let _e59 = r4_;
    r4_ = (_e58 * _e59);
    let _e63 = t3_;
    let _e67 = textureSample(tex5_, samp5_, _e63.xy);
    r5_ = _e67;
    let _e68 = r3_;
    let _e70 = r5_;
    let _e72 = (_e68.xyz * _e70.xyz);
    let _e73 = r3_;
    r3_ = vec4<f32>(_e72.x, _e72.y, _e72.z, _e73.w);
    let _e79 = r5_;
    r3_.w = _e79.w;
    let _e82 = r5_;
    r2_ = vec4(dot(_e82, vec4(0.25f)));
    let _e87 = r4_;
    let _e90 = v1_;
    let _e93 = r3_;
    let _e95 = ((_e87.xyz * _e90.xyz) + _e93.xyz);
    let _e96 = r0_;
    r0_ = vec4<f32>(_e95.x, _e95.y, _e95.z, _e96.w);
    let _e102 = r3_;
    r0_.w = _e102.w;
    let _e105 = r2_;
    let _e108 = v0_;
    let _e110 = r0_;
    let _e112 = r2_;
    let _e116 = (_e105.xyz + (_e108.xyz * (_e110.xyz - _e112.xyz)));
    let _e117 = r0_;
    r0_ = vec4<f32>(_e116.x, _e116.y, _e116.z, _e117.w);
    let _e124 = r0_;
    oC0_ = _e124;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(2) l2_: vec4<f32>, @location(3) l3_: vec4<f32>, @location(11) l11_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    t2_ = l2_;
    t3_ = l3_;
    v1_ = l11_;
    v0_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
