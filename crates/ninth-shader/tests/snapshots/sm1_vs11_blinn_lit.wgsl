struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(0) l0_: vec4<f32>,
    @location(10) l10_: vec4<f32>,
    @location(11) l11_: vec4<f32>,
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
var<uniform> cf: array<vec4<f32>, 12>;
var<private> r0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> r6_: vec4<f32>;
var<private> oD0_: vec4<f32>;
var<private> oD1_: vec4<f32>;
var<private> oT0_: vec4<f32>;
var<private> v2_: vec4<f32>;
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

fn d3d_lit(s: vec4<f32>) -> vec4<f32> {
    let _e9 = (s.x > 0f);
    return vec4<f32>(1f, select(0f, s.x, _e9), select(0f, exp2((clamp(s.w, -127.9961f, 127.9961f) * log2(s.y))), (_e9 && (s.y > 0f))), 1f);
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
    let _e67 = r1_;
    let _e69 = r1_;
    r1_.w = dot(_e67.xyz, _e69.xyz);
    let _e73 = r1_;
    let _e75 = d3d_rsq(_e73.w);
    r1_.w = _e75;
    let _e77 = r1_;
    let _e79 = r1_;
    let _e81 = (_e77.xyz * _e79.www);
    let _e82 = r1_;
    r1_ = vec4<f32>(_e81.x, _e81.y, _e81.z, _e82.w);
    let _e90 = cf[7];
    let _e92 = r0_;
    let _e94 = (_e90.xyz - _e92.xyz);
    let _e95 = r2_;
    r2_ = vec4<f32>(_e94.x, _e94.y, _e94.z, _e95.w);
    let _e101 = r2_;
    let _e103 = r2_;
    r2_.w = dot(_e101.xyz, _e103.xyz);
    let _e107 = r2_;
    let _e109 = d3d_rsq(_e107.w);
    r2_.w = _e109;
    let _e112 = r2_;
    let _e114 = r2_;
    let _e118 = cf[8];
    let _e120 = ((_e112.xyz * _e114.www) + _e118.xyz);
    let _e121 = r3_;
    r3_ = vec4<f32>(_e120.x, _e120.y, _e120.z, _e121.w);
    let _e127 = r3_;
    let _e129 = r3_;
    r3_.w = dot(_e127.xyz, _e129.xyz);
    let _e133 = r3_;
    let _e135 = d3d_rsq(_e133.w);
    r3_.w = _e135;
    let _e137 = r3_;
    let _e139 = r3_;
    let _e141 = (_e137.xyz * _e139.www);
    let _e142 = r3_;
    r3_ = vec4<f32>(_e141.x, _e141.y, _e141.z, _e142.w);
    r4_ = vec4<f32>(0f, 0f, 0f, 1f);
    let _e152 = r1_;
    let _e155 = cf[8];
    r4_.x = dot(_e152.xyz, _e155.xyz);
    let _e159 = r1_;
    let _e161 = r3_;
    r4_.y = dot(_e159.xyz, _e161.xyz);
    let _e166 = cf[11];
    r4_.w = _e166.w;
    let _e170 = r4_;
    let _e171 = d3d_lit(_e170);
    r5_ = _e171;
    let _e173 = r5_;
    let _e176 = cf[9];
    r6_ = (_e173.yyyy * _e176);
    let _e179 = r6_;
    let _e181 = cf[10];
    oD0_ = (_e179 + _e181);
    let _e184 = r5_;
    let _e187 = cf[11];
    oD1_ = (_e184.zzzz * _e187);
    let _e191 = v2_;
    let _e192 = _e191.xy;
    let _e193 = oT0_;
    oT0_ = vec4<f32>(_e192.x, _e192.y, _e193.z, _e193.w);
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
    let l0_ = oT0_;
    let _e25 = oD0_;
    let l10_ = saturate(_e25);
    let _e28 = oD1_;
    let l11_ = saturate(_e28);
    return VsOut(pos, l0_, l10_, l11_);
}
