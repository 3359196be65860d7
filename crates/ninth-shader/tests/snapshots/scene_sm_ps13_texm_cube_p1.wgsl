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
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 1>;
@group(1) @binding(6) 
var tex3_: texture_2d<f32>;
@group(1) @binding(7) 
var samp3_: sampler;
var<private> r19_: vec4<f32>;
var<private> r0_: vec4<f32>;
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
    let _e48 = cf[0];
    r25_.x = dot(_e44.xyz, clamp(_e48, vec4(-1f), vec4(1f)).xyz);
    let _e56 = r24_;
    let _e58 = r24_;
    r25_.y = dot(_e56.xyz, _e58.xyz);
    let _e62 = r25_;
    let _e64 = d3d_rcp(_e62.y);
    r25_.y = _e64;
    let _e66 = r25_;
    let _e68 = r25_;
    r25_.x = (_e66.x * _e68.y);
    let _e72 = r25_;
    let _e74 = r25_;
    r25_.x = (_e72.x + _e74.x);
    let _e78 = r24_;
    let _e80 = r25_;
    let _e84 = cf[0];
    let _e90 = ((_e78.xyz * _e80.xxx) + -(clamp(_e84, vec4(-1f), vec4(1f)).xyz));
    let _e91 = r24_;
    r24_ = vec4<f32>(_e90.x, _e90.y, _e90.z, _e91.w);
    let _e98 = r24_;
    let _e102 = textureSample(tex3_, samp3_, _e98.xy);
    r19_ = _e102;
    let _e104 = r19_;
    r0_ = _e104;
    let _e106 = r0_;
    oC0_ = _e106;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(2) l2_: vec4<f32>, @location(3) l3_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    t2_ = l2_;
    t3_ = l3_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
