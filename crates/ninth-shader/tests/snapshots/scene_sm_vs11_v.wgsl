struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(10) l10_: vec4<f32>,
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
var<private> v2_: vec4<f32>;
var<private> r0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> r6_: vec4<f32>;
var<private> oD0_: vec4<f32>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;

fn d3d_lit(s: vec4<f32>) -> vec4<f32> {
    let _e9 = (s.x > 0f);
    return vec4<f32>(1f, select(0f, s.x, _e9), select(0f, exp2((clamp(s.w, -127.9961f, 127.9961f) * log2(s.y))), (_e9 && (s.y > 0f))), 1f);
}

fn d3d_c_rel(i: i32) -> vec4<f32> {
    if (i == 20i) {
        return vec4<f32>(0.5f, 2f, 0.25f, 1f);
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
    let _e22 = v2_;
    a0_.x = i32(floor(_e22.x));
    let _e29 = a0_.x;
    let _e32 = d3d_c_rel((_e29 + 10i));
    r0_ = _e32;
    let _e35 = v1_;
    let _e36 = r0_;
    r1_ = (_e35 * _e36);
    let _e40 = cf[16];
    let _e41 = d3d_lit(_e40);
    r2_ = _e41;
    let _e42 = r2_;
    let _e45 = cf[17];
    let _e48 = r1_;
    let _e50 = ((_e42.yyy * _e45.xyz) + _e48.xyz);
    let _e51 = r1_;
    r1_ = vec4<f32>(_e50.x, _e50.y, _e50.z, _e51.w);
    let _e58 = v1_;
    let _e61 = cf[18];
    r3_.x = dot(_e58.xyz, _e61.xyz);
    let _e66 = v2_;
    r4_ = select(vec4(0f), vec4(1f), (_e66.yyyy >= vec4(0.5f)));
    let _e77 = v2_;
    r5_ = select(vec4(0f), vec4(1f), (_e77.yyyy < vec4(0.5f)));
    let _e84 = r4_;
    let _e86 = cf[19];
    let _e88 = r1_;
    r1_ = ((_e84 * _e86) + _e88);
    let _e90 = r1_;
    let _e93 = min(_e90.xyz, vec3(1f));
    let _e94 = r1_;
    r1_ = vec4<f32>(_e93.x, _e93.y, _e93.z, _e94.w);
    let _e100 = r1_;
    let _e102 = r3_;
    let _e104 = max(_e100.xyz, _e102.xxx);
    let _e105 = r1_;
    r1_ = vec4<f32>(_e104.x, _e104.y, _e104.z, _e105.w);
    let _e112 = v2_;
    let _e114 = fract(_e112.yy);
    let _e115 = r6_;
    r6_ = vec4<f32>(_e114.x, _e114.y, _e115.z, _e115.w);
    let _e121 = r6_;
    let _e124 = r1_;
    r1_.z = ((_e121.y * 0.5f) + _e124.z);
    let _e129 = r1_;
    oD0_ = _e129;
}

@vertex 
fn main(@location(0) i0_: vec4<f32>, @location(1) i1_: vec4<f32>, @location(2) i2_: vec4<f32>) -> VsOut {
    v0_ = i0_;
    v1_ = i1_;
    v2_ = i2_;
    d3d_main();
    let _e7 = oPos;
    let _e10 = draw.half_pixel;
    let pos = vec4<f32>((_e7.x + (_e7.w * _e10.x)), (_e7.y - (_e7.w * _e10.y)), _e7.z, _e7.w);
    let _e23 = oD0_;
    let l10_ = saturate(_e23);
    return VsOut(pos, l10_);
}
