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
var<uniform> cf: array<vec4<f32>, 11>;
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
    let _e69 = cf[7];
    let _e71 = r0_;
    let _e73 = (_e69.xyz - _e71.xyz);
    let _e74 = r2_;
    r2_ = vec4<f32>(_e73.x, _e73.y, _e73.z, _e74.w);
    let _e80 = r2_;
    let _e82 = r2_;
    r2_.w = dot(_e80.xyz, _e82.xyz);
    let _e87 = r2_;
    let _e89 = d3d_rsq(_e87.w);
    r3_.w = _e89;
    let _e91 = r2_;
    let _e93 = r3_;
    let _e95 = (_e91.xyz * _e93.www);
    let _e96 = r2_;
    r2_ = vec4<f32>(_e95.x, _e95.y, _e95.z, _e96.w);
    let _e104 = r2_;
    let _e106 = r3_;
    let _e109 = r2_;
    let _e111 = r3_;
    r4_ = vec4<f32>(1f, (_e104.w * _e106.w), _e109.w, _e111.w);
    let _e114 = r4_;
    let _e117 = cf[9];
    r4_.w = dot(_e114.xyz, _e117.xyz);
    let _e121 = r4_;
    let _e123 = d3d_rcp(_e121.w);
    r4_.w = _e123;
    let _e126 = r1_;
    let _e128 = r2_;
    r5_.x = dot(_e126.xyz, _e128.xyz);
    let _e132 = r5_;
    r5_.x = max(_e132.x, 0f);
    let _e137 = r5_;
    let _e139 = r4_;
    r5_.x = (_e137.x * _e139.w);
    let _e144 = r5_;
    let _e147 = cf[8];
    r6_ = (_e144.xxxx * _e147);
    let _e150 = r6_;
    let _e152 = cf[10];
    oD0_ = (_e150 + _e152);
}

@vertex 
fn main(@location(0) i0_: vec4<f32>, @location(1) i1_: vec4<f32>) -> VsOut {
    v0_ = i0_;
    v1_ = i1_;
    d3d_main();
    let _e5 = oPos;
    let _e8 = draw.half_pixel;
    let pos = vec4<f32>((_e5.x + (_e5.w * _e8.x)), (_e5.y - (_e5.w * _e8.y)), _e5.z, _e5.w);
    let _e21 = oD0_;
    let l10_ = saturate(_e21);
    return VsOut(pos, l10_);
}
