struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(0) l0_: vec4<f32>,
    @location(1) l1_: vec4<f32>,
    @location(10) l10_: vec4<f32>,
    @location(11) l11_: vec4<f32>,
    @location(12) l12_: vec4<f32>,
}

struct NinthDraw {
    half_pixel: vec4<f32>,
    fog: vec4<f32>,
    fog_color: vec4<f32>,
    alpha_test: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> a0_: vec4<i32>;
var<private> r2_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> v3_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> oPos: vec4<f32>;
@group(0) @binding(1) 
var<uniform> cf: array<vec4<f32>, 256>;
var<private> r6_: vec4<f32>;
var<private> r7_: vec4<f32>;
var<private> r8_: vec4<f32>;
var<private> oD0_: vec4<f32>;
var<private> r9_: vec4<f32>;
var<private> r10_: vec4<f32>;
var<private> r11_: vec4<f32>;
var<private> oD1_: vec4<f32>;
var<private> oFog: vec4<f32>;
var<private> oT0_: vec4<f32>;
var<private> v4_: vec4<f32>;
var<private> oT1_: vec4<f32>;
var<private> v5_: vec4<f32>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;

fn d3d_inf() -> f32 {
    var bits: u32;

    bits = 2139095040u;
    let _e2 = bits;
    return bitcast<f32>(_e2);
}

fn d3d_rsq(x: f32) -> f32 {
    let _e1 = d3d_inf();
    return select(inverseSqrt(abs(x)), _e1, (x == 0f));
}

fn d3d_pow(x_1: f32, y: f32) -> f32 {
    return exp2((y * log2(abs(x_1))));
}

fn d3d_nrm(v: vec4<f32>) -> vec4<f32> {
    let _e1 = v.xyz;
    let _e2 = dot(_e1, _e1);
    return select((v * vec4(inverseSqrt(_e2))), vec4(0f), (_e2 == 0f));
}

fn d3d_c_rel(i: i32) -> vec4<f32> {
    if (i == 1i) {
        return vec4<f32>(3f, 0f, 0f, 0f);
    }
    if (i == 0i) {
        return vec4<f32>(765.01f, 1f, 0f, 0.5f);
    }
    if ((i >= 0i) && (i < 256i)) {
        let _e19 = cf[(i - 0i)];
        return _e19;
    }
    return vec4(0f);
}

fn d3d_main() {
    let _e2 = v2_;
    r0_ = (_e2.zyxw * vec4(765.01f));
    let _e7 = r0_;
    r0_ = (_e7 * vec4(3f));
    let _e13 = v1_;
    r1_.x = dot(_e13.xyz, vec3(1f));
    let _e19 = r1_;
    r1_.w = (1f + -(_e19.x));
    let _e25 = r0_;
    a0_.x = i32(floor((_e25.x + 0.5f)));
    let _e34 = v0_;
    let _e36 = a0_.x;
    let _e39 = d3d_c_rel((_e36 + 20i));
    let _e41 = v0_;
    let _e43 = a0_.x;
    let _e46 = d3d_c_rel((_e43 + 21i));
    let _e48 = v0_;
    let _e50 = a0_.x;
    let _e53 = d3d_c_rel((_e50 + 22i));
    let _e55 = vec3<f32>(dot(_e34, _e39), dot(_e41, _e46), dot(_e48, _e53));
    let _e56 = r2_;
    r2_ = vec4<f32>(_e55.x, _e55.y, _e55.z, _e56.w);
    let _e64 = v3_;
    let _e67 = a0_.x;
    let _e69 = d3d_c_rel((_e67 + 20i));
    let _e72 = v3_;
    let _e75 = a0_.x;
    let _e77 = d3d_c_rel((_e75 + 21i));
    let _e80 = v3_;
    let _e83 = a0_.x;
    let _e85 = d3d_c_rel((_e83 + 22i));
    let _e88 = vec3<f32>(dot(_e64.xyz, _e69.xyz), dot(_e72.xyz, _e77.xyz), dot(_e80.xyz, _e85.xyz));
    let _e89 = r3_;
    r3_ = vec4<f32>(_e88.x, _e88.y, _e88.z, _e89.w);
    let _e96 = r2_;
    let _e98 = v1_;
    let _e100 = (_e96.xyz * _e98.xxx);
    let _e101 = r4_;
    r4_ = vec4<f32>(_e100.x, _e100.y, _e100.z, _e101.w);
    let _e108 = r3_;
    let _e110 = v1_;
    let _e112 = (_e108.xyz * _e110.xxx);
    let _e113 = r5_;
    r5_ = vec4<f32>(_e112.x, _e112.y, _e112.z, _e113.w);
    let _e119 = r0_;
    a0_.x = i32(floor((_e119.y + 0.5f)));
    let _e125 = v0_;
    let _e127 = a0_.x;
    let _e129 = d3d_c_rel((_e127 + 20i));
    let _e131 = v0_;
    let _e133 = a0_.x;
    let _e135 = d3d_c_rel((_e133 + 21i));
    let _e137 = v0_;
    let _e139 = a0_.x;
    let _e141 = d3d_c_rel((_e139 + 22i));
    let _e143 = vec3<f32>(dot(_e125, _e129), dot(_e131, _e135), dot(_e137, _e141));
    let _e144 = r2_;
    r2_ = vec4<f32>(_e143.x, _e143.y, _e143.z, _e144.w);
    let _e150 = v3_;
    let _e153 = a0_.x;
    let _e155 = d3d_c_rel((_e153 + 20i));
    let _e158 = v3_;
    let _e161 = a0_.x;
    let _e163 = d3d_c_rel((_e161 + 21i));
    let _e166 = v3_;
    let _e169 = a0_.x;
    let _e171 = d3d_c_rel((_e169 + 22i));
    let _e174 = vec3<f32>(dot(_e150.xyz, _e155.xyz), dot(_e158.xyz, _e163.xyz), dot(_e166.xyz, _e171.xyz));
    let _e175 = r3_;
    r3_ = vec4<f32>(_e174.x, _e174.y, _e174.z, _e175.w);
    let _e181 = r2_;
    let _e183 = v1_;
    let _e186 = r4_;
    let _e188 = ((_e181.xyz * _e183.yyy) + _e186.xyz);
    let _e189 = r4_;
    r4_ = vec4<f32>(_e188.x, _e188.y, _e188.z, _e189.w);
    let _e195 = r3_;
    let _e197 = v1_;
    let _e200 = r5_;
    let _e202 = ((_e195.xyz * _e197.yyy) + _e200.xyz);
    let _e203 = r5_;
    r5_ = vec4<f32>(_e202.x, _e202.y, _e202.z, _e203.w);
    let _e209 = r0_;
    a0_.x = i32(floor((_e209.z + 0.5f)));
    let _e215 = v0_;
    let _e217 = a0_.x;
    let _e219 = d3d_c_rel((_e217 + 20i));
    let _e221 = v0_;
    let _e223 = a0_.x;
    let _e225 = d3d_c_rel((_e223 + 21i));
    let _e227 = v0_;
    let _e229 = a0_.x;
    let _e231 = d3d_c_rel((_e229 + 22i));
    let _e233 = vec3<f32>(dot(_e215, _e219), dot(_e221, _e225), dot(_e227, _e231));
    let _e234 = r2_;
    r2_ = vec4<f32>(_e233.x, _e233.y, _e233.z, _e234.w);
    let _e240 = v3_;
    let _e243 = a0_.x;
    let _e245 = d3d_c_rel((_e243 + 20i));
    let _e248 = v3_;
    let _e251 = a0_.x;
    let _e253 = d3d_c_rel((_e251 + 21i));
    let _e256 = v3_;
    let _e259 = a0_.x;
    let _e261 = d3d_c_rel((_e259 + 22i));
    let _e264 = vec3<f32>(dot(_e240.xyz, _e245.xyz), dot(_e248.xyz, _e253.xyz), dot(_e256.xyz, _e261.xyz));
    let _e265 = r3_;
    r3_ = vec4<f32>(_e264.x, _e264.y, _e264.z, _e265.w);
    let _e271 = r2_;
    let _e273 = v1_;
    let _e276 = r4_;
    let _e278 = ((_e271.xyz * _e273.zzz) + _e276.xyz);
    let _e279 = r4_;
    r4_ = vec4<f32>(_e278.x, _e278.y, _e278.z, _e279.w);
    let _e285 = r3_;
    let _e287 = v1_;
    let _e290 = r5_;
    let _e292 = ((_e285.xyz * _e287.zzz) + _e290.xyz);
    let _e293 = r5_;
    r5_ = vec4<f32>(_e292.x, _e292.y, _e292.z, _e293.w);
    let _e299 = r0_;
    a0_.x = i32(floor((_e299.w + 0.5f)));
    let _e305 = v0_;
    let _e307 = a0_.x;
    let _e309 = d3d_c_rel((_e307 + 20i));
    let _e311 = v0_;
    let _e313 = a0_.x;
    let _e315 = d3d_c_rel((_e313 + 21i));
    let _e317 = v0_;
    let _e319 = a0_.x;
    let _e321 = d3d_c_rel((_e319 + 22i));
    let _e323 = vec3<f32>(dot(_e305, _e309), dot(_e311, _e315), dot(_e317, _e321));
    let _e324 = r2_;
    r2_ = vec4<f32>(_e323.x, _e323.y, _e323.z, _e324.w);
    let _e330 = v3_;
    let _e333 = a0_.x;
    let _e335 = d3d_c_rel((_e333 + 20i));
    let _e338 = v3_;
    let _e341 = a0_.x;
    let _e343 = d3d_c_rel((_e341 + 21i));
    let _e346 = v3_;
    let _e349 = a0_.x;
    let _e351 = d3d_c_rel((_e349 + 22i));
    let _e354 = vec3<f32>(dot(_e330.xyz, _e335.xyz), dot(_e338.xyz, _e343.xyz), dot(_e346.xyz, _e351.xyz));
    let _e355 = r3_;
    r3_ = vec4<f32>(_e354.x, _e354.y, _e354.z, _e355.w);
    let _e361 = r2_;
    let _e363 = r1_;
    let _e366 = r4_;
    let _e368 = ((_e361.xyz * _e363.www) + _e366.xyz);
    let _e369 = r4_;
    r4_ = vec4<f32>(_e368.x, _e368.y, _e368.z, _e369.w);
    let _e375 = r3_;
    let _e377 = r1_;
    let _e380 = r5_;
    let _e382 = ((_e375.xyz * _e377.www) + _e380.xyz);
    let _e383 = r5_;
    r5_ = vec4<f32>(_e382.x, _e382.y, _e382.z, _e383.w);
    r4_.w = 1f;
    let _e391 = r4_;
    let _e394 = cf[2];
    oPos.x = dot(_e391, _e394);
    let _e397 = r4_;
    let _e399 = cf[3];
    oPos.y = dot(_e397, _e399);
    let _e403 = r4_;
    let _e405 = cf[4];
    r6_.z = dot(_e403, _e405);
    let _e408 = r4_;
    let _e410 = cf[5];
    r6_.w = dot(_e408, _e410);
    let _e413 = r6_;
    let _e414 = _e413.zw;
    let _e415 = oPos;
    oPos = vec4<f32>(_e415.x, _e415.y, _e414.x, _e414.y);
    let _e421 = r5_;
    let _e423 = r5_;
    r5_.w = dot(_e421.xyz, _e423.xyz);
    let _e427 = r5_;
    let _e429 = d3d_rsq(_e427.w);
    r5_.w = _e429;
    let _e431 = r5_;
    let _e433 = r5_;
    let _e435 = (_e431.xyz * _e433.www);
    let _e436 = r5_;
    r5_ = vec4<f32>(_e435.x, _e435.y, _e435.z, _e436.w);
    let _e443 = r5_;
    let _e446 = cf[6];
    r7_.x = dot(_e443.xyz, -(_e446.xyz));
    let _e451 = r7_;
    r7_.x = max(_e451.x, 0f);
    let _e457 = r7_;
    let _e460 = cf[7];
    let _e464 = cf[8];
    let _e466 = ((_e457.xxx * _e460.xyz) + _e464.xyz);
    let _e467 = r8_;
    r8_ = vec4<f32>(_e466.x, _e466.y, _e466.z, _e467.w);
    let _e474 = cf[7];
    r8_.w = _e474.w;
    let _e478 = r8_;
    oD0_ = _e478;
    let _e481 = cf[9];
    let _e483 = r4_;
    let _e486 = (_e481.xyz + -(_e483.xyz));
    let _e487 = r9_;
    r9_ = vec4<f32>(_e486.x, _e486.y, _e486.z, _e487.w);
    let _e494 = r9_;
    let _e495 = d3d_nrm(_e494);
    let _e496 = r10_;
    r10_ = vec4<f32>(_e495.x, _e495.y, _e495.z, _e496.w);
    let _e503 = r10_;
    let _e506 = cf[6];
    let _e509 = (_e503.xyz + -(_e506.xyz));
    let _e510 = r11_;
    r11_ = vec4<f32>(_e509.x, _e509.y, _e509.z, _e510.w);
    let _e516 = r11_;
    let _e517 = d3d_nrm(_e516);
    let _e518 = r9_;
    r9_ = vec4<f32>(_e517.x, _e517.y, _e517.z, _e518.w);
    let _e524 = r5_;
    let _e526 = r9_;
    r7_.y = dot(_e524.xyz, _e526.xyz);
    let _e530 = r7_;
    r7_.y = max(_e530.y, 0f);
    let _e534 = r7_;
    let _e537 = cf[10];
    let _e539 = d3d_pow(_e534.y, _e537.x);
    r7_.z = _e539;
    let _e542 = r7_;
    let _e545 = cf[11];
    let _e547 = (_e542.zzz * _e545.xyz);
    let _e548 = oD1_;
    oD1_ = vec4<f32>(_e547.x, _e547.y, _e547.z, _e548.w);
    oD1_.w = 1f;
    let _e556 = cf[12];
    let _e558 = r6_;
    r7_.w = (_e556.x + -(_e558.w));
    let _e564 = r7_;
    let _e567 = cf[12];
    oFog = (_e564.wwww * _e567.yyyy);
    let _e572 = v4_;
    let _e573 = _e572.xy;
    let _e574 = oT0_;
    oT0_ = vec4<f32>(_e573.x, _e573.y, _e574.z, _e574.w);
    let _e582 = v5_;
    let _e585 = cf[13];
    let _e589 = cf[13];
    let _e591 = ((_e582.xy * _e585.xy) + _e589.zw);
    let _e592 = oT1_;
    oT1_ = vec4<f32>(_e591.x, _e591.y, _e592.z, _e592.w);
}

@vertex 
fn main(@location(0) i0_: vec4<f32>, @location(1) i1_: vec4<f32>, @location(2) i2_: vec4<f32>, @location(3) i3_: vec4<f32>, @location(4) i4_: vec4<f32>, @location(5) i5_: vec4<f32>) -> VsOut {
    v0_ = i0_;
    v1_ = i1_;
    v2_ = i2_;
    v3_ = i3_;
    v4_ = i4_;
    v5_ = i5_;
    d3d_main();
    let _e13 = oPos;
    let _e16 = draw.half_pixel;
    let pos = vec4<f32>((_e13.x + (_e13.w * _e16.x)), (_e13.y - (_e13.w * _e16.y)), _e13.z, _e13.w);
    let l0_ = oT0_;
    let l1_ = oT1_;
    let _e33 = oD0_;
    let l10_ = saturate(_e33);
    let _e36 = oD1_;
    let l11_ = saturate(_e36);
    let l12_ = oFog;
    return VsOut(pos, l0_, l1_, l10_, l11_, l12_);
}
