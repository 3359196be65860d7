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
var<uniform> cf: array<vec4<f32>, 256>;
var<private> a0_: vec4<i32>;
var<private> v7_: vec4<f32>;
var<private> r0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> v3_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> oD0_: vec4<f32>;
var<private> oD1_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> r6_: vec4<f32>;
var<private> r7_: vec4<f32>;
var<private> r8_: vec4<f32>;
var<private> r9_: vec4<f32>;
var<private> r10_: vec4<f32>;
var<private> r11_: vec4<f32>;
var<private> v8_: vec4<f32>;
var<private> oT0_: vec4<f32>;
var<private> oT1_: vec4<f32>;
var<private> oFog: vec4<f32>;
var<private> oPts: vec4<f32>;
var<private> v5_: vec4<f32>;
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

fn d3d_log(x_2: f32) -> f32 {
    let _e1 = d3d_inf();
    return select(log2(abs(x_2)), -(_e1), (x_2 == 0f));
}

fn d3d_lit(s: vec4<f32>) -> vec4<f32> {
    let _e9 = (s.x > 0f);
    return vec4<f32>(1f, select(0f, s.x, _e9), select(0f, exp2((clamp(s.w, -127.9961f, 127.9961f) * log2(s.y))), (_e9 && (s.y > 0f))), 1f);
}

