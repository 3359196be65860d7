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
var<private> r1_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r16_ = _e6;
    let _e9 = t1_;
    let _e13 = textureSample(tex1_, samp1_, _e9.xy);
    r17_ = _e13;
    let _e15 = r16_;
    let _e24 = v1_;
    r1_ = vec4(saturate(dot(((vec3(2f) * _e15.xyz) - vec3(1f)), ((vec3(2f) * _e24.xyz) - vec3(1f)))));
    let _e34 = r16_;
    let _e41 = v0_;
    let _e48 = saturate(dot(((vec3(2f) * _e34.xyz) - vec3(1f)), ((vec3(2f) * _e41.xyz) - vec3(1f))));
    let _e49 = r0_;
    r0_ = vec4<f32>(_e48, _e48, _e48, _e49.w);
    let _e52 = r1_;
    let _e54 = r1_;
    r1_.w = (_e52.z * _e54.z);
    let _e58 = r1_;
    let _e60 = r1_;
    r1_.w = (_e58.w * _e60.w);
    let _e64 = r1_;
    let _e66 = r1_;
    r1_.w = (_e64.w * _e66.w);
    let _e70 = r0_;
    let _e72 = r17_;
    let _e74 = (_e70.xyz * _e72.xyz);
    let _e75 = r0_;
    r0_ = vec4<f32>(_e74.x, _e74.y, _e74.z, _e75.w);
    let _e81 = r1_;
    let _e83 = r16_;
    r1_.w = (_e81.w * _e83.w);
    let _e87 = r0_;
    let _e89 = r1_;
    let _e91 = (_e87.xyz + _e89.www);
    let _e92 = r0_;
    r0_ = vec4<f32>(_e91.x, _e91.y, _e91.z, _e92.w);
    let _e98 = r17_;
    r0_.w = _e98.w;
    let _e102 = r0_;
    oC0_ = _e102;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(11) l11_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    v1_ = l11_;
    v0_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
