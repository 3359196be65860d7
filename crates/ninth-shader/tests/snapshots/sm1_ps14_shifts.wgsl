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
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r0_ = _e6;
    let _e9 = t1_;
    let _e13 = textureSample(tex1_, samp1_, _e9.xy);
    r1_ = _e13;
    let _e15 = r0_;
    let _e17 = r1_;
    let _e22 = ((_e15.xyz + _e17.xyz) * vec3(2f));
    let _e23 = r2_;
    r2_ = vec4<f32>(_e22.x, _e22.y, _e22.z, _e23.w);
    let _e29 = r0_;
    let _e31 = r1_;
    r2_.w = saturate(((_e29.w + _e31.w) * 2f));
    let _e38 = r0_;
    let _e40 = r1_;
    let _e45 = ((_e38.xyz * _e40.xyz) * vec3(4f));
    let _e46 = r3_;
    r3_ = vec4<f32>(_e45.x, _e45.y, _e45.z, _e46.w);
    let _e52 = r0_;
    let _e54 = r1_;
    r3_.w = saturate(((_e52.w * _e54.w) * 4f));
    let _e61 = r0_;
    let _e63 = r1_;
    let _e66 = r2_;
    let _e71 = (((_e61.xyz * _e63.xyz) + _e66.xyz) * vec3(8f));
    let _e72 = r4_;
    r4_ = vec4<f32>(_e71.x, _e71.y, _e71.z, _e72.w);
    let _e78 = r0_;
    let _e80 = r1_;
    let _e83 = r3_;
    r4_.w = saturate((((_e78.w * _e80.w) + _e83.w) * 8f));
    let _e90 = r4_;
    let _e92 = r3_;
    let _e97 = ((_e90.xyz - _e92.xyz) * vec3(0.5f));
    let _e98 = r5_;
    r5_ = vec4<f32>(_e97.x, _e97.y, _e97.z, _e98.w);
    let _e104 = r4_;
    let _e106 = r2_;
    r5_.w = saturate(((_e104.w - _e106.w) * 0.5f));
    let _e112 = r4_;
    let _e114 = r0_;
    let _e116 = r5_;
    let _e118 = r4_;
    let _e125 = ((_e112.xyz + (_e114.xyz * (_e116.xyz - _e118.xyz))) * vec3(0.25f));
    let _e126 = r2_;
    r2_ = vec4<f32>(_e125.x, _e125.y, _e125.z, _e126.w);
    let _e132 = r3_;
    let _e134 = r1_;
    let _e136 = r5_;
    let _e138 = r3_;
    r2_.w = saturate(((_e132.w + (_e134.w * (_e136.w - _e138.w))) * 0.25f));
    let _e146 = r2_;
    let _e148 = r5_;
    let _e153 = saturate((dot(_e146.xyz, _e148.xyz) * 0.125f));
    let _e154 = r3_;
    r3_ = vec4<f32>(_e153, _e153, _e153, _e154.w);
    let _e157 = r2_;
    r3_.w = (_e157.w * 0.125f);
    let _e161 = r3_;
    let _e163 = v0_;
    r0_ = (_e161 * _e163);
    let _e166 = r0_;
    oC0_ = _e166;
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
