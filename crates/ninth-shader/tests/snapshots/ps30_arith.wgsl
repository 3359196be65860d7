diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 4>;
var<private> r1_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> r6_: vec4<f32>;
var<private> r7_: vec4<f32>;
var<private> r8_: vec4<f32>;
var<private> r9_: vec4<f32>;
var<private> r10_: vec4<f32>;
var<private> r11_: vec4<f32>;
var<private> r12_: vec4<f32>;
var<private> r13_: vec4<f32>;
var<private> r14_: vec4<f32>;
var<private> r15_: vec4<f32>;
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

fn d3d_rsq(x_1: f32) -> f32 {
    let _e1 = d3d_inf();
    return select(inverseSqrt(abs(x_1)), _e1, (x_1 == 0f));
}

fn d3d_log(x_2: f32) -> f32 {
    let _e1 = d3d_inf();
    return select(log2(abs(x_2)), -(_e1), (x_2 == 0f));
}

fn d3d_pow(x_3: f32, y: f32) -> f32 {
    return exp2((y * log2(abs(x_3))));
}

fn d3d_nrm(v: vec4<f32>) -> vec4<f32> {
    let _e1 = v.xyz;
    let _e2 = dot(_e1, _e1);
    return select((v * vec4(inverseSqrt(_e2))), vec4(0f), (_e2 == 0f));
}

fn d3d_main() {
    let _e2 = v0_;
    let _e5 = cf[0];
    r0_ = (_e2 + _e5);
    let _e9 = v2_;
    let _e11 = cf[1];
    r1_ = (_e9 - -(_e11));
    let _e15 = r0_;
    let _e16 = r1_;
    r2_ = (_e15 * _e16.wzyx);
    let _e20 = r2_;
    let _e22 = cf[2];
    let _e24 = r1_;
    r3_ = ((_e20 * _e22) + -(_e24));
    let _e28 = v0_;
    let _e30 = d3d_rcp(_e28.x);
    r4_.x = _e30;
    let _e32 = v0_;
    let _e35 = d3d_rsq(abs(_e32.y));
    r4_.y = _e35;
    let _e38 = v1_;
    r4_.z = exp2(_e38.x);
    let _e42 = v1_;
    let _e45 = d3d_log(abs(_e42.y));
    r4_.w = _e45;
    let _e48 = r4_;
    let _e51 = d3d_pow(_e48.x, 2f);
    r5_ = vec4(_e51);
    let _e54 = v0_;
    r6_ = fract(_e54);
    let _e57 = r3_;
    let _e58 = r6_;
    r7_ = min(_e57, _e58);
    let _e61 = r7_;
    let _e62 = r6_;
    r8_ = max(_e61, -(abs(_e62)));
    let _e67 = r8_;
    r9_ = abs(_e67);
    let _e70 = r9_;
    let _e71 = d3d_nrm(_e70);
    let _e72 = r10_;
    r10_ = vec4<f32>(_e71.x, _e71.y, _e71.z, _e72.w);
    let _e79 = r10_;
    let _e81 = v0_;
    let _e83 = cross(_e79.xyz, _e81.xyz);
    let _e84 = r11_;
    r11_ = vec4<f32>(_e83.x, _e83.y, _e83.z, _e84.w);
    r11_.w = 1f;
    let _e93 = r9_;
    let _e94 = v1_;
    let _e96 = r11_;
    let _e97 = r9_;
    r12_ = (_e93 + (_e94.xxxx * (_e96 - _e97)));
    let _e102 = r12_;
    let _e107 = r12_;
    r13_ = select(_e102, vec4<f32>(0.5f, 0.25f, 0.75f, 1f), (-(abs(_e107)) >= vec4(0f)));
    let _e115 = v1_;
    let _e118 = cf[3];
    r14_.x = (dot(_e115.xy, _e118.xy) + 0.5f);
    let _e123 = r13_;
    let _e125 = v2_;
    r14_.y = dot(_e123.xyz, _e125.xyz);
    let _e129 = r13_;
    let _e130 = v0_;
    r14_.z = dot(_e129, _e130);
    let _e134 = v1_;
    r15_.x = cos(_e134.y);
    let _e138 = r15_;
    r14_.w = _e138.x;
    let _e141 = r12_;
    let _e142 = r14_;
    r0_ = (_e141 + _e142);
    let _e144 = r0_;
    let _e145 = r5_;
    r0_ = (_e144 + _e145);
    let _e148 = r0_;
    oC0_ = _e148;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    v0_ = l0_;
    v1_ = l1_;
    v2_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
