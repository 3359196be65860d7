struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(0) l0_: vec4<f32>,
    @location(1) l1_: vec4<f32>,
    @location(12) l12_: vec4<f32>,
}

struct NinthDraw {
    half_pixel: vec4<f32>,
    fog: vec4<f32>,
    fog_color: vec4<f32>,
    alpha_test: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
@group(0) @binding(1) 
var<uniform> cf: array<vec4<f32>, 9>;
@group(2) @binding(0) 
var tex0_: texture_2d<f32>;
@group(2) @binding(1) 
var samp0_: sampler;
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> r6_: vec4<f32>;
var<private> r7_: vec4<f32>;
var<private> r8_: vec4<f32>;
var<private> r9_: vec4<f32>;
var<private> r10_: vec4<f32>;
var<private> o2_: vec4<f32>;
var<private> r11_: vec4<f32>;
var<private> r12_: vec4<f32>;
var<private> r13_: vec4<f32>;
var<private> o0_: vec4<f32>;
var<private> o1_: vec4<f32>;
var<private> o3_: vec4<f32>;
var<private> v1_: vec4<f32>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;

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

fn d3d_nrm(v: vec4<f32>) -> vec4<f32> {
    let _e1 = v.xyz;
    let _e2 = dot(_e1, _e1);
    return select((v * vec4(inverseSqrt(_e2))), vec4(0f), (_e2 == 0f));
}

fn d3d_main() {
    let _e2 = v0_;
    let _e6 = cf[0];
    let _e10 = cf[0];
    let _e12 = ((_e2.xz * _e6.xy) + _e10.zw);
    let _e13 = r0_;
    r0_ = vec4<f32>(_e12.x, _e12.y, _e13.z, _e13.w);
    let _e20 = vec2(0f);
    let _e21 = r0_;
    r0_ = vec4<f32>(_e21.x, _e21.y, _e20.x, _e20.y);
    let _e28 = r0_;
    let _e30 = r0_;
    let _e34 = textureSampleLevel(tex0_, samp0_, _e28.xy, _e30.w);
    r1_ = _e34;
    let _e36 = r0_;
    let _e39 = cf[1];
    let _e41 = (_e36.xy + _e39.xy);
    let _e42 = r2_;
    r2_ = vec4<f32>(_e41.x, _e41.y, _e42.z, _e42.w);
    let _e48 = r0_;
    let _e51 = cf[1];
    let _e54 = (_e48.xy + -(_e51.xy));
    let _e55 = r2_;
    r2_ = vec4<f32>(_e55.x, _e55.y, _e54.x, _e54.y);
    let _e62 = r2_;
    let _e63 = _e62.xy;
    let _e64 = r3_;
    r3_ = vec4<f32>(_e63.x, _e63.y, _e64.z, _e64.w);
    let _e70 = vec2(0f);
    let _e71 = r3_;
    r3_ = vec4<f32>(_e71.x, _e71.y, _e70.x, _e70.y);
    let _e78 = r3_;
    let _e80 = r3_;
    let _e82 = textureSampleLevel(tex0_, samp0_, _e78.xy, _e80.w);
    r4_ = _e82;
    let _e83 = r2_;
    let _e84 = _e83.zw;
    let _e85 = r3_;
    r3_ = vec4<f32>(_e84.x, _e84.y, _e85.z, _e85.w);
    let _e92 = r3_;
    let _e94 = r3_;
    let _e96 = textureSampleLevel(tex0_, samp0_, _e92.xy, _e94.w);
    r5_ = _e96;
    let _e98 = r0_;
    let _e101 = cf[1];
    let _e103 = (_e98.xy + _e101.yx);
    let _e104 = r6_;
    r6_ = vec4<f32>(_e103.x, _e103.y, _e104.z, _e104.w);
    let _e110 = r0_;
    let _e113 = cf[1];
    let _e116 = (_e110.xy + -(_e113.yx));
    let _e117 = r6_;
    r6_ = vec4<f32>(_e117.x, _e117.y, _e116.x, _e116.y);
    let _e123 = r6_;
    let _e124 = _e123.xy;
    let _e125 = r3_;
    r3_ = vec4<f32>(_e124.x, _e124.y, _e125.z, _e125.w);
    let _e132 = r3_;
    let _e134 = r3_;
    let _e136 = textureSampleLevel(tex0_, samp0_, _e132.xy, _e134.w);
    r7_ = _e136;
    let _e137 = r6_;
    let _e138 = _e137.zw;
    let _e139 = r3_;
    r3_ = vec4<f32>(_e138.x, _e138.y, _e139.z, _e139.w);
    let _e146 = r3_;
    let _e148 = r3_;
    let _e150 = textureSampleLevel(tex0_, samp0_, _e146.xy, _e148.w);
    r8_ = _e150;
    let _e152 = r5_;
    let _e154 = r4_;
    r9_.x = (_e152.x + -(_e154.x));
    let _e159 = r8_;
    let _e161 = r7_;
    r9_.z = (_e159.x + -(_e161.x));
    let _e167 = cf[2];
    r9_.y = _e167.x;
    let _e171 = r9_;
    let _e172 = d3d_nrm(_e171);
    let _e173 = r10_;
    r10_ = vec4<f32>(_e172.x, _e172.y, _e172.z, _e173.w);
    let _e180 = r10_;
    let _e181 = _e180.xyz;
    let _e182 = o2_;
    o2_ = vec4<f32>(_e181.x, _e181.y, _e181.z, _e182.w);
    let _e189 = v0_;
    r11_ = _e189;
    let _e190 = r1_;
    let _e193 = cf[2];
    r11_.y = (_e190.x * _e193.y);
    let _e198 = r11_;
    let _e201 = cf[3];
    let _e204 = (_e198.xz + -(_e201.xz));
    let _e205 = r12_;
    r12_ = vec4<f32>(_e204.x, _e205.y, _e204.y, _e205.w);
    let _e211 = r12_;
    let _e213 = r12_;
    let _e215 = (_e211.xz * _e213.xz);
    let _e216 = r12_;
    r12_ = vec4<f32>(_e215.x, _e216.y, _e215.y, _e216.w);
    let _e222 = r12_;
    let _e224 = r12_;
    r12_.w = (_e222.x + _e224.z);
    let _e228 = r12_;
    let _e230 = d3d_rsq(_e228.w);
    r12_.w = _e230;
    let _e232 = r12_;
    let _e234 = d3d_rcp(_e232.w);
    r12_.w = _e234;
    let _e236 = r12_;
    let _e239 = cf[3];
    let _e243 = cf[3];
    r12_.w = saturate(((_e236.w * _e239.w) + -(_e243.y)));
    let _e249 = v0_;
    let _e251 = r12_;
    let _e253 = r11_;
    let _e255 = v0_;
    r11_.y = (_e249.y + (_e251.w * (_e253.y - _e255.y)));
    let _e262 = r11_;
    let _e264 = cf[5];
    let _e266 = r11_;
    let _e268 = cf[6];
    let _e270 = r11_;
    let _e272 = cf[7];
    let _e274 = r11_;
    let _e276 = cf[8];
    r13_ = vec4<f32>(dot(_e262, _e264), dot(_e266, _e268), dot(_e270, _e272), dot(_e274, _e276));
    let _e280 = r13_;
    o0_ = _e280;
    let _e282 = r0_;
    let _e283 = _e282.xy;
    let _e284 = o1_;
    o1_ = vec4<f32>(_e283.x, _e283.y, _e284.z, _e284.w);
    let _e291 = r13_;
    let _e294 = cf[4];
    let _e298 = cf[4];
    o3_.x = saturate(((_e291.w * _e294.x) + _e298.y));
}

@vertex 
fn main(@location(0) i0_: vec4<f32>, @location(1) i1_: vec4<f32>) -> VsOut {
    v0_ = i0_;
    v1_ = i1_;
    d3d_main();
    let _e5 = o0_;
    let _e8 = draw.half_pixel;
    let pos = vec4<f32>((_e5.x + (_e5.w * _e8.x)), (_e5.y - (_e5.w * _e8.y)), _e5.z, _e5.w);
    let l0_ = o1_;
    let l1_ = o2_;
    let l12_ = o3_;
    return VsOut(pos, l0_, l1_, l12_);
}
