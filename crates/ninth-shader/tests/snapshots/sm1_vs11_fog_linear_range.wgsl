struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(0) l0_: vec4<f32>,
    @location(10) l10_: vec4<f32>,
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
var<uniform> cf: array<vec4<f32>, 8>;
var<private> r0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> oFog: vec4<f32>;
var<private> oD0_: vec4<f32>;
var<private> v1_: vec4<f32>;
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
    let _e40 = r0_;
    let _e42 = r0_;
    r0_.w = dot(_e40.xyz, _e42.xyz);
    let _e47 = r0_;
    let _e49 = d3d_rsq(_e47.w);
    r1_.x = _e49;
    let _e51 = r1_;
    let _e53 = d3d_rcp(_e51.x);
    r1_.y = _e53;
    let _e55 = r1_;
    let _e58 = cf[7];
    let _e62 = cf[7];
    r1_.z = ((_e55.y * _e58.x) + _e62.y);
    let _e66 = r1_;
    r1_.z = max(_e66.z, 0f);
    let _e71 = r1_;
    r1_.z = min(_e71.z, 1f);
    let _e77 = r1_;
    oFog = _e77.zzzz;
    let _e81 = v1_;
    oD0_ = _e81;
    let _e84 = v2_;
    let _e85 = _e84.xy;
    let _e86 = oT0_;
    oT0_ = vec4<f32>(_e85.x, _e85.y, _e86.z, _e86.w);
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
    let l12_ = oFog;
    return VsOut(pos, l0_, l10_, l12_);
}
