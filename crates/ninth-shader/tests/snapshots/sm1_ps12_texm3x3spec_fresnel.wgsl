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
var<private> t3_: vec4<f32>;
var<private> r25_: vec4<f32>;
@group(1) @binding(6) 
var tex3_: texture_2d<f32>;
@group(1) @binding(7) 
var samp3_: sampler;
var<private> r19_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_inf() -> f32 {
    var bits: u32;

    bits = 2139095040u;
    let _e2 = bits;
    return bitcast<f32>(_e2);
}

fn d3d_rcp(x: f32) -> f32 {
    let _e1 = d3d_inf();
    return select((1f / x), _e1, (x == 0f));
}

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
    let _e33 = t3_;
    let _e35 = r16_;
    r24_.z = dot(_e33.xyz, ((vec3(2f) * _e35.xyz) - vec3(1f)));
    let _e44 = r24_;
    r25_.x = dot(_e44.xyz, vec3<f32>(0f, 0f, 1f));
    let _e50 = r24_;
    let _e52 = r24_;
    r25_.y = dot(_e50.xyz, _e52.xyz);
    let _e56 = r25_;
    let _e58 = d3d_rcp(_e56.y);
    r25_.y = _e58;
    let _e60 = r25_;
    let _e62 = r25_;
    r25_.x = (_e60.x * _e62.y);
    let _e66 = r25_;
    let _e68 = r25_;
    r25_.x = (_e66.x + _e68.x);
    let _e72 = r24_;
    let _e74 = r25_;
    let _e79 = ((_e72.xyz * _e74.xxx) + -(vec3<f32>(0f, 0f, 1f)));
    let _e80 = r24_;
    r24_ = vec4<f32>(_e79.x, _e79.y, _e79.z, _e80.w);
    let _e87 = r24_;
    let _e91 = textureSample(tex3_, samp3_, _e87.xy);
    r19_ = _e91;
    let _e93 = r16_;
    let _e100 = v1_;
    r1_ = vec4(saturate(dot(((vec3(2f) * _e93.xyz) - vec3(1f)), ((vec3(2f) * _e100.xyz) - vec3(1f)))));
    let _e109 = r1_;
    let _e112 = r1_;
    r1_ = ((vec4(1f) - _e109) * (vec4(1f) - _e112));
    let _e118 = v0_;
    let _e120 = r1_;
    let _e122 = r19_;
    let _e124 = v0_;
    let _e128 = (_e118.xyz + (_e120.xyz * (_e122.xyz - _e124.xyz)));
    let _e129 = r0_;
    r0_ = vec4<f32>(_e128.x, _e128.y, _e128.z, _e129.w);
    let _e135 = v0_;
    r0_.w = _e135.w;
    let _e139 = r0_;
    oC0_ = _e139;
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
