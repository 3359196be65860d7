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
@group(1) @binding(2) 
var tex1_: texture_2d<f32>;
@group(1) @binding(3) 
var samp1_: sampler;
var<private> r17_: vec4<f32>;
var<private> t1_: vec4<f32>;
var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r16_ = _e6;
    let _e9 = t1_;
    let _e13 = textureSample(tex1_, samp1_, _e9.xy);
    r17_ = _e13;
    let _e15 = r16_;
    let _e17 = v0_;
    r0_ = ((_e15 * _e17) * vec4(2f));
    let _e23 = r17_;
    let _e28 = v1_;
    r1_ = (((_e23 - vec4(0.5f)) + (vec4(0.5f) - _e28)) * vec4(4f));
    let _e35 = r16_;
    let _e42 = r17_;
    let _e49 = r0_;
    let _e53 = (((((vec3(2f) * _e35.xyz) - vec3(1f)) * (vec3(1f) - (vec3(2f) * _e42.xyz))) + _e49.xyz) * vec3(0.5f));
    let _e54 = r0_;
    r0_ = vec4<f32>(_e53.x, _e53.y, _e53.z, _e54.w);
    let _e60 = r16_;
    let _e63 = v0_;
    r0_.w = saturate(((1f - _e60.w) * _e63.w));
    let _e68 = r1_;
    let _e70 = r16_;
    let _e76 = saturate(((_e68.xyz - -(_e70.xyz)) * vec3(2f)));
    let _e77 = r1_;
    r1_ = vec4<f32>(_e76.x, _e76.y, _e76.z, _e77.w);
    let _e83 = r16_;
    let _e85 = r17_;
    r1_.w = ((_e83.z + _e85.z) * 0.5f);
    let _e90 = r1_;
    let _e92 = r1_;
    let _e94 = r0_;
    let _e96 = r1_;
    let _e101 = saturate((_e90.xyz + (_e92.www * (_e94.xyz - _e96.xyz))));
    let _e102 = r0_;
    r0_ = vec4<f32>(_e101.x, _e101.y, _e101.z, _e102.w);
    let _e108 = r1_;
    r0_.w = ((1f - _e108.w) * 4f);
    let _e113 = r0_;
    let _e114 = v0_;
    r0_ = saturate(((_e113 * ((vec4(2f) * _e114) - vec4(1f))) * vec4(0.5f)));
    let _e124 = r0_;
    oC0_ = _e124;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(10) l10_: vec4<f32>, @location(11) l11_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    v0_ = l10_;
    v1_ = l11_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
