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
    let _e16 = t2_;
    let _e20 = textureSample(tex2_, samp2_, _e16.xy);
    r2_ = _e20;
    let _e22 = r0_;
    let _e24 = r1_;
    let _e31 = ((_e22.xyz * _e24.xyz) + vec3<f32>(0.2f, 0.4f, 0.6f));
    let _e32 = r3_;
    r3_ = vec4<f32>(_e31.x, _e31.y, _e31.z, _e32.w);
    let _e38 = r0_;
    let _e40 = r2_;
    r3_.w = (_e38.w * _e40.w);
    let _e45 = r1_;
    let _e47 = r2_;
    let _e49 = r0_;
    let _e51 = r1_;
    let _e55 = (_e45.xyz + (_e47.xyz * (_e49.xyz - _e51.xyz)));
    let _e56 = r4_;
    r4_ = vec4<f32>(_e55.x, _e55.y, _e55.z, _e56.w);
    let _e62 = r1_;
    let _e64 = r2_;
    r4_.w = ((_e62.w + _e64.w) * 2f);
    let _e71 = r0_;
    let _e73 = r4_;
    let _e75 = r3_;
    let _e80 = select(_e71.xyz, _e73.xyz, (_e75.xyz >= vec3(0f)));
    let _e81 = r5_;
    r5_ = vec4<f32>(_e80.x, _e80.y, _e80.z, _e81.w);
    let _e87 = r1_;
    let _e89 = r4_;
    let _e91 = r3_;
    r5_.w = select(_e87.w, _e89.w, (_e91.w > 0.5f));
    let _e97 = r5_;
    let _e99 = r4_;
    let _e101 = dot(_e97.xyz, _e99.xyz);
    let _e102 = r2_;
    r2_ = vec4<f32>(_e101, _e101, _e101, _e102.w);
    let _e105 = r5_;
    r2_.w = (_e105.w * 0.5f);
    let _e109 = r2_;
    let _e110 = _e109.xyz;
    let _e111 = r0_;
    r0_ = vec4<f32>(_e110.x, _e110.y, _e110.z, _e111.w);
    let _e117 = r5_;
    let _e119 = r4_;
    r0_.w = saturate((_e117.w - _e119.w));
    let _e124 = r0_;
    let _e126 = v0_;
    r0_ = (_e124 * _e126);
    let _e129 = r0_;
    oC0_ = _e129;
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
