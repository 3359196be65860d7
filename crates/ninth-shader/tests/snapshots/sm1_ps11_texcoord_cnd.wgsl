diagnostic(off, derivative_uniformity);

struct NinthBumpEnv {
    mat: vec4<f32>,
    luminance: vec4<f32>,
}

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r16_: vec4<f32>;
var<private> t0_: vec4<f32>;
@group(1) @binding(2) 
var tex1_: texture_2d<f32>;
@group(1) @binding(3) 
var samp1_: sampler;
var<private> r17_: vec4<f32>;
var<private> t1_: vec4<f32>;
@group(1) @binding(4) 
var tex2_: texture_2d<f32>;
@group(1) @binding(5) 
var samp2_: sampler;
var<private> r18_: vec4<f32>;
var<private> t2_: vec4<f32>;
var<private> r24_: vec4<f32>;
var<private> t3_: vec4<f32>;
@group(0) @binding(9) 
var<uniform> bump_env: array<NinthBumpEnv, 8>;
@group(1) @binding(6) 
var tex3_: texture_2d<f32>;
@group(1) @binding(7) 
var samp3_: sampler;
var<private> r19_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    r16_ = saturate(_e2);
    r16_.w = 1f;
    let _e8 = t1_;
    let _e12 = textureSample(tex1_, samp1_, _e8.xy);
    r17_ = _e12;
    let _e15 = t2_;
    let _e19 = textureSample(tex2_, samp2_, _e15.xy);
    r18_ = _e19;
    let _e22 = t3_;
    let _e24 = r18_;
    let _e26 = r18_;
    let _e31 = bump_env[3].mat;
    let _e39 = (_e22.xy + ((_e31.xy * vec2(_e24.x)) + (_e31.zw * vec2(_e26.y))));
    let _e43 = vec4<f32>(_e39.x, _e39.y, 0f, 0f);
    let _e44 = r24_;
    r24_ = vec4<f32>(_e43.x, _e43.y, _e44.z, _e44.w);
    let _e51 = r24_;
    let _e55 = textureSample(tex3_, samp3_, _e51.xy);
    r19_ = _e55;
    let _e57 = r16_;
    let _e58 = r17_;
    r1_ = (_e57 * _e58);
    let _e61 = r19_;
    let _e62 = r17_;
    let _e63 = r1_;
    r0_ = select(_e61, _e62, (_e63.wwww > vec4(0.5f)));
    let _e69 = r0_;
    let _e72 = v0_;
    let _e77 = ((_e69.xyz * _e72.xyz) * vec3(2f));
    let _e78 = r0_;
    r0_ = vec4<f32>(_e77.x, _e77.y, _e77.z, _e78.w);
    let _e85 = v1_;
    r0_.w = _e85.w;
    let _e89 = r0_;
    oC0_ = _e89;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(2) l2_: vec4<f32>, @location(3) l3_: vec4<f32>, @location(10) l10_: vec4<f32>, @location(11) l11_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    t2_ = l2_;
    t3_ = l3_;
    v0_ = l10_;
    v1_ = l11_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
