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
var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> v1_: vec4<f32>;
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
    r25_.x = dot(_e44.xyz, vec3<f32>(0f, 0f, -1f));
    let _e51 = r24_;
    let _e53 = r24_;
    r25_.y = dot(_e51.xyz, _e53.xyz);
    let _e57 = r25_;
    let _e59 = d3d_rcp(_e57.y);
    r25_.y = _e59;
    let _e61 = r25_;
    let _e63 = r25_;
    r25_.x = (_e61.x * _e63.y);
    let _e67 = r25_;
    let _e69 = r25_;
    r25_.x = (_e67.x + _e69.x);
    let _e73 = r24_;
    let _e75 = r25_;
    let _e80 = ((_e73.xyz * _e75.xxx) + -(vec3<f32>(0f, 0f, -1f)));
    let _e81 = r24_;
    r24_ = vec4<f32>(_e80.x, _e80.y, _e80.z, _e81.w);
    let _e88 = r24_;
    let _e92 = textureSample(tex3_, samp3_, _e88.xy);
    r19_ = _e92;
    let _e95 = v0_;
    let _e98 = v1_;
    let _e100 = r19_;
    let _e102 = v0_;
    let _e106 = (_e95.xyz + (_e98.www * (_e100.xyz - _e102.xyz)));
    let _e107 = r0_;
    r0_ = vec4<f32>(_e106.x, _e106.y, _e106.z, _e107.w);
    let _e113 = v0_;
    r0_.w = _e113.w;
    let _e117 = r0_;
    oC0_ = _e117;
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
