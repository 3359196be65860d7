struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(0) l0_: vec4<f32>,
    @location(1) l1_: vec4<f32>,
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
var<uniform> cf: array<vec4<f32>, 6>;
var<private> r0_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> oT0_: vec4<f32>;
var<private> oT1_: vec4<f32>;
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
    let _e22 = v1_;
    let _e24 = v1_;
    r0_ = vec4(dot(_e22.xyz, _e24.xyz));
    let _e29 = r0_;
    let _e31 = d3d_rsq(_e29.x);
    r1_ = vec4(_e31);
    let _e33 = r0_;
    let _e34 = r1_;
    r0_ = (_e33 * _e34);
    let _e38 = r0_;
    let _e40 = r1_;
    let _e43 = r0_;
    let _e45 = r1_;
    r2_ = vec4<f32>(1f, (_e38.y * _e40.y), _e43.z, _e45.w);
    let _e50 = cf[4];
    let _e53 = cf[5];
    let _e57 = cf[4];
    let _e60 = cf[5];
    let _e62 = vec4<f32>(1f, (_e50.y * _e53.y), _e57.z, _e60.w);
    let _e63 = r3_;
    r3_ = vec4<f32>(_e62.x, _e63.y, _e63.z, _e62.w);
    let _e71 = vec2<f32>(-1.5f, 2f);
    let _e72 = r3_;
    r3_ = vec4<f32>(_e72.x, _e71.x, _e71.y, _e72.w);
    let _e79 = r2_;
    oT0_ = _e79;
    let _e81 = r3_;
    oT1_ = _e81;
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
    let l1_ = oT1_;
    return VsOut(pos, l0_, l1_);
}
