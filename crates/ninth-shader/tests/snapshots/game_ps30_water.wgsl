diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> v1_: vec4<f32>;
@group(1) @binding(2) 
var tex1_: texture_2d<f32>;
@group(1) @binding(3) 
var samp1_: sampler;
var<private> r6_: vec4<f32>;
var<private> r7_: vec4<f32>;
@group(1) @binding(4) 
var tex2_: texture_2d<f32>;
@group(1) @binding(5) 
var samp2_: sampler;
var<private> r8_: vec4<f32>;
@group(1) @binding(6) 
var tex3_: texture_2d<f32>;
@group(1) @binding(7) 
var samp3_: sampler;
var<private> r9_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 5>;
var<private> r10_: vec4<f32>;
var<private> r11_: vec4<f32>;
var<private> r12_: vec4<f32>;
var<private> r13_: vec4<f32>;
var<private> v3_: vec4<f32>;
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

fn d3d_pow(x_1: f32, y: f32) -> f32 {
    return exp2((y * log2(abs(x_1))));
}

fn d3d_nrm(v: vec4<f32>) -> vec4<f32> {
    let _e1 = v.xyz;
    let _e2 = dot(_e1, _e1);
    return select((v * vec4(inverseSqrt(_e2))), vec4(0f), (_e2 == 0f));
}

fn d3d_main() {
    let _e2 = v0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r0_ = _e6;
    let _e8 = v0_;
    let _e10 = textureSample(tex0_, samp0_, _e8.zw);
    r1_ = _e10;
    let _e11 = r0_;
    let _e13 = r1_;
    let _e15 = (_e11.xyz + _e13.xyz);
    let _e16 = r0_;
    r0_ = vec4<f32>(_e15.x, _e15.y, _e15.z, _e16.w);
    let _e22 = r0_;
    let _e29 = ((_e22.xyz * vec3(2f)) + -(vec3(2f)));
    let _e30 = r0_;
    r0_ = vec4<f32>(_e29.x, _e29.y, _e29.z, _e30.w);
    let _e37 = r0_;
    let _e38 = d3d_nrm(_e37);
    let _e39 = r2_;
    r2_ = vec4<f32>(_e38.x, _e38.y, _e38.z, _e39.w);
    let _e47 = v2_;
    let _e48 = d3d_nrm(_e47);
    let _e49 = r3_;
    r3_ = vec4<f32>(_e48.x, _e48.y, _e48.z, _e49.w);
    let _e56 = r2_;
    let _e58 = r3_;
    r4_.x = saturate(dot(_e56.xyz, _e58.xyz));
    let _e64 = r4_;
    r4_.y = (1f + -(_e64.x));
    let _e69 = r4_;
    let _e71 = r4_;
    r4_.z = (_e69.y * _e71.y);
    let _e75 = r4_;
    let _e77 = r4_;
    r4_.z = (_e75.z * _e77.z);
    let _e81 = r4_;
    let _e83 = r4_;
    r4_.z = (_e81.z * _e83.y);
    let _e88 = r4_;
    r4_.w = (0.25f + (_e88.z * (1f - 0.25f)));
    let _e96 = v1_;
    let _e98 = d3d_rcp(_e96.w);
    r5_.w = _e98;
    let _e100 = v1_;
    let _e102 = r5_;
    let _e104 = (_e100.xy * _e102.ww);
    let _e105 = r5_;
    r5_ = vec4<f32>(_e104.x, _e104.y, _e105.z, _e105.w);
    let _e111 = r2_;
    let _e116 = r5_;
    let _e118 = ((_e111.xy * vec2(0.02f)) + _e116.xy);
    let _e119 = r5_;
    r5_ = vec4<f32>(_e118.x, _e118.y, _e119.z, _e119.w);
    let _e126 = r5_;
    let _e130 = textureSample(tex1_, samp1_, _e126.xy);
    r6_ = _e130;
    let _e132 = v1_;
    let _e134 = r5_;
    let _e136 = (_e132.xy * _e134.ww);
    let _e137 = r7_;
    r7_ = vec4<f32>(_e136.x, _e136.y, _e137.z, _e137.w);
    let _e143 = r2_;
    let _e148 = r7_;
    let _e150 = ((_e143.xy * -(vec2(0.02f))) + _e148.xy);
    let _e151 = r7_;
    r7_ = vec4<f32>(_e150.x, _e150.y, _e151.z, _e151.w);
    let _e158 = r7_;
    let _e162 = textureSample(tex2_, samp2_, _e158.xy);
    r8_ = _e162;
    let _e164 = r7_;
    let _e168 = textureSample(tex3_, samp3_, _e164.xy);
    r9_ = _e168;
    let _e169 = r9_;
    let _e171 = v1_;
    r9_.x = (_e169.x + -(_e171.z));
    let _e176 = r9_;
    r9_.x = saturate((_e176.x * 5f));
    let _e182 = r8_;
    let _e186 = cf[0];
    let _e188 = (_e182.xyz * _e186.xyz);
    let _e189 = r8_;
    r8_ = vec4<f32>(_e188.x, _e188.y, _e188.z, _e189.w);
    let _e196 = r8_;
    let _e198 = r4_;
    let _e200 = r6_;
    let _e202 = r8_;
    let _e206 = (_e196.xyz + (_e198.www * (_e200.xyz - _e202.xyz)));
    let _e207 = r10_;
    r10_ = vec4<f32>(_e206.x, _e206.y, _e206.z, _e207.w);
    let _e214 = r3_;
    let _e217 = cf[1];
    let _e219 = (_e214.xyz + _e217.xyz);
    let _e220 = r11_;
    r11_ = vec4<f32>(_e219.x, _e219.y, _e219.z, _e220.w);
    let _e227 = r11_;
    let _e228 = d3d_nrm(_e227);
    let _e229 = r12_;
    r12_ = vec4<f32>(_e228.x, _e228.y, _e228.z, _e229.w);
    let _e235 = r2_;
    let _e237 = r12_;
    r12_.w = saturate(dot(_e235.xyz, _e237.xyz));
    let _e242 = r12_;
    let _e245 = cf[1];
    let _e247 = d3d_pow(_e242.w, _e245.w);
    r12_.w = _e247;
    let _e249 = r12_;
    let _e252 = cf[2];
    let _e255 = r10_;
    let _e257 = ((_e249.www * _e252.xyz) + _e255.xyz);
    let _e258 = r10_;
    r10_ = vec4<f32>(_e257.x, _e257.y, _e257.z, _e258.w);
    let _e266 = v3_;
    let _e269 = cf[3];
    r13_.x = saturate((_e266.x + -(_e269.x)));
    let _e275 = r13_;
    let _e278 = cf[3];
    r13_.x = (_e275.x * _e278.y);
    let _e282 = r10_;
    let _e284 = r13_;
    let _e287 = cf[4];
    let _e289 = r10_;
    let _e293 = (_e282.xyz + (_e284.xxx * (_e287.xyz - _e289.xyz)));
    let _e294 = r10_;
    r10_ = vec4<f32>(_e293.x, _e293.y, _e293.z, _e294.w);
    let _e300 = r9_;
    r10_.w = _e300.x;
    let _e304 = r10_;
    oC0_ = _e304;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(2) l2_: vec4<f32>, @location(3) l3_: vec4<f32>) -> PsOut {
    v0_ = l0_;
    v1_ = l1_;
    v2_ = l2_;
    v3_ = l3_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
