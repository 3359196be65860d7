struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(0) l0_: vec4<f32>,
    @location(1) l1_: vec4<f32>,
    @location(2) l2_: vec4<f32>,
    @location(3) l3_: vec4<f32>,
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
var<private> a0_: vec4<i32>;
var<private> r1_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> v3_: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> r6_: vec4<f32>;
var<private> v4_: vec4<f32>;
var<private> r7_: vec4<f32>;
var<private> r8_: vec4<f32>;
var<private> r9_: vec4<f32>;
@group(0) @binding(1) 
var<uniform> cf: array<vec4<f32>, 256>;
var<private> o0_: vec4<f32>;
var<private> o1_: vec4<f32>;
var<private> v5_: vec4<f32>;
var<private> r10_: vec4<f32>;
var<private> o2_: vec4<f32>;
var<private> r11_: vec4<f32>;
var<private> o3_: vec4<f32>;
var<private> o4_: vec4<f32>;
var<private> o5_: vec4<f32>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;

fn d3d_nrm(v: vec4<f32>) -> vec4<f32> {
    let _e1 = v.xyz;
    let _e2 = dot(_e1, _e1);
    return select((v * vec4(inverseSqrt(_e2))), vec4(0f), (_e2 == 0f));
}

fn d3d_c_rel(i: i32) -> vec4<f32> {
    if (i == 0i) {
        return vec4<f32>(765.01f, 1f, 0f, 3f);
    }
    if ((i >= 0i) && (i < 256i)) {
        let _e15 = cf[(i - 0i)];
        return _e15;
    }
    return vec4(0f);
}

