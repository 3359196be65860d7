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
var<private> r24_: vec4<f32>;
var<private> t1_: vec4<f32>;
var<private> t2_: vec4<f32>;
@group(1) @binding(4) 
var tex2_: texture_2d<f32>;
@group(1) @binding(5) 
var samp2_: sampler;
var<private> r18_: vec4<f32>;
var<private> r19_: vec4<f32>;
var<private> t3_: vec4<f32>;
var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r16_ = _e6;
    let _e9 = t1_;
    let _e11 = r16_;
    r24_.x = dot(_e9.xyz, ((vec3(2f) * _e11.xyz) - vec3(1f)));
    let _e22 = t2_;
    let _e24 = r16_;
    r24_.y = dot(_e22.xyz, ((vec3(2f) * _e24.xyz) - vec3(1f)));
    let _e33 = vec2(0f);
    let _e34 = r24_;
    r24_ = vec4<f32>(_e34.x, _e34.y, _e33.x, _e33.y);
    let _e41 = r24_;
    let _e45 = textureSample(tex2_, samp2_, _e41.xy);
    r18_ = _e45;
    let _e48 = t3_;
    r19_ = saturate(_e48);
    r19_.w = 1f;
    let _e52 = r18_;
    let _e54 = r19_;
    let _e56 = (_e52.xyz * _e54.xyz);
    let _e57 = r0_;
    r0_ = vec4<f32>(_e56.x, _e56.y, _e56.z, _e57.w);
    let _e63 = r19_;
    r0_.w = _e63.w;
    let _e66 = r0_;
    let _e69 = v0_;
    let _e73 = ((_e66.xyz * _e69.xyz) * vec3(2f));
    let _e74 = r0_;
    r0_ = vec4<f32>(_e73.x, _e73.y, _e73.z, _e74.w);
    let _e81 = r0_;
    oC0_ = _e81;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(2) l2_: vec4<f32>, @location(3) l3_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    t2_ = l2_;
    t3_ = l3_;
    v0_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