fn d3d_c_rel(i: i32) -> vec4<f32> {
    if (i == 95i) {
        return vec4<f32>(0.5f, 1f, 2f, 0f);
    }
    if ((i >= 0i) && (i < 256i)) {
        let _e16 = cf[(i - 0i)];
        return _e16;
    }
    return vec4(0f);
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
    let _e22 = v7_;
    a0_.x = i32(floor(_e22.x));
    let _e29 = a0_.x;
    let _e32 = d3d_c_rel((_e29 + 20i));
    r0_ = _e32;
    let _e35 = v3_;
    let _e38 = cf[4];
    let _e41 = v3_;
    let _e44 = cf[5];
    let _e47 = v3_;
    let _e50 = cf[6];
    let _e53 = vec3<f32>(dot(_e35.xyz, _e38.xyz), dot(_e41.xyz, _e44.xyz), dot(_e47.xyz, _e50.xyz));
    let _e54 = r1_;
    r1_ = vec4<f32>(_e53.x, _e53.y, _e53.z, _e54.w);
    let _e60 = r1_;
    let _e62 = r1_;
    r1_.w = dot(_e60.xyz, _e62.xyz);
    let _e66 = r1_;
    let _e68 = d3d_rsq(_e66.w);
    r1_.w = _e68;
    let _e70 = r1_;
    let _e72 = r1_;
    let _e74 = (_e70.xyz * _e72.www);
    let _e75 = r1_;
    r1_ = vec4<f32>(_e74.x, _e74.y, _e74.z, _e75.w);
    let _e82 = r1_;
    let _e85 = cf[7];
    r2_.x = dot(_e82.xyz, _e85.xyz);
    r2_.y = 0.5f;
    let _e92 = cf[8];
    r2_.w = _e92.w;
    let _e96 = r2_;
    let _e97 = d3d_lit(_e96);
    r3_ = _e97;
    let _e99 = r3_;
    let _e102 = cf[9];
    let _e105 = cf[10];
    oD0_ = ((_e99.yyyy * _e102) + _e105);
    let _e108 = r3_;
    let _e111 = cf[11];
    oD1_ = (_e108.zzzz * _e111);
    let _e114 = v7_;
    let _e118 = v7_;
    let _e122 = v7_;
    let _e125 = v7_;
    r4_ = vec4<f32>(exp2(floor(_e114.y)), (_e118.y - floor(_e118.y)), exp2(_e122.y), 1f);
    let _e130 = v7_;
    let _e132 = d3d_log(_e130.z);
    r5_ = vec4(_e132);
    let _e135 = v7_;
    r6_ = vec4(exp2(_e135.x));
    let _e140 = v7_;
    let _e142 = d3d_log(_e140.w);
    r7_ = vec4(_e142);
    let _e145 = r4_;
    let _e147 = r5_;
    let _e150 = r4_;
    let _e152 = r5_;
    r8_ = vec4<f32>(1f, (_e145.y * _e147.y), _e150.z, _e152.w);
    let _e156 = r6_;
    let _e157 = r7_;
    r9_ = select(vec4(0f), vec4(1f), (_e156 >= _e157));
    let _e164 = r6_;
    let _e165 = r7_;
    r10_ = select(vec4(0f), vec4(1f), (_e164 < -(_e165)));
    let _e173 = v8_;
    let _e175 = fract(_e173.xy);
    let _e176 = r11_;
    r11_ = vec4<f32>(_e175.x, _e175.y, _e176.z, _e176.w);
    let _e182 = v0_;
    let _e184 = cf[12];
    let _e186 = v0_;
    let _e188 = cf[13];
    let _e190 = v0_;
    let _e192 = cf[14];
    let _e194 = vec3<f32>(dot(_e182, _e184), dot(_e186, _e188), dot(_e190, _e192));
    let _e195 = r8_;
    r8_ = vec4<f32>(_e194.x, _e194.y, _e194.z, _e195.w);
    let _e201 = v3_;
    let _e204 = cf[15];
    let _e207 = v3_;
    let _e210 = cf[16];
    let _e213 = v3_;
    let _e216 = cf[17];
    let _e219 = v3_;
    let _e222 = cf[18];
    r9_ = vec4<f32>(dot(_e201.xyz, _e204.xyz), dot(_e207.xyz, _e210.xyz), dot(_e213.xyz, _e216.xyz), dot(_e219.xyz, _e222.xyz));
    let _e226 = v3_;
    let _e229 = cf[19];
    let _e232 = v3_;
    let _e235 = cf[20];
    let _e238 = vec2<f32>(dot(_e226.xyz, _e229.xyz), dot(_e232.xyz, _e235.xyz));
    let _e239 = r10_;
    r10_ = vec4<f32>(_e238.x, _e238.y, _e239.z, _e239.w);
    let _e245 = r8_;
    let _e247 = d3d_rcp(_e245.x);
    r11_.z = _e247;
    let _e249 = r0_;
    let _e250 = r9_;
    r0_ = (_e249 + _e250);
    let _e252 = r0_;
    let _e253 = r10_;
    r0_ = (_e252 + _e253);
    let _e255 = r11_;
    let _e256 = r8_;
    let _e258 = r0_;
    r0_ = ((_e255 * _e256) + _e258);
    let _e260 = r0_;
    r0_ = max(_e260, vec4(0f));
    let _e263 = r0_;
    r0_ = min(_e263, vec4(1f));
    let _e267 = r0_;
    oT0_ = _e267;
    let _e269 = v8_;
    let _e270 = _e269.xy;
    let _e271 = oT1_;
    oT1_ = vec4<f32>(_e270.x, _e270.y, _e271.z, _e271.w);
    let _e278 = r2_;
    oFog = _e278.xxxx;
    oPts = vec4(2f);
}

@vertex 
fn main(@location(0) i0_: vec4<f32>, @location(1) i1_: vec4<f32>, @location(2) i2_: vec4<f32>, @location(3) i3_: vec4<f32>, @location(4) i4_: vec4<f32>) -> VsOut {
    v0_ = i0_;
    v3_ = i1_;
    v5_ = i2_;
    v7_ = i3_;
    v8_ = i4_;
    d3d_main();
    let _e11 = oPos;
    let _e14 = draw.half_pixel;
    let pos = vec4<f32>((_e11.x + (_e11.w * _e14.x)), (_e11.y - (_e11.w * _e14.y)), _e11.z, _e11.w);
    let l0_ = oT0_;
    let l1_ = oT1_;
    let _e31 = oD0_;
    let l10_ = saturate(_e31);
    let _e34 = oD1_;
    let l11_ = saturate(_e34);
    let l12_ = oFog;
    return VsOut(pos, l0_, l1_, l10_, l11_, l12_);
}
