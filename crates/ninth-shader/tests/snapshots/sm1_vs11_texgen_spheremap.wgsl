struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(0) l0_: vec4<f32>,
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
var<uniform> cf: array<vec4<f32>, 8>;
var<private> r0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> oT0_: vec4<f32>;
var<private> oD0_: vec4<f32>;
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
    let _e67 = r0_;
    let _e69 = r0_;
    r0_.w = dot(_e67.xyz, _e69.xyz);
    let _e73 = r0_;
    let _e75 = d3d_rsq(_e73.w);
    r0_.w = _e75;
    let _e77 = r0_;
    let _e79 = r0_;
    let _e81 = (_e77.xyz * _e79.www);
    let _e82 = r0_;
    r0_ = vec4<f32>(_e81.x, _e81.y, _e81.z, _e82.w);
    let _e89 = r1_;
    let _e91 = r0_;
    r2_.x = dot(_e89.xyz, _e91.xyz);
    let _e95 = r2_;
    let _e97 = r2_;
    r2_.x = (_e95.x + _e97.x);
    let _e102 = r1_;
    let _e104 = r2_;
    let _e108 = r0_;
    let _e110 = ((_e102.xyz * -(_e104.xxx)) + _e108.xyz);
    let _e111 = r3_;
    r3_ = vec4<f32>(_e110.x, _e110.y, _e110.z, _e111.w);
    let _e118 = r3_;
    let _e123 = (_e118.xyz + vec3<f32>(0f, 0f, 1f));
    let _e124 = r4_;
    r4_ = vec4<f32>(_e123.x, _e123.y, _e123.z, _e124.w);
    let _e130 = r4_;
    let _e132 = r4_;
    r4_.w = dot(_e130.xyz, _e132.xyz);
    let _e136 = r4_;
    let _e138 = d3d_rsq(_e136.w);
    r4_.w = _e138;
    let _e140 = r4_;
    r4_.w = (_e140.w * 0.5f);
    let _e146 = r3_;
    let _e148 = r4_;
    let _e152 = ((_e146.xy * _e148.ww) + vec2(0.5f));
    let _e153 = oT0_;
    oT0_ = vec4<f32>(_e152.x, _e152.y, _e153.z, _e153.w);
    let _e161 = cf[7];
    oD0_ = _e161;
}

@vertex 
fn main(@location(0) i0_: vec4<f32>, @location(1) i1_: vec4<f32>) -> VsOut {
    v0_ = i0_;
    v1_ = i1_;
    d3d_main();
    let _e5 = oPos;
    let _e8 = draw.half_pixel;
    let pos = vec4<f32>((_e5.x + (_e5.w * _e8.x)), (_e5.y - (_e5.w * _e8.y)), _e5.z, _e5.w);
    let l0_ = oT0_;
    let _e23 = oD0_;
    let l10_ = saturate(_e23);
    return VsOut(pos, l0_, l10_);
}