fn d3d_main() {
    let _e2 = v2_;
    let _e6 = (_e2.zy * vec2(765.01f));
    let _e7 = r0_;
    r0_ = vec4<f32>(_e6.x, _e6.y, _e7.z, _e7.w);
    let _e13 = r0_;
    let _e17 = (_e13.xy * vec2(3f));
    let _e18 = r0_;
    r0_ = vec4<f32>(_e17.x, _e17.y, _e18.z, _e18.w);
    let _e25 = r0_;
    let _e31 = vec2<i32>(floor((_e25.xy + vec2(0.5f))));
    let _e32 = a0_;
    a0_ = vec4<i32>(_e31.x, _e31.y, _e32.z, _e32.w);
    let _e40 = v0_;
    let _e42 = a0_.x;
    let _e45 = d3d_c_rel((_e42 + 30i));
    let _e47 = v0_;
    let _e49 = a0_.x;
    let _e52 = d3d_c_rel((_e49 + 31i));
    let _e54 = v0_;
    let _e56 = a0_.x;
    let _e59 = d3d_c_rel((_e56 + 32i));
    let _e61 = vec3<f32>(dot(_e40, _e45), dot(_e47, _e52), dot(_e54, _e59));
    let _e62 = r1_;
    r1_ = vec4<f32>(_e61.x, _e61.y, _e61.z, _e62.w);
    let _e69 = v0_;
    let _e71 = a0_.y;
    let _e73 = d3d_c_rel((_e71 + 30i));
    let _e75 = v0_;
    let _e77 = a0_.y;
    let _e79 = d3d_c_rel((_e77 + 31i));
    let _e81 = v0_;
    let _e83 = a0_.y;
    let _e85 = d3d_c_rel((_e83 + 32i));
    let _e87 = vec3<f32>(dot(_e69, _e73), dot(_e75, _e79), dot(_e81, _e85));
    let _e88 = r2_;
    r2_ = vec4<f32>(_e87.x, _e87.y, _e87.z, _e88.w);
    let _e97 = v1_;
    r3_.x = (1f + -(_e97.x));
    let _e102 = r1_;
    let _e104 = v1_;
    let _e106 = (_e102.xyz * _e104.xxx);
    let _e107 = r1_;
    r1_ = vec4<f32>(_e106.x, _e106.y, _e106.z, _e107.w);
    let _e113 = r2_;
    let _e115 = r3_;
    let _e118 = r1_;
    let _e120 = ((_e113.xyz * _e115.xxx) + _e118.xyz);
    let _e121 = r1_;
    r1_ = vec4<f32>(_e120.x, _e120.y, _e120.z, _e121.w);
    r1_.w = 1f;
    let _e130 = v3_;
    let _e133 = a0_.x;
    let _e135 = d3d_c_rel((_e133 + 30i));
    let _e138 = v3_;
    let _e141 = a0_.x;
    let _e143 = d3d_c_rel((_e141 + 31i));
    let _e146 = v3_;
    let _e149 = a0_.x;
    let _e151 = d3d_c_rel((_e149 + 32i));
    let _e154 = vec3<f32>(dot(_e130.xyz, _e135.xyz), dot(_e138.xyz, _e143.xyz), dot(_e146.xyz, _e151.xyz));
    let _e155 = r4_;
    r4_ = vec4<f32>(_e154.x, _e154.y, _e154.z, _e155.w);
    let _e162 = v3_;
    let _e165 = a0_.y;
    let _e167 = d3d_c_rel((_e165 + 30i));
    let _e170 = v3_;
    let _e173 = a0_.y;
    let _e175 = d3d_c_rel((_e173 + 31i));
    let _e178 = v3_;
    let _e181 = a0_.y;
    let _e183 = d3d_c_rel((_e181 + 32i));
    let _e186 = vec3<f32>(dot(_e162.xyz, _e167.xyz), dot(_e170.xyz, _e175.xyz), dot(_e178.xyz, _e183.xyz));
    let _e187 = r5_;
    r5_ = vec4<f32>(_e186.x, _e186.y, _e186.z, _e187.w);
    let _e193 = r4_;
    let _e195 = v1_;
    let _e197 = (_e193.xyz * _e195.xxx);
    let _e198 = r4_;
    r4_ = vec4<f32>(_e197.x, _e197.y, _e197.z, _e198.w);
    let _e204 = r5_;
    let _e206 = r3_;
    let _e209 = r4_;
    let _e211 = ((_e204.xyz * _e206.xxx) + _e209.xyz);
    let _e212 = r4_;
    r4_ = vec4<f32>(_e211.x, _e211.y, _e211.z, _e212.w);
    let _e219 = r4_;
    let _e220 = d3d_nrm(_e219);
    let _e221 = r6_;
    r6_ = vec4<f32>(_e220.x, _e220.y, _e220.z, _e221.w);
    let _e228 = v4_;
    let _e231 = a0_.x;
    let _e233 = d3d_c_rel((_e231 + 30i));
    let _e236 = v4_;
    let _e239 = a0_.x;
    let _e241 = d3d_c_rel((_e239 + 31i));
    let _e244 = v4_;
    let _e247 = a0_.x;
    let _e249 = d3d_c_rel((_e247 + 32i));
    let _e252 = vec3<f32>(dot(_e228.xyz, _e233.xyz), dot(_e236.xyz, _e241.xyz), dot(_e244.xyz, _e249.xyz));
    let _e253 = r4_;
    r4_ = vec4<f32>(_e252.x, _e252.y, _e252.z, _e253.w);
    let _e259 = v4_;
    let _e262 = a0_.y;
    let _e264 = d3d_c_rel((_e262 + 30i));
    let _e267 = v4_;
    let _e270 = a0_.y;
    let _e272 = d3d_c_rel((_e270 + 31i));
    let _e275 = v4_;
    let _e278 = a0_.y;
    let _e280 = d3d_c_rel((_e278 + 32i));
    let _e283 = vec3<f32>(dot(_e259.xyz, _e264.xyz), dot(_e267.xyz, _e272.xyz), dot(_e275.xyz, _e280.xyz));
    let _e284 = r5_;
    r5_ = vec4<f32>(_e283.x, _e283.y, _e283.z, _e284.w);
    let _e290 = r4_;
    let _e292 = v1_;
    let _e294 = (_e290.xyz * _e292.xxx);
    let _e295 = r4_;
    r4_ = vec4<f32>(_e294.x, _e294.y, _e294.z, _e295.w);
    let _e301 = r5_;
    let _e303 = r3_;
    let _e306 = r4_;
    let _e308 = ((_e301.xyz * _e303.xxx) + _e306.xyz);
    let _e309 = r4_;
    r4_ = vec4<f32>(_e308.x, _e308.y, _e308.z, _e309.w);
    let _e316 = r4_;
    let _e317 = d3d_nrm(_e316);
    let _e318 = r7_;
    r7_ = vec4<f32>(_e317.x, _e317.y, _e317.z, _e318.w);
    let _e325 = r6_;
    let _e327 = r7_;
    let _e329 = cross(_e325.xyz, _e327.xyz);
    let _e330 = r8_;
    r8_ = vec4<f32>(_e329.x, _e329.y, _e329.z, _e330.w);
    let _e336 = r8_;
    let _e338 = v4_;
    let _e340 = (_e336.xyz * _e338.www);
    let _e341 = r8_;
    r8_ = vec4<f32>(_e340.x, _e340.y, _e340.z, _e341.w);
    let _e348 = r1_;
    let _e351 = cf[4];
    let _e353 = r1_;
    let _e355 = cf[5];
    let _e357 = r1_;
    let _e359 = cf[6];
    let _e361 = r1_;
    let _e363 = cf[7];
    r9_ = vec4<f32>(dot(_e348, _e351), dot(_e353, _e355), dot(_e357, _e359), dot(_e361, _e363));
    let _e367 = r9_;
    o0_ = _e367;
    let _e370 = v5_;
    let _e371 = _e370.xy;
    let _e372 = o1_;
    o1_ = vec4<f32>(_e371.x, _e371.y, _e372.z, _e372.w);
    let _e380 = cf[8];
    let _e382 = r1_;
    let _e385 = (_e380.xyz + -(_e382.xyz));
    let _e386 = r10_;
    r10_ = vec4<f32>(_e385.x, _e385.y, _e385.z, _e386.w);
    let _e393 = r10_;
    let _e395 = r7_;
    o2_.x = dot(_e393.xyz, _e395.xyz);
    let _e399 = r10_;
    let _e401 = r8_;
    o2_.y = dot(_e399.xyz, _e401.xyz);
    let _e405 = r10_;
    let _e407 = r6_;
    o2_.z = dot(_e405.xyz, _e407.xyz);
    let _e413 = cf[9];
    let _e415 = r1_;
    let _e418 = (_e413.xyz + -(_e415.xyz));
    let _e419 = r11_;
    r11_ = vec4<f32>(_e418.x, _e418.y, _e418.z, _e419.w);
    let _e426 = r11_;
    let _e428 = r7_;
    o3_.x = dot(_e426.xyz, _e428.xyz);
    let _e432 = r11_;
    let _e434 = r8_;
    o3_.y = dot(_e432.xyz, _e434.xyz);
    let _e438 = r11_;
    let _e440 = r6_;
    o3_.z = dot(_e438.xyz, _e440.xyz);
    let _e445 = r1_;
    let _e447 = cf[12];
    let _e449 = r1_;
    let _e451 = cf[13];
    let _e453 = r1_;
    let _e455 = cf[14];
    let _e457 = r1_;
    let _e459 = cf[15];
    o4_ = vec4<f32>(dot(_e445, _e447), dot(_e449, _e451), dot(_e453, _e455), dot(_e457, _e459));
    let _e462 = r9_;
    let _e465 = cf[10];
    r0_.z = (_e462.w * _e465.x);
    let _e470 = r0_;
    o5_.x = exp2(-(_e470.z));
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
    let _e13 = o0_;
    let _e16 = draw.half_pixel;
    let pos = vec4<f32>((_e13.x + (_e13.w * _e16.x)), (_e13.y - (_e13.w * _e16.y)), _e13.z, _e13.w);
    let l0_ = o1_;
    let l1_ = o2_;
    let l2_ = o3_;
    let l3_ = o4_;
    let l12_ = o5_;
    return VsOut(pos, l0_, l1_, l2_, l3_, l12_);
}
