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

var<private> oPos: vec4<f32>;
var<private> v0_: vec4<f32>;
@group(0) @binding(1) 
var<uniform> cf: array<vec4<f32>, 18>;
var<private> r0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> r6_: vec4<f32>;
var<private> r7_: vec4<f32>;
var<private> r8_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> oD0_: vec4<f32>;
var<private> oD1_: vec4<f32>;
var<private> r9_: vec4<f32>;
var<private> oT1_: vec4<f32>;
var<private> r10_: vec4<f32>;
var<private> v3_: vec4<f32>;
var<private> oT0_: vec4<f32>;
var<private> r11_: vec4<f32>;
var<private> oFog: vec4<f32>;
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

fn d3d_pow(x_2: f32, y: f32) -> f32 {
    return exp2((y * log2(abs(x_2))));
}

fn d3d_nrm(v: vec4<f32>) -> vec4<f32> {
    let _e1 = v.xyz;
    let _e2 = dot(_e1, _e1);
    return select((v * vec4(inverseSqrt(_e2))), vec4(0f), (_e2 == 0f));
}

fn d3d_main() {
    let _e2 = v0_;
    let _e5 = cf[0];
    let _e7 = v0_;
    let _e9 = cf[1];
    let _e11 = v0_;
    let _e13 = cf[2];
    let _e15 = v0_;
    let _e17 = cf[3];
    oPos = vec4<f32>(dot(_e2, _e5), dot(_e7, _e9), dot(_e11, _e13), dot(_e15, _e17));
    let _e21 = v0_;
    let _e23 = cf[4];
    let _e25 = v0_;
    let _e27 = cf[5];
    let _e29 = v0_;
    let _e31 = cf[6];
    let _e33 = vec3<f32>(dot(_e21, _e23), dot(_e25, _e27), dot(_e29, _e31));
    let _e34 = r0_;
    r0_ = vec4<f32>(_e33.x, _e33.y, _e33.z, _e34.w);
    let _e42 = v1_;
    let _e45 = cf[4];
    let _e48 = v1_;
    let _e51 = cf[5];
    let _e54 = v1_;
    let _e57 = cf[6];
    let _e60 = vec3<f32>(dot(_e42.xyz, _e45.xyz), dot(_e48.xyz, _e51.xyz), dot(_e54.xyz, _e57.xyz));
    let _e61 = r1_;
    r1_ = vec4<f32>(_e60.x, _e60.y, _e60.z, _e61.w);
    let _e68 = r1_;
    let _e69 = d3d_nrm(_e68);
    let _e70 = r2_;
    r2_ = vec4<f32>(_e69.x, _e69.y, _e69.z, _e70.w);
    let _e77 = r0_;
    let _e79 = d3d_nrm(-(_e77));
    let _e80 = r3_;
    r3_ = vec4<f32>(_e79.x, _e79.y, _e79.z, _e80.w);
    let _e88 = cf[7];
    r4_ = _e88;
    r5_ = vec4(0f);
    let _e93 = r2_;
    let _e96 = cf[9];
    r6_.x = dot(_e93.xyz, -(_e96.xyz));
    let _e101 = r6_;
    r6_.x = max(_e101.x, 0f);
    let _e105 = r6_;
    let _e108 = cf[10];
    let _e111 = r4_;
    let _e113 = ((_e105.xxx * _e108.xyz) + _e111.xyz);
    let _e114 = r4_;
    r4_ = vec4<f32>(_e113.x, _e113.y, _e113.z, _e114.w);
    let _e121 = r3_;
    let _e124 = cf[9];
    let _e127 = (_e121.xyz + -(_e124.xyz));
    let _e128 = r7_;
    r7_ = vec4<f32>(_e127.x, _e127.y, _e127.z, _e128.w);
    let _e135 = r7_;
    let _e136 = d3d_nrm(_e135);
    let _e137 = r8_;
    r8_ = vec4<f32>(_e136.x, _e136.y, _e136.z, _e137.w);
    let _e143 = r2_;
    let _e145 = r8_;
    r6_.y = dot(_e143.xyz, _e145.xyz);
    let _e149 = r6_;
    r6_.y = max(_e149.y, 0f);
    let _e153 = r6_;
    let _e156 = cf[8];
    let _e158 = d3d_pow(_e153.y, _e156.w);
    r6_.y = _e158;
    let _e160 = r6_;
    let _e163 = cf[11];
    let _e166 = r5_;
    let _e168 = ((_e160.yyy * _e163.xyz) + _e166.xyz);
    let _e169 = r5_;
    r5_ = vec4<f32>(_e168.x, _e168.y, _e168.z, _e169.w);
    let _e175 = r2_;
    let _e178 = cf[12];
    r6_.z = dot(_e175.xyz, -(_e178.xyz));
    let _e183 = r6_;
    r6_.z = max(_e183.z, 0f);
    let _e187 = r6_;
    let _e190 = cf[13];
    let _e193 = r4_;
    let _e195 = ((_e187.zzz * _e190.xyz) + _e193.xyz);
    let _e196 = r4_;
    r4_ = vec4<f32>(_e195.x, _e195.y, _e195.z, _e196.w);
    let _e202 = r3_;
    let _e205 = cf[12];
    let _e208 = (_e202.xyz + -(_e205.xyz));
    let _e209 = r7_;
    r7_ = vec4<f32>(_e208.x, _e208.y, _e208.z, _e209.w);
    let _e215 = r7_;
    let _e216 = d3d_nrm(_e215);
    let _e217 = r8_;
    r8_ = vec4<f32>(_e216.x, _e216.y, _e216.z, _e217.w);
    let _e223 = r2_;
    let _e225 = r8_;
    r6_.w = dot(_e223.xyz, _e225.xyz);
    let _e229 = r6_;
    r6_.w = max(_e229.w, 0f);
    let _e233 = r6_;
    let _e236 = cf[8];
    let _e238 = d3d_pow(_e233.w, _e236.w);
    r6_.w = _e238;
    let _e240 = r6_;
    let _e243 = cf[14];
    let _e246 = r5_;
    let _e248 = ((_e240.www * _e243.xyz) + _e246.xyz);
    let _e249 = r5_;
    r5_ = vec4<f32>(_e248.x, _e248.y, _e248.z, _e249.w);
    let _e255 = r4_;
    let _e257 = v2_;
    r4_ = (_e255 * _e257);
    let _e260 = r4_;
    oD0_ = min(_e260, vec4(1f));
    let _e265 = r5_;
    oD1_ = _e265;
    let _e267 = r3_;
    let _e269 = r2_;
    r9_.x = dot(_e267.xyz, _e269.xyz);
    let _e273 = r9_;
    let _e275 = r9_;
    r9_.x = (_e273.x + _e275.x);
    let _e279 = r2_;
    let _e281 = r9_;
    let _e284 = r3_;
    let _e287 = ((_e279.xyz * _e281.xxx) + -(_e284.xyz));
    let _e288 = r9_;
    r9_ = vec4<f32>(_e287.x, _e287.y, _e287.z, _e288.w);
    let _e295 = r9_;
    let _e296 = _e295.xyz;
    let _e297 = oT1_;
    oT1_ = vec4<f32>(_e296.x, _e296.y, _e296.z, _e297.w);
    let _e305 = v3_;
    let _e306 = _e305.xy;
    let _e307 = r10_;
    r10_ = vec4<f32>(_e306.x, _e306.y, _e307.z, _e307.w);
    r10_.z = 1f;
    let _e315 = r10_;
    let _e318 = cf[15];
    let _e321 = r10_;
    let _e324 = cf[16];
    let _e327 = vec2<f32>(dot(_e315.xyz, _e318.xyz), dot(_e321.xyz, _e324.xyz));
    let _e328 = oT0_;
    oT0_ = vec4<f32>(_e327.x, _e327.y, _e328.z, _e328.w);
    let _e335 = r0_;
    let _e337 = r0_;
    r11_.x = dot(_e335.xyz, _e337.xyz);
    let _e341 = r11_;
    let _e343 = d3d_rsq(_e341.x);
    r11_.x = _e343;
    let _e345 = r11_;
    let _e347 = d3d_rcp(_e345.x);
    r11_.x = _e347;
    let _e350 = cf[17];
    let _e352 = r11_;
    r11_.y = (_e350.y + -(_e352.x));
    let _e358 = r11_;
    let _e361 = cf[17];
    oFog = (_e358.yyyy * _e361.zzzz);
}

@vertex 
fn main(@location(0) i0_: vec4<f32>, @location(1) i1_: vec4<f32>, @location(2) i2_: vec4<f32>, @location(3) i3_: vec4<f32>) -> VsOut {
    v0_ = i0_;
    v1_ = i1_;
    v2_ = i2_;
    v3_ = i3_;
    d3d_main();
    let _e9 = oPos;
    let _e12 = draw.half_pixel;
    let pos = vec4<f32>((_e9.x + (_e9.w * _e12.x)), (_e9.y - (_e9.w * _e12.y)), _e9.z, _e9.w);
    let l0_ = oT0_;
    let l1_ = oT1_;
    let _e29 = oD0_;
    let l10_ = saturate(_e29);
    let _e32 = oD1_;
    let l11_ = saturate(_e32);
    let l12_ = oFog;
    return VsOut(pos, l0_, l1_, l10_, l11_, l12_);
}
